; ModuleID = 'image.cl'
source_filename = "image.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @grayscale(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !10, !invariant.load !11, !noundef !11
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !10, !invariant.load !11, !noundef !11
  %16 = zext nneg i16 %15 to i32
  %17 = mul nsw i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add nsw i32 %17, %18
  %20 = icmp slt i32 %12, %2
  %21 = icmp slt i32 %19, %3
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %44

23:                                               ; preds = %4
  %24 = mul nsw i32 %19, %2
  %25 = add nsw i32 %24, %12
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %26
  %28 = load i8, ptr addrspace(1) %27, align 4
  %29 = zext i8 %28 to i32
  %30 = mul nuw nsw i32 %29, 77
  %31 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 1
  %32 = load i8, ptr addrspace(1) %31, align 1
  %33 = zext i8 %32 to i32
  %34 = mul nuw nsw i32 %33, 150
  %35 = add nuw nsw i32 %30, %34
  %36 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 2
  %37 = load i8, ptr addrspace(1) %36, align 2
  %38 = zext i8 %37 to i32
  %39 = mul nuw nsw i32 %38, 29
  %40 = add nuw nsw i32 %35, %39
  %41 = lshr i32 %40, 8
  %42 = trunc nuw i32 %41 to i8
  %43 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %26
  store i8 %42, ptr addrspace(1) %43, align 1, !tbaa !12
  br label %44

44:                                               ; preds = %4, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @box_blur(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !9 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !10, !invariant.load !11, !noundef !11
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !10, !invariant.load !11, !noundef !11
  %16 = zext nneg i16 %15 to i32
  %17 = mul nsw i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add nsw i32 %17, %18
  %20 = icmp slt i32 %12, %2
  %21 = icmp slt i32 %19, %3
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %154

23:                                               ; preds = %4
  %24 = add nsw i32 %19, -1
  %25 = icmp sgt i32 %19, 0
  %26 = mul nsw i32 %24, %2
  %27 = add nsw i32 %12, -1
  %28 = icmp sgt i32 %12, 0
  %29 = select i1 %28, i1 %25, i1 false
  br i1 %29, label %30, label %36

30:                                               ; preds = %23
  %31 = add nuw nsw i32 %27, %26
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %32
  %34 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !12, !amdgpu.noclobber !11
  %35 = zext <4 x i8> %34 to <4 x i32>
  br label %36

36:                                               ; preds = %30, %23
  %37 = phi i32 [ 1, %30 ], [ 0, %23 ]
  %38 = phi <4 x i32> [ %35, %30 ], [ zeroinitializer, %23 ]
  %39 = icmp sgt i32 %12, -1
  %40 = select i1 %39, i1 %25, i1 false
  br i1 %40, label %41, label %49

41:                                               ; preds = %36
  %42 = add nuw nsw i32 %37, 1
  %43 = add nuw nsw i32 %12, %26
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %44
  %46 = load <4 x i8>, ptr addrspace(1) %45, align 4, !tbaa !12, !amdgpu.noclobber !11
  %47 = zext <4 x i8> %46 to <4 x i32>
  %48 = add nuw nsw <4 x i32> %38, %47
  br label %49

49:                                               ; preds = %41, %36
  %50 = phi i32 [ %42, %41 ], [ %37, %36 ]
  %51 = phi <4 x i32> [ %48, %41 ], [ %38, %36 ]
  %52 = add nsw i32 %12, 1
  %53 = icmp sgt i32 %12, -2
  %54 = icmp slt i32 %52, %2
  %55 = and i1 %53, %54
  %56 = select i1 %55, i1 %25, i1 false
  br i1 %56, label %57, label %65

57:                                               ; preds = %49
  %58 = add nuw nsw i32 %50, 1
  %59 = add nuw nsw i32 %52, %26
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %60
  %62 = load <4 x i8>, ptr addrspace(1) %61, align 4, !tbaa !12, !amdgpu.noclobber !11
  %63 = zext <4 x i8> %62 to <4 x i32>
  %64 = add nuw nsw <4 x i32> %51, %63
  br label %65

65:                                               ; preds = %57, %49
  %66 = phi i32 [ %58, %57 ], [ %50, %49 ]
  %67 = phi <4 x i32> [ %64, %57 ], [ %51, %49 ]
  %68 = icmp sgt i32 %19, -1
  %69 = mul nsw i32 %19, %2
  %70 = select i1 %28, i1 %68, i1 false
  br i1 %70, label %71, label %79

71:                                               ; preds = %65
  %72 = add nuw nsw i32 %66, 1
  %73 = add nuw nsw i32 %27, %69
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %74
  %76 = load <4 x i8>, ptr addrspace(1) %75, align 4, !tbaa !12, !amdgpu.noclobber !11
  %77 = zext <4 x i8> %76 to <4 x i32>
  %78 = add nuw nsw <4 x i32> %67, %77
  br label %79

79:                                               ; preds = %71, %65
  %80 = phi i32 [ %72, %71 ], [ %66, %65 ]
  %81 = phi <4 x i32> [ %78, %71 ], [ %67, %65 ]
  %82 = select i1 %39, i1 %68, i1 false
  br i1 %82, label %83, label %91

83:                                               ; preds = %79
  %84 = add nuw nsw i32 %80, 1
  %85 = add nuw nsw i32 %12, %69
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %86
  %88 = load <4 x i8>, ptr addrspace(1) %87, align 4, !tbaa !12, !amdgpu.noclobber !11
  %89 = zext <4 x i8> %88 to <4 x i32>
  %90 = add nuw nsw <4 x i32> %81, %89
  br label %91

91:                                               ; preds = %83, %79
  %92 = phi i32 [ %84, %83 ], [ %80, %79 ]
  %93 = phi <4 x i32> [ %90, %83 ], [ %81, %79 ]
  %94 = select i1 %55, i1 %68, i1 false
  br i1 %94, label %95, label %103

95:                                               ; preds = %91
  %96 = add nuw nsw i32 %92, 1
  %97 = add nuw nsw i32 %52, %69
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %98
  %100 = load <4 x i8>, ptr addrspace(1) %99, align 4, !tbaa !12, !amdgpu.noclobber !11
  %101 = zext <4 x i8> %100 to <4 x i32>
  %102 = add nuw nsw <4 x i32> %93, %101
  br label %103

103:                                              ; preds = %95, %91
  %104 = phi i32 [ %96, %95 ], [ %92, %91 ]
  %105 = phi <4 x i32> [ %102, %95 ], [ %93, %91 ]
  %106 = add nsw i32 %19, 1
  %107 = icmp sgt i32 %19, -2
  %108 = icmp slt i32 %106, %3
  %109 = and i1 %107, %108
  %110 = mul nsw i32 %106, %2
  %111 = select i1 %28, i1 %109, i1 false
  br i1 %111, label %112, label %120

112:                                              ; preds = %103
  %113 = add nuw nsw i32 %104, 1
  %114 = add nuw nsw i32 %27, %110
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %115
  %117 = load <4 x i8>, ptr addrspace(1) %116, align 4, !tbaa !12, !amdgpu.noclobber !11
  %118 = zext <4 x i8> %117 to <4 x i32>
  %119 = add nuw nsw <4 x i32> %105, %118
  br label %120

120:                                              ; preds = %112, %103
  %121 = phi i32 [ %113, %112 ], [ %104, %103 ]
  %122 = phi <4 x i32> [ %119, %112 ], [ %105, %103 ]
  %123 = select i1 %39, i1 %109, i1 false
  br i1 %123, label %124, label %132

124:                                              ; preds = %120
  %125 = add nuw nsw i32 %121, 1
  %126 = add nuw nsw i32 %12, %110
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %127
  %129 = load <4 x i8>, ptr addrspace(1) %128, align 4, !tbaa !12, !amdgpu.noclobber !11
  %130 = zext <4 x i8> %129 to <4 x i32>
  %131 = add nuw nsw <4 x i32> %122, %130
  br label %132

132:                                              ; preds = %124, %120
  %133 = phi i32 [ %125, %124 ], [ %121, %120 ]
  %134 = phi <4 x i32> [ %131, %124 ], [ %122, %120 ]
  %135 = select i1 %55, i1 %109, i1 false
  br i1 %135, label %136, label %144

136:                                              ; preds = %132
  %137 = add nuw nsw i32 %133, 1
  %138 = add nuw nsw i32 %52, %110
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %139
  %141 = load <4 x i8>, ptr addrspace(1) %140, align 4, !tbaa !12, !amdgpu.noclobber !11
  %142 = zext <4 x i8> %141 to <4 x i32>
  %143 = add nuw nsw <4 x i32> %134, %142
  br label %144

144:                                              ; preds = %136, %132
  %145 = phi i32 [ %137, %136 ], [ %133, %132 ]
  %146 = phi <4 x i32> [ %143, %136 ], [ %134, %132 ]
  %147 = insertelement <4 x i32> poison, i32 %145, i64 0
  %148 = shufflevector <4 x i32> %147, <4 x i32> poison, <4 x i32> zeroinitializer
  %149 = sdiv <4 x i32> %146, %148
  %150 = trunc <4 x i32> %149 to <4 x i8>
  %151 = add nsw i32 %69, %12
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %152
  store <4 x i8> %150, ptr addrspace(1) %153, align 4, !tbaa !12
  br label %154

154:                                              ; preds = %4, %144
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @sobel(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !9 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !10, !invariant.load !11, !noundef !11
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !10, !invariant.load !11, !noundef !11
  %16 = zext nneg i16 %15 to i32
  %17 = mul nsw i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add nsw i32 %17, %18
  %20 = icmp slt i32 %12, %2
  %21 = icmp slt i32 %19, %3
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %95

23:                                               ; preds = %4
  %24 = icmp eq i32 %12, 0
  %25 = icmp eq i32 %19, 0
  %26 = select i1 %24, i1 true, i1 %25
  %27 = add nsw i32 %2, -1
  %28 = icmp eq i32 %12, %27
  %29 = select i1 %26, i1 true, i1 %28
  %30 = add nsw i32 %3, -1
  %31 = icmp eq i32 %19, %30
  %32 = select i1 %29, i1 true, i1 %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %23
  %34 = mul nsw i32 %19, %2
  %35 = add nsw i32 %34, %12
  %36 = sext i32 %35 to i64
  br label %91

37:                                               ; preds = %23
  %38 = add nsw i32 %19, -1
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %12
  %41 = sext i32 %40 to i64
  %42 = getelementptr i8, ptr addrspace(1) %1, i64 %41
  %43 = getelementptr i8, ptr addrspace(1) %42, i64 -1
  %44 = load i8, ptr addrspace(1) %43, align 1, !tbaa !12
  %45 = zext i8 %44 to i32
  %46 = mul nsw i32 %19, %2
  %47 = add nsw i32 %46, %12
  %48 = sext i32 %47 to i64
  %49 = getelementptr i8, ptr addrspace(1) %1, i64 %48
  %50 = getelementptr i8, ptr addrspace(1) %49, i64 -1
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !12
  %52 = zext i8 %51 to i32
  %53 = add nsw i32 %19, 1
  %54 = mul nsw i32 %53, %2
  %55 = add nsw i32 %54, %12
  %56 = sext i32 %55 to i64
  %57 = getelementptr i8, ptr addrspace(1) %1, i64 %56
  %58 = getelementptr i8, ptr addrspace(1) %57, i64 -1
  %59 = load i8, ptr addrspace(1) %58, align 1, !tbaa !12
  %60 = zext i8 %59 to i32
  %61 = getelementptr i8, ptr addrspace(1) %42, i64 1
  %62 = load i8, ptr addrspace(1) %61, align 1, !tbaa !12
  %63 = zext i8 %62 to i32
  %64 = getelementptr i8, ptr addrspace(1) %49, i64 1
  %65 = load i8, ptr addrspace(1) %64, align 1, !tbaa !12
  %66 = zext i8 %65 to i32
  %67 = getelementptr i8, ptr addrspace(1) %57, i64 1
  %68 = load i8, ptr addrspace(1) %67, align 1, !tbaa !12
  %69 = zext i8 %68 to i32
  %70 = sub nsw i32 %66, %52
  %71 = shl nsw i32 %70, 1
  %72 = add nuw nsw i32 %60, %45
  %73 = sub nsw i32 %63, %72
  %74 = add nsw i32 %73, %69
  %75 = add nsw i32 %74, %71
  %76 = load i8, ptr addrspace(1) %42, align 1, !tbaa !12, !amdgpu.noclobber !11
  %77 = zext i8 %76 to i32
  %78 = load i8, ptr addrspace(1) %57, align 1, !tbaa !12, !amdgpu.noclobber !11
  %79 = zext i8 %78 to i32
  %80 = sub nsw i32 %79, %77
  %81 = shl nsw i32 %80, 1
  %82 = add nuw nsw i32 %45, %63
  %83 = sub nsw i32 %60, %82
  %84 = add nsw i32 %83, %69
  %85 = add nsw i32 %84, %81
  %86 = tail call i32 @llvm.abs.i32(i32 %75, i1 true)
  %87 = tail call i32 @llvm.abs.i32(i32 %85, i1 true)
  %88 = add nuw nsw i32 %87, %86
  %89 = tail call i32 @llvm.umin.i32(i32 %88, i32 255)
  %90 = trunc nuw i32 %89 to i8
  br label %91

91:                                               ; preds = %33, %37
  %92 = phi i64 [ %48, %37 ], [ %36, %33 ]
  %93 = phi i8 [ %90, %37 ], [ 0, %33 ]
  %94 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %92
  store i8 %93, ptr addrspace(1) %94, align 1, !tbaa !12
  br label %95

95:                                               ; preds = %91, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @threshold_invert(ptr addrspace(1) nocapture noundef align 4 %0, i8 noundef %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !10, !invariant.load !11, !noundef !11
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %22

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %14
  %16 = load <4 x i8>, ptr addrspace(1) %15, align 4, !tbaa !12, !amdgpu.noclobber !11
  %17 = extractelement <4 x i8> %16, i64 0
  %18 = icmp ugt i8 %17, %1
  %19 = select i1 %18, <4 x i8> <i8 -1, i8 -1, i8 -1, i8 -1>, <4 x i8> zeroinitializer
  %20 = xor <4 x i8> %19, %16
  %21 = shufflevector <4 x i8> %20, <4 x i8> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  store <4 x i8> %21, ptr addrspace(1) %15, align 4, !tbaa !12
  br label %22

22:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @gamma_lut(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !19 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !10, !invariant.load !11, !noundef !11
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %33

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %14
  %16 = load <4 x i8>, ptr addrspace(1) %15, align 4, !tbaa !12, !amdgpu.noclobber !11
  %17 = extractelement <4 x i8> %16, i64 0
  %18 = zext i8 %17 to i64
  %19 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %18
  %20 = load i8, ptr addrspace(1) %19, align 1, !tbaa !12, !amdgpu.noclobber !11
  %21 = insertelement <4 x i8> poison, i8 %20, i64 0
  %22 = extractelement <4 x i8> %16, i64 1
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %23
  %25 = load i8, ptr addrspace(1) %24, align 1, !tbaa !12, !amdgpu.noclobber !11
  %26 = insertelement <4 x i8> %21, i8 %25, i64 1
  %27 = extractelement <4 x i8> %16, i64 2
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %28
  %30 = load i8, ptr addrspace(1) %29, align 1, !tbaa !12, !amdgpu.noclobber !11
  %31 = insertelement <4 x i8> %26, i8 %30, i64 2
  %32 = shufflevector <4 x i8> %31, <4 x i8> %16, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  store <4 x i8> %32, ptr addrspace(1) %15, align 4, !tbaa !12
  br label %33

33:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @downsample2x(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !9 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !10, !invariant.load !11, !noundef !11
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !10, !invariant.load !11, !noundef !11
  %16 = zext nneg i16 %15 to i32
  %17 = mul nsw i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add nsw i32 %17, %18
  %20 = sdiv i32 %2, 2
  %21 = icmp slt i32 %12, %20
  %22 = sdiv i32 %3, 2
  %23 = icmp slt i32 %19, %22
  %24 = select i1 %21, i1 %23, i1 false
  br i1 %24, label %25, label %59

25:                                               ; preds = %4
  %26 = shl nsw i32 %19, 1
  %27 = mul nsw i32 %26, %2
  %28 = shl nsw i32 %12, 1
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %30
  %32 = load <4 x i8>, ptr addrspace(1) %31, align 4, !tbaa !12, !amdgpu.noclobber !11
  %33 = zext <4 x i8> %32 to <4 x i16>
  %34 = or disjoint i32 %29, 1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %35
  %37 = load <4 x i8>, ptr addrspace(1) %36, align 4, !tbaa !12, !amdgpu.noclobber !11
  %38 = zext <4 x i8> %37 to <4 x i16>
  %39 = or disjoint i32 %26, 1
  %40 = mul nsw i32 %39, %2
  %41 = add nsw i32 %40, %28
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %42
  %44 = load <4 x i8>, ptr addrspace(1) %43, align 4, !tbaa !12, !amdgpu.noclobber !11
  %45 = zext <4 x i8> %44 to <4 x i16>
  %46 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %47 = load <4 x i8>, ptr addrspace(1) %46, align 4, !tbaa !12
  %48 = zext <4 x i8> %47 to <4 x i16>
  %49 = add nuw nsw <4 x i16> %33, <i16 2, i16 2, i16 2, i16 2>
  %50 = add nuw nsw <4 x i16> %49, %38
  %51 = add nuw nsw <4 x i16> %50, %45
  %52 = add nuw nsw <4 x i16> %51, %48
  %53 = lshr <4 x i16> %52, <i16 2, i16 2, i16 2, i16 2>
  %54 = trunc nuw <4 x i16> %53 to <4 x i8>
  %55 = mul nsw i32 %19, %20
  %56 = add nsw i32 %55, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %57
  store <4 x i8> %54, ptr addrspace(1) %58, align 4, !tbaa !12
  br label %59

59:                                               ; preds = %4, %25
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @median3x3(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !9 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !10, !invariant.load !11, !noundef !11
  %9 = zext nneg i16 %8 to i32
  %10 = mul nsw i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add nsw i32 %10, %11
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 14
  %15 = load i16, ptr addrspace(4) %14, align 2, !range !10, !invariant.load !11, !noundef !11
  %16 = zext nneg i16 %15 to i32
  %17 = mul nsw i32 %13, %16
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %19 = add nsw i32 %17, %18
  %20 = icmp slt i32 %12, %2
  %21 = icmp slt i32 %19, %3
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %246

23:                                               ; preds = %4
  %24 = icmp sgt i32 %12, 0
  %25 = add nsw i32 %12, -1
  %26 = select i1 %24, i32 %25, i32 0
  %27 = icmp sgt i32 %19, 0
  %28 = add nsw i32 %19, -1
  %29 = select i1 %27, i32 %28, i32 0
  %30 = mul nsw i32 %29, %2
  %31 = add nsw i32 %26, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !12, !amdgpu.noclobber !11
  %35 = insertelement <9 x i8> poison, i8 %34, i64 0
  %36 = tail call i32 @llvm.smax.i32(i32 %12, i32 0)
  %37 = add nsw i32 %36, %30
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %38
  %40 = load i8, ptr addrspace(1) %39, align 1, !tbaa !12, !amdgpu.noclobber !11
  %41 = insertelement <9 x i8> %35, i8 %40, i64 1
  %42 = icmp slt i32 %12, -1
  %43 = add nsw i32 %12, 1
  %44 = icmp slt i32 %43, %2
  %45 = add nsw i32 %2, -1
  %46 = select i1 %44, i32 %43, i32 %45
  %47 = select i1 %42, i32 0, i32 %46
  %48 = add nsw i32 %47, %30
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %49
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !12, !amdgpu.noclobber !11
  %52 = insertelement <9 x i8> %41, i8 %51, i64 2
  %53 = tail call i32 @llvm.smax.i32(i32 %19, i32 0)
  %54 = mul nsw i32 %53, %2
  %55 = add nsw i32 %26, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %56
  %58 = load i8, ptr addrspace(1) %57, align 1, !tbaa !12, !amdgpu.noclobber !11
  %59 = insertelement <9 x i8> %52, i8 %58, i64 3
  %60 = add nsw i32 %36, %54
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %61
  %63 = load i8, ptr addrspace(1) %62, align 1, !tbaa !12, !amdgpu.noclobber !11
  %64 = insertelement <9 x i8> %59, i8 %63, i64 4
  %65 = add nsw i32 %47, %54
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %66
  %68 = load i8, ptr addrspace(1) %67, align 1, !tbaa !12, !amdgpu.noclobber !11
  %69 = insertelement <9 x i8> %64, i8 %68, i64 5
  %70 = icmp slt i32 %19, -1
  %71 = add nsw i32 %19, 1
  %72 = icmp slt i32 %71, %3
  %73 = add nsw i32 %3, -1
  %74 = select i1 %72, i32 %71, i32 %73
  %75 = select i1 %70, i32 0, i32 %74
  %76 = mul nsw i32 %75, %2
  %77 = add nsw i32 %26, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %78
  %80 = load i8, ptr addrspace(1) %79, align 1, !tbaa !12, !amdgpu.noclobber !11
  %81 = insertelement <9 x i8> %69, i8 %80, i64 6
  %82 = add nsw i32 %36, %76
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %83
  %85 = load i8, ptr addrspace(1) %84, align 1, !tbaa !12, !amdgpu.noclobber !11
  %86 = insertelement <9 x i8> %81, i8 %85, i64 7
  %87 = add nsw i32 %47, %76
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %88
  %90 = load i8, ptr addrspace(1) %89, align 1, !tbaa !12, !amdgpu.noclobber !11
  %91 = insertelement <9 x i8> %86, i8 %90, i64 8
  %92 = icmp ult i8 %40, %34
  %93 = insertelement <9 x i8> %91, i8 %40, i64 0
  %94 = insertelement <9 x i8> %93, i8 %34, i64 1
  %95 = select i1 %92, <9 x i8> %94, <9 x i8> %91
  %96 = extractelement <9 x i8> %95, i64 2
  %97 = extractelement <9 x i8> %95, i64 0
  %98 = icmp ult i8 %96, %97
  %99 = shufflevector <9 x i8> %95, <9 x i8> poison, <9 x i32> <i32 2, i32 1, i32 0, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %100 = select i1 %98, <9 x i8> %99, <9 x i8> %95
  %101 = extractelement <9 x i8> %100, i64 3
  %102 = extractelement <9 x i8> %100, i64 0
  %103 = icmp ult i8 %101, %102
  %104 = shufflevector <9 x i8> %100, <9 x i8> poison, <9 x i32> <i32 3, i32 1, i32 2, i32 0, i32 4, i32 5, i32 6, i32 7, i32 8>
  %105 = select i1 %103, <9 x i8> %104, <9 x i8> %100
  %106 = extractelement <9 x i8> %105, i64 4
  %107 = extractelement <9 x i8> %105, i64 0
  %108 = icmp ult i8 %106, %107
  %109 = shufflevector <9 x i8> %105, <9 x i8> poison, <9 x i32> <i32 4, i32 1, i32 2, i32 3, i32 0, i32 5, i32 6, i32 7, i32 8>
  %110 = select i1 %108, <9 x i8> %109, <9 x i8> %105
  %111 = extractelement <9 x i8> %110, i64 5
  %112 = extractelement <9 x i8> %110, i64 0
  %113 = icmp ult i8 %111, %112
  %114 = shufflevector <9 x i8> %110, <9 x i8> poison, <9 x i32> <i32 5, i32 1, i32 2, i32 3, i32 4, i32 0, i32 6, i32 7, i32 8>
  %115 = select i1 %113, <9 x i8> %114, <9 x i8> %110
  %116 = extractelement <9 x i8> %115, i64 6
  %117 = extractelement <9 x i8> %115, i64 0
  %118 = icmp ult i8 %116, %117
  %119 = shufflevector <9 x i8> %115, <9 x i8> poison, <9 x i32> <i32 6, i32 1, i32 2, i32 3, i32 4, i32 5, i32 0, i32 7, i32 8>
  %120 = select i1 %118, <9 x i8> %119, <9 x i8> %115
  %121 = extractelement <9 x i8> %120, i64 7
  %122 = extractelement <9 x i8> %120, i64 0
  %123 = icmp ult i8 %121, %122
  %124 = shufflevector <9 x i8> %120, <9 x i8> poison, <9 x i32> <i32 7, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 0, i32 8>
  %125 = select i1 %123, <9 x i8> %124, <9 x i8> %120
  %126 = extractelement <9 x i8> %125, i64 8
  %127 = extractelement <9 x i8> %125, i64 0
  %128 = icmp ult i8 %126, %127
  %129 = shufflevector <9 x i8> %125, <9 x i8> poison, <9 x i32> <i32 8, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 0>
  %130 = select i1 %128, <9 x i8> %129, <9 x i8> %125
  %131 = extractelement <9 x i8> %130, i64 2
  %132 = extractelement <9 x i8> %130, i64 1
  %133 = icmp ult i8 %131, %132
  %134 = shufflevector <9 x i8> %130, <9 x i8> poison, <9 x i32> <i32 0, i32 2, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %135 = select i1 %133, <9 x i8> %134, <9 x i8> %130
  %136 = extractelement <9 x i8> %135, i64 3
  %137 = extractelement <9 x i8> %135, i64 1
  %138 = icmp ult i8 %136, %137
  %139 = shufflevector <9 x i8> %135, <9 x i8> poison, <9 x i32> <i32 0, i32 3, i32 2, i32 1, i32 4, i32 5, i32 6, i32 7, i32 8>
  %140 = select i1 %138, <9 x i8> %139, <9 x i8> %135
  %141 = extractelement <9 x i8> %140, i64 4
  %142 = extractelement <9 x i8> %140, i64 1
  %143 = icmp ult i8 %141, %142
  %144 = shufflevector <9 x i8> %140, <9 x i8> poison, <9 x i32> <i32 0, i32 4, i32 2, i32 3, i32 1, i32 5, i32 6, i32 7, i32 8>
  %145 = select i1 %143, <9 x i8> %144, <9 x i8> %140
  %146 = extractelement <9 x i8> %145, i64 5
  %147 = extractelement <9 x i8> %145, i64 1
  %148 = icmp ult i8 %146, %147
  %149 = shufflevector <9 x i8> %145, <9 x i8> poison, <9 x i32> <i32 0, i32 5, i32 2, i32 3, i32 4, i32 1, i32 6, i32 7, i32 8>
  %150 = select i1 %148, <9 x i8> %149, <9 x i8> %145
  %151 = extractelement <9 x i8> %150, i64 6
  %152 = extractelement <9 x i8> %150, i64 1
  %153 = icmp ult i8 %151, %152
  %154 = shufflevector <9 x i8> %150, <9 x i8> poison, <9 x i32> <i32 0, i32 6, i32 2, i32 3, i32 4, i32 5, i32 1, i32 7, i32 8>
  %155 = select i1 %153, <9 x i8> %154, <9 x i8> %150
  %156 = extractelement <9 x i8> %155, i64 7
  %157 = extractelement <9 x i8> %155, i64 1
  %158 = icmp ult i8 %156, %157
  %159 = shufflevector <9 x i8> %155, <9 x i8> poison, <9 x i32> <i32 0, i32 7, i32 2, i32 3, i32 4, i32 5, i32 6, i32 1, i32 8>
  %160 = select i1 %158, <9 x i8> %159, <9 x i8> %155
  %161 = extractelement <9 x i8> %160, i64 8
  %162 = extractelement <9 x i8> %160, i64 1
  %163 = icmp ult i8 %161, %162
  %164 = shufflevector <9 x i8> %160, <9 x i8> poison, <9 x i32> <i32 0, i32 8, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 1>
  %165 = select i1 %163, <9 x i8> %164, <9 x i8> %160
  %166 = extractelement <9 x i8> %165, i64 3
  %167 = extractelement <9 x i8> %165, i64 2
  %168 = icmp ult i8 %166, %167
  %169 = shufflevector <9 x i8> %165, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 3, i32 2, i32 4, i32 5, i32 6, i32 7, i32 8>
  %170 = select i1 %168, <9 x i8> %169, <9 x i8> %165
  %171 = extractelement <9 x i8> %170, i64 4
  %172 = extractelement <9 x i8> %170, i64 2
  %173 = icmp ult i8 %171, %172
  %174 = shufflevector <9 x i8> %170, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 4, i32 3, i32 2, i32 5, i32 6, i32 7, i32 8>
  %175 = select i1 %173, <9 x i8> %174, <9 x i8> %170
  %176 = extractelement <9 x i8> %175, i64 5
  %177 = extractelement <9 x i8> %175, i64 2
  %178 = icmp ult i8 %176, %177
  %179 = shufflevector <9 x i8> %175, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 5, i32 3, i32 4, i32 2, i32 6, i32 7, i32 8>
  %180 = select i1 %178, <9 x i8> %179, <9 x i8> %175
  %181 = extractelement <9 x i8> %180, i64 6
  %182 = extractelement <9 x i8> %180, i64 2
  %183 = icmp ult i8 %181, %182
  %184 = shufflevector <9 x i8> %180, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 6, i32 3, i32 4, i32 5, i32 2, i32 7, i32 8>
  %185 = select i1 %183, <9 x i8> %184, <9 x i8> %180
  %186 = extractelement <9 x i8> %185, i64 7
  %187 = extractelement <9 x i8> %185, i64 2
  %188 = icmp ult i8 %186, %187
  %189 = shufflevector <9 x i8> %185, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 7, i32 3, i32 4, i32 5, i32 6, i32 2, i32 8>
  %190 = select i1 %188, <9 x i8> %189, <9 x i8> %185
  %191 = extractelement <9 x i8> %190, i64 8
  %192 = extractelement <9 x i8> %190, i64 2
  %193 = icmp ult i8 %191, %192
  %194 = shufflevector <9 x i8> %190, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 8, i32 3, i32 4, i32 5, i32 6, i32 7, i32 2>
  %195 = select i1 %193, <9 x i8> %194, <9 x i8> %190
  %196 = extractelement <9 x i8> %195, i64 4
  %197 = extractelement <9 x i8> %195, i64 3
  %198 = icmp ult i8 %196, %197
  %199 = shufflevector <9 x i8> %195, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 4, i32 3, i32 5, i32 6, i32 7, i32 8>
  %200 = select i1 %198, <9 x i8> %199, <9 x i8> %195
  %201 = extractelement <9 x i8> %200, i64 5
  %202 = extractelement <9 x i8> %200, i64 3
  %203 = icmp ult i8 %201, %202
  %204 = shufflevector <9 x i8> %200, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 5, i32 4, i32 3, i32 6, i32 7, i32 8>
  %205 = select i1 %203, <9 x i8> %204, <9 x i8> %200
  %206 = extractelement <9 x i8> %205, i64 6
  %207 = extractelement <9 x i8> %205, i64 3
  %208 = icmp ult i8 %206, %207
  %209 = shufflevector <9 x i8> %205, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 6, i32 4, i32 5, i32 3, i32 7, i32 8>
  %210 = select i1 %208, <9 x i8> %209, <9 x i8> %205
  %211 = extractelement <9 x i8> %210, i64 7
  %212 = extractelement <9 x i8> %210, i64 3
  %213 = icmp ult i8 %211, %212
  %214 = shufflevector <9 x i8> %210, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 7, i32 4, i32 5, i32 6, i32 3, i32 8>
  %215 = select i1 %213, <9 x i8> %214, <9 x i8> %210
  %216 = extractelement <9 x i8> %215, i64 8
  %217 = extractelement <9 x i8> %215, i64 3
  %218 = icmp ult i8 %216, %217
  %219 = shufflevector <9 x i8> %215, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 8, i32 4, i32 5, i32 6, i32 7, i32 3>
  %220 = select i1 %218, <9 x i8> %219, <9 x i8> %215
  %221 = extractelement <9 x i8> %220, i64 5
  %222 = extractelement <9 x i8> %220, i64 4
  %223 = icmp ult i8 %221, %222
  %224 = shufflevector <9 x i8> %220, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 5, i32 4, i32 6, i32 7, i32 8>
  %225 = select i1 %223, <9 x i8> %224, <9 x i8> %220
  %226 = extractelement <9 x i8> %225, i64 6
  %227 = extractelement <9 x i8> %225, i64 4
  %228 = icmp ult i8 %226, %227
  %229 = shufflevector <9 x i8> %225, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 6, i32 5, i32 4, i32 7, i32 8>
  %230 = select i1 %228, <9 x i8> %229, <9 x i8> %225
  %231 = extractelement <9 x i8> %230, i64 7
  %232 = extractelement <9 x i8> %230, i64 4
  %233 = icmp ult i8 %231, %232
  %234 = shufflevector <9 x i8> %230, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 7, i32 5, i32 6, i32 4, i32 8>
  %235 = select i1 %233, <9 x i8> %234, <9 x i8> %230
  %236 = extractelement <9 x i8> %235, i64 8
  %237 = extractelement <9 x i8> %235, i64 4
  %238 = icmp ult i8 %236, %237
  %239 = shufflevector <9 x i8> %235, <9 x i8> poison, <9 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 poison, i32 poison, i32 poison, i32 poison>
  %240 = select i1 %238, <9 x i8> %239, <9 x i8> %235
  %241 = extractelement <9 x i8> %240, i64 4
  %242 = mul nsw i32 %19, %2
  %243 = add nsw i32 %242, %12
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %244
  store i8 %241, ptr addrspace(1) %245, align 1, !tbaa !12
  br label %246

246:                                              ; preds = %4, %23
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rgba_saturating_add(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !19 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !26 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !10, !invariant.load !11, !noundef !11
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %20

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %14
  %16 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %0, i64 %14
  %17 = load <4 x i8>, ptr addrspace(1) %16, align 4, !tbaa !12, !amdgpu.noclobber !11
  %18 = load <4 x i8>, ptr addrspace(1) %15, align 4, !tbaa !12, !amdgpu.noclobber !11
  %19 = tail call <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8> %17, <4 x i8> %18)
  store <4 x i8> %19, ptr addrspace(1) %16, align 4, !tbaa !12
  br label %20

20:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8>, <4 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uchar*", !"uchar4*", !"int", !"int"}
!8 = !{!"uchar*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!9 = !{!"", !"const", !"", !""}
!10 = !{i16 1, i16 1025}
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!16 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!17 = !{!"uchar*", !"uchar*", !"int", !"int"}
!18 = !{i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"uchar4*", !"uchar", !"int"}
!21 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar", !"int"}
!22 = !{!"", !"", !""}
!23 = !{i32 1, i32 1, i32 0}
!24 = !{!"uchar4*", !"uchar*", !"int"}
!25 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar*", !"int"}
!26 = !{!"", !"const", !""}
!27 = !{!"uchar4*", !"uchar4*", !"int"}
!28 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int"}
