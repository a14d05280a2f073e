// Section 12.2, asynchronous computation: the front end returns before the work is done,
// dependencies, barriers and blockers, synchronous versus asynchronous issue, and what
// dropping the barrier of a training loop does to memory.
#include <algorithm>
#include <deque>
#include <memory>

#include "engine/array/ndarray.h"
#include "engine/memory/storage.h"
#include "engine/nn/autograd.h"
#include "engine/nn/blocks.h"
#include "engine/nn/loss.h"
#include "engine/nn/trainer.h"
#include "engine/scenarios/common.h"

namespace asynclab::scenarios::detail {
namespace {

// --- 12.2.1: numpy (synchronous) versus mxnet.np (asynchronous) ---------------------------

void async_matmul(Harness& h) {
    const auto n = get_int(h.params(), "n");
    const auto reps = static_cast<int>(get_int(h.params(), "reps"));
    const bool timing_only = h.mode() == RunMode::Sim;
    auto loop = [&] {
        for (int i = 0; i < reps; ++i) {
            NDArray a = NDArray::normal({n, n});
            NDArray b = dot(a, a);
        }
    };
    ScenarioResult& r = h.result();
    if (wants(h.params(), "sync")) {
        h.progress("synchronous engine (numpy)", 0.1);
        auto e = h.engine(0, timing_only, EngineMode::Synchronous);
        EngineScope scope(*e);
        const double t0 = h.now(*e);
        loop();
        const double sync_s = h.now(*e) - t0;
        e->wait_all();
        h.collect(*e);
        h.print("# numpy: the same loop on the engine in synchronous mode");
        h.print_time("numpy", sync_s);
        r.set_metric("sync_s", sync_s);
    }
    if (h.check_cancel()) return;
    if (wants(h.params(), "async")) {
        h.progress("asynchronous engine (mxnet.np)", 0.5);
        auto e = h.engine(0, timing_only);
        EngineScope scope(*e);
        const double t0 = h.now(*e);
        loop();
        const double issue_s = h.now(*e) - t0;
        h.print_time("mxnet.np", issue_s);
        e->wait_all();
        const double total_s = h.now(*e) - t0;
        h.print_time("Done", total_s);
        h.collect(*e);
        r.set_metric("issue_s", issue_s);
        r.set_metric("total_s", total_s);
        const double ratio = issue_s > 0 ? total_s / issue_s : 1e9;
        r.phenomenon.set(
            issue_s <= total_s / 10, ratio,
            {ASYNCLAB_TEXT("asynclab::Scenario",
                           "the front end got control back after %1 sec, %2 sooner than the "
                           "work finished (%3 sec)"),
             {number_arg(issue_s, 4), ratio_arg(ratio), number_arg(total_s, 4)}});
    } else {
        r.phenomenon.not_checked({ASYNCLAB_TEXT("asynclab::Scenario", "needs the async variant")});
    }
}

// --- 12.2.1: the dependency toy z = x * y + 2 --------------------------------------------

void dependency_toy(Harness& h) {
    const auto repeat = static_cast<int>(get_int(h.params(), "repeat"));
    auto e = h.engine(0, false);
    EngineScope scope(*e);
    const double t0 = h.now(*e);
    NDArray x = NDArray::ones({1, 2});
    NDArray y = NDArray::ones({1, 2});
    NDArray z = x * y + 2;
    const OpId issued = e->ops_pushed();
    const std::string text = z.to_string();
    int done = 1;
    for (; done < repeat && !h.cancelled(); ++done) {  // the same program again, for timing
        NDArray x2 = NDArray::ones({1, 2});
        NDArray y2 = NDArray::ones({1, 2});
        NDArray z2 = x2 * y2 + 2;
        (void)z2.to_string();
    }
    const double total_s = h.now(*e) - t0;
    h.print(text);
    if (repeat > 1)
        h.print("# the program ran " + std::to_string(done) + " times in " + fixed(total_s, 4) +
                " sec");
    e->wait_all();
    const EventBatch b = h.collect(*e);
    h.print("# what the engine ran (op <- the ops it waited for):");
    for (const OpEvent& op : b.ops) {
        if (op.id > issued) continue;  // later repetitions are the same program
        std::string line = "#   " + std::to_string(op.id) + " " + op.name + " on " + op.lane.name();
        if (!op.waited_on.empty()) {
            line += " <-";
            for (OpId w : op.waited_on) line += " " + std::to_string(w);
        }
        h.print(line);
    }
    std::size_t blocking = 0;
    for (const SyncEvent& s : b.syncs)
        if (s.kind != SyncKind::WaitAll && (s.awaited == 0 || s.awaited <= issued)) ++blocking;
    const std::vector<double> values = z.to_host();
    const bool correct = values.size() == 2 && values[0] == 3.0 && values[1] == 3.0;
    ScenarioResult& r = h.result();
    r.set_metric("ops", static_cast<double>(issued));
    r.set_metric("syncs", static_cast<double>(blocking));
    r.set_metric("total_s", total_s);
    const std::vector<Message::Arg> counts{count_arg(static_cast<long long>(issued)),
                                           count_arg(static_cast<long long>(blocking))};
    r.phenomenon.set(
        correct && blocking == 1, static_cast<double>(issued) / std::max<std::size_t>(1, blocking),
        correct ? Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                        "%1 ops were queued without waiting; the front end "
                                        "blocked %2 time(s), only to print z"),
                          counts}
                : Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                        "%1 ops were queued without waiting; the front end "
                                        "blocked %2 time(s), and z came out wrong"),
                          counts});
}

// --- 12.2.2: barriers and blockers ----------------------------------------------------------

void barriers(Harness& h) {
    const auto n = get_int(h.params(), "n");
    auto e = h.engine(0, h.mode() == RunMode::Sim);
    EngineScope scope(*e);
    NDArray a = NDArray::normal({n, n});
    a.wait_to_read();
    {
        // A warm-up, as the chapter warms its devices up before it measures: the first
        // product allocates (and first touches) the output block every later one reuses,
        // and wakes the BLAS threads; without it the first variant measured paid for both
        // (waitall took 1.3-1.5x wait_to_read's time in real runs).
        NDArray warm = dot(a, a);
        warm.wait_to_read();
    }
    ScenarioResult& r = h.result();
    struct V {
        const char* name;
        const char* label;
        const char* metric;
    };
    const V variants[] = {{"waitall", "waitall", "waitall_s"},
                          {"wait_to_read", "wait_to_read", "wait_to_read_s"},
                          {"to_host", "numpy conversion", "to_host_s"},
                          {"item", "scalar conversion", "item_s"}};
    // Each variant `reps` times, one of each per round with the first one rotated, so that
    // a busy moment of a shared machine does not land on one variant only; the best time of
    // each is reported, as timeit does: other work on the machine only ever adds time, and
    // on a shared 2-core machine a median of three still came out 1.4x apart for variants
    // that take the same time (one run in three), where the best of five did not.
    const auto reps = static_cast<int>(get_int(h.params(), "reps"));
    std::vector<const V*> chosen;
    for (const V& v : variants)
        if (wants(h.params(), v.name)) chosen.push_back(&v);
    std::vector<std::vector<double>> times(chosen.size());
    bool cancelled = false;
    for (int rep = 0; rep < reps && !cancelled; ++rep) {
        for (std::size_t j = 0; j < chosen.size(); ++j) {
            if (h.check_cancel()) {
                cancelled = true;
                break;
            }
            const std::size_t i = (j + static_cast<std::size_t>(rep)) % chosen.size();
            const V& v = *chosen[i];
            h.progress(v.name, (rep * static_cast<double>(chosen.size()) + static_cast<double>(j)) /
                                   (reps * static_cast<double>(chosen.size())));
            const double t0 = h.now(*e);
            NDArray b = dot(a, a);
            const std::string name = v.name;
            if (name == "waitall")
                e->wait_all();
            else if (name == "wait_to_read")
                b.wait_to_read();
            else if (name == "to_host")
                (void)b.to_host();
            else
                (void)sum(b).item();
            times[i].push_back(h.now(*e) - t0);
        }
    }
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (times[i].empty()) continue;
        const double s = *std::min_element(times[i].begin(), times[i].end());
        h.print_time(chosen[i]->label, s);
        r.set_metric(chosen[i]->metric, s);
    }
    e->wait_all();
    h.collect(*e);
    auto w = r.metric("waitall_s"), t = r.metric("wait_to_read_s");
    if (w && t && *t > 0) {
        const double ratio = *w / *t;
        r.phenomenon.set(ratio > 0.8 && ratio < 1.25, ratio,
                         {ASYNCLAB_TEXT("asynclab::Scenario",
                                        "waitall and wait_to_read took about the same time (ratio "
                                        "%1); numpy and scalar conversion block as well"),
                          {number_arg(ratio, 2)}});
    } else {
        r.phenomenon.not_checked(
            {ASYNCLAB_TEXT("asynclab::Scenario", "needs the waitall and wait_to_read variants")});
    }
}

// --- 12.2.3: synchronous versus asynchronous issue ------------------------------------------

/// Mean duration of the ops named `name`, in seconds.
double mean_duration(const EventBatch& b, const std::string& name) {
    double sum = 0;
    int count = 0;
    for (const OpEvent& op : b.ops)
        if (op.name == name) {
            sum += static_cast<double>(op.end - op.start) * 1e-9;
            ++count;
        }
    return count ? sum / count : 0;
}

void sync_vs_async(Harness& h) {
    const auto reps = static_cast<int>(get_int(h.params(), "reps"));
    ScenarioResult& r = h.result();
    double t1 = 0, t2 = 0;
    std::string add_name;
    if (wants(h.params(), "sync")) {
        auto e = h.engine(0, false);
        EngineScope scope(*e);
        NDArray x = NDArray::ones({1, 2});
        x.wait_to_read();
        const double t0 = h.now(*e);
        for (int i = 0; i < reps && !h.cancelled(); ++i) {
            NDArray y = x + 1;
            y.wait_to_read();
        }
        const double s = h.now(*e) - t0;
        h.print_time("synchronous", s);
        r.set_metric("sync_s", s);
        e->wait_all();
        const EventBatch b = h.collect(*e);
        if (!b.ops.empty()) add_name = b.ops.back().name;
        t2 = mean_duration(b, add_name);
    }
    if (h.check_cancel()) return;
    if (wants(h.params(), "async")) {
        auto e = h.engine(0, false);
        EngineScope scope(*e);
        NDArray x = NDArray::ones({1, 2});
        x.wait_to_read();
        const double t0 = h.now(*e);
        NDArray y;
        for (int i = 0; i < reps && !h.cancelled(); ++i) y = x + 1;
        t1 = (h.now(*e) - t0) / reps;
        y.wait_to_read();
        const double s = h.now(*e) - t0;
        h.print_time("asynchronous", s);
        r.set_metric("async_s", s);
        e->wait_all();
        const EventBatch b = h.collect(*e);
        if (add_name.empty() && !b.ops.empty()) add_name = b.ops.back().name;
        if (t2 == 0) t2 = mean_duration(b, add_name);
    }
    auto sync_s = r.metric("sync_s"), async_s = r.metric("async_s");
    if (!sync_s || !async_s) {
        r.phenomenon.not_checked({ASYNCLAB_TEXT("asynclab::Scenario", "needs both variants")});
        return;
    }
    const double t3 = std::max(0.0, *sync_s / reps - t1 - t2);
    r.set_metric("t1_s", t1);
    r.set_metric("t2_s", t2);
    r.set_metric("t3_s", t3);
    const double n = reps;
    h.print("# t1 (front end issues y = x + 1): " + fixed(t1 * 1e6, 3) +
            " us, t2 (back end computes it): " + fixed(t2 * 1e6, 3) +
            " us, t3 (the result returns to the front end): " + fixed(t3 * 1e6, 3) + " us");
    h.print("# synchronous  ~ " + std::to_string(reps) +
            " (t1 + t2 + t3) = " + fixed(n * (t1 + t2 + t3), 4) + " sec");
    if (n * t2 > (n - 1) * t1)
        h.print("# asynchronous ~ t1 + " + std::to_string(reps) + " t2 + t3 = " +
                fixed(t1 + n * t2 + t3, 4) + " sec (the back end is the bottleneck)");
    else
        h.print("# asynchronous ~ " + std::to_string(reps) + " t1 + t2 + t3 = " +
                fixed(n * t1 + t2 + t3, 4) + " sec (the front end is the bottleneck)");
    const double ratio = *async_s > 0 ? *sync_s / *async_s : 1e9;
    r.phenomenon.set(ratio >= 1.3, ratio,
                     {ASYNCLAB_TEXT("asynclab::Scenario",
                                    "asynchronous issue was %1 faster than waiting after every op"),
                      {ratio_arg(ratio)}});
}

// --- 12.2.4: memory footprint of a training loop without barriers ---------------------------

struct Barrier {
    std::string name;  ///< "each", "none", "lag"
    int lag = 0;
};

void memory_footprint(Harness& h) {
    const Params& p = h.params();
    const auto batches = static_cast<int>(get_int(p, "batches"));
    const auto batch_size = get_int(p, "batch_size");
    const auto features = get_int(p, "features");
    const auto hidden1 = get_int(p, "hidden1");
    const auto hidden2 = get_int(p, "hidden2");
    const int print_every = static_cast<int>(get_int(p, "print_every"));
    const std::string& which = get(p, "barrier");
    std::vector<Barrier> runs;
    if (which == "all")
        runs = {{"each", 0}, {"none", 0}, {"lag", static_cast<int>(get_int(p, "lag"))}};
    else if (which.rfind("lag:", 0) == 0)
        runs = {{"lag", std::stoi(which.substr(4))}};
    else
        runs = {{which, 0}};

    ScenarioResult& r = h.result();
    const Device cpu = Device::cpu();
    int done_runs = 0;
    // Only times and memory are printed: a simulated run skips the math (at the defaults it
    // is 13 GFLOP a batch, minutes of this CPU for a trace that would not change).
    const bool timing_only = h.mode() == RunMode::Sim;
    for (const Barrier& barrier : runs) {
        if (h.check_cancel()) break;
        auto e = h.engine(0, timing_only);
        EngineScope scope(*e);
        NDArray::set_random_seed(42);
        auto net = std::make_shared<nn::Sequential>();
        net->add(std::make_shared<nn::Dense>(hidden1, nn::ActKind::Relu));
        net->add(std::make_shared<nn::Dense>(hidden2, nn::ActKind::Relu));
        net->add(std::make_shared<nn::Dense>(1));
        net->initialize();
        nn::Trainer trainer(net->collect_params(), 0.01);
        nn::L2Loss loss;
        auto batch = [&] {
            return std::pair{NDArray::normal({batch_size, features}), NDArray::ones({batch_size})};
        };
        {  // initialise the parameters on one batch before measuring
            auto [X, y] = batch();
            loss((*net)(nn::Variable(X)), nn::Variable(y)).data().wait_to_read();
        }
        e->wait_all();
        e->storage().reset_peak(cpu);
        const double start = static_cast<double>(e->storage().stats(cpu).in_use);
        const std::string label =
            barrier.name == "lag" ? "lag:" + std::to_string(barrier.lag) : barrier.name;
        h.print("# barrier=" + label +
                (barrier.name == "each"   ? " (l.wait_to_read() after every batch)"
                 : barrier.name == "none" ? " (no barrier)"
                                          : " (wait for the loss of " +
                                                std::to_string(barrier.lag) + " batches earlier)"));
        std::deque<nn::Variable> pending;
        const double t0 = h.now(*e);
        for (int i = 0; i < batches; ++i) {
            if (h.cancelled()) break;
            auto [X, y] = batch();
            nn::Variable l;
            {
                auto rec = nn::autograd::record();
                l = loss((*net)(nn::Variable(X)), nn::Variable(y));
            }
            l.backward();
            trainer.step(batch_size);
            if (barrier.name == "each") {
                l.data().wait_to_read();
            } else if (barrier.name == "lag") {
                pending.push_back(l);
                if (static_cast<int>(pending.size()) > barrier.lag) {
                    pending.front().data().wait_to_read();
                    pending.pop_front();
                }
            }
            if ((i + 1) % print_every == 0)
                h.print("batch " + std::to_string(i + 1) + ", time " + fixed(h.now(*e) - t0, 4) +
                        " sec");
            h.progress("barrier=" + label,
                       (done_runs + (i + 1.0) / batches) / static_cast<double>(runs.size()));
        }
        pending.clear();
        const double issue_s = h.now(*e) - t0;
        e->wait_all();
        const double total_s = h.now(*e) - t0;
        const double peak = static_cast<double>(e->storage().stats(cpu).peak);
        h.print_time("time per epoch", total_s);
        h.print("increased memory: " + fixed((peak - start) / 1e6, 6) +
                " MB (peak in use above the start)");
        if (barrier.name == "none" && !h.cancelled()) {  // a stopped run queued fewer
            // Storage is allocated when an op runs, so queued ops hold nothing; what piles
            // up is what runs early: the inputs, which depend on nothing.
            const double input_mb = static_cast<double>(batch_size * features * 4) / 1e6;
            h.print("where it went: the front end queued all " + std::to_string(batches) +
                    " batches in " + fixed(issue_s, 4) + " sec; each batch's input (" +
                    fixed(input_mb, 3) +
                    " MB) depends on nothing, so a free worker generated it as soon as it was "
                    "queued, and it waited in memory until its training step ran");
        }
        h.collect(*e);
        if (!r.metric("start_bytes")) r.set_metric("start_bytes", start);
        r.set_metric(barrier.name + "_issue_s", issue_s);
        r.set_metric(barrier.name + "_total_s", total_s);
        r.set_metric(barrier.name + "_peak_bytes", peak);
        ++done_runs;
    }
    auto start = r.metric("start_bytes");
    auto each_peak = r.metric("each_peak_bytes"), none_peak = r.metric("none_peak_bytes");
    auto each_total = r.metric("each_total_s"), none_total = r.metric("none_total_s");
    if (!start || !each_peak || !none_peak || !each_total || !none_total) {
        r.phenomenon.not_checked(
            {ASYNCLAB_TEXT("asynclab::Scenario", "needs the each and none barriers")});
        return;
    }
    const double grow_each = std::max(1.0, *each_peak - *start);
    const double grow_none = *none_peak - *start;
    const double ratio = grow_none / grow_each;
    const double time_ratio = *none_total / std::max(1e-12, *each_total);
    std::vector<Message::Arg> args{ratio_arg(ratio), number_arg(grow_none / 1e6, 1),
                                   number_arg(grow_each / 1e6, 1), number_arg(*none_total, 4),
                                   number_arg(*each_total, 4)};
    r.phenomenon.set(
        ratio >= 5 && time_ratio > 0.75 && time_ratio < 1.25, ratio,
        ratio >= 5 ? Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                           "without a barrier the peak memory above the start "
                                           "was %1 that with a barrier after every "
                                           "batch (%2 MB versus %3 MB), for about the "
                                           "same total time (%4 versus %5 sec)"),
                             std::move(args)}
                   : Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                           "without a barrier the peak memory above the start "
                                           "was %1 that with a barrier after every "
                                           "batch (%2 MB versus %3 MB), for about the "
                                           "same total time (%4 versus %5 sec); the "
                                           "excess grows with the batches queued, each "
                                           "holding its input: try more batches"),
                             std::move(args)});
}

ScenarioInfo info_async_matmul() {
    ScenarioInfo i;
    i.name = "async-matmul";
    i.section = "12.2.1";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "10 random 1000x1000 matrix products: synchronous, issued, and finished");
    i.params = {int_param("n", 1000, 1, 20000, ASYNCLAB_TEXT("asynclab::Scenario", "matrix size")),
                int_param("reps", 10, 1, 100000, ASYNCLAB_TEXT("asynclab::Scenario", "products")),
                variant_param({"sync", "async"}), frontend_param()};
    return i;
}

ScenarioInfo info_dependency_toy() {
    ScenarioInfo i;
    i.name = "dependency-toy";
    i.shows_values = true;
    i.section = "12.2.1";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "z = x * y + 2: the ops queue up, the front end waits only to print z");
    i.params = {
        int_param("repeat", 1, 1, 10000000,
                  ASYNCLAB_TEXT("asynclab::Scenario",
                                "times the program runs (the first is shown; total_s times all)")),
        frontend_param()};
    return i;
}

ScenarioInfo info_barriers() {
    ScenarioInfo i;
    i.name = "barriers";
    i.section = "12.2.2";
    i.summary = ASYNCLAB_TEXT("asynclab::Scenario",
                              "waitall, wait_to_read, numpy and scalar conversion all block");
    i.params = {int_param("n", 1000, 1, 20000, ASYNCLAB_TEXT("asynclab::Scenario", "matrix size")),
                int_param("reps", 5, 1, 100,
                          ASYNCLAB_TEXT("asynclab::Scenario",
                                        "products per variant (the best time is reported)")),
                variant_param({"waitall", "wait_to_read", "to_host", "item"}), frontend_param()};
    return i;
}

ScenarioInfo info_sync_vs_async() {
    ScenarioInfo i;
    i.name = "sync-vs-async";
    i.section = "12.2.3";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "10,000 times y = x + 1, waiting after each or only at the end (t1, t2, t3)");
    i.params = {
        int_param("reps", 10000, 1, 10000000, ASYNCLAB_TEXT("asynclab::Scenario", "additions")),
        variant_param({"sync", "async"}), frontend_param()};
    return i;
}

ScenarioInfo info_memory_footprint() {
    ScenarioInfo i;
    i.name = "memory-footprint";
    i.section = "12.2.4";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "MLP 2048-512-1 training loop with and without a barrier per batch: memory");
    ParamInfo barrier =
        choice_param("barrier", "all", {"all", "each", "none"},
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "all, or one barrier: each batch, none, or lag:K (wait "
                                   "for the loss of K batches earlier)"));
    barrier.prefix_value = "lag:";
    i.params = {
        int_param("batches", 150, 1, 100000, ASYNCLAB_TEXT("asynclab::Scenario", "minibatches")),
        int_param("batch_size", 1024, 1, 1 << 20,
                  ASYNCLAB_TEXT("asynclab::Scenario", "rows per minibatch")),
        int_param("features", 512, 1, 1 << 20,
                  ASYNCLAB_TEXT("asynclab::Scenario", "input features")),
        int_param("hidden1", 2048, 1, 1 << 20,
                  ASYNCLAB_TEXT("asynclab::Scenario", "units of the first Dense layer")),
        int_param("hidden2", 512, 1, 1 << 20,
                  ASYNCLAB_TEXT("asynclab::Scenario", "units of the second Dense layer")),
        barrier,
        int_param("lag", 2, 1, 100000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "K of the lag run when barrier=all")),
        int_param("print_every", 50, 1, 100000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "print the time every this many batches")),
        frontend_param()};
    return i;
}

}  // namespace

std::vector<const Scenario*> async_scenarios() {
    static const FnScenario s1(info_async_matmul(), async_matmul);
    static const FnScenario s2(info_dependency_toy(), dependency_toy);
    static const FnScenario s3(info_barriers(), barriers);
    static const FnScenario s4(info_sync_vs_async(), sync_vs_async);
    static const FnScenario s5(info_memory_footprint(), memory_footprint);
    return {&s1, &s2, &s3, &s4, &s5};
}

}  // namespace asynclab::scenarios::detail
