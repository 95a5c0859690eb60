; The kernel of tests/calls_agg_sret.rs: calls the large-result functions of
; agg_sret_lib.ll (declared here) and stores every field it reads.
%B = type { [20 x i32], double, i8, <4 x half>, [8 x float] }
declare %B @mk_b(i32, float)
declare [40 x i32] @mk_a(i32)
declare %B @fwd(i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %o) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %f = sitofp i32 %id to float
  %base = mul i32 %id, 16
  %p0 = getelementptr i32, ptr addrspace(1) %o, i32 %base
  %b = call %B @mk_b(i32 %id, float %f)
  %e0 = extractvalue %B %b, 0, 0
  %e1 = extractvalue %B %b, 0, 19
  %e2 = extractvalue %B %b, 1
  %e2i = fptosi double %e2 to i32
  %e3 = extractvalue %B %b, 2
  %e3w = zext i8 %e3 to i32
  %e4 = extractvalue %B %b, 3
  %e4i = bitcast <4 x half> %e4 to <2 x i32>
  %e4a = extractelement <2 x i32> %e4i, i32 1
  %e5 = extractvalue %B %b, 4, 7
  %e5i = bitcast float %e5 to i32
  %e6 = extractvalue %B %b, 0, 10
  %a = call [40 x i32] @mk_a(i32 %id)
  %a0 = extractvalue [40 x i32] %a, 0
  %a17 = extractvalue [40 x i32] %a, 17
  %a39 = extractvalue [40 x i32] %a, 39
  %g = call %B @fwd(i32 %id)
  %g5 = extractvalue %B %g, 0, 5
  %g4 = extractvalue %B %g, 4, 0
  %g4i = bitcast float %g4 to i32
  %vals = insertelement <12 x i32> poison, i32 %e0, i32 0
  %v1 = insertelement <12 x i32> %vals, i32 %e1, i32 1
  %v2 = insertelement <12 x i32> %v1, i32 %e2i, i32 2
  %v3 = insertelement <12 x i32> %v2, i32 %e3w, i32 3
  %v4 = insertelement <12 x i32> %v3, i32 %e4a, i32 4
  %v5 = insertelement <12 x i32> %v4, i32 %e5i, i32 5
  %v6 = insertelement <12 x i32> %v5, i32 %e6, i32 6
  %v7 = insertelement <12 x i32> %v6, i32 %a0, i32 7
  %v8 = insertelement <12 x i32> %v7, i32 %a17, i32 8
  %v9 = insertelement <12 x i32> %v8, i32 %a39, i32 9
  %v10 = insertelement <12 x i32> %v9, i32 %g5, i32 10
  %v11 = insertelement <12 x i32> %v10, i32 %g4i, i32 11
  store <12 x i32> %v11, ptr addrspace(1) %p0, align 4
  ret void
}
