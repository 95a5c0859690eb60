half2_math:
	s_load_dword s0, s[6:7], 0xb
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_load_dword s0, s[6:7], 0xa
	s_load_dwordx2 s[2:3], s[6:7], 0x8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s9
	v_add_i32_e32 v2, vcc, s8, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s11
	flat_load_dword v5, v[2:3]
	v_add_i32_e32 v2, vcc, s10, v0
	v_addc_u32_e32 v3, vcc, v4, v1, vcc
	flat_load_dword v2, v[2:3]
	s_lshr_b32 s1, s0, 16
	v_cvt_f32_f16_e32 v4, s1
	v_cvt_f32_f16_e32 v3, s0
	v_mov_b32_e32 v13, s13
	v_mov_b32_e32 v15, s15
	v_mov_b32_e32 v16, s3
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v6, v5
	v_lshrrev_b32_e32 v5, 16, v5
	v_cvt_f32_f16_e32 v8, v5
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v7, v2
	v_lshrrev_b32_e32 v2, 16, v2
	v_cvt_f32_f16_e32 v2, v2
	v_fma_f32 v3, v3, v6, v7
	v_max_f32_e32 v9, 0, v3
	v_fma_f32 v2, v4, v8, v2
	v_max_f32_e32 v7, 0, v2
	v_cvt_f16_f32_e32 v2, v7
	v_cvt_f16_f32_e32 v3, v9
	v_mul_f32_e32 v8, v7, v8
	v_mul_f32_e32 v6, v9, v6
	v_cvt_f32_f16_e64 v4, |v2|
	v_lshlrev_b32_e32 v2, 16, v2
	v_or_b32_e32 v10, v3, v2
	v_cvt_f32_f16_e64 v2, |v10|
	v_add_f32_e32 v11, 1.0, v4
	v_div_scale_f32 v3, s[0:1], v11, v11, v7
	v_add_f32_e32 v12, 1.0, v2
	v_div_scale_f32 v2, s[0:1], v12, v12, v9
	v_div_scale_f32 v4, vcc, v7, v11, v7
	v_div_scale_f32 v5, s[0:1], v9, v12, v9
	v_add_f32_e32 v6, v6, v8
	v_rcp_f32_e32 v14, v3
	v_rcp_f32_e32 v17, v2
	v_fma_f32 v18, -v3, v14, 1.0
	v_fma_f32 v14, v18, v14, v14
	v_mul_f32_e32 v18, v4, v14
	v_fma_f32 v19, -v2, v17, 1.0
	v_fma_f32 v17, v19, v17, v17
	v_fma_f32 v19, -v3, v18, v4
	v_fma_f32 v18, v19, v14, v18
	v_mul_f32_e32 v19, v5, v17
	v_fma_f32 v3, -v3, v18, v4
	v_fma_f32 v4, -v2, v19, v5
	v_div_fmas_f32 v14, v3, v14, v18
	v_fma_f32 v3, v4, v17, v19
	v_fma_f32 v2, -v2, v3, v5
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v17, v2, v17, v3
	v_add_i32_e32 v2, vcc, s12, v0
	v_addc_u32_e32 v3, vcc, v13, v1, vcc
	v_add_i32_e32 v4, vcc, s14, v0
	v_addc_u32_e32 v5, vcc, v15, v1, vcc
	flat_store_dword v[2:3], v10
	v_add_i32_e32 v0, vcc, s2, v0
	v_div_fixup_f32 v7, v14, v11, v7
	v_cvt_f16_f32_e32 v7, v7
	v_addc_u32_e32 v1, vcc, v16, v1, vcc
	v_div_fixup_f32 v9, v17, v12, v9
	v_cvt_f16_f32_e32 v9, v9
	v_lshlrev_b32_e32 v2, 16, v7
	v_or_b32_e32 v2, v9, v2
	flat_store_dword v[4:5], v2
	flat_store_dword v[0:1], v6
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
