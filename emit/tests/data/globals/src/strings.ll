; Private strings (merged by lld into .rodata) and a hidden table of pointers to them.
target triple = "amdgcn-amd-amdhsa"
@.str = private unnamed_addr addrspace(4) constant [6 x i8] c"hello\00", align 1
@.str1 = private unnamed_addr addrspace(4) constant [6 x i8] c"world\00", align 1
@names = hidden addrspace(4) constant [2 x ptr addrspace(4)] [ptr addrspace(4) @.str, ptr addrspace(4) @.str1], align 8

define amdgpu_kernel void @pick(ptr addrspace(1) %out, i32 %sel) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %s = and i32 %sel, 1
  %pp = getelementptr [2 x ptr addrspace(4)], ptr addrspace(4) @names, i32 0, i32 %s
  %p = load ptr addrspace(4), ptr addrspace(4) %pp
  %j = and i32 %id, 3
  %e = getelementptr i8, ptr addrspace(4) %p, i32 %j
  %v = load i8, ptr addrspace(4) %e
  %o = getelementptr i8, ptr addrspace(1) %out, i32 %id
  store i8 %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
