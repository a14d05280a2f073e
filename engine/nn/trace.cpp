#include "engine/nn/trace.h"

#include <sstream>
#include <stdexcept>

#include "engine/nn/parameter.h"

namespace asynclab::nn {

namespace {
std::string num(double v) {
    std::ostringstream os;
    os.precision(17);
    os << v;
    std::string s = os.str();
    if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
    return s;
}
std::string axes_text(const std::vector<int>& axes) {
    return format_tuple(std::vector<std::int64_t>(axes.begin(), axes.end()));
}
}  // namespace

TraceScope::TraceScope(F& f, const std::string& block) : t_(dynamic_cast<TraceF*>(&f)) {
    if (t_) t_->push_scope(block);
}
TraceScope::~TraceScope() {
    if (t_) t_->pop_scope();
}

std::string TraceF::scoped(const std::string& base) {
    const std::string prefix = scopes_.empty() ? std::string() : scopes_.back() + "_";
    const std::string key = prefix + base;
    const int k = counters_[key]++;
    return key + (k == 0 ? std::string() : std::to_string(k));
}

std::int64_t TraceF::node_of(const Tensor& t) const {
    if (!t.is_symbolic())
        throw std::logic_error(
            "TraceF: an imperative value reached a traced graph (use F ops on the block's "
            "input and parameters only)");
    return t.symbol();
}

Tensor TraceF::input(const std::string& name, const Shape& shape, DType dtype) {
    const std::int64_t id = graph_.add_variable(name, shape, dtype, VarKind::Data);
    return Tensor::symbolic(id, shape, dtype);
}

void TraceF::mark_output(const Tensor& t) {
    graph_.outputs.push_back(NodeRef{node_of(t), 0});
}

Tensor TraceF::op(const std::string& opname, const std::string& base, std::vector<Tensor> inputs,
                  std::map<std::string, std::string> attrs) {
    std::vector<NodeRef> refs;
    for (const Tensor& t : inputs) refs.push_back(NodeRef{node_of(t), 0});
    const std::int64_t id = graph_.add_op(opname, scoped(base), std::move(refs), std::move(attrs));
    const GraphNode& n = graph_.nodes[static_cast<std::size_t>(id)];
    return Tensor::symbolic(id, n.shape, n.dtype);
}

Tensor TraceF::parameter(Parameter& p) {
    for (std::size_t i = 0; i < params_.size(); ++i)
        if (params_[i] == &p) {
            const std::int64_t id = graph_.find(p.name());
            return Tensor::symbolic(id, p.shape(), p.dtype());
        }
    const std::int64_t id = graph_.add_variable(p.name(), p.shape(), p.dtype(), VarKind::Param);
    params_.push_back(&p);
    return Tensor::symbolic(id, p.shape(), p.dtype());
}

Tensor TraceF::dense(const Tensor& x, const Tensor& weight, const Tensor& bias, bool flatten) {
    if (weight.shape().ndim() != 2)
        throw ShapeError("dense: weight must be 2-D, got " + weight.shape().to_string());
    std::map<std::string, std::string> attrs{{"num_hidden", std::to_string(weight.shape()[0])},
                                             {"no_bias", bias.defined() ? "False" : "True"},
                                             {"flatten", flatten ? "True" : "False"}};
    std::vector<Tensor> in{x, weight};
    if (bias.defined()) in.push_back(bias);
    return op("FullyConnected", "fwd", std::move(in), std::move(attrs));
}

Tensor TraceF::activation(const Tensor& x, ActKind kind) {
    return op("Activation", std::string(activation_name(kind)) + "_fwd", {x},
              {{"act_type", activation_name(kind)}});
}

Tensor TraceF::dropout(const Tensor& x, double rate, bool /*training*/) {
    if (!(rate >= 0.0 && rate < 1.0))
        throw std::invalid_argument("dropout: rate must lie in [0, 1), got " +
                                    std::to_string(rate));
    // Whether it is active is decided when the graph runs (training mode then).
    return op("Dropout", "dropout_fwd", {x}, {{"p", num(rate)}});
}

Tensor TraceF::flatten(const Tensor& x) {
    return op("Flatten", "flatten_fwd", {x});
}

Tensor TraceF::concat(const std::vector<Tensor>& xs, int axis) {
    return op("Concat", "concat_fwd", xs,
              {{"dim", std::to_string(axis)}, {"num_args", std::to_string(xs.size())}});
}

Tensor TraceF::reshape(const Tensor& x, const Shape& shape) {
    return op("Reshape", "reshape_fwd", {x}, {{"shape", format_tuple(shape.dims())}});
}

Tensor TraceF::add(const Tensor& a, const Tensor& b) {
    return op(a.shape() == b.shape() ? "elemwise_add" : "broadcast_add", "plus", {a, b});
}
Tensor TraceF::sub(const Tensor& a, const Tensor& b) {
    return op(a.shape() == b.shape() ? "elemwise_sub" : "broadcast_sub", "minus", {a, b});
}
Tensor TraceF::mul(const Tensor& a, const Tensor& b) {
    return op(a.shape() == b.shape() ? "elemwise_mul" : "broadcast_mul", "mul", {a, b});
}
Tensor TraceF::mul_scalar(const Tensor& a, double s) {
    return op("_mul_scalar", "mulscalar", {a}, {{"scalar", num(s)}});
}
Tensor TraceF::add_scalar(const Tensor& a, double s) {
    return op("_plus_scalar", "plusscalar", {a}, {{"scalar", num(s)}});
}
Tensor TraceF::sum(const Tensor& x, const std::vector<int>& axes, bool keepdims) {
    return op("sum", "sum", {x},
              {{"axis", axes_text(axes)}, {"keepdims", keepdims ? "True" : "False"}});
}
Tensor TraceF::mean(const Tensor& x, const std::vector<int>& axes, bool keepdims) {
    return op("mean", "mean", {x},
              {{"axis", axes_text(axes)}, {"keepdims", keepdims ? "True" : "False"}});
}
Tensor TraceF::softmax_cross_entropy(const Tensor&, const Tensor&) {
    throw std::logic_error(
        "TraceF: softmax_cross_entropy cannot be traced yet (compute losses outside the "
        "hybridized block)");
}
Tensor TraceF::l2_loss(const Tensor&, const Tensor&) {
    throw std::logic_error(
        "TraceF: l2_loss cannot be traced yet (compute losses outside the hybridized block)");
}

void TraceF::print(const std::string& layer, const std::string& label, const Tensor& x,
                   const PrintSink& sink) {
    PrintEvent e;
    e.layer = layer;
    e.label = label;
    const std::int64_t id = node_of(x);
    const GraphNode& n = graph_.nodes[static_cast<std::size_t>(id)];
    e.text = "<Symbol " + n.name + "> shape " + x.shape().to_string() + " " + dtype_name(x.dtype());
    e.symbolic = true;
    if (sink) sink(e);
}

double TraceF::item(const Tensor& x) {
    const std::string where = scopes_.empty() ? std::string("the traced block") : scopes_.back();
    (void)x;
    throw std::logic_error(where +
                           ": item() needs a value on the front end, which a traced (hybridized) "
                           "graph does not have");
}

}  // namespace asynclab::nn
