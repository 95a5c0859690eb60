; ModuleID = 'reduce_scan.cl'
source_filename = "reduce_scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_sum_i32.s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@reduce_max_f32.s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4
@reduce_sum_f64.s = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8
@reduce_atomic.s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@scan_blelloch.s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@scan_hs_i64.buf = internal unnamed_addr addrspace(3) global [2 x [64 x i64]] undef, align 8
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reduce_sum_i32(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = add nsw i32 %10, %4
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %17

17:                                               ; preds = %3, %13
  %18 = phi i32 [ %16, %13 ], [ 0, %3 ]
  %19 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_sum_i32.s, i32 0, i32 %4
  store i32 %18, ptr addrspace(3) %19, align 4, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = icmp ult i32 %4, 32
  br i1 %20, label %21, label %27

21:                                               ; preds = %17
  %22 = or disjoint i32 %4, 32
  %23 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_sum_i32.s, i32 0, i32 %22
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !11
  %25 = load i32, ptr addrspace(3) %19, align 4, !tbaa !11
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr addrspace(3) %19, align 4, !tbaa !11
  br label %27

27:                                               ; preds = %21, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = icmp ult i32 %4, 16
  br i1 %28, label %29, label %35

29:                                               ; preds = %27
  %30 = or disjoint i32 %4, 16
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_sum_i32.s, i32 0, i32 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !11
  %33 = load i32, ptr addrspace(3) %19, align 4, !tbaa !11
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr addrspace(3) %19, align 4, !tbaa !11
  br label %35

35:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = icmp ult i32 %4, 8
  br i1 %36, label %37, label %43

37:                                               ; preds = %35
  %38 = or disjoint i32 %4, 8
  %39 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_sum_i32.s, i32 0, i32 %38
  %40 = load i32, ptr addrspace(3) %39, align 4, !tbaa !11
  %41 = load i32, ptr addrspace(3) %19, align 4, !tbaa !11
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr addrspace(3) %19, align 4, !tbaa !11
  br label %43

43:                                               ; preds = %37, %35
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = icmp ult i32 %4, 4
  br i1 %44, label %45, label %51

45:                                               ; preds = %43
  %46 = or disjoint i32 %4, 4
  %47 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_sum_i32.s, i32 0, i32 %46
  %48 = load i32, ptr addrspace(3) %47, align 4, !tbaa !11
  %49 = load i32, ptr addrspace(3) %19, align 4, !tbaa !11
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr addrspace(3) %19, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %45, %43
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %52 = icmp ult i32 %4, 2
  br i1 %52, label %53, label %59

53:                                               ; preds = %51
  %54 = or disjoint i32 %4, 2
  %55 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_sum_i32.s, i32 0, i32 %54
  %56 = load i32, ptr addrspace(3) %55, align 4, !tbaa !11
  %57 = load i32, ptr addrspace(3) %19, align 4, !tbaa !11
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr addrspace(3) %19, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %53, %51
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %60 = icmp eq i32 %4, 0
  br i1 %60, label %61, label %65

61:                                               ; preds = %59
  %62 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @reduce_sum_i32.s, i32 4), align 4, !tbaa !11
  %63 = load i32, ptr addrspace(3) %19, align 4, !tbaa !11
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr addrspace(3) %19, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %61, %59
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = icmp eq i32 %4, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = sext i32 %5 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %68
  %70 = load i32, ptr addrspace(3) @reduce_sum_i32.s, align 4, !tbaa !11
  store i32 %70, ptr addrspace(1) %69, align 4, !tbaa !11
  br label %71

71:                                               ; preds = %67, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reduce_max_f32(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !8 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = add nsw i32 %10, %4
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !16, !amdgpu.noclobber !10
  br label %17

17:                                               ; preds = %3, %13
  %18 = phi float [ %16, %13 ], [ 0xFFF0000000000000, %3 ]
  %19 = getelementptr inbounds [64 x float], ptr addrspace(3) @reduce_max_f32.s, i32 0, i32 %4
  store float %18, ptr addrspace(3) %19, align 4, !tbaa !16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = icmp ult i32 %4, 32
  br i1 %20, label %21, label %27

21:                                               ; preds = %17
  %22 = or disjoint i32 %4, 32
  %23 = getelementptr inbounds [64 x float], ptr addrspace(3) @reduce_max_f32.s, i32 0, i32 %22
  %24 = load float, ptr addrspace(3) %19, align 4, !tbaa !16
  %25 = load float, ptr addrspace(3) %23, align 4, !tbaa !16
  %26 = tail call float @llvm.maxnum.f32(float %24, float %25)
  store float %26, ptr addrspace(3) %19, align 4, !tbaa !16
  br label %27

27:                                               ; preds = %21, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = icmp ult i32 %4, 16
  br i1 %28, label %29, label %35

29:                                               ; preds = %27
  %30 = or disjoint i32 %4, 16
  %31 = getelementptr inbounds [64 x float], ptr addrspace(3) @reduce_max_f32.s, i32 0, i32 %30
  %32 = load float, ptr addrspace(3) %19, align 4, !tbaa !16
  %33 = load float, ptr addrspace(3) %31, align 4, !tbaa !16
  %34 = tail call float @llvm.maxnum.f32(float %32, float %33)
  store float %34, ptr addrspace(3) %19, align 4, !tbaa !16
  br label %35

35:                                               ; preds = %29, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = icmp ult i32 %4, 8
  br i1 %36, label %37, label %43

37:                                               ; preds = %35
  %38 = or disjoint i32 %4, 8
  %39 = getelementptr inbounds [64 x float], ptr addrspace(3) @reduce_max_f32.s, i32 0, i32 %38
  %40 = load float, ptr addrspace(3) %19, align 4, !tbaa !16
  %41 = load float, ptr addrspace(3) %39, align 4, !tbaa !16
  %42 = tail call float @llvm.maxnum.f32(float %40, float %41)
  store float %42, ptr addrspace(3) %19, align 4, !tbaa !16
  br label %43

43:                                               ; preds = %37, %35
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = icmp ult i32 %4, 4
  br i1 %44, label %45, label %51

45:                                               ; preds = %43
  %46 = or disjoint i32 %4, 4
  %47 = getelementptr inbounds [64 x float], ptr addrspace(3) @reduce_max_f32.s, i32 0, i32 %46
  %48 = load float, ptr addrspace(3) %19, align 4, !tbaa !16
  %49 = load float, ptr addrspace(3) %47, align 4, !tbaa !16
  %50 = tail call float @llvm.maxnum.f32(float %48, float %49)
  store float %50, ptr addrspace(3) %19, align 4, !tbaa !16
  br label %51

51:                                               ; preds = %45, %43
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %52 = icmp ult i32 %4, 2
  br i1 %52, label %53, label %59

53:                                               ; preds = %51
  %54 = or disjoint i32 %4, 2
  %55 = getelementptr inbounds [64 x float], ptr addrspace(3) @reduce_max_f32.s, i32 0, i32 %54
  %56 = load float, ptr addrspace(3) %19, align 4, !tbaa !16
  %57 = load float, ptr addrspace(3) %55, align 4, !tbaa !16
  %58 = tail call float @llvm.maxnum.f32(float %56, float %57)
  store float %58, ptr addrspace(3) %19, align 4, !tbaa !16
  br label %59

59:                                               ; preds = %53, %51
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %60 = icmp eq i32 %4, 0
  br i1 %60, label %61, label %65

61:                                               ; preds = %59
  %62 = load float, ptr addrspace(3) %19, align 4, !tbaa !16
  %63 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @reduce_max_f32.s, i32 4), align 4, !tbaa !16
  %64 = tail call float @llvm.maxnum.f32(float %62, float %63)
  store float %64, ptr addrspace(3) %19, align 4, !tbaa !16
  br label %65

65:                                               ; preds = %61, %59
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = icmp eq i32 %4, 0
  br i1 %66, label %67, label %71

67:                                               ; preds = %65
  %68 = sext i32 %5 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(3) @reduce_max_f32.s, align 4, !tbaa !16
  store float %70, ptr addrspace(1) %69, align 4, !tbaa !16
  br label %71

71:                                               ; preds = %67, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reduce_sum_f64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !8 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = add nsw i32 %10, %4
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %14
  %16 = load double, ptr addrspace(1) %15, align 8, !tbaa !19, !amdgpu.noclobber !10
  br label %17

17:                                               ; preds = %3, %13
  %18 = phi double [ %16, %13 ], [ 0.000000e+00, %3 ]
  %19 = getelementptr inbounds [64 x double], ptr addrspace(3) @reduce_sum_f64.s, i32 0, i32 %4
  store double %18, ptr addrspace(3) %19, align 8, !tbaa !19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = and i32 %4, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %17
  %23 = load <2 x double>, ptr addrspace(3) %19, align 8, !tbaa !19
  %24 = extractelement <2 x double> %23, i64 0
  %25 = extractelement <2 x double> %23, i64 1
  %26 = fadd double %25, %24
  store double %26, ptr addrspace(3) %19, align 8, !tbaa !19
  br label %27

27:                                               ; preds = %22, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = and i32 %4, 3
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %27
  %31 = or disjoint i32 %4, 2
  %32 = getelementptr inbounds [64 x double], ptr addrspace(3) @reduce_sum_f64.s, i32 0, i32 %31
  %33 = load double, ptr addrspace(3) %32, align 8, !tbaa !19
  %34 = load double, ptr addrspace(3) %19, align 8, !tbaa !19
  %35 = fadd double %33, %34
  store double %35, ptr addrspace(3) %19, align 8, !tbaa !19
  br label %36

36:                                               ; preds = %30, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = and i32 %4, 7
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %45

39:                                               ; preds = %36
  %40 = or disjoint i32 %4, 4
  %41 = getelementptr inbounds [64 x double], ptr addrspace(3) @reduce_sum_f64.s, i32 0, i32 %40
  %42 = load double, ptr addrspace(3) %41, align 8, !tbaa !19
  %43 = load double, ptr addrspace(3) %19, align 8, !tbaa !19
  %44 = fadd double %42, %43
  store double %44, ptr addrspace(3) %19, align 8, !tbaa !19
  br label %45

45:                                               ; preds = %39, %36
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %46 = and i32 %4, 15
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %45
  %49 = or disjoint i32 %4, 8
  %50 = getelementptr inbounds [64 x double], ptr addrspace(3) @reduce_sum_f64.s, i32 0, i32 %49
  %51 = load double, ptr addrspace(3) %50, align 8, !tbaa !19
  %52 = load double, ptr addrspace(3) %19, align 8, !tbaa !19
  %53 = fadd double %51, %52
  store double %53, ptr addrspace(3) %19, align 8, !tbaa !19
  br label %54

54:                                               ; preds = %48, %45
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %55 = and i32 %4, 31
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %63

57:                                               ; preds = %54
  %58 = or disjoint i32 %4, 16
  %59 = getelementptr inbounds [64 x double], ptr addrspace(3) @reduce_sum_f64.s, i32 0, i32 %58
  %60 = load double, ptr addrspace(3) %59, align 8, !tbaa !19
  %61 = load double, ptr addrspace(3) %19, align 8, !tbaa !19
  %62 = fadd double %60, %61
  store double %62, ptr addrspace(3) %19, align 8, !tbaa !19
  br label %63

63:                                               ; preds = %57, %54
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %64 = and i32 %4, 63
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %72

66:                                               ; preds = %63
  %67 = or disjoint i32 %4, 32
  %68 = getelementptr inbounds [64 x double], ptr addrspace(3) @reduce_sum_f64.s, i32 0, i32 %67
  %69 = load double, ptr addrspace(3) %68, align 8, !tbaa !19
  %70 = load double, ptr addrspace(3) %19, align 8, !tbaa !19
  %71 = fadd double %69, %70
  store double %71, ptr addrspace(3) %19, align 8, !tbaa !19
  br label %72

72:                                               ; preds = %66, %63
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %73 = icmp eq i32 %4, 0
  br i1 %73, label %74, label %78

74:                                               ; preds = %72
  %75 = sext i32 %5 to i64
  %76 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %75
  %77 = load double, ptr addrspace(3) @reduce_sum_f64.s, align 8, !tbaa !19
  store double %77, ptr addrspace(1) %76, align 8, !tbaa !19
  br label %78

78:                                               ; preds = %74, %72
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @reduce_atomic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl nsw i32 %5, 7
  %7 = add nsw i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi i32 [ %12, %9 ], [ 0, %3 ]
  %15 = add nsw i32 %7, 64
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !11, !amdgpu.noclobber !10
  br label %21

21:                                               ; preds = %13, %17
  %22 = phi i32 [ %20, %17 ], [ 0, %13 ]
  %23 = add nsw i32 %22, %14
  %24 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_atomic.s, i32 0, i32 %4
  store i32 %23, ptr addrspace(3) %24, align 4, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = icmp ult i32 %4, 32
  br i1 %25, label %26, label %32

26:                                               ; preds = %21
  %27 = or disjoint i32 %4, 32
  %28 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_atomic.s, i32 0, i32 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !11
  %30 = load i32, ptr addrspace(3) %24, align 4, !tbaa !11
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %32

32:                                               ; preds = %26, %21
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %33 = icmp ult i32 %4, 16
  br i1 %33, label %34, label %40

34:                                               ; preds = %32
  %35 = or disjoint i32 %4, 16
  %36 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_atomic.s, i32 0, i32 %35
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !11
  %38 = load i32, ptr addrspace(3) %24, align 4, !tbaa !11
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %34, %32
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %41 = icmp ult i32 %4, 8
  br i1 %41, label %42, label %48

42:                                               ; preds = %40
  %43 = or disjoint i32 %4, 8
  %44 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_atomic.s, i32 0, i32 %43
  %45 = load i32, ptr addrspace(3) %44, align 4, !tbaa !11
  %46 = load i32, ptr addrspace(3) %24, align 4, !tbaa !11
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %48

48:                                               ; preds = %42, %40
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %49 = icmp ult i32 %4, 4
  br i1 %49, label %50, label %56

50:                                               ; preds = %48
  %51 = or disjoint i32 %4, 4
  %52 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_atomic.s, i32 0, i32 %51
  %53 = load i32, ptr addrspace(3) %52, align 4, !tbaa !11
  %54 = load i32, ptr addrspace(3) %24, align 4, !tbaa !11
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %50, %48
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %57 = icmp ult i32 %4, 2
  br i1 %57, label %58, label %64

58:                                               ; preds = %56
  %59 = or disjoint i32 %4, 2
  %60 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reduce_atomic.s, i32 0, i32 %59
  %61 = load i32, ptr addrspace(3) %60, align 4, !tbaa !11
  %62 = load i32, ptr addrspace(3) %24, align 4, !tbaa !11
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %64

64:                                               ; preds = %58, %56
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %65 = icmp eq i32 %4, 0
  br i1 %65, label %66, label %70

66:                                               ; preds = %64
  %67 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @reduce_atomic.s, i32 4), align 4, !tbaa !11
  %68 = load i32, ptr addrspace(3) %24, align 4, !tbaa !11
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %70

70:                                               ; preds = %66, %64
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %71 = icmp eq i32 %4, 0
  br i1 %71, label %72, label %75

72:                                               ; preds = %70
  %73 = load i32, ptr addrspace(3) @reduce_atomic.s, align 4, !tbaa !11
  %74 = atomicrmw volatile add ptr addrspace(1) %0, i32 %73 syncscope("agent-one-as") monotonic, align 4
  br label %75

75:                                               ; preds = %72, %70
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @scan_blelloch(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !6 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = shl nsw i32 %5, 7
  %7 = shl nuw nsw i32 %4, 1
  %8 = add nsw i32 %6, %7
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !11, !amdgpu.noclobber !10
  %12 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %7
  store i32 %11, ptr addrspace(3) %12, align 4, !tbaa !11
  %13 = or disjoint i32 %8, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11, !amdgpu.noclobber !10
  %17 = or disjoint i32 %7, 1
  %18 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %17
  store i32 %16, ptr addrspace(3) %18, align 4, !tbaa !11
  %19 = add nuw nsw i32 %7, 2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = icmp ult i32 %4, 64
  br i1 %20, label %21, label %29

21:                                               ; preds = %3
  %22 = or disjoint i32 %7, 1
  %23 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %7
  %24 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %22
  %25 = load <2 x i32>, ptr addrspace(3) %23, align 4, !tbaa !11
  %26 = extractelement <2 x i32> %25, i64 0
  %27 = extractelement <2 x i32> %25, i64 1
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr addrspace(3) %24, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %21, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = icmp ult i32 %4, 32
  br i1 %30, label %31, label %41

31:                                               ; preds = %29
  %32 = shl nuw nsw i32 %17, 1
  %33 = add nsw i32 %32, -1
  %34 = shl nuw nsw i32 %19, 1
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %33
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !11
  %38 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %35
  %39 = load i32, ptr addrspace(3) %38, align 4, !tbaa !11
  %40 = add nsw i32 %39, %37
  store i32 %40, ptr addrspace(3) %38, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %31, %29
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = icmp ult i32 %4, 16
  br i1 %42, label %43, label %53

43:                                               ; preds = %41
  %44 = shl nuw nsw i32 %17, 2
  %45 = add nsw i32 %44, -1
  %46 = shl nuw nsw i32 %19, 2
  %47 = add nsw i32 %46, -1
  %48 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %45
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !11
  %50 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %47
  %51 = load i32, ptr addrspace(3) %50, align 4, !tbaa !11
  %52 = add nsw i32 %51, %49
  store i32 %52, ptr addrspace(3) %50, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %43, %41
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = icmp ult i32 %4, 8
  br i1 %54, label %55, label %65

55:                                               ; preds = %53
  %56 = shl nuw nsw i32 %17, 3
  %57 = add nsw i32 %56, -1
  %58 = shl nuw nsw i32 %19, 3
  %59 = add nsw i32 %58, -1
  %60 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %57
  %61 = load i32, ptr addrspace(3) %60, align 4, !tbaa !11
  %62 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %59
  %63 = load i32, ptr addrspace(3) %62, align 4, !tbaa !11
  %64 = add nsw i32 %63, %61
  store i32 %64, ptr addrspace(3) %62, align 4, !tbaa !11
  br label %65

65:                                               ; preds = %55, %53
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = icmp ult i32 %4, 4
  br i1 %66, label %67, label %77

67:                                               ; preds = %65
  %68 = shl nuw nsw i32 %17, 4
  %69 = add nsw i32 %68, -1
  %70 = shl nuw nsw i32 %19, 4
  %71 = add nsw i32 %70, -1
  %72 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %69
  %73 = load i32, ptr addrspace(3) %72, align 4, !tbaa !11
  %74 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %71
  %75 = load i32, ptr addrspace(3) %74, align 4, !tbaa !11
  %76 = add nsw i32 %75, %73
  store i32 %76, ptr addrspace(3) %74, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %67, %65
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %78 = icmp ult i32 %4, 2
  br i1 %78, label %79, label %89

79:                                               ; preds = %77
  %80 = shl nuw nsw i32 %17, 5
  %81 = add nsw i32 %80, -1
  %82 = shl nuw nsw i32 %19, 5
  %83 = add nsw i32 %82, -1
  %84 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %81
  %85 = load i32, ptr addrspace(3) %84, align 4, !tbaa !11
  %86 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %83
  %87 = load i32, ptr addrspace(3) %86, align 4, !tbaa !11
  %88 = add nsw i32 %87, %85
  store i32 %88, ptr addrspace(3) %86, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %79, %77
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %90 = icmp eq i32 %4, 0
  br i1 %90, label %91, label %95

91:                                               ; preds = %89
  %92 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 252), align 4, !tbaa !11
  %93 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 508), align 4, !tbaa !11
  %94 = add nsw i32 %93, %92
  store i32 %94, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 508), align 4, !tbaa !11
  br label %95

95:                                               ; preds = %91, %89
  %96 = icmp eq i32 %4, 0
  br i1 %96, label %97, label %101

97:                                               ; preds = %95
  %98 = sext i32 %5 to i64
  %99 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %98
  %100 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 508), align 4, !tbaa !11
  store i32 %100, ptr addrspace(1) %99, align 4, !tbaa !11
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 508), align 4, !tbaa !11
  br label %101

101:                                              ; preds = %97, %95
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %90, label %102, label %106

102:                                              ; preds = %101
  %103 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 252), align 4, !tbaa !11
  %104 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 508), align 4, !tbaa !11
  store i32 %104, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 252), align 4, !tbaa !11
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan_blelloch.s, i32 508), align 4, !tbaa !11
  br label %106

106:                                              ; preds = %101, %102
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %78, label %107, label %117

107:                                              ; preds = %106
  %108 = shl nuw nsw i32 %17, 5
  %109 = add nsw i32 %108, -1
  %110 = shl nuw nsw i32 %19, 5
  %111 = add nsw i32 %110, -1
  %112 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %109
  %113 = load i32, ptr addrspace(3) %112, align 4, !tbaa !11
  %114 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %111
  %115 = load i32, ptr addrspace(3) %114, align 4, !tbaa !11
  store i32 %115, ptr addrspace(3) %112, align 4, !tbaa !11
  %116 = add nsw i32 %115, %113
  store i32 %116, ptr addrspace(3) %114, align 4, !tbaa !11
  br label %117

117:                                              ; preds = %107, %106
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %66, label %118, label %128

118:                                              ; preds = %117
  %119 = shl nuw nsw i32 %17, 4
  %120 = add nsw i32 %119, -1
  %121 = shl nuw nsw i32 %19, 4
  %122 = add nsw i32 %121, -1
  %123 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %120
  %124 = load i32, ptr addrspace(3) %123, align 4, !tbaa !11
  %125 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %122
  %126 = load i32, ptr addrspace(3) %125, align 4, !tbaa !11
  store i32 %126, ptr addrspace(3) %123, align 4, !tbaa !11
  %127 = add nsw i32 %126, %124
  store i32 %127, ptr addrspace(3) %125, align 4, !tbaa !11
  br label %128

128:                                              ; preds = %118, %117
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %54, label %129, label %139

129:                                              ; preds = %128
  %130 = shl nuw nsw i32 %17, 3
  %131 = add nsw i32 %130, -1
  %132 = shl nuw nsw i32 %19, 3
  %133 = add nsw i32 %132, -1
  %134 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %131
  %135 = load i32, ptr addrspace(3) %134, align 4, !tbaa !11
  %136 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %133
  %137 = load i32, ptr addrspace(3) %136, align 4, !tbaa !11
  store i32 %137, ptr addrspace(3) %134, align 4, !tbaa !11
  %138 = add nsw i32 %137, %135
  store i32 %138, ptr addrspace(3) %136, align 4, !tbaa !11
  br label %139

139:                                              ; preds = %129, %128
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %42, label %140, label %150

140:                                              ; preds = %139
  %141 = shl nuw nsw i32 %17, 2
  %142 = add nsw i32 %141, -1
  %143 = shl nuw nsw i32 %19, 2
  %144 = add nsw i32 %143, -1
  %145 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %142
  %146 = load i32, ptr addrspace(3) %145, align 4, !tbaa !11
  %147 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %144
  %148 = load i32, ptr addrspace(3) %147, align 4, !tbaa !11
  store i32 %148, ptr addrspace(3) %145, align 4, !tbaa !11
  %149 = add nsw i32 %148, %146
  store i32 %149, ptr addrspace(3) %147, align 4, !tbaa !11
  br label %150

150:                                              ; preds = %140, %139
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %30, label %151, label %161

151:                                              ; preds = %150
  %152 = shl nuw nsw i32 %17, 1
  %153 = add nsw i32 %152, -1
  %154 = shl nuw nsw i32 %19, 1
  %155 = add nsw i32 %154, -1
  %156 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %153
  %157 = load i32, ptr addrspace(3) %156, align 4, !tbaa !11
  %158 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %155
  %159 = load i32, ptr addrspace(3) %158, align 4, !tbaa !11
  store i32 %159, ptr addrspace(3) %156, align 4, !tbaa !11
  %160 = add nsw i32 %159, %157
  store i32 %160, ptr addrspace(3) %158, align 4, !tbaa !11
  br label %161

161:                                              ; preds = %151, %150
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %20, label %162, label %169

162:                                              ; preds = %161
  %163 = or disjoint i32 %7, 1
  %164 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %7
  %165 = load i32, ptr addrspace(3) %164, align 4, !tbaa !11
  %166 = getelementptr inbounds [128 x i32], ptr addrspace(3) @scan_blelloch.s, i32 0, i32 %163
  %167 = load i32, ptr addrspace(3) %166, align 4, !tbaa !11
  store i32 %167, ptr addrspace(3) %164, align 4, !tbaa !11
  %168 = add nsw i32 %167, %165
  store i32 %168, ptr addrspace(3) %166, align 4, !tbaa !11
  br label %169

169:                                              ; preds = %162, %161
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %170 = load i32, ptr addrspace(3) %12, align 4, !tbaa !11
  %171 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  store i32 %170, ptr addrspace(1) %171, align 4, !tbaa !11
  %172 = load i32, ptr addrspace(3) %18, align 4, !tbaa !11
  %173 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %172, ptr addrspace(1) %173, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @scan_hs_i64(ptr addrspace(1) nocapture noundef writeonly align 8 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1) local_unnamed_addr #0 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = add nsw i32 %9, %3
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %11
  %13 = load i64, ptr addrspace(1) %12, align 8, !tbaa !28, !amdgpu.noclobber !10
  %14 = getelementptr inbounds [64 x i64], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 %3
  store i64 %13, ptr addrspace(3) %14, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = icmp eq i32 %3, 0
  %16 = load i64, ptr addrspace(3) %14, align 8, !tbaa !28
  br i1 %15, label %22, label %17

17:                                               ; preds = %2
  %18 = add nsw i32 %3, -1
  %19 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 0, i32 %18
  %20 = load i64, ptr addrspace(3) %19, align 8, !tbaa !28
  %21 = add nsw i64 %20, %16
  br label %22

22:                                               ; preds = %2, %17
  %23 = phi i64 [ %21, %17 ], [ %16, %2 ]
  %24 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 1, i32 %3
  store i64 %23, ptr addrspace(3) %24, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = icmp ult i32 %3, 2
  %26 = load i64, ptr addrspace(3) %24, align 8, !tbaa !28
  br i1 %25, label %32, label %27

27:                                               ; preds = %22
  %28 = add nsw i32 %3, -2
  %29 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 1, i32 %28
  %30 = load i64, ptr addrspace(3) %29, align 8, !tbaa !28
  %31 = add nsw i64 %30, %26
  br label %32

32:                                               ; preds = %22, %27
  %33 = phi i64 [ %31, %27 ], [ %26, %22 ]
  store i64 %33, ptr addrspace(3) %14, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = icmp ult i32 %3, 4
  %35 = load i64, ptr addrspace(3) %14, align 8, !tbaa !28
  br i1 %34, label %41, label %36

36:                                               ; preds = %32
  %37 = add nsw i32 %3, -4
  %38 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 0, i32 %37
  %39 = load i64, ptr addrspace(3) %38, align 8, !tbaa !28
  %40 = add nsw i64 %39, %35
  br label %41

41:                                               ; preds = %32, %36
  %42 = phi i64 [ %40, %36 ], [ %35, %32 ]
  store i64 %42, ptr addrspace(3) %24, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = icmp ult i32 %3, 8
  %44 = load i64, ptr addrspace(3) %24, align 8, !tbaa !28
  br i1 %43, label %50, label %45

45:                                               ; preds = %41
  %46 = add nsw i32 %3, -8
  %47 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 1, i32 %46
  %48 = load i64, ptr addrspace(3) %47, align 8, !tbaa !28
  %49 = add nsw i64 %48, %44
  br label %50

50:                                               ; preds = %41, %45
  %51 = phi i64 [ %49, %45 ], [ %44, %41 ]
  store i64 %51, ptr addrspace(3) %14, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %52 = icmp ult i32 %3, 16
  %53 = load i64, ptr addrspace(3) %14, align 8, !tbaa !28
  br i1 %52, label %59, label %54

54:                                               ; preds = %50
  %55 = add nsw i32 %3, -16
  %56 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 0, i32 %55
  %57 = load i64, ptr addrspace(3) %56, align 8, !tbaa !28
  %58 = add nsw i64 %57, %53
  br label %59

59:                                               ; preds = %50, %54
  %60 = phi i64 [ %58, %54 ], [ %53, %50 ]
  store i64 %60, ptr addrspace(3) %24, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %61 = icmp ult i32 %3, 32
  %62 = load i64, ptr addrspace(3) %24, align 8, !tbaa !28
  br i1 %61, label %68, label %63

63:                                               ; preds = %59
  %64 = add nsw i32 %3, -32
  %65 = getelementptr inbounds [2 x [64 x i64]], ptr addrspace(3) @scan_hs_i64.buf, i32 0, i32 1, i32 %64
  %66 = load i64, ptr addrspace(3) %65, align 8, !tbaa !28
  %67 = add nsw i64 %66, %62
  br label %68

68:                                               ; preds = %59, %63
  %69 = phi i64 [ %67, %63 ], [ %62, %59 ]
  store i64 %69, ptr addrspace(3) %14, align 8, !tbaa !28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %70 = load i64, ptr addrspace(3) %14, align 8, !tbaa !28
  %71 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %11
  store i64 %70, ptr addrspace(1) %71, align 8, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @scan_add_offsets(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1) local_unnamed_addr #3 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !27 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !11, !amdgpu.noclobber !10
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %3, %10
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %13 = add nsw i32 %11, %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11, !amdgpu.noclobber !10
  %17 = add nsw i32 %16, %6
  store i32 %17, ptr addrspace(1) %15, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
!7 = !{!"int*", !"int*", !"int"}
!8 = !{!"", !"const", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!"float*", !"float*", !"int"}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !13, i64 0}
!18 = !{!"double*", !"double*", !"int"}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !13, i64 0}
!21 = !{i32 1, i32 1, i32 1}
!22 = !{!"int*", !"int*", !"int*"}
!23 = !{!"", !"", !"const"}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"long*", !"long*"}
!27 = !{!"", !"const"}
!28 = !{!29, !29, i64 0}
!29 = !{!"long", !13, i64 0}
!30 = !{!"int*", !"int*"}
