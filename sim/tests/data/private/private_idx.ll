; private_idx: every work-item fills a private array of 48 i32 (alloca in addrspace(5)),
; then reads it back at two data-dependent indices and stores their sum. With alloca
; promotion disabled (gen.sh) llc-19 keeps the array in scratch: MUBUF through the private
; segment buffer on GFX6-GFX8, FLAT/scratch_* or MUBUF on later targets.
define amdgpu_kernel void @private_idx(ptr addrspace(1) noalias %in, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %arr = alloca [48 x i32], align 4, addrspace(5)
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
  br label %fill

fill:
  %k = phi i32 [ 0, %load ], [ %k1, %fill ]
  %v = mul i32 %k, %x
  %v2 = xor i32 %v, %k
  %p = getelementptr inbounds [48 x i32], ptr addrspace(5) %arr, i32 0, i32 %k
  store volatile i32 %v2, ptr addrspace(5) %p, align 4
  %k1 = add nuw nsw i32 %k, 1
  %c = icmp ult i32 %k1, 48
  br i1 %c, label %fill, label %read

read:
  %xs = lshr i32 %x, 3
  %j = urem i32 %xs, 48
  %q = getelementptr inbounds [48 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  %r = load volatile i32, ptr addrspace(5) %q, align 4
  %j2 = sub nuw nsw i32 47, %j
  %q2 = getelementptr inbounds [48 x i32], ptr addrspace(5) %arr, i32 0, i32 %j2
  %r2 = load volatile i32, ptr addrspace(5) %q2, align 4
  %s = add i32 %r, %r2
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s, ptr addrspace(1) %pout, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

