// An immutable picture of a run for the views: lanes of op spans sorted by start, sync
// spans and issue ticks on the front-end lanes, counter series, dependency edges. Built
// incrementally by TraceBuilder from profiler batches (or once from an imported trace);
// each snapshot shares the lanes that did not change with the previous one, so taking one
// every 50 ms of a live run only costs the lanes that grew.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/core/device.h"
#include "engine/profiler/events.h"
#include "engine/profiler/trace_import.h"

namespace asynclab {

/// One op on a lane. `name` indexes TraceSnapshot::names; `deps_begin`/`deps_count`
/// address the op's waited_on ids in its lane's `deps` pool.
struct OpSpan {
    enum Flag : std::uint8_t { Failed = 1, Skipped = 2 };

    TimeNs start = 0;
    TimeNs end = 0;
    TimeNs push = 0;
    OpId id = 0;
    OpId parent = 0;
    double flops = 0;
    double bytes = 0;
    std::uint32_t name = 0;
    std::uint32_t deps_begin = 0;
    std::uint32_t deps_count = 0;
    std::int16_t issuer = 0;
    std::uint8_t depth = 0;  ///< nesting level on the lane (inner ops of a bulk: 1)
    OpKind kind = OpKind::Other;
    std::uint8_t flags = 0;

    TimeNs duration() const { return end > start ? end - start : 0; }
    bool failed() const { return flags & Failed; }
    bool skipped() const { return flags & Skipped; }
};

/// A span where a front-end thread blocked, as drawn.
struct SyncSpan {
    TimeNs begin = 0;
    TimeNs end = 0;
    OpId awaited = 0;
    SyncKind kind = SyncKind::WaitToRead;
    std::uint32_t where = 0;  ///< index into TraceSnapshot::names
    std::uint32_t what = 0;   ///< index into TraceSnapshot::names
};

/// An op pushed by a front-end thread.
struct IssueTick {
    TimeNs time = 0;
    OpId op = 0;
};

enum class LaneRole : std::uint8_t { FrontEnd = 0, Compute, Copy, Other };

struct LaneInfo {
    std::string name;    ///< "cpu(0) compute 1", "front end 0", or a trace's thread name
    std::string device;  ///< "cpu(0)", "gpu(1)", "" for front end; a trace's process name
    LaneRole role = LaneRole::Other;
    std::optional<LaneId> lane;  ///< the engine lane, when it is one
};

/// Everything drawn on one lane; immutable once published in a snapshot.
struct LaneData {
    LaneInfo info;
    std::vector<OpSpan> spans;      ///< by start, then depth, then id
    std::vector<TimeNs> reach;      ///< reach[i] = max end of spans[0..i] (non-decreasing)
    std::vector<OpId> deps;         ///< waited_on pool, addressed by OpSpan::deps_*
    std::vector<SyncSpan> syncs;    ///< by begin (front-end lanes)
    std::vector<IssueTick> issues;  ///< by time (front-end lanes)
    /// GPU ops timed with device events (their spans are when the GPU ran them): when the
    /// host launched each, by op id.
    std::unordered_map<OpId, std::pair<TimeNs, TimeNs>> launches;
    int max_depth = 0;
    TimeNs busy = 0;     ///< union of the spans' intervals
    TimeNs blocked = 0;  ///< union of the sync spans' intervals
    TimeNs first = 0;    ///< earliest time on the lane (0 when empty)
    TimeNs last = 0;     ///< latest time on the lane

    bool empty() const { return spans.empty() && syncs.empty() && issues.empty(); }
    /// Index range [first, last) of spans that may overlap [t0, t1] (binary searches).
    std::pair<std::size_t, std::size_t> visible(TimeNs t0, TimeNs t1) const;
    /// The deepest span containing t (widened by `slack` on both sides, the nearest one
    /// wins) at `depth` (or any depth when -1); nullopt between spans.
    std::optional<std::size_t> span_at(TimeNs t, TimeNs slack = 0, int depth = -1) const;
    /// The sync span containing t (widened by `slack`).
    std::optional<std::size_t> sync_at(TimeNs t, TimeNs slack = 0) const;
    std::span<const OpId> waited_on(const OpSpan& s) const {
        return {deps.data() + s.deps_begin, s.deps_count};
    }
};

struct CounterPoint {
    TimeNs time = 0;
    double value = 0;
};

struct CounterSeries {
    std::string name;  ///< "queue depth", "memory gpu(0)", or a trace's "name series"
    std::optional<CounterKind> kind;
    Device device;
    std::vector<CounterPoint> points;  ///< by time
    double max_value = 0;
};

/// Where an op is drawn: row in TraceSnapshot::lanes and index in its spans.
struct SpanRef {
    std::size_t lane = 0;
    std::size_t index = 0;
    friend bool operator==(const SpanRef&, const SpanRef&) = default;
};

struct TraceTotals {
    std::size_t ops = 0;
    std::size_t failed = 0;
    std::size_t skipped = 0;
    std::size_t syncs = 0;
    std::size_t counter_samples = 0;
    double flops = 0;
    double bytes = 0;
    TimeNs blocked = 0;  ///< time the front end spent blocked (sum over its lanes)
};

/// Op id -> (lane slot, start): stable when spans are inserted before it. Paged so that
/// unchanged pages are shared between snapshots.
struct OpLocation {
    std::uint32_t slot = UINT32_MAX;  ///< UINT32_MAX: unknown op
    TimeNs start = 0;
};
inline constexpr std::size_t kOpPageSize = 4096;
using OpPage = std::vector<OpLocation>;

struct TraceSnapshot {
    std::vector<std::shared_ptr<const LaneData>> lanes;  ///< front end, then per device
    std::vector<std::uint32_t> row_of_slot;              ///< builder's lane slot -> row in `lanes`
    std::shared_ptr<const std::vector<std::string>> names;
    std::vector<std::shared_ptr<const OpPage>> op_pages;
    std::vector<std::shared_ptr<const CounterSeries>> counters;  ///< by name
    TimeNs begin = 0;  ///< earliest time of any event (0 when empty)
    TimeNs end = 0;    ///< latest time of any event
    TraceTotals totals;
    std::uint64_t version = 0;  ///< increases with every snapshot of a builder
    std::string title;

    TimeNs duration() const { return end > begin ? end - begin : 0; }
    const std::string& name(std::uint32_t index) const;
    std::optional<SpanRef> locate(OpId id) const;
    const OpSpan* find(OpId id) const;
    /// Ops that waited on `id` (a scan over every lane's waited_on pool).
    std::vector<OpId> waiters(OpId id) const;
    const CounterSeries* counter(CounterKind kind, Device device = Device::cpu(0)) const;
    /// Busy time of a lane over the snapshot's duration, in [0, 1].
    double utilization(std::size_t lane) const;
};

using TraceSnapshotPtr = std::shared_ptr<const TraceSnapshot>;

/// Accumulates profiler batches (in any order across batches) and publishes snapshots.
/// Not thread safe: feed it and take snapshots from one thread.
class TraceBuilder {
  public:
    TraceBuilder();
    ~TraceBuilder();
    TraceBuilder(TraceBuilder&&) noexcept;
    TraceBuilder& operator=(TraceBuilder&&) noexcept;

    void add(const EventBatch& batch);
    /// Shows a lane even before any event ran on it.
    void add_lane(LaneId lane);
    void set_title(std::string title);
    /// True when events arrived since the last snapshot().
    bool dirty() const;
    /// A snapshot of everything so far; lanes unchanged since the last one are shared.
    TraceSnapshotPtr snapshot();
    void clear();

  private:
    struct State;
    std::unique_ptr<State> state_;
};

/// A snapshot of an imported trace: AsyncLab traces (otherData.generator "AsyncLab")
/// through import_asynclab_trace, any other one as generic lanes, one per pid/tid pair
/// named by process and thread names, slices nested by depth and flows as dependencies;
/// times rebased to the earliest timestamp.
TraceSnapshotPtr snapshot_from_trace(const TraceFile& trace);
/// True when `trace` was written by write_chrome_trace.
bool is_asynclab_trace(const TraceFile& trace);

/// An empty snapshot (never null).
TraceSnapshotPtr empty_snapshot();

}  // namespace asynclab
