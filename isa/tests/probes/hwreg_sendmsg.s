# cpus: gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100
# Symbolic hwreg/sendmsg operands as written by people (names valid on some generations
# only, optional operation/stream operands, out-of-range fields). The printed forms of every
# value are swept separately (tools/sweep_simm.py, tests/simm.rs).
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT)
s_sendmsg sendmsg(MSG_GS)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP, 0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_CUT, 3)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 4)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)
s_sendmsg sendmsg(MSG_SYSMSG)
s_sendmsg sendmsg(MSG_SAVEWAVE)
s_sendmsg sendmsg(MSG_GET_DDID)
s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
s_sendmsg sendmsg(MSG_RTN_GET_DOORBELL)
s_sendmsg sendmsg(MSG_HS_TESSFACTOR)
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
s_sendmsg sendmsg(2, 2, 0)
s_sendmsg sendmsg(15, 7, 3)
s_sendmsg sendmsg(16, 0, 0)
s_sendmsg sendmsg(200, 0, 0)
s_sendmsg sendmsg(256, 0, 0)
s_sendmsg sendmsg(1, 8, 0)
s_sendmsg sendmsg(MSG_NOPE)
s_sendmsg sendmsg(MSG_INTERRUPT, 1)
s_sendmsg sendmsg(MSG_INTERRUPT, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, SYSMSG_OP_REG_RD)
s_sendmsg 0x1234
s_sendmsghalt sendmsg(MSG_INTERRUPT)
s_getreg_b32 s0, hwreg(HW_REG_MODE)
s_getreg_b32 s0, hwreg(HW_REG_HW_ID)
s_getreg_b32 s0, hwreg(HW_REG_HW_ID1)
s_getreg_b32 s0, hwreg(HW_REG_SH_MEM_BASES, 4, 8)
s_getreg_b32 s0, hwreg(HW_REG_XNACK_MASK)
s_getreg_b32 s0, hwreg(HW_REG_SHADER_CYCLES)
s_getreg_b32 s0, hwreg(HW_REG_FLAT_SCR_LO, 0, 32)
s_getreg_b32 s0, hwreg(HW_REG_XCC_ID)
s_getreg_b32 s0, hwreg(HW_REG_PERF_SNAPSHOT_DATA)
s_getreg_b32 s0, hwreg(HW_REG_NOPE)
s_getreg_b32 s0, hwreg(63)
s_getreg_b32 s0, hwreg(64)
s_getreg_b32 s0, hwreg(5, 31, 1)
s_getreg_b32 s0, hwreg(5, 32, 1)
s_getreg_b32 s0, hwreg(5, 1, 33)
s_getreg_b32 s0, hwreg(5, 1, 0)
s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2
s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS), 0x1
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 64
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 65
s_setreg_imm32_b32 hwreg(HW_REG_MODE), -16
s_setreg_imm32_b32 hwreg(HW_REG_MODE), -17
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x3f800000
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x3e22f983
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0xbf000000
v_madmk_f32 v0, v1, 0x1, v2
