// The "network" scenario (the user's own network with hybridize, sync point and engine
// mode choices), the live event stream scenarios publish while they run, and pausing and
// single-stepping a front end.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>

#include "engine/core/engine.h"
#include "engine/core/pause.h"
#include "engine/nn/network_spec.h"
#include "engine/scenarios/scenario.h"

using namespace asynclab;
using namespace asynclab::scenarios;

namespace {

ScenarioResult run(const std::vector<std::pair<std::string, std::string>>& sets,
                   RunMode mode = RunMode::Sim, std::string* printed = nullptr) {
    std::ostringstream out;
    scenarios::RunContext ctx;
    ctx.mode = mode;
    ctx.out = &out;
    ScenarioResult r = run_scenario("network", sets, ctx);
    if (printed) *printed = out.str();
    return r;
}

double m(const ScenarioResult& r, const std::string& key) {
    auto v = r.metric(key);
    if (!v) qFatal("metric %s missing", key.c_str());
    return *v;
}

using OpKey = std::tuple<std::string, TimeNs, TimeNs, TimeNs>;

std::vector<OpKey> keys(const std::vector<OpEvent>& ops) {
    std::vector<OpKey> k;
    for (const OpEvent& op : ops) k.emplace_back(op.name, op.push, op.start, op.end);
    std::sort(k.begin(), k.end());
    return k;
}

}  // namespace

class TestNetworkScenario : public QObject {
    Q_OBJECT

  private slots:
    void hybridizedIssuesFewerOpsAndRunsFaster() {
        std::string out;
        ScenarioResult r = run({{"iterations", "50"}}, RunMode::Sim, &out);
        QVERIFY2(out.find("imperative: iteration 50") != std::string::npos, out.c_str());
        QVERIFY(m(r, "hybridized_ops_per_iteration") < m(r, "imperative_ops_per_iteration"));
        // Forward calls take one input again and again: the compiled graph is the only op
        // of a hybridized call (a random input per call was one more, and cost a worker as
        // much as the whole MLP).
        QCOMPARE(m(r, "hybridized_ops_per_iteration"), 1.0);
        QVERIFY(m(r, "hybridized_s") < m(r, "imperative_s"));
        QVERIFY(r.phenomenon.holds);
        QCOMPARE(r.phenomenon.ratio, m(r, "imperative_s") / m(r, "hybridized_s"));
        // Deterministic on the simulated clock.
        QCOMPARE(m(run({{"iterations", "50"}}), "hybridized_s"), m(r, "hybridized_s"));
    }

    void syncPointsBlockTheFrontEnd() {
        ScenarioResult none = run({{"iterations", "40"}, {"hybridize", "off"}, {"sync", "none"}});
        QVERIFY(m(none, "imperative_issue_s") < m(none, "imperative_s"));
        for (const char* sync : {"wait_to_read", "item", "to_host", "wait_all"}) {
            ScenarioResult each = run({{"iterations", "40"}, {"hybridize", "off"}, {"sync", sync}});
            QVERIFY2(m(each, "imperative_blocked_s") > m(none, "imperative_blocked_s"), sync);
            // Waiting after every iteration: the front end is done only when the work is.
            QVERIFY2(m(each, "imperative_issue_s") > 0.9 * m(each, "imperative_s"), sync);
            QVERIFY2(!each.phenomenon.holds, sync);
        }
        QVERIFY(none.phenomenon.holds);
        // Without a sync point in the loop, the front end waits only at the end.
        QCOMPARE(m(none, "imperative_loop_blocked_s"), 0.0);
        QVERIFY(m(none, "imperative_blocked_s") > 0);
    }

    void trainingWithALagKeepsLessMemoryThanNoBarrier() {
        const std::vector<std::pair<std::string, std::string>> base{{"network", "training_mlp"},
                                                                    {"task", "train"},
                                                                    {"iterations", "12"},
                                                                    {"batch_size", "64"},
                                                                    {"hybridize", "off"}};
        auto with = [&](const char* sync) {
            auto sets = base;
            sets.emplace_back("sync", sync);
            return run(sets);
        };
        ScenarioResult none = with("none"), lag = with("lag:1"), each = with("wait_to_read");
        QVERIFY(m(none, "imperative_peak_bytes") > m(lag, "imperative_peak_bytes"));
        QVERIFY(m(lag, "imperative_peak_bytes") >= m(each, "imperative_peak_bytes"));
        QVERIFY(m(each, "imperative_peak_bytes") > 0);
    }

    void trainsHybridizedAndForRealAtTinySizes() {
        ScenarioResult r = run(
            {{"network", "concurrent"}, {"task", "train"}, {"iterations", "3"}, {"sync", "item"}},
            RunMode::Real);
        QCOMPARE(r.mode, RunMode::Real);
        QVERIFY(m(r, "imperative_s") > 0);
        QVERIFY(m(r, "hybridized_s") > 0);
        QVERIFY(!r.trace.ops.empty());
        QVERIFY(!r.trace.syncs.empty());
    }

    void dataBranchInsideAHybridBlockIsRefusedAndReported() {
        nn::NetworkSpec spec = nn::preset_data_branch();
        spec.root.kind = nn::NodeKind::HybridSequential;
        std::string out;
        ScenarioResult r =
            run({{"network", nn::to_json(spec, false)}, {"iterations", "3"}}, RunMode::Sim, &out);
        QCOMPARE(m(r, "hybridized_refused"), 1.0);
        QVERIFY(m(r, "imperative_s") > 0);
        QVERIFY2(out.find("refused") != std::string::npos, out.c_str());
        // The reason is a note, printed once as the run goes (the front ends print none).
        QCOMPARE(r.notes.size(), std::size_t{1});
        QVERIFY(r.notes[0].rfind("hybridize() refused: ", 0) == 0);
        const std::string line = "note: " + r.notes[0];
        const auto at = out.find(line);
        QVERIFY2(at != std::string::npos && out.find(line, at + 1) == std::string::npos,
                 out.c_str());
        // Inside a plain Sequential the branch stays imperative and the rest is compiled.
        ScenarioResult partly = run({{"network", "data_branch"}, {"iterations", "3"}});
        QVERIFY(!partly.metric("hybridized_refused"));
        QVERIFY(m(partly, "hybridized_s") > 0);
    }

    void networksThatReadTheirValuesComputeThemEvenWhenTimingOnly() {
        auto run_with = [](const std::string& network, bool timing_only, std::string* printed) {
            std::ostringstream out;
            scenarios::RunContext ctx;
            ctx.mode = RunMode::Sim;
            ctx.out = &out;
            ctx.timing_only = timing_only;
            ScenarioResult r = run_scenario(
                "network", {{"network", network}, {"task", "train"}, {"iterations", "4"}}, ctx);
            *printed = out.str();
            return r;
        };
        auto trace = [](const ScenarioResult& r) {
            std::ostringstream out;
            write_trace(out, r);
            return out.str();
        };
        // A DataBranch picks its branch from x.sum(): without the math it would train a
        // different program (and fail on the branch it never took). It runs as computed.
        std::string out, computed_out;
        const ScenarioResult branch = run_with("data_branch", true, &out);
        const ScenarioResult computed = run_with("data_branch", false, &computed_out);
        QVERIFY(!branch.timing_only);
        QVERIFY(branch.phenomenon.holds);
        QVERIFY(trace(branch) == trace(computed));
        QCOMPARE(branch.notes.size(), std::size_t{1});
        QVERIFY2(branch.notes[0].find("timing only does not apply to this run: the network "
                                      "branches on the values it computes") == 0,
                 branch.notes[0].c_str());
        // A Print prints the values: the real ones, not zeros.
        const ScenarioResult printing = run_with("hybridnet_print", true, &out);
        QVERIFY(!printing.timing_only);
        QVERIFY2(out.find("(Print)") != std::string::npos, out.c_str());
        QVERIFY2(out.find("value  x: array([[0., 0., 0.]])") == std::string::npos, out.c_str());
        QVERIFY2(out.find("value  x: array([[") != std::string::npos, out.c_str());
        // Any other network skips the math.
        QVERIFY(run_with("chapter_mlp", true, &out).timing_only);
    }

    void trainsDataParallelOnSimulatedGpus() {
        std::string out;
        ScenarioResult r = run({{"network", "training_mlp"},
                                {"task", "train"},
                                {"batch_size", "64"},
                                {"iterations", "4"},
                                {"gpus", "2"},
                                {"sync", "wait_to_read"}},
                               RunMode::Sim, &out);
        QVERIFY2(out.find("data-parallel on 2 GPU(s) with ring all-reduce") != std::string::npos,
                 out.c_str());
        // hybridize=both (the default) does not apply: a note, printed once.
        QCOMPARE(r.notes.size(), std::size_t(1));
        QVERIFY(r.notes[0].find("hybridize does not apply") != std::string::npos);
        QCOMPARE(out.find("note: " + r.notes[0]), out.rfind("note: " + r.notes[0]));
        QVERIFY(out.find("note: " + r.notes[0]) != std::string::npos);
        QVERIFY(m(r, "data_parallel_s") > 0);
        QVERIFY(m(r, "data_parallel_peak_bytes") > 0);  // gpu(0) holds a replica
        bool gpu1 = false, copies = false;
        for (const OpEvent& op : r.trace.ops) {
            gpu1 = gpu1 || op.lane.device == Device::gpu(1);
            copies = copies || op.lane.kind != LaneKind::Compute;
        }
        QVERIFY(gpu1);
        QVERIFY(copies);
        QVERIFY(!r.metric("imperative_s"));
        // The parameter server variant runs too; a network it cannot split is refused.
        ScenarioResult ps = run({{"network", "training_mlp"},
                                 {"task", "train"},
                                 {"batch_size", "64"},
                                 {"iterations", "2"},
                                 {"gpus", "4"},
                                 {"allreduce", "parameter_server"}});
        QVERIFY(m(ps, "data_parallel_s") > 0);
        QVERIFY_THROWS_EXCEPTION(
            ScenarioError, run({{"network", "hybridnet_print"}, {"task", "train"}, {"gpus", "2"}}));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, run({{"gpus", "2"}}));  // forward: refused
    }

    void badNetworksNameTheProblem() {
        try {
            run({{"network", "no_such_preset"}});
            QFAIL("accepted an unknown network");
        } catch (const ScenarioError& e) {
            QVERIFY2(QString(e.what()).contains("chapter_mlp"), e.what());
        }
        try {
            run({{"network", "{\"format\": 1, \"root\": [}"}});
            QFAIL("accepted malformed JSON");
        } catch (const ScenarioError& e) {
            QVERIFY2(QString(e.what()).contains("bad network"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(ScenarioError,
                                 run({{"task", "train"}, {"device", "gpu"}, {"iterations", "1"}}));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, run({{"sync", "sometimes"}}));
    }

    void networksWhoseShapesDoNotFitAreRefusedBeforeTheyRun() {
        nn::NetworkSpec misfit = nn::preset_chapter_mlp();
        misfit.root.children[2].in_units = 7;  // after Dense(128)
        const std::vector<std::pair<std::string, std::string>> sets{
            {"network", nn::to_json(misfit, false)}};
        const Scenario* s = find_scenario("network");
        QVERIFY(s);
        const Params params = resolve_params(s->info(), sets);
        QVERIFY_THROWS_EXCEPTION(ScenarioError, s->check(params));
        s->check(resolve_params(s->info(), {}));  // the default network fits
        // Running it is refused too, before any engine is made.
        std::ostringstream out;
        scenarios::RunContext ctx;
        ctx.out = &out;
        int engines = 0;
        ctx.lanes = [&](const std::vector<LaneId>&) { ++engines; };
        try {
            run_scenario("network", sets, ctx);
            QFAIL("ran a network whose shapes do not fit");
        } catch (const ScenarioError& e) {
            const QString m = e.what();
            QVERIFY2(m.contains("net.children[2] (Dense)"), e.what());
            QVERIFY2(m.contains("expects 7 input features"), e.what());
            QVERIFY2(m.contains("gets 128"), e.what());
        }
        QCOMPARE(engines, 0);
        QVERIFY(out.str().empty());
    }

    void liveEventsMatchTheFinalTrace() {
        std::mutex mutex;
        EventBatch live;
        std::vector<LaneId> lanes;
        scenarios::RunContext ctx;
        ctx.mode = RunMode::Sim;
        ctx.events = [&](const EventBatch& b) {
            std::lock_guard lock(mutex);
            live.ops.insert(live.ops.end(), b.ops.begin(), b.ops.end());
            live.syncs.insert(live.syncs.end(), b.syncs.begin(), b.syncs.end());
        };
        ctx.lanes = [&](const std::vector<LaneId>& l) {
            std::lock_guard lock(mutex);
            lanes.insert(lanes.end(), l.begin(), l.end());
        };
        ScenarioResult r =
            run_scenario("network", {{"iterations", "20"}, {"sync", "wait_to_read"}}, ctx);
        std::lock_guard lock(mutex);
        QCOMPARE(live.ops.size(), r.trace.ops.size());
        QCOMPARE(live.syncs.size(), r.trace.syncs.size());
        QVERIFY(keys(live.ops) == keys(r.trace.ops));
        QVERIFY(!lanes.empty());
        for (const LaneId& lane : r.lanes)
            QVERIFY(std::find(lanes.begin(), lanes.end(), lane) != lanes.end());
        // Op ids stay unique across the two engines (each starts counting at 1), and
        // every id an op waited on is one of the run's ops.
        std::set<OpId> ids;
        for (const OpEvent& op : r.trace.ops) QVERIFY2(ids.insert(op.id).second, "repeated id");
        for (const OpEvent& op : r.trace.ops)
            for (OpId w : op.waited_on) QVERIFY(ids.count(w) == 1);
        // Both variants' ops arrived live, each engine's shifted onto the shared axis.
        QVERIFY(std::any_of(live.ops.begin(), live.ops.end(),
                            [](const OpEvent& op) { return op.name.rfind("cached_op", 0) == 0; }));
    }

    void pausedFrontEndIssuesOneOpPerStep() {
        auto pause = std::make_shared<PauseControl>();
        EngineConfig config;
        config.cpu_workers = 2;
        config.pause = pause;
        Engine engine(config);
        std::atomic<int> ran{0};
        pause->pause();
        std::thread front([&] {
            for (int i = 0; i < 5; ++i) {
                VarHandle v = engine.new_var();
                engine.push([&ran](asynclab::RunContext&) { ran.fetch_add(1); }, {}, {v},
                            Device::cpu(), LaneKind::Compute, "step");
                engine.delete_var(v, [] {});
            }
            engine.wait_all();
        });
        QTRY_COMPARE(pause->waiting(), 1);
        QCOMPARE(ran.load(), 0);
        pause->step();
        QTRY_COMPARE(ran.load(), 1);
        QTRY_COMPARE(pause->waiting(), 1);
        pause->step();
        pause->step();
        QTRY_COMPARE(ran.load(), 3);
        QTRY_COMPARE(pause->waiting(), 1);
        QCOMPARE(pause->stepped(), std::uint64_t{3});
        pause->resume();
        front.join();
        QCOMPARE(ran.load(), 5);
    }

    void cancellingAPausedScenarioReturnsWhatItHas() {
        auto pause = std::make_shared<PauseControl>();
        std::atomic<bool> cancel{false};
        scenarios::RunContext ctx;
        ctx.mode = RunMode::Sim;
        ctx.pause = pause;
        ctx.cancel = &cancel;
        pause->pause();
        ScenarioResult r;
        std::thread worker([&] { r = run_scenario("network", {{"iterations", "1000"}}, ctx); });
        QTRY_COMPARE(pause->waiting(), 1);
        cancel = true;
        pause->cancel();
        worker.join();
        QVERIFY(r.cancelled);
        QVERIFY(!pause->paused());
    }
};

QTEST_GUILESS_MAIN(TestNetworkScenario)
#include "test_network_scenario.moc"
