; Hidden globals and pointers between them: a constant table of pointers (.data.rel.ro) and a
; writable pointer (.data), both R_AMDGPU_RELATIVE64 in .rela.dyn; hidden becomes local.
target triple = "amdgcn-amd-amdhsa"
@a = hidden addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@b = hidden addrspace(1) global [4 x i32] zeroinitializer, align 4
@c = hidden addrspace(4) constant [4 x i32] [i32 7, i32 8, i32 9, i32 10], align 4
@ptrs = hidden addrspace(4) constant [3 x ptr addrspace(1)] [ptr addrspace(1) @a, ptr addrspace(1) @b, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @a, i64 8)], align 8
@cptr = hidden addrspace(1) global ptr addrspace(4) @c, align 8

define amdgpu_kernel void @indirect(ptr addrspace(1) %out, i32 %sel) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %s = urem i32 %sel, 3
  %pp = getelementptr [3 x ptr addrspace(1)], ptr addrspace(4) @ptrs, i32 0, i32 %s
  %p = load ptr addrspace(1), ptr addrspace(4) %pp
  %j = and i32 %id, 1
  %e = getelementptr i32, ptr addrspace(1) %p, i32 %j
  %v = load i32, ptr addrspace(1) %e
  %cp = load ptr addrspace(4), ptr addrspace(1) @cptr
  %ce = getelementptr i32, ptr addrspace(4) %cp, i32 %j
  %cv = load i32, ptr addrspace(4) %ce
  %r = add i32 %v, %cv
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
