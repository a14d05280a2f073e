// The simulated CPU as the real engine runs it: worker lanes that share the CPU's cores and
// memory bandwidth with each other and with the front end's thread, workers that sleep when
// idle and take wake_seconds to start an op, a finishing worker that does its bookkeeping
// and takes the next op itself, an idle worker and a syncing front end that spin before they
// sleep, a thread that wakes a sleeping worker paying the notify cost, and fused ops costed
// kernel by kernel. Every time below is computed by hand from the cost model. Outside the
// spin tests nothing spins (spin_us = 0).
#include <QtTest>

#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/resident_set.h"
#include "engine/sim/sim_executor.h"

using namespace asynclab;

namespace {

/// 10 GFLOP/s, 10 GB/s, 1 µs per op, 2 cores; the front end pays 1 µs per op issued.
std::shared_ptr<SimConfig> two_core_cpu(int lanes = 2) {
    auto c = std::make_shared<SimConfig>();
    c->cpu = {"round CPU", DeviceType::CPU, 1e10, 1e10, 1e9, 1e-6, "test"};
    c->cpu.cores = 2;
    c->cpu_lanes = lanes;
    c->frontend_seconds_per_op = 1e-6;
    return c;
}

OpProps props(OpKind kind, double flops, double bytes) {
    OpProps p;
    p.kind = kind;
    p.flops = flops;
    p.bytes = bytes;
    return p;
}

/// An op whose cost the engine's wake rule does not know (OpKind::Other, as a function
/// pushed without a kind): never short, so a push wakes a sleeping worker for it unless a
/// spinning one takes it. The simulator still costs it by its FLOPs.
OpProps opaque(double flops) {
    return props(OpKind::Other, flops, 0);
}

/// The variables a test's ops write; deleted (through the engine) when the test ends.
class Vars {
  public:
    explicit Vars(Engine& e) : e_(e) {}
    ~Vars() {
        for (VarHandle v : vars_) e_.delete_var(v, [] {});
    }
    /// A variable guarding a buffer of `bytes` (0: of unknown size).
    VarHandle make(double bytes = 0) {
        return vars_.emplace_back(e_.new_var(nullptr, nullptr, bytes));
    }

  private:
    Engine& e_;
    std::vector<VarHandle> vars_;
};

/// Pushes an op writing `var` (a fresh variable when null) with the given cost.
OpId push(Engine& e, Vars& vars, const std::string& name, const OpProps& p,
          VarHandle var = nullptr) {
    if (!var) var = vars.make();
    return e.push([](RunContext&) {}, {}, {var}, Device::cpu(), LaneKind::Compute, name, p);
}

const OpEvent& op_named(const EventBatch& b, const std::string& name) {
    for (const OpEvent& op : b.ops)
        if (op.name == name) return op;
    throw std::runtime_error("no op " + name);
}

EventBatch run_and_collect(Engine& e) {
    e.wait_all();
    e.profiler().flush();
    return e.profiler().history();
}

}  // namespace

class SimCpuLanesTest : public QObject {
    Q_OBJECT

  private slots:
    void multiThreadedGemmsShareTheCores() {
        // 1e7 FLOPs (above the BLAS threading threshold): 1 ms + 1 µs alone, every core.
        Engine e({.sim = two_core_cpu(), .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::MatMul, 1e7, 0));  // pushed at 1 µs
        // a (2 cores) and the front end (1) want 3 cores of 2: issuing b takes 1.5 µs, and a
        // runs at 2/3 of its speed meanwhile (1 µs of work done by 2.5 µs).
        push(e, vars, "b", props(OpKind::MatMul, 1e7, 0));
        const EventBatch h = run_and_collect(e);
        const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b");
        QCOMPARE(a.start, TimeNs{1'000});
        QCOMPARE(b.push, TimeNs{2'500});
        QCOMPARE(b.start, TimeNs{2'500});
        QCOMPARE(a.lane.index, 0);
        QCOMPARE(b.lane.index, 1);
        // From 2.5 µs the front end waits (wanting no core) and both ops want 2 cores of 2:
        // each runs at half speed. a had 1 ms left: it ends 2 ms later; b then has 1 µs of
        // work left, alone at full speed.
        QCOMPARE(a.end, TimeNs{2'002'500});
        QCOMPARE(b.end, TimeNs{2'003'500});
    }

    void aGemmBesideAnotherThreadRunsAtTheMeasuredShare() {
        // a: a multi-threaded GEMM (1 ms + 1 µs alone, every core); b: an elementwise op on
        // one core (the same). While b is issued (1 to 2.5 µs) and then while both run, the
        // busy threads want 3 cores of 2: an even share is 2/3 of a core's speed. A measured
        // efficiency of 0.5 leaves each a third.
        for (const double efficiency : {0.0, 0.5}) {
            auto config = two_core_cpu();
            config->cpu.oversubscribed_efficiency = efficiency;
            Engine e({.sim = config, .spin_us = 0});
            Vars vars(e);
            push(e, vars, "a", props(OpKind::MatMul, 1e7, 0));
            push(e, vars, "b", props(OpKind::Elementwise, 1e7, 0));
            const EventBatch h = run_and_collect(e);
            const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b");
            QCOMPARE(b.start, TimeNs{2'500});  // issuing is slowed by sharing alone
            if (efficiency == 0) {
                // Not modelled: a does 1 µs of work by 2.5 µs, its remaining 1 ms in 1.5 ms;
                // b, with 1 µs left then, finishes alone.
                QCOMPARE(a.end, TimeNs{1'502'500});
                QCOMPARE(b.end, TimeNs{1'503'500});
            } else {
                // a does 0.5 µs by 2.5 µs and its remaining 1.0005 ms at a third of its
                // speed; b has 0.5 µs left when a ends.
                QCOMPARE(a.end, TimeNs{3'004'000});
                QCOMPARE(b.end, TimeNs{3'004'500});
            }
        }
        // Two multi-threaded GEMMs share the cores evenly whatever the efficiency (the
        // kernels run them one at a time): as in multiThreadedGemmsShareTheCores.
        auto config = two_core_cpu();
        config->cpu.oversubscribed_efficiency = 0.5;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::MatMul, 1e7, 0));
        push(e, vars, "b", props(OpKind::MatMul, 1e7, 0));
        const EventBatch h = run_and_collect(e);
        // While b is issued, a shares with the front end: a third of its speed (0.5 µs of
        // work by 2.5 µs); then half, with b.
        QCOMPARE(op_named(h, "a").end, TimeNs{2'500 + 2'001'000});
        QCOMPARE(op_named(h, "b").end, TimeNs{2'500 + 2'001'000 + 500});
    }

    void singleThreadedOpsRunSideBySide() {
        // Compute-bound elementwise work: one core each, 2 cores: no slowdown once the front
        // end waits.
        Engine e({.sim = two_core_cpu(), .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::Elementwise, 1e7, 0));  // at 1 µs
        push(e, vars, "b", props(OpKind::Elementwise, 1e7, 0));  // at 2 µs: a and the front end
        // A small GEMM (below the threshold) also keeps to one core. While c is issued, a, b
        // and the front end want 3 cores of 2: it takes 1.5 µs, a and b run at 2/3 speed
        // (1 µs of work each in 1.5 µs).
        push(e, vars, "c", props(OpKind::MatMul, 4e5, 0));
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "c").push, TimeNs{3'500});
        QCOMPARE(op_named(h, "a").end, TimeNs{1'000 + 1'001'000 + 500});
        QCOMPARE(op_named(h, "b").end, TimeNs{2'000 + 1'001'000 + 500});
        // c waits for a lane: it starts when a ends, alone, 40 µs + 1 µs.
        QCOMPARE(op_named(h, "c").start, op_named(h, "a").end);
        QCOMPARE(op_named(h, "c").end - op_named(h, "c").start, TimeNs{41'000});
    }

    void memoryBoundOpsShareTheBandwidth() {
        // 1e7 bytes at 10 GB/s: 1 ms + 1 µs alone; two at once each get half the bandwidth.
        Engine e({.sim = two_core_cpu(), .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::Elementwise, 0, 1e7));
        push(e, vars, "b", props(OpKind::Elementwise, 0, 1e7));
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "a").end, TimeNs{2'002'000});
        QCOMPARE(op_named(h, "b").end, TimeNs{2'003'000});
    }

    void opsWithinACoresCacheRunAtItsBandwidthAndLeaveTheBusAlone() {
        // A cache of 1 MB at 100 GB/s: 1e6 bytes take 10 µs there instead of 100 µs over the
        // bus, and take no share of the bus from an op that streams 1e7 bytes beside them.
        auto config = two_core_cpu();
        config->cpu.cache_bytes = 1e6;
        config->cpu.cache_bandwidth = 1e11;
        QVERIFY(fits_in_cache(config->cpu, 1e6));
        QVERIFY(!fits_in_cache(config->cpu, 1e6 + 1));
        QCOMPARE(memory_seconds(config->cpu, 1e6), 1e-5);
        QCOMPARE(memory_seconds(config->cpu, 2e6), 2e-4);
        QCOMPARE(op_seconds(config->cpu, 0, 1e6, OpKind::Elementwise), 1e-5 + 1e-6);
        // Compute still bounds an op in the cache: 1e6 FLOP at 10 GFLOP/s is 100 µs.
        QCOMPARE(op_seconds(config->cpu, 1e6, 1e6, OpKind::Elementwise), 1e-4 + 1e-6);
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "stream", props(OpKind::Elementwise, 0, 1e7));
        push(e, vars, "cached", props(OpKind::Elementwise, 0, 1e6));
        const EventBatch h = run_and_collect(e);
        // Issued at 1 and 2 µs; each at full speed, plus its 1 µs launch latency.
        QCOMPARE(op_named(h, "stream").end, TimeNs{1'002'000});
        QCOMPARE(op_named(h, "cached").start, TimeNs{2'000});
        QCOMPARE(op_named(h, "cached").end, TimeNs{13'000});
        // Without a cache in the spec the same op takes the bus's 100 µs, half of it while
        // the other op shares the bus.
        DeviceSpec flat = config->cpu;
        flat.cache_bandwidth = 0;
        QVERIFY(!fits_in_cache(flat, 1e6));
        QCOMPARE(memory_seconds(flat, 1e6), 1e-4);
    }

    void theResidentSetKeepsTheMostRecentlyUsedBuffers() {
        ResidentSet cache(100);
        int a = 0, b = 0, c = 0, big = 0;
        cache.touch(&a, 40);
        cache.touch(&b, 40);
        QCOMPARE(cache.held(), 80.0);
        cache.touch(&a, 40);  // a is now the most recent: c pushes b out, not a
        cache.touch(&c, 30);
        QVERIFY(cache.holds(&a));
        QVERIFY(!cache.holds(&b));
        QVERIFY(cache.holds(&c));
        QCOMPARE(cache.held(), 70.0);
        cache.forget(&a);
        QVERIFY(!cache.holds(&a));
        QCOMPARE(cache.held(), 30.0);
        cache.forget(&a);  // forgetting what it does not hold changes nothing
        QCOMPARE(cache.held(), 30.0);
        // A buffer larger than the cache streams through it: it leaves nothing behind.
        cache.touch(&big, 101);
        QVERIFY(!cache.holds(&big));
        QVERIFY(!cache.holds(&c));
        QCOMPARE(cache.held(), 0.0);
        // Exactly the capacity fits.
        cache.touch(&big, 100);
        QVERIFY(cache.holds(&big));
    }

    void opsReadWhatTheCacheHoldsAtItsBandwidth() {
        // A cache of 1 MB at 100 GB/s beside memory at 10 GB/s. Each op below waits for the
        // one before it (they share arrays), so each runs alone on an idle CPU.
        auto config = two_core_cpu();
        config->cpu.cache_bytes = 1e6;
        config->cpu.cache_bandwidth = 1e11;
        Engine e({.sim = config, .spin_us = 0});
        QVERIFY(SimExecutor::of(e)->cpu_cache());
        QCOMPARE(SimExecutor::of(e)->cpu_cache()->capacity(), 1e6);
        Vars vars(e);
        VarHandle w = vars.make(6e5), b = vars.make(1e5), c = vars.make(1e5), big = vars.make(2e6);
        auto op = [&](const char* name, std::initializer_list<VarHandle> reads, VarHandle out,
                      double bytes) {
            e.push([](RunContext&) {}, reads, {out}, Device::cpu(), LaneKind::Compute, name,
                   props(OpKind::Elementwise, 0, bytes));
        };
        // load reads w, which no op touched yet, from memory; it writes b into the cache
        // (all it touches fits): 6e5 B at 10 GB/s + 1e5 B at 100 GB/s + 1 µs = 62 µs.
        op("load", {w}, b, 7e5);
        // again reads w and b, both held now, and writes c: 8e5 B at 100 GB/s + 1 µs.
        op("again", {w, b}, c, 8e5);
        // stream reads c from the cache and writes 2 MB, more than the cache holds: to
        // memory. 1e5 B at 100 GB/s + 2e6 B at 10 GB/s + 1 µs = 202 µs. It evicts everything.
        op("stream", {c}, big, 2.1e6);
        // cold (after stream's read of c) finds w evicted: 62 µs again, as load took.
        op("cold", {w}, c, 7e5);
        const EventBatch h = run_and_collect(e);
        const OpEvent &load = op_named(h, "load"), &again = op_named(h, "again"),
                      &stream = op_named(h, "stream"), &cold = op_named(h, "cold");
        QCOMPARE(load.start, TimeNs{1'000});
        QCOMPARE(load.end - load.start, TimeNs{62'000});
        QCOMPARE(again.start, load.end);
        QCOMPARE(again.end - again.start, TimeNs{9'000});
        QCOMPARE(stream.start, again.end);
        QCOMPARE(stream.end - stream.start, TimeNs{202'000});
        QCOMPARE(cold.start, stream.end);
        QCOMPARE(cold.end - cold.start, TimeNs{62'000});
        // What the cache holds now: cold's w and c; big passed through.
        const ResidentSet& cache = *SimExecutor::of(e)->cpu_cache();
        QVERIFY(cache.holds(w) && cache.holds(c));
        QVERIFY(!cache.holds(big) && !cache.holds(b));
        QCOMPARE(cache.held(), 7e5);
    }

    void arraysTellTheCacheModelTheirSizeAndLeaveItWhenFreed() {
        auto config = two_core_cpu();
        config->cpu.cache_bytes = 1e6;
        config->cpu.cache_bandwidth = 1e11;
        Engine e({.sim = config, .spin_us = 0});
        EngineScope scope(e);
        const ResidentSet& cache = *SimExecutor::of(e)->cpu_cache();
        {
            NDArray x = NDArray::ones({1000});
            NDArray y = NDArray::ones({1000});
            NDArray z = x + y;
            z.wait_to_read();
            QCOMPARE(cache.held(), 3 * 4000.0);  // float32: x and y written, z too
        }
        e.wait_all();
        QCOMPARE(cache.held(), 0.0);  // the freed buffers hold no place
        // A spec without a cache has no model of one.
        auto flat = two_core_cpu();
        Engine plain({.sim = flat, .spin_us = 0});
        QVERIFY(!SimExecutor::of(plain)->cpu_cache());
    }

    void sleepingWorkersTakeTheWakeTime() {
        auto config = two_core_cpu();
        config->cpu.wake_seconds = 5e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        VarHandle v = vars.make();
        push(e, vars, "a", opaque(1e5), v);  // 10 µs + 1 µs, at 1 µs
        push(e, vars, "b", opaque(1e5), v);  // after a, pushed at 2 µs
        push(e, vars, "c", opaque(1e5));     // independent, at 3 µs
        const EventBatch h = run_and_collect(e);
        const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b"), &c = op_named(h, "c");
        // Both workers sleep: a starts once lane 0 is awake, c once lane 1 is.
        QCOMPARE(a.start, TimeNs{6'000});
        QCOMPARE(a.lane.index, 0);
        QCOMPARE(c.start, TimeNs{8'000});
        QCOMPARE(c.lane.index, 1);
        // b becomes ready when a finishes: the same worker, awake, takes it at once.
        QCOMPARE(a.end, TimeNs{17'000});
        QCOMPARE(b.start, a.end);
        QCOMPARE(b.lane.index, 0);
    }

    void aSynchronousEngineWakesNoWorker() {
        auto config = two_core_cpu();
        config->cpu.wake_seconds = 5e-6;
        config->cpu.sync_seconds = 7e-6;
        Engine e({.mode = EngineMode::Synchronous, .sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::Elementwise, 1e5, 0));
        push(e, vars, "b", props(OpKind::Elementwise, 1e5, 0));
        const EventBatch h = run_and_collect(e);
        // Each op runs on the front end's own thread when pushed: no wake, no sync cost.
        QCOMPARE(op_named(h, "a").start, TimeNs{1'000});
        QCOMPARE(op_named(h, "a").end, TimeNs{12'000});
        QCOMPARE(op_named(h, "b").start, TimeNs{13'000});
    }

    void fusedOpsCostTheSumOfTheirKernels() {
        auto config = two_core_cpu(1);
        config->cpu.cores = 0;  // the lane has a core of its own: the front end takes none
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        const std::vector<CostPart> parts{{OpKind::MatMul, 1e7, 0}, {OpKind::Elementwise, 0, 1e7}};
        OpProps fused = props(OpKind::Fused, 1e7, 1e7);
        fused.parts = &parts;
        push(e, vars, "fused", fused);
        push(e, vars, "whole", props(OpKind::Fused, 1e7, 1e7));
        const EventBatch h = run_and_collect(e);
        // One launch, then 1 ms of GEMM and 1 ms of streaming one after the other...
        const OpEvent& f = op_named(h, "fused");
        QCOMPARE(f.end - f.start, TimeNs{2'001'000});
        // ...where a roofline of the totals would overlap them.
        const OpEvent& w = op_named(h, "whole");
        QCOMPARE(w.end - w.start, TimeNs{1'001'000});
    }

    void theFrontEndSharesTheCoresWhileItIssues() {
        // One core: a long op and the front end share it while the front end issues.
        auto config = two_core_cpu(1);
        config->cpu.cores = 1;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "long", props(OpKind::Elementwise, 1e7, 0));  // 1 ms + 1 µs, at 1 µs
        push(e, vars, "x", props(OpKind::Elementwise, 0, 0));
        push(e, vars, "y", props(OpKind::Elementwise, 0, 0));
        const EventBatch h = run_and_collect(e);
        // Each later push wants the core the long op runs on: 2 µs instead of 1.
        QCOMPARE(op_named(h, "long").push, TimeNs{1'000});
        QCOMPARE(op_named(h, "x").push, TimeNs{3'000});
        QCOMPARE(op_named(h, "y").push, TimeNs{5'000});
        // The long op ran at half speed for those 4 µs (2 µs of work done), then alone once
        // the front end waited: it ends 999 µs after 5 µs.
        QCOMPARE(op_named(h, "long").end, TimeNs{1'004'000});
        // x and y (launch latency alone) follow on the one lane.
        QCOMPARE(op_named(h, "x").start, op_named(h, "long").end);
        QCOMPARE(op_named(h, "x").end - op_named(h, "x").start, TimeNs{1'000});
    }

    void workersDoTheirBookkeepingAfterEachOp() {
        auto config = two_core_cpu();
        config->cpu.cores = 0;  // no sharing: the bookkeeping alone is under test
        config->cpu.wake_seconds = 5e-6;
        config->cpu.dispatch_seconds = 2e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        VarHandle v = vars.make();
        push(e, vars, "a", props(OpKind::Elementwise, 1e5, 0), v);  // 10 µs + 1 µs, at 1 µs
        push(e, vars, "b", props(OpKind::Elementwise, 1e5, 0), v);  // after a
        const EventBatch h = run_and_collect(e);
        const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b");
        QCOMPARE(a.start, TimeNs{6'000});
        QCOMPARE(a.end, TimeNs{17'000});
        // The worker that ran a keeps b for itself: it starts once its 2 µs of bookkeeping
        // are done, on the same lane; the sleeping worker is not woken for it (that would
        // take 5 µs).
        QCOMPARE(b.start, TimeNs{19'000});
        QCOMPARE(b.lane.index, a.lane.index);
        QCOMPARE(b.end - b.start, TimeNs{11'000});
    }

    void bookkeepingWantsACore() {
        // Two lanes, one core, no front end cost: a finished worker's bookkeeping slows the
        // op that the other worker runs.
        auto config = two_core_cpu();
        config->cpu.cores = 1;
        config->cpu.dispatch_seconds = 4e-6;
        config->frontend_seconds_per_op = 0;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "short", opaque(0));   // 1 µs alone
        push(e, vars, "long", opaque(1e6));  // 100 µs + 1 µs
        const EventBatch h = run_and_collect(e);
        const OpEvent &s = op_named(h, "short"), &l = op_named(h, "long");
        // Both start at 0 on their own lanes and share the core: short ends at 2 µs. The
        // bookkeeping (4 µs of work) then shares it with long for 8 µs, during which long
        // gets 4 µs of work done; long had 100 µs left at 2 µs, so it ends 4 µs later than
        // it would alone: 2 + 8 + 96 = 106 µs.
        QCOMPARE(s.start, TimeNs{0});
        QCOMPARE(l.start, TimeNs{0});
        QCOMPARE(s.end, TimeNs{2'000});
        QCOMPARE(l.end, TimeNs{106'000});
    }

    void aPushThatWakesAWorkerCostsTheFrontEndTheNotify() {
        auto config = two_core_cpu();
        config->cpu.cores = 0;  // no sharing: the notify cost alone is under test
        config->cpu.wake_seconds = 5e-6;
        config->cpu.notify_seconds = 3e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        const SimExecutor& sim = *SimExecutor::of(e);
        // a, pushed at 1 µs, wakes lane 0 (it starts at 6 µs); waking it costs the front end
        // 3 µs.
        push(e, vars, "a", opaque(1e5));  // 10 µs + 1 µs
        QCOMPARE(sim.frontend(), TimeNs{4'000});
        // b, pushed at 5 µs, wakes lane 1 (nobody spins, lane 0 is being woken): 3 µs more.
        push(e, vars, "b", opaque(0));  // 1 µs
        QCOMPARE(sim.frontend(), TimeNs{8'000});
        // c, pushed at 9 µs, finds no sleeping worker: it waits in the queue, free of charge,
        // until lane 1 (awake at 10 µs, b until 11 µs) takes it.
        push(e, vars, "c", opaque(0));
        QCOMPARE(sim.frontend(), TimeNs{9'000});
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{2});
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "a").start, TimeNs{6'000});
        QCOMPARE(op_named(h, "b").push, TimeNs{5'000});
        QCOMPARE(op_named(h, "b").start, TimeNs{10'000});
        QCOMPARE(op_named(h, "c").push, TimeNs{9'000});
        QCOMPARE(op_named(h, "c").start, TimeNs{11'000});
        QCOMPARE(op_named(h, "c").lane.index, 1);
    }

    void aWakeUpCostsItsWakerOnlyWhenNoCoreIsFree_data() {
        QTest::addColumn<int>("cores");
        QTest::addColumn<qint64>("afterA");
        QTest::addColumn<qint64>("afterB");
        // a, pushed at 1 µs, wakes lane 0; b, pushed 1 µs after a's push returns, wakes
        // lane 1. Each wake-up costs the front end 3 µs when the woken worker finds every
        // core taken: by the front end, and for b by lane 0, being woken too.
        QTest::newRow("no core count: always") << 0 << qint64{4'000} << qint64{8'000};
        QTest::newRow("1 core: the front end's") << 1 << qint64{4'000} << qint64{8'000};
        QTest::newRow("2 cores: b's lane") << 2 << qint64{1'000} << qint64{5'000};
        QTest::newRow("3 cores: never") << 3 << qint64{1'000} << qint64{2'000};
    }

    void aWakeUpCostsItsWakerOnlyWhenNoCoreIsFree() {
        QFETCH(int, cores);
        QFETCH(qint64, afterA);
        QFETCH(qint64, afterB);
        auto config = two_core_cpu();
        config->cpu.cores = cores;
        config->cpu.wake_seconds = 5e-6;
        config->cpu.notify_seconds = 3e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        const SimExecutor& sim = *SimExecutor::of(e);
        push(e, vars, "a", opaque(1e5));  // runs from 6 µs on: nothing shares a core before
        QCOMPARE(sim.frontend(), TimeNs{afterA});
        push(e, vars, "b", opaque(0));
        QCOMPARE(sim.frontend(), TimeNs{afterB});
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{2});
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "a").lane.index, 0);
        QCOMPARE(op_named(h, "b").lane.index, 1);
    }

    void aLongNotifyDoesNotMakeEveryPushWakeAWorker() {
        // Measured on a busy 2-core machine, a notify can outlast a wake-up plus the spin
        // budget. If a push that wakes a worker onto a free core paid it, the worker would
        // run the op and spin out its budget before the front end's next push, which would
        // then wake it again, and so on: every op a wake-up. A short op after a sync, with
        // the worker spinning, wakes nobody.
        auto config = two_core_cpu();
        config->cpu.wake_seconds = 25e-6;
        config->cpu.notify_seconds = 76e-6;
        config->cpu.sync_seconds = 20e-6;
        Engine e({.sim = config, .spin_us = 50});
        Vars vars(e);
        VarHandle v = vars.make();
        for (int rep = 0; rep < 50; ++rep) {
            for (int i = 0; i < 3; ++i) push(e, vars, "x", props(OpKind::Elementwise, 0, 0));
            push(e, vars, "z", props(OpKind::Elementwise, 0, 0), v);
            e.wait_to_read(v);
        }
        run_and_collect(e);
        QVERIFY2(e.cpu_wakeups() <= 2, std::to_string(e.cpu_wakeups()).c_str());
    }

    void aWorkerThatWakesAnotherPaysInItsBookkeeping() {
        auto config = two_core_cpu();
        config->cpu.cores = 0;
        config->cpu.wake_seconds = 5e-6;
        config->cpu.notify_seconds = 3e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        VarHandle v = vars.make(), vb = vars.make(), vc = vars.make();
        // a (1 µs) is pushed at 1 µs and wakes lane 0: it runs 6..7 µs. b and c, pushed at 5
        // and 6 µs, both read what a writes.
        push(e, vars, "a", opaque(0), v);
        e.push([](RunContext&) {}, {v}, {vb}, Device::cpu(), LaneKind::Compute, "b", opaque(0));
        e.push([](RunContext&) {}, {v}, {vc}, Device::cpu(), LaneKind::Compute, "c", opaque(0));
        const EventBatch h = run_and_collect(e);
        const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b"), &c = op_named(h, "c");
        QCOMPARE(a.start, TimeNs{6'000});
        QCOMPARE(a.end, TimeNs{7'000});
        // a's end makes both ready: lane 0 keeps b for itself, queues c and wakes lane 1 for
        // it. That costs lane 0 3 µs of bookkeeping before b: b runs 10..11 µs. Lane 0 then
        // takes c from the queue at 11 µs, before lane 1 is awake (12 µs).
        QCOMPARE(b.lane.index, 0);
        QCOMPARE(b.start, TimeNs{10'000});
        QCOMPARE(c.lane.index, 0);
        QCOMPARE(c.start, TimeNs{11'000});
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{2});
    }

    void aWorkerBusyWithItsBookkeepingSparesAWakeUpForAShortOp_data() {
        QTest::addColumn<bool>("shortOps");
        QTest::addColumn<int>("wakeups");
        // As the real engine decides: a push with no spinning worker wakes a sleeping one for
        // an op it cannot tell short, even when a worker about to look at the queue would
        // take the op first...
        QTest::newRow("unknown cost") << false << 2;
        // ...but not for a short op (known kind, no cost beyond the launch): the worker busy
        // with its bookkeeping after one will look at the queue sooner than a sleeper wakes.
        QTest::newRow("short") << true << 1;
    }

    void aWorkerBusyWithItsBookkeepingSparesAWakeUpForAShortOp() {
        QFETCH(bool, shortOps);
        QFETCH(int, wakeups);
        auto config = two_core_cpu();
        config->cpu.cores = 0;
        config->cpu.wake_seconds = 5e-6;
        config->cpu.dispatch_seconds = 4e-6;
        config->frontend_seconds_per_op = 8e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        const OpProps p = shortOps ? props(OpKind::Elementwise, 0, 0) : opaque(0);
        push(e, vars, "a", p);  // at 8 µs: 13..14 µs on lane 0
        push(e, vars, "b", p);  // at 16 µs
        const EventBatch h = run_and_collect(e);
        const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b");
        QCOMPARE(a.start, TimeNs{13'000});
        QCOMPARE(a.lane.index, 0);
        // Lane 0, done with its bookkeeping at 18 µs, takes b; when b woke lane 1 (awake at
        // 21 µs), that wake-up was spent for nothing.
        QCOMPARE(b.start, TimeNs{18'000});
        QCOMPARE(b.lane.index, 0);
        QCOMPARE(e.cpu_wakeups(), std::uint64_t(wakeups));
    }

    void aWorkerThatMovesOnToALongOpWakesASleeperForWhatItLeftQueued() {
        auto config = two_core_cpu();
        config->cpu.cores = 0;
        config->cpu.wake_seconds = 5e-6;
        config->cpu.dispatch_seconds = 4e-6;
        config->frontend_seconds_per_op = 4e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        VarHandle v = vars.make(), vl = vars.make();
        // s (short), pushed at 4 µs, wakes lane 0: it runs 9..10 µs. long reads what s
        // writes (pushed at 8 µs): when s ends the queue is empty, so lane 0 keeps long for
        // itself and does its bookkeeping first, 10..14 µs.
        push(e, vars, "s", props(OpKind::Elementwise, 0, 0), v);
        e.push([](RunContext&) {}, {v}, {vl}, Device::cpu(), LaneKind::Compute, "long",
               opaque(1e6));
        // x (short), pushed at 12 µs, is left to lane 0, which is about to look at the queue.
        push(e, vars, "x", props(OpKind::Elementwise, 0, 0));
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{1});
        const EventBatch h = run_and_collect(e);
        // At 14 µs lane 0 starts long instead (101 µs): it wakes lane 1 for x, which runs it
        // at 19 µs rather than after long.
        QCOMPARE(op_named(h, "long").start, TimeNs{14'000});
        QCOMPARE(op_named(h, "long").lane.index, 0);
        QCOMPARE(op_named(h, "x").push, TimeNs{12'000});
        QCOMPARE(op_named(h, "x").start, TimeNs{19'000});
        QCOMPARE(op_named(h, "x").lane.index, 1);
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{2});
    }

    void shortOpsWakeASleeperOnlyBeyondWhatTheAwakeWorkersTake_data() {
        QTest::addColumn<int>("queued");
        QTest::addColumn<bool>("lastIsLong");
        QTest::addColumn<int>("wakeups");
        // While lane 0 runs a short op, up to kShortOpsPerWorker short ops wait for it...
        QTest::newRow("4 short") << 4 << false << 1;
        // ...one more wakes lane 1...
        QTest::newRow("5 short") << 5 << false << 2;
        // ...and so does an op that is not short, queued beyond what lane 0 takes...
        QTest::newRow("short, long") << 2 << true << 2;
        // ...but not one that lane 0 takes next anyway.
        QTest::newRow("long") << 1 << true << 1;
    }

    void shortOpsWakeASleeperOnlyBeyondWhatTheAwakeWorkersTake() {
        QFETCH(int, queued);
        QFETCH(bool, lastIsLong);
        QFETCH(int, wakeups);
        auto config = two_core_cpu();
        config->cpu.cores = 0;
        config->cpu.mem_bandwidth = 1e8;  // 100 MB/s: a short op can take a while here
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        // "first" (10 kB: short), pushed at 1 µs, wakes lane 0 (at once), which runs it for
        // 100 µs + 1 µs; the others are pushed at 2, 3, ... µs, while it runs.
        push(e, vars, "first", props(OpKind::Elementwise, 0, 1e4));
        for (int i = 0; i < queued; ++i) {
            const bool is_long = lastIsLong && i == queued - 1;
            push(e, vars, "op" + std::to_string(i),
                 is_long ? props(OpKind::Elementwise, 1e6, 0) : props(OpKind::Elementwise, 0, 0));
        }
        QCOMPARE(e.cpu_wakeups(), std::uint64_t(wakeups));
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "first").start, TimeNs{1'000});
        QCOMPARE(op_named(h, "first").end, TimeNs{102'000});
        // Asleep, lane 1 leaves the queue to lane 0, done at 102 µs; woken by the last push,
        // at 1 + queued µs, it takes op0 at once.
        const TimeNs woken = (1 + queued) * TimeNs{1'000};
        QCOMPARE(op_named(h, "op0").start, wakeups == 1 ? TimeNs{102'000} : woken);
        QCOMPARE(op_named(h, "op0").lane.index, wakeups == 1 ? 0 : 1);
    }

    void anIdleWorkerSpinsBeforeItSleeps() {
        auto config = two_core_cpu();
        config->cpu.wake_seconds = 10e-6;
        config->frontend_seconds_per_op = 25e-6;
        Engine e({.sim = config, .spin_us = 20});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::Elementwise, 0, 0));  // 1 µs each
        push(e, vars, "b", props(OpKind::Elementwise, 0, 0));
        push(e, vars, "c", props(OpKind::Elementwise, 0, 0));
        const EventBatch h = run_and_collect(e);
        const OpEvent &a = op_named(h, "a"), &b = op_named(h, "b"), &c = op_named(h, "c");
        // a, pushed at 25 µs, wakes the sleeping worker 0: it runs 35..36 µs, and worker 0
        // then spins until 56 µs.
        QCOMPARE(a.push, TimeNs{25'000});
        QCOMPARE(a.start, TimeNs{35'000});
        // b, pushed at 50 µs, is taken at once by the spinner (no wake-up, no other worker);
        // worker 0 spins again from 51 to 71 µs.
        QCOMPARE(b.push, TimeNs{50'000});
        QCOMPARE(b.start, TimeNs{50'000});
        QCOMPARE(b.lane.index, 0);
        // c, pushed at 75 µs, finds every worker asleep: worker 0 is woken again.
        QCOMPARE(c.push, TimeNs{75'000});
        QCOMPARE(c.start, TimeNs{85'000});
        QCOMPARE(c.lane.index, 0);
    }

    void aSpinningWorkerYieldsItsCore() {
        // bookkeepingWantsACore's machine without bookkeeping: one core, two lanes.
        auto config = two_core_cpu();
        config->cpu.cores = 1;
        config->frontend_seconds_per_op = 0;
        Engine e({.sim = config, .spin_us = 20});
        Vars vars(e);
        push(e, vars, "short", opaque(0));   // 1 µs alone
        push(e, vars, "long", opaque(1e6));  // 100 µs + 1 µs
        const EventBatch h = run_and_collect(e);
        // short and long share the core until short ends at 2 µs; short's worker then spins
        // for 20 µs, yielding the core to long, which had 100 µs left: it ends at 102 µs.
        QCOMPARE(op_named(h, "short").end, TimeNs{2'000});
        QCOMPARE(op_named(h, "long").end, TimeNs{102'000});
    }

    void aWorkerThatWakesTheFrontEndPaysTheNotify_data() {
        QTest::addColumn<int>("spinUs");
        QTest::addColumn<qint64>("bStart");
        // Asleep at the gate (no spin): a's worker notifies it before it runs b.
        QTest::newRow("front end asleep") << 0 << qint64{10'000};
        // Still spinning when a ends: it sees the gate open by itself, nobody notifies.
        QTest::newRow("front end spinning") << 50 << qint64{7'000};
    }

    void aWorkerThatWakesTheFrontEndPaysTheNotify() {
        QFETCH(int, spinUs);
        QFETCH(qint64, bStart);
        auto config = two_core_cpu(1);
        config->cpu.cores = 0;  // no sharing: the waits alone are under test
        config->cpu.wake_seconds = 5e-6;
        config->cpu.notify_seconds = 3e-6;
        config->cpu.sync_seconds = 2e-6;
        Engine e({.sim = config, .spin_us = spinUs});
        Vars vars(e);
        const SimExecutor& sim = *SimExecutor::of(e);
        VarHandle va = vars.make(), vb = vars.make();
        // a (1 µs), pushed at 1 µs, wakes the worker (the front end pays 3 µs): a runs
        // 6..7 µs. b, pushed at 5 µs, reads what a writes; so does the sync that follows.
        push(e, vars, "a", props(OpKind::Elementwise, 0, 0), va);
        e.push([](RunContext&) {}, {va}, {vb}, Device::cpu(), LaneKind::Compute, "b",
               props(OpKind::Elementwise, 0, 0));
        e.wait_to_read(va);
        // a's end grants b (its worker keeps it) and opens the gate.
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "a").end, TimeNs{7'000});
        QCOMPARE(op_named(h, "b").start, TimeNs{bStart});
        // A front end that slept resumes 2 µs after a's end; one that spun at once.
        QCOMPARE(h.syncs.front().end, spinUs == 0 ? TimeNs{9'000} : TimeNs{7'000});
        QVERIFY(sim.frontend() >= h.syncs.front().end);
    }

    void aWorkerThatEmptiesTheEngineWakesWaitAll() {
        // The front end sleeps in wait_all at once; the worker whose op ends the last one in
        // flight notifies it (3 µs of bookkeeping), and is still at it when the front end,
        // awake 1 µs later, pushes c: c waits for the worker instead of waking it.
        auto config = two_core_cpu(1);
        config->cpu.cores = 0;
        config->cpu.wake_seconds = 5e-6;
        config->cpu.notify_seconds = 3e-6;
        config->cpu.sync_seconds = 1e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::Elementwise, 0, 0));  // at 1 µs: runs 6..7 µs
        e.wait_all();
        const SimExecutor& sim = *SimExecutor::of(e);
        QCOMPARE(sim.frontend(), TimeNs{8'000});
        push(e, vars, "c", props(OpKind::Elementwise, 0, 0));  // at 9 µs
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "c").start, TimeNs{10'000});
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{1});
    }

    void opsThatEndBeforeWaitAllWakeNobody() {
        // a (2 µs) is pushed at 1 µs and wakes the worker: it runs 2..4 µs, while the front
        // end pays the 10 µs notify and reaches wait_all at 11 µs. Nobody was asleep in
        // wait_all when a ended, so a's worker notifies nobody and sleeps: c's push at 12 µs
        // wakes it, and c runs at 13 µs (after a spurious notify, at 14 µs, unwoken).
        auto config = two_core_cpu(1);
        config->cpu.cores = 0;
        config->cpu.wake_seconds = 1e-6;
        config->cpu.notify_seconds = 10e-6;
        config->cpu.sync_seconds = 1e-6;
        Engine e({.sim = config, .spin_us = 0});
        Vars vars(e);
        push(e, vars, "a", props(OpKind::Elementwise, 1e4, 0));
        e.wait_all();
        const SimExecutor& sim = *SimExecutor::of(e);
        QCOMPARE(sim.frontend(), TimeNs{11'000});  // nothing to wait for: no wake-up cost
        push(e, vars, "c", props(OpKind::Elementwise, 0, 0));
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "a").end, TimeNs{4'000});
        QCOMPARE(op_named(h, "c").start, TimeNs{13'000});
        QCOMPARE(e.cpu_wakeups(), std::uint64_t{2});
    }

    void aSyncSpinsBeforeItSleeps() {
        auto config = two_core_cpu();
        config->cpu.cores = 0;  // no sharing: the waits alone are under test
        config->cpu.sync_seconds = 5e-6;
        config->cpu.handoff_seconds = 0.5e-6;
        Engine e({.sim = config, .spin_us = 20});
        Vars vars(e);
        const SimExecutor& sim = *SimExecutor::of(e);
        VarHandle va = vars.make(), vb = vars.make(), vc = vars.make();
        push(e, vars, "a", props(OpKind::Elementwise, 0, 0), va);  // at 1 µs, runs 1..2 µs
        e.wait_to_read(va);
        // The front end spun from 1 µs; a ended within the budget: resuming costs the
        // hand-off, 0.5 µs.
        QCOMPARE(sim.frontend(), TimeNs{2'500});
        // b (11 µs) is pushed at 3.5 µs and taken at once by the worker spinning since 2 µs;
        // it ends at 14.5 µs, within the front end's budget (3.5..23.5 µs).
        push(e, vars, "b", props(OpKind::Elementwise, 1e5, 0), vb);
        e.wait_to_read(vb);
        QCOMPARE(sim.frontend(), TimeNs{15'000});
        // c (31 µs), pushed at 16 µs, ends at 47 µs: the front end spun until 36 µs and slept,
        // so it resumes 5 µs after c's end.
        push(e, vars, "c", props(OpKind::Elementwise, 3e5, 0), vc);
        e.wait_to_read(vc);
        QCOMPARE(sim.frontend(), TimeNs{52'000});
        const EventBatch h = run_and_collect(e);
        QCOMPARE(op_named(h, "b").start, TimeNs{3'500});
        QCOMPARE(op_named(h, "c").start, TimeNs{16'000});
        QCOMPARE(op_named(h, "c").end, TimeNs{47'000});
    }

    void smallGemmsUseTheirMeasuredRate() {
        DeviceSpec d{"cpu", DeviceType::CPU, 1e10, 1e12, 1e9, 1e-6, "test"};
        d.cores = 4;
        QCOMPARE(op_cores(d, OpKind::MatMul, 1e7), 4);
        QCOMPARE(op_cores(d, OpKind::MatMul, kParallelGemmFlops), 1);
        QCOMPARE(op_cores(d, OpKind::Elementwise, 1e9), 1);
        QCOMPARE(op_seconds(d, 4e5, 0, OpKind::MatMul), 4e-5 + 1e-6);  // at peak_flops
        d.small_gemm_flops = 1e9;
        QCOMPARE(op_seconds(d, 4e5, 0, OpKind::MatMul), 4e-4 + 1e-6);  // one core's rate
        QCOMPARE(op_seconds(d, 1e7, 0, OpKind::MatMul), 1e-3 + 1e-6);  // large: peak again
        QCOMPARE(kernel_seconds(d, 4e5, 0, OpKind::MatMul), 4e-4);
        // A measured cost per small product comes on top of its FLOPs, however few; a large
        // product does not pay it.
        d.small_gemm_seconds = 2e-7;
        QCOMPARE(kernel_seconds(d, 4e5, 0, OpKind::MatMul), 4e-4 + 2e-7);
        QCOMPARE(kernel_seconds(d, 512, 0, OpKind::MatMul), 512 / 1e9 + 2e-7);
        QCOMPARE(kernel_seconds(d, 1e7, 0, OpKind::MatMul), 1e-3);
        QCOMPARE(kernel_seconds(d, 4e5, 0, OpKind::Elementwise), 4e-5);
    }

    void theSameProgramGivesTheSameTimes() {
        auto once = [] {
            auto config = two_core_cpu();
            config->cpu.wake_seconds = 3e-6;
            Engine e({.sim = config, .spin_us = 0});
            Vars vars(e);
            VarHandle v = vars.make();
            for (int i = 0; i < 50; ++i) {
                push(e, vars, "g" + std::to_string(i),
                     props(OpKind::MatMul, 1e6 * (i % 7 + 1), 1e5));
                push(e, vars, "s" + std::to_string(i),
                     props(OpKind::Elementwise, 1e3, 1e6 * (i % 3)), i % 4 ? v : nullptr);
            }
            std::vector<TimeNs> t;
            for (const OpEvent& op : run_and_collect(e).ops) {
                t.push_back(op.start);
                t.push_back(op.end);
            }
            return t;
        };
        const auto first = once();
        QCOMPARE(first.size(), std::size_t{200});
        QCOMPARE(once(), first);
    }
};

QTEST_GUILESS_MAIN(SimCpuLanesTest)
#include "test_sim_cpu_lanes.moc"
