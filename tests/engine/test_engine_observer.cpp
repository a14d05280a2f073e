// The engine and what observes it: with no observer attached it computes the same as with
// one, in every mode and on a simulated machine, and records nothing; an observer attached
// in place of the profiler sees every op once, every sync and the memory counters, on its
// own clock or on a simulated engine's virtual one; attach() replaces the one before.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/core/observer.h"
#include "engine/core/op_block.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/sim_config.h"
#include "engine/sim/sim_executor.h"

using namespace asynclab;

namespace {

/// Counts what the engine reports (any thread).
class CountingObserver final : public EngineObserver {
  public:
    using EngineObserver::EngineObserver;

    void record_op(const OpSample& op, std::string_view name,
                   std::span<const OpId> waited_on) override {
        std::lock_guard lock(mutex);
        ++ops[op.id];
        names[op.id] = std::string(name);
        waited[op.id].assign(waited_on.begin(), waited_on.end());
        latest_end = std::max(latest_end, op.end);
        times[op.id] = {op.start, op.end};
        pushes[op.id] = op.push;
    }
    void record(SyncEvent&& event) override {
        std::lock_guard lock(mutex);
        syncs.push_back(std::move(event));
    }
    void record(const CounterEvent& event) override {
        std::lock_guard lock(mutex);
        if (event.kind == CounterKind::MemoryBytes) ++memory_samples;
    }
    void attached(std::function<double()> queue_depth) override {
        ++attaches;
        samples_queue = static_cast<bool>(queue_depth);
    }
    void detached() override { ++detaches; }

    std::mutex mutex;
    std::map<OpId, int> ops;
    std::map<OpId, std::string> names;
    std::map<OpId, std::vector<OpId>> waited;
    std::map<OpId, std::pair<TimeNs, TimeNs>> times;  ///< start, end
    std::map<OpId, TimeNs> pushes;
    std::vector<SyncEvent> syncs;
    int memory_samples = 0;
    TimeNs latest_end = 0;
    std::atomic<int> attaches{0}, detaches{0};
    bool samples_queue = false;
};

/// y = 2 * x + 1 on n elements through the engine: pushes, a chain, bulking, a failing op
/// whose error reaches the next sync, frees. Returns the values it computed.
std::vector<double> run_program(Engine& engine) {
    EngineScope scope(engine);
    const std::vector<double> values{0, 1, 2, 3, 4, 5, 6, 7};
    NDArray x = NDArray::from_values(Shape{8}, values);
    NDArray y = x * 2 + 1;
    NDArray z = y;
    for (int i = 0; i < 20; ++i) z = z + 0;  // a chain on one array
    std::vector<double> out = z.to_host();
    VarHandle bad = engine.new_var();
    bool caught = false;
    try {  // the synchronous modes rethrow at the push, the others at the sync
        engine.push([](RunContext&) { throw std::runtime_error("boom"); }, {}, {bad}, Device::cpu(),
                    LaneKind::Compute, "fails");
        engine.wait_to_read(bad);
    } catch (const OpError& e) {
        caught = QString(e.what()).contains("boom");
    }
    out.push_back(caught ? 1 : 0);
    engine.delete_var(bad, nullptr);
    engine.wait_all();
    return out;
}

std::vector<double> expected() {
    std::vector<double> v;
    for (int i = 0; i < 8; ++i) v.push_back(2.0 * i + 1);
    v.push_back(1);  // the error was reported
    return v;
}

std::shared_ptr<SimConfig> two_lanes() {
    auto c = std::make_shared<SimConfig>();
    c->cpu_lanes = 2;
    return c;
}

}  // namespace

class TestEngineObserver : public QObject {
    Q_OBJECT

  private slots:
    void worksWithNoObserverAttached_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("simulated");
        QTest::addColumn<int>("bulk");
        QTest::newRow("threaded") << int(EngineMode::Threaded) << false << 0;
        QTest::newRow("threaded, bulked") << int(EngineMode::Threaded) << false << 4;
        QTest::newRow("synchronous") << int(EngineMode::Synchronous) << false << 0;
        QTest::newRow("pytorch-like") << int(EngineMode::PyTorchLike) << false << 0;
        QTest::newRow("simulated") << int(EngineMode::Threaded) << true << 0;
        QTest::newRow("simulated, synchronous") << int(EngineMode::Synchronous) << true << 0;
    }
    void worksWithNoObserverAttached() {
        QFETCH(int, mode);
        QFETCH(bool, simulated);
        QFETCH(int, bulk);
        EngineConfig config{.cpu_workers = 2,
                            .mode = static_cast<EngineMode>(mode),
                            .bulk_size = bulk,
                            .max_gpus = 0,
                            .own_profiler = false};
        if (simulated) config.sim = two_lanes();
        Engine engine(config);
        QVERIFY(!engine.observer());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, engine.profiler());
        QCOMPARE(run_program(engine), expected());
        QVERIFY(engine.ops_pushed() > 20);
        engine.wait_all();  // the arrays' frees (a simulated machine runs them in its time)
        QCOMPARE(engine.in_flight(), std::size_t{0});
        // A simulated machine still keeps its virtual time without anyone to stamp it.
        if (simulated) QVERIFY(SimExecutor::of(engine)->frontend() > 0);
    }

    void anObserverSeesEveryOpOnce() {
        Engine engine({.cpu_workers = 2, .max_gpus = 0, .own_profiler = false});
        CountingObserver observer;
        engine.attach(&observer);
        QCOMPARE(engine.observer(), &observer);
        QCOMPARE(observer.attaches.load(), 1);
        QVERIFY(observer.samples_queue);  // a real engine offers its queue depth
        const OpId before = engine.ops_pushed();
        QCOMPARE(run_program(engine), expected());
        engine.wait_all();
        engine.attach(nullptr);  // nothing more is recorded; the observer goes first
        QCOMPARE(observer.detaches.load(), 1);
        std::lock_guard lock(observer.mutex);
        // Every op pushed is reported once, but the deferred frees (the memory counter
        // shows what they give back).
        const std::uint64_t ops = engine.ops_pushed() - before - engine.frees_pushed();
        QCOMPARE(observer.ops.size(), std::size_t(ops));
        for (const auto& [id, n] : observer.ops) QCOMPARE(n, 1);
        QVERIFY(std::count_if(observer.names.begin(), observer.names.end(),
                              [](const auto& n) { return n.second == "fails"; }) == 1);
        // Each link of the chain waited for the one before it (an earlier op).
        int chained = 0;
        for (const auto& [id, waited] : observer.waited)
            chained += !waited.empty() && waited.back() < id && observer.ops.count(waited.back());
        QVERIFY(chained >= 20);
        // to_host(), wait_to_read() and wait_all(): the front end's syncs.
        std::vector<SyncKind> kinds;
        for (const SyncEvent& s : observer.syncs) kinds.push_back(s.kind);
        QVERIFY(std::count(kinds.begin(), kinds.end(), SyncKind::ToHost) == 1);
        QVERIFY(std::count(kinds.begin(), kinds.end(), SyncKind::WaitToRead) >= 1);
        QVERIFY(std::count(kinds.begin(), kinds.end(), SyncKind::WaitAll) == 2);  // and ours
        QVERIFY(observer.memory_samples > 0);
    }

    void aWriterWaitsOnItsVariablesLatestReaders() {
        // A variable read many times between writes (a parameter in an inference loop): the
        // next writer lists the writer before and the latest kTrackedReaders readers, and
        // the variable keeps no more than those; with nothing recording it keeps none.
        Engine engine({.cpu_workers = 2, .max_gpus = 0, .own_profiler = false});
        CountingObserver observer;
        engine.attach(&observer);
        VarHandle var = engine.new_var();
        const auto write = [&] {
            return engine.push([](RunContext&) {}, {}, {var}, Device::cpu(), LaneKind::Compute,
                               "write");
        };
        const auto read = [&] {
            return engine.push([](RunContext&) {}, {var}, {}, Device::cpu(), LaneKind::Compute,
                               "read");
        };
        const OpId first = write();
        std::vector<OpId> reads;
        for (int i = 0; i < 200; ++i) reads.push_back(read());
        QCOMPARE(var->readers.size(), kTrackedReaders);
        const OpId second = write();
        QVERIFY(var->readers.empty());
        engine.wait_all();
        {
            std::lock_guard lock(observer.mutex);
            std::vector<OpId> want{first};
            want.insert(want.end(), reads.end() - static_cast<std::ptrdiff_t>(kTrackedReaders),
                        reads.end());
            QCOMPARE(observer.waited.at(second), want);  // sorted, as recorded
            QCOMPARE(observer.waited.at(reads.front()), std::vector<OpId>{first});
        }
        engine.attach(nullptr);
        for (int i = 0; i < 200; ++i) read();
        QVERIFY(var->readers.empty());
        engine.wait_all();
        engine.delete_var(var, nullptr);
        engine.wait_all();
    }

    void anOpStartsNoEarlierThanTheEndsItWaitedFor() {
        // A worker reads the clock without waiting for what it did before (an unordered
        // read), which may land before the end of the op it waited for, recorded on another
        // thread. The engine raises the start to the latest end among the ops that released
        // its variables (Engine::op_start). Here the clock itself goes back after the first
        // op's end, 2 s and then 10 s after the second op's push.
        for (const TimeNs end_at : {TimeNs{2'000'000'000}, TimeNs{10'000'000'000}}) {
            constexpr TimeNs kEarly = 1000;
            std::atomic<TimeNs> now{kEarly};
            std::atomic<bool> back{false};  // the next read goes back to kEarly after it
            CountingObserver observer([&] {
                const TimeNs t = now.load();
                if (back.exchange(false)) now.store(kEarly);
                return t;
            });
            Engine engine({.cpu_workers = 2, .max_gpus = 0, .own_profiler = false});
            engine.attach(&observer);
            VarHandle var = engine.new_var();
            std::atomic<bool> reader_pushed{false}, reader_ran{false};
            const OpId writer = engine.push(
                [&](RunContext&) {
                    while (!reader_pushed.load()) std::this_thread::yield();
                    now.store(end_at);  // this op's end...
                    back.store(true);   // ...and the clock goes back right after
                },
                {}, {var}, Device::cpu(), LaneKind::Compute, "writer");
            const OpId reader = engine.push([&](RunContext&) { reader_ran.store(true); }, {var}, {},
                                            Device::cpu(), LaneKind::Compute, "reader");
            reader_pushed.store(true);
            // Waited for without a sync point, which would read the clock.
            for (;;) {
                {
                    std::lock_guard lock(observer.mutex);
                    if (observer.times.count(reader)) break;
                }
                std::this_thread::yield();
            }
            QVERIFY(reader_ran.load());
            {
                std::lock_guard lock(observer.mutex);
                QCOMPARE(observer.times.at(writer).second, end_at);
                QCOMPARE(observer.times.at(reader).first, end_at);  // not kEarly
                QCOMPARE(observer.times.at(reader).second, end_at);
            }
            engine.wait_all();
            engine.delete_var(var, nullptr);
            engine.wait_all();
            engine.attach(nullptr);
        }
    }

    void aBusyWorkerStartsAnOpWhereItsLastOneEnded() {
        // A CPU worker that goes from one op to the next without waiting for work reads no
        // clock as the next starts: that op starts where the last one ended (its span takes
        // in the hand-over). One that waited reads the clock. The clock here counts up at
        // every read, so a fresh read is later than any earlier one.
        std::atomic<TimeNs> now{0};
        CountingObserver observer([&] { return now.fetch_add(1000) + 1000; });
        Engine engine({.cpu_workers = 2, .max_gpus = 0, .own_profiler = false});
        engine.attach(&observer);
        VarHandle var = engine.new_var();
        std::atomic<bool> open{false};
        std::vector<OpId> chain{engine.push(
            [&](RunContext&) {
                while (!open.load()) std::this_thread::yield();
            },
            {}, {var}, Device::cpu(), LaneKind::Compute, "gate")};
        // Each writes the variable: the completion of one grants the next, which its worker
        // runs next.
        for (int i = 0; i < 8; ++i)
            chain.push_back(engine.push([](RunContext&) {}, {}, {var}, Device::cpu(),
                                        LaneKind::Compute, "step"));
        open.store(true);
        engine.wait_all();
        // The worker waited for this one: it reads the clock, after the push read it.
        const OpId later = engine.push([](RunContext&) {}, {}, {var}, Device::cpu(),
                                       LaneKind::Compute, "after a wait");
        engine.wait_all();
        {
            std::lock_guard lock(observer.mutex);
            for (std::size_t i = 1; i < chain.size(); ++i)
                QCOMPARE(observer.times.at(chain[i]).first, observer.times.at(chain[i - 1]).second);
            // Not the last op's end, nor its own push: a read of its own.
            QVERIFY(observer.pushes.at(later) > observer.times.at(chain.back()).second);
            QVERIFY(observer.times.at(later).first > observer.pushes.at(later));
        }
        engine.delete_var(var, nullptr);
        engine.wait_all();
        engine.attach(nullptr);
    }

    void attachReplacesTheObserverBefore() {
        Engine engine({.cpu_workers = 2, .max_gpus = 0});
        Profiler& own = engine.profiler();
        QCOMPARE(engine.observer(), static_cast<EngineObserver*>(&own));
        CountingObserver observer;
        engine.attach(&observer);
        (void)run_program(engine);
        engine.attach(nullptr);
        QCOMPARE(observer.detaches.load(), 1);
        QVERIFY(!engine.observer());
        own.flush();
        QVERIFY(own.history().ops.empty());  // detached: it saw none of them
        const std::size_t seen = observer.ops.size();
        QVERIFY(seen > 0);
        (void)run_program(engine);
        QCOMPARE(observer.ops.size(), seen);
        engine.attach(&own);
        (void)run_program(engine);
        own.flush();
        QVERIFY(!own.history().ops.empty());
    }

    void theClockKeepsTimeWithTheSteadyClock() {
        // The observer's clock (the time-stamp counter scaled to nanoseconds, where the
        // kernel keeps time with it) measures a 30 ms sleep as the steady clock does: no
        // shorter than the steady span inside its two reads, no longer than the one around
        // them, up to the scale's calibration (a few parts per million) and a microsecond.
        using Clock = std::chrono::steady_clock;
        auto ns = [](Clock::duration d) {
            return std::chrono::duration_cast<std::chrono::nanoseconds>(d).count();
        };
        CountingObserver observer;
        const TimeNs first = observer.now();
        QVERIFY(first >= 0);
        for (int attempt = 0; attempt < 3; ++attempt) {
            const auto outer0 = Clock::now();
            const TimeNs t0 = observer.now();
            const auto inner0 = Clock::now();
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            const auto inner1 = Clock::now();
            const TimeNs t1 = observer.now();
            const auto outer1 = Clock::now();
            const TimeNs span = t1 - t0;
            const TimeNs slack = 1000 + ns(outer1 - outer0) / 10'000;  // 1 us + 100 ppm
            QVERIFY2(span >= ns(inner1 - inner0) - slack,
                     qPrintable(QString("observer %1 ns, steady inside %2 ns")
                                    .arg(span)
                                    .arg(ns(inner1 - inner0))));
            QVERIFY2(span <= ns(outer1 - outer0) + slack,
                     qPrintable(QString("observer %1 ns, steady around %2 ns")
                                    .arg(span)
                                    .arg(ns(outer1 - outer0))));
        }
        // Another thread's reads, after this thread's and before its next, fall between them.
        const TimeNs before = observer.now();
        TimeNs there = 0;
        std::thread([&] { there = observer.now(); }).join();
        const TimeNs after = observer.now();
        QVERIFY(before <= there);
        QVERIFY(there <= after);
        QVERIFY(observer.now_unordered() >= first);
    }

    void aSimulatedEnginesObserverStampsItsVirtualTime() {
        auto sim = two_lanes();
        Engine engine({.sim = sim, .own_profiler = false});
        CountingObserver observer(engine.clock());
        QVERIFY(observer.virtual_clock());
        engine.attach(&observer);
        QVERIFY(!observer.samples_queue);  // the simulator records the queue depth itself
        QCOMPARE(run_program(engine), expected());
        engine.wait_all();  // the arrays' frees, in virtual time
        const SimExecutor& s = *SimExecutor::of(engine);
        QCOMPARE(observer.now(), s.clock());
        engine.attach(nullptr);  // nothing more is recorded; the observer goes first
        std::lock_guard lock(observer.mutex);
        QVERIFY(!observer.ops.empty());
        QVERIFY(observer.latest_end > 0);
        QVERIFY(observer.latest_end <= s.clock());
        // The same program on the same machine with the engine's own profiler: the same
        // virtual times.
        Engine profiled({.sim = sim});
        (void)run_program(profiled);
        profiled.wait_all();
        QCOMPARE(SimExecutor::of(profiled)->clock(), s.clock());
    }
};

QTEST_GUILESS_MAIN(TestEngineObserver)
#include "test_engine_observer.moc"
