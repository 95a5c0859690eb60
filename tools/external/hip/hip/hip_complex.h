/* hip/hip_complex.h -- gfxc's stand-in (written here): complex numbers as 2-lane vectors. */
#ifndef GFXC_EXT_HIP_COMPLEX_H
#define GFXC_EXT_HIP_COMPLEX_H
#include "hip/hip_runtime.h"
typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
typedef float2 hipComplex;
#define GFXC_CPLX(T, V, S)                                                                 \
  GFXC_HD V make_hip##S##Complex(T r, T i) { V v; v.x = r; v.y = i; return v; }           \
  GFXC_HD T hipCreal##S(V a) { return a.x; }                                                \
  GFXC_HD T hipCimag##S(V a) { return a.y; }                                                \
  GFXC_HD V hipConj##S(V a) { V v; v.x = a.x; v.y = -a.y; return v; }                       \
  GFXC_HD V hipCadd##S(V a, V b) { return a + b; }                                          \
  GFXC_HD V hipCsub##S(V a, V b) { return a - b; }                                          \
  GFXC_HD V hipCmul##S(V a, V b) {                                                          \
    V v; v.x = a.x * b.x - a.y * b.y; v.y = a.x * b.y + a.y * b.x; return v; }              \
  GFXC_HD V hipCdiv##S(V a, V b) {                                                          \
    T d = b.x * b.x + b.y * b.y; V v;                                                       \
    v.x = (a.x * b.x + a.y * b.y) / d; v.y = (a.y * b.x - a.x * b.y) / d; return v; }      \
  GFXC_HD T hipCabs##S(V a) { return __builtin_sqrt(a.x * a.x + a.y * a.y); }
GFXC_CPLX(float, float2, f)
GFXC_CPLX(double, double2, )
GFXC_HD hipFloatComplex make_hipFloatComplex(float r, float i) { return make_hipfComplex(r, i); }
GFXC_HD hipDoubleComplex make_hipDoubleComplex(double r, double i) { return make_hipComplex(r, i); }
#endif
