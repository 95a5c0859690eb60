int_divrem:
	s_load_dwordx4 s[16:19], s[6:7], 0xa
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v1, s0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s18, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[5:6], v[1:2], 2
	v_cvt_f32_u32_e32 v7, s16
	s_mul_i32 s4, s16, s17
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s11
	v_add_i32_e32 v3, vcc, s10, v5
	v_addc_u32_e32 v4, vcc, v0, v6, vcc
	flat_load_dword v0, v[3:4]
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v3, vcc, s8, v5
	v_addc_u32_e32 v4, vcc, v4, v6, vcc
	flat_load_dword v9, v[3:4]
	v_cvt_f32_u32_e32 v3, s4
	v_rcp_iflag_f32_e32 v4, v7
	v_cvt_f32_u32_e32 v8, s17
	s_sub_i32 s0, 0, s16
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_rcp_iflag_f32_e32 v7, v8
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v8, s0, v4
	s_sub_i32 s2, 0, s4
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_mul_lo_u32 v11, s2, v3
	v_mul_hi_u32 v8, v4, v8
	v_cvt_u32_f32_e32 v7, v7
	s_sub_i32 s1, 0, s17
	v_mul_hi_u32 v11, v3, v11
	v_add_i32_e32 v4, vcc, v4, v8
	v_mul_lo_u32 v10, s1, v7
	v_mul_hi_u32 v4, v1, v4
	v_add_i32_e32 v3, vcc, v3, v11
	v_mul_hi_u32 v3, v1, v3
	v_mul_hi_u32 v10, v7, v10
	v_mul_lo_u32 v8, v4, s16
	v_mul_lo_u32 v11, v3, s4
	v_add_i32_e32 v7, vcc, v7, v10
	v_add_i32_e32 v10, vcc, 1, v4
	v_add_i32_e32 v12, vcc, 1, v3
	v_sub_i32_e32 v8, vcc, v1, v8
	v_cmp_le_u32_e32 vcc, s16, v8
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_subrev_i32_e64 v10, s[0:1], s16, v8
	v_sub_i32_e64 v11, s[0:1], v1, v11
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_i32_e32 v10, vcc, 1, v4
	v_cmp_le_u32_e32 vcc, s4, v11
	v_cndmask_b32_e32 v3, v3, v12, vcc
	v_subrev_i32_e64 v12, s[0:1], s4, v11
	v_cmp_le_u32_e64 s[0:1], s16, v8
	v_cndmask_b32_e64 v4, v4, v10, s[0:1]
	v_mul_hi_u32 v7, v4, v7
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_i32_e32 v12, vcc, 1, v3
	v_mul_lo_u32 v7, v7, s17
	v_subrev_i32_e64 v10, s[2:3], s16, v8
	v_cmp_le_u32_e32 vcc, s4, v11
	v_cndmask_b32_e64 v8, v8, v10, s[0:1]
	v_cndmask_b32_e32 v10, v3, v12, vcc
	v_sub_i32_e32 v3, vcc, v4, v7
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v7, 1, v0, vcc
	v_sub_i32_e32 v0, vcc, 0, v7
	v_max_i32_e32 v4, v7, v0
	v_cvt_f32_u32_e32 v11, v4
	v_subrev_i32_e32 v12, vcc, s17, v3
	v_cmp_le_u32_e32 vcc, s17, v3
	v_rcp_iflag_f32_e32 v11, v11
	v_cndmask_b32_e32 v3, v3, v12, vcc
	v_subrev_i32_e32 v12, vcc, s17, v3
	v_cmp_le_u32_e32 vcc, s17, v3
	v_cndmask_b32_e32 v12, v3, v12, vcc
	v_mul_f32_e32 v3, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_f32_u32_e32 v15, v7
	v_sub_i32_e32 v13, vcc, 0, v4
	v_mul_lo_u32 v13, v13, v3
	v_rcp_iflag_f32_e32 v15, v15
	s_waitcnt vmcnt(0)
	v_sub_i32_e32 v14, vcc, 0, v9
	v_mul_hi_u32 v13, v3, v13
	v_mul_f32_e32 v15, 0x4f7ffffe, v15
	v_cvt_u32_f32_e32 v15, v15
	v_max_i32_e32 v14, v9, v14
	v_add_i32_e32 v3, vcc, v3, v13
	v_mul_hi_u32 v3, v14, v3
	v_mul_lo_u32 v0, v0, v15
	v_ashrrev_i32_e32 v11, 31, v9
	v_ashrrev_i32_e32 v16, 31, v7
	v_xor_b32_e32 v13, v11, v16
	v_mul_lo_u32 v16, v3, v4
	v_mul_hi_u32 v0, v15, v0
	v_add_i32_e32 v17, vcc, 1, v3
	v_sub_i32_e32 v14, vcc, v14, v16
	v_cmp_ge_u32_e32 vcc, v14, v4
	v_cndmask_b32_e32 v3, v3, v17, vcc
	v_sub_i32_e64 v16, s[0:1], v14, v4
	v_add_i32_e64 v0, s[0:1], v15, v0
	v_cndmask_b32_e32 v14, v14, v16, vcc
	v_add_i32_e32 v16, vcc, 1, v3
	v_mul_hi_u32 v0, v9, v0
	v_cmp_ge_u32_e32 vcc, v14, v4
	v_cndmask_b32_e32 v3, v3, v16, vcc
	v_xor_b32_e32 v3, v3, v13
	v_sub_i32_e64 v13, s[0:1], v3, v13
	v_mul_lo_u32 v3, v0, v7
	v_sub_i32_e64 v4, s[0:1], v14, v4
	v_cndmask_b32_e32 v14, v14, v4, vcc
	v_sub_i32_e32 v3, vcc, v9, v3
	v_add_i32_e32 v4, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v3, v7
	v_cndmask_b32_e32 v0, v0, v4, vcc
	v_sub_i32_e64 v4, s[0:1], v3, v7
	s_mov_b32 s0, 0x24924925
	v_mul_hi_u32 v15, v9, s0
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_i32_e32 v4, vcc, 1, v0
	s_mov_b32 s0, 0x66666667
	v_cmp_ge_u32_e32 vcc, v3, v7
	v_mul_hi_i32 v3, v9, s0
	v_cndmask_b32_e32 v16, v0, v4, vcc
	v_sub_i32_e32 v0, vcc, v9, v15
	v_lshrrev_b32_e32 v0, 1, v0
	v_add_i32_e32 v15, vcc, v0, v15
	v_lshrrev_b32_e32 v0, 31, v3
	v_ashrrev_i32_e32 v3, 2, v3
	v_add_i32_e32 v17, vcc, v3, v0
	v_lshl_b64 v[0:1], v[1:2], 3
	v_mov_b32_e32 v4, s13
	v_add_i32_e32 v3, vcc, s12, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_load_dwordx2 v[3:4], v[3:4]
	s_mov_b32 s0, 0xf4243
	v_mul_lo_u32 v10, v10, s0
	v_lshrrev_b32_e32 v15, 2, v15
	v_mul_lo_u32 v15, v15, 7
	v_xor_b32_e32 v14, v14, v11
	v_add_i32_e32 v10, vcc, v10, v12
	v_mul_lo_u32 v10, v10, 31
	v_sub_i32_e32 v14, vcc, v14, v11
	v_sub_i32_e32 v15, vcc, v9, v15
	v_add_i32_e32 v8, vcc, v10, v8
	v_xor_b32_e32 v8, v8, v13
	v_add_i32_e32 v8, vcc, v8, v14
	v_lshrrev_b32_e32 v11, 28, v11
	v_xor_b32_e32 v8, v8, v16
	v_add_i32_e32 v9, vcc, v9, v11
	v_add_i32_e32 v8, vcc, v8, v15
	v_ashrrev_i32_e32 v9, 4, v9
	v_sub_i32_e32 v8, vcc, v8, v17
	v_add_i32_e32 v11, vcc, v8, v9
	v_mov_b32_e32 v8, s15
	v_add_i32_e32 v9, vcc, s14, v5
	v_addc_u32_e32 v10, vcc, v8, v6, vcc
	v_mov_b32_e32 v8, v2
	v_lshl_b64 v[6:7], v[7:8], 7
	flat_store_dword v[9:10], v11
	v_or_b32_e32 v2, 1, v6
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v9, v4, v7
	v_cmp_ne_u64_e32 vcc, 0, v[8:9]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB0_3
	v_cvt_f32_u32_e32 v5, v2
	v_cvt_f32_ubyte0_e32 v6, v7
	v_sub_i32_e32 v12, vcc, 0, v2
	v_madmk_f32 v5, v6, 0x4f800000, v5
	v_rcp_f32_e32 v5, v5
	v_subb_u32_e32 v13, vcc, 0, v7, vcc
	v_mul_f32_e32 v5, 0x5f7ffffc, v5
	v_mul_f32_e32 v6, 0x2f800000, v5
	v_trunc_f32_e32 v6, v6
	v_madmk_f32 v5, v6, 0xcf800000, v5
	v_cvt_u32_f32_e32 v10, v6
	v_cvt_u32_f32_e32 v11, v5
	v_mul_lo_u32 v8, v12, v10
	v_mad_u64_u32 v[5:6], s[0:1], v12, v11, 0
	v_mul_lo_u32 v9, v13, v11
	v_add_i32_e32 v6, vcc, v6, v8
	v_add_i32_e32 v15, vcc, v6, v9
	v_mul_hi_u32 v14, v11, v5
	v_mad_u64_u32 v[8:9], s[0:1], v11, v15, 0
	v_mad_u64_u32 v[5:6], s[0:1], v10, v5, 0
	v_add_i32_e32 v14, vcc, v14, v8
	v_addc_u32_e32 v16, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v10, v15, 0
	v_add_i32_e32 v5, vcc, v14, v5
	v_addc_u32_e32 v5, vcc, v16, v6, vcc
	v_addc_u32_e32 v6, vcc, 0, v9, vcc
	v_add_i32_e32 v5, vcc, v5, v8
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_add_i32_e32 v14, vcc, v11, v5
	v_addc_u32_e32 v15, vcc, v10, v6, vcc
	v_mad_u64_u32 v[5:6], s[0:1], v12, v14, 0
	v_mul_lo_u32 v10, v12, v15
	v_mul_lo_u32 v11, v13, v14
	v_mul_hi_u32 v12, v14, v5
	v_mad_u64_u32 v[8:9], s[0:1], v15, v5, 0
	v_add_i32_e32 v6, vcc, v6, v10
	v_add_i32_e32 v6, vcc, v6, v11
	v_mad_u64_u32 v[10:11], s[0:1], v14, v6, 0
	v_mad_u64_u32 v[5:6], s[0:1], v15, v6, 0
	v_add_i32_e32 v10, vcc, v12, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v8, vcc, v10, v8
	v_addc_u32_e32 v8, vcc, v11, v9, vcc
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_add_i32_e32 v5, vcc, v8, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_add_i32_e32 v8, vcc, v14, v5
	v_addc_u32_e32 v9, vcc, v15, v6, vcc
	v_mad_u64_u32 v[5:6], s[0:1], v3, v9, 0
	v_mul_hi_u32 v10, v3, v8
	v_add_i32_e32 v10, vcc, v10, v5
	v_addc_u32_e32 v11, vcc, 0, v6, vcc
	v_mad_u64_u32 v[5:6], s[0:1], v4, v8, 0
	v_mad_u64_u32 v[8:9], s[0:1], v4, v9, 0
	v_add_i32_e32 v5, vcc, v10, v5
	v_addc_u32_e32 v5, vcc, v11, v6, vcc
	v_addc_u32_e32 v6, vcc, 0, v9, vcc
	v_add_i32_e32 v8, vcc, v5, v8
	v_addc_u32_e32 v9, vcc, 0, v6, vcc
	v_mul_lo_u32 v10, v2, v9
	v_mad_u64_u32 v[5:6], s[0:1], v2, v8, 0
	v_mul_lo_u32 v11, v7, v8
	v_add_i32_e32 v6, vcc, v6, v10
	v_add_i32_e32 v6, vcc, v6, v11
	v_sub_i32_e32 v10, vcc, v4, v6
	v_sub_i32_e32 v11, vcc, v3, v5
	v_subb_u32_e64 v10, s[0:1], v10, v7, vcc
	v_sub_i32_e64 v12, s[0:1], v11, v2
	v_subbrev_u32_e64 v13, s[2:3], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v13, v7
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v12, v2
	v_cndmask_b32_e64 v14, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v13, v7
	v_cndmask_b32_e64 v5, v5, v14, s[2:3]
	v_add_i32_e64 v14, s[2:3], 2, v8
	v_addc_u32_e64 v15, s[2:3], 0, v9, s[2:3]
	v_add_i32_e64 v16, s[2:3], 1, v8
	v_addc_u32_e64 v17, s[2:3], 0, v9, s[2:3]
	v_cmp_ne_u32_e64 s[2:3], 0, v5
	v_cndmask_b32_e64 v5, v17, v15, s[2:3]
	v_subb_u32_e32 v15, vcc, v4, v6, vcc
	v_cmp_ge_u32_e32 vcc, v15, v7
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v11, v2
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v15, v7
	v_subb_u32_e64 v7, s[0:1], v10, v7, s[0:1]
	v_cndmask_b32_e32 v6, v6, v17, vcc
	v_sub_i32_e64 v2, s[0:1], v12, v2
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_subbrev_u32_e64 v7, s[0:1], 0, v7, s[0:1]
	v_cndmask_b32_e32 v6, v9, v5, vcc
	v_cndmask_b32_e64 v5, v16, v14, s[2:3]
	v_cndmask_b32_e64 v7, v13, v7, s[2:3]
	v_cndmask_b32_e64 v2, v12, v2, s[2:3]
	v_cndmask_b32_e32 v5, v8, v5, vcc
	v_cndmask_b32_e32 v9, v15, v7, vcc
	v_cndmask_b32_e32 v8, v11, v2, vcc
.LBB0_3:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_5
	v_cvt_f32_u32_e32 v5, v2
	v_sub_i32_e32 v6, vcc, 0, v2
	v_rcp_iflag_f32_e32 v5, v5
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v6, v6, v5
	v_mul_hi_u32 v6, v5, v6
	v_add_i32_e32 v5, vcc, v5, v6
	v_mul_hi_u32 v5, v3, v5
	v_mov_b32_e32 v6, 0
	v_mul_lo_u32 v7, v5, v2
	v_add_i32_e32 v8, vcc, 1, v5
	v_sub_i32_e32 v7, vcc, v3, v7
	v_sub_i32_e32 v9, vcc, v7, v2
	v_cmp_ge_u32_e32 vcc, v7, v2
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_sub_i32_e32 v8, vcc, v7, v2
	v_add_i32_e32 v9, vcc, 1, v5
	v_cmp_ge_u32_e32 vcc, v7, v2
	v_cndmask_b32_e32 v8, v7, v8, vcc
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_mov_b32_e32 v9, v6
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s0, 0x6014336
	s_add_u32 s0, 0x3d5d0800, s0
	s_addc_u32 s1, 0x134, 0
	s_add_u32 s0, s0, 0x516ea000
	s_addc_u32 s0, s1, 0
	s_addc_u32 s1, 0, 0
	s_add_u32 s0, s0, 0x1054
	v_mov_b32_e32 v2, 0x4b82e800
	v_add_i32_e32 v2, vcc, s0, v2
	s_mov_b32 s0, 0xc46535f9
	s_addc_u32 s2, 0, s1
	v_mad_u64_u32 v[10:11], s[0:1], v2, s0, 0
	s_or_b32 s3, vcc_lo, vcc_hi
	s_cmp_lg_u32 s3, 0
	s_addc_u32 s2, s2, 4
	v_mad_u64_u32 v[12:13], s[0:1], s2, v10, 0
	s_mul_i32 s0, s2, 0xc46535f9
	v_add_i32_e32 v7, vcc, s0, v11
	v_sub_i32_e32 v7, vcc, v7, v2
	v_mad_u64_u32 v[14:15], s[0:1], v2, v7, 0
	v_mul_hi_u32 v16, v2, v10
	v_mad_u64_u32 v[10:11], s[0:1], s2, v7, 0
	v_xor_b32_e32 v5, v5, v8
	v_add_i32_e32 v7, vcc, v16, v14
	v_addc_u32_e32 v14, vcc, 0, v15, vcc
	v_add_i32_e32 v7, vcc, v7, v12
	v_addc_u32_e32 v7, vcc, v14, v13, vcc
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v7, vcc, v7, v10
	v_addc_u32_e32 v10, vcc, 0, v11, vcc
	v_mov_b32_e32 v11, s2
	v_add_i32_e32 v7, vcc, v2, v7
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	v_ashrrev_i32_e32 v12, 31, v4
	v_add_i32_e32 v2, vcc, v3, v12
	v_xor_b32_e32 v13, v2, v12
	v_mad_u64_u32 v[2:3], s[0:1], v13, v10, 0
	v_mul_hi_u32 v11, v13, v7
	v_addc_u32_e32 v4, vcc, v4, v12, vcc
	v_xor_b32_e32 v4, v4, v12
	v_add_i32_e32 v14, vcc, v11, v2
	v_addc_u32_e32 v15, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v4, v7, 0
	v_mad_u64_u32 v[10:11], s[0:1], v4, v10, 0
	v_add_i32_e32 v2, vcc, v14, v2
	v_addc_u32_e32 v2, vcc, v15, v3, vcc
	v_addc_u32_e32 v3, vcc, 0, v11, vcc
	v_add_i32_e32 v2, vcc, v2, v10
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_mov_b32 s0, 0x3b9aca07
	v_mul_lo_u32 v7, v3, s0
	v_mad_u64_u32 v[2:3], s[0:1], v2, s0, 0
	s_mov_b32 s0, 0x3b9aca06
	v_add_i32_e32 v3, vcc, v3, v7
	v_sub_i32_e32 v2, vcc, v13, v2
	v_subb_u32_e32 v3, vcc, v4, v3, vcc
	v_subrev_i32_e32 v4, vcc, 0x3b9aca07, v2
	v_subbrev_u32_e32 v7, vcc, 0, v3, vcc
	v_subrev_i32_e32 v10, vcc, 0x3b9aca07, v4
	v_subbrev_u32_e32 v11, vcc, 0, v7, vcc
	v_cmp_lt_u32_e32 vcc, s0, v4
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v13, -1, v13, vcc
	v_cmp_ne_u32_e32 vcc, 0, v13
	v_cmp_lt_u32_e64 s[0:1], s0, v2
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	v_cndmask_b32_e64 v11, -1, v11, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v11
	v_cndmask_b32_e32 v4, v4, v10, vcc
	v_cndmask_b32_e64 v2, v2, v4, s[0:1]
	v_cndmask_b32_e64 v3, v3, v7, s[0:1]
	v_xor_b32_e32 v2, v2, v12
	v_xor_b32_e32 v3, v3, v12
	v_sub_i32_e32 v2, vcc, v2, v12
	v_subb_u32_e32 v3, vcc, v3, v12, vcc
	v_xor_b32_e32 v4, v6, v9
	v_add_i32_e32 v2, vcc, v5, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
.LBB0_6:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
