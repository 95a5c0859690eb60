; ModuleID = 'hip_more.hip'
source_filename = "hip_more.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 16
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 16
@_ZZ11conv1d_tileE4tile = internal unnamed_addr addrspace(3) global [68 x float] undef, align 16
@sh = external hidden local_unnamed_addr addrspace(3) global [0 x float], align 4
@_ZZ10gemv_blockE4part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 16
@_ZZ13jacobi_sharedE1a = internal unnamed_addr addrspace(3) global [66 x float] undef, align 16
@_ZZ13jacobi_sharedE1b = internal unnamed_addr addrspace(3) global [66 x float] undef, align 16
@_ZZ10bitonic128E1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 16
@__hip_cuid_7941b9837b609c19 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_7941b9837b609c19 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %8 = shl i32 %7, 3
  %9 = add i32 %8, %6
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = shl i32 %10, 3
  %12 = add i32 %11, %5
  %13 = sdiv i32 %3, 8
  %14 = icmp sgt i32 %3, 7
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %36

16:                                               ; preds = %4
  %17 = add i32 %15, %5
  %18 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 %5
  %19 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 %6, i32 %5
  %20 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 0
  %21 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 0, i32 %5
  %22 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 1
  %23 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 1, i32 %5
  %24 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 2
  %25 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 2, i32 %5
  %26 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 3
  %27 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 3, i32 %5
  %28 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 4
  %29 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 4, i32 %5
  %30 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 5
  %31 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 5, i32 %5
  %32 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 6
  %33 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 6, i32 %5
  %34 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2As, i32 0, i32 %6, i32 7
  %35 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @_ZZ12matmul_tiledE2Bs, i32 0, i32 7, i32 %5
  br label %41

36:                                               ; preds = %41, %4
  %37 = phi float [ 0.000000e+00, %4 ], [ %86, %41 ]
  %38 = add nsw i32 %15, %12
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  store float %37, ptr addrspace(1) %40, align 4, !tbaa !5
  ret void

41:                                               ; preds = %16, %41
  %42 = phi i32 [ 0, %16 ], [ %87, %41 ]
  %43 = phi float [ 0.000000e+00, %16 ], [ %86, %41 ]
  %44 = shl nsw i32 %42, 3
  %45 = add i32 %17, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !5
  store float %48, ptr addrspace(3) %18, align 4, !tbaa !5
  %49 = add nuw nsw i32 %44, %6
  %50 = mul nuw nsw i32 %49, %3
  %51 = add nsw i32 %50, %12
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !5
  store float %54, ptr addrspace(3) %19, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %55 = load float, ptr addrspace(3) %20, align 16, !tbaa !5
  %56 = load float, ptr addrspace(3) %21, align 4, !tbaa !5
  %57 = fmul float %55, %56
  %58 = fadd float %43, %57
  %59 = load float, ptr addrspace(3) %22, align 4, !tbaa !5
  %60 = load float, ptr addrspace(3) %23, align 4, !tbaa !5
  %61 = fmul float %59, %60
  %62 = fadd float %58, %61
  %63 = load float, ptr addrspace(3) %24, align 8, !tbaa !5
  %64 = load float, ptr addrspace(3) %25, align 4, !tbaa !5
  %65 = fmul float %63, %64
  %66 = fadd float %62, %65
  %67 = load float, ptr addrspace(3) %26, align 4, !tbaa !5
  %68 = load float, ptr addrspace(3) %27, align 4, !tbaa !5
  %69 = fmul float %67, %68
  %70 = fadd float %66, %69
  %71 = load float, ptr addrspace(3) %28, align 16, !tbaa !5
  %72 = load float, ptr addrspace(3) %29, align 4, !tbaa !5
  %73 = fmul float %71, %72
  %74 = fadd float %70, %73
  %75 = load float, ptr addrspace(3) %30, align 4, !tbaa !5
  %76 = load float, ptr addrspace(3) %31, align 4, !tbaa !5
  %77 = fmul float %75, %76
  %78 = fadd float %74, %77
  %79 = load float, ptr addrspace(3) %32, align 8, !tbaa !5
  %80 = load float, ptr addrspace(3) %33, align 4, !tbaa !5
  %81 = fmul float %79, %80
  %82 = fadd float %78, %81
  %83 = load float, ptr addrspace(3) %34, align 4, !tbaa !5
  %84 = load float, ptr addrspace(3) %35, align 4, !tbaa !5
  %85 = fmul float %83, %84
  %86 = fadd float %82, %85
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %87 = add nuw nsw i32 %42, 1
  %88 = icmp eq i32 %87, %13
  br i1 %88, label %36, label %41, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @conv1d_tile(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = shl i32 %6, 6
  %8 = add i32 %7, %5
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %14

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %4, %10
  %15 = phi float [ %13, %10 ], [ 0.000000e+00, %4 ]
  %16 = add nuw nsw i32 %5, 2
  %17 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %16
  store float %15, ptr addrspace(3) %17, align 4, !tbaa !5
  %18 = icmp ult i32 %5, 2
  br i1 %18, label %19, label %41

19:                                               ; preds = %14
  %20 = add nsw i32 %8, -2
  %21 = add nsw i32 %8, 64
  %22 = icmp sgt i32 %8, 1
  %23 = icmp slt i32 %20, %3
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %29

25:                                               ; preds = %19
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %19, %25
  %30 = phi float [ %28, %25 ], [ 0.000000e+00, %19 ]
  %31 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %5
  store float %30, ptr addrspace(3) %31, align 4, !tbaa !5
  %32 = icmp slt i32 %21, %3
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = sext i32 %21 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %29, %33
  %38 = phi float [ %36, %33 ], [ 0.000000e+00, %29 ]
  %39 = or disjoint i32 %5, 66
  %40 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %39
  store float %38, ptr addrspace(3) %40, align 4, !tbaa !5
  br label %41

41:                                               ; preds = %37, %14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %9, label %42, label %76

42:                                               ; preds = %41
  %43 = load float, ptr addrspace(1) %2, align 4, !tbaa !5
  %44 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %5
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !5
  %46 = fmul float %43, %45
  %47 = fadd float %46, 0.000000e+00
  %48 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !5
  %50 = add nuw nsw i32 %5, 1
  %51 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %50
  %52 = load float, ptr addrspace(3) %51, align 4, !tbaa !5
  %53 = fmul float %49, %52
  %54 = fadd float %47, %53
  %55 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !5
  %57 = load float, ptr addrspace(3) %17, align 4, !tbaa !5
  %58 = fmul float %56, %57
  %59 = fadd float %54, %58
  %60 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !5
  %62 = add nuw nsw i32 %5, 3
  %63 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %62
  %64 = load float, ptr addrspace(3) %63, align 4, !tbaa !5
  %65 = fmul float %61, %64
  %66 = fadd float %59, %65
  %67 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !5
  %69 = add nuw nsw i32 %5, 4
  %70 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ11conv1d_tileE4tile, i32 0, i32 %69
  %71 = load float, ptr addrspace(3) %70, align 4, !tbaa !5
  %72 = fmul float %68, %71
  %73 = fadd float %66, %72
  %74 = sext i32 %8 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  store float %73, ptr addrspace(1) %75, align 4, !tbaa !5
  br label %76

76:                                               ; preds = %42, %41
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @life(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !11, !invariant.load !12, !noundef !12
  %9 = zext nneg i16 %8 to i32
  %10 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %11 = load i16, ptr addrspace(4) %10, align 2, !range !11, !invariant.load !12, !noundef !12
  %12 = mul i32 %5, %9
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = zext nneg i16 %11 to i32
  %17 = mul i32 %15, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add i32 %17, %18
  %20 = icmp slt i32 %14, %2
  %21 = icmp slt i32 %19, %3
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %119

23:                                               ; preds = %4
  %24 = add i32 %19, %3
  %25 = add i32 %14, %2
  %26 = add i32 %24, -1
  %27 = srem i32 %26, %3
  %28 = mul nsw i32 %27, %2
  %29 = add i32 %25, -1
  %30 = srem i32 %29, %2
  %31 = add nsw i32 %28, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !13
  %35 = zext i8 %34 to i32
  %36 = srem i32 %26, %3
  %37 = mul nsw i32 %36, %2
  %38 = srem i32 %25, %2
  %39 = add nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %40
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !13
  %43 = zext i8 %42 to i32
  %44 = add nuw nsw i32 %35, %43
  %45 = srem i32 %26, %3
  %46 = mul nsw i32 %45, %2
  %47 = add i32 %25, 1
  %48 = srem i32 %47, %2
  %49 = add nsw i32 %46, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %50
  %52 = load i8, ptr addrspace(1) %51, align 1, !tbaa !13
  %53 = zext i8 %52 to i32
  %54 = add nuw nsw i32 %44, %53
  %55 = srem i32 %24, %3
  %56 = mul nsw i32 %55, %2
  %57 = add i32 %25, -1
  %58 = srem i32 %57, %2
  %59 = add nsw i32 %56, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1, !tbaa !13
  %63 = zext i8 %62 to i32
  %64 = add nuw nsw i32 %54, %63
  %65 = srem i32 %24, %3
  %66 = mul nsw i32 %65, %2
  %67 = add i32 %25, 1
  %68 = srem i32 %67, %2
  %69 = add nsw i32 %66, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %70
  %72 = load i8, ptr addrspace(1) %71, align 1, !tbaa !13
  %73 = zext i8 %72 to i32
  %74 = add nuw nsw i32 %64, %73
  %75 = add i32 %24, 1
  %76 = srem i32 %75, %3
  %77 = mul nsw i32 %76, %2
  %78 = add i32 %25, -1
  %79 = srem i32 %78, %2
  %80 = add nsw i32 %77, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %81
  %83 = load i8, ptr addrspace(1) %82, align 1, !tbaa !13
  %84 = zext i8 %83 to i32
  %85 = add nuw nsw i32 %74, %84
  %86 = srem i32 %75, %3
  %87 = mul nsw i32 %86, %2
  %88 = srem i32 %25, %2
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %90
  %92 = load i8, ptr addrspace(1) %91, align 1, !tbaa !13
  %93 = zext i8 %92 to i32
  %94 = add nuw nsw i32 %85, %93
  %95 = srem i32 %75, %3
  %96 = mul nsw i32 %95, %2
  %97 = add i32 %25, 1
  %98 = srem i32 %97, %2
  %99 = add nsw i32 %96, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %100
  %102 = load i8, ptr addrspace(1) %101, align 1, !tbaa !13
  %103 = zext i8 %102 to i32
  %104 = add nuw nsw i32 %94, %103
  %105 = mul nsw i32 %19, %2
  %106 = add nsw i32 %105, %14
  %107 = sext i32 %106 to i64
  %108 = icmp eq i32 %104, 3
  br i1 %108, label %115, label %109

109:                                              ; preds = %23
  %110 = icmp eq i32 %104, 2
  %111 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %107
  %112 = load i8, ptr addrspace(1) %111, align 1, !tbaa !13
  %113 = icmp ne i8 %112, 0
  %114 = and i1 %113, %110
  br label %115

115:                                              ; preds = %109, %23
  %116 = phi i1 [ true, %23 ], [ %114, %109 ]
  %117 = zext i1 %116 to i8
  %118 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %107
  store i8 %117, ptr addrspace(1) %118, align 1, !tbaa !13
  br label %119

119:                                              ; preds = %4, %115
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @dyn_sumsq(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !11, !invariant.load !12, !noundef !12
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = add i32 %10, %4
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !5
  br label %17

17:                                               ; preds = %3, %13
  %18 = phi float [ %16, %13 ], [ 0.000000e+00, %3 ]
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds [0 x float], ptr addrspace(3) @sh, i32 0, i32 %4
  store float %19, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp ult i16 %8, 2
  br i1 %21, label %22, label %24

22:                                               ; preds = %34, %17
  %23 = icmp eq i32 %4, 0
  br i1 %23, label %36, label %40

24:                                               ; preds = %17, %34
  %25 = phi i32 [ %26, %34 ], [ %9, %17 ]
  %26 = lshr i32 %25, 1
  %27 = icmp ult i32 %4, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %24
  %29 = add nuw nsw i32 %26, %4
  %30 = getelementptr inbounds [0 x float], ptr addrspace(3) @sh, i32 0, i32 %29
  %31 = load float, ptr addrspace(3) %30, align 4, !tbaa !5
  %32 = load float, ptr addrspace(3) %20, align 4, !tbaa !5
  %33 = fadd float %31, %32
  store float %33, ptr addrspace(3) %20, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %28, %24
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %35 = icmp ult i32 %25, 4
  br i1 %35, label %22, label %24, !llvm.loop !14

36:                                               ; preds = %22
  %37 = zext i32 %5 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(3) @sh, align 4, !tbaa !5
  store float %39, ptr addrspace(1) %38, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %36, %22
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @gemv_block(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = icmp slt i32 %5, %3
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = mul nsw i32 %6, %3
  br label %14

10:                                               ; preds = %14, %4
  %11 = phi float [ 0.000000e+00, %4 ], [ %25, %14 ]
  %12 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ10gemv_blockE4part, i32 0, i32 %5
  store float %11, ptr addrspace(3) %12, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %13 = icmp ult i32 %5, 16
  br i1 %13, label %28, label %34

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %5, %8 ], [ %26, %14 ]
  %16 = phi float [ 0.000000e+00, %8 ], [ %25, %14 ]
  %17 = add nsw i32 %15, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = zext nneg i32 %15 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = fmul float %20, %23
  %25 = fadd float %16, %24
  %26 = add nuw nsw i32 %15, 32
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %14, label %10, !llvm.loop !15

28:                                               ; preds = %10
  %29 = or disjoint i32 %5, 16
  %30 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ10gemv_blockE4part, i32 0, i32 %29
  %31 = load float, ptr addrspace(3) %30, align 4, !tbaa !5
  %32 = load float, ptr addrspace(3) %12, align 4, !tbaa !5
  %33 = fadd float %31, %32
  store float %33, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %28, %10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %35 = icmp ult i32 %5, 8
  br i1 %35, label %36, label %42

36:                                               ; preds = %34
  %37 = or disjoint i32 %5, 8
  %38 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ10gemv_blockE4part, i32 0, i32 %37
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !5
  %40 = load float, ptr addrspace(3) %12, align 4, !tbaa !5
  %41 = fadd float %39, %40
  store float %41, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %36, %34
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = icmp ult i32 %5, 4
  br i1 %43, label %44, label %50

44:                                               ; preds = %42
  %45 = or disjoint i32 %5, 4
  %46 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ10gemv_blockE4part, i32 0, i32 %45
  %47 = load float, ptr addrspace(3) %46, align 4, !tbaa !5
  %48 = load float, ptr addrspace(3) %12, align 4, !tbaa !5
  %49 = fadd float %47, %48
  store float %49, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %50

50:                                               ; preds = %44, %42
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %51 = icmp ult i32 %5, 2
  br i1 %51, label %52, label %58

52:                                               ; preds = %50
  %53 = or disjoint i32 %5, 2
  %54 = getelementptr inbounds [32 x float], ptr addrspace(3) @_ZZ10gemv_blockE4part, i32 0, i32 %53
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !5
  %56 = load float, ptr addrspace(3) %12, align 4, !tbaa !5
  %57 = fadd float %55, %56
  store float %57, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %58

58:                                               ; preds = %52, %50
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %59 = icmp eq i32 %5, 0
  br i1 %59, label %60, label %64

60:                                               ; preds = %58
  %61 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ10gemv_blockE4part, i32 4), align 4, !tbaa !5
  %62 = load float, ptr addrspace(3) %12, align 4, !tbaa !5
  %63 = fadd float %61, %62
  store float %63, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %64

64:                                               ; preds = %60, %58
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %65 = icmp eq i32 %5, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %64
  %67 = sext i32 %6 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = load float, ptr addrspace(3) @_ZZ10gemv_blockE4part, align 16, !tbaa !5
  store float %69, ptr addrspace(1) %68, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %66, %64
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @axpy_vec4(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #6 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !11, !invariant.load !12, !noundef !12
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = sdiv i32 %3, 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %4
  %16 = sext i32 %12 to i64
  %17 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %16
  %18 = load <4 x float>, ptr addrspace(1) %17, align 16, !tbaa !13
  %19 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %16
  %20 = load <4 x float>, ptr addrspace(1) %19, align 16, !tbaa !13
  %21 = insertelement <4 x float> poison, float %2, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = fmul <4 x float> %22, %18
  %24 = fadd <4 x float> %23, %20
  store <4 x float> %24, ptr addrspace(1) %19, align 16, !tbaa !13
  br label %40

25:                                               ; preds = %4
  %26 = sub nsw i32 %12, %13
  %27 = mul i32 %13, 4
  %28 = sub i32 %3, %27
  %29 = icmp slt i32 %26, %28
  br i1 %29, label %30, label %40

30:                                               ; preds = %25
  %31 = shl nsw i32 %13, 2
  %32 = add nsw i32 %26, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !5
  %36 = fmul float %35, %2
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !5
  %39 = fadd float %36, %38
  store float %39, ptr addrspace(1) %37, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %25, %30, %15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @collatz64(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !11, !invariant.load !12, !noundef !12
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %35

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %14
  %16 = load i64, ptr addrspace(1) %15, align 8, !tbaa !16
  %17 = icmp eq i64 %16, 1
  br i1 %17, label %32, label %18

18:                                               ; preds = %13, %28
  %19 = phi i32 [ %30, %28 ], [ 0, %13 ]
  %20 = phi i64 [ %29, %28 ], [ %16, %13 ]
  %21 = and i64 %20, 1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = mul i64 %20, 3
  %25 = add i64 %24, 1
  br label %28

26:                                               ; preds = %18
  %27 = lshr exact i64 %20, 1
  br label %28

28:                                               ; preds = %26, %23
  %29 = phi i64 [ %25, %23 ], [ %27, %26 ]
  %30 = add nuw nsw i32 %19, 1
  %31 = icmp eq i64 %29, 1
  br i1 %31, label %32, label %18, !llvm.loop !18

32:                                               ; preds = %28, %13
  %33 = phi i32 [ 0, %13 ], [ %30, %28 ]
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !19
  br label %35

35:                                               ; preds = %3, %32
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pattern_count(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #8 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !11, !invariant.load !12, !noundef !12
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = add nsw i32 %12, 4
  %14 = icmp sgt i32 %13, %3
  br i1 %14, label %22, label %15

15:                                               ; preds = %4
  %16 = sext i32 %12 to i64
  %17 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 1
  %19 = icmp eq i32 %18, %2
  br i1 %19, label %20, label %22

20:                                               ; preds = %15
  %21 = atomicrmw add ptr addrspace(1) %0, i32 1 syncscope("agent-one-as") monotonic, align 4
  br label %22

22:                                               ; preds = %15, %20, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @run_starts(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !11, !invariant.load !12, !noundef !12
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %28

13:                                               ; preds = %3
  %14 = icmp eq i32 %11, 0
  br i1 %14, label %24, label %15

15:                                               ; preds = %13
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  %18 = getelementptr i8, ptr addrspace(1) %17, i64 -4
  %19 = load <2 x i32>, ptr addrspace(1) %18, align 4, !tbaa !19
  %20 = extractelement <2 x i32> %19, i64 0
  %21 = extractelement <2 x i32> %19, i64 1
  %22 = icmp ne i32 %21, %20
  %23 = zext i1 %22 to i32
  br label %24

24:                                               ; preds = %13, %15
  %25 = phi i64 [ %16, %15 ], [ 0, %13 ]
  %26 = phi i32 [ %23, %15 ], [ 1, %13 ]
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !19
  br label %28

28:                                               ; preds = %24, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @jacobi_shared(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = add nuw nsw i32 %4, 1
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !5
  %9 = getelementptr inbounds [66 x float], ptr addrspace(3) @_ZZ13jacobi_sharedE1a, i32 0, i32 %5
  store float %8, ptr addrspace(3) %9, align 4, !tbaa !5
  %10 = getelementptr inbounds [66 x float], ptr addrspace(3) @_ZZ13jacobi_sharedE1b, i32 0, i32 %5
  store float %8, ptr addrspace(3) %10, align 4, !tbaa !5
  %11 = icmp eq i32 %4, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = load float, ptr addrspace(1) %0, align 4, !tbaa !5
  store float %13, ptr addrspace(3) @_ZZ13jacobi_sharedE1b, align 16, !tbaa !5
  store float %13, ptr addrspace(3) @_ZZ13jacobi_sharedE1a, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 260
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !5
  store float %15, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ13jacobi_sharedE1b, i32 260), align 4, !tbaa !5
  store float %15, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ13jacobi_sharedE1a, i32 260), align 4, !tbaa !5
  br label %16

16:                                               ; preds = %12, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %16
  %19 = getelementptr inbounds [66 x float], ptr addrspace(3) @_ZZ13jacobi_sharedE1a, i32 0, i32 %4
  %20 = add nuw nsw i32 %4, 2
  %21 = getelementptr inbounds [66 x float], ptr addrspace(3) @_ZZ13jacobi_sharedE1a, i32 0, i32 %20
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %6
  br label %25

23:                                               ; preds = %25, %16
  %24 = load float, ptr addrspace(3) %9, align 4, !tbaa !5
  store float %24, ptr addrspace(1) %7, align 4, !tbaa !5
  ret void

25:                                               ; preds = %18, %25
  %26 = phi i32 [ 0, %18 ], [ %34, %25 ]
  %27 = load float, ptr addrspace(3) %19, align 4, !tbaa !5
  %28 = load float, ptr addrspace(3) %21, align 4, !tbaa !5
  %29 = fadd float %27, %28
  %30 = load float, ptr addrspace(1) %22, align 4, !tbaa !5
  %31 = fsub float %29, %30
  %32 = fmul float %31, 5.000000e-01
  store float %32, ptr addrspace(3) %10, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %33 = load float, ptr addrspace(3) %10, align 4, !tbaa !5
  store float %33, ptr addrspace(3) %9, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = add nuw nsw i32 %26, 1
  %35 = icmp eq i32 %34, %2
  br i1 %35, label %23, label %25, !llvm.loop !21
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @bitonic128(ptr addrspace(1) nocapture noundef %0) local_unnamed_addr #2 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = add nsw i32 %4, %2
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !19
  %9 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %2
  store i32 %8, ptr addrspace(3) %9, align 4, !tbaa !19
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 256
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !19
  %12 = add nuw nsw i32 %2, 64
  %13 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %12
  store i32 %11, ptr addrspace(3) %13, align 4, !tbaa !19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %14 = shl nuw nsw i32 %2, 1
  %15 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %16 = load <2 x i32>, ptr addrspace(3) %15, align 8, !tbaa !19
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = extractelement <2 x i32> %16, i64 1
  %19 = icmp slt i32 %17, %18
  %20 = and i32 %2, 1
  %21 = icmp ne i32 %20, 0
  %22 = xor i1 %21, %19
  br i1 %22, label %359, label %362

23:                                               ; preds = %362
  store i32 %370, ptr addrspace(3) %367, align 4, !tbaa !19
  store i32 %368, ptr addrspace(3) %369, align 4, !tbaa !19
  br label %24

24:                                               ; preds = %23, %362
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %26 = load <2 x i32>, ptr addrspace(3) %25, align 8, !tbaa !19
  %27 = extractelement <2 x i32> %26, i64 0
  %28 = extractelement <2 x i32> %26, i64 1
  %29 = icmp slt i32 %27, %28
  %30 = and i32 %2, 2
  %31 = icmp ne i32 %30, 0
  %32 = xor i1 %31, %29
  br i1 %32, label %33, label %36

33:                                               ; preds = %24
  %34 = or disjoint i32 %14, 1
  %35 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %34
  store i32 %28, ptr addrspace(3) %25, align 8, !tbaa !19
  store i32 %27, ptr addrspace(3) %35, align 4, !tbaa !19
  br label %36

36:                                               ; preds = %33, %24
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = and i32 %2, 3
  %38 = sub nsw i32 %14, %37
  %39 = add nsw i32 %38, 4
  %40 = and i32 %38, 8
  %41 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %38
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !19
  %43 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %39
  %44 = load i32, ptr addrspace(3) %43, align 4, !tbaa !19
  %45 = icmp slt i32 %42, %44
  %46 = icmp ne i32 %40, 0
  %47 = xor i1 %46, %45
  br i1 %47, label %48, label %49

48:                                               ; preds = %36
  store i32 %44, ptr addrspace(3) %41, align 4, !tbaa !19
  store i32 %42, ptr addrspace(3) %43, align 4, !tbaa !19
  br label %49

49:                                               ; preds = %48, %36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %50 = and i32 %2, 1
  %51 = sub nsw i32 %14, %50
  %52 = add nsw i32 %51, 2
  %53 = and i32 %51, 8
  %54 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %51
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !19
  %56 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %52
  %57 = load i32, ptr addrspace(3) %56, align 4, !tbaa !19
  %58 = icmp slt i32 %55, %57
  %59 = icmp ne i32 %53, 0
  %60 = xor i1 %59, %58
  br i1 %60, label %61, label %62

61:                                               ; preds = %49
  store i32 %57, ptr addrspace(3) %54, align 4, !tbaa !19
  store i32 %55, ptr addrspace(3) %56, align 4, !tbaa !19
  br label %62

62:                                               ; preds = %61, %49
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %64 = load <2 x i32>, ptr addrspace(3) %63, align 8, !tbaa !19
  %65 = extractelement <2 x i32> %64, i64 0
  %66 = extractelement <2 x i32> %64, i64 1
  %67 = icmp slt i32 %65, %66
  %68 = and i32 %2, 4
  %69 = icmp ne i32 %68, 0
  %70 = xor i1 %69, %67
  br i1 %70, label %71, label %74

71:                                               ; preds = %62
  %72 = or disjoint i32 %14, 1
  %73 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %72
  store i32 %66, ptr addrspace(3) %63, align 8, !tbaa !19
  store i32 %65, ptr addrspace(3) %73, align 4, !tbaa !19
  br label %74

74:                                               ; preds = %71, %62
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %75 = and i32 %2, 7
  %76 = sub nsw i32 %14, %75
  %77 = add nsw i32 %76, 8
  %78 = and i32 %76, 16
  %79 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %76
  %80 = load i32, ptr addrspace(3) %79, align 4, !tbaa !19
  %81 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %77
  %82 = load i32, ptr addrspace(3) %81, align 4, !tbaa !19
  %83 = icmp slt i32 %80, %82
  %84 = icmp ne i32 %78, 0
  %85 = xor i1 %84, %83
  br i1 %85, label %86, label %87

86:                                               ; preds = %74
  store i32 %82, ptr addrspace(3) %79, align 4, !tbaa !19
  store i32 %80, ptr addrspace(3) %81, align 4, !tbaa !19
  br label %87

87:                                               ; preds = %86, %74
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %88 = and i32 %2, 3
  %89 = sub nsw i32 %14, %88
  %90 = add nsw i32 %89, 4
  %91 = and i32 %89, 16
  %92 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %89
  %93 = load i32, ptr addrspace(3) %92, align 4, !tbaa !19
  %94 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %90
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !19
  %96 = icmp slt i32 %93, %95
  %97 = icmp ne i32 %91, 0
  %98 = xor i1 %97, %96
  br i1 %98, label %99, label %100

99:                                               ; preds = %87
  store i32 %95, ptr addrspace(3) %92, align 4, !tbaa !19
  store i32 %93, ptr addrspace(3) %94, align 4, !tbaa !19
  br label %100

100:                                              ; preds = %99, %87
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %101 = and i32 %2, 1
  %102 = sub nsw i32 %14, %101
  %103 = add nsw i32 %102, 2
  %104 = and i32 %102, 16
  %105 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %102
  %106 = load i32, ptr addrspace(3) %105, align 4, !tbaa !19
  %107 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %103
  %108 = load i32, ptr addrspace(3) %107, align 4, !tbaa !19
  %109 = icmp slt i32 %106, %108
  %110 = icmp ne i32 %104, 0
  %111 = xor i1 %110, %109
  br i1 %111, label %112, label %113

112:                                              ; preds = %100
  store i32 %108, ptr addrspace(3) %105, align 4, !tbaa !19
  store i32 %106, ptr addrspace(3) %107, align 4, !tbaa !19
  br label %113

113:                                              ; preds = %112, %100
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %114 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %115 = load <2 x i32>, ptr addrspace(3) %114, align 8, !tbaa !19
  %116 = extractelement <2 x i32> %115, i64 0
  %117 = extractelement <2 x i32> %115, i64 1
  %118 = icmp slt i32 %116, %117
  %119 = and i32 %2, 8
  %120 = icmp ne i32 %119, 0
  %121 = xor i1 %120, %118
  br i1 %121, label %122, label %125

122:                                              ; preds = %113
  %123 = or disjoint i32 %14, 1
  %124 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %123
  store i32 %117, ptr addrspace(3) %114, align 8, !tbaa !19
  store i32 %116, ptr addrspace(3) %124, align 4, !tbaa !19
  br label %125

125:                                              ; preds = %122, %113
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %126 = and i32 %2, 15
  %127 = sub nsw i32 %14, %126
  %128 = add nsw i32 %127, 16
  %129 = and i32 %127, 32
  %130 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %127
  %131 = load i32, ptr addrspace(3) %130, align 4, !tbaa !19
  %132 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %128
  %133 = load i32, ptr addrspace(3) %132, align 4, !tbaa !19
  %134 = icmp slt i32 %131, %133
  %135 = icmp ne i32 %129, 0
  %136 = xor i1 %135, %134
  br i1 %136, label %137, label %138

137:                                              ; preds = %125
  store i32 %133, ptr addrspace(3) %130, align 4, !tbaa !19
  store i32 %131, ptr addrspace(3) %132, align 4, !tbaa !19
  br label %138

138:                                              ; preds = %137, %125
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %139 = and i32 %2, 7
  %140 = sub nsw i32 %14, %139
  %141 = add nsw i32 %140, 8
  %142 = and i32 %140, 32
  %143 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %140
  %144 = load i32, ptr addrspace(3) %143, align 4, !tbaa !19
  %145 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %141
  %146 = load i32, ptr addrspace(3) %145, align 4, !tbaa !19
  %147 = icmp slt i32 %144, %146
  %148 = icmp ne i32 %142, 0
  %149 = xor i1 %148, %147
  br i1 %149, label %150, label %151

150:                                              ; preds = %138
  store i32 %146, ptr addrspace(3) %143, align 4, !tbaa !19
  store i32 %144, ptr addrspace(3) %145, align 4, !tbaa !19
  br label %151

151:                                              ; preds = %150, %138
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %152 = and i32 %2, 3
  %153 = sub nsw i32 %14, %152
  %154 = add nsw i32 %153, 4
  %155 = and i32 %153, 32
  %156 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %153
  %157 = load i32, ptr addrspace(3) %156, align 4, !tbaa !19
  %158 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %154
  %159 = load i32, ptr addrspace(3) %158, align 4, !tbaa !19
  %160 = icmp slt i32 %157, %159
  %161 = icmp ne i32 %155, 0
  %162 = xor i1 %161, %160
  br i1 %162, label %163, label %164

163:                                              ; preds = %151
  store i32 %159, ptr addrspace(3) %156, align 4, !tbaa !19
  store i32 %157, ptr addrspace(3) %158, align 4, !tbaa !19
  br label %164

164:                                              ; preds = %163, %151
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %165 = and i32 %2, 1
  %166 = sub nsw i32 %14, %165
  %167 = add nsw i32 %166, 2
  %168 = and i32 %166, 32
  %169 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %166
  %170 = load i32, ptr addrspace(3) %169, align 4, !tbaa !19
  %171 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %167
  %172 = load i32, ptr addrspace(3) %171, align 4, !tbaa !19
  %173 = icmp slt i32 %170, %172
  %174 = icmp ne i32 %168, 0
  %175 = xor i1 %174, %173
  br i1 %175, label %176, label %177

176:                                              ; preds = %164
  store i32 %172, ptr addrspace(3) %169, align 4, !tbaa !19
  store i32 %170, ptr addrspace(3) %171, align 4, !tbaa !19
  br label %177

177:                                              ; preds = %176, %164
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %178 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %179 = load <2 x i32>, ptr addrspace(3) %178, align 8, !tbaa !19
  %180 = extractelement <2 x i32> %179, i64 0
  %181 = extractelement <2 x i32> %179, i64 1
  %182 = icmp slt i32 %180, %181
  %183 = and i32 %2, 16
  %184 = icmp ne i32 %183, 0
  %185 = xor i1 %184, %182
  br i1 %185, label %186, label %189

186:                                              ; preds = %177
  %187 = or disjoint i32 %14, 1
  %188 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %187
  store i32 %181, ptr addrspace(3) %178, align 8, !tbaa !19
  store i32 %180, ptr addrspace(3) %188, align 4, !tbaa !19
  br label %189

189:                                              ; preds = %186, %177
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %190 = and i32 %2, 31
  %191 = sub nsw i32 %14, %190
  %192 = add nsw i32 %191, 32
  %193 = and i32 %191, 64
  %194 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %191
  %195 = load i32, ptr addrspace(3) %194, align 4, !tbaa !19
  %196 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %192
  %197 = load i32, ptr addrspace(3) %196, align 4, !tbaa !19
  %198 = icmp slt i32 %195, %197
  %199 = icmp ne i32 %193, 0
  %200 = xor i1 %199, %198
  br i1 %200, label %201, label %202

201:                                              ; preds = %189
  store i32 %197, ptr addrspace(3) %194, align 4, !tbaa !19
  store i32 %195, ptr addrspace(3) %196, align 4, !tbaa !19
  br label %202

202:                                              ; preds = %201, %189
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %203 = and i32 %2, 15
  %204 = sub nsw i32 %14, %203
  %205 = add nsw i32 %204, 16
  %206 = and i32 %204, 64
  %207 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %204
  %208 = load i32, ptr addrspace(3) %207, align 4, !tbaa !19
  %209 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %205
  %210 = load i32, ptr addrspace(3) %209, align 4, !tbaa !19
  %211 = icmp slt i32 %208, %210
  %212 = icmp ne i32 %206, 0
  %213 = xor i1 %212, %211
  br i1 %213, label %214, label %215

214:                                              ; preds = %202
  store i32 %210, ptr addrspace(3) %207, align 4, !tbaa !19
  store i32 %208, ptr addrspace(3) %209, align 4, !tbaa !19
  br label %215

215:                                              ; preds = %214, %202
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %216 = and i32 %2, 7
  %217 = sub nsw i32 %14, %216
  %218 = add nsw i32 %217, 8
  %219 = and i32 %217, 64
  %220 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %217
  %221 = load i32, ptr addrspace(3) %220, align 4, !tbaa !19
  %222 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %218
  %223 = load i32, ptr addrspace(3) %222, align 4, !tbaa !19
  %224 = icmp slt i32 %221, %223
  %225 = icmp ne i32 %219, 0
  %226 = xor i1 %225, %224
  br i1 %226, label %227, label %228

227:                                              ; preds = %215
  store i32 %223, ptr addrspace(3) %220, align 4, !tbaa !19
  store i32 %221, ptr addrspace(3) %222, align 4, !tbaa !19
  br label %228

228:                                              ; preds = %227, %215
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %229 = and i32 %2, 3
  %230 = sub nsw i32 %14, %229
  %231 = add nsw i32 %230, 4
  %232 = and i32 %230, 64
  %233 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %230
  %234 = load i32, ptr addrspace(3) %233, align 4, !tbaa !19
  %235 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %231
  %236 = load i32, ptr addrspace(3) %235, align 4, !tbaa !19
  %237 = icmp slt i32 %234, %236
  %238 = icmp ne i32 %232, 0
  %239 = xor i1 %238, %237
  br i1 %239, label %240, label %241

240:                                              ; preds = %228
  store i32 %236, ptr addrspace(3) %233, align 4, !tbaa !19
  store i32 %234, ptr addrspace(3) %235, align 4, !tbaa !19
  br label %241

241:                                              ; preds = %240, %228
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %242 = and i32 %2, 1
  %243 = sub nsw i32 %14, %242
  %244 = add nsw i32 %243, 2
  %245 = and i32 %243, 64
  %246 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %243
  %247 = load i32, ptr addrspace(3) %246, align 4, !tbaa !19
  %248 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %244
  %249 = load i32, ptr addrspace(3) %248, align 4, !tbaa !19
  %250 = icmp slt i32 %247, %249
  %251 = icmp ne i32 %245, 0
  %252 = xor i1 %251, %250
  br i1 %252, label %253, label %254

253:                                              ; preds = %241
  store i32 %249, ptr addrspace(3) %246, align 4, !tbaa !19
  store i32 %247, ptr addrspace(3) %248, align 4, !tbaa !19
  br label %254

254:                                              ; preds = %253, %241
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %255 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %256 = load <2 x i32>, ptr addrspace(3) %255, align 8, !tbaa !19
  %257 = extractelement <2 x i32> %256, i64 0
  %258 = extractelement <2 x i32> %256, i64 1
  %259 = icmp slt i32 %257, %258
  %260 = and i32 %2, 32
  %261 = icmp ne i32 %260, 0
  %262 = xor i1 %261, %259
  br i1 %262, label %263, label %266

263:                                              ; preds = %254
  %264 = or disjoint i32 %14, 1
  %265 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %264
  store i32 %258, ptr addrspace(3) %255, align 8, !tbaa !19
  store i32 %257, ptr addrspace(3) %265, align 4, !tbaa !19
  br label %266

266:                                              ; preds = %263, %254
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %267 = and i32 %2, 63
  %268 = sub nsw i32 %14, %267
  %269 = add nsw i32 %268, 64
  %270 = and i32 %268, 128
  %271 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %268
  %272 = load i32, ptr addrspace(3) %271, align 4, !tbaa !19
  %273 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %269
  %274 = load i32, ptr addrspace(3) %273, align 4, !tbaa !19
  %275 = icmp slt i32 %272, %274
  %276 = icmp ne i32 %270, 0
  %277 = xor i1 %276, %275
  br i1 %277, label %278, label %279

278:                                              ; preds = %266
  store i32 %274, ptr addrspace(3) %271, align 4, !tbaa !19
  store i32 %272, ptr addrspace(3) %273, align 4, !tbaa !19
  br label %279

279:                                              ; preds = %278, %266
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %280 = and i32 %2, 31
  %281 = sub nsw i32 %14, %280
  %282 = add nsw i32 %281, 32
  %283 = and i32 %281, 128
  %284 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %281
  %285 = load i32, ptr addrspace(3) %284, align 4, !tbaa !19
  %286 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %282
  %287 = load i32, ptr addrspace(3) %286, align 4, !tbaa !19
  %288 = icmp slt i32 %285, %287
  %289 = icmp ne i32 %283, 0
  %290 = xor i1 %289, %288
  br i1 %290, label %291, label %292

291:                                              ; preds = %279
  store i32 %287, ptr addrspace(3) %284, align 4, !tbaa !19
  store i32 %285, ptr addrspace(3) %286, align 4, !tbaa !19
  br label %292

292:                                              ; preds = %291, %279
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %293 = and i32 %2, 15
  %294 = sub nsw i32 %14, %293
  %295 = add nsw i32 %294, 16
  %296 = and i32 %294, 128
  %297 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %294
  %298 = load i32, ptr addrspace(3) %297, align 4, !tbaa !19
  %299 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %295
  %300 = load i32, ptr addrspace(3) %299, align 4, !tbaa !19
  %301 = icmp slt i32 %298, %300
  %302 = icmp ne i32 %296, 0
  %303 = xor i1 %302, %301
  br i1 %303, label %304, label %305

304:                                              ; preds = %292
  store i32 %300, ptr addrspace(3) %297, align 4, !tbaa !19
  store i32 %298, ptr addrspace(3) %299, align 4, !tbaa !19
  br label %305

305:                                              ; preds = %304, %292
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %306 = and i32 %2, 7
  %307 = sub nsw i32 %14, %306
  %308 = add nsw i32 %307, 8
  %309 = and i32 %307, 128
  %310 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %307
  %311 = load i32, ptr addrspace(3) %310, align 4, !tbaa !19
  %312 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %308
  %313 = load i32, ptr addrspace(3) %312, align 4, !tbaa !19
  %314 = icmp slt i32 %311, %313
  %315 = icmp ne i32 %309, 0
  %316 = xor i1 %315, %314
  br i1 %316, label %317, label %318

317:                                              ; preds = %305
  store i32 %313, ptr addrspace(3) %310, align 4, !tbaa !19
  store i32 %311, ptr addrspace(3) %312, align 4, !tbaa !19
  br label %318

318:                                              ; preds = %317, %305
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %319 = and i32 %2, 3
  %320 = sub nsw i32 %14, %319
  %321 = add nsw i32 %320, 4
  %322 = and i32 %320, 128
  %323 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %320
  %324 = load i32, ptr addrspace(3) %323, align 4, !tbaa !19
  %325 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %321
  %326 = load i32, ptr addrspace(3) %325, align 4, !tbaa !19
  %327 = icmp slt i32 %324, %326
  %328 = icmp ne i32 %322, 0
  %329 = xor i1 %328, %327
  br i1 %329, label %330, label %331

330:                                              ; preds = %318
  store i32 %326, ptr addrspace(3) %323, align 4, !tbaa !19
  store i32 %324, ptr addrspace(3) %325, align 4, !tbaa !19
  br label %331

331:                                              ; preds = %330, %318
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %332 = and i32 %2, 1
  %333 = sub nsw i32 %14, %332
  %334 = add nsw i32 %333, 2
  %335 = and i32 %333, 128
  %336 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %333
  %337 = load i32, ptr addrspace(3) %336, align 4, !tbaa !19
  %338 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %334
  %339 = load i32, ptr addrspace(3) %338, align 4, !tbaa !19
  %340 = icmp slt i32 %337, %339
  %341 = icmp ne i32 %335, 0
  %342 = xor i1 %341, %340
  br i1 %342, label %343, label %344

343:                                              ; preds = %331
  store i32 %339, ptr addrspace(3) %336, align 4, !tbaa !19
  store i32 %337, ptr addrspace(3) %338, align 4, !tbaa !19
  br label %344

344:                                              ; preds = %343, %331
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %345 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %14
  %346 = load <2 x i32>, ptr addrspace(3) %345, align 8, !tbaa !19
  %347 = extractelement <2 x i32> %346, i64 0
  %348 = extractelement <2 x i32> %346, i64 1
  %349 = icmp slt i32 %347, %348
  %350 = and i32 %2, 64
  %351 = icmp ne i32 %350, 0
  %352 = xor i1 %351, %349
  br i1 %352, label %353, label %356

353:                                              ; preds = %344
  %354 = or disjoint i32 %14, 1
  %355 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %354
  store i32 %348, ptr addrspace(3) %345, align 8, !tbaa !19
  store i32 %347, ptr addrspace(3) %355, align 4, !tbaa !19
  br label %356

356:                                              ; preds = %353, %344
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %357 = load i32, ptr addrspace(3) %9, align 4, !tbaa !19
  store i32 %357, ptr addrspace(1) %7, align 4, !tbaa !19
  %358 = load i32, ptr addrspace(3) %13, align 4, !tbaa !19
  store i32 %358, ptr addrspace(1) %10, align 4, !tbaa !19
  ret void

359:                                              ; preds = %1
  %360 = or disjoint i32 %14, 1
  %361 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %360
  store i32 %18, ptr addrspace(3) %15, align 8, !tbaa !19
  store i32 %17, ptr addrspace(3) %361, align 4, !tbaa !19
  br label %362

362:                                              ; preds = %359, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %363 = and i32 %2, 1
  %364 = sub nsw i32 %14, %363
  %365 = add nsw i32 %364, 2
  %366 = and i32 %364, 4
  %367 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %364
  %368 = load i32, ptr addrspace(3) %367, align 4, !tbaa !19
  %369 = getelementptr inbounds [128 x i32], ptr addrspace(3) @_ZZ10bitonic128E1s, i32 0, i32 %365
  %370 = load i32, ptr addrspace(3) %369, align 4, !tbaa !19
  %371 = icmp slt i32 %368, %370
  %372 = icmp ne i32 %366, 0
  %373 = xor i1 %372, %371
  br i1 %373, label %23, label %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_ops(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3) local_unnamed_addr #6 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !11, !invariant.load !12, !noundef !12
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %13
  %15 = load half, ptr addrspace(1) %14, align 2, !tbaa !22
  %16 = getelementptr inbounds half, ptr addrspace(1) %3, i64 %13
  %17 = load half, ptr addrspace(1) %16, align 2, !tbaa !22
  %18 = fmul half %15, %17
  %19 = fsub half %18, %15
  %20 = shl nsw i32 %12, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %21
  store half %19, ptr addrspace(1) %22, align 2, !tbaa !22
  %23 = fcmp ogt half %15, %17
  %24 = select i1 %23, half %15, half %17
  %25 = or disjoint i32 %20, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %26
  store half %24, ptr addrspace(1) %27, align 2, !tbaa !22
  %28 = fpext half %15 to float
  %29 = fpext half %17 to float
  %30 = fdiv float %28, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #9 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i16 1, i16 1025}
!12 = !{}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !7, i64 0}
!21 = distinct !{!21, !10}
!22 = !{!23, !23, i64 0}
!23 = !{!"_Float16", !7, i64 0}
