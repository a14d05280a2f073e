#include "engine/core/engine.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <typeindex>
#include <utility>

#include "engine/core/inline_executor.h"
#include "engine/core/lanes.h"
#include "engine/core/op_block.h"
#include "engine/core/pause.h"
#include "engine/device/gpu_runtime.h"
#include "engine/device/gpu_timer.h"
#include "engine/memory/storage.h"
#include "engine/profiler/profiler.h"

namespace asynclab {

namespace {

std::atomic<std::uint64_t> next_engine_uid{1};
thread_local Engine* tls_current_engine = nullptr;

struct FrontendCache {
    std::uint64_t engine = 0;
    int index = 0;
};
thread_local FrontendCache tls_frontend;

thread_local const std::string* tls_frontend_location = nullptr;

std::string describe_location(const std::source_location& where) {
    if (tls_frontend_location) return *tls_frontend_location;
    std::string file = where.file_name();
    if (auto slash = file.find_last_of('/'); slash != std::string::npos) file.erase(0, slash + 1);
    return file + ":" + std::to_string(where.line()) + " (" + where.function_name() + ")";
}

bool contains(const std::vector<VarHandle>& v, VarHandle x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

FrontEndLocation::FrontEndLocation(std::string where)
    : where_(std::move(where)), previous_(tls_frontend_location) {
    tls_frontend_location = &where_;
}

FrontEndLocation::~FrontEndLocation() {
    tls_frontend_location = previous_;
}

const std::string* FrontEndLocation::current() {
    return tls_frontend_location;
}

const char* engine_mode_name(EngineMode mode) {
    switch (mode) {
        case EngineMode::Threaded: return "threaded";
        case EngineMode::Synchronous: return "synchronous";
        case EngineMode::PyTorchLike: return "pytorch-like";
    }
    return "?";
}

OpError::OpError(std::string op_name, OpId op, const std::string& message)
    : std::runtime_error(message), op_name_(std::move(op_name)), op_(op) {}

struct Engine::Failures {
    std::mutex mutex;
    std::vector<std::shared_ptr<OpFailure>> pending;  ///< in the order they happened
};

struct Engine::Extensions {
    std::mutex mutex;
    std::map<std::type_index, std::unique_ptr<Extension>> by_type;
};

struct Engine::Bulk {
    struct Inner {
        OpFn fn;
        std::string name;
        OpProps props;
        OpId id;
        TimeNs push;
        int issuer;
    };
    std::mutex mutex;
    /// Whether `ops` is non-empty: lets flush_bulk() skip the lock when bulking is idle.
    std::atomic<bool> pending{false};
    std::vector<Inner> ops;
    std::vector<VarHandle> reads, writes;
    Device device;
    LaneKind lane = LaneKind::Compute;
};

Engine::Engine(EngineConfig config)
    : config_(config),
      storage_(std::make_unique<StorageManager>()),
      bulk_(std::make_unique<Bulk>()),
      failures_(std::make_unique<Failures>()),
      extensions_(std::make_unique<Extensions>()) {
    instance_id_ = next_engine_uid.fetch_add(1);
    mode_.store(config.mode);
    max_in_flight_.store(config.max_in_flight);
    bulk_size_.store(config.bulk_size);
    set_spin_us(config.spin_us);
    storage_->set_pooled(config.pooled_memory);
    if (config.sim) {
        executor_ = config.sim->make_executor(OpRunner(*this));
    } else {
        const int workers =
            config.cpu_workers > 0
                ? config.cpu_workers
                : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
        auto lanes = std::make_unique<LaneExecutor>(OpRunner(*this), workers, config.max_gpus);
        lanes_ = lanes.get();
        gpu_ = lanes->gpu_api();
        executor_ = std::move(lanes);
        inline_ = std::make_unique<InlineExecutor>(OpRunner(*this), *executor_);
    }
    simulated_ = executor_->simulated();
    skips_math_ = executor_->skips_math();
    cpu_workers_ = executor_->cpu_workers();
    gpu_count_ = executor_->gpu_count();
    if (gpu_count_ > 0) {
        stream_orders_ =
            std::make_unique<std::atomic<StreamOrder*>[]>(static_cast<std::size_t>(gpu_count_));
        for (int i = 0; i < gpu_count_; ++i)
            stream_orders_[static_cast<std::size_t>(i)].store(nullptr, std::memory_order_relaxed);
    }
    gpu_reason_ = executor_->gpu_unavailable_reason();
    if (config.own_profiler) {
        profiler_ = std::make_unique<Profiler>(std::chrono::milliseconds(10), clock());
        profiler_->set_enabled(config.profile);
        attach(profiler_.get());
    }
}

std::function<TimeNs()> Engine::clock() const {
    if (!simulated_) return {};
    return [executor = executor_.get()] { return executor->now(); };
}

Profiler& Engine::profiler() {
    if (!profiler_)
        throw std::logic_error(
            "this engine has no profiler of its own (EngineConfig::own_profiler is off)");
    return *profiler_;
}

void Engine::attach(EngineObserver* observer) {
    flush_bulk();
    executor_->drain();
    executor_->synchronize();  // GPU ops still waiting for their times go to the old one
    EngineObserver* previous = observer_.exchange(observer);
    storage_->set_observer(observer);
    if (previous == observer) return;
    if (previous) previous->detached();
    executor_->attached(observer);
    if (observer)
        observer->attached(simulated_ ? std::function<double()>()
                                      : [this] { return static_cast<double>(in_flight()); });
}

VarHandle Engine::new_order_var() {
    VarHandle var = new_var();
    var->orders_only = true;
    return var;
}

Engine::Extension& Engine::extension(const std::type_info& type,
                                     std::unique_ptr<Extension> (*make)(Engine&)) {
    std::lock_guard lock(extensions_->mutex);
    std::unique_ptr<Extension>& slot = extensions_->by_type[std::type_index(type)];
    if (!slot) slot = make(*this);
    return *slot;
}

std::vector<Device> Engine::devices() const {
    std::vector<Device> out{Device::cpu(0)};
    for (int d = 0; d < gpu_count_; ++d) out.push_back(Device::gpu(d));
    return out;
}

GpuEvent::~GpuEvent() {
    if (api && event) api->event_destroy(event);
}

namespace {
void gpu_check(const AsyncLabGpuApi* api, int status, const char* what) {
    if (status != 0) throw std::runtime_error(std::string(what) + " failed: " + api->last_error());
}

/// The GPU event after the last GPU write of `var` (null: none pending).
std::shared_ptr<GpuEvent> gpu_write_of(Var* var) {
    if (!var->has_gpu_events.load(std::memory_order_acquire)) return nullptr;
    std::lock_guard lock(var->mutex);
    return var->gpu_write;
}
}  // namespace

void Engine::wait_gpu_events(OpBlock* op, void* stream) {
    for (VarEntry& e : op->entries) {
        Var* v = e.var;
        if (!v->has_gpu_events.load(std::memory_order_acquire)) continue;
        std::shared_ptr<GpuEvent> written;
        std::vector<std::shared_ptr<GpuEvent>> read;
        {
            std::lock_guard lock(v->mutex);
            written = v->gpu_write;
            if (e.write) read = v->gpu_reads;  // a writer also waits for earlier GPU readers
        }
        auto wait = [&](const std::shared_ptr<GpuEvent>& ev) {
            if (!ev || (stream && ev->stream == stream)) return;  // same stream: in order
            if (stream)
                gpu_check(gpu_, gpu_->stream_wait_event(stream, ev->event), "stream_wait_event");
            else
                gpu_check(gpu_, gpu_->event_synchronize(ev->event), "event_synchronize");
        };
        wait(written);
        for (auto& r : read) wait(r);
    }
}

void Engine::publish_gpu_events(OpBlock* op, void* stream, const RunContext& ctx) {
    if (stream && !ctx.completed_on_host) {
        auto ev = std::make_shared<GpuEvent>();
        ev->api = gpu_;
        ev->stream = stream;
        gpu_check(gpu_, gpu_->event_create(op->device.id, ASYNCLAB_GPU_EVENT_DEFAULT, &ev->event),
                  "event_create");
        gpu_check(gpu_, gpu_->event_record(ev->event, stream), "event_record");
        for (VarEntry& e : op->entries) {
            Var* v = e.var;
            std::lock_guard lock(v->mutex);
            if (e.write) {
                v->gpu_write = ev;
                v->gpu_reads.clear();
            } else if (v != ctx.host_read_done) {
                // One event per stream is enough: a later one implies the earlier.
                auto same = std::find_if(v->gpu_reads.begin(), v->gpu_reads.end(),
                                         [&](auto& r) { return r->stream == stream; });
                if (same != v->gpu_reads.end())
                    *same = ev;
                else
                    v->gpu_reads.push_back(ev);
            }
            v->has_gpu_events.store(true, std::memory_order_release);
        }
        return;
    }
    // Finished on the host: what it wrote has no GPU work pending any more.
    for (VarEntry& e : op->entries) {
        if (!e.write || !e.var->has_gpu_events.load(std::memory_order_acquire)) continue;
        std::lock_guard lock(e.var->mutex);
        e.var->gpu_write.reset();
        e.var->gpu_reads.clear();
        e.var->has_gpu_events.store(false, std::memory_order_release);
    }
}

void Engine::host_wait_gpu_write(VarHandle var) {
    if (const std::shared_ptr<GpuEvent> written = gpu_write_of(var))
        gpu_check(gpu_, gpu_->event_synchronize(written->event), "event_synchronize");
}

void Engine::set_stream_order(Device gpu, StreamOrder* stream) {
    if (!gpu.is_gpu() || gpu.id < 0 || gpu.id >= gpu_count_)
        throw std::invalid_argument("set_stream_order: " + gpu.name() +
                                    " is not a GPU of this engine");
    if (stream && (!stream->order || !stream->order->orders_only))
        throw std::invalid_argument("set_stream_order: a stream orders by an order variable");
    flush_bulk();  // the ops pushed before keep the order they were pushed with
    stream_orders_[static_cast<std::size_t>(gpu.id)].store(stream, std::memory_order_relaxed);
}

StreamOrder* Engine::stream_order(Device gpu) const {
    if (!stream_orders_ || !gpu.is_gpu() || gpu.id < 0 || gpu.id >= gpu_count_) return nullptr;
    return stream_orders_[static_cast<std::size_t>(gpu.id)].load(std::memory_order_relaxed);
}

bool Engine::writes_finished(VarHandle var) {
    flush_bulk();
    std::uint64_t pushed = 0;
    {
        std::lock_guard lock(var->mutex);
        pushed = var->version;
    }
    if (var->writes_done.load(std::memory_order_acquire) < pushed) return false;
    const std::shared_ptr<GpuEvent> written = gpu_ ? gpu_write_of(var) : nullptr;
    if (!written) return true;
    int complete = 0;
    gpu_check(gpu_, gpu_->event_query(written->event, &complete), "event_query");
    return complete != 0;
}

Engine::~Engine() {
    flush_bulk();
    executor_->drain();
    executor_->synchronize();
    // Nothing runs any more: what layers above keep per engine can go (it may give back
    // variables, whose frees run at once).
    extensions_->by_type.clear();
    executor_->drain();
    attach(nullptr);
    inline_.reset();
    executor_.reset();
}

Engine& Engine::current() {
    if (tls_current_engine) return *tls_current_engine;
    // Never destroyed: arrays in static storage may still free through it at exit.
    static Engine* global = new Engine();
    return *global;
}

EngineScope::EngineScope(Engine& engine) : previous_(tls_current_engine) {
    tls_current_engine = &engine;
}
EngineScope::~EngineScope() {
    tls_current_engine = previous_;
}

int Engine::frontend_index() {
    if (tls_frontend.engine != instance_id_)
        tls_frontend = {instance_id_, next_frontend_.fetch_add(1)};
    return tls_frontend.index;
}

std::vector<LaneId> Engine::lanes() const {
    return executor_->lanes();
}

std::uint64_t Engine::cpu_wakeups() const {
    return executor_->cpu_wakeups();
}

bool Engine::has_device(Device device) const {
    // Every executor runs the CPU's ops: most pushes need not ask.
    return device == Device::cpu(0) || executor_->has_device(device);
}

VarHandle Engine::new_var(void (*materialize)(void*), void* arg, double bytes) {
    Var* var = new Var();
    var->materialize = materialize;
    var->materialize_arg = arg;
    var->bytes = bytes;
    return var;
}

void Engine::delete_var(VarHandle var, std::function<void()> on_delete, bool cheap) {
    OpFn fn;
    if (on_delete) fn = [f = std::move(on_delete)](RunContext&) { f(); };
    push_free(var, std::move(fn), cheap);
}

namespace {

/// A free op's function for a plain `on_delete(arg)` (none for a null `on_delete`).
OpFn plain_free(void (*on_delete)(void*), void* arg) {
    if (!on_delete) return {};
    return [on_delete, arg](RunContext&) { on_delete(arg); };
}

}  // namespace

void Engine::delete_var(VarHandle var, void (*on_delete)(void*), void* arg, bool cheap) {
    if (lanes_ && defer_free(var, on_delete, arg)) return;
    push_free(var, plain_free(on_delete, arg), cheap);
}

bool Engine::defer_free(VarHandle var, void (*on_delete)(void*), void* arg) {
    // A free op would cost the front end a block to fill and register, and the worker that
    // ends the variable's last use that block to read, run and complete (the front end's
    // lines, passed between the cores at every dropped array): the worker frees it itself.
    flush_bulk();  // a bulk not pushed yet may still name the variable
    {
        std::lock_guard lock(var->mutex);
        if (!var->write_running && var->running_reads == 0 && !var->head) return false;
        var->free_fn = on_delete;
        var->free_arg = arg;
        var->free_when_idle.store(true, std::memory_order_relaxed);
    }
    // Counted as a pushed free, as one would have been.
    frees_pushed_.fetch_add(1, std::memory_order_relaxed);
    next_op_.fetch_add(1, std::memory_order_relaxed);
    return true;
}

void Engine::free_idle(Var* var, TimeNs end) {
    if (var->has_gpu_events.load(std::memory_order_acquire)) {
        // GPU ops used it since: a free op waits for their events before it runs.
        var->free_when_idle.store(false, std::memory_order_relaxed);  // deleted by that op
        push_free(var, plain_free(var->free_fn, var->free_arg), false);
        return;
    }
    if (var->free_fn) {
        // The memory counter shows the buffer given back at the end of the op that freed it,
        // as for a free run right after that op.
        std::optional<EngineObserver::Moment> moment;
        if (const EngineObserver* observer = end > 0 ? recording() : nullptr)
            moment.emplace(*observer, end);
        var->free_fn(var->free_arg);
    }
    delete var;
}

void Engine::free_after(VarHandle var, OpFn fn) {
    // The free of a variable of its own, which also reads `var`.
    push_free(new_var(), std::move(fn), false, var);
}

void Engine::push_free(VarHandle var, OpFn fn, bool cheap, VarHandle after) {
    flush_bulk();
    frees_pushed_.fetch_add(1, std::memory_order_relaxed);
    auto* op = new OpBlock;
    op->fn = std::move(fn);
    op->entries.push_back(VarEntry{op, var, true, nullptr});
    if (after) op->entries.push_back(VarEntry{op, after, false, nullptr});
    op->device = Device::cpu(0);
    op->name = "free";
    op->props.kind = OpKind::Memory;
    op->always_run = true;
    op->delete_after = var;
    op->free_here = cheap;
    push_block(op);
}

OpId Engine::push(OpFn fn, std::span<const VarHandle> reads, std::span<const VarHandle> writes,
                  Device device, LaneKind lane, std::string_view name, const OpProps& props) {
    if (config_.pause) config_.pause->gate();
    if (!has_device(device))
        throw std::invalid_argument("cannot run '" + std::string(name) + "' on " + device.name() +
                                    (device.is_gpu() && !gpu_reason_.empty()
                                         ? ": no usable GPU (" + gpu_reason_ + ")"
                                         : ": no such device in this engine"));
    StreamOrder* const stream = device.is_gpu() ? stream_order(device) : nullptr;
    if (props.bulkable && bulk_size_.load(std::memory_order_relaxed) > 0 &&
        mode() == EngineMode::Threaded && !stream) {
        OpBlock* previous = nullptr;
        OpBlock* full = nullptr;
        OpId id;
        {
            std::lock_guard lock(bulk_->mutex);
            Bulk& b = *bulk_;
            if (!b.ops.empty() && (b.device != device || b.lane != lane))
                previous = take_bulk_locked();
            id = next_op_.fetch_add(1);
            b.device = device;
            b.lane = lane;
            const EngineObserver* observer = recording();
            b.ops.push_back({std::move(fn), std::string(name), props, id,
                             observer ? observer->now_unordered() : 0, frontend_index()});
            b.pending.store(true, std::memory_order_release);
            for (VarHandle w : writes)
                if (!contains(b.writes, w)) b.writes.push_back(w);
            for (VarHandle r : reads)
                if (!contains(b.reads, r)) b.reads.push_back(r);
            if (static_cast<int>(b.ops.size()) >= bulk_size_.load()) full = take_bulk_locked();
        }
        if (previous) push_block(previous);
        if (full) push_block(full);
        return id;
    }
    flush_bulk();

    auto* op = new OpBlock;
    op->fn = std::move(fn);
    op->entries.reserve(reads.size() + writes.size());
    for (VarHandle w : writes) {
        bool seen = false;
        for (auto& e : op->entries) seen |= e.var == w;
        if (!seen) op->entries.push_back(VarEntry{op, w, true, nullptr});
    }
    // The stream's waits stay alive until the op that reads them is queued on them.
    std::vector<std::shared_ptr<void>> kept;
    if (stream) {
        std::lock_guard lock(stream->mutex);
        bool seen = false;
        for (auto& e : op->entries) seen |= e.var == stream->order;
        if (!seen) op->entries.push_back(VarEntry{op, stream->order, true, nullptr});
        for (VarHandle w : stream->waits) {
            bool also = false;
            for (auto& e : op->entries) also |= e.var == w;
            if (!also) op->entries.push_back(VarEntry{op, w, false, nullptr});
        }
        stream->waits.clear();
        kept.swap(stream->keep);
        stream->last_lane = lane;
    }
    for (VarHandle r : reads) {
        bool seen = false;
        for (auto& e : op->entries) seen |= e.var == r;
        if (!seen) op->entries.push_back(VarEntry{op, r, false, nullptr});
    }
    op->device = device;
    op->lane = lane;
    op->name.assign(name);
    op->props = props;
    op->always_run = props.always_runs;
    return push_block(op);
}

void Engine::flush_bulk() {
    // A thread that pushed a bulkable op sees its own store; another thread sees it once it
    // synchronized with that push, which is what orders their ops in the first place.
    if (!bulk_->pending.load(std::memory_order_acquire)) return;
    OpBlock* op;
    {
        std::lock_guard lock(bulk_->mutex);
        op = take_bulk_locked();
    }
    if (op) push_block(op);
}

OpBlock* Engine::take_bulk_locked() {
    Bulk& b = *bulk_;
    if (b.ops.empty()) return nullptr;
    b.pending.store(false, std::memory_order_relaxed);
    auto* op = new OpBlock;
    for (VarHandle w : b.writes) op->entries.push_back(VarEntry{op, w, true, nullptr});
    for (VarHandle r : b.reads)
        if (!contains(b.writes, r)) op->entries.push_back(VarEntry{op, r, false, nullptr});
    op->device = b.device;
    op->lane = b.lane;
    op->name = "bulk(" + std::to_string(b.ops.size()) + ")";
    op->props.kind = OpKind::Bulk;
    for (auto& inner : b.ops) {
        op->props.flops += inner.props.flops;
        op->props.bytes += inner.props.bytes;
    }
    op->fn = [this, inner_ops = std::move(b.ops)](RunContext& ctx) mutable {
        EngineObserver* const observer = recording();
        // Each inner op starts once the one before it ended, the first once the bulk
        // started (the Moment execute() set): unordered reads raised to those, as op_start.
        TimeNs before = observer ? observer->stamp() : 0;
        for (auto& inner : inner_ops) {
            const TimeNs start = observer ? std::max(before, observer->now_unordered()) : 0;
            inner.fn(ctx);
            if (!observer) continue;
            EngineObserver::OpSample e;
            e.id = inner.id;
            e.kind = inner.props.kind;
            e.lane = ctx.lane;
            e.issuer = inner.issuer;
            e.push = inner.push;
            e.start = start;
            e.end = std::max(start, observer->now_unordered());  // as in execute()
            before = e.end;
            e.flops = inner.props.flops;
            e.bytes = inner.props.bytes;
            e.parent = ctx.op;
            observer->record_op(e, inner.name, {});
        }
    };
    b.ops.clear();
    b.reads.clear();
    b.writes.clear();
    return op;
}

void Engine::set_bulk_size(int ops_per_bulk) {
    flush_bulk();
    bulk_size_.store(std::max(0, ops_per_bulk));
}

bool Engine::runs_inline(const OpBlock* op) const {
    switch (mode()) {
        case EngineMode::Threaded: return false;
        // A GPU op needs its lane's stream: the pusher waits for it instead (push_block).
        case EngineMode::Synchronous:
        case EngineMode::PyTorchLike: return op->device.is_cpu();
    }
    return false;
}

void Engine::wait_in_flight_below(std::size_t limit, bool back_pressure,
                                  std::source_location where) {
    if (in_flight() < limit) return;
    const EngineObserver* observer = recording();
    const TimeNs begin = observer ? observer->now() : 0;
    in_flight_waiters_.fetch_add(1);
    const auto wanted = static_cast<std::uint32_t>(
        std::min<std::size_t>(limit, std::numeric_limits<std::uint32_t>::max()));
    for (std::uint32_t cur = in_flight_wake_below_.load();
         cur < wanted && !in_flight_wake_below_.compare_exchange_weak(cur, wanted);) {
    }
    for (;;) {
        // Waits on the completions: only they bring the count down.
        const std::uint32_t done = completed_.load();
        if (static_cast<std::uint32_t>(entered_.load() - done) < limit) break;
        completed_.wait(done);
    }
    in_flight_waiters_.fetch_sub(1);
    if (back_pressure && observer) {
        record_sync(SyncKind::BackPressure, begin, 0, where,
                    std::to_string(limit) + " ops in flight");
    }
}

void Engine::record_sync(SyncKind kind, TimeNs begin, OpId awaited,
                         const std::source_location& where, std::string what) {
    EngineObserver* const observer = recording();
    if (!observer) return;
    SyncEvent e;
    e.kind = kind;
    e.thread = frontend_index();
    e.begin = begin;
    e.end = observer->now();  // the front end resumes now (virtual time when simulated)
    e.awaited = awaited;
    e.where = describe_location(where);
    e.what = std::move(what);
    observer->record(std::move(e));
}

OpId Engine::push_block(OpBlock* op) {
    // The synchronous modes run CPU ops on the pushing thread; a simulated machine applies
    // every mode in virtual time itself.
    if (inline_ && runs_inline(op)) return inline_->push(op);
    // A synchronous engine runs a GPU op on its GPU's lane, whose stream its work needs, and
    // the pusher waits until the GPU has done it (MXNet's NaiveEngine syncs its stream).
    VarHandle wait_for = nullptr;
    if (inline_ && mode() == EngineMode::Synchronous && op->device.is_gpu() && !op->delete_after)
        for (const VarEntry& e : op->entries)
            if (e.write) {
                wait_for = e.var;
                break;
            }
    const OpId id = lanes_ ? lanes_->push(op) : executor_->push(op);
    if (wait_for) wait_to_read(wait_for, SyncKind::WaitToRead, "synchronous engine: a GPU op");
    return id;
}

OpId Engine::admit(OpBlock* op) {
    // A free never waits for room: it may be pushed from a worker thread (an op that owned
    // the last reference to an array), and it only gives memory back.
    if (const std::size_t limit = max_in_flight_.load(std::memory_order_relaxed);
        limit > 0 && !op->delete_after)
        wait_in_flight_below(limit, true, std::source_location::current());
    const OpId id = number(op);
    // Unordered: the push only has to precede the op's publication (grant()).
    const EngineObserver* observer = op->delete_after ? nullptr : recording();
    op->push_time = observer ? observer->now_unordered() : 0;
    return id;
}

OpId Engine::number(OpBlock* op) {
    op->id = next_op_.fetch_add(1, std::memory_order_relaxed);
    op->issuer = frontend_index();
    return op->id;
}

bool Engine::release_here(OpBlock* op) {
    return take_last_count(op);
}

namespace {

/// Remembers `id` among `v`'s latest kTrackedReaders readers (its mutex held).
void track_reader(Var& v, OpId id) {
    if (v.readers.size() < kTrackedReaders)
        v.readers.push_back(id);
    else
        v.readers[v.readers_seen % kTrackedReaders] = id;
    ++v.readers_seen;
}

}  // namespace

void Engine::register_deps(OpBlock* op) {
    // Waiters and deferred frees are not recorded as ops: they need no waited-on list.
    EngineObserver* const observer = op->waiter || op->delete_after ? nullptr : recording();
    const bool profile = observer != nullptr;
    // Before the first entry is queued: from then on a worker may grant it.
    const int entries = static_cast<int>(op->entries.size());
    op->pending.store(entries + 1, std::memory_order_relaxed);
    int granted_here = 0;
    for (VarEntry& e : op->entries) {
        Var* v = e.var;
        bool granted = false;
        {
            std::lock_guard lock(v->mutex);
            if (e.write) {
                ++v->version;
                if (profile) {
                    if (v->last_writer) op->waited_on.push_back(v->last_writer);
                    op->waited_on.append(v->readers.begin(), v->readers.end());
                }
                if (!op->waiter) {
                    v->last_writer = op->id;
                    v->readers.clear();
                    v->readers_seen = 0;
                }
                if (!v->write_running && v->running_reads == 0 && !v->head) {
                    v->write_running = true;
                    granted = true;
                }
            } else {
                if (profile && v->last_writer) op->waited_on.push_back(v->last_writer);
                if (op->waiter)
                    op->waited_on.assign_one(v->last_writer);
                else if (profile)
                    track_reader(*v, op->id);
                if (!v->write_running && !v->head) {
                    ++v->running_reads;
                    granted = true;
                }
            }
            if (!granted) {
                e.next = nullptr;
                if (v->tail)
                    v->tail->next = &e;
                else
                    v->head = &e;
                v->tail = &e;
            }
        }
        granted_here += granted ? 1 : 0;
    }
    // The counts of the variables granted here, at once. Where every one was, no other
    // thread knows the op yet: a plain store leaves the pusher's extra count alone, and the
    // release after takes the op without a locked instruction (take_last_count). Otherwise
    // the extra count keeps it above zero.
    if (granted_here == entries)
        op->pending.store(1, std::memory_order_relaxed);
    else if (granted_here > 0)
        op->pending.fetch_sub(granted_here, std::memory_order_acq_rel);
    if (!profile) return;
    op->waited_on.sort_unique();
    // Who records an op is who has time for it. A CPU op that does work keeps its worker
    // busier than its push keeps the front end: its push is reported now, before the
    // pusher's count lets a worker run it, and the worker reports only what it measured
    // (finish()). One that does next to nothing leaves its worker waiting for the front
    // end, which has no time to spare: the worker records it whole as it ends, as it does a
    // GPU op once the GPU has timed it (GpuTimer). (Measured on 2 cores: a push record costs
    // a front end pushing empty ops some 60 ns of its 300; the whole record costs a worker
    // running 4096-float elementwise ops 3% of its time, the split one a third of that.)
    op->pushed_to = observer;
    if (op->device.is_cpu() &&
        (op->props.bytes >= kSplitRecordBytes || op->props.flops >= kSplitRecordFlops)) {
        EngineObserver::OpSample e;
        e.id = op->id;
        e.kind = op->props.kind;
        e.issuer = op->issuer;
        e.push = op->push_time;
        e.flops = op->props.flops;
        e.bytes = op->props.bytes;
        observer->record_push(static_cast<std::uint32_t>(instance_id_), e, op->name,
                              op->waited_on.span());
        op->push_recorded = true;
    }
}

void Engine::grant(OpBlock* op) {
    if (take_last_count(op)) dispatch(op);
}

void Engine::dispatch(OpBlock* op) {
    // A gate: a front end waits for the op (a sync point, or an op it runs itself).
    if (op->gate) {
        op->gate->release();
        return;
    }
    if (lanes_)
        lanes_->dispatch(op);
    else
        executor_->dispatch(op);
}

namespace {

/// Releases one variable's grant held by a finished op and returns the entries that are
/// granted next, chained through `next` (count in `n`). `now_idle_free`: it left the
/// variable idle, and its last reference is gone (Engine::defer_free): the caller frees it.
VarEntry* release(Var* v, bool write, const std::shared_ptr<OpFailure>& failure, TimeNs end, int& n,
                  bool& now_idle_free) {
    std::lock_guard lock(v->mutex);
    n = 0;
    if (end > v->released_at.load(std::memory_order_relaxed))
        v->released_at.store(end, std::memory_order_relaxed);
    if (write) {
        v->write_running = false;
        if (failure && !v->orders_only) {
            v->error = failure;
            v->has_error.store(true, std::memory_order_relaxed);
        } else if (v->has_error.load(std::memory_order_relaxed)) {
            // The flag, not `error`: that sits on the variable's second cache line, which the
            // front end writes at every push (and a new variable's whole block, on its core).
            v->error.reset();
            v->has_error.store(false, std::memory_order_relaxed);
        }
        // After the error: a front end that sees the write done sees what it left.
        v->writes_done.store(v->writes_done.load(std::memory_order_relaxed) + 1,
                             std::memory_order_release);
    } else {
        --v->running_reads;
    }
    if (v->write_running || !v->head) {
        // Nothing can be queued on a variable marked for its free any more: idle, it goes.
        now_idle_free = v->free_when_idle.load(std::memory_order_relaxed) && !v->write_running &&
                        v->running_reads == 0;
        return nullptr;
    }
    VarEntry* first = v->head;
    if (first->write) {
        if (v->running_reads > 0) return nullptr;
        v->write_running = true;
        n = 1;
        v->head = first->next;
    } else {
        VarEntry* e = first;
        while (e && !e->write) {
            ++v->running_reads;
            ++n;
            e = e->next;
        }
        v->head = e;
    }
    if (!v->head) v->tail = nullptr;
    return first;
}

}  // namespace

void Engine::complete(OpBlock* op, TimeNs end) {
    // Variables this completion left idle whose last reference is gone: freed once the
    // ops waiting for the others are granted (a worker may take those meanwhile).
    std::array<Var*, 4> idle{};
    std::size_t n_idle = 0;
    for (VarEntry& e : op->entries) {
        int n = 0;
        bool free_now = false;
        VarEntry* next = release(e.var, e.write, op->failure, end, n, free_now);
        for (int i = 0; i < n; ++i) {
            VarEntry* after = next->next;  // read before granting: the op may finish at once
            grant(next->op);
            next = after;
        }
        if (!free_now) continue;
        if (n_idle < idle.size())
            idle[n_idle++] = e.var;
        else
            free_idle(e.var, end);
    }
    for (std::size_t i = 0; i < n_idle; ++i) free_idle(idle[i], end);
    if (op->waiter) return;  // owned by the waiting front-end thread
    if (op->done) *op->done = true;
    if (simulated_ && op->delete_after) executor_->forget(op->delete_after);
    delete op->delete_after;
    delete op;
    const std::uint32_t done = completed_.fetch_add(1, std::memory_order_seq_cst) + 1;
    if (in_flight_waiters_.load(std::memory_order_seq_cst) > 0 &&
        static_cast<std::uint32_t>(entered_.load(std::memory_order_seq_cst) - done) <
            in_flight_wake_below_.load(std::memory_order_seq_cst))
        completed_.notify_all();
}

void Engine::record_failure(std::shared_ptr<OpFailure> failure) {
    std::lock_guard lock(failures_->mutex);
    failures_->pending.push_back(std::move(failure));
}

void Engine::execute(OpBlock* op, const LaneId& lane, void* stream,
                     std::shared_ptr<OpFailure>* failed) {
    const EngineObserver* const observer = timing(op);
    // On a CPU worker of these lanes: where the last op it ran ended, if it has not waited
    // for work since (op_start).
    lanes_detail::Continuation& worker = lanes_detail::tls_continuation;
    const bool on_worker = lanes_ && worker.lanes == lanes_;
    if (!observer) {
        if (on_worker) worker.clock = 0;
        run_body(op, lane, stream, failed);
        finish(op, lane, 0, 0);
        return;
    }
    if (op->delete_after) {
        // Deferred frees are not recorded (see finish()). One that runs right after the op
        // that freed it shows the memory given back at that op's end; another one reads
        // the clock.
        if (op->free_time > 0) {
            const EngineObserver::Moment moment(*observer, op->free_time);
            run_body(op, lane, stream, failed);
        } else {
            run_body(op, lane, stream, failed);
        }
        finish(op, lane, 0, 0);
        return;
    }
    const TimeNs start =
        op_start(*observer, op, on_worker && worker.clock_of == observer ? worker.clock : 0);
    {
        const EngineObserver::Moment moment(*observer, start);  // its allocations show at its start
        run_body(op, lane, stream, failed);
    }
    // The end only has to precede the completion this thread publishes next; an unordered
    // read may land before `start` when the op did nothing.
    const TimeNs end = std::max(start, observer->now_unordered());
    if (on_worker) {
        worker.clock = end;
        worker.clock_of = observer;
    }
    finish(op, lane, start, end);
}

EngineObserver* Engine::timing(const OpBlock* op) const {
    EngineObserver* const observer = observer_.load(std::memory_order_relaxed);
    if (op->pushed_to) return op->pushed_to == observer ? observer : nullptr;
    return observer && observer->enabled() ? observer : nullptr;
}

TimeNs Engine::op_start(const EngineObserver& observer, const OpBlock* op,
                        TimeNs worker_clock) const {
    // A CPU worker that went from its last op to this one without waiting for work starts
    // it where the last one ended (`worker_clock`): the span takes in the last op's
    // completion and this one's hand-over, and the worker reads no clock. That read, first
    // thing as an op starts, cost a worker running 4096-float elementwise ops 4 to 5% of
    // its throughput on 2 virtual cores (the one at the op's end costs nothing measurable);
    // a worker that waited reads it, having had no work to do. An unordered read may be
    // taken a little before this thread saw the op granted (see
    // EngineObserver::now_unordered), which could put the start before the push, or before the
    // end of an op it waited for on another thread. Rather than stall the thread until
    // every earlier access completed (an ordered read, which costs the worker as much as
    // the rest of the profiler on a small op), the start is raised to those moments: the
    // push, and the latest end among the ops that released each of its variables (they
    // all precede this thread's read of them, so the start still precedes the op's work).
    TimeNs start =
        std::max(worker_clock > 0 ? worker_clock : observer.now_unordered(), op->push_time);
    for (const VarEntry& e : op->entries)
        start = std::max(start, e.var->released_at.load(std::memory_order_relaxed));
    return start;
}

Engine::Successors Engine::successors(const OpBlock* op) {
    Successors next;
    for (const VarEntry& e : op->entries) {
        if (!e.write) continue;
        const VarEntry* head;
        {
            std::lock_guard lock(e.var->mutex);
            head = e.var->head;
        }
        if (!head) continue;
        // Set before the entry was queued (under the mutex just taken), never changed after.
        OpBlock* const successor = head->op;
        // What a worker reads to grant and start it: the block up to its first entries (see
        // OpBlock's order); the rest of its entries once the block has loaded.
        const auto* block = reinterpret_cast<const char*>(successor);
        const auto hot = static_cast<std::size_t>(
            reinterpret_cast<const char*>(&successor->entries) - block + 2 * 64);
        for (std::size_t line = 0; line < hot; line += 64) __builtin_prefetch(block + line);
        next.ops[next.n++] = successor;
        if (next.n == next.ops.size()) break;
    }
    return next;
}

void Engine::Successors::prefetch_entries() const {
    for (std::size_t i = 0; i < n; ++i) {
        const VarEntries& entries = ops[i]->entries;
        const auto* first = reinterpret_cast<const char*>(entries.begin());
        const std::size_t bytes = entries.size() * sizeof(VarEntry);
        for (std::size_t at = 0; at < bytes; at += 64) __builtin_prefetch(first + at);
    }
}

void Engine::run_body(OpBlock* op, const LaneId& lane, void* stream,
                      std::shared_ptr<OpFailure>* failed) {
    // An input that carries an unreported error skips the op and poisons its outputs.
    std::shared_ptr<OpFailure> inherited;
    for (VarEntry& e : op->entries) {
        if (e.var->free_when_idle.load(std::memory_order_relaxed)) {
            // This op's completion may free it (free_idle): the lines past the first, which
            // the front end wrote and the free reads, load while the op runs.
            for (std::size_t line = 64; line < sizeof(Var); line += 64)
                __builtin_prefetch(reinterpret_cast<const char*>(e.var) + line);
        }
        if (!e.var->has_error.load(std::memory_order_relaxed)) continue;
        std::lock_guard lock(e.var->mutex);
        if (e.var->error && !e.var->error->reported.load()) {
            inherited = e.var->error;
            break;
        }
    }
    if (inherited && !op->always_run) {
        op->failure = std::move(inherited);
        op->skipped = true;
        return;
    }
    if (!op->fn) return;
    RunContext ctx{op->device, lane, op->id, stream};
    std::string message;
    try {
        if (!op->always_run) {
            // Outputs allocated lazily take their storage as the op starts, in the order they
            // were named, whether or not the math runs: a timing-only simulation accounts the
            // same memory at the same moments, sample for sample (an allocation may also run
            // a device out of memory here, failing the op as the math would).
            for (const VarEntry& e : op->entries)
                if (e.write && e.var->materialize) e.var->materialize(e.var->materialize_arg);
            if (skips_math_) return;  // a timing-only simulation: no math
        }
        if (gpu_) wait_gpu_events(op, stream);
        if (stream) {
            // Device events around the op's work give its time on the GPU (see finish()).
            if (GpuTimer* timer = lanes_ && recording() ? lanes_->gpu_timer(lane) : nullptr) {
                op->gpu_timer = timer;
                op->gpu_start_event = timer->mark();
            }
            GpuNvtxRange range(op->name.c_str());  // Nsight Systems shows the same names
            op->fn(ctx);
            // An op that waited for its stream (a copy to the host) is timed on the GPU too:
            // its host-side start precedes the GPU work it waits for, its transfer does not.
            // The end event, on a stream gone idle, completes as soon as it is recorded.
            op->ended_on_host = ctx.completed_on_host;
            if (op->gpu_start_event) op->gpu_end_event = op->gpu_timer->mark();
        } else {
            const Successors next = lanes_ ? successors(op) : Successors{};
            op->fn(ctx);
            next.prefetch_entries();
        }
        if (gpu_) publish_gpu_events(op, stream, ctx);
    } catch (const std::exception& ex) {
        op->threw = true;
        message = ex.what();
    } catch (...) {
        op->threw = true;
        message = "unknown exception";
    }
    if (op->threw && gpu_ && stream && !ctx.completed_on_host) {
        // The op may have queued work on its stream before it failed: what comes next on its
        // variables (a free that hands the buffer to another stream) still waits for it.
        try {
            publish_gpu_events(op, stream, ctx);
        } catch (const std::exception&) {  // the GPU is failing already: nothing to order
        }
    }
    if (op->threw) {
        auto f = std::make_shared<OpFailure>();
        f->op_name = op->name.str();
        f->op = op->id;
        f->message = "op '" + op->name.str() + "' (#" + std::to_string(op->id) + ") on " +
                     op->device.name() + " failed: " + message;
        op->failure = f;
        if (failed)
            *failed = f;  // inline: the caller rethrows at once
        else
            record_failure(std::move(f));
    }
}

void Engine::finish(OpBlock* op, const LaneId& lane, TimeNs start, TimeNs end) {
    // Deferred frees are not shown as ops: the memory counter already records them, and
    // one per dropped array would double the events of elementwise-heavy code.
    EngineObserver* const observer = op->delete_after ? nullptr : timing(op);
    if (observer && op->push_recorded) {
        // Its push is recorded already (register_deps()): what the run measured.
        EngineObserver::OpRun r;
        r.source = static_cast<std::uint32_t>(instance_id_);
        r.id = op->id;
        r.lane = lane;
        r.start = start;
        r.end = end;
        r.failed = op->threw;
        r.skipped = op->skipped;
        observer->record_run(r);
    } else if (observer) {
        EngineObserver::OpSample e;
        e.id = op->id;
        e.kind = op->props.kind;
        e.lane = lane;
        e.issuer = op->issuer;
        e.push = op->push_time;
        e.start = start;
        e.end = end;
        e.flops = op->props.flops;
        e.bytes = op->props.bytes;
        e.failed = op->threw;
        e.skipped = op->skipped;
        if (op->gpu_end_event) {
            // Recorded once the GPU has run it, with its device times.
            const auto waited = op->waited_on.span();
            op->gpu_timer->add(e, op->name.str(), std::vector<OpId>(waited.begin(), waited.end()),
                               std::exchange(op->gpu_start_event, nullptr),
                               std::exchange(op->gpu_end_event, nullptr), op->ended_on_host);
        } else {
            observer->record_op(e, op->name, op->waited_on.span());
        }
    }
    // Events of an op that failed, or of a profiler turned off.
    if (op->gpu_start_event) op->gpu_timer->release(std::exchange(op->gpu_start_event, nullptr));
    if (op->gpu_end_event) op->gpu_timer->release(std::exchange(op->gpu_end_event, nullptr));
    const LaneExecutor::Completing completing(lanes_, end);  // on a CPU worker of its lanes
    complete(op, simulated_ ? 0 : end);  // virtual times mean nothing to op_start
}

void Engine::throw_pending_error_for(VarHandle var) {
    if (!var->has_error.load(std::memory_order_acquire)) return;
    std::shared_ptr<OpFailure> f;
    {
        std::lock_guard lock(var->mutex);
        f = var->error;
    }
    if (f && !f->reported.exchange(true)) throw OpError(f->op_name, f->op, f->message);
}

void Engine::wait_to_read(VarHandle var, SyncKind kind, std::string_view what,
                          std::source_location where) {
    flush_bulk();
    const EngineObserver* const observer = recording();
    const bool profile = observer != nullptr;
    const TimeNs begin = profile ? observer->now() : 0;
    if (lanes_) {
        // This machine's lanes: watch the count of finished writes on this thread for a
        // while before queueing a waiter. The worker that ends the last write then only
        // changes the variable's line, which this thread reads; a queued waiter had it also
        // write the waiter's block and its gate, on this thread's stack, each a cache line
        // more to pass between the cores both ways (the round trip took 1.2 us on 2 cores
        // of a virtual machine).
        std::uint64_t pushed = 0;
        OpId awaited = 0;
        {
            std::lock_guard lock(var->mutex);
            pushed = var->version;
            awaited = var->last_writer;
        }
        const auto written = [var, pushed] {
            return var->writes_done.load(std::memory_order_acquire) >= pushed;
        };
        if (spin_until(written, std::chrono::microseconds(spin_us()))) {
            if (gpu_) host_wait_gpu_write(var);
            if (profile) record_sync(kind, begin, awaited, where, std::string(what));
            throw_pending_error_for(var);
            return;
        }
    }
    OpBlock waiter;
    Gate gate;
    waiter.waiter = true;
    waiter.gate = &gate;
    waiter.entries.push_back(VarEntry{&waiter, var, false, nullptr});
    register_deps(&waiter);
    if (!take_last_count(&waiter)) {
        // This machine's lanes spun above already: sleep at once rather than spin again.
        if (lanes_)
            gate.wait(std::chrono::nanoseconds::zero());
        else
            executor_->wait(gate);
    }
    complete(&waiter);  // releases the read grant
    if (gpu_) host_wait_gpu_write(var);
    if (profile) {
        record_sync(kind, begin, waiter.waited_on.empty() ? 0 : waiter.waited_on.front(), where,
                    std::string(what));
    }
    throw_pending_error_for(var);
}

void Engine::host_copy(double read_bytes, double new_bytes) {
    executor_->host_copy(read_bytes, new_bytes);
}

void Engine::wait_all(std::source_location where) {
    flush_bulk();
    const EngineObserver* const observer = recording();
    const bool profile = observer != nullptr;
    const TimeNs begin = profile ? observer->now() : 0;
    const OpId last = next_op_.load() - 1;
    executor_->drain();
    executor_->synchronize();
    if (profile) {
        record_sync(SyncKind::WaitAll, begin, last, where, "all pushed ops");
    }
    std::shared_ptr<OpFailure> first;
    {
        std::lock_guard lock(failures_->mutex);
        for (auto& f : failures_->pending)
            if (!f->reported.exchange(true) && !first) first = f;
        failures_->pending.clear();
    }
    if (first) throw OpError(first->op_name, first->op, first->message);
}

void Engine::set_mode(EngineMode mode) {
    flush_bulk();
    executor_->drain();
    mode_.store(mode);
}

// --- OpRunner's steps that are not inline ---------------------------------------------

void OpRunner::wait_in_flight_below(std::size_t limit, bool back_pressure,
                                    std::source_location where) const {
    engine_->wait_in_flight_below(limit, back_pressure, where);
}

void OpRunner::record_sync(SyncKind kind, TimeNs begin, OpId awaited, std::string what,
                           std::source_location where) const {
    engine_->record_sync(kind, begin, awaited, where, std::move(what));
}

}  // namespace asynclab
