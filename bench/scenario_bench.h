// Benchmarks of the chapter's examples on this machine (real mode).
#pragma once

#include <vector>

#include "bench/engine_bench.h"

namespace asynclab::bench {

/// hybridize_mlp_{imperative,hybridized,floor}_s and the ratios derived from them.
std::vector<Benchmark> scenario_benchmarks();

}  // namespace asynclab::bench
