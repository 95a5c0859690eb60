; ModuleID = 'numeric.cl'
source_filename = "numeric.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@fft16.s = internal unnamed_addr addrspace(3) global [16 x <2 x float>] undef, align 8
@spmv_csr_vector.part = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4
@sgemm_tiled.As = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@sgemm_tiled.Bs = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @fft16(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl nsw i32 %4, 4
  %6 = add nsw i32 %5, %3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %7
  %9 = load <2 x float>, ptr addrspace(1) %8, align 8, !tbaa !10, !amdgpu.noclobber !13
  %10 = tail call i32 @llvm.bitreverse.i32(i32 %3)
  %11 = lshr i32 %10, 28
  %12 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %11
  store <2 x float> %9, ptr addrspace(3) %12, align 8, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %13 = icmp ult i32 %3, 8
  br i1 %13, label %14, label %36

14:                                               ; preds = %2
  %15 = shl nuw nsw i32 %3, 1
  %16 = or disjoint i32 %15, 1
  %17 = load <2 x float>, ptr addrspace(1) %1, align 8, !tbaa !10, !amdgpu.noclobber !13
  %18 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %15
  %19 = load <2 x float>, ptr addrspace(3) %18, align 8, !tbaa !10
  %20 = extractelement <2 x float> %17, i64 0
  %21 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %16
  %22 = load <2 x float>, ptr addrspace(3) %21, align 8
  %23 = extractelement <2 x float> %22, i64 0
  %24 = fmul float %20, %23
  %25 = extractelement <2 x float> %17, i64 1
  %26 = extractelement <2 x float> %22, i64 1
  %27 = fmul float %25, %26
  %28 = fsub float %24, %27
  %29 = insertelement <2 x float> poison, float %28, i64 0
  %30 = fmul float %20, %26
  %31 = fmul float %25, %23
  %32 = fadd float %30, %31
  %33 = insertelement <2 x float> %29, float %32, i64 1
  %34 = fadd <2 x float> %19, %33
  store <2 x float> %34, ptr addrspace(3) %18, align 8, !tbaa !10
  %35 = fsub <2 x float> %19, %33
  store <2 x float> %35, ptr addrspace(3) %21, align 8, !tbaa !10
  br label %36

36:                                               ; preds = %14, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %13, label %37, label %65

37:                                               ; preds = %36
  %38 = and i32 %3, 1
  %39 = shl nuw nsw i32 %3, 1
  %40 = and i32 %39, 12
  %41 = or disjoint i32 %40, %38
  %42 = or disjoint i32 %41, 2
  %43 = shl nuw nsw i32 %38, 2
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %44
  %46 = load <2 x float>, ptr addrspace(1) %45, align 8, !tbaa !10, !amdgpu.noclobber !13
  %47 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %41
  %48 = load <2 x float>, ptr addrspace(3) %47, align 8, !tbaa !10
  %49 = extractelement <2 x float> %46, i64 0
  %50 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %42
  %51 = load <2 x float>, ptr addrspace(3) %50, align 8
  %52 = extractelement <2 x float> %51, i64 0
  %53 = fmul float %49, %52
  %54 = extractelement <2 x float> %46, i64 1
  %55 = extractelement <2 x float> %51, i64 1
  %56 = fmul float %54, %55
  %57 = fsub float %53, %56
  %58 = insertelement <2 x float> poison, float %57, i64 0
  %59 = fmul float %49, %55
  %60 = fmul float %54, %52
  %61 = fadd float %59, %60
  %62 = insertelement <2 x float> %58, float %61, i64 1
  %63 = fadd <2 x float> %48, %62
  store <2 x float> %63, ptr addrspace(3) %47, align 8, !tbaa !10
  %64 = fsub <2 x float> %48, %62
  store <2 x float> %64, ptr addrspace(3) %50, align 8, !tbaa !10
  br label %65

65:                                               ; preds = %37, %36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %13, label %66, label %94

66:                                               ; preds = %65
  %67 = and i32 %3, 3
  %68 = shl nuw nsw i32 %3, 1
  %69 = and i32 %68, 8
  %70 = or disjoint i32 %69, %67
  %71 = or disjoint i32 %70, 4
  %72 = shl nuw nsw i32 %67, 1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %73
  %75 = load <2 x float>, ptr addrspace(1) %74, align 8, !tbaa !10, !amdgpu.noclobber !13
  %76 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %70
  %77 = load <2 x float>, ptr addrspace(3) %76, align 8, !tbaa !10
  %78 = extractelement <2 x float> %75, i64 0
  %79 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %71
  %80 = load <2 x float>, ptr addrspace(3) %79, align 8
  %81 = extractelement <2 x float> %80, i64 0
  %82 = fmul float %78, %81
  %83 = extractelement <2 x float> %75, i64 1
  %84 = extractelement <2 x float> %80, i64 1
  %85 = fmul float %83, %84
  %86 = fsub float %82, %85
  %87 = insertelement <2 x float> poison, float %86, i64 0
  %88 = fmul float %78, %84
  %89 = fmul float %83, %81
  %90 = fadd float %88, %89
  %91 = insertelement <2 x float> %87, float %90, i64 1
  %92 = fadd <2 x float> %77, %91
  store <2 x float> %92, ptr addrspace(3) %76, align 8, !tbaa !10
  %93 = fsub <2 x float> %77, %91
  store <2 x float> %93, ptr addrspace(3) %79, align 8, !tbaa !10
  br label %94

94:                                               ; preds = %66, %65
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %13, label %95, label %118

95:                                               ; preds = %94
  %96 = or disjoint i32 %3, 8
  %97 = zext nneg i32 %3 to i64
  %98 = getelementptr inbounds <2 x float>, ptr addrspace(1) %1, i64 %97
  %99 = load <2 x float>, ptr addrspace(1) %98, align 8, !tbaa !10, !amdgpu.noclobber !13
  %100 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %3
  %101 = load <2 x float>, ptr addrspace(3) %100, align 8, !tbaa !10
  %102 = extractelement <2 x float> %99, i64 0
  %103 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %96
  %104 = load <2 x float>, ptr addrspace(3) %103, align 8
  %105 = extractelement <2 x float> %104, i64 0
  %106 = fmul float %102, %105
  %107 = extractelement <2 x float> %99, i64 1
  %108 = extractelement <2 x float> %104, i64 1
  %109 = fmul float %107, %108
  %110 = fsub float %106, %109
  %111 = insertelement <2 x float> poison, float %110, i64 0
  %112 = fmul float %102, %108
  %113 = fmul float %107, %105
  %114 = fadd float %112, %113
  %115 = insertelement <2 x float> %111, float %114, i64 1
  %116 = fadd <2 x float> %101, %115
  store <2 x float> %116, ptr addrspace(3) %100, align 8, !tbaa !10
  %117 = fsub <2 x float> %101, %115
  store <2 x float> %117, ptr addrspace(3) %103, align 8, !tbaa !10
  br label %118

118:                                              ; preds = %95, %94
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %119 = getelementptr inbounds [16 x <2 x float>], ptr addrspace(3) @fft16.s, i32 0, i32 %3
  %120 = load <2 x float>, ptr addrspace(3) %119, align 8, !tbaa !10
  store <2 x float> %120, ptr addrspace(1) %8, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @nbody_accel(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !19, !invariant.load !13, !noundef !13
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %65

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %15
  %19 = load <4 x float>, ptr addrspace(1) %18, align 16, !tbaa !10, !amdgpu.noclobber !13
  %20 = extractelement <4 x float> %19, i64 0
  %21 = extractelement <4 x float> %19, i64 1
  %22 = extractelement <4 x float> %19, i64 2
  br label %31

23:                                               ; preds = %31, %14
  %24 = phi float [ 0.000000e+00, %14 ], [ %62, %31 ]
  %25 = phi float [ 0.000000e+00, %14 ], [ %60, %31 ]
  %26 = phi float [ 0.000000e+00, %14 ], [ %58, %31 ]
  %27 = insertelement <4 x float> <float poison, float poison, float poison, float 0.000000e+00>, float %26, i64 0
  %28 = insertelement <4 x float> %27, float %25, i64 1
  %29 = insertelement <4 x float> %28, float %24, i64 2
  %30 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %15
  store <4 x float> %29, ptr addrspace(1) %30, align 16, !tbaa !10
  br label %65

31:                                               ; preds = %17, %31
  %32 = phi float [ 0.000000e+00, %17 ], [ %58, %31 ]
  %33 = phi float [ 0.000000e+00, %17 ], [ %60, %31 ]
  %34 = phi float [ 0.000000e+00, %17 ], [ %62, %31 ]
  %35 = phi i32 [ 0, %17 ], [ %63, %31 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %36
  %38 = load <4 x float>, ptr addrspace(1) %37, align 16, !tbaa !10, !amdgpu.noclobber !13
  %39 = extractelement <4 x float> %38, i64 0
  %40 = fsub float %39, %20
  %41 = extractelement <4 x float> %38, i64 1
  %42 = fsub float %41, %21
  %43 = extractelement <4 x float> %38, i64 2
  %44 = fsub float %43, %22
  %45 = fmul float %40, %40
  %46 = fmul float %42, %42
  %47 = fadd float %45, %46
  %48 = fmul float %44, %44
  %49 = fadd float %48, %47
  %50 = fadd float %49, %3
  %51 = tail call float @llvm.sqrt.f32(float %50)
  %52 = fdiv float 1.000000e+00, %51
  %53 = extractelement <4 x float> %38, i64 3
  %54 = fmul float %52, %52
  %55 = fmul float %52, %54
  %56 = fmul float %53, %55
  %57 = fmul float %40, %56
  %58 = fadd float %32, %57
  %59 = fmul float %42, %56
  %60 = fadd float %33, %59
  %61 = fmul float %44, %56
  %62 = fadd float %34, %61
  %63 = add nuw nsw i32 %35, 1
  %64 = icmp eq i32 %63, %2
  br i1 %64, label %23, label %31

65:                                               ; preds = %4, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !19, !invariant.load !13, !noundef !13
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add nsw i32 %14, %15
  %17 = icmp slt i32 %16, %3
  br i1 %17, label %18, label %77

18:                                               ; preds = %8
  %19 = sext i32 %16 to i64
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %19
  %23 = load <4 x float>, ptr addrspace(1) %22, align 16, !tbaa !10, !amdgpu.noclobber !13
  %24 = extractelement <4 x float> %23, i64 0
  %25 = extractelement <4 x float> %23, i64 1
  %26 = extractelement <4 x float> %23, i64 2
  br label %30

27:                                               ; preds = %73, %18
  %28 = phi <4 x float> [ zeroinitializer, %18 ], [ %74, %73 ]
  %29 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %19
  store <4 x float> %28, ptr addrspace(1) %29, align 16, !tbaa !10
  br label %77

30:                                               ; preds = %21, %73
  %31 = phi <4 x float> [ zeroinitializer, %21 ], [ %74, %73 ]
  %32 = phi i32 [ 0, %21 ], [ %75, %73 ]
  %33 = mul nsw i32 %32, %3
  %34 = add nsw i32 %33, %16
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !25, !amdgpu.noclobber !13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %38
  %40 = load <4 x float>, ptr addrspace(1) %39, align 16, !tbaa !10, !amdgpu.noclobber !13
  %41 = extractelement <4 x float> %40, i64 0
  %42 = fsub float %24, %41
  %43 = extractelement <4 x float> %40, i64 1
  %44 = fsub float %25, %43
  %45 = extractelement <4 x float> %40, i64 2
  %46 = fsub float %26, %45
  %47 = fmul float %42, %42
  %48 = fmul float %44, %44
  %49 = fadd float %47, %48
  %50 = fmul float %46, %46
  %51 = fadd float %50, %49
  %52 = fcmp olt float %51, %5
  br i1 %52, label %53, label %73

53:                                               ; preds = %30
  %54 = fdiv float 1.000000e+00, %51
  %55 = fmul float %54, %54
  %56 = fmul float %54, %55
  %57 = fmul float %54, %56
  %58 = fmul float %56, %6
  %59 = fsub float %58, %7
  %60 = fmul float %57, %59
  %61 = fmul float %42, %60
  %62 = extractelement <4 x float> %31, i64 0
  %63 = fadd float %62, %61
  %64 = insertelement <4 x float> %31, float %63, i64 0
  %65 = fmul float %44, %60
  %66 = extractelement <4 x float> %31, i64 1
  %67 = fadd float %66, %65
  %68 = insertelement <4 x float> %64, float %67, i64 1
  %69 = fmul float %46, %60
  %70 = extractelement <4 x float> %31, i64 2
  %71 = fadd float %70, %69
  %72 = insertelement <4 x float> %68, float %71, i64 2
  br label %73

73:                                               ; preds = %53, %30
  %74 = phi <4 x float> [ %72, %53 ], [ %31, %30 ]
  %75 = add nuw nsw i32 %32, 1
  %76 = icmp eq i32 %75, %4
  br i1 %76, label %27, label %30

77:                                               ; preds = %8, %27
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @spmv_csr_scalar(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !19, !invariant.load !13, !noundef !13
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = icmp slt i32 %14, %5
  br i1 %15, label %16, label %41

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  %19 = load <2 x i32>, ptr addrspace(1) %18, align 4, !tbaa !25
  %20 = extractelement <2 x i32> %19, i64 0
  %21 = extractelement <2 x i32> %19, i64 1
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %26, label %23

23:                                               ; preds = %26, %16
  %24 = phi float [ 0.000000e+00, %16 ], [ %38, %26 ]
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !31
  br label %41

26:                                               ; preds = %16, %26
  %27 = phi i32 [ %39, %26 ], [ %20, %16 ]
  %28 = phi float [ %38, %26 ], [ 0.000000e+00, %16 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !31, !amdgpu.noclobber !13
  %32 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %29
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !25, !amdgpu.noclobber !13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !31, !amdgpu.noclobber !13
  %37 = fmul float %31, %36
  %38 = fadd float %28, %37
  %39 = add nsw i32 %27, 1
  %40 = icmp slt i32 %39, %21
  br i1 %40, label %26, label %23

41:                                               ; preds = %6, %23
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @spmv_csr_vector(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 15
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !19, !invariant.load !13, !noundef !13
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = add nsw i32 %14, %7
  %16 = sdiv i32 %15, 16
  %17 = icmp sge i32 %16, %5
  br i1 %17, label %41, label %18

18:                                               ; preds = %6
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !25, !amdgpu.noclobber !13
  %22 = add nsw i32 %21, %8
  %23 = getelementptr i8, ptr addrspace(1) %20, i64 4
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !25
  %25 = icmp slt i32 %22, %24
  br i1 %25, label %26, label %41

26:                                               ; preds = %18, %26
  %27 = phi i32 [ %39, %26 ], [ %22, %18 ]
  %28 = phi float [ %38, %26 ], [ 0.000000e+00, %18 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !31, !amdgpu.noclobber !13
  %32 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %29
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !25, !amdgpu.noclobber !13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !31, !amdgpu.noclobber !13
  %37 = fmul float %31, %36
  %38 = fadd float %28, %37
  %39 = add nsw i32 %27, 16
  %40 = icmp slt i32 %39, %24
  br i1 %40, label %26, label %41

41:                                               ; preds = %26, %18, %6
  %42 = phi float [ 0.000000e+00, %6 ], [ 0.000000e+00, %18 ], [ %38, %26 ]
  %43 = getelementptr inbounds [64 x float], ptr addrspace(3) @spmv_csr_vector.part, i32 0, i32 %7
  store float %42, ptr addrspace(3) %43, align 4, !tbaa !31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = icmp ult i32 %8, 8
  br i1 %44, label %45, label %51

45:                                               ; preds = %41
  %46 = add nuw nsw i32 %7, 8
  %47 = getelementptr inbounds [64 x float], ptr addrspace(3) @spmv_csr_vector.part, i32 0, i32 %46
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !31
  %49 = load float, ptr addrspace(3) %43, align 4, !tbaa !31
  %50 = fadd float %48, %49
  store float %50, ptr addrspace(3) %43, align 4, !tbaa !31
  br label %51

51:                                               ; preds = %45, %41
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %52 = icmp ult i32 %8, 4
  br i1 %52, label %53, label %59

53:                                               ; preds = %51
  %54 = add nuw nsw i32 %7, 4
  %55 = getelementptr inbounds [64 x float], ptr addrspace(3) @spmv_csr_vector.part, i32 0, i32 %54
  %56 = load float, ptr addrspace(3) %55, align 4, !tbaa !31
  %57 = load float, ptr addrspace(3) %43, align 4, !tbaa !31
  %58 = fadd float %56, %57
  store float %58, ptr addrspace(3) %43, align 4, !tbaa !31
  br label %59

59:                                               ; preds = %53, %51
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %60 = icmp ult i32 %8, 2
  br i1 %60, label %61, label %67

61:                                               ; preds = %59
  %62 = add nuw nsw i32 %7, 2
  %63 = getelementptr inbounds [64 x float], ptr addrspace(3) @spmv_csr_vector.part, i32 0, i32 %62
  %64 = load float, ptr addrspace(3) %63, align 4, !tbaa !31
  %65 = load float, ptr addrspace(3) %43, align 4, !tbaa !31
  %66 = fadd float %64, %65
  store float %66, ptr addrspace(3) %43, align 4, !tbaa !31
  br label %67

67:                                               ; preds = %61, %59
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %68 = icmp eq i32 %8, 0
  br i1 %68, label %69, label %74

69:                                               ; preds = %67
  %70 = load <2 x float>, ptr addrspace(3) %43, align 4, !tbaa !31
  %71 = extractelement <2 x float> %70, i64 0
  %72 = extractelement <2 x float> %70, i64 1
  %73 = fadd float %72, %71
  store float %73, ptr addrspace(3) %43, align 4, !tbaa !31
  br label %74

74:                                               ; preds = %69, %67
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %75 = icmp ne i32 %8, 0
  %76 = or i1 %75, %17
  br i1 %76, label %81, label %77

77:                                               ; preds = %74
  %78 = sext i32 %16 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %78
  %80 = load float, ptr addrspace(3) %43, align 4, !tbaa !31
  store float %80, ptr addrspace(1) %79, align 4, !tbaa !31
  br label %81

81:                                               ; preds = %74, %77
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @spmv_ell(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !33 !kernel_arg_access_qual !28 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !19, !invariant.load !13, !noundef !13
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %43

16:                                               ; preds = %6
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %39, %16
  %19 = phi float [ 0.000000e+00, %16 ], [ %40, %39 ]
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %19, ptr addrspace(1) %21, align 4, !tbaa !31
  br label %43

22:                                               ; preds = %16, %39
  %23 = phi i32 [ %41, %39 ], [ 0, %16 ]
  %24 = phi float [ %40, %39 ], [ 0.000000e+00, %16 ]
  %25 = mul nsw i32 %23, %4
  %26 = add nsw i32 %25, %14
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !25, !amdgpu.noclobber !13
  %30 = icmp sgt i32 %29, -1
  br i1 %30, label %31, label %39

31:                                               ; preds = %22
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %32
  %34 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %27
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !31, !amdgpu.noclobber !13
  %36 = load float, ptr addrspace(1) %33, align 4, !tbaa !31, !amdgpu.noclobber !13
  %37 = fmul float %35, %36
  %38 = fadd float %24, %37
  br label %39

39:                                               ; preds = %31, %22
  %40 = phi float [ %38, %31 ], [ %24, %22 ]
  %41 = add nuw nsw i32 %23, 1
  %42 = icmp eq i32 %41, %5
  br i1 %42, label %18, label %22

43:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @triad4(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, float noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !15 !kernel_arg_type !37 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !19, !invariant.load !13, !noundef !13
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %13
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !10, !amdgpu.noclobber !13
  %16 = insertelement <4 x float> poison, float %3, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  %18 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %13
  %19 = load <4 x float>, ptr addrspace(1) %18, align 16, !tbaa !10, !amdgpu.noclobber !13
  %20 = fmul <4 x float> %17, %19
  %21 = fadd <4 x float> %15, %20
  %22 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %13
  store <4 x float> %21, ptr addrspace(1) %22, align 16, !tbaa !10
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @mriq(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef readonly align 4 %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !40 !kernel_arg_access_qual !21 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !19, !invariant.load !13, !noundef !13
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add nsw i32 %14, %15
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %58

18:                                               ; preds = %8
  %19 = icmp sgt i32 %6, 0
  %20 = sext i32 %16 to i64
  br i1 %19, label %21, label %28

21:                                               ; preds = %18
  %22 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !31, !amdgpu.noclobber !13
  %24 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %20
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !31, !amdgpu.noclobber !13
  %26 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %20
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !31, !amdgpu.noclobber !13
  br label %33

28:                                               ; preds = %33, %18
  %29 = phi float [ 0.000000e+00, %18 ], [ %55, %33 ]
  %30 = phi float [ 0.000000e+00, %18 ], [ %52, %33 ]
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !31
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %20
  store float %29, ptr addrspace(1) %32, align 4, !tbaa !31
  br label %58

33:                                               ; preds = %21, %33
  %34 = phi float [ 0.000000e+00, %21 ], [ %52, %33 ]
  %35 = phi i32 [ 0, %21 ], [ %56, %33 ]
  %36 = phi float [ 0.000000e+00, %21 ], [ %55, %33 ]
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %37
  %39 = load <4 x float>, ptr addrspace(1) %38, align 16, !tbaa !10, !amdgpu.noclobber !13
  %40 = extractelement <4 x float> %39, i64 0
  %41 = fmul float %40, %23
  %42 = extractelement <4 x float> %39, i64 1
  %43 = fmul float %42, %25
  %44 = fadd float %41, %43
  %45 = extractelement <4 x float> %39, i64 2
  %46 = fmul float %45, %27
  %47 = fadd float %44, %46
  %48 = fmul float %47, 0x401921FB60000000
  %49 = extractelement <4 x float> %39, i64 3
  %50 = tail call float @llvm.cos.f32(float %48)
  %51 = fmul float %49, %50
  %52 = fadd float %34, %51
  %53 = tail call float @llvm.sin.f32(float %48)
  %54 = fmul float %49, %53
  %55 = fadd float %36, %54
  %56 = add nuw nsw i32 %35, 1
  %57 = icmp eq i32 %56, %6
  br i1 %57, label %28, label %33

58:                                               ; preds = %8, %28
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.cos.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @sad4x4(ptr addrspace(1) nocapture noundef writeonly align 2 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, ptr addrspace(1) nocapture noundef readonly align 1 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !44 !kernel_arg_access_qual !28 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !19, !invariant.load !13, !noundef !13
  %11 = zext nneg i16 %10 to i32
  %12 = mul nsw i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add nsw i32 %12, %13
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %16 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 14
  %17 = load i16, ptr addrspace(4) %16, align 2, !range !19, !invariant.load !13, !noundef !13
  %18 = zext nneg i16 %17 to i32
  %19 = mul nsw i32 %15, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add nsw i32 %19, %20
  %22 = shl nsw i32 %5, 1
  %23 = or disjoint i32 %22, 1
  %24 = sdiv i32 %3, 4
  %25 = icmp slt i32 %14, %24
  %26 = sdiv i32 %4, 4
  %27 = icmp slt i32 %21, %26
  %28 = select i1 %25, i1 %27, i1 false
  br i1 %28, label %29, label %318

29:                                               ; preds = %6
  %30 = sub nsw i32 0, %5
  %31 = icmp slt i32 %5, 0
  br i1 %31, label %318, label %32

32:                                               ; preds = %29
  %33 = shl nsw i32 %14, 2
  %34 = shl nsw i32 %21, 2
  %35 = add nsw i32 %3, -1
  %36 = add nsw i32 %4, -1
  %37 = mul nsw i32 %21, %24
  %38 = add nsw i32 %37, %14
  %39 = mul nsw i32 %38, %23
  %40 = add i32 %39, %5
  %41 = or disjoint i32 %34, 3
  %42 = mul nsw i32 %41, %3
  %43 = add nsw i32 %33, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %44
  %46 = mul nsw i32 %34, %3
  %47 = add nsw i32 %33, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %48
  %50 = or disjoint i32 %33, 1
  %51 = add nsw i32 %50, %46
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %52
  %54 = or disjoint i32 %33, 2
  %55 = add nsw i32 %54, %46
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %56
  %58 = or disjoint i32 %33, 3
  %59 = add nsw i32 %58, %46
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %60
  %62 = or disjoint i32 %34, 1
  %63 = mul nsw i32 %62, %3
  %64 = add nsw i32 %33, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %65
  %67 = add nsw i32 %50, %63
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %68
  %70 = add nsw i32 %54, %63
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %71
  %73 = add nsw i32 %58, %63
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %74
  %76 = or disjoint i32 %34, 2
  %77 = mul nsw i32 %76, %3
  %78 = add nsw i32 %33, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %79
  %81 = add nsw i32 %50, %77
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %82
  %84 = add nsw i32 %54, %77
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %85
  %87 = add nsw i32 %58, %77
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %88
  %90 = add nsw i32 %50, %42
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %91
  %93 = add nsw i32 %54, %42
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %94
  %96 = add nsw i32 %58, %42
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %97
  br label %99

99:                                               ; preds = %32, %315
  %100 = phi i32 [ %30, %32 ], [ %316, %315 ]
  %101 = add i32 %40, %100
  %102 = mul nsw i32 %101, %23
  %103 = add i32 %102, %5
  %104 = add nsw i32 %34, %100
  %105 = icmp slt i32 %104, 0
  %106 = icmp slt i32 %104, %4
  %107 = select i1 %106, i32 %104, i32 %36
  %108 = select i1 %105, i32 0, i32 %107
  %109 = mul nsw i32 %108, %3
  %110 = add nsw i32 %62, %100
  %111 = icmp slt i32 %110, 0
  %112 = icmp slt i32 %110, %4
  %113 = select i1 %112, i32 %110, i32 %36
  %114 = select i1 %111, i32 0, i32 %113
  %115 = mul nsw i32 %114, %3
  %116 = add nsw i32 %76, %100
  %117 = icmp slt i32 %116, 0
  %118 = icmp slt i32 %116, %4
  %119 = select i1 %118, i32 %116, i32 %36
  %120 = select i1 %117, i32 0, i32 %119
  %121 = mul nsw i32 %120, %3
  %122 = add nsw i32 %41, %100
  %123 = icmp slt i32 %122, 0
  %124 = icmp slt i32 %122, %4
  %125 = select i1 %124, i32 %122, i32 %36
  %126 = select i1 %123, i32 0, i32 %125
  %127 = mul nsw i32 %126, %3
  br label %128

128:                                              ; preds = %99, %128
  %129 = phi i32 [ %30, %99 ], [ %313, %128 ]
  %130 = add nsw i32 %33, %129
  %131 = icmp slt i32 %130, 0
  %132 = icmp slt i32 %130, %3
  %133 = select i1 %132, i32 %130, i32 %35
  %134 = select i1 %131, i32 0, i32 %133
  %135 = load i8, ptr addrspace(1) %49, align 1, !tbaa !10
  %136 = zext i8 %135 to i32
  %137 = add nsw i32 %134, %109
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %138
  %140 = load i8, ptr addrspace(1) %139, align 1, !tbaa !10
  %141 = zext i8 %140 to i32
  %142 = sub nsw i32 %136, %141
  %143 = tail call i32 @llvm.abs.i32(i32 %142, i1 true)
  %144 = add nsw i32 %50, %129
  %145 = icmp slt i32 %144, 0
  %146 = icmp slt i32 %144, %3
  %147 = select i1 %146, i32 %144, i32 %35
  %148 = select i1 %145, i32 0, i32 %147
  %149 = load i8, ptr addrspace(1) %53, align 1, !tbaa !10
  %150 = zext i8 %149 to i32
  %151 = add nsw i32 %148, %109
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %152
  %154 = load i8, ptr addrspace(1) %153, align 1, !tbaa !10
  %155 = zext i8 %154 to i32
  %156 = sub nsw i32 %150, %155
  %157 = tail call i32 @llvm.abs.i32(i32 %156, i1 true)
  %158 = add nuw nsw i32 %157, %143
  %159 = add nsw i32 %54, %129
  %160 = icmp slt i32 %159, 0
  %161 = icmp slt i32 %159, %3
  %162 = select i1 %161, i32 %159, i32 %35
  %163 = select i1 %160, i32 0, i32 %162
  %164 = load i8, ptr addrspace(1) %57, align 1, !tbaa !10
  %165 = zext i8 %164 to i32
  %166 = add nsw i32 %163, %109
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %167
  %169 = load i8, ptr addrspace(1) %168, align 1, !tbaa !10
  %170 = zext i8 %169 to i32
  %171 = sub nsw i32 %165, %170
  %172 = tail call i32 @llvm.abs.i32(i32 %171, i1 true)
  %173 = add nuw nsw i32 %172, %158
  %174 = add nsw i32 %58, %129
  %175 = icmp slt i32 %174, 0
  %176 = icmp slt i32 %174, %3
  %177 = select i1 %176, i32 %174, i32 %35
  %178 = select i1 %175, i32 0, i32 %177
  %179 = load i8, ptr addrspace(1) %61, align 1, !tbaa !10
  %180 = zext i8 %179 to i32
  %181 = add nsw i32 %178, %109
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %182
  %184 = load i8, ptr addrspace(1) %183, align 1, !tbaa !10
  %185 = zext i8 %184 to i32
  %186 = sub nsw i32 %180, %185
  %187 = tail call i32 @llvm.abs.i32(i32 %186, i1 true)
  %188 = add nuw nsw i32 %187, %173
  %189 = load i8, ptr addrspace(1) %66, align 1, !tbaa !10
  %190 = zext i8 %189 to i32
  %191 = add nsw i32 %134, %115
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %192
  %194 = load i8, ptr addrspace(1) %193, align 1, !tbaa !10
  %195 = zext i8 %194 to i32
  %196 = sub nsw i32 %190, %195
  %197 = tail call i32 @llvm.abs.i32(i32 %196, i1 true)
  %198 = add nuw nsw i32 %197, %188
  %199 = load i8, ptr addrspace(1) %69, align 1, !tbaa !10
  %200 = zext i8 %199 to i32
  %201 = add nsw i32 %148, %115
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %202
  %204 = load i8, ptr addrspace(1) %203, align 1, !tbaa !10
  %205 = zext i8 %204 to i32
  %206 = sub nsw i32 %200, %205
  %207 = tail call i32 @llvm.abs.i32(i32 %206, i1 true)
  %208 = add nuw nsw i32 %207, %198
  %209 = load i8, ptr addrspace(1) %72, align 1, !tbaa !10
  %210 = zext i8 %209 to i32
  %211 = add nsw i32 %163, %115
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %212
  %214 = load i8, ptr addrspace(1) %213, align 1, !tbaa !10
  %215 = zext i8 %214 to i32
  %216 = sub nsw i32 %210, %215
  %217 = tail call i32 @llvm.abs.i32(i32 %216, i1 true)
  %218 = add nuw nsw i32 %217, %208
  %219 = load i8, ptr addrspace(1) %75, align 1, !tbaa !10
  %220 = zext i8 %219 to i32
  %221 = add nsw i32 %178, %115
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %222
  %224 = load i8, ptr addrspace(1) %223, align 1, !tbaa !10
  %225 = zext i8 %224 to i32
  %226 = sub nsw i32 %220, %225
  %227 = tail call i32 @llvm.abs.i32(i32 %226, i1 true)
  %228 = add nuw nsw i32 %227, %218
  %229 = load i8, ptr addrspace(1) %80, align 1, !tbaa !10
  %230 = zext i8 %229 to i32
  %231 = add nsw i32 %134, %121
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %232
  %234 = load i8, ptr addrspace(1) %233, align 1, !tbaa !10
  %235 = zext i8 %234 to i32
  %236 = sub nsw i32 %230, %235
  %237 = tail call i32 @llvm.abs.i32(i32 %236, i1 true)
  %238 = add nuw nsw i32 %237, %228
  %239 = load i8, ptr addrspace(1) %83, align 1, !tbaa !10
  %240 = zext i8 %239 to i32
  %241 = add nsw i32 %148, %121
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %242
  %244 = load i8, ptr addrspace(1) %243, align 1, !tbaa !10
  %245 = zext i8 %244 to i32
  %246 = sub nsw i32 %240, %245
  %247 = tail call i32 @llvm.abs.i32(i32 %246, i1 true)
  %248 = add nuw nsw i32 %247, %238
  %249 = load i8, ptr addrspace(1) %86, align 1, !tbaa !10
  %250 = zext i8 %249 to i32
  %251 = add nsw i32 %163, %121
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %252
  %254 = load i8, ptr addrspace(1) %253, align 1, !tbaa !10
  %255 = zext i8 %254 to i32
  %256 = sub nsw i32 %250, %255
  %257 = tail call i32 @llvm.abs.i32(i32 %256, i1 true)
  %258 = add nuw nsw i32 %257, %248
  %259 = load i8, ptr addrspace(1) %89, align 1, !tbaa !10
  %260 = zext i8 %259 to i32
  %261 = add nsw i32 %178, %121
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %262
  %264 = load i8, ptr addrspace(1) %263, align 1, !tbaa !10
  %265 = zext i8 %264 to i32
  %266 = sub nsw i32 %260, %265
  %267 = tail call i32 @llvm.abs.i32(i32 %266, i1 true)
  %268 = add nuw nsw i32 %267, %258
  %269 = load i8, ptr addrspace(1) %45, align 1, !tbaa !10
  %270 = zext i8 %269 to i32
  %271 = add nsw i32 %134, %127
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %272
  %274 = load i8, ptr addrspace(1) %273, align 1, !tbaa !10
  %275 = zext i8 %274 to i32
  %276 = sub nsw i32 %270, %275
  %277 = tail call i32 @llvm.abs.i32(i32 %276, i1 true)
  %278 = add nuw nsw i32 %277, %268
  %279 = load i8, ptr addrspace(1) %92, align 1, !tbaa !10
  %280 = zext i8 %279 to i32
  %281 = add nsw i32 %148, %127
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %282
  %284 = load i8, ptr addrspace(1) %283, align 1, !tbaa !10
  %285 = zext i8 %284 to i32
  %286 = sub nsw i32 %280, %285
  %287 = tail call i32 @llvm.abs.i32(i32 %286, i1 true)
  %288 = add nuw nsw i32 %287, %278
  %289 = load i8, ptr addrspace(1) %95, align 1, !tbaa !10
  %290 = zext i8 %289 to i32
  %291 = add nsw i32 %163, %127
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %292
  %294 = load i8, ptr addrspace(1) %293, align 1, !tbaa !10
  %295 = zext i8 %294 to i32
  %296 = sub nsw i32 %290, %295
  %297 = tail call i32 @llvm.abs.i32(i32 %296, i1 true)
  %298 = add nuw nsw i32 %297, %288
  %299 = load i8, ptr addrspace(1) %98, align 1, !tbaa !10
  %300 = zext i8 %299 to i32
  %301 = add nsw i32 %178, %127
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %302
  %304 = load i8, ptr addrspace(1) %303, align 1, !tbaa !10
  %305 = zext i8 %304 to i32
  %306 = sub nsw i32 %300, %305
  %307 = tail call i32 @llvm.abs.i32(i32 %306, i1 true)
  %308 = add nuw nsw i32 %307, %298
  %309 = trunc nuw nsw i32 %308 to i16
  %310 = add i32 %103, %129
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds i16, ptr addrspace(1) %0, i64 %311
  store i16 %309, ptr addrspace(1) %312, align 2, !tbaa !47
  %313 = add i32 %129, 1
  %314 = icmp eq i32 %129, %5
  br i1 %314, label %315, label %128

315:                                              ; preds = %128
  %316 = add i32 %100, 1
  %317 = icmp eq i32 %100, %5
  br i1 %317, label %318, label %99

318:                                              ; preds = %315, %29, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @sgemm_tiled(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #6 !kernel_arg_addr_space !44 !kernel_arg_access_qual !28 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !46 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !19, !invariant.load !13, !noundef !13
  %13 = zext nneg i16 %12 to i32
  %14 = mul nsw i32 %9, %13
  %15 = add nsw i32 %14, %7
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %17 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 14
  %18 = load i16, ptr addrspace(4) %17, align 2, !range !19, !invariant.load !13, !noundef !13
  %19 = zext nneg i16 %18 to i32
  %20 = mul nsw i32 %16, %19
  %21 = add nsw i32 %20, %8
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %44

23:                                               ; preds = %6
  %24 = mul nsw i32 %21, %5
  %25 = add i32 %24, %7
  %26 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 %7
  %27 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 %8, i32 %7
  %28 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 0
  %29 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 0, i32 %7
  %30 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 1
  %31 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 1, i32 %7
  %32 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 2
  %33 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 2, i32 %7
  %34 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 3
  %35 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 3, i32 %7
  %36 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 4
  %37 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 4, i32 %7
  %38 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 5
  %39 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 5, i32 %7
  %40 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 6
  %41 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 6, i32 %7
  %42 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.As, i32 0, i32 %8, i32 7
  %43 = getelementptr inbounds [8 x [8 x float]], ptr addrspace(3) @sgemm_tiled.Bs, i32 0, i32 7, i32 %7
  br label %50

44:                                               ; preds = %50, %6
  %45 = phi float [ 0.000000e+00, %6 ], [ %94, %50 ]
  %46 = mul nsw i32 %21, %4
  %47 = add nsw i32 %46, %15
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  store float %45, ptr addrspace(1) %49, align 4, !tbaa !31
  ret void

50:                                               ; preds = %23, %50
  %51 = phi i32 [ 0, %23 ], [ %95, %50 ]
  %52 = phi float [ 0.000000e+00, %23 ], [ %94, %50 ]
  %53 = add i32 %25, %51
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !31, !amdgpu.noclobber !13
  store float %56, ptr addrspace(3) %26, align 4, !tbaa !31
  %57 = add nuw nsw i32 %51, %8
  %58 = mul nsw i32 %57, %4
  %59 = add nsw i32 %58, %15
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !31, !amdgpu.noclobber !13
  store float %62, ptr addrspace(3) %27, align 4, !tbaa !31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = load float, ptr addrspace(3) %28, align 4, !tbaa !31
  %64 = load float, ptr addrspace(3) %29, align 4, !tbaa !31
  %65 = fmul float %63, %64
  %66 = fadd float %52, %65
  %67 = load float, ptr addrspace(3) %30, align 4, !tbaa !31
  %68 = load float, ptr addrspace(3) %31, align 4, !tbaa !31
  %69 = fmul float %67, %68
  %70 = fadd float %66, %69
  %71 = load float, ptr addrspace(3) %32, align 4, !tbaa !31
  %72 = load float, ptr addrspace(3) %33, align 4, !tbaa !31
  %73 = fmul float %71, %72
  %74 = fadd float %70, %73
  %75 = load float, ptr addrspace(3) %34, align 4, !tbaa !31
  %76 = load float, ptr addrspace(3) %35, align 4, !tbaa !31
  %77 = fmul float %75, %76
  %78 = fadd float %74, %77
  %79 = load float, ptr addrspace(3) %36, align 4, !tbaa !31
  %80 = load float, ptr addrspace(3) %37, align 4, !tbaa !31
  %81 = fmul float %79, %80
  %82 = fadd float %78, %81
  %83 = load float, ptr addrspace(3) %38, align 4, !tbaa !31
  %84 = load float, ptr addrspace(3) %39, align 4, !tbaa !31
  %85 = fmul float %83, %84
  %86 = fadd float %82, %85
  %87 = load float, ptr addrspace(3) %40, align 4, !tbaa !31
  %88 = load float, ptr addrspace(3) %41, align 4, !tbaa !31
  %89 = fmul float %87, %88
  %90 = fadd float %86, %89
  %91 = load float, ptr addrspace(3) %42, align 4, !tbaa !31
  %92 = load float, ptr addrspace(3) %43, align 4, !tbaa !31
  %93 = fmul float %91, %92
  %94 = fadd float %90, %93
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %95 = add nuw nsw i32 %51, 8
  %96 = icmp slt i32 %95, %5
  br i1 %96, label %50, label %44
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"float2*", !"float2*"}
!8 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!9 = !{!"", !"const"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"float4*", !"float4*", !"int", !"float"}
!17 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!18 = !{!"", !"const", !"", !""}
!19 = !{i16 1, i16 1025}
!20 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!23 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!24 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !11, i64 0}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!28 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!29 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!30 = !{!"", !"const", !"const", !"const", !"const", !""}
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !11, i64 0}
!33 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!34 = !{!"float*", !"int*", !"float*", !"float*", !"int", !"int"}
!35 = !{!"", !"const", !"const", !"const", !"", !""}
!36 = !{i32 1, i32 1, i32 1, i32 0}
!37 = !{!"float4*", !"float4*", !"float4*", !"float"}
!38 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float"}
!39 = !{!"", !"const", !"const", !""}
!40 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!41 = !{!"float*", !"float*", !"float4*", !"float*", !"float*", !"float*", !"int", !"int"}
!42 = !{!"float*", !"float*", !"float __attribute__((ext_vector_type(4)))*", !"float*", !"float*", !"float*", !"int", !"int"}
!43 = !{!"", !"", !"const", !"const", !"const", !"const", !"", !""}
!44 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!45 = !{!"ushort*", !"uchar*", !"uchar*", !"int", !"int", !"int"}
!46 = !{!"", !"const", !"const", !"", !"", !""}
!47 = !{!48, !48, i64 0}
!48 = !{!"short", !11, i64 0}
!49 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
