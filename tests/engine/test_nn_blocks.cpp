// nn blocks: Dense gradients against finite differences, training, naming, deferred
// shapes, Print, DataBranch, HybridConcurrent, Dropout, trainer, network specs (JSON,
// malformed documents, presets, Gluon code).
#include <QtTest>

#include <cmath>
#include <random>

#include "engine/nn/blocks.h"
#include "engine/nn/loss.h"
#include "engine/nn/network_spec.h"
#include "engine/nn/trainer.h"
#include "tests/common/engine_fixture.h"

using namespace asynclab;
using namespace asynclab::nn;

namespace {

std::vector<double> random_values(std::size_t n, std::uint64_t seed, double lo = -1.0,
                                  double hi = 1.0) {
    std::mt19937_64 gen(seed);
    std::uniform_real_distribution<double> dist(lo, hi);
    std::vector<double> v(n);
    for (auto& x : v) x = dist(gen);
    return v;
}

NDArray arr(const Shape& s, const std::vector<double>& v, DType dt = DType::Float32) {
    return NDArray::from_values(s, v, Device::cpu(), dt);
}

NDArray rand_arr(const Shape& s, std::uint64_t seed, DType dt = DType::Float32) {
    return arr(s, random_values(static_cast<std::size_t>(s.size()), seed), dt);
}

bool close(const std::vector<double>& a, const std::vector<double>& b, double tol) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > tol * (1 + std::abs(b[i]))) return false;
    return true;
}

std::shared_ptr<HybridSequential> mlp(std::initializer_list<std::int64_t> units) {
    auto net = std::make_shared<HybridSequential>();
    std::size_t i = 0;
    for (std::int64_t u : units) {
        const bool last = ++i == units.size();
        net->add(std::make_shared<Dense>(u, last ? std::nullopt : std::optional(ActKind::Tanh)));
    }
    return net;
}

const char* kMlpCode =
    "net = nn.HybridSequential()\n"
    "net.add(nn.Dense(256, activation='relu'),\n"
    "        nn.Dense(128, activation='relu'),\n"
    "        nn.Dense(2))\n"
    "net.initialize()";

}  // namespace

class NnBlocksTest : public QObject {
    Q_OBJECT

    testing::EngineFixture engine;

  private slots:
    void init() { engine.start(); }
    void cleanup() { engine.stop(); }

    void denseGradientsMatchFiniteDifferences() {
        auto net = mlp({3, 2});
        net->cast(DType::Float64);
        net->initialize(Initializer::xavier(3, 7));
        L2Loss loss;
        NDArray x = rand_arr({4, 5}, 1, DType::Float64);
        NDArray y = rand_arr({4, 2}, 2, DType::Float64);
        auto objective = [&] {
            return asynclab::sum(loss((*net)(Variable(x)), Variable(y)).data()).item();
        };
        {
            auto rec = autograd::record();
            Variable l = loss((*net)(Variable(x)), Variable(y));
            l.backward();
        }
        auto params = net->collect_params();
        QCOMPARE(params.names(), (std::vector<std::string>{"dense0_weight", "dense0_bias",
                                                           "dense1_weight", "dense1_bias"}));
        const double eps = 1e-6;
        for (const auto& [name, p] : params) {
            const auto analytic = p->grad().to_host();
            auto values = p->data().to_host();
            QCOMPARE(analytic.size(), values.size());
            for (std::size_t j = 0; j < values.size(); ++j) {
                const double keep = values[j];
                values[j] = keep + eps;
                p->set_data(arr(p->shape(), values, DType::Float64));
                const double up = objective();
                values[j] = keep - eps;
                p->set_data(arr(p->shape(), values, DType::Float64));
                const double down = objective();
                values[j] = keep;
                p->set_data(arr(p->shape(), values, DType::Float64));
                const double numeric = (up - down) / (2 * eps);
                const double err = std::abs(analytic[j] - numeric) /
                                   std::max({std::abs(analytic[j]), std::abs(numeric), 1e-3});
                QVERIFY2(err < 1e-6, qPrintable(QString("%1[%2]: analytic %3 numeric %4")
                                                    .arg(QString::fromStdString(name))
                                                    .arg(j)
                                                    .arg(analytic[j], 0, 'g', 12)
                                                    .arg(numeric, 0, 'g', 12)));
            }
        }
    }

    void trainingLowersTheLoss() {
        // y = x . w_true + 0.5 on 64 samples of 8 features.
        const int n = 64, d = 8;
        auto xv = random_values(n * d, 11);
        auto wv = random_values(d, 12);
        std::vector<double> yv(n);
        for (int i = 0; i < n; ++i) {
            yv[static_cast<std::size_t>(i)] = 0.5;
            for (int j = 0; j < d; ++j)
                yv[static_cast<std::size_t>(i)] +=
                    xv[static_cast<std::size_t>(i * d + j)] * wv[static_cast<std::size_t>(j)];
        }
        NDArray X = arr({n, d}, xv), Y = arr({n}, yv);
        auto net = std::make_shared<Sequential>();
        net->add(std::make_shared<Dense>(16, ActKind::Relu)).add(std::make_shared<Dense>(1));
        net->initialize(Initializer::xavier(3, 5));
        Trainer trainer(net->collect_params(), 0.1);
        L2Loss loss;
        auto mean_loss = [&] {
            return asynclab::mean(loss((*net)(Variable(X)), Variable(Y)).data()).item();
        };
        const double before = mean_loss();
        for (int epoch = 0; epoch < 200; ++epoch) {
            {
                auto rec = autograd::record();
                loss((*net)(Variable(X)), Variable(Y)).backward();
            }
            trainer.step(n);
        }
        const double after = mean_loss();
        QVERIFY2(after < 0.1 * before, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
        QCOMPARE(trainer.steps(), std::uint64_t(200));
    }

    void trainingUnderBackPressureAndSynchronousMode() {
        // Ops of nn never make a worker push the free of an array: with a tiny in-flight
        // bound that would block every worker (and so the whole loop).
        for (EngineMode mode : {EngineMode::Threaded, EngineMode::Synchronous}) {
            Engine e(EngineConfig{.cpu_workers = 2, .mode = mode, .max_in_flight = 3});
            EngineScope s(e);
            auto net = std::make_shared<Sequential>();
            net->add(std::make_shared<Dense>(32, ActKind::Relu)).add(std::make_shared<Dense>(1));
            net->initialize(Initializer::xavier(3, 2));
            Trainer trainer(net->collect_params(), 0.01, 1e-4);
            L2Loss loss;
            for (int i = 0; i < 300; ++i) {
                NDArray X = NDArray::normal({16, 8}, 0, 1, static_cast<std::uint64_t>(i));
                NDArray Y = NDArray::ones({16});
                {
                    auto rec = autograd::record();
                    loss((*net)(Variable(X)), Variable(Y)).backward();
                }
                trainer.step(16);
            }
            e.wait_all();
            for (const auto& [name, p] : net->collect_params())
                for (double v : p->data().to_host()) QVERIFY(std::isfinite(v));
        }
    }

    void classifierTrainsWithSoftmaxCrossEntropy() {
        // Two separable classes: label = (x0 + x1 > 0).
        const int n = 32;
        auto xv = random_values(n * 2, 21);
        std::vector<double> lv(n);
        for (int i = 0; i < n; ++i)
            lv[static_cast<std::size_t>(i)] =
                xv[static_cast<std::size_t>(2 * i)] + xv[static_cast<std::size_t>(2 * i + 1)] > 0
                    ? 1
                    : 0;
        NDArray X = arr({n, 2}, xv), L = arr({n}, lv);
        auto net = mlp({8, 2});
        net->initialize(Initializer::xavier(3, 9));
        Trainer trainer(net->collect_params(), 0.5);
        SoftmaxCrossEntropyLoss loss;
        auto mean_loss = [&] {
            return asynclab::mean(loss((*net)(Variable(X)), Variable(L)).data()).item();
        };
        const double before = mean_loss();
        for (int i = 0; i < 100; ++i) {
            {
                auto rec = autograd::record();
                loss((*net)(Variable(X)), Variable(L)).backward();
            }
            trainer.step(n);
        }
        QVERIFY(mean_loss() < 0.5 * before);
    }

    void sgdStepFormula() {
        Parameter p("weight", Shape{3});
        p.initialize(Initializer::constant(2.0));
        {
            auto rec = autograd::record();
            sum(mul(p.var(), Variable(arr({3}, {1, 2, 3})))).backward();  // grad = (1, 2, 3)
        }
        ParameterDict d;
        d.add(std::shared_ptr<Parameter>(&p, [](Parameter*) {}));
        Trainer t(d, 0.5, 0.1);
        t.step(4);
        // w -= 0.5 * (g / 4 + 0.1 * w)
        QVERIFY(close(p.data().to_host(),
                      {2 - 0.5 * (0.25 + 0.2), 2 - 0.5 * (0.5 + 0.2), 2 - 0.5 * (0.75 + 0.2)},
                      1e-6));
    }

    void parameterNamesAndOrder() {
        auto inner = std::make_shared<HybridConcurrent>();
        inner->add(std::make_shared<Dense>(3)).add(std::make_shared<Dense>(2, std::nullopt, false));
        auto net = std::make_shared<HybridSequential>();
        auto hidden = std::make_shared<Dense>(4, ActKind::Relu);
        net->add(std::make_shared<Dense>(5)).add(inner).add(hidden).add(std::make_shared<Dense>(1));
        hidden->set_name("hidden");
        auto names = net->collect_params().names();
        QCOMPARE(names, (std::vector<std::string>{"dense0_weight", "dense0_bias", "dense1_weight",
                                                  "dense1_bias", "dense2_weight", "hidden_weight",
                                                  "hidden_bias", "dense3_weight", "dense3_bias"}));
        QCOMPARE(net->name(), std::string("hybridsequential0"));
        QCOMPARE(inner->name(), std::string("hybridconcurrent0"));
        // Prefixes are unique per network: a second network starts at dense0 again.
        auto other = mlp({2, 2});
        QCOMPARE(other->collect_params().names().front(), std::string("dense0_weight"));
        // Initialisation is seeded per parameter name: the same seed gives the same values.
        auto a = mlp({3}), b = mlp({3});
        a->initialize(Initializer::uniform(0.5, 42));
        b->initialize(Initializer::uniform(0.5, 42));
        NDArray x = rand_arr({2, 4}, 3);
        QCOMPARE((*a)(Variable(x)).data().to_host(), (*b)(Variable(x)).data().to_host());
        QCOMPARE(a->collect_params().at("dense0_bias").data().to_host(),
                 (std::vector<double>{0, 0, 0}));
    }

    void denseInfersInUnitsAtFirstCall() {
        auto dense = std::make_shared<Dense>(4);
        dense->initialize();
        QCOMPARE(dense->in_units(), std::int64_t(0));
        QVERIFY(dense->weight().deferred());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, dense->weight().data());
        NDArray y = (*dense)(Variable(rand_arr({2, 7}, 4))).data();
        QCOMPARE(dense->in_units(), std::int64_t(7));
        QCOMPARE(dense->weight().shape(), Shape({4, 7}));
        QCOMPARE(y.shape(), Shape({2, 4}));
        // flatten=true folds trailing axes: (2, 7) per sample would not fit 3x3 inputs.
        QVERIFY_THROWS_EXCEPTION(ShapeError, (*dense)(Variable(rand_arr({2, 3, 3}, 5))));
        auto flat = std::make_shared<Dense>(3);
        flat->initialize();
        QCOMPARE((*flat)(Variable(rand_arr({2, 3, 3}, 6))).shape(), Shape({2, 3}));
        QCOMPARE(flat->in_units(), std::int64_t(9));
        auto last_axis = std::make_shared<Dense>(3, std::nullopt, true, false);
        last_axis->initialize();
        QCOMPARE((*last_axis)(Variable(rand_arr({2, 5, 4}, 7))).shape(), Shape({2, 5, 3}));
        // Without initialize(): a clear error at the first call.
        auto uninit = std::make_shared<Dense>(2);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (*uninit)(Variable(rand_arr({1, 2}, 8))));
    }

    void printFiresEveryImperativeCall() {
        std::vector<PrintEvent> events;
        auto print = std::make_shared<Print>("value x");
        print->set_sink([&](const PrintEvent& e) { events.push_back(e); });
        auto net = std::make_shared<HybridSequential>();
        net->add(print).add(std::make_shared<Dense>(2));
        net->initialize();
        NDArray x = arr({1, 3}, {1, 2, 3});
        for (int i = 0; i < 3; ++i) (*net)(Variable(x));
        QCOMPARE(events.size(), std::size_t(3));
        QCOMPARE(print->fired(), std::uint64_t(3));
        QCOMPARE(events[0].layer, std::string("print0"));
        QCOMPARE(events[0].label, std::string("value x"));
        QCOMPARE(events[0].text, std::string("array([[1., 2., 3.]])"));
        QVERIFY(!events[0].symbolic);
        // The process-wide default sink is used when a layer has none.
        int global = 0;
        Print::set_default_sink([&](const PrintEvent&) { ++global; });
        auto p2 = std::make_shared<Print>();
        (*p2)(Variable(x));
        Print::set_default_sink({});
        QCOMPARE(global, 1);
    }

    void dataBranchPicksBySign() {
        auto branch = std::make_shared<DataBranch>(std::make_shared<Activation>(ActKind::Tanh),
                                                   std::make_shared<Activation>(ActKind::Sigmoid));
        QCOMPARE(branch->last_branch(), -1);
        NDArray pos = arr({1, 2}, {2, -1}), neg = arr({1, 2}, {-2, 1});
        auto a = (*branch)(Variable(pos)).data().to_host();
        QCOMPARE(branch->last_branch(), 0);
        QVERIFY(close(a, {std::tanh(2.0), std::tanh(-1.0)}, 1e-6));
        auto b = (*branch)(Variable(neg)).data().to_host();
        QCOMPARE(branch->last_branch(), 1);
        QVERIFY(close(b, {1 / (1 + std::exp(2.0)), 1 / (1 + std::exp(-1.0))}, 1e-6));
        // Not compilable, with the reason; plain hybrid stacks are.
        auto net = std::make_shared<Sequential>();
        net->add(std::make_shared<Dense>(2)).add(branch);
        net->name_tree();
        QCOMPARE(branch->not_hybridizable_reason(),
                 std::string("databranch0: needs the value of x.sum() on the front end"));
        QVERIFY(!net->not_hybridizable_reason().empty());
        auto h = mlp({3, 2});
        QCOMPARE(h->not_hybridizable_reason(), std::string());
    }

    void hybridizeIsAFlagForNow() {
        auto net = mlp({3, 2});
        QVERIFY(!net->hybridized());
        net->hybridize();
        QVERIFY(net->hybridized());
        QVERIFY(net->children()[0]->hybridized());
        auto seq = std::make_shared<Sequential>();
        auto d = std::make_shared<Dense>(2);
        seq->add(d);
        seq->hybridize();
        QVERIFY(!seq->hybridized());  // a plain Block stays imperative
        QVERIFY(d->hybridized());
        net->hybridize(false);
        QVERIFY(!net->hybridized());
    }

    void hybridConcurrentConcatenates() {
        auto a = std::make_shared<Dense>(3, std::nullopt, true, true, 4);
        auto b = std::make_shared<Dense>(2, ActKind::Relu, true, true, 4);
        auto cat = std::make_shared<HybridConcurrent>();
        cat->add(a).add(b);
        cat->initialize(Initializer::normal(0.5, 3));
        NDArray x = rand_arr({5, 4}, 9);
        NDArray y = (*cat)(Variable(x)).data();
        QCOMPARE(y.shape(), Shape({5, 5}));
        const auto yv = y.to_host(), av = (*a)(Variable(x)).data().to_host(),
                   bv = (*b)(Variable(x)).data().to_host();
        for (int r = 0; r < 5; ++r) {
            for (int c = 0; c < 3; ++c)
                QCOMPARE(yv[static_cast<std::size_t>(r * 5 + c)],
                         av[static_cast<std::size_t>(r * 3 + c)]);
            for (int c = 0; c < 2; ++c)
                QCOMPARE(yv[static_cast<std::size_t>(r * 5 + 3 + c)],
                         bv[static_cast<std::size_t>(r * 2 + c)]);
        }
    }

    void dropoutTrainingVersusInference() {
        auto drop = std::make_shared<Dropout>(0.3);
        NDArray x = NDArray::ones({100, 100});
        // Inference (not training): identity.
        QCOMPARE((*drop)(Variable(x)).data().to_host(), x.to_host());
        std::vector<double> y;
        {
            auto rec = autograd::record();  // training mode
            y = (*drop)(Variable(x)).data().to_host();
        }
        std::size_t zeros = 0;
        for (double v : y) {
            if (v == 0) {
                ++zeros;
            } else {
                QVERIFY(std::abs(v - 1 / 0.7) < 1e-6);
            }
        }
        const double frac = static_cast<double>(zeros) / static_cast<double>(y.size());
        QVERIFY2(std::abs(frac - 0.3) < 0.03, qPrintable(QString::number(frac)));
        // Training mode without recording also drops.
        auto train = autograd::train_mode();
        auto y2 = (*drop)(Variable(x)).data().to_host();
        QVERIFY(std::count(y2.begin(), y2.end(), 0.0) > 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Dropout(1.0));
    }

    void flattenAndActivationLayers() {
        auto net = std::make_shared<HybridSequential>();
        net->add(std::make_shared<Flatten>()).add(std::make_shared<Activation>(ActKind::Relu));
        auto y = (*net)(Variable(arr({2, 2, 2}, {1, -1, 2, -2, 3, -3, 4, -4})));
        QCOMPARE(y.shape(), Shape({2, 4}));
        QCOMPARE(y.data().to_host(), (std::vector<double>{1, 0, 2, 0, 3, 0, 4, 0}));
        QCOMPARE(net->to_string(),
                 std::string("HybridSequential(\n  (0): Flatten()\n  (1): Activation(relu)\n)"));
    }

    // --- network specs ------------------------------------------------------------------

    void specJsonRoundTrip() {
        std::vector<NetworkSpec> specs;
        for (const auto& p : presets()) specs.push_back(p.spec);
        NetworkSpec every;
        every.name = "every \"attribute\"";
        every.input_shape = {2, 3, 4};
        every.batch_size = 7;
        NodeSpec d = NodeSpec::dense(5, "sigmoid");
        d.use_bias = false;
        d.flatten = false;
        d.in_units = 4;
        d.name = "fixed";
        NodeSpec cat = NodeSpec::container(
            NodeKind::HybridConcurrent, {NodeSpec::dense(1), NodeSpec::activation_layer("tanh")});
        cat.axis = -1;
        every.root = NodeSpec::container(
            NodeKind::Sequential,
            {NodeSpec::flatten_layer(), d, NodeSpec::dropout(0.25), NodeSpec::print("p\n'q'"), cat,
             NodeSpec::data_branch(NodeSpec::container(NodeKind::HybridSequential),
                                   NodeSpec::dense(3))});
        specs.push_back(every);
        for (const auto& s : specs) {
            QVERIFY2(!validate(s), qPrintable(QString::fromStdString(validate(s).value_or(""))));
            const std::string text = to_json(s);
            const NetworkSpec back = from_json(text);
            QVERIFY2(back == s, text.c_str());
            QCOMPARE(to_json(back, false), to_json(s, false));
        }
        const std::string text = to_json(preset_chapter_mlp(), false);
        QVERIFY(text.starts_with("{\"format\":\"asynclab-network\",\"version\":1,"));
    }

    void malformedSpecsGiveClearErrors() {
        const std::string head =
            R"({"format":"asynclab-network","version":1,"input_shape":[4],"net":)";
        const std::vector<std::pair<std::string, std::string>> cases = {
            {"{\"format\":\"asynclab-network\",", "invalid JSON"},
            {R"({"format":"something-else","version":1,"input_shape":[4],"net":{"kind":"Dense","units":2}})",
             "not an AsyncLab network"},
            {R"({"format":"asynclab-network","version":2,"input_shape":[4],"net":{"kind":"Dense","units":2}})",
             "version 2 is not supported"},
            {head + R"({"kind":"Convolution"}})", "unknown kind 'Convolution'"},
            {head + R"({"kind":"Dense","units":-3}})", "net.units: must be in [1,"},
            {head + R"({"kind":"Dense","units":"256"}})",
             "net.units: must be an integer, got string"},
            {head + R"({"kind":"HybridSequential","children":[{"kind":"Dense","unit":2}]}})",
             "net.children[0]: unknown attribute 'unit' for Dense"},
            {head + R"({"kind":"Activation","activation":"softsign"}})",
             "unknown activation 'softsign'"},
            {head + R"({"kind":"DataBranch","children":[{"kind":"Flatten"}]}})",
             "exactly two children"},
            {R"({"format":"asynclab-network","version":1,"input_shape":[0],"net":{"kind":"Flatten"}})",
             "input_shape[0]: must be in [1,"},
            {head + R"({"kind":"Dropout","rate":1.5}})", "net.rate: must lie in [0, 1)"},
            {head + R"({"kind":"Sequential","children":{"kind":"Flatten"}}})",
             "net.children: must be an array"},
            {head + R"({"kind":"Dense","units":2,"children":[]}})", "unknown attribute 'children'"},
            {R"([1, 2, 3])", "must be a JSON object"},
        };
        // Nesting deeper than the limit.
        std::string deep = head;
        for (int i = 0; i < 34; ++i) deep += R"({"kind":"Sequential","children":[)";
        deep += R"({"kind":"Flatten"})";
        for (int i = 0; i < 34; ++i) deep += "]}";
        deep += "}";
        auto all = cases;
        all.emplace_back(deep, "nesting deeper than 32 levels");
        all.emplace_back(std::string(100000, '['), "invalid JSON");
        QVERIFY(all.size() >= 10);
        for (const auto& [text, expected] : all) {
            auto r = parse_spec(text);
            QVERIFY2(!r.ok(), text.substr(0, 80).c_str());
            QVERIFY2(
                r.error.find(expected) != std::string::npos,
                qPrintable(QString::fromStdString("expected '" + expected + "' in: " + r.error)));
            QVERIFY(r.error.starts_with("network spec: "));
            QVERIFY_THROWS_EXCEPTION(SpecError, from_json(text));
        }
    }

    void presetsBuildAndRun() {
        const auto ps = presets();
        QCOMPARE(ps.size(), std::size_t(5));
        for (const auto& p : ps) {
            BlockPtr net = build(p.spec);
            net->initialize(Initializer::xavier(3, 1));
            std::vector<PrintEvent> events;
            Print::set_default_sink([&](const PrintEvent& e) { events.push_back(e); });
            NetworkSpec small = p.spec;
            small.batch_size = std::min<std::int64_t>(small.batch_size, 16);
            NDArray x = NDArray::normal(small.batch_input_shape(), 0, 1, 3);
            NDArray y = (*net)(Variable(x)).data();
            Print::set_default_sink({});
            QVERIFY(y.to_host().size() > 0);
            QCOMPARE(y.shape()[0], small.batch_size);
            if (p.id == "hybridnet_print") {
                QCOMPARE(events.size(), std::size_t(2));
                QCOMPARE(net->collect_params().names(),
                         (std::vector<std::string>{"hidden_weight", "hidden_bias", "output_weight",
                                                   "output_bias"}));
            }
            if (p.id == "chapter_mlp") QCOMPARE(y.shape(), Shape({1, 2}));
            if (p.id == "training_mlp") QCOMPARE(y.shape(), Shape({16, 1}));
            if (p.id == "concurrent") QCOMPARE(y.shape(), Shape({4, 2}));
            if (p.id == "data_branch")
                QVERIFY(!net->not_hybridizable_reason().empty());
            else
                QVERIFY2(p.id == "training_mlp" || net->not_hybridizable_reason().empty(),
                         p.id.c_str());
        }
        QCOMPARE(preset_training_mlp().batch_input_shape(), Shape({1024, 512}));
    }

    void gluonCodeOfTheChapterMlp() {
        QCOMPARE(gluon_code(preset_chapter_mlp()), std::string(kMlpCode));
        const std::string code = gluon_code(preset_concurrent());
        QVERIFY(code.starts_with("from mxnet.gluon.contrib.nn import HybridConcurrent\n"));
        QVERIFY(code.find("branches1 = HybridConcurrent(axis=1)\n") != std::string::npos);
        QVERIFY(code.find("net.add(branches1,\n        nn.Dense(2))") != std::string::npos);
        QVERIFY(code.find("nn.Dropout(0.2)") != std::string::npos);
        const std::string hn = gluon_code(preset_hybridnet_print());
        QVERIFY(hn.starts_with("class Print(nn.HybridBlock):"));
        QVERIFY(hn.find("nn.Dense(4, activation='relu', prefix='hidden_')") != std::string::npos);
        QVERIFY(gluon_code(preset_data_branch())
                    .find("switch1 = DataBranch(nn.Dense(4, activation='relu'), nn.Dense(4, "
                          "activation='tanh'))") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(NnBlocksTest)
#include "test_nn_blocks.moc"
