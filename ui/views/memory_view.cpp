#include "ui/views/memory_view.h"

#include "ui/models/time_range.h"
#include "ui/views/plot_elements.h"
#include "ui/views/timeline_plottable.h"

#include <qcustomplot.h>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace asynclab {

namespace {

struct ByteUnit {
    double scale;
    const char* name;
};

/// The largest unit that keeps `max` at 1 or more.
ByteUnit unitFor(double max) {
    constexpr std::array<ByteUnit, 4> units{{{1e9, "GB"}, {1e6, "MB"}, {1e3, "KB"}, {1, "B"}}};
    for (const ByteUnit& u : units)
        if (max >= u.scale) return u;
    return units.back();
}

/// Marks the text items that label a peak, and holds the peak's value.
constexpr char kPeakLabel[] = "peakLabel";
constexpr char kPeakValue[] = "peakValue";
/// Marks the text items that label a lesson's sync highlight, and holds the band's start.
constexpr char kSyncLabel[] = "syncLabel";
constexpr char kSyncAt[] = "syncAt";
/// A value axis's whole title, and its unit alone (for an axis too short for the title).
constexpr char kFullLabel[] = "fullLabel";
constexpr char kShortLabel[] = "shortLabel";

/// Ten colours: the CPU and eight GPUs each get their own.
QColor deviceColor(int index) {
    static const std::array<QColor, 10> colors{
        QColor(31, 119, 180),  QColor(214, 39, 40), QColor(44, 160, 44),   QColor(255, 127, 14),
        QColor(148, 103, 189), QColor(140, 86, 75), QColor(227, 119, 194), QColor(127, 127, 127),
        QColor(188, 189, 34),  QColor(23, 190, 207)};
    return colors[static_cast<std::size_t>(index) % colors.size()];
}

}  // namespace

MemoryView::MemoryView(QWidget* parent) : QWidget(parent), snapshot_(empty_snapshot()) {
    setObjectName(QStringLiteral("memoryView"));
    plot_ = new QCustomPlot(this);
    plot_->setObjectName(QStringLiteral("memoryPlot"));
    plot_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    plot_->axisRect()->setRangeDrag(Qt::Horizontal);
    plot_->axisRect()->setRangeZoom(Qt::Horizontal);
    plot_->legend->setVisible(true);
    plot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot_->setToolTip(
        tr("Memory in use per device over the run; dots mark each device's peak, "
           "dashed lines the moments the front end waited."));
    plot_->setToolTip(plot_->toolTip() + QLatin1Char(' ') +
                      tr("Shift+drag selects a time range; the timeline shows the same range."));
    plot_->installEventFilter(this);
    connect(plot_, &QCustomPlot::afterLayout, this, &MemoryView::arrangeOverlays);
    connect(plot_->selectionRect(), &QCPSelectionRect::accepted, this,
            [this](const QRect& rect, QMouseEvent*) {
                plot_->setSelectionRectMode(QCP::srmNone);
                const double a = plot_->xAxis->pixelToCoord(rect.left());
                const double b = plot_->xAxis->pixelToCoord(rect.right());
                if (std::abs(rect.width()) < 3) return;
                const double t0 = static_cast<double>(snapshot_->begin);
                selectRange(t0 + std::min(a, b) * nsPerUnit_, t0 + std::max(a, b) * nsPerUnit_);
            });
    connect(plot_->selectionRect(), &QCPSelectionRect::canceled, this,
            [this] { plot_->setSelectionRectMode(QCP::srmNone); });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plot_);
    rebuild();
}

void MemoryView::arrangeOverlays() {
    // Called after every layout, before the plot is drawn: what is decided here shows in
    // the same frame. QCustomPlot emits afterLayout from its own layout pass, so the passes
    // run here go through the layout directly.
    const auto relayout = [this] { runLayoutPasses(plot_); };
    // As many ticks as fit without their labels touching (a narrow dock, a large font).
    fitTickCount(plot_->xAxis, relayout);
    if (plot_->legend->visible() && !manyEntries_) {
        // A few entries sit inside the plot, in the first top corner where they hide no line
        // and no peak; where both would, above the plot.
        if (legendAbove_) {
            placeLegend(false);
            relayout();
        }
        const QRect area = plot_->axisRect()->insetLayout()->rect();  // inside its margins
        const QSize size = plot_->legend->outerRect().size();
        Qt::Alignment corner;
        for (Qt::Alignment side : {Qt::AlignLeft, Qt::AlignRight}) {
            const QRect box(side == Qt::AlignLeft ? area.left() : area.right() - size.width() + 1,
                            area.top(), size.width(), size.height());
            if (!coversData(box)) {
                corner = Qt::AlignTop | side;
                break;
            }
        }
        if (corner) {
            plot_->axisRect()->insetLayout()->setInsetAlignment(0, corner);
            plot_->axisRect()->insetLayout()->update(QCPLayoutElement::upLayout);
        } else {
            placeLegend(true);
            relayout();
        }
        legendCorner_ = corner;
    } else {
        legendCorner_ = {};
    }
    // A value axis's title longer than the axis (a short dock, a large font) is its unit
    // alone, rather than cut at both ends.
    bool retitled = false;
    for (QCPAxis* axis : {plot_->yAxis, plot_->yAxis2}) {
        const QString full = axis->property(kFullLabel).toString();
        if (full.isEmpty()) continue;
        const bool fits =
            QFontMetrics(axis->labelFont()).horizontalAdvance(full) <= axis->axisRect()->height();
        const QString title = fits ? full : axis->property(kShortLabel).toString();
        if (axis->label() != title) {
            axis->setLabel(title);
            retitled = true;
        }
    }
    if (retitled) relayout();
    // The value axes' ticks once the legend has its place (above the plot, it shortens them).
    for (QCPAxis* axis : {plot_->yAxis, plot_->yAxis2}) fitTickCount(axis, relayout);
    placePeakLabels();
    placeSyncLabels();
    // The note of an empty chart, in lines as wide as the plot.
    if (note_) setWrappedNote(note_, shownNote_);
}

void MemoryView::placeSyncLabels() {
    // Right of the band's start where the label fits in the plot; else ending at the plot's
    // right edge (a sync near the end of the run), over the band.
    const QRect area = plot_->axisRect()->rect();
    for (int i = 0; i < plot_->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(plot_->item(i));
        if (!label || !label->property(kSyncLabel).toBool()) continue;
        const QMargins pad = label->padding();
        const int width =
            QFontMetrics(label->font()).horizontalAdvance(label->text()) + pad.left() + pad.right();
        const double start = label->property(kSyncAt).toDouble();
        const double x = plot_->xAxis->coordToPixel(start);
        const bool flip = x + width > area.right() && area.right() - width >= area.left();
        label->setPositionAlignment((flip ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
        label->position->setCoords(flip ? plot_->xAxis->pixelToCoord(area.right()) : start,
                                   label->position->coords().y());
    }
}

bool MemoryView::coversData(const QRect& box) const {
    // A step line within [x0, x1] covers every value between its lowest and highest there
    // (the vertical steps join them), so it crosses the box where that span meets it.
    const QRectF area = QRectF(box).adjusted(-2, -2, 2, 2);
    for (int i = 0; i < plot_->graphCount(); ++i) {
        const QCPGraph* graph = plot_->graph(i);
        if (!graph->visible() || graph->data()->isEmpty()) continue;
        const QCPAxis* keys = graph->keyAxis();
        const QCPAxis* values = graph->valueAxis();
        if (graph->lineStyle() == QCPGraph::lsNone) {  // peak dots
            for (const QCPGraphData& d : *graph->data())
                if (area.adjusted(-4, -4, 4, 4)
                        .contains(keys->coordToPixel(d.key), values->coordToPixel(d.value)))
                    return true;
            continue;
        }
        const double x0 = keys->pixelToCoord(area.left());
        const double x1 = keys->pixelToCoord(area.right());
        auto it = graph->data()->findBegin(x0);  // the point whose step reaches x0
        if (it == graph->data()->constEnd() || it->key > x1) continue;
        double low = it->value, high = it->value;
        for (; it != graph->data()->constEnd() && it->key <= x1; ++it) {
            low = std::min(low, it->value);
            high = std::max(high, it->value);
        }
        const double top = values->coordToPixel(high), bottom = values->coordToPixel(low);
        if (top <= area.bottom() && bottom >= area.top()) return true;
    }
    return false;
}

void MemoryView::placePeakLabels() {
    // Right of its peak where a label fits in the plot, else left of it: decided at each
    // layout, since the plot's width changes with the dock's. A label that would cover the
    // legend or the label of a higher peak takes the other side, or is left out where both
    // would (its dot stays): with many devices, several peak at the same moment and height.
    const int leftEdge = plot_->axisRect()->rect().left();
    const int right = plot_->axisRect()->rect().right();
    const int top = plot_->axisRect()->rect().top();
    std::vector<QCPItemText*> labels;
    for (int i = 0; i < plot_->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(plot_->item(i));
        if (label && label->property(kPeakLabel).toBool()) labels.push_back(label);
    }
    std::stable_sort(labels.begin(), labels.end(), [](QCPItemText* a, QCPItemText* b) {
        return a->property(kPeakValue).toDouble() > b->property(kPeakValue).toDouble();
    });
    std::vector<QRectF> placed;
    if (plot_->legend->visible() && !legendAbove_) placed.emplace_back(plot_->legend->outerRect());
    for (QCPItemText* label : labels) {
        const QPointF anchor = label->position->pixelPosition();
        const QFontMetrics metrics(label->font());
        const int width = metrics.horizontalAdvance(label->text()) + 4;
        // Above its dot, or below it where the plot is too short for that (a large font): a
        // label is never drawn outside the plot, over the legend's row or the axis title.
        const bool below = anchor.y() - metrics.height() - 2 < top;
        const auto box = [&](bool left) {
            return QRectF(left ? anchor.x() - width : anchor.x(),
                          below ? anchor.y() : anchor.y() - metrics.height() - 2, width,
                          metrics.height() + 2);
        };
        const auto free = [&](bool left) {
            const QRectF b = box(left);
            return std::none_of(placed.begin(), placed.end(),
                                [&](const QRectF& r) { return r.intersects(b); });
        };
        bool left = right - anchor.x() < width;
        if (!left && !free(false) && anchor.x() - width >= leftEdge && free(true)) left = true;
        label->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                    (below ? Qt::AlignTop : Qt::AlignBottom));
        label->setPadding(QMargins(left ? 0 : 4, below ? 2 : 0, left ? 4 : 0, below ? 0 : 2));
        const bool shown = free(left);
        label->setVisible(shown);
        if (shown) placed.push_back(box(left));
    }
}

void MemoryView::placeLegend(bool above) {
    // In a corner of the plot, or in rows above it: more than four entries (a run on
    // several GPUs) would cover much of the plot, and fewer go there where a corner would
    // hide data (arrangeOverlays).
    if (above != legendAbove_) {
        legendAbove_ = above;
        QCPLayoutGrid* main = plot_->plotLayout();
        if (above) {
            plot_->axisRect()->insetLayout()->take(plot_->legend);
            main->insertRow(0);
            main->addElement(0, 0, plot_->legend);
            main->setRowStretchFactor(0, 0.001);
            cornerMargins_ = plot_->legend->margins();
            plot_->legend->setMargins(QMargins(4, 2, 4, 0));
        } else {
            main->take(plot_->legend);
            main->simplify();
            plot_->legend->setMargins(cornerMargins_);
            plot_->axisRect()->insetLayout()->addElement(
                plot_->legend, legendCorner_ ? legendCorner_ : Qt::AlignTop | Qt::AlignLeft);
        }
    }
    // Above: rows of three entries, which the narrowest dock holds (the plot does not
    // widen for its legend); in the corner: one column. The wrap goes first: setting the
    // fill order arranges the entries by it.
    plot_->legend->setWrap(above ? 3 : 0);
    plot_->legend->setFillOrder(above ? QCPLayoutGrid::foColumnsFirst : QCPLayoutGrid::foRowsFirst);
}

int MemoryView::peakLabelCount() const {
    int n = 0;
    for (int i = 0; i < plot_->itemCount(); ++i)
        if (auto* label = qobject_cast<QCPItemText*>(plot_->item(i)))
            n += label->property(kPeakLabel).toBool() && label->visible();
    return n;
}

bool MemoryView::eventFilter(QObject* watched, QEvent* event) {
    // Shift+press starts a range selection instead of a pan (QCustomPlot checks the mode
    // when it sees the press, which comes after this filter).
    if (watched == plot_ && event->type() == QEvent::MouseButtonPress) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        plot_->setSelectionRectMode((mouse->modifiers() & Qt::ShiftModifier) ? QCP::srmCustom
                                                                             : QCP::srmNone);
    }
    return QWidget::eventFilter(watched, event);
}

void MemoryView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) rebuild();
    if (event->type() == QEvent::FontChange) {
        applyPlotFont(plot_, font());
        if (snapshot_) rebuild();
    }
}

void MemoryView::selectRange(double begin, double end) {
    if (end < begin) std::swap(begin, end);
    const double t0 = static_cast<double>(snapshot_->begin);
    selected_ = {begin - t0, end - t0};
    rebuild();
    emit rangeSelected(begin, end);
}

void MemoryView::setModel(TraceModel* model) {
    disconnect(connection_);
    model_ = model;
    if (!model) return;
    connection_ = connect(model, &TraceModel::snapshotChanged, this,
                          [this] { setSnapshot(model_->snapshot()); });
    setSnapshot(model->snapshot());
}

void MemoryView::setSnapshot(TraceSnapshotPtr snapshot) {
    if (!snapshot) snapshot = empty_snapshot();
    if (snapshot->version <= snapshot_->version || snapshot->lanes.empty())
        selected_ = {0, 0};  // a new run: the old selection means nothing there
    snapshot_ = std::move(snapshot);
    rebuild();
}

int MemoryView::deviceCount() const {
    int n = 0;
    for (int i = 0; i < plot_->graphCount(); ++i)
        if (plot_->graph(i)->property("device").toBool()) ++n;
    return n;
}

void MemoryView::rebuild() {
    plot_->clearGraphs();
    plot_->clearItems();
    selection_ = nullptr;
    cursorLine_ = nullptr;
    note_ = nullptr;
    syncLines_ = 0;
    residentLine_ = false;

    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    plot_->setBackground(base);
    plot_->legend->setBrush(base);
    plot_->legend->setTextColor(text);
    plot_->legend->setBorderPen(QPen(palette().color(QPalette::Mid)));
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis, plot_->yAxis2}) {
        axis->setBasePen(QPen(text, 0));
        axis->setTickPen(QPen(text, 0));
        axis->setSubTickPen(QPen(text, 0));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
    }

    const TraceSnapshot& snap = *snapshot_;
    std::vector<const CounterSeries*> memory;
    double maxBytes = 0;
    for (const auto& series : snap.counters) {
        if (series->kind != CounterKind::MemoryBytes || series->points.empty()) continue;
        memory.push_back(series.get());
        maxBytes = std::max(maxBytes, series->max_value);
    }
    const ByteUnit unit = unitFor(maxBytes);
    plot_->yAxis->setLabel(tr("in use (%1)").arg(QString::fromLatin1(unit.name)));
    plot_->yAxis->setProperty(kShortLabel, QString::fromLatin1(unit.name));
    plot_->yAxis->setProperty(kFullLabel, plot_->yAxis->label());
    const double t0 = static_cast<double>(snap.begin);
    // Time in the unit that keeps the axis's numbers short.
    const double span = static_cast<double>(snap.end) - t0;
    nsPerUnit_ = span < 1e6 ? 1e3 : span < 1e10 ? 1e6 : 1e9;
    plot_->xAxis->setLabel(nsPerUnit_ == 1e3   ? tr("time (µs)")
                           : nsPerUnit_ == 1e6 ? tr("time (ms)")
                                               : tr("time (s)"));
    const auto at = [t0, this](TimeNs t) { return (static_cast<double>(t) - t0) / nsPerUnit_; };
    const double endX = std::max(at(snap.end), 1e-3);

    int index = 0;
    for (const CounterSeries* series : memory) {
        const QColor color = deviceColor(index++);
        QCPGraph* graph = plot_->addGraph();
        graph->setProperty("device", true);
        graph->setName(QString::fromStdString(series->device.name()));
        graph->setLineStyle(QCPGraph::lsStepLeft);
        graph->setPen(QPen(color, 1.5));
        QColor fill = color;
        fill.setAlpha(40);
        graph->setBrush(fill);
        QVector<double> keys, values;
        keys.reserve(static_cast<int>(series->points.size()) + 1);
        values.reserve(keys.capacity());
        const CounterPoint* peak = &series->points.front();
        for (const CounterPoint& p : series->points) {
            keys.push_back(at(p.time));
            values.push_back(p.value / unit.scale);
            if (p.value > peak->value) peak = &p;
        }
        // Hold the last value to the end of the run, so the line does not stop short.
        keys.push_back(endX);
        values.push_back(values.back());
        graph->setData(keys, values, true);

        QCPGraph* marker = plot_->addGraph();
        marker->removeFromLegend();
        marker->setLineStyle(QCPGraph::lsNone);
        marker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, color, 7));
        marker->setData({at(peak->time)}, {peak->value / unit.scale});

        auto* label = new QCPItemText(plot_);
        label->setColor(color);
        label->position->setCoords(at(peak->time), peak->value / unit.scale);
        label->setText(tr("peak %1 %2")
                           .arg(formatNumber(peak->value / unit.scale, 'f',
                                             peak->value >= 10 * unit.scale ? 0 : 1),
                                QString::fromLatin1(unit.name)));
        label->setProperty(kPeakLabel, true);  // placed at each layout (placePeakLabels)
        label->setProperty(kPeakValue, peak->value);
    }

    // The process's resident memory (everything, not only arrays) on the right axis.
    const CounterSeries* resident = nullptr;
    for (const auto& series : snap.counters)
        if (series->kind == CounterKind::ResidentBytes && !series->points.empty())
            resident = series.get();
    plot_->yAxis2->setVisible(resident != nullptr);
    if (resident) {
        const ByteUnit runit = unitFor(resident->max_value);
        QCPGraph* graph = plot_->addGraph(plot_->xAxis, plot_->yAxis2);
        graph->setName(tr("process resident"));
        graph->setLineStyle(QCPGraph::lsStepLeft);
        graph->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        QVector<double> keys, values;
        for (const CounterPoint& p : resident->points) {
            keys.push_back(at(p.time));
            values.push_back(p.value / runit.scale);
        }
        graph->setData(keys, values, true);
        plot_->yAxis2->setLabel(tr("resident (%1)").arg(QString::fromLatin1(runit.name)));
        plot_->yAxis2->setProperty(kShortLabel, QString::fromLatin1(runit.name));
        plot_->yAxis2->setProperty(kFullLabel, plot_->yAxis2->label());
        plot_->yAxis2->setRange(0, std::max(resident->max_value / runit.scale * 1.2, 1e-9));
        residentLine_ = true;
    }

    // Sync points of every front-end lane, merged so that the lines stay readable.
    std::vector<TimeNs> syncs;
    for (const auto& lane : snap.lanes)
        if (lane->info.role == LaneRole::FrontEnd)
            for (const SyncSpan& s : lane->syncs) syncs.push_back(s.begin);
    std::sort(syncs.begin(), syncs.end());
    const double minGap = endX / kMaxSyncLines;
    double last = -1e300;
    QPen syncPen(palette().color(QPalette::Mid), 1, Qt::DashLine);
    for (TimeNs t : syncs) {
        const double x = at(t);
        if (x - last < minGap) continue;
        last = x;
        auto* line = new QCPItemStraightLine(plot_);
        line->setPen(syncPen);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        ++syncLines_;
    }

    if (selected_.second > selected_.first) {
        selection_ = new QCPItemRect(plot_);
        selection_->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        selection_->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        selection_->topLeft->setCoords(selected_.first / nsPerUnit_, 0);
        selection_->bottomRight->setCoords(selected_.second / nsPerUnit_, 1);
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlpha(50);
        selection_->setBrush(fill);
        selection_->setPen(QPen(palette().color(QPalette::Highlight), 1));
    }

    // A lesson's highlights: the blocked span of a sync point as a band, a memory peak
    // ringed, each with its label.
    highlightItems_ = 0;
    for (const RunHighlight& h : highlights_) {
        if (!h.isSync() && !h.isMemoryPeak()) continue;
        const QColor color = highlightColor();
        auto* label = new QCPItemText(plot_);
        label->setText(h.label);
        label->setColor(Qt::black);
        label->setBrush(color);
        label->setPadding(QMargins(4, 1, 4, 1));
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
        if (h.isSync()) {
            auto* band = new QCPItemRect(plot_);
            band->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
            band->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
            band->topLeft->setCoords(at(h.begin), 0);
            band->bottomRight->setCoords(at(h.end), 1);
            QColor fill = color;
            fill.setAlpha(50);
            band->setBrush(fill);
            band->setPen(QPen(color, 2));
            // At the band's foot: the legend and the peaks' labels are at the top.
            label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
            label->position->setCoords(at(h.begin), 0.98);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
            label->setProperty(kSyncLabel, true);  // its side: placeSyncLabels()
            label->setProperty(kSyncAt, at(h.begin));
        } else {
            auto* ring = new QCPItemTracer(plot_);
            ring->setStyle(QCPItemTracer::tsCircle);
            ring->setSize(18);
            ring->setPen(QPen(color, 3));
            ring->position->setCoords(at(h.begin), h.bytes / unit.scale);
            // Under the ring, a few pixels down (the peak's own label is beside it).
            label->position->setParentAnchor(ring->position);
            label->position->setCoords(0, 14);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        }
        ++highlightItems_;
    }

    cursorLine_ = new QCPItemStraightLine(plot_);
    cursorLine_->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2));
    placeCursor();

    plot_->xAxis->setRange(0, endX);
    plot_->yAxis->setRange(0, memory.empty() ? 1.0 : std::max(maxBytes / unit.scale * 1.2, 1e-9));
    // With nothing drawn the axes' numbers would measure nothing (a run of no length, no
    // bytes): only their titles stay.
    const bool drawn = !memory.empty() || resident;
    plot_->xAxis->setTickLabels(drawn);
    plot_->yAxis->setTickLabels(drawn);
    plot_->legend->setVisible(drawn);
    manyEntries_ = plot_->legend->itemCount() > 4;
    placeLegend(manyEntries_);
    shownNote_.clear();
    if (memory.empty()) {
        note_ = new QCPItemText(plot_);
        note_->setColor(palette().color(QPalette::PlaceholderText));
        note_->position->setType(QCPItemPosition::ptAxisRectRatio);
        note_->position->setCoords(0.5, 0.4);
        shownNote_ = !emptyNote_.isEmpty() ? emptyNote_
                     : snap.lanes.empty()  ? tr("Run a scenario to see its memory over time.")
                                           : tr("This run recorded no memory counters.");
        note_->setText(shownNote_);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool MemoryView::exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                             const QString& title) {
    return exportPlot(plot_, path, format, size, scale, tr("Memory: %1").arg(title));
}

void MemoryView::setCursorTime(std::optional<TimeNs> time) {
    cursor_ = time;
    placeCursor();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool MemoryView::cursorShown() const {
    return cursorLine_ && cursorLine_->visible();
}

void MemoryView::placeCursor() {
    if (!cursorLine_) return;
    cursorLine_->setVisible(cursor_.has_value() && snapshot_);
    if (!cursor_ || !snapshot_) return;
    const double x =
        (static_cast<double>(*cursor_) - static_cast<double>(snapshot_->begin)) / nsPerUnit_;
    cursorLine_->point1->setCoords(x, 0);
    cursorLine_->point2->setCoords(x, 1);
}

void MemoryView::setEmptyNote(const QString& note) {
    if (note == emptyNote_) return;
    emptyNote_ = note;
    rebuild();
}

void MemoryView::setHighlights(std::vector<RunHighlight> highlights) {
    highlights_ = std::move(highlights);
    if (snapshot_) rebuild();
}

void MemoryView::setRangeStack(TimeRangeStack* range) {
    connect(this, &MemoryView::rangeSelected, range,
            [range](double begin, double end) { range->setRange(begin, end); });
}

}  // namespace asynclab
