// The live model of a run: receives profiler batches (on the profiler's collector
// thread), feeds them to a TraceBuilder on the UI thread and publishes a new immutable
// snapshot at most every ~50 ms. LaneTableModel shows one row per lane of a snapshot.
#pragma once

#include <QAbstractTableModel>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <vector>

#include "engine/profiler/profiler.h"
#include "ui/models/trace_snapshot.h"

namespace asynclab {

class TraceModel : public QObject {
    Q_OBJECT

  public:
    explicit TraceModel(QObject* parent = nullptr);
    ~TraceModel() override;

    /// The current snapshot (never null).
    TraceSnapshotPtr snapshot() const { return snapshot_; }

    /// Follows `profiler` (nullptr: stop following); starts a new run (see reset()).
    /// The profiler must outlive this model or be detached first.
    void attach(Profiler* profiler);
    Profiler* profiler() const { return profiler_; }
    /// Drops everything (and batches still in flight from an earlier run).
    void reset();
    /// Shows a finished snapshot (e.g. an imported trace); detaches from the profiler.
    void setSnapshot(TraceSnapshotPtr snapshot);
    /// Adds a batch on the calling (UI) thread; published with the next coalesced update.
    void addBatch(const EventBatch& batch);
    /// Shows a lane before anything ran on it.
    void addLane(LaneId lane);
    /// Publishes what arrived so far now, without waiting for the coalescing timer.
    void flush();

    /// Feeds for a run that is going on another thread: callable from any thread, they
    /// queue batches (and lanes) to this model's thread, where they are added like
    /// addBatch(); anything still queued after the next reset is dropped.
    std::function<void(const EventBatch&)> batchFeed();
    std::function<void(const std::vector<LaneId>&)> laneFeed();

    /// Minimum time between two snapshotChanged signals.
    int updateInterval() const { return timer_.interval(); }
    void setUpdateInterval(int ms) { timer_.setInterval(ms); }
    /// Increases with every reset, attach and setSnapshot.
    quint64 generation() const { return generation_; }

  signals:
    void snapshotChanged();

  private:
    struct Relay;
    void receive(quint64 generation, Profiler::Batch batch);
    void receiveLanes(quint64 generation, const std::vector<LaneId>& lanes);
    void scheduleUpdate();
    void publish();
    void detach();

    TraceBuilder builder_;
    TraceSnapshotPtr snapshot_;
    Profiler* profiler_ = nullptr;
    int subscription_ = 0;
    std::shared_ptr<Relay> relay_;
    quint64 generation_ = 0;
    QTimer timer_;
};

/// One row per lane of a snapshot: name, device, ops, busy time, utilization.
class LaneTableModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Name = 0, Device, Ops, Busy, Utilization, ColumnCount };
    /// For Busy and Utilization, Qt::UserRole gives the raw number (ns, fraction).
    static constexpr int SortRole = Qt::UserRole;

    explicit LaneTableModel(QObject* parent = nullptr);

    void setSnapshot(TraceSnapshotPtr snapshot);
    /// Follows `model`'s snapshots (nullptr: stop).
    void setTraceModel(TraceModel* model);
    TraceSnapshotPtr snapshot() const { return snapshot_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

  private:
    TraceSnapshotPtr snapshot_;
    QMetaObject::Connection connection_;
};

/// A number for people, as QString::number(value, format, precision) writes it but with the
/// default locale's decimal point ("2,5" in German) and no digit grouping: the one way the
/// interface writes the numbers of its labels, axes and tables.
QString formatNumber(double value, char format = 'g', int precision = 6);
/// "1.25 ms", "830 ns", "2.5 s": a duration for people.
QString formatDuration(double ns);
/// "192 B", "48.5 KB", "1.25 GB": a size for people, in the memory chart's decimal units.
QString formatBytes(double bytes);

}  // namespace asynclab
