// Memory over time: one step line per device from a snapshot's memory counters, the peak
// of each marked and labelled, and the front end's sync points as vertical lines (where
// the program waited, memory is often released).
#pragma once

#include <QPointer>
#include <QWidget>
#include <optional>

#include "ui/models/lessons.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/exportable.h"

class QCustomPlot;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;

namespace asynclab {

class TimeRangeStack;

class MemoryView : public QWidget, public ExportableView {
    Q_OBJECT

  public:
    /// At most this many sync lines are drawn; closer ones merge.
    static constexpr int kMaxSyncLines = 80;

    explicit MemoryView(QWidget* parent = nullptr);

    /// Follows `model`'s snapshots (nullptr: stop).
    void setModel(TraceModel* model);
    void setSnapshot(TraceSnapshotPtr snapshot);
    TraceSnapshotPtr snapshot() const { return snapshot_; }

    QCustomPlot* plot() const { return plot_; }
    /// ExportableView.
    bool exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                     const QString& title) override;
    /// Lines drawn now (one per device with memory counters).
    int deviceCount() const;
    int syncLineCount() const { return syncLines_; }
    /// Peak labels drawn (as of the last layout): one per device, less those that would
    /// cover the label of a higher peak.
    int peakLabelCount() const;
    /// Whether the legend is above the plot (more than four entries, or no top corner
    /// free of lines and peaks) or in a corner.
    bool legendAbovePlot() const { return legendAbove_; }
    /// The plot's corner that holds the legend (top left or top right, as of the last
    /// layout); none while it is above the plot or hidden.
    Qt::Alignment legendCorner() const { return legendCorner_; }
    /// Whether the process's resident memory is drawn (on the right axis).
    bool hasResidentLine() const { return residentLine_; }
    /// The time axis's unit in ns: 1e3 (µs) for runs under 1 ms, 1e6 (ms) up to 10 s, 1e9
    /// (s) beyond.
    double timeUnitNs() const { return nsPerUnit_; }
    /// Selects [begin, end] (ns on the run's clock, as the timeline uses) and emits
    /// rangeSelected; Shift+drag on the plot does the same.
    void selectRange(double begin, double end);
    /// Selections here zoom `range` (the window's, shared with the timeline).
    void setRangeStack(TimeRangeStack* range);
    /// A lesson's highlights: memory peaks ringed, sync points' blocked spans as bands,
    /// each labelled; drawn in exports too, until replaced.
    void setHighlights(std::vector<RunHighlight> highlights);
    /// The highlights drawn now.
    int highlightCount() const { return highlightItems_; }
    /// What the chart says while it has no memory to draw, when set (empty: its own words,
    /// "Run a scenario..." before any run).
    void setEmptyNote(const QString& note);
    /// The note shown now (empty: none, the chart has memory to draw).
    QString shownNote() const { return shownNote_; }
    /// The replay cursor: a line at `time` (ns on the run's clock; nullopt: none).
    void setCursorTime(std::optional<TimeNs> time);
    bool cursorShown() const;

  signals:
    /// A time range was selected here: [begin, end] in ns on the run's clock.
    void rangeSelected(double begin, double end);

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void rebuild();
    /// After each layout: the legend's place, then the peak labels'.
    void arrangeOverlays();
    /// Whether `box` (pixels) would hide part of a line or a peak dot.
    bool coversData(const QRect& box) const;
    void placePeakLabels();
    /// A lesson's sync labels on the side of their band where they fit in the plot.
    void placeSyncLabels();

    QCustomPlot* plot_ = nullptr;
    TraceSnapshotPtr snapshot_;
    QPointer<TraceModel> model_;
    QMetaObject::Connection connection_;
    int syncLines_ = 0;
    bool residentLine_ = false;
    bool legendAbove_ = false;
    bool manyEntries_ = false;  ///< more than four legend entries: always above the plot
    Qt::Alignment legendCorner_;
    QMargins cornerMargins_;  ///< the legend's margins in the corner, while it is above
    void placeLegend(bool above);
    QCPItemRect* selection_ = nullptr;
    std::pair<double, double> selected_{0, 0};  ///< ns from the run's start; empty: none
    /// The time axis's unit (µs, ms or s, by the run's length), in ns.
    double nsPerUnit_ = 1e6;
    std::vector<RunHighlight> highlights_;
    QString emptyNote_;
    QString shownNote_;
    QCPItemText* note_ = nullptr;  ///< shows shownNote_, wrapped (arrangeOverlays)
    int highlightItems_ = 0;
    std::optional<TimeNs> cursor_;
    QCPItemStraightLine* cursorLine_ = nullptr;  ///< made again by each rebuild
    /// Places the cursor's line (after a rebuild, or when the cursor moves).
    void placeCursor();
};

}  // namespace asynclab
