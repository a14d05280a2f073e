#include "engine/nn/graph.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "engine/array/ndarray.h"
#include "engine/kernels/cpu_kernels.h"

namespace asynclab::nn {

std::string GraphNode::attr(const std::string& key, const std::string& fallback) const {
    auto it = attrs.find(key);
    return it == attrs.end() ? fallback : it->second;
}

bool op_is_executable(const std::string& op) {
    static const char* const kOps[] = {
        "null",          "_const",        "FullyConnected", "fused_dense",
        "Activation",    "Dropout",       "Flatten",        "Reshape",
        "Concat",        "elemwise_add",  "elemwise_sub",   "elemwise_mul",
        "broadcast_add", "broadcast_sub", "broadcast_mul",  "_mul_scalar",
        "_plus_scalar",  "sum",           "mean",           "fused_elementwise",
        "relu",          "sigmoid",       "tanh",           "_copy",
        "identity"};
    return std::find(std::begin(kOps), std::end(kOps), op) != std::end(kOps);
}

bool op_is_elementwise(const std::string& op) {
    static const char* const kOps[] = {"Activation",    "elemwise_add",  "elemwise_sub",
                                       "elemwise_mul",  "broadcast_add", "broadcast_sub",
                                       "broadcast_mul", "_mul_scalar",   "_plus_scalar",
                                       "relu",          "sigmoid",       "tanh"};
    return std::find(std::begin(kOps), std::end(kOps), op) != std::end(kOps);
}

std::optional<std::vector<std::int64_t>> parse_tuple(const std::string& text) {
    std::vector<std::int64_t> out;
    std::size_t i = 0;
    auto skip = [&] {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    };
    skip();
    bool bracket = false;
    char close = 0;
    if (i < text.size() && (text[i] == '(' || text[i] == '[')) {
        close = text[i] == '(' ? ')' : ']';
        bracket = true;
        ++i;
    }
    while (true) {
        skip();
        if (i >= text.size()) break;
        if (bracket && text[i] == close) {
            ++i;
            break;
        }
        bool neg = false;
        if (text[i] == '-') {
            neg = true;
            ++i;
        }
        if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i])))
            return std::nullopt;
        std::int64_t v = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            if (v > (std::int64_t{1} << 50)) return std::nullopt;  // absurd
            v = v * 10 + (text[i] - '0');
            ++i;
        }
        out.push_back(neg ? -v : v);
        if (out.size() > 32) return std::nullopt;
        skip();
        if (i < text.size() && text[i] == ',')
            ++i;
        else if (i < text.size() && text[i] == 'L')
            ++i;  // python 2 longs "2L"
    }
    skip();
    if (i != text.size()) return std::nullopt;
    return out;
}

std::string format_tuple(const std::vector<std::int64_t>& dims) {
    std::string s = "(";
    for (std::size_t i = 0; i < dims.size(); ++i) {
        if (i) s += ", ";
        s += std::to_string(dims[i]);
    }
    if (dims.size() == 1) s += ",";
    return s + ")";
}

bool parse_bool_attr(const std::string& text) {
    return text == "True" || text == "true" || text == "1";
}

std::int64_t node_bytes(const GraphNode& n) {
    if (!n.shape_known) return 0;
    return n.shape.size() * static_cast<std::int64_t>(dtype_size(n.dtype));
}

std::int64_t Graph::add_node(GraphNode node) {
    nodes.push_back(std::move(node));
    return static_cast<std::int64_t>(nodes.size()) - 1;
}

std::int64_t Graph::add_variable(const std::string& name, const Shape& shape, DType dtype,
                                 VarKind kind) {
    GraphNode n;
    n.op = "null";
    n.name = name;
    n.var = kind;
    n.shape = shape;
    n.dtype = dtype;
    n.shape_known =
        std::all_of(shape.dims().begin(), shape.dims().end(), [](std::int64_t d) { return d > 0; });
    return add_node(std::move(n));
}

std::int64_t Graph::add_constant(const std::string& name, const Shape& shape,
                                 std::vector<double> values, DType dtype) {
    if (static_cast<std::int64_t>(values.size()) != shape.size())
        throw ShapeError("constant " + name + ": " + std::to_string(values.size()) +
                         " values for shape " + shape.to_string());
    GraphNode n;
    n.op = "_const";
    n.name = name;
    n.shape = shape;
    n.shape_known = true;
    n.dtype = dtype;
    n.value = std::move(values);
    return add_node(std::move(n));
}

std::int64_t Graph::add_op(const std::string& op, const std::string& name,
                           std::vector<NodeRef> inputs, std::map<std::string, std::string> attrs) {
    GraphNode n;
    n.op = op;
    n.name = name;
    n.inputs = std::move(inputs);
    n.attrs = std::move(attrs);
    for (const NodeRef& r : n.inputs)
        if (r.node < 0 || r.node >= static_cast<std::int64_t>(nodes.size()))
            throw std::invalid_argument("Graph::add_op " + name + ": input node " +
                                        std::to_string(r.node) + " does not exist");
    const std::int64_t id = add_node(std::move(n));
    infer_shapes();
    return id;
}

std::vector<std::int64_t> Graph::topo_order() const {
    const auto n = static_cast<std::int64_t>(nodes.size());
    std::vector<std::uint8_t> state(nodes.size(), 0);  // 0 new, 1 on stack, 2 done
    std::vector<std::int64_t> order;
    order.reserve(nodes.size());
    std::vector<std::pair<std::int64_t, std::size_t>> stack;  // iterative DFS
    for (std::int64_t root = 0; root < n; ++root) {
        if (state[static_cast<std::size_t>(root)]) continue;
        stack.push_back({root, 0});
        state[static_cast<std::size_t>(root)] = 1;
        while (!stack.empty()) {
            auto& [id, next] = stack.back();
            const GraphNode& node = nodes[static_cast<std::size_t>(id)];
            if (next < node.inputs.size()) {
                const std::int64_t in = node.inputs[next++].node;
                if (in < 0 || in >= n)
                    throw std::runtime_error("graph: node '" + node.name + "' reads node " +
                                             std::to_string(in) + ", which does not exist");
                auto& s = state[static_cast<std::size_t>(in)];
                if (s == 1)
                    throw std::runtime_error("graph: cycle through node '" + node.name + "'");
                if (s == 0) {
                    s = 1;
                    stack.push_back({in, 0});
                }
            } else {
                state[static_cast<std::size_t>(id)] = 2;
                order.push_back(id);
                stack.pop_back();
            }
        }
    }
    return order;
}

std::vector<std::int64_t> Graph::variables(VarKind kind) const {
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].is_variable() && nodes[i].var == kind)
            out.push_back(static_cast<std::int64_t>(i));
    return out;
}

std::size_t Graph::count_op(const std::string& op) const {
    return static_cast<std::size_t>(
        std::count_if(nodes.begin(), nodes.end(), [&](const GraphNode& g) { return g.op == op; }));
}

std::int64_t Graph::find(const std::string& name) const {
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].name == name) return static_cast<std::int64_t>(i);
    return -1;
}

std::vector<int> Graph::use_counts() const {
    std::vector<int> uses(nodes.size(), 0);
    for (const auto& n : nodes)
        for (const auto& r : n.inputs)
            if (r.node >= 0 && r.node < static_cast<std::int64_t>(nodes.size()))
                ++uses[static_cast<std::size_t>(r.node)];
    for (const auto& r : outputs)
        if (r.node >= 0 && r.node < static_cast<std::int64_t>(nodes.size()))
            ++uses[static_cast<std::size_t>(r.node)];
    return uses;
}

namespace {

[[noreturn]] void mismatch(const GraphNode& n, const std::string& what) {
    throw ShapeError("graph node '" + n.name + "' (" + n.op + "): " + what);
}

bool known(const Shape& s) {
    return std::all_of(s.dims().begin(), s.dims().end(), [](std::int64_t d) { return d > 0; });
}

constexpr std::int64_t kMaxElements = std::int64_t{1} << 33;  // 8 Gi elements

}  // namespace

void Graph::infer_shapes() {
    const std::vector<std::int64_t> order = topo_order();
    for (std::int64_t id : order) {
        GraphNode& n = nodes[static_cast<std::size_t>(id)];
        if (n.is_variable()) {
            n.shape_known = !n.shape.dims().empty() && known(n.shape);
            if (n.shape_known && n.shape.size() > kMaxElements)
                mismatch(n, "absurd shape " + n.shape.to_string());
            continue;
        }
        if (n.is_constant()) {
            n.shape_known = true;
            continue;
        }
        std::vector<GraphNode*> in;
        bool all_known = true;
        for (const NodeRef& r : n.inputs) {
            GraphNode* g = &nodes[static_cast<std::size_t>(r.node)];
            in.push_back(g);
            if (r.index != 0 && op_is_executable(g->op)) all_known = false;
        }
        if (!in.empty()) n.dtype = in[0]->dtype;
        n.shape_known = false;
        n.flops = 0;
        const std::string& op = n.op;
        // Weight shape inference for FullyConnected (imported graphs give "(128, 0)").
        if ((op == "FullyConnected" || op == "fused_dense") && in.size() >= 2 &&
            in[0]->shape_known) {
            const auto units = parse_tuple(n.attr("num_hidden", "0"));
            if (!units || units->size() != 1 || (*units)[0] <= 0)
                mismatch(n, "num_hidden must be a positive integer");
            const Shape& xs = in[0]->shape;
            const bool flat = parse_bool_attr(n.attr("flatten", "True"));
            if (xs.ndim() < 1) mismatch(n, "the input needs a batch axis");
            const std::int64_t feat = flat ? xs.size() / xs[0] : xs[xs.ndim() - 1];
            GraphNode* w = in[1];
            if (w->is_variable() && !w->shape_known) {
                w->shape = Shape{(*units)[0], feat};
                w->shape_known = true;
            }
            if (in.size() >= 3 && in[2]->is_variable() && !in[2]->shape_known) {
                in[2]->shape = Shape{(*units)[0]};
                in[2]->shape_known = true;
            }
        }
        for (GraphNode* g : in) all_known &= g->shape_known;
        if (!all_known || !op_is_executable(op)) {
            if (op == "SoftmaxOutput" && !in.empty() && in[0]->shape_known) {
                n.shape = in[0]->shape;
                n.shape_known = true;
            }
            continue;
        }
        auto need_inputs = [&](std::size_t lo, std::size_t hi) {
            if (in.size() < lo || in.size() > hi)
                mismatch(n, "expects " + std::to_string(lo) +
                                (hi != lo ? " to " + std::to_string(hi) : std::string()) +
                                " inputs, has " + std::to_string(in.size()));
        };
        for (GraphNode* g : in)
            if (g->dtype != n.dtype) mismatch(n, "inputs of different element types");
        Shape out;
        if (op == "FullyConnected" || op == "fused_dense") {
            const bool no_bias = parse_bool_attr(n.attr("no_bias", "False"));
            need_inputs(no_bias ? 2 : 3, no_bias ? 2 : 3);
            const std::int64_t units =
                parse_tuple(n.attr("num_hidden", "0")).value_or(std::vector<std::int64_t>{0})[0];
            const Shape& xs = in[0]->shape;
            const Shape& ws = in[1]->shape;
            const bool flat = parse_bool_attr(n.attr("flatten", "True"));
            const std::int64_t feat = flat ? xs.size() / xs[0] : xs[xs.ndim() - 1];
            if (ws != Shape{units, feat})
                mismatch(n, "weight " + ws.to_string() + " does not fit input " + xs.to_string() +
                                " and num_hidden " + std::to_string(units));
            if (!no_bias && in[2]->shape != Shape{units})
                mismatch(n, "bias " + in[2]->shape.to_string() + " for " + std::to_string(units) +
                                " units");
            std::vector<std::int64_t> d;
            if (flat)
                d = {xs[0], units};
            else {
                d = xs.dims();
                d.back() = units;
            }
            out = Shape(d);
            n.flops = 2.0 * static_cast<double>(xs.size() / feat) * static_cast<double>(feat) *
                      static_cast<double>(units);
        } else if (op == "Flatten") {
            need_inputs(1, 1);
            const Shape& xs = in[0]->shape;
            if (xs.ndim() < 1) mismatch(n, "the input needs a batch axis");
            out = Shape{xs[0], xs.size() / xs[0]};
        } else if (op == "Reshape") {
            need_inputs(1, 1);
            const auto t = parse_tuple(n.attr("shape"));
            if (!t) mismatch(n, "malformed shape attribute '" + n.attr("shape") + "'");
            std::vector<std::int64_t> d = *t;
            std::int64_t prod = 1, infer = -1;
            for (std::size_t i = 0; i < d.size(); ++i) {
                if (d[i] == 0 && i < in[0]->shape.ndim()) d[i] = in[0]->shape[i];
                if (d[i] == -1) {
                    if (infer >= 0) mismatch(n, "more than one -1 in the shape");
                    infer = static_cast<std::int64_t>(i);
                } else if (d[i] <= 0) {
                    mismatch(n, "invalid shape " + n.attr("shape"));
                } else if (d[i] > kMaxElements / prod) {
                    mismatch(n, "shape " + n.attr("shape") + " has more than " +
                                    std::to_string(kMaxElements) + " elements");
                } else {
                    prod *= d[i];
                }
            }
            if (infer >= 0) d[static_cast<std::size_t>(infer)] = in[0]->shape.size() / prod;
            out = Shape(d);
            if (out.size() != in[0]->shape.size())
                mismatch(n,
                         "cannot reshape " + in[0]->shape.to_string() + " to " + out.to_string());
        } else if (op == "Concat") {
            if (in.empty()) mismatch(n, "needs inputs");
            std::vector<Shape> shapes;
            for (GraphNode* g : in) shapes.push_back(g->shape);
            const auto dim = parse_tuple(n.attr("dim", "1"));
            if (!dim || dim->size() != 1) mismatch(n, "malformed dim");
            const auto s = cpu::concat_shape(shapes, static_cast<int>((*dim)[0]));
            if (!s) mismatch(n, "inputs do not concatenate on axis " + n.attr("dim", "1"));
            out = *s;
        } else if (op == "elemwise_add" || op == "elemwise_sub" || op == "elemwise_mul" ||
                   op == "broadcast_add" || op == "broadcast_sub" || op == "broadcast_mul") {
            need_inputs(2, 2);
            const auto s = cpu::broadcast_shape(in[0]->shape, in[1]->shape);
            if (!s || (op.rfind("elemwise", 0) == 0 && in[0]->shape != in[1]->shape))
                mismatch(n, "shapes " + in[0]->shape.to_string() + " and " +
                                in[1]->shape.to_string() + " do not match");
            out = *s;
            n.flops = static_cast<double>(out.size());
        } else if (op == "sum" || op == "mean") {
            need_inputs(1, 1);
            const auto axes = parse_tuple(n.attr("axis", "()"));
            if (!axes) mismatch(n, "malformed axis");
            std::vector<int> ax(axes->begin(), axes->end());
            try {
                out = cpu::reduce_shape(in[0]->shape, ax,
                                        parse_bool_attr(n.attr("keepdims", "False")));
            } catch (const std::invalid_argument& e) {
                mismatch(n, e.what());
            }
            n.flops = static_cast<double>(in[0]->shape.size());
        } else if (op == "fused_elementwise") {
            if (in.empty()) mismatch(n, "needs inputs");
            out = in[0]->shape;
            const std::string prog = n.attr("program");
            n.flops = static_cast<double>(out.size()) *
                      static_cast<double>(std::count(prog.begin(), prog.end(), ';') + 1);
        } else {  // unary elementwise, Dropout, copies
            need_inputs(1, 1);
            out = in[0]->shape;
            n.flops = static_cast<double>(out.size());
        }
        if (out.size() > kMaxElements) mismatch(n, "absurd shape " + out.to_string());
        if (op == "fused_dense" && n.attrs.count("act_type"))
            n.flops += static_cast<double>(out.size());
        n.shape = out;
        n.shape_known = true;
        double bytes = 0;
        for (GraphNode* g : in) bytes += static_cast<double>(node_bytes(*g));
        n.bytes = bytes + static_cast<double>(node_bytes(n));
    }
}

std::int64_t Graph::activation_bytes() const {
    std::int64_t total = 0;
    for (const auto& n : nodes)
        if (!n.is_variable() && !n.is_constant()) total += node_bytes(n);
    return total;
}

std::string Graph::dump() const {
    std::ostringstream os;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const GraphNode& n = nodes[i];
        os << "#" << i << " " << n.name << " = ";
        if (n.is_variable()) {
            os << (n.var == VarKind::Data ? "data" : n.var == VarKind::Param ? "param" : "var");
        } else if (n.is_constant()) {
            os << "const";
            if (n.value.size() == 1) os << "(" << n.value[0] << ")";
        } else {
            os << n.op << "(";
            for (std::size_t k = 0; k < n.inputs.size(); ++k) {
                if (k) os << ", ";
                os << "#" << n.inputs[k].node;
                if (n.inputs[k].index) os << ":" << n.inputs[k].index;
            }
            os << ")";
        }
        if (!n.attrs.empty()) {
            os << " {";
            bool first = true;
            for (const auto& [k, v] : n.attrs) {
                if (!first) os << ", ";
                first = false;
                os << k << "=" << v;
            }
            os << "}";
        }
        os << " -> " << (n.shape_known ? n.shape.to_string() : std::string("?")) << " "
           << dtype_name(n.dtype);
        if (n.buffer >= 0) os << " [buf " << n.buffer << (n.inplace ? ", in place" : "") << "]";
        os << "\n";
    }
    os << "outputs:";
    for (const auto& r : outputs) os << " #" << r.node;
    os << "\n";
    return os.str();
}

}  // namespace asynclab::nn
