/* vec_ops -- OpenCL vector types: float4 and int2 loads/stores through
 * vector pointers into scalar buffers (what vload4/vstore4 and vload2 do),
 * swizzles, component-wise arithmetic, vector compare + select, and
 * __builtin_convertvector; `dot` is a contracted multiply-add chain
 * (llvm.fmuladd). */
#include "gfx.h"

__kernel void vec_ops(__global const float *a, __global const float *b,
                      __global float *out4, __global const int *ia,
                      __global int *out2, __global float *dot, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  float4 x = *(__global const float4 *)(a + 4 * g);
  float4 y = ((__global const float4 *)b)[g];
  float4 s = x + y.wzyx;
  float4 p = x * y;
  float4 m = x > y ? x : y;
  float4 h = s * 0.5f;
  float4 r = h - p;
  *(__global float4 *)(out4 + 8 * g) = (float4)(r.xy, m.zw);
  *(__global float4 *)(out4 + 8 * g + 4) = (float4)(p.w, s.z, m.x, r.w);
  int2 u = ((__global const int2 *)ia)[g];
  int2 v = u.yx * (int2)(3, -5) + (u >> 2);
  int2 w = v ^ (u < (int2)(0) ? (int2)(0x55) : (int2)(-1));
  float2 fw = __builtin_convertvector(w, float2);
  int2 back = __builtin_convertvector(fw * 0.25f, int2);
  *(__global int2 *)(out2 + 4 * g) = w;
  *(__global int2 *)(out2 + 4 * g + 2) = back;
  dot[g] = x.x * y.x + x.y * y.y + x.z * y.z + x.w * y.w;
}
