// Runs the Code dock's cells as a notebook kernel (python::Notebook): one namespace and
// one engine from cell to cell until Restart. Each run of cells goes through the window's
// RunController like a scenario's run (its worker thread, live views, Stop, Pause, Step,
// output); this says which lines ran and how they ended. Without the Python front end in
// the build it runs nothing and says why.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>
#include <vector>

#include "engine/scenarios/scenario.h"
#include "ui/models/code_cells.h"

namespace asynclab {

namespace python {
class Notebook;
}

class RunController;

class CodeController : public QObject {
    Q_OBJECT

  public:
    /// Runs through `runs`, which must outlive this.
    explicit CodeController(RunController* runs, QObject* parent = nullptr);
    ~CodeController() override;

    /// Whether this build has the Python front end.
    static bool available();
    /// Why cells cannot run here (empty when available()).
    static QString unavailableReason();

    /// The mode a kernel starts in (real: this machine; sim: the simulated one with one
    /// GPU); a started kernel keeps its own until Restart.
    void setMode(scenarios::RunMode mode) { mode_ = mode; }
    /// The started kernel's mode, else the one it will start in.
    scenarios::RunMode mode() const;
    /// The simulated GPUs a kernel starts with in sim mode (0 to 8; one by default); a
    /// started kernel keeps its own until Restart. In real mode it has this machine's.
    void setGpus(int gpus) { gpus_ = gpus; }
    /// The started kernel's simulated GPUs, else those it will start with.
    int gpus() const { return kernelStarted_ ? kernelGpus_ : gpus_; }
    /// Whether the kernel has a namespace and an engine (a cell ran since Restart).
    bool kernelStarted() const { return kernelStarted_; }
    /// Cells run since the last Restart.
    int cellsRun() const { return cellsRun_; }

    /// Runs `cells` (the empty ones skipped) of the script named `file`, one after another,
    /// until one raises or Stop. False, and nothing runs, without the front end, while a
    /// run goes, or with nothing to run.
    bool run(const std::vector<CodeCell>& cells, const QString& file);
    /// Whether a run of cells is going (not another run of the RunController).
    bool isRunning() const { return running_; }
    /// A fresh namespace and engine, with AsyncLab's modules imported anew, from the next
    /// cell. False while a run goes.
    bool restart();

  signals:
    /// A run of the cells from `firstLine` to `lastLine` started.
    void runStarted(int firstLine, int lastLine);
    /// It ended: `cellsDone` ran through; `error` ("file:line: Type: message") when one
    /// raised, at `errorLine` of the text (0: none); `interrupted` when Stop ended it.
    /// (When the front end itself failed, the RunController's failed() says why.)
    void runEnded(int cellsDone, const QString& error, int errorLine, bool interrupted);
    /// Started, restarted, or another cell ran.
    void kernelChanged();

  private:
    struct Outcome;
    void finish(const QString& failure);

    QPointer<RunController> runs_;
    std::shared_ptr<python::Notebook> notebook_;
    std::shared_ptr<Outcome> outcome_;
    scenarios::RunMode mode_ = scenarios::RunMode::Sim;
    int gpus_ = 1;
    int notebookGpus_ = 1;  ///< those notebook_ was made with
    bool running_ = false;
    // The kernel as the last run left it (the notebook is the worker's while a run goes).
    bool kernelStarted_ = false;
    scenarios::RunMode kernelMode_ = scenarios::RunMode::Sim;
    int kernelGpus_ = 1;
    int cellsRun_ = 0;
};

}  // namespace asynclab
