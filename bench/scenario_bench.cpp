#include "bench/scenario_bench.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/kernels/cpu_kernels.h"
#include "engine/nn/blocks.h"
#include "engine/nn/network_spec.h"

namespace asynclab::bench {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// One Dense layer as the floor sees it: the parameters' own storage (same memory, same
/// alignment as the engine paths use).
struct FloorLayer {
    std::int64_t in = 0, out = 0;
    const float* w = nullptr;
    const float* b = nullptr;
    std::optional<cpu::UnaryOp> act;
};

std::optional<cpu::UnaryOp> unary_of(std::optional<nn::ActKind> act) {
    if (!act) return std::nullopt;
    switch (*act) {
        case nn::ActKind::Relu: return cpu::UnaryOp::Relu;
        case nn::ActKind::Sigmoid: return cpu::UnaryOp::Sigmoid;
        case nn::ActKind::Tanh: return cpu::UnaryOp::Tanh;
    }
    return std::nullopt;
}

/// The chapter's MLP (512-256-128-2, batch 1): `calls` forward calls imperative, hybridized,
/// and the floor, i.e. the kernels the compiled graph runs for each layer (GEMM, then bias +
/// activation) called directly in a loop, with no engine. The three variants run in a
/// rotating order in every repetition; the ratio is taken per repetition.
///
/// The floor's loop runs on an engine worker, timed inside one op that holds all its calls,
/// as the compiled graph's calls run on a worker: a virtual machine's cores can run the
/// same loop at different speeds at the same moment (on a 2-core virtual machine, 10.5
/// against 8.2 ms for 1000 calls, pinned to each core in turn), so a floor
/// timed on the front end's core would compare two cores, not the engine with no engine.
Measures bench_hybridize_mlp(const Options& opt) {
    const int calls = opt.quick ? 50 : 1000;
    const int reps = opt.reps(9, 1);
    Engine engine;  // the default configuration (profiler on), as the app runs it
    EngineScope scope(engine);
    NDArray::set_random_seed(42);
    nn::BlockPtr net = nn::build(nn::preset_chapter_mlp());
    net->initialize();
    const NDArray x = NDArray::normal({1, 512});
    net->hybridize(false);
    (*net)(nn::Variable(x)).data().wait_to_read();  // deferred initialization
    engine.wait_all();

    std::vector<FloorLayer> layers;
    for (const auto& child : net->children()) {
        auto* d = dynamic_cast<nn::Dense*>(child.get());
        if (!d)
            throw std::runtime_error(
                "hybridize_mlp: the chapter's MLP should hold Dense layers only");
        FloorLayer l;
        l.in = d->in_units();
        l.out = d->units();
        l.w = static_cast<const float*>(d->weight().data().data());
        l.b = d->bias() ? static_cast<const float*>(d->bias()->data().data()) : nullptr;
        l.act = unary_of(d->activation());
        layers.push_back(l);
    }
    const auto* x0 = static_cast<const float*>(x.data());
    std::vector<std::vector<float>> bufs;
    for (const FloorLayer& l : layers) bufs.emplace_back(static_cast<std::size_t>(l.out));
    auto floor_forward = [&] {
        const float* cur = x0;
        for (std::size_t k = 0; k < layers.size(); ++k) {
            const FloorLayer& l = layers[k];
            float* y = bufs[k].data();
            cpu::gemm(false, true, 1, l.out, l.in, 1.0f, cur, l.in, l.w, l.in, 0.0f, y, l.out);
            cpu::bias_activation(y, l.b, 1, l.out, l.act);
            cur = y;
        }
    };

    // Each variant warms up untimed first (hybridizing compiles on that call).
    double t_imp = 0, t_hyb = 0, t_floor = 0;
    OpId imp_ops = 0;
    std::vector<double> hyb_out;
    auto run_engine = [&](bool hybrid, double& seconds) {
        net->hybridize(hybrid);
        const NDArray warm = (*net)(nn::Variable(x)).data();
        if (hybrid) hyb_out = warm.to_host();
        engine.wait_all();
        const OpId before = engine.ops_pushed();
        const auto t0 = Clock::now();
        for (int i = 0; i < calls; ++i) (*net)(nn::Variable(x));
        engine.wait_all();
        seconds = seconds_since(t0);
        if (!hybrid) imp_ops = engine.ops_pushed() - before;
    };
    auto run_floor = [&] {
        // On a worker, timed inside one op (see above).
        engine.push(
            [&](RunContext&) {
                floor_forward();
                const auto t0 = Clock::now();
                for (int i = 0; i < calls; ++i) floor_forward();
                t_floor = seconds_since(t0);
            },
            {}, {}, Device::cpu(), LaneKind::Compute, "floor");
        engine.wait_all();
    };
    std::vector<std::function<void()>> runs{[&] { run_engine(false, t_imp); },
                                            [&] { run_engine(true, t_hyb); }, run_floor};
    std::vector<double> imperative, hybridized, floor, over_floor, overhead_us;
    // The hybridized calls hand an op to a worker at every call, the floor does not: the
    // ratio moves with the placement of the cores (PlacedReps), probed around each
    // repetition's three runs.
    PlacedReps placed;
    for (int rep = 0; rep < reps; ++rep) {
        placed.add([&] {
            interleaved(rep, runs);
            return t_floor > 0 ? t_hyb / t_floor : 0.0;
        });
        imperative.push_back(t_imp);
        hybridized.push_back(t_hyb);
        floor.push_back(t_floor);
        if (t_floor > 0) over_floor.push_back(t_hyb / t_floor);
        if (imp_ops > 0)
            overhead_us.push_back((t_imp - t_floor) / static_cast<double>(imp_ops) * 1e6);
    }
    // The floor computes what the compiled graph computes.
    const std::vector<float>& last = bufs.back();
    for (std::size_t j = 0; j < last.size(); ++j) {
        const double want = hyb_out.at(j), got = last[j];
        if (std::abs(got - want) > 1e-5 * std::max(1.0, std::abs(want)))
            throw std::runtime_error("hybridize_mlp: the floor's output " + std::to_string(got) +
                                     " differs from the hybridized " + std::to_string(want));
    }
    net->hybridize(false);
    engine.wait_all();

    const std::string what = std::to_string(calls) + " forward calls of the MLP 512-256-128-2, " +
                             "batch 1, this machine, " + reps_note(reps) +
                             " (variants interleaved)";
    Measures m{median_of("hybridize_mlp_imperative_s", imperative, what + ", imperative"),
               median_of("hybridize_mlp_hybridized_s", hybridized, what + ", hybridized"),
               median_of("hybridize_mlp_floor_s", floor,
                         what + ", kernels called directly (GEMM + bias/activation, no engine; the "
                                "loop timed inside one op, on a worker)"),
               median_of("hybridize_mlp_hybridized_over_floor", over_floor,
                         "median of hybridized / floor within each repetition (goal <= 1.10)"),
               median_of("hybridize_mlp_imperative_overhead_us_per_op", overhead_us,
                         "(imperative - floor) / ops issued imperatively")};
    add_placement_measures(m, "hybridize_mlp_hybridized_over_floor", "hybridize_mlp", placed, 1.0);
    return m;
}

}  // namespace

std::vector<Benchmark> scenario_benchmarks() {
    return {{"hybridize_mlp",
             "the chapter's MLP: imperative vs hybridized vs kernels alone (real mode)",
             {"hybridize_mlp_imperative_s", "hybridize_mlp_hybridized_s", "hybridize_mlp_floor_s",
              "hybridize_mlp_hybridized_over_floor", "hybridize_mlp_imperative_overhead_us_per_op",
              "hybridize_mlp_hybridized_over_floor_closest_cores", "hybridize_mlp_cross_core_ns"},
             {},
             &bench_hybridize_mlp}};
}

}  // namespace asynclab::bench
