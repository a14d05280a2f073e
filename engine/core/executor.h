// The seam between the engine and what runs its ops, as MXNet's engine.h keeps its naive and
// threaded engines interchangeable: the Engine keeps the variables, the order of the ops on
// each, errors and what its observer is told; an Executor decides where and when each op
// whose variables are granted runs, and how the front end waits. Three strategies:
//  - LaneExecutor (lanes.h): worker threads, one group per device lane (threaded mode);
//  - InlineExecutor (inline_executor.h): the pushing thread runs the op (the synchronous
//    modes' CPU ops, MXNet's NaiveEngine);
//  - SimExecutor (engine/sim/): a simulated machine on a virtual clock, in every mode.
// Executors push, run and complete ops through the engine's OpRunner, its public callback;
// besides it they see the engine's public API and the ops' blocks (op_block.h), no more.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <source_location>
#include <string>
#include <vector>

#include "engine/core/device.h"
#include "engine/profiler/events.h"

namespace asynclab {

class Engine;
class EngineObserver;
struct Gate;
struct OpBlock;
struct OpFailure;
struct Var;

/// The engine's side of the seam: the steps of a push, and running and completing an op.
/// Copyable; valid as long as its engine. The hot steps are inline (engine.h defines them).
class OpRunner {
  public:
    explicit OpRunner(Engine& engine) : engine_(&engine) {}
    Engine& engine() const { return *engine_; }

    // --- A push, on the front end: admit (or number and stamp), enter, release.
    /// Back-pressure on this machine (the front end blocks while the engine's
    /// max_in_flight() ops are in flight; never for a free), then number() and the push's
    /// time on the observer's clock. Returns the op's id.
    inline OpId admit(OpBlock* op) const;
    /// Gives `op` its id and the front-end thread that pushes it. Returns the id.
    inline OpId number(OpBlock* op) const;
    /// Counts `op` in flight and queues it on its variables behind the ops pushed before.
    /// It cannot be dispatched until release().
    inline void enter(OpBlock* op) const;
    /// Ends the push: `op` goes to its executor (Executor::dispatch) once its variables are
    /// granted, now when nothing holds them.
    inline void release(OpBlock* op) const;
    /// release() without dispatching: true when `op` is ready now, for the caller to run.
    inline bool release_here(OpBlock* op) const;
    /// Blocks until fewer than `limit` ops are in flight on this machine's threads;
    /// `back_pressure`: the wait is recorded as such.
    void wait_in_flight_below(std::size_t limit, bool back_pressure,
                              std::source_location where = std::source_location::current()) const;
    /// Records that the front end blocked from `begin` until now (observer's clock).
    void record_sync(SyncKind kind, TimeNs begin, OpId awaited, std::string what,
                     std::source_location where = std::source_location::current()) const;
    /// The attached observer when it records, else null.
    inline EngineObserver* recording() const;

    // --- Running.
    /// Runs the op's function (or skips it for a poisoned input). A failure is kept for the
    /// next wait_all(), or handed to `failed` when given (an op run on its pusher's thread,
    /// which rethrows it).
    inline void run(OpBlock* op, const LaneId& lane, void* stream,
                    std::shared_ptr<OpFailure>* failed = nullptr) const;
    /// Records the op's event with these times (when the observer records) and completes it:
    /// grants the ops that waited for it, and frees it.
    inline void finish(OpBlock* op, const LaneId& lane, TimeNs start, TimeNs end) const;
    /// run() then finish(), timed on the observer's clock: an op that really runs now.
    inline void execute(OpBlock* op, const LaneId& lane, void* stream,
                        std::shared_ptr<OpFailure>* failed = nullptr) const;

  private:
    Engine* engine_;
};

class Executor {
  public:
    virtual ~Executor() = default;

    // --- The machine.
    virtual bool has_device(Device device) const = 0;
    virtual std::vector<LaneId> lanes() const = 0;
    virtual int cpu_workers() const = 0;
    virtual int gpu_count() const = 0;
    /// Why there is no GPU (empty when there is one).
    virtual std::string gpu_unavailable_reason() const = 0;
    /// Times an op woke a sleeping CPU worker.
    virtual std::uint64_t cpu_wakeups() const = 0;
    /// Whether ops run in virtual time (then now() is that time).
    virtual bool simulated() const { return false; }
    /// The virtual time a simulated executor's observer stamps (0 for real ones).
    virtual TimeNs now() const { return 0; }
    /// Whether ops skip their math (a timing-only simulation).
    virtual bool skips_math() const { return false; }

    // --- The front end.
    /// Pushes `op` (built, not yet registered with its variables) through the OpRunner's
    /// steps, running it or waiting for it where the strategy says so. Returns its id.
    virtual OpId push(OpBlock* op) = 0;
    /// Blocks the front end until `gate` opens (a sync point whose variable is busy).
    virtual void wait(Gate& gate) = 0;
    /// Blocks the front end until no op is in flight.
    virtual void drain() = 0;
    /// After drain(): until the devices are idle and what they timed is recorded.
    virtual void synchronize() {}
    /// The front end copies host memory into a new buffer (Engine::host_copy).
    virtual void host_copy(double read_bytes, double new_bytes) {
        (void)read_bytes;
        (void)new_bytes;
    }

    /// The engine's observer changed (null: none): what the executor times on its own
    /// clocks (a GPU's device events) is from now on mapped to that observer's clock.
    /// Called with nothing in flight.
    virtual void attached(EngineObserver* observer) { (void)observer; }

    // --- The engine's ops.
    /// An op whose variables are all granted: run it (OpRunner::execute or run and finish).
    virtual void dispatch(OpBlock* op) = 0;
    /// `var` is being deleted.
    virtual void forget(const Var* var) { (void)var; }
};

/// Makes the executor of an engine that runs elsewhere than on this machine's lanes
/// (EngineConfig::sim: a simulated machine's SimConfig makes a SimExecutor). Lets the engine
/// run a strategy of a layer above it without knowing it.
class ExecutorFactory {
  public:
    virtual ~ExecutorFactory() = default;
    virtual std::unique_ptr<Executor> make_executor(OpRunner runner) const = 0;

  protected:
    ExecutorFactory() = default;
    ExecutorFactory(const ExecutorFactory&) = default;
    ExecutorFactory& operator=(const ExecutorFactory&) = default;
};

}  // namespace asynclab
