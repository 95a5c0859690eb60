uniform_branch:
	s_load_dword s0, s[6:7], 0x20
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_19
	s_load_dwordx8 s[0:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	s_cmp_lt_i32 s5, 1
	global_load_dword v2, v[2:3], off
	s_cbranch_scc1 .LBB0_4
	s_mov_b32 s0, 0
.LBB0_3:
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v2, s6, s7
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s5
	s_cbranch_scc1 .LBB0_3
.LBB0_4:
	s_cmp_lt_i32 s4, 2
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_8
	s_cmp_gt_i32 s4, 2
	s_cbranch_scc0 .LBB0_9
	s_cmp_eq_u32 s4, 3
	s_cbranch_scc0 .LBB0_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	s_mov_b32 s1, 0
	v_mul_f32_e32 v3, v3, v2
	v_fmamk_f32 v3, v3, 0x3d353f7c, v2
	s_branch .LBB0_11
.LBB0_8:
	s_mov_b32 s1, 0
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_15
.LBB0_9:
	s_mov_b32 s1, 0
	s_cbranch_execnz .LBB0_12
	s_branch .LBB0_13
.LBB0_10:
	s_mov_b32 s1, -1
.LBB0_11:
	s_branch .LBB0_13
.LBB0_12:
	v_max_f32_e64 v3, s7, s7
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v4, v2, v2
	v_max_f32_e32 v3, v4, v3
	v_max_f32_e64 v4, s6, s6
	v_min_f32_e32 v3, v3, v4
.LBB0_13:
	s_branch .LBB0_15
.LBB0_14:
	s_cmp_lg_u32 s4, 1
	s_mov_b32 s0, -1
	s_cselect_b32 s1, -1, 0
.LBB0_15:
	s_andn2_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_20
	s_andn2_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_18
.LBB0_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, 0x3c23d70a, v2
	v_cmp_lt_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	v_mul_f32_e32 v3, s6, v2
.LBB0_18:
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_dword v[0:1], v3, off
.LBB0_19:
	s_endpgm
.LBB0_20:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	s_cbranch_execz .LBB0_17
	s_branch .LBB0_18
amdhsa.kernels:
amdhsa.version:
