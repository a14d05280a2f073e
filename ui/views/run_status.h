// A run as the status bar tells it: a progress bar while it goes, and a line on what it is
// doing ("Running sync-vs-async...", "Paused: ...", "Finished ... in 1.20 s", "Run failed: ...").
#pragma once

#include <QObject>
#include <QString>

class QProgressBar;
class QStatusBar;

namespace asynclab {

class RunController;

class RunStatus : public QObject {
    Q_OBJECT

  public:
    /// Adds its progress bar and the machine's CPU count to `bar` and follows `controller`.
    RunStatus(QStatusBar* bar, RunController* controller);

    QProgressBar* progressBar() const { return progress_; }
    /// Says that the paused run let one more op through.
    void showStepped();

  private:
    void runningChanged(bool running);
    void pausedChanged(bool paused);
    void finished();

    QStatusBar* bar_ = nullptr;
    RunController* controller_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QString scenario_;
};

}  // namespace asynclab
