// Shapes and element types of arrays.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

namespace asynclab {

enum class DType : std::uint8_t { Float32 = 0, Float64 = 1 };

constexpr std::size_t dtype_size(DType t) {
    return t == DType::Float64 ? 8 : 4;
}
const char* dtype_name(DType t);  // "float32", "float64"

/// A row-major array shape. An empty shape is a scalar (one element).
class Shape {
  public:
    Shape() = default;
    Shape(std::initializer_list<std::int64_t> dims) : dims_(dims) {}
    explicit Shape(std::vector<std::int64_t> dims) : dims_(std::move(dims)) {}

    std::size_t ndim() const { return dims_.size(); }
    std::int64_t operator[](std::size_t i) const { return dims_[i]; }
    std::int64_t& operator[](std::size_t i) { return dims_[i]; }
    const std::vector<std::int64_t>& dims() const { return dims_; }
    /// Number of elements (1 for a scalar).
    std::int64_t size() const;
    /// Row-major strides in elements.
    std::vector<std::int64_t> strides() const;
    /// "(2, 3)"; "()" for a scalar; "(5,)" for one dimension, as numpy prints.
    std::string to_string() const;
    /// False for a negative dimension or an element count that overflows 2^62.
    bool valid() const;

    friend bool operator==(const Shape&, const Shape&) = default;

  private:
    std::vector<std::int64_t> dims_;
};

}  // namespace asynclab
