#include "engine/sim/device_spec.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <stdexcept>
#include <utility>

namespace asynclab {

bool fits_in_cache(const DeviceSpec& d, double bytes) {
    return d.cache_bandwidth > 0 && bytes <= d.cache_bytes;
}

double share_if_fits(const DeviceSpec& d, double bytes) {
    return fits_in_cache(d, bytes) ? 1.0 : 0.0;
}

namespace {
/// The bytes of `bytes` that move within the cache when the share `cached` is there.
double cache_part(const DeviceSpec& d, double bytes, double cached) {
    return d.cache_bandwidth > 0 ? std::clamp(cached, 0.0, 1.0) * bytes : 0.0;
}
}  // namespace

double bus_seconds(const DeviceSpec& d, double bytes, double cached) {
    const double in_memory = bytes - cache_part(d, bytes, cached);
    return in_memory > 0 && d.mem_bandwidth > 0 ? in_memory / d.mem_bandwidth : 0.0;
}

double memory_seconds(const DeviceSpec& d, double bytes, double cached) {
    const double in_cache = cache_part(d, bytes, cached);
    return (in_cache > 0 ? in_cache / d.cache_bandwidth : 0.0) + bus_seconds(d, bytes, cached);
}

double memory_seconds(const DeviceSpec& d, double bytes) {
    return memory_seconds(d, bytes, share_if_fits(d, bytes));
}

namespace {
/// The larger of compute time and memory time (no launch latency).
double roofline(const DeviceSpec& d, double peak, double flops, double bytes, double cached) {
    const double compute = peak > 0 ? flops / peak : 0;
    return std::max(compute, memory_seconds(d, bytes, cached));
}
}  // namespace

double op_seconds(const DeviceSpec& d, double flops, double bytes) {
    return roofline(d, d.peak_flops, flops, bytes, share_if_fits(d, bytes)) + d.launch_latency;
}

double gemm_rate(const DeviceSpec& d, double flops) {
    const std::vector<GemmPoint>& curve = d.gemm_curve;
    if (curve.empty()) return d.gemm_flops > 0 ? d.gemm_flops : d.peak_flops;
    if (flops <= curve.front().flops) return curve.front().rate;
    if (flops >= curve.back().flops) return curve.back().rate;
    const auto above = std::upper_bound(curve.begin(), curve.end(), flops,
                                        [](double f, const GemmPoint& p) { return f < p.flops; });
    const GemmPoint &lo = *(above - 1), &hi = *above;
    const double along = std::log(flops / lo.flops) / std::log(hi.flops / lo.flops);
    return lo.rate * std::pow(hi.rate / lo.rate, along);
}

double kernel_seconds(const DeviceSpec& d, double flops, double bytes, OpKind kind, double cached) {
    double peak = d.peak_flops;
    if (kind == OpKind::Random && d.random_flops > 0)
        peak = d.random_flops;
    else if (kind == OpKind::MatMul && d.small_gemm_flops > 0 && flops <= kParallelGemmFlops)
        return roofline(d, d.small_gemm_flops, flops, bytes, cached) + d.small_gemm_seconds;
    else if (kind == OpKind::MatMul)
        peak = gemm_rate(d, flops);
    return roofline(d, peak, flops, bytes, cached);
}

double kernel_seconds(const DeviceSpec& d, double flops, double bytes, OpKind kind) {
    return kernel_seconds(d, flops, bytes, kind, share_if_fits(d, bytes));
}

double op_seconds(const DeviceSpec& d, double flops, double bytes, OpKind kind) {
    return kernel_seconds(d, flops, bytes, kind) + d.launch_latency;
}

int op_cores(const DeviceSpec& d, OpKind kind, double flops) {
    if (d.cores <= 1) return 1;
    return kind == OpKind::MatMul && flops > kParallelGemmFlops ? d.cores : 1;
}

double copy_seconds(const LinkSpec& link, double bytes) {
    return link.latency + (link.bandwidth > 0 ? bytes / link.bandwidth : 0);
}

double copy_seconds(const LinkSpec& link, double bytes, double pageable_bandwidth) {
    LinkSpec staged = link;
    if (pageable_bandwidth > 0 && (staged.bandwidth <= 0 || pageable_bandwidth < staged.bandwidth))
        staged.bandwidth = pageable_bandwidth;
    return copy_seconds(staged, bytes);
}

namespace {

DeviceSpec with_cores(DeviceSpec d, int cores) {
    d.cores = cores;
    return d;
}

/// A device whose GEMM rates were measured by size: large products reach the last one's.
DeviceSpec with_gemm(DeviceSpec d, std::vector<GemmPoint> curve) {
    d.gemm_flops = curve.back().rate;
    d.gemm_curve = std::move(curve);
    return d;
}

constexpr double GB = 1e9, GiB = 1024.0 * 1024 * 1024, T = 1e12, us = 1e-6;

/// n x n products of n = 512, 1024, 2048 and 4096: cuBLAS 13.1's SGEMM on an H200 ran them
/// at 17.9, 37.6, 50.3 and 51.3 TFLOP/s (scripts/gpu-check.sh, asynclab-cuda-reference), the
/// last taken as the 51 that larger ones reach. The H100 SXM5 is the same GH100 chip at the
/// same clocks, whose SGEMM reached the same 48-52 at n = 4096 to 12000.
std::vector<GemmPoint> gh100_gemm_curve() {
    const auto product = [](double n) { return 2 * n * n * n; };
    return {{product(512), 17.9 * T},
            {product(1024), 37.6 * T},
            {product(2048), 50.3 * T},
            {product(4096), 51 * T}};
}

template <typename Spec>
struct Named {
    std::string key;
    Spec spec;
};
using NamedDevice = Named<DeviceSpec>;
using NamedLink = Named<LinkSpec>;

template <typename Spec>
std::vector<Spec> specs_of(const std::vector<Named<Spec>>& table) {
    std::vector<Spec> out;
    for (auto& n : table) out.push_back(n.spec);
    return out;
}

template <typename Spec>
std::optional<Spec> find_spec(const std::vector<Named<Spec>>& table, const std::string& key) {
    for (auto& n : table)
        if (n.key == key) return n.spec;
    return std::nullopt;
}

template <typename Spec>
std::vector<std::string> keys_of(const std::vector<Named<Spec>>& table) {
    std::vector<std::string> out;
    for (auto& n : table) out.push_back(n.key);
    return out;
}

const std::vector<NamedDevice>& devices() {
    // FP32 (non-tensor-core) peak and memory bandwidth from the vendors' data sheets; the
    // launch latency is the few microseconds a CUDA kernel launch costs on the host.
    static const std::vector<NamedDevice> list{
        // NVIDIA Tesla V100 SXM2 16 GB data sheet: 15.7 TFLOPS FP32, 900 GB/s HBM2.
        {"v100",
         {"NVIDIA V100 SXM2 16 GB", DeviceType::GPU, 15.7 * T, 900 * GB, 16 * GiB, 5 * us,
          "NVIDIA Tesla V100 data sheet"}},
        // NVIDIA A100 40 GB SXM data sheet: 19.5 TFLOPS FP32, 1,555 GB/s HBM2.
        {"a100",
         {"NVIDIA A100 SXM4 40 GB", DeviceType::GPU, 19.5 * T, 1555 * GB, 40 * GiB, 5 * us,
          "NVIDIA A100 Tensor Core GPU data sheet"}},
        // NVIDIA H100 SXM5 80 GB data sheet: 67 TFLOPS FP32, 3.35 TB/s HBM3. Large SGEMMs
        // reach 51 TFLOP/s: cuBLAS 13.1 measured 48.1 to 52.2 for n = 4096 to 12000 on an
        // H100 80GB HBM3 (scripts/gpu-check.sh, asynclab-cuda-reference); a kernel launch
        // cost its host 3.4 to 4.3 us there.
        {"h100",
         with_gemm({"NVIDIA H100 SXM5 80 GB", DeviceType::GPU, 67 * T, 3350 * GB, 80 * GiB, 4 * us,
                    "NVIDIA H100 Tensor Core GPU data sheet; SGEMM rates measured "
                    "with cuBLAS 13.1"},
                   gh100_gemm_curve())},
        // NVIDIA H200 SXM 141 GB data sheet: the H100's 67 TFLOPS FP32 with 4.8 TB/s of
        // HBM3e. cuBLAS 13.1 measured 48.1 to 51.4 TFLOP/s for n = 4096 to 12000 on an
        // H200 (scripts/gpu-check.sh), as on the H100; a kernel launch cost 3.7 to 5.0 us.
        {"h200",
         with_gemm({"NVIDIA H200 SXM 141 GB", DeviceType::GPU, 67 * T, 4800 * GB, 141 * GB, 4 * us,
                    "NVIDIA H200 Tensor Core GPU data sheet; SGEMM rates measured "
                    "with cuBLAS 13.1"},
                   gh100_gemm_curve())},
        // NVIDIA GeForce RTX 2080 Ti (Turing whitepaper): 13.4 TFLOPS FP32 at boost clock,
        // 616 GB/s GDDR6, 11 GB.
        {"rtx2080ti",
         {"NVIDIA GeForce RTX 2080 Ti", DeviceType::GPU, 13.4 * T, 616 * GB, 11 * GiB, 5 * us,
          "NVIDIA Turing GPU architecture whitepaper"}},
        // NVIDIA GeForce RTX 4090 (Ada whitepaper): 82.6 TFLOPS FP32, 1,008 GB/s GDDR6X, 24 GB.
        {"rtx4090",
         {"NVIDIA GeForce RTX 4090", DeviceType::GPU, 82.6 * T, 1008 * GB, 24 * GiB, 5 * us,
          "NVIDIA Ada GPU architecture whitepaper"}},
        // A modest two-core CPU: about 30 GFLOP/s float32 GEMM and 10 GB/s streaming, close to
        // what the hardware probe measures on a small cloud VM. 2 µs per op is the engine's
        // own dispatch cost on such a machine.
        {"cpu-2core",
         with_cores({"2-core CPU", DeviceType::CPU, 30 * GB, 10 * GB, 16 * GiB, 2 * us,
                     "typical 2-vCPU cloud VM, measured with asynclab's hardware probe"},
                    2)},
    };
    return list;
}

const std::vector<NamedLink>& links() {
    static const std::vector<NamedLink> list{
        // PCI-SIG: 8 GT/s x16 with 128b/130b encoding, about 15.75 GB/s per direction;
        // about 12 GB/s is what host-device copies reach in practice.
        {"pcie3", {"PCIe 3.0 x16", 12 * GB, 2 * us, "PCI Express Base Specification 3.0"}},
        // 16 GT/s x16: 31.5 GB/s per direction, about 25 GB/s in practice.
        {"pcie4", {"PCIe 4.0 x16", 25 * GB, 2 * us, "PCI Express Base Specification 4.0"}},
        // 32 GT/s x16: 63 GB/s per direction, about 50 GB/s in practice.
        {"pcie5", {"PCIe 5.0 x16", 50 * GB, 2 * us, "PCI Express Base Specification 5.0"}},
        // V100 data sheet: NVLink 300 GB/s total (6 links x 25 GB/s per direction).
        {"nvlink2", {"NVLink 2 (V100)", 150 * GB, 1 * us, "NVIDIA Tesla V100 data sheet"}},
        // A100 data sheet: NVLink 600 GB/s total (12 links x 25 GB/s per direction).
        {"nvlink3", {"NVLink 3 (A100)", 300 * GB, 1 * us, "NVIDIA A100 data sheet"}},
        // H100 and H200 SXM data sheets: NVLink 900 GB/s total.
        {"nvlink4",
         {"NVLink 4 (H100, H200)", 450 * GB, 1 * us, "NVIDIA H100 and H200 data sheets"}},
        // IEEE 802.3: 10 Gbit/s and 100 Gbit/s; latency of a datacenter round trip.
        {"eth10g", {"10 Gbit Ethernet", 1.25 * GB, 20 * us, "IEEE 802.3ae"}},
        {"eth100g", {"100 Gbit Ethernet", 12.5 * GB, 10 * us, "IEEE 802.3ba"}},
    };
    return list;
}

// --- "this-machine": the figures its source measured, kept per process -----------------

struct ThisMachine {
    std::mutex mutex;
    ThisMachineSource source;
    std::optional<DeviceSpec> spec;
};

ThisMachine& this_machine() {
    static ThisMachine m;
    return m;
}

}  // namespace

void set_this_machine_source(ThisMachineSource source) {
    ThisMachine& m = this_machine();
    std::lock_guard lock(m.mutex);
    m.source = std::move(source);
}

bool has_this_machine_source() {
    ThisMachine& m = this_machine();
    std::lock_guard lock(m.mutex);
    return static_cast<bool>(m.source);
}

DeviceSpec this_machine_spec() {
    ThisMachine& m = this_machine();
    std::lock_guard lock(m.mutex);
    if (m.spec) return *m.spec;
    if (!m.source)
        throw std::logic_error(
            "the \"this-machine\" CPU has no figures: nothing measured this machine "
            "(hw::install_this_machine() was not called)");
    m.spec = m.source();
    return *m.spec;
}

void set_this_machine_spec(const DeviceSpec& spec) {
    ThisMachine& m = this_machine();
    std::lock_guard lock(m.mutex);
    m.spec = spec;
}

std::vector<DeviceSpec> device_presets() {
    std::vector<DeviceSpec> specs = specs_of(devices());
    specs.push_back(this_machine_spec());
    return specs;
}
std::optional<DeviceSpec> device_preset(const std::string& key) {
    if (key == kThisMachineKey) return this_machine_spec();
    return find_spec(devices(), key);
}
std::vector<std::string> device_preset_keys() {
    std::vector<std::string> keys = keys_of(devices());
    keys.push_back(kThisMachineKey);
    return keys;
}
std::optional<DeviceType> device_preset_kind(const std::string& key) {
    if (key == kThisMachineKey) return DeviceType::CPU;
    if (auto spec = find_spec(devices(), key)) return spec->kind;
    return std::nullopt;
}
std::vector<std::string> device_preset_keys(DeviceType kind) {
    std::vector<std::string> out;
    for (const auto& key : device_preset_keys())
        if (device_preset_kind(key) == kind) out.push_back(key);
    return out;
}

const std::vector<LinkSpec>& link_presets() {
    static const std::vector<LinkSpec> specs = specs_of(links());
    return specs;
}
std::optional<LinkSpec> link_preset(const std::string& key) {
    return find_spec(links(), key);
}
std::vector<std::string> link_preset_keys() {
    return keys_of(links());
}

}  // namespace asynclab
