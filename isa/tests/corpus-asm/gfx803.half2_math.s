half2_math:
	s_load_dword s0, s[6:7], 0x2c
	s_lshl_b32 s1, s10, 8
	v_or_b32_e32 v0, s1, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s9
	v_add_u32_e32 v2, vcc, s8, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s11
	v_add_u32_e32 v4, vcc, s10, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	flat_load_dword v6, v[4:5]
	flat_load_dword v7, v[2:3]
	s_load_dword s2, s[6:7], 0x28
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	v_mov_b32_e32 v3, s13
	v_add_u32_e32 v2, vcc, s12, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s15
	v_add_u32_e32 v4, vcc, s14, v0
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s1
	v_add_u32_e32 v0, vcc, s0, v0
	s_lshr_b32 s3, s2, 16
	v_addc_u32_e32 v1, vcc, v8, v1, vcc
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v8, 16, v6
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v9, 16, v7
	v_fma_f16 v6, s2, v7, v6
	v_fma_f16 v8, s3, v9, v8
	v_max_f16_e32 v6, 0, v6
	v_max_f16_e32 v8, 0, v8
	v_add_f16_e64 v10, |v6|, 1.0
	v_add_f16_e64 v12, |v8|, 1.0
	v_rcp_f16_e32 v10, v10
	v_rcp_f16_e32 v12, v12
	v_mul_f16_e32 v7, v6, v7
	v_mul_f16_e32 v9, v8, v9
	v_lshlrev_b32_e32 v11, 16, v8
	v_cvt_f32_f16_e32 v7, v7
	v_cvt_f32_f16_e32 v9, v9
	v_or_b32_e32 v11, v6, v11
	flat_store_dword v[2:3], v11
	v_mul_f16_e32 v2, v6, v10
	v_mul_f16_sdwa v3, v8, v12 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v2, v2, v3
	v_add_f32_e32 v6, v7, v9
	flat_store_dword v[4:5], v2
	flat_store_dword v[0:1], v6
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
