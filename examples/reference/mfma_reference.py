#!/usr/bin/env python3
"""Expected results of the MFMA examples (`mfma_gemm_f32`, `mfma_gemm_f16`), from their launch
specs alone (Python 3 standard library; buffer initialisers and output format from
`reference.py`).

C[i][j] = sum_k A[i][k] * B[k][j] is computed exactly (fractions) and rounded once to f32.
The hardware's MFMA accumulation order is unspecified, so the expected file carries an
absolute tolerance: the largest gamma_K * sum_k |A[i][k]| |B[k][j]| over C, with
gamma_K = K u / (1 - K u) and u = 2^-24 (the f32 unit roundoff), which bounds the error of any
summation order in f32 (plus the final rounding, u |C[i][j]|, added per entry). Elements of C
outside the M x N matrix (padding columns) keep their initial value.

    python3 examples/reference/mfma_reference.py          # or: ... mfma_reference.py NAME ...
"""

import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reference as ref  # noqa: E402

U = 2.0 ** -24


def gemm(launch, bufs, m, n):
    a_name, b_name, c_name, k, lda, ldb, ldc = ref.args_of(launch, bufs)
    A, B, C = bufs[a_name], bufs[b_name], bufs[c_name]
    gamma = k * U / (1 - k * U)
    tol = 0.0
    for i in range(m):
        for j in range(n):
            exact = Fraction(0)
            mag = 0.0
            for kk in range(k):
                x, y = A[i * lda + kk], B[kk * ldb + j]
                exact += Fraction(x) * Fraction(y)
                mag += abs(x) * abs(y)
            c = ref.f32(float(exact))
            C[i * ldc + j] = c
            tol = max(tol, gamma * mag * (1 + 2 * U) + U * abs(c))
    # Round the bound up to 2 significant digits so the file states it plainly.
    tol = float("%.2g" % (tol * 1.05))
    return [c_name], {c_name: {"abs": tol, "rel": 0.0}}


def shape(launch):
    """(M, N) from the grid: 32 x 32 tiles, 256 work-items per tile in x."""
    return launch["grid"][1] * 32, launch["grid"][0] // 256 * 32


KERNELS = {
    "mfma_gemm_f32": lambda launch, bufs: gemm(launch, bufs, *shape(launch)),
    "mfma_gemm_f16": lambda launch, bufs: gemm(launch, bufs, *shape(launch)),
}


def main(argv):
    for name in argv[1:] or sorted(KERNELS):
        launch, bufs = ref.load_launch(name)
        assert launch["kernel"] == name
        outputs, tolerance = KERNELS[name](launch, bufs)
        ref.write_expected(name, launch, bufs, outputs, tolerance)
        print("wrote examples/%s.expected.json" % name)


if __name__ == "__main__":
    main(sys.argv)
