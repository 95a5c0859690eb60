; ModuleID = 'double_math.cl'
source_filename = "double_math.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @double_math(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  %16 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %15
  %17 = load double, ptr addrspace(1) %16, align 8, !tbaa !11, !amdgpu.noclobber !10
  %18 = tail call double @llvm.fma.f64(double %17, double 1.250000e-01, double -5.000000e-01)
  %19 = tail call double @llvm.fma.f64(double %18, double %17, double 1.500000e+00)
  %20 = tail call double @llvm.fma.f64(double %19, double %17, double -2.000000e+00)
  %21 = tail call double @llvm.fma.f64(double %17, double %17, double 1.000000e+00)
  %22 = tail call double @llvm.fabs.f64(double %17)
  %23 = tail call double @llvm.sqrt.f64(double %22)
  %24 = fdiv double %23, %21
  %25 = fmul double %17, 3.000000e+00
  %26 = tail call double @llvm.floor.f64(double %25)
  %27 = tail call double @llvm.ceil.f64(double %17)
  %28 = fsub double %26, %27
  %29 = mul nsw i32 %12, 3
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %30
  store double %20, ptr addrspace(1) %31, align 8, !tbaa !11
  %32 = getelementptr i8, ptr addrspace(1) %31, i64 8
  store double %24, ptr addrspace(1) %32, align 8, !tbaa !11
  %33 = getelementptr i8, ptr addrspace(1) %31, i64 16
  store double %28, ptr addrspace(1) %33, align 8, !tbaa !11
  %34 = fmul double %17, 1.000000e+12
  %35 = fptosi double %34 to i64
  %36 = fptosi double %17 to i64
  %37 = xor i64 %35, %36
  %38 = shl nsw i32 %12, 1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %39
  store i64 %37, ptr addrspace(1) %40, align 8, !tbaa !15
  %41 = fmul double %17, 1.000000e+02
  %42 = fptosi double %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = fdiv double %43, 7.000000e+00
  %45 = fmul double %44, 1.000000e+06
  %46 = fptosi double %45 to i64
  %47 = or disjoint i32 %38, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %48
  store i64 %46, ptr addrspace(1) %49, align 8, !tbaa !15
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
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !{!"double*", !"double*", !"long*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !13, i64 0}
