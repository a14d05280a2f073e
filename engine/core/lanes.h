// The threaded executor: worker lanes, one queue per (device, lane kind), served by one or
// more threads; on a GPU one thread and one stream per lane.
#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/core/device.h"
#include "engine/core/executor.h"
#include "engine/core/spin.h"

struct AsyncLabGpuApi;

namespace asynclab {

class GpuClock;
class GpuTimer;
class LaneExecutor;

namespace lanes_detail {
/// A CPU worker's continuation slot (LaneExecutor::Completing): the op it runs next, and the
/// frees its completions made ready. Here so that an op's completion opens it inline.
struct Continuation {
    const LaneExecutor* lanes = nullptr;  ///< set on a CPU worker of these lanes
    bool open = false;
    TimeNs end = 0;  ///< while open: the end of the op being completed (0: not profiled)
    /// The profiled end of the last op this worker ran, while it has not waited for work
    /// since (0 otherwise), on `clock_of`'s clock: the next op it runs starts there when the
    /// same observer times it (Engine::op_start).
    TimeNs clock = 0;
    const EngineObserver* clock_of = nullptr;
    OpBlock* next = nullptr;
    std::array<OpBlock*, 4> frees{};
    std::size_t n_frees = 0;
};
inline thread_local Continuation tls_continuation;
}  // namespace lanes_detail

class LaneExecutor final : public Executor {
  public:
    /// Starts `cpu_workers` CPU workers, and the lanes of up to `max_gpus` of the GPUs the
    /// CUDA module finds (-1: all, 0: none).
    LaneExecutor(OpRunner runner, int cpu_workers, int max_gpus);
    ~LaneExecutor() override;
    LaneExecutor(const LaneExecutor&) = delete;
    LaneExecutor& operator=(const LaneExecutor&) = delete;

    bool has_device(Device device) const override;
    std::vector<LaneId> lanes() const override;
    int cpu_workers() const override { return cpu_workers_; }
    int gpu_count() const override { return gpu_count_; }
    std::string gpu_unavailable_reason() const override { return gpu_reason_; }
    /// Times a sleeping CPU worker was woken for an op (a notify sent to a worker not
    /// already woken).
    std::uint64_t cpu_wakeups() const override {
        return cpu_wakeups_.load(std::memory_order_relaxed);
    }
    /// The CUDA module's API when GPUs have lanes (null otherwise).
    const AsyncLabGpuApi* gpu_api() const { return gpu_api_; }

    OpId push(OpBlock* op) override;
    void wait(Gate& gate) override;
    void drain() override;
    /// Waits until every GPU stream is idle, then records the GPU ops still waiting for
    /// their device times.
    void synchronize() override;
    void dispatch(OpBlock* op) override;
    /// Anchors each GPU's device-event clock to the observer's clock.
    void attached(EngineObserver* observer) override;

    /// The device-event timer of a GPU lane's stream (nullptr for CPU lanes or when GPU
    /// timing is off or unsupported).
    GpuTimer* gpu_timer(const LaneId& lane) const;

    /// While a CPU worker of this executor completes an op (OpRunner::finish, from the end
    /// `end` on), a CPU op that the completion makes ready is kept for that worker to run
    /// next when no other op waits in the queue: queued, it would wake another worker and
    /// move its data to a cold core, while the worker that produced the input is free at
    /// once. With other work queued, ready ops are queued too, so idle workers share them.
    /// Deferred frees (which take no time) are always kept, a few at most. Nothing on
    /// another thread.
    class Completing {
      public:
        Completing(const LaneExecutor* lanes, TimeNs end)
            : open_(lanes && lanes_detail::tls_continuation.lanes == lanes) {
            if (!open_) return;
            lanes_detail::tls_continuation.open = true;
            lanes_detail::tls_continuation.end = end;
        }
        ~Completing() {
            if (open_) lanes_detail::tls_continuation.open = false;
        }
        Completing(const Completing&) = delete;
        Completing& operator=(const Completing&) = delete;

      private:
        bool open_;
    };

  private:
    /// A lane group's queue of granted ops: a ring that doubles when full, guarded by the
    /// group's mutex. Its indices live beside the mutex, on the line that the front end and
    /// the workers pass between them at every op (a std::deque kept them on others).
    class Ring {
      public:
        bool empty() const { return count_ == 0; }
        std::size_t size() const { return count_; }
        /// Queues `op`, with whether it is short kept beside it: the worker that takes it
        /// then decides its bookkeeping without reading the op (a line the pusher wrote)
        /// while it holds the group's mutex.
        void push_back(OpBlock* op, bool is_short) {
            if (count_ == capacity_) grow();
            slots_[(head_ + count_) & (capacity_ - 1)] =
                reinterpret_cast<std::uintptr_t>(op) | (is_short ? 1u : 0u);
            ++count_;
        }
        /// The oldest op, and whether it was queued as short.
        std::pair<OpBlock*, bool> pop_front() {
            const std::uintptr_t slot = slots_[head_];
            head_ = (head_ + 1) & (capacity_ - 1);
            --count_;
            return {reinterpret_cast<OpBlock*>(slot & ~std::uintptr_t{1}), (slot & 1u) != 0};
        }

      private:
        void grow();
        std::unique_ptr<std::uintptr_t[]> slots_;
        std::uint32_t capacity_ = 0;  ///< a power of two (0 before the first op)
        std::uint32_t head_ = 0;
        std::uint32_t count_ = 0;
    };

    struct alignas(64) Group {
        // First, on one cache line: what the front end and the workers touch at every op.
        // Taken by the front end at every push and by a worker at every op: a mutex whose
        // waiter would sleep on a futex made each push pay for waking it (spin.h).
        SpinMutex mutex;
        bool stop = false;
        bool spinning = false;  ///< a worker watches `queued` before it sleeps
        /// Whether this group's workers tell short ops apart (the CPU's compute workers).
        bool short_ops = false;
        int sleeping = 0;
        int signaled = 0;            ///< sleepers notified and not yet awake (at most sleeping)
        int queued_long = 0;         ///< ops in `queue` that are not short
        std::atomic<int> queued{0};  ///< queue.size(), readable without the mutex
        /// Workers running a short op (is_short_op), each of which takes a queued op when it
        /// is done, sooner than a woken sleeper would: so many queued ops wake nobody.
        /// Counted in under the mutex when the op is taken from the queue; counted out
        /// before the worker looks at the queue again or starts an op that is not short.
        std::atomic<int> finishing{0};
        Ring queue;
        // Then what is touched when a worker sleeps or wakes, or never after start-up.
        std::condition_variable_any cv;
        std::vector<std::thread> threads;
        std::vector<LaneId> lane_ids;
        std::vector<void*> streams;  ///< one per worker on a GPU, created by that worker
        std::vector<std::unique_ptr<GpuTimer>> timers;  ///< one per stream (or none)
    };
    void start_gpus(int max_gpus);
    /// Stops and joins every worker, then destroys the GPU streams (once).
    void stop();
    /// Starts gpu(id)'s lanes: compute, copy h2d, copy d2h and copy peer, one thread and one
    /// stream each.
    void start_gpu(int id, const AsyncLabGpuApi* api);
    void start_group(Device device, LaneKind kind, int workers,
                     const AsyncLabGpuApi* api = nullptr);
    void worker_loop(Group& group, LaneId lane, std::size_t slot, const AsyncLabGpuApi* api);
    /// Queues a granted op on its device's lane. Throws for a device without lanes.
    void enqueue(OpBlock* op);
    /// Whether no op waits in the CPU compute queue (a snapshot).
    bool cpu_queue_empty() const;
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
    /// Records the GPU ops waiting for their device times into the attached observer.
    void flush_gpu_timers();

    OpRunner runner_;
    Engine& engine_;
    int cpu_workers_ = 1;
    int gpu_count_ = 0;
    std::string gpu_reason_;
    Group* cpu_compute_ = nullptr;  ///< the hot path skips the map lookup
    std::map<std::pair<Device, LaneKind>, std::unique_ptr<Group>> groups_;
    std::map<int, std::shared_ptr<GpuClock>> clocks_;  ///< by GPU id (device-event timing)
    const AsyncLabGpuApi* gpu_api_ = nullptr;
    std::atomic<std::uint64_t> cpu_wakeups_{0};
    /// The core the front end last pushed from (-1: unknown). An idle CPU worker that finds
    /// itself spinning on that core stops and sleeps: the front end, which would hand it
    /// its next op, cannot run there while it spins (a 2-core machine runs the front end and
    /// two workers on two cores). Written only when it changes.
    alignas(64) std::atomic<int> pusher_cpu_{-1};
};

}  // namespace asynclab
