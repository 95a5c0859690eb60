; By-value aggregate arguments of a device function (tests/calls_aggregate.rs): a struct of
; i8, i32, <2 x half>, double, [3 x i16] and { float, i64 }, and an array of two floats,
; each passed as its leaves (one parameter each) as llc-19 splits them.
%S = type { i8, i32, <2 x half>, double, [3 x i16], { float, i64 } }
define internal i32 @f(%S %s, [2 x float] %a) noinline {
  %x = extractvalue %S %s, 0
  %x32 = zext i8 %x to i32
  %y = extractvalue %S %s, 1
  %h = extractvalue %S %s, 2
  %h1 = extractelement <2 x half> %h, i32 1
  %hf = fpext half %h1 to float
  %d = extractvalue %S %s, 3
  %df = fptrunc double %d to float
  %e = extractvalue %S %s, 4, 2
  %e32 = sext i16 %e to i32
  %g = extractvalue %S %s, 5, 1
  %g32 = trunc i64 %g to i32
  %a1 = extractvalue [2 x float] %a, 1
  %s1 = fadd float %hf, %df
  %s2 = fadd float %s1, %a1
  %si = fptosi float %s2 to i32
  %t1 = add i32 %x32, %y
  %t2 = mul i32 %t1, %e32
  %t3 = add i32 %t2, %g32
  %t4 = add i32 %t3, %si
  ret i32 %t4
}
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %b = trunc i32 %id to i8
  %s0 = insertvalue %S zeroinitializer, i8 %b, 0
  %s1 = insertvalue %S %s0, i32 %n, 1
  %s2 = insertvalue %S %s1, <2 x half> <half 1.0, half 2.5>, 2
  %idf = sitofp i32 %id to double
  %s3 = insertvalue %S %s2, double %idf, 3
  %s4 = insertvalue %S %s3, [3 x i16] [i16 1, i16 2, i16 -3], 4
  %i64 = zext i32 %id to i64
  %big = shl i64 %i64, 33
  %big2 = or i64 %big, 7
  %s5 = insertvalue %S %s4, { float, i64 } { float 0.0, i64 0 }, 5
  %s6 = insertvalue %S %s5, i64 %big2, 5, 1
  %r = call i32 @f(%S %s6, [2 x float] [float 0.5, float 4.25])
  %r2 = call i32 @f(%S %s1, [2 x float] zeroinitializer)
  %r3 = add i32 %r, %r2
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %id
  store i32 %r3, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
