sgemm_tiled:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0x28
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v8, v0, 10, 10
	s_lshl_b32 s2, s6, 4
	v_lshl_or_b32 v1, s7, 4, v8
	v_or_b32_e32 v0, s2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_cbranch_scc1 .LBB0_7
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	s_load_dwordx2 s[14:15], s[4:5], 0x20
	v_lshlrev_b32_e32 v3, 2, v2
	s_movk_i32 s16, 0x44
	v_mad_u32_u24 v9, v8, s16, v3
	v_add_u32_e32 v11, 0x440, v3
	v_mul_lo_u32 v3, v8, s12
	v_mul_u32_u24_e32 v10, 0x44, v8
	v_mad_u32_u24 v12, v8, s16, v11
	v_add3_u32 v4, v2, v3, s2
	s_lshl_b32 s12, s12, 4
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[6:7], s[2:3], v1, s3, v[2:3]
	s_mov_b32 s18, 0
	v_mov_b32_e32 v3, 0
	s_branch .LBB0_3
.LBB0_2:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[14:15], v11 offset1:17
	ds_read2_b32 v[16:17], v10 offset1:1
	ds_read2_b32 v[18:19], v11 offset0:34 offset1:51
	ds_read2_b32 v[20:21], v10 offset0:2 offset1:3
	ds_read2_b32 v[22:23], v10 offset0:4 offset1:5
	ds_read2_b32 v[24:25], v10 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v11 offset0:68 offset1:85
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v3, v16, v14
	v_fmac_f32_e32 v3, v17, v15
	ds_read2_b32 v[14:15], v11 offset0:102 offset1:119
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v20, v18
	v_fmac_f32_e32 v3, v21, v19
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v3, v22, v26
	v_fmac_f32_e32 v3, v23, v27
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v24, v14
	v_fmac_f32_e32 v3, v25, v15
	ds_read2_b32 v[14:15], v11 offset0:136 offset1:153
	ds_read2_b32 v[16:17], v10 offset0:8 offset1:9
	ds_read2_b32 v[18:19], v11 offset0:170 offset1:187
	ds_read2_b32 v[20:21], v10 offset0:10 offset1:11
	ds_read2_b32 v[22:23], v10 offset0:12 offset1:13
	ds_read2_b32 v[24:25], v10 offset0:14 offset1:15
	ds_read2_b32 v[26:27], v11 offset0:204 offset1:221
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v3, v16, v14
	v_fmac_f32_e32 v3, v17, v15
	ds_read2_b32 v[14:15], v11 offset0:238 offset1:255
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v3, v20, v18
	v_fmac_f32_e32 v3, v21, v19
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v3, v22, v26
	v_fmac_f32_e32 v3, v23, v27
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v24, v14
	s_add_i32 s18, s18, 16
	v_fmac_f32_e32 v3, v25, v15
	s_cmp_ge_i32 s18, s10
	v_add_u32_e32 v4, s12, v4
	s_barrier
	s_cbranch_scc1 .LBB0_8
.LBB0_3:
	v_add_u32_e32 v5, s18, v2
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_5
	v_add_u32_e32 v14, s18, v6
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v5, s7
	v_add_co_u32_e64 v14, s[2:3], s6, v14
	v_addc_co_u32_e64 v15, s[2:3], v5, v15, s[2:3]
	global_load_dword v5, v[14:15], off
.LBB0_5:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v5
	v_add_u32_e32 v5, s18, v8
	v_cmp_gt_i32_e64 s[2:3], s10, v5
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_mov_b32_e32 v5, 0
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e64 v14, s[2:3], s14, v14
	v_addc_co_u32_e64 v15, s[2:3], v5, v15, s[2:3]
	global_load_dword v5, v[14:15], off
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v3, 0
.LBB0_8:
	v_cmp_gt_i32_e32 vcc, s8, v1
	v_cmp_gt_i32_e64 s[0:1], s9, v0
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
	s_load_dword s2, s[4:5], 0x38
	s_load_dwordx2 s[0:1], s[4:5], 0x30
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[2:3], v1, s2, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s13, v2
	v_fmac_f32_e32 v2, s11, v3
	global_store_dword v[0:1], v2, off
.LBB0_10:
	s_endpgm
__oclc_ABI_version:
amdhsa.kernels:
amdhsa.version:
