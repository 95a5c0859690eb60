; llc_perm_ashr -- i16 lane shuffles and packed arithmetic shifts as llc-19 -O3 compiles
; them (v_perm_b32, v_pk_ashrrev_i16, v_alignbit_b32): the simulator's semantics of these
; instructions are checked on LLVM's code against gfxc's interpreter (tests/packed16_llc.rs).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @llc_perm_ashr(ptr addrspace(1) noalias nocapture readonly %a,
                                         ptr addrspace(1) noalias nocapture readonly %b,
                                         ptr addrspace(1) noalias nocapture writeonly %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds <4 x i16>, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds <4 x i16>, ptr addrspace(1) %b, i64 %idx
  %va = load <4 x i16>, ptr addrspace(1) %pa, align 8
  %vb = load <4 x i16>, ptr addrspace(1) %pb, align 8
  %sh = ashr <4 x i16> %va, %vb
  %s1 = shufflevector <4 x i16> %sh, <4 x i16> %vb, <4 x i32> <i32 5, i32 0, i32 3, i32 6>
  %s2 = shufflevector <4 x i16> %va, <4 x i16> %vb, <4 x i32> <i32 1, i32 2, i32 7, i32 4>
  %m = mul <4 x i16> %va, %vb
  %s3 = shufflevector <4 x i16> %m, <4 x i16> %sh, <4 x i32> <i32 0, i32 4, i32 3, i32 7>
  %x0 = xor <4 x i16> %s1, %s2
  %x = add <4 x i16> %x0, %s3
  %po = getelementptr inbounds <4 x i16>, ptr addrspace(1) %o, i64 %idx
  store <4 x i16> %x, ptr addrspace(1) %po, align 8
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
