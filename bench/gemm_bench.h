// GEMM throughput measurements for asynclab-bench: the engine's CPU GEMM backends and,
// for comparison, numpy's matmul. Plain C++, no Qt.
#pragma once

#include <optional>

#include "engine/kernels/gemm.h"

namespace asynclab::bench {

/// GFLOP/s (2*n^3 flops per call) of a float32 n x n x n GEMM (C = A * B, beta = 0) on
/// `backend`, with OpenBLAS at its current thread count (cpu::blas_threads()). One untimed
/// warm-up call first (page faults, OpenBLAS thread start-up), then `repetitions` timed
/// calls (at least 1); the result is the best (shortest) of them, the usual choice for
/// throughput since noise only ever adds time. Inputs are uniform in [-1, 1). Uses the
/// backend directly; the process-wide selection is left unchanged. Returns 0 for an
/// unavailable backend or n < 1.
double measure_gemm_gflops(cpu::GemmBackend backend, int n, int repetitions);

/// The same measurement for numpy: runs `/usr/bin/python3 -c '...'` (popen), which times
/// float32 `a @ b` for n x n matrices the same way (one warm-up, best of `repetitions`,
/// time.perf_counter) and prints the GFLOP/s. nullopt, without crashing, when python3 or
/// numpy is missing or the output cannot be parsed. numpy uses whichever BLAS it is linked
/// to, with its own default thread count.
std::optional<double> numpy_gemm_gflops(int n, int repetitions);

}  // namespace asynclab::bench
