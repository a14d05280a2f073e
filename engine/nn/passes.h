// Graph passes of hybridization (namespace asynclab::nn). Each is a function Graph ->
// Graph that leaves its input untouched and can fill a report; optimize() runs them in
// order and keeps the graph before and after each one (what the GUI shows).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/nn/graph.h"

namespace asynclab::nn {

struct PassReport {
    std::string pass;
    std::size_t nodes_before = 0;
    std::size_t nodes_after = 0;
    std::int64_t bytes_before = 0;  ///< activation bytes (memory planning: planned bytes)
    std::int64_t bytes_after = 0;
    int changes = 0;      ///< nodes removed / merged / folded / fused / shared buffers
    std::string summary;  ///< one line, e.g. "removed 2 dead nodes"
};

/// Removes nodes no output depends on (data inputs are kept: they are the signature).
Graph eliminate_dead_code(const Graph& g, PassReport* report = nullptr);
/// Merges nodes with the same op, attributes and inputs (never Dropout or variables).
Graph eliminate_common_subexpressions(const Graph& g, PassReport* report = nullptr);
/// Evaluates nodes whose inputs are all constants into new constants, then drops the
/// constants nothing reads any more.
Graph fold_constants(const Graph& g, PassReport* report = nullptr);
/// FullyConnected (+ bias add) + Activation -> "fused_dense" (bias and activation in the
/// GEMM's epilogue); then chains of single-use elementwise ops on same-shape operands ->
/// one "fused_elementwise" node whose "program" attribute lists the steps.
Graph fuse_ops(const Graph& g, PassReport* report = nullptr);
/// Assigns every computed node a buffer: in place over its first input when that input
/// dies here (elementwise and reshaping ops), else a free buffer by liveness (best fit),
/// else a new one. Reports activation bytes before and planned bytes after.
Graph plan_memory(const Graph& g, PassReport* report = nullptr);

struct OptimizeOptions {
    bool dead_code = true;
    bool cse = true;
    bool fold = true;
    bool fuse = true;
    bool plan = true;
};

/// One step of optimize(): the pass's name ("traced" for the input), the graph after it,
/// and its report.
struct PassStep {
    std::string pass;
    Graph graph;
    PassReport report;
};

/// Runs the enabled passes in the order DCE, CSE, constant folding, fusion, memory
/// planning. The first step is the input ("traced"); the last one holds the result.
std::vector<PassStep> optimize(const Graph& g, const OptimizeOptions& options = {});

/// The chapter's fancy_func: a = 1, b = 2, c = 3, d = 4 (constants, or data variables of
/// shape (1) when !constant_inputs), e = add(a, b), f = add(c, d), g = add(e, f); output g.
Graph fancy_func_graph(bool constant_inputs = true);

}  // namespace asynclab::nn
