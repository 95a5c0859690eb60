; Device functions returning by-value aggregates (tests/calls_agg_ret.rs), compiled by gfxc and
; by llc-19 (golden objects tests/golden/agg_ret/): every leaf kind of LLVM's split of a
; returned struct or array (i8, i32, <2 x half>, double, an array of i16, a nested struct,
; <3 x half>, i1, global and LDS pointers, <3 x i8>, <2 x float>, a one-field struct).
; tests/calls/agg_ret_main.ll calls them.
%S = type { i8, i32, <2 x half>, double, [3 x i16], { float, i64 } }
%T = type { <3 x half>, i1, ptr addrspace(1), ptr addrspace(3), <3 x i8> }

define %S @mk_s(i32 %x) #0 {
  %b = trunc i32 %x to i8
  %b1 = add i8 %b, 3
  %s0 = insertvalue %S poison, i8 %b1, 0
  %y = mul i32 %x, 7
  %s1 = insertvalue %S %s0, i32 %y, 1
  %xh = sitofp i32 %x to half
  %h0 = insertelement <2 x half> <half 0.0, half 1.5>, half %xh, i32 0
  %s2 = insertvalue %S %s1, <2 x half> %h0, 2
  %xd = sitofp i32 %x to double
  %d = fmul double %xd, 0x3FF8000000000000
  %s3 = insertvalue %S %s2, double %d, 3
  %e = trunc i32 %x to i16
  %e1 = sub i16 0, %e
  %s4 = insertvalue %S %s3, i16 %e1, 4, 0
  %s5 = insertvalue %S %s4, i16 -2, 4, 1
  %e2 = add i16 %e, 1000
  %s6 = insertvalue %S %s5, i16 %e2, 4, 2
  %f = uitofp i32 %x to float
  %s7 = insertvalue %S %s6, float %f, 5, 0
  %w = zext i32 %x to i64
  %w1 = shl i64 %w, 35
  %w2 = or i64 %w1, 5
  %s8 = insertvalue %S %s7, i64 %w2, 5, 1
  ret %S %s8
}

define %T @mk_t(i32 %x, ptr addrspace(1) %p, ptr addrspace(3) %l) #0 {
  %xh = uitofp i32 %x to half
  %h0 = insertelement <3 x half> <half 0.5, half 0.25, half 2.0>, half %xh, i32 2
  %t0 = insertvalue %T poison, <3 x half> %h0, 0
  %odd = trunc i32 %x to i1
  %t1 = insertvalue %T %t0, i1 %odd, 1
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %x
  %t2 = insertvalue %T %t1, ptr addrspace(1) %q, 2
  %m = getelementptr i8, ptr addrspace(3) %l, i32 %x
  %t3 = insertvalue %T %t2, ptr addrspace(3) %m, 3
  %c = trunc i32 %x to i8
  %c1 = xor i8 %c, -86
  %v0 = insertelement <3 x i8> <i8 1, i8 2, i8 3>, i8 %c1, i32 1
  %t4 = insertvalue %T %t3, <3 x i8> %v0, 4
  ret %T %t4
}

define [4 x <2 x float>] @mk_a(float %f) #0 {
  %g = fadd float %f, 1.0
  %v = insertelement <2 x float> <float 0.0, float -3.0>, float %g, i32 0
  %a0 = insertvalue [4 x <2 x float>] zeroinitializer, <2 x float> %v, 0
  %a1 = insertvalue [4 x <2 x float>] %a0, <2 x float> <float 7.0, float 8.0>, 2
  %h = fmul float %f, %f
  %hv = insertelement <2 x float> <float 9.0, float 0.0>, float %h, i32 1
  %a2 = insertvalue [4 x <2 x float>] %a1, <2 x float> %hv, 3
  ret [4 x <2 x float>] %a2
}

; 16-bit leaves: a lone half, an i16 vector, an i16, a half vector (on GFX6/GFX7 each half
; comes back as an f32 dword, each 16-bit lane in a dword of its own).
define { half, <3 x i16>, i16, <2 x half>, i32 } @mk_h(i32 %x) #0 {
  %xh = sitofp i32 %x to half
  %h = fmul half %xh, 0xH3800
  %r0 = insertvalue { half, <3 x i16>, i16, <2 x half>, i32 } poison, half %h, 0
  %e = trunc i32 %x to i16
  %e1 = mul i16 %e, -7
  %v = insertelement <3 x i16> <i16 11, i16 -2, i16 300>, i16 %e1, i32 2
  %r1 = insertvalue { half, <3 x i16>, i16, <2 x half>, i32 } %r0, <3 x i16> %v, 1
  %e2 = xor i16 %e, -21846
  %r2 = insertvalue { half, <3 x i16>, i16, <2 x half>, i32 } %r1, i16 %e2, 2
  %w = insertelement <2 x half> <half 0xH3E00, half 0xHC500>, half %xh, i32 0
  %r3 = insertvalue { half, <3 x i16>, i16, <2 x half>, i32 } %r2, <2 x half> %w, 3
  %y = mul i32 %x, 3
  %r4 = insertvalue { half, <3 x i16>, i16, <2 x half>, i32 } %r3, i32 %y, 4
  ret { half, <3 x i16>, i16, <2 x half>, i32 } %r4
}

define { float } @mk_one(float %f) #0 {
  %g = fsub float 0.0, %f
  %r = insertvalue { float } poison, float %g, 0
  ret { float } %r
}

attributes #0 = { noinline }
