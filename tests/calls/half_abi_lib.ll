; 16-bit lanes across real calls (tests/calls_half_abi.rs): on GFX6/GFX7 llc-19 passes each
; half (scalar or vector lane) as an f32 and each i16 vector lane in a dword of its own
; (gfxc_lower::half_abi); elsewhere two 16-bit lanes share a dword. Every function is called
; from tests/calls/half_abi_main.ll, compiled separately.
define half @h_add(half %a, half %b) noinline {
  %r = fadd half %a, %b
  ret half %r
}
define <2 x half> @h_swap(<2 x half> %a, i32 %b) noinline {
  %x = extractelement <2 x half> %a, i32 0
  %y = extractelement <2 x half> %a, i32 1
  %bf = sitofp i32 %b to half
  %x2 = fadd half %x, %bf
  %r0 = insertelement <2 x half> poison, half %y, i32 0
  %r1 = insertelement <2 x half> %r0, half %x2, i32 1
  ret <2 x half> %r1
}
define <3 x half> @h3(<3 x half> %a, half %s) noinline {
  %sv0 = insertelement <3 x half> poison, half %s, i32 0
  %sv = shufflevector <3 x half> %sv0, <3 x half> poison, <3 x i32> zeroinitializer
  %r = fmul <3 x half> %a, %sv
  ret <3 x half> %r
}
define <4 x i16> @i4(<4 x i16> %a, i16 %s) noinline {
  %sv0 = insertelement <4 x i16> poison, i16 %s, i32 0
  %sv = shufflevector <4 x i16> %sv0, <4 x i16> poison, <4 x i32> zeroinitializer
  %r = add <4 x i16> %a, %sv
  ret <4 x i16> %r
}
define <3 x i16> @i3(<3 x i16> %a, <2 x i16> %b) noinline {
  %b0 = extractelement <2 x i16> %b, i32 0
  %b1 = extractelement <2 x i16> %b, i32 1
  %a2 = extractelement <3 x i16> %a, i32 2
  %m = mul i16 %a2, %b1
  %r0 = insertelement <3 x i16> %a, i16 %b0, i32 0
  %r1 = insertelement <3 x i16> %r0, i16 %m, i32 2
  ret <3 x i16> %r1
}
define i32 @mixed(<2 x half> %a, <3 x i16> %b, half %c, i32 %d) noinline {
  %a1 = extractelement <2 x half> %a, i32 1
  %s = fadd half %a1, %c
  %si = fptosi half %s to i32
  %b2 = extractelement <3 x i16> %b, i32 2
  %b2w = sext i16 %b2 to i32
  %t = mul i32 %si, %d
  %r = add i32 %t, %b2w
  ret i32 %r
}
