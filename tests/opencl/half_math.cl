/* half_math -- cl_khr_fp16 arithmetic: f16 add, sub, mul, div, fma,
 * compares and selects, half2 vector ops, conversions half <-> float and
 * half -> int. Every operation rounds to f16 (no contraction across
 * statements); (float)x * (float)y is exact in f32. */
#include "gfx.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void half_math(__global const half *a, __global const half *b,
                        __global half *out, __global half *out2,
                        __global float *wide, __global int *ints, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  half x = a[g], y = b[g];
  half s = x + y;
  half p = x * y;
  half d = x - y;
  half q = __builtin_fmaf16(x, y, d);
  half c = x > y ? s : p;
  half yy = y * y;
  half dv = x / (yy + (half)1.0f);
  out[4 * g + 0] = s * d;
  out[4 * g + 1] = q;
  out[4 * g + 2] = c;
  out[4 * g + 3] = dv;
  half2 u = (half2)(x, y);
  half2 t = u * u.yx;
  half2 v = t + (half2)((half)1.5f, (half)-2.0f);
  half2 w = v > (half2)((half)0.0f) ? v : -v;
  *(__global half2 *)(out2 + 2 * g) = w;
  wide[g] = (float)x * (float)y + (float)s;
  ints[g] = (int)(x * (half)8.0f) + (int)(float)q;
}
