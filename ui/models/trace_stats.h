// Statistics of a part of a trace, computed once here for the Summary's Selection tab,
// the Summary's "where the time went" chart and `asynclab-cli trace stats`.
//
// A selection is a time range [begin, end) and a set of lanes (none: every lane). A slice
// counts for the part of it inside the range, as Perfetto's area selection does:
//   - count: slices of that name on the selected lanes that overlap the range (nested
//     slices, such as the ops inside a bulk, count as slices of their own);
//   - total: the sum of their durations clipped to the range;
//   - max: the largest clipped duration (OpStatsRow::max_op names the op);
//   - mean: total / count;
//   - share: total / the sum of every row's total, the part of the selected op time this
//     name took (the shares of a selection add up to 1).
//
// Per lane, the range's time is split without overlap into:
//   - busy: some op ran on the lane (union of its slices); a front end is busy whenever it
//     is not blocked (it runs the program's own code and issues ops, which the trace does
//     not show as slices), so a front-end lane has no idle time;
//   - blocked: on a front-end lane, the front end waited at a sync point (WaitToRead,
//     WaitAll, ...: the union of its sync spans, where no op ran); on a device lane, the
//     lane had nothing running although an op pushed to it was ready, that is pushed by
//     the front end and every op it waited on finished (time the engine took to dispatch
//     it). Lanes of a foreign trace have no push times: their blocked time is 0;
//   - idle: the rest.
//
// Where the time went (LaneBreakdown, Holistic Trace Analysis' question per lane), the
// same split in more detail: busy by op kind (Copy: copying, Comm: communicating, any
// other kind: computing; where kinds nest the innermost decides), and a device lane's
// idle time split by why:
//   - waiting for dependencies: some op pushed to the lane and not started yet still
//     waited on another op;
//   - waiting for the front end: no op pushed to the lane was waiting to start (every op
//     pushed so far had started): the lane had no work because the front end had not
//     issued any; on a foreign trace's lanes, all their idle time;
// and the ready-but-not-started time is `blocked` as above. On a front-end lane: blocked
// at sync points, and running (everything else: issuing ops and the program's own code).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/models/trace_snapshot.h"

namespace asynclab {

struct StatsSelection {
    TimeNs begin = 0;
    TimeNs end = 0;                  ///< > begin
    std::vector<std::size_t> lanes;  ///< snapshot lane indices; empty: every lane
};

struct OpStatsRow {
    std::string name;
    std::size_t count = 0;
    TimeNs total = 0;
    TimeNs max = 0;
    OpId max_op = 0;
    double share = 0;
    double mean() const { return count ? static_cast<double>(total) / count : 0.0; }
};

struct LaneStatsRow {
    std::string name;
    std::size_t lane = 0;  ///< index in the snapshot
    LaneRole role = LaneRole::Other;
    TimeNs busy = 0;
    TimeNs idle = 0;
    TimeNs blocked = 0;
};

/// Where a lane's time went over a range; the parts add up to the range's length.
struct LaneBreakdown {
    std::string name;
    std::size_t lane = 0;
    LaneRole role = LaneRole::Other;
    TimeNs computing = 0;
    TimeNs copying = 0;
    TimeNs communicating = 0;
    TimeNs waitingForDependencies = 0;  ///< device lanes
    TimeNs readyNotStarted = 0;         ///< device lanes: their `blocked`
    TimeNs waitingForFrontEnd = 0;      ///< device lanes: idle with no work pushed
    TimeNs blockedAtSync = 0;           ///< front-end lanes
    TimeNs frontEndRunning = 0;         ///< front-end lanes: neither blocked nor in an op
    TimeNs busy() const { return computing + copying + communicating; }
    TimeNs total() const {
        return busy() + waitingForDependencies + readyNotStarted + waitingForFrontEnd +
               blockedAtSync + frontEndRunning;
    }
};

struct TraceStats {
    TimeNs begin = 0;
    TimeNs end = 0;
    std::vector<OpStatsRow> ops;      ///< by total, largest first, then by name
    std::vector<LaneStatsRow> lanes;  ///< in snapshot order
    TimeNs duration() const { return end > begin ? end - begin : 0; }
};

/// Statistics of `selection` (lanes out of range are ignored; an empty range gives rows
/// of zeros).
TraceStats computeTraceStats(const TraceSnapshot& snapshot, const StatsSelection& selection);

/// Where the time of each selected lane went over the selection's range.
std::vector<LaneBreakdown> computeLaneBreakdown(const TraceSnapshot& snapshot,
                                                const StatsSelection& selection);

/// The whole trace, every lane.
StatsSelection wholeTrace(const TraceSnapshot& snapshot);

/// "12.5:80" (microseconds, as the timeline's axis shows them) as [begin, end) in ns; nullopt with
/// the problem in *error.
std::optional<std::pair<TimeNs, TimeNs>> parseRangeUs(const std::string& text, std::string* error);

/// The index of the lane named `name` (LaneInfo::name, or the label the timeline shows).
std::optional<std::size_t> findLane(const TraceSnapshot& snapshot, const std::string& name);

/// A trace's headline numbers, as a run reports its metrics (for a trace opened from a
/// file, which has none): "span_s" (first to last event), "lanes" (with events), "ops",
/// "failed_ops" and "skipped_ops" (when any), "sync_points", "blocked_s" and
/// "blocked_share" (the front ends' time at sync points, and its share of the span; when
/// any), "gflop" and "gb_moved" (when the ops carry costs), then each counter series'
/// peak: "peak_memory_cpu(0)_bytes", "peak_queue_depth", "peak_<series>" for a trace's own.
std::vector<std::pair<std::string, double>> traceMetrics(const TraceSnapshot& snapshot);

/// A number as the shortest text that reads back as the same double ("1048576", "0.1").
std::string shortestNumber(double value);

/// The tables as CSV (times in microseconds, shortest round-trip numbers), for the
/// clipboard and files: "name,count,total_us,mean_us,max_us,share" and
/// "lane,busy_us,idle_us,blocked_us".
std::string opStatsCsv(const TraceStats& stats);
std::string laneStatsCsv(const TraceStats& stats);

}  // namespace asynclab
