fences:
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_mov_b32 s4, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v0, s0, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s13
	v_add_u32_e64 v0, s[0:1], s12, v0
	v_addc_u32_e64 v1, s[0:1], v2, v1, s[0:1]
	s_barrier
	flat_load_dword v0, v[0:1]
	s_mov_b64 s[2:3], exec
.LBB0_3:
	s_ff1_i32_b64 s0, s[2:3]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s5, v0, s0
	s_lshl_b64 s[0:1], 1, s0
	s_add_i32 s4, s4, s5
	s_andn2_b64 s[2:3], s[2:3], s[0:1]
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_3
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_6
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s4
	ds_add_u32 v0, v1
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v0, 0
	s_mov_b32 m0, -1
	ds_read_b32 v2, v0
	s_mov_b32 s11, 0
	s_lshl_b64 s[2:3], s[10:11], 2
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	v_mov_b32_e32 v0, s2
	s_mov_b64 s[0:1], exec
	v_mov_b32_e32 v1, s3
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mbcnt_lo_u32_b32 v0, s0, 0
	v_mbcnt_hi_u32_b32 v0, s1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_9
	s_bcnt1_i32_b64 s0, s[0:1]
	v_mov_b32_e32 v1, s16
	v_mov_b32_e32 v2, s17
	v_mov_b32_e32 v3, s0
	flat_atomic_add v1, v[1:2], v3 glc
.LBB0_9:
	s_or_b64 exec, exec, s[2:3]
	s_load_dword s0, s[6:7], 0x20
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s1, v1
	v_add_u32_e32 v0, vcc, s1, v0
	s_waitcnt lgkmcnt(0)
	buffer_wbinvl1_vol
	s_add_i32 s1, s0, -1
	v_cmp_eq_u32_e32 vcc, s1, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_13
	s_mov_b32 s1, 0
	v_mov_b32_e32 v0, 0
.LBB0_11:
	v_mov_b32_e32 v1, s14
	v_mov_b32_e32 v2, s15
	flat_load_dword v1, v[1:2]
	s_add_i32 s1, s1, 1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_lt_u32 s1, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, v0, v1
	s_cbranch_scc1 .LBB0_11
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, s19
	flat_store_dword v[1:2], v0
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, s17
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
.LBB0_13:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
