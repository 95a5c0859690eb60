; ModuleID = 'hip_constmem.hip'
source_filename = "hip_constmem.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@cmask = protected addrspace(4) externally_initialized global [5 x float] [float 6.250000e-02, float 2.500000e-01, float 3.750000e-01, float 2.500000e-01, float 6.250000e-02], align 16
@_ZZ12conv1d_constE4tile = internal unnamed_addr addrspace(3) global [68 x float] undef, align 16
@lut = protected addrspace(1) externally_initialized global [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16
@__hip_cuid_305c0a80903265f0 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_305c0a80903265f0 to ptr), ptr addrspacecast (ptr addrspace(4) @cmask to ptr), ptr addrspacecast (ptr addrspace(1) @lut to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @conv1d_const(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
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

13:                                               ; preds = %3, %9
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = add nuw nsw i32 %4, 2
  %16 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %15
  store float %14, ptr addrspace(3) %16, align 4, !tbaa !5
  %17 = icmp ult i32 %4, 2
  br i1 %17, label %18, label %40

18:                                               ; preds = %13
  %19 = add nsw i32 %7, -2
  %20 = add nsw i32 %7, 64
  %21 = icmp sgt i32 %7, 1
  %22 = icmp slt i32 %19, %2
  %23 = select i1 %21, i1 %22, i1 false
  br i1 %23, label %24, label %28

24:                                               ; preds = %18
  %25 = zext nneg i32 %19 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %18, %24
  %29 = phi float [ %27, %24 ], [ 0.000000e+00, %18 ]
  %30 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %4
  store float %29, ptr addrspace(3) %30, align 4, !tbaa !5
  %31 = icmp slt i32 %20, %2
  br i1 %31, label %32, label %36

32:                                               ; preds = %28
  %33 = sext i32 %20 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !5
  br label %36

36:                                               ; preds = %28, %32
  %37 = phi float [ %35, %32 ], [ 0.000000e+00, %28 ]
  %38 = or disjoint i32 %4, 66
  %39 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %38
  store float %37, ptr addrspace(3) %39, align 4, !tbaa !5
  br label %40

40:                                               ; preds = %36, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %8, label %41, label %71

41:                                               ; preds = %40
  %42 = load float, ptr addrspace(4) @cmask, align 16, !tbaa !5
  %43 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %4
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !5
  %45 = fmul float %42, %44
  %46 = fadd float %45, 0.000000e+00
  %47 = load float, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @cmask, i64 4), align 4, !tbaa !5
  %48 = add nuw nsw i32 %4, 1
  %49 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %48
  %50 = load float, ptr addrspace(3) %49, align 4, !tbaa !5
  %51 = fmul float %47, %50
  %52 = fadd float %46, %51
  %53 = load float, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @cmask, i64 8), align 8, !tbaa !5
  %54 = load float, ptr addrspace(3) %16, align 4, !tbaa !5
  %55 = fmul float %53, %54
  %56 = fadd float %52, %55
  %57 = load float, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @cmask, i64 12), align 4, !tbaa !5
  %58 = add nuw nsw i32 %4, 3
  %59 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %58
  %60 = load float, ptr addrspace(3) %59, align 4, !tbaa !5
  %61 = fmul float %57, %60
  %62 = fadd float %56, %61
  %63 = load float, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @cmask, i64 16), align 16, !tbaa !5
  %64 = add nuw nsw i32 %4, 4
  %65 = getelementptr inbounds [68 x float], ptr addrspace(3) @_ZZ12conv1d_constE4tile, i32 0, i32 %64
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !5
  %67 = fmul float %63, %66
  %68 = fadd float %62, %67
  %69 = sext i32 %7 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  store float %68, ptr addrspace(1) %70, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %41, %40
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @device_lut(ptr addrspace(1) nocapture noundef writeonly %0, ptr addrspace(1) nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %24

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !11
  %17 = and i32 %16, 7
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [8 x i32], ptr addrspace(1) @lut, i64 0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !11
  %21 = atomicrmw or ptr addrspace(1) @lut, i32 0 syncscope("agent-one-as") monotonic, align 4
  %22 = add nsw i32 %21, %20
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !11
  br label %24

24:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
