// The JSON parser (engine/util/json.h), under every other reader: any input gives a value
// or an error with a message and a position inside the text; a value written back (compact
// and pretty) parses to an equal value, and writing it again gives the same bytes.
#include <cstdint>

#include "engine/util/json.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    json::ParseLimits limits;
    limits.max_depth = 64;  // the defaults, smaller: deep nesting is cheap to find
    const json::Result parsed = json::parse(text, limits);
    if (!parsed.ok()) {
        fuzz::require(!parsed.error().message.empty(), "a parse error without a message");
        fuzz::require(parsed.error().offset <= size, "a parse error past the end of the text",
                      parsed.error_message());
        fuzz::require(parsed.error().line >= 1 && parsed.error().column >= 1,
                      "a parse error without a line and column", parsed.error_message());
        return 0;
    }
    for (const bool pretty : {false, true}) {
        const std::string written = json::dump(parsed.value(), pretty);
        const json::Result again = json::parse(written, limits);
        fuzz::require(again.ok(), "what the writer wrote does not parse", again.error_message());
        fuzz::require(again.value() == parsed.value(), "a value changed on a round trip", written);
        fuzz::require(json::dump(again.value(), pretty) == written,
                      "writing the same value twice gave different bytes", written);
    }
    return 0;
}
