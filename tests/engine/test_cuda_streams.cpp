// CUDA streams and events as PyTorch has them (engine/array/cuda_streams.h), on a simulated
// machine whose numbers make hand computation easy, and on the fake asynchronous GPU module:
// an event times the GPU work issued between its records, one stream runs what it was given
// in order whatever data it touches, two streams overlap, and waits between streams hold.
#include <QtTest>

#include <chrono>
#include <stdexcept>

#include "engine/array/cuda_streams.h"
#include "engine/array/ndarray.h"
#include "engine/device/gpu_runtime.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/sim_executor.h"
#include "tests/common/round_machine.h"
#include "tests/common/test_support.h"

using namespace asynclab;

namespace {

const Device gpu0 = Device::gpu(0);

std::shared_ptr<SimConfig> machine(int gpus = 1) {
    return testing::round_machine(gpus);
}

EventBatch history(Engine& e) {
    e.profiler().flush();
    return e.profiler().history();
}

const OpEvent* find_op(const EventBatch& b, const std::string& name, int nth = 0) {
    for (const OpEvent& e : b.ops)
        if (e.name == name && nth-- == 0) return &e;
    return nullptr;
}

struct CopyAndProduct {
    TimeNs product_start, product_end, copy_start, copy_end;
};

/// A 1024 x 1024 array to multiply (2.1 GFLOP, 2.1 ms a product) and a 1 MiB one to copy
/// (about 0.1 ms over the link), both on gpu(0) and made.
struct Operands {
    NDArray a = NDArray::uniform({1024, 1024}, -1, 1, 1u, gpu0);
    NDArray other = NDArray::uniform({1024, 256}, -1, 1, 2u, gpu0);
    explicit Operands(Engine& engine) { engine.wait_all(); }
};

/// A simulated machine with one GPU, in PyTorch's stream order: its default stream, current,
/// and a second one.
struct TwoStreams {
    Engine engine{{.sim = testing::round_machine(1)}};
    EngineScope scope{engine};
    CudaStreams& cuda = CudaStreams::of(engine);
    std::shared_ptr<CudaStream> main = cuda.current(gpu0);
    std::shared_ptr<CudaStream> side = cuda.make(gpu0);
    TwoStreams() { cuda.enable(); }
};

/// The last copy to the host the engine ran.
const OpEvent* last_copy_to_host(const EventBatch& h) {
    const OpEvent* copy = nullptr;
    for (const OpEvent& e : h.ops)
        if (e.lane.kind == LaneKind::CopyD2H) copy = &e;
    return copy;
}

/// A long product on gpu(0), then a copy to the host of an array the product does not touch,
/// issued on `copy_stream` (null: the stream current then).
CopyAndProduct product_then_unrelated_copy(Engine& engine, bool streams, bool copy_stream) {
    EngineScope scope(engine);
    CudaStreams& cuda = CudaStreams::of(engine);
    if (streams) cuda.enable();
    const Operands x(engine);
    NDArray p = dot(x.a, x.a);
    std::shared_ptr<CudaStream> side = copy_stream ? cuda.make(gpu0) : nullptr;
    std::shared_ptr<CudaStream> before = cuda.current(gpu0);
    if (side) cuda.set_current(side);
    NDArray back = x.other.copy_to(Device::cpu());
    if (side) cuda.set_current(before);
    engine.wait_all();
    const EventBatch h = history(engine);
    const OpEvent* product = find_op(h, "dot");
    const OpEvent* copy = last_copy_to_host(h);
    if (!product || !copy) throw std::runtime_error("no product or no copy recorded");
    return {product->start, product->end, copy->start, copy->end};
}

}  // namespace

class CudaStreamsTest : public QObject {
    Q_OBJECT

  private slots:
    void anEventPairTimesTheGpuWorkBetweenThem() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        CudaStreams& cuda = CudaStreams::of(engine);
        cuda.enable();
        NDArray a = NDArray::uniform({512, 512}, -1, 1, 3u, gpu0);
        CudaEvent start(true), end(true);
        start.record(*cuda.current(gpu0));
        NDArray b = dot(a, a);
        end.record(*cuda.current(gpu0));
        end.synchronize();
        QVERIFY(start.query() && end.query());
        const EventBatch h = history(engine);
        const OpEvent* product = find_op(h, "dot");
        const OpEvent* first = find_op(h, "event_record", 0);
        const OpEvent* second = find_op(h, "event_record", 1);
        QVERIFY(product && first && second);
        // Each event took the time its marker ran at; the second ran after the product.
        const double ms = start.elapsed_ms(end);
        QCOMPARE(ms, static_cast<double>(second->start - first->start) * 1e-6);
        QVERIFY(second->start >= product->end);
        // 2 * 512^3 FLOPs at 1 TFLOP/s: 0.268 ms, plus at most the launches around it.
        const double product_ms = 2.0 * 512 * 512 * 512 / 1e12 * 1e3;
        QVERIFY2(ms > product_ms - 1e-6 && ms < product_ms + 0.02, std::to_string(ms).c_str());
        // Ended before it started: negative, as CUDA says.
        QCOMPARE(end.elapsed_ms(start), -ms);
    }

    void elapsedTimeNamesWhatIsMissing() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        CudaStream& s = *CudaStreams::of(engine).current(gpu0);
        CudaEvent timed(true), untimed(false), never(true);
        timed.record(s);
        untimed.record(s);
        timed.synchronize();
        untimed.synchronize();
        try {
            (void)timed.elapsed_ms(untimed);
            QFAIL("an event without timing was accepted");
        } catch (const std::logic_error& e) {
            QVERIFY2(QString(e.what()).contains("enable_timing=True; the end event"), e.what());
        }
        try {
            (void)never.elapsed_ms(timed);
            QFAIL("an event never recorded was accepted");
        } catch (const std::logic_error& e) {
            QVERIFY2(QString(e.what()).contains("start event was never recorded"), e.what());
        }
        QVERIFY(never.query());  // as in CUDA: nothing recorded, nothing pending
        never.synchronize();     // returns at once
        QVERIFY_THROWS_EXCEPTION(std::logic_error, never.device());
        QCOMPARE(timed.device(), gpu0);
    }

    void oneStreamRunsWhatItWasGivenInOrder_data() {
        QTest::addColumn<bool>("streams");
        QTest::addColumn<bool>("copyStream");
        QTest::addColumn<bool>("overlaps");
        QTest::newRow("ordered by data (MXNet)") << false << false << true;
        QTest::newRow("one stream (PyTorch's default)") << true << false << false;
        QTest::newRow("the copy on a stream of its own") << true << true << true;
    }

    void oneStreamRunsWhatItWasGivenInOrder() {
        // A copy that does not read the product: the engine's data order lets it run beside
        // the product; PyTorch's default stream does not, a second stream does.
        QFETCH(bool, streams);
        QFETCH(bool, copyStream);
        QFETCH(bool, overlaps);
        Engine engine({.sim = machine()});
        const CopyAndProduct t = product_then_unrelated_copy(engine, streams, copyStream);
        QVERIFY(t.product_end - t.product_start > 2'000'000);  // the 2 ms product
        if (overlaps)
            QVERIFY2(t.copy_end < t.product_end, "the copy waited for the product");
        else
            QVERIFY2(t.copy_start >= t.product_end, "the copy ran beside the product");
    }

    void waitStreamOrdersOneStreamAfterAnother() {
        TwoStreams t;
        auto& [engine, scope, cuda, main, side] = t;
        QCOMPARE(main->number(), 0u);
        QCOMPARE(side->number(), 1u);
        const Operands x(engine);
        NDArray p = dot(x.a, x.a);
        side->wait_stream(*main);  // the copy below waits for the product it does not read
        cuda.set_current(side);
        NDArray back = x.other.copy_to(Device::cpu());
        cuda.set_current(main);
        NDArray q = dot(x.a, x.a);  // the main stream does not wait for the side one
        side->synchronize();
        QVERIFY(side->query());
        engine.wait_all();
        const EventBatch h = history(engine);
        const OpEvent* first = find_op(h, "dot", 0);
        const OpEvent* second = find_op(h, "dot", 1);
        const OpEvent* copy = last_copy_to_host(h);
        QVERIFY(first && second && copy);
        QVERIFY2(copy->start >= first->end, "the side stream did not wait");
        QVERIFY2(second->start < copy->end, "the main stream waited for the side one");
    }

    void aStreamWaitsForTheRecordItWasGivenNotALaterOne() {
        TwoStreams t;
        auto& [engine, scope, cuda, main, side] = t;
        const Operands x(engine);
        CudaEvent ready;
        ready.record(*main);  // before the product
        side->wait_event(ready);
        NDArray p = dot(x.a, x.a);
        ready.record(*main);  // after it: the side stream does not wait for this one
        cuda.set_current(side);
        NDArray back = x.other.copy_to(Device::cpu());
        cuda.set_current(main);
        engine.wait_all();
        const EventBatch h = history(engine);
        const OpEvent* product = find_op(h, "dot");
        const OpEvent* copy = last_copy_to_host(h);
        QVERIFY(product && copy);
        QVERIFY2(copy->end < product->end, "the copy waited for the later record");
        // Waiting for an event never recorded pushes nothing.
        const OpId before = engine.ops_pushed();
        CudaEvent never;
        side->wait_event(never);
        QCOMPARE(engine.ops_pushed(), before);
    }

    void pinnedMemoryCopiesAtTheLinksBandwidth() {
        // Pageable host memory is staged by the host at 2 GB/s, a fifth of the 10 GB/s link;
        // a pinned copy of the same array goes at the link's rate.
        auto config = machine();
        config->cpu.pageable_h2d_bandwidth = 2e9;
        Engine engine({.sim = config});
        EngineScope scope(engine);
        NDArray x = NDArray::zeros({25'000'000});  // 100 MB
        NDArray pinned = x.pin_memory();
        QVERIFY(pinned.is_pinned() && !x.is_pinned());
        QCOMPARE(pinned.pin_memory().var(), pinned.var());  // pinned already: itself
        engine.wait_all();
        NDArray a = x.copy_to(gpu0);
        engine.wait_all();
        NDArray b = pinned.copy_to(gpu0);
        engine.wait_all();
        const EventBatch h = history(engine);
        const OpEvent* staged = find_op(h, "copy h2d", 0);
        const OpEvent* direct = find_op(h, "copy h2d", 1);
        QVERIFY(staged && direct);
        const double staged_s = static_cast<double>(staged->end - staged->start) * 1e-9;
        const double direct_s = static_cast<double>(direct->end - direct->start) * 1e-9;
        QVERIFY2(std::abs(staged_s - (1e8 / 2e9 + 2e-6)) < 1e-6, std::to_string(staged_s).c_str());
        QVERIFY2(std::abs(direct_s - (1e8 / 1e10 + 2e-6)) < 1e-6, std::to_string(direct_s).c_str());
        // Only a host array can be pinned, and only for an engine with a GPU.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, a.pin_memory());
        Engine cpu_only({.sim = testing::round_machine(0)});
        try {
            (void)NDArray::zeros({4}, Device::cpu(), DType::Float32, &cpu_only).pin_memory();
            QFAIL("an engine without a GPU pinned memory");
        } catch (const std::runtime_error& e) {
            QVERIFY2(QString(e.what()).contains("this engine has none"), e.what());
        }
    }

    void theCurrentStreamIsOneOfTheEnginesGpus() {
        Engine engine({.sim = machine(1)});
        CudaStreams& cuda = CudaStreams::of(engine);
        try {
            (void)cuda.current(Device::gpu(1));
            QFAIL("a GPU the engine lacks was accepted");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(
                QString(e.what()).contains("gpu(1) is not a GPU of this engine (it has 1 GPU)"),
                e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cuda.make(Device::cpu()));
        Engine other({.sim = machine(1)});
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 cuda.set_current(CudaStreams::of(other).make(gpu0)));
        // A variable that guards data cannot order a stream.
        StreamOrder data_ordered;
        data_ordered.order = engine.new_var();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 engine.set_stream_order(gpu0, &data_ordered));
        engine.delete_var(data_ordered.order, [] {});
    }

    void eventsOnTheFakeGpuAreTimedByTheDevice() {
        if (testing::use_test_gpus(1, 200) == testing::TestGpus::None) QSKIP(testing::kNoTestGpus);
        QVERIFY2(GpuRuntime::instance().available(),
                 GpuRuntime::instance().unavailable_reason().c_str());
        Engine engine(EngineConfig{.cpu_workers = 2});
        EngineScope scope(engine);
        CudaStreams& cuda = CudaStreams::of(engine);
        cuda.enable();
        NDArray a = NDArray::uniform({128, 128}, -1, 1, 7u, gpu0);
        a.wait_to_read();
        CudaEvent start(true), end(true);
        const auto t0 = std::chrono::steady_clock::now();
        start.record(*cuda.current(gpu0));
        for (int i = 0; i < 6; ++i) a = relu(dot(a, a)) * 0.01;
        end.record(*cuda.current(gpu0));
        end.synchronize();
        const double host_ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        QVERIFY(end.query());
        const double ms = start.elapsed_ms(end);
        // CUDA's pinned memory: copied to the GPU and back, the same values.
        NDArray host = NDArray::full({1000}, 2.5);
        NDArray pinned = host.pin_memory();
        NDArray back = pinned.copy_to(gpu0).copy_to(Device::cpu());
        QVERIFY(pinned.is_pinned());
        QCOMPARE(sum(back).item(), 2500.0);
        QVERIFY2(ms > 0 && ms <= host_ms,
                 (std::to_string(ms) + " of " + std::to_string(host_ms)).c_str());
        engine.wait_all();
    }
};

QTEST_GUILESS_MAIN(CudaStreamsTest)
#include "test_cuda_streams.moc"
