// The profiler: live subscribers receive every event in batches without blocking the
// engine; memory and queue-depth counters; an engine run exported as a Chrome trace parses
// back with every op starting after the ops it waited on.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/memory/storage.h"
#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/profiler.h"
#include "engine/profiler/trace_import.h"
#include "engine/util/json.h"

using namespace asynclab;
using namespace std::chrono_literals;

namespace {

/// Records `n` op events named `name` on the calling thread, with ids from `first` on.
void record_ops(Profiler& p, int n, OpId first, const char* name) {
    Profiler::OpSample s;
    for (int i = 0; i < n; ++i) {
        s.id = first + static_cast<OpId>(i);
        s.push = s.start = s.end = i;
        p.record_op(s, name, {});
    }
}

}  // namespace

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

    void recordsRoundTripEveryFieldAcrossChunks() {
        Profiler profiler(std::chrono::milliseconds(2));
        // Enough events to fill many of a thread's chunks, a waited-on list that spills past
        // the inline ids, and one record larger than a whole chunk.
        std::vector<OpEvent> sent;
        for (int i = 1; i <= 5000; ++i) {
            OpEvent e;
            e.id = static_cast<OpId>(i);
            if (i % 3) {
                e.name = "op" + std::to_string(i);
            } else {
                // Every length from empty to 48 bytes, each byte telling its place.
                for (int k = 0; k < (i / 3) % 49; ++k)
                    e.name.push_back(static_cast<char>('A' + (i + k) % 58));
            }
            e.kind = static_cast<OpKind>(i % 11);
            e.lane = LaneId{i % 2 ? Device::cpu(0) : Device::gpu(i % 4), LaneKind::CopyD2H, i % 5};
            e.issuer = i % 3;
            e.push = 10 * i;
            e.start = 10 * i + 3;
            e.end = 10 * i + 7;
            e.flops = 1.5 * i;
            e.bytes = 0.25 * i;
            for (int k = 0; k < i % 9; ++k) e.waited_on.push_back(static_cast<OpId>(i - k - 1));
            if (i == 4000)
                for (int k = 0; k < 20000; ++k) e.waited_on.push_back(static_cast<OpId>(k + 1));
            e.parent = static_cast<OpId>(i % 4 == 0 ? i - 1 : 0);
            e.failed = i % 13 == 0;
            e.skipped = i % 17 == 0;
            sent.push_back(e);
            profiler.record(OpEvent(e));
            if (i % 1000 == 0) std::this_thread::sleep_for(5ms);  // let the collector run
        }
        SyncEvent sync{SyncKind::ToHost, 2, 100, 250, 42, "file.cpp:12 (f)", "array (3, 4)"};
        profiler.record(SyncEvent(sync));
        profiler.record(CounterEvent{CounterKind::MemoryBytes, Device::gpu(1), 77, 4096});
        profiler.flush();
        const EventBatch got = profiler.history();
        QCOMPARE(got.ops.size(), sent.size());
        for (std::size_t i = 0; i < sent.size(); ++i) {
            const OpEvent &a = got.ops[i], &b = sent[i];
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.kind, b.kind);
            QVERIFY(a.lane == b.lane);
            QCOMPARE(a.issuer, b.issuer);
            QCOMPARE(a.push, b.push);
            QCOMPARE(a.start, b.start);
            QCOMPARE(a.end, b.end);
            QCOMPARE(a.flops, b.flops);
            QCOMPARE(a.bytes, b.bytes);
            QCOMPARE(a.waited_on, b.waited_on);
            QCOMPARE(a.parent, b.parent);
            QCOMPARE(a.failed, b.failed);
            QCOMPARE(a.skipped, b.skipped);
        }
        QCOMPARE(got.syncs.size(), std::size_t{1});
        QCOMPARE(got.syncs[0].kind, sync.kind);
        QCOMPARE(got.syncs[0].thread, sync.thread);
        QCOMPARE(got.syncs[0].begin, sync.begin);
        QCOMPARE(got.syncs[0].end, sync.end);
        QCOMPARE(got.syncs[0].awaited, sync.awaited);
        QCOMPARE(got.syncs[0].where, sync.where);
        QCOMPARE(got.syncs[0].what, sync.what);
        bool memory = false;
        for (const auto& c : got.counters)
            if (c.kind == CounterKind::MemoryBytes) {
                memory = true;
                QVERIFY(c.device == Device::gpu(1));
                QCOMPARE(c.ts, TimeNs{77});
                QCOMPARE(c.value, 4096.0);
            }
        QVERIFY(memory);
        profiler.clear_history();
        QVERIFY(profiler.history().ops.empty());
    }

    void anOpReportedInTwoPartsJoinsWhicheverPartComesFirst() {
        // The engine reports a CPU op's push from its front end and its run from the worker
        // (EngineObserver::record_push, record_run). A collection may read the worker's part
        // first; the same ids from another engine (source) stay apart; an op whose run never
        // came is not an event.
        Profiler profiler(std::chrono::hours(1));  // collections at flush() only
        std::mutex m;
        std::vector<OpEvent> live;
        const int id = profiler.subscribe([&](const Profiler::Batch& b) {
            std::lock_guard lock(m);
            live.insert(live.end(), b->ops.begin(), b->ops.end());
        });
        constexpr int kOps = 3000;  // several chunks of each thread
        auto pushed = [](OpId i, std::uint32_t source) {
            Profiler::OpSample s;
            s.id = i;
            s.kind = OpKind::Elementwise;
            s.issuer = static_cast<int>(source);
            s.push = static_cast<TimeNs>(10 * i);
            s.flops = 2.0 * static_cast<double>(i);
            s.bytes = 8.0 * static_cast<double>(i);
            return s;
        };
        auto ran = [](OpId i, std::uint32_t source) {
            EngineObserver::OpRun r;
            r.source = source;
            r.id = i;
            r.lane = LaneId{Device::cpu(0), LaneKind::Compute, static_cast<int>(i % 2)};
            r.start = static_cast<TimeNs>(10 * i + 2);
            r.end = static_cast<TimeNs>(10 * i + 5);
            r.failed = i % 7 == 0;
            r.skipped = i % 11 == 0;
            return r;
        };
        // Source 1: every run is recorded (and collected) before its push.
        std::thread([&] {
            for (OpId i = 1; i <= kOps; ++i) profiler.record_run(ran(i, 1));
        }).join();
        profiler.flush();
        {
            std::lock_guard lock(m);
            QVERIFY2(live.empty(), "a run waits for its push");
        }
        std::thread([&] {
            for (OpId i = 1; i <= kOps; ++i) {
                const OpId dep = i - 1;
                profiler.record_push(1, pushed(i, 1), "a" + std::to_string(i),
                                     {&dep, i > 1 ? 1u : 0u});
                // Source 2 numbers its ops alike: pushed, and only the even ones run.
                profiler.record_push(2, pushed(i, 2), "b", {});
                if (i % 2 == 0) profiler.record_run(ran(i, 2));
            }
        }).join();
        profiler.flush();
        profiler.unsubscribe(id);

        auto check = [&](const std::vector<OpEvent>& ops) {
            QCOMPARE(ops.size(), std::size_t{kOps + kOps / 2});
            std::map<std::pair<std::string, OpId>, const OpEvent*> by;
            for (const auto& e : ops) by[{e.name.substr(0, 1), e.id}] = &e;
            QCOMPARE(by.size(), ops.size());
            for (OpId i = 1; i <= kOps; ++i) {
                const OpEvent* a = by.at({"a", i});
                QCOMPARE(a->name, "a" + std::to_string(i));
                QCOMPARE(a->kind, OpKind::Elementwise);
                QCOMPARE(a->issuer, 1);
                QCOMPARE(a->push, static_cast<TimeNs>(10 * i));
                QCOMPARE(a->start, static_cast<TimeNs>(10 * i + 2));
                QCOMPARE(a->end, static_cast<TimeNs>(10 * i + 5));
                QCOMPARE(a->flops, 2.0 * static_cast<double>(i));
                QCOMPARE(a->bytes, 8.0 * static_cast<double>(i));
                QVERIFY(a->lane ==
                        (LaneId{Device::cpu(0), LaneKind::Compute, static_cast<int>(i % 2)}));
                QCOMPARE(a->waited_on, i > 1 ? std::vector<OpId>{i - 1} : std::vector<OpId>{});
                QCOMPARE(a->failed, i % 7 == 0);
                QCOMPARE(a->skipped, i % 11 == 0);
                QCOMPARE(by.count({"b", i}), std::size_t{i % 2 == 0 ? 1u : 0u});
                if (i % 2 == 0) QCOMPARE(by.at({"b", i})->issuer, 2);
            }
            for (std::size_t i = 1; i < ops.size(); ++i) QVERIFY(ops[i - 1].end <= ops[i].end);
        };
        {
            std::lock_guard lock(m);
            check(live);
        }
        check(profiler.history().ops);
    }

    void anOpPushedWhileRecordingIsRecordedWhenItRunsAfterTheProfilerStopped() {
        // Ops that do work are recorded in two parts (their push, then their run), the
        // lightest whole as they end: both kinds, pushed while the profiler records, are
        // recorded although it stopped before they ran; one pushed after it stopped is not.
        Engine engine({.cpu_workers = 1});
        VarHandle v = engine.new_var();
        std::atomic<bool> go{false};
        OpProps heavy;
        heavy.kind = OpKind::Elementwise;
        heavy.bytes = 1 << 20;
        const OpId first = engine.push(
            [&](RunContext&) {
                while (!go.load()) std::this_thread::yield();
            },
            {}, {v}, Device::cpu(), LaneKind::Compute, "held", heavy);
        const OpId second = engine.push([](RunContext&) {}, {v}, {}, Device::cpu(),
                                        LaneKind::Compute, "after", heavy);
        const OpId light =
            engine.push([](RunContext&) {}, {}, {v}, Device::cpu(), LaneKind::Compute, "light");
        engine.profiler().set_enabled(false);
        const OpId quiet = engine.push([](RunContext&) {}, {v}, {}, Device::cpu(),
                                       LaneKind::Compute, "quiet", heavy);
        go = true;
        engine.wait_all();
        engine.profiler().set_enabled(true);
        engine.profiler().flush();
        std::map<OpId, OpEvent> got;
        for (const auto& e : engine.profiler().history().ops) got[e.id] = e;
        QVERIFY(got.count(first) && got.count(second) && got.count(light));
        QVERIFY2(!got.count(quiet), "pushed while the profiler was off");
        QCOMPARE(got[second].name, std::string("after"));
        QCOMPARE(got[second].bytes, heavy.bytes);
        QCOMPARE(got[second].waited_on, std::vector<OpId>{first});
        QVERIFY(got[second].start >= got[first].end);
        QVERIFY(got[first].end > got[first].start);
        QCOMPARE(got[light].name, std::string("light"));
        QCOMPARE(got[light].waited_on, (std::vector<OpId>{first, second}));
        QVERIFY(got[light].start >= got[second].end);
        engine.delete_var(v, nullptr);
    }

    void manyThreadsEveryEventOnceInOrder() {
        Profiler profiler(std::chrono::milliseconds(1));
        std::mutex m;
        std::vector<OpId> delivered;
        bool sorted = true;
        const int id = profiler.subscribe([&](const Profiler::Batch& b) {
            std::lock_guard lock(m);
            for (std::size_t i = 0; i < b->ops.size(); ++i) {
                delivered.push_back(b->ops[i].id);
                if (i && b->ops[i - 1].end > b->ops[i].end) sorted = false;
            }
        });
        constexpr int kThreads = 4, kPerThread = 20000;
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&profiler, t] {
                for (int i = 0; i < kPerThread; ++i) {
                    Profiler::OpSample s;
                    s.id = static_cast<OpId>(t * kPerThread + i + 1);
                    s.start = s.push = profiler.now();
                    s.end = profiler.now();
                    const OpId dep = s.id - 1;
                    profiler.record_op(s, "worker op", {&dep, 1});
                }
            });
        for (auto& t : threads) t.join();
        profiler.flush();
        profiler.unsubscribe(id);
        std::lock_guard lock(m);
        QVERIFY(sorted);
        QCOMPARE(delivered.size(), std::size_t{kThreads * kPerThread});
        std::sort(delivered.begin(), delivered.end());
        for (std::size_t i = 0; i < delivered.size(); ++i) QCOMPARE(delivered[i], OpId(i + 1));
        const EventBatch h = profiler.history();
        QCOMPARE(h.ops.size(), delivered.size());
        for (std::size_t i = 1; i < h.ops.size(); ++i) QVERIFY(h.ops[i - 1].end <= h.ops[i].end);
        for (const auto& e : h.ops) {
            QCOMPARE(e.name, std::string("worker op"));
            QCOMPARE(e.waited_on, std::vector<OpId>{e.id - 1});
        }
    }

    void withoutHistorySubscribersStillReceiveEverything() {
        Profiler profiler(std::chrono::milliseconds(1));
        profiler.set_keep_history(false);
        std::atomic<int> ops{0};
        const int id = profiler.subscribe(
            [&](const Profiler::Batch& b) { ops += static_cast<int>(b->ops.size()); });
        for (int i = 0; i < 3000; ++i) {
            Profiler::OpSample s;
            s.id = static_cast<OpId>(i + 1);
            profiler.record_op(s, "x", {});
        }
        profiler.flush();
        profiler.unsubscribe(id);
        QCOMPARE(ops.load(), 3000);
        QVERIFY(profiler.history().ops.empty());
    }

    void engineRecordsEveryWaitedOnOpPastTheInlineIds() {
        Engine engine({.cpu_workers = 2});
        VarHandle v = engine.new_var();
        const OpId w =
            engine.push([](RunContext&) {}, {}, {v}, Device::cpu(), LaneKind::Compute, "w");
        std::vector<OpId> readers;
        for (int i = 0; i < 10; ++i)
            readers.push_back(
                engine.push([](RunContext&) {}, {v}, {}, Device::cpu(), LaneKind::Compute, "r"));
        const OpId last =
            engine.push([](RunContext&) {}, {}, {v}, Device::cpu(), LaneKind::Compute, "w2");
        engine.wait_all();
        engine.profiler().flush();
        std::vector<OpId> want{w};
        want.insert(want.end(), readers.begin(), readers.end());
        bool found = false;
        for (const auto& e : engine.profiler().history().ops)
            if (e.id == last) {
                found = true;
                QCOMPARE(e.waited_on, want);
                QCOMPARE(e.name, std::string("w2"));
            }
        QVERIFY(found);
        engine.delete_var(v, nullptr);
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

    void memoryCountersOfConcurrentThreadsFollowTheirChanges() {
        // Threads allocate and free on one device at once; each reads the clock before it
        // takes the storage lock. Sorted by time, the device's counter still steps by exactly
        // one block from each sample to the next and ends at what is in use: no sample carries
        // a time earlier than the change before it.
        Profiler profiler;
        StorageManager storage(&profiler);
        storage.set_pooled(false);
        constexpr int kThreads = 4, kRounds = 3000;
        constexpr std::size_t kBlock = 4096;
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t)
            threads.emplace_back([&storage] {
                std::vector<Storage> held;
                for (int i = 0; i < kRounds; ++i) {
                    held.push_back(storage.alloc(Device::cpu(), kBlock));
                    if (i % 3 == 2) {
                        storage.free(held.front());
                        held.erase(held.begin());
                    }
                }
                for (const Storage& b : held) storage.free(b);
            });
        for (auto& t : threads) t.join();
        Storage last = storage.alloc(Device::cpu(), kBlock);
        profiler.flush();
        const EventBatch h = profiler.history();
        std::vector<const CounterEvent*> memory;
        for (const auto& c : h.counters)
            if (c.kind == CounterKind::MemoryBytes) memory.push_back(&c);
        QCOMPARE(memory.size(), std::size_t{kThreads * kRounds * 2 + 1});
        QCOMPARE(memory.front()->value, double(kBlock));
        for (std::size_t i = 1; i < memory.size(); ++i) {
            QVERIFY2(memory[i - 1]->ts < memory[i]->ts, "every sample has its own moment");
            QCOMPARE(std::abs(memory[i]->value - memory[i - 1]->value), double(kBlock));
        }
        QCOMPARE(memory.back()->value, double(kBlock));
        storage.free(last);
    }

    void aMomentStampsWhatItsScopeRecords() {
        Profiler a, b;
        constexpr TimeNs kOuter = 1'000'000'000'000, kInner = 2'000'000'000'000;  // far ahead
        const TimeNs before = a.now();
        QVERIFY(a.stamp() >= before);  // no Moment: the clock
        {
            const Profiler::Moment outer(a, kOuter);
            QCOMPARE(a.stamp(), kOuter);
            {
                const Profiler::Moment inner(a, kInner);
                QCOMPARE(a.stamp(), kInner);
            }
            QCOMPARE(a.stamp(), kOuter);  // scopes nest
            QVERIFY(b.stamp() < kOuter);  // another profiler reads its clock
            TimeNs elsewhere = kOuter;
            std::thread([&] { elsewhere = a.stamp(); }).join();
            QVERIFY(elsewhere < kOuter);  // another thread too
            // A storage change inside the scope is stamped with the Moment.
            StorageManager storage(&a);
            Storage block = storage.alloc(Device::cpu(), 4096);
            storage.free(block);
            a.flush();
            std::vector<TimeNs> stamps;
            for (const auto& c : a.history().counters)
                if (c.kind == CounterKind::MemoryBytes) stamps.push_back(c.ts);
            // The second change falls on the same moment: it comes a nanosecond later.
            QCOMPARE(stamps, (std::vector<TimeNs>{kOuter, kOuter + 1}));
        }
        QVERIFY(a.stamp() < kOuter);  // the clock again
    }

    void allocationsShowAtTheOpsStartAndFreesAtTheEndOfTheirLastUse() {
        // One worker: the op that fills x and the one that adds to it allocate their outputs
        // as they start; x, dropped while "hold" still reads it, is freed by the worker that
        // completes "hold", right after it.
        Engine engine({.cpu_workers = 1});
        EngineScope scope(engine);
        std::atomic<bool> go{false};
        OpId hold = 0;
        constexpr double kBlock = 1024 * 4;
        {
            NDArray x = NDArray::ones({1024});
            NDArray y = x + 1.0;
            y.wait_to_read();
            hold = engine.push(
                [&go](RunContext&) {
                    while (!go.load()) std::this_thread::yield();
                },
                {x.var()}, {}, Device::cpu(), LaneKind::Compute, "hold");
        }  // x and y dropped: y's free runs here, x's waits for "hold"
        go = true;
        engine.wait_all();
        engine.profiler().flush();
        const EventBatch h = engine.profiler().history();
        std::map<OpId, const OpEvent*> by_id;
        for (const auto& e : h.ops) by_id[e.id] = &e;
        QVERIFY(by_id.count(hold) && by_id.count(hold - 1) && by_id.count(hold - 2));
        const OpEvent& fill = *by_id[hold - 2];
        const OpEvent& add = *by_id[hold - 1];
        const OpEvent& held = *by_id[hold];
        auto memory_at = [&](TimeNs ts) -> double {
            for (const auto& c : h.counters)
                if (c.kind == CounterKind::MemoryBytes && c.ts == ts) return c.value;
            return -1;
        };
        QCOMPARE(memory_at(fill.start), kBlock);
        QCOMPARE(memory_at(add.start), 2 * kBlock);
        QCOMPARE(memory_at(held.end), 0.0);  // y went at its drop, x as "hold" ended
        QVERIFY(fill.end <= add.start);      // add waited for the fill
    }

    void recordChunksAreReusedByTheNextProfiler() {
        // Memory a profiler wrote is kept for the next one (a new engine per run, as the app
        // and the benchmarks make), up to a bound, and a reused chunk shows none of the events
        // it held before.
        constexpr int kOps = 20000;  // about 40 chunks of records
        // Collectors that never tick: none adds chunks of its own to the cache meanwhile
        // (collectorsKeepFreshChunksReady), so the counts below are the recorders' alone.
        const auto never = std::chrono::hours(24);
        {
            Profiler first(never);
            record_ops(first, kOps, 1, "first");
            first.flush();
            QCOMPARE(first.history().ops.size(), std::size_t{kOps});
        }
        const std::size_t cached = Profiler::cached_chunks();
        QVERIFY2(cached >= 30, qPrintable(QString::number(cached)));
        {
            Profiler second(never);
            record_ops(second, kOps / 2, 1'000'000, "second");
            second.flush();
            QVERIFY(Profiler::cached_chunks() < cached);  // it wrote to kept chunks
            const EventBatch h = second.history();
            QCOMPARE(h.ops.size(), std::size_t{kOps / 2});
            for (const OpEvent& e : h.ops) {
                QCOMPARE(e.name, std::string("second"));
                QVERIFY(e.id >= 1'000'000);
            }
        }
        {
            Profiler big(never);  // far more than the cache keeps
            record_ops(big, 20 * kOps, 1, "big");
            big.flush();
        }
        QVERIFY(Profiler::cached_chunks() <= 256);
        QVERIFY(Profiler::cached_chunks() >= 200);
    }

    void collectorsKeepFreshChunksReady() {
        // A profiler that keeps its history keeps its chunks, so a long run takes new memory
        // all along. The collector allocates (and touches) chunks ahead of the recording
        // threads, as many as they took lately: a thread then moves on to a chunk that is
        // ready instead of allocating one, and its page faults are the collector's.
        // First, a profiler whose collector never ticks holds every cached chunk (earlier
        // tests left many): the cache is empty.
        Profiler holder(std::chrono::hours(24));
        record_ops(holder, 300 * 600, 1, "held");  // 600 records take more than a chunk each time
        QCOMPARE(Profiler::chunk_counts().cached, std::size_t{0});

        // Then a burst of records, and the collector's next tick: it keeps at least as
        // many chunks ready as the burst took (twice what it saw taken in one tick, and a
        // burst spread over two ticks shows at least half in one of them; a tick of 100 ms
        // keeps even a sanitizer's slow recording within two).
        Profiler p(std::chrono::milliseconds(100));
        const Profiler::ChunkCounts before = Profiler::chunk_counts();
        constexpr int kBurst = 6000;  // some 10 chunks of records, all kept by the history
        record_ops(p, kBurst, 1, "ready");
        const Profiler::ChunkCounts recorded = Profiler::chunk_counts();
        const std::uint64_t took = recorded.taken - before.taken;
        QVERIFY2(took >= 6, qPrintable(QString::number(took)));
        QTRY_VERIFY2_WITH_TIMEOUT(Profiler::chunk_counts().cached >= took,
                                  qPrintable(QString::number(Profiler::chunk_counts().cached)),
                                  5000);
        const Profiler::ChunkCounts ready = Profiler::chunk_counts();
        QVERIFY(ready.prepared > recorded.prepared);
        // A burst half as long takes fewer chunks than are ready: the recording thread
        // allocates none of them itself.
        record_ops(p, kBurst / 2, kBurst + 1, "ready");
        const Profiler::ChunkCounts after = Profiler::chunk_counts();
        QVERIFY2(after.taken - ready.taken >= 3,
                 qPrintable(QString::number(after.taken - ready.taken)));
        QCOMPARE(after.allocated_on_take, ready.allocated_on_take);
        p.flush();
        QCOMPARE(p.history().ops.size(), std::size_t{kBurst + kBurst / 2});
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
