; flat_private: the same through a generic pointer that is either the private array (odd
; inputs) or the work-item's slice of the global buffer %tmp (even inputs), so llc-19 must use
; FLAT instructions that reach scratch through the private aperture (FLAT_SCRATCH on GFX7-GFX9).
define amdgpu_kernel void @flat_private(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %tmp, i32 %n) {
entry:
  %arr = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %grp, 6
  %i = add nuw i32 %base, %tid
  %inb = icmp ult i32 %i, %n
  br i1 %inb, label %load, label %exit

load:
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %pin, align 4
  %odd = trunc i32 %x to i1
  %fp = addrspacecast ptr addrspace(5) %arr to ptr
  %t16 = shl nuw nsw i64 %idx, 4
  %pt = getelementptr inbounds i32, ptr addrspace(1) %tmp, i64 %t16
  %gp = addrspacecast ptr addrspace(1) %pt to ptr
  %dst = select i1 %odd, ptr %fp, ptr %gp
  br label %fill

fill:
  %k = phi i32 [ 0, %load ], [ %k1, %fill ]
  %v = mul i32 %k, %x
  %v2 = add i32 %v, 12345
  %p = getelementptr inbounds i32, ptr %dst, i32 %k
  store volatile i32 %v2, ptr %p, align 4
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp ult i32 %k1, 16
  br i1 %c, label %fill, label %read

read:
  %xs = lshr i32 %x, 4
  %j = and i32 %xs, 15
  %q = getelementptr inbounds i32, ptr %dst, i32 %j
  %r = load volatile i32, ptr %q, align 4
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
