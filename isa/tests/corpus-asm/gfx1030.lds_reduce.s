lds_reduce:
	s_clause 0x1
	s_load_dword s8, s[6:7], 0x10
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	v_lshl_or_b32 v1, s10, 8, v0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s9, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s8, v1
	s_cbranch_execz .LBB0_4
	s_load_dwordx2 s[2:3], s[6:7], 0x0
	s_load_dword s4, s[4:5], 0xc
	v_mov_b32_e32 v2, 0
	s_mov_b32 s5, 0
	v_mov_b32_e32 v3, v2
.LBB0_2:
	v_lshlrev_b64 v[4:5], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v1, s4, v1
	v_add_co_u32 v4, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v5, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s8, v1
	global_load_dword v4, v[4:5], off
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v4
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_2
	s_or_b32 exec_lo, exec_lo, s5
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b32_e32 v1, 2, v0
	s_movk_i32 s2, 0x80
	ds_write_b32 v1, v3
	s_branch .LBB0_6
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_lshr_b32 s2, s2, 1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc0 .LBB0_8
.LBB0_6:
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_cmpx_gt_u32_e64 s2, v0
	s_cbranch_execz .LBB0_5
	v_lshl_add_u32 v2, s2, 2, v1
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
	s_branch .LBB0_5
.LBB0_8:
	s_mov_b32 s11, 0
	s_mov_b32 s2, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v0, 0
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB0_10:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
