saxpy_f32:
	s_load_dword s2, s[4:5], 0x1
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s2, 0xffff
	s_mul_i32 s10, s10, s2
	v_add_i32_e32 v0, vcc, s10, v0
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[4:7], s[6:7], 0x2
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[4:5]
	s_mov_b64 s[4:5], s[6:7]
	s_mov_b64 s[6:7], s[10:11]
	buffer_load_dword v2, v[0:1], s[8:11], 0 addr64
	buffer_load_dword v3, v[0:1], s[4:7], 0 addr64
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, s1, v2, v3
	buffer_store_dword v2, v[0:1], s[4:7], 0 addr64
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
