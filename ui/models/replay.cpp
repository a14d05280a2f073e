#include "ui/models/replay.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

#include "ui/models/dep_graph.h"
#include "ui/models/labels.h"

namespace asynclab {

namespace {

/// The value of `series` at `time`: its last sample at or before it (0 before the first).
double valueAt(const CounterSeries& series, TimeNs time) {
    const auto it = std::upper_bound(series.points.begin(), series.points.end(), time,
                                     [](TimeNs t, const CounterPoint& p) { return t < p.time; });
    return it == series.points.begin() ? 0.0 : std::prev(it)->value;
}

}  // namespace

const std::vector<double>& ReplayCursor::slowdowns() {
    static const std::vector<double> all{1, 10, 100, 1000};
    return all;
}

ReplayCursor::ReplayCursor(QObject* parent) : QObject(parent) {
    timer_.setInterval(16);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &ReplayCursor::tick);
}

void ReplayCursor::setSnapshot(TraceSnapshotPtr snapshot) {
    snapshot_ = std::move(snapshot);
    events_.clear();
    starts_.clear();
    ends_.clear();
    iterations_.clear();
    if (snapshot_) {
        iterations_ = runIterations(*snapshot_);
        for (const auto& lane : snapshot_->lanes)
            for (const OpSpan& s : lane->spans) {
                events_.push_back(s.start);
                events_.push_back(s.end);
                if (s.parent != 0) continue;  // a bulk's inner ops count as their bulk
                starts_.push_back(s.start);
                ends_.push_back(s.end);
            }
        std::sort(events_.begin(), events_.end());
        events_.erase(std::unique(events_.begin(), events_.end()), events_.end());
        std::sort(starts_.begin(), starts_.end());
        std::sort(ends_.begin(), ends_.end());
    }
    emit snapshotChanged();
    if (active_) setTime(time_);
}

void ReplayCursor::setTime(TimeNs time) {
    if (snapshot_) time = std::clamp(time, snapshot_->begin, snapshot_->end);
    const bool was = active_;
    active_ = true;
    if (time != time_ || !was) {
        time_ = time;
        emit timeChanged(time_);
    }
    if (!was) emit activeChanged(true);
}

void ReplayCursor::clear() {
    pause();
    if (!active_) return;
    active_ = false;
    emit activeChanged(false);
}

bool ReplayCursor::stepForward() {
    if (!snapshot_) return false;
    const TimeNs from = active_ ? time_ : snapshot_->begin - 1;
    const auto it = std::upper_bound(events_.begin(), events_.end(), from);
    if (it == events_.end()) return false;
    setTime(*it);
    return true;
}

bool ReplayCursor::stepBack() {
    if (!snapshot_ || events_.empty()) return false;
    const TimeNs from = active_ ? time_ : snapshot_->end + 1;
    const auto it = std::lower_bound(events_.begin(), events_.end(), from);
    if (it == events_.begin()) return false;
    setTime(*std::prev(it));
    return true;
}

void ReplayCursor::play() {
    if (!snapshot_ || playing()) return;
    if (!active_ || time_ >= snapshot_->end) setTime(snapshot_->begin);
    wall_.start();
    timer_.start();
    emit playingChanged(true);
}

void ReplayCursor::pause() {
    if (!playing()) return;
    timer_.stop();
    emit playingChanged(false);
}

void ReplayCursor::setSlowdown(double slowdown) {
    slowdown_ = std::clamp(slowdown, 1.0, 1000.0);
}

void ReplayCursor::advance(std::chrono::nanoseconds wall) {
    if (!snapshot_) return;
    const auto step =
        static_cast<TimeNs>(std::llround(static_cast<double>(wall.count()) / slowdown_));
    setTime(std::min(snapshot_->end, time_ + std::max<TimeNs>(step, 0)));
    if (time_ >= snapshot_->end) pause();
}

void ReplayCursor::tick() {
    advance(std::chrono::nanoseconds(wall_.nsecsElapsed()));
    wall_.restart();
}

int ReplayCursor::iterationAt(TimeNs time) const {
    // The first iteration that ends after `time` (ranges are in order, each [begin, end)).
    const auto it = std::upper_bound(
        iterations_.begin(), iterations_.end(), time,
        [](TimeNs t, const std::pair<TimeNs, TimeNs>& range) { return t < range.second; });
    if (it == iterations_.end())
        return iterations_.empty() ? -1 : static_cast<int>(iterations_.size()) - 1;
    return time >= it->first ? static_cast<int>(it - iterations_.begin()) : -1;
}

ReplayCursor::Reading ReplayCursor::readingAt(TimeNs time) const {
    Reading r;
    r.time = time;
    if (!snapshot_) return r;
    const TraceSnapshot& snap = *snapshot_;
    if (const CounterSeries* q = snap.counter(CounterKind::QueueDepth)) {
        r.queueDepth = valueAt(*q, time);
        r.hasQueueDepth = true;
    }
    for (const auto& series : snap.counters)
        if (series->kind == CounterKind::MemoryBytes)
            r.memory.emplace_back(QString::fromStdString(series->device.name()),
                                  valueAt(*series, time));
    // Ops done: ended by then; running: started by then and not ended. Binary searches: a
    // reading is taken at every step of a replay.
    const auto upTo = [time](const std::vector<TimeNs>& sorted) {
        return static_cast<int>(std::upper_bound(sorted.begin(), sorted.end(), time) -
                                sorted.begin());
    };
    r.done = upTo(ends_);
    r.running = upTo(starts_) - r.done;
    // The front end: blocked at a sync point, or how far it had got pushing ops.
    QStringList where;
    for (const auto& lane : snap.lanes) {
        if (lane->info.role != LaneRole::FrontEnd) continue;
        const auto pushed =
            std::upper_bound(lane->issues.begin(), lane->issues.end(), time,
                             [](TimeNs t, const IssueTick& tick) { return t < tick.time; });
        r.pushed += static_cast<int>(pushed - lane->issues.begin());
        const QString name = laneLabel(lane->info);
        const auto sync = lane->sync_at(time);
        // Blocked during [begin, end): at its end the front end goes on.
        if (sync && lane->syncs[*sync].end > time) {
            const SyncSpan& s = lane->syncs[*sync];
            const QString what =
                s.what < snap.names->size() ? QString::fromStdString(snap.name(s.what)) : QString();
            where << (what.isEmpty()
                          ? tr("%1 blocked in %2").arg(name, QLatin1String(sync_kind_name(s.kind)))
                          : tr("%1 blocked in %2, waiting for %3")
                                .arg(name, QLatin1String(sync_kind_name(s.kind)), what));
        } else if (pushed == lane->issues.end() && !lane->issues.empty() &&
                   time >= lane->issues.back().time) {
            where << tr("%1 has pushed all its %n op(s)", nullptr,
                        static_cast<int>(lane->issues.size()))
                         .arg(name);
        } else {
            where << tr("%1 has pushed %2 of %3 ops")
                         .arg(name)
                         .arg(pushed - lane->issues.begin())
                         .arg(lane->issues.size());
        }
    }
    r.frontEnd = where.join(QStringLiteral("; "));
    return r;
}

}  // namespace asynclab
