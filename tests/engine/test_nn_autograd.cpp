// nn autograd: every differentiable op's gradient against central finite differences in
// float64, broadcasting, head gradients, grad_req, freed graphs, asynchronous backward.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <functional>
#include <random>
#include <thread>

#include "engine/nn/autograd.h"
#include "engine/profiler/profiler.h"
#include "tests/common/engine_fixture.h"

using namespace asynclab;
using namespace asynclab::nn;

namespace {

struct Input {
    Shape shape;
    std::vector<double> values;
    bool differentiate = true;
};

std::vector<double> random_values(std::size_t n, std::uint64_t seed, double lo = -1.0,
                                  double hi = 1.0) {
    std::mt19937_64 gen(seed);
    std::uniform_real_distribution<double> dist(lo, hi);
    std::vector<double> v(n);
    for (auto& x : v) x = dist(gen);
    return v;
}

/// Values whose magnitude stays in [0.2, 1.2] (away from kinks and poles).
std::vector<double> away_from_zero(std::size_t n, std::uint64_t seed) {
    auto v = random_values(n, seed, 0.2, 1.2);
    for (std::size_t i = 0; i < n; i += 2) v[i] = -v[i];
    return v;
}

Input in(Shape s, std::uint64_t seed, bool nonzero = false) {
    const auto n = static_cast<std::size_t>(s.size());
    return {s, nonzero ? away_from_zero(n, seed) : random_values(n, seed)};
}

NDArray f64(const Shape& s, const std::vector<double>& v) {
    return NDArray::from_values(s, v, Device::cpu(), DType::Float64);
}

using Fn = std::function<Variable(const std::vector<Variable>&)>;

/// Checks d/dx sum(fn(x) * R) (R fixed random) by central differences; returns the worst
/// relative error (|a - n| / max(|a|, |n|, 1e-3)).
double check_grad(const Fn& fn, const std::vector<Input>& inputs, double eps = 1e-5) {
    std::vector<Variable> vars;
    for (const auto& i : inputs) {
        Variable v(f64(i.shape, i.values));
        if (i.differentiate) v.attach_grad();
        vars.push_back(v);
    }
    NDArray R;
    {
        auto rec = autograd::record();
        Variable out = fn(vars);
        R = f64(out.shape(),
                random_values(static_cast<std::size_t>(out.data().size()), 99, 0.5, 1.5));
        Variable s = sum(mul(out, Variable(R)));
        s.backward();
    }
    auto objective = [&](const std::vector<Input>& xs) {
        std::vector<Variable> c;
        for (const auto& i : xs) c.push_back(Variable(f64(i.shape, i.values)));
        return asynclab::sum(asynclab::mul(fn(c).data(), R)).item();
    };
    double worst = 0;
    for (std::size_t k = 0; k < inputs.size(); ++k) {
        if (!inputs[k].differentiate) continue;
        const auto analytic = vars[k].grad().to_host();
        if (analytic.size() != inputs[k].values.size()) {
            qWarning("gradient size mismatch");
            return 1e9;
        }
        for (std::size_t j = 0; j < analytic.size(); ++j) {
            auto plus = inputs, minus = inputs;
            plus[k].values[j] += eps;
            minus[k].values[j] -= eps;
            const double numeric = (objective(plus) - objective(minus)) / (2 * eps);
            const double err = std::abs(analytic[j] - numeric) /
                               std::max({std::abs(analytic[j]), std::abs(numeric), 1e-3});
            if (err > worst) worst = err;
            if (err > 1e-6)
                qWarning("input %zu element %zu: analytic %.12g numeric %.12g", k, j, analytic[j],
                         numeric);
        }
    }
    return worst;
}

#define CHECK_GRAD(fn, ...)                                         \
    do {                                                            \
        const double worst = check_grad(fn, __VA_ARGS__);           \
        QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst))); \
    } while (0)

}  // namespace

class NnAutogradTest : public QObject {
    Q_OBJECT

    testing::EngineFixture engine;

  private slots:
    void init() { engine.start(); }
    void cleanup() { engine.stop(); }

    void recordScopeNestsAndRestores() {
        QVERIFY(!autograd::is_recording());
        {
            auto rec = autograd::record();
            QVERIFY(autograd::is_recording());
            QVERIFY(autograd::is_training());
            {
                auto p = autograd::pause();
                QVERIFY(!autograd::is_recording());
                QVERIFY(!autograd::is_training());
            }
            QVERIFY(autograd::is_recording());
        }
        QVERIFY(!autograd::is_recording());
        QVERIFY(!autograd::is_training());
        // Recording is per thread.
        auto rec = autograd::record();
        bool other = true;
        std::thread([&] { other = autograd::is_recording(); }).join();
        QVERIFY(!other);
    }

    void addSubWithBroadcasting() {
        CHECK_GRAD([](auto& v) { return add(v[0], v[1]); }, {in({2, 3}, 1), in({3}, 2)});
        CHECK_GRAD([](auto& v) { return add(v[0], v[1]); }, {in({2, 1}, 3), in({1, 3}, 4)});
        CHECK_GRAD([](auto& v) { return sub(v[0], v[1]); }, {in({4, 3}, 5), in({4, 1}, 6)});
        CHECK_GRAD([](auto& v) { return sub(v[0], v[1]); }, {in({2}, 7), in({3, 2}, 8)});
    }

    void mulDivWithBroadcasting() {
        CHECK_GRAD([](auto& v) { return mul(v[0], v[1]); }, {in({2, 3}, 11), in({2, 1}, 12)});
        CHECK_GRAD([](auto& v) { return mul(v[0], v[1]); }, {in({3}, 13), in({2, 3}, 14)});
        CHECK_GRAD([](auto& v) { return div(v[0], v[1]); }, {in({2, 3}, 15), in({3}, 16, true)});
        CHECK_GRAD([](auto& v) { return div(v[0], v[1]); }, {in({1, 3}, 17), in({2, 1}, 18, true)});
    }

    void scalarForms() {
        CHECK_GRAD([](auto& v) { return add(v[0], 2.5); }, {in({5}, 21)});
        CHECK_GRAD([](auto& v) { return sub(v[0], 2.5); }, {in({5}, 22)});
        CHECK_GRAD([](auto& v) { return mul(v[0], -3.0); }, {in({2, 2}, 23)});
        CHECK_GRAD([](auto& v) { return div(v[0], 4.0); }, {in({2, 2}, 24)});
        CHECK_GRAD([](auto& v) { return rsub(1.5, v[0]); }, {in({3}, 25)});
        CHECK_GRAD([](auto& v) { return rdiv(2.0, v[0]); }, {in({3}, 26, true)});
    }

    void dotWithEveryTransposeCombination() {
        // C (2, 4) from A and B stored as the flags require.
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1]); }, {in({2, 3}, 31), in({3, 4}, 32)});
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1], true, false); },
                   {in({3, 2}, 33), in({3, 4}, 34)});
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1], false, true); },
                   {in({2, 3}, 35), in({4, 3}, 36)});
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1], true, true); },
                   {in({3, 2}, 37), in({4, 3}, 38)});
        // Vectors: row on the left, column on the right.
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1]); }, {in({3}, 39), in({3, 2}, 40)});
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1]); }, {in({2, 3}, 41), in({3}, 42)});
        CHECK_GRAD([](auto& v) { return dot(v[0], v[1]); }, {in({3}, 43), in({3}, 44)});
    }

    void unaryOps() {
        CHECK_GRAD([](auto& v) { return relu(v[0]); }, {in({2, 4}, 51, true)});
        CHECK_GRAD([](auto& v) { return sigmoid(v[0]); }, {in({2, 4}, 52)});
        CHECK_GRAD([](auto& v) { return tanh(v[0]); }, {in({2, 4}, 53)});
        CHECK_GRAD([](auto& v) { return exp(v[0]); }, {in({2, 4}, 54)});
        Input pos{{2, 3}, random_values(6, 55, 0.3, 2.0)};
        CHECK_GRAD([](auto& v) { return log(v[0]); }, {pos});
        CHECK_GRAD([](auto& v) { return negative(v[0]); }, {in({3}, 56)});
        CHECK_GRAD([](auto& v) { return square(v[0]); }, {in({3}, 57)});
    }

    void reductions() {
        CHECK_GRAD([](auto& v) { return sum(v[0]); }, {in({2, 3}, 61)});
        CHECK_GRAD([](auto& v) { return sum(v[0], {0}); }, {in({2, 3}, 62)});
        CHECK_GRAD([](auto& v) { return sum(v[0], {-1}, true); }, {in({2, 3, 2}, 63)});
        CHECK_GRAD([](auto& v) { return mean(v[0]); }, {in({2, 3}, 64)});
        CHECK_GRAD([](auto& v) { return mean(v[0], {1}); }, {in({2, 3, 2}, 65)});
        CHECK_GRAD([](auto& v) { return mean(v[0], {0, 2}, true); }, {in({2, 3, 2}, 66)});
    }

    void layoutOps() {
        CHECK_GRAD([](auto& v) { return reshape(v[0], Shape{3, -1}); }, {in({2, 3}, 71)});
        CHECK_GRAD([](auto& v) { return transpose(v[0]); }, {in({2, 3}, 72)});
        CHECK_GRAD([](auto& v) { return transpose(v[0], {1, 2, 0}); }, {in({2, 3, 4}, 73)});
        CHECK_GRAD(
            [](auto& v) {
                return concat({v[0], v[1]}, 0);
            },
            {in({2, 3}, 74), in({1, 3}, 75)});
        CHECK_GRAD(
            [](auto& v) {
                return concat({v[0], v[1], v[0]}, 1);
            },
            {in({2, 1}, 76), in({2, 3}, 77)});
        CHECK_GRAD([](auto& v) { return slice(v[0], {1, -3}, {3, 4}); }, {in({3, 5}, 78)});
        CHECK_GRAD([](auto& v) { return slice(v[0], {1}, {2}); }, {in({3, 2, 2}, 79)});
    }

    void dropoutMaskMultiply() {
        // A fixed seed makes the mask (and so the function) deterministic.
        CHECK_GRAD([](auto& v) { return dropout(v[0], 0.4, 1234); }, {in({4, 5}, 81)});
        Variable x(f64({4, 5}, random_values(20, 82)));
        x.attach_grad();
        {
            auto rec = autograd::record();
            Variable y = dropout(x, 0.4, 1234);
            y.backward();
        }
        // The gradient of sum(dropout(x)) is the mask itself: 0 or 1 / 0.6.
        for (double g : x.grad().to_host()) QVERIFY(g == 0.0 || std::abs(g - 1.0 / 0.6) < 1e-12);
    }

    void losses() {
        // Softmax cross-entropy: gradient with respect to the logits (labels are constants).
        Input labels{{4}, {0, 2, 1, 2}, false};
        CHECK_GRAD([](auto& v) { return softmax_cross_entropy(v[0], v[1]); },
                   {in({4, 3}, 91), labels});
        Input logits3{{2, 2, 3}, random_values(12, 92, -3, 3)};
        Input labels3{{2, 2}, {1, 0, 2, 2}, false};
        CHECK_GRAD([](auto& v) { return softmax_cross_entropy(v[0], v[1]); }, {logits3, labels3});
        // L2: (N, 1) predictions with (N,) labels, and (N, 3) with (N, 3); both differentiable.
        CHECK_GRAD([](auto& v) { return l2_loss(v[0], v[1]); }, {in({4, 1}, 93), in({4}, 94)});
        CHECK_GRAD([](auto& v) { return l2_loss(v[0], v[1]); }, {in({2, 3}, 95), in({2, 3}, 96)});
    }

    void lossValues() {
        NDArray logits = f64({2, 3}, {1000, 0, -1000, 1, 2, 3});
        NDArray labels = f64({2}, {0, 2});
        auto l = softmax_cross_entropy(Variable(logits), Variable(labels)).data().to_host();
        QCOMPARE(l.size(), std::size_t(2));
        QVERIFY(std::isfinite(l[0]) && std::abs(l[0]) < 1e-12);  // stable for huge logits
        const double z = std::exp(1.0) + std::exp(2.0) + std::exp(3.0);
        QVERIFY(std::abs(l[1] - (std::log(z) - 3.0)) < 1e-12);
        auto l2 = l2_loss(Variable(f64({2, 2}, {1, 2, 3, 4})), Variable(f64({2, 2}, {0, 0, 3, 2})))
                      .data()
                      .to_host();
        QCOMPARE(l2, (std::vector<double>{0.5 * (1 + 4) / 2, 0.5 * (0 + 4) / 2}));
    }

    void badLabelFailsAtTheSyncPoint() {
        Variable l =
            softmax_cross_entropy(Variable(f64({1, 3}, {1, 2, 3})), Variable(f64({1}, {3})));
        QVERIFY_THROWS_EXCEPTION(OpError, l.data().to_host());
    }

    void reusedVariableAccumulates() {
        CHECK_GRAD([](auto& v) { return add(mul(v[0], v[0]), mul(v[0], v[1])); },
                   {in({3}, 101), in({3}, 102)});
        CHECK_GRAD([](auto& v) { return tanh(dot(relu(v[0]), v[1], false, true)); },
                   {in({2, 3}, 103, true), in({4, 3}, 104)});
    }

    void nonScalarHeadUsesOnes() {
        Variable x(f64({2, 2}, {1, 2, 3, 4}));
        x.attach_grad();
        {
            auto rec = autograd::record();
            Variable y = mul(x, x);
            y.backward();
        }
        QCOMPARE(x.grad().to_host(), (std::vector<double>{2, 4, 6, 8}));
        // An explicit head gradient.
        {
            auto rec = autograd::record();
            Variable y = mul(x, 3.0);
            y.backward(f64({2, 2}, {1, 0, -1, 2}));
        }
        QCOMPARE(x.grad().to_host(), (std::vector<double>{3, 0, -3, 6}));
    }

    void gradReqWriteOverwritesAddAccumulates() {
        Variable w(f64({2}, {1, 2}));
        w.attach_grad(GradReq::Write);
        Variable a(f64({2}, {1, 2}));
        a.attach_grad(GradReq::Add);
        for (int i = 0; i < 3; ++i) {
            auto rec = autograd::record();
            sum(mul(w, 2.0)).backward();
            sum(mul(a, 2.0)).backward();
        }
        QCOMPARE(w.grad().to_host(), (std::vector<double>{2, 2}));
        QCOMPARE(a.grad().to_host(), (std::vector<double>{6, 6}));
    }

    void writeGradientsGoStraightIntoTheirBuffers() {
        // A write leaf whose only gradient comes from one op gets it written into its
        // buffer by that op (no copy op, as MXNet writes a backward pass into the gradient
        // arrays); the values equal those of the accumulate path, which copies.
        const auto wv = random_values(12, 201), xv = random_values(20, 202),
                   bv = random_values(3, 203);
        std::vector<std::vector<double>> got[2];
        for (int t = 0; t < 2; ++t) {
            const GradReq req = t == 0 ? GradReq::Write : GradReq::Add;
            Variable w(f64({3, 4}, wv)), x(f64({5, 4}, xv)), b(f64({3}, bv));
            w.attach_grad(req);
            b.attach_grad(req);
            const VarHandle wbuf = w.grad().var(), bbuf = b.grad().var();
            engine->wait_all();
            const OpId before = engine->ops_pushed();
            {
                auto rec = autograd::record();
                Variable y = add(dot(x, w, false, true), b);
                sum(mul(y, y)).backward();
            }
            engine->wait_all();
            engine->profiler().flush();
            int copies = 0;
            for (const auto& e : engine->profiler().history().ops)
                if (e.id > before && e.name == "assign_") ++copies;
            QCOMPARE(w.grad().var(), wbuf);
            QCOMPARE(b.grad().var(), bbuf);
            if (req == GradReq::Write) QCOMPARE(copies, 0);
            got[t] = {w.grad().to_host(), b.grad().to_host()};
        }
        QCOMPARE(got[0], got[1]);

        // Used twice, a leaf gets the sum of both gradients, copied in.
        Variable x(f64({2}, {1, -2}));
        x.attach_grad();
        {
            auto rec = autograd::record();
            sum(mul(x, x)).backward();
        }
        QCOMPARE(x.grad().to_host(), (std::vector<double>{2, -4}));
    }

    void graphIsFreedUnlessRetained() {
        Variable x(f64({2}, {1, 2}));
        x.attach_grad();
        auto rec = autograd::record();
        Variable y = sum(exp(x));
        y.backward({}, true);
        y.backward();  // retained once: works again
        QVERIFY_THROWS_EXCEPTION(std::logic_error, y.backward());
    }

    void nothingRecordedOutsideRecord() {
        Variable x(f64({2}, {1, 2}));
        x.attach_grad();
        const auto before = autograd::tape_entries_recorded();
        Variable y = mul(x, x);
        QVERIFY(!y.requires_grad());
        QCOMPARE(autograd::tape_entries_recorded(), before);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, y.backward());
        // Constants only: nothing recorded either.
        auto rec = autograd::record();
        Variable c = mul(Variable(f64({2}, {1, 2})), 2.0);
        QVERIFY(!c.requires_grad());
        QCOMPARE(autograd::tape_entries_recorded(), before);
    }

    void backwardIsAsynchronous() {
        // An op that holds x until the gate opens: if backward blocked on any value, it
        // could only return after the helper thread opened the gate 2 s later.
        Variable x(f64({64, 64}, random_values(64 * 64, 111)));
        x.attach_grad();
        std::atomic<bool> gate{false};
        NDArray xd = x.data();
        engine->push(
            [&gate](RunContext&) {
                while (!gate.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            },
            {}, {xd.var()}, Device::cpu(), LaneKind::Compute, "hold");
        std::thread opener([&] {
            std::this_thread::sleep_for(std::chrono::seconds(2));
            gate.store(true);
        });
        {
            auto rec = autograd::record();
            Variable y = sum(tanh(dot(x, x)));
            y.backward();
        }
        const bool returned_before_gate = !gate.load();
        opener.join();
        QVERIFY(returned_before_gate);
        QCOMPARE(x.grad().to_host().size(), std::size_t(64 * 64));
    }

    void float32MatchesFloat64() {
        const auto av = random_values(6, 121), bv = random_values(6, 122);
        std::vector<double> grads[2];
        for (int t = 0; t < 2; ++t) {
            const DType dt = t == 0 ? DType::Float32 : DType::Float64;
            Variable a(NDArray::from_values({2, 3}, av, Device::cpu(), dt));
            Variable b(NDArray::from_values({3, 2}, bv, Device::cpu(), dt));
            a.attach_grad();
            auto rec = autograd::record();
            sum(sigmoid(dot(a, b))).backward();
            grads[t] = a.grad().to_host();
        }
        for (std::size_t i = 0; i < 6; ++i) QVERIFY(std::abs(grads[0][i] - grads[1][i]) < 1e-5);
    }

    void shapeErrorsAtTheFrontEnd() {
        Variable a(f64({2, 3}, random_values(6, 131))), b(f64({4}, random_values(4, 132)));
        QVERIFY_THROWS_EXCEPTION(ShapeError, add(a, b));
        QVERIFY_THROWS_EXCEPTION(ShapeError, dot(a, a));
        QVERIFY_THROWS_EXCEPTION(ShapeError, softmax_cross_entropy(a, b));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dropout(a, 1.0));
    }
};

QTEST_GUILESS_MAIN(NnAutogradTest)
#include "test_nn_autograd.moc"
