histogram_atomic:
	s_load_b64 s[8:9], s[2:3], 0x18
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v2, s13, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s9, v2
	s_cbranch_execz .LBB0_7
	s_clause 0x1
	s_load_b128 s[4:7], s[2:3], 0x0
	s_load_b64 s[2:3], s[2:3], 0x10
	s_load_b32 s1, s[0:1], 0xc
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, 1
	s_mov_b32 s10, 0
.LBB0_2:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_nc_u32_e32 v2, s1, v2
	v_add_co_u32 v5, vcc_lo, s4, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v6, vcc_lo, s5, v6, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s9, v2
	global_load_b32 v5, v[5:6], off
	s_or_b32 s10, vcc_lo, s10
	s_waitcnt vmcnt(0)
	v_bfe_u32 v6, v5, s8, 8
	v_add_co_u32 v0, s0, v0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v1, s0, 0, v1, s0
	v_lshlrev_b32_e32 v6, 2, v6
	global_atomic_add_u32 v6, v4, s[6:7]
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB0_2
	s_or_b32 exec_lo, exec_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s4, exec_lo
	s_mov_b64 s[0:1], 0
.LBB0_4:
	s_ctz_i32_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_readlane_b32 s6, v0, s5
	v_readlane_b32 s7, v1, s5
	s_add_u32 s0, s0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_addc_u32 s1, s1, s7
	s_lshl_b32 s5, 1, s5
	s_and_not1_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s4, 0
	s_cbranch_scc1 .LBB0_4
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v0
	s_xor_b32 s4, exec_lo, s4
	s_cbranch_execz .LBB0_7
	v_mov_b32_e32 v0, s0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, s1
	global_atomic_add_u64 v2, v[0:1], s[2:3]
.LBB0_7:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
amdhsa.kernels:
amdhsa.version:
