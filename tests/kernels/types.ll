; ModuleID = 'types.cl'
source_filename = "types.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @daxpy(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, double noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  %16 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %15
  %17 = load double, ptr addrspace(1) %16, align 8, !tbaa !11, !amdgpu.noclobber !10
  %18 = fmul double %17, %2
  %19 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %15
  %20 = load double, ptr addrspace(1) %19, align 8, !tbaa !11, !amdgpu.noclobber !10
  %21 = fadd double %18, %20
  store double %21, ptr addrspace(1) %19, align 8, !tbaa !11
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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @dgemv(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %36

15:                                               ; preds = %5
  %16 = icmp sgt i32 %4, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = mul nsw i32 %13, %4
  br label %23

19:                                               ; preds = %23, %15
  %20 = phi double [ 0.000000e+00, %15 ], [ %33, %23 ]
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %21
  store double %20, ptr addrspace(1) %22, align 8, !tbaa !11
  br label %36

23:                                               ; preds = %17, %23
  %24 = phi i32 [ 0, %17 ], [ %34, %23 ]
  %25 = phi double [ 0.000000e+00, %17 ], [ %33, %23 ]
  %26 = add nsw i32 %24, %18
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %27
  %29 = load double, ptr addrspace(1) %28, align 8, !tbaa !11, !amdgpu.noclobber !10
  %30 = zext nneg i32 %24 to i64
  %31 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %30
  %32 = load double, ptr addrspace(1) %31, align 8, !tbaa !11, !amdgpu.noclobber !10
  %33 = tail call double @llvm.fma.f64(double %29, double %32, double %25)
  %34 = add nuw nsw i32 %24, 1
  %35 = icmp eq i32 %34, %4
  br i1 %35, label %19, label %23

36:                                               ; preds = %5, %19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dpoly_newton(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2, ptr addrspace(1) nocapture noundef readonly align 8 %3) local_unnamed_addr #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !6 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %13
  %15 = load double, ptr addrspace(1) %14, align 8, !tbaa !11, !amdgpu.noclobber !10
  %16 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 56
  %17 = load double, ptr addrspace(1) %16, align 8, !tbaa !11, !amdgpu.noclobber !10
  %18 = fmul double %15, %17
  %19 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 48
  %20 = load double, ptr addrspace(1) %19, align 8, !tbaa !11, !amdgpu.noclobber !10
  %21 = fadd double %18, %20
  %22 = fmul double %15, %21
  %23 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 40
  %24 = load double, ptr addrspace(1) %23, align 8, !tbaa !11, !amdgpu.noclobber !10
  %25 = fadd double %22, %24
  %26 = fmul double %15, %25
  %27 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 32
  %28 = load double, ptr addrspace(1) %27, align 8, !tbaa !11, !amdgpu.noclobber !10
  %29 = fadd double %26, %28
  %30 = fmul double %15, %29
  %31 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 24
  %32 = load double, ptr addrspace(1) %31, align 8, !tbaa !11, !amdgpu.noclobber !10
  %33 = fadd double %30, %32
  %34 = fmul double %15, %33
  %35 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 16
  %36 = load double, ptr addrspace(1) %35, align 8, !tbaa !11, !amdgpu.noclobber !10
  %37 = fadd double %34, %36
  %38 = fmul double %15, %37
  %39 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 8
  %40 = load double, ptr addrspace(1) %39, align 8, !tbaa !11, !amdgpu.noclobber !10
  %41 = fadd double %38, %40
  %42 = fmul double %15, %41
  %43 = load double, ptr addrspace(1) %3, align 8, !tbaa !11, !amdgpu.noclobber !10
  %44 = fadd double %42, %43
  %45 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %13
  store double %44, ptr addrspace(1) %45, align 8, !tbaa !11
  %46 = tail call double @llvm.fabs.f64(double %15)
  %47 = fadd double %46, 1.000000e+00
  %48 = fdiv double %47, %47
  %49 = fadd double %47, %48
  %50 = fmul double %49, 5.000000e-01
  %51 = fdiv double %47, %50
  %52 = fadd double %50, %51
  %53 = fmul double %52, 5.000000e-01
  %54 = fdiv double %47, %53
  %55 = fadd double %53, %54
  %56 = fmul double %55, 5.000000e-01
  %57 = fdiv double %47, %56
  %58 = fadd double %56, %57
  %59 = fmul double %58, 5.000000e-01
  %60 = fdiv double %47, %59
  %61 = fadd double %59, %60
  %62 = fmul double %61, 5.000000e-01
  %63 = fdiv double %47, %62
  %64 = fadd double %62, %63
  %65 = fmul double %64, 5.000000e-01
  %66 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %13
  store double %65, ptr addrspace(1) %66, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @dconv(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, ptr addrspace(1) nocapture noundef writeonly align 8 %3, ptr addrspace(1) nocapture noundef readonly align 8 %4) local_unnamed_addr #0 !kernel_arg_addr_space !22 !kernel_arg_access_qual !16 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr addrspace(1) %4, i64 %14
  %16 = load double, ptr addrspace(1) %15, align 8, !tbaa !11, !amdgpu.noclobber !10
  %17 = fptrunc double %16 to float
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  store float %17, ptr addrspace(1) %18, align 4, !tbaa !25
  %19 = fptosi double %16 to i32
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !27
  %21 = fmul double %16, 1.000000e+09
  %22 = fptosi double %21 to i64
  %23 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %14
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !29
  %24 = tail call double @llvm.floor.f64(double %16)
  %25 = shl nsw i32 %13, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %26
  store double %24, ptr addrspace(1) %27, align 8, !tbaa !11
  %28 = tail call double @llvm.ceil.f64(double %16)
  %29 = or disjoint i32 %25, 1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %30
  store double %28, ptr addrspace(1) %31, align 8, !tbaa !11
  %32 = tail call double @llvm.rint.f64(double %16)
  %33 = or disjoint i32 %25, 2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %34
  store double %32, ptr addrspace(1) %35, align 8, !tbaa !11
  %36 = tail call double @llvm.minnum.f64(double %16, double 2.500000e-01)
  %37 = tail call double @llvm.maxnum.f64(double %16, double -2.500000e-01)
  %38 = fadd double %36, %37
  %39 = or disjoint i32 %25, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %40
  store double %38, ptr addrspace(1) %41, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @haxpy(ptr addrspace(1) nocapture noundef align 2 %0, ptr addrspace(1) nocapture noundef readonly align 2 %1, half noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !8 {
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
  %16 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %15
  %17 = load half, ptr addrspace(1) %16, align 2, !tbaa !32, !amdgpu.noclobber !10
  %18 = fmul half %17, %2
  %19 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %15
  %20 = load half, ptr addrspace(1) %19, align 2, !tbaa !32, !amdgpu.noclobber !10
  %21 = fadd half %18, %20
  store half %21, ptr addrspace(1) %19, align 2, !tbaa !32
  br label %22

22:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @hdot2(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !34 !kernel_arg_access_qual !6 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %26

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds <2 x half>, ptr addrspace(1) %1, i64 %15
  %17 = load <2 x half>, ptr addrspace(1) %16, align 4, !tbaa !38, !amdgpu.noclobber !10
  %18 = getelementptr inbounds <2 x half>, ptr addrspace(1) %2, i64 %15
  %19 = load <2 x half>, ptr addrspace(1) %18, align 4, !tbaa !38, !amdgpu.noclobber !10
  %20 = fmul <2 x half> %17, %19
  %21 = fpext <2 x half> %20 to <2 x float>
  %22 = extractelement <2 x float> %21, i64 0
  %23 = extractelement <2 x float> %21, i64 1
  %24 = fadd float %22, %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !25
  br label %26

26:                                               ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @hconv(ptr addrspace(1) nocapture noundef writeonly align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 2 %3) local_unnamed_addr #0 !kernel_arg_addr_space !19 !kernel_arg_access_qual !6 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !25, !amdgpu.noclobber !10
  %16 = fptrunc float %15 to half
  %17 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %13
  store half %16, ptr addrspace(1) %17, align 2, !tbaa !32
  %18 = fpext half %16 to float
  %19 = fmul float %18, 2.000000e+00
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !25
  %21 = fmul half %16, 0xH4400
  %22 = fptosi half %21 to i16
  %23 = getelementptr inbounds i16, ptr addrspace(1) %3, i64 %13
  store i16 %22, ptr addrspace(1) %23, align 2, !tbaa !41
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @splitmix64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, i64 noundef %1) local_unnamed_addr #3 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul nsw i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add nsw i32 %8, %9
  %11 = add nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, -7046029254386353131
  %14 = add i64 %13, %1
  %15 = lshr i64 %14, 30
  %16 = xor i64 %15, %14
  %17 = mul i64 %16, -4658895280553007687
  %18 = lshr i64 %17, 27
  %19 = xor i64 %18, %17
  %20 = mul i64 %19, -7723592293110705685
  %21 = lshr i64 %20, 31
  %22 = xor i64 %21, %20
  %23 = sext i32 %10 to i64
  %24 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %23
  store i64 %22, ptr addrspace(1) %24, align 8, !tbaa !29
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @fnv1a64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %70

13:                                               ; preds = %3
  %14 = mul nsw i32 %11, 24
  br label %18

15:                                               ; preds = %18
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %16
  store i64 %67, ptr addrspace(1) %17, align 8, !tbaa !29
  br label %70

18:                                               ; preds = %18, %13
  %19 = phi i32 [ 0, %13 ], [ %68, %18 ]
  %20 = phi i64 [ -3750763034362895579, %13 ], [ %67, %18 ]
  %21 = add nsw i32 %19, %14
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %22
  %24 = load i8, ptr addrspace(1) %23, align 1, !tbaa !38, !amdgpu.noclobber !10
  %25 = zext i8 %24 to i64
  %26 = xor i64 %20, %25
  %27 = mul i64 %26, 1099511628211
  %28 = or disjoint i32 %19, 1
  %29 = add nsw i32 %28, %14
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %30
  %32 = load i8, ptr addrspace(1) %31, align 1, !tbaa !38, !amdgpu.noclobber !10
  %33 = zext i8 %32 to i64
  %34 = xor i64 %27, %33
  %35 = mul i64 %34, 1099511628211
  %36 = add nuw nsw i32 %19, 2
  %37 = add nsw i32 %36, %14
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %38
  %40 = load i8, ptr addrspace(1) %39, align 1, !tbaa !38, !amdgpu.noclobber !10
  %41 = zext i8 %40 to i64
  %42 = xor i64 %35, %41
  %43 = mul i64 %42, 1099511628211
  %44 = add nuw nsw i32 %19, 3
  %45 = add nsw i32 %44, %14
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %46
  %48 = load i8, ptr addrspace(1) %47, align 1, !tbaa !38, !amdgpu.noclobber !10
  %49 = zext i8 %48 to i64
  %50 = xor i64 %43, %49
  %51 = mul i64 %50, 1099511628211
  %52 = add nuw nsw i32 %19, 4
  %53 = add nsw i32 %52, %14
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %54
  %56 = load i8, ptr addrspace(1) %55, align 1, !tbaa !38, !amdgpu.noclobber !10
  %57 = zext i8 %56 to i64
  %58 = xor i64 %51, %57
  %59 = mul i64 %58, 1099511628211
  %60 = add nuw nsw i32 %19, 5
  %61 = add nsw i32 %60, %14
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %62
  %64 = load i8, ptr addrspace(1) %63, align 1, !tbaa !38, !amdgpu.noclobber !10
  %65 = zext i8 %64 to i64
  %66 = xor i64 %59, %65
  %67 = mul i64 %66, 1099511628211
  %68 = add nuw nsw i32 %19, 6
  %69 = icmp eq i32 %68, 24
  br i1 %69, label %15, label %18

70:                                               ; preds = %3, %15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @i64_divmod(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, ptr addrspace(1) nocapture noundef writeonly align 8 %3, ptr addrspace(1) nocapture noundef readonly align 8 %4, ptr addrspace(1) nocapture noundef readonly align 8 %5) local_unnamed_addr #0 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !9, !invariant.load !10, !noundef !10
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i64, ptr addrspace(1) %4, i64 %15
  %17 = load i64, ptr addrspace(1) %16, align 8, !tbaa !29, !amdgpu.noclobber !10
  %18 = getelementptr inbounds i64, ptr addrspace(1) %5, i64 %15
  %19 = load i64, ptr addrspace(1) %18, align 8, !tbaa !29, !amdgpu.noclobber !10
  %20 = freeze i64 %17
  %21 = freeze i64 %19
  %22 = sdiv i64 %20, %21
  %23 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %15
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !29
  %24 = mul i64 %22, %21
  %25 = sub i64 %20, %24
  %26 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %15
  store i64 %25, ptr addrspace(1) %26, align 8, !tbaa !29
  %27 = freeze i64 %17
  %28 = freeze i64 %19
  %29 = udiv i64 %27, %28
  %30 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %15
  store i64 %29, ptr addrspace(1) %30, align 8, !tbaa !29
  %31 = mul i64 %29, %28
  %32 = sub i64 %27, %31
  %33 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %15
  store i64 %32, ptr addrspace(1) %33, align 8, !tbaa !29
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @gcd64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, ptr addrspace(1) nocapture noundef readonly align 8 %2) local_unnamed_addr #2 !kernel_arg_addr_space !55 !kernel_arg_access_qual !48 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %12
  %14 = load i64, ptr addrspace(1) %13, align 8, !tbaa !29, !amdgpu.noclobber !10
  %15 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %12
  %16 = load i64, ptr addrspace(1) %15, align 8, !tbaa !29, !amdgpu.noclobber !10
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %3, %18
  %19 = phi i64 [ %20, %18 ], [ %14, %3 ]
  %20 = phi i64 [ %21, %18 ], [ %16, %3 ]
  %21 = urem i64 %19, %20
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %18

23:                                               ; preds = %18, %3
  %24 = phi i64 [ %14, %3 ], [ %20, %18 ]
  %25 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %12
  store i64 %24, ptr addrspace(1) %25, align 8, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bits64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1) local_unnamed_addr #0 !kernel_arg_addr_space !58 !kernel_arg_access_qual !44 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !60 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul nsw i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %11
  %13 = load i64, ptr addrspace(1) %12, align 8, !tbaa !29, !amdgpu.noclobber !10
  %14 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %13)
  %15 = mul nsw i32 %10, 6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %16
  store i64 %14, ptr addrspace(1) %17, align 8, !tbaa !29
  %18 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %13, i1 false)
  %19 = or disjoint i32 %15, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %20
  store i64 %18, ptr addrspace(1) %21, align 8, !tbaa !29
  %22 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %13, i1 false)
  %23 = getelementptr i8, ptr addrspace(1) %17, i64 16
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !29
  %24 = tail call i64 @llvm.fshl.i64(i64 %13, i64 %13, i64 13)
  %25 = getelementptr i8, ptr addrspace(1) %17, i64 24
  store i64 %24, ptr addrspace(1) %25, align 8, !tbaa !29
  %26 = zext i64 %13 to i128
  %27 = mul nuw i128 %26, 11400714819323198485
  %28 = lshr i128 %27, 64
  %29 = trunc nuw i128 %28 to i64
  %30 = getelementptr i8, ptr addrspace(1) %17, i64 32
  store i64 %29, ptr addrspace(1) %30, align 8, !tbaa !29
  %31 = tail call i64 @llvm.bitreverse.i64(i64 %13)
  %32 = getelementptr i8, ptr addrspace(1) %17, i64 40
  store i64 %31, ptr addrspace(1) %32, align 8, !tbaa !29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !{!"double*", !"double*", !"double", !"int"}
!8 = !{!"", !"const", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"double*", !"double*", !"double*", !"int", !"int"}
!18 = !{!"", !"const", !"const", !"", !""}
!19 = !{i32 1, i32 1, i32 1, i32 1}
!20 = !{!"double*", !"double*", !"double*", !"double*"}
!21 = !{!"", !"", !"const", !"const"}
!22 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!23 = !{!"float*", !"int*", !"long*", !"double*", !"double*"}
!24 = !{!"", !"", !"", !"", !"const"}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !13, i64 0}
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !13, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"long", !13, i64 0}
!31 = !{!"half*", !"half*", !"half", !"int"}
!32 = !{!33, !33, i64 0}
!33 = !{!"half", !13, i64 0}
!34 = !{i32 1, i32 1, i32 1, i32 0}
!35 = !{!"float*", !"half2*", !"half2*", !"int"}
!36 = !{!"float*", !"half __attribute__((ext_vector_type(2)))*", !"half __attribute__((ext_vector_type(2)))*", !"int"}
!37 = !{!"", !"const", !"const", !""}
!38 = !{!13, !13, i64 0}
!39 = !{!"half*", !"float*", !"float*", !"short*"}
!40 = !{!"", !"", !"const", !""}
!41 = !{!42, !42, i64 0}
!42 = !{!"short", !13, i64 0}
!43 = !{i32 1, i32 0}
!44 = !{!"none", !"none"}
!45 = !{!"ulong*", !"ulong"}
!46 = !{!"", !""}
!47 = !{i32 1, i32 1, i32 0}
!48 = !{!"none", !"none", !"none"}
!49 = !{!"ulong*", !"uchar*", !"int"}
!50 = !{!"", !"const", !""}
!51 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!52 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!53 = !{!"long*", !"long*", !"ulong*", !"ulong*", !"long*", !"long*"}
!54 = !{!"", !"", !"", !"", !"const", !"const"}
!55 = !{i32 1, i32 1, i32 1}
!56 = !{!"ulong*", !"ulong*", !"ulong*"}
!57 = !{!"", !"const", !"const"}
!58 = !{i32 1, i32 1}
!59 = !{!"ulong*", !"ulong*"}
!60 = !{!"", !"const"}
