#include "engine/nn/blocks.h"

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "engine/nn/cached_op.h"
#include "engine/nn/passes.h"
#include "engine/nn/trace.h"
#include "engine/sim/sim_executor.h"

namespace asynclab::nn {

// --- Block ---------------------------------------------------------------------------------

Block::Block(std::string base_name) : base_name_(std::move(base_name)) {}
Block::~Block() = default;

void Block::set_name(std::string name) {
    if (name.empty()) throw std::invalid_argument("Block::set_name: empty name");
    name_ = std::move(name);
    for (auto& p : params_) p->set_full_name(name_ + "_" + p->local_name());
}

namespace {
void gather_names(const Block& b, std::vector<std::string>& out) {
    if (!b.name().empty()) out.push_back(b.name());
    for (const auto& c : b.children()) gather_names(*c, out);
}
}  // namespace

void Block::name_tree() {
    std::vector<std::string> taken;
    gather_names(*this, taken);
    std::map<std::string, int> counters;
    name_tree(counters, taken);
}

void Block::name_tree(std::map<std::string, int>& counters, const std::vector<std::string>& taken) {
    if (name_.empty()) {
        std::string candidate;
        do {
            candidate = base_name_ + std::to_string(counters[base_name_]++);
        } while (std::find(taken.begin(), taken.end(), candidate) != taken.end());
        set_name(candidate);
    }
    for (auto& c : children_) c->name_tree(counters, taken);
}

namespace {

/// The simulator whose configuration has a cost for ops that a network's layers push (a
/// measured CPU) and that runs `x`'s engine; null otherwise. While the network is called,
/// each op pushed costs the front end that instead of a bare NDArray op's: the layers' own
/// bookkeeping, which a real front end pays too.
SimExecutor* layer_cost_simulator(const Variable& x) {
    SimExecutor* sim = x.defined() ? SimExecutor::of(x.data().engine()) : nullptr;
    return sim && sim->config().layer_frontend_seconds_per_op > 0 ? sim : nullptr;
}

}  // namespace

Variable Block::operator()(const Variable& x) {
    if (name_.empty()) name_tree();
    SimExecutor* sim = layer_cost_simulator(x);
    const ScopedIssueCost cost(
        sim, sim ? std::optional(sim->config().layer_frontend_seconds_per_op) : std::nullopt);
    return call(imperative_f(), Tensor(x)).variable();
}

Tensor Block::call(F& f, const Tensor& x) {
    if (f.is_symbolic()) {  // inside a trace: record this block's ops
        if (!is_hybrid())
            throw std::logic_error(not_hybridizable_reason() +
                                   " (it cannot be traced; keep it imperative)");
        TraceScope scope(f, name_);
        return forward(f, x);
    }
    if (!hybridized_) return forward(f, x);
    const Variable& in = x.variable();
    if (!cached_ || cached_->input_shape() != in.shape() || cached_->input_dtype() != in.dtype())
        compile(in);
    return Tensor((*cached_)(in));
}

void Block::compile(const Variable& x) {
    const std::string reason = not_hybridizable_reason();
    if (!reason.empty())
        throw std::logic_error("cannot hybridize " + name_ + ": " + reason +
                               "; keep that block imperative (outside the hybridized block, "
                               "e.g. in a Sequential)");
    TraceF tf;
    const Tensor in = tf.input("data", x.shape(), x.dtype());
    Tensor out;
    {
        TraceScope scope(tf, name_);
        out = forward(tf, in);
    }
    tf.mark_output(out);
    auto steps = std::make_shared<std::vector<PassStep>>(optimize(tf.graph()));
    // Autograd runs the graph before fusion and planning (every activation kept).
    Graph train = steps->back().graph;
    for (const PassStep& s : *steps)
        if (s.pass == "constant folding") train = s.graph;
    cached_ =
        std::make_shared<CachedOp>(steps->back().graph, tf.parameters(), std::move(train), name_);
    compile_steps_ = std::move(steps);
}

void Block::collect(ParameterDict& out) const {
    for (const auto& p : params_) out.add(p);
    for (const auto& c : children_) c->collect(out);
}

ParameterDict Block::collect_params() {
    name_tree();
    ParameterDict out;
    collect(out);
    return out;
}

void Block::initialize(const Initializer& init, const std::vector<Device>& devices,
                       bool force_reinit) {
    collect_params().initialize(init, devices, force_reinit);
}

void Block::initialize(const Initializer& init, Device device, bool force_reinit) {
    initialize(init, std::vector<Device>{device}, force_reinit);
}

void Block::cast(DType dtype) {
    for (auto& p : params_) p->cast(dtype);
    for (auto& c : children_) c->cast(dtype);
}

void Block::hybridize(bool active) {
    hybridized_ = active && is_hybrid();
    cached_.reset();
    compile_steps_.reset();
    for (auto& c : children_) c->hybridize(active);
}

std::string Block::own_not_hybridizable_reason() const {
    if (!is_hybrid()) return "a " + kind() + " is a Block, not a HybridBlock";
    return {};
}

std::string Block::not_hybridizable_reason() const {
    const std::string own = own_not_hybridizable_reason();
    const std::string who = name_.empty() ? base_name_ : name_;
    if (!own.empty()) return who + ": " + own;
    for (const auto& c : children_) {
        std::string r = c->not_hybridizable_reason();
        if (!r.empty()) return r;
    }
    return {};
}

ParameterPtr Block::add_param(std::string local_name, Shape shape,
                              std::optional<Initializer> own_init) {
    auto p = std::make_shared<Parameter>(std::move(local_name), std::move(shape), DType::Float32,
                                         std::move(own_init));
    if (!name_.empty()) p->set_full_name(name_ + "_" + p->local_name());
    params_.push_back(p);
    return p;
}

void Block::add_child(std::shared_ptr<Block> child) {
    if (!child) throw std::invalid_argument(kind() + ".add: null block");
    if (child.get() == this)
        throw std::invalid_argument(kind() + ".add: a block cannot contain itself");
    children_.push_back(std::move(child));
}

std::string Block::to_string() const {
    return kind() + "()";
}

std::string Block::children_to_string() const {
    std::string out = kind() + "(\n";
    for (std::size_t i = 0; i < children_.size(); ++i) {
        std::string child = children_[i]->to_string();
        std::string indented;
        for (char c : child) {
            indented += c;
            if (c == '\n') indented += "  ";
        }
        out += "  (" + std::to_string(i) + "): " + indented + "\n";
    }
    return out + ")";
}

// --- containers ------------------------------------------------------------------------------

Sequential& Sequential::add(BlockPtr child) {
    add_child(std::move(child));
    return *this;
}
Tensor Sequential::forward(F& f, const Tensor& x) {
    Tensor h = x;
    for (const auto& c : children()) h = c->call(f, h);
    return h;
}
std::string Sequential::to_string() const {
    return children_to_string();
}

HybridSequential& HybridSequential::add(BlockPtr child) {
    add_child(std::move(child));
    return *this;
}
Tensor HybridSequential::hybrid_forward(F& f, const Tensor& x) {
    Tensor h = x;
    for (const auto& c : children()) h = c->call(f, h);
    return h;
}
std::string HybridSequential::to_string() const {
    return children_to_string();
}

HybridConcurrent& HybridConcurrent::add(BlockPtr child) {
    add_child(std::move(child));
    return *this;
}
Tensor HybridConcurrent::hybrid_forward(F& f, const Tensor& x) {
    if (children().empty())
        throw std::logic_error(name() + ": a HybridConcurrent needs at least one branch");
    std::vector<Tensor> outs;
    for (const auto& c : children()) outs.push_back(c->call(f, x));
    return f.concat(outs, axis_);
}
std::string HybridConcurrent::to_string() const {
    return children_to_string();
}

// --- layers ------------------------------------------------------------------------------------

Dense::Dense(std::int64_t units, std::optional<ActKind> activation, bool use_bias, bool flatten,
             std::int64_t in_units)
    : HybridBlock("dense"), units_(units), act_(activation), flatten_(flatten) {
    if (units <= 0)
        throw std::invalid_argument("Dense: units must be positive, got " + std::to_string(units));
    if (in_units < 0)
        throw std::invalid_argument("Dense: in_units must be >= 0 (0: inferred), got " +
                                    std::to_string(in_units));
    weight_ = add_param("weight", Shape{units, in_units});
    if (use_bias) bias_ = add_param("bias", Shape{units}, Initializer::zeros());
}

Tensor Dense::hybrid_forward(F& f, const Tensor& x) {
    const Shape& xs = x.shape();
    if (xs.ndim() < 1) throw ShapeError(name() + ": the input needs a batch axis");
    std::int64_t features = 0;
    if (flatten_)
        features = xs[0] > 0 ? xs.size() / xs[0] : 0;
    else
        features = xs[xs.ndim() - 1];
    if (!weight_->initialized()) {
        if (weight_->shape()[1] > 0 && weight_->shape()[1] != features)
            throw ShapeError(name() + ": expects " + std::to_string(weight_->shape()[1]) +
                             " input features, got input " + xs.to_string());
        weight_->finish_deferred_init(Shape{units_, features});
    }
    if (bias_ && !bias_->initialized()) bias_->finish_deferred_init(Shape{units_});
    Tensor y = f.dense(x, f.parameter(*weight_), bias_ ? f.parameter(*bias_) : Tensor(), flatten_);
    if (act_) y = f.activation(y, *act_);
    return y;
}

std::string Dense::to_string() const {
    const std::int64_t in = weight_->shape()[1];
    std::string s = "Dense(" + (in > 0 ? std::to_string(in) : std::string("None")) + " -> " +
                    std::to_string(units_);
    if (act_)
        s += ", Activation(" + std::string(activation_name(*act_)) + ")";
    else
        s += ", linear";
    return s + ")";
}

Tensor Activation::hybrid_forward(F& f, const Tensor& x) {
    return f.activation(x, act_);
}
std::string Activation::to_string() const {
    return "Activation(" + std::string(activation_name(act_)) + ")";
}

Dropout::Dropout(double rate) : HybridBlock("dropout"), rate_(rate) {
    if (!(rate >= 0.0 && rate < 1.0))
        throw std::invalid_argument("Dropout: rate must lie in [0, 1), got " +
                                    std::to_string(rate));
}
Tensor Dropout::hybrid_forward(F& f, const Tensor& x) {
    return f.dropout(x, rate_, autograd::is_training());
}
std::string Dropout::to_string() const {
    std::ostringstream os;
    os << "Dropout(p = " << rate_ << ", axes=())";
    return os.str();
}

Tensor Flatten::hybrid_forward(F& f, const Tensor& x) {
    return f.flatten(x);
}

// --- Print ------------------------------------------------------------------------------------

namespace {
std::mutex& sink_mutex() {
    static std::mutex m;
    return m;
}
PrintSink& default_sink_slot() {
    static PrintSink s;
    return s;
}
void stdout_sink(const PrintEvent& e) {
    const std::string line = print_line(e) + "\n";
    std::fputs(line.c_str(), stdout);
    std::fflush(stdout);
}
}  // namespace

Print::Print(std::string label) : HybridBlock("print"), label_(std::move(label)) {}

void Print::set_default_sink(PrintSink sink) {
    std::lock_guard lock(sink_mutex());
    default_sink_slot() = std::move(sink);
}

PrintSink Print::default_sink() {
    std::lock_guard lock(sink_mutex());
    if (default_sink_slot()) return default_sink_slot();
    return &stdout_sink;
}

Tensor Print::hybrid_forward(F& f, const Tensor& x) {
    ++fired_;
    f.print(name(), label_, x, sink_ ? sink_ : default_sink());
    return x;
}

std::string Print::to_string() const {
    return label_.empty() ? "Print()" : "Print('" + label_ + "')";
}

std::vector<Print*> print_layers(Block& root) {
    std::vector<Print*> found;
    auto walk = [&found](auto& self, Block& b) -> void {
        if (auto* p = dynamic_cast<Print*>(&b)) found.push_back(p);
        for (const auto& c : b.children()) self(self, *c);
    };
    walk(walk, root);
    return found;
}

// --- DataBranch --------------------------------------------------------------------------------

DataBranch::DataBranch(BlockPtr then_branch, BlockPtr else_branch) : Block("databranch") {
    if (!then_branch || !else_branch) throw std::invalid_argument("DataBranch: needs two branches");
    add_child(std::move(then_branch));
    add_child(std::move(else_branch));
}

Tensor DataBranch::forward(F& f, const Tensor& x) {
    const double s = f.item(f.sum(x));  // sync point: the front end needs the value
    last_ = s > 0 ? 0 : 1;
    return children()[static_cast<std::size_t>(last_)]->call(f, x);
}

std::string DataBranch::own_not_hybridizable_reason() const {
    return "needs the value of x.sum() on the front end";
}

std::string DataBranch::to_string() const {
    std::string a = children()[0]->to_string(), b = children()[1]->to_string();
    return "DataBranch(if x.sum() > 0: " + a + " else: " + b + ")";
}

}  // namespace asynclab::nn
