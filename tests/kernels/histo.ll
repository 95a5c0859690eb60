; ModuleID = 'histo.cl'
source_filename = "histo.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@hist_local.h = internal addrspace(3) global [64 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @hist_global(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %22

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !11, !amdgpu.noclobber !10
  %18 = urem i32 %17, %2
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = atomicrmw volatile add ptr addrspace(1) %20, i32 1 syncscope("agent-one-as") monotonic, align 4
  br label %22

22:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @hist_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp ult i32 %4, 64
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  br i1 %5, label %7, label %11

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  br label %26

11:                                               ; preds = %26, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %12 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %13 = load i16, ptr addrspace(4) %12, align 4, !range !9, !invariant.load !10, !noundef !10
  %14 = zext nneg i16 %13 to i32
  %15 = load i32, ptr addrspace(4) %6, align 8, !tbaa !11
  %16 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 18
  %17 = load i16, ptr addrspace(4) %16, align 2, !tbaa !19
  %18 = icmp ne i16 %17, 0
  %19 = zext i1 %18 to i32
  %20 = add i32 %15, %19
  %21 = mul nsw i32 %20, %14
  %22 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %23 = mul nsw i32 %22, %14
  %24 = add nsw i32 %23, %4
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %32, label %31

26:                                               ; preds = %7, %26
  %27 = phi i32 [ %4, %7 ], [ %29, %26 ]
  %28 = getelementptr inbounds [64 x i32], ptr addrspace(3) @hist_local.h, i32 0, i32 %27
  store i32 0, ptr addrspace(3) %28, align 4, !tbaa !11
  %29 = add nuw nsw i32 %27, %10
  %30 = icmp ult i32 %29, 64
  br i1 %30, label %26, label %11

31:                                               ; preds = %32, %11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %5, label %44, label %43

32:                                               ; preds = %11, %32
  %33 = phi i32 [ %41, %32 ], [ %24, %11 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %34
  %36 = load i8, ptr addrspace(1) %35, align 1, !tbaa !21, !amdgpu.noclobber !10
  %37 = lshr i8 %36, 2
  %38 = zext nneg i8 %37 to i32
  %39 = getelementptr inbounds [64 x i32], ptr addrspace(3) @hist_local.h, i32 0, i32 %38
  %40 = atomicrmw volatile add ptr addrspace(3) %39, i32 1 syncscope("workgroup-one-as") monotonic, align 4
  %41 = add nsw i32 %33, %21
  %42 = icmp slt i32 %41, %2
  br i1 %42, label %32, label %31

43:                                               ; preds = %53, %31
  ret void

44:                                               ; preds = %31, %53
  %45 = phi i32 [ %54, %53 ], [ %4, %31 ]
  %46 = getelementptr inbounds [64 x i32], ptr addrspace(3) @hist_local.h, i32 0, i32 %45
  %47 = load i32, ptr addrspace(3) %46, align 4, !tbaa !11
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %53, label %49

49:                                               ; preds = %44
  %50 = zext nneg i32 %45 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %50
  %52 = atomicrmw volatile add ptr addrspace(1) %51, i32 %47 syncscope("agent-one-as") monotonic, align 4
  br label %53

53:                                               ; preds = %44, %49
  %54 = add nuw nsw i32 %45, %14
  %55 = icmp ult i32 %54, 64
  br i1 %55, label %44, label %43
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @hist_rgba(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !18 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %40

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x i8>, ptr addrspace(1) %15, align 4, !tbaa !21, !amdgpu.noclobber !10
  %17 = extractelement <4 x i8> %16, i64 0
  %18 = lshr i8 %17, 4
  %19 = zext nneg i8 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = atomicrmw volatile add ptr addrspace(1) %20, i32 1 syncscope("agent-one-as") monotonic, align 4
  %22 = extractelement <4 x i8> %16, i64 1
  %23 = lshr i8 %22, 4
  %24 = or disjoint i8 %23, 16
  %25 = zext nneg i8 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  %27 = atomicrmw volatile add ptr addrspace(1) %26, i32 1 syncscope("agent-one-as") monotonic, align 4
  %28 = extractelement <4 x i8> %16, i64 2
  %29 = lshr i8 %28, 4
  %30 = or disjoint i8 %29, 32
  %31 = zext nneg i8 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = atomicrmw volatile add ptr addrspace(1) %32, i32 1 syncscope("agent-one-as") monotonic, align 4
  %34 = extractelement <4 x i8> %16, i64 3
  %35 = lshr i8 %34, 4
  %36 = or disjoint i8 %35, 48
  %37 = zext nneg i8 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %37
  %39 = atomicrmw volatile add ptr addrspace(1) %38, i32 1 syncscope("agent-one-as") monotonic, align 4
  br label %40

40:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @hist_weighted(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !24 !kernel_arg_access_qual !6 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %31

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !11, !amdgpu.noclobber !10
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load atomic volatile i32, ptr addrspace(1) %19 syncscope("agent-one-as") monotonic, align 4
  %21 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  br label %22

22:                                               ; preds = %22, %14
  %23 = phi i32 [ %20, %14 ], [ %30, %22 ]
  %24 = bitcast i32 %23 to float
  %25 = load float, ptr addrspace(1) %21, align 4, !tbaa !27
  %26 = fadd float %25, %24
  %27 = bitcast float %26 to i32
  %28 = cmpxchg volatile ptr addrspace(1) %19, i32 %23, i32 %27 syncscope("agent-one-as") monotonic monotonic, align 4
  %29 = extractvalue { i32, i1 } %28, 1
  %30 = extractvalue { i32, i1 } %28, 0
  br i1 %29, label %31, label %22

31:                                               ; preds = %22, %4
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uint*", !"uint*", !"uint", !"int"}
!8 = !{!"", !"const", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 0}
!16 = !{!"none", !"none", !"none"}
!17 = !{!"uint*", !"uchar*", !"int"}
!18 = !{!"", !"const", !""}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !13, i64 0}
!21 = !{!13, !13, i64 0}
!22 = !{!"uint*", !"uchar4*", !"int"}
!23 = !{!"uint*", !"uchar __attribute__((ext_vector_type(4)))*", !"int"}
!24 = !{i32 1, i32 1, i32 1, i32 0}
!25 = !{!"float*", !"int*", !"float*", !"int"}
!26 = !{!"", !"const", !"const", !""}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !13, i64 0}
