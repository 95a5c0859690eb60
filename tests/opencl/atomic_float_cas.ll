; ModuleID = 'atomic_float_cas.cl'
source_filename = "atomic_float_cas.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@atomic_float_cas.lsum = internal addrspace(3) global i32 undef, align 4
@atomic_float_cas.lmin = internal addrspace(3) global i32 undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @atomic_float_cas(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !reqd_work_group_size !10 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = shl nsw i32 %8, 7
  %10 = add nsw i32 %9, %7
  %11 = icmp eq i32 %7, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %6
  store atomic i32 0, ptr addrspace(3) @atomic_float_cas.lsum syncscope("workgroup-one-as") monotonic, align 4
  store atomic i32 2139095040, ptr addrspace(3) @atomic_float_cas.lmin syncscope("workgroup-one-as") monotonic, align 4
  br label %13

13:                                               ; preds = %12, %6
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %14 = icmp slt i32 %10, %5
  br i1 %14, label %15, label %61

15:                                               ; preds = %13
  %16 = sext i32 %10 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !11
  %19 = sitofp i32 %18 to float
  %20 = fmul float %19, 1.250000e-01
  %21 = load atomic i32, ptr addrspace(3) @atomic_float_cas.lsum syncscope("workgroup-one-as") monotonic, align 4
  br label %22

22:                                               ; preds = %22, %15
  %23 = phi i32 [ %21, %15 ], [ %29, %22 ]
  %24 = bitcast i32 %23 to float
  %25 = fadd float %20, %24
  %26 = bitcast float %25 to i32
  %27 = cmpxchg ptr addrspace(3) @atomic_float_cas.lsum, i32 %23, i32 %26 syncscope("workgroup-one-as") monotonic monotonic, align 4
  %28 = extractvalue { i32, i1 } %27, 1
  %29 = extractvalue { i32, i1 } %27, 0
  br i1 %28, label %30, label %22

30:                                               ; preds = %22
  %31 = load atomic i32, ptr addrspace(3) @atomic_float_cas.lmin syncscope("workgroup-one-as") monotonic, align 4
  %32 = bitcast float %20 to i32
  br label %33

33:                                               ; preds = %37, %30
  %34 = phi i32 [ %31, %30 ], [ %40, %37 ]
  %35 = bitcast i32 %34 to float
  %36 = fcmp olt float %20, %35
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = cmpxchg weak ptr addrspace(3) @atomic_float_cas.lmin, i32 %34, i32 %32 syncscope("workgroup-one-as") monotonic monotonic, align 4
  %39 = extractvalue { i32, i1 } %38, 1
  %40 = extractvalue { i32, i1 } %38, 0
  br i1 %39, label %41, label %33

41:                                               ; preds = %33, %37
  %42 = load atomic i32, ptr addrspace(1) %2 syncscope("one-as") monotonic, align 4
  br label %43

43:                                               ; preds = %47, %41
  %44 = phi i32 [ %42, %41 ], [ %50, %47 ]
  %45 = bitcast i32 %44 to float
  %46 = fcmp ogt float %20, %45
  br i1 %46, label %47, label %51

47:                                               ; preds = %43
  %48 = cmpxchg ptr addrspace(1) %2, i32 %44, i32 %32 seq_cst monotonic, align 4
  %49 = extractvalue { i32, i1 } %48, 1
  %50 = extractvalue { i32, i1 } %48, 0
  br i1 %49, label %51, label %43

51:                                               ; preds = %43, %47
  %52 = load atomic i32, ptr addrspace(1) %1 syncscope("agent-one-as") monotonic, align 4
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i32 [ %52, %51 ], [ %60, %53 ]
  %55 = bitcast i32 %54 to float
  %56 = fadd float %20, %55
  %57 = bitcast float %56 to i32
  %58 = cmpxchg weak ptr addrspace(1) %1, i32 %54, i32 %57 syncscope("agent-one-as") acq_rel acquire, align 4
  %59 = extractvalue { i32, i1 } %58, 1
  %60 = extractvalue { i32, i1 } %58, 0
  br i1 %59, label %61, label %53

61:                                               ; preds = %53, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %11, label %62, label %68

62:                                               ; preds = %61
  %63 = sext i32 %8 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %63
  %65 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %63
  %66 = load atomic i32, ptr addrspace(3) @atomic_float_cas.lsum syncscope("workgroup-one-as") monotonic, align 4
  store i32 %66, ptr addrspace(1) %65, align 4, !tbaa !15
  %67 = load atomic i32, ptr addrspace(3) @atomic_float_cas.lmin syncscope("workgroup-one-as") monotonic, align 4
  store i32 %67, ptr addrspace(1) %64, align 4, !tbaa !15
  br label %68

68:                                               ; preds = %62, %61
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="128,128" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"atomic_int*", !"atomic_int*", !"float*", !"float*", !"int"}
!8 = !{!"int*", !"_Atomic(int)*", !"_Atomic(int)*", !"float*", !"float*", !"int"}
!9 = !{!"const", !"", !"", !"", !"", !""}
!10 = !{i32 128, i32 1, i32 1}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !13, i64 0}
