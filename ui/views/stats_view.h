// Statistics of what the timeline selects (an area dragged with Ctrl, else the visible
// range): a sortable table per op name (count, total, mean, max, share) and one per lane
// (busy, idle, blocked), one shown at a time, as computeTraceStats defines them; each
// copies as CSV (the button copies the one shown; the tables' context menus).
#pragma once

#include <QTimer>
#include <QWidget>

#include "ui/models/stats_tables.h"
#include "ui/models/trace_stats.h"

class QLabel;
class QTableView;

namespace asynclab {

class StatsView : public QWidget {
    Q_OBJECT

  public:
    explicit StatsView(QWidget* parent = nullptr);

    /// Shows the statistics of `selection` of `snapshot`: computed shortly when shown (calls
    /// in a burst, as a live run or a pan makes them, cost one computation), else when next
    /// shown; `area`: the user selected it (else it is the visible range).
    void setSelection(TraceSnapshotPtr snapshot, StatsSelection selection, bool area);

    OpStatsTableModel* opModel() const { return ops_; }
    LaneStatsTableModel* laneModel() const { return lanes_; }
    QTableView* opTable() const { return opTable_; }
    QString heading() const;
    /// The tables as CSV, as the copy buttons put them on the clipboard.
    QString opCsv() const;
    QString laneCsv() const;

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    void recompute();

    TraceSnapshotPtr snapshot_;
    StatsSelection selection_;
    bool area_ = false;
    bool stale_ = false;
    QTimer timer_;
    QLabel* heading_ = nullptr;
    OpStatsTableModel* ops_ = nullptr;
    LaneStatsTableModel* lanes_ = nullptr;
    QTableView* opTable_ = nullptr;
    QTableView* laneTable_ = nullptr;
};

}  // namespace asynclab
