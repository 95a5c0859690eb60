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

// Wave reduction by __shfl_down within 32 lanes, one atomicAdd per 32 lanes.
extern "C" __global__ void wave_reduce(int *total, int *per32, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int d = 16; d > 0; d >>= 1) v += __shfl_down(v, d, 32);
  if ((__lane_id() & 31) == 0) {
    per32[i / 32] = v;
    atomicAdd(total, v);
  }
}

// Inclusive scan within 32 lanes by __shfl_up (Kogge-Stone), then block offsets in LDS.
extern "C" __global__ void wave_scan(int *out, const int *in) {
  __shared__ int sums[8];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  int v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    int u = __shfl_up(v, d, 32);
    if ((t & 31) >= d) v += u;
  }
  if ((t & 31) == 31) sums[t >> 5] = v;
  __syncthreads();
  int off = 0;
  for (int k = 0; k < (t >> 5); k++) off += sums[k];
  out[i] = v + off;
}

// Stream compaction in 32-lane segments: ballot, popcount of the lower lanes.
extern "C" __global__ void compact32(int *out, int *counts, const int *in, int thresh) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int keep = v > thresh;
  ull b = __ballot(keep);
  int lane = __lane_id();
  uint seg = (uint)(b >> (lane & 32));  // this lane's 32-lane half of the mask
  int l = lane & 31;
  int before = __popc(seg & ((1u << l) - 1u));
  int seg_id = i >> 5;
  if (keep) out[seg_id * 32 + before] = v;
  if (l == 0) counts[seg_id] = __popc(seg);
}

// Float butterfly max within 16 lanes and the lane index (mbcnt) of each lane.
extern "C" __global__ void fmax16(float *mx, int *lane, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  for (int m = 8; m > 0; m >>= 1) v = fmaxf(v, __shfl_xor(v, m, 16));
  mx[i] = v;
  lane[i] = __lane_id() & 15;
}
