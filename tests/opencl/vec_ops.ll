; ModuleID = 'vec_ops.cl'
source_filename = "vec_ops.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vec_ops(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !9, !invariant.load !10, !noundef !10
  %12 = zext nneg i16 %11 to i32
  %13 = mul nsw i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add nsw i32 %13, %14
  %16 = icmp slt i32 %15, %6
  br i1 %16, label %17, label %69

17:                                               ; preds = %7
  %18 = shl nsw i32 %15, 2
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load <4 x float>, ptr addrspace(1) %20, align 16, !tbaa !11, !amdgpu.noclobber !10
  %22 = sext i32 %15 to i64
  %23 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %22
  %24 = load <4 x float>, ptr addrspace(1) %23, align 16, !tbaa !11, !amdgpu.noclobber !10
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %26 = fadd <4 x float> %21, %25
  %27 = fmul <4 x float> %21, %24
  %28 = fcmp ogt <4 x float> %21, %24
  %29 = select <4 x i1> %28, <4 x float> %21, <4 x float> %24
  %30 = fmul <4 x float> %26, <float 5.000000e-01, float 5.000000e-01, float poison, float 5.000000e-01>
  %31 = fsub <4 x float> %30, %27
  %32 = shufflevector <4 x float> %29, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %33 = shufflevector <2 x float> %32, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %34 = shufflevector <4 x float> %31, <4 x float> %33, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %35 = shl nsw i32 %15, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %36
  store <4 x float> %34, ptr addrspace(1) %37, align 16, !tbaa !11
  %38 = shufflevector <4 x float> %27, <4 x float> %26, <4 x i32> <i32 3, i32 6, i32 poison, i32 poison>
  %39 = shufflevector <4 x float> %38, <4 x float> %29, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %40 = shufflevector <4 x float> %39, <4 x float> %31, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %41 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 16
  store <4 x float> %40, ptr addrspace(1) %41, align 16, !tbaa !11
  %42 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %3, i64 %22
  %43 = load <2 x i32>, ptr addrspace(1) %42, align 8, !tbaa !11
  %44 = mul <2 x i32> %43, <i32 -5, i32 3>
  %45 = shufflevector <2 x i32> %44, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %46 = ashr <2 x i32> %43, <i32 2, i32 2>
  %47 = add <2 x i32> %45, %46
  %48 = icmp sgt <2 x i32> %43, <i32 -1, i32 -1>
  %49 = select <2 x i1> %48, <2 x i32> <i32 -1, i32 -1>, <2 x i32> <i32 85, i32 85>
  %50 = xor <2 x i32> %47, %49
  %51 = sitofp <2 x i32> %50 to <2 x float>
  %52 = fmul <2 x float> %51, <float 2.500000e-01, float 2.500000e-01>
  %53 = fptosi <2 x float> %52 to <2 x i32>
  %54 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %19
  store <2 x i32> %50, ptr addrspace(1) %54, align 8, !tbaa !11
  %55 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 8
  store <2 x i32> %53, ptr addrspace(1) %55, align 8, !tbaa !11
  %56 = extractelement <4 x float> %21, i64 0
  %57 = extractelement <4 x float> %24, i64 0
  %58 = extractelement <4 x float> %21, i64 1
  %59 = extractelement <4 x float> %24, i64 1
  %60 = fmul float %58, %59
  %61 = tail call float @llvm.fmuladd.f32(float %56, float %57, float %60)
  %62 = extractelement <4 x float> %21, i64 2
  %63 = extractelement <4 x float> %24, i64 2
  %64 = tail call float @llvm.fmuladd.f32(float %62, float %63, float %61)
  %65 = extractelement <4 x float> %21, i64 3
  %66 = extractelement <4 x float> %24, i64 3
  %67 = tail call float @llvm.fmuladd.f32(float %65, float %66, float %64)
  %68 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %22
  store float %67, ptr addrspace(1) %68, align 4, !tbaa !14
  br label %69

69:                                               ; preds = %7, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"int*", !"int*", !"float*", !"int"}
!8 = !{!"const", !"const", !"", !"const", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
