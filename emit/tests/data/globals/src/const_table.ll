; A constant table in .rodata (internal: a local symbol), read PC-relatively.
target triple = "amdgcn-amd-amdhsa"
@table = internal addrspace(4) constant [8 x i32] [i32 1, i32 2, i32 3, i32 5, i32 8, i32 13, i32 21, i32 34], align 16

define amdgpu_kernel void @lookup(ptr addrspace(1) %out) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %id, 7
  %p = getelementptr [8 x i32], ptr addrspace(4) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
