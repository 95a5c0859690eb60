# cpus: gfx600 gfx700 gfx900 gfx90a gfx1030 gfx1100
# same-message
# Float constants in 64-bit source operands (data/lit64.tsv): inline only when the double is
# exactly an inline value (1/(2*pi) = 0.15915494309189532 from GFX8 on); otherwise the double's
# high dword in a floating-point operand (literals in VOP3 from GFX10 on, in VOP1/VOPC e32
# everywhere) and rejected in an integer one.
s_mov_b64 s[2:3], 1.5
s_mov_b64 s[2:3], 1.0
s_mov_b64 s[2:3], -4.0
s_mov_b64 s[2:3], 0.15915494
s_mov_b64 s[2:3], 0.15915494309189532
s_mov_b64 s[2:3], 0.1
s_mov_b64 s[2:3], 0.0
s_mov_b64 s[2:3], 0xffffffff
s_mov_b64 s[2:3], -5
s_and_b64 s[2:3], s[4:5], 2.0
s_and_b64 s[2:3], s[4:5], 3.0
s_cselect_b64 s[2:3], 0.5, s[4:5]
s_mov_b32 s1, 0.15915494309189532
s_mov_b32 s1, 0.15915494
v_add_f64 v[0:1], v[2:3], 1.5
v_add_f64 v[0:1], v[2:3], 0.1
v_add_f64 v[0:1], v[2:3], 0.15915494
v_add_f64 v[0:1], v[2:3], 0.15915494309189532
v_add_f64 v[0:1], -v[2:3], -0.5
v_add_f64 v[0:1], 0x12345678, v[2:3]
v_fma_f64 v[0:1], v[2:3], 2.5, v[4:5]
v_cvt_f32_f64 v0, 1.5
v_cvt_f32_f64 v0, 0.15915494
v_cvt_f32_f64_e64 v0, 1.5
v_rcp_f64 v[0:1], 3.0
v_cmp_eq_f64_e64 s[4:5], v[2:3], 1.5
v_cmp_eq_f64_e64 s4, v[2:3], 1.5
v_lshlrev_b64 v[0:1], 1, 1.5
v_lshlrev_b64 v[0:1], 1, 1.0
v_cmpx_eq_f64_e64 s[4:5], 1.5, v[2:3]
