#include "engine/kernels/reduce.h"

#include <Eigen/Core>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace asynclab::cpu {

namespace {

template <typename T>
using Arr = Eigen::Array<T, Eigen::Dynamic, 1>;
template <typename T>
using CMap = Eigen::Map<const Arr<T>>;
template <typename T>
using MMap = Eigen::Map<Arr<T>>;

// reduced[i]: whether axis i is reduced. Empty axes = all.
std::vector<bool> axis_mask(const Shape& in, const std::vector<int>& axes) {
    const int nd = static_cast<int>(in.ndim());
    std::vector<bool> mask(in.ndim(), axes.empty());
    for (int a : axes) {
        const int ax = a < 0 ? a + nd : a;
        if (ax < 0 || ax >= nd) {
            throw std::invalid_argument("reduce: axis " + std::to_string(a) + " out of range for " +
                                        in.to_string());
        }
        if (mask[static_cast<std::size_t>(ax)]) {
            throw std::invalid_argument("reduce: axis " + std::to_string(a) + " repeated");
        }
        mask[static_cast<std::size_t>(ax)] = true;
    }
    return mask;
}

// The input as coalesced dims: size-1 dims dropped, neighbours with the same
// reduced/kept flag merged. Output strides are over kept dims only (0 for reduced).
struct Plan {
    struct Dim {
        std::int64_t size;
        bool reduced;
        std::int64_t out_stride;
    };
    std::vector<Dim> dims;
    std::int64_t in_size = 1;
    std::int64_t out_size = 1;
    std::int64_t count = 1;  // reduced elements per output element
};

Plan make_plan(const Shape& in, const std::vector<int>& axes) {
    const auto mask = axis_mask(in, axes);
    Plan p;
    for (std::size_t i = 0; i < in.ndim(); ++i) {
        const std::int64_t d = in[i];
        p.in_size *= d;
        if (mask[i])
            p.count *= d;
        else
            p.out_size *= d;
        if (d == 1) continue;
        if (!p.dims.empty() && p.dims.back().reduced == mask[i])
            p.dims.back().size *= d;
        else
            p.dims.push_back({d, mask[i], 0});
    }
    std::int64_t s = 1;
    for (std::size_t i = p.dims.size(); i-- > 0;) {
        if (p.dims[i].reduced) continue;
        p.dims[i].out_stride = s;
        s *= p.dims[i].size;
    }
    return p;
}

// Walks the input in order. For each innermost row of n elements calls
// row_reduce(src, n, out_offset) when the inner dim is reduced, else row_kept(src, n, out_offset).
template <typename T, typename Reduced, typename Kept>
void walk(const Plan& p, const T* in, Reduced row_reduce, Kept row_kept) {
    if (p.in_size == 0) return;
    if (p.dims.empty()) {  // one element
        row_reduce(in, 1, 0);
        return;
    }
    const auto& inner = p.dims.back();
    const std::size_t outer_nd = p.dims.size() - 1;
    std::vector<std::int64_t> idx(outer_nd, 0);
    std::int64_t out_off = 0;
    for (const T* src = in; src < in + p.in_size; src += inner.size) {
        if (inner.reduced)
            row_reduce(src, inner.size, out_off);
        else
            row_kept(src, inner.size, out_off);
        for (std::size_t k = outer_nd; k-- > 0;) {
            out_off += p.dims[k].out_stride;
            if (++idx[k] < p.dims[k].size) break;
            out_off -= p.dims[k].out_stride * p.dims[k].size;
            idx[k] = 0;
        }
    }
}

// Sum into double accumulators, then scale and round once.
template <typename T>
void sum_impl(const Shape& shape, const T* in, const std::vector<int>& axes, T* out, bool mean) {
    const Plan p = make_plan(shape, axes);
    if (p.out_size == 0) return;
    std::vector<double> acc(static_cast<std::size_t>(p.out_size), 0.0);
    double* a = acc.data();
    walk<T>(
        p, in,
        [a](const T* src, std::int64_t n, std::int64_t o) {
            a[o] += CMap<T>(src, n).template cast<double>().sum();
        },
        [a](const T* src, std::int64_t n, std::int64_t o) {
            MMap<double>(a + o, n) += CMap<T>(src, n).template cast<double>();
        });
    const Eigen::Map<Arr<double>> total(a, p.out_size);
    MMap<T> dst(out, p.out_size);
    if (!mean)
        dst = total.cast<T>();
    else if (p.count == 0)
        dst.setConstant(std::numeric_limits<T>::quiet_NaN());
    else
        dst = (total / static_cast<double>(p.count)).cast<T>();
}

template <typename T>
void max_impl(const Shape& shape, const T* in, const std::vector<int>& axes, T* out) {
    const Plan p = make_plan(shape, axes);
    if (p.out_size == 0) return;
    if (p.count == 0) throw std::invalid_argument("max: reduction over zero elements");
    MMap<T>(out, p.out_size).setConstant(-std::numeric_limits<T>::infinity());
    walk<T>(
        p, in,
        [out](const T* src, std::int64_t n, std::int64_t o) {
            const T m = CMap<T>(src, n).template maxCoeff<Eigen::PropagateNaN>();
            if (std::isnan(m) || m > out[o]) {
                if (!std::isnan(out[o])) out[o] = m;
            }
        },
        [out](const T* src, std::int64_t n, std::int64_t o) {
            MMap<T> dst(out + o, n);
            dst = dst.binaryExpr(CMap<T>(src, n),
                                 Eigen::internal::scalar_max_op<T, T, Eigen::PropagateNaN>());
        });
}

template <typename T>
void argmax_impl(const Shape& shape, const T* in, std::int64_t* out) {
    if (shape.ndim() == 0) throw std::invalid_argument("argmax_last_axis: scalar input");
    const std::int64_t n = shape[shape.ndim() - 1];
    if (n == 0) throw std::invalid_argument("argmax_last_axis: empty last axis");
    const std::int64_t rows = shape.size() / n;
    for (std::int64_t r = 0; r < rows; ++r) {
        const T* row = in + r * n;
        std::int64_t best = 0;
        T best_v = row[0];
        if (!std::isnan(best_v)) {
            for (std::int64_t j = 1; j < n; ++j) {
                const T v = row[j];
                if (std::isnan(v)) {
                    best = j;
                    break;
                }
                if (v > best_v) {
                    best = j;
                    best_v = v;
                }
            }
        }
        out[r] = best;
    }
}

}  // namespace

Shape reduce_shape(const Shape& in, const std::vector<int>& axes, bool keepdims) {
    const auto mask = axis_mask(in, axes);
    std::vector<std::int64_t> dims;
    for (std::size_t i = 0; i < in.ndim(); ++i) {
        if (!mask[i])
            dims.push_back(in[i]);
        else if (keepdims)
            dims.push_back(1);
    }
    return Shape(std::move(dims));
}

void sum(const Shape& in_shape, const float* in, const std::vector<int>& axes, bool, float* out) {
    sum_impl(in_shape, in, axes, out, false);
}
void sum(const Shape& in_shape, const double* in, const std::vector<int>& axes, bool, double* out) {
    sum_impl(in_shape, in, axes, out, false);
}
void mean(const Shape& in_shape, const float* in, const std::vector<int>& axes, bool, float* out) {
    sum_impl(in_shape, in, axes, out, true);
}
void mean(const Shape& in_shape, const double* in, const std::vector<int>& axes, bool,
          double* out) {
    sum_impl(in_shape, in, axes, out, true);
}
void max(const Shape& in_shape, const float* in, const std::vector<int>& axes, bool, float* out) {
    max_impl(in_shape, in, axes, out);
}
void max(const Shape& in_shape, const double* in, const std::vector<int>& axes, bool, double* out) {
    max_impl(in_shape, in, axes, out);
}
void argmax_last_axis(const Shape& in_shape, const float* in, std::int64_t* out) {
    argmax_impl(in_shape, in, out);
}
void argmax_last_axis(const Shape& in_shape, const double* in, std::int64_t* out) {
    argmax_impl(in_shape, in, out);
}

}  // namespace asynclab::cpu
