// Shape inference over a network description (namespace asynclab::nn): each block's input
// and output shape for a batch, and the parameters of its layers, without building or
// running anything. The Network dock shows it per row; the network scenario refuses a
// description whose shapes do not fit before it runs it.
//
//   NetworkShapes s = infer_shapes(spec);        // spec.batch_input_shape() as the input
//   s.output();                                  // (1, 2) for the chapter's MLP
//   s.parameters;                                // 512 * 256 + 256 + ...
//   if (const BlockShape* bad = s.mismatch()) bad->problem();
//   check_shapes(spec);                          // throws SpecError naming the layer
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/array/shape.h"
#include "engine/nn/network_spec.h"

namespace asynclab::nn {

/// Why a block has no known output shape.
enum class ShapeIssue : std::uint8_t {
    None = 0,
    // Unknown, although nothing is wrong with the block itself:
    InputUnknown,   ///< its input has no known shape (a block before it has none)
    InnerUnknown,   ///< a sequence: a block inside has no known output shape
    BranchUnknown,  ///< a HybridConcurrent or DataBranch: a branch has none
    NoBranch,       ///< a HybridConcurrent without branches
    BranchCount,    ///< a DataBranch without exactly two branches
    DataDependent,  ///< a DataBranch whose branches give different shapes (`first`, `second`)
    // The shapes do not fit: running the network would fail here.
    InUnitsMismatch,          ///< a Dense fixed to `expected` input features gets `got`
    AxisOutOfRange,           ///< a HybridConcurrent's axis for outputs of rank `got`
    BranchesDoNotConcatenate  ///< branch outputs `first` and `second` differ off the axis
};
/// Whether `issue` means that the shapes do not fit (not only that one is unknown).
bool is_mismatch(ShapeIssue issue);

/// One block of the description, with its children in the same order as the NodeSpec's.
struct BlockShape {
    NodeKind kind = NodeKind::HybridSequential;
    std::string name;             ///< the node's fixed name ("" = automatic)
    std::string path;             ///< "net.children[1]", as validate() names nodes
    std::optional<Shape> input;   ///< nullopt: unknown
    std::optional<Shape> output;  ///< nullopt: unknown, `issue` says why
    ShapeIssue issue = ShapeIssue::None;
    int axis = 0;                 ///< AxisOutOfRange, BranchesDoNotConcatenate: as specified
    std::int64_t expected = 0;    ///< InUnitsMismatch: the Dense's in_units
    std::int64_t got = 0;         ///< InUnitsMismatch: the features; AxisOutOfRange: the rank
    Shape first, second;          ///< DataDependent, BranchesDoNotConcatenate: the two shapes
    std::int64_t parameters = 0;  ///< a Dense's weights and biases (when its input is known)
    std::vector<BlockShape> children;

    /// Why the output is unknown, in a sentence ("" when it is known): "expects 7 input
    /// features but gets 256".
    std::string problem() const;
    /// "net.children[1] (Dense 'hidden')", the block as messages name it.
    std::string describe() const;
};

struct NetworkShapes {
    BlockShape root;
    /// Weights and biases of every layer; nullopt when the output shape is unknown.
    std::optional<std::int64_t> parameters;

    const std::optional<Shape>& output() const { return root.output; }
    /// The first block (depth first, in order) whose shapes do not fit, or null.
    const BlockShape* mismatch() const;
};

/// Infers every block's shapes for a batch of `input` (nullopt: unknown, every block is).
NetworkShapes infer_shapes(const NodeSpec& root, const std::optional<Shape>& input);
/// The same for the description's own batch (spec.batch_input_shape()), or an unknown input
/// when its input shape or batch size is not positive.
NetworkShapes infer_shapes(const NetworkSpec& spec);

/// infer_shapes, throwing SpecError when the shapes do not fit: "network spec: the shapes do
/// not fit at net.children[1] (Dense): expects 7 input features but gets 256".
NetworkShapes check_shapes(const NodeSpec& root, const Shape& input);
NetworkShapes check_shapes(const NetworkSpec& spec);

}  // namespace asynclab::nn
