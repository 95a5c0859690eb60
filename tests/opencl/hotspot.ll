; ModuleID = 'hotspot.cl'
source_filename = "hotspot.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@hotspot.temp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@hotspot.pw = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@hotspot.next = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @hotspot(i32 noundef %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !reqd_work_group_size !9 {
  %14 = fdiv float %12, %8
  %15 = fdiv float 1.000000e+00, %9
  %16 = fdiv float 1.000000e+00, %10
  %17 = fdiv float 1.000000e+00, %11
  %18 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %19 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %21 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %22 = shl nsw i32 %0, 1
  %23 = sub nsw i32 16, %22
  %24 = mul nsw i32 %23, %19
  %25 = sub nsw i32 %24, %7
  %26 = mul nsw i32 %23, %18
  %27 = sub nsw i32 %26, %6
  %28 = add nsw i32 %25, 15
  %29 = add nsw i32 %27, 15
  %30 = add nsw i32 %25, %21
  %31 = add nsw i32 %27, %20
  %32 = mul nsw i32 %30, %4
  %33 = add nsw i32 %32, %31
  %34 = icmp sgt i32 %30, -1
  br i1 %34, label %35, label %49

35:                                               ; preds = %13
  %36 = icmp slt i32 %30, %5
  %37 = icmp sgt i32 %31, -1
  %38 = icmp slt i32 %31, %4
  %39 = and i1 %37, %38
  %40 = select i1 %36, i1 %39, i1 false
  br i1 %40, label %41, label %49

41:                                               ; preds = %35
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.pw, i32 0, i32 %21, i32 %20
  %43 = sext i32 %33 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.temp, i32 0, i32 %21, i32 %20
  %46 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %43
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !10, !amdgpu.noclobber !14
  store float %47, ptr addrspace(3) %45, align 4, !tbaa !10
  %48 = load float, ptr addrspace(1) %44, align 4, !tbaa !10, !amdgpu.noclobber !14
  store float %48, ptr addrspace(3) %42, align 4, !tbaa !10
  br label %49

49:                                               ; preds = %41, %35, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %50 = icmp sgt i32 %0, 0
  br i1 %50, label %51, label %134

51:                                               ; preds = %49
  %52 = add nuw nsw i32 %20, 1
  %53 = icmp slt i32 %29, %4
  %54 = xor i32 %27, -1
  %55 = add i32 %54, %4
  %56 = select i1 %53, i32 15, i32 %55
  %57 = tail call i32 @llvm.smin.i32(i32 %52, i32 %56)
  %58 = add nsw i32 %20, -1
  %59 = icmp slt i32 %27, 0
  %60 = sub nsw i32 0, %27
  %61 = select i1 %59, i32 %60, i32 0
  %62 = tail call i32 @llvm.smax.i32(i32 %58, i32 %61)
  %63 = add nuw nsw i32 %21, 1
  %64 = icmp slt i32 %28, %5
  %65 = xor i32 %25, -1
  %66 = add i32 %65, %5
  %67 = select i1 %64, i32 15, i32 %66
  %68 = tail call i32 @llvm.smin.i32(i32 %63, i32 %67)
  %69 = add nsw i32 %21, -1
  %70 = icmp slt i32 %25, 0
  %71 = sub nsw i32 0, %25
  %72 = select i1 %70, i32 %71, i32 0
  %73 = tail call i32 @llvm.smax.i32(i32 %69, i32 %72)
  %74 = icmp slt i32 %20, %61
  %75 = icmp sgt i32 %20, %56
  %76 = icmp slt i32 %21, %72
  %77 = icmp sgt i32 %21, %67
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.temp, i32 0, i32 %21, i32 %20
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.pw, i32 0, i32 %21, i32 %20
  %80 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.temp, i32 0, i32 %68, i32 %20
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.temp, i32 0, i32 %73, i32 %20
  %82 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.temp, i32 0, i32 %21, i32 %57
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.temp, i32 0, i32 %21, i32 %62
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @hotspot.next, i32 0, i32 %21, i32 %20
  %85 = add nsw i32 %0, -1
  br label %86

86:                                               ; preds = %128, %51
  %87 = phi i32 [ 0, %51 ], [ %88, %128 ]
  %88 = add nuw nsw i32 %87, 1
  %89 = icmp ugt i32 %20, %87
  br i1 %89, label %90, label %122

90:                                               ; preds = %86
  %91 = sub nsw i32 14, %87
  %92 = icmp sgt i32 %20, %91
  %93 = icmp ule i32 %21, %87
  %94 = or i1 %93, %92
  %95 = icmp sgt i32 %21, %91
  %96 = or i1 %95, %94
  %97 = select i1 %96, i1 true, i1 %74
  %98 = select i1 %97, i1 true, i1 %75
  %99 = select i1 %98, i1 true, i1 %76
  %100 = select i1 %99, i1 true, i1 %77
  br i1 %100, label %122, label %101

101:                                              ; preds = %90
  %102 = load float, ptr addrspace(3) %78, align 4, !tbaa !10
  %103 = load float, ptr addrspace(3) %79, align 4, !tbaa !10
  %104 = load float, ptr addrspace(3) %80, align 4, !tbaa !10
  %105 = load float, ptr addrspace(3) %81, align 4, !tbaa !10
  %106 = fadd float %104, %105
  %107 = fmul float %102, 2.000000e+00
  %108 = fsub float %106, %107
  %109 = fmul float %16, %108
  %110 = fadd float %103, %109
  %111 = load float, ptr addrspace(3) %82, align 4, !tbaa !10
  %112 = load float, ptr addrspace(3) %83, align 4, !tbaa !10
  %113 = fadd float %111, %112
  %114 = fsub float %113, %107
  %115 = fmul float %15, %114
  %116 = fadd float %110, %115
  %117 = fsub float 8.000000e+01, %102
  %118 = fmul float %17, %117
  %119 = fadd float %118, %116
  %120 = fmul float %14, %119
  %121 = fadd float %102, %120
  store float %121, ptr addrspace(3) %84, align 4, !tbaa !10
  br label %122

122:                                              ; preds = %101, %90, %86
  %123 = phi i1 [ true, %101 ], [ false, %90 ], [ false, %86 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %124 = icmp eq i32 %87, %85
  br i1 %124, label %129, label %125

125:                                              ; preds = %122
  br i1 %123, label %126, label %128

126:                                              ; preds = %125
  %127 = load float, ptr addrspace(3) %84, align 4, !tbaa !10
  store float %127, ptr addrspace(3) %78, align 4, !tbaa !10
  br label %128

128:                                              ; preds = %126, %125
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %86

129:                                              ; preds = %122
  br i1 %123, label %130, label %134

130:                                              ; preds = %129
  %131 = sext i32 %33 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %131
  %133 = load float, ptr addrspace(3) %84, align 4, !tbaa !10
  store float %133, ptr addrspace(1) %132, align 4, !tbaa !10
  br label %134

134:                                              ; preds = %49, %130, %129
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="256,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 0, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!8 = !{!"", !"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!9 = !{i32 16, i32 16, i32 1}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{}
