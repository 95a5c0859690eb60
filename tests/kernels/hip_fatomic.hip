// Float atomicAdd as HIP code writes it (atomicrmw fadd f32, and f64), written here.
// The instruction exists on some processors only (global_atomic_add_f32: gfx90a, gfx942,
// gfx11; f64: gfx90a, gfx942); llc-19 expands it to a compare-and-swap loop elsewhere,
// gfxc reports it as not available there (the pass matrix records which cells).
#include "hip.h"

// Float atomicAdd (exact: values are multiples of 1/16).
extern "C" __global__ void atomic_fadd(float *acc, const float *in, const int *slot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&acc[slot[i]], in[i]);
}

static __device__ __forceinline__ double atomicAdd(double *p, double v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
// Double atomicAdd (exact: values are multiples of 1/16).
extern "C" __global__ void atomic_dadd(double *acc, const double *in, const int *slot, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&acc[slot[i]], in[i]);
}
