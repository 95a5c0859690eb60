; ModuleID = 'wave_shuffle.cl'
source_filename = "wave_shuffle.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @wave_shuffle(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul nsw i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !11, !amdgpu.noclobber !10
  %14 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %14)
  %16 = shl i32 %15, 2
  %17 = xor i32 %16, 64
  %18 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %13)
  %19 = add i32 %18, %13
  %20 = shl i32 %15, 2
  %21 = xor i32 %20, 32
  %22 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %19)
  %23 = add i32 %22, %19
  %24 = shl i32 %15, 2
  %25 = xor i32 %24, 16
  %26 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %23)
  %27 = add i32 %26, %23
  %28 = shl i32 %15, 2
  %29 = xor i32 %28, 8
  %30 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %27)
  %31 = add i32 %30, %27
  %32 = shl i32 %15, 2
  %33 = xor i32 %32, 4
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %31)
  %35 = add i32 %34, %31
  %36 = mul nsw i32 %10, 5
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %37
  store i32 %35, ptr addrspace(1) %38, align 4, !tbaa !11
  %39 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 1055)
  %40 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 4
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !11
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %13, i32 177, i32 15, i32 15, i1 true)
  %42 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 8
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !11
  %43 = and i32 %13, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %2
  %46 = shl i32 %15, 2
  %47 = xor i32 %46, 20
  %48 = xor i32 %46, 8
  %49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %13)
  %50 = tail call i32 @llvm.amdgcn.ds.permute(i32 %47, i32 %13)
  br label %51

51:                                               ; preds = %45, %2
  %52 = phi i32 [ %49, %45 ], [ 7, %2 ]
  %53 = phi i32 [ %50, %45 ], [ 7, %2 ]
  %54 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 12
  store i32 %52, ptr addrspace(1) %54, align 4, !tbaa !11
  %55 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 16
  store i32 %53, ptr addrspace(1) %55, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.permute(i32, i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

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
!7 = !{!"uint*", !"uint*"}
!8 = !{!"const", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
