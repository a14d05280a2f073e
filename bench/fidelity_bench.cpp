#include "bench/fidelity_bench.h"

#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>

#include "engine/hardware/calibrate.h"
#include "engine/hardware/noise.h"
#include "engine/scenarios/scenario.h"
#include "engine/sim/device_spec.h"

namespace asynclab::bench {

namespace {

using namespace asynclab::scenarios;
using Sets = std::vector<std::pair<std::string, std::string>>;

/// One CPU-only scenario: its sizes (real times of a second or so) and the time metrics
/// whose sum is its total time.
struct Case {
    std::string scenario;
    Sets full, quick;
    std::vector<std::string> metrics;
};

const std::vector<Case>& cases() {
    static const std::vector<Case> list{
        {"async-matmul", {}, {{"n", "200"}, {"reps", "4"}}, {"sync_s", "total_s"}},
        {"sync-vs-async", {}, {{"reps", "2000"}}, {"sync_s", "async_s"}},
        {"barriers", {}, {{"n", "200"}}, {"waitall_s", "wait_to_read_s", "to_host_s", "item_s"}},
        {"dependency-toy", {{"repeat", "5000"}}, {{"repeat", "500"}}, {"total_s"}},
        {"hybridize-mlp", {}, {{"calls", "100"}}, {"imperative_s", "hybridized_s"}},
        {"memory-footprint",
         {{"batches", "6"}, {"print_every", "100000"}},
         {{"batches", "3"},
          {"batch_size", "64"},
          {"features", "64"},
          {"hidden1", "128"},
          {"hidden2", "64"},
          {"print_every", "100000"}},
         {"each_total_s", "none_total_s", "lag_total_s"}},
    };
    return list;
}

std::string key_of(const std::string& scenario) {
    std::string k = scenario;
    for (char& c : k)
        if (c == '-') c = '_';
    return k;
}

double total_seconds(const ScenarioResult& r, const Case& c) {
    double sum = 0;
    for (const auto& m : c.metrics) {
        auto v = r.metric(m);
        if (!v)
            throw std::runtime_error(c.scenario + " (" + run_mode_name(r.mode) + ") reported no " +
                                     m);
        sum += *v;
    }
    return sum;
}

/// Lets the machine settle before a measurement: a multi-threaded BLAS keeps its threads
/// spinning for a while after a GEMM, and they would slow whatever runs next (the
/// calibration and the real runs then see different machines).
void settle() {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
}

double run_total(const Case& c, RunMode mode, bool quick) {
    if (mode == RunMode::Real) settle();
    Sets sets = quick ? c.quick : c.full;
    if (mode == RunMode::Sim) sets.emplace_back("cpu", kThisMachineKey);
    RunContext ctx;
    ctx.mode = mode;
    const ScenarioResult r = run_scenario(c.scenario, sets, ctx);
    if (r.mode != mode) throw std::runtime_error(c.scenario + " did not run in the mode asked");
    return total_seconds(r, c);
}

/// Attempts at a real run taken with the cores placed as in the calibration, before the
/// last one counts anyway.
constexpr int kRealAttempts = 6;

/// Each repetition measures this machine afresh, then runs every scenario for real and
/// simulated in turn (the load of a shared machine drifts; interleaving keeps each ratio's
/// two runs and their calibration close in time). Medians over the repetitions.
///
/// On a virtual machine the host places the two virtual CPUs now on one physical core's
/// two hardware threads, now on cores that share no cache, and moves them every few
/// seconds: a cache line then takes 50 or 170 ns from one to the other, and every handoff
/// between the engine's threads pays a few of those. A real run and the calibration its
/// simulation uses are therefore each taken between two cross-core probes, and a pair
/// counts only when all of them agree (hw::same_placement): a real run that found another
/// placement is taken again, after the per-op costs are measured again where the host
/// settled elsewhere. How many were taken again is reported.
Measures bench_fidelity(const Options& opt) {
    const int reps = opt.reps(5, 1);
    const auto& list = cases();
    std::vector<std::vector<double>> ratio(list.size()), real(list.size()), sim(list.size());
    std::vector<double> gflops, gflops_large, gbs, op_us, issue_us, sync_us, wake_us, dispatch_us,
        handoff_us, notify_us, small_g, random_g, oversubscribed, cross_core_ns;
    int retaken = 0, unmatched = 0;
    // The per-op costs each pair was simulated with (they are taken again when the host
    // moves the cores); a repetition without pairs (--only this_machine) gives its own.
    std::size_t pairs = 0;
    auto record_costs = [&](const hw::EngineCalibration& cal) {
        op_us.push_back(cal.op_seconds * 1e6);
        issue_us.push_back(cal.issue_seconds * 1e6);
        sync_us.push_back(cal.sync_seconds * 1e6);
        wake_us.push_back(cal.wake_seconds * 1e6);
        dispatch_us.push_back(cal.dispatch_seconds * 1e6);
        handoff_us.push_back(cal.handoff_seconds * 1e6);
        notify_us.push_back(cal.notify_seconds * 1e6);
        cross_core_ns.push_back(cal.cross_core_seconds * 1e9);
        ++pairs;
    };
    for (int rep = 0; rep < reps; ++rep) {
        const std::size_t pairs_before = pairs;
        settle();
        hw::CalibrationOptions copt;
        copt.quick = opt.quick;
        hw::EngineCalibration cal = hw::calibrate_engine(copt);
        if (!cal.cross_core_steady) (void)hw::measure_engine_costs(cal, copt, kRealAttempts);
        set_this_machine_spec(hw::device_spec_from_calibration(cal));
        gflops.push_back(cal.gemm_flops / 1e9);
        gflops_large.push_back(cal.gemm_flops_large / 1e9);
        gbs.push_back(cal.stream_bandwidth / 1e9);
        random_g.push_back(cal.random_flops / 1e9);
        small_g.push_back(cal.small_gemm_flops / 1e9);
        oversubscribed.push_back(cal.oversubscribed_efficiency);
        if (opt.verbose)
            std::fprintf(stderr,
                         "fidelity rep %d calibration: GEMM %.0f GFLOP/s, stream %.1f GB/s, "
                         "normal() %.1f M elements/s, oversubscribed efficiency %.2f\n",
                         rep + 1, gflops.back(), gbs.back(), random_g.back() * 1e3,
                         oversubscribed.back());
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string key = "sim_over_real_" + key_of(list[i].scenario);
            if (!opt.wants(key) && !opt.wants("fidelity_" + key_of(list[i].scenario))) continue;
            double r = 0;
            bool matched = false;
            for (int attempt = 0; attempt < kRealAttempts && !matched; ++attempt) {
                if (attempt > 0) ++retaken;
                const double before = hw::measure_cross_core_seconds();
                r = run_total(list[i], RunMode::Real, opt.quick);
                const double after = hw::measure_cross_core_seconds();
                const bool steady = hw::same_placement(before, after);
                matched = steady && cal.cross_core_steady &&
                          hw::same_placement(before, cal.cross_core_seconds);
                if (opt.verbose)
                    std::fprintf(stderr,
                                 "fidelity rep %d %-18s real %.4f s, cores %.0f ns before, %.0f "
                                 "after, calibrated at %.0f%s\n",
                                 rep + 1, list[i].scenario.c_str(), r, before * 1e9, after * 1e9,
                                 cal.cross_core_seconds * 1e9, matched ? "" : ": taken again");
                if (!matched && steady && !hw::same_placement(before, cal.cross_core_seconds)) {
                    // The host settled elsewhere: the per-op costs of this placement.
                    if (hw::measure_engine_costs(cal, copt, kRealAttempts))
                        set_this_machine_spec(hw::device_spec_from_calibration(cal));
                }
            }
            if (!matched) ++unmatched;
            const double s = run_total(list[i], RunMode::Sim, opt.quick);
            real[i].push_back(r);
            sim[i].push_back(s);
            ratio[i].push_back(r > 0 ? s / r : 0);
            record_costs(cal);
            if (opt.verbose)
                std::fprintf(stderr, "fidelity rep %d %-18s real %.4f s sim %.4f s ratio %.3f\n",
                             rep + 1, list[i].scenario.c_str(), r, s, ratio[i].back());
        }
        if (pairs == pairs_before) record_costs(cal);
    }
    Measures out;
    const std::string note = reps_note(reps) +
                             ", each repetition calibrated afresh, each pair in one placement "
                             "of the cores";
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (ratio[i].empty()) continue;
        const std::string k = key_of(list[i].scenario);
        out.push_back(median_of(
            "sim_over_real_" + k, ratio[i],
            "simulated (this-machine) / real total time, " + note + " (goal 0.85..1.15)"));
        out.push_back(median_of("fidelity_" + k + "_real_s", real[i], "real total, " + note));
        out.push_back(median_of("fidelity_" + k + "_sim_s", sim[i], "simulated total, " + note));
    }
    out.push_back(median_of("this_machine_gemm_gflops", gflops, "GEMM through the engine"));
    out.push_back(
        median_of("this_machine_gemm_large_gflops", gflops_large, "the same at twice the size"));
    out.push_back(median_of("this_machine_stream_gbs", gbs, "z = x + y streaming"));
    out.push_back(median_of("this_machine_random_gflops", random_g, "normal() elements/s / 1e9"));
    out.push_back({"fidelity_real_runs_taken_again",
                   static_cast<double>(retaken),
                   "real runs that found the cores placed otherwise than their calibration "
                   "(or moved during the run), and were taken again",
                   {}});
    out.push_back({"fidelity_real_runs_unmatched",
                   static_cast<double>(unmatched),
                   "pairs counted after " + std::to_string(kRealAttempts) +
                       " attempts without one placement throughout",
                   {}});
    out.push_back(median_of("this_machine_cross_core_ns", cross_core_ns,
                            "a cache line passing between two cores, around the per-op costs "
                            "of each pair's calibration"));
    out.push_back(median_of("this_machine_op_us", op_us, "running a tiny op on a worker"));
    out.push_back(median_of("this_machine_issue_us", issue_us, "front end, per op issued"));
    out.push_back(median_of("this_machine_sync_us", sync_us, "front end resuming after a sync"));
    out.push_back(median_of("this_machine_wake_us", wake_us, "a sleeping worker starting an op"));
    out.push_back(median_of("this_machine_dispatch_us", dispatch_us,
                            "a worker's bookkeeping per op, outside the op"));
    out.push_back(median_of("this_machine_handoff_us", handoff_us,
                            "a sync on a tiny op with spinning threads"));
    out.push_back(median_of("this_machine_notify_us", notify_us,
                            "a push that wakes a sleeping worker, beyond one that does not"));
    out.push_back(median_of("this_machine_small_gemm_gflops", small_g, "1 x 512 x 256 GEMMs"));
    out.push_back(median_of("this_machine_oversubscribed_efficiency", oversubscribed,
                            "a multi-threaded GEMM beside another busy thread: the share of "
                            "its even share of the cores that each gets"));
    return out;
}

std::vector<std::string> fidelity_keys() {
    std::vector<std::string> keys;
    for (const Case& c : cases()) {
        const std::string k = key_of(c.scenario);
        keys.push_back("sim_over_real_" + k);
        keys.push_back("fidelity_" + k + "_real_s");
        keys.push_back("fidelity_" + k + "_sim_s");
    }
    for (const char* k :
         {"fidelity_real_runs_taken_again", "fidelity_real_runs_unmatched",
          "this_machine_cross_core_ns", "this_machine_gemm_gflops",
          "this_machine_gemm_large_gflops", "this_machine_stream_gbs", "this_machine_random_gflops",
          "this_machine_op_us", "this_machine_issue_us", "this_machine_sync_us",
          "this_machine_wake_us", "this_machine_dispatch_us", "this_machine_handoff_us",
          "this_machine_notify_us", "this_machine_small_gemm_gflops",
          "this_machine_oversubscribed_efficiency"})
        keys.emplace_back(k);
    return keys;
}

}  // namespace

std::vector<Benchmark> fidelity_benchmarks() {
    return {{"fidelity",
             "simulated on the measured this-machine CPU versus real: CPU-only scenarios",
             fidelity_keys(),
             {},
             &bench_fidelity}};
}

}  // namespace asynclab::bench
