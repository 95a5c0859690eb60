# cpus: gfx600 gfx700
# GFX7 SMRD: offsets over 8 bits are a 32-bit literal after the word (IMM=0, OFFSET=0xff);
# GFX6 has no literal form.
s_load_dword s0, s[0:1], 0x0
s_load_dword s0, s[0:1], 0xff
s_load_dword s0, s[0:1], 0x100
s_load_dword s0, s[0:1], 0x12345
s_load_dword s0, s[0:1], 0xffffffff
s_load_dword s0, s[0:1], 0x100000000
s_load_dword s0, s[0:1], -1
s_load_dword s0, s[0:1], s4
s_load_dwordx2 s[0:1], s[2:3], 0x400
s_load_dwordx4 s[4:7], s[2:3], 0x7fffffff
s_load_dwordx8 s[8:15], s[2:3], 0x1000
s_load_dwordx16 s[16:31], s[2:3], 0x80000000
s_buffer_load_dword s0, s[0:3], 0x12345
s_buffer_load_dwordx2 s[0:1], s[4:7], 0x101
s_buffer_load_dwordx4 s[0:3], s[4:7], 0x100
s_buffer_load_dwordx8 s[0:7], s[4:7], 0xabcdef
s_buffer_load_dwordx16 s[0:15], s[4:7], 0x3fc
