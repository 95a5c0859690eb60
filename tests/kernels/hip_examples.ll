; ModuleID = 'hip_examples.hip'
source_filename = "hip_examples.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ16transpose_sharedE4tile = internal unnamed_addr addrspace(3) global [8 x [9 x float]] undef, align 16
@s = external hidden local_unnamed_addr addrspace(3) global [0 x i32], align 4
@__hip_cuid_af5085f44884b8ae = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_af5085f44884b8ae to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vectoradd(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %11 = load i16, ptr addrspace(4) %10, align 2, !range !5, !invariant.load !6, !noundef !6
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %13 = mul i32 %12, %9
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = zext nneg i16 %11 to i32
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %18 = mul i32 %17, %16
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %15, %3
  %22 = icmp slt i32 %20, %4
  %23 = select i1 %21, i1 %22, i1 false
  br i1 %23, label %24, label %34

24:                                               ; preds = %5
  %25 = mul nsw i32 %20, %3
  %26 = add nsw i32 %25, %15
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %27
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !7
  %32 = load float, ptr addrspace(1) %29, align 4, !tbaa !7
  %33 = fadd float %31, %32
  store float %33, ptr addrspace(1) %28, align 4, !tbaa !7
  br label %34

34:                                               ; preds = %24, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @transpose_naive(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !5, !invariant.load !6, !noundef !6
  %7 = zext nneg i16 %6 to i32
  %8 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 14
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !5, !invariant.load !6, !noundef !6
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = mul i32 %10, %7
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = zext nneg i16 %9 to i32
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = mul i32 %15, %14
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = add i32 %16, %17
  %19 = mul nsw i32 %13, %2
  %20 = add nsw i32 %19, %18
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !7
  %24 = mul nsw i32 %18, %2
  %25 = add nsw i32 %24, %13
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  store float %23, ptr addrspace(1) %27, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bit_extract(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !5, !invariant.load !6, !noundef !6
  %7 = zext nneg i16 %6 to i32
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = mul i32 %8, %7
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %20

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !11
  %18 = lshr i32 %17, 8
  %19 = and i32 %18, 4095
  store i32 %19, ptr addrspace(1) %15, align 4, !tbaa !11
  br label %20

20:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @transpose_shared(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 3
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add i32 %5, %6
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %9 = shl i32 %8, 3
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %11 = add i32 %9, %10
  %12 = mul nsw i32 %11, %2
  %13 = add nsw i32 %7, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !7
  %17 = getelementptr inbounds [8 x [9 x float]], ptr addrspace(3) @_ZZ16transpose_sharedE4tile, i32 0, i32 %10, i32 %6
  store float %16, ptr addrspace(3) %17, align 4, !tbaa !7
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = add i32 %9, %6
  %19 = add i32 %5, %10
  %20 = getelementptr inbounds [8 x [9 x float]], ptr addrspace(3) @_ZZ16transpose_sharedE4tile, i32 0, i32 %6, i32 %10
  %21 = load float, ptr addrspace(3) %20, align 4, !tbaa !7
  %22 = mul nsw i32 %19, %2
  %23 = add nsw i32 %18, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  store float %21, ptr addrspace(1) %25, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @dyn_shared_reverse(ptr addrspace(1) nocapture noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add nsw i32 %9, %3
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %17

12:                                               ; preds = %2
  %13 = getelementptr inbounds [0 x i32], ptr addrspace(3) @s, i32 0, i32 %3
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11
  store i32 %16, ptr addrspace(3) %13, align 4, !tbaa !11
  br label %17

17:                                               ; preds = %12, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = xor i32 %3, -1
  %19 = add nsw i32 %8, %18
  %20 = add nsw i32 %9, %19
  %21 = icmp slt i32 %20, %1
  %22 = select i1 %11, i1 %21, i1 false
  br i1 %22, label %23, label %28

23:                                               ; preds = %17
  %24 = sext i32 %10 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %26 = getelementptr inbounds [0 x i32], ptr addrspace(3) @s, i32 0, i32 %19
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !11
  store i32 %27, ptr addrspace(1) %25, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %23, %17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomics_basic(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef %1, ptr addrspace(1) nocapture noundef %2, ptr addrspace(1) nocapture noundef %3, ptr addrspace(1) nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !5, !invariant.load !6, !noundef !6
  %11 = zext nneg i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %5
  br i1 %15, label %16, label %33

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !11
  %20 = atomicrmw add ptr addrspace(1) %0, i32 %19 syncscope("agent-one-as") monotonic, align 4
  %21 = and i32 %14, 31
  %22 = shl nuw i32 1, %21
  %23 = atomicrmw or ptr addrspace(1) %1, i32 %22 syncscope("agent-one-as") monotonic, align 4
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %25 = atomicrmw xor ptr addrspace(1) %24, i32 %19 syncscope("agent-one-as") monotonic, align 4
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  %27 = xor i32 %22, -1
  %28 = atomicrmw and ptr addrspace(1) %26, i32 %27 syncscope("agent-one-as") monotonic, align 4
  %29 = atomicrmw max ptr addrspace(1) %2, i32 %19 syncscope("agent-one-as") monotonic, align 4
  %30 = atomicrmw min ptr addrspace(1) %3, i32 %19 syncscope("agent-one-as") monotonic, align 4
  %31 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %32 = atomicrmw sub ptr addrspace(1) %31, i32 1 syncscope("agent-one-as") monotonic, align 4
  br label %33

33:                                               ; preds = %6, %16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_u64(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %24

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %14
  %16 = load i64, ptr addrspace(1) %15, align 8, !tbaa !13
  %17 = atomicrmw add ptr addrspace(1) %0, i64 %16 syncscope("agent-one-as") monotonic, align 8
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %19 = load i64, ptr addrspace(1) %15, align 8, !tbaa !13
  %20 = atomicrmw umax ptr addrspace(1) %18, i64 %19 syncscope("agent-one-as") monotonic, align 8
  %21 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  %22 = load i64, ptr addrspace(1) %15, align 8, !tbaa !13
  %23 = atomicrmw umin ptr addrspace(1) %21, i64 %22 syncscope("agent-one-as") monotonic, align 8
  br label %24

24:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @atomic_cas_inc(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = load i32, ptr addrspace(1) %1, align 4, !tbaa !11
  br label %5

5:                                                ; preds = %5, %3
  %6 = phi i32 [ %4, %3 ], [ %11, %5 ]
  %7 = icmp ult i32 %6, %2
  %8 = add i32 %6, 1
  %9 = select i1 %7, i32 %8, i32 0
  %10 = cmpxchg ptr addrspace(1) %1, i32 %6, i32 %9 syncscope("agent-one-as") monotonic monotonic, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  %12 = extractvalue { i32, i1 } %10, 1
  br i1 %12, label %13, label %5, !llvm.loop !15

13:                                               ; preds = %5
  %14 = zext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = atomicrmw add ptr addrspace(1) %15, i32 1 syncscope("agent-one-as") monotonic, align 4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @grid_stride_scale(ptr addrspace(1) nocapture noundef %0, i64 noundef %1, double noundef %2) local_unnamed_addr #7 {
  %4 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i32, ptr addrspace(4) %5, align 4, !invariant.load !6
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = add i32 %6, -1
  %12 = add i32 %11, %10
  %13 = udiv i32 %12, %10
  %14 = zext i32 %13 to i64
  %15 = zext nneg i16 %9 to i64
  %16 = mul nuw nsw i64 %14, %15
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %18 = zext i32 %17 to i64
  %19 = mul nuw nsw i64 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i64 %19, %21
  %23 = icmp slt i64 %22, %1
  br i1 %23, label %25, label %24

24:                                               ; preds = %25, %3
  ret void

25:                                               ; preds = %3, %25
  %26 = phi i64 [ %31, %25 ], [ %22, %3 ]
  %27 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %26
  %28 = load double, ptr addrspace(1) %27, align 8, !tbaa !17
  %29 = fmul double %28, %2
  %30 = fadd double %29, 1.000000e+00
  store double %30, ptr addrspace(1) %27, align 8, !tbaa !17
  %31 = add nuw nsw i64 %26, %16
  %32 = icmp slt i64 %31, %1
  br i1 %32, label %25, label %24, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i16 1, i16 1025}
!6 = !{}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !9, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !9, i64 0}
!19 = distinct !{!19, !16}
