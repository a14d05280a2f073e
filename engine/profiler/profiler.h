// The profiler, the observer an engine attaches by default (core/observer.h): engine
// threads record into their own buffers (no lock and no allocation per
// event on the hot path); a collector thread drains them every few milliseconds, keeps the
// history for export and hands each batch to live subscribers without ever blocking the
// engine.
//
// Each recording thread owns a chain of fixed-size chunks. An event is written there as one
// compact record (plain numbers, the waited-on ids and the name's bytes inline) and published
// with a single release store; only the collector turns records into OpEvent, SyncEvent and
// CounterEvent values: for live subscribers at each tick, for history() when asked (the
// history keeps the chunks themselves, nothing is copied per event). A CPU op that does work
// comes in two records (EngineObserver::record_push, record_run): what its front end knew
// when it pushed it, in that thread's chunks, and the 48 bytes its worker measured, in the
// worker's; the collector joins them by op. A busy worker, which is what the profiler slows
// then, writes a third of what a whole op record takes. A thread takes a new
// chunk once per few hundred events: one that no profiler of this process reads any more
// (kept for reuse, see cached_chunks()), one a collector allocated and touched ahead of need
// (chunk_counts()), or a new allocation.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <span>
#include <string_view>
#include <thread>
#include <vector>

#include "engine/core/observer.h"
#include "engine/profiler/events.h"

namespace asynclab {

class Profiler final : public EngineObserver {
  public:
    using Batch = std::shared_ptr<const EventBatch>;
    using Subscriber = std::function<void(const Batch&)>;
    /// Sampled by the collector at each tick (e.g. the engine's queue depth).
    using Sampler = std::function<double()>;

    /// `clock`, when given, replaces the steady clock (simulated runs stamp virtual time);
    /// the collector then takes no samples of its own, so a run stays deterministic.
    explicit Profiler(std::chrono::milliseconds interval = std::chrono::milliseconds(10),
                      std::function<TimeNs()> clock = {});
    ~Profiler() override;
    Profiler(const Profiler&) = delete;
    Profiler& operator=(const Profiler&) = delete;

    void record(OpEvent&& event);
    void record(SyncEvent&& event) override;
    void record(const CounterEvent& event) override;
    /// Records an op event without building an OpEvent: `name` and `waited_on` are copied
    /// into the calling thread's buffer (no allocation, no lock).
    void record_op(const OpSample& op, std::string_view name,
                   std::span<const OpId> waited_on) override;
    /// The two parts of an op, each copied into the calling thread's buffer; joined as they
    /// are collected (a live batch, history()).
    void record_push(std::uint32_t source, const OpSample& op, std::string_view name,
                     std::span<const OpId> waited_on) override;
    void record_run(const OpRun& run) override;
    /// The engine's queue depth becomes the sampler (set_queue_depth_sampler).
    void attached(std::function<double()> queue_depth) override;
    /// No sampler any more, and what the threads recorded is delivered (flush()).
    void detached() override;

    /// Receives every batch, on the collector thread, in order. Returns an id.
    int subscribe(Subscriber subscriber);
    void unsubscribe(int id);

    void set_queue_depth_sampler(Sampler sampler);
    /// Also sample process resident memory (default on).
    void set_sample_resident(bool on) { sample_resident_.store(on); }

    /// Keep every event for history() (default on).
    void set_keep_history(bool keep) { keep_history_.store(keep); }
    /// Drains every thread's buffer now and delivers the batch (also done periodically).
    void flush();
    /// Every event collected so far (call flush() first for the latest).
    EventBatch history() const;
    void clear_history();

    /// Record chunks that no profiler uses any more, kept in this process for the next
    /// profiler that needs one (at most 256 of 64 KiB): a chunk written before costs the
    /// recording thread no page faults.
    static std::size_t cached_chunks();
    /// The chunk cache's counts since the process started, for tests and benchmarks.
    struct ChunkCounts {
        std::size_t cached = 0;               ///< cached_chunks()
        std::uint64_t taken = 0;              ///< chunks recording threads moved on to
        std::uint64_t allocated_on_take = 0;  ///< of those, new ones (the cache was empty)
        std::uint64_t prepared = 0;           ///< chunks the collectors allocated and touched ahead
    };
    static ChunkCounts chunk_counts();

    /// Resident set size of this process in bytes (0 where unknown).
    static double resident_bytes();

    struct Chunk;
    struct ThreadBuffer;
    class OpJoin;

  private:
    ThreadBuffer& buffer();
    /// buffer() the first time a thread records: creates the thread's buffer.
    [[gnu::noinline]] ThreadBuffer& register_thread();
    /// Room for a record of `bytes` (a multiple of 8) in this thread's current chunk.
    std::byte* reserve(ThreadBuffer& b, std::size_t bytes);
    /// reserve() once the current chunk is full: moves the thread on to a new one.
    [[gnu::noinline]] static void next_chunk(ThreadBuffer& b, std::size_t bytes);
    /// Makes the record written at the last reserve() visible to the collector.
    static void publish(ThreadBuffer& b, std::size_t bytes);
    /// reserve() for a `Record` followed by the ops it waited on and its name: writes those
    /// and the record's size and their counts; the caller fills in the rest, then publishes
    /// the record's size.
    template <typename Record>
    Record& reserve_with_tail(ThreadBuffer& b, std::span<const OpId> waited_on,
                              std::string_view name);
    /// `chunks_taken`: the chunk cache's count of takes when the profiler was made.
    void collector_loop(std::uint64_t chunks_taken);
    void collect();

    const std::uint64_t uid_;
    const std::chrono::milliseconds interval_;
    std::atomic<bool> keep_history_{true};
    std::atomic<bool> sample_resident_{true};

    std::mutex buffers_mutex_;
    std::vector<std::pair<std::thread::id, std::unique_ptr<ThreadBuffer>>> buffers_;

    std::mutex collect_mutex_;  ///< serializes collect(): batches are delivered in order
    /// The parts of split ops that the live batches have read one of (under collect_mutex_).
    std::unique_ptr<OpJoin> live_join_;
    mutable std::mutex history_mutex_;
    /// A span of records in a chunk; each holds one reference to its chunk.
    struct Range {
        Chunk* chunk = nullptr;
        std::size_t begin = 0, end = 0;
    };
    /// Every collected record, in delivery order, left in the threads' chunks (which the
    /// history keeps alive): keeping the history costs nothing per event, and events are
    /// materialized (and sorted) only when history() is asked for.
    std::vector<Range> history_;
    /// Counters the collector sampled itself (queue depth, resident memory).
    std::vector<CounterEvent> history_samples_;
    TimeNs last_resident_sample_ = std::numeric_limits<TimeNs>::min() / 2;  // sample at once

    std::mutex subscribers_mutex_;
    std::vector<std::pair<int, std::shared_ptr<Subscriber>>> subscribers_;
    int next_subscriber_ = 1;
    std::shared_ptr<Sampler> queue_sampler_;

    std::mutex stop_mutex_;
    std::condition_variable stop_cv_;
    bool stop_ = false;
    std::thread collector_;
};

}  // namespace asynclab
