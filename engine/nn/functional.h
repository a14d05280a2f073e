// The op-level functional layer shared by both execution modes (namespace asynclab::nn).
//
// Layers describe their math once, against the abstract interface F, on opaque Tensor
// handles - the role of Gluon's `F` argument of hybrid_forward(F, x). ImperativeF runs
// every call at once on NDArray + autograd (Gluon's `mxnet.ndarray`). A later TraceF will
// record the same calls into a graph instead (Gluon's `mxnet.symbol`): its tensors are
// symbolic (a graph node and a shape), so item() and printing values are impossible
// there, and front-end side effects such as print() run only while tracing.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/nn/autograd.h"

namespace asynclab::nn {

class Parameter;

enum class ActKind : std::uint8_t { Relu = 0, Sigmoid, Tanh };
/// "relu", "sigmoid", "tanh" (Gluon's act_type spelling).
const char* activation_name(ActKind kind);
/// nullopt for an unknown name.
std::optional<ActKind> parse_activation(std::string_view name);

/// A value flowing through F: either an imperative Variable, or (later, when tracing) a
/// symbolic graph node with a known shape.
class Tensor {
  public:
    Tensor() = default;
    explicit Tensor(Variable value)
        : value_(std::move(value)), shape_(value_.shape()), dtype_(value_.dtype()) {}
    /// A traced value: output of graph node `node` (used by tracing front ends).
    static Tensor symbolic(std::int64_t node, Shape shape, DType dtype);

    bool defined() const { return value_.defined() || symbol_ >= 0; }
    bool is_symbolic() const { return symbol_ >= 0; }
    const Shape& shape() const { return shape_; }
    DType dtype() const { return dtype_; }
    /// The imperative value; throws std::logic_error for a symbolic tensor.
    const Variable& variable() const;
    /// The graph node of a symbolic tensor (-1 otherwise).
    std::int64_t symbol() const { return symbol_; }

  private:
    Variable value_;
    std::int64_t symbol_ = -1;
    Shape shape_;
    DType dtype_ = DType::Float32;
};

/// What a Print layer reports each time the front end executes it.
struct PrintEvent {
    std::string layer;  ///< the block's name, e.g. "print0"
    std::string label;  ///< its label, e.g. "value x" ("" when none)
    std::string text;   ///< the input's text (numpy style), or a symbol's description
    bool symbolic = false;
};
using PrintSink = std::function<void(const PrintEvent&)>;
/// "label: text" (the layer's name where it has no label): the default sink's line.
std::string print_line(const PrintEvent& e);

/// The operator set layers are written against. Every method returns at once in the
/// imperative implementation (ops are pushed to the engine), except the documented sync
/// points print() and item().
class F {
  public:
    virtual ~F() = default;
    /// "ndarray" (imperative) or "symbol" (traced): what Gluon shows as `module F`.
    virtual const char* name() const = 0;
    virtual bool is_symbolic() const = 0;

    /// A block's parameter as a tensor (its data with gradient history when imperative).
    virtual Tensor parameter(Parameter& p) = 0;

    /// Fully connected: y = x W^T + b with W (units, in_units), b (units) or undefined.
    /// flatten: x (N, ...) is flattened to (N, in_units); otherwise the last axis is the
    /// feature axis and the others are kept.
    virtual Tensor dense(const Tensor& x, const Tensor& weight, const Tensor& bias,
                         bool flatten) = 0;
    virtual Tensor activation(const Tensor& x, ActKind kind) = 0;
    /// Identity unless `training`; then inverted dropout with `rate`.
    virtual Tensor dropout(const Tensor& x, double rate, bool training) = 0;
    /// (N, d1, d2, ...) -> (N, d1 * d2 * ...).
    virtual Tensor flatten(const Tensor& x) = 0;
    virtual Tensor concat(const std::vector<Tensor>& xs, int axis) = 0;
    virtual Tensor reshape(const Tensor& x, const Shape& shape) = 0;
    virtual Tensor add(const Tensor& a, const Tensor& b) = 0;
    virtual Tensor sub(const Tensor& a, const Tensor& b) = 0;
    virtual Tensor mul(const Tensor& a, const Tensor& b) = 0;
    virtual Tensor mul_scalar(const Tensor& a, double s) = 0;
    virtual Tensor add_scalar(const Tensor& a, double s) = 0;
    virtual Tensor sum(const Tensor& x, const std::vector<int>& axes = {},
                       bool keepdims = false) = 0;
    virtual Tensor mean(const Tensor& x, const std::vector<int>& axes = {},
                        bool keepdims = false) = 0;
    virtual Tensor softmax_cross_entropy(const Tensor& logits, const Tensor& labels) = 0;
    virtual Tensor l2_loss(const Tensor& pred, const Tensor& label) = 0;

    /// Front-end side effect: reports `x` to `sink`. Imperatively this reads the values
    /// (a sync point) every time it runs; a tracer reports the symbol once.
    virtual void print(const std::string& layer, const std::string& label, const Tensor& x,
                       const PrintSink& sink) = 0;
    /// The value of a one-element tensor: a sync point. Impossible while tracing.
    virtual double item(const Tensor& x) = 0;
};

/// Runs every call at once on NDArray with autograd (recorded inside autograd::record()).
class ImperativeF final : public F {
  public:
    const char* name() const override { return "ndarray"; }
    bool is_symbolic() const override { return false; }
    Tensor parameter(Parameter& p) override;
    Tensor dense(const Tensor& x, const Tensor& weight, const Tensor& bias, bool flatten) override;
    Tensor activation(const Tensor& x, ActKind kind) override;
    Tensor dropout(const Tensor& x, double rate, bool training) override;
    Tensor flatten(const Tensor& x) override;
    Tensor concat(const std::vector<Tensor>& xs, int axis) override;
    Tensor reshape(const Tensor& x, const Shape& shape) override;
    Tensor add(const Tensor& a, const Tensor& b) override;
    Tensor sub(const Tensor& a, const Tensor& b) override;
    Tensor mul(const Tensor& a, const Tensor& b) override;
    Tensor mul_scalar(const Tensor& a, double s) override;
    Tensor add_scalar(const Tensor& a, double s) override;
    Tensor sum(const Tensor& x, const std::vector<int>& axes, bool keepdims) override;
    Tensor mean(const Tensor& x, const std::vector<int>& axes, bool keepdims) override;
    Tensor softmax_cross_entropy(const Tensor& logits, const Tensor& labels) override;
    Tensor l2_loss(const Tensor& pred, const Tensor& label) override;
    void print(const std::string& layer, const std::string& label, const Tensor& x,
               const PrintSink& sink) override;
    double item(const Tensor& x) override;
};

/// The shared stateless imperative instance.
ImperativeF& imperative_f();

}  // namespace asynclab::nn
