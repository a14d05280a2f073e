// GPU benchmarks: what AsyncLab's engine gets out of a real GPU (GEMM rate, cost per op,
// the profiler's and the device timing's share of it, copies) and how the simulator's
// preset of that GPU compares with it on the chapter's GPU scenarios. Every key is
// optional: without a usable GPU the benchmark returns nothing and says why.
#pragma once

#include <vector>

#include "bench/engine_bench.h"

namespace asynclab::bench {

/// gpu_gemm_*, gpu_op_*, gpu_module_launch_us, gpu_h2d_* / gpu_d2h_*, and
/// gpu_sim_over_real_<scenario> with gpu_fidelity_<scenario>_real_s / _sim_s.
std::vector<Benchmark> gpu_benchmarks();

}  // namespace asynclab::bench
