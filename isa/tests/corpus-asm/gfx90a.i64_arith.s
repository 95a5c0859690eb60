i64_arith:
	s_load_dword s0, s[6:7], 0x18
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b32 s6, 0x9e3779b9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	s_mov_b32 s0, 0x7f4a7c15
	v_mov_b32_e32 v7, v1
	s_mov_b32 s7, 0x1ce4e5b9
	s_mov_b32 s8, 0xbf58476d
	s_mov_b32 s9, 0x133111eb
	s_mov_b32 s10, 0x94d049bb
	v_sub_u32_e32 v12, 0, v0
	v_mov_b32_e32 v16, s3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[8:9], s[0:1], v0, s0, v[4:5]
	v_mov_b32_e32 v6, v9
	v_mad_u64_u32 v[10:11], s[0:1], v0, s6, v[6:7]
	v_mov_b32_e32 v9, v10
	v_lshrrev_b64 v[10:11], 30, v[8:9]
	v_xor_b32_e32 v6, v9, v11
	v_xor_b32_e32 v8, v8, v10
	v_mul_lo_u32 v6, v6, s7
	v_mul_lo_u32 v10, v8, s8
	v_mad_u64_u32 v[8:9], s[0:1], v8, s7, 0
	v_add3_u32 v9, v9, v10, v6
	v_lshrrev_b64 v[10:11], 27, v[8:9]
	v_xor_b32_e32 v6, v9, v11
	v_xor_b32_e32 v8, v8, v10
	v_mul_lo_u32 v6, v6, s9
	v_mul_lo_u32 v10, v8, s10
	v_mad_u64_u32 v[8:9], s[0:1], v8, s9, 0
	v_add3_u32 v9, v9, v10, v6
	v_lshrrev_b64 v[10:11], 31, v[8:9]
	v_xor_b32_e32 v8, v8, v10
	v_xor_b32_e32 v9, v9, v11
	v_mul_hi_u32 v6, v8, s4
	v_lshrrev_b64 v[10:11], v12, v[8:9]
	v_lshlrev_b64 v[12:13], v0, v[8:9]
	v_bcnt_u32_b32 v0, v8, 0
	v_mad_u64_u32 v[6:7], s[0:1], v9, s4, v[6:7]
	v_or_b32_e32 v10, v12, v10
	v_bcnt_u32_b32 v12, v9, v0
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v7, v1
	v_mad_u64_u32 v[6:7], s[0:1], v8, s5, v[6:7]
	v_mov_b32_e32 v6, v7
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_addc_co_u32_e64 v1, s[0:1], 0, 0, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v9, s5, v[0:1]
	v_ffbh_u32_e32 v6, v0
	v_ashrrev_i64 v[14:15], 17, v[8:9]
	v_or_b32_e32 v11, v13, v11
	v_ffbh_u32_e32 v7, v1
	v_cmp_gt_i64_e32 vcc, s[4:5], v[8:9]
	v_add_u32_e64 v6, v6, 32 clamp
	v_cndmask_b32_e32 v8, v1, v15, vcc
	v_cndmask_b32_e32 v9, v0, v14, vcc
	v_min3_u32 v6, v6, v7, 64
	v_cmp_lt_u64_e32 vcc, v[10:11], v[0:1]
	v_xor_b32_e32 v9, v9, v10
	v_cndmask_b32_e32 v0, v6, v12, vcc
	v_xor_b32_e32 v8, v8, v11
	v_add_co_u32_e32 v0, vcc, v9, v0
	v_addc_co_u32_e32 v1, vcc, 0, v8, vcc
	v_sub_co_u32_e32 v0, vcc, v0, v4
	v_subb_co_u32_e32 v1, vcc, v1, v5, vcc
	v_mul_lo_u32 v4, v1, s4
	v_mul_lo_u32 v5, v0, s5
	v_mad_u64_u32 v[0:1], s[0:1], v0, s4, 0
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_add3_u32 v1, v1, v5, v4
	v_addc_co_u32_e32 v3, vcc, v16, v3, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
