; ModuleID = 'transcendental.cl'
source_filename = "transcendental.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @transcendental(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = icmp slt i32 %14, %5
  br i1 %15, label %16, label %61

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !11, !amdgpu.noclobber !10
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !11, !amdgpu.noclobber !10
  %22 = mul nsw i32 %14, 7
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %23
  %25 = tail call float @llvm.exp.f32(float %19)
  store float %25, ptr addrspace(1) %24, align 4, !tbaa !11
  %26 = fmul float %19, 2.500000e-01
  %27 = tail call float @llvm.exp10.f32(float %26)
  %28 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 4
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !11
  %29 = tail call float @llvm.fabs.f32(float %21)
  %30 = fadd float %29, 2.500000e-01
  %31 = tail call float @llvm.log.f32(float %30)
  %32 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 8
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !11
  %33 = tail call float @llvm.fabs.f32(float %19)
  %34 = fadd float %33, 2.500000e-01
  %35 = tail call float @llvm.log10.f32(float %34)
  %36 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 12
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !11
  %37 = tail call float @llvm.sin.f32(float %19)
  %38 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 16
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !11
  %39 = tail call float @llvm.cos.f32(float %21)
  %40 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 20
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !11
  %41 = fadd float %33, 5.000000e-01
  %42 = tail call float @llvm.pow.f32(float %41, float %21)
  %43 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 24
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !11
  %44 = shl nsw i32 %14, 2
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %45
  %47 = srem i32 %14, 16
  %48 = add nsw i32 %47, -8
  %49 = tail call float @llvm.ldexp.f32.i32(float %19, i32 %48)
  store float %49, ptr addrspace(1) %46, align 4, !tbaa !11
  %50 = tail call { float, i32 } @llvm.frexp.f32.i32(float %21)
  %51 = extractvalue { float, i32 } %50, 1
  %52 = extractvalue { float, i32 } %50, 0
  %53 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 4
  store float %52, ptr addrspace(1) %53, align 4, !tbaa !11
  %54 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %17
  store i32 %51, ptr addrspace(1) %54, align 4, !tbaa !15
  %55 = fmul float %19, 4.000000e+00
  %56 = tail call float @llvm.round.f32(float %55)
  %57 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 8
  store float %56, ptr addrspace(1) %57, align 4, !tbaa !11
  %58 = fmul float %19, 8.000000e+00
  %59 = frem float %58, 3.000000e+00
  %60 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 12
  store float %59, ptr addrspace(1) %60, align 4, !tbaa !11
  br label %61

61:                                               ; preds = %6, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp10.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log10.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { float, i32 } @llvm.frexp.f32.i32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #1

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
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"float*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
