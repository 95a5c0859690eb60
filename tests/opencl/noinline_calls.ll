; ModuleID = 'noinline_calls.cl'
source_filename = "noinline_calls.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@noinline_calls.buf = internal addrspace(3) global [64 x float] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden noundef float @poly(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = tail call float @llvm.fma.f32(float %1, float %0, float %2)
  %5 = tail call float @llvm.fma.f32(float %4, float %0, float 1.000000e+00)
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @count_bits(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi i32 [ 0, %2 ], [ %12, %6 ]
  ret i32 %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %13, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %12, %6 ], [ 0, %2 ]
  %9 = and i32 %7, 31
  %10 = lshr i32 %0, %9
  %11 = and i32 %10, 1
  %12 = add i32 %11, %8
  %13 = add nuw nsw i32 %7, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %4, label %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden void @accumulate(ptr addrspace(1) nocapture noundef %0, float noundef %1) local_unnamed_addr #3 {
  %3 = load float, ptr addrspace(1) %0, align 4, !tbaa !5
  %4 = fadd float %3, %1
  store float %4, ptr addrspace(1) %0, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define hidden float @neighbour(ptr addrspace(3) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = add nsw i32 %1, 1
  %4 = srem i32 %3, 64
  %5 = getelementptr inbounds float, ptr addrspace(3) %0, i32 %4
  %6 = load float, ptr addrspace(3) %5, align 4, !tbaa !5
  ret float %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden <4 x float> @swap_pairs(<4 x float> noundef %0) local_unnamed_addr #0 {
  %2 = shufflevector <4 x float> %0, <4 x float> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  ret <4 x float> %2
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @noinline_calls(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 16 %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !reqd_work_group_size !14 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = shl nsw i32 %9, 6
  %11 = add nsw i32 %10, %8
  %12 = icmp slt i32 %11, %6
  br i1 %12, label %13, label %17

13:                                               ; preds = %7
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !5, !amdgpu.noclobber !15
  br label %17

17:                                               ; preds = %7, %13
  %18 = phi float [ %16, %13 ], [ 0.000000e+00, %7 ]
  %19 = getelementptr inbounds [64 x float], ptr addrspace(3) @noinline_calls.buf, i32 0, i32 %8
  store float %18, ptr addrspace(3) %19, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = tail call float @neighbour(ptr addrspace(3) noundef @noinline_calls.buf, i32 noundef %8) #7
  br i1 %12, label %21, label %52

21:                                               ; preds = %17
  %22 = sext i32 %11 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !16
  %25 = and i32 %24, 3
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %32, %21
  %28 = phi float [ %18, %21 ], [ %35, %32 ]
  %29 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  store float %28, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = and i32 %24, 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %41, label %38

32:                                               ; preds = %21, %32
  %33 = phi i32 [ %36, %32 ], [ 0, %21 ]
  %34 = phi float [ %35, %32 ], [ %18, %21 ]
  %35 = tail call float @poly(float noundef %34, float noundef 5.000000e-01, float noundef %20) #7
  %36 = add nuw nsw i32 %33, 1
  %37 = icmp eq i32 %36, %25
  br i1 %37, label %27, label %32

38:                                               ; preds = %27
  %39 = lshr i32 %24, 27
  %40 = tail call i32 @count_bits(i32 noundef %24, i32 noundef %39) #7
  br label %41

41:                                               ; preds = %27, %38
  %42 = phi i32 [ %40, %38 ], [ -1, %27 ]
  %43 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %22
  store i32 %42, ptr addrspace(1) %43, align 4
  %44 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  store float 1.000000e+00, ptr addrspace(1) %44, align 4, !tbaa !5
  tail call void @accumulate(ptr addrspace(1) noundef %44, float noundef %20) #7
  %45 = insertelement <4 x float> poison, float %18, i64 0
  %46 = insertelement <4 x float> %45, float %20, i64 1
  %47 = insertelement <4 x float> %46, float %28, i64 2
  %48 = uitofp nneg i32 %8 to float
  %49 = insertelement <4 x float> %47, float %48, i64 3
  %50 = tail call <4 x float> @swap_pairs(<4 x float> noundef %49) #7
  %51 = getelementptr inbounds <4 x float>, ptr addrspace(1) %5, i64 %22
  store <4 x float> %50, ptr addrspace(1) %51, align 16, !tbaa !18
  br label %52

52:                                               ; preds = %17, %41
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"uint*", !"float*", !"int*", !"float*", !"float4*", !"int"}
!12 = !{!"float*", !"uint*", !"float*", !"int*", !"float*", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!13 = !{!"const", !"const", !"", !"", !"", !"", !""}
!14 = !{i32 64, i32 1, i32 1}
!15 = !{}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = !{!7, !7, i64 0}
