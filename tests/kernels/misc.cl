/* More suite algorithms in OpenCL C, written here: SHOC stencil2d, separable convolution
 * with LDS, Rodinia srad / hotspot3D / dwt2d (5/3 lifting) / particle-filter index search,
 * Parboil SpMV-JDS / tpacf / cutcp, DCT-8, stable partition, int2 matrix add, byte
 * transpose, serial chunk scan, segmented sums by atomics. */
#include "gfx.h"
#include "cl_atomics.h"

kernel void stencil2d_9pt(global float *out, global const float *in, int w, int h,
                          float wc, float wn, float wd) {
  int x = GID_X, y = GID_Y;
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1) return;
#define I(dx, dy) in[(y + (dy)) * w + x + (dx)]
  out[y * w + x] = wc * I(0, 0) + wn * (I(0, -1) + I(0, 1) + I(-1, 0) + I(1, 0)) +
                   wd * (I(-1, -1) + I(1, -1) + I(-1, 1) + I(1, 1));
#undef I
}

/* Separable 5-tap convolution, rows then columns, 32-wide LDS tiles with halos. */
kernel void conv_row(global float *out, global const float *in, global const float *k, int w,
                     int h) {
  local float t[32 + 4];
  int lx = TID_X, x = GID_X, y = GRP_Y;
  t[lx + 2] = x < w ? in[y * w + x] : 0.0f;
  if (lx < 2) t[lx] = x >= 2 ? in[y * w + x - 2] : 0.0f;
  if (lx >= 30) t[lx + 4] = x + 2 < w ? in[y * w + x + 2] : 0.0f;
  group_barrier();
  if (x < w) {
    float s = 0.0f;
    for (int i = 0; i < 5; i++) s += k[i] * t[lx + i];
    out[y * w + x] = s;
  }
}
kernel void conv_col(global float *out, global const float *in, global const float *k, int w,
                     int h) {
  int x = GID_X, y = GID_Y;
  if (x >= w || y >= h) return;
  float s = 0.0f;
  for (int i = 0; i < 5; i++) {
    int yy = y + i - 2;
    s += k[i] * (yy >= 0 && yy < h ? in[yy * w + x] : 0.0f);
  }
  out[y * w + x] = s;
}

/* Rodinia SRAD, first kernel: diffusion coefficient from the local gradient. */
kernel void srad_coeff(global float *c, global const float *J, int w, int h, float q0sqr) {
  int x = GID_X, y = GID_Y;
  if (x >= w || y >= h) return;
  float jc = J[y * w + x];
  float dN = J[(y > 0 ? y - 1 : 0) * w + x] - jc, dS = J[(y < h - 1 ? y + 1 : h - 1) * w + x] - jc;
  float dW = J[y * w + (x > 0 ? x - 1 : 0)] - jc, dE = J[y * w + (x < w - 1 ? x + 1 : w - 1)] - jc;
  float G2 = (dN * dN + dS * dS + dW * dW + dE * dE) / (jc * jc);
  float L = (dN + dS + dW + dE) / jc;
  float num = (0.5f * G2) - ((1.0f / 16.0f) * (L * L));
  float den = 1.0f + (0.25f * L);
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float cv = 1.0f / (1.0f + den);
  c[y * w + x] = cv < 0.0f ? 0.0f : cv > 1.0f ? 1.0f : cv;
}

/* Rodinia hotspot3D: 7-point thermal update with power and ambient terms. */
kernel void hotspot3d(global float *tout, global const float *tin, global const float *p,
                      int nx, int ny, int nz, float cc, float cw, float cn, float cb,
                      float sdc, float amb) {
  int x = GID_X, y = GID_Y;
  if (x >= nx || y >= ny) return;
  for (int z = 0; z < nz; z++) {
    int c = (z * ny + y) * nx + x;
    int w = x == 0 ? c : c - 1, e = x == nx - 1 ? c : c + 1;
    int n = y == 0 ? c : c - nx, s = y == ny - 1 ? c : c + nx;
    int b = z == 0 ? c : c - nx * ny, t = z == nz - 1 ? c : c + nx * ny;
    tout[c] = cc * tin[c] + cw * tin[w] + cw * tin[e] + cn * tin[s] + cn * tin[n] +
              cb * tin[b] + cb * tin[t] + sdc * p[c] + cb * amb;
  }
}

/* dwt2d: one level of the integer 5/3 lifting wavelet on each row (even length). */
kernel void dwt53_rows(global int *out, global const int *in, int w, int h) {
  int y = GID_X;
  if (y >= h) return;
  global const int *r = in + y * w;
  int hw = w / 2;
  for (int i = 0; i < hw; i++) {
    int right = 2 * i + 2 < w ? r[2 * i + 2] : r[2 * i];
    out[y * w + hw + i] = r[2 * i + 1] - ((r[2 * i] + right) >> 1);
  }
  for (int i = 0; i < hw; i++) {
    int dl = i > 0 ? out[y * w + hw + i - 1] : out[y * w + hw + i];
    out[y * w + i] = r[2 * i] + ((dl + out[y * w + hw + i] + 2) >> 2);
  }
}

/* Particle filter: index of the first CDF entry >= u (linear search). */
kernel void pf_find_index(global int *idx, global const float *cdf, global const float *u,
                          int n, int m) {
  int i = GID_X;
  if (i >= m) return;
  int k = n - 1;
  for (int j = 0; j < n; j++)
    if (cdf[j] >= u[i]) {
      k = j;
      break;
    }
  idx[i] = k;
}

/* Parboil SpMV in JDS format (rows sorted by length, perm maps back). */
kernel void spmv_jds(global float *y, global const float *vals, global const int *cols,
                     global const int *jd_ptr, global const int *row_len,
                     global const int *perm, global const float *x, int nrows) {
  int r = GID_X;
  if (r >= nrows) return;
  float s = 0.0f;
  for (int k = 0; k < row_len[r]; k++) s += vals[jd_ptr[k] + r] * x[cols[jd_ptr[k] + r]];
  y[perm[r]] = s;
}

/* Parboil tpacf: angular-distance histogram of point pairs (binary search in bin edges). */
kernel void tpacf(global uint *hist, global const float4 *pts, global const float *edges,
                  int n, int nbins) {
  int i = GID_X;
  if (i >= n) return;
  float4 a = pts[i];
  for (int j = i + 1; j < n; j++) {
    float4 b = pts[j];
    float d = a.x * b.x + a.y * b.y + a.z * b.z;
    int lo = 0, hi = nbins;  /* edges decreasing: first edge < d */
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (edges[mid] >= d)
        lo = mid + 1;
      else
        hi = mid;
    }
    ATOMIC_ADDU_G(&hist[lo], 1u);
  }
}

/* Parboil cutcp (simplified): lattice potential of charges within a cutoff. */
kernel void cutcp(global float *pot, global const float4 *atoms, int natoms, float h,
                  float cut2, int nx) {
  int x = GID_X, y = GID_Y;
  float px = x * h, py = y * h, s = 0.0f;
  for (int a = 0; a < natoms; a++) {
    float4 at = atoms[a];
    float dx = at.x - px, dy = at.y - py, dz = at.z;
    float r2 = dx * dx + dy * dy + dz * dz;
    if (r2 < cut2) {
      float t = 1.0f - r2 / cut2;
      s += at.w / __builtin_sqrtf(r2) * t * t;
    }
  }
  pot[y * nx + x] = s;
}

/* 8-point DCT-II of each row with a cosine table (cos_t[k * 8 + n]). */
kernel void dct8(global float *out, global const float *in, global const float *cos_t) {
  int r = GID_X / 8, k = GID_X % 8;
  float s = 0.0f;
  for (int n = 0; n < 8; n++) s += in[r * 8 + n] * cos_t[k * 8 + n];
  out[r * 8 + k] = s;
}

/* Stable partition: positives first (by counting), then the rest. */
kernel void stable_partition(global int *out, global const int *in, int n) {
  int i = GID_X;
  if (i >= n) return;
  int v = in[i], pos = 0, total = 0;
  for (int j = 0; j < n; j++) {
    int p = in[j] > 0;
    total += p;
    if (j < i && p == (v > 0)) pos++;
  }
  out[v > 0 ? pos : total + pos] = v;
}

kernel void matadd_int2(global int2 *c, global const int2 *a, global const int2 *b, int n) {
  int i = GID_X;
  if (i < n) c[i] = a[i] + b[i] * (int2)(2, -3);
}

kernel void transpose_u8(global uchar *out, global const uchar *in, int w, int h) {
  int x = GID_X, y = GID_Y;
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}

/* Each work-item scans its chunk of 8 serially; chunk totals go out for the next pass. */
kernel void chunk_scan8(global int *data, global int *totals) {
  int c = GID_X;
  int s = 0;
  for (int k = 0; k < 8; k++) {
    s += data[c * 8 + k];
    data[c * 8 + k] = s;
  }
  totals[c] = s;
}

/* Sums per key (reduce-by-key) with global atomics. */
kernel void sum_by_key(global int *sums, global const int *keys, global const int *vals, int n) {
  int i = GID_X;
  if (i < n) ATOMIC_ADD_G(&sums[keys[i]], vals[i]);
}
