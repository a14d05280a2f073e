// The discrete-event executor of simulated runs (an Executor, engine/core/executor.h). The
// engine keeps its dependency tracking; instead of worker threads, granted ops are placed on
// virtual lanes where they last as long as the cost model says, and run and complete there
// through the engine's OpRunner. Everything happens on the front-end thread, in
// virtual-time order, so a run is deterministic: the same program and configuration give
// the same trace, byte for byte.
//
// The CPU is modelled as the real engine runs it: its lanes are workers taking ops from one
// queue in order. A worker that finishes an op keeps the first op its completion made ready
// and takes the next queued one after that; one whose queue ran dry first spins for the
// engine's spin budget (Engine::spin_us; one spinner at a time) and takes an op queued
// meanwhile at once, then sleeps. Queuing an op wakes a sleeping worker when the real
// engine's enqueue would (LaneExecutor::needs_wake: no awake worker will take it first); the
// woken worker starts wake_seconds later. The thread that queued the op (the front end, or
// a worker in its bookkeeping) pays the CPU spec's notify_seconds when no core was free for
// the woken thread, which the scheduler then puts on its waker's core. After each op a
// worker spends the CPU spec's dispatch_seconds on bookkeeping before it looks at the queue
// again. The front end is a thread of the same CPU: it wants a core whenever it does not
// wait. At a sync point it spins for the same budget before it sleeps: resuming costs the
// CPU spec's handoff_seconds if the awaited op ended meanwhile, its sync_seconds if the
// front end slept; a worker whose op releases the front end asleep (at a sync, in wait_all
// or under back-pressure) pays notify_seconds in its bookkeeping, on the same condition.
// wait_all ends when no op is in flight, as the real one does. Spinning threads yield their
// core to any thread that wants it, so they take no share. Running ops, busy workers and
// the front end share the CPU's cores and its memory bandwidth (processor sharing): when
// they want more cores than the CPU has, or the ops together spend more than all of its
// bandwidth, each progresses at that fraction of its full speed (the front end issues that
// much slower). When the CPU's spec models a cache, the executor tracks which arrays it
// holds (ResidentSet, those the ops touched most recently): an op moves the bytes it finds
// there at the cache's bandwidth, without a share of the bus.
// GPU and copy lanes run one op at a time, each for its cost-model duration.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <queue>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/core/executor.h"
#include "engine/profiler/events.h"
#include "engine/sim/resident_set.h"
#include "engine/sim/sim_config.h"

namespace asynclab {

class Engine;
struct OpBlock;
struct Var;

class SimExecutor final : public Executor {
  public:
    /// The simulated machine of an engine (SimConfig::make_executor, for EngineConfig::sim).
    /// Throws std::invalid_argument for more than 8 GPUs.
    SimExecutor(OpRunner runner, SimConfig config);
    /// The simulator of `engine`, when it runs on a simulated machine; null otherwise.
    static SimExecutor* of(const Engine& engine);

    const SimConfig& config() const { return config_; }
    bool has_device(Device device) const override;
    std::vector<LaneId> lanes() const override;
    int cpu_workers() const override { return config_.cpu_lanes; }
    int gpu_count() const override { return static_cast<int>(config_.gpus.size()); }
    std::string gpu_unavailable_reason() const override {
        return config_.gpus.empty() ? "the simulated machine has no GPU" : "";
    }
    bool simulated() const override { return true; }
    /// The virtual time the observer stamps events with right now (clock()).
    TimeNs now() const override { return clock_; }
    bool skips_math() const override { return config_.timing_only; }
    const DeviceSpec& spec(Device device) const;

    /// The virtual time the profiler should stamp events with right now.
    TimeNs clock() const { return clock_; }
    /// The front end's own clock.
    TimeNs frontend() const { return frontend_; }

    /// The front end issues one op: it pays its cost, and everything that happens before
    /// the new time is simulated first. Returns the op's push time.
    TimeNs issue();
    /// What issuing one op costs the front end from now on: `seconds`, or the configured
    /// frontend_seconds_per_op (nullopt). Returns the setting it replaces. A library's own
    /// pushes (the steps of a collective) are not the front end's interpreter at work.
    std::optional<double> set_issue_cost(std::optional<double> seconds);
    /// A front end that measures what issuing costs it (an embedded interpreter): before each
    /// push, seconds() is what it spent since its previous push; pushed() is called when the
    /// push (and the simulation it caused) is over, so that the simulator's own work is not
    /// the front end's. What it measures is the truth: it takes precedence over
    /// set_issue_cost() (a layer's or a library's own modelled cost).
    class IssueClock {
      public:
        virtual ~IssueClock() = default;
        virtual double seconds() = 0;
        virtual void pushed() = 0;
    };
    /// Installs `clock` (nullptr: none); returns the one it replaces. Not owned.
    IssueClock* set_issue_clock(IssueClock* clock) { return std::exchange(issue_clock_, clock); }
    IssueClock* issue_clock() const { return issue_clock_; }
    /// The front end works `seconds` without pushing (an interpreter before a sync point):
    /// its clock advances, everything that happens meanwhile is simulated first.
    void front_end_works(double seconds) { frontend_works(seconds); }
    /// The front end copies host memory into a new buffer (Engine::host_copy): its clock
    /// advances by the bytes at the CPU's memory bandwidth plus the new buffer's first
    /// writes, slowed as issuing is when the CPU's cores are all wanted.
    void host_copy(double read_bytes, double new_bytes) override;
    /// The front end pushes an op: back-pressure and the synchronous modes' waits happen in
    /// virtual time, and issuing it costs the front end (issue()).
    OpId push(OpBlock* op) override;
    /// A granted op (called by the engine at the current virtual time).
    void dispatch(OpBlock* op) override;
    /// A sync point: the front end blocks (block_until) until the gate opens.
    void wait(Gate& gate) override;
    /// How the front end waits in block_until.
    enum class Wait : std::uint8_t {
        Spin,   ///< at a gate (a sync point): it spins for the engine's budget, then sleeps
        Sleep,  ///< it sleeps at once (back-pressure)
        Self,   ///< it runs the awaited op itself (a synchronous engine): nobody wakes it
    };
    /// The front end blocks until `done()`; returns the time it resumes. Resuming costs
    /// the CPU spec's sync_seconds if it slept and was woken, its handoff_seconds if it
    /// spun and saw the op done.
    TimeNs block_until(const std::function<bool()>& done, Wait how = Wait::Spin);
    /// Runs events until no op is in flight (wait_all, shutdown).
    void drain() override;
    /// Times a sleeping CPU worker was woken for an op.
    std::uint64_t cpu_wakeups() const override { return wakeups_; }
    /// Emits a queue-depth sample at the current time.
    void sample_queue_depth();

    /// Duration of an op on a lane under the cost model, in seconds, when it runs alone:
    /// the roofline of each of its parts (or of the whole op), plus one launch latency. On a
    /// CPU whose spec models a cache this takes the op's bytes as cached when they fit in it
    /// (a running op is costed with what the cache holds when it starts).
    double seconds(const OpBlock& op, const LaneId& lane) const;
    /// What an op on a GPU lane costs that lane's host thread before the GPU can start it
    /// (the GPU's launch latency on a compute lane; a copy's latency is its link's).
    double launch_seconds(const LaneId& lane) const;
    /// The variable `var` is being deleted: its buffer leaves the CPU's cache model.
    void forget(const Var* var) override;
    /// The CPU's cache model (null when its spec models no cache).
    const ResidentSet* cpu_cache() const { return cpu_cache_ ? &*cpu_cache_ : nullptr; }

  private:
    enum class EventKind : std::uint8_t {
        Start,            ///< an op starts on an exclusive (GPU) lane: its function runs
        End,              ///< it completes there
        CpuWake,          ///< a CPU worker being woken is awake and looks at the queue
        CpuDone,          ///< the CPU op predicted to finish first does (when `gen` is current)
        CpuSpinEnd,       ///< a spinning worker gives up and sleeps (when `gen` is current)
        FrontendSpinEnd,  ///< the front end, spinning at a sync, sleeps (`gen` current)
    };
    struct Event {
        TimeNs time;
        std::uint64_t seq;
        EventKind kind;
        OpBlock* op;
        LaneId lane;
        TimeNs start, finish;
        std::uint64_t gen = 0;
        bool operator>(const Event& o) const {
            return time != o.time ? time > o.time : seq > o.seq;
        }
    };
    /// A CPU worker: it runs ops until the queue is empty and does its bookkeeping
    /// (dispatch_seconds, plus notify_seconds per thread it woke) after each; then it spins
    /// (if no other worker does) and sleeps, and is woken (wake_seconds) when an op is
    /// queued and cpu_enqueued says so.
    enum class Worker : std::uint8_t { Sleeping, Waking, Running, Dispatching, Spinning };
    /// What an op costs on a compute lane of a device when it runs alone.
    struct SoloCost {
        double seconds = 0;  ///< its parts' (or its own) roofline plus one launch latency
        double memory = 0;   ///< the share of that time bound by memory bandwidth (0..1)
        int cores = 1;       ///< the cores it keeps busy
    };
    /// `cached`: the share of the op's bytes in the cache (nullopt: the whole op's when its
    /// bytes fit in it, as fits_in_cache says, none else).
    SoloCost solo_cost(const OpBlock& op, const DeviceSpec& device,
                       std::optional<double> cached = {}) const;
    /// The share of the bytes of the arrays `op` touches that the CPU's cache holds or will
    /// take (cpu_cache_): what it reads from arrays there, and what it writes to arrays
    /// there or, when all it touches fits, to new ones. nullopt when no cache is modelled or
    /// none of its variables has a known size.
    std::optional<double> cpu_cached_share(const OpBlock& op) const;
    /// `op` starts on the CPU: the arrays it touches become the most recently used.
    void cpu_touch(const OpBlock& op);

    /// An op running on a CPU lane, or (op null) the bookkeeping of a worker after one. The
    /// CPU's lanes share its cores: `remaining` is the running time left at full speed,
    /// spent at the rate of cpu_rate().
    struct Running {
        OpBlock* op;
        int lane;
        TimeNs start;
        double remaining;
        int cores;
        double memory;  ///< the share of its solo time bound by memory bandwidth (0..1)
    };

    /// Whether events of `kind` are work a drain waits for (the end of a spin is not).
    static bool is_work(EventKind kind) {
        return kind != EventKind::CpuSpinEnd && kind != EventKind::FrontendSpinEnd;
    }
    /// Whether what `e` predicted no longer holds (a CPU completion predicted before the
    /// running set changed, the end of a spin that found work): it is dropped.
    bool stale(const Event& e) const;
    bool step();  ///< processes the earliest event; false when none is left
    /// How the front end comes back from a wait: at once (it did not wait, or ran the op
    /// itself), after the hand-off (it spun and saw the op done), or woken (it slept).
    enum class Resume : std::uint8_t { Free, Handoff, Woken };
    /// The front end resumes at the current time plus what `how` costs.
    void resume(Resume how);
    /// Simulates everything up to the front end's own clock, which becomes the current time
    /// if it is ahead.
    void catch_up();
    /// The front end computes for `seconds` of its own time, slowed while the CPU's cores
    /// are all wanted, after everything before it is simulated; returns its new clock.
    TimeNs frontend_works(double seconds);
    void advance_to(TimeNs limit);
    void push(Event e);

    // CPU lanes: a shared queue, workers that sleep and wake, processor sharing.
    LaneId cpu_lane(int index) const;
    void cpu_start(int lane, OpBlock* op);
    void cpu_start_queued(int lane);  ///< starts the queue's first op on `lane`
    void cpu_progress();              ///< spends the running ops' time up to clock_
    void cpu_reschedule();            ///< predicts the next CPU completion
    double cpu_rate() const;
    /// Whether a thread woken now finds no core free: the front end (unless it sleeps) and
    /// every worker not asleep each hold one (a spinning thread leaves its core to work
    /// that needs it, but is on it). Only then does the woken thread take a core from its waker,
    /// which pays the CPU spec's notify_seconds. Always true when the spec gives no core count.
    bool cores_all_taken() const;
    int cpu_wanted() const;  ///< cores wanted: the running entries' and the front end's
    /// How much slower than alone the front end computes now (the cores are oversubscribed).
    double frontend_slowdown() const;
    /// The front end starts or stops wanting a core (it blocks in a sync, or resumes).
    void set_frontend_busy(bool busy);
    /// The op just queued, as the real engine's enqueue treats it: the spinning worker takes
    /// one op at once; a sleeping worker is woken when cpu_needs_wake says so. Returns
    /// whether a worker was woken.
    bool cpu_enqueued();
    /// LaneExecutor::needs_wake's rule (wakes_a_sleeper), with the spinning, finishing and
    /// waking workers as the awake ones.
    bool cpu_needs_wake() const;
    /// Wakes the lowest sleeping worker (wake_seconds from now).
    void cpu_wake_sleeper();
    void cpu_done(const Event& e);
    /// A worker looks for its next op: the one it kept, else the queue's first, else it
    /// idles.
    void cpu_take_next(int lane);
    void cpu_woken(int lane);
    /// A worker found the queue empty: it spins if none does and the budget is not 0,
    /// else it sleeps.
    void cpu_idle(int lane);
    void cpu_spin_end(const Event& e);
    TimeNs spin_ns() const;  ///< the engine's spin budget

    OpRunner runner_;
    Engine& engine_;
    SimConfig config_;
    TimeNs clock_ = 0;
    TimeNs frontend_ = 0;
    std::optional<double> issue_cost_;   ///< set_issue_cost()
    IssueClock* issue_clock_ = nullptr;  ///< set_issue_clock()
    std::uint64_t seq_ = 0;
    std::size_t work_events_ = 0;  ///< queued events that are work (is_work)
    std::priority_queue<Event, std::vector<Event>, std::greater<Event>> events_;
    std::map<LaneId, TimeNs> free_at_;  ///< exclusive (GPU) lanes: when each is free
    /// GPU lanes: when the host thread driving each (the engine's worker that launches its
    /// ops and does their bookkeeping) can launch the next op. A launch is asynchronous:
    /// the thread goes on while the GPU runs what it launched (a copy to the host waits).
    std::map<LaneId, TimeNs> host_free_at_;
    /// When the ops that last wrote each variable, and that last used it, were done on
    /// their threads. The engine grants an op when the ops it waits for complete on their
    /// threads, and only then can a GPU lane's thread launch it: after the launch of a
    /// kernel it waits for (not its run: device events order that), after the whole of a
    /// copy from pageable memory (the thread stages it to the end), after a CPU op.
    struct HostDone {
        TimeNs write = 0;   ///< the last writer's
        TimeNs access = 0;  ///< the latest of the last writer's and the readers' since
    };
    std::unordered_map<const Var*, HostDone> host_done_;
    /// When the engine grants `op` as far as its variables go (host_done_).
    TimeNs host_granted(const OpBlock& op) const;
    /// `op` is done on its thread at `at`: what waits for it may be granted from then on.
    void host_completed(const OpBlock& op, TimeNs at);
    std::vector<Worker> workers_;  ///< one per CPU lane
    std::deque<OpBlock*> cpu_queue_;
    std::vector<Running> cpu_running_;
    TimeNs cpu_updated_ = 0;
    std::uint64_t cpu_gen_ = 0;
    int awake_lane_ = -1;         ///< a worker completing an op (granting what it waited for)
    int awake_woke_ = 0;          ///< threads it woke meanwhile onto a taken core (notifies)
    std::vector<OpBlock*> kept_;  ///< per lane: the op its worker runs next (or null)
    /// Per lane: its worker runs a short op (is_short_op), or its bookkeeping after one, and
    /// takes a queued op when done (LaneExecutor's `finishing`).
    std::vector<bool> finishing_;
    std::size_t queued_long_ = 0;      ///< ops in cpu_queue_ that are not short
    bool stepping_ = false;            ///< an event is being processed (not the front end)
    std::uint64_t spin_seq_ = 0;       ///< numbers each spin (the `gen` of its end event)
    std::uint64_t worker_spin_ = 0;    ///< the spinning worker's spin (0: none)
    std::uint64_t frontend_spin_ = 0;  ///< the front end's spin at a sync (0: none)
    /// While the front end waits to be woken: what it waits for, and whether it sleeps from
    /// the start (back-pressure, waiting for all) or only once its spin has ended (a gate).
    const std::function<bool()>* awaited_ = nullptr;
    bool awaited_sleeps_ = false;
    bool frontend_busy_ = true;             ///< the front end computes (it does not wait)
    std::uint64_t wakeups_ = 0;             ///< sleeping workers woken for an op
    std::optional<ResidentSet> cpu_cache_;  ///< what the CPU's cache holds (spec permitting)
};

/// While it lives, issuing an op costs the front end of `sim` `seconds` (nullopt: the
/// configured frontend_seconds_per_op); then the setting it replaced is put back. Nothing
/// when `sim` is null (a real run pays what its pushes really cost).
class ScopedIssueCost {
  public:
    ScopedIssueCost(SimExecutor* sim, std::optional<double> seconds) : sim_(sim) {
        if (sim_) previous_ = sim_->set_issue_cost(seconds);
    }
    ~ScopedIssueCost() {
        if (sim_) sim_->set_issue_cost(previous_);
    }
    ScopedIssueCost(const ScopedIssueCost&) = delete;
    ScopedIssueCost& operator=(const ScopedIssueCost&) = delete;

  private:
    SimExecutor* sim_;
    std::optional<double> previous_;
};

}  // namespace asynclab
