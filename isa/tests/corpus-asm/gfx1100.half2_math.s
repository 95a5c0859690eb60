half2_math:
	s_load_b32 s0, s[2:3], 0x2c
	v_and_b32_e32 v0, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v0, s13, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s0, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_2
	s_load_b256 s[4:11], s[2:3], 0x0
	v_mov_b32_e32 v1, 0
	s_load_b32 s0, s[2:3], 0x28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s5, v1, vcc_lo
	v_add_co_u32 v4, vcc_lo, s6, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s7, v1, vcc_lo
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[4:5], off
	s_waitcnt vmcnt(0)
	v_pk_fma_f16 v3, s0, v2, v3
	s_load_b64 s[0:1], s[2:3], 0x20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_pk_max_f16 v6, v3, 0
	v_and_b32_e32 v3, 0x7fff7fff, v6
	v_pk_mul_f16 v7, v6, v2
	v_lshrrev_b32_e32 v10, 16, v6
	v_add_co_u32 v2, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_pk_add_f16 v4, v3, 1.0 op_sel_hi:[1,0]
	v_lshrrev_b32_e32 v11, 16, v7
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	v_cvt_f32_f16_e32 v7, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v5, 16, v4
	v_rcp_f16_e32 v8, v4
	v_add_co_u32 v4, vcc_lo, s10, v0
	v_cvt_f32_f16_e32 v11, v11
	v_rcp_f16_e32 v9, v5
	v_add_co_ci_u32_e32 v5, vcc_lo, s11, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f16_e32 v8, v6, v8
	v_add_f32_e32 v7, v7, v11
	s_waitcnt_depctr 0xfff
	v_mul_f16_e32 v9, v10, v9
	v_pack_b32_f16 v8, v8, v9
	global_store_b32 v[2:3], v6, off
	global_store_b32 v[4:5], v8, off
	global_store_b32 v[0:1], v7, off
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
amdhsa.kernels:
amdhsa.version:
