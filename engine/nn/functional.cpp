#include "engine/nn/functional.h"

#include <stdexcept>

#include "engine/nn/parameter.h"

namespace asynclab::nn {

std::string print_line(const PrintEvent& e) {
    return (e.label.empty() ? e.layer : e.label) + ": " + e.text;
}

const char* activation_name(ActKind kind) {
    switch (kind) {
        case ActKind::Relu: return "relu";
        case ActKind::Sigmoid: return "sigmoid";
        case ActKind::Tanh: return "tanh";
    }
    return "?";
}

std::optional<ActKind> parse_activation(std::string_view name) {
    if (name == "relu") return ActKind::Relu;
    if (name == "sigmoid") return ActKind::Sigmoid;
    if (name == "tanh") return ActKind::Tanh;
    return std::nullopt;
}

Tensor Tensor::symbolic(std::int64_t node, Shape shape, DType dtype) {
    if (node < 0) throw std::invalid_argument("Tensor::symbolic: negative node id");
    Tensor t;
    t.symbol_ = node;
    t.shape_ = std::move(shape);
    t.dtype_ = dtype;
    return t;
}

const Variable& Tensor::variable() const {
    if (is_symbolic())
        throw std::logic_error("a symbolic tensor (graph node " + std::to_string(symbol_) +
                               ") has no value on the front end");
    return value_;
}

namespace {
const Variable& v(const Tensor& t) {
    return t.variable();
}
}  // namespace

Tensor ImperativeF::parameter(Parameter& p) {
    return Tensor(p.var());
}

Tensor ImperativeF::dense(const Tensor& x, const Tensor& weight, const Tensor& bias, bool flatten) {
    const Shape& xs = x.shape();
    const Shape& ws = weight.shape();
    if (ws.ndim() != 2) throw ShapeError("dense: weight must be 2-D, got " + ws.to_string());
    const std::int64_t units = ws[0], in_units = ws[1];
    Variable in = v(x);
    Shape out_shape;
    if (flatten) {
        if (xs.ndim() < 1) throw ShapeError("dense: the input needs a batch axis");
        const std::int64_t n = xs[0];
        const std::int64_t features = n > 0 ? xs.size() / n : 0;
        if (features != in_units)
            throw ShapeError("dense: input " + xs.to_string() + " has " + std::to_string(features) +
                             " features per sample, the weight " + ws.to_string() + " expects " +
                             std::to_string(in_units));
        if (xs.ndim() != 2) in = nn::reshape(in, Shape{n, in_units});
        out_shape = Shape{n, units};
    } else {
        if (xs.ndim() < 1 || xs[xs.ndim() - 1] != in_units)
            throw ShapeError("dense: the last axis of input " + xs.to_string() + " must have " +
                             std::to_string(in_units) + " features");
        std::vector<std::int64_t> dims = xs.dims();
        dims.back() = units;
        out_shape = Shape(dims);
        if (xs.ndim() != 2) in = nn::reshape(in, Shape{xs.size() / in_units, in_units});
    }
    Variable y = nn::dot(in, v(weight), false, true);
    if (bias.defined()) {
        if (bias.shape() != Shape{units})
            throw ShapeError("dense: bias " + bias.shape().to_string() + " for " +
                             std::to_string(units) + " units");
        y = nn::add(y, v(bias));
    }
    if (y.shape() != out_shape) y = nn::reshape(y, out_shape);
    return Tensor(y);
}

Tensor ImperativeF::activation(const Tensor& x, ActKind kind) {
    switch (kind) {
        case ActKind::Relu: return Tensor(nn::relu(v(x)));
        case ActKind::Sigmoid: return Tensor(nn::sigmoid(v(x)));
        case ActKind::Tanh: return Tensor(nn::tanh(v(x)));
    }
    throw std::invalid_argument("activation: unknown kind");
}

Tensor ImperativeF::dropout(const Tensor& x, double rate, bool training) {
    if (!(rate >= 0.0 && rate < 1.0))
        throw std::invalid_argument("dropout: rate must lie in [0, 1), got " +
                                    std::to_string(rate));
    if (!training || rate == 0.0) return x;
    return Tensor(nn::dropout(v(x), rate));
}

Tensor ImperativeF::flatten(const Tensor& x) {
    const Shape& s = x.shape();
    if (s.ndim() < 1) throw ShapeError("flatten: the input needs a batch axis");
    if (s.ndim() == 2) return x;
    const std::int64_t n = s[0];
    return Tensor(nn::reshape(v(x), Shape{n, n > 0 ? s.size() / n : 0}));
}

Tensor ImperativeF::concat(const std::vector<Tensor>& xs, int axis) {
    std::vector<Variable> parts;
    for (const Tensor& t : xs) parts.push_back(v(t));
    return Tensor(nn::concat(parts, axis));
}

Tensor ImperativeF::reshape(const Tensor& x, const Shape& shape) {
    return Tensor(nn::reshape(v(x), shape));
}
Tensor ImperativeF::add(const Tensor& a, const Tensor& b) {
    return Tensor(nn::add(v(a), v(b)));
}
Tensor ImperativeF::sub(const Tensor& a, const Tensor& b) {
    return Tensor(nn::sub(v(a), v(b)));
}
Tensor ImperativeF::mul(const Tensor& a, const Tensor& b) {
    return Tensor(nn::mul(v(a), v(b)));
}
Tensor ImperativeF::mul_scalar(const Tensor& a, double s) {
    return Tensor(nn::mul(v(a), s));
}
Tensor ImperativeF::add_scalar(const Tensor& a, double s) {
    return Tensor(nn::add(v(a), s));
}
Tensor ImperativeF::sum(const Tensor& x, const std::vector<int>& axes, bool keepdims) {
    return Tensor(nn::sum(v(x), axes, keepdims));
}
Tensor ImperativeF::mean(const Tensor& x, const std::vector<int>& axes, bool keepdims) {
    return Tensor(nn::mean(v(x), axes, keepdims));
}
Tensor ImperativeF::softmax_cross_entropy(const Tensor& logits, const Tensor& labels) {
    return Tensor(nn::softmax_cross_entropy(v(logits), v(labels)));
}
Tensor ImperativeF::l2_loss(const Tensor& pred, const Tensor& label) {
    return Tensor(nn::l2_loss(v(pred), v(label)));
}

void ImperativeF::print(const std::string& layer, const std::string& label, const Tensor& x,
                        const PrintSink& sink) {
    PrintEvent e;
    e.layer = layer;
    e.label = label;
    e.text = v(x).data().to_string();  // sync point: waits for x's value
    e.symbolic = false;
    if (sink) sink(e);
}

double ImperativeF::item(const Tensor& x) {
    return v(x).data().item();
}

ImperativeF& imperative_f() {
    static ImperativeF f;
    return f;
}

}  // namespace asynclab::nn
