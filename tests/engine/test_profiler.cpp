// The profiler: live subscribers receive every event in batches without blocking the
// engine; memory and queue-depth counters; an engine run exported as a Chrome trace parses
// back with every op starting after the ops it waited on.
#include <QtTest>

#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "engine/array/ndarray.h"
#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/profiler.h"
#include "engine/profiler/trace_import.h"
#include "engine/util/json.h"

using namespace asynclab;
using namespace std::chrono_literals;

class ProfilerTest : public QObject {
    Q_OBJECT

  private slots:
    void subscribersReceiveEveryOpInBatches() {
        Engine engine({.cpu_workers = 2});
        std::mutex m;
        std::set<OpId> seen;
        int batches = 0;
        const int id = engine.profiler().subscribe([&](const Profiler::Batch& b) {
            std::lock_guard lock(m);
            ++batches;
            for (auto& e : b->ops) seen.insert(e.id);
        });
        std::vector<VarHandle> vars;
        std::set<OpId> pushed;
        for (int i = 0; i < 2000; ++i) {
            vars.push_back(engine.new_var());
            pushed.insert(engine.push([](RunContext&) {}, {}, {vars.back()}, Device::cpu(),
                                      LaneKind::Compute, "tick"));
            if (i % 500 == 0) std::this_thread::sleep_for(15ms);  // let the collector tick
        }
        engine.wait_all();
        engine.profiler().flush();
        engine.profiler().unsubscribe(id);
        std::lock_guard lock(m);
        for (OpId op : pushed) QVERIFY(seen.count(op));
        QVERIFY2(batches >= 2, "the collector delivers periodically, not only at flush");
        for (auto* v : vars) engine.delete_var(v, nullptr);
    }

    void aSlowSubscriberDoesNotBlockTheEngine() {
        std::atomic<bool> release{false};  // outlives the engine and its collector
        Engine engine({.cpu_workers = 1});
        // Whatever happens below, the subscriber is let go before the engine is destroyed.
        struct Release {
            std::atomic<bool>& flag;
            ~Release() { flag = true; }
        } guard{release};
        engine.profiler().subscribe([&](const Profiler::Batch&) {
            while (!release.load()) std::this_thread::sleep_for(1ms);
        });
        auto* x = engine.new_var();
        std::this_thread::sleep_for(20ms);  // the collector is now stuck in the subscriber
        for (int i = 0; i < 1000; ++i)
            engine.push([](RunContext&) {}, {}, {x}, Device::cpu(), LaneKind::Compute, "op");
        engine.wait_all();  // completes although the subscriber never returns
        QCOMPARE(engine.in_flight(), std::size_t{0});
        engine.delete_var(x, nullptr);
    }

    void disabledProfilerRecordsNothing() {
        Engine engine({.cpu_workers = 1, .profile = false});
        auto* x = engine.new_var();
        engine.push([](RunContext&) {}, {}, {x}, Device::cpu(), LaneKind::Compute, "quiet");
        engine.wait_all();
        engine.profiler().flush();
        QVERIFY(engine.profiler().history().ops.empty());
        engine.delete_var(x, nullptr);
    }

    void countersTrackMemoryAndQueueDepth() {
        Engine engine({.cpu_workers = 2});
        EngineScope scope(engine);
        {
            NDArray a = NDArray::ones({512, 512});
            NDArray b = dot(a, a);
            b.wait_to_read();
            std::this_thread::sleep_for(30ms);
        }
        engine.wait_all();
        engine.profiler().flush();
        const auto history = engine.profiler().history();
        std::vector<double> memory;
        bool queue = false, resident = false;
        for (auto& c : history.counters) {
            if (c.kind == CounterKind::MemoryBytes && c.device == Device::cpu())
                memory.push_back(c.value);
            queue |= c.kind == CounterKind::QueueDepth;
            resident |= c.kind == CounterKind::ResidentBytes && c.value > 0;
        }
        QVERIFY(queue);
        QVERIFY(resident);
        QVERIFY(!memory.empty());
        QCOMPARE(*std::max_element(memory.begin(), memory.end()), 2.0 * 512 * 512 * 4);
        QCOMPARE(memory.back(), 0.0);
        for (std::size_t i = 1; i < history.counters.size(); ++i)
            QVERIFY(history.counters[i - 1].ts <= history.counters[i].ts);
    }

    void exportedTraceParsesBackAndRespectsDependencies() {
        Engine engine({.cpu_workers = 2});
        EngineScope scope(engine);
        {
            NDArray x = NDArray::ones({64, 64});
            NDArray y = NDArray::ones({64, 64});
            for (int i = 0; i < 20; ++i) {
                NDArray z = dot(x, y) + 1.0;
                y = relu(z) * 0.01;
            }
            (void)y.to_host();
        }
        engine.wait_all();
        engine.profiler().flush();
        const EventBatch events = engine.profiler().history();
        const std::string text = chrome_trace_string(events, {"profiler test", engine.lanes()});

        auto parsed = json::parse(text);
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error_message().c_str());
        const TraceFile trace = read_chrome_trace(text);
        const EventBatch back = import_asynclab_trace(trace);
        QCOMPARE(back.ops.size(), events.ops.size());
        QCOMPARE(back.syncs.size(), events.syncs.size());
        std::map<OpId, const OpEvent*> by_id;
        for (auto& e : back.ops) by_id[e.id] = &e;
        int checked = 0;
        for (auto& [id, e] : by_id)
            for (OpId dep : e->waited_on) {
                auto it = by_id.find(dep);
                QVERIFY(it != by_id.end());
                QVERIFY(it->second->end <= e->start);
                ++checked;
            }
        QVERIFY(checked > 40);
        // Metadata names the front end and the CPU's lanes.
        bool front = false, cpu_lane = false;
        for (auto& p : trace.processes) front |= p.name == "front end";
        for (auto& t : trace.threads)
            cpu_lane |= t.name.find("cpu(0) compute") != std::string::npos;
        QVERIFY(front);
        QVERIFY(cpu_lane);
    }
};

QTEST_GUILESS_MAIN(ProfilerTest)
#include "test_profiler.moc"
