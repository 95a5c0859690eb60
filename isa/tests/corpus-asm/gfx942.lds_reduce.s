lds_reduce:
	s_load_dword s7, s[2:3], 0x10
	s_load_dwordx2 s[4:5], s[2:3], 0x8
	v_and_b32_e32 v2, 0x3ff, v0
	v_lshl_or_b32 v0, s6, 8, v2
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s7, v0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
	s_load_dwordx2 s[10:11], s[2:3], 0x0
	s_load_dword s12, s[0:1], 0xc
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v3, v1
.LBB0_2:
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[10:11]
	global_load_dword v4, v[4:5], off
	v_add_u32_e32 v0, s12, v0
	v_cmp_le_u32_e32 vcc, s7, v0
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v4
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_2
	s_or_b64 exec, exec, s[0:1]
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v0, 2, v2
	s_movk_i32 s2, 0x80
	ds_write_b32 v0, v3
	s_branch .LBB0_6
.LBB0_5:
	s_or_b64 exec, exec, s[0:1]
	s_lshr_b32 s2, s2, 1
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc0 .LBB0_8
.LBB0_6:
	v_cmp_gt_u32_e32 vcc, s2, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
	v_lshl_add_u32 v1, s2, 2, v0
	ds_read_b32 v3, v0
	ds_read_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v3, v1
	ds_write_b32 v0, v1
	s_branch .LBB0_5
.LBB0_8:
	s_mov_b32 s7, 0
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB0_10:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
