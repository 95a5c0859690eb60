; tests/extcall/lib.gir in LLVM IR, for llc-19 (the mixed link of tests/extcall.rs).
target triple = "amdgcn-amd-amdhsa"

define float @affine(i32 %a, float %x) {
  %f = sitofp i32 %a to float
  %m = fmul float %x, %f
  %r = fadd float %m, 0.5
  ret float %r
}

define i64 @mix64(i64 %v, i32 %s) {
  %m = mul i64 %v, -7046029254386353131
  %z = zext i32 %s to i64
  %h = shl i64 %z, 29
  %r = xor i64 %m, %h
  ret i64 %r
}

define i32 @gid() {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %b = mul i32 %g, 64
  %r = add i32 %b, %t
  ret i32 %r
}

define i32 @sum_ptr(ptr addrspace(1) %p, i32 %i) {
  %k = and i32 %i, 3
  %z = zext i32 %k to i64
  %q = getelementptr i32, ptr addrspace(1) %p, i64 %z
  %v = load i32, ptr addrspace(1) %q
  %r = add i32 %v, %i
  ret i32 %r
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
