mfma_sgemm:
	s_load_dwordx2 s[4:5], s[2:3], 0x10
	s_load_dwordx4 s[8:11], s[2:3], 0x18
	s_load_dword s12, s[2:3], 0x28
	s_lshl_b32 s7, s7, 4
	v_and_b32_e32 v1, 15, v0
	v_bfe_u32 v2, v0, 4, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	v_lshl_or_b32 v0, s6, 4, v1
	s_cbranch_scc1 .LBB0_3
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_add_u32_e32 v1, s7, v1
	v_mad_u64_u32 v[4:5], s[14:15], v1, s9, v[2:3]
	v_add_u32_e32 v1, 12, v2
	v_add_u32_e32 v3, 8, v2
	v_add_u32_e32 v5, 4, v2
	v_mul_lo_u32 v1, s10, v1
	s_lshl_b32 s6, s10, 4
	v_mul_lo_u32 v3, s10, v3
	v_mul_lo_u32 v5, s10, v5
	v_mul_lo_u32 v6, s10, v2
	s_mov_b32 s9, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_mov_b32_e32 v7, v0
.LBB0_2:
	v_add_u32_e32 v8, s9, v4
	v_add_u32_e32 v10, v6, v7
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[8:9], 2, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	global_load_dword v9, v[22:23], off
	global_load_dword v17, v[10:11], off
	v_add_u32_e32 v12, v5, v7
	v_add_u32_e32 v18, 4, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_u32_e32 v20, 8, v8
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[10:11], v[18:19], 2, s[0:1]
	global_load_dword v18, v[12:13], off
	v_lshl_add_u64 v[12:13], v[20:21], 2, s[0:1]
	v_add_u32_e32 v14, v3, v7
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[2:3]
	v_add_u32_e32 v8, 12, v8
	v_add_u32_e32 v16, v1, v7
	s_add_i32 s9, s9, 16
	s_cmp_lt_i32 s9, s8
	v_add_u32_e32 v7, s6, v7
	s_waitcnt vmcnt(1)
	v_mfma_f32_16x16x4_f32 a[0:3], v9, v17, a[0:3]
	global_load_dword v9, v[10:11], off
	global_load_dword v19, v[12:13], off
	v_ashrrev_i32_e32 v17, 31, v16
	global_load_dword v10, v[14:15], off
	s_waitcnt vmcnt(2)
	v_mfma_f32_16x16x4_f32 a[0:3], v9, v18, a[0:3]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[0:1]
	global_load_dword v11, v[8:9], off
	v_lshl_add_u64 v[8:9], v[16:17], 2, s[2:3]
	global_load_dword v8, v[8:9], off
	s_waitcnt vmcnt(2)
	v_mfma_f32_16x16x4_f32 a[0:3], v19, v10, a[0:3]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4_f32 a[0:3], v11, v8, a[0:3]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
.LBB0_4:
	s_nop 7
	v_accvgpr_read_b32 v1, a3
	v_lshl_add_u32 v2, v2, 2, s7
	v_mad_u64_u32 v[6:7], s[0:1], v2, s11, v[0:1]
	v_accvgpr_read_b32 v5, a0
	v_accvgpr_read_b32 v4, a1
	v_ashrrev_i32_e32 v7, 31, v6
	v_mul_f32_e32 v5, s12, v5
	v_lshl_add_u64 v[8:9], v[6:7], 2, s[4:5]
	v_mul_f32_e32 v0, s12, v4
	v_add_u32_e32 v4, s11, v6
	global_store_dword v[8:9], v5, off
	v_ashrrev_i32_e32 v5, 31, v4
	v_accvgpr_read_b32 v3, a2
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[4:5]
	v_add_u32_e32 v2, s11, v4
	global_store_dword v[6:7], v0, off
	v_mul_f32_e32 v0, s12, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[4:5]
	global_store_dword v[4:5], v0, off
	v_add_u32_e32 v0, s11, v2
	v_mul_f32_e32 v3, s12, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v3, off
	s_endpgm
amdhsa.kernels:
amdhsa.version:
