// Reference results for the GPU module's kernels, shared by the suites that test a module
// (the real CUDA one and the fake one): plain host loops over double.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "engine/device/gpu_api.h"

namespace asynclab::testing {

template <typename T>
constexpr int dtype_of() {
    return std::is_same_v<T, float> ? ASYNCLAB_GPU_F32 : ASYNCLAB_GPU_F64;
}

template <typename T>
double tolerance() {
    return std::is_same_v<T, float> ? 2e-5 : 1e-12;
}

bool close(double got, double want, double tol) {
    if (std::isnan(want)) return std::isnan(got);
    if (std::isinf(want)) return got == want;
    return std::abs(got - want) <= tol * std::max(1.0, std::abs(want));
}

std::uint64_t mix64(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double uniform01(std::uint64_t seed, std::uint64_t i) {
    return double(mix64(mix64(seed) ^ i) >> 11) * 0x1.0p-53;
}

double ref_binary(int op, double a, double b) {
    switch (op) {
        case ASYNCLAB_GPU_ADD: return a + b;
        case ASYNCLAB_GPU_SUB: return a - b;
        case ASYNCLAB_GPU_MUL: return a * b;
        case ASYNCLAB_GPU_DIV: return a / b;
        case ASYNCLAB_GPU_MAX: return std::fmax(a, b);
        default: return std::fmin(a, b);
    }
}

double ref_unary(int op, double x) {
    switch (op) {
        case ASYNCLAB_GPU_RELU: return x > 0 ? x : 0;
        case ASYNCLAB_GPU_SIGMOID: return 1 / (1 + std::exp(-x));
        case ASYNCLAB_GPU_TANH: return std::tanh(x);
        case ASYNCLAB_GPU_EXP: return std::exp(x);
        case ASYNCLAB_GPU_LOG: return std::log(x);
        case ASYNCLAB_GPU_NEG: return -x;
        case ASYNCLAB_GPU_SQRT: return std::sqrt(x);
        case ASYNCLAB_GPU_SQUARE: return x * x;
        default: return std::abs(x);
    }
}

double ref_derivative(int op, double x) {
    switch (op) {
        case ASYNCLAB_GPU_RELU: return x > 0 ? 1 : 0;
        case ASYNCLAB_GPU_SIGMOID: {
            const double s = 1 / (1 + std::exp(-x));
            return s * (1 - s);
        }
        case ASYNCLAB_GPU_TANH: return 1 - std::tanh(x) * std::tanh(x);
        case ASYNCLAB_GPU_EXP: return std::exp(x);
        case ASYNCLAB_GPU_LOG: return 1 / x;
        case ASYNCLAB_GPU_NEG: return -1;
        case ASYNCLAB_GPU_SQRT: return 0.5 / std::sqrt(x);
        case ASYNCLAB_GPU_SQUARE: return 2 * x;
        default: return x > 0 ? 1 : (x < 0 ? -1 : 0);
    }
}

}  // namespace asynclab::testing
