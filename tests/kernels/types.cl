/* Element types beyond f32/i32: double precision (BLAS-1/2, Horner, Newton),
 * half precision (cl_khr_fp16: axpy, half2 dot, conversions), 64-bit integers
 * (splitmix64, FNV-1a, division, gcd, popcount, rotates, mul-high), written here. */
#include "gfx.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void daxpy(global double *y, global const double *x, double a, int n) {
  int i = GID_X;
  if (i < n) y[i] = a * x[i] + y[i];
}

kernel void dgemv(global double *y, global const double *A, global const double *x, int m, int n) {
  int i = GID_X;
  if (i >= m) return;
  double s = 0.0;
  for (int j = 0; j < n; j++) s = __builtin_fma(A[i * n + j], x[j], s);
  y[i] = s;
}

/* Horner evaluation of a degree-7 polynomial and Newton's sqrt iterations. */
kernel void dpoly_newton(global double *p, global double *r, global const double *x,
                         global const double *c) {
  int i = GID_X;
  double v = x[i], acc = c[7];
  for (int k = 6; k >= 0; k--) acc = acc * v + c[k];
  p[i] = acc;
  double a = __builtin_fabs(v) + 1.0, g = a;
  for (int k = 0; k < 6; k++) g = 0.5 * (g + a / g);
  r[i] = g;
}

/* double <-> float/int/long conversions, floor/ceil/trunc/rint, min/max. */
kernel void dconv(global float *f, global int *i32, global long *i64, global double *d4,
                  global const double *x) {
  int i = GID_X;
  double v = x[i];
  f[i] = (float)v;
  i32[i] = (int)v;
  i64[i] = (long)(v * 1.0e9);
  d4[4 * i + 0] = __builtin_floor(v);
  d4[4 * i + 1] = __builtin_ceil(v);
  d4[4 * i + 2] = __builtin_rint(v);
  d4[4 * i + 3] = __builtin_fmin(v, 0.25) + __builtin_fmax(v, -0.25);
}

kernel void haxpy(global half *y, global const half *x, half a, int n) {
  int i = GID_X;
  if (i < n) y[i] = a * x[i] + y[i];
}

kernel void hdot2(global float *out, global const half2 *a, global const half2 *b, int n) {
  int i = GID_X;
  if (i >= n) return;
  half2 p = a[i] * b[i];
  out[i] = (float)p.x + (float)p.y;
}

kernel void hconv(global half *h, global float *back, global const float *x, global short *s) {
  int i = GID_X;
  half v = (half)x[i];
  h[i] = v;
  back[i] = (float)v * 2.0f;
  s[i] = (short)(v * (half)4.0f);
}

kernel void splitmix64(global ulong *out, ulong seed) {
  ulong z = seed + (ulong)(GID_X + 1) * 0x9E3779B97F4A7C15ul;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ul;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBul;
  out[GID_X] = z ^ (z >> 31);
}

/* FNV-1a 64 over 24-byte records. */
kernel void fnv1a64(global ulong *h, global const uchar *data, int n) {
  int i = GID_X;
  if (i >= n) return;
  ulong x = 0xcbf29ce484222325ul;
  for (int k = 0; k < 24; k++) {
    x ^= data[i * 24 + k];
    x *= 0x100000001b3ul;
  }
  h[i] = x;
}

kernel void i64_divmod(global long *q, global long *r, global ulong *uq, global ulong *ur,
                       global const long *a, global const long *b) {
  int i = GID_X;
  long x = a[i], y = b[i];
  q[i] = x / y;
  r[i] = x % y;
  uq[i] = (ulong)x / (ulong)y;
  ur[i] = (ulong)x % (ulong)y;
}

kernel void gcd64(global ulong *g, global const ulong *a, global const ulong *b) {
  int i = GID_X;
  ulong x = a[i], y = b[i];
  while (y != 0) {
    ulong t = x % y;
    x = y;
    y = t;
  }
  g[i] = x;
}

kernel void bits64(global ulong *out, global const ulong *a) {
  int i = GID_X;
  ulong x = a[i];
  out[6 * i + 0] = (ulong)__builtin_popcountl(x);
  out[6 * i + 1] = x ? (ulong)__builtin_clzl(x) : 64;
  out[6 * i + 2] = x ? (ulong)__builtin_ctzl(x) : 64;
  out[6 * i + 3] = (x << 13) | (x >> 51);
  out[6 * i + 4] = (ulong)(((unsigned __int128)x * 0x9E3779B97F4A7C15ul) >> 64);
  out[6 * i + 5] = __builtin_bitreverse64(x);
}
