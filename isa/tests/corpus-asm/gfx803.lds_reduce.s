lds_reduce:
	s_load_dword s8, s[6:7], 0x10
	s_load_dwordx2 s[0:1], s[6:7], 0x8
	s_lshl_b32 s2, s10, 8
	v_or_b32_e32 v1, s2, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s8, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_4
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	s_load_dword s9, s[4:5], 0xc
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s7
.LBB0_2:
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_add_u32_e32 v5, vcc, s6, v5
	v_addc_u32_e32 v6, vcc, v4, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v1, vcc, s9, v1
	v_cmp_le_u32_e32 vcc, s8, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v5
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
	s_or_b64 exec, exec, s[4:5]
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 m0, -1
	s_movk_i32 s4, 0x80
	ds_write_b32 v1, v3
	s_branch .LBB0_6
.LBB0_5:
	s_or_b64 exec, exec, s[2:3]
	s_lshr_b32 s4, s4, 1
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc0 .LBB0_8
.LBB0_6:
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
	s_lshl_b32 s5, s4, 2
	v_add_u32_e32 v2, vcc, s5, v1
	ds_read_b32 v3, v1
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
	s_branch .LBB0_5
.LBB0_8:
	s_mov_b32 s11, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v0, 0
	ds_read_b32 v2, v0
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
.LBB0_10:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
