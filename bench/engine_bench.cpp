#include "bench/engine_bench.h"

#include <time.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bench/gemm_bench.h"
#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/kernels/gemm.h"

namespace asynclab::bench {

bool Options::wants(std::string_view key) const {
    if (only.empty()) return true;
    for (const auto& prefix : only)
        if (key.starts_with(prefix)) return true;
    return false;
}

std::vector<double> PlacedReps::values() const {
    std::vector<double> v;
    for (const Rep& r : reps_) v.push_back(r.value);
    return v;
}

std::vector<double> PlacedReps::probes_ns() const {
    std::vector<double> v;
    for (const Rep& r : reps_) {
        v.push_back(r.before * 1e9);
        v.push_back(r.after * 1e9);
    }
    return v;
}

std::vector<double> PlacedReps::closest_values() const {
    double fastest = 0;
    for (const Rep& r : reps_)
        for (double p : {r.before, r.after})
            if (p > 0 && (fastest == 0 || p < fastest)) fastest = p;
    std::vector<double> v;
    if (fastest == 0) return v;
    for (const Rep& r : reps_)
        if (hw::same_placement(r.before, fastest) && hw::same_placement(r.after, fastest))
            v.push_back(r.value);
    return v;
}

void add_placement_measures(Measures& m, const std::string& key, const std::string& prefix,
                            const PlacedReps& placed, double scale) {
    std::vector<double> closest = placed.closest_values();
    const std::string of = std::to_string(closest.size()) + " of " + std::to_string(placed.size());
    const bool none = closest.empty();
    if (none) closest = placed.values();
    std::vector<double> scaled;
    for (double v : closest)
        if (v > 0) scaled.push_back(v * scale);
    m.push_back(
        median_of(key + "_closest_cores", std::move(scaled),
                  none ? "as " + key + ": no repetition had one placement of the cores throughout"
                       : "as " + key + ", median over the repetitions (" + of +
                             ") whose cross-core probes before and after both found the "
                             "closest placement of the cores seen"));
    m.push_back(median_of(prefix + "_cross_core_ns", placed.probes_ns(),
                          "a cache line passing between two cores, probed before and after each "
                          "repetition of " +
                              key));
}

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

double best_min(const std::vector<double>& values) {
    return values.empty() ? 0 : *std::min_element(values.begin(), values.end());
}

double best_max(const std::vector<double>& values) {
    return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

int profiler_interval_ms() {
    // Engine constructs its Profiler with the default interval of profiler.h (10 ms);
    // Profiler has no getter for it.
    return 10;
}

std::string reps_note(int reps) {
    return "median of " + std::to_string(reps);
}

/// A measure whose value is the median of `samples`.
Measure median_of(std::string key, std::vector<double> samples, std::string note) {
    const double value = median(samples);
    return {std::move(key), value, std::move(note), std::move(samples)};
}

namespace {

constexpr double kUs = 1e6;

EngineConfig engine_config(bool profile, int workers = 0, int bulk_size = 0) {
    EngineConfig config;
    config.cpu_workers = workers;
    config.profile = profile;
    config.bulk_size = bulk_size;
    return config;
}

void push_empty_op(Engine& engine, VarHandle var, const OpProps& props = {}) {
    engine.push([](RunContext&) {}, std::span<const VarHandle>(),
                std::span<const VarHandle>(&var, 1), Device::cpu(), LaneKind::Compute, "empty",
                props);
}

/// Microseconds per op: the median of `seconds` (one total time per repetition) / ops.
Measure us_per_op(std::string key, const std::vector<double>& seconds, double ops,
                  std::string note) {
    std::vector<double> us;
    for (double t : seconds) us.push_back(t / ops * kUs);
    return median_of(std::move(key), std::move(us), std::move(note));
}

// --- placement of the cores ----------------------------------------------------------------

// --- push_empty ---------------------------------------------------------------------------

/// Seconds to push `n` empty ops, each writing its own variable, then wait_all. A fresh
/// engine and a fresh pool of n variables per call; a short warm-up on other variables
/// first (worker start-up, allocator). `wakeups`, when given, receives how many times a
/// sleeping worker was woken during the timed part.
double time_push_empty(const EngineConfig& config, int n, std::uint64_t* wakeups = nullptr) {
    Engine engine(config);
    const int warm = std::min(n, 1000);
    std::vector<VarHandle> vars(static_cast<std::size_t>(n + warm));
    for (auto& v : vars) v = engine.new_var();
    for (int i = 0; i < warm; ++i) push_empty_op(engine, vars[static_cast<std::size_t>(n + i)]);
    engine.wait_all();

    const std::uint64_t woken = engine.cpu_wakeups();
    const Stopwatch watch;
    for (int i = 0; i < n; ++i) push_empty_op(engine, vars[static_cast<std::size_t>(i)]);
    engine.wait_all();
    const double seconds = watch.seconds();
    if (wakeups) *wakeups = engine.cpu_wakeups() - woken;

    for (VarHandle v : vars) engine.delete_var(v, nullptr);
    engine.wait_all();
    return seconds;
}

Measures bench_push_empty(const Options& opt) {
    const int n = opt.size(200'000, 5'000);
    const int reps = opt.reps(7, 2);
    // The off and profiled runs always go together: they are the two halves of the ratio.
    const bool want_pair =
        opt.wants("push_empty_us_per_op") || opt.wants("push_empty_us_per_op_profiled") ||
        opt.wants("profiler_on_off_ratio_empty_ops") || opt.wants("push_empty_wakeups_per_kop") ||
        opt.wants("push_empty_us_per_op_closest_cores") || opt.wants("push_empty_cross_core_ns");
    const bool want_one = opt.wants("push_empty_us_per_op_1worker");

    std::vector<double> off, on, one, ratio, wakes;
    PlacedReps placed;
    for (int rep = 0; rep < reps; ++rep) {
        double t_off = 0, t_on = 0;
        std::uint64_t woken = 0;
        std::vector<std::function<void()>> runs;
        if (want_pair)
            runs.push_back([&] {
                placed.add([&] {
                    t_off = time_push_empty(engine_config(false), n, &woken);
                    return t_off;
                });
            });
        if (want_pair) runs.push_back([&] { t_on = time_push_empty(engine_config(true), n); });
        if (want_one)
            runs.push_back([&] { one.push_back(time_push_empty(engine_config(false, 1), n)); });
        interleaved(rep, runs);
        if (want_pair) {
            off.push_back(t_off);
            on.push_back(t_on);
            ratio.push_back(t_off / t_on);
            wakes.push_back(static_cast<double>(woken) * 1000.0 / n);
        }
    }
    const std::string what = std::to_string(n) + " ops on distinct vars + wait_all, ";
    const int workers = Engine(engine_config(false)).cpu_workers();
    Measures m;
    if (want_pair) {
        m.push_back(us_per_op(
            "push_empty_us_per_op", off, n,
            what + std::to_string(workers) + " workers, profiler off, " + reps_note(reps)));
        m.push_back(us_per_op("push_empty_us_per_op_profiled", on, n,
                              "same, profiler on, " + reps_note(reps)));
        m.push_back(median_of("profiler_on_off_ratio_empty_ops", ratio,
                              "time_off / time_on of adjacent runs, " + reps_note(reps)));
        // A spinning worker takes each op as it comes; when it falls two ops behind, a
        // sleeper is woken, and a repetition that wakes one every few ops is another
        // regime, not noise: the wake-ups cost the pushing thread system calls and its core.
        m.push_back(median_of(
            "push_empty_wakeups_per_kop", wakes,
            "sleeping workers woken per 1000 ops in the profiler-off runs, " + reps_note(reps)));
        add_placement_measures(m, "push_empty_us_per_op", "push_empty", placed, kUs / n);
    }
    if (want_one)
        m.push_back(us_per_op("push_empty_us_per_op_1worker", one, n,
                              "same, 1 worker, profiler off, " + reps_note(reps)));
    return m;
}

// --- chain_empty ----------------------------------------------------------------------------

Measures bench_chain_empty(const Options& opt) {
    const int n = opt.size(200'000, 2'000);
    const int reps = opt.reps(7, 2);
    std::vector<double> times;
    for (int rep = 0; rep < reps; ++rep) {
        Engine engine(engine_config(false));
        VarHandle var = engine.new_var();
        for (int i = 0; i < 100; ++i) push_empty_op(engine, var);
        engine.wait_to_read(var);

        const Stopwatch watch;
        for (int i = 0; i < n; ++i) push_empty_op(engine, var);
        engine.wait_to_read(var);
        times.push_back(watch.seconds());

        engine.delete_var(var, nullptr);
        engine.wait_all();
    }
    return {us_per_op("chain_empty_us_per_op", times, n,
                      std::to_string(n) + " ops writing one var + wait_to_read, profiler off, " +
                          reps_note(reps))};
}

// --- wait_to_read round trip -------------------------------------------------------------

Measures bench_roundtrip(const Options& opt) {
    const int n = opt.size(50'000, 500);
    const int reps = opt.reps(7, 2);
    PlacedReps placed;
    for (int rep = 0; rep < reps; ++rep) {
        Engine engine(engine_config(false));
        VarHandle var = engine.new_var();
        for (int i = 0; i < 100; ++i) {
            push_empty_op(engine, var);
            engine.wait_to_read(var);
        }
        placed.add([&] {
            const Stopwatch watch;
            for (int i = 0; i < n; ++i) {
                push_empty_op(engine, var);
                engine.wait_to_read(var);
            }
            return watch.seconds();
        });
        engine.delete_var(var, nullptr);
        engine.wait_all();
    }
    Measures m{us_per_op("wait_to_read_roundtrip_us", placed.values(), n,
                         std::to_string(n) + " x (push 1 empty op, wait_to_read), profiler off, " +
                             reps_note(reps))};
    add_placement_measures(m, "wait_to_read_roundtrip_us", "wait_to_read", placed, kUs / n);
    return m;
}

// --- GEMM -----------------------------------------------------------------------------------

Measures bench_gemm(const Options& opt) {
    const int n = opt.size(1000, 128);
    const int reps = opt.reps(9, 1);
    const auto def = cpu::gemm_backend();
    const bool has_blas = cpu::gemm_backend_available(cpu::GemmBackend::OpenBLAS);
    const bool want_numpy = opt.wants("numpy_gemm1000_gflops") || opt.wants("gemm_over_numpy");
    const bool want_ours = opt.wants("gemm1000_gflops") || opt.wants("gemm_over_numpy");

    // One sample per repetition and backend: measure_gemm_gflops(backend, n, 1) does one
    // untimed warm-up call and one timed call. Backends are interleaved.
    std::vector<double> blas, eigen, numpy;
    bool numpy_ok = want_numpy;
    for (int rep = 0; rep < reps; ++rep) {
        if (want_ours && has_blas)
            blas.push_back(measure_gemm_gflops(cpu::GemmBackend::OpenBLAS, n, 1));
        if (want_ours) eigen.push_back(measure_gemm_gflops(cpu::GemmBackend::Eigen, n, 1));
        if (numpy_ok) {
            if (auto g = numpy_gemm_gflops(n, 1)) {
                numpy.push_back(*g);
            } else {
                numpy_ok = false;  // no python3 or numpy: stop asking
                numpy.clear();
            }
        }
    }
    const std::vector<double>& ours = def == cpu::GemmBackend::OpenBLAS ? blas : eigen;
    const std::string size = std::to_string(n) + "^3 float32, ";
    const std::string stat = reps_note(reps) + " (each: 1 warm-up + 1 timed call)";
    Measures m;
    if (want_ours) {
        m.push_back(median_of("gemm1000_gflops", ours,
                              size + "default backend " + cpu::gemm_backend_name(def) + ", " +
                                  std::to_string(cpu::blas_threads()) + " BLAS threads, " + stat));
        m.push_back({"gemm1000_gflops_best", best_max(ours), "best of the same samples"});
        if (has_blas)
            m.push_back(median_of("gemm1000_gflops_openblas", blas, size + "OpenBLAS, " + stat));
        m.push_back(median_of("gemm1000_gflops_eigen", eigen, size + "Eigen, " + stat));
    }
    if (!numpy.empty()) {
        m.push_back(median_of("numpy_gemm1000_gflops", numpy,
                              size + "numpy a @ b (python3 subprocess), " + stat));
        if (want_ours && ours.size() == numpy.size()) {
            // Ours and numpy's runs alternate, so each pair saw the same machine load: the
            // median of the per-pair ratios is steadier than a ratio of medians.
            std::vector<double> ratios;
            for (std::size_t i = 0; i < ours.size(); ++i)
                if (numpy[i] > 0) ratios.push_back(ours[i] / numpy[i]);
            m.push_back(median_of("gemm_over_numpy", ratios,
                                  "median over interleaved pairs of ours / numpy's GFLOP/s"));
        }
    }
    return m;
}

// --- NDArray dot through the engine ------------------------------------------------------

Measures bench_ndarray_dot(const Options& opt) {
    const int n = opt.size(1000, 128);
    const int reps = opt.reps(5, 2);
    Engine engine;  // the default configuration (profiler on, as in the app)
    std::vector<double> gflops;
    {
        const Shape shape{n, n};
        NDArray a = NDArray::uniform(shape, -1, 1, 1, Device::cpu(), DType::Float32, &engine);
        NDArray b = NDArray::uniform(shape, -1, 1, 2, Device::cpu(), DType::Float32, &engine);
        a.wait_to_read();
        b.wait_to_read();
        dot(a, b).wait_to_read();  // warm-up (allocation, BLAS threads)
        const double flops = 2.0 * n * static_cast<double>(n) * n;
        for (int rep = 0; rep < reps; ++rep) {
            const Stopwatch watch;
            NDArray c = dot(a, b);
            c.wait_to_read();
            gflops.push_back(flops / watch.seconds() / 1e9);
        }
    }
    engine.wait_all();
    return {median_of("ndarray_dot1000_gflops", gflops,
                      std::to_string(n) + "^3 float32 dot + wait_to_read via the engine, " +
                          reps_note(reps)),
            {"ndarray_dot1000_gflops_best", best_max(gflops), "best of the same samples"}};
}

// --- profiler cost on small NDArray ops -----------------------------------------------------

/// CPU seconds used by this process so far (every thread).
double process_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct ChainTimes {
    double wall = 0;  ///< seconds
    double cpu = 0;   ///< process CPU seconds over the same span
};

/// Times `chains` independent chains of `steps` x (x = x * 1.0001 + 0.5) on `elems`-element
/// float32 arrays (2 ops per step), then wait_to_read of every chain.
ChainTimes time_elementwise_chains(bool profile, int chains, int steps, int elems) {
    Engine engine(engine_config(profile));
    ChainTimes t;
    {
        std::vector<NDArray> xs;
        for (int c = 0; c < chains; ++c)
            xs.push_back(
                NDArray::full(Shape{elems}, 1.0 + c, Device::cpu(), DType::Float32, &engine));
        auto step = [&] {
            for (auto& x : xs) x = x * 1.0001 + 0.5;
        };
        for (int s = 0; s < 20; ++s) step();  // warm-up: fills the storage pool
        for (auto& x : xs) x.wait_to_read();

        const double cpu0 = process_cpu_seconds();
        const Stopwatch watch;
        for (int s = 0; s < steps; ++s) step();
        for (auto& x : xs) x.wait_to_read();
        t.wall = watch.seconds();
        t.cpu = process_cpu_seconds() - cpu0;
    }
    engine.wait_all();
    return t;
}

Measures bench_profiler_on_off(const Options& opt) {
    const int chains = 4;
    const int elems = 4096;
    // Many short runs, off and on back to back in alternating order: the load of a shared
    // machine drifts over seconds, so adjacent runs see nearly the same load and the median
    // of their ratios is steady where a ratio of two long runs is not.
    const int steps = opt.size(2'500, 100);
    const int reps = opt.reps(61, 2);
    const double ops = 2.0 * chains * steps;
    std::vector<double> off, on, ratio, cpu_off, cpu_on, cpu_ratio, extra_us;
    for (int rep = 0; rep < reps; ++rep) {
        ChainTimes t_off, t_on;
        std::vector<std::function<void()>> runs{
            [&] { t_off = time_elementwise_chains(false, chains, steps, elems); },
            [&] { t_on = time_elementwise_chains(true, chains, steps, elems); }};
        interleaved(rep, runs);
        off.push_back(t_off.wall);
        on.push_back(t_on.wall);
        ratio.push_back(t_off.wall / t_on.wall);
        cpu_off.push_back(t_off.cpu);
        cpu_on.push_back(t_on.cpu);
        if (t_on.cpu > 0) cpu_ratio.push_back(t_off.cpu / t_on.cpu);
        extra_us.push_back((t_on.wall - t_off.wall) / ops * kUs);
    }
    const std::string what = std::to_string(chains) + " chains x " + std::to_string(steps) +
                             " x (x = x * 1.0001 + 0.5) on " + std::to_string(elems) + " floats";
    return {median_of("profiler_on_off_ratio", ratio,
                      "throughput on / off = time_off / time_on of adjacent runs, " + what + ", " +
                          reps_note(reps) + " pairs (goal >= 0.95)"),
            us_per_op("ndarray_elementwise_us_per_op", off, ops,
                      "same workload, profiler off, wall time per op, " + reps_note(reps)),
            us_per_op("ndarray_elementwise_us_per_op_profiled", on, ops,
                      "same workload, profiler on, wall time per op, " + reps_note(reps)),
            median_of("profiler_overhead_us_per_op", extra_us,
                      "(time_on - time_off) / ops of adjacent runs, " + reps_note(reps)),
            us_per_op("ndarray_elementwise_cpu_us_per_op", cpu_off, ops,
                      "same workload, profiler off, process CPU time per op (all threads), " +
                          reps_note(reps)),
            us_per_op("ndarray_elementwise_cpu_us_per_op_profiled", cpu_on, ops,
                      "same workload, profiler on, process CPU time per op (all threads), " +
                          reps_note(reps)),
            median_of("profiler_on_off_cpu_ratio", cpu_ratio,
                      "cpu_off / cpu_on of adjacent runs: the profiler's share of the work, "
                      "insensitive to other processes' load, " +
                          reps_note(reps))};
}

// --- bulking --------------------------------------------------------------------------------

/// Seconds for a chain of `n` tiny bulkable ops (each increments a counter) on one
/// variable, then wait_to_read. Checks that every op ran.
double time_bulk_chain(int bulk_size, int n) {
    Engine engine(engine_config(false, 0, bulk_size));
    VarHandle var = engine.new_var();
    auto counter = std::make_shared<std::uint64_t>(0);
    OpProps props;
    props.bulkable = true;
    auto push_one = [&] {
        engine.push([c = counter.get()](RunContext&) { ++*c; }, std::span<const VarHandle>(),
                    std::span<const VarHandle>(&var, 1), Device::cpu(), LaneKind::Compute, "tiny",
                    props);
    };
    for (int i = 0; i < 100; ++i) push_one();
    engine.wait_to_read(var);

    const Stopwatch watch;
    for (int i = 0; i < n; ++i) push_one();
    engine.wait_to_read(var);
    const double seconds = watch.seconds();

    if (*counter != static_cast<std::uint64_t>(n) + 100)
        throw std::runtime_error("bulk chain: " + std::to_string(*counter) + " ops ran, expected " +
                                 std::to_string(n + 100));
    engine.delete_var(var, nullptr);
    engine.wait_all();
    return seconds;
}

Measures bench_bulk_on_off(const Options& opt) {
    const int n = opt.size(100'000, 5'000);
    const int bulk = 16;
    const int reps = opt.reps(11, 2);
    std::vector<double> off, on, ratio;
    for (int rep = 0; rep < reps; ++rep) {
        double t_off = 0, t_on = 0;
        std::vector<std::function<void()>> runs{[&] { t_off = time_bulk_chain(0, n); },
                                                [&] { t_on = time_bulk_chain(bulk, n); }};
        interleaved(rep, runs);
        off.push_back(t_off);
        on.push_back(t_on);
        ratio.push_back(t_off / t_on);
    }
    const std::string what = std::to_string(n) + " tiny bulkable ops on one var";
    return {median_of("bulk_on_off_ratio", ratio,
                      "time_off / time_on (bulk size " + std::to_string(bulk) +
                          ") of adjacent runs, " + what + ", " + reps_note(reps)),
            us_per_op("bulk_chain_us_per_op_off", off, n,
                      what + ", bulking off, profiler off, " + reps_note(reps)),
            us_per_op("bulk_chain_us_per_op_bulk16", on, n,
                      what + ", bulk size 16, profiler off, " + reps_note(reps))};
}

}  // namespace

std::vector<Benchmark> engine_benchmarks() {
    return {
        {"push_empty",
         "push independent empty ops (distinct vars), then wait_all",
         {"push_empty_us_per_op", "push_empty_us_per_op_profiled", "push_empty_us_per_op_1worker",
          "profiler_on_off_ratio_empty_ops", "push_empty_wakeups_per_kop",
          "push_empty_us_per_op_closest_cores", "push_empty_cross_core_ns"},
         {},
         &bench_push_empty},
        {"chain_empty",
         "a chain of empty ops writing one variable, then wait_to_read",
         {"chain_empty_us_per_op"},
         {},
         &bench_chain_empty},
        {"wait_to_read_roundtrip",
         "push one empty op then wait_to_read, repeatedly",
         {"wait_to_read_roundtrip_us", "wait_to_read_roundtrip_us_closest_cores",
          "wait_to_read_cross_core_ns"},
         {},
         &bench_roundtrip},
        {"gemm",
         "float32 GEMM n=1000: default backend, OpenBLAS, Eigen, numpy",
         {"gemm1000_gflops", "gemm1000_gflops_best", "gemm1000_gflops_eigen"},
         {"gemm1000_gflops_openblas", "numpy_gemm1000_gflops", "gemm_over_numpy"},
         &bench_gemm},
        {"ndarray_dot",
         "NDArray dot of two 1000x1000 float32 arrays through the engine",
         {"ndarray_dot1000_gflops", "ndarray_dot1000_gflops_best"},
         {},
         &bench_ndarray_dot},
        {"profiler_on_off",
         "profiler cost on chains of small NDArray elementwise ops",
         {"profiler_on_off_ratio", "ndarray_elementwise_us_per_op",
          "ndarray_elementwise_us_per_op_profiled", "profiler_overhead_us_per_op",
          "ndarray_elementwise_cpu_us_per_op", "ndarray_elementwise_cpu_us_per_op_profiled",
          "profiler_on_off_cpu_ratio"},
         {},
         &bench_profiler_on_off},
        {"bulk_on_off",
         "bulking (size 16) vs off on a chain of tiny bulkable ops",
         {"bulk_on_off_ratio", "bulk_chain_us_per_op_off", "bulk_chain_us_per_op_bulk16"},
         {},
         &bench_bulk_on_off},
    };
}

}  // namespace asynclab::bench
