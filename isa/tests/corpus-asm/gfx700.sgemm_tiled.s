sgemm_tiled:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[12:13], s[4:5], 0xa
	s_lshl_b32 s0, s7, 4
	s_lshl_b32 s16, s6, 4
	v_or_b32_e32 v5, s0, v1
	v_or_b32_e32 v4, s16, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_cmp_gt_i32_e32 vcc, s8, v5
	v_cmp_gt_i32_e64 s[0:1], s9, v4
	s_cbranch_scc1 .LBB0_7
	s_load_dword s2, s[4:5], 0x6
	s_load_dwordx2 s[6:7], s[4:5], 0x4
	s_load_dwordx2 s[14:15], s[4:5], 0x8
	v_mul_lo_u32 v10, v1, s12
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v5, s2
	s_movk_i32 s3, 0x44
	v_or_b32_e32 v8, 0x440, v2
	v_mad_u32_u24 v6, v1, s3, v2
	v_mad_u32_u24 v9, v1, s3, v8
	v_add_i32_e64 v2, s[2:3], v0, v10
	v_mul_u32_u24_e32 v7, 0x44, v1
	v_add_i32_e64 v2, s[2:3], s16, v2
	s_lshl_b32 s12, s12, 4
	v_add_i32_e64 v11, s[2:3], v0, v3
	s_mov_b32 s18, 0
	v_mov_b32_e32 v10, 0
	s_mov_b32 m0, -1
	s_branch .LBB0_3
.LBB0_2:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v9, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[12:13], v8 offset1:17
	ds_read2_b32 v[14:15], v7 offset1:1
	ds_read2_b32 v[16:17], v8 offset0:34 offset1:51
	ds_read2_b32 v[18:19], v7 offset0:2 offset1:3
	ds_read2_b32 v[20:21], v7 offset0:4 offset1:5
	ds_read2_b32 v[22:23], v7 offset0:6 offset1:7
	ds_read2_b32 v[24:25], v8 offset0:68 offset1:85
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v3, v14, v12, v10
	v_fma_f32 v3, v15, v13, v3
	ds_read2_b32 v[12:13], v8 offset0:102 offset1:119
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v3, v18, v16, v3
	v_fma_f32 v3, v19, v17, v3
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, v20, v24, v3
	v_fma_f32 v3, v21, v25, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, v22, v12, v3
	v_fma_f32 v3, v23, v13, v3
	ds_read2_b32 v[12:13], v8 offset0:136 offset1:153
	ds_read2_b32 v[14:15], v7 offset0:8 offset1:9
	ds_read2_b32 v[16:17], v8 offset0:170 offset1:187
	ds_read2_b32 v[18:19], v7 offset0:10 offset1:11
	ds_read2_b32 v[20:21], v7 offset0:12 offset1:13
	ds_read2_b32 v[22:23], v7 offset0:14 offset1:15
	ds_read2_b32 v[24:25], v8 offset0:204 offset1:221
	s_waitcnt lgkmcnt(5)
	v_fma_f32 v3, v14, v12, v3
	v_fma_f32 v3, v15, v13, v3
	ds_read2_b32 v[12:13], v8 offset0:238 offset1:255
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v3, v18, v16, v3
	v_fma_f32 v3, v19, v17, v3
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, v20, v24, v3
	v_fma_f32 v3, v21, v25, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, v22, v12, v3
	s_add_i32 s18, s18, 16
	v_fma_f32 v10, v23, v13, v3
	s_cmp_ge_i32 s18, s10
	v_add_i32_e64 v2, s[2:3], s12, v2
	s_barrier
	s_cbranch_scc1 .LBB0_8
.LBB0_3:
	v_add_i32_e64 v3, s[2:3], s18, v0
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	s_and_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_5
	v_add_i32_e64 v12, s[2:3], s18, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_b64 v[12:13], v[12:13], 2
	v_mov_b32_e32 v3, s7
	v_add_i32_e64 v12, s[2:3], s6, v12
	v_addc_u32_e64 v13, s[2:3], v3, v13, s[2:3]
	flat_load_dword v3, v[12:13]
.LBB0_5:
	s_or_b64 exec, exec, s[16:17]
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v3
	v_add_i32_e64 v3, s[2:3], s18, v1
	v_cmp_gt_i32_e64 s[2:3], s10, v3
	s_and_b64 s[2:3], s[2:3], s[0:1]
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_b64 v[12:13], v[2:3], 2
	v_mov_b32_e32 v3, s15
	v_add_i32_e64 v12, s[2:3], s14, v12
	v_addc_u32_e64 v13, s[2:3], v3, v13, s[2:3]
	flat_load_dword v3, v[12:13]
	s_branch .LBB0_2
.LBB0_7:
	v_mov_b32_e32 v10, 0
.LBB0_8:
	v_cmp_gt_i32_e32 vcc, s8, v5
	v_cmp_gt_i32_e64 s[0:1], s9, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
	s_load_dword s2, s[4:5], 0xe
	s_load_dwordx2 s[0:1], s[4:5], 0xc
	v_mul_f32_e32 v3, s11, v10
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v5, s2
	v_mov_b32_e32 v2, s1
	v_add_i32_e32 v0, vcc, v0, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 2
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s13, v2
	v_add_f32_e32 v2, v3, v2
	flat_store_dword v[0:1], v2
.LBB0_10:
	s_endpgm
__oclc_ABI_version:
amdhsa.kernels:
amdhsa.version:
