// Engine modes, back-pressure and bulking.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>
#include <vector>

#include "engine/core/engine.h"
#include "engine/profiler/profiler.h"

using namespace asynclab;
using namespace std::chrono_literals;

namespace {
const Device cpu = Device::cpu(0);
}

class EngineModes : public QObject {
    Q_OBJECT

  private slots:
    void synchronousModeRunsEveryPushInlineOnTheCaller() {
        Engine engine({.cpu_workers = 2, .mode = EngineMode::Synchronous});
        auto* x = engine.new_var();
        std::thread::id ran_on;
        bool done = false;
        engine.push(
            [&](RunContext&) {
                std::this_thread::sleep_for(20ms);
                ran_on = std::this_thread::get_id();
                done = true;
            },
            {}, {x}, cpu, LaneKind::Compute, "inline");
        QVERIFY(done);  // no wait needed
        QCOMPARE(ran_on, std::this_thread::get_id());
        QCOMPARE(engine.in_flight(), std::size_t{0});
        engine.delete_var(x, nullptr);
    }

    void modeSwitchesAtRunTime() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        std::thread::id ran_on;
        engine.push([&](RunContext&) { ran_on = std::this_thread::get_id(); }, {}, {x}, cpu,
                    LaneKind::Compute, "threaded");
        engine.wait_all();
        QVERIFY(ran_on != std::this_thread::get_id());
        engine.set_mode(EngineMode::Synchronous);
        QCOMPARE(engine.mode(), EngineMode::Synchronous);
        engine.push([&](RunContext&) { ran_on = std::this_thread::get_id(); }, {}, {x}, cpu,
                    LaneKind::Compute, "sync");
        QCOMPARE(ran_on, std::this_thread::get_id());
        engine.set_mode(EngineMode::Threaded);
        engine.push([&](RunContext&) { ran_on = std::this_thread::get_id(); }, {}, {x}, cpu,
                    LaneKind::Compute, "threaded again");
        engine.wait_all();
        QVERIFY(ran_on != std::this_thread::get_id());
        engine.delete_var(x, nullptr);
    }

    void pytorchLikeModeRunsCpuOpsInline() {
        Engine engine({.cpu_workers = 2, .mode = EngineMode::PyTorchLike});
        auto* x = engine.new_var();
        std::thread::id ran_on;
        engine.push([&](RunContext&) { ran_on = std::this_thread::get_id(); }, {}, {x}, cpu,
                    LaneKind::Compute, "cpu op");
        QCOMPARE(ran_on, std::this_thread::get_id());
        QCOMPARE(QString(engine_mode_name(engine.mode())), QString("pytorch-like"));
        engine.delete_var(x, nullptr);
    }

    void backPressureBoundsOpsInFlight() {
        Engine engine({.cpu_workers = 1, .max_in_flight = 3});
        std::vector<VarHandle> vars;
        std::size_t most = 0;
        for (int i = 0; i < 12; ++i) {
            vars.push_back(engine.new_var());
            engine.push([](RunContext&) { std::this_thread::sleep_for(3ms); }, {}, {vars.back()},
                        cpu, LaneKind::Compute, "slow");
            most = std::max(most, engine.in_flight());
        }
        QVERIFY(most <= 3);
        engine.wait_all();
        engine.profiler().flush();
        int blocked = 0;
        for (auto& s : engine.profiler().history().syncs)
            if (s.kind == SyncKind::BackPressure) {
                ++blocked;
                QVERIFY(s.end >= s.begin);
            }
        QVERIFY(blocked > 0);
        engine.set_max_in_flight(0);
        for (auto* v : vars) engine.delete_var(v, nullptr);
        engine.wait_all();
    }

    void longChainsRunInOrderWithFreesInterleaved() {
        // Each op's completion makes the next ready (and a deferred free): workers keep such
        // ops for themselves, a bounded number in a row, then queue the rest. Every op must
        // still run, once, in push order per variable.
        Engine engine({.cpu_workers = 2});
        constexpr int kChains = 3, kLength = 500;
        std::vector<VarHandle> chains;
        std::vector<std::vector<int>> seen(kChains);
        for (int c = 0; c < kChains; ++c) chains.push_back(engine.new_var());
        for (int i = 0; i < kLength; ++i)
            for (int c = 0; c < kChains; ++c) {
                VarHandle tmp = engine.new_var();
                engine.push(
                    [&seen, c, i](RunContext&) { seen[static_cast<std::size_t>(c)].push_back(i); },
                    {tmp}, {chains[static_cast<std::size_t>(c)]}, cpu, LaneKind::Compute, "step");
                engine.delete_var(tmp, nullptr);
            }
        for (VarHandle v : chains) engine.wait_to_read(v);
        for (int c = 0; c < kChains; ++c) {
            const auto& got = seen[static_cast<std::size_t>(c)];
            QCOMPARE(got.size(), std::size_t{kLength});
            for (int i = 0; i < kLength; ++i) QCOMPARE(got[static_cast<std::size_t>(i)], i);
        }
        for (VarHandle v : chains) engine.delete_var(v, nullptr);
        engine.wait_all();
        QCOMPARE(engine.in_flight(), std::size_t{0});
    }

    void waitAllAndBackPressureWaitersAreAllWoken() {
        // Threads blocked by back-pressure (woken below the limit) and threads in wait_all
        // (woken only at zero) wait at the same time: every one of them must return.
        Engine engine({.cpu_workers = 2, .max_in_flight = 4});
        std::atomic<int> ran{0};
        std::vector<std::thread> pushers;
        for (int t = 0; t < 3; ++t)
            pushers.emplace_back([&] {
                std::vector<VarHandle> vars;
                for (int i = 0; i < 200; ++i) {
                    vars.push_back(engine.new_var());
                    engine.push(
                        [&ran](RunContext&) {
                            std::this_thread::sleep_for(20us);
                            ++ran;
                        },
                        {}, {vars.back()}, cpu, LaneKind::Compute, "op");
                    if (i % 50 == 49) engine.wait_all();
                }
                engine.wait_all();
                for (auto* v : vars) engine.delete_var(v, nullptr);
            });
        std::thread waiter([&] {
            for (int i = 0; i < 20; ++i) engine.wait_all();
        });
        for (auto& t : pushers) t.join();
        waiter.join();
        engine.wait_all();
        QCOMPARE(ran.load(), 600);
        QCOMPARE(engine.in_flight(), std::size_t{0});
    }

    void bulkingMergesSmallOpsAndStillProfilesEach() {
        Engine engine({.cpu_workers = 2, .bulk_size = 4});
        auto* x = engine.new_var();
        auto* y = engine.new_var();
        long value = 1;
        OpProps small{.kind = OpKind::Elementwise, .flops = 1, .bytes = 8, .bulkable = true};
        std::vector<OpId> ids;
        for (int i = 0; i < 10; ++i)
            ids.push_back(engine.push([&, i](RunContext&) { value = value * 3 + i; }, {x}, {x}, cpu,
                                      LaneKind::Compute, "step", small));
        long y_value = 0;
        engine.push([&](RunContext&) { y_value = value; }, {x}, {y}, cpu, LaneKind::Compute,
                    "read");  // not bulkable: flushes the pending bulk first
        engine.wait_to_read(y);
        long expected = 1;
        for (int i = 0; i < 10; ++i) expected = expected * 3 + i;
        QCOMPARE(value, expected);
        QCOMPARE(y_value, expected);

        engine.profiler().flush();
        auto ops = engine.profiler().history().ops;
        int bulks = 0, inner = 0;
        std::set<OpId> bulk_ids;
        for (auto& e : ops)
            if (e.kind == OpKind::Bulk) {
                ++bulks;
                bulk_ids.insert(e.id);
            }
        for (auto& e : ops)
            if (e.parent) {
                ++inner;
                QVERIFY(bulk_ids.count(e.parent));
                QCOMPARE(QString::fromStdString(e.name), QString("step"));
            }
        QCOMPARE(bulks, 3);  // 4 + 4 + 2
        QCOMPARE(inner, 10);
        for (auto id : ids)
            QVERIFY(std::any_of(ops.begin(), ops.end(),
                                [&](auto& e) { return e.id == id && e.parent != 0; }));
        engine.delete_var(x, nullptr);
        engine.delete_var(y, nullptr);
    }

    void queuedCounterIsLive() {
        Engine engine({.cpu_workers = 1});
        std::atomic<bool> release{false};
        auto* x = engine.new_var();
        for (int i = 0; i < 5; ++i)
            engine.push(
                [&](RunContext&) {
                    while (!release.load()) std::this_thread::sleep_for(1ms);
                },
                {}, {x}, cpu, LaneKind::Compute, "held");
        QCOMPARE(engine.in_flight(), std::size_t{5});
        release = true;
        engine.wait_all();
        QCOMPARE(engine.in_flight(), std::size_t{0});
        engine.delete_var(x, nullptr);
    }
};

QTEST_GUILESS_MAIN(EngineModes)
#include "test_engine_modes.moc"
