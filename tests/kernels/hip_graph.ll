; ModuleID = 'hip_graph.hip'
source_filename = "hip_graph.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9cc_labelsE7changed = internal unnamed_addr addrspace(3) global i32 undef, align 4
@__hip_cuid_42154b20cc97cf2d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_42154b20cc97cf2d to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pagerank_step(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, ptr addrspace(1) nocapture noundef readonly %4, float noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !5, !invariant.load !6, !noundef !6
  %12 = zext nneg i16 %11 to i32
  %13 = mul i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %6
  br i1 %16, label %17, label %48

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %18
  %20 = load <2 x i32>, ptr addrspace(1) %19, align 4, !tbaa !7
  %21 = extractelement <2 x i32> %20, i64 0
  %22 = extractelement <2 x i32> %20, i64 1
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %32, label %24

24:                                               ; preds = %32, %17
  %25 = phi float [ 0.000000e+00, %17 ], [ %45, %32 ]
  %26 = fsub float 1.000000e+00, %5
  %27 = sitofp i32 %6 to float
  %28 = fdiv float %26, %27
  %29 = fmul float %25, %5
  %30 = fadd float %28, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !11
  br label %48

32:                                               ; preds = %17, %32
  %33 = phi i32 [ %46, %32 ], [ %21, %17 ]
  %34 = phi float [ %45, %32 ], [ 0.000000e+00, %17 ]
  %35 = sext i32 %33 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !7
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !11
  %41 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %38
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !7
  %43 = sitofp i32 %42 to float
  %44 = fdiv float %40, %43
  %45 = fadd float %34, %44
  %46 = add nsw i32 %33, 1
  %47 = icmp slt i32 %46, %22
  br i1 %47, label %32, label %24, !llvm.loop !13

48:                                               ; preds = %7, %24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @sssp_relax(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, ptr addrspace(1) nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #3 {
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
  %18 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !7
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !7
  %23 = icmp slt i32 %22, 1000000000
  br i1 %23, label %24, label %33

24:                                               ; preds = %16
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %17
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %27
  %29 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %17
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !7
  %31 = add nsw i32 %30, %22
  %32 = atomicrmw min ptr addrspace(1) %28, i32 %31 syncscope("agent-one-as") monotonic, align 4
  br label %33

33:                                               ; preds = %16, %24, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @cc_labels(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3, ptr addrspace(1) nocapture noundef writeonly %4) local_unnamed_addr #4 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = icmp eq i32 %6, 0
  %8 = icmp slt i32 %6, %3
  %9 = tail call align 8 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  br label %11

11:                                               ; preds = %17, %5
  br i1 %7, label %12, label %13

12:                                               ; preds = %11
  store i32 0, ptr addrspace(3) @_ZZ9cc_labelsE7changed, align 4, !tbaa !7
  br label %13

13:                                               ; preds = %12, %11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %8, label %14, label %17

14:                                               ; preds = %13
  %15 = load i16, ptr addrspace(4) %10, align 4, !range !5, !invariant.load !6, !noundef !6
  %16 = zext nneg i16 %15 to i32
  br label %20

17:                                               ; preds = %41, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = load i32, ptr addrspace(3) @_ZZ9cc_labelsE7changed, align 4, !tbaa !7
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %44, label %11

20:                                               ; preds = %14, %41
  %21 = phi i32 [ %6, %14 ], [ %42, %41 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !7
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !7
  %28 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %22
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !7
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !7
  %33 = icmp slt i32 %27, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %20
  %35 = atomicrmw min ptr addrspace(1) %31, i32 %27 syncscope("agent-one-as") monotonic, align 4
  br label %40

36:                                               ; preds = %20
  %37 = icmp slt i32 %32, %27
  br i1 %37, label %38, label %41

38:                                               ; preds = %36
  %39 = atomicrmw min ptr addrspace(1) %26, i32 %32 syncscope("agent-one-as") monotonic, align 4
  br label %40

40:                                               ; preds = %34, %38
  store i32 1, ptr addrspace(3) @_ZZ9cc_labelsE7changed, align 4, !tbaa !7
  br label %41

41:                                               ; preds = %40, %36
  %42 = add i32 %21, %16
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %20, label %17, !llvm.loop !15

44:                                               ; preds = %17
  br i1 %7, label %45, label %46

45:                                               ; preds = %44
  store i32 1, ptr addrspace(1) %4, align 4, !tbaa !7
  br label %46

46:                                               ; preds = %45, %44
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @triangles(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %71

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  %17 = load <2 x i32>, ptr addrspace(1) %16, align 4, !tbaa !7
  %18 = extractelement <2 x i32> %17, i64 0
  %19 = extractelement <2 x i32> %17, i64 1
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %24, label %21

21:                                               ; preds = %67, %14
  %22 = phi i32 [ 0, %14 ], [ %68, %67 ]
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !7
  br label %71

24:                                               ; preds = %14, %67
  %25 = phi i32 [ %68, %67 ], [ 0, %14 ]
  %26 = phi i32 [ %69, %67 ], [ %18, %14 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !7
  %30 = icmp sgt i32 %29, %12
  br i1 %30, label %31, label %67

31:                                               ; preds = %24
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %32
  %34 = getelementptr i8, ptr addrspace(1) %33, i64 4
  %35 = load i32, ptr addrspace(1) %33, align 4, !tbaa !7
  %36 = load i32, ptr addrspace(1) %34, align 4, !tbaa !7
  br label %37

37:                                               ; preds = %31, %62
  %38 = phi i32 [ %25, %31 ], [ %65, %62 ]
  %39 = phi i32 [ %35, %31 ], [ %64, %62 ]
  %40 = phi i32 [ %18, %31 ], [ %63, %62 ]
  %41 = icmp slt i32 %39, %36
  br i1 %41, label %42, label %67

42:                                               ; preds = %37
  %43 = sext i32 %40 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !7
  %46 = sext i32 %39 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !7
  %49 = icmp eq i32 %45, %48
  br i1 %49, label %50, label %56

50:                                               ; preds = %42
  %51 = icmp sgt i32 %45, %29
  %52 = zext i1 %51 to i32
  %53 = add nsw i32 %38, %52
  %54 = add nsw i32 %40, 1
  %55 = add nsw i32 %39, 1
  br label %62

56:                                               ; preds = %42
  %57 = icmp slt i32 %45, %48
  br i1 %57, label %58, label %60

58:                                               ; preds = %56
  %59 = add nsw i32 %40, 1
  br label %62

60:                                               ; preds = %56
  %61 = add nsw i32 %39, 1
  br label %62

62:                                               ; preds = %58, %60, %50
  %63 = phi i32 [ %54, %50 ], [ %59, %58 ], [ %40, %60 ]
  %64 = phi i32 [ %55, %50 ], [ %39, %58 ], [ %61, %60 ]
  %65 = phi i32 [ %53, %50 ], [ %38, %58 ], [ %38, %60 ]
  %66 = icmp slt i32 %63, %19
  br i1 %66, label %37, label %67, !llvm.loop !16

67:                                               ; preds = %62, %37, %24
  %68 = phi i32 [ %25, %24 ], [ %38, %37 ], [ %65, %62 ]
  %69 = add nsw i32 %26, 1
  %70 = icmp slt i32 %69, %19
  br i1 %70, label %24, label %21, !llvm.loop !17

71:                                               ; preds = %4, %21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @philox2x32(ptr addrspace(1) nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !5, !invariant.load !6, !noundef !6
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = mul nuw i64 %11, 3528905107
  %13 = lshr i64 %12, 32
  %14 = trunc nuw i64 %13 to i32
  %15 = xor i32 %14, %1
  %16 = xor i32 %15, 305419896
  %17 = add i32 %1, -1640531527
  %18 = zext i32 %16 to i64
  %19 = mul nuw i64 %18, 3528905107
  %20 = lshr i64 %19, 32
  %21 = xor i64 %12, %20
  %22 = trunc i64 %21 to i32
  %23 = xor i32 %17, %22
  %24 = add i32 %1, 1013904242
  %25 = zext i32 %23 to i64
  %26 = mul nuw i64 %25, 3528905107
  %27 = lshr i64 %26, 32
  %28 = xor i64 %19, %27
  %29 = trunc i64 %28 to i32
  %30 = xor i32 %24, %29
  %31 = add i32 %1, -626627285
  %32 = zext i32 %30 to i64
  %33 = mul nuw i64 %32, 3528905107
  %34 = lshr i64 %33, 32
  %35 = xor i64 %26, %34
  %36 = trunc i64 %35 to i32
  %37 = xor i32 %31, %36
  %38 = add i32 %1, 2027808484
  %39 = zext i32 %37 to i64
  %40 = mul nuw i64 %39, 3528905107
  %41 = lshr i64 %40, 32
  %42 = xor i64 %33, %41
  %43 = trunc i64 %42 to i32
  %44 = xor i32 %38, %43
  %45 = add i32 %1, 387276957
  %46 = zext i32 %44 to i64
  %47 = mul nuw i64 %46, 3528905107
  %48 = lshr i64 %47, 32
  %49 = xor i64 %40, %48
  %50 = trunc i64 %49 to i32
  %51 = xor i32 %45, %50
  %52 = add i32 %1, -1253254570
  %53 = zext i32 %51 to i64
  %54 = mul nuw i64 %53, 3528905107
  %55 = lshr i64 %54, 32
  %56 = xor i64 %47, %55
  %57 = trunc i64 %56 to i32
  %58 = xor i32 %52, %57
  %59 = add i32 %1, 1401181199
  %60 = zext i32 %58 to i64
  %61 = mul nuw i64 %60, 3528905107
  %62 = lshr i64 %61, 32
  %63 = xor i64 %54, %62
  %64 = trunc i64 %63 to i32
  %65 = xor i32 %59, %64
  %66 = add i32 %1, -239350328
  %67 = zext i32 %65 to i64
  %68 = mul nuw i64 %67, 3528905107
  %69 = lshr i64 %68, 32
  %70 = xor i64 %61, %69
  %71 = trunc i64 %70 to i32
  %72 = xor i32 %66, %71
  %73 = add i32 %1, -1879881855
  %74 = zext i32 %72 to i64
  %75 = mul nuw i64 %74, 3528905107
  %76 = lshr i64 %75, 32
  %77 = trunc i64 %75 to i32
  %78 = xor i64 %68, %76
  %79 = trunc i64 %78 to i32
  %80 = xor i32 %73, %79
  %81 = shl nsw i32 %10, 1
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %82
  store i32 %80, ptr addrspace(1) %83, align 4, !tbaa !7
  %84 = or disjoint i32 %81, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %85
  store i32 %77, ptr addrspace(1) %86, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @thomas(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, ptr addrspace(1) nocapture noundef readonly %4, ptr addrspace(1) nocapture noundef %5, ptr addrspace(1) nocapture noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !5, !invariant.load !6, !noundef !6
  %13 = zext nneg i16 %12 to i32
  %14 = mul i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %243

18:                                               ; preds = %8
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !11
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !11
  %24 = fdiv float %21, %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %19
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !11
  %26 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %19
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !11
  %28 = load float, ptr addrspace(1) %22, align 4, !tbaa !11
  %29 = fdiv float %27, %28
  %30 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %19
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !11
  br label %182

31:                                               ; preds = %182
  %32 = mul nsw i32 %7, 15
  %33 = add nsw i32 %16, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !11
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  store float %36, ptr addrspace(1) %37, align 4, !tbaa !11
  %38 = mul nsw i32 %7, 14
  %39 = add nsw i32 %38, %16
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !11
  %43 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %40
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !11
  %45 = fmul float %44, %36
  %46 = fsub float %42, %45
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !11
  %48 = mul nsw i32 %7, 13
  %49 = add nsw i32 %48, %16
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !11
  %53 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %50
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !11
  %55 = fmul float %54, %46
  %56 = fsub float %52, %55
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  store float %56, ptr addrspace(1) %57, align 4, !tbaa !11
  %58 = mul nsw i32 %7, 12
  %59 = add nsw i32 %58, %16
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !11
  %63 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %60
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !11
  %65 = fmul float %64, %56
  %66 = fsub float %62, %65
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  store float %66, ptr addrspace(1) %67, align 4, !tbaa !11
  %68 = mul nsw i32 %7, 11
  %69 = add nsw i32 %68, %16
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !11
  %73 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %70
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !11
  %75 = fmul float %74, %66
  %76 = fsub float %72, %75
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %70
  store float %76, ptr addrspace(1) %77, align 4, !tbaa !11
  %78 = mul nsw i32 %7, 10
  %79 = add nsw i32 %78, %16
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !11
  %83 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %80
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !11
  %85 = fmul float %84, %76
  %86 = fsub float %82, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %80
  store float %86, ptr addrspace(1) %87, align 4, !tbaa !11
  %88 = mul nsw i32 %7, 9
  %89 = add nsw i32 %88, %16
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !11
  %93 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %90
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !11
  %95 = fmul float %94, %86
  %96 = fsub float %92, %95
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %90
  store float %96, ptr addrspace(1) %97, align 4, !tbaa !11
  %98 = shl nsw i32 %7, 3
  %99 = add nsw i32 %98, %16
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4, !tbaa !11
  %103 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %100
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !11
  %105 = fmul float %104, %96
  %106 = fsub float %102, %105
  %107 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %100
  store float %106, ptr addrspace(1) %107, align 4, !tbaa !11
  %108 = mul nsw i32 %7, 7
  %109 = add nsw i32 %108, %16
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4, !tbaa !11
  %113 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %110
  %114 = load float, ptr addrspace(1) %113, align 4, !tbaa !11
  %115 = fmul float %114, %106
  %116 = fsub float %112, %115
  %117 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %110
  store float %116, ptr addrspace(1) %117, align 4, !tbaa !11
  %118 = mul nsw i32 %7, 6
  %119 = add nsw i32 %118, %16
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4, !tbaa !11
  %123 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %120
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !11
  %125 = fmul float %124, %116
  %126 = fsub float %122, %125
  %127 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %120
  store float %126, ptr addrspace(1) %127, align 4, !tbaa !11
  %128 = mul nsw i32 %7, 5
  %129 = add nsw i32 %128, %16
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %130
  %132 = load float, ptr addrspace(1) %131, align 4, !tbaa !11
  %133 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %130
  %134 = load float, ptr addrspace(1) %133, align 4, !tbaa !11
  %135 = fmul float %134, %126
  %136 = fsub float %132, %135
  %137 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %130
  store float %136, ptr addrspace(1) %137, align 4, !tbaa !11
  %138 = shl nsw i32 %7, 2
  %139 = add nsw i32 %138, %16
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %140
  %142 = load float, ptr addrspace(1) %141, align 4, !tbaa !11
  %143 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %140
  %144 = load float, ptr addrspace(1) %143, align 4, !tbaa !11
  %145 = fmul float %144, %136
  %146 = fsub float %142, %145
  %147 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %140
  store float %146, ptr addrspace(1) %147, align 4, !tbaa !11
  %148 = mul nsw i32 %7, 3
  %149 = add nsw i32 %148, %16
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %150
  %152 = load float, ptr addrspace(1) %151, align 4, !tbaa !11
  %153 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %150
  %154 = load float, ptr addrspace(1) %153, align 4, !tbaa !11
  %155 = fmul float %154, %146
  %156 = fsub float %152, %155
  %157 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %150
  store float %156, ptr addrspace(1) %157, align 4, !tbaa !11
  %158 = shl nsw i32 %7, 1
  %159 = add nsw i32 %158, %16
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %160
  %162 = load float, ptr addrspace(1) %161, align 4, !tbaa !11
  %163 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %160
  %164 = load float, ptr addrspace(1) %163, align 4, !tbaa !11
  %165 = fmul float %164, %156
  %166 = fsub float %162, %165
  %167 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %160
  store float %166, ptr addrspace(1) %167, align 4, !tbaa !11
  %168 = add nsw i32 %16, %7
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %169
  %171 = load float, ptr addrspace(1) %170, align 4, !tbaa !11
  %172 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %169
  %173 = load float, ptr addrspace(1) %172, align 4, !tbaa !11
  %174 = fmul float %173, %166
  %175 = fsub float %171, %174
  %176 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %169
  store float %175, ptr addrspace(1) %176, align 4, !tbaa !11
  %177 = load float, ptr addrspace(1) %30, align 4, !tbaa !11
  %178 = load float, ptr addrspace(1) %25, align 4, !tbaa !11
  %179 = fmul float %178, %175
  %180 = fsub float %177, %179
  %181 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  store float %180, ptr addrspace(1) %181, align 4, !tbaa !11
  br label %243

182:                                              ; preds = %214, %18
  %183 = phi i32 [ 1, %18 ], [ %242, %214 ]
  %184 = mul nsw i32 %183, %7
  %185 = add nsw i32 %184, %16
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %186
  %188 = load float, ptr addrspace(1) %187, align 4, !tbaa !11
  %189 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %186
  %190 = load float, ptr addrspace(1) %189, align 4, !tbaa !11
  %191 = add nsw i32 %183, -1
  %192 = mul nsw i32 %191, %7
  %193 = add nsw i32 %192, %16
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %194
  %196 = load float, ptr addrspace(1) %195, align 4, !tbaa !11
  %197 = fmul float %190, %196
  %198 = fsub float %188, %197
  %199 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %186
  %200 = load float, ptr addrspace(1) %199, align 4, !tbaa !11
  %201 = fdiv float %200, %198
  %202 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %186
  store float %201, ptr addrspace(1) %202, align 4, !tbaa !11
  %203 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %186
  %204 = load float, ptr addrspace(1) %203, align 4, !tbaa !11
  %205 = load float, ptr addrspace(1) %189, align 4, !tbaa !11
  %206 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %194
  %207 = load float, ptr addrspace(1) %206, align 4, !tbaa !11
  %208 = fmul float %205, %207
  %209 = fsub float %204, %208
  %210 = fdiv float %209, %198
  %211 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %186
  store float %210, ptr addrspace(1) %211, align 4, !tbaa !11
  %212 = add nuw nsw i32 %183, 1
  %213 = icmp eq i32 %212, 16
  br i1 %213, label %31, label %214, !llvm.loop !18

214:                                              ; preds = %182
  %215 = mul nsw i32 %212, %7
  %216 = add nsw i32 %215, %16
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %217
  %219 = load float, ptr addrspace(1) %218, align 4, !tbaa !11
  %220 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %217
  %221 = load float, ptr addrspace(1) %220, align 4, !tbaa !11
  %222 = mul nsw i32 %183, %7
  %223 = add nsw i32 %222, %16
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %224
  %226 = load float, ptr addrspace(1) %225, align 4, !tbaa !11
  %227 = fmul float %221, %226
  %228 = fsub float %219, %227
  %229 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %217
  %230 = load float, ptr addrspace(1) %229, align 4, !tbaa !11
  %231 = fdiv float %230, %228
  %232 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %217
  store float %231, ptr addrspace(1) %232, align 4, !tbaa !11
  %233 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %217
  %234 = load float, ptr addrspace(1) %233, align 4, !tbaa !11
  %235 = load float, ptr addrspace(1) %220, align 4, !tbaa !11
  %236 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %224
  %237 = load float, ptr addrspace(1) %236, align 4, !tbaa !11
  %238 = fmul float %235, %237
  %239 = fsub float %234, %238
  %240 = fdiv float %239, %228
  %241 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %217
  store float %240, ptr addrspace(1) %241, align 4, !tbaa !11
  %242 = add nuw nsw i32 %183, 2
  br label %182

243:                                              ; preds = %31, %8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @lif(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %160

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !11
  %18 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !11
  %20 = fsub float %19, %17
  %21 = fmul float %20, 0x3FB99999A0000000
  %22 = fadd float %17, %21
  %23 = fcmp oge float %22, 1.000000e+00
  %24 = select i1 %23, float 0.000000e+00, float %22
  %25 = zext i1 %23 to i32
  %26 = fsub float %19, %24
  %27 = fmul float %26, 0x3FB99999A0000000
  %28 = fadd float %24, %27
  %29 = fcmp oge float %28, 1.000000e+00
  %30 = select i1 %29, float 0.000000e+00, float %28
  %31 = zext i1 %29 to i32
  %32 = add nuw nsw i32 %25, %31
  %33 = fsub float %19, %30
  %34 = fmul float %33, 0x3FB99999A0000000
  %35 = fadd float %30, %34
  %36 = fcmp oge float %35, 1.000000e+00
  %37 = select i1 %36, float 0.000000e+00, float %35
  %38 = zext i1 %36 to i32
  %39 = add nuw nsw i32 %32, %38
  %40 = fsub float %19, %37
  %41 = fmul float %40, 0x3FB99999A0000000
  %42 = fadd float %37, %41
  %43 = fcmp oge float %42, 1.000000e+00
  %44 = select i1 %43, float 0.000000e+00, float %42
  %45 = zext i1 %43 to i32
  %46 = add nuw nsw i32 %39, %45
  %47 = fsub float %19, %44
  %48 = fmul float %47, 0x3FB99999A0000000
  %49 = fadd float %44, %48
  %50 = fcmp oge float %49, 1.000000e+00
  %51 = select i1 %50, float 0.000000e+00, float %49
  %52 = zext i1 %50 to i32
  %53 = add nuw nsw i32 %46, %52
  %54 = fsub float %19, %51
  %55 = fmul float %54, 0x3FB99999A0000000
  %56 = fadd float %51, %55
  %57 = fcmp oge float %56, 1.000000e+00
  %58 = select i1 %57, float 0.000000e+00, float %56
  %59 = zext i1 %57 to i32
  %60 = add nuw nsw i32 %53, %59
  %61 = fsub float %19, %58
  %62 = fmul float %61, 0x3FB99999A0000000
  %63 = fadd float %58, %62
  %64 = fcmp oge float %63, 1.000000e+00
  %65 = select i1 %64, float 0.000000e+00, float %63
  %66 = zext i1 %64 to i32
  %67 = add nuw nsw i32 %60, %66
  %68 = fsub float %19, %65
  %69 = fmul float %68, 0x3FB99999A0000000
  %70 = fadd float %65, %69
  %71 = fcmp oge float %70, 1.000000e+00
  %72 = select i1 %71, float 0.000000e+00, float %70
  %73 = zext i1 %71 to i32
  %74 = add nuw nsw i32 %67, %73
  %75 = fsub float %19, %72
  %76 = fmul float %75, 0x3FB99999A0000000
  %77 = fadd float %72, %76
  %78 = fcmp oge float %77, 1.000000e+00
  %79 = select i1 %78, float 0.000000e+00, float %77
  %80 = zext i1 %78 to i32
  %81 = add nuw nsw i32 %74, %80
  %82 = fsub float %19, %79
  %83 = fmul float %82, 0x3FB99999A0000000
  %84 = fadd float %79, %83
  %85 = fcmp oge float %84, 1.000000e+00
  %86 = select i1 %85, float 0.000000e+00, float %84
  %87 = zext i1 %85 to i32
  %88 = add nuw nsw i32 %81, %87
  %89 = fsub float %19, %86
  %90 = fmul float %89, 0x3FB99999A0000000
  %91 = fadd float %86, %90
  %92 = fcmp oge float %91, 1.000000e+00
  %93 = select i1 %92, float 0.000000e+00, float %91
  %94 = zext i1 %92 to i32
  %95 = add nuw nsw i32 %88, %94
  %96 = fsub float %19, %93
  %97 = fmul float %96, 0x3FB99999A0000000
  %98 = fadd float %93, %97
  %99 = fcmp oge float %98, 1.000000e+00
  %100 = select i1 %99, float 0.000000e+00, float %98
  %101 = zext i1 %99 to i32
  %102 = add nuw nsw i32 %95, %101
  %103 = fsub float %19, %100
  %104 = fmul float %103, 0x3FB99999A0000000
  %105 = fadd float %100, %104
  %106 = fcmp oge float %105, 1.000000e+00
  %107 = select i1 %106, float 0.000000e+00, float %105
  %108 = zext i1 %106 to i32
  %109 = add nuw nsw i32 %102, %108
  %110 = fsub float %19, %107
  %111 = fmul float %110, 0x3FB99999A0000000
  %112 = fadd float %107, %111
  %113 = fcmp oge float %112, 1.000000e+00
  %114 = select i1 %113, float 0.000000e+00, float %112
  %115 = zext i1 %113 to i32
  %116 = add nuw nsw i32 %109, %115
  %117 = fsub float %19, %114
  %118 = fmul float %117, 0x3FB99999A0000000
  %119 = fadd float %114, %118
  %120 = fcmp oge float %119, 1.000000e+00
  %121 = select i1 %120, float 0.000000e+00, float %119
  %122 = zext i1 %120 to i32
  %123 = add nuw nsw i32 %116, %122
  %124 = fsub float %19, %121
  %125 = fmul float %124, 0x3FB99999A0000000
  %126 = fadd float %121, %125
  %127 = fcmp oge float %126, 1.000000e+00
  %128 = select i1 %127, float 0.000000e+00, float %126
  %129 = zext i1 %127 to i32
  %130 = add nuw nsw i32 %123, %129
  %131 = fsub float %19, %128
  %132 = fmul float %131, 0x3FB99999A0000000
  %133 = fadd float %128, %132
  %134 = fcmp oge float %133, 1.000000e+00
  %135 = select i1 %134, float 0.000000e+00, float %133
  %136 = zext i1 %134 to i32
  %137 = add nuw nsw i32 %130, %136
  %138 = fsub float %19, %135
  %139 = fmul float %138, 0x3FB99999A0000000
  %140 = fadd float %135, %139
  %141 = fcmp oge float %140, 1.000000e+00
  %142 = select i1 %141, float 0.000000e+00, float %140
  %143 = zext i1 %141 to i32
  %144 = add nuw nsw i32 %137, %143
  %145 = fsub float %19, %142
  %146 = fmul float %145, 0x3FB99999A0000000
  %147 = fadd float %142, %146
  %148 = fcmp oge float %147, 1.000000e+00
  %149 = select i1 %148, float 0.000000e+00, float %147
  %150 = zext i1 %148 to i32
  %151 = add nuw nsw i32 %144, %150
  %152 = fsub float %19, %149
  %153 = fmul float %152, 0x3FB99999A0000000
  %154 = fadd float %149, %153
  %155 = fcmp oge float %154, 1.000000e+00
  %156 = select i1 %155, float 0.000000e+00, float %154
  %157 = zext i1 %155 to i32
  %158 = add nuw nsw i32 %151, %157
  store float %156, ptr addrspace(1) %16, align 4, !tbaa !11
  %159 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  store i32 %158, ptr addrspace(1) %159, align 4, !tbaa !7
  br label %160

160:                                              ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ray_sphere(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !5, !invariant.load !6, !noundef !6
  %11 = zext nneg i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %78

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = icmp sgt i32 %5, 0
  br i1 %18, label %19, label %30

19:                                               ; preds = %16
  %20 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %17
  %21 = load <4 x float>, ptr addrspace(1) %20, align 16, !tbaa !19
  %22 = extractelement <4 x float> %21, i64 0
  %23 = extractelement <4 x float> %21, i64 1
  %24 = extractelement <4 x float> %21, i64 2
  %25 = fmul float %22, %22
  %26 = fmul float %23, %23
  %27 = fadd float %25, %26
  %28 = fmul float %24, %24
  %29 = fadd float %28, %27
  br label %37

30:                                               ; preds = %73, %16
  %31 = phi i32 [ -1, %16 ], [ %74, %73 ]
  %32 = phi float [ 0x7FF0000000000000, %16 ], [ %75, %73 ]
  %33 = icmp sgt i32 %31, -1
  %34 = select i1 %33, float %32, float -1.000000e+00
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !11
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  store i32 %31, ptr addrspace(1) %36, align 4, !tbaa !7
  br label %78

37:                                               ; preds = %19, %73
  %38 = phi float [ 0x7FF0000000000000, %19 ], [ %75, %73 ]
  %39 = phi i32 [ -1, %19 ], [ %74, %73 ]
  %40 = phi i32 [ 0, %19 ], [ %76, %73 ]
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds <4 x float>, ptr addrspace(1) %3, i64 %41
  %43 = load <4 x float>, ptr addrspace(1) %42, align 16, !tbaa !19
  %44 = extractelement <4 x float> %43, i64 0
  %45 = fmul float %22, %44
  %46 = extractelement <4 x float> %43, i64 1
  %47 = fmul float %23, %46
  %48 = fadd float %45, %47
  %49 = extractelement <4 x float> %43, i64 2
  %50 = fmul float %24, %49
  %51 = fadd float %50, %48
  %52 = fmul float %44, %44
  %53 = fmul float %46, %46
  %54 = fadd float %52, %53
  %55 = fmul float %49, %49
  %56 = fadd float %55, %54
  %57 = extractelement <4 x float> %43, i64 3
  %58 = fmul float %57, %57
  %59 = fsub float %56, %58
  %60 = fmul float %51, %51
  %61 = fmul float %29, %59
  %62 = fsub float %60, %61
  %63 = fcmp ult float %62, 0.000000e+00
  br i1 %63, label %73, label %64

64:                                               ; preds = %37
  %65 = tail call float @llvm.sqrt.f32(float %62)
  %66 = fsub float %51, %65
  %67 = fdiv float %66, %29
  %68 = fcmp ogt float %67, 0.000000e+00
  %69 = fcmp olt float %67, %38
  %70 = select i1 %68, i1 %69, i1 false
  %71 = select i1 %70, i32 %40, i32 %39
  %72 = select i1 %70, float %67, float %38
  br label %73

73:                                               ; preds = %64, %37
  %74 = phi i32 [ %71, %64 ], [ %39, %37 ]
  %75 = phi float [ %72, %64 ], [ %38, %37 ]
  %76 = add nuw nsw i32 %40, 1
  %77 = icmp eq i32 %76, %5
  br i1 %77, label %30, label %37, !llvm.loop !20

78:                                               ; preds = %6, %30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @knn4(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = alloca float, align 16, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 8, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca i32, align 16, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %15 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %15, i64 12
  %17 = load i16, ptr addrspace(4) %16, align 4, !range !5, !invariant.load !6, !noundef !6
  %18 = zext nneg i16 %17 to i32
  %19 = mul i32 %14, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %1009

23:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9)
  store float 0x7FF0000000000000, ptr addrspace(5) %6, align 16
  store float 0x7FF0000000000000, ptr addrspace(5) %7, align 4
  store float 0x7FF0000000000000, ptr addrspace(5) %8, align 8
  store float 0x7FF0000000000000, ptr addrspace(5) %9, align 4
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13)
  store i32 -1, ptr addrspace(5) %10, align 16
  store i32 -1, ptr addrspace(5) %11, align 4
  store i32 -1, ptr addrspace(5) %12, align 8
  store i32 -1, ptr addrspace(5) %13, align 4
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds <2 x float>, ptr addrspace(1) %2, i64 %24
  %26 = load <2 x float>, ptr addrspace(1) %25, align 8, !tbaa !19
  %27 = extractelement <2 x float> %26, i64 0
  %28 = extractelement <2 x float> %26, i64 1
  %29 = load <2 x float>, ptr addrspace(1) %3, align 8
  %30 = extractelement <2 x float> %29, i64 0
  %31 = fsub float %27, %30
  %32 = extractelement <2 x float> %29, i64 1
  %33 = fsub float %28, %32
  %34 = fmul float %31, %31
  %35 = fmul float %33, %33
  %36 = fadd float %34, %35
  %37 = fcmp ueq float %36, 0x7FF0000000000000
  br i1 %37, label %39, label %38

38:                                               ; preds = %23
  store float 0x7FF0000000000000, ptr addrspace(5) %9, align 4, !tbaa !11
  store float 0x7FF0000000000000, ptr addrspace(5) %8, align 8, !tbaa !11
  store float 0x7FF0000000000000, ptr addrspace(5) %7, align 4, !tbaa !11
  store float %36, ptr addrspace(5) %6, align 16, !tbaa !11
  store i32 0, ptr addrspace(5) %10, align 16, !tbaa !7
  br label %39

39:                                               ; preds = %23, %38
  %40 = phi i32 [ 0, %38 ], [ -1, %23 ]
  %41 = phi float [ %36, %38 ], [ 0x7FF0000000000000, %23 ]
  %42 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 8
  %43 = load <2 x float>, ptr addrspace(1) %42, align 8
  %44 = extractelement <2 x float> %43, i64 0
  %45 = fsub float %27, %44
  %46 = extractelement <2 x float> %43, i64 1
  %47 = fsub float %28, %46
  %48 = fmul float %45, %45
  %49 = fmul float %47, %47
  %50 = fadd float %48, %49
  %51 = fcmp one float %50, 0x7FF0000000000000
  br i1 %51, label %52, label %55

52:                                               ; preds = %39
  store float 0x7FF0000000000000, ptr addrspace(5) %9, align 4, !tbaa !11
  store i32 -1, ptr addrspace(5) %13, align 4, !tbaa !7
  store float 0x7FF0000000000000, ptr addrspace(5) %8, align 8, !tbaa !11
  store i32 -1, ptr addrspace(5) %12, align 8, !tbaa !7
  %53 = fcmp olt float %50, %41
  br i1 %53, label %54, label %55

54:                                               ; preds = %52
  store float %41, ptr addrspace(5) %7, align 4, !tbaa !11
  store i32 %40, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %55

55:                                               ; preds = %54, %52, %39
  %56 = phi ptr addrspace(5) [ poison, %39 ], [ %11, %52 ], [ %10, %54 ]
  %57 = phi ptr addrspace(5) [ poison, %39 ], [ %7, %52 ], [ %6, %54 ]
  br i1 %51, label %58, label %59

58:                                               ; preds = %55
  store float %50, ptr addrspace(5) %57, align 4, !tbaa !11
  store i32 1, ptr addrspace(5) %56, align 4, !tbaa !7
  br label %59

59:                                               ; preds = %58, %55
  %60 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 16
  %61 = load <2 x float>, ptr addrspace(1) %60, align 8
  %62 = extractelement <2 x float> %61, i64 0
  %63 = fsub float %27, %62
  %64 = extractelement <2 x float> %61, i64 1
  %65 = fsub float %28, %64
  %66 = fmul float %63, %63
  %67 = fmul float %65, %65
  %68 = fadd float %66, %67
  %69 = fcmp one float %68, 0x7FF0000000000000
  br i1 %69, label %70, label %83

70:                                               ; preds = %59
  %71 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %72 = fcmp olt float %68, %71
  br i1 %72, label %73, label %83

73:                                               ; preds = %70
  store float %71, ptr addrspace(5) %9, align 4, !tbaa !11
  %74 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %74, ptr addrspace(5) %13, align 4, !tbaa !7
  %75 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %76 = fcmp olt float %68, %75
  br i1 %76, label %77, label %83

77:                                               ; preds = %73
  store float %75, ptr addrspace(5) %8, align 8, !tbaa !11
  %78 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %78, ptr addrspace(5) %12, align 8, !tbaa !7
  %79 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %80 = fcmp olt float %68, %79
  br i1 %80, label %81, label %83

81:                                               ; preds = %77
  store float %79, ptr addrspace(5) %7, align 4, !tbaa !11
  %82 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %82, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %83

83:                                               ; preds = %81, %77, %73, %70, %59
  %84 = phi float [ 0x7FF0000000000000, %59 ], [ 0x7FF0000000000000, %70 ], [ %71, %73 ], [ %71, %77 ], [ %71, %81 ]
  %85 = phi ptr addrspace(5) [ poison, %59 ], [ %13, %70 ], [ %12, %73 ], [ %11, %77 ], [ %10, %81 ]
  %86 = phi ptr addrspace(5) [ poison, %59 ], [ %9, %70 ], [ %8, %73 ], [ %7, %77 ], [ %6, %81 ]
  br i1 %69, label %87, label %89

87:                                               ; preds = %83
  store float %68, ptr addrspace(5) %86, align 4, !tbaa !11
  store i32 2, ptr addrspace(5) %85, align 4, !tbaa !7
  %88 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %87, %83
  %90 = phi float [ %88, %87 ], [ %84, %83 ]
  %91 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 24
  %92 = load <2 x float>, ptr addrspace(1) %91, align 8
  %93 = extractelement <2 x float> %92, i64 0
  %94 = fsub float %27, %93
  %95 = extractelement <2 x float> %92, i64 1
  %96 = fsub float %28, %95
  %97 = fmul float %94, %94
  %98 = fmul float %96, %96
  %99 = fadd float %97, %98
  %100 = fcmp olt float %99, %90
  br i1 %100, label %101, label %114

101:                                              ; preds = %89
  %102 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %103 = fcmp olt float %99, %102
  br i1 %103, label %104, label %114

104:                                              ; preds = %101
  store float %102, ptr addrspace(5) %9, align 4, !tbaa !11
  %105 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %105, ptr addrspace(5) %13, align 4, !tbaa !7
  %106 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %107 = fcmp olt float %99, %106
  br i1 %107, label %108, label %114

108:                                              ; preds = %104
  store float %106, ptr addrspace(5) %8, align 8, !tbaa !11
  %109 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %109, ptr addrspace(5) %12, align 8, !tbaa !7
  %110 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %111 = fcmp olt float %99, %110
  br i1 %111, label %112, label %114

112:                                              ; preds = %108
  store float %110, ptr addrspace(5) %7, align 4, !tbaa !11
  %113 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %113, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %114

114:                                              ; preds = %112, %108, %104, %101, %89
  %115 = phi float [ %90, %89 ], [ %90, %101 ], [ %102, %104 ], [ %102, %108 ], [ %102, %112 ]
  %116 = phi ptr addrspace(5) [ poison, %89 ], [ %13, %101 ], [ %12, %104 ], [ %11, %108 ], [ %10, %112 ]
  %117 = phi ptr addrspace(5) [ poison, %89 ], [ %9, %101 ], [ %8, %104 ], [ %7, %108 ], [ %6, %112 ]
  br i1 %100, label %118, label %120

118:                                              ; preds = %114
  store float %99, ptr addrspace(5) %117, align 4, !tbaa !11
  store i32 3, ptr addrspace(5) %116, align 4, !tbaa !7
  %119 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %120

120:                                              ; preds = %118, %114
  %121 = phi float [ %119, %118 ], [ %115, %114 ]
  %122 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 32
  %123 = load <2 x float>, ptr addrspace(1) %122, align 8
  %124 = extractelement <2 x float> %123, i64 0
  %125 = fsub float %27, %124
  %126 = extractelement <2 x float> %123, i64 1
  %127 = fsub float %28, %126
  %128 = fmul float %125, %125
  %129 = fmul float %127, %127
  %130 = fadd float %128, %129
  %131 = fcmp olt float %130, %121
  br i1 %131, label %132, label %145

132:                                              ; preds = %120
  %133 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %134 = fcmp olt float %130, %133
  br i1 %134, label %135, label %145

135:                                              ; preds = %132
  store float %133, ptr addrspace(5) %9, align 4, !tbaa !11
  %136 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %136, ptr addrspace(5) %13, align 4, !tbaa !7
  %137 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %138 = fcmp olt float %130, %137
  br i1 %138, label %139, label %145

139:                                              ; preds = %135
  store float %137, ptr addrspace(5) %8, align 8, !tbaa !11
  %140 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %140, ptr addrspace(5) %12, align 8, !tbaa !7
  %141 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %142 = fcmp olt float %130, %141
  br i1 %142, label %143, label %145

143:                                              ; preds = %139
  store float %141, ptr addrspace(5) %7, align 4, !tbaa !11
  %144 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %144, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %145

145:                                              ; preds = %143, %139, %135, %132, %120
  %146 = phi float [ %121, %120 ], [ %121, %132 ], [ %133, %135 ], [ %133, %139 ], [ %133, %143 ]
  %147 = phi ptr addrspace(5) [ poison, %120 ], [ %13, %132 ], [ %12, %135 ], [ %11, %139 ], [ %10, %143 ]
  %148 = phi ptr addrspace(5) [ poison, %120 ], [ %9, %132 ], [ %8, %135 ], [ %7, %139 ], [ %6, %143 ]
  br i1 %131, label %149, label %151

149:                                              ; preds = %145
  store float %130, ptr addrspace(5) %148, align 4, !tbaa !11
  store i32 4, ptr addrspace(5) %147, align 4, !tbaa !7
  %150 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %151

151:                                              ; preds = %149, %145
  %152 = phi float [ %150, %149 ], [ %146, %145 ]
  %153 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 40
  %154 = load <2 x float>, ptr addrspace(1) %153, align 8
  %155 = extractelement <2 x float> %154, i64 0
  %156 = fsub float %27, %155
  %157 = extractelement <2 x float> %154, i64 1
  %158 = fsub float %28, %157
  %159 = fmul float %156, %156
  %160 = fmul float %158, %158
  %161 = fadd float %159, %160
  %162 = fcmp olt float %161, %152
  br i1 %162, label %163, label %176

163:                                              ; preds = %151
  %164 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %165 = fcmp olt float %161, %164
  br i1 %165, label %166, label %176

166:                                              ; preds = %163
  store float %164, ptr addrspace(5) %9, align 4, !tbaa !11
  %167 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %167, ptr addrspace(5) %13, align 4, !tbaa !7
  %168 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %169 = fcmp olt float %161, %168
  br i1 %169, label %170, label %176

170:                                              ; preds = %166
  store float %168, ptr addrspace(5) %8, align 8, !tbaa !11
  %171 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %171, ptr addrspace(5) %12, align 8, !tbaa !7
  %172 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %173 = fcmp olt float %161, %172
  br i1 %173, label %174, label %176

174:                                              ; preds = %170
  store float %172, ptr addrspace(5) %7, align 4, !tbaa !11
  %175 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %175, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %176

176:                                              ; preds = %174, %170, %166, %163, %151
  %177 = phi float [ %152, %151 ], [ %152, %163 ], [ %164, %166 ], [ %164, %170 ], [ %164, %174 ]
  %178 = phi ptr addrspace(5) [ poison, %151 ], [ %13, %163 ], [ %12, %166 ], [ %11, %170 ], [ %10, %174 ]
  %179 = phi ptr addrspace(5) [ poison, %151 ], [ %9, %163 ], [ %8, %166 ], [ %7, %170 ], [ %6, %174 ]
  br i1 %162, label %180, label %182

180:                                              ; preds = %176
  store float %161, ptr addrspace(5) %179, align 4, !tbaa !11
  store i32 5, ptr addrspace(5) %178, align 4, !tbaa !7
  %181 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %182

182:                                              ; preds = %180, %176
  %183 = phi float [ %181, %180 ], [ %177, %176 ]
  %184 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 48
  %185 = load <2 x float>, ptr addrspace(1) %184, align 8
  %186 = extractelement <2 x float> %185, i64 0
  %187 = fsub float %27, %186
  %188 = extractelement <2 x float> %185, i64 1
  %189 = fsub float %28, %188
  %190 = fmul float %187, %187
  %191 = fmul float %189, %189
  %192 = fadd float %190, %191
  %193 = fcmp olt float %192, %183
  br i1 %193, label %194, label %207

194:                                              ; preds = %182
  %195 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %196 = fcmp olt float %192, %195
  br i1 %196, label %197, label %207

197:                                              ; preds = %194
  store float %195, ptr addrspace(5) %9, align 4, !tbaa !11
  %198 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %198, ptr addrspace(5) %13, align 4, !tbaa !7
  %199 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %200 = fcmp olt float %192, %199
  br i1 %200, label %201, label %207

201:                                              ; preds = %197
  store float %199, ptr addrspace(5) %8, align 8, !tbaa !11
  %202 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %202, ptr addrspace(5) %12, align 8, !tbaa !7
  %203 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %204 = fcmp olt float %192, %203
  br i1 %204, label %205, label %207

205:                                              ; preds = %201
  store float %203, ptr addrspace(5) %7, align 4, !tbaa !11
  %206 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %206, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %207

207:                                              ; preds = %205, %201, %197, %194, %182
  %208 = phi float [ %183, %182 ], [ %183, %194 ], [ %195, %197 ], [ %195, %201 ], [ %195, %205 ]
  %209 = phi ptr addrspace(5) [ poison, %182 ], [ %13, %194 ], [ %12, %197 ], [ %11, %201 ], [ %10, %205 ]
  %210 = phi ptr addrspace(5) [ poison, %182 ], [ %9, %194 ], [ %8, %197 ], [ %7, %201 ], [ %6, %205 ]
  br i1 %193, label %211, label %213

211:                                              ; preds = %207
  store float %192, ptr addrspace(5) %210, align 4, !tbaa !11
  store i32 6, ptr addrspace(5) %209, align 4, !tbaa !7
  %212 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %213

213:                                              ; preds = %211, %207
  %214 = phi float [ %212, %211 ], [ %208, %207 ]
  %215 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 56
  %216 = load <2 x float>, ptr addrspace(1) %215, align 8
  %217 = extractelement <2 x float> %216, i64 0
  %218 = fsub float %27, %217
  %219 = extractelement <2 x float> %216, i64 1
  %220 = fsub float %28, %219
  %221 = fmul float %218, %218
  %222 = fmul float %220, %220
  %223 = fadd float %221, %222
  %224 = fcmp olt float %223, %214
  br i1 %224, label %225, label %238

225:                                              ; preds = %213
  %226 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %227 = fcmp olt float %223, %226
  br i1 %227, label %228, label %238

228:                                              ; preds = %225
  store float %226, ptr addrspace(5) %9, align 4, !tbaa !11
  %229 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %229, ptr addrspace(5) %13, align 4, !tbaa !7
  %230 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %231 = fcmp olt float %223, %230
  br i1 %231, label %232, label %238

232:                                              ; preds = %228
  store float %230, ptr addrspace(5) %8, align 8, !tbaa !11
  %233 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %233, ptr addrspace(5) %12, align 8, !tbaa !7
  %234 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %235 = fcmp olt float %223, %234
  br i1 %235, label %236, label %238

236:                                              ; preds = %232
  store float %234, ptr addrspace(5) %7, align 4, !tbaa !11
  %237 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %237, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %238

238:                                              ; preds = %236, %232, %228, %225, %213
  %239 = phi float [ %214, %213 ], [ %214, %225 ], [ %226, %228 ], [ %226, %232 ], [ %226, %236 ]
  %240 = phi ptr addrspace(5) [ poison, %213 ], [ %13, %225 ], [ %12, %228 ], [ %11, %232 ], [ %10, %236 ]
  %241 = phi ptr addrspace(5) [ poison, %213 ], [ %9, %225 ], [ %8, %228 ], [ %7, %232 ], [ %6, %236 ]
  br i1 %224, label %242, label %244

242:                                              ; preds = %238
  store float %223, ptr addrspace(5) %241, align 4, !tbaa !11
  store i32 7, ptr addrspace(5) %240, align 4, !tbaa !7
  %243 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %244

244:                                              ; preds = %242, %238
  %245 = phi float [ %243, %242 ], [ %239, %238 ]
  %246 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 64
  %247 = load <2 x float>, ptr addrspace(1) %246, align 8
  %248 = extractelement <2 x float> %247, i64 0
  %249 = fsub float %27, %248
  %250 = extractelement <2 x float> %247, i64 1
  %251 = fsub float %28, %250
  %252 = fmul float %249, %249
  %253 = fmul float %251, %251
  %254 = fadd float %252, %253
  %255 = fcmp olt float %254, %245
  br i1 %255, label %256, label %269

256:                                              ; preds = %244
  %257 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %258 = fcmp olt float %254, %257
  br i1 %258, label %259, label %269

259:                                              ; preds = %256
  store float %257, ptr addrspace(5) %9, align 4, !tbaa !11
  %260 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %260, ptr addrspace(5) %13, align 4, !tbaa !7
  %261 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %262 = fcmp olt float %254, %261
  br i1 %262, label %263, label %269

263:                                              ; preds = %259
  store float %261, ptr addrspace(5) %8, align 8, !tbaa !11
  %264 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %264, ptr addrspace(5) %12, align 8, !tbaa !7
  %265 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %266 = fcmp olt float %254, %265
  br i1 %266, label %267, label %269

267:                                              ; preds = %263
  store float %265, ptr addrspace(5) %7, align 4, !tbaa !11
  %268 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %268, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %269

269:                                              ; preds = %267, %263, %259, %256, %244
  %270 = phi float [ %245, %244 ], [ %245, %256 ], [ %257, %259 ], [ %257, %263 ], [ %257, %267 ]
  %271 = phi ptr addrspace(5) [ poison, %244 ], [ %13, %256 ], [ %12, %259 ], [ %11, %263 ], [ %10, %267 ]
  %272 = phi ptr addrspace(5) [ poison, %244 ], [ %9, %256 ], [ %8, %259 ], [ %7, %263 ], [ %6, %267 ]
  br i1 %255, label %273, label %275

273:                                              ; preds = %269
  store float %254, ptr addrspace(5) %272, align 4, !tbaa !11
  store i32 8, ptr addrspace(5) %271, align 4, !tbaa !7
  %274 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %275

275:                                              ; preds = %273, %269
  %276 = phi float [ %274, %273 ], [ %270, %269 ]
  %277 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 72
  %278 = load <2 x float>, ptr addrspace(1) %277, align 8
  %279 = extractelement <2 x float> %278, i64 0
  %280 = fsub float %27, %279
  %281 = extractelement <2 x float> %278, i64 1
  %282 = fsub float %28, %281
  %283 = fmul float %280, %280
  %284 = fmul float %282, %282
  %285 = fadd float %283, %284
  %286 = fcmp olt float %285, %276
  br i1 %286, label %287, label %300

287:                                              ; preds = %275
  %288 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %289 = fcmp olt float %285, %288
  br i1 %289, label %290, label %300

290:                                              ; preds = %287
  store float %288, ptr addrspace(5) %9, align 4, !tbaa !11
  %291 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %291, ptr addrspace(5) %13, align 4, !tbaa !7
  %292 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %293 = fcmp olt float %285, %292
  br i1 %293, label %294, label %300

294:                                              ; preds = %290
  store float %292, ptr addrspace(5) %8, align 8, !tbaa !11
  %295 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %295, ptr addrspace(5) %12, align 8, !tbaa !7
  %296 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %297 = fcmp olt float %285, %296
  br i1 %297, label %298, label %300

298:                                              ; preds = %294
  store float %296, ptr addrspace(5) %7, align 4, !tbaa !11
  %299 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %299, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %300

300:                                              ; preds = %298, %294, %290, %287, %275
  %301 = phi float [ %276, %275 ], [ %276, %287 ], [ %288, %290 ], [ %288, %294 ], [ %288, %298 ]
  %302 = phi ptr addrspace(5) [ poison, %275 ], [ %13, %287 ], [ %12, %290 ], [ %11, %294 ], [ %10, %298 ]
  %303 = phi ptr addrspace(5) [ poison, %275 ], [ %9, %287 ], [ %8, %290 ], [ %7, %294 ], [ %6, %298 ]
  br i1 %286, label %304, label %306

304:                                              ; preds = %300
  store float %285, ptr addrspace(5) %303, align 4, !tbaa !11
  store i32 9, ptr addrspace(5) %302, align 4, !tbaa !7
  %305 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %306

306:                                              ; preds = %304, %300
  %307 = phi float [ %305, %304 ], [ %301, %300 ]
  %308 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 80
  %309 = load <2 x float>, ptr addrspace(1) %308, align 8
  %310 = extractelement <2 x float> %309, i64 0
  %311 = fsub float %27, %310
  %312 = extractelement <2 x float> %309, i64 1
  %313 = fsub float %28, %312
  %314 = fmul float %311, %311
  %315 = fmul float %313, %313
  %316 = fadd float %314, %315
  %317 = fcmp olt float %316, %307
  br i1 %317, label %318, label %331

318:                                              ; preds = %306
  %319 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %320 = fcmp olt float %316, %319
  br i1 %320, label %321, label %331

321:                                              ; preds = %318
  store float %319, ptr addrspace(5) %9, align 4, !tbaa !11
  %322 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %322, ptr addrspace(5) %13, align 4, !tbaa !7
  %323 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %324 = fcmp olt float %316, %323
  br i1 %324, label %325, label %331

325:                                              ; preds = %321
  store float %323, ptr addrspace(5) %8, align 8, !tbaa !11
  %326 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %326, ptr addrspace(5) %12, align 8, !tbaa !7
  %327 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %328 = fcmp olt float %316, %327
  br i1 %328, label %329, label %331

329:                                              ; preds = %325
  store float %327, ptr addrspace(5) %7, align 4, !tbaa !11
  %330 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %330, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %331

331:                                              ; preds = %329, %325, %321, %318, %306
  %332 = phi ptr addrspace(5) [ poison, %306 ], [ %13, %318 ], [ %12, %321 ], [ %11, %325 ], [ %10, %329 ]
  %333 = phi ptr addrspace(5) [ poison, %306 ], [ %9, %318 ], [ %8, %321 ], [ %7, %325 ], [ %6, %329 ]
  br i1 %317, label %334, label %335

334:                                              ; preds = %331
  store float %316, ptr addrspace(5) %333, align 4, !tbaa !11
  store i32 10, ptr addrspace(5) %332, align 4, !tbaa !7
  br label %335

335:                                              ; preds = %334, %331
  %336 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 88
  %337 = load <2 x float>, ptr addrspace(1) %336, align 8
  %338 = extractelement <2 x float> %337, i64 0
  %339 = fsub float %27, %338
  %340 = extractelement <2 x float> %337, i64 1
  %341 = fsub float %28, %340
  %342 = fmul float %339, %339
  %343 = fmul float %341, %341
  %344 = fadd float %342, %343
  %345 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  %346 = fcmp olt float %344, %345
  br i1 %346, label %347, label %360

347:                                              ; preds = %335
  %348 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %349 = fcmp olt float %344, %348
  br i1 %349, label %350, label %360

350:                                              ; preds = %347
  store float %348, ptr addrspace(5) %9, align 4, !tbaa !11
  %351 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %351, ptr addrspace(5) %13, align 4, !tbaa !7
  %352 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %353 = fcmp olt float %344, %352
  br i1 %353, label %354, label %360

354:                                              ; preds = %350
  store float %352, ptr addrspace(5) %8, align 8, !tbaa !11
  %355 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %355, ptr addrspace(5) %12, align 8, !tbaa !7
  %356 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %357 = fcmp olt float %344, %356
  br i1 %357, label %358, label %360

358:                                              ; preds = %354
  store float %356, ptr addrspace(5) %7, align 4, !tbaa !11
  %359 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %359, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %360

360:                                              ; preds = %358, %354, %350, %347, %335
  %361 = phi float [ %345, %335 ], [ %345, %347 ], [ %348, %350 ], [ %348, %354 ], [ %348, %358 ]
  %362 = phi ptr addrspace(5) [ poison, %335 ], [ %13, %347 ], [ %12, %350 ], [ %11, %354 ], [ %10, %358 ]
  %363 = phi ptr addrspace(5) [ poison, %335 ], [ %9, %347 ], [ %8, %350 ], [ %7, %354 ], [ %6, %358 ]
  br i1 %346, label %364, label %366

364:                                              ; preds = %360
  store float %344, ptr addrspace(5) %363, align 4, !tbaa !11
  store i32 11, ptr addrspace(5) %362, align 4, !tbaa !7
  %365 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %366

366:                                              ; preds = %364, %360
  %367 = phi float [ %365, %364 ], [ %361, %360 ]
  %368 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 96
  %369 = load <2 x float>, ptr addrspace(1) %368, align 8
  %370 = extractelement <2 x float> %369, i64 0
  %371 = fsub float %27, %370
  %372 = extractelement <2 x float> %369, i64 1
  %373 = fsub float %28, %372
  %374 = fmul float %371, %371
  %375 = fmul float %373, %373
  %376 = fadd float %374, %375
  %377 = fcmp olt float %376, %367
  br i1 %377, label %378, label %391

378:                                              ; preds = %366
  %379 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %380 = fcmp olt float %376, %379
  br i1 %380, label %381, label %391

381:                                              ; preds = %378
  store float %379, ptr addrspace(5) %9, align 4, !tbaa !11
  %382 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %382, ptr addrspace(5) %13, align 4, !tbaa !7
  %383 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %384 = fcmp olt float %376, %383
  br i1 %384, label %385, label %391

385:                                              ; preds = %381
  store float %383, ptr addrspace(5) %8, align 8, !tbaa !11
  %386 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %386, ptr addrspace(5) %12, align 8, !tbaa !7
  %387 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %388 = fcmp olt float %376, %387
  br i1 %388, label %389, label %391

389:                                              ; preds = %385
  store float %387, ptr addrspace(5) %7, align 4, !tbaa !11
  %390 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %390, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %391

391:                                              ; preds = %389, %385, %381, %378, %366
  %392 = phi float [ %367, %366 ], [ %367, %378 ], [ %379, %381 ], [ %379, %385 ], [ %379, %389 ]
  %393 = phi ptr addrspace(5) [ poison, %366 ], [ %13, %378 ], [ %12, %381 ], [ %11, %385 ], [ %10, %389 ]
  %394 = phi ptr addrspace(5) [ poison, %366 ], [ %9, %378 ], [ %8, %381 ], [ %7, %385 ], [ %6, %389 ]
  br i1 %377, label %395, label %397

395:                                              ; preds = %391
  store float %376, ptr addrspace(5) %394, align 4, !tbaa !11
  store i32 12, ptr addrspace(5) %393, align 4, !tbaa !7
  %396 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %397

397:                                              ; preds = %395, %391
  %398 = phi float [ %396, %395 ], [ %392, %391 ]
  %399 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 104
  %400 = load <2 x float>, ptr addrspace(1) %399, align 8
  %401 = extractelement <2 x float> %400, i64 0
  %402 = fsub float %27, %401
  %403 = extractelement <2 x float> %400, i64 1
  %404 = fsub float %28, %403
  %405 = fmul float %402, %402
  %406 = fmul float %404, %404
  %407 = fadd float %405, %406
  %408 = fcmp olt float %407, %398
  br i1 %408, label %409, label %422

409:                                              ; preds = %397
  %410 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %411 = fcmp olt float %407, %410
  br i1 %411, label %412, label %422

412:                                              ; preds = %409
  store float %410, ptr addrspace(5) %9, align 4, !tbaa !11
  %413 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %413, ptr addrspace(5) %13, align 4, !tbaa !7
  %414 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %415 = fcmp olt float %407, %414
  br i1 %415, label %416, label %422

416:                                              ; preds = %412
  store float %414, ptr addrspace(5) %8, align 8, !tbaa !11
  %417 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %417, ptr addrspace(5) %12, align 8, !tbaa !7
  %418 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %419 = fcmp olt float %407, %418
  br i1 %419, label %420, label %422

420:                                              ; preds = %416
  store float %418, ptr addrspace(5) %7, align 4, !tbaa !11
  %421 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %421, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %422

422:                                              ; preds = %420, %416, %412, %409, %397
  %423 = phi float [ %398, %397 ], [ %398, %409 ], [ %410, %412 ], [ %410, %416 ], [ %410, %420 ]
  %424 = phi ptr addrspace(5) [ poison, %397 ], [ %13, %409 ], [ %12, %412 ], [ %11, %416 ], [ %10, %420 ]
  %425 = phi ptr addrspace(5) [ poison, %397 ], [ %9, %409 ], [ %8, %412 ], [ %7, %416 ], [ %6, %420 ]
  br i1 %408, label %426, label %428

426:                                              ; preds = %422
  store float %407, ptr addrspace(5) %425, align 4, !tbaa !11
  store i32 13, ptr addrspace(5) %424, align 4, !tbaa !7
  %427 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %428

428:                                              ; preds = %426, %422
  %429 = phi float [ %427, %426 ], [ %423, %422 ]
  %430 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 112
  %431 = load <2 x float>, ptr addrspace(1) %430, align 8
  %432 = extractelement <2 x float> %431, i64 0
  %433 = fsub float %27, %432
  %434 = extractelement <2 x float> %431, i64 1
  %435 = fsub float %28, %434
  %436 = fmul float %433, %433
  %437 = fmul float %435, %435
  %438 = fadd float %436, %437
  %439 = fcmp olt float %438, %429
  br i1 %439, label %440, label %453

440:                                              ; preds = %428
  %441 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %442 = fcmp olt float %438, %441
  br i1 %442, label %443, label %453

443:                                              ; preds = %440
  store float %441, ptr addrspace(5) %9, align 4, !tbaa !11
  %444 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %444, ptr addrspace(5) %13, align 4, !tbaa !7
  %445 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %446 = fcmp olt float %438, %445
  br i1 %446, label %447, label %453

447:                                              ; preds = %443
  store float %445, ptr addrspace(5) %8, align 8, !tbaa !11
  %448 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %448, ptr addrspace(5) %12, align 8, !tbaa !7
  %449 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %450 = fcmp olt float %438, %449
  br i1 %450, label %451, label %453

451:                                              ; preds = %447
  store float %449, ptr addrspace(5) %7, align 4, !tbaa !11
  %452 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %452, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %453

453:                                              ; preds = %451, %447, %443, %440, %428
  %454 = phi float [ %429, %428 ], [ %429, %440 ], [ %441, %443 ], [ %441, %447 ], [ %441, %451 ]
  %455 = phi ptr addrspace(5) [ poison, %428 ], [ %13, %440 ], [ %12, %443 ], [ %11, %447 ], [ %10, %451 ]
  %456 = phi ptr addrspace(5) [ poison, %428 ], [ %9, %440 ], [ %8, %443 ], [ %7, %447 ], [ %6, %451 ]
  br i1 %439, label %457, label %459

457:                                              ; preds = %453
  store float %438, ptr addrspace(5) %456, align 4, !tbaa !11
  store i32 14, ptr addrspace(5) %455, align 4, !tbaa !7
  %458 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %459

459:                                              ; preds = %457, %453
  %460 = phi float [ %458, %457 ], [ %454, %453 ]
  %461 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 120
  %462 = load <2 x float>, ptr addrspace(1) %461, align 8
  %463 = extractelement <2 x float> %462, i64 0
  %464 = fsub float %27, %463
  %465 = extractelement <2 x float> %462, i64 1
  %466 = fsub float %28, %465
  %467 = fmul float %464, %464
  %468 = fmul float %466, %466
  %469 = fadd float %467, %468
  %470 = fcmp olt float %469, %460
  br i1 %470, label %471, label %484

471:                                              ; preds = %459
  %472 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %473 = fcmp olt float %469, %472
  br i1 %473, label %474, label %484

474:                                              ; preds = %471
  store float %472, ptr addrspace(5) %9, align 4, !tbaa !11
  %475 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %475, ptr addrspace(5) %13, align 4, !tbaa !7
  %476 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %477 = fcmp olt float %469, %476
  br i1 %477, label %478, label %484

478:                                              ; preds = %474
  store float %476, ptr addrspace(5) %8, align 8, !tbaa !11
  %479 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %479, ptr addrspace(5) %12, align 8, !tbaa !7
  %480 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %481 = fcmp olt float %469, %480
  br i1 %481, label %482, label %484

482:                                              ; preds = %478
  store float %480, ptr addrspace(5) %7, align 4, !tbaa !11
  %483 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %483, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %484

484:                                              ; preds = %482, %478, %474, %471, %459
  %485 = phi float [ %460, %459 ], [ %460, %471 ], [ %472, %474 ], [ %472, %478 ], [ %472, %482 ]
  %486 = phi ptr addrspace(5) [ poison, %459 ], [ %13, %471 ], [ %12, %474 ], [ %11, %478 ], [ %10, %482 ]
  %487 = phi ptr addrspace(5) [ poison, %459 ], [ %9, %471 ], [ %8, %474 ], [ %7, %478 ], [ %6, %482 ]
  br i1 %470, label %488, label %490

488:                                              ; preds = %484
  store float %469, ptr addrspace(5) %487, align 4, !tbaa !11
  store i32 15, ptr addrspace(5) %486, align 4, !tbaa !7
  %489 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %490

490:                                              ; preds = %488, %484
  %491 = phi float [ %489, %488 ], [ %485, %484 ]
  %492 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 128
  %493 = load <2 x float>, ptr addrspace(1) %492, align 8
  %494 = extractelement <2 x float> %493, i64 0
  %495 = fsub float %27, %494
  %496 = extractelement <2 x float> %493, i64 1
  %497 = fsub float %28, %496
  %498 = fmul float %495, %495
  %499 = fmul float %497, %497
  %500 = fadd float %498, %499
  %501 = fcmp olt float %500, %491
  br i1 %501, label %502, label %515

502:                                              ; preds = %490
  %503 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %504 = fcmp olt float %500, %503
  br i1 %504, label %505, label %515

505:                                              ; preds = %502
  store float %503, ptr addrspace(5) %9, align 4, !tbaa !11
  %506 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %506, ptr addrspace(5) %13, align 4, !tbaa !7
  %507 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %508 = fcmp olt float %500, %507
  br i1 %508, label %509, label %515

509:                                              ; preds = %505
  store float %507, ptr addrspace(5) %8, align 8, !tbaa !11
  %510 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %510, ptr addrspace(5) %12, align 8, !tbaa !7
  %511 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %512 = fcmp olt float %500, %511
  br i1 %512, label %513, label %515

513:                                              ; preds = %509
  store float %511, ptr addrspace(5) %7, align 4, !tbaa !11
  %514 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %514, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %515

515:                                              ; preds = %513, %509, %505, %502, %490
  %516 = phi float [ %491, %490 ], [ %491, %502 ], [ %503, %505 ], [ %503, %509 ], [ %503, %513 ]
  %517 = phi ptr addrspace(5) [ poison, %490 ], [ %13, %502 ], [ %12, %505 ], [ %11, %509 ], [ %10, %513 ]
  %518 = phi ptr addrspace(5) [ poison, %490 ], [ %9, %502 ], [ %8, %505 ], [ %7, %509 ], [ %6, %513 ]
  br i1 %501, label %519, label %521

519:                                              ; preds = %515
  store float %500, ptr addrspace(5) %518, align 4, !tbaa !11
  store i32 16, ptr addrspace(5) %517, align 4, !tbaa !7
  %520 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %521

521:                                              ; preds = %519, %515
  %522 = phi float [ %520, %519 ], [ %516, %515 ]
  %523 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 136
  %524 = load <2 x float>, ptr addrspace(1) %523, align 8
  %525 = extractelement <2 x float> %524, i64 0
  %526 = fsub float %27, %525
  %527 = extractelement <2 x float> %524, i64 1
  %528 = fsub float %28, %527
  %529 = fmul float %526, %526
  %530 = fmul float %528, %528
  %531 = fadd float %529, %530
  %532 = fcmp olt float %531, %522
  br i1 %532, label %533, label %546

533:                                              ; preds = %521
  %534 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %535 = fcmp olt float %531, %534
  br i1 %535, label %536, label %546

536:                                              ; preds = %533
  store float %534, ptr addrspace(5) %9, align 4, !tbaa !11
  %537 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %537, ptr addrspace(5) %13, align 4, !tbaa !7
  %538 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %539 = fcmp olt float %531, %538
  br i1 %539, label %540, label %546

540:                                              ; preds = %536
  store float %538, ptr addrspace(5) %8, align 8, !tbaa !11
  %541 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %541, ptr addrspace(5) %12, align 8, !tbaa !7
  %542 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %543 = fcmp olt float %531, %542
  br i1 %543, label %544, label %546

544:                                              ; preds = %540
  store float %542, ptr addrspace(5) %7, align 4, !tbaa !11
  %545 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %545, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %546

546:                                              ; preds = %544, %540, %536, %533, %521
  %547 = phi float [ %522, %521 ], [ %522, %533 ], [ %534, %536 ], [ %534, %540 ], [ %534, %544 ]
  %548 = phi ptr addrspace(5) [ poison, %521 ], [ %13, %533 ], [ %12, %536 ], [ %11, %540 ], [ %10, %544 ]
  %549 = phi ptr addrspace(5) [ poison, %521 ], [ %9, %533 ], [ %8, %536 ], [ %7, %540 ], [ %6, %544 ]
  br i1 %532, label %550, label %552

550:                                              ; preds = %546
  store float %531, ptr addrspace(5) %549, align 4, !tbaa !11
  store i32 17, ptr addrspace(5) %548, align 4, !tbaa !7
  %551 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %552

552:                                              ; preds = %550, %546
  %553 = phi float [ %551, %550 ], [ %547, %546 ]
  %554 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 144
  %555 = load <2 x float>, ptr addrspace(1) %554, align 8
  %556 = extractelement <2 x float> %555, i64 0
  %557 = fsub float %27, %556
  %558 = extractelement <2 x float> %555, i64 1
  %559 = fsub float %28, %558
  %560 = fmul float %557, %557
  %561 = fmul float %559, %559
  %562 = fadd float %560, %561
  %563 = fcmp olt float %562, %553
  br i1 %563, label %564, label %577

564:                                              ; preds = %552
  %565 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %566 = fcmp olt float %562, %565
  br i1 %566, label %567, label %577

567:                                              ; preds = %564
  store float %565, ptr addrspace(5) %9, align 4, !tbaa !11
  %568 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %568, ptr addrspace(5) %13, align 4, !tbaa !7
  %569 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %570 = fcmp olt float %562, %569
  br i1 %570, label %571, label %577

571:                                              ; preds = %567
  store float %569, ptr addrspace(5) %8, align 8, !tbaa !11
  %572 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %572, ptr addrspace(5) %12, align 8, !tbaa !7
  %573 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %574 = fcmp olt float %562, %573
  br i1 %574, label %575, label %577

575:                                              ; preds = %571
  store float %573, ptr addrspace(5) %7, align 4, !tbaa !11
  %576 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %576, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %577

577:                                              ; preds = %575, %571, %567, %564, %552
  %578 = phi float [ %553, %552 ], [ %553, %564 ], [ %565, %567 ], [ %565, %571 ], [ %565, %575 ]
  %579 = phi ptr addrspace(5) [ poison, %552 ], [ %13, %564 ], [ %12, %567 ], [ %11, %571 ], [ %10, %575 ]
  %580 = phi ptr addrspace(5) [ poison, %552 ], [ %9, %564 ], [ %8, %567 ], [ %7, %571 ], [ %6, %575 ]
  br i1 %563, label %581, label %583

581:                                              ; preds = %577
  store float %562, ptr addrspace(5) %580, align 4, !tbaa !11
  store i32 18, ptr addrspace(5) %579, align 4, !tbaa !7
  %582 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %583

583:                                              ; preds = %581, %577
  %584 = phi float [ %582, %581 ], [ %578, %577 ]
  %585 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 152
  %586 = load <2 x float>, ptr addrspace(1) %585, align 8
  %587 = extractelement <2 x float> %586, i64 0
  %588 = fsub float %27, %587
  %589 = extractelement <2 x float> %586, i64 1
  %590 = fsub float %28, %589
  %591 = fmul float %588, %588
  %592 = fmul float %590, %590
  %593 = fadd float %591, %592
  %594 = fcmp olt float %593, %584
  br i1 %594, label %595, label %608

595:                                              ; preds = %583
  %596 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %597 = fcmp olt float %593, %596
  br i1 %597, label %598, label %608

598:                                              ; preds = %595
  store float %596, ptr addrspace(5) %9, align 4, !tbaa !11
  %599 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %599, ptr addrspace(5) %13, align 4, !tbaa !7
  %600 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %601 = fcmp olt float %593, %600
  br i1 %601, label %602, label %608

602:                                              ; preds = %598
  store float %600, ptr addrspace(5) %8, align 8, !tbaa !11
  %603 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %603, ptr addrspace(5) %12, align 8, !tbaa !7
  %604 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %605 = fcmp olt float %593, %604
  br i1 %605, label %606, label %608

606:                                              ; preds = %602
  store float %604, ptr addrspace(5) %7, align 4, !tbaa !11
  %607 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %607, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %608

608:                                              ; preds = %606, %602, %598, %595, %583
  %609 = phi float [ %584, %583 ], [ %584, %595 ], [ %596, %598 ], [ %596, %602 ], [ %596, %606 ]
  %610 = phi ptr addrspace(5) [ poison, %583 ], [ %13, %595 ], [ %12, %598 ], [ %11, %602 ], [ %10, %606 ]
  %611 = phi ptr addrspace(5) [ poison, %583 ], [ %9, %595 ], [ %8, %598 ], [ %7, %602 ], [ %6, %606 ]
  br i1 %594, label %612, label %614

612:                                              ; preds = %608
  store float %593, ptr addrspace(5) %611, align 4, !tbaa !11
  store i32 19, ptr addrspace(5) %610, align 4, !tbaa !7
  %613 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %614

614:                                              ; preds = %612, %608
  %615 = phi float [ %613, %612 ], [ %609, %608 ]
  %616 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 160
  %617 = load <2 x float>, ptr addrspace(1) %616, align 8
  %618 = extractelement <2 x float> %617, i64 0
  %619 = fsub float %27, %618
  %620 = extractelement <2 x float> %617, i64 1
  %621 = fsub float %28, %620
  %622 = fmul float %619, %619
  %623 = fmul float %621, %621
  %624 = fadd float %622, %623
  %625 = fcmp olt float %624, %615
  br i1 %625, label %626, label %639

626:                                              ; preds = %614
  %627 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %628 = fcmp olt float %624, %627
  br i1 %628, label %629, label %639

629:                                              ; preds = %626
  store float %627, ptr addrspace(5) %9, align 4, !tbaa !11
  %630 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %630, ptr addrspace(5) %13, align 4, !tbaa !7
  %631 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %632 = fcmp olt float %624, %631
  br i1 %632, label %633, label %639

633:                                              ; preds = %629
  store float %631, ptr addrspace(5) %8, align 8, !tbaa !11
  %634 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %634, ptr addrspace(5) %12, align 8, !tbaa !7
  %635 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %636 = fcmp olt float %624, %635
  br i1 %636, label %637, label %639

637:                                              ; preds = %633
  store float %635, ptr addrspace(5) %7, align 4, !tbaa !11
  %638 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %638, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %639

639:                                              ; preds = %637, %633, %629, %626, %614
  %640 = phi float [ %615, %614 ], [ %615, %626 ], [ %627, %629 ], [ %627, %633 ], [ %627, %637 ]
  %641 = phi ptr addrspace(5) [ poison, %614 ], [ %13, %626 ], [ %12, %629 ], [ %11, %633 ], [ %10, %637 ]
  %642 = phi ptr addrspace(5) [ poison, %614 ], [ %9, %626 ], [ %8, %629 ], [ %7, %633 ], [ %6, %637 ]
  br i1 %625, label %643, label %645

643:                                              ; preds = %639
  store float %624, ptr addrspace(5) %642, align 4, !tbaa !11
  store i32 20, ptr addrspace(5) %641, align 4, !tbaa !7
  %644 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %645

645:                                              ; preds = %643, %639
  %646 = phi float [ %644, %643 ], [ %640, %639 ]
  %647 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 168
  %648 = load <2 x float>, ptr addrspace(1) %647, align 8
  %649 = extractelement <2 x float> %648, i64 0
  %650 = fsub float %27, %649
  %651 = extractelement <2 x float> %648, i64 1
  %652 = fsub float %28, %651
  %653 = fmul float %650, %650
  %654 = fmul float %652, %652
  %655 = fadd float %653, %654
  %656 = fcmp olt float %655, %646
  br i1 %656, label %657, label %670

657:                                              ; preds = %645
  %658 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %659 = fcmp olt float %655, %658
  br i1 %659, label %660, label %670

660:                                              ; preds = %657
  store float %658, ptr addrspace(5) %9, align 4, !tbaa !11
  %661 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %661, ptr addrspace(5) %13, align 4, !tbaa !7
  %662 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %663 = fcmp olt float %655, %662
  br i1 %663, label %664, label %670

664:                                              ; preds = %660
  store float %662, ptr addrspace(5) %8, align 8, !tbaa !11
  %665 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %665, ptr addrspace(5) %12, align 8, !tbaa !7
  %666 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %667 = fcmp olt float %655, %666
  br i1 %667, label %668, label %670

668:                                              ; preds = %664
  store float %666, ptr addrspace(5) %7, align 4, !tbaa !11
  %669 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %669, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %670

670:                                              ; preds = %668, %664, %660, %657, %645
  %671 = phi float [ %646, %645 ], [ %646, %657 ], [ %658, %660 ], [ %658, %664 ], [ %658, %668 ]
  %672 = phi ptr addrspace(5) [ poison, %645 ], [ %13, %657 ], [ %12, %660 ], [ %11, %664 ], [ %10, %668 ]
  %673 = phi ptr addrspace(5) [ poison, %645 ], [ %9, %657 ], [ %8, %660 ], [ %7, %664 ], [ %6, %668 ]
  br i1 %656, label %674, label %676

674:                                              ; preds = %670
  store float %655, ptr addrspace(5) %673, align 4, !tbaa !11
  store i32 21, ptr addrspace(5) %672, align 4, !tbaa !7
  %675 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %676

676:                                              ; preds = %674, %670
  %677 = phi float [ %675, %674 ], [ %671, %670 ]
  %678 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 176
  %679 = load <2 x float>, ptr addrspace(1) %678, align 8
  %680 = extractelement <2 x float> %679, i64 0
  %681 = fsub float %27, %680
  %682 = extractelement <2 x float> %679, i64 1
  %683 = fsub float %28, %682
  %684 = fmul float %681, %681
  %685 = fmul float %683, %683
  %686 = fadd float %684, %685
  %687 = fcmp olt float %686, %677
  br i1 %687, label %688, label %701

688:                                              ; preds = %676
  %689 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %690 = fcmp olt float %686, %689
  br i1 %690, label %691, label %701

691:                                              ; preds = %688
  store float %689, ptr addrspace(5) %9, align 4, !tbaa !11
  %692 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %692, ptr addrspace(5) %13, align 4, !tbaa !7
  %693 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %694 = fcmp olt float %686, %693
  br i1 %694, label %695, label %701

695:                                              ; preds = %691
  store float %693, ptr addrspace(5) %8, align 8, !tbaa !11
  %696 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %696, ptr addrspace(5) %12, align 8, !tbaa !7
  %697 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %698 = fcmp olt float %686, %697
  br i1 %698, label %699, label %701

699:                                              ; preds = %695
  store float %697, ptr addrspace(5) %7, align 4, !tbaa !11
  %700 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %700, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %701

701:                                              ; preds = %699, %695, %691, %688, %676
  %702 = phi ptr addrspace(5) [ poison, %676 ], [ %13, %688 ], [ %12, %691 ], [ %11, %695 ], [ %10, %699 ]
  %703 = phi ptr addrspace(5) [ poison, %676 ], [ %9, %688 ], [ %8, %691 ], [ %7, %695 ], [ %6, %699 ]
  br i1 %687, label %704, label %705

704:                                              ; preds = %701
  store float %686, ptr addrspace(5) %703, align 4, !tbaa !11
  store i32 22, ptr addrspace(5) %702, align 4, !tbaa !7
  br label %705

705:                                              ; preds = %704, %701
  %706 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 184
  %707 = load <2 x float>, ptr addrspace(1) %706, align 8
  %708 = extractelement <2 x float> %707, i64 0
  %709 = fsub float %27, %708
  %710 = extractelement <2 x float> %707, i64 1
  %711 = fsub float %28, %710
  %712 = fmul float %709, %709
  %713 = fmul float %711, %711
  %714 = fadd float %712, %713
  %715 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  %716 = fcmp olt float %714, %715
  br i1 %716, label %717, label %730

717:                                              ; preds = %705
  %718 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %719 = fcmp olt float %714, %718
  br i1 %719, label %720, label %730

720:                                              ; preds = %717
  store float %718, ptr addrspace(5) %9, align 4, !tbaa !11
  %721 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %721, ptr addrspace(5) %13, align 4, !tbaa !7
  %722 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %723 = fcmp olt float %714, %722
  br i1 %723, label %724, label %730

724:                                              ; preds = %720
  store float %722, ptr addrspace(5) %8, align 8, !tbaa !11
  %725 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %725, ptr addrspace(5) %12, align 8, !tbaa !7
  %726 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %727 = fcmp olt float %714, %726
  br i1 %727, label %728, label %730

728:                                              ; preds = %724
  store float %726, ptr addrspace(5) %7, align 4, !tbaa !11
  %729 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %729, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %730

730:                                              ; preds = %728, %724, %720, %717, %705
  %731 = phi float [ %715, %705 ], [ %715, %717 ], [ %718, %720 ], [ %718, %724 ], [ %718, %728 ]
  %732 = phi ptr addrspace(5) [ poison, %705 ], [ %13, %717 ], [ %12, %720 ], [ %11, %724 ], [ %10, %728 ]
  %733 = phi ptr addrspace(5) [ poison, %705 ], [ %9, %717 ], [ %8, %720 ], [ %7, %724 ], [ %6, %728 ]
  br i1 %716, label %734, label %736

734:                                              ; preds = %730
  store float %714, ptr addrspace(5) %733, align 4, !tbaa !11
  store i32 23, ptr addrspace(5) %732, align 4, !tbaa !7
  %735 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %736

736:                                              ; preds = %734, %730
  %737 = phi float [ %735, %734 ], [ %731, %730 ]
  %738 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 192
  %739 = load <2 x float>, ptr addrspace(1) %738, align 8
  %740 = extractelement <2 x float> %739, i64 0
  %741 = fsub float %27, %740
  %742 = extractelement <2 x float> %739, i64 1
  %743 = fsub float %28, %742
  %744 = fmul float %741, %741
  %745 = fmul float %743, %743
  %746 = fadd float %744, %745
  %747 = fcmp olt float %746, %737
  br i1 %747, label %748, label %761

748:                                              ; preds = %736
  %749 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %750 = fcmp olt float %746, %749
  br i1 %750, label %751, label %761

751:                                              ; preds = %748
  store float %749, ptr addrspace(5) %9, align 4, !tbaa !11
  %752 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %752, ptr addrspace(5) %13, align 4, !tbaa !7
  %753 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %754 = fcmp olt float %746, %753
  br i1 %754, label %755, label %761

755:                                              ; preds = %751
  store float %753, ptr addrspace(5) %8, align 8, !tbaa !11
  %756 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %756, ptr addrspace(5) %12, align 8, !tbaa !7
  %757 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %758 = fcmp olt float %746, %757
  br i1 %758, label %759, label %761

759:                                              ; preds = %755
  store float %757, ptr addrspace(5) %7, align 4, !tbaa !11
  %760 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %760, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %761

761:                                              ; preds = %759, %755, %751, %748, %736
  %762 = phi float [ %737, %736 ], [ %737, %748 ], [ %749, %751 ], [ %749, %755 ], [ %749, %759 ]
  %763 = phi ptr addrspace(5) [ poison, %736 ], [ %13, %748 ], [ %12, %751 ], [ %11, %755 ], [ %10, %759 ]
  %764 = phi ptr addrspace(5) [ poison, %736 ], [ %9, %748 ], [ %8, %751 ], [ %7, %755 ], [ %6, %759 ]
  br i1 %747, label %765, label %767

765:                                              ; preds = %761
  store float %746, ptr addrspace(5) %764, align 4, !tbaa !11
  store i32 24, ptr addrspace(5) %763, align 4, !tbaa !7
  %766 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %767

767:                                              ; preds = %765, %761
  %768 = phi float [ %766, %765 ], [ %762, %761 ]
  %769 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 200
  %770 = load <2 x float>, ptr addrspace(1) %769, align 8
  %771 = extractelement <2 x float> %770, i64 0
  %772 = fsub float %27, %771
  %773 = extractelement <2 x float> %770, i64 1
  %774 = fsub float %28, %773
  %775 = fmul float %772, %772
  %776 = fmul float %774, %774
  %777 = fadd float %775, %776
  %778 = fcmp olt float %777, %768
  br i1 %778, label %779, label %792

779:                                              ; preds = %767
  %780 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %781 = fcmp olt float %777, %780
  br i1 %781, label %782, label %792

782:                                              ; preds = %779
  store float %780, ptr addrspace(5) %9, align 4, !tbaa !11
  %783 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %783, ptr addrspace(5) %13, align 4, !tbaa !7
  %784 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %785 = fcmp olt float %777, %784
  br i1 %785, label %786, label %792

786:                                              ; preds = %782
  store float %784, ptr addrspace(5) %8, align 8, !tbaa !11
  %787 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %787, ptr addrspace(5) %12, align 8, !tbaa !7
  %788 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %789 = fcmp olt float %777, %788
  br i1 %789, label %790, label %792

790:                                              ; preds = %786
  store float %788, ptr addrspace(5) %7, align 4, !tbaa !11
  %791 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %791, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %792

792:                                              ; preds = %790, %786, %782, %779, %767
  %793 = phi float [ %768, %767 ], [ %768, %779 ], [ %780, %782 ], [ %780, %786 ], [ %780, %790 ]
  %794 = phi ptr addrspace(5) [ poison, %767 ], [ %13, %779 ], [ %12, %782 ], [ %11, %786 ], [ %10, %790 ]
  %795 = phi ptr addrspace(5) [ poison, %767 ], [ %9, %779 ], [ %8, %782 ], [ %7, %786 ], [ %6, %790 ]
  br i1 %778, label %796, label %798

796:                                              ; preds = %792
  store float %777, ptr addrspace(5) %795, align 4, !tbaa !11
  store i32 25, ptr addrspace(5) %794, align 4, !tbaa !7
  %797 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %798

798:                                              ; preds = %796, %792
  %799 = phi float [ %797, %796 ], [ %793, %792 ]
  %800 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 208
  %801 = load <2 x float>, ptr addrspace(1) %800, align 8
  %802 = extractelement <2 x float> %801, i64 0
  %803 = fsub float %27, %802
  %804 = extractelement <2 x float> %801, i64 1
  %805 = fsub float %28, %804
  %806 = fmul float %803, %803
  %807 = fmul float %805, %805
  %808 = fadd float %806, %807
  %809 = fcmp olt float %808, %799
  br i1 %809, label %810, label %823

810:                                              ; preds = %798
  %811 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %812 = fcmp olt float %808, %811
  br i1 %812, label %813, label %823

813:                                              ; preds = %810
  store float %811, ptr addrspace(5) %9, align 4, !tbaa !11
  %814 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %814, ptr addrspace(5) %13, align 4, !tbaa !7
  %815 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %816 = fcmp olt float %808, %815
  br i1 %816, label %817, label %823

817:                                              ; preds = %813
  store float %815, ptr addrspace(5) %8, align 8, !tbaa !11
  %818 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %818, ptr addrspace(5) %12, align 8, !tbaa !7
  %819 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %820 = fcmp olt float %808, %819
  br i1 %820, label %821, label %823

821:                                              ; preds = %817
  store float %819, ptr addrspace(5) %7, align 4, !tbaa !11
  %822 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %822, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %823

823:                                              ; preds = %821, %817, %813, %810, %798
  %824 = phi float [ %799, %798 ], [ %799, %810 ], [ %811, %813 ], [ %811, %817 ], [ %811, %821 ]
  %825 = phi ptr addrspace(5) [ poison, %798 ], [ %13, %810 ], [ %12, %813 ], [ %11, %817 ], [ %10, %821 ]
  %826 = phi ptr addrspace(5) [ poison, %798 ], [ %9, %810 ], [ %8, %813 ], [ %7, %817 ], [ %6, %821 ]
  br i1 %809, label %827, label %829

827:                                              ; preds = %823
  store float %808, ptr addrspace(5) %826, align 4, !tbaa !11
  store i32 26, ptr addrspace(5) %825, align 4, !tbaa !7
  %828 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %829

829:                                              ; preds = %827, %823
  %830 = phi float [ %828, %827 ], [ %824, %823 ]
  %831 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 216
  %832 = load <2 x float>, ptr addrspace(1) %831, align 8
  %833 = extractelement <2 x float> %832, i64 0
  %834 = fsub float %27, %833
  %835 = extractelement <2 x float> %832, i64 1
  %836 = fsub float %28, %835
  %837 = fmul float %834, %834
  %838 = fmul float %836, %836
  %839 = fadd float %837, %838
  %840 = fcmp olt float %839, %830
  br i1 %840, label %841, label %854

841:                                              ; preds = %829
  %842 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %843 = fcmp olt float %839, %842
  br i1 %843, label %844, label %854

844:                                              ; preds = %841
  store float %842, ptr addrspace(5) %9, align 4, !tbaa !11
  %845 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %845, ptr addrspace(5) %13, align 4, !tbaa !7
  %846 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %847 = fcmp olt float %839, %846
  br i1 %847, label %848, label %854

848:                                              ; preds = %844
  store float %846, ptr addrspace(5) %8, align 8, !tbaa !11
  %849 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %849, ptr addrspace(5) %12, align 8, !tbaa !7
  %850 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %851 = fcmp olt float %839, %850
  br i1 %851, label %852, label %854

852:                                              ; preds = %848
  store float %850, ptr addrspace(5) %7, align 4, !tbaa !11
  %853 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %853, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %854

854:                                              ; preds = %852, %848, %844, %841, %829
  %855 = phi float [ %830, %829 ], [ %830, %841 ], [ %842, %844 ], [ %842, %848 ], [ %842, %852 ]
  %856 = phi ptr addrspace(5) [ poison, %829 ], [ %13, %841 ], [ %12, %844 ], [ %11, %848 ], [ %10, %852 ]
  %857 = phi ptr addrspace(5) [ poison, %829 ], [ %9, %841 ], [ %8, %844 ], [ %7, %848 ], [ %6, %852 ]
  br i1 %840, label %858, label %860

858:                                              ; preds = %854
  store float %839, ptr addrspace(5) %857, align 4, !tbaa !11
  store i32 27, ptr addrspace(5) %856, align 4, !tbaa !7
  %859 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %860

860:                                              ; preds = %858, %854
  %861 = phi float [ %859, %858 ], [ %855, %854 ]
  %862 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 224
  %863 = load <2 x float>, ptr addrspace(1) %862, align 8
  %864 = extractelement <2 x float> %863, i64 0
  %865 = fsub float %27, %864
  %866 = extractelement <2 x float> %863, i64 1
  %867 = fsub float %28, %866
  %868 = fmul float %865, %865
  %869 = fmul float %867, %867
  %870 = fadd float %868, %869
  %871 = fcmp olt float %870, %861
  br i1 %871, label %872, label %885

872:                                              ; preds = %860
  %873 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %874 = fcmp olt float %870, %873
  br i1 %874, label %875, label %885

875:                                              ; preds = %872
  store float %873, ptr addrspace(5) %9, align 4, !tbaa !11
  %876 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %876, ptr addrspace(5) %13, align 4, !tbaa !7
  %877 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %878 = fcmp olt float %870, %877
  br i1 %878, label %879, label %885

879:                                              ; preds = %875
  store float %877, ptr addrspace(5) %8, align 8, !tbaa !11
  %880 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %880, ptr addrspace(5) %12, align 8, !tbaa !7
  %881 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %882 = fcmp olt float %870, %881
  br i1 %882, label %883, label %885

883:                                              ; preds = %879
  store float %881, ptr addrspace(5) %7, align 4, !tbaa !11
  %884 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %884, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %885

885:                                              ; preds = %883, %879, %875, %872, %860
  %886 = phi float [ %861, %860 ], [ %861, %872 ], [ %873, %875 ], [ %873, %879 ], [ %873, %883 ]
  %887 = phi ptr addrspace(5) [ poison, %860 ], [ %13, %872 ], [ %12, %875 ], [ %11, %879 ], [ %10, %883 ]
  %888 = phi ptr addrspace(5) [ poison, %860 ], [ %9, %872 ], [ %8, %875 ], [ %7, %879 ], [ %6, %883 ]
  br i1 %871, label %889, label %891

889:                                              ; preds = %885
  store float %870, ptr addrspace(5) %888, align 4, !tbaa !11
  store i32 28, ptr addrspace(5) %887, align 4, !tbaa !7
  %890 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %891

891:                                              ; preds = %889, %885
  %892 = phi float [ %890, %889 ], [ %886, %885 ]
  %893 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 232
  %894 = load <2 x float>, ptr addrspace(1) %893, align 8
  %895 = extractelement <2 x float> %894, i64 0
  %896 = fsub float %27, %895
  %897 = extractelement <2 x float> %894, i64 1
  %898 = fsub float %28, %897
  %899 = fmul float %896, %896
  %900 = fmul float %898, %898
  %901 = fadd float %899, %900
  %902 = fcmp olt float %901, %892
  br i1 %902, label %903, label %916

903:                                              ; preds = %891
  %904 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %905 = fcmp olt float %901, %904
  br i1 %905, label %906, label %916

906:                                              ; preds = %903
  store float %904, ptr addrspace(5) %9, align 4, !tbaa !11
  %907 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %907, ptr addrspace(5) %13, align 4, !tbaa !7
  %908 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %909 = fcmp olt float %901, %908
  br i1 %909, label %910, label %916

910:                                              ; preds = %906
  store float %908, ptr addrspace(5) %8, align 8, !tbaa !11
  %911 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %911, ptr addrspace(5) %12, align 8, !tbaa !7
  %912 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %913 = fcmp olt float %901, %912
  br i1 %913, label %914, label %916

914:                                              ; preds = %910
  store float %912, ptr addrspace(5) %7, align 4, !tbaa !11
  %915 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %915, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %916

916:                                              ; preds = %914, %910, %906, %903, %891
  %917 = phi float [ %892, %891 ], [ %892, %903 ], [ %904, %906 ], [ %904, %910 ], [ %904, %914 ]
  %918 = phi ptr addrspace(5) [ poison, %891 ], [ %13, %903 ], [ %12, %906 ], [ %11, %910 ], [ %10, %914 ]
  %919 = phi ptr addrspace(5) [ poison, %891 ], [ %9, %903 ], [ %8, %906 ], [ %7, %910 ], [ %6, %914 ]
  br i1 %902, label %920, label %922

920:                                              ; preds = %916
  store float %901, ptr addrspace(5) %919, align 4, !tbaa !11
  store i32 29, ptr addrspace(5) %918, align 4, !tbaa !7
  %921 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %922

922:                                              ; preds = %920, %916
  %923 = phi float [ %921, %920 ], [ %917, %916 ]
  %924 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 240
  %925 = load <2 x float>, ptr addrspace(1) %924, align 8
  %926 = extractelement <2 x float> %925, i64 0
  %927 = fsub float %27, %926
  %928 = extractelement <2 x float> %925, i64 1
  %929 = fsub float %28, %928
  %930 = fmul float %927, %927
  %931 = fmul float %929, %929
  %932 = fadd float %930, %931
  %933 = fcmp olt float %932, %923
  br i1 %933, label %934, label %947

934:                                              ; preds = %922
  %935 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %936 = fcmp olt float %932, %935
  br i1 %936, label %937, label %947

937:                                              ; preds = %934
  store float %935, ptr addrspace(5) %9, align 4, !tbaa !11
  %938 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %938, ptr addrspace(5) %13, align 4, !tbaa !7
  %939 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %940 = fcmp olt float %932, %939
  br i1 %940, label %941, label %947

941:                                              ; preds = %937
  store float %939, ptr addrspace(5) %8, align 8, !tbaa !11
  %942 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %942, ptr addrspace(5) %12, align 8, !tbaa !7
  %943 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %944 = fcmp olt float %932, %943
  br i1 %944, label %945, label %947

945:                                              ; preds = %941
  store float %943, ptr addrspace(5) %7, align 4, !tbaa !11
  %946 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %946, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %947

947:                                              ; preds = %945, %941, %937, %934, %922
  %948 = phi float [ %923, %922 ], [ %923, %934 ], [ %935, %937 ], [ %935, %941 ], [ %935, %945 ]
  %949 = phi ptr addrspace(5) [ poison, %922 ], [ %13, %934 ], [ %12, %937 ], [ %11, %941 ], [ %10, %945 ]
  %950 = phi ptr addrspace(5) [ poison, %922 ], [ %9, %934 ], [ %8, %937 ], [ %7, %941 ], [ %6, %945 ]
  br i1 %933, label %951, label %953

951:                                              ; preds = %947
  store float %932, ptr addrspace(5) %950, align 4, !tbaa !11
  store i32 30, ptr addrspace(5) %949, align 4, !tbaa !7
  %952 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %953

953:                                              ; preds = %951, %947
  %954 = phi float [ %952, %951 ], [ %948, %947 ]
  %955 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 248
  %956 = load <2 x float>, ptr addrspace(1) %955, align 8
  %957 = extractelement <2 x float> %956, i64 0
  %958 = fsub float %27, %957
  %959 = extractelement <2 x float> %956, i64 1
  %960 = fsub float %28, %959
  %961 = fmul float %958, %958
  %962 = fmul float %960, %960
  %963 = fadd float %961, %962
  %964 = fcmp olt float %963, %954
  br i1 %964, label %965, label %978

965:                                              ; preds = %953
  %966 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %967 = fcmp olt float %963, %966
  br i1 %967, label %968, label %978

968:                                              ; preds = %965
  store float %966, ptr addrspace(5) %9, align 4, !tbaa !11
  %969 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  store i32 %969, ptr addrspace(5) %13, align 4, !tbaa !7
  %970 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %971 = fcmp olt float %963, %970
  br i1 %971, label %972, label %978

972:                                              ; preds = %968
  store float %970, ptr addrspace(5) %8, align 8, !tbaa !11
  %973 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  store i32 %973, ptr addrspace(5) %12, align 8, !tbaa !7
  %974 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %975 = fcmp olt float %963, %974
  br i1 %975, label %976, label %978

976:                                              ; preds = %972
  store float %974, ptr addrspace(5) %7, align 4, !tbaa !11
  %977 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  store i32 %977, ptr addrspace(5) %11, align 4, !tbaa !7
  br label %978

978:                                              ; preds = %976, %972, %968, %965, %953
  %979 = phi float [ %954, %953 ], [ %954, %965 ], [ %966, %968 ], [ %966, %972 ], [ %966, %976 ]
  %980 = phi ptr addrspace(5) [ poison, %953 ], [ %13, %965 ], [ %12, %968 ], [ %11, %972 ], [ %10, %976 ]
  %981 = phi ptr addrspace(5) [ poison, %953 ], [ %9, %965 ], [ %8, %968 ], [ %7, %972 ], [ %6, %976 ]
  br i1 %964, label %982, label %984

982:                                              ; preds = %978
  store float %963, ptr addrspace(5) %981, align 4, !tbaa !11
  store i32 31, ptr addrspace(5) %980, align 4, !tbaa !7
  %983 = load float, ptr addrspace(5) %9, align 4, !tbaa !11
  br label %984

984:                                              ; preds = %982, %978
  %985 = phi float [ %983, %982 ], [ %979, %978 ]
  %986 = shl nsw i32 %21, 2
  %987 = load i32, ptr addrspace(5) %10, align 16, !tbaa !7
  %988 = sext i32 %986 to i64
  %989 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %988
  store i32 %987, ptr addrspace(1) %989, align 4, !tbaa !7
  %990 = load float, ptr addrspace(5) %6, align 16, !tbaa !11
  %991 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %988
  store float %990, ptr addrspace(1) %991, align 4, !tbaa !11
  %992 = load i32, ptr addrspace(5) %11, align 4, !tbaa !7
  %993 = or disjoint i32 %986, 1
  %994 = sext i32 %993 to i64
  %995 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %994
  store i32 %992, ptr addrspace(1) %995, align 4, !tbaa !7
  %996 = load float, ptr addrspace(5) %7, align 4, !tbaa !11
  %997 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %994
  store float %996, ptr addrspace(1) %997, align 4, !tbaa !11
  %998 = load i32, ptr addrspace(5) %12, align 8, !tbaa !7
  %999 = or disjoint i32 %986, 2
  %1000 = sext i32 %999 to i64
  %1001 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1000
  store i32 %998, ptr addrspace(1) %1001, align 4, !tbaa !7
  %1002 = load float, ptr addrspace(5) %8, align 8, !tbaa !11
  %1003 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %1000
  store float %1002, ptr addrspace(1) %1003, align 4, !tbaa !11
  %1004 = load i32, ptr addrspace(5) %13, align 4, !tbaa !7
  %1005 = or disjoint i32 %986, 3
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1006
  store i32 %1004, ptr addrspace(1) %1007, align 4, !tbaa !7
  %1008 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %1006
  store float %985, ptr addrspace(1) %1008, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8)
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9)
  br label %1009

1009:                                             ; preds = %5, %984
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @is_prime(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %31

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !7
  %17 = icmp ugt i32 %16, 1
  %18 = icmp ugt i32 %16, 3
  br i1 %18, label %23, label %19

19:                                               ; preds = %23, %13
  %20 = phi i1 [ %17, %13 ], [ %26, %23 ]
  %21 = zext i1 %20 to i32
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %21, ptr addrspace(1) %22, align 4, !tbaa !7
  br label %31

23:                                               ; preds = %13, %23
  %24 = phi i32 [ %27, %23 ], [ 2, %13 ]
  %25 = urem i32 %16, %24
  %26 = icmp ne i32 %25, 0
  %27 = add i32 %24, 1
  %28 = mul i32 %27, %27
  %29 = icmp ule i32 %28, %16
  %30 = and i1 %26, %29
  br i1 %30, label %23, label %19, !llvm.loop !21

31:                                               ; preds = %3, %19
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = !{!9, !9, i64 0}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
