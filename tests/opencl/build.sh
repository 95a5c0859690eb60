#!/bin/sh
# Regenerates tests/opencl/NAME.ll from every tests/opencl/NAME.cl with clang 19.
# Usage: build.sh [OUTDIR]   (default: this directory; tests/opencl_import.rs
# builds into a temporary directory and compares with the committed files).
#
# -nogpulib: no ROCm device library; the kernels call no OpenCL library function
#   (gfx.h explains what they use instead), so no external call remains.
# -Xclang -finclude-default-header: OpenCL types and enums (atomic_int,
#   memory_order_*, memory_scope_*, as_int, INFINITY) without a device library.
# -cl-fp32-correctly-rounded-divide-sqrt: f32 division and sqrt carry no
#   !fpmath relaxation, so their expected results are correctly rounded.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$here"
for cl in *.cl; do
  name=${cl%.cl}
  clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -S -emit-llvm \
    -nogpulib -Xclang -finclude-default-header -cl-fp32-correctly-rounded-divide-sqrt \
    "$cl" -o "$out/$name.ll"
done
