// The Python front end's dispatch cost for asynclab-bench (linked when the build has the
// front end): what `y = x + 1` on a 1x2 array costs from a script, beside the same loop on
// numpy in the same interpreter.
#pragma once

#include <vector>

namespace asynclab::bench {

struct Benchmark;
std::vector<Benchmark> python_benchmarks();

}  // namespace asynclab::bench
