#include "ui/code_controller.h"

#include <utility>

#include "ui/models/trace_model.h"  // run_controller.h needs it whole
#include "ui/run_controller.h"

#ifdef ASYNCLAB_WITH_PYTHON
#include "frontend/python/notebook.h"
#endif

namespace asynclab {

/// What the worker leaves for the UI thread about a run of cells (read once it is over).
struct CodeController::Outcome {
    int cellsDone = 0;
    QString error;
    int errorLine = 0;
    bool interrupted = false;
    bool started = false;  ///< the kernel, after the run
    int cellsRun = 0;
};

CodeController::CodeController(RunController* runs, QObject* parent)
    : QObject(parent), runs_(runs) {
    connect(runs, &RunController::finished, this, [this] {
        if (running_) finish({});
    });
    connect(runs, &RunController::failed, this, [this](const QString& message) {
        if (running_) finish(message);
    });
}

CodeController::~CodeController() = default;

bool CodeController::available() {
#ifdef ASYNCLAB_WITH_PYTHON
    return true;
#else
    return false;
#endif
}

QString CodeController::unavailableReason() {
    if (available()) return {};
    return tr(
        "This build of AsyncLab has no Python front end, so cells cannot run: it was "
        "built without python3-dev and pybind11-dev (scripts/install-deps.sh installs "
        "them). Scripts can still be opened, edited and saved.");
}

scenarios::RunMode CodeController::mode() const {
    return kernelStarted_ ? kernelMode_ : mode_;
}

bool CodeController::run(const std::vector<CodeCell>& cells, const QString& file) {
#ifdef ASYNCLAB_WITH_PYTHON
    if (running_ || !runs_ || runs_->isRunning()) return false;
    std::vector<python::Notebook::Cell> toRun;
    int lastLine = 0;
    for (const CodeCell& cell : cells) {
        if (cell.empty) continue;
        toRun.push_back({cell.source.toStdString(), cell.firstLine});
        lastLine = cell.lastLine;
    }
    if (toRun.empty()) return false;
    // A kernel that has not started yet starts in the mode, and with the GPUs, asked for now.
    if (!notebook_ || (!kernelStarted_ && (notebook_->mode() != mode_ || notebookGpus_ != gpus_))) {
        notebook_ = std::make_shared<python::Notebook>(
            mode_,
            std::vector<std::pair<std::string, std::string>>{{"gpus", std::to_string(gpus_)}});
        notebookGpus_ = gpus_;
    }
    const int firstLine = toRun.front().firstLine;
    auto outcome = std::make_shared<Outcome>();
    outcome_ = outcome;
    running_ = true;
    const bool started = runs_->start(
        QStringLiteral("python"), notebook_->mode(),
        [notebook = notebook_, toRun = std::move(toRun), file = file.toStdString(),
         outcome](scenarios::RunContext& ctx) {
            // A cell's values are what it prints: its ops compute them.
            ctx.timing_only = false;
            python::Notebook::Run run = notebook->run(toRun, file, ctx);
            outcome->cellsDone = run.cellsDone;
            outcome->interrupted = run.result.cancelled;
            if (run.error && !run.error->interrupted) {
                outcome->error = QString::fromStdString(run.error->what());
                outcome->errorLine = run.error->line;
            }
            outcome->started = notebook->started();
            outcome->cellsRun = notebook->cellsRun();
            return std::move(run.result);
        },
        notebook_->pauseControl());
    if (!started) {
        running_ = false;
        outcome_.reset();
        return false;
    }
    emit runStarted(firstLine, lastLine);
    return true;
#else
    (void)cells;
    (void)file;
    return false;
#endif
}

void CodeController::finish(const QString& failure) {
    running_ = false;
    const std::shared_ptr<Outcome> outcome = std::exchange(outcome_, nullptr);
    if (!outcome) return;
    kernelStarted_ = outcome->started;
    cellsRun_ = outcome->cellsRun;
#ifdef ASYNCLAB_WITH_PYTHON  // without it there is no notebook (and Notebook is incomplete)
    if (kernelStarted_ && notebook_) {
        kernelMode_ = notebook_->mode();
        kernelGpus_ = notebookGpus_;
    }
#endif
    // The front end failing is the RunController's failed(), which says it.
    if (!failure.isEmpty())
        emit runEnded(0, {}, 0, false);
    else
        emit runEnded(outcome->cellsDone, outcome->error, outcome->errorLine, outcome->interrupted);
    emit kernelChanged();
}

bool CodeController::restart() {
    if (running_ || (runs_ && runs_->isRunning())) return false;
    // Dropping the kernel drops its namespace, then its engine; the next cell starts anew.
    notebook_.reset();
    kernelStarted_ = false;
    cellsRun_ = 0;
    emit kernelChanged();
    return true;
}

}  // namespace asynclab
