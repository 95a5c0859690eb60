/* Constructs the suites lean on, written here: switch-driven state machines, non-inlined
 * helpers, NaN-aware min/max, double2/long2/short/char vectors and wrap-around, 3-D grids,
 * Morton codes, Hamming distances, division by constants, an integer Monte-Carlo estimate.
 * (A by-value struct argument is not here: gfxc rejects it, "unsupported: aggregate
 * argument"; see the report of issue 14.) */
#include "gfx.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* Counts words and numbers in text (space-separated) with a three-state machine. */
kernel void token_count(global int *counts, global const uchar *text, int len) {
  int line = GID_X;
  global const uchar *t = text + line * len;
  int state = 0, words = 0, nums = 0;
  for (int i = 0; i < len; i++) {
    uchar c = t[i];
    int cls = c == ' ' ? 0 : (c >= '0' && c <= '9') ? 1 : 2;
    switch (state) {
    case 0:
      if (cls == 1) { state = 1; nums++; }
      else if (cls == 2) { state = 2; words++; }
      break;
    case 1:
      if (cls == 0) state = 0;
      else if (cls == 2) { state = 2; nums--; words++; }
      break;
    default:
      if (cls == 0) state = 0;
      break;
    }
  }
  counts[2 * line] = words;
  counts[2 * line + 1] = nums;
}

__attribute__((noinline)) static int gcd32(int a, int b) {
  while (b) {
    int t = a % b;
    a = b;
    b = t;
  }
  return a < 0 ? -a : a;
}
__attribute__((noinline)) static float clampf(float v, float lo, float hi) {
  return v < lo ? lo : v > hi ? hi : v;
}
kernel void helpers(global int *g, global float *c, global const int *a, global const int *b,
                    global const float *v) {
  int i = GID_X;
  g[i] = gcd32(a[i], b[i]);
  c[i] = clampf(v[i], -0.5f, 0.5f);
}

kernel void nan_minmax(global float *out, global const float *a, global const float *b) {
  int i = GID_X;
  float x = a[i], y = b[i];
  out[4 * i + 0] = __builtin_fminf(x, y);
  out[4 * i + 1] = __builtin_fmaxf(x, y);
  out[4 * i + 2] = x != x ? -1.0f : __builtin_copysignf(__builtin_fabsf(x), y);
  out[4 * i + 3] = (x < y) ? x : y; /* NaN compares false: y */
}

kernel void vec2_wide(global double2 *d, global long2 *l, global const double2 *a,
                      global const long2 *b) {
  int i = GID_X;
  double2 x = a[i];
  d[i] = x.yx * (double2)(2.0, -0.5) + x;
  long2 y = b[i];
  l[i] = (y << (long2)(3, 17)) ^ (y >> (long2)(1, 40)) + y * (long2)(3, -5);
}

kernel void narrow_ints(global short *s, global char *c, global uchar *u,
                        global const short *a, global const short *b) {
  int i = GID_X;
  short x = a[i], y = b[i];
  s[i] = (short)(x * y + 7);
  c[i] = (char)(x + y);
  u[i] = (uchar)((x >> 3) ^ y);
}

kernel void grid3d(global int *out) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t nx = get_global_size(0), ny = get_global_size(1);
  out[(z * ny + y) * nx + x] = (int)(x * 10000 + y * 100 + z) + (int)get_local_id(2) * 7;
}

kernel void morton2d(global uint *code, global const ushort *xy) {
  int i = GID_X;
  uint x = xy[2 * i], y = xy[2 * i + 1];
  x = (x | (x << 8)) & 0x00FF00FFu;
  x = (x | (x << 4)) & 0x0F0F0F0Fu;
  x = (x | (x << 2)) & 0x33333333u;
  x = (x | (x << 1)) & 0x55555555u;
  y = (y | (y << 8)) & 0x00FF00FFu;
  y = (y | (y << 4)) & 0x0F0F0F0Fu;
  y = (y | (y << 2)) & 0x33333333u;
  y = (y | (y << 1)) & 0x55555555u;
  code[i] = x | (y << 1);
}

kernel void hamming64(global int *dist, global const ulong *a, global const ulong *b, int n) {
  int i = GID_X;
  int s = 0;
  for (int k = 0; k < n; k++) s += __builtin_popcountl(a[i * n + k] ^ b[k]);
  dist[i] = s;
}

kernel void div_consts(global int *out, global const int *a, global const uint *u) {
  int i = GID_X;
  int x = a[i];
  uint y = u[i];
  out[6 * i + 0] = x / 3;
  out[6 * i + 1] = x % 7;
  out[6 * i + 2] = x / -10;
  out[6 * i + 3] = (int)(y / 10u);
  out[6 * i + 4] = (int)(y % 1000u);
  out[6 * i + 5] = x / 64;
}

/* Monte-Carlo quarter circle with a 32-bit LCG and 15-bit coordinates (exact integers). */
kernel void mc_pi(global int *inside, uint seed, int samples) {
  uint s = seed ^ (uint)(GID_X * 2654435761u);
  int c = 0;
  for (int k = 0; k < samples; k++) {
    s = s * 1664525u + 1013904223u;
    int x = (int)(s >> 17);
    s = s * 1664525u + 1013904223u;
    int y = (int)(s >> 17);
    c += x * x + y * y < 32768 * 32768;
  }
  inside[GID_X] = c;
}
