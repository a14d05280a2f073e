// Hybridization: TraceF, the graph passes, CachedOp (one engine op per call, gradients),
// Print once, DataBranch refused or kept imperative.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <random>
#include <thread>

#include "engine/memory/storage.h"
#include "engine/nn/blocks.h"
#include "engine/nn/cached_op.h"
#include "engine/nn/passes.h"
#include "engine/nn/trace.h"
#include "engine/profiler/profiler.h"
#include "tests/common/engine_fixture.h"

using namespace asynclab;
using namespace asynclab::nn;

namespace {

NDArray rand_arr(const Shape& s, std::uint64_t seed, DType dt = DType::Float32) {
    std::mt19937_64 gen(seed);
    std::uniform_real_distribution<double> dist(-1, 1);
    std::vector<double> v(static_cast<std::size_t>(s.size()));
    for (auto& x : v) x = dist(gen);
    return NDArray::from_values(s, v, Device::cpu(), dt);
}

bool close(const std::vector<double>& a, const std::vector<double>& b, double tol) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > tol * (1 + std::abs(b[i]))) return false;
    return true;
}

std::shared_ptr<HybridSequential> mlp() {
    auto net = std::make_shared<HybridSequential>();
    net->add(std::make_shared<Dense>(256, ActKind::Relu));
    net->add(std::make_shared<Dense>(128, ActKind::Relu));
    net->add(std::make_shared<Dense>(2));
    return net;
}

}  // namespace

class NnHybridizeTest : public QObject {
    Q_OBJECT

    testing::EngineFixture engine;

  private slots:
    void init() { engine.start(); }
    void cleanup() { engine.stop(); }

    void hybridizedMlpMatchesImperative() {
        auto net = mlp();
        net->initialize(Initializer::uniform(0.07, 3));
        NDArray x = rand_arr(Shape{4, 512}, 1);
        const auto ref = net->operator()(x).data().to_host();
        net->hybridize();
        const auto y1 = net->operator()(x).data().to_host();
        const auto y2 = net->operator()(x).data().to_host();
        QVERIFY(close(y1, ref, 1e-5));
        QVERIFY(close(y2, ref, 1e-5));
        QVERIFY(net->cached_op() != nullptr);
        const auto* steps = net->compile_steps();
        QVERIFY(steps && steps->size() == 6);
        QCOMPARE(steps->back().graph.count_op("fused_dense"), std::size_t{2});
        QVERIFY(steps->back().report.bytes_after < steps->back().report.bytes_before);
        QVERIFY(steps->front().graph.dump().find("FullyConnected") != std::string::npos);
    }

    void cachedOpIsOneEngineOpPerCall() {
        auto net = mlp();
        net->initialize();
        net->hybridize();
        NDArray x = rand_arr(Shape{8, 512}, 2);
        net->operator()(x).data().wait_to_read();  // compile (+ deferred init ops)
        engine->wait_all();
        const OpId before = engine->ops_pushed();
        std::vector<Variable> keep;  // keep outputs alive: no storage frees in between
        for (int i = 0; i < 5; ++i) keep.push_back(net->operator()(x));
        engine->wait_all();
        QCOMPARE(engine->ops_pushed() - before, OpId{5});
        engine->profiler().flush();
        int cached = 0, after = 0;
        for (const auto& e : engine->profiler().history().ops) {
            if (e.name.rfind("cached_op:", 0) == 0) ++cached;
            if (e.id > before) ++after;
        }
        QCOMPARE(cached, 6);
        QCOMPARE(after, 5);
    }

    void queuedCallsKeepTheGraphAndTheParametersTheyWerePushedWith() {
        // An inference call's op holds the compiled graph and the parameters' storage by raw
        // pointer. Calls still queued when the parameters are replaced by new arrays (each
        // time: the binding the calls before hold is freed after them), and when the cached
        // op itself is dropped, compute with what they were pushed with.
        auto net = mlp();
        NDArray x = rand_arr(Shape{2, 512}, 9);
        net->hybridize();
        const int sets = 20;
        auto weights = [&](int k) {
            net->initialize(Initializer::uniform(0.07, 100 + static_cast<std::uint64_t>(k)),
                            Device::cpu(), true);
        };
        std::vector<std::vector<double>> ref;
        for (int k = 0; k < sets; ++k) {
            weights(k);
            ref.push_back((*net)(x).data().to_host());
        }
        QVERIFY(!close(ref[0], ref[1], 1e-3));  // the sets differ
        engine->wait_all();
        engine->profiler().flush();
        engine->profiler().clear_history();

        std::atomic<bool> gate{false};
        engine->push(
            [&gate](RunContext&) {
                while (!gate.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            },
            {}, {x.var()}, Device::cpu(), LaneKind::Compute, "hold x");
        std::vector<NDArray> out;
        const NDArray::StorageRef first_weight =
            net->collect_params().begin()->second->data().storage_ref();
        for (int k = 0; k < sets; ++k) {
            weights(k);  // new arrays: the old ones are freed once the calls reading them ran
            out.push_back((*net)(x).data());
        }
        QVERIFY(net->collect_params().begin()->second->data().storage_ref() != first_weight);
        net->hybridize(false);  // drops the cached op while every call waits for x
        net.reset();            // and the parameters
        gate.store(true);
        for (int k = 0; k < sets; ++k)
            QVERIFY2(close(out[static_cast<std::size_t>(k)].to_host(),
                           ref[static_cast<std::size_t>(k)], 1e-6),
                     std::to_string(k).c_str());
        engine->wait_all();

        // The calls ran as recorded ops; what they held was freed by frees, which are not.
        engine->profiler().flush();
        int calls = 0;
        for (const OpEvent& e : engine->profiler().history().ops) {
            QVERIFY2(e.name.find("free") == std::string::npos, e.name.c_str());
            calls += e.name.rfind("cached_op:", 0) == 0 ? 1 : 0;
        }
        QCOMPARE(calls, sets);
    }

    void printFiresOnceAfterHybridize() {
        auto net = std::make_shared<HybridSequential>();
        auto print = std::make_shared<Print>("x");
        std::vector<PrintEvent> events;
        print->set_sink([&](const PrintEvent& e) { events.push_back(e); });
        net->add(std::make_shared<Dense>(4, ActKind::Relu))
            .add(print)
            .add(std::make_shared<Dense>(2));
        net->initialize();
        NDArray x = rand_arr(Shape{2, 3}, 3);
        net->operator()(x).data().wait_to_read();
        QCOMPARE(events.size(), std::size_t{1});
        QVERIFY(!events[0].symbolic);
        net->hybridize();
        for (int i = 0; i < 3; ++i) net->operator()(x).data().wait_to_read();
        QCOMPARE(events.size(), std::size_t{2});
        QVERIFY(events[1].symbolic);
        QVERIFY(events[1].text.find("Symbol") != std::string::npos);
        QCOMPARE(print->fired(), std::uint64_t{2});
    }

    void dataBranchRefusedOrKeptImperative() {
        auto branch =
            std::make_shared<DataBranch>(std::make_shared<Dense>(3), std::make_shared<Dense>(3));
        auto net = std::make_shared<HybridSequential>();
        net->add(std::make_shared<Dense>(4)).add(branch);
        net->initialize();
        net->hybridize();
        NDArray x = rand_arr(Shape{2, 5}, 4);
        try {
            net->operator()(x);
            QFAIL("expected a refusal");
        } catch (const std::logic_error& e) {
            const std::string msg = e.what();
            QVERIFY2(msg.find("databranch0") != std::string::npos, msg.c_str());
            QVERIFY2(msg.find("x.sum()") != std::string::npos, msg.c_str());
        }
        // Kept imperative in a Sequential, the hybrid parts around it run as cached ops.
        auto head = std::make_shared<HybridSequential>();
        head->add(std::make_shared<Dense>(4, ActKind::Tanh));
        auto branch2 =
            std::make_shared<DataBranch>(std::make_shared<Dense>(3), std::make_shared<Dense>(3));
        auto seq = std::make_shared<Sequential>();
        seq->add(head).add(branch2);
        seq->initialize();
        const auto ref = seq->operator()(x).data().to_host();
        seq->hybridize();
        const auto got = seq->operator()(x).data().to_host();
        QVERIFY(close(got, ref, 1e-5));
        QVERIFY(head->cached_op() != nullptr);
        QVERIFY(branch2->last_branch() >= 0);
    }

    void hybridizedGradientsMatchImperative() {
        auto make = [] {
            auto net = std::make_shared<HybridSequential>();
            net->add(std::make_shared<Dense>(16, ActKind::Tanh));
            net->add(std::make_shared<Dense>(8, ActKind::Sigmoid));
            net->add(std::make_shared<Dense>(3));
            net->initialize(Initializer::uniform(0.3, 7));
            return net;
        };
        auto a = make(), b = make();
        NDArray x = rand_arr(Shape{5, 6}, 5);
        b->hybridize();
        std::vector<double> xgrad[2];
        int t = 0;
        for (auto* net : {a.get(), b.get()}) {
            Variable xv(x);  // the input needs a gradient too
            xv.attach_grad();
            engine->wait_all();
            const OpId before = engine->ops_pushed();
            {
                auto rec = autograd::record();
                Variable y = (*net)(xv);
                Variable loss = nn::sum(nn::mul(y, y));
                loss.backward();
            }
            xgrad[t++] = xv.grad().to_host();
            // Every gradient went straight into its buffer: no copy op.
            engine->wait_all();
            engine->profiler().flush();
            for (const auto& e : engine->profiler().history().ops)
                QVERIFY2(e.id <= before || e.name != "assign_", net->name().c_str());
        }
        QVERIFY(close(xgrad[1], xgrad[0], 1e-5));
        QVERIFY(std::any_of(xgrad[0].begin(), xgrad[0].end(), [](double v) { return v != 0; }));
        auto pa = a->collect_params(), pb = b->collect_params();
        QCOMPARE(pa.size(), pb.size());
        auto ia = pa.begin();
        for (auto ib = pb.begin(); ib != pb.end(); ++ia, ++ib) {
            const auto ga = ia->second->grad().to_host(), gb = ib->second->grad().to_host();
            QVERIFY2(close(gb, ga, 1e-5), ia->first.c_str());
        }
    }

    void queuedOpsAllocateWhenTheyRunNotWhenPushed() {
        // An array gets its storage from the first op that writes it, when that op runs
        // (MXNet's delay_alloc): ops queued behind a slow one hold no memory yet. Covers the
        // hybridized call and its backward, and the backward kernels of imperative ops
        // (tanh, sum), all pushed through nn's own op helper.
        auto net = mlp();
        net->initialize(Initializer::uniform(0.07, 3));
        net->hybridize();
        NDArray x = rand_arr(Shape{4, 512}, 6);
        auto step = [&](const NDArray& head) {
            auto rec = autograd::record();
            Variable loss = nn::sum(nn::tanh((*net)(x)));
            if (head.defined())
                loss.backward(head);
            else
                loss.backward();
        };
        step(NDArray());  // compile; every parameter and gradient buffer exists from here on
        std::vector<std::vector<double>> ref;
        for (const auto& [name, p] : net->collect_params()) ref.push_back(p->grad().to_host());
        NDArray head = NDArray::ones(Shape{});
        engine->wait_all();
        auto& storage = engine->storage();
        const std::size_t before = storage.stats(Device::cpu()).in_use;
        storage.reset_peak(Device::cpu());

        std::atomic<bool> gate{false};
        engine->push(
            [&gate](RunContext&) {
                while (!gate.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            },
            {}, {x.var(), head.var()}, Device::cpu(), LaneKind::Compute, "hold x and head");
        step(head);  // forward, loss and backward: every op waits for x or the head
        const std::size_t queued = storage.stats(Device::cpu()).in_use;
        gate.store(true);
        engine->wait_all();
        QCOMPARE(queued, before);
        // They did allocate once they ran, and computed what the first step did.
        QVERIFY(storage.stats(Device::cpu()).peak > before);
        std::size_t k = 0;
        for (const auto& [name, p] : net->collect_params())
            QVERIFY2(close(p->grad().to_host(), ref[k++], 1e-6), name.c_str());
    }

    void backwardComputesOnlyTheGradientsNeeded() {
        // The data input of a training step needs no gradient: the adjoint skips it (the
        // first layer's input-gradient product), in the values and in the cost the op
        // declares, and the parameters' gradients are those computed with it.
        auto net = mlp();
        net->initialize(Initializer::uniform(0.07, 3));
        net->hybridize();
        const std::int64_t batch = 4;
        NDArray x = rand_arr(Shape{batch, 512}, 8);
        double forward = 0, backward[2] = {0, 0};
        std::vector<std::vector<double>> grads[2];
        for (int with_x = 0; with_x < 2; ++with_x) {
            Variable xv(x);
            if (with_x) xv.attach_grad();
            engine->wait_all();
            const OpId before = engine->ops_pushed();
            {
                auto rec = autograd::record();
                nn::sum((*net)(xv)).backward();
            }
            engine->wait_all();
            engine->profiler().flush();
            for (const auto& e : engine->profiler().history().ops) {
                if (e.id <= before) continue;
                if (e.name.rfind("cached_op_backward:", 0) == 0) backward[with_x] = e.flops;
                if (e.name.rfind("cached_op:", 0) == 0) forward = e.flops;
            }
            for (const auto& [name, p] : net->collect_params())
                grads[with_x].push_back(p->grad().to_host());
        }
        QVERIFY(forward > 0);
        QVERIFY(std::abs(backward[1] - 2 * forward) < 1e-9 * forward);
        const double first_product = 2.0 * batch * 512 * 256;
        QVERIFY2(backward[0] <= backward[1] - first_product && backward[0] > forward,
                 qPrintable(QString("%1 %2").arg(backward[0]).arg(backward[1])));
        QCOMPARE(grads[0].size(), grads[1].size());
        for (std::size_t k = 0; k < grads[0].size(); ++k)
            QVERIFY(close(grads[0][k], grads[1][k], 1e-6));
    }

    void deadCodeEliminationRemovesUnusedBranch() {
        Graph g;
        const auto x = g.add_variable("data", Shape{2, 3}, DType::Float32, VarKind::Data);
        const auto used = g.add_op("Activation", "used", {{x, 0}}, {{"act_type", "relu"}});
        const auto dead = g.add_op("Activation", "dead", {{x, 0}}, {{"act_type", "tanh"}});
        g.add_op("_mul_scalar", "dead2", {{dead, 0}}, {{"scalar", "2"}});
        g.outputs.push_back({used, 0});
        PassReport r;
        Graph out = eliminate_dead_code(g, &r);
        QCOMPARE(out.size(), std::size_t{2});
        QCOMPARE(r.changes, 2);
        QCOMPARE(out.find("dead"), std::int64_t{-1});
    }

    void cseMergesDuplicates() {
        Graph g;
        const auto x = g.add_variable("data", Shape{2, 3}, DType::Float32, VarKind::Data);
        const auto a = g.add_op("Activation", "a", {{x, 0}}, {{"act_type", "relu"}});
        const auto b = g.add_op("Activation", "b", {{x, 0}}, {{"act_type", "relu"}});
        const auto s = g.add_op("elemwise_add", "s", {{a, 0}, {b, 0}});
        g.outputs.push_back({s, 0});
        PassReport r;
        Graph out = eliminate_common_subexpressions(g, &r);
        QCOMPARE(r.changes, 1);
        QCOMPARE(out.count_op("Activation"), std::size_t{1});
        const auto& add = out.nodes[static_cast<std::size_t>(out.find("s"))];
        QCOMPARE(add.inputs[0].node, add.inputs[1].node);
    }

    void fancyFuncFoldsToOneConstant() {
        Graph g = fancy_func_graph(true);
        PassReport r;
        Graph out = fold_constants(g, &r);
        QCOMPARE(out.size(), std::size_t{1});
        QVERIFY(out.nodes[0].is_constant());
        QCOMPARE(out.nodes[0].value, std::vector<double>{10.0});
        QCOMPARE(r.changes, 3);
        // With data inputs nothing folds.
        Graph v = fold_constants(fancy_func_graph(false));
        QCOMPARE(v.count_op("elemwise_add"), std::size_t{3});
    }

    void fusionCreatesFusedNodes() {
        Graph g;
        const auto x = g.add_variable("data", Shape{4, 8}, DType::Float32, VarKind::Data);
        const auto w = g.add_variable("w", Shape{6, 8}, DType::Float32, VarKind::Param);
        const auto b = g.add_variable("b", Shape{6}, DType::Float32, VarKind::Param);
        const auto fc = g.add_op("FullyConnected", "fc", {{x, 0}, {w, 0}, {b, 0}},
                                 {{"num_hidden", "6"}, {"no_bias", "False"}, {"flatten", "True"}});
        const auto act = g.add_op("Activation", "act", {{fc, 0}}, {{"act_type", "relu"}});
        const auto m = g.add_op("_mul_scalar", "m", {{act, 0}}, {{"scalar", "2"}});
        const auto t = g.add_op("Activation", "t", {{m, 0}}, {{"act_type", "tanh"}});
        const auto s = g.add_op("elemwise_add", "s", {{t, 0}, {act, 0}});
        g.outputs.push_back({s, 0});
        Graph out = fuse_ops(g);
        QCOMPARE(out.count_op("fused_dense"), std::size_t{1});
        QCOMPARE(out.count_op("fused_elementwise"), std::size_t{1});
        QCOMPARE(out.count_op("FullyConnected"), std::size_t{0});
        // The fused graph computes the same values.
        NDArray xv = rand_arr(Shape{4, 8}, 9), wv = rand_arr(Shape{6, 8}, 10),
                bv = rand_arr(Shape{6}, 11);
        std::map<std::string, NDArray> params{{"w", wv}, {"b", bv}};
        CachedOp plain(g, params), fused(plan_memory(out), params);
        const auto r1 = plain(Variable(xv)).data().to_host();
        const auto r2 = fused(Variable(xv)).data().to_host();
        QVERIFY(close(r2, r1, 1e-5));
    }

    void memoryPlanningReducesBytes() {
        Graph g;
        auto prev = g.add_variable("data", Shape{16, 32}, DType::Float32, VarKind::Data);
        for (int i = 0; i < 6; ++i)
            prev = g.add_op("Activation", "a" + std::to_string(i), {{prev, 0}},
                            {{"act_type", i % 2 ? "relu" : "tanh"}});
        g.outputs.push_back({prev, 0});
        PassReport r;
        Graph out = plan_memory(g, &r);
        QCOMPARE(r.bytes_before, std::int64_t{6 * 16 * 32 * 4});
        QVERIFY(r.bytes_after < r.bytes_before);
        QCOMPARE(out.buffers.size(), std::size_t{1});
        CachedOp a(g, std::map<std::string, NDArray>{}), b(out, std::map<std::string, NDArray>{});
        NDArray x = rand_arr(Shape{16, 32}, 12);
        QVERIFY(close(b(Variable(x)).data().to_host(), a(Variable(x)).data().to_host(), 1e-6));
    }

    void traceFRecordsGraph() {
        TraceF tf;
        Tensor x = tf.input("data", Shape{2, 3}, DType::Float32);
        Tensor y = tf.activation(tf.mul_scalar(x, 2.0), ActKind::Relu);
        tf.mark_output(y);
        QCOMPARE(tf.graph().size(), std::size_t{3});
        QCOMPARE(y.shape(), (Shape{2, 3}));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, tf.item(y));
    }

    void unknownOpGivesClearError() {
        Graph g;
        const auto x = g.add_variable("data", Shape{2, 3}, DType::Float32, VarKind::Data);
        GraphNode n;
        n.op = "Convolution";
        n.name = "conv0";
        n.inputs = {{x, 0}};
        g.outputs.push_back({g.add_node(n), 0});
        try {
            CachedOp op(g, std::map<std::string, NDArray>{});
            QFAIL("expected an error");
        } catch (const std::runtime_error& e) {
            const std::string msg = e.what();
            QVERIFY(msg.find("Convolution") != std::string::npos &&
                    msg.find("conv0") != std::string::npos);
        }
    }
};

QTEST_GUILESS_MAIN(NnHybridizeTest)
#include "test_nn_hybridize.moc"
