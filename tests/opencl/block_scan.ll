; ModuleID = 'block_scan.cl'
source_filename = "block_scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@block_scan.buf = internal unnamed_addr addrspace(3) global [2 x [128 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @block_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !reqd_work_group_size !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = shl nsw i32 %6, 7
  %8 = add nsw i32 %7, %5
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %14

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !10, !amdgpu.noclobber !14
  br label %14

14:                                               ; preds = %4, %10
  %15 = phi float [ %13, %10 ], [ 0.000000e+00, %4 ]
  %16 = getelementptr inbounds [128 x float], ptr addrspace(3) @block_scan.buf, i32 0, i32 %5
  store float %15, ptr addrspace(3) %16, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = load float, ptr addrspace(3) %16, align 4, !tbaa !10
  %18 = icmp eq i32 %5, 0
  br i1 %18, label %24, label %19

19:                                               ; preds = %14
  %20 = add nsw i32 %5, -1
  %21 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 0, i32 %20
  %22 = load float, ptr addrspace(3) %21, align 4, !tbaa !10
  %23 = fadd float %17, %22
  br label %24

24:                                               ; preds = %19, %14
  %25 = phi float [ %23, %19 ], [ %17, %14 ]
  %26 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 1, i32 %5
  store float %25, ptr addrspace(3) %26, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %27 = load float, ptr addrspace(3) %26, align 4, !tbaa !10
  %28 = icmp ult i32 %5, 2
  br i1 %28, label %34, label %29

29:                                               ; preds = %24
  %30 = add nsw i32 %5, -2
  %31 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 1, i32 %30
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !10
  %33 = fadd float %27, %32
  br label %34

34:                                               ; preds = %29, %24
  %35 = phi float [ %33, %29 ], [ %27, %24 ]
  store float %35, ptr addrspace(3) %16, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = load float, ptr addrspace(3) %16, align 4, !tbaa !10
  %37 = icmp ult i32 %5, 4
  br i1 %37, label %43, label %38

38:                                               ; preds = %34
  %39 = add nsw i32 %5, -4
  %40 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 0, i32 %39
  %41 = load float, ptr addrspace(3) %40, align 4, !tbaa !10
  %42 = fadd float %36, %41
  br label %43

43:                                               ; preds = %38, %34
  %44 = phi float [ %42, %38 ], [ %36, %34 ]
  store float %44, ptr addrspace(3) %26, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %45 = load float, ptr addrspace(3) %26, align 4, !tbaa !10
  %46 = icmp ult i32 %5, 8
  br i1 %46, label %52, label %47

47:                                               ; preds = %43
  %48 = add nsw i32 %5, -8
  %49 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 1, i32 %48
  %50 = load float, ptr addrspace(3) %49, align 4, !tbaa !10
  %51 = fadd float %45, %50
  br label %52

52:                                               ; preds = %47, %43
  %53 = phi float [ %51, %47 ], [ %45, %43 ]
  store float %53, ptr addrspace(3) %16, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = load float, ptr addrspace(3) %16, align 4, !tbaa !10
  %55 = icmp ult i32 %5, 16
  br i1 %55, label %61, label %56

56:                                               ; preds = %52
  %57 = add nsw i32 %5, -16
  %58 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 0, i32 %57
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !10
  %60 = fadd float %54, %59
  br label %61

61:                                               ; preds = %56, %52
  %62 = phi float [ %60, %56 ], [ %54, %52 ]
  store float %62, ptr addrspace(3) %26, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = load float, ptr addrspace(3) %26, align 4, !tbaa !10
  %64 = icmp ult i32 %5, 32
  br i1 %64, label %70, label %65

65:                                               ; preds = %61
  %66 = add nsw i32 %5, -32
  %67 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 1, i32 %66
  %68 = load float, ptr addrspace(3) %67, align 4, !tbaa !10
  %69 = fadd float %63, %68
  br label %70

70:                                               ; preds = %65, %61
  %71 = phi float [ %69, %65 ], [ %63, %61 ]
  store float %71, ptr addrspace(3) %16, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %72 = load float, ptr addrspace(3) %16, align 4, !tbaa !10
  %73 = icmp ult i32 %5, 64
  br i1 %73, label %79, label %74

74:                                               ; preds = %70
  %75 = add nsw i32 %5, -64
  %76 = getelementptr inbounds [2 x [128 x float]], ptr addrspace(3) @block_scan.buf, i32 0, i32 0, i32 %75
  %77 = load float, ptr addrspace(3) %76, align 4, !tbaa !10
  %78 = fadd float %72, %77
  br label %79

79:                                               ; preds = %74, %70
  %80 = phi float [ %78, %74 ], [ %72, %70 ]
  store float %80, ptr addrspace(3) %26, align 4, !tbaa !10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %9, label %81, label %85

81:                                               ; preds = %79
  %82 = sext i32 %8 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(3) %26, align 4, !tbaa !10
  store float %84, ptr addrspace(1) %83, align 4, !tbaa !10
  br label %85

85:                                               ; preds = %81, %79
  %86 = icmp eq i32 %5, 127
  br i1 %86, label %87, label %91

87:                                               ; preds = %85
  %88 = sext i32 %6 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %88
  %90 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @block_scan.buf, i32 1020), align 4, !tbaa !10
  store float %90, ptr addrspace(1) %89, align 4, !tbaa !10
  br label %91

91:                                               ; preds = %87, %85
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="128,128" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{i32 128, i32 1, i32 1}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{}
