// MXNet symbol JSON (engine/nn/mxnet_format.h): any input loads as a graph or is refused
// with a std::runtime_error; a graph that loads can be described, written back (unless it
// holds nodes MXNet has no name for) and read again to the same nodes, and its shapes
// inferred again as the graph view does.
#include <cstdint>
#include <stdexcept>

#include "engine/array/shape.h"
#include "engine/nn/mxnet_format.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz::text_of(data, size));
    nn::MxnetLimits limits;
    limits.max_nodes = 4096;
    limits.max_array_elements = std::int64_t{1} << 24;
    nn::Graph graph;
    try {
        graph = nn::symbol_from_json(text, {}, limits);
    } catch (const std::runtime_error& e) {
        fuzz::require(*e.what() != '\0', "a symbol file refused without a message");
        return 0;
    }
    fuzz::require(graph.size() > 0, "a graph without nodes was accepted");
    (void)graph.dump();
    std::string written;
    try {
        written = nn::symbol_to_json(graph);
    } catch (const std::invalid_argument&) {
        return 0;  // constants or fused nodes: no MXNet equivalent
    }
    nn::Graph again;
    try {
        again = nn::symbol_from_json(written, {}, limits);
    } catch (const std::runtime_error& e) {
        fuzz::broken("a graph written back does not load again", e.what());
    }
    fuzz::require(again.size() == graph.size(), "a round trip changed the number of nodes");
    for (std::size_t i = 0; i < graph.size(); ++i) {
        fuzz::require(again.nodes[i].op == graph.nodes[i].op, "a round trip changed an op");
        fuzz::require(again.nodes[i].inputs == graph.nodes[i].inputs,
                      "a round trip changed a node's inputs");
    }
    try {
        graph.infer_shapes();
    } catch (const ShapeError&) {
    }
    return 0;
}
