#include "ui/views/stats_view.h"

#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/models/trace_model.h"

namespace asynclab {

namespace {

QTableView* makeTable(QAbstractItemModel* model, int sortRole, const QString& name,
                      QWidget* parent) {
    auto* proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(proxy);
    table->setSortingEnabled(true);
    table->sortByColumn(-1, Qt::AscendingOrder);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 4);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    return table;
}

}  // namespace

StatsView::StatsView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("statsView"));
    timer_.setSingleShot(true);
    timer_.setInterval(100);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (stale_) recompute();
    });
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("statsHeading"));
    heading_->setWordWrap(true);
    ops_ = new OpStatsTableModel(this);
    lanes_ = new LaneStatsTableModel(this);
    opTable_ = makeTable(ops_, OpStatsTableModel::SortRole, QStringLiteral("statsOps"), this);
    laneTable_ =
        makeTable(lanes_, LaneStatsTableModel::SortRole, QStringLiteral("statsLanes"), this);
    opTable_->sortByColumn(OpStatsTableModel::Total, Qt::DescendingOrder);

    auto copyOps = [this] { QApplication::clipboard()->setText(opCsv()); };
    auto copyLanes = [this] { QApplication::clipboard()->setText(laneCsv()); };
    auto* opAction = new QAction(tr("Copy Ops as CSV"), opTable_);
    connect(opAction, &QAction::triggered, this, copyOps);
    opTable_->addAction(opAction);
    auto* laneAction = new QAction(tr("Copy Lanes as CSV"), laneTable_);
    connect(laneAction, &QAction::triggered, this, copyLanes);
    laneTable_->addAction(laneAction);

    // One table at a time: a Summary dock is short.
    auto* pages = new QStackedWidget(this);
    pages->addWidget(opTable_);
    pages->addWidget(laneTable_);
    auto* opsButton = new QToolButton(this);
    opsButton->setObjectName(QStringLiteral("statsShowOps"));
    opsButton->setText(tr("Ops"));
    auto* lanesButton = new QToolButton(this);
    lanesButton->setObjectName(QStringLiteral("statsShowLanes"));
    lanesButton->setText(tr("Lanes"));
    auto* group = new QButtonGroup(this);
    for (QToolButton* b : {opsButton, lanesButton}) {
        b->setCheckable(true);
        b->setAutoRaise(true);
        group->addButton(b);
    }
    opsButton->setChecked(true);
    connect(opsButton, &QToolButton::toggled, pages,
            [pages](bool on) { pages->setCurrentIndex(on ? 0 : 1); });
    auto* copy = new QToolButton(this);
    copy->setObjectName(QStringLiteral("statsCopy"));
    copy->setText(tr("Copy as CSV"));
    copy->setToolTip(tr("Copy the table shown as CSV (times in microseconds)"));
    connect(copy, &QToolButton::clicked, this,
            [pages, copyOps, copyLanes] { pages->currentIndex() == 0 ? copyOps() : copyLanes(); });

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(opsButton);
    top->addWidget(lanesButton);
    top->addStretch(1);
    top->addWidget(copy);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 2, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(heading_);
    layout->addWidget(pages, 1);
    setToolTip(
        tr("Ctrl+drag on the timeline selects a range and the lanes it crosses; "
           "Escape clears it"));
    recompute();
}

void StatsView::setSelection(TraceSnapshotPtr snapshot, StatsSelection selection, bool area) {
    snapshot_ = std::move(snapshot);
    selection_ = std::move(selection);
    area_ = area;
    stale_ = true;
    if (isVisible() && !timer_.isActive()) timer_.start();
}

void StatsView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) recompute();
}

void StatsView::recompute() {
    stale_ = false;
    if (!snapshot_) {
        heading_->setText(tr("No trace yet."));
        ops_->setStats({});
        lanes_->setStats({});
        return;
    }
    TraceStats stats = computeTraceStats(*snapshot_, selection_);
    const std::size_t laneCount =
        selection_.lanes.empty() ? snapshot_->lanes.size() : selection_.lanes.size();
    const QString range = tr("%1 to %2 (%3)")
                              .arg(formatDuration(static_cast<double>(stats.begin)),
                                   formatDuration(static_cast<double>(stats.end)),
                                   formatDuration(static_cast<double>(stats.duration())));
    heading_->setText(area_ ? tr("Area: %1, %2 lanes").arg(range).arg(laneCount)
                            : tr("Visible: %1, every lane").arg(range));
    heading_->setToolTip(area_ ? tr("The area selected on the timeline; Escape there clears it")
                               : tr("What the timeline shows; Ctrl+drag on it selects an area"));
    ops_->setStats(stats);
    lanes_->setStats(std::move(stats));
}

QString StatsView::heading() const {
    return heading_->text();
}

QString StatsView::opCsv() const {
    return QString::fromStdString(opStatsCsv(ops_->stats()));
}

QString StatsView::laneCsv() const {
    return QString::fromStdString(laneStatsCsv(lanes_->stats()));
}

}  // namespace asynclab
