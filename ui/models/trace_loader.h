// Reads a trace file on a worker thread, so that a trace of hundreds of megabytes leaves
// the window responsive: progress as it goes, Cancel at any time. Each load carries a
// generation: a result that arrives after its load was cancelled or replaced is dropped.
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <memory>

#include "ui/models/trace_snapshot.h"

class QThread;

namespace asynclab {

class TraceLoader : public QObject {
    Q_OBJECT

  public:
    explicit TraceLoader(QObject* parent = nullptr);
    /// Cancels what is being read and waits for the worker threads.
    ~TraceLoader() override;

    /// Starts reading `path`; a load in progress is cancelled first.
    void start(const QString& path);
    /// Stops the current load: cancelled() comes at once, and whatever its thread still
    /// delivers is dropped.
    void cancel();
    bool isLoading() const { return current_ != nullptr; }
    /// The file being read ("" when none).
    QString path() const;

  signals:
    /// Bytes of the file read so far, of `total` (as stored: a .json.gz counts compressed
    /// bytes).
    void progress(const QString& path, qint64 done, qint64 total);
    void loaded(const QString& path, asynclab::TraceSnapshotPtr snapshot);
    /// The read failed; `error` names the file and the problem.
    void failed(const QString& path, const QString& error);
    void cancelled(const QString& path);
    void loadingChanged(bool loading);

  private:
    struct Job {
        QString path;
        std::atomic<bool> cancel{false};
    };
    void finish(const std::shared_ptr<Job>& job, TraceSnapshotPtr snapshot, const QString& error);

    std::shared_ptr<Job> current_;
};

}  // namespace asynclab
