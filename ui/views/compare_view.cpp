#include "ui/views/compare_view.h"

#include <qcustomplot.h>
#include <QCoreApplication>
#include <QHeaderView>
#include <QMouseEvent>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "ui/models/span_details.h"
#include "ui/models/time_range.h"
#include "ui/models/timeline_mapping.h"
#include "ui/models/trace_model.h"
#include "ui/views/plot_elements.h"
#include "ui/views/plot_export.h"
#include "ui/views/plot_navigator.h"
#include "ui/views/timeline_plottable.h"
#include "ui/views/timeline_view.h"

namespace asynclab {

// --- plot pieces ------------------------------------------------------------------------

namespace {

/// Time-axis labels relative to a run's start, with a unit fitting the tick step.
class OffsetTimeTicker : public QCPAxisTicker {
  public:
    /// Ticks at multiples of the step from the run's start, not from absolute zero.
    explicit OffsetTimeTicker(double offset) : offset_(offset) { setTickOrigin(offset); }

  protected:
    double getTickStep(const QCPRange& range) override {
        step_ = QCPAxisTicker::getTickStep(range);
        return step_;
    }
    int getSubTickCount(double) override { return 0; }
    QString getTickLabel(double tick, const QLocale&, QChar, int) override {
        double t = tick - offset_;
        if (std::abs(t) < step_ * 1e-6) t = 0;
        return formatTimePoint(t, step_);
    }

  private:
    double offset_ = 0;
    double step_ = 1;
};

}  // namespace

/// One run's part of the plot: its title, plot area and lane plottables.
struct CompareView::Group {
    QCPTextElement* title = nullptr;
    QCPAxisRect* rect = nullptr;
    std::vector<TimelineLanePlottable*> lanes;
    double offset = 0;  ///< the run's start (ns): relative time 0 of this group
};

// --- the view ---------------------------------------------------------------------------

CompareView::CompareView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("compareView"));
    runs_[0].snapshot = empty_snapshot();
    runs_[1].snapshot = empty_snapshot();

    plot_ = new QCustomPlot;
    plot_->setObjectName(QStringLiteral("comparePlot"));
    plot_->setMouseTracking(true);
    plot_->setNoAntialiasingOnDrag(true);
    plot_->setNotAntialiasedElements(QCP::aeAll);
    plot_->setPlottingHints(QCP::phCacheLabels | QCP::phFastPolylines);

    // Layout: title A, plot area A, title B, plot area B, legend.
    QCPLayoutGrid* layout = plot_->plotLayout();
    layout->clear();
    layout->setRowSpacing(2);
    auto* margins = new QCPMarginGroup(plot_);
    for (int i = 0; i < 2; ++i) {
        auto group = std::make_unique<Group>();
        QFont font = plot_->font();
        font.setBold(true);
        group->title = new QCPTextElement(plot_, QString(), font);
        group->title->setMargins(QMargins(6, 4, 6, 0));
        group->rect = new QCPAxisRect(plot_);
        group->rect->axis(QCPAxis::atTop)->setVisible(false);
        group->rect->axis(QCPAxis::atRight)->setVisible(false);
        group->rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        QCPAxis* x = group->rect->axis(QCPAxis::atBottom);
        QCPAxis* y = group->rect->axis(QCPAxis::atLeft);
        x->setTicker(QSharedPointer<QCPAxisTicker>(new OffsetTimeTicker(0)));
        x->grid()->setPen(QPen(QColor(128, 128, 128, 60), 0, Qt::DotLine));
        x->grid()->setSubGridVisible(false);
        y->setRangeReversed(true);
        y->grid()->setVisible(false);
        y->setSubTicks(false);
        y->setTickLength(0, 0);
        layout->addElement(2 * i, 0, group->title);
        layout->addElement(2 * i + 1, 0, group->rect);
        groups_.push_back(std::move(group));
    }
    legend_ = new KindLegend(plot_, QMargins(8, 4, 8, 4));
    layout->addElement(4, 0, legend_);

    comparison_ = new ComparisonModel(this);
    table_ = new QTableView;
    table_->setModel(comparison_);
    table_->setObjectName(QStringLiteral("compareTable"));
    table_->verticalHeader()->setVisible(false);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    table_->horizontalHeader()->setSectionResizeMode(Measure, QHeaderView::Stretch);
    for (int c = ValueA; c < ComparisonModel::ColumnCount; ++c) {
        table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setToolTip(
        tr("Each measure for both runs, their difference (B - A) and ratio (B / A)."));

    auto makeAction = [this](const QString& name, const QString& text, const QKeySequence& key) {
        return addViewAction(this, name, text, key);
    };
    fitAction_ =
        makeAction(QStringLiteral("actionCompareFit"), tr("&Fit"), QKeySequence(Qt::Key_F));
    zoomInAction_ = makeAction(QStringLiteral("actionCompareZoomIn"), tr("Zoom &In"),
                               QKeySequence(Qt::Key_Plus));
    zoomOutAction_ = makeAction(QStringLiteral("actionCompareZoomOut"), tr("Zoom &Out"),
                                QKeySequence(Qt::Key_Minus));
    connect(fitAction_, &QAction::triggered, this, &CompareView::fit);
    connect(zoomInAction_, &QAction::triggered, this, &CompareView::zoomIn);
    connect(zoomOutAction_, &QAction::triggered, this, &CompareView::zoomOut);

    auto* toolbar = new QToolBar;
    toolbar->setIconSize(QSize(16, 16));
    toolbar->addAction(fitAction_);
    toolbar->addAction(zoomInAction_);
    toolbar->addAction(zoomOutAction_);

    splitter_ = new QSplitter(Qt::Vertical);
    splitter_->addWidget(plot_);
    splitter_->addWidget(table_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 1);
    splitter_->setChildrenCollapsible(false);
    connect(splitter_, &QSplitter::splitterMoved, this, [this] { splitterDragged_ = true; });

    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(0);
    box->addWidget(toolbar);
    box->addWidget(splitter_, 1);

    range_ = new TimeRangeStack(this);
    for (QAction* a : {range_->backAction(), range_->forwardAction()}) {
        addAction(a);
        toolbar->addAction(a);
    }
    connect(range_, &TimeRangeStack::rangeChanged, this, &CompareView::onRangeChanged);
    // Both plot areas share their left edge and width (a margin group).
    navigator_ = new PlotNavigator(plot_, range_, [this] {
        if (groups_.empty()) return plot_->axisRect()->rect();
        return groups_.front()->rect->rect().united(groups_.back()->rect->rect());
    });
    navigator_->setToolTips([this](const QPointF& pos) { return toolTipAt(pos); });

    applyPalette();
    rebuild();
    showWholeRuns();
}

CompareView::~CompareView() = default;

QCPAxisRect* CompareView::axisRect(int run) const {
    return run >= 0 && run < 2 ? groups_[static_cast<std::size_t>(run)]->rect : nullptr;
}

const std::vector<TimelineLanePlottable*>& CompareView::lanePlottables(int run) const {
    static const std::vector<TimelineLanePlottable*> none;
    return run >= 0 && run < 2 ? groups_[static_cast<std::size_t>(run)]->lanes : none;
}

QString CompareView::groupTitle(int run) const {
    return run >= 0 && run < 2 ? groups_[static_cast<std::size_t>(run)]->title->text() : QString();
}

QString CompareView::defaultTitle() const {
    const QString a = runs_[0].label.isEmpty() ? QStringLiteral("A") : runs_[0].label;
    const QString b = runs_[1].label.isEmpty() ? QStringLiteral("B") : runs_[1].label;
    return tr("%1 versus %2").arg(a, b);
}

void CompareView::setRuns(const Run& a, const Run& b) {
    runs_[0] = a;
    runs_[1] = b;
    for (Run& r : runs_) {
        if (!r.snapshot) r.snapshot = empty_snapshot();
    }
    comparison_->setRows(compareRuns(runs_[0], runs_[1]),
                         runs_[0].label.isEmpty() ? QStringLiteral("A") : runs_[0].label,
                         runs_[1].label.isEmpty() ? QStringLiteral("B") : runs_[1].label);
    rebuild();
    showWholeRuns();
    balanceSplitter();
}

void CompareView::showWholeRuns() {
    const auto [lo, hi] = bounds();
    range_->setBounds(lo, hi);
    range_->setRange(lo, hi, TimeRangeStack::Remember::No);
    range_->clearHistory();
    onRangeChanged(range_->begin(), range_->end());
}

namespace {
/// The height `table` needs to show `rows` rows under its header without scrolling.
int tableHeightFor(const QTableView& table, int rows) {
    return table.horizontalHeader()->sizeHint().height() + 2 * table.frameWidth() +
           rows * table.verticalHeader()->defaultSectionSize();
}
}  // namespace

int CompareView::tableHeightForAllRows() const {
    return tableHeightFor(*table_, comparison_->rowCount());
}

int CompareView::plotHeightWanted() const {
    const int line = fontMetrics().height();
    int wanted = 2 * line;  // the legend
    for (const Run& r : runs_) {
        const auto lanes = std::max<std::size_t>(1, r.snapshot ? r.snapshot->lanes.size() : 0);
        // A lane two lines high, plus the group's title and time axis.
        wanted += static_cast<int>(lanes) * 2 * line + 4 * line;
    }
    return wanted;
}

void CompareView::balanceSplitter() {
    if (splitterDragged_) return;
    const int total = splitter_->height() - splitter_->handleWidth();
    if (total <= 0) return;
    const int all = tableHeightForAllRows();
    const int fewRows = tableHeightFor(*table_, std::min(comparison_->rowCount(), 4));
    int table = std::min(all, std::max(total - plotHeightWanted(), total * 2 / 5));
    table = std::min(std::max(table, fewRows), total);
    splitter_->setSizes({total - table, table});
}

void CompareView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    balanceSplitter();
}

void CompareView::clear() {
    setRuns(Run{}, Run{});
}

void CompareView::applyPalette() {
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    plot_->setBackground(base);
    for (const auto& g : groups_) {
        for (QCPAxis* axis : g->rect->axes()) {
            axis->setBasePen(QPen(text, 0));
            axis->setTickPen(QPen(text, 0));
            axis->setSubTickPen(QPen(text, 0));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
        }
        g->title->setTextColor(text);
        for (TimelineLanePlottable* p : g->lanes) p->setBackgroundColor(base);
    }
    legend_->setTextColor(text);
}

void CompareView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyPalette();
        plot_->replot(QCustomPlot::rpQueuedReplot);
    }
}

void CompareView::rebuild() {
    const QColor background = palette().color(QPalette::Base);
    std::vector<bool> present(allOpKinds().size(), false);
    bool any = false;
    bool blocked = false;
    bool failed = false;

    auto rowValue = [this](const QString& measure) -> const ComparisonRow* {
        for (const ComparisonRow& r : comparison_->rows()) {
            if (r.measure == measure) return &r;
        }
        return nullptr;
    };

    for (std::size_t gi = 0; gi < 2; ++gi) {
        Group& g = *groups_[gi];
        const TraceSnapshot& snap = *runs_[gi].snapshot;
        QCPAxis* x = g.rect->axis(QCPAxis::atBottom);
        QCPAxis* y = g.rect->axis(QCPAxis::atLeft);
        while (g.lanes.size() > snap.lanes.size()) {
            plot_->removePlottable(g.lanes.back());
            g.lanes.pop_back();
        }
        while (g.lanes.size() < snap.lanes.size()) {
            g.lanes.push_back(new TimelineLanePlottable(x, y));
        }
        QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
        for (std::size_t i = 0; i < snap.lanes.size(); ++i) {
            g.lanes[i]->setLane(runs_[gi].snapshot, i, static_cast<int>(i));
            g.lanes[i]->setBackgroundColor(background);
            ticker->addTick(static_cast<double>(i) + 0.5, rowLabel(laneLabel(snap.lanes[i]->info)));
            for (const OpSpan& s : snap.lanes[i]->spans) {
                present[static_cast<std::size_t>(s.kind)] = true;
                failed = failed || s.failed();
            }
            any = any || !snap.lanes[i]->spans.empty();
            blocked = blocked || !snap.lanes[i]->syncs.empty();
        }
        y->setTicker(ticker);
        y->setRange(0, std::max<double>(1, static_cast<double>(snap.lanes.size())));
        g.offset = static_cast<double>(snap.begin);
        x->setTicker(QSharedPointer<QCPAxisTicker>(new OffsetTimeTicker(g.offset)));
        plot_->plotLayout()->setRowStretchFactor(
            static_cast<int>(2 * gi + 1),
            std::max<double>(1, static_cast<double>(snap.lanes.size())));
        plot_->plotLayout()->setRowStretchFactor(static_cast<int>(2 * gi), 0.01);

        // "A: sync - wall 1.25 ms, issue 0.3 ms, blocked 1.0 ms, 10000 ops"
        const QString letter = gi == 0 ? QStringLiteral("A") : QStringLiteral("B");
        QString title =
            runs_[gi].label.isEmpty() ? letter : letter + QStringLiteral(": ") + runs_[gi].label;
        if (snap.lanes.empty()) {
            title += tr(" (no run)");
        } else {
            auto value = [&](const QString& measure) -> std::optional<double> {
                const ComparisonRow* r = rowValue(measure);
                if (!r) return std::nullopt;
                return gi == 0 ? r->a : r->b;
            };
            QStringList parts;
            if (auto v = value(QStringLiteral("wall time")))
                parts << tr("wall %1").arg(formatDuration(*v));
            if (auto v = value(QStringLiteral("front-end issue time"))) {
                parts << tr("issue %1").arg(formatDuration(*v));
            }
            if (auto v = value(QStringLiteral("blocked at sync points"))) {
                parts << tr("blocked %1").arg(formatDuration(*v));
            }
            parts << tr("%n ops", nullptr, static_cast<int>(snap.totals.ops));
            title += QStringLiteral(" \u2014 ") + parts.join(QStringLiteral(", "));
            const ComparisonRow* wall = rowValue(QStringLiteral("wall time"));
            if (gi == 1 && wall && wall->delta() && !runs_[0].snapshot->lanes.empty()) {
                QString diff = tr("wall %1").arg(formatCompareDelta(*wall->delta(), wall->unit));
                if (wall->ratio()) diff += tr(", %1 A").arg(formatCompareRatio(*wall->ratio()));
                title += QStringLiteral("  (") + diff + QStringLiteral(")");
            }
        }
        g.title->setText(title);
    }

    legend_->setEntries(kindLegendEntries(present, any, blocked, failed));
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

// --- range ------------------------------------------------------------------------------

std::pair<double, double> CompareView::bounds() const {
    const double longest =
        static_cast<double>(std::max(runs_[0].snapshot->duration(), runs_[1].snapshot->duration()));
    if (longest <= 0) return {0, 1e6};
    const double pad = longest * 0.02;
    return {-pad, longest + pad};
}

void CompareView::applyRange(double t0, double t1) {
    range_->setRange(t0, t1);
}

void CompareView::onRangeChanged(double begin, double end) {
    begin_ = begin;
    end_ = end;
    for (const auto& g : groups_)
        g->rect->axis(QCPAxis::atBottom)->setRange(begin_ + g->offset, end_ + g->offset);
    plot_->replot(QCustomPlot::rpQueuedReplot);
    emit visibleRangeChanged(begin_, end_);
}

void CompareView::setVisibleRange(double t0, double t1) {
    applyRange(t0, t1);
}

void CompareView::fit() {
    const auto [lo, hi] = bounds();
    applyRange(lo, hi);
}

void CompareView::zoomIn() {
    const double mid = 0.5 * (begin_ + end_);
    const double quarter = (end_ - begin_) / 4;
    applyRange(mid - quarter, mid + quarter);
}

void CompareView::zoomOut() {
    const double mid = 0.5 * (begin_ + end_);
    applyRange(mid - (end_ - begin_), mid + (end_ - begin_));
}

// --- mouse ------------------------------------------------------------------------------

int CompareView::groupAtY(double y) const {
    for (int i = 0; i < 2; ++i) {
        const QRect r = groups_[static_cast<std::size_t>(i)]->rect->rect();
        if (y >= r.top() && y <= r.bottom()) return i;
    }
    return -1;
}

QString CompareView::toolTipAt(const QPointF& pos) const {
    const int gi = groupAtY(pos.y());
    if (gi < 0) return {};
    const Group& g = *groups_[static_cast<std::size_t>(gi)];
    if (!g.rect->rect().contains(pos.toPoint())) return {};
    const double v = g.rect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y());
    if (v < 0) return {};
    const auto row = static_cast<std::size_t>(std::floor(v));
    if (row >= g.lanes.size()) return {};
    const TimelineLanePlottable* lane = g.lanes[row];
    const TraceSnapshot& snap = *runs_[gi].snapshot;
    const double res = std::max(1.0, (end_ - begin_) / 1e4);
    const QString run = runs_[gi].label.isEmpty()
                            ? (gi == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                            : runs_[gi].label;
    if (const auto index = lane->spanAt(pos)) {
        // Times from the run's start, as the axis shows them.
        SpanDetailsOptions options;
        options.resolutionNs = res;
        options.originNs = g.offset;
        SpanDetails details =
            spanDetails(snap, *lane->lane(), lane->lane()->spans[*index], options);
        details.fields.insert(details.fields.begin(), {tr("run"), run});
        return details.html();
    }
    if (const auto sync = lane->syncAt(pos)) {
        const SyncSpan& s = lane->lane()->syncs[*sync];
        return tr("<b>blocked: %1</b><br>%2, %3<br>duration %4")
            .arg(QLatin1String(sync_kind_name(s.kind)), run.toHtmlEscaped(),
                 laneLabel(lane->lane()->info).toHtmlEscaped(),
                 formatDuration(static_cast<double>(s.end - s.begin)));
    }
    return {};
}

// --- export -----------------------------------------------------------------------------

QPixmap CompareView::render(QSize size, double devicePixelRatio, const QString& title) {
    PlotTitleRow row(plot_, title.isEmpty() ? defaultTitle() : title,
                     palette().color(QPalette::Text));
    return plot_->toPixmap(size.width(), size.height(), devicePixelRatio);
}

bool CompareView::exportPng(const QString& path, QSize size, double devicePixelRatio,
                            const QString& title) {
    return exportPlot(plot_, path, ExportFormat::Png, size, devicePixelRatio,
                      title.isEmpty() ? defaultTitle() : title,
                      QStringLiteral("AsyncLab comparison"), palette().color(QPalette::Text));
}

bool CompareView::exportSvg(const QString& path, QSize size, const QString& title) {
    return exportPlot(plot_, path, ExportFormat::Svg, size, 1.0,
                      title.isEmpty() ? defaultTitle() : title,
                      QStringLiteral("AsyncLab comparison"), palette().color(QPalette::Text));
}

bool CompareView::exportPdf(const QString& path, QSize size, const QString& title) {
    return exportPlot(plot_, path, ExportFormat::Pdf, size, 1.0,
                      title.isEmpty() ? defaultTitle() : title,
                      QStringLiteral("AsyncLab comparison"), palette().color(QPalette::Text));
}

bool CompareView::exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                              const QString&) {
    // The comparison titles itself ("sync versus async").
    return exportByFormat(*this, path, format, size, scale, QString());
}

}  // namespace asynclab
