// The engine on GPUs, through the fake asynchronous GPU module (tests/fake_gpu): every
// stream is a thread with random delays, so results are right only if the engine orders
// work across streams with events. Skips when the fake module is not available.
#include <QtTest>

#include <cmath>
#include <set>

#include "engine/array/ndarray.h"
#include "engine/device/gpu_runtime.h"
#include "engine/memory/storage.h"
#include "engine/profiler/profiler.h"
#include "tests/common/test_support.h"

using namespace asynclab;

namespace {

constexpr double kTolerance = 1e-4;

const Device gpu0 = Device::gpu(0), gpu1 = Device::gpu(1), cpu = Device::cpu(0);

}  // namespace

class GpuEngineTest : public QObject {
    Q_OBJECT

    std::unique_ptr<Engine> engine;
    std::unique_ptr<EngineScope> scope;

  private slots:
    void initTestCase() {
        if (!testing::use_fake_gpu(2, 100, 64 << 20))
            QSKIP("ASYNCLAB_FAKE_GPU_MODULE is not set (run through ctest)");
        QVERIFY2(GpuRuntime::instance().available(),
                 GpuRuntime::instance().unavailable_reason().c_str());
    }
    void init() {
        engine = std::make_unique<Engine>(EngineConfig{.cpu_workers = 2});
        scope = std::make_unique<EngineScope>(*engine);
    }
    void cleanup() {
        scope.reset();
        engine.reset();
    }

    void engineStartsLanesForEveryGpu() {
        QCOMPARE(engine->gpu_count(), 2);
        QCOMPARE(engine->devices(), (std::vector<Device>{cpu, gpu0, gpu1}));
        int copy_lanes = 0;
        for (auto& lane : engine->lanes())
            if (lane.device.is_gpu() && lane.kind != LaneKind::Compute) ++copy_lanes;
        QCOMPARE(copy_lanes, 6);  // h2d, d2h and peer on each GPU
    }

    void opsOnTheGpuMatchTheCpu() {
        NDArray a = NDArray::uniform({33, 17}, -1, 1, 11u);
        NDArray b = NDArray::uniform({17, 9}, -1, 1, 12u);
        NDArray bias = NDArray::uniform({9}, -1, 1, 13u);
        const auto want = (relu(dot(a, b) + bias) * 2.0 - 0.5).to_host();
        NDArray ga = a.copy_to(gpu0), gb = b.copy_to(gpu0), gbias = bias.copy_to(gpu0);
        NDArray out = relu(dot(ga, gb) + gbias) * 2.0 - 0.5;
        QCOMPARE(out.device(), gpu0);
        COMPARE_VALUES(kTolerance, out.to_host(), want);
        COMPARE_VALUES(kTolerance, sum(out).to_host(),
                       sum(relu(dot(a, b) + bias) * 2.0 - 0.5).to_host());
        COMPARE_VALUES(kTolerance, sum(ga, {0}).to_host(), sum(a, {0}).to_host());
        COMPARE_VALUES(kTolerance, mean(ga).to_host(), mean(a).to_host());
        COMPARE_VALUES(kTolerance, ga.T().to_host(), a.T().to_host());
        COMPARE_VALUES(kTolerance, sigmoid(ga).to_host(), sigmoid(a).to_host());
        COMPARE_VALUES(kTolerance, dot(ga, gb.T().T()).to_host(), dot(a, b).to_host());
    }

    void longChainsAcrossStreamsStayOrdered() {
        // Compute on gpu(0), copy to gpu(1) on the peer lane, compute there, copy back: each
        // hand-off crosses streams and must wait for the event of the producer.
        for (int trial = 0; trial < 5; ++trial) {
            NDArray x = NDArray::full({256}, 1.0, gpu0);
            for (int i = 0; i < 20; ++i) x = x * 1.5 - 0.25;
            NDArray y = x.copy_to(gpu1);
            for (int i = 0; i < 5; ++i) y = y + 1.0;
            double expected = 1.0;
            for (int i = 0; i < 20; ++i) expected = expected * 1.5 - 0.25;
            expected += 5;
            COMPARE_VALUES(kTolerance, y.to_host(), std::vector<double>(256, expected));
        }
    }

    void hostDataIsNotOverwrittenWhileAnUploadReadsIt() {
        NDArray host = NDArray::full({4096}, 3.0);
        NDArray dev = host.copy_to(gpu0);  // the upload reads `host` asynchronously
        host *= 0.0;                       // a later CPU write must wait for that read
        COMPARE_VALUES(kTolerance, dev.to_host(), std::vector<double>(4096, 3.0));
        COMPARE_VALUES(kTolerance, host.to_host(), std::vector<double>(4096, 0.0));
    }

    void syncPointsWaitForTheGpu() {
        NDArray x = NDArray::full({1024}, 2.0, gpu0);
        for (int i = 0; i < 30; ++i) x = x + 1.0;
        x.wait_to_read();
        QCOMPARE(sum(x).item(), 1024.0 * 32);
        engine->wait_all();
        const auto text = QString::fromStdString(NDArray::ones({2}, gpu0).to_string());
        QVERIFY2(text.contains("device=gpu(0)"), qPrintable(text));
    }

    void gpuMemoryIsAccountedAndReleased() {
        {
            NDArray a = NDArray::ones({1024, 256}, gpu0);
            a.wait_to_read();
            QVERIFY(engine->storage().stats(gpu0).in_use >= 1024 * 256 * 4);
        }
        engine->wait_all();
        QCOMPARE(engine->storage().stats(gpu0).in_use, std::size_t{0});
    }

    void gpuOutOfMemoryIsAnErrorOnTheArray() {
        NDArray big = NDArray::ones({8192, 8192}, gpu0);  // 256 MiB > 64 MiB
        try {
            big.wait_to_read();
            QFAIL("expected out of memory");
        } catch (const OpError& e) {
            QVERIFY2(QString(e.what()).contains("out of memory on gpu(0)"), e.what());
        }
        COMPARE_VALUES(kTolerance, (NDArray::ones({4}, gpu0) + 1.0).to_host(), {2, 2, 2, 2});
    }

    void unsupportedGpuOpsAreRefusedClearly() {
        NDArray a = NDArray::ones({2, 3}, gpu0);
        try {
            concat({a, a}, 0);
            QFAIL("concat on a GPU should be refused");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("gpu(0)"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a + NDArray::ones({2, 1}, gpu0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a + NDArray::ones({2, 3}));  // cpu
    }

    void profilerShowsGpuAndCopyLanes() {
        NDArray a = NDArray::ones({64, 64}).copy_to(gpu0);
        NDArray b = dot(a, a).copy_to(cpu);
        b.wait_to_read();
        engine->wait_all();
        engine->profiler().flush();
        std::set<LaneKind> kinds;
        for (auto& e : engine->profiler().history().ops)
            if (e.lane.device == gpu0) kinds.insert(e.lane.kind);
        QVERIFY(kinds.count(LaneKind::Compute));
        QVERIFY(kinds.count(LaneKind::CopyH2D));
        QVERIFY(kinds.count(LaneKind::CopyD2H));
    }
};

QTEST_GUILESS_MAIN(GpuEngineTest)
#include "test_gpu_engine.moc"
