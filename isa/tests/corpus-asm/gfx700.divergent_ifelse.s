divergent_ifelse:
	s_load_dword s0, s[6:7], 0x4
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v1, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v2, 0
	v_lshl_b64 v[1:2], v[1:2], 2
	v_and_b32_e32 v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_i32_e32 v3, vcc, s0, v1
	v_addc_u32_e32 v4, vcc, v4, v2, vcc
	flat_load_dword v3, v[3:4]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB0_5
	s_mov_b32 s0, 0xf800000
	s_mov_b32 s1, 0x4f800000
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, |v3|, s1
	v_cmp_lt_f32_e64 vcc, |v3|, s0
	v_cndmask_b32_e64 v0, |v3|, v0, vcc
	v_sqrt_f32_e32 v4, v0
	v_add_i32_e64 v5, s[0:1], -1, v4
	v_fma_f32 v6, -v5, v4, v0
	v_cmp_ge_f32_e64 s[0:1], 0, v6
	v_cndmask_b32_e64 v5, v4, v5, s[0:1]
	v_add_i32_e64 v6, s[0:1], 1, v4
	v_fma_f32 v4, -v6, v4, v0
	v_cmp_lt_f32_e64 s[0:1], 0, v4
	v_cndmask_b32_e64 v4, v5, v6, s[0:1]
	v_mul_f32_e32 v5, 0x37800000, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_mov_b32_e32 v5, 0x260
	v_cmp_class_f32_e32 vcc, v0, v5
	v_cndmask_b32_e32 v0, v4, v0, vcc
	v_mul_f32_e32 v4, v3, v3
	v_add_f32_e32 v4, 1.0, v4
	v_div_scale_f32 v5, s[0:1], v4, v4, v0
	v_div_scale_f32 v6, vcc, v0, v4, v0
	v_rcp_f32_e32 v7, v5
	v_fma_f32 v8, -v5, v7, 1.0
	v_fma_f32 v7, v8, v7, v7
	v_mul_f32_e32 v8, v6, v7
	v_fma_f32 v9, -v5, v8, v6
	v_fma_f32 v8, v9, v7, v8
	v_fma_f32 v5, -v5, v8, v6
	v_div_fmas_f32 v5, v5, v7, v8
	v_cmp_gt_f32_e32 vcc, 0, v3
	v_div_fixup_f32 v0, v5, v4, v0
	s_and_saveexec_b64 s[0:1], vcc
	v_xor_b32_e32 v0, 0x80000000, v0
	s_or_b64 exec, exec, s[0:1]
.LBB0_5:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_7
	s_mov_b32 s4, 0x37d00d01
	v_mov_b32_e32 v0, 0x39500d01
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v3, s4, v0
	s_mov_b32 s4, 0x3ab60b61
	v_fma_f32 v0, v0, v3, s4
	s_mov_b32 s4, 0x3c088889
	v_fma_f32 v0, v0, v3, s4
	s_mov_b32 s4, 0x3d2aaaab
	v_fma_f32 v0, v0, v3, s4
	s_mov_b32 s4, 0x3e2aaaab
	v_fma_f32 v0, v0, v3, s4
	v_fma_f32 v0, v0, v3, 0.5
	v_fma_f32 v0, v0, v3, 1.0
	v_fma_f32 v0, v0, v3, 1.0
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v1, vcc, s2, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_store_dword v[1:2], v0
.LBB0_8:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
