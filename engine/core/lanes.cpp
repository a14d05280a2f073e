#include "engine/core/lanes.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>

#include "engine/core/engine.h"
#include "engine/core/observer.h"
#include "engine/core/op_block.h"
#include "engine/core/spin.h"
#include "engine/device/gpu_api.h"
#include "engine/device/gpu_runtime.h"
#include "engine/device/gpu_timer.h"
#include "engine/memory/storage.h"
#include "engine/util/thread_priority.h"

namespace asynclab {

namespace {

using lanes_detail::Continuation;
using lanes_detail::tls_continuation;

/// An op that the last completion on this CPU worker made ready, kept for it to run next
/// instead of queued (null when none). Frees first: when the next real op runs, nothing is
/// held back behind it.
OpBlock* take_continuation() {
    Continuation& c = tls_continuation;
    if (c.n_frees) return c.frees[--c.n_frees];
    return std::exchange(c.next, nullptr);
}

}  // namespace

LaneExecutor::LaneExecutor(OpRunner runner, int cpu_workers, int max_gpus)
    : runner_(runner), engine_(runner.engine()), cpu_workers_(cpu_workers) {
    start_group(Device::cpu(0), LaneKind::Compute, cpu_workers);
    cpu_compute_ = groups_.at({Device::cpu(0), LaneKind::Compute}).get();
    cpu_compute_->short_ops = true;
    try {
        start_gpus(max_gpus);
    } catch (...) {
        stop();  // the workers started so far, which no destructor will join
        throw;
    }
}

LaneExecutor::~LaneExecutor() {
    stop();
}

void LaneExecutor::stop() {
    for (auto& [key, group] : groups_) {
        {
            std::lock_guard lock(group->mutex);
            group->stop = true;
        }
        group->cv.notify_all();
    }
    for (auto& [key, group] : groups_)
        for (auto& t : group->threads) t.join();
    for (auto& [key, group] : groups_) group->timers.clear();  // their events, then streams
    if (gpu_api_)
        for (auto& [key, group] : groups_)
            for (void*& s : group->streams)
                if (s) gpu_api_->stream_destroy(std::exchange(s, nullptr));
    for (auto& [key, group] : groups_) group->threads.clear();
}

void LaneExecutor::start_gpus(int max_gpus) {
    if (max_gpus == 0) {
        gpu_reason_ = "GPUs are turned off in this engine's configuration";
        return;
    }
    GpuRuntime& rt = GpuRuntime::instance();  // says once, on stderr, why there is no GPU
    if (!rt.available()) {
        gpu_reason_ = rt.unavailable_reason();
        return;
    }
    const AsyncLabGpuApi* api = rt.api();
    gpu_count_ = max_gpus > 0 ? std::min(max_gpus, rt.device_count()) : rt.device_count();
    engine_.storage().set_allocator(
        DeviceType::GPU, {[api](Device d, std::size_t bytes) -> void* {
                              void* p = nullptr;
                              return api->malloc(d.id, bytes, &p) == 0 ? p : nullptr;
                          },
                          [api](Device d, void* p, std::size_t) { api->free(d.id, p); }});
    // Peer access between every pair that has it: copies between them then go over NVLink
    // or PCIe directly instead of through host memory. Without it they still work.
    for (int d = 0; d < gpu_count_; ++d)
        for (int peer = 0; peer < gpu_count_; ++peer) {
            int can = 0;
            if (peer != d && api->can_access_peer(d, peer, &can) == 0 && can)
                api->enable_peer(d, peer);
        }
    const auto infos = rt.devices();
    for (int d = 0; d < gpu_count_; ++d) {
        start_gpu(d, api);
        if (static_cast<std::size_t>(d) < infos.size())
            engine_.storage().set_capacity(Device::gpu(d),
                                           infos[static_cast<std::size_t>(d)].total_mem);
    }
}

void LaneExecutor::start_gpu(int id, const AsyncLabGpuApi* api) {
    gpu_api_ = api;
    for (LaneKind kind :
         {LaneKind::Compute, LaneKind::CopyH2D, LaneKind::CopyD2H, LaneKind::CopyPeer})
        start_group(Device::gpu(id), kind, 1, api);
}

void LaneExecutor::synchronize() {
    if (!gpu_api_) return;
    for (auto& [key, g] : groups_)
        for (void* s : g->streams)
            if (s) gpu_api_->stream_synchronize(s);
    flush_gpu_timers();
}

GpuTimer* LaneExecutor::gpu_timer(const LaneId& lane) const {
    if (!lane.device.is_gpu()) return nullptr;
    Group* g = group_for(lane.device, lane.kind);
    if (!g || lane.index < 0 || static_cast<std::size_t>(lane.index) >= g->timers.size())
        return nullptr;
    return g->timers[static_cast<std::size_t>(lane.index)].get();
}

void LaneExecutor::flush_gpu_timers() {
    EngineObserver* observer = engine_.observer();
    if (!observer) return;  // nothing was timed for nobody (attach() flushes first)
    for (auto& [key, g] : groups_)
        for (auto& t : g->timers)
            if (t) t->flush(*observer);
}

void LaneExecutor::start_group(Device device, LaneKind kind, int workers,
                               const AsyncLabGpuApi* api) {
    auto group = std::make_unique<Group>();
    Group* g = group.get();
    for (int i = 0; i < workers; ++i) g->lane_ids.push_back(LaneId{device, kind, i});
    g->streams.assign(static_cast<std::size_t>(workers), nullptr);
    if (api) {
        // Streams are made here, before any op can reach the lane; each worker then owns
        // its stream exclusively.
        api->set_device(device.id);
        for (auto& s : g->streams)
            if (api->stream_create(device.id, &s) != 0)
                throw std::runtime_error("cannot create a stream on " + device.name() + ": " +
                                         api->last_error());
        // Device-event timing of every op, unless turned off (EngineConfig::gpu_timing):
        // one clock per device, anchored on its first stream, shared by its streams.
        std::shared_ptr<GpuClock>& clock = clocks_[device.id];
        if (engine_.config().gpu_timing && !clock && !g->streams.empty())
            clock = std::make_shared<GpuClock>(api, device.id, g->streams.front(), [this] {
                const EngineObserver* observer = engine_.observer();
                return observer ? observer->now() : TimeNs{0};
            });
        for (void* s : g->streams)
            g->timers.push_back(clock && clock->ok()
                                    ? std::make_unique<GpuTimer>(api, device.id, s, clock)
                                    : nullptr);
    }
    groups_.emplace(std::make_pair(device, kind), std::move(group));
    for (int i = 0; i < workers; ++i) {
        LaneId lane = g->lane_ids[static_cast<std::size_t>(i)];
        const auto slot = static_cast<std::size_t>(i);
        g->threads.emplace_back([this, g, lane, slot, api] { worker_loop(*g, lane, slot, api); });
        // Thread names show up in debuggers and perf: "al cpu0 c1".
        const char* short_kind = kind == LaneKind::CopyH2D    ? "h2d"
                                 : kind == LaneKind::CopyD2H  ? "d2h"
                                 : kind == LaneKind::CopyPeer ? "p2p"
                                                              : "c";
        std::string name = std::string("al ") + (device.is_cpu() ? "cpu" : "gpu") +
                           std::to_string(device.id) + " " + short_kind + std::to_string(i);
        pthread_setname_np(g->threads.back().native_handle(), name.substr(0, 15).c_str());
    }
}

LaneExecutor::Group* LaneExecutor::group_for(Device device, LaneKind kind) const {
    if (device == Device::cpu(0) && kind == LaneKind::Compute) return cpu_compute_;
    auto it = groups_.find({device, kind});
    return it == groups_.end() ? nullptr : it->second.get();
}

bool LaneExecutor::has_device(Device device) const {
    return group_for(device, LaneKind::Compute) != nullptr;
}

bool LaneExecutor::cpu_queue_empty() const {
    return cpu_compute_->queued.load(std::memory_order_acquire) == 0;
}

// The ring keeps whether an op is short in the low bit of its address.
static_assert(alignof(OpBlock) >= 2);

void LaneExecutor::Ring::grow() {
    const std::uint32_t capacity = capacity_ ? capacity_ * 2 : 1024;
    auto slots = std::make_unique<std::uintptr_t[]>(capacity);
    for (std::uint32_t i = 0; i < count_; ++i) slots[i] = slots_[(head_ + i) & (capacity_ - 1)];
    slots_ = std::move(slots);
    capacity_ = capacity;
    head_ = 0;
}

void LaneExecutor::enqueue(OpBlock* op) {
    // CPU copies run on the compute workers: a host has no copy engine of its own.
    LaneKind kind = op->device.is_cpu() ? LaneKind::Compute : op->lane;
    Group* g = group_for(op->device, kind);
    if (!g) throw std::logic_error("no lane for " + op->device.name());
    const bool short_op = is_short(*g, *op);
    bool wake;
    {
        std::lock_guard lock(g->mutex);
        g->queue.push_back(op, short_op);
        g->queued.store(static_cast<int>(g->queue.size()), std::memory_order_release);
        if (!short_op) ++g->queued_long;
        wake = needs_wake(*g);
        if (wake) ++g->signaled;
    }
    if (wake) wake_one(*g);
}

bool LaneExecutor::is_short(const Group& g, const OpBlock& op) {
    // A deferred free hands a buffer back to the pool: short whatever it frees.
    return g.short_ops && (op.delete_after || is_short_op(op.props));
}

bool LaneExecutor::needs_wake(const Group& g) {
    if (g.sleeping <= g.signaled) return false;  // every sleeper is being woken already
    // A spinning worker, each worker finishing a short op and each sleeper already woken
    // take a queued op without another wake-up.
    const std::size_t awake =
        (g.spinning ? 1u : 0u) +
        static_cast<std::size_t>(g.finishing.load(std::memory_order_relaxed) + g.signaled);
    return wakes_a_sleeper(g.queue.size(), awake, static_cast<std::size_t>(g.queued_long));
}

void LaneExecutor::wake_if_needed(Group& g) {
    bool wake;
    {
        std::lock_guard lock(g.mutex);
        wake = needs_wake(g);
        if (wake) ++g.signaled;
    }
    if (wake) wake_one(g);
}

void LaneExecutor::wake_one(Group& g) {
    if (&g == cpu_compute_) cpu_wakeups_.fetch_add(1, std::memory_order_relaxed);
    g.cv.notify_one();
}

void LaneExecutor::worker_loop(Group& g, LaneId lane, std::size_t slot, const AsyncLabGpuApi* api) {
    void* stream = g.streams[slot];
    GpuTimer* timer = slot < g.timers.size() ? g.timers[slot].get() : nullptr;
    if (api) api->set_device(lane.device.id);  // the CUDA device is per host thread
    if (const int nice = engine_.config().worker_nice; nice > 0) lower_this_thread_priority(nice);
    // A CPU worker runs the ops its completions keep for it (take_continuation); after
    // kMaxChain in a row it lets ops queued meanwhile go first.
    constexpr int kMaxChain = 64;
    const bool chains = lane.device.is_cpu() && lane.kind == LaneKind::Compute;
    if (chains) tls_continuation.lanes = this;
    // Whether this worker is counted in g.finishing (a CPU worker running a short op).
    bool finishing = false;
    for (;;) {
        OpBlock* op;
        {
            std::unique_lock lock(g.mutex);
            if (finishing) {
                g.finishing.fetch_sub(1, std::memory_order_relaxed);
                finishing = false;
            }
            bool spun = false;
            // Waiting: the next op's start is when it is found, not the last op's end.
            if (g.queue.empty()) tls_continuation.clock = 0;
            while (g.queue.empty()) {
                if (g.stop) return;
                const std::chrono::microseconds spin(chains && !spun ? engine_.spin_us() : 0);
                if (spin.count() > 0 && !g.spinning) {
                    // Watch for the next op for a while before sleeping (one spinner per
                    // group: the other workers sleep at once).
                    spun = true;
                    g.spinning = true;
                    lock.unlock();
                    spin_until([&g] { return g.queued.load(std::memory_order_acquire) > 0; }, spin,
                               [this] {
                                   return sched_getcpu() ==
                                          pusher_cpu_.load(std::memory_order_relaxed);
                               });
                    lock.lock();
                    g.spinning = false;
                    continue;
                }
                ++g.sleeping;
                if (timer && timer->pending()) {
                    // Ops still running on the GPU: look again shortly for their times.
                    g.cv.wait_for(lock, std::chrono::microseconds(200));
                    --g.sleeping;
                    if (g.signaled > 0) --g.signaled;
                    lock.unlock();
                    if (EngineObserver* observer = engine_.observer()) timer->poll(*observer);
                    lock.lock();
                    continue;
                }
                g.cv.wait(lock);
                --g.sleeping;
                // Woken by a notify, or spuriously (then the count is one short, and a later
                // push notifies once more than it needs to: harmless).
                if (g.signaled > 0) --g.signaled;
            }
            bool short_op = false;
            std::tie(op, short_op) = g.queue.pop_front();
            g.queued.store(static_cast<int>(g.queue.size()), std::memory_order_relaxed);
            if (short_op) {
                g.finishing.fetch_add(1, std::memory_order_relaxed);
                finishing = true;
            } else {
                --g.queued_long;
            }
        }
        runner_.execute(op, lane, stream);
        if (timer)
            if (EngineObserver* observer = engine_.observer()) timer->poll(*observer);
        if (!chains) continue;
        for (int chained = 0; OpBlock* next = take_continuation(); ++chained) {
            if (chained >= kMaxChain && g.queued.load(std::memory_order_acquire) > 0) {
                // Ops wait in the queue: the rest of the chain goes behind them, and this
                // worker looks at the queue next, so queueing it wakes no sleeper for it (a
                // wake-up costs the waker a futex call, 15 us on a virtual machine's idle
                // core). With nothing queued there is nobody to be fair to: the chain goes on.
                if (!finishing) {
                    g.finishing.fetch_add(1, std::memory_order_relaxed);
                    finishing = true;
                }
                enqueue(next);
                continue;
            }
            if (is_short(g, *next) != finishing) {
                finishing = !finishing;
                if (finishing) {
                    g.finishing.fetch_add(1, std::memory_order_relaxed);
                } else {
                    // No longer about to look at the queue: what was queued on that
                    // promise wakes a sleeper now.
                    g.finishing.fetch_sub(1, std::memory_order_relaxed);
                    wake_if_needed(g);
                }
            }
            runner_.execute(next, lane, stream);
        }
    }
}

std::vector<LaneId> LaneExecutor::lanes() const {
    std::vector<LaneId> out;
    for (auto& [key, g] : groups_) out.insert(out.end(), g->lane_ids.begin(), g->lane_ids.end());
    return out;
}

OpId LaneExecutor::push(OpBlock* op) {
    if (tls_continuation.lanes != this) {
        // The front end (not a worker pushing a free): where it runs now. sched_getcpu()
        // reads the kernel's rseq area, a few nanoseconds.
        if (const int cpu = sched_getcpu(); pusher_cpu_.load(std::memory_order_relaxed) != cpu)
            pusher_cpu_.store(cpu, std::memory_order_relaxed);
    }
    const OpId id = runner_.admit(op);
    runner_.enter(op);
    if (op->free_here && tls_continuation.lanes != this) {
        // A free that no op waits for any more runs here and now: waking a worker only to
        // give memory back costs the front end a futex wake, and the worker a core, for a
        // few hundred nanoseconds of work. One still waiting is granted by the worker that
        // ends the last use, which keeps it for itself (Completing).
        if (runner_.release_here(op))
            runner_.execute(op, LaneId{Device::cpu(0), LaneKind::Compute, 0}, nullptr);
        return id;
    }
    runner_.release(op);
    return id;
}

void LaneExecutor::wait(Gate& gate) {
    gate.wait(std::chrono::microseconds(engine_.spin_us()));
}

void LaneExecutor::drain() {
    runner_.wait_in_flight_below(1, false);
}

void LaneExecutor::attached(EngineObserver* observer) {
    if (!observer) return;  // nothing is timed for nobody
    for (auto& [id, clock] : clocks_)
        if (clock) clock->anchor([observer] { return observer->now(); });
}

void LaneExecutor::dispatch(OpBlock* op) {
    if (Continuation& c = tls_continuation; c.open && c.lanes == this && op->device.is_cpu()) {
        if (op->delete_after && c.n_frees < c.frees.size()) {
            op->free_time = c.end;  // it runs right after the op whose completion freed it
            c.frees[c.n_frees++] = op;
            return;
        }
        if (!op->delete_after && !c.next && cpu_queue_empty()) {
            c.next = op;
            return;
        }
    }
    enqueue(op);
}

}  // namespace asynclab
