# cpus: gfx90a
# Every alias of data/aliases.tsv and assembler-only row of data/insts.tsv on this
# processor, with its canonical row's first golden operands (tools/gen_alias_probes.py).
v_accvgpr_read v2, a4
v_accvgpr_write a2, v4
v_bcnt_u32_b32_e64 v2, v4, v6
v_bfm_b32_e64 v2, v4, v6
v_clrexcp_e32
v_cvt_pk_i16_i32_e64 v2, v4, v6
v_cvt_pk_u16_u32_e64 v2, v4, v6
v_cvt_pkaccum_u8_f32_e64 v2, v4, v6
v_cvt_pknorm_i16_f32_e64 v2, v4, v6
v_cvt_pknorm_u16_f32_e64 v2, v4, v6
v_cvt_pkrtz_f16_f32_e64 v2, v4, v6
v_dot2c_f32_f16 v2, v4, v6
v_dot4c_i32_i8 v2, v4, v6
v_ldexp_f32_e64 v2, v4, v6
v_madak_f16_e32 v2, v4, v6, 0x4048
v_madak_f32_e32 v2, v4, v6, 0x40480000
v_madmk_f32_e32 v2, v4, 0x40480000, v6
v_mbcnt_hi_u32_b32_e64 v2, v4, v6
v_mbcnt_lo_u32_b32_e64 v2, v4, v6
v_mul_legacy_f32_e64 v2, v4, v6
v_nop_e32
v_pk_fmac_f16 v2, v4, v6
v_readlane_b32_e32 s4, v2, s6
v_writelane_b32_e32 v2, 1, s6
