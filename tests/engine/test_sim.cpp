// Simulated execution: the same engine on a virtual clock. Durations follow the roofline
// cost model, copies follow their link, the front end pays per op and moves to the ready
// time at sync points; runs are deterministic to the byte.
#include <QtTest>

#include <cmath>

#include "engine/array/ndarray.h"
#include "engine/memory/storage.h"
#include "engine/nn/blocks.h"
#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/sim_executor.h"

using namespace asynclab;

namespace {

/// A GPU whose numbers make hand computation easy: 1 TFLOP/s, 100 GB/s, 5 µs launch.
DeviceSpec round_gpu() {
    return {"round GPU", DeviceType::GPU, 1e12, 1e11, 1e9, 5e-6, "test"};
}

std::shared_ptr<SimConfig> machine(int gpus = 1) {
    auto c = std::make_shared<SimConfig>();
    c->cpu = {"round CPU", DeviceType::CPU, 1e10, 1e10, 1e9, 1e-6, "test"};
    for (int i = 0; i < gpus; ++i) c->gpus.push_back(round_gpu());
    c->host_link = {"link", 1e10, 2e-6, "test"};  // 10 GB/s, 2 µs
    c->peer_link = {"peer", 5e10, 1e-6, "test"};
    c->frontend_seconds_per_op = 10e-6;
    return c;
}

const OpEvent* find_op(const EventBatch& b, const std::string& name, int nth = 0) {
    for (auto& e : b.ops)
        if (e.name == name && nth-- == 0) return &e;
    return nullptr;
}

EventBatch history(Engine& e) {
    e.profiler().flush();
    return e.profiler().history();
}

/// A small fixed program: the dependency toy, a GPU matmul chain, a copy back.
std::string run_program(std::shared_ptr<SimConfig> config) {
    Engine engine({.sim = config});
    EngineScope scope(engine);
    NDArray x = NDArray::ones({1, 2});
    NDArray y = NDArray::ones({1, 2});
    NDArray z = x * y + 2;
    NDArray a = NDArray::uniform({64, 64}, -1, 1, 3u, Device::gpu(0));
    for (int i = 0; i < 4; ++i) a = relu(dot(a, a)) * 0.01;
    NDArray back = a.copy_to(Device::cpu());
    (void)back.to_host();
    (void)sum(z).item();
    engine.wait_all();
    return chrome_trace_string(history(engine), {"sim", engine.lanes()});
}

}  // namespace

class SimTest : public QObject {
    Q_OBJECT

  private slots:
    void firstWritesToNewMemoryLengthenTheOp() {
        auto config = machine(0);
        config->cpu.first_touch_seconds_per_byte = 1e-9;  // 1 ns per byte
        Engine engine({.sim = config});
        EngineScope scope(engine);
        {
            NDArray a = NDArray::zeros({1000, 250});  // 1e6 bytes in a block new from the system
            a.wait_to_read();
        }
        engine.wait_all();                        // freed: the block goes to the pool
        NDArray b = NDArray::zeros({1000, 250});  // the same size: the pool's block
        b.wait_to_read();
        const auto h = history(engine);
        const OpEvent* fresh = find_op(h, "zeros", 0);
        const OpEvent* reused = find_op(h, "zeros", 1);
        QVERIFY(fresh && reused);
        // 1e6 bytes written / 1e10 = 100 us, plus 1 us; the new block (1e6 bytes rounded up
        // to whole pages: 245 x 4096) is written for the first time at 1 ns per byte.
        QCOMPARE(reused->end - reused->start, TimeNs{101'000});
        QCOMPARE(fresh->end - fresh->start, TimeNs{101'000 + 245 * 4096});
        const MemoryStats stats = engine.storage().stats(Device::cpu());
        QCOMPARE(stats.system_allocations, std::uint64_t{1});
        QCOMPARE(stats.system_bytes, std::uint64_t{245 * 4096});
    }

    void fillsAreDrawnAsWhatTheyDo() {
        // A constant is a memset (elementwise), random numbers are random, host values a copy.
        Engine engine({.sim = machine(0)});
        EngineScope scope(engine);
        const std::vector<double> values{1, 2, 3};
        NDArray a = NDArray::ones({4});
        NDArray b = NDArray::normal({4});
        NDArray c = NDArray::from_values({3}, values);
        engine.wait_all();
        const auto h = history(engine);
        QCOMPARE(find_op(h, "ones")->kind, OpKind::Elementwise);
        QCOMPARE(find_op(h, "normal")->kind, OpKind::Random);
        QCOMPARE(find_op(h, "from_host")->kind, OpKind::Copy);
    }

    void hostCopiesCostTheFrontEndTheirBytes() {
        for (const double first_touch : {0.0, 1e-9}) {
            auto config = machine(0);
            config->cpu.first_touch_seconds_per_byte = first_touch;
            Engine engine({.sim = config});
            EngineScope scope(engine);
            NDArray x = NDArray::full({1000, 250}, 2.0);
            x.wait_to_read();
            const TimeNs t0 = engine.profiler().now();
            const std::vector<double> v = x.to_host();
            const TimeNs t1 = engine.profiler().now();
            QCOMPARE(v.size(), std::size_t{250'000});
            QCOMPARE(v.back(), 2.0);
            // It reads 1e6 bytes of float32 and writes 2e6 bytes of doubles at 10 GB/s:
            // 300 us; a new buffer's first writes add 2e6 x the first-touch cost.
            QCOMPARE(t1 - t0,
                     TimeNs{300'000} + static_cast<TimeNs>(std::llround(2e6 * first_touch * 1e9)));
        }
    }

    void costModelGivesHandComputedDurations() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        NDArray a = NDArray::zeros({1000, 1000}, Device::gpu(0));
        NDArray b = dot(a, a);
        b.wait_to_read();
        const auto h = history(engine);
        const OpEvent* mm = find_op(h, "dot");
        QVERIFY(mm);
        // On the GPU: 2e9 FLOP / 1e12 = 2 ms; 12e6 bytes / 1e11 = 120 µs; the larger.
        QCOMPARE(mm->end - mm->start, TimeNs{2'000'000});
        const OpEvent* fill = find_op(h, "zeros");
        // 4e6 bytes written / 1e11 = 40 µs, after its launch of 5 µs.
        QCOMPARE(fill->end - fill->start, TimeNs{40'000});
        QCOMPARE(fill->start - fill->push, TimeNs{5'000});
        // dot was launched while the fill ran: it starts when the fill ends.
        QCOMPARE(mm->start, fill->end);
        QCOMPARE(op_seconds(round_gpu(), 2e9, 12e6), 2.005e-3);
        QCOMPARE(copy_seconds(machine()->host_link, 1e6), 2e-6 + 1e-4);
    }

    void frontEndPaysPerOpAndSyncPointsMoveItsClock() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        NDArray a = NDArray::zeros({1000, 1000}, Device::gpu(0));
        NDArray b = dot(a, a);
        NDArray c = dot(b, a);
        c.wait_to_read();
        const auto h = history(engine);
        const OpEvent *zeros = find_op(h, "zeros"), *d0 = find_op(h, "dot"),
                      *d1 = find_op(h, "dot", 1);
        QCOMPARE(zeros->push, TimeNs{10'000});  // 10 µs per issued op
        QCOMPARE(d0->push, TimeNs{20'000});
        QCOMPARE(d1->push, TimeNs{30'000});
        QCOMPARE(h.syncs.size(), std::size_t{1});
        const SyncEvent& s = h.syncs[0];
        QCOMPARE(s.kind, SyncKind::WaitToRead);
        QCOMPARE(s.begin, TimeNs{30'000});  // the front end blocked right after issuing
        QCOMPARE(s.end, d1->end);           // and resumed when c was ready
        QCOMPARE(SimExecutor::of(engine)->frontend(), d1->end);
    }

    void aFrontEndThatMeasuresItselfPaysWhatItMeasured() {
        // An embedded interpreter's clock: each push costs what it reports (3 µs, then 4,
        // ...), even inside a layer's modelled rate; it hears of each push once it is over.
        struct Clock final : SimExecutor::IssueClock {
            double next = 3e-6;
            int pushes = 0;
            double seconds() override { return next; }
            void pushed() override {
                ++pushes;
                next += 1e-6;
            }
        } clock;
        Engine engine({.sim = machine(0)});
        EngineScope scope(engine);
        SimExecutor& sim = *SimExecutor::of(engine);
        QCOMPARE(sim.set_issue_clock(&clock), nullptr);
        const ScopedIssueCost modelled(&sim, 25e-6);
        NDArray a = NDArray::ones({2, 2});
        NDArray b = a + 1;
        QCOMPARE(clock.pushes, 2);
        QCOMPARE(sim.frontend(), TimeNs{7'000});
        sim.front_end_works(1e-6);  // before a sync point
        QCOMPARE(sim.frontend(), TimeNs{8'000});
        b.wait_to_read();
        auto h = history(engine);
        QVERIFY(find_op(h, "ones") && find_op(h, "add_scalar"));
        QCOMPARE(find_op(h, "ones")->push, TimeNs{3'000});
        QCOMPARE(find_op(h, "add_scalar")->push, TimeNs{7'000});
        QCOMPARE(sim.set_issue_clock(nullptr), &clock);
        const TimeNs before = sim.frontend();
        NDArray c = b + 1;  // the modelled cost again
        c.wait_to_read();
        h = history(engine);
        QVERIFY(find_op(h, "add_scalar", 1));
        QCOMPARE(find_op(h, "add_scalar", 1)->push, before + 25'000);
    }

    void aNetworksLayersCostTheFrontEndTheirOwnRate() {
        // 10 µs per op issued; 25 µs per op that a network's layers push while it is called.
        for (const double layer : {25e-6, 0.0}) {
            auto config = machine(0);
            config->layer_frontend_seconds_per_op = layer;
            Engine engine({.sim = config});
            EngineScope scope(engine);
            auto net = std::make_shared<nn::Sequential>();
            net->add(std::make_shared<nn::Dense>(4, nn::ActKind::Relu));
            net->add(std::make_shared<nn::Dense>(2));
            net->initialize();
            NDArray x = NDArray::ones({1, 3});
            (*net)(nn::Variable(x)).data().wait_to_read();  // shapes inferred, parameters made
            SimExecutor& sim = *SimExecutor::of(engine);
            const TimeNs f0 = sim.frontend();
            const OpId o0 = engine.ops_pushed();
            const nn::Variable out = (*net)(nn::Variable(x));
            const OpId layer_ops = engine.ops_pushed() - o0;
            QVERIFY(layer_ops >= 4);  // two products, a bias add, a relu, ...
            const auto per_layer_op = static_cast<TimeNs>((layer > 0 ? layer : 10e-6) * 1e9);
            QCOMPARE(sim.frontend() - f0, static_cast<TimeNs>(layer_ops) * per_layer_op);
            // Outside the call an op costs the plain rate again.
            const TimeNs f1 = sim.frontend();
            const OpId o1 = engine.ops_pushed();
            NDArray y = out.data() + 1;
            QCOMPARE(sim.frontend() - f1,
                     static_cast<TimeNs>(engine.ops_pushed() - o1) * TimeNs{10'000});
        }
    }

    void copiesWaitForTheDataAndLastAsTheLinkSays() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        NDArray host = NDArray::ones({1000, 250});  // 1e6 bytes
        NDArray dev = host.copy_to(Device::gpu(0));
        dev.wait_to_read();
        const auto h = history(engine);
        const OpEvent *fill = find_op(h, "ones"), *copy = find_op(h, "copy h2d");
        QVERIFY(copy->start >= fill->end);
        QCOMPARE(copy->end - copy->start, TimeNs{102'000});  // 2 µs + 1e6 B / 10 GB/s
        QCOMPARE(copy->lane.kind, LaneKind::CopyH2D);
    }

    // The engine's host arrays are pageable: a measured host says how fast CUDA stages them,
    // and a copy moves at the lesser of that and the link.
    void copiesOfHostArraysMoveAtTheMeasuredPageableRate() {
        auto config = machine();
        config->cpu.pageable_h2d_bandwidth = 4e9;   // below the link's 10 GB/s
        config->cpu.pageable_d2h_bandwidth = 20e9;  // above it: the link decides
        Engine engine({.sim = config});
        EngineScope scope(engine);
        NDArray host = NDArray::ones({1000, 250});  // 1e6 bytes
        NDArray dev = host.copy_to(Device::gpu(0));
        NDArray back = dev.copy_to(Device::cpu());
        back.wait_to_read();
        const auto h = history(engine);
        const OpEvent *up = find_op(h, "copy h2d"), *down = find_op(h, "copy d2h");
        QCOMPARE(up->end - up->start, TimeNs{252'000});      // 2 µs + 1e6 B / 4 GB/s
        QCOMPARE(down->end - down->start, TimeNs{102'000});  // 2 µs + 1e6 B / 10 GB/s
        QCOMPARE(copy_seconds(config->host_link, 1e6, 0.0), copy_seconds(config->host_link, 1e6));
    }

    // The engine grants an op when what it waits for is done on its thread; only then can
    // a GPU lane's thread launch it. A copy from the host's pageable memory holds its
    // thread until the GPU has all of it, so a kernel reading the copy is launched after
    // the copy ends (not while it runs, as after a kernel), and a second copy on that
    // lane starts after the first one's bookkeeping.
    void whatReadsACopyIsLaunchedOnceTheCopyIsDone() {
        auto config = machine();
        config->cpu.dispatch_seconds = 10e-6;
        config->frontend_seconds_per_op = 0;
        Engine engine({.sim = config});
        EngineScope scope(engine);
        NDArray host = NDArray::ones({1000, 250});  // 1e6 bytes: 2 us + 100 us over the link
        NDArray other = NDArray::ones({1000, 250});
        host.wait_to_read();
        other.wait_to_read();
        NDArray dev = host.copy_to(Device::gpu(0));
        NDArray dev2 = other.copy_to(Device::gpu(0));
        NDArray twice = dev * 2.0;
        engine.wait_all();
        const auto h = history(engine);
        const OpEvent* scale = find_op(h, "mul_scalar");
        std::vector<const OpEvent*> copies;
        for (const OpEvent& e : h.ops)
            if (e.name == "copy h2d") copies.push_back(&e);
        QCOMPARE(copies.size(), std::size_t{2});
        const OpEvent *first = copies[0], *second = copies[1];
        QCOMPARE(first->end - first->start, TimeNs{102'000});
        // The kernel's launch (5 us) begins when the copy is done, and its bookkeeping (10).
        QCOMPARE(scale->start - first->end, TimeNs{15'000});
        // The second copy waited for the first one's thread: done, then its bookkeeping.
        QCOMPARE(second->start - first->end, TimeNs{10'000});
    }

    // A GPU lane's host thread launches ops while the GPU runs earlier ones: long kernels
    // hide the launches, and short ones go at the pace of the thread, which pays the
    // launch and, on a measured host, the engine's bookkeeping per op.
    void aGpuLaneLaunchesWhileItsGpuRuns() {
        auto run = [](int n, double dispatch, std::int64_t size) {
            auto config = machine();
            config->cpu.dispatch_seconds = dispatch;
            config->frontend_seconds_per_op = 0;
            Engine engine({.sim = config});
            EngineScope scope(engine);
            NDArray a = NDArray::zeros({size, size}, Device::gpu(0));
            a.wait_to_read();
            const TimeNs t0 = SimExecutor::of(engine)->frontend();
            std::vector<NDArray> out;
            for (int i = 0; i < n; ++i) out.push_back(dot(a, a));
            engine.wait_all();
            const auto h = history(engine);
            TimeNs first_start = 0, last_end = 0;
            for (const OpEvent& e : h.ops)
                if (e.name == "dot") {
                    if (!first_start) first_start = e.start;
                    last_end = std::max(last_end, e.end);
                }
            return std::pair{first_start - t0, last_end - t0};
        };
        // 1000 x 1000 products: 2 ms each on the GPU; four take one launch plus 8 ms.
        auto [start, end] = run(4, 0, 1000);
        QCOMPARE(start, TimeNs{5'000});
        QCOMPARE(end, TimeNs{8'005'000});
        // 10 x 10 products: 12 ns of memory time each, far below a launch: 5 µs apiece.
        std::tie(start, end) = run(10, 0, 10);
        QCOMPARE(end, TimeNs{50'012});
        // A host that spends 15 µs of bookkeeping after each launch: 20 µs apiece. The
        // thread is still busy with the fill's until 20 µs after the fill's push, and the
        // clock starts at the fill's end (its launch, 5 µs, and 4 ns on the GPU): the
        // first product is launched 20 µs after it.
        std::tie(start, end) = run(10, 15e-6, 10);
        QCOMPARE(start, TimeNs{20'000 - 4});
        QCOMPARE(end, TimeNs{10 * 20'000 - 4 + 12});
    }

    void largeGpuProductsRunAtTheMeasuredGemmRate() {
        DeviceSpec gpu = round_gpu();
        QCOMPARE(kernel_seconds(gpu, 2e9, 12e6, OpKind::MatMul), 2e-3);
        gpu.gemm_flops = 0.5e12;
        QCOMPARE(kernel_seconds(gpu, 2e9, 12e6, OpKind::MatMul), 4e-3);
        QCOMPARE(kernel_seconds(gpu, 2e9, 12e6, OpKind::Elementwise), 2e-3);  // peak for others
        const DeviceSpec h100 = *device_preset("h100");
        QVERIFY(h100.gemm_flops > 0 && h100.gemm_flops < h100.peak_flops);
    }

    void largerProductsRampUpToTheLargerSizesRate() {
        // A CPU measured at n = 1000 (100 GFLOP/s) and n = 2000 (160): each size at its own
        // rate, smaller and larger ones at the nearer one's, and those between at a rate
        // between them that grows with their FLOPs.
        DeviceSpec cpu = round_gpu();
        cpu.kind = DeviceType::CPU;
        cpu.peak_flops = 100e9;
        cpu.gemm_flops = 160e9;
        const auto product = [](double n) { return 2 * n * n * n; };
        cpu.gemm_curve = {{product(1000), 100e9}, {product(2000), 160e9}};
        QCOMPARE(gemm_rate(cpu, product(1000)), 100e9);
        QCOMPARE(gemm_rate(cpu, product(500)), 100e9);
        QCOMPARE(gemm_rate(cpu, product(2000)), 160e9);
        QCOMPARE(gemm_rate(cpu, product(4000)), 160e9);
        // Halfway on a log scale of FLOPs (n = 1414): the geometric mean of the two rates.
        QVERIFY(qAbs(gemm_rate(cpu, product(1000 * std::sqrt(2.0))) - std::sqrt(100e9 * 160e9)) <
                1e3);
        double previous = 0;
        for (int n = 1000; n <= 2000; n += 100) {
            const double rate = gemm_rate(cpu, product(n));
            QVERIFY2(rate >= previous, qPrintable(QString("n = %1: %2").arg(n).arg(rate)));
            previous = rate;
        }
        // The kernel's time is its FLOPs at that rate; other ops keep peak_flops.
        QCOMPARE(kernel_seconds(cpu, product(2000), 0, OpKind::MatMul), product(2000) / 160e9);
        QCOMPARE(kernel_seconds(cpu, product(2000), 0, OpKind::Elementwise), product(2000) / 100e9);
        // More points: each segment on its own.
        cpu.gemm_curve.push_back({product(4000), 200e9});
        QCOMPARE(gemm_rate(cpu, product(2000)), 160e9);
        QVERIFY(qAbs(gemm_rate(cpu, product(2000 * std::sqrt(2.0))) - std::sqrt(160e9 * 200e9)) <
                1e3);
        QCOMPARE(gemm_rate(cpu, product(8000)), 200e9);
        // No curve: one rate, gemm_flops where it is set, else the peak.
        cpu.gemm_curve.clear();
        QCOMPARE(gemm_rate(cpu, product(1000)), 160e9);
        cpu.gemm_flops = 0;
        QCOMPARE(gemm_rate(cpu, product(1000)), 100e9);
    }

    void midSizedProductsOnTheGpuRunBelowItsLargeGemmRate() {
        // cuBLAS ran n = 1024 at 37.6 TFLOP/s on an H200, n = 4096 and up at 51: a layer's
        // product of 1024 x 2048 x 512 (as many FLOPs as n = 1024) takes 57 us, not 42.
        for (const char* key : {"h100", "h200"}) {
            const DeviceSpec gpu = *device_preset(key);
            const double layer = 2.0 * 1024 * 2048 * 512;
            QCOMPARE(gemm_rate(gpu, layer), 37.6e12);
            QCOMPARE(gemm_rate(gpu, 2.0 * 8192 * 8192 * 8192), gpu.gemm_flops);
            const double us =
                kernel_seconds(gpu, layer, 4.0 * (1024 * 2048 + 2048 * 512 + 1024 * 512),
                               OpKind::MatMul) *
                1e6;
            QVERIFY2(us > 55 && us < 60, qPrintable(QString("%1: %2 us").arg(key).arg(us)));
        }
    }

    void theH200IsAnH100WithFasterMemory() {
        // The preset a lent H200 is simulated on: the H100's compute, more and faster
        // memory. A streaming op is memory-bound on both, so it speeds up by the ratio of
        // their bandwidths; a large product is compute-bound, so it takes as long.
        const DeviceSpec h100 = *device_preset("h100"), h200 = *device_preset("h200");
        QCOMPARE(device_preset_kind("h200"), std::optional(DeviceType::GPU));
        QVERIFY(h200.memory_capacity > h100.memory_capacity);
        const double bytes = 3e9, adds = bytes / 12;  // c = a + b over float32s
        const double add100 = kernel_seconds(h100, adds, bytes, OpKind::Elementwise);
        const double add200 = kernel_seconds(h200, adds, bytes, OpKind::Elementwise);
        QVERIFY2(qAbs(add100 / add200 - 4800.0 / 3350.0) < 1e-9,
                 qPrintable(QString("%1 s against %2 s").arg(add200).arg(add100)));
        const double n = 8192, flops = 2 * n * n * n, product_bytes = 3 * 4 * n * n;
        QCOMPARE(kernel_seconds(h200, flops, product_bytes, OpKind::MatMul),
                 kernel_seconds(h100, flops, product_bytes, OpKind::MatMul));
    }

    void computeOverlapsCommunication() {
        // Separately: compute everything, then copy everything. Overlapped: copy each
        // result while the next one is computed.
        auto run = [](bool overlap) {
            Engine engine({.sim = machine()});
            EngineScope scope(engine);
            NDArray a = NDArray::zeros({500, 500}, Device::gpu(0));
            std::vector<NDArray> results, copies;
            for (int i = 0; i < 5; ++i) {
                results.push_back(dot(a, a));
                if (overlap) copies.push_back(results.back().copy_to(Device::cpu()));
            }
            if (!overlap) {
                for (auto& r : results) r.wait_to_read();
                for (auto& r : results) copies.push_back(r.copy_to(Device::cpu()));
            }
            engine.wait_all();
            return SimExecutor::of(engine)->frontend();
        };
        const TimeNs separate = run(false), overlapped = run(true);
        QVERIFY2(overlapped < separate,
                 qPrintable(QString("%1 vs %2").arg(overlapped).arg(separate)));
    }

    void asynchronousIssueReturnsLongBeforeTheWork() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        NDArray a = NDArray::zeros({1000, 1000}, Device::gpu(0));
        for (int i = 0; i < 10; ++i) a = dot(a, a);
        const TimeNs issued = SimExecutor::of(engine)->frontend();
        engine.wait_all();
        const TimeNs total = SimExecutor::of(engine)->frontend();
        QVERIFY(issued * 10 <= total);  // issue time at most a tenth of the total
    }

    void synchronousModeMakesTheFrontEndWaitForEachOp() {
        auto config = machine();
        Engine engine({.mode = EngineMode::Synchronous, .sim = config});
        EngineScope scope(engine);
        NDArray a = NDArray::zeros({1000, 1000}, Device::gpu(0));
        NDArray b = dot(a, a);
        const auto h = history(engine);
        const OpEvent* mm = find_op(h, "dot");
        QCOMPARE(SimExecutor::of(engine)->frontend(), mm->end);
        QVERIFY(mm->push >= find_op(h, "zeros")->end);  // pushed only after zeros finished
        (void)b;
    }

    void resultsAreComputedAndTimingOnlySkipsTheMath() {
        Engine engine({.sim = machine()});
        EngineScope scope(engine);
        NDArray x = NDArray::full({3}, 2.0, Device::gpu(0));
        NDArray y = (x * x + 1.0).copy_to(Device::cpu());
        QCOMPARE(y.to_host(), (std::vector<double>{5, 5, 5}));

        auto timing = machine();
        timing->timing_only = true;
        Engine fast({.sim = timing});
        EngineScope scope2(fast);
        NDArray big = NDArray::ones({2000, 2000}, Device::gpu(0));
        NDArray prod = dot(big, big);
        prod.wait_to_read();
        const auto h = history(fast);
        QCOMPARE(find_op(h, "dot")->end - find_op(h, "dot")->start,
                 TimeNs{static_cast<TimeNs>(
                     std::llround(kernel_seconds(round_gpu(), 16e9, 48e6, OpKind::MatMul) * 1e9))});
        // An op's function runs in a computing simulation and not in a timing-only one,
        // which still places it on the clock.
        for (Engine* e : {&engine, &fast}) {
            int ran = 0;
            const VarHandle v = e->new_var();
            e->push([&](RunContext&) { ++ran; }, {}, {v}, Device::cpu(), LaneKind::Compute,
                    "counted");
            e->wait_to_read(v);
            QCOMPARE(ran, e == &engine ? 1 : 0);
            const EventBatch events = history(*e);
            QVERIFY(find_op(events, "counted") != nullptr);
            e->delete_var(v, [] {});
        }
    }

    void sameProgramGivesTheSameTraceByteForByte() {
        const std::string first = run_program(machine());
        const std::string second = run_program(machine());
        QVERIFY(first.size() > 1000);
        QVERIFY(first == second);
        auto other = machine();
        other->frontend_seconds_per_op = 20e-6;
        QVERIFY(run_program(other) != first);
    }

    void outOfMemoryIsAClearErrorAndLosesNothingElse_data() {
        QTest::addColumn<bool>("timingOnly");
        QTest::newRow("computed") << false;
        QTest::newRow("timing only") << true;  // skips the math, not the allocations
    }

    void outOfMemoryIsAClearErrorAndLosesNothingElse() {
        QFETCH(bool, timingOnly);
        auto config = machine();
        config->gpus[0].memory_capacity = 8e6;  // 8 MB
        config->timing_only = timingOnly;
        Engine engine({.sim = config});
        EngineScope scope(engine);
        NDArray small = NDArray::ones({100}, Device::gpu(0));
        NDArray big = NDArray::ones({2000, 2000}, Device::gpu(0));  // 16 MB
        try {
            big.wait_to_read();
            QFAIL("out of memory expected");
        } catch (const OpError& e) {
            QVERIFY2(QString(e.what()).contains("out of memory on gpu(0)"), e.what());
        }
        const double total = sum(small).item();
        if (!timingOnly) QCOMPARE(total, 100.0);
        engine.wait_all();
        QCOMPARE(engine.storage().stats(Device::gpu(0)).in_use, StorageManager::round_size(400));
    }

    void memoryFollowsVirtualTime_data() {
        QTest::addColumn<bool>("timingOnly");
        QTest::newRow("computed") << false;
        QTest::newRow("timing only") << true;
    }

    void memoryFollowsVirtualTime() {
        QFETCH(bool, timingOnly);
        auto config = machine();
        config->timing_only = timingOnly;
        Engine engine({.sim = config});
        EngineScope scope(engine);
        {
            NDArray a = NDArray::zeros({1000, 1000}, Device::gpu(0));
            NDArray b = dot(a, a);
            b.wait_to_read();
        }
        engine.wait_all();
        const auto h = history(engine);
        double peak = 0;
        TimeNs last = -1;
        for (auto& c : h.counters)
            if (c.kind == CounterKind::MemoryBytes && c.device == Device::gpu(0)) {
                peak = std::max(peak, c.value);
                QVERIFY(c.ts >= last);
                last = c.ts;
            }
        const double both = 2.0 * static_cast<double>(StorageManager::round_size(4'000'000));
        QCOMPARE(peak, both);
        QCOMPARE(engine.storage().stats(Device::gpu(0)).in_use, std::size_t{0});
        // b is allocated when the dot starts, not when it was issued.
        const OpEvent* mm = find_op(h, "dot");
        bool allocated_at_start = false;
        for (auto& c : h.counters)
            if (c.kind == CounterKind::MemoryBytes && c.value == both)
                allocated_at_start = c.ts == mm->start;
        QVERIFY(allocated_at_start);
    }

    void eightGpusAndPeerCopies() {
        Engine engine({.sim = machine(8)});
        EngineScope scope(engine);
        QCOMPARE(engine.gpu_count(), 8);
        NDArray a = NDArray::full({256}, 1.5, Device::gpu(0));
        for (int g = 1; g < 8; ++g) a = a.copy_to(Device::gpu(g)) + 1.0;
        QCOMPARE(sum(a).item(), 256 * 8.5);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, NDArray::ones({1}, Device::gpu(8)));
        auto nine = machine(9);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Engine({.sim = nine}));
    }
};

QTEST_GUILESS_MAIN(SimTest)
#include "test_sim.moc"
