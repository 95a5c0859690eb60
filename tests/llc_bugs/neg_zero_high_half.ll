; The <2 x half> vector (x, -0.0), stored as an i32, is 0x8000 << 16 | bits(x). On GFX9 and
; later llc-19 selects v_and_b32 0xffff of the zero-extended 16-bit load of x: the high half
; comes out as +0.0 (0x0000), as if the -0.0 element were +0.0. The second use of x (the
; compare) is what makes llc load x once, zero-extended, instead of loading it with
; global_load_short_d16 into a register already holding 0x80000000. Found by `gfxc fuzz --llc`
; (session 25, seeds 7252043 and 7251244). Written for gfxc's tests/llc_bugs.rs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr half, ptr addrspace(1) %in, i32 %i
  %x = load half, ptr addrspace(1) %p, align 2
  %v = insertelement <2 x half> <half 0xH8000, half 0xH8000>, half %x, i32 0
  %b = bitcast <2 x half> %v to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %b, ptr addrspace(1) %q, align 4
  %c = fcmp uno half %x, 0.0
  %z = zext i1 %c to i32
  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 64
  store i32 %z, ptr addrspace(1) %q2, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
