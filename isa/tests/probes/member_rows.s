# cpus: gfx900 gfx902 gfx904 gfx906 gfx909 gfx90c gfx908 gfx1010 gfx1011 gfx1012 gfx1013 gfx1030
# same-message
# Rows some processors have beyond their family's reference table (data/sweep/members.tsv,
# data/availability.tsv).
v_dot2_f32_f16 v0, v1, v2, v3
v_dot2_i32_i16 v0, v1, v2, v3
v_dot2_u32_u16 v0, v1, v2, v3
v_dot4_i32_i8 v0, v1, v2, v3
v_dot4_u32_u8 v0, v1, v2, v3
v_dot8_i32_i4 v0, v1, v2, v3
v_dot8_u32_u4 v0, v1, v2, v3 clamp
v_dot2_f32_f16 v0, v1, v2, v3 neg_lo:[1,0,0]
v_fma_mix_f32 v0, v1, v2, v3
v_fma_mixlo_f16 v0, v1, v2, v3 op_sel_hi:[1,1,1]
v_fma_mixhi_f16 v0, v1, v2, v3
v_mad_mix_f32 v0, v1, v2, v3
v_fmac_f32 v0, v1, v2
v_fmac_f32_e64 v0, v1, v2 clamp
v_xnor_b32 v0, v1, v2
v_xnor_b32_e64 v0, s1, v2
v_dot2c_f32_f16 v0, v1, v2
v_dot4c_i32_i8 v0, v1, v2
