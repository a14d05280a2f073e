#include "engine/array/shape.h"

namespace asynclab {

const char* dtype_name(DType t) {
    return t == DType::Float64 ? "float64" : "float32";
}

std::int64_t Shape::size() const {
    std::int64_t n = 1;
    for (auto d : dims_) n *= d;
    return n;
}

std::vector<std::int64_t> Shape::strides() const {
    std::vector<std::int64_t> s(dims_.size(), 1);
    for (std::size_t i = dims_.size(); i-- > 1;) s[i - 1] = s[i] * dims_[i];
    return s;
}

std::string Shape::to_string() const {
    std::string s = "(";
    for (std::size_t i = 0; i < dims_.size(); ++i) {
        if (i) s += ", ";
        s += std::to_string(dims_[i]);
    }
    if (dims_.size() == 1) s += ",";
    return s + ")";
}

bool Shape::valid() const {
    constexpr std::int64_t limit = std::int64_t{1} << 62;
    std::int64_t n = 1;
    for (auto d : dims_) {
        if (d < 0) return false;
        if (d != 0 && n > limit / d) return false;
        n *= d;
    }
    return true;
}

}  // namespace asynclab
