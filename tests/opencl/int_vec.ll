; ModuleID = 'int_vec.cl'
source_filename = "int_vec.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @int_vec(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !10, !invariant.load !11, !noundef !11
  %12 = zext nneg i16 %11 to i32
  %13 = mul nsw i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add nsw i32 %13, %14
  %16 = icmp slt i32 %15, %6
  br i1 %16, label %17, label %129

17:                                               ; preds = %7
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %18
  %20 = load <4 x i8>, ptr addrspace(1) %19, align 4, !tbaa !12, !amdgpu.noclobber !11
  %21 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %18
  %22 = load <4 x i8>, ptr addrspace(1) %21, align 4, !tbaa !12, !amdgpu.noclobber !11
  %23 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %2, i64 %18
  %24 = load <2 x i16>, ptr addrspace(1) %23, align 4, !tbaa !12, !amdgpu.noclobber !11
  %25 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %18
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !15, !amdgpu.noclobber !11
  %27 = mul <4 x i8> %22, <i8 3, i8 3, i8 3, i8 3>
  %28 = add <4 x i8> %27, %20
  %29 = shl nsw i32 %15, 2
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %4, i64 %30
  store <4 x i8> %28, ptr addrspace(1) %31, align 4, !tbaa !12
  %32 = shufflevector <4 x i8> %20, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %33 = tail call <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8> %20, <4 x i8> %32)
  %34 = or disjoint i32 %29, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %4, i64 %35
  store <4 x i8> %33, ptr addrspace(1) %36, align 4, !tbaa !12
  %37 = shufflevector <4 x i8> %22, <4 x i8> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %38 = tail call <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8> %22, <4 x i8> %37)
  %39 = or disjoint i32 %29, 2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %4, i64 %40
  store <4 x i8> %38, ptr addrspace(1) %41, align 4, !tbaa !12
  %42 = tail call <4 x i8> @llvm.abs.v4i8(<4 x i8> %22, i1 false)
  %43 = tail call <4 x i8> @llvm.umax.v4i8(<4 x i8> %20, <4 x i8> %22)
  %44 = lshr <4 x i8> %43, <i8 1, i8 1, i8 1, i8 1>
  %45 = xor <4 x i8> %44, %42
  %46 = or disjoint i32 %29, 3
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %4, i64 %47
  store <4 x i8> %45, ptr addrspace(1) %48, align 4, !tbaa !12
  %49 = shl nsw i32 %15, 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %50
  %52 = bitcast <4 x i8> %20 to i32
  store <4 x i8> %20, ptr addrspace(1) %51, align 4, !tbaa !15
  %53 = shufflevector <4 x i8> %22, <4 x i8> poison, <4 x i32> <i32 2, i32 0, i32 1, i32 3>
  %54 = bitcast <4 x i8> %53 to i32
  %55 = tail call <4 x i8> @llvm.smin.v4i8(<4 x i8> %22, <4 x i8> <i8 -5, i8 -5, i8 -5, i8 -5>)
  %56 = bitcast <4 x i8> %55 to i32
  %57 = add i32 %54, %56
  %58 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 4
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !15
  %59 = shufflevector <2 x i16> %24, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %60 = tail call <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16> %24, <2 x i16> %59)
  %61 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 8
  store <2 x i16> %60, ptr addrspace(1) %61, align 4, !tbaa !15
  %62 = tail call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %24, <2 x i16> <i16 1000, i16 -25536>)
  %63 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 12
  store <2 x i16> %62, ptr addrspace(1) %63, align 4, !tbaa !15
  %64 = extractelement <4 x i8> %20, i64 0
  %65 = zext i8 %64 to i32
  %66 = shl nuw i32 %65, 24
  %67 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %26, i32 %66)
  %68 = extractvalue { i32, i1 } %67, 1
  %69 = extractvalue { i32, i1 } %67, 0
  %70 = select i1 %68, i32 57005, i32 %69
  %71 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 16
  store i32 %70, ptr addrspace(1) %71, align 4, !tbaa !15
  %72 = extractelement <4 x i8> %22, i64 1
  %73 = sext i8 %72 to i32
  %74 = and i32 %73, 65535
  %75 = tail call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %26, i32 %74)
  %76 = extractvalue { i32, i1 } %75, 1
  %77 = extractvalue { i32, i1 } %75, 0
  %78 = select i1 %76, i32 48879, i32 %77
  %79 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 20
  store i32 %78, ptr addrspace(1) %79, align 4, !tbaa !15
  %80 = extractelement <4 x i8> %20, i64 1
  %81 = zext i8 %80 to i32
  %82 = tail call i32 @llvm.fshl.i32(i32 %77, i32 %77, i32 %81)
  %83 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 24
  store i32 %82, ptr addrspace(1) %83, align 4, !tbaa !15
  %84 = extractelement <4 x i8> %22, i64 2
  %85 = zext i8 %84 to i32
  %86 = tail call i32 @llvm.fshr.i32(i32 %77, i32 %77, i32 %85)
  %87 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 28
  store i32 %86, ptr addrspace(1) %87, align 4, !tbaa !15
  %88 = tail call i32 @llvm.bswap.i32(i32 %52)
  %89 = extractelement <2 x i16> %24, i64 0
  %90 = tail call i16 @llvm.bswap.i16(i16 %89)
  %91 = zext i16 %90 to i32
  %92 = xor i32 %88, %91
  %93 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 32
  store i32 %92, ptr addrspace(1) %93, align 4, !tbaa !15
  %94 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %77)
  %95 = zext i32 %77 to i64
  %96 = mul nuw nsw i64 %95, 65537
  %97 = tail call range(i64 0, 50) i64 @llvm.ctpop.i64(i64 %96)
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = shl nuw nsw i32 %98, 8
  %100 = or disjoint i32 %99, %94
  %101 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 36
  store i32 %100, ptr addrspace(1) %101, align 4, !tbaa !15
  %102 = icmp eq i32 %77, 0
  %103 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %77, i1 true)
  %104 = select i1 %102, i32 99, i32 %103
  %105 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 40
  store i32 %104, ptr addrspace(1) %105, align 4, !tbaa !15
  %106 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %77, i1 true)
  %107 = select i1 %102, i32 99, i32 %106
  %108 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 44
  store i32 %107, ptr addrspace(1) %108, align 4, !tbaa !15
  %109 = xor i32 %26, 1073741824
  %110 = tail call i32 @llvm.abs.i32(i32 %109, i1 false)
  %111 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 48
  store i32 %110, ptr addrspace(1) %111, align 4, !tbaa !15
  %112 = sext i32 %26 to i64
  %113 = bitcast <4 x i8> %22 to i32
  %114 = sext i32 %113 to i64
  %115 = mul nsw i64 %112, %114
  %116 = lshr i64 %115, 32
  %117 = trunc nuw i64 %116 to i32
  %118 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 52
  store i32 %117, ptr addrspace(1) %118, align 4, !tbaa !15
  %119 = zext i32 %52 to i64
  %120 = mul nuw i64 %95, %119
  %121 = lshr i64 %120, 32
  %122 = trunc nuw i64 %121 to i32
  %123 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 56
  store i32 %122, ptr addrspace(1) %123, align 4, !tbaa !15
  %124 = extractelement <4 x i8> %22, i64 3
  %125 = extractelement <4 x i8> %20, i64 2
  %126 = sub i8 %124, %125
  %127 = zext i8 %126 to i32
  %128 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 60
  store i32 %127, ptr addrspace(1) %128, align 4, !tbaa !15
  br label %129

129:                                              ; preds = %7, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8>, <4 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8>, <4 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.abs.v4i8(<4 x i8>, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.umax.v4i8(<4 x i8>, <4 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.smin.v4i8(<4 x i8>, <4 x i8>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.sadd.sat.v2i16(<2 x i16>, <2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.usub.sat.v2i16(<2 x i16>, <2 x i16>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

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
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"uchar4*", !"char4*", !"short2*", !"uint*", !"uchar4*", !"uint*", !"int"}
!8 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"char __attribute__((ext_vector_type(4)))*", !"short __attribute__((ext_vector_type(2)))*", !"uint*", !"uchar __attribute__((ext_vector_type(4)))*", !"uint*", !"int"}
!9 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!10 = !{i16 1, i16 1025}
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
