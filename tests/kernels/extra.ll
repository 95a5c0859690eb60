; ModuleID = 'extra.cl'
source_filename = "extra.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @token_count(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = mul nsw i32 %11, %2
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %13
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %50, %3
  %17 = phi i32 [ 0, %3 ], [ %51, %50 ]
  %18 = phi i32 [ 0, %3 ], [ %52, %50 ]
  %19 = shl nsw i32 %11, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  store i32 %18, ptr addrspace(1) %21, align 4, !tbaa !11
  %22 = or disjoint i32 %19, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %23
  store i32 %17, ptr addrspace(1) %24, align 4, !tbaa !11
  ret void

25:                                               ; preds = %3, %50
  %26 = phi i32 [ %53, %50 ], [ 0, %3 ]
  %27 = phi i32 [ %52, %50 ], [ 0, %3 ]
  %28 = phi i32 [ %54, %50 ], [ 0, %3 ]
  %29 = phi i32 [ %51, %50 ], [ 0, %3 ]
  %30 = zext nneg i32 %28 to i64
  %31 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 %30
  %32 = load i8, ptr addrspace(1) %31, align 1, !tbaa !15, !amdgpu.noclobber !10
  %33 = icmp eq i8 %32, 32
  %34 = add i8 %32, -48
  %35 = icmp ult i8 %34, 10
  %36 = select i1 %35, i32 1, i32 2
  %37 = select i1 %33, i32 0, i32 %36
  switch i32 %26, label %47 [
    i32 0, label %38
    i32 1, label %43
  ]

38:                                               ; preds = %25
  switch i32 %37, label %50 [
    i32 1, label %39
    i32 2, label %41
  ]

39:                                               ; preds = %38
  %40 = add nsw i32 %29, 1
  br label %50

41:                                               ; preds = %38
  %42 = add nsw i32 %27, 1
  br label %50

43:                                               ; preds = %25
  switch i32 %37, label %49 [
    i32 0, label %50
    i32 2, label %44
  ]

44:                                               ; preds = %43
  %45 = add nsw i32 %29, -1
  %46 = add nsw i32 %27, 1
  br label %50

47:                                               ; preds = %25
  %48 = select i1 %33, i32 0, i32 %26
  br label %50

49:                                               ; preds = %43
  br label %50

50:                                               ; preds = %47, %43, %49, %38, %44, %39, %41
  %51 = phi i32 [ %45, %44 ], [ %40, %39 ], [ %29, %41 ], [ %29, %38 ], [ %29, %43 ], [ %29, %49 ], [ %29, %47 ]
  %52 = phi i32 [ %46, %44 ], [ %27, %39 ], [ %42, %41 ], [ %27, %38 ], [ %27, %43 ], [ %27, %49 ], [ %27, %47 ]
  %53 = phi i32 [ 2, %44 ], [ 1, %39 ], [ 2, %41 ], [ 0, %38 ], [ %37, %43 ], [ 1, %49 ], [ %48, %47 ]
  %54 = add nuw nsw i32 %28, 1
  %55 = icmp eq i32 %54, %2
  br i1 %55, label %16, label %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @helpers(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4) local_unnamed_addr #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11, !amdgpu.noclobber !10
  %17 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %14
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !11, !amdgpu.noclobber !10
  %19 = tail call fastcc i32 @gcd32(i32 noundef %16, i32 noundef %18) #8
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !11
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %14
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !20, !amdgpu.noclobber !10
  %23 = tail call fastcc float @clampf(float noundef %22) #8
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !20
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc i32 @gcd32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %6, %4 ], [ %0, %2 ]
  %6 = phi i32 [ %7, %4 ], [ %1, %2 ]
  %7 = srem i32 %5, %6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %0, %2 ], [ %6, %4 ]
  %11 = tail call i32 @llvm.abs.i32(i32 %10, i1 true)
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc noundef float @clampf(float noundef %0) unnamed_addr #3 {
  %2 = fcmp olt float %0, -5.000000e-01
  %3 = fcmp ogt float %0, 5.000000e-01
  %4 = select i1 %3, float 5.000000e-01, float %0
  %5 = select i1 %2, float -5.000000e-01, float %4
  ret float %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @nan_minmax(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2) local_unnamed_addr #4 !kernel_arg_addr_space !22 !kernel_arg_access_qual !6 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !20, !amdgpu.noclobber !10
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !20, !amdgpu.noclobber !10
  %17 = tail call float @llvm.minnum.f32(float %14, float %16)
  %18 = shl nsw i32 %11, 2
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  store float %17, ptr addrspace(1) %20, align 4, !tbaa !20
  %21 = tail call float @llvm.maxnum.f32(float %14, float %16)
  %22 = or disjoint i32 %18, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  store float %21, ptr addrspace(1) %24, align 4, !tbaa !20
  %25 = fcmp uno float %14, 0.000000e+00
  %26 = tail call float @llvm.copysign.f32(float %14, float %16)
  %27 = select i1 %25, float -1.000000e+00, float %26
  %28 = or disjoint i32 %18, 2
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  store float %27, ptr addrspace(1) %30, align 4, !tbaa !20
  %31 = fcmp olt float %14, %16
  %32 = select i1 %31, float %14, float %16
  %33 = or disjoint i32 %18, 3
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  store float %32, ptr addrspace(1) %35, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @vec2_wide(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef readonly align 16 %3) local_unnamed_addr #4 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds <2 x double>, ptr addrspace(1) %2, i64 %13
  %15 = load <2 x double>, ptr addrspace(1) %14, align 16, !tbaa !15, !amdgpu.noclobber !10
  %16 = fmul <2 x double> %15, <double -5.000000e-01, double 2.000000e+00>
  %17 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %18 = fadd <2 x double> %15, %17
  %19 = getelementptr inbounds <2 x double>, ptr addrspace(1) %0, i64 %13
  store <2 x double> %18, ptr addrspace(1) %19, align 16, !tbaa !15
  %20 = getelementptr inbounds <2 x i64>, ptr addrspace(1) %3, i64 %13
  %21 = load <2 x i64>, ptr addrspace(1) %20, align 16, !tbaa !15
  %22 = shl <2 x i64> %21, <i64 3, i64 17>
  %23 = ashr <2 x i64> %21, <i64 1, i64 40>
  %24 = mul <2 x i64> %21, <i64 3, i64 -5>
  %25 = add <2 x i64> %23, %24
  %26 = xor <2 x i64> %25, %22
  %27 = getelementptr inbounds <2 x i64>, ptr addrspace(1) %1, i64 %13
  store <2 x i64> %26, ptr addrspace(1) %27, align 16, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @narrow_ints(ptr addrspace(1) nocapture noundef writeonly align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef readonly align 2 %3, ptr addrspace(1) nocapture noundef readonly align 2 %4) local_unnamed_addr #4 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i16, ptr addrspace(1) %3, i64 %14
  %16 = load i16, ptr addrspace(1) %15, align 2, !tbaa !32, !amdgpu.noclobber !10
  %17 = getelementptr inbounds i16, ptr addrspace(1) %4, i64 %14
  %18 = load i16, ptr addrspace(1) %17, align 2, !tbaa !32, !amdgpu.noclobber !10
  %19 = mul i16 %18, %16
  %20 = add i16 %19, 7
  %21 = getelementptr inbounds i16, ptr addrspace(1) %0, i64 %14
  store i16 %20, ptr addrspace(1) %21, align 2, !tbaa !32
  %22 = add i16 %18, %16
  %23 = trunc i16 %22 to i8
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %14
  store i8 %23, ptr addrspace(1) %24, align 1, !tbaa !15
  %25 = lshr i16 %16, 3
  %26 = xor i16 %25, %18
  %27 = trunc i16 %26 to i8
  %28 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14
  store i8 %27, ptr addrspace(1) %28, align 1, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @grid3d(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #5 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12
  %5 = load i16, ptr addrspace(4) %4, align 4, !range !9, !invariant.load !10, !noundef !10
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = zext i32 %2 to i64
  %8 = zext nneg i16 %5 to i64
  %9 = mul nuw nsw i64 %8, %7
  %10 = zext nneg i32 %6 to i64
  %11 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 40
  %12 = load i64, ptr addrspace(4) %11, align 8, !tbaa !38
  %13 = add i64 %12, %10
  %14 = add i64 %13, %9
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !range !9
  %18 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 16
  %19 = tail call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = zext i32 %15 to i64
  %21 = zext nneg i16 %17 to i64
  %22 = mul nuw nsw i64 %21, %20
  %23 = zext nneg i32 %19 to i64
  %24 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 48
  %25 = load i64, ptr addrspace(4) %24, align 8, !tbaa !38
  %26 = add i64 %25, %23
  %27 = add i64 %26, %22
  %28 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %29 = load i16, ptr addrspace(4) %18, align 8, !range !9
  %30 = tail call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %31 = zext i32 %28 to i64
  %32 = zext nneg i16 %29 to i64
  %33 = mul nuw nsw i64 %32, %31
  %34 = zext nneg i32 %30 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 56
  %36 = load i64, ptr addrspace(4) %35, align 8, !tbaa !38
  %37 = add i64 %36, %34
  %38 = add i64 %37, %33
  %39 = tail call align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %40 = getelementptr i8, ptr addrspace(4) %39, i64 12
  %41 = load i32, ptr addrspace(4) %40, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr i8, ptr addrspace(4) %39, i64 16
  %44 = load i32, ptr addrspace(4) %43, align 4
  %45 = zext i32 %44 to i64
  %46 = mul i64 %14, 10000
  %47 = mul i64 %27, 100
  %48 = add i64 %47, %46
  %49 = add i64 %48, %38
  %50 = trunc i64 %49 to i32
  %51 = mul nuw nsw i32 %30, 7
  %52 = add nsw i32 %51, %50
  %53 = mul i64 %38, %45
  %54 = add i64 %53, %27
  %55 = mul i64 %54, %42
  %56 = getelementptr i32, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i32, ptr addrspace(1) %56, i64 %14
  store i32 %52, ptr addrspace(1) %57, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @morton2d(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 2 %1) local_unnamed_addr #4 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul nsw i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add nsw i32 %8, %9
  %11 = shl nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %12
  %14 = load i16, ptr addrspace(1) %13, align 2, !tbaa !32, !amdgpu.noclobber !10
  %15 = zext i16 %14 to i32
  %16 = or disjoint i32 %11, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %17
  %19 = load i16, ptr addrspace(1) %18, align 2, !tbaa !32, !amdgpu.noclobber !10
  %20 = zext i16 %19 to i32
  %21 = shl nuw nsw i32 %15, 8
  %22 = or i32 %21, %15
  %23 = and i32 %22, 16711935
  %24 = shl nuw nsw i32 %23, 4
  %25 = or i32 %24, %23
  %26 = and i32 %25, 252645135
  %27 = shl nuw nsw i32 %26, 2
  %28 = or i32 %27, %26
  %29 = and i32 %28, 858993459
  %30 = shl nuw nsw i32 %29, 1
  %31 = or i32 %30, %29
  %32 = and i32 %31, 1431655765
  %33 = shl nuw nsw i32 %20, 8
  %34 = or i32 %33, %20
  %35 = and i32 %34, 16711935
  %36 = shl nuw nsw i32 %35, 4
  %37 = or i32 %36, %35
  %38 = and i32 %37, 252645135
  %39 = shl nuw nsw i32 %38, 2
  %40 = or i32 %39, %38
  %41 = and i32 %40, 858993459
  %42 = shl nuw i32 %41, 2
  %43 = shl nuw nsw i32 %41, 1
  %44 = or i32 %42, %43
  %45 = and i32 %44, -1431655766
  %46 = or disjoint i32 %45, %32
  %47 = sext i32 %10 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47
  store i32 %46, ptr addrspace(1) %48, align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @hamming64(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !44 !kernel_arg_access_qual !26 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = mul nsw i32 %12, %3
  br label %20

16:                                               ; preds = %20, %4
  %17 = phi i32 [ 0, %4 ], [ %33, %20 ]
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  store i32 %17, ptr addrspace(1) %19, align 4, !tbaa !11
  ret void

20:                                               ; preds = %14, %20
  %21 = phi i32 [ 0, %14 ], [ %34, %20 ]
  %22 = phi i32 [ 0, %14 ], [ %33, %20 ]
  %23 = add nsw i32 %21, %15
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %24
  %26 = load i64, ptr addrspace(1) %25, align 8, !tbaa !38, !amdgpu.noclobber !10
  %27 = zext nneg i32 %21 to i64
  %28 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %27
  %29 = load i64, ptr addrspace(1) %28, align 8, !tbaa !38, !amdgpu.noclobber !10
  %30 = xor i64 %29, %26
  %31 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %30)
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = add nuw nsw i32 %22, %32
  %34 = add nuw nsw i32 %21, 1
  %35 = icmp eq i32 %34, %3
  br i1 %35, label %16, label %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @div_consts(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2) local_unnamed_addr #4 !kernel_arg_addr_space !22 !kernel_arg_access_qual !6 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !24 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !11, !amdgpu.noclobber !10
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11, !amdgpu.noclobber !10
  %17 = sdiv i32 %14, 3
  %18 = mul nsw i32 %11, 6
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  store i32 %17, ptr addrspace(1) %20, align 4, !tbaa !11
  %21 = srem i32 %14, 7
  %22 = or disjoint i32 %18, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !11
  %25 = sdiv i32 %14, -10
  %26 = getelementptr i8, ptr addrspace(1) %20, i64 8
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !11
  %27 = udiv i32 %16, 10
  %28 = getelementptr i8, ptr addrspace(1) %20, i64 12
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !11
  %29 = urem i32 %16, 1000
  %30 = getelementptr i8, ptr addrspace(1) %20, i64 16
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !11
  %31 = sdiv i32 %14, 64
  %32 = getelementptr i8, ptr addrspace(1) %20, i64 20
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define protected amdgpu_kernel void @mc_pi(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !48 !kernel_arg_access_qual !6 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = mul i32 %11, -1640531535
  %15 = xor i32 %14, %1
  br label %20

16:                                               ; preds = %20, %3
  %17 = phi i32 [ 0, %3 ], [ %35, %20 ]
  %18 = sext i32 %11 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  store i32 %17, ptr addrspace(1) %19, align 4, !tbaa !11
  ret void

20:                                               ; preds = %13, %20
  %21 = phi i32 [ %28, %20 ], [ %15, %13 ]
  %22 = phi i32 [ %35, %20 ], [ 0, %13 ]
  %23 = phi i32 [ %36, %20 ], [ 0, %13 ]
  %24 = mul i32 %21, 1664525
  %25 = add i32 %24, 1013904223
  %26 = lshr i32 %25, 17
  %27 = mul i32 %25, 1664525
  %28 = add i32 %27, 1013904223
  %29 = lshr i32 %28, 17
  %30 = mul nuw nsw i32 %26, %26
  %31 = mul nuw nsw i32 %29, %29
  %32 = add nuw nsw i32 %31, %30
  %33 = icmp ult i32 %32, 1073741824
  %34 = zext i1 %33 to i32
  %35 = add nuw nsw i32 %22, %34
  %36 = add nuw nsw i32 %23, 1
  %37 = icmp eq i32 %36, %2
  br i1 %37, label %16, label %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"uchar*", !"int"}
!8 = !{!"", !"const", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!13, !13, i64 0}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"float*", !"int*", !"int*", !"float*"}
!19 = !{!"", !"", !"const", !"const", !"const"}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !13, i64 0}
!22 = !{i32 1, i32 1, i32 1}
!23 = !{!"float*", !"float*", !"float*"}
!24 = !{!"", !"const", !"const"}
!25 = !{i32 1, i32 1, i32 1, i32 1}
!26 = !{!"none", !"none", !"none", !"none"}
!27 = !{!"double2*", !"long2*", !"double2*", !"long2*"}
!28 = !{!"double __attribute__((ext_vector_type(2)))*", !"long __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*", !"long __attribute__((ext_vector_type(2)))*"}
!29 = !{!"", !"", !"const", !"const"}
!30 = !{!"short*", !"char*", !"uchar*", !"short*", !"short*"}
!31 = !{!"", !"", !"", !"const", !"const"}
!32 = !{!33, !33, i64 0}
!33 = !{!"short", !13, i64 0}
!34 = !{i32 1}
!35 = !{!"none"}
!36 = !{!"int*"}
!37 = !{!""}
!38 = !{!39, !39, i64 0}
!39 = !{!"long", !13, i64 0}
!40 = !{i32 1, i32 1}
!41 = !{!"none", !"none"}
!42 = !{!"uint*", !"ushort*"}
!43 = !{!"", !"const"}
!44 = !{i32 1, i32 1, i32 1, i32 0}
!45 = !{!"int*", !"ulong*", !"ulong*", !"int"}
!46 = !{!"", !"const", !"const", !""}
!47 = !{!"int*", !"int*", !"uint*"}
!48 = !{i32 1, i32 0, i32 0}
!49 = !{!"int*", !"uint", !"int"}
!50 = !{!"", !"", !""}
