// Chrome traces as the views open them (ui/models/session.h's readTraceFile without the
// file): any trace that reads makes a snapshot for the timeline, memory and summary views.
#include <cstdint>
#include <stdexcept>

#include "engine/profiler/trace_import.h"
#include "fuzz/check.h"
#include "ui/models/trace_snapshot.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    TraceFile trace;
    try {
        trace = read_chrome_trace(fuzz::text_of(data, size));
    } catch (const std::runtime_error&) {
        return 0;
    }
    try {
        const TraceSnapshotPtr snapshot = snapshot_from_trace(trace);
        fuzz::require(snapshot != nullptr, "a trace that reads gave no snapshot");
    } catch (const std::runtime_error&) {
        // Refused with a message (an AsyncLab trace whose events do not import).
    }
    return 0;
}
