#include "engine/sim/sim_executor.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include "engine/core/engine.h"
#include "engine/core/observer.h"
#include "engine/core/op_block.h"
#include "engine/memory/storage.h"

namespace asynclab {

namespace {
TimeNs to_ns(double seconds) {
    return static_cast<TimeNs>(std::llround(seconds * 1e9));
}
}  // namespace

std::unique_ptr<Executor> SimConfig::make_executor(OpRunner runner) const {
    return std::make_unique<SimExecutor>(runner, *this);
}

SimExecutor* SimExecutor::of(const Engine& engine) {
    return engine.simulated() ? dynamic_cast<SimExecutor*>(&engine.executor()) : nullptr;
}

SimExecutor::SimExecutor(OpRunner runner, SimConfig config)
    : runner_(runner), engine_(runner.engine()), config_(std::move(config)) {
    if (config_.gpus.size() > 8)
        throw std::invalid_argument("a simulated machine has at most 8 GPUs, not " +
                                    std::to_string(config_.gpus.size()));
    if (config_.cpu_lanes < 1) config_.cpu_lanes = 1;
    workers_.assign(static_cast<std::size_t>(config_.cpu_lanes), Worker::Sleeping);
    kept_.assign(workers_.size(), nullptr);
    finishing_.assign(workers_.size(), false);
    if (config_.cpu.cache_bytes > 0 && config_.cpu.cache_bandwidth > 0)
        cpu_cache_.emplace(config_.cpu.cache_bytes);
    for (std::size_t g = 0; g < config_.gpus.size(); ++g)
        for (LaneKind k :
             {LaneKind::Compute, LaneKind::CopyH2D, LaneKind::CopyD2H, LaneKind::CopyPeer})
            free_at_[LaneId{Device::gpu(static_cast<int>(g)), k, 0}] = 0;
    // Simulated GPU memory is host memory, with the capacity of the simulated part.
    StorageManager& storage = engine_.storage();
    storage.set_allocator(DeviceType::GPU,
                          {[](Device, std::size_t bytes) { return std::aligned_alloc(64, bytes); },
                           [](Device, void* p, std::size_t) { std::free(p); }});
    storage.set_capacity(Device::cpu(0), static_cast<std::size_t>(config_.cpu.memory_capacity));
    for (std::size_t g = 0; g < config_.gpus.size(); ++g)
        storage.set_capacity(Device::gpu(static_cast<int>(g)),
                             static_cast<std::size_t>(config_.gpus[g].memory_capacity));
}

OpId SimExecutor::push(OpBlock* op) {
    if (const std::size_t limit = engine_.max_in_flight();
        limit > 0 && !op->delete_after && engine_.in_flight() >= limit) {
        const TimeNs begin = frontend();
        block_until([&] { return engine_.in_flight() < limit; }, Wait::Sleep);
        runner_.record_sync(SyncKind::BackPressure, begin, 0,
                            std::to_string(limit) + " ops in flight");
    }
    const OpId id = runner_.number(op);
    op->push_time = issue();
    // Synchronous modes: the front end waits, in virtual time, for the op to finish.
    const EngineMode mode = engine_.mode();
    const bool wait =
        mode == EngineMode::Synchronous || (mode == EngineMode::PyTorchLike && op->device.is_cpu());
    bool done = false;
    if (wait) op->done = &done;
    runner_.enter(op);
    sample_queue_depth();
    runner_.release(op);
    // The op ran on the front end's thread (nothing to wake it).
    if (wait) block_until([&] { return done; }, Wait::Self);
    if (issue_clock_) issue_clock_->pushed();
    return id;
}

void SimExecutor::wait(Gate& gate) {
    // One thread: no lock needed.
    block_until([&] { return gate.open.load(std::memory_order_relaxed); });
}

bool SimExecutor::has_device(Device d) const {
    if (d.is_cpu()) return d.id == 0;
    return d.id >= 0 && static_cast<std::size_t>(d.id) < config_.gpus.size();
}

std::vector<LaneId> SimExecutor::lanes() const {
    std::vector<LaneId> out;
    for (int i = 0; i < config_.cpu_lanes; ++i) out.push_back(cpu_lane(i));
    for (auto& [lane, t] : free_at_) out.push_back(lane);
    std::sort(out.begin(), out.end());
    return out;
}

const DeviceSpec& SimExecutor::spec(Device d) const {
    return d.is_cpu() ? config_.cpu : config_.gpus.at(static_cast<std::size_t>(d.id));
}

LaneId SimExecutor::cpu_lane(int index) const {
    return LaneId{Device::cpu(0), LaneKind::Compute, index};
}

TimeNs SimExecutor::frontend_works(double seconds) {
    // The front end is a thread of the host CPU too: while the running ops and the workers'
    // bookkeeping want every core, its work takes longer in the same proportion (as they
    // stand when it starts: what happened before is simulated first).
    catch_up();
    frontend_ += to_ns(seconds * frontend_slowdown());
    advance_to(frontend_);
    clock_ = frontend_;
    return frontend_;
}

TimeNs SimExecutor::issue() {
    if (issue_clock_) return frontend_works(issue_clock_->seconds());
    return frontend_works(issue_cost_.value_or(config_.frontend_seconds_per_op));
}

void SimExecutor::host_copy(double read_bytes, double new_bytes) {
    const DeviceSpec& cpu = config_.cpu;
    frontend_works(memory_seconds(cpu, read_bytes + new_bytes) +
                   new_bytes * cpu.first_touch_seconds_per_byte);
}

std::optional<double> SimExecutor::set_issue_cost(std::optional<double> seconds) {
    return std::exchange(issue_cost_, seconds);
}

void SimExecutor::catch_up() {
    advance_to(frontend_);
    clock_ = std::max(clock_, frontend_);
}

void SimExecutor::advance_to(TimeNs limit) {
    while (!events_.empty() && events_.top().time <= limit) step();
}

void SimExecutor::push(Event e) {
    e.seq = seq_++;
    if (is_work(e.kind)) ++work_events_;
    events_.push(e);
}

SimExecutor::SoloCost SimExecutor::solo_cost(const OpBlock& op, const DeviceSpec& d,
                                             std::optional<double> cached) const {
    SoloCost c;
    double kernels = 0, memory = 0;
    auto add = [&](OpKind kind, double flops, double bytes) {
        c.cores = std::max(c.cores, op_cores(d, kind, flops));
        const double share = cached.value_or(share_if_fits(d, bytes));
        // What it keeps the memory bus busy (in a core's cache it takes no share of it).
        memory += bus_seconds(d, bytes, share);
        kernels += kernel_seconds(d, flops, bytes, kind, share);
    };
    if (op.props.parts) {
        // A fused op runs its kernels one after another, launched once.
        for (const CostPart& part : *op.props.parts) add(part.kind, part.flops, part.bytes);
    } else {
        add(op.props.kind, op.props.flops, op.props.bytes);
    }
    c.seconds = kernels + d.launch_latency;
    c.memory = kernels > 0 ? std::min(1.0, memory / kernels) : 0.0;
    return c;
}

std::optional<double> SimExecutor::cpu_cached_share(const OpBlock& op) const {
    if (!cpu_cache_) return std::nullopt;
    double known = 0, held = 0, written_new = 0;
    for (const VarEntry& e : op.entries) {
        known += e.var->bytes;
        if (cpu_cache_->holds(e.var))
            held += e.var->bytes;
        else if (e.write)
            written_new += e.var->bytes;
    }
    if (known <= 0) return std::nullopt;
    // New arrays it writes land in the cache when everything it touches fits there.
    return (held + (known <= cpu_cache_->capacity() ? written_new : 0.0)) / known;
}

void SimExecutor::cpu_touch(const OpBlock& op) {
    if (!cpu_cache_) return;
    for (const VarEntry& e : op.entries)
        if (e.var->bytes > 0) cpu_cache_->touch(e.var, e.var->bytes);
}

void SimExecutor::forget(const Var* var) {
    if (cpu_cache_) cpu_cache_->forget(var);
    host_done_.erase(var);
}

TimeNs SimExecutor::host_granted(const OpBlock& op) const {
    TimeNs at = 0;
    for (const VarEntry& e : op.entries)
        if (const auto it = host_done_.find(e.var); it != host_done_.end())
            at = std::max(at, e.write ? it->second.access : it->second.write);
    return at;
}

void SimExecutor::host_completed(const OpBlock& op, TimeNs at) {
    if (config_.gpus.empty()) return;  // only GPU lanes' launches read it
    for (const VarEntry& e : op.entries) {
        HostDone& d = host_done_[e.var];
        if (e.write) d.write = at;
        d.access = std::max(d.access, at);
    }
}

double SimExecutor::seconds(const OpBlock& op, const LaneId& lane) const {
    const double bytes = op.props.bytes;
    switch (lane.kind) {
        // props.bytes counts the read and the write: the transfer moves half of it. The
        // engine's host arrays are pageable: CUDA stages them at the host's measured rate;
        // page-locked ones (pin_memory) go at the link's.
        case LaneKind::CopyH2D:
            return copy_seconds(config_.host_link, bytes / 2,
                                op.props.pinned_host ? 0 : config_.cpu.pageable_h2d_bandwidth);
        case LaneKind::CopyD2H:
            return copy_seconds(config_.host_link, bytes / 2,
                                op.props.pinned_host ? 0 : config_.cpu.pageable_d2h_bandwidth);
        case LaneKind::CopyPeer: return copy_seconds(config_.peer_link, bytes / 2);
        default: return solo_cost(op, spec(lane.device)).seconds;
    }
}

void SimExecutor::dispatch(OpBlock* op) {
    const TimeNs ready = std::max(clock_, op->push_time);
    if (op->delete_after) {
        // Frees take no lane time: they happen as soon as the last user is done.
        push({ready, 0, EventKind::Start, op, LaneId{Device::cpu(0)}, ready, ready});
        return;
    }
    if (op->device.is_cpu()) {
        // Queued now: the front end pushes at the current time (issue() has simulated
        // everything before it), and a worker grants its dependents when it finishes.
        if (op->done) {
            // A synchronous engine runs the op on the front end's own thread: no worker is
            // woken. It takes the first lane not running anything.
            for (std::size_t i = 0; i < workers_.size(); ++i)
                if (workers_[i] != Worker::Running && workers_[i] != Worker::Dispatching) {
                    cpu_start(static_cast<int>(i), op);
                    return;
                }
        }
        if (awake_lane_ >= 0 && !kept_[static_cast<std::size_t>(awake_lane_)] &&
            cpu_queue_.empty()) {
            // The worker that finished the op this one waited for runs it next itself, as
            // the real engine's worker keeps it (LaneExecutor::Completing): nobody is woken.
            kept_[static_cast<std::size_t>(awake_lane_)] = op;
            return;
        }
        cpu_queue_.push_back(op);
        if (!is_short_op(op->props)) ++queued_long_;
        const bool crowded = cores_all_taken();
        if (!cpu_enqueued() || !crowded) return;
        // Whoever queued the op pays for waking the worker when the woken worker takes its
        // core: the front end when it pushed the op, the worker whose completion made it
        // ready (in its bookkeeping). A GPU lane or a free that grants a CPU op is not a
        // CPU thread: nothing is charged.
        if (awake_lane_ >= 0) {
            ++awake_woke_;
        } else if (!stepping_ && config_.cpu.notify_seconds > 0) {
            frontend_ += to_ns(config_.cpu.notify_seconds * frontend_slowdown());
        }
        return;
    }
    // A GPU lane: its host thread launches the op once it is pushed and the thread is free,
    // then does the engine's bookkeeping of it (the host CPU's dispatch cost, as a CPU
    // worker's after each op). The launch does not wait for the GPU work of the ops it
    // depends on (the real lanes order that with device events): the GPU starts it when
    // that work is done, it is launched, and the GPU is done with what it ran before. So
    // launches hide behind long kernels, and short ops go at the pace of the host thread.
    const LaneId lane{op->device, op->lane, 0};
    const double launch = launch_seconds(lane);
    TimeNs& host_free = host_free_at_[lane];
    const TimeNs launched = std::max({op->push_time, host_granted(*op), host_free}) + to_ns(launch);
    const TimeNs start = std::max({ready, launched, free_at_.at(lane)});
    const TimeNs finish = start + to_ns(seconds(*op, lane) - launch);
    free_at_[lane] = finish;
    // A copy between the host's pageable memory and the GPU holds its thread until it is
    // done (CUDA stages it through pinned buffers as it goes); then the bookkeeping. One of
    // page-locked memory is launched like a kernel.
    const bool staged = (lane.kind == LaneKind::CopyD2H || lane.kind == LaneKind::CopyH2D) &&
                        !op->props.pinned_host;
    host_free = (staged ? finish : launched) + to_ns(config_.cpu.dispatch_seconds);
    host_completed(*op, host_free);
    push({start, 0, EventKind::Start, op, lane, start, finish});
}

double SimExecutor::launch_seconds(const LaneId& lane) const {
    return lane.kind == LaneKind::Compute ? spec(lane.device).launch_latency : 0.0;
}

// --- CPU lanes -------------------------------------------------------------------------------

double SimExecutor::frontend_slowdown() const {
    const int cores = config_.cpu.cores;
    const int wanted = cpu_wanted();
    return cores > 0 && wanted > cores ? static_cast<double>(wanted) / cores : 1.0;
}

bool SimExecutor::cores_all_taken() const {
    const int cores = config_.cpu.cores;
    if (cores <= 0) return true;
    int taken = frontend_busy_ || frontend_spin_ != 0 ? 1 : 0;
    for (Worker w : workers_)
        if (w != Worker::Sleeping) ++taken;
    return taken >= cores;
}

int SimExecutor::cpu_wanted() const {
    int wanted = frontend_busy_ ? 1 : 0;
    for (const Running& r : cpu_running_) wanted += r.cores;
    return wanted;  // a spinning thread leaves its core to work: it wants none
}

TimeNs SimExecutor::spin_ns() const {
    return static_cast<TimeNs>(engine_.spin_us()) * 1000;
}

double SimExecutor::cpu_rate() const {
    const int cores = config_.cpu.cores;
    if (cores <= 0) return 1.0;
    const int wanted = cpu_wanted();
    double memory = 0;
    for (const Running& r : cpu_running_) memory += r.memory;
    double rate = wanted > cores ? static_cast<double>(cores) / wanted : 1.0;
    if (const double e = config_.cpu.oversubscribed_efficiency; wanted > cores && e > 0) {
        // A multi-threaded GEMM sharing its cores with another busy thread (an op on one
        // core, the front end) loses more than its share (DeviceSpec). Two such GEMMs do
        // not: the kernels run them one after the other (cpu::gemm), which takes as long
        // as sharing the cores evenly.
        int gemm_cores = 0;
        for (const Running& r : cpu_running_)
            if (r.cores > 1) gemm_cores += r.cores;
        if (gemm_cores > 0 && wanted > gemm_cores) rate *= e;
    }
    if (memory > 1.0) rate = std::min(rate, 1.0 / memory);
    return rate;
}

void SimExecutor::cpu_progress() {
    if (clock_ > cpu_updated_ && !cpu_running_.empty()) {
        const double spent = static_cast<double>(clock_ - cpu_updated_) * 1e-9 * cpu_rate();
        for (Running& r : cpu_running_) r.remaining = std::max(0.0, r.remaining - spent);
    }
    cpu_updated_ = clock_;
}

void SimExecutor::cpu_reschedule() {
    ++cpu_gen_;
    if (cpu_running_.empty()) return;
    // The op with the least work left finishes first (the earliest started on a tie).
    const Running* next = &cpu_running_.front();
    for (const Running& r : cpu_running_)
        if (r.remaining < next->remaining) next = &r;
    const TimeNs at = cpu_updated_ + to_ns(next->remaining / cpu_rate());
    push({at, 0, EventKind::CpuDone, next->op, cpu_lane(next->lane), next->start, at, cpu_gen_});
}

void SimExecutor::cpu_start(int lane, OpBlock* op) {
    workers_[static_cast<std::size_t>(lane)] = Worker::Running;
    finishing_[static_cast<std::size_t>(lane)] = is_short_op(op->props);
    // The function runs at the op's start: what it allocates is in use from then on. An
    // output that takes a block new from the system is written for the first time: its page
    // faults lengthen the op (not its share of the memory bus).
    const double first_touch = config_.cpu.first_touch_seconds_per_byte;
    const std::uint64_t fresh_before =
        first_touch > 0 ? engine_.storage().stats(op->device).system_bytes : 0;
    runner_.run(op, cpu_lane(lane), nullptr, nullptr);
    cpu_progress();
    SoloCost c = solo_cost(*op, config_.cpu, cpu_cached_share(*op));
    cpu_touch(*op);
    if (first_touch > 0) {
        const auto fresh = engine_.storage().stats(op->device).system_bytes - fresh_before;
        if (fresh > 0) {
            const double extra = static_cast<double>(fresh) * first_touch;
            c.memory = c.memory * c.seconds / (c.seconds + extra);
            c.seconds += extra;
        }
    }
    cpu_running_.push_back({op, lane, clock_, c.seconds, c.cores, c.memory});
    cpu_reschedule();
}

void SimExecutor::cpu_start_queued(int lane) {
    OpBlock* op = cpu_queue_.front();
    cpu_queue_.pop_front();
    if (!is_short_op(op->props)) --queued_long_;
    cpu_start(lane, op);
}

bool SimExecutor::cpu_needs_wake() const {
    std::size_t awake = 0;
    bool sleeper = false;
    for (std::size_t i = 0; i < workers_.size(); ++i) {
        switch (workers_[i]) {
            case Worker::Sleeping: sleeper = true; break;
            case Worker::Waking:
            case Worker::Spinning: ++awake; break;
            case Worker::Running:
            case Worker::Dispatching: awake += finishing_[i] ? 1 : 0; break;
        }
    }
    return sleeper && wakes_a_sleeper(cpu_queue_.size(), awake, queued_long_);
}

void SimExecutor::cpu_wake_sleeper() {
    const auto it = std::find(workers_.begin(), workers_.end(), Worker::Sleeping);
    if (it == workers_.end()) return;
    *it = Worker::Waking;
    ++wakeups_;
    const TimeNs at = clock_ + to_ns(config_.cpu.wake_seconds);
    push({at, 0, EventKind::CpuWake, nullptr, cpu_lane(static_cast<int>(it - workers_.begin())), at,
          at});
}

bool SimExecutor::cpu_enqueued() {
    // The real engine's enqueue (LaneExecutor::enqueue): a spinning worker takes one queued op
    // without a wake-up; a sleeping worker that nobody is waking yet is woken, the lowest
    // lane first, when cpu_needs_wake says so. Workers busy with an op or their
    // bookkeeping take what is queued when they are done.
    const bool wake = cpu_needs_wake();
    const auto spinner = std::find(workers_.begin(), workers_.end(), Worker::Spinning);
    if (spinner != workers_.end()) {
        worker_spin_ = 0;
        cpu_start_queued(static_cast<int>(spinner - workers_.begin()));
    }
    if (wake) cpu_wake_sleeper();
    return wake;
}

void SimExecutor::cpu_woken(int lane) {
    Worker& w = workers_[static_cast<std::size_t>(lane)];
    if (w != Worker::Waking) return;
    if (cpu_queue_.empty()) {
        cpu_idle(lane);  // another worker took the op first
        return;
    }
    cpu_start_queued(lane);
}

void SimExecutor::cpu_done(const Event& e) {
    cpu_progress();
    // An op is found by itself, a worker's bookkeeping (no op) by its lane.
    auto it = std::find_if(cpu_running_.begin(), cpu_running_.end(), [&](const Running& r) {
        return r.op == e.op && (e.op || r.lane == e.lane.index);
    });
    const Running done = *it;
    cpu_running_.erase(it);
    cpu_reschedule();
    if (done.op && !done.op->done) {
        // A worker's op: completing it grants what waited for it (the first op made ready
        // it keeps for itself, the others are queued, waking workers as a push would).
        // Then it does its bookkeeping, off the op's span: the CPU spec's dispatch cost,
        // and the notify cost of each worker it woke.
        awake_lane_ = done.lane;
        awake_woke_ = 0;
        host_completed(*done.op, clock_);
        runner_.finish(done.op, cpu_lane(done.lane), done.start, clock_);
        awake_lane_ = -1;
        if (awaited_ && (awaited_sleeps_ || frontend_spin_ == 0) && (*awaited_)()) {
            // It released the front end, asleep: the worker notifies it, as it would a
            // sleeping worker (Gate::release, or the in-flight count's notify).
            if (cores_all_taken()) ++awake_woke_;
            awaited_ = nullptr;
        }
        const double bookkeeping =
            config_.cpu.dispatch_seconds + awake_woke_ * config_.cpu.notify_seconds;
        if (bookkeeping > 0) {
            workers_[static_cast<std::size_t>(done.lane)] = Worker::Dispatching;
            cpu_running_.push_back({nullptr, done.lane, clock_, bookkeeping, 1, 0.0});
            cpu_reschedule();
            sample_queue_depth();
            return;
        }
    } else if (done.op) {
        // An op a synchronous engine ran on the front end's thread.
        host_completed(*done.op, clock_);
        runner_.finish(done.op, cpu_lane(done.lane), done.start, clock_);
    }
    cpu_take_next(done.lane);
    sample_queue_depth();
}

void SimExecutor::cpu_take_next(int lane) {
    if (OpBlock* kept = std::exchange(kept_[static_cast<std::size_t>(lane)], nullptr)) {
        const bool was_finishing = finishing_[static_cast<std::size_t>(lane)];
        cpu_start(lane, kept);
        // No longer about to look at the queue: what was queued on that promise wakes a
        // sleeper now (the real worker's continuation does the same).
        if (was_finishing && !finishing_[static_cast<std::size_t>(lane)] && cpu_needs_wake())
            cpu_wake_sleeper();
    } else if (!cpu_queue_.empty()) {
        cpu_start_queued(lane);
    } else {
        cpu_idle(lane);
    }
}

void SimExecutor::cpu_idle(int lane) {
    finishing_[static_cast<std::size_t>(lane)] = false;
    Worker& w = workers_[static_cast<std::size_t>(lane)];
    w = Worker::Sleeping;
    const TimeNs spin = spin_ns();
    if (spin <= 0 || worker_spin_ != 0) return;
    w = Worker::Spinning;
    worker_spin_ = ++spin_seq_;
    push({clock_ + spin, 0, EventKind::CpuSpinEnd, nullptr, cpu_lane(lane), clock_, clock_ + spin,
          worker_spin_});
}

void SimExecutor::cpu_spin_end(const Event& e) {
    workers_[static_cast<std::size_t>(e.lane.index)] = Worker::Sleeping;
    worker_spin_ = 0;
}

// --- events ----------------------------------------------------------------------------------

bool SimExecutor::stale(const Event& e) const {
    switch (e.kind) {
        case EventKind::CpuDone: return e.gen != cpu_gen_;                // the running set changed
        case EventKind::CpuSpinEnd: return e.gen != worker_spin_;         // it found work
        case EventKind::FrontendSpinEnd: return e.gen != frontend_spin_;  // its sync ended
        default: return false;
    }
}

bool SimExecutor::step() {
    if (events_.empty()) return false;
    const Event e = events_.top();
    events_.pop();
    if (is_work(e.kind)) --work_events_;
    if (stale(e)) return true;  // what it predicted changed since: no time passes for it
    clock_ = e.time;
    struct Stepping {  // ops granted meanwhile are not the front end's pushes
        bool& flag;
        bool was;
        ~Stepping() { flag = was; }
    } stepping{stepping_, std::exchange(stepping_, true)};
    switch (e.kind) {
        case EventKind::Start:
            if (e.op->delete_after) {
                runner_.run(e.op, e.lane, nullptr, nullptr);
                runner_.finish(e.op, e.lane, e.start, e.finish);
                break;
            }
            // The function runs at the op's start: what it allocates is in use from then on.
            runner_.run(e.op, e.lane, nullptr, nullptr);
            push({e.finish, 0, EventKind::End, e.op, e.lane, e.start, e.finish});
            break;
        case EventKind::End:
            runner_.finish(e.op, e.lane, e.start, e.finish);
            sample_queue_depth();
            break;
        case EventKind::CpuWake: cpu_woken(e.lane.index); break;
        case EventKind::CpuDone: cpu_done(e); break;
        case EventKind::CpuSpinEnd: cpu_spin_end(e); break;
        case EventKind::FrontendSpinEnd: frontend_spin_ = 0; break;  // nothing came: it sleeps
    }
    return true;
}

void SimExecutor::set_frontend_busy(bool busy) {
    if (frontend_busy_ == busy) return;
    cpu_progress();
    frontend_busy_ = busy;
    cpu_reschedule();
}

TimeNs SimExecutor::block_until(const std::function<bool()>& done, Wait how) {
    // The front end arrives at the wait at its own clock (a wake-up it paid for may have
    // put it ahead).
    catch_up();
    const bool waited = !done();
    if (waited) {
        set_frontend_busy(false);
        // At a gate it spins first (yielding its core), and sleeps if nothing came by then.
        if (const TimeNs spin = how == Wait::Spin ? spin_ns() : 0; spin > 0) {
            frontend_spin_ = ++spin_seq_;
            push({clock_ + spin, 0, EventKind::FrontendSpinEnd, nullptr, LaneId{Device::cpu(0)},
                  clock_, clock_ + spin, frontend_spin_});
        }
    }
    // A front end that is woken (not one running the op itself) costs its waker a notify.
    awaited_ = waited && how != Wait::Self ? &done : nullptr;
    awaited_sleeps_ = how == Wait::Sleep;
    while (!done())
        if (!step()) {
            frontend_spin_ = 0;
            awaited_ = nullptr;
            set_frontend_busy(true);
            throw std::logic_error(
                "simulation stalled: the front end waits for an op that "
                "can never run");
        }
    awaited_ = nullptr;
    const bool caught = frontend_spin_ != 0;  // the awaited op ended within the budget
    frontend_spin_ = 0;
    if (!waited || how == Wait::Self)
        resume(Resume::Free);
    else
        resume(caught ? Resume::Handoff : Resume::Woken);
    return frontend_;
}

void SimExecutor::drain() {
    // The real front end sleeps on the in-flight count at once, and resumes when no op is
    // left in flight: a worker's bookkeeping after the last op, and the end of a spin, go
    // on in virtual time without it.
    block_until([this] { return engine_.in_flight() == 0; }, Wait::Sleep);
}

void SimExecutor::resume(Resume how) {
    frontend_ = std::max(frontend_, clock_);
    set_frontend_busy(true);
    // A front end that slept pays for being woken, one that spun for the hand-off (the CPU
    // spec's sync and hand-off costs; 0 for the data-sheet presets).
    const double cost = how == Resume::Woken     ? config_.cpu.sync_seconds
                        : how == Resume::Handoff ? config_.cpu.handoff_seconds
                                                 : 0.0;
    if (cost > 0) {
        frontend_ += to_ns(cost);
        advance_to(frontend_);
    }
    clock_ = frontend_;
}

void SimExecutor::sample_queue_depth() {
    if (EngineObserver* observer = runner_.recording())
        observer->record(CounterEvent{CounterKind::QueueDepth, Device::cpu(0), clock_,
                                      static_cast<double>(engine_.in_flight())});
}

}  // namespace asynclab
