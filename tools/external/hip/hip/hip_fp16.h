/* hip/hip_fp16.h -- gfxc's stand-in (written here): __half is _Float16, __half2 a 2-lane
 * vector of it; the arithmetic and conversion functions HIP names, as plain operations. */
#ifndef GFXC_EXT_HIP_FP16_H
#define GFXC_EXT_HIP_FP16_H
#ifndef GFXC_HD
#define GFXC_HD __host__ __device__ inline __attribute__((always_inline))
#endif
typedef _Float16 __half;
typedef _Float16 half;
typedef _Float16 __half2 __attribute__((ext_vector_type(2)));
typedef __half2 half2;
typedef unsigned short __half_raw_t;
GFXC_HD __half __float2half(float x) { return (__half)x; }
GFXC_HD __half __float2half_rn(float x) { return (__half)x; }
GFXC_HD float __half2float(__half x) { return (float)x; }
GFXC_HD __half __double2half(double x) { return (__half)x; }
GFXC_HD __half2 __float2half2_rn(float x) { return __half2{(__half)x, (__half)x}; }
GFXC_HD __half2 __floats2half2_rn(float a, float b) { return __half2{(__half)a, (__half)b}; }
GFXC_HD __half2 __float22half2_rn(float2 v) { return __half2{(__half)v.x, (__half)v.y}; }
GFXC_HD float2 __half22float2(__half2 v) { return make_float2((float)v.x, (float)v.y); }
GFXC_HD float __low2float(__half2 v) { return (float)v.x; }
GFXC_HD float __high2float(__half2 v) { return (float)v.y; }
GFXC_HD __half __low2half(__half2 v) { return v.x; }
GFXC_HD __half __high2half(__half2 v) { return v.y; }
GFXC_HD __half2 __halves2half2(__half a, __half b) { return __half2{a, b}; }
GFXC_HD __half2 __half2half2(__half a) { return __half2{a, a}; }
GFXC_HD __half2 make_half2(__half a, __half b) { return __half2{a, b}; }
GFXC_HD __half __int2half_rn(int x) { return (__half)x; }
GFXC_HD int __half2int_rz(__half x) { return (int)x; }
GFXC_HD int __half2int_rn(__half x) { return (int)__builtin_rintf((float)x); }
GFXC_HD unsigned short __half_as_ushort(__half x) { return __builtin_bit_cast(unsigned short, x); }
GFXC_HD short __half_as_short(__half x) { return __builtin_bit_cast(short, x); }
GFXC_HD __half __ushort_as_half(unsigned short x) { return __builtin_bit_cast(__half, x); }
GFXC_HD __half __short_as_half(short x) { return __builtin_bit_cast(__half, x); }
#define GFXC_H2(NAME, EXPR) \
  GFXC_HD __half NAME(__half a, __half b) { return EXPR; } \
  GFXC_HD __half2 NAME##2(__half2 a, __half2 b) { return EXPR; }
GFXC_H2(__hadd, a + b) GFXC_H2(__hsub, a - b) GFXC_H2(__hmul, a * b) GFXC_H2(__hdiv, a / b)
GFXC_HD __half __hfma(__half a, __half b, __half c) { return __builtin_fmaf16(a, b, c); }
GFXC_HD __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __builtin_elementwise_fma(a, b, c); }
GFXC_HD __half __hneg(__half a) { return -a; }
GFXC_HD __half2 __hneg2(__half2 a) { return -a; }
GFXC_HD __half __habs(__half a) { return __builtin_fabsf16(a); }
GFXC_HD __half __hmax(__half a, __half b) { return __builtin_fmaxf16(a, b); }
GFXC_HD __half __hmin(__half a, __half b) { return __builtin_fminf16(a, b); }
GFXC_HD __half2 __hmax2(__half2 a, __half2 b) { return __builtin_elementwise_max(a, b); }
GFXC_HD __half2 __hmin2(__half2 a, __half2 b) { return __builtin_elementwise_min(a, b); }
GFXC_HD bool __hlt(__half a, __half b) { return a < b; }
GFXC_HD bool __hle(__half a, __half b) { return a <= b; }
GFXC_HD bool __hgt(__half a, __half b) { return a > b; }
GFXC_HD bool __hge(__half a, __half b) { return a >= b; }
GFXC_HD bool __heq(__half a, __half b) { return a == b; }
GFXC_HD bool __hne(__half a, __half b) { return a != b; }
GFXC_HD bool __hisnan(__half a) { return a != a; }
GFXC_HD __half hsqrt(__half a) { return __builtin_sqrtf16(a); }
GFXC_HD __half hexp(__half a) { return (__half)__builtin_expf((float)a); }
GFXC_HD __half hlog(__half a) { return (__half)__builtin_logf((float)a); }
GFXC_HD __half hrsqrt(__half a) { return (__half)(1.0f / __builtin_sqrtf((float)a)); }
GFXC_HD __half hrcp(__half a) { return (__half)(1.0f / (float)a); }
GFXC_HD __half2 h2sqrt(__half2 a) { return __half2{hsqrt(a.x), hsqrt(a.y)}; }
GFXC_HD __half2 h2exp(__half2 a) { return __half2{hexp(a.x), hexp(a.y)}; }
#endif
