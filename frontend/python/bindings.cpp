// _asynclab: the Python module AsyncLab's mxnet, torch and d2l are written over. Arrays are
// the engine's NDArrays: every op is pushed and returns at once; wait_to_read, asnumpy,
// item, printing and waitall block the interpreter's thread, which is the engine's front end.
// On a simulated machine the front end's clock advances, at each push, by the time the
// interpreter itself took since the previous one; sync points are recorded at the script's
// own line.
#include <pybind11/embed.h>
#include <pybind11/stl.h>

#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/sim/sim_executor.h"
#include "frontend/python/frontend.h"

namespace py = pybind11;

namespace asynclab::python {

namespace {

using Clock = std::chrono::steady_clock;

/// When the interpreter last gave control to the engine (the end of the previous push).
Clock::time_point& lastPush() {
    static Clock::time_point last = Clock::now();
    return last;
}

/// What holds each array Python has: when Python lets go of one, the engine's work that
/// follows (freeing it can make a simulated machine run, and compute, everything queued
/// before) is not the interpreter's time.
template <class T>
class EngineHeld {
  public:
    EngineHeld() = default;
    explicit EngineHeld(T* p) : p_(p) {}
    EngineHeld(EngineHeld&&) noexcept = default;
    EngineHeld& operator=(EngineHeld&&) noexcept = default;
    ~EngineHeld() {
        if (!p_) return;
        const auto begin = Clock::now();
        p_.reset();
        lastPush() += Clock::now() - begin;
    }
    T* get() const { return p_.get(); }

  private:
    std::unique_ptr<T> p_;
};

/// The script's own file and line: the innermost frame outside AsyncLab's modules.
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

/// Around every op pushed from Python: on a simulated machine the interpreter's time since
/// the previous push is what issuing this one costs the front end.
class Issue {
  public:
    Issue() : sim_(SimExecutor::of(Engine::current())) {
        if (sim_) {
            const double seconds = std::chrono::duration<double>(Clock::now() - lastPush()).count();
            previous_ = sim_->set_issue_cost(seconds);
        }
    }
    ~Issue() {
        if (sim_) sim_->set_issue_cost(previous_);
        lastPush() = Clock::now();
    }
    Issue(const Issue&) = delete;
    Issue& operator=(const Issue&) = delete;

  private:
    SimExecutor* sim_;
    std::optional<double> previous_;
};

/// Around a sync point: recorded at the script's line; the interpreter's time before it is
/// the front end's too.
class Sync {
  public:
    Sync() : location_(scriptLocation()) {}
    ~Sync() { lastPush() = Clock::now(); }
    Sync(const Sync&) = delete;
    Sync& operator=(const Sync&) = delete;

  private:
    Issue issue_;  // a sync pays the interpreter's time since the last push first
    FrontEndLocation location_;
};

template <class F>
auto issued(F&& f) {
    Issue issue;
    return f();
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

/// A device the engine has; a GPU it lacks is an error naming what there is.
Device checked(Device device) {
    const int gpus = Engine::current().gpu_count();
    if (device.is_gpu() && device.id >= gpus)
        throw py::value_error(
            device.name() + " does not exist here: this engine has " + std::to_string(gpus) +
            " GPU(s)" + (gpus == 0 ? "; use d2l.try_gpu(), which falls back to the CPU" : ""));
    return device;
}

py::tuple shapeTuple(const NDArray& a) {
    py::tuple t(a.shape().ndim());
    for (std::size_t i = 0; i < a.shape().ndim(); ++i) t[i] = a.shape()[i];
    return t;
}

std::vector<int> axesOf(const py::object& axis) {
    if (axis.is_none()) return {};
    if (py::isinstance<py::int_>(axis)) return {axis.cast<int>()};
    return axis.cast<std::vector<int>>();
}

/// `dims` with one -1 filled in from the element count.
Shape reshaped(const NDArray& a, std::vector<std::int64_t> dims) {
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
        if (known == 0 || a.size() % known != 0)
            throw py::value_error("cannot reshape an array of " + std::to_string(a.size()) +
                                  " elements into " + Shape(dims).to_string());
        dims[static_cast<std::size_t>(unknown)] = a.size() / known;
    }
    return shapeOf(dims);
}

std::vector<std::int64_t> dimsOfArgs(const py::args& args) {
    if (args.size() == 1 && !py::isinstance<py::int_>(args[0]))
        return args[0].cast<std::vector<std::int64_t>>();
    return args.cast<std::vector<std::int64_t>>();
}

/// The values, on the host: a numpy array when numpy is there, else nested lists.
py::object hostValues(const NDArray& a) {
    std::vector<double> values;
    {
        Sync sync;
        values = a.to_host();
    }
    try {
        py::module_ numpy = py::module_::import("numpy");
        py::object flat =
            numpy.attr("array")(values, a.dtype() == DType::Float64 ? "float64" : "float32");
        return flat.attr("reshape")(shapeTuple(a));
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

/// a[index] for ints and slices with step 1 (numpy's basic indexing).
NDArray indexed(const NDArray& a, const py::object& index) {
    py::tuple items =
        py::isinstance<py::tuple>(index) ? index.cast<py::tuple>() : py::make_tuple(index);
    const std::size_t ndim = a.shape().ndim();
    if (items.size() > ndim)
        throw py::index_error("too many indices for an array of " + std::to_string(ndim) +
                              " dimension(s)");
    std::vector<std::int64_t> begin(ndim, 0), end = a.shape().dims(), kept;
    for (std::size_t d = 0; d < ndim; ++d) {
        const std::int64_t n = a.shape()[d];
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
    NDArray out = issued([&] { return slice(a, begin, end); });
    if (out.shape().ndim() != kept.size()) out = issued([&] { return out.reshape(Shape(kept)); });
    return out;
}

/// `a` on `d`: itself when it is there already, else a copy (as_in_ctx, .to(), .cpu()).
NDArray onDevice(const NDArray& a, const Device& d) {
    if (a.device() == d) return a;
    return issued([&] { return a.copy_to(checked(d)); });
}

/// The one element's value: a sync point.
double item(const NDArray& a) {
    if (a.size() != 1)
        throw py::value_error("item() needs an array of one element, not " + a.shape().to_string());
    Sync sync;
    return a.item();
}

NDArray product(const NDArray& a, const NDArray& b) {
    return issued([&] { return dot(a, b); });
}

}  // namespace
}  // namespace asynclab::python

PYBIND11_DECLARE_HOLDER_TYPE(T, asynclab::python::EngineHeld<T>)

namespace asynclab::python {

void reset_interpreter_clock() {
    lastPush() = Clock::now();
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

    auto nd = py::class_<NDArray, EngineHeld<NDArray>>(m, "NDArray");
    nd.def_property_readonly("shape", &shapeTuple)
        .def_property_readonly("ndim", [](const NDArray& a) { return a.shape().ndim(); })
        .def_property_readonly("size", &NDArray::size)
        .def_property_readonly("dtype", [](const NDArray& a) { return dtype_name(a.dtype()); })
        .def_property_readonly("ctx", &NDArray::device)
        .def_property_readonly("context", &NDArray::device)
        .def_property_readonly("device", &NDArray::device)
        .def("__len__",
             [](const NDArray& a) {
                 if (a.shape().ndim() == 0) throw py::type_error("len() of a 0-d array");
                 return a.shape()[0];
             })
        // Sync points.
        .def("wait_to_read",
             [](const NDArray& a) {
                 Sync sync;
                 a.wait_to_read();
             })
        .def("asnumpy", &hostValues)
        .def("numpy", &hostValues)
        .def("tolist", [](const NDArray& a) { return hostValues(a).attr("tolist")(); })
        .def("_values",
             [](const NDArray& a) {
                 Sync sync;
                 return a.to_host();
             })
        .def("item", &item)
        .def("__float__", &item)
        .def("__repr__",
             [](const NDArray& a) {
                 Sync sync;
                 return a.to_string();
             })
        // Devices.
        .def("copyto",
             [](const NDArray& a, const Device& d) {
                 return issued([&] { return a.copy_to(checked(d)); });
             })
        .def("as_in_ctx", &onDevice)
        .def("as_in_context", &onDevice)
        .def(
            "to",
            [](const NDArray& a, const py::object& device, bool /*non_blocking*/) {
                return onDevice(
                    a,
                    py::module_::import("_asynclab_support").attr("device")(device).cast<Device>());
            },
            py::arg("device"), py::arg("non_blocking") = false)
        .def("cpu", [](const NDArray& a) { return onDevice(a, Device::cpu()); })
        .def("copy", [](const NDArray& a) { return issued([&] { return a.copy(); }); })
        // Layout.
        .def("reshape",
             [](const NDArray& a, const py::args& args) {
                 return issued([&] { return a.reshape(reshaped(a, dimsOfArgs(args))); });
             })
        .def_property_readonly("T", [](const NDArray& a) { return issued([&] { return a.T(); }); })
        .def(
            "transpose",
            [](const NDArray& a, const py::object& axes) {
                return issued([&] { return transpose(a, axesOf(axes)); });
            },
            py::arg("axes") = py::none())
        .def("__getitem__", &indexed)
        // Reductions.
        .def(
            "sum",
            [](const NDArray& a, const py::object& axis, bool keepdims) {
                return issued([&] { return sum(a, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def(
            "mean",
            [](const NDArray& a, const py::object& axis, bool keepdims) {
                return issued([&] { return mean(a, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        .def(
            "max",
            [](const NDArray& a, const py::object& axis, bool keepdims) {
                return issued([&] { return max(a, axesOf(axis), keepdims); });
            },
            py::arg("axis") = py::none(), py::arg("keepdims") = false)
        // Arithmetic, with arrays (broadcast) or numbers.
        .def("__add__",
             [](const NDArray& a, const NDArray& b) { return issued([&] { return a + b; }); })
        .def("__add__", [](const NDArray& a, double s) { return issued([&] { return a + s; }); })
        .def("__radd__", [](const NDArray& a, double s) { return issued([&] { return s + a; }); })
        .def("__sub__",
             [](const NDArray& a, const NDArray& b) { return issued([&] { return a - b; }); })
        .def("__sub__", [](const NDArray& a, double s) { return issued([&] { return a - s; }); })
        .def("__rsub__", [](const NDArray& a, double s) { return issued([&] { return s - a; }); })
        .def("__mul__",
             [](const NDArray& a, const NDArray& b) { return issued([&] { return a * b; }); })
        .def("__mul__", [](const NDArray& a, double s) { return issued([&] { return a * s; }); })
        .def("__rmul__", [](const NDArray& a, double s) { return issued([&] { return s * a; }); })
        .def("__truediv__",
             [](const NDArray& a, const NDArray& b) { return issued([&] { return a / b; }); })
        .def("__truediv__",
             [](const NDArray& a, double s) { return issued([&] { return a / s; }); })
        .def("__rtruediv__",
             [](const NDArray& a, double s) { return issued([&] { return s / a; }); })
        .def("__pow__",
             [](const NDArray& a, double s) { return issued([&] { return power(a, s); }); })
        .def("__neg__", [](const NDArray& a) { return issued([&] { return -a; }); })
        // a.dot(b) in MXNet, a.mm(b) and a.matmul(b) in PyTorch, a @ b in both. (`x += y`
        // needs no __iadd__: Python falls back to __add__ and rebinds x.)
        .def("dot", &product)
        .def("mm", &product)
        .def("matmul", &product)
        .def("__matmul__", &product)
        // What MXNet's or PyTorch's arrays have and these do not: said so, by name.
        .def("__getattr__", [](const NDArray&, const std::string& name) -> py::object {
            py::object error =
                py::module_::import("_asynclab_support").attr("not_supported")("ndarray", name);
            PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(error.ptr())), error.ptr());
            throw py::error_already_set();
        });

    // Creation.
    m.def("full", [](const std::vector<std::int64_t>& shape, double value, const Device& d,
                     const std::string& dtype) {
        return issued(
            [&] { return NDArray::full(shapeOf(shape), value, checked(d), dtypeOf(dtype)); });
    });
    m.def("from_values", [](const std::vector<std::int64_t>& shape,
                            const std::vector<double>& values, const Device& d,
                            const std::string& dtype) {
        const Shape s = shapeOf(shape);
        if (static_cast<std::int64_t>(values.size()) != s.size())
            throw py::value_error("the values do not fill the shape " + s.to_string());
        return issued([&] { return NDArray::from_values(s, values, checked(d), dtypeOf(dtype)); });
    });
    m.def("uniform", [](double low, double high, const std::vector<std::int64_t>& shape,
                        const Device& d, const std::string& dtype) {
        return issued([&] {
            return NDArray::uniform(shapeOf(shape), low, high, std::nullopt, checked(d),
                                    dtypeOf(dtype));
        });
    });
    m.def("normal", [](double mean, double stddev, const std::vector<std::int64_t>& shape,
                       const Device& d, const std::string& dtype) {
        return issued([&] {
            return NDArray::normal(shapeOf(shape), mean, stddev, std::nullopt, checked(d),
                                   dtypeOf(dtype));
        });
    });

    // Ops.
    m.def("dot", &product);
    m.def("maximum",
          [](const NDArray& a, const NDArray& b) { return issued([&] { return maximum(a, b); }); });
    m.def("concat", [](const std::vector<NDArray>& arrays, int axis) {
        return issued([&] { return concat(arrays, axis); });
    });
    for (const auto& [name, f] :
         std::initializer_list<std::pair<const char*, NDArray (*)(const NDArray&)>>{
             {"exp", &exp},
             {"log", &log},
             {"sqrt", &sqrt},
             {"square", &square},
             {"tanh", &tanh},
             {"relu", &relu},
             {"sigmoid", &sigmoid}})
        m.def(name, [f](const NDArray& a) { return issued([&] { return f(a); }); });
}

}  // namespace asynclab::python

PYBIND11_EMBEDDED_MODULE(_asynclab, m) {
    asynclab::python::bind(m);
}
