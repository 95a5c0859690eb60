i64_arith:
	s_load_dword s0, s[6:7], 0x6
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[8:9], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[1:2], v[0:1], 3
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], s[0:1]
	buffer_load_dwordx2 v[3:4], v[1:2], s[4:7], 0 addr64
	s_mov_b32 s0, 0x9e3779b9
	s_mov_b32 s1, 0x7f4a7c15
	v_mul_lo_u32 v5, v0, s0
	v_mul_hi_u32 v6, v0, s1
	v_mul_lo_u32 v7, v0, s1
	s_mov_b32 s4, 0xbf58476d
	s_mov_b32 s0, 0x1ce4e5b9
	v_add_i32_e32 v6, vcc, v6, v5
	s_mov_b32 s1, 0x94d049bb
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v5, vcc, v3, v7
	v_addc_u32_e32 v6, vcc, v4, v6, vcc
	v_lshr_b64 v[7:8], v[5:6], 30
	v_sub_i32_e32 v9, vcc, 0, v0
	v_xor_b32_e32 v5, v5, v7
	v_xor_b32_e32 v6, v6, v8
	v_mul_lo_u32 v7, v5, s4
	v_mul_hi_u32 v8, v5, s0
	v_mul_lo_u32 v6, v6, s0
	v_mul_lo_u32 v5, v5, s0
	s_mov_b32 s0, 0x133111eb
	v_add_i32_e32 v7, vcc, v8, v7
	v_add_i32_e32 v6, vcc, v7, v6
	v_lshr_b64 v[7:8], v[5:6], 27
	s_mov_b64 s[4:5], s[2:3]
	v_xor_b32_e32 v5, v5, v7
	v_xor_b32_e32 v6, v6, v8
	v_mul_lo_u32 v7, v5, s1
	v_mul_hi_u32 v8, v5, s0
	v_mul_lo_u32 v6, v6, s0
	v_mul_lo_u32 v5, v5, s0
	v_add_i32_e32 v7, vcc, v8, v7
	v_add_i32_e32 v6, vcc, v7, v6
	v_lshr_b64 v[7:8], v[5:6], 31
	v_xor_b32_e32 v6, v6, v8
	v_xor_b32_e32 v5, v5, v7
	v_mul_lo_u32 v14, v6, s8
	v_mul_hi_u32 v15, v5, s8
	v_mul_hi_u32 v13, v6, s8
	v_mul_lo_u32 v12, v5, s9
	v_mul_hi_u32 v11, v5, s9
	v_add_i32_e32 v14, vcc, v14, v15
	v_mul_lo_u32 v17, v6, s9
	v_addc_u32_e32 v13, vcc, 0, v13, vcc
	v_mul_hi_u32 v16, v6, s9
	v_add_i32_e32 v12, vcc, v12, v14
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	v_add_i32_e32 v11, vcc, v13, v11
	v_lshr_b64 v[7:8], v[5:6], v9
	v_lshl_b64 v[9:10], v[5:6], v0
	v_addc_u32_e64 v12, s[0:1], 0, 0, vcc
	v_add_i32_e32 v11, vcc, v17, v11
	v_addc_u32_e32 v12, vcc, v16, v12, vcc
	v_bcnt_u32_b32_e64 v0, v5, 0
	v_or_b32_e32 v8, v10, v8
	v_or_b32_e32 v7, v9, v7
	v_ashr_i64 v[9:10], v[5:6], 17
	v_ffbh_u32_e32 v13, v11
	v_cmp_gt_i64_e32 vcc, s[8:9], v[5:6]
	v_bcnt_u32_b32_e32 v0, v6, v0
	v_min_u32_e32 v6, 0xffffffdf, v13
	v_cndmask_b32_e32 v5, v12, v10, vcc
	v_cndmask_b32_e32 v9, v11, v9, vcc
	v_add_i32_e32 v6, vcc, 32, v6
	v_ffbh_u32_e32 v14, v12
	v_cmp_lt_u64_e32 vcc, v[7:8], v[11:12]
	v_min3_u32 v6, v6, v14, 64
	v_xor_b32_e32 v9, v9, v7
	v_cndmask_b32_e32 v0, v6, v0, vcc
	v_xor_b32_e32 v5, v5, v8
	v_add_i32_e32 v0, vcc, v9, v0
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_sub_i32_e32 v0, vcc, v0, v3
	v_subb_u32_e32 v3, vcc, v5, v4, vcc
	v_mul_lo_u32 v4, v0, s9
	v_mul_hi_u32 v5, v0, s8
	v_mul_lo_u32 v6, v3, s8
	v_mul_lo_u32 v3, v0, s8
	v_add_i32_e32 v0, vcc, v5, v4
	v_add_i32_e32 v4, vcc, v0, v6
	buffer_store_dwordx2 v[3:4], v[1:2], s[4:7], 0 addr64
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
