# cpus: gfx900 gfx902 gfx904 gfx906 gfx909 gfx90c
# same-message
# Rows of the gfx900 table that some processors of the family lack (data/availability.tsv).
v_mad_mix_f32 v0, v1, v2, v3
v_mad_mixlo_f16 v0, v1, v2, v3
v_mad_mixhi_f16 v0, v1, v2, v3
v_mad_f32 v0, v1, v2, v3
