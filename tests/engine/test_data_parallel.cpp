// Multi-device training on simulated machines (deterministic): ring and parameter-server
// all-reduce, the data-parallel trainer against single-device training, the ring's
// simulated time against its formula, communication overlapping the backward pass, and
// the step time for 1, 2, 4 and 8 GPUs.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>
#include <tuple>

#include "engine/array/ndarray.h"
#include "engine/memory/storage.h"
#include "engine/nn/autograd.h"
#include "engine/nn/blocks.h"
#include "engine/nn/loss.h"
#include "engine/nn/trainer.h"
#include "engine/parallel/allreduce.h"
#include "engine/parallel/data_parallel.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/sim_executor.h"
#include "tests/common/round_machine.h"
#include "tests/common/small_training.h"

using namespace asynclab;
using namespace asynclab::parallel;
using testing::batch_x;
using testing::batch_y;
using testing::make_small_net;
using testing::round_gpu;

namespace {

EventBatch history(Engine& e) {
    e.profiler().flush();
    return e.profiler().history();
}

/// Distinct integer values per device (exact sums in float64).
NDArray device_values(const Shape& shape, int d, Device dev) {
    std::vector<double> v(static_cast<std::size_t>(shape.size()));
    for (std::size_t i = 0; i < v.size(); ++i)
        v[i] = static_cast<double>((static_cast<int>(i) * 7 + d * 13) % 23) - 11 + 100 * d;
    return NDArray::from_values(shape, v, dev, DType::Float64);
}

std::vector<double> expected_sum(const Shape& shape, int k) {
    std::vector<double> s(static_cast<std::size_t>(shape.size()), 0);
    for (int d = 0; d < k; ++d) {
        std::vector<double> v(s.size());
        for (std::size_t i = 0; i < v.size(); ++i)
            s[i] += static_cast<double>((static_cast<int>(i) * 7 + d * 13) % 23) - 11 + 100 * d;
    }
    return s;
}

const OpEvent* first_peer_copy(const EventBatch& h) {
    const OpEvent* best = nullptr;
    for (const auto& e : h.ops)
        if (e.lane.kind == LaneKind::CopyPeer && (!best || e.start < best->start)) best = &e;
    return best;
}

TimeNs last_dot_end(const EventBatch& h) {
    TimeNs t = 0;
    for (const auto& e : h.ops)
        if (e.lane.kind == LaneKind::Compute && e.lane.device.is_gpu() && e.name == "dot")
            t = std::max(t, e.end);
    return t;
}

/// One data-parallel step (timing only) of a compute-heavy MLP on 4 V100s over NVLink.
EventBatch overlap_run(bool overlap) {
    auto cfg = testing::round_machine(4, *device_preset("v100"));
    cfg->peer_link = *link_preset("nvlink2");
    cfg->timing_only = true;
    Engine engine({.sim = cfg});
    EngineScope scope(engine);
    auto net = std::make_shared<nn::HybridSequential>();
    for (int i = 0; i < 3; ++i)
        net->add(std::make_shared<nn::Dense>(1024, nn::ActKind::Relu, true, true, i ? 1024 : 512));
    net->add(std::make_shared<nn::Dense>(1, std::nullopt, true, true, 1024));
    net->initialize();
    DataParallelOptions o;
    o.devices = {Device::gpu(0), Device::gpu(1), Device::gpu(2), Device::gpu(3)};
    o.overlap = overlap;
    DataParallelTrainer trainer(*net, o, &engine);
    trainer.step(NDArray::zeros({1024, 512}), NDArray::zeros({1024}));
    engine.wait_all();
    return history(engine);
}

}  // namespace

class DataParallelTest : public QObject {
    Q_OBJECT

  private slots:
    void aParameterOnSeveralDevicesStepsAsOne() {
        // Gluon's initialize(ctx=[gpu0, gpu1]): the same values on both; Trainer::step sums
        // the copies' gradients and both copies take w -= lr * (g0 + g1) / batch.
        Engine engine({.sim = testing::round_machine(2)});
        EngineScope scope(engine);
        nn::Parameter p("weight", Shape{2, 3});
        p.initialize(nn::Initializer::normal(1.0, 7), {Device::gpu(0), Device::gpu(1)});
        QCOMPARE(p.devices(), (std::vector<Device>{Device::gpu(0), Device::gpu(1)}));
        const std::vector<double> start = p.var_on(Device::gpu(0)).data().to_host();
        QCOMPARE(p.var_on(Device::gpu(1)).data().to_host(), start);
        NDArray g0 = p.var_on(Device::gpu(0)).grad(), g1 = p.var_on(Device::gpu(1)).grad();
        g0.assign_(NDArray::full(Shape{2, 3}, 1.0, Device::gpu(0)));
        g1.assign_(NDArray::full(Shape{2, 3}, 3.0, Device::gpu(1)));
        nn::ParameterDict params;
        params.add(std::shared_ptr<nn::Parameter>(&p, [](nn::Parameter*) {}));
        nn::Trainer trainer(params, 0.5);
        trainer.step(2);
        for (Device d : {Device::gpu(0), Device::gpu(1)}) {
            const std::vector<double> now = p.var_on(d).data().to_host();
            for (std::size_t i = 0; i < now.size(); ++i)
                QVERIFY2(std::abs(now[i] - (start[i] - 0.5 * (1.0 + 3.0) / 2)) < 1e-6,
                         qPrintable(QString::fromStdString(d.name())));
        }
        try {
            p.var_on(Device::cpu());
            QFAIL("a device without a copy should be refused");
        } catch (const std::invalid_argument& e) {
            QVERIFY2(QString(e.what()).contains("no copy on cpu(0): it is on gpu(0), gpu(1)"),
                     e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 p.initialize(nn::Initializer::normal(1.0, 7),
                                              {Device::gpu(0), Device::gpu(0)}, nullptr, true));
        // Deferred (a dimension still unknown), then given its values: a copy on each device.
        nn::Parameter q("weight", Shape{2, 0});
        q.initialize(nn::Initializer::normal(1.0, 7), {Device::gpu(0), Device::gpu(1)});
        QVERIFY(!q.initialized());
        q.set_data(NDArray::full(Shape{2, 3}, 2.0));  // from the CPU
        QCOMPARE(q.devices(), (std::vector<Device>{Device::gpu(0), Device::gpu(1)}));
        QCOMPARE(q.var_on(Device::gpu(1)).data().to_host(), std::vector<double>(6, 2.0));
    }

    void reluBackwardAllocatesWhenItRuns() {
        // Its output gets storage when the op runs, not when it is pushed.
        Engine e(EngineConfig{.cpu_workers = 2});
        EngineScope scope(e);
        NDArray a = NDArray::from_values({4}, std::vector<double>{-1, 2, -3, 4});
        NDArray g = NDArray::from_values({4}, std::vector<double>{10, 20, 30, 40});
        e.wait_all();
        const std::size_t before = e.storage().stats(Device::cpu()).in_use;
        std::atomic<bool> gate{false};
        e.push(
            [&gate](RunContext&) {
                while (!gate.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            },
            {}, {a.var()}, Device::cpu(), LaneKind::Compute, "hold a");
        NDArray out = activation_backward(nn::ActKind::Relu, a, g);
        const std::size_t queued = e.storage().stats(Device::cpu()).in_use;
        gate.store(true);
        QCOMPARE(out.to_host(), (std::vector<double>{0, 20, 0, 40}));
        QCOMPARE(queued, before);
        QVERIFY(e.storage().stats(Device::cpu()).in_use > before);
    }

    void ringAllReduceSumsOnEveryDevice() {
        Engine engine({.sim = testing::round_machine(8)});
        EngineScope scope(engine);
        const std::vector<Shape> shapes = {{1},    {5},  {7},    {8},      {13},
                                           {3, 5}, {64}, {1000}, {2, 3, 7}};
        for (int k = 1; k <= 8; ++k)
            for (const Shape& shape : shapes) {
                std::vector<NDArray> in;
                for (int d = 0; d < k; ++d) in.push_back(device_values(shape, d, Device::gpu(d)));
                const auto out = ring_allreduce(in);
                QCOMPARE(out.size(), std::size_t(k));
                const auto want = expected_sum(shape, k);
                for (int d = 0; d < k; ++d) {
                    QCOMPARE(out[std::size_t(d)].device(), Device::gpu(d));
                    QCOMPARE(out[std::size_t(d)].shape(), shape);
                    QCOMPARE(out[std::size_t(d)].to_host(), want);
                }
                // The inputs are unchanged.
                QCOMPARE(in.back().to_host(), device_values(shape, k - 1, Device::cpu()).to_host());
            }
        // Float32, and a CPU among the devices (host copies instead of peer copies).
        std::vector<NDArray> mixed = {NDArray::full({10}, 1.5),
                                      NDArray::full({10}, 2, Device::gpu(0)),
                                      NDArray::full({10}, 3, Device::gpu(1))};
        for (const NDArray& r : ring_allreduce(mixed))
            QCOMPARE(r.to_host(), std::vector<double>(10, 6.5));
    }

    void allReduceRejectsBadInputs() {
        Engine engine({.sim = testing::round_machine(2)});
        EngineScope scope(engine);
        NDArray a = NDArray::ones({4}, Device::gpu(0)), b = NDArray::ones({5}, Device::gpu(1));
        QVERIFY_THROWS_EXCEPTION(ShapeError, ring_allreduce({a, b}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ring_allreduce({a, a}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parameter_server_allreduce({}));
        QVERIFY(parse_method("ring") == AllReduceMethod::Ring);
        QVERIFY(!parse_method("tree"));
        QCOMPARE(std::string(method_name(AllReduceMethod::ParameterServer)), "parameter_server");
        QCOMPARE(ring_chunk_sizes(10, 4), (std::vector<std::int64_t>{3, 3, 2, 2}));
    }

    void parameterServerGivesTheSameSum() {
        Engine engine({.sim = testing::round_machine(4)});
        EngineScope scope(engine);
        for (int k = 1; k <= 4; ++k)
            for (const Shape& shape : std::vector<Shape>{{1}, {7}, {3, 5}, {100}}) {
                std::vector<NDArray> in;
                for (int d = 0; d < k; ++d) in.push_back(device_values(shape, d, Device::gpu(d)));
                const auto ps = parameter_server_allreduce(in);
                const auto ring = ring_allreduce(in);
                for (int d = 0; d < k; ++d) {
                    QCOMPARE(ps[std::size_t(d)].device(), Device::gpu(d));
                    QCOMPARE(ps[std::size_t(d)].to_host(), expected_sum(shape, k));
                    QCOMPARE(ps[std::size_t(d)].to_host(), ring[std::size_t(d)].to_host());
                }
            }
        // Pushes go over d2h lanes, pulls over h2d lanes; the sum is on the CPU.
        engine.wait_all();
        engine.profiler().flush();
        engine.profiler().clear_history();
        std::vector<NDArray> in;
        for (int d = 0; d < 4; ++d) in.push_back(NDArray::ones({256}, Device::gpu(d)));
        engine.wait_all();
        (void)parameter_server_allreduce(in);
        engine.wait_all();
        int d2h = 0, h2d = 0, cpu_adds = 0;
        for (const auto& e : history(engine).ops) {
            d2h += e.lane.kind == LaneKind::CopyD2H;
            h2d += e.lane.kind == LaneKind::CopyH2D;
            cpu_adds += e.name == "add" && e.lane.device.is_cpu();
        }
        QCOMPARE(d2h, 4);
        QCOMPARE(h2d, 4);
        QCOMPARE(cpu_adds, 3);
    }

    void allReduceCostsTheFrontEndOneCallPerDevice() {
        // A slow front end (1 ms per op): an all-reduce is one library call per device, as
        // NCCL's is, so the front end pays k ops however many steps the library pushes;
        // the ops around it still cost 1 ms each.
        for (AllReduceMethod method : {AllReduceMethod::Ring, AllReduceMethod::ParameterServer})
            for (int k : {2, 4}) {
                auto cfg = testing::round_machine(k);
                cfg->frontend_seconds_per_op = 1e-3;
                cfg->timing_only = true;
                Engine engine({.sim = cfg});
                EngineScope scope(engine);
                std::vector<NDArray> in;
                for (int d = 0; d < k; ++d) in.push_back(NDArray::ones({1000}, Device::gpu(d)));
                engine.wait_all();
                SimExecutor& sim = *SimExecutor::of(engine);
                const TimeNs before = sim.frontend();
                const OpId pushed = engine.ops_pushed();
                std::vector<NDArray> out = allreduce(in, method);
                const TimeNs after = sim.frontend();
                QVERIFY(engine.ops_pushed() - pushed > OpId(2 * k));  // its steps
                QCOMPARE(after - before, TimeNs(k) * 1'000'000);
                const NDArray y = out[0] + 1.0;  // the front end's own op: the full cost
                QCOMPARE(sim.frontend() - after, TimeNs(1'000'000));
                engine.wait_all();
            }
    }

    void ncclOnASimulatedMachineRunsTheRing() {
        // NCCL's all-reduce is a ring: a simulated machine runs ring_allreduce for it, the
        // same ops at the same times with the same sums.
        auto run = [](AllReduceMethod method) {
            Engine engine({.sim = testing::round_machine(3)});
            EngineScope scope(engine);
            std::vector<NDArray> in;
            for (int d = 0; d < 3; ++d) in.push_back(device_values({40, 5}, d, Device::gpu(d)));
            const auto out = allreduce(in, method);
            engine.wait_all();
            std::vector<std::tuple<std::string, TimeNs, TimeNs>> ops;
            for (const auto& e : history(engine).ops) ops.emplace_back(e.name, e.start, e.end);
            return std::pair(ops, out.back().to_host());
        };
        const auto ring = run(AllReduceMethod::Ring), nccl = run(AllReduceMethod::Nccl);
        QVERIFY(!ring.first.empty());
        QVERIFY(ring.first == nccl.first);
        QCOMPARE(nccl.second, expected_sum({40, 5}, 3));
        QCOMPARE(parse_method("nccl"), std::optional(AllReduceMethod::Nccl));
        QCOMPARE(std::string(method_name(AllReduceMethod::Nccl)), std::string("nccl"));
    }

    void ringTimeMatchesTheFormula() {
        // Free compute (no launch latency, enormous bandwidth) and a free front end: what
        // is left is the ring's communication.
        DeviceSpec instant{"instant", DeviceType::GPU, 1e30, 1e30, 1e12, 0, "test"};
        for (int k = 2; k <= 8; ++k)
            for (std::int64_t n : {std::int64_t(k) * 25'000, std::int64_t(k) * 25'000 + 3}) {
                auto cfg = testing::round_machine(k, instant);
                cfg->frontend_seconds_per_op = 0;
                cfg->timing_only = true;
                Engine engine({.sim = cfg});
                EngineScope scope(engine);
                std::vector<NDArray> in;
                for (int d = 0; d < k; ++d) in.push_back(NDArray::ones({n}, Device::gpu(d)));
                engine.wait_all();
                engine.profiler().flush();
                engine.profiler().clear_history();
                (void)ring_allreduce(in);
                engine.wait_all();
                TimeNs first = std::numeric_limits<TimeNs>::max(), last = 0;
                std::map<int, int> per_lane, on_compute;
                for (const auto& e : history(engine).ops)
                    if (e.lane.kind == LaneKind::CopyPeer) {
                        first = std::min(first, e.start);
                        last = std::max(last, e.end);
                        ++per_lane[e.lane.device.id];
                    } else if (e.lane.kind == LaneKind::Compute && e.lane.device.is_gpu()) {
                        ++on_compute[e.lane.device.id];
                        QCOMPARE(e.name, std::string("concat"));
                    }
                QCOMPARE(int(per_lane.size()), k);
                // Each GPU receives k - 1 chunks to add and sends k - 1 sums; the additions
                // ride on the transfers, so its compute lane only joins the chunks at the end
                // (one concat op takes at most 7 arrays).
                for (auto [dev, count] : per_lane) QCOMPARE(count, 2 * (k - 1));
                QCOMPARE(int(on_compute.size()), k);
                for (auto [dev, count] : on_compute) QCOMPARE(count, k <= 7 ? 1 : 2);
                const auto sizes = ring_chunk_sizes(n, k);
                const double lo =
                    ring_allreduce_seconds(cfg->peer_link, k, 4.0 * double(sizes.back()));
                const double hi =
                    ring_allreduce_seconds(cfg->peer_link, k, 4.0 * double(sizes.front()));
                const double got = double(last - first) * 1e-9;
                const double rounding = 2.0 * (k - 1) * 1e-9;
                if (n % k == 0) {
                    QVERIFY2(
                        std::abs(got - lo) <= rounding,
                        qPrintable(QString("k=%1: %2 s, formula %3 s").arg(k).arg(got).arg(lo)));
                } else {
                    QVERIFY(got >= lo - rounding && got <= hi + rounding);
                }
            }
    }

    void dataParallelMatchesSingleDeviceTraining() {
        const std::int64_t N = 10;  // not divisible by 3 or 4
        const int steps = 3;
        for (auto method : {AllReduceMethod::Ring, AllReduceMethod::ParameterServer})
            for (int k : {0, 1, 2, 3, 4}) {  // 0: the CPU alone
                Engine engine({.sim = testing::round_machine(4)});
                EngineScope scope(engine);
                // Reference: the nn autograd tape and Trainer on the CPU.
                const testing::CpuTraining ref = testing::train_on_cpu(steps, N, 0.5);
                // Data parallel, from the same initial values.
                nn::BlockPtr net = make_small_net();
                DataParallelOptions o;
                o.method = method;
                o.learning_rate = 0.5;
                if (k > 0) {
                    o.devices.clear();
                    for (int d = 0; d < k; ++d) o.devices.push_back(Device::gpu(d));
                }
                DataParallelTrainer dp(*net, o, &engine);
                for (int t = 0; t < steps; ++t) {
                    dp.step(batch_x(t, N), batch_y(t, N));
                    QVERIFY(std::abs(dp.last_loss().item() - ref.losses[std::size_t(t)]) < 1e-9);
                }
                QCOMPARE(dp.param_names(), ref.net->collect_params().names());
                const double worst = testing::max_difference(dp, *ref.net);
                QVERIFY2(worst < 1e-5, qPrintable(QString("k=%1 %2: max difference %3")
                                                      .arg(k)
                                                      .arg(method_name(method))
                                                      .arg(worst)));
                // Training moved the parameters, and copy_to_network writes them back.
                dp.copy_to_network();
                QCOMPARE(net->collect_params().at("dense0_weight").data().to_host(),
                         dp.params(0)[0].to_host());
            }
    }

    void cpuTrainingOnAThreadedEngine() {
        // The real (threaded) engine, CPU only: the same results as the nn Trainer.
        Engine engine({.cpu_workers = 3});
        EngineScope scope(engine);
        nn::BlockPtr ref = make_small_net();
        nn::Trainer sgd(ref->collect_params(), 0.5);
        nn::L2Loss loss;
        nn::BlockPtr net = make_small_net();
        DataParallelOptions o;
        o.learning_rate = 0.5;
        DataParallelTrainer dp(*net, o, &engine);
        for (int t = 0; t < 5; ++t) {
            nn::Variable l;
            {
                auto rec = nn::autograd::record();
                l = loss((*ref)(nn::Variable(batch_x(t, 12))), nn::Variable(batch_y(t, 12)));
            }
            l.backward();
            sgd.step(12);
            dp.step(batch_x(t, 12), batch_y(t, 12));
        }
        const auto ref_params = ref->collect_params();
        for (std::size_t p = 0; p < dp.param_names().size(); ++p) {
            const auto got = dp.params(0)[p].to_host();
            const auto want = ref_params.at(dp.param_names()[p]).data().to_host();
            for (std::size_t i = 0; i < got.size(); ++i) QVERIFY(std::abs(got[i] - want[i]) < 1e-9);
        }
    }

    void trainerRejectsUnsupportedNetworks() {
        Engine engine({.sim = testing::round_machine(2)});
        EngineScope scope(engine);
        auto net = std::make_shared<nn::HybridSequential>();
        net->add(std::make_shared<nn::Dense>(4));
        net->add(std::make_shared<nn::Dropout>(0.5));
        net->initialize();
        (void)(*net)(nn::Variable(NDArray::zeros({1, 3})));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DataParallelTrainer(*net, {}, &engine));
        auto deferred = std::make_shared<nn::HybridSequential>();
        deferred->add(std::make_shared<nn::Dense>(4));
        deferred->initialize();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 DataParallelTrainer(*deferred, {}, &engine));
        DataParallelOptions o;
        o.devices = {Device::gpu(0), Device::gpu(5)};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, DataParallelTrainer(*net, o, &engine));
    }

    void communicationOverlapsTheBackwardPass() {
        const EventBatch overlapped = overlap_run(true);
        const OpEvent* copy = first_peer_copy(overlapped);
        QVERIFY(copy);
        const TimeNs backward_end = last_dot_end(overlapped);
        qInfo("overlapped: first peer copy starts %.1f us, last backward dot ends %.1f us",
              double(copy->start) * 1e-3, double(backward_end) * 1e-3);
        QVERIFY(copy->start < backward_end);

        const EventBatch naive = overlap_run(false);
        const OpEvent* naive_copy = first_peer_copy(naive);
        QVERIFY(naive_copy);
        qInfo("naive: first peer copy starts %.1f us, last backward dot ends %.1f us",
              double(naive_copy->start) * 1e-3, double(last_dot_end(naive)) * 1e-3);
        QVERIFY(naive_copy->start >= last_dot_end(naive));
    }

    void stepTimeScales() {
        ScalingSetup setup;  // the training MLP 2048-512-1, batch 1024 x 512, V100s, NVLink 2
        const auto points = scaling(setup, {1, 2, 4, 8});
        for (const auto& p : points)
            qInfo("ring overlap k=%d: %.1f us, speedup %.2f, efficiency %.2f", p.devices,
                  p.step_seconds * 1e6, p.speedup, p.efficiency);
        QVERIFY(points[1].step_seconds < points[0].step_seconds);
        for (auto [method, overlap] : {std::pair{AllReduceMethod::Ring, false},
                                       std::pair{AllReduceMethod::ParameterServer, true}}) {
            ScalingSetup s = setup;
            s.method = method;
            s.overlap = overlap;
            for (const auto& p : scaling(s, {1, 2, 4, 8}))
                qInfo("%s overlap=%d k=%d: %.1f us, speedup %.2f", method_name(method),
                      int(overlap), p.devices, p.step_seconds * 1e6, p.speedup);
        }
        ScalingSetup free_front = setup;
        free_front.frontend_seconds_per_op = 0;
        for (const auto& p : scaling(free_front, {1, 2, 4, 8}))
            qInfo("ring, free front end k=%d: %.1f us, speedup %.2f", p.devices,
                  p.step_seconds * 1e6, p.speedup);
    }

    // The GPUs' ops are launched by engine workers on the host: a host whose workers spend
    // time on each op's bookkeeping (a measured CPU's dispatch cost) drives them slower.
    // On an H100 the step's kernels are short, so each op's bookkeeping adds up.
    void theHostsCostPerOpSlowsTheGpusLanes() {
        ScalingSetup setup;
        setup.gpu = *device_preset("h100");
        setup.frontend_seconds_per_op = 0;
        const double fast = simulated_step_seconds(setup, 1);
        setup.cpu.dispatch_seconds = 20e-6;
        const double slow = simulated_step_seconds(setup, 1);
        qInfo("one GPU's step: %.1f us, with 20 us of bookkeeping per op %.1f us", fast * 1e6,
              slow * 1e6);
        // The step's ops on the compute lane number in the tens: at least 20 x 20 us more.
        QVERIFY(slow - fast > 20 * 20e-6);
        QVERIFY(scaling_sim_config(setup, 2)->cpu.dispatch_seconds == 20e-6);
    }
};

QTEST_GUILESS_MAIN(DataParallelTest)
#include "test_data_parallel.moc"
