; if (tid > 0) r = writelane(77, lane 0, x) else r = x + 1000; store r.
; Lane 0 of a block takes the `else` side, so it must store x + 1000. llc-19 puts both
; sides' results in one VGPR and writes the `then` side's v_writelane_b32 into it; the
; instruction writes lane 0 whatever EXEC holds, so lane 0 stores 77. Found by
; `gfxc fuzz --llc` (session 25). Written for gfxc's tests/llc_bugs.rs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 64
  %i = add i32 %base, %tid
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %c = icmp ugt i32 %tid, 0
  br i1 %c, label %then, label %else

then:
  %w = call i32 @llvm.amdgcn.writelane(i32 77, i32 0, i32 %x)
  br label %join

else:
  %e = add i32 %x, 1000
  br label %join

join:
  %r = phi i32 [ %w, %then ], [ %e, %else ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.writelane(i32, i32, i32)
