// The compare view: measures of two hand-made runs, both runs' lanes on one relative time
// axis, zoom and pan applied to both, exports, and two simulated scenario runs.
#include <qcustomplot.h>
#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "engine/scenarios/scenario.h"
#include "tests/common/synthetic_run.h"
#include "tests/common/trace_events.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/compare_view.h"
#include "ui/views/timeline_plottable.h"

using namespace asynclab;
using namespace asynclab::testing;

namespace {

/// A generated run of `ops` ops on `gpus` GPUs and the CPU.
CompareRun syntheticRun(const QString& label, std::size_t ops, int gpus, std::uint64_t seed) {
    SyntheticRunOptions o;
    o.ops = ops;
    o.gpus = gpus;
    o.seed = seed;
    return {label, build(make_synthetic_run(o)), {}};
}

/// "sync": serialRun() (tests/common/trace_events.h), with metrics.
CompareRun syncRun() {
    return {QStringLiteral("sync"),
            build(serialRun()),
            {{"total_s", 0.5}, {"issue_s", 0.1}, {"ratio", 3}}};
}

/// "async": parallelRun(), with one metric.
CompareRun asyncRun() {
    return {QStringLiteral("async"), build(parallelRun()), {{"total_s", 0.25}}};
}

const ComparisonRow* findRow(const std::vector<ComparisonRow>& rows, const QString& measure) {
    for (const ComparisonRow& r : rows) {
        if (r.measure == measure) return &r;
    }
    return nullptr;
}

void send(QWidget* w, QEvent::Type type, QPointF pos, Qt::MouseButton button,
          Qt::MouseButtons buttons) {
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

/// The visible range of group `run` relative to its start (what its x axis shows).
std::pair<double, double> groupRange(const CompareView& view, int run, double start) {
    const QCPRange r = view.axisRect(run)->axis(QCPAxis::atBottom)->range();
    return {r.lower - start, r.upper - start};
}

}  // namespace

class TestCompareView : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        // Numbers as the C locale writes them ("1.25 ms"), whatever the machine's language.
        QLocale::setDefault(QLocale::c());
    }

    void rowsEqualHandComputedValues() {
        const auto rows = compareRuns(syncRun(), asyncRun());
        QStringList measures;
        for (const ComparisonRow& r : rows) measures << r.measure;
        const QStringList want = {QStringLiteral("wall time"),
                                  QStringLiteral("front-end issue time"),
                                  QStringLiteral("blocked at sync points"),
                                  QStringLiteral("ops"),
                                  QStringLiteral("utilization cpu(0)"),
                                  QStringLiteral("utilization gpu(0)"),
                                  QStringLiteral("utilization cpu(0) compute 0"),
                                  QStringLiteral("utilization cpu(0) compute 1"),
                                  QStringLiteral("peak memory cpu(0)"),
                                  QStringLiteral("metric total_s"),
                                  QStringLiteral("metric issue_s"),
                                  QStringLiteral("metric ratio"),
                                  QStringLiteral("time in op1"),
                                  QStringLiteral("median op1"),
                                  QStringLiteral("time in op2"),
                                  QStringLiteral("median op2"),
                                  QStringLiteral("time in op3"),
                                  QStringLiteral("median op3")};
        QCOMPARE(measures, want);

        auto check = [&](const QString& measure, std::optional<double> a, std::optional<double> b) {
            const ComparisonRow* r = findRow(rows, measure);
            QVERIFY2(r, qPrintable(measure));
            QCOMPARE(r->a.has_value(), a.has_value());
            QCOMPARE(r->b.has_value(), b.has_value());
            if (a) QVERIFY2(std::abs(*r->a - *a) < 1e-12, qPrintable(measure));
            if (b) QVERIFY2(std::abs(*r->b - *b) < 1e-12, qPrintable(measure));
        };
        check(QStringLiteral("wall time"), 220, 145);
        check(QStringLiteral("front-end issue time"), 120, 10);
        check(QStringLiteral("blocked at sync points"), 180, 130);
        check(QStringLiteral("ops"), 2, 3);
        check(QStringLiteral("utilization cpu(0)"), 200.0 / 220, 1.0);  // union [5, 150]
        check(QStringLiteral("utilization gpu(0)"), std::nullopt, 40.0 / 145);
        check(QStringLiteral("utilization cpu(0) compute 0"), 200.0 / 220, 100.0 / 145);
        check(QStringLiteral("utilization cpu(0) compute 1"), std::nullopt, 100.0 / 145);
        check(QStringLiteral("peak memory cpu(0)"), 3000, 5000);
        check(QStringLiteral("metric total_s"), 0.5e9, 0.25e9);
        check(QStringLiteral("metric issue_s"), 0.1e9, std::nullopt);
        check(QStringLiteral("metric ratio"), 3, std::nullopt);
        check(QStringLiteral("time in op2"), 100, 100);
        check(QStringLiteral("time in op3"), std::nullopt, 40);
        check(QStringLiteral("median op3"), std::nullopt, 40);

        const ComparisonRow* wall = findRow(rows, QStringLiteral("wall time"));
        QCOMPARE(*wall->delta(), -75.0);
        QCOMPARE(*wall->ratio(), 145.0 / 220);
        QVERIFY(!findRow(rows, QStringLiteral("utilization gpu(0)"))->delta());
        QVERIFY(!findRow(rows, QStringLiteral("metric issue_s"))->ratio());

        // Swapping the runs swaps the columns.
        const auto swapped = compareRuns(asyncRun(), syncRun());
        QCOMPARE(*findRow(swapped, QStringLiteral("blocked at sync points"))->a, 130.0);
        QCOMPARE(*findRow(swapped, QStringLiteral("blocked at sync points"))->b, 180.0);
    }

    void opRowsTellWhereTheTimeWent() {
        // A: "dot" 3 times (10, 40, 20), "add" 4 times (1, 2, 3, 10), "relu" once (5).
        // B: "dot" twice (30, 50), "relu" twice (100, 300), "copy" once (7).
        auto named = [](OpId id, const char* name, TimeNs start, TimeNs length) {
            OpEvent e = op(id, kCpu0, start, start, start + length);
            e.name = name;
            return e;
        };
        EventBatch a;
        TimeNs t = 0;
        OpId id = 1;
        for (const auto& [name, length] :
             std::vector<std::pair<const char*, TimeNs>>{{"dot", 10},
                                                         {"add", 1},
                                                         {"dot", 40},
                                                         {"add", 2},
                                                         {"add", 3},
                                                         {"dot", 20},
                                                         {"add", 10},
                                                         {"relu", 5}}) {
            a.ops.push_back(named(id++, name, t, length));
            t += length;
        }
        EventBatch b;
        t = 0;
        for (const auto& [name, length] : std::vector<std::pair<const char*, TimeNs>>{
                 {"dot", 30}, {"relu", 100}, {"dot", 50}, {"relu", 300}, {"copy", 7}}) {
            b.ops.push_back(named(id++, name, t, length));
            t += length;
        }
        const auto rows = compareRuns({QStringLiteral("real"), build(a), {}},
                                      {QStringLiteral("sim"), build(b), {}});
        QStringList opRows;
        for (const ComparisonRow& r : rows)
            if (r.measure.startsWith(QLatin1String("time in ")) ||
                r.measure.startsWith(QLatin1String("median ")))
                opRows << r.measure;
        // The longest in either run first: relu (400 in B), dot (80 in both), add, copy.
        QCOMPARE(opRows,
                 (QStringList{QStringLiteral("time in relu"), QStringLiteral("median relu"),
                              QStringLiteral("time in dot"), QStringLiteral("median dot"),
                              QStringLiteral("time in add"), QStringLiteral("median add"),
                              QStringLiteral("time in copy"), QStringLiteral("median copy")}));
        auto row = [&](const char* measure) {
            const ComparisonRow* r = findRow(rows, QString::fromLatin1(measure));
            return r ? *r : ComparisonRow{};
        };
        QCOMPARE(row("time in dot").a, std::optional<double>(70));
        QCOMPARE(row("time in dot").b, std::optional<double>(80));
        QCOMPARE(row("median dot").a, std::optional<double>(20));  // odd count: the middle
        QCOMPARE(row("median dot").b, std::optional<double>(40));  // even: the two middles
        QCOMPARE(row("median add").a, std::optional<double>(2.5));
        QCOMPARE(row("time in add").b, std::nullopt);  // B ran no add
        QCOMPARE(row("median relu").b, std::optional<double>(200));
        QCOMPARE(*row("median relu").ratio(), 40.0);
        QCOMPARE(row("time in copy").a, std::nullopt);
        QCOMPARE(row("time in copy").b, std::optional<double>(7));
        QCOMPARE(row("time in dot").label, QStringLiteral("time in dot"));

        // At most kCompareOpNames names, the shortest left out.
        EventBatch many;
        for (int i = 0; i < 12; ++i) {
            const std::string name = "k" + std::to_string(i);
            many.ops.push_back(named(static_cast<OpId>(100 + i), name.c_str(), 1000 * i, 10 + i));
        }
        const auto capped = compareRuns({QStringLiteral("a"), build(many), {}}, CompareRun{});
        QStringList names;
        for (const ComparisonRow& r : capped)
            if (r.measure.startsWith(QLatin1String("time in "))) names << r.measure.mid(8);
        QCOMPARE(names.size(), static_cast<int>(kCompareOpNames));
        QCOMPARE(names.front(), QStringLiteral("k11"));
        QCOMPARE(names.back(), QStringLiteral("k4"));
    }

    void formatsValuesDeltasAndRatios() {
        QCOMPARE(formatCompareValue(0.425, CompareUnit::Fraction), QStringLiteral("42.5 %"));
        QCOMPARE(formatCompareDelta(-0.12, CompareUnit::Fraction),
                 QString(QChar(0x2212)) + QStringLiteral("12.0 pp"));
        QCOMPARE(formatCompareDelta(1.5e6, CompareUnit::Duration), QStringLiteral("+1.5 ms"));
        QCOMPARE(formatCompareValue(10000, CompareUnit::Count), QStringLiteral("10000"));
        QCOMPARE(formatCompareRatio(0.5), QStringLiteral("0.5") + QChar(0x00d7));
    }

    void emptyRunsGiveAbsentValues() {
        const auto rows = compareRuns(syncRun(), CompareRun{});
        const ComparisonRow* wall = findRow(rows, QStringLiteral("wall time"));
        QCOMPARE(*wall->b, 0.0);
        QVERIFY(!wall->ratio() || *wall->ratio() == 0);
        QVERIFY(!findRow(rows, QStringLiteral("front-end issue time"))->b);
        CompareView view;
        view.setRuns(syncRun(), CompareRun{QStringLiteral("nothing"), nullptr, {}});
        QVERIFY(view.groupTitle(1).contains(QStringLiteral("no run")));
        QVERIFY(view.lanePlottables(1).empty());
        view.clear();
        QVERIFY(view.lanePlottables(0).empty());
        QCOMPARE(view.table()->model()->rowCount(), static_cast<int>(view.rows().size()));
    }

    void theTableGetsItsRowsAndTheTimelinesTheRest() {
        const CompareRun a = syntheticRun(QStringLiteral("A"), 200, 1, 1);
        const CompareRun b = syntheticRun(QStringLiteral("B"), 200, 1, 9);
        CompareView view;
        view.resize(1000, 1400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setRuns(a, b);
        QVERIFY(view.table()->model()->rowCount() > 6);
        const int rowHeight = view.table()->verticalHeader()->defaultSectionSize();
        const int all = view.tableHeightForAllRows();
        auto heights = [&] { return view.splitter()->sizes(); };
        auto total = [&] { return heights()[0] + heights()[1]; };
        // Room for both: every row shows, and the timelines get at least what they want.
        QVERIFY(total() - all >= view.plotHeightWanted());
        QCOMPARE(heights()[1], all);
        QApplication::processEvents();
        QCOMPARE(view.table()->verticalScrollBar()->maximum(), 0);

        // Short of room: the table takes 40% of the height (its rows scroll), never fewer
        // than four rows; the timelines the rest.
        view.resize(1000, 560);
        QApplication::processEvents();
        QVERIFY(total() - all < view.plotHeightWanted());
        const int fourRows = all - (view.table()->model()->rowCount() - 4) * rowHeight;
        QCOMPARE(heights()[1], std::max(fourRows, total() * 2 / 5));
        QVERIFY(heights()[1] < all);
        // Tiny: the timelines keep their minimum height, the table yields.
        view.resize(1000, 300);
        QApplication::processEvents();
        const int plotMinimum = static_cast<QWidget*>(view.plot())->minimumSizeHint().height();
        QVERIFY(total() - plotMinimum < fourRows);
        QVERIFY(heights()[0] >= plotMinimum);
        QVERIFY(heights()[1] < fourRows);

        // Once the user drags the handle, the heights are theirs: new runs keep them.
        view.resize(1000, 900);
        QApplication::processEvents();
        view.splitter()->setSizes({600, total() - 600});
        emit view.splitter()->splitterMoved(600, 1);
        const QList<int> chosen = heights();
        view.setRuns(b, a);
        QCOMPARE(heights(), chosen);
    }

    void showsBothRunsStacked() {
        const CompareRun a = syntheticRun(QStringLiteral("one GPU"), 400, 1, 1);
        const CompareRun b = syntheticRun(QStringLiteral("two GPUs"), 400, 2, 7);
        QVERIFY(a.snapshot->lanes.size() != b.snapshot->lanes.size());

        CompareView view;
        view.resize(1000, 800);
        view.setRuns(a, b);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();

        QCOMPARE(view.lanePlottables(0).size(), a.snapshot->lanes.size());
        QCOMPARE(view.lanePlottables(1).size(), b.snapshot->lanes.size());
        QCOMPARE(static_cast<std::size_t>(view.plot()->plottableCount()),
                 a.snapshot->lanes.size() + b.snapshot->lanes.size());
        QCOMPARE(view.plot()->axisRectCount(), 2);
        for (int run = 0; run < 2; ++run) {
            for (TimelineLanePlottable* p : view.lanePlottables(run)) {
                QCOMPARE(p->keyAxis()->axisRect(), view.axisRect(run));
            }
        }
        // A above B, left edges aligned, taller for more lanes.
        const QRect ra = view.axisRect(0)->rect();
        const QRect rb = view.axisRect(1)->rect();
        QVERIFY(ra.bottom() < rb.top());
        QCOMPARE(ra.left(), rb.left());
        QCOMPARE(ra.width(), rb.width());
        QVERIFY(rb.height() > ra.height());
        QVERIFY(view.groupTitle(0).startsWith(QStringLiteral("A: one GPU")));
        QVERIFY(view.groupTitle(1).startsWith(QStringLiteral("B: two GPUs")));
        QVERIFY(view.groupTitle(1).contains(QStringLiteral("wall")));

        // Fitted: both groups show the same relative range, from before 0 to past the
        // longer run's end.
        const auto [t0, t1] = view.visibleRange();
        QVERIFY(t0 < 0);
        QVERIFY(t1 >=
                static_cast<double>(std::max(a.snapshot->duration(), b.snapshot->duration())));
        const auto ga = groupRange(view, 0, static_cast<double>(a.snapshot->begin));
        const auto gb = groupRange(view, 1, static_cast<double>(b.snapshot->begin));
        QCOMPARE(ga.first, t0);
        QCOMPARE(gb.first, t0);
        QCOMPARE(ga.second, t1);
        QCOMPARE(gb.second, t1);

        if (const QString grabDir = qEnvironmentVariable("ASYNCLAB_GRAB_DIR"); !grabDir.isEmpty()) {
            QVERIFY(view.grab().save(grabDir + QStringLiteral("/compare_synthetic.png")));
        }

        // The table has one row per measure with the raw numbers.
        QCOMPARE(view.table()->model()->rowCount(), static_cast<int>(view.rows().size()));
        QCOMPARE(view.table()->model()->headerData(CompareView::ValueA, Qt::Horizontal).toString(),
                 a.label);
        QCOMPARE(view.table()->model()->headerData(CompareView::ValueB, Qt::Horizontal).toString(),
                 b.label);
        QCOMPARE(view.table()
                     ->model()
                     ->index(0, CompareView::ValueA)
                     .data(CompareView::RawValueRole)
                     .toDouble(),
                 static_cast<double>(a.snapshot->duration()));
        QCOMPARE(view.table()
                     ->model()
                     ->index(0, CompareView::Delta)
                     .data(CompareView::RawValueRole)
                     .toDouble(),
                 static_cast<double>(b.snapshot->duration() - a.snapshot->duration()));
    }

    void wheelAndDragApplyToBoth() {
        const CompareRun a = syncRun();
        const CompareRun b = asyncRun();
        CompareView view;
        view.resize(1000, 600);
        view.setRuns(a, b);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.plot()->replot();
        const double startA = static_cast<double>(a.snapshot->begin);
        const double startB = static_cast<double>(b.snapshot->begin);

        // Wheel over B's plot area zooms both at the cursor.
        const QRect rb = view.axisRect(1)->rect();
        const auto [b0, b1] = view.visibleRange();
        const double x = rb.left() + rb.width() * 0.3;
        const double t = b0 + (x - rb.left()) / rb.width() * (b1 - b0);
        const QPointF at(x, rb.center().y());
        QWheelEvent wheel(at, view.plot()->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.plot(), &wheel);
        const auto [z0, z1] = view.visibleRange();
        QVERIFY(z1 - z0 < (b1 - b0) * 0.6);
        QVERIFY(std::abs(z0 + (x - rb.left()) / rb.width() * (z1 - z0) - t) < 1e-6 * (b1 - b0));
        for (auto [run, start] : {std::pair{0, startA}, std::pair{1, startB}}) {
            const auto g = groupRange(view, run, start);
            QVERIFY(std::abs(g.first - z0) < 1e-9);
            QVERIFY(std::abs(g.second - z1) < 1e-9);
        }

        // Dragging over A pans both.
        const QRect ra = view.axisRect(0)->rect();
        const QPointF from(ra.left() + 300, ra.center().y());
        const QPointF to = from + QPointF(100, 0);
        send(view.plot(), QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        send(view.plot(), QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton);
        send(view.plot(), QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton);
        const auto [p0, p1] = view.visibleRange();
        const double shift = 100 * (z1 - z0) / ra.width();
        QVERIFY(std::abs(p0 - (z0 - shift)) < 1e-6 * (z1 - z0));
        QVERIFY(std::abs((p1 - p0) - (z1 - z0)) < 1e-6 * (z1 - z0));
        QVERIFY(std::abs(groupRange(view, 0, startA).first - p0) < 1e-9);
        QVERIFY(std::abs(groupRange(view, 1, startB).first - p0) < 1e-9);

        // Hovering an op names it and its run, times relative to the run's start.
        view.setVisibleRange(0, 240);
        view.plot()->replot();
        const QRectF bar = view.lanePlottables(0).back()->spanRect(1);  // op2: 120..220
        QVERIFY(bar.isValid());
        const QString tip = view.toolTipAt(bar.center());
        QVERIFY2(tip.contains(QStringLiteral("op2")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("sync")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("start 120 ns")), qPrintable(tip));
        QVERIFY(view.toolTipAt(QPointF(1, 1)).isEmpty());

        view.fit();
        QVERIFY(view.visibleRange().first < 0);
        QVERIFY(view.visibleRange().second > 220);
    }

    void exportsPngSvgPdf() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        CompareView view;
        view.resize(900, 600);
        view.setRuns(syncRun(), asyncRun());
        const int rows = view.plot()->plotLayout()->rowCount();
        const QString title = QStringLiteral("Sync versus async");

        const QString png = dir.filePath(QStringLiteral("c.png"));
        QVERIFY(view.exportPng(png, QSize(900, 500), 1.0, title));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(900, 500));
        // Op bars are drawn: the elementwise colour shows up somewhere.
        const QColor bar = opKindColor(OpKind::Elementwise);
        bool found = false;
        for (int y = 0; y < image.height() && !found; y += 2) {
            for (int x = 0; x < image.width() && !found; x += 2) {
                const QColor c = image.pixelColor(x, y);
                found = std::abs(c.red() - bar.red()) < 6 &&
                        std::abs(c.green() - bar.green()) < 6 &&
                        std::abs(c.blue() - bar.blue()) < 6;
            }
        }
        QVERIFY(found);
        const QString png2 = dir.filePath(QStringLiteral("c2.png"));
        QVERIFY(view.exportPng(png2, QSize(400, 300), 2.0));
        QCOMPARE(QImage(png2).size(), QSize(800, 600));

        const QString svg = dir.filePath(QStringLiteral("c.svg"));
        QVERIFY(view.exportSvg(svg, QSize(900, 500), title));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QVERIFY(svgText.contains("<svg"));
        QVERIFY(svgText.contains("Sync versus async"));
        QXmlStreamReader xml(svgText);
        while (!xml.atEnd()) xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

        const QString pdf = dir.filePath(QStringLiteral("c.pdf"));
        QVERIFY(view.exportPdf(pdf, QSize(900, 500)));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.size() > 1000);
        QVERIFY(pdfFile.read(4) == "%PDF");

        QCOMPARE(view.render(QSize(300, 200), 1.0).size(), QSize(300, 200));
        // The export title is gone from the view afterwards.
        QCOMPARE(view.plot()->plotLayout()->rowCount(), rows);
        QCOMPARE(view.defaultTitle(), QStringLiteral("sync versus async"));
        QVERIFY(!view.exportPng(dir.filePath(QStringLiteral("missing/c.png")), QSize(100, 100)));
    }

    void simulatedSyncVersusAsync() {
        scenarios::RunContext ctx;
        ctx.mode = scenarios::RunMode::Sim;
        const auto sync =
            scenarios::run_scenario("sync-vs-async", {{"reps", "200"}, {"variant", "sync"}}, ctx);
        const auto async =
            scenarios::run_scenario("sync-vs-async", {{"reps", "200"}, {"variant", "async"}}, ctx);
        const CompareRun a = compareRunFromResult(QStringLiteral("sync"), sync);
        const CompareRun b = compareRunFromResult(QStringLiteral("async"), async);
        const auto rows = compareRuns(a, b);
        for (const char* m : {"ops", "front-end issue time", "wall time", "blocked at sync points",
                              "metric sync_s", "metric async_s"}) {
            QVERIFY2(findRow(rows, QString::fromLatin1(m)), m);
        }
        const ComparisonRow* ops = findRow(rows, QStringLiteral("ops"));
        QCOMPARE(*ops->a, *ops->b);  // the same work
        // Async hands control back long before the work is done; sync waits for each op.
        const ComparisonRow* issue = findRow(rows, QStringLiteral("front-end issue time"));
        const ComparisonRow* wall = findRow(rows, QStringLiteral("wall time"));
        QVERIFY(*issue->b < *issue->a);
        QVERIFY(*issue->b < *wall->b);
        QVERIFY(*wall->b < *wall->a);
        QVERIFY(findRow(rows, QStringLiteral("blocked at sync points"))->a.has_value());
        // Each variant reports its own timer: sync_s only in A, async_s only in B.
        QVERIFY(findRow(rows, QStringLiteral("metric sync_s"))->a.has_value());
        QVERIFY(!findRow(rows, QStringLiteral("metric sync_s"))->b.has_value());
        QVERIFY(findRow(rows, QStringLiteral("metric async_s"))->b.has_value());

        CompareView view;
        view.resize(1200, 800);
        view.setRuns(a, b);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!view.lanePlottables(0).empty());
        QVERIFY(!view.lanePlottables(1).empty());
        // ASYNCLAB_GRAB_DIR: where to leave a picture of the view (for looking at it).
        const QString grabDir = qEnvironmentVariable("ASYNCLAB_GRAB_DIR");
        if (!grabDir.isEmpty()) {
            QVERIFY(view.grab().save(grabDir + QStringLiteral("/compare_view.png")));
            QVERIFY(view.exportPng(grabDir + QStringLiteral("/compare_export.png"),
                                   QSize(1000, 560), 1.0,
                                   QStringLiteral("sync-vs-async, 200 additions (sim)")));
        }
    }
};

QTEST_MAIN(TestCompareView)
#include "test_compare_view.moc"
