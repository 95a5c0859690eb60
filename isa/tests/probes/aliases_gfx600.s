# cpus: gfx600
# Every alias of data/aliases.tsv and assembler-only row of data/insts.tsv on this
# processor, with its canonical row's first golden operands (tools/gen_alias_probes.py).
v_add_co_u32 v2, s[4:5], v4, v6
v_add_co_u32_e64 v2, s[4:5], v4, v6
v_clrexcp_e32
v_madak_f32_e32 v2, v4, v6, 0x40480000
v_madmk_f32_e32 v2, v4, 0x40480000, v6
v_nop_e32
v_readlane_b32_e32 s4, v2, s6
v_sub_co_u32 v2, s[4:5], v4, v6
v_sub_co_u32_e64 v2, s[4:5], v4, v6
v_subrev_co_u32 v2, s[4:5], v4, v6
v_subrev_co_u32_e64 v2, s[4:5], v4, v6
v_writelane_b32_e32 v2, 1, s6
