// CachedOp: runs an optimized graph as ONE engine op per call (namespace asynclab::nn).
//
// The op reads the input's and the parameters' engine variables and writes the outputs
// and a workspace array allocated once (static allocation over the planned buffers; the
// workspace is written by every call, so calls are ordered). Nodes run one after the
// other with the CPU kernels inside that op.
//
// Training: when autograd records and an input or a parameter has history, the call runs
// the unplanned training graph (every activation kept in a per-call array), and records
// ONE tape entry whose backward pushes ONE engine op that runs the graph's adjoint in
// reverse topological order, producing the gradients of the input and every parameter.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/nn/autograd.h"
#include "engine/nn/graph.h"

namespace asynclab::nn {

class Parameter;

/// Evaluates node `id` of `g` on host values (row-major, as double) of its inputs: used by
/// constant folding. Throws for ops the executor cannot run.
std::vector<double> evaluate_node(const Graph& g, std::int64_t id,
                                  const std::vector<std::vector<double>>& inputs);

class CachedOp {
  public:
    /// `graph`: the graph run for inference (planned or not). `params` are bound to the
    /// graph's Param variables by full name. `training_graph`: the graph run while autograd
    /// records (must not contain fused_elementwise); defaults to `graph` without planning.
    /// Throws std::runtime_error naming the op and the node when the graph holds an op the
    /// CPU executor cannot run, or a parameter nothing binds.
    CachedOp(Graph graph, std::vector<Parameter*> params, std::optional<Graph> training_graph = {},
             std::string name = "cached_op");
    /// Parameters given as fixed arrays by name (an imported model).
    CachedOp(Graph graph, std::map<std::string, NDArray> params, std::string name = "cached_op");
    ~CachedOp();
    CachedOp(const CachedOp&) = delete;
    CachedOp& operator=(const CachedOp&) = delete;

    /// Runs the graph on `x` (the graph's single data input); returns its first output.
    Variable operator()(const Variable& x);
    /// Binds the fixed parameter `name` (given at construction) to `value` for the next
    /// calls: a graph whose other inputs change from call to call (a declared symbol's
    /// arguments). Its shape is checked at the call. Throws std::invalid_argument for a name
    /// the op was not given.
    void rebind(const std::string& name, NDArray value);

    const Graph& graph() const { return graph_; }
    const Graph& training_graph() const { return train_graph_; }
    const std::string& name() const { return name_; }
    /// The data input's shape and type the graph was built for.
    const Shape& input_shape() const;
    DType input_dtype() const;
    std::uint64_t calls() const { return calls_; }
    /// Bytes of the inference workspace (allocated once).
    std::int64_t workspace_bytes() const;

  private:
    struct Impl;
    void check_runnable(const Graph& g) const;
    /// The value of each Param variable of `g`, checked against the graph: the parameters'
    /// own variables (or the fixed arrays), valid until a parameter is set or rebound.
    std::vector<const Variable*> bound_params(const Graph& g) const;

    std::string name_;
    Graph graph_;
    Graph train_graph_;
    std::vector<Parameter*> params_;
    std::map<std::string, NDArray> fixed_;
    std::unique_ptr<Impl> impl_;
    std::uint64_t calls_ = 0;
};

}  // namespace asynclab::nn
