#include "engine/profiler/chrome_trace.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <ostream>
#include <set>
#include <unordered_map>

#include "engine/util/json.h"

namespace asynclab {

std::string ns_to_us_text(TimeNs ns) {
    std::uint64_t a = ns < 0 ? 0 - static_cast<std::uint64_t>(ns) : static_cast<std::uint64_t>(ns);
    std::string frac = std::to_string(a % 1000);
    std::string s = ns < 0 ? "-" : "";
    s += std::to_string(a / 1000);
    s += '.';
    s.append(3 - frac.size(), '0');
    s += frac;
    return s;
}

namespace {

/// end - start, 0 when negative, saturated instead of overflowing.
TimeNs span_ns(TimeNs start, TimeNs end) {
    TimeNs d = 0;
    if (__builtin_sub_overflow(end, start, &d)) return end > start ? INT64_MAX : 0;
    return d < 0 ? 0 : d;
}

LaneId front_end_lane(int index) {
    return LaneId{Device::cpu(0), LaneKind::FrontEnd, index};
}

LaneId normalized(LaneId lane) {
    if (lane.kind == LaneKind::FrontEnd) lane.device = Device::cpu(0);
    return lane;
}

/// pid/tid assignment, fixed by the set of lanes and devices used.
class Layout {
  public:
    Layout(const EventBatch& events, const TraceMetadata& meta) {
        std::set<LaneId> lanes;
        std::set<Device> devices;
        bool front_end = false;
        auto add_lane = [&](LaneId lane) {
            lane = normalized(lane);
            lanes.insert(lane);
            if (lane.kind == LaneKind::FrontEnd) {
                front_end = true;
            } else {
                devices.insert(lane.device);
            }
        };
        for (const LaneId& lane : meta.lanes) add_lane(lane);
        for (const OpEvent& op : events.ops) {
            add_lane(op.lane);
            add_lane(front_end_lane(op.issuer));
        }
        for (const SyncEvent& s : events.syncs) add_lane(front_end_lane(s.thread));
        for (const CounterEvent& c : events.counters) {
            if (c.kind == CounterKind::MemoryBytes) {
                devices.insert(c.device);
            } else {
                front_end = true;
            }
        }
        int pid = 1;
        if (front_end) {
            front_end_pid_ = pid;
            processes_.push_back({pid++, kFrontEndProcessName});
        }
        for (Device d : devices) {
            device_pid_[d] = pid;
            processes_.push_back({pid++, d.name()});
        }
        // Threads process by process, lanes in LaneId order within each. Thread ids are
        // unique across the whole trace (some viewers key threads by tid alone).
        std::vector<std::pair<int, LaneId>> ordered;
        for (const LaneId& lane : lanes) {
            ordered.emplace_back(
                lane.kind == LaneKind::FrontEnd ? front_end_pid_ : device_pid_.at(lane.device),
                lane);
        }
        std::stable_sort(ordered.begin(), ordered.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        int next_tid = 1000;
        std::map<int, int> sort_in_process;
        for (const auto& [p, lane] : ordered) {
            int tid = next_tid++;
            tids_[lane] = tid;
            threads_.push_back({p, tid, sort_in_process[p]++, lane.name()});
        }
    }

    struct Process {
        int pid;
        std::string name;
    };
    struct Thread {
        int pid;
        int tid;
        int sort_index;
        std::string name;
    };

    const std::vector<Process>& processes() const { return processes_; }
    const std::vector<Thread>& threads() const { return threads_; }
    int front_end_pid() const { return front_end_pid_; }
    int pid(LaneId lane) const {
        lane = normalized(lane);
        return lane.kind == LaneKind::FrontEnd ? front_end_pid_ : device_pid_.at(lane.device);
    }
    int device_pid(Device d) const { return device_pid_.at(d); }
    int tid(LaneId lane) const { return tids_.at(normalized(lane)); }

  private:
    std::vector<Process> processes_;
    std::vector<Thread> threads_;
    std::map<Device, int> device_pid_;
    std::map<LaneId, int> tids_;
    int front_end_pid_ = 0;
};

class TraceWriter {
  public:
    TraceWriter(json::Writer& w, const EventBatch& events, const TraceMetadata& meta)
        : w_(w), events_(events), meta_(meta), layout_(events, meta) {}

    void write() {
        w_.begin_object();
        w_.key("traceEvents").begin_array();
        write_metadata();
        for (const OpEvent& op : events_.ops) write_op(op);
        for (const OpEvent& op : events_.ops) write_issue(op);
        for (const SyncEvent& s : events_.syncs) write_sync(s);
        for (const CounterEvent& c : events_.counters) write_counter(c);
        write_flows();
        w_.line_break();
        w_.end_array();
        w_.line_break();
        w_.member("displayTimeUnit", "ns");
        w_.line_break();
        w_.key("otherData").begin_object();
        w_.member("title", meta_.title);
        w_.member("generator", kChromeTraceGenerator);
        w_.end_object();
        w_.line_break();
        w_.end_object();
        w_.line_break();
    }

  private:
    void ts(std::string_view key, TimeNs ns) {
        w_.key(key);
        w_.raw_number(ns_to_us_text(ns));
    }

    void begin_event(std::string_view name, std::string_view ph) {
        w_.line_break();
        w_.begin_object();
        w_.member("name", name);
        w_.member("ph", ph);
    }

    void write_metadata() {
        int order = 0;
        for (const auto& p : layout_.processes()) {
            begin_event("process_name", "M");
            w_.member("pid", p.pid);
            w_.key("args").begin_object().member("name", p.name).end_object();
            w_.end_object();
            begin_event("process_sort_index", "M");
            w_.member("pid", p.pid);
            w_.key("args").begin_object().member("sort_index", order++).end_object();
            w_.end_object();
        }
        for (const auto& t : layout_.threads()) {
            begin_event("thread_name", "M");
            w_.member("pid", t.pid);
            w_.member("tid", t.tid);
            w_.key("args").begin_object().member("name", t.name).end_object();
            w_.end_object();
            begin_event("thread_sort_index", "M");
            w_.member("pid", t.pid);
            w_.member("tid", t.tid);
            w_.key("args").begin_object().member("sort_index", t.sort_index).end_object();
            w_.end_object();
        }
    }

    void write_op(const OpEvent& op) {
        begin_event(op.name, "X");
        w_.member("cat", op_kind_name(op.kind));
        ts("ts", op.start);
        ts("dur", span_ns(op.start, op.end));
        w_.member("pid", layout_.pid(op.lane));
        w_.member("tid", layout_.tid(op.lane));
        w_.key("args").begin_object();
        w_.member("id", op.id);
        w_.member("flops", op.flops);
        w_.member("bytes", op.bytes);
        ts("push_us", op.push);
        w_.key("waited_on").begin_array();
        for (OpId id : op.waited_on) w_.value(id);
        w_.end_array();
        if (op.parent != 0) w_.member("parent", op.parent);
        if (op.failed) w_.member("failed", true);
        if (op.skipped) w_.member("skipped", true);
        if (op.device_timed()) {
            // ts/dur are the GPU's (device events); when the host launched it:
            ts("launch_us", op.launch_start);
            ts("launch_end_us", op.launch_end);
        }
        w_.end_object();
        w_.end_object();
    }

    void write_issue(const OpEvent& op) {
        LaneId fe = front_end_lane(op.issuer);
        begin_event("issue " + op.name, "i");
        w_.member("cat", "issue");
        w_.member("s", "t");
        ts("ts", op.push);
        w_.member("pid", layout_.pid(fe));
        w_.member("tid", layout_.tid(fe));
        w_.key("args").begin_object().member("id", op.id).end_object();
        w_.end_object();
    }

    void write_sync(const SyncEvent& s) {
        LaneId fe = front_end_lane(s.thread);
        begin_event(sync_kind_name(s.kind), "X");
        w_.member("cat", "sync");
        ts("ts", s.begin);
        ts("dur", span_ns(s.begin, s.end));
        w_.member("pid", layout_.pid(fe));
        w_.member("tid", layout_.tid(fe));
        w_.key("args").begin_object();
        w_.member("where", s.where);
        w_.member("what", s.what);
        w_.member("awaited", s.awaited);
        w_.end_object();
        w_.end_object();
    }

    void write_counter(const CounterEvent& c) {
        std::string name;
        const char* series = "bytes";
        int pid = layout_.front_end_pid();
        switch (c.kind) {
            case CounterKind::MemoryBytes:
                name = "memory " + c.device.name();
                pid = layout_.device_pid(c.device);
                break;
            case CounterKind::ResidentBytes: name = "resident memory"; break;
            case CounterKind::QueueDepth:
                name = "queue depth";
                series = "ops";
                break;
        }
        begin_event(name, "C");
        w_.member("cat", "counter");
        ts("ts", c.ts);
        w_.member("pid", pid);
        w_.key("args").begin_object().member(series, c.value).end_object();
        w_.end_object();
    }

    void write_flows() {
        std::unordered_map<OpId, std::size_t> by_id;
        by_id.reserve(events_.ops.size());
        for (std::size_t i = 0; i < events_.ops.size(); ++i) by_id.emplace(events_.ops[i].id, i);
        std::uint64_t flow_id = 1;
        for (const OpEvent& op : events_.ops) {
            for (OpId dep : op.waited_on) {
                auto it = by_id.find(dep);
                if (it == by_id.end()) continue;  // ran in an earlier batch
                const OpEvent& from = events_.ops[it->second];
                std::uint64_t id = flow_id++;
                // 's' binds to the enclosing slice: 1 ns before the end stays inside it.
                TimeNs s_ts = from.end > from.start ? from.end - 1 : from.start;
                begin_event("dependency", "s");
                w_.member("cat", "dependency");
                w_.member("id", id);
                ts("ts", s_ts);
                w_.member("pid", layout_.pid(from.lane));
                w_.member("tid", layout_.tid(from.lane));
                w_.end_object();
                begin_event("dependency", "f");
                w_.member("cat", "dependency");
                w_.member("id", id);
                w_.member("bp", "e");
                ts("ts", op.start);
                w_.member("pid", layout_.pid(op.lane));
                w_.member("tid", layout_.tid(op.lane));
                w_.end_object();
            }
        }
    }

    json::Writer& w_;
    const EventBatch& events_;
    const TraceMetadata& meta_;
    Layout layout_;
};

}  // namespace

void write_chrome_trace(std::ostream& out, const EventBatch& events, const TraceMetadata& meta) {
    json::Writer w(out);
    TraceWriter(w, events, meta).write();
    w.flush();
}

std::string chrome_trace_string(const EventBatch& events, const TraceMetadata& meta) {
    std::string out;
    json::Writer w(out);
    TraceWriter(w, events, meta).write();
    return out;
}

}  // namespace asynclab
