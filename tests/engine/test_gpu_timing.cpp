// GPU ops timed with device events, through the fake asynchronous GPU module: every
// stream is a thread that runs its work after random delays, so the time an op ran on the
// "GPU" differs from the time the host launched it, and only device events can tell. With
// ASYNCLAB_TEST_GPU=real the same tests run on this machine's GPUs.
#include <QtTest>

#include <algorithm>
#include <map>
#include <optional>

#include "engine/array/ndarray.h"
#include "engine/device/gpu_runtime.h"
#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/profiler.h"
#include "engine/profiler/trace_import.h"
#include "engine/scenarios/scenario.h"
#include "tests/common/test_support.h"

using namespace asynclab;

namespace {

const Device gpu0 = Device::gpu(0);

EventBatch history(Engine& e) {
    e.profiler().flush();
    return e.profiler().history();
}

/// A chain of GPU work on gpu(0), then a copy of its result to `to`: by default gpu(1), or
/// the host on a machine with one GPU.
EventBatch run_chain(Engine& engine, std::optional<Device> to = {}) {
    EngineScope scope(engine);
    NDArray a = NDArray::uniform({128, 128}, -1, 1, 7u, gpu0);
    for (int i = 0; i < 6; ++i) a = relu(dot(a, a)) * 0.01;
    NDArray b = a.copy_to(to ? *to : engine.gpu_count() > 1 ? Device::gpu(1) : Device::cpu());
    (void)b.to_host();
    engine.wait_all();
    return history(engine);
}

}  // namespace

class GpuTimingTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        if (testing::use_test_gpus(2, 300) == testing::TestGpus::None) QSKIP(testing::kNoTestGpus);
        QVERIFY2(GpuRuntime::instance().available(),
                 GpuRuntime::instance().unavailable_reason().c_str());
    }

    void gpuOpsShowWhenTheyRanOnTheGpu() {
        Engine engine(EngineConfig{.cpu_workers = 2});
        const EventBatch h = run_chain(engine);
        std::vector<const OpEvent*> compute;
        bool lagged = false;
        for (const OpEvent& op : h.ops) {
            if (!op.lane.device.is_gpu()) {
                QVERIFY(!op.device_timed());
                continue;
            }
            if (op.lane.kind != LaneKind::Compute) continue;
            QVERIFY2(op.device_timed(), op.name.c_str());
            QVERIFY(op.launch_start <= op.launch_end);
            QVERIFY(op.start >= op.launch_start);  // the GPU cannot start before the launch
            QVERIFY(op.end >= op.start);
            lagged |= op.end > op.launch_end;  // the stream ran it after the host moved on
            if (op.lane.device == gpu0) compute.push_back(&op);
        }
        QVERIFY(compute.size() >= 13);  // the fill, then dot, relu and the scale six times
        QVERIFY(lagged);
        // One stream runs its ops in order, one at a time.
        std::sort(compute.begin(), compute.end(),
                  [](const OpEvent* a, const OpEvent* b) { return a->id < b->id; });
        for (std::size_t i = 1; i < compute.size(); ++i)
            QVERIFY2(compute[i]->start >= compute[i - 1]->end, compute[i]->name.c_str());
    }

    void aCopyStartsAfterTheWorkItCopiesOnTheGpu_data() {
        QTest::addColumn<int>("to");  // the GPU it copies to, or -1: the host
        QTest::newRow("to gpu(1)") << 1;
        QTest::newRow("to the host") << -1;
    }

    void aCopyStartsAfterTheWorkItCopiesOnTheGpu() {
        // A copy to the host waits for its stream, and its launch comes before the GPU has
        // run what it copies: only the GPU's clock shows when it ran.
        QFETCH(int, to);
        if (to >= 0) REQUIRE_GPUS(GpuRuntime::instance().device_count(), 2);
        Engine engine(EngineConfig{.cpu_workers = 2});
        const EventBatch h = run_chain(engine, to >= 0 ? Device::gpu(to) : Device::cpu());
        std::map<OpId, const OpEvent*> by_id;
        for (const OpEvent& op : h.ops) by_id[op.id] = &op;
        const OpEvent* copy = nullptr;
        for (const OpEvent& op : h.ops)
            if (op.lane.device.is_gpu() && op.lane.kind != LaneKind::Compute && op.device_timed() &&
                !op.waited_on.empty())
                copy = &op;
        QVERIFY2(copy, "no device-timed copy out of gpu(0)");
        // It waited (through a stream event) for the op that wrote its source: on the GPU's
        // clock it starts only after that op ended.
        bool checked = false;
        for (OpId w : copy->waited_on) {
            const auto it = by_id.find(w);
            if (it == by_id.end() || !it->second->device_timed()) continue;
            QVERIFY(copy->start >= it->second->end);
            checked = true;
        }
        QVERIFY(checked);
    }

    void everyOpStartsAfterTheOpsItWaitedFor() {
        // Device times and host times on one timeline: every dependency arrow of the trace
        // points forward, through a copy to the host and the CPU's use of it too.
        Engine engine(EngineConfig{.cpu_workers = 2});
        EventBatch h;
        {
            EngineScope scope(engine);
            NDArray a = NDArray::uniform({128, 128}, -1, 1, 7u, gpu0);
            for (int i = 0; i < 6; ++i) a = relu(dot(a, a)) * 0.01;
            NDArray b = a.copy_to(Device::cpu()) * 2.0;
            (void)b.to_host();
            engine.wait_all();
            h = history(engine);
        }
        std::map<OpId, const OpEvent*> by_id;
        for (const OpEvent& op : h.ops) by_id[op.id] = &op;
        int checked = 0;
        for (const OpEvent& op : h.ops)
            for (OpId w : op.waited_on) {
                const auto it = by_id.find(w);
                if (it == by_id.end()) continue;
                QVERIFY2(op.start >= it->second->end,
                         qPrintable(QString("%1 starts %2 ns before %3, which it waited for, ends")
                                        .arg(op.name.c_str())
                                        .arg(it->second->end - op.start)
                                        .arg(it->second->name.c_str())));
                ++checked;
            }
        QVERIFY(checked >= 19);  // the chain, the copy and the CPU's product
        const TraceSummary sum =
            summarize(read_chrome_trace(chrome_trace_string(h, {"gpu timing", engine.lanes()})));
        QVERIFY(sum.flows > 0);
        QCOMPARE(sum.unresolved_flows, std::size_t{0});
    }

    void timingCanBeTurnedOff() {
        Engine engine(EngineConfig{.cpu_workers = 2, .gpu_timing = false});
        const EventBatch h = run_chain(engine);
        QVERIFY(!h.ops.empty());
        for (const OpEvent& op : h.ops) QVERIFY(!op.device_timed());
    }

    void scenariosPassTheSwitchToTheirEngines() {
        // A scenario's run context carries the switch (the GUI's Run menu, the CLI's
        // --gpu-timing) to every engine it makes.
        for (const bool timing : {true, false}) {
            scenarios::RunContext ctx;
            ctx.mode = scenarios::RunMode::Real;
            ctx.gpu_timing = timing;
            const scenarios::ScenarioResult r =
                scenarios::run_scenario("compute-comm-overlap", {{"n", "64"}, {"reps", "3"}}, ctx);
            QCOMPARE(r.mode, scenarios::RunMode::Real);
            int gpu_ops = 0, timed = 0;  // on the compute streams
            for (const OpEvent& op : r.trace.ops) {
                if (!op.lane.device.is_gpu() || op.lane.kind != LaneKind::Compute) continue;
                ++gpu_ops;
                if (!op.device_timed()) continue;
                ++timed;
                // The result's trace moves each engine's events onto its own axis: the
                // launch moves with the op, after its push and before its run on the GPU.
                QVERIFY2(op.push <= op.launch_start && op.launch_start <= op.launch_end,
                         qPrintable(QString("%1: pushed at %2 ns, launched %3 to %4 ns")
                                        .arg(op.name.c_str())
                                        .arg(op.push)
                                        .arg(op.launch_start)
                                        .arg(op.launch_end)));
                QVERIFY2(op.launch_start <= op.start,
                         qPrintable(QString("%1: launched at %2 ns, ran from %3 ns")
                                        .arg(op.name.c_str())
                                        .arg(op.launch_start)
                                        .arg(op.start)));
            }
            QVERIFY(gpu_ops > 0);
            QCOMPARE(timed, timing ? gpu_ops : 0);
        }
    }

    void chromeTraceKeepsTheLaunchTimes() {
        Engine engine(EngineConfig{.cpu_workers = 2});
        const EventBatch h = run_chain(engine);
        const std::string text = chrome_trace_string(h, {"gpu timing", engine.lanes()});
        const EventBatch back = import_asynclab_trace(read_chrome_trace(text));
        std::map<OpId, const OpEvent*> by_id;
        for (const OpEvent& op : back.ops) by_id[op.id] = &op;
        int timed = 0;
        for (const OpEvent& op : h.ops) {
            if (!op.device_timed()) continue;
            ++timed;
            const OpEvent* r = by_id.at(op.id);
            QVERIFY(r->device_timed());
            QVERIFY(std::abs(r->launch_start - op.launch_start) <= 1);  // ns, rounding
            QVERIFY(std::abs(r->launch_end - op.launch_end) <= 1);
            QVERIFY(std::abs(r->start - op.start) <= 1);
        }
        QVERIFY(timed > 0);
    }
};

QTEST_GUILESS_MAIN(GpuTimingTest)
#include "test_gpu_timing.moc"
