// The timeline: mapping arithmetic (data-driven), hit testing, rendering, interaction
// and exports, offscreen.
#include <qcustomplot.h>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QXmlStreamReader>
#include <QtTest>
#include <memory>

#include "tests/common/synthetic_run.h"
#include "ui/models/lessons.h"
#include "ui/models/time_range.h"
#include "ui/models/timeline_mapping.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/memory_view.h"
#include "ui/views/plot_elements.h"
#include "ui/views/timeline_plottable.h"
#include "ui/views/timeline_view.h"

using namespace asynclab;

namespace {

const LaneId kCpu0{Device::cpu(0), LaneKind::Compute, 0};
const LaneId kGpu0{Device::gpu(0), LaneKind::Compute, 0};

OpEvent op(OpId id, LaneId lane, TimeNs start, TimeNs end, OpKind kind,
           std::vector<OpId> waited_on = {}) {
    OpEvent e;
    e.id = id;
    e.name = "op" + std::to_string(id);
    e.kind = kind;
    e.lane = lane;
    e.push = start - 50;
    e.start = start;
    e.end = end;
    e.flops = 1e9;
    e.bytes = 4e6;
    e.waited_on = std::move(waited_on);
    return e;
}

/// The snapshot of one batch.
TraceSnapshotPtr snapshotOf(const EventBatch& batch) {
    TraceBuilder builder;
    builder.add(batch);
    return builder.snapshot();
}

/// Three wide ops with gaps on cpu(0), one on gpu(0) that waited on two of them, and a
/// blocked span on the front end.
TraceSnapshotPtr smallSnapshot() {
    EventBatch b;
    b.ops.push_back(op(1, kCpu0, 0, 1000, OpKind::MatMul));
    b.ops.push_back(op(2, kCpu0, 2000, 3000, OpKind::Elementwise));
    b.ops.push_back(op(3, kCpu0, 4000, 6000, OpKind::Reduction));
    b.ops.push_back(op(4, kGpu0, 6500, 9000, OpKind::Copy, {2, 3}));
    b.ops[3].failed = true;
    SyncEvent s;
    s.kind = SyncKind::WaitAll;
    s.begin = 3000;
    s.end = 9000;
    s.where = "test.py:1";
    b.syncs.push_back(s);
    return snapshotOf(b);
}

/// A synthetic run of `ops` ops on `gpus` GPUs and `cpu_workers` CPU lanes.
TraceSnapshotPtr syntheticSnapshot(std::size_t ops, int gpus, int cpu_workers) {
    SyntheticRunOptions options;
    options.ops = ops;
    options.gpus = gpus;
    options.cpu_workers = cpu_workers;
    return snapshotOf(make_synthetic_run(options));
}

/// Two ops on cpu(0) from 0 to `end`; 100 bytes in use from 0, 300 (the peak) from `peak`.
TraceSnapshotPtr memoryRun(TimeNs end, TimeNs peak) {
    EventBatch b;
    b.ops.push_back(op(1, kCpu0, 0, end / 2, OpKind::MatMul));
    b.ops.push_back(op(2, kCpu0, end / 2, end, OpKind::Elementwise));
    for (const auto& [t, bytes] : {std::pair{TimeNs{0}, 100.0}, std::pair{peak, 300.0}}) {
        CounterEvent c;
        c.kind = CounterKind::MemoryBytes;
        c.device = Device::cpu(0);
        c.ts = t;
        c.value = bytes;
        b.counters.push_back(c);
    }
    return snapshotOf(b);
}

/// A memory chart of memoryRun(end, peak), shown at `size` (null if it never showed).
std::unique_ptr<MemoryView> shownMemoryChart(QSize size, TimeNs end, TimeNs peak) {
    auto view = std::make_unique<MemoryView>();
    view->resize(size);
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get())) return nullptr;
    view->setSnapshot(memoryRun(end, peak));
    return view;
}

bool near(const QColor& a, const QColor& b, int tolerance = 8) {
    return std::abs(a.red() - b.red()) <= tolerance &&
           std::abs(a.green() - b.green()) <= tolerance &&
           std::abs(a.blue() - b.blue()) <= tolerance;
}

}  // namespace

class TestTimeline : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        // Numbers as the C locale writes them ("1.25 ms"), whatever the machine's language.
        QLocale::setDefault(QLocale::c());
    }

    // --- mapping ------------------------------------------------------------------
    void roundTrip_data() {
        QTest::addColumn<double>("begin");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("left");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("time");
        QTest::addColumn<double>("x");
        QTest::newRow("unit") << 0.0 << 1000.0 << 0.0 << 1000.0 << 250.0 << 250.0;
        QTest::newRow("offset plot area") << 0.0 << 1000.0 << 100.0 << 500.0 << 500.0 << 350.0;
        QTest::newRow("late window") << 1e9 << 1e9 + 2e6 << 0.0 << 1600.0 << 1e9 + 1e6 << 800.0;
        QTest::newRow("left of view") << 100.0 << 200.0 << 0.0 << 100.0 << 50.0 << -50.0;
        QTest::newRow("right edge") << 0.0 << 5e5 << 80.0 << 1000.0 << 5e5 << 1080.0;
    }
    void roundTrip() {
        QFETCH(double, begin);
        QFETCH(double, end);
        QFETCH(double, left);
        QFETCH(double, width);
        QFETCH(double, time);
        QFETCH(double, x);
        const TimelineMapping m{begin, end, left, width};
        QCOMPARE(m.x_of(time), x);
        QCOMPARE(m.time_of(m.x_of(time)), time);
        QCOMPARE(m.x_of(m.time_of(x)), x);
    }

    void zoomKeepsTimeUnderCursor_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("factor");
        QTest::newRow("in at centre") << 500.0 << 2.0;
        QTest::newRow("in at left edge") << 100.0 << 4.0;
        QTest::newRow("out at right") << 1099.0 << 0.25;
        QTest::newRow("in a lot") << 333.0 << 1000.0;
    }
    void zoomKeepsTimeUnderCursor() {
        QFETCH(double, x);
        QFETCH(double, factor);
        TimelineMapping m{1e6, 2e6, 100, 1000};
        const double before = m.time_of(x);
        const double span = m.span();
        m.zoom_at(x, factor);
        QVERIFY(std::abs(m.time_of(x) - before) < 1e-6 * span);
        QVERIFY(std::abs(m.span() - span / factor) < 1e-9 * span);
    }

    void zoomStopsAtMinimumSpan() {
        TimelineMapping m{0, 100, 0, 100};
        m.zoom_at(50, 1000);
        QCOMPARE(m.span(), TimelineMapping::kMinSpan);
        QCOMPARE(m.time_of(50), 50.0);
    }

    void zoomToRange_data() {
        QTest::addColumn<double>("t0");
        QTest::addColumn<double>("t1");
        QTest::addColumn<double>("begin");
        QTest::addColumn<double>("end");
        QTest::newRow("forward") << 200.0 << 400.0 << 200.0 << 400.0;
        QTest::newRow("dragged right to left") << 400.0 << 200.0 << 200.0 << 400.0;
        QTest::newRow("too narrow widens about the middle") << 100.0 << 102.0 << 96.0 << 106.0;
    }
    void zoomToRange() {
        QFETCH(double, t0);
        QFETCH(double, t1);
        QFETCH(double, begin);
        QFETCH(double, end);
        TimelineMapping m{0, 1000, 0, 800};
        m.zoom_to(t0, t1);
        QCOMPARE(m.begin, begin);
        QCOMPARE(m.end, end);
    }

    void panAndFit() {
        TimelineMapping m{0, 1000, 0, 100};
        m.pan_px(10);  // content moves right: earlier times come into view
        QCOMPARE(m.begin, -100.0);
        QCOMPARE(m.end, 900.0);
        m.fit(0, 1000, 0.1);
        QCOMPARE(m.begin, -100.0);
        QCOMPARE(m.end, 1100.0);
        QCOMPARE(m.time_of_px(2), 24.0);
        QCOMPARE(m.column_of(0), 8L);
    }

    void clamp_data() {
        QTest::addColumn<double>("begin");
        QTest::addColumn<double>("end");
        QTest::addColumn<double>("clampedBegin");
        QTest::addColumn<double>("clampedEnd");
        QTest::newRow("inside stays") << 100.0 << 200.0 << 100.0 << 200.0;
        QTest::newRow("before start shifts right") << -50.0 << 50.0 << 0.0 << 100.0;
        QTest::newRow("past end shifts left") << 950.0 << 1100.0 << 850.0 << 1000.0;
        QTest::newRow("wider than bounds shrinks") << -500.0 << 2000.0 << 0.0 << 1000.0;
    }
    void clamp() {
        QFETCH(double, begin);
        QFETCH(double, end);
        QFETCH(double, clampedBegin);
        QFETCH(double, clampedEnd);
        TimelineMapping m{begin, end, 0, 500};
        m.clamp_to(0, 1000);
        QCOMPARE(m.begin, clampedBegin);
        QCOMPARE(m.end, clampedEnd);
    }

    // --- view ---------------------------------------------------------------------
    void hitTestingFindsTheOpUnderThePoint() {
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        const auto snap = view.snapshot();
        for (OpId id = 1; id <= 4; ++id) {
            const QRectF r = view.opRect(id);
            QVERIFY2(r.width() > 10, qPrintable(QStringLiteral("op %1 too narrow").arg(id)));
            QCOMPARE(view.opAt(r.center()).value_or(0), id);
            // selectTest of the plottable agrees.
            const auto ref = snap->locate(id).value();
            QVariant details;
            QCOMPARE(view.lanePlottables()[ref.lane]->selectTest(r.center(), false, &details), 0.0);
            QCOMPARE(details.toULongLong(), static_cast<qulonglong>(id));
        }
        // Between op 1 and op 2 (a 1 µs gap, many pixels wide): nothing.
        const QRectF a = view.opRect(1);
        const QRectF b = view.opRect(2);
        QVERIFY(b.left() - a.right() > 10);
        const QPointF gap((a.right() + b.left()) / 2, a.center().y());
        QVERIFY(!view.opAt(gap).has_value());
        QVERIFY(view.toolTipAt(gap).isEmpty());
        // Outside the lane's band vertically: nothing.
        QVERIFY(!view.opAt(QPointF(a.center().x(), a.top() - a.height())).has_value() ||
                view.opAt(QPointF(a.center().x(), a.top() - a.height())) != OpId(1));
    }

    void toolTipDescribesTheOp() {
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        const QString tip = view.toolTipAt(view.opRect(4).center());
        QVERIFY(tip.contains(QStringLiteral("op4")));
        QVERIFY(tip.contains(QStringLiteral("copy")));
        QVERIFY(tip.contains(QStringLiteral("gpu(0) compute 0")));
        QVERIFY(tip.contains(QStringLiteral("2.5 µs")));  // duration
        QVERIFY(tip.contains(QStringLiteral("1 GFLOP")));
        QVERIFY(tip.contains(QStringLiteral("4 MB")));
        QVERIFY(tip.contains(QStringLiteral("#2 op2")));  // waited on
        QVERIFY(tip.contains(QStringLiteral("failed")));
        // The blocked span on the front end.
        const auto& fe = *view.lanePlottables().front();
        QCOMPARE(fe.lane()->info.name, std::string("front end 0"));
        const double y = view.plot()->yAxis->coordToPixel(0.75);
        const double x = view.plot()->xAxis->coordToPixel(6000);
        const QString sync = view.toolTipAt(QPointF(x, y));
        QVERIFY2(sync.contains(QStringLiteral("wait_all")), qPrintable(sync));
        QVERIFY(sync.contains(QStringLiteral("test.py:1")));
    }

    void toolTipOfADeviceTimedGpuOpGivesItsLaunch() {
        EventBatch b;
        b.ops.push_back(op(1, kGpu0, 5000, 9000, OpKind::MatMul));
        b.ops[0].launch_start = 1000;  // the host launched it at 1 µs, for 0.5 µs
        b.ops[0].launch_end = 1500;
        b.ops.push_back(op(2, kGpu0, 9500, 9800, OpKind::Elementwise));  // host times only
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(snapshotOf(b));
        const QString timed = view.opToolTip(1);
        QVERIFY2(timed.contains(QStringLiteral("launched by the host")), qPrintable(timed));
        QVERIFY(timed.contains(QStringLiteral("500 ns")));      // the launch took
        QVERIFY(timed.contains(QStringLiteral("4 µs later")));  // 5 µs - 1 µs
        QVERIFY(!view.opToolTip(2).contains(QStringLiteral("launched by the host")));
    }

    void clickSelectsAndDrawsArrows() {
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        QSignalSpy spy(&view, &TimelineView::selectedOpChanged);
        const QPoint p = view.opRect(4).center().toPoint();
        QTest::mouseClick(view.plot(), Qt::LeftButton, Qt::NoModifier, p);
        QCOMPARE(view.selectedOp(), OpId(4));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<OpId>(), OpId(4));
        QCOMPARE(view.arrowCount(), std::size_t(2));  // from op 2 and op 3
        view.selectOp(2);
        QCOMPARE(view.arrowCount(), std::size_t(1));  // to op 4
        QCOMPARE(spy.count(), 2);
        view.selectOp(2);
        QCOMPARE(spy.count(), 2);  // unchanged: no signal
        // A click between bars clears the selection.
        const QRectF a = view.opRect(1);
        const QRectF b = view.opRect(2);
        QTest::mouseClick(view.plot(), Qt::LeftButton, Qt::NoModifier,
                          QPointF((a.right() + b.left()) / 2, a.center().y()).toPoint());
        QCOMPARE(view.selectedOp(), OpId(0));
        QCOMPARE(view.arrowCount(), std::size_t(0));
        view.selectOp(12345);  // unknown: clears
        QCOMPARE(view.selectedOp(), OpId(0));
    }

    void wheelZoomsAtCursorAndBackRestores() {
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        const TimelineMapping before = view.mapping();
        const double x = before.left + before.width * 0.3;
        const double t = before.time_of(x);
        QWheelEvent wheel(QPointF(x, 200), view.plot()->mapToGlobal(QPointF(x, 200)), QPoint(),
                          QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.plot(), &wheel);
        const TimelineMapping after = view.mapping();
        QVERIFY(after.span() < before.span() * 0.6);
        QVERIFY(std::abs(after.time_of(x) - t) < 1e-6 * before.span());
        QVERIFY(view.backAction()->isEnabled());
        view.back();
        QCOMPARE(view.mapping().begin, before.begin);
        QCOMPARE(view.mapping().end, before.end);
    }

    void theMemoryChartZoomsTheTimelinesRange() {
        // One range with one history: a selection on the memory chart zooms the timeline,
        // Back returns, Forward goes again.
        TimeRangeStack shared;
        TimelineView view;
        MemoryView memory;
        view.setRangeStack(&shared);
        memory.setRangeStack(&shared);
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        const auto whole = std::pair{view.mapping().begin, view.mapping().end};
        memory.selectRange(2000, 3000);
        QCOMPARE(view.mapping().begin, 2000.0);
        QCOMPARE(view.mapping().end, 3000.0);
        QVERIFY(view.backAction() == shared.backAction());
        view.back();
        QCOMPARE((std::pair{view.mapping().begin, view.mapping().end}), whole);
        QVERIFY(view.forwardAction()->isEnabled());
        view.forwardAction()->trigger();
        QCOMPARE(view.mapping().begin, 2000.0);
        // Back to a view's own range.
        view.setRangeStack(nullptr);
        QVERIFY(view.backAction() != shared.backAction());
    }

    void dragPansAndShiftDragZooms() {
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setVisibleRange(2000, 4000);
        const TimelineMapping m = view.mapping();
        const int y = static_cast<int>(view.plot()->yAxis->coordToPixel(1.5));
        const QPoint from(static_cast<int>(m.left + 400), y);
        QTest::mousePress(view.plot(), Qt::LeftButton, Qt::NoModifier, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(100, 0)),
                         view.plot()->mapToGlobal(QPointF(from + QPoint(100, 0))), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view.plot(), &move);
        QTest::mouseRelease(view.plot(), Qt::LeftButton, Qt::NoModifier, from + QPoint(100, 0));
        const double shift = 100 * m.ns_per_px();
        QVERIFY(std::abs(view.mapping().begin - (2000 - shift)) < 1e-6);
        QCOMPARE(view.selectedOp(), OpId(0));  // a drag is not a click

        const TimelineMapping m2 = view.mapping();
        const QPoint a(static_cast<int>(m2.left + 200), y);
        const QPoint b(static_cast<int>(m2.left + 600), y);
        QTest::mousePress(view.plot(), Qt::LeftButton, Qt::ShiftModifier, a);
        QMouseEvent drag(QEvent::MouseMove, QPointF(b), view.plot()->mapToGlobal(QPointF(b)),
                         Qt::NoButton, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(view.plot(), &drag);
        QTest::mouseRelease(view.plot(), Qt::LeftButton, Qt::ShiftModifier, b);
        QVERIFY(std::abs(view.mapping().begin - m2.time_of(a.x())) < 1e-6);
        QVERIFY(std::abs(view.mapping().end - m2.time_of(b.x())) < 1e-6);
        view.fit();
        QVERIFY(view.mapping().begin <= 0 && view.mapping().end >= 9000);
    }

    void followLiveKeepsTheEndInView() {
        TraceBuilder builder;
        EventBatch b;
        b.ops.push_back(op(1, kCpu0, 0, 1000, OpKind::MatMul));
        builder.add(b);
        TimelineView view;
        view.resize(800, 400);
        view.setSnapshot(builder.snapshot());
        QVERIFY(view.followLive());
        view.setVisibleRange(500, 1000);  // the end is still in view: still following
        QVERIFY(view.followLive());
        EventBatch more;
        more.ops.push_back(op(2, kCpu0, 2000, 100000, OpKind::MatMul));
        builder.add(more);
        view.setSnapshot(builder.snapshot());
        QVERIFY(view.mapping().end >= 100000);
        QSignalSpy spy(&view, &TimelineView::followLiveChanged);
        view.setVisibleRange(0, 1000);  // the past: stops following
        QVERIFY(!view.followLive());
        QCOMPARE(spy.count(), 1);
        QVERIFY(!view.followLiveAction()->isChecked());
    }

    void rendersOpsInTheirColours() {
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(smallSnapshot());
        const QPixmap pixmap = view.render(QSize(1000, 500));
        QVERIFY(!pixmap.isNull());
        QCOMPARE(pixmap.size(), QSize(1000, 500));
        const QImage image = pixmap.toImage();
        // render() lays out at the same size, so opRect() is valid for the image.
        auto pixel = [&](OpId id) {
            const QRectF r = view.opRect(id);
            return image.pixelColor(QPointF(r.center().x(), r.top() + 3).toPoint());
        };
        QVERIFY(near(pixel(1), opKindColor(OpKind::MatMul)));
        QVERIFY(near(pixel(2), opKindColor(OpKind::Elementwise)));
        QVERIFY(near(pixel(3), opKindColor(OpKind::Reduction)));
        // Op 4 failed: outlined in red.
        const QRectF r4 = view.opRect(4);
        QVERIFY(near(image.pixelColor(QPointF(r4.center().x(), r4.top() + 1).toPoint()),
                     failedColor()));
        // The gap between op 1 and op 2 is not painted in an op colour.
        const QRectF a = view.opRect(1);
        const QRectF b = view.opRect(2);
        const QColor gap =
            image.pixelColor(QPointF((a.right() + b.left()) / 2, a.center().y()).toPoint());
        for (OpKind k : allOpKinds()) QVERIFY(!near(gap, opKindColor(k), 2));
    }

    void devicesCollapseToOneRowAndExpandAgain() {
        TimelineView view;
        view.resize(1200, 700);
        view.setSnapshot(syntheticSnapshot(2000, 1, 2));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto snap = view.snapshot();
        const QStringList grouped = view.groupedDevices();
        QVERIFY2(grouped.contains(QStringLiteral("gpu(0)")), qPrintable(grouped.join(u',')));
        int gpuLanes = 0;
        for (const auto& lane : snap->lanes) gpuLanes += lane->info.device == "gpu(0)";
        QVERIFY(gpuLanes > 1);
        const int rows = view.rowCount();

        view.setDeviceCollapsed(QStringLiteral("gpu(0)"), true);
        QVERIFY(view.isDeviceCollapsed(QStringLiteral("gpu(0)")));
        QCOMPARE(view.rowCount(), rows - (gpuLanes - 1));
        // Every gpu(0) lane is drawn on the same row, and hit testing finds ops of a lane
        // that is not the first one of the device.
        int row = -1;
        OpId later = 0;
        for (std::size_t i = 0; i < snap->lanes.size(); ++i) {
            if (snap->lanes[i]->info.device != "gpu(0)") continue;
            if (row < 0)
                row = view.lanePlottables()[i]->row();
            else if (!snap->lanes[i]->spans.empty() && later == 0)
                later = snap->lanes[i]->spans[snap->lanes[i]->spans.size() / 2].id;
            QCOMPARE(view.lanePlottables()[i]->row(), row);
        }
        QVERIFY(later != 0);
        view.setVisibleRange(static_cast<double>(snap->find(later)->start) - 50,
                             static_cast<double>(snap->find(later)->end) + 50);
        view.plot()->replot();
        const QRectF r = view.opRect(later);
        QVERIFY(r.width() > 4);
        // Whatever gpu(0) op is drawn there (lanes overlap in time on one row) is found.
        const OpId found = view.opAt(r.center()).value_or(0);
        QVERIFY(found != 0);
        const auto ref = snap->locate(found);
        QVERIFY(ref.has_value());
        QCOMPARE(QString::fromStdString(snap->lanes[ref->lane]->info.device),
                 QStringLiteral("gpu(0)"));
        const double t = view.plot()->xAxis->pixelToCoord(r.center().x());
        QVERIFY(snap->find(found)->start <= t + 1 && t - 1 <= snap->find(found)->end);

        // A click on the collapsed device's label expands it again.
        const double y = view.plot()->yAxis->coordToPixel(row + 0.5);
        QTest::mouseClick(view.plot(), Qt::LeftButton, {},
                          QPoint(view.plot()->axisRect()->left() / 2, static_cast<int>(y)));
        QVERIFY(!view.isDeviceCollapsed(QStringLiteral("gpu(0)")));
        QCOMPARE(view.rowCount(), rows);
        view.setAllDevicesCollapsed(true);
        int hidden = 0;
        for (const QString& device : grouped) {
            int n = 0;
            for (const auto& lane : snap->lanes) n += lane->info.device == device.toStdString();
            hidden += n - 1;
        }
        QCOMPARE(view.rowCount(), rows - hidden);
    }

    void manyLanesScrollAndExportsShowThemAll() {
        // Eight GPUs' lanes in a short view: rows keep their minimum height (more at a large
        // font), a scroll bar shows the rest, selecting an op scrolls its row into view, and
        // exports draw every row.
        TimelineView view;
        view.resize(900, 400);
        view.setSnapshot(syntheticSnapshot(3000, 8, 2));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        const auto snap = view.snapshot();
        const int rows = view.rowCount();
        const int shown = view.visibleRowCount();
        QVERIFY2(shown < rows, qPrintable(QStringLiteral("%1 of %2").arg(shown).arg(rows)));
        QVERIFY(view.rowScrollBar()->isVisible());
        QCOMPARE(view.firstVisibleRow(), 0);
        QCOMPARE(view.plot()->yAxis->range().size(), static_cast<double>(shown));
        QVERIFY(view.plot()->axisRect()->height() / shown >= view.minRowHeight());
        QVERIFY(view.minRowHeight() >= TimelineView::kMinRowHeight);

        // The last lane with ops is below the window; selecting one of its ops scrolls to it.
        std::size_t last = 0;
        for (std::size_t i = 0; i < snap->lanes.size(); ++i)
            if (!snap->lanes[i]->spans.empty()) last = i;
        const int row = view.lanePlottables()[last]->row();
        QVERIFY(row >= shown);
        const OpId id = snap->lanes[last]->spans[snap->lanes[last]->spans.size() / 2].id;
        view.selectOp(id);
        view.plot()->replot();
        QVERIFY(view.firstVisibleRow() <= row && row < view.firstVisibleRow() + shown);
        QCOMPARE(view.rowScrollBar()->value(), view.firstVisibleRow());
        const QRectF r = view.opRect(id);
        QVERIFY(view.plot()->axisRect()->rect().contains(r.center().toPoint()));
        QCOMPARE(view.opAt(r.center()).value_or(0), id);

        // The wheel over the lane labels scrolls up; over the lanes it still zooms.
        const int first = view.firstVisibleRow();
        const QPointF labels(view.plot()->axisRect()->left() / 2.0, r.center().y());
        QWheelEvent up(labels, view.plot()->mapToGlobal(labels), {}, QPoint(0, 120), Qt::NoButton,
                       Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.plot(), &up);
        QCOMPARE(view.firstVisibleRow(), std::max(0, first - 3));
        view.scrollToRow(rows);  // clamped: the last rows fill the window
        QCOMPARE(view.firstVisibleRow(), rows - shown);

        // An export draws every row (the SVG names the first and the last lane), and the
        // view keeps its window.
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("rows.svg"));
        QVERIFY(view.exportSvg(svg, QSize(900, 1400)));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        for (std::size_t lane : {std::size_t(0), snap->lanes.size() - 1}) {
            const QByteArray name = QByteArray::fromStdString(snap->lanes[lane]->info.name);
            QVERIFY2(text.contains(name), name.constData());
        }
        view.plot()->replot();
        QCOMPARE(view.firstVisibleRow(), rows - shown);
        QCOMPARE(view.plot()->yAxis->range().size(), static_cast<double>(shown));

        // Teacher mode's large fonts: two lane labels a row apart never overlap; fewer rows
        // fit.
        QFont large = view.font();
        large.setPointSizeF(large.pointSizeF() * 2.5);
        view.setFont(large);
        view.plot()->replot();
        const QFontMetrics big(view.plot()->yAxis->tickLabelFont());
        QVERIFY2(big.height() > TimelineView::kMinRowHeight, "the font did not grow");
        QVERIFY(view.minRowHeight() > big.height());
        const int fewer = view.visibleRowCount();
        QVERIFY2(fewer < shown, qPrintable(QStringLiteral("%1 of %2").arg(fewer).arg(shown)));
        QVERIFY(view.rowScrollBar()->isVisible());
        QVERIFY(view.plot()->axisRect()->height() / fewer >= big.height());

        // Rows that fit: no scroll bar, every row shown.
        view.setFont(QFont());
        view.setSnapshot(smallSnapshot());
        view.plot()->replot();
        QVERIFY(!view.rowScrollBar()->isVisible());
        QCOMPARE(view.firstVisibleRow(), 0);
        QCOMPARE(view.visibleRowCount(), view.rowCount());
    }

    void idleLanesTakeNoRowUntilSomethingRunsThere() {
        // The engine announces every lane it starts; here two CPU lanes, and gpu(0)'s
        // compute lane and three copy lanes. Ops run on one CPU lane, the GPU's compute
        // lane and its d2h copy lane, issued by the front end (a seventh lane).
        const LaneId cpu1{Device::cpu(0), LaneKind::Compute, 1};
        const LaneId h2d{Device::gpu(0), LaneKind::CopyH2D, 0};
        const LaneId d2h{Device::gpu(0), LaneKind::CopyD2H, 0};
        const LaneId peer{Device::gpu(0), LaneKind::CopyPeer, 0};
        TraceBuilder builder;
        for (const LaneId& lane : {kCpu0, cpu1, kGpu0, h2d, d2h, peer}) builder.add_lane(lane);
        EventBatch b;
        b.ops.push_back(op(1, kCpu0, 0, 1000, OpKind::MatMul));
        b.ops.push_back(op(2, kGpu0, 500, 2000, OpKind::MatMul, {1}));
        b.ops.push_back(op(3, d2h, 2000, 3000, OpKind::Copy, {2}));
        builder.add(b);
        TimelineView view;
        view.resize(900, 500);
        view.setSnapshot(builder.snapshot());
        QCOMPARE(view.snapshot()->lanes.size(), std::size_t{7});
        QVERIFY(view.hideIdleLanes());
        QCOMPARE(view.hiddenLaneCount(), 3);
        QCOMPARE(view.rowCount(), 4);
        // cpu(0) keeps one lane, so it is no group; gpu(0) keeps two.
        QCOMPARE(view.groupedDevices(), QStringList{QStringLiteral("gpu(0)")});
        std::set<int> rows;
        for (std::size_t i = 0; i < view.snapshot()->lanes.size(); ++i) {
            const auto& lane = *view.snapshot()->lanes[i];
            const int row = view.lanePlottables()[i]->row();
            QCOMPARE(view.lanePlottables()[i]->visible(), !lane.empty());
            if (lane.empty())
                QCOMPARE(row, -1);
            else
                rows.insert(row);
        }
        QCOMPARE(rows, (std::set<int>{0, 1, 2, 3}));
        // The arrow of the selected copy joins rows that are drawn.
        view.selectOp(3);
        QVERIFY(view.arrowCount() > 0);
        const TimelineArrowsPlottable* arrows = nullptr;
        for (int i = 0; i < view.plot()->plottableCount(); ++i)
            if (auto* a = qobject_cast<TimelineArrowsPlottable*>(view.plot()->plottable(i)))
                arrows = a;
        QVERIFY(arrows);
        for (const auto& arrow : arrows->arrows()) {
            QVERIFY(arrow.from.y() >= 0 && arrow.from.y() <= 4);
            QVERIFY(arrow.to.y() >= 0 && arrow.to.y() <= 4);
        }

        // Once something runs on a hidden lane, it gets its row.
        EventBatch later;
        later.ops.push_back(op(4, h2d, 3000, 3500, OpKind::Copy));
        builder.add(later);
        view.setSnapshot(builder.snapshot());
        QCOMPARE(view.hiddenLaneCount(), 2);
        QCOMPARE(view.rowCount(), 5);

        // Shown on request (the View menu's action), every lane has its row again.
        view.hideIdleLanesAction()->setChecked(false);
        QVERIFY(!view.hideIdleLanes());
        QCOMPARE(view.hiddenLaneCount(), 0);
        QCOMPARE(view.rowCount(), 7);
        QCOMPARE(view.groupedDevices().size(), 2);
    }

    void dependencyArrowsFollowCollapsedRows() {
        // With the CPU's lanes collapsed onto one row, every later lane is drawn one row up
        // per hidden lane: the arrows of a selected GPU op start and end on the rows drawn.
        TimelineView view;
        view.resize(1200, 700);
        view.setSnapshot(syntheticSnapshot(2000, 1, 3));
        view.setDeviceCollapsed(QStringLiteral("cpu(0)"), true);
        const auto snap = view.snapshot();
        OpId selected = 0;
        std::size_t lane = 0;
        for (std::size_t i = 0; i < snap->lanes.size() && !selected; ++i) {
            if (snap->lanes[i]->info.device != "gpu(0)") continue;
            for (const OpSpan& span : snap->lanes[i]->spans)
                if (!snap->lanes[i]->waited_on(span).empty()) {
                    selected = span.id;
                    lane = i;
                    break;
                }
        }
        QVERIFY(selected != 0);
        const int row = view.lanePlottables()[lane]->row();
        QVERIFY(row != static_cast<int>(lane));  // collapsing moved it
        view.selectOp(selected);
        const TimelineArrowsPlottable* arrows = nullptr;
        for (int i = 0; i < view.plot()->plottableCount(); ++i)
            if (auto* a = qobject_cast<TimelineArrowsPlottable*>(view.plot()->plottable(i)))
                arrows = a;
        QVERIFY(arrows);
        QVERIFY(!arrows->arrows().empty());
        for (const auto& arrow : arrows->arrows()) {
            const QPointF end = arrow.incoming ? arrow.to : arrow.from;
            QVERIFY2(end.y() >= row && end.y() <= row + 1,
                     qPrintable(QStringLiteral("arrow at %1, row %2").arg(end.y()).arg(row)));
        }
    }

    void memoryLegendAndPeakLabelsWithManyDevices() {
        // Nine devices peaking at the same moment: the legend goes above the plot and two
        // peak labels are drawn, one each side of the dot (the others would cover them);
        // two devices peaking apart
        // keep the legend in the corner and both labels.
        const auto run = [](int devices, bool apart) {
            EventBatch b;
            b.ops.push_back(op(1, kCpu0, 0, 1'000'000, OpKind::MatMul));
            for (int d = 0; d < devices; ++d) {
                const Device device = d == 0 ? Device::cpu(0) : Device::gpu(d - 1);
                const TimeNs peak = apart ? (d == 0 ? 400'000 : 600'000) : 500'000;
                for (const auto& [t, bytes] : {std::pair{TimeNs{0}, 100.0}, std::pair{peak, 300.0},
                                               std::pair{peak + 50'000, 100.0}}) {
                    CounterEvent c;
                    c.kind = CounterKind::MemoryBytes;
                    c.device = device;
                    c.ts = t;
                    c.value = bytes;
                    b.counters.push_back(c);
                }
            }
            std::sort(b.counters.begin(), b.counters.end(),
                      [](const CounterEvent& x, const CounterEvent& y) { return x.ts < y.ts; });
            return snapshotOf(b);
        };
        MemoryView view;
        view.resize(500, 320);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QMargins corner = view.plot()->legend->margins();
        view.setSnapshot(run(9, false));
        view.plot()->replot();
        QCOMPARE(view.deviceCount(), 9);
        QVERIFY(view.legendAbovePlot());
        QCOMPARE(view.peakLabelCount(), 2);
        // The legend above the plot stays clear of the axis rectangle.
        QVERIFY(view.plot()->legend->outerRect().bottom() <= view.plot()->axisRect()->top());

        view.setSnapshot(run(2, true));
        view.plot()->replot();
        QCOMPARE(view.deviceCount(), 2);
        QVERIFY(!view.legendAbovePlot());
        QCOMPARE(view.plot()->legend->margins(), corner);  // as it was in the corner
        QCOMPARE(view.peakLabelCount(), 2);
    }

    void memoryLegendTakesACornerThatHidesNothing() {
        // Two devices; each series is a list of (fraction of the run, fraction of the peak).
        using Series = std::vector<std::pair<double, double>>;
        const auto run = [](const Series& a, const Series& b) {
            constexpr TimeNs kEnd = 1'000'000;
            EventBatch batch;
            batch.ops.push_back(op(1, kCpu0, 0, kEnd, OpKind::MatMul));
            for (const auto& [device, series] :
                 {std::pair{Device::cpu(0), &a}, std::pair{Device::gpu(0), &b}})
                for (const auto& [at, level] : *series) {
                    CounterEvent c;
                    c.kind = CounterKind::MemoryBytes;
                    c.device = device;
                    c.ts = static_cast<TimeNs>(at * kEnd);
                    c.value = level * 1000;
                    batch.counters.push_back(c);
                }
            std::stable_sort(
                batch.counters.begin(), batch.counters.end(),
                [](const CounterEvent& x, const CounterEvent& y) { return x.ts < y.ts; });
            return snapshotOf(batch);
        };
        MemoryView view;
        view.resize(500, 220);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto legendHidesNoLabel = [&view] {
            const QRectF legend = view.plot()->legend->outerRect();
            for (int i = 0; i < view.plot()->itemCount(); ++i) {
                auto* label = qobject_cast<QCPItemText*>(view.plot()->item(i));
                if (!label || !label->visible() || !label->text().startsWith("peak")) continue;
                const QRectF box(label->topLeft->pixelPosition(),
                                 label->bottomRight->pixelPosition());
                if (box.intersects(legend)) return false;
            }
            return true;
        };
        // Rising from little: the top left corner is free.
        view.setSnapshot(run({{0, 0.05}, {0.5, 0.5}, {0.9, 1}}, {{0, 0.02}, {0.8, 0.6}}));
        view.plot()->replot();
        QVERIFY(!view.legendAbovePlot());
        QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignLeft);
        QVERIFY(legendHidesNoLabel());
        // At its peak from the start: the top left would hide the line and the peak, the
        // top right is free.
        view.setSnapshot(run({{0, 1}, {0.3, 0.1}}, {{0, 0.1}}));
        view.plot()->replot();
        QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignRight);
        QVERIFY(legendHidesNoLabel());
        // At its peak all along: both corners would hide the line, so the legend goes
        // above the plot, and comes back to a corner with the next run that leaves one.
        view.setSnapshot(run({{0, 1}}, {{0, 0.1}}));
        view.plot()->replot();
        QVERIFY(view.legendAbovePlot());
        QCOMPARE(view.legendCorner(), Qt::Alignment());
        QVERIFY(view.plot()->legend->outerRect().bottom() <= view.plot()->axisRect()->top());
        view.setSnapshot(run({{0, 0.05}, {0.5, 0.5}, {0.9, 1}}, {{0, 0.02}, {0.8, 0.6}}));
        view.plot()->replot();
        QCOMPARE(view.legendCorner(), Qt::AlignTop | Qt::AlignLeft);
        QVERIFY(!view.legendAbovePlot());
    }

    void largeRunDrawsOncePerColumn() {
        SyntheticRunOptions options;
        options.ops = 50000;
        TimelineView view;
        view.resize(1200, 700);
        view.setSnapshot(snapshotOf(make_synthetic_run(options)));
        const QImage image = view.render(QSize(1200, 700)).toImage();
        QVERIFY(!image.isNull());
        // Every device lane shows ops somewhere in the middle of the run.
        const auto snap = view.snapshot();
        for (std::size_t i = 0; i < snap->lanes.size(); ++i) {
            const LaneData& lane = *snap->lanes[i];
            if (lane.spans.empty()) continue;
            const int y = static_cast<int>(view.plot()->yAxis->coordToPixel(
                rowDepthCenter(static_cast<int>(i), 0, lane.max_depth)));
            int painted = 0;
            const TimelineMapping m = view.mapping();
            for (int x = static_cast<int>(m.left); x < static_cast<int>(m.left + m.width); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.saturation() > 40) ++painted;
            }
            QVERIFY2(painted > m.width / 4, qPrintable(QString::fromStdString(lane.info.name)));
        }
    }

    void denseLaneIsDrawnFromItsLevelOfDetail() {
        // 60,000 tiny matmuls in the first half, nothing in the third quarter, 60,000
        // tiny copies in the last: far more spans than pixels, so the lane is drawn from
        // its pyramid; kinds and gaps must land where the spans are.
        EventBatch b;
        OpId id = 1;
        for (int i = 0; i < 60000; ++i, ++id)
            b.ops.push_back(op(id, kCpu0, i * 100, i * 100 + 60, OpKind::MatMul));
        for (int i = 0; i < 60000; ++i, ++id) {
            b.ops.push_back(
                op(id, kCpu0, 9'000'000 + i * 50, 9'000'000 + i * 50 + 30, OpKind::Copy));
        }
        TimelineView view;
        view.resize(1000, 400);
        view.setSnapshot(snapshotOf(b));
        const QImage image = view.render(QSize(1000, 400)).toImage();
        const TimelineMapping m = view.mapping();
        const int y = static_cast<int>(view.opRect(1).center().y());
        if (qEnvironmentVariableIsSet("ASYNCLAB_SCREENSHOT_DIR"))
            image.save(qEnvironmentVariable("ASYNCLAB_SCREENSHOT_DIR") + "/dense-lane.png");
        auto x_at = [&](double t) { return static_cast<int>(m.x_of(t)); };
        auto hue_near = [](const QColor& a, const QColor& b) {
            return a.saturation() > 30 && std::abs(a.hsvHue() - b.hsvHue()) <= 12;
        };
        const int samples = 40;
        int matmul = 0, copy = 0, gap = 0;
        for (int k = 0; k < samples; ++k) {
            const double f = static_cast<double>(k) / samples;
            matmul += hue_near(image.pixelColor(x_at(200'000 + f * 5'600'000), y),
                               opKindColor(OpKind::MatMul));
            gap += image.pixelColor(x_at(6'200'000 + f * 2'600'000), y).saturation() < 20;
            copy += hue_near(image.pixelColor(x_at(9'200'000 + f * 2'600'000), y),
                             opKindColor(OpKind::Copy));
        }
        QVERIFY2(matmul >= samples - 1, qPrintable(QString("%1 of %2").arg(matmul).arg(samples)));
        QVERIFY2(copy >= samples - 1, qPrintable(QString("%1 of %2").arg(copy).arg(samples)));
        QVERIFY2(gap == samples, qPrintable(QString::number(gap)));
    }

    void denseCounterKeepsItsPeak() {
        // 200,000 queue-depth samples of 1 with one of 50 in the middle: drawn from the
        // per-block minima and maxima, the peak must still reach the top of its row.
        EventBatch b;
        b.ops.push_back(op(1, kCpu0, 0, 10'000'000, OpKind::MatMul));
        for (int i = 0; i < 200000; ++i) {
            CounterEvent c;
            c.kind = CounterKind::QueueDepth;
            c.ts = i * 50;
            c.value = i == 100003 ? 50 : 1;
            b.counters.push_back(c);
        }
        TimelineView view;
        view.resize(1000, 500);
        view.setSnapshot(snapshotOf(b));
        const QImage image = view.render(QSize(1000, 500)).toImage();
        TimelineCounterPlottable* counter = nullptr;
        for (int i = 0; i < view.plot()->plottableCount(); ++i) {
            if (auto* c = qobject_cast<TimelineCounterPlottable*>(view.plot()->plottable(i))) {
                if (c->series() && c->series()->points.size() == 200000) counter = c;
            }
        }
        QVERIFY(counter);
        const double y0 = view.plot()->yAxis->coordToPixel(counter->row());
        const double y1 = view.plot()->yAxis->coordToPixel(counter->row() + 1);
        const int top = static_cast<int>(std::min(y0, y1));
        const int height = static_cast<int>(std::abs(y1 - y0));
        const TimelineMapping m = view.mapping();
        // Dark (line) pixels in the top quarter of the row, at a column.
        auto peak_at = [&](double t) {
            const int x = m.column_of(t);
            int dark = 0;
            for (int y = top; y < top + height / 4; ++y) {
                for (int dx = -1; dx <= 1; ++dx) dark += image.pixelColor(x + dx, y).value() < 200;
            }
            return dark;
        };
        QVERIFY2(peak_at(100003.0 * 50) > 0, "the peak was lost");
        QCOMPARE(peak_at(30000.0 * 50), 0);
        QCOMPARE(peak_at(170000.0 * 50), 0);
    }

    void emptyMemoryChartShowsNoNumbers() {
        // Before any run, and after one with no memory counters, the chart has no scale to
        // show: no tick labels, only the note; a run with memory brings the numbers back.
        MemoryView view;
        view.setSnapshot(snapshotOf(EventBatch{}));
        QVERIFY(!view.plot()->xAxis->tickLabels());
        QVERIFY(!view.plot()->yAxis->tickLabels());
        QVERIFY(!view.shownNote().isEmpty());
        view.setSnapshot(memoryRun(9000, 4000));
        QVERIFY(view.plot()->xAxis->tickLabels());
        QVERIFY(view.plot()->yAxis->tickLabels());
        QVERIFY(view.shownNote().isEmpty());
        EventBatch opsOnly;
        opsOnly.ops.push_back(op(1, kCpu0, 0, 1000, OpKind::MatMul));
        view.setSnapshot(snapshotOf(opsOnly));
        QVERIFY(!view.plot()->xAxis->tickLabels());
        QVERIFY(view.shownNote().contains(QStringLiteral("no memory counters")));
    }

    void memoryChartTimeAxisFitsTheRun_data() {
        QTest::addColumn<qint64>("end");
        QTest::addColumn<double>("unitNs");
        QTest::addColumn<QString>("label");
        QTest::newRow("9 us") << qint64{9000} << 1e3 << QStringLiteral("time (µs)");
        QTest::newRow("5 s") << qint64{5'000'000'000} << 1e6 << QStringLiteral("time (ms)");
        QTest::newRow("190 s") << qint64{190'000'000'000} << 1e9 << QStringLiteral("time (s)");
    }

    void memoryChartTimeAxisFitsTheRun() {
        // A run from 0 to `end`: the memory chart's time axis counts in the unit that keeps
        // its numbers short, and a selected range lands where it was asked for.
        QFETCH(qint64, end);
        QFETCH(double, unitNs);
        QFETCH(QString, label);
        MemoryView view;
        view.setSnapshot(memoryRun(end, end / 4 * 3));
        QCOMPARE(view.deviceCount(), 1);
        QCOMPARE(view.timeUnitNs(), unitNs);
        QCOMPARE(view.plot()->xAxis->label(), label);
        const double t0 = static_cast<double>(view.snapshot()->begin);
        QCOMPARE(view.plot()->xAxis->range().upper,
                 (static_cast<double>(view.snapshot()->end) - t0) / unitNs);
        QSignalSpy selected(&view, &MemoryView::rangeSelected);
        const double from = t0 + static_cast<double>(end) / 4,
                     to = t0 + static_cast<double>(end) / 2;
        view.selectRange(from, to);
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.front().at(0).toDouble(), from);
        QCOMPARE(selected.front().at(1).toDouble(), to);
        QCPItemRect* rect = nullptr;
        for (int i = 0; i < view.plot()->itemCount(); ++i)
            if (auto* r = qobject_cast<QCPItemRect*>(view.plot()->item(i))) rect = r;
        QVERIFY(rect);
        QCOMPARE(rect->topLeft->coords().x(), (from - t0) / unitNs);
        QCOMPARE(rect->bottomRight->coords().x(), (to - t0) / unitNs);
    }

    void memoryChartPeakLabelStaysInThePlot_data() {
        QTest::addColumn<double>("at");  ///< where the peak is, as a fraction of the run
        QTest::addColumn<bool>("onTheLeft");
        QTest::newRow("middle") << 0.5 << false;  // room on the right
        QTest::newRow("near the end") << 0.95 << true;
    }

    void memoryChartPeakLabelStaysInThePlot() {
        QFETCH(double, at);
        QFETCH(bool, onTheLeft);
        constexpr TimeNs end = 1'000'000;
        MemoryView view;
        view.resize(320, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSnapshot(memoryRun(end, static_cast<TimeNs>(at * end)));
        QCPItemText* peak = nullptr;
        for (int i = 0; i < view.plot()->itemCount(); ++i)
            if (auto* t = qobject_cast<QCPItemText*>(view.plot()->item(i)))
                if (t->text().startsWith(QStringLiteral("peak 300 B"))) peak = t;
        QVERIFY(peak);
        // Placed when the plot is laid out; drawn, it lies inside the axis rectangle.
        view.plot()->replot();
        QCOMPARE(bool(peak->positionAlignment() & Qt::AlignRight), onTheLeft);
        const QRect plotArea = view.plot()->axisRect()->rect();
        const QPointF anchor = peak->position->pixelPosition();
        const int width = QFontMetrics(peak->font()).horizontalAdvance(peak->text());
        const double left = onTheLeft ? anchor.x() - width : anchor.x();
        QVERIFY2(left >= plotArea.left() && left + width <= plotArea.right(),
                 qPrintable(QStringLiteral("%1..%2 in %3..%4")
                                .arg(left)
                                .arg(left + width)
                                .arg(plotArea.left())
                                .arg(plotArea.right())));
    }

    void memoryChartAtALargeFontKeepsItsLabelsApart() {
        // Teacher mode's font in a short dock: fewer ticks rather than labels over one
        // another, the value axis titled by its unit alone, and the peak's label inside the
        // plot; the same chart at the normal font in a roomy view keeps the whole title.
        constexpr TimeNs end = 1'000'000;
        const auto shown = shownMemoryChart(QSize(640, 400), end, end / 2);
        QVERIFY(shown);
        MemoryView& view = *shown;
        view.plot()->replot();
        const QString title = view.plot()->yAxis->label();
        QVERIFY2(title.startsWith(QStringLiteral("in use")), qPrintable(title));
        QVERIFY(view.plot()->xAxis->tickVector().size() >= 4);

        QFont large = view.font();
        large.setPointSizeF(large.pointSizeF() * 1.5);  // teacher mode's
        view.setFont(large);
        view.resize(300, 150);
        QTest::qWait(50);
        view.plot()->replot();
        for (const QCPAxis* axis : {view.plot()->xAxis, view.plot()->yAxis}) {
            QVERIFY(!axis->tickVector().isEmpty());
            QVERIFY2(!tickLabelsCollide(axis), qPrintable(axis->tickVectorLabels().join(' ')));
        }
        QCOMPARE(view.plot()->yAxis->label(), QStringLiteral("B"));
        QCPItemText* peak = nullptr;
        for (int i = 0; i < view.plot()->itemCount(); ++i)
            if (auto* t = qobject_cast<QCPItemText*>(view.plot()->item(i)))
                if (t->text().startsWith(QStringLiteral("peak"))) peak = t;
        QVERIFY(peak && peak->visible());
        const QRect plotArea = view.plot()->axisRect()->rect();
        const QRectF box(peak->topLeft->pixelPosition(), peak->bottomRight->pixelPosition());
        QVERIFY2(box.top() >= plotArea.top() && box.bottom() <= plotArea.bottom() + 1,
                 qPrintable(QStringLiteral("label %1..%2, plot %3..%4")
                                .arg(box.top())
                                .arg(box.bottom())
                                .arg(plotArea.top())
                                .arg(plotArea.bottom())));
    }

    void memoryChartSyncLabelStaysInThePlot() {
        // A lesson's sync label starts at its band, and where that would run it past the
        // plot's right edge (a sync near the end of the run) it ends at that edge instead.
        constexpr TimeNs end = 1'000'000;
        const auto shown = shownMemoryChart(QSize(420, 260), end, end / 2);
        QVERIFY(shown);
        MemoryView& view = *shown;
        const auto sync = [](TimeNs from) {
            RunHighlight h;
            h.kind = lessons::Highlight::Kind::Sync;
            h.label = QStringLiteral("The front end blocks here");
            h.begin = from;
            h.end = end;
            return h;
        };
        for (const double at : {0.1, 0.9}) {
            view.setHighlights({sync(static_cast<TimeNs>(at * end))});
            view.plot()->replot();
            QCPItemText* label = nullptr;
            for (int i = 0; i < view.plot()->itemCount(); ++i)
                if (auto* t = qobject_cast<QCPItemText*>(view.plot()->item(i)))
                    if (t->text().startsWith(QStringLiteral("The front end"))) label = t;
            QVERIFY(label);
            const QRect plotArea = view.plot()->axisRect()->rect();
            const double left = label->topLeft->pixelPosition().x();
            const double right = label->bottomRight->pixelPosition().x();
            QVERIFY2(left >= plotArea.left() && right <= plotArea.right() + 1,
                     qPrintable(QStringLiteral("at %1: label %2..%3, plot %4..%5")
                                    .arg(at)
                                    .arg(left)
                                    .arg(right)
                                    .arg(plotArea.left())
                                    .arg(plotArea.right())));
            if (at < 0.5) {  // room on the right: it starts at its band
                const double band =
                    view.plot()->xAxis->coordToPixel(at * view.plot()->xAxis->range().upper);
                QVERIFY2(std::abs(left - band) <= 1,
                         qPrintable(QStringLiteral("%1 against %2").arg(left).arg(band)));
            }
        }
    }

    void plotTextsWrapToAWidth() {
        const QFontMetrics fm(QApplication::font());
        const int width = fm.horizontalAdvance(QStringLiteral("run a scenario to"));
        const QString text = QStringLiteral("Run a scenario to see its memory over time.");
        const QStringList lines = wrapToWidth(text, fm, width).split(QLatin1Char('\n'));
        QVERIFY(lines.size() >= 3);
        for (const QString& line : lines)
            QVERIFY2(fm.horizontalAdvance(line) <= width, qPrintable(line));
        QCOMPARE(lines.join(QLatin1Char(' ')), text);  // words whole, in order
        // Without spaces (Chinese) it breaks between characters.
        const QString chinese = QStringLiteral("这次运行没有把任何运算放到引擎上");
        const QStringList cjk =
            wrapToWidth(chinese, fm, fm.horizontalAdvance(chinese) / 3).split(QLatin1Char('\n'));
        QVERIFY(cjk.size() >= 3);
        QCOMPARE(cjk.join(QString()), chinese);
        // Wide enough: one line, as it was.
        QCOMPARE(wrapToWidth(text, fm, fm.horizontalAdvance(text) + 1), text);
    }

    void timeLabelsStayApartInANarrowTimeline() {
        // A timeline squeezed between docks at teacher mode's font printed its time labels
        // over one another ("20 25ms30ms35ms"): it shows fewer ticks instead, and all of them
        // again once it is wide.
        TimelineView view;
        view.setSnapshot(syntheticSnapshot(400, 1, 2));
        QFont large = view.font();
        large.setPointSizeF(large.pointSizeF() * 1.5);
        view.setFont(large);
        view.resize(380, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCPAxis* time = view.plot()->xAxis;
        view.plot()->replot();
        QTRY_VERIFY(!time->tickVector().isEmpty());
        QVERIFY2(!tickLabelsCollide(time), qPrintable(time->tickVectorLabels().join(' ')));
        QVERIFY(time->ticker()->tickCount() < 5);
        view.setFont(QApplication::font());
        view.resize(1400, 300);
        QTRY_COMPARE(time->ticker()->tickCount(), 5);
        view.plot()->replot();
        QVERIFY(!tickLabelsCollide(time));
        QVERIFY(time->tickVector().size() >= 4);
    }

    void timelineEmptyNoteWrapsToThePlot() {
        // A note longer than a narrow timeline is shown in lines that fit its plot; the
        // note itself is kept whole, and a wider timeline takes it in fewer lines.
        TimelineView view;
        view.resize(420, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QString note = QStringLiteral(
            "Press Run: each operation the scenario puts on the engine appears here as a bar, "
            "on the lane that ran it.");
        view.setEmptyNote(note);
        QCOMPARE(view.emptyNote(), note);
        QVERIFY(view.emptyNoteShown());
        // The lines shown, and whether each fits the plot in the font the plot draws with.
        const auto shownLines = [&view] {
            view.plot()->replot();
            for (int i = 0; i < view.plot()->itemCount(); ++i)
                if (auto* t = qobject_cast<QCPItemText*>(view.plot()->item(i)); t && t->visible())
                    return t->text().split(QLatin1Char('\n'));
            return QStringList();
        };
        const auto allFit = [&view](const QStringList& lines) {
            const QFontMetrics drawn(view.plot()->font());
            for (const QString& line : lines)
                if (drawn.horizontalAdvance(line) > view.plot()->axisRect()->width()) return false;
            return true;
        };
        const QStringList narrow = shownLines();
        QVERIFY(narrow.size() >= 2);
        QVERIFY2(allFit(narrow), qPrintable(narrow.join(QLatin1Char('|'))));
        QCOMPARE(narrow.join(QLatin1Char(' ')), note);
        // A larger font (teacher mode's) is measured as it is drawn: more lines, each fits.
        QFont big = view.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        view.setFont(big);
        QTRY_VERIFY(shownLines().size() > narrow.size());
        const QStringList larger = shownLines();
        QVERIFY2(allFit(larger), qPrintable(larger.join(QLatin1Char('|'))));
        view.setFont(QApplication::font());
        view.resize(1800, 300);
        QTRY_COMPARE(shownLines().size(), 1);
    }

    void importedGenericTraceRenders() {
        const QString path =
            QStringLiteral(ASYNCLAB_FIXTURES_DIR "/kineto_tb_plugin_gpu_metrics_input.json");
        if (!QFile::exists(path)) QSKIP("fixture kineto_tb_plugin_gpu_metrics_input.json absent");
        TimelineView view;
        view.setSnapshot(snapshot_from_trace(read_chrome_trace_file(path.toStdString())));
        QCOMPARE(view.rowCount(), static_cast<int>(view.snapshot()->lanes.size() +
                                                   view.snapshot()->counters.size()));
        const QImage image = view.render(QSize(1400, 900)).toImage();
        QVERIFY(!image.isNull());
    }

    void exportsPngSvgPdf() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SyntheticRunOptions options;
        options.ops = 3000;
        TimelineView view;
        view.resize(1000, 600);
        view.setSnapshot(snapshotOf(make_synthetic_run(options)));
        const QString title = QStringLiteral("Synthetic run");

        const QString png = dir.filePath(QStringLiteral("t.png"));
        QVERIFY(view.exportPng(png, QSize(900, 500), 1.0, title));
        QImage image(png);
        QCOMPARE(image.size(), QSize(900, 500));
        const QString png2 = dir.filePath(QStringLiteral("t2.png"));
        QVERIFY(view.exportPng(png2, QSize(400, 300), 2.0, title));
        QCOMPARE(QImage(png2).size(), QSize(800, 600));

        const QString svg = dir.filePath(QStringLiteral("t.svg"));
        QVERIFY(view.exportSvg(svg, QSize(900, 500), title));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("Synthetic run"));
        QXmlStreamReader xml(svgText);
        while (!xml.atEnd()) xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

        const QString pdf = dir.filePath(QStringLiteral("t.pdf"));
        QVERIFY(view.exportPdf(pdf, QSize(900, 500), title));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.size() > 1000);
        QVERIFY(pdfFile.read(4) == "%PDF");

        // The title is gone from the view afterwards.
        QCOMPARE(view.plot()->plotLayout()->rowCount(), 2);
    }
};

QTEST_MAIN(TestTimeline)
#include "test_timeline.moc"
