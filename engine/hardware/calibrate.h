// Calibration of the simulator's "this-machine" CPU (namespace asynclab::hw): measures how
// fast this machine runs AsyncLab's own engine and kernels, so that a simulated run with
// the measured spec takes about as long as the real run.
//
//   hw::EngineCalibration c = hw::calibrate_engine({.quick = false});   // a few seconds
//   DeviceSpec cpu = hw::device_spec_from_calibration(c);
//
// What is measured, each on a real Engine configured as the scenarios configure theirs
// (default workers, profiler on), median of `repeats`:
//  - gemm_flops: independent n x n products issued back to back (like async-matmul), FLOPs
//    over the time until they are all done: the CPU's GEMM throughput through the engine.
//    gemm_flops_large: the same at twice the size (n = 2000, the chapter's CPU products),
//    which many cores run faster (more work per thread between the threads' waits).
//  - stream_bandwidth: z = x + y out of place over large arrays, bytes as the cost model
//    counts them (read + write) over each op's running time: streaming bandwidth.
//  - random_flops: normal() fills, elements over running time (the cost model counts one
//    FLOP per element; a Philox round and Box-Muller make each far dearer than an add).
//  - op_seconds: running time of a tiny op on a worker (dispatch, bookkeeping, profiler).
//  - issue_seconds: front-end time per op pushed while issuing y = x + 1 without waiting.
//  - layer_issue_seconds: front-end time per op pushed while a three-layer Dense network
//    (8 units, one sample) is called imperatively without waiting: the layers' own
//    bookkeeping on top of issuing, which a network's forward pays and y = x + 1 does not.
//  - dispatch_seconds: what the workers spend per op outside its span when ops stream
//    through them (y = x + 1 held back, then released at once: drain time over the ops).
//  - small_gemm_flops, small_gemm_seconds: (1 x 512) times (512 x 256), a matrix-vector
//    product that runs on one core (a Dense layer on one sample), and (1 x 64) times
//    (64 x 16), 64 times fewer FLOPs: the running times of the two give a cost per product
//    (setting it up, a temporary for the scaled operand) and a rate for its FLOPs, which a
//    product of a few hundred FLOPs (a layer of 2 units) does not approach.
//  - wake_seconds, sync_seconds: what y = x + 1; y.wait_to_read() costs per round beyond
//    issuing and running the op when the threads sleep at once (spin_us 0), split in the
//    proportion its profile shows between waking the sleeping worker (op start - push) and
//    waking the front end (sync end - op end).
//  - handoff_seconds: the same per-round cost with the engine's default spin budget, when
//    a spinning worker takes each add and the spinning front end sees it done.
//  - notify_seconds: what a push that wakes a sleeping worker costs the front end beyond
//    one that the spinning worker takes (the system call, and the core the woken thread
//    takes from it while it looks for work); pushes of ops of unknown cost, which wake a
//    sleeper where a short kernel would be left to the spinning worker.
//  - cache_bandwidth: z = x + y again, over arrays that together take a quarter of a core's
//    L2 cache, so that they stay in it from one add to the next (cost-model bytes over
//    running time); cache_bytes, the L2's size, is the capacity of the simulator's model of
//    what the cache holds (ResidentSet). Both 0 when the L2's size is unknown.
//  - first_touch_seconds_per_byte: writing 8 MiB of pages just mapped from the system, minus
//    writing them again, per byte: the page faults and zeroing that a block new from the
//    heap costs whoever writes it first (an op's output, the buffer of to_host()). Mapped
//    as the heap maps memory: with transparent huge pages asked for where the heap asks for
//    them (heap_asks_huge_pages(), first_touch_huge_pages), which costs a fraction as much.
//  - oversubscribed_efficiency: a multi-threaded GEMM (n = 1000, all of BLAS's threads)
//    beside a single-threaded random fill: the rates both get, each over its rate alone,
//    averaged, over the share of a core that each thread would get if the cores were
//    shared out evenly (cores / threads). 1 where BLAS runs one thread or there is one core.
//  - cross_core_seconds: a cache line passing between two cores (hw::measure_cross_core_seconds),
//    probed before and after the per-op costs above (op_seconds to notify_seconds), which
//    are made of such passes: on a virtual machine the host may move the virtual CPUs
//    between a placement where that takes 50 ns and one where it takes 170 ns, and the
//    per-op costs move with it. They are taken again (twice at most) when the two probes
//    disagree, and measure_engine_costs() takes them again for a run that found the cores
//    placed otherwise.
//  - cores: the CPU's logical cores, which the simulated lanes share.
#pragma once

#include <cstdint>
#include <string>

#include "engine/sim/device_spec.h"
#include "engine/util/json.h"

namespace asynclab::hw {

struct CalibrationOptions {
    /// Small sizes (a tenth of a second or so; rough figures), for tests.
    bool quick = false;
    /// Repetitions of each measurement; the median is kept.
    int repeats = 3;
};

struct EngineCalibration {
    /// Raised when a figure comes to measure something else, so that a cached file from
    /// before is measured again (10: measures first_touch_seconds_per_byte; 11: cache_bytes
    /// is the L2's size; 12: copies of pageable memory to and from a GPU, where one is;
    /// 13: oversubscribed_efficiency, small_gemm_seconds; 14: one-row float products run on
    /// AVX2/FMA kernels where the CPU has them, which small_gemm_flops measures; 15: first
    /// touches of memory mapped with huge pages where the heap asks for them; 16: GEMMs at a
    /// second size, gemm_flops_large; 17: cross_core_seconds).
    static constexpr int kFormatVersion = 17;

    std::string cpu_model;  ///< cpu_model_name() ("" when unknown)
    int cores = 0;          ///< logical cores
    std::uint64_t mem_total_bytes = 0;
    std::string gemm_backend;
    std::string allocator;   ///< heap_allocator(): the per-op costs depend on it
    int engine_workers = 0;  ///< CPU workers of the measured engine
    bool quick = false;
    double seconds = 0;  ///< wall time of the calibration

    double gemm_flops = 0;  ///< FLOP/s
    int gemm_n = 0;
    double gemm_flops_large = 0;     ///< FLOP/s at gemm_n_large
    int gemm_n_large = 0;            ///< 2 x gemm_n
    double stream_bandwidth = 0;     ///< bytes/s
    std::uint64_t stream_bytes = 0;  ///< size of the streamed array
    double random_flops = 0;         ///< elements/s of normal() (= FLOP/s by the cost model)
    double op_seconds = 0;           ///< per op on a worker (the launch latency)
    double issue_seconds = 0;        ///< per op pushed by the front end
    double layer_issue_seconds = 0;  ///< per op pushed by a network's layers, imperatively
    double sync_seconds = 0;         ///< resuming a front end that slept in a sync
    double wake_seconds = 0;         ///< waking a sleeping worker for an op
    double dispatch_seconds = 0;     ///< a worker's bookkeeping per op, outside the op
    double handoff_seconds = 0;      ///< a sync on a tiny op when nobody sleeps
    double notify_seconds = 0;       ///< waking a sleeping worker, to the thread that wakes it
    /// A cache line passing between two cores while the per-op costs above were measured:
    /// the mean of a probe before them and one after (0: one core, or not measured).
    double cross_core_seconds = 0;
    /// Whether those two probes found the cores placed alike (hw::same_placement): the
    /// per-op costs then describe one placement. Not stored (to_json).
    bool cross_core_steady = true;
    double small_gemm_flops = 0;    ///< FLOP/s of single-threaded (skinny) GEMMs
    double small_gemm_seconds = 0;  ///< what each of them costs beyond its FLOPs
    std::uint64_t l2_bytes = 0;     ///< one core's L2 cache (0: unknown)
    std::uint64_t cache_bytes = 0;  ///< the cache the simulator models (0: none)
    double cache_bandwidth = 0;     ///< bytes/s of z = x + y within the L2 (0: not measured)
    double first_touch_seconds_per_byte = 0;  ///< writing new memory, beyond writing it again
    /// The memory of that measurement was mapped with huge pages asked for, as the heap maps
    /// its own (on this VM they made a first touch cost 0.025 ms per MiB against 0.59).
    bool first_touch_huge_pages = false;
    /// What a multi-threaded GEMM and another busy thread get of their fair shares of the
    /// cores when they share them (1: all of it).
    double oversubscribed_efficiency = 1;
    /// Bytes/s of copies between pageable host memory and the first GPU (the hardware
    /// probe's), 0 where no GPU is usable: what the simulator's host copies move at.
    double pageable_h2d_bandwidth = 0;
    double pageable_d2h_bandwidth = 0;

    /// Stable keys, with "format": "asynclab-calibration" and "version".
    json::Value to_json() const;
    /// Reads what to_json wrote; throws std::runtime_error for another format or version,
    /// a missing figure or a figure that is not positive (a corrupt or foreign file).
    static EngineCalibration from_json(const json::Value& v);
    /// Whether the figures are usable (every rate and cost positive and finite).
    bool valid() const;
    /// Whether these figures describe this process's machine as it runs now: a full (not
    /// quick) measurement of as many cores, the same CPU model, GEMM kernels
    /// (OPENBLAS_CORETYPE, another OpenBLAS) and heap allocator (a build without jemalloc,
    /// an LD_PRELOAD). A cached calibration that does not fit is measured again.
    bool fits_this_machine() const;
};

/// A measured duration less a per-op overhead measured apart from it (a tiny op's running
/// time): the work's own time. The overhead is a median of other ops and can come out as
/// large as a short op's whole duration (a loaded or many-core machine), so it takes at
/// most half of `measured`; never below 1 ns (1 ns for a duration that is not positive).
double net_of_overhead(double measured, double overhead);

/// Runs the measurements. Throws std::runtime_error when a figure comes out unusable.
EngineCalibration calibrate_engine(const CalibrationOptions& options = {});

/// Measures the per-op costs again (op_seconds, issue_seconds, layer_issue_seconds,
/// wake_seconds, sync_seconds, handoff_seconds, dispatch_seconds, notify_seconds, and
/// cross_core_seconds with cross_core_steady) on a fresh engine configured as
/// calibrate_engine() configures its own, leaving the other figures as they are: up to
/// `tries` times, until the cores stayed in one placement throughout. Returns
/// cross_core_steady. A fraction of a second each time.
bool measure_engine_costs(EngineCalibration& c, const CalibrationOptions& options = {},
                          int tries = 1);

/// The simulator's CPU spec for a calibration: kind CPU, name "this machine (<model>)",
/// every measured figure, the source saying what was measured and when.
DeviceSpec device_spec_from_calibration(const EngineCalibration& c);

/// The size in bytes of the first CPU's level-2 cache (data or unified) as Linux reports it
/// under `sysfs_cpu` (/sys/devices/system/cpu/cpu0 by default); 0 when it is not there.
std::uint64_t l2_cache_bytes(const std::string& sysfs_cpu = "/sys/devices/system/cpu/cpu0");

}  // namespace asynclab::hw
