#include "engine/hardware/calibrate.h"

#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <span>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/device/gpu_runtime.h"
#include "engine/hardware/noise.h"
#include "engine/hardware/probe.h"
#include "engine/kernels/gemm.h"
#include "engine/kernels/random.h"
#include "engine/nn/blocks.h"
#include "engine/profiler/profiler.h"
#include "engine/util/heap_allocator.h"

namespace asynclab::hw {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

/// What the profiler recorded since the last call; clears its history.
EventBatch take_history(Engine& e) {
    e.profiler().flush();
    EventBatch b = e.profiler().history();
    e.profiler().clear_history();
    return b;
}

/// Running times (end - start, seconds) of the ops named `name` recorded since the last
/// call, in op order; clears the profiler's history.
std::vector<double> op_durations(Engine& e, const std::string& name) {
    const EventBatch b = take_history(e);
    std::vector<double> out;
    for (const OpEvent& op : b.ops)
        if (op.name == name && op.parent == 0)
            out.push_back(static_cast<double>(op.end - op.start) * 1e-9);
    return out;
}

/// Name of the op y = x + 1 gets in the profiler (read from a run, not assumed).
std::string last_op_name(Engine& e) {
    const EventBatch b = take_history(e);
    return b.ops.empty() ? std::string() : b.ops.back().name;
}

struct TinyOps {
    double issue = 0, op = 0, wake = 0, sync = 0, handoff = 0;
};

/// From the profile of rounds of y = x + 1; y.wait_to_read(): how long each add waited for
/// a worker to wake (start - push) and how long the front end took to resume after the add
/// was done (sync end - op end), medians in seconds; clears the profiler's history.
std::pair<double, double> wake_split(Engine& e, const std::string& add) {
    const EventBatch b = take_history(e);
    std::unordered_map<OpId, TimeNs> end_of;
    std::vector<double> worker, frontend;
    for (const OpEvent& op : b.ops)
        if (op.name == add && op.parent == 0) {
            end_of[op.id] = op.end;
            worker.push_back(static_cast<double>(op.start - op.push) * 1e-9);
        }
    for (const SyncEvent& s : b.syncs)
        if (auto it = end_of.find(s.awaited); it != end_of.end() && s.end > it->second)
            frontend.push_back(static_cast<double>(s.end - it->second) * 1e-9);
    return {median(worker), median(frontend)};
}

/// y = x + 1 on a 1x2 array: issued without waiting, then each waited for. Means over all
/// rounds of a repetition (the occasional slow hand-off belongs to what a round costs), the
/// median over repetitions (a repetition hit by another process is dropped).
TinyOps measure_tiny_ops(Engine& e, int n, int repeats) {
    NDArray x = NDArray::ones({1, 2});
    x.wait_to_read();
    { (void)(x + 1).to_host(); }
    e.wait_all();
    const std::string add = last_op_name(e);
    std::vector<double> issue, op, per_round, per_round_spinning, worker_wake, frontend_wake;
    for (int rep = 0; rep < repeats; ++rep) {
        {
            NDArray y;
            const OpId ops0 = e.ops_pushed();
            const auto t0 = Clock::now();
            for (int i = 0; i < n; ++i) y = x + 1;
            const double s = since(t0);
            issue.push_back(s / static_cast<double>(e.ops_pushed() - ops0));
        }
        e.wait_all();
        op.push_back(median(op_durations(e, add)));
        // Per round: the ops it pushed (the add and the free of the previous y) are issued,
        // the add runs, and the front end waits for it; the rest is what the round costs.
        auto rounds = [&] {
            const OpId ops0 = e.ops_pushed();
            const auto t0 = Clock::now();
            for (int i = 0; i < n; ++i) {
                NDArray y = x + 1;
                y.wait_to_read();
            }
            const double s = since(t0);
            const double ops_per_round = static_cast<double>(e.ops_pushed() - ops0) / n;
            return s / n - ops_per_round * issue.back() - op.back();
        };
        // With the engine's spin budget: the hand-off between spinning threads.
        per_round_spinning.push_back(rounds());
        e.wait_all();
        (void)take_history(e);
        // Sleeping at once: what the simulator charges a worker or a front end that
        // outlasted its spin.
        const int spin_us = e.spin_us();
        e.set_spin_us(0);
        per_round.push_back(rounds());
        e.set_spin_us(spin_us);
        e.wait_all();
        const auto [w, f] = wake_split(e, add);
        worker_wake.push_back(w);
        frontend_wake.push_back(f);
    }
    // What a round costs beyond issuing and running the add is waking the worker and then
    // the front end: split in the proportion the profile shows.
    TinyOps t{median(issue), median(op), 0, 0, std::max(0.0, median(per_round_spinning))};
    const double extra = std::max(0.0, median(per_round));
    const double w = median(worker_wake), f = median(frontend_wake);
    t.wake = w + f > 0 ? extra * w / (w + f) : extra / 2;
    t.sync = extra - t.wake;
    return t;
}

/// Front-end seconds per op that `issue` pushes, `n` times in a row, while an op holding
/// `x` (which they read) keeps them all waiting: issuing alone, with no worker running
/// beside the front end and no push waking one.
template <typename Issue>
double held_issue_per_op(Engine& e, const NDArray& x, int n, Issue issue) {
    std::atomic<bool> release{false};
    (void)e.push(
        [&release](RunContext&) {
            while (!release.load(std::memory_order_acquire)) std::this_thread::yield();
        },
        {}, {x.var()}, Device::cpu(0), LaneKind::Compute, "calibration hold");
    const OpId ops0 = e.ops_pushed();
    const auto t0 = Clock::now();
    for (int i = 0; i < n; ++i) issue();
    const double s = since(t0);
    const OpId ops = e.ops_pushed() - ops0;
    release.store(true, std::memory_order_release);
    e.wait_all();
    return s / static_cast<double>(std::max<OpId>(1, ops));
}

/// What the front end pays per op that a network's layers push when called imperatively,
/// as a one-sample MLP's forward runs (the layers' bookkeeping, parameters, shapes and
/// output variables, on top of issuing): `issue_seconds` plus what such an op costs to
/// issue beyond y = x + 1, both issued alone (held_issue_per_op; issue_seconds itself was
/// measured with the workers running beside the front end, which costs every op the same),
/// median over repetitions.
double measure_layer_issue(Engine& e, int calls, int repeats, double issue_seconds) {
    auto net = std::make_shared<nn::Sequential>();
    net->add(std::make_shared<nn::Dense>(8, nn::ActKind::Relu));
    net->add(std::make_shared<nn::Dense>(8, nn::ActKind::Relu));
    net->add(std::make_shared<nn::Dense>(2));
    net->initialize();
    NDArray x = NDArray::ones({1, 8});
    (*net)(nn::Variable(x)).data().wait_to_read();  // shapes inferred, parameters made
    e.wait_all();
    std::vector<double> extra;
    for (int rep = 0; rep < repeats; ++rep) {
        // As many ops each way: a call pushes 16 (8 ops, 8 frees), an add 2 (it and a free).
        NDArray y;
        const double add = held_issue_per_op(e, x, calls * 8, [&] { y = x + 1; });
        const double layer = held_issue_per_op(e, x, calls, [&] { (*net)(nn::Variable(x)); });
        extra.push_back(std::max(0.0, layer - add));
    }
    e.profiler().clear_history();
    return issue_seconds + median(extra);
}

/// What waking a sleeping worker costs the thread that pushes the op: after each sync the
/// worker that ran the awaited add spins and the other sleeps, so of two ops pushed next
/// the first goes to the spinner and the second wakes the sleeper. They are ops of unknown
/// cost (as a network's custom op would be): a short kernel such as y = x + 1 wakes no one,
/// since the spinning worker gets through it sooner than a sleeper wakes (LaneExecutor), and a
/// measurement built on it would see only the rare push that found the spinner gone. The
/// median time of a push that woke a worker minus that of one that did not (rounds are
/// sorted by what the engine's wake-up count says each push did). 0 when no push woke one
/// (a single worker).
double measure_notify(Engine& e, int n, int repeats) {
    NDArray x = NDArray::ones({1, 2});
    x.wait_to_read();
    e.wait_all();
    const VarHandle read[] = {x.var()};
    std::vector<double> costs;
    for (int rep = 0; rep < repeats; ++rep) {
        std::vector<double> woke, taken;
        for (int i = 0; i < n; ++i) {
            NDArray w = x + 1;
            w.wait_to_read();
            for (int k = 0; k < 2; ++k) {
                const std::uint64_t before = e.cpu_wakeups();
                const auto t0 = Clock::now();
                (void)e.push([](RunContext&) {}, std::span<const VarHandle>(read),
                             std::span<const VarHandle>(), Device::cpu(0), LaneKind::Compute,
                             "calibration notify");
                const double s = since(t0);
                (e.cpu_wakeups() > before ? woke : taken).push_back(s);
            }
            e.wait_all();
        }
        if (!woke.empty() && !taken.empty())
            costs.push_back(std::max(0.0, median(woke) - median(taken)));
    }
    e.profiler().clear_history();
    return median(costs);
}

/// Ops streaming through the workers: an op that holds x keeps n adds y = x + 1 (each
/// dropping the previous y) waiting while the front end issues them; once it lets go, the
/// workers drain them back to back. Per add: the workers' time beyond the adds' own spans
/// (completing each, granting the next, running the frees it released). Median over
/// repetitions, in seconds; clears the profiler's history.
double measure_dispatch(Engine& e, int n, int repeats) {
    NDArray x = NDArray::ones({1, 2});
    x.wait_to_read();
    e.wait_all();
    (void)take_history(e);
    std::vector<double> per_op;
    for (int rep = 0; rep < repeats; ++rep) {
        std::atomic<bool> release{false};
        const OpId hold = e.push(
            [&release](RunContext&) {
                while (!release.load(std::memory_order_acquire)) std::this_thread::yield();
            },
            {}, {x.var()}, Device::cpu(0), LaneKind::Compute, "calibration hold");
        {
            NDArray y;
            for (int i = 0; i < n; ++i) y = x + 1;
        }
        release.store(true, std::memory_order_release);
        e.wait_all();
        const EventBatch b = take_history(e);
        TimeNs released = 0, last = 0;
        double spans = 0;
        int adds = 0;
        for (const OpEvent& op : b.ops) {
            if (op.id == hold) {
                released = op.end;
            } else if (op.parent == 0 && op.id > hold) {
                last = std::max(last, op.end);
                spans += static_cast<double>(op.end - op.start) * 1e-9;
                ++adds;
            }
        }
        if (adds == 0 || last <= released) continue;
        const double busy = static_cast<double>(last - released) * 1e-9 * e.cpu_workers();
        per_op.push_back(std::max(0.0, (busy - spans) / adds));
    }
    return median(per_op);
}

/// A multi-threaded GEMM of n x n beside a single-threaded random fill on another thread
/// (see calibrate.h): what both get of their even shares of the cores, 0.3 to 1 (1 where
/// BLAS runs one thread or there is one core), once. `gemms` products are timed alone, then
/// beside the fill; the fill is timed alone, then counted while the products run.
double oversubscribed_once(int n, int gemms, int cores) {
    const int blas = cpu::blas_threads();
    if (cores <= 1 || blas <= 1) return 1.0;
    const auto nn = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    std::vector<float> a(nn, 1.0f), b(nn, 0.5f), c(nn);
    auto gemm = [&] {
        cpu::gemm(false, false, n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f, c.data(), n);
    };
    std::vector<float> noise(std::size_t{1} << 16);
    auto fill = [&noise](std::uint64_t seed) {
        cpu::normal(noise.data(), static_cast<std::int64_t>(noise.size()), 0.0f, 1.0f, seed);
    };
    gemm();
    fill(0);
    auto t0 = Clock::now();
    for (int i = 0; i < gemms; ++i) gemm();
    const double gemm_alone = since(t0) / gemms;
    t0 = Clock::now();
    for (int i = 0; i < 8; ++i) fill(static_cast<std::uint64_t>(i));
    const double fill_alone = since(t0) / 8;

    std::atomic<bool> stop{false};
    std::atomic<int> fills{0};
    std::thread filler([&] {
        for (std::uint64_t i = 0; !stop.load(std::memory_order_relaxed); ++i) {
            fill(i);
            fills.fetch_add(1, std::memory_order_relaxed);
        }
    });
    while (fills.load() < 2) std::this_thread::yield();  // the filler has its core
    const int before = fills.load();
    t0 = Clock::now();
    for (int i = 0; i < gemms; ++i) gemm();
    const double shared_span = since(t0);
    const int filled = fills.load() - before;
    stop.store(true);
    filler.join();
    if (filled <= 0 || shared_span <= 0) return 1.0;
    const double gemm_rate = gemm_alone / (shared_span / gemms);
    const double fill_rate = fill_alone / (shared_span / filled);
    const double fair = static_cast<double>(cores) / std::max(cores + 1, blas + 1);
    return std::clamp(0.5 * (gemm_rate + fill_rate) / fair, 0.3, 1.0);
}

/// The median of `repeats` such measurements: where the threads land on the cores varies
/// from one to the next.
double measure_oversubscribed(int n, int gemms, int cores, int repeats) {
    std::vector<double> e;
    for (int i = 0; i < repeats; ++i) e.push_back(oversubscribed_once(n, gemms, cores));
    return median(e);
}

/// Writing `bytes` of memory just mapped from the system, beyond writing it again: the page
/// faults and the kernel's zeroing that a new block from the heap costs the first thread that
/// writes it (an op's new output, a host copy's new buffer). Fresh anonymous pages each
/// repetition, as a heap gets them when it grows or maps a large block, with transparent huge
/// pages asked for when `huge_pages` (as jemalloc does with thp:always: a fault then maps and
/// zeroes 2 MiB at once); seconds per byte, median over repetitions (0 where the system cannot
/// map them).
double measure_first_touch(std::size_t bytes, int repeats, bool huge_pages) {
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    std::vector<double> per_byte;
    for (int rep = 0; rep < repeats; ++rep) {
        // Room to start on a huge page's boundary, as the heap's own mappings do.
        const std::size_t mapped = bytes + kHuge;
        void* m = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED) continue;
        const auto start = (reinterpret_cast<std::uintptr_t>(m) + kHuge - 1) & ~(kHuge - 1);
        void* p = reinterpret_cast<void*>(start);
        if (huge_pages) (void)madvise(p, bytes, MADV_HUGEPAGE);  // refused: 4 KiB pages
        auto write = [p, bytes](int value) {
            const auto t0 = Clock::now();
            std::memset(p, value, bytes);
            asm volatile("" : : "r"(p) : "memory");  // the writes happen, here
            return since(t0);
        };
        const double first = write(1);
        const double again = write(2);
        munmap(m, mapped);
        per_byte.push_back(std::max(0.0, first - again) / static_cast<double>(bytes));
    }
    return median(per_byte);
}

/// Independent n x n products, as async-matmul issues them: FLOP/s until all are done.
double measure_gemm(Engine& e, int n, int products, int repeats, double op_seconds) {
    NDArray a = NDArray::normal({n, n});
    (void)dot(a, a).to_host();  // warm-up: BLAS threads, pools
    e.wait_all();
    std::vector<double> rates;
    for (int rep = 0; rep < repeats; ++rep) {
        const auto t0 = Clock::now();
        for (int i = 0; i < products; ++i) NDArray b = dot(a, a);
        e.wait_all();
        const double s = net_of_overhead(since(t0), products * op_seconds);
        rates.push_back(2.0 * n * n * static_cast<double>(n) * products / s);
    }
    e.profiler().clear_history();
    return median(rates);
}

/// x (1 x k) times the transpose of w (n x k), a matrix-vector product on one core (see
/// cpu::gemm_backend_for): a Dense layer on one sample, its weight stored as Dense stores it.
/// Median running time of `ops` products.
double small_gemm_time(Engine& e, int k, int n, int ops, double op_seconds) {
    e.profiler().clear_history();  // only these products' durations below
    NDArray x = NDArray::normal({1, k});
    NDArray w = NDArray::normal({n, k});
    (void)dot(x, w, false, true).to_host();
    e.wait_all();
    const std::string name = last_op_name(e);
    for (int i = 0; i < ops; ++i) NDArray y = dot(x, w, false, true);
    e.wait_all();
    const double s = net_of_overhead(median(op_durations(e, name)), op_seconds);
    e.profiler().clear_history();
    return s;
}

struct SmallGemm {
    double flops = 0;    ///< FLOP/s
    double seconds = 0;  ///< per product, beyond its FLOPs
};

/// A cost per product and a rate for its FLOPs, from 1 x 512 x 256 and 1 x 64 x 16 (64 times
/// fewer FLOPs). Where the two do not give a positive cost (a disturbed measurement), the
/// large one's rate alone, as before.
SmallGemm measure_small_gemm(Engine& e, int ops, double op_seconds) {
    const double f_large = 2.0 * 512 * 256, f_small = 2.0 * 64 * 16;
    const double t_large = small_gemm_time(e, 512, 256, ops, op_seconds);
    const double t_small = small_gemm_time(e, 64, 16, ops, op_seconds);
    SmallGemm g{f_large / t_large, 0};
    if (t_large > t_small) {
        const double rate = (f_large - f_small) / (t_large - t_small);
        const double fixed = t_small - f_small / rate;
        if (fixed > 0 && fixed < t_large) g = {rate, fixed};
    }
    return g;
}

/// z = x + y over `elements` float32 values each, out of place, as most elementwise ops
/// run (two operands read, a result written to another block): cost-model bytes over
/// running time. Each result is dropped before the next add, so the pool hands its block
/// back warm, as in a training loop.
double measure_stream(Engine& e, std::int64_t elements, int ops, double op_seconds) {
    NDArray x = NDArray::ones({elements});
    NDArray y = NDArray::ones({elements});
    (void)(x + y).to_host();
    e.wait_all();
    const std::string add = last_op_name(e);
    for (int i = 0; i < ops; ++i) {
        NDArray z = x + y;
        z.wait_to_read();
    }
    e.wait_all();
    const double bytes = 3.0 * static_cast<double>(elements) * 4;
    const double s = net_of_overhead(median(op_durations(e, add)), op_seconds);
    return bytes / s;
}

/// normal() fills of `elements` values, one at a time: elements per second of running time.
double measure_random(Engine& e, std::int64_t elements, int ops, double op_seconds) {
    NDArray r = NDArray::normal({elements});
    r.wait_to_read();
    e.wait_all();
    const std::string name = last_op_name(e);
    for (int i = 0; i < ops; ++i) {
        NDArray z = NDArray::normal({elements});
        z.wait_to_read();
    }
    e.wait_all();
    const double s = net_of_overhead(median(op_durations(e, name)), op_seconds);
    return static_cast<double>(elements) / s;
}

}  // namespace

double net_of_overhead(double measured, double overhead) {
    if (!(measured > 0)) return 1e-9;
    return std::max({measured - std::max(overhead, 0.0), 0.5 * measured, 1e-9});
}

namespace {

bool positive(double v) {
    return std::isfinite(v) && v > 0;
}

bool non_negative(double v) {
    return std::isfinite(v) && v >= 0;
}

std::string utc_date() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

}  // namespace

std::uint64_t l2_cache_bytes(const std::string& sysfs_cpu) {
    for (const CacheLevel& c : read_cache_levels(sysfs_cpu + "/cache"))
        if (c.level == 2 && c.type != "Instruction") return c.size_bytes;
    return 0;
}

bool EngineCalibration::valid() const {
    return positive(gemm_flops) && positive(gemm_flops_large) && gemm_n_large > gemm_n &&
           positive(small_gemm_flops) && positive(stream_bandwidth) &&
           non_negative(small_gemm_seconds) && positive(random_flops) && positive(op_seconds) &&
           positive(issue_seconds) && positive(layer_issue_seconds) && non_negative(sync_seconds) &&
           non_negative(wake_seconds) && non_negative(dispatch_seconds) &&
           non_negative(handoff_seconds) && non_negative(notify_seconds) &&
           non_negative(cross_core_seconds) && non_negative(cache_bandwidth) &&
           (cache_bytes == 0 || positive(cache_bandwidth)) &&
           non_negative(first_touch_seconds_per_byte) && non_negative(pageable_h2d_bandwidth) &&
           non_negative(pageable_d2h_bandwidth) && positive(oversubscribed_efficiency) &&
           oversubscribed_efficiency <= 1;
}

bool EngineCalibration::fits_this_machine() const {
    return !quick && cores == logical_cores() && cpu_model == cpu_model_name() &&
           gemm_backend == cpu::gemm_backend_description() && allocator == heap_allocator();
}

namespace {

/// The per-op costs of calibrate_engine() and measure_engine_costs(), on `e`, between two
/// cross-core probes.
void measure_costs_once(Engine& e, EngineCalibration& c, const CalibrationOptions& options) {
    const int repeats = std::max(1, options.repeats);
    const double before = measure_cross_core_seconds();
    const TinyOps tiny = measure_tiny_ops(e, options.quick ? 500 : 5000, repeats);
    c.issue_seconds = tiny.issue;
    c.op_seconds = tiny.op;
    c.wake_seconds = tiny.wake;
    c.sync_seconds = tiny.sync;
    c.handoff_seconds = tiny.handoff;
    c.layer_issue_seconds =
        measure_layer_issue(e, options.quick ? 200 : 2000, repeats, c.issue_seconds);
    c.dispatch_seconds = measure_dispatch(e, options.quick ? 500 : 5000, repeats);
    c.notify_seconds = measure_notify(e, options.quick ? 300 : 2000, repeats);
    const double after = measure_cross_core_seconds();
    c.cross_core_seconds = (before + after) / 2;
    c.cross_core_steady = same_placement(before, after);
}

/// measure_costs_once() up to `tries` times, until one placement of the cores held
/// throughout (costs that mix two placements describe neither).
bool measure_costs_on(Engine& e, EngineCalibration& c, const CalibrationOptions& options,
                      int tries) {
    for (int i = 0; i < std::max(1, tries); ++i) {
        measure_costs_once(e, c, options);
        if (c.cross_core_steady) break;
    }
    return c.cross_core_steady;
}

}  // namespace

bool measure_engine_costs(EngineCalibration& c, const CalibrationOptions& options, int tries) {
    EngineConfig config;
    config.max_gpus = 0;
    Engine e(config);
    EngineScope scope(e);
    const bool steady = measure_costs_on(e, c, options, tries);
    e.wait_all();
    return steady;
}

EngineCalibration calibrate_engine(const CalibrationOptions& options) {
    const auto t0 = Clock::now();
    const int repeats = std::max(1, options.repeats);
    EngineCalibration c;
    c.quick = options.quick;
    c.cpu_model = cpu_model_name();
    c.cores = logical_cores();
    c.mem_total_bytes = meminfo_bytes("MemTotal");
    c.gemm_backend = cpu::gemm_backend_description();
    c.allocator = heap_allocator();

    // The engine the scenarios use in real mode: default workers, profiler on, no GPU.
    EngineConfig config;
    config.max_gpus = 0;
    Engine e(config);
    EngineScope scope(e);
    c.engine_workers = e.cpu_workers();

    (void)measure_costs_on(e, c, options, 3);
    const SmallGemm small = measure_small_gemm(e, options.quick ? 50 : 300, c.op_seconds);
    c.small_gemm_flops = small.flops;
    c.small_gemm_seconds = small.seconds;

    c.gemm_n = options.quick ? 192 : 1000;
    c.gemm_flops = measure_gemm(e, c.gemm_n, 4, repeats, c.op_seconds);
    c.gemm_n_large = 2 * c.gemm_n;  // 8x the FLOPs: two products take as long as 16 above
    c.gemm_flops_large = measure_gemm(e, c.gemm_n_large, 2, repeats, c.op_seconds);

    // 4 Mi float32 (16 MiB) per operand: the size of the chapter's activations and weights.
    const std::int64_t stream_elements = options.quick ? (1 << 18) : (1 << 22);
    c.stream_bytes = static_cast<std::uint64_t>(stream_elements) * 4;
    c.stream_bandwidth =
        measure_stream(e, stream_elements, options.quick ? 5 : 3 * repeats, c.op_seconds);
    // Arrays that together fill a quarter of the L2: they stay in it between adds.
    c.l2_bytes = l2_cache_bytes();
    if (c.l2_bytes >= 64 * 1024) {
        const auto elements = static_cast<std::int64_t>(c.l2_bytes / 4 / 12);
        c.cache_bytes = c.l2_bytes;
        c.cache_bandwidth = measure_stream(e, elements, options.quick ? 50 : 500, c.op_seconds);
    }
    c.random_flops = measure_random(e, options.quick ? (1 << 16) : (1 << 20),
                                    options.quick ? 3 : 3 * repeats, c.op_seconds);
    c.first_touch_huge_pages = heap_asks_huge_pages();
    c.first_touch_seconds_per_byte = measure_first_touch(
        options.quick ? (2u << 20) : (8u << 20), options.quick ? 3 : 5, c.first_touch_huge_pages);
    c.oversubscribed_efficiency = measure_oversubscribed(
        options.quick ? 256 : 1000, options.quick ? 4 : 8, c.cores, options.quick ? 1 : repeats);
    e.wait_all();
    // Copies of the engine's host arrays (pageable) to and from a GPU, where one is usable:
    // the hardware probe's GPU step (a fraction of a second).
    if (GpuRuntime::instance().available()) {
        ProbeOptions probe;
        probe.quick = options.quick;
        probe.steps = kStepGpu;
        const ProbeResult r = run_probe(probe);
        c.pageable_h2d_bandwidth = r.h2d_pageable_gbs.value_or(0) * 1e9;
        c.pageable_d2h_bandwidth = r.d2h_pageable_gbs.value_or(0) * 1e9;
    }
    c.seconds = since(t0);
    if (!c.valid())
        throw std::runtime_error("calibrating this machine gave unusable figures: " +
                                 json::dump(c.to_json()));
    return c;
}

json::Value EngineCalibration::to_json() const {
    json::Value v = json::Value::object();
    v.set("format", "asynclab-calibration");
    v.set("version", kFormatVersion);
    v.set("date", utc_date());
    v.set("cpu_model", cpu_model);
    v.set("cores", cores);
    v.set("mem_total_bytes", mem_total_bytes);
    v.set("gemm_backend", gemm_backend);
    v.set("allocator", allocator);
    v.set("engine_workers", engine_workers);
    v.set("quick", quick);
    v.set("seconds", seconds);
    v.set("gemm_flops", gemm_flops);
    v.set("gemm_n", gemm_n);
    v.set("gemm_flops_large", gemm_flops_large);
    v.set("gemm_n_large", gemm_n_large);
    v.set("small_gemm_flops", small_gemm_flops);
    v.set("small_gemm_seconds", small_gemm_seconds);
    v.set("stream_bandwidth", stream_bandwidth);
    v.set("stream_bytes", stream_bytes);
    v.set("random_flops", random_flops);
    v.set("op_seconds", op_seconds);
    v.set("issue_seconds", issue_seconds);
    v.set("layer_issue_seconds", layer_issue_seconds);
    v.set("sync_seconds", sync_seconds);
    v.set("wake_seconds", wake_seconds);
    v.set("dispatch_seconds", dispatch_seconds);
    v.set("handoff_seconds", handoff_seconds);
    v.set("notify_seconds", notify_seconds);
    v.set("cross_core_seconds", cross_core_seconds);
    v.set("l2_bytes", l2_bytes);
    v.set("cache_bytes", cache_bytes);
    v.set("cache_bandwidth", cache_bandwidth);
    v.set("first_touch_seconds_per_byte", first_touch_seconds_per_byte);
    v.set("first_touch_huge_pages", first_touch_huge_pages);
    v.set("oversubscribed_efficiency", oversubscribed_efficiency);
    v.set("pageable_h2d_bandwidth", pageable_h2d_bandwidth);
    v.set("pageable_d2h_bandwidth", pageable_d2h_bandwidth);
    return v;
}

EngineCalibration EngineCalibration::from_json(const json::Value& v) {
    auto fail = [](const std::string& what) {
        throw std::runtime_error("not an AsyncLab calibration file: " + what);
    };
    if (!v.is_object()) fail("not a JSON object");
    const json::Value* format = v.find("format");
    if (!format || !format->is_string() || format->as_string() != "asynclab-calibration")
        fail("\"format\" is not \"asynclab-calibration\"");
    const json::Value* version = v.find("version");
    if (!version || !version->is_number() || version->as_int64() != kFormatVersion)
        fail("\"version\" is not " + std::to_string(kFormatVersion));
    auto number = [&](const char* key) {
        const json::Value* x = v.find(key);
        if (!x || !x->is_number()) fail(std::string("\"") + key + "\" is missing");
        return x->as_double();
    };
    auto text = [&](const char* key) {
        const json::Value* x = v.find(key);
        return x && x->is_string() ? x->as_string() : std::string();
    };
    // Counts and sizes: whole numbers the integer fields can hold (a corrupt 1e300 would
    // not fit them).
    struct Whole {
        double end;       ///< the first value the field cannot hold
        const char* max;  ///< the last one it can
    };
    constexpr Whole kInt{2147483648.0, "2147483647"};
    constexpr Whole kUInt64{18446744073709551616.0, "18446744073709551615"};
    auto whole = [&](const char* key, Whole range) {
        const double x = number(key);
        if (!(x >= 0 && x < range.end) || x != std::floor(x))
            fail(std::string("\"") + key + "\" is " + v.find(key)->number_text() +
                 ", not a whole number from 0 to " + range.max);
        return x;
    };
    EngineCalibration c;
    c.cpu_model = text("cpu_model");
    c.gemm_backend = text("gemm_backend");
    c.allocator = text("allocator");
    c.cores = static_cast<int>(whole("cores", kInt));
    c.mem_total_bytes = static_cast<std::uint64_t>(whole("mem_total_bytes", kUInt64));
    c.engine_workers = static_cast<int>(whole("engine_workers", kInt));
    if (const json::Value* q = v.find("quick"); q && q->is_bool()) c.quick = q->as_bool();
    c.seconds = number("seconds");
    c.gemm_flops = number("gemm_flops");
    c.gemm_n = static_cast<int>(whole("gemm_n", kInt));
    c.gemm_flops_large = number("gemm_flops_large");
    c.gemm_n_large = static_cast<int>(whole("gemm_n_large", kInt));
    c.stream_bandwidth = number("stream_bandwidth");
    c.stream_bytes = static_cast<std::uint64_t>(whole("stream_bytes", kUInt64));
    c.random_flops = number("random_flops");
    c.op_seconds = number("op_seconds");
    c.issue_seconds = number("issue_seconds");
    c.layer_issue_seconds = number("layer_issue_seconds");
    c.sync_seconds = number("sync_seconds");
    c.wake_seconds = number("wake_seconds");
    c.dispatch_seconds = number("dispatch_seconds");
    c.handoff_seconds = number("handoff_seconds");
    c.notify_seconds = number("notify_seconds");
    c.cross_core_seconds = number("cross_core_seconds");
    c.small_gemm_flops = number("small_gemm_flops");
    c.small_gemm_seconds = number("small_gemm_seconds");
    c.l2_bytes = static_cast<std::uint64_t>(whole("l2_bytes", kUInt64));
    c.cache_bytes = static_cast<std::uint64_t>(whole("cache_bytes", kUInt64));
    c.cache_bandwidth = number("cache_bandwidth");
    c.first_touch_seconds_per_byte = number("first_touch_seconds_per_byte");
    if (const json::Value* h = v.find("first_touch_huge_pages"); h && h->is_bool())
        c.first_touch_huge_pages = h->as_bool();
    c.oversubscribed_efficiency = number("oversubscribed_efficiency");
    c.pageable_h2d_bandwidth = number("pageable_h2d_bandwidth");
    c.pageable_d2h_bandwidth = number("pageable_d2h_bandwidth");
    if (!c.valid()) fail("a figure is not a positive number");
    return c;
}

DeviceSpec device_spec_from_calibration(const EngineCalibration& c) {
    DeviceSpec d;
    d.name = "this machine (" + (c.cpu_model.empty() ? std::string("unknown CPU") : c.cpu_model) +
             ", " + std::to_string(c.cores) + " cores)";
    d.kind = DeviceType::CPU;
    d.peak_flops = c.gemm_flops;
    // Products between the two sizes measured take a rate between theirs; larger ones the
    // larger size's (a disturbed measurement that made it the slower one included).
    d.gemm_curve = {{2.0 * std::pow(static_cast<double>(c.gemm_n), 3), c.gemm_flops},
                    {2.0 * std::pow(static_cast<double>(c.gemm_n_large), 3), c.gemm_flops_large}};
    d.gemm_flops = d.gemm_curve.back().rate;
    d.mem_bandwidth = c.stream_bandwidth;
    d.memory_capacity = static_cast<double>(c.mem_total_bytes);
    d.launch_latency = c.op_seconds;
    d.random_flops = c.random_flops;
    d.issue_seconds = c.issue_seconds;
    d.layer_issue_seconds = c.layer_issue_seconds;
    d.sync_seconds = c.sync_seconds;
    d.wake_seconds = c.wake_seconds;
    d.dispatch_seconds = c.dispatch_seconds;
    d.handoff_seconds = c.handoff_seconds;
    d.notify_seconds = c.notify_seconds;
    d.small_gemm_flops = c.small_gemm_flops;
    d.small_gemm_seconds = c.small_gemm_seconds;
    if (c.cache_bytes > 0) {
        d.cache_bytes = static_cast<double>(c.cache_bytes);
        // A cache measured slower than memory (a disturbed measurement) would make small ops
        // dearer than large ones: memory's rate is the floor.
        d.cache_bandwidth = std::max(c.cache_bandwidth, c.stream_bandwidth);
    }
    d.first_touch_seconds_per_byte = c.first_touch_seconds_per_byte;
    d.oversubscribed_efficiency = c.oversubscribed_efficiency;
    d.pageable_h2d_bandwidth = c.pageable_h2d_bandwidth;
    d.pageable_d2h_bandwidth = c.pageable_d2h_bandwidth;
    d.cores = c.cores;
    d.measured = true;
    std::ostringstream src;
    src << "measured on this machine by AsyncLab's engine" << (c.quick ? " (quick)" : "")
        << ": float32 GEMM n=" << c.gemm_n << " and " << c.gemm_n_large
        << ", 1 x 512 x 256 and 1 x 64 x 16 through the engine, streaming z = x + y over "
        << c.stream_bytes / (1024 * 1024) << " MiB";
    if (c.cache_bytes > 0) src << " and " << c.l2_bytes / 4 / 1024 << " KiB (in the L2)";
    src << ", per-op running, dispatch, issue (NDArray ops and a network's layers), wake, "
           "notify, sync and hand-off costs, first writes to new memory"
        << (c.first_touch_huge_pages ? " (on huge pages, as the heap maps it)" : "")
        << ", a multi-threaded GEMM sharing the cores";
    if (c.pageable_h2d_bandwidth > 0) src << ", copies of pageable memory to and from the GPU";
    if (!c.allocator.empty()) src << " (heap: " << c.allocator << ")";
    d.source = src.str();
    return d;
}

}  // namespace asynclab::hw
