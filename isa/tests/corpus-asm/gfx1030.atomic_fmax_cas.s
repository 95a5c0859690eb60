atomic_fmax_cas:
	s_load_dword s0, s[6:7], 0x10
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_5
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	s_mov_b32 s0, 0
	global_load_dword v2, v[2:3], off
	global_load_dword v3, v1, s[2:3] glc dlc
	s_branch .LBB0_3
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_b32 s4, exec_lo, s1
	s_or_b32 s0, s4, s0
	s_andn2_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_5
.LBB0_3:
	s_or_b32 s1, s1, exec_lo
	s_mov_b32 s4, exec_lo
	s_waitcnt vmcnt(0)
	v_cmpx_gt_f32_e32 v2, v3
	s_cbranch_execz .LBB0_2
	global_atomic_cmpswap v0, v1, v[2:3], s[2:3] glc
	s_waitcnt vmcnt(0)
	buffer_gl1_inv
	buffer_gl0_inv
	s_andn2_b32 s1, s1, exec_lo
	v_cmp_eq_u32_e32 vcc_lo, v0, v3
	v_mov_b32_e32 v3, v0
	s_and_b32 s5, vcc_lo, exec_lo
	s_or_b32 s1, s1, s5
	s_branch .LBB0_2
.LBB0_5:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
