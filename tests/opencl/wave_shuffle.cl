/* wave_shuffle -- subgroup-style operations through __builtin_amdgcn_*: the
 * lane index (mbcnt), a butterfly sum over 32-lane segments with ds_bpermute,
 * a pair swap with ds_swizzle, a quad permutation with DPP (mov_dpp), and, in a
 * divergent branch, ds_bpermute / ds_permute whose source lanes may be
 * inactive (they read 0). Every exchange stays inside an aligned segment of 32
 * lanes, so the results do not depend on the wave size. */
#include "gfx.h"

__kernel void wave_shuffle(__global const uint *in, __global uint *out) {
  int g = GID_X;
  uint x = in[g];
  uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  uint seg = lane & ~31u;
  uint s = x;
  for (uint k = 16; k >= 1; k >>= 1) {
    uint src = seg | ((lane & 31u) ^ k);
    s += (uint)__builtin_amdgcn_ds_bpermute((int)(src * 4), (int)s);
  }
  __global uint *o = out + 5 * g;
  o[0] = s;
  /* bit-mask mode: and 0x1f, or 0, xor 1 -> offset 0x041f */
  o[1] = (uint)__builtin_amdgcn_ds_swizzle((int)x, 0x041f);
  /* quad_perm:[1,0,3,2] with bound_ctrl */
  o[2] = (uint)__builtin_amdgcn_mov_dpp((int)x, 0xb1, 0xf, 0xf, true);
  uint r3 = 7, r4 = 7;
  if (x & 1) {
    uint from = seg | ((lane & 31u) ^ 2u);
    r3 = (uint)__builtin_amdgcn_ds_bpermute((int)(from * 4), (int)x);
    uint to = seg | ((lane & 31u) ^ 5u);
    r4 = (uint)__builtin_amdgcn_ds_permute((int)(to * 4), (int)x);
  }
  o[3] = r3;
  o[4] = r4;
}
