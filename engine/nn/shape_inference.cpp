#include "engine/nn/shape_inference.h"

#include <algorithm>
#include <numeric>

namespace asynclab::nn {

namespace {

using Dims = std::vector<std::int64_t>;

std::int64_t product(Dims::const_iterator begin, Dims::const_iterator end) {
    return std::accumulate(begin, end, std::int64_t{1}, std::multiplies<>());
}

/// `n`'s shapes for `input`, and its children's (each block's rule is the one its layer
/// applies when called: Dense flattens unless told not to, HybridConcurrent concatenates
/// on its axis, DataBranch takes either branch).
BlockShape infer(const NodeSpec& n, const std::string& path, const std::optional<Shape>& input) {
    BlockShape b;
    b.kind = n.kind;
    b.name = n.name;
    b.path = path;
    b.input = input;
    b.axis = n.axis;
    auto child = [&](std::size_t i, const std::optional<Shape>& in) {
        b.children.push_back(
            infer(n.children[i], path + ".children[" + std::to_string(i) + "]", in));
        return b.children.back().output;
    };
    if (!input) {
        b.issue = ShapeIssue::InputUnknown;
        for (std::size_t i = 0; i < n.children.size(); ++i) child(i, std::nullopt);
        return b;
    }
    const Dims& x = input->dims();
    switch (n.kind) {
        case NodeKind::Dense: {
            const std::int64_t features = n.flatten ? product(x.begin() + 1, x.end()) : x.back();
            if (n.in_units > 0 && n.in_units != features) {
                b.issue = ShapeIssue::InUnitsMismatch;
                b.expected = n.in_units;
                b.got = features;
                break;
            }
            b.parameters = features * n.units + (n.use_bias ? n.units : 0);
            Dims out = n.flatten ? Dims{x.front()} : Dims(x.begin(), x.end() - 1);
            out.push_back(n.units);
            b.output = Shape(std::move(out));
            break;
        }
        case NodeKind::Flatten:
            b.output = Shape({x.front(), product(x.begin() + 1, x.end())});
            break;
        case NodeKind::Activation:
        case NodeKind::Dropout:
        case NodeKind::Print: b.output = input; break;
        case NodeKind::HybridSequential:
        case NodeKind::Sequential: {
            std::optional<Shape> y = input;
            for (std::size_t i = 0; i < n.children.size(); ++i) y = child(i, y);
            b.output = y;
            if (!y) b.issue = ShapeIssue::InnerUnknown;
            break;
        }
        case NodeKind::HybridConcurrent: {
            std::vector<std::optional<Shape>> outs;
            for (std::size_t i = 0; i < n.children.size(); ++i) outs.push_back(child(i, input));
            if (outs.empty()) {
                b.issue = ShapeIssue::NoBranch;
                break;
            }
            if (std::any_of(outs.begin(), outs.end(), [](const auto& o) { return !o; })) {
                b.issue = ShapeIssue::BranchUnknown;
                break;
            }
            Dims o = outs.front()->dims();
            const int rank = static_cast<int>(o.size());
            const int axis = n.axis < 0 ? n.axis + rank : n.axis;
            if (axis < 0 || axis >= rank) {
                b.issue = ShapeIssue::AxisOutOfRange;
                b.got = rank;
                break;
            }
            for (std::size_t i = 1; i < outs.size(); ++i) {
                const Dims& d = outs[i]->dims();
                bool fits = d.size() == o.size();
                for (std::size_t k = 0; fits && k < d.size(); ++k)
                    fits = static_cast<int>(k) == axis || d[k] == o[k];
                if (!fits) {
                    b.issue = ShapeIssue::BranchesDoNotConcatenate;
                    b.first = *outs.front();
                    b.second = *outs[i];
                    break;
                }
                o[static_cast<std::size_t>(axis)] += d[static_cast<std::size_t>(axis)];
            }
            if (b.issue == ShapeIssue::None) b.output = Shape(std::move(o));
            break;
        }
        case NodeKind::DataBranch: {
            std::vector<std::optional<Shape>> outs;
            for (std::size_t i = 0; i < n.children.size(); ++i) outs.push_back(child(i, input));
            if (outs.size() != 2) {
                b.issue = ShapeIssue::BranchCount;
            } else if (!outs[0] || !outs[1]) {
                b.issue = ShapeIssue::BranchUnknown;
            } else if (*outs[0] != *outs[1]) {
                b.issue = ShapeIssue::DataDependent;
                b.first = *outs[0];
                b.second = *outs[1];
            } else {
                b.output = outs[0];
            }
            break;
        }
    }
    return b;
}

std::int64_t total_parameters(const BlockShape& b) {
    std::int64_t total = b.parameters;
    for (const BlockShape& c : b.children) total += total_parameters(c);
    return total;
}

const BlockShape* first_mismatch(const BlockShape& b) {
    // A block's own mismatch comes after those inside it: they are what it found first.
    for (const BlockShape& c : b.children)
        if (const BlockShape* m = first_mismatch(c)) return m;
    return is_mismatch(b.issue) ? &b : nullptr;
}

}  // namespace

bool is_mismatch(ShapeIssue issue) {
    return issue == ShapeIssue::InUnitsMismatch || issue == ShapeIssue::AxisOutOfRange ||
           issue == ShapeIssue::BranchesDoNotConcatenate;
}

std::string BlockShape::problem() const {
    switch (issue) {
        case ShapeIssue::None: return {};
        case ShapeIssue::InputUnknown: return "its input has no known shape";
        case ShapeIssue::InnerUnknown: return "a block inside has no known output shape";
        case ShapeIssue::BranchUnknown: return "a branch has no known output shape";
        case ShapeIssue::NoBranch: return "a HybridConcurrent needs at least one branch";
        case ShapeIssue::BranchCount: return "a DataBranch needs exactly two branches";
        case ShapeIssue::DataDependent:
            return "the branches give different shapes (" + first.to_string() + " and " +
                   second.to_string() + "), so the output depends on the data";
        case ShapeIssue::InUnitsMismatch:
            return "expects " + std::to_string(expected) + " input features (in_units) but gets " +
                   std::to_string(got) + (input ? " from " + input->to_string() : std::string());
        case ShapeIssue::AxisOutOfRange:
            return "axis " + std::to_string(axis) + " is out of range for outputs of rank " +
                   std::to_string(got);
        case ShapeIssue::BranchesDoNotConcatenate:
            return "branch outputs " + first.to_string() + " and " + second.to_string() +
                   " cannot be concatenated on axis " + std::to_string(axis);
    }
    return {};
}

std::string BlockShape::describe() const {
    return path + " (" + node_kind_name(kind) + (name.empty() ? "" : " '" + name + "'") + ")";
}

const BlockShape* NetworkShapes::mismatch() const {
    return first_mismatch(root);
}

NetworkShapes infer_shapes(const NodeSpec& root, const std::optional<Shape>& input) {
    NetworkShapes s;
    s.root = infer(root, "net", input);
    if (s.root.output) s.parameters = total_parameters(s.root);
    return s;
}

NetworkShapes infer_shapes(const NetworkSpec& spec) {
    const bool known = !spec.input_shape.empty() && spec.batch_size > 0 &&
                       std::all_of(spec.input_shape.begin(), spec.input_shape.end(),
                                   [](std::int64_t d) { return d > 0; });
    return infer_shapes(spec.root,
                        known ? std::optional<Shape>(spec.batch_input_shape()) : std::nullopt);
}

NetworkShapes check_shapes(const NodeSpec& root, const Shape& input) {
    NetworkShapes s = infer_shapes(root, input);
    if (const BlockShape* bad = s.mismatch())
        throw SpecError("network spec: the shapes do not fit at " + bad->describe() + ": " +
                        bad->problem());
    return s;
}

NetworkShapes check_shapes(const NetworkSpec& spec) {
    return check_shapes(spec.root, spec.batch_input_shape());
}

}  // namespace asynclab::nn
