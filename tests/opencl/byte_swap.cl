/* byte_swap -- hand-written byte swaps of a u32 and of the low u16 of it;
 * instcombine recognises both and emits llvm.bswap.i32 / llvm.bswap.i16.
 * Not run by tests/opencl_import.rs yet: the reader rejects llvm.bswap
 * (see README.md); the test checks that it still does. */
#include "gfx.h"

__kernel void byte_swap(__global const uint *a, __global uint *out, int n) {
  int g = GID_X;
  if (g >= n)
    return;
  uint x = a[g];
  out[2 * g + 0] =
      (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
  ushort h = (ushort)x;
  out[2 * g + 1] = (uint)(ushort)((h >> 8) | (h << 8));
}
