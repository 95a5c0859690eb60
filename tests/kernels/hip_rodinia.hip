// Rodinia kernels in HIP (bfs, pathfinder, needleman-wunsch, gaussian, kmeans, lud,
// backprop, nn), re-implemented here from the algorithms.
#include "hip.h"

// BFS, kernel 1: expand the frontier (mask) to unvisited neighbours.
extern "C" __global__ void bfs_expand(const int *row, const int *col, char *mask, char *updating,
                                      const char *visited, int *cost, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && mask[v]) {
    mask[v] = 0;
    for (int e = row[v]; e < row[v + 1]; e++) {
      int u = col[e];
      if (!visited[u]) {
        cost[u] = cost[v] + 1;
        updating[u] = 1;
      }
    }
  }
}
// BFS, kernel 2: the updated vertices become the next frontier.
extern "C" __global__ void bfs_update(char *mask, char *updating, char *visited, int *over, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && updating[v]) {
    mask[v] = 1;
    visited[v] = 1;
    *over = 1;
    updating[v] = 0;
  }
}

// Pathfinder: `iters` rows of the DP in shared memory (block = columns, halo shrinking).
#define PF_B 64
extern "C" __global__ void pathfinder(int *dst, const int *wall, const int *src, int cols, int iters) {
  __shared__ int prev[PF_B], cur[PF_B];
  int tx = threadIdx.x;
  int small = PF_B - 2 * iters;
  int bx = (int)blockIdx.x * small - iters;  // first column of this block (with halo)
  int x = bx + tx;
  bool valid = x >= 0 && x < cols;
  if (valid) prev[tx] = src[x];
  __syncthreads();
  bool computed = false;
  for (int i = 0; i < iters; i++) {
    computed = false;
    if (tx >= i + 1 && tx <= PF_B - i - 2 && valid) {
      computed = true;
      int l = x - 1 >= 0 ? prev[tx - 1] : prev[tx];
      int r = x + 1 < cols ? prev[tx + 1] : prev[tx];
      int m = min(min(l, prev[tx]), r);
      cur[tx] = m + wall[(i + 1) * cols + x];
    }
    __syncthreads();
    if (computed) prev[tx] = cur[tx];
    __syncthreads();
  }
  if (computed && tx >= iters && tx < PF_B - iters) dst[x] = cur[tx];
}

// Needleman-Wunsch in one block: the (n+1)^2 score matrix by anti-diagonals.
extern "C" __global__ void needle(int *score, const int *ref, int n, int penalty) {
  int t = threadIdx.x;  // row i = t + 1
  int w = n + 1;
  for (int d = 2; d <= 2 * n; d++) {
    int i = t + 1, j = d - i;
    if (j >= 1 && j <= n) {
      int a = score[(i - 1) * w + j - 1] + ref[(i - 1) * n + j - 1];
      int b = score[(i - 1) * w + j] - penalty;
      int c = score[i * w + j - 1] - penalty;
      score[i * w + j] = max(a, max(b, c));
    }
    __syncthreads();
  }
}

// Gaussian elimination: multipliers of column t, then the row update.
extern "C" __global__ void gauss_fan1(float *m, const float *a, int n, int t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n - 1 - t) return;
  m[n * (i + t + 1) + t] = a[n * (i + t + 1) + t] / a[n * t + t];
}
extern "C" __global__ void gauss_fan2(const float *m, float *a, float *b, int n, int t) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= n - 1 - t || y >= n - t) return;
  a[n * (x + 1 + t) + (y + t)] -= m[n * (x + 1 + t) + t] * a[n * t + (y + t)];
  if (y == 0) b[x + 1 + t] -= m[n * (x + 1 + t) + t] * b[t];
}

// k-means: nearest centre by squared distance (feature-major layout, as kmeans_swap makes).
extern "C" __global__ void kmeans_assign(int *member, const float *feat, const float *centres,
                                         int npoints, int nclusters, int nfeatures) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints) return;
  int best = 0;
  float bd = INFINITY;
  for (int c = 0; c < nclusters; c++) {
    float d = 0.0f;
    for (int f = 0; f < nfeatures; f++) {
      float diff = feat[f * npoints + p] - centres[c * nfeatures + f];
      d += diff * diff;
    }
    if (d < bd) {
      bd = d;
      best = c;
    }
  }
  member[p] = best;
}
extern "C" __global__ void kmeans_swap(float *out, const float *in, int npoints, int nfeatures) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npoints) return;
  for (int f = 0; f < nfeatures; f++) out[f * npoints + p] = in[p * nfeatures + f];
}

// LU decomposition (Doolittle, no pivoting) of one 16x16 block in shared memory.
#define LB 16
extern "C" __global__ void lud_block(float *m) {
  __shared__ float s[LB][LB];
  int t = threadIdx.x;
  for (int i = 0; i < LB; i++) s[i][t] = m[i * LB + t];
  __syncthreads();
  for (int k = 0; k < LB - 1; k++) {
    if (t > k) s[t][k] = s[t][k] / s[k][k];
    __syncthreads();
    if (t > k)
      for (int j = k + 1; j < LB; j++) s[t][j] -= s[t][k] * s[k][j];
    __syncthreads();
  }
  for (int i = 0; i < LB; i++) m[i * LB + t] = s[i][t];
}

// Backprop: weight update with momentum.
extern "C" __global__ void bp_adjust(float *w, float *oldw, const float *delta, const float *ly,
                                     int hid, int in, float eta, float momentum) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;  // hidden unit
  int k = blockIdx.y * blockDim.y + threadIdx.y;  // input unit
  if (j >= hid || k >= in) return;
  int idx = k * hid + j;
  float dw = eta * delta[j] * ly[k] + momentum * oldw[idx];
  w[idx] += dw;
  oldw[idx] = dw;
}

// nn: distance of every record to a query point.
extern "C" __global__ void nn_dist(float *d, const float2 *loc, float lat, float lng, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float2 p = loc[i];
    d[i] = sqrtf((lat - p.x) * (lat - p.x) + (lng - p.y) * (lng - p.y));
  }
}
