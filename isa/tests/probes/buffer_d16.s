# cpus: gfx803 gfx810 gfx900 gfx1010 gfx1030 gfx1100
# MUBUF/MTBUF D16 format rows: unpacked D16 on gfx80x (xy = 2 dwords), packed on gfx810 and
# GFX9+; GFX10 opcodes 128-135 (opcode bit 7 = instruction bit 25); GFX11 prints the
# buffer_*_d16_format_* names and accepts the pre-GFX11 spellings.
buffer_load_format_d16_x v1, off, s[4:7], s1
buffer_load_format_d16_xy v1, off, s[4:7], s1
buffer_load_format_d16_xy v[1:2], off, s[4:7], s1
buffer_load_format_d16_xyz v[1:2], off, s[4:7], s1
buffer_load_format_d16_xyz v[1:3], off, s[4:7], s1
buffer_load_format_d16_xyzw v[1:2], v0, s[4:7], s1 offen offset:4095
buffer_load_format_d16_xyzw v[1:4], v0, s[4:7], s1 idxen offset:16
buffer_store_format_d16_x v1, off, s[4:7], s1 glc
buffer_store_format_d16_xy v1, off, s[4:7], s1 offset:8
buffer_store_format_d16_xy v[1:2], off, s[4:7], s1
buffer_store_format_d16_xyz v[1:2], off, s[4:7], 0
buffer_store_format_d16_xyzw v[1:2], off, s[4:7], s1 slc
buffer_store_format_d16_xyzw v[2:5], off, s[4:7], s1
buffer_load_format_d16_hi_x v1, off, s[4:7], s1
buffer_store_format_d16_hi_x v1, off, s[4:7], s1
buffer_load_d16_format_x v1, off, s[4:7], s1
buffer_load_d16_format_xyzw v[1:2], off, s[4:7], s1
buffer_store_d16_format_xy v1, off, s[4:7], s1
tbuffer_load_format_d16_x v1, off, s[4:7], s1
tbuffer_load_format_d16_xy v1, off, s[4:7], s1
tbuffer_load_format_d16_xy v[1:2], off, s[4:7], s1
tbuffer_load_format_d16_xyzw v[1:2], off, s[4:7], s1
tbuffer_store_format_d16_xyz v[1:2], off, s[4:7], s1
tbuffer_store_format_d16_xyz v[1:3], off, s[4:7], s1
