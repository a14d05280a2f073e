// The profiler: engine threads record into their own buffers (no lock and no allocation per
// event on the hot path); a collector thread drains them every few milliseconds, keeps the
// history for export and hands each batch to live subscribers without ever blocking the
// engine.
//
// Each recording thread owns a chain of fixed-size chunks. An event is written there as one
// compact record (plain numbers, the waited-on ids and the name's bytes inline) and published
// with a single release store; only the collector turns records into OpEvent, SyncEvent and
// CounterEvent values: for live subscribers at each tick, for history() when asked (the
// history keeps the chunks themselves, nothing is copied per event). A thread takes a new
// chunk once per few hundred events: one that no profiler of this process reads any more
// (kept for reuse, see cached_chunks()), or a new allocation.
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

#include "engine/profiler/events.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <x86intrin.h>
#define ASYNCLAB_PROFILER_TSC 1
#endif

namespace asynclab {

class Profiler {
  public:
    using Batch = std::shared_ptr<const EventBatch>;
    using Subscriber = std::function<void(const Batch&)>;
    /// Sampled by the collector at each tick (e.g. the engine's queue depth).
    using Sampler = std::function<double()>;

    /// `clock`, when given, replaces the steady clock (simulated runs stamp virtual time);
    /// the collector then takes no samples of its own, so a run stays deterministic.
    explicit Profiler(std::chrono::milliseconds interval = std::chrono::milliseconds(10),
                      std::function<TimeNs()> clock = {});
    ~Profiler();
    Profiler(const Profiler&) = delete;
    Profiler& operator=(const Profiler&) = delete;

    bool enabled() const { return enabled_.load(std::memory_order_relaxed); }
    void set_enabled(bool on) { enabled_.store(on, std::memory_order_relaxed); }

    /// Nanoseconds since this profiler was created. Where the CPU has an invariant
    /// time-stamp counter and the kernel keeps time with it, that counter scaled to
    /// nanoseconds (one instruction, no call: the hot path reads this clock several times
    /// per op); otherwise the steady clock. Read after every instruction before it, like
    /// the kernel's own reads: a moment this thread takes after it saw another thread's
    /// work (a front end that waited for an op) is never earlier than a moment that thread
    /// took before publishing that work.
    TimeNs now() const { return read_clock(true); }
    /// now() without waiting for the instructions before it to finish: the counter may be
    /// read a little early (up to the latency of a memory access the thread still waits
    /// for), and the read does not stall the thread, which an ordered one does for as long
    /// as that access takes. Right for a moment that only has to precede what this thread
    /// does next (the end of an op, which precedes the completion it publishes), or one
    /// raised afterwards to the moments it must follow (the engine raises an op's start to
    /// its push and to the ends of the ops it waited for).
    TimeNs now_unordered() const { return read_clock(false); }

    /// A moment the calling thread already read for the work it does in this scope, which
    /// that work's records take instead of reading the clock again (stamp()): the engine
    /// sets an op's start while the op runs, so that the allocation of its outputs shows
    /// at the op's start and costs no clock read. Scopes nest; a Moment of one profiler is
    /// invisible to another.
    class Moment {
      public:
        Moment(const Profiler& profiler, TimeNs at) : saved_(tls_moment_) {
            tls_moment_ = {&profiler, at};
        }
        ~Moment() { tls_moment_ = saved_; }
        Moment(const Moment&) = delete;
        Moment& operator=(const Moment&) = delete;

      private:
        struct Saved {
            const Profiler* profiler;
            TimeNs at;
        } saved_;
        friend class Profiler;
    };
    /// The innermost Moment of this profiler on the calling thread, else now_unordered().
    TimeNs stamp() const { return tls_moment_.profiler == this ? tls_moment_.at : now_unordered(); }
    /// Whether this profiler stamps a clock it was given (a simulated run's virtual time).
    bool virtual_clock() const { return static_cast<bool>(clock_); }
    /// Nanoseconds per time-stamp-counter tick, measured once per process (0: now() uses
    /// the steady clock).
    static double tsc_ns_per_tick();

    void record(OpEvent&& event);
    void record(SyncEvent&& event);
    void record(const CounterEvent& event);

    /// The numbers of one op event, for record_op() (the engine's hot path).
    struct OpSample {
        OpId id = 0;
        OpKind kind = OpKind::Other;
        LaneId lane;
        int issuer = 0;
        TimeNs push = 0, start = 0, end = 0;
        double flops = 0, bytes = 0;
        OpId parent = 0;
        bool failed = false, skipped = false;
        TimeNs launch_start = 0, launch_end = 0;  ///< see OpEvent
    };
    /// Records an op event without building an OpEvent: `name` and `waited_on` are copied
    /// into the calling thread's buffer (no allocation, no lock).
    void record_op(const OpSample& op, std::string_view name, std::span<const OpId> waited_on);

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

    /// Resident set size of this process in bytes (0 where unknown).
    static double resident_bytes();

    struct Chunk;
    struct ThreadBuffer;

  private:
    static inline thread_local Moment::Saved tls_moment_{nullptr, 0};

    TimeNs read_clock(bool ordered) const {
        if (clock_) return clock_();
#if defined(ASYNCLAB_PROFILER_TSC)
        if (tsc_ns_per_tick_ > 0) {
            if (ordered) _mm_lfence();
            return static_cast<TimeNs>(static_cast<double>(__rdtsc() - tsc_epoch_) *
                                       tsc_ns_per_tick_);
        }
#endif
        return std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::steady_clock::now() - epoch_)
            .count();
    }
    ThreadBuffer& buffer();
    /// buffer() the first time a thread records: creates the thread's buffer.
    [[gnu::noinline]] ThreadBuffer& register_thread();
    /// Room for a record of `bytes` (a multiple of 8) in this thread's current chunk.
    std::byte* reserve(ThreadBuffer& b, std::size_t bytes);
    /// reserve() once the current chunk is full: moves the thread on to a new one.
    [[gnu::noinline]] static void next_chunk(ThreadBuffer& b, std::size_t bytes);
    /// Makes the record written at the last reserve() visible to the collector.
    static void publish(ThreadBuffer& b, std::size_t bytes);
    void collector_loop();
    void collect();

    const std::uint64_t uid_;
    const std::chrono::steady_clock::time_point epoch_;
    const double tsc_ns_per_tick_;
    const std::uint64_t tsc_epoch_;
    const std::chrono::milliseconds interval_;
    const std::function<TimeNs()> clock_;
    std::atomic<bool> enabled_{true};
    std::atomic<bool> keep_history_{true};
    std::atomic<bool> sample_resident_{true};

    std::mutex buffers_mutex_;
    std::vector<std::pair<std::thread::id, std::unique_ptr<ThreadBuffer>>> buffers_;

    std::mutex collect_mutex_;  ///< serializes collect(): batches are delivered in order
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
