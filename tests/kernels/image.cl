/* Image filters on RGBA uchar4 pixels and 8-bit planes (HeCBench/SDK-style grayscale,
 * box blur, Sobel, threshold, invert, channel swizzle, gamma LUT, 2x downsample,
 * median of 3x3), written here. */
#include "gfx.h"

/* No OpenCL library (-nogpulib): conversions by __builtin_convertvector, saturation by
 * clang's elementwise builtins. */
#define CVT(v, T) __builtin_convertvector((v), T)
#define CLAMPI(v, lo, hi) ((v) < (lo) ? (lo) : (v) > (hi) ? (hi) : (v))

kernel void grayscale(global uchar *out, global const uchar4 *in, int w, int h) {
  int x = GID_X, y = GID_Y;
  if (x >= w || y >= h) return;
  uchar4 p = in[y * w + x];
  /* integer BT.601 weights: (77 R + 150 G + 29 B) >> 8 */
  out[y * w + x] = (uchar)((77 * p.x + 150 * p.y + 29 * p.z) >> 8);
}

kernel void box_blur(global uchar4 *out, global const uchar4 *in, int w, int h) {
  int x = GID_X, y = GID_Y;
  if (x >= w || y >= h) return;
  int4 acc = (int4)(0);
  int cnt = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int xx = x + dx, yy = y + dy;
      if (xx >= 0 && xx < w && yy >= 0 && yy < h) {
        acc += CVT(in[yy * w + xx], int4);
        cnt++;
      }
    }
  out[y * w + x] = CVT(acc / cnt, uchar4);
}

kernel void sobel(global uchar *out, global const uchar *in, int w, int h) {
  int x = GID_X, y = GID_Y;
  if (x >= w || y >= h) return;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    out[y * w + x] = 0;
    return;
  }
#define P(dx, dy) ((int)in[(y + (dy)) * w + x + (dx)])
  int gx = -P(-1, -1) - 2 * P(-1, 0) - P(-1, 1) + P(1, -1) + 2 * P(1, 0) + P(1, 1);
  int gy = -P(-1, -1) - 2 * P(0, -1) - P(1, -1) + P(-1, 1) + 2 * P(0, 1) + P(1, 1);
#undef P
  int g = __builtin_abs(gx) + __builtin_abs(gy);
  out[y * w + x] = (uchar)(g > 255 ? 255 : g);
}

kernel void threshold_invert(global uchar4 *img, uchar t, int n) {
  int i = GID_X;
  if (i >= n) return;
  uchar4 p = img[i];
  uchar4 inv = (uchar4)(255) - p;
  p = p.x > t ? inv : p;
  img[i] = p.zyxw;
}

kernel void gamma_lut(global uchar4 *img, global const uchar *lut, int n) {
  int i = GID_X;
  if (i >= n) return;
  uchar4 p = img[i];
  img[i] = (uchar4)(lut[p.x], lut[p.y], lut[p.z], p.w);
}

kernel void downsample2x(global uchar4 *out, global const uchar4 *in, int w, int h) {
  int x = GID_X, y = GID_Y;
  if (x >= w / 2 || y >= h / 2) return;
  ushort4 s = CVT(in[2 * y * w + 2 * x], ushort4) + CVT(in[2 * y * w + 2 * x + 1], ushort4) +
              CVT(in[(2 * y + 1) * w + 2 * x], ushort4) +
              CVT(in[(2 * y + 1) * w + 2 * x + 1], ushort4);
  out[y * (w / 2) + x] = CVT((s + (ushort4)(2)) >> (ushort4)(2), uchar4);
}

kernel void median3x3(global uchar *out, global const uchar *in, int w, int h) {
  int x = GID_X, y = GID_Y;
  if (x >= w || y >= h) return;
  uchar v[9];
  int k = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int xx = CLAMPI(x + dx, 0, w - 1), yy = CLAMPI(y + dy, 0, h - 1);
      v[k++] = in[yy * w + xx];
    }
  for (int i = 0; i < 5; i++)
    for (int j = i + 1; j < 9; j++)
      if (v[j] < v[i]) {
        uchar t = v[i];
        v[i] = v[j];
        v[j] = t;
      }
  out[y * w + x] = v[4];
}

kernel void rgba_saturating_add(global uchar4 *a, global const uchar4 *b, int n) {
  int i = GID_X;
  if (i < n) a[i] = __builtin_elementwise_add_sat(a[i], b[i]);
}
