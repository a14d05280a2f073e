#include "bench/scenario_bench.h"

#include <string>

#include "engine/scenarios/scenario.h"

namespace asynclab::bench {

namespace {

using namespace asynclab::scenarios;

double metric(const ScenarioResult& r, const char* name) {
    auto v = r.metric(name);
    if (!v) throw std::runtime_error(std::string("hybridize-mlp reported no ") + name);
    return *v;
}

/// The chapter's MLP (512-256-128-2, batch 1): 1000 forward calls imperative, hybridized,
/// and the same kernels called directly with no engine, all in each repetition.
Measures bench_hybridize_mlp(const Options& opt) {
    const int calls = opt.quick ? 50 : 1000;
    const int reps = opt.reps(5, 1);
    std::vector<double> imperative, hybridized, floor, over_floor, overhead_us;
    for (int rep = 0; rep < reps; ++rep) {
        RunContext ctx;
        ctx.mode = RunMode::Real;
        const ScenarioResult r =
            run_scenario("hybridize-mlp", {{"calls", std::to_string(calls)}}, ctx);
        const double imp = metric(r, "imperative_s"), hyb = metric(r, "hybridized_s"),
                     flo = metric(r, "floor_s");
        const double ops = metric(r, "imperative_ops_per_call") * calls;
        imperative.push_back(imp);
        hybridized.push_back(hyb);
        floor.push_back(flo);
        if (flo > 0) over_floor.push_back(hyb / flo);
        if (ops > 0) overhead_us.push_back((imp - flo) / ops * 1e6);
    }
    const std::string what = std::to_string(calls) + " forward calls of the MLP 512-256-128-2, " +
                             "batch 1, this machine, " + reps_note(reps);
    return {median_of("hybridize_mlp_imperative_s", imperative, what + ", imperative"),
            median_of("hybridize_mlp_hybridized_s", hybridized, what + ", hybridized"),
            median_of("hybridize_mlp_floor_s", floor, what + ", kernels called directly"),
            median_of("hybridize_mlp_hybridized_over_floor", over_floor,
                      "median of hybridized / floor over the repetitions (goal <= 1.10)"),
            median_of("hybridize_mlp_imperative_overhead_us_per_op", overhead_us,
                      "(imperative - floor) / ops issued imperatively")};
}

}  // namespace

std::vector<Benchmark> scenario_benchmarks() {
    return {{"hybridize_mlp",
             "the chapter's MLP: imperative vs hybridized vs kernels alone (real mode)",
             {"hybridize_mlp_imperative_s", "hybridize_mlp_hybridized_s", "hybridize_mlp_floor_s",
              "hybridize_mlp_hybridized_over_floor", "hybridize_mlp_imperative_overhead_us_per_op"},
             {},
             &bench_hybridize_mlp}};
}

}  // namespace asynclab::bench
