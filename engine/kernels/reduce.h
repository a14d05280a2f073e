// Reductions over axes (numpy semantics).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/array/shape.h"

namespace asynclab::cpu {

/// Result shape of reducing `in` over `axes` (empty = all axes; negative axes count from the
/// end, as in numpy). keepdims keeps reduced axes with size 1. Throws std::invalid_argument
/// for an axis out of range or listed twice.
Shape reduce_shape(const Shape& in, const std::vector<int>& axes, bool keepdims);

/// Sum over `axes` (empty = all). `out` holds reduce_shape(in_shape, axes, keepdims).size()
/// elements; keepdims changes only the logical shape, never the data layout. Accuracy:
/// partial sums are kept in double accumulators, also for float32 input (rounded to float
/// once at the end), so float32 sums of millions of elements keep ~float precision.
/// `out` must not overlap `in`.
void sum(const Shape& in_shape, const float* in, const std::vector<int>& axes, bool keepdims,
         float* out);
void sum(const Shape& in_shape, const double* in, const std::vector<int>& axes, bool keepdims,
         double* out);

/// Mean over `axes`: the double-accumulated sum divided by the number of reduced elements
/// (NaN when that number is 0, as numpy).
void mean(const Shape& in_shape, const float* in, const std::vector<int>& axes, bool keepdims,
          float* out);
void mean(const Shape& in_shape, const double* in, const std::vector<int>& axes, bool keepdims,
          double* out);

/// Maximum over `axes`; NaN propagates (np.max). Throws std::invalid_argument when a
/// non-empty output would reduce zero elements.
void max(const Shape& in_shape, const float* in, const std::vector<int>& axes, bool keepdims,
         float* out);
void max(const Shape& in_shape, const double* in, const std::vector<int>& axes, bool keepdims,
         double* out);

/// Index of the maximum along the last axis, for every position of the other axes
/// (`out` holds in_shape.size() / in_shape[last] indices). The first maximum wins; a NaN
/// wins over numbers (first NaN), as np.argmax. Throws std::invalid_argument for a scalar
/// shape or an empty last axis.
void argmax_last_axis(const Shape& in_shape, const float* in, std::int64_t* out);
void argmax_last_axis(const Shape& in_shape, const double* in, std::int64_t* out);

}  // namespace asynclab::cpu
