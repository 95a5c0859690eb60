# cpus: gfx803 gfx900 gfx908 gfx90a gfx942
# s_set_gpr_idx_on: the mode bits are the raw SSRC1 field (gpr_idx(SRC0,SRC1,SRC2,DST) or
# 0..15), s_set_gpr_idx_mode: SIMM16 (session 7: the SOPC row could not be assembled or
# decoded before).
s_set_gpr_idx_on s5, gpr_idx(SRC0)
s_set_gpr_idx_on s2, gpr_idx(SRC2)
s_set_gpr_idx_on s5, gpr_idx(SRC0,DST)
s_set_gpr_idx_on s0, gpr_idx(SRC0,SRC1,SRC2,DST)
s_set_gpr_idx_on vcc_lo, gpr_idx()
s_set_gpr_idx_on s5, 9
s_set_gpr_idx_mode gpr_idx(SRC1)
s_set_gpr_idx_idx s7
s_set_gpr_idx_off
