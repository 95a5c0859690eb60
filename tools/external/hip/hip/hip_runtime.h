/* hip/hip_runtime.h -- gfxc's stand-in for the HIP runtime header (written here), used only by
 * tools/external/measure_hip.py to compile public HIP sources to LLVM IR, device side only,
 * on a machine with clang-19 and Debian's rocm-device-libs but without a ROCm install.
 *
 * The compile line is the one the ROCm driver uses minus the ROCm include directory:
 * `-include __clang_hip_runtime_wrapper.h` (clang's own: __host__/__device__, the C/C++ math
 * library on __ocml_*, the __fadd_rn family) and the device libraries linked by clang
 * (hip.bc, ocml.bc, ockl.bc, oclc_*.bc). This header adds what ROCm's hip_runtime.h would:
 * - dim3, threadIdx/blockIdx/blockDim/gridDim (work-item ids, __ockl_get_local_size and
 *   __ockl_get_num_groups as HIP's headers use) and the hipThreadIdx_x-style macros;
 * - __syncthreads (work-group release fence, s_barrier, acquire fence), __threadfence*;
 * - atomics as __hip_atomic_* builtins, relaxed, agent scope (system scope for *_system);
 * - wave functions on ds_bpermute / ballot / mbcnt; bit intrinsics; type punning;
 * - HIP's vector types as clang ext_vector_type (3-lane ones are 16 bytes here, HIP's are 12:
 *   only the layout of arrays of them in memory differs) and make_<type>N;
 * - __half / __half2 on _Float16, __hip_bfloat16 on __bf16 with their conversions;
 * - host API names (hipMalloc, hipMemcpy, events, streams ...) as declarations only, so
 *   that host code parses and the kernel templates it launches get instantiated; nothing
 *   of the host side is compiled (--cuda-device-only).
 */
#ifndef GFXC_EXT_HIP_RUNTIME_H
#define GFXC_EXT_HIP_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>
#include <float.h>

#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1
#endif
#ifndef __HIP_PLATFORM_HCC__
#define __HIP_PLATFORM_HCC__ 1
#endif
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 0
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000)

#define __forceinline__ inline __attribute__((always_inline))
/* __noinline__ is a keyword of clang in HIP mode (libstdc++ spells the attribute so). */
#define __align__(n) __attribute__((aligned(n)))
#define __launch_bounds__(...) __launch_bounds_impl(__VA_ARGS__, 1)
#define __launch_bounds_impl(n, m, ...) __attribute__((amdgpu_flat_work_group_size(1, n)))
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_SYMBOL(x) (x)
#define __HIP_DEVICE_COMPILE__ 1
#define GFXC_HD __host__ __device__ inline __attribute__((always_inline))
#define GFXC_D __device__ inline __attribute__((always_inline))

extern "C" __device__ size_t __ockl_get_local_size(unsigned);
extern "C" __device__ size_t __ockl_get_num_groups(unsigned);
extern "C" __device__ size_t __ockl_get_global_size(unsigned);

/* ---- vector types ---- */
#define GFXC_VEC(T, N, NAME) typedef T NAME##N __attribute__((ext_vector_type(N)));
#define GFXC_VECS(T, NAME) GFXC_VEC(T, 1, NAME) GFXC_VEC(T, 2, NAME) GFXC_VEC(T, 3, NAME) GFXC_VEC(T, 4, NAME)
GFXC_VECS(char, char) GFXC_VECS(unsigned char, uchar) GFXC_VECS(short, short)
GFXC_VECS(unsigned short, ushort) GFXC_VECS(int, int) GFXC_VECS(unsigned int, uint)
GFXC_VECS(long, long) GFXC_VECS(unsigned long, ulong) GFXC_VECS(long long, longlong)
GFXC_VECS(unsigned long long, ulonglong) GFXC_VECS(float, float) GFXC_VECS(double, double)
#define GFXC_MAKE(T, NAME)                                                                  \
  GFXC_HD NAME##1 make_##NAME##1(T a) { NAME##1 r; r.x = a; return r; }                    \
  GFXC_HD NAME##2 make_##NAME##2(T a, T b) { NAME##2 r; r.x = a; r.y = b; return r; }      \
  GFXC_HD NAME##3 make_##NAME##3(T a, T b, T c) {                                          \
    NAME##3 r; r.x = a; r.y = b; r.z = c; return r; }                                      \
  GFXC_HD NAME##4 make_##NAME##4(T a, T b, T c, T d) {                                     \
    NAME##4 r; r.x = a; r.y = b; r.z = c; r.w = d; return r; }
GFXC_MAKE(char, char) GFXC_MAKE(unsigned char, uchar) GFXC_MAKE(short, short)
GFXC_MAKE(unsigned short, ushort) GFXC_MAKE(int, int) GFXC_MAKE(unsigned int, uint)
GFXC_MAKE(long, long) GFXC_MAKE(unsigned long, ulong) GFXC_MAKE(long long, longlong)
GFXC_MAKE(unsigned long long, ulonglong) GFXC_MAKE(float, float) GFXC_MAKE(double, double)

struct dim3 {
  unsigned int x, y, z;
  GFXC_HD constexpr dim3(unsigned int x_ = 1, unsigned int y_ = 1, unsigned int z_ = 1)
      : x(x_), y(y_), z(z_) {}
  GFXC_HD dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  GFXC_HD operator uint3() const { return make_uint3(x, y, z); }
};

/* ---- ids ---- */
#define threadIdx                                                                          \
  (dim3(__builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),                \
        __builtin_amdgcn_workitem_id_z()))
#define blockIdx                                                                           \
  (dim3(__builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),              \
        __builtin_amdgcn_workgroup_id_z()))
#define blockDim                                                                           \
  (dim3((unsigned)__ockl_get_local_size(0), (unsigned)__ockl_get_local_size(1),            \
        (unsigned)__ockl_get_local_size(2)))
#define gridDim                                                                            \
  (dim3((unsigned)__ockl_get_num_groups(0), (unsigned)__ockl_get_num_groups(1),            \
        (unsigned)__ockl_get_num_groups(2)))
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)
#define warpSize (__builtin_amdgcn_wavefrontsize())

/* device-side assert (HIP's traps after printing; here it traps) */
extern "C" __device__ inline __attribute__((always_inline)) void __assert_fail(
    const char *, const char *, unsigned int, const char *) { __builtin_trap(); }
extern "C" __device__ inline __attribute__((always_inline)) void __assertfail(
    const char *, const char *, unsigned int, const char *, size_t) { __builtin_trap(); }

/* ---- synchronisation ---- */
GFXC_D void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
GFXC_D int __syncthreads_count(int p);
GFXC_D void __threadfence_block() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); }
GFXC_D void __threadfence() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }
GFXC_D void __threadfence_system() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, ""); }
GFXC_D void __syncwarp(unsigned long long = ~0ull) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
GFXC_D unsigned long long __activemask() { return __builtin_amdgcn_read_exec(); }

/* ---- atomics ---- */
#define GFXC_ATOM(NAME, BUILTIN, SCOPE)                                                     \
  template <class T, class U> GFXC_D T NAME(T *p, U v) {                                   \
    return BUILTIN(p, (T)v, __ATOMIC_RELAXED, SCOPE);                                      \
  }
#define GFXC_ATOMS(SUF, SCOPE)                                                             \
  GFXC_ATOM(atomicAdd##SUF, __hip_atomic_fetch_add, SCOPE)                                 \
  GFXC_ATOM(atomicSub##SUF, __hip_atomic_fetch_sub, SCOPE)                                 \
  GFXC_ATOM(atomicMin##SUF, __hip_atomic_fetch_min, SCOPE)                                 \
  GFXC_ATOM(atomicMax##SUF, __hip_atomic_fetch_max, SCOPE)                                 \
  GFXC_ATOM(atomicAnd##SUF, __hip_atomic_fetch_and, SCOPE)                                 \
  GFXC_ATOM(atomicOr##SUF, __hip_atomic_fetch_or, SCOPE)                                   \
  GFXC_ATOM(atomicXor##SUF, __hip_atomic_fetch_xor, SCOPE)                                 \
  GFXC_ATOM(atomicExch##SUF, __hip_atomic_exchange, SCOPE)                                 \
  template <class T, class U, class V> GFXC_D T atomicCAS##SUF(T *p, U cmp, V v) {         \
    T c = (T)cmp;                                                                          \
    __hip_atomic_compare_exchange_strong(p, &c, (T)v, __ATOMIC_RELAXED, __ATOMIC_RELAXED,  \
                                         SCOPE);                                           \
    return c;                                                                              \
  }
GFXC_ATOMS(, __HIP_MEMORY_SCOPE_AGENT)
GFXC_ATOMS(_system, __HIP_MEMORY_SCOPE_SYSTEM)
GFXC_ATOMS(_block, __HIP_MEMORY_SCOPE_WORKGROUP)
GFXC_D unsigned atomicInc(unsigned *p, unsigned v) {
  return __builtin_amdgcn_atomic_inc32(p, v, __ATOMIC_RELAXED, "agent");
}
GFXC_D unsigned atomicDec(unsigned *p, unsigned v) {
  return __builtin_amdgcn_atomic_dec32(p, v, __ATOMIC_RELAXED, "agent");
}
GFXC_D float atomicAddNoRet(float *p, float v) { return atomicAdd(p, v); }
template <class T, class U> GFXC_D T unsafeAtomicAdd(T *p, U v) { return atomicAdd(p, v); }
template <class T, class U> GFXC_D T safeAtomicAdd(T *p, U v) { return atomicAdd(p, v); }

/* ---- wave functions ---- */
GFXC_D unsigned __lane_id() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
GFXC_D int __gfxc_bperm(int idx, int v) { return __builtin_amdgcn_ds_bpermute(idx << 2, v); }
GFXC_D int __gfxc_shfl_idx(int src, int width) {
  int lane = __lane_id();
  return (lane & ~(width - 1)) + (src & (width - 1));
}
GFXC_D int __gfxc_shfl_up_idx(unsigned d, int width) {
  int lane = __lane_id();
  return ((lane & (width - 1)) >= (int)d) ? lane - (int)d : lane;
}
GFXC_D int __gfxc_shfl_down_idx(unsigned d, int width) {
  int lane = __lane_id();
  return ((int)((lane & (width - 1)) + d) < width) ? lane + (int)d : lane;
}
GFXC_D int __gfxc_shfl_xor_idx(int mask, int width) {
  int lane = __lane_id();
  int idx = lane ^ mask;
  return (idx < ((lane + width) & ~(width - 1))) ? idx : lane;
}
/* any 4- or 8-byte type goes through ds_bpermute dword by dword */
template <class T> GFXC_D T __gfxc_bperm_any(int idx, T v) {
  static_assert(sizeof(T) % 4 == 0 || sizeof(T) < 4, "shuffle of an odd-sized type");
  if constexpr (sizeof(T) < 4) {
    int w = (int)v;
    return (T)__gfxc_bperm(idx, w);
  } else {
    struct W { int d[sizeof(T) / 4]; } w = __builtin_bit_cast(W, v);
    for (unsigned i = 0; i < sizeof(T) / 4; ++i) w.d[i] = __gfxc_bperm(idx, w.d[i]);
    return __builtin_bit_cast(T, w);
  }
}
template <class T> GFXC_D T __shfl(T v, int src, int width = warpSize) {
  return __gfxc_bperm_any(__gfxc_shfl_idx(src, width), v);
}
template <class T> GFXC_D T __shfl_up(T v, unsigned d, int width = warpSize) {
  return __gfxc_bperm_any(__gfxc_shfl_up_idx(d, width), v);
}
template <class T> GFXC_D T __shfl_down(T v, unsigned d, int width = warpSize) {
  return __gfxc_bperm_any(__gfxc_shfl_down_idx(d, width), v);
}
template <class T> GFXC_D T __shfl_xor(T v, int mask, int width = warpSize) {
  return __gfxc_bperm_any(__gfxc_shfl_xor_idx(mask, width), v);
}
template <class M, class T> GFXC_D T __shfl_sync(M, T v, int s, int w = warpSize) { return __shfl(v, s, w); }
template <class M, class T> GFXC_D T __shfl_up_sync(M, T v, unsigned d, int w = warpSize) { return __shfl_up(v, d, w); }
template <class M, class T> GFXC_D T __shfl_down_sync(M, T v, unsigned d, int w = warpSize) { return __shfl_down(v, d, w); }
template <class M, class T> GFXC_D T __shfl_xor_sync(M, T v, int m, int w = warpSize) { return __shfl_xor(v, m, w); }
GFXC_D unsigned long long __ballot(int p) { return __builtin_amdgcn_ballot_w64(p != 0); }
GFXC_D unsigned long long __ballot64(int p) { return __ballot(p); }
template <class M> GFXC_D unsigned long long __ballot_sync(M, int p) { return __ballot(p); }
GFXC_D int __any(int p) { return __ballot(p) != 0; }
GFXC_D int __all(int p) { return __ballot(p) == __builtin_amdgcn_read_exec(); }
template <class M> GFXC_D int __any_sync(M, int p) { return __any(p); }
template <class M> GFXC_D int __all_sync(M, int p) { return __all(p); }

/* ---- integer intrinsics ---- */
GFXC_HD int __popc(unsigned v) { return __builtin_popcount(v); }
GFXC_HD int __popcll(unsigned long long v) { return __builtin_popcountll(v); }
GFXC_HD int __clz(int v) { return v == 0 ? 32 : __builtin_clz((unsigned)v); }
GFXC_HD int __clzll(long long v) { return v == 0 ? 64 : __builtin_clzll((unsigned long long)v); }
GFXC_HD int __ffs(int v) { return __builtin_ffs(v); }
GFXC_HD int __ffs(unsigned v) { return __builtin_ffs((int)v); }
GFXC_HD int __ffsll(long long v) { return __builtin_ffsll(v); }
GFXC_HD int __ffsll(unsigned long long v) { return __builtin_ffsll((long long)v); }
GFXC_HD unsigned __brev(unsigned v) { return __builtin_bitreverse32(v); }
GFXC_HD unsigned long long __brevll(unsigned long long v) { return __builtin_bitreverse64(v); }
GFXC_HD int __mul24(int a, int b) { return ((a << 8) >> 8) * ((b << 8) >> 8); }
GFXC_HD unsigned __umul24(unsigned a, unsigned b) { return (a & 0xffffff) * (b & 0xffffff); }
GFXC_HD int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
GFXC_HD unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
GFXC_HD long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
GFXC_HD unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
GFXC_HD unsigned __sad(int a, int b, unsigned c) { return (a > b ? a - b : b - a) + c; }
GFXC_HD unsigned __usad(unsigned a, unsigned b, unsigned c) { return (a > b ? a - b : b - a) + c; }
GFXC_HD int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
GFXC_HD int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
GFXC_HD unsigned __uhadd(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a + b) >> 1); }
GFXC_HD unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned r = 0;
  for (int i = 0; i < 4; ++i) r |= (unsigned)((v >> (((s >> (4 * i)) & 7) * 8)) & 0xff) << (8 * i);
  return r;
}
GFXC_D unsigned long long __clock64() { return __builtin_amdgcn_s_memtime(); }
GFXC_D unsigned long long clock64() { return __builtin_amdgcn_s_memtime(); }
GFXC_D long clock() { return (long)__builtin_amdgcn_s_memtime(); }
GFXC_D unsigned long long wall_clock64() { return __builtin_amdgcn_s_memrealtime(); }

/* ---- type punning and conversions ---- */
GFXC_HD float __int_as_float(int v) { return __builtin_bit_cast(float, v); }
GFXC_HD float __uint_as_float(unsigned v) { return __builtin_bit_cast(float, v); }
GFXC_HD int __float_as_int(float v) { return __builtin_bit_cast(int, v); }
GFXC_HD unsigned __float_as_uint(float v) { return __builtin_bit_cast(unsigned, v); }
GFXC_HD double __longlong_as_double(long long v) { return __builtin_bit_cast(double, v); }
GFXC_HD long long __double_as_longlong(double v) { return __builtin_bit_cast(long long, v); }
GFXC_HD int __double2hiint(double v) { return (int)(__builtin_bit_cast(unsigned long long, v) >> 32); }
GFXC_HD int __double2loint(double v) { return (int)__builtin_bit_cast(unsigned long long, v); }
GFXC_HD double __hiloint2double(int hi, int lo) {
  return __builtin_bit_cast(double, ((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
}
GFXC_HD int __float2int_rz(float x) { return (int)x; }
GFXC_HD int __float2int_rn(float x) { return (int)__builtin_rintf(x); }
GFXC_HD int __float2int_rd(float x) { return (int)__builtin_floorf(x); }
GFXC_HD int __float2int_ru(float x) { return (int)__builtin_ceilf(x); }
GFXC_HD unsigned __float2uint_rz(float x) { return (unsigned)x; }
GFXC_HD unsigned __float2uint_rn(float x) { return (unsigned)__builtin_rintf(x); }
GFXC_HD unsigned __float2uint_rd(float x) { return (unsigned)__builtin_floorf(x); }
GFXC_HD unsigned __float2uint_ru(float x) { return (unsigned)__builtin_ceilf(x); }
GFXC_HD long long __float2ll_rz(float x) { return (long long)x; }
GFXC_HD long long __float2ll_rn(float x) { return (long long)__builtin_rintf(x); }
GFXC_HD float __int2float_rn(int x) { return (float)x; }
GFXC_HD float __uint2float_rn(unsigned x) { return (float)x; }
GFXC_HD float __ll2float_rn(long long x) { return (float)x; }
GFXC_HD double __int2double_rn(int x) { return (double)x; }
GFXC_HD double __ll2double_rn(long long x) { return (double)x; }
GFXC_HD float __double2float_rn(double x) { return (float)x; }
GFXC_HD float __double2float_rz(double x) { return (float)x; }
GFXC_HD int __double2int_rz(double x) { return (int)x; }
GFXC_HD int __double2int_rn(double x) { return (int)__builtin_rint(x); }
GFXC_HD long long __double2ll_rz(double x) { return (long long)x; }
GFXC_HD long long __double2ll_rn(double x) { return (long long)__builtin_rint(x); }
GFXC_HD int __double2int_rd(double x) { return (int)__builtin_floor(x); }
GFXC_HD int __double2int_ru(double x) { return (int)__builtin_ceil(x); }
template <class T> GFXC_D T __ldg(const T *p) { return *p; }
template <class T> GFXC_D T __ldcg(const T *p) { return *p; }
template <class T> GFXC_D T __ldca(const T *p) { return *p; }
template <class T> GFXC_D T __ldcs(const T *p) { return *p; }
template <class T> GFXC_D T __ldlu(const T *p) { return *p; }
template <class T> GFXC_D void __stcs(T *p, T v) { *p = v; }
template <class T> GFXC_D void __stcg(T *p, T v) { *p = v; }
template <class T> GFXC_D void __stwb(T *p, T v) { *p = v; }
GFXC_HD unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
GFXC_HD unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
GFXC_HD long long llmin(long long a, long long b) { return a < b ? a : b; }
GFXC_HD long long llmax(long long a, long long b) { return a > b ? a : b; }
GFXC_HD unsigned long long ullmin(unsigned long long a, unsigned long long b) { return a < b ? a : b; }
GFXC_HD unsigned long long ullmax(unsigned long long a, unsigned long long b) { return a > b ? a : b; }

#include "hip/hip_fp16.h"
#include "hip/hip_bf16.h"
#include "hip/hip_runtime_api.h"

#endif
