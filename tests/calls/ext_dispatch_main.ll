; The caller of tests/calls/ext_dispatch_lib.ll: the callees are only declared, so gfxc enables
; the dispatch pointer and dispatch id user SGPRs and passes them in s[4:5] and s[10:11], as
; llc-19 passes them to an unknown callee (tests/calls_extern_inputs.rs). @k2 reads the
; dispatch id itself and calls nothing.
declare i32 @ext_dispatch(i32)
declare i64 @ext_id(i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i64 @llvm.amdgcn.dispatch.id()
define amdgpu_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %o64, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 64
  %gid = add i32 %base, %id
  %a = add i32 %gid, %n
  %r = call i32 @ext_dispatch(i32 %a)
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %gid
  store i32 %r, ptr addrspace(1) %p
  %r64 = call i64 @ext_id(i32 %gid)
  %p64 = getelementptr i64, ptr addrspace(1) %o64, i32 %gid
  store i64 %r64, ptr addrspace(1) %p64
  ret void
}
define amdgpu_kernel void @k2(ptr addrspace(1) %o64) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %d = call i64 @llvm.amdgcn.dispatch.id()
  %z = zext i32 %id to i64
  %s = add i64 %d, %z
  %p = getelementptr i64, ptr addrspace(1) %o64, i32 %id
  store i64 %s, ptr addrspace(1) %p
  ret void
}
