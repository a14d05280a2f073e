// Fills and counter-based random numbers.
#pragma once

#include <array>
#include <cstdint>

namespace asynclab::cpu {

/// out[i] = v.
void fill(float* out, std::int64_t n, float v);
void fill(double* out, std::int64_t n, double v);

/// Philox4x32-10 (Salmon et al., SC'11): a keyed bijection of a 128-bit counter. Exposed
/// for tests and for teaching; uniform() and normal() are built on it.
std::array<std::uint32_t, 4> philox4x32_10(std::array<std::uint32_t, 4> counter,
                                           std::array<std::uint32_t, 2> key);

/// Counter-based random fills: element i is a pure function of (seed, offset + i), so the
/// result never depends on threads or on how a fill is split into chunks: filling [0, n)
/// at once equals filling [0, k) with offset o and [k, n) with offset o + k.
/// Key = seed; counter = (index / per_block, stream), stream 0 for uniform, 1 for normal.
///
/// uniform: values in [low, high). float32 uses 24 random bits per element (4 per Philox
/// block), float64 uses 53 bits (2 per block).
void uniform(float* out, std::int64_t n, float low, float high, std::uint64_t seed,
             std::uint64_t offset = 0);
void uniform(double* out, std::int64_t n, double low, double high, std::uint64_t seed,
             std::uint64_t offset = 0);

/// normal: mean + stddev * z with z from Box-Muller on two 53-bit uniforms of one Philox
/// block; even indices take the cosine branch, odd ones the sine branch of the same block.
/// Computed in double for both types.
void normal(float* out, std::int64_t n, float mean, float stddev, std::uint64_t seed,
            std::uint64_t offset = 0);
void normal(double* out, std::int64_t n, double mean, double stddev, std::uint64_t seed,
            std::uint64_t offset = 0);

}  // namespace asynclab::cpu
