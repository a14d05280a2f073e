// When GPU ops really ran: each op launched on a GPU stream is bracketed by two timing
// events, and once the GPU has passed the second one the op is recorded with the GPU's
// start and end (the times Nsight Systems shows for kernels) besides the host's launch.
//
// The events' times are relative to each other only (event_elapsed_ms), so each stream keeps
// an anchor: an event whose time on the host clock is known. The first is recorded on the
// idle stream and waited for at once; afterwards each resolved op's end event becomes the
// anchor, which keeps every elapsed time short (and the float milliseconds exact enough).
//
// One timer per stream. The lane's worker adds ops and polls; wait_all flushes (from the
// front end's thread): every call takes the timer's lock.
#pragma once

#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "engine/profiler/profiler.h"

struct AsyncLabGpuApi;

namespace asynclab {

class GpuTimer {
  public:
    /// Records and waits for the anchor event on `stream` (which must be idle). When the
    /// module cannot time events, ok() is false and the timer records ops at once.
    GpuTimer(const AsyncLabGpuApi* api, int device, void* stream, std::function<TimeNs()> now);
    ~GpuTimer();
    GpuTimer(const GpuTimer&) = delete;
    GpuTimer& operator=(const GpuTimer&) = delete;

    bool ok() const { return ok_; }
    /// A timing event recorded on the stream now (the start or end of an op's work), or
    /// nullptr when timing is off or the module refused.
    void* mark();

    /// An op whose work lies between the events `start` and `end` (from mark()); its sample
    /// carries the host's launch times in start/end. Both events are the timer's from now on.
    void add(const Profiler::OpSample& sample, std::string name, std::vector<OpId> waited_on,
             void* start, void* end);
    /// Records, in stream order, the ops whose end event the GPU has passed. Returns whether
    /// some are still pending.
    bool poll(Profiler& profiler);
    /// Waits for the GPU and records every pending op.
    void flush(Profiler& profiler);
    bool pending() const;

  private:
    struct Pending {
        Profiler::OpSample sample;
        std::string name;
        std::vector<OpId> waited_on;
        void* start;
        void* end;
    };
    /// Records the oldest pending op when its end event is complete (or after waiting for
    /// it when `wait`); false when it is not complete yet. Lock held.
    bool resolve_front(Profiler& profiler, bool wait);
    /// Host time of a completed event: the anchor's plus the elapsed time between them.
    bool host_time(void* event, TimeNs& out) const;

    const AsyncLabGpuApi* api_;
    int device_;
    void* stream_;
    std::function<TimeNs()> now_;
    bool ok_ = false;
    mutable std::mutex mutex_;
    std::deque<Pending> pending_;
    void* anchor_ = nullptr;
    TimeNs anchor_ns_ = 0;
};

}  // namespace asynclab
