#include "engine/array/ndarray.h"

#include <Eigen/Core>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <mutex>

#include "engine/kernels/cpu_kernels.h"
#include "engine/memory/storage.h"

namespace asynclab {

namespace detail {

/// One buffer: its engine variable and its lazily allocated storage.
struct Chunk {
    Engine* engine = nullptr;
    VarHandle var = nullptr;
    Device device;
    DType dtype = DType::Float32;
    std::size_t nbytes = 0;
    std::atomic<void*> ptr{nullptr};
    Storage storage;
    std::mutex alloc_mutex;

    void* data() {
        if (void* p = ptr.load(std::memory_order_acquire)) return p;
        std::lock_guard lock(alloc_mutex);
        if (!storage) {
            if (!device.is_cpu())
                throw std::runtime_error("the values of arrays on " + device.name() +
                                         " are not addressable from the host");
            storage = engine->storage().alloc(device, nbytes);
            ptr.store(storage.ptr, std::memory_order_release);
        }
        return storage.ptr;
    }
};

}  // namespace detail

using detail::Chunk;

struct ArrayAccess {
    static Chunk* chunk(const NDArray& a) { return a.chunk_.get(); }

    static NDArray make(const Shape& shape, Device device, DType dtype, Engine* engine) {
        if (!shape.valid())
            throw ShapeError("impossible shape " + shape.to_string() +
                             ": dimensions must be non-negative and the element count below "
                             "2^62");
        Engine& e = engine ? *engine : Engine::current();
        if (!e.has_device(device))
            throw std::invalid_argument("cannot create an array on " + device.name() +
                                        ": no such device in this engine");
        auto* c = new Chunk();
        c->engine = &e;
        c->var = e.new_var();
        c->device = device;
        c->dtype = dtype;
        c->nbytes = static_cast<std::size_t>(shape.size()) * dtype_size(dtype);
        // The last reference pushes the free: it runs after every pending op on the buffer.
        std::shared_ptr<Chunk> owner(c, [](Chunk* chunk) {
            chunk->engine->delete_var(chunk->var, [chunk] {
                chunk->engine->storage().free(chunk->storage);
                delete chunk;
            });
        });
        return NDArray(std::move(owner), shape);
    }
};

namespace {

std::atomic<std::uint64_t> random_base{0x5eed};
std::atomic<std::uint64_t> random_calls{0};

std::uint64_t next_seed(std::optional<std::uint64_t> seed) {
    if (seed) return *seed;
    return random_base.load() + 0x9e3779b97f4a7c15ULL * (random_calls.fetch_add(1) + 1);
}

template <typename F>
decltype(auto) with_dtype(DType t, F&& f) {
    if (t == DType::Float64) return f(double{});
    return f(float{});
}

OpProps props(OpKind kind, cpu::Cost cost, bool bulkable = true) {
    OpProps p;
    p.kind = kind;
    p.flops = cost.flops;
    p.bytes = cost.bytes;
    p.bulkable = bulkable;
    return p;
}

/// Pushes `body` as an op reading `inputs` and writing `out`.
template <typename Body>
void launch(const char* name, const OpProps& p, std::initializer_list<const NDArray*> inputs,
            const NDArray& out, Body&& body) {
    VarHandle reads[8];
    std::size_t n = 0;
    for (const NDArray* in : inputs) reads[n++] = in->var();
    VarHandle writes[1] = {out.var()};
    out.engine().push([body = std::forward<Body>(body)](RunContext&) mutable { body(); },
                      std::span<const VarHandle>(reads, n), std::span<const VarHandle>(writes, 1),
                      out.device(), LaneKind::Compute, name, p);
}

void check_same(const char* op, const NDArray& a, const NDArray& b) {
    if (!a.defined() || !b.defined())
        throw std::invalid_argument(std::string(op) + ": an operand is an empty NDArray handle");
    if (a.dtype() != b.dtype())
        throw ShapeError(std::string(op) + ": operands have different types (" +
                         dtype_name(a.dtype()) + " and " + dtype_name(b.dtype()) + ")");
    if (a.device() != b.device())
        throw std::invalid_argument(std::string(op) + ": operands are on " + a.device().name() +
                                    " and " + b.device().name() +
                                    "; copy one with copy_to() first");
    if (&a.engine() != &b.engine())
        throw std::invalid_argument(std::string(op) + ": operands belong to different engines");
}

void check_defined(const char* op, const NDArray& a) {
    if (!a.defined())
        throw std::invalid_argument(std::string(op) + ": the operand is an empty NDArray handle");
}

NDArray binary_op(cpu::BinaryOp op, const NDArray& a, const NDArray& b) {
    const char* name = cpu::binary_op_name(op);
    check_same(name, a, b);
    auto shape = cpu::broadcast_shape(a.shape(), b.shape());
    if (!shape)
        throw ShapeError(std::string(name) + ": shapes " + a.shape().to_string() + " and " +
                         b.shape().to_string() + " cannot be broadcast together");
    NDArray out = NDArray::empty(*shape, a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *cb = ArrayAccess::chunk(b), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch(name,
           props(OpKind::Elementwise,
                 cpu::binary_cost(a.size(), b.size(), out.size(), dtype_size(dt))),
           {&a, &b}, out, [op, dt, ca, cb, co, sa = a.shape(), sb = b.shape()] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::binary(op, sa, static_cast<const T*>(ca->data()), sb,
                               static_cast<const T*>(cb->data()), static_cast<T*>(co->data()));
               });
           });
    return out;
}

NDArray scalar_op(cpu::BinaryOp op, const NDArray& a, double s, bool scalar_on_left) {
    const char* name = cpu::binary_op_name(op);
    check_defined(name, a);
    NDArray out = NDArray::empty(a.shape(), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    const std::int64_t n = a.size();
    const std::string op_name = std::string(name) + "_scalar";
    launch(op_name.c_str(), props(OpKind::Elementwise, cpu::binary_scalar_cost(n, dtype_size(dt))),
           {&a}, out, [op, dt, ca, co, n, s, scalar_on_left] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::binary_scalar(op, static_cast<const T*>(ca->data()), static_cast<T>(s),
                                      static_cast<T*>(co->data()), n, scalar_on_left);
               });
           });
    return out;
}

NDArray unary_op(cpu::UnaryOp op, const NDArray& a) {
    const char* name = cpu::unary_op_name(op);
    check_defined(name, a);
    NDArray out = NDArray::empty(a.shape(), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    const std::int64_t n = a.size();
    launch(name, props(OpKind::Elementwise, cpu::unary_cost(n, dtype_size(dt))), {&a}, out,
           [op, dt, ca, co, n] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::unary(op, static_cast<const T*>(ca->data()), static_cast<T*>(co->data()),
                              n);
               });
           });
    return out;
}

/// Filling ops: `fill(T* out, n)` runs on a worker.
template <typename Fill>
NDArray fill_op(const char* name, const Shape& shape, Device device, DType dtype, Engine* engine,
                double flops_per_element, Fill fill) {
    NDArray out = ArrayAccess::make(shape, device, dtype, engine);
    Chunk* co = ArrayAccess::chunk(out);
    const std::int64_t n = shape.size();
    cpu::Cost cost{flops_per_element * static_cast<double>(n),
                   static_cast<double>(n) * static_cast<double>(dtype_size(dtype))};
    launch(name, props(OpKind::Random, cost), {}, out, [co, n, dtype, fill] {
        with_dtype(dtype, [&](auto zero) {
            using T = decltype(zero);
            fill(static_cast<T*>(co->data()), n);
        });
    });
    return out;
}

std::vector<int> normalize_axes(const char* op, const std::vector<int>& axes, std::size_t ndim) {
    std::vector<int> out;
    for (int ax : axes) {
        const int nd = static_cast<int>(ndim);
        if (ax < -nd || ax >= nd)
            throw ShapeError(std::string(op) + ": axis " + std::to_string(ax) +
                             " is out of range for " + std::to_string(ndim) + " dimensions");
        out.push_back(ax < 0 ? ax + nd : ax);
    }
    return out;
}

template <typename Kernel>
NDArray reduce_op(const char* name, const NDArray& a, std::vector<int> axes, bool keepdims,
                  Kernel kernel) {
    check_defined(name, a);
    axes = normalize_axes(name, axes, a.shape().ndim());
    const Shape out_shape = cpu::reduce_shape(a.shape(), axes, keepdims);
    NDArray out = NDArray::empty(out_shape, a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch(name, props(OpKind::Reduction, cpu::reduce_cost(a.size(), out.size(), dtype_size(dt))),
           {&a}, out, [dt, ca, co, in_shape = a.shape(), axes, keepdims, kernel] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   kernel(in_shape, static_cast<const T*>(ca->data()), axes, keepdims,
                          static_cast<T*>(co->data()));
               });
           });
    return out;
}

// numpy-style printing --------------------------------------------------------------

std::string format_value(double v, bool integral, int precision) {
    char buf[64];
    if (std::isnan(v)) return "nan";
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    if (integral) {
        std::snprintf(buf, sizeof buf, "%.0f.", v);
    } else {
        std::snprintf(buf, sizeof buf, "%.*g", precision, v);
    }
    return buf;
}

void print_level(std::string& out, const std::vector<std::string>& cells, const Shape& shape,
                 std::size_t dim, std::int64_t offset, std::size_t width, int indent,
                 bool summarize) {
    const std::int64_t n = shape[dim];
    const auto strides = shape.strides();
    out += '[';
    const std::int64_t edge = 3;
    for (std::int64_t i = 0; i < n; ++i) {
        if (summarize && n > 2 * edge && i == edge) {
            out += dim + 1 == shape.ndim() ? "..., " : "...,\n" + std::string(indent + 1, ' ');
            i = n - edge - 1;
            continue;
        }
        const std::int64_t at = offset + i * strides[dim];
        if (dim + 1 == shape.ndim()) {
            const std::string& c = cells[static_cast<std::size_t>(at)];
            out += std::string(width - c.size(), ' ') + c;
        } else {
            print_level(out, cells, shape, dim + 1, at, width, indent + 1, summarize);
        }
        if (i + 1 < n) {
            if (dim + 1 == shape.ndim())
                out += ", ";
            else
                out += "," + std::string(shape.ndim() - dim - 1, '\n') +
                       std::string(static_cast<std::size_t>(indent + 1), ' ');
        }
    }
    out += ']';
}

}  // namespace

// --- NDArray members ----------------------------------------------------------------------

std::size_t NDArray::nbytes() const {
    return static_cast<std::size_t>(shape_.size()) * dtype_size(dtype());
}
DType NDArray::dtype() const {
    return chunk_ ? chunk_->dtype : DType::Float32;
}
Device NDArray::device() const {
    return chunk_ ? chunk_->device : Device::cpu();
}
Engine& NDArray::engine() const {
    if (!chunk_) throw std::invalid_argument("empty NDArray handle has no engine");
    return *chunk_->engine;
}
VarHandle NDArray::var() const {
    return chunk_ ? chunk_->var : nullptr;
}
void* NDArray::data() const {
    return chunk_ ? chunk_->data() : nullptr;
}

std::string NDArray::describe() const {
    if (!chunk_) return "empty NDArray handle";
    return "array " + shape_.to_string() + " " + dtype_name(dtype()) + " on " + device().name();
}

void NDArray::set_random_seed(std::uint64_t seed) {
    random_base.store(seed);
    random_calls.store(0);
}

NDArray NDArray::empty(const Shape& shape, Device device, DType dtype, Engine* engine) {
    return ArrayAccess::make(shape, device, dtype, engine);
}

NDArray NDArray::full(const Shape& shape, double value, Device device, DType dtype,
                      Engine* engine) {
    const char* name = value == 0 ? "zeros" : value == 1 ? "ones" : "full";
    return fill_op(name, shape, device, dtype, engine, 0, [value](auto* out, std::int64_t n) {
        using T = std::remove_pointer_t<decltype(out)>;
        cpu::fill(out, n, static_cast<T>(value));
    });
}
NDArray NDArray::zeros(const Shape& shape, Device device, DType dtype, Engine* engine) {
    return full(shape, 0, device, dtype, engine);
}
NDArray NDArray::ones(const Shape& shape, Device device, DType dtype, Engine* engine) {
    return full(shape, 1, device, dtype, engine);
}

NDArray NDArray::uniform(const Shape& shape, double low, double high,
                         std::optional<std::uint64_t> seed, Device device, DType dtype,
                         Engine* engine) {
    const std::uint64_t s = next_seed(seed);
    return fill_op("uniform", shape, device, dtype, engine, 1,
                   [low, high, s](auto* out, std::int64_t n) {
                       using T = std::remove_pointer_t<decltype(out)>;
                       cpu::uniform(out, n, static_cast<T>(low), static_cast<T>(high), s);
                   });
}

NDArray NDArray::normal(const Shape& shape, double mean, double stddev,
                        std::optional<std::uint64_t> seed, Device device, DType dtype,
                        Engine* engine) {
    const std::uint64_t s = next_seed(seed);
    return fill_op("normal", shape, device, dtype, engine, 1,
                   [mean, stddev, s](auto* out, std::int64_t n) {
                       using T = std::remove_pointer_t<decltype(out)>;
                       cpu::normal(out, n, static_cast<T>(mean), static_cast<T>(stddev), s);
                   });
}

NDArray NDArray::from_values(const Shape& shape, std::span<const double> values, Device device,
                             DType dtype, Engine* engine) {
    if (shape.valid() && static_cast<std::int64_t>(values.size()) != shape.size())
        throw ShapeError("from_values: " + std::to_string(values.size()) +
                         " values do not fill shape " + shape.to_string());
    std::vector<double> copy(values.begin(), values.end());
    return fill_op("from_host", shape, device, dtype, engine, 0,
                   [copy = std::move(copy)](auto* out, std::int64_t n) {
                       using T = std::remove_pointer_t<decltype(out)>;
                       for (std::int64_t i = 0; i < n; ++i)
                           out[i] = static_cast<T>(copy[static_cast<std::size_t>(i)]);
                   });
}

void NDArray::wait_to_read(std::source_location where) const {
    check_defined("wait_to_read", *this);
    engine().wait_to_read(var(), SyncKind::WaitToRead, describe(), where);
}

namespace {
std::vector<double> read_values(const NDArray& a) {
    std::vector<double> out(static_cast<std::size_t>(a.size()));
    with_dtype(a.dtype(), [&](auto zero) {
        using T = decltype(zero);
        const T* p = static_cast<const T*>(a.data());
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<double>(p[i]);
    });
    return out;
}
}  // namespace

std::vector<double> NDArray::to_host(std::source_location where) const {
    check_defined("to_host", *this);
    engine().wait_to_read(var(), SyncKind::ToHost, describe(), where);
    return read_values(*this);
}

double NDArray::item(std::source_location where) const {
    check_defined("item", *this);
    if (size() != 1)
        throw ShapeError("item: only one-element arrays convert to a scalar, not " +
                         shape_.to_string());
    engine().wait_to_read(var(), SyncKind::Item, describe(), where);
    return read_values(*this)[0];
}

std::string NDArray::to_string(std::source_location where) const {
    if (!chunk_) return "NDArray()";
    engine().wait_to_read(var(), SyncKind::Print, describe(), where);
    const auto values = read_values(*this);
    bool integral = true;
    for (double v : values)
        integral &= std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e15;
    const int precision = dtype() == DType::Float64 ? 16 : 8;
    std::vector<std::string> cells;
    cells.reserve(values.size());
    std::size_t width = 0;
    for (double v : values) {
        cells.push_back(format_value(v, integral, precision));
        width = std::max(width, cells.back().size());
    }
    std::string out = "array(";
    if (shape_.ndim() == 0) {
        out += cells.empty() ? "" : cells[0];
    } else if (values.empty()) {
        out += "[]";
    } else {
        print_level(out, cells, shape_, 0, 0, width, 6, values.size() > 1000);
    }
    if (dtype() == DType::Float64) out += ", dtype=float64";
    return out + ")";
}

NDArray NDArray::copy() const {
    check_defined("copy", *this);
    NDArray out = empty(shape_, device(), dtype(), &engine());
    Chunk *ci = chunk_.get(), *co = ArrayAccess::chunk(out);
    const std::size_t bytes = nbytes();
    launch("copy", props(OpKind::Copy, {0, 2.0 * static_cast<double>(bytes)}), {this}, out,
           [ci, co, bytes] { std::memcpy(co->data(), ci->data(), bytes); });
    return out;
}

NDArray NDArray::copy_to(Device target) const {
    check_defined("copy_to", *this);
    if (target == device()) return copy();
    if (!engine().has_device(target))
        throw std::invalid_argument("copy_to: " + target.name() + " is not available");
    throw std::invalid_argument("copy_to: copies between " + device().name() + " and " +
                                target.name() + " are not supported yet");
}

NDArray NDArray::reshape(const Shape& shape) const {
    check_defined("reshape", *this);
    std::vector<std::int64_t> dims = shape.dims();
    int unknown = -1;
    std::int64_t known = 1;
    for (std::size_t i = 0; i < dims.size(); ++i) {
        if (dims[i] == -1) {
            if (unknown >= 0) throw ShapeError("reshape: only one dimension can be -1");
            unknown = static_cast<int>(i);
        } else {
            known *= dims[i];
        }
    }
    if (unknown >= 0 && known > 0 && size() % known == 0)
        dims[static_cast<std::size_t>(unknown)] = size() / known;
    Shape target(dims);
    if (!target.valid() || target.size() != size())
        throw ShapeError("reshape: cannot reshape " + shape_.to_string() + " (" +
                         std::to_string(size()) + " elements) into " + shape.to_string());
    return NDArray(chunk_, target);
}

NDArray NDArray::T() const {
    if (shape_.ndim() != 2) throw ShapeError("T: needs a 2-D array, got " + shape_.to_string());
    return transpose(*this, {1, 0});
}

namespace {
void inplace_binary(cpu::BinaryOp op, NDArray& self, const NDArray& other) {
    const char* name = cpu::binary_op_name(op);
    check_same(name, self, other);
    auto shape = cpu::broadcast_shape(self.shape(), other.shape());
    if (!shape || *shape != self.shape())
        throw ShapeError(std::string(name) + " in place: shape " + other.shape().to_string() +
                         " does not broadcast to " + self.shape().to_string());
    Chunk *cs = ArrayAccess::chunk(self), *co = ArrayAccess::chunk(other);
    const DType dt = self.dtype();
    launch((std::string(name) + "_").c_str(),
           props(OpKind::Elementwise,
                 cpu::binary_cost(self.size(), other.size(), self.size(), dtype_size(dt))),
           {&other}, self, [op, dt, cs, co, ss = self.shape(), so = other.shape()] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   T* s = static_cast<T*>(cs->data());
                   cpu::binary(op, ss, s, so, static_cast<const T*>(co->data()), s);
               });
           });
}
}  // namespace

NDArray& NDArray::operator+=(const NDArray& other) {
    inplace_binary(cpu::BinaryOp::Add, *this, other);
    return *this;
}
NDArray& NDArray::operator-=(const NDArray& other) {
    inplace_binary(cpu::BinaryOp::Sub, *this, other);
    return *this;
}
NDArray& NDArray::operator*=(double scalar) {
    check_defined("mul_", *this);
    Chunk* cs = chunk_.get();
    const DType dt = dtype();
    const std::int64_t n = size();
    launch("mul_scalar_", props(OpKind::Elementwise, cpu::binary_scalar_cost(n, dtype_size(dt))),
           {}, *this, [cs, dt, n, scalar] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   T* s = static_cast<T*>(cs->data());
                   cpu::binary_scalar(cpu::BinaryOp::Mul, s, static_cast<T>(scalar), s, n, false);
               });
           });
    return *this;
}

void NDArray::axpy_(double alpha, const NDArray& x) {
    check_same("axpy_", *this, x);
    if (x.shape() != shape_)
        throw ShapeError("axpy_: shapes " + shape_.to_string() + " and " + x.shape().to_string() +
                         " differ");
    Chunk *cs = chunk_.get(), *cx = ArrayAccess::chunk(x);
    const DType dt = dtype();
    const std::int64_t n = size();
    launch("axpy_",
           props(OpKind::Elementwise,
                 {2.0 * static_cast<double>(n), 3.0 * static_cast<double>(nbytes())}),
           {&x}, *this, [cs, cx, dt, n, alpha] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   using Vec = Eigen::Array<T, Eigen::Dynamic, 1>;
                   Eigen::Map<Vec> s(static_cast<T*>(cs->data()), n);
                   Eigen::Map<const Vec> xv(static_cast<const T*>(cx->data()), n);
                   s += static_cast<T>(alpha) * xv;
               });
           });
}

void NDArray::assign_(const NDArray& other) {
    check_same("assign_", *this, other);
    if (other.shape() != shape_)
        throw ShapeError("assign_: shapes " + shape_.to_string() + " and " +
                         other.shape().to_string() + " differ");
    Chunk *cs = chunk_.get(), *co = ArrayAccess::chunk(other);
    const std::size_t bytes = nbytes();
    launch("assign_", props(OpKind::Copy, {0, 2.0 * static_cast<double>(bytes)}), {&other}, *this,
           [cs, co, bytes] {
               if (cs != co) std::memcpy(cs->data(), co->data(), bytes);
           });
}

// --- free functions -------------------------------------------------------------------

NDArray add(const NDArray& a, const NDArray& b) {
    return binary_op(cpu::BinaryOp::Add, a, b);
}
NDArray sub(const NDArray& a, const NDArray& b) {
    return binary_op(cpu::BinaryOp::Sub, a, b);
}
NDArray mul(const NDArray& a, const NDArray& b) {
    return binary_op(cpu::BinaryOp::Mul, a, b);
}
NDArray div(const NDArray& a, const NDArray& b) {
    return binary_op(cpu::BinaryOp::Div, a, b);
}
NDArray maximum(const NDArray& a, const NDArray& b) {
    return binary_op(cpu::BinaryOp::Max, a, b);
}
NDArray add(const NDArray& a, double s) {
    return scalar_op(cpu::BinaryOp::Add, a, s, false);
}
NDArray sub(const NDArray& a, double s) {
    return scalar_op(cpu::BinaryOp::Sub, a, s, false);
}
NDArray mul(const NDArray& a, double s) {
    return scalar_op(cpu::BinaryOp::Mul, a, s, false);
}
NDArray div(const NDArray& a, double s) {
    return scalar_op(cpu::BinaryOp::Div, a, s, false);
}
NDArray rsub(double s, const NDArray& a) {
    return scalar_op(cpu::BinaryOp::Sub, a, s, true);
}
NDArray rdiv(double s, const NDArray& a) {
    return scalar_op(cpu::BinaryOp::Div, a, s, true);
}
NDArray power(const NDArray& a, double s) {
    return scalar_op(cpu::BinaryOp::Pow, a, s, false);
}

NDArray relu(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Relu, a);
}
NDArray sigmoid(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Sigmoid, a);
}
NDArray tanh(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Tanh, a);
}
NDArray exp(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Exp, a);
}
NDArray log(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Log, a);
}
NDArray negative(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Neg, a);
}
NDArray square(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Square, a);
}
NDArray sqrt(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Sqrt, a);
}

NDArray dot(const NDArray& a, const NDArray& b, bool transpose_a, bool transpose_b) {
    check_same("dot", a, b);
    const Shape &sa = a.shape(), &sb = b.shape();
    if (sa.ndim() < 1 || sa.ndim() > 2 || sb.ndim() < 1 || sb.ndim() > 2)
        throw ShapeError("dot: needs 1-D or 2-D operands, got " + sa.to_string() + " and " +
                         sb.to_string());
    // Treat a vector on the left as a row, on the right as a column.
    const std::int64_t a_rows = sa.ndim() == 1 ? 1 : sa[0];
    const std::int64_t a_cols = sa.ndim() == 1 ? sa[0] : sa[1];
    const std::int64_t b_rows = sb.ndim() == 1 ? sb[0] : sb[0];
    const std::int64_t b_cols = sb.ndim() == 1 ? 1 : sb[1];
    const bool ta = transpose_a && sa.ndim() == 2, tb = transpose_b && sb.ndim() == 2;
    const std::int64_t M = ta ? a_cols : a_rows, K = ta ? a_rows : a_cols;
    const std::int64_t Kb = tb ? b_cols : b_rows, N = tb ? b_rows : b_cols;
    if (K != Kb)
        throw ShapeError("dot: shapes " + sa.to_string() + (ta ? "ᵀ" : "") + " and " +
                         sb.to_string() + (tb ? "ᵀ" : "") + " are not aligned (" +
                         std::to_string(K) + " != " + std::to_string(Kb) + ")");
    std::vector<std::int64_t> dims;
    if (sa.ndim() == 2) dims.push_back(M);
    if (sb.ndim() == 2) dims.push_back(N);
    NDArray out = NDArray::empty(Shape(dims), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *cb = ArrayAccess::chunk(b), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    const std::int64_t lda = a_cols, ldb = b_cols;
    launch("dot", props(OpKind::MatMul, cpu::gemm_cost(M, N, K, dtype_size(dt)), false), {&a, &b},
           out, [=] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::gemm(ta, tb, M, N, K, T(1), static_cast<const T*>(ca->data()), lda,
                             static_cast<const T*>(cb->data()), ldb, T(0),
                             static_cast<T*>(co->data()), N);
               });
           });
    return out;
}

NDArray sum(const NDArray& a, std::vector<int> axes, bool keepdims) {
    return reduce_op("sum", a, std::move(axes), keepdims,
                     [](auto&&... args) { cpu::sum(args...); });
}
NDArray mean(const NDArray& a, std::vector<int> axes, bool keepdims) {
    return reduce_op("mean", a, std::move(axes), keepdims,
                     [](auto&&... args) { cpu::mean(args...); });
}
NDArray max(const NDArray& a, std::vector<int> axes, bool keepdims) {
    return reduce_op("max", a, std::move(axes), keepdims,
                     [](auto&&... args) { cpu::max(args...); });
}

NDArray transpose(const NDArray& a, std::vector<int> perm) {
    check_defined("transpose", a);
    const std::size_t nd = a.shape().ndim();
    if (perm.empty())
        for (std::size_t i = nd; i-- > 0;) perm.push_back(static_cast<int>(i));
    perm = normalize_axes("transpose", perm, nd);
    std::vector<int> sorted = perm;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        if (sorted.size() != nd || sorted[i] != static_cast<int>(i))
            throw ShapeError("transpose: axes do not form a permutation of " + std::to_string(nd) +
                             " dimensions");
    NDArray out =
        NDArray::empty(cpu::transpose_shape(a.shape(), perm), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch("transpose", props(OpKind::Layout, {0, 2.0 * static_cast<double>(a.nbytes())}), {&a},
           out, [dt, ca, co, shape = a.shape(), perm] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::transpose(shape, static_cast<const T*>(ca->data()), perm,
                                  static_cast<T*>(co->data()));
               });
           });
    return out;
}

NDArray concat(const std::vector<NDArray>& arrays, int axis) {
    if (arrays.empty()) throw ShapeError("concat: needs at least one array");
    if (arrays.size() > 7) {
        // Keep each op's variable list small: concatenate in groups.
        std::vector<NDArray> head(arrays.begin(), arrays.begin() + 6);
        NDArray first = concat(head, axis);
        std::vector<NDArray> rest{first};
        rest.insert(rest.end(), arrays.begin() + 6, arrays.end());
        return concat(rest, axis);
    }
    std::vector<Shape> shapes;
    for (auto& a : arrays) {
        check_same("concat", arrays[0], a);
        shapes.push_back(a.shape());
    }
    const int nd = static_cast<int>(shapes[0].ndim());
    if (axis < -nd || axis >= nd)
        throw ShapeError("concat: axis " + std::to_string(axis) + " is out of range");
    if (axis < 0) axis += nd;
    auto shape = cpu::concat_shape(shapes, axis);
    if (!shape) {
        std::string list;
        for (auto& s : shapes) list += (list.empty() ? "" : ", ") + s.to_string();
        throw ShapeError("concat: shapes " + list + " differ outside axis " + std::to_string(axis));
    }
    NDArray out =
        NDArray::empty(*shape, arrays[0].device(), arrays[0].dtype(), &arrays[0].engine());
    std::vector<Chunk*> chunks;
    for (auto& a : arrays) chunks.push_back(ArrayAccess::chunk(a));
    VarHandle reads[8];
    std::size_t n = 0;
    for (auto& a : arrays) reads[n++] = a.var();
    VarHandle writes[1] = {out.var()};
    Chunk* co = ArrayAccess::chunk(out);
    const DType dt = out.dtype();
    out.engine().push(
        [=](RunContext&) {
            with_dtype(dt, [&](auto zero) {
                using T = decltype(zero);
                std::vector<const T*> ins;
                for (Chunk* c : chunks) ins.push_back(static_cast<const T*>(c->data()));
                cpu::concat(shapes, ins, axis, static_cast<T*>(co->data()));
            });
        },
        std::span<const VarHandle>(reads, n), std::span<const VarHandle>(writes, 1), out.device(),
        LaneKind::Compute, "concat",
        props(OpKind::Layout, {0, 2.0 * static_cast<double>(out.nbytes())}));
    return out;
}

NDArray slice(const NDArray& a, const std::vector<std::int64_t>& begin,
              const std::vector<std::int64_t>& end) {
    check_defined("slice", a);
    const Shape& s = a.shape();
    if (begin.size() > s.ndim() || end.size() > s.ndim() || begin.size() != end.size())
        throw ShapeError("slice: begin and end must have one entry per leading dimension of " +
                         s.to_string());
    std::vector<std::int64_t> b(s.ndim(), 0), e(s.dims());
    for (std::size_t i = 0; i < begin.size(); ++i) {
        auto clamp = [&](std::int64_t v) {
            if (v < 0) v += s[i];
            return std::clamp<std::int64_t>(v, 0, s[i]);
        };
        b[i] = clamp(begin[i]);
        e[i] = std::max(b[i], clamp(end[i]));
    }
    NDArray out = NDArray::empty(cpu::slice_shape(s, b, e), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch("slice", props(OpKind::Layout, {0, 2.0 * static_cast<double>(out.nbytes())}), {&a}, out,
           [dt, ca, co, s, b, e] {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::slice(s, static_cast<const T*>(ca->data()), b, e,
                              static_cast<T*>(co->data()));
               });
           });
    return out;
}

}  // namespace asynclab
