# cpus: gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100
# Every alias of data/aliases.tsv and assembler-only row of data/insts.tsv, with its
# canonical row's first golden operands, on every processor (tools/gen_alias_probes.py).
buffer_atomic_add v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_add_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_and v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_and_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_cmpswap v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_cmpswap_x2 v[2:5], v6, s[4:7], s8 offen offset:16
buffer_atomic_csub v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_dec v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_dec_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_fcmpswap v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_fmax v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_fmin v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_inc v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_inc_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_or v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_or_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_smax v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_smax_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_smin v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_smin_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_sub v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_sub_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_swap v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_swap_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_umax v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_umax_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_umin v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_umin_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_atomic_xor v2, v4, s[4:7], s8 offen offset:16
buffer_atomic_xor_x2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_load_dword v2, v4, s[4:7], s8 offen offset:16
buffer_load_dwordx2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_load_dwordx3 v[2:4], v6, s[4:7], s8 offen offset:16
buffer_load_dwordx4 v[2:5], v6, s[4:7], s8 offen offset:16
buffer_load_format_d16_hi_x v2, v4, s[4:7], s8 offen offset:16
buffer_load_format_d16_x v2, v4, s[4:7], s8 offen offset:16
buffer_load_format_d16_xy v2, v4, s[4:7], s8 offen offset:16
buffer_load_format_d16_xyz v[2:3], v4, s[4:7], s8 offen offset:16
buffer_load_format_d16_xyzw v[2:3], v4, s[4:7], s8 offen offset:16
buffer_load_sbyte v2, v4, s[4:7], s8 offen offset:16
buffer_load_sbyte_d16 v2, v4, s[4:7], s8 offen offset:16
buffer_load_sbyte_d16_hi v2, v4, s[4:7], s8 offen offset:16
buffer_load_short_d16 v2, v4, s[4:7], s8 offen offset:16
buffer_load_short_d16_hi v2, v4, s[4:7], s8 offen offset:16
buffer_load_sshort v2, v4, s[4:7], s8 offen offset:16
buffer_load_ubyte v2, v4, s[4:7], s8 offen offset:16
buffer_load_ubyte_d16 v2, v4, s[4:7], s8 offen offset:16
buffer_load_ubyte_d16_hi v2, v4, s[4:7], s8 offen offset:16
buffer_load_ushort v2, v4, s[4:7], s8 offen offset:16
buffer_store_byte v2, v4, s[4:7], s8 offen offset:16
buffer_store_byte_d16_hi v2, v4, s[4:7], s8 offen offset:16
buffer_store_dword v2, v4, s[4:7], s8 offen offset:16
buffer_store_dwordx2 v[2:3], v4, s[4:7], s8 offen offset:16
buffer_store_dwordx3 v[2:4], v6, s[4:7], s8 offen offset:16
buffer_store_dwordx4 v[2:5], v6, s[4:7], s8 offen offset:16
buffer_store_format_d16_hi_x v2, v4, s[4:7], s8 offen offset:16
buffer_store_format_d16_x v2, v4, s[4:7], s8 offen offset:16
buffer_store_format_d16_xy v2, v4, s[4:7], s8 offen offset:16
buffer_store_format_d16_xyz v[2:3], v4, s[4:7], s8 offen offset:16
buffer_store_format_d16_xyzw v[2:3], v4, s[4:7], s8 offen offset:16
buffer_store_short v2, v4, s[4:7], s8 offen offset:16
buffer_store_short_d16_hi v2, v4, s[4:7], s8 offen offset:16
ds_read2_b32 v[2:3], v4 offset0:1 offset1:2
ds_read2_b64 v[2:5], v6 offset0:1 offset1:2
ds_read2st64_b32 v[2:3], v4 offset0:1 offset1:2
ds_read2st64_b64 v[2:5], v6 offset0:1 offset1:2
ds_read_addtid_b32 v2 offset:16
ds_read_b128 v[2:5], v6 offset:16
ds_read_b32 v2, v4 offset:16
ds_read_b64 v[2:3], v4 offset:16
ds_read_b96 v[2:4], v6 offset:16
ds_read_i16 v2, v4 offset:16
ds_read_i8 v2, v4 offset:16
ds_read_i8_d16 v2, v4 offset:16
ds_read_i8_d16_hi v2, v4 offset:16
ds_read_u16 v2, v4 offset:16
ds_read_u16_d16 v2, v4 offset:16
ds_read_u16_d16_hi v2, v4 offset:16
ds_read_u8 v2, v4 offset:16
ds_read_u8_d16 v2, v4 offset:16
ds_read_u8_d16_hi v2, v4 offset:16
ds_write2_b32 v2, v4, v6 offset0:1 offset1:2
ds_write2_b64 v2, v[4:5], v[6:7] offset0:1 offset1:2
ds_write2st64_b32 v2, v4, v6 offset0:1 offset1:2
ds_write2st64_b64 v2, v[4:5], v[6:7] offset0:1 offset1:2
ds_write_addtid_b32 v2 offset:16
ds_write_b128 v2, v[4:7] offset:16
ds_write_b16 v2, v4 offset:16
ds_write_b16_d16_hi v2, v4 offset:16
ds_write_b32 v2, v4 offset:16
ds_write_b64 v2, v[4:5] offset:16
ds_write_b8 v2, v4 offset:16
ds_write_b8_d16_hi v2, v4 offset:16
ds_write_b96 v2, v[4:6] offset:16
ds_wrxchg2_rtn_b32 v[2:3], v4, v6, v8 offset0:1 offset1:2
ds_wrxchg2_rtn_b64 v[2:5], v6, v[8:9], v[10:11] offset0:1 offset1:2
ds_wrxchg2st64_rtn_b32 v[2:3], v4, v6, v8 offset0:1 offset1:2
ds_wrxchg2st64_rtn_b64 v[2:5], v6, v[8:9], v[10:11] offset0:1 offset1:2
ds_wrxchg_rtn_b32 v2, v4, v6 offset:16
ds_wrxchg_rtn_b64 v[2:3], v4, v[6:7] offset:16
flat_atomic_add v[2:3], v4 offset:16
flat_atomic_add_x2 v[2:3], v[4:5] offset:16
flat_atomic_and v[2:3], v4 offset:16
flat_atomic_and_x2 v[2:3], v[4:5] offset:16
flat_atomic_cmpswap v[2:3], v[4:5] offset:16
flat_atomic_cmpswap_x2 v[2:3], v[4:7] offset:16
flat_atomic_dec v[2:3], v4 offset:16
flat_atomic_dec_x2 v[2:3], v[4:5] offset:16
flat_atomic_fcmpswap v[2:3], v[4:5] offset:16
flat_atomic_fmax v[2:3], v4 offset:16
flat_atomic_fmin v[2:3], v4 offset:16
flat_atomic_inc v[2:3], v4 offset:16
flat_atomic_inc_x2 v[2:3], v[4:5] offset:16
flat_atomic_or v[2:3], v4 offset:16
flat_atomic_or_x2 v[2:3], v[4:5] offset:16
flat_atomic_smax v[2:3], v4 offset:16
flat_atomic_smax_x2 v[2:3], v[4:5] offset:16
flat_atomic_smin v[2:3], v4 offset:16
flat_atomic_smin_x2 v[2:3], v[4:5] offset:16
flat_atomic_sub v[2:3], v4 offset:16
flat_atomic_sub_x2 v[2:3], v[4:5] offset:16
flat_atomic_swap v[2:3], v4 offset:16
flat_atomic_swap_x2 v[2:3], v[4:5] offset:16
flat_atomic_umax v[2:3], v4 offset:16
flat_atomic_umax_x2 v[2:3], v[4:5] offset:16
flat_atomic_umin v[2:3], v4 offset:16
flat_atomic_umin_x2 v[2:3], v[4:5] offset:16
flat_atomic_xor v[2:3], v4 offset:16
flat_atomic_xor_x2 v[2:3], v[4:5] offset:16
flat_load_dword v2, v[4:5] offset:16
flat_load_dwordx2 v[2:3], v[4:5] offset:16
flat_load_dwordx3 v[2:4], v[6:7] offset:16
flat_load_dwordx4 v[2:5], v[6:7] offset:16
flat_load_sbyte v2, v[4:5] offset:16
flat_load_sbyte_d16 v2, v[4:5] offset:16
flat_load_sbyte_d16_hi v2, v[4:5] offset:16
flat_load_short_d16 v2, v[4:5] offset:16
flat_load_short_d16_hi v2, v[4:5] offset:16
flat_load_sshort v2, v[4:5] offset:16
flat_load_ubyte v2, v[4:5] offset:16
flat_load_ubyte_d16 v2, v[4:5] offset:16
flat_load_ubyte_d16_hi v2, v[4:5] offset:16
flat_load_ushort v2, v[4:5] offset:16
flat_store_byte v[2:3], v4 offset:16
flat_store_byte_d16_hi v[2:3], v4 offset:16
flat_store_dword v[2:3], v4 offset:16
flat_store_dwordx2 v[2:3], v[4:5] offset:16
flat_store_dwordx3 v[2:3], v[4:6] offset:16
flat_store_dwordx4 v[2:3], v[4:7] offset:16
flat_store_short v[2:3], v4 offset:16
flat_store_short_d16_hi v[2:3], v4 offset:16
global_atomic_add v[2:3], v4, off offset:16
global_atomic_add_x2 v[2:3], v[4:5], off offset:16
global_atomic_and v[2:3], v4, off offset:16
global_atomic_and_x2 v[2:3], v[4:5], off offset:16
global_atomic_cmpswap v[2:3], v[4:5], off offset:16
global_atomic_cmpswap_x2 v[2:3], v[4:7], off offset:16
global_atomic_csub v[2:3], v4, off offset:16
global_atomic_dec v[2:3], v4, off offset:16
global_atomic_dec_x2 v[2:3], v[4:5], off offset:16
global_atomic_fcmpswap v[2:3], v[4:5], off offset:16
global_atomic_fmax v[2:3], v4, off offset:16
global_atomic_fmin v[2:3], v4, off offset:16
global_atomic_inc v[2:3], v4, off offset:16
global_atomic_inc_x2 v[2:3], v[4:5], off offset:16
global_atomic_or v[2:3], v4, off offset:16
global_atomic_or_x2 v[2:3], v[4:5], off offset:16
global_atomic_smax v[2:3], v4, off offset:16
global_atomic_smax_x2 v[2:3], v[4:5], off offset:16
global_atomic_smin v[2:3], v4, off offset:16
global_atomic_smin_x2 v[2:3], v[4:5], off offset:16
global_atomic_sub v[2:3], v4, off offset:16
global_atomic_sub_x2 v[2:3], v[4:5], off offset:16
global_atomic_swap v[2:3], v4, off offset:16
global_atomic_swap_x2 v[2:3], v[4:5], off offset:16
global_atomic_umax v[2:3], v4, off offset:16
global_atomic_umax_x2 v[2:3], v[4:5], off offset:16
global_atomic_umin v[2:3], v4, off offset:16
global_atomic_umin_x2 v[2:3], v[4:5], off offset:16
global_atomic_xor v[2:3], v4, off offset:16
global_atomic_xor_x2 v[2:3], v[4:5], off offset:16
global_load_dword v2, v[4:5], off offset:16
global_load_dword_addtid v2, off offset:16
global_load_dwordx2 v[2:3], v[4:5], off offset:16
global_load_dwordx3 v[2:4], v[6:7], off offset:16
global_load_dwordx4 v[2:5], v[6:7], off offset:16
global_load_sbyte v2, v[4:5], off offset:16
global_load_sbyte_d16 v2, v[4:5], off offset:16
global_load_sbyte_d16_hi v2, v[4:5], off offset:16
global_load_short_d16 v2, v[4:5], off offset:16
global_load_short_d16_hi v2, v[4:5], off offset:16
global_load_sshort v2, v[4:5], off offset:16
global_load_ubyte v2, v[4:5], off offset:16
global_load_ubyte_d16 v2, v[4:5], off offset:16
global_load_ubyte_d16_hi v2, v[4:5], off offset:16
global_load_ushort v2, v[4:5], off offset:16
global_store_byte v[2:3], v4, off offset:16
global_store_byte_d16_hi v[2:3], v4, off offset:16
global_store_dword v[2:3], v4, off offset:16
global_store_dword_addtid v2, off offset:16
global_store_dwordx2 v[2:3], v[4:5], off offset:16
global_store_dwordx3 v[2:3], v[4:6], off offset:16
global_store_dwordx4 v[2:3], v[4:7], off offset:16
global_store_short v[2:3], v4, off offset:16
global_store_short_d16_hi v[2:3], v4, off offset:16
s_andn1_saveexec_b32 s4, s6
s_andn1_saveexec_b64 s[4:5], s[6:7]
s_andn1_wrexec_b32 s4, s6
s_andn1_wrexec_b64 s[4:5], s[6:7]
s_andn2_b32 s4, s6, s8
s_andn2_b64 s[4:5], s[6:7], s[8:9]
s_andn2_saveexec_b32 s4, s6
s_andn2_saveexec_b64 s[4:5], s[6:7]
s_andn2_wrexec_b32 s4, s6
s_andn2_wrexec_b64 s[4:5], s[6:7]
s_buffer_load_dword s4, s[8:11], 0x10
s_buffer_load_dwordx16 s[4:19], s[20:23], 0x10
s_buffer_load_dwordx2 s[4:5], s[8:11], 0x10
s_buffer_load_dwordx4 s[4:7], s[8:11], 0x10
s_buffer_load_dwordx8 s[4:11], s[12:15], 0x10
s_ff1_i32_b32 s4, s6
s_ff1_i32_b64 s4, s[6:7]
s_flbit_i32 s4, s6
s_flbit_i32_b32 s4, s6
s_flbit_i32_b64 s4, s[6:7]
s_flbit_i32_i64 s4, s[6:7]
s_inst_prefetch 0x1234
s_load_dword s4, s[6:7], 0x10
s_load_dwordx16 s[4:19], s[20:21], 0x10
s_load_dwordx2 s[4:5], s[6:7], 0x10
s_load_dwordx4 s[4:7], s[8:9], 0x10
s_load_dwordx8 s[4:11], s[12:13], 0x10
s_orn1_saveexec_b32 s4, s6
s_orn1_saveexec_b64 s[4:5], s[6:7]
s_orn2_b32 s4, s6, s8
s_orn2_b64 s[4:5], s[6:7], s[8:9]
s_orn2_saveexec_b32 s4, s6
s_orn2_saveexec_b64 s[4:5], s[6:7]
scratch_load_dword v2, v4, off offset:16
scratch_load_dwordx2 v[2:3], v4, off offset:16
scratch_load_dwordx3 v[2:4], v6, off offset:16
scratch_load_dwordx4 v[2:5], v6, off offset:16
scratch_load_sbyte v2, v4, off offset:16
scratch_load_sbyte_d16 v2, v4, off offset:16
scratch_load_sbyte_d16_hi v2, v4, off offset:16
scratch_load_short_d16 v2, v4, off offset:16
scratch_load_short_d16_hi v2, v4, off offset:16
scratch_load_sshort v2, v4, off offset:16
scratch_load_ubyte v2, v4, off offset:16
scratch_load_ubyte_d16 v2, v4, off offset:16
scratch_load_ubyte_d16_hi v2, v4, off offset:16
scratch_load_ushort v2, v4, off offset:16
scratch_store_byte v2, v4, off offset:16
scratch_store_byte_d16_hi v2, v4, off offset:16
scratch_store_dword v2, v4, off offset:16
scratch_store_dwordx2 v2, v[4:5], off offset:16
scratch_store_dwordx3 v2, v[4:6], off offset:16
scratch_store_dwordx4 v2, v[4:7], off offset:16
scratch_store_short v2, v4, off offset:16
scratch_store_short_d16_hi v2, v4, off offset:16
tbuffer_load_format_d16_x v2, v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_load_format_d16_xy v2, v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_load_format_d16_xyz v[2:3], v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_load_format_d16_xyzw v[2:3], v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_store_format_d16_x v2, v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_store_format_d16_xy v2, v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_store_format_d16_xyz v[2:3], v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
tbuffer_store_format_d16_xyzw v[2:3], v4, s[4:7], s8 format:[BUF_FMT_32_FLOAT] offen offset:16
v_accvgpr_read v2, a4
v_accvgpr_write a2, v4
v_add_co_u32 v2, s[4:5], v4, v6
v_add_co_u32_e64 v2, s[4:5], v4, v6
v_add_i16 v2, v4, v6
v_add_i32 v2, v4, v6
v_add_u32_e32 v2, v4, v6
v_add_u32_e64 v2, v4, v6
v_ashrrev_i16_e64 v2, v4, v6
v_bcnt_u32_b32_e64 v2, v4, v6
v_bfm_b32_e64 v2, v4, v6
v_clrexcp_e32
v_cmp_tru_f16_e32 vcc_lo, v2, v4
v_cmp_tru_f16_e64 s4, v2, v4
v_cmp_tru_f32_e32 vcc_lo, v2, v4
v_cmp_tru_f32_e64 s4, v2, v4
v_cmp_tru_f64_e32 vcc_lo, v[2:3], v[4:5]
v_cmp_tru_f64_e64 s4, v[2:3], v[4:5]
v_cmpx_tru_f16_e32 v2, v4
v_cmpx_tru_f16_e64 v2, v4
v_cmpx_tru_f32_e32 v2, v4
v_cmpx_tru_f32_e64 v2, v4
v_cmpx_tru_f64_e32 v[2:3], v[4:5]
v_cmpx_tru_f64_e64 v[2:3], v[4:5]
v_cvt_flr_i32_f32_e32 v2, v4
v_cvt_flr_i32_f32_e64 v2, v4
v_cvt_pk_i16_i32_e64 v2, v4, v6
v_cvt_pk_u16_u32_e64 v2, v4, v6
v_cvt_pkaccum_u8_f32_e64 v2, v4, v6
v_cvt_pknorm_i16_f16 v2, v4, v6
v_cvt_pknorm_i16_f32 v2, v4, v6
v_cvt_pknorm_i16_f32_e64 v2, v4, v6
v_cvt_pknorm_u16_f16 v2, v4, v6
v_cvt_pknorm_u16_f32 v2, v4, v6
v_cvt_pknorm_u16_f32_e64 v2, v4, v6
v_cvt_pkrtz_f16_f32 v2, v4, v6
v_cvt_pkrtz_f16_f32_e32 v2, v4, v6
v_cvt_pkrtz_f16_f32_e64 v2, v4, v6
v_cvt_rpi_i32_f32_e32 v2, v4
v_cvt_rpi_i32_f32_e64 v2, v4
v_dot2acc_f32_f16_e32 v2, v4, v6
v_dot2c_f32_f16 v2, v4, v6
v_dot2c_f32_f16_e32 v2, v4, v6
v_dot4c_i32_i8 v2, v4, v6
v_dot4c_i32_i8_e32 v2, v4, v6
v_ffbh_i32_e32 v2, v4
v_ffbh_i32_e64 v2, v4
v_ffbh_u32_e32 v2, v4
v_ffbh_u32_e64 v2, v4
v_ffbl_b32_e32 v2, v4
v_ffbl_b32_e64 v2, v4
v_fma_legacy_f32 v2, v4, v6, v8
v_fmaak_f16_e32 v2, v4, v6, 0x4048
v_fmaak_f32_e32 v2, v4, v6, 0x40480000
v_fmac_legacy_f32_e32 v2, v4, v6
v_fmac_legacy_f32_e64 v2, v4, v6
v_fmamk_f32_e32 v2, v4, 0x40480000, v6
v_ldexp_f32_e64 v2, v4, v6
v_lshlrev_b16_e64 v2, v4, v6
v_lshrrev_b16_e64 v2, v4, v6
v_madak_f16_e32 v2, v4, v6, 0x4048
v_madak_f32_e32 v2, v4, v6, 0x40480000
v_madmk_f32_e32 v2, v4, 0x40480000, v6
v_max_i16_e64 v2, v4, v6
v_max_u16_e64 v2, v4, v6
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
v_min_i16_e64 v2, v4, v6
v_min_u16_e64 v2, v4, v6
v_mul_legacy_f32 v2, v4, v6
v_mul_legacy_f32_e32 v2, v4, v6
v_mul_legacy_f32_e64 v2, v4, v6
v_mul_lo_u16_e64 v2, v4, v6
v_nop_e32
v_pipeflush_e32
v_pk_fmac_f16 v2, v4, v6
v_pk_fmac_f16_e32 v2, v4, v6
v_readlane_b32_e32 s4, v2, s6
v_sub_co_u32 v2, s[4:5], v4, v6
v_sub_co_u32_e64 v2, s[4:5], v4, v6
v_sub_i16 v2, v4, v6
v_sub_i32 v2, v4, v6
v_sub_u32_e32 v2, v4, v6
v_sub_u32_e64 v2, v4, v6
v_subrev_co_u32 v2, s[4:5], v4, v6
v_subrev_co_u32_e64 v2, s[4:5], v4, v6
v_subrev_u32_e32 v2, v4, v6
v_subrev_u32_e64 v2, v4, v6
v_writelane_b32_e32 v2, 1, s6
v_writelane_b32_e32 v2, s4, s6
