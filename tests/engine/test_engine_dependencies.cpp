// Dependency semantics of the engine: read-after-write, write-after-read and
// write-after-write ordering, real overlap of independent ops, and asynchronous push.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/engine.h"
#include "engine/core/op_block.h"
#include "engine/profiler/profiler.h"

using namespace asynclab;
using namespace std::chrono_literals;

namespace {

/// Waits up to `limit` for `flag`; returns whether it became true.
bool wait_for(const std::atomic<bool>& flag, std::chrono::milliseconds limit = 5000ms) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (!flag.load()) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(1ms);
    }
    return true;
}

/// Counts this caller in and waits until `n` callers arrived (true) or 5 s passed (false):
/// only ops that really run at the same time all return true.
bool rendezvous(std::atomic<int>& arrived, int n) {
    ++arrived;
    const auto deadline = std::chrono::steady_clock::now() + 5s;
    while (arrived.load() < n && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(1ms);
    return arrived.load() >= n;
}

const Device cpu = Device::cpu(0);

}  // namespace

class EngineDependencies : public QObject {
    Q_OBJECT

  private slots:
    void pushReturnsBeforeTheOpRuns() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<bool> release{false}, ran{false};
        engine.push(
            [&](RunContext&) {
                wait_for(release);
                ran = true;
            },
            {}, {x}, cpu, LaneKind::Compute, "blocked");
        // Had push run the op inline it would have waited the full timeout first.
        QVERIFY(!ran.load());
        QCOMPARE(engine.in_flight(), std::size_t{1});
        release = true;
        engine.wait_to_read(x);
        QVERIFY(ran.load());
        engine.wait_all();  // the op's bookkeeping may end just after the reader resumed
        QCOMPARE(engine.in_flight(), std::size_t{0});
        engine.delete_var(x, nullptr);
    }

    void aLongQueueRunsInPushOrder() {
        // One worker, held by a first op while 3000 independent ops queue up behind it: the
        // lane's queue grows past its first capacity (1024) while its start has moved on
        // (the ops queued before the hold had been taken), and still hands the ops out in
        // the order they were pushed. in_flight() counts them all meanwhile.
        Engine engine({.cpu_workers = 1});
        std::vector<VarHandle> vars;
        std::vector<int> order;  // written by the one worker only
        auto push_recording = [&](int i) {
            vars.push_back(engine.new_var());
            engine.push([&order, i](RunContext&) { order.push_back(i); }, {}, {vars.back()}, cpu,
                        LaneKind::Compute, "record");
        };
        for (int i = 0; i < 100; ++i) push_recording(-1);  // the ring's start moves on
        engine.wait_all();
        order.clear();
        auto* hold = engine.new_var();
        std::atomic<bool> release{false}, holding{false};
        engine.push(
            [&](RunContext&) {
                holding = true;
                wait_for(release);
            },
            {}, {hold}, cpu, LaneKind::Compute, "hold");
        QVERIFY(wait_for(holding));
        const int n = 3000;
        for (int i = 0; i < n; ++i) push_recording(i);
        QCOMPARE(engine.in_flight(), std::size_t{n + 1});
        release = true;
        engine.wait_all();
        QCOMPARE(engine.in_flight(), std::size_t{0});
        QCOMPARE(static_cast<int>(order.size()), n);
        for (int i = 0; i < n; ++i) QCOMPARE(order[static_cast<std::size_t>(i)], i);
        for (VarHandle v : vars) engine.delete_var(v, nullptr);
        engine.delete_var(hold, nullptr);
        engine.wait_all();
    }

    void freeAfterRunsOnceTheWritesPushedBeforeItEnded() {
        // Engine::free_after: after the writes pushed on the variable before it, not after a
        // write pushed later; a free (counted as one, recorded by no profiler) whose function
        // is destroyed once it ran; the variable stays in use.
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<bool> release{false};
        std::atomic<int> writes{0}, seen{-1};
        engine.push(
            [&](RunContext&) {
                wait_for(release);
                ++writes;
            },
            {}, {x}, cpu, LaneKind::Compute, "held write");
        engine.push([&](RunContext&) { ++writes; }, {}, {x}, cpu, LaneKind::Compute, "write");
        auto token = std::make_shared<int>(7);
        const std::weak_ptr<int> watch = token;
        const std::uint64_t frees = engine.frees_pushed();
        engine.free_after(x, [&seen, &writes, token = std::move(token)](RunContext&) {
            seen = writes.load() * *token;
        });
        QCOMPARE(engine.frees_pushed(), frees + 1);
        std::this_thread::sleep_for(20ms);
        QCOMPARE(seen.load(), -1);  // the first write still holds x
        QVERIFY(!watch.expired());
        release = true;
        engine.wait_all();
        QCOMPARE(seen.load(), 14);  // after both writes
        QVERIFY(watch.expired());   // its function went with it

        // It does not wait for a write pushed after it.
        std::atomic<bool> release2{false}, freed{false};
        auto* y = engine.new_var();
        engine.free_after(y, [&freed](RunContext&) { freed = true; });
        engine.push([&](RunContext&) { wait_for(release2); }, {}, {y}, cpu, LaneKind::Compute,
                    "held write");
        QVERIFY(wait_for(freed));
        release2 = true;
        engine.wait_all();

        engine.profiler().flush();
        int recorded = 0;
        for (const OpEvent& e : engine.profiler().history().ops) {
            QVERIFY2(e.name.find("free") == std::string::npos, e.name.c_str());
            ++recorded;
        }
        QCOMPARE(recorded, 3);  // the writes
        engine.delete_var(x, nullptr);
        engine.delete_var(y, nullptr);
        engine.wait_all();
    }

    void readAfterWriteSeesTheWrite() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        int value = 0, seen = -1;
        engine.push(
            [&](RunContext&) {
                std::this_thread::sleep_for(30ms);
                value = 42;
            },
            {}, {x}, cpu, LaneKind::Compute, "write");
        engine.push([&](RunContext&) { seen = value; }, {x}, {}, cpu, LaneKind::Compute, "read");
        engine.wait_all();
        QCOMPARE(seen, 42);
        engine.delete_var(x, nullptr);
    }

    void writeAfterReadWaitsForTheReader() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        int value = 1, seen = -1;
        engine.push(
            [&](RunContext&) {
                std::this_thread::sleep_for(30ms);
                seen = value;
            },
            {x}, {}, cpu, LaneKind::Compute, "read");
        engine.push([&](RunContext&) { value = 2; }, {}, {x}, cpu, LaneKind::Compute, "write");
        engine.wait_all();
        QCOMPARE(seen, 1);
        QCOMPARE(value, 2);
        engine.delete_var(x, nullptr);
    }

    void writeAfterWriteKeepsPushOrder() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::vector<int> order;
        for (int i = 0; i < 50; ++i)
            engine.push(
                [&, i](RunContext&) {
                    if (i % 7 == 0) std::this_thread::sleep_for(1ms);
                    order.push_back(i);
                },
                {}, {x}, cpu, LaneKind::Compute, "append");
        engine.wait_to_read(x);
        QCOMPARE(order.size(), std::size_t{50});
        for (int i = 0; i < 50; ++i) QCOMPARE(order[static_cast<std::size_t>(i)], i);
        engine.delete_var(x, nullptr);
    }

    void readersOfOneVariableRunTogether() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<int> arrived{0}, met{0};
        for (int i = 0; i < 2; ++i)
            engine.push(
                [&](RunContext&) {
                    if (rendezvous(arrived, 2)) ++met;
                },
                {x}, {}, cpu, LaneKind::Compute, "reader");
        engine.wait_all();
        QCOMPARE(met.load(), 2);
        engine.delete_var(x, nullptr);
    }

    void independentOpsOverlap() {
        Engine engine({.cpu_workers = 2});
        auto* a = engine.new_var();
        auto* b = engine.new_var();
        std::atomic<int> arrived{0}, saw_both{0};
        auto op = [&](RunContext&) {
            if (rendezvous(arrived, 2)) ++saw_both;
        };
        engine.push(op, {}, {a}, cpu, LaneKind::Compute, "left");
        engine.push(op, {}, {b}, cpu, LaneKind::Compute, "right");
        engine.wait_all();
        QCOMPARE(saw_both.load(), 2);
        // The profiler agrees: the two spans intersect.
        engine.profiler().flush();
        auto ops = engine.profiler().history().ops;
        QCOMPARE(ops.size(), std::size_t{2});
        QVERIFY(ops[0].start < ops[1].end && ops[1].start < ops[0].end);
        QVERIFY(ops[0].lane != ops[1].lane);
        engine.delete_var(a, nullptr);
        engine.delete_var(b, nullptr);
    }

    void readWriteOfTheSameVariableCountsAsWrite() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        int value = 0;
        for (int i = 0; i < 100; ++i)
            engine.push([&](RunContext&) { value += 1; }, {x}, {x}, cpu, LaneKind::Compute,
                        "increment");
        engine.wait_to_read(x);
        QCOMPARE(value, 100);
        engine.delete_var(x, nullptr);
    }

    void deleteRunsAfterPendingOps() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<bool> release{false};
        std::vector<int> events;
        std::mutex m;
        engine.push(
            [&](RunContext&) {
                wait_for(release);
                std::lock_guard lock(m);
                events.push_back(1);
            },
            {x}, {}, cpu, LaneKind::Compute, "reader");
        engine.delete_var(x, [&] {
            std::lock_guard lock(m);
            events.push_back(2);
        });
        release = true;
        engine.wait_all();
        QCOMPARE(events, (std::vector<int>{1, 2}));
    }

    void aFreeWithAPlainFunctionRunsAfterPendingOpsOnTheLastOnesWorker() {
        // No free op is queued behind the ops that still use the variable: the release that
        // leaves it idle frees it, on the worker that ran the last of them.
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<bool> release{false};
        struct Log {
            std::mutex m;
            std::vector<int> events;
            std::thread::id freed_on;
        } log;
        std::thread::id reader_thread;
        const OpId before = engine.ops_pushed();
        const std::uint64_t frees_before = engine.frees_pushed();
        engine.push(
            [&](RunContext&) {
                wait_for(release);
                std::lock_guard lock(log.m);
                log.events.push_back(1);
            },
            {}, {x}, cpu, LaneKind::Compute, "writer");
        engine.push(
            [&](RunContext&) {
                reader_thread = std::this_thread::get_id();
                std::lock_guard lock(log.m);
                log.events.push_back(2);
            },
            {x}, {}, cpu, LaneKind::Compute, "reader");
        engine.delete_var(
            x,
            [](void* arg) {
                auto* l = static_cast<Log*>(arg);
                std::lock_guard lock(l->m);
                l->events.push_back(3);
                l->freed_on = std::this_thread::get_id();
            },
            &log, true);
        QCOMPARE(engine.in_flight(), std::size_t{2});  // the writer and the reader only
        release = true;
        engine.wait_all();
        QCOMPARE(log.events, (std::vector<int>{1, 2, 3}));
        QCOMPARE(log.freed_on, reader_thread);
        // Counted as a pushed free all the same.
        QCOMPARE(engine.ops_pushed() - before, OpId{3});
        QCOMPARE(engine.frees_pushed() - frees_before, std::uint64_t{1});
    }

    void aFreeLeftToTheLastUseOfAFailedOpStillRuns() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<bool> release{false};
        std::atomic<int> freed{0};
        engine.push(
            [&](RunContext&) {
                wait_for(release);
                throw std::runtime_error("broken kernel");
            },
            {}, {x}, cpu, LaneKind::Compute, "fails");
        engine.delete_var(
            x, [](void* arg) { static_cast<std::atomic<int>*>(arg)->fetch_add(1); }, &freed);
        QCOMPARE(freed.load(), 0);
        release = true;
        // The failure is reported at the next sync point, and the memory is given back.
        QVERIFY_THROWS_EXCEPTION(OpError, engine.wait_all());
        QCOMPARE(freed.load(), 1);
    }

    void varEntriesKeepTheirOrderWhenTheyMoveToTheHeap() {
        Var vars[6];
        auto names = [&](const VarEntries& entries) {
            std::vector<std::ptrdiff_t> out;
            for (const VarEntry& e : entries) out.push_back(e.var - vars);
            return out;
        };
        VarEntries grown;  // inline, then moved by a push beyond the inline ones
        for (Var& v : vars) grown.push_back(VarEntry{nullptr, &v, &v == &vars[0], nullptr});
        QCOMPARE(grown.size(), std::size_t{6});
        QCOMPARE(names(grown), (std::vector<std::ptrdiff_t>{0, 1, 2, 3, 4, 5}));
        QVERIFY(grown.begin()->write);
        VarEntries reserved;  // moved by a reserve after two entries
        reserved.push_back(VarEntry{nullptr, &vars[4], true, nullptr});
        reserved.push_back(VarEntry{nullptr, &vars[2], false, nullptr});
        reserved.reserve(5);
        reserved.push_back(VarEntry{nullptr, &vars[0], false, nullptr});
        QCOMPARE(names(reserved), (std::vector<std::ptrdiff_t>{4, 2, 0}));
        VarEntries few;  // within the inline ones
        few.push_back(VarEntry{nullptr, &vars[1], false, nullptr});
        QCOMPARE(names(few), (std::vector<std::ptrdiff_t>{1}));
        QVERIFY(!few.empty());
        QVERIFY(VarEntries().empty());
    }

    void anOpOnManyVariablesWaitsForEachAndEachWaitsForIt() {
        // Seven variables: more than an op keeps inline (VarEntries), so its entries move to
        // the heap before they are linked. Holding back the writer of each variable in turn
        // shows that the op waits for every one of them, and later users of its variables
        // for it.
        for (std::size_t held = 0; held < 7; ++held) {
            Engine engine({.cpu_workers = 2});
            std::vector<VarHandle> v;
            for (int i = 0; i < 7; ++i) v.push_back(engine.new_var());
            std::atomic<bool> release{false};
            std::atomic<int> writers_done{0};
            std::atomic<bool> big_ran{false}, after_ran{false};
            for (std::size_t i = 0; i < 7; ++i)
                engine.push(
                    [&, i, held](RunContext&) {
                        if (i == held) wait_for(release);
                        ++writers_done;
                    },
                    {}, {v[i]}, cpu, LaneKind::Compute, "writer");
            engine.push([&](RunContext&) { big_ran = true; }, {v[0], v[1], v[2], v[3], v[4]},
                        {v[5], v[6]}, cpu, LaneKind::Compute, "big");
            engine.push([&](RunContext&) { after_ran = true; }, {}, {v[0]}, cpu, LaneKind::Compute,
                        "after");  // writes what big reads
            engine.push([&](RunContext&) { after_ran = true; }, {v[6]}, {}, cpu, LaneKind::Compute,
                        "after");  // reads what big writes
            const auto deadline = std::chrono::steady_clock::now() + 5s;
            while (writers_done.load() < 6 && std::chrono::steady_clock::now() < deadline)
                std::this_thread::sleep_for(1ms);
            QCOMPARE(writers_done.load(), 6);
            std::this_thread::sleep_for(20ms);
            QVERIFY2(!big_ran.load(), qPrintable(QString("ran before writer %1").arg(held)));
            QVERIFY(!after_ran.load());
            release = true;
            engine.wait_all();
            QVERIFY(big_ran.load());
            QVERIFY(after_ran.load());
            for (VarHandle x : v) engine.delete_var(x, nullptr);
        }
    }

    void freesAreCountedApartAndNotRecorded() {
        Engine engine({.cpu_workers = 2, .profile = true});
        auto* a = engine.new_var();
        auto* b = engine.new_var();
        const OpId pushed0 = engine.ops_pushed();
        const std::uint64_t frees0 = engine.frees_pushed();
        engine.push([](RunContext&) {}, {}, {a}, cpu, LaneKind::Compute, "w");
        engine.push([](RunContext&) {}, {a}, {b}, cpu, LaneKind::Compute, "r");
        engine.delete_var(a, nullptr);
        engine.delete_var(b, nullptr, true);
        engine.wait_all();
        QCOMPARE(engine.ops_pushed() - pushed0, OpId{4});
        QCOMPARE(engine.frees_pushed() - frees0, std::uint64_t{2});
        engine.profiler().flush();
        const auto ops = engine.profiler().history().ops;
        QCOMPARE(ops.size(), std::size_t{2});  // the two ops, not the frees
    }

    void cheapFreeOfAnIdleVariableRunsOnTheCaller() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        engine.push([](RunContext&) {}, {}, {x}, cpu, LaneKind::Compute, "w");
        engine.wait_all();
        std::thread::id ran_on;
        engine.delete_var(
            x, [&] { ran_on = std::this_thread::get_id(); }, true);
        // Done before delete_var returned, on this thread: no worker was woken for it.
        QCOMPARE(ran_on, std::this_thread::get_id());
        QCOMPARE(engine.in_flight(), std::size_t{0});
    }

    void cheapFreeWaitsForPendingOpsOnAWorker() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::atomic<bool> release{false}, reader_done{false}, freed{false};
        std::atomic<bool> freed_after_reader{false};
        std::thread::id reader_thread, free_thread;
        engine.push(
            [&](RunContext&) {
                wait_for(release);
                reader_thread = std::this_thread::get_id();
                reader_done = true;
            },
            {x}, {}, cpu, LaneKind::Compute, "reader");
        engine.delete_var(
            x,
            [&] {
                freed_after_reader = reader_done.load();
                free_thread = std::this_thread::get_id();
                freed = true;
            },
            true);
        QVERIFY(!freed.load());  // the reader still uses x
        release = true;
        engine.wait_all();
        QVERIFY(freed.load());
        QVERIFY(freed_after_reader.load());
        // Granted by the reader's completion, the free runs on that worker.
        QCOMPARE(free_thread, reader_thread);
        QVERIFY(free_thread != std::this_thread::get_id());
    }

    void ordinaryFreeRunsOnAWorker() {
        Engine engine({.cpu_workers = 1});
        auto* x = engine.new_var();
        std::atomic<bool> freed{false};
        std::thread::id ran_on;
        engine.delete_var(x, [&] {
            ran_on = std::this_thread::get_id();
            freed = true;
        });
        engine.wait_all();
        QVERIFY(freed.load());
        QVERIFY(ran_on != std::this_thread::get_id());
    }

    void pushToAMissingDeviceIsRefused() {
        Engine engine({.cpu_workers = 1});
        auto* x = engine.new_var();
        try {
            engine.push([](RunContext&) {}, {}, {x}, Device::gpu(3), LaneKind::Compute, "k");
            QFAIL("push to gpu(3) should throw");
        } catch (const std::invalid_argument& e) {
            QVERIFY(QString(e.what()).contains("gpu(3)"));
        }
        engine.delete_var(x, nullptr);
    }

    void waitedOnEdgesAndTimesAreConsistent() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        auto* y = engine.new_var();
        const OpId w1 = engine.push([](RunContext&) {}, {}, {x}, cpu, LaneKind::Compute, "w1");
        const OpId r1 = engine.push([](RunContext&) {}, {x}, {y}, cpu, LaneKind::Compute, "r1");
        const OpId r2 = engine.push([](RunContext&) {}, {x}, {}, cpu, LaneKind::Compute, "r2");
        const OpId w2 = engine.push([](RunContext&) {}, {}, {x}, cpu, LaneKind::Compute, "w2");
        engine.wait_all();
        engine.profiler().flush();
        std::map<OpId, OpEvent> by_id;
        for (auto& e : engine.profiler().history().ops) by_id[e.id] = e;
        QCOMPARE(by_id.at(r1).waited_on, std::vector<OpId>{w1});
        QCOMPARE(by_id.at(r2).waited_on, std::vector<OpId>{w1});
        QCOMPARE(by_id.at(w2).waited_on, (std::vector<OpId>{w1, r1, r2}));
        for (auto& [id, e] : by_id) {
            QVERIFY(e.push <= e.start);
            QVERIFY(e.start <= e.end);
            for (OpId dep : e.waited_on) QVERIFY(by_id.at(dep).end <= e.start);
        }
        engine.delete_var(x, nullptr);
        engine.delete_var(y, nullptr);
    }
};

QTEST_GUILESS_MAIN(EngineDependencies)
#include "test_engine_dependencies.moc"
