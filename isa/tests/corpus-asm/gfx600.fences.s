fences:
	s_load_dwordx8 s[12:19], s[6:7], 0x0
	s_mov_b32 s22, 0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_2
	v_mov_b32_e32 v1, 0
	ds_write_b32 v1, v1
.LBB0_2:
	s_or_b64 exec, exec, s[2:3]
	s_lshl_b32 s4, s10, 8
	v_or_b32_e32 v0, s4, v0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s23, 0x100f000
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[20:21], s[12:13]
	s_barrier
	buffer_load_dword v0, v[0:1], s[20:23], 0 addr64
	s_mov_b64 s[2:3], exec
.LBB0_3:
	s_ff1_i32_b64 s4, s[2:3]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s8, v0, s4
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_add_i32 s22, s22, s8
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_3
	v_mbcnt_lo_u32_b32_e64 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_6
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s22
	ds_add_u32 v0, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v0, 0
	s_mov_b32 m0, -1
	ds_read_b32 v2, v0
	s_mov_b32 s11, 0
	s_lshl_b64 s[8:9], s[10:11], 2
	v_mov_b32_e32 v0, s8
	s_mov_b64 s[4:5], exec
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, s11
	s_mov_b64 s[0:1], s[14:15]
	v_mov_b32_e32 v1, s9
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v2, v[0:1], s[0:3], 0 addr64
	v_mbcnt_lo_u32_b32_e64 v0, s4, 0
	v_mbcnt_hi_u32_b32_e32 v0, s5, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_9
	s_bcnt1_i32_b64 s4, s[4:5]
	s_mov_b32 s2, -1
	s_mov_b32 s0, s16
	s_mov_b32 s1, s17
	v_mov_b32_e32 v1, s4
	buffer_atomic_add v1, off, s[0:3], 0 glc
.LBB0_9:
	s_or_b64 exec, exec, s[8:9]
	s_load_dword s4, s[6:7], 0x8
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s0, v1
	v_add_i32_e32 v0, vcc, s0, v0
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s4, -1
	v_cmp_eq_u32_e32 vcc, s0, v0
	buffer_wbinvl1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_13
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[14:15]
.LBB0_11:
	s_waitcnt expcnt(0)
	buffer_load_dword v1, off, s[0:3], 0
	s_add_i32 s5, s5, 1
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	s_cmp_lt_u32 s5, s4
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v0, v1
	s_cbranch_scc1 .LBB0_11
	s_mov_b32 s3, 0x100f000
	s_mov_b32 s2, -1
	s_mov_b32 s0, s18
	s_mov_b32 s1, s19
	buffer_store_dword v0, off, s[0:3], 0
	s_mov_b32 s18, s2
	s_mov_b32 s19, s3
	s_waitcnt expcnt(0)
	v_mov_b32_e32 v0, 0
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
	buffer_store_dword v0, off, s[16:19], 0
	s_waitcnt vmcnt(0)
	buffer_wbinvl1
.LBB0_13:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
