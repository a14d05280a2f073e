// Sections 12.5/12.6, training on multiple GPUs: data parallelism on k GPUs (replicated
// parameters, the minibatch split across them, gradients summed by an all-reduce), its
// step time, speedup and scaling efficiency: on simulated GPUs, or in real mode on this
// machine's (as many of the k as it has).
#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/device/gpu_runtime.h"
#include "engine/nn/network_spec.h"
#include "engine/parallel/data_parallel.h"
#include "engine/scenarios/common.h"
#include "engine/sim/device_spec.h"

namespace asynclab::scenarios::detail {
namespace {

std::vector<int> parse_ks(const std::string& text) {
    std::vector<int> ks;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) ks.push_back(std::stoi(item));
    return ks;
}

/// The lane (or the front end, by how long it kept pushing) busiest during the step.
struct Busiest {
    std::string name;
    double share = 0;  ///< of the step
};

Busiest busiest_during(const EventBatch& events, const parallel::TimedStep& step) {
    // The front end: from the step's start to its last push, less where it waited (a sync
    // point inside the step, back-pressure).
    TimeNs frontend = step.pushed - step.begin;
    for (const SyncEvent& s : events.syncs) {
        const TimeNs a = std::max(s.begin, step.begin), b = std::min(s.end, step.pushed);
        if (b > a) frontend -= b - a;
    }
    const auto length = static_cast<double>(step.end - step.begin);
    Busiest out{"front end", length > 0 ? static_cast<double>(frontend) / length : 0};
    std::map<LaneId, TimeNs> busy;
    for (const OpEvent& op : events.ops) {
        if (op.parent != 0) continue;  // inside a bulk, which is counted
        const TimeNs a = std::max(op.start, step.begin), b = std::min(op.end, step.end);
        if (b > a) busy[op.lane] += b - a;
    }
    for (const auto& [lane, ns] : busy)
        if (length > 0 && static_cast<double>(ns) / length > out.share)
            out = {lane.name(), static_cast<double>(ns) / length};
    return out;
}

std::string pad(std::string s, std::size_t width) {
    if (s.size() < width) s.insert(0, width - s.size(), ' ');
    return s;
}

void multi_gpu_training(Harness& h) {
    const Params& p = h.params();
    ScenarioResult& r = h.result();
    const bool real = h.mode() == RunMode::Real;
    parallel::ScalingSetup setup;
    setup.network.batch_size = get_int(p, "batch_size");
    setup.gpu = *device_preset(get(p, "gpu"));
    setup.peer_link = *link_preset(get(p, "link"));
    setup.host_link = *link_preset(get(p, "host_link"));
    if (!real) setup.cpu = *device_preset(get(p, "cpu"));
    setup.method = *parallel::parse_method(get(p, "method"));
    setup.overlap = get_int(p, "overlap") != 0;
    setup.frontend_seconds_per_op = get_real(p, "frontend_us") * 1e-6;
    std::vector<int> ks = parse_ks(get(p, "ks"));
    const std::string method = parallel::method_name(setup.method);
    const std::string overlapped = setup.overlap ? ", overlapped with backward" : "";

    if (real) {
        // This machine's GPUs: those of the k it has.
        const GpuRuntime& gpus = GpuRuntime::instance();
        const int have = gpus.device_count();
        std::string missing;
        for (int k : ks)
            if (k > have) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
        std::erase_if(ks, [have](int k) { return k > have; });
        if (!missing.empty())
            h.note("k = " + missing + ": this machine has " + std::to_string(have) +
                   " GPU(s); sim mode runs any k");
        h.print("# data-parallel training of the MLP 2048-512-1, batch " +
                std::to_string(setup.network.batch_size) + ", on k of this machine's GPUs (" +
                gpus.devices().front().name + ", " + method + " all-reduce" + overlapped + ")");
    } else {
        h.print("# data-parallel training of the MLP 2048-512-1, batch " +
                std::to_string(setup.network.batch_size) + ", on k simulated " + setup.gpu.name +
                " GPUs (" + setup.peer_link.name + " between GPUs, " + method + " all-reduce" +
                overlapped + ")");
    }
    // Each k runs on its own engine (a simulated machine of k GPUs, or k of this machine's).
    // The timeline shows its two steps (the first warms up, the second is timed), not the
    // set-up before them. Simulated engines skip the math (timing only:
    // scaling_sim_config), which the result says.
    struct Point {
        int devices = 1;
        parallel::TimedStep step;
        double speedup = 1, efficiency = 1;
        Busiest busiest;
    };
    std::vector<Point> points;
    for (std::size_t i = 0; i < ks.size(); ++i) {
        if (h.check_cancel()) break;
        h.progress("k = " + std::to_string(ks[i]), static_cast<double>(i) / ks.size());
        auto engine =
            real ? h.real_engine(ks[i]) : h.sim_engine(parallel::scaling_sim_config(setup, ks[i]));
        Point pt;
        pt.devices = ks[i];
        pt.step = parallel::time_step(*engine, setup, ks[i], [&] { h.show_from_now(*engine); });
        pt.busiest = busiest_during(h.collect(*engine), pt.step);
        points.push_back(pt);
    }
    double base = 0;  // every ks choice starts with 1
    for (const auto& pt : points)
        if (pt.devices == 1) base = pt.step.seconds();
    for (auto& pt : points) {
        pt.speedup = base / pt.step.seconds();
        pt.efficiency = pt.speedup / pt.devices;
    }
    h.print(" k  step time (ms)  speedup  efficiency    ops  busiest during the step");
    for (const auto& pt : points) {
        h.print(pad(std::to_string(pt.devices), 2) + pad(fixed(pt.step.seconds() * 1e3, 3), 16) +
                pad(fixed(pt.speedup, 2) + "x", 9) + pad(fixed(pt.efficiency * 100, 1) + "%", 12) +
                pad(std::to_string(pt.step.ops_pushed), 7) + "  " + pt.busiest.name + " " +
                fixed(pt.busiest.share * 100, 0) + "%");
        const std::string k = std::to_string(pt.devices);
        r.set_metric("step_s_k" + k, pt.step.seconds());
        r.set_metric("scaling_efficiency_k" + k, pt.efficiency);
        r.set_metric("ops_k" + k, static_cast<double>(pt.step.ops_pushed));
    }
    if (!points.empty()) {
        h.print(
            "ops: pushed for one step (forward and backward on every GPU, the all-reduce's "
            "transfers, each ring step adding what it brings as it arrives, and the frees)" +
            std::string(real ? ""
                             : "; the front end pays frontend_us for each, except the "
                               "all-reduce's steps: like NCCL, it is one call per GPU") +
            ". busiest: the lane busy longest during the step, or the front end if it was "
            "pushing even longer: what holds the step back.");
    }
    double k2 = 0;
    for (const auto& pt : points)
        if (pt.devices == 2) k2 = pt.step.seconds();
    if (h.cancelled()) return;
    if (k2 <= 0 && real) {
        r.phenomenon.not_checked(
            {ASYNCLAB_TEXT("asynclab::Scenario", "needs two GPUs (sim mode has them)")});
        return;
    }
    if (k2 <= 0) k2 = parallel::simulated_step_seconds(setup, 2);
    r.phenomenon.set(k2 < base, base / k2,
                     {ASYNCLAB_TEXT("asynclab::Scenario",
                                    "a step on 2 GPUs took %1 ms, on 1 GPU %2 ms (%3 speedup)"),
                      {number_arg(k2 * 1e3, 3), number_arg(base * 1e3, 3), ratio_arg(base / k2)}});
}

ScenarioInfo info_multi_gpu() {
    ScenarioInfo i;
    i.simulated_cpu = false;  // the simulated GPUs and links decide the step time
    i.name = "multi-gpu-training";
    i.section = "12.5";
    i.summary = ASYNCLAB_TEXT("asynclab::Scenario",
                              "data-parallel training on 1, 2, 4, 8 GPUs: step time and scaling");
    i.needs_gpu = true;
    i.params = {
        choice_param("ks", "1,2,4,8",
                     {"1,2,4,8", "1,2", "1,2,4", "1,2,3,4", "1,8", "1,2,3,4,5,6,7,8"},
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "GPU counts (k <= 8; real mode: those this machine has)")),
        int_param("batch_size", 1024, 8, 1 << 20,
                  ASYNCLAB_TEXT("asynclab::Scenario", "minibatch rows, split across the GPUs")),
        gpu_param(),
        choice_param("link", "nvlink2", link_preset_keys(),
                     ASYNCLAB_TEXT("asynclab::Scenario", "sim: the link between GPUs")),
        choice_param(
            "host_link", "pcie3", link_preset_keys(),
            ASYNCLAB_TEXT("asynclab::Scenario", "sim: the link between the CPU and each GPU")),
        choice_param("cpu", "cpu-2core", device_preset_keys(DeviceType::CPU),
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "sim: the host CPU, whose threads launch the GPUs' ops "
                                   "(this-machine: this CPU's measured cost per op)")),
        choice_param("method", "ring", {"ring", "parameter_server"},
                     ASYNCLAB_TEXT("asynclab::Scenario", "the all-reduce")),
        int_param("overlap", 1, 0, 1,
                  ASYNCLAB_TEXT("asynclab::Scenario",
                                "1: all-reduce each layer during backward; 0: after it")),
        real_param("frontend_us", 1, 0, 1e6,
                   ASYNCLAB_TEXT("asynclab::Scenario",
                                 "sim: microseconds the front end spends issuing one op"))};
    return i;
}

}  // namespace

std::vector<const Scenario*> multi_gpu_scenarios() {
    static const FnScenario s1(info_multi_gpu(), multi_gpu_training);
    return {&s1};
}

}  // namespace asynclab::scenarios::detail
