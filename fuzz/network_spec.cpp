// Network descriptions (engine/nn/network_spec.h), read from the Network dock's files, the
// CLI's network parameter and sessions: any input gives a description or an error that
// names where; a description that reads is valid, writes back to an equal one, infers its
// shapes and renders as Gluon code.
#include <cstdint>

#include "engine/nn/network_spec.h"
#include "engine/nn/shape_inference.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const nn::SpecParseResult parsed = nn::parse_spec(fuzz::text_of(data, size));
    if (!parsed.ok()) {
        fuzz::require(!parsed.error.empty(), "a description refused without a message");
        return 0;
    }
    const nn::NetworkSpec& spec = *parsed.spec;
    if (const auto problem = nn::validate(spec)) fuzz::broken("read but not valid", *problem);
    for (const bool pretty : {false, true}) {
        const nn::SpecParseResult again = nn::parse_spec(nn::to_json(spec, pretty));
        fuzz::require(again.ok(), "a description written back does not read again", again.error);
        fuzz::require(*again.spec == spec, "a description changed on a round trip");
    }
    const nn::NetworkShapes shapes = nn::infer_shapes(spec);
    if (const nn::BlockShape* bad = shapes.mismatch()) (void)bad->problem();
    (void)nn::gluon_code(spec);
    return 0;
}
