#include "ui/models/trace_model.h"

#include "ui/models/labels.h"

#include <QLocale>
#include <array>
#include <cmath>
#include <mutex>

namespace asynclab {

/// What the collector thread talks to: a target pointer cleared (under the mutex) when
/// the model goes away, so no call is posted to a dead object.
struct TraceModel::Relay {
    std::mutex mutex;
    TraceModel* target = nullptr;

    void post(quint64 generation, const Profiler::Batch& batch) {
        std::lock_guard lock(mutex);
        if (!target) return;
        TraceModel* model = target;
        QMetaObject::invokeMethod(
            model, [model, generation, batch] { model->receive(generation, batch); },
            Qt::QueuedConnection);
    }
    void postLanes(quint64 generation, std::vector<LaneId> lanes) {
        std::lock_guard lock(mutex);
        if (!target) return;
        TraceModel* model = target;
        QMetaObject::invokeMethod(
            model,
            [model, generation, lanes = std::move(lanes)] {
                model->receiveLanes(generation, lanes);
            },
            Qt::QueuedConnection);
    }
};

TraceModel::TraceModel(QObject* parent)
    : QObject(parent), snapshot_(empty_snapshot()), relay_(std::make_shared<Relay>()) {
    relay_->target = this;
    timer_.setSingleShot(true);
    timer_.setInterval(30);  // at most ~30 snapshots a second, whatever the event rate
    connect(&timer_, &QTimer::timeout, this, &TraceModel::publish);
}

TraceModel::~TraceModel() {
    detach();
    std::lock_guard lock(relay_->mutex);
    relay_->target = nullptr;
}

void TraceModel::detach() {
    // unsubscribe() returns only once no delivery to us is in progress.
    if (profiler_ && subscription_ != 0) profiler_->unsubscribe(subscription_);
    profiler_ = nullptr;
    subscription_ = 0;
}

void TraceModel::attach(Profiler* profiler) {
    detach();
    reset();
    profiler_ = profiler;
    if (!profiler_) return;
    const quint64 generation = generation_;
    std::shared_ptr<Relay> relay = relay_;
    subscription_ = profiler_->subscribe(
        [relay, generation](const Profiler::Batch& batch) { relay->post(generation, batch); });
}

void TraceModel::reset() {
    ++generation_;
    builder_.clear();
    timer_.stop();
    snapshot_ = empty_snapshot();
    emit snapshotChanged();
}

void TraceModel::setSnapshot(TraceSnapshotPtr snapshot) {
    detach();
    ++generation_;
    builder_.clear();
    timer_.stop();
    snapshot_ = snapshot ? std::move(snapshot) : empty_snapshot();
    emit snapshotChanged();
}

void TraceModel::receive(quint64 generation, Profiler::Batch batch) {
    if (generation != generation_ || !batch) return;  // from a run we no longer show
    builder_.add(*batch);
    scheduleUpdate();
}

void TraceModel::receiveLanes(quint64 generation, const std::vector<LaneId>& lanes) {
    if (generation != generation_) return;
    for (const LaneId& lane : lanes) builder_.add_lane(lane);
    scheduleUpdate();
}

std::function<void(const EventBatch&)> TraceModel::batchFeed() {
    return [relay = relay_, generation = generation_](const EventBatch& batch) {
        relay->post(generation, std::make_shared<const EventBatch>(batch));
    };
}

std::function<void(const std::vector<LaneId>&)> TraceModel::laneFeed() {
    return [relay = relay_, generation = generation_](const std::vector<LaneId>& lanes) {
        relay->postLanes(generation, lanes);
    };
}

void TraceModel::addBatch(const EventBatch& batch) {
    builder_.add(batch);
    scheduleUpdate();
}

void TraceModel::addLane(LaneId lane) {
    builder_.add_lane(lane);
    scheduleUpdate();
}

void TraceModel::scheduleUpdate() {
    if (!timer_.isActive()) timer_.start();
}

void TraceModel::flush() {
    timer_.stop();
    publish();
}

void TraceModel::publish() {
    if (!builder_.dirty()) return;
    snapshot_ = builder_.snapshot();
    emit snapshotChanged();
}

// --- LaneTableModel ------------------------------------------------------------------

namespace {

/// `value` in the largest of four units, each 1000 times the one before, that keeps it at
/// 1 or more: whole numbers in the first, four significant digits in the others
/// (formatNumber: "1.25 ms", "1,25 ms" in German).
QString formatThousands(double value, const std::array<const char*, 4>& units) {
    const double a = std::abs(value);
    if (a < 1e3)
        return QStringLiteral("%1 %2").arg(formatNumber(value, 'f', 0),
                                           QString::fromUtf8(units[0]));
    double scale = 1e3;
    std::size_t i = 1;
    for (; i + 1 < units.size() && a >= scale * 1e3; ++i) scale *= 1e3;
    return QStringLiteral("%1 %2").arg(formatNumber(value / scale, 'g', 4),
                                       QString::fromUtf8(units[i]));
}

}  // namespace

QString formatNumber(double value, char format, int precision) {
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value, format, precision);
}

QString formatDuration(double ns) {
    return formatThousands(ns, {"ns", "µs", "ms", "s"});
}

QString formatBytes(double bytes) {
    return formatThousands(bytes, {"B", "KB", "MB", "GB"});
}

LaneTableModel::LaneTableModel(QObject* parent)
    : QAbstractTableModel(parent), snapshot_(empty_snapshot()) {}

void LaneTableModel::setTraceModel(TraceModel* model) {
    disconnect(connection_);
    if (!model) return;
    connection_ = connect(model, &TraceModel::snapshotChanged, this,
                          [this, model] { setSnapshot(model->snapshot()); });
    setSnapshot(model->snapshot());
}

void LaneTableModel::setSnapshot(TraceSnapshotPtr snapshot) {
    if (!snapshot) snapshot = empty_snapshot();
    bool same_rows = snapshot->lanes.size() == snapshot_->lanes.size();
    for (std::size_t i = 0; same_rows && i < snapshot->lanes.size(); ++i) {
        same_rows = snapshot->lanes[i]->info.name == snapshot_->lanes[i]->info.name &&
                    snapshot->lanes[i]->info.device == snapshot_->lanes[i]->info.device;
    }
    if (same_rows) {
        snapshot_ = std::move(snapshot);
        if (rowCount() > 0) {
            emit dataChanged(index(0, Ops), index(rowCount() - 1, Utilization));
        }
        return;
    }
    beginResetModel();
    snapshot_ = std::move(snapshot);
    endResetModel();
}

int LaneTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(snapshot_->lanes.size());
}

int LaneTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LaneTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const std::size_t row = static_cast<std::size_t>(index.row());
    const LaneData& lane = *snapshot_->lanes[row];
    const double busy = static_cast<double>(lane.busy);
    const double util = snapshot_->utilization(row);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Name: return laneLabel(lane.info);
            case Device: return QString::fromStdString(lane.info.device);
            case Ops: return static_cast<qulonglong>(lane.spans.size());
            case Busy: return formatDuration(busy);
            case Utilization: return QStringLiteral("%1 %").arg(util * 100.0, 0, 'f', 1);
        }
    } else if (role == SortRole) {
        switch (index.column()) {
            case Name: return laneLabel(lane.info);
            case Device: return QString::fromStdString(lane.info.device);
            case Ops: return static_cast<qulonglong>(lane.spans.size());
            case Busy: return busy;
            case Utilization: return util;
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() >= Ops) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ToolTipRole && index.column() == Busy) {
        return tr("Union of the lane's op intervals");
    }
    return {};
}

QVariant LaneTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
        case Name: return tr("Lane");
        case Device: return tr("Device");
        case Ops: return tr("Ops");
        case Busy: return tr("Busy");
        case Utilization: return tr("Utilization");
    }
    return {};
}

}  // namespace asynclab
