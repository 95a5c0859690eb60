; ModuleID = 'misc.cl'
source_filename = "misc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@conv_row.t = internal unnamed_addr addrspace(3) global [36 x float] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil2d_9pt(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  %23 = icmp sgt i32 %15, 0
  %24 = icmp sgt i32 %22, 0
  %25 = select i1 %23, i1 %24, i1 false
  %26 = add nsw i32 %2, -1
  %27 = icmp slt i32 %15, %26
  %28 = select i1 %25, i1 %27, i1 false
  %29 = add nsw i32 %3, -1
  %30 = icmp slt i32 %22, %29
  %31 = select i1 %28, i1 %30, i1 false
  br i1 %31, label %32, label %74

32:                                               ; preds = %7
  %33 = mul nsw i32 %22, %2
  %34 = add nsw i32 %33, %15
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !11, !amdgpu.noclobber !10
  %38 = fmul float %37, %4
  %39 = add nsw i32 %22, -1
  %40 = mul nsw i32 %39, %2
  %41 = add nsw i32 %40, %15
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !11, !amdgpu.noclobber !10
  %45 = add nuw nsw i32 %22, 1
  %46 = mul nsw i32 %45, %2
  %47 = add nsw i32 %46, %15
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !11, !amdgpu.noclobber !10
  %51 = fadd float %44, %50
  %52 = getelementptr i8, ptr addrspace(1) %36, i64 -4
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !11
  %54 = fadd float %51, %53
  %55 = getelementptr i8, ptr addrspace(1) %36, i64 4
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !11
  %57 = fadd float %54, %56
  %58 = fmul float %57, %5
  %59 = fadd float %38, %58
  %60 = getelementptr i8, ptr addrspace(1) %43, i64 -4
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !11
  %62 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !11
  %64 = fadd float %61, %63
  %65 = getelementptr i8, ptr addrspace(1) %49, i64 -4
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !11
  %67 = fadd float %64, %66
  %68 = getelementptr i8, ptr addrspace(1) %49, i64 4
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !11
  %70 = fadd float %67, %69
  %71 = fmul float %70, %6
  %72 = fadd float %59, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  store float %72, ptr addrspace(1) %73, align 4, !tbaa !11
  br label %74

74:                                               ; preds = %7, %32
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @conv_row(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = add nsw i32 %12, %6
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %15 = icmp slt i32 %13, %3
  br i1 %15, label %16, label %22

16:                                               ; preds = %5
  %17 = mul nsw i32 %14, %3
  %18 = add nsw i32 %13, %17
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %22

22:                                               ; preds = %5, %16
  %23 = phi float [ %21, %16 ], [ 0.000000e+00, %5 ]
  %24 = add nuw nsw i32 %6, 2
  %25 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %24
  store float %23, ptr addrspace(3) %25, align 4, !tbaa !11
  %26 = icmp ult i32 %6, 2
  br i1 %26, label %27, label %39

27:                                               ; preds = %22
  %28 = icmp sgt i32 %13, 1
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = mul nsw i32 %14, %3
  %31 = add nsw i32 %13, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr addrspace(1) %1, i64 %32
  %34 = getelementptr i8, ptr addrspace(1) %33, i64 -8
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %27, %29
  %37 = phi float [ %35, %29 ], [ 0.000000e+00, %27 ]
  %38 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %6
  store float %37, ptr addrspace(3) %38, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %36, %22
  %40 = icmp ugt i32 %6, 29
  br i1 %40, label %41, label %55

41:                                               ; preds = %39
  %42 = add nsw i32 %13, 2
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = mul nsw i32 %14, %3
  %46 = add nsw i32 %13, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr addrspace(1) %1, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 8
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %41, %44
  %52 = phi float [ %50, %44 ], [ 0.000000e+00, %41 ]
  %53 = add nuw nsw i32 %6, 4
  %54 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %53
  store float %52, ptr addrspace(3) %54, align 4, !tbaa !11
  br label %55

55:                                               ; preds = %51, %39
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %15, label %56, label %92

56:                                               ; preds = %55
  %57 = load float, ptr addrspace(1) %2, align 4, !tbaa !11, !amdgpu.noclobber !10
  %58 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %6
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !11
  %60 = fmul float %57, %59
  %61 = fadd float %60, 0.000000e+00
  %62 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !11, !amdgpu.noclobber !10
  %64 = add nuw nsw i32 %6, 1
  %65 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %64
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !11
  %67 = fmul float %63, %66
  %68 = fadd float %61, %67
  %69 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !11, !amdgpu.noclobber !10
  %71 = load float, ptr addrspace(3) %25, align 4, !tbaa !11
  %72 = fmul float %70, %71
  %73 = fadd float %68, %72
  %74 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !11, !amdgpu.noclobber !10
  %76 = add nuw nsw i32 %6, 3
  %77 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !11
  %79 = fmul float %75, %78
  %80 = fadd float %73, %79
  %81 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !11, !amdgpu.noclobber !10
  %83 = add nuw nsw i32 %6, 4
  %84 = getelementptr inbounds [36 x float], ptr addrspace(3) @conv_row.t, i32 0, i32 %83
  %85 = load float, ptr addrspace(3) %84, align 4, !tbaa !11
  %86 = fmul float %82, %85
  %87 = fadd float %80, %86
  %88 = mul nsw i32 %14, %3
  %89 = add nsw i32 %13, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %90
  store float %87, ptr addrspace(1) %91, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %56, %55
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @conv_col(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %15 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 14
  %16 = load i16, ptr addrspace(4) %15, align 2, !range !9, !invariant.load !10, !noundef !10
  %17 = zext nneg i16 %16 to i32
  %18 = mul nsw i32 %14, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = add nsw i32 %18, %19
  %21 = icmp slt i32 %13, %3
  %22 = icmp slt i32 %20, %4
  %23 = select i1 %21, i1 %22, i1 false
  br i1 %23, label %24, label %105

24:                                               ; preds = %5
  %25 = add nsw i32 %20, -2
  %26 = load float, ptr addrspace(1) %2, align 4, !tbaa !11, !amdgpu.noclobber !10
  %27 = icmp sgt i32 %20, 1
  %28 = icmp slt i32 %25, %4
  %29 = select i1 %27, i1 %28, i1 false
  br i1 %29, label %30, label %36

30:                                               ; preds = %24
  %31 = mul nsw i32 %25, %3
  %32 = add nsw i32 %31, %13
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %36

36:                                               ; preds = %24, %30
  %37 = phi float [ %35, %30 ], [ 0.000000e+00, %24 ]
  %38 = fmul float %26, %37
  %39 = fadd float %38, 0.000000e+00
  %40 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !11, !amdgpu.noclobber !10
  %42 = icmp sgt i32 %20, 0
  %43 = icmp sle i32 %20, %4
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %52

45:                                               ; preds = %36
  %46 = add nsw i32 %20, -1
  %47 = mul nsw i32 %46, %3
  %48 = add nsw i32 %47, %13
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %52

52:                                               ; preds = %45, %36
  %53 = phi float [ %51, %45 ], [ 0.000000e+00, %36 ]
  %54 = fmul float %41, %53
  %55 = fadd float %39, %54
  %56 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !11, !amdgpu.noclobber !10
  %58 = icmp sgt i32 %20, -1
  br i1 %58, label %59, label %65

59:                                               ; preds = %52
  %60 = mul nsw i32 %20, %3
  %61 = add nsw i32 %60, %13
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %65

65:                                               ; preds = %59, %52
  %66 = phi float [ %64, %59 ], [ 0.000000e+00, %52 ]
  %67 = fmul float %57, %66
  %68 = fadd float %55, %67
  %69 = add nsw i32 %20, 1
  %70 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !11, !amdgpu.noclobber !10
  %72 = icmp sgt i32 %20, -2
  %73 = icmp slt i32 %69, %4
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %75, label %81

75:                                               ; preds = %65
  %76 = mul nsw i32 %69, %3
  %77 = add nsw i32 %76, %13
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %81

81:                                               ; preds = %75, %65
  %82 = phi float [ %80, %75 ], [ 0.000000e+00, %65 ]
  %83 = fmul float %71, %82
  %84 = fadd float %68, %83
  %85 = add nsw i32 %20, 2
  %86 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !11, !amdgpu.noclobber !10
  %88 = icmp sgt i32 %20, -3
  %89 = icmp slt i32 %85, %4
  %90 = select i1 %88, i1 %89, i1 false
  br i1 %90, label %91, label %97

91:                                               ; preds = %81
  %92 = mul nsw i32 %85, %3
  %93 = add nsw i32 %92, %13
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %97

97:                                               ; preds = %91, %81
  %98 = phi float [ %96, %91 ], [ 0.000000e+00, %81 ]
  %99 = fmul float %87, %98
  %100 = fadd float %84, %99
  %101 = mul nsw i32 %20, %3
  %102 = add nsw i32 %101, %13
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %103
  store float %100, ptr addrspace(1) %104, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %5, %97
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @srad_coeff(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !16 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %15 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 14
  %16 = load i16, ptr addrspace(4) %15, align 2, !range !9, !invariant.load !10, !noundef !10
  %17 = zext nneg i16 %16 to i32
  %18 = mul nsw i32 %14, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = add nsw i32 %18, %19
  %21 = icmp slt i32 %13, %2
  %22 = icmp slt i32 %20, %3
  %23 = select i1 %21, i1 %22, i1 false
  br i1 %23, label %24, label %98

24:                                               ; preds = %5
  %25 = mul nsw i32 %20, %2
  %26 = add nsw i32 %25, %13
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !11, !amdgpu.noclobber !10
  %30 = icmp sgt i32 %20, 0
  %31 = add nsw i32 %20, -1
  %32 = select i1 %30, i32 %31, i32 0
  %33 = mul nsw i32 %32, %2
  %34 = add nsw i32 %33, %13
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !11, !amdgpu.noclobber !10
  %38 = fsub float %37, %29
  %39 = add nsw i32 %3, -1
  %40 = icmp slt i32 %20, %39
  %41 = add nsw i32 %20, 1
  %42 = select i1 %40, i32 %41, i32 %39
  %43 = mul nsw i32 %42, %2
  %44 = add nsw i32 %43, %13
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !11, !amdgpu.noclobber !10
  %48 = fsub float %47, %29
  %49 = icmp sgt i32 %13, 0
  %50 = add nsw i32 %13, -1
  %51 = select i1 %49, i32 %50, i32 0
  %52 = add nsw i32 %25, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !11, !amdgpu.noclobber !10
  %56 = fsub float %55, %29
  %57 = add nsw i32 %2, -1
  %58 = icmp slt i32 %13, %57
  %59 = add nsw i32 %13, 1
  %60 = select i1 %58, i32 %59, i32 %57
  %61 = add nsw i32 %25, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !11, !amdgpu.noclobber !10
  %65 = fsub float %64, %29
  %66 = fmul float %38, %38
  %67 = fmul float %48, %48
  %68 = fadd float %66, %67
  %69 = fmul float %56, %56
  %70 = fadd float %68, %69
  %71 = fmul float %65, %65
  %72 = fadd float %70, %71
  %73 = fmul float %29, %29
  %74 = fdiv float %72, %73
  %75 = fadd float %38, %48
  %76 = fadd float %75, %56
  %77 = fadd float %76, %65
  %78 = fdiv float %77, %29
  %79 = fmul float %74, 5.000000e-01
  %80 = fmul float %78, %78
  %81 = fmul float %80, 6.250000e-02
  %82 = fsub float %79, %81
  %83 = fmul float %78, 2.500000e-01
  %84 = fadd float %83, 1.000000e+00
  %85 = fmul float %84, %84
  %86 = fdiv float %82, %85
  %87 = fsub float %86, %4
  %88 = fadd float %4, 1.000000e+00
  %89 = fmul float %88, %4
  %90 = fdiv float %87, %89
  %91 = fadd float %90, 1.000000e+00
  %92 = fdiv float 1.000000e+00, %91
  %93 = fcmp olt float %92, 0.000000e+00
  %94 = fcmp ogt float %92, 1.000000e+00
  %95 = select i1 %94, float 1.000000e+00, float %92
  %96 = select i1 %93, float 0.000000e+00, float %95
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  store float %96, ptr addrspace(1) %97, align 4, !tbaa !11
  br label %98

98:                                               ; preds = %5, %24
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @hotspot3d(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11) local_unnamed_addr #3 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %15 = getelementptr inbounds i8, ptr addrspace(4) %14, i64 12
  %16 = load i16, ptr addrspace(4) %15, align 4, !range !9, !invariant.load !10, !noundef !10
  %17 = zext nneg i16 %16 to i32
  %18 = mul nsw i32 %13, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %20 = add nsw i32 %18, %19
  %21 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %22 = getelementptr inbounds i8, ptr addrspace(4) %14, i64 14
  %23 = load i16, ptr addrspace(4) %22, align 2, !range !9, !invariant.load !10, !noundef !10
  %24 = zext nneg i16 %23 to i32
  %25 = mul nsw i32 %21, %24
  %26 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %27 = add nsw i32 %25, %26
  %28 = icmp slt i32 %20, %3
  %29 = icmp slt i32 %27, %4
  %30 = select i1 %28, i1 %29, i1 false
  %31 = icmp sgt i32 %5, 0
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %151

33:                                               ; preds = %12
  %34 = icmp eq i32 %20, 0
  %35 = add nsw i32 %3, -1
  %36 = icmp ne i32 %20, %35
  %37 = zext i1 %36 to i32
  %38 = icmp eq i32 %27, 0
  %39 = select i1 %38, i32 0, i32 %3
  %40 = add nsw i32 %4, -1
  %41 = icmp eq i32 %27, %40
  %42 = select i1 %41, i32 0, i32 %3
  %43 = mul nsw i32 %4, %3
  %44 = add nsw i32 %5, -1
  %45 = fmul float %9, %11
  %46 = mul nsw i32 %27, %3
  %47 = add nsw i32 %46, %20
  %48 = add nsw i32 %47, -1
  %49 = select i1 %34, i32 %46, i32 %48
  %50 = add nsw i32 %47, %37
  %51 = sub nsw i32 %47, %39
  %52 = add nsw i32 %47, %42
  %53 = icmp eq i32 %44, 0
  %54 = select i1 %53, i32 0, i32 %43
  %55 = add nsw i32 %47, %54
  %56 = sext i32 %47 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !11
  %59 = fmul float %58, %6
  %60 = sext i32 %49 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !11
  %63 = fmul float %62, %7
  %64 = fadd float %59, %63
  %65 = sext i32 %50 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !11
  %68 = fmul float %67, %7
  %69 = fadd float %64, %68
  %70 = sext i32 %52 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !11
  %73 = fmul float %72, %8
  %74 = fadd float %69, %73
  %75 = sext i32 %51 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !11
  %78 = fmul float %77, %8
  %79 = fadd float %74, %78
  %80 = fmul float %58, %9
  %81 = fadd float %79, %80
  %82 = sext i32 %55 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !11
  %85 = fmul float %84, %9
  %86 = fadd float %81, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %56
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !11
  %89 = fmul float %88, %10
  %90 = fadd float %86, %89
  %91 = fadd float %45, %90
  %92 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  store float %91, ptr addrspace(1) %92, align 4, !tbaa !11
  %93 = icmp eq i32 %5, 1
  br i1 %93, label %151, label %94

94:                                               ; preds = %33, %94
  %95 = phi i32 [ %149, %94 ], [ 1, %33 ]
  %96 = mul nsw i32 %95, %4
  %97 = add nsw i32 %96, %27
  %98 = mul nsw i32 %97, %3
  %99 = add nsw i32 %98, %20
  %100 = add nsw i32 %99, -1
  %101 = select i1 %34, i32 %98, i32 %100
  %102 = add nsw i32 %99, %37
  %103 = sub nsw i32 %99, %39
  %104 = add nsw i32 %99, %42
  %105 = sub nsw i32 %99, %43
  %106 = icmp eq i32 %95, %44
  %107 = select i1 %106, i32 0, i32 %43
  %108 = add nsw i32 %99, %107
  %109 = sext i32 %99 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4, !tbaa !11
  %112 = fmul float %111, %6
  %113 = sext i32 %101 to i64
  %114 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %113
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !11
  %116 = fmul float %115, %7
  %117 = fadd float %112, %116
  %118 = sext i32 %102 to i64
  %119 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %118
  %120 = load float, ptr addrspace(1) %119, align 4, !tbaa !11
  %121 = fmul float %120, %7
  %122 = fadd float %117, %121
  %123 = sext i32 %104 to i64
  %124 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %123
  %125 = load float, ptr addrspace(1) %124, align 4, !tbaa !11
  %126 = fmul float %125, %8
  %127 = fadd float %122, %126
  %128 = sext i32 %103 to i64
  %129 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %128
  %130 = load float, ptr addrspace(1) %129, align 4, !tbaa !11
  %131 = fmul float %130, %8
  %132 = fadd float %127, %131
  %133 = sext i32 %105 to i64
  %134 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %133
  %135 = load float, ptr addrspace(1) %134, align 4, !tbaa !11
  %136 = fmul float %135, %9
  %137 = fadd float %132, %136
  %138 = sext i32 %108 to i64
  %139 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %138
  %140 = load float, ptr addrspace(1) %139, align 4, !tbaa !11
  %141 = fmul float %140, %9
  %142 = fadd float %137, %141
  %143 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %109
  %144 = load float, ptr addrspace(1) %143, align 4, !tbaa !11
  %145 = fmul float %144, %10
  %146 = fadd float %142, %145
  %147 = fadd float %45, %146
  %148 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %109
  store float %147, ptr addrspace(1) %148, align 4, !tbaa !11
  %149 = add nuw nsw i32 %95, 1
  %150 = icmp eq i32 %149, %5
  br i1 %150, label %151, label %94, !llvm.loop !26

151:                                              ; preds = %94, %33, %12
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @dwt53_rows(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %82

14:                                               ; preds = %4
  %15 = mul nsw i32 %12, %2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  %18 = sdiv i32 %2, 2
  %19 = icmp sgt i32 %2, 1
  br i1 %19, label %20, label %22

20:                                               ; preds = %14
  %21 = add nsw i32 %15, %18
  br label %37

22:                                               ; preds = %37, %14
  %23 = getelementptr i8, ptr addrspace(1) %0, i64 -4
  br i1 %19, label %24, label %82

24:                                               ; preds = %22
  %25 = add nsw i32 %15, %18
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !32
  %29 = load i32, ptr addrspace(1) %17, align 4, !tbaa !32
  %30 = shl i32 %28, 1
  %31 = add i32 %30, 2
  %32 = ashr i32 %31, 2
  %33 = add nsw i32 %32, %29
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !32
  %35 = and i32 %2, 2147483646
  %36 = icmp eq i32 %35, 2
  br i1 %36, label %82, label %61

37:                                               ; preds = %20, %37
  %38 = phi i32 [ 0, %20 ], [ %59, %37 ]
  %39 = shl nuw nsw i32 %38, 1
  %40 = add nuw nsw i32 %39, 2
  %41 = icmp slt i32 %40, %2
  %42 = select i1 %41, i32 %40, i32 %39
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !32
  %46 = or disjoint i32 %39, 1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !32
  %50 = zext nneg i32 %39 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %50
  %52 = load i32, ptr addrspace(1) %51, align 4, !tbaa !32
  %53 = add nsw i32 %52, %45
  %54 = ashr i32 %53, 1
  %55 = sub nsw i32 %49, %54
  %56 = add nsw i32 %21, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %57
  store i32 %55, ptr addrspace(1) %58, align 4, !tbaa !32
  %59 = add nuw nsw i32 %38, 1
  %60 = icmp eq i32 %59, %18
  br i1 %60, label %22, label %37

61:                                               ; preds = %24, %61
  %62 = phi i32 [ %80, %61 ], [ 1, %24 ]
  %63 = add nsw i32 %25, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr i32, ptr addrspace(1) %23, i64 %64
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !32
  %67 = shl nuw nsw i32 %62, 1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %68
  %70 = load i32, ptr addrspace(1) %69, align 4, !tbaa !32
  %71 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %64
  %72 = load i32, ptr addrspace(1) %71, align 4, !tbaa !32
  %73 = add i32 %66, 2
  %74 = add i32 %73, %72
  %75 = ashr i32 %74, 2
  %76 = add nsw i32 %75, %70
  %77 = add nsw i32 %62, %15
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %78
  store i32 %76, ptr addrspace(1) %79, align 4, !tbaa !32
  %80 = add nuw nsw i32 %62, 1
  %81 = icmp eq i32 %80, %18
  br i1 %81, label %82, label %61, !llvm.loop !34

82:                                               ; preds = %61, %24, %22, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pf_find_index(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !18 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %34

15:                                               ; preds = %5
  %16 = add nsw i32 %3, -1
  %17 = icmp sgt i32 %3, 0
  %18 = sext i32 %13 to i64
  br i1 %17, label %19, label %31

19:                                               ; preds = %15
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %18
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %22

22:                                               ; preds = %19, %28
  %23 = phi i32 [ 0, %19 ], [ %29, %28 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !11, !amdgpu.noclobber !10
  %27 = fcmp ult float %26, %21
  br i1 %27, label %28, label %31

28:                                               ; preds = %22
  %29 = add nuw nsw i32 %23, 1
  %30 = icmp eq i32 %29, %3
  br i1 %30, label %31, label %22

31:                                               ; preds = %28, %22, %15
  %32 = phi i32 [ %16, %15 ], [ %16, %28 ], [ %23, %22 ]
  %33 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !32
  br label %34

34:                                               ; preds = %5, %31
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @spmv_jds(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef readonly align 4 %5, ptr addrspace(1) nocapture noundef readonly align 4 %6, i32 noundef %7) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !9, !invariant.load !10, !noundef !10
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add nsw i32 %14, %15
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %48

18:                                               ; preds = %8
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !32, !amdgpu.noclobber !10
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %29, label %23

23:                                               ; preds = %29, %18
  %24 = phi float [ 0.000000e+00, %18 ], [ %45, %29 ]
  %25 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %19
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !32, !amdgpu.noclobber !10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  store float %24, ptr addrspace(1) %28, align 4, !tbaa !11
  br label %48

29:                                               ; preds = %18, %29
  %30 = phi i32 [ %46, %29 ], [ 0, %18 ]
  %31 = phi float [ %45, %29 ], [ 0.000000e+00, %18 ]
  %32 = zext nneg i32 %30 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !32, !amdgpu.noclobber !10
  %35 = add nsw i32 %34, %16
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !11, !amdgpu.noclobber !10
  %39 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %36
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !32, !amdgpu.noclobber !10
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !11, !amdgpu.noclobber !10
  %44 = fmul float %38, %43
  %45 = fadd float %31, %44
  %46 = add nuw nsw i32 %30, 1
  %47 = icmp eq i32 %46, %21
  br i1 %47, label %23, label %29

48:                                               ; preds = %8, %23
  ret void
}

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @tpacf(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !40 !kernel_arg_base_type !41 !kernel_arg_type_qual !18 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %59

15:                                               ; preds = %5
  %16 = add nsw i32 %13, 1
  %17 = icmp slt i32 %16, %3
  br i1 %17, label %18, label %59

18:                                               ; preds = %15
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %19
  %21 = load <4 x float>, ptr addrspace(1) %20, align 16, !tbaa !42, !amdgpu.noclobber !10
  %22 = extractelement <4 x float> %21, i64 0
  %23 = extractelement <4 x float> %21, i64 1
  %24 = extractelement <4 x float> %21, i64 2
  %25 = icmp sgt i32 %4, 0
  br label %26

26:                                               ; preds = %18, %52
  %27 = phi i32 [ %16, %18 ], [ %57, %52 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %28
  %30 = load <4 x float>, ptr addrspace(1) %29, align 16, !tbaa !42
  %31 = extractelement <4 x float> %30, i64 0
  %32 = fmul float %22, %31
  %33 = extractelement <4 x float> %30, i64 1
  %34 = fmul float %23, %33
  %35 = fadd float %32, %34
  %36 = extractelement <4 x float> %30, i64 2
  %37 = fmul float %24, %36
  %38 = fadd float %37, %35
  br i1 %25, label %39, label %52

39:                                               ; preds = %26, %39
  %40 = phi i32 [ %50, %39 ], [ 0, %26 ]
  %41 = phi i32 [ %49, %39 ], [ %4, %26 ]
  %42 = add nuw nsw i32 %40, %41
  %43 = lshr i32 %42, 1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !11
  %47 = fcmp ult float %46, %38
  %48 = add nuw nsw i32 %43, 1
  %49 = select i1 %47, i32 %43, i32 %41
  %50 = select i1 %47, i32 %40, i32 %48
  %51 = icmp slt i32 %50, %49
  br i1 %51, label %39, label %52

52:                                               ; preds = %39, %26
  %53 = phi i32 [ 0, %26 ], [ %50, %39 ]
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %54
  %56 = atomicrmw volatile add ptr addrspace(1) %55, i32 1 syncscope("agent-one-as") monotonic, align 4
  %57 = add nsw i32 %27, 1
  %58 = icmp slt i32 %57, %3
  br i1 %58, label %26, label %59

59:                                               ; preds = %52, %15, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cutcp(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, i32 noundef %2, float noundef %3, float noundef %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
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
  %22 = sitofp i32 %14 to float
  %23 = fmul float %22, %3
  %24 = sitofp i32 %21 to float
  %25 = fmul float %24, %3
  %26 = icmp sgt i32 %2, 0
  br i1 %26, label %33, label %27

27:                                               ; preds = %59, %6
  %28 = phi float [ 0.000000e+00, %6 ], [ %60, %59 ]
  %29 = mul nsw i32 %21, %5
  %30 = add nsw i32 %29, %14
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  store float %28, ptr addrspace(1) %32, align 4, !tbaa !11
  ret void

33:                                               ; preds = %6, %59
  %34 = phi float [ %60, %59 ], [ 0.000000e+00, %6 ]
  %35 = phi i32 [ %61, %59 ], [ 0, %6 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %36
  %38 = load <4 x float>, ptr addrspace(1) %37, align 16, !tbaa !42, !amdgpu.noclobber !10
  %39 = extractelement <4 x float> %38, i64 0
  %40 = fsub float %39, %23
  %41 = extractelement <4 x float> %38, i64 1
  %42 = fsub float %41, %25
  %43 = extractelement <4 x float> %38, i64 2
  %44 = fmul float %40, %40
  %45 = fmul float %42, %42
  %46 = fadd float %44, %45
  %47 = fmul float %43, %43
  %48 = fadd float %47, %46
  %49 = fcmp olt float %48, %4
  br i1 %49, label %50, label %59

50:                                               ; preds = %33
  %51 = fdiv float %48, %4
  %52 = fsub float 1.000000e+00, %51
  %53 = extractelement <4 x float> %38, i64 3
  %54 = tail call float @llvm.sqrt.f32(float %48)
  %55 = fdiv float %53, %54
  %56 = fmul float %55, %52
  %57 = fmul float %52, %56
  %58 = fadd float %34, %57
  br label %59

59:                                               ; preds = %50, %33
  %60 = phi float [ %58, %50 ], [ %34, %33 ]
  %61 = add nuw nsw i32 %35, 1
  %62 = icmp eq i32 %61, %2
  br i1 %62, label %27, label %33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dct8(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2) local_unnamed_addr #6 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = sdiv i32 %11, 8
  %13 = mul i32 %12, 8
  %14 = sub i32 %11, %13
  %15 = shl nsw i32 %12, 3
  %16 = shl nsw i32 %14, 3
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !11, !amdgpu.noclobber !10
  %20 = sext i32 %16 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !11, !amdgpu.noclobber !10
  %23 = fmul float %19, %22
  %24 = fadd float %23, 0.000000e+00
  %25 = or disjoint i32 %15, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !11, !amdgpu.noclobber !10
  %29 = or disjoint i32 %16, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !11, !amdgpu.noclobber !10
  %33 = fmul float %28, %32
  %34 = fadd float %24, %33
  %35 = or disjoint i32 %15, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !11, !amdgpu.noclobber !10
  %39 = or disjoint i32 %16, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !11, !amdgpu.noclobber !10
  %43 = fmul float %38, %42
  %44 = fadd float %34, %43
  %45 = or disjoint i32 %15, 3
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !11, !amdgpu.noclobber !10
  %49 = or disjoint i32 %16, 3
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !11, !amdgpu.noclobber !10
  %53 = fmul float %48, %52
  %54 = fadd float %44, %53
  %55 = or disjoint i32 %15, 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !11, !amdgpu.noclobber !10
  %59 = or disjoint i32 %16, 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !11, !amdgpu.noclobber !10
  %63 = fmul float %58, %62
  %64 = fadd float %54, %63
  %65 = or disjoint i32 %15, 5
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !11, !amdgpu.noclobber !10
  %69 = or disjoint i32 %16, 5
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !11, !amdgpu.noclobber !10
  %73 = fmul float %68, %72
  %74 = fadd float %64, %73
  %75 = or disjoint i32 %15, 6
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !11, !amdgpu.noclobber !10
  %79 = or disjoint i32 %16, 6
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !11, !amdgpu.noclobber !10
  %83 = fmul float %78, %82
  %84 = fadd float %74, %83
  %85 = or disjoint i32 %15, 7
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !11, !amdgpu.noclobber !10
  %89 = or disjoint i32 %16, 7
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !11, !amdgpu.noclobber !10
  %93 = fmul float %88, %92
  %94 = fadd float %84, %93
  %95 = sext i32 %11 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %95
  store float %94, ptr addrspace(1) %96, align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @stable_partition(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !52 !kernel_arg_access_qual !49 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %45

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !32, !amdgpu.noclobber !10
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %13
  %19 = icmp slt i32 %16, 1
  br label %28

20:                                               ; preds = %28, %13
  %21 = phi i32 [ 0, %13 ], [ %42, %28 ]
  %22 = phi i32 [ 0, %13 ], [ %37, %28 ]
  %23 = icmp sgt i32 %16, 0
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %21
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  store i32 %16, ptr addrspace(1) %27, align 4, !tbaa !32
  br label %45

28:                                               ; preds = %18, %28
  %29 = phi i32 [ 0, %18 ], [ %43, %28 ]
  %30 = phi i32 [ 0, %18 ], [ %37, %28 ]
  %31 = phi i32 [ 0, %18 ], [ %42, %28 ]
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !32, !amdgpu.noclobber !10
  %35 = icmp sgt i32 %34, 0
  %36 = zext i1 %35 to i32
  %37 = add nuw nsw i32 %30, %36
  %38 = icmp slt i32 %29, %11
  %39 = xor i1 %19, %35
  %40 = select i1 %38, i1 %39, i1 false
  %41 = zext i1 %40 to i32
  %42 = add nuw nsw i32 %31, %41
  %43 = add nuw nsw i32 %29, 1
  %44 = icmp eq i32 %43, %2
  br i1 %44, label %20, label %28

45:                                               ; preds = %3, %20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @matadd_int2(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, i32 noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !55 !kernel_arg_access_qual !29 !kernel_arg_type !56 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %23

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %1, i64 %15
  %17 = load <2 x i32>, ptr addrspace(1) %16, align 8, !tbaa !42, !amdgpu.noclobber !10
  %18 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %15
  %19 = load <2 x i32>, ptr addrspace(1) %18, align 8, !tbaa !42, !amdgpu.noclobber !10
  %20 = mul <2 x i32> %19, <i32 2, i32 -3>
  %21 = add <2 x i32> %20, %17
  %22 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %0, i64 %15
  store <2 x i32> %21, ptr addrspace(1) %22, align 8, !tbaa !42
  br label %23

23:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @transpose_u8(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !31 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !9, !invariant.load !10, !noundef !10
  %16 = zext nneg i16 %15 to i32
  %17 = mul nsw i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add nsw i32 %17, %18
  %20 = icmp slt i32 %12, %2
  %21 = icmp slt i32 %19, %3
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %33

23:                                               ; preds = %4
  %24 = mul nsw i32 %19, %2
  %25 = add nsw i32 %24, %12
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %26
  %28 = load i8, ptr addrspace(1) %27, align 1, !tbaa !42, !amdgpu.noclobber !10
  %29 = mul nsw i32 %12, %3
  %30 = add nsw i32 %29, %19
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %31
  store i8 %28, ptr addrspace(1) %32, align 1, !tbaa !42
  br label %33

33:                                               ; preds = %23, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @chunk_scan8(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #6 !kernel_arg_addr_space !60 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul nsw i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add nsw i32 %8, %9
  %11 = shl nsw i32 %10, 3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !32
  %15 = or disjoint i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !32
  %19 = add nsw i32 %18, %14
  store i32 %19, ptr addrspace(1) %17, align 4, !tbaa !32
  %20 = or disjoint i32 %11, 2
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !32
  %24 = add nsw i32 %23, %19
  store i32 %24, ptr addrspace(1) %22, align 4, !tbaa !32
  %25 = or disjoint i32 %11, 3
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !32
  %29 = add nsw i32 %28, %24
  store i32 %29, ptr addrspace(1) %27, align 4, !tbaa !32
  %30 = or disjoint i32 %11, 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !32
  %34 = add nsw i32 %33, %29
  store i32 %34, ptr addrspace(1) %32, align 4, !tbaa !32
  %35 = or disjoint i32 %11, 5
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !32
  %39 = add nsw i32 %38, %34
  store i32 %39, ptr addrspace(1) %37, align 4, !tbaa !32
  %40 = or disjoint i32 %11, 6
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !32
  %44 = add nsw i32 %43, %39
  store i32 %44, ptr addrspace(1) %42, align 4, !tbaa !32
  %45 = or disjoint i32 %11, 7
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !32
  %49 = add nsw i32 %48, %44
  store i32 %49, ptr addrspace(1) %47, align 4, !tbaa !32
  %50 = sext i32 %10 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %50
  store i32 %49, ptr addrspace(1) %51, align 4, !tbaa !32
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @sum_by_key(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !55 !kernel_arg_access_qual !29 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !58 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %23

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !32, !amdgpu.noclobber !10
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !32, !amdgpu.noclobber !10
  %22 = atomicrmw volatile add ptr addrspace(1) %19, i32 %21 syncscope("agent-one-as") monotonic, align 4
  br label %23

23:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"int", !"int", !"float", !"float", !"float"}
!8 = !{!"", !"const", !"", !"", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!18 = !{!"", !"const", !"const", !"", !""}
!19 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!20 = !{!"float*", !"float*", !"int", !"int", !"float"}
!21 = !{!"", !"const", !"", !"", !""}
!22 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float", !"float"}
!25 = !{!"", !"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.peeled.count", i32 1}
!28 = !{i32 1, i32 1, i32 0, i32 0}
!29 = !{!"none", !"none", !"none", !"none"}
!30 = !{!"int*", !"int*", !"int", !"int"}
!31 = !{!"", !"const", !"", !""}
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !13, i64 0}
!34 = distinct !{!34, !27}
!35 = !{!"int*", !"float*", !"float*", !"int", !"int"}
!36 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!37 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!38 = !{!"float*", !"float*", !"int*", !"int*", !"int*", !"int*", !"float*", !"int"}
!39 = !{!"", !"const", !"const", !"const", !"const", !"const", !"const", !""}
!40 = !{!"uint*", !"float4*", !"float*", !"int", !"int"}
!41 = !{!"uint*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"int", !"int"}
!42 = !{!13, !13, i64 0}
!43 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!44 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!45 = !{!"float*", !"float4*", !"int", !"float", !"float", !"int"}
!46 = !{!"float*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float", !"float", !"int"}
!47 = !{!"", !"const", !"", !"", !"", !""}
!48 = !{i32 1, i32 1, i32 1}
!49 = !{!"none", !"none", !"none"}
!50 = !{!"float*", !"float*", !"float*"}
!51 = !{!"", !"const", !"const"}
!52 = !{i32 1, i32 1, i32 0}
!53 = !{!"int*", !"int*", !"int"}
!54 = !{!"", !"const", !""}
!55 = !{i32 1, i32 1, i32 1, i32 0}
!56 = !{!"int2*", !"int2*", !"int2*", !"int"}
!57 = !{!"int __attribute__((ext_vector_type(2)))*", !"int __attribute__((ext_vector_type(2)))*", !"int __attribute__((ext_vector_type(2)))*", !"int"}
!58 = !{!"", !"const", !"const", !""}
!59 = !{!"uchar*", !"uchar*", !"int", !"int"}
!60 = !{i32 1, i32 1}
!61 = !{!"none", !"none"}
!62 = !{!"int*", !"int*"}
!63 = !{!"", !""}
!64 = !{!"int*", !"int*", !"int*", !"int"}
