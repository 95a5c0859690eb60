lds_reduce:
	s_load_dword s11, s[6:7], 0x4
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v1, s0, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s11, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_load_dword s12, s[4:5], 0x3
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[4:5], 0
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	v_mov_b32_e32 v3, v2
.LBB0_2:
	v_lshl_b64 v[4:5], v[1:2], 2
	s_waitcnt lgkmcnt(0)
	v_add_i32_e32 v1, vcc, s12, v1
	buffer_load_dword v4, v[4:5], s[0:3], 0 addr64
	v_cmp_le_u32_e32 vcc, s11, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
	s_or_b64 exec, exec, s[4:5]
.LBB0_4:
	s_or_b64 exec, exec, s[8:9]
	s_load_dwordx2 s[0:1], s[6:7], 0x2
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
	v_add_i32_e32 v2, vcc, s5, v1
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
	s_lshl_b64 s[4:5], s[10:11], 2
	v_mov_b32_e32 v0, s4
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, s11
	v_mov_b32_e32 v1, s5
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
.LBB0_10:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
