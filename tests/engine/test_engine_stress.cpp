// Randomized stress: 100,000 ops over random subsets of shared variables must give
// bit-identical results in threaded mode (with and without bulking, with workers that spin
// before they sleep or sleep at once), synchronous mode and a plain serial loop; the
// profiler's record must respect every dependency; syncs between bursts of ops separated by
// pauses around the spin budget see exactly what the serial loop had at that point; a
// sleeping worker is woken once, however many ops are pushed before it is awake.
#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <span>
#include <thread>
#include <vector>

#include "engine/core/engine.h"
#include "engine/profiler/profiler.h"

using namespace asynclab;

namespace {

constexpr int kVars = 64;
constexpr int kOps = 100'000;

struct RandomOp {
    std::vector<int> reads, writes;
};

std::vector<RandomOp> make_program(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<RandomOp> ops(kOps);
    for (auto& op : ops) {
        const int nr = static_cast<int>(rng() % 4);      // 0..3 reads
        const int nw = 1 + static_cast<int>(rng() % 2);  // 1..2 writes
        for (int i = 0; i < nr; ++i) op.reads.push_back(static_cast<int>(rng() % kVars));
        for (int i = 0; i < nw; ++i) op.writes.push_back(static_cast<int>(rng() % kVars));
    }
    return ops;
}

std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
}

/// The op body shared by every executor: order-sensitive in each variable it touches.
void apply(std::size_t index, const RandomOp& op, std::vector<std::uint64_t>& state) {
    std::uint64_t h = mix(index + 1);
    for (int r : op.reads) h = mix(h ^ state[static_cast<std::size_t>(r)]);
    for (int w : op.writes) {
        auto& s = state[static_cast<std::size_t>(w)];
        s = mix(h ^ s ^ static_cast<std::uint64_t>(w));
    }
}

std::vector<std::uint64_t> run_serial(const std::vector<RandomOp>& program) {
    std::vector<std::uint64_t> state(kVars, 0);
    for (std::size_t i = 0; i < program.size(); ++i) apply(i, program[i], state);
    return state;
}

std::vector<std::uint64_t> run_engine(const std::vector<RandomOp>& program, EngineConfig config,
                                      EventBatch* events = nullptr) {
    Engine engine(config);
    engine.profiler().set_enabled(events != nullptr);
    std::vector<std::uint64_t> state(kVars, 0);
    std::vector<VarHandle> vars;
    for (int i = 0; i < kVars; ++i) vars.push_back(engine.new_var());
    std::vector<VarHandle> reads, writes;
    for (std::size_t i = 0; i < program.size(); ++i) {
        const RandomOp& op = program[i];
        reads.clear();
        writes.clear();
        for (int r : op.reads) reads.push_back(vars[static_cast<std::size_t>(r)]);
        for (int w : op.writes) writes.push_back(vars[static_cast<std::size_t>(w)]);
        OpProps props;
        props.bulkable = (i % 3) != 0;  // a mix of bulkable and plain ops
        engine.push([i, &op, &state](RunContext&) { apply(i, op, state); }, reads, writes,
                    Device::cpu(0), LaneKind::Compute, "random", props);
    }
    engine.wait_all();
    if (events) {
        engine.profiler().flush();
        *events = engine.profiler().history();
    }
    for (auto* v : vars) engine.delete_var(v, nullptr);
    engine.wait_all();
    return state;
}

/// An op on `var` that holds its worker until released, at the latest when this goes (a
/// failed check returns early); going waits until the op has ended, as it reads this.
class HeldOp {
  public:
    HeldOp(Engine& engine, VarHandle var, const OpProps& props = {}) {
        engine.push(
            [this](RunContext&) {
                started_ = true;
                while (!release_.load()) std::this_thread::yield();
                ended_ = true;
            },
            {}, {var}, Device::cpu(), LaneKind::Compute, "hold", props);
    }
    ~HeldOp() {
        release();
        while (!ended_.load()) std::this_thread::yield();
    }
    HeldOp(const HeldOp&) = delete;
    HeldOp& operator=(const HeldOp&) = delete;
    /// Whether a worker runs it (waits up to five seconds for one to start it).
    bool started() const {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (!started_.load() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::yield();
        return started_.load();
    }
    void release() { release_ = true; }

  private:
    std::atomic<bool> started_{false}, release_{false}, ended_{false};
};

}  // namespace

class EngineStress : public QObject {
    Q_OBJECT

  private slots:
    void randomProgramsMatchTheSerialLoop_data() {
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("bulk");
        QTest::addColumn<int>("spin");
        QTest::newRow("threaded, 2 workers") << 2 << int(EngineMode::Threaded) << 0 << 50;
        QTest::newRow("threaded, 4 workers") << 4 << int(EngineMode::Threaded) << 0 << 50;
        QTest::newRow("threaded, no spin") << 2 << int(EngineMode::Threaded) << 0 << 0;
        QTest::newRow("threaded, 1 us spin") << 3 << int(EngineMode::Threaded) << 0 << 1;
        QTest::newRow("threaded, bulk 8") << 2 << int(EngineMode::Threaded) << 8 << 50;
        QTest::newRow("synchronous") << 2 << int(EngineMode::Synchronous) << 0 << 50;
        QTest::newRow("pytorch-like") << 2 << int(EngineMode::PyTorchLike) << 0 << 50;
    }

    void randomProgramsMatchTheSerialLoop() {
        QFETCH(int, workers);
        QFETCH(int, mode);
        QFETCH(int, bulk);
        QFETCH(int, spin);
        const auto program = make_program(20261121);
        const auto expected = run_serial(program);
        EngineConfig config;
        config.cpu_workers = workers;
        config.mode = static_cast<EngineMode>(mode);
        config.bulk_size = bulk;
        config.spin_us = spin;
        const auto got = run_engine(program, config);
        QCOMPARE(got, expected);
    }

    void syncsAcrossTheSpinBudgetSeeTheSerialState_data() {
        QTest::addColumn<int>("spin");
        QTest::newRow("no spin") << 0;
        QTest::newRow("5 us") << 5;
        QTest::newRow("50 us") << 50;
    }

    void syncsAcrossTheSpinBudgetSeeTheSerialState() {
        // Bursts of 1 to 8 ops, each followed by a sync on a variable the burst wrote and a
        // pause of 0 to 80 µs: a worker or a front end that spins finds work within, at the
        // edge of or after its budget, and a lost wake-up would hang the test.
        QFETCH(int, spin);
        const auto program = make_program(11);
        std::mt19937_64 rng(spin + 1);
        std::vector<std::uint64_t> serial(kVars, 0), state(kVars, 0);
        Engine engine({.cpu_workers = 2, .profile = false, .max_gpus = 0, .spin_us = spin});
        QCOMPARE(engine.spin_us(), spin);
        std::vector<VarHandle> vars;
        for (int i = 0; i < kVars; ++i) vars.push_back(engine.new_var());
        std::size_t i = 0, syncs = 0;
        while (i < 20'000) {
            const std::size_t burst = 1 + rng() % 8;
            int synced = 0;
            for (std::size_t k = 0; k < burst; ++k, ++i) {
                const RandomOp& op = program[i];
                std::vector<VarHandle> reads, writes;
                for (int r : op.reads) reads.push_back(vars[static_cast<std::size_t>(r)]);
                for (int w : op.writes) writes.push_back(vars[static_cast<std::size_t>(w)]);
                engine.push([i, &op, &state](RunContext&) { apply(i, op, state); }, reads, writes,
                            Device::cpu(0), LaneKind::Compute, "random");
                apply(i, op, serial);
                synced = op.writes.front();
            }
            engine.wait_to_read(vars[static_cast<std::size_t>(synced)]);
            if (state[static_cast<std::size_t>(synced)] != serial[static_cast<std::size_t>(synced)])
                QFAIL(qPrintable(QString("sync after op %1 saw a stale variable").arg(i)));
            ++syncs;
            if (const auto pause = std::chrono::microseconds(rng() % 81); pause.count() > 0)
                std::this_thread::sleep_for(pause);
        }
        engine.wait_all();
        QCOMPARE(state, serial);
        QVERIFY(syncs > 2'000);
        for (auto* v : vars) engine.delete_var(v, nullptr);
        engine.wait_all();
    }

    void spinBudgetIsClamped() {
        Engine engine({.cpu_workers = 1, .max_gpus = 0, .spin_us = -5});
        QCOMPARE(engine.spin_us(), 0);
        engine.set_spin_us(kMaxSpinUs + 1);
        QCOMPARE(engine.spin_us(), kMaxSpinUs);
    }

    void wakeUpsAreCountedOncePerSleeper() {
        // One worker that never spins: once it sleeps, a push wakes it (one wake-up); pushes
        // made while it is woken or busy wake nobody more.
        Engine engine({.cpu_workers = 1, .max_gpus = 0, .spin_us = 0});
        VarHandle a = engine.new_var(), b = engine.new_var();
        std::atomic<bool> release{false};
        engine.wait_all();
        const std::uint64_t before = engine.cpu_wakeups();
        for (int round = 0; round < 5; ++round) {
            // Long enough for the worker to have gone to sleep after the previous round.
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            release = false;
            engine.push(
                [&release](RunContext&) {
                    while (!release.load()) std::this_thread::yield();
                },
                {}, {a}, Device::cpu(), LaneKind::Compute, "hold");
            for (int i = 0; i < 10; ++i)
                engine.push([](RunContext&) {}, {}, {b}, Device::cpu(), LaneKind::Compute, "more");
            release = true;
            engine.wait_all();
            QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t(round + 1));
        }
        engine.delete_var(a, nullptr);
        engine.delete_var(b, nullptr);
        engine.wait_all();
    }

    void aLongChainWakesNobodyWhenNothingElseWaits() {
        // Two workers that never spin. A chain of ops on one variable runs on the worker
        // whose completions grant them (continuations). Past the engine's chain limit it
        // looks at the queue; with nothing else queued it keeps the chain, and wakes
        // nobody: a wake-up would cost it a futex call for a worker with nothing to do.
        Engine engine({.cpu_workers = 2, .max_gpus = 0, .spin_us = 0});
        VarHandle a = engine.new_var();
        engine.wait_all();
        std::this_thread::sleep_for(std::chrono::milliseconds(20));  // both asleep
        const std::uint64_t before = engine.cpu_wakeups();
        HeldOp hold(engine, a);
        constexpr int kLinks = 300;  // several times the chain limit
        std::vector<int> order;      // written by one op at a time (the chain orders them)
        order.reserve(kLinks);
        for (int i = 0; i < kLinks; ++i)
            engine.push([&order, i](RunContext&) { order.push_back(i); }, {}, {a}, Device::cpu(),
                        LaneKind::Compute, "link");
        QVERIFY(hold.started());
        QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t{1});  // for "hold"
        hold.release();
        engine.wait_all();
        QCOMPARE(static_cast<int>(order.size()), kLinks);
        for (int i = 0; i < kLinks; ++i) QCOMPARE(order[static_cast<std::size_t>(i)], i);
        QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t{1});
        engine.delete_var(a, nullptr);
        engine.wait_all();
    }

    void aLongChainLetsAQueuedOpRunBeforeItEnds() {
        // One worker. An op that becomes ready while a long chain runs (the sixth link
        // also writes what it reads, and queues it) is not kept waiting for the whole
        // chain: past the chain limit the worker takes the queue's op first.
        Engine engine({.cpu_workers = 1, .max_gpus = 0, .spin_us = 0});
        VarHandle a = engine.new_var(), c = engine.new_var();
        constexpr int kLinks = 300;
        std::atomic<int> links{0};
        int links_before_other = -1;
        for (int i = 0; i < kLinks; ++i) {
            const VarHandle w[2] = {a, c};
            engine.push([&links](RunContext&) { ++links; }, {},
                        std::span<const VarHandle>(w, i == 5 ? 2 : 1), Device::cpu(),
                        LaneKind::Compute, "link");
            if (i == 5)
                engine.push([&](RunContext&) { links_before_other = links.load(); }, {c}, {},
                            Device::cpu(), LaneKind::Compute, "other");
        }
        engine.wait_all();
        QCOMPARE(links.load(), kLinks);
        QVERIFY(links_before_other >= 6);
        QVERIFY2(links_before_other < kLinks,
                 qPrintable(QString("the queued op waited for all %1 links").arg(kLinks)));
        engine.delete_var(a, nullptr);
        engine.delete_var(c, nullptr);
        engine.wait_all();
    }

    void aWorkerRunningAShortOpTakesTheNextShortOnesUnwoken() {
        // Two workers that never spin. While one runs an op the engine knows to be short,
        // pushing up to kShortOpsPerWorker short ops wakes nobody: that worker takes them
        // when done, sooner than a sleeper could wake. An op of unknown cost queued behind
        // them wakes the other worker, which runs it (and the short ones before it) beside
        // the first.
        Engine engine({.cpu_workers = 2, .max_gpus = 0, .spin_us = 0});
        OpProps tiny;
        tiny.kind = OpKind::Elementwise;
        std::vector<VarHandle> vars;
        for (std::size_t i = 0; i < kShortOpsPerWorker + 2; ++i) vars.push_back(engine.new_var());
        engine.wait_all();
        // Long enough for both workers to have gone to sleep.
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const std::uint64_t before = engine.cpu_wakeups();
        std::atomic<bool> ran_beside{false};
        std::atomic<int> short_ran{0};
        HeldOp hold(engine, vars[0], tiny);
        QVERIFY(hold.started());
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t{1});
        for (std::size_t i = 1; i <= kShortOpsPerWorker; ++i)
            engine.push([&short_ran](RunContext&) { ++short_ran; }, {}, {vars[i]}, Device::cpu(),
                        LaneKind::Compute, "short", tiny);
        QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t{1});
        QCOMPARE(short_ran.load(), 0);  // they wait for the held worker
        engine.push([&ran_beside](RunContext&) { ran_beside = true; }, {},
                    {vars[kShortOpsPerWorker + 1]}, Device::cpu(), LaneKind::Compute, "opaque");
        QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t{2});
        while (!ran_beside.load() && std::chrono::steady_clock::now() < deadline)
            std::this_thread::yield();
        QVERIFY(ran_beside.load());  // while "hold" still runs
        QCOMPARE(short_ran.load(), static_cast<int>(kShortOpsPerWorker));
        hold.release();
        engine.wait_all();
        QCOMPARE(engine.cpu_wakeups() - before, std::uint64_t{2});
        for (VarHandle v : vars) engine.delete_var(v, nullptr);
        engine.wait_all();
    }

    void profilerRecordRespectsEveryDependency() {
        const auto program = make_program(7);
        EventBatch events;
        EngineConfig config;
        config.cpu_workers = 2;
        run_engine(program, config, &events);
        std::map<OpId, const OpEvent*> by_id;
        for (auto& e : events.ops)
            if (e.kind != OpKind::Memory) by_id[e.id] = &e;
        QCOMPARE(by_id.size(), std::size_t{kOps});
        std::size_t edges = 0;
        for (auto& [id, e] : by_id) {
            QVERIFY(e->push <= e->start && e->start <= e->end);
            for (OpId dep : e->waited_on) {
                QVERIFY(dep < id);
                auto it = by_id.find(dep);
                QVERIFY(it != by_id.end());
                if (it->second->end > e->start)
                    QFAIL(qPrintable(
                        QString("op %1 started before op %2 it waited on ended").arg(id).arg(dep)));
                ++edges;
            }
        }
        QVERIFY(edges > kOps);  // a dense program: most ops wait on something
    }
};

QTEST_GUILESS_MAIN(EngineStress)
#include "test_engine_stress.moc"
