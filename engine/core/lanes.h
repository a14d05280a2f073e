// Worker lanes: one queue per (device, lane kind), served by one or more threads.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/core/device.h"

struct AsyncLabGpuApi;

namespace asynclab {

class Engine;
class GpuClock;
class GpuTimer;
class Profiler;
struct OpBlock;

class LaneSet {
  public:
    LaneSet(Engine& engine, int cpu_workers);
    /// Starts gpu(id)'s lanes: compute, copy h2d, copy d2h and copy peer, one thread and one
    /// stream each.
    void start_gpu(int id, const AsyncLabGpuApi* api);
    /// Blocks until every GPU stream has drained (wait_all).
    void synchronize_gpus();
    /// The device-event timer of a GPU lane's stream (nullptr for CPU lanes or when GPU
    /// timing is off or unsupported).
    GpuTimer* gpu_timer(const LaneId& lane) const;
    /// Records every GPU op still waiting for its device times (after synchronize_gpus).
    void flush_gpu_timers(Profiler& profiler);
    ~LaneSet();
    LaneSet(const LaneSet&) = delete;
    LaneSet& operator=(const LaneSet&) = delete;

    /// Queues a granted op on its device's lane. Throws for a device without lanes.
    void enqueue(OpBlock* op);
    bool has_device(Device device) const;
    /// Whether no op waits in the CPU compute queue (a snapshot).
    bool cpu_queue_empty() const;
    std::vector<LaneId> lanes() const;
    /// Times a sleeping CPU worker was woken for an op (a notify sent to a worker not
    /// already woken).
    std::uint64_t cpu_wakeups() const { return cpu_wakeups_.load(std::memory_order_relaxed); }

  private:
    struct Group {
        std::mutex mutex;
        std::condition_variable cv;
        std::deque<OpBlock*> queue;
        int sleeping = 0;
        int signaled = 0;       ///< sleepers notified and not yet awake (at most sleeping)
        bool spinning = false;  ///< a worker watches `queued` before it sleeps
        /// Workers running a short op (is_short_op), each of which takes a queued op when it
        /// is done, sooner than a woken sleeper would: so many queued ops wake nobody.
        /// Counted in under the mutex when the op is taken from the queue; counted out
        /// before the worker looks at the queue again or starts an op that is not short.
        std::atomic<int> finishing{0};
        /// Whether this group's workers tell short ops apart (the CPU's compute workers).
        bool short_ops = false;
        int queued_long = 0;         ///< ops in `queue` that are not short
        std::atomic<int> queued{0};  ///< queue.size(), readable without the mutex
        bool stop = false;
        std::vector<std::thread> threads;
        std::vector<LaneId> lane_ids;
        std::vector<void*> streams;  ///< one per worker on a GPU, created by that worker
        std::vector<std::unique_ptr<GpuTimer>> timers;  ///< one per stream (or none)
    };
    void start_group(Device device, LaneKind kind, int workers,
                     const AsyncLabGpuApi* api = nullptr);
    void worker_loop(Group& group, LaneId lane, std::size_t slot, const AsyncLabGpuApi* api);
    /// Whether a sleeper of `group` should be woken for what it has queued (its mutex held).
    static bool needs_wake(const Group& group);
    /// Whether `op` counts as short in `group` (is_short_op, or a deferred free; never in a
    /// group that does not tell).
    static bool is_short(const Group& group, const OpBlock& op);
    /// Wakes a sleeper of `group` if needs_wake says so.
    void wake_if_needed(Group& group);
    /// Notifies one sleeper of `group`, already counted in its `signaled` (mutex released),
    /// and counts the wake-up when it is a CPU worker.
    void wake_one(Group& group);
    Group* group_for(Device device, LaneKind kind) const;

    Engine& engine_;
    Group* cpu_compute_ = nullptr;  ///< the hot path skips the map lookup
    std::map<std::pair<Device, LaneKind>, std::unique_ptr<Group>> groups_;
    std::map<int, std::shared_ptr<GpuClock>> clocks_;  ///< by GPU id (device-event timing)
    const AsyncLabGpuApi* gpu_api_ = nullptr;
    std::atomic<std::uint64_t> cpu_wakeups_{0};
};

}  // namespace asynclab
