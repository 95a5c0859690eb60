uniform_branch:
	s_load_dword s0, s[6:7], 0x8
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_19
	s_load_dwordx2 s[8:9], s[6:7], 0x0
	s_load_dwordx4 s[0:3], s[6:7], 0x4
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64
	s_cmp_lt_i32 s1, 1
	s_cbranch_scc1 .LBB0_4
	v_mov_b32_e32 v3, s3
.LBB0_3:
	s_add_i32 s10, s10, 1
	s_cmp_lt_i32 s10, s1
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v2, s2, v3
	s_cbranch_scc1 .LBB0_3
.LBB0_4:
	s_load_dwordx2 s[4:5], s[6:7], 0x2
	s_cmp_lt_i32 s0, 2
	s_mov_b64 s[6:7], 0
	s_cbranch_scc1 .LBB0_8
	s_cmp_gt_i32 s0, 2
	s_cbranch_scc0 .LBB0_9
	s_cmp_eq_u32 s0, 3
	s_cbranch_scc0 .LBB0_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v2, v2
	v_mul_f32_e32 v3, v3, v2
	s_mov_b32 s1, 0x3d353f7c
	v_fma_f32 v3, v3, s1, v2
	s_mov_b64 s[8:9], 0
	s_branch .LBB0_11
.LBB0_8:
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[8:9], 0
	s_and_b64 vcc, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 vcc, vcc
	s_cbranch_vccnz .LBB0_14
	s_branch .LBB0_15
.LBB0_9:
	s_mov_b64 s[10:11], -1
	s_mov_b64 s[8:9], 0
	s_and_b64 vcc, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 vcc, vcc
	s_cbranch_vccnz .LBB0_12
	s_branch .LBB0_13
.LBB0_10:
	s_mov_b64 s[8:9], -1
.LBB0_11:
	s_mov_b64 s[10:11], 0
	s_and_b64 vcc, exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 vcc, vcc
	s_cbranch_vccz .LBB0_13
.LBB0_12:
	v_mul_f32_e64 v3, 1.0, s3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, 1.0, v2
	v_max_f32_e32 v3, v4, v3
	v_mul_f32_e64 v4, 1.0, s2
	v_min_f32_e32 v3, v3, v4
.LBB0_13:
	s_branch .LBB0_15
.LBB0_14:
	s_cmp_lg_u32 s0, 1
	s_mov_b64 s[6:7], -1
	s_cselect_b64 s[8:9], -1, 0
.LBB0_15:
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccz .LBB0_20
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_18
.LBB0_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, 0x3c23d70a, v2
	v_cmp_lt_f32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_mul_f32_e32 v3, s2, v2
.LBB0_18:
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	buffer_store_dword v3, v[0:1], s[4:7], 0 addr64
.LBB0_19:
	s_endpgm
.LBB0_20:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v2
	s_cbranch_execz .LBB0_17
	s_branch .LBB0_18
amdhsa.kernels:
amdhsa.version:
