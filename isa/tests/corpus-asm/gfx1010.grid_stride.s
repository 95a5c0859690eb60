grid_stride:
	s_load_dword s0, s[4:5], 0x4
	s_load_dwordx2 s[8:9], s[6:7], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	v_mad_u64_u32 v[0:1], s0, s10, s0, v[0:1]
	v_cmp_gt_u32_e32 vcc_lo, s9, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_3
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s10, s[4:5], 0xc
	v_mov_b32_e32 v1, 0
	s_mov_b32 s4, 0
.LBB0_2:
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v0, s10, v0
	v_add_co_u32 v4, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s9, v0
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[2:3], off
	s_or_b32 s4, vcc_lo, s4
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s8, v6
	global_store_dword v[2:3], v7, off
	s_waitcnt_depctr 0xffe3
	s_andn2_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
