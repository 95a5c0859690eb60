/* PolyBench/GPU stencils and statistics (jacobi-1d/2d, fdtd-2d, 2-D/3-D convolution,
 * heat-3d, covariance, correlation), re-implemented here: one time step per launch,
 * interior points only, borders copied or untouched as the algorithm says. */
#include "gfx.h"

kernel void jacobi1d_a(global float *B, global const float *A, int n) {
  int i = GID_X;
  if (i >= 1 && i < n - 1) B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
}
kernel void jacobi1d_b(global float *A, global const float *B, int n) {
  int j = GID_X;
  if (j >= 1 && j < n - 1) A[j] = B[j];
}
kernel void jacobi2d_a(global float *B, global const float *A, int n) {
  int j = GID_X, i = GID_Y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    B[i * n + j] = 0.2f * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
                           A[(i + 1) * n + j] + A[(i - 1) * n + j]);
}
kernel void jacobi2d_b(global float *A, global const float *B, int n) {
  int j = GID_X, i = GID_Y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1) A[i * n + j] = B[i * n + j];
}

/* fdtd-2d: three field updates per time step t (fict is the source row). */
kernel void fdtd_ey(global float *ey, global const float *hz, global const float *fict,
                    int t, int nx, int ny) {
  int j = GID_X, i = GID_Y;
  if (i >= nx || j >= ny) return;
  if (i == 0)
    ey[j] = fict[t];
  else
    ey[i * ny + j] = ey[i * ny + j] - 0.5f * (hz[i * ny + j] - hz[(i - 1) * ny + j]);
}
kernel void fdtd_ex(global float *ex, global const float *hz, int nx, int ny) {
  int j = GID_X, i = GID_Y;
  if (i < nx && j > 0 && j < ny)
    ex[i * ny + j] = ex[i * ny + j] - 0.5f * (hz[i * ny + j] - hz[i * ny + j - 1]);
}
kernel void fdtd_hz(global float *hz, global const float *ex, global const float *ey,
                    int nx, int ny) {
  int j = GID_X, i = GID_Y;
  if (i < nx - 1 && j < ny - 1)
    hz[i * ny + j] = hz[i * ny + j] - 0.7f * (ex[i * ny + j + 1] - ex[i * ny + j] +
                                              ey[(i + 1) * ny + j] - ey[i * ny + j]);
}

/* 2DCONV: fixed 3x3 weights of the PolyBench kernel. */
kernel void conv2d(global const float *A, global float *B, int ni, int nj) {
  int j = GID_X, i = GID_Y;
  const float c11 = 0.2f, c21 = 0.5f, c31 = -0.8f, c12 = -0.3f, c22 = 0.6f, c32 = -0.9f,
              c13 = 0.4f, c23 = 0.7f, c33 = 0.10f;
  if (i > 0 && i < ni - 1 && j > 0 && j < nj - 1)
    B[i * nj + j] = c11 * A[(i - 1) * nj + j - 1] + c21 * A[(i - 1) * nj + j] +
                    c31 * A[(i - 1) * nj + j + 1] + c12 * A[i * nj + j - 1] +
                    c22 * A[i * nj + j] + c32 * A[i * nj + j + 1] +
                    c13 * A[(i + 1) * nj + j - 1] + c23 * A[(i + 1) * nj + j] +
                    c33 * A[(i + 1) * nj + j + 1];
}

/* heat-3d: one step of the 7-point stencil (x fastest). */
kernel void heat3d(global float *B, global const float *A, int n) {
  int x = GID_X, y = GID_Y, z = (int)get_global_id(2);
  if (x < 1 || y < 1 || z < 1 || x >= n - 1 || y >= n - 1 || z >= n - 1) return;
#define AT(zz, yy, xx) A[((zz) * n + (yy)) * n + (xx)]
  float c = AT(z, y, x);
  B[(z * n + y) * n + x] = 0.125f * (AT(z + 1, y, x) - 2.0f * c + AT(z - 1, y, x)) +
                           0.125f * (AT(z, y + 1, x) - 2.0f * c + AT(z, y - 1, x)) +
                           0.125f * (AT(z, y, x + 1) - 2.0f * c + AT(z, y, x - 1)) + c;
#undef AT
}

/* covariance / correlation: column means, column standard deviations, centring. */
kernel void col_mean(global float *mean, global const float *data, float fn, int m,
                     int n) {
  int j = GID_X;
  if (j >= m) return;
  float s = 0.0f;
  for (int i = 0; i < n; i++) s += data[i * m + j];
  mean[j] = s / fn;
}
kernel void col_std(global float *stddev, global const float *mean,
                    global const float *data, float fn, int m, int n) {
  int j = GID_X;
  if (j >= m) return;
  float s = 0.0f;
  for (int i = 0; i < n; i++) {
    float d = data[i * m + j] - mean[j];
    s += d * d;
  }
  s = s / fn;
  s = __builtin_sqrtf(s);
  stddev[j] = s <= 0.005f ? 1.0f : s;
}
kernel void center(global float *data, global const float *mean, int m, int n) {
  int j = GID_X, i = GID_Y;
  if (i < n && j < m) data[i * m + j] -= mean[j];
}
kernel void covar(global float *symmat, global const float *data, int m, int n) {
  int j1 = GID_X;
  if (j1 >= m) return;
  for (int j2 = j1; j2 < m; j2++) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += data[i * m + j1] * data[i * m + j2];
    symmat[j1 * m + j2] = s;
    symmat[j2 * m + j1] = s;
  }
}
