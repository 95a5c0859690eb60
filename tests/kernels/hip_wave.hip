// Wave (warp) functions as HIP code uses them (ds_bpermute shuffles, ballot, mbcnt
// lane ids), re-implemented here. ds_bpermute exists from GFX8 on: on GFX6/GFX7 these
// kernels are a clean "not available" error, as with llc-19. Every exchange stays within
// 16 or 32 lanes, so wave32 and wave64 give the same result.
#include "hip.h"

// Warp shuffle: broadcast lane 0's value within groups of 8 lanes, and a butterfly sum.
extern "C" __global__ void shfl_ops(int *bcast, int *xsum, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  bcast[i] = __shfl(v, 0, 8);
  int s = v;
  for (int m = 1; m < 16; m <<= 1) s += __shfl_xor(s, m, 16);
  xsum[i] = s;
}

