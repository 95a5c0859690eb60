# cpus: gfx942
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
v_fmaak_f32_e32 v2, v4, v6, 0x40480000
v_fmamk_f32_e32 v2, v4, 0x40480000, v6
v_ldexp_f32_e64 v2, v4, v6
v_madak_f16_e32 v2, v4, v6, 0x4048
v_mbcnt_hi_u32_b32_e64 v2, v4, v6
v_mbcnt_lo_u32_b32_e64 v2, v4, v6
v_mfma_f32_16x16x16bf16_1k a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x16f16 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_16x16x1f32 a[2:17], v18, v20, a[22:37]
v_mfma_f32_16x16x4bf16_1k a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_16x16x4f16 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_16x16x4f32 a[2:5], v6, v8, a[10:13]
v_mfma_f32_32x32x1f32 a[2:33], v34, v36, a[38:69]
v_mfma_f32_32x32x2f32 a[2:17], v18, v20, a[22:37]
v_mfma_f32_32x32x4bf16_1k a[2:33], v[34:35], v[36:37], a[38:69]
v_mfma_f32_32x32x4f16 a[2:33], v[34:35], v[36:37], a[38:69]
v_mfma_f32_32x32x8bf16_1k a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_32x32x8f16 a[2:17], v[18:19], v[20:21], a[22:37]
v_mfma_f32_4x4x1f32 a[2:5], v6, v8, a[10:13]
v_mfma_f32_4x4x4bf16_1k a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f32_4x4x4f16 a[2:5], v[6:7], v[8:9], a[10:13]
v_mfma_f64_16x16x4f64 a[2:9], v[10:11], v[12:13], a[14:21]
v_mfma_f64_4x4x4f64 a[2:3], v[4:5], v[6:7], a[8:9]
v_mfma_i32_16x16x4i8 a[2:17], v18, v20, a[22:37]
v_mfma_i32_32x32x4i8 a[2:33], v34, v36, a[38:69]
v_mfma_i32_4x4x4i8 a[2:5], v6, v8, a[10:13]
v_mul_legacy_f32_e64 v2, v4, v6
v_nop_e32
v_pk_fmac_f16 v2, v4, v6
v_readlane_b32_e32 s4, v2, s6
v_writelane_b32_e32 v2, 1, s6
