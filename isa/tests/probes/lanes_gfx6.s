# cpus: gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100
# same-message
# v_readlane_b32 / v_writelane_b32: VOP2 on GFX6/7 (VSRC1 holds the SGPR or inline-constant
# lane select, VDST the SGPR of readlane), VOP3-only on GFX8+; one SGPR on the constant bus
# before GFX10.
v_readlane_b32 s5, v1, s2
v_readlane_b32 s5, v1, 7
v_readlane_b32 s5, v1, 63
v_readlane_b32 s5, v1, m0
v_readlane_b32 vcc_lo, v1, s2
v_readlane_b32 s101, v255, s0
v_writelane_b32 v1, s5, 7
v_writelane_b32 v1, 5, s2
v_writelane_b32 v1, 1.0, s2
v_writelane_b32 v1, -16, s2
v_writelane_b32 v255, s101, 0
v_writelane_b32 v1, s5, s2
v_writelane_b32 v1, m0, s2
v_readlane_b32_e32 s5, v1, s2
v_writelane_b32_e32 v1, s5, 2
v_writelane_b32_e32 v1, s5, s2
v_nop_e32
# M0 as the lane select does not count on the constant bus (llc-19 emits
# v_writelane_b32 vN, sM, m0); the `_e64` spelling is refused on every processor.
v_writelane_b32 v1, s5, m0
v_writelane_b32 v1, vcc_lo, m0
v_writelane_b32 v1, exec_hi, m0
v_writelane_b32 v1, m0, m0
v_writelane_b32 v1, 5, m0
v_writelane_b32 v1, m0, 3
v_readlane_b32_e64 s5, v1, s2
v_writelane_b32_e64 v1, s5, 2
v_writelane_b32_e64 v1, s5, m0
