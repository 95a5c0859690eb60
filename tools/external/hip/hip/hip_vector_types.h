/* gfxc stand-in (written here): HIP keeps these in hip_runtime.h. */
#include "hip/hip_runtime.h"
