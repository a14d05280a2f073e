// Two runs compared measure by measure: wall time, front-end issue time, time blocked at
// sync points, utilization per device and lane, peak memory per device, op count, the
// scenario's metrics and the ops that took longest. Pure functions of the two runs, and a
// table model of the rows for any view. Qt Core only.
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/scenarios/scenario.h"
#include "ui/models/trace_snapshot.h"

namespace asynclab {

/// One side of a comparison.
struct CompareRun {
    QString label;              ///< "sync", "async", "imperative", "hybridized"
    TraceSnapshotPtr snapshot;  ///< null: an empty run
    /// The scenario's metrics (name, value) in report order; may be empty.
    std::vector<std::pair<std::string, double>> metrics;
};

/// A run of a scenario as one side of a comparison (its events built into a snapshot).
CompareRun compareRunFromResult(const QString& label, const scenarios::ScenarioResult& result);

enum class CompareUnit {
    Duration,  ///< nanoseconds
    Fraction,  ///< in [0, 1], shown as a percentage; differences in percentage points
    Bytes,
    Count,
    Number,  ///< a scenario metric without a known unit
};

/// One measure of both runs. A value is absent when the run does not have it (a lane or a
/// device only one run used, a metric only one reported).
struct ComparisonRow {
    QString measure;  ///< "wall time", "utilization gpu(0)", "peak memory cpu(0)", ...
    QString label;    ///< the measure in the interface's language (the table shows it)
    CompareUnit unit = CompareUnit::Number;
    std::optional<double> a;
    std::optional<double> b;

    /// b - a when both are present.
    std::optional<double> delta() const;
    /// b / a when both are present and a != 0.
    std::optional<double> ratio() const;
};

/// Op names that get rows of their own in compareRuns.
inline constexpr std::size_t kCompareOpNames = 8;

/// The measures of two runs, in this order:
/// - "wall time": first to last event of the run;
/// - "front-end issue time": from the run's start to the last op the front end pushed
///   (when the front end got control back, as the chapter's timers measure it);
/// - "blocked at sync points": time the front-end threads spent blocked (union per
///   thread, summed over threads);
/// - "ops": ops run (inner ops of bulks included);
/// - "utilization <device>": union of the busy time of the device's compute lanes over
///   the wall time, for every device with a compute or copy lane in either run;
/// - "utilization <lane>": busy time of each compute and copy lane over the wall time,
///   when its device has more than one such lane (and every lane of a foreign trace);
/// - "peak memory <device>": largest value of the device's memory counter;
/// - "metric <name>": the scenario metrics of either run ("_s" metrics as durations,
///   "_bytes" ones as bytes);
/// - "time in <op>" and "median <op>": the total and the median running time of the ops of
///   that name (the spans drawn on the lanes, a bulk or a compiled graph as one), for the
///   kCompareOpNames names that took the longest in either run, the longest first (a real
///   run beside its simulation shows which ops the cost model gets wrong).
/// Pure: depends only on the two runs.
std::vector<ComparisonRow> compareRuns(const CompareRun& a, const CompareRun& b);

/// A value as shown in the table ("1.25 ms", "42.0 %", "12.3 MB", "10000").
QString formatCompareValue(double value, CompareUnit unit);
/// A difference b - a with its sign ("+1.25 ms", "-12.0 pp", "+3").
QString formatCompareDelta(double delta, CompareUnit unit);
/// A ratio b / a ("0.41x").
QString formatCompareRatio(double ratio);

/// compareRuns(a, b) as a table: Measure, A, B, B - A and B / A, values as the interface
/// writes them, the raw numbers under RawValueRole.
class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Measure = 0, ValueA, ValueB, Delta, Ratio, ColumnCount };
    /// Role of the value cells holding the raw number (absent: invalid QVariant).
    static constexpr int RawValueRole = Qt::UserRole;

    using QAbstractTableModel::QAbstractTableModel;
    /// Shows `rows`, the runs' labels heading the A and B columns.
    void setRows(std::vector<ComparisonRow> rows, const QString& labelA, const QString& labelB);
    const std::vector<ComparisonRow>& rows() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    std::vector<ComparisonRow> rows_;
    QString labelA_, labelB_;
};

}  // namespace asynclab
