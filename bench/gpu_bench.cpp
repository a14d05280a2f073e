#include "bench/gpu_bench.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/device/gpu_runtime.h"
#include "engine/hardware/probe.h"
#include "engine/scenarios/scenario.h"
#include "engine/sim/device_spec.h"

namespace asynclab::bench {

namespace {

using Sets = std::vector<std::pair<std::string, std::string>>;

/// Whether a GPU is usable; prints why not once.
bool have_gpu() {
    const GpuRuntime& rt = GpuRuntime::instance();
    if (rt.available()) return true;
    static bool said = false;
    if (!said) std::fprintf(stderr, "gpu: skipped: %s\n", rt.unavailable_reason().c_str());
    said = true;
    return false;
}

std::string squeezed_upper(const std::string& s) {
    std::string out;
    for (char c : s)
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

/// The simulator's GPU preset for a GPU of this name ("NVIDIA H100 80GB HBM3" -> "h100"),
/// when it has one: the preset's key, without spaces and in capitals, is in the name.
std::optional<std::string> gpu_preset_for(const std::string& gpu_name) {
    const std::string name = squeezed_upper(gpu_name);
    for (const std::string& key : device_preset_keys(DeviceType::GPU))
        if (name.find(squeezed_upper(key)) != std::string::npos) return key;
    return std::nullopt;
}

/// The host link preset whose bandwidth is nearest what pinned copies reached.
std::string host_link_preset_for(double measured_bytes_per_s) {
    std::string best = "pcie3";
    double best_gap = 1e300;
    for (const char* key : {"pcie3", "pcie4", "pcie5"}) {
        const double gap = std::abs(link_preset(key)->bandwidth - measured_bytes_per_s);
        if (gap < best_gap) best = key, best_gap = gap;
    }
    return best;
}

EngineConfig gpu_engine(bool profile, bool timing) {
    EngineConfig c;
    c.profile = profile;
    c.gpu_timing = timing;
    c.max_gpus = 1;
    return c;
}

// --- GEMM through the engine ---------------------------------------------------------------

/// TFLOP/s of 10 products n x n on gpu(0) through NDArray's dot, pushed back to back then
/// waited for, as the chapter's scenarios run them (profiler and device timing on).
Measures bench_gpu_gemm(const Options& opt) {
    if (!have_gpu()) return {};
    Measures m;
    const int reps = opt.reps(7, 2);
    for (int n : opt.quick ? std::vector<int>{512} : std::vector<int>{6000, 8192, 12000}) {
        const std::string key = "gpu_gemm_engine_" + std::to_string(n) + "_tflops";
        if (!opt.wants(key)) continue;
        Engine e(gpu_engine(true, true));
        EngineScope scope(e);
        const NDArray x = NDArray::uniform({n, n}, 0, 1, {}, Device::gpu(0));
        const int per_rep = opt.quick ? 2 : 10;
        { NDArray w = dot(x, x); }  // warm-up: cuBLAS's handle and kernel choice
        e.wait_all();
        std::vector<double> tflops;
        for (int r = 0; r < reps; ++r) {
            const Stopwatch watch;
            for (int i = 0; i < per_rep; ++i) NDArray y = dot(x, x);
            e.wait_all();
            tflops.push_back(2.0 * n * double(n) * n * per_rep / watch.seconds() / 1e12);
        }
        m.push_back(median_of(
            key, tflops,
            std::to_string(per_rep) + " dot(x, x) on gpu(0) + wait_all, " + reps_note(reps)));
    }
    return m;
}

// --- cost per op ---------------------------------------------------------------------------

/// Seconds for `ops` adds of a 256-element array on gpu(0), each on the last one's result
/// (y = y + 1, as a training loop's small ops chain), pushed then waited for.
double time_gpu_chain(const EngineConfig& config, int ops) {
    Engine e(config);
    EngineScope scope(e);
    NDArray y = NDArray::ones({256}, Device::gpu(0));
    for (int i = 0; i < 200; ++i) y = y + 1.0;  // warm-up: lanes, pools, the kernel
    e.wait_all();
    const Stopwatch watch;
    for (int i = 0; i < ops; ++i) y = y + 1.0;
    e.wait_all();
    return watch.seconds();
}

/// The same adds issued to the module directly on one stream (no engine), then one
/// synchronize: what a launch costs below the engine.
double time_module_chain(int ops) {
    const GpuRuntime& rt = GpuRuntime::instance();
    const AsyncLabGpuApi* api = rt.api();
    void* stream = nullptr;
    void* x = nullptr;
    rt.check(api->stream_create(0, &stream), "stream_create");
    rt.check(api->malloc(0, 256 * sizeof(float), &x), "malloc");
    auto add = [&] {
        rt.check(api->binary_scalar(stream, ASYNCLAB_GPU_F32, ASYNCLAB_GPU_ADD, 256, x, 1.0, 0, x),
                 "binary_scalar");
    };
    for (int i = 0; i < 200; ++i) add();
    rt.check(api->stream_synchronize(stream), "stream_synchronize");
    const Stopwatch watch;
    for (int i = 0; i < ops; ++i) add();
    rt.check(api->stream_synchronize(stream), "stream_synchronize");
    const double s = watch.seconds();
    api->free(0, x);
    api->stream_destroy(stream);
    return s;
}

Measures bench_gpu_ops(const Options& opt) {
    if (!have_gpu()) return {};
    const int ops = opt.size(20'000, 500);
    const int reps = opt.reps(9, 2);
    std::vector<double> bare, profiled, timed, module, profiler_cost, timing_cost;
    for (int rep = 0; rep < reps; ++rep) {
        double t_bare = 0, t_prof = 0, t_timed = 0;
        std::vector<std::function<void()>> runs{
            [&] { t_bare = time_gpu_chain(gpu_engine(false, false), ops); },
            [&] { t_prof = time_gpu_chain(gpu_engine(true, false), ops); },
            [&] { t_timed = time_gpu_chain(gpu_engine(true, true), ops); },
            [&] { module.push_back(time_module_chain(ops) / ops * 1e6); }};
        interleaved(rep, runs);
        bare.push_back(t_bare / ops * 1e6);
        profiled.push_back(t_prof / ops * 1e6);
        timed.push_back(t_timed / ops * 1e6);
        profiler_cost.push_back((t_prof - t_bare) / ops * 1e6);
        timing_cost.push_back((t_timed - t_prof) / ops * 1e6);
    }
    const std::string what = std::to_string(ops) + " chained adds of 256 floats on gpu(0), ";
    return {median_of("gpu_op_us_per_op", bare, what + "profiler off, " + reps_note(reps)),
            median_of("gpu_op_us_per_op_profiled", profiled,
                      "same, profiler on, device timing off, " + reps_note(reps)),
            median_of("gpu_op_us_per_op_timed", timed,
                      "same, profiler on, device timing on (the scenarios' default)"),
            median_of("gpu_profiler_us_per_op", profiler_cost,
                      "profiled - off, of adjacent runs, " + reps_note(reps)),
            median_of("gpu_timing_us_per_op", timing_cost,
                      "timed - profiled, of adjacent runs, " + reps_note(reps)),
            median_of("gpu_module_launch_us", module,
                      "the same adds issued to the module on one stream, no engine")};
}

// --- copies --------------------------------------------------------------------------------

Measures bench_gpu_copies(const Options& opt) {
    if (!have_gpu()) return {};
    hw::ProbeOptions popt;
    popt.quick = opt.quick;
    popt.steps = hw::kStepGpu;
    const hw::ProbeResult r = hw::run_probe(popt);
    Measures m;
    auto add = [&](const char* key, const std::optional<double>& v, const char* note) {
        if (v) m.push_back({key, *v, note, {*v}});
    };
    add("gpu_h2d_pinned_gbs", r.h2d_gbs, "hardware probe, pinned host memory");
    add("gpu_d2h_pinned_gbs", r.d2h_gbs, "hardware probe, pinned host memory");
    add("gpu_h2d_pageable_gbs", r.h2d_pageable_gbs, "hardware probe, pageable host memory");
    add("gpu_d2h_pageable_gbs", r.d2h_pageable_gbs, "hardware probe, pageable host memory");
    return m;
}

// --- the chapter's GPU scenarios, real against their simulation ------------------------------

struct GpuCase {
    std::string scenario;
    Sets sets, quick;  ///< both modes; `quick` with --quick (a fake GPU computes on the CPU)
    std::vector<std::string> metrics;
    bool host_cpu = false;  ///< takes cpu=this-machine in sim mode
};

const std::vector<GpuCase>& gpu_cases() {
    static const std::vector<GpuCase> list{
        {"cpu-gpu-parallel",
         {},
         {{"n_cpu", "128"}, {"n_gpu", "256"}, {"reps", "2"}},
         {"cpu_s", "gpu_s", "both_s"},
         true},
        {"compute-comm-overlap",
         {},
         {{"n", "256"}, {"reps", "2"}},
         {"compute_s", "copy_s", "overlapped_s"},
         true},
        {"multi-gpu-training",
         {{"ks", "1,2"}},
         {{"ks", "1,2"}, {"batch_size", "64"}},
         {"step_s_k1"},
         true},
    };
    return list;
}

std::string key_of(std::string k) {
    std::replace(k.begin(), k.end(), '-', '_');
    return k;
}

/// Sum of the case's metrics in one run of `mode`; every metric, one by one, into `parts`.
double run_case(const GpuCase& c, scenarios::RunMode mode, const Sets& sim_sets, bool quick,
                std::vector<double>* parts) {
    Sets sets = quick ? c.quick : c.sets;
    if (mode == scenarios::RunMode::Sim) sets.insert(sets.end(), sim_sets.begin(), sim_sets.end());
    scenarios::RunContext ctx;
    ctx.mode = mode;
    const scenarios::ScenarioResult r = scenarios::run_scenario(c.scenario, sets, ctx);
    double sum = 0;
    for (const auto& name : c.metrics) {
        const auto v = r.metric(name);
        if (!v)
            throw std::runtime_error(c.scenario + " (" + scenarios::run_mode_name(mode) +
                                     ") reported no " + name);
        sum += *v;
        if (parts) parts->push_back(*v);
    }
    return sum;
}

Measures bench_gpu_fidelity(const Options& opt) {
    if (!have_gpu()) return {};
    const std::string gpu_name = GpuRuntime::instance().devices().at(0).name;
    const auto preset = gpu_preset_for(gpu_name);
    if (!preset) {
        std::fprintf(stderr, "gpu: no simulated preset for %s; fidelity skipped\n",
                     gpu_name.c_str());
        return {};
    }
    hw::ProbeOptions popt;
    popt.quick = true;
    popt.steps = hw::kStepGpu;
    const hw::ProbeResult probe = hw::run_probe(popt);
    const std::string link = host_link_preset_for(probe.h2d_gbs.value_or(0) * 1e9);
    const int reps = opt.reps(3, 1);
    Measures m;
    for (const GpuCase& c : gpu_cases()) {
        const std::string k = key_of(c.scenario);
        if (!opt.wants("gpu_sim_over_real_" + k) && !opt.wants("gpu_fidelity_" + k)) continue;
        Sets sim_sets{{"gpu", *preset},
                      {c.scenario == "multi-gpu-training" ? "host_link" : "link", link}};
        if (c.host_cpu) sim_sets.emplace_back("cpu", kThisMachineKey);
        std::vector<double> real, sim, ratio;
        std::vector<std::vector<double>> real_parts(c.metrics.size()), sim_parts(c.metrics.size());
        for (int rep = 0; rep < reps; ++rep) {
            std::vector<double> rp, sp;
            real.push_back(run_case(c, scenarios::RunMode::Real, sim_sets, opt.quick, &rp));
            sim.push_back(run_case(c, scenarios::RunMode::Sim, sim_sets, opt.quick, &sp));
            ratio.push_back(real.back() > 0 ? sim.back() / real.back() : 0);
            for (std::size_t i = 0; i < c.metrics.size(); ++i) {
                real_parts[i].push_back(rp[i]);
                sim_parts[i].push_back(sp[i]);
            }
        }
        const std::string note = reps_note(reps) + ", sim gpu=" + *preset + " link=" + link;
        m.push_back(
            median_of("gpu_sim_over_real_" + k, ratio, "simulated / real total time, " + note));
        m.push_back(median_of("gpu_fidelity_" + k + "_real_s", real, "real total, " + note));
        m.push_back(median_of("gpu_fidelity_" + k + "_sim_s", sim, "simulated total, " + note));
        for (std::size_t i = 0; i < c.metrics.size(); ++i) {
            m.push_back(median_of("gpu_fidelity_" + k + "_" + c.metrics[i] + "_real", real_parts[i],
                                  "real " + c.metrics[i]));
            m.push_back(median_of("gpu_fidelity_" + k + "_" + c.metrics[i] + "_sim", sim_parts[i],
                                  "simulated " + c.metrics[i]));
        }
    }
    return m;
}

std::vector<std::string> gemm_keys() {
    return {"gpu_gemm_engine_6000_tflops", "gpu_gemm_engine_8192_tflops",
            "gpu_gemm_engine_12000_tflops", "gpu_gemm_engine_512_tflops"};
}

std::vector<std::string> fidelity_keys() {
    std::vector<std::string> keys;
    for (const GpuCase& c : gpu_cases()) {
        const std::string k = key_of(c.scenario);
        keys.push_back("gpu_sim_over_real_" + k);
        keys.push_back("gpu_fidelity_" + k + "_real_s");
        keys.push_back("gpu_fidelity_" + k + "_sim_s");
        for (const auto& metric : c.metrics) {
            keys.push_back("gpu_fidelity_" + k + "_" + metric + "_real");
            keys.push_back("gpu_fidelity_" + k + "_" + metric + "_sim");
        }
    }
    return keys;
}

}  // namespace

std::vector<Benchmark> gpu_benchmarks() {
    return {
        {"gpu_gemm",
         "GPU: products through the engine (TFLOP/s)",
         {},
         gemm_keys(),
         &bench_gpu_gemm},
        {"gpu_op",
         "GPU: cost per small op through the engine, with and without the profiler and device "
         "timing, and through the module alone",
         {},
         {"gpu_op_us_per_op", "gpu_op_us_per_op_profiled", "gpu_op_us_per_op_timed",
          "gpu_profiler_us_per_op", "gpu_timing_us_per_op", "gpu_module_launch_us"},
         &bench_gpu_ops},
        {"gpu_copies",
         "GPU: host-device copies (hardware probe)",
         {},
         {"gpu_h2d_pinned_gbs", "gpu_d2h_pinned_gbs", "gpu_h2d_pageable_gbs",
          "gpu_d2h_pageable_gbs"},
         &bench_gpu_copies},
        {"gpu_fidelity",
         "GPU: the chapter's GPU scenarios real against simulated on the GPU's preset",
         {},
         fidelity_keys(),
         &bench_gpu_fidelity},
    };
}

}  // namespace asynclab::bench
