int_divrem:
	s_load_dwordx4 s[16:19], s[6:7], 0x28
	v_lshl_or_b32 v4, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s18, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_cvt_f32_u32_e32 v2, s16
	s_mul_i32 s2, s16, s17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v0, vcc, s10, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dword v8, v[0:1], off
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v0, vcc, s8, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dword v11, v[0:1], off
	v_cvt_f32_u32_e32 v9, s2
	v_rcp_iflag_f32_e32 v2, v2
	v_cvt_f32_u32_e32 v3, s17
	s_sub_i32 s0, 0, s16
	v_rcp_iflag_f32_e32 v9, v9
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_rcp_iflag_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v12, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v9
	v_cvt_u32_f32_e32 v9, v2
	v_lshlrev_b64 v[0:1], 3, v[4:5]
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_mul_lo_u32 v14, s0, v12
	s_sub_i32 s4, 0, s2
	v_mov_b32_e32 v10, s13
	v_cvt_u32_f32_e32 v13, v3
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v10, v1, vcc
	v_mul_lo_u32 v10, s4, v9
	s_sub_i32 s1, 0, s17
	v_mul_hi_u32 v14, v12, v14
	v_mul_lo_u32 v15, s1, v13
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mul_hi_u32 v10, v9, v10
	v_add_u32_e32 v12, v12, v14
	v_mul_hi_u32 v15, v13, v15
	v_mul_hi_u32 v12, v4, v12
	v_add_u32_e32 v9, v9, v10
	v_mul_hi_u32 v9, v4, v9
	v_add_u32_e32 v10, v13, v15
	v_mul_lo_u32 v13, v12, s16
	v_add_u32_e32 v14, 1, v12
	v_mul_lo_u32 v15, v9, s2
	v_add_u32_e32 v16, 1, v9
	v_sub_u32_e32 v13, v4, v13
	v_cmp_le_u32_e32 vcc, s16, v13
	v_cndmask_b32_e32 v12, v12, v14, vcc
	v_subrev_u32_e32 v14, s16, v13
	v_sub_u32_e32 v4, v4, v15
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_cmp_le_u32_e32 vcc, s2, v4
	v_subrev_u32_e32 v15, s2, v4
	v_cndmask_b32_e32 v9, v9, v16, vcc
	v_cndmask_b32_e32 v4, v4, v15, vcc
	v_add_u32_e32 v14, 1, v12
	v_cmp_le_u32_e64 s[0:1], s16, v13
	v_cndmask_b32_e64 v12, v12, v14, s[0:1]
	v_mul_hi_u32 v10, v12, v10
	v_add_u32_e32 v14, 1, v9
	s_mov_b32 s3, 0xf4243
	s_load_dwordx2 s[4:5], s[6:7], 0x20
	v_mul_lo_u32 v10, v10, s17
	v_sub_u32_e32 v10, v12, v10
	v_subrev_u32_e32 v12, s17, v10
	s_waitcnt vmcnt(2)
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_cndmask_b32_e32 v8, 1, v8, vcc
	v_sub_u32_e32 v15, 0, v8
	v_max_i32_e32 v16, v8, v15
	v_cvt_f32_u32_e32 v17, v16
	v_cmp_le_u32_e32 vcc, s2, v4
	v_cndmask_b32_e32 v9, v9, v14, vcc
	v_cvt_f32_u32_e32 v14, v8
	v_rcp_iflag_f32_e32 v4, v17
	v_cmp_le_u32_e32 vcc, s17, v10
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v17, v4
	v_cndmask_b32_e32 v4, v10, v12, vcc
	v_rcp_iflag_f32_e32 v10, v14
	v_sub_u32_e32 v12, 0, v16
	v_mul_lo_u32 v12, v12, v17
	v_subrev_u32_e32 v14, s17, v4
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v18, v10
	v_mul_hi_u32 v10, v17, v12
	v_cmp_le_u32_e32 vcc, s17, v4
	v_cndmask_b32_e32 v4, v4, v14, vcc
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v14, 0, v11
	v_add_u32_e32 v10, v17, v10
	v_max_i32_e32 v14, v11, v14
	v_mul_lo_u32 v12, v15, v18
	v_mul_hi_u32 v15, v14, v10
	v_mad_u64_u32 v[9:10], s[2:3], v9, s3, v[4:5]
	v_mul_hi_u32 v12, v18, v12
	v_mul_lo_u32 v4, v15, v16
	v_add_u32_e32 v10, v18, v12
	v_sub_u32_e32 v4, v14, v4
	v_add_u32_e32 v14, 1, v15
	v_cmp_ge_u32_e32 vcc, v4, v16
	v_cndmask_b32_e32 v14, v15, v14, vcc
	v_sub_u32_e32 v15, v4, v16
	v_cndmask_b32_e32 v4, v4, v15, vcc
	v_add_u32_e32 v15, 1, v14
	v_cmp_ge_u32_e32 vcc, v4, v16
	v_ashrrev_i32_e32 v12, 31, v11
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_ashrrev_i32_e32 v15, 31, v8
	v_mul_hi_u32 v17, v11, v10
	v_xor_b32_e32 v10, v12, v15
	v_sub_u32_e32 v15, v4, v16
	v_cndmask_b32_e32 v15, v4, v15, vcc
	v_xor_b32_e32 v4, v14, v10
	v_sub_u32_e32 v14, v4, v10
	v_subrev_u32_e32 v4, s16, v13
	v_cndmask_b32_e64 v4, v13, v4, s[0:1]
	v_mul_lo_u32 v16, v17, v8
	v_mad_u64_u32 v[9:10], s[0:1], v9, 31, v[4:5]
	s_mov_b32 s0, 0x24924925
	v_mul_hi_u32 v10, v11, s0
	v_xor_b32_e32 v13, v15, v12
	v_sub_u32_e32 v15, v11, v16
	v_cmp_ge_u32_e32 vcc, v15, v8
	v_sub_u32_e32 v16, v15, v8
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_sub_u32_e32 v16, v11, v10
	v_lshrrev_b32_e32 v16, 1, v16
	v_add_u32_e32 v10, v16, v10
	v_add_u32_e32 v4, 1, v17
	v_lshrrev_b32_e32 v10, 2, v10
	s_mov_b32 s0, 0x66666667
	v_cndmask_b32_e32 v4, v17, v4, vcc
	v_mul_lo_u32 v10, v10, 7
	v_cmp_ge_u32_e32 vcc, v15, v8
	v_mul_hi_i32 v15, v11, s0
	v_add_u32_e32 v16, 1, v4
	v_sub_u32_e32 v13, v13, v12
	v_cndmask_b32_e32 v4, v4, v16, vcc
	v_sub_u32_e32 v10, v11, v10
	v_lshrrev_b32_e32 v16, 31, v15
	v_ashrrev_i32_e32 v15, 2, v15
	v_lshrrev_b32_e32 v12, 28, v12
	v_xad_u32 v9, v9, v14, v13
	v_add_u32_e32 v15, v15, v16
	v_add_u32_e32 v11, v11, v12
	v_xad_u32 v4, v9, v4, v10
	v_ashrrev_i32_e32 v11, 4, v11
	v_sub_u32_e32 v4, v4, v15
	v_mov_b32_e32 v9, s15
	v_add_co_u32_e32 v10, vcc, s14, v6
	v_add_u32_e32 v4, v4, v11
	v_addc_co_u32_e32 v11, vcc, v9, v7, vcc
	v_mov_b32_e32 v9, v5
	v_lshlrev_b64 v[6:7], 7, v[8:9]
	v_mov_b32_e32 v8, v5
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v9, v3, v7
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	v_or_b32_e32 v6, 1, v6
	global_store_dword v[10:11], v4, off
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB0_3
	v_cvt_f32_u32_e32 v4, v6
	v_cvt_f32_ubyte0_e32 v5, v7
	v_sub_co_u32_e32 v12, vcc, 0, v6
	v_madmk_f32 v4, v5, 0x4f800000, v4
	v_rcp_f32_e32 v4, v4
	v_subb_co_u32_e32 v13, vcc, 0, v7, vcc
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	v_mul_f32_e32 v5, 0x2f800000, v4
	v_trunc_f32_e32 v5, v5
	v_madmk_f32 v4, v5, 0xcf800000, v4
	v_cvt_u32_f32_e32 v10, v5
	v_cvt_u32_f32_e32 v11, v4
	v_mul_lo_u32 v8, v12, v10
	v_mul_lo_u32 v9, v13, v11
	v_mad_u64_u32 v[4:5], s[0:1], v12, v11, 0
	v_add3_u32 v14, v5, v8, v9
	v_mul_hi_u32 v5, v11, v4
	v_mad_u64_u32 v[8:9], s[0:1], v11, v14, 0
	v_add_co_u32_e32 v15, vcc, v5, v8
	v_mad_u64_u32 v[4:5], s[0:1], v10, v4, 0
	v_addc_co_u32_e32 v16, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v10, v14, 0
	v_add_co_u32_e32 v4, vcc, v15, v4
	v_addc_co_u32_e32 v4, vcc, v16, v5, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_add_co_u32_e32 v4, vcc, v4, v8
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v14, vcc, v11, v4
	v_addc_co_u32_e32 v15, vcc, v10, v5, vcc
	v_mul_lo_u32 v8, v12, v15
	v_mul_lo_u32 v9, v13, v14
	v_mad_u64_u32 v[4:5], s[0:1], v12, v14, 0
	v_add3_u32 v5, v5, v8, v9
	v_mad_u64_u32 v[10:11], s[0:1], v14, v5, 0
	v_mul_hi_u32 v12, v14, v4
	v_mad_u64_u32 v[8:9], s[0:1], v15, v5, 0
	v_mad_u64_u32 v[4:5], s[0:1], v15, v4, 0
	v_add_co_u32_e32 v10, vcc, v12, v10
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32_e32 v4, vcc, v10, v4
	v_addc_co_u32_e32 v4, vcc, v11, v5, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_add_co_u32_e32 v4, vcc, v4, v8
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v8, vcc, v14, v4
	v_addc_co_u32_e32 v9, vcc, v15, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v2, v9, 0
	v_mul_hi_u32 v10, v2, v8
	v_add_co_u32_e32 v10, vcc, v10, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v3, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v3, v9, 0
	v_add_co_u32_e32 v4, vcc, v10, v4
	v_addc_co_u32_e32 v4, vcc, v11, v5, vcc
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_add_co_u32_e32 v8, vcc, v4, v8
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	v_mul_lo_u32 v10, v7, v8
	v_mul_lo_u32 v11, v6, v9
	v_mad_u64_u32 v[4:5], s[0:1], v6, v8, 0
	v_add3_u32 v5, v5, v11, v10
	v_sub_u32_e32 v10, v3, v5
	v_sub_co_u32_e32 v11, vcc, v2, v4
	v_subb_co_u32_e64 v10, s[0:1], v10, v7, vcc
	v_sub_co_u32_e64 v12, s[0:1], v11, v6
	v_subbrev_co_u32_e64 v13, s[2:3], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v13, v7
	v_cndmask_b32_e64 v4, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v12, v6
	v_cndmask_b32_e64 v14, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v13, v7
	v_cndmask_b32_e64 v4, v4, v14, s[2:3]
	v_add_co_u32_e64 v14, s[2:3], 2, v8
	v_addc_co_u32_e64 v15, s[2:3], 0, v9, s[2:3]
	v_add_co_u32_e64 v16, s[2:3], 1, v8
	v_addc_co_u32_e64 v17, s[2:3], 0, v9, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v4
	v_cndmask_b32_e64 v4, v17, v15, s[2:3]
	v_subb_co_u32_e32 v15, vcc, v3, v5, vcc
	v_cmp_ge_u32_e32 vcc, v15, v7
	v_cndmask_b32_e64 v5, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v11, v6
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v15, v7
	v_subb_co_u32_e64 v7, s[0:1], v10, v7, s[0:1]
	v_cndmask_b32_e32 v5, v5, v17, vcc
	v_sub_co_u32_e64 v6, s[0:1], v12, v6
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_subbrev_co_u32_e64 v7, s[0:1], 0, v7, s[0:1]
	v_cndmask_b32_e32 v5, v9, v4, vcc
	v_cndmask_b32_e64 v4, v16, v14, s[2:3]
	v_cndmask_b32_e64 v7, v13, v7, s[2:3]
	v_cndmask_b32_e64 v6, v12, v6, s[2:3]
	v_cndmask_b32_e32 v4, v8, v4, vcc
	v_cndmask_b32_e32 v9, v15, v7, vcc
	v_cndmask_b32_e32 v8, v11, v6, vcc
.LBB0_3:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_5
	v_cvt_f32_u32_e32 v4, v6
	v_sub_u32_e32 v5, 0, v6
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	v_add_u32_e32 v4, v4, v5
	v_mul_hi_u32 v4, v2, v4
	v_mov_b32_e32 v5, 0
	v_mul_lo_u32 v7, v4, v6
	v_add_u32_e32 v8, 1, v4
	v_sub_u32_e32 v7, v2, v7
	v_sub_u32_e32 v9, v7, v6
	v_cmp_ge_u32_e32 vcc, v7, v6
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_sub_u32_e32 v8, v7, v6
	v_add_u32_e32 v9, 1, v4
	v_cmp_ge_u32_e32 vcc, v7, v6
	v_cndmask_b32_e32 v8, v7, v8, vcc
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_mov_b32_e32 v9, v5
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x1054
	s_add_u32 s0, 0x134, s0
	v_mov_b32_e32 v6, 0x4b82e800
	s_addc_u32 s1, 0, 0
	v_add_co_u32_e32 v6, vcc, s0, v6
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s0, s1, 4
	v_readfirstlane_b32 s2, v6
	s_mul_i32 s1, s0, 0xc46535f9
	s_mul_hi_u32 s3, s2, 0xc46535f9
	s_add_i32 s3, s3, s1
	s_sub_i32 s1, s3, s2
	s_mul_i32 s6, s2, 0xc46535f9
	s_mul_hi_u32 s9, s2, s1
	s_mul_i32 s10, s2, s1
	s_mul_hi_u32 s2, s2, s6
	s_add_u32 s2, s2, s10
	s_mul_hi_u32 s7, s0, s6
	s_mul_i32 s8, s0, s6
	s_addc_u32 s6, 0, s9
	s_add_u32 s2, s2, s8
	s_mul_hi_u32 s3, s0, s1
	s_addc_u32 s2, s6, s7
	s_addc_u32 s3, s3, 0
	s_mul_i32 s1, s0, s1
	s_add_u32 s1, s2, s1
	s_addc_u32 s2, 0, s3
	v_add_co_u32_e32 v6, vcc, s1, v6
	v_ashrrev_i32_e32 v10, 31, v3
	s_cmp_lg_u64 vcc, 0
	v_add_co_u32_e32 v2, vcc, v2, v10
	s_addc_u32 s2, s0, s2
	v_xor_b32_e32 v11, v2, v10
	v_addc_co_u32_e32 v7, vcc, v3, v10, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v11, s2, 0
	v_mul_hi_u32 v12, v11, v6
	v_xor_b32_e32 v13, v7, v10
	v_xor_b32_e32 v5, v5, v9
	v_add_co_u32_e32 v12, vcc, v12, v2
	v_addc_co_u32_e32 v14, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v13, v6, 0
	v_mad_u64_u32 v[6:7], s[0:1], v13, s2, 0
	v_add_co_u32_e32 v2, vcc, v12, v2
	v_addc_co_u32_e32 v2, vcc, v14, v3, vcc
	v_addc_co_u32_e32 v3, vcc, 0, v7, vcc
	v_add_co_u32_e32 v2, vcc, v2, v6
	s_mov_b32 s2, 0x3b9aca07
	v_addc_co_u32_e32 v6, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v2, s2, 0
	v_mad_u64_u32 v[6:7], s[0:1], v6, s2, v[3:4]
	v_sub_co_u32_e32 v2, vcc, v11, v2
	v_subb_co_u32_e32 v3, vcc, v13, v6, vcc
	v_subrev_co_u32_e32 v6, vcc, 0x3b9aca07, v2
	v_subbrev_co_u32_e32 v7, vcc, 0, v3, vcc
	v_subrev_co_u32_e32 v11, vcc, 0x3b9aca07, v6
	v_subbrev_co_u32_e32 v12, vcc, 0, v7, vcc
	s_mov_b32 s0, 0x3b9aca06
	v_cmp_lt_u32_e32 vcc, s0, v6
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v13, -1, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_cmp_lt_u32_e64 s[0:1], s0, v2
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	v_cndmask_b32_e64 v12, -1, v12, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v12
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_cndmask_b32_e64 v2, v2, v6, s[0:1]
	v_cndmask_b32_e64 v3, v3, v7, s[0:1]
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v10
	v_sub_co_u32_e32 v2, vcc, v2, v10
	v_subb_co_u32_e32 v3, vcc, v3, v10, vcc
	v_xor_b32_e32 v4, v4, v8
	v_add_co_u32_e32 v2, vcc, v4, v2
	v_addc_co_u32_e32 v3, vcc, v5, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB0_6:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
