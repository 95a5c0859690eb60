// HeCBench-style kernels in HIP (softmax, layer norm, activations, binary search, CRC-32,
// MurmurHash3 finalizers, Mandelbrot, Black-Scholes, Floyd-Warshall, matrix rotation,
// AoS/SoA interleave, xorshift, entropy, double dot), re-implemented here.
#include "hip.h"

// Softmax of each row (one thread per row, three passes).
extern "C" __global__ void softmax_rows(float *out, const float *in, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const float *x = in + r * cols;
  float m = -INFINITY;
  for (int c = 0; c < cols; c++) m = fmaxf(m, x[c]);
  float s = 0.0f;
  for (int c = 0; c < cols; c++) s += expf(x[c] - m);
  for (int c = 0; c < cols; c++) out[r * cols + c] = expf(x[c] - m) / s;
}

// Layer normalisation of each row (mean, variance, scale and shift).
extern "C" __global__ void layernorm(float *out, const float *in, const float *gamma,
                                     const float *beta, int rows, int cols, float eps) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  const float *x = in + r * cols;
  float mean = 0.0f;
  for (int c = 0; c < cols; c++) mean += x[c];
  mean /= (float)cols;
  float var = 0.0f;
  for (int c = 0; c < cols; c++) var += (x[c] - mean) * (x[c] - mean);
  var /= (float)cols;
  float inv = 1.0f / sqrtf(var + eps);
  for (int c = 0; c < cols; c++) out[r * cols + c] = (x[c] - mean) * inv * gamma[c] + beta[c];
}

extern "C" __global__ void activations(float *relu, float *leaky, float *sig, float *silu,
                                       const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  relu[i] = fmaxf(v, 0.0f);
  leaky[i] = v > 0.0f ? v : 0.01f * v;
  float s = 1.0f / (1.0f + expf(-v));
  sig[i] = s;
  silu[i] = v * s;
}

// Lower bound of each key in a sorted array.
extern "C" __global__ void bsearch_lb(int *pos, const int *sorted, const int *keys, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= m) return;
  int k = keys[i], lo = 0, hi = n;
  while (lo < hi) {
    int mid = (lo + hi) >> 1;
    if (sorted[mid] < k)
      lo = mid + 1;
    else
      hi = mid;
  }
  pos[i] = lo;
}

// CRC-32 (reflected, polynomial 0xEDB88320) of each 16-byte record, bit by bit.
extern "C" __global__ void crc32_records(uint *crc, const unsigned char *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint c = 0xffffffffu;
  for (int b = 0; b < 16; b++) {
    c ^= data[i * 16 + b];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
  }
  crc[i] = ~c;
}

// MurmurHash3 finalizers (fmix32, fmix64).
extern "C" __global__ void murmur_fmix(uint *h32, ull *h64, const uint *k32, const ull *k64) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint h = k32[i];
  h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13; h *= 0xc2b2ae35u; h ^= h >> 16;
  h32[i] = h;
  ull k = k64[i];
  k ^= k >> 33; k *= 0xff51afd7ed558ccdull; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ull; k ^= k >> 33;
  h64[i] = k;
}

// Mandelbrot escape counts on a w x h grid of the plane.
extern "C" __global__ void mandelbrot(int *iters, float x0, float y0, float dx, int w, int h, int maxit) {
  int px = blockIdx.x * blockDim.x + threadIdx.x, py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= w || py >= h) return;
  float cr = x0 + px * dx, ci = y0 + py * dx, zr = 0.0f, zi = 0.0f;
  int it = 0;
  while (it < maxit && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    it++;
  }
  iters[py * w + px] = it;
}

// Black-Scholes call and put prices (polynomial cumulative normal).
static __device__ float cnd(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f, A4 = -1.821255978f,
              A5 = 1.330274429f, RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float c = RSQRT2PI * expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0f - c : c;
}
extern "C" __global__ void black_scholes(float *call, float *put, const float *S, const float *X,
                                         const float *T, float R, float V, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float sqrtT = sqrtf(T[i]);
  float d1 = (logf(S[i] / X[i]) + (R + 0.5f * V * V) * T[i]) / (V * sqrtT);
  float d2 = d1 - V * sqrtT;
  float expRT = expf(-R * T[i]);
  call[i] = S[i] * cnd(d1) - X[i] * expRT * cnd(d2);
  put[i] = X[i] * expRT * (1.0f - cnd(d2)) - S[i] * (1.0f - cnd(d1));
}

// Floyd-Warshall relaxation through vertex k.
extern "C" __global__ void floyd_step(int *d, int n, int k) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i >= n || j >= n) return;
  int via = d[i * n + k] + d[k * n + j];
  if (via < d[i * n + j]) d[i * n + j] = via;
}

// Rotate a square matrix by 90 degrees clockwise.
extern "C" __global__ void rotate90(int *out, const int *in, int n) {
  int j = blockIdx.x * blockDim.x + threadIdx.x, i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < n && j < n) out[j * n + (n - 1 - i)] = in[i * n + j];
}

struct Particle { float x, y, z; int id; };
// Array of structures to structure of arrays.
extern "C" __global__ void aos_to_soa(float *xs, float *ys, float *zs, int *ids, const Particle *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle q = p[i];
  xs[i] = q.x; ys[i] = q.y; zs[i] = q.z; ids[i] = q.id;
}

// xorshift32 streams: 10 steps per thread, the last state and the sum.
extern "C" __global__ void xorshift(uint *state, uint *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint x = state[i], s = 0;
  for (int k = 0; k < 10; k++) {
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    s += x;
  }
  state[i] = x;
  sum[i] = s;
}

// Shannon entropy of 16-symbol histograms (one per thread): -sum p log2 p.
extern "C" __global__ void entropy(float *h, const int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int tot = 0;
  for (int k = 0; k < 16; k++) tot += counts[i * 16 + k];
  float e = 0.0f;
  for (int k = 0; k < 16; k++) {
    int c = counts[i * 16 + k];
    if (c) {
      float p = (float)c / (float)tot;
      e -= p * log2f(p);
    }
  }
  h[i] = e;
}

// Double-precision dot product: block tree in shared memory, partial per block.
extern "C" __global__ void ddot(double *partial, const double *x, const double *y, int n) {
  __shared__ double s[64];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  s[t] = i < n ? x[i] * y[i] : 0.0;
  __syncthreads();
  for (int w = 32; w > 0; w >>= 1) {
    if (t < w) s[t] += s[t + w];
    __syncthreads();
  }
  if (t == 0) partial[blockIdx.x] = s[0];
}
