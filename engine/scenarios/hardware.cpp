// Section 12.4, hardware: what this machine (real mode, the hardware probe) or the
// simulated machine (sim mode, its presets) can do, and what that means for ops.
#include <string>

#include "engine/hardware/probe.h"
#include "engine/scenarios/common.h"
#include "engine/sim/device_spec.h"

namespace asynclab::scenarios::detail {
namespace {

void set_optional(ScenarioResult& r, const char* name, const std::optional<double>& v) {
    if (v) r.set_metric(name, *v);
}

void hardware_probe(Harness& h) {
    ScenarioResult& r = h.result();
    if (h.mode() == RunMode::Real) {
        hw::ProbeOptions options;
        options.quick = get(h.params(), "quick") == "1";
        options.progress = [&h](const std::string& step, double f) { h.progress(step, f); };
        options.cancel = nullptr;
        hw::ProbeResult p = hw::run_probe(options);
        r.set_metric("cores", p.cores);
        set_optional(r, "mem_bw_gbs", p.mem_bw_gbs);
        set_optional(r, "mem_bw_1thread_gbs", p.mem_bw_triad_1thread_gbs);
        set_optional(r, "gemm_gflops", p.gemm_gflops);
        set_optional(r, "gemm_gflops_1thread", p.gemm_gflops_1thread);
        if (!p.latency_levels.empty()) {
            r.set_metric("latency_first_ns", p.latency_levels.front().ns);
            r.set_metric("latency_last_ns", p.latency_levels.back().ns);
        }
        set_optional(r, "disk_seq_read_mbs", p.disk_seq_read_mbs);
        set_optional(r, "h2d_gbs", p.h2d_gbs);
        set_optional(r, "d2h_gbs", p.d2h_gbs);
        h.print("CPU: " + p.cpu_model + ", " + std::to_string(p.cores) + " logical cores" +
                (options.quick ? " (quick probe: rough figures)" : ""));
        for (const auto& level : p.latency_levels)
            h.print("  " + level.label + ": up to " + std::to_string(level.to_bytes / 1024) +
                    " KiB, " + fixed(level.ns, 1) + " ns per dependent load");
        if (p.mem_bw_gbs) h.print("memory bandwidth: " + fixed(*p.mem_bw_gbs, 1) + " GB/s");
        if (p.gemm_gflops) h.print("GEMM: " + fixed(*p.gemm_gflops, 1) + " GFLOP/s");
        if (p.gpu_available)
            h.print("GPU " + p.gpu_name + ": host to device " + fixed(p.h2d_gbs.value_or(0), 1) +
                    " GB/s");
        else
            h.print("GPU: none (" + p.gpu_absent_reason + ")");
        for (const auto& err : p.errors) h.note("probe step failed: " + err);
    } else {
        const DeviceSpec cpu = h.cpu_spec();
        const DeviceSpec gpu = *device_preset(get(h.params(), "gpu"));
        const LinkSpec link = *link_preset(get(h.params(), "link"));
        r.set_metric("mem_bw_gbs", cpu.mem_bandwidth / 1e9);
        r.set_metric("gemm_gflops", cpu.peak_flops / 1e9);
        r.set_metric("launch_us", cpu.launch_latency * 1e6);
        r.set_metric("gpu_gflops", gpu.peak_flops / 1e9);
        r.set_metric("gpu_mem_bw_gbs", gpu.mem_bandwidth / 1e9);
        r.set_metric("link_gbs", link.bandwidth / 1e9);
        h.print("simulated CPU " + cpu.name + ": " + fixed(cpu.peak_flops / 1e9, 1) + " GFLOP/s, " +
                fixed(cpu.mem_bandwidth / 1e9, 1) + " GB/s memory, " +
                fixed(cpu.launch_latency * 1e6, 1) + " us per op");
        h.print("simulated GPU " + gpu.name + ": " + fixed(gpu.peak_flops / 1e12, 1) +
                " TFLOP/s, " + fixed(gpu.mem_bandwidth / 1e9, 0) + " GB/s memory");
        h.print("link " + link.name + ": " + fixed(link.bandwidth / 1e9, 1) + " GB/s, " +
                fixed(link.latency * 1e6, 1) + " us latency");
    }
    auto flops = r.metric("gemm_gflops"), bw = r.metric("mem_bw_gbs");
    if (!flops || !bw || *bw <= 0) {
        r.phenomenon.not_checked(
            {ASYNCLAB_TEXT("asynclab::Scenario", "GEMM or memory bandwidth figure missing")});
        return;
    }
    // FLOPs the CPU can do in the time it streams one float32 from memory.
    const double ratio = *flops / (*bw / 4);
    r.phenomenon.set(ratio > 1, ratio,
                     {ASYNCLAB_TEXT("asynclab::Scenario",
                                    "the CPU does %1 FLOPs in the time it reads one float32 from "
                                    "memory, so an op needs that many FLOPs per value read to "
                                    "be compute-bound"),
                      {number_arg(ratio, 1)}});
}

ScenarioInfo info_probe() {
    ScenarioInfo i;
    i.name = "hardware-probe";
    i.section = "12.4";
    i.summary = ASYNCLAB_TEXT(
        "asynclab::Scenario",
        "measure caches, memory bandwidth, GEMM and copies (sim: the presets' figures)");
    i.params = {
        choice_param("quick", "0", {"0", "1"},
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "real: 1 for a probe well under a second (rough figures)")),
        gpu_param(), link_param()};
    return i;
}

}  // namespace

std::vector<const Scenario*> hardware_scenarios() {
    static const FnScenario s1(info_probe(), hardware_probe);
    return {&s1};
}

}  // namespace asynclab::scenarios::detail
