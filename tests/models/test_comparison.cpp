// The comparison of two runs as a table model, without a view: its rows are compareRuns',
// its headers the runs' labels, its cells the values as the interface writes them with the
// raw numbers beside, and a dash where a run does not have a measure.
#include <QAbstractItemModelTester>
#include <QtTest>

#include "tests/common/trace_events.h"
#include "ui/models/comparison.h"

using namespace asynclab;
using namespace asynclab::testing;

namespace {

/// Two ops on one lane, the front end blocked on each: 0 to 220 ns.
CompareRun serial() {
    EventBatch b;
    b.ops.push_back(op(1, kCpu0, 10, 10, 110));
    b.ops.push_back(op(2, kCpu0, 120, 120, 220));
    b.syncs.push_back(sync(SyncKind::WaitToRead, 20, 110));
    b.syncs.push_back(sync(SyncKind::WaitToRead, 130, 220));
    b.counters.push_back(memory(Device::cpu(0), 0, 1000));
    return {QStringLiteral("sync"), build(b), {{"total_s", 0.5}}};
}

/// The same two ops on two lanes and a GPU op: 5 to 150 ns; no "total_s" metric.
CompareRun parallel() {
    EventBatch b;
    b.ops.push_back(op(3, kGpu0, 15, 20, 60));
    b.ops.push_back(op(1, kCpu0, 5, 5, 105));
    b.ops.push_back(op(2, kCpu1, 10, 50, 150));
    b.syncs.push_back(sync(SyncKind::WaitAll, 20, 150));
    b.counters.push_back(memory(Device::cpu(0), 5, 5000));
    return {QStringLiteral("async"), build(b), {}};
}

int rowOf(const ComparisonModel& model, const QString& measure) {
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.rows()[static_cast<std::size_t>(r)].measure == measure) return r;
    return -1;
}

}  // namespace

class TestComparison : public QObject {
    Q_OBJECT

  private slots:
    void theTableIsTheRowsOfBothRuns() {
        ComparisonModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const CompareRun a = serial(), b = parallel();
        model.setRows(compareRuns(a, b), a.label, b.label);
        QCOMPARE(model.rowCount(), static_cast<int>(compareRuns(a, b).size()));
        QCOMPARE(model.columnCount(), static_cast<int>(ComparisonModel::ColumnCount));
        QCOMPARE(model.headerData(ComparisonModel::ValueA, Qt::Horizontal).toString(),
                 QStringLiteral("sync"));
        QCOMPARE(model.headerData(ComparisonModel::Delta, Qt::Horizontal).toString(),
                 QStringLiteral("async \u2212 sync"));

        const int wall = rowOf(model, QStringLiteral("wall time"));
        QVERIFY(wall >= 0);
        const auto raw = [&](int row, int column) {
            return model.index(row, column).data(ComparisonModel::RawValueRole);
        };
        QCOMPARE(raw(wall, ComparisonModel::ValueA).toDouble(), 220.0);
        QCOMPARE(raw(wall, ComparisonModel::ValueB).toDouble(), 145.0);
        QCOMPARE(raw(wall, ComparisonModel::Delta).toDouble(), -75.0);
        QCOMPARE(raw(wall, ComparisonModel::Ratio).toDouble(), 145.0 / 220.0);
        QCOMPARE(model.index(wall, ComparisonModel::ValueA).data().toString(),
                 formatCompareValue(220, CompareUnit::Duration));
        // A measure only run A has: B's cells show a dash and hold no number.
        const int metric = rowOf(model, QStringLiteral("metric total_s"));
        QVERIFY(metric >= 0);
        QCOMPARE(raw(metric, ComparisonModel::ValueA).toDouble(), 0.5e9);  // "_s": in ns
        QVERIFY(!raw(metric, ComparisonModel::ValueB).isValid());
        QCOMPARE(model.index(metric, ComparisonModel::ValueB).data().toString(),
                 QStringLiteral("\u2014"));
        QVERIFY(!raw(metric, ComparisonModel::Delta).isValid());
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "test_comparison.moc"
