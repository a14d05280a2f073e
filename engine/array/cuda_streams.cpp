#include "engine/array/cuda_streams.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>

#include "engine/device/gpu_runtime.h"

namespace asynclab {

namespace {

/// While it lives, the ops pushed on `gpu` follow `stream` (null: none), whichever stream
/// is current there: a marker is ordered on its own stream.
class StreamOrderSwap {
  public:
    StreamOrderSwap(Engine& engine, Device gpu, StreamOrder* stream)
        : engine_(engine), gpu_(gpu), saved_(engine.stream_order(gpu)) {
        engine_.set_stream_order(gpu_, stream);
    }
    ~StreamOrderSwap() { engine_.set_stream_order(gpu_, saved_); }
    StreamOrderSwap(const StreamOrderSwap&) = delete;
    StreamOrderSwap& operator=(const StreamOrderSwap&) = delete;

  private:
    Engine& engine_;
    Device gpu_;
    StreamOrder* saved_;
};

void no_free(void*) {}

}  // namespace

// --- CudaEvent ---------------------------------------------------------------------------------

struct CudaEvent::Record {
    Record(Engine& e, Device d, bool t)
        : engine(&e), device(d), var(e.new_order_var()), timing(t), clock(e.clock()) {}
    ~Record() {
        if (gpu_event) api->event_destroy(gpu_event);
    }
    /// A record whose last owner lets go frees itself with its variable, once the marker
    /// and what waited for it have run: the marker holds it by a plain pointer, so that its
    /// end, inside a simulated machine's step, pushes nothing.
    static std::shared_ptr<Record> make(Engine& e, Device d, bool t) {
        return std::shared_ptr<Record>(new Record(e, d, t), [](Record* r) {
            r->engine->delete_var(
                r->var, [](void* p) { delete static_cast<Record*>(p); }, r, true);
        });
    }
    Record(const Record&) = delete;
    Record& operator=(const Record&) = delete;

    /// Runs on the GPU's lane once the work issued on the stream before it has run.
    void mark(RunContext& ctx) {
        if (ctx.stream) {
            // A GPU of this machine: a CUDA event on the lane's stream, timed by the device.
            api = GpuRuntime::instance().api();
            if (!gpu_event)
                check_gpu_status(*api,
                                 api->event_create(
                                     device.id, timing ? ASYNCLAB_GPU_EVENT_TIMING : 0, &gpu_event),
                                 "event_create");
            check_gpu_status(*api, api->event_record(gpu_event, ctx.stream), "event_record");
        } else {
            // A simulated GPU: the simulated machine's clock, now that its lane got here.
            time.store(clock ? clock()
                             : std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count(),
                       std::memory_order_relaxed);
        }
    }

    Engine* engine;
    Device device;
    VarHandle var;  ///< written by the marker; what waits for the event reads it
    bool timing;
    std::function<TimeNs()> clock;  ///< a simulated machine's (empty on this machine)
    std::atomic<TimeNs> time{0};
    const AsyncLabGpuApi* api = nullptr;
    void* gpu_event = nullptr;
};

CudaEvent::CudaEvent(bool timing) : timing_(timing) {}

CudaEvent::~CudaEvent() = default;

void CudaEvent::record(CudaStream& stream) {
    Engine& engine = stream.engine();
    std::shared_ptr<Record> rec = Record::make(engine, stream.device(), timing_);
    LaneKind lane;
    {
        std::lock_guard lock(stream.state()->mutex);
        lane = stream.state()->last_lane;
    }
    OpProps props;
    props.always_runs = true;  // it takes the time even when the math is skipped
    {
        // Pushed on the stream itself (it writes the stream's order, and reads what the
        // stream waits for), whichever stream is current.
        const StreamOrderSwap on(engine, stream.device(), stream.state());
        const VarHandle writes[1] = {rec->var};
        engine.push([r = rec.get()](RunContext& ctx) { r->mark(ctx); },
                    std::span<const VarHandle>(), std::span<const VarHandle>(writes, 1),
                    stream.device(), lane, "event_record", props);
    }
    last_ = std::move(rec);
}

Device CudaEvent::device() const {
    if (!last_) throw std::logic_error("this CUDA event was never recorded: it has no device");
    return last_->device;
}

void CudaEvent::synchronize(std::source_location where) {
    if (!last_) return;
    last_->engine->wait_to_read(last_->var, SyncKind::WaitToRead, "torch.cuda.Event.synchronize()",
                                where);
}

bool CudaEvent::query() {
    return !last_ || last_->engine->writes_finished(last_->var);
}

double CudaEvent::elapsed_ms(CudaEvent& end) {
    if (!timing_ || !end.timing_)
        throw std::logic_error(
            "elapsed_time: both events must be made with enable_timing=True; the " +
            std::string(!timing_ ? "start" : "end") + " event was not");
    if (!last_ || !end.last_)
        throw std::logic_error("elapsed_time: the " + std::string(!last_ ? "start" : "end") +
                               " event was never recorded");
    if (last_->engine != end.last_->engine)
        throw std::logic_error("elapsed_time: the two events were recorded on different engines");
    if (!query() || !end.query())
        throw std::runtime_error("elapsed_time: the " + std::string(!query() ? "start" : "end") +
                                 " event has not run on its GPU yet; synchronize first");
    if (last_->gpu_event && end.last_->gpu_event) {
        float ms = 0;
        check_gpu_status(*last_->api,
                         last_->api->event_elapsed_ms(last_->gpu_event, end.last_->gpu_event, &ms),
                         "event_elapsed_ms");
        return ms;
    }
    return static_cast<double>(end.last_->time.load(std::memory_order_relaxed) -
                               last_->time.load(std::memory_order_relaxed)) *
           1e-6;
}

// --- CudaStream --------------------------------------------------------------------------------

CudaStream::CudaStream(Engine& engine, Device gpu, std::uint64_t number)
    : engine_(&engine), device_(gpu), number_(number) {
    state_.order = engine.new_order_var();
}

CudaStream::~CudaStream() {
    engine_->delete_var(state_.order, &no_free, nullptr, true);
}

void CudaStream::wait_event(const CudaEvent& event) {
    if (!event.last_) return;
    if (event.last_->engine != engine_)
        throw std::logic_error("wait_event: the event was recorded on another engine");
    std::lock_guard lock(state_.mutex);
    state_.waits.push_back(event.last_->var);
    state_.keep.push_back(event.last_);
}

void CudaStream::wait_stream(CudaStream& other) {
    if (&other == this) return;
    CudaEvent event;
    event.record(other);
    wait_event(event);
}

void CudaStream::synchronize(std::source_location where) {
    engine_->wait_to_read(state_.order, SyncKind::WaitToRead, "torch.cuda.Stream.synchronize()",
                          where);
}

bool CudaStream::query() {
    return engine_->writes_finished(state_.order);
}

// --- CudaStreams -------------------------------------------------------------------------------

CudaStreams::CudaStreams(Engine& engine)
    : engine_(engine),
      defaults_(static_cast<std::size_t>(engine.gpu_count())),
      current_(static_cast<std::size_t>(engine.gpu_count())) {}

CudaStreams::~CudaStreams() {
    if (!enabled_) return;
    for (int i = 0; i < engine_.gpu_count(); ++i) engine_.set_stream_order(Device::gpu(i), nullptr);
}

std::size_t CudaStreams::index(Device gpu) const {
    if (!gpu.is_gpu() || gpu.id < 0 || gpu.id >= engine_.gpu_count())
        throw std::invalid_argument(
            gpu.name() + " is not a GPU of this engine (it has " +
            std::to_string(engine_.gpu_count()) + " GPU" + (engine_.gpu_count() == 1 ? "" : "s") +
            (engine_.gpu_count() == 0 && !engine_.gpu_unavailable_reason().empty()
                 ? ": " + engine_.gpu_unavailable_reason()
                 : std::string()) +
            ")");
    return static_cast<std::size_t>(gpu.id);
}

void CudaStreams::enable() {
    if (enabled_) return;
    enabled_ = true;
    for (int i = 0; i < engine_.gpu_count(); ++i) {
        const Device gpu = Device::gpu(i);
        engine_.set_stream_order(gpu, current(gpu)->state());
    }
}

std::shared_ptr<CudaStream> CudaStreams::default_stream(Device gpu) {
    std::shared_ptr<CudaStream>& s = defaults_[index(gpu)];
    if (!s) s.reset(new CudaStream(engine_, gpu, 0));
    return s;
}

std::shared_ptr<CudaStream> CudaStreams::current(Device gpu) {
    std::shared_ptr<CudaStream>& s = current_[index(gpu)];
    if (!s) s = default_stream(gpu);
    return s;
}

void CudaStreams::set_current(std::shared_ptr<CudaStream> stream) {
    if (!stream) throw std::invalid_argument("set_stream: no stream given");
    if (&stream->engine() != &engine_)
        throw std::logic_error("set_stream: the stream belongs to another engine");
    const std::size_t i = index(stream->device());
    enable();
    engine_.set_stream_order(stream->device(), stream->state());
    current_[i] = std::move(stream);
}

std::shared_ptr<CudaStream> CudaStreams::make(Device gpu) {
    index(gpu);  // checks it
    return std::shared_ptr<CudaStream>(new CudaStream(engine_, gpu, ++made_));
}

}  // namespace asynclab
