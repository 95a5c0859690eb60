; ModuleID = 'hip_rodinia.hip'
source_filename = "hip_rodinia.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10pathfinderE4prev = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@_ZZ10pathfinderE3cur = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@_ZZ9lud_blockE1s = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 16
@__hip_cuid_8fa438176d9eed3c = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8fa438176d9eed3c to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @bfs_expand(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef %2, ptr addrspace(1) nocapture noundef writeonly %3, ptr addrspace(1) nocapture noundef readonly %4, ptr addrspace(1) nocapture noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !5, !invariant.load !6, !noundef !6
  %12 = zext nneg i16 %11 to i32
  %13 = mul i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %6
  br i1 %16, label %17, label %51

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %18
  %20 = load i8, ptr addrspace(1) %19, align 1, !tbaa !7
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %51, label %22

22:                                               ; preds = %17
  store i8 0, ptr addrspace(1) %19, align 1, !tbaa !7
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %24 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %25 = load <2 x i32>, ptr addrspace(1) %23, align 4, !tbaa !10
  %26 = extractelement <2 x i32> %25, i64 0
  %27 = extractelement <2 x i32> %25, i64 1
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %51

29:                                               ; preds = %22
  %30 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %18
  br label %31

31:                                               ; preds = %29, %47
  %32 = phi i32 [ %27, %29 ], [ %48, %47 ]
  %33 = phi i32 [ %26, %29 ], [ %49, %47 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !10
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %37
  %39 = load i8, ptr addrspace(1) %38, align 1, !tbaa !7
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %41, label %47

41:                                               ; preds = %31
  %42 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %37
  %43 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %37
  %44 = load i32, ptr addrspace(1) %30, align 4, !tbaa !10
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr addrspace(1) %43, align 4, !tbaa !10
  store i8 1, ptr addrspace(1) %42, align 1, !tbaa !7
  %46 = load i32, ptr addrspace(1) %24, align 4, !tbaa !10
  br label %47

47:                                               ; preds = %41, %31
  %48 = phi i32 [ %46, %41 ], [ %32, %31 ]
  %49 = add nsw i32 %33, 1
  %50 = icmp slt i32 %49, %48
  br i1 %50, label %31, label %51, !llvm.loop !12

51:                                               ; preds = %47, %22, %17, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bfs_update(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %23

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %16
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !7
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %16
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %16
  store i8 1, ptr addrspace(1) %22, align 1, !tbaa !7
  store i8 1, ptr addrspace(1) %21, align 1, !tbaa !7
  store i32 1, ptr addrspace(1) %3, align 4, !tbaa !10
  store i8 0, ptr addrspace(1) %17, align 1, !tbaa !7
  br label %23

23:                                               ; preds = %20, %15, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @pathfinder(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = shl nsw i32 %4, 1
  %8 = sub nsw i32 64, %7
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = mul nsw i32 %8, %9
  %11 = sub nsw i32 %10, %4
  %12 = add nsw i32 %11, %6
  %13 = icmp sgt i32 %12, -1
  %14 = icmp slt i32 %12, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %21

16:                                               ; preds = %5
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10pathfinderE4prev, i32 0, i32 %6
  %18 = zext nneg i32 %12 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !10
  store i32 %20, ptr addrspace(3) %17, align 4, !tbaa !10
  br label %21

21:                                               ; preds = %16, %5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %22 = sub nsw i32 62, %6
  %23 = icmp sgt i32 %4, 0
  br i1 %23, label %24, label %36

24:                                               ; preds = %21
  %25 = icmp ne i32 %12, 0
  %26 = sext i1 %25 to i32
  %27 = add nsw i32 %6, %26
  %28 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10pathfinderE4prev, i32 0, i32 %27
  %29 = add nuw nsw i32 %12, 1
  %30 = icmp slt i32 %29, %3
  %31 = zext i1 %30 to i32
  %32 = add nuw nsw i32 %6, %31
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10pathfinderE4prev, i32 0, i32 %32
  %34 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10pathfinderE4prev, i32 0, i32 %6
  %35 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10pathfinderE3cur, i32 0, i32 %6
  br label %43

36:                                               ; preds = %65, %21
  %37 = phi i1 [ false, %21 ], [ %49, %65 ]
  %38 = icmp sge i32 %6, %4
  %39 = and i1 %38, %37
  %40 = sub nsw i32 64, %4
  %41 = icmp slt i32 %6, %40
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %67, label %72

43:                                               ; preds = %24, %65
  %44 = phi i32 [ 0, %24 ], [ %45, %65 ]
  %45 = add nuw nsw i32 %44, 1
  %46 = icmp ugt i32 %6, %44
  %47 = icmp sle i32 %44, %22
  %48 = select i1 %46, i1 %47, i1 false
  %49 = and i1 %15, %48
  br i1 %49, label %50, label %62

50:                                               ; preds = %43
  %51 = load i32, ptr addrspace(3) %28, align 4, !tbaa !10
  %52 = load i32, ptr addrspace(3) %33, align 4, !tbaa !10
  %53 = load i32, ptr addrspace(3) %34, align 4, !tbaa !10
  %54 = tail call noundef i32 @llvm.smin.i32(i32 %51, i32 %53)
  %55 = tail call noundef i32 @llvm.smin.i32(i32 %54, i32 %52)
  %56 = mul nsw i32 %45, %3
  %57 = add nsw i32 %56, %12
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %58
  %60 = load i32, ptr addrspace(1) %59, align 4, !tbaa !10
  %61 = add nsw i32 %55, %60
  store i32 %61, ptr addrspace(3) %35, align 4, !tbaa !10
  br label %62

62:                                               ; preds = %43, %50
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %49, label %63, label %65

63:                                               ; preds = %62
  %64 = load i32, ptr addrspace(3) %35, align 4, !tbaa !10
  store i32 %64, ptr addrspace(3) %34, align 4, !tbaa !10
  br label %65

65:                                               ; preds = %63, %62
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = icmp eq i32 %45, %4
  br i1 %66, label %36, label %43, !llvm.loop !14

67:                                               ; preds = %36
  %68 = sext i32 %12 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %68
  %70 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10pathfinderE3cur, i32 0, i32 %6
  %71 = load i32, ptr addrspace(3) %70, align 4, !tbaa !10
  store i32 %71, ptr addrspace(1) %69, align 4, !tbaa !10
  br label %72

72:                                               ; preds = %67, %36
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @needle(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = getelementptr i8, ptr addrspace(1) %1, i64 -4
  %6 = icmp slt i32 %2, 1
  br i1 %6, label %16, label %7

7:                                                ; preds = %4
  %8 = shl nuw i32 %2, 1
  %9 = add nuw nsw i32 %2, 1
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nuw nsw i32 %10, 1
  %12 = mul nuw nsw i32 %9, %10
  %13 = mul nuw nsw i32 %10, %2
  %14 = mul nuw nsw i32 %9, %11
  %15 = tail call i32 @llvm.smax.i32(i32 %8, i32 2)
  br label %17

16:                                               ; preds = %44, %4
  ret void

17:                                               ; preds = %7, %44
  %18 = phi i32 [ 2, %7 ], [ %45, %44 ]
  %19 = sub nsw i32 %18, %11
  %20 = icmp slt i32 %19, 1
  %21 = icmp sgt i32 %19, %2
  %22 = or i1 %20, %21
  br i1 %22, label %44, label %23

23:                                               ; preds = %17
  %24 = add nuw nsw i32 %19, %12
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr i32, ptr addrspace(1) %0, i64 %25
  %27 = getelementptr i8, ptr addrspace(1) %26, i64 -4
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !10
  %29 = add nuw nsw i32 %19, %13
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr i32, ptr addrspace(1) %5, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !10
  %33 = add nsw i32 %32, %28
  %34 = load i32, ptr addrspace(1) %26, align 4, !tbaa !10
  %35 = sub nsw i32 %34, %3
  %36 = add nuw nsw i32 %19, %14
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr i32, ptr addrspace(1) %0, i64 %37
  %39 = getelementptr i8, ptr addrspace(1) %38, i64 -4
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !10
  %41 = sub nsw i32 %40, %3
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %41)
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 %42)
  store i32 %43, ptr addrspace(1) %38, align 4, !tbaa !10
  br label %44

44:                                               ; preds = %23, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %45 = add nuw nsw i32 %18, 1
  %46 = icmp eq i32 %18, %15
  br i1 %46, label %16, label %17, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @gauss_fan1(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = xor i32 %3, -1
  %14 = add i32 %13, %2
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %31

16:                                               ; preds = %4
  %17 = add i32 %3, 1
  %18 = add i32 %17, %12
  %19 = mul nsw i32 %18, %2
  %20 = add nsw i32 %19, %3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16
  %24 = add i32 %2, 1
  %25 = mul i32 %24, %3
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = fdiv float %23, %28
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !16
  br label %31

31:                                               ; preds = %4, %16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @gauss_fan2(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, ptr addrspace(1) nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 14
  %12 = load i16, ptr addrspace(4) %11, align 2, !range !5, !invariant.load !6, !noundef !6
  %13 = mul i32 %6, %10
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %17 = zext nneg i16 %12 to i32
  %18 = mul i32 %16, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = add i32 %18, %19
  %21 = xor i32 %4, -1
  %22 = add i32 %21, %3
  %23 = icmp slt i32 %15, %22
  %24 = sub nsw i32 %3, %4
  %25 = icmp slt i32 %20, %24
  %26 = select i1 %23, i1 %25, i1 false
  br i1 %26, label %27, label %58

27:                                               ; preds = %5
  %28 = add i32 %4, 1
  %29 = add i32 %28, %15
  %30 = mul nsw i32 %29, %3
  %31 = add nsw i32 %30, %4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !16
  %35 = mul nsw i32 %4, %3
  %36 = add nsw i32 %20, %4
  %37 = add nsw i32 %36, %35
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !16
  %41 = fmul float %34, %40
  %42 = add nsw i32 %30, %36
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !16
  %46 = fsub float %45, %41
  store float %46, ptr addrspace(1) %44, align 4, !tbaa !16
  %47 = icmp eq i32 %20, 0
  br i1 %47, label %48, label %58

48:                                               ; preds = %27
  %49 = load float, ptr addrspace(1) %33, align 4, !tbaa !16
  %50 = sext i32 %4 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !16
  %53 = fmul float %49, %52
  %54 = sext i32 %29 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !16
  %57 = fsub float %56, %53
  store float %57, ptr addrspace(1) %55, align 4, !tbaa !16
  br label %58

58:                                               ; preds = %27, %48, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @kmeans_assign(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !5, !invariant.load !6, !noundef !6
  %11 = zext nneg i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %54

16:                                               ; preds = %6
  %17 = icmp sgt i32 %4, 0
  br i1 %17, label %18, label %26

18:                                               ; preds = %16
  %19 = icmp sgt i32 %5, 0
  br label %20

20:                                               ; preds = %18, %30
  %21 = phi i32 [ 0, %18 ], [ %35, %30 ]
  %22 = phi float [ 0x7FF0000000000000, %18 ], [ %34, %30 ]
  %23 = phi i32 [ 0, %18 ], [ %33, %30 ]
  br i1 %19, label %24, label %30

24:                                               ; preds = %20
  %25 = mul nuw nsw i32 %21, %5
  br label %37

26:                                               ; preds = %30, %16
  %27 = phi i32 [ 0, %16 ], [ %33, %30 ]
  %28 = sext i32 %14 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !10
  br label %54

30:                                               ; preds = %37, %20
  %31 = phi float [ 0.000000e+00, %20 ], [ %51, %37 ]
  %32 = fcmp olt float %31, %22
  %33 = select i1 %32, i32 %21, i32 %23
  %34 = select i1 %32, float %31, float %22
  %35 = add nuw nsw i32 %21, 1
  %36 = icmp eq i32 %35, %4
  br i1 %36, label %26, label %20, !llvm.loop !18

37:                                               ; preds = %24, %37
  %38 = phi i32 [ 0, %24 ], [ %52, %37 ]
  %39 = phi float [ 0.000000e+00, %24 ], [ %51, %37 ]
  %40 = mul nsw i32 %38, %3
  %41 = add nsw i32 %40, %14
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !16
  %45 = add nuw nsw i32 %38, %25
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !16
  %49 = fsub float %44, %48
  %50 = fmul float %49, %49
  %51 = fadd float %39, %50
  %52 = add nuw nsw i32 %38, 1
  %53 = icmp eq i32 %52, %5
  br i1 %53, label %30, label %37, !llvm.loop !19

54:                                               ; preds = %6, %26
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @kmeans_swap(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  %14 = icmp sgt i32 %3, 0
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %4
  %17 = mul nsw i32 %12, %3
  br label %18

18:                                               ; preds = %16, %18
  %19 = phi i32 [ 0, %16 ], [ %28, %18 ]
  %20 = add nsw i32 %19, %17
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !16
  %24 = mul nsw i32 %19, %2
  %25 = add nsw i32 %24, %12
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  store float %23, ptr addrspace(1) %27, align 4, !tbaa !16
  %28 = add nuw nsw i32 %19, 1
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %30, label %18, !llvm.loop !20

30:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @lud_block(ptr addrspace(1) nocapture noundef %0) local_unnamed_addr #5 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !16
  %6 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 0, i32 %2
  store float %5, ptr addrspace(3) %6, align 4, !tbaa !16
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 64
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !16
  %11 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 1, i32 %2
  store float %10, ptr addrspace(3) %11, align 4, !tbaa !16
  %12 = zext nneg i32 %2 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = getelementptr inbounds i8, ptr addrspace(1) %13, i64 128
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !16
  %16 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 2, i32 %2
  store float %15, ptr addrspace(3) %16, align 4, !tbaa !16
  %17 = zext nneg i32 %2 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 192
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !16
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 3, i32 %2
  store float %20, ptr addrspace(3) %21, align 4, !tbaa !16
  %22 = zext nneg i32 %2 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = getelementptr inbounds i8, ptr addrspace(1) %23, i64 256
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !16
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 4, i32 %2
  store float %25, ptr addrspace(3) %26, align 4, !tbaa !16
  %27 = zext nneg i32 %2 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 320
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !16
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 5, i32 %2
  store float %30, ptr addrspace(3) %31, align 4, !tbaa !16
  %32 = zext nneg i32 %2 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 384
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !16
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 6, i32 %2
  store float %35, ptr addrspace(3) %36, align 4, !tbaa !16
  %37 = zext nneg i32 %2 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 448
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !16
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 7, i32 %2
  store float %40, ptr addrspace(3) %41, align 4, !tbaa !16
  %42 = zext nneg i32 %2 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 512
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !16
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 8, i32 %2
  store float %45, ptr addrspace(3) %46, align 4, !tbaa !16
  %47 = zext nneg i32 %2 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr inbounds i8, ptr addrspace(1) %48, i64 576
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !16
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 9, i32 %2
  store float %50, ptr addrspace(3) %51, align 4, !tbaa !16
  %52 = zext nneg i32 %2 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = getelementptr inbounds i8, ptr addrspace(1) %53, i64 640
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !16
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 10, i32 %2
  store float %55, ptr addrspace(3) %56, align 4, !tbaa !16
  %57 = zext nneg i32 %2 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57
  %59 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 704
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !16
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 11, i32 %2
  store float %60, ptr addrspace(3) %61, align 4, !tbaa !16
  %62 = zext nneg i32 %2 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62
  %64 = getelementptr inbounds i8, ptr addrspace(1) %63, i64 768
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !16
  %66 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 12, i32 %2
  store float %65, ptr addrspace(3) %66, align 4, !tbaa !16
  %67 = zext nneg i32 %2 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 832
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !16
  %71 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 13, i32 %2
  store float %70, ptr addrspace(3) %71, align 4, !tbaa !16
  %72 = zext nneg i32 %2 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = getelementptr inbounds i8, ptr addrspace(1) %73, i64 896
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !16
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 14, i32 %2
  store float %75, ptr addrspace(3) %76, align 4, !tbaa !16
  %77 = zext nneg i32 %2 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %77
  %79 = getelementptr inbounds i8, ptr addrspace(1) %78, i64 960
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !16
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 15, i32 %2
  store float %80, ptr addrspace(3) %81, align 4, !tbaa !16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %82 = icmp eq i32 %2, 0
  br i1 %82, label %88, label %83

83:                                               ; preds = %1
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 0
  %85 = load float, ptr addrspace(3) %84, align 16, !tbaa !16
  %86 = load float, ptr addrspace(3) @_ZZ9lud_blockE1s, align 16, !tbaa !16
  %87 = fdiv float %85, %86
  store float %87, ptr addrspace(3) %84, align 16, !tbaa !16
  br label %88

88:                                               ; preds = %83, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %82, label %167, label %89

89:                                               ; preds = %88
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 0
  %91 = load float, ptr addrspace(3) %90, align 16, !tbaa !16
  %92 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 4), align 4, !tbaa !16
  %93 = fmul float %91, %92
  %94 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 1
  %95 = load float, ptr addrspace(3) %94, align 4, !tbaa !16
  %96 = fsub float %95, %93
  store float %96, ptr addrspace(3) %94, align 4, !tbaa !16
  %97 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 8), align 8, !tbaa !16
  %98 = fmul float %91, %97
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 2
  %100 = load float, ptr addrspace(3) %99, align 8, !tbaa !16
  %101 = fsub float %100, %98
  store float %101, ptr addrspace(3) %99, align 8, !tbaa !16
  %102 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 12), align 4, !tbaa !16
  %103 = fmul float %91, %102
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 3
  %105 = load float, ptr addrspace(3) %104, align 4, !tbaa !16
  %106 = fsub float %105, %103
  store float %106, ptr addrspace(3) %104, align 4, !tbaa !16
  %107 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 16), align 16, !tbaa !16
  %108 = fmul float %91, %107
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 4
  %110 = load float, ptr addrspace(3) %109, align 16, !tbaa !16
  %111 = fsub float %110, %108
  store float %111, ptr addrspace(3) %109, align 16, !tbaa !16
  %112 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 20), align 4, !tbaa !16
  %113 = fmul float %91, %112
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %115 = load float, ptr addrspace(3) %114, align 4, !tbaa !16
  %116 = fsub float %115, %113
  store float %116, ptr addrspace(3) %114, align 4, !tbaa !16
  %117 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 24), align 8, !tbaa !16
  %118 = fmul float %91, %117
  %119 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %120 = load float, ptr addrspace(3) %119, align 8, !tbaa !16
  %121 = fsub float %120, %118
  store float %121, ptr addrspace(3) %119, align 8, !tbaa !16
  %122 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 28), align 4, !tbaa !16
  %123 = fmul float %91, %122
  %124 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %125 = load float, ptr addrspace(3) %124, align 4, !tbaa !16
  %126 = fsub float %125, %123
  store float %126, ptr addrspace(3) %124, align 4, !tbaa !16
  %127 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 32), align 16, !tbaa !16
  %128 = fmul float %91, %127
  %129 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %130 = load float, ptr addrspace(3) %129, align 16, !tbaa !16
  %131 = fsub float %130, %128
  store float %131, ptr addrspace(3) %129, align 16, !tbaa !16
  %132 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 36), align 4, !tbaa !16
  %133 = fmul float %91, %132
  %134 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %135 = load float, ptr addrspace(3) %134, align 4, !tbaa !16
  %136 = fsub float %135, %133
  store float %136, ptr addrspace(3) %134, align 4, !tbaa !16
  %137 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 40), align 8, !tbaa !16
  %138 = fmul float %91, %137
  %139 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %140 = load float, ptr addrspace(3) %139, align 8, !tbaa !16
  %141 = fsub float %140, %138
  store float %141, ptr addrspace(3) %139, align 8, !tbaa !16
  %142 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 44), align 4, !tbaa !16
  %143 = fmul float %91, %142
  %144 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %145 = load float, ptr addrspace(3) %144, align 4, !tbaa !16
  %146 = fsub float %145, %143
  store float %146, ptr addrspace(3) %144, align 4, !tbaa !16
  %147 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 48), align 16, !tbaa !16
  %148 = fmul float %91, %147
  %149 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %150 = load float, ptr addrspace(3) %149, align 16, !tbaa !16
  %151 = fsub float %150, %148
  store float %151, ptr addrspace(3) %149, align 16, !tbaa !16
  %152 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 52), align 4, !tbaa !16
  %153 = fmul float %91, %152
  %154 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %155 = load float, ptr addrspace(3) %154, align 4, !tbaa !16
  %156 = fsub float %155, %153
  store float %156, ptr addrspace(3) %154, align 4, !tbaa !16
  %157 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 56), align 8, !tbaa !16
  %158 = fmul float %91, %157
  %159 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %160 = load float, ptr addrspace(3) %159, align 8, !tbaa !16
  %161 = fsub float %160, %158
  store float %161, ptr addrspace(3) %159, align 8, !tbaa !16
  %162 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 60), align 4, !tbaa !16
  %163 = fmul float %91, %162
  %164 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %165 = load float, ptr addrspace(3) %164, align 4, !tbaa !16
  %166 = fsub float %165, %163
  store float %166, ptr addrspace(3) %164, align 4, !tbaa !16
  br label %167

167:                                              ; preds = %89, %88
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %168 = icmp ugt i32 %2, 1
  br i1 %168, label %169, label %174

169:                                              ; preds = %167
  %170 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 1
  %171 = load float, ptr addrspace(3) %170, align 4, !tbaa !16
  %172 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 68), align 4, !tbaa !16
  %173 = fdiv float %171, %172
  store float %173, ptr addrspace(3) %170, align 4, !tbaa !16
  br label %174

174:                                              ; preds = %169, %167
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %168, label %175, label %248

175:                                              ; preds = %174
  %176 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 1
  %177 = load float, ptr addrspace(3) %176, align 4, !tbaa !16
  %178 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 72), align 8, !tbaa !16
  %179 = fmul float %177, %178
  %180 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 2
  %181 = load float, ptr addrspace(3) %180, align 8, !tbaa !16
  %182 = fsub float %181, %179
  store float %182, ptr addrspace(3) %180, align 8, !tbaa !16
  %183 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 76), align 4, !tbaa !16
  %184 = fmul float %177, %183
  %185 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 3
  %186 = load float, ptr addrspace(3) %185, align 4, !tbaa !16
  %187 = fsub float %186, %184
  store float %187, ptr addrspace(3) %185, align 4, !tbaa !16
  %188 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 80), align 16, !tbaa !16
  %189 = fmul float %177, %188
  %190 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 4
  %191 = load float, ptr addrspace(3) %190, align 16, !tbaa !16
  %192 = fsub float %191, %189
  store float %192, ptr addrspace(3) %190, align 16, !tbaa !16
  %193 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 84), align 4, !tbaa !16
  %194 = fmul float %177, %193
  %195 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %196 = load float, ptr addrspace(3) %195, align 4, !tbaa !16
  %197 = fsub float %196, %194
  store float %197, ptr addrspace(3) %195, align 4, !tbaa !16
  %198 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 88), align 8, !tbaa !16
  %199 = fmul float %177, %198
  %200 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %201 = load float, ptr addrspace(3) %200, align 8, !tbaa !16
  %202 = fsub float %201, %199
  store float %202, ptr addrspace(3) %200, align 8, !tbaa !16
  %203 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 92), align 4, !tbaa !16
  %204 = fmul float %177, %203
  %205 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %206 = load float, ptr addrspace(3) %205, align 4, !tbaa !16
  %207 = fsub float %206, %204
  store float %207, ptr addrspace(3) %205, align 4, !tbaa !16
  %208 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 96), align 16, !tbaa !16
  %209 = fmul float %177, %208
  %210 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %211 = load float, ptr addrspace(3) %210, align 16, !tbaa !16
  %212 = fsub float %211, %209
  store float %212, ptr addrspace(3) %210, align 16, !tbaa !16
  %213 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 100), align 4, !tbaa !16
  %214 = fmul float %177, %213
  %215 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %216 = load float, ptr addrspace(3) %215, align 4, !tbaa !16
  %217 = fsub float %216, %214
  store float %217, ptr addrspace(3) %215, align 4, !tbaa !16
  %218 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 104), align 8, !tbaa !16
  %219 = fmul float %177, %218
  %220 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %221 = load float, ptr addrspace(3) %220, align 8, !tbaa !16
  %222 = fsub float %221, %219
  store float %222, ptr addrspace(3) %220, align 8, !tbaa !16
  %223 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 108), align 4, !tbaa !16
  %224 = fmul float %177, %223
  %225 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %226 = load float, ptr addrspace(3) %225, align 4, !tbaa !16
  %227 = fsub float %226, %224
  store float %227, ptr addrspace(3) %225, align 4, !tbaa !16
  %228 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 112), align 16, !tbaa !16
  %229 = fmul float %177, %228
  %230 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %231 = load float, ptr addrspace(3) %230, align 16, !tbaa !16
  %232 = fsub float %231, %229
  store float %232, ptr addrspace(3) %230, align 16, !tbaa !16
  %233 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 116), align 4, !tbaa !16
  %234 = fmul float %177, %233
  %235 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %236 = load float, ptr addrspace(3) %235, align 4, !tbaa !16
  %237 = fsub float %236, %234
  store float %237, ptr addrspace(3) %235, align 4, !tbaa !16
  %238 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 120), align 8, !tbaa !16
  %239 = fmul float %177, %238
  %240 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %241 = load float, ptr addrspace(3) %240, align 8, !tbaa !16
  %242 = fsub float %241, %239
  store float %242, ptr addrspace(3) %240, align 8, !tbaa !16
  %243 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 124), align 4, !tbaa !16
  %244 = fmul float %177, %243
  %245 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %246 = load float, ptr addrspace(3) %245, align 4, !tbaa !16
  %247 = fsub float %246, %244
  store float %247, ptr addrspace(3) %245, align 4, !tbaa !16
  br label %248

248:                                              ; preds = %175, %174
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %249 = icmp ugt i32 %2, 2
  br i1 %249, label %250, label %255

250:                                              ; preds = %248
  %251 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 2
  %252 = load float, ptr addrspace(3) %251, align 8, !tbaa !16
  %253 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 136), align 8, !tbaa !16
  %254 = fdiv float %252, %253
  store float %254, ptr addrspace(3) %251, align 8, !tbaa !16
  br label %255

255:                                              ; preds = %250, %248
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %249, label %256, label %324

256:                                              ; preds = %255
  %257 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 2
  %258 = load float, ptr addrspace(3) %257, align 8, !tbaa !16
  %259 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 140), align 4, !tbaa !16
  %260 = fmul float %258, %259
  %261 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 3
  %262 = load float, ptr addrspace(3) %261, align 4, !tbaa !16
  %263 = fsub float %262, %260
  store float %263, ptr addrspace(3) %261, align 4, !tbaa !16
  %264 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 144), align 16, !tbaa !16
  %265 = fmul float %258, %264
  %266 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 4
  %267 = load float, ptr addrspace(3) %266, align 16, !tbaa !16
  %268 = fsub float %267, %265
  store float %268, ptr addrspace(3) %266, align 16, !tbaa !16
  %269 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 148), align 4, !tbaa !16
  %270 = fmul float %258, %269
  %271 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %272 = load float, ptr addrspace(3) %271, align 4, !tbaa !16
  %273 = fsub float %272, %270
  store float %273, ptr addrspace(3) %271, align 4, !tbaa !16
  %274 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 152), align 8, !tbaa !16
  %275 = fmul float %258, %274
  %276 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %277 = load float, ptr addrspace(3) %276, align 8, !tbaa !16
  %278 = fsub float %277, %275
  store float %278, ptr addrspace(3) %276, align 8, !tbaa !16
  %279 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 156), align 4, !tbaa !16
  %280 = fmul float %258, %279
  %281 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %282 = load float, ptr addrspace(3) %281, align 4, !tbaa !16
  %283 = fsub float %282, %280
  store float %283, ptr addrspace(3) %281, align 4, !tbaa !16
  %284 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 160), align 16, !tbaa !16
  %285 = fmul float %258, %284
  %286 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %287 = load float, ptr addrspace(3) %286, align 16, !tbaa !16
  %288 = fsub float %287, %285
  store float %288, ptr addrspace(3) %286, align 16, !tbaa !16
  %289 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 164), align 4, !tbaa !16
  %290 = fmul float %258, %289
  %291 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %292 = load float, ptr addrspace(3) %291, align 4, !tbaa !16
  %293 = fsub float %292, %290
  store float %293, ptr addrspace(3) %291, align 4, !tbaa !16
  %294 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 168), align 8, !tbaa !16
  %295 = fmul float %258, %294
  %296 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %297 = load float, ptr addrspace(3) %296, align 8, !tbaa !16
  %298 = fsub float %297, %295
  store float %298, ptr addrspace(3) %296, align 8, !tbaa !16
  %299 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 172), align 4, !tbaa !16
  %300 = fmul float %258, %299
  %301 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %302 = load float, ptr addrspace(3) %301, align 4, !tbaa !16
  %303 = fsub float %302, %300
  store float %303, ptr addrspace(3) %301, align 4, !tbaa !16
  %304 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 176), align 16, !tbaa !16
  %305 = fmul float %258, %304
  %306 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %307 = load float, ptr addrspace(3) %306, align 16, !tbaa !16
  %308 = fsub float %307, %305
  store float %308, ptr addrspace(3) %306, align 16, !tbaa !16
  %309 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 180), align 4, !tbaa !16
  %310 = fmul float %258, %309
  %311 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %312 = load float, ptr addrspace(3) %311, align 4, !tbaa !16
  %313 = fsub float %312, %310
  store float %313, ptr addrspace(3) %311, align 4, !tbaa !16
  %314 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 184), align 8, !tbaa !16
  %315 = fmul float %258, %314
  %316 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %317 = load float, ptr addrspace(3) %316, align 8, !tbaa !16
  %318 = fsub float %317, %315
  store float %318, ptr addrspace(3) %316, align 8, !tbaa !16
  %319 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 188), align 4, !tbaa !16
  %320 = fmul float %258, %319
  %321 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %322 = load float, ptr addrspace(3) %321, align 4, !tbaa !16
  %323 = fsub float %322, %320
  store float %323, ptr addrspace(3) %321, align 4, !tbaa !16
  br label %324

324:                                              ; preds = %256, %255
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %325 = icmp ugt i32 %2, 3
  br i1 %325, label %326, label %331

326:                                              ; preds = %324
  %327 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 3
  %328 = load float, ptr addrspace(3) %327, align 4, !tbaa !16
  %329 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 204), align 4, !tbaa !16
  %330 = fdiv float %328, %329
  store float %330, ptr addrspace(3) %327, align 4, !tbaa !16
  br label %331

331:                                              ; preds = %326, %324
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %325, label %332, label %395

332:                                              ; preds = %331
  %333 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 3
  %334 = load float, ptr addrspace(3) %333, align 4, !tbaa !16
  %335 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 208), align 16, !tbaa !16
  %336 = fmul float %334, %335
  %337 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 4
  %338 = load float, ptr addrspace(3) %337, align 16, !tbaa !16
  %339 = fsub float %338, %336
  store float %339, ptr addrspace(3) %337, align 16, !tbaa !16
  %340 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 212), align 4, !tbaa !16
  %341 = fmul float %334, %340
  %342 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %343 = load float, ptr addrspace(3) %342, align 4, !tbaa !16
  %344 = fsub float %343, %341
  store float %344, ptr addrspace(3) %342, align 4, !tbaa !16
  %345 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 216), align 8, !tbaa !16
  %346 = fmul float %334, %345
  %347 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %348 = load float, ptr addrspace(3) %347, align 8, !tbaa !16
  %349 = fsub float %348, %346
  store float %349, ptr addrspace(3) %347, align 8, !tbaa !16
  %350 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 220), align 4, !tbaa !16
  %351 = fmul float %334, %350
  %352 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %353 = load float, ptr addrspace(3) %352, align 4, !tbaa !16
  %354 = fsub float %353, %351
  store float %354, ptr addrspace(3) %352, align 4, !tbaa !16
  %355 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 224), align 16, !tbaa !16
  %356 = fmul float %334, %355
  %357 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %358 = load float, ptr addrspace(3) %357, align 16, !tbaa !16
  %359 = fsub float %358, %356
  store float %359, ptr addrspace(3) %357, align 16, !tbaa !16
  %360 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 228), align 4, !tbaa !16
  %361 = fmul float %334, %360
  %362 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %363 = load float, ptr addrspace(3) %362, align 4, !tbaa !16
  %364 = fsub float %363, %361
  store float %364, ptr addrspace(3) %362, align 4, !tbaa !16
  %365 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 232), align 8, !tbaa !16
  %366 = fmul float %334, %365
  %367 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %368 = load float, ptr addrspace(3) %367, align 8, !tbaa !16
  %369 = fsub float %368, %366
  store float %369, ptr addrspace(3) %367, align 8, !tbaa !16
  %370 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 236), align 4, !tbaa !16
  %371 = fmul float %334, %370
  %372 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %373 = load float, ptr addrspace(3) %372, align 4, !tbaa !16
  %374 = fsub float %373, %371
  store float %374, ptr addrspace(3) %372, align 4, !tbaa !16
  %375 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 240), align 16, !tbaa !16
  %376 = fmul float %334, %375
  %377 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %378 = load float, ptr addrspace(3) %377, align 16, !tbaa !16
  %379 = fsub float %378, %376
  store float %379, ptr addrspace(3) %377, align 16, !tbaa !16
  %380 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 244), align 4, !tbaa !16
  %381 = fmul float %334, %380
  %382 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %383 = load float, ptr addrspace(3) %382, align 4, !tbaa !16
  %384 = fsub float %383, %381
  store float %384, ptr addrspace(3) %382, align 4, !tbaa !16
  %385 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 248), align 8, !tbaa !16
  %386 = fmul float %334, %385
  %387 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %388 = load float, ptr addrspace(3) %387, align 8, !tbaa !16
  %389 = fsub float %388, %386
  store float %389, ptr addrspace(3) %387, align 8, !tbaa !16
  %390 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 252), align 4, !tbaa !16
  %391 = fmul float %334, %390
  %392 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %393 = load float, ptr addrspace(3) %392, align 4, !tbaa !16
  %394 = fsub float %393, %391
  store float %394, ptr addrspace(3) %392, align 4, !tbaa !16
  br label %395

395:                                              ; preds = %332, %331
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %396 = icmp ugt i32 %2, 4
  br i1 %396, label %397, label %402

397:                                              ; preds = %395
  %398 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 4
  %399 = load float, ptr addrspace(3) %398, align 16, !tbaa !16
  %400 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 272), align 16, !tbaa !16
  %401 = fdiv float %399, %400
  store float %401, ptr addrspace(3) %398, align 16, !tbaa !16
  br label %402

402:                                              ; preds = %397, %395
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %396, label %403, label %461

403:                                              ; preds = %402
  %404 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 4
  %405 = load float, ptr addrspace(3) %404, align 16, !tbaa !16
  %406 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 276), align 4, !tbaa !16
  %407 = fmul float %405, %406
  %408 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %409 = load float, ptr addrspace(3) %408, align 4, !tbaa !16
  %410 = fsub float %409, %407
  store float %410, ptr addrspace(3) %408, align 4, !tbaa !16
  %411 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 280), align 8, !tbaa !16
  %412 = fmul float %405, %411
  %413 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %414 = load float, ptr addrspace(3) %413, align 8, !tbaa !16
  %415 = fsub float %414, %412
  store float %415, ptr addrspace(3) %413, align 8, !tbaa !16
  %416 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 284), align 4, !tbaa !16
  %417 = fmul float %405, %416
  %418 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %419 = load float, ptr addrspace(3) %418, align 4, !tbaa !16
  %420 = fsub float %419, %417
  store float %420, ptr addrspace(3) %418, align 4, !tbaa !16
  %421 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 288), align 16, !tbaa !16
  %422 = fmul float %405, %421
  %423 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %424 = load float, ptr addrspace(3) %423, align 16, !tbaa !16
  %425 = fsub float %424, %422
  store float %425, ptr addrspace(3) %423, align 16, !tbaa !16
  %426 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 292), align 4, !tbaa !16
  %427 = fmul float %405, %426
  %428 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %429 = load float, ptr addrspace(3) %428, align 4, !tbaa !16
  %430 = fsub float %429, %427
  store float %430, ptr addrspace(3) %428, align 4, !tbaa !16
  %431 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 296), align 8, !tbaa !16
  %432 = fmul float %405, %431
  %433 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %434 = load float, ptr addrspace(3) %433, align 8, !tbaa !16
  %435 = fsub float %434, %432
  store float %435, ptr addrspace(3) %433, align 8, !tbaa !16
  %436 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 300), align 4, !tbaa !16
  %437 = fmul float %405, %436
  %438 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %439 = load float, ptr addrspace(3) %438, align 4, !tbaa !16
  %440 = fsub float %439, %437
  store float %440, ptr addrspace(3) %438, align 4, !tbaa !16
  %441 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 304), align 16, !tbaa !16
  %442 = fmul float %405, %441
  %443 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %444 = load float, ptr addrspace(3) %443, align 16, !tbaa !16
  %445 = fsub float %444, %442
  store float %445, ptr addrspace(3) %443, align 16, !tbaa !16
  %446 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 308), align 4, !tbaa !16
  %447 = fmul float %405, %446
  %448 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %449 = load float, ptr addrspace(3) %448, align 4, !tbaa !16
  %450 = fsub float %449, %447
  store float %450, ptr addrspace(3) %448, align 4, !tbaa !16
  %451 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 312), align 8, !tbaa !16
  %452 = fmul float %405, %451
  %453 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %454 = load float, ptr addrspace(3) %453, align 8, !tbaa !16
  %455 = fsub float %454, %452
  store float %455, ptr addrspace(3) %453, align 8, !tbaa !16
  %456 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 316), align 4, !tbaa !16
  %457 = fmul float %405, %456
  %458 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %459 = load float, ptr addrspace(3) %458, align 4, !tbaa !16
  %460 = fsub float %459, %457
  store float %460, ptr addrspace(3) %458, align 4, !tbaa !16
  br label %461

461:                                              ; preds = %403, %402
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %462 = icmp ugt i32 %2, 5
  br i1 %462, label %463, label %468

463:                                              ; preds = %461
  %464 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %465 = load float, ptr addrspace(3) %464, align 4, !tbaa !16
  %466 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 340), align 4, !tbaa !16
  %467 = fdiv float %465, %466
  store float %467, ptr addrspace(3) %464, align 4, !tbaa !16
  br label %468

468:                                              ; preds = %463, %461
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %462, label %469, label %522

469:                                              ; preds = %468
  %470 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 5
  %471 = load float, ptr addrspace(3) %470, align 4, !tbaa !16
  %472 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 344), align 8, !tbaa !16
  %473 = fmul float %471, %472
  %474 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %475 = load float, ptr addrspace(3) %474, align 8, !tbaa !16
  %476 = fsub float %475, %473
  store float %476, ptr addrspace(3) %474, align 8, !tbaa !16
  %477 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 348), align 4, !tbaa !16
  %478 = fmul float %471, %477
  %479 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %480 = load float, ptr addrspace(3) %479, align 4, !tbaa !16
  %481 = fsub float %480, %478
  store float %481, ptr addrspace(3) %479, align 4, !tbaa !16
  %482 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 352), align 16, !tbaa !16
  %483 = fmul float %471, %482
  %484 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %485 = load float, ptr addrspace(3) %484, align 16, !tbaa !16
  %486 = fsub float %485, %483
  store float %486, ptr addrspace(3) %484, align 16, !tbaa !16
  %487 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 356), align 4, !tbaa !16
  %488 = fmul float %471, %487
  %489 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %490 = load float, ptr addrspace(3) %489, align 4, !tbaa !16
  %491 = fsub float %490, %488
  store float %491, ptr addrspace(3) %489, align 4, !tbaa !16
  %492 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 360), align 8, !tbaa !16
  %493 = fmul float %471, %492
  %494 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %495 = load float, ptr addrspace(3) %494, align 8, !tbaa !16
  %496 = fsub float %495, %493
  store float %496, ptr addrspace(3) %494, align 8, !tbaa !16
  %497 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 364), align 4, !tbaa !16
  %498 = fmul float %471, %497
  %499 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %500 = load float, ptr addrspace(3) %499, align 4, !tbaa !16
  %501 = fsub float %500, %498
  store float %501, ptr addrspace(3) %499, align 4, !tbaa !16
  %502 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 368), align 16, !tbaa !16
  %503 = fmul float %471, %502
  %504 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %505 = load float, ptr addrspace(3) %504, align 16, !tbaa !16
  %506 = fsub float %505, %503
  store float %506, ptr addrspace(3) %504, align 16, !tbaa !16
  %507 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 372), align 4, !tbaa !16
  %508 = fmul float %471, %507
  %509 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %510 = load float, ptr addrspace(3) %509, align 4, !tbaa !16
  %511 = fsub float %510, %508
  store float %511, ptr addrspace(3) %509, align 4, !tbaa !16
  %512 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 376), align 8, !tbaa !16
  %513 = fmul float %471, %512
  %514 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %515 = load float, ptr addrspace(3) %514, align 8, !tbaa !16
  %516 = fsub float %515, %513
  store float %516, ptr addrspace(3) %514, align 8, !tbaa !16
  %517 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 380), align 4, !tbaa !16
  %518 = fmul float %471, %517
  %519 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %520 = load float, ptr addrspace(3) %519, align 4, !tbaa !16
  %521 = fsub float %520, %518
  store float %521, ptr addrspace(3) %519, align 4, !tbaa !16
  br label %522

522:                                              ; preds = %469, %468
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %523 = icmp ugt i32 %2, 6
  br i1 %523, label %524, label %529

524:                                              ; preds = %522
  %525 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %526 = load float, ptr addrspace(3) %525, align 8, !tbaa !16
  %527 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 408), align 8, !tbaa !16
  %528 = fdiv float %526, %527
  store float %528, ptr addrspace(3) %525, align 8, !tbaa !16
  br label %529

529:                                              ; preds = %524, %522
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %523, label %530, label %578

530:                                              ; preds = %529
  %531 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 6
  %532 = load float, ptr addrspace(3) %531, align 8, !tbaa !16
  %533 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 412), align 4, !tbaa !16
  %534 = fmul float %532, %533
  %535 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %536 = load float, ptr addrspace(3) %535, align 4, !tbaa !16
  %537 = fsub float %536, %534
  store float %537, ptr addrspace(3) %535, align 4, !tbaa !16
  %538 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 416), align 16, !tbaa !16
  %539 = fmul float %532, %538
  %540 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %541 = load float, ptr addrspace(3) %540, align 16, !tbaa !16
  %542 = fsub float %541, %539
  store float %542, ptr addrspace(3) %540, align 16, !tbaa !16
  %543 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 420), align 4, !tbaa !16
  %544 = fmul float %532, %543
  %545 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %546 = load float, ptr addrspace(3) %545, align 4, !tbaa !16
  %547 = fsub float %546, %544
  store float %547, ptr addrspace(3) %545, align 4, !tbaa !16
  %548 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 424), align 8, !tbaa !16
  %549 = fmul float %532, %548
  %550 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %551 = load float, ptr addrspace(3) %550, align 8, !tbaa !16
  %552 = fsub float %551, %549
  store float %552, ptr addrspace(3) %550, align 8, !tbaa !16
  %553 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 428), align 4, !tbaa !16
  %554 = fmul float %532, %553
  %555 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %556 = load float, ptr addrspace(3) %555, align 4, !tbaa !16
  %557 = fsub float %556, %554
  store float %557, ptr addrspace(3) %555, align 4, !tbaa !16
  %558 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 432), align 16, !tbaa !16
  %559 = fmul float %532, %558
  %560 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %561 = load float, ptr addrspace(3) %560, align 16, !tbaa !16
  %562 = fsub float %561, %559
  store float %562, ptr addrspace(3) %560, align 16, !tbaa !16
  %563 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 436), align 4, !tbaa !16
  %564 = fmul float %532, %563
  %565 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %566 = load float, ptr addrspace(3) %565, align 4, !tbaa !16
  %567 = fsub float %566, %564
  store float %567, ptr addrspace(3) %565, align 4, !tbaa !16
  %568 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 440), align 8, !tbaa !16
  %569 = fmul float %532, %568
  %570 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %571 = load float, ptr addrspace(3) %570, align 8, !tbaa !16
  %572 = fsub float %571, %569
  store float %572, ptr addrspace(3) %570, align 8, !tbaa !16
  %573 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 444), align 4, !tbaa !16
  %574 = fmul float %532, %573
  %575 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %576 = load float, ptr addrspace(3) %575, align 4, !tbaa !16
  %577 = fsub float %576, %574
  store float %577, ptr addrspace(3) %575, align 4, !tbaa !16
  br label %578

578:                                              ; preds = %530, %529
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %579 = icmp ugt i32 %2, 7
  br i1 %579, label %580, label %585

580:                                              ; preds = %578
  %581 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %582 = load float, ptr addrspace(3) %581, align 4, !tbaa !16
  %583 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 476), align 4, !tbaa !16
  %584 = fdiv float %582, %583
  store float %584, ptr addrspace(3) %581, align 4, !tbaa !16
  br label %585

585:                                              ; preds = %580, %578
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %579, label %586, label %629

586:                                              ; preds = %585
  %587 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 7
  %588 = load float, ptr addrspace(3) %587, align 4, !tbaa !16
  %589 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 480), align 16, !tbaa !16
  %590 = fmul float %588, %589
  %591 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %592 = load float, ptr addrspace(3) %591, align 16, !tbaa !16
  %593 = fsub float %592, %590
  store float %593, ptr addrspace(3) %591, align 16, !tbaa !16
  %594 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 484), align 4, !tbaa !16
  %595 = fmul float %588, %594
  %596 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %597 = load float, ptr addrspace(3) %596, align 4, !tbaa !16
  %598 = fsub float %597, %595
  store float %598, ptr addrspace(3) %596, align 4, !tbaa !16
  %599 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 488), align 8, !tbaa !16
  %600 = fmul float %588, %599
  %601 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %602 = load float, ptr addrspace(3) %601, align 8, !tbaa !16
  %603 = fsub float %602, %600
  store float %603, ptr addrspace(3) %601, align 8, !tbaa !16
  %604 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 492), align 4, !tbaa !16
  %605 = fmul float %588, %604
  %606 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %607 = load float, ptr addrspace(3) %606, align 4, !tbaa !16
  %608 = fsub float %607, %605
  store float %608, ptr addrspace(3) %606, align 4, !tbaa !16
  %609 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 496), align 16, !tbaa !16
  %610 = fmul float %588, %609
  %611 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %612 = load float, ptr addrspace(3) %611, align 16, !tbaa !16
  %613 = fsub float %612, %610
  store float %613, ptr addrspace(3) %611, align 16, !tbaa !16
  %614 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 500), align 4, !tbaa !16
  %615 = fmul float %588, %614
  %616 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %617 = load float, ptr addrspace(3) %616, align 4, !tbaa !16
  %618 = fsub float %617, %615
  store float %618, ptr addrspace(3) %616, align 4, !tbaa !16
  %619 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 504), align 8, !tbaa !16
  %620 = fmul float %588, %619
  %621 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %622 = load float, ptr addrspace(3) %621, align 8, !tbaa !16
  %623 = fsub float %622, %620
  store float %623, ptr addrspace(3) %621, align 8, !tbaa !16
  %624 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 508), align 4, !tbaa !16
  %625 = fmul float %588, %624
  %626 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %627 = load float, ptr addrspace(3) %626, align 4, !tbaa !16
  %628 = fsub float %627, %625
  store float %628, ptr addrspace(3) %626, align 4, !tbaa !16
  br label %629

629:                                              ; preds = %586, %585
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %630 = icmp ugt i32 %2, 8
  br i1 %630, label %631, label %636

631:                                              ; preds = %629
  %632 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %633 = load float, ptr addrspace(3) %632, align 16, !tbaa !16
  %634 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 544), align 16, !tbaa !16
  %635 = fdiv float %633, %634
  store float %635, ptr addrspace(3) %632, align 16, !tbaa !16
  br label %636

636:                                              ; preds = %631, %629
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %630, label %637, label %675

637:                                              ; preds = %636
  %638 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 8
  %639 = load float, ptr addrspace(3) %638, align 16, !tbaa !16
  %640 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 548), align 4, !tbaa !16
  %641 = fmul float %639, %640
  %642 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %643 = load float, ptr addrspace(3) %642, align 4, !tbaa !16
  %644 = fsub float %643, %641
  store float %644, ptr addrspace(3) %642, align 4, !tbaa !16
  %645 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 552), align 8, !tbaa !16
  %646 = fmul float %639, %645
  %647 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %648 = load float, ptr addrspace(3) %647, align 8, !tbaa !16
  %649 = fsub float %648, %646
  store float %649, ptr addrspace(3) %647, align 8, !tbaa !16
  %650 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 556), align 4, !tbaa !16
  %651 = fmul float %639, %650
  %652 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %653 = load float, ptr addrspace(3) %652, align 4, !tbaa !16
  %654 = fsub float %653, %651
  store float %654, ptr addrspace(3) %652, align 4, !tbaa !16
  %655 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 560), align 16, !tbaa !16
  %656 = fmul float %639, %655
  %657 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %658 = load float, ptr addrspace(3) %657, align 16, !tbaa !16
  %659 = fsub float %658, %656
  store float %659, ptr addrspace(3) %657, align 16, !tbaa !16
  %660 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 564), align 4, !tbaa !16
  %661 = fmul float %639, %660
  %662 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %663 = load float, ptr addrspace(3) %662, align 4, !tbaa !16
  %664 = fsub float %663, %661
  store float %664, ptr addrspace(3) %662, align 4, !tbaa !16
  %665 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 568), align 8, !tbaa !16
  %666 = fmul float %639, %665
  %667 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %668 = load float, ptr addrspace(3) %667, align 8, !tbaa !16
  %669 = fsub float %668, %666
  store float %669, ptr addrspace(3) %667, align 8, !tbaa !16
  %670 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 572), align 4, !tbaa !16
  %671 = fmul float %639, %670
  %672 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %673 = load float, ptr addrspace(3) %672, align 4, !tbaa !16
  %674 = fsub float %673, %671
  store float %674, ptr addrspace(3) %672, align 4, !tbaa !16
  br label %675

675:                                              ; preds = %637, %636
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %676 = icmp ugt i32 %2, 9
  br i1 %676, label %677, label %682

677:                                              ; preds = %675
  %678 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %679 = load float, ptr addrspace(3) %678, align 4, !tbaa !16
  %680 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 612), align 4, !tbaa !16
  %681 = fdiv float %679, %680
  store float %681, ptr addrspace(3) %678, align 4, !tbaa !16
  br label %682

682:                                              ; preds = %677, %675
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %676, label %683, label %716

683:                                              ; preds = %682
  %684 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 9
  %685 = load float, ptr addrspace(3) %684, align 4, !tbaa !16
  %686 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 616), align 8, !tbaa !16
  %687 = fmul float %685, %686
  %688 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %689 = load float, ptr addrspace(3) %688, align 8, !tbaa !16
  %690 = fsub float %689, %687
  store float %690, ptr addrspace(3) %688, align 8, !tbaa !16
  %691 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 620), align 4, !tbaa !16
  %692 = fmul float %685, %691
  %693 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %694 = load float, ptr addrspace(3) %693, align 4, !tbaa !16
  %695 = fsub float %694, %692
  store float %695, ptr addrspace(3) %693, align 4, !tbaa !16
  %696 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 624), align 16, !tbaa !16
  %697 = fmul float %685, %696
  %698 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %699 = load float, ptr addrspace(3) %698, align 16, !tbaa !16
  %700 = fsub float %699, %697
  store float %700, ptr addrspace(3) %698, align 16, !tbaa !16
  %701 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 628), align 4, !tbaa !16
  %702 = fmul float %685, %701
  %703 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %704 = load float, ptr addrspace(3) %703, align 4, !tbaa !16
  %705 = fsub float %704, %702
  store float %705, ptr addrspace(3) %703, align 4, !tbaa !16
  %706 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 632), align 8, !tbaa !16
  %707 = fmul float %685, %706
  %708 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %709 = load float, ptr addrspace(3) %708, align 8, !tbaa !16
  %710 = fsub float %709, %707
  store float %710, ptr addrspace(3) %708, align 8, !tbaa !16
  %711 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 636), align 4, !tbaa !16
  %712 = fmul float %685, %711
  %713 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %714 = load float, ptr addrspace(3) %713, align 4, !tbaa !16
  %715 = fsub float %714, %712
  store float %715, ptr addrspace(3) %713, align 4, !tbaa !16
  br label %716

716:                                              ; preds = %683, %682
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %717 = icmp ugt i32 %2, 10
  br i1 %717, label %718, label %723

718:                                              ; preds = %716
  %719 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %720 = load float, ptr addrspace(3) %719, align 8, !tbaa !16
  %721 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 680), align 8, !tbaa !16
  %722 = fdiv float %720, %721
  store float %722, ptr addrspace(3) %719, align 8, !tbaa !16
  br label %723

723:                                              ; preds = %718, %716
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %717, label %724, label %752

724:                                              ; preds = %723
  %725 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 10
  %726 = load float, ptr addrspace(3) %725, align 8, !tbaa !16
  %727 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 684), align 4, !tbaa !16
  %728 = fmul float %726, %727
  %729 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %730 = load float, ptr addrspace(3) %729, align 4, !tbaa !16
  %731 = fsub float %730, %728
  store float %731, ptr addrspace(3) %729, align 4, !tbaa !16
  %732 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 688), align 16, !tbaa !16
  %733 = fmul float %726, %732
  %734 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %735 = load float, ptr addrspace(3) %734, align 16, !tbaa !16
  %736 = fsub float %735, %733
  store float %736, ptr addrspace(3) %734, align 16, !tbaa !16
  %737 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 692), align 4, !tbaa !16
  %738 = fmul float %726, %737
  %739 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %740 = load float, ptr addrspace(3) %739, align 4, !tbaa !16
  %741 = fsub float %740, %738
  store float %741, ptr addrspace(3) %739, align 4, !tbaa !16
  %742 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 696), align 8, !tbaa !16
  %743 = fmul float %726, %742
  %744 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %745 = load float, ptr addrspace(3) %744, align 8, !tbaa !16
  %746 = fsub float %745, %743
  store float %746, ptr addrspace(3) %744, align 8, !tbaa !16
  %747 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 700), align 4, !tbaa !16
  %748 = fmul float %726, %747
  %749 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %750 = load float, ptr addrspace(3) %749, align 4, !tbaa !16
  %751 = fsub float %750, %748
  store float %751, ptr addrspace(3) %749, align 4, !tbaa !16
  br label %752

752:                                              ; preds = %724, %723
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %753 = icmp ugt i32 %2, 11
  br i1 %753, label %754, label %759

754:                                              ; preds = %752
  %755 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %756 = load float, ptr addrspace(3) %755, align 4, !tbaa !16
  %757 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 748), align 4, !tbaa !16
  %758 = fdiv float %756, %757
  store float %758, ptr addrspace(3) %755, align 4, !tbaa !16
  br label %759

759:                                              ; preds = %754, %752
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %753, label %760, label %783

760:                                              ; preds = %759
  %761 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 11
  %762 = load float, ptr addrspace(3) %761, align 4, !tbaa !16
  %763 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 752), align 16, !tbaa !16
  %764 = fmul float %762, %763
  %765 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %766 = load float, ptr addrspace(3) %765, align 16, !tbaa !16
  %767 = fsub float %766, %764
  store float %767, ptr addrspace(3) %765, align 16, !tbaa !16
  %768 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 756), align 4, !tbaa !16
  %769 = fmul float %762, %768
  %770 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %771 = load float, ptr addrspace(3) %770, align 4, !tbaa !16
  %772 = fsub float %771, %769
  store float %772, ptr addrspace(3) %770, align 4, !tbaa !16
  %773 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 760), align 8, !tbaa !16
  %774 = fmul float %762, %773
  %775 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %776 = load float, ptr addrspace(3) %775, align 8, !tbaa !16
  %777 = fsub float %776, %774
  store float %777, ptr addrspace(3) %775, align 8, !tbaa !16
  %778 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 764), align 4, !tbaa !16
  %779 = fmul float %762, %778
  %780 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %781 = load float, ptr addrspace(3) %780, align 4, !tbaa !16
  %782 = fsub float %781, %779
  store float %782, ptr addrspace(3) %780, align 4, !tbaa !16
  br label %783

783:                                              ; preds = %760, %759
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %784 = icmp ugt i32 %2, 12
  br i1 %784, label %785, label %790

785:                                              ; preds = %783
  %786 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %787 = load float, ptr addrspace(3) %786, align 16, !tbaa !16
  %788 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 816), align 16, !tbaa !16
  %789 = fdiv float %787, %788
  store float %789, ptr addrspace(3) %786, align 16, !tbaa !16
  br label %790

790:                                              ; preds = %785, %783
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %784, label %791, label %809

791:                                              ; preds = %790
  %792 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 12
  %793 = load float, ptr addrspace(3) %792, align 16, !tbaa !16
  %794 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 820), align 4, !tbaa !16
  %795 = fmul float %793, %794
  %796 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %797 = load float, ptr addrspace(3) %796, align 4, !tbaa !16
  %798 = fsub float %797, %795
  store float %798, ptr addrspace(3) %796, align 4, !tbaa !16
  %799 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 824), align 8, !tbaa !16
  %800 = fmul float %793, %799
  %801 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %802 = load float, ptr addrspace(3) %801, align 8, !tbaa !16
  %803 = fsub float %802, %800
  store float %803, ptr addrspace(3) %801, align 8, !tbaa !16
  %804 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 828), align 4, !tbaa !16
  %805 = fmul float %793, %804
  %806 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %807 = load float, ptr addrspace(3) %806, align 4, !tbaa !16
  %808 = fsub float %807, %805
  store float %808, ptr addrspace(3) %806, align 4, !tbaa !16
  br label %809

809:                                              ; preds = %791, %790
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %810 = icmp ugt i32 %2, 13
  br i1 %810, label %811, label %816

811:                                              ; preds = %809
  %812 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %813 = load float, ptr addrspace(3) %812, align 4, !tbaa !16
  %814 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 884), align 4, !tbaa !16
  %815 = fdiv float %813, %814
  store float %815, ptr addrspace(3) %812, align 4, !tbaa !16
  br label %816

816:                                              ; preds = %811, %809
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %810, label %817, label %830

817:                                              ; preds = %816
  %818 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 13
  %819 = load float, ptr addrspace(3) %818, align 4, !tbaa !16
  %820 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 888), align 8, !tbaa !16
  %821 = fmul float %819, %820
  %822 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %823 = load float, ptr addrspace(3) %822, align 8, !tbaa !16
  %824 = fsub float %823, %821
  store float %824, ptr addrspace(3) %822, align 8, !tbaa !16
  %825 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 892), align 4, !tbaa !16
  %826 = fmul float %819, %825
  %827 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %828 = load float, ptr addrspace(3) %827, align 4, !tbaa !16
  %829 = fsub float %828, %826
  store float %829, ptr addrspace(3) %827, align 4, !tbaa !16
  br label %830

830:                                              ; preds = %817, %816
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %831 = icmp ugt i32 %2, 14
  br i1 %831, label %832, label %837

832:                                              ; preds = %830
  %833 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %834 = load float, ptr addrspace(3) %833, align 8, !tbaa !16
  %835 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 952), align 8, !tbaa !16
  %836 = fdiv float %834, %835
  store float %836, ptr addrspace(3) %833, align 8, !tbaa !16
  br label %837

837:                                              ; preds = %832, %830
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %831, label %838, label %846

838:                                              ; preds = %837
  %839 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 14
  %840 = load float, ptr addrspace(3) %839, align 8, !tbaa !16
  %841 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ9lud_blockE1s, i32 956), align 4, !tbaa !16
  %842 = fmul float %840, %841
  %843 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @_ZZ9lud_blockE1s, i32 0, i32 %2, i32 15
  %844 = load float, ptr addrspace(3) %843, align 4, !tbaa !16
  %845 = fsub float %844, %842
  store float %845, ptr addrspace(3) %843, align 4, !tbaa !16
  br label %846

846:                                              ; preds = %838, %837
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %847 = load float, ptr addrspace(3) %6, align 4, !tbaa !16
  store float %847, ptr addrspace(1) %4, align 4, !tbaa !16
  %848 = load float, ptr addrspace(3) %11, align 4, !tbaa !16
  store float %848, ptr addrspace(1) %9, align 4, !tbaa !16
  %849 = load float, ptr addrspace(3) %16, align 4, !tbaa !16
  store float %849, ptr addrspace(1) %14, align 4, !tbaa !16
  %850 = load float, ptr addrspace(3) %21, align 4, !tbaa !16
  store float %850, ptr addrspace(1) %19, align 4, !tbaa !16
  %851 = load float, ptr addrspace(3) %26, align 4, !tbaa !16
  store float %851, ptr addrspace(1) %24, align 4, !tbaa !16
  %852 = load float, ptr addrspace(3) %31, align 4, !tbaa !16
  store float %852, ptr addrspace(1) %29, align 4, !tbaa !16
  %853 = load float, ptr addrspace(3) %36, align 4, !tbaa !16
  store float %853, ptr addrspace(1) %34, align 4, !tbaa !16
  %854 = load float, ptr addrspace(3) %41, align 4, !tbaa !16
  store float %854, ptr addrspace(1) %39, align 4, !tbaa !16
  %855 = load float, ptr addrspace(3) %46, align 4, !tbaa !16
  store float %855, ptr addrspace(1) %44, align 4, !tbaa !16
  %856 = load float, ptr addrspace(3) %51, align 4, !tbaa !16
  store float %856, ptr addrspace(1) %49, align 4, !tbaa !16
  %857 = load float, ptr addrspace(3) %56, align 4, !tbaa !16
  store float %857, ptr addrspace(1) %54, align 4, !tbaa !16
  %858 = load float, ptr addrspace(3) %61, align 4, !tbaa !16
  store float %858, ptr addrspace(1) %59, align 4, !tbaa !16
  %859 = load float, ptr addrspace(3) %66, align 4, !tbaa !16
  store float %859, ptr addrspace(1) %64, align 4, !tbaa !16
  %860 = load float, ptr addrspace(3) %71, align 4, !tbaa !16
  store float %860, ptr addrspace(1) %69, align 4, !tbaa !16
  %861 = load float, ptr addrspace(3) %76, align 4, !tbaa !16
  store float %861, ptr addrspace(1) %74, align 4, !tbaa !16
  %862 = load float, ptr addrspace(3) %81, align 4, !tbaa !16
  store float %862, ptr addrspace(1) %79, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bp_adjust(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #4 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !5, !invariant.load !6, !noundef !6
  %13 = zext nneg i16 %12 to i32
  %14 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !5, !invariant.load !6, !noundef !6
  %16 = mul i32 %9, %13
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %18 = add i32 %16, %17
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = zext nneg i16 %15 to i32
  %21 = mul i32 %19, %20
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %23 = add i32 %21, %22
  %24 = icmp slt i32 %18, %4
  %25 = icmp slt i32 %23, %5
  %26 = select i1 %24, i1 %25, i1 false
  br i1 %26, label %27, label %46

27:                                               ; preds = %8
  %28 = mul nsw i32 %23, %4
  %29 = add nsw i32 %28, %18
  %30 = sext i32 %18 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !16
  %33 = fmul float %32, %6
  %34 = sext i32 %23 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !16
  %37 = fmul float %33, %36
  %38 = sext i32 %29 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !16
  %41 = fmul float %40, %7
  %42 = fadd float %37, %41
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !16
  %45 = fadd float %44, %42
  store float %45, ptr addrspace(1) %43, align 4, !tbaa !16
  store float %42, ptr addrspace(1) %39, align 4, !tbaa !16
  br label %46

46:                                               ; preds = %8, %27
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @nn_dist(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, float noundef %2, float noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %28

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %16
  %18 = load <2 x float>, ptr addrspace(1) %17, align 8, !tbaa !7
  %19 = extractelement <2 x float> %18, i64 0
  %20 = fsub float %2, %19
  %21 = fmul float %20, %20
  %22 = extractelement <2 x float> %18, i64 1
  %23 = fsub float %3, %22
  %24 = fmul float %23, %23
  %25 = fadd float %21, %24
  %26 = tail call float @llvm.sqrt.f32(float %25)
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !16
  br label %28

28:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
