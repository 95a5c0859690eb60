# cpus: gfx1100 gfx1030
# GFX11 VOP3 DPP16/DPP8 (`_e64_dpp`, data/ext.tsv): VOP3 modifiers in the VOP3 word, the DPP dword after it; no SGPR or constant src1, no GFX9 broadcasts; not on GFX10.
v_add_f32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
v_add_f32_e64_dpp v1, -v2, |v3| row_shl:1 row_mask:0xa bank_mask:0x5 bound_ctrl:1 fi:1
v_add_f32_e64_dpp v1, v2, v3 clamp mul:2 row_ror:3
v_add_f32_e64_dpp v1, v2, s3 row_shr:1
v_add_f32_e64_dpp v1, v2, 1.0 row_shr:1
v_fma_f32_e64_dpp v1, v2, v3, v4 row_mirror
v_fma_f32_e64_dpp v1, v2, v3, s4 row_half_mirror
v_add_f32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]
v_add_f32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1
v_fma_f32_e64_dpp v1, v2, v3, v4 dpp8:[0,1,2,3,4,5,6,7]
v_cmp_eq_f32_e64_dpp s5, v2, v3 quad_perm:[1,0,3,2]
v_cndmask_b32_e64_dpp v1, v2, v3, s4 row_shl:2
v_mov_b32_e64_dpp v1, v2 row_shl:2
v_sin_f32_e64_dpp v1, -v2 row_shl:2
v_add_co_u32_e64_dpp v1, s4, v2, v3 row_shl:2
v_add_f16_e64_dpp v1, v2, v3 row_shl:2
v_add3_u32_e64_dpp v1, v2, v3, v4 row_shl:2
v_add_f32_e64_dpp v1, v2, v3 row_share:1
v_add_f32_e64_dpp v1, v2, v3 row_xmask:1
v_add_f32_e64_dpp v1, v2, v3 row_bcast:15
v_add_f32_e64_dpp v1, v2, v3 wave_shl:1
v_add_f32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x0
v_cmpx_eq_f32_e64_dpp v2, v3 quad_perm:[1,0,3,2]
v_add_f32_e64_dpp v1, v2, v3 row_newbcast:1
v_add_f32_e64_dpp v1, v2, v3 mul:4 dpp8:[1,1,1,1,1,1,1,1]
v_fma_f32_e64_dpp v1, -v2, -|v3|, 1.0 quad_perm:[3,2,1,0]
v_max_f32_e64_dpp v1, v2, v3 div:2 row_shr:15 bound_ctrl:0
v_add_f32_e64_dpp v1, s2, v3 row_shl:1
v_dot2_f32_f16_e64_dpp v1, v2, v3, v4 row_shl:2
v_pk_add_f16_e64_dpp v1, v2, v3 row_shl:2
v_fma_mix_f32_e64_dpp v1, v2, v3, v4 row_shl:2
v_dot2_f32_f16_e64_dpp v1, v2, v3, v4 neg_lo:[1,0,0] neg_hi:[0,1,0] clamp dpp8:[0,1,2,3,4,5,6,7]
v_dot4_i32_iu8_e64_dpp v1, v2, v3, v4 row_shl:2
v_pk_fma_f16_e64_dpp v1, v2, v3, v4 row_shl:2
v_dot2_f32_f16_dpp v1, v2, v3, v4 row_shl:2
