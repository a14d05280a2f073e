#include "engine/kernels/elementwise.h"

#include <Eigen/Core>
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/kernels/reduce.h"

namespace asynclab::cpu {

namespace {

template <typename T>
using Arr = Eigen::Array<T, Eigen::Dynamic, 1>;
template <typename T>
using CMap = Eigen::Map<const Arr<T>>;
template <typename T>
using MMap = Eigen::Map<Arr<T>>;

template <typename T>
struct PowOp {
    T operator()(const T& a, const T& b) const { return std::pow(a, b); }
};

// o = a (op) b where a and b are Eigen array expressions (maps or constants) of o's size.
template <typename T, typename EA, typename EB>
void apply_binary(BinaryOp op, const EA& a, const EB& b, MMap<T>& o) {
    switch (op) {
        case BinaryOp::Add: o = a + b; break;
        case BinaryOp::Sub: o = a - b; break;
        case BinaryOp::Mul: o = a * b; break;
        case BinaryOp::Div: o = a / b; break;
        case BinaryOp::Pow: o = a.binaryExpr(b, PowOp<T>{}); break;
        case BinaryOp::Max:
            o = a.binaryExpr(b, Eigen::internal::scalar_max_op<T, T, Eigen::PropagateNaN>());
            break;
        case BinaryOp::Min:
            o = a.binaryExpr(b, Eigen::internal::scalar_min_op<T, T, Eigen::PropagateNaN>());
            break;
        case BinaryOp::Equal: o = (a == b).template cast<T>(); break;
        case BinaryOp::NotEqual: o = (a != b).template cast<T>(); break;
        case BinaryOp::Less: o = (a < b).template cast<T>(); break;
        case BinaryOp::LessEqual: o = (a <= b).template cast<T>(); break;
        case BinaryOp::Greater: o = (a > b).template cast<T>(); break;
        case BinaryOp::GreaterEqual: o = (a >= b).template cast<T>(); break;
    }
}

// One contiguous output row of n elements; a broadcast operand repeats its first element.
template <typename T>
void binary_row(BinaryOp op, const T* a, bool a_bcast, const T* b, bool b_bcast, T* out,
                std::int64_t n) {
    MMap<T> o(out, n);
    if (!a_bcast && !b_bcast)
        apply_binary<T>(op, CMap<T>(a, n), CMap<T>(b, n), o);
    else if (!a_bcast)
        apply_binary<T>(op, CMap<T>(a, n), Arr<T>::Constant(n, *b), o);
    else if (!b_bcast)
        apply_binary<T>(op, Arr<T>::Constant(n, *a), CMap<T>(b, n), o);
    else
        apply_binary<T>(op, Arr<T>::Constant(n, *a), Arr<T>::Constant(n, *b), o);
}

struct BDim {
    std::int64_t size;
    std::int64_t sa;  // stride in a (0 when broadcast)
    std::int64_t sb;  // stride in b (0 when broadcast)
};

// Broadcast strides of `s` aligned to an output of `nd` dimensions.
std::vector<std::int64_t> aligned_strides(const Shape& s, std::size_t nd) {
    std::vector<std::int64_t> st(nd, 0);
    const auto own = s.strides();
    const std::size_t lead = nd - s.ndim();
    for (std::size_t i = 0; i < s.ndim(); ++i) st[lead + i] = s[i] == 1 ? 0 : own[i];
    return st;
}

template <typename T>
void binary_impl(BinaryOp op, const Shape& a_shape, const T* a, const Shape& b_shape, const T* b,
                 T* out) {
    const auto out_shape = broadcast_shape(a_shape, b_shape);
    if (!out_shape) {
        throw std::invalid_argument("binary: shapes " + a_shape.to_string() + " and " +
                                    b_shape.to_string() + " do not broadcast");
    }
    const std::int64_t n = out_shape->size();
    if (n == 0) return;
    // Fast paths: same shape; one-element operand.
    if (a_shape == b_shape) return binary_row(op, a, false, b, false, out, n);
    if (b_shape.size() == 1 && a_shape.size() == n)
        return binary_row(op, a, false, b, true, out, n);
    if (a_shape.size() == 1 && b_shape.size() == n)
        return binary_row(op, a, true, b, false, out, n);

    // General path: drop size-1 output dims and merge dims that are contiguous in both
    // operands; a row vector over a matrix (bias add) becomes [rows (sa=N, sb=0), N (1, 1)].
    const std::size_t nd = out_shape->ndim();
    const auto sa = aligned_strides(a_shape, nd);
    const auto sb = aligned_strides(b_shape, nd);
    std::vector<BDim> dims;
    for (std::size_t i = 0; i < nd; ++i) {
        const std::int64_t d = (*out_shape)[i];
        if (d == 1) continue;
        if (!dims.empty() && dims.back().sa == sa[i] * d && dims.back().sb == sb[i] * d) {
            dims.back().size *= d;
            dims.back().sa = sa[i];
            dims.back().sb = sb[i];
        } else {
            dims.push_back({d, sa[i], sb[i]});
        }
    }
    const BDim inner = dims.back();  // n > 1 here, so at least one dim remains
    dims.pop_back();
    std::vector<std::int64_t> idx(dims.size(), 0);
    const T* pa = a;
    const T* pb = b;
    for (T* po = out; po < out + n; po += inner.size) {
        binary_row(op, pa, inner.sa == 0, pb, inner.sb == 0, po, inner.size);
        for (std::size_t k = dims.size(); k-- > 0;) {  // odometer over outer dims
            pa += dims[k].sa;
            pb += dims[k].sb;
            if (++idx[k] < dims[k].size) break;
            pa -= dims[k].sa * dims[k].size;
            pb -= dims[k].sb * dims[k].size;
            idx[k] = 0;
        }
    }
}

template <typename T>
void binary_scalar_impl(BinaryOp op, const T* a, T s, T* out, std::int64_t n, bool left) {
    if (n <= 0) return;
    if (left)
        binary_row(op, &s, true, a, false, out, n);
    else
        binary_row(op, a, false, &s, true, out, n);
}

template <typename T>
void unary_impl(UnaryOp op, const T* in, T* out, std::int64_t n) {
    if (n <= 0) return;
    const CMap<T> x(in, n);
    MMap<T> o(out, n);
    switch (op) {
        case UnaryOp::Relu: o = x.max(T(0)); break;
        case UnaryOp::Sigmoid: o = T(1) / (T(1) + (-x).exp()); break;
        case UnaryOp::Tanh: o = x.tanh(); break;
        case UnaryOp::Exp: o = x.exp(); break;
        case UnaryOp::Log: o = x.log(); break;
        case UnaryOp::Neg: o = -x; break;
        case UnaryOp::Sqrt: o = x.sqrt(); break;
        case UnaryOp::Square: o = x.square(); break;
        case UnaryOp::Abs: o = x.abs(); break;
    }
}

/// dx = x > 0 ? dy : 0 without a branch: dy's bits under an all-ones or all-zero mask. The
/// same bits as the branch (a NaN x passes nothing, a NaN or infinite dy where x > 0 passes
/// through), at memory speed: the branch mispredicts on half the elements of a trained
/// network's activations and took six times as long.
template <typename T>
void relu_backward_masked(const T* x, const T* dy, T* dx, std::int64_t n) {
    using Bits = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
    static_assert(sizeof(Bits) == sizeof(T));
    for (std::int64_t i = 0; i < n; ++i) {
        const Bits mask = Bits(0) - static_cast<Bits>(x[i] > T(0));
        dx[i] = std::bit_cast<T>(std::bit_cast<Bits>(dy[i]) & mask);
    }
}

template <typename T>
void unary_backward_impl(UnaryOp op, const T* x, const T* y, const T* dy, T* dx, std::int64_t n) {
    if (n <= 0) return;
    const CMap<T> g(dy, n);
    MMap<T> o(dx, n);
    auto need = [](const T* p, const char* what) {
        if (!p) throw std::invalid_argument(std::string("unary_backward: needs ") + what);
        return p;
    };
    switch (op) {
        case UnaryOp::Relu: relu_backward_masked(need(x, "x"), dy, dx, n); break;
        case UnaryOp::Sigmoid: {
            const CMap<T> Y(need(y, "y"), n);
            o = g * Y * (T(1) - Y);
            break;
        }
        case UnaryOp::Tanh: {
            const CMap<T> Y(need(y, "y"), n);
            o = g * (T(1) - Y.square());
            break;
        }
        case UnaryOp::Exp: {
            const CMap<T> Y(need(y, "y"), n);
            o = g * Y;
            break;
        }
        case UnaryOp::Log: {
            const CMap<T> X(need(x, "x"), n);
            o = g / X;
            break;
        }
        case UnaryOp::Neg: o = -g; break;
        case UnaryOp::Sqrt: {
            const CMap<T> Y(need(y, "y"), n);
            o = (T(0.5) * g) / Y;
            break;
        }
        case UnaryOp::Square: {
            const CMap<T> X(need(x, "x"), n);
            o = T(2) * X * g;
            break;
        }
        case UnaryOp::Abs: {
            const CMap<T> X(need(x, "x"), n);
            o = g * X.sign();
            break;
        }
    }
}

template <typename T>
void reduce_to_shape_impl(const Shape& from, const T* in, const Shape& to, T* out) {
    if (to.ndim() > from.ndim()) {
        throw std::invalid_argument("reduce_to_shape: " + to.to_string() +
                                    " does not broadcast to " + from.to_string());
    }
    const std::size_t lead = from.ndim() - to.ndim();
    std::vector<int> axes;
    for (std::size_t i = 0; i < from.ndim(); ++i) {
        if (i < lead) {
            axes.push_back(static_cast<int>(i));
            continue;
        }
        const std::int64_t t = to[i - lead];
        if (t == from[i]) continue;
        if (t != 1) {
            throw std::invalid_argument("reduce_to_shape: " + to.to_string() +
                                        " does not broadcast to " + from.to_string());
        }
        axes.push_back(static_cast<int>(i));
    }
    if (axes.empty()) {
        if (in != out && from.size() > 0)
            std::memmove(out, in, static_cast<std::size_t>(from.size()) * sizeof(T));
        return;
    }
    // Summing with keepdims leaves exactly `to`'s elements in `to`'s order.
    sum(from, in, axes, true, out);
}

}  // namespace

const char* binary_op_name(BinaryOp op) {
    switch (op) {
        case BinaryOp::Add: return "add";
        case BinaryOp::Sub: return "sub";
        case BinaryOp::Mul: return "mul";
        case BinaryOp::Div: return "div";
        case BinaryOp::Pow: return "pow";
        case BinaryOp::Max: return "maximum";
        case BinaryOp::Min: return "minimum";
        case BinaryOp::Equal: return "equal";
        case BinaryOp::NotEqual: return "not_equal";
        case BinaryOp::Less: return "less";
        case BinaryOp::LessEqual: return "less_equal";
        case BinaryOp::Greater: return "greater";
        case BinaryOp::GreaterEqual: return "greater_equal";
    }
    return "?";
}

const char* unary_op_name(UnaryOp op) {
    switch (op) {
        case UnaryOp::Relu: return "relu";
        case UnaryOp::Sigmoid: return "sigmoid";
        case UnaryOp::Tanh: return "tanh";
        case UnaryOp::Exp: return "exp";
        case UnaryOp::Log: return "log";
        case UnaryOp::Neg: return "neg";
        case UnaryOp::Sqrt: return "sqrt";
        case UnaryOp::Square: return "square";
        case UnaryOp::Abs: return "abs";
    }
    return "?";
}

std::optional<Shape> broadcast_shape(const Shape& a, const Shape& b) {
    const std::size_t nd = std::max(a.ndim(), b.ndim());
    std::vector<std::int64_t> dims(nd);
    for (std::size_t i = 0; i < nd; ++i) {
        // Walk from the trailing dimension; a missing dimension counts as 1.
        const std::int64_t da = i < a.ndim() ? a[a.ndim() - 1 - i] : 1;
        const std::int64_t db = i < b.ndim() ? b[b.ndim() - 1 - i] : 1;
        if (da != db && da != 1 && db != 1) return std::nullopt;
        dims[nd - 1 - i] = da == 1 ? db : da;
    }
    return Shape(std::move(dims));
}

void binary(BinaryOp op, const Shape& a_shape, const float* a, const Shape& b_shape, const float* b,
            float* out) {
    binary_impl(op, a_shape, a, b_shape, b, out);
}
void binary(BinaryOp op, const Shape& a_shape, const double* a, const Shape& b_shape,
            const double* b, double* out) {
    binary_impl(op, a_shape, a, b_shape, b, out);
}

void binary_scalar(BinaryOp op, const float* a, float s, float* out, std::int64_t n,
                   bool scalar_on_left) {
    binary_scalar_impl(op, a, s, out, n, scalar_on_left);
}
void binary_scalar(BinaryOp op, const double* a, double s, double* out, std::int64_t n,
                   bool scalar_on_left) {
    binary_scalar_impl(op, a, s, out, n, scalar_on_left);
}

void unary(UnaryOp op, const float* in, float* out, std::int64_t n) {
    unary_impl(op, in, out, n);
}
void unary(UnaryOp op, const double* in, double* out, std::int64_t n) {
    unary_impl(op, in, out, n);
}

namespace {
template <typename T>
void bias_activation_impl(T* y, const T* bias, std::int64_t rows, std::int64_t cols,
                          std::optional<UnaryOp> act) {
    const bool relu = act == UnaryOp::Relu;
    for (std::int64_t r = 0; r < rows; ++r) {
        T* row = y + r * cols;
        if (bias && relu) {
            for (std::int64_t j = 0; j < cols; ++j) {
                const T v = row[j] + bias[j];
                row[j] = v > T(0) ? v : T(0);
            }
        } else if (bias) {
            for (std::int64_t j = 0; j < cols; ++j) row[j] += bias[j];
        } else if (relu) {
            for (std::int64_t j = 0; j < cols; ++j) row[j] = row[j] > T(0) ? row[j] : T(0);
        }
    }
    if (act && !relu) unary_impl(*act, y, y, rows * cols);
}
}  // namespace

void bias_activation(float* y, const float* bias, std::int64_t rows, std::int64_t cols,
                     std::optional<UnaryOp> act) {
    bias_activation_impl(y, bias, rows, cols, act);
}
void bias_activation(double* y, const double* bias, std::int64_t rows, std::int64_t cols,
                     std::optional<UnaryOp> act) {
    bias_activation_impl(y, bias, rows, cols, act);
}

namespace {
template <typename T>
void sgd_update_impl(T* w, const T* g, std::int64_t n, T lr, T rescale, T wd) {
    if (n <= 0) return;
    MMap<T> wm(w, n);
    const CMap<T> gm(g, n);
    wm -= lr * (gm * rescale + wd * wm);
}
}  // namespace

void sgd_update(float* w, const float* g, std::int64_t n, float lr, float rescale, float wd) {
    sgd_update_impl(w, g, n, lr, rescale, wd);
}
void sgd_update(double* w, const double* g, std::int64_t n, double lr, double rescale, double wd) {
    sgd_update_impl(w, g, n, lr, rescale, wd);
}

void unary_backward(UnaryOp op, const float* x, const float* y, const float* dy, float* dx,
                    std::int64_t n) {
    unary_backward_impl(op, x, y, dy, dx, n);
}
void unary_backward(UnaryOp op, const double* x, const double* y, const double* dy, double* dx,
                    std::int64_t n) {
    unary_backward_impl(op, x, y, dy, dx, n);
}

void reduce_to_shape(const Shape& from, const float* in, const Shape& to, float* out) {
    reduce_to_shape_impl(from, in, to, out);
}
void reduce_to_shape(const Shape& from, const double* in, const Shape& to, double* out) {
    reduce_to_shape_impl(from, in, to, out);
}

}  // namespace asynclab::cpu
