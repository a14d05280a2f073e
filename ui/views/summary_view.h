// What a run came to: wall time, the scenario's metrics, whether the chapter's phenomenon
// held, and one row per lane (ops, busy time, utilization).
#pragma once

#include <QWidget>

#include "engine/scenarios/scenario.h"
#include "ui/models/trace_model.h"

class QLabel;
class QTableView;
class QTableWidget;
class QTabWidget;

namespace asynclab {

class SummaryView : public QWidget {
    Q_OBJECT

  public:
    explicit SummaryView(QWidget* parent = nullptr);

    /// The lane table follows `model` (nullptr: stop).
    void setTraceModel(TraceModel* model);
    /// Shows a finished run that took `wallSeconds` on this machine.
    void setResult(const scenarios::ScenarioResult& result, double wallSeconds);
    /// Forgets the last result (a new run started, or a trace was opened).
    void clear(const QString& headline = {});

    LaneTableModel* laneModel() const { return lanes_; }
    QTableWidget* metricsTable() const { return metrics_; }
    QString headline() const;
    QString phenomenonText() const;
    /// The verdict as the label before the phenomenon: "Holds:", "Does not hold:", "Not
    /// checked:", or a scenario's own word ("Asynchronous:"), in the interface's language.
    static QString verdictLabel(const scenarios::Phenomenon& phenomenon);
    /// The tabs that hold the metrics (first) and the lane table.
    QTabWidget* tabs() const { return tabs_; }

  private:
    void updateTabTitles();

    QLabel* headline_ = nullptr;
    QLabel* phenomenon_ = nullptr;
    QTableWidget* metrics_ = nullptr;
    QTableView* laneTable_ = nullptr;
    LaneTableModel* lanes_ = nullptr;
    QTabWidget* tabs_ = nullptr;
};

}  // namespace asynclab
