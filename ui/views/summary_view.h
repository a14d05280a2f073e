// What a run came to: wall time, the scenario's metrics, whether the chapter's phenomenon
// held, one row per lane (ops, busy time, utilization), where each lane's time went (a
// stacked bar per lane) and the statistics of the timeline's selection.
#pragma once

#include <QWidget>

#include "engine/scenarios/scenario.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_stats.h"

class QLabel;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace asynclab {

class StatsView;
class TimeBreakdownChart;

class SummaryView : public QWidget {
    Q_OBJECT

  public:
    explicit SummaryView(QWidget* parent = nullptr);

    /// The lane table follows `model` (nullptr: stop).
    void setTraceModel(TraceModel* model);
    /// Shows a finished run that took `wallSeconds` on this machine; a simulated one, by
    /// the time its trace spans on the virtual clock (`simulatedSpan`, when known).
    void setResult(const scenarios::ScenarioResult& result, double wallSeconds,
                   TimeNs simulatedSpan = 0);
    /// Forgets the last result (a new run started, or a trace was opened).
    void clear(const QString& headline = {});
    /// Fills the metrics table (a trace opened from a file: traceMetrics()).
    void setMetrics(const std::vector<std::pair<std::string, double>>& metrics);

    LaneTableModel* laneModel() const { return lanes_; }
    QTableWidget* metricsTable() const { return metrics_; }
    QString headline() const;
    QString phenomenonText() const;
    /// The verdict as the label before the phenomenon: "Holds:", "Does not hold:", "Not
    /// checked:", or a scenario's own word ("Asynchronous:"), in the interface's language.
    static QString verdictLabel(const scenarios::Phenomenon& phenomenon);
    /// The tabs: the metrics (first), the lane table, where the time went, the selection's
    /// statistics.
    QTabWidget* tabs() const { return tabs_; }
    enum Tab { MetricsTab = 0, LanesTab, TimeTab, SelectionTab };

    TimeBreakdownChart* breakdownChart() const { return breakdown_; }
    StatsView* statsView() const { return stats_; }
    /// The statistics tab shows `selection` of `snapshot` (`area`: the user selected it).
    void setSelectionStats(TraceSnapshotPtr snapshot, StatsSelection selection, bool area);
    /// Recomputes where the time went from the trace model's snapshot now.
    void refreshBreakdown();

  private:
    void updateTabTitles();
    TraceModel* model_ = nullptr;
    TimeBreakdownChart* breakdown_ = nullptr;
    StatsView* stats_ = nullptr;
    bool breakdownStale_ = true;

    QLabel* headline_ = nullptr;
    QLabel* phenomenon_ = nullptr;
    QTableWidget* metrics_ = nullptr;
    QTableView* laneTable_ = nullptr;
    LaneTableModel* lanes_ = nullptr;
    QTabWidget* tabs_ = nullptr;
};

}  // namespace asynclab
