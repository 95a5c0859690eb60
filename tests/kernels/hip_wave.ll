; ModuleID = 'hip_wave.hip'
source_filename = "hip_wave.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ9wave_scanE4sums = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 16
@__hip_cuid_669b98b24ff155ff = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_669b98b24ff155ff to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @shfl_ops(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !7
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = shl i32 %16, 2
  %18 = and i32 %17, -32
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %14)
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !7
  %21 = shl i32 %16, 2
  %22 = xor i32 %21, 4
  %23 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %14)
  %24 = add nsw i32 %23, %14
  %25 = shl i32 %16, 2
  %26 = xor i32 %25, 8
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %24)
  %28 = add nsw i32 %27, %24
  %29 = shl i32 %16, 2
  %30 = xor i32 %29, 16
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %28)
  %32 = add nsw i32 %31, %28
  %33 = shl i32 %16, 2
  %34 = xor i32 %33, 32
  %35 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %32)
  %36 = add nsw i32 %35, %32
  %37 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @wave_reduce(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %18

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !7
  br label %18

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ]
  %20 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %21 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %20)
  %22 = and i32 %21, 31
  %23 = icmp ult i32 %22, 16
  %24 = select i1 %23, i32 16, i32 0
  %25 = add nsw i32 %24, %21
  %26 = shl i32 %25, 2
  %27 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %19)
  %28 = add nsw i32 %27, %19
  %29 = icmp ult i32 %22, 24
  %30 = select i1 %29, i32 8, i32 0
  %31 = add nsw i32 %30, %21
  %32 = shl i32 %31, 2
  %33 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %32, i32 %28)
  %34 = add nsw i32 %33, %28
  %35 = icmp ult i32 %22, 28
  %36 = select i1 %35, i32 4, i32 0
  %37 = add nsw i32 %36, %21
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = add nsw i32 %39, %34
  %41 = icmp ult i32 %22, 30
  %42 = select i1 %41, i32 2, i32 0
  %43 = add nsw i32 %42, %21
  %44 = shl i32 %43, 2
  %45 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %40)
  %46 = add nsw i32 %45, %40
  %47 = icmp ne i32 %22, 31
  %48 = zext i1 %47 to i32
  %49 = add nsw i32 %21, %48
  %50 = shl i32 %49, 2
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = icmp eq i32 %22, 0
  br i1 %52, label %53, label %59

53:                                               ; preds = %18
  %54 = add nsw i32 %51, %46
  %55 = sdiv i32 %12, 32
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %56
  store i32 %54, ptr addrspace(1) %57, align 4, !tbaa !7
  %58 = atomicrmw add ptr addrspace(1) %0, i32 %54 syncscope("agent-one-as") monotonic, align 4
  br label %59

59:                                               ; preds = %53, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @wave_scan(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !7
  %14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %14)
  %16 = and i32 %15, 31
  %17 = and i32 %3, 31
  %18 = icmp ne i32 %16, 0
  %19 = sext i1 %18 to i32
  %20 = add i32 %15, %19
  %21 = shl i32 %20, 2
  %22 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %13)
  %23 = icmp eq i32 %17, 0
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %13
  %26 = icmp ult i32 %16, 2
  %27 = select i1 %26, i32 0, i32 1073741822
  %28 = add i32 %27, %15
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %25)
  %31 = icmp ult i32 %17, 2
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add nsw i32 %32, %25
  %34 = icmp ult i32 %16, 4
  %35 = select i1 %34, i32 0, i32 1073741820
  %36 = add i32 %35, %15
  %37 = shl i32 %36, 2
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %33)
  %39 = icmp ult i32 %17, 4
  %40 = select i1 %39, i32 0, i32 %38
  %41 = add nsw i32 %40, %33
  %42 = icmp ult i32 %16, 8
  %43 = select i1 %42, i32 0, i32 1073741816
  %44 = add i32 %43, %15
  %45 = shl i32 %44, 2
  %46 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %41)
  %47 = icmp ult i32 %17, 8
  %48 = select i1 %47, i32 0, i32 %46
  %49 = add nsw i32 %48, %41
  %50 = icmp ult i32 %16, 16
  %51 = select i1 %50, i32 0, i32 1073741808
  %52 = add i32 %51, %15
  %53 = shl i32 %52, 2
  %54 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %49)
  %55 = icmp ult i32 %17, 16
  %56 = select i1 %55, i32 0, i32 %54
  %57 = add nsw i32 %56, %49
  %58 = icmp eq i32 %17, 31
  %59 = lshr i32 %3, 5
  br i1 %58, label %60, label %62

60:                                               ; preds = %2
  %61 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %59
  store i32 %57, ptr addrspace(3) %61, align 4, !tbaa !7
  br label %62

62:                                               ; preds = %2, %60
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = icmp ult i32 %3, 32
  br i1 %63, label %85, label %64

64:                                               ; preds = %62
  %65 = add nsw i32 %59, -1
  %66 = and i32 %59, 7
  %67 = icmp ult i32 %65, 7
  br i1 %67, label %70, label %68

68:                                               ; preds = %64
  %69 = and i32 %59, 24
  br label %89

70:                                               ; preds = %89, %64
  %71 = phi i32 [ poison, %64 ], [ %123, %89 ]
  %72 = phi i32 [ 0, %64 ], [ %124, %89 ]
  %73 = phi i32 [ 0, %64 ], [ %123, %89 ]
  %74 = icmp eq i32 %66, 0
  br i1 %74, label %85, label %75

75:                                               ; preds = %70, %75
  %76 = phi i32 [ %82, %75 ], [ %72, %70 ]
  %77 = phi i32 [ %81, %75 ], [ %73, %70 ]
  %78 = phi i32 [ %83, %75 ], [ 0, %70 ]
  %79 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %76
  %80 = load i32, ptr addrspace(3) %79, align 4, !tbaa !7
  %81 = add nsw i32 %80, %77
  %82 = add nuw nsw i32 %76, 1
  %83 = add i32 %78, 1
  %84 = icmp eq i32 %83, %66
  br i1 %84, label %85, label %75, !llvm.loop !11

85:                                               ; preds = %70, %75, %62
  %86 = phi i32 [ 0, %62 ], [ %71, %70 ], [ %81, %75 ]
  %87 = add nsw i32 %86, %57
  %88 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  store i32 %87, ptr addrspace(1) %88, align 4, !tbaa !7
  ret void

89:                                               ; preds = %89, %68
  %90 = phi i32 [ 0, %68 ], [ %124, %89 ]
  %91 = phi i32 [ 0, %68 ], [ %123, %89 ]
  %92 = phi i32 [ 0, %68 ], [ %125, %89 ]
  %93 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %90
  %94 = load i32, ptr addrspace(3) %93, align 16, !tbaa !7
  %95 = add nsw i32 %94, %91
  %96 = or disjoint i32 %90, 1
  %97 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %96
  %98 = load i32, ptr addrspace(3) %97, align 4, !tbaa !7
  %99 = add nsw i32 %98, %95
  %100 = or disjoint i32 %90, 2
  %101 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %100
  %102 = load i32, ptr addrspace(3) %101, align 8, !tbaa !7
  %103 = add nsw i32 %102, %99
  %104 = or disjoint i32 %90, 3
  %105 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %104
  %106 = load i32, ptr addrspace(3) %105, align 4, !tbaa !7
  %107 = add nsw i32 %106, %103
  %108 = or disjoint i32 %90, 4
  %109 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %108
  %110 = load i32, ptr addrspace(3) %109, align 16, !tbaa !7
  %111 = add nsw i32 %110, %107
  %112 = or disjoint i32 %90, 5
  %113 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %112
  %114 = load i32, ptr addrspace(3) %113, align 4, !tbaa !7
  %115 = add nsw i32 %114, %111
  %116 = or disjoint i32 %90, 6
  %117 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %116
  %118 = load i32, ptr addrspace(3) %117, align 8, !tbaa !7
  %119 = add nsw i32 %118, %115
  %120 = or disjoint i32 %90, 7
  %121 = getelementptr inbounds [8 x i32], ptr addrspace(3) @_ZZ9wave_scanE4sums, i32 0, i32 %120
  %122 = load i32, ptr addrspace(3) %121, align 4, !tbaa !7
  %123 = add nsw i32 %122, %119
  %124 = add nuw nsw i32 %90, 8
  %125 = add i32 %92, 8
  %126 = icmp eq i32 %125, %69
  br i1 %126, label %70, label %89, !llvm.loop !13
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @compact32(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
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
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !7
  %16 = icmp sgt i32 %15, %3
  %17 = tail call i64 @llvm.amdgcn.icmp.i64.i32(i32 %15, i32 %3, i32 38)
  %18 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %18)
  %20 = and i32 %19, 32
  %21 = zext nneg i32 %20 to i64
  %22 = lshr i64 %17, %21
  %23 = trunc i64 %22 to i32
  %24 = and i32 %19, 31
  %25 = ashr i32 %12, 5
  br i1 %16, label %26, label %35

26:                                               ; preds = %4
  %27 = and i32 %12, -32
  %28 = shl nsw i32 -1, %24
  %29 = xor i32 %28, -1
  %30 = and i32 %23, %29
  %31 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %30)
  %32 = or disjoint i32 %31, %27
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %33
  store i32 %15, ptr addrspace(1) %34, align 4, !tbaa !7
  br label %35

35:                                               ; preds = %26, %4
  %36 = icmp eq i32 %24, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %35
  %38 = sext i32 %25 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %38
  %40 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %23)
  store i32 %40, ptr addrspace(1) %39, align 4, !tbaa !7
  br label %41

41:                                               ; preds = %37, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fmax16(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !15
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  %17 = bitcast float %14 to i32
  %18 = shl i32 %16, 2
  %19 = xor i32 %18, 32
  %20 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %19, i32 %17)
  %21 = bitcast i32 %20 to float
  %22 = tail call float @llvm.maxnum.f32(float %14, float %21)
  %23 = bitcast float %22 to i32
  %24 = shl i32 %16, 2
  %25 = xor i32 %24, 16
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %23)
  %27 = bitcast i32 %26 to float
  %28 = tail call float @llvm.maxnum.f32(float %22, float %27)
  %29 = bitcast float %28 to i32
  %30 = shl i32 %16, 2
  %31 = xor i32 %30, 8
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %29)
  %33 = bitcast i32 %32 to float
  %34 = tail call float @llvm.maxnum.f32(float %28, float %33)
  %35 = bitcast float %34 to i32
  %36 = shl i32 %16, 2
  %37 = xor i32 %36, 4
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %35)
  %39 = bitcast i32 %38 to float
  %40 = tail call float @llvm.maxnum.f32(float %34, float %39)
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  store float %40, ptr addrspace(1) %41, align 4, !tbaa !15
  %42 = and i32 %16, 15
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !9, i64 0}
