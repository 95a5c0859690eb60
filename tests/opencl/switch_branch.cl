/* switch_branch -- a switch on data (dense cases, a shared case, a
 * fall-through and a default) with nested divergent ifs inside a case and
 * after the switch; `path` records which way each lane went. */
#include "gfx.h"

__kernel void switch_branch(__global const int *op, __global const float *x,
                            __global float *out, __global int *path, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  int o = op[g];
  float v = x[g];
  int tag = 0;
  switch (o & 7) {
  case 0:
    v = v * 2.0f;
    tag = 10;
    break;
  case 1:
    v = -v;
    tag = 11;
    break;
  case 2:
  case 3:
    v = __builtin_fabsf(v) + 1.0f;
    tag = 12;
    break;
  case 5:
    if (v > 0.0f) {
      if (v > 0.5f) {
        v = v - 0.5f;
        tag = 13;
      } else {
        tag = 14;
      }
    } else {
      v = 0.0f;
      tag = 15;
    }
    break;
  case 6:
    tag = 16;
    /* fall through */
  case 7:
    v = v * v;
    tag += 1;
    break;
  default:
    tag = 99;
    break;
  }
  if (tag & 1) {
    if (g & 2)
      v += 1.0f;
    else if ((o >> 3) & 1)
      v -= 1.0f;
    else
      tag += 100;
  }
  out[g] = v;
  path[g] = tag;
}
