#include "engine/core/engine.h"

#include <algorithm>
#include <array>
#include <limits>
#include <map>
#include <mutex>
#include <thread>
#include <utility>

#include "engine/core/lanes.h"
#include "engine/core/op_block.h"
#include "engine/core/pause.h"
#include "engine/device/gpu_runtime.h"
#include "engine/device/gpu_timer.h"
#include "engine/memory/storage.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/sim_executor.h"

namespace asynclab {

namespace {

std::atomic<std::uint64_t> next_engine_uid{1};
thread_local Engine* tls_current_engine = nullptr;

struct FrontendCache {
    std::uint64_t engine = 0;
    int index = 0;
};
thread_local FrontendCache tls_frontend;

/// A CPU worker's continuation slot. While the worker completes an op (`open`), a CPU op
/// that completion makes ready is kept here for the worker to run next when no other op
/// waits in the queue: queued, it would wake another worker and move its data to a cold
/// core, while the worker that produced the input is free at once. With other work queued,
/// ready ops are queued too, so idle workers share them. Deferred frees (which take no
/// time) are always kept, a few at most.
struct Continuation {
    const Engine* engine = nullptr;
    bool open = false;
    TimeNs end = 0;  ///< while open: the end of the op being completed (0: not profiled)
    OpBlock* next = nullptr;
    std::array<OpBlock*, 4> frees{};
    std::size_t n_frees = 0;
};
thread_local Continuation tls_continuation;

std::string describe_location(const std::source_location& where) {
    std::string file = where.file_name();
    if (auto slash = file.find_last_of('/'); slash != std::string::npos) file.erase(0, slash + 1);
    return file + ":" + std::to_string(where.line()) + " (" + where.function_name() + ")";
}

bool contains(const std::vector<VarHandle>& v, VarHandle x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

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

struct Engine::Collectives {
    std::mutex mutex;
    std::map<std::vector<int>, Collective> by_gpus;  ///< entries never move: handed out
    /// One ordering variable per GPU, shared by every communicator that GPU is in: two
    /// communicators over the same GPUs must not run in different orders on them either.
    std::map<int, VarHandle> order_by_gpu;
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
      profiler_(std::make_unique<Profiler>(
          std::chrono::milliseconds(10),
          config.sim ? std::function<TimeNs()>([this] { return sim_ ? sim_->clock() : 0; })
                     : std::function<TimeNs()>())),
      storage_(std::make_unique<StorageManager>(profiler_.get())),
      bulk_(std::make_unique<Bulk>()),
      failures_(std::make_unique<Failures>()),
      collectives_(std::make_unique<Collectives>()) {
    instance_id_ = next_engine_uid.fetch_add(1);
    cpu_workers_ = config.cpu_workers > 0
                       ? config.cpu_workers
                       : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    mode_.store(config.mode);
    max_in_flight_.store(config.max_in_flight);
    bulk_size_.store(config.bulk_size);
    set_spin_us(config.spin_us);
    profiler_->set_enabled(config.profile);
    storage_->set_pooled(config.pooled_memory);
    if (config.sim) {
        start_simulation(*config.sim);
        return;
    }
    profiler_->set_queue_depth_sampler([this] { return static_cast<double>(in_flight()); });
    lanes_ = std::make_unique<LaneSet>(*this, cpu_workers_);
    start_gpus(config.max_gpus);
}

void Engine::start_simulation(const SimConfig& sim) {
    sim_ = std::make_unique<SimExecutor>(*this, sim);
    cpu_workers_ = sim_->config().cpu_lanes;
    gpu_count_ = static_cast<int>(sim.gpus.size());
    gpu_reason_ = gpu_count_ ? "" : "the simulated machine has no GPU";
    profiler_->set_sample_resident(false);
    // Simulated GPU memory is host memory, with the capacity of the simulated part.
    storage_->set_allocator(
        DeviceType::GPU, {[](Device, std::size_t bytes) { return std::aligned_alloc(64, bytes); },
                          [](Device, void* p, std::size_t) { std::free(p); }});
    storage_->set_capacity(Device::cpu(0), static_cast<std::size_t>(sim.cpu.memory_capacity));
    for (int g = 0; g < gpu_count_; ++g)
        storage_->set_capacity(
            Device::gpu(g),
            static_cast<std::size_t>(sim.gpus[static_cast<std::size_t>(g)].memory_capacity));
}

void Engine::start_gpus(int max_gpus) {
    if (max_gpus == 0) {
        gpu_reason_ = "GPUs are turned off in this engine's configuration";
        return;
    }
    GpuRuntime& rt = GpuRuntime::instance();  // says once, on stderr, why there is no GPU
    if (!rt.available()) {
        gpu_reason_ = rt.unavailable_reason();
        return;
    }
    gpu_ = rt.api();
    gpu_count_ = max_gpus > 0 ? std::min(max_gpus, rt.device_count()) : rt.device_count();
    const AsyncLabGpuApi* api = gpu_;
    storage_->set_allocator(DeviceType::GPU,
                            {[api](Device d, std::size_t bytes) -> void* {
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
        lanes_->start_gpu(d, gpu_);
        if (static_cast<std::size_t>(d) < infos.size())
            storage_->set_capacity(Device::gpu(d), infos[static_cast<std::size_t>(d)].total_mem);
    }
}

const Engine::Collective& Engine::collective(const std::vector<int>& gpus) {
    if (sim_)
        throw std::invalid_argument("collectives run on real GPUs, not on a simulated machine");
    for (int g : gpus)
        if (g < 0 || g >= gpu_count_)
            throw std::invalid_argument("collectives need this engine's GPUs; it has no " +
                                        Device::gpu(g).name());
    std::lock_guard lock(collectives_->mutex);
    if (auto it = collectives_->by_gpus.find(gpus); it != collectives_->by_gpus.end())
        return it->second;
    Collective c;
    if (gpu_->comm_create(static_cast<int>(gpus.size()), gpus.data(), &c.comm) != 0)
        throw std::runtime_error(std::string("no collectives on the GPUs: ") + gpu_->last_error());
    for (int g : gpus) {
        VarHandle& order = collectives_->order_by_gpu[g];
        if (!order) {
            order = new_var();
            order->orders_only = true;
        }
        c.order.push_back(order);
    }
    return collectives_->by_gpus.emplace(gpus, std::move(c)).first->second;
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
    if (!var->has_gpu_events.load(std::memory_order_acquire)) return;
    std::shared_ptr<GpuEvent> written;
    {
        std::lock_guard lock(var->mutex);
        written = var->gpu_write;
    }
    if (written) gpu_check(gpu_, gpu_->event_synchronize(written->event), "event_synchronize");
}

Engine::~Engine() {
    flush_bulk();
    if (sim_) sim_->drain();
    wait_in_flight_below(1, false, std::source_location::current());
    if (lanes_) {
        lanes_->synchronize_gpus();
        lanes_->flush_gpu_timers(*profiler_);
    }
    // Nothing runs any more: the communicators and their ranks' order variables can go.
    for (auto& [gpus, c] : collectives_->by_gpus) gpu_->comm_destroy(c.comm);
    for (auto& [gpu, order] : collectives_->order_by_gpu) delete order;
    lanes_.reset();
    profiler_->set_queue_depth_sampler(nullptr);
    profiler_->flush();
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
    return sim_ ? sim_->lanes() : lanes_->lanes();
}

std::uint64_t Engine::cpu_wakeups() const {
    return sim_ ? sim_->cpu_wakeups() : lanes_->cpu_wakeups();
}

bool Engine::has_device(Device device) const {
    return sim_ ? sim_->has_device(device) : lanes_->has_device(device);
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

void Engine::delete_var(VarHandle var, void (*on_delete)(void*), void* arg, bool cheap) {
    OpFn fn;
    if (on_delete) fn = [on_delete, arg](RunContext&) { on_delete(arg); };
    push_free(var, std::move(fn), cheap);
}

void Engine::push_free(VarHandle var, OpFn fn, bool cheap) {
    flush_bulk();
    frees_pushed_.fetch_add(1, std::memory_order_relaxed);
    auto* op = new OpBlock();
    op->fn = std::move(fn);
    op->entries.push_back(VarEntry{op, var, true, nullptr});
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
    if (props.bulkable && bulk_size_.load(std::memory_order_relaxed) > 0 &&
        mode() == EngineMode::Threaded) {
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
            b.ops.push_back({std::move(fn), std::string(name), props, id,
                             profiler_->enabled() ? profiler_->now_unordered() : 0,
                             frontend_index()});
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

    auto* op = new OpBlock();
    op->fn = std::move(fn);
    op->entries.reserve(reads.size() + writes.size());
    for (VarHandle w : writes) {
        bool seen = false;
        for (auto& e : op->entries) seen |= e.var == w;
        if (!seen) op->entries.push_back(VarEntry{op, w, true, nullptr});
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
    auto* op = new OpBlock();
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
        const bool profile = profiler_->enabled();
        // Each inner op starts once the one before it ended, the first once the bulk
        // started (the Moment execute() set): unordered reads raised to those, as op_start.
        TimeNs before = profile ? profiler_->stamp() : 0;
        for (auto& inner : inner_ops) {
            const TimeNs start = profile ? std::max(before, profiler_->now_unordered()) : 0;
            inner.fn(ctx);
            if (!profile) continue;
            Profiler::OpSample e;
            e.id = inner.id;
            e.kind = inner.props.kind;
            e.lane = ctx.lane;
            e.issuer = inner.issuer;
            e.push = inner.push;
            e.start = start;
            e.end = std::max(start, profiler_->now_unordered());  // as in execute()
            before = e.end;
            e.flops = inner.props.flops;
            e.bytes = inner.props.bytes;
            e.parent = ctx.op;
            profiler_->record_op(e, inner.name, {});
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
    if (sim_) return false;  // the simulator waits in virtual time instead
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
    if (in_flight_.load() < limit) return;
    const TimeNs begin = profiler_->now();
    in_flight_waiters_.fetch_add(1);
    const auto wanted = static_cast<std::uint32_t>(
        std::min<std::size_t>(limit, std::numeric_limits<std::uint32_t>::max()));
    for (std::uint32_t cur = in_flight_wake_below_.load();
         cur < wanted && !in_flight_wake_below_.compare_exchange_weak(cur, wanted);) {
    }
    for (;;) {
        const std::uint32_t n = in_flight_.load();
        if (n < limit) break;
        in_flight_.wait(n);
    }
    in_flight_waiters_.fetch_sub(1);
    if (back_pressure && profiler_->enabled()) {
        record_sync(SyncKind::BackPressure, begin, 0, where,
                    std::to_string(limit) + " ops in flight");
    }
}

void Engine::record_sync(SyncKind kind, TimeNs begin, OpId awaited,
                         const std::source_location& where, std::string what) {
    SyncEvent e;
    e.kind = kind;
    e.thread = frontend_index();
    e.begin = begin;
    e.end = profiler_->now();  // the front end resumes now (virtual time when simulated)
    e.awaited = awaited;
    e.where = describe_location(where);
    e.what = std::move(what);
    profiler_->record(std::move(e));
}

OpId Engine::push_block(OpBlock* op) {
    if (sim_) return push_simulated(op);
    // A free never waits for room: it may be pushed from a worker thread (an op that owned
    // the last reference to an array), and it only gives memory back.
    if (const std::size_t limit = max_in_flight_.load(std::memory_order_relaxed);
        limit > 0 && !op->delete_after)
        wait_in_flight_below(limit, true, std::source_location::current());
    op->id = next_op_.fetch_add(1, std::memory_order_relaxed);
    op->issuer = frontend_index();
    // Unordered: the push only has to precede the op's publication below (grant()).
    op->push_time = profiler_->enabled() && !op->delete_after ? profiler_->now_unordered() : 0;
    const OpId id = op->id;
    const bool inline_run = runs_inline(op);
    // A synchronous engine runs a GPU op on its GPU's lane, whose stream its work needs, and
    // the pusher waits until the GPU has done it (MXNet's NaiveEngine syncs its stream).
    VarHandle wait_for = nullptr;
    if (mode() == EngineMode::Synchronous && op->device.is_gpu() && !op->delete_after)
        for (const VarEntry& e : op->entries)
            if (e.write) {
                wait_for = e.var;
                break;
            }
    Gate gate;
    if (inline_run) op->gate = &gate;
    in_flight_.fetch_add(1, std::memory_order_relaxed);
    register_deps(op);
    if (op->free_here && !inline_run && tls_continuation.engine != this) {
        // A free that no op waits for any more runs here and now: waking a worker only to
        // give memory back costs the front end a futex wake, and the worker a core, for a
        // few hundred nanoseconds of work. One still waiting is granted by the worker that
        // ends the last use, which keeps it for itself (Continuation).
        if (op->pending.fetch_sub(1, std::memory_order_acq_rel) == 1)
            execute(op, LaneId{Device::cpu(0), LaneKind::Compute, 0}, nullptr);
        return id;
    }
    grant(op);  // drops the pusher's extra count
    if (wait_for) wait_to_read(wait_for, SyncKind::WaitToRead, "synchronous engine: a GPU op");
    if (inline_run) {
        gate.wait(std::chrono::microseconds(spin_us()));
        op->gate = nullptr;
        LaneId lane{op->device, op->device.is_cpu() ? LaneKind::Compute : op->lane, 0};
        std::shared_ptr<OpFailure> failure;
        // execute() frees the block; keep what the error report needs.
        const bool skip_rethrow = op->always_run;
        execute(op, lane, nullptr, &failure);
        if (failure && !skip_rethrow && !failure->reported.exchange(true))
            throw OpError(failure->op_name, failure->op, failure->message);
    }
    return id;
}

void Engine::register_deps(OpBlock* op) {
    // Waiters and deferred frees are not recorded as ops: they need no waited-on list.
    const bool profile = profiler_->enabled() && !op->waiter && !op->delete_after;
    op->pending.store(static_cast<int>(op->entries.size()) + 1, std::memory_order_relaxed);
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
                }
                if (!v->write_running && v->running_reads == 0 && !v->head) {
                    v->write_running = true;
                    granted = true;
                }
            } else {
                if (profile && v->last_writer) op->waited_on.push_back(v->last_writer);
                if (op->waiter)
                    op->waited_on.assign_one(v->last_writer);
                else
                    v->readers.push_back(op->id);
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
        // The pusher's extra count keeps this above zero until registration ends.
        if (granted) op->pending.fetch_sub(1, std::memory_order_acq_rel);
    }
    if (profile) op->waited_on.sort_unique();
}

void Engine::grant(OpBlock* op) {
    if (op->pending.fetch_sub(1, std::memory_order_acq_rel) == 1) dispatch(op);
}

void Engine::dispatch(OpBlock* op) {
    if (op->gate) {
        op->gate->release();
        return;
    }
    if (sim_) {
        sim_->granted(op);
        return;
    }
    if (Continuation& c = tls_continuation; c.open && c.engine == this && op->device.is_cpu()) {
        if (op->delete_after && c.n_frees < c.frees.size()) {
            op->free_time = c.end;  // it runs right after the op whose completion freed it
            c.frees[c.n_frees++] = op;
            return;
        }
        if (!op->delete_after && !c.next && lanes_->cpu_queue_empty()) {
            c.next = op;
            return;
        }
    }
    lanes_->enqueue(op);
}

void Engine::adopt_continuations() {
    tls_continuation.engine = this;
}

OpBlock* Engine::take_continuation() {
    Continuation& c = tls_continuation;
    // Frees first: when the next real op runs, nothing is held back behind it.
    if (c.n_frees) return c.frees[--c.n_frees];
    return std::exchange(c.next, nullptr);
}

OpId Engine::push_simulated(OpBlock* op) {
    if (const std::size_t limit = max_in_flight_.load();
        limit > 0 && !op->delete_after && in_flight() >= limit) {
        const TimeNs begin = sim_->frontend();
        sim_->block_until([&] { return in_flight() < limit; }, SimExecutor::Wait::Sleep);
        if (profiler_->enabled())
            record_sync(SyncKind::BackPressure, begin, 0, std::source_location::current(),
                        std::to_string(limit) + " ops in flight");
    }
    op->id = next_op_.fetch_add(1, std::memory_order_relaxed);
    op->issuer = frontend_index();
    op->push_time = sim_->issue();
    const OpId id = op->id;
    // Synchronous modes: the front end waits, in virtual time, for the op to finish.
    const bool wait = mode() == EngineMode::Synchronous ||
                      (mode() == EngineMode::PyTorchLike && op->device.is_cpu());
    bool done = false;
    if (wait) op->done = &done;
    in_flight_.fetch_add(1, std::memory_order_relaxed);
    sim_->sample_queue_depth();
    register_deps(op);
    grant(op);
    // The op ran on the front end's thread (nothing to wake it).
    if (wait) sim_->block_until([&] { return done; }, SimExecutor::Wait::Self);
    return id;
}

namespace {

/// Releases one variable's grant held by a finished op and returns the entries that are
/// granted next, chained through `next` (count in `n`).
VarEntry* release(Var* v, bool write, const std::shared_ptr<OpFailure>& failure, TimeNs end,
                  int& n) {
    std::lock_guard lock(v->mutex);
    n = 0;
    if (end > v->released_at.load(std::memory_order_relaxed))
        v->released_at.store(end, std::memory_order_relaxed);
    if (write) {
        v->write_running = false;
        if (failure && !v->orders_only) {
            v->error = failure;
            v->has_error.store(true, std::memory_order_relaxed);
        } else if (v->error) {
            v->error.reset();
            v->has_error.store(false, std::memory_order_relaxed);
        }
    } else {
        --v->running_reads;
    }
    if (v->write_running || !v->head) return nullptr;
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
    for (VarEntry& e : op->entries) {
        int n = 0;
        VarEntry* next = release(e.var, e.write, op->failure, end, n);
        for (int i = 0; i < n; ++i) {
            VarEntry* after = next->next;  // read before granting: the op may finish at once
            grant(next->op);
            next = after;
        }
    }
    if (op->waiter) return;  // owned by the waiting front-end thread
    if (op->done) *op->done = true;
    if (sim_ && op->delete_after) sim_->forget(op->delete_after);
    delete op->delete_after;
    delete op;
    const std::uint32_t left = in_flight_.fetch_sub(1, std::memory_order_seq_cst) - 1;
    if (in_flight_waiters_.load(std::memory_order_seq_cst) > 0 &&
        left < in_flight_wake_below_.load(std::memory_order_seq_cst))
        in_flight_.notify_all();
}

void Engine::record_failure(std::shared_ptr<OpFailure> failure) {
    std::lock_guard lock(failures_->mutex);
    failures_->pending.push_back(std::move(failure));
}

void Engine::execute(OpBlock* op, const LaneId& lane, void* stream) {
    execute(op, lane, stream, nullptr);
}

void Engine::execute(OpBlock* op, const LaneId& lane, void* stream,
                     std::shared_ptr<OpFailure>* failed) {
    if (!profiler_->enabled()) {
        run_body(op, lane, stream, failed);
        finish(op, lane, 0, 0);
        return;
    }
    if (op->delete_after) {
        // Deferred frees are not recorded (see finish()). One that runs right after the op
        // that freed it shows the memory given back at that op's end; another one reads
        // the clock.
        if (op->free_time > 0) {
            const Profiler::Moment moment(*profiler_, op->free_time);
            run_body(op, lane, stream, failed);
        } else {
            run_body(op, lane, stream, failed);
        }
        finish(op, lane, 0, 0);
        return;
    }
    const TimeNs start = op_start(op);
    {
        const Profiler::Moment moment(*profiler_, start);  // its allocations show at its start
        run_body(op, lane, stream, failed);
    }
    // The end only has to precede the completion this thread publishes next; an unordered
    // read may land before `start` when the op did nothing.
    finish(op, lane, start, std::max(start, profiler_->now_unordered()));
}

TimeNs Engine::op_start(const OpBlock* op) const {
    // An unordered read may be taken a little before this thread saw the op granted (see
    // Profiler::now_unordered), which could put the start before the push, or before the
    // end of an op it waited for on another thread. Rather than stall the thread until
    // every earlier access completed (an ordered read, which costs the worker as much as
    // the rest of the profiler on a small op), the start is raised to those moments: the
    // push, and the latest end among the ops that released each of its variables (they
    // all precede this thread's read of them, so the start still precedes the op's work).
    TimeNs start = std::max(profiler_->now_unordered(), op->push_time);
    for (const VarEntry& e : op->entries)
        start = std::max(start, e.var->released_at.load(std::memory_order_relaxed));
    return start;
}

void Engine::run_body(OpBlock* op, const LaneId& lane, void* stream,
                      std::shared_ptr<OpFailure>* failed) {
    // An input that carries an unreported error skips the op and poisons its outputs.
    std::shared_ptr<OpFailure> inherited;
    for (VarEntry& e : op->entries) {
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
            if (sim_ && sim_->config().timing_only) return;  // no math
        }
        if (gpu_) wait_gpu_events(op, stream);
        if (stream) {
            // Device events around the op's work give its time on the GPU (see finish()).
            if (GpuTimer* timer = profiler_->enabled() ? lanes_->gpu_timer(lane) : nullptr) {
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
            op->fn(ctx);
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
        f->op_name = op->name;
        f->op = op->id;
        f->message = "op '" + op->name + "' (#" + std::to_string(op->id) + ") on " +
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
    if (profiler_->enabled() && !op->delete_after) {
        Profiler::OpSample e;
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
            op->gpu_timer->add(e, op->name, std::vector<OpId>(waited.begin(), waited.end()),
                               std::exchange(op->gpu_start_event, nullptr),
                               std::exchange(op->gpu_end_event, nullptr), op->ended_on_host);
        } else {
            profiler_->record_op(e, op->name, op->waited_on.span());
        }
    }
    // Events of an op that failed, or of a profiler turned off.
    if (op->gpu_start_event) op->gpu_timer->release(std::exchange(op->gpu_start_event, nullptr));
    if (op->gpu_end_event) op->gpu_timer->release(std::exchange(op->gpu_end_event, nullptr));
    Continuation& c = tls_continuation;
    const bool keep = c.engine == this;  // on a CPU worker of this engine
    if (keep) {
        c.open = true;
        c.end = end;
    }
    complete(op, sim_ ? 0 : end);  // virtual times mean nothing to op_start
    if (keep) c.open = false;
}

void Engine::throw_pending_error_for(VarHandle var) {
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
    const bool profile = profiler_->enabled();
    const TimeNs begin = profile ? profiler_->now() : 0;
    OpBlock waiter;
    Gate gate;
    waiter.waiter = true;
    waiter.gate = &gate;
    waiter.entries.push_back(VarEntry{&waiter, var, false, nullptr});
    register_deps(&waiter);
    if (waiter.pending.fetch_sub(1, std::memory_order_acq_rel) != 1) {
        if (sim_)  // one thread: no lock needed
            sim_->block_until([&] { return gate.open.load(std::memory_order_relaxed); });
        else
            gate.wait(std::chrono::microseconds(spin_us()));
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
    if (sim_) sim_->host_copy(read_bytes, new_bytes);
}

void Engine::wait_all(std::source_location where) {
    flush_bulk();
    const bool profile = profiler_->enabled();
    const TimeNs begin = profile ? profiler_->now() : 0;
    const OpId last = next_op_.load() - 1;
    if (sim_) {
        sim_->drain();
    } else {
        wait_in_flight_below(1, false, where);
        lanes_->synchronize_gpus();
        lanes_->flush_gpu_timers(*profiler_);
    }
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
    if (sim_) sim_->drain();
    wait_in_flight_below(1, false, std::source_location::current());
    mode_.store(mode);
}

}  // namespace asynclab
