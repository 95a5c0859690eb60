half2_math:
	s_load_dword s0, s[6:7], 0x2c
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
	s_load_dwordx8 s[8:15], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_load_dword s0, s[6:7], 0x28
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, s10, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v1, vcc_lo
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[4:5], off
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v2, s0, v6, v7
	s_load_dwordx2 s[0:1], s[6:7], 0x20
	v_pk_max_f16 v7, v2, 0
	v_and_b32_e32 v2, 0x7fff7fff, v7
	v_pk_mul_f16 v6, v7, v6
	v_pk_add_f16 v2, v2, 1.0 op_sel_hi:[1,0]
	v_cvt_f32_f16_e32 v10, v6
	v_cvt_f32_f16_sdwa v6, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_rcp_f16_e32 v8, v2
	v_rcp_f16_sdwa v9, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_add_co_u32 v2, vcc_lo, s12, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s13, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, s14, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s15, v1, vcc_lo
	v_mul_f16_e32 v8, v7, v8
	v_mul_f16_sdwa v9, v7, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_pack_b32_f16 v8, v8, v9
	v_add_f32_e32 v6, v10, v6
	global_store_dword v[2:3], v7, off
	global_store_dword v[4:5], v8, off
	global_store_dword v[0:1], v6, off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
