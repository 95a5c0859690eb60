; Callee-saved AGPRs (tests/calls_agpr_csr.rs): @f's inline assembly writes a31, a32 and a40;
; the kernel puts its own values there before the call and reads them after it. a32..a255
; are callee-saved on gfx90a/gfx942 (the unified register file), none on gfx908 (llc-19,
; tests/golden/llc_callee_saved.tsv). The `s_nop 4`s keep the asm clear of VALU/MAI hazards (inline
; assembly is not hazard-checked by either compiler).
define internal void @f(i32 %x) noinline {
  call void asm sideeffect "s_nop 4\0Av_accvgpr_write_b32 a31, $0\0Av_accvgpr_write_b32 a32, $0\0Av_accvgpr_write_b32 a40, $0", "v,~{a31},~{a32},~{a40}"(i32 %x)
  ret void
}
define amdgpu_kernel void @k(ptr addrspace(1) %o) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %id, 1000
  call void asm sideeffect "s_nop 4\0Av_accvgpr_write_b32 a31, $0\0Av_accvgpr_write_b32 a32, $0\0Av_accvgpr_write_b32 a40, $0", "v"(i32 %v)
  call void @f(i32 7)
  %r0 = call i32 asm sideeffect "s_nop 4\0Av_accvgpr_read_b32 $0, a31\0As_nop 4", "=v"()
  %r1 = call i32 asm sideeffect "s_nop 4\0Av_accvgpr_read_b32 $0, a32\0As_nop 4", "=v"()
  %r2 = call i32 asm sideeffect "s_nop 4\0Av_accvgpr_read_b32 $0, a40\0As_nop 4", "=v"()
  %b = mul i32 %id, 3
  %p0 = getelementptr i32, ptr addrspace(1) %o, i32 %b
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-flat-work-group-size"="1,64" }
