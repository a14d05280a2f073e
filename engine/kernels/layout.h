// Layout kernels: transpose, concat, slice, copy, and their result shapes.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/array/shape.h"

namespace asynclab::cpu {

/// Shape after permuting axes: out[i] = in[perm[i]]. An empty perm reverses the axes
/// (numpy's default). Throws std::invalid_argument when perm is not a permutation.
Shape transpose_shape(const Shape& in, const std::vector<int>& perm);

/// Shape of concatenating along `axis` (negative counts from the end). nullopt when the
/// list is empty, ranks differ, the axis is out of range or another dimension differs.
std::optional<Shape> concat_shape(const std::vector<Shape>& shapes, int axis);

/// Shape of in[begin:end] (step 1) with numpy rules: negative indices count from the end,
/// both are clamped to [0, dim], end <= begin gives 0. begin/end may list fewer axes than
/// `in` has (the rest are taken whole). Throws std::invalid_argument when begin and end
/// differ in length or are longer than the rank.
Shape slice_shape(const Shape& in, const std::vector<std::int64_t>& begin,
                  const std::vector<std::int64_t>& end);

/// out = in with axes permuted (see transpose_shape). Dimensions that stay adjacent are
/// merged; the innermost two dimensions are copied in cache-sized tiles (the 2-D case is
/// one tiled pass), or row by row when the innermost axis is unchanged.
void transpose(const Shape& in_shape, const float* in, const std::vector<int>& perm, float* out);
void transpose(const Shape& in_shape, const double* in, const std::vector<int>& perm, double* out);

/// Concatenation along `axis`; throws std::invalid_argument if concat_shape is nullopt or
/// the pointer count differs.
void concat(const std::vector<Shape>& shapes, const std::vector<const float*>& ins, int axis,
            float* out);
void concat(const std::vector<Shape>& shapes, const std::vector<const double*>& ins, int axis,
            double* out);

/// out = in[begin:end] (see slice_shape), contiguous.
void slice(const Shape& in_shape, const float* in, const std::vector<std::int64_t>& begin,
           const std::vector<std::int64_t>& end, float* out);
void slice(const Shape& in_shape, const double* in, const std::vector<std::int64_t>& begin,
           const std::vector<std::int64_t>& end, double* out);

/// out[i] = in[i] (memmove: overlap allowed).
void copy(const float* in, float* out, std::int64_t n);
void copy(const double* in, double* out, std::int64_t n);

}  // namespace asynclab::cpu
