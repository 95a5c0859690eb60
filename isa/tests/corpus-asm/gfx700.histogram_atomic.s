histogram_atomic:
	s_load_dwordx2 s[8:9], s[6:7], 0x6
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v2, s0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	s_load_dwordx2 s[6:7], s[6:7], 0x4
	s_load_dword s10, s[4:5], 0x3
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v1, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v6, 1
	v_mov_b32_e32 v3, 0
.LBB0_2:
	v_lshl_b64 v[7:8], v[2:3], 2
	v_add_i32_e32 v7, vcc, s0, v7
	v_addc_u32_e32 v8, vcc, v4, v8, vcc
	flat_load_dword v9, v[7:8]
	s_waitcnt vmcnt(0)
	v_bfe_u32 v7, v9, s8, 8
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_i32_e32 v7, vcc, s2, v7
	v_addc_u32_e32 v8, vcc, 0, v5, vcc
	flat_atomic_add v[7:8], v6
	v_add_i32_e32 v2, vcc, s10, v2
	v_cmp_le_u32_e32 vcc, s9, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_i32_e32 v0, vcc, v0, v9
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_2
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[2:3], exec
	s_mov_b64 s[0:1], 0
.LBB0_4:
	s_ff1_i32_b64 s4, s[2:3]
	s_nop 0
	v_readlane_b32 s8, v0, s4
	v_readlane_b32 s5, v1, s4
	s_add_u32 s0, s0, s8
	s_addc_u32 s1, s1, s5
	s_lshl_b64 s[4:5], 1, s4
	s_andn2_b64 s[2:3], s[2:3], s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[2:3], 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_4
	v_mbcnt_lo_u32_b32_e64 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32_e32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_7
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v2, s0
	flat_atomic_add_x2 v[0:1], v[2:3]
.LBB0_7:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
