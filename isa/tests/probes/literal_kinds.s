# cpus: gfx600 gfx900 gfx1030 gfx1100
# same-message
# s_setreg_imm32_b32's mandatory literal: a 64-bit value cut to its low dword, a float as its
# double's low dword.
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 1.0
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0.5
s_setreg_imm32_b32 hwreg(HW_REG_MODE), -1.0
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0.1
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 1.0e10
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 2.0e-300
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0.15915494
s_setreg_imm32_b32 hwreg(HW_REG_MODE), -0.0
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 1e0
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x12345678
s_setreg_imm32_b32 hwreg(HW_REG_MODE), -1
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 4294967295
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 4294967296
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x100000001
s_setreg_imm32_b32 hwreg(HW_REG_MODE), -4294967297
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0xffffffffffffffff
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 3, 2), 7
s_setreg_imm32_b32 hwreg(HW_REG_MODE), v1
s_setreg_imm32_b32 hwreg(HW_REG_MODE), s1
s_mov_b32 s1, 0x1p0
s_mov_b32 s1, 0x1.8p1
s_mov_b32 s1, -0x1p-1
v_add_f32 v1, 0x1.8p0, v2
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x1p0
v_add_f64 v[0:1], v[2:3], 0x1p0
s_mov_b32 s1, 0x1P0
s_mov_b32 s1, 0xAp0
s_mov_b32 s1, 0x1.p2
s_mov_b32 s1, 1E0
s_mov_b32 s1, 2.5E-1
