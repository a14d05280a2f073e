// Section 12.3, automatic parallelism: the engine runs work on the CPU and the GPU at
// once, and overlaps GPU computation with copies to the CPU.
#include <algorithm>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/scenarios/common.h"

namespace asynclab::scenarios::detail {
namespace {

/// The chapter's run(x): `reps` products x.dot(x), none depending on another.
std::vector<NDArray> run_products(const NDArray& x, int reps) {
    std::vector<NDArray> out;
    for (int i = 0; i < reps; ++i) out.push_back(dot(x, x));
    return out;
}

std::vector<NDArray> copy_to_cpu(const std::vector<NDArray>& xs) {
    std::vector<NDArray> out;
    for (const NDArray& x : xs) out.push_back(x.copy_to(Device::cpu()));
    return out;
}

void cpu_gpu_parallel(Harness& h) {
    const auto n_cpu = get_int(h.params(), "n_cpu");
    const auto n_gpu = get_int(h.params(), "n_gpu");
    const auto reps = static_cast<int>(get_int(h.params(), "reps"));
    auto e = h.engine(1, h.mode() == RunMode::Sim);
    EngineScope scope(*e);
    NDArray x_cpu = NDArray::uniform({n_cpu, n_cpu});
    NDArray x_gpu = NDArray::uniform({n_gpu, n_gpu}, 0, 1, {}, Device::gpu(0));
    h.progress("warm-up", 0.05);
    run_products(x_cpu, reps);  // warm up both devices
    run_products(x_gpu, reps);
    e->wait_all();
    ScenarioResult& r = h.result();
    auto bench = [&](const char* variant, const char* label, const char* metric, bool cpu, bool gpu,
                     double fraction) {
        if (!wants(h.params(), variant) || h.check_cancel()) return;
        h.progress(label, fraction);
        const double t0 = h.now(*e);
        if (cpu) run_products(x_cpu, reps);
        if (gpu) run_products(x_gpu, reps);
        e->wait_all();
        const double s = h.now(*e) - t0;
        h.print_time(label, s);
        r.set_metric(metric, s);
    };
    bench("cpu", "CPU time", "cpu_s", true, false, 0.2);
    bench("gpu", "GPU time", "gpu_s", false, true, 0.5);
    bench("both", "CPU & GPU", "both_s", true, true, 0.7);
    h.collect(*e);
    auto c = r.metric("cpu_s"), g = r.metric("gpu_s"), b = r.metric("both_s");
    if (!c || !g || !b) {
        r.phenomenon.not_checked(
            {ASYNCLAB_TEXT("asynclab::Scenario", "needs the cpu, gpu and both variants")});
        return;
    }
    const double ratio = (*c + *g) / std::max(1e-12, *b);
    r.phenomenon.set(
        ratio >= 1.1, ratio,
        {ASYNCLAB_TEXT("asynclab::Scenario",
                       "both devices together took %1 sec, the sum of their parts %2 sec "
                       "(%3)"),
         {number_arg(*b, 4), number_arg(*c + *g, 4), ratio_arg(ratio)}});
}

void compute_comm_overlap(Harness& h) {
    const auto n = get_int(h.params(), "n");
    const auto reps = static_cast<int>(get_int(h.params(), "reps"));
    auto e = h.engine(1, h.mode() == RunMode::Sim);
    EngineScope scope(*e);
    NDArray x_gpu = NDArray::uniform({n, n}, 0, 1, {}, Device::gpu(0));
    // Warm up what the timed phases use: the GPU's products, and host memory for the
    // copies. A copy into host memory never written before pays the kernel's first touch
    // of every page (10x the copy itself on an H100 host: 144 MB in 0.08 to 0.16 s against
    // 0.01 s), which only the first phase to copy would pay. So every copy's block is
    // written once: all `reps` copies held at once (a copy dropped as soon as it is done
    // hands its block to the next, and only two would be warmed), then dropped together
    // into the engine's pool, which gives them to the timed phases.
    h.progress("warm-up", 0.02);
    {
        const std::vector<NDArray> warm = copy_to_cpu(run_products(x_gpu, reps));
        e->wait_all();
    }
    e->wait_all();
    ScenarioResult& r = h.result();
    std::vector<NDArray> y;
    if (wants(h.params(), "compute") || wants(h.params(), "copy")) {
        h.progress("Run on GPU", 0.1);
        const double t0 = h.now(*e);
        y = run_products(x_gpu, reps);
        e->wait_all();
        const double s = h.now(*e) - t0;
        if (wants(h.params(), "compute")) {
            h.print_time("Run on GPU", s);
            r.set_metric("compute_s", s);
        }
    }
    if (wants(h.params(), "copy") && !h.check_cancel()) {
        h.progress("Copy to CPU", 0.4);
        const double t0 = h.now(*e);
        auto y_cpu = copy_to_cpu(y);
        e->wait_all();
        const double s = h.now(*e) - t0;
        h.print_time("Copy to CPU", s);
        r.set_metric("copy_s", s);
    }
    y.clear();
    if (wants(h.params(), "overlapped") && !h.check_cancel()) {
        h.progress("Run on GPU and copy to CPU", 0.7);
        const double t0 = h.now(*e);
        auto y2 = run_products(x_gpu, reps);
        auto y_cpu = copy_to_cpu(y2);
        e->wait_all();
        const double s = h.now(*e) - t0;
        h.print_time("Run on GPU and copy to CPU", s);
        r.set_metric("overlapped_s", s);
    }
    e->wait_all();
    h.collect(*e);
    auto c = r.metric("compute_s"), k = r.metric("copy_s"), o = r.metric("overlapped_s");
    if (!c || !k || !o) {
        r.phenomenon.not_checked({ASYNCLAB_TEXT(
            "asynclab::Scenario", "needs the compute, copy and overlapped variants")});
        return;
    }
    const double ratio = (*c + *k) / std::max(1e-12, *o);
    r.phenomenon.set(ratio >= 1.1, ratio,
                     {ASYNCLAB_TEXT("asynclab::Scenario",
                                    "computing and copying together took %1 sec, the sum of their "
                                    "parts %2 sec (%3): copies overlap the products"),
                      {number_arg(*o, 4), number_arg(*c + *k, 4), ratio_arg(ratio)}});
}

ScenarioInfo info_cpu_gpu() {
    ScenarioInfo i;
    i.name = "cpu-gpu-parallel";
    i.section = "12.3.1";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "10 matrix products on the CPU and 10 on the GPU, apart and together");
    i.needs_gpu = true;
    i.params = {
        int_param("n_cpu", 2000, 1, 50000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "CPU matrix size (the chapter's 2000)")),
        int_param("n_gpu", 12000, 1, 50000,
                  ASYNCLAB_TEXT("asynclab::Scenario",
                                "GPU matrix size (the chapter: 6000, or 2000 on a small card; "
                                "12000 gives a simulated v100 about half the CPU's time)")),
        int_param("reps", 10, 1, 100000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "products per device")),
        variant_param({"cpu", "gpu", "both"}),
        gpu_param(),
        link_param(),
        frontend_param()};
    return i;
}

ScenarioInfo info_overlap() {
    ScenarioInfo i;
    i.name = "compute-comm-overlap";
    i.section = "12.3.2";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "10 GPU matrix products copied back to the CPU, apart and overlapped");
    i.needs_gpu = true;
    i.params = {
        int_param("n", 6000, 1, 50000, ASYNCLAB_TEXT("asynclab::Scenario", "GPU matrix size")),
        int_param("reps", 10, 1, 100000, ASYNCLAB_TEXT("asynclab::Scenario", "products")),
        variant_param({"compute", "copy", "overlapped"}),
        gpu_param(),
        link_param(),
        frontend_param()};
    return i;
}

}  // namespace

std::vector<const Scenario*> parallel_scenarios() {
    static const FnScenario s1(info_cpu_gpu(), cpu_gpu_parallel);
    static const FnScenario s2(info_overlap(), compute_comm_overlap);
    return {&s1, &s2};
}

}  // namespace asynclab::scenarios::detail
