#include "engine/device/gpu_timer.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/device/gpu_api.h"

namespace asynclab {

GpuTimer::GpuTimer(const AsyncLabGpuApi* api, int device, void* stream, std::function<TimeNs()> now)
    : api_(api), device_(device), stream_(stream), now_(std::move(now)) {
    if (!api_ || !api_->event_elapsed_ms || !api_->event_query || !stream_) return;
    if (api_->event_create(device_, ASYNCLAB_GPU_EVENT_TIMING, &anchor_) != 0) {
        anchor_ = nullptr;
        return;
    }
    // The stream is idle: the event completes as soon as it is recorded. Its host time is
    // taken halfway between recording it and seeing it complete.
    const TimeNs before = now_();
    if (api_->event_record(anchor_, stream_) != 0 || api_->event_synchronize(anchor_) != 0) {
        api_->event_destroy(anchor_);
        anchor_ = nullptr;
        return;
    }
    const TimeNs after = now_();
    anchor_ns_ = before + (after - before) / 2;
    ok_ = true;
}

GpuTimer::~GpuTimer() {
    if (!api_) return;
    for (Pending& p : pending_) {
        api_->event_destroy(p.start);
        api_->event_destroy(p.end);
    }
    if (anchor_) api_->event_destroy(anchor_);
}

void* GpuTimer::mark() {
    if (!ok_) return nullptr;
    void* event = nullptr;
    if (api_->event_create(device_, ASYNCLAB_GPU_EVENT_TIMING, &event) != 0) return nullptr;
    if (api_->event_record(event, stream_) != 0) {
        api_->event_destroy(event);
        return nullptr;
    }
    return event;
}

void GpuTimer::add(const Profiler::OpSample& sample, std::string name, std::vector<OpId> waited_on,
                   void* start, void* end) {
    std::lock_guard lock(mutex_);
    pending_.push_back({sample, std::move(name), std::move(waited_on), start, end});
}

bool GpuTimer::pending() const {
    std::lock_guard lock(mutex_);
    return !pending_.empty();
}

bool GpuTimer::host_time(void* event, TimeNs& out) const {
    float ms = 0;
    if (api_->event_elapsed_ms(anchor_, event, &ms) != 0 || !std::isfinite(ms)) return false;
    out = anchor_ns_ + static_cast<TimeNs>(std::llround(static_cast<double>(ms) * 1e6));
    return true;
}

bool GpuTimer::resolve_front(Profiler& profiler, bool wait) {
    Pending& p = pending_.front();
    if (wait) {
        if (api_->event_synchronize(p.end) != 0) return false;
    } else {
        int complete = 0;
        if (api_->event_query(p.end, &complete) != 0 || !complete) return false;
    }
    Profiler::OpSample s = p.sample;
    TimeNs start = 0, end = 0;
    if (host_time(p.start, start) && host_time(p.end, end)) {
        s.launch_start = s.start;
        s.launch_end = s.end;
        // The GPU cannot start an op before the host launched it: an anchor a few
        // microseconds off must not say so.
        s.start = std::max(start, s.launch_start);
        s.end = std::max(end, s.start);
        // The end event is the next anchor: later elapsed times stay short.
        api_->event_destroy(anchor_);
        anchor_ = p.end;
        anchor_ns_ = end;
        p.end = nullptr;
    }
    profiler.record_op(s, p.name, p.waited_on);
    api_->event_destroy(p.start);
    if (p.end) api_->event_destroy(p.end);
    pending_.pop_front();
    return true;
}

bool GpuTimer::poll(Profiler& profiler) {
    std::lock_guard lock(mutex_);
    while (!pending_.empty() && resolve_front(profiler, false)) {
    }
    return !pending_.empty();
}

void GpuTimer::flush(Profiler& profiler) {
    std::lock_guard lock(mutex_);
    while (!pending_.empty())
        if (!resolve_front(profiler, true)) {
            // The module failed to wait: record the rest with their host times.
            for (Pending& p : pending_) {
                profiler.record_op(p.sample, p.name, p.waited_on);
                api_->event_destroy(p.start);
                api_->event_destroy(p.end);
            }
            pending_.clear();
        }
}

}  // namespace asynclab
