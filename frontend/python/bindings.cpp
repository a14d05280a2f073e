// _asynclab: the Python module AsyncLab's mxnet, torch and d2l are written over. Arrays are
// the engine's NDArrays with their autograd history: every op is pushed and returns at once;
// wait_to_read, asnumpy, item, printing and waitall block the interpreter's thread, which is
// the engine's front end. On a simulated machine the front end's clock advances, at each
// push, by the time the interpreter itself took since the previous one; sync points are
// recorded at the script's own line. Blocks, parameters and the rest of Gluon are in
// bindings_nn.cpp; CUDA's streams and events in bindings_cuda.cpp.
#include <pybind11/embed.h>
#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/memory/storage.h"
#include "engine/sim/sim_executor.h"
#include "frontend/python/binding_support.h"
#include "frontend/python/frontend.h"

namespace asynclab::python {

Clock::time_point& lastPush() {
    static Clock::time_point last = Clock::now();
    return last;
}

namespace {

class InterpreterClock final : public SimExecutor::IssueClock {
  public:
    double seconds() override {
        return std::max(0.0, std::chrono::duration<double>(Clock::now() - lastPush()).count());
    }
    void pushed() override { lastPush() = Clock::now(); }
};

}  // namespace

SimExecutor::IssueClock& interpreterClock() {
    static InterpreterClock clock;
    return clock;
}

std::string scriptLocation() {
    PyFrameObject* frame = PyEval_GetFrame();
    Py_XINCREF(frame);
    while (frame) {
        PyCodeObject* code = PyFrame_GetCode(frame);
        const std::string file = py::cast<std::string>(py::handle(code->co_filename));
        const int line = PyFrame_GetLineNumber(frame);
        Py_DECREF(code);
        if (file.rfind(kModulePrefix, 0) != 0) {
            Py_DECREF(frame);
            const auto slash = file.find_last_of('/');
            return (slash == std::string::npos ? file : file.substr(slash + 1)) + ":" +
                   std::to_string(line);
        }
        PyFrameObject* back = PyFrame_GetBack(frame);
        Py_DECREF(frame);
        frame = back;
    }
    return "<script>";
}

Sync::Sync() : location_(scriptLocation()) {
    // What the interpreter did since its last push (computing what it prints, say) is the
    // front end's time before it blocks.
    if (SimExecutor* sim = SimExecutor::of(Engine::current()))
        sim->front_end_works(interpreterClock().seconds());
}

Sync::~Sync() {
    lastPush() = Clock::now();
}

DType dtypeOf(const std::string& name) {
    if (name == "float64") return DType::Float64;
    if (name == "float32" || name.empty()) return DType::Float32;
    throw py::type_error("dtype " + name + " is not supported by AsyncLab (float32 or float64)");
}

Shape shapeOf(const std::vector<std::int64_t>& dims) {
    Shape shape(dims);
    if (!shape.valid()) throw py::value_error("invalid shape " + shape.to_string());
    return shape;
}

Device checked(Device device) {
    const int gpus = Engine::current().gpu_count();
    if (device.is_gpu() && device.id >= gpus)
        throw py::value_error(
            device.name() + " does not exist here: this engine has " + std::to_string(gpus) +
            " GPU(s)" + (gpus == 0 ? "; use d2l.try_gpu(), which falls back to the CPU" : ""));
    return device;
}

py::tuple shapeTuple(const Shape& shape) {
    py::tuple t(shape.ndim());
    for (std::size_t i = 0; i < shape.ndim(); ++i) t[i] = shape[i];
    return t;
}

std::vector<int> axesOf(const py::object& axis) {
    if (axis.is_none()) return {};
    if (py::isinstance<py::int_>(axis)) return {axis.cast<int>()};
    return axis.cast<std::vector<int>>();
}

Shape reshaped(std::int64_t elements, std::vector<std::int64_t> dims) {
    std::int64_t known = 1;
    int unknown = -1;
    for (std::size_t i = 0; i < dims.size(); ++i) {
        if (dims[i] == -1) {
            if (unknown >= 0) throw py::value_error("reshape: only one dimension can be -1");
            unknown = static_cast<int>(i);
        } else {
            known *= dims[i];
        }
    }
    if (unknown >= 0) {
        if (known == 0 || elements % known != 0)
            throw py::value_error("cannot reshape an array of " + std::to_string(elements) +
                                  " elements into " + Shape(dims).to_string());
        dims[static_cast<std::size_t>(unknown)] = elements / known;
    }
    return shapeOf(dims);
}

std::vector<std::int64_t> dimsOfArgs(const py::args& args) {
    if (args.size() == 1 && !py::isinstance<py::int_>(args[0]))
        return args[0].cast<std::vector<std::int64_t>>();
    return args.cast<std::vector<std::int64_t>>();
}

void raiseNotSupported(const std::string& module, const std::string& name) {
    py::object error = py::module_::import("_asynclab_support").attr("not_supported")(module, name);
    PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(error.ptr())), error.ptr());
    throw py::error_already_set();
}

namespace {

/// The values, on the host: a numpy array when numpy is there, else nested lists.
py::object hostValues(const Array& v) {
    const NDArray& a = v.data();
    std::vector<double> values;
    {
        Sync sync;
        values = a.to_host();
    }
    try {
        py::module_ numpy = py::module_::import("numpy");
        py::object flat =
            numpy.attr("array")(values, a.dtype() == DType::Float64 ? "float64" : "float32");
        return flat.attr("reshape")(shapeTuple(a.shape()));
    } catch (const py::error_already_set&) {
        // No numpy: nested lists of the same shape.
        std::size_t next = 0;
        const auto build = [&](auto&& self, std::size_t dim) -> py::object {
            if (dim == a.shape().ndim()) return py::float_(values[next++]);
            py::list l;
            for (std::int64_t i = 0; i < a.shape()[dim]; ++i) l.append(self(self, dim + 1));
            return l;
        };
        return build(build, 0);
    }
}

/// a[index] for ints and slices with step 1 (numpy's basic indexing); differentiable.
Array indexed(const Array& a, const py::object& index) {
    py::tuple items =
        py::isinstance<py::tuple>(index) ? index.cast<py::tuple>() : py::make_tuple(index);
    const Shape& shape = a.shape();
    const std::size_t ndim = shape.ndim();
    if (items.size() > ndim)
        throw py::index_error("too many indices for an array of " + std::to_string(ndim) +
                              " dimension(s)");
    std::vector<std::int64_t> begin(ndim, 0), end = shape.dims(), kept;
    for (std::size_t d = 0; d < ndim; ++d) {
        const std::int64_t n = shape[d];
        if (d >= items.size()) {
            kept.push_back(n);
            continue;
        }
        py::handle item = items[d];
        if (py::isinstance<py::int_>(item)) {
            std::int64_t i = item.cast<std::int64_t>();
            if (i < 0) i += n;
            if (i < 0 || i >= n)
                throw py::index_error("index " + std::to_string(item.cast<std::int64_t>()) +
                                      " is out of bounds for axis " + std::to_string(d) +
                                      " with size " + std::to_string(n));
            begin[d] = i;
            end[d] = i + 1;
        } else if (py::isinstance<py::slice>(item)) {
            py::ssize_t start = 0, stop = 0, step = 0, length = 0;
            if (!item.cast<py::slice>().compute(static_cast<py::ssize_t>(n), &start, &stop, &step,
                                                &length))
                throw py::error_already_set();
            if (step != 1)
                throw py::index_error("slices with a step are not supported by AsyncLab");
            begin[d] = start;
            end[d] = std::max<std::int64_t>(start, stop);
            kept.push_back(end[d] - begin[d]);
        } else {
            throw py::index_error("only integers and slices index an array in AsyncLab");
        }
    }
    return issued([&] {
        Array out = nn::slice(a, begin, end);
        return out.shape().ndim() != kept.size() ? nn::reshape(out, Shape(kept)) : out;
    });
}

/// An op that has no gradient here: its value only, with no history.
template <NDArray (*op)(const NDArray&)>
Array valueOnly(const Array& a) {
    return Array(op(a.data()));
}

/// `a` on `d`: itself when it is there already, else a copy (as_in_ctx, .to(), .cpu()). A
/// copy starts no history (gradients do not cross devices here).
Array onDevice(const Array& a, const Device& d) {
    if (a.device() == d) return a;
    return issued([&] { return Array(a.data().copy_to(checked(d))); });
}

/// torch's .to() and .cpu(): a copy from a GPU to the host returns once it is done, as in
/// PyTorch (a sync point), unless it is non_blocking.
Array torchTo(const Array& a, const Device& d, bool non_blocking, const char* what) {
    Array out = onDevice(a, d);
    if (!non_blocking && a.device().is_gpu() && d.is_cpu()) {
        Sync sync;
        Engine::current().wait_to_read(out.data().var(), SyncKind::ToHost, what);
    }
    return out;
}

/// Writes `value` (an array of a's shape, from any device, or a number) over all of `a`, in
/// place: one op on a's device.
void assignValue(Array& a, const py::object& value) {
    if (nn::autograd::is_recording() && a.requires_grad())
        throw py::value_error(
            "an array that autograd records cannot be assigned in place (a[:] = ...) inside "
            "autograd.record(): its gradient would no longer match its value");
    Issue issue;
    NDArray source;
    if (py::isinstance<Array>(value)) {
        source = value.cast<const Array&>().data();
        if (source.shape() != a.shape())
            throw py::value_error("cannot assign an array of shape " + source.shape().to_string() +
                                  " to one of shape " + a.shape().to_string());
        if (source.dtype() != a.dtype())
            throw py::type_error(std::string("cannot assign ") + dtype_name(source.dtype()) +
                                 " values to a " + dtype_name(a.dtype()) + " array");
        if (source.device() != a.device()) source = source.copy_to(a.device());
    } else if (py::isinstance<py::float_>(value) || py::isinstance<py::int_>(value)) {
        source = NDArray::full(a.shape(), value.cast<double>(), a.device(), a.dtype());
    } else {
        throw py::type_error("a[:] = value takes an array or a number, not " +
                             std::string(py::str(py::type::of(value).attr("__name__"))));
    }
    NDArray target = a.data();
    target.assign_(source);
}

/// a[:] = value (also a[...] and a[:, :]): writes the whole array in place, as MXNet's
/// chapter code does to sum gradients across devices and to update parameters. `value` is
/// an array of the same shape (on another device it is copied over first) or a number.
void assignWhole(Array& a, const py::object& index, const py::object& value) {
    const auto whole = [](py::handle item) {
        if (item.is(py::ellipsis())) return true;
        if (!py::isinstance<py::slice>(item)) return false;
        const py::slice s = item.cast<py::slice>();
        return s.attr("start").is_none() && s.attr("stop").is_none() && s.attr("step").is_none();
    };
    bool all = true;
    if (py::isinstance<py::tuple>(index))
        for (py::handle item : index.cast<py::tuple>()) all = all && whole(item);
    else
        all = whole(index);
    if (!all)
        throw py::index_error(
            "AsyncLab assigns to a whole array only (a[:] = value), not to part of one");
    assignValue(a, value);
}

/// The one element's value: a sync point.
double item(const Array& a) {
    if (a.data().size() != 1)
        throw py::value_error("item() needs an array of one element, not " + a.shape().to_string());
    Sync sync;
    return a.data().item();
}

Array product(const Array& a, const Array& b) {
    return issued([&] { return nn::dot(a, b); });
}

nn::GradReq gradReqOf(const std::string& name) {
    if (name == "write") return nn::GradReq::Write;
    if (name == "add") return nn::GradReq::Add;
    if (name == "null") return nn::GradReq::Null;
    throw py::value_error("grad_req must be 'write', 'add' or 'null', not '" + name + "'");
}

/// with autograd.record(): / autograd.pause() / torch.no_grad(): sets this thread's
/// recording and training flags for the block, and restores them after.
class AutogradScope {
  public:
    AutogradScope(bool recording, bool training) : recording_(recording), training_(training) {}
    void enter() { scope_.emplace(recording_, training_); }
    void exit() { scope_.reset(); }

  private:
    bool recording_, training_;
    std::optional<nn::autograd::Scope> scope_;
};

/// A number as an operand: a Python int or float (or a numpy scalar); nullopt otherwise.
std::optional<double> numberOf(py::handle b) {
    if (PyFloat_Check(b.ptr())) return PyFloat_AS_DOUBLE(b.ptr());
    if (PyLong_Check(b.ptr())) {
        const double v = PyLong_AsDouble(b.ptr());
        if (v == -1.0 && PyErr_Occurred()) throw py::error_already_set();
        return v;
    }
    if (py::isinstance<Array>(b) || !PyNumber_Check(b.ptr())) return std::nullopt;
    PyObject* f = PyNumber_Float(b.ptr());
    if (!f) {
        PyErr_Clear();
        return std::nullopt;
    }
    const double v = PyFloat_AS_DOUBLE(f);
    Py_DECREF(f);
    return v;
}

/// An operator, with an array (`withArray`, null for a reflected one) or a
/// number on the other side, as ONE overload: pybind11 tries overloads one after the other,
/// and converts a Python int to a double parameter only in a second pass, so that `x + 1`
/// went through four attempts (twice the cost of `x + x`) before this.
template <class WithArray, class WithNumber>
void bindArithmetic(py::class_<Array, EngineHeld<Array>>& cls, const char* name,
                    WithArray withArray, WithNumber withNumber) {
    cls.def(
        name,
        [withArray, withNumber](const Array& a, py::handle b) -> py::object {
            if (const std::optional<double> s = numberOf(b))
                return py::cast(issued([&] { return withNumber(a, *s); }));
            if constexpr (!std::is_same_v<WithArray, std::nullptr_t>)
                if (py::isinstance<Array>(b))
                    return py::cast(issued([&] { return withArray(a, b.cast<const Array&>()); }));
            return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        },
        py::is_operator());
}

/// A comparison operator, with an array or a number on the right.
template <Comparison op>
void bindComparison(py::class_<Array, EngineHeld<Array>>& cls, const char* name) {
    bindArithmetic(
        cls, name,
        [](const Array& a, const Array& b) { return Array(compare(op, a.data(), b.data())); },
        [](const Array& a, double s) { return Array(compare(op, a.data(), s)); });
}

}  // namespace
}  // namespace asynclab::python

namespace asynclab::python {

void script_starts() {
    lastPush() = Clock::now();
    // A script (or cell) starts recording ops for autograd when AsyncLab's torch is loaded,
    // as PyTorch does; otherwise only inside autograd.record(), as MXNet does.
    const py::dict modules = py::module_::import("sys").attr("modules");
    const bool torch =
        modules.contains("torch") && py::hasattr(modules["torch"], "_asynclab_grad_mode");
    nn::autograd::set_mode(torch, torch);
}

void bind(py::module_& m) {
    m.doc() = "AsyncLab's engine, for its mxnet, torch and d2l modules";

    py::class_<Device>(m, "Device")
        .def_property_readonly("device_type",
                               [](const Device& d) { return d.is_gpu() ? "gpu" : "cpu"; })
        .def_property_readonly("device_id", [](const Device& d) { return d.id; })
        .def_property_readonly("type", [](const Device& d) { return d.is_gpu() ? "cuda" : "cpu"; })
        .def_property_readonly("index", [](const Device& d) { return d.id; })
        .def("__repr__", &Device::name)
        .def("__str__", &Device::name)
        .def("__eq__",
             [](const Device& a, const py::object& b) {
                 if (py::isinstance<Device>(b)) return a == b.cast<Device>();
                 return false;
             })
        .def("__hash__", [](const Device& d) { return static_cast<int>(d.type) * 1000 + d.id; });

    m.def(
        "cpu", [](int id) { return Device::cpu(id); }, py::arg("device_id") = 0);
    m.def(
        "gpu", [](int id) { return Device::gpu(id); }, py::arg("device_id") = 0);
    m.def("num_gpus", [] { return Engine::current().gpu_count(); });
    m.def("waitall", [] {
        Sync sync;
        Engine::current().wait_all();
    });
    m.def(
        "now", [] { return frontEndSeconds(Engine::current()); },
        "seconds on the engine's front-end clock (the simulated machine's in sim mode)");
    m.def("seed", [](std::uint64_t s) { NDArray::set_random_seed(s); });
    m.def("simulated", [] { return Engine::current().simulated(); });
    m.def("memory_stats", [](const Device& d) {
        const MemoryStats s = Engine::current().storage().stats(checked(d));
        py::dict out;
        out["in_use"] = s.in_use;
        out["peak"] = s.peak;
        out["cached"] = s.cached;
        return out;
    });
    m.def("reset_peak",
          [](const Device& d) { Engine::current().storage().reset_peak(checked(d)); });

    auto nd = py::class_<Array, EngineHeld<Array>>(m, "NDArray");
    nd.def_property_readonly("shape", [](const Array& a) { return shapeTuple(a.shape()); })
        .def_property_readonly("ndim", [](const Array& a) { return a.shape().ndim(); })
        .def_property_readonly("size", [](const Array& a) { return a.data().size(); })
        .def("numel", [](const Array& a) { return a.data().size(); })  // PyTorch's name
        .def_property_readonly("dtype", [](const Array& a) { return dtype_name(a.dtype()); })
        .def_property_readonly("ctx", &Array::device)
        .def_property_readonly("context", &Array::device)
        .def_property_readonly("device", &Array::device)
        .def("__len__",
             [](const Array& a) {
                 if (a.shape().ndim() == 0) throw py::type_error("len() of a 0-d array");
                 return a.shape()[0];
             })
        // Sync points.
        .def("wait_to_read",
             [](const Array& a) {
                 Sync sync;
                 a.data().wait_to_read();
             })
        .def("asnumpy", &hostValues)
        .def("numpy", &hostValues)
        .def("tolist", [](const Array& a) { return hostValues(a).attr("tolist")(); })
        .def("_values",
             [](const Array& a) {
                 Sync sync;
                 return a.data().to_host();
             })
        .def("item", &item)
        .def("__float__", &item)
        .def("__int__", [](const Array& a) { return static_cast<std::int64_t>(item(a)); })
        .def("__bool__", [](const Array& a) { return item(a) != 0.0; })
        .def("__repr__",
             [](const Array& a) {
                 Sync sync;
                 return a.data().to_string();
             })
        // Devices.
        .def("copyto",
             [](const Array& a, const Device& d) {
                 return issued([&] { return Array(a.data().copy_to(checked(d))); });
             })
        // copyto(other): MXNet's copy into an existing array (on any device), returned.
        .def("copyto",
             [](const Array& a, const py::object& other) {
                 if (!py::isinstance<Array>(other))
                     throw py::type_error(
                         "copyto takes a device or an array, not " +
                         std::string(py::str(py::type::of(other).attr("__name__"))));
                 assignValue(other.cast<Array&>(), py::cast(a));
                 return other;
             })
        .def("as_in_ctx", &onDevice)
        .def("as_in_context", &onDevice)
        .def(
            "to",
            [](const Array& a, const py::object& device, bool non_blocking) {
                return torchTo(
                    a,
                    py::module_::import("_asynclab_support").attr("device")(device).cast<Device>(),
                    non_blocking, "tensor.to()");
            },
            py::arg("device"), py::arg("non_blocking") = false)
        .def("cpu", [](const Array& a) { return torchTo(a, Device::cpu(), false, "tensor.cpu()"); })
        .def("pin_memory",
             [](const py::object& self) -> py::object {
                 const Array& a = self.cast<const Array&>();
                 if (a.data().is_pinned()) return self;  // as PyTorch: the tensor itself
                 return py::cast(issued([&] { return Array(a.data().pin_memory()); }));
             })
        .def("is_pinned", [](const Array& a) { return a.data().is_pinned(); })
        .def(
            "cuda", [](const Array& a, int id) { return onDevice(a, Device::gpu(id)); },
            py::arg("device") = 0)
        .def("copy", [](const Array& a) { return issued([&] { return Array(a.data().copy()); }); })
        .def("clone", [](const Array& a) { return issued([&] { return Array(a.data().copy()); }); })
        // Layout.
        .def("reshape",
             [](const Array& a, const py::args& args) {
                 return issued(
                     [&] { return nn::reshape(a, reshaped(a.data().size(), dimsOfArgs(args))); });
             })
        .def("view",
             [](const Array& a, const py::args& args) {
                 return issued(
                     [&] { return nn::reshape(a, reshaped(a.data().size(), dimsOfArgs(args))); });
             })
        .def_property_readonly(
            "T", [](const Array& a) { return issued([&] { return nn::transpose(a); }); })
        .def(
            "transpose",
            [](const Array& a, const py::object& axes) {
                return issued([&] { return nn::transpose(a, axesOf(axes)); });
            },
            py::arg("axes") = py::none())
        .def("__getitem__", &indexed)
        .def("__setitem__", &assignWhole)
        // Reductions (max has no gradient here).
        .def(
            "sum",
            [](const Array& a, const py::object& axis, bool keepdims) {
                return issued([&] { return nn::sum(a, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def(
            "mean",
            [](const Array& a, const py::object& axis, bool keepdims) {
                return issued([&] { return nn::mean(a, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def(
            "max",
            [](const Array& a, const py::object& axis, bool keepdims) {
                return issued([&] { return Array(max(a.data(), axesOf(axis), keepdims)); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def(
            "__pow__",
            [](const Array& a, double s) {
                // x ** 2 keeps its gradient; other powers are values only.
                return issued([&] { return s == 2.0 ? nn::square(a) : Array(power(a.data(), s)); });
            },
            py::is_operator())
        .def("__neg__", [](const Array& a) { return issued([&] { return nn::negative(a); }); })
        .def("__pos__", [](const Array& a) { return a; })
        .def("__abs__",
             [](const Array& a) { return issued([&] { return Array(absolute(a.data())); }); })
        // a.dot(b) in MXNet, a.mm(b) and a.matmul(b) in PyTorch, a @ b in both. (`x += y`
        // needs no __iadd__: Python falls back to __add__ and rebinds x.)
        .def("dot", &product)
        .def("mm", &product)
        .def("matmul", &product)
        .def("__matmul__", &product, py::is_operator())
        // Autograd: MXNet's attach_grad / grad / backward, PyTorch's requires_grad / grad /
        // backward / detach.
        .def(
            "attach_grad", [](Array& a, const std::string& req) { a.attach_grad(gradReqOf(req)); },
            py::arg("grad_req") = "write")
        .def_property_readonly("grad",
                               [](const Array& a) -> py::object {
                                   if (!a.has_grad()) return py::none();
                                   return py::cast(Array(a.grad()));
                               })
        .def_property_readonly("requires_grad", &Array::requires_grad)
        .def_property_readonly("is_leaf",
                               [](const Array& a) { return !a.requires_grad() || a.has_grad(); })
        .def(
            "requires_grad_",
            [](Array& a, bool on) -> Array& {
                // PyTorch's leaves add up their gradients until zeroed.
                if (on && !a.has_grad()) a.attach_grad(nn::GradReq::Add);
                if (!on && a.requires_grad()) a = Array(a.data());
                return a;
            },
            py::arg("requires_grad") = true, py::return_value_policy::reference_internal)
        .def("detach", [](const Array& a) { return Array(a.data()); })
        .def(
            "backward",
            [](const Array& a, const py::object& out_grad, bool retain_graph, bool /*train*/) {
                if (!a.requires_grad())
                    throw py::value_error(
                        "backward(): this array has no autograd history; call attach_grad() "
                        "on its inputs and compute it inside autograd.record()");
                std::optional<NDArray> head;
                if (!out_grad.is_none()) head = out_grad.cast<const Array&>().data();
                issued([&] {
                    a.backward(head, retain_graph);
                    return 0;
                });
            },
            py::arg("out_grad") = py::none(), py::arg("retain_graph") = false,
            py::arg("train_mode") = true)
        .def(
            "zero_",
            [](Array& a) -> Array& {
                issued([&] {
                    NDArray values = a.data();  // a handle on the same storage
                    values.assign_(NDArray::full(a.shape(), 0.0, a.device(), a.dtype()));
                    return 0;
                });
                return a;
            },
            py::return_value_policy::reference_internal)
        // What MXNet's or PyTorch's arrays have and these do not: said so, by name.
        .def("__getattr__", [](const Array&, const std::string& name) -> py::object {
            raiseNotSupported("ndarray", name);
        });
    // Arithmetic, with arrays (broadcast) or numbers; recorded by autograd.
    bindArithmetic(
        nd, "__add__", [](const Array& a, const Array& b) { return nn::add(a, b); },
        [](const Array& a, double s) { return nn::add(a, s); });
    bindArithmetic(nd, "__radd__", nullptr, [](const Array& a, double s) { return nn::add(a, s); });
    bindArithmetic(
        nd, "__sub__", [](const Array& a, const Array& b) { return nn::sub(a, b); },
        [](const Array& a, double s) { return nn::sub(a, s); });
    bindArithmetic(nd, "__rsub__", nullptr,
                   [](const Array& a, double s) { return nn::rsub(s, a); });
    bindArithmetic(
        nd, "__mul__", [](const Array& a, const Array& b) { return nn::mul(a, b); },
        [](const Array& a, double s) { return nn::mul(a, s); });
    bindArithmetic(nd, "__rmul__", nullptr, [](const Array& a, double s) { return nn::mul(a, s); });
    bindArithmetic(
        nd, "__truediv__", [](const Array& a, const Array& b) { return nn::div(a, b); },
        [](const Array& a, double s) { return nn::div(a, s); });
    bindArithmetic(nd, "__rtruediv__", nullptr,
                   [](const Array& a, double s) { return nn::rdiv(s, a); });
    bindComparison<Comparison::Equal>(nd, "__eq__");
    bindComparison<Comparison::NotEqual>(nd, "__ne__");
    bindComparison<Comparison::Less>(nd, "__lt__");
    bindComparison<Comparison::LessEqual>(nd, "__le__");
    bindComparison<Comparison::Greater>(nd, "__gt__");
    bindComparison<Comparison::GreaterEqual>(nd, "__ge__");
    // numpy's arrays are unhashable once they compare elementwise; so are these.
    nd.attr("__hash__") = py::none();

    // Autograd.
    py::class_<AutogradScope>(m, "AutogradScope")
        .def(py::init<bool, bool>())
        .def(
            "__enter__",
            [](AutogradScope& s) -> AutogradScope& {
                s.enter();
                return s;
            },
            py::return_value_policy::reference_internal)
        .def("__exit__", [](AutogradScope& s, const py::args&) {
            s.exit();
            return false;
        });
    m.def("is_recording", &nn::autograd::is_recording);
    m.def("set_grad_enabled", [](bool on) { nn::autograd::set_mode(on, on); });
    m.def("is_training", &nn::autograd::is_training);
    m.def(
        "backward",
        [](const std::vector<Array>& heads, const std::vector<Array>& head_grads,
           bool retain_graph) {
            std::vector<NDArray> grads;
            for (const Array& g : head_grads) grads.push_back(g.data());
            issued([&] {
                nn::autograd::backward(heads, grads, retain_graph);
                return 0;
            });
        },
        py::arg("heads"), py::arg("head_grads") = std::vector<Array>{},
        py::arg("retain_graph") = false);

    // Creation.
    m.def("full", [](const std::vector<std::int64_t>& shape, double value, const Device& d,
                     const std::string& dtype) {
        return issued([&] {
            return Array(NDArray::full(shapeOf(shape), value, checked(d), dtypeOf(dtype)));
        });
    });
    m.def(
        "from_values", [](const std::vector<std::int64_t>& shape, const std::vector<double>& values,
                          const Device& d, const std::string& dtype) {
            const Shape s = shapeOf(shape);
            if (static_cast<std::int64_t>(values.size()) != s.size())
                throw py::value_error("the values do not fill the shape " + s.to_string());
            return issued(
                [&] { return Array(NDArray::from_values(s, values, checked(d), dtypeOf(dtype))); });
        });
    m.def("uniform", [](double low, double high, const std::vector<std::int64_t>& shape,
                        const Device& d, const std::string& dtype) {
        return issued([&] {
            return Array(NDArray::uniform(shapeOf(shape), low, high, std::nullopt, checked(d),
                                          dtypeOf(dtype)));
        });
    });
    m.def("normal", [](double mean, double stddev, const std::vector<std::int64_t>& shape,
                       const Device& d, const std::string& dtype) {
        return issued([&] {
            return Array(NDArray::normal(shapeOf(shape), mean, stddev, std::nullopt, checked(d),
                                         dtypeOf(dtype)));
        });
    });

    // Ops (differentiable unless said).
    m.def("dot", &product);
    m.def("maximum", [](const Array& a, const Array& b) {
        return issued([&] { return Array(maximum(a.data(), b.data())); });
    });
    m.def("concat", [](const std::vector<Array>& arrays, int axis) {
        return issued([&] { return nn::concat(arrays, axis); });
    });
    // Rows by index (a data loader's minibatch): no gradient flows back through it.
    m.def("take", [](const Array& a, const std::vector<std::int64_t>& rows) {
        try {
            return issued([&] { return Array(take_rows(a.data(), rows)); });
        } catch (const std::out_of_range& e) {
            throw py::index_error(e.what());
        }
    });
    for (const auto& [name, f] :
         std::initializer_list<std::pair<const char*, Array (*)(const Array&)>>{
             {"sqrt", &valueOnly<sqrt>},
             {"abs", &valueOnly<absolute>},
             {"exp", &nn::exp},
             {"log", &nn::log},
             {"square", &nn::square},
             {"tanh", &nn::tanh},
             {"relu", &nn::relu},
             {"sigmoid", &nn::sigmoid}}) {
        m.def(name, [f](const Array& a) { return issued([&] { return f(a); }); });
        // x.exp(), x.relu(), ... as methods too (MXNet's and PyTorch's arrays have them).
        nd.def(name, [f](const Array& a) { return issued([&] { return f(a); }); });
    }
    m.def("dropout", [](const Array& a, double rate) {
        if (!(rate >= 0.0 && rate < 1.0))
            throw py::value_error("dropout: the rate must lie in [0, 1), not " +
                                  std::to_string(rate));
        return issued([&] { return nn::dropout(a, rate); });
    });
    m.def("softmax_cross_entropy", [](const Array& logits, const Array& labels) {
        return issued([&] { return nn::softmax_cross_entropy(logits, labels); });
    });
    m.def("l2_loss", [](const Array& pred, const Array& label) {
        return issued([&] { return nn::l2_loss(pred, label); });
    });

    bind_nn(m);
    bind_cuda(m);
}

}  // namespace asynclab::python

PYBIND11_EMBEDDED_MODULE(_asynclab, m) {
    asynclab::python::bind(m);
}
