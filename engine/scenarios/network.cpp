// The user's own network (the GUI's network builder, or a JSON file on the command line)
// run forward or trained for a number of iterations, imperatively and/or hybridized, with
// the sync point of the user's choice after every iteration: the playground in which the
// chapter's phenomena (12.1 hybridization, 12.2 asynchrony and barriers, memory growth)
// can be tried on any small network.
#include <algorithm>
#include <deque>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/memory/storage.h"
#include "engine/nn/autograd.h"
#include "engine/nn/blocks.h"
#include "engine/nn/loss.h"
#include "engine/nn/network_spec.h"
#include "engine/nn/shape_inference.h"
#include "engine/nn/trainer.h"
#include "engine/parallel/allreduce.h"
#include "engine/parallel/data_parallel.h"
#include "engine/profiler/profiler.h"
#include "engine/scenarios/common.h"

namespace asynclab::scenarios::detail {
namespace {

constexpr const char* kSyncChoices[] = {"none", "wait_to_read", "item", "to_host", "wait_all"};

std::vector<std::string> preset_ids() {
    std::vector<std::string> ids;
    for (const nn::Preset& p : nn::presets()) ids.push_back(p.id);
    return ids;
}

/// `network` is a preset id, inline JSON (starts with '{') or a JSON file name.
nn::NetworkSpec load_network(const std::string& text) {
    for (const nn::Preset& p : nn::presets())
        if (p.id == text) return p.spec;
    std::string json = text;
    std::string where = "the network parameter";
    if (text.empty() || text.front() != '{') {
        std::ifstream in(text, std::ios::binary);
        if (!in)
            throw ScenarioError("network '" + text + "' is neither a preset (one of: " +
                                join(preset_ids()) + "), inline JSON, nor a readable file");
        std::ostringstream s;
        s << in.rdbuf();
        json = s.str();
        where = "'" + text + "'";
    }
    nn::SpecParseResult parsed = nn::parse_spec(json);
    if (!parsed.error.empty()) throw ScenarioError("bad network in " + where + ": " + parsed.error);
    return *parsed.spec;
}

struct Variant {
    std::string name;  ///< "imperative", "hybridized"
    bool hybridize = false;
};

struct Sync {
    std::string kind;  ///< one of kSyncChoices, or "lag"
    int lag = 0;
};

Sync parse_sync(const std::string& text) {
    if (text.rfind("lag:", 0) == 0) return {"lag", std::stoi(text.substr(4))};
    return {text, 0};
}

Message sync_sentence(const Sync& s) {
    if (s.kind == "none")
        return {ASYNCLAB_TEXT("asynclab::Scenario",
                              "no sync point inside the loop (one wait_all at the end)")};
    const char* every = ASYNCLAB_TEXT("asynclab::Scenario", "%1 after every iteration");
    if (s.kind == "wait_to_read") return {every, {verbatim_arg("out.wait_to_read()")}};
    if (s.kind == "item") return {every, {verbatim_arg("out.sum().item()")}};
    if (s.kind == "to_host") return {every, {verbatim_arg("out.asnumpy()")}};
    if (s.kind == "wait_all") return {every, {verbatim_arg("npx.waitall()")}};
    return {ASYNCLAB_TEXT("asynclab::Scenario", "wait for the output of %1 iterations earlier"),
            {count_arg(s.lag)}};
}

EngineMode parse_engine_mode(const std::string& text) {
    if (text == "synchronous") return EngineMode::Synchronous;
    if (text == "pytorch-like") return EngineMode::PyTorchLike;
    return EngineMode::Threaded;
}

/// Blocks the front end on `out` as the sync choice says (lag keeps a queue).
void sync_on(const Sync& sync, const NDArray& out, Engine& engine, std::deque<NDArray>& pending) {
    if (sync.kind == "wait_to_read") {
        out.wait_to_read();
    } else if (sync.kind == "item") {
        (void)sum(out).item();
    } else if (sync.kind == "to_host") {
        (void)out.to_host();
    } else if (sync.kind == "wait_all") {
        engine.wait_all();
    } else if (sync.kind == "lag") {
        pending.push_back(out);
        if (static_cast<int>(pending.size()) > sync.lag) {
            pending.front().wait_to_read();
            pending.pop_front();
        }
    }
}

/// Whether the network has a node of this kind.
bool contains_kind(const nn::NodeSpec& node, nn::NodeKind kind) {
    if (node.kind == kind) return true;
    for (const nn::NodeSpec& c : node.children)
        if (contains_kind(c, kind)) return true;
    return false;
}

/// The network the parameters name, and the batch it runs on.
struct Network {
    nn::NetworkSpec spec;
    Shape input;
};

/// Loads the network and refuses it (ScenarioError naming the layer) when its shapes do not
/// fit the batch: before anything runs, rather than as an op failing in the first call.
Network load_checked(const Params& p) {
    Network n{load_network(get(p, "network")), {}};
    n.input = n.spec.batch_input_shape();
    if (const auto b = get_int(p, "batch_size"); b > 0) {
        std::vector<std::int64_t> dims{b};
        dims.insert(dims.end(), n.spec.input_shape.begin(), n.spec.input_shape.end());
        n.input = Shape(dims);
    }
    try {
        nn::check_shapes(n.spec.root, n.input);
    } catch (const nn::SpecError& e) {
        throw ScenarioError("the network" + (n.spec.name.empty() ? "" : " '" + n.spec.name + "'") +
                            " cannot run: " + e.what());
    }
    return n;
}

void network_check(const Params& p) {
    (void)load_checked(p);
}

void network_run(Harness& h) {
    const Params& p = h.params();
    const Network network = load_checked(p);
    const nn::NetworkSpec& spec = network.spec;
    const Shape& input = network.input;
    const bool train = get(p, "task") == "train";
    const auto iterations = static_cast<int>(get_int(p, "iterations"));
    const Sync sync = parse_sync(get(p, "sync"));
    const EngineMode engine_mode = parse_engine_mode(get(p, "engine"));
    const auto cpu_workers = static_cast<int>(get_int(p, "cpu_workers"));
    const bool on_gpu = get(p, "device") == "gpu";
    const double lr = get_real(p, "lr");
    const std::int64_t batch = input.dims().empty() ? 1 : input.dims().front();
    const auto gpus = static_cast<int>(get_int(p, "gpus"));
    if (gpus > 0 && !train)
        throw ScenarioError("gpus=" + std::to_string(gpus) +
                            " trains data-parallel (task=train); for forward calls on a GPU use "
                            "device=gpu");
    if (gpus > 0 && on_gpu)
        throw ScenarioError(
            "gpus=K keeps the data on the CPU and splits each batch over K GPUs: "
            "use device=cpu with it");
    if (on_gpu && train)
        throw ScenarioError(
            "task=train runs on the CPU only (autograd and the trainer keep CPU arrays); use "
            "device=cpu, gpus=K for data-parallel training on K GPUs, or task=forward on the "
            "GPU");

    // Without the math a DataBranch would pick its branch from meaningless values (and so
    // run a different program), and a Print would print them.
    if (contains_kind(spec.root, nn::NodeKind::DataBranch))
        h.needs_values("the network branches on the values it computes (DataBranch)");
    else if (contains_kind(spec.root, nn::NodeKind::Print))
        h.needs_values("the network prints values it computes (Print)");

    std::vector<Variant> variants;
    const std::string& hy = get(p, "hybridize");
    if (gpus > 0) {
        variants.push_back({"data_parallel", false});
        if (hy != "off")
            h.note(
                "data-parallel training runs its own layer-by-layer backward pass; "
                "hybridize does not apply");
    } else {
        if (hy == "off" || hy == "both") variants.push_back({"imperative", false});
        if (hy == "on" || hy == "both") variants.push_back({"hybridized", true});
    }

    ScenarioResult& r = h.result();
    h.print("# network '" + spec.name + "': input " + input.to_string() + ", " +
            (train ? "training (L2 loss, SGD)" : "forward calls") + ", " +
            std::to_string(iterations) + " iterations, " + sync_sentence(sync).english() +
            ", engine " + engine_mode_name(engine_mode) +
            (gpus > 0 ? ", data-parallel on " + std::to_string(gpus) + " GPU(s) with " +
                            get(p, "allreduce") + " all-reduce"
             : on_gpu ? ", on gpu(0)"
                      : ", on the CPU"));

    const Device device = on_gpu ? Device::gpu(0) : Device::cpu();
    const Device measured = gpus > 0 ? Device::gpu(0) : device;  // memory shown for this one
    std::vector<std::pair<std::string, double>> totals;
    int done = 0;
    for (const Variant& v : variants) {
        if (h.check_cancel()) break;
        auto e = h.engine(gpus > 0 ? gpus : on_gpu ? 1 : 0, false, engine_mode, cpu_workers);
        EngineScope scope(*e);
        NDArray::set_random_seed(static_cast<std::uint64_t>(get_int(p, "seed")));
        nn::BlockPtr net = nn::build(spec);
        // What a Print layer prints is part of the run's output (the app's Output dock).
        for (nn::Print* print : nn::print_layers(*net))
            print->set_sink([&h](const nn::PrintEvent& ev) { h.print(nn::print_line(ev)); });
        net->initialize({}, device);
        if (v.hybridize) net->hybridize();
        NDArray first_out;
        try {  // deferred init (and, hybridized, the trace) before measuring
            NDArray x = NDArray::normal(input, 0, 1, {}, device);
            first_out = (*net)(nn::Variable(x)).data();
            first_out.wait_to_read();
        } catch (const std::logic_error& refused) {
            if (!v.hybridize) throw;
            h.print("# " + v.name + ": refused");
            h.note(std::string("hybridize() refused: ") + refused.what());
            r.set_metric(v.name + "_refused", 1);
            e->wait_all();
            h.collect(*e);
            continue;
        }
        e->wait_all();
        std::unique_ptr<nn::Trainer> trainer;
        std::unique_ptr<parallel::DataParallelTrainer> data_parallel;
        nn::L2Loss loss;
        if (train && gpus > 0) {
            parallel::DataParallelOptions options;
            options.devices.clear();
            for (int g = 0; g < gpus; ++g) options.devices.push_back(Device::gpu(g));
            options.method = *parallel::parse_method(get(p, "allreduce"));
            options.learning_rate = lr;
            try {
                data_parallel =
                    std::make_unique<parallel::DataParallelTrainer>(*net, options, e.get());
            } catch (const std::invalid_argument& unsupported) {
                throw ScenarioError(std::string("data-parallel training cannot take this "
                                                "network: ") +
                                    unsupported.what());
            }
        } else if (train) {
            trainer = std::make_unique<nn::Trainer>(net->collect_params(), lr);
        }
        const NDArray label = NDArray::normal(first_out.shape(), 0, 1, 7, device);
        // Forward calls take one input again and again, as the chapter's timing of a network
        // does; training takes a fresh batch at every step. A fresh input per call would time
        // its random fill more than the calls: 512 normal() values cost a worker about as
        // much as the chapter's MLP on one row, and hybridizing saves nothing there.
        const NDArray same_input = train ? NDArray() : NDArray::normal(input, 0, 1, {}, device);
        if (!train) same_input.wait_to_read();

        e->storage().reset_peak(measured);
        const double start_bytes = static_cast<double>(e->storage().stats(measured).in_use);
        const PushCount pushed0 = push_count(*e);
        std::deque<NDArray> pending;
        const double t0 = h.now(*e);
        const TimeNs measured_from = e->profiler().now();
        const int print_every = std::max(1, iterations / 4);
        for (int i = 0; i < iterations; ++i) {
            if (h.cancelled()) break;
            NDArray x = train ? NDArray::normal(input, 0, 1, {}, device) : same_input;
            NDArray out;
            if (data_parallel) {
                data_parallel->step(x, label);
                out = data_parallel->last_loss();
            } else if (train) {
                nn::Variable l;
                {
                    auto rec = nn::autograd::record();
                    l = loss((*net)(nn::Variable(x)), nn::Variable(label));
                }
                l.backward();
                trainer->step(batch);
                out = l.data();
            } else {
                out = (*net)(nn::Variable(x)).data();
            }
            sync_on(sync, out, *e, pending);
            if ((i + 1) % print_every == 0 || i + 1 == iterations)
                h.print(v.name + ": iteration " + std::to_string(i + 1) + ", time " +
                        fixed(h.now(*e) - t0, 4) + " sec");
            h.progress(v.name,
                       (done + (i + 1.0) / iterations) / static_cast<double>(variants.size()));
        }
        pending.clear();
        const double issue_s = h.now(*e) - t0;
        const TimeNs issued_at = e->profiler().now();
        e->wait_all();
        const double total_s = h.now(*e) - t0;
        const PushCount pushed = push_count(*e) - pushed0;
        const auto per_iteration = [iterations](std::uint64_t n) {
            return static_cast<double>(n) / std::max(1, iterations);
        };
        const double peak = static_cast<double>(e->storage().stats(measured).peak);
        const EventBatch events = h.collect(*e);
        // Blocked inside the loop (the sync points chosen), and in all with the final wait.
        double blocked_s = 0, loop_blocked_s = 0;
        for (const SyncEvent& s : events.syncs) {
            if (s.begin < measured_from) continue;
            const double d = static_cast<double>(s.end - s.begin) * 1e-9;
            blocked_s += d;
            if (s.begin < issued_at) loop_blocked_s += d;
        }
        h.print_time(v.name + " total", total_s);
        h.print(v.name + ": front end done issuing after " + fixed(issue_s, 4) + " sec, blocked " +
                fixed(blocked_s, 4) + " sec at sync points, " +
                fixed(per_iteration(pushed.ops), 1) + " engine ops per iteration (and " +
                fixed(per_iteration(pushed.frees), 1) + " frees of dropped arrays), peak memory " +
                fixed((peak - start_bytes) / 1e6, 3) + " MB above the start");
        r.set_metric(v.name + "_s", total_s);
        r.set_metric(v.name + "_issue_s", issue_s);
        r.set_metric(v.name + "_blocked_s", blocked_s);
        r.set_metric(v.name + "_loop_blocked_s", loop_blocked_s);
        r.set_metric(v.name + "_ops_per_iteration", per_iteration(pushed.ops));
        r.set_metric(v.name + "_peak_bytes", peak - start_bytes);
        totals.emplace_back(v.name, total_s);
        ++done;
    }

    if (totals.size() == 2) {
        const double imp = totals[0].second, hyb = totals[1].second;
        const double ratio = hyb > 0 ? imp / hyb : 0;
        r.phenomenon.set(hyb < imp, ratio,
                         {ASYNCLAB_TEXT("asynclab::Scenario",
                                        "hybridized took %1 sec against %2 sec imperative (%3)"),
                          {number_arg(hyb, 4), number_arg(imp, 4), ratio_arg(ratio)}});
    } else if (totals.size() == 1) {
        // Asynchronous when the front end spent most of its loop issuing, not waiting.
        const std::string& n = totals[0].first;
        const double issue = *r.metric(n + "_issue_s"), total = totals[0].second;
        const double waited = *r.metric(n + "_loop_blocked_s");
        const bool asynchronous = waited < 0.5 * issue;
        std::vector<Message::Arg> args{number_arg(waited, 4), number_arg(issue, 4),
                                       sentence_arg(sync_sentence(sync)), number_arg(total, 4)};
        r.phenomenon.set(
            asynchronous, issue > 0 ? waited / issue : 0,
            asynchronous && issue > 0.9 * total
                ? Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                        "inside the loop the front end waited %1 of the %2 sec it "
                                        "took to issue (%3); the run took %4 sec. Issuing is "
                                        "the bottleneck: the back end waits for the front end"),
                          std::move(args)}
                : Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                        "inside the loop the front end waited %1 of the %2 sec it "
                                        "took to issue (%3); the run took %4 sec"),
                          std::move(args)});
        r.phenomenon.verdict = asynchronous ? ASYNCLAB_TEXT("asynclab::Scenario", "asynchronous")
                                            : ASYNCLAB_TEXT("asynclab::Scenario", "synchronous");
    } else {
        r.phenomenon.not_checked({ASYNCLAB_TEXT("asynclab::Scenario", "no variant ran")});
    }
}

ScenarioInfo info_network() {
    ScenarioInfo i;
    i.name = "network";
    i.section = "12.1-12.2";
    i.summary = ASYNCLAB_TEXT(
        "asynclab::Scenario",
        "your network, forward or training, imperative and hybridized, with a sync point");
    ParamInfo net;
    net.name = "network";
    net.default_value = "chapter_mlp";
    net.description =
        "a preset (" + join(preset_ids()) + "), a network JSON file, or inline network JSON";
    net.text = true;
    std::vector<std::string> syncs(std::begin(kSyncChoices), std::end(kSyncChoices));
    ParamInfo sync =
        choice_param("sync", "none", syncs,
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "the sync point after every iteration, or lag:K (wait for "
                                   "the output of K iterations earlier)"));
    sync.prefix_value = "lag:";
    i.params = {
        net,
        choice_param("task", "forward", {"forward", "train"},
                     ASYNCLAB_TEXT(
                         "asynclab::Scenario",
                         "forward calls, or training steps (L2 loss against random targets, SGD)")),
        int_param("iterations", 1000, 1, 1000000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "calls or training steps per variant")),
        int_param("batch_size", 0, 0, 1 << 20,
                  ASYNCLAB_TEXT("asynclab::Scenario", "rows per batch; 0: the network's own")),
        choice_param("hybridize", "both", {"off", "on", "both"},
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "run imperatively, hybridized, or both one after the other")),
        sync,
        choice_param(
            "engine", "threaded", {"threaded", "synchronous", "pytorch-like"},
            ASYNCLAB_TEXT("asynclab::Scenario",
                          "engine mode: asynchronous workers, everything inline, or CPU inline and "
                          "GPU asynchronous")),
        int_param(
            "cpu_workers", 0, 0, 64,
            ASYNCLAB_TEXT("asynclab::Scenario", "CPU worker lanes; 0: one per hardware thread")),
        choice_param("device", "cpu", {"cpu", "gpu"},
                     ASYNCLAB_TEXT("asynclab::Scenario", "where the network runs")),
        int_param(
            "gpus", 0, 0, 8,
            ASYNCLAB_TEXT(
                "asynclab::Scenario",
                "task=train: split each batch over this many GPUs (simulated in sim mode) and "
                "sum the gradients with an all-reduce; 0: no data parallelism")),
        choice_param("allreduce", "ring", {"ring", "parameter_server", "nccl"},
                     ASYNCLAB_TEXT("asynclab::Scenario",
                                   "how data-parallel training combines the gradients")),
        real_param(
            "lr", 0.01, 0, 10,
            ASYNCLAB_TEXT("asynclab::Scenario", "learning rate of the SGD trainer (task=train)")),
        int_param("seed", 42, 0, 1000000000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "random seed of parameters and data")),
        frontend_param(),
        gpu_param(),
        link_param()};
    return i;
}

}  // namespace

std::vector<const Scenario*> network_scenarios() {
    static const FnScenario network(info_network(), network_run, network_check);
    return {&network};
}

}  // namespace asynclab::scenarios::detail
