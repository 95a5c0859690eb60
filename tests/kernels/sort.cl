/* Sorting (SHOC sort, HeCBench bitonic-sort / rank sort / radix counting), written here. */
#include "gfx.h"
#include "cl_atomics.h"

#define B 64

/* Whole bitonic sort of 64 keys per group in LDS, ascending. */
kernel void bitonic_lds(global uint *keys) {
  local uint s[B];
  int t = TID_X, base = GRP_X * B;
  s[t] = keys[base + t];
  group_barrier();
  for (int k = 2; k <= B; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      int p = t ^ j;
      if (p > t) {
        uint a = s[t], b = s[p];
        bool up = (t & k) == 0;
        if ((a > b) == up) {
          s[t] = b;
          s[p] = a;
        }
      }
      group_barrier();
    }
  }
  keys[base + t] = s[t];
}

/* One compare-exchange step of a global bitonic network (k, j given). */
kernel void bitonic_step(global float *keys, int j, int k) {
  int i = GID_X, p = i ^ j;
  if (p > i) {
    float a = keys[i], b = keys[p];
    bool up = (i & k) == 0;
    if ((a > b) == up) {
      keys[i] = b;
      keys[p] = a;
    }
  }
}

/* Odd-even transposition sort of 32 floats per group (descending). */
kernel void oddeven_lds(global float *v) {
  local float s[32];
  int t = TID_X, base = GRP_X * 32;
  s[t] = v[base + t];
  group_barrier();
  for (int ph = 0; ph < 32; ph++) {
    int i = 2 * t + (ph & 1);
    if (t < 16 && i + 1 < 32) {
      float a = s[i], b = s[i + 1];
      if (a < b) {
        s[i] = b;
        s[i + 1] = a;
      }
    }
    group_barrier();
  }
  v[base + t] = s[t];
}

/* Rank (counting) sort: out[rank(i)] = in[i], ties broken by index. */
kernel void rank_sort(global int *out, global const int *in, int n) {
  int i = GID_X;
  if (i >= n) return;
  int x = in[i], r = 0;
  for (int j = 0; j < n; j++) {
    int y = in[j];
    r += (y < x) || (y == x && j < i);
  }
  out[r] = x;
}

/* Radix sort pass 1: per-group histogram of a 4-bit digit, merged into global counts. */
kernel void radix_count(global uint *counts, global const uint *keys, int shift, int n) {
  local uint h[16];
  int t = TID_X, i = GID_X;
  if (t < 16) h[t] = 0;
  group_barrier();
  if (i < n) ATOMIC_ADDU_L(&h[(keys[i] >> shift) & 15u], 1u);
  group_barrier();
  if (t < 16) counts[GRP_X * 16 + t] = h[t];
}
