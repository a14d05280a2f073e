#include "engine/array/ndarray.h"

#include <Eigen/Core>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <mutex>

#include "engine/device/gpu_runtime.h"
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
    /// Page-locked host memory (NDArray::pin_memory); on a real GPU's engine, CUDA's.
    bool pinned = false;
    void* pinned_ptr = nullptr;

    void* data() {
        if (void* p = ptr.load(std::memory_order_acquire)) return p;
        std::lock_guard lock(alloc_mutex);
        if (pinned_ptr) return pinned_ptr;
        if (pinned && nbytes > 0 && !engine->simulated()) {
            const AsyncLabGpuApi* api = GpuRuntime::instance().api();
            void* p = nullptr;
            if (api->host_alloc_pinned(nbytes, &p) != 0 || !p)
                throw std::runtime_error("pin_memory: page-locked host memory of " +
                                         std::to_string(nbytes) +
                                         " bytes refused: " + api->last_error());
            pinned_ptr = p;
            ptr.store(p, std::memory_order_release);
            return p;
        }
        if (!storage) {
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
        c->device = device;
        c->dtype = dtype;
        c->nbytes = static_cast<std::size_t>(shape.size()) * dtype_size(dtype);
        c->var = e.new_var([](void* chunk) { static_cast<Chunk*>(chunk)->data(); }, c,
                           static_cast<double>(c->nbytes));
        // The last reference pushes the free: it runs after every pending op on the buffer.
        std::shared_ptr<Chunk> owner(c, [](Chunk* chunk) {
            // Host memory goes back to the pool or to malloc: no device call (CUDA's pinned
            // memory is one).
            const bool cheap = chunk->device.is_cpu() && !chunk->pinned;
            chunk->engine->delete_var(
                chunk->var,
                [](void* p) {
                    auto* dead = static_cast<Chunk*>(p);
                    if (dead->pinned_ptr)
                        GpuRuntime::instance().api()->free_pinned(dead->pinned_ptr);
                    else
                        dead->engine->storage().free(dead->storage);
                    delete dead;
                },
                chunk, cheap);
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
/// Pushes `body(RunContext&)` as an op reading `inputs` and writing `out`. On a GPU the
/// body finds the lane's stream in the context; on the CPU the stream is null.
template <typename Body>
void launch(const char* name, const OpProps& p, std::initializer_list<const NDArray*> inputs,
            const NDArray& out, Body&& body, LaneKind lane = LaneKind::Compute,
            std::optional<Device> run_on = {}) {
    VarHandle reads[8];
    std::size_t n = 0;
    for (const NDArray* in : inputs) reads[n++] = in->var();
    VarHandle writes[1] = {out.var()};
    out.engine().push([body = std::forward<Body>(body)](RunContext& ctx) mutable { body(ctx); },
                      std::span<const VarHandle>(reads, n), std::span<const VarHandle>(writes, 1),
                      run_on ? *run_on : out.device(), lane, name, p);
}

// --- GPU helpers: kernels of the CUDA module, on the op's stream ------------------------

const AsyncLabGpuApi& gpu() {
    return *GpuRuntime::instance().api();
}

void gpu_check(int status, const char* what) {
    check_gpu_status(gpu(), status, what);
}

int gpu_dtype(DType t) {
    return t == DType::Float64 ? ASYNCLAB_GPU_F64 : ASYNCLAB_GPU_F32;
}

std::optional<int> gpu_binary(cpu::BinaryOp op) {
    switch (op) {
        case cpu::BinaryOp::Add: return ASYNCLAB_GPU_ADD;
        case cpu::BinaryOp::Sub: return ASYNCLAB_GPU_SUB;
        case cpu::BinaryOp::Mul: return ASYNCLAB_GPU_MUL;
        case cpu::BinaryOp::Div: return ASYNCLAB_GPU_DIV;
        case cpu::BinaryOp::Max: return ASYNCLAB_GPU_MAX;
        case cpu::BinaryOp::Min: return ASYNCLAB_GPU_MIN;
        default: return std::nullopt;  // comparisons: CPU (and simulated GPUs) only
        case cpu::BinaryOp::Pow: return std::nullopt;
    }
    return std::nullopt;
}

/// Refuses, at the front end, what the GPU kernels cannot do yet. `what()` names the
/// refused operation; it is called only to word the error, so that the ops that run (all
/// of them on the CPU) build no text.
template <typename Describe>
void require_on_gpu(bool supported, const NDArray& a, Describe&& what) {
    // Simulated GPUs compute with the CPU kernels on host memory: everything works there.
    if (a.device().is_gpu() && !supported && !a.engine().simulated())
        throw std::invalid_argument(std::string(what()) + " is not supported on " +
                                    a.device().name() +
                                    " yet; copy the array to the CPU with copy_to(cpu())");
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
    // On a GPU: equal shapes, or the second operand a row broadcast over the first's rows.
    const bool same = a.shape() == b.shape();
    const std::int64_t cols = a.shape().ndim() ? a.shape()[a.shape().ndim() - 1] : 1;
    const bool rowvec = !same && *shape == a.shape() && b.size() == cols &&
                        (b.shape().ndim() == 1 || b.shape()[0] == 1);
    require_on_gpu(gpu_binary(op) && (same || rowvec), a, [&] {
        return std::string(name) + " of shapes " + a.shape().to_string() + " and " +
               b.shape().to_string();
    });
    NDArray out = NDArray::empty(*shape, a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *cb = ArrayAccess::chunk(b), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    const std::int64_t n = out.size();
    launch(name,
           props(OpKind::Elementwise,
                 cpu::binary_cost(a.size(), b.size(), out.size(), dtype_size(dt))),
           {&a, &b}, out,
           [op, dt, ca, cb, co, sa = a.shape(), sb = b.shape(), same, cols, n](RunContext& ctx) {
               if (ctx.stream) {
                   const auto rows = static_cast<std::size_t>(cols ? n / cols : 0);
                   const int code = *gpu_binary(op);
                   gpu_check(same ? gpu().binary(ctx.stream, gpu_dtype(dt), code,
                                                 static_cast<std::size_t>(n), ca->data(),
                                                 cb->data(), co->data())
                                  : gpu().binary_rowvec(ctx.stream, gpu_dtype(dt), code, rows,
                                                        static_cast<std::size_t>(cols), ca->data(),
                                                        cb->data(), co->data()),
                             "binary");
                   return;
               }
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
    require_on_gpu(gpu_binary(op).has_value(), a,
                   [&] { return std::string(name) + " with a scalar"; });
    NDArray out = NDArray::empty(a.shape(), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    const std::int64_t n = a.size();
    const std::string op_name = std::string(name) + "_scalar";
    launch(op_name.c_str(), props(OpKind::Elementwise, cpu::binary_scalar_cost(n, dtype_size(dt))),
           {&a}, out, [op, dt, ca, co, n, s, scalar_on_left](RunContext& ctx) {
               if (ctx.stream) {
                   gpu_check(gpu().binary_scalar(ctx.stream, gpu_dtype(dt), *gpu_binary(op),
                                                 static_cast<std::size_t>(n), ca->data(), s,
                                                 scalar_on_left ? 1 : 0, co->data()),
                             "binary_scalar");
                   return;
               }
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
           [op, dt, ca, co, n](RunContext& ctx) {
               if (ctx.stream) {
                   // The module numbers unary ops in the same order as cpu::UnaryOp.
                   gpu_check(gpu().unary(ctx.stream, gpu_dtype(dt), static_cast<int>(op),
                                         static_cast<std::size_t>(n), ca->data(), co->data()),
                             "unary");
                   return;
               }
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::unary(op, static_cast<const T*>(ca->data()), static_cast<T*>(co->data()),
                              n);
               });
           });
    return out;
}

/// Filling ops: `fill(T* out, n)` runs on a CPU worker; on a GPU `gpu_fill(stream, dtype,
/// n, out)` enqueues the module's kernel. `kind`: Random for random numbers, Elementwise for a
/// constant (a memset, as the timeline colours it), Copy for values from the host.
using GpuFill = std::function<int(void* stream, int dtype, std::size_t n, void* out)>;

template <typename Fill>
NDArray fill_op(const char* name, OpKind kind, const Shape& shape, Device device, DType dtype,
                Engine* engine, double flops_per_element, Fill fill, GpuFill gpu_fill) {
    NDArray out = ArrayAccess::make(shape, device, dtype, engine);
    require_on_gpu(gpu_fill != nullptr, out, [&] { return name; });
    Chunk* co = ArrayAccess::chunk(out);
    const std::int64_t n = shape.size();
    cpu::Cost cost{flops_per_element * static_cast<double>(n),
                   static_cast<double>(n) * static_cast<double>(dtype_size(dtype))};
    launch(name, props(kind, cost), {}, out, [co, n, dtype, fill, gpu_fill](RunContext& ctx) {
        if (ctx.stream) {
            gpu_check(
                gpu_fill(ctx.stream, gpu_dtype(dtype), static_cast<std::size_t>(n), co->data()),
                "fill");
            return;
        }
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

enum class GpuReduce { None, Sum, Mean };

template <typename Kernel>
NDArray reduce_op(const char* name, const NDArray& a, std::vector<int> axes, bool keepdims,
                  Kernel kernel, GpuReduce on_gpu = GpuReduce::None) {
    check_defined(name, a);
    axes = normalize_axes(name, axes, a.shape().ndim());
    const bool all = axes.empty() || axes.size() == a.shape().ndim();
    const bool columns = a.shape().ndim() == 2 && axes == std::vector<int>{0};
    require_on_gpu(on_gpu != GpuReduce::None && (all || columns), a,
                   [&] { return std::string(name) + " over these axes"; });
    const Shape out_shape = cpu::reduce_shape(a.shape(), axes, keepdims);
    NDArray out = NDArray::empty(out_shape, a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch(
        name, props(OpKind::Reduction, cpu::reduce_cost(a.size(), out.size(), dtype_size(dt))),
        {&a}, out,
        [dt, ca, co, in_shape = a.shape(), axes, keepdims, kernel, all, on_gpu, in_n = a.size(),
         out_n = out.size()](RunContext& ctx) {
            if (ctx.stream) {
                const int gdt = gpu_dtype(dt);
                if (all)
                    gpu_check(gpu().sum(ctx.stream, gdt, static_cast<std::size_t>(in_n), ca->data(),
                                        co->data()),
                              "sum");
                else
                    gpu_check(gpu().sum_rows(ctx.stream, gdt, static_cast<std::size_t>(in_shape[0]),
                                             static_cast<std::size_t>(in_shape[1]), ca->data(),
                                             co->data()),
                              "sum_rows");
                if (on_gpu == GpuReduce::Mean && out_n > 0)
                    gpu_check(gpu().binary_scalar(ctx.stream, gdt, ASYNCLAB_GPU_DIV,
                                                  static_cast<std::size_t>(out_n), co->data(),
                                                  static_cast<double>(in_n / out_n), 0, co->data()),
                              "mean");
                return;
            }
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

void* NDArray::StorageRef::get() const {
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
    return fill_op(
        name, OpKind::Elementwise, shape, device, dtype, engine, 0,
        [value](auto* out, std::int64_t n) {
            using T = std::remove_pointer_t<decltype(out)>;
            cpu::fill(out, n, static_cast<T>(value));
        },
        [value](void* stream, int dt, std::size_t n, void* out) {
            return gpu().fill(stream, dt, n, value, out);
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
    return fill_op(
        "uniform", OpKind::Random, shape, device, dtype, engine, 1,
        [low, high, s](auto* out, std::int64_t n) {
            using T = std::remove_pointer_t<decltype(out)>;
            cpu::uniform(out, n, static_cast<T>(low), static_cast<T>(high), s);
        },
        [low, high, s](void* stream, int dt, std::size_t n, void* out) {
            return gpu().fill_uniform(stream, dt, n, s, low, high, out);
        });
}

NDArray NDArray::normal(const Shape& shape, double mean, double stddev,
                        std::optional<std::uint64_t> seed, Device device, DType dtype,
                        Engine* engine) {
    const std::uint64_t s = next_seed(seed);
    return fill_op(
        "normal", OpKind::Random, shape, device, dtype, engine, 1,
        [mean, stddev, s](auto* out, std::int64_t n) {
            using T = std::remove_pointer_t<decltype(out)>;
            cpu::normal(out, n, static_cast<T>(mean), static_cast<T>(stddev), s);
        },
        [mean, stddev, s](void* stream, int dt, std::size_t n, void* out) {
            return gpu().fill_normal(stream, dt, n, s, mean, stddev, out);
        });
}

NDArray NDArray::from_values(const Shape& shape, std::span<const double> values, Device device,
                             DType dtype, Engine* engine) {
    if (shape.valid() && static_cast<std::int64_t>(values.size()) != shape.size())
        throw ShapeError("from_values: " + std::to_string(values.size()) +
                         " values do not fill shape " + shape.to_string());
    if (device.is_gpu())  // staged through host memory, then one copy to the device
        return from_values(shape, values, Device::cpu(), dtype, engine).copy_to(device);
    std::vector<double> copy(values.begin(), values.end());
    return fill_op(
        "from_host", OpKind::Copy, shape, device, dtype, engine, 0,
        [copy = std::move(copy)](auto* out, std::int64_t n) {
            using T = std::remove_pointer_t<decltype(out)>;
            for (std::int64_t i = 0; i < n; ++i)
                out[i] = static_cast<T>(copy[static_cast<std::size_t>(i)]);
        },
        nullptr);
}

void NDArray::wait_to_read(std::source_location where) const {
    check_defined("wait_to_read", *this);
    engine().wait_to_read(var(), SyncKind::WaitToRead, describe(), where);
}

namespace {
/// The values of a host array the front end may read (after its sync), as doubles: a new
/// buffer, written once (no zeroing before the copy). A simulated machine charges the front
/// end for the copy as this one spends it (Engine::host_copy).
std::vector<double> read_values(const NDArray& a) {
    const auto n = static_cast<std::size_t>(a.size());
    std::vector<double> out = with_dtype(a.dtype(), [&](auto zero) {
        using T = decltype(zero);
        const T* p = static_cast<const T*>(a.data());
        return std::vector<double>(p, p + n);
    });
    a.engine().host_copy(static_cast<double>(n * dtype_size(a.dtype())),
                         static_cast<double>(n * sizeof(double)));
    return out;
}
}  // namespace

std::vector<double> NDArray::to_host(std::source_location where) const {
    check_defined("to_host", *this);
    if (device().is_gpu()) return copy_to(Device::cpu()).to_host(where);
    engine().wait_to_read(var(), SyncKind::ToHost, describe(), where);
    return read_values(*this);
}

double NDArray::item(std::source_location where) const {
    check_defined("item", *this);
    if (size() != 1)
        throw ShapeError("item: only one-element arrays convert to a scalar, not " +
                         shape_.to_string());
    if (device().is_gpu()) return copy_to(Device::cpu()).item(where);
    engine().wait_to_read(var(), SyncKind::Item, describe(), where);
    return read_values(*this)[0];
}

std::string NDArray::to_string(std::source_location where) const {
    if (!chunk_) return "NDArray()";
    if (device().is_gpu()) {
        std::string text = copy_to(Device::cpu()).to_string(where);
        return text.substr(0, text.size() - 1) + ", device=" + device().name() + ")";
    }
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
           [ci, co, bytes](RunContext& ctx) {
               if (ctx.stream)
                   gpu_check(gpu().memcpy_d2d_async(co->data(), ci->data(), bytes, ctx.stream),
                             "memcpy_d2d_async");
               else
                   std::memcpy(co->data(), ci->data(), bytes);
           });
    return out;
}

NDArray NDArray::copy_to(Device target) const {
    check_defined("copy_to", *this);
    if (target == device()) return copy();
    if (!engine().has_device(target))
        throw std::invalid_argument(
            "copy_to: " + target.name() + " is not available" +
            (engine().gpu_unavailable_reason().empty()
                 ? std::string()
                 : " (no usable GPU: " + engine().gpu_unavailable_reason() + ")"));
    NDArray out = empty(shape_, target, dtype(), &engine());
    Chunk *ci = chunk_.get(), *co = ArrayAccess::chunk(out);
    const std::size_t bytes = nbytes();
    const Device source = device();
    OpProps p = props(OpKind::Copy, {0, 2.0 * static_cast<double>(bytes)}, false);
    if (source.is_cpu()) {
        // Host to device: on the target's h2d copy lane.
        p.pinned_host = ci->pinned;
        launch(
            "copy h2d", p, {this}, out,
            [ci, co, bytes](RunContext& ctx) {
                if (!ctx.stream) {  // a simulated GPU: host memory
                    std::memcpy(co->data(), ci->data(), bytes);
                    return;
                }
                gpu_check(gpu().memcpy_h2d_async(co->data(), ci->data(), bytes, ctx.stream),
                          "memcpy_h2d_async");
                // Pageable host memory is staged already; pinned memory is read by the GPU
                // as the copy goes, and a host write waits for it.
                if (!ci->pinned) ctx.host_read_done = ci->var;
            },
            LaneKind::CopyH2D);
    } else if (target.is_cpu()) {
        // Device to host: on the source's d2h lane; host readers need the bytes, so the
        // lane waits for its own stream before the op completes.
        launch(
            "copy d2h", p, {this}, out,
            [ci, co, bytes](RunContext& ctx) {
                if (!ctx.stream) {  // a simulated GPU: host memory
                    std::memcpy(co->data(), ci->data(), bytes);
                    return;
                }
                gpu_check(gpu().memcpy_d2h_async(co->data(), ci->data(), bytes, ctx.stream),
                          "memcpy_d2h_async");
                gpu_check(gpu().stream_synchronize(ctx.stream), "stream_synchronize");
                ctx.completed_on_host = true;
            },
            LaneKind::CopyD2H, source);
    } else {
        // Device to device: on the source's peer lane.
        const int dst = target.id, src = source.id;
        launch(
            "copy peer", p, {this}, out,
            [ci, co, bytes, dst, src](RunContext& ctx) {
                if (!ctx.stream) {  // a simulated GPU: host memory
                    std::memcpy(co->data(), ci->data(), bytes);
                    return;
                }
                gpu_check(
                    gpu().memcpy_peer_async(co->data(), dst, ci->data(), src, bytes, ctx.stream),
                    "memcpy_peer_async");
            },
            LaneKind::CopyPeer, source);
    }
    return out;
}

NDArray NDArray::pin_memory() const {
    check_defined("pin_memory", *this);
    if (!device().is_cpu())
        throw std::invalid_argument(
            "pin_memory: only an array on the CPU can be pinned; this "
            "one is on " +
            device().name());
    if (engine().gpu_count() == 0)
        throw std::runtime_error(
            "pin_memory: page-locked memory serves copies to a GPU, and this engine has none" +
            (engine().gpu_unavailable_reason().empty()
                 ? std::string()
                 : " (" + engine().gpu_unavailable_reason() + ")"));
    if (is_pinned()) return *this;
    NDArray out = empty(shape_, device(), dtype(), &engine());
    Chunk *ci = chunk_.get(), *co = ArrayAccess::chunk(out);
    co->pinned = true;
    const std::size_t bytes = nbytes();
    launch("pin_memory", props(OpKind::Copy, {0, 2.0 * static_cast<double>(bytes)}, false), {this},
           out, [ci, co, bytes](RunContext&) {
               if (bytes > 0) std::memcpy(co->data(), ci->data(), bytes);
           });
    return out;
}

bool NDArray::is_pinned() const {
    return chunk_ && chunk_->pinned;
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
    require_on_gpu(self.shape() == other.shape(), self,
                   [&] { return std::string(name) + " in place with broadcasting"; });
    Chunk *cs = ArrayAccess::chunk(self), *co = ArrayAccess::chunk(other);
    const DType dt = self.dtype();
    launch((std::string(name) + "_").c_str(),
           props(OpKind::Elementwise,
                 cpu::binary_cost(self.size(), other.size(), self.size(), dtype_size(dt))),
           {&other}, self,
           [op, dt, cs, co, ss = self.shape(), so = other.shape()](RunContext& ctx) {
               if (ctx.stream) {
                   gpu_check(gpu().binary(ctx.stream, gpu_dtype(dt), *gpu_binary(op),
                                          static_cast<std::size_t>(ss.size()), cs->data(),
                                          co->data(), cs->data()),
                             "binary");
                   return;
               }
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
           {}, *this, [cs, dt, n, scalar](RunContext& ctx) {
               if (ctx.stream) {
                   gpu_check(gpu().binary_scalar(ctx.stream, gpu_dtype(dt), ASYNCLAB_GPU_MUL,
                                                 static_cast<std::size_t>(n), cs->data(), scalar, 0,
                                                 cs->data()),
                             "binary_scalar");
                   return;
               }
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
    require_on_gpu(false, *this, [&] { return "axpy_"; });
    Chunk *cs = chunk_.get(), *cx = ArrayAccess::chunk(x);
    const DType dt = dtype();
    const std::int64_t n = size();
    launch("axpy_",
           props(OpKind::Elementwise,
                 {2.0 * static_cast<double>(n), 3.0 * static_cast<double>(nbytes())}),
           {&x}, *this, [cs, cx, dt, n, alpha](RunContext&) {
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
           [cs, co, bytes](RunContext& ctx) {
               if (cs == co) return;
               if (ctx.stream)
                   gpu_check(gpu().memcpy_d2d_async(cs->data(), co->data(), bytes, ctx.stream),
                             "memcpy_d2d_async");
               else
                   std::memcpy(cs->data(), co->data(), bytes);
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
namespace {
static_assert(static_cast<int>(cpu::BinaryOp::GreaterEqual) -
                  static_cast<int>(cpu::BinaryOp::Equal) ==
              static_cast<int>(Comparison::GreaterEqual));
cpu::BinaryOp comparison_op(Comparison op) {
    return static_cast<cpu::BinaryOp>(static_cast<int>(cpu::BinaryOp::Equal) +
                                      static_cast<int>(op));
}
}  // namespace
NDArray compare(Comparison op, const NDArray& a, const NDArray& b) {
    return binary_op(comparison_op(op), a, b);
}
NDArray compare(Comparison op, const NDArray& a, double s) {
    return scalar_op(comparison_op(op), a, s, false);
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
NDArray absolute(const NDArray& a) {
    return unary_op(cpu::UnaryOp::Abs, a);
}

NDArray relu_backward(const NDArray& y, const NDArray& dy) {
    check_same("relu_backward", y, dy);
    if (y.shape() != dy.shape())
        throw ShapeError("relu_backward: " + y.describe() + " and " + dy.describe() +
                         " differ in shape");
    NDArray out = NDArray::empty(y.shape(), y.device(), y.dtype(), &y.engine());
    Chunk *cy = ArrayAccess::chunk(y), *cdy = ArrayAccess::chunk(dy), *co = ArrayAccess::chunk(out);
    const DType dt = y.dtype();
    const std::int64_t n = y.size();
    launch("relu_backward", props(OpKind::Elementwise, cpu::unary_backward_cost(n, dtype_size(dt))),
           {&y, &dy}, out, [dt, cy, cdy, co, n](RunContext& ctx) {
               // relu(x) > 0 exactly where x > 0: the output stands in for the input.
               if (ctx.stream) {
                   gpu_check(gpu().unary_backward(ctx.stream, gpu_dtype(dt), ASYNCLAB_GPU_RELU,
                                                  static_cast<std::size_t>(n), cy->data(),
                                                  cy->data(), cdy->data(), co->data()),
                             "unary_backward");
                   return;
               }
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::unary_backward(cpu::UnaryOp::Relu, static_cast<const T*>(cy->data()),
                                       nullptr, static_cast<const T*>(cdy->data()),
                                       static_cast<T*>(co->data()), n);
               });
           });
    return out;
}

namespace {
NDArray dot_impl(const NDArray& a, const NDArray& b, bool transpose_a, bool transpose_b,
                 const NDArray* into) {
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
    NDArray out;
    if (into) {
        if (!into->defined())
            throw std::invalid_argument("dot: the output is an empty NDArray handle");
        if (into->shape() != Shape(dims) || into->dtype() != a.dtype() ||
            into->device() != a.device() || &into->engine() != &a.engine())
            throw ShapeError("dot: the output is " + into->describe() + ", the product is " +
                             Shape(dims).to_string() + " " + dtype_name(a.dtype()) + " on " +
                             a.device().name());
        if (into->var() == a.var() || into->var() == b.var())
            throw std::invalid_argument("dot: the output must not be an operand");
        out = *into;
    } else {
        out = NDArray::empty(Shape(dims), a.device(), a.dtype(), &a.engine());
    }
    Chunk *ca = ArrayAccess::chunk(a), *cb = ArrayAccess::chunk(b), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    const std::int64_t lda = a_cols, ldb = b_cols;
    launch("dot", props(OpKind::MatMul, cpu::gemm_cost(M, N, K, dtype_size(dt)), false), {&a, &b},
           out, [=](RunContext& ctx) {
               if (ctx.stream) {
                   const int m = static_cast<int>(M), n = static_cast<int>(N),
                             k = static_cast<int>(K);
                   const int la = static_cast<int>(lda), lb = static_cast<int>(ldb);
                   gpu_check(dt == DType::Float64
                                 ? gpu().dgemm(ctx.stream, ta, tb, m, n, k, 1.0,
                                               static_cast<const double*>(ca->data()), la,
                                               static_cast<const double*>(cb->data()), lb, 0.0,
                                               static_cast<double*>(co->data()), n)
                                 : gpu().sgemm(ctx.stream, ta, tb, m, n, k, 1.0f,
                                               static_cast<const float*>(ca->data()), la,
                                               static_cast<const float*>(cb->data()), lb, 0.0f,
                                               static_cast<float*>(co->data()), n),
                             "gemm");
                   return;
               }
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::gemm(ta, tb, M, N, K, T(1), static_cast<const T*>(ca->data()), lda,
                             static_cast<const T*>(cb->data()), ldb, T(0),
                             static_cast<T*>(co->data()), N);
               });
           });
    return out;
}
}  // namespace

NDArray dot(const NDArray& a, const NDArray& b, bool transpose_a, bool transpose_b) {
    return dot_impl(a, b, transpose_a, transpose_b, nullptr);
}

NDArray dot(const NDArray& a, const NDArray& b, bool transpose_a, bool transpose_b,
            const NDArray& out) {
    return dot_impl(a, b, transpose_a, transpose_b, &out);
}

NDArray sum(const NDArray& a, std::vector<int> axes, bool keepdims) {
    return reduce_op(
        "sum", a, std::move(axes), keepdims, [](auto&&... args) { cpu::sum(args...); },
        GpuReduce::Sum);
}
NDArray mean(const NDArray& a, std::vector<int> axes, bool keepdims) {
    return reduce_op(
        "mean", a, std::move(axes), keepdims, [](auto&&... args) { cpu::mean(args...); },
        GpuReduce::Mean);
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
    require_on_gpu(nd == 2, a, [&] { return "transpose of a " + std::to_string(nd) + "-D array"; });
    NDArray out =
        NDArray::empty(cpu::transpose_shape(a.shape(), perm), a.device(), a.dtype(), &a.engine());
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch("transpose", props(OpKind::Layout, {0, 2.0 * static_cast<double>(a.nbytes())}), {&a},
           out, [dt, ca, co, shape = a.shape(), perm](RunContext& ctx) {
               if (ctx.stream) {
                   const std::size_t rows = static_cast<std::size_t>(shape[0]);
                   const std::size_t cols = static_cast<std::size_t>(shape[1]);
                   gpu_check(perm[0] == 1
                                 ? gpu().transpose(ctx.stream, gpu_dtype(dt), rows, cols,
                                                   ca->data(), co->data())
                                 : gpu().memcpy_d2d_async(co->data(), ca->data(),
                                                          rows * cols * dtype_size(dt), ctx.stream),
                             "transpose");
                   return;
               }
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
    // Along the first axis the inputs' bytes follow each other: a GPU copies them in turn.
    require_on_gpu(axis == 0, arrays[0],
                   [&] { return "concat along axis " + std::to_string(axis); });
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
        [=](RunContext& ctx) {
            if (ctx.stream) {  // axis 0 (require_on_gpu above)
                auto* to = static_cast<char*>(co->data());
                for (Chunk* c : chunks) {
                    if (c->nbytes > 0)
                        gpu_check(gpu().memcpy_d2d_async(to, c->data(), c->nbytes, ctx.stream),
                                  "memcpy_d2d_async");
                    to += c->nbytes;
                }
                return;
            }
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

NDArray copy_add(const NDArray& remote, std::int64_t remote_offset, const NDArray& local,
                 std::int64_t local_offset, std::int64_t n) {
    check_defined("copy_add", remote);
    check_defined("copy_add", local);
    if (&remote.engine() != &local.engine())
        throw std::invalid_argument("copy_add: the arrays belong to different engines");
    if (remote.device() == local.device())
        throw std::invalid_argument("copy_add: both arrays are on " + local.device().name() +
                                    "; it adds across two devices");
    if (remote.dtype() != local.dtype())
        throw ShapeError(std::string("copy_add: operands have different types (") +
                         dtype_name(remote.dtype()) + " and " + dtype_name(local.dtype()) + ")");
    auto check_range = [n](const NDArray& a, std::int64_t offset, const char* which) {
        if (n < 0 || offset < 0 || offset > a.size() || n > a.size() - offset)
            throw ShapeError(std::string("copy_add: elements [") + std::to_string(offset) + ", " +
                             std::to_string(offset + n) + ") are outside the " + which + " " +
                             a.describe());
    };
    check_range(remote, remote_offset, "remote");
    check_range(local, local_offset, "local");
    NDArray out = NDArray::empty(Shape{n}, local.device(), local.dtype(), &local.engine());
    if (n == 0) return out;
    const DType dt = local.dtype();
    const std::size_t esize = dtype_size(dt);
    const std::size_t bytes = static_cast<std::size_t>(n) * esize;
    const std::size_t r_off = static_cast<std::size_t>(remote_offset) * esize;
    const std::size_t l_off = static_cast<std::size_t>(local_offset) * esize;
    Chunk *cr = ArrayAccess::chunk(remote), *cl = ArrayAccess::chunk(local),
          *co = ArrayAccess::chunk(out);
    const Device from = remote.device(), to = local.device();
    // Costed as the transfer: the addition runs as the elements arrive, at the receiver's
    // memory speed, well inside the link's time.
    OpProps p = props(OpKind::Copy, {static_cast<double>(n), 2.0 * static_cast<double>(bytes)});
    auto add_on_host = [dt, n, co, cl, l_off](const void* received) {
        with_dtype(dt, [&](auto zero) {
            using T = decltype(zero);
            const Shape s{n};
            cpu::binary(cpu::BinaryOp::Add, s, static_cast<const T*>(received), s,
                        reinterpret_cast<const T*>(static_cast<const char*>(cl->data()) + l_off),
                        static_cast<T*>(co->data()));
        });
    };
    auto add_on_gpu = [dt, n, co, cl, l_off](void* stream) {
        gpu_check(
            gpu().binary(stream, gpu_dtype(dt), ASYNCLAB_GPU_ADD, static_cast<std::size_t>(n),
                         co->data(), static_cast<const char*>(cl->data()) + l_off, co->data()),
            "binary");
    };
    const auto remote_at = [cr, r_off] { return static_cast<const char*>(cr->data()) + r_off; };
    if (from.is_cpu()) {
        launch(
            "copy+add h2d", p, {&remote, &local}, out,
            [=](RunContext& ctx) {
                if (!ctx.stream) return add_on_host(remote_at());  // a simulated GPU
                gpu_check(gpu().memcpy_h2d_async(co->data(), remote_at(), bytes, ctx.stream),
                          "memcpy_h2d_async");
                ctx.host_read_done = cr->var;  // host arrays are pageable: staged already
                add_on_gpu(ctx.stream);
            },
            LaneKind::CopyH2D);
    } else if (to.is_cpu()) {
        launch(
            "copy+add d2h", p, {&remote, &local}, out,
            [=](RunContext& ctx) {
                if (!ctx.stream) return add_on_host(remote_at());
                gpu_check(gpu().memcpy_d2h_async(co->data(), remote_at(), bytes, ctx.stream),
                          "memcpy_d2h_async");
                gpu_check(gpu().stream_synchronize(ctx.stream), "stream_synchronize");
                ctx.completed_on_host = true;
                add_on_host(co->data());  // out holds the received elements; adds in place
            },
            LaneKind::CopyD2H, from);
    } else {
        // On the receiver's peer lane: its stream runs the addition on its own GPU.
        const int dst = to.id, src = from.id;
        launch(
            "copy+add peer", p, {&remote, &local}, out,
            [=](RunContext& ctx) {
                if (!ctx.stream) return add_on_host(remote_at());
                gpu_check(
                    gpu().memcpy_peer_async(co->data(), dst, remote_at(), src, bytes, ctx.stream),
                    "memcpy_peer_async");
                add_on_gpu(ctx.stream);
            },
            LaneKind::CopyPeer);
    }
    return out;
}

NDArray slice(const NDArray& a, const std::vector<std::int64_t>& begin,
              const std::vector<std::int64_t>& end) {
    check_defined("slice", a);
    require_on_gpu(false, a, [&] { return "slice"; });
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
           [dt, ca, co, s, b, e](RunContext&) {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   cpu::slice(s, static_cast<const T*>(ca->data()), b, e,
                              static_cast<T*>(co->data()));
               });
           });
    return out;
}

NDArray take_rows(const NDArray& a, std::vector<std::int64_t> rows) {
    check_defined("take", a);
    require_on_gpu(false, a, [&] { return "take"; });
    const Shape& s = a.shape();
    if (s.ndim() == 0) throw ShapeError("take: a 0-d array has no rows");
    const std::int64_t n = s[0];
    for (std::int64_t& r : rows) {
        if (r < -n || r >= n)
            throw std::out_of_range("take: row " + std::to_string(r) + " is outside an array of " +
                                    std::to_string(n) + " rows " + s.to_string());
        if (r < 0) r += n;
    }
    std::vector<std::int64_t> dims = s.dims();
    dims[0] = static_cast<std::int64_t>(rows.size());
    NDArray out = NDArray::empty(Shape(dims), a.device(), a.dtype(), &a.engine());
    const std::int64_t row = n > 0 ? s.size() / n : 0;  // elements per row
    Chunk *ca = ArrayAccess::chunk(a), *co = ArrayAccess::chunk(out);
    const DType dt = a.dtype();
    launch("take", props(OpKind::Layout, {0, 2.0 * static_cast<double>(out.nbytes())}), {&a}, out,
           [dt, ca, co, row, rows = std::move(rows)](RunContext&) {
               with_dtype(dt, [&](auto zero) {
                   using T = decltype(zero);
                   const T* in = static_cast<const T*>(ca->data());
                   T* o = static_cast<T*>(co->data());
                   for (std::size_t i = 0; i < rows.size(); ++i)
                       cpu::copy(in + rows[i] * row, o + static_cast<std::int64_t>(i) * row, row);
               });
           });
    return out;
}

}  // namespace asynclab
