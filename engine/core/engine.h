// The asynchronous dependency engine: the front end pushes ops that name the variables
// they read and write, and returns at once; worker lanes run each op as soon as every
// earlier conflicting op on its variables has finished. Where and when a granted op runs is
// its executor's (executor.h: threaded lanes, inline, or a simulated machine); what the
// engine did goes to the observer attached to it (observer.h: its profiler by default).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <source_location>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <vector>

#include "engine/core/device.h"
#include "engine/core/executor.h"
#include "engine/core/observer.h"
#include "engine/core/op_fn.h"
#include "engine/core/spin.h"
#include "engine/profiler/events.h"

struct AsyncLabGpuApi;  // engine/device/gpu_api.h

namespace asynclab {

class PauseControl;
class Profiler;
class StorageManager;
class LaneExecutor;
struct Var;
struct OpBlock;
using VarHandle = Var*;

enum class EngineMode : std::uint8_t {
    Threaded = 0,  ///< asynchronous: ops run on worker lanes (the default)
    Synchronous,   ///< every push runs inline on the caller (MXNet's NaiveEngine); a GPU op
                   ///< runs on its stream and the caller waits for the GPU
    PyTorchLike,   ///< CPU ops run inline, GPU ops asynchronously
};
const char* engine_mode_name(EngineMode mode);

/// The cost of one kernel of an op that runs several in a row.
struct CostPart {
    OpKind kind = OpKind::Other;
    double flops = 0;
    double bytes = 0;
};

struct OpProps {
    OpKind kind = OpKind::Other;
    double flops = 0;  ///< the whole op's (the sum of its parts when it has parts)
    double bytes = 0;
    /// May be merged with neighbouring small ops when bulking is on.
    bool bulkable = false;
    /// An op that runs several kernels one after another (a hybridized graph): each
    /// kernel's cost, so that the simulator charges their sum rather than a roofline of the
    /// totals. Owned by whoever owns the op's function, which must keep it alive (a cached
    /// op's compiled graph); nullptr for a single kernel.
    const std::vector<CostPart>* parts = nullptr;
    /// Runs its function even in a timing-only simulation, and whatever error its inputs
    /// carry: a marker that reads the clock when its device gets to it (a CUDA event).
    bool always_runs = false;
    /// A copy between a GPU and page-locked host memory (NDArray::pin_memory): at the link's
    /// full bandwidth, and asynchronous for the host, where pageable memory is staged.
    bool pinned_host = false;
};

/// A CUDA stream as the engine applies it to the ops pushed on its GPU while it is the
/// current one there (Engine::set_stream_order).
struct StreamOrder {
    /// An order variable (Engine::new_order_var) that every op pushed on the stream writes.
    VarHandle order = nullptr;
    SpinMutex mutex;  ///< guards what follows
    /// The lane the latest of those ops went to (its copies' or its kernels'): where a
    /// marker that follows the stream's work goes.
    LaneKind last_lane = LaneKind::Compute;
    /// Variables the next op pushed on the stream reads too (cudaStreamWaitEvent), then
    /// forgotten; with what keeps them alive until that op is pushed.
    std::vector<VarHandle> waits;
    std::vector<std::shared_ptr<void>> keep;
};

/// Bytes and FLOPs up to which an op of known kind is short: over in a few microseconds on
/// any CPU, sooner than a sleeping worker can be woken (tens of microseconds).
inline constexpr double kShortOpBytes = 64.0 * 1024;
inline constexpr double kShortOpFlops = 1e5;
/// A profiled CPU op that moves at least this many bytes or does this many flops, which
/// keeps a worker busy for longer than a push keeps the front end (a few tenths of a
/// microsecond), is recorded in two parts: its push by the front end, its run by the worker
/// (EngineObserver::record_push). A lighter one is recorded whole by its worker.
inline constexpr double kSplitRecordBytes = 4096;
inline constexpr double kSplitRecordFlops = 1e4;
/// Short ops queued per awake CPU worker (spinning, or running a short op) beyond which a
/// sleeping worker is woken to share them: the awake ones get through that many in about
/// the time a wake-up takes.
inline constexpr std::size_t kShortOpsPerWorker = 4;

/// Whether a sleeping CPU worker is woken for what is queued, given `awake` workers that
/// will take a queued op without a wake-up (the spinning one, those finishing a short op and
/// sleepers being woken already) and `queued_long` queued ops that are not short: when more
/// ops wait than they take, and one of those is not short or more short ones wait than the
/// awake workers get through (kShortOpsPerWorker each) sooner than a sleeper wakes. The rule
/// of the real engine's lanes (LaneExecutor) and of the simulator alike.
inline bool wakes_a_sleeper(std::size_t queued, std::size_t awake, std::size_t queued_long) {
    if (queued <= awake) return false;
    return awake == 0 || queued_long > 0 || queued > awake * kShortOpsPerWorker;
}

/// Whether a CPU worker running this op will be looking for the next one sooner than a
/// sleeping worker could be woken to run it: the engine then lets the busy worker take a
/// queued op instead of waking another (LaneExecutor::enqueue, and the simulator alike). An op
/// of unknown cost (OpKind::Other: a function pushed without a cost) is never short.
inline bool is_short_op(const OpProps& p) {
    return p.kind != OpKind::Other && p.bytes <= kShortOpBytes && p.flops <= kShortOpFlops;
}

/// What an op's function sees while it runs.
struct RunContext {
    Device device;
    LaneId lane;
    OpId op = 0;
    void* stream = nullptr;  ///< the lane's CUDA stream on a GPU
    /// Set by an op on a GPU lane that waited for its own stream before returning (copies
    /// to the host): the engine then treats it as finished on the host.
    bool completed_on_host = false;
    /// Set by an op on a GPU lane that read this variable's host memory before returning (a
    /// copy from pageable memory, which CUDA stages before the call returns): a later
    /// writer of it need not wait for the GPU.
    VarHandle host_read_done = nullptr;
};

/// An op failed: carries the op's name and id, and the original message.
class OpError : public std::runtime_error {
  public:
    OpError(std::string op_name, OpId op, const std::string& message);
    const std::string& op_name() const { return op_name_; }
    OpId op() const { return op_; }

  private:
    std::string op_name_;
    OpId op_;
};

struct EngineConfig {
    int cpu_workers = 0;  ///< 0: one per hardware thread, at least 1
    EngineMode mode = EngineMode::Threaded;
    std::size_t max_in_flight = 0;  ///< 0: unbounded
    bool profile = true;
    int bulk_size = 0;  ///< 0: bulking off; otherwise ops merged per bulk
    bool pooled_memory = true;
    /// Start lanes for the GPUs the CUDA module finds (-1: all, 0: none).
    int max_gpus = -1;
    /// When set, the engine runs on a simulated machine with a virtual clock instead of on
    /// this one (a SimConfig: no worker threads; see engine/sim/), or wherever the executor
    /// that this factory makes runs its ops.
    std::shared_ptr<const ExecutorFactory> sim = nullptr;
    /// When set, every push() first passes this gate (pause and single-step, see pause.h).
    std::shared_ptr<PauseControl> pause = nullptr;
    /// Linux: niceness added to this engine's worker threads (0: none), so that an
    /// interactive front end (the GUI thread) keeps its share of a small machine.
    int worker_nice = 0;
    /// Real GPUs: time every GPU op with device events, so that the trace shows when it ran
    /// on the GPU (its host launch is kept beside); off, GPU ops show their launch only.
    bool gpu_timing = true;
    /// Microseconds an idle worker, or a front end waiting at a sync point, watches for work
    /// on its core before it sleeps (spin.h); 0: sleep at once. At most one worker per lane
    /// group spins at a time.
    int spin_us = kDefaultSpinUs;
    /// Attach a Profiler of the engine's own (profiler()), on the engine's clock, recording
    /// from the start when `profile` is set. Off: nothing observes the engine until attach()
    /// gives it an observer, and it records nothing.
    bool own_profiler = true;
};

class Engine {
  public:
    explicit Engine(EngineConfig config = {});
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    /// The engine used by arrays created without naming one: the innermost EngineScope
    /// on this thread, else a process-wide default engine.
    static Engine& current();

    /// A new variable. `materialize`, when given: what its writers do in place of their
    /// function in a timing-only simulation (SimConfig::timing_only), for a buffer allocated
    /// lazily by its first writer, so that memory is accounted as when the math runs. `arg`
    /// must stay valid until the variable is deleted. `bytes`: the size of the buffer it
    /// guards, which lets a simulated CPU track what its cache holds (0: unknown).
    VarHandle new_var(void (*materialize)(void*) = nullptr, void* arg = nullptr, double bytes = 0);
    /// Runs `on_delete` after every op pushed so far on `var` has finished, then frees
    /// the variable. Used for deferred frees of array storage. `cheap`: `on_delete` makes
    /// no device call, so when no op uses `var` any more it runs at once on the calling
    /// thread instead of waking a worker for it.
    void delete_var(VarHandle var, std::function<void()> on_delete, bool cheap = false);
    /// The same with a plain function, `on_delete(arg)` (arrays free their storage this
    /// way, one free per dropped array). On this machine's lanes a variable that ops still
    /// use takes no op for it: the worker whose release leaves it idle runs the free there
    /// and then. Counted in ops_pushed() and frees_pushed() all the same.
    void delete_var(VarHandle var, void (*on_delete)(void*), void* arg, bool cheap = false);
    /// Runs `fn` after every op pushed so far that writes `var`, as a free runs: recorded by
    /// no profiler, never held back by the limit on ops in flight, counted in
    /// frees_pushed(). `var` stays. For whoever lends ops raw pointers to what it owns (a
    /// cached op's compiled graph): `fn`, or its destruction, frees that once the ops using
    /// it are done.
    void free_after(VarHandle var, OpFn fn);

    /// Pushes an op. It runs after every earlier write to `reads` and every earlier read
    /// or write of `writes` has finished. A variable named in both counts as written.
    OpId push(OpFn fn, std::span<const VarHandle> reads, std::span<const VarHandle> writes,
              Device device, LaneKind lane, std::string_view name, const OpProps& props = {});
    OpId push(OpFn fn, std::initializer_list<VarHandle> reads,
              std::initializer_list<VarHandle> writes, Device device, LaneKind lane,
              std::string_view name, const OpProps& props = {}) {
        return push(std::move(fn), std::span<const VarHandle>(reads.begin(), reads.size()),
                    std::span<const VarHandle>(writes.begin(), writes.size()), device, lane, name,
                    props);
    }

    /// Blocks until every pushed write to `var` has finished; rethrows (once) the error
    /// of a failed op that wrote it. `kind`, `what` and `where` describe the sync point.
    void wait_to_read(VarHandle var, SyncKind kind = SyncKind::WaitToRead,
                      std::string_view what = {},
                      std::source_location where = std::source_location::current());
    /// The front end copies `read_bytes` of host memory into a buffer of `new_bytes` it has
    /// just allocated (the values to_host() returns). On a simulated machine its clock
    /// advances by what that costs the CPU spec: both at its memory bandwidth, and the new
    /// buffer's first writes (DeviceSpec::first_touch_seconds_per_byte). On this machine the
    /// copy takes the time it takes: nothing to do.
    void host_copy(double read_bytes, double new_bytes);
    /// Blocks until every pushed op has finished; rethrows the first unreported error.
    void wait_all(std::source_location where = std::source_location::current());

    /// Switches mode at run time (waits for everything in flight first).
    void set_mode(EngineMode mode);
    EngineMode mode() const { return mode_.load(std::memory_order_relaxed); }
    const EngineConfig& config() const { return config_; }

    /// Bound on ops pushed but not finished; the front end blocks when it is reached.
    void set_max_in_flight(std::size_t limit) { max_in_flight_.store(limit); }
    std::size_t max_in_flight() const { return max_in_flight_.load(); }
    /// How long idle workers and syncing front ends spin before they sleep
    /// (EngineConfig::spin_us), clamped to [0, kMaxSpinUs]; takes effect at each thread's
    /// next wait.
    void set_spin_us(int us) {
        spin_us_.store(std::clamp(us, 0, kMaxSpinUs), std::memory_order_relaxed);
    }
    int spin_us() const { return spin_us_.load(std::memory_order_relaxed); }
    /// Ops pushed and not yet finished (live).
    std::size_t in_flight() const {
        // Completions first: every op counted in them was counted in before, so the
        // difference never goes below zero.
        const std::uint32_t done = completed_.load(std::memory_order_acquire);
        return static_cast<std::uint32_t>(entered_.load(std::memory_order_acquire) - done);
    }

    /// Bulking: consecutive bulkable ops on the same device are merged into one pushed op
    /// of at most `ops_per_bulk` inner ops (0 turns it off). The profiler still shows each.
    void set_bulk_size(int ops_per_bulk);
    int bulk_size() const { return bulk_size_.load(); }
    /// Pushes the pending bulk, if any.
    void flush_bulk();

    int cpu_workers() const { return cpu_workers_; }
    /// Whether ops can be pushed to `device` (it has worker lanes in this engine).
    bool has_device(Device device) const;
    /// cpu(0), then gpu(0), gpu(1), ... for every GPU with lanes.
    std::vector<Device> devices() const;
    int gpu_count() const { return gpu_count_; }
    bool simulated() const { return simulated_; }
    /// What runs this engine's ops: its lanes, or a simulated machine (SimExecutor::of).
    Executor& executor() const { return *executor_; }
    /// Why this engine has no GPU (empty when it has one).
    const std::string& gpu_unavailable_reason() const { return gpu_reason_; }
    /// Devices with worker lanes started so far (cpu(0) always).
    std::vector<LaneId> lanes() const;

    /// The engine's own profiler (EngineConfig::own_profiler), attached unless attach()
    /// replaced it. Throws std::logic_error for an engine made without one.
    Profiler& profiler();
    StorageManager& storage() { return *storage_; }

    /// Makes `observer` the one this engine reports its ops, syncs and counters to, in place
    /// of the one attached before (nullptr: none; the engine then records nothing). Waits for
    /// every op in flight first. `observer` must stay alive while attached; on a simulated
    /// engine it must stamp the engine's virtual time (made with clock()).
    void attach(EngineObserver* observer);
    /// The attached observer (null when none).
    EngineObserver* observer() const { return observer_.load(std::memory_order_relaxed); }
    /// What an observer of this engine stamps: a simulated engine's virtual time; empty for
    /// an engine on this machine (the observer's own clock).
    std::function<TimeNs()> clock() const;

    /// A variable that only orders the ops that write it (each rank's collectives, see
    /// parallel/communicators.h): a failed op leaves no error on it.
    VarHandle new_order_var();

    /// CUDA's stream order, as PyTorch has it (torch.cuda.Stream, array/cuda_streams.h):
    /// while `stream` is set for `gpu`, every op pushed on that GPU also writes its order
    /// variable, so the GPU runs them in the order they were pushed whatever data they touch
    /// (frees excepted), and none is bulked. Null, the default: ops are ordered by the data
    /// they touch alone, as in MXNet's engine. Not owned: it must outlive its setting.
    void set_stream_order(Device gpu, StreamOrder* stream);
    /// The stream set for `gpu` (null: none).
    StreamOrder* stream_order(Device gpu) const;
    /// Whether every write pushed so far to `var` has finished, on the device too: the test
    /// of a sync point without its wait (torch.cuda.Event.query()).
    bool writes_finished(VarHandle var);

    /// State that a layer above keeps per engine (parallel's NCCL communicators). Made at
    /// first use by extension<T>(); destroyed with the engine, once every op pushed has
    /// finished and its devices are idle, before its lanes stop.
    struct Extension {
        virtual ~Extension() = default;
    };
    /// This engine's extension of type T (derived from Extension, made from Engine&) at its
    /// first use. Thread-safe; the reference stays valid as long as the engine.
    template <typename T>
    T& extension() {
        static_assert(std::is_base_of_v<Extension, T>);
        return static_cast<T&>(extension(typeid(T), [](Engine& e) -> std::unique_ptr<Extension> {
            return std::make_unique<T>(e);
        }));
    }

    /// Ops pushed so far (the next op id minus one), deferred frees included.
    OpId ops_pushed() const { return next_op_.load() - 1; }
    /// Deferred frees pushed so far (delete_var): ops_pushed() counts them, the profiler
    /// does not record them (the memory counter shows what they give back).
    std::uint64_t frees_pushed() const { return frees_pushed_.load(std::memory_order_relaxed); }
    /// Times an op woke a sleeping CPU worker so far (a push, or a completion that made an
    /// op ready): each costs the thread that wakes it a system call, and the worker a
    /// wake-up. Counted in virtual time too when simulated.
    std::uint64_t cpu_wakeups() const;

  private:
    friend class OpRunner;  // the executors' callback: the steps below, and nothing else
    OpId push_block(OpBlock* op);
    /// delete_var: pushes the free of `var`, running `fn` first; free_after: ordered after
    /// the writes pushed on `after` as well.
    void push_free(VarHandle var, OpFn fn, bool cheap, VarHandle after = nullptr);
    /// delete_var on this machine's lanes: when ops still use `var`, marks it for the
    /// release that leaves it idle to free (complete()) instead of pushing a free op, and
    /// returns true; false when nothing uses it any more (then push_free pushes the free,
    /// which runs at once on the calling thread when it is cheap).
    bool defer_free(VarHandle var, void (*on_delete)(void*), void* arg);
    /// Frees a variable marked by defer_free that the op ending at `end` left idle.
    void free_idle(Var* var, TimeNs end);
    // A push's steps (OpRunner).
    OpId admit(OpBlock* op);
    OpId number(OpBlock* op);
    void enter(OpBlock* op) {
        entered_.fetch_add(1, std::memory_order_relaxed);
        register_deps(op);
    }
    /// Drops the pusher's extra count: true when that made `op` ready.
    bool release_here(OpBlock* op);
    void register_deps(OpBlock* op);
    void dispatch(OpBlock* op);
    /// Releases the op's variables (recording `end`, its end in a profiled real run, for
    /// the ops that waited: op_start) and grants the ops waiting for them.
    void complete(OpBlock* op, TimeNs end = 0);
    void grant(OpBlock* op);
    /// Whether `op` runs on the thread that pushes it (the synchronous modes' CPU ops).
    bool runs_inline(const OpBlock* op) const;
    int frontend_index();
    /// The attached observer when it records, else null.
    EngineObserver* recording() const {
        EngineObserver* observer = observer_.load(std::memory_order_relaxed);
        return observer && observer->enabled() ? observer : nullptr;
    }
    /// Records that the front end blocked from `begin` until now.
    void record_sync(SyncKind kind, TimeNs begin, OpId awaited, const std::source_location& where,
                     std::string what);
    void wait_gpu_events(OpBlock* op, void* stream);
    void publish_gpu_events(OpBlock* op, void* stream, const RunContext& ctx);
    void host_wait_gpu_write(VarHandle var);
    void throw_pending_error_for(VarHandle var);
    void record_failure(std::shared_ptr<struct OpFailure> failure);
    void wait_in_flight_below(std::size_t limit, bool back_pressure, std::source_location where);
    void execute(OpBlock* op, const LaneId& lane, void* stream,
                 std::shared_ptr<struct OpFailure>* failed);
    /// The ops queued next on the variables an op writes (at most two), which its
    /// completion grants: on a CPU worker most often to the same worker, as its next op
    /// (LaneExecutor::Completing). Their blocks were written by the front end that pushed
    /// them, on its core; the lines a worker reads are prefetched as they are found, so that
    /// they load while the op runs instead of one miss at a time as its completion and their
    /// start read them. Found under each variable's mutex: a queued entry stays at the head until
    /// this op's release, so its op cannot run, or be freed, before then.
    struct Successors {
        std::array<OpBlock*, 2> ops{};
        std::size_t n = 0;
        /// Prefetches their entries, in their blocks or on the heap (read from the blocks,
        /// which have loaded by the time the op's function returns).
        void prefetch_entries() const;
    };
    static Successors successors(const OpBlock* op);
    /// Runs the op's function (or skips it for a poisoned input) and records a failure.
    void run_body(OpBlock* op, const LaneId& lane, void* stream,
                  std::shared_ptr<struct OpFailure>* failed);
    /// Records the op's event with these times and completes it.
    void finish(OpBlock* op, const LaneId& lane, TimeNs start, TimeNs end);
    /// The observer that times `op` as it runs: the one that recorded when it was pushed
    /// while that one is still attached (OpBlock::pushed_to), else the one recording.
    EngineObserver* timing(const OpBlock* op) const;
    /// When a profiled op that is about to run starts (see the definition).
    /// `worker_clock`: a CPU worker's last op's end when it has not waited since, else 0.
    TimeNs op_start(const EngineObserver& observer, const OpBlock* op, TimeNs worker_clock) const;
    Extension& extension(const std::type_info& type, std::unique_ptr<Extension> (*make)(Engine&));

    struct Bulk;
    OpBlock* take_bulk_locked();

    EngineConfig config_;
    int cpu_workers_ = 1;
    int gpu_count_ = 0;
    std::string gpu_reason_;
    const ::AsyncLabGpuApi* gpu_ = nullptr;
    bool simulated_ = false;
    bool skips_math_ = false;  ///< a timing-only simulation: ops do not run their function
    std::unique_ptr<StorageManager> storage_;
    std::unique_ptr<Executor> executor_;
    /// The synchronous modes' CPU ops (null on a simulated machine, which runs every mode).
    std::unique_ptr<Executor> inline_;
    /// executor_ when it is this machine's lanes (their CPU workers keep continuations; the
    /// hot path calls them without a virtual call).
    LaneExecutor* lanes_ = nullptr;
    std::unique_ptr<Profiler> profiler_;  ///< EngineConfig::own_profiler
    std::atomic<EngineObserver*> observer_{nullptr};
    std::unique_ptr<Bulk> bulk_;
    /// set_stream_order(), one per GPU (null without GPUs).
    std::unique_ptr<std::atomic<StreamOrder*>[]> stream_orders_;

    std::atomic<EngineMode> mode_{EngineMode::Threaded};
    std::atomic<std::size_t> max_in_flight_{0};
    std::atomic<int> bulk_size_{0};
    std::atomic<int> spin_us_{0};
    /// Ops in flight are those counted in (enter(), by the threads that push) less those
    /// counted out (complete(), by the workers), each count on a cache line of its own: one
    /// counter that both sides changed at every op moved its line between their cores twice
    /// per op. Both wrap around; their difference does not. The op ids and the count of frees
    /// share the first line: the threads that push write all three, and nothing a worker
    /// reads per op is there (the settings above are: spin_us_ at every idle moment, and
    /// next to the ids they made the worker miss, and the next push wait, at every op).
    alignas(64) std::atomic<OpId> next_op_{1};
    std::atomic<std::uint64_t> frees_pushed_{0};
    std::atomic<std::uint32_t> entered_{0};
    alignas(64) std::atomic<std::uint32_t> completed_{0};
    alignas(64) std::atomic<std::uint32_t> in_flight_waiters_{0};
    /// The largest limit any thread has waited for in_flight() to drop below: completions
    /// wake waiters only when the count is below it (wait_all waits for 0, and is not woken
    /// by every op that finishes before).
    std::atomic<std::uint32_t> in_flight_wake_below_{0};
    std::atomic<int> next_frontend_{0};
    std::uint64_t instance_id_ = 0;

    struct Failures;
    std::unique_ptr<Failures> failures_;

    struct Extensions;
    std::unique_ptr<Extensions> extensions_;
};

/// Names where this thread's front end is in its own program ("script.py:12"), for the
/// sync points it records while the scope lives: a front end in another language (the
/// Python one) puts its own line there instead of the C++ caller's. Nests.
class FrontEndLocation {
  public:
    explicit FrontEndLocation(std::string where);
    ~FrontEndLocation();
    FrontEndLocation(const FrontEndLocation&) = delete;
    FrontEndLocation& operator=(const FrontEndLocation&) = delete;
    /// The innermost location of this thread (nullptr: none).
    static const std::string* current();

  private:
    std::string where_;
    const std::string* previous_;
};

/// Makes `engine` the current engine of this thread for the scope's lifetime.
class EngineScope {
  public:
    explicit EngineScope(Engine& engine);
    ~EngineScope();
    EngineScope(const EngineScope&) = delete;
    EngineScope& operator=(const EngineScope&) = delete;

  private:
    Engine* previous_;
};

// --- OpRunner: forwards to the engine's steps (declared in executor.h) ------------------

OpId OpRunner::admit(OpBlock* op) const {
    return engine_->admit(op);
}
OpId OpRunner::number(OpBlock* op) const {
    return engine_->number(op);
}
void OpRunner::enter(OpBlock* op) const {
    engine_->enter(op);
}
void OpRunner::release(OpBlock* op) const {
    engine_->grant(op);
}
bool OpRunner::release_here(OpBlock* op) const {
    return engine_->release_here(op);
}
EngineObserver* OpRunner::recording() const {
    return engine_->recording();
}
void OpRunner::run(OpBlock* op, const LaneId& lane, void* stream,
                   std::shared_ptr<OpFailure>* failed) const {
    engine_->run_body(op, lane, stream, failed);
}
void OpRunner::finish(OpBlock* op, const LaneId& lane, TimeNs start, TimeNs end) const {
    engine_->finish(op, lane, start, end);
}
void OpRunner::execute(OpBlock* op, const LaneId& lane, void* stream,
                       std::shared_ptr<OpFailure>* failed) const {
    engine_->execute(op, lane, stream, failed);
}

}  // namespace asynclab
