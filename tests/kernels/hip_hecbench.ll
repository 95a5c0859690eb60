; ModuleID = 'hip_hecbench.hip'
source_filename = "hip_hecbench.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Particle = type { float, float, float, i32 }

@_ZZ4ddotE1s = internal unnamed_addr addrspace(3) global [64 x double] undef, align 16
@__hip_cuid_776fa56b51da686 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_776fa56b51da686 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @softmax_rows(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %56

14:                                               ; preds = %4
  %15 = mul nsw i32 %12, %3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  %18 = icmp sgt i32 %3, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %21, %14
  %20 = phi float [ 0xFFF0000000000000, %14 ], [ %27, %21 ]
  br i1 %18, label %32, label %30

21:                                               ; preds = %14, %21
  %22 = phi i32 [ %28, %21 ], [ 0, %14 ]
  %23 = phi float [ %27, %21 ], [ 0xFFF0000000000000, %14 ]
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !7
  %27 = tail call float @llvm.maxnum.f32(float %23, float %26)
  %28 = add nuw nsw i32 %22, 1
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %19, label %21, !llvm.loop !11

30:                                               ; preds = %32, %19
  %31 = phi float [ 0.000000e+00, %19 ], [ %40, %32 ]
  br i1 %18, label %43, label %56

32:                                               ; preds = %19, %32
  %33 = phi i32 [ %41, %32 ], [ 0, %19 ]
  %34 = phi float [ %40, %32 ], [ 0.000000e+00, %19 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !7
  %38 = fsub float %37, %20
  %39 = tail call float @llvm.exp.f32(float %38)
  %40 = fadd float %34, %39
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, %3
  br i1 %42, label %30, label %32, !llvm.loop !13

43:                                               ; preds = %30, %43
  %44 = phi i32 [ %54, %43 ], [ 0, %30 ]
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !7
  %48 = fsub float %47, %20
  %49 = tail call float @llvm.exp.f32(float %48)
  %50 = fdiv float %49, %31
  %51 = add nsw i32 %44, %15
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  store float %50, ptr addrspace(1) %53, align 4, !tbaa !7
  %54 = add nuw nsw i32 %44, 1
  %55 = icmp eq i32 %54, %3
  br i1 %55, label %56, label %43, !llvm.loop !14

56:                                               ; preds = %43, %30, %4
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @layernorm(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !5, !invariant.load !6, !noundef !6
  %12 = zext nneg i16 %11 to i32
  %13 = mul i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %70

17:                                               ; preds = %7
  %18 = mul nsw i32 %15, %5
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %26, label %22

22:                                               ; preds = %26, %17
  %23 = phi float [ 0.000000e+00, %17 ], [ %32, %26 ]
  %24 = sitofp i32 %5 to float
  %25 = fdiv float %23, %24
  br i1 %21, label %41, label %35

26:                                               ; preds = %17, %26
  %27 = phi i32 [ %33, %26 ], [ 0, %17 ]
  %28 = phi float [ %32, %26 ], [ 0.000000e+00, %17 ]
  %29 = zext nneg i32 %27 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !7
  %32 = fadd float %28, %31
  %33 = add nuw nsw i32 %27, 1
  %34 = icmp eq i32 %33, %5
  br i1 %34, label %22, label %26, !llvm.loop !15

35:                                               ; preds = %41, %22
  %36 = phi float [ 0.000000e+00, %22 ], [ %49, %41 ]
  %37 = fdiv float %36, %24
  %38 = fadd float %37, %6
  %39 = tail call float @llvm.sqrt.f32(float %38)
  %40 = fdiv float 1.000000e+00, %39
  br i1 %21, label %52, label %70

41:                                               ; preds = %22, %41
  %42 = phi i32 [ %50, %41 ], [ 0, %22 ]
  %43 = phi float [ %49, %41 ], [ 0.000000e+00, %22 ]
  %44 = zext nneg i32 %42 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !7
  %47 = fsub float %46, %25
  %48 = fmul float %47, %47
  %49 = fadd float %43, %48
  %50 = add nuw nsw i32 %42, 1
  %51 = icmp eq i32 %50, %5
  br i1 %51, label %35, label %41, !llvm.loop !16

52:                                               ; preds = %35, %52
  %53 = phi i32 [ %68, %52 ], [ 0, %35 ]
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !7
  %57 = fsub float %56, %25
  %58 = fmul float %40, %57
  %59 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !7
  %61 = fmul float %60, %58
  %62 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %54
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !7
  %64 = fadd float %63, %61
  %65 = add nsw i32 %53, %18
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  store float %64, ptr addrspace(1) %67, align 4, !tbaa !7
  %68 = add nuw nsw i32 %53, 1
  %69 = icmp eq i32 %68, %5
  br i1 %69, label %70, label %52, !llvm.loop !17

70:                                               ; preds = %52, %35, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @activations(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3, ptr addrspace(1) nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #2 {
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
  %18 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !7
  %20 = tail call float @llvm.maxnum.f32(float %19, float 0.000000e+00)
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !7
  %22 = fcmp ogt float %19, 0.000000e+00
  %23 = fmul float %19, 0x3F847AE140000000
  %24 = select i1 %22, float %19, float %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !7
  %26 = fneg float %19
  %27 = tail call float @llvm.exp.f32(float %26)
  %28 = fadd float %27, 1.000000e+00
  %29 = fdiv float 1.000000e+00, %28
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %17
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !7
  %31 = fmul float %19, %29
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %17
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !7
  br label %33

33:                                               ; preds = %6, %16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @bsearch_lb(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !5, !invariant.load !6, !noundef !6
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %36

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !18
  %19 = icmp sgt i32 %3, 0
  br i1 %19, label %20, label %33

20:                                               ; preds = %15, %20
  %21 = phi i32 [ %31, %20 ], [ %3, %15 ]
  %22 = phi i32 [ %30, %20 ], [ 0, %15 ]
  %23 = add nuw nsw i32 %21, %22
  %24 = lshr i32 %23, 1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !18
  %28 = icmp slt i32 %27, %18
  %29 = add nuw nsw i32 %24, 1
  %30 = select i1 %28, i32 %29, i32 %22
  %31 = select i1 %28, i32 %21, i32 %24
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %20, label %33, !llvm.loop !20

33:                                               ; preds = %20, %15
  %34 = phi i32 [ 0, %15 ], [ %30, %20 ]
  %35 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !18
  br label %36

36:                                               ; preds = %5, %33
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @crc32_records(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %107

13:                                               ; preds = %3
  %14 = shl nsw i32 %11, 4
  br label %19

15:                                               ; preds = %19
  %16 = xor i32 %104, -1
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  store i32 %16, ptr addrspace(1) %18, align 4, !tbaa !18
  br label %107

19:                                               ; preds = %19, %13
  %20 = phi i32 [ 0, %13 ], [ %105, %19 ]
  %21 = phi i32 [ -1, %13 ], [ %104, %19 ]
  %22 = add nuw nsw i32 %20, %14
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %23
  %25 = load i8, ptr addrspace(1) %24, align 1, !tbaa !21
  %26 = zext i8 %25 to i32
  %27 = xor i32 %21, %26
  %28 = lshr i32 %27, 1
  %29 = and i32 %27, 1
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, i32 0, i32 -306674912
  %32 = xor i32 %31, %28
  %33 = lshr i32 %32, 1
  %34 = and i32 %27, 2
  %35 = icmp eq i32 %34, 0
  %36 = select i1 %35, i32 0, i32 -306674912
  %37 = xor i32 %36, %33
  %38 = lshr i32 %37, 6
  %39 = and i32 %27, 4
  %40 = icmp eq i32 %39, 0
  %41 = select i1 %40, i32 0, i32 124634137
  %42 = xor i32 %41, %38
  %43 = and i32 %27, 8
  %44 = icmp eq i32 %43, 0
  %45 = select i1 %44, i32 0, i32 249268274
  %46 = xor i32 %45, %42
  %47 = and i32 %27, 16
  %48 = icmp eq i32 %47, 0
  %49 = select i1 %48, i32 0, i32 498536548
  %50 = xor i32 %49, %46
  %51 = and i32 %27, 32
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i32 0, i32 997073096
  %54 = xor i32 %53, %50
  %55 = and i32 %32, 32
  %56 = icmp eq i32 %55, 0
  %57 = select i1 %56, i32 0, i32 1994146192
  %58 = xor i32 %57, %54
  %59 = and i32 %37, 32
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i32 0, i32 -306674912
  %62 = xor i32 %61, %58
  %63 = or disjoint i32 %20, 1
  %64 = add nuw nsw i32 %63, %14
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %65
  %67 = load i8, ptr addrspace(1) %66, align 1, !tbaa !21
  %68 = zext i8 %67 to i32
  %69 = xor i32 %62, %68
  %70 = lshr i32 %69, 1
  %71 = and i32 %69, 1
  %72 = icmp eq i32 %71, 0
  %73 = select i1 %72, i32 0, i32 -306674912
  %74 = xor i32 %73, %70
  %75 = lshr i32 %74, 1
  %76 = and i32 %69, 2
  %77 = icmp eq i32 %76, 0
  %78 = select i1 %77, i32 0, i32 -306674912
  %79 = xor i32 %78, %75
  %80 = lshr i32 %79, 6
  %81 = and i32 %69, 4
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i32 0, i32 124634137
  %84 = xor i32 %83, %80
  %85 = and i32 %69, 8
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, i32 0, i32 249268274
  %88 = xor i32 %87, %84
  %89 = and i32 %69, 16
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, i32 0, i32 498536548
  %92 = xor i32 %91, %88
  %93 = and i32 %69, 32
  %94 = icmp eq i32 %93, 0
  %95 = select i1 %94, i32 0, i32 997073096
  %96 = xor i32 %95, %92
  %97 = and i32 %74, 32
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i32 0, i32 1994146192
  %100 = xor i32 %99, %96
  %101 = and i32 %79, 32
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, i32 0, i32 -306674912
  %104 = xor i32 %103, %100
  %105 = add nuw nsw i32 %20, 2
  %106 = icmp eq i32 %105, 16
  br i1 %106, label %15, label %19, !llvm.loop !22

107:                                              ; preds = %3, %15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @murmur_fmix(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !18
  %16 = lshr i32 %15, 16
  %17 = xor i32 %16, %15
  %18 = mul i32 %17, -2048144789
  %19 = lshr i32 %18, 13
  %20 = xor i32 %19, %18
  %21 = mul i32 %20, -1028477387
  %22 = lshr i32 %21, 16
  %23 = xor i32 %22, %21
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  store i32 %23, ptr addrspace(1) %24, align 4, !tbaa !18
  %25 = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %13
  %26 = load i64, ptr addrspace(1) %25, align 8, !tbaa !23
  %27 = lshr i64 %26, 33
  %28 = xor i64 %27, %26
  %29 = mul i64 %28, -49064778989728563
  %30 = lshr i64 %29, 33
  %31 = xor i64 %30, %29
  %32 = mul i64 %31, -4265267296055464877
  %33 = lshr i64 %32, 33
  %34 = xor i64 %33, %32
  %35 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %13
  store i64 %34, ptr addrspace(1) %35, align 8, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define protected amdgpu_kernel void @mandelbrot(ptr addrspace(1) nocapture noundef writeonly %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !5, !invariant.load !6, !noundef !6
  %12 = zext nneg i16 %11 to i32
  %13 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 14
  %14 = load i16, ptr addrspace(4) %13, align 2, !range !5, !invariant.load !6, !noundef !6
  %15 = mul i32 %8, %12
  %16 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %17 = add i32 %15, %16
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %19 = zext nneg i16 %14 to i32
  %20 = mul i32 %18, %19
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %17, %4
  %24 = icmp slt i32 %22, %5
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %56

26:                                               ; preds = %7
  %27 = sitofp i32 %17 to float
  %28 = fmul float %27, %3
  %29 = fadd float %28, %1
  %30 = sitofp i32 %22 to float
  %31 = fmul float %30, %3
  %32 = fadd float %31, %2
  %33 = icmp sgt i32 %6, 0
  br i1 %33, label %34, label %50

34:                                               ; preds = %26, %42
  %35 = phi i32 [ %48, %42 ], [ 0, %26 ]
  %36 = phi float [ %47, %42 ], [ 0.000000e+00, %26 ]
  %37 = phi float [ %44, %42 ], [ 0.000000e+00, %26 ]
  %38 = fmul float %37, %37
  %39 = fmul float %36, %36
  %40 = fadd float %38, %39
  %41 = fcmp ugt float %40, 4.000000e+00
  br i1 %41, label %50, label %42

42:                                               ; preds = %34
  %43 = fsub float %38, %39
  %44 = fadd float %29, %43
  %45 = fmul float %37, 2.000000e+00
  %46 = fmul float %45, %36
  %47 = fadd float %32, %46
  %48 = add nuw nsw i32 %35, 1
  %49 = icmp eq i32 %48, %6
  br i1 %49, label %50, label %34, !llvm.loop !25

50:                                               ; preds = %34, %42, %26
  %51 = phi i32 [ 0, %26 ], [ %35, %34 ], [ %6, %42 ]
  %52 = mul nsw i32 %22, %4
  %53 = add nsw i32 %52, %17
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %54
  store i32 %51, ptr addrspace(1) %55, align 4, !tbaa !18
  br label %56

56:                                               ; preds = %7, %50
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @black_scholes(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, ptr addrspace(1) nocapture noundef readonly %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !5, !invariant.load !6, !noundef !6
  %13 = zext nneg i16 %12 to i32
  %14 = mul i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %7
  br i1 %17, label %18, label %96

18:                                               ; preds = %8
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !7
  %22 = tail call float @llvm.sqrt.f32(float %21)
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !7
  %25 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !7
  %27 = fdiv float %24, %26
  %28 = tail call float @llvm.log.f32(float %27)
  %29 = fmul float %6, 5.000000e-01
  %30 = fmul float %29, %6
  %31 = fadd float %30, %5
  %32 = fmul float %31, %21
  %33 = fadd float %32, %28
  %34 = fmul float %22, %6
  %35 = fdiv float %33, %34
  %36 = fsub float %35, %34
  %37 = fneg float %5
  %38 = fmul float %21, %37
  %39 = tail call float @llvm.exp.f32(float %38)
  %40 = tail call float @llvm.fabs.f32(float %35)
  %41 = fmul float %40, 0x3FCDA67120000000
  %42 = fadd float %41, 1.000000e+00
  %43 = fdiv float 1.000000e+00, %42
  %44 = fmul float %35, -5.000000e-01
  %45 = fmul float %35, %44
  %46 = tail call float @llvm.exp.f32(float %45)
  %47 = fmul float %46, 0x3FD9884540000000
  %48 = fmul float %43, 0x3FF548CDE0000000
  %49 = fadd float %48, 0xBFFD23DD40000000
  %50 = fmul float %43, %49
  %51 = fadd float %50, 0x3FFC80EF00000000
  %52 = fmul float %43, %51
  %53 = fadd float %52, 0xBFD6D1F0E0000000
  %54 = fmul float %43, %53
  %55 = fadd float %54, 0x3FD470BF40000000
  %56 = fmul float %43, %55
  %57 = fmul float %47, %56
  %58 = fcmp ogt float %35, 0.000000e+00
  %59 = fsub float 1.000000e+00, %57
  %60 = select i1 %58, float %59, float %57
  %61 = fmul float %24, %60
  %62 = fmul float %26, %39
  %63 = tail call float @llvm.fabs.f32(float %36)
  %64 = fmul float %63, 0x3FCDA67120000000
  %65 = fadd float %64, 1.000000e+00
  %66 = fdiv float 1.000000e+00, %65
  %67 = fmul float %36, -5.000000e-01
  %68 = fmul float %36, %67
  %69 = tail call float @llvm.exp.f32(float %68)
  %70 = fmul float %69, 0x3FD9884540000000
  %71 = fmul float %66, 0x3FF548CDE0000000
  %72 = fadd float %71, 0xBFFD23DD40000000
  %73 = fmul float %66, %72
  %74 = fadd float %73, 0x3FFC80EF00000000
  %75 = fmul float %66, %74
  %76 = fadd float %75, 0xBFD6D1F0E0000000
  %77 = fmul float %66, %76
  %78 = fadd float %77, 0x3FD470BF40000000
  %79 = fmul float %66, %78
  %80 = fmul float %70, %79
  %81 = fcmp ogt float %36, 0.000000e+00
  %82 = fsub float 1.000000e+00, %80
  %83 = select i1 %81, float %82, float %80
  %84 = fmul float %62, %83
  %85 = fsub float %61, %84
  %86 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  store float %85, ptr addrspace(1) %86, align 4, !tbaa !7
  %87 = load float, ptr addrspace(1) %25, align 4, !tbaa !7
  %88 = fmul float %39, %87
  %89 = fsub float 1.000000e+00, %83
  %90 = fmul float %88, %89
  %91 = load float, ptr addrspace(1) %23, align 4, !tbaa !7
  %92 = fsub float 1.000000e+00, %60
  %93 = fmul float %91, %92
  %94 = fsub float %90, %93
  %95 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  store float %94, ptr addrspace(1) %95, align 4, !tbaa !7
  br label %96

96:                                               ; preds = %8, %18
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @floyd_step(ptr addrspace(1) nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 14
  %10 = load i16, ptr addrspace(4) %9, align 2, !range !5, !invariant.load !6, !noundef !6
  %11 = mul i32 %4, %8
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %15 = zext nneg i16 %10 to i32
  %16 = mul i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %1
  %20 = icmp slt i32 %13, %1
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %40

22:                                               ; preds = %3
  %23 = mul nsw i32 %18, %1
  %24 = add nsw i32 %23, %2
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !18
  %28 = mul nsw i32 %2, %1
  %29 = add nsw i32 %13, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !18
  %33 = add nsw i32 %32, %27
  %34 = add nsw i32 %23, %13
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !18
  %38 = icmp slt i32 %33, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %22
  store i32 %33, ptr addrspace(1) %36, align 4, !tbaa !18
  br label %40

40:                                               ; preds = %22, %39, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rotate90(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 14
  %10 = load i16, ptr addrspace(4) %9, align 2, !range !5, !invariant.load !6, !noundef !6
  %11 = mul i32 %4, %8
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %15 = zext nneg i16 %10 to i32
  %16 = mul i32 %14, %15
  %17 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %2
  %20 = icmp slt i32 %13, %2
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %34

22:                                               ; preds = %3
  %23 = mul nsw i32 %18, %2
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !18
  %28 = mul nsw i32 %13, %2
  %29 = xor i32 %18, -1
  %30 = add i32 %29, %2
  %31 = add nsw i32 %30, %28
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %32
  store i32 %27, ptr addrspace(1) %33, align 4, !tbaa !18
  br label %34

34:                                               ; preds = %22, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @aos_to_soa(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef writeonly %3, ptr addrspace(1) nocapture noundef readonly %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !5, !invariant.load !6, !noundef !6
  %11 = zext nneg i16 %10 to i32
  %12 = mul i32 %7, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %5
  br i1 %15, label %16, label %30

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %4, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !7
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !7
  %22 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 8
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !7
  %24 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 12
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !18
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  store float %19, ptr addrspace(1) %26, align 4, !tbaa !7
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  store float %21, ptr addrspace(1) %27, align 4, !tbaa !7
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %17
  store float %23, ptr addrspace(1) %28, align 4, !tbaa !7
  %29 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %17
  store i32 %25, ptr addrspace(1) %29, align 4, !tbaa !18
  br label %30

30:                                               ; preds = %6, %16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @xorshift(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !5, !invariant.load !6, !noundef !6
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !18
  %14 = shl i32 %13, 13
  %15 = xor i32 %14, %13
  %16 = lshr i32 %15, 17
  %17 = xor i32 %16, %15
  %18 = shl i32 %17, 5
  %19 = xor i32 %18, %17
  %20 = shl i32 %19, 13
  %21 = xor i32 %20, %19
  %22 = lshr i32 %21, 17
  %23 = xor i32 %22, %21
  %24 = shl i32 %23, 5
  %25 = xor i32 %24, %23
  %26 = add i32 %25, %19
  %27 = shl i32 %25, 13
  %28 = xor i32 %27, %25
  %29 = lshr i32 %28, 17
  %30 = xor i32 %29, %28
  %31 = shl i32 %30, 5
  %32 = xor i32 %31, %30
  %33 = add i32 %32, %26
  %34 = shl i32 %32, 13
  %35 = xor i32 %34, %32
  %36 = lshr i32 %35, 17
  %37 = xor i32 %36, %35
  %38 = shl i32 %37, 5
  %39 = xor i32 %38, %37
  %40 = add i32 %39, %33
  %41 = shl i32 %39, 13
  %42 = xor i32 %41, %39
  %43 = lshr i32 %42, 17
  %44 = xor i32 %43, %42
  %45 = shl i32 %44, 5
  %46 = xor i32 %45, %44
  %47 = add i32 %46, %40
  %48 = shl i32 %46, 13
  %49 = xor i32 %48, %46
  %50 = lshr i32 %49, 17
  %51 = xor i32 %50, %49
  %52 = shl i32 %51, 5
  %53 = xor i32 %52, %51
  %54 = add i32 %53, %47
  %55 = shl i32 %53, 13
  %56 = xor i32 %55, %53
  %57 = lshr i32 %56, 17
  %58 = xor i32 %57, %56
  %59 = shl i32 %58, 5
  %60 = xor i32 %59, %58
  %61 = add i32 %60, %54
  %62 = shl i32 %60, 13
  %63 = xor i32 %62, %60
  %64 = lshr i32 %63, 17
  %65 = xor i32 %64, %63
  %66 = shl i32 %65, 5
  %67 = xor i32 %66, %65
  %68 = add i32 %67, %61
  %69 = shl i32 %67, 13
  %70 = xor i32 %69, %67
  %71 = lshr i32 %70, 17
  %72 = xor i32 %71, %70
  %73 = shl i32 %72, 5
  %74 = xor i32 %73, %72
  %75 = add i32 %74, %68
  %76 = shl i32 %74, 13
  %77 = xor i32 %76, %74
  %78 = lshr i32 %77, 17
  %79 = xor i32 %78, %77
  %80 = shl i32 %79, 5
  %81 = xor i32 %80, %79
  %82 = add i32 %81, %75
  store i32 %81, ptr addrspace(1) %12, align 4, !tbaa !18
  %83 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  store i32 %82, ptr addrspace(1) %83, align 4, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @entropy(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %240

13:                                               ; preds = %3
  %14 = shl nsw i32 %11, 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !18
  %18 = or disjoint i32 %14, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !18
  %22 = add nsw i32 %21, %17
  %23 = or disjoint i32 %14, 2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !18
  %27 = add nsw i32 %26, %22
  %28 = or disjoint i32 %14, 3
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !18
  %32 = add nsw i32 %31, %27
  %33 = or disjoint i32 %14, 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !18
  %37 = add nsw i32 %36, %32
  %38 = or disjoint i32 %14, 5
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4, !tbaa !18
  %42 = add nsw i32 %41, %37
  %43 = or disjoint i32 %14, 6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4, !tbaa !18
  %47 = add nsw i32 %46, %42
  %48 = or disjoint i32 %14, 7
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %49
  %51 = load i32, ptr addrspace(1) %50, align 4, !tbaa !18
  %52 = add nsw i32 %51, %47
  %53 = or disjoint i32 %14, 8
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %54
  %56 = load i32, ptr addrspace(1) %55, align 4, !tbaa !18
  %57 = add nsw i32 %56, %52
  %58 = or disjoint i32 %14, 9
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %59
  %61 = load i32, ptr addrspace(1) %60, align 4, !tbaa !18
  %62 = add nsw i32 %61, %57
  %63 = or disjoint i32 %14, 10
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %64
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !18
  %67 = add nsw i32 %66, %62
  %68 = or disjoint i32 %14, 11
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %69
  %71 = load i32, ptr addrspace(1) %70, align 4, !tbaa !18
  %72 = add nsw i32 %71, %67
  %73 = or disjoint i32 %14, 12
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %74
  %76 = load i32, ptr addrspace(1) %75, align 4, !tbaa !18
  %77 = add nsw i32 %76, %72
  %78 = or disjoint i32 %14, 13
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %79
  %81 = load i32, ptr addrspace(1) %80, align 4, !tbaa !18
  %82 = add nsw i32 %81, %77
  %83 = or disjoint i32 %14, 14
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %84
  %86 = load i32, ptr addrspace(1) %85, align 4, !tbaa !18
  %87 = add nsw i32 %86, %82
  %88 = or disjoint i32 %14, 15
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %89
  %91 = load i32, ptr addrspace(1) %90, align 4, !tbaa !18
  %92 = add nsw i32 %91, %87
  %93 = sitofp i32 %92 to float
  %94 = icmp eq i32 %17, 0
  br i1 %94, label %101, label %95

95:                                               ; preds = %13
  %96 = sitofp i32 %17 to float
  %97 = fdiv float %96, %93
  %98 = tail call float @llvm.log2.f32(float %97)
  %99 = fmul float %97, %98
  %100 = fsub float 0.000000e+00, %99
  br label %101

101:                                              ; preds = %95, %13
  %102 = phi float [ %100, %95 ], [ 0.000000e+00, %13 ]
  %103 = icmp eq i32 %21, 0
  br i1 %103, label %110, label %104

104:                                              ; preds = %101
  %105 = sitofp i32 %21 to float
  %106 = fdiv float %105, %93
  %107 = tail call float @llvm.log2.f32(float %106)
  %108 = fmul float %106, %107
  %109 = fsub float %102, %108
  br label %110

110:                                              ; preds = %104, %101
  %111 = phi float [ %109, %104 ], [ %102, %101 ]
  %112 = icmp eq i32 %26, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %110
  %114 = sitofp i32 %26 to float
  %115 = fdiv float %114, %93
  %116 = tail call float @llvm.log2.f32(float %115)
  %117 = fmul float %115, %116
  %118 = fsub float %111, %117
  br label %119

119:                                              ; preds = %113, %110
  %120 = phi float [ %118, %113 ], [ %111, %110 ]
  %121 = icmp eq i32 %31, 0
  br i1 %121, label %128, label %122

122:                                              ; preds = %119
  %123 = sitofp i32 %31 to float
  %124 = fdiv float %123, %93
  %125 = tail call float @llvm.log2.f32(float %124)
  %126 = fmul float %124, %125
  %127 = fsub float %120, %126
  br label %128

128:                                              ; preds = %122, %119
  %129 = phi float [ %127, %122 ], [ %120, %119 ]
  %130 = icmp eq i32 %36, 0
  br i1 %130, label %137, label %131

131:                                              ; preds = %128
  %132 = sitofp i32 %36 to float
  %133 = fdiv float %132, %93
  %134 = tail call float @llvm.log2.f32(float %133)
  %135 = fmul float %133, %134
  %136 = fsub float %129, %135
  br label %137

137:                                              ; preds = %131, %128
  %138 = phi float [ %136, %131 ], [ %129, %128 ]
  %139 = icmp eq i32 %41, 0
  br i1 %139, label %146, label %140

140:                                              ; preds = %137
  %141 = sitofp i32 %41 to float
  %142 = fdiv float %141, %93
  %143 = tail call float @llvm.log2.f32(float %142)
  %144 = fmul float %142, %143
  %145 = fsub float %138, %144
  br label %146

146:                                              ; preds = %140, %137
  %147 = phi float [ %145, %140 ], [ %138, %137 ]
  %148 = icmp eq i32 %46, 0
  br i1 %148, label %155, label %149

149:                                              ; preds = %146
  %150 = sitofp i32 %46 to float
  %151 = fdiv float %150, %93
  %152 = tail call float @llvm.log2.f32(float %151)
  %153 = fmul float %151, %152
  %154 = fsub float %147, %153
  br label %155

155:                                              ; preds = %149, %146
  %156 = phi float [ %154, %149 ], [ %147, %146 ]
  %157 = icmp eq i32 %51, 0
  br i1 %157, label %164, label %158

158:                                              ; preds = %155
  %159 = sitofp i32 %51 to float
  %160 = fdiv float %159, %93
  %161 = tail call float @llvm.log2.f32(float %160)
  %162 = fmul float %160, %161
  %163 = fsub float %156, %162
  br label %164

164:                                              ; preds = %158, %155
  %165 = phi float [ %163, %158 ], [ %156, %155 ]
  %166 = icmp eq i32 %56, 0
  br i1 %166, label %173, label %167

167:                                              ; preds = %164
  %168 = sitofp i32 %56 to float
  %169 = fdiv float %168, %93
  %170 = tail call float @llvm.log2.f32(float %169)
  %171 = fmul float %169, %170
  %172 = fsub float %165, %171
  br label %173

173:                                              ; preds = %167, %164
  %174 = phi float [ %172, %167 ], [ %165, %164 ]
  %175 = icmp eq i32 %61, 0
  br i1 %175, label %182, label %176

176:                                              ; preds = %173
  %177 = sitofp i32 %61 to float
  %178 = fdiv float %177, %93
  %179 = tail call float @llvm.log2.f32(float %178)
  %180 = fmul float %178, %179
  %181 = fsub float %174, %180
  br label %182

182:                                              ; preds = %176, %173
  %183 = phi float [ %181, %176 ], [ %174, %173 ]
  %184 = icmp eq i32 %66, 0
  br i1 %184, label %191, label %185

185:                                              ; preds = %182
  %186 = sitofp i32 %66 to float
  %187 = fdiv float %186, %93
  %188 = tail call float @llvm.log2.f32(float %187)
  %189 = fmul float %187, %188
  %190 = fsub float %183, %189
  br label %191

191:                                              ; preds = %185, %182
  %192 = phi float [ %190, %185 ], [ %183, %182 ]
  %193 = icmp eq i32 %71, 0
  br i1 %193, label %200, label %194

194:                                              ; preds = %191
  %195 = sitofp i32 %71 to float
  %196 = fdiv float %195, %93
  %197 = tail call float @llvm.log2.f32(float %196)
  %198 = fmul float %196, %197
  %199 = fsub float %192, %198
  br label %200

200:                                              ; preds = %194, %191
  %201 = phi float [ %199, %194 ], [ %192, %191 ]
  %202 = icmp eq i32 %76, 0
  br i1 %202, label %209, label %203

203:                                              ; preds = %200
  %204 = sitofp i32 %76 to float
  %205 = fdiv float %204, %93
  %206 = tail call float @llvm.log2.f32(float %205)
  %207 = fmul float %205, %206
  %208 = fsub float %201, %207
  br label %209

209:                                              ; preds = %203, %200
  %210 = phi float [ %208, %203 ], [ %201, %200 ]
  %211 = icmp eq i32 %81, 0
  br i1 %211, label %218, label %212

212:                                              ; preds = %209
  %213 = sitofp i32 %81 to float
  %214 = fdiv float %213, %93
  %215 = tail call float @llvm.log2.f32(float %214)
  %216 = fmul float %214, %215
  %217 = fsub float %210, %216
  br label %218

218:                                              ; preds = %212, %209
  %219 = phi float [ %217, %212 ], [ %210, %209 ]
  %220 = icmp eq i32 %86, 0
  br i1 %220, label %227, label %221

221:                                              ; preds = %218
  %222 = sitofp i32 %86 to float
  %223 = fdiv float %222, %93
  %224 = tail call float @llvm.log2.f32(float %223)
  %225 = fmul float %223, %224
  %226 = fsub float %219, %225
  br label %227

227:                                              ; preds = %221, %218
  %228 = phi float [ %226, %221 ], [ %219, %218 ]
  %229 = icmp eq i32 %91, 0
  br i1 %229, label %236, label %230

230:                                              ; preds = %227
  %231 = sitofp i32 %91 to float
  %232 = fdiv float %231, %93
  %233 = tail call float @llvm.log2.f32(float %232)
  %234 = fmul float %232, %233
  %235 = fsub float %228, %234
  br label %236

236:                                              ; preds = %230, %227
  %237 = phi float [ %235, %230 ], [ %228, %227 ]
  %238 = sext i32 %11 to i64
  %239 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %238
  store float %237, ptr addrspace(1) %239, align 4, !tbaa !7
  br label %240

240:                                              ; preds = %3, %236
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log2.f32(float) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @ddot(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = shl i32 %6, 6
  %8 = add i32 %7, %5
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %17

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %11
  %13 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %11
  %14 = load double, ptr addrspace(1) %13, align 8, !tbaa !26
  %15 = load double, ptr addrspace(1) %12, align 8, !tbaa !26
  %16 = fmul double %14, %15
  br label %17

17:                                               ; preds = %4, %10
  %18 = phi double [ %16, %10 ], [ 0.000000e+00, %4 ]
  %19 = getelementptr inbounds [64 x double], ptr addrspace(3) @_ZZ4ddotE1s, i32 0, i32 %5
  store double %18, ptr addrspace(3) %19, align 8, !tbaa !26
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = icmp ult i32 %5, 32
  br i1 %20, label %21, label %27

21:                                               ; preds = %17
  %22 = or disjoint i32 %5, 32
  %23 = getelementptr inbounds [64 x double], ptr addrspace(3) @_ZZ4ddotE1s, i32 0, i32 %22
  %24 = load double, ptr addrspace(3) %23, align 8, !tbaa !26
  %25 = load double, ptr addrspace(3) %19, align 8, !tbaa !26
  %26 = fadd double %24, %25
  store double %26, ptr addrspace(3) %19, align 8, !tbaa !26
  br label %27

27:                                               ; preds = %21, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = icmp ult i32 %5, 16
  br i1 %28, label %29, label %35

29:                                               ; preds = %27
  %30 = or disjoint i32 %5, 16
  %31 = getelementptr inbounds [64 x double], ptr addrspace(3) @_ZZ4ddotE1s, i32 0, i32 %30
  %32 = load double, ptr addrspace(3) %31, align 8, !tbaa !26
  %33 = load double, ptr addrspace(3) %19, align 8, !tbaa !26
  %34 = fadd double %32, %33
  store double %34, ptr addrspace(3) %19, align 8, !tbaa !26
  br label %35

35:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = icmp ult i32 %5, 8
  br i1 %36, label %37, label %43

37:                                               ; preds = %35
  %38 = or disjoint i32 %5, 8
  %39 = getelementptr inbounds [64 x double], ptr addrspace(3) @_ZZ4ddotE1s, i32 0, i32 %38
  %40 = load double, ptr addrspace(3) %39, align 8, !tbaa !26
  %41 = load double, ptr addrspace(3) %19, align 8, !tbaa !26
  %42 = fadd double %40, %41
  store double %42, ptr addrspace(3) %19, align 8, !tbaa !26
  br label %43

43:                                               ; preds = %37, %35
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = icmp ult i32 %5, 4
  br i1 %44, label %45, label %51

45:                                               ; preds = %43
  %46 = or disjoint i32 %5, 4
  %47 = getelementptr inbounds [64 x double], ptr addrspace(3) @_ZZ4ddotE1s, i32 0, i32 %46
  %48 = load double, ptr addrspace(3) %47, align 8, !tbaa !26
  %49 = load double, ptr addrspace(3) %19, align 8, !tbaa !26
  %50 = fadd double %48, %49
  store double %50, ptr addrspace(3) %19, align 8, !tbaa !26
  br label %51

51:                                               ; preds = %45, %43
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %52 = icmp ult i32 %5, 2
  br i1 %52, label %53, label %59

53:                                               ; preds = %51
  %54 = or disjoint i32 %5, 2
  %55 = getelementptr inbounds [64 x double], ptr addrspace(3) @_ZZ4ddotE1s, i32 0, i32 %54
  %56 = load double, ptr addrspace(3) %55, align 8, !tbaa !26
  %57 = load double, ptr addrspace(3) %19, align 8, !tbaa !26
  %58 = fadd double %56, %57
  store double %58, ptr addrspace(3) %19, align 8, !tbaa !26
  br label %59

59:                                               ; preds = %53, %51
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %60 = icmp eq i32 %5, 0
  br i1 %60, label %61, label %65

61:                                               ; preds = %59
  %62 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZ4ddotE1s, i32 8), align 8, !tbaa !26
  %63 = load double, ptr addrspace(3) %19, align 8, !tbaa !26
  %64 = fadd double %62, %63
  store double %64, ptr addrspace(3) %19, align 8, !tbaa !26
  br label %65

65:                                               ; preds = %61, %59
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = icmp eq i32 %5, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = zext i32 %6 to i64
  %69 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %68
  %70 = load double, ptr addrspace(3) @_ZZ4ddotE1s, align 16, !tbaa !26
  store double %70, ptr addrspace(1) %69, align 8, !tbaa !26
  br label %71

71:                                               ; preds = %67, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !9, i64 0}
!20 = distinct !{!20, !12}
!21 = !{!9, !9, i64 0}
!22 = distinct !{!22, !12}
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !9, i64 0}
!25 = distinct !{!25, !12}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !9, i64 0}
