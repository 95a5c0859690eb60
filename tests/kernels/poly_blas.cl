/* PolyBench/GPU linear-algebra kernels (gemm, 2mm, 3mm, syrk, syr2k, gesummv, mvt,
 * bicg, atax, gemver, doitgen), re-implemented here from the algorithms: one
 * work-item per output element, row-major matrices, sequential k loops. */
#include "gfx.h"

kernel void gemm(global float *C, global const float *A, global const float *B,
                 float alpha, float beta, int ni, int nj, int nk) {
  int j = GID_X, i = GID_Y;
  if (i >= ni || j >= nj) return;
  float acc = 0.0f;
  for (int k = 0; k < nk; k++) acc += A[i * nk + k] * B[k * nj + j];
  C[i * nj + j] = beta * C[i * nj + j] + alpha * acc;
}

/* 2mm/3mm building block: D = A x B (no scaling). */
kernel void mm_plain(global float *D, global const float *A, global const float *B,
                     int ni, int nj, int nk) {
  int j = GID_X, i = GID_Y;
  if (i >= ni || j >= nj) return;
  float acc = 0.0f;
  for (int k = 0; k < nk; k++) acc += A[i * nk + k] * B[k * nj + j];
  D[i * nj + j] = acc;
}

kernel void syrk(global float *C, global const float *A, float alpha, float beta,
                 int n, int m) {
  int j = GID_X, i = GID_Y;
  if (i >= n || j >= n) return;
  float acc = beta * C[i * n + j];
  for (int k = 0; k < m; k++) acc += alpha * A[i * m + k] * A[j * m + k];
  C[i * n + j] = acc;
}

kernel void syr2k(global float *C, global const float *A, global const float *B,
                  float alpha, float beta, int n, int m) {
  int j = GID_X, i = GID_Y;
  if (i >= n || j >= n) return;
  float acc = beta * C[i * n + j];
  for (int k = 0; k < m; k++)
    acc += alpha * A[i * m + k] * B[j * m + k] + alpha * B[i * m + k] * A[j * m + k];
  C[i * n + j] = acc;
}

kernel void gesummv(global float *y, global float *tmp, global const float *A,
                    global const float *B, global const float *x, float alpha,
                    float beta, int n) {
  int i = GID_X;
  if (i >= n) return;
  float t = 0.0f, u = 0.0f;
  for (int j = 0; j < n; j++) {
    t += A[i * n + j] * x[j];
    u += B[i * n + j] * x[j];
  }
  tmp[i] = t;
  y[i] = alpha * t + beta * u;
}

/* mvt: x1 += A y1 (rows), x2 += A^T y2 (columns). */
kernel void mvt(global float *x1, global float *x2, global const float *A,
                global const float *y1, global const float *y2, int n) {
  int i = GID_X;
  if (i >= n) return;
  float a = x1[i], b = x2[i];
  for (int j = 0; j < n; j++) {
    a += A[i * n + j] * y1[j];
    b += A[j * n + i] * y2[j];
  }
  x1[i] = a;
  x2[i] = b;
}

/* bicg: s = A^T r (one work-item per column), q = A p (one per row). */
kernel void bicg_s(global float *s, global const float *A, global const float *r,
                   int nx, int ny) {
  int j = GID_X;
  if (j >= ny) return;
  float acc = 0.0f;
  for (int i = 0; i < nx; i++) acc += r[i] * A[i * ny + j];
  s[j] = acc;
}
kernel void bicg_q(global float *q, global const float *A, global const float *p,
                   int nx, int ny) {
  int i = GID_X;
  if (i >= nx) return;
  float acc = 0.0f;
  for (int j = 0; j < ny; j++) acc += A[i * ny + j] * p[j];
  q[i] = acc;
}

/* atax: tmp = A x, then y = A^T tmp. */
kernel void atax_1(global float *tmp, global const float *A, global const float *x,
                   int nx, int ny) {
  int i = GID_X;
  if (i >= nx) return;
  float acc = 0.0f;
  for (int j = 0; j < ny; j++) acc += A[i * ny + j] * x[j];
  tmp[i] = acc;
}
kernel void atax_2(global float *y, global const float *A, global const float *tmp,
                   int nx, int ny) {
  int j = GID_X;
  if (j >= ny) return;
  float acc = 0.0f;
  for (int i = 0; i < nx; i++) acc += A[i * ny + j] * tmp[i];
  y[j] = acc;
}

/* gemver step 1: A += u1 v1^T + u2 v2^T. */
kernel void gemver_1(global float *A, global const float *u1, global const float *v1,
                     global const float *u2, global const float *v2, int n) {
  int j = GID_X, i = GID_Y;
  if (i >= n || j >= n) return;
  A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
}

/* doitgen: sum[r][q][p] = sum_s A[r][q][s] * C4[s][p]; grid (p, q), r loop inside. */
kernel void doitgen(global float *sum, global const float *A, global const float *C4,
                    int nr, int nq, int np) {
  int p = GID_X, q = GID_Y;
  if (p >= np || q >= nq) return;
  for (int r = 0; r < nr; r++) {
    float acc = 0.0f;
    for (int s = 0; s < np; s++) acc += A[(r * nq + q) * np + s] * C4[s * np + p];
    sum[(r * nq + q) * np + p] = acc;
  }
}
