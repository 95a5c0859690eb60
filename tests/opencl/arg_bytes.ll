; ModuleID = 'arg_bytes.cl'
source_filename = "arg_bytes.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @scalars(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i8 noundef %1, i8 noundef %2, i16 noundef %3, i8 noundef %4, i16 noundef %5, half noundef %6, i32 noundef %7, i8 noundef %8, i64 noundef %9, float noundef %10, <2 x i32> noundef %11, i8 noundef %12, <2 x float> noundef %13) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = mul nuw nsw i32 %15, 20
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = sext i8 %1 to i32
  store i32 %19, ptr addrspace(1) %18, align 4, !tbaa !10
  %20 = zext i8 %2 to i32
  %21 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !10
  %22 = sext i16 %3 to i32
  %23 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 8
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !10
  %24 = sext i8 %4 to i32
  %25 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 12
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !10
  %26 = zext i16 %5 to i32
  %27 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 16
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !10
  %28 = fpext half %6 to float
  %29 = fmul float %28, 4.000000e+00
  %30 = fptosi float %29 to i32
  %31 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 20
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !10
  %32 = add nsw i32 %15, %7
  %33 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 24
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !10
  %34 = sext i8 %8 to i32
  %35 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 28
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !10
  %36 = trunc i64 %9 to i32
  %37 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 32
  store i32 %36, ptr addrspace(1) %37, align 4, !tbaa !10
  %38 = lshr i64 %9, 32
  %39 = trunc nuw i64 %38 to i32
  %40 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 36
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !10
  %41 = fmul float %10, 2.000000e+00
  %42 = fptosi float %41 to i32
  %43 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 40
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !10
  %44 = extractelement <2 x i32> %11, i64 0
  %45 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 44
  store i32 %44, ptr addrspace(1) %45, align 4, !tbaa !10
  %46 = extractelement <2 x i32> %11, i64 1
  %47 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 48
  store i32 %46, ptr addrspace(1) %47, align 4, !tbaa !10
  %48 = sext i8 %12 to i32
  %49 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 52
  store i32 %48, ptr addrspace(1) %49, align 4, !tbaa !10
  %50 = extractelement <2 x float> %13, i64 0
  %51 = fptosi float %50 to i32
  %52 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 56
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !10
  %53 = extractelement <2 x float> %13, i64 1
  %54 = fptosi float %53 to i32
  %55 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 60
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !10
  %56 = mul nsw i32 %22, %19
  %57 = add nsw i32 %56, %34
  %58 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 64
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @hidden_bytes(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = or i32 %2, %3
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %6 = or i32 %4, %5
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %649

8:                                                ; preds = %1
  %9 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = load i8, ptr addrspace(4) %9, align 4, !tbaa !18
  %11 = zext i8 %10 to i32
  store i32 %11, ptr addrspace(1) %0, align 4, !tbaa !10
  %12 = load i16, ptr addrspace(4) %9, align 4
  %13 = zext i16 %12 to i32
  %14 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 96
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !10
  %15 = load i32, ptr addrspace(4) %9, align 4
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 192
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !10
  %17 = load i64, ptr addrspace(4) %9, align 4
  %18 = lshr i64 %17, 8
  %19 = trunc i64 %18 to i32
  %20 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 288
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !10
  %21 = load i32, ptr addrspace(4) %9, align 4
  %22 = lshr i32 %21, 8
  %23 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 384
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !10
  %24 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 1
  %25 = and i32 %22, 255
  %26 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !10
  %27 = and i32 %22, 65535
  %28 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 100
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !10
  %29 = load i32, ptr addrspace(4) %24, align 1
  %30 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 196
  store i32 %29, ptr addrspace(1) %30, align 4, !tbaa !10
  %31 = load i64, ptr addrspace(4) %24, align 1
  %32 = lshr i64 %31, 8
  %33 = trunc i64 %32 to i32
  %34 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 292
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !10
  %35 = load i32, ptr addrspace(4) %24, align 1
  %36 = lshr i32 %35, 8
  %37 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 388
  store i32 %35, ptr addrspace(1) %37, align 4, !tbaa !10
  %38 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 2
  %39 = and i32 %36, 255
  %40 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  store i32 %39, ptr addrspace(1) %40, align 4, !tbaa !10
  %41 = and i32 %36, 65535
  %42 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 104
  store i32 %41, ptr addrspace(1) %42, align 4, !tbaa !10
  %43 = load i32, ptr addrspace(4) %38, align 2
  %44 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 200
  store i32 %43, ptr addrspace(1) %44, align 4, !tbaa !10
  %45 = load i64, ptr addrspace(4) %38, align 2
  %46 = lshr i64 %45, 8
  %47 = trunc i64 %46 to i32
  %48 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 296
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !10
  %49 = load i32, ptr addrspace(4) %38, align 2
  %50 = lshr i32 %49, 8
  %51 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 392
  store i32 %49, ptr addrspace(1) %51, align 4, !tbaa !10
  %52 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 3
  %53 = and i32 %50, 255
  %54 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !10
  %55 = and i32 %50, 65535
  %56 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 108
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !10
  %57 = load i32, ptr addrspace(4) %52, align 1
  %58 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 204
  store i32 %57, ptr addrspace(1) %58, align 4, !tbaa !10
  %59 = load i64, ptr addrspace(4) %52, align 1
  %60 = lshr i64 %59, 8
  %61 = trunc i64 %60 to i32
  %62 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 300
  store i32 %61, ptr addrspace(1) %62, align 4, !tbaa !10
  %63 = load i32, ptr addrspace(4) %52, align 1
  %64 = lshr i32 %63, 8
  %65 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 396
  store i32 %63, ptr addrspace(1) %65, align 4, !tbaa !10
  %66 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 4
  %67 = and i32 %64, 255
  %68 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  store i32 %67, ptr addrspace(1) %68, align 4, !tbaa !10
  %69 = and i32 %64, 65535
  %70 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 112
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !10
  %71 = load i32, ptr addrspace(4) %66, align 4
  %72 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 208
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !10
  %73 = load i64, ptr addrspace(4) %66, align 4
  %74 = lshr i64 %73, 8
  %75 = trunc i64 %74 to i32
  %76 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 304
  store i32 %75, ptr addrspace(1) %76, align 4, !tbaa !10
  %77 = load i32, ptr addrspace(4) %66, align 4
  %78 = lshr i32 %77, 8
  %79 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 400
  store i32 %77, ptr addrspace(1) %79, align 4, !tbaa !10
  %80 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 5
  %81 = and i32 %78, 255
  %82 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 20
  store i32 %81, ptr addrspace(1) %82, align 4, !tbaa !10
  %83 = and i32 %78, 65535
  %84 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 116
  store i32 %83, ptr addrspace(1) %84, align 4, !tbaa !10
  %85 = load i32, ptr addrspace(4) %80, align 1
  %86 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 212
  store i32 %85, ptr addrspace(1) %86, align 4, !tbaa !10
  %87 = load i64, ptr addrspace(4) %80, align 1
  %88 = lshr i64 %87, 8
  %89 = trunc i64 %88 to i32
  %90 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 308
  store i32 %89, ptr addrspace(1) %90, align 4, !tbaa !10
  %91 = load i32, ptr addrspace(4) %80, align 1
  %92 = lshr i32 %91, 8
  %93 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 404
  store i32 %91, ptr addrspace(1) %93, align 4, !tbaa !10
  %94 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 6
  %95 = and i32 %92, 255
  %96 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 24
  store i32 %95, ptr addrspace(1) %96, align 4, !tbaa !10
  %97 = and i32 %92, 65535
  %98 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 120
  store i32 %97, ptr addrspace(1) %98, align 4, !tbaa !10
  %99 = load i32, ptr addrspace(4) %94, align 2
  %100 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 216
  store i32 %99, ptr addrspace(1) %100, align 4, !tbaa !10
  %101 = load i64, ptr addrspace(4) %94, align 2
  %102 = lshr i64 %101, 8
  %103 = trunc i64 %102 to i32
  %104 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 312
  store i32 %103, ptr addrspace(1) %104, align 4, !tbaa !10
  %105 = load i32, ptr addrspace(4) %94, align 2
  %106 = lshr i32 %105, 8
  %107 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 408
  store i32 %105, ptr addrspace(1) %107, align 4, !tbaa !10
  %108 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 7
  %109 = and i32 %106, 255
  %110 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 28
  store i32 %109, ptr addrspace(1) %110, align 4, !tbaa !10
  %111 = and i32 %106, 65535
  %112 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 124
  store i32 %111, ptr addrspace(1) %112, align 4, !tbaa !10
  %113 = load i32, ptr addrspace(4) %108, align 1
  %114 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 220
  store i32 %113, ptr addrspace(1) %114, align 4, !tbaa !10
  %115 = load i64, ptr addrspace(4) %108, align 1
  %116 = lshr i64 %115, 8
  %117 = trunc i64 %116 to i32
  %118 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 316
  store i32 %117, ptr addrspace(1) %118, align 4, !tbaa !10
  %119 = load i32, ptr addrspace(4) %108, align 1
  %120 = lshr i32 %119, 8
  %121 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 412
  store i32 %119, ptr addrspace(1) %121, align 4, !tbaa !10
  %122 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 8
  %123 = and i32 %120, 255
  %124 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 32
  store i32 %123, ptr addrspace(1) %124, align 4, !tbaa !10
  %125 = and i32 %120, 65535
  %126 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 128
  store i32 %125, ptr addrspace(1) %126, align 4, !tbaa !10
  %127 = load i32, ptr addrspace(4) %122, align 4
  %128 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 224
  store i32 %127, ptr addrspace(1) %128, align 4, !tbaa !10
  %129 = load i64, ptr addrspace(4) %122, align 4
  %130 = lshr i64 %129, 8
  %131 = trunc i64 %130 to i32
  %132 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 320
  store i32 %131, ptr addrspace(1) %132, align 4, !tbaa !10
  %133 = load i32, ptr addrspace(4) %122, align 4
  %134 = lshr i32 %133, 8
  %135 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 416
  store i32 %133, ptr addrspace(1) %135, align 4, !tbaa !10
  %136 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 9
  %137 = and i32 %134, 255
  %138 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 36
  store i32 %137, ptr addrspace(1) %138, align 4, !tbaa !10
  %139 = and i32 %134, 65535
  %140 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 132
  store i32 %139, ptr addrspace(1) %140, align 4, !tbaa !10
  %141 = load i32, ptr addrspace(4) %136, align 1
  %142 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 228
  store i32 %141, ptr addrspace(1) %142, align 4, !tbaa !10
  %143 = load i64, ptr addrspace(4) %136, align 1
  %144 = lshr i64 %143, 8
  %145 = trunc i64 %144 to i32
  %146 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 324
  store i32 %145, ptr addrspace(1) %146, align 4, !tbaa !10
  %147 = load i32, ptr addrspace(4) %136, align 1
  %148 = lshr i32 %147, 8
  %149 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 420
  store i32 %147, ptr addrspace(1) %149, align 4, !tbaa !10
  %150 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 10
  %151 = and i32 %148, 255
  %152 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 40
  store i32 %151, ptr addrspace(1) %152, align 4, !tbaa !10
  %153 = and i32 %148, 65535
  %154 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 136
  store i32 %153, ptr addrspace(1) %154, align 4, !tbaa !10
  %155 = load i32, ptr addrspace(4) %150, align 2
  %156 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 232
  store i32 %155, ptr addrspace(1) %156, align 4, !tbaa !10
  %157 = load i64, ptr addrspace(4) %150, align 2
  %158 = lshr i64 %157, 8
  %159 = trunc i64 %158 to i32
  %160 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 328
  store i32 %159, ptr addrspace(1) %160, align 4, !tbaa !10
  %161 = load i32, ptr addrspace(4) %150, align 2
  %162 = lshr i32 %161, 8
  %163 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 424
  store i32 %161, ptr addrspace(1) %163, align 4, !tbaa !10
  %164 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 11
  %165 = and i32 %162, 255
  %166 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 44
  store i32 %165, ptr addrspace(1) %166, align 4, !tbaa !10
  %167 = and i32 %162, 65535
  %168 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 140
  store i32 %167, ptr addrspace(1) %168, align 4, !tbaa !10
  %169 = load i32, ptr addrspace(4) %164, align 1
  %170 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 236
  store i32 %169, ptr addrspace(1) %170, align 4, !tbaa !10
  %171 = load i64, ptr addrspace(4) %164, align 1
  %172 = lshr i64 %171, 8
  %173 = trunc i64 %172 to i32
  %174 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 332
  store i32 %173, ptr addrspace(1) %174, align 4, !tbaa !10
  %175 = load i32, ptr addrspace(4) %164, align 1
  %176 = lshr i32 %175, 8
  %177 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 428
  store i32 %175, ptr addrspace(1) %177, align 4, !tbaa !10
  %178 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %179 = and i32 %176, 255
  %180 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 48
  store i32 %179, ptr addrspace(1) %180, align 4, !tbaa !10
  %181 = and i32 %176, 65535
  %182 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 144
  store i32 %181, ptr addrspace(1) %182, align 4, !tbaa !10
  %183 = load i32, ptr addrspace(4) %178, align 4
  %184 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 240
  store i32 %183, ptr addrspace(1) %184, align 4, !tbaa !10
  %185 = load i64, ptr addrspace(4) %178, align 4
  %186 = lshr i64 %185, 8
  %187 = trunc i64 %186 to i32
  %188 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 336
  store i32 %187, ptr addrspace(1) %188, align 4, !tbaa !10
  %189 = load i32, ptr addrspace(4) %178, align 4
  %190 = lshr i32 %189, 8
  %191 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 432
  store i32 %189, ptr addrspace(1) %191, align 4, !tbaa !10
  %192 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 13
  %193 = and i32 %190, 255
  %194 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 52
  store i32 %193, ptr addrspace(1) %194, align 4, !tbaa !10
  %195 = and i32 %190, 65535
  %196 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 148
  store i32 %195, ptr addrspace(1) %196, align 4, !tbaa !10
  %197 = load i32, ptr addrspace(4) %192, align 1
  %198 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 244
  store i32 %197, ptr addrspace(1) %198, align 4, !tbaa !10
  %199 = load i64, ptr addrspace(4) %192, align 1
  %200 = lshr i64 %199, 8
  %201 = trunc i64 %200 to i32
  %202 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 340
  store i32 %201, ptr addrspace(1) %202, align 4, !tbaa !10
  %203 = load i32, ptr addrspace(4) %192, align 1
  %204 = lshr i32 %203, 8
  %205 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 436
  store i32 %203, ptr addrspace(1) %205, align 4, !tbaa !10
  %206 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 14
  %207 = and i32 %204, 255
  %208 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 56
  store i32 %207, ptr addrspace(1) %208, align 4, !tbaa !10
  %209 = and i32 %204, 65535
  %210 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 152
  store i32 %209, ptr addrspace(1) %210, align 4, !tbaa !10
  %211 = load i32, ptr addrspace(4) %206, align 2
  %212 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 248
  store i32 %211, ptr addrspace(1) %212, align 4, !tbaa !10
  %213 = load i64, ptr addrspace(4) %206, align 2
  %214 = lshr i64 %213, 8
  %215 = trunc i64 %214 to i32
  %216 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 344
  store i32 %215, ptr addrspace(1) %216, align 4, !tbaa !10
  %217 = load i32, ptr addrspace(4) %206, align 2
  %218 = lshr i32 %217, 8
  %219 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 440
  store i32 %217, ptr addrspace(1) %219, align 4, !tbaa !10
  %220 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 15
  %221 = and i32 %218, 255
  %222 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 60
  store i32 %221, ptr addrspace(1) %222, align 4, !tbaa !10
  %223 = and i32 %218, 65535
  %224 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 156
  store i32 %223, ptr addrspace(1) %224, align 4, !tbaa !10
  %225 = load i32, ptr addrspace(4) %220, align 1
  %226 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 252
  store i32 %225, ptr addrspace(1) %226, align 4, !tbaa !10
  %227 = load i64, ptr addrspace(4) %220, align 1
  %228 = lshr i64 %227, 8
  %229 = trunc i64 %228 to i32
  %230 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 348
  store i32 %229, ptr addrspace(1) %230, align 4, !tbaa !10
  %231 = load i32, ptr addrspace(4) %220, align 1
  %232 = lshr i32 %231, 8
  %233 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 444
  store i32 %231, ptr addrspace(1) %233, align 4, !tbaa !10
  %234 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 16
  %235 = and i32 %232, 255
  %236 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 64
  store i32 %235, ptr addrspace(1) %236, align 4, !tbaa !10
  %237 = and i32 %232, 65535
  %238 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 160
  store i32 %237, ptr addrspace(1) %238, align 4, !tbaa !10
  %239 = load i32, ptr addrspace(4) %234, align 4
  %240 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 256
  store i32 %239, ptr addrspace(1) %240, align 4, !tbaa !10
  %241 = load i64, ptr addrspace(4) %234, align 4
  %242 = lshr i64 %241, 8
  %243 = trunc i64 %242 to i32
  %244 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 352
  store i32 %243, ptr addrspace(1) %244, align 4, !tbaa !10
  %245 = load i32, ptr addrspace(4) %234, align 4
  %246 = lshr i32 %245, 8
  %247 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 448
  store i32 %245, ptr addrspace(1) %247, align 4, !tbaa !10
  %248 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 17
  %249 = and i32 %246, 255
  %250 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 68
  store i32 %249, ptr addrspace(1) %250, align 4, !tbaa !10
  %251 = and i32 %246, 65535
  %252 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 164
  store i32 %251, ptr addrspace(1) %252, align 4, !tbaa !10
  %253 = load i32, ptr addrspace(4) %248, align 1
  %254 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 260
  store i32 %253, ptr addrspace(1) %254, align 4, !tbaa !10
  %255 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 356
  store i32 0, ptr addrspace(1) %255, align 4, !tbaa !10
  %256 = lshr i32 %253, 8
  %257 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 452
  store i32 %253, ptr addrspace(1) %257, align 4, !tbaa !10
  %258 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 18
  %259 = and i32 %256, 255
  %260 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 72
  store i32 %259, ptr addrspace(1) %260, align 4, !tbaa !10
  %261 = and i32 %256, 65535
  %262 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 168
  store i32 %261, ptr addrspace(1) %262, align 4, !tbaa !10
  %263 = load i32, ptr addrspace(4) %258, align 2
  %264 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 264
  store i32 %263, ptr addrspace(1) %264, align 4, !tbaa !10
  %265 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 360
  store i32 0, ptr addrspace(1) %265, align 4, !tbaa !10
  %266 = lshr i32 %263, 8
  %267 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 456
  store i32 %263, ptr addrspace(1) %267, align 4, !tbaa !10
  %268 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 19
  %269 = and i32 %266, 255
  %270 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 76
  store i32 %269, ptr addrspace(1) %270, align 4, !tbaa !10
  %271 = and i32 %266, 65535
  %272 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 172
  store i32 %271, ptr addrspace(1) %272, align 4, !tbaa !10
  %273 = load i32, ptr addrspace(4) %268, align 1
  %274 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 268
  store i32 %273, ptr addrspace(1) %274, align 4, !tbaa !10
  %275 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 364
  store i32 0, ptr addrspace(1) %275, align 4, !tbaa !10
  %276 = lshr i32 %273, 8
  %277 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 460
  store i32 %273, ptr addrspace(1) %277, align 4, !tbaa !10
  %278 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 20
  %279 = and i32 %276, 255
  %280 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 80
  store i32 %279, ptr addrspace(1) %280, align 4, !tbaa !10
  %281 = and i32 %276, 65535
  %282 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 176
  store i32 %281, ptr addrspace(1) %282, align 4, !tbaa !10
  %283 = load i32, ptr addrspace(4) %278, align 4
  %284 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 272
  store i32 %283, ptr addrspace(1) %284, align 4, !tbaa !10
  %285 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 368
  store i32 0, ptr addrspace(1) %285, align 4, !tbaa !10
  %286 = lshr i32 %283, 8
  %287 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 464
  store i32 %283, ptr addrspace(1) %287, align 4, !tbaa !10
  %288 = and i32 %286, 255
  %289 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 84
  store i32 %288, ptr addrspace(1) %289, align 4, !tbaa !10
  %290 = and i32 %286, 65535
  %291 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 180
  store i32 %290, ptr addrspace(1) %291, align 4, !tbaa !10
  %292 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 276
  store i32 0, ptr addrspace(1) %292, align 4, !tbaa !10
  %293 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 372
  store i32 0, ptr addrspace(1) %293, align 4, !tbaa !10
  %294 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 22
  %295 = load i8, ptr addrspace(4) %294, align 2, !tbaa !18
  %296 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 468
  store i32 0, ptr addrspace(1) %296, align 4, !tbaa !10
  %297 = zext i8 %295 to i32
  %298 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 88
  store i32 %297, ptr addrspace(1) %298, align 4, !tbaa !10
  %299 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 22
  %300 = load i16, ptr addrspace(4) %299, align 2
  %301 = zext i16 %300 to i32
  %302 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 184
  store i32 %301, ptr addrspace(1) %302, align 4, !tbaa !10
  %303 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 280
  store i32 0, ptr addrspace(1) %303, align 4, !tbaa !10
  %304 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 376
  store i32 0, ptr addrspace(1) %304, align 4, !tbaa !10
  %305 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 23
  %306 = load i8, ptr addrspace(4) %305, align 1, !tbaa !18
  %307 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 472
  store i32 0, ptr addrspace(1) %307, align 4, !tbaa !10
  %308 = zext i8 %306 to i32
  %309 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 92
  store i32 %308, ptr addrspace(1) %309, align 4, !tbaa !10
  %310 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 188
  store i32 0, ptr addrspace(1) %310, align 4, !tbaa !10
  %311 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 284
  store i32 0, ptr addrspace(1) %311, align 4, !tbaa !10
  %312 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 380
  store i32 0, ptr addrspace(1) %312, align 4, !tbaa !10
  %313 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 476
  store i32 0, ptr addrspace(1) %313, align 4, !tbaa !10
  %314 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 40
  %315 = load i8, ptr addrspace(4) %314, align 4, !tbaa !18
  %316 = zext i8 %315 to i32
  %317 = getelementptr i8, ptr addrspace(1) %0, i64 480
  store i32 %316, ptr addrspace(1) %317, align 4, !tbaa !10
  %318 = load i16, ptr addrspace(4) %314, align 4
  %319 = zext i16 %318 to i32
  %320 = getelementptr i8, ptr addrspace(1) %0, i64 584
  store i32 %319, ptr addrspace(1) %320, align 4, !tbaa !10
  %321 = load i32, ptr addrspace(4) %314, align 4
  %322 = getelementptr i8, ptr addrspace(1) %0, i64 688
  store i32 %321, ptr addrspace(1) %322, align 4, !tbaa !10
  %323 = load i64, ptr addrspace(4) %314, align 4
  %324 = lshr i64 %323, 8
  %325 = trunc i64 %324 to i32
  %326 = trunc i64 %324 to i32
  %327 = trunc i64 %324 to i32
  %328 = lshr i64 %323, 16
  %329 = trunc i64 %328 to i32
  %330 = getelementptr i8, ptr addrspace(1) %0, i64 792
  store i32 %329, ptr addrspace(1) %330, align 4, !tbaa !10
  %331 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 41
  %332 = and i32 %327, 255
  %333 = getelementptr i8, ptr addrspace(1) %0, i64 484
  store i32 %332, ptr addrspace(1) %333, align 4, !tbaa !10
  %334 = and i32 %325, 65535
  %335 = getelementptr i8, ptr addrspace(1) %0, i64 588
  store i32 %334, ptr addrspace(1) %335, align 4, !tbaa !10
  %336 = getelementptr i8, ptr addrspace(1) %0, i64 692
  store i32 %326, ptr addrspace(1) %336, align 4, !tbaa !10
  %337 = load i64, ptr addrspace(4) %331, align 1
  %338 = lshr i64 %337, 8
  %339 = trunc i64 %338 to i32
  %340 = trunc i64 %338 to i32
  %341 = trunc i64 %338 to i32
  %342 = lshr i64 %337, 16
  %343 = trunc i64 %342 to i32
  %344 = getelementptr i8, ptr addrspace(1) %0, i64 796
  store i32 %343, ptr addrspace(1) %344, align 4, !tbaa !10
  %345 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 42
  %346 = and i32 %341, 255
  %347 = getelementptr i8, ptr addrspace(1) %0, i64 488
  store i32 %346, ptr addrspace(1) %347, align 4, !tbaa !10
  %348 = and i32 %339, 65535
  %349 = getelementptr i8, ptr addrspace(1) %0, i64 592
  store i32 %348, ptr addrspace(1) %349, align 4, !tbaa !10
  %350 = getelementptr i8, ptr addrspace(1) %0, i64 696
  store i32 %340, ptr addrspace(1) %350, align 4, !tbaa !10
  %351 = load i64, ptr addrspace(4) %345, align 2
  %352 = lshr i64 %351, 8
  %353 = trunc i64 %352 to i32
  %354 = trunc i64 %352 to i32
  %355 = trunc i64 %352 to i32
  %356 = lshr i64 %351, 16
  %357 = trunc i64 %356 to i32
  %358 = getelementptr i8, ptr addrspace(1) %0, i64 800
  store i32 %357, ptr addrspace(1) %358, align 4, !tbaa !10
  %359 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 43
  %360 = and i32 %355, 255
  %361 = getelementptr i8, ptr addrspace(1) %0, i64 492
  store i32 %360, ptr addrspace(1) %361, align 4, !tbaa !10
  %362 = and i32 %353, 65535
  %363 = getelementptr i8, ptr addrspace(1) %0, i64 596
  store i32 %362, ptr addrspace(1) %363, align 4, !tbaa !10
  %364 = getelementptr i8, ptr addrspace(1) %0, i64 700
  store i32 %354, ptr addrspace(1) %364, align 4, !tbaa !10
  %365 = load i64, ptr addrspace(4) %359, align 1
  %366 = lshr i64 %365, 8
  %367 = trunc i64 %366 to i32
  %368 = trunc i64 %366 to i32
  %369 = trunc i64 %366 to i32
  %370 = lshr i64 %365, 16
  %371 = trunc i64 %370 to i32
  %372 = getelementptr i8, ptr addrspace(1) %0, i64 804
  store i32 %371, ptr addrspace(1) %372, align 4, !tbaa !10
  %373 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 44
  %374 = and i32 %369, 255
  %375 = getelementptr i8, ptr addrspace(1) %0, i64 496
  store i32 %374, ptr addrspace(1) %375, align 4, !tbaa !10
  %376 = and i32 %367, 65535
  %377 = getelementptr i8, ptr addrspace(1) %0, i64 600
  store i32 %376, ptr addrspace(1) %377, align 4, !tbaa !10
  %378 = getelementptr i8, ptr addrspace(1) %0, i64 704
  store i32 %368, ptr addrspace(1) %378, align 4, !tbaa !10
  %379 = load i64, ptr addrspace(4) %373, align 4
  %380 = lshr i64 %379, 8
  %381 = trunc i64 %380 to i32
  %382 = trunc i64 %380 to i32
  %383 = trunc i64 %380 to i32
  %384 = lshr i64 %379, 16
  %385 = trunc i64 %384 to i32
  %386 = getelementptr i8, ptr addrspace(1) %0, i64 808
  store i32 %385, ptr addrspace(1) %386, align 4, !tbaa !10
  %387 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 45
  %388 = and i32 %383, 255
  %389 = getelementptr i8, ptr addrspace(1) %0, i64 500
  store i32 %388, ptr addrspace(1) %389, align 4, !tbaa !10
  %390 = and i32 %381, 65535
  %391 = getelementptr i8, ptr addrspace(1) %0, i64 604
  store i32 %390, ptr addrspace(1) %391, align 4, !tbaa !10
  %392 = getelementptr i8, ptr addrspace(1) %0, i64 708
  store i32 %382, ptr addrspace(1) %392, align 4, !tbaa !10
  %393 = load i64, ptr addrspace(4) %387, align 1
  %394 = lshr i64 %393, 8
  %395 = trunc i64 %394 to i32
  %396 = trunc i64 %394 to i32
  %397 = trunc i64 %394 to i32
  %398 = lshr i64 %393, 16
  %399 = trunc i64 %398 to i32
  %400 = getelementptr i8, ptr addrspace(1) %0, i64 812
  store i32 %399, ptr addrspace(1) %400, align 4, !tbaa !10
  %401 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 46
  %402 = and i32 %397, 255
  %403 = getelementptr i8, ptr addrspace(1) %0, i64 504
  store i32 %402, ptr addrspace(1) %403, align 4, !tbaa !10
  %404 = and i32 %395, 65535
  %405 = getelementptr i8, ptr addrspace(1) %0, i64 608
  store i32 %404, ptr addrspace(1) %405, align 4, !tbaa !10
  %406 = getelementptr i8, ptr addrspace(1) %0, i64 712
  store i32 %396, ptr addrspace(1) %406, align 4, !tbaa !10
  %407 = load i64, ptr addrspace(4) %401, align 2
  %408 = lshr i64 %407, 8
  %409 = trunc i64 %408 to i32
  %410 = trunc i64 %408 to i32
  %411 = trunc i64 %408 to i32
  %412 = lshr i64 %407, 16
  %413 = trunc i64 %412 to i32
  %414 = getelementptr i8, ptr addrspace(1) %0, i64 816
  store i32 %413, ptr addrspace(1) %414, align 4, !tbaa !10
  %415 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 47
  %416 = and i32 %411, 255
  %417 = getelementptr i8, ptr addrspace(1) %0, i64 508
  store i32 %416, ptr addrspace(1) %417, align 4, !tbaa !10
  %418 = and i32 %409, 65535
  %419 = getelementptr i8, ptr addrspace(1) %0, i64 612
  store i32 %418, ptr addrspace(1) %419, align 4, !tbaa !10
  %420 = getelementptr i8, ptr addrspace(1) %0, i64 716
  store i32 %410, ptr addrspace(1) %420, align 4, !tbaa !10
  %421 = load i64, ptr addrspace(4) %415, align 1
  %422 = lshr i64 %421, 8
  %423 = trunc i64 %422 to i32
  %424 = trunc i64 %422 to i32
  %425 = trunc i64 %422 to i32
  %426 = lshr i64 %421, 16
  %427 = trunc i64 %426 to i32
  %428 = getelementptr i8, ptr addrspace(1) %0, i64 820
  store i32 %427, ptr addrspace(1) %428, align 4, !tbaa !10
  %429 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 48
  %430 = and i32 %425, 255
  %431 = getelementptr i8, ptr addrspace(1) %0, i64 512
  store i32 %430, ptr addrspace(1) %431, align 4, !tbaa !10
  %432 = and i32 %423, 65535
  %433 = getelementptr i8, ptr addrspace(1) %0, i64 616
  store i32 %432, ptr addrspace(1) %433, align 4, !tbaa !10
  %434 = getelementptr i8, ptr addrspace(1) %0, i64 720
  store i32 %424, ptr addrspace(1) %434, align 4, !tbaa !10
  %435 = load i64, ptr addrspace(4) %429, align 4
  %436 = lshr i64 %435, 8
  %437 = trunc i64 %436 to i32
  %438 = trunc i64 %436 to i32
  %439 = trunc i64 %436 to i32
  %440 = lshr i64 %435, 16
  %441 = trunc i64 %440 to i32
  %442 = getelementptr i8, ptr addrspace(1) %0, i64 824
  store i32 %441, ptr addrspace(1) %442, align 4, !tbaa !10
  %443 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 49
  %444 = and i32 %439, 255
  %445 = getelementptr i8, ptr addrspace(1) %0, i64 516
  store i32 %444, ptr addrspace(1) %445, align 4, !tbaa !10
  %446 = and i32 %437, 65535
  %447 = getelementptr i8, ptr addrspace(1) %0, i64 620
  store i32 %446, ptr addrspace(1) %447, align 4, !tbaa !10
  %448 = getelementptr i8, ptr addrspace(1) %0, i64 724
  store i32 %438, ptr addrspace(1) %448, align 4, !tbaa !10
  %449 = load i64, ptr addrspace(4) %443, align 1
  %450 = lshr i64 %449, 8
  %451 = trunc i64 %450 to i32
  %452 = trunc i64 %450 to i32
  %453 = trunc i64 %450 to i32
  %454 = lshr i64 %449, 16
  %455 = trunc i64 %454 to i32
  %456 = getelementptr i8, ptr addrspace(1) %0, i64 828
  store i32 %455, ptr addrspace(1) %456, align 4, !tbaa !10
  %457 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 50
  %458 = and i32 %453, 255
  %459 = getelementptr i8, ptr addrspace(1) %0, i64 520
  store i32 %458, ptr addrspace(1) %459, align 4, !tbaa !10
  %460 = and i32 %451, 65535
  %461 = getelementptr i8, ptr addrspace(1) %0, i64 624
  store i32 %460, ptr addrspace(1) %461, align 4, !tbaa !10
  %462 = getelementptr i8, ptr addrspace(1) %0, i64 728
  store i32 %452, ptr addrspace(1) %462, align 4, !tbaa !10
  %463 = load i64, ptr addrspace(4) %457, align 2
  %464 = lshr i64 %463, 8
  %465 = trunc i64 %464 to i32
  %466 = trunc i64 %464 to i32
  %467 = trunc i64 %464 to i32
  %468 = lshr i64 %463, 16
  %469 = trunc i64 %468 to i32
  %470 = getelementptr i8, ptr addrspace(1) %0, i64 832
  store i32 %469, ptr addrspace(1) %470, align 4, !tbaa !10
  %471 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 51
  %472 = and i32 %467, 255
  %473 = getelementptr i8, ptr addrspace(1) %0, i64 524
  store i32 %472, ptr addrspace(1) %473, align 4, !tbaa !10
  %474 = and i32 %465, 65535
  %475 = getelementptr i8, ptr addrspace(1) %0, i64 628
  store i32 %474, ptr addrspace(1) %475, align 4, !tbaa !10
  %476 = getelementptr i8, ptr addrspace(1) %0, i64 732
  store i32 %466, ptr addrspace(1) %476, align 4, !tbaa !10
  %477 = load i64, ptr addrspace(4) %471, align 1
  %478 = lshr i64 %477, 8
  %479 = trunc i64 %478 to i32
  %480 = trunc i64 %478 to i32
  %481 = trunc i64 %478 to i32
  %482 = lshr i64 %477, 16
  %483 = trunc i64 %482 to i32
  %484 = getelementptr i8, ptr addrspace(1) %0, i64 836
  store i32 %483, ptr addrspace(1) %484, align 4, !tbaa !10
  %485 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 52
  %486 = and i32 %481, 255
  %487 = getelementptr i8, ptr addrspace(1) %0, i64 528
  store i32 %486, ptr addrspace(1) %487, align 4, !tbaa !10
  %488 = and i32 %479, 65535
  %489 = getelementptr i8, ptr addrspace(1) %0, i64 632
  store i32 %488, ptr addrspace(1) %489, align 4, !tbaa !10
  %490 = getelementptr i8, ptr addrspace(1) %0, i64 736
  store i32 %480, ptr addrspace(1) %490, align 4, !tbaa !10
  %491 = load i64, ptr addrspace(4) %485, align 4
  %492 = lshr i64 %491, 8
  %493 = trunc i64 %492 to i32
  %494 = trunc i64 %492 to i32
  %495 = trunc i64 %492 to i32
  %496 = lshr i64 %491, 16
  %497 = trunc i64 %496 to i32
  %498 = getelementptr i8, ptr addrspace(1) %0, i64 840
  store i32 %497, ptr addrspace(1) %498, align 4, !tbaa !10
  %499 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 53
  %500 = and i32 %495, 255
  %501 = getelementptr i8, ptr addrspace(1) %0, i64 532
  store i32 %500, ptr addrspace(1) %501, align 4, !tbaa !10
  %502 = and i32 %493, 65535
  %503 = getelementptr i8, ptr addrspace(1) %0, i64 636
  store i32 %502, ptr addrspace(1) %503, align 4, !tbaa !10
  %504 = getelementptr i8, ptr addrspace(1) %0, i64 740
  store i32 %494, ptr addrspace(1) %504, align 4, !tbaa !10
  %505 = load i64, ptr addrspace(4) %499, align 1
  %506 = lshr i64 %505, 8
  %507 = trunc i64 %506 to i32
  %508 = trunc i64 %506 to i32
  %509 = trunc i64 %506 to i32
  %510 = lshr i64 %505, 16
  %511 = trunc i64 %510 to i32
  %512 = getelementptr i8, ptr addrspace(1) %0, i64 844
  store i32 %511, ptr addrspace(1) %512, align 4, !tbaa !10
  %513 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 54
  %514 = and i32 %509, 255
  %515 = getelementptr i8, ptr addrspace(1) %0, i64 536
  store i32 %514, ptr addrspace(1) %515, align 4, !tbaa !10
  %516 = and i32 %507, 65535
  %517 = getelementptr i8, ptr addrspace(1) %0, i64 640
  store i32 %516, ptr addrspace(1) %517, align 4, !tbaa !10
  %518 = getelementptr i8, ptr addrspace(1) %0, i64 744
  store i32 %508, ptr addrspace(1) %518, align 4, !tbaa !10
  %519 = load i64, ptr addrspace(4) %513, align 2
  %520 = lshr i64 %519, 8
  %521 = trunc i64 %520 to i32
  %522 = trunc i64 %520 to i32
  %523 = trunc i64 %520 to i32
  %524 = lshr i64 %519, 16
  %525 = trunc i64 %524 to i32
  %526 = getelementptr i8, ptr addrspace(1) %0, i64 848
  store i32 %525, ptr addrspace(1) %526, align 4, !tbaa !10
  %527 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 55
  %528 = and i32 %523, 255
  %529 = getelementptr i8, ptr addrspace(1) %0, i64 540
  store i32 %528, ptr addrspace(1) %529, align 4, !tbaa !10
  %530 = and i32 %521, 65535
  %531 = getelementptr i8, ptr addrspace(1) %0, i64 644
  store i32 %530, ptr addrspace(1) %531, align 4, !tbaa !10
  %532 = getelementptr i8, ptr addrspace(1) %0, i64 748
  store i32 %522, ptr addrspace(1) %532, align 4, !tbaa !10
  %533 = load i64, ptr addrspace(4) %527, align 1
  %534 = lshr i64 %533, 8
  %535 = trunc i64 %534 to i32
  %536 = trunc i64 %534 to i32
  %537 = trunc i64 %534 to i32
  %538 = lshr i64 %533, 16
  %539 = trunc i64 %538 to i32
  %540 = getelementptr i8, ptr addrspace(1) %0, i64 852
  store i32 %539, ptr addrspace(1) %540, align 4, !tbaa !10
  %541 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 56
  %542 = and i32 %537, 255
  %543 = getelementptr i8, ptr addrspace(1) %0, i64 544
  store i32 %542, ptr addrspace(1) %543, align 4, !tbaa !10
  %544 = and i32 %535, 65535
  %545 = getelementptr i8, ptr addrspace(1) %0, i64 648
  store i32 %544, ptr addrspace(1) %545, align 4, !tbaa !10
  %546 = getelementptr i8, ptr addrspace(1) %0, i64 752
  store i32 %536, ptr addrspace(1) %546, align 4, !tbaa !10
  %547 = load i64, ptr addrspace(4) %541, align 4
  %548 = lshr i64 %547, 8
  %549 = trunc i64 %548 to i32
  %550 = trunc i64 %548 to i32
  %551 = trunc i64 %548 to i32
  %552 = lshr i64 %547, 16
  %553 = trunc i64 %552 to i32
  %554 = getelementptr i8, ptr addrspace(1) %0, i64 856
  store i32 %553, ptr addrspace(1) %554, align 4, !tbaa !10
  %555 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 57
  %556 = and i32 %551, 255
  %557 = getelementptr i8, ptr addrspace(1) %0, i64 548
  store i32 %556, ptr addrspace(1) %557, align 4, !tbaa !10
  %558 = and i32 %549, 65535
  %559 = getelementptr i8, ptr addrspace(1) %0, i64 652
  store i32 %558, ptr addrspace(1) %559, align 4, !tbaa !10
  %560 = getelementptr i8, ptr addrspace(1) %0, i64 756
  store i32 %550, ptr addrspace(1) %560, align 4, !tbaa !10
  %561 = load i64, ptr addrspace(4) %555, align 1
  %562 = lshr i64 %561, 8
  %563 = trunc i64 %562 to i32
  %564 = trunc i64 %562 to i32
  %565 = trunc i64 %562 to i32
  %566 = lshr i64 %561, 16
  %567 = trunc i64 %566 to i32
  %568 = getelementptr i8, ptr addrspace(1) %0, i64 860
  store i32 %567, ptr addrspace(1) %568, align 4, !tbaa !10
  %569 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 58
  %570 = and i32 %565, 255
  %571 = getelementptr i8, ptr addrspace(1) %0, i64 552
  store i32 %570, ptr addrspace(1) %571, align 4, !tbaa !10
  %572 = and i32 %563, 65535
  %573 = getelementptr i8, ptr addrspace(1) %0, i64 656
  store i32 %572, ptr addrspace(1) %573, align 4, !tbaa !10
  %574 = getelementptr i8, ptr addrspace(1) %0, i64 760
  store i32 %564, ptr addrspace(1) %574, align 4, !tbaa !10
  %575 = load i64, ptr addrspace(4) %569, align 2
  %576 = lshr i64 %575, 8
  %577 = trunc i64 %576 to i32
  %578 = trunc i64 %576 to i32
  %579 = trunc i64 %576 to i32
  %580 = lshr i64 %575, 16
  %581 = trunc i64 %580 to i32
  %582 = getelementptr i8, ptr addrspace(1) %0, i64 864
  store i32 %581, ptr addrspace(1) %582, align 4, !tbaa !10
  %583 = and i32 %579, 255
  %584 = getelementptr i8, ptr addrspace(1) %0, i64 556
  store i32 %583, ptr addrspace(1) %584, align 4, !tbaa !10
  %585 = and i32 %577, 65535
  %586 = getelementptr i8, ptr addrspace(1) %0, i64 660
  store i32 %585, ptr addrspace(1) %586, align 4, !tbaa !10
  %587 = getelementptr i8, ptr addrspace(1) %0, i64 764
  store i32 %578, ptr addrspace(1) %587, align 4, !tbaa !10
  %588 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 60
  %589 = load i8, ptr addrspace(4) %588, align 4, !tbaa !18
  %590 = getelementptr i8, ptr addrspace(1) %0, i64 868
  store i32 0, ptr addrspace(1) %590, align 4, !tbaa !10
  %591 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 60
  %592 = zext i8 %589 to i32
  %593 = getelementptr i8, ptr addrspace(1) %0, i64 560
  store i32 %592, ptr addrspace(1) %593, align 4, !tbaa !10
  %594 = load i16, ptr addrspace(4) %591, align 4
  %595 = zext i16 %594 to i32
  %596 = getelementptr i8, ptr addrspace(1) %0, i64 664
  store i32 %595, ptr addrspace(1) %596, align 4, !tbaa !10
  %597 = load i32, ptr addrspace(4) %591, align 4
  %598 = getelementptr i8, ptr addrspace(1) %0, i64 768
  store i32 %597, ptr addrspace(1) %598, align 4, !tbaa !10
  %599 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 61
  %600 = load i8, ptr addrspace(4) %599, align 1, !tbaa !18
  %601 = getelementptr i8, ptr addrspace(1) %0, i64 872
  store i32 0, ptr addrspace(1) %601, align 4, !tbaa !10
  %602 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 61
  %603 = zext i8 %600 to i32
  %604 = getelementptr i8, ptr addrspace(1) %0, i64 564
  store i32 %603, ptr addrspace(1) %604, align 4, !tbaa !10
  %605 = load i16, ptr addrspace(4) %602, align 1
  %606 = zext i16 %605 to i32
  %607 = getelementptr i8, ptr addrspace(1) %0, i64 668
  store i32 %606, ptr addrspace(1) %607, align 4, !tbaa !10
  %608 = load i32, ptr addrspace(4) %602, align 1
  %609 = getelementptr i8, ptr addrspace(1) %0, i64 772
  store i32 %608, ptr addrspace(1) %609, align 4, !tbaa !10
  %610 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 62
  %611 = load i8, ptr addrspace(4) %610, align 2, !tbaa !18
  %612 = getelementptr i8, ptr addrspace(1) %0, i64 876
  store i32 0, ptr addrspace(1) %612, align 4, !tbaa !10
  %613 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 62
  %614 = zext i8 %611 to i32
  %615 = getelementptr i8, ptr addrspace(1) %0, i64 568
  store i32 %614, ptr addrspace(1) %615, align 4, !tbaa !10
  %616 = load i16, ptr addrspace(4) %613, align 2
  %617 = zext i16 %616 to i32
  %618 = getelementptr i8, ptr addrspace(1) %0, i64 672
  store i32 %617, ptr addrspace(1) %618, align 4, !tbaa !10
  %619 = load i32, ptr addrspace(4) %613, align 2
  %620 = getelementptr i8, ptr addrspace(1) %0, i64 776
  store i32 %619, ptr addrspace(1) %620, align 4, !tbaa !10
  %621 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 63
  %622 = load i8, ptr addrspace(4) %621, align 1, !tbaa !18
  %623 = getelementptr i8, ptr addrspace(1) %0, i64 880
  store i32 0, ptr addrspace(1) %623, align 4, !tbaa !10
  %624 = zext i8 %622 to i32
  %625 = getelementptr i8, ptr addrspace(1) %0, i64 572
  store i32 %624, ptr addrspace(1) %625, align 4, !tbaa !10
  %626 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 63
  %627 = load i16, ptr addrspace(4) %626, align 1
  %628 = zext i16 %627 to i32
  %629 = getelementptr i8, ptr addrspace(1) %0, i64 676
  store i32 %628, ptr addrspace(1) %629, align 4, !tbaa !10
  %630 = getelementptr i8, ptr addrspace(1) %0, i64 780
  store i32 0, ptr addrspace(1) %630, align 4, !tbaa !10
  %631 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 64
  %632 = load i8, ptr addrspace(4) %631, align 4, !tbaa !18
  %633 = getelementptr i8, ptr addrspace(1) %0, i64 884
  store i32 0, ptr addrspace(1) %633, align 4, !tbaa !10
  %634 = zext i8 %632 to i32
  %635 = getelementptr i8, ptr addrspace(1) %0, i64 576
  store i32 %634, ptr addrspace(1) %635, align 4, !tbaa !10
  %636 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 64
  %637 = load i16, ptr addrspace(4) %636, align 4
  %638 = zext i16 %637 to i32
  %639 = getelementptr i8, ptr addrspace(1) %0, i64 680
  store i32 %638, ptr addrspace(1) %639, align 4, !tbaa !10
  %640 = getelementptr i8, ptr addrspace(1) %0, i64 784
  store i32 0, ptr addrspace(1) %640, align 4, !tbaa !10
  %641 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 65
  %642 = load i8, ptr addrspace(4) %641, align 1, !tbaa !18
  %643 = getelementptr i8, ptr addrspace(1) %0, i64 888
  store i32 0, ptr addrspace(1) %643, align 4, !tbaa !10
  %644 = zext i8 %642 to i32
  %645 = getelementptr i8, ptr addrspace(1) %0, i64 580
  store i32 %644, ptr addrspace(1) %645, align 4, !tbaa !10
  %646 = getelementptr i8, ptr addrspace(1) %0, i64 684
  store i32 0, ptr addrspace(1) %646, align 4, !tbaa !10
  %647 = getelementptr i8, ptr addrspace(1) %0, i64 788
  store i32 0, ptr addrspace(1) %647, align 4, !tbaa !10
  %648 = getelementptr i8, ptr addrspace(1) %0, i64 892
  store i32 0, ptr addrspace(1) %648, align 4, !tbaa !10
  br label %649

649:                                              ; preds = %8, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"char", !"uchar", !"short", !"char", !"ushort", !"half", !"int", !"char", !"long", !"float", !"int2", !"char", !"float2"}
!8 = !{!"int*", !"char", !"uchar", !"short", !"char", !"ushort", !"half", !"int", !"char", !"long", !"float", !"int __attribute__((ext_vector_type(2)))", !"char", !"float __attribute__((ext_vector_type(2)))"}
!9 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{i32 1}
!15 = !{!"none"}
!16 = !{!"uint*"}
!17 = !{!""}
!18 = !{!12, !12, i64 0}
