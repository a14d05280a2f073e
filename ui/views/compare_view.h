// Compare: two runs (sync versus async, imperative versus hybridized) on one time axis,
// A's lanes above B's, each run aligned to its own start so their lengths compare at a
// glance. Each group is titled with its label and totals (B's also with the difference
// to A). Wheel zooms and drag pans both groups together. Below, a table of measures with
// A, B, B - A and B / A: wall time, front-end issue time, time blocked at sync points,
// utilization per device and lane, peak memory per device, op count, and the scenario's
// metrics when the runs carry them. Exports PNG, SVG and PDF with a title and a legend.
#pragma once

#include <QAction>
#include <QString>
#include <QWidget>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/scenarios/scenario.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/exportable.h"

class QCustomPlot;
class QCPAxisRect;
class QCPTextElement;
class QMouseEvent;
class QSplitter;
class QTableWidget;
class QWheelEvent;

namespace asynclab {

class TimelineLanePlottable;
class KindLegend;

/// One side of a comparison.
struct CompareRun {
    QString label;              ///< "sync", "async", "imperative", "hybridized"
    TraceSnapshotPtr snapshot;  ///< null: an empty run
    /// The scenario's metrics (name, value) in report order; may be empty.
    std::vector<std::pair<std::string, double>> metrics;
};

/// A run of a scenario as one side of a comparison (its events built into a snapshot).
CompareRun compareRunFromResult(const QString& label, const scenarios::ScenarioResult& result);

enum class CompareUnit {
    Duration,  ///< nanoseconds
    Fraction,  ///< in [0, 1], shown as a percentage; differences in percentage points
    Bytes,
    Count,
    Number,  ///< a scenario metric without a known unit
};

/// One measure of both runs. A value is absent when the run does not have it (a lane or a
/// device only one run used, a metric only one reported).
struct ComparisonRow {
    QString measure;  ///< "wall time", "utilization gpu(0)", "peak memory cpu(0)", ...
    QString label;    ///< the measure in the interface's language (the table shows it)
    CompareUnit unit = CompareUnit::Number;
    std::optional<double> a;
    std::optional<double> b;

    /// b - a when both are present.
    std::optional<double> delta() const;
    /// b / a when both are present and a != 0.
    std::optional<double> ratio() const;
};

/// Op names that get rows of their own in compareRuns.
inline constexpr std::size_t kCompareOpNames = 8;

/// The measures of two runs, in this order:
/// - "wall time": first to last event of the run;
/// - "front-end issue time": from the run's start to the last op the front end pushed
///   (when the front end got control back, as the chapter's timers measure it);
/// - "blocked at sync points": time the front-end threads spent blocked (union per
///   thread, summed over threads);
/// - "ops": ops run (inner ops of bulks included);
/// - "utilization <device>": union of the busy time of the device's compute lanes over
///   the wall time, for every device with a compute or copy lane in either run;
/// - "utilization <lane>": busy time of each compute and copy lane over the wall time,
///   when its device has more than one such lane (and every lane of a foreign trace);
/// - "peak memory <device>": largest value of the device's memory counter;
/// - "metric <name>": the scenario metrics of either run ("_s" metrics as durations,
///   "_bytes" ones as bytes);
/// - "time in <op>" and "median <op>": the total and the median running time of the ops of
///   that name (the spans drawn on the lanes, a bulk or a compiled graph as one), for the
///   kCompareOpNames names that took the longest in either run, the longest first (a real
///   run beside its simulation shows which ops the cost model gets wrong).
/// Pure: depends only on the two runs.
std::vector<ComparisonRow> compareRuns(const CompareRun& a, const CompareRun& b);

/// A value as shown in the table ("1.25 ms", "42.0 %", "12.3 MB", "10000").
QString formatCompareValue(double value, CompareUnit unit);
/// A difference b - a with its sign ("+1.25 ms", "-12.0 pp", "+3").
QString formatCompareDelta(double delta, CompareUnit unit);
/// A ratio b / a ("0.41x").
QString formatCompareRatio(double ratio);

class CompareView : public QWidget, public ExportableView {
    Q_OBJECT

  public:
    using Run = CompareRun;
    /// Table columns.
    enum Column { Measure = 0, ValueA, ValueB, Delta, Ratio, ColumnCount };
    /// Role of the table's value cells holding the raw number (absent: invalid QVariant).
    static constexpr int RawValueRole = Qt::UserRole;

    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override;

    /// Shows A above B and fits both; the rows of the table are compareRuns(a, b).
    void setRuns(const Run& a, const Run& b);
    /// Forgets both runs.
    void clear();
    const Run& runA() const { return runs_[0]; }
    const Run& runB() const { return runs_[1]; }
    const std::vector<ComparisonRow>& rows() const { return rows_; }

    QCustomPlot* plot() const { return plot_; }
    QTableWidget* table() const { return table_; }
    /// The timelines above, the table below. Until the user drags its handle, the view
    /// shares the height between them (balanceSplitter) whenever the runs or its size
    /// change.
    QSplitter* splitter() const { return splitter_; }
    /// The height the table needs to show every row without scrolling.
    int tableHeightForAllRows() const;
    /// The height the timelines are comfortable in (their lanes, titles, axes, legend).
    int plotHeightWanted() const;
    /// The plot area of run 0 (A) or 1 (B).
    QCPAxisRect* axisRect(int run) const;
    /// Lane plottables of run 0 (A) or 1 (B), one per lane of its snapshot, in row order.
    const std::vector<TimelineLanePlottable*>& lanePlottables(int run) const;
    /// The title line of a group ("A: sync - wall 1.25 ms, ...").
    QString groupTitle(int run) const;

    /// Tooltip of the op or blocked span at `pos` (plot widget coordinates); empty when
    /// there is nothing.
    QString toolTipAt(const QPointF& pos) const;

    /// The visible range relative to each run's start (ns).
    std::pair<double, double> visibleRange() const { return {begin_, end_}; }
    /// Shows [t0, t1] (relative to each run's start) in both groups.
    void setVisibleRange(double t0, double t1);

    QAction* fitAction() const { return fitAction_; }
    QAction* zoomInAction() const { return zoomInAction_; }
    QAction* zoomOutAction() const { return zoomOutAction_; }

    /// Raster export of the plot (both groups, the legend and `title` above); the image is
    /// size * devicePixelRatio pixels.
    bool exportPng(const QString& path, QSize size, double devicePixelRatio = 1.0,
                   const QString& title = {});
    /// Vector exports, size in points (PDF) or SVG user units.
    bool exportSvg(const QString& path, QSize size, const QString& title = {});
    bool exportPdf(const QString& path, QSize size, const QString& title = {});
    /// ExportableView.
    bool exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                     const QString& title) override;
    /// Renders like the exports do, for previews and tests.
    QPixmap render(QSize size, double devicePixelRatio = 1.0, const QString& title = {});
    /// "sync versus async": the exports' title when none is given.
    QString defaultTitle() const;

  public slots:
    void fit();
    void zoomIn();
    void zoomOut();

  signals:
    void visibleRangeChanged(double begin, double end);

  protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    struct Group;

    /// Gives the table what it needs for all its rows when the timelines still get the
    /// height they want, else at most 40% of the height but never less than four rows (or
    /// all of them when fewer); the timelines take the rest.
    void balanceSplitter();

    void applyPalette();
    void rebuild();
    void fillTable();
    void applyRange(double t0, double t1);
    std::pair<double, double> bounds() const;
    int groupAtY(double y) const;
    void onMousePress(QMouseEvent* event);
    void onMouseMove(QMouseEvent* event);
    void onMouseRelease(QMouseEvent* event);
    void onWheel(QWheelEvent* event);

    Run runs_[2];
    std::vector<ComparisonRow> rows_;
    QCustomPlot* plot_ = nullptr;
    QTableWidget* table_ = nullptr;
    QSplitter* splitter_ = nullptr;
    std::vector<std::unique_ptr<Group>> groups_;
    KindLegend* legend_ = nullptr;

    double begin_ = 0;
    double end_ = 1e6;

    QPointF pressPos_;
    double pressBegin_ = 0;
    bool pressed_ = false;
    bool panning_ = false;
    bool splitterDragged_ = false;  ///< the user chose the heights: they are kept

    QAction* fitAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
};

}  // namespace asynclab
