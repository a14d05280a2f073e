// Export of profiler events in the Chrome Trace Event Format (JSON object form), which
// Perfetto (ui.perfetto.dev) and chrome://tracing open.
//
// Layout of the output:
// - one process per device ("cpu(0)", "gpu(0)"), plus a process "front end" holding
//   the front-end threads; one thread per lane (LaneId::name()), with
//   process_sort_index/thread_sort_index so lanes come out grouped and ordered;
// - ops are 'X' slices on their lane (cat = op_kind_name; args id, flops, bytes,
//   push_us, waited_on, parent, failed, skipped), each with an instant "issue <name>"
//   on the issuing front-end thread at push time;
// - syncs are 'X' slices (cat "sync", name sync_kind_name) on their front-end thread;
// - counters are 'C' events: "memory cpu(0)" {"bytes"} on the device's process,
//   "queue depth" {"ops"} and "resident memory" {"bytes"} on the front-end process;
// - each dependency (op B waited on op A, both in the batch) is a flow: 's' inside A's
//   slice 1 ns before its end, 'f' with "bp":"e" at B's start, cat "dependency" (viewers
//   bind the 'f' to the deepest slice there: a bulk's first inner op when it starts with
//   the bulk);
// - times are microseconds written with exactly 3 decimals (exact nanoseconds).
// Same EventBatch and metadata give byte-identical output. import_asynclab_trace()
// (trace_import.h) reads it back.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "engine/core/device.h"
#include "engine/profiler/events.h"

namespace asynclab {

struct TraceMetadata {
    std::string title;
    std::vector<LaneId> lanes;  ///< lanes to name even if no event ran on them
};

void write_chrome_trace(std::ostream& out, const EventBatch& events, const TraceMetadata& meta);
std::string chrome_trace_string(const EventBatch& events, const TraceMetadata& meta);

/// The value of otherData.generator in traces we write.
inline constexpr const char* kChromeTraceGenerator = "AsyncLab";
/// Name of the process holding the front-end threads.
inline constexpr const char* kFrontEndProcessName = "front end";

/// Nanoseconds as microseconds with exactly three decimals ("1234.567", "-0.001").
std::string ns_to_us_text(TimeNs ns);

}  // namespace asynclab
