; ModuleID = 'poly_blas.cl'
source_filename = "poly_blas.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @gemm(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !9, !invariant.load !10, !noundef !10
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add nsw i32 %14, %15
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %18 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 14
  %19 = load i16, ptr addrspace(4) %18, align 2, !range !9, !invariant.load !10, !noundef !10
  %20 = zext nneg i16 %19 to i32
  %21 = mul nsw i32 %17, %20
  %22 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %23 = add nsw i32 %21, %22
  %24 = icmp slt i32 %23, %5
  %25 = icmp slt i32 %16, %6
  %26 = select i1 %24, i1 %25, i1 false
  br i1 %26, label %27, label %57

27:                                               ; preds = %8
  %28 = icmp sgt i32 %7, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %27
  %30 = mul nsw i32 %23, %7
  br label %41

31:                                               ; preds = %41, %27
  %32 = phi float [ 0.000000e+00, %27 ], [ %54, %41 ]
  %33 = mul nsw i32 %23, %6
  %34 = add nsw i32 %33, %16
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !11, !amdgpu.noclobber !10
  %38 = fmul float %37, %4
  %39 = fmul float %32, %3
  %40 = fadd float %39, %38
  store float %40, ptr addrspace(1) %36, align 4, !tbaa !11
  br label %57

41:                                               ; preds = %29, %41
  %42 = phi i32 [ 0, %29 ], [ %55, %41 ]
  %43 = phi float [ 0.000000e+00, %29 ], [ %54, %41 ]
  %44 = add nsw i32 %42, %30
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !11, !amdgpu.noclobber !10
  %48 = mul nsw i32 %42, %6
  %49 = add nsw i32 %48, %16
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !11, !amdgpu.noclobber !10
  %53 = fmul float %47, %52
  %54 = fadd float %43, %53
  %55 = add nuw nsw i32 %42, 1
  %56 = icmp eq i32 %55, %7
  br i1 %56, label %31, label %41

57:                                               ; preds = %8, %31
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mm_plain(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul nsw i32 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add nsw i32 %19, %20
  %22 = icmp slt i32 %21, %3
  %23 = icmp slt i32 %14, %4
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %51

25:                                               ; preds = %6
  %26 = icmp sgt i32 %5, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %25
  %28 = mul nsw i32 %21, %5
  br label %35

29:                                               ; preds = %35, %25
  %30 = phi float [ 0.000000e+00, %25 ], [ %48, %35 ]
  %31 = mul nsw i32 %21, %4
  %32 = add nsw i32 %31, %14
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  store float %30, ptr addrspace(1) %34, align 4, !tbaa !11
  br label %51

35:                                               ; preds = %27, %35
  %36 = phi i32 [ 0, %27 ], [ %49, %35 ]
  %37 = phi float [ 0.000000e+00, %27 ], [ %48, %35 ]
  %38 = add nsw i32 %36, %28
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !11, !amdgpu.noclobber !10
  %42 = mul nsw i32 %36, %4
  %43 = add nsw i32 %42, %14
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !11, !amdgpu.noclobber !10
  %47 = fmul float %41, %46
  %48 = fadd float %37, %47
  %49 = add nuw nsw i32 %36, 1
  %50 = icmp eq i32 %49, %5
  br i1 %50, label %29, label %35

51:                                               ; preds = %6, %29
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @syrk(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !16 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul nsw i32 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add nsw i32 %19, %20
  %22 = icmp slt i32 %21, %4
  %23 = icmp slt i32 %14, %4
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %54

25:                                               ; preds = %6
  %26 = mul nsw i32 %21, %4
  %27 = add nsw i32 %26, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !11, !amdgpu.noclobber !10
  %31 = fmul float %30, %3
  %32 = icmp sgt i32 %5, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %25
  %34 = mul nsw i32 %21, %5
  %35 = mul nsw i32 %14, %5
  br label %38

36:                                               ; preds = %38, %25
  %37 = phi float [ %31, %25 ], [ %51, %38 ]
  store float %37, ptr addrspace(1) %29, align 4, !tbaa !11
  br label %54

38:                                               ; preds = %33, %38
  %39 = phi i32 [ 0, %33 ], [ %52, %38 ]
  %40 = phi float [ %31, %33 ], [ %51, %38 ]
  %41 = add nsw i32 %39, %34
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !11, !amdgpu.noclobber !10
  %45 = fmul float %44, %2
  %46 = add nsw i32 %39, %35
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !11, !amdgpu.noclobber !10
  %50 = fmul float %45, %49
  %51 = fadd float %40, %50
  %52 = add nuw nsw i32 %39, 1
  %53 = icmp eq i32 %52, %5
  br i1 %53, label %36, label %38

54:                                               ; preds = %6, %36
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @syr2k(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !9, !invariant.load !10, !noundef !10
  %12 = zext nneg i16 %11 to i32
  %13 = mul nsw i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add nsw i32 %13, %14
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %17 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 14
  %18 = load i16, ptr addrspace(4) %17, align 2, !range !9, !invariant.load !10, !noundef !10
  %19 = zext nneg i16 %18 to i32
  %20 = mul nsw i32 %16, %19
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %22 = add nsw i32 %20, %21
  %23 = icmp slt i32 %22, %5
  %24 = icmp slt i32 %15, %5
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %62

26:                                               ; preds = %7
  %27 = mul nsw i32 %22, %5
  %28 = add nsw i32 %27, %15
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !11, !amdgpu.noclobber !10
  %32 = fmul float %31, %4
  %33 = icmp sgt i32 %6, 0
  br i1 %33, label %34, label %37

34:                                               ; preds = %26
  %35 = mul nsw i32 %22, %6
  %36 = mul nsw i32 %15, %6
  br label %39

37:                                               ; preds = %39, %26
  %38 = phi float [ %32, %26 ], [ %59, %39 ]
  store float %38, ptr addrspace(1) %30, align 4, !tbaa !11
  br label %62

39:                                               ; preds = %34, %39
  %40 = phi i32 [ 0, %34 ], [ %60, %39 ]
  %41 = phi float [ %32, %34 ], [ %59, %39 ]
  %42 = add nsw i32 %40, %35
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !11, !amdgpu.noclobber !10
  %46 = fmul float %45, %3
  %47 = add nsw i32 %40, %36
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !11, !amdgpu.noclobber !10
  %51 = fmul float %46, %50
  %52 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %43
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !11, !amdgpu.noclobber !10
  %54 = fmul float %53, %3
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %48
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !11, !amdgpu.noclobber !10
  %57 = fmul float %54, %56
  %58 = fadd float %51, %57
  %59 = fadd float %41, %58
  %60 = add nuw nsw i32 %40, 1
  %61 = icmp eq i32 %60, %6
  br i1 %61, label %37, label %39

62:                                               ; preds = %7, %37
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @gesummv(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !6 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !9, !invariant.load !10, !noundef !10
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add nsw i32 %14, %15
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %50

18:                                               ; preds = %8
  %19 = icmp sgt i32 %7, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = mul nsw i32 %16, %7
  br label %31

22:                                               ; preds = %31, %18
  %23 = phi float [ 0.000000e+00, %18 ], [ %43, %31 ]
  %24 = phi float [ 0.000000e+00, %18 ], [ %47, %31 ]
  %25 = sext i32 %16 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !11
  %27 = fmul float %23, %5
  %28 = fmul float %24, %6
  %29 = fadd float %27, %28
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !11
  br label %50

31:                                               ; preds = %20, %31
  %32 = phi i32 [ 0, %20 ], [ %48, %31 ]
  %33 = phi float [ 0.000000e+00, %20 ], [ %47, %31 ]
  %34 = phi float [ 0.000000e+00, %20 ], [ %43, %31 ]
  %35 = add nsw i32 %32, %21
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !11, !amdgpu.noclobber !10
  %39 = zext nneg i32 %32 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !11, !amdgpu.noclobber !10
  %42 = fmul float %38, %41
  %43 = fadd float %34, %42
  %44 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %36
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !11, !amdgpu.noclobber !10
  %46 = fmul float %41, %45
  %47 = fadd float %33, %46
  %48 = add nuw nsw i32 %32, 1
  %49 = icmp eq i32 %48, %7
  br i1 %49, label %22, label %31

50:                                               ; preds = %8, %22
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mvt(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !16 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = icmp slt i32 %14, %5
  br i1 %15, label %16, label %52

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !11, !amdgpu.noclobber !10
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !11, !amdgpu.noclobber !10
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %25

23:                                               ; preds = %16
  %24 = mul nsw i32 %14, %5
  br label %28

25:                                               ; preds = %28, %16
  %26 = phi float [ %19, %16 ], [ %40, %28 ]
  %27 = phi float [ %21, %16 ], [ %49, %28 ]
  store float %26, ptr addrspace(1) %18, align 4, !tbaa !11
  store float %27, ptr addrspace(1) %20, align 4, !tbaa !11
  br label %52

28:                                               ; preds = %23, %28
  %29 = phi i32 [ 0, %23 ], [ %50, %28 ]
  %30 = phi float [ %21, %23 ], [ %49, %28 ]
  %31 = phi float [ %19, %23 ], [ %40, %28 ]
  %32 = add nsw i32 %29, %24
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !11, !amdgpu.noclobber !10
  %36 = zext nneg i32 %29 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !11, !amdgpu.noclobber !10
  %39 = fmul float %35, %38
  %40 = fadd float %31, %39
  %41 = mul nuw nsw i32 %29, %5
  %42 = add nsw i32 %41, %14
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !11, !amdgpu.noclobber !10
  %46 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %36
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !11, !amdgpu.noclobber !10
  %48 = fmul float %45, %47
  %49 = fadd float %30, %48
  %50 = add nuw nsw i32 %29, 1
  %51 = icmp eq i32 %50, %5
  br i1 %51, label %25, label %28

52:                                               ; preds = %6, %25
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @bicg_s(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %36

15:                                               ; preds = %5
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %21, label %17

17:                                               ; preds = %21, %15
  %18 = phi float [ 0.000000e+00, %15 ], [ %33, %21 ]
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  store float %18, ptr addrspace(1) %20, align 4, !tbaa !11
  br label %36

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %34, %21 ], [ 0, %15 ]
  %23 = phi float [ %33, %21 ], [ 0.000000e+00, %15 ]
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !11, !amdgpu.noclobber !10
  %27 = mul nsw i32 %22, %4
  %28 = add nsw i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !11, !amdgpu.noclobber !10
  %32 = fmul float %26, %31
  %33 = fadd float %23, %32
  %34 = add nuw nsw i32 %22, 1
  %35 = icmp eq i32 %34, %3
  br i1 %35, label %17, label %21

36:                                               ; preds = %5, %17
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @bicg_q(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %37

15:                                               ; preds = %5
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = mul nsw i32 %13, %4
  br label %23

19:                                               ; preds = %23, %15
  %20 = phi float [ 0.000000e+00, %15 ], [ %34, %23 ]
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  store float %20, ptr addrspace(1) %22, align 4, !tbaa !11
  br label %37

23:                                               ; preds = %17, %23
  %24 = phi i32 [ 0, %17 ], [ %35, %23 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %34, %23 ]
  %26 = add nsw i32 %24, %18
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !11, !amdgpu.noclobber !10
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !11, !amdgpu.noclobber !10
  %33 = fmul float %29, %32
  %34 = fadd float %25, %33
  %35 = add nuw nsw i32 %24, 1
  %36 = icmp eq i32 %35, %4
  br i1 %36, label %19, label %23

37:                                               ; preds = %5, %19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @atax_1(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %37

15:                                               ; preds = %5
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = mul nsw i32 %13, %4
  br label %23

19:                                               ; preds = %23, %15
  %20 = phi float [ 0.000000e+00, %15 ], [ %34, %23 ]
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  store float %20, ptr addrspace(1) %22, align 4, !tbaa !11
  br label %37

23:                                               ; preds = %17, %23
  %24 = phi i32 [ 0, %17 ], [ %35, %23 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %34, %23 ]
  %26 = add nsw i32 %24, %18
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !11, !amdgpu.noclobber !10
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !11, !amdgpu.noclobber !10
  %33 = fmul float %29, %32
  %34 = fadd float %25, %33
  %35 = add nuw nsw i32 %24, 1
  %36 = icmp eq i32 %35, %4
  br i1 %36, label %19, label %23

37:                                               ; preds = %5, %19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @atax_2(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %36

15:                                               ; preds = %5
  %16 = icmp sgt i32 %3, 0
  br i1 %16, label %21, label %17

17:                                               ; preds = %21, %15
  %18 = phi float [ 0.000000e+00, %15 ], [ %33, %21 ]
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  store float %18, ptr addrspace(1) %20, align 4, !tbaa !11
  br label %36

21:                                               ; preds = %15, %21
  %22 = phi i32 [ %34, %21 ], [ 0, %15 ]
  %23 = phi float [ %33, %21 ], [ 0.000000e+00, %15 ]
  %24 = mul nsw i32 %22, %4
  %25 = add nsw i32 %24, %13
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !11, !amdgpu.noclobber !10
  %29 = zext nneg i32 %22 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !11, !amdgpu.noclobber !10
  %32 = fmul float %28, %31
  %33 = fadd float %23, %32
  %34 = add nuw nsw i32 %22, 1
  %35 = icmp eq i32 %34, %3
  br i1 %35, label %17, label %21

36:                                               ; preds = %5, %17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @gemver_1(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !29 !kernel_arg_access_qual !16 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !36 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul nsw i32 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add nsw i32 %19, %20
  %22 = icmp slt i32 %21, %5
  %23 = icmp slt i32 %14, %5
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %45

25:                                               ; preds = %6
  %26 = mul nsw i32 %21, %5
  %27 = add nsw i32 %26, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !11, !amdgpu.noclobber !10
  %31 = sext i32 %21 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !11, !amdgpu.noclobber !10
  %34 = sext i32 %14 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !11, !amdgpu.noclobber !10
  %37 = fmul float %33, %36
  %38 = fadd float %30, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !11, !amdgpu.noclobber !10
  %41 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %34
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !11, !amdgpu.noclobber !10
  %43 = fmul float %40, %42
  %44 = fadd float %38, %43
  store float %44, ptr addrspace(1) %29, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %6, %25
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @doitgen(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !range !9, !invariant.load !10, !noundef !10
  %18 = zext nneg i16 %17 to i32
  %19 = mul nsw i32 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add nsw i32 %19, %20
  %22 = icmp slt i32 %14, %5
  %23 = icmp slt i32 %21, %4
  %24 = select i1 %22, i1 %23, i1 false
  %25 = icmp sgt i32 %3, 0
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %57

27:                                               ; preds = %6
  %28 = icmp sgt i32 %5, 0
  br label %29

29:                                               ; preds = %27, %34
  %30 = phi i32 [ 0, %27 ], [ %39, %34 ]
  %31 = mul nsw i32 %30, %4
  %32 = add nsw i32 %31, %21
  %33 = mul nsw i32 %32, %5
  br i1 %28, label %41, label %34

34:                                               ; preds = %41, %29
  %35 = phi float [ 0.000000e+00, %29 ], [ %54, %41 ]
  %36 = add nsw i32 %33, %14
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  store float %35, ptr addrspace(1) %38, align 4, !tbaa !11
  %39 = add nuw nsw i32 %30, 1
  %40 = icmp eq i32 %39, %3
  br i1 %40, label %57, label %29

41:                                               ; preds = %29, %41
  %42 = phi i32 [ %55, %41 ], [ 0, %29 ]
  %43 = phi float [ %54, %41 ], [ 0.000000e+00, %29 ]
  %44 = add nsw i32 %42, %33
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !11
  %48 = mul nuw nsw i32 %42, %5
  %49 = add nsw i32 %48, %14
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !11
  %53 = fmul float %47, %52
  %54 = fadd float %43, %53
  %55 = add nuw nsw i32 %42, 1
  %56 = icmp eq i32 %55, %5
  br i1 %56, label %34, label %41

57:                                               ; preds = %34, %6
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!8 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!18 = !{!"", !"const", !"const", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!20 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!21 = !{!"", !"const", !"", !"", !"", !""}
!22 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!25 = !{!"", !"const", !"const", !"", !"", !"", !""}
!26 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!27 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float", !"float", !"int"}
!28 = !{!"", !"", !"const", !"const", !"const", !"", !"", !""}
!29 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!30 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!31 = !{!"", !"", !"const", !"const", !"const", !""}
!32 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none"}
!34 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!35 = !{!"", !"const", !"const", !"", !""}
!36 = !{!"", !"const", !"const", !"const", !"const", !""}
