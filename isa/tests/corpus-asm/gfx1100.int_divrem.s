int_divrem:
	s_load_b128 s[16:19], s[2:3], 0x28
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v4, s13, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s18, v4
	s_cbranch_execz .LBB0_6
	v_cvt_f32_u32_e32 v7, s16
	s_sub_i32 s0, 0, s16
	v_cvt_f32_u32_e32 v11, s17
	s_clause 0x1
	s_load_b256 s[4:11], s[2:3], 0x0
	s_load_b64 s[2:3], s[2:3], 0x20
	v_rcp_iflag_f32_e32 v7, v7
	v_rcp_iflag_f32_e32 v11, v11
	v_mov_b32_e32 v5, 0
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v10, s0, v7
	s_sub_i32 s0, 0, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v10, v7, v10
	v_dual_mul_f32 v10, 0x4f7ffffe, v11 :: v_dual_add_nc_u32 v7, v7, v10
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, v4, v7
	v_cvt_u32_f32_e32 v10, v10
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v0, vcc_lo, s6, v8
	v_add_co_ci_u32_e32 v1, vcc_lo, s7, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_lo_u32 v14, s0, v10
	v_add_nc_u32_e32 v16, 1, v7
	global_load_b32 v6, v[0:1], off
	v_add_co_u32 v0, vcc_lo, s4, v8
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v9, vcc_lo
	s_mul_i32 s4, s16, s17
	v_mul_hi_u32 v14, v10, v14
	v_cvt_f32_u32_e32 v12, s4
	global_load_b32 v13, v[0:1], off
	v_lshlrev_b64 v[0:1], 3, v[4:5]
	s_sub_i32 s0, 0, s4
	v_rcp_iflag_f32_e32 v12, v12
	v_add_nc_u32_e32 v10, v10, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, s8, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s9, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	v_mul_f32_e32 v11, 0x4f7ffffe, v12
	v_mul_lo_u32 v12, v7, s16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_u32_f32_e32 v11, v11
	v_sub_nc_u32_e32 v12, v4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, s0, v11
	v_subrev_nc_u32_e32 v17, s16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v15, v11, v15
	v_add_nc_u32_e32 v11, v11, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v11, v4, v11
	s_waitcnt vmcnt(2)
	v_cmp_ne_u32_e32 vcc_lo, 0, v6
	v_cndmask_b32_e32 v6, 1, v6, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v12
	v_cvt_f32_u32_e32 v15, v6
	v_cndmask_b32_e32 v7, v7, v16, vcc_lo
	v_sub_nc_u32_e32 v16, 0, v6
	v_cndmask_b32_e32 v12, v12, v17, vcc_lo
	v_ashrrev_i32_e32 v21, 31, v6
	v_rcp_iflag_f32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_i32_e32 v18, v6, v16
	v_cmp_le_u32_e32 vcc_lo, s16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v14, v18
	v_sub_nc_u32_e32 v19, 0, v18
	v_rcp_iflag_f32_e32 v14, v14
	s_waitcnt_depctr 0xfff
	v_dual_mul_f32 v14, 0x4f7ffffe, v14 :: v_dual_add_nc_u32 v17, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v7, v7, v17, vcc_lo
	v_mul_lo_u32 v17, v11, s4
	v_cvt_u32_f32_e32 v14, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v10, v7, v10
	v_sub_nc_u32_e32 v4, v4, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v17, v19, v14
	v_mul_lo_u32 v10, v10, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_u32_e64 s0, s4, v4
	v_mul_hi_u32 v17, v14, v17
	v_mul_f32_e32 v15, 0x4f7ffffe, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v7, v7, v10
	v_add_nc_u32_e32 v10, 1, v11
	v_add_nc_u32_e32 v14, v14, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v10, v11, v10, s0
	v_subrev_nc_u32_e32 v11, s4, v4
	v_subrev_nc_u32_e32 v19, s17, v7
	v_cmp_le_u32_e64 s1, s17, v7
	v_cvt_u32_f32_e32 v15, v15
	v_cndmask_b32_e64 v4, v4, v11, s0
	v_add_nc_u32_e32 v11, 1, v10
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v7, v7, v19, s1
	s_waitcnt vmcnt(1)
	v_sub_nc_u32_e32 v19, 0, v13
	v_mul_lo_u32 v16, v16, v15
	v_cmp_le_u32_e64 s0, s4, v4
	v_subrev_nc_u32_e32 v20, s17, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_max_i32_e32 v19, v13, v19
	v_cndmask_b32_e64 v17, v10, v11, s0
	v_cmp_le_u32_e64 s0, s17, v7
	v_mul_hi_u32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v14, v19, v14
	v_cndmask_b32_e64 v4, v7, v20, s0
	v_subrev_nc_u32_e32 v7, s16, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xf4243, v17, v[4:5]
	v_cndmask_b32_e32 v4, v12, v7, vcc_lo
	v_mul_lo_u32 v20, v14, v18
	v_mul_hi_u32 v17, 0x24924925, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[11:12], null, v10, 31, v[4:5]
	v_ashrrev_i32_e32 v10, 31, v13
	v_sub_nc_u32_e32 v12, v19, v20
	v_add_nc_u32_e32 v19, 1, v14
	v_sub_nc_u32_e32 v4, v13, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_ge_u32_e32 vcc_lo, v12, v18
	v_add_nc_u32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v4, 1, v4
	v_sub_nc_u32_e32 v20, v12, v18
	v_dual_mov_b32 v7, v5 :: v_dual_cndmask_b32 v14, v14, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_hi_u32 v15, v13, v15
	v_add_nc_u32_e32 v4, v4, v17
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v12, v12, v20, vcc_lo
	v_xor_b32_e32 v20, v10, v21
	v_add_nc_u32_e32 v21, 1, v14
	v_mul_hi_i32 v16, 0x66666667, v13
	v_lshrrev_b32_e32 v4, 2, v4
	v_sub_nc_u32_e32 v22, v12, v18
	v_mul_lo_u32 v17, v15, v6
	v_cmp_ge_u32_e32 vcc_lo, v12, v18
	v_lshrrev_b32_e32 v19, 28, v10
	v_mul_lo_u32 v4, v4, 7
	v_cndmask_b32_e32 v14, v14, v21, vcc_lo
	v_cndmask_b32_e32 v12, v12, v22, vcc_lo
	v_sub_nc_u32_e32 v17, v13, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v14, v14, v20
	v_sub_nc_u32_e32 v4, v13, v4
	v_sub_nc_u32_e32 v21, v17, v6
	v_cmp_ge_u32_e32 vcc_lo, v17, v6
	v_add_nc_u32_e32 v18, 1, v15
	v_sub_nc_u32_e32 v14, v14, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v17, v17, v21, vcc_lo
	v_cndmask_b32_e32 v15, v15, v18, vcc_lo
	v_lshrrev_b32_e32 v18, 31, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_ge_u32_e32 vcc_lo, v17, v6
	v_add_nc_u32_e32 v21, 1, v15
	v_xor_b32_e32 v12, v12, v10
	v_lshlrev_b64 v[6:7], 7, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v10, v12, v10
	v_ashrrev_i32_e32 v12, 2, v16
	v_cndmask_b32_e32 v15, v15, v21, vcc_lo
	v_add_co_u32 v8, vcc_lo, s10, v8
	v_xad_u32 v10, v11, v14, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v12, v12, v18
	v_add_nc_u32_e32 v11, v13, v19
	v_add_co_ci_u32_e32 v9, vcc_lo, s11, v9, vcc_lo
	v_xad_u32 v10, v10, v15, v4
	v_mov_b32_e32 v4, v5
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v5, v3, v7
	v_ashrrev_i32_e32 v11, 4, v11
	v_or_b32_e32 v6, 1, v6
	v_sub_nc_u32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_add_nc_u32_e32 v10, v10, v11
	global_store_b32 v[8:9], v10, off
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s4, exec_lo, s0
	s_cbranch_execz .LBB0_3
	v_cvt_f32_u32_e32 v4, v6
	v_cvt_f32_ubyte0_e32 v5, v7
	v_sub_co_u32 v12, vcc_lo, 0, v6
	v_sub_co_ci_u32_e32 v13, vcc_lo, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v4, v5, 0x4f800000, v4
	v_rcp_f32_e32 v4, v4
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v4, 0x5f7ffffc, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, 0x2f800000, v4
	v_trunc_f32_e32 v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmamk_f32 v4, v5, 0xcf800000, v4
	v_cvt_u32_f32_e32 v14, v5
	v_cvt_u32_f32_e32 v15, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v8, v12, v14
	v_mul_lo_u32 v9, v13, v15
	v_mad_u64_u32 v[4:5], null, v12, v15, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add3_u32 v16, v5, v8, v9
	v_mul_hi_u32 v17, v15, v4
	v_mad_u64_u32 v[10:11], null, v14, v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, v15, v16, 0
	v_mad_u64_u32 v[4:5], null, v14, v16, 0
	v_add_co_u32 v8, vcc_lo, v17, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v8, vcc_lo, v9, v11, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, v8, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	v_add_co_u32 v15, vcc_lo, v15, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v14, vcc_lo, v14, v5, vcc_lo
	v_mul_lo_u32 v8, v13, v15
	v_mad_u64_u32 v[4:5], null, v12, v15, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v9, v12, v14
	v_mul_hi_u32 v13, v15, v4
	v_mad_u64_u32 v[10:11], null, v14, v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v12, v5, v9, v8
	v_mad_u64_u32 v[8:9], null, v15, v12, 0
	v_mad_u64_u32 v[4:5], null, v14, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v8, vcc_lo, v13, v8
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v8, v10
	v_add_co_ci_u32_e32 v8, vcc_lo, v9, v11, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v8, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v10, vcc_lo, v15, v4
	v_add_co_ci_u32_e32 v12, vcc_lo, v14, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v13, v2, v10
	v_mad_u64_u32 v[8:9], null, v3, v10, 0
	v_mad_u64_u32 v[4:5], null, v2, v12, 0
	v_mad_u64_u32 v[10:11], null, v3, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, v13, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v4, v8
	v_add_co_ci_u32_e32 v4, vcc_lo, v5, v9, vcc_lo
	v_add_co_ci_u32_e32 v5, vcc_lo, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v4, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v10, v7, v8
	v_mad_u64_u32 v[4:5], null, v6, v8, 0
	v_mul_lo_u32 v11, v6, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v5, v5, v11, v10
	v_add_co_u32 v11, vcc_lo, v8, 2
	v_add_co_ci_u32_e32 v12, vcc_lo, 0, v9, vcc_lo
	v_sub_nc_u32_e32 v10, v3, v5
	v_sub_co_u32 v13, vcc_lo, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v4, s0, v10, v7, vcc_lo
	v_add_co_u32 v10, s0, v8, 1
	v_add_co_ci_u32_e64 v14, s0, 0, v9, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_co_u32 v15, s0, v13, v6
	v_sub_co_ci_u32_e32 v17, vcc_lo, v3, v5, vcc_lo
	v_subrev_co_ci_u32_e64 v16, s1, 0, v4, s0
	v_cmp_ge_u32_e32 vcc_lo, v15, v6
	v_cndmask_b32_e64 v5, 0, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_u32_e32 vcc_lo, v16, v7
	v_cndmask_b32_e64 v18, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v13, v6
	v_cndmask_b32_e64 v19, 0, -1, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v17, v7
	v_cndmask_b32_e64 v20, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v16, v7
	v_cndmask_b32_e32 v5, v18, v5, vcc_lo
	v_sub_co_ci_u32_e64 v4, vcc_lo, v4, v7, s0
	v_cmp_eq_u32_e32 vcc_lo, v17, v7
	v_cndmask_b32_e32 v7, v20, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ne_u32_e32 vcc_lo, 0, v5
	v_sub_co_u32 v5, s0, v15, v6
	v_subrev_co_ci_u32_e64 v4, s0, 0, v4, s0
	v_cndmask_b32_e32 v6, v14, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v10, v10, v11 :: v_dual_cndmask_b32 v11, v15, v5
	v_cmp_ne_u32_e64 s0, 0, v7
	v_cndmask_b32_e32 v7, v16, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v9, v6, s0
	v_cndmask_b32_e64 v4, v8, v10, s0
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v9, v17, v7, s0
	v_cndmask_b32_e64 v8, v13, v11, s0
.LBB0_3:
	s_and_not1_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_5
	v_cvt_f32_u32_e32 v4, v6
	v_sub_nc_u32_e32 v5, 0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_iflag_f32_e32 v4, v4
	s_waitcnt_depctr 0xfff
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, v4
	v_mul_hi_u32 v5, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v5
	v_mul_hi_u32 v4, v2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v5, v4, v6
	v_add_nc_u32_e32 v7, 1, v4
	v_sub_nc_u32_e32 v5, v2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v8, v5, v6
	v_cmp_ge_u32_e32 vcc_lo, v5, v6
	v_cndmask_b32_e32 v8, v5, v8, vcc_lo
	v_dual_cndmask_b32 v4, v4, v7 :: v_dual_mov_b32 v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v7, v8, v6
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	v_dual_cndmask_b32 v8, v8, v7 :: v_dual_add_nc_u32 v9, 1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_cndmask_b32 v4, v4, v9 :: v_dual_mov_b32 v9, v5
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s0
	s_movk_i32 s0, 0x1054
	v_ashrrev_i32_e32 v10, 31, v3
	s_add_u32 s0, 0x134, s0
	s_addc_u32 s1, 0, 0
	v_add_co_u32 v6, s0, 0x4b82e800, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	s_cmp_lg_u32 s0, 0
	v_add_co_u32 v2, vcc_lo, v2, v10
	v_readfirstlane_b32 s0, v6
	s_addc_u32 s1, s1, 4
	v_xor_b32_e32 v5, v5, v9
	s_mul_i32 s4, s1, 0xc46535f9
	v_xor_b32_e32 v12, v2, v10
	s_mul_hi_u32 s5, s0, 0xc46535f9
	s_mul_i32 s6, s0, 0xc46535f9
	s_add_i32 s5, s5, s4
	s_mul_hi_u32 s4, s1, s6
	s_sub_i32 s5, s5, s0
	s_mul_i32 s7, s1, s6
	s_mul_hi_u32 s6, s0, s6
	s_mul_hi_u32 s9, s0, s5
	s_mul_i32 s0, s0, s5
	s_mul_hi_u32 s8, s1, s5
	s_add_u32 s0, s6, s0
	s_addc_u32 s6, 0, s9
	s_add_u32 s0, s0, s7
	s_mul_i32 s5, s1, s5
	s_addc_u32 s0, s6, s4
	s_addc_u32 s4, s8, 0
	s_add_u32 s0, s0, s5
	s_addc_u32 s4, 0, s4
	v_add_co_u32 v11, s0, v6, s0
	v_add_co_ci_u32_e32 v6, vcc_lo, v3, v10, vcc_lo
	s_cmp_lg_u32 s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v13, v12, v11
	s_addc_u32 s0, s1, s4
	v_xor_b32_e32 v14, v6, v10
	v_mad_u64_u32 v[2:3], null, v12, s0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, v14, v11, 0
	v_add_co_u32 v11, vcc_lo, v13, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v13, vcc_lo, 0, v3, vcc_lo
	v_mad_u64_u32 v[2:3], null, v14, s0, 0
	v_add_co_u32 v6, vcc_lo, v11, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e32 v6, vcc_lo, v13, v7, vcc_lo
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, vcc_lo, v6, v2
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[2:3], null, 0x3b9aca07, v6, 0
	v_mad_u64_u32 v[6:7], null, 0x3b9aca07, v11, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_co_u32 v2, vcc_lo, v12, v2
	v_xor_b32_e32 v4, v4, v8
	v_sub_co_ci_u32_e32 v3, vcc_lo, v14, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_subrev_co_u32 v6, vcc_lo, 0x3b9aca07, v2
	v_subrev_co_ci_u32_e32 v7, vcc_lo, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x3b9aca06, v6
	v_cmp_eq_u32_e64 s0, 0, v3
	v_cndmask_b32_e64 v11, 0, -1, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x3b9aca06, v2
	v_cndmask_b32_e64 v12, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v11, -1, v11, vcc_lo
	v_subrev_co_u32 v13, vcc_lo, 0x3b9aca07, v6
	v_subrev_co_ci_u32_e32 v14, vcc_lo, 0, v7, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	v_cndmask_b32_e64 v11, -1, v12, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v6, v6, v13 :: v_dual_cndmask_b32 v7, v7, v14
	v_cmp_ne_u32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v3, v3, v7 :: v_dual_cndmask_b32 v2, v2, v6
	v_xor_b32_e32 v3, v3, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, v2, v10
	v_sub_co_u32 v2, vcc_lo, v2, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_co_ci_u32_e32 v3, vcc_lo, v3, v10, vcc_lo
	v_add_co_u32 v2, vcc_lo, v4, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, v5, v3, vcc_lo
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	global_store_b64 v[0:1], v[2:3], off
.LBB0_6:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
amdhsa.kernels:
amdhsa.version:
