#include "engine/kernels/random.h"

#include <Eigen/Core>
#include <cmath>
#include <numbers>

namespace asynclab::cpu {

namespace {

constexpr std::uint32_t kMul0 = 0xD2511F53u;
constexpr std::uint32_t kMul1 = 0xCD9E8D57u;
constexpr std::uint32_t kWeyl0 = 0x9E3779B9u;  // golden ratio
constexpr std::uint32_t kWeyl1 = 0xBB67AE85u;  // sqrt(3) - 1

constexpr std::uint32_t kStreamUniform = 0;
constexpr std::uint32_t kStreamNormal = 1;

std::array<std::uint32_t, 4> block(std::uint64_t index, std::uint32_t stream, std::uint64_t seed) {
    return philox4x32_10(
        {static_cast<std::uint32_t>(index), static_cast<std::uint32_t>(index >> 32), stream, 0u},
        {static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32)});
}

// Calls emit(i, words, lane) for i in [0, n), where element offset + i lives in lane
// (offset + i) % PerBlock of block (offset + i) / PerBlock. Each block is computed once.
template <int PerBlock, typename Emit>
void generate(std::int64_t n, std::uint64_t seed, std::uint64_t offset, std::uint32_t stream,
              Emit emit) {
    std::int64_t i = 0;
    while (i < n) {
        const std::uint64_t g = offset + static_cast<std::uint64_t>(i);
        const auto words = block(g / PerBlock, stream, seed);
        for (int lane = static_cast<int>(g % PerBlock); lane < PerBlock && i < n; ++lane, ++i)
            emit(i, words, lane);
    }
}

// [0, 1) with 53 random bits.
double unit53(std::uint32_t hi, std::uint32_t lo) {
    const std::uint64_t x = (std::uint64_t{hi} << 32) | lo;
    return static_cast<double>(x >> 11) * 0x1.0p-53;
}

template <typename T>
T clamp_below(T v, T low, T high) {
    // Rounding of low + (high - low) * u can reach high; keep the interval half-open.
    return (high > low && v >= high) ? std::nextafter(high, low) : v;
}

}  // namespace

std::array<std::uint32_t, 4> philox4x32_10(std::array<std::uint32_t, 4> c,
                                           std::array<std::uint32_t, 2> k) {
    for (int round = 0; round < 10; ++round) {
        if (round > 0) {
            k[0] += kWeyl0;
            k[1] += kWeyl1;
        }
        const std::uint64_t p0 = std::uint64_t{kMul0} * c[0];
        const std::uint64_t p1 = std::uint64_t{kMul1} * c[2];
        const auto hi0 = static_cast<std::uint32_t>(p0 >> 32);
        const auto lo0 = static_cast<std::uint32_t>(p0);
        const auto hi1 = static_cast<std::uint32_t>(p1 >> 32);
        const auto lo1 = static_cast<std::uint32_t>(p1);
        c = {hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0};
    }
    return c;
}

void fill(float* out, std::int64_t n, float v) {
    if (n > 0) Eigen::Map<Eigen::ArrayXf>(out, n).setConstant(v);
}
void fill(double* out, std::int64_t n, double v) {
    if (n > 0) Eigen::Map<Eigen::ArrayXd>(out, n).setConstant(v);
}

void uniform(float* out, std::int64_t n, float low, float high, std::uint64_t seed,
             std::uint64_t offset) {
    const float span = high - low;
    generate<4>(n, seed, offset, kStreamUniform,
                [=](std::int64_t i, const std::array<std::uint32_t, 4>& w, int lane) {
                    const float u = static_cast<float>(w[lane] >> 8) * 0x1.0p-24f;
                    out[i] = clamp_below(low + span * u, low, high);
                });
}

void uniform(double* out, std::int64_t n, double low, double high, std::uint64_t seed,
             std::uint64_t offset) {
    const double span = high - low;
    generate<2>(n, seed, offset, kStreamUniform,
                [=](std::int64_t i, const std::array<std::uint32_t, 4>& w, int lane) {
                    const double u = unit53(w[2 * lane], w[2 * lane + 1]);
                    out[i] = clamp_below(low + span * u, low, high);
                });
}

namespace {

/// sin and cos of x, each exactly as std::sin and std::cos give it (glibc's sincos shares
/// their code, in about the time of one of them).
void sin_cos(double x, double* s, double* c) {
#if defined(__GLIBC__)
    ::sincos(x, s, c);
#else
    *s = std::sin(x);
    *c = std::cos(x);
#endif
}

template <typename T>
void normal_impl(T* out, std::int64_t n, double mean, double stddev, std::uint64_t seed,
                 std::uint64_t offset) {
    // Box-Muller: block g of the normal stream gives elements 2g (cos) and 2g + 1 (sin).
    // The logarithm, root and angle of a block are computed once for both of its elements.
    const auto pair = [&](std::uint64_t g, T* cos_out, T* sin_out) {
        const auto w = block(g, kStreamNormal, seed);
        const double u1 = 1.0 - unit53(w[0], w[1]);  // (0, 1]: log is finite
        const double u2 = unit53(w[2], w[3]);
        const double r = std::sqrt(-2.0 * std::log(u1));
        const double theta = 2.0 * std::numbers::pi * u2;
        double sin_theta = 0, cos_theta = 0;
        sin_cos(theta, &sin_theta, &cos_theta);
        if (cos_out) *cos_out = static_cast<T>(mean + stddev * (r * cos_theta));
        if (sin_out) *sin_out = static_cast<T>(mean + stddev * (r * sin_theta));
    };
    if (n <= 0) return;
    std::int64_t i = 0;
    if (offset % 2 == 1) {  // starts on a block's second element
        pair(offset / 2, nullptr, out);
        i = 1;
    }
    for (; i + 1 < n; i += 2)
        pair((offset + static_cast<std::uint64_t>(i)) / 2, out + i, out + i + 1);
    if (i < n) pair((offset + static_cast<std::uint64_t>(i)) / 2, out + i, nullptr);
}

}  // namespace

void normal(float* out, std::int64_t n, float mean, float stddev, std::uint64_t seed,
            std::uint64_t offset) {
    normal_impl(out, n, mean, stddev, seed, offset);
}
void normal(double* out, std::int64_t n, double mean, double stddev, std::uint64_t seed,
            std::uint64_t offset) {
    normal_impl(out, n, mean, stddev, seed, offset);
}

}  // namespace asynclab::cpu
