#include "ui/views/stats_view.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
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
    auto* opButton = new QPushButton(tr("Copy Ops as CSV"), this);
    opButton->setObjectName(QStringLiteral("statsCopyOps"));
    connect(opButton, &QPushButton::clicked, this, copyOps);
    auto* laneButton = new QPushButton(tr("Copy Lanes as CSV"), this);
    laneButton->setObjectName(QStringLiteral("statsCopyLanes"));
    connect(laneButton, &QPushButton::clicked, this, copyLanes);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(opTable_);
    split->addWidget(laneTable_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(opButton);
    buttons->addWidget(laneButton);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(heading_);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    setToolTip(
        tr("Ctrl+drag on the timeline selects a range and the lanes it crosses; "
           "Escape clears it"));
    recompute();
}

void StatsView::setSelection(TraceSnapshotPtr snapshot, StatsSelection selection, bool area) {
    snapshot_ = std::move(snapshot);
    selection_ = std::move(selection);
    area_ = area;
    if (isVisible())
        recompute();
    else
        stale_ = true;
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
    heading_->setText(area_ ? tr("Selected area: %1, %2 lanes. Escape on the timeline clears it.")
                                  .arg(range)
                                  .arg(laneCount)
                            : tr("Visible range: %1, every lane. Ctrl+drag on the timeline "
                                 "selects an area.")
                                  .arg(range));
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
