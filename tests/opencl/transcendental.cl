/* transcendental -- __builtin_* math that clang lowers to LLVM's transcendental
 * intrinsics (exp, exp10, log, log10, sin, cos, pow, ldexp, frexp, round) and
 * `frem` (fmodf). `approx` is compared within a tolerance; `exact` bit for bit. */
#include "gfx.h"

__kernel void transcendental(__global const float *x, __global const float *y,
                             __global float *exact, __global float *approx,
                             __global int *expo, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  float a = x[g], b = y[g];
  __global float *p = approx + 7 * g;
  p[0] = __builtin_expf(a);
  p[1] = __builtin_exp10f(a * 0.25f);
  p[2] = __builtin_logf(__builtin_fabsf(b) + 0.25f);
  p[3] = __builtin_log10f(__builtin_fabsf(a) + 0.25f);
  p[4] = __builtin_sinf(a);
  p[5] = __builtin_cosf(b);
  p[6] = __builtin_powf(__builtin_fabsf(a) + 0.5f, b);
  __global float *e = exact + 4 * g;
  int k;
  e[0] = __builtin_ldexpf(a, g % 16 - 8);
  e[1] = __builtin_frexpf(b, &k);
  expo[g] = k;
  e[2] = __builtin_roundf(a * 4.0f);
  e[3] = __builtin_fmodf(a * 8.0f, 3.0f);
}
