#!/bin/sh
# Regenerates tests/kernels/NAME.ll from every NAME.cl (OpenCL C) and NAME.hip (HIP) with
# clang 19. Usage: build.sh [OUTDIR]   (default: this directory; tests/kernels_import.rs
# builds into a temporary directory and compares with the committed files).
#
# Both languages: -O2, -ffp-contract=off (every a * b + c stays two roundings, so the
# numpy reference rounds per operation; kernels that want a fused multiply-add call fma
# explicitly), -nogpulib (no device library: the kernels call no library function).
# OpenCL C: OpenCL 2.0 with ../opencl/gfx.h (ids, barrier) and the default header
#   (types, enums, as_*), correctly rounded f32 division and sqrt.
# HIP: device code only, for gfx900, with hip.h (written here) instead of the HIP
#   headers (-nogpuinc); -cuid fixes the name of clang's per-file `__hip_cuid_*`
#   global (otherwise a hash of the path) so the output is the same in every checkout.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$here"
for src in *.cl *.hip; do
  [ -e "$src" ] || continue
  name=${src%.*}
  case "$src" in
  *.cl)
    clang-19 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -S -emit-llvm \
      -ffp-contract=off -nogpulib -Xclang -finclude-default-header \
      -cl-fp32-correctly-rounded-divide-sqrt -I ../opencl "$src" -o "$out/$name.ll"
    ;;
  *.hip)
    clang-19 -x hip --offload-arch=gfx900 --cuda-device-only -nogpulib -nogpuinc -O2 -S \
      -emit-llvm -ffp-contract=off -cuid="$name" -I . "$src" -o "$out/$name.ll"
    ;;
  esac
done
