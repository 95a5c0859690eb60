i64_arith:
	s_load_dword s0, s[6:7], 0x18
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_mov_b32_e32 v11, v1
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v3, vcc_lo
	global_load_dwordx2 v[4:5], v[4:5], off
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[6:7], s0, 0x7f4a7c15, v0, v[4:5]
	v_mad_u64_u32 v[7:8], s0, 0x9e3779b9, v0, v[7:8]
	v_lshrrev_b64 v[8:9], 30, v[6:7]
	v_xor_b32_e32 v7, v7, v9
	v_xor_b32_e32 v6, v6, v8
	v_mul_lo_u32 v8, 0x1ce4e5b9, v7
	v_mul_lo_u32 v9, 0xbf58476d, v6
	v_mad_u64_u32 v[6:7], s0, 0x1ce4e5b9, v6, 0
	v_add3_u32 v7, v7, v9, v8
	v_lshrrev_b64 v[8:9], 27, v[6:7]
	v_xor_b32_e32 v7, v7, v9
	v_xor_b32_e32 v6, v6, v8
	v_mul_lo_u32 v8, 0x133111eb, v7
	v_mul_lo_u32 v9, 0x94d049bb, v6
	v_mad_u64_u32 v[6:7], s0, 0x133111eb, v6, 0
	v_add3_u32 v7, v7, v9, v8
	v_lshrrev_b64 v[8:9], 31, v[6:7]
	v_xor_b32_e32 v6, v6, v8
	v_xor_b32_e32 v7, v7, v9
	v_mul_hi_u32 v10, v6, s4
	v_bcnt_u32_b32 v14, v6, 0
	v_ashrrev_i64 v[12:13], 17, v[6:7]
	v_cmp_gt_i64_e32 vcc_lo, s[4:5], v[6:7]
	v_mad_u64_u32 v[8:9], s0, v7, s4, v[10:11]
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v9, v1
	v_mad_u64_u32 v[8:9], s0, v6, s5, v[8:9]
	v_mov_b32_e32 v1, v9
	v_add_co_u32 v8, s0, v10, v1
	v_add_co_ci_u32_e64 v9, s0, 0, 0, s0
	v_sub_nc_u32_e32 v1, 0, v0
	v_mad_u64_u32 v[8:9], s0, v7, s5, v[8:9]
	v_lshrrev_b64 v[10:11], v1, v[6:7]
	v_lshlrev_b64 v[0:1], v0, v[6:7]
	v_bcnt_u32_b32 v6, v7, v14
	v_ffbh_u32_e32 v15, v8
	v_or_b32_e32 v0, v0, v10
	v_or_b32_e32 v1, v1, v11
	v_ffbh_u32_e32 v7, v9
	v_cndmask_b32_e32 v10, v9, v13, vcc_lo
	v_add_nc_u32_e64 v14, v15, 32 clamp
	v_cndmask_b32_e32 v12, v8, v12, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, v[0:1], v[8:9]
	v_xor_b32_e32 v1, v10, v1
	v_min3_u32 v7, v14, v7, 64
	v_xor_b32_e32 v11, v12, v0
	v_cndmask_b32_e32 v0, v7, v6, vcc_lo
	v_add_co_u32 v0, vcc_lo, v11, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v1, vcc_lo
	v_sub_co_u32 v0, vcc_lo, v0, v4
	v_sub_co_ci_u32_e32 v1, vcc_lo, v1, v5, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_mul_lo_u32 v5, v0, s5
	v_mul_lo_u32 v4, v1, s4
	v_mad_u64_u32 v[0:1], s0, v0, s4, 0
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_add3_u32 v1, v1, v5, v4
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
