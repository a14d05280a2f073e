// The discrete-event executor of simulated runs. The engine keeps its dependency
// tracking; instead of worker threads, granted ops are placed on virtual lanes where they
// last as long as the cost model says. Everything happens on the front-end thread, in
// virtual-time order, so a run is deterministic: the same program and configuration give
// the same trace, byte for byte.
#pragma once

#include <cstdint>
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

    /// Duration of an op on a lane under the cost model, in seconds.
    double seconds(const OpBlock& op, const LaneId& lane) const;

  private:
    struct Event {
        TimeNs time;
        std::uint64_t seq;
        bool end;  ///< false: the op starts (its function runs); true: it completes
        OpBlock* op;
        LaneId lane;
        TimeNs start, finish;
        bool operator>(const Event& o) const {
            return time != o.time ? time > o.time : seq > o.seq;
        }
    };
    bool step();  ///< processes the earliest event; false when none is left
    /// The front end resumes at the current time (plus the sync cost when `woken`).
    void resume(bool woken);
    void advance_to(TimeNs limit);
    LaneId pick_lane(const OpBlock& op) const;

    Engine& engine_;
    SimConfig config_;
    TimeNs clock_ = 0;
    TimeNs frontend_ = 0;
    std::uint64_t seq_ = 0;
    std::priority_queue<Event, std::vector<Event>, std::greater<Event>> events_;
    std::map<LaneId, TimeNs> free_at_;
};

}  // namespace asynclab
