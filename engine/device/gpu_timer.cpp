#include "engine/device/gpu_timer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "engine/device/gpu_api.h"

namespace asynclab {

// --- GpuClock --------------------------------------------------------------------------------

GpuClock::GpuClock(const AsyncLabGpuApi* api, int device, void* stream,
                   const std::function<TimeNs()>& now)
    : api_(api), device_(device), stream_(stream) {
    if (!api_ || !api_->event_elapsed_ms || !api_->event_query || !stream) return;
    anchor(now);
}

bool GpuClock::anchor(const std::function<TimeNs()>& now) {
    if (!api_ || !api_->event_elapsed_ms || !api_->event_query || !stream_) return false;
    // On the idle stream an event completes as soon as it is recorded; its host time lies
    // between recording it and seeing it complete. The tightest of a few tries is kept, its
    // midpoint taken.
    constexpr int kTries = 8;
    TimeNs best_window = std::numeric_limits<TimeNs>::max();
    void* best = nullptr;
    TimeNs best_ns = 0;
    for (int i = 0; i < kTries; ++i) {
        void* event = nullptr;
        if (api_->event_create(device_, ASYNCLAB_GPU_EVENT_TIMING, &event) != 0) break;
        const TimeNs before = now();
        if (api_->event_record(event, stream_) != 0 || api_->event_synchronize(event) != 0) {
            api_->event_destroy(event);
            break;
        }
        const TimeNs after = now();
        if (after - before < best_window) {
            best_window = after - before;
            if (best) api_->event_destroy(best);
            best = event;
            best_ns = before + (after - before) / 2;
        } else {
            api_->event_destroy(event);
        }
    }
    if (!best) return false;
    std::lock_guard lock(mutex_);
    if (anchor_) api_->event_destroy(anchor_);
    anchor_ = best;
    anchor_ns_ = best_ns;
    return true;
}

GpuClock::~GpuClock() {
    if (anchor_) api_->event_destroy(anchor_);
}

bool GpuClock::host_time(void* event, TimeNs& out) const {
    std::lock_guard lock(mutex_);
    float ms = 0;
    if (!anchor_ || api_->event_elapsed_ms(anchor_, event, &ms) != 0 || !std::isfinite(ms))
        return false;
    out = anchor_ns_ + static_cast<TimeNs>(std::llround(static_cast<double>(ms) * 1e6));
    return true;
}

void* GpuClock::advance(void* event, TimeNs at) {
    std::lock_guard lock(mutex_);
    anchor_ns_ = at;
    return std::exchange(anchor_, event);
}

// --- GpuTimer --------------------------------------------------------------------------------

GpuTimer::GpuTimer(const AsyncLabGpuApi* api, int device, void* stream,
                   std::shared_ptr<GpuClock> clock)
    : api_(api), device_(device), stream_(stream), clock_(std::move(clock)) {}

GpuTimer::~GpuTimer() {
    for (Pending& p : pending_) {
        api_->event_destroy(p.start);
        api_->event_destroy(p.end);
    }
    for (void* e : spare_) api_->event_destroy(e);
}

void GpuTimer::recycle(void* event) {
    if (!event) return;
    constexpr std::size_t kMaxSpare = 64;
    if (spare_.size() < kMaxSpare)
        spare_.push_back(event);
    else
        api_->event_destroy(event);
}

void* GpuTimer::mark() {
    void* event = nullptr;
    {
        std::lock_guard lock(mutex_);
        if (!spare_.empty()) {
            event = spare_.back();
            spare_.pop_back();
        }
    }
    if (!event && api_->event_create(device_, ASYNCLAB_GPU_EVENT_TIMING, &event) != 0)
        return nullptr;
    if (api_->event_record(event, stream_) != 0) {
        api_->event_destroy(event);
        return nullptr;
    }
    return event;
}

void GpuTimer::release(void* event) {
    std::lock_guard lock(mutex_);
    recycle(event);
}

void GpuTimer::add(const EngineObserver::OpSample& sample, std::string name,
                   std::vector<OpId> waited_on, void* start, void* end, bool host_waited) {
    std::lock_guard lock(mutex_);
    pending_.push_back({sample, std::move(name), std::move(waited_on), start, end, host_waited});
}

bool GpuTimer::pending() const {
    std::lock_guard lock(mutex_);
    return !pending_.empty();
}

bool GpuTimer::resolve_front(EngineObserver& observer, bool wait) {
    Pending& p = pending_.front();
    if (wait) {
        if (api_->event_synchronize(p.end) != 0) return false;
    } else {
        int complete = 0;
        if (api_->event_query(p.end, &complete) != 0 || !complete) return false;
    }
    EngineObserver::OpSample s = p.sample;
    TimeNs start = 0, end = 0;
    if (clock_->host_time(p.start, start) && clock_->host_time(p.end, end)) {
        s.launch_start = s.start;
        s.launch_end = s.end;
        // The GPU cannot start an op before the host launched it: an anchor a few
        // microseconds off must not say so.
        s.start = std::max(start, s.launch_start);
        s.end = std::max(end, s.start);
        if (p.host_waited) {
            // Nor end an op the host waited for (a copy to the host) after the wait returned.
            s.end = std::min(s.end, s.launch_end);
            s.start = std::min(s.start, s.end);
        }
        // The end event becomes the device's anchor: later elapsed times stay short.
        recycle(clock_->advance(std::exchange(p.end, nullptr), end));
    }
    observer.record_op(s, p.name, p.waited_on);
    recycle(p.start);
    recycle(p.end);
    pending_.pop_front();
    return true;
}

bool GpuTimer::poll(EngineObserver& observer) {
    std::lock_guard lock(mutex_);
    while (!pending_.empty() && resolve_front(observer, false)) {
    }
    return !pending_.empty();
}

void GpuTimer::flush(EngineObserver& observer) {
    std::lock_guard lock(mutex_);
    while (!pending_.empty())
        if (!resolve_front(observer, true)) {
            // The module failed to wait: record the rest with their host times.
            for (Pending& p : pending_) {
                observer.record_op(p.sample, p.name, p.waited_on);
                api_->event_destroy(p.start);
                api_->event_destroy(p.end);
            }
            pending_.clear();
        }
}

}  // namespace asynclab
