int_divrem:
	s_load_dwordx4 s[20:23], s[6:7], 0xa
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v3, s0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s22, v3
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v4, 0
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0x100f000
	v_lshl_b64 v[7:8], v[3:4], 2
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], s[10:11]
	s_mov_b64 s[2:3], s[18:19]
	buffer_load_dword v0, v[7:8], s[0:3], 0 addr64
	s_mov_b64 s[16:17], s[8:9]
	buffer_load_dword v6, v[7:8], s[16:19], 0 addr64
	v_cvt_f32_u32_e32 v1, s20
	s_mul_i32 s4, s20, s21
	v_cvt_f32_u32_e32 v5, s4
	v_cvt_f32_u32_e32 v2, s21
	v_rcp_iflag_f32_e32 v1, v1
	s_sub_i32 s0, 0, s20
	v_rcp_iflag_f32_e32 v5, v5
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	s_sub_i32 s2, 0, s4
	v_mul_lo_u32 v9, s0, v1
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_mul_lo_u32 v11, s2, v5
	v_cvt_u32_f32_e32 v2, v2
	v_mul_hi_u32 v9, v1, v9
	s_sub_i32 s1, 0, s21
	v_mul_hi_u32 v11, v5, v11
	v_mul_lo_u32 v10, s1, v2
	v_add_i32_e32 v1, vcc, v1, v9
	v_mul_hi_u32 v1, v3, v1
	v_add_i32_e32 v5, vcc, v5, v11
	v_mul_hi_u32 v5, v3, v5
	v_mul_hi_u32 v10, v2, v10
	v_mul_lo_u32 v9, v1, s20
	s_mov_b64 s[16:17], s[14:15]
	v_mul_lo_u32 v11, v5, s4
	v_add_i32_e32 v2, vcc, v2, v10
	v_add_i32_e32 v10, vcc, 1, v1
	v_add_i32_e32 v12, vcc, 1, v5
	v_sub_i32_e32 v9, vcc, v3, v9
	v_cmp_le_u32_e32 vcc, s20, v9
	v_cndmask_b32_e32 v1, v1, v10, vcc
	v_subrev_i32_e64 v10, s[0:1], s20, v9
	v_sub_i32_e64 v11, s[0:1], v3, v11
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_i32_e32 v10, vcc, 1, v1
	v_cmp_le_u32_e32 vcc, s4, v11
	v_cndmask_b32_e32 v5, v5, v12, vcc
	v_subrev_i32_e64 v12, s[0:1], s4, v11
	v_cmp_le_u32_e64 s[0:1], s20, v9
	v_cndmask_b32_e64 v1, v1, v10, s[0:1]
	v_mul_hi_u32 v2, v1, v2
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_i32_e32 v12, vcc, 1, v5
	v_mul_lo_u32 v2, v2, s21
	v_subrev_i32_e64 v10, s[2:3], s20, v9
	v_cmp_le_u32_e32 vcc, s4, v11
	v_cndmask_b32_e64 v9, v9, v10, s[0:1]
	v_cndmask_b32_e32 v10, v5, v12, vcc
	v_sub_i32_e32 v1, vcc, v1, v2
	v_subrev_i32_e32 v2, vcc, s21, v1
	s_mov_b64 s[14:15], s[18:19]
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v5, 1, v0, vcc
	v_sub_i32_e32 v0, vcc, 0, v5
	v_max_i32_e32 v11, v5, v0
	v_cvt_f32_u32_e32 v12, v11
	v_cmp_le_u32_e32 vcc, s21, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_i32_e32 v2, vcc, s21, v1
	v_rcp_iflag_f32_e32 v12, v12
	v_cmp_le_u32_e32 vcc, s21, v1
	v_cndmask_b32_e32 v13, v1, v2, vcc
	v_cvt_f32_u32_e32 v1, v5
	v_mul_f32_e32 v2, 0x4f7ffffe, v12
	v_cvt_u32_f32_e32 v2, v2
	v_sub_i32_e32 v12, vcc, 0, v11
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_lo_u32 v12, v12, v2
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v15, vcc, 0, v6
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_mul_hi_u32 v12, v2, v12
	v_cvt_u32_f32_e32 v1, v1
	v_max_i32_e32 v15, v6, v15
	v_ashrrev_i32_e32 v14, 31, v6
	v_add_i32_e32 v2, vcc, v2, v12
	v_mul_hi_u32 v2, v15, v2
	v_mul_lo_u32 v0, v0, v1
	v_ashrrev_i32_e32 v12, 31, v5
	v_xor_b32_e32 v12, v14, v12
	v_mul_lo_u32 v16, v2, v11
	v_mul_hi_u32 v0, v1, v0
	v_add_i32_e32 v17, vcc, 1, v2
	v_sub_i32_e32 v15, vcc, v15, v16
	v_cmp_ge_u32_e32 vcc, v15, v11
	v_cndmask_b32_e32 v2, v2, v17, vcc
	v_sub_i32_e64 v16, s[0:1], v15, v11
	v_add_i32_e64 v0, s[0:1], v1, v0
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_add_i32_e32 v16, vcc, 1, v2
	v_mul_hi_u32 v0, v6, v0
	v_cmp_ge_u32_e32 vcc, v15, v11
	v_cndmask_b32_e32 v2, v2, v16, vcc
	v_xor_b32_e32 v1, v2, v12
	v_sub_i32_e64 v12, s[0:1], v1, v12
	v_mul_lo_u32 v1, v0, v5
	v_sub_i32_e64 v2, s[0:1], v15, v11
	v_cndmask_b32_e32 v11, v15, v2, vcc
	v_sub_i32_e32 v1, vcc, v6, v1
	v_add_i32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v5
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_sub_i32_e64 v2, s[0:1], v1, v5
	s_mov_b32 s0, 0x24924925
	v_mul_hi_u32 v15, v6, s0
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_add_i32_e32 v2, vcc, 1, v0
	s_mov_b32 s0, 0x66666667
	v_cmp_ge_u32_e32 vcc, v1, v5
	v_mul_hi_i32 v1, v6, s0
	v_cndmask_b32_e32 v16, v0, v2, vcc
	v_sub_i32_e32 v0, vcc, v6, v15
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v15, vcc, v0, v15
	v_lshrrev_b32_e32 v0, 31, v1
	v_ashrrev_i32_e32 v1, 2, v1
	v_add_i32_e32 v17, vcc, v1, v0
	v_lshl_b64 v[0:1], v[3:4], 3
	s_mov_b32 s0, 0xf4243
	buffer_load_dwordx2 v[2:3], v[0:1], s[12:15], 0 addr64
	v_mul_lo_u32 v10, v10, s0
	v_lshrrev_b32_e32 v15, 2, v15
	v_mul_lo_u32 v15, v15, 7
	v_xor_b32_e32 v11, v11, v14
	v_add_i32_e32 v10, vcc, v10, v13
	v_mul_lo_u32 v10, v10, 31
	v_sub_i32_e32 v11, vcc, v11, v14
	v_sub_i32_e32 v15, vcc, v6, v15
	v_add_i32_e32 v9, vcc, v10, v9
	v_xor_b32_e32 v9, v9, v12
	v_add_i32_e32 v9, vcc, v9, v11
	v_lshrrev_b32_e32 v14, 28, v14
	v_xor_b32_e32 v9, v9, v16
	v_add_i32_e32 v6, vcc, v6, v14
	v_add_i32_e32 v9, vcc, v9, v15
	v_ashrrev_i32_e32 v6, 4, v6
	v_sub_i32_e32 v9, vcc, v9, v17
	v_add_i32_e32 v9, vcc, v9, v6
	v_mov_b32_e32 v6, v4
	v_lshl_b64 v[5:6], v[5:6], 7
	buffer_store_dword v9, v[7:8], s[16:19], 0 addr64
	v_mov_b32_e32 v7, v4
	s_waitcnt expcnt(0)
	v_or_b32_e32 v9, 1, v5
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v8, v3, v6
	v_cmp_ne_u64_e32 vcc, 0, v[7:8]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_3
	v_cvt_f32_u32_e32 v4, v9
	v_cvt_f32_ubyte0_e32 v5, v6
	v_sub_i32_e32 v7, vcc, 0, v9
	v_madmk_f32 v4, v5, 0x4f800000, v4
	v_rcp_f32_e32 v4, v4
	v_subb_u32_e32 v8, vcc, 0, v6, vcc
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	v_mul_f32_e32 v5, 0x2f800000, v4
	v_trunc_f32_e32 v5, v5
	v_madmk_f32 v4, v5, 0xcf800000, v4
	v_cvt_u32_f32_e32 v5, v5
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v10, v7, v5
	v_mul_hi_u32 v11, v7, v4
	v_mul_lo_u32 v13, v8, v4
	v_mul_lo_u32 v12, v7, v4
	v_add_i32_e32 v10, vcc, v11, v10
	v_add_i32_e32 v10, vcc, v10, v13
	v_mul_hi_u32 v11, v4, v12
	v_mul_lo_u32 v13, v4, v10
	v_mul_hi_u32 v14, v4, v10
	v_mul_hi_u32 v15, v5, v10
	v_mul_lo_u32 v10, v5, v10
	v_add_i32_e32 v11, vcc, v11, v13
	v_addc_u32_e32 v13, vcc, 0, v14, vcc
	v_mul_lo_u32 v14, v5, v12
	v_mul_hi_u32 v12, v5, v12
	v_add_i32_e32 v11, vcc, v11, v14
	v_addc_u32_e32 v11, vcc, v13, v12, vcc
	v_addc_u32_e32 v12, vcc, 0, v15, vcc
	v_add_i32_e32 v10, vcc, v11, v10
	v_addc_u32_e32 v11, vcc, 0, v12, vcc
	v_add_i32_e32 v4, vcc, v4, v10
	v_addc_u32_e32 v5, vcc, v5, v11, vcc
	v_mul_lo_u32 v10, v7, v5
	v_mul_hi_u32 v11, v7, v4
	v_mul_lo_u32 v8, v8, v4
	v_mul_lo_u32 v7, v7, v4
	v_add_i32_e32 v10, vcc, v11, v10
	v_add_i32_e32 v8, vcc, v10, v8
	v_mul_lo_u32 v12, v4, v8
	v_mul_hi_u32 v13, v4, v7
	v_mul_hi_u32 v14, v4, v8
	v_mul_hi_u32 v11, v5, v7
	v_mul_lo_u32 v7, v5, v7
	v_mul_hi_u32 v10, v5, v8
	v_add_i32_e32 v12, vcc, v13, v12
	v_addc_u32_e32 v13, vcc, 0, v14, vcc
	v_mul_lo_u32 v8, v5, v8
	v_add_i32_e32 v7, vcc, v12, v7
	v_addc_u32_e32 v7, vcc, v13, v11, vcc
	v_addc_u32_e32 v10, vcc, 0, v10, vcc
	v_add_i32_e32 v7, vcc, v7, v8
	v_addc_u32_e32 v8, vcc, 0, v10, vcc
	v_add_i32_e32 v4, vcc, v4, v7
	v_addc_u32_e32 v5, vcc, v5, v8, vcc
	v_mul_lo_u32 v7, v2, v5
	v_mul_hi_u32 v8, v2, v4
	v_mul_hi_u32 v10, v2, v5
	v_mul_hi_u32 v11, v3, v5
	v_mul_lo_u32 v5, v3, v5
	v_add_i32_e32 v7, vcc, v8, v7
	v_addc_u32_e32 v8, vcc, 0, v10, vcc
	v_mul_lo_u32 v10, v3, v4
	v_mul_hi_u32 v4, v3, v4
	v_add_i32_e32 v7, vcc, v7, v10
	v_addc_u32_e32 v4, vcc, v8, v4, vcc
	v_addc_u32_e32 v7, vcc, 0, v11, vcc
	v_add_i32_e32 v4, vcc, v4, v5
	v_addc_u32_e32 v5, vcc, 0, v7, vcc
	v_mul_lo_u32 v7, v9, v5
	v_mul_hi_u32 v8, v9, v4
	v_mul_lo_u32 v10, v6, v4
	v_add_i32_e32 v7, vcc, v8, v7
	v_mul_lo_u32 v8, v9, v4
	v_add_i32_e32 v7, vcc, v7, v10
	v_sub_i32_e32 v10, vcc, v3, v7
	v_sub_i32_e32 v11, vcc, v2, v8
	v_subb_u32_e64 v8, s[0:1], v10, v6, vcc
	v_sub_i32_e64 v10, s[0:1], v11, v9
	v_subbrev_u32_e64 v12, s[2:3], 0, v8, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v12, v6
	v_cndmask_b32_e64 v13, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v10, v9
	v_cndmask_b32_e64 v14, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v12, v6
	v_cndmask_b32_e64 v13, v13, v14, s[2:3]
	v_add_i32_e64 v14, s[2:3], 2, v4
	v_addc_u32_e64 v15, s[2:3], 0, v5, s[2:3]
	v_add_i32_e64 v16, s[2:3], 1, v4
	v_addc_u32_e64 v17, s[2:3], 0, v5, s[2:3]
	v_subb_u32_e32 v7, vcc, v3, v7, vcc
	v_cmp_ne_u32_e64 s[2:3], 0, v13
	v_cmp_ge_u32_e32 vcc, v7, v6
	v_cndmask_b32_e64 v13, v17, v15, s[2:3]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v11, v9
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v7, v6
	v_subb_u32_e64 v6, s[0:1], v8, v6, s[0:1]
	v_sub_i32_e64 v9, s[0:1], v10, v9
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_subbrev_u32_e64 v6, s[0:1], 0, v6, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v15
	v_cndmask_b32_e64 v6, v12, v6, s[2:3]
	v_cndmask_b32_e32 v5, v5, v13, vcc
	v_cndmask_b32_e64 v13, v16, v14, s[2:3]
	v_cndmask_b32_e32 v8, v7, v6, vcc
	v_cndmask_b32_e64 v6, v10, v9, s[2:3]
	v_cndmask_b32_e32 v4, v4, v13, vcc
	v_cndmask_b32_e32 v7, v11, v6, vcc
.LBB0_3:
	s_or_saveexec_b64 s[0:1], s[4:5]
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_5
	v_cvt_f32_u32_e32 v4, v9
	v_sub_i32_e32 v5, vcc, 0, v9
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_i32_e32 v4, vcc, v4, v5
	v_mul_hi_u32 v4, v2, v4
	v_mov_b32_e32 v5, 0
	v_mul_lo_u32 v6, v4, v9
	v_add_i32_e32 v7, vcc, 1, v4
	v_sub_i32_e32 v6, vcc, v2, v6
	v_sub_i32_e32 v8, vcc, v6, v9
	v_cmp_ge_u32_e32 vcc, v6, v9
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cndmask_b32_e32 v4, v4, v7, vcc
	v_sub_i32_e32 v7, vcc, v6, v9
	v_add_i32_e32 v8, vcc, 1, v4
	v_cmp_ge_u32_e32 vcc, v6, v9
	v_cndmask_b32_e32 v7, v6, v7, vcc
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_mov_b32_e32 v8, v5
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x1054
	s_add_u32 s0, 0x134, s0
	v_mov_b32_e32 v6, 0x4b82e800
	v_add_i32_e32 v6, vcc, s0, v6
	s_addc_u32 s1, 0, 0
	s_or_b32 s0, vcc_lo, vcc_hi
	s_cmp_lg_u32 s0, 0
	s_mov_b32 s0, 0xc46535f9
	v_mul_hi_u32 v9, v6, s0
	s_addc_u32 s1, s1, 4
	v_mul_lo_u32 v10, v6, s0
	s_mul_i32 s2, s1, 0xc46535f9
	v_add_i32_e32 v9, vcc, s2, v9
	v_sub_i32_e32 v9, vcc, v9, v6
	v_mul_lo_u32 v13, v6, v9
	v_mul_hi_u32 v14, v6, v10
	v_mul_hi_u32 v15, v6, v9
	v_mul_hi_u32 v12, s1, v10
	v_mul_lo_u32 v10, s1, v10
	v_mul_hi_u32 v11, s1, v9
	v_add_i32_e32 v13, vcc, v14, v13
	v_addc_u32_e32 v14, vcc, 0, v15, vcc
	v_mul_lo_u32 v9, s1, v9
	v_add_i32_e32 v10, vcc, v13, v10
	v_addc_u32_e32 v10, vcc, v14, v12, vcc
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v9, vcc, v10, v9
	v_addc_u32_e32 v10, vcc, 0, v11, vcc
	v_mov_b32_e32 v11, s1
	v_add_i32_e32 v6, vcc, v6, v9
	v_addc_u32_e32 v9, vcc, v11, v10, vcc
	v_ashrrev_i32_e32 v10, 31, v3
	v_add_i32_e32 v2, vcc, v2, v10
	v_xor_b32_e32 v2, v2, v10
	v_mul_lo_u32 v11, v2, v9
	v_mul_hi_u32 v12, v2, v6
	v_mul_hi_u32 v13, v2, v9
	v_addc_u32_e32 v3, vcc, v3, v10, vcc
	v_xor_b32_e32 v3, v3, v10
	v_add_i32_e32 v11, vcc, v12, v11
	v_addc_u32_e32 v12, vcc, 0, v13, vcc
	v_mul_lo_u32 v13, v3, v6
	v_mul_hi_u32 v6, v3, v6
	v_mul_hi_u32 v14, v3, v9
	v_mul_lo_u32 v9, v3, v9
	v_add_i32_e32 v11, vcc, v11, v13
	v_addc_u32_e32 v6, vcc, v12, v6, vcc
	v_addc_u32_e32 v11, vcc, 0, v14, vcc
	v_add_i32_e32 v6, vcc, v6, v9
	v_addc_u32_e32 v9, vcc, 0, v11, vcc
	s_mov_b32 s0, 0x3b9aca07
	v_mul_lo_u32 v9, v9, s0
	v_mul_hi_u32 v11, v6, s0
	v_mul_lo_u32 v6, v6, s0
	s_mov_b32 s0, 0x3b9aca06
	v_xor_b32_e32 v4, v4, v7
	v_add_i32_e32 v9, vcc, v11, v9
	v_sub_i32_e32 v2, vcc, v2, v6
	v_subb_u32_e32 v3, vcc, v3, v9, vcc
	v_subrev_i32_e32 v6, vcc, 0x3b9aca07, v2
	v_subbrev_u32_e32 v9, vcc, 0, v3, vcc
	v_subrev_i32_e32 v11, vcc, 0x3b9aca07, v6
	v_subbrev_u32_e32 v12, vcc, 0, v9, vcc
	v_cmp_lt_u32_e32 vcc, s0, v6
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v9
	v_cndmask_b32_e32 v13, -1, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_cmp_lt_u32_e64 s[0:1], s0, v2
	v_cndmask_b32_e32 v9, v9, v12, vcc
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	v_cndmask_b32_e64 v12, -1, v12, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_cndmask_b32_e64 v2, v2, v6, s[0:1]
	v_cndmask_b32_e64 v3, v3, v9, s[0:1]
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v10
	v_sub_i32_e32 v2, vcc, v2, v10
	v_subb_u32_e32 v3, vcc, v3, v10, vcc
	v_xor_b32_e32 v5, v5, v8
	v_add_i32_e32 v2, vcc, v4, v2
	s_mov_b32 s6, 0
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	s_mov_b32 s7, 0x100f000
	s_waitcnt lgkmcnt(0)
	buffer_store_dwordx2 v[2:3], v[0:1], s[4:7], 0 addr64
.LBB0_6:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
