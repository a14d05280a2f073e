// MXNet model files (namespace asynclab::nn): the symbol JSON ("prefix-symbol.json") and
// the binary NDArray list (".params"), as Gluon's HybridBlock.export writes them, and an
// importer that turns them back into a runnable graph (a SymbolBlock-like object).
//
// The reader also accepts older files: the pre-NNVM legacy format (per-node "param" and
// "attr" keys, 2-element inputs, no node_row_ptr, no version), the 0.9 format (params
// under "attr"), and "0" for unknown dims in __shape__. Graphs with ops this runtime
// cannot execute (Convolution, Pooling, BatchNorm, ...) load for inspection; running them
// throws an error naming the op and the node. Hostile files give std::runtime_error with
// a clear message; sizes are capped before anything is allocated.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/nn/autograd.h"
#include "engine/nn/graph.h"

namespace asynclab::nn {

class Block;
class CachedOp;

/// Caps applied to files being read.
struct MxnetLimits {
    std::size_t max_nodes = 1u << 20;
    std::size_t max_arrays = 1u << 16;
    std::int64_t max_array_elements = std::int64_t{1} << 31;
};

/// Writes the graph as MXNet symbol JSON (mxnet_version 10901, 3-element inputs, arg_nodes,
/// node_row_ptr, heads). Fused and constant nodes are refused (export the traced graph).
std::string symbol_to_json(const Graph& g);
/// Parses MXNet symbol JSON (any of the formats above). Variables named in `param_names`
/// become Param variables; the others Data. Throws std::runtime_error.
Graph symbol_from_json(const std::string& text, const std::vector<std::string>& param_names = {},
                       const MxnetLimits& limits = {});

/// MXNet's NDArray-list file: magic 0x112, reserved 0, the arrays (V2 records: magic
/// 0xF993FAC9, dense storage type, int64 shape, cpu context, type flag, raw data), then
/// the names. Keys are written as given (e.g. "arg:dense0_weight").
std::string params_to_bytes(const std::vector<std::pair<std::string, NDArray>>& arrays);
/// Reads V1/V2/V3 and legacy records. Throws std::runtime_error on truncated or absurd data.
std::vector<std::pair<std::string, NDArray>> params_from_bytes(const std::string& bytes,
                                                               const MxnetLimits& limits = {});

/// Gluon's export: `block` must be hybridized and called once. Writes
/// prefix-symbol.json and prefix-0000.params (names "arg:<param>"); returns both paths.
std::pair<std::string, std::string> export_model(const Block& block, const std::string& prefix);

/// A loaded model: the graph, its parameters by name, and a runner.
class SymbolBlock {
  public:
    SymbolBlock(Graph graph, std::map<std::string, NDArray> params, int mxnet_version,
                std::string format);
    ~SymbolBlock();
    const Graph& graph() const { return graph_; }
    const std::map<std::string, NDArray>& params() const { return params_; }
    /// 0 when the file has no version (legacy).
    int mxnet_version() const { return version_; }
    /// "nnvm" (nodes with attrs), "nnvm-attr" (0.9: params under "attr") or "legacy".
    const std::string& format() const { return format_; }
    /// Ops of the graph the CPU executor cannot run ("" entries never).
    std::vector<std::string> unsupported_ops() const;
    /// Runs the graph (compiled per input shape). Throws naming an op it cannot execute.
    Variable operator()(const Variable& x);

  private:
    Graph graph_;
    std::map<std::string, NDArray> params_;
    int version_;
    std::string format_;
    std::map<std::string, std::shared_ptr<CachedOp>> compiled_;
};

/// Loads prefix-symbol.json and (when `params_path` is not empty) the .params file; keys
/// "arg:"/"aux:" are stripped.
SymbolBlock import_model(const std::string& symbol_path, const std::string& params_path = {},
                         const MxnetLimits& limits = {});

}  // namespace asynclab::nn
