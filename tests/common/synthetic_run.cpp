#include "tests/common/synthetic_run.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

namespace asynclab {

namespace {

struct KindChoice {
    OpKind kind;
    const char* name;
    double weight;
    double mean_us;  ///< typical duration
};

// What a CPU worker and a GPU stream typically run, with made-up but plausible durations.
const std::vector<KindChoice> kCpuKinds = {
    {OpKind::Elementwise, "add", 3, 6},
    {OpKind::Elementwise, "relu", 2, 4},
    {OpKind::Random, "random_uniform", 1.5, 12},
    {OpKind::Layout, "transpose", 2, 9},
    {OpKind::MatMul, "dot", 1.5, 60},
    {OpKind::Reduction, "sum", 1, 14},
    {OpKind::Memory, "delete_variable", 0.5, 2},
    {OpKind::Bulk, "bulk", 0.5, 0},
};
const std::vector<KindChoice> kGpuKinds = {
    {OpKind::MatMul, "gemm", 3.5, 45},     {OpKind::Elementwise, "mul", 3, 5},
    {OpKind::Reduction, "softmax", 1, 12}, {OpKind::Fused, "fused_bias_gelu", 1, 18},
    {OpKind::Layout, "concat", 1, 8},      {OpKind::Comm, "all_reduce", 0.5, 80},
};

}  // namespace

EventBatch make_synthetic_run(const SyntheticRunOptions& options) {
    std::mt19937_64 rng(options.seed);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    auto pick = [&](const std::vector<KindChoice>& kinds) -> const KindChoice& {
        double total = 0;
        for (const auto& k : kinds) total += k.weight;
        double r = uniform(rng) * total;
        for (const auto& k : kinds) {
            if ((r -= k.weight) <= 0) return k;
        }
        return kinds.back();
    };
    // Durations are log-normal around the kind's typical one (ns).
    auto duration = [&](double mean_us) {
        std::lognormal_distribution<double> d(std::log(mean_us * 1000.0), 0.5);
        return std::max<TimeNs>(200, static_cast<TimeNs>(d(rng)));
    };

    std::vector<LaneId> lanes;
    for (int w = 0; w < options.cpu_workers; ++w) {
        lanes.push_back({Device::cpu(0), LaneKind::Compute, w});
    }
    for (int g = 0; g < options.gpus; ++g) {
        lanes.push_back({Device::gpu(g), LaneKind::Compute, 0});
        lanes.push_back({Device::gpu(g), LaneKind::CopyH2D, 0});
        lanes.push_back({Device::gpu(g), LaneKind::CopyD2H, 0});
    }
    if (lanes.empty()) lanes.push_back({Device::cpu(0), LaneKind::Compute, 0});
    std::vector<TimeNs> lane_free(lanes.size(), 0);
    std::vector<double> gpu_memory(static_cast<std::size_t>(std::max(options.gpus, 0)), 256e6);

    EventBatch out;
    out.ops.reserve(options.ops);
    std::vector<OpId> recent;          // ring of recent ops, for dependencies
    std::vector<TimeNs> end_of(1, 0);  // by op id
    std::unordered_set<OpId> failed;
    std::priority_queue<TimeNs, std::vector<TimeNs>, std::greater<>> running;  // ends
    TimeNs push = 0;
    OpId next_id = 1;
    std::size_t since_sync = 0;
    std::size_t pushes = 0;

    auto queue_depth_at = [&](TimeNs t) {
        while (!running.empty() && running.top() <= t) running.pop();
        return static_cast<double>(running.size());
    };

    while (out.ops.size() < options.ops) {
        push += static_cast<TimeNs>(800 + uniform(rng) * 2500);
        // Choose a lane: GPU streams and CPU workers mostly, copies now and then.
        std::size_t lane_index =
            static_cast<std::size_t>(uniform(rng) * static_cast<double>(lanes.size()));
        lane_index = std::min(lane_index, lanes.size() - 1);
        const LaneId lane = lanes[lane_index];
        const bool copy = lane.kind != LaneKind::Compute;
        const bool gpu = lane.device.is_gpu();
        if (copy && uniform(rng) < 0.5) continue;  // copies are rarer than compute

        const KindChoice& choice =
            copy ? KindChoice{OpKind::Copy,
                              lane.kind == LaneKind::CopyH2D ? "copy_h2d" : "copy_d2h", 1, 25}
                 : pick(gpu ? kGpuKinds : kCpuKinds);
        OpEvent op;
        op.id = next_id++;
        op.name = choice.name;
        op.kind = choice.kind;
        op.lane = lane;
        op.issuer = 0;
        op.push = push;
        TimeNs ready = push + 1500;  // dispatch latency
        bool poisoned = false;
        if (!recent.empty() && uniform(rng) < 0.75) {
            const int n = uniform(rng) < 0.3 ? 2 : 1;
            for (int k = 0; k < n; ++k) {
                const OpId dep = recent[static_cast<std::size_t>(
                                            uniform(rng) * static_cast<double>(recent.size())) %
                                        recent.size()];
                if (std::find(op.waited_on.begin(), op.waited_on.end(), dep) != op.waited_on.end())
                    continue;
                op.waited_on.push_back(dep);
                ready = std::max(ready, end_of[dep]);
                poisoned = poisoned || failed.count(dep) > 0;
            }
        }
        op.start = std::max(ready, lane_free[lane_index]);
        if (poisoned) {
            // An input carried an error: the op is skipped, the error travels on.
            op.skipped = true;
            op.end = op.start;
            failed.insert(op.id);
        } else if (choice.kind == OpKind::Bulk) {
            // A bulk of small merged ops, each an inner op with parent = the bulk.
            const int inner = 3 + static_cast<int>(uniform(rng) * 5);
            TimeNs t = op.start + 300;
            std::vector<OpEvent> inners;
            for (int k = 0; k < inner && out.ops.size() + inners.size() + 1 < options.ops; ++k) {
                OpEvent in;
                in.id = next_id++;
                in.name = k % 2 ? "bulk_mul" : "bulk_add";
                in.kind = OpKind::Elementwise;
                in.lane = lane;
                in.push = push;
                in.start = t;
                in.end = t + duration(3);
                in.parent = op.id;
                in.flops = 2e5;
                in.bytes = 1.2e6;
                t = in.end + 150;
                inners.push_back(std::move(in));
            }
            op.end = t + 200;
            for (auto& in : inners) {
                end_of.resize(in.id + 1, 0);
                end_of[in.id] = in.end;
                out.ops.push_back(std::move(in));
            }
        } else {
            op.end = op.start + duration(choice.mean_us);
            const double us = static_cast<double>(op.end - op.start) / 1000.0;
            op.flops = choice.kind == OpKind::MatMul ? us * 4e9 * (gpu ? 20 : 1) / 1000 : us * 1e6;
            op.bytes = us * (copy ? 1.2e10 : 2e9) / 1e6;
            if (uniform(rng) < options.failure_rate) {
                op.failed = true;
                failed.insert(op.id);
            }
        }
        lane_free[lane_index] = op.end;
        end_of.resize(op.id + 1, 0);
        end_of[op.id] = op.end;
        running.push(op.end);
        recent.push_back(op.id);
        if (recent.size() > 24) recent.erase(recent.begin());

        if (gpu) {
            auto& mem = gpu_memory[static_cast<std::size_t>(lane.device.id)];
            // A random walk pulled back towards a working set of ~600 MB.
            mem = std::max(64e6, mem + (uniform(rng) - 0.5) * 8e6 + (600e6 - mem) * 0.002);
            if (op.id % 4 == 0)
                out.counters.push_back({CounterKind::MemoryBytes, lane.device, op.end, mem});
        }
        if (++pushes % 8 == 0) {
            out.counters.push_back(
                {CounterKind::QueueDepth, Device::cpu(0), push, queue_depth_at(push)});
        }
        out.ops.push_back(std::move(op));

        if (options.ops_per_sync > 0 && ++since_sync >= options.ops_per_sync) {
            // The front end waits for everything pushed so far.
            since_sync = 0;
            SyncEvent s;
            s.kind = uniform(rng) < 0.7 ? SyncKind::WaitAll : SyncKind::ToHost;
            s.thread = 0;
            s.begin = push + 500;
            s.end = *std::max_element(lane_free.begin(), lane_free.end()) + 2000;
            s.awaited = out.ops.back().id;
            s.where =
                s.kind == SyncKind::WaitAll ? "train.py:42 (train_step)" : "train.py:57 (log_loss)";
            s.what =
                s.kind == SyncKind::WaitAll ? "all pushed ops" : "array (1,) float32 on gpu(0)";
            // The queue drains while the front end waits.
            for (int k = 0; k < 16; ++k) {
                const TimeNs t = s.begin + (s.end - s.begin) * k / 16;
                out.counters.push_back(
                    {CounterKind::QueueDepth, Device::cpu(0), t, queue_depth_at(t)});
            }
            push = s.end;
            failed.clear();  // the error was rethrown at the wait
            out.counters.push_back(
                {CounterKind::QueueDepth, Device::cpu(0), push, queue_depth_at(push)});
            out.syncs.push_back(std::move(s));
        }
    }

    // The queue drains after the last push.
    const TimeNs last_end = *std::max_element(lane_free.begin(), lane_free.end());
    for (int k = 1; k <= 8; ++k) {
        const TimeNs t = push + (last_end - push) * k / 8;
        out.counters.push_back({CounterKind::QueueDepth, Device::cpu(0), t, queue_depth_at(t)});
    }

    std::stable_sort(out.ops.begin(), out.ops.end(),
                     [](const OpEvent& a, const OpEvent& b) { return a.end < b.end; });
    std::stable_sort(out.counters.begin(), out.counters.end(),
                     [](const CounterEvent& a, const CounterEvent& b) { return a.ts < b.ts; });
    return out;
}

}  // namespace asynclab
