// _asynclab, second half: Gluon's blocks, parameters, initializers, trainer and model files
// over engine/nn, for AsyncLab's mxnet.gluon and torch.nn.
//
// A block a script defines (class Net(nn.HybridBlock) with hybrid_forward(F, x), or forward)
// is a C++ block whose forward calls back into Python (PyBlock, PyHybridBlock): run
// imperatively, F is mxnet.ndarray and x an array; while a hybridized block is traced, F is
// mxnet.symbol and x a Symbol, the script's hybrid_forward runs once (its print() fires
// once, as in MXNet) and what it does is recorded into the graph the passes optimize and
// the cached op runs. Parameter.data() inside a traced block is a Symbol too.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/nn/blocks.h"
#include "engine/nn/cached_op.h"
#include "engine/nn/graph.h"
#include "engine/nn/mxnet_format.h"
#include "engine/nn/parameter.h"
#include "engine/nn/passes.h"
#include "engine/nn/trace.h"
#include "engine/nn/trainer.h"
#include "engine/parallel/allreduce.h"
#include "frontend/python/binding_support.h"

namespace asynclab::python {

namespace {

/// A value inside a block being traced: a node of the graph `trace` records. Or a declared
/// symbol (mxnet.sym.var and what is built from it, a function torch.jit.script compiles):
/// a node of the declared graph, which its symbols keep alive.
struct Symbol {
    nn::Tensor tensor;
    nn::TraceF* trace = nullptr;
    std::shared_ptr<nn::TraceF> declared;  ///< null inside a block's trace

    std::string name() const {
        return trace->graph().nodes[static_cast<std::size_t>(tensor.symbol())].name;
    }
};

/// The trace in progress on this thread (a hybridized block's first call), if any.
thread_local nn::TraceF* t_trace = nullptr;

class TraceGuard {
  public:
    explicit TraceGuard(nn::TraceF* trace) : previous_(std::exchange(t_trace, trace)) {}
    ~TraceGuard() { t_trace = previous_; }
    TraceGuard(const TraceGuard&) = delete;
    TraceGuard& operator=(const TraceGuard&) = delete;

  private:
    nn::TraceF* previous_;
};

/// What a script's forward returned, as the tensor its C++ caller expects.
nn::Tensor tensorOf(const py::object& out, nn::TraceF* trace, const std::string& block) {
    if (py::isinstance<Symbol>(out)) {
        const Symbol& s = out.cast<const Symbol&>();
        if (s.trace != trace) throw py::value_error(block + ": returned a symbol of another trace");
        return s.tensor;
    }
    if (py::isinstance<Array>(out)) {
        if (trace)
            throw py::type_error(
                block +
                ": returned an array while being hybridized; inside hybrid_forward use F "
                "and the block's input only (values made outside are constants the "
                "graph cannot hold)");
        return nn::Tensor(out.cast<const Array&>());
    }
    if (py::isinstance<py::tuple>(out) && py::len(out) > 0)
        return tensorOf(out.cast<py::tuple>()[0], trace, block);
    throw py::type_error(block + ": forward returned " +
                         py::str(py::type::handle_of(out).attr("__name__")).cast<std::string>() +
                         ", not an array");
}

/// Runs the Python object's _asynclab_forward(symbolic, x) for a C++ block's forward.
template <class Self>
nn::Tensor callPython(const Self* self, nn::F& f, const nn::Tensor& x) {
    py::gil_scoped_acquire gil;
    const std::string name = self->name().empty() ? self->base_name() : self->name();
    py::function forward = py::get_override(self, "_asynclab_forward");
    if (!forward)
        throw std::logic_error(name +
                               ": the block's Python object no longer exists (keep a "
                               "reference to it, e.g. as an attribute of its parent)");
    nn::TraceF* trace = f.is_symbolic() ? static_cast<nn::TraceF*>(&f) : nullptr;
    const TraceGuard guard(trace);
    const py::object in = trace ? py::cast(Symbol{x, trace, nullptr}) : py::cast(x.variable());
    return tensorOf(forward(trace != nullptr, in), trace, name);
}

/// Gluon's description of a script's block: its _asynclab_repr() when it has one (the layers
/// of AsyncLab's gluon.nn), else the class name and the children.
template <class Self>
std::string describe(const Self* self) {
    py::gil_scoped_acquire gil;
    if (py::function repr = py::get_override(self, "_asynclab_repr"))
        return repr().template cast<std::string>();
    return self->Self::Base::to_string();
}

/// A block a script defines (Gluon's Block with forward(x)).
class PyBlock : public nn::Block {
  public:
    using Base = nn::Block;
    PyBlock(std::string base, std::string kind)
        : nn::Block(std::move(base)), kind_(std::move(kind)) {}
    nn::Tensor forward(nn::F& f, const nn::Tensor& x) override { return callPython(this, f, x); }
    std::string kind() const override { return kind_; }
    std::string to_string() const override { return describe(this); }

  private:
    std::string kind_;
};

/// A hybrid block a script defines (hybrid_forward(F, x), or forward(x) over F's ops).
class PyHybridBlock : public nn::HybridBlock {
  public:
    using Base = nn::HybridBlock;
    PyHybridBlock(std::string base, std::string kind)
        : nn::HybridBlock(std::move(base)), kind_(std::move(kind)) {}
    nn::Tensor hybrid_forward(nn::F& f, const nn::Tensor& x) override {
        return callPython(this, f, x);
    }
    std::string kind() const override { return kind_; }
    std::string to_string() const override { return describe(this); }

  private:
    std::string kind_;
};

/// Block's protected members, for the scripts' own blocks.
struct BlockAccess : nn::Block {
    using nn::Block::add_child;
    using nn::Block::add_param;
};

void addChild(nn::Block& parent, const std::shared_ptr<nn::Block>& child) {
    if (child.get() == &parent) throw py::value_error("a block cannot be its own child");
    (parent.*&BlockAccess::add_child)(child);
}

std::optional<nn::ActKind> activationOf(const py::object& act) {
    if (act.is_none()) return std::nullopt;
    const std::string name = py::str(act).cast<std::string>();
    const auto kind = nn::parse_activation(name);
    if (!kind)
        throw py::value_error("activation '" + name +
                              "' is not supported by AsyncLab (relu, sigmoid or tanh)");
    return kind;
}

/// A Symbol op: `f` applied to `s`'s tensor, as a Symbol of the same trace.
template <class Op>
Symbol symbolic(const Symbol& s, Op&& op) {
    return Symbol{op(*s.trace), s.trace, s.declared};
}

const Symbol& sameTrace(const Symbol& a, const Symbol& b) {
    if (a.trace != b.trace) throw py::value_error("the symbols belong to different traces");
    return b;
}

[[noreturn]] void noValue(const Symbol& s, const std::string& what) {
    throw py::type_error(
        s.name() + "." + what +
        ": a symbol has no value. Inside a hybridized block the front end only records the "
        "graph (the values exist once the cached op runs); read values outside the block, or "
        "call hybridize(False)");
}

/// The graph mxnet.sym.var declares into: one while any of its symbols lives, so that the
/// symbols a script declares combine (the GIL guards it).
std::shared_ptr<nn::TraceF> declaredGraph() {
    static std::weak_ptr<nn::TraceF> current;
    std::shared_ptr<nn::TraceF> g = current.lock();
    if (!g) {
        g = std::make_shared<nn::TraceF>();
        current = g;
    }
    return g;
}

Symbol declareVariable(const std::string& name,
                       const std::optional<std::vector<std::int64_t>>& shape,
                       const std::optional<std::string>& dtype) {
    if (name.empty()) throw py::value_error("mxnet.sym.var: a variable needs a name");
    std::shared_ptr<nn::TraceF> g = declaredGraph();
    // Unknown dims (0) until eval binds an array: the graph keeps the shape unknown.
    const Shape declared = shape ? shapeOf(*shape) : Shape{0};
    const nn::Tensor t = g->input(name, declared, dtype ? dtypeOf(*dtype) : DType::Float32);
    return Symbol{t, g.get(), g};
}

/// A declared symbol compiled for the arrays it is given (mxnet.sym's eval, a function
/// torch.jit.script compiled): the graph up to the symbol, with its arguments (its
/// variables in list_arguments() order) bound to the arrays, optimized by the passes
/// hybridize() runs, and run as one cached op per call; compiled again when the arrays'
/// shapes or type change.
class SymbolProgram {
  public:
    SymbolProgram(const Symbol& out, std::string name)
        : graph_(out.declared), out_(out.tensor.symbol()), name_(std::move(name)) {
        if (!graph_)
            throw py::type_error(
                out.name() +
                ": a symbol of a block being hybridized is part of that block's graph; only "
                "declared symbols (mxnet.sym.var) are listed, exported or evaluated on their "
                "own");
        // Post-order from the output, inputs in order: the variables come in the order MXNet
        // lists them, and every node after its inputs.
        const nn::Graph& g = graph_->graph();
        std::vector<std::uint8_t> seen(g.size(), 0);
        std::vector<std::pair<std::int64_t, std::size_t>> stack{{out_, 0}};
        seen[static_cast<std::size_t>(out_)] = 1;
        while (!stack.empty()) {
            auto& [id, next] = stack.back();
            const nn::GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
            if (next < n.inputs.size()) {
                const std::int64_t in = n.inputs[next++].node;
                if (!seen[static_cast<std::size_t>(in)]) {
                    seen[static_cast<std::size_t>(in)] = 1;
                    stack.push_back({in, 0});
                }
                continue;
            }
            order_.push_back(id);
            if (n.is_variable()) args_.push_back(id);
            stack.pop_back();
        }
    }

    std::vector<std::string> arguments() const {
        std::vector<std::string> names;
        for (std::int64_t id : args_) names.push_back(node(id).name);
        return names;
    }

    /// The graph up to the symbol as declared (shapes unknown until bound), or bound to
    /// `inputs`' shapes and types: a binary elementwise op whose operands' shapes differ
    /// then broadcasts.
    nn::Graph extract(const std::vector<Array>* inputs) const {
        nn::Graph out;
        std::map<std::int64_t, std::int64_t> to;
        for (std::int64_t id : order_) {
            const nn::GraphNode& n = node(id);
            if (n.is_variable()) {
                const auto k = static_cast<std::size_t>(std::find(args_.begin(), args_.end(), id) -
                                                        args_.begin());
                const nn::VarKind kind = k == 0 ? nn::VarKind::Data : nn::VarKind::Param;
                if (!inputs) {
                    to[id] = out.add_variable(n.name, n.shape, n.dtype, kind);
                    continue;
                }
                const NDArray& a = (*inputs)[k].data();
                if (n.shape_known && n.shape != a.shape())
                    throw ShapeError(name_ + ": the argument '" + n.name +
                                     "' was declared with shape " + n.shape.to_string() +
                                     ", and is given an array of shape " + a.shape().to_string());
                to[id] = out.add_variable(n.name, a.shape(), a.dtype(), kind);
                continue;
            }
            nn::GraphNode copy = n;
            for (nn::NodeRef& r : copy.inputs) r.node = to.at(r.node);
            if (inputs && copy.op.starts_with("elemwise_") && copy.inputs.size() == 2 &&
                out.nodes[static_cast<std::size_t>(copy.inputs[0].node)].shape !=
                    out.nodes[static_cast<std::size_t>(copy.inputs[1].node)].shape)
                copy.op = "broadcast_" + copy.op.substr(std::string("elemwise_").size());
            to[id] = copy.is_constant() ? out.add_node(std::move(copy))
                                        : out.add_op(copy.op, copy.name, std::move(copy.inputs),
                                                     std::move(copy.attrs));
        }
        out.outputs.push_back(nn::NodeRef{to.at(out_), 0});
        return out;
    }

    Array run(const std::vector<Array>& inputs) {
        const std::vector<std::string> names = arguments();
        if (inputs.size() != names.size())
            throw py::type_error(name_ + " takes " + std::to_string(names.size()) +
                                 " arguments, got " + std::to_string(inputs.size()));
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (!inputs[i].defined())
                throw py::value_error(name_ + ": '" + names[i] + "' is empty");
            if (inputs[i].dtype() != inputs[0].dtype())
                throw py::type_error(name_ + ": '" + names[i] + "' is " +
                                     dtype_name(inputs[i].dtype()) + " and '" + names[0] + "' is " +
                                     dtype_name(inputs[0].dtype()) +
                                     "; give every argument the same type");
            if (!inputs[i].device().is_cpu())
                throw py::value_error(name_ + ": '" + names[i] + "' is on " +
                                      inputs[i].device().name() +
                                      "; a compiled graph runs on the CPU only");
        }
        // A graph's variables have one dimension at least: a 0-d tensor (torch.tensor(1.))
        // goes in as one element, and a result of 0-d arguments only comes back 0-d.
        std::vector<Array> bound;
        bool all_scalars = true;
        for (const Array& a : inputs) {
            all_scalars = all_scalars && a.shape().ndim() == 0;
            bound.push_back(a.shape().ndim() == 0 ? Array(a.data().reshape(Shape{1})) : a);
        }
        std::vector<std::pair<Shape, DType>> key;
        for (const Array& a : bound) key.emplace_back(a.shape(), a.dtype());
        if (!op_ || key != compiled_for_) {
            // What the graph is does not change: checked when it is compiled.
            if (node(out_).is_variable())
                throw py::value_error(name_ + ": the symbol is the variable '" + node(out_).name +
                                      "' itself, there is nothing to compute");
            for (std::size_t i = 0; i < names.size(); ++i)
                for (std::size_t j = 0; j < i; ++j)
                    if (names[j] == names[i])
                        throw py::value_error(name_ + ": two of its variables are named '" +
                                              names[i] + "'; give each variable its own name");
            std::vector<nn::PassStep> steps = nn::optimize(extract(&bound));
            std::map<std::string, NDArray> fixed;
            for (std::size_t i = 1; i < bound.size(); ++i) fixed[names[i]] = bound[i].data();
            op_ = std::make_unique<nn::CachedOp>(std::move(steps.back().graph), std::move(fixed),
                                                 name_);
            compiled_for_ = std::move(key);
        }
        for (std::size_t i = 1; i < bound.size(); ++i) op_->rebind(names[i], bound[i].data());
        NDArray out = (*op_)(nn::Variable(bound[0].data())).data();
        return all_scalars && out.shape() == Shape{1} ? out.reshape(Shape{}) : out;
    }

  private:
    const nn::GraphNode& node(std::int64_t id) const {
        return graph_->graph().nodes[static_cast<std::size_t>(id)];
    }

    std::shared_ptr<nn::TraceF> graph_;
    std::int64_t out_;
    std::string name_;
    std::vector<std::int64_t> order_;  ///< the nodes up to the output, inputs first
    std::vector<std::int64_t> args_;   ///< its variables, in list_arguments() order
    std::vector<std::pair<Shape, DType>> compiled_for_;
    std::unique_ptr<nn::CachedOp> op_;
};

std::vector<std::pair<std::string, nn::ParameterPtr>> entries(const nn::ParameterDict& d) {
    return {d.begin(), d.end()};
}

}  // namespace

void bind_nn(py::module_& m) {
    // --- symbols ---------------------------------------------------------------------------
    py::class_<Symbol>(m, "Symbol")
        .def_property_readonly("name", &Symbol::name)
        .def_property_readonly("_shape",
                               [](const Symbol& s) { return shapeTuple(s.tensor.shape()); })
        .def("__repr__",
             [](const Symbol& s) {
                 return (s.declared ? "<Symbol " : "<_Symbol ") + s.name() + ">";
             })
        .def("list_arguments",
             [](const Symbol& s) { return SymbolProgram(s, s.name()).arguments(); })
        .def("list_outputs", [](const Symbol& s) { return std::vector{s.name() + "_output"}; })
        .def("tojson",
             [](const Symbol& s) {
                 return nn::symbol_to_json(SymbolProgram(s, s.name()).extract(nullptr));
             })
        .def("eval",
             [](const Symbol& s, const py::kwargs& kwargs) {
                 // MXNet's eval: binds the arguments by name, compiles, runs; a list of the
                 // outputs (one here).
                 SymbolProgram program(s, s.name());
                 const std::vector<std::string> names = program.arguments();
                 std::vector<Array> inputs;
                 for (const std::string& name : names) {
                     if (!kwargs.contains(name))
                         throw py::value_error(s.name() + ".eval: no array for the argument '" +
                                               name + "'");
                     const py::object value = kwargs[py::str(name)];
                     if (!py::isinstance<Array>(value))
                         throw py::type_error(s.name() + ".eval: the argument '" + name +
                                              "' must be an array (mxnet.nd.array), not " +
                                              py::str(py::type::handle_of(value).attr("__name__"))
                                                  .cast<std::string>());
                     inputs.push_back(value.cast<Array>());
                 }
                 for (const auto& [key, value] : kwargs) {
                     const std::string k = py::str(key).cast<std::string>();
                     if (k == "ctx") continue;  // the arrays' device decides
                     if (std::find(names.begin(), names.end(), k) == names.end())
                         throw py::value_error(s.name() + ".eval: '" + k +
                                               "' is not one of its arguments");
                 }
                 py::list out;
                 out.append(issued([&] { return program.run(inputs); }));
                 return out;
             })
        .def("_program",
             [](const Symbol& s, const std::string& name) {
                 return std::make_shared<SymbolProgram>(s, name);
             })
        .def(
            "__add__",
            [](const Symbol& a, const Symbol& b) {
                return symbolic(a,
                                [&](nn::F& f) { return f.add(a.tensor, sameTrace(a, b).tensor); });
            },
            py::is_operator())
        .def(
            "__add__",
            [](const Symbol& a, double s) {
                return symbolic(a, [&](nn::F& f) { return f.add_scalar(a.tensor, s); });
            },
            py::is_operator())
        .def(
            "__radd__",
            [](const Symbol& a, double s) {
                return symbolic(a, [&](nn::F& f) { return f.add_scalar(a.tensor, s); });
            },
            py::is_operator())
        .def(
            "__sub__",
            [](const Symbol& a, const Symbol& b) {
                return symbolic(a,
                                [&](nn::F& f) { return f.sub(a.tensor, sameTrace(a, b).tensor); });
            },
            py::is_operator())
        .def(
            "__sub__",
            [](const Symbol& a, double s) {
                return symbolic(a, [&](nn::F& f) { return f.add_scalar(a.tensor, -s); });
            },
            py::is_operator())
        .def(
            "__rsub__",
            [](const Symbol& a, double s) {
                return symbolic(
                    a, [&](nn::F& f) { return f.add_scalar(f.mul_scalar(a.tensor, -1.0), s); });
            },
            py::is_operator())
        .def(
            "__mul__",
            [](const Symbol& a, const Symbol& b) {
                return symbolic(a,
                                [&](nn::F& f) { return f.mul(a.tensor, sameTrace(a, b).tensor); });
            },
            py::is_operator())
        .def(
            "__mul__",
            [](const Symbol& a, double s) {
                return symbolic(a, [&](nn::F& f) { return f.mul_scalar(a.tensor, s); });
            },
            py::is_operator())
        .def(
            "__rmul__",
            [](const Symbol& a, double s) {
                return symbolic(a, [&](nn::F& f) { return f.mul_scalar(a.tensor, s); });
            },
            py::is_operator())
        .def(
            "__truediv__",
            [](const Symbol& a, double s) {
                if (s == 0.0) throw py::value_error("division of a symbol by zero");
                return symbolic(a, [&](nn::F& f) { return f.mul_scalar(a.tensor, 1.0 / s); });
            },
            py::is_operator())
        .def("__neg__",
             [](const Symbol& a) {
                 return symbolic(a, [&](nn::F& f) { return f.mul_scalar(a.tensor, -1.0); });
             })
        .def("_activation",
             [](const Symbol& a, const std::string& act) {
                 const auto kind = activationOf(py::str(act));
                 return symbolic(a, [&](nn::F& f) { return f.activation(a.tensor, *kind); });
             })
        .def("_dropout",
             [](const Symbol& a, double rate) {
                 return symbolic(a, [&](nn::F& f) { return f.dropout(a.tensor, rate, true); });
             })
        .def("flatten",
             [](const Symbol& a) {
                 return symbolic(a, [&](nn::F& f) { return f.flatten(a.tensor); });
             })
        .def("reshape",
             [](const Symbol& a, const py::args& args) {
                 const Shape shape = reshaped(a.tensor.shape().size(), dimsOfArgs(args));
                 return symbolic(a, [&](nn::F& f) { return f.reshape(a.tensor, shape); });
             })
        .def(
            "sum",
            [](const Symbol& a, const py::object& axis, bool keepdims) {
                return symbolic(a,
                                [&](nn::F& f) { return f.sum(a.tensor, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def(
            "mean",
            [](const Symbol& a, const py::object& axis, bool keepdims) {
                return symbolic(a,
                                [&](nn::F& f) { return f.mean(a.tensor, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def("asnumpy", [](const Symbol& s) { noValue(s, "asnumpy()"); })
        .def("numpy", [](const Symbol& s) { noValue(s, "numpy()"); })
        .def("item", [](const Symbol& s) { noValue(s, "item()"); })
        .def("wait_to_read", [](const Symbol& s) { noValue(s, "wait_to_read()"); })
        .def("__float__", [](const Symbol& s) { noValue(s, "__float__()"); })
        .def("__bool__",
             [](const Symbol& s) {
                 noValue(s, "__bool__() (an if on a symbol: data-dependent control flow)");
             })
        .def("__getattr__", [](const Symbol&, const std::string& name) -> py::object {
            raiseNotSupported("mxnet.symbol.Symbol", name);
        });
    m.def("symbol_var", &declareVariable, py::arg("name"), py::arg("shape") = py::none(),
          py::arg("dtype") = py::none());
    py::class_<SymbolProgram, std::shared_ptr<SymbolProgram>>(m, "SymbolProgram")
        .def("arguments", &SymbolProgram::arguments)
        .def("run",
             [](SymbolProgram& p, const std::vector<Array>& inputs) {
                 return issued([&] { return p.run(inputs); });
             })
        .def("nodes", [](const SymbolProgram& p) {
            // The declared graph, node by node: (op, name, input names, attributes).
            const nn::Graph g = p.extract(nullptr);
            py::list out;
            for (const nn::GraphNode& n : g.nodes) {
                std::vector<std::string> inputs;
                for (const nn::NodeRef& r : n.inputs)
                    inputs.push_back(g.nodes[static_cast<std::size_t>(r.node)].name);
                out.append(py::make_tuple(n.op, n.name, inputs, n.attrs));
            }
            return out;
        });
    m.def("symbol_concat", [](const std::vector<Symbol>& parts, int axis) {
        if (parts.empty()) throw py::value_error("concat needs at least one symbol");
        std::vector<nn::Tensor> tensors;
        for (const Symbol& s : parts) tensors.push_back(sameTrace(parts.front(), s).tensor);
        return symbolic(parts.front(), [&](nn::F& f) { return f.concat(tensors, axis); });
    });
    // A fully connected layer's op: y = x W^T + b, on arrays or symbols (npx.fully_connected).
    m.def("dense",
          [](const Array& x, const Array& weight, const std::optional<Array>& bias, bool flatten) {
              return issued([&] {
                  return nn::imperative_f()
                      .dense(nn::Tensor(x), nn::Tensor(weight),
                             bias ? nn::Tensor(*bias) : nn::Tensor(), flatten)
                      .variable();
              });
          });
    m.def("symbol_dense", [](const Symbol& x, const Symbol& weight,
                             const std::optional<Symbol>& bias, bool flatten) {
        return symbolic(x, [&](nn::F& f) {
            return f.dense(x.tensor, sameTrace(x, weight).tensor,
                           bias ? sameTrace(x, *bias).tensor : nn::Tensor(), flatten);
        });
    });

    // --- initializers and parameters -------------------------------------------------------
    py::class_<nn::Initializer>(m, "Initializer")
        .def_static("uniform", [](double scale) { return nn::Initializer::uniform(scale); })
        .def_static("normal", [](double sigma) { return nn::Initializer::normal(sigma); })
        .def_static("xavier", [](double magnitude) { return nn::Initializer::xavier(magnitude); })
        .def_static("constant", &nn::Initializer::constant)
        .def("__repr__", &nn::Initializer::describe);

    py::class_<nn::Parameter, std::shared_ptr<nn::Parameter>>(m, "Parameter")
        .def_property_readonly("name", &nn::Parameter::name)
        .def_property_readonly("shape",
                               [](const nn::Parameter& p) { return shapeTuple(p.shape()); })
        .def_property_readonly("dtype",
                               [](const nn::Parameter& p) { return dtype_name(p.dtype()); })
        .def_property(
            "grad_req", [](const nn::Parameter& p) { return nn::grad_req_name(p.grad_req()); },
            [](nn::Parameter& p, const std::string& req) {
                if (req == "write")
                    p.set_grad_req(nn::GradReq::Write);
                else if (req == "add")
                    p.set_grad_req(nn::GradReq::Add);
                else if (req == "null")
                    p.set_grad_req(nn::GradReq::Null);
                else
                    throw py::value_error("grad_req must be 'write', 'add' or 'null', not '" + req +
                                          "'");
            })
        .def_property_readonly("initialized", &nn::Parameter::initialized)
        .def("_finish_deferred_init",
             [](nn::Parameter& p, const std::vector<std::int64_t>& shape) {
                 issued([&] {
                     p.finish_deferred_init(shapeOf(shape));
                     return 0;
                 });
             })
        .def(
            "data",
            [](nn::Parameter& p, const py::object& ctx) -> py::object {
                if (t_trace) return py::cast(Symbol{t_trace->parameter(p), t_trace, nullptr});
                if (ctx.is_none()) return py::cast(p.var());
                return py::cast(p.var_on(ctx.cast<Device>()));
            },
            py::arg("ctx") = py::none())
        .def(
            "grad",
            [](const nn::Parameter& p, const py::object& ctx) {
                if (ctx.is_none()) return Array(p.grad());
                return Array(p.var_on(ctx.cast<Device>()).grad());
            },
            py::arg("ctx") = py::none())
        // Data parallelism: a copy per device (initialize(ctx=[...])).
        .def("list_data", [](const nn::Parameter& p) { return p.copies(); })
        .def("list_grad",
             [](const nn::Parameter& p) {
                 std::vector<Array> out;
                 for (const Array& copy : p.copies()) out.emplace_back(copy.grad());
                 return out;
             })
        .def("list_ctx", &nn::Parameter::devices)
        .def("set_data",
             [](nn::Parameter& p, const Array& values) {
                 issued([&] {
                     p.set_data(values.data());
                     return 0;
                 });
             })
        .def(
            "initialize",
            [](nn::Parameter& p, const nn::Initializer& init, const std::vector<Device>& devices,
               bool force_reinit) {
                std::vector<Device> on;
                for (const Device& d : devices) on.push_back(checked(d));
                issued([&] {
                    p.initialize(init, on, nullptr, force_reinit);
                    return 0;
                });
            },
            py::arg("init"), py::arg("ctx"), py::arg("force_reinit") = false)
        .def("zero_grad",
             [](nn::Parameter& p) {
                 if (!p.initialized()) return;
                 issued([&] {
                     for (const Array& copy : p.copies()) {
                         NDArray grad = copy.grad();  // a handle on the gradient's storage
                         grad.assign_(NDArray::full(p.shape(), 0.0, grad.device(), p.dtype()));
                     }
                     return 0;
                 });
             })
        .def("__repr__", [](const nn::Parameter& p) {
            return "Parameter " + p.name() + " (shape=" + p.shape().to_string() +
                   ", dtype=" + dtype_name(p.dtype()) + ")";
        });

    // --- blocks ---------------------------------------------------------------------------
    py::class_<nn::Block, PyBlock, std::shared_ptr<nn::Block>>(m, "Block")
        .def(py::init<std::string, std::string>())
        .def("_call", [](nn::Block& b, const Array& x) { return issued([&] { return b(x); }); })
        .def("_call_traced",
             [](nn::Block& b, const Symbol& x) {
                 return Symbol{b.call(*x.trace, x.tensor), x.trace, x.declared};
             })
        .def("_register_child", &addChild)
        .def("_add_param",
             [](nn::Block& b, const std::string& name, const std::vector<std::int64_t>& shape,
                const std::optional<nn::Initializer>& init) {
                 return (b.*&BlockAccess::add_param)(name, Shape(shape), init);
             })
        .def("_own_params", &nn::Block::params)
        .def("_collect_params", [](nn::Block& b) { return entries(b.collect_params()); })
        .def("_name_tree", [](nn::Block& b) { b.name_tree(); })
        .def_property_readonly("_name", &nn::Block::name)
        .def("_set_name", &nn::Block::set_name)
        .def(
            "_initialize",
            [](nn::Block& b, const nn::Initializer& init, const std::vector<Device>& devices,
               bool force) {
                std::vector<Device> on;
                for (const Device& d : devices) on.push_back(checked(d));
                issued([&] {
                    b.initialize(init, on, force);
                    return 0;
                });
            },
            py::arg("init"), py::arg("ctx"), py::arg("force_reinit") = false)
        .def("_hybridize", &nn::Block::hybridize)
        .def("_export",
             [](const nn::Block& b, const std::string& prefix) {
                 if (!b.cached_op())
                     throw py::value_error(
                         (b.name().empty() ? b.base_name() : b.name()) +
                         ": export needs a hybridized block that has run once: call "
                         "net.hybridize(), then net(x), then net.export(...)");
                 return nn::export_model(b, prefix);
             })
        .def("_describe", &nn::Block::to_string);

    py::class_<nn::HybridBlock, nn::Block, PyHybridBlock, std::shared_ptr<nn::HybridBlock>>(
        m, "HybridBlock")
        .def(py::init<std::string, std::string>());
    py::class_<nn::Sequential, nn::Block, std::shared_ptr<nn::Sequential>>(m, "Sequential")
        .def(py::init<>())
        .def("_add", [](nn::Sequential& s, const std::shared_ptr<nn::Block>& b) { s.add(b); });
    py::class_<nn::HybridSequential, nn::HybridBlock, std::shared_ptr<nn::HybridSequential>>(
        m, "HybridSequential")
        .def(py::init<>())
        .def("_add",
             [](nn::HybridSequential& s, const std::shared_ptr<nn::Block>& b) { s.add(b); });
    py::class_<nn::HybridConcurrent, nn::HybridBlock, std::shared_ptr<nn::HybridConcurrent>>(
        m, "HybridConcurrent")
        .def(py::init<int>(), py::arg("axis") = 1)
        .def("_add",
             [](nn::HybridConcurrent& s, const std::shared_ptr<nn::Block>& b) { s.add(b); });

    // --- training -------------------------------------------------------------------------
    py::class_<nn::Trainer>(m, "Trainer")
        .def(py::init([](const std::vector<nn::ParameterPtr>& params, double lr, double wd) {
                 nn::ParameterDict dict;
                 for (const nn::ParameterPtr& p : params)
                     if (!dict.find(p->name())) dict.add(p);
                 return std::make_unique<nn::Trainer>(std::move(dict), lr, wd);
             }),
             py::arg("params"), py::arg("learning_rate"), py::arg("wd") = 0.0)
        .def("step",
             [](nn::Trainer& t, std::int64_t batch_size) {
                 if (batch_size <= 0)
                     throw py::value_error("step: batch_size must be positive, not " +
                                           std::to_string(batch_size));
                 issued([&] {
                     t.step(batch_size);
                     return 0;
                 });
             })
        .def(
            "set_kvstore",
            [](nn::Trainer& t, const std::string& type) {
                // Where the copies' gradients are summed: Gluon's kvstore types.
                if (type == "device")
                    t.set_reducer(nullptr);  // on the first copy's device, then copied back
                else if (type == "local")
                    t.set_reducer([](const std::vector<NDArray>& g) {
                        return parallel::parameter_server_allreduce(g, Device::cpu());
                    });
                else if (type == "nccl")
                    t.set_reducer(
                        [](const std::vector<NDArray>& g) { return parallel::nccl_allreduce(g); });
                else
                    throw py::value_error("Trainer: kvstore '" + type +
                                          "' is not one of local, device and nccl");
            },
            py::arg("type"))
        .def_property("learning_rate", &nn::Trainer::learning_rate, &nn::Trainer::set_learning_rate)
        .def("set_learning_rate", &nn::Trainer::set_learning_rate);

    // --- model files ----------------------------------------------------------------------
    py::class_<nn::SymbolBlock, std::shared_ptr<nn::SymbolBlock>>(m, "SymbolBlock")
        .def("__call__",
             [](nn::SymbolBlock& b, const Array& x) { return issued([&] { return b(x); }); })
        .def("_ops",
             [](const nn::SymbolBlock& b) {
                 std::vector<std::string> ops;
                 for (const nn::GraphNode& n : b.graph().nodes)
                     if (!n.is_variable()) ops.push_back(n.op);
                 return ops;
             })
        .def("_params", [](const nn::SymbolBlock& b) {
            std::vector<std::pair<std::string, Array>> out;
            for (const auto& [name, value] : b.params()) out.emplace_back(name, Array(value));
            return out;
        });
    m.def("import_model", [](const std::string& symbol_path, const std::string& params_path) {
        return std::make_shared<nn::SymbolBlock>(nn::import_model(symbol_path, params_path));
    });
}

}  // namespace asynclab::python
