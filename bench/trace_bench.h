// Trace import measurements for asynclab-bench: a generated Kineto-style trace of a
// million events read by AsyncLab's importer, against Python's json.load of the same file.
#pragma once

#include <string>
#include <vector>

namespace asynclab::bench {

struct Benchmark;
std::vector<Benchmark> trace_benchmarks();

/// Writes a PyTorch-profiler-like (Kineto) Chrome trace of `events` events to `path`:
/// CPU ops, CUDA runtime calls, GPU kernels and memcpys, the flows joining launches to
/// kernels, and instants, indented as Kineto writes them. Deterministic. Returns the bytes
/// written.
std::size_t write_kineto_like_trace(const std::string& path, std::size_t events);

}  // namespace asynclab::bench
