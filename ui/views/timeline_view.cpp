#include "ui/views/timeline_view.h"

#include <qcustomplot.h>
#include <QDateTime>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <map>

#include "ui/models/span_details.h"
#include "ui/models/time_range.h"
#include "ui/views/plot_elements.h"
#include "ui/views/plot_export.h"
#include "ui/views/plot_navigator.h"
#include "ui/views/timeline_plottable.h"

namespace asynclab {

namespace {

/// Time-axis labels with a unit that fits the tick step.
class TimeTicker : public QCPAxisTicker {
  protected:
    double getTickStep(const QCPRange& range) override {
        step_ = QCPAxisTicker::getTickStep(range);
        return step_;
    }
    QString getTickLabel(double tick, const QLocale&, QChar, int) override {
        return formatTimePoint(tick, step_);
    }

  private:
    double step_ = 1;
};

}  // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent), snapshot_(empty_snapshot()) {
    setObjectName(QStringLiteral("timeline"));
    plot_ = new QCustomPlot(this);
    plot_->setObjectName(QStringLiteral("timelinePlot"));
    plot_->setMouseTracking(true);
    plot_->setNoAntialiasingOnDrag(true);
    plot_->setNotAntialiasedElements(QCP::aeAll);
    plot_->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);
    rowScroll_ = new QScrollBar(Qt::Vertical, this);
    rowScroll_->setObjectName(QStringLiteral("timelineRowScroll"));
    rowScroll_->setVisible(false);
    plot_->setFocusPolicy(Qt::StrongFocus);
    plot_->installEventFilter(this);

    searchBar_ = new QWidget(this);
    searchBar_->setObjectName(QStringLiteral("timelineSearchBar"));
    searchEdit_ = new QLineEdit(searchBar_);
    searchEdit_->setObjectName(QStringLiteral("timelineSearch"));
    searchEdit_->setPlaceholderText(tr("Search ops by name (Ctrl+F)"));
    searchEdit_->setClearButtonEnabled(true);
    searchEdit_->setToolTip(
        tr("Ops whose name holds this text are outlined; Enter goes to the "
           "next, Shift+Enter to the previous"));
    searchEdit_->installEventFilter(this);
    regexButton_ = new QToolButton(searchBar_);
    regexButton_->setObjectName(QStringLiteral("timelineSearchRegex"));
    regexButton_->setText(tr("Regex"));
    regexButton_->setCheckable(true);
    regexButton_->setToolTip(tr("Read the search as a regular expression (case insensitive)"));
    filterButton_ = new QToolButton(searchBar_);
    filterButton_->setObjectName(QStringLiteral("timelineSearchFilter"));
    filterButton_->setText(tr("Filter"));
    filterButton_->setCheckable(true);
    filterButton_->setToolTip(tr("Dim every op that does not match"));
    auto* previous = new QToolButton(searchBar_);
    previous->setObjectName(QStringLiteral("timelineSearchPrevious"));
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (Shift+Enter)"));
    auto* next = new QToolButton(searchBar_);
    next->setObjectName(QStringLiteral("timelineSearchNext"));
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (Enter)"));
    searchLabel_ = new QLabel(searchBar_);
    searchLabel_->setObjectName(QStringLiteral("timelineSearchStatus"));
    searchLabel_->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("00000 of 00000")));
    auto* bar = new QHBoxLayout(searchBar_);
    bar->setContentsMargins(4, 2, 4, 2);
    bar->setSpacing(4);
    bar->addWidget(searchEdit_, 1);
    bar->addWidget(regexButton_);
    bar->addWidget(filterButton_);
    bar->addWidget(previous);
    bar->addWidget(next);
    bar->addWidget(searchLabel_);
    connect(searchEdit_, &QLineEdit::textChanged, this,
            [this](const QString& text) { setSearch(text, regexButton_->isChecked()); });
    connect(regexButton_, &QToolButton::toggled, this,
            [this](bool on) { setSearch(searchEdit_->text(), on); });
    connect(filterButton_, &QToolButton::toggled, this, &TimelineView::setSearchFilter);
    connect(previous, &QToolButton::clicked, this, &TimelineView::findPrevious);
    connect(next, &QToolButton::clicked, this, &TimelineView::findNext);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    outer->addWidget(searchBar_);
    auto* layout = new QHBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(plot_, 1);
    layout->addWidget(rowScroll_);
    outer->addLayout(layout, 1);
    connect(rowScroll_, &QScrollBar::valueChanged, this, [this](int value) {
        if (value == firstRow_) return;
        firstRow_ = value;
        updateRowWindow();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    });
    // The rows that fit depend on the axis rect's height, known after each layout.
    connect(plot_, &QCustomPlot::afterLayout, this, [this] {
        // As many time ticks as fit without their labels touching (a narrow timeline beside
        // docks, teacher mode's font). The layout passes place the ticks of each count tried.
        fitTickCount(plot_->xAxis, [this] { runLayoutPasses(plot_); });
        wrapEmptyNote();
        if (allRows_) return;
        const QCPRange before = plot_->yAxis->range();
        updateRowWindow();
        if (plot_->yAxis->range() != before) plot_->replot(QCustomPlot::rpQueuedReplot);
    });

    plot_->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new TimeTicker));
    plot_->xAxis->grid()->setPen(QPen(QColor(128, 128, 128, 60), 0, Qt::DotLine));
    plot_->xAxis->grid()->setSubGridVisible(false);
    plot_->yAxis->setRangeReversed(true);
    plot_->yAxis->grid()->setVisible(false);
    plot_->yAxis->setSubTicks(false);
    plot_->yAxis->setTickLength(0, 0);
    plot_->xAxis2->setVisible(false);
    plot_->yAxis2->setVisible(false);

    applyPalette();

    legend_ = new KindLegend(plot_, QMargins(8, 2, 8, 4));
    plot_->plotLayout()->addElement(1, 0, legend_);

    arrows_ = new TimelineArrowsPlottable(plot_->xAxis, plot_->yAxis);
    // A lesson's highlights are drawn over the lanes.
    highlights_ = new TimelineHighlightsPlottable(plot_->xAxis, plot_->yAxis);
    highlights_->setLayer(QStringLiteral("overlay"));

    ownRange_ = new TimeRangeStack(this);
    navigator_ = new PlotNavigator(plot_, ownRange_, [this] { return plot_->axisRect()->rect(); });
    navigator_->setToolTips([this](const QPointF& pos) { return toolTipAt(pos); });
    // The replay cursor is dragged by its line (a few pixels either side).
    navigator_->setGrabHandlers(
        [this](const QPointF& pos) {
            const auto x = cursorX();
            return x && std::abs(pos.x() - *x) <= 5;
        },
        [this](const QPointF& pos) {
            const double t = mapping().time_of(pos.x());
            emit cursorDragged(static_cast<TimeNs>(std::llround(t)));
        });
    cursorLine_ = new QCPItemStraightLine(plot_);
    cursorLine_->setLayer(QStringLiteral("overlay"));
    cursorLine_->setPen(QPen(QColor(0xd6, 0x27, 0x28), 2));
    cursorLine_->setVisible(false);
    navigator_->setLabelHandlers(
        [this](const QPointF& pos) { return labelPressed(pos); },
        [this](double steps) {
            // Over the lane labels the wheel scrolls the rows (when
            // they do not all fit).
            if (!rowScroll_->isVisible()) return false;
            scrollToRow(firstRow_ - static_cast<int>(std::lround(steps * 3)));
            return true;
        });
    connect(navigator_, &PlotNavigator::clicked, this,
            [this](const QPointF& pos) { selectOp(opAt(pos).value_or(0)); });
    connect(navigator_, &PlotNavigator::areaSelected, this, &TimelineView::onAreaSelected);
    connect(plot_, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QRect area = plot_->axisRect()->rect();
        if (area.contains(event->position().toPoint()))
            mouseX_ = event->position().x();
        else
            mouseX_.reset();
    });
    areaRect_ = new QCPItemRect(plot_);
    areaRect_->setLayer(QStringLiteral("overlay"));
    areaRect_->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 1, Qt::DashLine));
    areaRect_->setBrush(QColor(0x1f, 0x77, 0xb4, 40));
    areaRect_->setSelectable(false);
    areaRect_->setVisible(false);
    emptyNote_ = new QCPItemText(plot_);
    emptyNote_->position->setType(QCPItemPosition::ptAxisRectRatio);
    emptyNote_->position->setCoords(0.5, 0.45);
    emptyNote_->setSelectable(false);
    emptyNote_->setText(QString());  // QCustomPlot's own default is the word "text"
    emptyNote_->setTextAlignment(Qt::AlignCenter);
    emptyNote_->setVisible(false);
    connect(this, &TimelineView::visibleRangeChanged, this, [this] {
        if (!area_) emit statsSelectionChanged();
    });

    auto makeAction = [this](const QString& name, const QString& text, const QKeySequence& key) {
        return addViewAction(this, name, text, key);
    };
    fitAction_ =
        makeAction(QStringLiteral("actionTimelineFit"), tr("&Fit"), QKeySequence(Qt::Key_F));
    zoomInAction_ = makeAction(QStringLiteral("actionTimelineZoomIn"), tr("Zoom &In"),
                               QKeySequence(Qt::Key_Plus));
    zoomOutAction_ = makeAction(QStringLiteral("actionTimelineZoomOut"), tr("Zoom &Out"),
                                QKeySequence(Qt::Key_Minus));
    followAction_ = makeAction(QStringLiteral("actionTimelineFollowLive"), tr("Follow &Live"),
                               QKeySequence(Qt::Key_L));
    followAction_->setCheckable(true);
    followAction_->setChecked(followLive_);
    hideIdleAction_ = makeAction(QStringLiteral("actionTimelineHideIdleLanes"),
                                 tr("Hide &Idle Lanes"), QKeySequence());
    hideIdleAction_->setCheckable(true);
    hideIdleAction_->setChecked(hideIdleLanes_);
    hideIdleAction_->setStatusTip(
        tr("Leave out the lanes where nothing has run (a device's copy engines, a CPU "
           "the run did not use); they come back as soon as an op runs there"));
    connect(hideIdleAction_, &QAction::toggled, this, &TimelineView::setHideIdleLanes);
    connect(fitAction_, &QAction::triggered, this, &TimelineView::fit);
    connect(zoomInAction_, &QAction::triggered, this, &TimelineView::zoomIn);
    connect(zoomOutAction_, &QAction::triggered, this, &TimelineView::zoomOut);
    connect(followAction_, &QAction::toggled, this, &TimelineView::setFollowLive);
    findAction_ =
        makeAction(QStringLiteral("actionTimelineFind"), tr("&Find Ops..."), QKeySequence::Find);
    connect(findAction_, &QAction::triggered, this, [this] {
        searchEdit_->setFocus(Qt::ShortcutFocusReason);
        searchEdit_->selectAll();
    });

    setRangeStack(ownRange_);
    rebuildRows();
    applyRange(begin_, end_, false, false);
}

TimelineView::~TimelineView() = default;

void TimelineView::setRangeStack(TimeRangeStack* range) {
    if (!range) range = ownRange_;
    if (range == range_) return;
    if (range_) {
        disconnect(rangeConnection_);
        for (QAction* a : {range_->backAction(), range_->forwardAction()}) removeAction(a);
    }
    range_ = range;
    navigator_->setRange(range_);
    for (QAction* a : {range_->backAction(), range_->forwardAction()}) addAction(a);
    rangeConnection_ =
        connect(range_, &TimeRangeStack::rangeChanged, this, &TimelineView::onRangeChanged);
    {
        const QScopedValueRollback guard(programmatic_, true);
        const auto [lo, hi] = bounds();
        range_->setBounds(lo, hi);
    }
    onRangeChanged(range_->begin(), range_->end());
}

QAction* TimelineView::backAction() const {
    return range_->backAction();
}

QAction* TimelineView::forwardAction() const {
    return range_->forwardAction();
}

std::size_t TimelineView::historyDepth() const {
    return range_->backDepth();
}

void TimelineView::applyPalette() {
    // Light or dark, from the widget's palette; the op colours read on both.
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    plot_->setBackground(base);
    for (QCPAxis* axis : {plot_->xAxis, plot_->yAxis}) {
        axis->setBasePen(QPen(text, 0));
        axis->setTickPen(QPen(text, 0));
        axis->setSubTickPen(QPen(text, 0));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
    }
}

void TimelineView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        rebuildRows();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    } else if (event->type() == QEvent::FontChange) {
        applyPlotFont(plot_, font());
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
}

void TimelineView::setModel(TraceModel* model) {
    disconnect(modelConnection_);
    model_ = model;
    if (!model) return;
    modelConnection_ = connect(model, &TraceModel::snapshotChanged, this,
                               [this] { setSnapshot(model_->snapshot()); });
    setSnapshot(model->snapshot());
}

void TimelineView::setSnapshot(TraceSnapshotPtr snapshot) {
    if (!snapshot) snapshot = empty_snapshot();
    const bool newRun = snapshot->version <= snapshot_->version || snapshot_->lanes.empty();
    if (newRun) userZoomed_ = false;
    snapshot_ = std::move(snapshot);
    if (!search_.pattern().isEmpty()) {
        search_.setSnapshot(snapshot_);
        searchLabel_->setText(searchStatus());
    }
    if (newRun && area_) setAreaSelection(std::nullopt);
    rebuildRows();
    if (selected_ != 0 && !snapshot_->find(selected_)) selected_ = 0;
    updateSelection();

    {
        const QScopedValueRollback guard(programmatic_, true);
        const auto [lo, hi] = bounds();
        range_->setBounds(lo, hi);
    }
    if (snapshot_->duration() > 0 && (!fitted_ || (newRun && !followLive_))) {
        fitted_ = true;
        fit();
        return;
    }
    if (followLive_ && snapshot_->duration() > 0) {
        const auto [lo, hi] = bounds();
        const double span = end_ - begin_;
        // Until the user zooms, a live run is shown whole as it grows; after that the
        // chosen width slides along with the newest events.
        if (!userZoomed_ || span >= hi - lo) {
            applyRange(lo, hi, false, false);
        } else {
            applyRange(hi - span, hi, false, false);
        }
        return;
    }
    applyRange(begin_, end_, false, false);
}

void TimelineView::rebuildRows() {
    const TraceSnapshot& snap = *snapshot_;
    std::vector<const CounterSeries*> counters;
    if (const CounterSeries* q = snap.counter(CounterKind::QueueDepth)) counters.push_back(q);
    for (const auto& c : snap.counters) {
        if (c->kind == CounterKind::MemoryBytes) counters.push_back(c.get());
    }
    for (const auto& c : snap.counters) {
        if (!c->kind) counters.push_back(c.get());  // a foreign trace's counters
    }

    // Plottables are reused; only their count follows the snapshot.
    while (lanes_.size() > snap.lanes.size()) {
        plot_->removePlottable(lanes_.back());
        lanes_.pop_back();
    }
    while (lanes_.size() < snap.lanes.size()) {
        lanes_.push_back(new TimelineLanePlottable(plot_->xAxis, plot_->yAxis));
    }
    while (counters_.size() > counters.size()) {
        plot_->removePlottable(counters_.back());
        counters_.pop_back();
    }
    while (counters_.size() < counters.size()) {
        counters_.push_back(new TimelineCounterPlottable(plot_->xAxis, plot_->yAxis));
    }

    const QColor background = palette().color(QPalette::Base);
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    // Lanes are grouped by device; a collapsed device draws all its lanes on one row. Idle
    // lanes (nothing ran there yet) take no row unless asked for, as in Nsight Systems.
    std::map<std::string, int> lanesOf;
    for (const auto& lane : snap.lanes)
        if (!lane->info.device.empty() && shownLane(*lane)) ++lanesOf[lane->info.device];
    std::map<std::string, int> deviceRow;
    int row = 0;
    hiddenLanes_ = 0;
    for (std::size_t i = 0; i < snap.lanes.size(); ++i) {
        const LaneInfo& info = snap.lanes[i]->info;
        if (!shownLane(*snap.lanes[i])) {
            lanes_[i]->setLane(snapshot_, i, -1);
            lanes_[i]->setVisible(false);
            ++hiddenLanes_;
            continue;
        }
        lanes_[i]->setVisible(true);
        const bool grouped = !info.device.empty() && lanesOf[info.device] > 1;
        int r = row;
        if (grouped && collapsed_.count(info.device)) {
            if (auto it = deviceRow.find(info.device); it != deviceRow.end()) {
                r = it->second;
            } else {
                deviceRow.emplace(info.device, row);
                ticker->addTick(row + 0.5, QStringLiteral("\u25B8 ") +
                                               tr("%1 (%2 lanes)")
                                                   .arg(QString::fromStdString(info.device))
                                                   .arg(lanesOf[info.device]));
                ++row;
            }
        } else {
            const bool first = grouped && !deviceRow.count(info.device);
            if (first) deviceRow.emplace(info.device, row);
            ticker->addTick(row + 0.5, (first ? QStringLiteral("\u25BE ") : QString()) +
                                           rowLabel(laneLabel(info)));
            ++row;
        }
        lanes_[i]->setLane(snapshot_, i, r);
        lanes_[i]->setSelectedOp(selected_);
        lanes_[i]->setBackgroundColor(background);
    }
    static const QColor counterColors[] = {QColor(0x4e, 0x79, 0xa7), QColor(0x59, 0xa1, 0x4f),
                                           QColor(0xb0, 0x7a, 0xa1), QColor(0xe1, 0x57, 0x59)};
    for (std::size_t i = 0; i < counters.size(); ++i, ++row) {
        counters_[i]->setSeries(snapshot_, counters[i], row, counterColors[i % 4]);
        ticker->addTick(row + 0.5, rowLabel(counterLabel(*counters[i])));
    }
    rows_ = row;
    emptyNote_->setColor(palette().color(QPalette::PlaceholderText));
    emptyNote_->setVisible(rows_ == 0 && !emptyNoteText_.isEmpty());
    plot_->xAxis->setTickLabels(rows_ > 0);  // an empty plot's times would measure nothing
    for (TimelineLanePlottable* lane : lanes_)
        lane->setSearch(search_.active() ? search_.nameTable() : nullptr, dimOthers_);
    plot_->yAxis->setTicker(ticker);
    updateRowWindow();
    placeHighlights();

    // The legend names the kinds present (every kind while there is nothing yet).
    std::vector<bool> present(allOpKinds().size(), false);
    bool any = false;
    bool blocked = false;
    bool failed = false;
    for (const auto& lane : snap.lanes) {
        for (const OpSpan& s : lane->spans) {
            present[static_cast<std::size_t>(s.kind)] = true;
            failed = failed || s.failed();
        }
        any = any || !lane->spans.empty();
        blocked = blocked || !lane->syncs.empty();
    }
    legend_->setEntries(kindLegendEntries(present, any, blocked, failed));
}

void TimelineView::setHighlights(std::vector<RunHighlight> highlights) {
    highlightsGiven_ = std::move(highlights);
    placeHighlights();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::setCursorTime(std::optional<TimeNs> time) {
    cursor_ = time;
    cursorLine_->setVisible(time.has_value());
    if (time) {
        const double x = static_cast<double>(*time);
        cursorLine_->point1->setCoords(x, 0);
        cursorLine_->point2->setCoords(x, 1);
    }
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

std::optional<double> TimelineView::cursorX() const {
    if (!cursor_) return std::nullopt;
    const double x = plot_->xAxis->coordToPixel(static_cast<double>(*cursor_));
    const QRect area = plot_->axisRect()->rect();
    if (x < area.left() || x > area.right()) return std::nullopt;
    return x;
}

void TimelineView::placeHighlights() {
    std::vector<TimelineHighlightsPlottable::Mark> marks;
    if (snapshot_) {
        for (const RunHighlight& h : highlightsGiven_) {
            if (h.isMemoryPeak()) continue;
            for (std::size_t i = 0; i < snapshot_->lanes.size(); ++i) {
                if (QString::fromStdString(snapshot_->lanes[i]->info.name) != h.lane) continue;
                if (i < lanes_.size() && lanes_[i]->visible() && lanes_[i]->row() >= 0)
                    marks.push_back({static_cast<double>(h.begin), static_cast<double>(h.end),
                                     lanes_[i]->row(), h.label});
                break;
            }
        }
    }
    highlights_->setMarks(std::move(marks));
    placeAreaSelection();
}

std::size_t TimelineView::highlightCount() const {
    return highlights_->marks().size();
}

int TimelineView::rowCount() const {
    return rows_;
}

int TimelineView::minRowHeight() const {
    // Two labels a row apart must not touch: a line of the labels' font and some air.
    const QFontMetrics labels(plot_->yAxis->tickLabelFont());
    return std::max(kMinRowHeight, labels.height() + 4);
}

int TimelineView::rowsThatFit() const {
    return std::max(1, plot_->axisRect()->height() / minRowHeight());
}

int TimelineView::visibleRowCount() const {
    return allRows_ || !plot_->isVisible() ? rows_ : std::min(rows_, rowsThatFit());
}

void TimelineView::updateRowWindow() {
    const int shown = rowsThatFit();
    // A view that is not shown (exports from the command line) has no height to fit.
    if (allRows_ || !plot_->isVisible() || rows_ <= shown) {
        firstRow_ = 0;
        rowScroll_->setVisible(false);
        plot_->yAxis->setRange(0, std::max(1, rows_));
        return;
    }
    firstRow_ = std::clamp(firstRow_, 0, rows_ - shown);
    {
        const QSignalBlocker block(rowScroll_);
        rowScroll_->setRange(0, rows_ - shown);
        rowScroll_->setPageStep(shown);
        rowScroll_->setSingleStep(1);
        rowScroll_->setValue(firstRow_);
    }
    rowScroll_->setVisible(true);
    plot_->yAxis->setRange(firstRow_, firstRow_ + shown);
}

void TimelineView::scrollToRow(int row) {
    firstRow_ = std::max(0, row);
    updateRowWindow();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool TimelineView::shownLane(const LaneData& lane) const {
    return !hideIdleLanes_ || !lane.empty();
}

void TimelineView::setEmptyNote(const QString& note) {
    emptyNoteText_ = note;
    wrapEmptyNote();
    emptyNote_->setVisible(rows_ == 0 && !note.isEmpty());
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::wrapEmptyNote() {
    setWrappedNote(emptyNote_, emptyNoteText_);
}

QString TimelineView::emptyNote() const {
    return emptyNoteText_;
}

bool TimelineView::emptyNoteShown() const {
    return emptyNote_->visible();
}

void TimelineView::setHideIdleLanes(bool hide) {
    if (hide == hideIdleLanes_) return;
    hideIdleLanes_ = hide;
    if (hideIdleAction_->isChecked() != hide) hideIdleAction_->setChecked(hide);
    rebuildRows();
    updateSelection();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

int TimelineView::rowOfLane(std::size_t lane) const {
    return lane < lanes_.size() ? lanes_[lane]->row() : static_cast<int>(lane);
}

QStringList TimelineView::groupedDevices() const {
    std::map<std::string, int> lanesOf;
    for (const auto& lane : snapshot_->lanes)
        if (!lane->info.device.empty() && shownLane(*lane)) ++lanesOf[lane->info.device];
    QStringList out;
    for (const auto& [device, n] : lanesOf)
        if (n > 1) out << QString::fromStdString(device);
    return out;
}

void TimelineView::setDeviceCollapsed(const QString& device, bool collapsed) {
    const std::string key = device.toStdString();
    if (collapsed == (collapsed_.count(key) > 0)) return;
    if (collapsed)
        collapsed_.insert(key);
    else
        collapsed_.erase(key);
    rebuildRows();
    updateSelection();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

bool TimelineView::isDeviceCollapsed(const QString& device) const {
    return collapsed_.count(device.toStdString()) > 0;
}

void TimelineView::setAllDevicesCollapsed(bool collapsed) {
    for (const QString& device : groupedDevices()) {
        if (collapsed)
            collapsed_.insert(device.toStdString());
        else
            collapsed_.erase(device.toStdString());
    }
    rebuildRows();
    updateSelection();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

TimelineMapping TimelineView::mapping() const {
    TimelineMapping m;
    m.begin = begin_;
    m.end = end_;
    const QRect r = plot_->axisRect()->rect();
    m.left = r.left();
    m.width = std::max(1, r.width());
    return m;
}

std::pair<double, double> TimelineView::bounds() const {
    const double lo = static_cast<double>(snapshot_->begin);
    const double hi = static_cast<double>(snapshot_->end);
    if (hi - lo <= 0) return {lo, lo + 1e6};
    const double pad = (hi - lo) * 0.02;
    return {lo - pad, hi + pad};
}

void TimelineView::applyRange(double t0, double t1, bool remember, bool byUser) {
    const QScopedValueRollback guard(programmatic_, !byUser);
    if (byUser) userZoomed_ = true;
    range_->setRange(t0, t1,
                     remember ? TimeRangeStack::Remember::Yes : TimeRangeStack::Remember::No);
    showRange();
}

void TimelineView::onRangeChanged(double begin, double end) {
    begin_ = begin;
    end_ = end;
    showRange();
    if (!programmatic_) {
        userZoomed_ = true;
        // Looking at the past stops following, unless the view still ends at the end.
        if (followLive_ && end_ < static_cast<double>(snapshot_->end)) setFollowLive(false);
    }
    emit visibleRangeChanged(begin_, end_);
}

void TimelineView::showRange() {
    plot_->xAxis->setRange(begin_, end_);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::setVisibleRange(double t0, double t1) {
    applyRange(t0, t1, true, true);
}

void TimelineView::fit() {
    const auto [lo, hi] = bounds();
    const bool remember = fitted_;  // the first fit of a run replaces nothing worth going back to
    fitted_ = true;
    applyRange(lo, hi, remember, false);
}

void TimelineView::back() {
    range_->back();
}

void TimelineView::zoomIn() {
    const TimelineMapping m = mapping();
    applyRange(m.time_of(m.left + m.width / 2) - m.span() / 4,
               m.time_of(m.left + m.width / 2) + m.span() / 4, true, true);
}

void TimelineView::zoomOut() {
    const double mid = 0.5 * (begin_ + end_);
    applyRange(mid - (end_ - begin_), mid + (end_ - begin_), true, true);
}

void TimelineView::setFollowLive(bool on) {
    if (on == followLive_) return;
    followLive_ = on;
    followAction_->setChecked(on);
    if (on && snapshot_->duration() > 0) {
        const auto [lo, hi] = bounds();
        applyRange(hi - (end_ - begin_), hi, false, false);
    }
    emit followLiveChanged(on);
}

// --- selection --------------------------------------------------------------------------

void TimelineView::selectOp(OpId id) {
    const OpSpan* span = id != 0 ? snapshot_->find(id) : nullptr;
    if (!span) id = 0;
    const bool changed = id != selected_;
    selected_ = id;
    if (search_.active() && id != 0 && search_.setCurrentOp(id))
        searchLabel_->setText(searchStatus());
    updateSelection();
    if (span) ensureVisible(*span);
    plot_->replot(QCustomPlot::rpQueuedReplot);
    if (changed) emit selectedOpChanged(id);
}

void TimelineView::ensureVisible(const OpSpan& span) {
    if (const auto ref = snapshot_->locate(span.id)) {
        const int row = rowOfLane(ref->lane);
        const int shown = visibleRowCount();
        if (row < firstRow_ || row >= firstRow_ + shown) scrollToRow(row - shown / 2);
    }
    const double s = static_cast<double>(span.start);
    const double e = static_cast<double>(span.end);
    if (s >= begin_ && e <= end_) return;
    const double width = end_ - begin_;
    if (e - s > width * 0.8) {
        applyRange(s - (e - s) * 0.1, e + (e - s) * 0.1, true, true);
    } else {
        const double mid = 0.5 * (s + e);
        applyRange(mid - width / 2, mid + width / 2, true, true);
    }
}

void TimelineView::updateSelection() {
    for (TimelineLanePlottable* p : lanes_) p->setSelectedOp(selected_);
    std::vector<TimelineArrowsPlottable::Arrow> arrows;
    if (selected_ != 0) {
        const auto ref = snapshot_->locate(selected_);
        if (ref) {
            const LaneData& lane = *snapshot_->lanes[ref->lane];
            const OpSpan& op = lane.spans[ref->index];
            const double y = rowDepthCenter(rowOfLane(ref->lane), op.depth, lane.max_depth);
            constexpr std::size_t kMaxArrows = 64;
            for (OpId dep : lane.waited_on(op)) {
                if (arrows.size() >= kMaxArrows) break;
                const auto r = snapshot_->locate(dep);
                if (!r) continue;
                const LaneData& l = *snapshot_->lanes[r->lane];
                const OpSpan& d = l.spans[r->index];
                arrows.push_back({QPointF(static_cast<double>(d.end),
                                          rowDepthCenter(rowOfLane(r->lane), d.depth, l.max_depth)),
                                  QPointF(static_cast<double>(op.start), y), true});
            }
            for (OpId waiter : snapshot_->waiters(selected_)) {
                if (arrows.size() >= 2 * kMaxArrows) break;
                const auto r = snapshot_->locate(waiter);
                if (!r) continue;
                const LaneData& l = *snapshot_->lanes[r->lane];
                const OpSpan& w = l.spans[r->index];
                arrows.push_back({QPointF(static_cast<double>(op.end), y),
                                  QPointF(static_cast<double>(w.start),
                                          rowDepthCenter(rowOfLane(r->lane), w.depth, l.max_depth)),
                                  false});
            }
        }
    }
    arrows_->setArrows(std::move(arrows));
}

std::size_t TimelineView::arrowCount() const {
    return arrows_->arrows().size();
}

TimelineLanePlottable* TimelineView::laneAtY(double y) const {
    const double v = plot_->yAxis->pixelToCoord(y);
    if (v < 0) return nullptr;
    const int row = static_cast<int>(std::floor(v));
    for (TimelineLanePlottable* lane : lanes_)
        if (lane->row() == row) return lane;
    return nullptr;
}

QRectF TimelineView::opRect(OpId id) const {
    const auto ref = snapshot_->locate(id);
    if (!ref || ref->lane >= lanes_.size()) return {};
    return lanes_[ref->lane]->spanRect(ref->index);
}

std::optional<OpId> TimelineView::opAt(const QPointF& pos) const {
    if (!plot_->axisRect()->rect().contains(pos.toPoint())) return std::nullopt;
    const double v = plot_->yAxis->pixelToCoord(pos.y());
    if (v < 0) return std::nullopt;
    const int row = static_cast<int>(std::floor(v));
    // A collapsed device has several lanes on one row: the first with a bar there wins.
    for (const TimelineLanePlottable* lane : lanes_) {
        if (lane->row() != row) continue;
        if (const auto index = lane->spanAt(pos)) return lane->lane()->spans[*index].id;
    }
    return std::nullopt;
}

QString TimelineView::opToolTip(OpId id) const {
    const auto ref = snapshot_->locate(id);
    if (!ref) return {};
    const LaneData& lane = *snapshot_->lanes[ref->lane];
    SpanDetailsOptions options;
    options.resolutionNs = std::max(1.0, (end_ - begin_) / 1e4);
    return spanDetails(*snapshot_, lane, lane.spans[ref->index], options).html();
}

QString TimelineView::toolTipAt(const QPointF& pos) const {
    if (const auto id = opAt(pos)) return opToolTip(*id);
    const TimelineLanePlottable* lane = laneAtY(pos.y());
    if (!lane || !plot_->axisRect()->rect().contains(pos.toPoint())) return {};
    const auto sync = lane->syncAt(pos);
    if (!sync) return {};
    const SyncSpan& s = lane->lane()->syncs[*sync];
    auto esc = [this](std::uint32_t i) {
        return QString::fromStdString(snapshot_->name(i)).toHtmlEscaped();
    };
    QString html = tr("<b>blocked: %1</b> on %2<br>duration %3")
                       .arg(QLatin1String(sync_kind_name(s.kind)),
                            laneLabel(lane->lane()->info).toHtmlEscaped(),
                            formatDuration(static_cast<double>(s.end - s.begin)));
    if (!snapshot_->name(s.what).empty()) html += tr("<br>awaited: %1").arg(esc(s.what));
    if (!snapshot_->name(s.where).empty()) html += tr("<br>at %1").arg(esc(s.where));
    if (s.awaited != 0) html += tr("<br>last op: #%1").arg(s.awaited);
    return html;
}

// --- search -----------------------------------------------------------------------------

void TimelineView::setSearch(const QString& pattern, bool regex) {
    if (searchEdit_->text() != pattern) {
        const QSignalBlocker block(searchEdit_);
        searchEdit_->setText(pattern);
    }
    if (regexButton_->isChecked() != regex) {
        const QSignalBlocker block(regexButton_);
        regexButton_->setChecked(regex);
    }
    search_.setQuery(snapshot_, pattern, regex);
    applySearch();
}

void TimelineView::setSearchFilter(bool dimOthers) {
    dimOthers_ = dimOthers;
    if (filterButton_->isChecked() != dimOthers) {
        const QSignalBlocker block(filterButton_);
        filterButton_->setChecked(dimOthers);
    }
    applySearch();
}

void TimelineView::applySearch() {
    for (TimelineLanePlottable* lane : lanes_)
        lane->setSearch(search_.active() ? search_.nameTable() : nullptr, dimOthers_);
    searchLabel_->setText(searchStatus());
    const bool invalid = !search_.error().isEmpty();
    searchEdit_->setToolTip(invalid ? tr("Not a valid regular expression: %1").arg(search_.error())
                                    : tr("Ops whose name holds this text are outlined; Enter "
                                         "goes to the next, Shift+Enter to the previous"));
    QPalette palette = searchLabel_->palette();
    palette.setColor(QPalette::WindowText, invalid ? QColor(0xc0, 0x39, 0x2b)
                                                   : this->palette().color(QPalette::WindowText));
    searchLabel_->setPalette(palette);
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

QString TimelineView::searchStatus() const {
    if (search_.pattern().isEmpty()) return {};
    if (!search_.error().isEmpty()) return tr("Invalid regex: %1").arg(search_.error());
    if (search_.count() == 0) return tr("No matches");
    if (const auto current = search_.current())
        return tr("%1 of %2").arg(*current + 1).arg(search_.count());
    return tr("%1 matches").arg(search_.count());
}

void TimelineView::stepSearch(bool forward) {
    // The first step goes to the first match in view (the last before its end, backwards).
    const auto from = static_cast<TimeNs>(std::llround(forward ? begin_ : end_));
    const auto ref = forward ? search_.next(from) : search_.previous(from);
    if (ref) selectOp(snapshot_->lanes[ref->lane]->spans[ref->index].id);
    searchLabel_->setText(searchStatus());
}

void TimelineView::findNext() {
    stepSearch(true);
}

void TimelineView::findPrevious() {
    stepSearch(false);
}

// --- keyboard ---------------------------------------------------------------------------

void TimelineView::selectNextOnLane() {
    const auto ref = selected_ != 0 ? snapshot_->locate(selected_) : std::nullopt;
    if (!ref) return;
    const LaneData& lane = *snapshot_->lanes[ref->lane];
    const int depth = lane.spans[ref->index].depth;
    for (std::size_t i = ref->index + 1; i < lane.spans.size(); ++i)
        if (lane.spans[i].depth == depth) return selectOp(lane.spans[i].id);
}

void TimelineView::selectPreviousOnLane() {
    const auto ref = selected_ != 0 ? snapshot_->locate(selected_) : std::nullopt;
    if (!ref) return;
    const LaneData& lane = *snapshot_->lanes[ref->lane];
    const int depth = lane.spans[ref->index].depth;
    for (std::size_t i = ref->index; i-- > 0;)
        if (lane.spans[i].depth == depth) return selectOp(lane.spans[i].id);
}

bool TimelineView::selectOnAdjacentLane(int rows) {
    const auto ref = selected_ != 0 ? snapshot_->locate(selected_) : std::nullopt;
    if (!ref || rows == 0) return false;
    const OpSpan& op = snapshot_->lanes[ref->lane]->spans[ref->index];
    const double mid = 0.5 * static_cast<double>(op.start + op.end);
    const int step = rows > 0 ? 1 : -1;
    // The nearest row in that direction that has ops (front-end rows may have none).
    for (int row = rowOfLane(ref->lane) + rows; row >= 0 && row < rows_; row += step) {
        const OpSpan* best = nullptr;
        double bestDistance = 0;
        for (const TimelineLanePlottable* plottable : lanes_) {
            const LaneData* lane = plottable->lane();
            if (plottable->row() != row || !lane || lane->spans.empty()) continue;
            const auto it =
                std::lower_bound(lane->spans.begin(), lane->spans.end(), static_cast<TimeNs>(mid),
                                 [](const OpSpan& s, TimeNs t) { return s.start < t; });
            for (auto c = it == lane->spans.begin() ? it : std::prev(it);
                 c != lane->spans.end() && c <= it; ++c) {
                const double d =
                    mid < static_cast<double>(c->start) ? static_cast<double>(c->start) - mid
                    : mid > static_cast<double>(c->end) ? mid - static_cast<double>(c->end)
                                                        : 0.0;
                if (!best || d < bestDistance) {
                    best = &*c;
                    bestDistance = d;
                }
            }
        }
        if (best) {
            selectOp(best->id);
            return true;
        }
    }
    return false;
}

void TimelineView::zoomByKey(double factor) {
    TimelineMapping m = mapping();
    const double x = mouseX_.value_or(m.left + m.width / 2);
    m.zoom_at(x, factor);
    // Keys held down or pressed in a burst make one Back entry, as the wheel does.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool remember = now - lastKeyZoomMs_ > 500;
    lastKeyZoomMs_ = now;
    applyRange(m.begin, m.end, remember, true);
}

void TimelineView::panByKey(double fraction) {
    const double dt = (end_ - begin_) * fraction;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool remember = now - lastKeyZoomMs_ > 500;
    lastKeyZoomMs_ = now;
    applyRange(begin_ + dt, end_ + dt, remember, true);
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    constexpr double kZoom = 1.5;
    constexpr double kPan = 0.2;
    switch (event->key()) {
        case Qt::Key_W: zoomByKey(kZoom); break;
        case Qt::Key_S: zoomByKey(1 / kZoom); break;
        case Qt::Key_A:
        case Qt::Key_Left: panByKey(-kPan); break;
        case Qt::Key_D:
        case Qt::Key_Right: panByKey(kPan); break;
        case Qt::Key_BracketRight: selectNextOnLane(); break;
        case Qt::Key_BracketLeft: selectPreviousOnLane(); break;
        case Qt::Key_Up:
        case Qt::Key_Down: {
            const int rows = event->key() == Qt::Key_Up ? -1 : 1;
            if (!selectOnAdjacentLane(rows) && selected_ == 0) scrollToRow(firstRow_ + rows);
            break;
        }
        case Qt::Key_Escape:
            if (area_)
                setAreaSelection(std::nullopt);
            else
                selectOp(0);
            break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool TimelineView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == plot_ && event->type() == QEvent::Leave) mouseX_.reset();
    if (watched == searchEdit_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            stepSearch(!(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            plot_->setFocus(Qt::OtherFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// --- area selection -----------------------------------------------------------------------

void TimelineView::onAreaSelected(const QRectF& rect) {
    const TimelineMapping m = mapping();
    StatsSelection area;
    const double t0 = std::max(m.time_of(rect.left()), static_cast<double>(snapshot_->begin));
    const double t1 = std::min(m.time_of(rect.right()), static_cast<double>(snapshot_->end));
    if (t1 <= t0) return;
    area.begin = static_cast<TimeNs>(std::llround(t0));
    area.end = static_cast<TimeNs>(std::llround(t1));
    const double v0 = plot_->yAxis->pixelToCoord(rect.top());
    const double v1 = plot_->yAxis->pixelToCoord(rect.bottom());
    const int r0 = static_cast<int>(std::floor(std::min(v0, v1)));
    const int r1 = static_cast<int>(std::floor(std::max(v0, v1)));
    for (const TimelineLanePlottable* lane : lanes_)
        if (lane->visible() && lane->row() >= r0 && lane->row() <= r1)
            area.lanes.push_back(lane->laneIndex());
    if (area.lanes.empty()) return;  // only counter rows: nothing to count
    setAreaSelection(std::move(area));
}

void TimelineView::setAreaSelection(std::optional<StatsSelection> area) {
    area_ = std::move(area);
    placeAreaSelection();
    plot_->replot(QCustomPlot::rpQueuedReplot);
    emit statsSelectionChanged();
}

void TimelineView::placeAreaSelection() {
    if (!areaRect_) return;
    areaRect_->setVisible(area_.has_value());
    if (!area_) return;
    int top = rows_, bottom = 0;
    for (std::size_t lane : area_->lanes) {
        const int row = rowOfLane(lane);
        if (row < 0) continue;
        top = std::min(top, row);
        bottom = std::max(bottom, row + 1);
    }
    if (bottom <= top) {
        areaRect_->setVisible(false);
        return;
    }
    areaRect_->topLeft->setCoords(static_cast<double>(area_->begin), top);
    areaRect_->bottomRight->setCoords(static_cast<double>(area_->end), bottom);
}

StatsSelection TimelineView::statsSelection() const {
    if (area_) return *area_;
    StatsSelection s;
    s.begin = std::max(snapshot_->begin, static_cast<TimeNs>(std::llround(begin_)));
    s.end = std::min(snapshot_->end, static_cast<TimeNs>(std::llround(end_)));
    if (s.end < s.begin) s.end = s.begin;
    return s;
}

// --- mouse ------------------------------------------------------------------------------

bool TimelineView::labelPressed(const QPointF& pos) {
    const double v = plot_->yAxis->pixelToCoord(pos.y());
    const QStringList grouped = groupedDevices();
    for (std::size_t i = 0; v >= 0 && i < lanes_.size() && i < snapshot_->lanes.size(); ++i) {
        const QString device = QString::fromStdString(snapshot_->lanes[i]->info.device);
        if (lanes_[i]->row() == static_cast<int>(std::floor(v)) && grouped.contains(device)) {
            setDeviceCollapsed(device, !isDeviceCollapsed(device));
            return true;
        }
    }
    return false;
}

// --- export -----------------------------------------------------------------------------

TimelineView::AllRows::AllRows(TimelineView& view)
    : view_(view),
      lower_(view.plot_->yAxis->range().lower),
      upper_(view.plot_->yAxis->range().upper) {
    view_.allRows_ = true;
    view_.plot_->yAxis->setRange(0, std::max(1, view_.rows_));
}

TimelineView::AllRows::~AllRows() {
    // The window of rows as it was; the plot is laid out at the widget's size again at its
    // next replot.
    view_.allRows_ = false;
    view_.plot_->yAxis->setRange(lower_, upper_);
}

QPixmap TimelineView::render(QSize size, double devicePixelRatio, const QString& title) {
    const AllRows all(*this);
    PlotTitleRow row(plot_, title);
    return plot_->toPixmap(size.width(), size.height(), devicePixelRatio);
}

bool TimelineView::exportPng(const QString& path, QSize size, double devicePixelRatio,
                             const QString& title) {
    const AllRows all(*this);
    return exportPlot(plot_, path, ExportFormat::Png, size, devicePixelRatio, title,
                      QStringLiteral("AsyncLab timeline"));
}

bool TimelineView::exportSvg(const QString& path, QSize size, const QString& title) {
    const AllRows all(*this);
    return exportPlot(plot_, path, ExportFormat::Svg, size, 1.0, title,
                      QStringLiteral("AsyncLab timeline"));
}

bool TimelineView::exportPdf(const QString& path, QSize size, const QString& title) {
    const AllRows all(*this);
    return exportPlot(plot_, path, ExportFormat::Pdf, size, 1.0, title,
                      QStringLiteral("AsyncLab timeline"));
}

bool TimelineView::exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                               const QString& title) {
    return exportByFormat(*this, path, format, size, scale, title);
}

}  // namespace asynclab
