// Reading Chrome Trace Event Format files (from any producer: PyTorch/Kineto, MXNet,
// TensorFlow, chrome://tracing, our own write_chrome_trace) into a generic model, and
// recovering AsyncLab events from traces we wrote.
//
// What is understood:
// - array form ([...], the closing ']' may be missing) and object form ({"traceEvents"});
// - pid/tid as integers (uint64 beyond INT64_MAX kept exact), strings, or "" (kept as
//   text keys: 5 and "5" are the same process);
// - 'X' complete events; 'B'/'E' matched per (pid, tid) in timestamp order
//   (unbalanced ones give a warning; an unterminated 'B' ends at the end of the trace);
// - async 'b'/'e' matched by (pid, cat, id, name) into slices on their own pid/tid with
//   `async` set (their depth counts only among async slices of that thread); 'n' async
//   instants become instants;
// - 'C' counters, one series per args key ("name id" when the event has an id);
// - 'i'/'I'/'R' instants; flows 's'/'t'/'f' (v1) matched by (cat, id), each hop bound
//   to the slice enclosing it on its thread ('f' without bp "e": the next slice that
//   starts at or after it);
// - 'M' process_name, process_labels, process_sort_index, thread_name,
//   thread_sort_index. Other phases are counted and reported in one warning each.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/profiler/events.h"
#include "engine/util/json.h"

namespace asynclab {

/// A string of a trace, stored once per distinct value in the trace's TraceStrings (a
/// million slices named "aten::mm" share one copy). Cheap to copy; compares and converts
/// like the std::string it refers to. Valid while the TraceFile that made it (or a copy of
/// it) lives.
class TraceString {
  public:
    TraceString() noexcept : s_(&empty_string()) {}
    explicit TraceString(const std::string* s) noexcept : s_(s) {}

    const std::string& str() const noexcept { return *s_; }
    operator const std::string&() const noexcept { return *s_; }
    operator std::string_view() const noexcept { return *s_; }
    std::string_view view() const noexcept { return *s_; }
    bool empty() const noexcept { return s_->empty(); }
    std::size_t size() const noexcept { return s_->size(); }
    const char* c_str() const noexcept { return s_->c_str(); }
    /// Identity of the stored value: equal strings of one TraceFile have equal keys.
    const void* key() const noexcept { return s_; }

    friend bool operator==(const TraceString& a, const TraceString& b) noexcept {
        return a.s_ == b.s_ || *a.s_ == *b.s_;
    }
    friend bool operator==(const TraceString& a, std::string_view b) noexcept {
        return std::string_view(*a.s_) == b;
    }
    friend bool operator<(const TraceString& a, const TraceString& b) noexcept {
        return *a.s_ < *b.s_;
    }
    friend std::string operator+(const TraceString& a, std::string_view b) {
        std::string out(*a.s_);
        out.append(b);
        return out;
    }
    friend std::string operator+(std::string_view a, const TraceString& b) {
        std::string out(a);
        out.append(*b.s_);
        return out;
    }

  private:
    static const std::string& empty_string() noexcept;
    const std::string* s_;
};

/// The strings of one trace (names, categories, pids, tids, ids: each distinct value once)
/// and the raw JSON text of event args, kept as written and parsed when asked for.
class TraceStrings {
  public:
    TraceStrings();
    ~TraceStrings();
    TraceStrings(const TraceStrings&) = delete;
    TraceStrings& operator=(const TraceStrings&) = delete;

    TraceString intern(std::string_view s);
    /// A copy of `text` that lives as long as this table.
    std::string_view store(std::string_view text);
    std::size_t distinct() const;
    /// Bytes held (strings, their index and stored text).
    std::size_t memory_bytes() const;

  private:
    struct Impl;
    Impl* impl_;
};

struct TraceProcess {
    std::string pid;  ///< exact text of the pid ("0", "13084354670121613409", "Spans", "")
    std::string name;
    std::string labels;
    std::optional<std::int64_t> sort_index;
};

struct TraceThread {
    std::string pid;
    std::string tid;
    std::string name;
    std::optional<std::int64_t> sort_index;
};

/// The args of an event as written (raw JSON text, "" when absent), parsed on demand.
struct TraceArgs {
    std::string_view json;  ///< into the trace's TraceStrings
    /// The parsed args; null when absent or not valid.
    json::Value value() const;
    bool empty() const { return json.empty(); }
};

struct TraceSlice {
    TraceString pid;
    TraceString tid;
    TraceString name;
    TraceString cat;
    TraceString id;  ///< async id ('b'/'e'), exact text; empty otherwise
    double ts_us = 0;
    double dur_us = 0;
    TraceArgs raw_args;        ///< 'B'+'E' args merged
    std::uint32_t thread = 0;  ///< index into TraceFile::threads
    int depth = 0;             ///< nesting level on its thread (0 = top)
    char phase = 'X';          ///< 'X', 'B' (from a B/E pair) or 'b' (async b/e pair)
    bool async = false;
    double end_us() const { return ts_us + dur_us; }
    /// The event's args (null when absent), parsed from raw_args.
    json::Value args() const { return raw_args.value(); }
};

struct TraceCounterSample {
    TraceString pid;
    TraceString name;    ///< the event name (plus " <id>" when it had an id)
    TraceString series;  ///< the args key
    double ts_us = 0;
    double value = 0;
};

/// One hop of a flow: from the slice bound to one 's'/'t' to the slice bound to the
/// next 't'/'f' with the same (cat, id).
struct TraceFlow {
    TraceString id;
    TraceString name;
    TraceString cat;
    std::optional<std::size_t> from_slice;  ///< index into TraceFile::slices, or unresolved
    std::optional<std::size_t> to_slice;
    double from_ts_us = 0;
    double to_ts_us = 0;
};

struct TraceInstant {
    TraceString pid;
    TraceString tid;
    TraceString name;
    TraceString cat;
    double ts_us = 0;
    char scope = 't';  ///< 'g' global, 'p' process, 't' thread
    /// Index into TraceFile::threads for thread-scoped instants; kNoThread otherwise.
    std::uint32_t thread = kNoThread;
    static constexpr std::uint32_t kNoThread = 0xFFFFFFFFu;
    TraceArgs raw_args;
    json::Value args() const { return raw_args.value(); }
};

/// A trace in memory: compact records whose strings are interned in `strings` and whose
/// args stay raw JSON text until asked for (a 1 M-event trace takes about its size on disk
/// or less).
struct TraceFile {
    std::vector<TraceProcess> processes;       ///< sorted by sort index, then pid
    std::vector<TraceThread> threads;          ///< sorted by process order, sort index, tid
    std::vector<TraceSlice> slices;            ///< sorted by start, longer first on ties
    std::vector<TraceCounterSample> counters;  ///< in time order
    std::vector<TraceFlow> flows;
    std::vector<TraceInstant> instants;               ///< in time order
    std::string display_time_unit;                    ///< "ms", "ns" or "" when absent
    json::Value other_data;                           ///< "otherData" (null when absent)
    std::map<std::string, std::size_t> phase_counts;  ///< events per "ph" as written
    std::size_t event_count = 0;                      ///< entries in traceEvents
    std::vector<std::string> warnings;
    std::shared_ptr<TraceStrings> strings = std::make_shared<TraceStrings>();

    const TraceProcess* find_process(std::string_view pid) const;
    const TraceThread* find_thread(std::string_view pid, std::string_view tid) const;
    /// Bytes this trace holds in memory (records, strings, args).
    std::size_t memory_bytes() const;
};

/// Parses a trace in one streaming pass (events go straight into compact records; no
/// document tree is built). Throws std::runtime_error naming the problem ("trace is not valid
/// JSON: expected ',' or '}' at line 3, column 17", "... has no 'traceEvents' array").
TraceFile read_chrome_trace(std::string_view json_text);
/// How a long read reports and stops: `on_progress(bytes_done, bytes_total)` is called
/// from the reading thread every few megabytes of input (bytes of the file as stored, so a
/// .json.gz counts compressed bytes); when `cancel` becomes true the read stops and
/// throws TraceReadCancelled.
struct TraceReadControl {
    std::function<void(std::uint64_t done, std::uint64_t total)> on_progress;
    const std::atomic<bool>* cancel = nullptr;
};

class TraceReadCancelled : public std::runtime_error {
  public:
    TraceReadCancelled() : std::runtime_error("reading the trace was cancelled") {}
};

/// Same for a file, plain or gzip-compressed (.json.gz, recognised by its content); the
/// message names the file (and says when it cannot be read).
TraceFile read_chrome_trace_file(const std::string& path, const TraceReadControl& control = {});

/// The lane a thread named by LaneId::name() is ("cpu(0) compute 1", "gpu(0) copy d2h",
/// "front end 0"); nullopt for other names.
std::optional<LaneId> parse_lane_name(std::string_view name);

/// Recovers the events of a trace written by write_chrome_trace: ops (id, name, kind,
/// lane, issuer, push/start/end to the nanosecond, flops, bytes, waited_on, parent,
/// failed, skipped), syncs and counters. Slices on threads whose names are not lanes are
/// ignored. Ops come out sorted by end time, syncs by begin, counters by time.
EventBatch import_asynclab_trace(const TraceFile& trace);

struct TraceLaneSummary {
    std::string pid;
    std::string tid;
    std::string process_name;
    std::string thread_name;
    std::size_t slices = 0;
    std::size_t instants = 0;
    double busy_us = 0;  ///< union of the thread's slice intervals
};

struct TraceNameSummary {
    std::string name;
    std::size_t count = 0;
    double total_us = 0;
    double max_us = 0;
};

struct TraceSummary {
    std::vector<TraceLaneSummary> lanes;  ///< threads with events, in TraceFile order
    std::map<std::string, std::size_t> phase_counts;
    std::size_t events = 0;
    std::size_t processes = 0;
    std::size_t threads = 0;
    std::size_t slices = 0;
    std::size_t counter_samples = 0;
    std::size_t instants = 0;
    std::size_t flows = 0;
    std::size_t unresolved_flows = 0;
    double begin_us = 0;  ///< earliest timestamp (0 when there are no timed events)
    double end_us = 0;    ///< latest timestamp or slice end
    std::vector<TraceNameSummary> top_names;  ///< by total slice duration, descending
    std::size_t warnings = 0;
};

TraceSummary summarize(const TraceFile& trace, std::size_t top_n = 10);

}  // namespace asynclab
