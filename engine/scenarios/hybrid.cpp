// Section 12.1, compilers and interpreters: fancy_func run imperatively and compiled, the
// chapter's MLP with and without hybridization, print() inside hybrid_forward (fires only
// while tracing), and exporting the hybridized MLP (graph JSON and parameters).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <memory>
#include <random>
#include <stdexcept>
#include <system_error>

#include "engine/array/ndarray.h"
#include "engine/kernels/cpu_kernels.h"
#include "engine/nn/blocks.h"
#include "engine/nn/cached_op.h"
#include "engine/nn/mxnet_format.h"
#include "engine/nn/network_spec.h"
#include "engine/nn/passes.h"
#include "engine/scenarios/common.h"

namespace asynclab::scenarios::detail {
namespace {

/// "10" for integral values, else "%.4f".
std::string value_text(double v) {
    if (std::abs(v - std::round(v)) < 1e-9) return std::to_string(static_cast<long long>(v));
    return fixed(v, 4);
}

/// Op nodes of a graph (neither variables nor constants).
std::size_t op_nodes(const nn::Graph& g) {
    std::size_t n = 0;
    for (const auto& node : g.nodes)
        if (!node.is_variable() && !node.is_constant()) ++n;
    return n;
}

// --- 12.1.1: fancy_func, imperative and compiled -------------------------------------------

void fancy_func(Harness& h) {
    ScenarioResult& r = h.result();
    auto e = h.engine(0, false);
    EngineScope scope(*e);
    h.progress("imperative", 0.1);
    NDArray a = NDArray::full({1}, 1), b = NDArray::full({1}, 2), c = NDArray::full({1}, 3),
            d = NDArray::full({1}, 4);
    const OpId before = e->ops_pushed();
    // def add(a, b): return a + b;  e = add(a, b); f = add(c, d); g = add(e, f)
    auto add = [](const NDArray& x, const NDArray& y) { return x + y; };
    NDArray ee = add(a, b);
    NDArray f = add(c, d);
    NDArray g = add(ee, f);
    const double imperative_ops = static_cast<double>(e->ops_pushed() - before);
    const double value = g.item();
    h.print("# imperative: the interpreter runs add three times, one engine op each");
    h.print("print(fancy_func(1, 2, 3, 4))");
    h.print(value_text(value));
    e->wait_all();
    h.collect(*e);

    if (h.check_cancel()) return;
    h.progress("compiled", 0.6);
    const nn::Graph traced = nn::fancy_func_graph(true);
    const std::vector<nn::PassStep> steps = nn::optimize(traced);
    const nn::Graph& compiled = steps.back().graph;
    h.print("# compiled: fancy_func as a graph with constant inputs, then the graph passes");
    for (const nn::PassStep& s : steps) {
        if (s.pass == "traced") {
            h.print("#   traced: " + std::to_string(s.graph.size()) + " nodes (" +
                    std::to_string(op_nodes(s.graph)) + " ops)");
            continue;
        }
        h.print("#   " + s.pass + ": " + std::to_string(s.report.nodes_before) + " -> " +
                std::to_string(s.report.nodes_after) + " nodes" +
                (s.report.summary.empty() ? "" : " (" + s.report.summary + ")"));
    }
    double compiled_value = std::nan("");
    for (const auto& o : compiled.outputs) {
        const auto& n = compiled.nodes[static_cast<std::size_t>(o.node)];
        if (n.is_constant() && !n.value.empty()) compiled_value = n.value.front();
    }
    h.print("# the compiled program is " + std::to_string(compiled.size()) + " node(s), " +
            std::to_string(op_nodes(compiled)) + " op(s); its output: " +
            (std::isnan(compiled_value) ? std::string("(computed at run time)")
                                        : value_text(compiled_value)));
    const double compiled_ops = static_cast<double>(op_nodes(compiled));
    r.set_metric("imperative_ops", imperative_ops);
    r.set_metric("compiled_ops", compiled_ops);
    r.set_metric("traced_nodes", static_cast<double>(traced.size()));
    r.set_metric("compiled_nodes", static_cast<double>(compiled.size()));
    r.set_metric("value", value);
    const bool same = std::isnan(compiled_value) || compiled_value == value;
    r.phenomenon.set(
        compiled_ops < imperative_ops && value == 10 && same,
        imperative_ops / std::max(1.0, compiled_ops),
        {ASYNCLAB_TEXT("asynclab::Scenario",
                       "the interpreter issued %1 ops, the compiled program %2 (the "
                       "passes folded %3 nodes into %4)"),
         {count_arg(std::llround(imperative_ops)), count_arg(std::llround(compiled_ops)),
          count_arg(static_cast<long long>(traced.size())),
          count_arg(static_cast<long long>(compiled.size()))}});
}

// --- 12.1.2: the MLP with and without hybridization -------------------------------------------

/// The chapter MLP's forward pass with the CPU kernels called directly (no engine): the
/// floor of what one call can cost.
double kernel_floor_seconds(nn::Block& net, const NDArray& x, int calls) {
    struct Layer {
        std::int64_t in = 0, out = 0;
        std::vector<float> w, b;
        bool relu = false;
    };
    std::vector<Layer> layers;
    for (const auto& child : net.children()) {
        auto* d = dynamic_cast<nn::Dense*>(child.get());
        if (!d) continue;
        Layer l;
        l.in = d->in_units();
        l.out = d->units();
        for (double v : d->weight().data().to_host()) l.w.push_back(static_cast<float>(v));
        if (d->bias())
            for (double v : d->bias()->data().to_host()) l.b.push_back(static_cast<float>(v));
        l.relu = d->activation() == nn::ActKind::Relu;
        layers.push_back(std::move(l));
    }
    std::vector<float> in0;
    for (double v : x.to_host()) in0.push_back(static_cast<float>(v));
    std::vector<std::vector<float>> bufs;
    for (const Layer& l : layers) bufs.emplace_back(static_cast<std::size_t>(l.out));
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) {
        const float* cur = in0.data();
        for (std::size_t k = 0; k < layers.size(); ++k) {
            const Layer& l = layers[k];
            float* y = bufs[k].data();
            cpu::gemm(false, true, 1, l.out, l.in, 1.0f, cur, l.in, l.w.data(), l.in, 0.0f, y,
                      l.out);
            for (std::int64_t j = 0; j < l.out; ++j) {
                float v = y[j] + (l.b.empty() ? 0.0f : l.b[static_cast<std::size_t>(j)]);
                y[j] = l.relu ? std::max(v, 0.0f) : v;
            }
            cur = y;
        }
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

void hybridize_mlp(Harness& h) {
    const int calls = static_cast<int>(get_int(h.params(), "calls"));
    ScenarioResult& r = h.result();
    const bool sim = h.mode() == RunMode::Sim;
    auto e = h.engine(0, sim);
    EngineScope scope(*e);
    NDArray::set_random_seed(42);
    nn::BlockPtr net = nn::build(nn::preset_chapter_mlp());
    net->initialize();
    NDArray x = NDArray::normal({1, 512});
    net->hybridize(false);
    (*net)(nn::Variable(x)).data().wait_to_read();  // deferred init and warm-up
    e->wait_all();

    h.progress("Without hybridization", 0.1);
    const PushCount pushed0 = push_count(*e);
    double t0 = h.now(*e);
    for (int i = 0; i < calls && !h.cancelled(); ++i) (*net)(nn::Variable(x));
    e->wait_all();
    const double imperative_s = h.now(*e) - t0;
    const PushCount imperative = push_count(*e) - pushed0;
    h.print_time("Without hybridization", imperative_s);
    if (h.check_cancel()) return;

    h.progress("With hybridization", 0.5);
    net->hybridize();
    (*net)(nn::Variable(x)).data().wait_to_read();  // traces and compiles
    e->wait_all();
    const PushCount pushed1 = push_count(*e);
    t0 = h.now(*e);
    for (int i = 0; i < calls && !h.cancelled(); ++i) (*net)(nn::Variable(x));
    e->wait_all();
    const double hybridized_s = h.now(*e) - t0;
    const PushCount hybridized = push_count(*e) - pushed1;
    h.print_time("With hybridization", hybridized_s);
    const EventBatch b = h.collect(*e);
    if (h.check_cancel()) return;

    h.progress("kernels alone", 0.8);
    double floor_s = 0;
    if (sim) {  // the back end's time for the compiled op, without any front end
        double sum = 0;
        int n = 0;
        for (const OpEvent& op : b.ops)
            if (op.name.rfind("cached_op:", 0) == 0) {
                sum += static_cast<double>(op.end - op.start) * 1e-9;
                ++n;
            }
        floor_s = n ? sum / n * calls : 0;
        h.print("# floor (sim): the compiled op's back-end time alone, " + std::to_string(calls) +
                " times");
    } else {
        floor_s = kernel_floor_seconds(*net, x, calls);
        h.print("# floor: the same CPU kernels called directly in a loop, no engine");
    }
    h.print_time("Kernels alone", floor_s);
    const auto per_call = [calls](std::uint64_t n) { return static_cast<double>(n) / calls; };
    h.print("# engine ops per call: " + fixed(per_call(imperative.ops), 1) + " imperative, " +
            fixed(per_call(hybridized.ops), 1) + " hybridized; the front end also pushed " +
            fixed(per_call(imperative.frees), 1) + " and " + fixed(per_call(hybridized.frees), 1) +
            " frees of dropped arrays per call, which the timeline does not draw");
    r.set_metric("imperative_s", imperative_s);
    r.set_metric("hybridized_s", hybridized_s);
    r.set_metric("floor_s", floor_s);
    r.set_metric("imperative_ops_per_call", per_call(imperative.ops));
    r.set_metric("hybridized_ops_per_call", per_call(hybridized.ops));
    r.set_metric("imperative_frees_per_call", per_call(imperative.frees));
    r.set_metric("hybridized_frees_per_call", per_call(hybridized.frees));
    const double ratio = hybridized_s > 0 ? imperative_s / hybridized_s : 1e9;
    r.phenomenon.set(hybridized_s < imperative_s, ratio,
                     {ASYNCLAB_TEXT("asynclab::Scenario",
                                    "%1 hybridized calls took %2 sec against %3 sec imperative (%4 "
                                    "speedup); the kernels alone take %5 sec"),
                      {count_arg(calls), number_arg(hybridized_s, 4), number_arg(imperative_s, 4),
                       ratio_arg(ratio), number_arg(floor_s, 4)}});
}

// --- 12.1.3: print() inside hybrid_forward ------------------------------------------------

void hybrid_print(Harness& h) {
    const int calls = static_cast<int>(get_int(h.params(), "calls"));
    ScenarioResult& r = h.result();
    auto e = h.engine(0, false);
    EngineScope scope(*e);
    NDArray::set_random_seed(42);
    nn::BlockPtr net = nn::build(nn::preset_hybridnet_print());
    net->initialize();
    net->name_tree();
    const std::vector<nn::Print*> prints = nn::print_layers(*net);
    if (prints.empty()) throw std::runtime_error("hybrid-print: the network has no Print layer");
    const std::string first = prints.front()->name();
    int fired_first = 0;
    const nn::PrintSink sink = [&](const nn::PrintEvent& ev) {
        if (ev.layer == first) {
            ++fired_first;
            h.print(std::string("module F:  ") +
                    (ev.symbolic ? "<module 'mxnet.symbol'>" : "<module 'mxnet.ndarray'>"));
        }
        h.print((ev.label.empty() ? ev.layer : ev.label) + ":  " + ev.text);
    };
    for (nn::Print* p : prints) p->set_sink(sink);
    NDArray x = NDArray::normal({1, 3});

    h.progress("imperative", 0.1);
    for (int i = 0; i < calls && !h.cancelled(); ++i) {
        h.print("# net(x), imperative call " + std::to_string(i + 1));
        (*net)(nn::Variable(x)).data().wait_to_read();
    }
    const int prints_imperative = fired_first;
    if (h.check_cancel()) return;

    h.progress("hybridized", 0.4);
    net->hybridize();
    fired_first = 0;
    for (int i = 0; i < calls && !h.cancelled(); ++i) {
        h.print("# net(x), hybridized call " + std::to_string(i + 1) +
                (i == 0 ? " (traces hybrid_forward)" : ""));
        (*net)(nn::Variable(x)).data().wait_to_read();
    }
    const int prints_hybridized = fired_first;
    for (nn::Print* p : prints) p->set_sink({});
    if (h.check_cancel()) return;

    h.progress("data-dependent branch", 0.7);
    h.print("# if x.sum() > 0 inside a HybridSequential: runs imperatively, refused hybridized");
    auto branchy = std::make_shared<nn::HybridSequential>();
    branchy->add(
        std::make_shared<nn::DataBranch>(std::make_shared<nn::Dense>(4, nn::ActKind::Relu),
                                         std::make_shared<nn::Dense>(4, nn::ActKind::Tanh)));
    branchy->add(std::make_shared<nn::Dense>(2));
    branchy->initialize();
    (*branchy)(nn::Variable(x)).data().wait_to_read();
    auto* branch = dynamic_cast<nn::DataBranch*>(branchy->children().front().get());
    h.print("imperative: took branch " +
            std::string(branch && branch->last_branch() == 0 ? "A (sum > 0)" : "B (sum <= 0)"));
    branchy->hybridize();
    bool refused = false;
    try {
        (*branchy)(nn::Variable(x)).data().wait_to_read();
    } catch (const std::logic_error& err) {
        refused = true;
        h.print(std::string("hybridized: error: ") + err.what());
    }
    if (!refused) h.print("hybridized: ran (not refused!)");
    e->wait_all();
    h.collect(*e);

    r.set_metric("prints_imperative", prints_imperative);
    r.set_metric("prints_hybridized", prints_hybridized);
    r.set_metric("branch_refused", refused ? 1 : 0);
    std::vector<Message::Arg> counts{count_arg(prints_imperative), count_arg(calls),
                                     count_arg(prints_hybridized)};
    r.phenomenon.set(
        prints_hybridized == 1 && prints_imperative == calls && refused,
        static_cast<double>(prints_imperative) / std::max(1, prints_hybridized),
        refused ? Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                        "print fired on %1 of %2 imperative calls and on %3 "
                                        "of %2 hybridized calls (only while "
                                        "tracing); the data-dependent branch was "
                                        "refused when hybridized"),
                          std::move(counts)}
                : Message{ASYNCLAB_TEXT("asynclab::Scenario",
                                        "print fired on %1 of %2 imperative calls and on %3 "
                                        "of %2 hybridized calls (only while "
                                        "tracing); the data-dependent branch was NOT "
                                        "refused when hybridized"),
                          std::move(counts)});
}

// --- 12.1.2: export -------------------------------------------------------------------------

std::filesystem::path unique_temp_dir() {
    namespace fs = std::filesystem;
    std::random_device rd;
    const fs::path base = fs::temp_directory_path();
    for (int attempt = 0; attempt < 100; ++attempt) {
        fs::path p = base / ("asynclab-export-" + std::to_string(rd()) + std::to_string(attempt));
        std::error_code ec;
        if (fs::create_directory(p, ec)) return p;
    }
    throw std::runtime_error("export-mlp: cannot create a directory under " + base.string());
}

void export_mlp(Harness& h) {
    namespace fs = std::filesystem;
    ScenarioResult& r = h.result();
    auto e = h.engine(0, false);
    EngineScope scope(*e);
    NDArray::set_random_seed(42);
    nn::BlockPtr net = nn::build(nn::preset_chapter_mlp());
    net->initialize();
    net->hybridize();
    // Seed 0: the input `asynclab-cli model run --shape 1,512` feeds an imported model.
    NDArray x = NDArray::normal({1, 512}, 0, 1, 0u);
    h.progress("hybridize and call", 0.1);
    const NDArray out = (*net)(nn::Variable(x)).data();
    const std::vector<double> y = out.to_host();
    h.print("net(x) for x = normal((1, 512), seed 0): output " + out.shape().to_string() + ":");
    h.print(out.to_string());

    const bool keep = get(h.params(), "keep") == "1";
    const fs::path dir = keep ? fs::current_path() : unique_temp_dir();
    struct Cleanup {
        fs::path p;
        ~Cleanup() {
            std::error_code ec;
            if (!p.empty()) fs::remove_all(p, ec);
        }
    } cleanup{keep ? fs::path() : dir};
    const std::string prefix = (dir / "my_mlp").string();
    h.progress("export", 0.4);
    h.print("net.export('my_mlp')");
    const auto [symbol_path, params_path] = nn::export_model(*net, prefix);
    for (const std::string& p : {symbol_path, params_path})
        h.print("  " + fs::path(p).filename().string() + "  " + std::to_string(fs::file_size(p)) +
                " bytes");

    h.progress("import", 0.7);
    nn::SymbolBlock imported = nn::import_model(symbol_path, params_path);
    const std::vector<double> y2 = imported(nn::Variable(x)).data().to_host();
    e->wait_all();
    h.collect(*e);
    if (y.size() != y2.size())
        throw std::runtime_error("export-mlp: the imported model's output has " +
                                 std::to_string(y2.size()) + " values, the original " +
                                 std::to_string(y.size()));
    double diff = 0;
    for (std::size_t i = 0; i < y.size(); ++i) diff = std::max(diff, std::abs(y[i] - y2[i]));
    h.print("# imported: " + std::to_string(imported.graph().size()) + " graph nodes, " +
            std::to_string(imported.params().size()) + " parameter arrays (mxnet_version " +
            std::to_string(imported.mxnet_version()) + ")");
    h.print("max |net(x) - imported(x)| = " + std::to_string(diff));
    r.set_metric("max_abs_diff", diff);
    r.set_metric("symbol_bytes", static_cast<double>(fs::file_size(symbol_path)));
    r.set_metric("params_bytes", static_cast<double>(fs::file_size(params_path)));
    r.phenomenon.set(
        diff < 1e-5, diff,
        {ASYNCLAB_TEXT("asynclab::Scenario",
                       "the model re-imported from the symbol JSON and .params file gives "
                       "the same output (max abs difference %1)"),
         {number_arg(diff, 6)}});
}

ScenarioInfo info_fancy_func() {
    ScenarioInfo i;
    i.name = "fancy-func";
    i.shows_values = true;
    i.section = "12.1.1";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario", "fancy_func run imperatively and compiled: ops issued");
    return i;
}

ScenarioInfo info_hybridize_mlp() {
    ScenarioInfo i;
    i.name = "hybridize-mlp";
    i.section = "12.1.2";
    i.summary = ASYNCLAB_TEXT(
        "asynclab::Scenario",
        "the MLP 512-256-128-2 called 1000 times with and without hybridization: time");
    i.params = {
        int_param("calls", 1000, 1, 10000000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "forward calls per variant")),
        real_param("frontend_us", 20, 0, 1e6,
                   ASYNCLAB_TEXT("asynclab::Scenario",
                                 "sim: microseconds the front end spends issuing one op (a Python "
                                 "front end: about 20)"))};
    return i;
}

ScenarioInfo info_hybrid_print() {
    ScenarioInfo i;
    i.name = "hybrid-print";
    i.shows_values = true;
    i.section = "12.1.3";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario", "print inside hybrid_forward fires only when tracing");
    i.params = {
        int_param("calls", 3, 1, 1000,
                  ASYNCLAB_TEXT("asynclab::Scenario", "calls imperatively, then hybridized")),
        frontend_param()};
    return i;
}

ScenarioInfo info_export_mlp() {
    ScenarioInfo i;
    i.name = "export-mlp";
    i.shows_values = true;
    i.section = "12.1.2";
    i.summary =
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "export the hybridized MLP (graph JSON and parameters), import it, compare");
    i.params = {
        choice_param(
            "keep", "0", {"0", "1"},
            ASYNCLAB_TEXT("asynclab::Scenario",
                          "1: leave my_mlp-symbol.json and my_mlp-0000.params in the current "
                          "folder, as the chapter's net.export('my_mlp') does")),
        frontend_param()};
    return i;
}

}  // namespace

std::vector<const Scenario*> hybrid_scenarios() {
    static const FnScenario s1(info_fancy_func(), fancy_func);
    static const FnScenario s2(info_hybridize_mlp(), hybridize_mlp);
    static const FnScenario s3(info_hybrid_print(), hybrid_print);
    static const FnScenario s4(info_export_mlp(), export_mlp);
    return {&s1, &s2, &s3, &s4};
}

}  // namespace asynclab::scenarios::detail
