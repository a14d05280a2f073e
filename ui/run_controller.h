// Runs one scenario (or another run, such as the Code dock's cells) at a time on a worker
// thread and reports back on the UI thread: printed lines, progress, the result (or the
// error), and the run's events fed live into a TraceModel as the engines publish them (then
// replaced by the final trace). Stop sets the scenario's cancel flag; the scenario returns
// what it has. Pause and Step hold the scenario's front end at the engine's pause gate, one
// op at a time.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "engine/scenarios/scenario.h"
#include "ui/models/run_settings.h"

class QThread;

namespace asynclab {

class PauseControl;
class TraceModel;

class RunController : public QObject {
    Q_OBJECT

  public:
    explicit RunController(QObject* parent = nullptr);
    /// Cancels a run still going and waits for its thread.
    ~RunController() override;

    /// Shows each run's events in `model` (nullptr: none); the model must outlive this.
    void setTraceModel(TraceModel* model) { model_ = model; }
    TraceModel* traceModel() const { return model_; }

    /// Starts `scenario` with resolved `params`; false (and nothing happens) while a run
    /// is going or when the scenario is unknown.
    bool start(const QString& scenario, const scenarios::Params& params, scenarios::RunMode mode);
    /// Starts a run of `settings` (its spin budget, GPU timing and timing-only too) with its
    /// resolved `params` (see resolvedParams()).
    bool start(const RunSettings& settings, const scenarios::Params& params);
    /// What a run does on the worker thread with its context (output, cancel flag, pause
    /// control, live feeds and the switches set here): its result. It may throw.
    using RunFunction = std::function<scenarios::ScenarioResult(scenarios::RunContext&)>;
    /// Starts `run`, named `name` (started()), in `mode`, as a scenario's run goes. `pause`:
    /// the pause control its engines were given when they are older than the run (a
    /// notebook's), reset here; null: a new one. False while a run is going.
    bool start(const QString& name, scenarios::RunMode mode, RunFunction run,
               std::shared_ptr<PauseControl> pause = nullptr);
    bool isRunning() const { return thread_ != nullptr; }

    /// The last finished run (also a cancelled one); nullptr before the first.
    const scenarios::ScenarioResult* lastResult() const { return result_.get(); }
    /// Wall-clock seconds the last run took on this machine.
    double lastWallSeconds() const { return wallSeconds_; }
    /// Makes `result` the last run (e.g. one reopened from a session file) and shows it in
    /// the trace model; refused while a run is going.
    bool adoptResult(scenarios::ScenarioResult result, double wallSeconds);

    /// Real GPUs: whether runs started from now on time each op with device events (as
    /// Nsight Systems shows kernels) or show the host's launch times. On by default.
    void setGpuTiming(bool on) { gpuTiming_ = on; }
    bool gpuTiming() const { return gpuTiming_; }

    /// Microseconds an idle worker, or the front end at a sync, spins before it sleeps, for
    /// runs started from now on (EngineConfig::spin_us); clamped to [0, kMaxSpinUs].
    void setSpinUs(int us);
    int spinUs() const { return spinUs_; }

    /// Simulated runs started from now on skip the math of their ops (RunContext::
    /// timing_only): times and memory are the same, values are not computed. Off by default.
    void setTimingOnly(bool on) { timingOnly_ = on; }

    /// Whether the run's front end is held at the pause gate (see engine/core/pause.h).
    bool isPaused() const;
    /// Ops let through one at a time since the run was paused.
    quint64 steppedOps() const;

  public slots:
    /// Asks the running scenario to stop at its next check; it still finishes normally.
    void stop();
    /// Holds the run's front end before its next op; the back end drains what is queued.
    void pause();
    /// Lets the front end issue exactly one more op (pausing first when running).
    void step();
    /// Lets a paused run go on.
    void resume();

  signals:
    void runningChanged(bool running);
    void pausedChanged(bool paused);
    void started(const QString& scenario);
    void outputLine(const QString& line);
    void progressChanged(const QString& step, double fraction);
    /// The run ended (maybe cancelled); lastResult() holds it.
    void finished();
    /// The scenario threw; no result.
    void failed(const QString& message);

  private:
    /// Replaces what the trace model shows with the last result's events.
    void showResult();
    void onWorkerDone(quint64 generation, std::shared_ptr<scenarios::ScenarioResult> result,
                      const QString& error);

    QPointer<TraceModel> model_;
    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::shared_ptr<PauseControl> pause_;
    std::unique_ptr<scenarios::ScenarioResult> result_;
    QElapsedTimer clock_;
    double wallSeconds_ = 0;
    quint64 generation_ = 0;
    bool gpuTiming_ = true;
    int spinUs_ = kDefaultSpinUs;
    bool timingOnly_ = false;
};

}  // namespace asynclab
