/* Numerical kernels (SHOC FFT/MD/SpMV/triad, Parboil MRI-Q/SAD/stencil, N-body, tiled
 * SGEMM), written here. float2 complex numbers; twiddles are inputs. */
#include "gfx.h"

#define CMUL(a, b) ((float2)((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x))

/* Radix-2 decimation-in-time FFT of 16 points per group (16 work-items, 8 butterflies
 * per stage after the bit-reversal permutation). tw[k] = exp(-2 pi i k / 16). */
kernel void fft16(global float2 *data, global const float2 *tw) {
  local float2 s[16];
  int t = TID_X, base = GRP_X * 16;
  s[__builtin_bitreverse32((uint)t) >> 28] = data[base + t];
  group_barrier();
  for (int hl = 1; hl < 16; hl <<= 1) {
    if (t < 8) {
      int grp = t / hl, k = t % hl;
      int i = grp * 2 * hl + k, j = i + hl;
      float2 w = tw[k * (8 / hl)];
      float2 u = s[i], v = CMUL(w, s[j]);
      s[i] = u + v;
      s[j] = u - v;
    }
    group_barrier();
  }
  data[base + t] = s[t];
}

/* All-pairs N-body accelerations with softening; positions xyz + mass in w. */
kernel void nbody_accel(global float4 *acc, global const float4 *pos, int n, float eps2) {
  int i = GID_X;
  if (i >= n) return;
  float4 p = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int j = 0; j < n; j++) {
    float4 q = pos[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float d2 = dx * dx + dy * dy + dz * dz + eps2;
    float inv = 1.0f / __builtin_sqrtf(d2);
    float s = q.w * (inv * inv * inv);
    ax += dx * s;
    ay += dy * s;
    az += dz * s;
  }
  acc[i] = (float4)(ax, ay, az, 0.0f);
}

/* SHOC MD: Lennard-Jones forces over a neighbour list (maxn neighbours per atom). */
kernel void md_lj(global float4 *force, global const float4 *pos, global const int *nbr,
                  int n, int maxn, float cutsq, float lj1, float lj2) {
  int i = GID_X;
  if (i >= n) return;
  float4 p = pos[i];
  float4 f = (float4)(0.0f);
  for (int k = 0; k < maxn; k++) {
    int j = nbr[k * n + i];
    float4 q = pos[j];
    float dx = p.x - q.x, dy = p.y - q.y, dz = p.z - q.z;
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < cutsq) {
      float r2i = 1.0f / r2;
      float r6i = r2i * r2i * r2i;
      float fs = r2i * r6i * (lj1 * r6i - lj2);
      f.x += dx * fs;
      f.y += dy * fs;
      f.z += dz * fs;
    }
  }
  force[i] = f;
}

/* SpMV, CSR, one row per work-item. */
kernel void spmv_csr_scalar(global float *y, global const int *rowp, global const int *cols,
                            global const float *vals, global const float *x, int nrows) {
  int r = GID_X;
  if (r >= nrows) return;
  float s = 0.0f;
  for (int k = rowp[r]; k < rowp[r + 1]; k++) s += vals[k] * x[cols[k]];
  y[r] = s;
}

/* SpMV, CSR, 16 work-items per row with an LDS tree (SHOC's vector kernel). */
kernel void spmv_csr_vector(global float *y, global const int *rowp, global const int *cols,
                            global const float *vals, global const float *x, int nrows) {
  local float part[64];
  int t = TID_X, lane = t & 15, r = GID_X / 16;
  float s = 0.0f;
  if (r < nrows)
    for (int k = rowp[r] + lane; k < rowp[r + 1]; k += 16) s += vals[k] * x[cols[k]];
  part[t] = s;
  group_barrier();
  for (int w = 8; w > 0; w >>= 1) {
    if (lane < w) part[t] += part[t + w];
    group_barrier();
  }
  if (lane == 0 && r < nrows) y[r] = part[t];
}

/* SpMV, ELLPACK (column-major padded, col < 0 is padding). */
kernel void spmv_ell(global float *y, global const int *cols, global const float *vals,
                     global const float *x, int nrows, int width) {
  int r = GID_X;
  if (r >= nrows) return;
  float s = 0.0f;
  for (int k = 0; k < width; k++) {
    int c = cols[k * nrows + r];
    if (c >= 0) s += vals[k * nrows + r] * x[c];
  }
  y[r] = s;
}

/* SHOC triad: a = b + s * c on float4. */
kernel void triad4(global float4 *a, global const float4 *b, global const float4 *c, float s) {
  int i = GID_X;
  a[i] = b[i] + s * c[i];
}

/* Parboil MRI-Q: Q(x) = sum_k phi_k (cos, sin)(2 pi k . x). */
kernel void mriq(global float *qr, global float *qi, global const float4 *kv,
                 global const float *x, global const float *y, global const float *z,
                 int numk, int numx) {
  int i = GID_X;
  if (i >= numx) return;
  float sr = 0.0f, si = 0.0f;
  for (int k = 0; k < numk; k++) {
    float4 kk = kv[k]; /* kx, ky, kz, phiMag */
    float arg = 6.2831853071795864769f * (kk.x * x[i] + kk.y * y[i] + kk.z * z[i]);
    sr += kk.w * __builtin_cosf(arg);
    si += kk.w * __builtin_sinf(arg);
  }
  qr[i] = sr;
  qi[i] = si;
}

/* Parboil SAD: 4x4-block sums of absolute differences for a range of displacements. */
kernel void sad4x4(global ushort *sad, global const uchar *cur, global const uchar *ref,
                   int w, int h, int range) {
  int bx = GID_X, by = GID_Y;
  int nd = 2 * range + 1;
  if (bx >= w / 4 || by >= h / 4) return;
  for (int dy = -range; dy <= range; dy++)
    for (int dx = -range; dx <= range; dx++) {
      uint s = 0;
      for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++) {
          int cx = bx * 4 + x, cy = by * 4 + y;
          int rx = cx + dx < 0 ? 0 : cx + dx > w - 1 ? w - 1 : cx + dx;
          int ry = cy + dy < 0 ? 0 : cy + dy > h - 1 ? h - 1 : cy + dy;
          s += (uint)__builtin_abs((int)cur[cy * w + cx] - (int)ref[ry * w + rx]);
        }
      sad[((by * (w / 4) + bx) * nd + (dy + range)) * nd + (dx + range)] = (ushort)s;
    }
}

/* Tiled SGEMM (Parboil/SHOC): 8x8 tiles in LDS, C = A B, dimensions multiples of 8. */
#define T 8
kernel void sgemm_tiled(global float *C, global const float *A, global const float *B,
                        int m, int n, int k) {
  local float As[T][T], Bs[T][T];
  int tx = TID_X, ty = TID_Y, col = GID_X, row = GID_Y;
  float acc = 0.0f;
  for (int t0 = 0; t0 < k; t0 += T) {
    As[ty][tx] = A[row * k + t0 + tx];
    Bs[ty][tx] = B[(t0 + ty) * n + col];
    group_barrier();
    for (int q = 0; q < T; q++) acc += As[ty][q] * Bs[q][tx];
    group_barrier();
  }
  C[row * n + col] = acc;
}
