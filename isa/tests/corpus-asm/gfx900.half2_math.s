half2_math:
	s_load_dword s0, s[6:7], 0x2c
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v2, vcc, s8, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s11
	v_add_co_u32_e32 v4, vcc, s10, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[4:5], off
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	s_load_dword s2, s[6:7], 0x28
	v_mov_b32_e32 v3, s13
	v_add_co_u32_e32 v2, vcc, s12, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v4, vcc, s14, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v7, s2, v6, v7
	v_pk_max_f16 v7, v7, 0
	v_and_b32_e32 v8, 0x7fff7fff, v7
	v_pk_mul_f16 v6, v7, v6
	v_pk_add_f16 v8, v8, 1.0 op_sel_hi:[1,0]
	v_cvt_f32_f16_e32 v9, v6
	v_cvt_f32_f16_sdwa v6, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_rcp_f16_e32 v10, v8
	v_rcp_f16_sdwa v8, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	global_store_dword v[2:3], v7, off
	v_add_f32_e32 v2, v9, v6
	v_mul_f16_e32 v3, v7, v10
	v_mul_f16_sdwa v6, v7, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_pack_b32_f16 v3, v3, v6
	global_store_dword v[4:5], v3, off
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
