/* block_scan -- inclusive prefix sum (f32) of each work-group's 128 inputs
 * with the Hillis-Steele scheme: log2(128) = 7 rounds over two LDS buffers,
 * a barrier after every round; the last lane also writes the group total. */
#include "gfx.h"

#define B 128

__kernel __attribute__((reqd_work_group_size(B, 1, 1)))
void block_scan(__global const float *in, __global float *out,
                __global float *sums, int n) {
  __local float buf[2][B];
  int t = TID_X, g = GID_X;
  buf[0][t] = g < n ? in[g] : 0.0f;
  group_barrier();
  int src = 0;
  for (int off = 1; off < B; off <<= 1) {
    float v = buf[src][t];
    if (t >= off)
      v += buf[src][t - off];
    buf[src ^ 1][t] = v;
    src ^= 1;
    group_barrier();
  }
  if (g < n)
    out[g] = buf[src][t];
  if (t == B - 1)
    sums[GRP_X] = buf[src][t];
}
