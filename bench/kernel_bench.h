// Memory-bound CPU kernels for asynclab-bench: the reductions of a backward pass (a bias
// gradient sums a batch's rows) and relu's gradient, each against a same-run baseline that
// reads the same bytes once. Plain C++, no Qt.
#pragma once

#include <vector>

#include "bench/engine_bench.h"

namespace asynclab::bench {

std::vector<Benchmark> kernel_benchmarks();

}  // namespace asynclab::bench
