; i128 loads, stores, kernel argument, mul, signed compare and phi (tests/ll_types.rs); the
; kernarg layout llc-19 gives is committed as i128.llc19.args.
define amdgpu_kernel void @k(ptr addrspace(1) %out, i8 %pad, i128 %k, ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds i128, ptr addrspace(1) %a, i32 %tid
  %x = load i128, ptr addrspace(1) %pa, align 4
  %m = mul i128 %x, %k
  %c = icmp slt i128 %x, %k
  br i1 %c, label %then, label %join
then:
  %s = add i128 %m, 12345678901234567890123
  br label %join
join:
  %r = phi i128 [ %m, %entry ], [ %s, %then ]
  %po = getelementptr inbounds i128, ptr addrspace(1) %out, i32 %tid
  store i128 %r, ptr addrspace(1) %po, align 8
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
