/* math_builtins -- __builtin_* math that clang lowers to LLVM intrinsics:
 * fma, sqrt, fabs, minnum/maxnum, floor, ceil, trunc, rint, copysign and
 * correctly rounded division (exact, in `exact`), and exp2 / log2 (in
 * `approx`: not correctly rounded on the GPU, compared with a tolerance). */
#include "gfx.h"

__kernel void math_builtins(__global const float *x, __global const float *y,
                            __global float *exact, __global float *approx,
                            int n) {
  int g = GID_X;
  if (g >= n)
    return;
  float a = x[g], b = y[g];
  __global float *e = exact + 10 * g;
  e[0] = __builtin_fmaf(a, b, -1.0f);
  e[1] = __builtin_sqrtf(__builtin_fabsf(a));
  e[2] = __builtin_fminf(a, b);
  e[3] = __builtin_fmaxf(a, b);
  e[4] = __builtin_floorf(a * 4.0f);
  e[5] = __builtin_ceilf(b * 4.0f);
  e[6] = __builtin_truncf(a * 10.0f);
  e[7] = __builtin_rintf(b * 10.0f);
  e[8] = __builtin_copysignf(b, a);
  e[9] = a / b;
  approx[2 * g + 0] = __builtin_exp2f(a * 4.0f);
  approx[2 * g + 1] = __builtin_log2f(__builtin_fabsf(b) + 0.5f);
}
