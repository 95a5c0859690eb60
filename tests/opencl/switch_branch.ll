; ModuleID = 'switch_branch.cl'
source_filename = "switch_branch.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @switch_branch(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %62

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !11, !amdgpu.noclobber !10
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !15, !amdgpu.noclobber !10
  %21 = and i32 %18, 7
  switch i32 %21, label %39 [
    i32 0, label %22
    i32 1, label %24
    i32 2, label %26
    i32 3, label %26
    i32 5, label %29
    i32 6, label %35
    i32 7, label %36
    i32 4, label %40
  ]

22:                                               ; preds = %15
  %23 = fmul float %20, 2.000000e+00
  br label %40

24:                                               ; preds = %15
  %25 = fneg float %20
  br label %40

26:                                               ; preds = %15, %15
  %27 = tail call float @llvm.fabs.f32(float %20)
  %28 = fadd float %27, 1.000000e+00
  br label %40

29:                                               ; preds = %15
  %30 = fcmp ogt float %20, 0.000000e+00
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = fcmp ogt float %20, 5.000000e-01
  br i1 %32, label %33, label %40

33:                                               ; preds = %31
  %34 = fadd float %20, -5.000000e-01
  br label %40

35:                                               ; preds = %15
  br label %36

36:                                               ; preds = %15, %35
  %37 = phi i32 [ 1, %15 ], [ 17, %35 ]
  %38 = fmul float %20, %20
  br label %40

39:                                               ; preds = %15
  unreachable

40:                                               ; preds = %15, %29, %31, %33, %36, %26, %24, %22
  %41 = phi float [ %38, %36 ], [ %34, %33 ], [ %28, %26 ], [ %25, %24 ], [ %23, %22 ], [ %20, %31 ], [ 0.000000e+00, %29 ], [ %20, %15 ]
  %42 = phi i32 [ %37, %36 ], [ 13, %33 ], [ 12, %26 ], [ 11, %24 ], [ 10, %22 ], [ 14, %31 ], [ 15, %29 ], [ 99, %15 ]
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %57, label %45

45:                                               ; preds = %40
  %46 = and i32 %13, 2
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %45
  %49 = fadd float %41, 1.000000e+00
  br label %57

50:                                               ; preds = %45
  %51 = and i32 %18, 8
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %55, label %53

53:                                               ; preds = %50
  %54 = fadd float %41, -1.000000e+00
  br label %57

55:                                               ; preds = %50
  %56 = add nuw nsw i32 %42, 100
  br label %57

57:                                               ; preds = %48, %55, %53, %40
  %58 = phi float [ %49, %48 ], [ %54, %53 ], [ %41, %55 ], [ %41, %40 ]
  %59 = phi i32 [ %42, %48 ], [ %42, %53 ], [ %56, %55 ], [ %42, %40 ]
  %60 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  store float %58, ptr addrspace(1) %60, align 4, !tbaa !15
  %61 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %16
  store i32 %59, ptr addrspace(1) %61, align 4, !tbaa !11
  br label %62

62:                                               ; preds = %5, %57
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

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
!7 = !{!"int*", !"float*", !"float*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !13, i64 0}
