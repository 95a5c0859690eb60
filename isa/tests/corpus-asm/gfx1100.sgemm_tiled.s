sgemm_tiled:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[8:9], s[0:1], 0x28
	v_bfe_u32 v7, v0, 10, 10
	v_and_b32_e32 v1, 0x3ff, v0
	s_lshl_b32 s3, s14, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_or_b32 v5, s15, 4, v7
	v_or_b32_e32 v0, s3, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s4, v5
	v_cmp_gt_i32_e64 s2, s5, v0
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB0_7
	s_clause 0x2
	s_load_b32 s14, s[0:1], 0x18
	s_load_b64 s[10:11], s[0:1], 0x10
	s_load_b64 s[12:13], s[0:1], 0x20
	v_lshlrev_b32_e32 v2, 2, v1
	v_mul_lo_u32 v4, v7, s8
	v_mul_u32_u24_e32 v10, 0x44, v7
	v_mov_b32_e32 v6, 0
	s_lshl_b32 s8, s8, 4
	v_add_nc_u32_e32 v8, 0x440, v2
	v_mad_u32_u24 v9, 0x44, v7, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u32_u24 v11, 0x44, v7, v8
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], null, v5, s14, v[1:2]
	v_add3_u32 v3, v1, v4, s3
	s_mov_b32 s14, 0
	s_branch .LBB0_3
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt vmcnt(0)
	ds_store_b32 v11, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[12:13], v8 offset1:17
	ds_load_2addr_b32 v[14:15], v10 offset1:1
	ds_load_2addr_b32 v[16:17], v8 offset0:34 offset1:51
	ds_load_2addr_b32 v[18:19], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[20:21], v8 offset0:68 offset1:85
	ds_load_2addr_b32 v[22:23], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v10 offset0:6 offset1:7
	s_add_i32 s14, s14, 16
	v_add_nc_u32_e32 v3, s8, v3
	s_cmp_ge_i32 s14, s6
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v6, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v15, v13
	ds_load_2addr_b32 v[12:13], v8 offset0:102 offset1:119
	ds_load_2addr_b32 v[14:15], v8 offset0:136 offset1:153
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v6, v18, v16
	v_fmac_f32_e32 v6, v19, v17
	ds_load_2addr_b32 v[16:17], v10 offset0:8 offset1:9
	ds_load_2addr_b32 v[18:19], v8 offset0:170 offset1:187
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v6, v22, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v23, v21
	ds_load_2addr_b32 v[20:21], v10 offset0:10 offset1:11
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v24, v12
	v_fmac_f32_e32 v6, v25, v13
	ds_load_2addr_b32 v[12:13], v8 offset0:204 offset1:221
	ds_load_2addr_b32 v[22:23], v10 offset0:12 offset1:13
	ds_load_2addr_b32 v[24:25], v10 offset0:14 offset1:15
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v6, v16, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v6, v17, v15
	ds_load_2addr_b32 v[14:15], v8 offset0:238 offset1:255
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_fmac_f32_e32 v6, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v21, v19
	v_fmac_f32_e32 v6, v22, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v6, v23, v13
	v_fmac_f32_e32 v6, v24, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v6, v25, v15
	s_cbranch_scc1 .LBB0_8
.LBB0_3:
	v_add_nc_u32_e32 v4, s14, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e64 s3, s6, v4
	v_mov_b32_e32 v4, 0
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB0_5
	v_add_nc_u32_e32 v12, s14, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s3, s10, v12
	v_add_co_ci_u32_e64 v13, s3, s11, v13, s3
	global_load_b32 v4, v[12:13], off
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s15
	v_add_nc_u32_e32 v12, s14, v7
	s_waitcnt vmcnt(0)
	ds_store_b32 v9, v4
	v_cmp_gt_i32_e64 s3, s6, v12
	v_mov_b32_e32 v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s3, s3, s2
	s_and_saveexec_b32 s15, s3
	s_cbranch_execz .LBB0_2
	v_ashrrev_i32_e32 v4, 31, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[12:13], 2, v[3:4]
	v_add_co_u32 v12, s3, s12, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, s3, s13, v13, s3
	global_load_b32 v12, v[12:13], off
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v6, 0
.LBB0_8:
	v_cmp_gt_i32_e32 vcc_lo, s4, v5
	v_cmp_gt_i32_e64 s2, s5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, vcc_lo, s2
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_10
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x38
	s_load_b64 s[0:1], s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[1:2], null, v5, s2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_load_b32 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s9, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v2, s7, v6
	global_store_b32 v[0:1], v2, off
.LBB0_10:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
__oclc_ABI_version:
amdhsa.kernels:
amdhsa.version:
