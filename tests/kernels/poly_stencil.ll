; ModuleID = 'poly_stencil.cl'
source_filename = "poly_stencil.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @jacobi1d_a(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp sgt i32 %11, 0
  %13 = add nsw i32 %2, -1
  %14 = icmp slt i32 %11, %13
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %29

16:                                               ; preds = %3
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr float, ptr addrspace(1) %1, i64 %17
  %19 = getelementptr i8, ptr addrspace(1) %18, i64 -4
  %20 = load <2 x float>, ptr addrspace(1) %19, align 4, !tbaa !11
  %21 = extractelement <2 x float> %20, i64 0
  %22 = extractelement <2 x float> %20, i64 1
  %23 = fadd float %21, %22
  %24 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !11, !amdgpu.noclobber !10
  %26 = fadd float %23, %25
  %27 = fmul float %26, 0x3FD5554760000000
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @jacobi1d_b(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp sgt i32 %11, 0
  %13 = add nsw i32 %2, -1
  %14 = icmp slt i32 %11, %13
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %21

16:                                               ; preds = %3
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !11, !amdgpu.noclobber !10
  store float %20, ptr addrspace(1) %18, align 4, !tbaa !11
  br label %21

21:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @jacobi2d_a(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %13 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 14
  %14 = load i16, ptr addrspace(4) %13, align 2, !range !9, !invariant.load !10, !noundef !10
  %15 = zext nneg i16 %14 to i32
  %16 = mul nsw i32 %12, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = add nsw i32 %16, %17
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %56

20:                                               ; preds = %3
  %21 = add nsw i32 %2, -1
  %22 = icmp slt i32 %18, %21
  %23 = icmp sgt i32 %11, 0
  %24 = icmp slt i32 %11, %21
  %25 = and i1 %23, %24
  %26 = select i1 %22, i1 %25, i1 false
  br i1 %26, label %27, label %56

27:                                               ; preds = %20
  %28 = mul nsw i32 %18, %2
  %29 = add nsw i32 %28, %11
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  %32 = getelementptr i8, ptr addrspace(1) %31, i64 -4
  %33 = load <2 x float>, ptr addrspace(1) %32, align 4, !tbaa !11
  %34 = extractelement <2 x float> %33, i64 0
  %35 = extractelement <2 x float> %33, i64 1
  %36 = fadd float %35, %34
  %37 = getelementptr i8, ptr addrspace(1) %31, i64 4
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !11
  %39 = fadd float %36, %38
  %40 = add nuw nsw i32 %18, 1
  %41 = mul nsw i32 %40, %2
  %42 = add nsw i32 %41, %11
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !11, !amdgpu.noclobber !10
  %46 = fadd float %39, %45
  %47 = add nsw i32 %18, -1
  %48 = mul nsw i32 %47, %2
  %49 = add nsw i32 %48, %11
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !11, !amdgpu.noclobber !10
  %53 = fadd float %46, %52
  %54 = fmul float %53, 0x3FC99999A0000000
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  store float %54, ptr addrspace(1) %55, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %27, %20, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @jacobi2d_b(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %13 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 14
  %14 = load i16, ptr addrspace(4) %13, align 2, !range !9, !invariant.load !10, !noundef !10
  %15 = zext nneg i16 %14 to i32
  %16 = mul nsw i32 %12, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = add nsw i32 %16, %17
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %34

20:                                               ; preds = %3
  %21 = add nsw i32 %2, -1
  %22 = icmp slt i32 %18, %21
  %23 = icmp sgt i32 %11, 0
  %24 = icmp slt i32 %11, %21
  %25 = and i1 %23, %24
  %26 = select i1 %22, i1 %25, i1 false
  br i1 %26, label %27, label %34

27:                                               ; preds = %20
  %28 = mul nsw i32 %18, %2
  %29 = add nsw i32 %28, %11
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !11, !amdgpu.noclobber !10
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  store float %32, ptr addrspace(1) %33, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %27, %20, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fdtd_ey(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
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
  %23 = icmp slt i32 %14, %5
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %50

25:                                               ; preds = %6
  %26 = icmp eq i32 %21, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %25
  %28 = sext i32 %3 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !11, !amdgpu.noclobber !10
  %31 = sext i32 %14 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  store float %30, ptr addrspace(1) %32, align 4, !tbaa !11
  br label %50

33:                                               ; preds = %25
  %34 = mul nsw i32 %21, %5
  %35 = add nsw i32 %34, %14
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !11, !amdgpu.noclobber !10
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !11, !amdgpu.noclobber !10
  %41 = add nsw i32 %21, -1
  %42 = mul nsw i32 %41, %5
  %43 = add nsw i32 %42, %14
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !11, !amdgpu.noclobber !10
  %47 = fsub float %40, %46
  %48 = fmul float %47, 5.000000e-01
  %49 = fsub float %38, %48
  store float %49, ptr addrspace(1) %37, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %27, %33, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fdtd_ex(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  %20 = icmp slt i32 %19, %2
  %21 = icmp sgt i32 %12, 0
  %22 = icmp slt i32 %12, %3
  %23 = and i1 %21, %22
  %24 = select i1 %20, i1 %23, i1 false
  br i1 %24, label %25, label %39

25:                                               ; preds = %4
  %26 = mul nsw i32 %19, %3
  %27 = add nsw i32 %26, %12
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !11, !amdgpu.noclobber !10
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %32 = getelementptr i8, ptr addrspace(1) %31, i64 -4
  %33 = load <2 x float>, ptr addrspace(1) %32, align 4, !tbaa !11
  %34 = extractelement <2 x float> %33, i64 0
  %35 = extractelement <2 x float> %33, i64 1
  %36 = fsub float %35, %34
  %37 = fmul float %36, 5.000000e-01
  %38 = fsub float %30, %37
  store float %38, ptr addrspace(1) %29, align 4, !tbaa !11
  br label %39

39:                                               ; preds = %25, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fdtd_hz(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
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
  %21 = add nsw i32 %3, -1
  %22 = icmp slt i32 %20, %21
  %23 = add nsw i32 %4, -1
  %24 = icmp slt i32 %13, %23
  %25 = select i1 %22, i1 %24, i1 false
  br i1 %25, label %26, label %49

26:                                               ; preds = %5
  %27 = mul nsw i32 %20, %4
  %28 = add nsw i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !11, !amdgpu.noclobber !10
  %32 = getelementptr float, ptr addrspace(1) %1, i64 %29
  %33 = load <2 x float>, ptr addrspace(1) %32, align 4, !tbaa !11
  %34 = extractelement <2 x float> %33, i64 0
  %35 = extractelement <2 x float> %33, i64 1
  %36 = fsub float %35, %34
  %37 = add nsw i32 %20, 1
  %38 = mul nsw i32 %37, %4
  %39 = add nsw i32 %38, %13
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !11, !amdgpu.noclobber !10
  %43 = fadd float %36, %42
  %44 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !11, !amdgpu.noclobber !10
  %46 = fsub float %43, %45
  %47 = fmul float %46, 0x3FE6666660000000
  %48 = fsub float %31, %47
  store float %48, ptr addrspace(1) %30, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %26, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !27 {
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
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %77

21:                                               ; preds = %4
  %22 = add nsw i32 %2, -1
  %23 = icmp slt i32 %19, %22
  %24 = icmp sgt i32 %12, 0
  %25 = select i1 %23, i1 %24, i1 false
  %26 = add nsw i32 %3, -1
  %27 = icmp slt i32 %12, %26
  %28 = select i1 %25, i1 %27, i1 false
  br i1 %28, label %29, label %77

29:                                               ; preds = %21
  %30 = add nsw i32 %19, -1
  %31 = mul nsw i32 %30, %3
  %32 = add nsw i32 %31, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr float, ptr addrspace(1) %0, i64 %33
  %35 = getelementptr i8, ptr addrspace(1) %34, i64 -4
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !11
  %37 = fmul float %36, 0x3FC99999A0000000
  %38 = load float, ptr addrspace(1) %34, align 4, !tbaa !11, !amdgpu.noclobber !10
  %39 = fmul float %38, 5.000000e-01
  %40 = fadd float %37, %39
  %41 = getelementptr i8, ptr addrspace(1) %34, i64 4
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !11
  %43 = fmul float %42, 0x3FE99999A0000000
  %44 = fsub float %40, %43
  %45 = mul nsw i32 %19, %3
  %46 = add nsw i32 %45, %12
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 -4
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !11
  %51 = fmul float %50, 0x3FD3333340000000
  %52 = fsub float %44, %51
  %53 = load float, ptr addrspace(1) %48, align 4, !tbaa !11, !amdgpu.noclobber !10
  %54 = fmul float %53, 0x3FE3333340000000
  %55 = fadd float %52, %54
  %56 = getelementptr i8, ptr addrspace(1) %48, i64 4
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !11
  %58 = fmul float %57, 0x3FECCCCCC0000000
  %59 = fsub float %55, %58
  %60 = add nuw nsw i32 %19, 1
  %61 = mul nsw i32 %60, %3
  %62 = add nsw i32 %61, %12
  %63 = sext i32 %62 to i64
  %64 = getelementptr float, ptr addrspace(1) %0, i64 %63
  %65 = getelementptr i8, ptr addrspace(1) %64, i64 -4
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !11
  %67 = fmul float %66, 0x3FD99999A0000000
  %68 = fadd float %59, %67
  %69 = load float, ptr addrspace(1) %64, align 4, !tbaa !11, !amdgpu.noclobber !10
  %70 = fmul float %69, 0x3FE6666660000000
  %71 = fadd float %68, %70
  %72 = getelementptr i8, ptr addrspace(1) %64, i64 4
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !11
  %74 = fmul float %73, 0x3FB99999A0000000
  %75 = fadd float %71, %74
  %76 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %75, ptr addrspace(1) %76, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %29, %21, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @heat3d(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %13 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 14
  %14 = load i16, ptr addrspace(4) %13, align 2, !range !9, !invariant.load !10, !noundef !10
  %15 = zext nneg i16 %14 to i32
  %16 = mul nsw i32 %12, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = add nsw i32 %16, %17
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 16
  %22 = load i16, ptr addrspace(4) %21, align 8, !range !9
  %23 = zext nneg i16 %22 to i64
  %24 = mul nuw nsw i64 %23, %20
  %25 = tail call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 56
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !28
  %29 = add i64 %28, %26
  %30 = add i64 %29, %24
  %31 = trunc i64 %30 to i32
  %32 = icmp slt i32 %11, 1
  %33 = icmp slt i32 %18, 1
  %34 = select i1 %32, i1 true, i1 %33
  %35 = icmp slt i32 %31, 1
  %36 = select i1 %34, i1 true, i1 %35
  br i1 %36, label %106, label %37

37:                                               ; preds = %3
  %38 = add nsw i32 %2, -1
  %39 = icmp slt i32 %11, %38
  %40 = icmp slt i32 %18, %38
  %41 = select i1 %39, i1 %40, i1 false
  %42 = icmp sgt i32 %38, %31
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %106

44:                                               ; preds = %37
  %45 = mul nsw i32 %31, %2
  %46 = add nsw i32 %45, %18
  %47 = mul nsw i32 %46, %2
  %48 = add nsw i32 %47, %11
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !11, !amdgpu.noclobber !10
  %52 = add nuw nsw i32 %31, 1
  %53 = mul nsw i32 %52, %2
  %54 = add nsw i32 %53, %18
  %55 = mul nsw i32 %54, %2
  %56 = add nsw i32 %55, %11
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !11, !amdgpu.noclobber !10
  %60 = fmul float %51, 2.000000e+00
  %61 = fsub float %59, %60
  %62 = add nsw i32 %31, -1
  %63 = mul nsw i32 %62, %2
  %64 = add nsw i32 %63, %18
  %65 = mul nsw i32 %64, %2
  %66 = add nsw i32 %65, %11
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !11, !amdgpu.noclobber !10
  %70 = fadd float %61, %69
  %71 = fmul float %70, 1.250000e-01
  %72 = add nuw nsw i32 %18, 1
  %73 = add nsw i32 %72, %45
  %74 = mul nsw i32 %73, %2
  %75 = add nsw i32 %74, %11
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !11, !amdgpu.noclobber !10
  %79 = fsub float %78, %60
  %80 = add nsw i32 %18, -1
  %81 = add nsw i32 %80, %45
  %82 = mul nsw i32 %81, %2
  %83 = add nsw i32 %82, %11
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !11, !amdgpu.noclobber !10
  %87 = fadd float %79, %86
  %88 = fmul float %87, 1.250000e-01
  %89 = fadd float %71, %88
  %90 = add nuw nsw i32 %11, 1
  %91 = add nsw i32 %90, %47
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !11, !amdgpu.noclobber !10
  %95 = fsub float %94, %60
  %96 = add nsw i32 %11, -1
  %97 = add nsw i32 %96, %47
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4, !tbaa !11, !amdgpu.noclobber !10
  %101 = fadd float %95, %100
  %102 = fmul float %101, 1.250000e-01
  %103 = fadd float %89, %102
  %104 = fadd float %51, %103
  %105 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  store float %104, ptr addrspace(1) %105, align 4, !tbaa !11
  br label %106

106:                                              ; preds = %3, %37, %44
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @col_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !24 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %33

15:                                               ; preds = %5
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %22, %15
  %18 = phi float [ 0.000000e+00, %15 ], [ %30, %22 ]
  %19 = fdiv float %18, %2
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %19, ptr addrspace(1) %21, align 4, !tbaa !11
  br label %33

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %31, %22 ], [ 0, %15 ]
  %24 = phi float [ %30, %22 ], [ 0.000000e+00, %15 ]
  %25 = mul nsw i32 %23, %3
  %26 = add nsw i32 %25, %13
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !11, !amdgpu.noclobber !10
  %30 = fadd float %24, %29
  %31 = add nuw nsw i32 %23, 1
  %32 = icmp eq i32 %31, %4
  br i1 %32, label %17, label %22

33:                                               ; preds = %5, %17
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @col_std(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !18 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %42

16:                                               ; preds = %6
  %17 = icmp sgt i32 %5, 0
  %18 = sext i32 %14 to i64
  br i1 %17, label %19, label %22

19:                                               ; preds = %16
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %29

22:                                               ; preds = %29, %16
  %23 = phi float [ 0.000000e+00, %16 ], [ %39, %29 ]
  %24 = fdiv float %23, %3
  %25 = tail call float @llvm.sqrt.f32(float %24)
  %26 = fcmp ole float %25, 0x3F747AE140000000
  %27 = select i1 %26, float 1.000000e+00, float %25
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  store float %27, ptr addrspace(1) %28, align 4, !tbaa !11
  br label %42

29:                                               ; preds = %19, %29
  %30 = phi i32 [ 0, %19 ], [ %40, %29 ]
  %31 = phi float [ 0.000000e+00, %19 ], [ %39, %29 ]
  %32 = mul nsw i32 %30, %4
  %33 = add nsw i32 %32, %14
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !11, !amdgpu.noclobber !10
  %37 = fsub float %36, %21
  %38 = fmul float %37, %37
  %39 = fadd float %31, %38
  %40 = add nuw nsw i32 %30, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %22, label %29

42:                                               ; preds = %6, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @center(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  %20 = icmp slt i32 %19, %3
  %21 = icmp slt i32 %12, %2
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %33

23:                                               ; preds = %4
  %24 = sext i32 %12 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !11, !amdgpu.noclobber !10
  %27 = mul nsw i32 %19, %2
  %28 = add nsw i32 %27, %12
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !11, !amdgpu.noclobber !10
  %32 = fsub float %31, %26
  store float %32, ptr addrspace(1) %30, align 4, !tbaa !11
  br label %33

33:                                               ; preds = %23, %4
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @covar(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %46

14:                                               ; preds = %4
  %15 = icmp sgt i32 %3, 0
  %16 = mul nsw i32 %12, %2
  br label %17

17:                                               ; preds = %14, %19
  %18 = phi i32 [ %12, %14 ], [ %28, %19 ]
  br i1 %15, label %30, label %19

19:                                               ; preds = %30, %17
  %20 = phi float [ 0.000000e+00, %17 ], [ %43, %30 ]
  %21 = add nsw i32 %18, %16
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  store float %20, ptr addrspace(1) %23, align 4, !tbaa !11
  %24 = mul nsw i32 %18, %2
  %25 = add nsw i32 %24, %12
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  store float %20, ptr addrspace(1) %27, align 4, !tbaa !11
  %28 = add nsw i32 %18, 1
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %17, label %46

30:                                               ; preds = %17, %30
  %31 = phi i32 [ %44, %30 ], [ 0, %17 ]
  %32 = phi float [ %43, %30 ], [ 0.000000e+00, %17 ]
  %33 = mul nsw i32 %31, %2
  %34 = add nsw i32 %33, %12
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !11
  %38 = add nsw i32 %33, %18
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !11
  %42 = fmul float %37, %41
  %43 = fadd float %32, %42
  %44 = add nuw nsw i32 %31, 1
  %45 = icmp eq i32 %44, %3
  br i1 %45, label %19, label %30

46:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }

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
!7 = !{!"float*", !"float*", !"int"}
!8 = !{!"", !"const", !""}
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
!19 = !{i32 1, i32 1, i32 0, i32 0}
!20 = !{!"none", !"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"int", !"int"}
!22 = !{!"", !"const", !"", !""}
!23 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!26 = !{!"", !"const", !"const", !"", !""}
!27 = !{!"const", !"", !"", !""}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !13, i64 0}
!30 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!31 = !{!"float*", !"float*", !"float", !"int", !"int"}
!32 = !{!"", !"const", !"", !"", !""}
!33 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int"}
