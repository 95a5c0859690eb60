// Graph and simulation kernels in HIP after HeCBench/Rodinia-style programs (PageRank,
// Bellman-Ford SSSP, connected components, triangle counting, Philox RNG, Thomas
// tridiagonal solver, leaky integrate-and-fire neurons, ray-sphere hits, k-nearest
// neighbours), re-implemented here.
#include "hip.h"

// One PageRank iteration over the in-edges (CSR of the transposed graph).
extern "C" __global__ void pagerank_step(float *pr_new, const float *pr, const int *inrow,
                                         const int *incol, const int *outdeg, float d, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) return;
  float s = 0.0f;
  for (int e = inrow[v]; e < inrow[v + 1]; e++) {
    int u = incol[e];
    s += pr[u] / (float)outdeg[u];
  }
  pr_new[v] = (1.0f - d) / (float)n + d * s;
}

// Bellman-Ford relaxation of every edge (one thread per edge), atomicMin on distances.
extern "C" __global__ void sssp_relax(int *dist, const int *src, const int *dst, const int *w,
                                      const int *dist_old, int m) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= m) return;
  int du = dist_old[src[e]];
  if (du < 1000000000) atomicMin(&dist[dst[e]], du + w[e]);
}

// Connected components: min-label propagation until stable (in-kernel loop, one block).
extern "C" __global__ void cc_labels(int *label, const int *eu, const int *ev, int m, int *rounds) {
  __shared__ int changed;
  int t = threadIdx.x;
  int r = 0;
  for (;;) {
    if (t == 0) changed = 0;
    __syncthreads();
    for (int e = t; e < m; e += blockDim.x) {
      int a = label[eu[e]], b = label[ev[e]];
      if (a < b) { atomicMin(&label[ev[e]], a); changed = 1; }
      else if (b < a) { atomicMin(&label[eu[e]], b); changed = 1; }
    }
    __syncthreads();
    r++;
    int c = changed;
    __syncthreads();
    if (!c) break;
  }
  if (t == 0) *rounds = r > 0;
}

// Triangles per vertex: intersections of sorted adjacency lists (u < v < w).
extern "C" __global__ void triangles(int *count, const int *row, const int *col, int n) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= n) return;
  int c = 0;
  for (int e = row[u]; e < row[u + 1]; e++) {
    int v = col[e];
    if (v <= u) continue;
    int i = row[u], j = row[v];
    while (i < row[u + 1] && j < row[v + 1]) {
      int a = col[i], b = col[j];
      if (a == b) { c += a > v; i++; j++; }
      else if (a < b) i++;
      else j++;
    }
  }
  count[u] = c;
}

// Philox-2x32-10 counter-based RNG.
extern "C" __global__ void philox2x32(uint *out, uint key) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint c0 = (uint)i, c1 = 0x12345678u, k = key;
  for (int r = 0; r < 10; r++) {
    ull p = (ull)0xD256D193u * c0;
    uint hi = (uint)(p >> 32), lo = (uint)p;
    c0 = hi ^ k ^ c1;
    c1 = lo;
    k += 0x9E3779B9u;
  }
  out[2 * i] = c0;
  out[2 * i + 1] = c1;
}

// Thomas algorithm: one tridiagonal system of size 16 per thread (interleaved storage).
extern "C" __global__ void thomas(float *x, const float *a, const float *b, const float *c,
                                  const float *d, float *cp, float *dp, int nsys) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= nsys) return;
  const int N = 16;
#define AT(v, i) v[(i) * nsys + s]
  AT(cp, 0) = AT(c, 0) / AT(b, 0);
  AT(dp, 0) = AT(d, 0) / AT(b, 0);
  for (int i = 1; i < N; i++) {
    float m = AT(b, i) - AT(a, i) * AT(cp, i - 1);
    AT(cp, i) = AT(c, i) / m;
    AT(dp, i) = (AT(d, i) - AT(a, i) * AT(dp, i - 1)) / m;
  }
  AT(x, N - 1) = AT(dp, N - 1);
  for (int i = N - 2; i >= 0; i--) AT(x, i) = AT(dp, i) - AT(cp, i) * AT(x, i + 1);
#undef AT
}

// Leaky integrate-and-fire neurons, 20 steps, spike counts.
extern "C" __global__ void lif(float *v, int *spikes, const float *input, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = v[i];
  int s = 0;
  for (int t = 0; t < 20; t++) {
    x = x + 0.1f * (input[i] - x);
    if (x >= 1.0f) { s++; x = 0.0f; }
  }
  v[i] = x;
  spikes[i] = s;
}

// Ray-sphere intersection: nearest hit distance per ray (-1 for a miss).
extern "C" __global__ void ray_sphere(float *t_hit, int *id, const float4 *rays_d,
                                      const float4 *spheres, int nrays, int nsph) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrays) return;
  float4 d = rays_d[r];  // origin at 0, direction d.xyz
  float best = INFINITY;
  int bi = -1;
  for (int k = 0; k < nsph; k++) {
    float4 s = spheres[k];  // centre xyz, radius w
    float b = d.x * s.x + d.y * s.y + d.z * s.z;
    float c = s.x * s.x + s.y * s.y + s.z * s.z - s.w * s.w;
    float a = d.x * d.x + d.y * d.y + d.z * d.z;
    float disc = b * b - a * c;
    if (disc >= 0.0f) {
      float t = (b - sqrtf(disc)) / a;
      if (t > 0.0f && t < best) { best = t; bi = k; }
    }
  }
  t_hit[r] = bi >= 0 ? best : -1.0f;
  id[r] = bi;
}

// k nearest (k = 4) of 32 reference points per query, by insertion into a sorted list.
extern "C" __global__ void knn4(int *nn, float *nd, const float2 *q, const float2 *ref, int nq) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nq) return;
  float bd[4] = {INFINITY, INFINITY, INFINITY, INFINITY};
  int bi[4] = {-1, -1, -1, -1};
  float2 p = q[i];
  for (int j = 0; j < 32; j++) {
    float dx = p.x - ref[j].x, dy = p.y - ref[j].y;
    float dd = dx * dx + dy * dy;
    int k = 4;
    while (k > 0 && dd < bd[k - 1]) {
      if (k < 4) { bd[k] = bd[k - 1]; bi[k] = bi[k - 1]; }
      k--;
    }
    if (k < 4) { bd[k] = dd; bi[k] = j; }
  }
  for (int k = 0; k < 4; k++) { nn[i * 4 + k] = bi[k]; nd[i * 4 + k] = bd[k]; }
}

// Trial-division primality of each number: the loop's flag leaves it at a different
// iteration in every lane (a per-lane i1 loop live-out; gfxc once read it from the last
// iteration's lane mask and gave 0 for every lane that had finished).
extern "C" __global__ void is_prime(int *out, const unsigned *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = v[i];
  int p = x >= 2;
  for (unsigned d = 2; d * d <= x && p; d++)
    if (x % d == 0) p = 0;
  out[i] = p;
}
