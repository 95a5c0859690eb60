/* atomic_int_scopes -- integer atomics at every OpenCL 2.0 memory scope:
 * - a per-group LDS histogram of keys & 15 (work_group scope), flushed to a
 *   global histogram after a barrier (device scope);
 * - global or / and / xor / max / min / umax over all keys (device and
 *   all_svm_devices scopes, several memory orders);
 * - an LDS ticket counter: each lane takes a ticket and bumps its own slot
 *   slots[group * 64 + ticket] (sub_group scope: one lane per slot), so
 *   every slot of an active lane ends up 1 whatever the ticket order.
 * All results are independent of the order the atomics happen in. */
#include "gfx.h"

#define B 64

__kernel __attribute__((reqd_work_group_size(B, 1, 1)))
void atomic_int_scopes(__global const int *keys, __global atomic_int *hist,
                       __global atomic_uint *bits, __global atomic_int *ext,
                       __global atomic_uint *uext, __global atomic_int *slots,
                       int n) {
  __local atomic_int lcount;
  __local atomic_int lhist[16];
  int t = TID_X, g = GID_X;
  if (t == 0)
    __opencl_atomic_store(&lcount, 0, memory_order_relaxed,
                          memory_scope_work_group);
  if (t < 16)
    __opencl_atomic_store(&lhist[t], 0, memory_order_relaxed,
                          memory_scope_work_group);
  group_barrier();
  if (g < n) {
    int k = keys[g];
    __opencl_atomic_fetch_add(&lhist[k & 15], 1, memory_order_relaxed,
                              memory_scope_work_group);
    __opencl_atomic_fetch_or(&bits[0], 1u << (k & 31), memory_order_relaxed,
                             memory_scope_device);
    __opencl_atomic_fetch_and(&bits[1], ~(1u << ((k >> 5) & 31)),
                              memory_order_release,
                              memory_scope_all_svm_devices);
    __opencl_atomic_fetch_xor(&bits[2], (uint)k, memory_order_acq_rel,
                              memory_scope_device);
    __opencl_atomic_fetch_max(&ext[0], k, memory_order_seq_cst,
                              memory_scope_device);
    __opencl_atomic_fetch_min(&ext[1], k, memory_order_relaxed,
                              memory_scope_all_svm_devices);
    __opencl_atomic_fetch_max(&uext[0], (uint)k, memory_order_relaxed,
                              memory_scope_device);
    __opencl_atomic_fetch_min(&uext[1], (uint)k, memory_order_acquire,
                              memory_scope_device);
    int ticket = __opencl_atomic_fetch_add(&lcount, 1, memory_order_acq_rel,
                                           memory_scope_work_group);
    __opencl_atomic_fetch_add(&slots[GRP_X * B + ticket], 1,
                              memory_order_relaxed, memory_scope_sub_group);
  }
  group_barrier();
  if (t < 16) {
    int c = __opencl_atomic_load(&lhist[t], memory_order_relaxed,
                                 memory_scope_work_group);
    if (c != 0)
      __opencl_atomic_fetch_add(&hist[t], c, memory_order_relaxed,
                                memory_scope_device);
  }
}
