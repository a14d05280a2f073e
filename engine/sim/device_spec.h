// Performance models of devices and links, the roofline cost model that turns an op's
// FLOPs and bytes into a duration, and presets for real parts.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/device.h"
#include "engine/profiler/events.h"

namespace asynclab {

/// A matrix product's rate at one size (DeviceSpec::gemm_curve).
struct GemmPoint {
    double flops = 0;  ///< the product's FLOPs (2 m n k)
    double rate = 0;   ///< FLOP/s
};

struct DeviceSpec {
    std::string name;
    DeviceType kind = DeviceType::GPU;
    double peak_flops = 0;       ///< FLOP/s (float32, no tensor cores)
    double mem_bandwidth = 0;    ///< bytes/s
    double memory_capacity = 0;  ///< bytes
    double launch_latency = 0;   ///< seconds added to every op (kernel launch, dispatch)
    std::string source;          ///< where the figures come from
    /// FLOP/s of the random-number fills (OpKind::Random) as the cost model counts them, one
    /// per element: a Philox round and Box-Muller make each far dearer than an add, so
    /// a measured CPU says how fast they really go. 0: peak_flops applies (the presets).
    double random_flops = 0;
    /// Host CPUs measured by calibrate_this_machine: what the front end pays to issue one
    /// op through the engine (0: not measured; scenarios then use their frontend_us).
    double issue_seconds = 0;
    /// Host CPUs measured by calibrate_this_machine: what the front end pays per op that a
    /// network's layers push when called imperatively (their bookkeeping on top of issuing;
    /// the interpreter overhead that hybridizing removes). 0: issue_seconds applies.
    double layer_issue_seconds = 0;
    /// Host CPUs measured by calibrate_this_machine: what resuming a front end that slept in
    /// a blocking sync costs once the awaited op is done (the worker waking it; with
    /// wake_seconds, t3 of section 12.2.3). 0: not modelled.
    double sync_seconds = 0;
    /// Host CPUs measured by calibrate_this_machine: how long an engine worker that sleeps
    /// (its lane idle) takes to start an op pushed to it. 0: not modelled.
    double wake_seconds = 0;
    /// Host CPUs measured by calibrate_this_machine: what a worker spends after each op
    /// outside the op's own span (completing it, granting what waited for it, freeing what it
    /// released, taking the next), while ops stream through the workers. 0: not modelled.
    double dispatch_seconds = 0;
    /// Host CPUs measured by calibrate_this_machine: what a sync costs beyond issuing and
    /// running the op when nobody sleeps (a worker spinning takes the op, the front end
    /// spinning sees it done): the hand-off between the threads through the caches and
    /// the spinners' yields. 0: not modelled.
    double handoff_seconds = 0;
    /// Host CPUs measured by calibrate_this_machine: what waking a sleeping thread (a
    /// worker, or the front end at a sync) costs the thread that wakes it (the system call,
    /// and on a busy machine the core the woken thread takes from it). The simulator
    /// charges it only when no core is free for the woken thread (SimExecutor). 0: not
    /// modelled.
    double notify_seconds = 0;
    /// CPUs: the cores that the CPU's lanes and the front end's thread share (0: each has
    /// a core of its own). An op wants one core, or every core for a GEMM large enough to be
    /// multi-threaded, a worker's bookkeeping one, the front end one unless it waits at a
    /// sync (a spinning thread leaves its core to work that needs it, and wants none:
    /// the real lanes stop a worker spinning on the front end's core); when
    /// they want more cores than there are, each runs slower in proportion.
    int cores = 0;
    /// CPUs measured by calibrate_this_machine: the share of the processor-sharing rate
    /// (each of the busy threads getting cores / threads of a core) that the running ops
    /// get when a multi-threaded GEMM is among them and the busy threads outnumber the
    /// cores. The GEMM's threads wait for each other at every block: one that loses its core
    /// to another thread holds up the rest, which spin meanwhile (measured on 2 cores: a
    /// GEMM and a random fill beside it each ran at half speed, not at two thirds: 0.75).
    /// 0: not modelled (1).
    double oversubscribed_efficiency = 0;
    /// CPUs: FLOP/s of the GEMMs too small to be multi-threaded (at most
    /// kParallelGemmFlops), a single core's rate at skinny shapes. 0: peak_flops applies.
    double small_gemm_flops = 0;
    /// CPUs measured by calibrate_this_machine: what each of those GEMMs costs beyond its
    /// FLOPs at small_gemm_flops (0: nothing).
    double small_gemm_seconds = 0;
    /// CPUs measured by calibrate_this_machine: the size of a core's cache (its L2). A
    /// simulated run tracks which arrays it holds (ResidentSet: those the ops touched most
    /// recently, up to cache_bytes): what an op reads from them, and what it writes when all
    /// it touches fits, moves at cache_bandwidth instead of mem_bandwidth and takes no share
    /// of the memory bus (a layer's weights reused call after call stay there). Ops whose
    /// arrays are unknown (a bare push) count as cached when their bytes are at most
    /// cache_bytes. 0: one level, mem_bandwidth for every op.
    double cache_bytes = 0;
    double cache_bandwidth = 0;  ///< bytes/s within the core's cache
    /// CPUs measured by calibrate_this_machine: what writing memory the first time costs
    /// beyond writing it again, per byte (the kernel's page faults and zeroing). Charged to
    /// an op whose output takes a block the engine gets from the system (not from its
    /// pool) and to the front end for the new buffer of a host copy. 0: not modeled.
    double first_touch_seconds_per_byte = 0;
    /// GPUs: FLOP/s that large float32 matrix products reach (cuBLAS's SGEMM) where it was
    /// measured: a GPU's SGEMM stays below its FP32 peak (an H100 80 GB HBM3 reaches 48.5 to
    /// 52 of its 67 TFLOP/s). A device with a gemm_curve: its last point's rate. 0:
    /// peak_flops applies.
    double gemm_flops = 0;
    /// Where it was measured, the rates of products of a few sizes, by FLOPs ascending: a
    /// product's rate grows with its size until the device's units are all busy with it (a
    /// multi-threaded GEMM does more work per thread between the threads' waits, a GPU's
    /// fills more of its SMs: cuBLAS ran n = 512 at 18 TFLOP/s on an H200, n = 1024 at 38,
    /// n = 2048 at 50). A product between two points runs at a rate interpolated on log
    /// scales of FLOPs and rate, one below the first at the first's rate, one above the
    /// last at the last's. Empty: gemm_flops (or peak_flops) for every size.
    std::vector<GemmPoint> gemm_curve{};
    /// CPUs measured by calibrate_this_machine where a GPU is usable: the rates of copies
    /// between a GPU and pageable host memory (an array's, as the engine allocates them),
    /// which CUDA stages through pinned buffers with a copy on the host, far below what
    /// the link carries from pinned memory. A simulated copy of a host array moves at the
    /// lesser of this and the link's bandwidth. 0: not measured, the link's bandwidth.
    double pageable_h2d_bandwidth = 0;
    double pageable_d2h_bandwidth = 0;
    /// Whether the figures were measured on this machine rather than taken from a data sheet.
    bool measured = false;
};

struct LinkSpec {
    std::string name;
    double bandwidth = 0;  ///< bytes/s, one direction
    double latency = 0;    ///< seconds per transfer
    std::string source;
};

/// Time to move `bytes` on `device`: at cache_bandwidth when the spec models a cache and
/// they fit in it, else at mem_bandwidth (0 when the spec has no bandwidth).
double memory_seconds(const DeviceSpec& device, double bytes);
/// Time to move `bytes` of which the share `cached` (0..1) is in the cache: that share at
/// cache_bandwidth, the rest at mem_bandwidth (all of it there when the spec models no
/// cache).
double memory_seconds(const DeviceSpec& device, double bytes, double cached);
/// The part of that time spent on the memory bus: the share not in the cache, at
/// mem_bandwidth (what the op's bus share is made of).
double bus_seconds(const DeviceSpec& device, double bytes, double cached);
/// The share of `bytes` in the cache when nothing tracks what it holds: 1 when they fit in
/// it (fits_in_cache), else 0.
double share_if_fits(const DeviceSpec& device, double bytes);
/// Whether an op moving `bytes` keeps to the core's cache on `device` (no bus traffic).
bool fits_in_cache(const DeviceSpec& device, double bytes);
/// Roofline: the larger of compute time and memory time, plus the launch latency.
double op_seconds(const DeviceSpec& device, double flops, double bytes);
/// The same for an op of `kind`: random fills compute at random_flops when the spec has it,
/// small GEMMs at small_gemm_flops and larger ones at gemm_flops when it has them, every
/// other op at peak_flops.
double op_seconds(const DeviceSpec& device, double flops, double bytes, OpKind kind);
/// The roofline time alone, without the launch latency (one kernel of a fused op).
double kernel_seconds(const DeviceSpec& device, double flops, double bytes, OpKind kind);
/// The same when the share `cached` (0..1) of the bytes is in the cache.
double kernel_seconds(const DeviceSpec& device, double flops, double bytes, OpKind kind,
                      double cached);
/// FLOP/s of a matrix product of `flops` FLOPs too large for small_gemm_flops: on the
/// device's gemm_curve where it has one, else gemm_flops, else peak_flops.
double gemm_rate(const DeviceSpec& device, double flops);
/// The cores an op of `kind` and `flops` keeps busy on a CPU with `device.cores` cores: all
/// of them for a multi-threaded GEMM, else one (always 1 when cores is 0).
int op_cores(const DeviceSpec& device, OpKind kind, double flops);
/// A transfer over a link: latency plus bytes over bandwidth.
double copy_seconds(const LinkSpec& link, double bytes);
/// A transfer between pageable host memory and a GPU over `link`: at the lesser of the
/// link's bandwidth and `pageable_bandwidth` (when positive).
double copy_seconds(const LinkSpec& link, double bytes, double pageable_bandwidth);

/// Presets by short name: "v100", "a100", "h100", "h200", "rtx2080ti", "rtx4090", "cpu-2core", and
/// "this-machine", this CPU as its source measured it (this_machine_spec). The source runs
/// once per process, on the first call that needs its figures (device_presets() or
/// device_preset("this-machine")).
std::vector<DeviceSpec> device_presets();
std::optional<DeviceSpec> device_preset(const std::string& key);
std::vector<std::string> device_preset_keys();
/// The kind of a preset without measuring anything; nullopt for an unknown key.
std::optional<DeviceType> device_preset_kind(const std::string& key);
/// Keys of the presets of one kind ("cpu-2core", "this-machine" for DeviceType::CPU).
std::vector<std::string> device_preset_keys(DeviceType kind);
inline constexpr const char* kThisMachineKey = "this-machine";

/// What gives the "this-machine" spec its figures: the simulator takes them as input, and
/// the code that measures this machine provides them (engine/hardware:
/// hw::install_this_machine(), which the scenarios, the CLI and the benchmarks call).
using ThisMachineSource = std::function<DeviceSpec()>;
/// Installs the source this_machine_spec() calls, at most once per process, when it first
/// needs the figures. Thread-safe.
void set_this_machine_source(ThisMachineSource source);
bool has_this_machine_source();
/// The "this-machine" spec: the one set_this_machine_spec() gave, else the source's
/// figures, asked for once. Throws std::logic_error when there is neither. Thread-safe;
/// later calls return the same spec.
DeviceSpec this_machine_spec();
/// Replaces the process's "this-machine" spec (a benchmark that re-measures as it goes).
void set_this_machine_spec(const DeviceSpec& spec);
/// Links by short name ("pcie3", "pcie4", "pcie5", "nvlink2", "nvlink3", "nvlink4",
/// "eth10g", "eth100g").
const std::vector<LinkSpec>& link_presets();
std::optional<LinkSpec> link_preset(const std::string& key);
std::vector<std::string> link_preset_keys();

}  // namespace asynclab
