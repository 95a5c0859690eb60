/* hip.h -- the minimal HIP device header of tests/kernels (written here).
 *
 * The HIP kernels are compiled with -nogpulib -nogpuinc: there is neither the
 * HIP runtime header nor a device library, so this header defines the device
 * side that the kernels use, all in terms of clang builtins that become LLVM
 * intrinsics or plain instructions (never an external call):
 * - __global__/__device__/__shared__ are clang's CUDA/HIP attributes;
 * - threadIdx/blockIdx/blockDim/gridDim are built from the
 *   __builtin_amdgcn_workitem_id_* / workgroup_id_* / workgroup_size_* /
 *   grid_size_* builtins (gridDim is the number of blocks, rounded up);
 * - __syncthreads() is (release fence, s_barrier, acquire fence) at
 *   work-group scope, as HIP defines it;
 * - atomics are clang's __hip_atomic_* builtins (relaxed, agent scope, as
 *   HIP's atomicAdd & co.), atomicCAS returns the old value;
 * - warp functions use ds_bpermute (__shfl*), ballot (__ballot) and mbcnt;
 *   warpSize is __builtin_amdgcn_wavefrontsize();
 * - math functions are __builtin_* forms (llvm.sqrt, llvm.exp, llvm.fma...).
 */
#ifndef TESTS_KERNELS_HIP_H
#define TESTS_KERNELS_HIP_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ inline __attribute__((always_inline))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))
#define INFINITY __builtin_inff()

typedef unsigned int uint;
typedef unsigned long long ull;
typedef _Float16 __half;
struct hip_uint3 { uint x, y, z; };
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef unsigned char uchar4 __attribute__((ext_vector_type(4)));
typedef double double2 __attribute__((ext_vector_type(2)));

#define threadIdx                                                              \
  (hip_uint3{__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(), \
             __builtin_amdgcn_workitem_id_z()})
#define blockIdx                                                               \
  (hip_uint3{__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(), \
             __builtin_amdgcn_workgroup_id_z()})
#define blockDim                                                               \
  (hip_uint3{__builtin_amdgcn_workgroup_size_x(),                              \
             __builtin_amdgcn_workgroup_size_y(),                              \
             __builtin_amdgcn_workgroup_size_z()})
#define gridDim                                                                \
  (hip_uint3{(__builtin_amdgcn_grid_size_x() + blockDim.x - 1) / blockDim.x,   \
             (__builtin_amdgcn_grid_size_y() + blockDim.y - 1) / blockDim.y,   \
             (__builtin_amdgcn_grid_size_z() + blockDim.z - 1) / blockDim.z})
#define warpSize ((int)__builtin_amdgcn_wavefrontsize())

static __device__ __forceinline__ void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
static __device__ __forceinline__ void __threadfence() {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
}

/* Atomics: relaxed at agent scope (HIP's atomicAdd & co.). */
#define HIP_ATOMIC_OPS(T)                                                      \
  static __device__ __forceinline__ T atomicAdd(T *p, T v) {                   \
    return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicSub(T *p, T v) {                   \
    return __hip_atomic_fetch_sub(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicMax(T *p, T v) {                   \
    return __hip_atomic_fetch_max(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicMin(T *p, T v) {                   \
    return __hip_atomic_fetch_min(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicExch(T *p, T v) {                  \
    return __hip_atomic_exchange(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicCAS(T *p, T cmp, T v) {            \
    __hip_atomic_compare_exchange_strong(p, &cmp, v, __ATOMIC_RELAXED,         \
                                         __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
    return cmp;                                                                \
  }
#define HIP_ATOMIC_BITS(T)                                                     \
  static __device__ __forceinline__ T atomicAnd(T *p, T v) {                   \
    return __hip_atomic_fetch_and(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicOr(T *p, T v) {                    \
    return __hip_atomic_fetch_or(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }                                                                            \
  static __device__ __forceinline__ T atomicXor(T *p, T v) {                   \
    return __hip_atomic_fetch_xor(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT); \
  }
HIP_ATOMIC_OPS(int)
HIP_ATOMIC_OPS(uint)
HIP_ATOMIC_OPS(ull)
HIP_ATOMIC_BITS(int)
HIP_ATOMIC_BITS(uint)
HIP_ATOMIC_BITS(ull)
static __device__ __forceinline__ float atomicAdd(float *p, float v) {
  return __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
static __device__ __forceinline__ uint atomicInc(uint *p, uint limit) {
  uint old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, assumed >= limit ? 0u : assumed + 1u);
  } while (old != assumed);
  return old;
}

/* Warp (wave) functions. ds_bpermute takes a byte address; lanes outside the
 * wave wrap as the hardware does (only the low log2(wave) + 2 bits count). */
static __device__ __forceinline__ int __lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
static __device__ __forceinline__ int __shfl(int v, int src, int width = warpSize) {
  int lane = __lane_id();
  int idx = (lane & ~(width - 1)) + (src & (width - 1));
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
static __device__ __forceinline__ int __shfl_xor(int v, int mask, int width = warpSize) {
  int lane = __lane_id();
  int idx = lane ^ mask;
  idx = ((idx & ~(width - 1)) == (lane & ~(width - 1))) ? idx : lane;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
static __device__ __forceinline__ int __shfl_down(int v, uint d, int width = warpSize) {
  int lane = __lane_id();
  int idx = ((int)((lane & (width - 1)) + d) < width) ? lane + (int)d : lane;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
static __device__ __forceinline__ int __shfl_up(int v, uint d, int width = warpSize) {
  int lane = __lane_id();
  int idx = ((lane & (width - 1)) >= (int)d) ? lane - (int)d : lane;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
static __device__ __forceinline__ float __shfl_xor(float v, int mask, int width = warpSize) {
  return __builtin_bit_cast(float, __shfl_xor(__builtin_bit_cast(int, v), mask, width));
}
static __device__ __forceinline__ float __shfl_down(float v, uint d, int width = warpSize) {
  return __builtin_bit_cast(float, __shfl_down(__builtin_bit_cast(int, v), d, width));
}
static __device__ __forceinline__ ull __ballot(int pred) {
  return __builtin_amdgcn_uicmp((uint)(pred != 0), 0u, 33 /* ICMP_NE */);
}
static __device__ __forceinline__ int __popcll(ull v) { return __builtin_popcountll(v); }
static __device__ __forceinline__ int __popc(uint v) { return __builtin_popcount(v); }
static __device__ __forceinline__ int __clz(int v) { return v == 0 ? 32 : __builtin_clz((uint)v); }
static __device__ __forceinline__ int __ffs(int v) { return __builtin_ffs(v); }
static __device__ __forceinline__ uint __brev(uint v) { return __builtin_bitreverse32(v); }
static __device__ __forceinline__ int __mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
static __device__ __forceinline__ uint __umulhi(uint a, uint b) { return (uint)(((ull)a * b) >> 32); }

/* Math (single and double precision), as LLVM intrinsics. */
#define sqrtf __builtin_sqrtf
#define sqrt __builtin_sqrt
#define fabsf __builtin_fabsf
#define fabs __builtin_fabs
#define fminf __builtin_fminf
#define fmaxf __builtin_fmaxf
#define fmin __builtin_fmin
#define fmax __builtin_fmax
#define floorf __builtin_floorf
#define ceilf __builtin_ceilf
#define floor __builtin_floor
#define expf __builtin_expf
#define exp2f __builtin_exp2f
#define logf __builtin_logf
#define log2f __builtin_log2f
#define sinf __builtin_sinf
#define cosf __builtin_cosf
#define fmaf __builtin_fmaf
#define fma __builtin_fma
#define truncf __builtin_truncf
#define rintf __builtin_rintf
#define copysignf __builtin_copysignf
static __device__ __forceinline__ float rsqrtf(float x) { return 1.0f / __builtin_sqrtf(x); }
static __device__ __forceinline__ int min(int a, int b) { return a < b ? a : b; }
static __device__ __forceinline__ int max(int a, int b) { return a > b ? a : b; }
static __device__ __forceinline__ uint umin(uint a, uint b) { return a < b ? a : b; }
static __device__ __forceinline__ uint umax(uint a, uint b) { return a > b ? a : b; }

#endif
