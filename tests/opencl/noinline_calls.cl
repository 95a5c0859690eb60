/* noinline_calls -- device functions kept out of line with
 * __attribute__((noinline)): scalar and vector arguments and results, a
 * global pointer and an LDS pointer argument, a helper with a loop, calls
 * inside a loop and inside a divergent branch. */
#include "gfx.h"

#define B 64

__attribute__((noinline)) float poly(float x, float a, float b) {
  return __builtin_fmaf(__builtin_fmaf(a, x, b), x, 1.0f);
}

__attribute__((noinline)) int count_bits(uint v, int upto) {
  int c = 0;
  for (int i = 0; i < upto; i++)
    c += (v >> i) & 1;
  return c;
}

__attribute__((noinline)) void accumulate(__global float *dst, float v) {
  *dst = *dst + v;
}

__attribute__((noinline)) float neighbour(__local const float *buf, int t) {
  return buf[(t + 1) % B];
}

__attribute__((noinline)) float4 swap_pairs(float4 v) { return v.yxwz; }

__kernel __attribute__((reqd_work_group_size(B, 1, 1)))
void noinline_calls(__global const float *x, __global const uint *bits,
                    __global float *out, __global int *counts,
                    __global float *acc, __global float4 *quads, int n) {
  __local float buf[B];
  int t = TID_X, g = GID_X;
  float v = g < n ? x[g] : 0.0f;
  buf[t] = v;
  group_barrier();
  float nb = neighbour(buf, t);
  if (g >= n)
    return;
  float r = v;
  for (int k = 0; k < (int)(bits[g] & 3); k++)
    r = poly(r, 0.5f, nb);
  out[g] = r;
  if (bits[g] & 4)
    counts[g] = count_bits(bits[g], (int)(bits[g] >> 27));
  else
    counts[g] = -1;
  acc[g] = 1.0f;
  accumulate(&acc[g], nb);
  quads[g] = swap_pairs((float4)(v, nb, r, (float)t));
}
