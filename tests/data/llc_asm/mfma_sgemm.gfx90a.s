	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.globl	mfma_sgemm                      ; -- Begin function mfma_sgemm
	.p2align	8
	.type	mfma_sgemm,@function
mfma_sgemm:                             ; @mfma_sgemm
; %bb.0:                                ; %entry
	s_load_dwordx2 s[2:3], s[6:7], 0x10
	s_load_dwordx4 s[12:15], s[6:7], 0x18
	s_load_dword s8, s[6:7], 0x28
	s_lshl_b32 s9, s11, 4
	v_and_b32_e32 v1, 15, v0
	v_bfe_u32 v2, v0, 4, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s12, 1
	v_lshl_or_b32 v0, s10, 4, v1
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %loop.preheader
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_add_u32_e32 v1, s9, v1
	v_mad_u64_u32 v[4:5], s[0:1], v1, s13, v[2:3]
	v_add_u32_e32 v1, 12, v2
	v_add_u32_e32 v3, 8, v2
	v_add_u32_e32 v5, 4, v2
	v_mul_lo_u32 v1, s14, v1
	s_lshl_b32 s10, s14, 4
	v_mul_lo_u32 v3, s14, v3
	v_mul_lo_u32 v5, s14, v5
	v_mul_lo_u32 v6, s14, v2
	s_mov_b32 s11, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s5
	v_mov_b32_e32 v8, s7
	v_mov_b32_e32 v9, v0
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s11, v4
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_u32_e32 v12, v6, v9
	v_add_u32_e32 v20, 4, v10
	v_add_u32_e32 v22, 8, v10
	v_add_u32_e32 v24, 12, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32_e32 v10, vcc, s4, v10
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v11, vcc, v7, v11, vcc
	v_add_co_u32_e32 v12, vcc, s6, v12
	v_addc_co_u32_e32 v13, vcc, v8, v13, vcc
	global_load_dword v26, v[10:11], off
	global_load_dword v27, v[12:13], off
	v_add_u32_e32 v14, v5, v9
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v14, vcc, s6, v14
	v_add_co_u32_e64 v10, s[0:1], s4, v20
	v_addc_co_u32_e32 v15, vcc, v8, v15, vcc
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_addc_co_u32_e64 v11, s[0:1], v7, v21, s[0:1]
	global_load_dword v14, v[14:15], off
	v_add_co_u32_e64 v12, s[0:1], s4, v22
	v_addc_co_u32_e64 v13, s[0:1], v7, v23, s[0:1]
	global_load_dword v15, v[10:11], off
	global_load_dword v20, v[12:13], off
	v_add_u32_e32 v16, v3, v9
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v16, vcc, s6, v16
	v_addc_co_u32_e32 v17, vcc, v8, v17, vcc
	v_ashrrev_i32_e32 v25, 31, v24
	global_load_dword v12, v[16:17], off
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e64 v10, s[0:1], s4, v24
	v_add_u32_e32 v18, v1, v9
	v_addc_co_u32_e64 v11, s[0:1], v7, v25, s[0:1]
	v_ashrrev_i32_e32 v19, 31, v18
	global_load_dword v10, v[10:11], off
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v18, vcc, s6, v18
	v_addc_co_u32_e32 v19, vcc, v8, v19, vcc
	global_load_dword v11, v[18:19], off
	s_add_i32 s11, s11, 16
	s_cmp_lt_i32 s11, s12
	v_add_u32_e32 v9, s10, v9
	s_waitcnt vmcnt(6)
	v_mfma_f32_16x16x4f32 a[0:3], v26, v27, a[0:3]
	s_waitcnt vmcnt(4)
	v_mfma_f32_16x16x4f32 a[0:3], v15, v14, a[0:3]
	s_waitcnt vmcnt(2)
	v_mfma_f32_16x16x4f32 a[0:3], v20, v12, a[0:3]
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x4f32 a[0:3], v10, v11, a[0:3]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a3, 0
.LBB0_4:                                ; %epilogue
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v1, a3
	v_lshl_add_u32 v2, v2, 2, s9
	v_mad_u64_u32 v[6:7], s[0:1], v2, s15, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_accvgpr_read_b32 v5, a0
	v_accvgpr_read_b32 v4, a1
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_mul_f32_e32 v5, s8, v5
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_mul_f32_e32 v0, s8, v4
	v_add_u32_e32 v4, s15, v6
	global_store_dword v[8:9], v5, off
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_accvgpr_read_b32 v3, a2
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	v_add_u32_e32 v2, s15, v4
	global_store_dword v[6:7], v0, off
	v_mul_f32_e32 v0, s8, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v10, v5, vcc
	global_store_dword v[4:5], v0, off
	v_add_u32_e32 v0, s15, v2
	v_mul_f32_e32 v3, s8, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_sgemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	mfma_sgemm, .Lfunc_end0-mfma_sgemm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 764
; NumSgprs: 20
; NumVgprs: 28
; NumAgprs: 4
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     4
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .name:           A
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .name:           B
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .name:           C
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .name:           K
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           lda
        .offset:         28
        .size:           4
        .value_kind:     by_value
      - .name:           ldb
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           ldc
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           alpha
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         128
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         136
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         144
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         152
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         160
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         248
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 64
    .name:           mfma_sgemm
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         mfma_sgemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
