#include "ui/views/summary_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/models/labels.h"
#include "ui/models/scenario_texts.h"
#include "ui/views/stats_view.h"
#include "ui/views/time_breakdown_chart.h"

namespace asynclab {

namespace {

QString metricText(double value) {
    return formatNumber(value, 'g', 5);
}

/// The run's headline and verdict, wrapped to the dock's width: the height of all their lines
/// while there is room, and a scroll bar when there is not (a short dock at teacher mode's
/// large font), so that no line is drawn over another.
class TextsArea : public QScrollArea {
  public:
    explicit TextsArea(QWidget* texts) {
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
        setWidget(texts);
    }
    QSize sizeHint() const override {
        const int width = viewport()->width();
        const int height = widget()->hasHeightForWidth() ? widget()->heightForWidth(width)
                                                         : widget()->sizeHint().height();
        return {widget()->sizeHint().width(), height};
    }
    QSize minimumSizeHint() const override {
        return {40, std::min(sizeHint().height(), 2 * fontMetrics().lineSpacing())};
    }

  protected:
    void resizeEvent(QResizeEvent* event) override {
        QScrollArea::resizeEvent(event);
        // Another width wraps the texts to another height.
        if (event->size().width() != event->oldSize().width()) updateGeometry();
    }
};

}  // namespace

QString SummaryView::verdictLabel(const scenarios::Phenomenon& p) {
    if (!p.checked) return tr("Not checked:");
    if (p.verdict == "held") return tr("Holds:");
    if (p.verdict == "did not hold") return tr("Does not hold:");
    // A scenario's own word ("asynchronous"), capitalized as a label.
    QString word = scenarioText(p.verdict);
    if (!word.isEmpty()) word[0] = word[0].toUpper();
    return tr("%1:").arg(word);
}

SummaryView::SummaryView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("summaryView"));
    headline_ = new QLabel;
    headline_->setObjectName(QStringLiteral("summaryHeadline"));
    headline_->setWordWrap(true);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    phenomenon_ = new QLabel;
    phenomenon_->setObjectName(QStringLiteral("summaryPhenomenon"));
    phenomenon_->setWordWrap(true);
    phenomenon_->setTextFormat(Qt::RichText);
    phenomenon_->setToolTip(tr("Whether this run shows what the chapter describes."));

    metrics_ = new QTableWidget(0, 2);
    metrics_->setObjectName(QStringLiteral("summaryMetrics"));
    metrics_->setHorizontalHeaderLabels({tr("Metric"), tr("Value")});
    metrics_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    metrics_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    metrics_->verticalHeader()->setVisible(false);
    metrics_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    metrics_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    metrics_->setToolTip(tr("The numbers the scenario measured, in the order it reports them."));

    lanes_ = new LaneTableModel(this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(lanes_);
    proxy->setSortRole(LaneTableModel::SortRole);
    laneTable_ = new QTableView;
    laneTable_->setObjectName(QStringLiteral("summaryLanes"));
    laneTable_->setModel(proxy);
    laneTable_->setSortingEnabled(true);
    laneTable_->sortByColumn(-1, Qt::AscendingOrder);
    laneTable_->verticalHeader()->setVisible(false);
    laneTable_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    laneTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    laneTable_->horizontalHeader()->setStretchLastSection(true);
    laneTable_->setToolTip(
        tr("One row per lane of the run: how many ops ran and how busy it was."));

    // The metrics and the lanes take turns at the dock's full height: at the height a
    // bottom dock has on a laptop screen, two tables one above the other each showed only
    // two or three rows.
    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("summaryTabs"));
    tabs_->setDocumentMode(true);
    tabs_->addTab(metrics_, QString());
    tabs_->addTab(laneTable_, QString());
    breakdown_ = new TimeBreakdownChart;
    breakdown_->setToolTip(
        tr("Where each lane's time went over the whole run: computing, copying and "
           "communicating; a device lane idle because its ops waited for other ops, were ready "
           "but not started, or because the front end had pushed nothing; a front end running "
           "or blocked at sync points"));
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("summaryTimeScroll"));
    scroll->setWidget(breakdown_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    tabs_->addTab(scroll, QString());
    stats_ = new StatsView;
    tabs_->addTab(stats_, QString());
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == TimeTab && breakdownStale_) refreshBreakdown();
    });
    // The lane model changes its rows by resets only.
    connect(lanes_, &QAbstractItemModel::modelReset, this, &SummaryView::updateTabTitles);

    auto* texts = new QWidget;
    auto* textsLayout = new QVBoxLayout(texts);
    textsLayout->setContentsMargins(0, 0, 0, 0);
    textsLayout->addWidget(headline_);
    textsLayout->addWidget(phenomenon_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(new TextsArea(texts));
    // The tables take what the texts leave (they scroll).
    tabs_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    layout->addWidget(tabs_, 1);
    clear();
}

void SummaryView::updateTabTitles() {
    tabs_->setTabText(0, tr("Metrics (%1)").arg(metrics_->rowCount()));
    tabs_->setTabText(1, tr("Lanes (%1)").arg(lanes_->rowCount()));
    tabs_->setTabText(TimeTab, tr("Where the Time Went"));
    tabs_->setTabText(SelectionTab, tr("Selection"));
}

void SummaryView::setTraceModel(TraceModel* model) {
    lanes_->setTraceModel(model);
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    breakdownStale_ = true;
    if (model_)
        connect(model_, &TraceModel::snapshotChanged, this, [this] {
            // Computed when looked at: a live run publishes a snapshot every 50 ms.
            breakdownStale_ = true;
            if (tabs_->currentIndex() == TimeTab && isVisible()) refreshBreakdown();
        });
}

void SummaryView::refreshBreakdown() {
    breakdownStale_ = false;
    if (!model_) return;
    const TraceSnapshotPtr snapshot = model_->snapshot();
    std::vector<LaneBreakdown> parts;
    QStringList labels;
    for (LaneBreakdown& b : computeLaneBreakdown(*snapshot, wholeTrace(*snapshot))) {
        const LaneData& lane = *snapshot->lanes[b.lane];
        if (lane.empty()) continue;  // as the timeline, lanes where nothing ran are left out
        labels << laneLabel(lane.info);
        parts.push_back(std::move(b));
    }
    breakdown_->setBreakdown(std::move(parts), labels);
}

void SummaryView::setSelectionStats(TraceSnapshotPtr snapshot, StatsSelection selection,
                                    bool area) {
    stats_->setSelection(std::move(snapshot), std::move(selection), area);
}

void SummaryView::setResult(const scenarios::ScenarioResult& result, double wallSeconds,
                            TimeNs simulatedSpan) {
    const QString name = QString::fromStdString(result.scenario);
    const QString mode = QString::fromLatin1(scenarios::run_mode_name(result.mode));
    const QString wall = formatDuration(wallSeconds * 1e9);
    // A simulated run's own time is on its virtual clock, which the timeline shows; the
    // seconds this computer took to work it out are another matter.
    QString headline =
        result.mode == scenarios::RunMode::Sim && simulatedSpan > 0
            ? tr("<b>%1</b> (%2): %3 of simulated time, worked out in %4")
                  .arg(name, mode, formatDuration(static_cast<double>(simulatedSpan)), wall)
            : tr("<b>%1</b> (%2): %3 wall time").arg(name, mode, wall);
    if (result.cancelled) headline += tr(", <i>stopped early</i>");
    if (result.timing_only) headline += tr(", values not computed (timing only)");
    headline_->setText(headline);

    const scenarios::Phenomenon& p = result.phenomenon;
    const QString color = !p.checked ? QStringLiteral("#7f7f7f")
                          : p.holds  ? QStringLiteral("#2c8a2c")
                                     : QStringLiteral("#c0392b");
    const QString detail = messageText(p.detail);
    // A run with nothing to check (a script) has no verdict line, rather than a bare
    // "Not checked:".
    if (!p.checked && detail.isEmpty())
        phenomenon_->clear();
    else
        phenomenon_->setText(tr("<span style='color:%1'><b>%2</b></span> %3")
                                 .arg(color, verdictLabel(p), detail.toHtmlEscaped()));

    setMetrics(result.metrics);
}

void SummaryView::setMetrics(const std::vector<std::pair<std::string, double>>& metrics) {
    metrics_->setRowCount(static_cast<int>(metrics.size()));
    int row = 0;
    for (const auto& [name, value] : metrics) {
        metrics_->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(name)));
        auto* item = new QTableWidgetItem(metricText(value));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        metrics_->setItem(row, 1, item);
        ++row;
    }
    updateTabTitles();
}

void SummaryView::clear(const QString& headline) {
    headline_->setText(headline.isEmpty() ? tr("No run yet: pick a scenario and press Run.")
                                          : headline);
    phenomenon_->clear();
    metrics_->setRowCount(0);
    updateTabTitles();
}

QString SummaryView::headline() const {
    return headline_->text();
}

QString SummaryView::phenomenonText() const {
    return phenomenon_->text();
}

}  // namespace asynclab
