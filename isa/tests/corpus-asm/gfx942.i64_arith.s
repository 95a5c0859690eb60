i64_arith:
	s_load_dword s0, s[2:3], 0x18
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[2:3], 0x10
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_mov_b32 s2, 0x7f4a7c15
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_mov_b32 s4, 0x9e3779b9
	v_mov_b32_e32 v7, v1
	s_mov_b32 s5, 0x1ce4e5b9
	s_mov_b32 s8, 0xbf58476d
	s_mov_b32 s9, 0x133111eb
	s_mov_b32 s10, 0x94d049bb
	v_sub_u32_e32 v8, 0, v0
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v11, v1
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[12:13], s[2:3], v0, s2, v[4:5]
	v_mov_b32_e32 v6, v13
	v_mad_u64_u32 v[14:15], s[2:3], v0, s4, v[6:7]
	v_mov_b32_e32 v13, v14
	v_lshrrev_b64 v[14:15], 30, v[12:13]
	v_xor_b32_e32 v6, v13, v15
	v_xor_b32_e32 v10, v12, v14
	v_mul_lo_u32 v6, v6, s5
	v_mul_lo_u32 v14, v10, s8
	v_mad_u64_u32 v[12:13], s[2:3], v10, s5, 0
	v_add3_u32 v13, v13, v14, v6
	v_lshrrev_b64 v[14:15], 27, v[12:13]
	v_xor_b32_e32 v6, v13, v15
	v_xor_b32_e32 v10, v12, v14
	v_mul_lo_u32 v6, v6, s9
	v_mul_lo_u32 v14, v10, s10
	v_mad_u64_u32 v[12:13], s[2:3], v10, s9, 0
	v_add3_u32 v13, v13, v14, v6
	v_lshrrev_b64 v[14:15], 31, v[12:13]
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v13, v13, v15
	v_mul_hi_u32 v6, v12, s0
	v_mad_u64_u32 v[6:7], s[2:3], v13, s0, v[6:7]
	v_lshrrev_b64 v[14:15], v8, v[12:13]
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v1
	v_mad_u64_u32 v[6:7], s[2:3], v12, s1, v[6:7]
	v_mov_b32_e32 v10, v7
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[10:11]
	v_mad_u64_u32 v[6:7], s[2:3], v13, s1, v[6:7]
	v_lshlrev_b64 v[16:17], v0, v[12:13]
	v_ffbh_u32_e32 v8, v6
	v_bcnt_u32_b32 v0, v12, 0
	v_ashrrev_i64 v[18:19], 17, v[12:13]
	v_or_b32_e32 v15, v17, v15
	v_or_b32_e32 v14, v16, v14
	v_ffbh_u32_e32 v10, v7
	v_cmp_gt_i64_e32 vcc, s[0:1], v[12:13]
	v_add_u32_e64 v12, v8, 32 clamp
	v_bcnt_u32_b32 v0, v13, v0
	v_cndmask_b32_e32 v9, v7, v19, vcc
	v_cndmask_b32_e32 v11, v6, v18, vcc
	v_min3_u32 v10, v12, v10, 64
	v_cmp_lt_u64_e32 vcc, v[14:15], v[6:7]
	v_xor_b32_e32 v9, v9, v15
	v_xor_b32_e32 v8, v11, v14
	v_cndmask_b32_e32 v0, v10, v0, vcc
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[0:1]
	v_sub_co_u32_e32 v0, vcc, v0, v4
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v5, vcc
	v_mul_lo_u32 v4, v1, s0
	v_mul_lo_u32 v5, v0, s1
	v_mad_u64_u32 v[0:1], s[0:1], v0, s0, 0
	v_add3_u32 v1, v1, v5, v4
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
