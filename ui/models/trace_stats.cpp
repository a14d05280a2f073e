#include "ui/models/trace_stats.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <map>
#include <system_error>

#include "ui/models/labels.h"

namespace asynclab {

namespace {

/// What a point of a lane's sweep adds to or takes from.
enum Counter : std::uint8_t {
    Computing = 0,
    Copying,
    Communicating,
    Pending,  ///< pushed, not started
    Ready,    ///< pushed, its dependencies done, not started
    Blocked,  ///< a sync span
    kCounters
};

struct Edge {
    TimeNs time;
    Counter counter;
    int delta;
};

Counter busyCounter(OpKind kind) {
    if (kind == OpKind::Copy) return Copying;
    if (kind == OpKind::Comm) return Communicating;
    return Computing;
}

/// When `op` could have started: pushed and every op it waited on finished.
TimeNs readyTime(const TraceSnapshot& snapshot, const LaneData& lane, const OpSpan& op) {
    TimeNs ready = op.push;
    for (OpId dep : lane.waited_on(op))
        if (const OpSpan* d = snapshot.find(dep)) ready = std::max(ready, d->end);
    return ready;
}

/// Sweeps one lane over [begin, end): the time in each state, the states split as the
/// header describes.
LaneBreakdown sweepLane(const TraceSnapshot& snapshot, std::size_t index, TimeNs begin,
                        TimeNs end) {
    const LaneData& lane = *snapshot.lanes[index];
    LaneBreakdown out;
    out.name = lane.info.name;
    out.lane = index;
    out.role = lane.info.role;
    if (end <= begin) return out;
    // Push times exist for the engine's lanes only (a foreign trace's have none).
    const bool pushes = lane.info.lane.has_value() && lane.info.role != LaneRole::FrontEnd;

    std::vector<Edge> edges;
    auto add = [&](TimeNs a, TimeNs b, Counter c) {
        a = std::max(a, begin);
        b = std::min(b, end);
        if (b <= a) return;
        edges.push_back({a, c, +1});
        edges.push_back({b, c, -1});
    };
    // Spans are sorted by start: those starting at or after `end` add nothing, but an op
    // pushed before `end` that starts after it was pending inside the range.
    // Spans before `first` ended before the range (and started, so were pushed, before it).
    const std::size_t first = lane.visible(begin, end).first;
    for (std::size_t i = first; i < lane.spans.size(); ++i) {
        const OpSpan& s = lane.spans[i];
        if (pushes && s.push < end && s.start > s.push) {
            add(s.push, s.start, Pending);
            const TimeNs ready = readyTime(snapshot, lane, s);
            if (ready < s.start) add(ready, s.start, Ready);
        }
        if (s.start < end && s.end > begin) add(s.start, s.end, busyCounter(s.kind));
    }
    for (const SyncSpan& s : lane.syncs) add(s.begin, s.end, Blocked);
    std::sort(edges.begin(), edges.end(),
              [](const Edge& a, const Edge& b) { return a.time < b.time; });

    std::array<int, kCounters> open{};
    TimeNs at = begin;
    auto account = [&](TimeNs until) {
        const TimeNs dt = until - at;
        if (dt <= 0) return;
        // The innermost kind decides where kinds nest: communication, then copies.
        if (open[Communicating] > 0)
            out.communicating += dt;
        else if (open[Copying] > 0)
            out.copying += dt;
        else if (open[Computing] > 0)
            out.computing += dt;
        else if (out.role == LaneRole::FrontEnd)
            (open[Blocked] > 0 ? out.blockedAtSync : out.frontEndRunning) += dt;
        else if (open[Ready] > 0)
            out.readyNotStarted += dt;
        else if (open[Pending] > 0)
            out.waitingForDependencies += dt;
        else
            out.waitingForFrontEnd += dt;
    };
    for (const Edge& e : edges) {
        account(e.time);
        at = std::max(at, e.time);
        open[e.counter] += e.delta;
    }
    account(end);
    return out;
}

std::vector<std::size_t> selectedLanes(const TraceSnapshot& snapshot,
                                       const StatsSelection& selection) {
    std::vector<std::size_t> lanes;
    if (selection.lanes.empty()) {
        for (std::size_t i = 0; i < snapshot.lanes.size(); ++i) lanes.push_back(i);
    } else {
        for (std::size_t i : selection.lanes)
            if (i < snapshot.lanes.size()) lanes.push_back(i);
        std::sort(lanes.begin(), lanes.end());
        lanes.erase(std::unique(lanes.begin(), lanes.end()), lanes.end());
    }
    return lanes;
}

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\n") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

double us(double ns) {
    return ns / 1000.0;
}

}  // namespace

StatsSelection wholeTrace(const TraceSnapshot& snapshot) {
    StatsSelection s;
    s.begin = snapshot.begin;
    s.end = snapshot.end;
    return s;
}

TraceStats computeTraceStats(const TraceSnapshot& snapshot, const StatsSelection& selection) {
    TraceStats stats;
    stats.begin = selection.begin;
    stats.end = std::max(selection.begin, selection.end);
    const std::vector<std::size_t> lanes = selectedLanes(snapshot, selection);

    std::map<std::uint32_t, OpStatsRow> byName;
    for (std::size_t index : lanes) {
        const LaneData& lane = *snapshot.lanes[index];
        if (stats.end > stats.begin) {
            const auto [first, last] = lane.visible(stats.begin, stats.end);
            for (std::size_t i = first; i < last; ++i) {
                const OpSpan& s = lane.spans[i];
                // Overlapping the range; an instant (zero-length) slice when inside it.
                const bool overlaps = s.start == s.end
                                          ? s.start >= stats.begin && s.start < stats.end
                                          : s.start < stats.end && s.end > stats.begin;
                if (!overlaps) continue;
                const TimeNs a = std::max(s.start, stats.begin);
                const TimeNs b = std::min(s.end, stats.end);
                OpStatsRow& row = byName[s.name];
                const TimeNs clipped = b - a;
                ++row.count;
                row.total += clipped;
                if (row.count == 1 || clipped > row.max) {
                    row.max = clipped;
                    row.max_op = s.id;
                }
            }
        }
        const LaneBreakdown b = sweepLane(snapshot, index, stats.begin, stats.end);
        LaneStatsRow row;
        row.name = b.name;
        row.lane = index;
        row.role = b.role;
        // A front end is busy whenever it is not blocked: it runs the program and issues.
        const bool frontEnd = b.role == LaneRole::FrontEnd;
        row.busy = b.busy() + (frontEnd ? b.frontEndRunning : 0);
        row.blocked = frontEnd ? b.blockedAtSync : b.readyNotStarted;
        row.idle = b.total() - row.busy - row.blocked;
        stats.lanes.push_back(std::move(row));
    }
    TimeNs all = 0;
    for (auto& [name, row] : byName) {
        row.name = snapshot.name(name);
        all += row.total;
    }
    for (auto& [name, row] : byName) {
        row.share = all > 0 ? static_cast<double>(row.total) / static_cast<double>(all) : 0.0;
        stats.ops.push_back(std::move(row));
    }
    std::sort(stats.ops.begin(), stats.ops.end(), [](const OpStatsRow& a, const OpStatsRow& b) {
        return a.total != b.total ? a.total > b.total : a.name < b.name;
    });
    return stats;
}

std::vector<LaneBreakdown> computeLaneBreakdown(const TraceSnapshot& snapshot,
                                                const StatsSelection& selection) {
    std::vector<LaneBreakdown> out;
    for (std::size_t index : selectedLanes(snapshot, selection))
        out.push_back(sweepLane(snapshot, index, selection.begin, selection.end));
    return out;
}

std::optional<std::pair<TimeNs, TimeNs>> parseRangeUs(const std::string& text, std::string* error) {
    auto fail = [&](const std::string& why) -> std::optional<std::pair<TimeNs, TimeNs>> {
        if (error) *error = why;
        return std::nullopt;
    };
    const auto colon = text.find(':');
    if (colon == std::string::npos)
        return fail("a range is BEGIN_US:END_US (microseconds from the trace's start), got '" +
                    text + "'");
    auto number = [](const std::string& part, double* value) {
        const char* first = part.data();
        const char* last = first + part.size();
        const auto [ptr, ec] = std::from_chars(first, last, *value);
        return !part.empty() && ec == std::errc() && ptr == last && std::isfinite(*value);
    };
    double b = 0, e = 0;
    const std::string begin = text.substr(0, colon), end = text.substr(colon + 1);
    if (!number(begin, &b)) return fail("the range's begin '" + begin + "' is not a number");
    if (!number(end, &e)) return fail("the range's end '" + end + "' is not a number");
    if (b < 0) return fail("the range's begin is negative (" + begin + ")");
    if (e <= b) return fail("the range's end (" + end + ") is not after its begin (" + begin + ")");
    return std::pair{static_cast<TimeNs>(std::llround(b * 1000)),
                     static_cast<TimeNs>(std::llround(e * 1000))};
}

std::optional<std::size_t> findLane(const TraceSnapshot& snapshot, const std::string& name) {
    for (std::size_t i = 0; i < snapshot.lanes.size(); ++i)
        if (snapshot.lanes[i]->info.name == name) return i;
    const QString label = QString::fromStdString(name);
    for (std::size_t i = 0; i < snapshot.lanes.size(); ++i)
        if (laneLabel(snapshot.lanes[i]->info) == label) return i;
    return std::nullopt;
}

std::string shortestNumber(double value) {
    char buffer[64];
    const auto [ptr, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, ptr) : std::string("nan");
}

std::string opStatsCsv(const TraceStats& stats) {
    std::string out = "name,count,total_us,mean_us,max_us,share\n";
    for (const OpStatsRow& r : stats.ops)
        out += csvField(r.name) + ',' + std::to_string(r.count) + ',' +
               shortestNumber(us(static_cast<double>(r.total))) + ',' +
               shortestNumber(us(r.mean())) + ',' + shortestNumber(us(static_cast<double>(r.max))) +
               ',' + shortestNumber(r.share) + '\n';
    return out;
}

std::string laneStatsCsv(const TraceStats& stats) {
    std::string out = "lane,busy_us,idle_us,blocked_us\n";
    for (const LaneStatsRow& r : stats.lanes)
        out += csvField(r.name) + ',' + shortestNumber(us(static_cast<double>(r.busy))) + ',' +
               shortestNumber(us(static_cast<double>(r.idle))) + ',' +
               shortestNumber(us(static_cast<double>(r.blocked))) + '\n';
    return out;
}

std::vector<std::pair<std::string, double>> traceMetrics(const TraceSnapshot& snapshot) {
    std::vector<std::pair<std::string, double>> m;
    const TraceTotals& t = snapshot.totals;
    const double span = static_cast<double>(snapshot.end - snapshot.begin) * 1e-9;
    m.emplace_back("span_s", span);
    m.emplace_back("lanes", static_cast<double>(
                                std::count_if(snapshot.lanes.begin(), snapshot.lanes.end(),
                                              [](const auto& lane) { return !lane->empty(); })));
    m.emplace_back("ops", static_cast<double>(t.ops));
    if (t.failed > 0) m.emplace_back("failed_ops", static_cast<double>(t.failed));
    if (t.skipped > 0) m.emplace_back("skipped_ops", static_cast<double>(t.skipped));
    m.emplace_back("sync_points", static_cast<double>(t.syncs));
    if (t.syncs > 0) {
        const double blocked = static_cast<double>(t.blocked) * 1e-9;
        m.emplace_back("blocked_s", blocked);
        if (span > 0) m.emplace_back("blocked_share", blocked / span);
    }
    if (t.flops > 0) m.emplace_back("gflop", t.flops * 1e-9);
    if (t.bytes > 0) m.emplace_back("gb_moved", t.bytes * 1e-9);
    for (const auto& series : snapshot.counters) {
        if (series->points.empty()) continue;
        std::string name = "peak_" + series->name;
        std::replace(name.begin(), name.end(), ' ', '_');
        if (series->kind == CounterKind::MemoryBytes) name += "_bytes";
        m.emplace_back(std::move(name), series->max_value);
    }
    return m;
}

}  // namespace asynclab
