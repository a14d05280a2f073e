#include "engine/nn/cached_op.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <stdexcept>
#include <type_traits>

#include "engine/kernels/cpu_kernels.h"
#include "engine/nn/detail.h"
#include "engine/nn/parameter.h"

namespace asynclab::nn {

namespace autograd {
std::uint64_t take_seq(bool is_op);  // autograd.cpp
}

namespace {

using detail::OpArg;

std::optional<cpu::UnaryOp> unary_of(const std::string& act) {
    if (act == "relu") return cpu::UnaryOp::Relu;
    if (act == "sigmoid") return cpu::UnaryOp::Sigmoid;
    if (act == "tanh") return cpu::UnaryOp::Tanh;
    return std::nullopt;
}

cpu::UnaryOp act_of(const GraphNode& n) {
    const std::string a = n.op == "Activation" || n.op == "fused_dense" ? n.attr("act_type") : n.op;
    auto u = unary_of(a);
    if (!u) throw std::runtime_error("node '" + n.name + "': unsupported act_type '" + a + "'");
    return *u;
}

cpu::BinaryOp binary_of(const std::string& kind) {
    if (kind == "add") return cpu::BinaryOp::Add;
    if (kind == "sub") return cpu::BinaryOp::Sub;
    return cpu::BinaryOp::Mul;
}

double scalar_attr(const GraphNode& n) {
    try {
        return std::stod(n.attr("scalar", "0"));
    } catch (const std::exception&) {
        throw std::runtime_error("node '" + n.name + "': malformed scalar '" + n.attr("scalar") +
                                 "'");
    }
}

double dropout_p(const GraphNode& n) {
    try {
        return std::stod(n.attr("p", "0.5"));
    } catch (const std::exception&) {
        throw std::runtime_error("node '" + n.name + "': malformed p '" + n.attr("p") + "'");
    }
}

std::vector<int> axes_attr(const GraphNode& n) {
    auto t = parse_tuple(n.attr("axis", "()"));
    if (!t) throw std::runtime_error("node '" + n.name + "': malformed axis");
    return {t->begin(), t->end()};
}

struct RunFlags {
    bool training = false;
    std::uint64_t seed = 0;
};

template <typename T>
void dropout_mask(T* mask, std::int64_t n, double p, std::uint64_t seed, std::uint64_t salt) {
    cpu::uniform(mask, n, T(0), T(1), seed ^ (salt * 0x9E3779B97F4A7C15ull));
    const T scale = static_cast<T>(1.0 / (1.0 - p));
    for (std::int64_t i = 0; i < n; ++i) mask[i] = mask[i] < static_cast<T>(p) ? T(0) : scale;
}

/// Runs one node: `in` are its inputs' values, `out` its output (may alias in[0] for the
/// in-place ops).
template <typename T>
void forward_node(const Graph& g, std::int64_t id, std::span<const T* const> in, T* out,
                  const RunFlags& flags) {
    const GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
    auto shape_of = [&](std::size_t k) -> const Shape& {
        return g.nodes[static_cast<std::size_t>(n.inputs[k].node)].shape;
    };
    const std::int64_t size = n.shape.size();
    const std::string& op = n.op;
    if (op == "FullyConnected" || op == "fused_dense") {
        const Shape& ws = shape_of(1);
        const std::int64_t N = ws[0], K = ws[1], M = size / N;
        cpu::gemm(false, true, M, N, K, T(1), in[0], K, in[1], K, T(0), out, N);
        cpu::bias_activation(out, in.size() > 2 ? in[2] : nullptr, M, N,
                             n.attrs.count("act_type") ? std::optional(act_of(n)) : std::nullopt);
    } else if (op == "Activation" || op == "relu" || op == "sigmoid" || op == "tanh") {
        cpu::unary(act_of(n), in[0], out, size);
    } else if (op == "Dropout") {
        const double p = dropout_p(n);
        if (flags.training && p > 0) {
            std::vector<T> mask(static_cast<std::size_t>(size));
            dropout_mask(mask.data(), size, p, flags.seed, static_cast<std::uint64_t>(id));
            for (std::int64_t i = 0; i < size; ++i)
                out[i] = in[0][i] * mask[static_cast<std::size_t>(i)];
        } else if (out != in[0]) {
            cpu::copy(in[0], out, size);
        }
    } else if (op == "Flatten" || op == "Reshape" || op == "_copy" || op == "identity") {
        if (out != in[0]) cpu::copy(in[0], out, size);
    } else if (op == "Concat") {
        std::vector<Shape> shapes;
        for (std::size_t k = 0; k < in.size(); ++k) shapes.push_back(shape_of(k));
        cpu::concat(shapes, std::vector<const T*>(in.begin(), in.end()),
                    static_cast<int>(parse_tuple(n.attr("dim", "1")).value()[0]), out);
    } else if (op.rfind("elemwise_", 0) == 0 || op.rfind("broadcast_", 0) == 0) {
        cpu::binary(binary_of(op.substr(op.find('_') + 1)), shape_of(0), in[0], shape_of(1), in[1],
                    out);
    } else if (op == "_mul_scalar") {
        cpu::binary_scalar(cpu::BinaryOp::Mul, in[0], static_cast<T>(scalar_attr(n)), out, size);
    } else if (op == "_plus_scalar") {
        cpu::binary_scalar(cpu::BinaryOp::Add, in[0], static_cast<T>(scalar_attr(n)), out, size);
    } else if (op == "sum" || op == "mean") {
        const bool keep = parse_bool_attr(n.attr("keepdims", "False"));
        if (op == "sum")
            cpu::sum(shape_of(0), in[0], axes_attr(n), keep, out);
        else
            cpu::mean(shape_of(0), in[0], axes_attr(n), keep, out);
    } else if (op == "fused_elementwise") {
        // Parse the program once per call, then run it block by block (cache resident).
        struct Step {
            int kind;  // 0 unary, 1 scalar, 2 binary
            cpu::UnaryOp u{};
            cpu::BinaryOp b{};
            T s{};
            std::size_t operand = 0;
        };
        std::vector<Step> steps;
        const std::string prog = n.attr("program");
        std::size_t start = 0;
        while (start <= prog.size()) {
            std::size_t end = prog.find(';', start);
            if (end == std::string::npos) end = prog.size();
            const std::string s = prog.substr(start, end - start);
            const std::size_t colon = s.find(':');
            const std::string head = s.substr(0, colon);
            const std::string arg =
                colon == std::string::npos ? std::string() : s.substr(colon + 1);
            Step st{};
            if (auto u = unary_of(head)) {
                st.kind = 0;
                st.u = *u;
            } else if (head == "mul_scalar" || head == "plus_scalar") {
                st.kind = 1;
                st.b = head == "mul_scalar" ? cpu::BinaryOp::Mul : cpu::BinaryOp::Add;
                st.s = static_cast<T>(std::stod(arg));
            } else if (head == "add" || head == "sub" || head == "mul") {
                st.kind = 2;
                st.b = binary_of(head);
                st.operand = static_cast<std::size_t>(std::stoul(arg));
                if (st.operand >= in.size())
                    throw std::runtime_error("node '" + n.name + "': program operand out of range");
            } else {
                throw std::runtime_error("node '" + n.name + "': unknown program step '" + s + "'");
            }
            steps.push_back(st);
            start = end + 1;
        }
        constexpr std::int64_t kBlock = 2048;
        for (std::int64_t b0 = 0; b0 < size; b0 += kBlock) {
            const std::int64_t len = std::min(kBlock, size - b0);
            T* o = out + b0;
            if (o != in[0] + b0) cpu::copy(in[0] + b0, o, len);
            for (const Step& st : steps) {
                if (st.kind == 0)
                    cpu::unary(st.u, o, o, len);
                else if (st.kind == 1)
                    cpu::binary_scalar(st.b, o, st.s, o, len);
                else
                    cpu::binary(st.b, Shape{len}, o, Shape{len}, in[st.operand] + b0, o);
            }
        }
    } else {
        throw std::runtime_error("cannot execute op '" + op + "' (node '" + n.name + "')");
    }
}

/// Where each node's value lives in a workspace (element offsets), for a graph.
struct Layout {
    std::vector<std::int64_t> offset;  // per node; -1 for variables and constants
    std::int64_t elements = 0;
};

Layout make_layout(const Graph& g) {
    Layout L;
    L.offset.assign(g.size(), -1);
    const std::int64_t es =
        static_cast<std::int64_t>(dtype_size(g.nodes.empty() ? DType::Float32 : g.nodes[0].dtype));
    if (!g.buffers.empty()) {
        std::vector<std::int64_t> base(g.buffers.size());
        for (std::size_t b = 0; b < g.buffers.size(); ++b) {
            base[b] = L.elements;
            L.elements += (g.buffers[b] + 7) / 8 * 8 / std::max<std::int64_t>(es, 1) + 1;
        }
        for (std::size_t i = 0; i < g.size(); ++i)
            if (g.nodes[i].buffer >= 0)
                L.offset[i] = base[static_cast<std::size_t>(g.nodes[i].buffer)];
    }
    for (std::size_t i = 0; i < g.size(); ++i) {
        const GraphNode& n = g.nodes[i];
        if (n.is_variable() || n.is_constant() || L.offset[i] >= 0) continue;
        L.offset[i] = L.elements;
        L.elements += n.shape.size();
    }
    return L;
}

/// A node as the executor runs it, decoded once when the graph is loaded: no string
/// compares or attribute lookups per call.
struct Step {
    enum class Kind : std::uint8_t { Dense, Unary, Other };
    std::int64_t id = 0;
    Kind kind = Kind::Other;
    std::vector<std::int64_t> inputs;
    std::int64_t M = 0, N = 0, K = 0;  // Dense
    std::optional<cpu::UnaryOp> act;   // Dense (optional) and Unary
};

std::vector<Step> make_steps(const Graph& g, const std::vector<std::int64_t>& order) {
    std::vector<Step> steps;
    for (std::int64_t id : order) {
        const GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
        if (n.is_variable() || n.is_constant()) continue;
        Step s;
        s.id = id;
        for (const NodeRef& r : n.inputs) s.inputs.push_back(r.node);
        if ((n.op == "FullyConnected" || n.op == "fused_dense") && n.inputs.size() >= 2) {
            const Shape& ws = g.nodes[static_cast<std::size_t>(n.inputs[1].node)].shape;
            s.kind = Step::Kind::Dense;
            s.N = ws[0];
            s.K = ws[1];
            s.M = s.N > 0 ? n.shape.size() / s.N : 0;
            if (n.attrs.count("act_type")) s.act = act_of(n);
        } else if (n.op == "Activation" || n.op == "relu" || n.op == "sigmoid" || n.op == "tanh") {
            s.kind = Step::Kind::Unary;
            s.act = act_of(n);
        }
        steps.push_back(std::move(s));
    }
    return steps;
}

/// Runs the graph's steps; `val` receives every node's value pointer, `in` is scratch.
template <typename T>
void run_graph_into(const Graph& g, const std::vector<Step>& steps, const Layout& L,
                    const std::vector<const T*>& fixed, T* ws, const RunFlags& flags,
                    std::vector<T*>& val, std::vector<const T*>& in) {
    val.resize(g.size());
    for (std::size_t i = 0; i < g.size(); ++i)
        val[i] = L.offset[i] >= 0 ? ws + L.offset[i] : const_cast<T*>(fixed[i]);
    for (const Step& s : steps) {
        T* out = val[static_cast<std::size_t>(s.id)];
        auto input = [&](std::size_t k) -> const T* {
            return val[static_cast<std::size_t>(s.inputs[k])];
        };
        switch (s.kind) {
            case Step::Kind::Dense:
                // The same two kernels as a hand-written layer: GEMM, then bias + activation.
                cpu::gemm(false, true, s.M, s.N, s.K, T(1), input(0), s.K, input(1), s.K, T(0), out,
                          s.N);
                cpu::bias_activation(out, s.inputs.size() > 2 ? input(2) : nullptr, s.M, s.N,
                                     s.act);
                break;
            case Step::Kind::Unary:
                cpu::unary(*s.act, input(0), out,
                           g.nodes[static_cast<std::size_t>(s.id)].shape.size());
                break;
            case Step::Kind::Other:
                in.clear();
                for (std::size_t k = 0; k < s.inputs.size(); ++k) in.push_back(input(k));
                forward_node<T>(g, s.id, in, out, flags);
                break;
        }
    }
}

template <typename T>
std::vector<T*> run_graph(const Graph& g, const std::vector<Step>& steps, const Layout& L,
                          const std::vector<const T*>& fixed, T* ws, const RunFlags& flags) {
    std::vector<T*> val;
    std::vector<const T*> in;
    run_graph_into(g, steps, L, fixed, ws, flags, val, in);
    return val;
}

/// What a compiled graph's inference op needs per call besides the arrays, kept per worker
/// thread and reused: allocating it per call cost the op as much as its bias additions.
template <typename T>
struct GraphScratch {
    std::vector<void*> ptrs;
    std::vector<const T*> fixed;
    std::vector<T*> val;
    std::vector<const T*> in;
};

template <typename T>
GraphScratch<T>& graph_scratch() {
    thread_local GraphScratch<T> scratch;
    return scratch;
}

template <typename T>
void add_into(T* dst, const T* src, std::int64_t n) {
    for (std::int64_t i = 0; i < n; ++i) dst[i] += src[i];
}

/// The adjoint of the graph: grads[id] (node-sized, zeroed) receive d(out)/d(node); a null
/// grads[id] is a node whose gradient nobody needs, and is not computed.
template <typename T>
void backward_graph(const Graph& g, const std::vector<std::int64_t>& order,
                    const std::vector<T*>& val, const std::vector<T*>& grad,
                    const RunFlags& flags) {
    std::int64_t biggest = 1;
    for (const auto& n : g.nodes) biggest = std::max(biggest, n.shape_known ? n.shape.size() : 1);
    std::vector<T> s1(static_cast<std::size_t>(biggest)), s2(static_cast<std::size_t>(biggest));
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const std::int64_t id = *it;
        const GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
        if (n.is_variable() || n.is_constant()) continue;
        const T* dy = grad[static_cast<std::size_t>(id)];
        if (!dy) continue;  // no input of it needs a gradient
        const T* y = val[static_cast<std::size_t>(id)];
        const std::int64_t size = n.shape.size();
        auto in_id = [&](std::size_t k) { return static_cast<std::size_t>(n.inputs[k].node); };
        auto in_shape = [&](std::size_t k) -> const Shape& { return g.nodes[in_id(k)].shape; };
        const std::string& op = n.op;
        if (op == "FullyConnected" || op == "fused_dense") {
            const Shape& ws = in_shape(1);
            const std::int64_t N = ws[0], K = ws[1], M = size / N;
            const T* dz = dy;
            if (n.attrs.count("act_type")) {
                cpu::unary_backward(act_of(n), y, y, dy, s1.data(), size);
                dz = s1.data();
            }
            if (T* dx = grad[in_id(0)])
                cpu::gemm(false, false, M, K, N, T(1), dz, N, val[in_id(1)], K, T(1), dx, K);
            if (T* dw = grad[in_id(1)])
                cpu::gemm(true, false, N, K, M, T(1), dz, N, val[in_id(0)], K, T(1), dw, K);
            if (n.inputs.size() > 2)
                if (T* db = grad[in_id(2)])
                    for (std::int64_t r = 0; r < M; ++r) add_into(db, dz + r * N, N);
        } else if (op == "Activation" || op == "relu" || op == "sigmoid" || op == "tanh") {
            cpu::unary_backward(act_of(n), val[in_id(0)], y, dy, s1.data(), size);
            add_into(grad[in_id(0)], s1.data(), size);
        } else if (op == "Dropout") {
            const double p = dropout_p(n);
            if (flags.training && p > 0) {
                dropout_mask(s1.data(), size, p, flags.seed, static_cast<std::uint64_t>(id));
                for (std::int64_t i = 0; i < size; ++i)
                    grad[in_id(0)][i] += dy[i] * s1[static_cast<std::size_t>(i)];
            } else {
                add_into(grad[in_id(0)], dy, size);
            }
        } else if (op == "Flatten" || op == "Reshape" || op == "_copy" || op == "identity" ||
                   op == "_plus_scalar") {
            add_into(grad[in_id(0)], dy, size);
        } else if (op == "_mul_scalar") {
            const T s = static_cast<T>(scalar_attr(n));
            for (std::int64_t i = 0; i < size; ++i) grad[in_id(0)][i] += s * dy[i];
        } else if (op.rfind("elemwise_", 0) == 0 || op.rfind("broadcast_", 0) == 0) {
            const std::string kind = op.substr(op.find('_') + 1);
            for (std::size_t k = 0; k < 2; ++k) {
                if (!grad[in_id(k)]) continue;
                // contribution at the output's shape
                if (kind == "mul")
                    cpu::binary(cpu::BinaryOp::Mul, n.shape, dy, in_shape(1 - k), val[in_id(1 - k)],
                                s1.data());
                else if (kind == "sub" && k == 1)
                    cpu::binary_scalar(cpu::BinaryOp::Mul, dy, T(-1), s1.data(), size);
                else
                    cpu::copy(dy, s1.data(), size);
                cpu::reduce_to_shape(n.shape, s1.data(), in_shape(k), s2.data());
                add_into(grad[in_id(k)], s2.data(), in_shape(k).size());
            }
        } else if (op == "Concat") {
            const int nd = static_cast<int>(n.shape.ndim());
            int axis = static_cast<int>(parse_tuple(n.attr("dim", "1")).value()[0]);
            if (axis < 0) axis += nd;
            std::int64_t at = 0;
            for (std::size_t k = 0; k < n.inputs.size(); ++k) {
                std::vector<std::int64_t> b(static_cast<std::size_t>(nd), 0), e = n.shape.dims();
                b[static_cast<std::size_t>(axis)] = at;
                at += in_shape(k)[static_cast<std::size_t>(axis)];
                e[static_cast<std::size_t>(axis)] = at;
                if (!grad[in_id(k)]) continue;
                cpu::slice(n.shape, dy, b, e, s1.data());
                add_into(grad[in_id(k)], s1.data(), in_shape(k).size());
            }
        } else if (op == "sum" || op == "mean") {
            const Shape& xs = in_shape(0);
            const Shape keep = cpu::reduce_shape(xs, axes_attr(n), true);
            cpu::fill(s1.data(), xs.size(), T(0));
            cpu::binary(cpu::BinaryOp::Add, xs, s1.data(), keep, dy, s1.data());
            const T scale =
                op == "mean"
                    ? static_cast<T>(static_cast<double>(keep.size()) /
                                     static_cast<double>(std::max<std::int64_t>(xs.size(), 1)))
                    : T(1);
            for (std::int64_t i = 0; i < xs.size(); ++i)
                grad[in_id(0)][i] += scale * s1[static_cast<std::size_t>(i)];
        } else {
            throw std::runtime_error("no gradient for op '" + op + "' (node '" + n.name + "')");
        }
    }
}

std::int64_t single_data_input(const Graph& g) {
    const auto data = g.variables(VarKind::Data);
    if (data.size() != 1)
        throw std::runtime_error("cached op: the graph needs exactly one data input, has " +
                                 std::to_string(data.size()));
    return data[0];
}

}  // namespace

std::vector<double> evaluate_node(const Graph& g, std::int64_t id,
                                  const std::vector<std::vector<double>>& inputs) {
    const GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
    if (!n.shape_known) throw std::runtime_error("evaluate_node: '" + n.name + "' has no shape");
    std::vector<const double*> in;
    for (const auto& v : inputs) in.push_back(v.data());
    std::vector<double> out(static_cast<std::size_t>(n.shape.size()));
    forward_node<double>(g, id, in, out.data(), RunFlags{});
    return out;
}

namespace {
/// The kind of kernel a graph node runs, for the cost model.
OpKind cost_kind_of(const std::string& op) {
    if (op == "FullyConnected" || op == "fused_dense" || op == "dot" || op == "batch_dot")
        return OpKind::MatMul;
    if (op == "sum" || op == "mean" || op == "max" || op == "min") return OpKind::Reduction;
    if (op == "Flatten" || op == "Reshape" || op == "Concat" || op == "_copy" || op == "identity")
        return OpKind::Layout;
    return OpKind::Elementwise;
}

/// The graph's adjoint for one set of inputs that need a gradient: the nodes whose gradient
/// is computed (those with an input that needs one), and what computing only those costs.
/// Gradients nobody asked for are not computed, as MXNet prunes the backward graph of
/// inputs whose grad_req is null: the data input of a training step needs none.
struct Adjoint {
    /// Per Exec::var_ids entry, which output of the op is its gradient (-1: it needs none).
    std::vector<int> output_index;
    std::vector<bool> needs;  ///< per node
    /// Per node, where its gradient lies in the op's workspace (-1: in an output, or none).
    std::vector<std::int64_t> offset;
    std::int64_t workspace_elements = 0;
    OpProps props;  ///< the backward op's kind, FLOPs, bytes and parts
    std::vector<CostPart> parts;
};

/// Everything a pushed op needs, immutable and shared (the op may outlive the CachedOp).
struct Exec {
    Graph graph;
    std::int64_t data_id = -1;
    std::vector<std::int64_t> order;
    std::vector<Step> steps;
    Layout layout;
    OpProps props;  ///< the pushed op's kind, FLOPs, bytes and parts
    std::vector<CostPart> parts;
    std::vector<std::vector<float>> consts_f;
    std::vector<std::vector<double>> consts_d;
    std::vector<std::int64_t> var_ids;  // data input, then the Param variables
    std::int64_t out_id = -1;

    /// The value of every variable and constant node: `data[k]` for var_ids[k].
    template <typename T>
    std::vector<const T*> fixed_ptrs(void* const* data) const {
        std::vector<const T*> f;
        fixed_ptrs_into(data, f);
        return f;
    }
    template <typename T>
    void fixed_ptrs_into(void* const* data, std::vector<const T*>& f) const {
        f.assign(graph.size(), nullptr);
        for (std::size_t k = 0; k < var_ids.size(); ++k)
            f[static_cast<std::size_t>(var_ids[k])] = static_cast<const T*>(data[k]);
        for (std::size_t i = 0; i < graph.size(); ++i)
            if (graph.nodes[i].is_constant()) {
                if constexpr (std::is_same_v<T, float>)
                    f[i] = consts_f[i].data();
                else
                    f[i] = consts_d[i].data();
            }
    }
    template <typename T>
    std::vector<const T*> fixed(const std::vector<OpArg>& r) const {
        std::vector<void*> data;
        for (const OpArg& a : r) data.push_back(a.data_as<void>());
        return fixed_ptrs<T>(data.data());
    }

    /// The adjoint when `need[k]` says whether var_ids[k] needs a gradient; built on first
    /// use of each pattern, then kept (and never moved) for the ops that use it.
    const Adjoint& adjoint(const std::vector<bool>& need) const {
        std::lock_guard lock(adjoints_mutex);
        std::unique_ptr<Adjoint>& slot = adjoints[need];
        if (!slot) slot = make_adjoint(need);
        return *slot;
    }

  private:
    std::unique_ptr<Adjoint> make_adjoint(const std::vector<bool>& need) const {
        auto a = std::make_unique<Adjoint>();
        int outputs = 0;
        for (bool n : need) a->output_index.push_back(n ? outputs++ : -1);
        a->needs.assign(graph.size(), false);
        for (std::size_t k = 0; k < var_ids.size(); ++k)
            a->needs[static_cast<std::size_t>(var_ids[k])] = need[k];
        for (std::int64_t id : order) {
            const GraphNode& n = graph.nodes[static_cast<std::size_t>(id)];
            if (n.is_variable() || n.is_constant()) continue;
            for (const auto& in : n.inputs)
                if (a->needs[static_cast<std::size_t>(in.node)])
                    a->needs[static_cast<std::size_t>(id)] = true;
        }
        // Variables' gradients are outputs of the op; the others it needs, in a workspace.
        a->offset.assign(graph.size(), -1);
        for (std::size_t i = 0; i < graph.size(); ++i)
            if (a->needs[i] && !graph.nodes[i].is_variable()) {
                a->offset[i] = a->workspace_elements;
                a->workspace_elements += graph.nodes[i].shape.size();
            }
        a->props.kind = OpKind::Fused;
        for (std::size_t i = 0; i < graph.size(); ++i) {
            const GraphNode& n = graph.nodes[i];
            if (n.is_variable() || n.is_constant() || !a->needs[i]) continue;
            // A dense layer's adjoint is two products the size of its forward one, the
            // input's gradient and the weight's, each only when needed (the bias and the
            // activation cost little beside them); another node's costs about twice its
            // forward: the derivative, then times the incoming gradient.
            double factor = 2;
            if (n.op == "FullyConnected" || n.op == "fused_dense") {
                auto needs_in = [&](std::size_t k) {
                    return k < n.inputs.size() &&
                           a->needs[static_cast<std::size_t>(n.inputs[k].node)];
                };
                factor = (needs_in(0) ? 1.0 : 0.0) + (needs_in(1) ? 1.0 : 0.0);
                if (factor == 0) factor = 0.1;
            }
            const OpKind kind = cost_kind_of(n.op);
            a->parts.push_back({kind, factor * n.flops, factor * n.bytes});
            a->props.flops += factor * n.flops;
            a->props.bytes += factor * n.bytes;
        }
        a->props.parts = &a->parts;
        return a;
    }

    mutable std::mutex adjoints_mutex;
    mutable std::map<std::vector<bool>, std::unique_ptr<Adjoint>> adjoints;
};

std::shared_ptr<const Exec> make_exec(const Graph& g) {
    auto e = std::make_shared<Exec>();
    e->graph = g;
    e->data_id = single_data_input(g);
    e->order = g.topo_order();
    e->steps = make_steps(g, e->order);
    e->layout = make_layout(g);
    e->props.kind = OpKind::Fused;
    for (const auto& n : g.nodes) {
        if (n.is_variable() || n.is_constant()) continue;
        e->parts.push_back({cost_kind_of(n.op), n.flops, n.bytes});
        e->props.flops += n.flops;
        e->props.bytes += n.bytes;
    }
    e->props.parts = &e->parts;
    e->consts_f.resize(g.size());
    e->consts_d.resize(g.size());
    for (std::size_t i = 0; i < g.size(); ++i)
        if (g.nodes[i].is_constant()) {
            e->consts_d[i] = g.nodes[i].value;
            e->consts_f[i].assign(e->consts_d[i].begin(), e->consts_d[i].end());
        }
    e->var_ids.push_back(e->data_id);
    for (std::int64_t id : g.variables(VarKind::Param)) e->var_ids.push_back(id);
    if (g.outputs.empty()) throw std::runtime_error("cached op: the graph has no output");
    e->out_id = g.outputs[0].node;
    return e;
}

std::atomic<std::uint64_t> g_seed{0x5DEECE66Dull};
}  // namespace

struct CachedOp::Impl {
    std::shared_ptr<const Exec> infer, train;
    NDArray workspace;    ///< static inference workspace
    std::string op_name;  ///< "cached_op:<name>"
    /// The parameters' storage, in Exec::var_ids order after the input, that inference calls'
    /// functions hold by raw pointer. A reference count or a list allocated per call would be
    /// written by the front end as it pushes and by the worker as it ends the call, a cache
    /// line passed between their cores at every call (operator()).
    using Bound = std::vector<NDArray::StorageRef>;
    std::unique_ptr<const Bound> bound;
    /// Calls' functions hold `infer` and `bound` by raw pointer: what `keep` holds is freed
    /// once every call pushed so far ended (each writes the workspace). Should the engine
    /// refuse the free, it is kept to the end of the process rather than freed under them.
    void free_after_calls(std::shared_ptr<const void> keep) noexcept {
        try {
            workspace.engine().free_after(workspace.var(), [keep](RunContext&) {});
        } catch (...) {
            new std::shared_ptr<const void>(std::move(keep));
        }
    }
    /// `bound` for these parameter arrays: the current one while they are unchanged.
    const Bound* bind(std::span<const NDArray* const> params) {
        bool same = bound && bound->size() == params.size();
        for (std::size_t i = 0; same && i < params.size(); ++i)
            same = (*bound)[i] == params[i]->storage_ref();
        if (same) return bound.get();
        auto fresh = std::make_unique<Bound>();
        fresh->reserve(params.size());
        for (const NDArray* p : params) fresh->push_back(p->storage_ref());
        if (bound) free_after_calls(std::shared_ptr<const Bound>(std::move(bound)));
        bound = std::move(fresh);
        return bound.get();
    }
    ~Impl() {
        if (!workspace.defined()) return;
        struct Held {
            std::shared_ptr<const Exec> infer;
            std::unique_ptr<const Bound> bound;
        };
        free_after_calls(std::make_shared<Held>(Held{std::move(infer), std::move(bound)}));
    }
    /// Where each Param variable of a graph gets its value, resolved on first use.
    struct Source {
        std::int64_t id = 0;
        Parameter* param = nullptr;
        Variable fixed;  ///< a fixed array's value (rebind() resolves the sources again)
    };
    std::optional<std::vector<Source>> infer_sources, train_sources;
};

CachedOp::CachedOp(Graph graph, std::vector<Parameter*> params, std::optional<Graph> training_graph,
                   std::string name)
    : name_(std::move(name)), graph_(std::move(graph)), params_(std::move(params)) {
    if (training_graph) {
        train_graph_ = std::move(*training_graph);
    } else {
        train_graph_ = graph_;
        train_graph_.buffers.clear();
        for (auto& n : train_graph_.nodes) {
            n.buffer = -1;
            n.inplace = false;
        }
    }
    check_runnable(graph_);
    check_runnable(train_graph_);
    impl_ = std::make_unique<Impl>();
    impl_->infer = make_exec(graph_);
    impl_->train = make_exec(train_graph_);
    impl_->op_name = "cached_op:" + name_;
    impl_->workspace =
        NDArray::empty(Shape{std::max<std::int64_t>(impl_->infer->layout.elements, 1)},
                       Device::cpu(), input_dtype());
}

CachedOp::CachedOp(Graph graph, std::map<std::string, NDArray> params, std::string name)
    : CachedOp(std::move(graph), std::vector<Parameter*>{}, std::nullopt, std::move(name)) {
    fixed_ = std::move(params);
}

CachedOp::~CachedOp() = default;

void CachedOp::rebind(const std::string& name, NDArray value) {
    const auto it = fixed_.find(name);
    if (it == fixed_.end())
        throw std::invalid_argument(name_ + ": no fixed input named '" + name + "'");
    it->second = std::move(value);
    impl_->infer_sources.reset();  // resolved again at the next call
    impl_->train_sources.reset();
}

const Shape& CachedOp::input_shape() const {
    return graph_.nodes[static_cast<std::size_t>(impl_->infer->data_id)].shape;
}
DType CachedOp::input_dtype() const {
    // The data input found once, when the graph was compiled (checked at every call).
    return graph_.nodes[static_cast<std::size_t>(impl_->infer->data_id)].dtype;
}
std::int64_t CachedOp::workspace_bytes() const {
    return impl_->infer->layout.elements * static_cast<std::int64_t>(dtype_size(input_dtype()));
}

void CachedOp::check_runnable(const Graph& g) const {
    for (const auto& n : g.nodes) {
        if (!op_is_executable(n.op))
            throw std::runtime_error(name_ + ": cannot execute op '" + n.op + "' (node '" + n.name +
                                     "'): this runtime runs only FullyConnected, Activation, "
                                     "Dropout, Flatten, Reshape, Concat and elementwise ops");
        for (const NodeRef& r : n.inputs)
            if (r.index != 0)
                throw std::runtime_error(name_ + ": node '" + n.name + "' reads output " +
                                         std::to_string(r.index) +
                                         " of a node; only single-output ops run");
        if (!n.shape_known)
            throw std::runtime_error(name_ + ": the shape of node '" + n.name + "' is unknown");
    }
}

std::vector<const Variable*> CachedOp::bound_params(const Graph& g) const {
    // Which parameter feeds which variable is fixed once resolved (names are matched once,
    // not per call); the value is read at each call (a parameter may be re-initialized).
    auto& cache = &g == &graph_ ? impl_->infer_sources : impl_->train_sources;
    if (!cache) {
        std::vector<Impl::Source> sources;
        for (std::int64_t id : g.variables(VarKind::Param)) {
            const GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
            Impl::Source src;
            src.id = id;
            for (Parameter* p : params_)
                if (p->name() == n.name) src.param = p;
            if (!src.param) {
                auto it = fixed_.find(n.name);
                if (it != fixed_.end()) src.fixed = Variable(it->second);
            }
            if (!src.param && !src.fixed.defined())
                throw std::runtime_error(name_ + ": no value for parameter '" + n.name + "'");
            sources.push_back(src);
        }
        cache = std::move(sources);
    }
    // In place, not copied: see operator().
    std::vector<const Variable*> out;
    out.reserve(cache->size());
    for (const Impl::Source& src : *cache) {
        const GraphNode& n = g.nodes[static_cast<std::size_t>(src.id)];
        const Variable& v = src.param ? src.param->var() : src.fixed;
        if (!v.defined())
            throw std::runtime_error(name_ + ": no value for parameter '" + n.name + "'");
        if (v.shape() != n.shape)
            throw ShapeError(name_ + ": parameter '" + n.name + "' has shape " +
                             v.shape().to_string() + ", the graph expects " + n.shape.to_string());
        if (v.dtype() != n.dtype)
            throw ShapeError(name_ + ": parameter '" + n.name + "' has type " +
                             dtype_name(v.dtype()) + ", the graph expects " + dtype_name(n.dtype));
        out.push_back(&v);
    }
    return out;
}

Variable CachedOp::operator()(const Variable& x) {
    if (x.shape() != input_shape() || x.dtype() != input_dtype())
        throw ShapeError(name_ + ": built for input " + input_shape().to_string() + " " +
                         dtype_name(input_dtype()) + ", got " + x.shape().to_string() + " " +
                         dtype_name(x.dtype()));
    if (!x.device().is_cpu())
        throw std::invalid_argument(name_ +
                                    ": a compiled (hybridized) graph runs on the CPU only, "
                                    "and its input is on " +
                                    x.device().name() +
                                    "; without hybridize() the block runs op by op there");
    ++calls_;
    const bool recording = autograd::is_recording();
    RunFlags flags;
    flags.training = autograd::is_training();
    flags.seed = flags.training ? g_seed.fetch_add(0x9E3779B97F4A7C15ull) : 0;
    bool any_grad = x.requires_grad();
    std::vector<const Variable*> params = bound_params(recording ? train_graph_ : graph_);
    for (const Variable* p : params) any_grad |= p->requires_grad();
    const bool tape = recording && any_grad;
    if (!tape && recording) params = bound_params(graph_);
    const std::shared_ptr<const Exec>& ex = tape ? impl_->train : impl_->infer;
    const DType dt = x.dtype();
    Engine* engine = &x.data().engine();
    NDArray out = NDArray::empty(ex->graph.nodes[static_cast<std::size_t>(ex->out_id)].shape,
                                 Device::cpu(), dt, engine);
    NDArray ws = tape ? NDArray::empty(Shape{std::max<std::int64_t>(ex->layout.elements, 1)},
                                       Device::cpu(), dt, engine)
                      : impl_->workspace;
    if (!tape) {
        // Inference: one op whose closure holds the graph and raw storage pointers only
        // (see detail::push_op for why raw pointers are safe), pushed straight to the engine.
        // The arrays are read in place, not copied: a copy's reference counts would write
        // the lines of the arrays' storage that the worker reads next.
        std::vector<const NDArray*> reads{&x.data()};
        for (const Variable* p : params) reads.push_back(&p->data());
        for (const NDArray* a : reads) {
            if (!a->device().is_cpu())
                throw std::invalid_argument(name_ + ": runs on the CPU only, got an array on " +
                                            a->device().name());
            if (&a->engine() != engine)
                throw std::invalid_argument(name_ + ": operands belong to different engines");
        }
        if (&ws.engine() != engine)
            throw std::invalid_argument(name_ + ": operands belong to different engines");
        std::vector<VarHandle> rv;
        rv.reserve(reads.size());
        for (const NDArray* a : reads)
            if (std::find(rv.begin(), rv.end(), a->var()) == rv.end()) rv.push_back(a->var());
        // The compiled graph and the bound storage by raw pointer: they outlive the call
        // (Impl::free_after_calls).
        const Impl::Bound* bound = impl_->bind(std::span<const NDArray* const>(reads).subspan(1));
        const VarHandle wv[2] = {out.var(), ws.var()};
        engine->push(
            [ex = ex.get(), bound, in = x.data().storage_ref(), y_ref = out.storage_ref(),
             ws_ref = ws.storage_ref(), flags, dt](RunContext&) {
                detail::with_dtype(dt, [&](auto zero) {
                    using T = decltype(zero);
                    GraphScratch<T>& s = graph_scratch<T>();
                    // The reads in Exec::var_ids order, then out and workspace.
                    const std::size_t nv = ex->var_ids.size();
                    s.ptrs.resize(nv + 2);
                    s.ptrs[0] = in.get();
                    for (std::size_t i = 1; i < nv; ++i) s.ptrs[i] = (*bound)[i - 1].get();
                    s.ptrs[nv] = y_ref.get();
                    s.ptrs[nv + 1] = ws_ref.get();
                    ex->fixed_ptrs_into<T>(s.ptrs.data(), s.fixed);
                    T* y = static_cast<T*>(s.ptrs[nv]);
                    run_graph_into<T>(ex->graph, ex->steps, ex->layout, s.fixed,
                                      static_cast<T*>(s.ptrs[nv + 1]), flags, s.val, s.in);
                    const auto out_n = static_cast<std::size_t>(ex->out_id);
                    cpu::copy(s.val[out_n], y, ex->graph.nodes[out_n].shape.size());
                });
            },
            std::span<const VarHandle>(rv.data(), rv.size()), std::span<const VarHandle>(wv, 2),
            Device::cpu(), LaneKind::Compute, impl_->op_name, ex->props);
        return Variable(out);
    }
    std::vector<NDArray> reads{x.data()};
    for (const Variable* p : params) reads.push_back(p->data());
    detail::push_op(impl_->op_name, ex->props, reads, {out, ws},
                    [ex, flags](const std::vector<OpArg>& r, const std::vector<OpArg>& w) {
                        detail::with_dtype(r[0].dtype(), [&](auto zero) {
                            using T = decltype(zero);
                            std::vector<T*> val =
                                run_graph<T>(ex->graph, ex->steps, ex->layout, ex->fixed<T>(r),
                                             w[1].data_as<T>(), flags);
                            cpu::copy(val[static_cast<std::size_t>(ex->out_id)], w[0].data_as<T>(),
                                      w[0].size());
                        });
                    });
    if (!tape) return Variable(out);

    // One tape entry; its backward is one engine op running the graph's adjoint.
    auto node = std::make_shared<autograd::Node>();
    node->seq = autograd::take_seq(true);
    node->op = impl_->op_name;
    node->shape = out.shape();
    node->dtype = dt;
    node->inputs.push_back(x.node());
    for (const Variable* p : params) node->inputs.push_back(p->node());
    const std::string bname = "cached_op_backward:" + name_;
    std::vector<bool> need{x.requires_grad()};
    for (const Variable* p : params) need.push_back(p->requires_grad());
    const Adjoint* adj = &ex->adjoint(need);  // lives as long as `ex`, which the op holds
    node->backward = [ex, adj, flags, saved = reads, ws, bname](const NDArray& out_grad,
                                                                const std::vector<NDArray>& into) {
        // Gradients of the inputs that need one: straight into the gradient buffers where
        // autograd offers them, else new arrays. The other gradients the adjoint needs live
        // in a workspace of this op, accounted like any array; those that no input needs are
        // not computed.
        const std::size_t nv = ex->var_ids.size();
        std::vector<NDArray> grads(nv);
        std::vector<NDArray> writes;  // in Adjoint::output_index order, then the workspace
        for (std::size_t k = 0; k < nv; ++k) {
            if (adj->output_index[k] < 0) continue;  // needs no gradient
            const NDArray& a = saved[k];
            grads[k] = into[k].defined()
                           ? into[k]
                           : NDArray::empty(a.shape(), Device::cpu(), a.dtype(), &a.engine());
            writes.push_back(grads[k]);
        }
        const NDArray& first = saved.front();
        writes.push_back(NDArray::empty(Shape{std::max<std::int64_t>(adj->workspace_elements, 1)},
                                        Device::cpu(), first.dtype(), &first.engine()));
        std::vector<NDArray> reads = saved;
        reads.push_back(ws);
        reads.push_back(out_grad);
        detail::push_op(bname, adj->props, reads, writes,
                        [ex, adj, flags](const std::vector<OpArg>& r, const std::vector<OpArg>& w) {
                            detail::with_dtype(r[0].dtype(), [&](auto zero) {
                                using T = decltype(zero);
                                const Graph& run = ex->graph;
                                const std::size_t nv = ex->var_ids.size();
                                std::vector<const T*> fixed = ex->fixed<T>(r);
                                T* wsp = r[nv].data_as<T>();
                                std::vector<T*> val(run.size());
                                for (std::size_t i = 0; i < run.size(); ++i)
                                    val[i] = ex->layout.offset[i] >= 0 ? wsp + ex->layout.offset[i]
                                                                       : const_cast<T*>(fixed[i]);
                                // The adjoint accumulates into every gradient: all start at zero.
                                const OpArg& gw = w.back();
                                T* gbuf = gw.data_as<T>();
                                cpu::fill(gbuf, gw.size(), T(0));
                                std::vector<T*> grad(run.size());
                                for (std::size_t i = 0; i < run.size(); ++i)
                                    if (adj->offset[i] >= 0) grad[i] = gbuf + adj->offset[i];
                                for (std::size_t k = 0; k < nv; ++k)
                                    if (const int at = adj->output_index[k]; at >= 0) {
                                        const OpArg& g = w[static_cast<std::size_t>(at)];
                                        T* dst = g.data_as<T>();
                                        cpu::fill(dst, g.size(), T(0));
                                        grad[static_cast<std::size_t>(ex->var_ids[k])] = dst;
                                    }
                                const T* og = r[nv + 1].data_as<T>();
                                const auto out_n = static_cast<std::size_t>(ex->out_id);
                                if (grad[out_n])
                                    add_into(grad[out_n], og, run.nodes[out_n].shape.size());
                                backward_graph<T>(run, ex->order, val, grad, flags);
                            });
                        });
        return grads;
    };
    return Variable(out, std::move(node));
}

}  // namespace asynclab::nn
