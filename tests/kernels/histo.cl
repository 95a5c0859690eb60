/* Histograms (Parboil histo, HeCBench histogram, SHOC), written here: global atomics,
 * work-group private histograms in LDS, byte channels of uchar4 pixels. */
#include "gfx.h"
#include "cl_atomics.h"

kernel void hist_global(global uint *bins, global const uint *data, uint nbins, int n) {
  int i = GID_X;
  if (i < n) ATOMIC_ADDU_G(&bins[data[i] % nbins], 1u);
}

/* 64 bins in LDS per group; grid-stride loop; merge with one global atomic per bin. */
kernel void hist_local(global uint *bins, global const uchar *data, int n) {
  local uint h[64];
  int t = TID_X;
  for (int b = t; b < 64; b += BSZ_X) h[b] = 0;
  group_barrier();
  int stride = BSZ_X * (int)get_num_groups(0);
  for (int i = GID_X; i < n; i += stride) ATOMIC_ADDU_L(&h[data[i] >> 2], 1u);
  group_barrier();
  for (int b = t; b < 64; b += BSZ_X)
    if (h[b]) ATOMIC_ADDU_G(&bins[b], h[b]);
}

/* RGBA pixels: a 16-bin histogram per channel (the high nibble). */
kernel void hist_rgba(global uint *bins, global const uchar4 *px, int n) {
  int i = GID_X;
  if (i >= n) return;
  uchar4 p = px[i];
  ATOMIC_ADDU_G(&bins[0 * 16 + (p.x >> 4)], 1u);
  ATOMIC_ADDU_G(&bins[1 * 16 + (p.y >> 4)], 1u);
  ATOMIC_ADDU_G(&bins[2 * 16 + (p.z >> 4)], 1u);
  ATOMIC_ADDU_G(&bins[3 * 16 + (p.w >> 4)], 1u);
}

/* Weighted histogram with float atomics by compare-and-swap (exact: weights k/8). */
kernel void hist_weighted(global float *bins, global const int *idx, global const float *w, int n) {
  int i = GID_X;
  if (i >= n) return;
  volatile global atomic_int *p = GATOM(&bins[idx[i]]);
  int old = __opencl_atomic_load(p, memory_order_relaxed, memory_scope_device);
  for (;;) {
    int nw = as_int(as_float(old) + w[i]);
    if (__opencl_atomic_compare_exchange_strong(p, &old, nw, memory_order_relaxed,
                                                memory_order_relaxed, memory_scope_device))
      break;
  }
}
