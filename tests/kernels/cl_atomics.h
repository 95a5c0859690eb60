/* cl_atomics.h -- OpenCL 2.0 atomics on plain pointers for tests/kernels (written here):
 * clang's __opencl_atomic_* builtins, relaxed, at device or work-group scope. */
#ifndef CL_ATOMICS_H
#define CL_ATOMICS_H
#define GATOM(p) ((volatile global atomic_int *)(p))
#define GATOMU(p) ((volatile global atomic_uint *)(p))
#define LATOM(p) ((volatile local atomic_int *)(p))
#define LATOMU(p) ((volatile local atomic_uint *)(p))
#define ATOMIC_ADD_G(p, v) __opencl_atomic_fetch_add(GATOM(p), (v), memory_order_relaxed, memory_scope_device)
#define ATOMIC_ADDU_G(p, v) __opencl_atomic_fetch_add(GATOMU(p), (v), memory_order_relaxed, memory_scope_device)
#define ATOMIC_MAX_G(p, v) __opencl_atomic_fetch_max(GATOM(p), (v), memory_order_relaxed, memory_scope_device)
#define ATOMIC_MIN_G(p, v) __opencl_atomic_fetch_min(GATOM(p), (v), memory_order_relaxed, memory_scope_device)
#define ATOMIC_ADDU_L(p, v) __opencl_atomic_fetch_add(LATOMU(p), (v), memory_order_relaxed, memory_scope_work_group)
#define ATOMIC_ADD_L(p, v) __opencl_atomic_fetch_add(LATOM(p), (v), memory_order_relaxed, memory_scope_work_group)
#define ATOMIC_MIN_L(p, v) __opencl_atomic_fetch_min(LATOM(p), (v), memory_order_relaxed, memory_scope_work_group)
#endif
