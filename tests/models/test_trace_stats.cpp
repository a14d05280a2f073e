// Statistics of a selection (ops per name, lanes' busy, idle and blocked time), where each
// lane's time went, and searching ops by name: on a hand-made run whose numbers are worked
// out below.
#include <QtTest>

#include "tests/common/trace_events.h"
#include "ui/models/stats_tables.h"
#include "ui/models/trace_search.h"
#include "ui/models/trace_stats.h"

using namespace asynclab;
using namespace asynclab::testing;

namespace {

OpEvent named(OpId id, const char* name, OpKind kind, LaneId lane, TimeNs push, TimeNs start,
              TimeNs end) {
    OpEvent e = op(id, lane, push, start, end);
    e.name = name;
    e.kind = kind;
    return e;
}

/// cpu(0) compute 0: matmul #1 pushed 0, runs 10..110; add #2 pushed 20, waits on the copy
///   #3 (ends 140), runs 150..200; add #4 pushed and run 210..230.
/// cpu(0) compute 1: copy #3 pushed 5, runs 100..140.
/// Front end 0: blocked in a wait_all 30..140.
TraceSnapshotPtr run() {
    EventBatch b;
    b.ops.push_back(named(1, "matmul", OpKind::MatMul, kCpu0, 0, 10, 110));
    OpEvent add = named(2, "add", OpKind::Elementwise, kCpu0, 20, 150, 200);
    add.waited_on = {3};
    b.ops.push_back(add);
    b.ops.push_back(named(3, "copy", OpKind::Copy, kCpu1, 5, 100, 140));
    b.ops.push_back(named(4, "add", OpKind::Elementwise, kCpu0, 210, 210, 230));
    b.syncs.push_back(sync(SyncKind::WaitAll, 30, 140));
    return build(b);
}

std::size_t laneOf(const TraceSnapshot& s, const LaneId& id) {
    for (std::size_t i = 0; i < s.lanes.size(); ++i)
        if (s.lanes[i]->info.lane == id) return i;
    return SIZE_MAX;
}

std::size_t frontEnd(const TraceSnapshot& s) {
    for (std::size_t i = 0; i < s.lanes.size(); ++i)
        if (s.lanes[i]->info.role == LaneRole::FrontEnd) return i;
    return SIZE_MAX;
}

const OpStatsRow* row(const TraceStats& stats, const std::string& name) {
    for (const OpStatsRow& r : stats.ops)
        if (r.name == name) return &r;
    return nullptr;
}

const LaneStatsRow* laneRow(const TraceStats& stats, std::size_t lane) {
    for (const LaneStatsRow& r : stats.lanes)
        if (r.lane == lane) return &r;
    return nullptr;
}

StatsSelection range(TimeNs begin, TimeNs end, std::vector<std::size_t> lanes = {}) {
    StatsSelection s;
    s.begin = begin;
    s.end = end;
    s.lanes = std::move(lanes);
    return s;
}

}  // namespace

class TestTraceStats : public QObject {
    Q_OBJECT

  private slots:
    void anOpenedTraceGetsHeadlineMetrics() {
        // The hand-made run, with costs on two ops, a failed one and a memory series: what
        // the Summary shows for a trace opened from a file.
        EventBatch b;
        OpEvent mm = named(1, "matmul", OpKind::MatMul, kCpu0, 0, 10, 110);
        mm.flops = 2e9;
        mm.bytes = 3e6;
        b.ops.push_back(mm);
        OpEvent bad = named(2, "add", OpKind::Elementwise, kCpu1, 20, 150, 200);
        bad.failed = true;
        b.ops.push_back(bad);
        b.syncs.push_back(sync(SyncKind::WaitAll, 30, 140));
        b.counters.push_back(memory(Device::cpu(0), 10, 4096));
        b.counters.push_back(memory(Device::cpu(0), 150, 8192));
        b.counters.push_back(memory(Device::cpu(0), 200, 1024));
        const std::vector<std::pair<std::string, double>> m = traceMetrics(*build(b));
        const std::vector<std::pair<std::string, double>> want{{"span_s", 200e-9},
                                                               {"lanes", 3},
                                                               {"ops", 2},
                                                               {"failed_ops", 1},
                                                               {"sync_points", 1},
                                                               {"blocked_s", 110e-9},
                                                               {"blocked_share", 110.0 / 200},
                                                               {"gflop", 2},
                                                               {"gb_moved", 3e-3},
                                                               {"peak_memory_cpu(0)_bytes", 8192}};
        QCOMPARE(m.size(), want.size());
        for (std::size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(m[i].first, want[i].first);
            QVERIFY2(std::abs(m[i].second - want[i].second) <= 1e-12 * std::abs(want[i].second),
                     (m[i].first + " = " + std::to_string(m[i].second)).c_str());
        }
        // Nothing failed, nothing blocked, no costs: those rows are left out.
        EventBatch plain;
        plain.ops.push_back(named(1, "add", OpKind::Elementwise, kCpu0, 0, 5, 25));
        std::vector<std::string> names;
        for (const auto& [name, value] : traceMetrics(*build(plain))) names.push_back(name);
        QCOMPARE(names, (std::vector<std::string>{"span_s", "lanes", "ops", "sync_points"}));
    }

    void slicesCountForTheirPartInsideTheRange() {
        const TraceSnapshotPtr snap = run();
        const TraceStats stats = computeTraceStats(*snap, range(50, 160));
        QCOMPARE(stats.ops.size(), std::size_t{3});
        // By total, largest first: matmul 50..110, copy 100..140, add #2 150..160.
        QCOMPARE(stats.ops[0].name, std::string("matmul"));
        QCOMPARE(stats.ops[0].total, TimeNs{60});
        QCOMPARE(stats.ops[1].name, std::string("copy"));
        QCOMPARE(stats.ops[1].total, TimeNs{40});
        QCOMPARE(stats.ops[2].name, std::string("add"));
        QCOMPARE(stats.ops[2].count, std::size_t{1});  // #4 starts after the range
        QCOMPARE(stats.ops[2].total, TimeNs{10});
        QCOMPARE(stats.ops[2].max, TimeNs{10});
    }

    void countMeanAndMaxOverTheWholeRun() {
        const TraceSnapshotPtr snap = run();
        const TraceStats stats = computeTraceStats(*snap, range(0, 250));
        const OpStatsRow* add = row(stats, "add");
        QVERIFY(add);
        QCOMPARE(add->count, std::size_t{2});
        QCOMPARE(add->total, TimeNs{70});
        QCOMPARE(add->mean(), 35.0);
        QCOMPARE(add->max, TimeNs{50});
        QCOMPARE(add->max_op, OpId{2});
    }

    void sharesAddUpToOne() {
        const TraceSnapshotPtr snap = run();
        const TraceStats stats = computeTraceStats(*snap, range(50, 160));
        double sum = 0;
        for (const OpStatsRow& r : stats.ops) sum += r.share;
        QCOMPARE(sum, 1.0);
        QCOMPARE(row(stats, "matmul")->share, 60.0 / 110.0);
    }

    void theLanesFilterKeepsOnlyTheirOps() {
        const TraceSnapshotPtr snap = run();
        const std::size_t cpu1 = laneOf(*snap, kCpu1);
        const TraceStats stats = computeTraceStats(*snap, range(0, 250, {cpu1}));
        QCOMPARE(stats.ops.size(), std::size_t{1});
        QCOMPARE(stats.ops[0].name, std::string("copy"));
        QCOMPARE(stats.ops[0].share, 1.0);
        QCOMPARE(stats.lanes.size(), std::size_t{1});
        QCOMPARE(stats.lanes[0].lane, cpu1);
    }

    void lanesSplitTheRangeIntoBusyIdleAndBlocked() {
        const TraceSnapshotPtr snap = run();
        const TraceStats stats = computeTraceStats(*snap, range(50, 160));
        const LaneStatsRow* cpu0 = laneRow(stats, laneOf(*snap, kCpu0));
        QVERIFY(cpu0);
        // Busy 50..110 and 150..160; #2 was ready (its copy done) 140..150 and did not start.
        QCOMPARE(cpu0->busy, TimeNs{70});
        QCOMPARE(cpu0->blocked, TimeNs{10});
        QCOMPARE(cpu0->idle, TimeNs{30});
        const LaneStatsRow* fe = laneRow(stats, frontEnd(*snap));
        QVERIFY(fe);
        QCOMPARE(fe->blocked, TimeNs{90});  // the wait_all, 50..140
        QCOMPARE(fe->busy, TimeNs{20});     // running the program the rest of the range
        QCOMPARE(fe->idle, TimeNs{0});
    }

    void whereTheTimeWentPerLane() {
        const TraceSnapshotPtr snap = run();
        const auto parts = computeLaneBreakdown(*snap, range(0, 250));
        for (const LaneBreakdown& b : parts) QCOMPARE(b.total(), TimeNs{250});
        const LaneBreakdown& cpu0 = parts[laneOf(*snap, kCpu0)];
        QCOMPARE(cpu0.computing, TimeNs{170});
        QCOMPARE(cpu0.copying, TimeNs{0});
        // #1 ready 0..10; #2 waits for the copy 110..140, then is ready 140..150.
        QCOMPARE(cpu0.readyNotStarted, TimeNs{20});
        QCOMPARE(cpu0.waitingForDependencies, TimeNs{30});
        // Nothing pushed and not started: 200..210 and 230..250.
        QCOMPARE(cpu0.waitingForFrontEnd, TimeNs{30});
        const LaneBreakdown& cpu1 = parts[laneOf(*snap, kCpu1)];
        QCOMPARE(cpu1.copying, TimeNs{40});
        QCOMPARE(cpu1.computing, TimeNs{0});
        QCOMPARE(cpu1.waitingForFrontEnd, TimeNs{115});
        const LaneBreakdown& fe = parts[frontEnd(*snap)];
        QCOMPARE(fe.blockedAtSync, TimeNs{110});
        QCOMPARE(fe.frontEndRunning, TimeNs{140});
    }

    void csvHasEveryRowWithUnroundedNumbers() {
        const TraceSnapshotPtr snap = run();
        const TraceStats stats = computeTraceStats(*snap, range(50, 160));
        const std::string csv = opStatsCsv(stats);
        QVERIFY(csv.starts_with("name,count,total_us,mean_us,max_us,share\n"));
        QVERIFY2(csv.find("\nmatmul,1,0.06,0.06,0.06," + shortestNumber(60.0 / 110.0) + "\n") !=
                     std::string::npos,
                 csv.c_str());
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 4L);
        const std::string lanes = laneStatsCsv(stats);
        QVERIFY(lanes.starts_with("lane,busy_us,idle_us,blocked_us\n"));
        QVERIFY2(lanes.find(snap->lanes[laneOf(*snap, kCpu0)]->info.name + ",0.07,0.03,0.01\n") !=
                     std::string::npos,
                 lanes.c_str());
        QCOMPARE(shortestNumber(1048576), std::string("1048576"));
        QCOMPARE(shortestNumber(0.1), std::string("0.1"));
    }

    void rangesAreParsedOrRefusedWithTheProblem() {
        std::string error;
        const auto ok = parseRangeUs("12.5:80", &error);
        QVERIFY(ok);
        QCOMPARE(ok->first, TimeNs{12500});
        QCOMPARE(ok->second, TimeNs{80000});
        QVERIFY(!parseRangeUs("80:12", &error));
        QVERIFY2(error.find("not after") != std::string::npos, error.c_str());
        QVERIFY(!parseRangeUs("abc:12", &error));
        QVERIFY2(error.find("'abc' is not a number") != std::string::npos, error.c_str());
        QVERIFY(!parseRangeUs("12", &error));
        QVERIFY2(error.find("BEGIN_US:END_US") != std::string::npos, error.c_str());
    }

    void lanesAreFoundByName() {
        const TraceSnapshotPtr snap = run();
        const std::size_t cpu1 = laneOf(*snap, kCpu1);
        QCOMPARE(findLane(*snap, snap->lanes[cpu1]->info.name), std::optional<std::size_t>(cpu1));
        QVERIFY(!findLane(*snap, "no such lane"));
    }

    void theTablesSortByRawNumbers() {
        const TraceSnapshotPtr snap = run();
        OpStatsTableModel ops;
        ops.setStats(computeTraceStats(*snap, range(50, 160)));
        QCOMPARE(ops.rowCount(), 3);
        QCOMPARE(ops.data(ops.index(0, OpStatsTableModel::Total), OpStatsTableModel::SortRole)
                     .toDouble(),
                 60.0);
        QCOMPARE(ops.data(ops.index(2, OpStatsTableModel::Count)).toULongLong(), 1ULL);
        LaneStatsTableModel lanes;
        lanes.setStats(computeTraceStats(*snap, range(50, 160)));
        QCOMPARE(lanes.rowCount(), static_cast<int>(snap->lanes.size()));
    }

    // --- search ----------------------------------------------------------------------

    void aSubstringMatchesNamesInTimeOrder() {
        TraceSearch search;
        search.setQuery(run(), QStringLiteral("ADD"), false);
        QVERIFY(search.active());
        QCOMPARE(search.count(), std::size_t{2});
        QVERIFY(search.next());
        QCOMPARE(search.currentOp(), OpId{2});
        search.next();
        QCOMPARE(search.currentOp(), OpId{4});
        search.next();  // wraps to the first
        QCOMPARE(search.currentOp(), OpId{2});
        search.previous();  // wraps to the last
        QCOMPARE(search.currentOp(), OpId{4});
    }

    void theFirstStepStartsFromAGivenTime() {
        TraceSearch search;
        search.setQuery(run(), QStringLiteral("add"), false);
        search.next(TimeNs{160});
        QCOMPARE(search.currentOp(), OpId{4});
        TraceSearch back;
        back.setQuery(run(), QStringLiteral("add"), false);
        back.previous(TimeNs{160});
        QCOMPARE(back.currentOp(), OpId{2});
    }

    void aRegexMatchesWhenValidAndSaysWhyWhenNot() {
        const TraceSnapshotPtr snap = run();
        TraceSearch search;
        search.setQuery(snap, QStringLiteral("^(mat|co)"), true);
        QCOMPARE(search.count(), std::size_t{2});
        search.setQuery(snap, QStringLiteral("^(mat|co)"), false);  // as text: no name has it
        QCOMPARE(search.count(), std::size_t{0});
        search.setQuery(snap, QStringLiteral("(add"), true);
        QVERIFY(!search.active());
        QVERIFY(!search.error().isEmpty());
        QCOMPARE(search.count(), std::size_t{0});
        QVERIFY(!search.next());
    }

    void theDimmingPredicateFollowsTheMatches() {
        const TraceSnapshotPtr snap = run();
        TraceSearch search;
        search.setQuery(snap, QStringLiteral("mat"), false);
        const LaneData& cpu0 = *snap->lanes[laneOf(*snap, kCpu0)];
        QVERIFY(search.matches(cpu0.spans[0]));   // matmul
        QVERIFY(!search.matches(cpu0.spans[1]));  // add
        search.setQuery(snap, QString(), false);
        QVERIFY(!search.matches(cpu0.spans[0]));
    }

    void selectingAMatchMakesItCurrent() {
        TraceSearch search;
        search.setQuery(run(), QStringLiteral("add"), false);
        QVERIFY(search.setCurrentOp(4));
        QCOMPARE(*search.current(), std::size_t{1});
        QVERIFY(!search.setCurrentOp(1));  // matmul is no match
    }
};

QTEST_GUILESS_MAIN(TestTraceStats)
#include "test_trace_stats.moc"
