; Kernel inputs read by noinline callees through LLVM's intrinsics (tests/calls_inputs.rs):
; the implicit-argument pointer (hidden block count and group sizes), the dispatch pointer
; (work-group size x/y dword, grid size x), a forwarder, and a recursive callee reading the
; work-group size at every level. The callees stay real calls and receive the
; implicit-argument pointer in s[8:9].
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define internal i32 @hidden(i32 %x) #0 {
  %p = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %bc = load i32, ptr addrspace(4) %p, align 4
  %q = getelementptr i8, ptr addrspace(4) %p, i64 12
  %gs = load i16, ptr addrspace(4) %q, align 4
  %gs32 = zext i16 %gs to i32
  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %dq = getelementptr i8, ptr addrspace(4) %d, i64 4
  %wg = load i32, ptr addrspace(4) %dq, align 4
  %dg = getelementptr i8, ptr addrspace(4) %d, i64 12
  %grid = load i32, ptr addrspace(4) %dg, align 4
  %a = mul i32 %bc, 1000
  %b = add i32 %a, %gs32
  %c = xor i32 %b, %wg
  %e = add i32 %c, %grid
  %f = add i32 %e, %x
  ret i32 %f
}

define internal i32 @fwd(i32 %x) #0 {
  %r = call i32 @hidden(i32 %x)
  %s = mul i32 %r, 3
  ret i32 %s
}

define internal i32 @rec(i32 %n) {
  %p = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %q = getelementptr i8, ptr addrspace(4) %p, i64 12
  %gs = load i16, ptr addrspace(4) %q, align 4
  %gs32 = zext i16 %gs to i32
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
done:
  ret i32 %gs32
more:
  %m = sub i32 %n, 1
  %r = call i32 @rec(i32 %m)
  %s = add i32 %r, %gs32
  ret i32 %s
}

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %g64 = mul i32 %g, 64
  %i = add i32 %t, %g64
  %x = add i32 %i, %a
  %r = call i32 @fwd(i32 %x)
  %n = and i32 %t, 7
  %d = call i32 @rec(i32 %n)
  %s = add i32 %r, %d
  %idx = zext i32 %i to i64
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { noinline }
