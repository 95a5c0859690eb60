; ModuleID = 'int_bits.cl'
source_filename = "int_bits.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_bits(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %50

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !11, !amdgpu.noclobber !10
  %18 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !11, !amdgpu.noclobber !10
  %20 = mul nsw i32 %12, 10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %21
  %23 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  store i32 %23, ptr addrspace(1) %22, align 4, !tbaa !11
  %24 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %17, i1 false)
  %25 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 4
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !11
  %26 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %17, i1 false)
  %27 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 8
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !11
  %28 = tail call i32 @llvm.fshl.i32(i32 %17, i32 %17, i32 %19)
  %29 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 12
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !11
  %30 = tail call i32 @llvm.bitreverse.i32(i32 %17)
  %31 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 16
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !11
  %32 = tail call i32 @llvm.abs.i32(i32 %19, i1 true)
  %33 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 20
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !11
  %34 = tail call i32 @llvm.smin.i32(i32 %19, i32 %17)
  %35 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 24
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !11
  %36 = tail call i32 @llvm.umax.i32(i32 %17, i32 %19)
  %37 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 28
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !11
  %38 = sext i32 %19 to i64
  %39 = sext i32 %17 to i64
  %40 = mul nsw i64 %38, %39
  %41 = lshr i64 %40, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 32
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !11
  %44 = lshr i32 %17, 4
  %45 = and i32 %44, 252645135
  %46 = shl i32 %17, 4
  %47 = and i32 %46, -252645136
  %48 = or disjoint i32 %45, %47
  %49 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 36
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uint*", !"int*", !"uint*", !"int"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
