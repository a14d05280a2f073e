// The calibration cache (~/.cache/asynclab/this-machine.json, engine/hardware/calibrate.h),
// read at every start: any input gives a calibration or a std::runtime_error; one that
// reads is valid and writes back to one that reads the same.
#include <cstdint>
#include <stdexcept>

#include "engine/hardware/calibrate.h"
#include "engine/util/json.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const json::Result parsed = json::parse(fuzz::text_of(data, size));
    if (!parsed.ok()) return 0;
    hw::EngineCalibration c;
    try {
        c = hw::EngineCalibration::from_json(parsed.value());
    } catch (const std::runtime_error& e) {
        fuzz::require(*e.what() != '\0', "a calibration refused without a message");
        return 0;
    }
    fuzz::require(c.valid(), "an invalid calibration was accepted");
    try {
        const hw::EngineCalibration again = hw::EngineCalibration::from_json(c.to_json());
        fuzz::require(json::dump(again.to_json()) == json::dump(c.to_json()),
                      "a calibration changed on a round trip");
    } catch (const std::runtime_error& e) {
        fuzz::broken("a calibration written back does not read again", e.what());
    }
    return 0;
}
