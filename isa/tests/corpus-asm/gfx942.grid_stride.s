grid_stride:
	s_load_dword s4, s[0:1], 0x4
	s_load_dwordx2 s[8:9], s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s6, s6, s4
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_u32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
	s_load_dwordx4 s[4:7], s[2:3], 0x0
	s_load_dword s10, s[0:1], 0xc
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, 0
.LBB0_2:
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	global_load_dword v6, v[4:5], off
	global_load_dword v7, v[2:3], off
	v_add_u32_e32 v0, s10, v0
	v_cmp_le_u32_e32 vcc, s9, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, s8, v6
	global_store_dword v[2:3], v7, off
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
