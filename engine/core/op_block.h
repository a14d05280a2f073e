// Engine internals: variables, op blocks and the per-variable dependency queue.
// Not part of the public API; included by the engine and its executors (executor.h) only.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstring>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/engine.h"
#include "engine/core/spin.h"
#include "engine/device/gpu_api.h"
#include "engine/util/block_pool.h"

namespace asynclab {

class GpuTimer;

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

/// One variable an op uses. Built whole where it is added (VarEntry{op, var, write,
/// nullptr}): no default member values, so that an op block's unused inline entries cost no
/// stores when the block is made (see VarEntries).
struct VarEntry {
    OpBlock* op;
    Var* var;
    bool write;
    VarEntry* next;  ///< next waiter in the variable's queue
};

/// The most readers of a variable that its next writer lists as waited on (the latest).
inline constexpr std::size_t kTrackedReaders = 64;

/// A short list of op ids, the first kInline inline: an op's waited-on ids, and a
/// variable's latest readers. Most hold one or two, which then cost no allocation.
template <std::size_t kInline>
class BasicOpIdList {
  public:
    void push_back(OpId id) {
        if (size_ < kInline) {
            inline_[size_++] = id;
            return;
        }
        spill_and_push(id);
    }
    template <typename It>
    void append(It first, It last) {
        for (; first != last; ++first) push_back(*first);
    }
    void assign_one(OpId id) {
        clear();
        push_back(id);
    }
    OpId& operator[](std::size_t i) { return begin()[i]; }
    void clear() {
        // The heap part is only looked at when it is in use: a variable's every write clears
        // its readers, and most never had more than kInline.
        if (size_ > kInline) heap_.clear();
        size_ = 0;
    }
    OpId* begin() { return size_ > kInline ? heap_.data() : inline_; }
    OpId* end() { return begin() + size_; }
    const OpId* data() const { return size_ > kInline ? heap_.data() : inline_; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    OpId front() const { return *data(); }
    /// Sorts the ids and drops duplicates.
    void sort_unique() {
        if (size_ < 2) return;
        std::sort(begin(), end());
        OpId* last = std::unique(begin(), end());
        const auto n = static_cast<std::size_t>(last - begin());
        if (size_ > kInline && n <= kInline) {
            std::copy(heap_.begin(), heap_.begin() + static_cast<std::ptrdiff_t>(n), inline_);
            heap_.clear();
        } else if (size_ > kInline) {
            heap_.resize(n);
        }
        size_ = n;
    }
    std::span<const OpId> span() const { return {data(), size_}; }

  private:
    [[gnu::noinline]] void spill_and_push(OpId id) {
        if (size_ == kInline) heap_.assign(inline_, inline_ + kInline);
        heap_.push_back(id);
        ++size_;
    }
    std::size_t size_ = 0;
    std::vector<OpId> heap_;
    OpId inline_[kInline];
};
/// A variable's latest readers (on the line its front end writes).
using OpIdList = BasicOpIdList<4>;
/// An op's waited-on ids: the last writers of everything it uses, before duplicates are
/// dropped. A hybridized call reads its input and each parameter, which each have their own
/// last writer: on the heap, those were two allocations per profiled push, one of them
/// freed by the worker.
using WaitedOnList = BasicOpIdList<8>;

/// One buffer's dependency state. Readers share, writers are exclusive, and waiters are
/// granted strictly in push order (FIFO), which gives RAW, WAR and WAW ordering.
struct alignas(64) Var {
    // The first cache line holds what a worker reads and writes for every op it runs on
    // this variable (the grant, its error and timing state, the lazy allocation): the
    // release takes the line for the mutex anyway, so the rest costs no further miss. What
    // only the pushing front end touches (the version, the profiler's edges) and the rare
    // states (an error's details, GPU events) come after it.
    SpinMutex mutex;
    bool write_running = false;
    /// It guards no data, it only orders the ops that write it (Engine::new_order_var): a
    /// failed op leaves no error on it.
    bool orders_only = false;
    /// The op that last wrote it failed and the failure is not reported yet (see `error`).
    std::atomic<bool> has_error{false};
    /// GPU ops used it: `gpu_write` and `gpu_reads` hold the events that order the next ones.
    std::atomic<bool> has_gpu_events{false};
    /// Its last reference is gone while ops still used it: the release that leaves it idle
    /// frees it (`free_fn`, then the variable), in place of a free op (Engine::defer_free).
    /// Written under `mutex`; a worker about to run an op reads it without (run_body).
    std::atomic<bool> free_when_idle{false};
    int running_reads = 0;
    VarEntry* head = nullptr;  ///< waiting entries, oldest first
    VarEntry* tail = nullptr;
    /// Number of writes finished (they finish in push order): a front end waiting to read
    /// watches it instead of queueing a waiter (Engine::wait_to_read). Written under
    /// `mutex`, read without it.
    std::atomic<std::uint64_t> writes_done{0};
    /// Profiled real runs: the latest end among the ops that released it. An op waiting
    /// for it starts no earlier (Engine::op_start), which an unordered clock read alone
    /// does not guarantee. Written under `mutex`, read without it.
    std::atomic<TimeNs> released_at{0};
    // Timing-only simulation: what an op writing this variable does in place of its
    // function (allocate the buffer the function would have allocated); null: nothing.
    void (*materialize)(void*) = nullptr;
    void* materialize_arg = nullptr;

    // Past the first line: what the front end alone touches, and the rare states.
    /// The size of the buffer it guards, for the simulated CPU's cache (0: unknown).
    double bytes = 0;
    std::uint64_t version = 0;  ///< number of writes pushed
    // For the profiler's "waited on" edges: the last writer, and the readers since, kept
    // only while the profiler records and at most kTrackedReaders of them, the latest (a
    // parameter read by every call of an inference loop would otherwise keep one id per
    // call, forever when nothing records, and its next writer would list them all).
    OpId last_writer = 0;
    OpIdList readers;
    std::uint32_t readers_seen = 0;    ///< reads tracked since the last write (readers wraps)
    std::shared_ptr<OpFailure> error;  ///< the failure has_error announces
    /// The GPU events has_gpu_events announces: after the last GPU write, and after the GPU
    /// reads since then.
    std::shared_ptr<GpuEvent> gpu_write;
    std::vector<std::shared_ptr<GpuEvent>> gpu_reads;
    /// What `free_when_idle` runs (null: nothing but deleting the variable).
    void (*free_fn)(void*) = nullptr;
    void* free_arg = nullptr;
};
static_assert(offsetof(Var, materialize_arg) + sizeof(void*) <= 64,
              "what a worker touches per op stays on the variable's first cache line");
// Variables stay on the heap. The op blocks' pool (below), given to them too, was measured
// twice: first 25% slower on chains of small elementwise ops, in builds whose kernel loops
// had not yet a fixed alignment (engine/kernels/sources.cmake), which alone moved those
// chains by 30%; then, with the alignment, within the noise on every engine measure (10
// alternating runs of each: elementwise 0.97 against 1.03 us per op, push_empty 0.33
// against 0.29, spreads overlapping). Nothing shown to gain.

/// A front-end thread parked until an op is granted (sync points, inline execution). The
/// waiter first spins for a short budget (spin.h), so that a sync on a tiny op costs neither
/// side a futex call; only a waiter that went to sleep is notified.
struct Gate {
    std::mutex mutex;
    std::condition_variable cv;
    std::atomic<bool> open{false};
    bool sleeping = false;  ///< guarded by mutex
    void release() {
        std::lock_guard lock(mutex);
        open.store(true, std::memory_order_release);
        if (sleeping) cv.notify_one();
    }
    void wait(std::chrono::nanoseconds spin) {
        if (spin_until([this] { return open.load(std::memory_order_acquire); }, spin)) {
            // release() may still hold the mutex: wait it out before the gate goes away.
            std::lock_guard lock(mutex);
            return;
        }
        std::unique_lock lock(mutex);
        sleeping = true;
        cv.wait(lock, [this] { return open.load(std::memory_order_relaxed); });
    }
};

/// An op's variable entries: the first kInline in the op itself, the rest on the heap.
/// Filled before the op is linked into its variables' queues, never changed after: those
/// point into it. Room for a compiled graph's inputs: a hybridized MLP's call reads its input
/// and six parameters and writes its output and workspace (nine), and a heap array of entries
/// would be one more allocation for the pushing thread, freed by the worker that completes
/// the op. The inline array is left unset until used (no stores for slots an op leaves
/// empty: blocks are made with `new OpBlock`, not value-initialized).
class VarEntries {
  public:
    VarEntries() {}  // NOLINT: the inline entries stay unset until pushed
    VarEntries(const VarEntries&) = delete;
    VarEntries& operator=(const VarEntries&) = delete;

    /// Room for `n` entries: beyond the inline ones, all of them move to the heap at once.
    void reserve(std::size_t n) {
        if (n > kInline && !on_heap()) spill(n);
    }
    void push_back(const VarEntry& e) {
        if (!on_heap() && size_ == kInline) spill(kInline * 2);
        if (on_heap())
            heap_.push_back(e);
        else
            inline_[size_] = e;
        ++size_;
    }
    VarEntry* begin() { return on_heap() ? heap_.data() : inline_; }
    VarEntry* end() { return begin() + size_; }
    const VarEntry* begin() const { return on_heap() ? heap_.data() : inline_; }
    const VarEntry* end() const { return begin() + size_; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    /// Whether the entries live outside the op's block (more than kInline).
    bool on_heap() const { return heap_.capacity() > 0; }

  private:
    static constexpr std::size_t kInline = 10;
    void spill(std::size_t capacity) {
        heap_.reserve(capacity);
        heap_.assign(inline_, inline_ + size_);
    }
    // The array last: an op's few entries sit right after the size, on the same lines.
    std::size_t size_ = 0;
    std::vector<VarEntry> heap_;
    VarEntry inline_[kInline];
};

/// An op's name, kept in its block: the names ops are given ("cached_op:net", "dot",
/// "copy_to_gpu(0)") fit its inline buffer (39 characters), so that a push copies one
/// without allocating (a std::string's heap copy would be freed by the worker that completes
/// the op, into another core's allocator cache). Longer names go to the heap.
class OpName {
  public:
    OpName() { buf_[0] = '\0'; }
    OpName& operator=(std::string_view s) {
        assign(s);
        return *this;
    }
    void assign(std::string_view s) {
        size_ = s.size();
        if (size_ < kInline) {
            if (size_ > 0) std::memmove(buf_, s.data(), size_);  // may be its own view
            buf_[size_] = '\0';
            long_.clear();
        } else {
            long_.assign(s);
        }
    }
    std::string_view view() const {
        return size_ < kInline ? std::string_view(buf_, size_) : std::string_view(long_);
    }
    operator std::string_view() const { return view(); }  // NOLINT: a name reads as a view
    const char* c_str() const { return size_ < kInline ? buf_ : long_.c_str(); }
    std::string str() const { return std::string(view()); }

  private:
    static constexpr std::size_t kInline = 40;
    std::size_t size_ = 0;
    std::string long_;
    char buf_[kInline];
};

struct OpBlock final {
    // Ordered by who touches what. First what the worker that runs it reads (the scalars, the
    // cost, the function, the entries' used front), on the lines the front end writes at
    // every push and the worker prefetches (Engine::successors); then what mostly the
    // pushing front end alone touches (the waited-on ids and the name, read by a worker only
    // to record an op whole or to report its failure).
    OpId id = 0;
    TimeNs push_time = 0;
    /// A free run by the worker that completed the op ending its variable's last use: that
    /// op's end, when the memory counter shows the buffer given back (0: read the clock).
    TimeNs free_time = 0;
    Device device;
    /// Variables not yet granted, plus one held by the pusher until registration ends.
    /// Each thread that grants one holds a count: the one that takes the last runs the op
    /// (take_last_count).
    std::atomic<int> pending{0};
    int issuer = 0;
    LaneKind lane = LaneKind::Compute;
    bool waiter = false;      ///< a sync-point marker: no function, not counted in flight
    bool always_run = false;  ///< runs even when an input carries an error (deletion)
    bool free_here = false;   ///< a free cheap enough to run on the thread that pushes it
    bool threw = false;
    bool skipped = false;
    bool ended_on_host = false;  ///< a GPU op that waited for its stream (a copy to the host)
    /// Its push is recorded already (EngineObserver::record_push): its run is recorded apart.
    bool push_recorded = false;
    Gate* gate = nullptr;  ///< set: granted op wakes a front-end thread instead
    /// The observer that recorded when it was pushed, which records it as it runs whether or
    /// not it records anything else by then (while it stays attached); null: recorded as it
    /// ends, when an observer records then.
    EngineObserver* pushed_to = nullptr;
    Var* delete_after = nullptr;         ///< variable to free once this op completed
    std::shared_ptr<OpFailure> failure;  ///< set when it failed or was skipped
    bool* done = nullptr;  ///< set to true on completion (simulated synchronous modes)
    /// Device-event timing of a GPU op (GpuTimer): the events around its work.
    GpuTimer* gpu_timer = nullptr;
    void* gpu_start_event = nullptr;
    void* gpu_end_event = nullptr;
    OpProps props;
    OpFn fn;
    VarEntries entries;  ///< writes first, then the reads not also written (inline array last)
    WaitedOnList waited_on;
    OpName name;

    // One block per op, made by the thread that pushes it and deleted by the worker that
    // completes it: recycled by a pool of their own (block_pool.h).
    static void* operator new(std::size_t);
    static void operator delete(void* block) noexcept;
};

using OpBlockPool = BlockPool<sizeof(OpBlock), alignof(OpBlock)>;
inline void* OpBlock::operator new(std::size_t) {
    return OpBlockPool::allocate();  // (final: its own size)
}
inline void OpBlock::operator delete(void* block) noexcept {
    OpBlockPool::deallocate(block);
}

/// Gives up the count the calling thread holds on `op` (a variable it granted, or the
/// pusher's): true when that was the last, and the op is now the caller's to run. A count of
/// one is the caller's own, which no other thread can change any more: taken without a
/// locked instruction (the acquire still orders the other grants before the op's run).
inline bool take_last_count(OpBlock* op) {
    return op->pending.load(std::memory_order_acquire) == 1 ||
           op->pending.fetch_sub(1, std::memory_order_acq_rel) == 1;
}

}  // namespace asynclab
