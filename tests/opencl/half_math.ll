; ModuleID = 'half_math.cl'
source_filename = "half_math.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_math(ptr addrspace(1) nocapture noundef readonly align 2 %0, ptr addrspace(1) nocapture noundef readonly align 2 %1, ptr addrspace(1) nocapture noundef writeonly align 2 %2, ptr addrspace(1) nocapture noundef writeonly align 2 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !9, !invariant.load !10, !noundef !10
  %12 = zext nneg i16 %11 to i32
  %13 = mul nsw i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add nsw i32 %13, %14
  %16 = icmp slt i32 %15, %6
  br i1 %16, label %17, label %66

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %18
  %20 = load half, ptr addrspace(1) %19, align 2, !tbaa !11, !amdgpu.noclobber !10
  %21 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %18
  %22 = load half, ptr addrspace(1) %21, align 2, !tbaa !11, !amdgpu.noclobber !10
  %23 = fadd half %20, %22
  %24 = fmul half %20, %22
  %25 = fsub half %20, %22
  %26 = tail call half @llvm.fma.f16(half %20, half %22, half %25)
  %27 = fcmp ogt half %20, %22
  %28 = select i1 %27, half %23, half %24
  %29 = fmul half %22, %22
  %30 = fadd half %29, 0xH3C00
  %31 = fdiv half %20, %30
  %32 = fmul half %23, %25
  %33 = shl nsw i32 %15, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %34
  store half %32, ptr addrspace(1) %35, align 2, !tbaa !11
  %36 = or disjoint i32 %33, 1
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %37
  store half %26, ptr addrspace(1) %38, align 2, !tbaa !11
  %39 = or disjoint i32 %33, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %40
  store half %28, ptr addrspace(1) %41, align 2, !tbaa !11
  %42 = or disjoint i32 %33, 3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %43
  store half %31, ptr addrspace(1) %44, align 2, !tbaa !11
  %45 = insertelement <2 x half> poison, half %20, i64 0
  %46 = insertelement <2 x half> %45, half %22, i64 1
  %47 = shufflevector <2 x half> %46, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %48 = fmul <2 x half> %46, %47
  %49 = fadd <2 x half> %48, <half 0xH3E00, half 0xHC000>
  %50 = fcmp ogt <2 x half> %49, zeroinitializer
  %51 = fneg <2 x half> %49
  %52 = select <2 x i1> %50, <2 x half> %49, <2 x half> %51
  %53 = shl nsw i32 %15, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds half, ptr addrspace(1) %3, i64 %54
  store <2 x half> %52, ptr addrspace(1) %55, align 4, !tbaa !15
  %56 = fpext half %20 to float
  %57 = fpext half %22 to float
  %58 = fpext half %23 to float
  %59 = tail call float @llvm.fmuladd.f32(float %56, float %57, float %58)
  %60 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %18
  store float %59, ptr addrspace(1) %60, align 4, !tbaa !16
  %61 = fmul half %20, 0xH4800
  %62 = fptosi half %61 to i32
  %63 = fptosi half %26 to i32
  %64 = add nsw i32 %63, %62
  %65 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %18
  store i32 %64, ptr addrspace(1) %65, align 4, !tbaa !18
  br label %66

66:                                               ; preds = %7, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #1

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
!7 = !{!"half*", !"half*", !"half*", !"half*", !"float*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"half", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!13, !13, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !13, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !13, i64 0}
