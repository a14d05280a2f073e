// MXNet .params files (engine/nn/mxnet_format.h): any bytes give the arrays or a
// std::runtime_error; arrays that load are written back and read again to the same shapes,
// types and names.
#include <cstdint>
#include <stdexcept>

#include "engine/array/ndarray.h"
#include "engine/nn/mxnet_format.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(fuzz::text_of(data, size));
    nn::MxnetLimits limits;
    limits.max_array_elements = std::int64_t{1} << 20;
    std::vector<std::pair<std::string, NDArray>> arrays;
    try {
        arrays = nn::params_from_bytes(bytes, limits);
    } catch (const std::runtime_error& e) {
        fuzz::require(*e.what() != '\0', "a params file refused without a message");
        return 0;
    }
    std::vector<std::pair<std::string, NDArray>> defined;
    for (const auto& entry : arrays)
        if (entry.second.defined()) defined.push_back(entry);
    const std::string written = nn::params_to_bytes(defined);
    std::vector<std::pair<std::string, NDArray>> again;
    try {
        again = nn::params_from_bytes(written, limits);
    } catch (const std::runtime_error& e) {
        fuzz::broken("arrays written back do not load again", e.what());
    }
    fuzz::require(again.size() == defined.size(), "a round trip changed the number of arrays");
    for (std::size_t i = 0; i < again.size(); ++i) {
        fuzz::require(again[i].first == defined[i].first, "a round trip changed a name");
        fuzz::require(again[i].second.shape() == defined[i].second.shape(),
                      "a round trip changed a shape");
        fuzz::require(again[i].second.dtype() == defined[i].second.dtype(),
                      "a round trip changed an element type");
    }
    return 0;
}
