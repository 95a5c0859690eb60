/* collatz -- data-dependent loops: the Collatz trajectory of start[g]
 * (steps until 1, capped at `limit`, and the peak value, in u32 arithmetic),
 * and a do-while digit sum of start[g] in base `base`. Lanes of one wave run
 * very different trip counts. */
#include "gfx.h"

__kernel void collatz(__global const uint *start, __global int *steps,
                      __global uint *peak, __global uint *digits, int n,
                      int limit, uint base) {
  int g = GID_X;
  if (g >= n)
    return;
  uint x = start[g];
  uint p = x;
  int s = 0;
  while (x != 1 && s < limit) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    p = x > p ? x : p;
    s++;
  }
  steps[g] = s;
  peak[g] = p;
  uint v = start[g], d = 0;
  do {
    d += v % base;
    v /= base;
  } while (v != 0);
  digits[g] = d;
}
