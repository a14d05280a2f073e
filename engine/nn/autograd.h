// Reverse-mode automatic differentiation on top of NDArray (namespace asynclab::nn).
//
// A Variable is an NDArray plus its autograd history. While an autograd::record() scope is
// open on this thread, every differentiable op below that has an input with history (a
// leaf made by attach_grad(), or the output of another recorded op) appends one entry to
// the tape: the op's name, its inputs' history and a backward closure. backward() walks
// the tape entries reachable from the head in reverse recording order and calls each
// closure; the closures only push NDArray ops or engine ops, so backward returns at once
// like any other op and the gradients are ready when a sync point reads them.
//
// Gradient requests follow Gluon: GradReq::Write (the default) overwrites a leaf's grad
// array with this backward's gradient (contributions from several uses of the leaf are
// summed first), GradReq::Add adds to it, GradReq::Null skips the leaf.
//
// Custom ops pushed here name every array they read and write; the engine frees an
// array's storage only after every op pushed on its variable, so storage lives while
// they run (see detail::push_op for why the closures hold raw storage pointers rather
// than NDArray copies). float32 and float64 are supported; custom ops run on the CPU.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/array/ndarray.h"

namespace asynclab::nn {

enum class GradReq : std::uint8_t { Null = 0, Write, Add };
const char* grad_req_name(GradReq req);  // "null", "write", "add"

namespace autograd {

/// Whether ops on this thread are recorded, and whether layers run in training mode
/// (Dropout is active only in training mode).
bool is_recording();
bool is_training();

/// RAII scope that sets the recording and training flags of this thread and restores the
/// previous ones when it ends. Nests.
class Scope {
  public:
    Scope(bool recording, bool training);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

  private:
    bool prev_recording_;
    bool prev_training_;
};

/// `auto rec = autograd::record();` like Gluon's `with autograd.record():`.
[[nodiscard]] inline Scope record(bool train_mode = true) {
    return Scope(true, train_mode);
}
/// Stops recording inside a record() scope (e.g. to compute a metric).
[[nodiscard]] inline Scope pause(bool train_mode = false) {
    return Scope(false, train_mode);
}
/// Sets this thread's flags with no scope to restore them (a front end whose ops are recorded
/// by default, as PyTorch's are).
void set_mode(bool recording, bool training);
/// Training / prediction mode without changing whether ops are recorded.
[[nodiscard]] Scope train_mode();
[[nodiscard]] Scope predict_mode();

/// One recorded op (a tape entry), or a leaf that receives a gradient.
struct Node {
    /// Returns the gradient of each input, given the gradient of the op's output;
    /// undefined arrays for inputs that need none. Pushes ops only (never blocks).
    ///
    /// `into[i]`, when defined, is where input i's gradient ends up: the gradient buffer of
    /// a leaf with grad_req write whose only gradient comes from this op. An op may write
    /// the gradient straight into it and return it (as MXNet writes a backward pass into
    /// the gradient arrays), which saves a temporary and the copy into the buffer; an op
    /// that returns another array has it copied in.
    using BackwardFn = std::function<std::vector<NDArray>(const NDArray& out_grad,
                                                          const std::vector<NDArray>& into)>;

    std::uint64_t seq = 0;  ///< recording order on this process (leaves: creation order)
    std::string op;         ///< "mul", "dot", ... ("leaf" for leaves)
    Shape shape;            ///< the output's shape
    DType dtype = DType::Float32;
    std::vector<std::shared_ptr<Node>> inputs;  ///< history of each input (null: constant)
    BackwardFn backward;                        ///< released after a backward pass

    // Leaves only.
    bool leaf = false;
    GradReq grad_req = GradReq::Write;
    NDArray grad;
};

/// Total number of tape entries recorded so far in this process (for tests and the UI).
std::uint64_t tape_entries_recorded();

}  // namespace autograd

/// An NDArray with autograd history. Copies share the history (and a leaf's grad).
class Variable {
  public:
    Variable() = default;
    /// A constant: no history, no gradient.
    Variable(NDArray data) : data_(std::move(data)) {}  // NOLINT: implicit on purpose
    Variable(NDArray data, std::shared_ptr<autograd::Node> node)
        : data_(std::move(data)), node_(std::move(node)) {}

    bool defined() const { return data_.defined(); }
    const NDArray& data() const { return data_; }
    const Shape& shape() const { return data_.shape(); }
    DType dtype() const { return data_.dtype(); }
    Device device() const { return data_.device(); }

    /// Makes this variable a leaf whose gradient backward() stores in grad(): allocates a
    /// zero gradient array of the same shape, type and device.
    void attach_grad(GradReq req = GradReq::Write);
    /// The leaf's gradient array (undefined when attach_grad() was not called).
    NDArray grad() const;
    bool has_grad() const { return node_ && node_->leaf; }
    /// Whether gradients can flow through this variable (a leaf or a recorded op output).
    bool requires_grad() const { return node_ != nullptr; }
    const std::shared_ptr<autograd::Node>& node() const { return node_; }

    /// Replaces the values in place (same shape); keeps the history (used by the trainer
    /// and by initialisers).
    void set_data(const NDArray& values) { data_.assign_(values); }

    /// Back-propagates from this variable. A non-scalar head uses a gradient of ones (the
    /// gradient of sum(head)), like Gluon. Throws std::logic_error when the variable has no
    /// history, or when the graph it depends on was already freed by an earlier backward
    /// without retain_graph.
    void backward(const std::optional<NDArray>& head_grad = std::nullopt,
                  bool retain_graph = false) const;

  private:
    NDArray data_;
    std::shared_ptr<autograd::Node> node_;
};

namespace autograd {
/// backward() for several heads at once (their gradients are summed).
void backward(const std::vector<Variable>& heads, const std::vector<NDArray>& head_grads = {},
              bool retain_graph = false);
}  // namespace autograd

// --- differentiable ops (recorded when recording and an input has history) ---------------
// Broadcasting follows numpy; the gradient of a broadcast operand is summed back to its
// shape (cpu::reduce_to_shape in a pushed op).
Variable add(const Variable& a, const Variable& b);
Variable sub(const Variable& a, const Variable& b);
Variable mul(const Variable& a, const Variable& b);
Variable div(const Variable& a, const Variable& b);
Variable add(const Variable& a, double s);
Variable sub(const Variable& a, double s);
Variable mul(const Variable& a, double s);
Variable div(const Variable& a, double s);
Variable rsub(double s, const Variable& a);  ///< s - a
Variable rdiv(double s, const Variable& a);  ///< s / a

Variable relu(const Variable& a);
Variable sigmoid(const Variable& a);
Variable tanh(const Variable& a);
Variable exp(const Variable& a);
Variable log(const Variable& a);
Variable negative(const Variable& a);
Variable square(const Variable& a);

/// Matrix product with optional transposes (1-D operands as in NDArray dot).
Variable dot(const Variable& a, const Variable& b, bool transpose_a = false,
             bool transpose_b = false);
Variable sum(const Variable& a, std::vector<int> axes = {}, bool keepdims = false);
Variable mean(const Variable& a, std::vector<int> axes = {}, bool keepdims = false);
/// A view with another shape (one dimension may be -1).
Variable reshape(const Variable& a, const Shape& shape);
Variable transpose(const Variable& a, std::vector<int> perm = {});
Variable concat(const std::vector<Variable>& parts, int axis = 0);
/// a[begin:end] with numpy rules (negative indices, clamping), as NDArray slice.
Variable slice(const Variable& a, const std::vector<std::int64_t>& begin,
               const std::vector<std::int64_t>& end);
/// Inverted dropout: multiplies by a mask whose entries are 0 with probability `rate` and
/// 1 / (1 - rate) otherwise (the gradient is the same mask). Seeded from NDArray's seed
/// sequence unless a seed is given. rate must lie in [0, 1).
Variable dropout(const Variable& a, double rate, std::optional<std::uint64_t> seed = {});
/// Dropout's mask alone (a constant): 0 or 1 / (1 - rate) per element.
NDArray dropout_mask(const Shape& shape, double rate, std::optional<std::uint64_t> seed,
                     Device device, DType dtype, Engine* engine);
/// Per-row softmax cross-entropy with sparse labels: logits (..., C), labels holding the
/// class index of each row as a float (shape (...) or any shape with as many elements).
/// Returns -log_softmax(logits)[label] per row, computed stably (max subtracted). An
/// index outside [0, C) makes the op fail (reported at the next sync point).
Variable softmax_cross_entropy(const Variable& logits, const Variable& labels);
/// 0.5 * (pred - label)^2 averaged over every axis but the first: one value per sample.
/// `label` may have pred's shape or just as many elements (it is reshaped).
Variable l2_loss(const Variable& pred, const Variable& label);

inline Variable operator+(const Variable& a, const Variable& b) {
    return add(a, b);
}
inline Variable operator-(const Variable& a, const Variable& b) {
    return sub(a, b);
}
inline Variable operator*(const Variable& a, const Variable& b) {
    return mul(a, b);
}
inline Variable operator/(const Variable& a, const Variable& b) {
    return div(a, b);
}
inline Variable operator*(const Variable& a, double s) {
    return mul(a, s);
}
inline Variable operator-(const Variable& a) {
    return negative(a);
}

}  // namespace asynclab::nn
