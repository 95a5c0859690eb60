; Default-visibility (preemptible) globals: code reaches them through the GOT
; (R_AMDGPU_GOTPCREL32_LO/HI), lld fills the GOT with R_AMDGPU_ABS64 against .dynsym, and a
; pointer to one in data stays R_AMDGPU_ABS64 too.
target triple = "amdgcn-amd-amdhsa"
@gcount = addrspace(1) global i32 0, align 4
@gtab = addrspace(1) global [4 x i32] [i32 3, i32 1, i32 4, i32 1], align 4
@gptr = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @gtab, i64 4), align 8

define amdgpu_kernel void @bump(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) @gcount, i32 1 monotonic
  %j = and i32 %id, 3
  %q = getelementptr [4 x i32], ptr addrspace(1) @gtab, i32 0, i32 %j
  %w = load i32, ptr addrspace(1) %q
  %p = load ptr addrspace(1), ptr addrspace(1) @gptr
  %x = load i32, ptr addrspace(1) %p
  %s = add i32 %old, %w
  %s2 = add i32 %s, %x
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %s2, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
