grid_stride:
	s_load_dword s0, s[4:5], 0x1
	s_load_dwordx2 s[8:9], s[6:7], 0x4
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s10, s10, s0
	v_add_i32_e32 v0, vcc, s10, v0
	v_cmp_gt_u32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_3
	s_load_dwordx4 s[16:19], s[6:7], 0x0
	s_load_dword s12, s[4:5], 0x3
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b64 s[4:5], s[18:19]
	s_mov_b64 s[6:7], s[2:3]
.LBB0_2:
	v_lshl_b64 v[2:3], v[0:1], 2
	v_add_i32_e32 v0, vcc, s12, v0
	s_waitcnt expcnt(0)
	buffer_load_dword v4, v[2:3], s[0:3], 0 addr64
	buffer_load_dword v5, v[2:3], s[4:7], 0 addr64
	v_cmp_le_u32_e32 vcc, s9, v0
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, s8, v4, v5
	buffer_store_dword v4, v[2:3], s[4:7], 0 addr64
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
