/* Reductions and prefix sums (SHOC reduction/scan, HeCBench reduce/scan): LDS trees
 * with barriers, one partial result per work-group, written here. Work-groups of 64. */
#include "gfx.h"
#include "cl_atomics.h"

#define B 64

kernel void reduce_sum_i32(global int *out, global const int *in, int n) {
  local int s[B];
  int t = TID_X, i = GID_X;
  s[t] = i < n ? in[i] : 0;
  group_barrier();
  for (int w = B / 2; w > 0; w >>= 1) {
    if (t < w) s[t] += s[t + w];
    group_barrier();
  }
  if (t == 0) out[GRP_X] = s[0];
}

kernel void reduce_max_f32(global float *out, global const float *in, int n) {
  local float s[B];
  int t = TID_X, i = GID_X;
  s[t] = i < n ? in[i] : -INFINITY;
  group_barrier();
  for (int w = B / 2; w > 0; w >>= 1) {
    if (t < w) s[t] = __builtin_fmaxf(s[t], s[t + w]);
    group_barrier();
  }
  if (t == 0) out[GRP_X] = s[0];
}

/* Interleaved-address tree (stride doubling) in double precision. */
kernel void reduce_sum_f64(global double *out, global const double *in, int n) {
  local double s[B];
  int t = TID_X, i = GID_X;
  s[t] = i < n ? in[i] : 0.0;
  group_barrier();
  for (int st = 1; st < B; st <<= 1) {
    if ((t % (2 * st)) == 0) s[t] += s[t + st];
    group_barrier();
  }
  if (t == 0) out[GRP_X] = s[0];
}

/* Two loads per work-item, then the tree, then one global atomic per group. */
kernel void reduce_atomic(global int *total, global const int *in, int n) {
  local int s[B];
  int t = TID_X, i = GRP_X * 2 * B + t;
  int v = (i < n ? in[i] : 0) + (i + B < n ? in[i + B] : 0);
  s[t] = v;
  group_barrier();
  for (int w = B / 2; w > 0; w >>= 1) {
    if (t < w) s[t] += s[t + w];
    group_barrier();
  }
  if (t == 0) ATOMIC_ADD_G(total, s[0]);
}

/* Blelloch work-efficient exclusive scan of 2*B elements per group. */
kernel void scan_blelloch(global int *out, global int *sums, global const int *in) {
  local int s[2 * B];
  int t = TID_X, base = GRP_X * 2 * B;
  s[2 * t] = in[base + 2 * t];
  s[2 * t + 1] = in[base + 2 * t + 1];
  int off = 1;
  for (int d = B; d > 0; d >>= 1) {
    group_barrier();
    if (t < d) {
      int ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      s[bi] += s[ai];
    }
    off *= 2;
  }
  if (t == 0) {
    sums[GRP_X] = s[2 * B - 1];
    s[2 * B - 1] = 0;
  }
  for (int d = 1; d < 2 * B; d *= 2) {
    off >>= 1;
    group_barrier();
    if (t < d) {
      int ai = off * (2 * t + 1) - 1, bi = off * (2 * t + 2) - 1;
      int x = s[ai];
      s[ai] = s[bi];
      s[bi] += x;
    }
  }
  group_barrier();
  out[base + 2 * t] = s[2 * t];
  out[base + 2 * t + 1] = s[2 * t + 1];
}

/* Hillis-Steele inclusive scan of 64-bit integers with a double buffer. */
kernel void scan_hs_i64(global long *out, global const long *in) {
  local long buf[2][B];
  int t = TID_X, i = GID_X, p = 0;
  buf[0][t] = in[i];
  group_barrier();
  for (int o = 1; o < B; o <<= 1) {
    buf[1 - p][t] = t >= o ? buf[p][t] + buf[p][t - o] : buf[p][t];
    p = 1 - p;
    group_barrier();
  }
  out[i] = buf[p][t];
}

/* Add the scanned group sums back (second pass of a multi-block scan). */
kernel void scan_add_offsets(global int *data, global const int *offsets) {
  data[GID_X] += offsets[GRP_X];
}
