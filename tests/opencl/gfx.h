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

/* OpenCL work-item functions (OpenCL C 2.0 §6.13.1), as macros over inline
 * functions (the header's own declarations would be external calls): from
 * the id builtins and the hidden kernel arguments of code object V5
 * (AMDGPUUsage "Hidden kernel arguments": block_count_{x,y,z} u32 at 0, 4,
 * 8; group_size u16 at 12, 14, 16; remainder u16 at 18, 20, 22;
 * global_offset u64 at 40, 48, 56; grid_dims u16 at 64). The grid size comes
 * from the dispatch packet (__builtin_amdgcn_grid_size_*). A partial last
 * group has remainder work-items (get_local_size); get_enqueued_local_size is
 * the size of the whole groups. */
#define GFX_HIDDEN ((__constant uchar *)__builtin_amdgcn_implicitarg_ptr())
#define GFX_H32(off) (*(__constant uint *)(GFX_HIDDEN + (off)))
#define GFX_H16(off) (*(__constant ushort *)(GFX_HIDDEN + (off)))
#define GFX_H64(off) (*(__constant ulong *)(GFX_HIDDEN + (off)))
#define GFX_DIM3(d, x, y, z) ((d) == 0 ? (x) : (d) == 1 ? (y) : (z))

static inline size_t gfx_local_id(uint d) {
  return GFX_DIM3(d, __builtin_amdgcn_workitem_id_x(),
                  __builtin_amdgcn_workitem_id_y(),
                  __builtin_amdgcn_workitem_id_z());
}
static inline size_t gfx_group_id(uint d) {
  return GFX_DIM3(d, __builtin_amdgcn_workgroup_id_x(),
                  __builtin_amdgcn_workgroup_id_y(),
                  __builtin_amdgcn_workgroup_id_z());
}
static inline size_t gfx_enqueued_local_size(uint d) {
  return GFX_DIM3(d, __builtin_amdgcn_workgroup_size_x(),
                  __builtin_amdgcn_workgroup_size_y(),
                  __builtin_amdgcn_workgroup_size_z());
}
static inline size_t gfx_local_size(uint d) {
  return gfx_group_id(d) < GFX_H32(4 * d) ? gfx_enqueued_local_size(d)
                                          : GFX_H16(18 + 2 * d);
}
static inline size_t gfx_num_groups(uint d) {
  return GFX_H32(4 * d) + (GFX_H16(18 + 2 * d) != 0);
}
static inline size_t gfx_global_size(uint d) {
  return GFX_DIM3(d, __builtin_amdgcn_grid_size_x(),
                  __builtin_amdgcn_grid_size_y(),
                  __builtin_amdgcn_grid_size_z());
}
static inline size_t gfx_global_id(uint d) {
  return gfx_group_id(d) * gfx_enqueued_local_size(d) + gfx_local_id(d) +
         GFX_H64(40 + 8 * d);
}
#define get_local_id(d) gfx_local_id(d)
#define get_group_id(d) gfx_group_id(d)
#define get_local_size(d) gfx_local_size(d)
#define get_enqueued_local_size(d) gfx_enqueued_local_size(d)
#define get_num_groups(d) gfx_num_groups(d)
#define get_global_size(d) gfx_global_size(d)
#define get_global_id(d) gfx_global_id(d)
#define get_work_dim() ((uint)GFX_H16(64))

#endif
