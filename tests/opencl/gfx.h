/* gfx.h -- what the kernels of tests/opencl use instead of the OpenCL library.
 *
 * The kernels are compiled with -nogpulib: there is no ROCm device library, so
 * any OpenCL library function (get_global_id, barrier, vload4, fmin, atomic_add,
 * ...) would stay an undefined external call. Instead:
 * - work-item and work-group ids come from clang's __builtin_amdgcn_* builtins;
 * - the work-group barrier is (release fence, s_barrier, acquire fence) at
 *   work-group scope, which is what OpenCL's barrier(CLK_LOCAL_MEM_FENCE) means;
 * - math uses __builtin_* forms that clang turns into LLVM intrinsics
 *   (llvm.fma, llvm.sqrt, llvm.minnum, llvm.floor, llvm.exp2, ...);
 * - atomics use clang's __opencl_atomic_* builtins, which become atomicrmw /
 *   cmpxchg with the OpenCL 2.0 memory order and memory scope. */
#ifndef GFX_H
#define GFX_H

#define TID_X ((int)__builtin_amdgcn_workitem_id_x())
#define TID_Y ((int)__builtin_amdgcn_workitem_id_y())
#define GRP_X ((int)__builtin_amdgcn_workgroup_id_x())
#define GRP_Y ((int)__builtin_amdgcn_workgroup_id_y())
#define BSZ_X ((int)__builtin_amdgcn_workgroup_size_x())
#define BSZ_Y ((int)__builtin_amdgcn_workgroup_size_y())
#define GID_X (GRP_X * BSZ_X + TID_X)
#define GID_Y (GRP_Y * BSZ_Y + TID_Y)

static inline void group_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#endif
