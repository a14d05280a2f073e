// Benchmarks built on the chapter's scenarios (real mode, this machine).
#pragma once

#include <vector>

#include "bench/engine_bench.h"

namespace asynclab::bench {

/// hybridize_mlp_{imperative,hybridized,floor}_s and the ratios derived from them.
std::vector<Benchmark> scenario_benchmarks();

}  // namespace asynclab::bench
