atomic_fmax_cas:
	s_load_dword s0, s[6:7], 0x10
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	flat_load_dword v0, v[0:1]
	flat_load_dword v1, v[2:3] glc
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[4:5], exec, s[2:3]
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_5
.LBB0_3:
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v0, v1
	s_or_b64 s[2:3], s[2:3], exec
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
	flat_atomic_cmpswap v4, v[2:3], v[0:1] glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	s_andn2_b64 s[2:3], s[2:3], exec
	v_cmp_eq_u32_e32 vcc, v4, v1
	s_and_b64 s[6:7], vcc, exec
	s_or_b64 s[2:3], s[2:3], s[6:7]
	v_mov_b32_e32 v1, v4
	s_branch .LBB0_2
.LBB0_5:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
