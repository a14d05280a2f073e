#include "engine/kernels/reduce.h"

#include <Eigen/Core>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// Walks the input in order. When the inner dim is reduced, calls row_reduce(src, n, out_offset)
// for each innermost row of n elements. When it is kept, calls rows_kept(src, rows, n,
// out_offset) for each block of `rows` consecutive rows (stride n) that all land on the same n
// outputs: the rows of the reduced dim just outside the inner one, or 1 when there is none.
template <typename T, typename Reduced, typename Kept>
void walk(const Plan& p, const T* in, Reduced row_reduce, Kept rows_kept) {
    if (p.in_size == 0) return;
    if (p.dims.empty()) {  // one element
        row_reduce(in, 1, 0);
        return;
    }
    const auto& inner = p.dims.back();
    std::size_t outer_nd = p.dims.size() - 1;
    std::int64_t rows = 1;
    if (!inner.reduced && outer_nd > 0) {  // coalesced dims alternate: this one is reduced
        rows = p.dims[outer_nd - 1].size;
        --outer_nd;
    }
    const std::int64_t step = inner.size * rows;
    std::vector<std::int64_t> idx(outer_nd, 0);
    std::int64_t out_off = 0;
    for (const T* src = in; src < in + p.in_size; src += step) {
        if (inner.reduced)
            row_reduce(src, inner.size, out_off);
        else
            rows_kept(src, rows, inner.size, out_off);
        for (std::size_t k = outer_nd; k-- > 0;) {
            out_off += p.dims[k].out_stride;
            if (++idx[k] < p.dims[k].size) break;
            out_off -= p.dims[k].out_stride * p.dims[k].size;
            idx[k] = 0;
        }
    }
}

// The sum of n values in double. Four accumulators keep the additions independent, so the
// loop runs at memory speed instead of one dependent add after another; float values widen
// to double eight at a time with SSE2, which GCC's default -O2 cost model does not do for a
// scalar loop (and a Debug build never does).
template <typename T>
double sum_row(const T* src, std::int64_t n) {
    std::int64_t i = 0;
    double head = 0;
#if defined(__SSE2__)
    if constexpr (std::is_same_v<T, float>) {
        __m128d a0 = _mm_setzero_pd(), a1 = _mm_setzero_pd();
        __m128d a2 = _mm_setzero_pd(), a3 = _mm_setzero_pd();
        for (; i + 8 <= n; i += 8) {
            const __m128 v = _mm_loadu_ps(src + i);
            const __m128 w = _mm_loadu_ps(src + i + 4);
            a0 = _mm_add_pd(a0, _mm_cvtps_pd(v));
            a1 = _mm_add_pd(a1, _mm_cvtps_pd(_mm_movehl_ps(v, v)));
            a2 = _mm_add_pd(a2, _mm_cvtps_pd(w));
            a3 = _mm_add_pd(a3, _mm_cvtps_pd(_mm_movehl_ps(w, w)));
        }
        const __m128d t = _mm_add_pd(_mm_add_pd(a0, a1), _mm_add_pd(a2, a3));
        head = _mm_cvtsd_f64(_mm_add_sd(t, _mm_unpackhi_pd(t, t)));
    }
#endif
    double a0 = 0, a1 = 0, a2 = 0, a3 = 0;
    for (; i + 4 <= n; i += 4) {
        a0 += static_cast<double>(src[i]);
        a1 += static_cast<double>(src[i + 1]);
        a2 += static_cast<double>(src[i + 2]);
        a3 += static_cast<double>(src[i + 3]);
    }
    for (; i < n; ++i) a0 += static_cast<double>(src[i]);
    return head + ((a0 + a1) + (a2 + a3));
}

// acc[0, n) += the sum of `rows` rows of n values (stride n), four rows per pass over acc:
// a bias gradient sums a batch's rows, and acc's loads and stores would otherwise cost as
// much as the rows' own. The float rows widen to double two lanes at a time with SSE2 (GCC's
// default -O2 cost model leaves a loop that mixes float and double scalar); the vector and
// scalar loops add in the same order, so their sums are the same.
template <typename T>
void add_rows(const T* src, std::int64_t rows, std::int64_t n, double* acc) {
    std::int64_t r = 0;
    for (; r + 4 <= rows; r += 4) {
        const T* s0 = src + r * n;
        const T* s1 = s0 + n;
        const T* s2 = s1 + n;
        const T* s3 = s2 + n;
        std::int64_t i = 0;
#if defined(__SSE2__)
        if constexpr (std::is_same_v<T, float>) {
            auto wide = [](const float* p, __m128d& lo, __m128d& hi) {
                const __m128 v = _mm_loadu_ps(p);
                lo = _mm_cvtps_pd(v);
                hi = _mm_cvtps_pd(_mm_movehl_ps(v, v));
            };
            for (; i + 4 <= n; i += 4) {
                __m128d a0, a1, b0, b1, c0, c1, d0, d1;
                wide(s0 + i, a0, a1);
                wide(s1 + i, b0, b1);
                wide(s2 + i, c0, c1);
                wide(s3 + i, d0, d1);
                const __m128d lo = _mm_add_pd(_mm_add_pd(a0, b0), _mm_add_pd(c0, d0));
                const __m128d hi = _mm_add_pd(_mm_add_pd(a1, b1), _mm_add_pd(c1, d1));
                _mm_storeu_pd(acc + i, _mm_add_pd(_mm_loadu_pd(acc + i), lo));
                _mm_storeu_pd(acc + i + 2, _mm_add_pd(_mm_loadu_pd(acc + i + 2), hi));
            }
        }
#endif
        for (; i < n; ++i) {
            acc[i] += (static_cast<double>(s0[i]) + static_cast<double>(s1[i])) +
                      (static_cast<double>(s2[i]) + static_cast<double>(s3[i]));
        }
    }
    for (; r < rows; ++r) {
        const T* s = src + r * n;
        for (std::int64_t i = 0; i < n; ++i) acc[i] += static_cast<double>(s[i]);
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
        p, in, [a](const T* src, std::int64_t n, std::int64_t o) { a[o] += sum_row(src, n); },
        [a](const T* src, std::int64_t rows, std::int64_t n, std::int64_t o) {
            add_rows(src, rows, n, a + o);
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
        [out](const T* src, std::int64_t rows, std::int64_t n, std::int64_t o) {
            MMap<T> dst(out + o, n);
            for (std::int64_t r = 0; r < rows; ++r) {
                dst = dst.binaryExpr(CMap<T>(src + r * n, n),
                                     Eigen::internal::scalar_max_op<T, T, Eigen::PropagateNaN>());
            }
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
