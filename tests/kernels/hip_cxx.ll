; ModuleID = 'hip_cxx.hip'
source_filename = "hip_cxx.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

$_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s = comdat any

$_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s = comdat any

$_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s = comdat any

$_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s = comdat any

@_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s = linkonce_odr hidden local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 16
@_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s = linkonce_odr hidden local_unnamed_addr addrspace(3) global [64 x i32] undef, comdat, align 16
@_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s = linkonce_odr hidden local_unnamed_addr addrspace(3) global [32 x double] undef, comdat, align 16
@_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s = linkonce_odr hidden local_unnamed_addr addrspace(3) global [64 x i64] undef, comdat, align 16
@__hip_cuid_ddc2f96e3cece436 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ddc2f96e3cece436 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @tsum_f32(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 6
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %4
  store float %14, ptr addrspace(3) %15, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp ult i32 %4, 32
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = or disjoint i32 %4, 32
  %19 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %18
  %20 = load float, ptr addrspace(3) %15, align 4, !tbaa !5
  %21 = load float, ptr addrspace(3) %19, align 4, !tbaa !5
  %22 = fadd float %20, %21
  store float %22, ptr addrspace(3) %15, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %17, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = icmp ult i32 %4, 16
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = or disjoint i32 %4, 16
  %27 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %26
  %28 = load float, ptr addrspace(3) %15, align 4, !tbaa !5
  %29 = load float, ptr addrspace(3) %27, align 4, !tbaa !5
  %30 = fadd float %28, %29
  store float %30, ptr addrspace(3) %15, align 4, !tbaa !5
  br label %31

31:                                               ; preds = %25, %23
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = icmp ult i32 %4, 8
  br i1 %32, label %33, label %39

33:                                               ; preds = %31
  %34 = or disjoint i32 %4, 8
  %35 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %34
  %36 = load float, ptr addrspace(3) %15, align 4, !tbaa !5
  %37 = load float, ptr addrspace(3) %35, align 4, !tbaa !5
  %38 = fadd float %36, %37
  store float %38, ptr addrspace(3) %15, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %33, %31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = icmp ult i32 %4, 4
  br i1 %40, label %41, label %47

41:                                               ; preds = %39
  %42 = or disjoint i32 %4, 4
  %43 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %42
  %44 = load float, ptr addrspace(3) %15, align 4, !tbaa !5
  %45 = load float, ptr addrspace(3) %43, align 4, !tbaa !5
  %46 = fadd float %44, %45
  store float %46, ptr addrspace(3) %15, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %41, %39
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = icmp ult i32 %4, 2
  br i1 %48, label %49, label %55

49:                                               ; preds = %47
  %50 = or disjoint i32 %4, 2
  %51 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %50
  %52 = load float, ptr addrspace(3) %15, align 4, !tbaa !5
  %53 = load float, ptr addrspace(3) %51, align 4, !tbaa !5
  %54 = fadd float %52, %53
  store float %54, ptr addrspace(3) %15, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %49, %47
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %56 = icmp eq i32 %4, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %55
  %58 = load float, ptr addrspace(3) %15, align 4, !tbaa !5
  %59 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 4), align 4, !tbaa !5
  %60 = fadd float %58, %59
  store float %60, ptr addrspace(3) %15, align 4, !tbaa !5
  br label %61

61:                                               ; preds = %57, %55
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %56, label %62, label %66

62:                                               ; preds = %61
  %63 = zext i32 %5 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(3) @_ZZN2gx12block_reduceIfNS_3SumIfEELi64EEEvPT_PKS3_iS3_T0_E1s, align 16, !tbaa !5
  store float %65, ptr addrspace(1) %64, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %61, %62
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @tmax_i32(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 6
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !9
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi i32 [ %12, %9 ], [ -2147483648, %3 ]
  %15 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %4
  store i32 %14, ptr addrspace(3) %15, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp ult i32 %4, 32
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = or disjoint i32 %4, 32
  %19 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %18
  %20 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  %21 = load i32, ptr addrspace(3) %19, align 4, !tbaa !9
  %22 = tail call noundef i32 @llvm.smax.i32(i32 %20, i32 %21)
  store i32 %22, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %17, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = icmp ult i32 %4, 16
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = or disjoint i32 %4, 16
  %27 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %26
  %28 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  %29 = load i32, ptr addrspace(3) %27, align 4, !tbaa !9
  %30 = tail call noundef i32 @llvm.smax.i32(i32 %28, i32 %29)
  store i32 %30, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %25, %23
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = icmp ult i32 %4, 8
  br i1 %32, label %33, label %39

33:                                               ; preds = %31
  %34 = or disjoint i32 %4, 8
  %35 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %34
  %36 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  %37 = load i32, ptr addrspace(3) %35, align 4, !tbaa !9
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 %37)
  store i32 %38, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %33, %31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = icmp ult i32 %4, 4
  br i1 %40, label %41, label %47

41:                                               ; preds = %39
  %42 = or disjoint i32 %4, 4
  %43 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %42
  %44 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  %45 = load i32, ptr addrspace(3) %43, align 4, !tbaa !9
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %44, i32 %45)
  store i32 %46, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %41, %39
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = icmp ult i32 %4, 2
  br i1 %48, label %49, label %55

49:                                               ; preds = %47
  %50 = or disjoint i32 %4, 2
  %51 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %50
  %52 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  %53 = load i32, ptr addrspace(3) %51, align 4, !tbaa !9
  %54 = tail call noundef i32 @llvm.smax.i32(i32 %52, i32 %53)
  store i32 %54, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %49, %47
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %56 = icmp eq i32 %4, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %55
  %58 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  %59 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 4), align 4, !tbaa !9
  %60 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %59)
  store i32 %60, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %61

61:                                               ; preds = %57, %55
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %56, label %62, label %66

62:                                               ; preds = %61
  %63 = zext i32 %5 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %63
  %65 = load i32, ptr addrspace(3) @_ZZN2gx12block_reduceIiNS_3MaxIiEELi64EEEvPT_PKS3_iS3_T0_E1s, align 16, !tbaa !9
  store i32 %65, ptr addrspace(1) %64, align 4, !tbaa !9
  br label %66

66:                                               ; preds = %61, %62
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @tsum_f64(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 5
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %10
  %12 = load double, ptr addrspace(1) %11, align 8, !tbaa !11
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi double [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = getelementptr inbounds [32 x double], ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %4
  store double %14, ptr addrspace(3) %15, align 8, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp ult i32 %4, 16
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = or disjoint i32 %4, 16
  %19 = getelementptr inbounds [32 x double], ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %18
  %20 = load double, ptr addrspace(3) %15, align 8, !tbaa !11
  %21 = load double, ptr addrspace(3) %19, align 8, !tbaa !11
  %22 = fadd double %20, %21
  store double %22, ptr addrspace(3) %15, align 8, !tbaa !11
  br label %23

23:                                               ; preds = %17, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = icmp ult i32 %4, 8
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = or disjoint i32 %4, 8
  %27 = getelementptr inbounds [32 x double], ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %26
  %28 = load double, ptr addrspace(3) %15, align 8, !tbaa !11
  %29 = load double, ptr addrspace(3) %27, align 8, !tbaa !11
  %30 = fadd double %28, %29
  store double %30, ptr addrspace(3) %15, align 8, !tbaa !11
  br label %31

31:                                               ; preds = %25, %23
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = icmp ult i32 %4, 4
  br i1 %32, label %33, label %39

33:                                               ; preds = %31
  %34 = or disjoint i32 %4, 4
  %35 = getelementptr inbounds [32 x double], ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %34
  %36 = load double, ptr addrspace(3) %15, align 8, !tbaa !11
  %37 = load double, ptr addrspace(3) %35, align 8, !tbaa !11
  %38 = fadd double %36, %37
  store double %38, ptr addrspace(3) %15, align 8, !tbaa !11
  br label %39

39:                                               ; preds = %33, %31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = icmp ult i32 %4, 2
  br i1 %40, label %41, label %47

41:                                               ; preds = %39
  %42 = or disjoint i32 %4, 2
  %43 = getelementptr inbounds [32 x double], ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %42
  %44 = load double, ptr addrspace(3) %15, align 8, !tbaa !11
  %45 = load double, ptr addrspace(3) %43, align 8, !tbaa !11
  %46 = fadd double %44, %45
  store double %46, ptr addrspace(3) %15, align 8, !tbaa !11
  br label %47

47:                                               ; preds = %41, %39
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = icmp eq i32 %4, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %47
  %50 = load double, ptr addrspace(3) %15, align 8, !tbaa !11
  %51 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, i32 8), align 8, !tbaa !11
  %52 = fadd double %50, %51
  store double %52, ptr addrspace(3) %15, align 8, !tbaa !11
  br label %53

53:                                               ; preds = %49, %47
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %48, label %54, label %58

54:                                               ; preds = %53
  %55 = zext i32 %5 to i64
  %56 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %55
  %57 = load double, ptr addrspace(3) @_ZZN2gx12block_reduceIdNS_3SumIdEELi32EEEvPT_PKS3_iS3_T0_E1s, align 16, !tbaa !11
  store double %57, ptr addrspace(1) %56, align 8, !tbaa !11
  br label %58

58:                                               ; preds = %53, %54
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @tmax_u64(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl i32 %5, 6
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %10
  %12 = load i64, ptr addrspace(1) %11, align 8, !tbaa !13
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi i64 [ %12, %9 ], [ 0, %3 ]
  %15 = getelementptr inbounds [64 x i64], ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %4
  store i64 %14, ptr addrspace(3) %15, align 8, !tbaa !13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp ult i32 %4, 32
  br i1 %16, label %17, label %23

17:                                               ; preds = %13
  %18 = or disjoint i32 %4, 32
  %19 = getelementptr inbounds [64 x i64], ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %18
  %20 = load i64, ptr addrspace(3) %15, align 8, !tbaa !13
  %21 = load i64, ptr addrspace(3) %19, align 8, !tbaa !13
  %22 = tail call noundef i64 @llvm.umax.i64(i64 %20, i64 %21)
  store i64 %22, ptr addrspace(3) %15, align 8, !tbaa !13
  br label %23

23:                                               ; preds = %17, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = icmp ult i32 %4, 16
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = or disjoint i32 %4, 16
  %27 = getelementptr inbounds [64 x i64], ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %26
  %28 = load i64, ptr addrspace(3) %15, align 8, !tbaa !13
  %29 = load i64, ptr addrspace(3) %27, align 8, !tbaa !13
  %30 = tail call noundef i64 @llvm.umax.i64(i64 %28, i64 %29)
  store i64 %30, ptr addrspace(3) %15, align 8, !tbaa !13
  br label %31

31:                                               ; preds = %25, %23
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = icmp ult i32 %4, 8
  br i1 %32, label %33, label %39

33:                                               ; preds = %31
  %34 = or disjoint i32 %4, 8
  %35 = getelementptr inbounds [64 x i64], ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %34
  %36 = load i64, ptr addrspace(3) %15, align 8, !tbaa !13
  %37 = load i64, ptr addrspace(3) %35, align 8, !tbaa !13
  %38 = tail call noundef i64 @llvm.umax.i64(i64 %36, i64 %37)
  store i64 %38, ptr addrspace(3) %15, align 8, !tbaa !13
  br label %39

39:                                               ; preds = %33, %31
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = icmp ult i32 %4, 4
  br i1 %40, label %41, label %47

41:                                               ; preds = %39
  %42 = or disjoint i32 %4, 4
  %43 = getelementptr inbounds [64 x i64], ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %42
  %44 = load i64, ptr addrspace(3) %15, align 8, !tbaa !13
  %45 = load i64, ptr addrspace(3) %43, align 8, !tbaa !13
  %46 = tail call noundef i64 @llvm.umax.i64(i64 %44, i64 %45)
  store i64 %46, ptr addrspace(3) %15, align 8, !tbaa !13
  br label %47

47:                                               ; preds = %41, %39
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = icmp ult i32 %4, 2
  br i1 %48, label %49, label %55

49:                                               ; preds = %47
  %50 = or disjoint i32 %4, 2
  %51 = getelementptr inbounds [64 x i64], ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 0, i32 %50
  %52 = load i64, ptr addrspace(3) %15, align 8, !tbaa !13
  %53 = load i64, ptr addrspace(3) %51, align 8, !tbaa !13
  %54 = tail call noundef i64 @llvm.umax.i64(i64 %52, i64 %53)
  store i64 %54, ptr addrspace(3) %15, align 8, !tbaa !13
  br label %55

55:                                               ; preds = %49, %47
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %56 = icmp eq i32 %4, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %55
  %58 = load i64, ptr addrspace(3) %15, align 8, !tbaa !13
  %59 = load i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, i32 8), align 8, !tbaa !13
  %60 = tail call noundef i64 @llvm.umax.i64(i64 %58, i64 %59)
  store i64 %60, ptr addrspace(3) %15, align 8, !tbaa !13
  br label %61

61:                                               ; preds = %57, %55
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %56, label %62, label %66

62:                                               ; preds = %61
  %63 = zext i32 %5 to i64
  %64 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %63
  %65 = load i64, ptr addrspace(3) @_ZZN2gx12block_reduceIyNS_3MaxIyEELi64EEEvPT_PKS3_iS3_T0_E1s, align 16, !tbaa !13
  store i64 %65, ptr addrspace(1) %64, align 8, !tbaa !13
  br label %66

66:                                               ; preds = %61, %62
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define protected amdgpu_kernel void @julia(ptr addrspace(1) nocapture noundef writeonly %0, float noundef %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i16, ptr addrspace(4) %9, align 4, !range !15, !invariant.load !16, !noundef !16
  %11 = zext nneg i16 %10 to i32
  %12 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 14
  %13 = load i16, ptr addrspace(4) %12, align 2, !range !15, !invariant.load !16, !noundef !16
  %14 = mul i32 %7, %11
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %18 = zext nneg i16 %13 to i32
  %19 = mul i32 %17, %18
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %16, %4
  %23 = icmp slt i32 %21, %5
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %104

25:                                               ; preds = %6
  %26 = sdiv i32 %4, -2
  %27 = add i32 %16, %26
  %28 = sitofp i32 %27 to float
  %29 = fmul float %28, %3
  %30 = sdiv i32 %5, -2
  %31 = add i32 %21, %30
  %32 = sitofp i32 %31 to float
  %33 = fmul float %32, %3
  br label %34

34:                                               ; preds = %82, %25
  %35 = phi i32 [ 0, %25 ], [ %88, %82 ]
  %36 = phi float [ %33, %25 ], [ %87, %82 ]
  %37 = phi float [ %29, %25 ], [ %86, %82 ]
  %38 = fmul float %37, %37
  %39 = fmul float %36, %36
  %40 = fadd float %38, %39
  %41 = fcmp ugt float %40, 4.000000e+00
  br i1 %41, label %98, label %42

42:                                               ; preds = %34
  %43 = fsub float %38, %39
  %44 = fmul float %37, %36
  %45 = fadd float %44, %44
  %46 = fadd float %43, %1
  %47 = fadd float %45, %2
  %48 = fmul float %46, %46
  %49 = fmul float %47, %47
  %50 = fadd float %48, %49
  %51 = fcmp ugt float %50, 4.000000e+00
  br i1 %51, label %96, label %52

52:                                               ; preds = %42
  %53 = fsub float %48, %49
  %54 = fmul float %46, %47
  %55 = fadd float %54, %54
  %56 = fadd float %53, %1
  %57 = fadd float %55, %2
  %58 = fmul float %56, %56
  %59 = fmul float %57, %57
  %60 = fadd float %58, %59
  %61 = fcmp ugt float %60, 4.000000e+00
  br i1 %61, label %94, label %62

62:                                               ; preds = %52
  %63 = fsub float %58, %59
  %64 = fmul float %56, %57
  %65 = fadd float %64, %64
  %66 = fadd float %63, %1
  %67 = fadd float %65, %2
  %68 = fmul float %66, %66
  %69 = fmul float %67, %67
  %70 = fadd float %68, %69
  %71 = fcmp ugt float %70, 4.000000e+00
  br i1 %71, label %92, label %72

72:                                               ; preds = %62
  %73 = fsub float %68, %69
  %74 = fmul float %66, %67
  %75 = fadd float %74, %74
  %76 = fadd float %73, %1
  %77 = fadd float %75, %2
  %78 = fmul float %76, %76
  %79 = fmul float %77, %77
  %80 = fadd float %78, %79
  %81 = fcmp ugt float %80, 4.000000e+00
  br i1 %81, label %90, label %82

82:                                               ; preds = %72
  %83 = fsub float %78, %79
  %84 = fmul float %76, %77
  %85 = fadd float %84, %84
  %86 = fadd float %83, %1
  %87 = fadd float %85, %2
  %88 = add nuw nsw i32 %35, 5
  %89 = icmp eq i32 %88, 50
  br i1 %89, label %98, label %34, !llvm.loop !17

90:                                               ; preds = %72
  %91 = add nuw nsw i32 %35, 4
  br label %98

92:                                               ; preds = %62
  %93 = add nuw nsw i32 %35, 3
  br label %98

94:                                               ; preds = %52
  %95 = add nuw nsw i32 %35, 2
  br label %98

96:                                               ; preds = %42
  %97 = add nuw nsw i32 %35, 1
  br label %98

98:                                               ; preds = %34, %82, %96, %94, %92, %90
  %99 = phi i32 [ %91, %90 ], [ %93, %92 ], [ %95, %94 ], [ %97, %96 ], [ 50, %82 ], [ %35, %34 ]
  %100 = mul nsw i32 %21, %4
  %101 = add nsw i32 %100, %16
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %102
  store i32 %99, ptr addrspace(1) %103, align 4, !tbaa !9
  br label %104

104:                                              ; preds = %6, %98
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @lambda_poly(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, float noundef %2, float noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !15, !invariant.load !16, !noundef !16
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %24

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = fmul float %18, %2
  %20 = fadd float %19, %3
  %21 = fmul float %18, %20
  %22 = fsub float %21, %2
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !5
  br label %24

24:                                               ; preds = %5, %15
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @sort4(ptr addrspace(1) nocapture noundef %0) local_unnamed_addr #4 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12
  %5 = load i16, ptr addrspace(4) %4, align 4, !range !15, !invariant.load !16, !noundef !16
  %6 = zext nneg i16 %5 to i32
  %7 = mul i32 %2, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %10
  %12 = load <4 x i32>, ptr addrspace(1) %11, align 16, !tbaa !19
  %13 = extractelement <4 x i32> %12, i64 0
  %14 = extractelement <4 x i32> %12, i64 1
  %15 = extractelement <4 x i32> %12, i64 2
  %16 = extractelement <4 x i32> %12, i64 3
  %17 = tail call i32 @llvm.smin.i32(i32 %13, i32 %14)
  %18 = tail call i32 @llvm.smax.i32(i32 %13, i32 %14)
  %19 = tail call i32 @llvm.smin.i32(i32 %15, i32 %16)
  %20 = tail call i32 @llvm.smax.i32(i32 %15, i32 %16)
  %21 = tail call i32 @llvm.smin.i32(i32 %17, i32 %19)
  %22 = tail call i32 @llvm.smax.i32(i32 %17, i32 %19)
  %23 = tail call i32 @llvm.smin.i32(i32 %18, i32 %20)
  %24 = tail call i32 @llvm.smax.i32(i32 %18, i32 %20)
  %25 = tail call i32 @llvm.smin.i32(i32 %23, i32 %22)
  %26 = tail call i32 @llvm.smax.i32(i32 %23, i32 %22)
  %27 = insertelement <4 x i32> poison, i32 %21, i64 0
  %28 = insertelement <4 x i32> %27, i32 %25, i64 1
  %29 = insertelement <4 x i32> %28, i32 %26, i64 2
  %30 = insertelement <4 x i32> %29, i32 %24, i64 3
  store <4 x i32> %30, ptr addrspace(1) %11, align 16, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bernstein(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !15, !invariant.load !16, !noundef !16
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = fsub float 1.000000e+00, %13
  %15 = mul nsw i32 %10, 6
  %16 = fmul float %14, %14
  %17 = fmul float %14, %16
  %18 = fmul float %14, %17
  %19 = fmul float %14, %18
  %20 = sext i32 %15 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %19, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = fmul float %13, 5.000000e+00
  %23 = fmul float %14, %22
  %24 = fmul float %14, %23
  %25 = fmul float %14, %24
  %26 = fmul float %14, %25
  %27 = or disjoint i32 %15, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  store float %26, ptr addrspace(1) %29, align 4, !tbaa !5
  %30 = fmul float %13, 1.000000e+01
  %31 = fmul float %13, %30
  %32 = fmul float %14, %31
  %33 = fmul float %14, %32
  %34 = fmul float %14, %33
  %35 = sext i32 %15 to i64
  %36 = getelementptr float, ptr addrspace(1) %0, i64 %35
  %37 = getelementptr i8, ptr addrspace(1) %36, i64 8
  store float %34, ptr addrspace(1) %37, align 4, !tbaa !5
  %38 = fmul float %13, 1.000000e+01
  %39 = fmul float %13, %38
  %40 = fmul float %13, %39
  %41 = fmul float %14, %40
  %42 = fmul float %14, %41
  %43 = sext i32 %15 to i64
  %44 = getelementptr float, ptr addrspace(1) %0, i64 %43
  %45 = getelementptr i8, ptr addrspace(1) %44, i64 12
  store float %42, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = fmul float %13, 5.000000e+00
  %47 = fmul float %13, %46
  %48 = fmul float %13, %47
  %49 = fmul float %13, %48
  %50 = fmul float %14, %49
  %51 = sext i32 %15 to i64
  %52 = getelementptr float, ptr addrspace(1) %0, i64 %51
  %53 = getelementptr i8, ptr addrspace(1) %52, i64 16
  store float %50, ptr addrspace(1) %53, align 4, !tbaa !5
  %54 = fmul float %13, %13
  %55 = fmul float %13, %54
  %56 = fmul float %13, %55
  %57 = fmul float %13, %56
  %58 = sext i32 %15 to i64
  %59 = getelementptr float, ptr addrspace(1) %0, i64 %58
  %60 = getelementptr i8, ptr addrspace(1) %59, i64 20
  store float %57, ptr addrspace(1) %60, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @box3d(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !15, !invariant.load !16, !noundef !16
  %8 = zext nneg i16 %7 to i32
  %9 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 14
  %10 = load i16, ptr addrspace(4) %9, align 2, !range !15, !invariant.load !16, !noundef !16
  %11 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 16
  %12 = load i16, ptr addrspace(4) %11, align 8, !range !15, !invariant.load !16, !noundef !16
  %13 = mul i32 %4, %8
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %17 = zext nneg i16 %10 to i32
  %18 = mul i32 %16, %17
  %19 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %20 = add i32 %18, %19
  %21 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %22 = zext nneg i16 %12 to i32
  %23 = mul i32 %21, %22
  %24 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %25 = add i32 %23, %24
  %26 = icmp slt i32 %15, %2
  %27 = icmp slt i32 %20, %2
  %28 = select i1 %26, i1 %27, i1 false
  %29 = icmp slt i32 %25, %2
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %353

31:                                               ; preds = %3
  %32 = add nsw i32 %25, -1
  %33 = icmp sgt i32 %25, 0
  %34 = mul nsw i32 %32, %2
  %35 = add nsw i32 %20, -1
  %36 = icmp sgt i32 %20, 0
  %37 = add nuw nsw i32 %35, %34
  %38 = mul nsw i32 %37, %2
  %39 = add nsw i32 %15, -1
  %40 = icmp sgt i32 %15, 0
  %41 = select i1 %40, i1 %36, i1 false
  %42 = select i1 %41, i1 %33, i1 false
  br i1 %42, label %43, label %49

43:                                               ; preds = %31
  %44 = add nuw nsw i32 %39, %38
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !5
  %48 = fadd float %47, 0.000000e+00
  br label %49

49:                                               ; preds = %43, %31
  %50 = phi float [ %48, %43 ], [ 0.000000e+00, %31 ]
  %51 = icmp sgt i32 %15, -1
  %52 = select i1 %51, i1 %36, i1 false
  %53 = select i1 %52, i1 %33, i1 false
  br i1 %53, label %54, label %60

54:                                               ; preds = %49
  %55 = add nuw nsw i32 %15, %38
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !5
  %59 = fadd float %50, %58
  br label %60

60:                                               ; preds = %54, %49
  %61 = phi float [ %59, %54 ], [ %50, %49 ]
  %62 = add nsw i32 %15, 1
  %63 = icmp sgt i32 %15, -2
  %64 = select i1 %63, i1 %36, i1 false
  %65 = select i1 %64, i1 %33, i1 false
  %66 = icmp slt i32 %62, %2
  %67 = and i1 %66, %65
  br i1 %67, label %68, label %74

68:                                               ; preds = %60
  %69 = add nuw nsw i32 %62, %38
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !5
  %73 = fadd float %61, %72
  br label %74

74:                                               ; preds = %68, %60
  %75 = phi float [ %73, %68 ], [ %61, %60 ]
  %76 = icmp sgt i32 %20, -1
  %77 = add nuw nsw i32 %20, %34
  %78 = mul nsw i32 %77, %2
  %79 = select i1 %40, i1 %76, i1 false
  %80 = select i1 %79, i1 %33, i1 false
  br i1 %80, label %81, label %87

81:                                               ; preds = %74
  %82 = add nuw nsw i32 %39, %78
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !5
  %86 = fadd float %75, %85
  br label %87

87:                                               ; preds = %81, %74
  %88 = phi float [ %86, %81 ], [ %75, %74 ]
  %89 = select i1 %51, i1 %76, i1 false
  %90 = select i1 %89, i1 %33, i1 false
  br i1 %90, label %91, label %97

91:                                               ; preds = %87
  %92 = add nuw nsw i32 %15, %78
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !5
  %96 = fadd float %88, %95
  br label %97

97:                                               ; preds = %91, %87
  %98 = phi float [ %96, %91 ], [ %88, %87 ]
  %99 = select i1 %63, i1 %76, i1 false
  %100 = select i1 %99, i1 %33, i1 false
  %101 = and i1 %66, %100
  br i1 %101, label %102, label %108

102:                                              ; preds = %97
  %103 = add nuw nsw i32 %62, %78
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4, !tbaa !5
  %107 = fadd float %98, %106
  br label %108

108:                                              ; preds = %102, %97
  %109 = phi float [ %107, %102 ], [ %98, %97 ]
  %110 = add nsw i32 %20, 1
  %111 = icmp sgt i32 %20, -2
  %112 = icmp slt i32 %110, %2
  %113 = add nuw nsw i32 %110, %34
  %114 = mul nsw i32 %113, %2
  %115 = select i1 %40, i1 %111, i1 false
  %116 = select i1 %115, i1 %33, i1 false
  %117 = select i1 %116, i1 %112, i1 false
  br i1 %117, label %118, label %124

118:                                              ; preds = %108
  %119 = add nuw nsw i32 %39, %114
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4, !tbaa !5
  %123 = fadd float %109, %122
  br label %124

124:                                              ; preds = %118, %108
  %125 = phi float [ %123, %118 ], [ %109, %108 ]
  %126 = select i1 %51, i1 %111, i1 false
  %127 = select i1 %126, i1 %33, i1 false
  %128 = select i1 %127, i1 %112, i1 false
  br i1 %128, label %129, label %135

129:                                              ; preds = %124
  %130 = add nuw nsw i32 %15, %114
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !5
  %134 = fadd float %125, %133
  br label %135

135:                                              ; preds = %129, %124
  %136 = phi float [ %134, %129 ], [ %125, %124 ]
  %137 = select i1 %63, i1 %111, i1 false
  %138 = select i1 %137, i1 %33, i1 false
  %139 = and i1 %66, %138
  %140 = select i1 %139, i1 %112, i1 false
  br i1 %140, label %141, label %147

141:                                              ; preds = %135
  %142 = add nuw nsw i32 %62, %114
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %143
  %145 = load float, ptr addrspace(1) %144, align 4, !tbaa !5
  %146 = fadd float %136, %145
  br label %147

147:                                              ; preds = %141, %135
  %148 = phi float [ %146, %141 ], [ %136, %135 ]
  %149 = icmp sgt i32 %25, -1
  %150 = mul nsw i32 %25, %2
  %151 = add nuw nsw i32 %35, %150
  %152 = mul nsw i32 %151, %2
  %153 = select i1 %41, i1 %149, i1 false
  br i1 %153, label %154, label %160

154:                                              ; preds = %147
  %155 = add nuw nsw i32 %39, %152
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %156
  %158 = load float, ptr addrspace(1) %157, align 4, !tbaa !5
  %159 = fadd float %148, %158
  br label %160

160:                                              ; preds = %154, %147
  %161 = phi float [ %159, %154 ], [ %148, %147 ]
  %162 = select i1 %52, i1 %149, i1 false
  br i1 %162, label %163, label %169

163:                                              ; preds = %160
  %164 = add nuw nsw i32 %15, %152
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %165
  %167 = load float, ptr addrspace(1) %166, align 4, !tbaa !5
  %168 = fadd float %161, %167
  br label %169

169:                                              ; preds = %163, %160
  %170 = phi float [ %168, %163 ], [ %161, %160 ]
  %171 = select i1 %64, i1 %149, i1 false
  %172 = and i1 %66, %171
  br i1 %172, label %173, label %179

173:                                              ; preds = %169
  %174 = add nuw nsw i32 %62, %152
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %175
  %177 = load float, ptr addrspace(1) %176, align 4, !tbaa !5
  %178 = fadd float %170, %177
  br label %179

179:                                              ; preds = %173, %169
  %180 = phi float [ %178, %173 ], [ %170, %169 ]
  %181 = add nsw i32 %20, %150
  %182 = mul nsw i32 %181, %2
  %183 = select i1 %79, i1 %149, i1 false
  br i1 %183, label %184, label %190

184:                                              ; preds = %179
  %185 = add nuw nsw i32 %39, %182
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %186
  %188 = load float, ptr addrspace(1) %187, align 4, !tbaa !5
  %189 = fadd float %180, %188
  br label %190

190:                                              ; preds = %184, %179
  %191 = phi float [ %189, %184 ], [ %180, %179 ]
  %192 = select i1 %89, i1 %149, i1 false
  br i1 %192, label %193, label %199

193:                                              ; preds = %190
  %194 = add nuw nsw i32 %15, %182
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %195
  %197 = load float, ptr addrspace(1) %196, align 4, !tbaa !5
  %198 = fadd float %191, %197
  br label %199

199:                                              ; preds = %193, %190
  %200 = phi float [ %198, %193 ], [ %191, %190 ]
  %201 = select i1 %99, i1 %149, i1 false
  %202 = and i1 %66, %201
  br i1 %202, label %203, label %209

203:                                              ; preds = %199
  %204 = add nuw nsw i32 %62, %182
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %205
  %207 = load float, ptr addrspace(1) %206, align 4, !tbaa !5
  %208 = fadd float %200, %207
  br label %209

209:                                              ; preds = %203, %199
  %210 = phi float [ %208, %203 ], [ %200, %199 ]
  %211 = add nuw nsw i32 %110, %150
  %212 = mul nsw i32 %211, %2
  %213 = select i1 %115, i1 %149, i1 false
  %214 = select i1 %213, i1 %112, i1 false
  br i1 %214, label %215, label %221

215:                                              ; preds = %209
  %216 = add nuw nsw i32 %39, %212
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %217
  %219 = load float, ptr addrspace(1) %218, align 4, !tbaa !5
  %220 = fadd float %210, %219
  br label %221

221:                                              ; preds = %215, %209
  %222 = phi float [ %220, %215 ], [ %210, %209 ]
  %223 = select i1 %126, i1 %149, i1 false
  %224 = select i1 %223, i1 %112, i1 false
  br i1 %224, label %225, label %231

225:                                              ; preds = %221
  %226 = add nuw nsw i32 %15, %212
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %227
  %229 = load float, ptr addrspace(1) %228, align 4, !tbaa !5
  %230 = fadd float %222, %229
  br label %231

231:                                              ; preds = %225, %221
  %232 = phi float [ %230, %225 ], [ %222, %221 ]
  %233 = select i1 %137, i1 %149, i1 false
  %234 = and i1 %66, %233
  %235 = select i1 %234, i1 %112, i1 false
  br i1 %235, label %236, label %242

236:                                              ; preds = %231
  %237 = add nuw nsw i32 %62, %212
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %238
  %240 = load float, ptr addrspace(1) %239, align 4, !tbaa !5
  %241 = fadd float %232, %240
  br label %242

242:                                              ; preds = %236, %231
  %243 = phi float [ %241, %236 ], [ %232, %231 ]
  %244 = add nsw i32 %25, 1
  %245 = icmp sgt i32 %25, -2
  %246 = icmp slt i32 %244, %2
  %247 = mul nsw i32 %244, %2
  %248 = add nuw nsw i32 %35, %247
  %249 = mul nsw i32 %248, %2
  %250 = select i1 %41, i1 %245, i1 false
  %251 = select i1 %250, i1 %246, i1 false
  br i1 %251, label %252, label %258

252:                                              ; preds = %242
  %253 = add nuw nsw i32 %39, %249
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %254
  %256 = load float, ptr addrspace(1) %255, align 4, !tbaa !5
  %257 = fadd float %243, %256
  br label %258

258:                                              ; preds = %252, %242
  %259 = phi float [ %257, %252 ], [ %243, %242 ]
  %260 = select i1 %52, i1 %245, i1 false
  %261 = select i1 %260, i1 %246, i1 false
  br i1 %261, label %262, label %268

262:                                              ; preds = %258
  %263 = add nuw nsw i32 %15, %249
  %264 = zext nneg i32 %263 to i64
  %265 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %264
  %266 = load float, ptr addrspace(1) %265, align 4, !tbaa !5
  %267 = fadd float %259, %266
  br label %268

268:                                              ; preds = %262, %258
  %269 = phi float [ %267, %262 ], [ %259, %258 ]
  %270 = select i1 %64, i1 %245, i1 false
  %271 = and i1 %66, %270
  %272 = select i1 %271, i1 %246, i1 false
  br i1 %272, label %273, label %279

273:                                              ; preds = %268
  %274 = add nuw nsw i32 %62, %249
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %275
  %277 = load float, ptr addrspace(1) %276, align 4, !tbaa !5
  %278 = fadd float %269, %277
  br label %279

279:                                              ; preds = %273, %268
  %280 = phi float [ %278, %273 ], [ %269, %268 ]
  %281 = add nuw nsw i32 %20, %247
  %282 = mul nsw i32 %281, %2
  %283 = select i1 %79, i1 %245, i1 false
  %284 = select i1 %283, i1 %246, i1 false
  br i1 %284, label %285, label %291

285:                                              ; preds = %279
  %286 = add nuw nsw i32 %39, %282
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4, !tbaa !5
  %290 = fadd float %280, %289
  br label %291

291:                                              ; preds = %285, %279
  %292 = phi float [ %290, %285 ], [ %280, %279 ]
  %293 = select i1 %89, i1 %245, i1 false
  %294 = select i1 %293, i1 %246, i1 false
  br i1 %294, label %295, label %301

295:                                              ; preds = %291
  %296 = add nuw nsw i32 %15, %282
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %297
  %299 = load float, ptr addrspace(1) %298, align 4, !tbaa !5
  %300 = fadd float %292, %299
  br label %301

301:                                              ; preds = %295, %291
  %302 = phi float [ %300, %295 ], [ %292, %291 ]
  %303 = select i1 %99, i1 %245, i1 false
  %304 = and i1 %66, %303
  %305 = select i1 %304, i1 %246, i1 false
  br i1 %305, label %306, label %312

306:                                              ; preds = %301
  %307 = add nuw nsw i32 %62, %282
  %308 = zext nneg i32 %307 to i64
  %309 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %308
  %310 = load float, ptr addrspace(1) %309, align 4, !tbaa !5
  %311 = fadd float %302, %310
  br label %312

312:                                              ; preds = %306, %301
  %313 = phi float [ %311, %306 ], [ %302, %301 ]
  %314 = add nuw nsw i32 %110, %247
  %315 = mul nsw i32 %314, %2
  %316 = select i1 %115, i1 %245, i1 false
  %317 = select i1 %316, i1 %112, i1 false
  %318 = select i1 %317, i1 %246, i1 false
  br i1 %318, label %319, label %325

319:                                              ; preds = %312
  %320 = add nuw nsw i32 %39, %315
  %321 = zext nneg i32 %320 to i64
  %322 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %321
  %323 = load float, ptr addrspace(1) %322, align 4, !tbaa !5
  %324 = fadd float %313, %323
  br label %325

325:                                              ; preds = %319, %312
  %326 = phi float [ %324, %319 ], [ %313, %312 ]
  %327 = select i1 %126, i1 %245, i1 false
  %328 = select i1 %327, i1 %112, i1 false
  %329 = select i1 %328, i1 %246, i1 false
  br i1 %329, label %330, label %336

330:                                              ; preds = %325
  %331 = add nuw nsw i32 %15, %315
  %332 = zext nneg i32 %331 to i64
  %333 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %332
  %334 = load float, ptr addrspace(1) %333, align 4, !tbaa !5
  %335 = fadd float %326, %334
  br label %336

336:                                              ; preds = %330, %325
  %337 = phi float [ %335, %330 ], [ %326, %325 ]
  %338 = select i1 %137, i1 %245, i1 false
  %339 = and i1 %66, %338
  %340 = select i1 %339, i1 %112, i1 false
  %341 = select i1 %340, i1 %246, i1 false
  br i1 %341, label %342, label %348

342:                                              ; preds = %336
  %343 = add nuw nsw i32 %62, %315
  %344 = zext nneg i32 %343 to i64
  %345 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %344
  %346 = load float, ptr addrspace(1) %345, align 4, !tbaa !5
  %347 = fadd float %337, %346
  br label %348

348:                                              ; preds = %342, %336
  %349 = phi float [ %347, %342 ], [ %337, %336 ]
  %350 = add nsw i32 %182, %15
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %351
  store float %349, ptr addrspace(1) %352, align 4, !tbaa !5
  br label %353

353:                                              ; preds = %3, %348
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,32" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{i16 1, i16 1025}
!16 = !{}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!7, !7, i64 0}
