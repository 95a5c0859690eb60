; Aggregate results of more than 32 dwords (tests/calls_agg_sret.rs): returned through a
; hidden private pointer (sret demotion, v0) in the struct's memory layout, as llc-19 does.
%B = type { [20 x i32], double, i8, <4 x half>, [8 x float] }

define %B @mk_b(i32 %x, float %f) noinline {
  %a0 = insertvalue %B poison, i32 %x, 0, 0
  %x1 = mul i32 %x, 3
  %a1 = insertvalue %B %a0, i32 %x1, 0, 1
  %x19 = xor i32 %x, 12345
  %a2 = insertvalue %B %a1, i32 %x19, 0, 19
  %fill = insertvalue %B %a2, i32 7, 0, 2
  %b3 = insertvalue %B %fill, i32 8, 0, 3
  %b4 = insertvalue %B %b3, i32 9, 0, 4
  %b5 = insertvalue %B %b4, i32 10, 0, 5
  %b6 = insertvalue %B %b5, i32 11, 0, 6
  %b7 = insertvalue %B %b6, i32 12, 0, 7
  %b8 = insertvalue %B %b7, i32 13, 0, 8
  %b9 = insertvalue %B %b8, i32 14, 0, 9
  %b10 = insertvalue %B %b9, i32 15, 0, 10
  %b11 = insertvalue %B %b10, i32 16, 0, 11
  %b12 = insertvalue %B %b11, i32 17, 0, 12
  %b13 = insertvalue %B %b12, i32 18, 0, 13
  %b14 = insertvalue %B %b13, i32 19, 0, 14
  %b15 = insertvalue %B %b14, i32 20, 0, 15
  %b16 = insertvalue %B %b15, i32 21, 0, 16
  %b17 = insertvalue %B %b16, i32 22, 0, 17
  %b18 = insertvalue %B %b17, i32 23, 0, 18
  %d = sitofp i32 %x to double
  %c1 = insertvalue %B %b18, double %d, 1
  %t = trunc i32 %x to i8
  %c2 = insertvalue %B %c1, i8 %t, 2
  %h = fptrunc float %f to half
  %hv0 = insertelement <4 x half> <half 0xH3C00, half 0xH4000, half 0xH4200, half 0xH4400>, half %h, i32 2
  %c3 = insertvalue %B %c2, <4 x half> %hv0, 3
  %c4 = insertvalue %B %c3, float %f, 4, 0
  %f2 = fadd float %f, 1.5
  %c5 = insertvalue %B %c4, float %f2, 4, 7
  %c6 = insertvalue %B %c5, float 2.0, 4, 1
  %c7 = insertvalue %B %c6, float 3.0, 4, 2
  %c8 = insertvalue %B %c7, float 4.0, 4, 3
  %c9 = insertvalue %B %c8, float 5.0, 4, 4
  %c10 = insertvalue %B %c9, float 6.0, 4, 5
  %c11 = insertvalue %B %c10, float 7.0, 4, 6
  ret %B %c11
}

define [40 x i32] @mk_a(i32 %x) noinline {
  %r0 = insertvalue [40 x i32] zeroinitializer, i32 %x, 0
  %y = add i32 %x, 100
  %r1 = insertvalue [40 x i32] %r0, i32 %y, 39
  %z = mul i32 %x, %x
  %r2 = insertvalue [40 x i32] %r1, i32 %z, 17
  ret [40 x i32] %r2
}

; Forwards a large result of another function, after changing a field.
define %B @fwd(i32 %x) noinline {
  %b = call %B @mk_b(i32 %x, float 0.25)
  %y = add i32 %x, 1
  %b2 = insertvalue %B %b, i32 %y, 0, 5
  ret %B %b2
}
