// NDArray: an n-dimensional array whose every operation is pushed to the engine and
// returns at once. Storage is reference counted and freed only when the last reference
// and every pending op on it are gone. Reading values (to_host, item, printing) or
// wait_to_read() are the sync points where the front end blocks.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <source_location>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/array/shape.h"
#include "engine/core/device.h"
#include "engine/core/engine.h"

namespace asynclab {

namespace detail {
struct Chunk;
}

/// An impossible shape or a mismatch of shapes or types, found at the front end.
class ShapeError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

class NDArray {
  public:
    NDArray() = default;

    // --- creation (each pushes one op, except empty) ---------------------------------
    /// Uninitialised; storage is allocated by the first op that writes it.
    static NDArray empty(const Shape& shape, Device device = Device::cpu(),
                         DType dtype = DType::Float32, Engine* engine = nullptr);
    static NDArray zeros(const Shape& shape, Device device = Device::cpu(),
                         DType dtype = DType::Float32, Engine* engine = nullptr);
    static NDArray ones(const Shape& shape, Device device = Device::cpu(),
                        DType dtype = DType::Float32, Engine* engine = nullptr);
    static NDArray full(const Shape& shape, double value, Device device = Device::cpu(),
                        DType dtype = DType::Float32, Engine* engine = nullptr);
    /// Seeded: the same seed gives the same values on any thread count. Without a seed,
    /// the next seed of the sequence set by set_random_seed() is used.
    static NDArray uniform(const Shape& shape, double low = 0, double high = 1,
                           std::optional<std::uint64_t> seed = {}, Device device = Device::cpu(),
                           DType dtype = DType::Float32, Engine* engine = nullptr);
    static NDArray normal(const Shape& shape, double mean = 0, double stddev = 1,
                          std::optional<std::uint64_t> seed = {}, Device device = Device::cpu(),
                          DType dtype = DType::Float32, Engine* engine = nullptr);
    /// Copies `values` (row-major) into a new array.
    static NDArray from_values(const Shape& shape, std::span<const double> values,
                               Device device = Device::cpu(), DType dtype = DType::Float32,
                               Engine* engine = nullptr);
    static void set_random_seed(std::uint64_t seed);

    // --- properties (never block) ------------------------------------------------------
    bool defined() const { return chunk_ != nullptr; }
    const Shape& shape() const { return shape_; }
    std::int64_t size() const { return shape_.size(); }
    std::size_t nbytes() const;
    DType dtype() const;
    Device device() const;
    Engine& engine() const;
    VarHandle var() const;
    /// "array (2, 3) float32 on cpu(0)"
    std::string describe() const;

    // --- sync points (block the front end until the values exist) --------------------
    void wait_to_read(std::source_location where = std::source_location::current()) const;
    /// The values, converted to double (like asnumpy()).
    std::vector<double> to_host(std::source_location where = std::source_location::current()) const;
    /// The single value of a one-element array.
    double item(std::source_location where = std::source_location::current()) const;
    /// numpy-style text, e.g. "array([[1., 2.],\n       [3., 4.]])".
    std::string to_string(std::source_location where = std::source_location::current()) const;

    // --- operations returning new arrays -----------------------------------------------
    NDArray copy() const;
    NDArray copy_to(Device device) const;
    /// A copy of this host array in page-locked memory (PyTorch's pin_memory()): copies
    /// from it to a GPU go at the link's full bandwidth and do not hold the host (on a real
    /// GPU it is CUDA's pinned memory, outside the memory counters). Itself when pinned
    /// already. std::invalid_argument for an array on a GPU; std::runtime_error when the
    /// engine has no GPU, whose copies alone pinned memory is for.
    NDArray pin_memory() const;
    bool is_pinned() const;
    /// A view with another shape over the same storage (no op, no copy).
    NDArray reshape(const Shape& shape) const;
    /// 2-D transpose.
    NDArray T() const;

    // --- in place (push an op that writes this array) -----------------------------------
    NDArray& operator+=(const NDArray& other);
    NDArray& operator-=(const NDArray& other);
    NDArray& operator*=(double scalar);
    /// this += alpha * x (the SGD update).
    void axpy_(double alpha, const NDArray& x);
    /// Copies other's values into this array (same shape and type).
    void assign_(const NDArray& other);

    // --- for kernels running inside ops ------------------------------------------------
    /// Raw storage of a CPU array; allocates on first use. Only valid inside an op that
    /// was pushed with this array's variable, or after a sync point.
    void* data() const;
    template <typename T>
    T* data_as() const {
        return static_cast<T*>(data());
    }

    /// The storage as a kernel pushed from outside this file sees it. Storage is allocated
    /// by the first op that writes it, when that op runs (as MXNet allocates lazily), so a
    /// closure keeps this reference and resolves it inside the op; calling data() on the
    /// front end would allocate at push time, and memory would grow with the ops queued
    /// instead of the ops run. It owns nothing: it is valid inside ops pushed with this
    /// array's variable, since the engine frees the storage only after every such op.
    class StorageRef {
      public:
        StorageRef() = default;
        /// Allocates on first use.
        void* get() const;
        template <typename T>
        T* as() const {
            return static_cast<T*>(get());
        }
        /// The same storage.
        bool operator==(const StorageRef&) const = default;

      private:
        explicit StorageRef(detail::Chunk* chunk) : chunk_(chunk) {}
        friend class NDArray;
        detail::Chunk* chunk_ = nullptr;
    };
    StorageRef storage_ref() const { return StorageRef(chunk_.get()); }

  private:
    NDArray(std::shared_ptr<detail::Chunk> chunk, Shape shape)
        : chunk_(std::move(chunk)), shape_(std::move(shape)) {}
    friend struct ArrayAccess;

    std::shared_ptr<detail::Chunk> chunk_;
    Shape shape_;
};

// --- elementwise, with numpy broadcasting ---------------------------------------------
NDArray add(const NDArray& a, const NDArray& b);
NDArray sub(const NDArray& a, const NDArray& b);
NDArray mul(const NDArray& a, const NDArray& b);
NDArray div(const NDArray& a, const NDArray& b);
NDArray maximum(const NDArray& a, const NDArray& b);
NDArray add(const NDArray& a, double s);
NDArray sub(const NDArray& a, double s);
NDArray mul(const NDArray& a, double s);
NDArray div(const NDArray& a, double s);
NDArray rsub(double s, const NDArray& a);  ///< s - a
NDArray rdiv(double s, const NDArray& a);  ///< s / a
NDArray power(const NDArray& a, double s);
/// Comparisons, as numpy's operators ==, !=, <, <=, >, >=.
enum class Comparison : std::uint8_t { Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual };
/// a (op) b: 1 where it holds, 0 elsewhere, in a's type, broadcast like the arithmetic. Not on
/// a real GPU yet (the error says so; simulated GPUs have them).
NDArray compare(Comparison op, const NDArray& a, const NDArray& b);
NDArray compare(Comparison op, const NDArray& a, double s);

NDArray relu(const NDArray& a);
NDArray sigmoid(const NDArray& a);
NDArray tanh(const NDArray& a);
NDArray exp(const NDArray& a);
NDArray log(const NDArray& a);
NDArray negative(const NDArray& a);
NDArray square(const NDArray& a);
NDArray sqrt(const NDArray& a);
/// |a| (numpy's absolute; not named abs, which would hide std::abs inside the namespace).
NDArray absolute(const NDArray& a);
/// The gradient through relu: dy where y = relu(x) is positive, 0 elsewhere (y, dy of one
/// shape, type and device).
NDArray relu_backward(const NDArray& y, const NDArray& dy);

inline NDArray operator+(const NDArray& a, const NDArray& b) {
    return add(a, b);
}
inline NDArray operator-(const NDArray& a, const NDArray& b) {
    return sub(a, b);
}
inline NDArray operator*(const NDArray& a, const NDArray& b) {
    return mul(a, b);
}
inline NDArray operator/(const NDArray& a, const NDArray& b) {
    return div(a, b);
}
inline NDArray operator+(const NDArray& a, double s) {
    return add(a, s);
}
inline NDArray operator-(const NDArray& a, double s) {
    return sub(a, s);
}
inline NDArray operator*(const NDArray& a, double s) {
    return mul(a, s);
}
inline NDArray operator/(const NDArray& a, double s) {
    return div(a, s);
}
inline NDArray operator+(double s, const NDArray& a) {
    return add(a, s);
}
inline NDArray operator-(double s, const NDArray& a) {
    return rsub(s, a);
}
inline NDArray operator*(double s, const NDArray& a) {
    return mul(a, s);
}
inline NDArray operator/(double s, const NDArray& a) {
    return rdiv(s, a);
}
inline NDArray operator-(const NDArray& a) {
    return negative(a);
}

// --- linear algebra, reductions, layout -----------------------------------------------
/// Matrix product of 2-D arrays (a 1-D operand is treated as a row or column vector).
NDArray dot(const NDArray& a, const NDArray& b, bool transpose_a = false, bool transpose_b = false);
/// The same product written into `out` (MXNet's out=), which must have the product's shape,
/// type, device and engine and must not be an operand; returns `out`.
NDArray dot(const NDArray& a, const NDArray& b, bool transpose_a, bool transpose_b,
            const NDArray& out);
inline NDArray matmul(const NDArray& a, const NDArray& b) {
    return dot(a, b);
}
NDArray sum(const NDArray& a, std::vector<int> axes = {}, bool keepdims = false);
NDArray mean(const NDArray& a, std::vector<int> axes = {}, bool keepdims = false);
NDArray max(const NDArray& a, std::vector<int> axes = {}, bool keepdims = false);
NDArray transpose(const NDArray& a, std::vector<int> perm = {});
NDArray concat(const std::vector<NDArray>& arrays, int axis = 0);
/// remote's elements [remote_offset, remote_offset + n) plus local's [local_offset,
/// local_offset + n), both read flat, as a new 1-d array of n elements on local's device,
/// in one op on the copy lane that joins the two devices (a peer lane of local's GPU, the
/// h2d lane of local's GPU, or the d2h lane of remote's GPU): the elements cross the link
/// and are added as they arrive, as a collective library's ring step does, so no kernel
/// takes local's compute lane. The arrays must be on two devices of one engine, with one
/// dtype; throws std::invalid_argument or ShapeError otherwise, or when a range is outside
/// its array.
NDArray copy_add(const NDArray& remote, std::int64_t remote_offset, const NDArray& local,
                 std::int64_t local_offset, std::int64_t n);
NDArray slice(const NDArray& a, const std::vector<std::int64_t>& begin,
              const std::vector<std::int64_t>& end);
/// The rows of `a` (its first axis) in the order `rows` names them, as a new array (numpy's
/// take(a, rows, axis=0)): one Layout op on `a`'s CPU. Throws std::out_of_range for a row
/// outside a's first axis (negative ones count from its end), ShapeError for a 0-d array.
NDArray take_rows(const NDArray& a, std::vector<std::int64_t> rows);

}  // namespace asynclab
