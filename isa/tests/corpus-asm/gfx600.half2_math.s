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
	s_mov_b32 s19, 0x100f000
	s_mov_b32 s18, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[16:17], s[8:9]
	s_mov_b64 s[0:1], s[10:11]
	s_mov_b64 s[2:3], s[18:19]
	buffer_load_dword v2, v[0:1], s[16:19], 0 addr64
	buffer_load_dword v3, v[0:1], s[0:3], 0 addr64
	s_load_dword s0, s[6:7], 0xa
	s_load_dwordx2 s[4:5], s[6:7], 0x8
	s_mov_b64 s[10:11], s[18:19]
	s_mov_b64 s[8:9], s[14:15]
	s_mov_b64 s[16:17], s[12:13]
	s_waitcnt lgkmcnt(0)
	s_lshr_b32 s1, s0, 16
	v_cvt_f32_f16_e32 v4, s0
	v_cvt_f32_f16_e32 v5, s1
	s_mov_b64 s[6:7], s[18:19]
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v6, 16, v2
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v7, 16, v3
	v_cvt_f32_f16_e32 v2, v2
	v_cvt_f32_f16_e32 v3, v3
	v_cvt_f32_f16_e32 v6, v6
	v_cvt_f32_f16_e32 v7, v7
	v_fma_f32 v3, v4, v2, v3
	v_max_f32_e32 v3, 0, v3
	v_fma_f32 v4, v5, v6, v7
	v_max_f32_e32 v4, 0, v4
	v_cvt_f16_f32_e32 v5, v4
	v_cvt_f16_f32_e32 v7, v3
	v_mul_f32_e32 v6, v4, v6
	v_mul_f32_e32 v2, v3, v2
	v_cvt_f32_f16_e64 v8, |v5|
	v_lshlrev_b32_e32 v5, 16, v5
	v_or_b32_e32 v5, v7, v5
	v_cvt_f32_f16_e64 v7, |v5|
	v_add_f32_e32 v8, 1.0, v8
	v_div_scale_f32 v9, s[0:1], v8, v8, v4
	v_add_f32_e32 v7, 1.0, v7
	v_rcp_f32_e32 v11, v9
	v_div_scale_f32 v12, s[0:1], v7, v7, v3
	v_rcp_f32_e32 v14, v12
	v_fma_f32 v15, -v9, v11, 1.0
	v_div_scale_f32 v10, vcc, v4, v8, v4
	v_fma_f32 v11, v15, v11, v11
	v_mul_f32_e32 v15, v10, v11
	v_fma_f32 v16, -v12, v14, 1.0
	v_div_scale_f32 v13, s[0:1], v3, v7, v3
	v_fma_f32 v17, -v9, v15, v10
	v_fma_f32 v14, v16, v14, v14
	v_fma_f32 v15, v17, v11, v15
	v_mul_f32_e32 v16, v13, v14
	v_fma_f32 v9, -v9, v15, v10
	v_fma_f32 v10, -v12, v16, v13
	v_div_fmas_f32 v9, v9, v11, v15
	v_fma_f32 v10, v10, v14, v16
	v_div_fixup_f32 v4, v9, v8, v4
	v_fma_f32 v8, -v12, v10, v13
	s_mov_b64 vcc, s[0:1]
	v_div_fmas_f32 v8, v8, v14, v10
	v_cvt_f16_f32_e32 v4, v4
	v_div_fixup_f32 v3, v8, v7, v3
	v_cvt_f16_f32_e32 v3, v3
	v_add_f32_e32 v2, v2, v6
	v_lshlrev_b32_e32 v4, 16, v4
	buffer_store_dword v5, v[0:1], s[16:19], 0 addr64
	v_or_b32_e32 v3, v3, v4
	buffer_store_dword v3, v[0:1], s[8:11], 0 addr64
	buffer_store_dword v2, v[0:1], s[4:7], 0 addr64
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
