// What observes an engine: the engine reports every op it ran, every span its front end
// blocked and every counter sample to the observer attached to it (Engine::attach), stamped
// with the observer's clock. The profiler is one (engine/profiler/profiler.h); the engine
// runs as well with none attached, and then records nothing and reads no clock.
//
// The records are virtual calls, one per event; the clock is not: the hot path reads it
// several times per op, so it is the observer's own inline state (a time-stamp counter, or
// a simulated run's virtual clock).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string_view>

#include "engine/profiler/events.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <x86intrin.h>
#define ASYNCLAB_PROFILER_TSC 1
#endif

namespace asynclab {

class EngineObserver {
  public:
    /// `clock`, when given, replaces the steady clock (a simulated engine's virtual time:
    /// Engine::clock()).
    explicit EngineObserver(std::function<TimeNs()> clock = {});
    virtual ~EngineObserver();
    EngineObserver(const EngineObserver&) = delete;
    EngineObserver& operator=(const EngineObserver&) = delete;

    /// Whether the engine records into it (an attached observer that is off costs the engine
    /// one check per op).
    bool enabled() const { return enabled_.load(std::memory_order_relaxed); }
    void set_enabled(bool on) { enabled_.store(on, std::memory_order_relaxed); }

    /// Nanoseconds since this observer was created. Where the CPU has an invariant
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
    /// at the op's start and costs no clock read. Scopes nest; a Moment of one observer is
    /// invisible to another.
    class Moment {
      public:
        Moment(const EngineObserver& observer, TimeNs at) : saved_(tls_moment_) {
            tls_moment_ = {&observer, at};
        }
        ~Moment() { tls_moment_ = saved_; }
        Moment(const Moment&) = delete;
        Moment& operator=(const Moment&) = delete;

      private:
        struct Saved {
            const EngineObserver* observer;
            TimeNs at;
        } saved_;
        friend class EngineObserver;
    };
    /// The innermost Moment of this observer on the calling thread, else now_unordered().
    TimeNs stamp() const { return tls_moment_.observer == this ? tls_moment_.at : now_unordered(); }
    /// Whether this observer stamps a clock it was given (a simulated run's virtual time).
    bool virtual_clock() const { return static_cast<bool>(clock_); }
    /// Nanoseconds per time-stamp-counter tick, measured once per process (0: now() uses
    /// the steady clock).
    static double tsc_ns_per_tick();

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
    /// An op ran (or was skipped): called on the thread that ran it. `name` and `waited_on`
    /// are valid during the call only.
    virtual void record_op(const OpSample& op, std::string_view name,
                           std::span<const OpId> waited_on) = 0;

    /// The engine reports a CPU op that does work (kSplitRecordBytes) in two parts, each from
    /// the thread that knows it, so that the busy worker records only what it measured:
    /// record_push() from the front end that pushed it (before any worker can run it: id,
    /// kind, issuer, push time, flops, bytes, parent, name and waited-on ops; the lane, start
    /// and end of `op` are not known yet), then record_run() from the thread that ran it.
    /// Both name the op by (`source`, id): `source` tells apart engines that number their
    /// ops alike. An op pushed while recording is reported as it runs whether or not the
    /// observer is still enabled then, unless it was detached meanwhile.
    ///
    /// By default the two parts are joined here and reported as one record_op() on the
    /// thread that ran it; the profiler records each part where it is reported and joins
    /// them as it collects.
    struct OpRun {
        std::uint32_t source = 0;
        OpId id = 0;
        LaneId lane;
        TimeNs start = 0, end = 0;
        bool failed = false, skipped = false;
    };
    virtual void record_push(std::uint32_t source, const OpSample& op, std::string_view name,
                             std::span<const OpId> waited_on);
    virtual void record_run(const OpRun& run);
    /// A front-end thread blocked (a sync point, back-pressure).
    virtual void record(SyncEvent&& event) = 0;
    /// A counter changed (memory in use, queue depth).
    virtual void record(const CounterEvent& event) = 0;
    /// Attached to an engine: `queue_depth` gives its ops in flight, for an observer that
    /// samples it on its own (null for a simulated engine, which records the queue depth
    /// as it changes).
    virtual void attached(std::function<double()> queue_depth) { (void)queue_depth; }
    /// Detached from its engine (attach() of another, or the engine's end), which records
    /// nothing into it from now on: a last chance to deliver what it holds.
    virtual void detached() {}

  private:
    static inline thread_local Moment::Saved tls_moment_{nullptr, 0};

    /// The pushed parts that the default record_run() has not joined yet.
    struct PendingOps;
    std::unique_ptr<PendingOps> pending_ops_;
    std::mutex pending_ops_mutex_;

    TimeNs read_clock(bool ordered) const {
        if (clock_) return clock_();
#if defined(ASYNCLAB_PROFILER_TSC)
        if (tsc_scale_ != 0) {
            if (ordered) _mm_lfence();
            // Ticks since the epoch times nanoseconds per tick in 32.32 fixed point: one
            // integer multiply where a conversion to double and back took three dependent
            // instructions of several cycles each, on every clock read of the hot path.
            // Signed: a core whose counter lags the epoch's by a few ticks reads a moment
            // just before it, not one centuries ahead.
            const auto ticks = static_cast<std::int64_t>(__rdtsc() - tsc_epoch_);
            __extension__ using Wide = __int128;
            return static_cast<TimeNs>((static_cast<Wide>(ticks) * tsc_scale_) >> 32);
        }
#endif
        return std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::steady_clock::now() - epoch_)
            .count();
    }

    const std::chrono::steady_clock::time_point epoch_;
    /// tsc_ns_per_tick() in 32.32 fixed point (0: the steady clock, or a given clock).
    const std::int64_t tsc_scale_;
    const std::uint64_t tsc_epoch_;
    const std::function<TimeNs()> clock_;
    std::atomic<bool> enabled_{true};
};

}  // namespace asynclab
