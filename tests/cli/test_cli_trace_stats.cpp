// `asynclab-cli trace stats --json` gives the numbers the interface's statistics model
// computes, on a trace this test writes: the whole trace, and a range and a lane.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>

#include "engine/profiler/chrome_trace.h"
#include "tests/common/trace_events.h"
#include "ui/models/session.h"
#include "ui/models/trace_stats.h"

using namespace asynclab;
using namespace asynclab::testing;

namespace {

EventBatch run() {
    EventBatch b;
    OpEvent mm = op(1, kCpu0, 0, 10'000, 110'000);
    mm.name = "matmul";
    mm.kind = OpKind::MatMul;
    b.ops.push_back(mm);
    OpEvent add = op(2, kCpu0, 20'000, 150'000, 200'000);
    add.name = "add";
    add.waited_on = {3};
    b.ops.push_back(add);
    OpEvent copy = op(3, kCpu1, 5'000, 100'000, 140'000);
    copy.name = "copy";
    copy.kind = OpKind::Copy;
    b.ops.push_back(copy);
    OpEvent add2 = op(4, kCpu0, 210'000, 210'000, 230'000);
    add2.name = "add";
    b.ops.push_back(add2);
    b.syncs.push_back(sync(SyncKind::WaitAll, 30'000, 140'000));
    return b;
}

QJsonObject runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(ASYNCLAB_CLI), args);
    if (!p.waitForFinished(60000)) return {};
    if (p.exitCode() != 0) {
        qWarning("%s", p.readAllStandardError().constData());
        return {};
    }
    return QJsonObject{{QStringLiteral("stdout"), QString::fromUtf8(p.readAllStandardOutput())}};
}

QJsonObject readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// The JSON's rows against the model's, number by number.
void compare(const QJsonObject& json, const TraceStats& stats) {
    const QJsonArray ops = json.value(QStringLiteral("ops")).toArray();
    QCOMPARE(ops.size(), static_cast<qsizetype>(stats.ops.size()));
    for (qsizetype i = 0; i < ops.size(); ++i) {
        const QJsonObject o = ops[i].toObject();
        const OpStatsRow& r = stats.ops[static_cast<std::size_t>(i)];
        QCOMPARE(o.keys().size(), 6);
        QCOMPARE(o.value(QStringLiteral("name")).toString().toStdString(), r.name);
        QCOMPARE(o.value(QStringLiteral("count")).toInteger(), static_cast<qint64>(r.count));
        QCOMPARE(o.value(QStringLiteral("total_us")).toDouble(), r.total / 1000.0);
        QCOMPARE(o.value(QStringLiteral("mean_us")).toDouble(), r.mean() / 1000.0);
        QCOMPARE(o.value(QStringLiteral("max_us")).toDouble(), r.max / 1000.0);
        QCOMPARE(o.value(QStringLiteral("share")).toDouble(), r.share);
    }
    const QJsonArray lanes = json.value(QStringLiteral("lanes")).toArray();
    QCOMPARE(lanes.size(), static_cast<qsizetype>(stats.lanes.size()));
    for (qsizetype i = 0; i < lanes.size(); ++i) {
        const QJsonObject o = lanes[i].toObject();
        const LaneStatsRow& r = stats.lanes[static_cast<std::size_t>(i)];
        QCOMPARE(o.keys().size(), 4);
        QCOMPARE(o.value(QStringLiteral("name")).toString().toStdString(), r.name);
        QCOMPARE(o.value(QStringLiteral("busy_us")).toDouble(), r.busy / 1000.0);
        QCOMPARE(o.value(QStringLiteral("idle_us")).toDouble(), r.idle / 1000.0);
        QCOMPARE(o.value(QStringLiteral("blocked_us")).toDouble(), r.blocked / 1000.0);
    }
}

}  // namespace

class TestCliTraceStats : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        trace_ = dir_.filePath(QStringLiteral("run.trace.json"));
        std::ofstream out(trace_.toStdString());
        write_chrome_trace(out, run(), {"stats test", {}});
        QVERIFY(out.good());
    }

    void theWholeTraceMatchesTheModel() {
        const QString json = dir_.filePath(QStringLiteral("all.json"));
        QVERIFY(!runCli({QStringLiteral("trace"), QStringLiteral("stats"), trace_,
                         QStringLiteral("--json"), json})
                     .isEmpty());
        QString error;
        const TraceSnapshotPtr snap = readTraceFile(trace_, &error);
        QVERIFY2(snap, qPrintable(error));
        const TraceStats stats = computeTraceStats(*snap, wholeTrace(*snap));
        QCOMPARE(stats.ops.size(), std::size_t{3});
        compare(readJson(json), stats);
    }

    void aRangeAndALaneMatchTheModel() {
        QString error;
        const TraceSnapshotPtr snap = readTraceFile(trace_, &error);
        QVERIFY2(snap, qPrintable(error));
        std::optional<std::size_t> cpu0;
        for (std::size_t i = 0; i < snap->lanes.size(); ++i)
            if (snap->lanes[i]->info.lane == kCpu0) cpu0 = i;
        QVERIFY(cpu0);
        const std::string name = snap->lanes[*cpu0]->info.name;
        // Times as the timeline shows them: from the trace's first event (a push at 0 here).
        const QString json = dir_.filePath(QStringLiteral("range.json"));
        const QJsonObject out =
            runCli({QStringLiteral("trace"), QStringLiteral("stats"), trace_,
                    QStringLiteral("--range=50:160"), QStringLiteral("--lane"),
                    QString::fromStdString(name), QStringLiteral("--json"), json});
        QVERIFY(out.value(QStringLiteral("stdout")).toString().contains(QStringLiteral("matmul")));
        StatsSelection selection;
        selection.begin = 50'000;
        selection.end = 160'000;
        selection.lanes = {*cpu0};
        const TraceStats stats = computeTraceStats(*snap, selection);
        QCOMPARE(stats.ops.size(), std::size_t{2});  // the copy's lane is not selected
        QCOMPARE(stats.lanes.size(), std::size_t{1});
        QCOMPARE(stats.lanes[0].busy, TimeNs{70'000});
        compare(readJson(json), stats);
    }

  private:
    QTemporaryDir dir_;
    QString trace_;
};

QTEST_GUILESS_MAIN(TestCliTraceStats)
#include "test_cli_trace_stats.moc"
