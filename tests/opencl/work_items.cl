/* work_items -- the OpenCL work-item functions in 2-D and 3-D kernels, as
 * gfx.h defines them from the hidden kernel arguments (u16 group sizes and
 * remainders at implicit-argument offsets 12..24: clang-19 reads them with
 * 2-byte loads), the dispatch packet (grid size) and the id builtins.
 * ids3d records, per work-item of a 3-D grid with partial groups, every
 * function in every dimension; stencil2d_ids is a 2-D kernel that indexes a
 * matrix with get_global_id(0/1) and bounds it with get_global_size. */
#include "gfx.h"

__kernel void ids3d(__global uint *out) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t w = get_global_size(0), h = get_global_size(1);
  __global uint *o = out + 20 * ((z * h + y) * w + x);
  for (uint d = 0; d < 3; d++) {
    o[d] = (uint)get_global_id(d);
    o[3 + d] = (uint)get_local_id(d);
    o[6 + d] = (uint)get_group_id(d);
    o[9 + d] = (uint)get_local_size(d);
    o[12 + d] = (uint)get_num_groups(d);
    o[15 + d] = (uint)get_global_size(d);
  }
  o[18] = get_work_dim();
  o[19] = (uint)get_enqueued_local_size(1);
}

__kernel void stencil2d_ids(__global const float *in, __global float *out) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  int w = (int)get_global_size(0), h = (int)get_global_size(1);
  int xl = x > 0 ? x - 1 : 0, xr = x + 1 < w ? x + 1 : w - 1;
  int yu = y > 0 ? y - 1 : 0, yd = y + 1 < h ? y + 1 : h - 1;
  float c = in[y * w + x];
  out[y * w + x] = 0.5f * c + 0.125f * (in[y * w + xl] + in[y * w + xr]) +
                   0.125f * (in[yu * w + x] + in[yd * w + x]);
}
