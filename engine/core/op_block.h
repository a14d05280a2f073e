// Engine internals: variables, op blocks and the per-variable dependency queue.
// Not part of the public API; included by the engine and its lanes only.
#pragma once

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/core/engine.h"
#include "engine/device/gpu_api.h"

namespace asynclab {

/// The error of a failed op, shared by every variable it (transitively) poisoned.
struct OpFailure {
    std::string op_name;
    OpId op = 0;
    std::string message;  ///< full text: op, device and the original message
    std::atomic<bool> reported{false};
};

/// A CUDA event recorded on a lane's stream right after an op was enqueued there; later
/// work on other streams waits on it (stream_wait_event), host work synchronizes on it.
struct GpuEvent {
    const AsyncLabGpuApi* api = nullptr;
    void* event = nullptr;
    void* stream = nullptr;
    ~GpuEvent();
};

struct VarEntry {
    OpBlock* op = nullptr;
    Var* var = nullptr;
    bool write = false;
    VarEntry* next = nullptr;  ///< next waiter in the variable's queue
};

/// One buffer's dependency state. Readers share, writers are exclusive, and waiters are
/// granted strictly in push order (FIFO), which gives RAW, WAR and WAW ordering.
struct Var {
    std::mutex mutex;
    int running_reads = 0;
    bool write_running = false;
    VarEntry* head = nullptr;  ///< waiting entries, oldest first
    VarEntry* tail = nullptr;
    std::uint64_t version = 0;  ///< number of writes pushed
    // For the profiler's "waited on" edges: the last writer and the readers since.
    OpId last_writer = 0;
    std::vector<OpId> readers;
    // Error state: the unreported failure of the op that last wrote this variable.
    std::atomic<bool> has_error{false};
    std::shared_ptr<OpFailure> error;
    // GPU ordering: the event after the last GPU write and after GPU reads since then.
    std::atomic<bool> has_gpu_events{false};
    std::shared_ptr<GpuEvent> gpu_write;
    std::vector<std::shared_ptr<GpuEvent>> gpu_reads;
};

/// A front-end thread parked until an op is granted (sync points, inline execution).
struct Gate {
    std::mutex mutex;
    std::condition_variable cv;
    bool open = false;
    void release() {
        std::lock_guard lock(mutex);
        open = true;
        cv.notify_one();
    }
    void wait() {
        std::unique_lock lock(mutex);
        cv.wait(lock, [this] { return open; });
    }
};

struct OpBlock {
    OpFn fn;
    /// Variables not yet granted, plus one held by the pusher until registration ends.
    std::atomic<int> pending{0};
    std::vector<VarEntry> entries;  ///< reads first, then writes; never resized once linked
    Device device;
    LaneKind lane = LaneKind::Compute;
    std::string name;
    OpProps props;
    OpId id = 0;
    TimeNs push_time = 0;
    int issuer = 0;
    std::vector<OpId> waited_on;
    Gate* gate = nullptr;         ///< set: granted op wakes a front-end thread instead
    bool waiter = false;          ///< a sync-point marker: no function, not counted in flight
    bool always_run = false;      ///< runs even when an input carries an error (deletion)
    Var* delete_after = nullptr;  ///< variable to free once this op completed
    std::shared_ptr<OpFailure> failure;  ///< set when it failed or was skipped
    bool threw = false;
    bool skipped = false;
    bool* done = nullptr;  ///< set to true on completion (simulated synchronous modes)
};

}  // namespace asynclab
