// ROCm HIP example programs' kernels (vectoradd, matrix transpose, bit extract, shared
// memory, dynamic shared memory, warp shuffle, atomics, 64-bit ids), re-implemented here.
#include "hip.h"

extern "C" __global__ void vectoradd(float *c, const float *a, const float *b, int w, int h) {
  int x = blockDim.x * blockIdx.x + threadIdx.x;
  int y = blockDim.y * blockIdx.y + threadIdx.y;
  int i = y * w + x;
  if (x < w && y < h) c[i] = a[i] + b[i];
}

extern "C" __global__ void transpose_naive(float *out, const float *in, int w) {
  int x = blockDim.x * blockIdx.x + threadIdx.x;
  int y = blockDim.y * blockIdx.y + threadIdx.y;
  out[y * w + x] = in[x * w + y];
}

extern "C" __global__ void bit_extract(uint *out, const uint *in, int n) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n) out[i] = (in[i] >> 8) & 0xfff;
}

#define TILE 8
extern "C" __global__ void transpose_shared(float *out, const float *in, int w) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  int ox = blockIdx.y * TILE + threadIdx.x, oy = blockIdx.x * TILE + threadIdx.y;
  out[oy * w + ox] = tile[threadIdx.x][threadIdx.y];
}

// Each block reverses its slice through dynamic shared memory (launch lds_dynamic).
extern "C" __global__ void dyn_shared_reverse(int *d, int n) {
  extern __shared__ int s[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  if (base + t < n) s[t] = d[base + t];
  __syncthreads();
  int r = blockDim.x - 1 - t;
  if (base + t < n && base + r < n) d[base + t] = s[r];
}

extern "C" __global__ void atomics_basic(int *ctr, uint *bits, int *mx, int *mn, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = in[i];
  atomicAdd(ctr, v);
  atomicOr(bits, 1u << (i & 31));
  atomicXor(bits + 1, (uint)v);
  atomicAnd(bits + 2, ~(1u << (i & 31)));
  atomicMax(mx, v);
  atomicMin(mn, v);
  atomicSub(ctr + 1, 1);
}

extern "C" __global__ void atomic_u64(ull *acc, const ull *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(acc, in[i]);
  atomicMax(acc + 1, in[i]);
  atomicMin(acc + 2, in[i]);
}

extern "C" __global__ void atomic_cas_inc(uint *slots, uint *counter, uint limit) {
  uint old = atomicInc(counter, limit);
  atomicAdd(&slots[old], 1u);
}

// grid-stride loop with a 64-bit index.
extern "C" __global__ void grid_stride_scale(double *x, long long n, double a) {
  long long stride = (long long)gridDim.x * blockDim.x;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    x[i] = x[i] * a + 1.0;
}
