; ModuleID = 'atomic_int_scopes.cl'
source_filename = "atomic_int_scopes.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@atomic_int_scopes.lcount = internal addrspace(3) global i32 undef, align 4
@atomic_int_scopes.lhist = internal addrspace(3) global [16 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @atomic_int_scopes(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !reqd_work_group_size !10 {
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = shl nsw i32 %9, 6
  %11 = add nsw i32 %10, %8
  %12 = icmp eq i32 %8, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %7
  store atomic i32 0, ptr addrspace(3) @atomic_int_scopes.lcount syncscope("workgroup-one-as") monotonic, align 4
  br label %14

14:                                               ; preds = %13, %7
  %15 = icmp ult i32 %8, 16
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomic_int_scopes.lhist, i32 0, i32 %8
  store atomic i32 0, ptr addrspace(3) %17 syncscope("workgroup-one-as") monotonic, align 4
  br label %18

18:                                               ; preds = %16, %14
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = icmp slt i32 %11, %6
  br i1 %19, label %20, label %49

20:                                               ; preds = %18
  %21 = sext i32 %11 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !11
  %24 = and i32 %23, 15
  %25 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomic_int_scopes.lhist, i32 0, i32 %24
  %26 = atomicrmw add ptr addrspace(3) %25, i32 1 syncscope("workgroup-one-as") monotonic, align 4
  %27 = and i32 %23, 31
  %28 = shl nuw i32 1, %27
  %29 = atomicrmw or ptr addrspace(1) %2, i32 %28 syncscope("agent-one-as") monotonic, align 4
  %30 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %31 = lshr i32 %23, 5
  %32 = and i32 %31, 31
  %33 = shl nuw i32 1, %32
  %34 = xor i32 %33, -1
  %35 = atomicrmw and ptr addrspace(1) %30, i32 %34 syncscope("one-as") release, align 4
  %36 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %37 = atomicrmw xor ptr addrspace(1) %36, i32 %23 syncscope("agent-one-as") acq_rel, align 4
  %38 = atomicrmw max ptr addrspace(1) %3, i32 %23 syncscope("agent") seq_cst, align 4
  %39 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4
  %40 = atomicrmw min ptr addrspace(1) %39, i32 %23 syncscope("one-as") monotonic, align 4
  %41 = atomicrmw umax ptr addrspace(1) %4, i32 %23 syncscope("agent-one-as") monotonic, align 4
  %42 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 4
  %43 = atomicrmw umin ptr addrspace(1) %42, i32 %23 syncscope("agent-one-as") acquire, align 4
  %44 = atomicrmw add ptr addrspace(3) @atomic_int_scopes.lcount, i32 1 syncscope("workgroup-one-as") acq_rel, align 4
  %45 = add nsw i32 %44, %10
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %46
  %48 = atomicrmw add ptr addrspace(1) %47, i32 1 syncscope("wavefront-one-as") monotonic, align 4
  br label %49

49:                                               ; preds = %20, %18
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %15, label %50, label %58

50:                                               ; preds = %49
  %51 = getelementptr inbounds [16 x i32], ptr addrspace(3) @atomic_int_scopes.lhist, i32 0, i32 %8
  %52 = load atomic i32, ptr addrspace(3) %51 syncscope("workgroup-one-as") monotonic, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %58, label %54

54:                                               ; preds = %50
  %55 = zext nneg i32 %8 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %55
  %57 = atomicrmw add ptr addrspace(1) %56, i32 %52 syncscope("agent-one-as") monotonic, align 4
  br label %58

58:                                               ; preds = %50, %54, %49
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="64,64" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"atomic_int*", !"atomic_uint*", !"atomic_int*", !"atomic_uint*", !"atomic_int*", !"int"}
!8 = !{!"int*", !"_Atomic(int)*", !"_Atomic(unsigned int)*", !"_Atomic(int)*", !"_Atomic(unsigned int)*", !"_Atomic(int)*", !"int"}
!9 = !{!"const", !"", !"", !"", !"", !"", !""}
!10 = !{i32 64, i32 1, i32 1}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
