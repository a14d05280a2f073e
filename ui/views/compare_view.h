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
#include "ui/models/comparison.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/exportable.h"

class QCustomPlot;
class QCPAxisRect;
class QCPTextElement;
class QMouseEvent;
class QSplitter;
class QTableView;
class QWheelEvent;

namespace asynclab {

class TimelineLanePlottable;
class KindLegend;
class PlotNavigator;
class TimeRangeStack;

class CompareView : public QWidget, public ExportableView {
    Q_OBJECT

  public:
    using Run = CompareRun;
    /// Table columns (ComparisonModel's).
    using Column = ComparisonModel::Column;
    static constexpr Column Measure = ComparisonModel::Measure, ValueA = ComparisonModel::ValueA,
                            ValueB = ComparisonModel::ValueB, Delta = ComparisonModel::Delta,
                            Ratio = ComparisonModel::Ratio;
    /// Role of the table's value cells holding the raw number (absent: invalid QVariant).
    static constexpr int RawValueRole = ComparisonModel::RawValueRole;

    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override;

    /// Shows A above B and fits both; the rows of the table are compareRuns(a, b).
    void setRuns(const Run& a, const Run& b);
    /// Forgets both runs.
    void clear();
    const Run& runA() const { return runs_[0]; }
    const Run& runB() const { return runs_[1]; }
    const std::vector<ComparisonRow>& rows() const { return comparison_->rows(); }
    /// The table's model: rows() as a table.
    ComparisonModel* comparison() const { return comparison_; }

    QCustomPlot* plot() const { return plot_; }
    QTableView* table() const { return table_; }
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
    /// Back and Forward through the ranges shown (the view's own history).
    TimeRangeStack* rangeStack() const { return range_; }
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
    void applyRange(double t0, double t1);
    /// The range stack's range changed: both groups show it.
    void onRangeChanged(double begin, double end);
    /// New runs: both shown whole, the history of the last pair forgotten.
    void showWholeRuns();
    std::pair<double, double> bounds() const;
    int groupAtY(double y) const;

    Run runs_[2];
    ComparisonModel* comparison_ = nullptr;
    QCustomPlot* plot_ = nullptr;
    QTableView* table_ = nullptr;
    QSplitter* splitter_ = nullptr;
    std::vector<std::unique_ptr<Group>> groups_;
    KindLegend* legend_ = nullptr;

    double begin_ = 0;
    double end_ = 1e6;

    TimeRangeStack* range_ = nullptr;
    PlotNavigator* navigator_ = nullptr;
    bool splitterDragged_ = false;  ///< the user chose the heights: they are kept

    QAction* fitAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
};

}  // namespace asynclab
