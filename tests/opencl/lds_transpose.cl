/* lds_transpose -- out = 2 * transpose(in) for a rows x cols f32 matrix,
 * through a 16x17 LDS tile (the +1 column avoids bank conflicts): each
 * work-item of a 16x16 group loads one element (or -1 past the edge),
 * barrier, then writes the transposed element it is responsible for. */
#include "gfx.h"

#define T 16

__kernel __attribute__((reqd_work_group_size(T, T, 1)))
void lds_transpose(__global const float *in, __global float *out, int rows,
                   int cols) {
  __local float tile[T][T + 1];
  int tx = TID_X, ty = TID_Y;
  int c = GRP_X * T + tx;
  int r = GRP_Y * T + ty;
  tile[ty][tx] = (r < rows && c < cols) ? in[r * cols + c] : -1.0f;
  group_barrier();
  int orow = GRP_X * T + ty; /* row of out = column of in */
  int ocol = GRP_Y * T + tx;
  if (orow < cols && ocol < rows)
    out[orow * rows + ocol] = tile[tx][ty] * 2.0f;
}
