// The Summary's Selection tables over one TraceStats (computeTraceStats): one row per op
// name (count, total, mean, max, share) and one per lane (busy, idle, blocked). Qt::UserRole
// gives the raw number of a cell (ns, a count, a fraction) for sorting.
#pragma once

#include <QAbstractTableModel>

#include "ui/models/trace_stats.h"

namespace asynclab {

class OpStatsTableModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Name = 0, Count, Total, Mean, Max, Share, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit OpStatsTableModel(QObject* parent = nullptr);
    void setStats(TraceStats stats);
    const TraceStats& stats() const { return stats_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    TraceStats stats_;
};

class LaneStatsTableModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Name = 0, Busy, Idle, Blocked, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit LaneStatsTableModel(QObject* parent = nullptr);
    void setStats(TraceStats stats);
    const TraceStats& stats() const { return stats_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    TraceStats stats_;
};

}  // namespace asynclab
