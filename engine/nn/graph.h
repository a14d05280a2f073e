// The graph IR of hybridization (namespace asynclab::nn).
//
// A Graph is what TraceF records from a HybridBlock's hybrid_forward and what the passes,
// the cached op and the MXNet symbol exporter/importer work on. Op names follow MXNet's
// symbol names ("FullyConnected", "Activation", "elemwise_add", ...) so that export is a
// direct mapping; attributes are kept as MXNet writes them (strings: "True", "(2, 3)").
// Every node has one output (output index 0); imported graphs may reference other
// indices, which are kept for inspection but cannot be executed.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/array/shape.h"

namespace asynclab::nn {

/// An edge: output `index` of node `node`.
struct NodeRef {
    std::int64_t node = -1;
    int index = 0;
    friend bool operator==(const NodeRef&, const NodeRef&) = default;
};

/// What a variable ("null" op) node stands for.
enum class VarKind : std::uint8_t { None = 0, Data, Param };

struct GraphNode {
    std::string op;  ///< "null" for variables, "_const" for constants, else an op name
    std::string name;
    std::vector<NodeRef> inputs;
    std::map<std::string, std::string> attrs;
    VarKind var = VarKind::None;  ///< variables only
    std::vector<double> value;    ///< constants only (row-major)
    // Filled by infer_shapes() / the passes:
    Shape shape;
    bool shape_known = false;
    DType dtype = DType::Float32;
    double flops = 0;
    double bytes = 0;          ///< bytes read plus written by the op
    std::int64_t buffer = -1;  ///< planned buffer id (-1: none / not planned)
    bool inplace = false;      ///< writes into its first input's buffer

    bool is_variable() const { return op == "null"; }
    bool is_constant() const { return op == "_const"; }
    /// The attribute, or `fallback` when absent.
    std::string attr(const std::string& key, const std::string& fallback = {}) const;
};

/// Ops the CPU executor runs (the others load for inspection only).
bool op_is_executable(const std::string& op);
/// Elementwise ops (one output element from the same element of each input).
bool op_is_elementwise(const std::string& op);

class Graph {
  public:
    std::vector<GraphNode> nodes;
    std::vector<NodeRef> outputs;
    /// Planned buffers (bytes each), filled by plan_memory(); empty: one buffer per node.
    std::vector<std::int64_t> buffers;

    std::int64_t add_node(GraphNode node);
    std::int64_t add_variable(const std::string& name, const Shape& shape, DType dtype,
                              VarKind kind);
    std::int64_t add_constant(const std::string& name, const Shape& shape,
                              std::vector<double> values, DType dtype = DType::Float32);
    /// Adds an op node and infers its shape when its inputs' shapes are known (throws
    /// ShapeError naming the node on a mismatch).
    std::int64_t add_op(const std::string& op, const std::string& name, std::vector<NodeRef> inputs,
                        std::map<std::string, std::string> attrs = {});

    std::size_t size() const { return nodes.size(); }
    /// Node ids in an order where every input comes before its consumer. Throws
    /// std::runtime_error on a cycle or an input that does not exist.
    std::vector<std::int64_t> topo_order() const;
    /// Ids of the variables of kind `kind`, in node order.
    std::vector<std::int64_t> variables(VarKind kind) const;
    /// Number of nodes whose op is `op`.
    std::size_t count_op(const std::string& op) const;
    /// Id of the node named `name`, or -1.
    std::int64_t find(const std::string& name) const;
    /// How many edges (and graph outputs) read each node.
    std::vector<int> use_counts() const;

    /// (Re)infers every node's shape, dtype, FLOPs and bytes in topological order.
    /// Unknown ops and unknown (0) dims leave a shape unknown; a mismatch throws ShapeError
    /// naming the node.
    void infer_shapes();
    /// Total bytes of every non-variable node's output (no sharing).
    std::int64_t activation_bytes() const;

    /// One line per node: "#3 dense0_fwd = FullyConnected(#0, #1, #2) {num_hidden=256}
    /// -> (4, 256) float32 [buf 1]".
    std::string dump() const;
};

/// Bytes of one node's output (0 when its shape is unknown).
std::int64_t node_bytes(const GraphNode& n);

/// Parses MXNet tuple text "(2, 3)", "[2,3]", "(2,)" or "5"; nullopt when malformed.
std::optional<std::vector<std::int64_t>> parse_tuple(const std::string& text);
std::string format_tuple(const std::vector<std::int64_t>& dims);
/// "True"/"true"/"1" -> true.
bool parse_bool_attr(const std::string& text);

}  // namespace asynclab::nn
