// Elementwise kernels with numpy broadcasting, and their gradients.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/array/shape.h"

namespace asynclab::cpu {

/// Comparisons (Equal ... GreaterEqual) give 1 where they hold and 0 elsewhere, in the
/// operands' type, as numpy's do once cast. They follow Comparison's order (ndarray.h).
enum class BinaryOp : std::uint8_t {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
    Max,
    Min,
    Equal,
    NotEqual,
    Less,
    LessEqual,
    Greater,
    GreaterEqual
};
enum class UnaryOp : std::uint8_t { Relu, Sigmoid, Tanh, Exp, Log, Neg, Sqrt, Square, Abs };

const char* binary_op_name(BinaryOp op);  // "add", "sub", ...
const char* unary_op_name(UnaryOp op);    // "relu", "sigmoid", ...

/// numpy broadcasting: align trailing dimensions; each pair must be equal or contain a 1.
/// nullopt when the shapes are incompatible.
std::optional<Shape> broadcast_shape(const Shape& a, const Shape& b);

/// out = a (op) b with broadcasting; out has broadcast_shape(a_shape, b_shape) and must not
/// partially overlap the inputs (out == a or out == b is fine when that operand already has
/// the output shape). Throws std::invalid_argument when the shapes do not broadcast.
/// Max/Min propagate NaN like np.maximum / np.minimum. Fast paths: equal shapes, a
/// one-element operand, and (after merging dimensions) a row vector over a matrix (bias add).
void binary(BinaryOp op, const Shape& a_shape, const float* a, const Shape& b_shape, const float* b,
            float* out);
void binary(BinaryOp op, const Shape& a_shape, const double* a, const Shape& b_shape,
            const double* b, double* out);

/// out[i] = a[i] (op) s, or s (op) a[i] when scalar_on_left (rsub, rdiv, rpow).
void binary_scalar(BinaryOp op, const float* a, float s, float* out, std::int64_t n,
                   bool scalar_on_left = false);
void binary_scalar(BinaryOp op, const double* a, double s, double* out, std::int64_t n,
                   bool scalar_on_left = false);

/// out[i] = f(in[i]); in == out allowed. Sigmoid is 1 / (1 + exp(-x)).
void unary(UnaryOp op, const float* in, float* out, std::int64_t n);
void unary(UnaryOp op, const double* in, double* out, std::int64_t n);

/// The epilogue of a dense layer after its GEMM: y[r][j] = act(y[r][j] + bias[j]) for a
/// row-major `rows` x `cols` y, in one pass. `bias` may be null (no bias), `act` empty (none).
void bias_activation(float* y, const float* bias, std::int64_t rows, std::int64_t cols,
                     std::optional<UnaryOp> act);
void bias_activation(double* y, const double* bias, std::int64_t rows, std::int64_t cols,
                     std::optional<UnaryOp> act);

/// One step of SGD with weight decay, in place: w[i] -= lr * (g[i] * rescale + wd * w[i]),
/// each element rounded as that expression reads (the same bits as a plain loop). Vectorized:
/// a plain loop over w and g (which the compiler must assume may overlap) runs one element
/// at a time.
void sgd_update(float* w, const float* g, std::int64_t n, float lr, float rescale, float wd);
void sgd_update(double* w, const double* g, std::int64_t n, double lr, double rescale, double wd);

/// dx[i] = dy[i] * f'(x[i]), with y = f(x) the forward output. Only what the op needs is
/// read (the other pointer may be null): x for Relu, Log, Square, Abs; y for Sigmoid, Tanh,
/// Exp, Sqrt; neither for Neg. Relu'(0) = 0 and Abs'(0) = 0. dx may alias dy.
void unary_backward(UnaryOp op, const float* x, const float* y, const float* dy, float* dx,
                    std::int64_t n);
void unary_backward(UnaryOp op, const double* x, const double* y, const double* dy, double* dx,
                    std::int64_t n);

/// Sums `in` (shape `from`) down to shape `to`, where `to` broadcasts to `from`: the gradient
/// of an operand that was broadcast in the forward pass. The adjoint of broadcasting.
/// Float32 sums use double accumulators. Throws std::invalid_argument otherwise.
void reduce_to_shape(const Shape& from, const float* in, const Shape& to, float* out);
void reduce_to_shape(const Shape& from, const double* in, const Shape& to, double* out);

}  // namespace asynclab::cpu
