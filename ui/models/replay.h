// Replaying a finished run (or an opened trace) in slow motion: a time cursor that is set,
// dragged, stepped from one op's start or end to the next, or played at 1x to 1000x slower
// than the run went; and what the run was doing at the cursor (the front end's position,
// the queue's depth, memory in use per device, ops running). The dependency graph shows
// each op's state at the cursor; the timeline draws it.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <chrono>
#include <utility>
#include <vector>

#include "ui/models/trace_snapshot.h"

namespace asynclab {

class ReplayCursor : public QObject {
    Q_OBJECT

  public:
    /// The slowdowns offered: 1 (as fast as the run went) to 1000 (a millisecond of the
    /// run per second).
    static const std::vector<double>& slowdowns();

    /// What the run was doing at an instant.
    struct Reading {
        TimeNs time = 0;
        double queueDepth = 0;  ///< ops pushed and not finished (0 without the counter)
        bool hasQueueDepth = false;
        std::vector<std::pair<QString, double>> memory;  ///< device name, bytes in use
        int running = 0;                                 ///< ops running
        int done = 0;                                    ///< ops finished
        int pushed = 0;                                  ///< ops the front end had pushed
        QString frontEnd;  ///< where the front end was: blocked at a sync, or issuing
    };

    explicit ReplayCursor(QObject* parent = nullptr);

    /// The run to replay; the cursor stays where it was, within the new run.
    void setSnapshot(TraceSnapshotPtr snapshot);
    TraceSnapshotPtr snapshot() const { return snapshot_; }

    /// Whether the cursor is shown (a time was set and not cleared).
    bool isActive() const { return active_; }
    TimeNs time() const { return time_; }
    /// Shows the cursor at `time`, kept within the run.
    void setTime(TimeNs time);
    /// Hides the cursor (the views show the run's end again); stops playing.
    void clear();
    /// To the next (previous) instant an op starts or ends; false when there is none.
    bool stepForward();
    bool stepBack();
    /// Every instant an op starts or ends, in order.
    const std::vector<TimeNs>& eventTimes() const { return events_; }

    /// Plays from the cursor (from the start when it is at the end, or not shown).
    void play();
    void pause();
    void togglePlay() { playing() ? pause() : play(); }
    bool playing() const { return timer_.isActive(); }
    /// How many times slower than the run went: kept within [1, 1000].
    void setSlowdown(double slowdown);
    double slowdown() const { return slowdown_; }
    /// Moves the cursor as `wall` of playing does (the timer calls it; tests too); pauses
    /// at the run's end.
    void advance(std::chrono::nanoseconds wall);

    /// The iteration (runIterations(): ops pushed between sync points) holding `time`, -1
    /// when there is none; the last one holds everything after it.
    int iterationAt(TimeNs time) const;

    Reading readingAt(TimeNs time) const;
    Reading reading() const { return readingAt(time_); }

  signals:
    /// Another run to replay (or none).
    void snapshotChanged();
    void timeChanged(asynclab::TimeNs time);
    void activeChanged(bool active);
    void playingChanged(bool playing);

  private:
    void tick();

    TraceSnapshotPtr snapshot_;
    std::vector<TimeNs> events_;
    std::vector<TimeNs> starts_, ends_;  ///< of the top-level ops, each sorted
    std::vector<std::pair<TimeNs, TimeNs>> iterations_;
    bool active_ = false;
    TimeNs time_ = 0;
    double slowdown_ = 100;
    QTimer timer_;
    QElapsedTimer wall_;
};

}  // namespace asynclab
