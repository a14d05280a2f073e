// The differentiable ops: forward with NDArray (or a custom op), backward as pushed ops.
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "engine/kernels/cpu_kernels.h"
#include "engine/nn/autograd.h"
#include "engine/nn/detail.h"

namespace asynclab::nn {

namespace autograd {
std::uint64_t take_seq(bool is_op);  // autograd.cpp
}

namespace {

using autograd::Node;
/// Where each input's gradient may be written (see Node::BackwardFn).
using Into = std::vector<NDArray>;
using detail::op_props;
using detail::push_op;
using detail::with_dtype;

/// Wraps an op's output: records a tape entry when recording and an input has history.
Variable record(NDArray out, const char* op, const std::vector<const Variable*>& inputs,
                Node::BackwardFn backward) {
    if (!autograd::is_recording()) return Variable(std::move(out));
    bool any = false;
    for (const Variable* v : inputs) any |= v->requires_grad();
    if (!any) return Variable(std::move(out));
    auto n = std::make_shared<Node>();
    n->seq = autograd::take_seq(true);
    n->op = op;
    n->shape = out.shape();
    n->dtype = out.dtype();
    for (const Variable* v : inputs) n->inputs.push_back(v->node());
    n->backward = std::move(backward);
    return Variable(std::move(out), std::move(n));
}

Engine* engine_of(const NDArray& a) {
    return &a.engine();
}

/// Where a gradient of `shape` is written: `into` (the buffer autograd offers, seen with
/// that shape) when defined, else a new array like `like`.
NDArray grad_output(const NDArray& into, const Shape& shape, const NDArray& like) {
    return into.defined() ? into.reshape(shape)
                          : NDArray::empty(shape, like.device(), like.dtype(), engine_of(like));
}

/// Sums g down to `to` (the adjoint of broadcasting); g itself when the shapes agree.
/// Writes into `into` when it is defined and a reduction is needed.
NDArray reduce_to(const NDArray& g, const Shape& to, const NDArray& into = NDArray()) {
    if (g.shape() == to) return g;
    NDArray out = grad_output(into, to, g);
    push_op(
        "reduce_to_shape",
        op_props(OpKind::Reduction, cpu::reduce_cost(g.size(), out.size(), dtype_size(g.dtype()))),
        {g}, {out}, [](const std::vector<detail::OpArg>& r, const std::vector<detail::OpArg>& w) {
            with_dtype(r[0].dtype(), [&](auto zero) {
                using T = decltype(zero);
                cpu::reduce_to_shape(r[0].shape(), r[0].data_as<T>(), w[0].shape(),
                                     w[0].data_as<T>());
            });
        });
    return out;
}

/// scale * g broadcast to `shape` (g's shape must broadcast to it).
NDArray broadcast_to(const NDArray& g, const Shape& shape, double scale = 1.0) {
    NDArray out = NDArray::empty(shape, g.device(), g.dtype(), engine_of(g));
    push_op("broadcast_to",
            op_props(OpKind::Elementwise,
                     cpu::binary_cost(shape.size(), g.size(), shape.size(), dtype_size(g.dtype()))),
            {g}, {out},
            [scale](const std::vector<detail::OpArg>& r, const std::vector<detail::OpArg>& w) {
                with_dtype(r[0].dtype(), [&](auto zero) {
                    using T = decltype(zero);
                    T* o = w[0].data_as<T>();
                    const std::int64_t n = w[0].size();
                    cpu::fill(o, n, T(0));
                    cpu::binary(cpu::BinaryOp::Add, w[0].shape(), o, r[0].shape(),
                                r[0].data_as<T>(), o);
                    if (scale != 1.0)
                        cpu::binary_scalar(cpu::BinaryOp::Mul, o, static_cast<T>(scale), o, n);
                });
            });
    return out;
}

/// dx = dy * f'(x) for an elementwise op (x: input, y: output).
NDArray unary_grad(cpu::UnaryOp op, const NDArray& x, const NDArray& y, const NDArray& dy) {
    NDArray dx = NDArray::empty(x.shape(), x.device(), x.dtype(), engine_of(x));
    push_op(
        std::string(cpu::unary_op_name(op)) + "_backward",
        op_props(OpKind::Elementwise, cpu::unary_backward_cost(x.size(), dtype_size(x.dtype()))),
        {x, y, dy}, {dx},
        [op](const std::vector<detail::OpArg>& r, const std::vector<detail::OpArg>& w) {
            with_dtype(r[0].dtype(), [&](auto zero) {
                using T = decltype(zero);
                cpu::unary_backward(op, r[0].data_as<T>(), r[1].data_as<T>(), r[2].data_as<T>(),
                                    w[0].data_as<T>(), w[0].size());
            });
        });
    return dx;
}

Variable unary(cpu::UnaryOp op, const Variable& a, NDArray (*forward)(const NDArray&)) {
    NDArray x = a.data();
    NDArray y = forward(x);
    return record(y, cpu::unary_op_name(op), {&a}, [op, x, y](const NDArray& g, const Into&) {
        return std::vector<NDArray>{unary_grad(op, x, y, g)};
    });
}

void check_variable(const char* op, const Variable& v) {
    if (!v.defined())
        throw std::invalid_argument(std::string(op) + ": an operand is an empty variable");
}

std::vector<int> normalize_axes(const char* op, const std::vector<int>& axes, std::size_t ndim) {
    std::vector<int> out;
    const int nd = static_cast<int>(ndim);
    for (int ax : axes) {
        if (ax < -nd || ax >= nd)
            throw ShapeError(std::string(op) + ": axis " + std::to_string(ax) +
                             " is out of range for " + std::to_string(ndim) + " dimensions");
        out.push_back(ax < 0 ? ax + nd : ax);
    }
    return out;
}

Variable reduce(const char* op, const Variable& a, std::vector<int> axes, bool keepdims,
                bool is_mean) {
    check_variable(op, a);
    NDArray x = a.data();
    axes = normalize_axes(op, axes, x.shape().ndim());
    NDArray y = is_mean ? asynclab::mean(x, axes, keepdims) : asynclab::sum(x, axes, keepdims);
    const Shape in_shape = x.shape();
    const Shape kept = cpu::reduce_shape(in_shape, axes, true);
    const double scale = is_mean && in_shape.size() > 0 ? static_cast<double>(kept.size()) /
                                                              static_cast<double>(in_shape.size())
                                                        : 1.0;
    return record(y, op, {&a}, [in_shape, kept, scale](const NDArray& g, const Into&) {
        return std::vector<NDArray>{broadcast_to(g.reshape(kept), in_shape, scale)};
    });
}

/// Copies `g` (the shape of a[begin:end]) into a zero array of `in_shape`.
NDArray slice_backward(const NDArray& g, const Shape& in_shape,
                       const std::vector<std::int64_t>& b) {
    NDArray out = NDArray::empty(in_shape, g.device(), g.dtype(), engine_of(g));
    push_op("slice_backward",
            op_props(OpKind::Layout, cpu::copy_cost(in_shape.size(), dtype_size(g.dtype()))), {g},
            {out}, [b](const std::vector<detail::OpArg>& r, const std::vector<detail::OpArg>& w) {
                with_dtype(r[0].dtype(), [&](auto zero) {
                    using T = decltype(zero);
                    T* o = w[0].data_as<T>();
                    const T* in = r[0].data_as<T>();
                    cpu::fill(o, w[0].size(), T(0));
                    const Shape& gs = r[0].shape();
                    const std::int64_t n = gs.size();
                    if (n == 0) return;
                    const std::size_t nd = gs.ndim();
                    const auto os = w[0].shape().strides();
                    std::vector<std::int64_t> idx(nd, 0);
                    for (std::int64_t i = 0; i < n; ++i) {
                        std::int64_t at = 0;
                        for (std::size_t d = 0; d < nd; ++d) at += (idx[d] + b[d]) * os[d];
                        o[at] = in[i];
                        for (std::size_t d = nd; d-- > 0;) {
                            if (++idx[d] < gs[d]) break;
                            idx[d] = 0;
                        }
                    }
                });
            });
    return out;
}

}  // namespace

// --- binary ----------------------------------------------------------------------------

Variable add(const Variable& a, const Variable& b) {
    NDArray y = asynclab::add(a.data(), b.data());
    return record(
        y, "add", {&a, &b}, [sa = a.shape(), sb = b.shape()](const NDArray& g, const Into& into) {
            return std::vector<NDArray>{reduce_to(g, sa, into[0]), reduce_to(g, sb, into[1])};
        });
}

Variable sub(const Variable& a, const Variable& b) {
    NDArray y = asynclab::sub(a.data(), b.data());
    const bool need_b = b.requires_grad();
    return record(y, "sub", {&a, &b},
                  [sa = a.shape(), sb = b.shape(), need_b](const NDArray& g, const Into&) {
                      return std::vector<NDArray>{
                          reduce_to(g, sa),
                          need_b ? reduce_to(asynclab::negative(g), sb) : NDArray()};
                  });
}

Variable mul(const Variable& a, const Variable& b) {
    NDArray x1 = a.data(), x2 = b.data();
    NDArray y = asynclab::mul(x1, x2);
    const bool need_a = a.requires_grad(), need_b = b.requires_grad();
    return record(y, "mul", {&a, &b}, [x1, x2, need_a, need_b](const NDArray& g, const Into&) {
        return std::vector<NDArray>{
            need_a ? reduce_to(asynclab::mul(g, x2), x1.shape()) : NDArray(),
            need_b ? reduce_to(asynclab::mul(g, x1), x2.shape()) : NDArray()};
    });
}

Variable div(const Variable& a, const Variable& b) {
    NDArray x1 = a.data(), x2 = b.data();
    NDArray y = asynclab::div(x1, x2);
    const bool need_a = a.requires_grad(), need_b = b.requires_grad();
    return record(y, "div", {&a, &b}, [x1, x2, y, need_a, need_b](const NDArray& g, const Into&) {
        // d(a/b)/da = 1/b; d(a/b)/db = -a/b^2 = -y/b.
        NDArray ga, gb;
        if (need_a) ga = reduce_to(asynclab::div(g, x2), x1.shape());
        if (need_b)
            gb = reduce_to(asynclab::mul(asynclab::div(asynclab::mul(g, y), x2), -1.0), x2.shape());
        return std::vector<NDArray>{ga, gb};
    });
}

// --- scalar forms --------------------------------------------------------------------------

Variable add(const Variable& a, double s) {
    return record(asynclab::add(a.data(), s), "add_scalar", {&a},
                  [](const NDArray& g, const Into&) { return std::vector<NDArray>{g}; });
}
Variable sub(const Variable& a, double s) {
    return record(asynclab::sub(a.data(), s), "sub_scalar", {&a},
                  [](const NDArray& g, const Into&) { return std::vector<NDArray>{g}; });
}
Variable mul(const Variable& a, double s) {
    return record(
        asynclab::mul(a.data(), s), "mul_scalar", {&a},
        [s](const NDArray& g, const Into&) { return std::vector<NDArray>{asynclab::mul(g, s)}; });
}
Variable div(const Variable& a, double s) {
    return record(
        asynclab::div(a.data(), s), "div_scalar", {&a},
        [s](const NDArray& g, const Into&) { return std::vector<NDArray>{asynclab::div(g, s)}; });
}
Variable rsub(double s, const Variable& a) {
    return record(
        asynclab::rsub(s, a.data()), "rsub_scalar", {&a},
        [](const NDArray& g, const Into&) { return std::vector<NDArray>{asynclab::negative(g)}; });
}
Variable rdiv(double s, const Variable& a) {
    NDArray x = a.data();
    NDArray y = asynclab::rdiv(s, x);
    // d(s/a)/da = -s/a^2 = -y/a.
    return record(y, "rdiv_scalar", {&a}, [x, y](const NDArray& g, const Into&) {
        return std::vector<NDArray>{asynclab::mul(asynclab::div(asynclab::mul(g, y), x), -1.0)};
    });
}

// --- unary ---------------------------------------------------------------------------------

Variable relu(const Variable& a) {
    return unary(cpu::UnaryOp::Relu, a, &asynclab::relu);
}
Variable sigmoid(const Variable& a) {
    return unary(cpu::UnaryOp::Sigmoid, a, &asynclab::sigmoid);
}
Variable tanh(const Variable& a) {
    return unary(cpu::UnaryOp::Tanh, a, &asynclab::tanh);
}
Variable exp(const Variable& a) {
    return unary(cpu::UnaryOp::Exp, a, &asynclab::exp);
}
Variable log(const Variable& a) {
    return unary(cpu::UnaryOp::Log, a, &asynclab::log);
}
Variable negative(const Variable& a) {
    return unary(cpu::UnaryOp::Neg, a, &asynclab::negative);
}
Variable square(const Variable& a) {
    return unary(cpu::UnaryOp::Square, a, &asynclab::square);
}

// --- linear algebra, reductions, layout -----------------------------------------------------

Variable dot(const Variable& a, const Variable& b, bool transpose_a, bool transpose_b) {
    check_variable("dot", a);
    check_variable("dot", b);
    const Shape &sa = a.shape(), &sb = b.shape();
    if (sa.ndim() < 1 || sa.ndim() > 2 || sb.ndim() < 1 || sb.ndim() > 2)
        throw ShapeError("dot: needs 1-D or 2-D operands, got " + sa.to_string() + " and " +
                         sb.to_string());
    // A vector on the left is a row, on the right a column (transposes ignored for them).
    const bool ta = transpose_a && sa.ndim() == 2, tb = transpose_b && sb.ndim() == 2;
    NDArray A = sa.ndim() == 1 ? a.data().reshape({1, sa[0]}) : a.data();
    NDArray B = sb.ndim() == 1 ? b.data().reshape({sb[0], 1}) : b.data();
    NDArray C = asynclab::dot(A, B, ta, tb);
    std::vector<std::int64_t> dims;
    if (sa.ndim() == 2) dims.push_back(C.shape()[0]);
    if (sb.ndim() == 2) dims.push_back(C.shape()[1]);
    NDArray y = C.reshape(Shape(dims));
    const bool need_a = a.requires_grad(), need_b = b.requires_grad();
    return record(y, "dot", {&a, &b},
                  [A, B, ta, tb, need_a, need_b, sa, sb, cs = C.shape()](const NDArray& gy,
                                                                         const Into& into) {
                      NDArray g = gy.reshape(cs);
                      NDArray gA, gB;
                      // C = op(A) op(B); the four transpose cases. Each gradient has the
                      // shape of its (2-D) operand, so it can go straight into the buffer.
                      if (need_a) {
                          const NDArray out = grad_output(into[0], A.shape(), A);
                          if (!ta)
                              asynclab::dot(g, B, false, !tb, out);  // g op(B)^T
                          else
                              asynclab::dot(B, g, tb, true, out);  // op(B) g^T
                          gA = out.reshape(sa);
                      }
                      if (need_b) {
                          const NDArray out = grad_output(into[1], B.shape(), B);
                          if (!tb)
                              asynclab::dot(A, g, !ta, false, out);  // op(A)^T g
                          else
                              asynclab::dot(g, A, true, ta, out);  // g^T op(A)
                          gB = out.reshape(sb);
                      }
                      return std::vector<NDArray>{gA, gB};
                  });
}

Variable sum(const Variable& a, std::vector<int> axes, bool keepdims) {
    return reduce("sum", a, std::move(axes), keepdims, false);
}
Variable mean(const Variable& a, std::vector<int> axes, bool keepdims) {
    return reduce("mean", a, std::move(axes), keepdims, true);
}

Variable reshape(const Variable& a, const Shape& shape) {
    check_variable("reshape", a);
    NDArray y = a.data().reshape(shape);
    return record(y, "reshape", {&a}, [in = a.shape()](const NDArray& g, const Into&) {
        return std::vector<NDArray>{g.reshape(in)};
    });
}

Variable transpose(const Variable& a, std::vector<int> perm) {
    check_variable("transpose", a);
    const std::size_t nd = a.shape().ndim();
    if (perm.empty())
        for (std::size_t i = nd; i-- > 0;) perm.push_back(static_cast<int>(i));
    perm = normalize_axes("transpose", perm, nd);
    NDArray y = asynclab::transpose(a.data(), perm);  // validates the permutation
    std::vector<int> inverse(nd);
    for (std::size_t i = 0; i < nd; ++i)
        inverse[static_cast<std::size_t>(perm[i])] = static_cast<int>(i);
    return record(y, "transpose", {&a}, [inverse](const NDArray& g, const Into&) {
        return std::vector<NDArray>{asynclab::transpose(g, inverse)};
    });
}

Variable concat(const std::vector<Variable>& parts, int axis) {
    if (parts.empty()) throw ShapeError("concat: needs at least one array");
    std::vector<NDArray> arrays;
    std::vector<const Variable*> inputs;
    for (const Variable& p : parts) {
        check_variable("concat", p);
        arrays.push_back(p.data());
        inputs.push_back(&p);
    }
    NDArray y = asynclab::concat(arrays, axis);  // validates shapes and the axis
    const int nd = static_cast<int>(y.shape().ndim());
    const int ax = axis < 0 ? axis + nd : axis;
    std::vector<std::int64_t> sizes;
    std::vector<bool> need;
    for (const Variable& p : parts) {
        sizes.push_back(p.shape()[static_cast<std::size_t>(ax)]);
        need.push_back(p.requires_grad());
    }
    return record(y, "concat", inputs, [sizes, need, ax](const NDArray& g, const Into&) {
        std::vector<NDArray> out;
        std::vector<std::int64_t> begin(g.shape().ndim(), 0), end(g.shape().dims());
        std::int64_t offset = 0;
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            begin[static_cast<std::size_t>(ax)] = offset;
            end[static_cast<std::size_t>(ax)] = offset + sizes[i];
            out.push_back(need[i] ? asynclab::slice(g, begin, end) : NDArray());
            offset += sizes[i];
        }
        return out;
    });
}

Variable slice(const Variable& a, const std::vector<std::int64_t>& begin,
               const std::vector<std::int64_t>& end) {
    check_variable("slice", a);
    const Shape& s = a.shape();
    if (begin.size() > s.ndim() || end.size() > s.ndim() || begin.size() != end.size())
        throw ShapeError("slice: begin and end must have one entry per leading dimension of " +
                         s.to_string());
    // The same normalisation as NDArray's slice, kept for the backward pass.
    std::vector<std::int64_t> b(s.ndim(), 0), e(s.dims());
    for (std::size_t i = 0; i < begin.size(); ++i) {
        auto clamp = [&](std::int64_t v) {
            if (v < 0) v += s[i];
            return std::clamp<std::int64_t>(v, 0, s[i]);
        };
        b[i] = clamp(begin[i]);
        e[i] = std::max(b[i], clamp(end[i]));
    }
    NDArray y = asynclab::slice(a.data(), b, e);
    return record(y, "slice", {&a}, [in = s, b](const NDArray& g, const Into&) {
        return std::vector<NDArray>{slice_backward(g, in, b)};
    });
}

NDArray dropout_mask(const Shape& shape, double rate, std::optional<std::uint64_t> seed,
                     Device device, DType dtype, Engine* engine) {
    if (!(rate >= 0.0 && rate < 1.0))
        throw std::invalid_argument("dropout: rate must lie in [0, 1), got " +
                                    std::to_string(rate));
    NDArray mask = NDArray::uniform(shape, 0.0, 1.0, seed, device, dtype, engine);
    push_op("dropout_mask",
            op_props(OpKind::Random, cpu::unary_cost(shape.size(), dtype_size(dtype))), {}, {mask},
            [rate](const std::vector<detail::OpArg>&, const std::vector<detail::OpArg>& w) {
                with_dtype(w[0].dtype(), [&](auto zero) {
                    using T = decltype(zero);
                    T* m = w[0].data_as<T>();
                    const T keep = static_cast<T>(1.0 / (1.0 - rate));
                    const T r = static_cast<T>(rate);
                    for (std::int64_t i = 0, n = w[0].size(); i < n; ++i)
                        m[i] = m[i] < r ? T(0) : keep;
                });
            });
    return mask;
}

Variable dropout(const Variable& a, double rate, std::optional<std::uint64_t> seed) {
    check_variable("dropout", a);
    NDArray mask = dropout_mask(a.shape(), rate, seed, a.device(), a.dtype(), &a.data().engine());
    return mul(a, Variable(mask));
}

// --- losses -------------------------------------------------------------------------------

Variable softmax_cross_entropy(const Variable& logits, const Variable& labels) {
    check_variable("softmax_cross_entropy", logits);
    check_variable("softmax_cross_entropy", labels);
    const Shape& s = logits.shape();
    if (s.ndim() < 1 || s[s.ndim() - 1] < 1)
        throw ShapeError("softmax_cross_entropy: logits need a non-empty last axis, got " +
                         s.to_string());
    const std::int64_t classes = s[s.ndim() - 1];
    const std::int64_t rows = s.size() / classes;
    if (labels.data().size() != rows)
        throw ShapeError("softmax_cross_entropy: " + std::to_string(labels.data().size()) +
                         " labels for " + std::to_string(rows) + " rows of logits " +
                         s.to_string());
    if (labels.dtype() != logits.dtype())
        throw ShapeError("softmax_cross_entropy: labels are " +
                         std::string(dtype_name(labels.dtype())) + ", logits " +
                         dtype_name(logits.dtype()));
    std::vector<std::int64_t> out_dims(s.dims().begin(), s.dims().end() - 1);
    const Device dev = logits.device();
    const DType dt = logits.dtype();
    Engine* eng = &logits.data().engine();
    NDArray loss = NDArray::empty(Shape(out_dims), dev, dt, eng);
    NDArray prob = NDArray::empty(s, dev, dt, eng);
    NDArray lab = labels.data();
    push_op(
        "softmax_cross_entropy",
        op_props(OpKind::Other, {4.0 * static_cast<double>(s.size()),
                                 static_cast<double>(2 * s.size() + 2 * rows) * dtype_size(dt)}),
        {logits.data(), lab}, {loss, prob},
        [rows, classes](const std::vector<detail::OpArg>& r, const std::vector<detail::OpArg>& w) {
            with_dtype(r[0].dtype(), [&](auto zero) {
                using T = decltype(zero);
                const T* x = r[0].data_as<T>();
                const T* y = r[1].data_as<T>();
                T* l = w[0].data_as<T>();
                T* p = w[1].data_as<T>();
                for (std::int64_t i = 0; i < rows; ++i) {
                    const T* xi = x + i * classes;
                    T* pi = p + i * classes;
                    const double label = static_cast<double>(y[i]);
                    const auto k = static_cast<std::int64_t>(label);
                    if (!(label >= 0) || k >= classes || static_cast<double>(k) != label)
                        throw std::out_of_range(
                            "softmax_cross_entropy: label " + std::to_string(label) + " of row " +
                            std::to_string(i) + " is not a class index in [0, " +
                            std::to_string(classes) + ")");
                    double m = -std::numeric_limits<double>::infinity();
                    for (std::int64_t c = 0; c < classes; ++c)
                        m = std::max(m, static_cast<double>(xi[c]));
                    double z = 0;
                    for (std::int64_t c = 0; c < classes; ++c)
                        z += std::exp(static_cast<double>(xi[c]) - m);
                    const double log_z = std::log(z) + m;
                    for (std::int64_t c = 0; c < classes; ++c)
                        pi[c] = static_cast<T>(std::exp(static_cast<double>(xi[c]) - log_z));
                    l[i] = static_cast<T>(log_z - static_cast<double>(xi[k]));
                }
            });
        });
    return record(
        loss, "softmax_cross_entropy", {&logits, &labels},
        [prob, lab, rows, classes](const NDArray& g, const Into&) {
            NDArray dx = NDArray::empty(prob.shape(), prob.device(), prob.dtype(), &prob.engine());
            push_op("softmax_cross_entropy_backward",
                    op_props(OpKind::Elementwise,
                             cpu::unary_backward_cost(prob.size(), dtype_size(prob.dtype()))),
                    {prob, lab, g}, {dx},
                    [rows, classes](const std::vector<detail::OpArg>& r,
                                    const std::vector<detail::OpArg>& w) {
                        with_dtype(r[0].dtype(), [&](auto zero) {
                            using T = decltype(zero);
                            const T* p = r[0].data_as<T>();
                            const T* y = r[1].data_as<T>();
                            const T* gl = r[2].data_as<T>();
                            T* d = w[0].data_as<T>();
                            for (std::int64_t i = 0; i < rows; ++i) {
                                const auto k = static_cast<std::int64_t>(y[i]);
                                for (std::int64_t c = 0; c < classes; ++c)
                                    d[i * classes + c] =
                                        gl[i] * (p[i * classes + c] - (c == k ? T(1) : T(0)));
                            }
                        });
                    });
            return std::vector<NDArray>{dx, NDArray()};
        });
}

Variable l2_loss(const Variable& pred, const Variable& label) {
    check_variable("l2_loss", pred);
    check_variable("l2_loss", label);
    Variable lab = label;
    if (label.shape() != pred.shape()) {
        if (label.data().size() != pred.data().size())
            throw ShapeError("l2_loss: label " + label.shape().to_string() +
                             " does not match prediction " + pred.shape().to_string());
        lab = reshape(label, pred.shape());
    }
    Variable sq = mul(square(sub(pred, lab)), 0.5);
    const std::size_t nd = pred.shape().ndim();
    if (nd <= 1) return sq;
    std::vector<int> axes;
    for (std::size_t i = 1; i < nd; ++i) axes.push_back(static_cast<int>(i));
    return mean(sq, axes);
}

}  // namespace asynclab::nn
