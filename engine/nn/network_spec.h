// Network descriptions: plain data the GUI edits, saved as JSON, built into blocks and
// rendered as the equivalent Gluon Python code (namespace asynclab::nn).
//
// File format ("asynclab-network", version 1), one JSON object:
//
//   {
//     "format": "asynclab-network",      required, exactly this string
//     "version": 1,                      required integer; newer versions are refused
//     "name": "mlp",                     optional string (<= 128 bytes)
//     "input_shape": [512],              required: one sample's shape, 1-8 positive dims
//     "batch_size": 1,                   optional positive integer (default 1)
//     "net": { node }                    required: the root block
//   }
//
// A node is an object with "kind" and the attributes of that kind (any other key is an
// error, so typos are caught):
//
//   HybridSequential, Sequential   "children": [node, ...]            (may be empty)
//   HybridConcurrent               "children": [node, ...] (>= 1), "axis": int (default 1)
//   Dense                          "units": int (required, 1..2^20),
//                                  "activation": "relu"|"sigmoid"|"tanh" (default none),
//                                  "use_bias": bool (true), "flatten": bool (true),
//                                  "in_units": int (0 = inferred at the first call)
//   Activation                     "activation": "relu"|"sigmoid"|"tanh" (required)
//   Dropout                        "rate": number in [0, 1) (default 0.5)
//   Flatten                        (no attributes)
//   Print                          "label": string (default "")
//   DataBranch                     "children": [then, else] (exactly two): runs `then`
//                                  when x.sum() > 0, else `else`
//
// Every node may carry "name": a fixed block name (an identifier, <= 64 bytes) used as the
// parameter prefix instead of the automatic one ("dense0"). Nodes nest at most 32 deep and
// a network has at most 4096 nodes.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/array/shape.h"
#include "engine/nn/blocks.h"

namespace asynclab::nn {

enum class NodeKind : std::uint8_t {
    HybridSequential = 0,
    Sequential,
    HybridConcurrent,
    Dense,
    Activation,
    Dropout,
    Flatten,
    Print,
    DataBranch,
};
/// "HybridSequential", "Dense", ... (the spelling used in files).
const char* node_kind_name(NodeKind kind);
std::optional<NodeKind> parse_node_kind(std::string_view name);
/// Kinds with children: the sequences, HybridConcurrent and DataBranch.
bool has_children(NodeKind kind);
/// Whether blocks of this kind are HybridBlocks (everything but Sequential, DataBranch).
bool is_hybrid_kind(NodeKind kind);

struct NodeSpec {
    NodeKind kind = NodeKind::HybridSequential;
    std::string name;           ///< fixed block name; "" = automatic
    std::int64_t units = 0;     ///< Dense
    std::string activation;     ///< Dense ("" = none), Activation (required)
    bool use_bias = true;       ///< Dense
    bool flatten = true;        ///< Dense
    std::int64_t in_units = 0;  ///< Dense (0 = inferred)
    double rate = 0.5;          ///< Dropout
    int axis = 1;               ///< HybridConcurrent
    std::string label;          ///< Print
    std::vector<NodeSpec> children;

    static NodeSpec container(NodeKind kind, std::vector<NodeSpec> children = {});
    static NodeSpec dense(std::int64_t units, std::string activation = {});
    static NodeSpec activation_layer(std::string activation);
    static NodeSpec dropout(double rate);
    static NodeSpec flatten_layer();
    static NodeSpec print(std::string label = {});
    static NodeSpec data_branch(NodeSpec then_branch, NodeSpec else_branch);

    friend bool operator==(const NodeSpec&, const NodeSpec&) = default;
};

struct NetworkSpec {
    std::string name;
    std::vector<std::int64_t> input_shape;  ///< one sample, e.g. {512}
    std::int64_t batch_size = 1;
    NodeSpec root;

    /// (batch_size, input_shape...)
    Shape batch_input_shape() const;
    friend bool operator==(const NetworkSpec&, const NetworkSpec&) = default;
};

inline constexpr int kSpecFormatVersion = 1;
inline constexpr int kSpecMaxDepth = 32;
inline constexpr int kSpecMaxNodes = 4096;

/// A malformed or invalid description; the message names where ("net.children[1].units").
class SpecError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

/// The first problem of a description ("net.children[0].units: must be ..."), or nullopt.
std::optional<std::string> validate(const NetworkSpec& spec);

/// The JSON document (pretty: two-space indent).
std::string to_json(const NetworkSpec& spec, bool pretty = true);
/// Parses and validates; throws SpecError (never crashes on hostile input).
NetworkSpec from_json(std::string_view text);

struct SpecParseResult {
    std::optional<NetworkSpec> spec;
    std::string error;  ///< "" when ok
    bool ok() const { return spec.has_value(); }
};
/// from_json without exceptions.
SpecParseResult parse_spec(std::string_view text);

/// The blocks of a (validated) description; throws SpecError when invalid.
BlockPtr build(const NetworkSpec& spec);
BlockPtr build(const NodeSpec& node);

/// The equivalent Gluon (MXNet 1.x) Python code, ending with net.initialize(). Print and
/// DataBranch, which are not Gluon layers, are emitted as small class definitions first.
std::string gluon_code(const NetworkSpec& spec);

// --- presets --------------------------------------------------------------------------------
/// Section 12.1's MLP: HybridSequential(Dense(256, relu), Dense(128, relu), Dense(2)), x (1, 512).
NetworkSpec preset_chapter_mlp();
/// Section 12.2.4's training network: Sequential(Dense(2048, relu), Dense(512, relu),
/// Dense(1)) with X (1024, 512).
NetworkSpec preset_training_mlp();
/// Section 12.1's HybridNet: prints its input, Dense(4) + relu, prints the hidden
/// result, Dense(2); x (1, 3).
NetworkSpec preset_hybridnet_print();
/// Exercise 1: two parallel branches concatenated on axis 1, then Dense(2).
NetworkSpec preset_concurrent();
/// Data-dependent control flow (exercise 3): Sequential(DataBranch(Dense(4, relu),
/// Dense(4, tanh)), Dense(2)).
NetworkSpec preset_data_branch();

struct Preset {
    std::string id;     ///< "chapter_mlp", ...
    std::string title;  ///< for menus
    NetworkSpec spec;
};
std::vector<Preset> presets();

}  // namespace asynclab::nn
