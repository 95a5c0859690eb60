; Indirect calls from LLVM IR (tests/calls_indirect.rs): `ptr @f` as a value (selected,
; stored to an alloca and loaded back, passed to a function, a phi), `call %p(...)` with a
; uniform and a divergent pointer, void and f64 results.
target triple = "amdgcn-amd-amdhsa"

define internal i32 @f1(i32 %x, float %y) {
  %c = fptosi float %y to i32
  %r = add i32 %x, %c
  ret i32 %r
}

define internal i32 @f2(i32 %x, float %y) {
  %r = mul i32 %x, 5
  ret i32 %r
}

define internal i32 @f3(i32 %x, float %y) {
  %r = xor i32 %x, 1234
  ret i32 %r
}

define internal double @d1(double %a, i64 %b) {
  %c = sitofp i64 %b to double
  %r = fmul double %a, %c
  ret double %r
}

define internal double @d2(double %a, i64 %b) {
  %c = sitofp i64 %b to double
  %r = fsub double %a, %c
  ret double %r
}

define internal void @st1(ptr addrspace(1) %p, i32 %v) {
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define internal void @st2(ptr addrspace(1) %p, i32 %v) {
  %w = sub i32 0, %v
  store i32 %w, ptr addrspace(1) %p
  ret void
}

; Calls the pointer it is given.
define internal i32 @apply(ptr %fp, i32 %x) noinline {
  %r = call i32 %fp(i32 %x, float 3.0)
  %s = call i32 %fp(i32 %r, float 1.0)
  ret i32 %s
}

define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %sel) {
entry:
  %slots = alloca [3 x ptr], align 8, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %gid, 6
  %i = add i32 %base, %tid
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %i
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %i
  %pc = getelementptr i32, ptr addrspace(1) %c, i32 %i
  ; uniform pointer
  %u = icmp eq i32 %sel, 0
  %fu = select i1 %u, ptr @f1, ptr @f2
  %r1 = call i32 %fu(i32 %i, float 2.0)
  ; divergent pointer from a private table
  %s1 = getelementptr [3 x ptr], ptr addrspace(5) %slots, i32 0, i32 1
  %s2 = getelementptr [3 x ptr], ptr addrspace(5) %slots, i32 0, i32 2
  store ptr @f1, ptr addrspace(5) %slots
  store ptr @f2, ptr addrspace(5) %s1
  store ptr @f3, ptr addrspace(5) %s2
  %m = urem i32 %i, 3
  %sp = getelementptr [3 x ptr], ptr addrspace(5) %slots, i32 0, i32 %m
  %fd = load ptr, ptr addrspace(5) %sp
  %tf = sitofp i32 %tid to float
  %r2 = call i32 %fd(i32 %i, float %tf)
  %sum = add i32 %r1, %r2
  store i32 %sum, ptr addrspace(1) %pa
  ; a phi of function pointers, an f64 result
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %join
then:
  br label %join
join:
  %fdd = phi ptr [ @d1, %then ], [ @d2, %entry ]
  %i64 = sext i32 %i to i64
  %r3 = call double %fdd(double 1.5, i64 %i64)
  %r3i = fptosi double %r3 to i32
  ; a device function calling through the pointer it receives
  %r4 = call i32 @apply(ptr %fd, i32 %tid)
  %sum2 = add i32 %r3i, %r4
  store i32 %sum2, ptr addrspace(1) %pb
  ; void
  %lo = icmp ult i32 %tid, 32
  %fs = select i1 %lo, ptr @st1, ptr @st2
  call void %fs(ptr addrspace(1) %pc, i32 %i)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
