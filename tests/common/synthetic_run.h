// A made-up but plausible run (front end pushing ops to CPU and GPU lanes, copies,
// bulks, failures, wait_all syncs, queue depth and memory counters) for benchmarks,
// tests and screenshots. Deterministic for a given seed.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/profiler/events.h"

namespace asynclab {

struct SyntheticRunOptions {
    std::size_t ops = 1000;          ///< op events in total (bulk inner ops included)
    int gpus = 2;                    ///< each with a compute lane and h2d/d2h copy lanes
    int cpu_workers = 2;             ///< CPU compute lanes
    std::size_t ops_per_sync = 400;  ///< a wait_all after this many pushes (0: never)
    double failure_rate = 0.0005;
    std::uint64_t seed = 1;
};

/// The run's events; ops sorted by end, syncs by begin, counters by time.
EventBatch make_synthetic_run(const SyntheticRunOptions& options);

}  // namespace asynclab
