// The engine on GPUs, through the fake asynchronous GPU module (tests/fake_gpu): every
// stream is a thread with random delays, so results are right only if the engine orders
// work across streams with events. Skips when the fake module is not available. With
// ASYNCLAB_TEST_GPU=real the same tests run on this machine's GPUs (those that need two
// GPUs skip on a machine with one).
#include <QtTest>

#include <dlfcn.h>

#include <cmath>
#include <set>

#include "engine/array/ndarray.h"
#include "engine/device/gpu_runtime.h"
#include "engine/memory/storage.h"
#include "engine/nn/autograd.h"
#include "engine/parallel/allreduce.h"
#include "engine/parallel/communicators.h"
#include "engine/parallel/data_parallel.h"
#include "engine/profiler/profiler.h"
#include "engine/scenarios/scenario.h"
#include "tests/common/engine_fixture.h"
#include "tests/common/small_training.h"
#include "tests/common/test_support.h"

using namespace asynclab;

namespace {

constexpr double kTolerance = 1e-4;

const Device gpu0 = Device::gpu(0), gpu1 = Device::gpu(1), cpu = Device::cpu(0);

}  // namespace

/// Skips the calling test when the GPU module has no collectives (NCCL missing), saying why.
#define REQUIRE_COLLECTIVES()                                                    \
    do {                                                                         \
        try {                                                                    \
            (void)parallel::collective(*engine, {0});                            \
        } catch (const std::runtime_error& e) {                                  \
            QSKIP(qPrintable(QString("no collectives here: %1").arg(e.what()))); \
        }                                                                        \
    } while (false)

class GpuEngineTest : public QObject {
    Q_OBJECT

    testing::TestGpus gpus = testing::TestGpus::None;
    int gpu_count = 0;
    testing::EngineFixture engine;

  private slots:
    void initTestCase() {
        // The fake GPUs' context holds 4 of their 64 MiB, so that, as on a real GPU, some
        // of what the engine counts as the GPU's memory is never free.
        qputenv("ASYNCLAB_FAKE_GPU_RESERVED", QByteArray::number(4 << 20));
        gpus = testing::use_test_gpus(2, 100, 64 << 20);
        if (gpus == testing::TestGpus::None) QSKIP(testing::kNoTestGpus);
        QVERIFY2(GpuRuntime::instance().available(),
                 GpuRuntime::instance().unavailable_reason().c_str());
        gpu_count = GpuRuntime::instance().device_count();
        if (gpus == testing::TestGpus::Fake) QCOMPARE(gpu_count, 2);
        qInfo("running on %d %s GPU(s): %s", gpu_count,
              gpus == testing::TestGpus::Real ? "real" : "fake",
              GpuRuntime::instance().devices().front().name.c_str());
    }
    void init() { engine.start(); }
    void cleanup() { engine.stop(); }

    void engineStartsLanesForEveryGpu() {
        QCOMPARE(engine->gpu_count(), gpu_count);
        std::vector<Device> devices{cpu};
        for (int d = 0; d < gpu_count; ++d) devices.push_back(Device::gpu(d));
        QCOMPARE(engine->devices(), devices);
        int copy_lanes = 0;
        for (auto& lane : engine->lanes())
            if (lane.device.is_gpu() && lane.kind != LaneKind::Compute) ++copy_lanes;
        QCOMPARE(copy_lanes, 3 * gpu_count);  // h2d, d2h and peer on each GPU
    }

    void theGpusReachEachOthersMemory() {
        // Peer access is turned on between the engine's GPUs, so that their copies go over
        // the link between them, not through host memory.
        REQUIRE_GPUS(gpu_count, 2);
        auto* enabled = reinterpret_cast<int (*)(int, int)>(
            dlsym(dlopen(GpuRuntime::instance().module_path().c_str(), RTLD_NOW | RTLD_NOLOAD),
                  "asynclab_fake_gpu_peer_enabled"));
        if (!enabled) QSKIP("asks the fake module only");
        for (int d = 0; d < gpu_count; ++d)
            for (int peer = 0; peer < gpu_count; ++peer)
                QCOMPARE(enabled(d, peer), d != peer ? 1 : 0);
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
        COMPARE_VALUES(kTolerance, relu_backward(relu(ga), ga * 3.0).to_host(),
                       relu_backward(relu(a), a * 3.0).to_host());
        COMPARE_VALUES(kTolerance, dot(ga, gb.T().T()).to_host(), dot(a, b).to_host());
    }

    void longChainsAcrossStreamsStayOrdered() {
        // Compute on gpu(0), copy to gpu(1) on the peer lane, compute there, copy back: each
        // hand-off crosses streams and must wait for the event of the producer.
        REQUIRE_GPUS(gpu_count, 2);
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

    void anUploadLeavesItsHostArrayFreeAtOnce() {
        // CUDA copies pageable host memory before the copy call returns: overwriting the
        // host array after its upload waits for the copy op, not for the GPU.
        auto* host_waits = reinterpret_cast<long long (*)()>(
            dlsym(dlopen(GpuRuntime::instance().module_path().c_str(), RTLD_NOW | RTLD_NOLOAD),
                  "asynclab_fake_gpu_host_waits"));
        if (!host_waits) QSKIP("counts the host's waits for the fake module only");
        NDArray host = NDArray::full({4096}, 3.0);
        NDArray up = host.copy_to(gpu0);  // kept: its free would wait for the GPU (a worker)
        NDArray dev = up * 2.0;
        const long long before = host_waits();
        host *= 0.0;
        host.wait_to_read();
        QCOMPARE(host_waits(), before);
        COMPARE_VALUES(kTolerance, dev.to_host(), std::vector<double>(4096, 6.0));
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

    void aSynchronousEngineRunsGpuOpsOnTheirStreamsAndWaits() {
        // Not inline on the caller, which has no stream (host code on device memory), but
        // on the GPU's lane, the caller waiting for the GPU after each op; an error is
        // thrown by the push that caused it.
        engine->set_mode(EngineMode::Synchronous);
        NDArray a = NDArray::uniform({40, 30}, -1, 1, 5u);
        NDArray ga = a.copy_to(gpu0);
        NDArray out = relu(dot(ga, ga.T())) * 2.0;
        COMPARE_VALUES(kTolerance, out.to_host(), (relu(dot(a, a.T())) * 2.0).to_host());
        const Shape too_big =
            gpus == testing::TestGpus::Real ? Shape{1 << 18, 1 << 20} : Shape{8192, 8192};
        QVERIFY_THROWS_EXCEPTION(OpError, NDArray::ones(too_big, gpu0));
        engine->wait_all();
        engine->profiler().flush();
        const EventBatch h = engine->profiler().history();
        int gpu_ops = 0;
        for (const OpEvent& op : h.ops) {
            if (!op.lane.device.is_gpu() || op.lane.kind != LaneKind::Compute || op.failed)
                continue;
            ++gpu_ops;
            QVERIFY2(op.device_timed(), op.name.c_str());  // it ran on the GPU's stream
        }
        QVERIFY(gpu_ops >= 4);  // the transpose, the product, relu, the scale (and the fill)
        int waits = 0;
        for (const SyncEvent& s : h.syncs) waits += s.what == "synchronous engine: a GPU op";
        QVERIFY(waits >= gpu_ops);
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
        // More than the GPU has: 256 MiB on the fake one (64 MiB), 1 TiB on a real one.
        const Shape shape =
            gpus == testing::TestGpus::Real ? Shape{1 << 18, 1 << 20} : Shape{8192, 8192};
        NDArray big = NDArray::ones(shape, gpu0);
        try {
            big.wait_to_read();
            QFAIL("expected out of memory");
        } catch (const OpError& e) {
            QVERIFY2(QString(e.what()).contains("out of memory on gpu(0)"), e.what());
        }
        COMPARE_VALUES(kTolerance, (NDArray::ones({4}, gpu0) + 1.0).to_host(), {2, 2, 2, 2});
    }

    void anAllocationTheGpuRefusesIsOutOfMemoryToo() {
        // Less than the GPU's memory but more than is free on it (the CUDA context holds
        // some): the engine's accounting lets it through, the device's allocator refuses.
        std::size_t free_bytes = 0, total_bytes = 0;
        QCOMPARE(GpuRuntime::instance().api()->mem_get_info(0, &free_bytes, &total_bytes), 0);
        QVERIFY(free_bytes < total_bytes);
        const std::size_t bytes = free_bytes + (total_bytes - free_bytes) / 2;
        NDArray big = NDArray::ones({static_cast<std::int64_t>(bytes / 4)}, gpu0);
        try {
            big.wait_to_read();
            QFAIL("expected out of memory");
        } catch (const OpError& e) {
            QVERIFY2(QString(e.what()).contains("out of memory on gpu(0)"), e.what());
            QVERIFY2(QString(e.what()).contains("the GPU has less than that free"), e.what());
        }
        // The refusal leaves no error behind in the CUDA runtime for the next op.
        COMPARE_VALUES(kTolerance, (NDArray::ones({4}, gpu0) * 3.0).to_host(), {3, 3, 3, 3});
        engine->wait_all();
        QCOMPARE(engine->storage().stats(gpu0).in_use, std::size_t{0});
    }

    void unsupportedGpuOpsAreRefusedClearly() {
        NDArray a = NDArray::ones({2, 3}, gpu0);
        try {
            concat({a, a}, 1);
            QFAIL("concat along axis 1 on a GPU should be refused");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("gpu(0)"), e.what());
            QVERIFY2(QString(e.what()).contains("axis 1"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a + NDArray::ones({2, 1}, gpu0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a + NDArray::ones({2, 3}));  // cpu
        // The networks' own ops (a loss here) have CPU kernels only: a real GPU refuses them
        // by name (a simulated one runs them, test_python_frontend).
        try {
            nn::softmax_cross_entropy(nn::Variable(a), nn::Variable(NDArray::zeros({2}, gpu0)));
            QFAIL("softmax_cross_entropy on a real GPU should be refused");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("softmax_cross_entropy: runs on the CPU only") &&
                         QString(e.what()).contains("gpu(0)"),
                     e.what());
        }
    }

    void concatAlongTheFirstAxisRunsOnTheGpu() {
        NDArray a = NDArray::uniform({2, 3}, -1, 1, 21u), b = NDArray::uniform({4, 3}, -1, 1, 22u);
        NDArray empty_rows = NDArray::empty({0, 3});
        const auto want = concat({a, empty_rows, b}, 0).to_host();
        NDArray got = concat({a.copy_to(gpu0), empty_rows.copy_to(gpu0), b.copy_to(gpu0)}, 0);
        QCOMPARE(got.device(), gpu0);
        QCOMPARE(got.shape(), (Shape{6, 3}));
        COMPARE_VALUES(0, got.to_host(), want);
    }

    void copyAddCrossesEveryKindOfLink() {
        // Host to GPU, GPU to host and GPU to GPU, each from an offset into both arrays.
        NDArray h = NDArray::uniform({40}, -1, 1, 31u);
        NDArray g0 = NDArray::uniform({50}, -1, 1, 32u).copy_to(gpu0);
        const auto hv = h.to_host(), v0 = g0.to_host();
        auto expect = [](const std::vector<double>& r, std::size_t ro, const std::vector<double>& l,
                         std::size_t lo, std::size_t n) {
            std::vector<double> out(n);
            for (std::size_t i = 0; i < n; ++i)
                out[i] = static_cast<double>(static_cast<float>(r[ro + i]) +
                                             static_cast<float>(l[lo + i]));
            return out;
        };
        NDArray up = copy_add(h, 5, g0, 20, 17);
        QCOMPARE(up.device(), gpu0);
        COMPARE_VALUES(kTolerance, up.to_host(), expect(hv, 5, v0, 20, 17));
        NDArray down = copy_add(g0, 3, h, 0, 25);
        QCOMPARE(down.device(), cpu);
        COMPARE_VALUES(kTolerance, down.to_host(), expect(v0, 3, hv, 0, 25));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, copy_add(g0, 0, g0, 0, 1));
        REQUIRE_GPUS(gpu_count, 2);
        NDArray g1 = NDArray::uniform({30}, -1, 1, 33u).copy_to(gpu1);
        const auto v1 = g1.to_host();
        NDArray peer = copy_add(g0, 40, g1, 10, 10);
        QCOMPARE(peer.device(), gpu1);
        COMPARE_VALUES(kTolerance, peer.to_host(), expect(v0, 40, v1, 10, 10));
        QVERIFY_THROWS_EXCEPTION(ShapeError, copy_add(g0, 45, g1, 0, 10));  // past g0's end
    }

    void ringAllReduceSumsOnRealStreams() {
        // The CPU and two GPUs in one ring: its steps use all three kinds of link (with one
        // GPU, the two between the host and a GPU).
        const int ring_gpus = std::min(gpu_count, 2);
        for (std::int64_t n : {1, 7, 1000}) {
            std::vector<NDArray> in = {NDArray::full({n}, 1.0)};
            double total = 1.0;
            for (int d = 0; d < ring_gpus; ++d) {
                in.push_back(NDArray::full({n}, 2.0 * (d + 1), Device::gpu(d)));
                total += 2.0 * (d + 1);
            }
            const auto out = parallel::ring_allreduce(in);
            QCOMPARE(out.size(), in.size());
            for (std::size_t d = 0; d < out.size(); ++d) {
                QCOMPARE(out[d].device(), in[d].device());
                COMPARE_VALUES(0, out[d].to_host(), std::vector<double>(std::size_t(n), total));
            }
        }
    }

    void ncclAllReduceSumsOnEveryGpu() {
        REQUIRE_COLLECTIVES();
        // One share per GPU, summed by NCCL (on the fake module: its collective).
        for (const DType dtype : {DType::Float32, DType::Float64})
            for (std::int64_t n : {1, 7, 1000}) {
                std::vector<NDArray> in;
                double total = 0;
                for (int d = 0; d < gpu_count; ++d) {
                    in.push_back(NDArray::full({n}, 2.0 * (d + 1), Device::gpu(d), dtype));
                    total += 2.0 * (d + 1);
                }
                const auto out = parallel::nccl_allreduce(in);
                QCOMPARE(out.size(), in.size());
                for (std::size_t d = 0; d < out.size(); ++d) {
                    QCOMPARE(out[d].device(), in[d].device());
                    QCOMPARE(out[d].dtype(), dtype);
                    COMPARE_VALUES(0, out[d].to_host(), std::vector<double>(std::size_t(n), total));
                }
            }
        engine->wait_all();  // GPU-timed ops are recorded once their timer has resolved them
        engine->profiler().flush();
        int shares = 0;
        for (const auto& e : engine->profiler().history().ops)
            if (e.name == "nccl_allreduce") {
                QCOMPARE(e.kind, OpKind::Comm);
                QCOMPARE(e.lane.kind, LaneKind::Compute);
                ++shares;
            }
        QCOMPARE(shares, 6 * gpu_count);
    }

    void ncclAllReducesRunInPushOrderOnEveryGpu() {
        REQUIRE_COLLECTIVES();
        // The first all-reduce's input is late on gpu(0) (it waits for the CPU), the
        // second's on the last GPU: each GPU must still issue them in push order, or NCCL
        // would pair one GPU's first with another's second.
        REQUIRE_GPUS(gpu_count, 2);
        const int last = gpu_count - 1;
        auto late = [](Device d, std::int64_t n, double v) {
            NDArray x = NDArray::full({n}, v);
            for (int i = 0; i < 200; ++i) x = x * 1.0 + 0.0;  // CPU work before the copy
            return x.copy_to(d);
        };
        auto shares = [&](std::int64_t n, double v, int late_on) {
            std::vector<NDArray> in;
            for (int d = 0; d < gpu_count; ++d)
                in.push_back(d == late_on ? late(Device::gpu(d), n, v)
                                          : NDArray::full({n}, v, Device::gpu(d)));
            return in;
        };
        const auto first = parallel::nccl_allreduce(shares(300, 1.0, 0));
        const auto second = parallel::nccl_allreduce(shares(500, 3.0, last));
        for (int d = 0; d < gpu_count; ++d) {
            COMPARE_VALUES(0, first[std::size_t(d)].to_host(),
                           std::vector<double>(300, 1.0 * gpu_count));
            COMPARE_VALUES(0, second[std::size_t(d)].to_host(),
                           std::vector<double>(500, 3.0 * gpu_count));
        }
    }

    void ncclAllReduceOfAFailedInputFailsOnEveryGpuAndHangsNone() {
        REQUIRE_COLLECTIVES();
        NDArray bad = NDArray::empty({64});
        engine->push([](RunContext&) { throw std::runtime_error("the input's op failed"); }, {},
                     {bad.var()}, cpu, LaneKind::Compute, "failing");
        std::vector<NDArray> in{bad.copy_to(gpu0)};
        for (int d = 1; d < gpu_count; ++d) in.push_back(NDArray::ones({64}, Device::gpu(d)));
        const auto out = parallel::nccl_allreduce(in);
        // The GPUs keep in step, and the next all-reduce carries no error of this one.
        std::vector<NDArray> ok;
        for (int d = 0; d < gpu_count; ++d) ok.push_back(NDArray::ones({8}, Device::gpu(d)));
        const auto next = parallel::nccl_allreduce(ok);
        for (const NDArray& o : next)
            COMPARE_VALUES(0, o.to_host(), std::vector<double>(8, double(gpu_count)));
        // The last GPU's input was fine, its sum is not (an error is reported once: at the
        // first sync point on any of the sums).
        try {
            out.back().wait_to_read();
            QFAIL("the sum of a failed input should fail");
        } catch (const OpError& e) {
            QVERIFY2(QString(e.what()).contains("the input's op failed"), e.what());
        }
    }

    void withoutNcclTrainingSaysSoBeforeItStarts() {
        if (gpus != testing::TestGpus::Fake) QSKIP("the fake module plays a machine without NCCL");
        testing::ScopedEnv no_nccl("ASYNCLAB_FAKE_GPU_NO_COLLECTIVES", "1");
        parallel::DataParallelOptions o;
        o.devices = {gpu0, gpu1};
        o.method = parallel::AllReduceMethod::Nccl;
        nn::BlockPtr net = testing::make_small_net();
        try {
            parallel::DataParallelTrainer dp(*net, o, engine.get());
            QFAIL("training with NCCL started without NCCL");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString(e.what()).contains("NCCL could not be loaded"), e.what());
        }
        // The engine goes on: the same training with the ring works.
        o.method = parallel::AllReduceMethod::Ring;
        parallel::DataParallelTrainer ring(*net, o, engine.get());
        ring.step(testing::batch_x(0, 4), testing::batch_y(0, 4));
        QVERIFY(std::isfinite(ring.last_loss().item()));
    }

    void ncclRefusesArraysOnTheCpu() {
        const std::vector<NDArray> in{NDArray::ones({4}), NDArray::ones({4}, gpu0)};
        try {
            (void)parallel::nccl_allreduce(in);
            QFAIL("NCCL cannot sum an array on the CPU");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("array 0 is on cpu(0)"), e.what());
        }
        parallel::DataParallelOptions o;
        o.devices = {cpu, gpu0};
        o.method = parallel::AllReduceMethod::Nccl;
        nn::BlockPtr net = testing::make_small_net();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 parallel::DataParallelTrainer(*net, o, engine.get()));
    }

    void dataParallelTrainingOnGpusMatchesTheCpu_data() {
        QTest::addColumn<bool>("with_cpu");
        QTest::addColumn<int>("method");
        for (const bool with_cpu : {false, true})
            for (const auto method :
                 {parallel::AllReduceMethod::Ring, parallel::AllReduceMethod::ParameterServer,
                  parallel::AllReduceMethod::Nccl})
                if (!with_cpu || method != parallel::AllReduceMethod::Nccl)  // GPUs only
                    QTest::addRow("%s, %s", with_cpu ? "cpu and gpus" : "gpus",
                                  parallel::method_name(method))
                        << with_cpu << static_cast<int>(method);
    }

    void dataParallelTrainingOnGpusMatchesTheCpu() {
        try {
            trainDataParallel();
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }

  private:
    void trainDataParallel() {
        // Replicas on every GPU (and on the CPU beside them), each step's batch split among
        // them, the gradients summed across the links: the same parameters as the tape and
        // Trainer on the CPU alone, over every activation's gradient on the GPU's streams.
        QFETCH(bool, with_cpu);
        QFETCH(int, method);
        if (static_cast<parallel::AllReduceMethod>(method) == parallel::AllReduceMethod::Nccl)
            REQUIRE_COLLECTIVES();
        const std::int64_t N = 11;  // not divisible by 2 or 3
        const int steps = 3;
        const double lr = 0.5;
        const testing::CpuTraining ref = testing::train_on_cpu(steps, N, lr);
        nn::BlockPtr net = testing::make_small_net();
        parallel::DataParallelOptions o;
        o.method = static_cast<parallel::AllReduceMethod>(method);
        o.learning_rate = lr;
        o.devices.clear();
        if (with_cpu) o.devices.push_back(cpu);
        for (int d = 0; d < gpu_count; ++d) o.devices.push_back(Device::gpu(d));
        parallel::DataParallelTrainer dp(*net, o, engine.get());
        for (int t = 0; t < steps; ++t) {
            dp.step(testing::batch_x(t, N), testing::batch_y(t, N));
            QVERIFY(std::abs(dp.last_loss().item() - ref.losses[std::size_t(t)]) < 1e-9);
        }
        for (int r = 0; r < dp.num_devices(); ++r)
            QCOMPARE(dp.params(r).front().device(), o.devices[std::size_t(r)]);
        const double worst = testing::max_difference(dp, *ref.net);
        QVERIFY2(worst < 1e-5, qPrintable(QString("max difference %1").arg(worst)));
    }

  private slots:
    void multiGpuTrainingRunsOnTheseGpusInRealMode() {
        // Real mode trains on k of this machine's GPUs (the fake module's two here), each k
        // on its own engine, and says which k it lacks GPUs for.
        scenarios::RunContext ctx;
        ctx.mode = scenarios::RunMode::Real;
        const scenarios::ScenarioResult r = scenarios::run_scenario(
            "multi-gpu-training", {{"ks", "1,2,4"}, {"batch_size", "64"}, {"method", "ring"}}, ctx);
        QCOMPARE(r.mode, scenarios::RunMode::Real);
        QVERIFY(!r.timing_only);  // the GPUs computed the steps
        for (int k : {1, 2, 4}) {
            const auto step = r.metric("step_s_k" + std::to_string(k));
            QCOMPARE(step.has_value(), k <= gpu_count);
            if (step) QVERIFY(*step > 0);
        }
        bool lacks = false;
        for (const std::string& n : r.notes)
            lacks |= n.find(" 4: this machine has") != std::string::npos;
        QVERIFY(lacks);
        std::set<int> gpus_busy;
        for (const OpEvent& op : r.trace.ops)
            if (op.lane.device.is_gpu() && op.name == "dot") gpus_busy.insert(op.lane.device.id);
        QCOMPARE(int(gpus_busy.size()), std::min(gpu_count, 2));
        QCOMPARE(r.phenomenon.checked, gpu_count >= 2);
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
