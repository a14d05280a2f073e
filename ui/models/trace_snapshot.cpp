#include "ui/models/trace_snapshot.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "engine/profiler/chrome_trace.h"

namespace asynclab {

// --- LaneData ------------------------------------------------------------------------

std::pair<std::size_t, std::size_t> LaneData::visible(TimeNs t0, TimeNs t1) const {
    // Every span before `first` ends before t0; every span from `last` on starts after t1.
    const auto first = std::lower_bound(reach.begin(), reach.end(), t0) - reach.begin();
    const auto last = std::upper_bound(spans.begin(), spans.end(), t1,
                                       [](TimeNs t, const OpSpan& s) { return t < s.start; }) -
                      spans.begin();
    return {static_cast<std::size_t>(first),
            static_cast<std::size_t>(std::max<std::ptrdiff_t>(first, last))};
}

std::optional<std::size_t> LaneData::span_at(TimeNs t, TimeNs slack, int depth) const {
    const auto [first, last] = visible(t - slack, t + slack);
    std::optional<std::size_t> best;
    TimeNs best_distance = 0;
    for (std::size_t i = first; i < last; ++i) {
        const OpSpan& s = spans[i];
        if (depth >= 0 && s.depth != depth) continue;
        const TimeNs distance = t < s.start ? s.start - t : (t > s.end ? t - s.end : 0);
        if (distance > slack) continue;
        // Nearest first; among spans containing t the deepest (the innermost) wins.
        if (!best || distance < best_distance ||
            (distance == best_distance && s.depth > spans[*best].depth)) {
            best = i;
            best_distance = distance;
        }
    }
    return best;
}

std::optional<std::size_t> LaneData::sync_at(TimeNs t, TimeNs slack) const {
    // Sync spans of one thread do not overlap: the candidate is the last one starting
    // at or before t + slack.
    auto it = std::upper_bound(syncs.begin(), syncs.end(), t + slack,
                               [](TimeNs v, const SyncSpan& s) { return v < s.begin; });
    if (it == syncs.begin()) return std::nullopt;
    --it;
    if (it->end + slack < t) return std::nullopt;
    return static_cast<std::size_t>(it - syncs.begin());
}

// --- TraceSnapshot -------------------------------------------------------------------

const std::string& TraceSnapshot::name(std::uint32_t index) const {
    static const std::string none;
    return names && index < names->size() ? (*names)[index] : none;
}

std::optional<SpanRef> TraceSnapshot::locate(OpId id) const {
    const std::size_t page = id / kOpPageSize;
    if (page >= op_pages.size() || !op_pages[page]) return std::nullopt;
    const OpLocation loc = (*op_pages[page])[id % kOpPageSize];
    if (loc.slot >= row_of_slot.size()) return std::nullopt;
    const std::size_t row = row_of_slot[loc.slot];
    const auto& spans = lanes[row]->spans;
    auto it = std::lower_bound(spans.begin(), spans.end(), loc.start,
                               [](const OpSpan& s, TimeNs t) { return s.start < t; });
    for (; it != spans.end() && it->start == loc.start; ++it) {
        if (it->id == id) return SpanRef{row, static_cast<std::size_t>(it - spans.begin())};
    }
    return std::nullopt;
}

const OpSpan* TraceSnapshot::find(OpId id) const {
    const auto ref = locate(id);
    return ref ? &lanes[ref->lane]->spans[ref->index] : nullptr;
}

std::vector<OpId> TraceSnapshot::waiters(OpId id) const {
    std::vector<OpId> out;
    for (const auto& lane : lanes) {
        for (const OpSpan& s : lane->spans) {
            const auto deps = lane->waited_on(s);
            if (std::find(deps.begin(), deps.end(), id) != deps.end()) out.push_back(s.id);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

const CounterSeries* TraceSnapshot::counter(CounterKind kind, Device device) const {
    for (const auto& c : counters) {
        if (c->kind == kind && (kind != CounterKind::MemoryBytes || c->device == device)) {
            return c.get();
        }
    }
    return nullptr;
}

double TraceSnapshot::utilization(std::size_t lane) const {
    if (lane >= lanes.size() || duration() <= 0) return 0;
    return std::clamp(static_cast<double>(lanes[lane]->busy) / static_cast<double>(duration()), 0.0,
                      1.0);
}

// --- building blocks shared by TraceBuilder and the trace import --------------------

namespace {

/// Copy-on-write holder: writes go to a private copy once the value was published.
template <class T>
struct Cow {
    std::shared_ptr<T> ptr = std::make_shared<T>();
    bool published = false;

    T& write() {
        if (published) {
            ptr = std::make_shared<T>(*ptr);
            published = false;
        }
        return *ptr;
    }
    const T& read() const { return *ptr; }
    std::shared_ptr<const T> publish() {
        published = true;
        return ptr;
    }
};

bool span_less(const OpSpan& a, const OpSpan& b) {
    return std::tie(a.start, a.depth, a.id) < std::tie(b.start, b.depth, b.id);
}

/// Length of the union of intervals given sorted by begin.
template <class It, class Begin, class End>
TimeNs union_length(It first, It last, Begin begin_of, End end_of) {
    TimeNs total = 0;
    TimeNs cur_begin = 0;
    TimeNs cur_end = 0;
    bool open = false;
    for (; first != last; ++first) {
        const TimeNs b = begin_of(*first);
        const TimeNs e = std::max(b, end_of(*first));
        if (!open || b > cur_end) {
            if (open) total += cur_end - cur_begin;
            cur_begin = b;
            cur_end = e;
            open = true;
        } else {
            cur_end = std::max(cur_end, e);
        }
    }
    if (open) total += cur_end - cur_begin;
    return total;
}

/// Sorts what was appended after the sorted prefixes and recomputes the derived fields.
void finalize_lane(LaneData& lane, std::size_t sorted_spans, std::size_t sorted_syncs,
                   std::size_t sorted_issues) {
    auto merge_tail = [](auto& v, std::size_t sorted, auto less) {
        if (sorted >= v.size()) return;
        const auto mid = v.begin() + static_cast<std::ptrdiff_t>(sorted);
        std::sort(mid, v.end(), less);
        if (sorted > 0 && less(*mid, *(mid - 1))) std::inplace_merge(v.begin(), mid, v.end(), less);
    };
    merge_tail(lane.spans, sorted_spans, span_less);
    merge_tail(lane.syncs, sorted_syncs,
               [](const SyncSpan& a, const SyncSpan& b) { return a.begin < b.begin; });
    merge_tail(lane.issues, sorted_issues, [](const IssueTick& a, const IssueTick& b) {
        return std::tie(a.time, a.op) < std::tie(b.time, b.op);
    });

    lane.reach.resize(lane.spans.size());
    TimeNs reach = INT64_MIN;
    int max_depth = 0;
    for (std::size_t i = 0; i < lane.spans.size(); ++i) {
        reach = std::max(reach, lane.spans[i].end);
        lane.reach[i] = reach;
        max_depth = std::max<int>(max_depth, lane.spans[i].depth);
    }
    lane.max_depth = max_depth;
    lane.busy = union_length(
        lane.spans.begin(), lane.spans.end(), [](const OpSpan& s) { return s.start; },
        [](const OpSpan& s) { return s.end; });
    lane.blocked = union_length(
        lane.syncs.begin(), lane.syncs.end(), [](const SyncSpan& s) { return s.begin; },
        [](const SyncSpan& s) { return s.end; });

    bool any = false;
    TimeNs first = 0;
    TimeNs last = 0;
    auto see = [&](TimeNs a, TimeNs b) {
        if (!any) {
            first = a;
            last = b;
            any = true;
        }
        first = std::min(first, a);
        last = std::max(last, b);
    };
    if (!lane.spans.empty()) see(lane.spans.front().start, reach);
    for (const SyncSpan& s : lane.syncs) see(s.begin, s.end);
    if (!lane.issues.empty()) see(lane.issues.front().time, lane.issues.back().time);
    lane.first = first;
    lane.last = last;
}

void finalize_counter(CounterSeries& series, std::size_t sorted) {
    auto& p = series.points;
    if (sorted < p.size()) {
        auto less = [](const CounterPoint& a, const CounterPoint& b) { return a.time < b.time; };
        const auto mid = p.begin() + static_cast<std::ptrdiff_t>(sorted);
        std::stable_sort(mid, p.end(), less);
        if (sorted > 0) std::inplace_merge(p.begin(), mid, p.end(), less);
    }
    series.max_value = 0;
    for (const CounterPoint& c : p) series.max_value = std::max(series.max_value, c.value);
}

/// Op id -> location pages, copy-on-write per page.
class OpIndex {
  public:
    void set(OpId id, OpLocation loc) {
        const std::size_t page = id / kOpPageSize;
        if (page > (std::size_t{1} << 22)) return;  // absurd ids are drawn, not indexed
        if (page >= pages_.size()) pages_.resize(page + 1);
        auto& p = pages_[page];
        if (!p) p.emplace();
        OpPage& data = p->write();
        if (data.empty()) data.resize(kOpPageSize);
        data[id % kOpPageSize] = loc;
    }
    std::vector<std::shared_ptr<const OpPage>> publish() {
        std::vector<std::shared_ptr<const OpPage>> out(pages_.size());
        for (std::size_t i = 0; i < pages_.size(); ++i) {
            if (pages_[i]) out[i] = pages_[i]->publish();
        }
        return out;
    }

  private:
    std::vector<std::optional<Cow<OpPage>>> pages_;
};

/// Interned strings, copy-on-write.
class StringTable {
  public:
    std::uint32_t intern(const std::string& s) {
        if (auto it = index_.find(s); it != index_.end()) return it->second;
        const auto id = static_cast<std::uint32_t>(table_.read().size());
        table_.write().push_back(s);
        index_.emplace(s, id);
        return id;
    }
    std::shared_ptr<const std::vector<std::string>> publish() { return table_.publish(); }

  private:
    Cow<std::vector<std::string>> table_;
    std::unordered_map<std::string, std::uint32_t> index_;
};

LaneId normalized(LaneId lane) {
    if (lane.kind == LaneKind::FrontEnd) lane.device = Device::cpu(0);
    return lane;
}

LaneInfo engine_lane_info(LaneId lane) {
    LaneInfo info;
    info.lane = lane;
    info.name = lane.name();
    switch (lane.kind) {
        case LaneKind::FrontEnd: info.role = LaneRole::FrontEnd; break;
        case LaneKind::Compute:
            info.role = LaneRole::Compute;
            info.device = lane.device.name();
            break;
        default:
            info.role = LaneRole::Copy;
            info.device = lane.device.name();
            break;
    }
    return info;
}

/// Row order: front-end lanes, then per device (CPUs, then GPUs) compute lanes before
/// copy lanes; generic lanes after, in the order they were added.
using RowKey = std::tuple<int, int, int, int, int>;
RowKey engine_row_key(LaneId lane) {
    if (lane.kind == LaneKind::FrontEnd) return {0, 0, 0, 0, lane.index};
    return {1, static_cast<int>(lane.device.type), lane.device.id, static_cast<int>(lane.kind),
            lane.index};
}

}  // namespace

// --- TraceBuilder --------------------------------------------------------------------

struct TraceBuilder::State {
    struct Slot {
        Cow<LaneData> data;
        RowKey key;
        std::size_t sorted_spans = 0;
        std::size_t sorted_syncs = 0;
        std::size_t sorted_issues = 0;
        bool dirty = true;
    };
    struct Counter {
        Cow<CounterSeries> data;
        std::size_t sorted = 0;
        bool dirty = true;
    };

    std::vector<Slot> slots;
    std::map<LaneId, std::uint32_t> slot_of_lane;
    std::map<std::string, Counter> counters;
    StringTable names;
    OpIndex ops;
    TraceTotals totals;
    bool any_time = false;
    TimeNs begin = 0;
    TimeNs end = 0;
    std::string title;
    std::uint64_t version = 0;
    bool dirty = true;
    TraceSnapshotPtr last;

    void see(TimeNs a, TimeNs b) {
        if (!any_time) {
            begin = a;
            end = b;
            any_time = true;
        }
        begin = std::min(begin, a);
        end = std::max(end, std::max(a, b));
    }

    std::uint32_t slot_for(LaneId lane) {
        lane = normalized(lane);
        if (auto it = slot_of_lane.find(lane); it != slot_of_lane.end()) return it->second;
        const auto id = static_cast<std::uint32_t>(slots.size());
        Slot slot;
        slot.data.write().info = engine_lane_info(lane);
        slot.key = engine_row_key(lane);
        slots.push_back(std::move(slot));
        slot_of_lane.emplace(lane, id);
        return id;
    }

    LaneData& write(std::uint32_t slot) {
        slots[slot].dirty = true;
        dirty = true;
        return slots[slot].data.write();
    }

    Counter& counter_for(const CounterEvent& c) {
        std::string name = c.kind == CounterKind::MemoryBytes
                               ? std::string("memory ") + c.device.name()
                               : std::string(counter_kind_name(c.kind));
        auto [it, inserted] = counters.try_emplace(name);
        if (inserted) {
            CounterSeries& s = it->second.data.write();
            s.name = it->first;
            s.kind = c.kind;
            s.device = c.kind == CounterKind::MemoryBytes ? c.device : Device::cpu(0);
        }
        return it->second;
    }

    void add_op(const OpEvent& op) {
        const std::uint32_t slot = slot_for(op.lane);
        LaneData& lane = write(slot);
        OpSpan s;
        s.start = op.start;
        s.end = std::max(op.start, op.end);
        s.push = op.push;
        s.id = op.id;
        s.parent = op.parent;
        s.flops = op.flops;
        s.bytes = op.bytes;
        s.name = names.intern(op.name);
        s.deps_begin = static_cast<std::uint32_t>(lane.deps.size());
        s.deps_count = static_cast<std::uint32_t>(op.waited_on.size());
        lane.deps.insert(lane.deps.end(), op.waited_on.begin(), op.waited_on.end());
        s.issuer = static_cast<std::int16_t>(op.issuer);
        s.depth = op.parent != 0 ? 1 : 0;
        s.kind = op.kind;
        s.flags = static_cast<std::uint8_t>((op.failed ? OpSpan::Failed : 0) |
                                            (op.skipped ? OpSpan::Skipped : 0));
        lane.spans.push_back(s);
        if (op.device_timed()) lane.launches[op.id] = {op.launch_start, op.launch_end};
        ops.set(op.id, OpLocation{slot, s.start});
        see(op.start, s.end);

        // The push is drawn as an issue tick on the issuing front-end thread.
        const std::uint32_t fe = slot_for(LaneId{Device::cpu(0), LaneKind::FrontEnd, op.issuer});
        write(fe).issues.push_back(IssueTick{op.push, op.id});
        see(op.push, op.push);

        ++totals.ops;
        totals.failed += op.failed ? 1 : 0;
        totals.skipped += op.skipped ? 1 : 0;
        totals.flops += op.flops;
        totals.bytes += op.bytes;
    }

    void add_sync(const SyncEvent& e) {
        const std::uint32_t fe = slot_for(LaneId{Device::cpu(0), LaneKind::FrontEnd, e.thread});
        SyncSpan s;
        s.begin = e.begin;
        s.end = std::max(e.begin, e.end);
        s.awaited = e.awaited;
        s.kind = e.kind;
        s.where = names.intern(e.where);
        s.what = names.intern(e.what);
        write(fe).syncs.push_back(s);
        see(s.begin, s.end);
        ++totals.syncs;
    }

    void add_counter(const CounterEvent& c) {
        Counter& counter = counter_for(c);
        counter.data.write().points.push_back(CounterPoint{c.ts, c.value});
        counter.dirty = true;
        dirty = true;
        see(c.ts, c.ts);
        ++totals.counter_samples;
    }

    TraceSnapshotPtr snapshot() {
        if (!dirty && last) return last;
        auto snap = std::make_shared<TraceSnapshot>();
        std::vector<std::uint32_t> order(slots.size());
        for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return slots[a].key < slots[b].key;
        });
        snap->row_of_slot.resize(slots.size());
        snap->lanes.reserve(slots.size());
        TimeNs blocked = 0;
        for (std::uint32_t slot_id : order) {
            Slot& slot = slots[slot_id];
            if (slot.dirty) {
                LaneData& lane = slot.data.write();
                finalize_lane(lane, slot.sorted_spans, slot.sorted_syncs, slot.sorted_issues);
                slot.sorted_spans = lane.spans.size();
                slot.sorted_syncs = lane.syncs.size();
                slot.sorted_issues = lane.issues.size();
                slot.dirty = false;
            }
            blocked += slot.data.read().blocked;
            snap->row_of_slot[slot_id] = static_cast<std::uint32_t>(snap->lanes.size());
            snap->lanes.push_back(slot.data.publish());
        }
        for (auto& [name, counter] : counters) {
            if (counter.dirty) {
                CounterSeries& s = counter.data.write();
                finalize_counter(s, counter.sorted);
                counter.sorted = s.points.size();
                counter.dirty = false;
            }
            snap->counters.push_back(counter.data.publish());
        }
        snap->names = names.publish();
        snap->op_pages = ops.publish();
        snap->begin = begin;
        snap->end = end;
        snap->totals = totals;
        snap->totals.blocked = blocked;
        snap->version = ++version;
        snap->title = title;
        dirty = false;
        last = snap;
        return snap;
    }
};

TraceBuilder::TraceBuilder() : state_(std::make_unique<State>()) {}
TraceBuilder::~TraceBuilder() = default;
TraceBuilder::TraceBuilder(TraceBuilder&&) noexcept = default;
TraceBuilder& TraceBuilder::operator=(TraceBuilder&&) noexcept = default;

void TraceBuilder::add(const EventBatch& batch) {
    for (const OpEvent& op : batch.ops) state_->add_op(op);
    for (const SyncEvent& s : batch.syncs) state_->add_sync(s);
    for (const CounterEvent& c : batch.counters) state_->add_counter(c);
}

void TraceBuilder::add_lane(LaneId lane) {
    const auto before = state_->slots.size();
    state_->slot_for(lane);
    if (state_->slots.size() != before) state_->dirty = true;
}

void TraceBuilder::set_title(std::string title) {
    state_->title = std::move(title);
    state_->dirty = true;
}

bool TraceBuilder::dirty() const {
    return state_->dirty;
}

TraceSnapshotPtr TraceBuilder::snapshot() {
    return state_->snapshot();
}

void TraceBuilder::clear() {
    state_ = std::make_unique<State>();
}

TraceSnapshotPtr empty_snapshot() {
    static const TraceSnapshotPtr empty = [] {
        auto s = std::make_shared<TraceSnapshot>();
        s->names = std::make_shared<const std::vector<std::string>>();
        return TraceSnapshotPtr(std::move(s));
    }();
    return empty;
}

// --- import ---------------------------------------------------------------------------

bool is_asynclab_trace(const TraceFile& trace) {
    return trace.other_data.is_object() &&
           trace.other_data.string_or("generator") == kChromeTraceGenerator;
}

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// A guess at the kind of a foreign slice, from its category and name.
OpKind guess_kind(const TraceSlice& slice) {
    const std::string cat = lower(slice.cat.view());
    const std::string name = lower(slice.name.view());
    auto has = [](const std::string& s, std::string_view w) {
        return s.find(w) != std::string::npos;
    };
    if (has(cat, "memcpy") || has(cat, "memset") || has(name, "memcpy") || has(name, "copy")) {
        return OpKind::Copy;
    }
    if (has(name, "nccl") || has(name, "allreduce") || has(name, "all_reduce") ||
        has(cat, "comm")) {
        return OpKind::Comm;
    }
    if (has(name, "gemm") || has(name, "matmul") || has(name, "conv") || has(name, "::mm") ||
        has(name, "addmm") ||  // torch.nn.Linear's product
        has(name, "bmm") || has(name, "fullyconnected") || has(name, "linear") ||
        has(name, "dot")) {
        return OpKind::MatMul;
    }
    // Random numbers before reductions: "normal" contains "norm".
    if (has(name, "rand") || has(name, "uniform") || has(name, "bernoulli") ||
        has(name, "dropout") || (has(name, "normal") && !has(name, "normaliz"))) {
        return OpKind::Random;
    }
    if (has(name, "sum") || has(name, "reduce") || has(name, "mean") || has(name, "norm") ||
        has(name, "softmax")) {
        return OpKind::Reduction;
    }
    if (has(name, "relu") || has(name, "add") || has(name, "mul") || has(name, "activation") ||
        has(name, "elementwise")) {
        return OpKind::Elementwise;
    }
    if (has(name, "reshape") || has(name, "transpose") || has(name, "view") || has(name, "cat") ||
        has(name, "slice")) {
        return OpKind::Layout;
    }
    // A constant written over an array is a memset, as AsyncLab's own zeros and ones are.
    if (has(name, "fill") || has(name, "zero") || has(name, "ones")) return OpKind::Elementwise;
    if (has(name, "empty")) return OpKind::Memory;  // an allocation, nothing computed
    if (has(cat, "kernel")) return OpKind::Fused;
    return OpKind::Other;
}

TraceSnapshotPtr generic_snapshot(const TraceFile& trace) {
    const TraceSummary summary = summarize(trace, 0);
    const double origin_us = summary.begin_us;
    auto to_ns = [origin_us](double us) {
        return static_cast<TimeNs>(std::llround((us - origin_us) * 1000.0));
    };

    std::map<std::pair<std::string, std::string>, std::size_t> row_of;
    std::vector<LaneData> lanes;
    auto row_for = [&](const std::string& pid, const std::string& tid) {
        auto [it, inserted] = row_of.try_emplace({pid, tid}, lanes.size());
        if (inserted) {
            LaneData lane;
            const TraceProcess* p = trace.find_process(pid);
            const TraceThread* t = trace.find_thread(pid, tid);
            lane.info.device = p && !p->name.empty() ? p->name : "pid " + pid;
            lane.info.name = t && !t->name.empty() ? t->name : "tid " + tid;
            lane.info.role = LaneRole::Other;
            lanes.push_back(std::move(lane));
        }
        return it->second;
    };
    for (const TraceLaneSummary& l : summary.lanes) {
        if (l.slices > 0) row_for(l.pid, l.tid);
    }

    // Flows: the slice a hop ends at waited on the slice it starts from.
    std::vector<std::vector<OpId>> waited(trace.slices.size());
    for (const TraceFlow& f : trace.flows) {
        if (f.from_slice && f.to_slice && *f.from_slice != *f.to_slice) {
            waited[*f.to_slice].push_back(static_cast<OpId>(*f.from_slice + 1));
        }
    }
    // Async slices nest among themselves: put them below the thread's ordinary ones.
    std::vector<int> sync_depth(lanes.size(), -1);
    for (const TraceSlice& s : trace.slices) {
        const std::size_t row = row_for(s.pid, s.tid);
        if (row >= sync_depth.size()) sync_depth.resize(row + 1, -1);
        if (!s.async) sync_depth[row] = std::max(sync_depth[row], s.depth);
    }

    StringTable names;
    OpIndex index;
    TraceTotals totals;
    for (std::size_t i = 0; i < trace.slices.size(); ++i) {
        const TraceSlice& slice = trace.slices[i];
        const std::size_t row = row_for(slice.pid, slice.tid);
        LaneData& lane = lanes[row];
        OpSpan s;
        s.start = to_ns(slice.ts_us);
        s.end = std::max(s.start, to_ns(slice.end_us()));
        s.push = s.start;
        s.id = static_cast<OpId>(i + 1);
        s.name = names.intern(slice.name);
        s.kind = guess_kind(slice);
        const std::string_view raw = slice.raw_args.json;
        if (raw.find("\"flops\"") != std::string_view::npos ||
            raw.find("\"bytes\"") != std::string_view::npos) {
            const json::Value args = slice.args();
            s.flops = args.double_or("flops", 0);
            s.bytes = args.double_or("bytes", 0);
        }
        const int depth = slice.depth + (slice.async ? sync_depth[row] + 1 : 0);
        s.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 15));
        s.deps_begin = static_cast<std::uint32_t>(lane.deps.size());
        s.deps_count = static_cast<std::uint32_t>(waited[i].size());
        lane.deps.insert(lane.deps.end(), waited[i].begin(), waited[i].end());
        lane.spans.push_back(s);
        index.set(s.id, OpLocation{static_cast<std::uint32_t>(row), s.start});
        ++totals.ops;
    }

    auto snap = std::make_shared<TraceSnapshot>();
    for (LaneData& lane : lanes) {
        finalize_lane(lane, 0, 0, 0);
        snap->row_of_slot.push_back(static_cast<std::uint32_t>(snap->lanes.size()));
        snap->lanes.push_back(std::make_shared<const LaneData>(std::move(lane)));
    }

    std::map<std::string, CounterSeries> counters;
    for (const TraceCounterSample& c : trace.counters) {
        std::string name =
            c.series.empty() || c.series == c.name ? c.name : c.name + " " + c.series;
        CounterSeries& series = counters[name];
        series.name = name;
        series.points.push_back(CounterPoint{to_ns(c.ts_us), c.value});
        ++totals.counter_samples;
    }
    for (auto& [name, series] : counters) {
        finalize_counter(series, 0);
        snap->counters.push_back(std::make_shared<const CounterSeries>(std::move(series)));
    }

    snap->names = names.publish();
    snap->op_pages = index.publish();
    snap->begin = 0;
    snap->end = std::max<TimeNs>(0, to_ns(summary.end_us));
    snap->totals = totals;
    snap->version = 1;
    if (trace.other_data.is_object()) snap->title = trace.other_data.string_or("title");
    return snap;
}

}  // namespace

TraceSnapshotPtr snapshot_from_trace(const TraceFile& trace) {
    if (!is_asynclab_trace(trace)) return generic_snapshot(trace);
    TraceBuilder builder;
    for (const TraceThread& t : trace.threads) {
        if (auto lane = parse_lane_name(t.name)) builder.add_lane(*lane);
    }
    builder.add(import_asynclab_trace(trace));
    builder.set_title(trace.other_data.string_or("title"));
    return builder.snapshot();
}

}  // namespace asynclab
