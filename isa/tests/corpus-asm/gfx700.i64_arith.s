i64_arith:
	s_load_dword s0, s[6:7], 0x6
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[4:5], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[2:3], v[0:1], 3
	s_mov_b32 s6, 0x1ce4e5b9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v5, v3, vcc
	flat_load_dwordx2 v[4:5], v[4:5]
	s_mov_b32 s0, 0x9e3779b9
	s_mov_b32 s1, 0x7f4a7c15
	v_mul_lo_u32 v8, v0, s0
	s_mov_b32 s7, 0x94d049bb
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[6:7], s[0:1], v0, s1, v[4:5]
	s_mov_b32 s0, 0xbf58476d
	v_add_i32_e32 v7, vcc, v8, v7
	v_lshr_b64 v[8:9], v[6:7], 30
	v_xor_b32_e32 v6, v6, v8
	v_mul_lo_u32 v8, v6, s0
	v_mad_u64_u32 v[10:11], s[0:1], v6, s6, 0
	v_xor_b32_e32 v6, v7, v9
	v_mul_lo_u32 v6, v6, s6
	v_add_i32_e32 v7, vcc, v11, v8
	s_mov_b32 s6, 0x133111eb
	v_add_i32_e32 v11, vcc, v7, v6
	v_lshr_b64 v[6:7], v[10:11], 27
	v_xor_b32_e32 v6, v10, v6
	v_mul_lo_u32 v10, v6, s7
	v_mad_u64_u32 v[8:9], s[0:1], v6, s6, 0
	v_xor_b32_e32 v6, v11, v7
	v_mul_lo_u32 v6, v6, s6
	v_add_i32_e32 v7, vcc, v9, v10
	v_mov_b32_e32 v11, v1
	v_add_i32_e32 v9, vcc, v7, v6
	v_lshr_b64 v[6:7], v[8:9], 31
	v_xor_b32_e32 v6, v8, v6
	v_mul_hi_u32 v10, v6, s4
	v_xor_b32_e32 v7, v9, v7
	v_ashr_i64 v[12:13], v[6:7], 17
	v_bcnt_u32_b32_e64 v15, v6, 0
	v_mad_u64_u32 v[8:9], s[0:1], v7, s4, v[10:11]
	v_sub_i32_e32 v10, vcc, 0, v0
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v9, v1
	v_mad_u64_u32 v[8:9], s[0:1], v6, s5, v[8:9]
	v_lshr_b64 v[10:11], v[6:7], v10
	v_lshl_b64 v[0:1], v[6:7], v0
	v_mov_b32_e32 v8, v9
	v_add_i32_e32 v8, vcc, v14, v8
	v_addc_u32_e64 v9, s[0:1], 0, 0, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v7, s5, v[8:9]
	v_or_b32_e32 v0, v0, v10
	v_cmp_gt_i64_e32 vcc, s[4:5], v[6:7]
	v_ffbh_u32_e32 v10, v8
	v_min_u32_e32 v10, 0xffffffdf, v10
	v_bcnt_u32_b32_e32 v14, v7, v15
	v_or_b32_e32 v1, v1, v11
	v_cndmask_b32_e32 v6, v9, v13, vcc
	v_cndmask_b32_e32 v7, v8, v12, vcc
	v_add_i32_e32 v10, vcc, 32, v10
	v_ffbh_u32_e32 v11, v9
	v_cmp_lt_u64_e32 vcc, v[0:1], v[8:9]
	v_min3_u32 v10, v10, v11, 64
	v_xor_b32_e32 v7, v7, v0
	v_cndmask_b32_e32 v0, v10, v14, vcc
	v_xor_b32_e32 v6, v6, v1
	v_add_i32_e32 v0, vcc, v7, v0
	v_addc_u32_e32 v1, vcc, 0, v6, vcc
	v_sub_i32_e32 v0, vcc, v0, v4
	v_subb_u32_e32 v4, vcc, v1, v5, vcc
	v_mul_lo_u32 v5, v0, s5
	v_mad_u64_u32 v[0:1], s[0:1], v0, s4, 0
	v_mul_lo_u32 v4, v4, s4
	v_mov_b32_e32 v6, s3
	v_add_i32_e32 v1, vcc, v1, v5
	v_add_i32_e32 v1, vcc, v1, v4
	v_add_i32_e32 v2, vcc, s2, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
