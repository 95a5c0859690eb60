; llc-19 narrows this 64-bit unsigned remainder to a 32-bit one because both operands have at
; least 32 sign bits, which is wrong when the dividend is negative (LLVM's
; AMDGPUCodeGenPrepare::getDivNumBits used sign bits for unsigned division; fixed after
; LLVM 19 by llvm/llvm-project#116733 / #118928). Written for gfxc's tests/llc_bugs.rs (found by `gfxc fuzz --llc`, seed 7321166).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %id
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %id
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %xs = sext i32 %x to i64
  %yz = zext i32 %y to i64
  %q = urem i64 %xs, %yz
  %t = trunc i64 %q to i32
  %po = getelementptr i32, ptr addrspace(1) %o, i32 %id
  store i32 %t, ptr addrspace(1) %po, align 4
  ret void
}
