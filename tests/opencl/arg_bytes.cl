#pragma OPENCL EXTENSION cl_khr_fp16 : enable
/* arg_bytes -- kernel-argument loads of every size at every offset.
 * scalars: by-value arguments of 1, 2, 4 and 8 bytes (char, uchar, short,
 * ushort, half, int, long, float, and int2 / float2 vectors) packed
 * at their natural offsets, so sub-dword arguments sit at offsets that are
 * not multiples of 4. hidden_bytes: every byte, every unaligned u16, u32,
 * u64 and float of the hidden-argument fields (implicit-argument offsets
 * [0, 24): block counts, group sizes, remainders; [40, 66): global offsets,
 * grid dims), read through packed structs (clang emits align-1 loads). */
#include "gfx.h"

typedef struct __attribute__((packed)) { ushort v; } pu16;
typedef struct __attribute__((packed)) { uint v; } pu32;
typedef struct __attribute__((packed)) { ulong v; } pu64;
typedef struct __attribute__((packed)) { float v; } pf32;

__kernel void scalars(__global int *out, char a, uchar b, short c, char d,
                      ushort e, half f, int g, char h, long i, float j,
                      int2 k, char l, float2 m) {
  int t = TID_X;
  __global int *o = out + 20 * t;
  o[0] = a;
  o[1] = b;
  o[2] = c;
  o[3] = d;
  o[4] = e;
  o[5] = (int)((float)f * 4.0f);
  o[6] = g + t;
  o[7] = h;
  o[8] = (int)i;
  o[9] = (int)(i >> 32);
  o[10] = (int)(j * 2.0f);
  o[11] = k.x;
  o[12] = k.y;
  o[13] = l;
  o[14] = (int)m.x;
  o[15] = (int)m.y;
  o[16] = a * c + h;
}

#define HB(off) (GFX_HIDDEN[off])
#define HU16(off) (((__constant pu16 *)(GFX_HIDDEN + (off)))->v)
#define HU32(off) (((__constant pu32 *)(GFX_HIDDEN + (off)))->v)
#define HU64(off) (((__constant pu64 *)(GFX_HIDDEN + (off)))->v)
#define HF32(off) (((__constant pf32 *)(GFX_HIDDEN + (off)))->v)

/* Region r of the fields: offsets [0, 24) (r = 0) and [40, 66) (r = 1). */
__kernel void hidden_bytes(__global uint *out) {
  if (TID_X != 0 || GRP_X != 0 || GRP_Y != 0)
    return;
  __global uint *o = out;
#pragma unroll
  for (int k = 0; k < 24; k++) {
    o[k] = HB(k);
    o[24 + k] = k + 2 <= 24 ? HU16(k) : 0;
    o[48 + k] = k + 4 <= 24 ? HU32(k) : 0;
    o[72 + k] = k + 8 <= 24 ? (uint)(HU64(k) >> 8) : 0;
    o[96 + k] = k + 4 <= 24 ? as_uint(HF32(k)) : 0;
  }
  o += 120;
#pragma unroll
  for (int k = 40; k < 66; k++) {
    int q = k - 40;
    o[q] = HB(k);
    o[26 + q] = k + 2 <= 66 ? HU16(k) : 0;
    o[52 + q] = k + 4 <= 66 ? HU32(k) : 0;
    o[78 + q] = k + 8 <= 66 ? (uint)(HU64(k) >> 16) : 0;
  }
}
