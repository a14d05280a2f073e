#include "ui/views/run_status.h"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <thread>

#include "ui/models/trace_model.h"
#include "ui/run_controller.h"

namespace asynclab {

RunStatus::RunStatus(QStatusBar* bar, RunController* controller)
    : QObject(bar), bar_(bar), controller_(controller) {
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("runProgress"));
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(260);
    progress_->setVisible(false);
    bar_->addPermanentWidget(progress_);
    auto* cpuLabel = new QLabel(tr("CPU threads: %1").arg(std::thread::hardware_concurrency()));
    cpuLabel->setObjectName(QStringLiteral("cpuThreadsLabel"));
    cpuLabel->setContentsMargins(8, 0, 8, 0);
    bar_->addPermanentWidget(cpuLabel);
    bar_->showMessage(tr("Ready"));

    connect(controller_, &RunController::started, this,
            [this](const QString& scenario) { scenario_ = scenario; });
    connect(controller_, &RunController::runningChanged, this, &RunStatus::runningChanged);
    connect(controller_, &RunController::pausedChanged, this, &RunStatus::pausedChanged);
    connect(controller_, &RunController::progressChanged, this,
            [this](const QString& step, double fraction) {
                progress_->setValue(static_cast<int>(fraction * 1000));
                progress_->setFormat(step + QStringLiteral(" %p%"));
            });
    connect(controller_, &RunController::finished, this, &RunStatus::finished);
    connect(controller_, &RunController::failed, this, [this](const QString& message) {
        bar_->showMessage(tr("Run failed: %1").arg(message));
    });
}

void RunStatus::runningChanged(bool running) {
    progress_->setVisible(running);
    progress_->setValue(0);
    if (running) bar_->showMessage(tr("Running %1...").arg(scenario_));
}

void RunStatus::pausedChanged(bool paused) {
    if (paused)
        bar_->showMessage(
            tr("Paused: the front end waits before its next op (F10 steps one op, F6 resumes)"));
    else if (controller_->isRunning())
        bar_->showMessage(tr("Running %1...").arg(scenario_));
}

void RunStatus::showStepped() {
    bar_->showMessage(tr("Paused: %n op(s) issued one at a time (F10 for the next, F6 to resume)",
                         nullptr, static_cast<int>(controller_->steppedOps() + 1)));
}

void RunStatus::finished() {
    const scenarios::ScenarioResult* result = controller_->lastResult();
    if (!result) return;
    const QString name = QString::fromStdString(result->scenario);
    bar_->showMessage(result->cancelled
                          ? tr("Stopped %1 early").arg(name)
                          : tr("Finished %1 in %2")
                                .arg(name, formatDuration(controller_->lastWallSeconds() * 1e9)));
}

}  // namespace asynclab
