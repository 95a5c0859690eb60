# cpus: gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100
# The `_e64` spelling of every vector ALU mnemonic of the golden forms of every
# reference processor, on every one of them (tools/gen_e64_probes.py).
v_accvgpr_mov_b32_e64 a2, a4
v_accvgpr_read_b32_e64 v2, a4
v_accvgpr_write_b32_e64 a2, v4
v_add3_u32_e64 v2, v4, v6, v8
v_add_co_ci_u32_e64 v2, vcc_lo, v4, v6, vcc_lo
v_add_co_u32_e64 v2, s4, v4, v6
v_add_co_u32_e64 v2, vcc, v4, v6
v_add_f16_e64 v2, v4, v6
v_add_f32_e64 v2, v4, v6
v_add_f64_e64 v[2:3], v[4:5], v[6:7]
v_add_i16_e64 v2, v4, v6
v_add_i32_e64 v2, v4, v6
v_add_i32_e64 v2, vcc, v4, v6
v_add_lshl_u32_e64 v2, v4, v6, v8
v_add_nc_i16_e64 v2, v4, v6
v_add_nc_i32_e64 v2, v4, v6
v_add_nc_u16_e64 v2, v4, v6
v_add_nc_u32_e64 v2, v4, v6
v_add_u16_e64 v2, v4, v6
v_add_u32_e64 v2, v4, v6
v_add_u32_e64 v2, vcc, v4, v6
v_addc_co_u32_e64 v2, vcc, v4, v6, vcc
v_addc_u32_e64 v2, vcc, v4, v6, vcc
v_alignbit_b32_e64 v2, v4, v6, v8
v_alignbyte_b32_e64 v2, v4, v6, v8
v_and_b16_e64 v2, v4, v6
v_and_b32_e64 v2, v4, v6
v_and_or_b32_e64 v2, v4, v6, v8
v_ashr_i32_e64 v2, v4, v6
v_ashr_i64_e64 v[2:3], v[4:5], v6
v_ashrrev_i16_e64 v2, v4, v6
v_ashrrev_i32_e64 v2, v4, v6
v_ashrrev_i64_e64 v[2:3], v4, v[6:7]
v_bcnt_u32_b32_e64 v2, v4, v6
v_bfe_i32_e64 v2, v4, v6, v8
v_bfe_u32_e64 v2, v4, v6, v8
v_bfi_b32_e64 v2, v4, v6, v8
v_bfm_b32_e64 v2, v4, v6
v_bfrev_b32_e64 v2, v4
v_ceil_f16_e64 v2, v4
v_ceil_f32_e64 v2, v4
v_ceil_f64_e64 v[2:3], v[4:5]
v_clrexcp_e64
v_cls_i32_e64 v2, v4
v_clz_i32_u32_e64 v2, v4
v_cmp_class_f16_e64 vcc, v2, v4
v_cmp_class_f16_e64 vcc_lo, v2, v4
v_cmp_class_f32_e64 vcc, v2, v4
v_cmp_class_f32_e64 vcc_lo, v2, v4
v_cmp_class_f64_e64 vcc, v[2:3], v4
v_cmp_class_f64_e64 vcc_lo, v[2:3], v4
v_cmp_eq_f16_e64 vcc, v2, v4
v_cmp_eq_f16_e64 vcc_lo, v2, v4
v_cmp_eq_f32_e64 vcc, v2, v4
v_cmp_eq_f32_e64 vcc_lo, v2, v4
v_cmp_eq_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_eq_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_eq_i16_e64 vcc, v2, v4
v_cmp_eq_i16_e64 vcc_lo, v2, v4
v_cmp_eq_i32_e64 vcc, v2, v4
v_cmp_eq_i32_e64 vcc_lo, v2, v4
v_cmp_eq_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_eq_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_eq_u16_e64 vcc, v2, v4
v_cmp_eq_u16_e64 vcc_lo, v2, v4
v_cmp_eq_u32_e64 vcc, v2, v4
v_cmp_eq_u32_e64 vcc_lo, v2, v4
v_cmp_eq_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_eq_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_f_f16_e64 vcc, v2, v4
v_cmp_f_f16_e64 vcc_lo, v2, v4
v_cmp_f_f32_e64 vcc, v2, v4
v_cmp_f_f32_e64 vcc_lo, v2, v4
v_cmp_f_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_f_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_f_i16_e64 vcc, v2, v4
v_cmp_f_i32_e64 vcc, v2, v4
v_cmp_f_i32_e64 vcc_lo, v2, v4
v_cmp_f_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_f_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_f_u16_e64 vcc, v2, v4
v_cmp_f_u32_e64 vcc, v2, v4
v_cmp_f_u32_e64 vcc_lo, v2, v4
v_cmp_f_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_f_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_ge_f16_e64 vcc, v2, v4
v_cmp_ge_f16_e64 vcc_lo, v2, v4
v_cmp_ge_f32_e64 vcc, v2, v4
v_cmp_ge_f32_e64 vcc_lo, v2, v4
v_cmp_ge_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_ge_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_ge_i16_e64 vcc, v2, v4
v_cmp_ge_i16_e64 vcc_lo, v2, v4
v_cmp_ge_i32_e64 vcc, v2, v4
v_cmp_ge_i32_e64 vcc_lo, v2, v4
v_cmp_ge_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_ge_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_ge_u16_e64 vcc, v2, v4
v_cmp_ge_u16_e64 vcc_lo, v2, v4
v_cmp_ge_u32_e64 vcc, v2, v4
v_cmp_ge_u32_e64 vcc_lo, v2, v4
v_cmp_ge_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_ge_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_gt_f16_e64 vcc, v2, v4
v_cmp_gt_f16_e64 vcc_lo, v2, v4
v_cmp_gt_f32_e64 vcc, v2, v4
v_cmp_gt_f32_e64 vcc_lo, v2, v4
v_cmp_gt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_gt_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_gt_i16_e64 vcc, v2, v4
v_cmp_gt_i16_e64 vcc_lo, v2, v4
v_cmp_gt_i32_e64 vcc, v2, v4
v_cmp_gt_i32_e64 vcc_lo, v2, v4
v_cmp_gt_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_gt_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_gt_u16_e64 vcc, v2, v4
v_cmp_gt_u16_e64 vcc_lo, v2, v4
v_cmp_gt_u32_e64 vcc, v2, v4
v_cmp_gt_u32_e64 vcc_lo, v2, v4
v_cmp_gt_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_gt_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_le_f16_e64 vcc, v2, v4
v_cmp_le_f16_e64 vcc_lo, v2, v4
v_cmp_le_f32_e64 vcc, v2, v4
v_cmp_le_f32_e64 vcc_lo, v2, v4
v_cmp_le_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_le_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_le_i16_e64 vcc, v2, v4
v_cmp_le_i16_e64 vcc_lo, v2, v4
v_cmp_le_i32_e64 vcc, v2, v4
v_cmp_le_i32_e64 vcc_lo, v2, v4
v_cmp_le_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_le_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_le_u16_e64 vcc, v2, v4
v_cmp_le_u16_e64 vcc_lo, v2, v4
v_cmp_le_u32_e64 vcc, v2, v4
v_cmp_le_u32_e64 vcc_lo, v2, v4
v_cmp_le_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_le_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_lg_f16_e64 vcc, v2, v4
v_cmp_lg_f16_e64 vcc_lo, v2, v4
v_cmp_lg_f32_e64 vcc, v2, v4
v_cmp_lg_f32_e64 vcc_lo, v2, v4
v_cmp_lg_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_lg_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_lt_f16_e64 vcc, v2, v4
v_cmp_lt_f16_e64 vcc_lo, v2, v4
v_cmp_lt_f32_e64 vcc, v2, v4
v_cmp_lt_f32_e64 vcc_lo, v2, v4
v_cmp_lt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_lt_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_lt_i16_e64 vcc, v2, v4
v_cmp_lt_i16_e64 vcc_lo, v2, v4
v_cmp_lt_i32_e64 vcc, v2, v4
v_cmp_lt_i32_e64 vcc_lo, v2, v4
v_cmp_lt_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_lt_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_lt_u16_e64 vcc, v2, v4
v_cmp_lt_u16_e64 vcc_lo, v2, v4
v_cmp_lt_u32_e64 vcc, v2, v4
v_cmp_lt_u32_e64 vcc_lo, v2, v4
v_cmp_lt_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_lt_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_ne_i16_e64 vcc, v2, v4
v_cmp_ne_i16_e64 vcc_lo, v2, v4
v_cmp_ne_i32_e64 vcc, v2, v4
v_cmp_ne_i32_e64 vcc_lo, v2, v4
v_cmp_ne_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_ne_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_ne_u16_e64 vcc, v2, v4
v_cmp_ne_u16_e64 vcc_lo, v2, v4
v_cmp_ne_u32_e64 vcc, v2, v4
v_cmp_ne_u32_e64 vcc_lo, v2, v4
v_cmp_ne_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_ne_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_neq_f16_e64 vcc, v2, v4
v_cmp_neq_f16_e64 vcc_lo, v2, v4
v_cmp_neq_f32_e64 vcc, v2, v4
v_cmp_neq_f32_e64 vcc_lo, v2, v4
v_cmp_neq_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_neq_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_nge_f16_e64 vcc, v2, v4
v_cmp_nge_f16_e64 vcc_lo, v2, v4
v_cmp_nge_f32_e64 vcc, v2, v4
v_cmp_nge_f32_e64 vcc_lo, v2, v4
v_cmp_nge_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nge_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_ngt_f16_e64 vcc, v2, v4
v_cmp_ngt_f16_e64 vcc_lo, v2, v4
v_cmp_ngt_f32_e64 vcc, v2, v4
v_cmp_ngt_f32_e64 vcc_lo, v2, v4
v_cmp_ngt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_ngt_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_nle_f16_e64 vcc, v2, v4
v_cmp_nle_f16_e64 vcc_lo, v2, v4
v_cmp_nle_f32_e64 vcc, v2, v4
v_cmp_nle_f32_e64 vcc_lo, v2, v4
v_cmp_nle_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nle_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_nlg_f16_e64 vcc, v2, v4
v_cmp_nlg_f16_e64 vcc_lo, v2, v4
v_cmp_nlg_f32_e64 vcc, v2, v4
v_cmp_nlg_f32_e64 vcc_lo, v2, v4
v_cmp_nlg_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nlg_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_nlt_f16_e64 vcc, v2, v4
v_cmp_nlt_f16_e64 vcc_lo, v2, v4
v_cmp_nlt_f32_e64 vcc, v2, v4
v_cmp_nlt_f32_e64 vcc_lo, v2, v4
v_cmp_nlt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nlt_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_o_f16_e64 vcc, v2, v4
v_cmp_o_f16_e64 vcc_lo, v2, v4
v_cmp_o_f32_e64 vcc, v2, v4
v_cmp_o_f32_e64 vcc_lo, v2, v4
v_cmp_o_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_o_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_t_f16_e64 vcc_lo, v2, v4
v_cmp_t_f32_e64 vcc_lo, v2, v4
v_cmp_t_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_t_i16_e64 vcc, v2, v4
v_cmp_t_i32_e64 vcc, v2, v4
v_cmp_t_i32_e64 vcc_lo, v2, v4
v_cmp_t_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_t_i64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_t_u16_e64 vcc, v2, v4
v_cmp_t_u32_e64 vcc, v2, v4
v_cmp_t_u32_e64 vcc_lo, v2, v4
v_cmp_t_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_t_u64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_tru_f16_e64 vcc, v2, v4
v_cmp_tru_f16_e64 vcc_lo, v2, v4
v_cmp_tru_f32_e64 vcc, v2, v4
v_cmp_tru_f32_e64 vcc_lo, v2, v4
v_cmp_tru_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_tru_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmp_u_f16_e64 vcc, v2, v4
v_cmp_u_f16_e64 vcc_lo, v2, v4
v_cmp_u_f32_e64 vcc, v2, v4
v_cmp_u_f32_e64 vcc_lo, v2, v4
v_cmp_u_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_u_f64_e64 vcc_lo, v[2:3], v[4:5]
v_cmpx_class_f16_e64 v2, v4
v_cmpx_class_f16_e64 vcc, v2, v4
v_cmpx_class_f32_e64 v2, v4
v_cmpx_class_f32_e64 vcc, v2, v4
v_cmpx_class_f64_e64 v[2:3], v4
v_cmpx_class_f64_e64 vcc, v[2:3], v4
v_cmpx_eq_f16_e64 v2, v4
v_cmpx_eq_f16_e64 vcc, v2, v4
v_cmpx_eq_f32_e64 v2, v4
v_cmpx_eq_f32_e64 vcc, v2, v4
v_cmpx_eq_f64_e64 v[2:3], v[4:5]
v_cmpx_eq_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_eq_i16_e64 v2, v4
v_cmpx_eq_i16_e64 vcc, v2, v4
v_cmpx_eq_i32_e64 v2, v4
v_cmpx_eq_i32_e64 vcc, v2, v4
v_cmpx_eq_i64_e64 v[2:3], v[4:5]
v_cmpx_eq_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_eq_u16_e64 v2, v4
v_cmpx_eq_u16_e64 vcc, v2, v4
v_cmpx_eq_u32_e64 v2, v4
v_cmpx_eq_u32_e64 vcc, v2, v4
v_cmpx_eq_u64_e64 v[2:3], v[4:5]
v_cmpx_eq_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_f_f16_e64 v2, v4
v_cmpx_f_f16_e64 vcc, v2, v4
v_cmpx_f_f32_e64 v2, v4
v_cmpx_f_f32_e64 vcc, v2, v4
v_cmpx_f_f64_e64 v[2:3], v[4:5]
v_cmpx_f_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_f_i16_e64 vcc, v2, v4
v_cmpx_f_i32_e64 v2, v4
v_cmpx_f_i32_e64 vcc, v2, v4
v_cmpx_f_i64_e64 v[2:3], v[4:5]
v_cmpx_f_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_f_u16_e64 vcc, v2, v4
v_cmpx_f_u32_e64 v2, v4
v_cmpx_f_u32_e64 vcc, v2, v4
v_cmpx_f_u64_e64 v[2:3], v[4:5]
v_cmpx_f_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ge_f16_e64 v2, v4
v_cmpx_ge_f16_e64 vcc, v2, v4
v_cmpx_ge_f32_e64 v2, v4
v_cmpx_ge_f32_e64 vcc, v2, v4
v_cmpx_ge_f64_e64 v[2:3], v[4:5]
v_cmpx_ge_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ge_i16_e64 v2, v4
v_cmpx_ge_i16_e64 vcc, v2, v4
v_cmpx_ge_i32_e64 v2, v4
v_cmpx_ge_i32_e64 vcc, v2, v4
v_cmpx_ge_i64_e64 v[2:3], v[4:5]
v_cmpx_ge_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ge_u16_e64 v2, v4
v_cmpx_ge_u16_e64 vcc, v2, v4
v_cmpx_ge_u32_e64 v2, v4
v_cmpx_ge_u32_e64 vcc, v2, v4
v_cmpx_ge_u64_e64 v[2:3], v[4:5]
v_cmpx_ge_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_gt_f16_e64 v2, v4
v_cmpx_gt_f16_e64 vcc, v2, v4
v_cmpx_gt_f32_e64 v2, v4
v_cmpx_gt_f32_e64 vcc, v2, v4
v_cmpx_gt_f64_e64 v[2:3], v[4:5]
v_cmpx_gt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_gt_i16_e64 v2, v4
v_cmpx_gt_i16_e64 vcc, v2, v4
v_cmpx_gt_i32_e64 v2, v4
v_cmpx_gt_i32_e64 vcc, v2, v4
v_cmpx_gt_i64_e64 v[2:3], v[4:5]
v_cmpx_gt_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_gt_u16_e64 v2, v4
v_cmpx_gt_u16_e64 vcc, v2, v4
v_cmpx_gt_u32_e64 v2, v4
v_cmpx_gt_u32_e64 vcc, v2, v4
v_cmpx_gt_u64_e64 v[2:3], v[4:5]
v_cmpx_gt_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_le_f16_e64 v2, v4
v_cmpx_le_f16_e64 vcc, v2, v4
v_cmpx_le_f32_e64 v2, v4
v_cmpx_le_f32_e64 vcc, v2, v4
v_cmpx_le_f64_e64 v[2:3], v[4:5]
v_cmpx_le_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_le_i16_e64 v2, v4
v_cmpx_le_i16_e64 vcc, v2, v4
v_cmpx_le_i32_e64 v2, v4
v_cmpx_le_i32_e64 vcc, v2, v4
v_cmpx_le_i64_e64 v[2:3], v[4:5]
v_cmpx_le_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_le_u16_e64 v2, v4
v_cmpx_le_u16_e64 vcc, v2, v4
v_cmpx_le_u32_e64 v2, v4
v_cmpx_le_u32_e64 vcc, v2, v4
v_cmpx_le_u64_e64 v[2:3], v[4:5]
v_cmpx_le_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lg_f16_e64 v2, v4
v_cmpx_lg_f16_e64 vcc, v2, v4
v_cmpx_lg_f32_e64 v2, v4
v_cmpx_lg_f32_e64 vcc, v2, v4
v_cmpx_lg_f64_e64 v[2:3], v[4:5]
v_cmpx_lg_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lt_f16_e64 v2, v4
v_cmpx_lt_f16_e64 vcc, v2, v4
v_cmpx_lt_f32_e64 v2, v4
v_cmpx_lt_f32_e64 vcc, v2, v4
v_cmpx_lt_f64_e64 v[2:3], v[4:5]
v_cmpx_lt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lt_i16_e64 v2, v4
v_cmpx_lt_i16_e64 vcc, v2, v4
v_cmpx_lt_i32_e64 v2, v4
v_cmpx_lt_i32_e64 vcc, v2, v4
v_cmpx_lt_i64_e64 v[2:3], v[4:5]
v_cmpx_lt_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lt_u16_e64 v2, v4
v_cmpx_lt_u16_e64 vcc, v2, v4
v_cmpx_lt_u32_e64 v2, v4
v_cmpx_lt_u32_e64 vcc, v2, v4
v_cmpx_lt_u64_e64 v[2:3], v[4:5]
v_cmpx_lt_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ne_i16_e64 v2, v4
v_cmpx_ne_i16_e64 vcc, v2, v4
v_cmpx_ne_i32_e64 v2, v4
v_cmpx_ne_i32_e64 vcc, v2, v4
v_cmpx_ne_i64_e64 v[2:3], v[4:5]
v_cmpx_ne_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ne_u16_e64 v2, v4
v_cmpx_ne_u16_e64 vcc, v2, v4
v_cmpx_ne_u32_e64 v2, v4
v_cmpx_ne_u32_e64 vcc, v2, v4
v_cmpx_ne_u64_e64 v[2:3], v[4:5]
v_cmpx_ne_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_neq_f16_e64 v2, v4
v_cmpx_neq_f16_e64 vcc, v2, v4
v_cmpx_neq_f32_e64 v2, v4
v_cmpx_neq_f32_e64 vcc, v2, v4
v_cmpx_neq_f64_e64 v[2:3], v[4:5]
v_cmpx_neq_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nge_f16_e64 v2, v4
v_cmpx_nge_f16_e64 vcc, v2, v4
v_cmpx_nge_f32_e64 v2, v4
v_cmpx_nge_f32_e64 vcc, v2, v4
v_cmpx_nge_f64_e64 v[2:3], v[4:5]
v_cmpx_nge_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ngt_f16_e64 v2, v4
v_cmpx_ngt_f16_e64 vcc, v2, v4
v_cmpx_ngt_f32_e64 v2, v4
v_cmpx_ngt_f32_e64 vcc, v2, v4
v_cmpx_ngt_f64_e64 v[2:3], v[4:5]
v_cmpx_ngt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nle_f16_e64 v2, v4
v_cmpx_nle_f16_e64 vcc, v2, v4
v_cmpx_nle_f32_e64 v2, v4
v_cmpx_nle_f32_e64 vcc, v2, v4
v_cmpx_nle_f64_e64 v[2:3], v[4:5]
v_cmpx_nle_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nlg_f16_e64 v2, v4
v_cmpx_nlg_f16_e64 vcc, v2, v4
v_cmpx_nlg_f32_e64 v2, v4
v_cmpx_nlg_f32_e64 vcc, v2, v4
v_cmpx_nlg_f64_e64 v[2:3], v[4:5]
v_cmpx_nlg_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nlt_f16_e64 v2, v4
v_cmpx_nlt_f16_e64 vcc, v2, v4
v_cmpx_nlt_f32_e64 v2, v4
v_cmpx_nlt_f32_e64 vcc, v2, v4
v_cmpx_nlt_f64_e64 v[2:3], v[4:5]
v_cmpx_nlt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_o_f16_e64 v2, v4
v_cmpx_o_f16_e64 vcc, v2, v4
v_cmpx_o_f32_e64 v2, v4
v_cmpx_o_f32_e64 vcc, v2, v4
v_cmpx_o_f64_e64 v[2:3], v[4:5]
v_cmpx_o_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_t_f16_e64 v2, v4
v_cmpx_t_f32_e64 v2, v4
v_cmpx_t_f64_e64 v[2:3], v[4:5]
v_cmpx_t_i16_e64 vcc, v2, v4
v_cmpx_t_i32_e64 v2, v4
v_cmpx_t_i32_e64 vcc, v2, v4
v_cmpx_t_i64_e64 v[2:3], v[4:5]
v_cmpx_t_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_t_u16_e64 vcc, v2, v4
v_cmpx_t_u32_e64 v2, v4
v_cmpx_t_u32_e64 vcc, v2, v4
v_cmpx_t_u64_e64 v[2:3], v[4:5]
v_cmpx_t_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_tru_f16_e64 v2, v4
v_cmpx_tru_f16_e64 vcc, v2, v4
v_cmpx_tru_f32_e64 v2, v4
v_cmpx_tru_f32_e64 vcc, v2, v4
v_cmpx_tru_f64_e64 v[2:3], v[4:5]
v_cmpx_tru_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_u_f16_e64 v2, v4
v_cmpx_u_f16_e64 vcc, v2, v4
v_cmpx_u_f32_e64 v2, v4
v_cmpx_u_f32_e64 vcc, v2, v4
v_cmpx_u_f64_e64 v[2:3], v[4:5]
v_cmpx_u_f64_e64 vcc, v[2:3], v[4:5]
v_cndmask_b16_e64 v2, 1, s6, s8
v_cndmask_b32_e64 v2, v4, v6, vcc
v_cndmask_b32_e64 v2, v4, v6, vcc_lo
v_cos_f16_e64 v2, v4
v_cos_f32_e64 v2, v4
v_ctz_i32_b32_e64 v2, v4
v_cubeid_f32_e64 v2, v4, v6, v8
v_cubema_f32_e64 v2, v4, v6, v8
v_cubesc_f32_e64 v2, v4, v6, v8
v_cubetc_f32_e64 v2, v4, v6, v8
v_cvt_f16_f32_e64 v2, v4
v_cvt_f16_i16_e64 v2, v4
v_cvt_f16_u16_e64 v2, v4
v_cvt_f32_bf8_e64 v2, v4
v_cvt_f32_f16_e64 v2, v4
v_cvt_f32_f64_e64 v2, v[4:5]
v_cvt_f32_fp8_e64 v2, v4
v_cvt_f32_i32_e64 v2, v4
v_cvt_f32_u32_e64 v2, v4
v_cvt_f32_ubyte0_e64 v2, v4
v_cvt_f32_ubyte1_e64 v2, v4
v_cvt_f32_ubyte2_e64 v2, v4
v_cvt_f32_ubyte3_e64 v2, v4
v_cvt_f64_f32_e64 v[2:3], v4
v_cvt_f64_i32_e64 v[2:3], v4
v_cvt_f64_u32_e64 v[2:3], v4
v_cvt_floor_i32_f32_e64 v2, v4
v_cvt_flr_i32_f32_e64 v2, v4
v_cvt_i16_f16_e64 v2, v4
v_cvt_i32_f32_e64 v2, v4
v_cvt_i32_f64_e64 v2, v[4:5]
v_cvt_i32_i16_e64 v2, v4
v_cvt_nearest_i32_f32_e64 v2, v4
v_cvt_norm_i16_f16_e64 v2, v4
v_cvt_norm_u16_f16_e64 v2, v4
v_cvt_off_f32_i4_e64 v2, v4
v_cvt_pk_bf8_f32_e64 v2, v4, v6
v_cvt_pk_f32_bf8_e64 v[2:3], v4
v_cvt_pk_f32_fp8_e64 v[2:3], v4
v_cvt_pk_fp8_f32_e64 v2, v4, v6
v_cvt_pk_i16_f32_e64 v2, v4, v6
v_cvt_pk_i16_i32_e64 v2, v4, v6
v_cvt_pk_norm_i16_f16_e64 v2, v4, v6
v_cvt_pk_norm_i16_f32_e64 v2, v4, v6
v_cvt_pk_norm_u16_f16_e64 v2, v4, v6
v_cvt_pk_norm_u16_f32_e64 v2, v4, v6
v_cvt_pk_rtz_f16_f32_e64 v2, v4, v6
v_cvt_pk_u16_f32_e64 v2, v4, v6
v_cvt_pk_u16_u32_e64 v2, v4, v6
v_cvt_pk_u8_f32_e64 v2, v4, v6, v8
v_cvt_pkaccum_u8_f32_e64 v2, v4, v6
v_cvt_pknorm_i16_f16_e64 v2, v4, v6
v_cvt_pknorm_i16_f32_e64 v2, v4, v6
v_cvt_pknorm_u16_f16_e64 v2, v4, v6
v_cvt_pknorm_u16_f32_e64 v2, v4, v6
v_cvt_pkrtz_f16_f32_e64 v2, v4, v6
v_cvt_rpi_i32_f32_e64 v2, v4
v_cvt_sr_bf8_f32_e64 v2, v4, v6
v_cvt_sr_fp8_f32_e64 v2, v4, v6
v_cvt_u16_f16_e64 v2, v4
v_cvt_u32_f32_e64 v2, v4
v_cvt_u32_f64_e64 v2, v[4:5]
v_cvt_u32_u16_e64 v2, v4
v_div_fixup_f16_e64 v2, v4, v6, v8
v_div_fixup_f32_e64 v2, v4, v6, v8
v_div_fixup_f64_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_div_fixup_legacy_f16_e64 v2, v4, v6, v8
v_div_fmas_f32_e64 v2, v4, v6, v8
v_div_fmas_f64_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_div_scale_f32_e64 v2, s4, v4, v6, v8
v_div_scale_f32_e64 v2, s[4:5], v4, v6, v8
v_div_scale_f64_e64 v[2:3], s4, v[4:5], v[6:7], v[8:9]
v_div_scale_f64_e64 v[2:3], s[4:5], v[4:5], v[6:7], v[8:9]
v_dot2_bf16_bf16_e64 v2, v4, v6, v8
v_dot2_f16_f16_e64 v2, v4, v6, v8
v_dot2_f32_bf16_e64 v2, v4, v6, v8
v_dot2_f32_f16_e64 v2, v4, v6, v8
v_dot2_i32_i16_e64 v2, v4, v6, v8
v_dot2_u32_u16_e64 v2, v4, v6, v8
v_dot2acc_f32_f16_e64 v2, v4, v6
v_dot2c_f32_f16_e64 v2, v4, v6
v_dot2c_i32_i16_e64 v2, v4, v6
v_dot4_i32_i8_e64 v2, v4, v6, v8
v_dot4_i32_iu8_e64 v2, v4, v6, v8
v_dot4_u32_u8_e64 v2, v4, v6, v8
v_dot4c_i32_i8_e64 v2, v4, v6
v_dot8_i32_i4_e64 v2, v4, v6, v8
v_dot8_i32_iu4_e64 v2, v4, v6, v8
v_dot8_u32_u4_e64 v2, v4, v6, v8
v_dot8c_i32_i4_e64 v2, v4, v6
v_dual_add_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_cndmask_b32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_dot2acc_f32_f16_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_fmaak_f32_e64 v10, v1, v2, 0x40400000 :: v_dual_add_f32 v15, v4, v7
v_dual_fmac_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_fmamk_f32_e64 v10, v1, 0x40400000, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_max_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_min_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_mov_b32_e64 v10, v1 :: v_dual_add_f32 v15, v4, v7
v_dual_mul_dx9_zero_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_mul_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_sub_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_dual_subrev_f32_e64 v10, v1, v2 :: v_dual_add_f32 v15, v4, v7
v_exp_f16_e64 v2, v4
v_exp_f32_e64 v2, v4
v_exp_legacy_f32_e64 v2, v4
v_ffbh_i32_e64 v2, v4
v_ffbh_u32_e64 v2, v4
v_ffbl_b32_e64 v2, v4
v_floor_f16_e64 v2, v4
v_floor_f32_e64 v2, v4
v_floor_f64_e64 v[2:3], v[4:5]
v_fma_dx9_zero_f32_e64 v2, v4, v6, v8
v_fma_f16_e64 v2, v4, v6, v8
v_fma_f32_e64 v2, v4, v6, v8
v_fma_f64_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_fma_legacy_f16_e64 v2, v4, v6, v8
v_fma_legacy_f32_e64 v2, v4, v6, v8
v_fma_mix_f32_e64 v2, v4, v6, v8
v_fma_mixhi_f16_e64 v2, v4, v6, v8
v_fma_mixlo_f16_e64 v2, v4, v6, v8
v_fmaak_f16_e64 v2, v4, v6, 0x4048
v_fmaak_f32_e64 v2, v4, v6, 0x40480000
v_fmac_dx9_zero_f32_e64 v2, v4, v6
v_fmac_f16_e64 v2, v4, v6
v_fmac_f32_e64 v2, v4, v6
v_fmac_f64_e64 v[2:3], v[4:5], v[6:7]
v_fmac_legacy_f32_e64 v2, v4, v6
v_fmamk_f16_e64 v2, v4, 0x4048, v6
v_fmamk_f32_e64 v2, v4, 0x40480000, v6
v_fract_f16_e64 v2, v4
v_fract_f32_e64 v2, v4
v_fract_f64_e64 v[2:3], v[4:5]
v_frexp_exp_i16_f16_e64 v2, v4
v_frexp_exp_i32_f32_e64 v2, v4
v_frexp_exp_i32_f64_e64 v2, v[4:5]
v_frexp_mant_f16_e64 v2, v4
v_frexp_mant_f32_e64 v2, v4
v_frexp_mant_f64_e64 v[2:3], v[4:5]
v_ldexp_f16_e64 v2, v4, v6
v_ldexp_f32_e64 v2, v4, v6
v_ldexp_f64_e64 v[2:3], v[4:5], v6
v_lerp_u8_e64 v2, v4, v6, v8
v_log_clamp_f32_e64 v2, v4
v_log_f16_e64 v2, v4
v_log_f32_e64 v2, v4
v_log_legacy_f32_e64 v2, v4
v_lshl_add_u32_e64 v2, v4, v6, v8
v_lshl_add_u64_e64 v[2:3], v[4:5], v6, v[8:9]
v_lshl_b32_e64 v2, v4, v6
v_lshl_b64_e64 v[2:3], v[4:5], v6
v_lshl_or_b32_e64 v2, v4, v6, v8
v_lshlrev_b16_e64 v2, v4, v6
v_lshlrev_b32_e64 v2, v4, v6
v_lshlrev_b64_e64 v[2:3], v4, v[6:7]
v_lshr_b32_e64 v2, v4, v6
v_lshr_b64_e64 v[2:3], v[4:5], v6
v_lshrrev_b16_e64 v2, v4, v6
v_lshrrev_b32_e64 v2, v4, v6
v_lshrrev_b64_e64 v[2:3], v4, v[6:7]
v_mac_f16_e64 v2, v4, v6
v_mac_f32_e64 v2, v4, v6
v_mac_legacy_f32_e64 v2, v4, v6
v_mad_f16_e64 v2, v4, v6, v8
v_mad_f32_e64 v2, v4, v6, v8
v_mad_i16_e64 v2, v4, v6, v8
v_mad_i32_i16_e64 v2, v4, v6, v8
v_mad_i32_i24_e64 v2, v4, v6, v8
v_mad_i64_i32_e64 v[2:3], s4, v4, v6, v[8:9]
v_mad_i64_i32_e64 v[2:3], s[4:5], v4, v6, v[8:9]
v_mad_legacy_f16_e64 v2, v4, v6, v8
v_mad_legacy_f32_e64 v2, v4, v6, v8
v_mad_legacy_i16_e64 v2, v4, v6, v8
v_mad_legacy_u16_e64 v2, v4, v6, v8
v_mad_mix_f32_e64 v2, v4, v6, v8
v_mad_mixhi_f16_e64 v2, v4, v6, v8
v_mad_mixlo_f16_e64 v2, v4, v6, v8
v_mad_u16_e64 v2, v4, v6, v8
v_mad_u32_u16_e64 v2, v4, v6, v8
v_mad_u32_u24_e64 v2, v4, v6, v8
v_mad_u64_u32_e64 v[2:3], s4, v4, v6, v[8:9]
v_mad_u64_u32_e64 v[2:3], s[4:5], v4, v6, v[8:9]
v_madak_f16_e64 v2, v4, v6, 0x4048
v_madak_f32_e64 v2, v4, v6, 0x40480000
v_madmk_f16_e64 v2, v4, 0x4048, v6
v_madmk_f32_e64 v2, v4, 0x40480000, v6
v_max3_f16_e64 v2, v4, v6, v8
v_max3_f32_e64 v2, v4, v6, v8
v_max3_i16_e64 v2, v4, v6, v8
v_max3_i32_e64 v2, v4, v6, v8
v_max3_u16_e64 v2, v4, v6, v8
v_max3_u32_e64 v2, v4, v6, v8
v_max_f16_e64 v2, v4, v6
v_max_f32_e64 v2, v4, v6
v_max_f64_e64 v[2:3], v[4:5], v[6:7]
v_max_i16_e64 v2, v4, v6
v_max_i32_e64 v2, v4, v6
v_max_legacy_f32_e64 v2, v4, v6
v_max_u16_e64 v2, v4, v6
v_max_u32_e64 v2, v4, v6
v_maxmin_f16_e64 v2, v4, v6, v8
v_maxmin_f32_e64 v2, v4, v6, v8
v_maxmin_i32_e64 v2, v4, v6, v8
v_maxmin_u32_e64 v2, v4, v6, v8
v_mbcnt_hi_u32_b32_e64 v2, v4, v6
v_mbcnt_lo_u32_b32_e64 v2, v4, v6
v_med3_f16_e64 v2, v4, v6, v8
v_med3_f32_e64 v2, v4, v6, v8
v_med3_i16_e64 v2, v4, v6, v8
v_med3_i32_e64 v2, v4, v6, v8
v_med3_u16_e64 v2, v4, v6, v8
v_med3_u32_e64 v2, v4, v6, v8
v_mfma_f32_16x16x16_bf16_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x16_f16_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x16bf16_1k_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x16f16_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x1_4b_f32_e64 a[2:17], v18, v20, a[22:37]
v_mfma_f32_16x16x1f32_e64 a[2:17], v18, v20, a[22:37]
v_mfma_f32_16x16x2bf16_e64 a[2:17], v18, v20, a[22:37]
v_mfma_f32_16x16x32_bf8_bf8_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x32_bf8_fp8_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x32_fp8_bf8_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x32_fp8_fp8_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x4_4b_bf16_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_16x16x4_4b_f16_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_16x16x4_f32_e64 a[2:5], v6, v8, a[10:13]
v_mfma_f32_16x16x4bf16_1k_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_16x16x4f16_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_16x16x4f32_e64 a[2:5], v6, v8, a[10:13]
v_mfma_f32_16x16x8_xf32_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x8bf16_e64 a[2:5], v6, v8, a[10:13]
v_mfma_f32_32x32x16_bf8_bf8_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x16_bf8_fp8_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x16_fp8_bf8_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x16_fp8_fp8_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x1_2b_f32_e64 a[2:33], v34, v36, a[38:69]
v_mfma_f32_32x32x1f32_e64 a[2:33], v34, v36, a[38:69]
v_mfma_f32_32x32x2_f32_e64 a[2:17], v18, v20, a[22:37]
v_mfma_f32_32x32x2bf16_e64 a[2:33], v34, v36, a[38:69]
v_mfma_f32_32x32x2f32_e64 a[2:17], v18, v20, a[22:37]
v_mfma_f32_32x32x4_2b_bf16_e64 a[2:33], v[34:35], v[36:37], a[38:69]
v_mfma_f32_32x32x4_2b_f16_e64 a[2:33], v[34:35], v[36:37], a[38:69]
v_mfma_f32_32x32x4_xf32_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x4bf16_1k_e64 a[2:33], v[34:35], v[36:37], a[38:69]
v_mfma_f32_32x32x4bf16_e64 a[2:17], v18, v20, a[22:37]
v_mfma_f32_32x32x4f16_e64 a[2:33], v[34:35], v[36:37], a[38:69]
v_mfma_f32_32x32x8_bf16_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x8_f16_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x8bf16_1k_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x8f16_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_4x4x1_16b_f32_e64 a[2:5], v6, v8, a[10:13]
v_mfma_f32_4x4x1f32_e64 a[2:5], v6, v8, a[10:13]
v_mfma_f32_4x4x2bf16_e64 a[2:5], v6, v8, a[10:13]
v_mfma_f32_4x4x4_16b_bf16_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_4x4x4_16b_f16_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_4x4x4bf16_1k_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_4x4x4f16_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f64_16x16x4_f64_e64 a[2:9], v[10:11], v[12:13], a[14:21]
v_mfma_f64_16x16x4f64_e64 a[2:9], v[10:11], v[12:13], a[14:21]
v_mfma_f64_4x4x4_4b_f64_e64 a[2:3], v[4:5], v[6:7], a[8:9]
v_mfma_f64_4x4x4f64_e64 a[2:3], v[4:5], v[6:7], a[8:9]
v_mfma_i32_16x16x16i8_e64 a[2:5], v6, v8, a[10:13]
v_mfma_i32_16x16x32_i8_e64 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_i32_16x16x4_4b_i8_e64 a[2:17], v18, v20, a[22:37]
v_mfma_i32_16x16x4i8_e64 a[2:17], v18, v20, a[22:37]
v_mfma_i32_32x32x16_i8_e64 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_i32_32x32x4_2b_i8_e64 a[2:33], v34, v36, a[38:69]
v_mfma_i32_32x32x4i8_e64 a[2:33], v34, v36, a[38:69]
v_mfma_i32_32x32x8i8_e64 a[2:17], v18, v20, a[22:37]
v_mfma_i32_4x4x4_16b_i8_e64 a[2:5], v6, v8, a[10:13]
v_mfma_i32_4x4x4i8_e64 a[2:5], v6, v8, a[10:13]
v_min3_f16_e64 v2, v4, v6, v8
v_min3_f32_e64 v2, v4, v6, v8
v_min3_i16_e64 v2, v4, v6, v8
v_min3_i32_e64 v2, v4, v6, v8
v_min3_u16_e64 v2, v4, v6, v8
v_min3_u32_e64 v2, v4, v6, v8
v_min_f16_e64 v2, v4, v6
v_min_f32_e64 v2, v4, v6
v_min_f64_e64 v[2:3], v[4:5], v[6:7]
v_min_i16_e64 v2, v4, v6
v_min_i32_e64 v2, v4, v6
v_min_legacy_f32_e64 v2, v4, v6
v_min_u16_e64 v2, v4, v6
v_min_u32_e64 v2, v4, v6
v_minmax_f16_e64 v2, v4, v6, v8
v_minmax_f32_e64 v2, v4, v6, v8
v_minmax_i32_e64 v2, v4, v6, v8
v_minmax_u32_e64 v2, v4, v6, v8
v_mov_b32_e64 v2, v4
v_mov_b64_e64 v[2:3], v[4:5]
v_movreld_b32_e64 v2, v4
v_movrels_b32_e64 v2, v4
v_movrelsd_2_b32_e64 v2, v4
v_movrelsd_b32_e64 v2, v4
v_mqsad_pk_u16_u8_e64 v[2:3], v[4:5], v6, v[8:9]
v_mqsad_u32_u8_e64 v[2:5], v[6:7], v8, v[10:13]
v_msad_u8_e64 v2, v4, v6, v8
v_mul_dx9_zero_f32_e64 v2, v4, v6
v_mul_f16_e64 v2, v4, v6
v_mul_f32_e64 v2, v4, v6
v_mul_f64_e64 v[2:3], v[4:5], v[6:7]
v_mul_hi_i32_e64 v2, v4, v6
v_mul_hi_i32_i24_e64 v2, v4, v6
v_mul_hi_u32_e64 v2, v4, v6
v_mul_hi_u32_u24_e64 v2, v4, v6
v_mul_i32_i24_e64 v2, v4, v6
v_mul_legacy_f32_e64 v2, v4, v6
v_mul_lo_i32_e64 v2, v4, v6
v_mul_lo_u16_e64 v2, v4, v6
v_mul_lo_u32_e64 v2, v4, v6
v_mul_u32_u24_e64 v2, v4, v6
v_mullit_f32_e64 v2, v4, v6, v8
v_nop_e64
v_not_b16_e64 v2, v4
v_not_b32_e64 v2, v4
v_or3_b32_e64 v2, v4, v6, v8
v_or_b16_e64 v2, v4, v6
v_or_b32_e64 v2, v4, v6
v_pack_b32_f16_e64 v2, v4, v6
v_perm_b32_e64 v2, v4, v6, v8
v_permlane16_b32_e64 v2, v4, s4, s6
v_permlane64_b32_e64 v2, v4
v_permlanex16_b32_e64 v2, v4, s4, s6
v_pipeflush_e64
v_pk_add_f16_e64 v2, v4, v6
v_pk_add_f32_e64 v[2:3], v[4:5], v[6:7]
v_pk_add_i16_e64 v2, v4, v6
v_pk_add_u16_e64 v2, v4, v6
v_pk_ashrrev_i16_e64 v2, v4, v6
v_pk_fma_f16_e64 v2, v4, v6, v8
v_pk_fma_f32_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_pk_fmac_f16_e64 v2, v4, v6
v_pk_lshlrev_b16_e64 v2, v4, v6
v_pk_lshrrev_b16_e64 v2, v4, v6
v_pk_mad_i16_e64 v2, v4, v6, v8
v_pk_mad_u16_e64 v2, v4, v6, v8
v_pk_max_f16_e64 v2, v4, v6
v_pk_max_i16_e64 v2, v4, v6
v_pk_max_u16_e64 v2, v4, v6
v_pk_min_f16_e64 v2, v4, v6
v_pk_min_i16_e64 v2, v4, v6
v_pk_min_u16_e64 v2, v4, v6
v_pk_mov_b32_e64 v[2:3], v[4:5], v[6:7]
v_pk_mul_f16_e64 v2, v4, v6
v_pk_mul_f32_e64 v[2:3], v[4:5], v[6:7]
v_pk_mul_lo_u16_e64 v2, v4, v6
v_pk_sub_i16_e64 v2, v4, v6
v_pk_sub_u16_e64 v2, v4, v6
v_qsad_pk_u16_u8_e64 v[2:3], v[4:5], v6, v[8:9]
v_rcp_clamp_f32_e64 v2, v4
v_rcp_clamp_f64_e64 v[2:3], v[4:5]
v_rcp_f16_e64 v2, v4
v_rcp_f32_e64 v2, v4
v_rcp_f64_e64 v[2:3], v[4:5]
v_rcp_iflag_f32_e64 v2, v4
v_rcp_legacy_f32_e64 v2, v4
v_readfirstlane_b32_e64 s4, v2
v_readlane_b32_e64 s4, v2, s6
v_rndne_f16_e64 v2, v4
v_rndne_f32_e64 v2, v4
v_rndne_f64_e64 v[2:3], v[4:5]
v_rsq_clamp_f32_e64 v2, v4
v_rsq_clamp_f64_e64 v[2:3], v[4:5]
v_rsq_f16_e64 v2, v4
v_rsq_f32_e64 v2, v4
v_rsq_f64_e64 v[2:3], v[4:5]
v_rsq_legacy_f32_e64 v2, v4
v_sad_hi_u8_e64 v2, v4, v6, v8
v_sad_u16_e64 v2, v4, v6, v8
v_sad_u32_e64 v2, v4, v6, v8
v_sad_u8_e64 v2, v4, v6, v8
v_sat_pk_u8_i16_e64 v2, v4
v_screen_partition_4se_b32_e64 v2, v4
v_sin_f16_e64 v2, v4
v_sin_f32_e64 v2, v4
v_smfmac_f32_16x16x32_bf16_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_f32_16x16x32_f16_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_f32_16x16x64_bf8_bf8_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_f32_16x16x64_bf8_fp8_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_f32_16x16x64_fp8_bf8_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_f32_16x16x64_fp8_fp8_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_f32_32x32x16_bf16_e64 a[2:17], v[18:19], v[20:23], v24
v_smfmac_f32_32x32x16_f16_e64 a[2:17], v[18:19], v[20:23], v24
v_smfmac_f32_32x32x32_bf8_bf8_e64 a[2:17], v[18:19], v[20:23], v24
v_smfmac_f32_32x32x32_bf8_fp8_e64 a[2:17], v[18:19], v[20:23], v24
v_smfmac_f32_32x32x32_fp8_bf8_e64 a[2:17], v[18:19], v[20:23], v24
v_smfmac_f32_32x32x32_fp8_fp8_e64 a[2:17], v[18:19], v[20:23], v24
v_smfmac_i32_16x16x64_i8_e64 a[2:5], v[6:7], v[8:11], v12
v_smfmac_i32_32x32x32_i8_e64 a[2:17], v[18:19], v[20:23], v24
v_sqrt_f16_e64 v2, v4
v_sqrt_f32_e64 v2, v4
v_sqrt_f64_e64 v[2:3], v[4:5]
v_sub_co_ci_u32_e64 v2, vcc_lo, v4, v6, vcc_lo
v_sub_co_u32_e64 v2, s4, v4, v6
v_sub_co_u32_e64 v2, vcc, v4, v6
v_sub_f16_e64 v2, v4, v6
v_sub_f32_e64 v2, v4, v6
v_sub_i16_e64 v2, v4, v6
v_sub_i32_e64 v2, v4, v6
v_sub_i32_e64 v2, vcc, v4, v6
v_sub_nc_i16_e64 v2, v4, v6
v_sub_nc_i32_e64 v2, v4, v6
v_sub_nc_u16_e64 v2, v4, v6
v_sub_nc_u32_e64 v2, v4, v6
v_sub_u16_e64 v2, v4, v6
v_sub_u32_e64 v2, v4, v6
v_sub_u32_e64 v2, vcc, v4, v6
v_subb_co_u32_e64 v2, vcc, v4, v6, vcc
v_subb_u32_e64 v2, vcc, v4, v6, vcc
v_subbrev_co_u32_e64 v2, vcc, v4, v6, vcc
v_subbrev_u32_e64 v2, vcc, v4, v6, vcc
v_subrev_co_ci_u32_e64 v2, vcc_lo, v4, v6, vcc_lo
v_subrev_co_u32_e64 v2, s4, v4, v6
v_subrev_co_u32_e64 v2, vcc, v4, v6
v_subrev_f16_e64 v2, v4, v6
v_subrev_f32_e64 v2, v4, v6
v_subrev_i32_e64 v2, vcc, v4, v6
v_subrev_nc_u32_e64 v2, v4, v6
v_subrev_u16_e64 v2, v4, v6
v_subrev_u32_e64 v2, v4, v6
v_subrev_u32_e64 v2, vcc, v4, v6
v_swap_b32_e64 v2, v4
v_swaprel_b32_e64 v2, v4
v_trig_preop_f64_e64 v[2:3], v[4:5], v6
v_trunc_f16_e64 v2, v4
v_trunc_f32_e64 v2, v4
v_trunc_f64_e64 v[2:3], v[4:5]
v_wmma_bf16_16x16x16_bf16_e64 v[2:9], v[10:17], v[18:25], v[26:33]
v_wmma_f16_16x16x16_f16_e64 v[2:9], v[10:17], v[18:25], v[26:33]
v_wmma_f32_16x16x16_bf16_e64 v[2:9], v[10:17], v[18:25], v[26:33]
v_wmma_f32_16x16x16_f16_e64 v[2:9], v[10:17], v[18:25], v[26:33]
v_wmma_i32_16x16x16_iu4_e64 v[2:9], v[10:11], v[12:13], v[14:21]
v_wmma_i32_16x16x16_iu8_e64 v[2:9], v[10:13], v[14:17], v[18:25]
v_writelane_b32_e64 v2, 1, s6
v_writelane_b32_e64 v2, s4, s6
v_xad_u32_e64 v2, v4, v6, v8
v_xnor_b32_e64 v2, v4, v6
v_xor3_b32_e64 v2, v4, v6, v8
v_xor_b16_e64 v2, v4, v6
v_xor_b32_e64 v2, v4, v6
