#include "engine/kernels/layout.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>

namespace asynclab::cpu {

namespace {

constexpr std::int64_t kTile = 32;  // 32x32 doubles = 8 KiB: source and target tiles fit L1

std::vector<int> normalized_perm(const Shape& in, const std::vector<int>& perm) {
    const int nd = static_cast<int>(in.ndim());
    std::vector<int> p(perm);
    if (p.empty()) {
        for (int i = nd - 1; i >= 0; --i) p.push_back(i);
    }
    if (static_cast<int>(p.size()) != nd)
        throw std::invalid_argument("transpose: perm length differs from rank of " +
                                    in.to_string());
    std::vector<bool> seen(static_cast<std::size_t>(nd), false);
    for (int& a : p) {
        if (a < 0) a += nd;
        if (a < 0 || a >= nd || seen[static_cast<std::size_t>(a)])
            throw std::invalid_argument("transpose: not a permutation");
        seen[static_cast<std::size_t>(a)] = true;
    }
    return p;
}

// out (rows x cols, contiguous) [r][c] = in[r * sr + c * sc], tiled.
template <typename T>
void tiled_2d(const T* in, std::int64_t rows, std::int64_t cols, std::int64_t sr, std::int64_t sc,
              T* out) {
    for (std::int64_t r0 = 0; r0 < rows; r0 += kTile) {
        const std::int64_t r1 = std::min(rows, r0 + kTile);
        for (std::int64_t c0 = 0; c0 < cols; c0 += kTile) {
            const std::int64_t c1 = std::min(cols, c0 + kTile);
            for (std::int64_t r = r0; r < r1; ++r) {
                const T* src = in + r * sr;
                T* dst = out + r * cols;
                for (std::int64_t c = c0; c < c1; ++c) dst[c] = src[c * sc];
            }
        }
    }
}

template <typename T>
void transpose_impl(const Shape& in_shape, const T* in, const std::vector<int>& perm, T* out) {
    const auto p = normalized_perm(in_shape, perm);
    const std::int64_t n = in_shape.size();
    if (n == 0) return;
    const auto in_strides = in_shape.strides();
    struct Dim {
        std::int64_t size, stride;  // output order; stride in the input
    };
    std::vector<Dim> dims;
    for (int a : p) {
        const auto ax = static_cast<std::size_t>(a);
        const std::int64_t d = in_shape[ax];
        if (d == 1) continue;
        if (!dims.empty() && dims.back().stride == in_strides[ax] * d) {
            dims.back().size *= d;  // adjacent in the input as well: merge
            dims.back().stride = in_strides[ax];
        } else {
            dims.push_back({d, in_strides[ax]});
        }
    }
    if (dims.empty() || (dims.size() == 1 && dims[0].stride == 1)) {
        std::memcpy(out, in, static_cast<std::size_t>(n) * sizeof(T));
        return;
    }
    if (dims.size() == 1) dims.insert(dims.begin(), Dim{1, 0});
    // Innermost unit: rows (inner stride 1) or 2-D tiles of the last two dims.
    const bool rows_only = dims.back().stride == 1;
    const std::size_t unit_nd = rows_only ? 1 : 2;
    const std::size_t outer_nd = dims.size() - unit_nd;
    std::int64_t unit = 1;
    for (std::size_t k = outer_nd; k < dims.size(); ++k) unit *= dims[k].size;
    std::vector<std::int64_t> idx(outer_nd, 0);
    const T* src = in;
    for (T* dst = out; dst < out + n; dst += unit) {
        if (rows_only) {
            std::memcpy(dst, src, static_cast<std::size_t>(unit) * sizeof(T));
        } else {
            const Dim& r = dims[outer_nd];
            const Dim& c = dims[outer_nd + 1];
            tiled_2d(src, r.size, c.size, r.stride, c.stride, dst);
        }
        for (std::size_t k = outer_nd; k-- > 0;) {
            src += dims[k].stride;
            if (++idx[k] < dims[k].size) break;
            src -= dims[k].stride * dims[k].size;
            idx[k] = 0;
        }
    }
}

template <typename T>
void concat_impl(const std::vector<Shape>& shapes, const std::vector<const T*>& ins, int axis,
                 T* out) {
    const auto result = concat_shape(shapes, axis);
    if (!result) throw std::invalid_argument("concat: incompatible shapes");
    if (ins.size() != shapes.size()) throw std::invalid_argument("concat: pointer count");
    const int nd = static_cast<int>(result->ndim());
    const auto ax = static_cast<std::size_t>(axis < 0 ? axis + nd : axis);
    std::int64_t outer = 1, inner = 1;
    for (std::size_t i = 0; i < ax; ++i) outer *= (*result)[i];
    for (std::size_t i = ax + 1; i < result->ndim(); ++i) inner *= (*result)[i];
    if (result->size() == 0) return;
    for (std::int64_t o = 0; o < outer; ++o) {
        for (std::size_t k = 0; k < shapes.size(); ++k) {
            const std::int64_t chunk = shapes[k][ax] * inner;
            if (chunk == 0) continue;
            std::memcpy(out, ins[k] + o * chunk, static_cast<std::size_t>(chunk) * sizeof(T));
            out += chunk;
        }
    }
}

// Normalized [begin, begin + len) per axis.
void slice_ranges(const Shape& in, const std::vector<std::int64_t>& begin,
                  const std::vector<std::int64_t>& end, std::vector<std::int64_t>& b,
                  std::vector<std::int64_t>& len) {
    if (begin.size() != end.size() || begin.size() > in.ndim())
        throw std::invalid_argument("slice: begin/end must have equal length <= rank of " +
                                    in.to_string());
    b.assign(in.ndim(), 0);
    len.assign(in.dims().begin(), in.dims().end());
    for (std::size_t i = 0; i < begin.size(); ++i) {
        const std::int64_t d = in[i];
        auto norm = [d](std::int64_t v) {
            return std::clamp(v < 0 ? v + d : v, std::int64_t{0}, d);
        };
        const std::int64_t lo = norm(begin[i]);
        const std::int64_t hi = norm(end[i]);
        b[i] = lo;
        len[i] = hi > lo ? hi - lo : 0;
    }
}

template <typename T>
void slice_impl(const Shape& in_shape, const T* in, const std::vector<std::int64_t>& begin,
                const std::vector<std::int64_t>& end, T* out) {
    std::vector<std::int64_t> b, len;
    slice_ranges(in_shape, begin, end, b, len);
    std::int64_t n = 1;
    for (auto l : len) n *= l;
    if (n == 0) return;
    const std::size_t nd = in_shape.ndim();
    if (nd == 0) {
        out[0] = in[0];
        return;
    }
    const auto strides = in_shape.strides();
    const T* src = in;
    for (std::size_t i = 0; i < nd; ++i) src += b[i] * strides[i];
    const std::int64_t row = len[nd - 1];
    std::vector<std::int64_t> idx(nd - 1, 0);
    for (T* dst = out; dst < out + n; dst += row) {
        std::memcpy(dst, src, static_cast<std::size_t>(row) * sizeof(T));
        for (std::size_t k = nd - 1; k-- > 0;) {
            src += strides[k];
            if (++idx[k] < len[k]) break;
            src -= strides[k] * len[k];
            idx[k] = 0;
        }
    }
}

}  // namespace

Shape transpose_shape(const Shape& in, const std::vector<int>& perm) {
    const auto p = normalized_perm(in, perm);
    std::vector<std::int64_t> dims;
    for (int a : p) dims.push_back(in[static_cast<std::size_t>(a)]);
    return Shape(std::move(dims));
}

std::optional<Shape> concat_shape(const std::vector<Shape>& shapes, int axis) {
    if (shapes.empty()) return std::nullopt;
    const int nd = static_cast<int>(shapes[0].ndim());
    const int ax = axis < 0 ? axis + nd : axis;
    if (ax < 0 || ax >= nd) return std::nullopt;
    std::vector<std::int64_t> dims = shapes[0].dims();
    for (std::size_t k = 1; k < shapes.size(); ++k) {
        if (static_cast<int>(shapes[k].ndim()) != nd) return std::nullopt;
        for (int i = 0; i < nd; ++i) {
            const auto ui = static_cast<std::size_t>(i);
            if (i == ax)
                dims[ui] += shapes[k][ui];
            else if (shapes[k][ui] != dims[ui])
                return std::nullopt;
        }
    }
    return Shape(std::move(dims));
}

Shape slice_shape(const Shape& in, const std::vector<std::int64_t>& begin,
                  const std::vector<std::int64_t>& end) {
    std::vector<std::int64_t> b, len;
    slice_ranges(in, begin, end, b, len);
    return Shape(std::move(len));
}

void transpose(const Shape& in_shape, const float* in, const std::vector<int>& perm, float* out) {
    transpose_impl(in_shape, in, perm, out);
}
void transpose(const Shape& in_shape, const double* in, const std::vector<int>& perm, double* out) {
    transpose_impl(in_shape, in, perm, out);
}

void concat(const std::vector<Shape>& shapes, const std::vector<const float*>& ins, int axis,
            float* out) {
    concat_impl(shapes, ins, axis, out);
}
void concat(const std::vector<Shape>& shapes, const std::vector<const double*>& ins, int axis,
            double* out) {
    concat_impl(shapes, ins, axis, out);
}

void slice(const Shape& in_shape, const float* in, const std::vector<std::int64_t>& begin,
           const std::vector<std::int64_t>& end, float* out) {
    slice_impl(in_shape, in, begin, end, out);
}
void slice(const Shape& in_shape, const double* in, const std::vector<std::int64_t>& begin,
           const std::vector<std::int64_t>& end, double* out) {
    slice_impl(in_shape, in, begin, end, out);
}

void copy(const float* in, float* out, std::int64_t n) {
    if (n > 0 && in != out) std::memmove(out, in, static_cast<std::size_t>(n) * sizeof(float));
}
void copy(const double* in, double* out, std::int64_t n) {
    if (n > 0 && in != out) std::memmove(out, in, static_cast<std::size_t>(n) * sizeof(double));
}

}  // namespace asynclab::cpu
