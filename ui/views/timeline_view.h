// The timeline: one row per lane of a snapshot (front end, then per device compute and
// copy lanes), then counter rows (queue depth, memory). Wheel zooms at the cursor, drag
// pans, Shift+drag zooms to the dragged range; fit, back (zoom history) and follow-live
// are actions. Rows keep a minimum height: those that do not fit scroll (a scroll bar, the
// wheel over the lane names). Hover shows an op's details, click selects it and draws its
// dependency arrows. Exports PNG, SVG and PDF of every row, with a title and a legend of
// op kinds.
//
// Above the plot, a search bar (Ctrl+F): ops whose name holds the text (or matches it as a
// regular expression, with Regex on) are outlined, Enter and Shift+Enter (or the arrows)
// step through them in time order, selecting each and bringing it into view ("3 of 120"),
// and Filter dims every op that does not match. Ctrl+drag selects an area (a time range and
// the lanes it crosses) whose statistics the Summary shows; Escape clears it.
//
// Keys on the plot, as in Perfetto: W and S zoom in and out around the mouse (the middle
// when the mouse is elsewhere), A and D (and Left and Right) pan by a fifth of the view;
// with an op selected, ] and [ select the next and previous op of its lane (at its depth),
// and Up and Down the nearest op on the lane above or below; without one, Up and Down
// scroll the rows.
#pragma once

#include <QAction>
#include <QPointer>
#include <QStringList>
#include <QWidget>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ui/models/labels.h"
#include "ui/models/lessons.h"
#include "ui/models/timeline_mapping.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_search.h"
#include "ui/models/trace_snapshot.h"
#include "ui/models/trace_stats.h"
#include "ui/views/exportable.h"

class QCustomPlot;
class QCPItemStraightLine;
class QCPItemRect;
class QCPItemText;
class QCPTextElement;
class QKeyEvent;
class QLabel;
class QLineEdit;
class QToolButton;
class QRubberBand;
class QScrollBar;
class QMouseEvent;
class QWheelEvent;

namespace asynclab {

class TimelineLanePlottable;
class TimelineCounterPlottable;
class TimelineArrowsPlottable;
class TimelineHighlightsPlottable;
class KindLegend;
class PlotNavigator;
class TimeRangeStack;

class TimelineView : public QWidget, public ExportableView {
    Q_OBJECT

  public:
    explicit TimelineView(QWidget* parent = nullptr);
    ~TimelineView() override;

    /// Follows `model`'s snapshots (nullptr: stop); the model must outlive the view or be
    /// detached first.
    void setModel(TraceModel* model);
    void setSnapshot(TraceSnapshotPtr snapshot);
    TraceSnapshotPtr snapshot() const { return snapshot_; }

    QCustomPlot* plot() const { return plot_; }
    /// The current mapping (visible range and the plot area's pixels).
    TimelineMapping mapping() const;
    /// Shows [t0, t1] (ns), remembering the previous range for back().
    void setVisibleRange(double t0, double t1);
    /// The range shown and its history: the view's own until it is given one to share
    /// (the window's, which the memory chart zooms through too); `range` must outlive it.
    void setRangeStack(TimeRangeStack* range);
    TimeRangeStack* rangeStack() const { return range_; }

    /// Row (0 = top) of lane `lane` of the snapshot; counters follow the lanes.
    int rowCount() const;
    /// Rows get at least kMinRowHeight pixels, and no less than a lane label's line at the
    /// labels' font (teacher mode's large fonts): when they do not all fit, the view shows a
    /// window of them and a scroll bar (the wheel over the lane labels scrolls too). Exports
    /// show every row.
    static constexpr int kMinRowHeight = 18;
    int minRowHeight() const;
    /// The first row shown and how many are shown (all of them when they fit).
    int firstVisibleRow() const { return firstRow_; }
    int visibleRowCount() const;
    /// Scrolls so that `row` is the first shown (clamped).
    void scrollToRow(int row);
    QScrollBar* rowScrollBar() const { return rowScroll_; }
    /// Devices with more than one lane (their lanes are grouped and can be collapsed).
    QStringList groupedDevices() const;
    /// A collapsed device draws all its lanes on one row ("gpu(0) (4 lanes)"); clicking a
    /// device's label toggles it.
    void setDeviceCollapsed(const QString& device, bool collapsed);
    bool isDeviceCollapsed(const QString& device) const;
    void setAllDevicesCollapsed(bool collapsed);
    /// Lane plottables, one per snapshot lane, in row order.
    const std::vector<TimelineLanePlottable*>& lanePlottables() const { return lanes_; }
    /// Pixel rectangle (plot coordinates) of op `id` as drawn now; empty when unknown.
    QRectF opRect(OpId id) const;
    /// The op at `pos` (plot widget coordinates); nullopt between bars.
    std::optional<OpId> opAt(const QPointF& pos) const;
    /// Tooltip of an op: name, kind, lane, device, start/end/duration, FLOPs, bytes,
    /// what it waited on.
    QString opToolTip(OpId id) const;
    /// Tooltip of whatever is at `pos` (op or blocked span); empty when nothing is.
    QString toolTipAt(const QPointF& pos) const;

    /// A lesson's highlights on the lanes they name (a memory peak is the memory chart's);
    /// drawn over the lanes and in exports, until replaced.
    void setHighlights(std::vector<RunHighlight> highlights);
    /// The highlights drawn now (those whose lane has a row).
    std::size_t highlightCount() const;

    /// The replay cursor: a line across the lanes at `time` (nullopt: none). It can be
    /// dragged (cursorDragged); exports draw it too.
    void setCursorTime(std::optional<TimeNs> time);
    std::optional<TimeNs> cursorTime() const { return cursor_; }
    /// The cursor's x in plot widget pixels (nullopt: none, or out of view).
    std::optional<double> cursorX() const;

    OpId selectedOp() const { return selected_; }
    /// Arrows drawn for the selection (waited on: incoming; waiters: outgoing).
    std::size_t arrowCount() const;

    bool followLive() const { return followLive_; }
    QAction* fitAction() const { return fitAction_; }
    QAction* backAction() const;
    QAction* forwardAction() const;
    QAction* followLiveAction() const { return followAction_; }
    QAction* zoomInAction() const { return zoomInAction_; }
    QAction* zoomOutAction() const { return zoomOutAction_; }
    QAction* hideIdleLanesAction() const { return hideIdleAction_; }
    /// Lanes where nothing has run (no op, sync or issue yet) take no row (on by default).
    void setHideIdleLanes(bool hide);
    /// A note shown over the plot while it has no row to draw (empty: none), such as why a
    /// finished run shows nothing.
    void setEmptyNote(const QString& note);
    QString emptyNote() const;
    /// Whether the note shows now.
    bool emptyNoteShown() const;
    bool hideIdleLanes() const { return hideIdleLanes_; }
    /// Lanes of the snapshot left out as idle, as of the last rebuild.
    int hiddenLaneCount() const { return hiddenLanes_; }
    std::size_t historyDepth() const;

    /// Raster export; the image is size * devicePixelRatio pixels.
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

    /// Searches the ops' names for `pattern` (a regular expression with `regex`), as the
    /// search bar does; the bar shows it.
    void setSearch(const QString& pattern, bool regex = false);
    const TraceSearch& search() const { return search_; }
    /// Dims the ops that do not match (the bar's Filter).
    void setSearchFilter(bool dimOthers);
    bool searchFilter() const { return dimOthers_; }
    /// "3 of 120", "120 matches", "No matches" or why a regex is invalid.
    QString searchStatus() const;
    QLineEdit* searchEdit() const { return searchEdit_; }
    QAction* findAction() const { return findAction_; }

    /// The area selected with Ctrl+drag (nullopt: none).
    const std::optional<StatsSelection>& areaSelection() const { return area_; }
    void setAreaSelection(std::optional<StatsSelection> area);
    /// What statistics are of: the area selected, else the visible range over every lane.
    StatsSelection statsSelection() const;

  public slots:
    /// Selects the next (previous) match of the search, wrapping around.
    void findNext();
    void findPrevious();
    /// Selects the next (previous) op on the selected op's lane at its depth.
    void selectNextOnLane();
    void selectPreviousOnLane();
    /// Selects the op nearest in time to the selected one on the lane `rows` rows down
    /// (negative: up); false when there is none.
    bool selectOnAdjacentLane(int rows);
    /// Selects op `id` (0 clears), scrolling it into view; emits selectedOpChanged.
    void selectOp(asynclab::OpId id);
    void fit();
    void back();
    void zoomIn();
    void zoomOut();
    void setFollowLive(bool on);

  signals:
    void selectedOpChanged(asynclab::OpId id);
    /// The user dragged the replay cursor to `time`.
    void cursorDragged(asynclab::TimeNs time);
    void visibleRangeChanged(double begin, double end);
    void followLiveChanged(bool on);
    /// statsSelection() changed (an area selected or cleared, or the view moved).
    void statsSelectionChanged();

  protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void applyPalette();
    void rebuildRows();
    void updateSelection();
    /// Places the highlights on the rows of their lanes.
    void placeHighlights();
    /// Shows [t0, t1] through the range stack; `byUser`: the user chose it (zooming into
    /// the past stops following a live run).
    void applyRange(double t0, double t1, bool remember, bool byUser);
    /// The stack's range changed (here or from another view sharing it).
    void onRangeChanged(double begin, double end);
    /// The axis shows begin_..end_.
    void showRange();
    std::pair<double, double> bounds() const;
    void ensureVisible(const OpSpan& span);
    TimelineLanePlottable* laneAtY(double y) const;
    /// Row of snapshot lane `lane` as drawn now (collapsed devices share one).
    int rowOfLane(std::size_t lane) const;
    /// Whether the lane gets a row (not idle, or idle lanes shown).
    bool shownLane(const LaneData& lane) const;
    /// The empty note's text in lines as wide as the plot (a text item does not wrap).
    void wrapEmptyNote();
    /// Fits the window of rows to the plot's height: the y range and the scroll bar.
    void updateRowWindow();
    /// Rows that fit in the axis rect at minRowHeight().
    int rowsThatFit() const;
    /// While one lives the view draws every row (exports); its window of rows comes back
    /// after.
    class AllRows {
      public:
        explicit AllRows(TimelineView& view);
        ~AllRows();
        AllRows(const AllRows&) = delete;
        AllRows& operator=(const AllRows&) = delete;

      private:
        TimelineView& view_;
        double lower_, upper_;  ///< the y range shown before
    };

    /// A press left of the plot area: a device's label collapses or expands its lanes.
    bool labelPressed(const QPointF& pos);

    /// Adds a title above the plot for the lifetime of the returned guard.

    QCustomPlot* plot_ = nullptr;
    TraceSnapshotPtr snapshot_;
    QPointer<TraceModel> model_;
    QMetaObject::Connection modelConnection_;
    std::vector<TimelineLanePlottable*> lanes_;
    std::vector<TimelineCounterPlottable*> counters_;
    TimelineArrowsPlottable* arrows_ = nullptr;
    TimelineHighlightsPlottable* highlights_ = nullptr;
    std::vector<RunHighlight> highlightsGiven_;
    std::optional<TimeNs> cursor_;
    QCPItemStraightLine* cursorLine_ = nullptr;
    KindLegend* legend_ = nullptr;

    bool userZoomed_ = false;          ///< the user chose a range during this run
    std::set<std::string> collapsed_;  ///< devices drawn on one row
    int rows_ = 0;
    int firstRow_ = 0;
    bool allRows_ = false;  ///< an export draws every row
    QScrollBar* rowScroll_ = nullptr;
    double begin_ = 0;
    double end_ = 1e6;
    bool fitted_ = false;
    bool followLive_ = true;
    bool hideIdleLanes_ = true;
    int hiddenLanes_ = 0;
    QAction* hideIdleAction_ = nullptr;
    OpId selected_ = 0;
    TimeRangeStack* ownRange_ = nullptr;
    TimeRangeStack* range_ = nullptr;
    QMetaObject::Connection rangeConnection_;
    /// Set while the view moves the range itself (following a run, fitting a new one).
    bool programmatic_ = false;
    PlotNavigator* navigator_ = nullptr;

    /// Search: the bar, the state, and what the lanes are told.
    void applySearch();
    void stepSearch(bool forward);
    void onAreaSelected(const QRectF& rect);
    void placeAreaSelection();
    /// Zooms by `factor` around the mouse (the middle when it is not over the plot area).
    void zoomByKey(double factor);
    void panByKey(double fraction);
    QWidget* searchBar_ = nullptr;
    QLineEdit* searchEdit_ = nullptr;
    QToolButton* regexButton_ = nullptr;
    QToolButton* filterButton_ = nullptr;
    QLabel* searchLabel_ = nullptr;
    QAction* findAction_ = nullptr;
    TraceSearch search_;
    bool dimOthers_ = false;
    std::optional<StatsSelection> area_;
    QCPItemRect* areaRect_ = nullptr;
    QCPItemText* emptyNote_ = nullptr;  ///< shows emptyNoteText_, wrapped to the plot's width
    QString emptyNoteText_;
    std::optional<double> mouseX_;  ///< over the plot area, for W and S
    qint64 lastKeyZoomMs_ = -1000000;

    QAction* fitAction_ = nullptr;
    QAction* followAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
};

}  // namespace asynclab
