/* atomic_float_cas -- float atomics built from integer compare-exchange
 * loops on the float's bit pattern (as_int / as_float):
 * - per-group LDS sum (strong CAS, work_group scope) and min (weak CAS);
 * - global max (strong CAS, seq_cst / relaxed, all_svm_devices scope);
 * - global sum (weak CAS, acq_rel / acquire, device scope).
 * The values are keys[g] / 8 with |keys| <= 1000, so every partial sum is
 * an exact f32 and the results do not depend on the order of the atomics. */
#include "gfx.h"

#define B 128

__kernel __attribute__((reqd_work_group_size(B, 1, 1)))
void atomic_float_cas(__global const int *keys, __global atomic_int *gsum,
                      __global atomic_int *gmax, __global float *grp_sum,
                      __global float *grp_min, int n) {
  __local atomic_int lsum;
  __local atomic_int lmin;
  int t = TID_X, g = GID_X;
  if (t == 0) {
    __opencl_atomic_store(&lsum, as_int(0.0f), memory_order_relaxed,
                          memory_scope_work_group);
    __opencl_atomic_store(&lmin, as_int(INFINITY), memory_order_relaxed,
                          memory_scope_work_group);
  }
  group_barrier();
  if (g < n) {
    float x = (float)keys[g] * 0.125f;
    int old = __opencl_atomic_load(&lsum, memory_order_relaxed,
                                   memory_scope_work_group);
    while (!__opencl_atomic_compare_exchange_strong(
        &lsum, &old, as_int(as_float(old) + x), memory_order_relaxed,
        memory_order_relaxed, memory_scope_work_group))
      ;
    int m = __opencl_atomic_load(&lmin, memory_order_relaxed,
                                 memory_scope_work_group);
    while (x < as_float(m) &&
           !__opencl_atomic_compare_exchange_weak(
               &lmin, &m, as_int(x), memory_order_relaxed,
               memory_order_relaxed, memory_scope_work_group))
      ;
    int M = __opencl_atomic_load(gmax, memory_order_relaxed,
                                 memory_scope_all_svm_devices);
    while (as_float(M) < x &&
           !__opencl_atomic_compare_exchange_strong(
               gmax, &M, as_int(x), memory_order_seq_cst,
               memory_order_relaxed, memory_scope_all_svm_devices))
      ;
    int s = __opencl_atomic_load(gsum, memory_order_relaxed,
                                 memory_scope_device);
    while (!__opencl_atomic_compare_exchange_weak(
        gsum, &s, as_int(as_float(s) + x), memory_order_acq_rel,
        memory_order_acquire, memory_scope_device))
      ;
  }
  group_barrier();
  if (t == 0) {
    grp_sum[GRP_X] = as_float(__opencl_atomic_load(
        &lsum, memory_order_relaxed, memory_scope_work_group));
    grp_min[GRP_X] = as_float(__opencl_atomic_load(
        &lmin, memory_order_relaxed, memory_scope_work_group));
  }
}
