; select (x >= 0.0), +0.0, x is +0.0 for x = -0.0 (the compare is true for both zeros).
; llc-19 selects v_min_legacy_f32 0, x on GFX6/GFX7, which returns x (-0.0) on that tie
; (its legacy fmin/fmax combine ignored signed-zero ties; fixed after LLVM 19 by
; llvm/llvm-project#220519). Found by `gfxc fuzz --llc` (seed 7251111 on gfx700).
; Written for gfxc's tests/llc_bugs.rs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %c = fcmp oge float %x, 0.0
  %s = select i1 %c, float 0.0, float %x
  %q = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %s, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
