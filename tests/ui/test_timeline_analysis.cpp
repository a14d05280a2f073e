// The timeline's analysis: searching ops by name (the bar, next and previous, the filter
// that dims the others), keys that zoom, pan and step from op to op, the area selected
// with Ctrl+drag, and the Summary's statistics and "where the time went" chart. With
// ASYNCLAB_SCREENSHOT_DIR set, the widgets are also saved there as PNG to be looked at.
#include <qcustomplot.h>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QtTest>

#include "tests/common/trace_events.h"
#include "ui/models/trace_model.h"
#include "ui/views/stats_view.h"
#include "ui/views/summary_view.h"
#include "ui/views/time_breakdown_chart.h"
#include "ui/views/timeline_plottable.h"
#include "ui/views/timeline_view.h"

using namespace asynclab;
using namespace asynclab::testing;

namespace {

OpEvent named(OpId id, const std::string& name, OpKind kind, LaneId lane, TimeNs push, TimeNs start,
              TimeNs end) {
    OpEvent e = op(id, lane, push, start, end);
    e.name = name;
    e.kind = kind;
    return e;
}

/// cpu(0) compute 0: forward_0, backward_0, forward_1, backward_1 at 0, 2000, 4000, 6000
/// (1000 ns each); cpu(0) compute 1: copy_0 at 1000 and copy_1 at 5000; a wait_all of the
/// front end 3000..7000.
TraceSnapshotPtr run() {
    EventBatch b;
    for (int i = 0; i < 2; ++i) {
        const TimeNs t = 4000 * i;
        b.ops.push_back(named(10 * i + 1, "forward_" + std::to_string(i), OpKind::MatMul, kCpu0, t,
                              t, t + 1000));
        b.ops.push_back(named(10 * i + 2, "backward_" + std::to_string(i), OpKind::MatMul, kCpu0, t,
                              t + 2000, t + 3000));
        b.ops.push_back(named(10 * i + 3, "copy_" + std::to_string(i), OpKind::Copy, kCpu1, t,
                              t + 1000, t + 2000));
    }
    b.syncs.push_back(sync(SyncKind::WaitAll, 3000, 7000));
    return build(b);
}

void showView(TimelineView& view) {
    view.resize(1000, 400);
    view.setSnapshot(run());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
}

void saveShot(QWidget& widget, const QString& name) {
    const QString dir = qEnvironmentVariable("ASYNCLAB_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    widget.grab().save(dir + QLatin1Char('/') + name);
}

const TimelineLanePlottable* laneOf(const TimelineView& view, const LaneId& id) {
    for (const TimelineLanePlottable* p : view.lanePlottables())
        if (p->lane() && p->lane()->info.lane == id) return p;
    return nullptr;
}

}  // namespace

class TestTimelineAnalysis : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // --- search ----------------------------------------------------------------------

    void typingSearchesAndEnterStepsThroughTheMatches() {
        TimelineView view;
        showView(view);
        QTest::keyClicks(view.searchEdit(), QStringLiteral("ward"));
        QCOMPARE(view.search().count(), std::size_t{4});
        QCOMPARE(view.searchStatus(), QStringLiteral("4 matches"));
        QCOMPARE(view.selectedOp(), OpId{0});  // typing does not jump
        QTest::keyClick(view.searchEdit(), Qt::Key_Return);
        QCOMPARE(view.selectedOp(), OpId{1});
        QCOMPARE(view.searchStatus(), QStringLiteral("1 of 4"));
        QTest::keyClick(view.searchEdit(), Qt::Key_Return);
        QCOMPARE(view.selectedOp(), OpId{2});
        QTest::keyClick(view.searchEdit(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(view.selectedOp(), OpId{1});
        view.findPrevious();  // wraps to the last
        QCOMPARE(view.selectedOp(), OpId{12});
        QCOMPARE(view.searchStatus(), QStringLiteral("4 of 4"));
        view.findNext();  // and round again
        QCOMPARE(view.selectedOp(), OpId{1});
    }

    void nextBringsTheMatchIntoView() {
        TimelineView view;
        showView(view);
        view.setVisibleRange(0, 500);
        view.setSearch(QStringLiteral("backward_1"));
        view.findNext();
        QCOMPARE(view.selectedOp(), OpId{12});
        QVERIFY(view.mapping().begin <= 6000 && view.mapping().end >= 7000);
    }

    void aRegexNeedsTheToggleAndAnInvalidOneIsNamed() {
        TimelineView view;
        showView(view);
        view.setSearch(QStringLiteral("^(forward|copy)_1$"), false);
        QCOMPARE(view.search().count(), std::size_t{0});
        QCOMPARE(view.searchStatus(), QStringLiteral("No matches"));
        auto* regex = view.findChild<QToolButton*>(QStringLiteral("timelineSearchRegex"));
        QVERIFY(regex);
        regex->click();
        QCOMPARE(view.search().count(), std::size_t{2});
        view.setSearch(QStringLiteral("forward_("), true);
        QVERIFY(view.searchStatus().startsWith(QStringLiteral("Invalid regex: ")));
        QCOMPARE(view.search().count(), std::size_t{0});
    }

    void theFilterDimsWhatDoesNotMatch() {
        TimelineView view;
        showView(view);
        view.setSearch(QStringLiteral("copy"));
        const TimelineLanePlottable* cpu0 = laneOf(view, kCpu0);
        const TimelineLanePlottable* cpu1 = laneOf(view, kCpu1);
        QVERIFY(cpu0 && cpu1);
        const OpSpan& forward = cpu0->lane()->spans[0];
        const OpSpan& copy = cpu1->lane()->spans[0];
        QVERIFY(cpu1->searchMatch(copy));
        QVERIFY(!cpu0->searchMatch(forward));
        QVERIFY(!cpu0->dimmed(forward));  // outlined matches, nothing dimmed yet
        view.findChild<QToolButton*>(QStringLiteral("timelineSearchFilter"))->click();
        QVERIFY(view.searchFilter());
        QVERIFY(cpu0->dimmed(forward));
        QVERIFY(!cpu1->dimmed(copy));
        // Drawn faint: the forward op is no longer in its kind's colour (looked at right of
        // its name, left of its darker end).
        const QRectF r = view.opRect(1);
        const QPoint at(static_cast<int>(r.right()) - 6, static_cast<int>(r.top()) + 3);
        view.setSearchFilter(false);
        view.plot()->replot();
        QCOMPARE(view.plot()->grab().toImage().pixelColor(at), opKindColor(OpKind::MatMul));
        view.setSearchFilter(true);
        view.plot()->replot();
        QVERIFY(view.plot()->grab().toImage().pixelColor(at) != opKindColor(OpKind::MatMul));
        saveShot(view, QStringLiteral("timeline-search.png"));
        view.setSearch(QString());
        QVERIFY(!cpu0->dimmed(forward));
    }

    void ctrlFFocusesTheSearchBox() {
        TimelineView view;
        showView(view);
        view.plot()->setFocus();
        QCOMPARE(view.focusWidget(), view.plot());
        view.findAction()->trigger();
        QCOMPARE(view.focusWidget(), view.searchEdit());
        QCOMPARE(view.findAction()->shortcut(), QKeySequence(QKeySequence::Find));
    }

    // --- keys ------------------------------------------------------------------------

    void wAndSZoomAroundTheMiddleAndBack() {
        TimelineView view;
        showView(view);
        view.setVisibleRange(1000, 7000);
        QTest::keyClick(view.plot(), Qt::Key_W);
        QVERIFY(std::abs(view.mapping().begin - 2000) < 1e-6);  // 6000 / 1.5 around 4000
        QVERIFY(std::abs(view.mapping().end - 6000) < 1e-6);
        QTest::keyClick(view.plot(), Qt::Key_S);
        QVERIFY(std::abs(view.mapping().begin - 1000) < 1e-6);
        QVERIFY(std::abs(view.mapping().end - 7000) < 1e-6);
    }

    void aAndDAndTheArrowsPan() {
        TimelineView view;
        showView(view);
        view.setVisibleRange(2000, 4000);
        QTest::keyClick(view.plot(), Qt::Key_D);
        QVERIFY(std::abs(view.mapping().begin - 2400) < 1e-6);
        QTest::keyClick(view.plot(), Qt::Key_A);
        QTest::keyClick(view.plot(), Qt::Key_Left);
        QVERIFY(std::abs(view.mapping().begin - 1600) < 1e-6);
        QTest::keyClick(view.plot(), Qt::Key_Right);
        QVERIFY(std::abs(view.mapping().begin - 2000) < 1e-6);
        QVERIFY(std::abs(view.mapping().span() - 2000) < 1e-6);
    }

    void bracketsStepAlongTheLaneAndUpDownChangeLanes() {
        TimelineView view;
        showView(view);
        view.selectOp(1);
        QTest::keyClick(view.plot(), Qt::Key_BracketRight);
        QCOMPARE(view.selectedOp(), OpId{2});
        QTest::keyClick(view.plot(), Qt::Key_BracketRight);
        QCOMPARE(view.selectedOp(), OpId{11});
        QTest::keyClick(view.plot(), Qt::Key_BracketLeft);
        QCOMPARE(view.selectedOp(), OpId{2});
        // From backward_0 (2000..3000) on compute 0 to the nearest op below: copy_0.
        const int step = laneOf(view, kCpu1)->row() > laneOf(view, kCpu0)->row() ? 1 : -1;
        QTest::keyClick(view.plot(), step > 0 ? Qt::Key_Down : Qt::Key_Up);
        QCOMPARE(view.selectedOp(), OpId{3});
        // Back up from copy_0 (1000..2000): forward_0 and backward_0 are as near, the earlier
        // wins.
        QTest::keyClick(view.plot(), step > 0 ? Qt::Key_Up : Qt::Key_Down);
        QCOMPARE(view.selectedOp(), OpId{1});
    }

    // --- area selection and statistics -------------------------------------------------

    void ctrlDragSelectsAnAreaOfRangeAndLanes() {
        TimelineView view;
        showView(view);
        view.setVisibleRange(0, 7000);
        QSignalSpy spy(&view, &TimelineView::statsSelectionChanged);
        const TimelineMapping m = view.mapping();
        const int row = laneOf(view, kCpu0)->row();
        const int y = static_cast<int>(view.plot()->yAxis->coordToPixel(row + 0.5));
        const QPoint a(static_cast<int>(std::lround(m.x_of(500))), y);
        const QPoint b(static_cast<int>(std::lround(m.x_of(2500))), y + 2);
        QTest::mousePress(view.plot(), Qt::LeftButton, Qt::ControlModifier, a);
        QMouseEvent drag(QEvent::MouseMove, QPointF(b), view.plot()->mapToGlobal(QPointF(b)),
                         Qt::NoButton, Qt::LeftButton, Qt::ControlModifier);
        QApplication::sendEvent(view.plot(), &drag);
        QTest::mouseRelease(view.plot(), Qt::LeftButton, Qt::ControlModifier, b);
        QVERIFY(view.areaSelection());
        QCOMPARE(view.areaSelection()->lanes.size(), std::size_t{1});
        QCOMPARE(view.areaSelection()->lanes[0], laneOf(view, kCpu0)->laneIndex());
        QVERIFY(std::abs(static_cast<double>(view.areaSelection()->begin) - 500) < m.ns_per_px());
        QCOMPARE(view.mapping().begin, 0.0);  // no zoom
        QVERIFY(spy.count() >= 1);
        QTest::keyClick(view.plot(), Qt::Key_Escape);
        QVERIFY(!view.areaSelection());
    }

    void theStatisticsTabShowsTheSelectionAndCopiesCsv() {
        const TraceSnapshotPtr snap = run();
        SummaryView summary;
        summary.resize(700, 400);
        summary.show();
        QVERIFY(QTest::qWaitForWindowExposed(&summary));
        summary.tabs()->setCurrentIndex(SummaryView::SelectionTab);
        StatsSelection s;
        s.begin = 500;
        s.end = 2500;
        summary.setSelectionStats(snap, s, true);
        StatsView* stats = summary.statsView();
        // forward_0 500..1000, backward_0 2000..2500, copy_0 1000..2000.
        QTRY_COMPARE(stats->opModel()->rowCount(), 3);
        QVERIFY(stats->heading().startsWith(QStringLiteral("Area: ")));
        QVERIFY(stats->opCsv().startsWith(QStringLiteral("name,count,total_us")));
        QVERIFY(stats->opCsv().contains(QStringLiteral("\ncopy_0,1,1,1,1,0.5\n")));
        auto* copy = stats->findChild<QToolButton*>(QStringLiteral("statsCopy"));
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), stats->opCsv());
        stats->findChild<QToolButton*>(QStringLiteral("statsShowLanes"))->click();
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), stats->laneCsv());
        QVERIFY(stats->laneCsv().startsWith(QStringLiteral("lane,busy_us,idle_us,blocked_us\n")));
        stats->findChild<QToolButton*>(QStringLiteral("statsShowOps"))->click();
        // Sorting by a column sorts by the raw numbers.
        stats->opTable()->sortByColumn(OpStatsTableModel::Total, Qt::AscendingOrder);
        QCOMPARE(stats->opTable()->model()->index(2, 0).data().toString(),
                 QStringLiteral("copy_0"));
        stats->opTable()->sortByColumn(OpStatsTableModel::Total, Qt::DescendingOrder);
        QCOMPARE(stats->opTable()->model()->index(0, 0).data().toString(),
                 QStringLiteral("copy_0"));
        saveShot(summary, QStringLiteral("summary-selection.png"));
    }

    void whereTheTimeWentFollowsTheRun() {
        TraceModel model;
        SummaryView summary;
        summary.setTraceModel(&model);
        summary.resize(700, 300);
        summary.show();
        QVERIFY(QTest::qWaitForWindowExposed(&summary));
        model.setSnapshot(run());
        summary.tabs()->setCurrentIndex(SummaryView::TimeTab);
        const auto& bars = summary.breakdownChart()->breakdown();
        QCOMPARE(bars.size(), std::size_t{3});  // front end, compute 0, compute 1
        for (const LaneBreakdown& b : bars) {
            if (b.role == LaneRole::FrontEnd) {
                QCOMPARE(b.blockedAtSync, TimeNs{4000});
            } else if (b.copying > 0) {
                QCOMPARE(b.copying, TimeNs{2000});
            } else {
                QCOMPARE(b.computing, TimeNs{4000});
            }
        }
        QTest::qWait(10);
        saveShot(summary, QStringLiteral("summary-time.png"));
        // Hovering a part names it.
        TimeBreakdownChart* chart = summary.breakdownChart();
        bool named = false;
        for (int x = 0; x < chart->width() && !named; x += 4)
            for (int y = 0; y < chart->height() && !named; y += 4)
                named = chart->toolTipAt(QPoint(x, y)).contains(QStringLiteral("copying"));
        QVERIFY(named);
    }
};

QTEST_MAIN(TestTimelineAnalysis)
#include "test_timeline_analysis.moc"
