// Chrome traces (engine/profiler/trace_import.h): any input is read or refused with a
// std::runtime_error; a trace that reads can be summarized, and imported as AsyncLab's
// events (which refuses with an exception what it cannot import).
#include <cstdint>
#include <stdexcept>

#include "engine/profiler/trace_import.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    TraceFile trace;
    try {
        trace = read_chrome_trace(fuzz::text_of(data, size));
    } catch (const std::runtime_error& e) {
        fuzz::require(*e.what() != '\0', "a trace refused without a message");
        return 0;
    }
    const TraceSummary summary = summarize(trace);
    fuzz::require(summary.slices == trace.slices.size(), "the summary miscounts the slices");
    fuzz::require(summary.top_names.size() <= 10, "the summary lists more than ten names");
    try {
        (void)import_asynclab_trace(trace);
    } catch (const std::runtime_error&) {
        // Not AsyncLab's events: refused, with a message.
    }
    return 0;
}
