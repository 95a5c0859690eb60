; Protected globals in .data (initialized) and .bss (zero): PC-relative code, no relocations.
target triple = "amdgcn-amd-amdhsa"
@counts = protected addrspace(1) global [64 x i32] zeroinitializer, align 4
@init = protected addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16

define amdgpu_kernel void @accumulate(ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %id, 63
  %p = getelementptr [64 x i32], ptr addrspace(1) @counts, i32 0, i32 %i
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %ip
  %j = and i32 %id, 3
  %q = getelementptr [4 x i32], ptr addrspace(1) @init, i32 0, i32 %j
  %w = load i32, ptr addrspace(1) %q
  %s = add i32 %v, %w
  %old = atomicrmw add ptr addrspace(1) %p, i32 %s monotonic
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
