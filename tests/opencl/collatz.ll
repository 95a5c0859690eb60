; ModuleID = 'collatz.cl'
source_filename = "collatz.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @collatz(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !9, !invariant.load !10, !noundef !10
  %12 = zext nneg i16 %11 to i32
  %13 = mul nsw i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add nsw i32 %13, %14
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %59

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !11, !amdgpu.noclobber !10
  %21 = icmp ne i32 %20, 1
  %22 = icmp sgt i32 %5, 0
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %17, %35
  %25 = phi i32 [ %38, %35 ], [ 0, %17 ]
  %26 = phi i32 [ %37, %35 ], [ %20, %17 ]
  %27 = phi i32 [ %36, %35 ], [ %20, %17 ]
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %33, label %30

30:                                               ; preds = %24
  %31 = mul i32 %27, 3
  %32 = add i32 %31, 1
  br label %35

33:                                               ; preds = %24
  %34 = lshr exact i32 %27, 1
  br label %35

35:                                               ; preds = %33, %30
  %36 = phi i32 [ %32, %30 ], [ %34, %33 ]
  %37 = tail call i32 @llvm.umax.i32(i32 %36, i32 %26)
  %38 = add nuw nsw i32 %25, 1
  %39 = icmp ne i32 %36, 1
  %40 = icmp slt i32 %38, %5
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %24, label %42

42:                                               ; preds = %35, %17
  %43 = phi i32 [ %20, %17 ], [ %37, %35 ]
  %44 = phi i32 [ 0, %17 ], [ %38, %35 ]
  %45 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %18
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !11
  %46 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %18
  store i32 %43, ptr addrspace(1) %46, align 4, !tbaa !11
  %47 = load i32, ptr addrspace(1) %19, align 4, !tbaa !11
  br label %48

48:                                               ; preds = %48, %42
  %49 = phi i32 [ %47, %42 ], [ %52, %48 ]
  %50 = phi i32 [ 0, %42 ], [ %55, %48 ]
  %51 = freeze i32 %49
  %52 = udiv i32 %51, %6
  %53 = mul i32 %52, %6
  %54 = sub i32 %51, %53
  %55 = add i32 %54, %50
  %56 = icmp ult i32 %49, %6
  br i1 %56, label %57, label %48

57:                                               ; preds = %48
  %58 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %18
  store i32 %55, ptr addrspace(1) %58, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %7, %57
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"uint*", !"int*", !"uint*", !"uint*", !"int", !"int", !"uint"}
!8 = !{!"const", !"", !"", !"", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
