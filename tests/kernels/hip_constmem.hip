// HIP __constant__ and __device__ globals (addrspace(4) / addrspace(1) variables with
// initialisers) as the suites use them for filter masks and lookup tables, written here.
// gfxc places them in the code object (.rodata/.data) and addresses them PC-relatively
// (s_getpc_b64 + rel32 fixups); the pass matrix runs both kernels on all 13 modes.
#include "hip.h"

__constant__ float cmask[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
// 1-D convolution with a constant-memory mask and a shared tile with halos.
extern "C" __global__ void conv1d_const(float *out, const float *in, int n) {
  __shared__ float tile[64 + 4];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  tile[t + 2] = i < n ? in[i] : 0.0f;
  if (t < 2) {
    int l = i - 2, r = i + 64;
    tile[t] = l >= 0 && l < n ? in[l] : 0.0f;
    tile[t + 66] = r < n ? in[r] : 0.0f;
  }
  __syncthreads();
  if (i < n) {
    float s = 0.0f;
    for (int k = 0; k < 5; k++) s += cmask[k] * tile[t + k];
    out[i] = s;
  }
}


__device__ int lut[8] = {3, 1, 4, 1, 5, 9, 2, 6};
// A lookup table in a device global, updated in place (atomics on a global variable).
extern "C" __global__ void device_lut(int *out, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = lut[idx[i] & 7] + atomicAdd(&lut[0], 0);
}
