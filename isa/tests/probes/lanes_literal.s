# cpus: gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100
# A literal value with M0 as the lane select: GFX6/7 (VOP2) take it, M0 being off the
# constant bus; GFX8/9 VOP3 take no literal (llvm-mc-19: "operands are not valid for this GPU
# or mode", gfxc: "literal operands are not supported"); GFX10+ take it.
v_writelane_b32 v1, 0x1234, m0
v_writelane_b32 v1, 0x1234, s2
v_writelane_b32 v1, 0x1234, 3
