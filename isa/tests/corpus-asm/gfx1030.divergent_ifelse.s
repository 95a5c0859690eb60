divergent_ifelse:
	s_load_dword s0, s[6:7], 0x10
	v_lshl_or_b32 v1, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v1
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_8
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v2, 0
	v_and_b32_e32 v0, 1, v0
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	global_load_dword v3, v[3:4], off
	s_and_saveexec_b32 s0, vcc_lo
	s_xor_b32 s1, exec_lo, s0
	s_cbranch_execz .LBB0_5
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, 0x4f800000, |v3|
	v_cmp_gt_f32_e64 vcc_lo, 0xf800000, |v3|
	v_cndmask_b32_e64 v0, |v3|, v0, vcc_lo
	v_sqrt_f32_e32 v4, v0
	v_add_nc_u32_e32 v5, -1, v4
	v_add_nc_u32_e32 v6, 1, v4
	v_fma_f32 v7, -v5, v4, v0
	v_fma_f32 v8, -v6, v4, v0
	v_cmp_ge_f32_e64 s0, 0, v7
	v_cndmask_b32_e64 v4, v4, v5, s0
	v_cmp_lt_f32_e64 s0, 0, v8
	v_cndmask_b32_e64 v4, v4, v6, s0
	v_mul_f32_e32 v6, v3, v3
	s_mov_b32 s0, exec_lo
	v_mul_f32_e32 v5, 0x37800000, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_add_f32_e32 v5, 1.0, v6
	v_cndmask_b32_e32 v0, v4, v0, vcc_lo
	v_div_scale_f32 v4, null, v5, v5, v0
	v_div_scale_f32 v8, vcc_lo, v0, v5, v0
	v_rcp_f32_e32 v6, v4
	v_fma_f32 v7, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v7, v6
	v_mul_f32_e32 v7, v8, v6
	v_fma_f32 v9, -v4, v7, v8
	v_fmac_f32_e32 v7, v9, v6
	v_fma_f32 v4, -v4, v7, v8
	v_div_fmas_f32 v4, v4, v6, v7
	v_div_fixup_f32 v0, v4, v5, v0
	v_cmpx_gt_f32_e32 0, v3
	v_xor_b32_e32 v0, 0x80000000, v0
	s_or_b32 exec_lo, exec_lo, s0
.LBB0_5:
	s_andn2_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_7
	s_mov_b32 s1, 0x37d00d01
	s_waitcnt vmcnt(0)
	v_fmaak_f32 v0, s1, v3, 0x39500d01
	v_fmaak_f32 v0, v0, v3, 0x3ab60b61
	v_fmaak_f32 v0, v0, v3, 0x3c088889
	v_fmaak_f32 v0, v0, v3, 0x3d2aaaab
	v_fmaak_f32 v0, v0, v3, 0x3e2aaaab
	v_fma_f32 v0, v0, v3, 0.5
	v_fma_f32 v0, v0, v3, 1.0
	v_fma_f32 v0, v0, v3, 1.0
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v1, vcc_lo, s2, v1
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v2, vcc_lo
	global_store_dword v[1:2], v0, off
.LBB0_8:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
