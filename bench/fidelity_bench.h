// Fidelity of the simulator: the chapter's CPU-only scenarios run for real and simulated
// on the measured "this-machine" CPU, and the ratio of their total times.
#pragma once

#include <vector>

#include "bench/engine_bench.h"

namespace asynclab::bench {

/// sim_over_real_<scenario> (dashes as underscores) for async-matmul, sync-vs-async,
/// barriers, dependency-toy, hybridize-mlp and memory-footprint, the real and simulated
/// seconds behind each, and the calibration's figures (this_machine_*).
std::vector<Benchmark> fidelity_benchmarks();

}  // namespace asynclab::bench
