// TraceSnapshot, TraceBuilder, TraceModel and LaneTableModel: merging out-of-order
// batches, sharing unchanged lanes, trace import, coalesced live updates.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>
#include <chrono>
#include <sstream>
#include <thread>

#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/profiler.h"
#include "engine/profiler/trace_import.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_snapshot.h"

using namespace asynclab;

namespace {

const LaneId kCompute0{Device::cpu(0), LaneKind::Compute, 0};
const LaneId kCompute1{Device::cpu(0), LaneKind::Compute, 1};
const LaneId kGpuCompute{Device::gpu(0), LaneKind::Compute, 0};
const LaneId kGpuCopy{Device::gpu(0), LaneKind::CopyH2D, 0};

OpEvent op(OpId id, LaneId lane, TimeNs start, TimeNs end, OpKind kind = OpKind::Elementwise,
           std::vector<OpId> waited_on = {}) {
    OpEvent e;
    e.id = id;
    e.name = "op" + std::to_string(id);
    e.kind = kind;
    e.lane = lane;
    e.push = start - 5;
    e.start = start;
    e.end = end;
    e.flops = 100.0 * static_cast<double>(id);
    e.bytes = 8.0 * static_cast<double>(id);
    e.waited_on = std::move(waited_on);
    return e;
}

std::vector<OpId> ids(const LaneData& lane) {
    std::vector<OpId> out;
    for (const OpSpan& s : lane.spans) out.push_back(s.id);
    return out;
}

const LaneData* laneNamed(const TraceSnapshot& snap, const std::string& name) {
    for (const auto& l : snap.lanes) {
        if (l->info.name == name) return l.get();
    }
    return nullptr;
}

/// A small run with every kind of event, for the import round trip.
EventBatch sampleRun() {
    EventBatch b;
    b.ops.push_back(op(1, kCompute0, 100, 400, OpKind::Random));
    b.ops.push_back(op(2, kGpuCopy, 150, 300, OpKind::Copy));
    b.ops.push_back(op(3, kGpuCompute, 320, 900, OpKind::MatMul, {2}));
    b.ops.push_back(op(4, kCompute0, 450, 1000, OpKind::Reduction, {1, 3}));
    b.ops[3].failed = true;
    b.ops.push_back(op(5, kCompute0, 1000, 1000, OpKind::Elementwise, {4}));
    b.ops[4].skipped = true;
    SyncEvent s;
    s.kind = SyncKind::WaitAll;
    s.thread = 0;
    s.begin = 500;
    s.end = 1010;
    s.awaited = 5;
    s.where = "train.py:12 (main)";
    s.what = "all";
    b.syncs.push_back(s);
    b.counters.push_back({CounterKind::QueueDepth, Device::cpu(0), 100, 1});
    b.counters.push_back({CounterKind::QueueDepth, Device::cpu(0), 200, 3});
    b.counters.push_back({CounterKind::MemoryBytes, Device::gpu(0), 300, 4096});
    return b;
}

}  // namespace

class TestTraceModel : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        // Numbers as the C locale writes them ("1.25 ms"), whatever the machine's language.
        QLocale::setDefault(QLocale::c());
    }

    void lanesAreGroupedFrontEndFirstThenByDevice() {
        TraceBuilder builder;
        EventBatch b;
        b.ops.push_back(op(1, kGpuCopy, 0, 10));
        b.ops.push_back(op(2, kGpuCompute, 0, 10));
        b.ops.push_back(op(3, kCompute1, 0, 10));
        b.ops.push_back(op(4, kCompute0, 0, 10));
        b.ops[3].issuer = 1;
        builder.add(b);
        const auto snap = builder.snapshot();
        std::vector<std::string> names;
        for (const auto& l : snap->lanes) names.push_back(l->info.name);
        const std::vector<std::string> expected = {"front end 0",      "front end 1",
                                                   "cpu(0) compute 0", "cpu(0) compute 1",
                                                   "gpu(0) compute 0", "gpu(0) copy h2d"};
        QCOMPARE(names, expected);
        QCOMPARE(snap->lanes[0]->info.role, LaneRole::FrontEnd);
        QCOMPARE(snap->lanes[4]->info.device, std::string("gpu(0)"));
        QCOMPARE(snap->lanes[5]->info.role, LaneRole::Copy);
        // Each push is an issue tick on its front-end thread.
        QCOMPARE(snap->lanes[0]->issues.size(), std::size_t(3));
        QCOMPARE(snap->lanes[1]->issues.size(), std::size_t(1));
        QCOMPARE(snap->lanes[1]->issues[0].op, OpId(4));
    }

    void outOfOrderBatchesMergeSorted() {
        TraceBuilder builder;
        EventBatch late;
        late.ops.push_back(op(3, kCompute0, 300, 350));
        late.ops.push_back(op(4, kCompute0, 400, 450));
        builder.add(late);
        const auto first = builder.snapshot();
        QCOMPARE(ids(*laneNamed(*first, "cpu(0) compute 0")), (std::vector<OpId>{3, 4}));

        // A batch that overlaps the previous one in time, itself sorted by end only.
        EventBatch early;
        early.ops.push_back(op(2, kCompute0, 200, 260));
        early.ops.push_back(op(1, kCompute0, 100, 500));  // a bulk spanning the others
        early.ops.push_back(op(5, kCompute0, 380, 390));
        early.ops[1].kind = OpKind::Bulk;
        for (int i : {0, 2}) early.ops[static_cast<std::size_t>(i)].parent = 1;
        builder.add(early);
        const auto snap = builder.snapshot();
        const LaneData& lane = *laneNamed(*snap, "cpu(0) compute 0");
        QCOMPARE(ids(lane), (std::vector<OpId>{1, 2, 3, 5, 4}));
        QVERIFY(std::is_sorted(lane.spans.begin(), lane.spans.end(),
                               [](const OpSpan& a, const OpSpan& b) { return a.start < b.start; }));
        // Inner ops of a bulk nest one level down.
        QCOMPARE(lane.max_depth, 1);
        QCOMPARE(lane.spans[1].depth, std::uint8_t(1));
        // reach is the running maximum of ends.
        QCOMPARE(lane.reach, (std::vector<TimeNs>{500, 500, 500, 500, 500}));
        QCOMPARE(lane.busy, TimeNs(400));
        // The location index follows the merge.
        for (OpId id = 1; id <= 5; ++id) {
            const auto ref = snap->locate(id);
            QVERIFY(ref.has_value());
            QCOMPARE(snap->lanes[ref->lane]->spans[ref->index].id, id);
        }
        QVERIFY(!snap->locate(99).has_value());
        QCOMPARE(snap->begin, TimeNs(95));  // the earliest push
        QCOMPARE(snap->end, TimeNs(500));
        QCOMPARE(snap->totals.ops, std::size_t(5));
        // The earlier snapshot did not change.
        QCOMPARE(ids(*laneNamed(*first, "cpu(0) compute 0")), (std::vector<OpId>{3, 4}));
        QVERIFY(snap->version > first->version);
    }

    void snapshotsShareUnchangedLanes() {
        TraceBuilder builder;
        EventBatch a;
        a.ops.push_back(op(1, kCompute0, 0, 10));
        a.ops.push_back(op(2, kGpuCompute, 0, 10));
        a.counters.push_back({CounterKind::MemoryBytes, Device::gpu(0), 5, 100});
        builder.add(a);
        const auto s1 = builder.snapshot();
        QCOMPARE(builder.snapshot(), s1);  // nothing new: the same snapshot

        EventBatch b;
        b.ops.push_back(op(3, kGpuCompute, 20, 30));
        b.ops[0].issuer = 0;
        builder.add(b);
        const auto s2 = builder.snapshot();
        auto lane = [](const TraceSnapshotPtr& s, const char* name) {
            for (const auto& l : s->lanes) {
                if (l->info.name == name) return l;
            }
            return std::shared_ptr<const LaneData>();
        };
        QCOMPARE(lane(s1, "cpu(0) compute 0").get(), lane(s2, "cpu(0) compute 0").get());
        QVERIFY(lane(s1, "gpu(0) compute 0") != lane(s2, "gpu(0) compute 0"));
        QCOMPARE(lane(s1, "gpu(0) compute 0")->spans.size(), std::size_t(1));
        QCOMPARE(lane(s2, "gpu(0) compute 0")->spans.size(), std::size_t(2));
        QCOMPARE(s1->counters[0].get(), s2->counters[0].get());
        QCOMPARE(s1->op_pages[0].get() != s2->op_pages[0].get(), true);  // op 3 is new
        QCOMPARE(s1->names.get() != s2->names.get(), true);              // "op3" is new
    }

    void bigRunSnapshotsStayCheap() {
        // 200,000 ops over 8 lanes in 40 batches; a snapshot after each.
        TraceBuilder builder;
        OpId id = 1;
        QElapsedTimer timer;
        qint64 worst_ns = 0;
        for (int batch = 0; batch < 40; ++batch) {
            EventBatch b;
            for (int i = 0; i < 5000; ++i, ++id) {
                const LaneId lane{Device::cpu(0), LaneKind::Compute, static_cast<int>(id % 8)};
                const TimeNs t = static_cast<TimeNs>(id) * 100;
                b.ops.push_back(op(id, lane, t, t + 700, OpKind::Elementwise,
                                   id > 1 ? std::vector<OpId>{id - 1} : std::vector<OpId>{}));
            }
            builder.add(b);
            timer.start();
            const auto snap = builder.snapshot();
            worst_ns = std::max(worst_ns, timer.nsecsElapsed());
            QCOMPARE(snap->totals.ops, static_cast<std::size_t>(id - 1));
        }
        const auto snap = builder.snapshot();
        QCOMPARE(snap->lanes.size(), std::size_t(9));
        QCOMPARE(snap->find(123456)->id, OpId(123456));
        QCOMPARE(snap->waiters(1000), std::vector<OpId>{1001});
        qInfo("worst snapshot of a 200,000-op run: %.2f ms", worst_ns / 1e6);
        QVERIFY2(worst_ns < 500'000'000, "a snapshot took more than half a second");
    }

    void visibleRangeAndHitTesting() {
        TraceBuilder builder;
        EventBatch b;
        b.ops.push_back(op(1, kCompute0, 100, 200));
        b.ops.push_back(op(2, kCompute0, 300, 400));
        b.ops.push_back(op(3, kCompute0, 500, 900));
        b.ops.push_back(op(4, kCompute0, 600, 700));
        b.ops[3].parent = 3;
        builder.add(b);
        const auto snap = builder.snapshot();
        const LaneData& lane = *laneNamed(*snap, "cpu(0) compute 0");
        auto [first, last] = lane.visible(250, 450);
        QCOMPARE(first, std::size_t(1));
        QCOMPARE(last, std::size_t(2));
        std::tie(first, last) = lane.visible(650, 660);
        QCOMPARE(first, std::size_t(2));
        QCOMPARE(last, std::size_t(4));
        QCOMPARE(lane.span_at(150).value(), std::size_t(0));
        QVERIFY(!lane.span_at(250).has_value());                      // between bars
        QCOMPARE(lane.span_at(290, 10).value(), std::size_t(1));      // within the slack
        QCOMPARE(lane.spans[lane.span_at(650).value()].id, OpId(4));  // innermost
        QCOMPARE(lane.spans[lane.span_at(650, 0, 0).value()].id, OpId(3));
        QVERIFY(!lane.span_at(1000).has_value());
    }

    void importsAsyncLabTrace() {
        const EventBatch run = sampleRun();
        TraceMetadata meta;
        meta.title = "round trip";
        meta.lanes = {kCompute1};
        const std::string text = chrome_trace_string(run, meta);
        const TraceFile trace = read_chrome_trace(text);
        QVERIFY(is_asynclab_trace(trace));
        const auto snap = snapshot_from_trace(trace);
        QCOMPARE(snap->title, std::string("round trip"));
        QCOMPARE(snap->totals.ops, std::size_t(5));
        QCOMPARE(snap->totals.failed, std::size_t(1));
        QCOMPARE(snap->totals.skipped, std::size_t(1));
        QVERIFY(laneNamed(*snap, "cpu(0) compute 1") != nullptr);  // named, though empty
        QCOMPARE(snap->lanes.front()->info.name, std::string("front end 0"));
        const OpSpan* four = snap->find(4);
        QVERIFY(four != nullptr);
        QCOMPARE(four->start, TimeNs(450));
        QCOMPARE(four->end, TimeNs(1000));
        QCOMPARE(four->kind, OpKind::Reduction);
        QVERIFY(four->failed());
        QCOMPARE(four->flops, 400.0);
        QCOMPARE(snap->name(four->name), std::string("op4"));
        const auto ref = snap->locate(4).value();
        const auto deps = snap->lanes[ref.lane]->waited_on(*four);
        QCOMPARE(std::vector<OpId>(deps.begin(), deps.end()), (std::vector<OpId>{1, 3}));
        QCOMPARE(snap->waiters(3), std::vector<OpId>{4});
        const LaneData& fe = *snap->lanes.front();
        QCOMPARE(fe.syncs.size(), std::size_t(1));
        QCOMPARE(fe.syncs[0].kind, SyncKind::WaitAll);
        QCOMPARE(snap->name(fe.syncs[0].where), std::string("train.py:12 (main)"));
        QCOMPARE(fe.issues.size(), std::size_t(5));
        const CounterSeries* queue = snap->counter(CounterKind::QueueDepth);
        QVERIFY(queue != nullptr);
        QCOMPARE(queue->points.size(), std::size_t(2));
        QCOMPARE(queue->max_value, 3.0);
        QVERIFY(snap->counter(CounterKind::MemoryBytes, Device::gpu(0)) != nullptr);
    }

    void importsGenericChromeTrace() {
        const QString path =
            QStringLiteral(ASYNCLAB_FIXTURES_DIR "/kineto_tb_plugin_gpu_metrics_input.json");
        if (!QFile::exists(path)) QSKIP("fixture kineto_tb_plugin_gpu_metrics_input.json absent");
        const TraceFile trace = read_chrome_trace_file(path.toStdString());
        QVERIFY(!is_asynclab_trace(trace));
        const auto snap = snapshot_from_trace(trace);
        const TraceSummary summary = summarize(trace);
        QCOMPARE(snap->totals.ops, trace.slices.size());
        std::size_t lanes_with_slices = 0;
        for (const auto& l : summary.lanes) lanes_with_slices += l.slices > 0 ? 1 : 0;
        QCOMPARE(snap->lanes.size(), lanes_with_slices);
        std::size_t spans = 0;
        bool any_deps = false;
        for (const auto& lane : snap->lanes) {
            QVERIFY(!lane->info.name.empty());
            QVERIFY(!lane->info.device.empty());
            QCOMPARE(lane->info.role, LaneRole::Other);
            spans += lane->spans.size();
            any_deps = any_deps || !lane->deps.empty();
            QVERIFY(
                std::is_sorted(lane->spans.begin(), lane->spans.end(),
                               [](const OpSpan& a, const OpSpan& b) { return a.start < b.start; }));
        }
        QCOMPARE(spans, trace.slices.size());
        QVERIFY(any_deps);                 // flows became dependencies
        QCOMPARE(snap->begin, TimeNs(0));  // rebased
        QVERIFY(snap->end > 0);
        QVERIFY(snap->end < TimeNs(3'600'000'000'000));
        // Slice i is op i + 1.
        const TraceSlice& s = trace.slices[7];
        QCOMPARE(snap->name(snap->find(8)->name), s.name);
        // Lanes are named by process and thread names where the trace gives them.
        bool named = false;
        for (const auto& lane : snap->lanes) {
            named = named || lane->info.name.rfind("tid ", 0) != 0;
        }
        QVERIFY(named);
    }

    void foreignSlicesGetTheirKindFromTheirNames() {
        // PyTorch and MXNet names: random numbers (not reductions, though "normal" holds
        // "norm"), constant fills as memsets, an allocation as memory.
        const std::vector<std::pair<std::string, OpKind>> cases{
            {"aten::normal_", OpKind::Random},       {"_random_uniform", OpKind::Random},
            {"_npi_normal", OpKind::Random},         {"aten::randn", OpKind::Random},
            {"aten::layer_norm", OpKind::Reduction}, {"aten::sum", OpKind::Reduction},
            {"aten::zero_", OpKind::Elementwise},    {"aten::fill_", OpKind::Elementwise},
            {"_npi_ones", OpKind::Elementwise},      {"aten::empty", OpKind::Memory},
            {"aten::addmm", OpKind::MatMul},         {"something_else", OpKind::Other}};
        std::string text = "{\"traceEvents\": [";
        for (std::size_t i = 0; i < cases.size(); ++i) {
            if (i > 0) text += ",";
            text += "{\"ph\": \"X\", \"pid\": 1, \"tid\": 1, \"name\": \"" + cases[i].first +
                    "\", \"ts\": " + std::to_string(10 * i) + ", \"dur\": 5}";
        }
        text += "]}";
        const auto snap = snapshot_from_trace(read_chrome_trace(text));
        for (std::size_t i = 0; i < cases.size(); ++i) {
            const OpSpan* span = snap->find(static_cast<OpId>(i + 1));  // slice i is op i + 1
            QVERIFY(span != nullptr);
            QCOMPARE(snap->name(span->name), cases[i].first);
            QVERIFY2(span->kind == cases[i].second,
                     (cases[i].first + " is " + op_kind_name(span->kind)).c_str());
        }
    }

    void laneTableModelPassesTester() {
        TraceBuilder builder;
        builder.add(sampleRun());
        LaneTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setSnapshot(builder.snapshot());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 5);
        QCOMPARE(model.data(model.index(1, LaneTableModel::Name)).toString(),
                 QStringLiteral("cpu(0) compute 0"));
        QCOMPARE(model.data(model.index(1, LaneTableModel::Device)).toString(),
                 QStringLiteral("cpu(0)"));
        QCOMPARE(model.data(model.index(1, LaneTableModel::Ops)).toULongLong(), 3ull);
        QCOMPARE(
            model.data(model.index(1, LaneTableModel::Busy), LaneTableModel::SortRole).toDouble(),
            850.0);  // [100, 400] and [450, 1000]
        const double util =
            model.data(model.index(1, LaneTableModel::Utilization), LaneTableModel::SortRole)
                .toDouble();
        QVERIFY(util > 0.8 && util <= 1.0);
        QCOMPARE(model.headerData(LaneTableModel::Busy, Qt::Horizontal).toString(),
                 QStringLiteral("Busy"));

        // Same lanes: rows stay, data changes.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        EventBatch more;
        more.ops.push_back(op(9, kCompute0, 1100, 1200));
        builder.add(more);
        model.setSnapshot(builder.snapshot());
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.data(model.index(1, LaneTableModel::Ops)).toULongLong(), 4ull);
        // A new lane: reset.
        EventBatch lane;
        lane.ops.push_back(op(10, kCompute1, 1200, 1300));
        builder.add(lane);
        model.setSnapshot(builder.snapshot());
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 5);
        model.setSnapshot(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void modelCoalescesUpdates() {
        TraceModel model;
        model.setUpdateInterval(50);
        QSignalSpy spy(&model, &TraceModel::snapshotChanged);
        for (OpId id = 1; id <= 20; ++id) {
            EventBatch b;
            b.ops.push_back(
                op(id, kCompute0, static_cast<TimeNs>(id) * 10, static_cast<TimeNs>(id) * 10 + 5));
            model.addBatch(b);
        }
        QCOMPARE(spy.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 2000);
        QCOMPARE(model.snapshot()->totals.ops, std::size_t(20));
        QTest::qWait(120);
        QCOMPARE(spy.count(), 1);  // nothing new, no signal
        model.reset();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(model.snapshot()->totals.ops, std::size_t(0));
    }

    void modelFollowsProfilerAndDropsStaleBatches() {
        Profiler profiler(std::chrono::milliseconds(5));
        profiler.set_sample_resident(false);
        TraceModel model;
        model.attach(&profiler);
        QCOMPARE(model.profiler(), &profiler);
        const quint64 generation = model.generation();
        profiler.record(op(1, kCompute0, 10, 20));
        profiler.record(op(2, kCompute0, 30, 40));
        profiler.flush();
        QTRY_COMPARE_WITH_TIMEOUT(model.snapshot()->totals.ops, std::size_t(2), 3000);

        // Batches delivered before a reset but handled after it are dropped.
        profiler.record(op(3, kCompute0, 50, 60));
        profiler.flush();  // queued to the UI thread, not yet handled
        model.reset();
        QVERIFY(model.generation() > generation);
        QTest::qWait(150);
        QCOMPARE(model.snapshot()->totals.ops, std::size_t(0));

        model.attach(nullptr);
        profiler.record(op(4, kCompute0, 70, 80));
        profiler.flush();
        QTest::qWait(150);
        QCOMPARE(model.snapshot()->totals.ops, std::size_t(0));
    }

    void modelDestroyedWhileProfilerRuns() {
        Profiler profiler(std::chrono::milliseconds(1));
        profiler.set_sample_resident(false);
        std::atomic<bool> stop{false};
        std::thread producer([&] {
            OpId id = 1;
            while (!stop.load()) {
                profiler.record(
                    op(id, kCompute0, static_cast<TimeNs>(id), static_cast<TimeNs>(id) + 1));
                ++id;
                std::this_thread::sleep_for(std::chrono::microseconds(50));
            }
        });
        for (int i = 0; i < 5; ++i) {
            auto model = std::make_unique<TraceModel>();
            model->attach(&profiler);
            QTest::qWait(20);
            model.reset();
        }
        QTest::qWait(20);  // queued calls to the dead models must be gone
        // ...and the profiler goes on delivering to a model that lives.
        TraceModel alive;
        alive.setUpdateInterval(5);
        alive.attach(&profiler);
        QTRY_VERIFY_WITH_TIMEOUT(alive.snapshot()->totals.ops > 0, 3000);
        alive.attach(nullptr);
        stop = true;
        producer.join();
    }

    void setSnapshotShowsAnImport() {
        TraceModel model;
        QSignalSpy spy(&model, &TraceModel::snapshotChanged);
        TraceBuilder builder;
        builder.add(sampleRun());
        const auto snap = builder.snapshot();
        model.setSnapshot(snap);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(model.snapshot(), snap);
        LaneTableModel table;
        table.setTraceModel(&model);
        QCOMPARE(table.rowCount(), 4);
        model.reset();
        QCOMPARE(table.rowCount(), 0);
    }

    void formatsDurations() {
        QCOMPARE(formatDuration(830), QStringLiteral("830 ns"));
        QCOMPARE(formatDuration(1250000), QStringLiteral("1.25 ms"));
        QCOMPARE(formatDuration(2.5e9), QStringLiteral("2.5 s"));
        QCOMPARE(formatDuration(999), QStringLiteral("999 ns"));
        QCOMPARE(formatDuration(1000), QStringLiteral("1 µs"));
        QCOMPARE(formatDuration(-2500), QStringLiteral("-2.5 µs"));
        QCOMPARE(formatDuration(7.2e12), QStringLiteral("7200 s"));  // no unit past seconds
        QCOMPARE(formatBytes(0), QStringLiteral("0 B"));
        QCOMPARE(formatBytes(192), QStringLiteral("192 B"));
        QCOMPARE(formatBytes(48500), QStringLiteral("48.5 KB"));
        QCOMPARE(formatBytes(1.25e9), QStringLiteral("1.25 GB"));
        // Numbers as the interface's locale writes them.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = formatDuration(1250000) + QLatin1Char('|') + formatBytes(1.321e6) +
                               QLatin1Char('|') + formatDuration(7.2e12) + QLatin1Char('|') +
                               formatNumber(12000.5, 'f', 1);
        QLocale::setDefault(QLocale::c());
        QCOMPARE(german, QStringLiteral("1,25 ms|1,321 MB|7200 s|12000,5"));  // no grouping
        QCOMPARE(formatBytes(1.321e6), QStringLiteral("1.321 MB"));
    }
};

QTEST_MAIN(TestTraceModel)
#include "test_trace_model.moc"
