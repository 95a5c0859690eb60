; ModuleID = 'math_builtins.cl'
source_filename = "math_builtins.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @math_builtins(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %58

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !11, !amdgpu.noclobber !10
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !11, !amdgpu.noclobber !10
  %21 = mul nsw i32 %13, 10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  %24 = tail call float @llvm.fma.f32(float %18, float %20, float -1.000000e+00)
  store float %24, ptr addrspace(1) %23, align 4, !tbaa !11
  %25 = tail call float @llvm.fabs.f32(float %18)
  %26 = tail call float @llvm.sqrt.f32(float %25)
  %27 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 4
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !11
  %28 = tail call float @llvm.minnum.f32(float %18, float %20)
  %29 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 8
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !11
  %30 = tail call float @llvm.maxnum.f32(float %18, float %20)
  %31 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 12
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !11
  %32 = fmul float %18, 4.000000e+00
  %33 = tail call float @llvm.floor.f32(float %32)
  %34 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 16
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !11
  %35 = fmul float %20, 4.000000e+00
  %36 = tail call float @llvm.ceil.f32(float %35)
  %37 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 20
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !11
  %38 = fmul float %18, 1.000000e+01
  %39 = tail call float @llvm.trunc.f32(float %38)
  %40 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 24
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !11
  %41 = fmul float %20, 1.000000e+01
  %42 = tail call float @llvm.rint.f32(float %41)
  %43 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 28
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !11
  %44 = tail call float @llvm.copysign.f32(float %20, float %18)
  %45 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 32
  store float %44, ptr addrspace(1) %45, align 4, !tbaa !11
  %46 = fdiv float %18, %20
  %47 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 36
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !11
  %48 = tail call float @llvm.exp2.f32(float %32)
  %49 = shl nsw i32 %13, 1
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %50
  store float %48, ptr addrspace(1) %51, align 4, !tbaa !11
  %52 = tail call float @llvm.fabs.f32(float %20)
  %53 = fadd float %52, 5.000000e-01
  %54 = tail call float @llvm.log2.f32(float %53)
  %55 = or disjoint i32 %49, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %56
  store float %54, ptr addrspace(1) %57, align 4, !tbaa !11
  br label %58

58:                                               ; preds = %5, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #1

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
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!8 = !{!"const", !"const", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
