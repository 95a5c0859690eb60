/* hip/hip_bf16.h -- gfxc's stand-in (written here): __hip_bfloat16 is clang's __bf16 (storage
 * and conversions; arithmetic goes through float as HIP's does). */
#ifndef GFXC_EXT_HIP_BF16_H
#define GFXC_EXT_HIP_BF16_H
#ifndef GFXC_HD
#define GFXC_HD __host__ __device__ inline __attribute__((always_inline))
#endif
typedef __bf16 __hip_bfloat16;
typedef __bf16 hip_bfloat16;
typedef __bf16 __hip_bfloat162 __attribute__((ext_vector_type(2)));
GFXC_HD float __bfloat162float(__hip_bfloat16 x) { return (float)x; }
GFXC_HD __hip_bfloat16 __float2bfloat16(float x) { return (__hip_bfloat16)x; }
GFXC_HD __hip_bfloat162 __float22bfloat162_rn(float2 v) { return __hip_bfloat162{(__bf16)v.x, (__bf16)v.y}; }
GFXC_HD float2 __bfloat1622float2(__hip_bfloat162 v) { return make_float2((float)v.x, (float)v.y); }
GFXC_HD __hip_bfloat162 __floats2bfloat162_rn(float a, float b) { return __hip_bfloat162{(__bf16)a, (__bf16)b}; }
GFXC_HD __hip_bfloat16 __hadd(__hip_bfloat16 a, __hip_bfloat16 b) { return (__bf16)((float)a + (float)b); }
GFXC_HD __hip_bfloat16 __hmul(__hip_bfloat16 a, __hip_bfloat16 b) { return (__bf16)((float)a * (float)b); }
GFXC_HD __hip_bfloat16 __hfma(__hip_bfloat16 a, __hip_bfloat16 b, __hip_bfloat16 c) {
  return (__bf16)__builtin_fmaf((float)a, (float)b, (float)c);
}
#endif
