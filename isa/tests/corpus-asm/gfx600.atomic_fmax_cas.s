atomic_fmax_cas:
	s_load_dword s0, s[6:7], 0x4
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], s[4:5]
	buffer_load_dword v0, v[0:1], s[0:3], 0 addr64
	s_mov_b32 s2, -1
	s_mov_b32 s0, s6
	s_mov_b32 s1, s7
	buffer_load_dword v1, off, s[0:3], 0 glc
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_3
.LBB0_2:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], exec, s[6:7]
	s_or_b64 s[4:5], s[8:9], s[4:5]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_5
.LBB0_3:
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_or_b64 s[6:7], s[6:7], exec
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_2
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v0
	buffer_atomic_cmpswap v[2:3], off, s[0:3], 0 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
	s_andn2_b64 s[6:7], s[6:7], exec
	v_cmp_eq_u32_e32 vcc, v2, v1
	s_and_b64 s[10:11], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[10:11]
	v_mov_b32_e32 v1, v2
	s_branch .LBB0_2
.LBB0_5:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
