#include "engine/sim/sim_executor.h"

#include <cmath>
#include <stdexcept>

#include "engine/core/engine.h"
#include "engine/core/op_block.h"
#include "engine/profiler/profiler.h"

namespace asynclab {

namespace {
TimeNs to_ns(double seconds) {
    return static_cast<TimeNs>(std::llround(seconds * 1e9));
}
}  // namespace

SimExecutor::SimExecutor(Engine& engine, SimConfig config)
    : engine_(engine), config_(std::move(config)) {
    if (config_.gpus.size() > 8)
        throw std::invalid_argument("a simulated machine has at most 8 GPUs, not " +
                                    std::to_string(config_.gpus.size()));
    if (config_.cpu_lanes < 1) config_.cpu_lanes = 1;
    for (int i = 0; i < config_.cpu_lanes; ++i)
        free_at_[LaneId{Device::cpu(0), LaneKind::Compute, i}] = 0;
    for (std::size_t g = 0; g < config_.gpus.size(); ++g)
        for (LaneKind k :
             {LaneKind::Compute, LaneKind::CopyH2D, LaneKind::CopyD2H, LaneKind::CopyPeer})
            free_at_[LaneId{Device::gpu(static_cast<int>(g)), k, 0}] = 0;
}

bool SimExecutor::has_device(Device d) const {
    if (d.is_cpu()) return d.id == 0;
    return d.id >= 0 && static_cast<std::size_t>(d.id) < config_.gpus.size();
}

std::vector<LaneId> SimExecutor::lanes() const {
    std::vector<LaneId> out;
    for (auto& [lane, t] : free_at_) out.push_back(lane);
    return out;
}

const DeviceSpec& SimExecutor::spec(Device d) const {
    return d.is_cpu() ? config_.cpu : config_.gpus.at(static_cast<std::size_t>(d.id));
}

TimeNs SimExecutor::issue() {
    frontend_ += to_ns(config_.frontend_seconds_per_op);
    advance_to(frontend_);
    clock_ = frontend_;
    return frontend_;
}

void SimExecutor::advance_to(TimeNs limit) {
    while (!events_.empty() && events_.top().time <= limit) step();
}

LaneId SimExecutor::pick_lane(const OpBlock& op) const {
    if (op.device.is_cpu()) {
        // The CPU lane that frees up first (the lowest index on a tie).
        LaneId best{Device::cpu(0), LaneKind::Compute, 0};
        TimeNs best_free = free_at_.at(best);
        for (int i = 1; i < config_.cpu_lanes; ++i) {
            LaneId lane{Device::cpu(0), LaneKind::Compute, i};
            if (free_at_.at(lane) < best_free) {
                best = lane;
                best_free = free_at_.at(lane);
            }
        }
        return best;
    }
    return LaneId{op.device, op.lane, 0};
}

double SimExecutor::seconds(const OpBlock& op, const LaneId& lane) const {
    const double bytes = op.props.bytes;
    switch (lane.kind) {
        case LaneKind::CopyH2D:
        case LaneKind::CopyD2H:
            // props.bytes counts the read and the write: the transfer moves half of it.
            return copy_seconds(config_.host_link, bytes / 2);
        case LaneKind::CopyPeer: return copy_seconds(config_.peer_link, bytes / 2);
        default: return op_seconds(spec(lane.device), op.props.flops, bytes, op.props.kind);
    }
}

void SimExecutor::granted(OpBlock* op) {
    const TimeNs ready = std::max(clock_, op->push_time);
    if (op->delete_after) {
        // Frees take no lane time: they happen as soon as the last user is done.
        events_.push({ready, seq_++, false, op, LaneId{Device::cpu(0)}, ready, ready});
        return;
    }
    const LaneId lane = pick_lane(*op);
    const TimeNs start = std::max(ready, free_at_.at(lane));
    const TimeNs finish = start + to_ns(seconds(*op, lane));
    free_at_[lane] = finish;
    events_.push({start, seq_++, false, op, lane, start, finish});
}

bool SimExecutor::step() {
    if (events_.empty()) return false;
    const Event e = events_.top();
    events_.pop();
    clock_ = e.time;
    if (!e.end) {
        // The function runs at the op's start: what it allocates is in use from then on.
        engine_.run_body(e.op, e.lane, nullptr, nullptr);
        events_.push({e.finish, seq_++, true, e.op, e.lane, e.start, e.finish});
    } else {
        engine_.finish(e.op, e.lane, e.start, e.finish);
        sample_queue_depth();
    }
    return true;
}

TimeNs SimExecutor::block_until(const std::function<bool()>& done, bool wakes) {
    const bool waited = !done();
    while (!done())
        if (!step())
            throw std::logic_error(
                "simulation stalled: the front end waits for an op that "
                "can never run");
    resume(waited && wakes);
    return frontend_;
}

TimeNs SimExecutor::drain() {
    const TimeNs before = frontend_;
    while (step()) {
    }
    resume(clock_ > before);
    return frontend_;
}

void SimExecutor::resume(bool woken) {
    frontend_ = std::max(frontend_, clock_);
    // A front end that slept pays for waking the worker and being woken (the CPU spec's
    // sync cost; 0 for the data-sheet presets).
    if (woken && config_.cpu.sync_seconds > 0) {
        frontend_ += to_ns(config_.cpu.sync_seconds);
        advance_to(frontend_);
    }
    clock_ = frontend_;
}

void SimExecutor::sample_queue_depth() {
    if (engine_.profiler().enabled())
        engine_.profiler().record(CounterEvent{CounterKind::QueueDepth, Device::cpu(0), clock_,
                                               static_cast<double>(engine_.in_flight())});
}

}  // namespace asynclab
