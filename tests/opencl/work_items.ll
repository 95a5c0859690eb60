; ModuleID = 'work_items.cl'
source_filename = "work_items.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @ids3d(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %2 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12
  %5 = load i16, ptr addrspace(4) %4, align 4, !range !9, !invariant.load !10, !noundef !10
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = zext i32 %2 to i64
  %8 = zext nneg i16 %5 to i64
  %9 = mul nuw nsw i64 %8, %7
  %10 = zext nneg i32 %6 to i64
  %11 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 40
  %12 = load i64, ptr addrspace(4) %11, align 8, !tbaa !11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !9
  %16 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 16
  %17 = tail call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %18 = zext i32 %13 to i64
  %19 = zext nneg i16 %15 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = zext nneg i32 %17 to i64
  %22 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 48
  %23 = load i64, ptr addrspace(4) %22, align 8, !tbaa !11
  %24 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %25 = load i16, ptr addrspace(4) %16, align 8, !range !9
  %26 = tail call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z()
  %27 = zext i32 %24 to i64
  %28 = zext nneg i16 %25 to i64
  %29 = mul nuw nsw i64 %28, %27
  %30 = zext nneg i32 %26 to i64
  %31 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 56
  %32 = load i64, ptr addrspace(4) %31, align 8, !tbaa !11
  %33 = add i64 %32, %30
  %34 = add i64 %33, %29
  %35 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %36 = getelementptr inbounds i8, ptr addrspace(4) %35, i64 12
  %37 = load i32, ptr addrspace(4) %36, align 4, !invariant.load !10
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr addrspace(4) %35, i64 16
  %40 = load i32, ptr addrspace(4) %39, align 4
  %41 = zext i32 %40 to i64
  %42 = mul i64 %34, %41
  %43 = add i64 %23, %21
  %44 = add i64 %43, %20
  %45 = add i64 %44, %42
  %46 = mul i64 %45, %38
  %47 = add i64 %12, %10
  %48 = add i64 %47, %9
  %49 = add i64 %48, %46
  %50 = mul i64 %49, 80
  %51 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %50
  %52 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 18
  %53 = add nuw nsw i64 %9, %10
  %54 = add i64 %53, %12
  %55 = trunc i64 %54 to i32
  store i32 %55, ptr addrspace(1) %51, align 4, !tbaa !15
  %56 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 12
  store i32 %6, ptr addrspace(1) %56, align 4, !tbaa !15
  %57 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 24
  store i32 %2, ptr addrspace(1) %57, align 4, !tbaa !15
  %58 = load i32, ptr addrspace(4) %3, align 8, !tbaa !15
  %59 = icmp ult i32 %2, %58
  %60 = load i16, ptr addrspace(4) %52, align 2
  %61 = select i1 %59, i16 %5, i16 %60
  %62 = zext i16 %61 to i32
  %63 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 36
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !15
  %64 = icmp ne i16 %60, 0
  %65 = zext i1 %64 to i32
  %66 = add i32 %58, %65
  %67 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 48
  store i32 %66, ptr addrspace(1) %67, align 4, !tbaa !15
  %68 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 60
  store i32 %37, ptr addrspace(1) %68, align 4, !tbaa !15
  %69 = add nuw nsw i64 %20, %21
  %70 = add i64 %69, %23
  %71 = trunc i64 %70 to i32
  %72 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 4
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !15
  %73 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 16
  store i32 %17, ptr addrspace(1) %73, align 4, !tbaa !15
  %74 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 28
  store i32 %13, ptr addrspace(1) %74, align 4, !tbaa !15
  %75 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 4
  %76 = load i32, ptr addrspace(4) %75, align 4, !tbaa !15
  %77 = icmp ult i32 %13, %76
  %78 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 20
  %79 = load i16, ptr addrspace(4) %78, align 4
  %80 = select i1 %77, i16 %15, i16 %79
  %81 = zext i16 %80 to i32
  %82 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 40
  store i32 %81, ptr addrspace(1) %82, align 4, !tbaa !15
  %83 = icmp ne i16 %79, 0
  %84 = zext i1 %83 to i32
  %85 = add i32 %76, %84
  %86 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 52
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !15
  %87 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 64
  store i32 %40, ptr addrspace(1) %87, align 4, !tbaa !15
  %88 = add nuw nsw i64 %29, %30
  %89 = add i64 %88, %32
  %90 = trunc i64 %89 to i32
  %91 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 8
  store i32 %90, ptr addrspace(1) %91, align 4, !tbaa !15
  %92 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 20
  store i32 %26, ptr addrspace(1) %92, align 4, !tbaa !15
  %93 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 32
  store i32 %24, ptr addrspace(1) %93, align 4, !tbaa !15
  %94 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 8
  %95 = load i32, ptr addrspace(4) %94, align 8, !tbaa !15
  %96 = icmp ult i32 %24, %95
  %97 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 22
  %98 = load i16, ptr addrspace(4) %97, align 2
  %99 = select i1 %96, i16 %25, i16 %98
  %100 = zext i16 %99 to i32
  %101 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 44
  store i32 %100, ptr addrspace(1) %101, align 4, !tbaa !15
  %102 = icmp ne i16 %98, 0
  %103 = zext i1 %102 to i32
  %104 = add i32 %95, %103
  %105 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 56
  store i32 %104, ptr addrspace(1) %105, align 4, !tbaa !15
  %106 = getelementptr inbounds i8, ptr addrspace(4) %35, i64 20
  %107 = load i32, ptr addrspace(4) %106, align 4
  %108 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 68
  store i32 %107, ptr addrspace(1) %108, align 4, !tbaa !15
  %109 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 64
  %110 = load i16, ptr addrspace(4) %109, align 8, !tbaa !17
  %111 = zext i16 %110 to i32
  %112 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 72
  store i32 %111, ptr addrspace(1) %112, align 4, !tbaa !15
  %113 = zext nneg i16 %15 to i32
  %114 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 76
  store i32 %113, ptr addrspace(1) %114, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil2d_ids(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %8 = zext i32 %3 to i64
  %9 = zext nneg i16 %6 to i64
  %10 = mul nuw nsw i64 %9, %8
  %11 = zext nneg i32 %7 to i64
  %12 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !11
  %14 = add i64 %13, %11
  %15 = add i64 %14, %10
  %16 = trunc i64 %15 to i32
  %17 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %18 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 14
  %19 = load i16, ptr addrspace(4) %18, align 2, !range !9
  %20 = tail call range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %21 = zext i32 %17 to i64
  %22 = zext nneg i16 %19 to i64
  %23 = mul nuw nsw i64 %22, %21
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 48
  %26 = load i64, ptr addrspace(4) %25, align 8, !tbaa !11
  %27 = add i64 %26, %24
  %28 = add i64 %27, %23
  %29 = trunc i64 %28 to i32
  %30 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %31 = getelementptr inbounds i8, ptr addrspace(4) %30, i64 12
  %32 = load i32, ptr addrspace(4) %31, align 4, !invariant.load !10
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr addrspace(4) %30, i64 16
  %35 = load i32, ptr addrspace(4) %34, align 4
  %36 = icmp sgt i32 %16, 0
  %37 = add nsw i32 %16, -1
  %38 = select i1 %36, i32 %37, i32 0
  %39 = add nsw i32 %16, 1
  %40 = icmp slt i32 %39, %32
  %41 = add nsw i32 %32, -1
  %42 = select i1 %40, i32 %39, i32 %41
  %43 = icmp sgt i32 %29, 0
  %44 = add i64 %28, 4294967295
  %45 = select i1 %43, i64 %44, i64 0
  %46 = add nsw i32 %29, 1
  %47 = icmp slt i32 %46, %35
  %48 = add nsw i32 %35, -1
  %49 = select i1 %47, i32 %46, i32 %48
  %50 = mul nsw i32 %32, %29
  %51 = add nsw i32 %50, %16
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !23, !amdgpu.noclobber !10
  %55 = add nsw i32 %50, %38
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !23, !amdgpu.noclobber !10
  %59 = add nsw i32 %50, %42
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !23, !amdgpu.noclobber !10
  %63 = fadd float %58, %62
  %64 = fmul float %63, 1.250000e-01
  %65 = tail call float @llvm.fmuladd.f32(float %54, float 5.000000e-01, float %64)
  %66 = mul i64 %45, %33
  %67 = add i64 %66, %15
  %68 = shl i64 %67, 32
  %69 = ashr exact i64 %68, 30
  %70 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !23, !amdgpu.noclobber !10
  %72 = mul nsw i32 %49, %32
  %73 = add nsw i32 %72, %16
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !23, !amdgpu.noclobber !10
  %77 = fadd float %71, %76
  %78 = tail call float @llvm.fmuladd.f32(float %77, float 1.250000e-01, float %65)
  %79 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %52
  store float %78, ptr addrspace(1) %79, align 4, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workitem-id-x" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1}
!6 = !{!"none"}
!7 = !{!"uint*"}
!8 = !{!""}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !13, i64 0}
!19 = !{i32 1, i32 1}
!20 = !{!"none", !"none"}
!21 = !{!"float*", !"float*"}
!22 = !{!"const", !""}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !13, i64 0}
