// CUDA streams and events as PyTorch's torch.cuda has them, on AsyncLab's engine.
//
// AsyncLab's engine orders ops by the data they touch, as MXNet's does. PyTorch orders a
// GPU's work by stream instead: the kernels and copies issued on one stream run in the order
// they were issued, whatever data they touch; work on two streams may overlap. Here a stream
// is an order variable (Engine::new_order_var) that every op pushed on its GPU writes while
// it is the current stream there (Engine::set_stream_order), and an event is a marker op
// pushed on a stream: when the GPU gets to it, it takes the time (the simulated machine's
// clock, or a CUDA event on a real GPU), on the lane of the stream's latest op; a stream that
// waits for an event has its next op read the variable the event's marker wrote.
#pragma once

#include <cstdint>
#include <memory>
#include <source_location>
#include <vector>

#include "engine/core/engine.h"

namespace asynclab {

class CudaEvent;

/// One stream of one GPU of an engine. The engine must outlive it.
class CudaStream {
  public:
    /// Made by CudaStreams::make() and default_stream().
    ~CudaStream();
    CudaStream(const CudaStream&) = delete;
    CudaStream& operator=(const CudaStream&) = delete;

    Engine& engine() const { return *engine_; }
    Device device() const { return device_; }
    /// The variable every op issued on this stream writes.
    VarHandle order() const { return state_.order; }
    /// What the engine applies while this stream is current (Engine::set_stream_order).
    StreamOrder* state() { return &state_; }
    /// A number that tells this engine's streams apart: 0 for a GPU's default stream, then
    /// 1, 2, ... in the order they were made.
    std::uint64_t number() const { return number_; }

    /// Work issued on this stream from now on waits until `event`'s latest record has run
    /// (cudaStreamWaitEvent): the next op issued on it reads the record's variable. Nothing
    /// when it was never recorded. The stream `event` was recorded on does not wait for
    /// this one, and no lane is held meanwhile.
    void wait_event(const CudaEvent& event);
    /// Work issued on this stream from now on waits for the work issued on `other` so far.
    void wait_stream(CudaStream& other);
    /// Blocks until every op issued on this stream so far has run (a sync point).
    void synchronize(std::source_location where = std::source_location::current());
    /// Whether every op issued on this stream so far has run.
    bool query();

  private:
    friend class CudaStreams;
    CudaStream(Engine& engine, Device gpu, std::uint64_t number);
    Engine* engine_;
    Device device_;
    StreamOrder state_;
    std::uint64_t number_;
};

/// A CUDA event (torch.cuda.Event). Recording it again starts a new record: ops that waited
/// for the previous one keep waiting for that one only.
class CudaEvent {
  public:
    /// `timing`: elapsed_ms() can be asked of it (enable_timing=True).
    explicit CudaEvent(bool timing = false);
    ~CudaEvent();
    CudaEvent(const CudaEvent&) = delete;
    CudaEvent& operator=(const CudaEvent&) = delete;

    bool timing() const { return timing_; }
    /// Pushes the event's marker on `stream`: it runs once the work issued there before it
    /// has run, and takes the time then.
    void record(CudaStream& stream);
    bool recorded() const { return last_ != nullptr; }
    /// The GPU of its latest record (std::logic_error when it was never recorded).
    Device device() const;
    /// Blocks until its latest record has run (nothing when it was never recorded): a sync
    /// point up to that record only, where torch.cuda.synchronize() waits for everything.
    void synchronize(std::source_location where = std::source_location::current());
    /// Whether its latest record has run (true when it was never recorded, as in CUDA).
    bool query();
    /// Milliseconds from this event's latest record to `end`'s. std::logic_error when
    /// either was made without timing or never recorded, or when they were recorded on
    /// different engines; std::runtime_error when either has not run yet (synchronize
    /// first).
    double elapsed_ms(CudaEvent& end);

    /// What a record leaves: it lives until its marker, and what waited for it, have run,
    /// even after the event is gone. (Public for the marker's definition only.)
    struct Record;

  private:
    friend class CudaStream;
    bool timing_;
    std::shared_ptr<Record> last_;
};

/// The streams of an engine's GPUs as PyTorch's front end sees them (an engine extension):
/// each GPU's default stream, made at first use, and its current stream. Until enable(), the
/// engine orders its ops by their data alone.
class CudaStreams final : public Engine::Extension {
  public:
    explicit CudaStreams(Engine& engine);
    ~CudaStreams() override;
    static CudaStreams& of(Engine& engine) { return engine.extension<CudaStreams>(); }

    /// From now on every op pushed on a GPU follows that GPU's current stream (its default
    /// stream until set_current()): PyTorch's order. Idempotent.
    void enable();
    bool enabled() const { return enabled_; }
    /// The default stream of `gpu` (std::invalid_argument for a device that is not one of
    /// the engine's GPUs).
    std::shared_ptr<CudaStream> default_stream(Device gpu);
    /// The current stream of `gpu`.
    std::shared_ptr<CudaStream> current(Device gpu);
    /// Makes `stream` the current stream of its GPU (and enables stream order). Its engine
    /// must be this one.
    void set_current(std::shared_ptr<CudaStream> stream);
    /// A new stream on `gpu`, numbered after the ones made before.
    std::shared_ptr<CudaStream> make(Device gpu);

  private:
    std::size_t index(Device gpu) const;
    Engine& engine_;
    bool enabled_ = false;
    std::uint64_t made_ = 0;
    std::vector<std::shared_ptr<CudaStream>> defaults_, current_;
};

}  // namespace asynclab
