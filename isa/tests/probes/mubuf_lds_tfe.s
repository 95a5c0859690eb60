# cpus: gfx600 gfx700 gfx803 gfx900 gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100
# MUBUF `lds` (load to LDS) and `tfe` (texture fail enable) per processor.
buffer_load_dword v1, off, s[4:7], s1
buffer_load_dword v1, off, s[4:7], s1 lds
buffer_load_dword v1, off, s[4:7], s1 tfe
buffer_load_dword off, s[4:7], s1 lds
buffer_load_ubyte off, s[4:7], s1 lds
buffer_load_sbyte off, s[4:7], s1 lds
buffer_load_ushort off, s[4:7], s1 lds
buffer_load_sshort off, s[4:7], s1 lds
buffer_load_dword off, s[4:7], s1 offset:4 lds
buffer_load_dword v1, s[4:7], s1 offen lds
buffer_load_dword v1, s[4:7], s1 idxen offset:8 lds
buffer_load_dword v[1:2], off, s[4:7], s1 tfe
buffer_load_dwordx2 v[1:3], off, s[4:7], s1 tfe
buffer_load_dwordx4 v[1:5], off, s[4:7], s1 tfe
buffer_load_dword v1, off, s[4:7], s1 glc tfe
buffer_load_format_x v[1:2], off, s[4:7], s1 tfe
buffer_load_ubyte v[1:2], off, s[4:7], s1 tfe
buffer_store_dword v1, off, s[4:7], s1 tfe
buffer_store_dword v1, off, s[4:7], s1 lds
buffer_atomic_add v1, off, s[4:7], s1 tfe
buffer_load_dwordx3 off, s[4:7], s1 lds
buffer_load_dwordx4 off, s[4:7], s1 lds
