mfma_sgemm:
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_load_dwordx4 s[0:3], s[6:7], 0x18
	s_load_dword s12, s[6:7], 0x28
	s_lshl_b32 s11, s11, 4
	v_and_b32_e32 v2, 15, v0
	v_lshrrev_b32_e32 v1, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	v_lshl_or_b32 v0, s10, 4, v2
	s_cbranch_scc1 .LBB0_3
	v_add_u32_e32 v2, s11, v2
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_mad_u64_u32 v[2:3], s[14:15], v2, s1, v[1:2]
	v_or_b32_e32 v3, 12, v1
	v_or_b32_e32 v4, 8, v1
	v_or_b32_e32 v5, 4, v1
	v_mul_lo_u32 v3, s2, v3
	v_mul_lo_u32 v4, s2, v4
	v_mul_lo_u32 v5, s2, v5
	v_mul_lo_u32 v6, s2, v1
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_lshl_b32 s1, s2, 4
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s5
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v9, v0
.LBB0_2:
	v_add_u32_e32 v10, s2, v2
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_u32_e32 v13, v6, v9
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_u32_e32 v11, vcc, s4, v11
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_addc_co_u32_e32 v12, vcc, v7, v12, vcc
	v_add_co_u32_e32 v13, vcc, s6, v13
	v_addc_co_u32_e32 v14, vcc, v8, v14, vcc
	v_add_u32_e32 v21, 4, v10
	v_add_u32_e32 v23, 8, v10
	v_add_u32_e32 v25, 12, v10
	global_load_dword v10, v[11:12], off
	global_load_dword v27, v[13:14], off
	v_add_u32_e32 v15, v5, v9
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_u32_e32 v17, v4, v9
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_u32_e32 v15, vcc, s6, v15
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_u32_e32 v19, v3, v9
	v_addc_co_u32_e32 v16, vcc, v8, v16, vcc
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_u32_e32 v17, vcc, s6, v17
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_addc_co_u32_e32 v18, vcc, v8, v18, vcc
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_u32_e32 v19, vcc, s6, v19
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_addc_co_u32_e32 v20, vcc, v8, v20, vcc
	v_add_co_u32_e32 v21, vcc, s4, v21
	v_addc_co_u32_e32 v22, vcc, v7, v22, vcc
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32_e32 v23, vcc, s4, v23
	v_addc_co_u32_e32 v24, vcc, v7, v24, vcc
	v_lshlrev_b64 v[25:26], 2, v[25:26]
	s_add_i32 s2, s2, 16
	v_add_co_u32_e32 v25, vcc, s4, v25
	v_addc_co_u32_e32 v26, vcc, v7, v26, vcc
	s_cmp_lt_i32 s2, s0
	v_add_u32_e32 v9, s1, v9
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v10, v27, a[0:3]
	global_load_dword v10, v[15:16], off
	global_load_dword v11, v[21:22], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v11, v10, a[0:3]
	global_load_dword v10, v[23:24], off
	global_load_dword v11, v[17:18], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v10, v11, a[0:3]
	global_load_dword v10, v[25:26], off
	global_load_dword v11, v[19:20], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v10, v11, a[0:3]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
.LBB0_4:
	v_lshl_add_u32 v1, v1, 2, s11
	v_mad_u64_u32 v[0:1], s[0:1], v1, s3, v[0:1]
	s_nop 5
	v_accvgpr_read_b32 v5, a0
	v_mul_f32_e32 v7, s12, v5
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[5:6], 2, v[0:1]
	v_mov_b32_e32 v8, s9
	v_add_co_u32_e32 v5, vcc, s8, v5
	v_add_u32_e32 v0, s3, v0
	v_accvgpr_read_b32 v4, a1
	v_addc_co_u32_e32 v6, vcc, v8, v6, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[5:6], v7, off
	v_mul_f32_e32 v6, s12, v4
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_u32_e32 v0, s3, v0
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_accvgpr_read_b32 v3, a2
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	v_ashrrev_i32_e32 v1, 31, v0
	global_store_dword v[4:5], v6, off
	v_mul_f32_e32 v5, s12, v3
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_u32_e32 v0, s3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_co_u32_e32 v3, vcc, s8, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v4, vcc, v8, v4, vcc
	v_accvgpr_read_b32 v2, a3
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_mul_f32_e32 v2, s12, v2
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	global_store_dword v[3:4], v5, off
	global_store_dword v[0:1], v2, off
	s_endpgm
amdhsa.kernels:
amdhsa.version:
