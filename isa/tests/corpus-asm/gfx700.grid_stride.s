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
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dword s6, s[4:5], 0x3
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v3, s3
.LBB0_2:
	v_lshl_b64 v[4:5], v[0:1], 2
	v_add_i32_e32 v6, vcc, s0, v4
	v_addc_u32_e32 v7, vcc, v2, v5, vcc
	v_add_i32_e32 v4, vcc, s2, v4
	v_addc_u32_e32 v5, vcc, v3, v5, vcc
	flat_load_dword v6, v[6:7]
	flat_load_dword v7, v[4:5]
	v_add_i32_e32 v0, vcc, s6, v0
	v_cmp_le_u32_e32 vcc, s9, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_fma_f32 v6, s8, v6, v7
	flat_store_dword v[4:5], v6
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
