// NDArray on the engine: values of every op, shape errors at the front end, sync points,
// storage lifetime and memory accounting, out-of-memory inside an op.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

#include "engine/array/ndarray.h"
#include "engine/memory/storage.h"
#include "engine/profiler/profiler.h"
#include "tests/common/engine_fixture.h"
#include "tests/common/test_support.h"

using namespace asynclab;
using namespace std::chrono_literals;

namespace {

constexpr double kTolerance = 1e-5;

std::vector<double> naive_matmul(const std::vector<double>& a, const std::vector<double>& b, int M,
                                 int K, int N) {
    std::vector<double> c(static_cast<std::size_t>(M * N), 0.0);
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j)
            for (int k = 0; k < K; ++k)
                c[static_cast<std::size_t>(i * N + j)] +=
                    a[static_cast<std::size_t>(i * K + k)] * b[static_cast<std::size_t>(k * N + j)];
    return c;
}

}  // namespace

class NDArrayTest : public QObject {
    Q_OBJECT

    testing::EngineFixture engine;

  private slots:
    void init() { engine.start(); }
    void cleanup() { engine.stop(); }

    void dependencyToyComputesThree() {
        NDArray x = NDArray::ones({1, 2});
        NDArray y = NDArray::ones({1, 2});
        NDArray z = x * y + 2;
        COMPARE_VALUES(kTolerance, z.to_host(), {3, 3});
        QCOMPARE(z.shape(), Shape({1, 2}));
    }

    void elementwiseAndScalarForms() {
        const std::vector<double> av{1, -2, 3, 0.5}, bv{2, 4, -1, 0.25};
        NDArray a = NDArray::from_values({2, 2}, av), b = NDArray::from_values({2, 2}, bv);
        COMPARE_VALUES(kTolerance, (a + b).to_host(), {3, 2, 2, 0.75});
        COMPARE_VALUES(kTolerance, (a - b).to_host(), {-1, -6, 4, 0.25});
        COMPARE_VALUES(kTolerance, (a * b).to_host(), {2, -8, -3, 0.125});
        COMPARE_VALUES(kTolerance, (a / b).to_host(), {0.5, -0.5, -3, 2});
        COMPARE_VALUES(kTolerance, (10.0 - a).to_host(), {9, 12, 7, 9.5});
        COMPARE_VALUES(kTolerance, (1.0 / b).to_host(), {0.5, 0.25, -1, 4});
        COMPARE_VALUES(kTolerance, relu(a).to_host(), {1, 0, 3, 0.5});
        COMPARE_VALUES(kTolerance, sigmoid(a).to_host(),
                       {1 / (1 + std::exp(-1.0)), 1 / (1 + std::exp(2.0)), 1 / (1 + std::exp(-3.0)),
                        1 / (1 + std::exp(-0.5))});
        COMPARE_VALUES(kTolerance, tanh(a).to_host(),
                       {std::tanh(1.0), std::tanh(-2.0), std::tanh(3.0), std::tanh(0.5)});
        COMPARE_VALUES(kTolerance, exp(a).to_host(),
                       {std::exp(1.0), std::exp(-2.0), std::exp(3.0), std::exp(0.5)});
        COMPARE_VALUES(kTolerance, (-a).to_host(), {-1, 2, -3, -0.5});
        COMPARE_VALUES(kTolerance, absolute(a).to_host(), {1, 2, 3, 0.5});
    }

    void comparisonsGiveOnesWhereTheyHold() {
        const NDArray a = NDArray::from_values({2, 2}, std::vector<double>{1, -2, 3, 0.5});
        const NDArray row = NDArray::from_values({2}, std::vector<double>{1, 0.5});
        // Broadcast like the arithmetic: the row is compared with each row of a.
        COMPARE_VALUES(0, compare(Comparison::Equal, a, row).to_host(), {1, 0, 0, 1});
        COMPARE_VALUES(0, compare(Comparison::NotEqual, a, row).to_host(), {0, 1, 1, 0});
        COMPARE_VALUES(0, compare(Comparison::Less, a, 1.0).to_host(), {0, 1, 0, 1});
        COMPARE_VALUES(0, compare(Comparison::LessEqual, a, 1.0).to_host(), {1, 1, 0, 1});
        COMPARE_VALUES(0, compare(Comparison::Greater, a, 0.5).to_host(), {1, 0, 1, 0});
        COMPARE_VALUES(0, compare(Comparison::GreaterEqual, a, 0.5).to_host(), {1, 0, 1, 1});
        const NDArray d =
            NDArray::from_values({2}, std::vector<double>{2, -1}, Device::cpu(), DType::Float64);
        const NDArray out = compare(Comparison::Greater, d, 0.0);
        QCOMPARE(out.dtype(), DType::Float64);
        COMPARE_VALUES(0, out.to_host(), {1, 0});
        QVERIFY_THROWS_EXCEPTION(
            ShapeError,
            compare(Comparison::Equal, a, NDArray::from_values({3}, std::vector<double>{1, 2, 3})));
    }

    void reluBackwardPassesTheGradientWhereTheOutputIsPositive() {
        NDArray y = relu(NDArray::from_values({2, 2}, std::vector<double>{1, -2, 0, 0.5}));
        NDArray dy = NDArray::from_values({2, 2}, std::vector<double>{10, 20, 30, 40});
        COMPARE_VALUES(0, relu_backward(y, dy).to_host(), {10, 0, 0, 40});
        QVERIFY_THROWS_EXCEPTION(ShapeError, relu_backward(y, NDArray::ones({4})));
        QVERIFY_THROWS_EXCEPTION(
            ShapeError, relu_backward(y, NDArray::ones({2, 2}, Device::cpu(), DType::Float64)));
    }

    void broadcastingAddsABiasRow() {
        NDArray m = NDArray::from_values({2, 3}, std::vector<double>{1, 2, 3, 4, 5, 6});
        NDArray bias = NDArray::from_values({3}, std::vector<double>{10, 20, 30});
        COMPARE_VALUES(kTolerance, (m + bias).to_host(), {11, 22, 33, 14, 25, 36});
        try {
            auto bad = m + NDArray::ones({2});
            QFAIL("(2, 3) + (2,) must not broadcast");
        } catch (const ShapeError& e) {
            QVERIFY2(QString(e.what()).contains("(2, 3) and (2,)"), e.what());
        }
    }

    void dotMatchesANaiveProduct_data() {
        QTest::addColumn<int>("M");
        QTest::addColumn<int>("K");
        QTest::addColumn<int>("N");
        QTest::newRow("square") << 8 << 8 << 8;
        QTest::newRow("odd") << 7 << 13 << 5;
        QTest::newRow("row vector") << 1 << 64 << 3;
    }
    void dotMatchesANaiveProduct() {
        QFETCH(int, M);
        QFETCH(int, K);
        QFETCH(int, N);
        NDArray a = NDArray::uniform({M, K}, -1, 1, 1u);
        NDArray b = NDArray::uniform({K, N}, -1, 1, 2u);
        const auto av = a.to_host(), bv = b.to_host();
        COMPARE_VALUES(kTolerance, dot(a, b).to_host(), naive_matmul(av, bv, M, K, N));
        // Transposed operands give the same product.
        COMPARE_VALUES(kTolerance, dot(a.T(), b, true, false).to_host(),
                       naive_matmul(av, bv, M, K, N));
        COMPARE_VALUES(kTolerance, dot(a, b.T(), false, true).to_host(),
                       naive_matmul(av, bv, M, K, N));
    }

    void dotWritesIntoAGivenOutput() {
        NDArray a = NDArray::uniform({3, 4}, -1, 1, 11u);
        NDArray b = NDArray::uniform({4, 2}, -1, 1, 12u);
        NDArray out = NDArray::full({3, 2}, 7.0);
        NDArray r = dot(a, b, false, false, out);
        QCOMPARE(r.var(), out.var());
        COMPARE_VALUES(kTolerance, out.to_host(), naive_matmul(a.to_host(), b.to_host(), 3, 4, 2));
        // The wrong shape or type, an operand as the output, or no output is refused.
        QVERIFY_THROWS_EXCEPTION(ShapeError, dot(a, b, false, false, NDArray::empty({2, 3})));
        QVERIFY_THROWS_EXCEPTION(
            ShapeError,
            dot(a, b, false, false, NDArray::empty({3, 2}, Device::cpu(), DType::Float64)));
        NDArray sq = NDArray::ones({3, 3});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dot(sq, sq, false, false, sq));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, dot(a, b, false, false, NDArray()));
    }

    void dotRefusesMisalignedShapesAtTheFrontEnd() {
        NDArray a = NDArray::ones({2, 3}), b = NDArray::ones({4, 5});
        try {
            dot(a, b);
            QFAIL("dot must refuse (2, 3) x (4, 5)");
        } catch (const ShapeError& e) {
            const QString msg = e.what();
            QVERIFY2(msg.contains("(2, 3)") && msg.contains("(4, 5)") && msg.contains("3 != 4"),
                     e.what());
        }
    }

    void impossibleShapesAreRefused() {
        QVERIFY_THROWS_EXCEPTION(ShapeError, NDArray::zeros({-1, 3}));
        QVERIFY_THROWS_EXCEPTION(ShapeError, NDArray::zeros({1 << 30, 1 << 30, 1 << 30}));
        QVERIFY_THROWS_EXCEPTION(ShapeError, NDArray::ones({2, 3}).item());
        QVERIFY_THROWS_EXCEPTION(ShapeError, NDArray::ones({2, 3}).reshape({4, 2}));
        // A GPU this machine lacks (on one with GPUs, the first past them).
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 NDArray::ones({2}, Device::gpu(engine->gpu_count())));
    }

    void reductionsOverAxes() {
        NDArray m = NDArray::from_values({2, 3}, std::vector<double>{1, 2, 3, 4, 5, 6});
        QCOMPARE(sum(m).item(), 21.0);
        COMPARE_VALUES(kTolerance, sum(m, {0}).to_host(), {5, 7, 9});
        COMPARE_VALUES(kTolerance, sum(m, {-1}).to_host(), {6, 15});
        COMPARE_VALUES(kTolerance, mean(m, {1}).to_host(), {2, 5});
        COMPARE_VALUES(kTolerance, max(m, {0}).to_host(), {4, 5, 6});
        QCOMPARE(sum(m, {1}, true).shape(), Shape({2, 1}));
        QVERIFY_THROWS_EXCEPTION(ShapeError, sum(m, {2}));
    }

    void layoutOps() {
        NDArray m = NDArray::from_values({2, 3}, std::vector<double>{1, 2, 3, 4, 5, 6});
        COMPARE_VALUES(kTolerance, transpose(m).to_host(), {1, 4, 2, 5, 3, 6});
        COMPARE_VALUES(kTolerance, concat({m, m}, 1).to_host(),
                       {1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6});
        QCOMPARE(concat({m, m}, 0).shape(), Shape({4, 3}));
        COMPARE_VALUES(kTolerance, slice(m, {0, 1}, {2, 3}).to_host(), {2, 3, 5, 6});
        NDArray v = m.reshape({3, -1});
        QCOMPARE(v.shape(), Shape({3, 2}));
        QCOMPARE(v.var(), m.var());  // a view: same buffer
        COMPARE_VALUES(kTolerance, v.to_host(), {1, 2, 3, 4, 5, 6});
        QVERIFY_THROWS_EXCEPTION(ShapeError, concat({m, NDArray::ones({3, 3})}, 1));
    }

    void takeRowsGathersInTheOrderGiven() {
        NDArray m = NDArray::from_values({3, 2}, std::vector<double>{1, 2, 3, 4, 5, 6});
        const NDArray t = take_rows(m, {2, 0, -1, 2});  // negative: from the end
        QCOMPARE(t.shape(), Shape({4, 2}));
        COMPARE_VALUES(kTolerance, t.to_host(), {5, 6, 1, 2, 5, 6, 5, 6});
        QCOMPARE(take_rows(m, {}).shape(), Shape({0, 2}));
        const NDArray v = NDArray::from_values({4}, std::vector<double>{7, 8, 9, 10}, Device::cpu(),
                                               DType::Float64);
        COMPARE_VALUES(kTolerance, take_rows(v, {3, 1}).to_host(), {10, 8});
        QCOMPARE(take_rows(v, {3, 1}).dtype(), DType::Float64);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, take_rows(m, {3}));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, take_rows(m, {-4}));
        QVERIFY_THROWS_EXCEPTION(
            ShapeError, take_rows(NDArray::from_values(Shape{}, std::vector<double>{1.0}), {0}));
    }

    void inPlaceUpdates() {
        NDArray w = NDArray::from_values({3}, std::vector<double>{1, 2, 3});
        NDArray g = NDArray::from_values({3}, std::vector<double>{10, 10, 10});
        w.axpy_(-0.1, g);
        COMPARE_VALUES(kTolerance, w.to_host(), {0, 1, 2});
        w += g;
        COMPARE_VALUES(kTolerance, w.to_host(), {10, 11, 12});
        w *= 0.5;
        COMPARE_VALUES(kTolerance, w.to_host(), {5, 5.5, 6});
        w.assign_(g);
        COMPARE_VALUES(kTolerance, w.to_host(), {10, 10, 10});
    }

    void float64IsSupported() {
        NDArray a = NDArray::full({2}, 1.0 / 3.0, Device::cpu(), DType::Float64);
        QCOMPARE(a.dtype(), DType::Float64);
        QCOMPARE(sum(a).item(), 2.0 / 3.0);  // exact in double, not in float
        QVERIFY_THROWS_EXCEPTION(ShapeError, a + NDArray::ones({2}));
    }

    void randomIsSeeded() {
        auto u1 = NDArray::uniform({1000}, -2, 3, 42u).to_host();
        auto u2 = NDArray::uniform({1000}, -2, 3, 42u).to_host();
        auto u3 = NDArray::uniform({1000}, -2, 3, 43u).to_host();
        QCOMPARE(u1, u2);
        QVERIFY(u1 != u3);
        for (double v : u1) QVERIFY(v >= -2 && v < 3);
        NDArray::set_random_seed(7);
        auto n1 = NDArray::normal({64}).to_host();
        NDArray::set_random_seed(7);
        auto n2 = NDArray::normal({64}).to_host();
        QCOMPARE(n1, n2);
    }

    void printingLooksLikeNumpy() {
        NDArray m = NDArray::from_values({2, 2}, std::vector<double>{1, 2, 3, 4});
        QCOMPARE(QString::fromStdString(m.to_string()),
                 QString("array([[1., 2.],\n       [3., 4.]])"));
        NDArray v = NDArray::from_values({2}, std::vector<double>{0.5, -0.25});
        QCOMPARE(QString::fromStdString(v.to_string()), QString("array([  0.5, -0.25])"));
    }

    void syncPointsAreRecordedWithWhereAndHowLong() {
        NDArray a = NDArray::ones({64, 64});
        NDArray b = dot(a, a);
        b.wait_to_read();
        (void)b.to_host();
        (void)sum(b).item();
        (void)b.to_string();
        engine->wait_all();
        engine->profiler().flush();
        auto syncs = engine->profiler().history().syncs;
        std::vector<SyncKind> kinds;
        for (auto& s : syncs) {
            kinds.push_back(s.kind);
            QVERIFY(s.end >= s.begin);
            QVERIFY2(QString::fromStdString(s.where).contains("test_ndarray.cpp"), s.where.c_str());
        }
        QCOMPARE(kinds,
                 (std::vector<SyncKind>{SyncKind::WaitToRead, SyncKind::ToHost, SyncKind::Item,
                                        SyncKind::Print, SyncKind::WaitAll}));
        QVERIFY(QString::fromStdString(syncs[0].what).contains("(64, 64) float32 on cpu(0)"));
    }

    void memoryReturnsToZeroOnceArraysAreGone() {
        auto& storage = engine->storage();
        {
            NDArray a = NDArray::ones({256, 256});
            NDArray b = dot(a, a);
            NDArray c = relu(b) + 1;
            c.wait_to_read();
            QVERIFY(storage.stats(Device::cpu()).in_use >= 3 * 256 * 256 * 4);
        }
        engine->wait_all();
        const auto st = storage.stats(Device::cpu());
        QCOMPARE(st.in_use, std::size_t{0});
        QVERIFY(st.peak >= 4 * 256 * 256 * 4);
        QCOMPARE(st.allocations, st.frees);
    }

    void anIdleArrayIsFreedAsItsLastHandleGoes() {
        auto& storage = engine->storage();
        std::size_t held = 0;
        {
            NDArray a = NDArray::full({1024}, 5.0);
            a.wait_to_read();
            held = storage.stats(Device::cpu()).in_use;
            QCOMPARE(held, std::size_t{4096});
        }
        // No op uses it any more: the memory is back before anything waits for the engine.
        QCOMPARE(storage.stats(Device::cpu()).in_use, std::size_t{0});
        QCOMPARE(storage.stats(Device::cpu()).frees, std::uint64_t{1});
    }

    void storageLivesUntilPendingOpsFinish() {
        auto& storage = engine->storage();
        std::atomic<bool> started{false}, release{false};
        {
            NDArray a = NDArray::full({1024}, 5.0);
            VarHandle reads[1] = {a.var()};
            engine->push(
                [&](RunContext&) {
                    started = true;
                    while (!release.load()) std::this_thread::sleep_for(1ms);
                },
                std::span<const VarHandle>(reads, 1), {}, Device::cpu(), LaneKind::Compute,
                "slow reader");
            while (!started.load()) std::this_thread::sleep_for(1ms);
        }
        // The only handle is gone, yet an op still reads the buffer: it stays allocated.
        std::this_thread::sleep_for(20ms);
        QCOMPARE(storage.stats(Device::cpu()).in_use, std::size_t{4096});
        QCOMPARE(storage.stats(Device::cpu()).frees, std::uint64_t{0});
        release = true;
        engine->wait_all();
        QCOMPARE(storage.stats(Device::cpu()).in_use, std::size_t{0});
        QCOMPARE(storage.stats(Device::cpu()).frees, std::uint64_t{1});
    }

    void poolReusesFreedBlocks() {
        auto& storage = engine->storage();
        for (int i = 0; i < 20; ++i) NDArray::ones({1000}).wait_to_read();
        engine->wait_all();
        const auto pooled = storage.stats(Device::cpu());
        QVERIFY(pooled.system_allocations < pooled.allocations);
        storage.set_pooled(false);
        const auto before = storage.stats(Device::cpu()).system_allocations;
        for (int i = 0; i < 20; ++i) NDArray::ones({1000}).wait_to_read();
        engine->wait_all();
        QCOMPARE(storage.stats(Device::cpu()).system_allocations, before + 20);
        QCOMPARE(storage.stats(Device::cpu()).cached, std::size_t{0});
    }

    void outOfMemoryInsideAnOpIsReportedAndNothingElseIsLost() {
        engine->storage().set_capacity(Device::cpu(), 1 << 20);
        NDArray small = NDArray::ones({16});
        NDArray big = NDArray::ones({1024, 1024});  // 4 MiB > 1 MiB
        try {
            big.wait_to_read();
            QFAIL("out of memory expected");
        } catch (const OpError& e) {
            const QString msg = e.what();
            QVERIFY2(msg.contains("out of memory on cpu(0)"), e.what());
            QVERIFY2(msg.contains("'ones'"), e.what());
        }
        COMPARE_VALUES(kTolerance, (small + 1).to_host(), std::vector<double>(16, 2.0));
        engine->storage().set_capacity(Device::cpu(), 0);
    }
};

QTEST_GUILESS_MAIN(NDArrayTest)
#include "test_ndarray.moc"
