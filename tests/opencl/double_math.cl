/* double_math -- cl_khr_fp64: a cubic in Horner form with explicit fma,
 * correctly rounded sqrt and division, floor/ceil, and conversions
 * double <-> long / int. All results are exactly specified (IEEE-754). */
#include "gfx.h"

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

__kernel void double_math(__global const double *x, __global double *out,
                          __global long *lout, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  double v = x[g];
  double p = __builtin_fma(__builtin_fma(__builtin_fma(0.125, v, -0.5), v, 1.5),
                           v, -2.0);
  double den = __builtin_fma(v, v, 1.0);
  double r = __builtin_sqrt(__builtin_fabs(v)) / den;
  double f = __builtin_floor(v * 3.0) - __builtin_ceil(v);
  out[3 * g + 0] = p;
  out[3 * g + 1] = r;
  out[3 * g + 2] = f;
  long big = (long)(v * 1.0e12);
  lout[2 * g + 0] = big ^ (long)v;
  lout[2 * g + 1] = (long)((double)(int)(v * 100.0) / 7.0 * 1.0e6);
}
