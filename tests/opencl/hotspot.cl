/* hotspot -- one launch of a pyramid-blocked thermal stencil in the manner of
 * the Rodinia hotspot algorithm (written here from the algorithm): each
 * 16x16 work-group loads a tile of temperatures and powers (with a halo of
 * `iters` cells on each side that neighbouring groups also load), runs
 * `iters` explicit time steps of the 5-point heat equation in LDS, shrinking
 * the valid region by one cell per step, and writes the interior. Borders
 * of the chip are handled by clamping neighbour indices with ternaries and
 * the valid range with min/max, as the original does. FP contraction is
 * off so the reference can round each operation. */
#pragma OPENCL FP_CONTRACT OFF
#include "gfx.h"

#define T 16
#define IN_RANGE(x, lo, hi) ((x) >= (lo) && (x) <= (hi))

__kernel __attribute__((reqd_work_group_size(T, T, 1)))
void hotspot(int iters, __global const float *power,
             __global const float *src, __global float *dst, int cols,
             int rows, int border_cols, int border_rows, float cap,
             float rx, float ry, float rz, float step) {
  __local float temp[T][T];
  __local float pw[T][T];
  __local float next[T][T];
  const float amb = 80.0f;
  float sdc = step / cap;
  float rx1 = 1.0f / rx, ry1 = 1.0f / ry, rz1 = 1.0f / rz;
  int bx = GRP_X, by = GRP_Y, tx = TID_X, ty = TID_Y;
  int small_rows = T - iters * 2, small_cols = T - iters * 2;
  int blk_y = small_rows * by - border_rows;
  int blk_x = small_cols * bx - border_cols;
  int blk_ymax = blk_y + T - 1, blk_xmax = blk_x + T - 1;
  int y = blk_y + ty, x = blk_x + tx;
  int index = cols * y + x;
  if (IN_RANGE(y, 0, rows - 1) && IN_RANGE(x, 0, cols - 1)) {
    temp[ty][tx] = src[index];
    pw[ty][tx] = power[index];
  }
  group_barrier();
  int vy_min = blk_y < 0 ? -blk_y : 0;
  int vy_max = blk_ymax > rows - 1 ? T - 1 - (blk_ymax - rows + 1) : T - 1;
  int vx_min = blk_x < 0 ? -blk_x : 0;
  int vx_max = blk_xmax > cols - 1 ? T - 1 - (blk_xmax - cols + 1) : T - 1;
  int n = ty - 1 > vy_min ? ty - 1 : vy_min, s = ty + 1 < vy_max ? ty + 1 : vy_max;
  int w = tx - 1 > vx_min ? tx - 1 : vx_min, e = tx + 1 < vx_max ? tx + 1 : vx_max;
  bool computed = false;
  for (int i = 0; i < iters; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, T - i - 2) && IN_RANGE(ty, i + 1, T - i - 2) &&
        IN_RANGE(tx, vx_min, vx_max) && IN_RANGE(ty, vy_min, vy_max)) {
      computed = true;
      float c = temp[ty][tx];
      next[ty][tx] =
          c + sdc * (pw[ty][tx] + (temp[s][tx] + temp[n][tx] - 2.0f * c) * ry1 +
                     (temp[ty][e] + temp[ty][w] - 2.0f * c) * rx1 +
                     (amb - c) * rz1);
    }
    group_barrier();
    if (i == iters - 1)
      break;
    if (computed)
      temp[ty][tx] = next[ty][tx];
    group_barrier();
  }
  if (computed)
    dst[index] = next[ty][tx];
}
