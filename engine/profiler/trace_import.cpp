#include "engine/profiler/trace_import.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "engine/profiler/chrome_trace.h"

namespace asynclab {

namespace {

constexpr double kEpsUs = 1e-4;  // 0.1 ns: tolerance for nesting and binding

/// Exact text of a pid/tid/id value: integers exactly, strings as they are.
std::string id_text(const json::Value& v) {
    switch (v.type()) {
        case json::Type::Null: return {};
        case json::Type::Bool: return v.as_bool() ? "true" : "false";
        case json::Type::Number: return v.number_text();
        case json::Type::String: return v.as_string();
        default: return json::dump(v);
    }
}

/// A timestamp in µs: numbers, or numeric strings. nullopt when absent or unreadable.
std::optional<double> number_of(const json::Value* v) {
    if (!v) return std::nullopt;
    if (v->is_number()) return v->as_double();
    if (v->is_string()) {
        const std::string& s = v->as_string();
        double d = 0;
        auto r = std::from_chars(s.data(), s.data() + s.size(), d);
        if (r.ec == std::errc() && r.ptr == s.data() + s.size() && std::isfinite(d)) return d;
    }
    return std::nullopt;
}

std::optional<std::int64_t> int_of(const json::Value* v) {
    auto d = number_of(v);
    if (!d) return std::nullopt;
    if (v->is_number()) {
        try {
            return v->as_int64();
        } catch (const json::TypeError&) {
        }
    }
    if (*d >= -9.2e18 && *d <= 9.2e18) return static_cast<std::int64_t>(std::llround(*d));
    return std::nullopt;
}

/// Integer value of a decimal id text, for ordering: (negative, magnitude).
std::optional<std::pair<bool, std::uint64_t>> as_integer(std::string_view s) {
    if (s.empty()) return std::nullopt;
    bool neg = s[0] == '-';
    std::string_view digits = neg ? s.substr(1) : s;
    std::uint64_t mag = 0;
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), mag);
    if (r.ec != std::errc() || r.ptr != digits.data() + digits.size() || digits.empty()) {
        return std::nullopt;
    }
    return std::make_pair(neg, mag);
}

/// Numbers before names; numbers by value; names alphabetically.
bool id_less(const std::string& a, const std::string& b) {
    auto ia = as_integer(a);
    auto ib = as_integer(b);
    if (ia && ib) {
        if (ia->first != ib->first) return ia->first;  // negative first
        return ia->first ? ia->second > ib->second : ia->second < ib->second;
    }
    if (ia || ib) return static_cast<bool>(ia);
    return a < b;
}

std::string thread_key(std::string_view pid, std::string_view tid) {
    std::string k;
    k.reserve(pid.size() + tid.size() + 1);
    k.append(pid);
    k.push_back('\x1f');
    k.append(tid);
    return k;
}

struct PendingBE {
    double ts;
    bool begin;
    std::size_t order;
    std::string name;
    std::string cat;
    json::Value args;
};

struct PendingAsync {
    double ts;
    bool begin;
    std::size_t order;
    std::string pid;
    std::string tid;
    std::string name;
    std::string cat;
    std::string id;
    json::Value args;
};

struct PendingFlow {
    double ts;
    char ph;  // 's', 't', 'f'
    bool enclosing;
    std::size_t order;
    std::string pid;
    std::string tid;
    std::string name;
    std::string cat;
    std::string id;
};

class Importer {
  public:
    TraceFile run(std::string_view text) {
        json::Value root = parse_root(text);
        const json::Array* events = nullptr;
        if (root.is_array()) {
            events = &root.as_array();
        } else if (root.is_object()) {
            const json::Value* te = root.find("traceEvents");
            if (!te) {
                throw std::runtime_error(
                    "not a Chrome trace: the top-level object has no 'traceEvents' array");
            }
            if (!te->is_array()) {
                throw std::runtime_error(std::string("not a Chrome trace: 'traceEvents' is ") +
                                         json::type_name(te->type()) + ", not an array");
            }
            events = &te->as_array();
            trace_.display_time_unit = root.string_or("displayTimeUnit");
            if (const json::Value* od = root.find("otherData")) trace_.other_data = *od;
        } else {
            throw std::runtime_error(std::string("not a Chrome trace: the top level is ") +
                                     json::type_name(root.type()) +
                                     ", not an array or an object with 'traceEvents'");
        }
        trace_.event_count = events->size();
        for (std::size_t i = 0; i < events->size(); ++i) read_event((*events)[i], i);
        finish();
        return std::move(trace_);
    }

  private:
    json::Value parse_root(std::string_view text) {
        json::Result r = json::parse(text);
        if (r.ok()) return std::move(r).value();
        // The array form may lack its closing ']' (streaming writers); repair that.
        std::string_view t = text;
        while (!t.empty() &&
               std::string_view(" \t\r\n").find(t.front()) != std::string_view::npos) {
            t.remove_prefix(1);
        }
        if (!t.empty() && t.front() == '[') {
            while (!t.empty() &&
                   std::string_view(" \t\r\n,").find(t.back()) != std::string_view::npos) {
                t.remove_suffix(1);
            }
            if (!t.empty() && t.back() != ']') {
                std::string fixed(t);
                fixed += ']';
                json::Result r2 = json::parse(fixed);
                if (r2.ok()) {
                    trace_.warnings.push_back("the trace array has no closing ']' (added)");
                    return std::move(r2).value();
                }
            }
        }
        throw std::runtime_error("trace is not valid JSON: " + r.error().to_string());
    }

    std::size_t process_index(const std::string& pid) {
        auto [it, inserted] = process_index_.try_emplace(pid, trace_.processes.size());
        if (inserted) trace_.processes.push_back(TraceProcess{pid, {}, {}, std::nullopt});
        return it->second;
    }

    std::size_t thread_index(const std::string& pid, const std::string& tid) {
        process_index(pid);
        auto [it, inserted] =
            thread_index_.try_emplace(thread_key(pid, tid), trace_.threads.size());
        if (inserted) trace_.threads.push_back(TraceThread{pid, tid, {}, std::nullopt});
        return it->second;
    }

    void note_ts(double t) {
        if (!have_span_) {
            min_ts_ = max_ts_ = t;
            have_span_ = true;
        }
        min_ts_ = std::min(min_ts_, t);
        max_ts_ = std::max(max_ts_, t);
    }

    void warn_once(const std::string& what) { aggregated_[what]++; }

    void read_event(const json::Value& ev, std::size_t order) {
        if (!ev.is_object()) {
            warn_once("entries of traceEvents that are not objects");
            return;
        }
        const json::Value* phv = ev.find("ph");
        if (!phv || !phv->is_string() || phv->as_string().empty()) {
            warn_once("events without a 'ph' phase");
            return;
        }
        const std::string& ph_text = phv->as_string();
        trace_.phase_counts[ph_text]++;
        char ph = ph_text.size() == 1 ? ph_text[0] : '?';
        std::string pid = id_text(ev["pid"]);
        std::string tid = id_text(ev["tid"]);
        std::string name = ev.string_or("name");
        std::string cat = ev.string_or("cat");
        std::optional<double> ts = number_of(ev.find("ts"));
        const json::Value& args = ev["args"];

        auto need_ts = [&]() {
            if (!ts) {
                warn_once(std::string("'") + ph + "' events without a valid 'ts' (skipped)");
                return false;
            }
            note_ts(*ts);
            return true;
        };

        switch (ph) {
            case 'X': {
                if (!need_ts()) return;
                double dur = number_of(ev.find("dur")).value_or(0);
                if (dur < 0) {
                    warn_once("'X' events with a negative 'dur' (set to 0)");
                    dur = 0;
                }
                note_ts(*ts + dur);
                thread_index(pid, tid);
                TraceSlice s;
                s.pid = std::move(pid);
                s.tid = std::move(tid);
                s.name = std::move(name);
                s.cat = std::move(cat);
                s.ts_us = *ts;
                s.dur_us = dur;
                s.args = args;
                s.phase = 'X';
                trace_.slices.push_back(std::move(s));
                return;
            }
            case 'B':
            case 'E': {
                if (!need_ts()) return;
                std::size_t t = thread_index(pid, tid);
                be_[t].push_back(
                    PendingBE{*ts, ph == 'B', order, std::move(name), std::move(cat), args});
                return;
            }
            case 'b':
            case 'e': {
                if (!need_ts()) return;
                thread_index(pid, tid);
                async_.push_back(PendingAsync{*ts, ph == 'b', order, std::move(pid), std::move(tid),
                                              std::move(name), std::move(cat), event_id(ev), args});
                return;
            }
            case 'n':
            case 'i':
            case 'I':
            case 'R': {
                if (!need_ts()) return;
                char scope = 't';
                std::string s = ev.string_or("s", "t");
                if (!s.empty()) scope = s[0];
                if (scope != 'g' && scope != 'p') scope = 't';
                if (ph == 'n') scope = 't';
                if (scope == 't') {
                    thread_index(pid, tid);
                } else if (scope == 'p') {
                    process_index(pid);
                }
                trace_.instants.push_back(TraceInstant{std::move(pid), std::move(tid),
                                                       std::move(name), std::move(cat), *ts, scope,
                                                       args});
                return;
            }
            case 'C': {
                if (!need_ts()) return;
                process_index(pid);
                std::string id = event_id(ev);
                std::string counter = id.empty() ? name : name + " " + id;
                if (!args.is_object()) {
                    warn_once("'C' events without an args object (skipped)");
                    return;
                }
                for (const auto& [key, v] : args.as_object()) {
                    auto value = number_of(&v);
                    if (!value) {
                        warn_once("counter values that are not numbers (skipped)");
                        continue;
                    }
                    trace_.counters.push_back(TraceCounterSample{pid, counter, key, *ts, *value});
                }
                return;
            }
            case 's':
            case 't':
            case 'f': {
                if (!need_ts()) return;
                thread_index(pid, tid);
                bool enclosing = ph != 'f' || ev.string_or("bp") == "e";
                flows_.push_back(PendingFlow{*ts, ph, enclosing, order, std::move(pid),
                                             std::move(tid), std::move(name), std::move(cat),
                                             event_id(ev)});
                return;
            }
            case 'M': read_metadata(ev, pid, tid, name, args); return;
            default: warn_once("events of unsupported phase '" + ph_text + "' (ignored)"); return;
        }
    }

    static std::string event_id(const json::Value& ev) {
        if (const json::Value* id = ev.find("id")) return id_text(*id);
        if (const json::Value* id2 = ev.find("id2")) {
            if (const json::Value* g = id2->find("global")) return "global:" + id_text(*g);
            if (const json::Value* l = id2->find("local")) return "local:" + id_text(*l);
        }
        return {};
    }

    void read_metadata(const json::Value& ev, const std::string& pid, const std::string& tid,
                       const std::string& name, const json::Value& args) {
        (void)ev;
        if (name == "process_name") {
            trace_.processes[process_index(pid)].name = args.string_or("name");
        } else if (name == "process_labels") {
            trace_.processes[process_index(pid)].labels = args.string_or("labels");
        } else if (name == "process_sort_index") {
            trace_.processes[process_index(pid)].sort_index = int_of(args.find("sort_index"));
        } else if (name == "thread_name") {
            trace_.threads[thread_index(pid, tid)].name = args.string_or("name");
        } else if (name == "thread_sort_index") {
            trace_.threads[thread_index(pid, tid)].sort_index = int_of(args.find("sort_index"));
        }
        // Other metadata (process_uptime_seconds, num_cpus, ...) is ignored.
    }

    static void merge_args(json::Value& into, const json::Value& more) {
        if (!more.is_object() || more.size() == 0) return;
        if (!into.is_object()) {
            into = more;
            return;
        }
        for (const auto& [k, v] : more.as_object()) into.set(k, v);
    }

    void match_begin_end() {
        std::size_t unmatched_end = 0;
        std::size_t unterminated = 0;
        for (auto& [thread, list] : be_) {
            std::stable_sort(list.begin(), list.end(),
                             [](const PendingBE& a, const PendingBE& b) { return a.ts < b.ts; });
            std::vector<PendingBE*> stack;
            const TraceThread& th = trace_.threads[thread];
            auto emit = [&](PendingBE& b, double end, const json::Value* end_args) {
                TraceSlice s;
                s.pid = th.pid;
                s.tid = th.tid;
                s.name = b.name;
                s.cat = b.cat;
                s.ts_us = b.ts;
                s.dur_us = std::max(0.0, end - b.ts);
                s.args = std::move(b.args);
                if (end_args) merge_args(s.args, *end_args);
                s.phase = 'B';
                trace_.slices.push_back(std::move(s));
            };
            for (PendingBE& e : list) {
                if (e.begin) {
                    stack.push_back(&e);
                } else if (stack.empty()) {
                    ++unmatched_end;
                } else {
                    emit(*stack.back(), e.ts, &e.args);
                    stack.pop_back();
                }
            }
            unterminated += stack.size();
            for (PendingBE* b : stack) emit(*b, max_ts_, nullptr);
        }
        if (unmatched_end) {
            trace_.warnings.push_back(std::to_string(unmatched_end) +
                                      " 'E' events without a matching 'B' (ignored)");
        }
        if (unterminated) {
            trace_.warnings.push_back(
                std::to_string(unterminated) +
                " 'B' events without a matching 'E' (ended at the trace end)");
        }
    }

    void match_async() {
        std::stable_sort(async_.begin(), async_.end(),
                         [](const PendingAsync& a, const PendingAsync& b) { return a.ts < b.ts; });
        std::unordered_map<std::string, std::vector<PendingAsync*>> open;
        std::size_t unmatched_end = 0;
        auto emit = [&](PendingAsync& b, double end, const json::Value* end_args) {
            TraceSlice s;
            s.pid = b.pid;
            s.tid = b.tid;
            s.name = b.name;
            s.cat = b.cat;
            s.ts_us = b.ts;
            s.dur_us = std::max(0.0, end - b.ts);
            s.args = std::move(b.args);
            if (end_args) merge_args(s.args, *end_args);
            s.phase = 'b';
            s.async = true;
            s.id = b.id;
            trace_.slices.push_back(std::move(s));
        };
        for (PendingAsync& a : async_) {
            std::string key = a.pid + '\x1f' + a.cat + '\x1f' + a.id + '\x1f' + a.name;
            if (a.begin) {
                open[key].push_back(&a);
                continue;
            }
            auto it = open.find(key);
            if (it == open.end() || it->second.empty()) {
                ++unmatched_end;
                continue;
            }
            emit(*it->second.back(), a.ts, &a.args);
            it->second.pop_back();
        }
        std::size_t unterminated = 0;
        std::vector<PendingAsync*> rest;
        for (auto& [key, list] : open) rest.insert(rest.end(), list.begin(), list.end());
        std::sort(rest.begin(), rest.end(),
                  [](const PendingAsync* a, const PendingAsync* b) { return a->order < b->order; });
        for (PendingAsync* b : rest) {
            emit(*b, max_ts_, nullptr);
            ++unterminated;
        }
        if (unmatched_end) {
            trace_.warnings.push_back(std::to_string(unmatched_end) +
                                      " async 'e' events without a matching 'b' (ignored)");
        }
        if (unterminated) {
            trace_.warnings.push_back(std::to_string(unterminated) +
                                      " async 'b' events without a matching 'e' (ended at the "
                                      "trace end)");
        }
    }

    void compute_depths() {
        std::stable_sort(trace_.slices.begin(), trace_.slices.end(),
                         [](const TraceSlice& a, const TraceSlice& b) {
                             if (a.ts_us != b.ts_us) return a.ts_us < b.ts_us;
                             return a.dur_us > b.dur_us;
                         });
        std::unordered_map<std::string, std::vector<double>> stacks;  // open slice ends
        for (std::size_t i = 0; i < trace_.slices.size(); ++i) {
            TraceSlice& s = trace_.slices[i];
            std::string key = thread_key(s.pid, s.tid);
            if (s.async)
                key +=
                    "\x1f"
                    "async";
            std::vector<double>& stack = stacks[key];
            while (!stack.empty() && stack.back() <= s.ts_us + kEpsUs) stack.pop_back();
            s.depth = static_cast<int>(stack.size());
            stack.push_back(s.end_us());
            if (!s.async) by_thread_[thread_key(s.pid, s.tid)].push_back(i);
        }
    }

    /// The deepest slice on (pid, tid) that contains t, or the next one starting at or
    /// after t when !enclosing.
    std::optional<std::size_t> bind(const std::string& pid, const std::string& tid, double t,
                                    bool enclosing) const {
        auto it = by_thread_.find(thread_key(pid, tid));
        if (it == by_thread_.end()) return std::nullopt;
        const std::vector<std::size_t>& list = it->second;
        const auto& slices = trace_.slices;
        if (!enclosing) {
            auto pos =
                std::lower_bound(list.begin(), list.end(), t - kEpsUs,
                                 [&](std::size_t i, double v) { return slices[i].ts_us < v; });
            if (pos == list.end()) return std::nullopt;
            return *pos;
        }
        // Slices starting at or before t, latest first: with proper nesting the first one
        // that contains t is the deepest; a top-level one that ended before t ends the scan.
        auto pos = std::upper_bound(list.begin(), list.end(), t + kEpsUs,
                                    [&](double v, std::size_t i) { return v < slices[i].ts_us; });
        while (pos != list.begin()) {
            --pos;
            const TraceSlice& s = slices[*pos];
            if (s.end_us() + kEpsUs >= t) return *pos;
            if (s.depth == 0) break;
        }
        return std::nullopt;
    }

    void resolve_flows() {
        std::unordered_map<std::string, std::vector<PendingFlow*>> groups;
        std::vector<std::string> group_order;
        for (PendingFlow& f : flows_) {
            std::string key = f.cat + '\x1f' + f.id;
            auto [it, inserted] = groups.try_emplace(key);
            if (inserted) group_order.push_back(key);
            it->second.push_back(&f);
        }
        auto rank = [](char ph) { return ph == 's' ? 0 : ph == 't' ? 1 : 2; };
        std::size_t unresolved = 0;
        for (const std::string& key : group_order) {
            auto& list = groups[key];
            std::stable_sort(list.begin(), list.end(),
                             [&](const PendingFlow* a, const PendingFlow* b) {
                                 if (a->ts != b->ts) return a->ts < b->ts;
                                 return rank(a->ph) < rank(b->ph);
                             });
            const PendingFlow* prev = nullptr;
            std::optional<std::size_t> prev_slice;
            for (const PendingFlow* f : list) {
                std::optional<std::size_t> here = bind(f->pid, f->tid, f->ts, f->enclosing);
                if (f->ph != 's') {
                    TraceFlow flow;
                    flow.id = f->id;
                    flow.name = f->name;
                    flow.cat = f->cat;
                    flow.from_slice = prev ? prev_slice : std::nullopt;
                    flow.to_slice = here;
                    flow.from_ts_us = prev ? prev->ts : f->ts;
                    flow.to_ts_us = f->ts;
                    if (!flow.from_slice || !flow.to_slice) ++unresolved;
                    trace_.flows.push_back(std::move(flow));
                }
                if (f->ph == 'f') {
                    prev = nullptr;
                    prev_slice.reset();
                } else {
                    prev = f;
                    prev_slice = here;
                }
            }
        }
        if (unresolved) {
            trace_.warnings.push_back(std::to_string(unresolved) +
                                      " flow hops with an end not bound to any slice");
        }
    }

    void sort_tracks() {
        auto& procs = trace_.processes;
        auto sort_key = [](const std::optional<std::int64_t>& idx, const std::string& id) {
            if (idx) return *idx;
            auto i = as_integer(id);
            if (i && !i->first && i->second <= static_cast<std::uint64_t>(INT64_MAX)) {
                return static_cast<std::int64_t>(i->second);
            }
            if (i && i->first && i->second <= static_cast<std::uint64_t>(INT64_MAX)) {
                return -static_cast<std::int64_t>(i->second);
            }
            return std::numeric_limits<std::int64_t>::max();
        };
        std::stable_sort(procs.begin(), procs.end(),
                         [&](const TraceProcess& a, const TraceProcess& b) {
                             auto ka = sort_key(a.sort_index, a.pid);
                             auto kb = sort_key(b.sort_index, b.pid);
                             if (ka != kb) return ka < kb;
                             return id_less(a.pid, b.pid);
                         });
        std::unordered_map<std::string, std::size_t> rank;
        for (std::size_t i = 0; i < procs.size(); ++i) rank[procs[i].pid] = i;
        std::stable_sort(trace_.threads.begin(), trace_.threads.end(),
                         [&](const TraceThread& a, const TraceThread& b) {
                             if (a.pid != b.pid) return rank[a.pid] < rank[b.pid];
                             auto ka = sort_key(a.sort_index, a.tid);
                             auto kb = sort_key(b.sort_index, b.tid);
                             if (ka != kb) return ka < kb;
                             return id_less(a.tid, b.tid);
                         });
    }

    void finish() {
        match_begin_end();
        match_async();
        compute_depths();
        resolve_flows();
        sort_tracks();
        auto by_ts = [](const auto& a, const auto& b) { return a.ts_us < b.ts_us; };
        std::stable_sort(trace_.counters.begin(), trace_.counters.end(), by_ts);
        std::stable_sort(trace_.instants.begin(), trace_.instants.end(), by_ts);
        for (const auto& [what, n] : aggregated_) {
            trace_.warnings.push_back(std::to_string(n) + " " + what);
        }
    }

    TraceFile trace_;
    std::unordered_map<std::string, std::size_t> process_index_;
    std::unordered_map<std::string, std::size_t> thread_index_;
    std::map<std::size_t, std::vector<PendingBE>> be_;  // by thread index
    std::vector<PendingAsync> async_;
    std::vector<PendingFlow> flows_;
    std::unordered_map<std::string, std::vector<std::size_t>> by_thread_;  // slice indices
    std::map<std::string, std::size_t> aggregated_;
    bool have_span_ = false;
    double min_ts_ = 0;
    double max_ts_ = 0;
};

TimeNs us_to_ns(double us) {
    // Clamped to ±4e18 ns (about 127 years) so sums of two values cannot overflow.
    constexpr double kMaxUs = 4e15;
    if (!(us > -kMaxUs)) us = -kMaxUs;
    if (!(us < kMaxUs)) us = kMaxUs;
    return static_cast<TimeNs>(std::llround(us * 1000.0));
}

std::optional<Device> parse_device(std::string_view s) {
    DeviceType type;
    if (s.starts_with("cpu(")) {
        type = DeviceType::CPU;
    } else if (s.starts_with("gpu(")) {
        type = DeviceType::GPU;
    } else {
        return std::nullopt;
    }
    if (!s.ends_with(")")) return std::nullopt;
    std::string_view digits = s.substr(4, s.size() - 5);
    int id = 0;
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), id);
    if (digits.empty() || r.ec != std::errc() || r.ptr != digits.data() + digits.size()) {
        return std::nullopt;
    }
    return Device{type, id};
}

std::optional<int> parse_int(std::string_view s) {
    int v = 0;
    auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

}  // namespace

const TraceProcess* TraceFile::find_process(std::string_view pid) const {
    for (const auto& p : processes) {
        if (p.pid == pid) return &p;
    }
    return nullptr;
}

const TraceThread* TraceFile::find_thread(std::string_view pid, std::string_view tid) const {
    for (const auto& t : threads) {
        if (t.pid == pid && t.tid == tid) return &t;
    }
    return nullptr;
}

TraceFile read_chrome_trace(std::string_view json_text) {
    return Importer().run(json_text);
}

TraceFile read_chrome_trace_file(const std::string& path, const TraceReadControl& control) {
    auto cancelled = [&] { return control.cancel && control.cancel->load(std::memory_order_relaxed); };
    if (cancelled()) throw TraceReadCancelled();
    std::string text;
    try {
        text = json::read_file(path);
    } catch (const std::exception& e) {
        throw std::runtime_error(std::string("cannot read trace: ") + e.what());
    }
    if (control.on_progress) control.on_progress(0, text.size());
    if (cancelled()) throw TraceReadCancelled();
    try {
        TraceFile file = read_chrome_trace(text);
        if (control.on_progress) control.on_progress(text.size(), text.size());
        return file;
    } catch (const std::exception& e) {
        throw std::runtime_error(path + ": " + e.what());
    }
}

std::optional<LaneId> parse_lane_name(std::string_view name) {
    constexpr std::string_view kFront = "front end ";
    if (name.starts_with(kFront)) {
        auto idx = parse_int(name.substr(kFront.size()));
        if (!idx) return std::nullopt;
        return LaneId{Device::cpu(0), LaneKind::FrontEnd, *idx};
    }
    auto space = name.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    auto device = parse_device(name.substr(0, space));
    if (!device) return std::nullopt;
    std::string_view rest = name.substr(space + 1);
    constexpr std::string_view kCompute = "compute ";
    if (rest.starts_with(kCompute)) {
        auto idx = parse_int(rest.substr(kCompute.size()));
        if (!idx) return std::nullopt;
        return LaneId{*device, LaneKind::Compute, *idx};
    }
    for (LaneKind k : {LaneKind::CopyH2D, LaneKind::CopyD2H, LaneKind::CopyPeer}) {
        if (rest == lane_kind_name(k)) return LaneId{*device, k, 0};
    }
    return std::nullopt;
}

EventBatch import_asynclab_trace(const TraceFile& trace) {
    EventBatch batch;
    std::unordered_map<std::string, LaneId> lanes;
    for (const TraceThread& t : trace.threads) {
        if (auto lane = parse_lane_name(t.name)) lanes.emplace(thread_key(t.pid, t.tid), *lane);
    }
    auto lane_of = [&](const std::string& pid, const std::string& tid) -> std::optional<LaneId> {
        auto it = lanes.find(thread_key(pid, tid));
        if (it == lanes.end()) return std::nullopt;
        return it->second;
    };
    auto uint_arg = [](const json::Value& args, std::string_view key) -> std::uint64_t {
        const json::Value* v = args.find(key);
        if (!v || !v->is_number()) return 0;
        try {
            return v->as_uint64();
        } catch (const json::TypeError&) {
            return 0;
        }
    };

    std::unordered_map<OpId, int> issuer;
    for (const TraceInstant& in : trace.instants) {
        if (in.cat != "issue") continue;
        auto lane = lane_of(in.pid, in.tid);
        if (lane && lane->kind == LaneKind::FrontEnd) issuer[uint_arg(in.args, "id")] = lane->index;
    }

    for (const TraceSlice& s : trace.slices) {
        if (s.async) continue;
        auto lane = lane_of(s.pid, s.tid);
        if (!lane) continue;
        TimeNs start = us_to_ns(s.ts_us);
        TimeNs end = start + us_to_ns(s.dur_us);
        if (lane->kind == LaneKind::FrontEnd) {
            if (s.cat != "sync") continue;
            SyncEvent e;
            for (int k = 0; k <= static_cast<int>(SyncKind::BackPressure); ++k) {
                if (s.name == sync_kind_name(static_cast<SyncKind>(k))) {
                    e.kind = static_cast<SyncKind>(k);
                }
            }
            e.thread = lane->index;
            e.begin = start;
            e.end = end;
            e.awaited = uint_arg(s.args, "awaited");
            e.where = s.args.string_or("where");
            e.what = s.args.string_or("what");
            batch.syncs.push_back(std::move(e));
            continue;
        }
        if (!s.args.find("id")) continue;
        OpEvent op;
        op.id = uint_arg(s.args, "id");
        op.name = s.name;
        for (int k = 0; k <= static_cast<int>(OpKind::Comm); ++k) {
            if (s.cat == op_kind_name(static_cast<OpKind>(k))) op.kind = static_cast<OpKind>(k);
        }
        op.lane = *lane;
        auto is = issuer.find(op.id);
        op.issuer = is == issuer.end() ? 0 : is->second;
        op.start = start;
        op.end = end;
        op.push = us_to_ns(s.args.double_or("push_us", s.ts_us));
        if (s.args.find("launch_end_us")) {
            op.launch_start = us_to_ns(s.args.double_or("launch_us", s.ts_us));
            op.launch_end = us_to_ns(s.args.double_or("launch_end_us", s.ts_us));
        }
        op.flops = s.args.double_or("flops");
        op.bytes = s.args.double_or("bytes");
        const json::Value& waited = s.args["waited_on"];
        if (waited.is_array()) {
            for (const json::Value& w : waited.as_array()) {
                if (w.is_number()) {
                    try {
                        op.waited_on.push_back(w.as_uint64());
                    } catch (const json::TypeError&) {
                    }
                }
            }
        }
        op.parent = uint_arg(s.args, "parent");
        const json::Value& failed = s.args["failed"];
        op.failed = failed.is_bool() && failed.as_bool();
        const json::Value& skipped = s.args["skipped"];
        op.skipped = skipped.is_bool() && skipped.as_bool();
        batch.ops.push_back(std::move(op));
    }

    for (const TraceCounterSample& c : trace.counters) {
        CounterEvent e;
        e.ts = us_to_ns(c.ts_us);
        e.value = c.value;
        if (c.name == "queue depth") {
            e.kind = CounterKind::QueueDepth;
        } else if (c.name == "resident memory") {
            e.kind = CounterKind::ResidentBytes;
        } else if (std::string_view(c.name).starts_with("memory ")) {
            auto device = parse_device(std::string_view(c.name).substr(7));
            if (!device) continue;
            e.kind = CounterKind::MemoryBytes;
            e.device = *device;
        } else {
            continue;
        }
        batch.counters.push_back(e);
    }

    std::stable_sort(batch.ops.begin(), batch.ops.end(), [](const OpEvent& a, const OpEvent& b) {
        if (a.end != b.end) return a.end < b.end;
        return a.id < b.id;
    });
    std::stable_sort(batch.syncs.begin(), batch.syncs.end(),
                     [](const SyncEvent& a, const SyncEvent& b) { return a.begin < b.begin; });
    std::stable_sort(batch.counters.begin(), batch.counters.end(),
                     [](const CounterEvent& a, const CounterEvent& b) { return a.ts < b.ts; });
    return batch;
}

TraceSummary summarize(const TraceFile& trace, std::size_t top_n) {
    TraceSummary sum;
    sum.phase_counts = trace.phase_counts;
    sum.events = trace.event_count;
    sum.processes = trace.processes.size();
    sum.threads = trace.threads.size();
    sum.slices = trace.slices.size();
    sum.counter_samples = trace.counters.size();
    sum.instants = trace.instants.size();
    sum.flows = trace.flows.size();
    sum.warnings = trace.warnings.size();
    for (const TraceFlow& f : trace.flows) {
        if (!f.from_slice || !f.to_slice) ++sum.unresolved_flows;
    }

    bool have = false;
    auto span = [&](double b, double e) {
        if (!have) {
            sum.begin_us = b;
            sum.end_us = e;
            have = true;
        }
        sum.begin_us = std::min(sum.begin_us, b);
        sum.end_us = std::max(sum.end_us, e);
    };
    for (const auto& s : trace.slices) span(s.ts_us, s.end_us());
    for (const auto& c : trace.counters) span(c.ts_us, c.ts_us);
    for (const auto& i : trace.instants) span(i.ts_us, i.ts_us);

    // Per thread: counts and the union of slice intervals.
    struct Acc {
        std::size_t slices = 0;
        std::size_t instants = 0;
        std::vector<std::pair<double, double>> intervals;
    };
    std::unordered_map<std::string, Acc> acc;
    std::unordered_map<std::string, TraceNameSummary> names;
    for (const auto& s : trace.slices) {
        Acc& a = acc[thread_key(s.pid, s.tid)];
        ++a.slices;
        a.intervals.emplace_back(s.ts_us, s.end_us());
        TraceNameSummary& n = names[s.name];
        n.name = s.name;
        ++n.count;
        n.total_us += s.dur_us;
        n.max_us = std::max(n.max_us, s.dur_us);
    }
    for (const auto& i : trace.instants) {
        if (i.scope == 't') ++acc[thread_key(i.pid, i.tid)].instants;
    }
    std::unordered_map<std::string, std::string> process_names;
    for (const auto& p : trace.processes) process_names[p.pid] = p.name;
    for (const auto& t : trace.threads) {
        auto it = acc.find(thread_key(t.pid, t.tid));
        if (it == acc.end()) continue;
        Acc& a = it->second;
        TraceLaneSummary lane;
        lane.pid = t.pid;
        lane.tid = t.tid;
        lane.process_name = process_names[t.pid];
        lane.thread_name = t.name;
        lane.slices = a.slices;
        lane.instants = a.instants;
        std::sort(a.intervals.begin(), a.intervals.end());
        double cur_b = 0, cur_e = 0;
        bool open = false;
        for (const auto& [b, e] : a.intervals) {
            if (open && b <= cur_e) {
                cur_e = std::max(cur_e, e);
                continue;
            }
            if (open) lane.busy_us += cur_e - cur_b;
            cur_b = b;
            cur_e = e;
            open = true;
        }
        if (open) lane.busy_us += cur_e - cur_b;
        sum.lanes.push_back(std::move(lane));
    }

    sum.top_names.reserve(names.size());
    for (auto& [name, n] : names) sum.top_names.push_back(std::move(n));
    std::sort(sum.top_names.begin(), sum.top_names.end(),
              [](const TraceNameSummary& a, const TraceNameSummary& b) {
                  if (a.total_us != b.total_us) return a.total_us > b.total_us;
                  return a.name < b.name;
              });
    if (sum.top_names.size() > top_n) sum.top_names.resize(top_n);
    return sum;
}

}  // namespace asynclab
