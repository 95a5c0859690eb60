; ModuleID = 'sort.cl'
source_filename = "sort.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@bitonic_lds.s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@oddeven_lds.s = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@radix_count.h = internal addrspace(3) global [16 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @bitonic_lds(ptr addrspace(1) nocapture noundef align 4 %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl nsw i32 %3, 6
  %5 = add nsw i32 %4, %2
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9, !amdgpu.noclobber !13
  %9 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %2
  store i32 %8, ptr addrspace(3) %9, align 4, !tbaa !9
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %10 = xor i32 %2, 1
  %11 = icmp ugt i32 %10, %2
  br i1 %11, label %219, label %228

12:                                               ; preds = %228
  %13 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %14 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %231
  %15 = load i32, ptr addrspace(3) %14, align 4, !tbaa !9
  %16 = icmp ugt i32 %13, %15
  %17 = xor i1 %230, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  store i32 %15, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %13, ptr addrspace(3) %14, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %18, %12, %228
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = xor i32 %2, 1
  %21 = icmp ugt i32 %20, %2
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %24 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %20
  %25 = load i32, ptr addrspace(3) %24, align 4, !tbaa !9
  %26 = icmp ugt i32 %23, %25
  %27 = xor i1 %230, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %22
  store i32 %25, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %23, ptr addrspace(3) %24, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %28, %22, %19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = and i32 %2, 8
  %31 = icmp ne i32 %30, 0
  %32 = xor i32 %2, 4
  %33 = icmp ugt i32 %32, %2
  br i1 %33, label %34, label %41

34:                                               ; preds = %29
  %35 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %36 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %32
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !9
  %38 = icmp ugt i32 %35, %37
  %39 = xor i1 %31, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %34
  store i32 %37, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %35, ptr addrspace(3) %36, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %40, %34, %29
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = xor i32 %2, 2
  %43 = icmp ugt i32 %42, %2
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %46 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %42
  %47 = load i32, ptr addrspace(3) %46, align 4, !tbaa !9
  %48 = icmp ugt i32 %45, %47
  %49 = xor i1 %31, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  store i32 %47, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %45, ptr addrspace(3) %46, align 4, !tbaa !9
  br label %51

51:                                               ; preds = %50, %44, %41
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %52 = xor i32 %2, 1
  %53 = icmp ugt i32 %52, %2
  br i1 %53, label %54, label %61

54:                                               ; preds = %51
  %55 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %56 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %52
  %57 = load i32, ptr addrspace(3) %56, align 4, !tbaa !9
  %58 = icmp ugt i32 %55, %57
  %59 = xor i1 %31, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %54
  store i32 %57, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %55, ptr addrspace(3) %56, align 4, !tbaa !9
  br label %61

61:                                               ; preds = %60, %54, %51
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %62 = and i32 %2, 16
  %63 = icmp ne i32 %62, 0
  %64 = xor i32 %2, 8
  %65 = icmp ugt i32 %64, %2
  br i1 %65, label %66, label %73

66:                                               ; preds = %61
  %67 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %68 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %64
  %69 = load i32, ptr addrspace(3) %68, align 4, !tbaa !9
  %70 = icmp ugt i32 %67, %69
  %71 = xor i1 %63, %70
  br i1 %71, label %72, label %73

72:                                               ; preds = %66
  store i32 %69, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %67, ptr addrspace(3) %68, align 4, !tbaa !9
  br label %73

73:                                               ; preds = %72, %66, %61
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %74 = xor i32 %2, 4
  %75 = icmp ugt i32 %74, %2
  br i1 %75, label %76, label %83

76:                                               ; preds = %73
  %77 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %78 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %74
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !9
  %80 = icmp ugt i32 %77, %79
  %81 = xor i1 %63, %80
  br i1 %81, label %82, label %83

82:                                               ; preds = %76
  store i32 %79, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %77, ptr addrspace(3) %78, align 4, !tbaa !9
  br label %83

83:                                               ; preds = %82, %76, %73
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %84 = xor i32 %2, 2
  %85 = icmp ugt i32 %84, %2
  br i1 %85, label %86, label %93

86:                                               ; preds = %83
  %87 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %88 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %84
  %89 = load i32, ptr addrspace(3) %88, align 4, !tbaa !9
  %90 = icmp ugt i32 %87, %89
  %91 = xor i1 %63, %90
  br i1 %91, label %92, label %93

92:                                               ; preds = %86
  store i32 %89, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %87, ptr addrspace(3) %88, align 4, !tbaa !9
  br label %93

93:                                               ; preds = %92, %86, %83
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %94 = xor i32 %2, 1
  %95 = icmp ugt i32 %94, %2
  br i1 %95, label %96, label %103

96:                                               ; preds = %93
  %97 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %98 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %94
  %99 = load i32, ptr addrspace(3) %98, align 4, !tbaa !9
  %100 = icmp ugt i32 %97, %99
  %101 = xor i1 %63, %100
  br i1 %101, label %102, label %103

102:                                              ; preds = %96
  store i32 %99, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %97, ptr addrspace(3) %98, align 4, !tbaa !9
  br label %103

103:                                              ; preds = %102, %96, %93
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %104 = and i32 %2, 32
  %105 = icmp ne i32 %104, 0
  %106 = xor i32 %2, 16
  %107 = icmp ugt i32 %106, %2
  br i1 %107, label %108, label %115

108:                                              ; preds = %103
  %109 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %110 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %106
  %111 = load i32, ptr addrspace(3) %110, align 4, !tbaa !9
  %112 = icmp ugt i32 %109, %111
  %113 = xor i1 %105, %112
  br i1 %113, label %114, label %115

114:                                              ; preds = %108
  store i32 %111, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %109, ptr addrspace(3) %110, align 4, !tbaa !9
  br label %115

115:                                              ; preds = %114, %108, %103
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %116 = xor i32 %2, 8
  %117 = icmp ugt i32 %116, %2
  br i1 %117, label %118, label %125

118:                                              ; preds = %115
  %119 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %120 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %116
  %121 = load i32, ptr addrspace(3) %120, align 4, !tbaa !9
  %122 = icmp ugt i32 %119, %121
  %123 = xor i1 %105, %122
  br i1 %123, label %124, label %125

124:                                              ; preds = %118
  store i32 %121, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %119, ptr addrspace(3) %120, align 4, !tbaa !9
  br label %125

125:                                              ; preds = %124, %118, %115
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %126 = xor i32 %2, 4
  %127 = icmp ugt i32 %126, %2
  br i1 %127, label %128, label %135

128:                                              ; preds = %125
  %129 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %130 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %126
  %131 = load i32, ptr addrspace(3) %130, align 4, !tbaa !9
  %132 = icmp ugt i32 %129, %131
  %133 = xor i1 %105, %132
  br i1 %133, label %134, label %135

134:                                              ; preds = %128
  store i32 %131, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %129, ptr addrspace(3) %130, align 4, !tbaa !9
  br label %135

135:                                              ; preds = %134, %128, %125
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %136 = xor i32 %2, 2
  %137 = icmp ugt i32 %136, %2
  br i1 %137, label %138, label %145

138:                                              ; preds = %135
  %139 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %140 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %136
  %141 = load i32, ptr addrspace(3) %140, align 4, !tbaa !9
  %142 = icmp ugt i32 %139, %141
  %143 = xor i1 %105, %142
  br i1 %143, label %144, label %145

144:                                              ; preds = %138
  store i32 %141, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %139, ptr addrspace(3) %140, align 4, !tbaa !9
  br label %145

145:                                              ; preds = %144, %138, %135
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %146 = xor i32 %2, 1
  %147 = icmp ugt i32 %146, %2
  br i1 %147, label %148, label %155

148:                                              ; preds = %145
  %149 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %150 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %146
  %151 = load i32, ptr addrspace(3) %150, align 4, !tbaa !9
  %152 = icmp ugt i32 %149, %151
  %153 = xor i1 %105, %152
  br i1 %153, label %154, label %155

154:                                              ; preds = %148
  store i32 %151, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %149, ptr addrspace(3) %150, align 4, !tbaa !9
  br label %155

155:                                              ; preds = %154, %148, %145
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %156 = and i32 %2, 64
  %157 = icmp ne i32 %156, 0
  %158 = xor i32 %2, 32
  %159 = icmp ugt i32 %158, %2
  br i1 %159, label %160, label %167

160:                                              ; preds = %155
  %161 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %162 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %158
  %163 = load i32, ptr addrspace(3) %162, align 4, !tbaa !9
  %164 = icmp ugt i32 %161, %163
  %165 = xor i1 %157, %164
  br i1 %165, label %166, label %167

166:                                              ; preds = %160
  store i32 %163, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %161, ptr addrspace(3) %162, align 4, !tbaa !9
  br label %167

167:                                              ; preds = %166, %160, %155
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %168 = xor i32 %2, 16
  %169 = icmp ugt i32 %168, %2
  br i1 %169, label %170, label %177

170:                                              ; preds = %167
  %171 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %172 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %168
  %173 = load i32, ptr addrspace(3) %172, align 4, !tbaa !9
  %174 = icmp ugt i32 %171, %173
  %175 = xor i1 %157, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %170
  store i32 %173, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %171, ptr addrspace(3) %172, align 4, !tbaa !9
  br label %177

177:                                              ; preds = %176, %170, %167
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %178 = xor i32 %2, 8
  %179 = icmp ugt i32 %178, %2
  br i1 %179, label %180, label %187

180:                                              ; preds = %177
  %181 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %182 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %178
  %183 = load i32, ptr addrspace(3) %182, align 4, !tbaa !9
  %184 = icmp ugt i32 %181, %183
  %185 = xor i1 %157, %184
  br i1 %185, label %186, label %187

186:                                              ; preds = %180
  store i32 %183, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %181, ptr addrspace(3) %182, align 4, !tbaa !9
  br label %187

187:                                              ; preds = %186, %180, %177
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %188 = xor i32 %2, 4
  %189 = icmp ugt i32 %188, %2
  br i1 %189, label %190, label %197

190:                                              ; preds = %187
  %191 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %192 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %188
  %193 = load i32, ptr addrspace(3) %192, align 4, !tbaa !9
  %194 = icmp ugt i32 %191, %193
  %195 = xor i1 %157, %194
  br i1 %195, label %196, label %197

196:                                              ; preds = %190
  store i32 %193, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %191, ptr addrspace(3) %192, align 4, !tbaa !9
  br label %197

197:                                              ; preds = %196, %190, %187
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %198 = xor i32 %2, 2
  %199 = icmp ugt i32 %198, %2
  br i1 %199, label %200, label %207

200:                                              ; preds = %197
  %201 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %202 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %198
  %203 = load i32, ptr addrspace(3) %202, align 4, !tbaa !9
  %204 = icmp ugt i32 %201, %203
  %205 = xor i1 %157, %204
  br i1 %205, label %206, label %207

206:                                              ; preds = %200
  store i32 %203, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %201, ptr addrspace(3) %202, align 4, !tbaa !9
  br label %207

207:                                              ; preds = %206, %200, %197
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %208 = xor i32 %2, 1
  %209 = icmp ugt i32 %208, %2
  br i1 %209, label %210, label %217

210:                                              ; preds = %207
  %211 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %212 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %208
  %213 = load i32, ptr addrspace(3) %212, align 4, !tbaa !9
  %214 = icmp ugt i32 %211, %213
  %215 = xor i1 %157, %214
  br i1 %215, label %216, label %217

216:                                              ; preds = %210
  store i32 %213, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %211, ptr addrspace(3) %212, align 4, !tbaa !9
  br label %217

217:                                              ; preds = %216, %210, %207
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %218 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %218, ptr addrspace(1) %7, align 4, !tbaa !9
  ret void

219:                                              ; preds = %1
  %220 = and i32 %2, 2
  %221 = icmp ne i32 %220, 0
  %222 = load i32, ptr addrspace(3) %9, align 4, !tbaa !9
  %223 = getelementptr inbounds [64 x i32], ptr addrspace(3) @bitonic_lds.s, i32 0, i32 %10
  %224 = load i32, ptr addrspace(3) %223, align 4, !tbaa !9
  %225 = icmp ugt i32 %222, %224
  %226 = xor i1 %221, %225
  br i1 %226, label %227, label %228

227:                                              ; preds = %219
  store i32 %224, ptr addrspace(3) %9, align 4, !tbaa !9
  store i32 %222, ptr addrspace(3) %223, align 4, !tbaa !9
  br label %228

228:                                              ; preds = %219, %227, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %229 = and i32 %2, 4
  %230 = icmp ne i32 %229, 0
  %231 = xor i32 %2, 2
  %232 = icmp ugt i32 %231, %2
  br i1 %232, label %12, label %19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bitonic_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !18, !invariant.load !13, !noundef !13
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = xor i32 %11, %1
  %13 = icmp sgt i32 %12, %11
  br i1 %13, label %14, label %26

14:                                               ; preds = %3
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !19, !amdgpu.noclobber !13
  %18 = sext i32 %12 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !19, !amdgpu.noclobber !13
  %21 = and i32 %11, %2
  %22 = fcmp ogt float %17, %20
  %23 = icmp ne i32 %21, 0
  %24 = xor i1 %23, %22
  br i1 %24, label %25, label %26

25:                                               ; preds = %14
  store float %20, ptr addrspace(1) %16, align 4, !tbaa !19
  store float %17, ptr addrspace(1) %19, align 4, !tbaa !19
  br label %26

26:                                               ; preds = %14, %25, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @oddeven_lds(ptr addrspace(1) nocapture noundef align 4 %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !8 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl nsw i32 %3, 5
  %5 = add nsw i32 %4, %2
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !19, !amdgpu.noclobber !13
  %9 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %2
  store float %8, ptr addrspace(3) %9, align 4, !tbaa !19
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %10 = shl nuw nsw i32 %2, 1
  %11 = icmp ult i32 %2, 16
  %12 = icmp ult i32 %2, 16
  br i1 %12, label %13, label %22

13:                                               ; preds = %1
  %14 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %15 = load <2 x float>, ptr addrspace(3) %14, align 4, !tbaa !19
  %16 = extractelement <2 x float> %15, i64 0
  %17 = extractelement <2 x float> %15, i64 1
  %18 = fcmp olt float %16, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = or disjoint i32 %10, 1
  %21 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %20
  store float %17, ptr addrspace(3) %14, align 4, !tbaa !19
  store float %16, ptr addrspace(3) %21, align 4, !tbaa !19
  br label %22

22:                                               ; preds = %13, %19, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = or disjoint i32 %10, 1
  %24 = icmp ult i32 %23, 31
  %25 = select i1 %11, i1 %24, i1 false
  br i1 %25, label %26, label %35

26:                                               ; preds = %22
  %27 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %28 = load <2 x float>, ptr addrspace(3) %27, align 4, !tbaa !19
  %29 = extractelement <2 x float> %28, i64 0
  %30 = extractelement <2 x float> %28, i64 1
  %31 = fcmp olt float %29, %30
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = add nuw nsw i32 %10, 2
  %34 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %33
  store float %30, ptr addrspace(3) %27, align 4, !tbaa !19
  store float %29, ptr addrspace(3) %34, align 4, !tbaa !19
  br label %35

35:                                               ; preds = %32, %26, %22
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %36, label %45

36:                                               ; preds = %35
  %37 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %38 = load <2 x float>, ptr addrspace(3) %37, align 4, !tbaa !19
  %39 = extractelement <2 x float> %38, i64 0
  %40 = extractelement <2 x float> %38, i64 1
  %41 = fcmp olt float %39, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %36
  %43 = or disjoint i32 %10, 1
  %44 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %43
  store float %40, ptr addrspace(3) %37, align 4, !tbaa !19
  store float %39, ptr addrspace(3) %44, align 4, !tbaa !19
  br label %45

45:                                               ; preds = %42, %36, %35
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %46, label %55

46:                                               ; preds = %45
  %47 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %48 = load <2 x float>, ptr addrspace(3) %47, align 4, !tbaa !19
  %49 = extractelement <2 x float> %48, i64 0
  %50 = extractelement <2 x float> %48, i64 1
  %51 = fcmp olt float %49, %50
  br i1 %51, label %52, label %55

52:                                               ; preds = %46
  %53 = add nuw nsw i32 %10, 2
  %54 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %53
  store float %50, ptr addrspace(3) %47, align 4, !tbaa !19
  store float %49, ptr addrspace(3) %54, align 4, !tbaa !19
  br label %55

55:                                               ; preds = %52, %46, %45
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %56, label %65

56:                                               ; preds = %55
  %57 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %58 = load <2 x float>, ptr addrspace(3) %57, align 4, !tbaa !19
  %59 = extractelement <2 x float> %58, i64 0
  %60 = extractelement <2 x float> %58, i64 1
  %61 = fcmp olt float %59, %60
  br i1 %61, label %62, label %65

62:                                               ; preds = %56
  %63 = or disjoint i32 %10, 1
  %64 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %63
  store float %60, ptr addrspace(3) %57, align 4, !tbaa !19
  store float %59, ptr addrspace(3) %64, align 4, !tbaa !19
  br label %65

65:                                               ; preds = %62, %56, %55
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %66, label %75

66:                                               ; preds = %65
  %67 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %68 = load <2 x float>, ptr addrspace(3) %67, align 4, !tbaa !19
  %69 = extractelement <2 x float> %68, i64 0
  %70 = extractelement <2 x float> %68, i64 1
  %71 = fcmp olt float %69, %70
  br i1 %71, label %72, label %75

72:                                               ; preds = %66
  %73 = add nuw nsw i32 %10, 2
  %74 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %73
  store float %70, ptr addrspace(3) %67, align 4, !tbaa !19
  store float %69, ptr addrspace(3) %74, align 4, !tbaa !19
  br label %75

75:                                               ; preds = %72, %66, %65
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %76, label %85

76:                                               ; preds = %75
  %77 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %78 = load <2 x float>, ptr addrspace(3) %77, align 4, !tbaa !19
  %79 = extractelement <2 x float> %78, i64 0
  %80 = extractelement <2 x float> %78, i64 1
  %81 = fcmp olt float %79, %80
  br i1 %81, label %82, label %85

82:                                               ; preds = %76
  %83 = or disjoint i32 %10, 1
  %84 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %83
  store float %80, ptr addrspace(3) %77, align 4, !tbaa !19
  store float %79, ptr addrspace(3) %84, align 4, !tbaa !19
  br label %85

85:                                               ; preds = %82, %76, %75
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %86, label %95

86:                                               ; preds = %85
  %87 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %88 = load <2 x float>, ptr addrspace(3) %87, align 4, !tbaa !19
  %89 = extractelement <2 x float> %88, i64 0
  %90 = extractelement <2 x float> %88, i64 1
  %91 = fcmp olt float %89, %90
  br i1 %91, label %92, label %95

92:                                               ; preds = %86
  %93 = add nuw nsw i32 %10, 2
  %94 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %93
  store float %90, ptr addrspace(3) %87, align 4, !tbaa !19
  store float %89, ptr addrspace(3) %94, align 4, !tbaa !19
  br label %95

95:                                               ; preds = %92, %86, %85
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %96, label %105

96:                                               ; preds = %95
  %97 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %98 = load <2 x float>, ptr addrspace(3) %97, align 4, !tbaa !19
  %99 = extractelement <2 x float> %98, i64 0
  %100 = extractelement <2 x float> %98, i64 1
  %101 = fcmp olt float %99, %100
  br i1 %101, label %102, label %105

102:                                              ; preds = %96
  %103 = or disjoint i32 %10, 1
  %104 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %103
  store float %100, ptr addrspace(3) %97, align 4, !tbaa !19
  store float %99, ptr addrspace(3) %104, align 4, !tbaa !19
  br label %105

105:                                              ; preds = %102, %96, %95
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %106, label %115

106:                                              ; preds = %105
  %107 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %108 = load <2 x float>, ptr addrspace(3) %107, align 4, !tbaa !19
  %109 = extractelement <2 x float> %108, i64 0
  %110 = extractelement <2 x float> %108, i64 1
  %111 = fcmp olt float %109, %110
  br i1 %111, label %112, label %115

112:                                              ; preds = %106
  %113 = add nuw nsw i32 %10, 2
  %114 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %113
  store float %110, ptr addrspace(3) %107, align 4, !tbaa !19
  store float %109, ptr addrspace(3) %114, align 4, !tbaa !19
  br label %115

115:                                              ; preds = %112, %106, %105
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %116, label %125

116:                                              ; preds = %115
  %117 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %118 = load <2 x float>, ptr addrspace(3) %117, align 4, !tbaa !19
  %119 = extractelement <2 x float> %118, i64 0
  %120 = extractelement <2 x float> %118, i64 1
  %121 = fcmp olt float %119, %120
  br i1 %121, label %122, label %125

122:                                              ; preds = %116
  %123 = or disjoint i32 %10, 1
  %124 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %123
  store float %120, ptr addrspace(3) %117, align 4, !tbaa !19
  store float %119, ptr addrspace(3) %124, align 4, !tbaa !19
  br label %125

125:                                              ; preds = %122, %116, %115
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %126, label %135

126:                                              ; preds = %125
  %127 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %128 = load <2 x float>, ptr addrspace(3) %127, align 4, !tbaa !19
  %129 = extractelement <2 x float> %128, i64 0
  %130 = extractelement <2 x float> %128, i64 1
  %131 = fcmp olt float %129, %130
  br i1 %131, label %132, label %135

132:                                              ; preds = %126
  %133 = add nuw nsw i32 %10, 2
  %134 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %133
  store float %130, ptr addrspace(3) %127, align 4, !tbaa !19
  store float %129, ptr addrspace(3) %134, align 4, !tbaa !19
  br label %135

135:                                              ; preds = %132, %126, %125
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %136, label %145

136:                                              ; preds = %135
  %137 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %138 = load <2 x float>, ptr addrspace(3) %137, align 4, !tbaa !19
  %139 = extractelement <2 x float> %138, i64 0
  %140 = extractelement <2 x float> %138, i64 1
  %141 = fcmp olt float %139, %140
  br i1 %141, label %142, label %145

142:                                              ; preds = %136
  %143 = or disjoint i32 %10, 1
  %144 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %143
  store float %140, ptr addrspace(3) %137, align 4, !tbaa !19
  store float %139, ptr addrspace(3) %144, align 4, !tbaa !19
  br label %145

145:                                              ; preds = %142, %136, %135
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %146, label %155

146:                                              ; preds = %145
  %147 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %148 = load <2 x float>, ptr addrspace(3) %147, align 4, !tbaa !19
  %149 = extractelement <2 x float> %148, i64 0
  %150 = extractelement <2 x float> %148, i64 1
  %151 = fcmp olt float %149, %150
  br i1 %151, label %152, label %155

152:                                              ; preds = %146
  %153 = add nuw nsw i32 %10, 2
  %154 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %153
  store float %150, ptr addrspace(3) %147, align 4, !tbaa !19
  store float %149, ptr addrspace(3) %154, align 4, !tbaa !19
  br label %155

155:                                              ; preds = %152, %146, %145
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %156, label %165

156:                                              ; preds = %155
  %157 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %158 = load <2 x float>, ptr addrspace(3) %157, align 4, !tbaa !19
  %159 = extractelement <2 x float> %158, i64 0
  %160 = extractelement <2 x float> %158, i64 1
  %161 = fcmp olt float %159, %160
  br i1 %161, label %162, label %165

162:                                              ; preds = %156
  %163 = or disjoint i32 %10, 1
  %164 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %163
  store float %160, ptr addrspace(3) %157, align 4, !tbaa !19
  store float %159, ptr addrspace(3) %164, align 4, !tbaa !19
  br label %165

165:                                              ; preds = %162, %156, %155
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %166, label %175

166:                                              ; preds = %165
  %167 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %168 = load <2 x float>, ptr addrspace(3) %167, align 4, !tbaa !19
  %169 = extractelement <2 x float> %168, i64 0
  %170 = extractelement <2 x float> %168, i64 1
  %171 = fcmp olt float %169, %170
  br i1 %171, label %172, label %175

172:                                              ; preds = %166
  %173 = add nuw nsw i32 %10, 2
  %174 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %173
  store float %170, ptr addrspace(3) %167, align 4, !tbaa !19
  store float %169, ptr addrspace(3) %174, align 4, !tbaa !19
  br label %175

175:                                              ; preds = %172, %166, %165
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %176, label %185

176:                                              ; preds = %175
  %177 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %178 = load <2 x float>, ptr addrspace(3) %177, align 4, !tbaa !19
  %179 = extractelement <2 x float> %178, i64 0
  %180 = extractelement <2 x float> %178, i64 1
  %181 = fcmp olt float %179, %180
  br i1 %181, label %182, label %185

182:                                              ; preds = %176
  %183 = or disjoint i32 %10, 1
  %184 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %183
  store float %180, ptr addrspace(3) %177, align 4, !tbaa !19
  store float %179, ptr addrspace(3) %184, align 4, !tbaa !19
  br label %185

185:                                              ; preds = %182, %176, %175
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %186, label %195

186:                                              ; preds = %185
  %187 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %188 = load <2 x float>, ptr addrspace(3) %187, align 4, !tbaa !19
  %189 = extractelement <2 x float> %188, i64 0
  %190 = extractelement <2 x float> %188, i64 1
  %191 = fcmp olt float %189, %190
  br i1 %191, label %192, label %195

192:                                              ; preds = %186
  %193 = add nuw nsw i32 %10, 2
  %194 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %193
  store float %190, ptr addrspace(3) %187, align 4, !tbaa !19
  store float %189, ptr addrspace(3) %194, align 4, !tbaa !19
  br label %195

195:                                              ; preds = %192, %186, %185
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %196, label %205

196:                                              ; preds = %195
  %197 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %198 = load <2 x float>, ptr addrspace(3) %197, align 4, !tbaa !19
  %199 = extractelement <2 x float> %198, i64 0
  %200 = extractelement <2 x float> %198, i64 1
  %201 = fcmp olt float %199, %200
  br i1 %201, label %202, label %205

202:                                              ; preds = %196
  %203 = or disjoint i32 %10, 1
  %204 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %203
  store float %200, ptr addrspace(3) %197, align 4, !tbaa !19
  store float %199, ptr addrspace(3) %204, align 4, !tbaa !19
  br label %205

205:                                              ; preds = %202, %196, %195
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %206, label %215

206:                                              ; preds = %205
  %207 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %208 = load <2 x float>, ptr addrspace(3) %207, align 4, !tbaa !19
  %209 = extractelement <2 x float> %208, i64 0
  %210 = extractelement <2 x float> %208, i64 1
  %211 = fcmp olt float %209, %210
  br i1 %211, label %212, label %215

212:                                              ; preds = %206
  %213 = add nuw nsw i32 %10, 2
  %214 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %213
  store float %210, ptr addrspace(3) %207, align 4, !tbaa !19
  store float %209, ptr addrspace(3) %214, align 4, !tbaa !19
  br label %215

215:                                              ; preds = %212, %206, %205
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %216, label %225

216:                                              ; preds = %215
  %217 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %218 = load <2 x float>, ptr addrspace(3) %217, align 4, !tbaa !19
  %219 = extractelement <2 x float> %218, i64 0
  %220 = extractelement <2 x float> %218, i64 1
  %221 = fcmp olt float %219, %220
  br i1 %221, label %222, label %225

222:                                              ; preds = %216
  %223 = or disjoint i32 %10, 1
  %224 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %223
  store float %220, ptr addrspace(3) %217, align 4, !tbaa !19
  store float %219, ptr addrspace(3) %224, align 4, !tbaa !19
  br label %225

225:                                              ; preds = %222, %216, %215
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %226, label %235

226:                                              ; preds = %225
  %227 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %228 = load <2 x float>, ptr addrspace(3) %227, align 4, !tbaa !19
  %229 = extractelement <2 x float> %228, i64 0
  %230 = extractelement <2 x float> %228, i64 1
  %231 = fcmp olt float %229, %230
  br i1 %231, label %232, label %235

232:                                              ; preds = %226
  %233 = add nuw nsw i32 %10, 2
  %234 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %233
  store float %230, ptr addrspace(3) %227, align 4, !tbaa !19
  store float %229, ptr addrspace(3) %234, align 4, !tbaa !19
  br label %235

235:                                              ; preds = %232, %226, %225
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %236, label %245

236:                                              ; preds = %235
  %237 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %238 = load <2 x float>, ptr addrspace(3) %237, align 4, !tbaa !19
  %239 = extractelement <2 x float> %238, i64 0
  %240 = extractelement <2 x float> %238, i64 1
  %241 = fcmp olt float %239, %240
  br i1 %241, label %242, label %245

242:                                              ; preds = %236
  %243 = or disjoint i32 %10, 1
  %244 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %243
  store float %240, ptr addrspace(3) %237, align 4, !tbaa !19
  store float %239, ptr addrspace(3) %244, align 4, !tbaa !19
  br label %245

245:                                              ; preds = %242, %236, %235
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %246, label %255

246:                                              ; preds = %245
  %247 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %248 = load <2 x float>, ptr addrspace(3) %247, align 4, !tbaa !19
  %249 = extractelement <2 x float> %248, i64 0
  %250 = extractelement <2 x float> %248, i64 1
  %251 = fcmp olt float %249, %250
  br i1 %251, label %252, label %255

252:                                              ; preds = %246
  %253 = add nuw nsw i32 %10, 2
  %254 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %253
  store float %250, ptr addrspace(3) %247, align 4, !tbaa !19
  store float %249, ptr addrspace(3) %254, align 4, !tbaa !19
  br label %255

255:                                              ; preds = %252, %246, %245
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %256, label %265

256:                                              ; preds = %255
  %257 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %258 = load <2 x float>, ptr addrspace(3) %257, align 4, !tbaa !19
  %259 = extractelement <2 x float> %258, i64 0
  %260 = extractelement <2 x float> %258, i64 1
  %261 = fcmp olt float %259, %260
  br i1 %261, label %262, label %265

262:                                              ; preds = %256
  %263 = or disjoint i32 %10, 1
  %264 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %263
  store float %260, ptr addrspace(3) %257, align 4, !tbaa !19
  store float %259, ptr addrspace(3) %264, align 4, !tbaa !19
  br label %265

265:                                              ; preds = %262, %256, %255
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %266, label %275

266:                                              ; preds = %265
  %267 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %268 = load <2 x float>, ptr addrspace(3) %267, align 4, !tbaa !19
  %269 = extractelement <2 x float> %268, i64 0
  %270 = extractelement <2 x float> %268, i64 1
  %271 = fcmp olt float %269, %270
  br i1 %271, label %272, label %275

272:                                              ; preds = %266
  %273 = add nuw nsw i32 %10, 2
  %274 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %273
  store float %270, ptr addrspace(3) %267, align 4, !tbaa !19
  store float %269, ptr addrspace(3) %274, align 4, !tbaa !19
  br label %275

275:                                              ; preds = %272, %266, %265
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %276, label %285

276:                                              ; preds = %275
  %277 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %278 = load <2 x float>, ptr addrspace(3) %277, align 4, !tbaa !19
  %279 = extractelement <2 x float> %278, i64 0
  %280 = extractelement <2 x float> %278, i64 1
  %281 = fcmp olt float %279, %280
  br i1 %281, label %282, label %285

282:                                              ; preds = %276
  %283 = or disjoint i32 %10, 1
  %284 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %283
  store float %280, ptr addrspace(3) %277, align 4, !tbaa !19
  store float %279, ptr addrspace(3) %284, align 4, !tbaa !19
  br label %285

285:                                              ; preds = %282, %276, %275
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %286, label %295

286:                                              ; preds = %285
  %287 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %288 = load <2 x float>, ptr addrspace(3) %287, align 4, !tbaa !19
  %289 = extractelement <2 x float> %288, i64 0
  %290 = extractelement <2 x float> %288, i64 1
  %291 = fcmp olt float %289, %290
  br i1 %291, label %292, label %295

292:                                              ; preds = %286
  %293 = add nuw nsw i32 %10, 2
  %294 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %293
  store float %290, ptr addrspace(3) %287, align 4, !tbaa !19
  store float %289, ptr addrspace(3) %294, align 4, !tbaa !19
  br label %295

295:                                              ; preds = %292, %286, %285
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %296, label %305

296:                                              ; preds = %295
  %297 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %298 = load <2 x float>, ptr addrspace(3) %297, align 4, !tbaa !19
  %299 = extractelement <2 x float> %298, i64 0
  %300 = extractelement <2 x float> %298, i64 1
  %301 = fcmp olt float %299, %300
  br i1 %301, label %302, label %305

302:                                              ; preds = %296
  %303 = or disjoint i32 %10, 1
  %304 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %303
  store float %300, ptr addrspace(3) %297, align 4, !tbaa !19
  store float %299, ptr addrspace(3) %304, align 4, !tbaa !19
  br label %305

305:                                              ; preds = %302, %296, %295
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %306, label %315

306:                                              ; preds = %305
  %307 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %308 = load <2 x float>, ptr addrspace(3) %307, align 4, !tbaa !19
  %309 = extractelement <2 x float> %308, i64 0
  %310 = extractelement <2 x float> %308, i64 1
  %311 = fcmp olt float %309, %310
  br i1 %311, label %312, label %315

312:                                              ; preds = %306
  %313 = add nuw nsw i32 %10, 2
  %314 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %313
  store float %310, ptr addrspace(3) %307, align 4, !tbaa !19
  store float %309, ptr addrspace(3) %314, align 4, !tbaa !19
  br label %315

315:                                              ; preds = %312, %306, %305
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %12, label %316, label %325

316:                                              ; preds = %315
  %317 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %10
  %318 = load <2 x float>, ptr addrspace(3) %317, align 4, !tbaa !19
  %319 = extractelement <2 x float> %318, i64 0
  %320 = extractelement <2 x float> %318, i64 1
  %321 = fcmp olt float %319, %320
  br i1 %321, label %322, label %325

322:                                              ; preds = %316
  %323 = or disjoint i32 %10, 1
  %324 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %323
  store float %320, ptr addrspace(3) %317, align 4, !tbaa !19
  store float %319, ptr addrspace(3) %324, align 4, !tbaa !19
  br label %325

325:                                              ; preds = %322, %316, %315
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %25, label %326, label %335

326:                                              ; preds = %325
  %327 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %23
  %328 = load <2 x float>, ptr addrspace(3) %327, align 4, !tbaa !19
  %329 = extractelement <2 x float> %328, i64 0
  %330 = extractelement <2 x float> %328, i64 1
  %331 = fcmp olt float %329, %330
  br i1 %331, label %332, label %335

332:                                              ; preds = %326
  %333 = add nuw nsw i32 %10, 2
  %334 = getelementptr inbounds [32 x float], ptr addrspace(3) @oddeven_lds.s, i32 0, i32 %333
  store float %330, ptr addrspace(3) %327, align 4, !tbaa !19
  store float %329, ptr addrspace(3) %334, align 4, !tbaa !19
  br label %335

335:                                              ; preds = %332, %326, %325
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %336 = load float, ptr addrspace(3) %9, align 4, !tbaa !19
  store float %336, ptr addrspace(1) %7, align 4, !tbaa !19
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rank_sort(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !22 !kernel_arg_access_qual !15 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !18, !invariant.load !13, !noundef !13
  %8 = zext nneg i16 %7 to i32
  %9 = mul nsw i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add nsw i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %38

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !9, !amdgpu.noclobber !13
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %23, label %20

18:                                               ; preds = %23
  %19 = zext nneg i32 %35 to i64
  br label %20

20:                                               ; preds = %18, %13
  %21 = phi i64 [ 0, %13 ], [ %19, %18 ]
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  store i32 %16, ptr addrspace(1) %22, align 4, !tbaa !9
  br label %38

23:                                               ; preds = %13, %23
  %24 = phi i32 [ %36, %23 ], [ 0, %13 ]
  %25 = phi i32 [ %35, %23 ], [ 0, %13 ]
  %26 = zext nneg i32 %24 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !9, !amdgpu.noclobber !13
  %29 = icmp slt i32 %28, %16
  %30 = icmp eq i32 %28, %16
  %31 = icmp slt i32 %24, %11
  %32 = and i1 %31, %30
  %33 = or i1 %29, %32
  %34 = zext i1 %33 to i32
  %35 = add nuw nsw i32 %25, %34
  %36 = add nuw nsw i32 %24, 1
  %37 = icmp eq i32 %36, %2
  br i1 %37, label %18, label %23

38:                                               ; preds = %3, %20
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @radix_count(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !18, !invariant.load !13, !noundef !13
  %10 = zext nneg i16 %9 to i32
  %11 = mul nsw i32 %6, %10
  %12 = add nsw i32 %11, %5
  %13 = icmp ult i32 %5, 16
  br i1 %13, label %14, label %16

14:                                               ; preds = %4
  %15 = getelementptr inbounds [16 x i32], ptr addrspace(3) @radix_count.h, i32 0, i32 %5
  store i32 0, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %14, %4
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = icmp slt i32 %12, %3
  br i1 %17, label %18, label %27

18:                                               ; preds = %16
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !9, !amdgpu.noclobber !13
  %22 = and i32 %2, 31
  %23 = lshr i32 %21, %22
  %24 = and i32 %23, 15
  %25 = getelementptr inbounds [16 x i32], ptr addrspace(3) @radix_count.h, i32 0, i32 %24
  %26 = atomicrmw volatile add ptr addrspace(3) %25, i32 1 syncscope("workgroup-one-as") monotonic, align 4
  br label %27

27:                                               ; preds = %18, %16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %13, label %28, label %35

28:                                               ; preds = %27
  %29 = shl nsw i32 %6, 4
  %30 = or disjoint i32 %29, %5
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr inbounds [16 x i32], ptr addrspace(3) @radix_count.h, i32 0, i32 %5
  %34 = load i32, ptr addrspace(3) %33, align 4, !tbaa !9
  store i32 %34, ptr addrspace(1) %32, align 4, !tbaa !9
  br label %35

35:                                               ; preds = %28, %27
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"float*", !"int", !"int"}
!17 = !{!"", !"", !""}
!18 = !{i16 1, i16 1025}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !11, i64 0}
!21 = !{!"float*"}
!22 = !{i32 1, i32 1, i32 0}
!23 = !{!"int*", !"int*", !"int"}
!24 = !{!"", !"const", !""}
!25 = !{i32 1, i32 1, i32 0, i32 0}
!26 = !{!"none", !"none", !"none", !"none"}
!27 = !{!"uint*", !"uint*", !"int", !"int"}
!28 = !{!"", !"const", !"", !""}
