// When GPU ops really ran: each op launched on a GPU stream is bracketed by two timing
// events, and once the GPU has passed the second one the op is recorded with the GPU's
// start and end (the times Nsight Systems shows for kernels) besides the host's launch.
//
// Event times are relative to each other only (event_elapsed_ms, between events of one
// device), so each device keeps a GpuClock: an anchor event whose time on the host clock is
// known. The first is recorded on an idle stream and waited for at once (the tightest of a
// few tries); afterwards each resolved op's end event becomes the anchor, which keeps every
// elapsed time short (and the float milliseconds exact). All streams of a device share its
// clock, so their ops are placed on one time base: a copy that waited for a kernel starts
// after that kernel ends, as on the GPU.
//
// One GpuTimer per stream. The lane's worker marks events, adds ops and polls; wait_all
// flushes from the front end's thread: every call takes the timer's lock (then the clock's).
#pragma once

#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/core/observer.h"

struct AsyncLabGpuApi;

namespace asynclab {

class GpuClock {
  public:
    /// Anchors the clock with events recorded on `stream` (idle), read against the host
    /// clock `now`. ok() is false when the module cannot time events.
    GpuClock(const AsyncLabGpuApi* api, int device, void* stream,
             const std::function<TimeNs()>& now);
    ~GpuClock();
    GpuClock(const GpuClock&) = delete;
    GpuClock& operator=(const GpuClock&) = delete;

    bool ok() const { return anchor_ != nullptr; }
    /// Anchors the clock again against the host clock `now` (another observer's: its
    /// epoch), with its stream idle. Returns whether it could.
    bool anchor(const std::function<TimeNs()>& now);
    /// Host time of a completed event of this device; false when the module cannot tell.
    bool host_time(void* event, TimeNs& out) const;
    /// Makes `event` (completed, at host time `at`) the anchor; returns the old one, which
    /// the caller now owns.
    void* advance(void* event, TimeNs at);

  private:
    const AsyncLabGpuApi* api_;
    const int device_;
    void* const stream_;
    mutable std::mutex mutex_;
    void* anchor_ = nullptr;
    TimeNs anchor_ns_ = 0;
};

class GpuTimer {
  public:
    /// A timer for `stream` on the device of `clock` (which must be ok()).
    GpuTimer(const AsyncLabGpuApi* api, int device, void* stream, std::shared_ptr<GpuClock> clock);
    ~GpuTimer();
    GpuTimer(const GpuTimer&) = delete;
    GpuTimer& operator=(const GpuTimer&) = delete;

    /// A timing event recorded on the stream now (the start or end of an op's work), or
    /// nullptr when the module refused.
    void* mark();
    /// Takes back an event from mark() that no op will use (its op finished on the host or
    /// failed).
    void release(void* event);

    /// An op whose work lies between the events `start` and `end` (from mark()); its sample
    /// carries the host's launch times in start/end. Both events are the timer's from now on.
    /// `host_waited`: the host waited for the stream before its launch ended (a copy to the
    /// host), so the work ended by then, whatever the end event, recorded after, says.
    void add(const EngineObserver::OpSample& sample, std::string name, std::vector<OpId> waited_on,
             void* start, void* end, bool host_waited = false);
    /// Records, in stream order, the ops whose end event the GPU has passed. Returns whether
    /// some are still pending.
    bool poll(EngineObserver& observer);
    /// Waits for the GPU and records every pending op.
    void flush(EngineObserver& observer);
    bool pending() const;

  private:
    struct Pending {
        EngineObserver::OpSample sample;
        std::string name;
        std::vector<OpId> waited_on;
        void* start;
        void* end;
        bool host_waited;
    };
    /// Records the oldest pending op when its end event is complete (or after waiting for
    /// it when `wait`); false when it is not complete yet. Lock held.
    bool resolve_front(EngineObserver& observer, bool wait);
    /// Keeps an event for a later mark() (creating events costs a driver call). Lock held.
    void recycle(void* event);

    const AsyncLabGpuApi* api_;
    int device_;
    void* stream_;
    std::shared_ptr<GpuClock> clock_;
    mutable std::mutex mutex_;
    std::deque<Pending> pending_;
    std::vector<void*> spare_;  ///< completed events, ready to be recorded again
};

}  // namespace asynclab
