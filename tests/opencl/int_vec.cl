/* int_vec -- vectors of sub-dword lanes and the integer builtins clang turns
 * into LLVM intrinsics: char4/uchar4/short2/uchar2 loads, stores, swizzles,
 * lane arithmetic and bitcasts (as_uint); saturating add/sub, overflow
 * checks, rotates, byte swaps, popcount, count leading/trailing zeros, abs,
 * element-wise min/max and a 32x32->64 high multiply. */
#include "gfx.h"

__kernel void int_vec(__global const uchar4 *a, __global const char4 *b,
                      __global const short2 *s, __global const uint *w,
                      __global uchar4 *o4, __global uint *o, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  uchar4 x = a[g];
  char4 y = b[g];
  short2 z = s[g];
  uint u = w[g];
  int i = (int)u;
  /* lane arithmetic, swizzles, saturating and element-wise builtins */
  o4[4 * g + 0] = x + as_uchar4(y) * (uchar4)(3);
  o4[4 * g + 1] = __builtin_elementwise_add_sat(x, x.wzyx);
  o4[4 * g + 2] = as_uchar4(__builtin_elementwise_sub_sat(y, y.yxwz));
  o4[4 * g + 3] = as_uchar4(__builtin_elementwise_abs(y)) ^
                  (__builtin_elementwise_max(x, as_uchar4(y)) >> (uchar4)(1));
  __global uint *r = o + 16 * g;
  r[0] = as_uint(x);
  r[1] = as_uint(y.zxyw) + as_uint(__builtin_elementwise_min(y, (char4)(-5)));
  r[2] = as_uint(__builtin_elementwise_add_sat(z, z.yx));
  r[3] = as_uint(__builtin_elementwise_sub_sat(as_ushort2(z), (ushort2)(1000, 40000)));
  int t;
  r[4] = __builtin_add_overflow(i, (int)((uint)x.x << 24), &t) ? 0xdeadu : (uint)t;
  r[5] = __builtin_mul_overflow(u, (uint)y.y & 0xffffu, &u) ? 0xbeefu : u;
  r[6] = __builtin_rotateleft32(u, (uint)x.y);
  r[7] = __builtin_rotateright32(u, (uint)y.z);
  r[8] = __builtin_bswap32(as_uint(x)) ^ (uint)__builtin_bswap16((ushort)z.x);
  r[9] = (uint)__builtin_popcount(u) + ((uint)__builtin_popcountl((ulong)u * 0x10001ul) << 8);
  r[10] = u ? (uint)__builtin_clz(u) : 99u;
  r[11] = u ? (uint)__builtin_ctz(u) : 99u;
  r[12] = (uint)__builtin_elementwise_abs((int)((uint)i ^ 0x40000000u));
  r[13] = (uint)(((long)i * (long)(int)as_uint(y)) >> 32);
  r[14] = (uint)(((ulong)u * (ulong)as_uint(x)) >> 32);
  /* char operands are promoted to int: a plain difference, truncated */
  r[15] = (uint)__builtin_elementwise_sub_sat((char)y.w, (char)x.z) & 0xffu;
}
