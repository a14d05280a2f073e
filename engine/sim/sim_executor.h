// The discrete-event executor of simulated runs. The engine keeps its dependency
// tracking; instead of worker threads, granted ops are placed on virtual lanes where they
// last as long as the cost model says. Everything happens on the front-end thread, in
// virtual-time order, so a run is deterministic: the same program and configuration give
// the same trace, byte for byte.
//
// The CPU is modelled as the real engine runs it: its lanes are workers taking ops from one
// queue in order; a worker whose queue ran dry sleeps, and one that is woken for a new op
// starts it wake_seconds later; a worker that finishes an op takes the next one at once.
// After each op a worker spends the CPU spec's dispatch_seconds on bookkeeping before it
// looks at the queue again. The front end is a thread of the same CPU: it wants a core
// whenever it is not blocked in a sync. Running ops, busy workers and the front end share
// the CPU's cores and its memory bandwidth (processor sharing): when they want more cores
// than the CPU has, or the ops together spend more than all of its bandwidth, each
// progresses at that fraction of its full speed (the front end issues that much slower).
// GPU and copy lanes run one op at a time, each for its cost-model duration.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <queue>
#include <vector>

#include "engine/profiler/events.h"
#include "engine/sim/sim_config.h"

namespace asynclab {

class Engine;
struct OpBlock;

class SimExecutor {
  public:
    SimExecutor(Engine& engine, SimConfig config);

    const SimConfig& config() const { return config_; }
    bool has_device(Device device) const;
    std::vector<LaneId> lanes() const;
    const DeviceSpec& spec(Device device) const;

    /// The virtual time the profiler should stamp events with right now.
    TimeNs clock() const { return clock_; }
    /// The front end's own clock.
    TimeNs frontend() const { return frontend_; }

    /// The front end issues one op: it pays its cost, and everything that happens before
    /// the new time is simulated first. Returns the op's push time.
    TimeNs issue();
    /// A granted op (called by the engine at the current virtual time).
    void granted(OpBlock* op);
    /// The front end blocks until `done()`; returns the time it resumes. When it had to
    /// sleep and `wakes` (a worker ran the awaited op, not the front end itself), resuming
    /// costs the CPU spec's sync_seconds.
    TimeNs block_until(const std::function<bool()>& done, bool wakes = true);
    /// Runs every pending event (wait_all, shutdown).
    TimeNs drain();
    /// Emits a queue-depth sample at the current time.
    void sample_queue_depth();

    /// Duration of an op on a lane under the cost model, in seconds, when it runs alone:
    /// the roofline of each of its parts (or of the whole op), plus one launch latency.
    double seconds(const OpBlock& op, const LaneId& lane) const;

  private:
    enum class EventKind : std::uint8_t {
        Start,    ///< an op starts on an exclusive (GPU) lane: its function runs
        End,      ///< it completes there
        CpuWake,  ///< a CPU worker being woken is awake and looks at the queue
        CpuDone,  ///< the CPU op predicted to finish first does (when `gen` is current)
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
    /// A CPU worker: it sleeps while its lane is idle, is woken (wake_seconds) when an op
    /// is queued, runs ops until the queue is empty, and does its bookkeeping
    /// (dispatch_seconds) after each.
    enum class Worker : std::uint8_t { Sleeping, Waking, Running, Dispatching };
    /// What an op costs on a compute lane of a device when it runs alone.
    struct SoloCost {
        double seconds = 0;  ///< its parts' (or its own) roofline plus one launch latency
        double memory = 0;   ///< the share of that time bound by memory bandwidth (0..1)
        int cores = 1;       ///< the cores it keeps busy
    };
    SoloCost solo_cost(const OpBlock& op, const DeviceSpec& device) const;

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

    bool step();  ///< processes the earliest event; false when none is left
    /// The front end resumes at the current time (plus the sync cost when `woken`).
    void resume(bool woken);
    void advance_to(TimeNs limit);
    void push(Event e);

    // CPU lanes: a shared queue, workers that sleep and wake, processor sharing.
    LaneId cpu_lane(int index) const;
    void cpu_start(int lane, OpBlock* op);
    void cpu_progress();    ///< spends the running ops' time up to clock_
    void cpu_reschedule();  ///< predicts the next CPU completion
    double cpu_rate() const;
    int cpu_wanted() const;  ///< cores wanted: the running entries' and the front end's
    /// The front end starts or stops wanting a core (it blocks in a sync, or resumes).
    void set_frontend_busy(bool busy);
    void cpu_wake_sleepers();  ///< wakes as many sleeping workers as queued ops need
    void cpu_done(const Event& e);
    void cpu_woken(int lane);

    Engine& engine_;
    SimConfig config_;
    TimeNs clock_ = 0;
    TimeNs frontend_ = 0;
    std::uint64_t seq_ = 0;
    std::priority_queue<Event, std::vector<Event>, std::greater<Event>> events_;
    std::map<LaneId, TimeNs> free_at_;  ///< exclusive (GPU) lanes: when each is free
    std::vector<Worker> workers_;       ///< one per CPU lane
    std::deque<OpBlock*> cpu_queue_;
    std::vector<Running> cpu_running_;
    TimeNs cpu_updated_ = 0;
    std::uint64_t cpu_gen_ = 0;
    int awake_lane_ = -1;        ///< a worker that just finished an op and looks for the next
    bool frontend_busy_ = true;  ///< the front end computes (not blocked in a sync)
};

}  // namespace asynclab
