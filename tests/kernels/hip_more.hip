// More HIP kernels after public suites: tiled matmul, shared-memory stencils, constant
// memory convolution, Game of Life, dynamic-shared reductions, float atomics, two-pass
// scan, matrix-vector with shared reduction, vectorised float4 copies, primes, collatz,
// pattern counting, run starts, jacobi in shared memory, bitonic sort, half precision.
#include "hip.h"

#define TS 8
extern "C" __global__ void matmul_tiled(float *C, const float *A, const float *B, int n) {
  __shared__ float As[TS][TS], Bs[TS][TS];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TS + ty, col = blockIdx.x * TS + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / TS; t++) {
    As[ty][tx] = A[row * n + t * TS + tx];
    Bs[ty][tx] = B[(t * TS + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TS; k++) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

// 1-D convolution with a mask argument and a shared tile with halos.
extern "C" __global__ void conv1d_tile(float *out, const float *in, const float *cmask, int n) {
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

// Conway's Game of Life, one generation on a torus.
extern "C" __global__ void life(unsigned char *next, const unsigned char *cur, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  int c = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if (dx || dy) c += cur[((y + dy + h) % h) * w + (x + dx + w) % w];
  unsigned char alive = cur[y * w + x];
  next[y * w + x] = (c == 3 || (alive && c == 2)) ? 1 : 0;
}

// Block sum of squares through dynamic shared memory (size from the launch).
extern "C" __global__ void dyn_sumsq(float *out, const float *in, int n) {
  extern __shared__ float sh[];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  float v = i < n ? in[i] : 0.0f;
  sh[t] = v * v;
  __syncthreads();
  for (int w = blockDim.x / 2; w > 0; w >>= 1) {
    if (t < w) sh[t] += sh[t + w];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = sh[0];
}

// Matrix-vector product: one block per row, shared-memory tree over the columns.
extern "C" __global__ void gemv_block(float *y, const float *A, const float *x, int n) {
  __shared__ float part[32];
  int t = threadIdx.x, r = blockIdx.x;
  float s = 0.0f;
  for (int j = t; j < n; j += 32) s += A[r * n + j] * x[j];
  part[t] = s;
  __syncthreads();
  for (int w = 16; w > 0; w >>= 1) {
    if (t < w) part[t] += part[t + w];
    __syncthreads();
  }
  if (t == 0) y[r] = part[0];
}

// Vectorised float4 scale-and-add with a scalar tail.
extern "C" __global__ void axpy_vec4(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n4 = n / 4;
  if (i < n4) {
    float4 xv = ((const float4 *)x)[i], yv = ((float4 *)y)[i];
    ((float4 *)y)[i] = a * xv + yv;
  } else if (i - n4 < n % 4) {
    int k = n4 * 4 + (i - n4);
    y[k] = a * x[k] + y[k];
  }
}

// Collatz stopping times (64-bit values).
extern "C" __global__ void collatz64(int *steps, const ull *start, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  ull x = start[i];
  int s = 0;
  while (x != 1) {
    x = (x & 1) ? 3 * x + 1 : x >> 1;
    s++;
  }
  steps[i] = s;
}

// Count occurrences of a 4-byte pattern at every offset, one atomic per match.
extern "C" __global__ void pattern_count(uint *count, const unsigned char *text, uint pat, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 4 > n) return;
  uint w = text[i] | (text[i + 1] << 8) | (text[i + 2] << 16) | ((uint)text[i + 3] << 24);
  if (w == pat) atomicAdd(count, 1u);
}

// Marks the start of every run of equal values (run-length encoding, pass 1).
extern "C" __global__ void run_starts(int *flag, const int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) flag[i] = i == 0 || v[i] != v[i - 1];
}

// Several Jacobi sweeps of a 1-D Poisson problem inside one block (shared memory).
extern "C" __global__ void jacobi_shared(float *u, const float *f, int sweeps) {
  __shared__ float a[66], b[66];
  int t = threadIdx.x + 1;
  a[t] = u[t];
  b[t] = u[t];
  if (t == 1) {
    a[0] = b[0] = u[0];
    a[65] = b[65] = u[65];
  }
  __syncthreads();
  for (int s = 0; s < sweeps; s++) {
    b[t] = 0.5f * (a[t - 1] + a[t + 1] - f[t]);
    __syncthreads();
    a[t] = b[t];
    __syncthreads();
  }
  u[t] = a[t];
}

// Bitonic sort of 128 ints per block (64 threads, two elements each), descending.
extern "C" __global__ void bitonic128(int *v) {
  __shared__ int s[128];
  int t = threadIdx.x, base = blockIdx.x * 128;
  s[t] = v[base + t];
  s[t + 64] = v[base + t + 64];
  __syncthreads();
  for (int k = 2; k <= 128; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      int i = 2 * t - (t & (j - 1));  // lower index of this thread's pair
      int p = i + j;
      bool desc = (i & k) == 0;
      int a = s[i], b = s[p];
      if ((a < b) == desc) {
        s[i] = b;
        s[p] = a;
      }
      __syncthreads();
    }
  v[base + t] = s[t];
  v[base + t + 64] = s[t + 64];
}

// Half precision in HIP: _Float16 arithmetic and conversions.
extern "C" __global__ void half_ops(__half *out, float *f, const __half *a, const __half *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half x = a[i], y = b[i];
  out[2 * i] = x * y - x;
  out[2 * i + 1] = x > y ? x : y;
  f[i] = (float)x / (float)y;
}
