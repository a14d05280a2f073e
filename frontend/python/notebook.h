// The Python front end as a notebook kernel: cells run one after another in one namespace,
// on one engine that lives from cell to cell until restart(), as a Jupyter kernel runs the
// chapter's cells on MXNet (`a = np.ones(...)` in one cell, `a.sum()` in the next). Each run
// of cells is a result of its own: the events recorded while they ran, on a time axis that
// starts with them, and its live events as a scenario's.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/scenarios/scenario.h"
#include "frontend/python/frontend.h"

namespace asynclab {
class PauseControl;
}

namespace asynclab::python {

class Notebook {
  public:
    /// A cell: its source and the line of the whole text it starts at (1 for the first).
    struct Cell {
        std::string source;
        int firstLine = 1;
    };

    /// What a run of cells left.
    struct Run {
        /// The events of the cells run (ScenarioResult::cancelled when Stop interrupted
        /// one), with the metrics a script's run reports (total_s, ops, sync_points).
        scenarios::ScenarioResult result;
        /// Cells that ran to their end.
        int cellsDone = 0;
        /// The cell that raised, or was interrupted (ScriptError::interrupted); the next
        /// cells did not run. Its line is the whole text's.
        std::optional<ScriptError> error;
    };

    /// A kernel on a machine of `mode` with `params` of python_scenario() (gpus, gpu, cpu;
    /// those not given at their defaults, script ignored). Starts nothing yet: the engine
    /// and the interpreter start with the first cell. Throws scenarios::ScenarioError for
    /// an unknown parameter or value.
    explicit Notebook(scenarios::RunMode mode,
                      const std::vector<std::pair<std::string, std::string>>& params = {});
    /// Drops the namespace and the engine (waits for the engine's work).
    ~Notebook();
    Notebook(const Notebook&) = delete;
    Notebook& operator=(const Notebook&) = delete;

    /// Runs `cells` in order, named `file` in tracebacks, until one raises or is stopped
    /// (ctx.cancel). ctx gives the output, the cancel flag and the live feeds (events,
    /// lanes); the engine, made at the first cell after a restart, takes the rest of it
    /// (spin, niceness, GPU timing, timing only) then. Waits for the cells' work before it
    /// returns. Throws std::runtime_error when the front end cannot run at all.
    Run run(const std::vector<Cell>& cells, const std::string& file, scenarios::RunContext ctx);
    /// One cell, printing to `out`.
    Run runCell(const std::string& source, int firstLine, const std::string& file,
                std::ostream* out = nullptr, const std::atomic<bool>* cancel = nullptr);

    /// A fresh namespace and engine, and AsyncLab's modules imported anew, from the next cell.
    void restart();

    scenarios::RunMode mode() const;
    /// The pause control the engine is given: hand it to whoever pauses and steps its cells.
    std::shared_ptr<PauseControl> pauseControl() const;
    /// Cells run since the last restart (raising ones too).
    int cellsRun() const;
    /// Whether the engine and namespace exist (a cell ran since the last restart).
    bool started() const;

  private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace asynclab::python
