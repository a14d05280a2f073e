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

/// serialRun() (0 to 220 ns) with a metric that parallel() does not have.
CompareRun serial() {
    return {QStringLiteral("sync"), build(serialRun()), {{"issue_s", 0.5}}};
}

/// parallelRun(): 5 to 150 ns.
CompareRun parallel() {
    return {QStringLiteral("async"), build(parallelRun()), {}};
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
        const int metric = rowOf(model, QStringLiteral("metric issue_s"));
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
