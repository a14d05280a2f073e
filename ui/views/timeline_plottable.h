// QCustomPlot plottables of the timeline. Each draws from an immutable snapshot, only
// the visible range (found by binary search), without antialiasing, and at most once per
// pixel column: spans narrower than a pixel are merged into their column, shaded by how
// much of it they cover and coloured by the kind covering most of it.
//
// Rows: lane r occupies value range [r, r + 1] of the (reversed) value axis.
#pragma once

#include <qcustomplot.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ui/models/labels.h"
#include "ui/models/span_pyramid.h"
#include "ui/models/trace_snapshot.h"

namespace asynclab {

/// Fill colour of an op kind; mid-lightness, so it reads on light and dark backgrounds.
QColor opKindColor(OpKind kind);
/// A row's label on the timeline and the comparison: at most 34 characters, the rest
/// elided.
QString rowLabel(QString label);
/// Colour of blocked (sync) spans on the front-end lanes.
QColor blockedColor();
/// Outline of a search's matches.
QColor searchMatchColor();
/// Outline of failed ops.
QColor failedColor();
/// Every OpKind, in enum order.
const std::vector<OpKind>& allOpKinds();

/// One lane: op spans (nested by depth), and on front-end lanes sync spans (hatched) and
/// issue ticks.
class TimelineLanePlottable : public QCPAbstractPlottable {
    Q_OBJECT

  public:
    TimelineLanePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setLane(TraceSnapshotPtr snapshot, std::size_t lane, int row);
    const LaneData* lane() const;
    std::size_t laneIndex() const { return lane_; }
    int row() const { return row_; }
    void setSelectedOp(OpId id) { selected_ = id; }
    /// What the plot is drawn on: merged columns are pre-blended with it.
    void setBackgroundColor(const QColor& color) { background_ = color; }
    /// A search's matches, by name index (TraceSearch::nameTable; null: no search): ops
    /// whose name matches are outlined; with `dimOthers`, the others are drawn faint (and
    /// left out of merged columns).
    void setSearch(std::shared_ptr<const std::vector<std::uint8_t>> names, bool dimOthers) {
        searchNames_ = std::move(names);
        dimOthers_ = dimOthers;
    }
    /// Whether span `s` is outlined as a match, and whether it is drawn faint.
    bool searchMatch(const OpSpan& s) const {
        return searchNames_ && s.name < searchNames_->size() && (*searchNames_)[s.name] != 0;
    }
    bool dimmed(const OpSpan& s) const { return searchNames_ && dimOthers_ && !searchMatch(s); }

    /// Pixel rectangle of span `index` (by the axes' current ranges).
    QRectF spanRect(std::size_t index) const;
    /// Index of the op drawn at pixel `pos` (within 2 px horizontally); nullopt between
    /// bars and outside this row.
    std::optional<std::size_t> spanAt(const QPointF& pos) const;
    /// Index of the sync span at pixel `pos` (front-end lanes).
    std::optional<std::size_t> syncAt(const QPointF& pos) const;

    /// 0 with the op id (qulonglong) in details when an op is under pos, -1 otherwise.
    double selectTest(const QPointF& pos, bool onlySelectable,
                      QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange,
                         QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

    /// Hit-test slack in pixels on both sides of a span.
    static constexpr double kHitSlackPx = 2.0;

  protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

  private:
    /// Vertical extent of depth `depth` (pixels) and of the whole band.
    std::pair<double, double> depthBand(int depth) const;
    std::pair<double, double> rowBand() const;
    void drawSpans(QCPPainter* painter, const LaneData& lane);
    void drawSyncs(QCPPainter* painter, const LaneData& lane, double top, double bottom);
    void drawIssues(QCPPainter* painter, const LaneData& lane, double top, double bottom);

    TraceSnapshotPtr snapshot_;
    std::size_t lane_ = 0;
    int row_ = 0;
    OpId selected_ = 0;
    /// The level of detail of the lane drawn last, built when it is first drawn dense.
    std::shared_ptr<const SpanPyramid> pyramid_;
    const LaneData* pyramid_lane_ = nullptr;
    TraceSnapshotPtr pyramid_snapshot_;  ///< keeps pyramid_lane_ alive (and its address unique)
    QColor background_ = Qt::white;
    std::shared_ptr<const std::vector<std::uint8_t>> searchNames_;
    bool dimOthers_ = false;
};

/// A counter (queue depth, memory) as a step line scaled to its row.
class TimelineCounterPlottable : public QCPAbstractPlottable {
    Q_OBJECT

  public:
    TimelineCounterPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    void setSeries(TraceSnapshotPtr snapshot, const CounterSeries* series, int row, QColor color);
    const CounterSeries* series() const { return series_; }
    int row() const { return row_; }
    /// The counter's value at time t (the last sample at or before it; 0 before any).
    double valueAt(double t) const;

    double selectTest(const QPointF& pos, bool onlySelectable,
                      QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange,
                         QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

  protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

  private:
    /// Lowest and highest value of [first, last) points, from blocks of kBlock points.
    std::pair<double, double> rangeOf(std::size_t first, std::size_t last) const;
    static constexpr std::size_t kBlock = 64;

    TraceSnapshotPtr snapshot_;  ///< keeps series_ alive
    const CounterSeries* series_ = nullptr;
    /// Per block of kBlock points: (lowest, highest) value, for series far denser than
    /// pixels (built with the series when it has that many points).
    std::vector<std::pair<double, double>> blocks_;
    int row_ = 0;
    QColor color_;
};

/// Dependency arrows of the selected op: from what it waited on, to what waited on it.
/// A plottable drawn over the lanes that takes no part in the axes' ranges, selection or
/// the legend: the dependency arrows and a lesson's highlights.
class TimelineOverlayPlottable : public QCPAbstractPlottable {
    Q_OBJECT

  public:
    TimelineOverlayPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);

    double selectTest(const QPointF&, bool, QVariant* = nullptr) const override { return -1; }
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain = QCP::sdBoth,
                           const QCPRange& = QCPRange()) const override;

  protected:
    void drawLegendIcon(QCPPainter*, const QRectF&) const override {}
};

class TimelineArrowsPlottable : public TimelineOverlayPlottable {
    Q_OBJECT

  public:
    struct Arrow {
        QPointF from;  ///< plot coordinates: key = time (ns), value = row position
        QPointF to;
        bool incoming = true;  ///< the selected op waited on `from`
    };

    TimelineArrowsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);
    void setArrows(std::vector<Arrow> arrows) { arrows_ = std::move(arrows); }
    const std::vector<Arrow>& arrows() const { return arrows_; }

  protected:
    void draw(QCPPainter* painter) override;

  private:
    std::vector<Arrow> arrows_;
};

/// What a lesson points at: a span of a row outlined, with its label, over the lanes.
class TimelineHighlightsPlottable : public TimelineOverlayPlottable {
    Q_OBJECT

  public:
    struct Mark {
        double begin = 0;  ///< key (ns)
        double end = 0;
        int row = 0;
        QString label;
    };

    TimelineHighlightsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis);
    void setMarks(std::vector<Mark> marks) { marks_ = std::move(marks); }
    const std::vector<Mark>& marks() const { return marks_; }

  protected:
    void draw(QCPPainter* painter) override;

  private:
    std::vector<Mark> marks_;
};

/// The colour of a lesson's highlights: strong on light and dark backgrounds alike.
QColor highlightColor();

/// Value-axis position of the vertical middle of depth `depth` in a row.
double rowDepthCenter(int row, int depth, int maxDepth);

}  // namespace asynclab
