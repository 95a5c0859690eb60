sgemm_tiled:
	s_clause 0x1
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x28
	s_lshl_b32 s1, s6, 4
	v_lshl_or_b32 v6, s7, 4, v1
	v_or_b32_e32 v2, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s8, v6
	v_cmp_gt_i32_e64 s0, s9, v2
	s_cmp_lt_i32 s10, 1
	s_cbranch_scc1 .LBB0_7
	s_clause 0x2
	s_load_dword s14, s[4:5], 0x18
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx2 s[12:13], s[4:5], 0x20
	v_lshlrev_b32_e32 v3, 2, v0
	v_mul_lo_u32 v5, v1, s2
	v_mul_u32_u24_e32 v10, 0x44, v1
	v_mov_b32_e32 v7, 0
	s_lshl_b32 s2, s2, 4
	v_or_b32_e32 v8, 0x440, v3
	v_mad_u32_u24 v9, 0x44, v1, v3
	v_mad_u32_u24 v11, 0x44, v1, v8
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[3:4], s14, v6, s14, v[0:1]
	v_add3_u32 v4, v0, v5, s1
	s_mov_b32 s14, 0
	s_branch .LBB0_3
.LBB0_2:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	ds_write_b32 v11, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_read2_b32 v[12:13], v8 offset1:17
	ds_read2_b32 v[14:15], v10 offset1:1
	ds_read2_b32 v[16:17], v8 offset0:34 offset1:51
	ds_read2_b32 v[18:19], v10 offset0:2 offset1:3
	ds_read2_b32 v[20:21], v10 offset0:4 offset1:5
	ds_read2_b32 v[22:23], v10 offset0:6 offset1:7
	ds_read2_b32 v[24:25], v8 offset0:68 offset1:85
	v_add_nc_u32_e32 v4, s2, v4
	s_add_i32 s14, s14, 16
	s_cmp_ge_i32 s14, s10
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v7, v14, v12
	v_fmac_f32_e32 v7, v15, v13
	ds_read2_b32 v[12:13], v8 offset0:102 offset1:119
	ds_read2_b32 v[14:15], v8 offset0:136 offset1:153
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v7, v18, v16
	v_fmac_f32_e32 v7, v19, v17
	ds_read2_b32 v[16:17], v10 offset0:8 offset1:9
	ds_read2_b32 v[18:19], v8 offset0:170 offset1:187
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v7, v20, v24
	v_fmac_f32_e32 v7, v21, v25
	ds_read2_b32 v[20:21], v10 offset0:10 offset1:11
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v7, v22, v12
	v_fmac_f32_e32 v7, v23, v13
	ds_read2_b32 v[12:13], v10 offset0:12 offset1:13
	ds_read2_b32 v[22:23], v10 offset0:14 offset1:15
	ds_read2_b32 v[24:25], v8 offset0:204 offset1:221
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v7, v16, v14
	v_fmac_f32_e32 v7, v17, v15
	ds_read2_b32 v[14:15], v8 offset0:238 offset1:255
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_fmac_f32_e32 v7, v20, v18
	v_fmac_f32_e32 v7, v21, v19
	v_fmac_f32_e32 v7, v12, v24
	v_fmac_f32_e32 v7, v13, v25
	v_fmac_f32_e32 v7, v22, v14
	v_fmac_f32_e32 v7, v23, v15
	s_cbranch_scc1 .LBB0_8
.LBB0_3:
	v_add_nc_u32_e32 v5, s14, v0
	v_cmp_gt_i32_e64 s1, s10, v5
	v_mov_b32_e32 v5, 0
	s_and_b32 s1, vcc_lo, s1
	s_and_saveexec_b32 s15, s1
	s_cbranch_execz .LBB0_5
	v_add_nc_u32_e32 v12, s14, v3
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32 v12, s1, s6, v12
	v_add_co_ci_u32_e64 v13, s1, s7, v13, s1
	global_load_dword v5, v[12:13], off
.LBB0_5:
	s_waitcnt_depctr 0xffe3
	s_or_b32 exec_lo, exec_lo, s15
	v_add_nc_u32_e32 v12, s14, v1
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	ds_write_b32 v9, v5
	v_cmp_gt_i32_e64 s1, s10, v12
	v_mov_b32_e32 v12, 0
	s_and_b32 s1, s1, s0
	s_and_saveexec_b32 s15, s1
	s_cbranch_execz .LBB0_2
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	v_add_co_u32 v12, s1, s12, v12
	v_add_co_ci_u32_e64 v13, s1, s13, v13, s1
	s_waitcnt_vscnt null, 0x0
	global_load_dword v12, v[12:13], off
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v7, 0
.LBB0_8:
	v_cmp_gt_i32_e32 vcc_lo, s8, v6
	v_cmp_gt_i32_e64 s0, s9, v2
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_10
	s_clause 0x1
	s_load_dword s2, s[4:5], 0x38
	s_load_dwordx2 s[0:1], s[4:5], 0x30
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s2, v6, s2, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s3, v2
	v_fmac_f32_e32 v2, s11, v7
	global_store_dword v[0:1], v2, off
.LBB0_10:
	s_endpgm
__oclc_ABI_version:
amdhsa.kernels:
amdhsa.version:
