// Hardware probe (namespace asynclab::hw): measures this machine the way section 12.4
// "Hardware" of Dive into Deep Learning describes one. Cores and caches are read from the
// OS; memory bandwidth, memory latency by working-set size, GEMM throughput, disk
// bandwidth/IOPS and (with a GPU) host<->device copy bandwidth are measured.
//
//   hw::ProbeOptions opt;
//   opt.progress = [](const std::string& step, double f) { ... };   // any thread-safe sink
//   hw::ProbeResult r = hw::run_probe(opt);                          // ~10-20 s on 2 cores
//   json::dump(r.to_json(), true);
//
// Everything runs on the calling thread (plus worker threads for the multi-threaded
// bandwidth step). The progress callback is called on the calling thread. The GEMM step
// temporarily changes the process-wide OpenBLAS thread count (cpu::set_blas_threads) and
// restores it; do not run it while other code depends on that setting.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/device.h"
#include "engine/util/json.h"

namespace asynclab {
class GpuRuntime;
}

namespace asynclab::hw {

/// Steps of the probe, as bits for ProbeOptions::steps.
enum Step : std::uint32_t {
    kStepSystem = 1u << 0,   ///< cores, CPU model, caches, MemTotal (always cheap)
    kStepLatency = 1u << 1,  ///< pointer chasing by working-set size
    kStepBandwidth = 1u << 2,
    kStepGemm = 1u << 3,
    kStepThreads = 1u << 4,  ///< mutex lock/unlock and thread wake-up round trip
    kStepDisk = 1u << 5,
    kStepGpu = 1u << 6,
    kAllSteps = 0x7fu,
};

/// std::filesystem::temp_directory_path(), or "/tmp" when that throws (bad $TMPDIR).
std::string default_temp_dir();

/// This machine's logical cores (std::thread::hardware_concurrency, at least 1).
int logical_cores();

struct ProbeOptions {
    /// Small sizes and few repetitions: the whole probe well under a second (for tests).
    /// The figures are then rough (quick buffers may fit in the last-level cache).
    bool quick = false;
    /// Folder for the temporary disk-test file (deleted before run_probe returns).
    std::string temp_dir = default_temp_dir();
    /// (step name, overall fraction done in [0, 1]); called on the probing thread.
    std::function<void(const std::string& step, double fraction)> progress;
    /// When set and it becomes true, the probe stops at the next check (between steps and
    /// inside long loops) and returns what it has, with ProbeResult::cancelled set.
    std::atomic<bool>* cancel = nullptr;
    /// Which steps to run (Step bits). Steps not run leave their figures absent.
    std::uint32_t steps = kAllSteps;
    /// GPU runtime to use for the host<->device step; nullptr = GpuRuntime::instance().
    const GpuRuntime* gpu = nullptr;
};

struct CacheLevel {
    int level = 0;
    std::string type;  ///< "Data", "Instruction", "Unified"
    std::uint64_t size_bytes = 0;
    friend bool operator==(const CacheLevel&, const CacheLevel&) = default;
};

struct LatencyPoint {
    std::uint64_t bytes = 0;  ///< working-set size
    double ns = 0;            ///< nanoseconds per dependent load
    friend bool operator==(const LatencyPoint&, const LatencyPoint&) = default;
};

/// A plateau of the latency curve: working sets from_bytes..to_bytes all load in about
/// `ns`. to_bytes is the estimated capacity of that level (the largest working set still
/// on the plateau; the next size doubled it and was slower).
struct LatencyLevel {
    std::string label;  ///< "L1", "L2", "L3", "DRAM" (matched to the OS's cache sizes), or
                        ///< "level 1", "level 2", ... when those are unknown
    std::uint64_t from_bytes = 0;
    std::uint64_t to_bytes = 0;
    double ns = 0;  ///< median latency of the plateau's points
    friend bool operator==(const LatencyLevel&, const LatencyLevel&) = default;
};

struct ProbeResult {
    bool cancelled = false;
    bool quick = false;
    double seconds = 0;               ///< wall time of the whole probe
    std::vector<std::string> errors;  ///< steps that failed, "<step>: <what>"

    // --- System (read, not measured) ---------------------------------------------------
    int cores = 0;  ///< logical cores (std::thread::hardware_concurrency)
    std::string cpu_model;
    std::vector<CacheLevel> cache_levels;  ///< cpu0's caches, when /sys is readable
    std::uint64_t mem_total_bytes = 0;     ///< MemTotal from /proc/meminfo (0 if unknown)

    // --- Memory latency (pointer chasing over a random single-cycle permutation) --------
    std::vector<LatencyPoint> latency;  ///< sizes doubling from 4 KiB
    std::vector<LatencyLevel> latency_levels;
    bool latency_huge_pages = false;  ///< madvise(MADV_HUGEPAGE) accepted for the buffer

    // --- Streaming memory bandwidth, GB/s (1e9 bytes/s), best of N ----------------------
    // STREAM-style byte counts: read = n, write = n, copy = 2n, triad a = b + s*c = 3n
    // (write-allocate traffic is not counted).
    std::optional<double> mem_bw_gbs;        ///< triad, all threads (the headline figure)
    std::optional<double> mem_bw_read_gbs;   ///< all threads
    std::optional<double> mem_bw_write_gbs;  ///< all threads
    std::optional<double> mem_bw_copy_gbs;   ///< all threads
    std::optional<double> mem_bw_read_1thread_gbs;
    std::optional<double> mem_bw_write_1thread_gbs;
    std::optional<double> mem_bw_copy_1thread_gbs;
    std::optional<double> mem_bw_triad_1thread_gbs;
    std::uint64_t mem_bw_buffer_bytes = 0;  ///< size of each array
    int mem_bw_threads = 0;

    // --- GEMM, float32 n x n, best of 3 -------------------------------------------------
    std::optional<double> gemm_gflops;  ///< default BLAS thread count
    std::optional<double> gemm_gflops_1thread;
    int gemm_n = 0;
    int gemm_threads = 0;  ///< BLAS threads of the gemm_gflops run
    std::string gemm_backend;

    // --- Threads --------------------------------------------------------------------------
    std::optional<double> mutex_lock_unlock_ns;  ///< uncontended std::mutex lock + unlock
    std::optional<double> thread_wakeup_ns;      ///< one-way handoff, half a round trip

    // --- Disk (temporary file in ProbeOptions::temp_dir) ---------------------------------
    std::optional<double> disk_seq_write_mbs;  ///< MB/s (1e6 bytes/s), incl. fdatasync
    std::optional<double> disk_seq_read_mbs;
    std::optional<double> disk_rand_read_iops;  ///< 4 KiB reads, queue depth 1
    std::string disk_method;  ///< "O_DIRECT", "buffered+fdatasync+fadvise(DONTNEED)", ...
    std::uint64_t disk_file_bytes = 0;

    // --- GPU copies (absent without a usable GPU) ----------------------------------------
    bool gpu_available = false;
    std::string gpu_absent_reason;  ///< why no figures, when !gpu_available
    std::string gpu_name;
    std::optional<double> h2d_gbs;  ///< pinned host memory
    std::optional<double> d2h_gbs;  ///< pinned host memory
    std::optional<double> h2d_pageable_gbs;
    std::optional<double> d2h_pageable_gbs;
    std::uint64_t gpu_copy_bytes = 0;

    /// Stable keys (see probe.cpp): absent figures are left out, never written as null.
    json::Value to_json() const;
    /// Reads what to_json wrote; unknown keys are ignored, missing ones stay absent.
    /// Throws json::TypeError when a present key has the wrong type.
    static ProbeResult from_json(const json::Value& v);
};

/// Runs the probe. Never throws for a failing step: the step's figures stay absent and
/// the reason goes to ProbeResult::errors. The disk-test file is removed on every path.
ProbeResult run_probe(const ProbeOptions& options = {});

/// What the probe says about this machine as a device, in the units of the simulator's
/// DeviceSpec (engine/sim), so that it can be converted later.
struct MeasuredCpu {
    std::string name;  ///< "this machine (<cpu model>)"
    DeviceType kind = DeviceType::CPU;
    double peak_flops = 0;       ///< FLOP/s: GEMM with all BLAS threads
    double mem_bandwidth = 0;    ///< bytes/s: all-thread triad bandwidth
    double memory_capacity = 0;  ///< bytes: MemTotal
    double launch_latency = 0;   ///< seconds: measured thread wake-up, else 1 us
    int cores = 0;
    std::string source;  ///< "measured by the hardware probe" (+ what was assumed)
};
MeasuredCpu device_spec_from_probe(const ProbeResult& result);

// --- Building blocks (exposed for tests) ---------------------------------------------------

/// next[i] for a random cyclic permutation of 0..n-1 that is ONE cycle through every slot
/// (Sattolo's algorithm): following next from any slot visits all n slots before it comes
/// back. n == 1 gives {0}; n == 0 gives {}.
std::vector<std::uint32_t> make_single_cycle(std::uint32_t n, std::uint64_t seed);

/// Finds the levels of a latency curve (points in increasing size). The curve is first
/// made non-decreasing (pool-adjacent-violators on log latency: a bigger working set is
/// never faster, so dips are noise); the level boundaries are then the largest steps
/// between neighbouring sizes, at most one fewer than the data/unified cache levels in
/// `caches` plus one (3 caches when unknown), and only steps of at least 1.3x. Each level's
/// ns is the median of its raw points. Labels by order: "L1", "L2", ..., then "DRAM" for a
/// level beyond the last cache; "level 1", "level 2", ... when caches is empty.
std::vector<LatencyLevel> detect_latency_levels(const std::vector<LatencyPoint>& points,
                                                const std::vector<CacheLevel>& caches);

/// cpu0's caches from a folder laid out like /sys/devices/system/cpu/cpu0/cache
/// (index*/level, type, size such as "48K"); empty when unreadable.
std::vector<CacheLevel> read_cache_levels(
    const std::string& dir = "/sys/devices/system/cpu/cpu0/cache");

/// The CPU's model from /proc/cpuinfo: the first "model name" (x86), else what ARM, RISC-V
/// and MIPS kernels give instead ("Hardware", "Processor", "cpu model", "uarch"); "" when
/// there is none.
std::string cpu_model_name();

/// A /proc/meminfo field ("MemTotal", "MemAvailable") in bytes; 0 when it is absent.
std::uint64_t meminfo_bytes(const char* key);

/// Name of the temporary files the disk test creates in temp_dir (they start with this).
inline constexpr const char* kDiskFilePrefix = "asynclab-hwprobe-";

}  // namespace asynclab::hw
