/* int_bits -- integer bit manipulation that LLVM turns into intrinsics:
 * popcount, count leading / trailing zeros, rotate (funnel shift), bit
 * reverse, abs, signed/unsigned min and max, 32x32->64 high multiply, and
 * a nibble swap. (A hand-written byte swap becomes llvm.bswap, which the
 * reader does not support yet: that is byte_swap.cl.) */
#include "gfx.h"

__kernel void int_bits(__global const uint *a, __global const int *b,
                       __global uint *out, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  uint x = a[g];
  int y = b[g];
  uint r = (uint)y & 31;
  __global uint *o = out + 10 * g;
  o[0] = __builtin_popcount(x);
  o[1] = x ? __builtin_clz(x) : 32;
  o[2] = x ? __builtin_ctz(x) : 32;
  o[3] = (x << r) | (x >> ((32 - r) & 31));
  o[4] = __builtin_bitreverse32(x);
  o[5] = (uint)(y < 0 ? -y : y);
  o[6] = (uint)(y < (int)x ? y : (int)x);
  o[7] = x > (uint)y ? x : (uint)y;
  o[8] = (uint)(((long)y * (long)(int)x) >> 32);
  o[9] = ((x >> 4) & 0x0f0f0f0fu) | ((x << 4) & 0xf0f0f0f0u);
}
