// asynclab-bench: the benchmark registry types shared by every benchmark file, and the
// engine benchmarks (push throughput, chains, round trips, GEMM, profiler and bulking
// costs). Plain C++, no Qt.
//
// Adding benchmarks from another file: write functions `Measures my_bench(const Options&)`,
// return them from a `std::vector<Benchmark> my_benchmarks()` declared in your header, and
// add one line for it to all_benchmarks() in bench/main.cpp.
#pragma once

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hardware/noise.h"

namespace asynclab::bench {

/// One number of the JSON output: `key` names the measure (its unit is in the suffix:
/// _us..., _gflops, _ratio), `note` is a short free-text detail for the table only.
struct Measure {
    std::string key;
    double value = 0;
    std::string note;
    /// The per-repetition values behind `value` (shown with --verbose; not in the JSON).
    std::vector<double> samples = {};
};
using Measures = std::vector<Measure>;

/// What every benchmark function is told.
struct Options {
    bool quick = false;             ///< --quick: small sizes, few repetitions (smoke test)
    std::vector<std::string> only;  ///< --only prefixes; empty: everything
    bool verbose = false;           ///< --verbose: the table also lists every sample
    int reps_override = 0;          ///< --reps N: every benchmark repeats N times (0: its own)
    /// Whether `key` is wanted (no --only, or it starts with one of the prefixes).
    /// Benchmarks may skip the work for unwanted keys; main drops them anyway.
    bool wants(std::string_view key) const;
    /// Timed repetitions: --reps when given, else `full` normally, `quick_reps` with --quick.
    int reps(int full, int quick_reps = 1) const {
        if (reps_override > 0) return reps_override;
        return quick ? quick_reps : full;
    }
    /// A size: `full` normally, `small` with --quick.
    template <typename T>
    T size(T full, T small) const {
        return quick ? small : full;
    }
};

using BenchmarkFn = Measures (*)(const Options&);

struct Benchmark {
    std::string name;     ///< also matched by --only
    std::string summary;  ///< one line for --list
    /// Keys always returned (checked by --check); the function may return these only.
    std::vector<std::string> keys;
    /// Keys returned only when something optional is there (numpy, OpenBLAS...).
    std::vector<std::string> optional_keys;
    BenchmarkFn fn = nullptr;
};

// --- helpers for benchmark code -------------------------------------------------------

/// "median of N", for the notes of measures.
std::string reps_note(int reps);
/// A measure whose value is the median of `samples`.
Measure median_of(std::string key, std::vector<double> samples, std::string note);
/// Median of `values` (mean of the two middle values for an even count; 0 when empty).
double median(std::vector<double> values);
/// Smallest value (0 when empty).
double best_min(const std::vector<double>& values);
/// Largest value (0 when empty).
double best_max(const std::vector<double>& values);

/// Repetitions of a measure that hands work between threads, each with the pass of a cache
/// line between two cores probed right before and after it (hw::measure_cross_core_seconds).
/// On a virtual machine the host moves its CPUs between placements where that pass takes
/// several times as long in one as in the other, and such a measure moves with it.
class PlacedReps {
  public:
    /// Runs `run` between the two probes and keeps what it returns (a time, a ratio).
    template <typename Run>
    void add(Run&& run) {
        const double before = hw::measure_cross_core_seconds();
        const double value = run();
        const double after = hw::measure_cross_core_seconds();
        reps_.push_back({value, before, after});
    }
    std::vector<double> values() const;
    /// Every probe, in nanoseconds.
    std::vector<double> probes_ns() const;
    /// The values of the repetitions whose two probes both found the closest placement any
    /// probe of this measure saw (hw::same_placement with the fastest pass); empty without
    /// probes (one core).
    std::vector<double> closest_values() const;
    std::size_t size() const { return reps_.size(); }

  private:
    struct Rep {
        double value, before, after;
    };
    std::vector<Rep> reps_;
};

/// Appends `key`_closest_cores, the median of PlacedReps::closest_values() (of every value
/// when no repetition qualifies) each times `scale`, with a note that says how many
/// counted; and `prefix`_cross_core_ns, the median of the probes.
void add_placement_measures(Measures& m, const std::string& key, const std::string& prefix,
                            const PlacedReps& placed, double scale);

/// Runs `runs[i]()` for every i, rotating the starting point with `rep` so that no
/// variant is always first (drift and warm caches hit every variant alike).
template <typename Run>
void interleaved(int rep, std::vector<Run>& runs) {
    const std::size_t n = runs.size();
    for (std::size_t i = 0; i < n; ++i) runs[(i + static_cast<std::size_t>(rep)) % n]();
}

/// Seconds since construction (steady clock).
class Stopwatch {
  public:
    Stopwatch() : start_(std::chrono::steady_clock::now()) {}
    double seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }

  private:
    std::chrono::steady_clock::time_point start_;
};

// --- the engine benchmarks --------------------------------------------------------------

/// push_empty, chain_empty, wait_to_read_roundtrip, gemm, ndarray_dot, profiler_on_off,
/// bulk_on_off.
std::vector<Benchmark> engine_benchmarks();

/// The profiler's collector interval in milliseconds (for the JSON "meta" object).
int profiler_interval_ms();

}  // namespace asynclab::bench
