; The caller of tests/calls/ext_implicit_lib.ll: the callee is only declared, so gfxc passes it
; the implicit-argument pointer in s[8:9] as llc-19 passes it to an unknown callee.
declare i32 @wg_size_x(i32)
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %id, %n
  %r = call i32 @wg_size_x(i32 %a)
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %id
  store i32 %r, ptr addrspace(1) %p
  ret void
}
