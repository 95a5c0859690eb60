# cpus: gfx803
# The `_e64` spelling of every vector ALU mnemonic of the golden forms
# (tools/gen_e64_probes.py).
v_bfrev_b32_e64 v2, v4
v_ceil_f16_e64 v2, v4
v_ceil_f32_e64 v2, v4
v_ceil_f64_e64 v[2:3], v[4:5]
v_clrexcp_e64
v_cos_f16_e64 v2, v4
v_cos_f32_e64 v2, v4
v_cvt_f16_f32_e64 v2, v4
v_cvt_f16_i16_e64 v2, v4
v_cvt_f16_u16_e64 v2, v4
v_cvt_f32_f16_e64 v2, v4
v_cvt_f32_f64_e64 v2, v[4:5]
v_cvt_f32_i32_e64 v2, v4
v_cvt_f32_u32_e64 v2, v4
v_cvt_f32_ubyte0_e64 v2, v4
v_cvt_f32_ubyte1_e64 v2, v4
v_cvt_f32_ubyte2_e64 v2, v4
v_cvt_f32_ubyte3_e64 v2, v4
v_cvt_f64_f32_e64 v[2:3], v4
v_cvt_f64_i32_e64 v[2:3], v4
v_cvt_f64_u32_e64 v[2:3], v4
v_cvt_flr_i32_f32_e64 v2, v4
v_cvt_i16_f16_e64 v2, v4
v_cvt_i32_f32_e64 v2, v4
v_cvt_i32_f64_e64 v2, v[4:5]
v_cvt_off_f32_i4_e64 v2, v4
v_cvt_rpi_i32_f32_e64 v2, v4
v_cvt_u16_f16_e64 v2, v4
v_cvt_u32_f32_e64 v2, v4
v_cvt_u32_f64_e64 v2, v[4:5]
v_exp_f16_e64 v2, v4
v_exp_f32_e64 v2, v4
v_exp_legacy_f32_e64 v2, v4
v_ffbh_i32_e64 v2, v4
v_ffbh_u32_e64 v2, v4
v_ffbl_b32_e64 v2, v4
v_floor_f16_e64 v2, v4
v_floor_f32_e64 v2, v4
v_floor_f64_e64 v[2:3], v[4:5]
v_fract_f16_e64 v2, v4
v_fract_f32_e64 v2, v4
v_fract_f64_e64 v[2:3], v[4:5]
v_frexp_exp_i16_f16_e64 v2, v4
v_frexp_exp_i32_f32_e64 v2, v4
v_frexp_exp_i32_f64_e64 v2, v[4:5]
v_frexp_mant_f16_e64 v2, v4
v_frexp_mant_f32_e64 v2, v4
v_frexp_mant_f64_e64 v[2:3], v[4:5]
v_log_f16_e64 v2, v4
v_log_f32_e64 v2, v4
v_log_legacy_f32_e64 v2, v4
v_mov_b32_e64 v2, v4
v_movreld_b32_e64 v2, v4
v_movrels_b32_e64 v2, v4
v_movrelsd_b32_e64 v2, v4
v_nop_e64
v_not_b32_e64 v2, v4
v_rcp_f16_e64 v2, v4
v_rcp_f32_e64 v2, v4
v_rcp_f64_e64 v[2:3], v[4:5]
v_rcp_iflag_f32_e64 v2, v4
v_readfirstlane_b32_e64 s4, v2
v_rndne_f16_e64 v2, v4
v_rndne_f32_e64 v2, v4
v_rndne_f64_e64 v[2:3], v[4:5]
v_rsq_f16_e64 v2, v4
v_rsq_f32_e64 v2, v4
v_rsq_f64_e64 v[2:3], v[4:5]
v_sin_f16_e64 v2, v4
v_sin_f32_e64 v2, v4
v_sqrt_f16_e64 v2, v4
v_sqrt_f32_e64 v2, v4
v_sqrt_f64_e64 v[2:3], v[4:5]
v_trunc_f16_e64 v2, v4
v_trunc_f32_e64 v2, v4
v_trunc_f64_e64 v[2:3], v[4:5]
v_add_f16_e64 v2, v4, v6
v_add_f32_e64 v2, v4, v6
v_add_u16_e64 v2, v4, v6
v_add_u32_e64 v2, vcc, v4, v6
v_addc_u32_e64 v2, vcc, v4, v6, vcc
v_and_b32_e64 v2, v4, v6
v_ashrrev_i16_e64 v2, v4, v6
v_ashrrev_i32_e64 v2, v4, v6
v_cndmask_b32_e64 v2, v4, v6, vcc
v_ldexp_f16_e64 v2, v4, v6
v_lshlrev_b16_e64 v2, v4, v6
v_lshlrev_b32_e64 v2, v4, v6
v_lshrrev_b16_e64 v2, v4, v6
v_lshrrev_b32_e64 v2, v4, v6
v_mac_f16_e64 v2, v4, v6
v_mac_f32_e64 v2, v4, v6
v_madak_f16_e64 v2, v4, v6, 0x4048
v_madak_f32_e64 v2, v4, v6, 0x40480000
v_madmk_f16_e64 v2, v4, 0x4048, v6
v_madmk_f32_e64 v2, v4, 0x40480000, v6
v_max_f16_e64 v2, v4, v6
v_max_f32_e64 v2, v4, v6
v_max_i16_e64 v2, v4, v6
v_max_i32_e64 v2, v4, v6
v_max_u16_e64 v2, v4, v6
v_max_u32_e64 v2, v4, v6
v_min_f16_e64 v2, v4, v6
v_min_f32_e64 v2, v4, v6
v_min_i16_e64 v2, v4, v6
v_min_i32_e64 v2, v4, v6
v_min_u16_e64 v2, v4, v6
v_min_u32_e64 v2, v4, v6
v_mul_f16_e64 v2, v4, v6
v_mul_f32_e64 v2, v4, v6
v_mul_hi_i32_i24_e64 v2, v4, v6
v_mul_hi_u32_u24_e64 v2, v4, v6
v_mul_i32_i24_e64 v2, v4, v6
v_mul_legacy_f32_e64 v2, v4, v6
v_mul_lo_u16_e64 v2, v4, v6
v_mul_u32_u24_e64 v2, v4, v6
v_or_b32_e64 v2, v4, v6
v_sub_f16_e64 v2, v4, v6
v_sub_f32_e64 v2, v4, v6
v_sub_u16_e64 v2, v4, v6
v_sub_u32_e64 v2, vcc, v4, v6
v_subb_u32_e64 v2, vcc, v4, v6, vcc
v_subbrev_u32_e64 v2, vcc, v4, v6, vcc
v_subrev_f16_e64 v2, v4, v6
v_subrev_f32_e64 v2, v4, v6
v_subrev_u16_e64 v2, v4, v6
v_subrev_u32_e64 v2, vcc, v4, v6
v_xor_b32_e64 v2, v4, v6
v_add_f64_e64 v[2:3], v[4:5], v[6:7]
v_alignbit_b32_e64 v2, v4, v6, v8
v_alignbyte_b32_e64 v2, v4, v6, v8
v_ashrrev_i64_e64 v[2:3], v4, v[6:7]
v_bcnt_u32_b32_e64 v2, v4, v6
v_bfe_i32_e64 v2, v4, v6, v8
v_bfe_u32_e64 v2, v4, v6, v8
v_bfi_b32_e64 v2, v4, v6, v8
v_bfm_b32_e64 v2, v4, v6
v_cubeid_f32_e64 v2, v4, v6, v8
v_cubema_f32_e64 v2, v4, v6, v8
v_cubesc_f32_e64 v2, v4, v6, v8
v_cubetc_f32_e64 v2, v4, v6, v8
v_cvt_pk_i16_i32_e64 v2, v4, v6
v_cvt_pk_u16_u32_e64 v2, v4, v6
v_cvt_pk_u8_f32_e64 v2, v4, v6, v8
v_cvt_pkaccum_u8_f32_e64 v2, v4, v6
v_cvt_pknorm_i16_f32_e64 v2, v4, v6
v_cvt_pknorm_u16_f32_e64 v2, v4, v6
v_cvt_pkrtz_f16_f32_e64 v2, v4, v6
v_div_fixup_f16_e64 v2, v4, v6, v8
v_div_fixup_f32_e64 v2, v4, v6, v8
v_div_fixup_f64_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_div_fmas_f32_e64 v2, v4, v6, v8
v_div_fmas_f64_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_div_scale_f32_e64 v2, s[4:5], v4, v6, v8
v_div_scale_f64_e64 v[2:3], s[4:5], v[4:5], v[6:7], v[8:9]
v_fma_f16_e64 v2, v4, v6, v8
v_fma_f32_e64 v2, v4, v6, v8
v_fma_f64_e64 v[2:3], v[4:5], v[6:7], v[8:9]
v_ldexp_f32_e64 v2, v4, v6
v_ldexp_f64_e64 v[2:3], v[4:5], v6
v_lerp_u8_e64 v2, v4, v6, v8
v_lshlrev_b64_e64 v[2:3], v4, v[6:7]
v_lshrrev_b64_e64 v[2:3], v4, v[6:7]
v_mad_f16_e64 v2, v4, v6, v8
v_mad_f32_e64 v2, v4, v6, v8
v_mad_i16_e64 v2, v4, v6, v8
v_mad_i32_i24_e64 v2, v4, v6, v8
v_mad_i64_i32_e64 v[2:3], s[4:5], v4, v6, v[8:9]
v_mad_legacy_f32_e64 v2, v4, v6, v8
v_mad_u16_e64 v2, v4, v6, v8
v_mad_u32_u24_e64 v2, v4, v6, v8
v_mad_u64_u32_e64 v[2:3], s[4:5], v4, v6, v[8:9]
v_max3_f32_e64 v2, v4, v6, v8
v_max3_i32_e64 v2, v4, v6, v8
v_max3_u32_e64 v2, v4, v6, v8
v_max_f64_e64 v[2:3], v[4:5], v[6:7]
v_mbcnt_hi_u32_b32_e64 v2, v4, v6
v_mbcnt_lo_u32_b32_e64 v2, v4, v6
v_med3_f32_e64 v2, v4, v6, v8
v_med3_i32_e64 v2, v4, v6, v8
v_med3_u32_e64 v2, v4, v6, v8
v_min3_f32_e64 v2, v4, v6, v8
v_min3_i32_e64 v2, v4, v6, v8
v_min3_u32_e64 v2, v4, v6, v8
v_min_f64_e64 v[2:3], v[4:5], v[6:7]
v_mqsad_pk_u16_u8_e64 v[2:3], v[4:5], v6, v[8:9]
v_mqsad_u32_u8_e64 v[2:5], v[6:7], v8, v[10:13]
v_msad_u8_e64 v2, v4, v6, v8
v_mul_f64_e64 v[2:3], v[4:5], v[6:7]
v_mul_hi_i32_e64 v2, v4, v6
v_mul_hi_u32_e64 v2, v4, v6
v_mul_lo_u32_e64 v2, v4, v6
v_perm_b32_e64 v2, v4, v6, v8
v_qsad_pk_u16_u8_e64 v[2:3], v[4:5], v6, v[8:9]
v_readlane_b32_e64 s4, v2, s6
v_sad_hi_u8_e64 v2, v4, v6, v8
v_sad_u16_e64 v2, v4, v6, v8
v_sad_u32_e64 v2, v4, v6, v8
v_sad_u8_e64 v2, v4, v6, v8
v_trig_preop_f64_e64 v[2:3], v[4:5], v6
v_writelane_b32_e64 v2, 1, s6
v_cmp_class_f16_e64 vcc, v2, v4
v_cmp_class_f32_e64 vcc, v2, v4
v_cmp_class_f64_e64 vcc, v[2:3], v4
v_cmp_eq_f16_e64 vcc, v2, v4
v_cmp_eq_f32_e64 vcc, v2, v4
v_cmp_eq_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_eq_i16_e64 vcc, v2, v4
v_cmp_eq_i32_e64 vcc, v2, v4
v_cmp_eq_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_eq_u16_e64 vcc, v2, v4
v_cmp_eq_u32_e64 vcc, v2, v4
v_cmp_eq_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_f_f16_e64 vcc, v2, v4
v_cmp_f_f32_e64 vcc, v2, v4
v_cmp_f_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_f_i16_e64 vcc, v2, v4
v_cmp_f_i32_e64 vcc, v2, v4
v_cmp_f_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_f_u16_e64 vcc, v2, v4
v_cmp_f_u32_e64 vcc, v2, v4
v_cmp_f_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_ge_f16_e64 vcc, v2, v4
v_cmp_ge_f32_e64 vcc, v2, v4
v_cmp_ge_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_ge_i16_e64 vcc, v2, v4
v_cmp_ge_i32_e64 vcc, v2, v4
v_cmp_ge_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_ge_u16_e64 vcc, v2, v4
v_cmp_ge_u32_e64 vcc, v2, v4
v_cmp_ge_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_gt_f16_e64 vcc, v2, v4
v_cmp_gt_f32_e64 vcc, v2, v4
v_cmp_gt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_gt_i16_e64 vcc, v2, v4
v_cmp_gt_i32_e64 vcc, v2, v4
v_cmp_gt_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_gt_u16_e64 vcc, v2, v4
v_cmp_gt_u32_e64 vcc, v2, v4
v_cmp_gt_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_le_f16_e64 vcc, v2, v4
v_cmp_le_f32_e64 vcc, v2, v4
v_cmp_le_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_le_i16_e64 vcc, v2, v4
v_cmp_le_i32_e64 vcc, v2, v4
v_cmp_le_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_le_u16_e64 vcc, v2, v4
v_cmp_le_u32_e64 vcc, v2, v4
v_cmp_le_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_lg_f16_e64 vcc, v2, v4
v_cmp_lg_f32_e64 vcc, v2, v4
v_cmp_lg_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_lt_f16_e64 vcc, v2, v4
v_cmp_lt_f32_e64 vcc, v2, v4
v_cmp_lt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_lt_i16_e64 vcc, v2, v4
v_cmp_lt_i32_e64 vcc, v2, v4
v_cmp_lt_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_lt_u16_e64 vcc, v2, v4
v_cmp_lt_u32_e64 vcc, v2, v4
v_cmp_lt_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_ne_i16_e64 vcc, v2, v4
v_cmp_ne_i32_e64 vcc, v2, v4
v_cmp_ne_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_ne_u16_e64 vcc, v2, v4
v_cmp_ne_u32_e64 vcc, v2, v4
v_cmp_ne_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_neq_f16_e64 vcc, v2, v4
v_cmp_neq_f32_e64 vcc, v2, v4
v_cmp_neq_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nge_f16_e64 vcc, v2, v4
v_cmp_nge_f32_e64 vcc, v2, v4
v_cmp_nge_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_ngt_f16_e64 vcc, v2, v4
v_cmp_ngt_f32_e64 vcc, v2, v4
v_cmp_ngt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nle_f16_e64 vcc, v2, v4
v_cmp_nle_f32_e64 vcc, v2, v4
v_cmp_nle_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nlg_f16_e64 vcc, v2, v4
v_cmp_nlg_f32_e64 vcc, v2, v4
v_cmp_nlg_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_nlt_f16_e64 vcc, v2, v4
v_cmp_nlt_f32_e64 vcc, v2, v4
v_cmp_nlt_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_o_f16_e64 vcc, v2, v4
v_cmp_o_f32_e64 vcc, v2, v4
v_cmp_o_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_t_i16_e64 vcc, v2, v4
v_cmp_t_i32_e64 vcc, v2, v4
v_cmp_t_i64_e64 vcc, v[2:3], v[4:5]
v_cmp_t_u16_e64 vcc, v2, v4
v_cmp_t_u32_e64 vcc, v2, v4
v_cmp_t_u64_e64 vcc, v[2:3], v[4:5]
v_cmp_tru_f16_e64 vcc, v2, v4
v_cmp_tru_f32_e64 vcc, v2, v4
v_cmp_tru_f64_e64 vcc, v[2:3], v[4:5]
v_cmp_u_f16_e64 vcc, v2, v4
v_cmp_u_f32_e64 vcc, v2, v4
v_cmp_u_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_class_f16_e64 vcc, v2, v4
v_cmpx_class_f32_e64 vcc, v2, v4
v_cmpx_class_f64_e64 vcc, v[2:3], v4
v_cmpx_eq_f16_e64 vcc, v2, v4
v_cmpx_eq_f32_e64 vcc, v2, v4
v_cmpx_eq_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_eq_i16_e64 vcc, v2, v4
v_cmpx_eq_i32_e64 vcc, v2, v4
v_cmpx_eq_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_eq_u16_e64 vcc, v2, v4
v_cmpx_eq_u32_e64 vcc, v2, v4
v_cmpx_eq_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_f_f16_e64 vcc, v2, v4
v_cmpx_f_f32_e64 vcc, v2, v4
v_cmpx_f_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_f_i16_e64 vcc, v2, v4
v_cmpx_f_i32_e64 vcc, v2, v4
v_cmpx_f_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_f_u16_e64 vcc, v2, v4
v_cmpx_f_u32_e64 vcc, v2, v4
v_cmpx_f_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ge_f16_e64 vcc, v2, v4
v_cmpx_ge_f32_e64 vcc, v2, v4
v_cmpx_ge_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ge_i16_e64 vcc, v2, v4
v_cmpx_ge_i32_e64 vcc, v2, v4
v_cmpx_ge_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ge_u16_e64 vcc, v2, v4
v_cmpx_ge_u32_e64 vcc, v2, v4
v_cmpx_ge_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_gt_f16_e64 vcc, v2, v4
v_cmpx_gt_f32_e64 vcc, v2, v4
v_cmpx_gt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_gt_i16_e64 vcc, v2, v4
v_cmpx_gt_i32_e64 vcc, v2, v4
v_cmpx_gt_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_gt_u16_e64 vcc, v2, v4
v_cmpx_gt_u32_e64 vcc, v2, v4
v_cmpx_gt_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_le_f16_e64 vcc, v2, v4
v_cmpx_le_f32_e64 vcc, v2, v4
v_cmpx_le_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_le_i16_e64 vcc, v2, v4
v_cmpx_le_i32_e64 vcc, v2, v4
v_cmpx_le_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_le_u16_e64 vcc, v2, v4
v_cmpx_le_u32_e64 vcc, v2, v4
v_cmpx_le_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lg_f16_e64 vcc, v2, v4
v_cmpx_lg_f32_e64 vcc, v2, v4
v_cmpx_lg_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lt_f16_e64 vcc, v2, v4
v_cmpx_lt_f32_e64 vcc, v2, v4
v_cmpx_lt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lt_i16_e64 vcc, v2, v4
v_cmpx_lt_i32_e64 vcc, v2, v4
v_cmpx_lt_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_lt_u16_e64 vcc, v2, v4
v_cmpx_lt_u32_e64 vcc, v2, v4
v_cmpx_lt_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ne_i16_e64 vcc, v2, v4
v_cmpx_ne_i32_e64 vcc, v2, v4
v_cmpx_ne_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ne_u16_e64 vcc, v2, v4
v_cmpx_ne_u32_e64 vcc, v2, v4
v_cmpx_ne_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_neq_f16_e64 vcc, v2, v4
v_cmpx_neq_f32_e64 vcc, v2, v4
v_cmpx_neq_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nge_f16_e64 vcc, v2, v4
v_cmpx_nge_f32_e64 vcc, v2, v4
v_cmpx_nge_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_ngt_f16_e64 vcc, v2, v4
v_cmpx_ngt_f32_e64 vcc, v2, v4
v_cmpx_ngt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nle_f16_e64 vcc, v2, v4
v_cmpx_nle_f32_e64 vcc, v2, v4
v_cmpx_nle_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nlg_f16_e64 vcc, v2, v4
v_cmpx_nlg_f32_e64 vcc, v2, v4
v_cmpx_nlg_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_nlt_f16_e64 vcc, v2, v4
v_cmpx_nlt_f32_e64 vcc, v2, v4
v_cmpx_nlt_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_o_f16_e64 vcc, v2, v4
v_cmpx_o_f32_e64 vcc, v2, v4
v_cmpx_o_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_t_i16_e64 vcc, v2, v4
v_cmpx_t_i32_e64 vcc, v2, v4
v_cmpx_t_i64_e64 vcc, v[2:3], v[4:5]
v_cmpx_t_u16_e64 vcc, v2, v4
v_cmpx_t_u32_e64 vcc, v2, v4
v_cmpx_t_u64_e64 vcc, v[2:3], v[4:5]
v_cmpx_tru_f16_e64 vcc, v2, v4
v_cmpx_tru_f32_e64 vcc, v2, v4
v_cmpx_tru_f64_e64 vcc, v[2:3], v[4:5]
v_cmpx_u_f16_e64 vcc, v2, v4
v_cmpx_u_f32_e64 vcc, v2, v4
v_cmpx_u_f64_e64 vcc, v[2:3], v[4:5]
