// Elementwise kernels: binary (same shape, row-vector broadcast, scalar), unary forward and
// backward, fills and counter-based random fills. Grid-stride loops; the op is a runtime
// value that is uniform across the grid (one kernel per element type, not per op).
#include <cstdint>

#include "engine/device/gpu_api.h"
#include "kernels.h"

namespace asynclab::cuda {
namespace {

constexpr int kBlock = 256;
constexpr std::size_t kMaxBlocks = 8192;

unsigned grid_for(std::size_t n) {
    std::size_t blocks = (n + kBlock - 1) / kBlock;
    return static_cast<unsigned>(blocks < kMaxBlocks ? blocks : kMaxBlocks);
}

__device__ __forceinline__ float d_exp(float x) {
    return expf(x);
}
__device__ __forceinline__ double d_exp(double x) {
    return exp(x);
}
__device__ __forceinline__ float d_log(float x) {
    return logf(x);
}
__device__ __forceinline__ double d_log(double x) {
    return log(x);
}
__device__ __forceinline__ float d_tanh(float x) {
    return tanhf(x);
}
__device__ __forceinline__ double d_tanh(double x) {
    return tanh(x);
}
__device__ __forceinline__ float d_sqrt(float x) {
    return sqrtf(x);
}
__device__ __forceinline__ double d_sqrt(double x) {
    return sqrt(x);
}
__device__ __forceinline__ float d_abs(float x) {
    return fabsf(x);
}
__device__ __forceinline__ double d_abs(double x) {
    return fabs(x);
}
__device__ __forceinline__ float d_max(float a, float b) {
    return fmaxf(a, b);
}
__device__ __forceinline__ double d_max(double a, double b) {
    return fmax(a, b);
}
__device__ __forceinline__ float d_min(float a, float b) {
    return fminf(a, b);
}
__device__ __forceinline__ double d_min(double a, double b) {
    return fmin(a, b);
}

template <typename T>
__device__ __forceinline__ T apply_binary(int op, T a, T b) {
    switch (op) {
        case ASYNCLAB_GPU_ADD: return a + b;
        case ASYNCLAB_GPU_SUB: return a - b;
        case ASYNCLAB_GPU_MUL: return a * b;
        case ASYNCLAB_GPU_DIV: return a / b;
        case ASYNCLAB_GPU_MAX: return d_max(a, b);
        default: return d_min(a, b);
    }
}

template <typename T>
__device__ __forceinline__ T apply_unary(int op, T x) {
    switch (op) {
        case ASYNCLAB_GPU_RELU: return x > T(0) ? x : T(0);
        case ASYNCLAB_GPU_SIGMOID: return T(1) / (T(1) + d_exp(-x));
        case ASYNCLAB_GPU_TANH: return d_tanh(x);
        case ASYNCLAB_GPU_EXP: return d_exp(x);
        case ASYNCLAB_GPU_LOG: return d_log(x);
        case ASYNCLAB_GPU_NEG: return -x;
        case ASYNCLAB_GPU_SQRT: return d_sqrt(x);
        case ASYNCLAB_GPU_SQUARE: return x * x;
        default: return d_abs(x);
    }
}

// dx = dy * f'(x), using y = f(x) where that is cheaper or more accurate.
template <typename T>
__device__ __forceinline__ T apply_unary_grad(int op, T x, T y, T dy) {
    switch (op) {
        case ASYNCLAB_GPU_RELU: return x > T(0) ? dy : T(0);
        case ASYNCLAB_GPU_SIGMOID: return dy * y * (T(1) - y);
        case ASYNCLAB_GPU_TANH: return dy * (T(1) - y * y);
        case ASYNCLAB_GPU_EXP: return dy * y;
        case ASYNCLAB_GPU_LOG: return dy / x;
        case ASYNCLAB_GPU_NEG: return -dy;
        case ASYNCLAB_GPU_SQRT: return dy * T(0.5) / y;
        case ASYNCLAB_GPU_SQUARE: return dy * T(2) * x;
        default: return x > T(0) ? dy : (x < T(0) ? -dy : T(0));
    }
}

template <typename T>
__global__ void binary_kernel(int op, std::size_t n, const T* a, const T* b, T* out) {
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        out[i] = apply_binary(op, a[i], b[i]);
    }
}

// 2-D grid: x runs over columns, y over rows, so no index division is needed.
template <typename T>
__global__ void binary_rowvec_kernel(int op, std::size_t rows, std::size_t cols, const T* a,
                                     const T* b, T* out) {
    for (std::size_t r = blockIdx.y; r < rows; r += gridDim.y) {
        const std::size_t base = r * cols;
        for (std::size_t c = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; c < cols;
             c += std::size_t(gridDim.x) * blockDim.x) {
            out[base + c] = apply_binary(op, a[base + c], b[c]);
        }
    }
}

template <typename T>
__global__ void binary_scalar_kernel(int op, std::size_t n, const T* a, T s, bool left, T* out) {
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        out[i] = left ? apply_binary(op, s, a[i]) : apply_binary(op, a[i], s);
    }
}

template <typename T>
__global__ void unary_kernel(int op, std::size_t n, const T* x, T* y) {
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        y[i] = apply_unary(op, x[i]);
    }
}

template <typename T>
__global__ void unary_backward_kernel(int op, std::size_t n, const T* x, const T* y, const T* dy,
                                      T* dx) {
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        dx[i] = apply_unary_grad(op, x[i], y[i], dy[i]);
    }
}

template <typename T>
__global__ void fill_kernel(std::size_t n, T value, T* out) {
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        out[i] = value;
    }
}

// splitmix64 finaliser; see gpu_api.h for the exact definition of the random streams.
__device__ __forceinline__ std::uint64_t mix64(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

__device__ __forceinline__ double uniform01(std::uint64_t seed_mixed, std::uint64_t i) {
    return double(mix64(seed_mixed ^ i) >> 11) * 0x1.0p-53;
}

template <typename T>
__global__ void uniform_kernel(std::size_t n, std::uint64_t seed_mixed, double lo, double span,
                               T* out) {
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        out[i] = T(lo + span * uniform01(seed_mixed, i));
    }
}

template <typename T>
__global__ void normal_kernel(std::size_t n, std::uint64_t seed_mixed, double mean, double stddev,
                              T* out) {
    constexpr double kTwoPi = 6.283185307179586476925286766559;
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        const double u1 = 1.0 - uniform01(seed_mixed, 2 * std::uint64_t(i));  // (0, 1]
        const double u2 = uniform01(seed_mixed, 2 * std::uint64_t(i) + 1);
        out[i] = T(mean + stddev * sqrt(-2.0 * log(u1)) * cos(kTwoPi * u2));
    }
}

std::uint64_t host_mix64(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace

cudaError_t launch_binary(cudaStream_t stream, int dtype, int op, std::size_t n, const void* a,
                          const void* b, void* out) {
    if (n == 0) return cudaSuccess;
    if (dtype == ASYNCLAB_GPU_F32) {
        binary_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const float*>(a), static_cast<const float*>(b),
            static_cast<float*>(out));
    } else {
        binary_kernel<double><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const double*>(a), static_cast<const double*>(b),
            static_cast<double*>(out));
    }
    return cudaGetLastError();
}

cudaError_t launch_binary_rowvec(cudaStream_t stream, int dtype, int op, std::size_t rows,
                                 std::size_t cols, const void* a, const void* b, void* out) {
    if (rows == 0 || cols == 0) return cudaSuccess;
    std::size_t gx = (cols + kBlock - 1) / kBlock;
    if (gx > 1024) gx = 1024;
    const std::size_t gy = rows < 65535 ? rows : 65535;
    const dim3 grid(static_cast<unsigned>(gx), static_cast<unsigned>(gy));
    if (dtype == ASYNCLAB_GPU_F32) {
        binary_rowvec_kernel<float>
            <<<grid, kBlock, 0, stream>>>(op, rows, cols, static_cast<const float*>(a),
                                          static_cast<const float*>(b), static_cast<float*>(out));
    } else {
        binary_rowvec_kernel<double>
            <<<grid, kBlock, 0, stream>>>(op, rows, cols, static_cast<const double*>(a),
                                          static_cast<const double*>(b), static_cast<double*>(out));
    }
    return cudaGetLastError();
}

cudaError_t launch_binary_scalar(cudaStream_t stream, int dtype, int op, std::size_t n,
                                 const void* a, double s, bool scalar_on_left, void* out) {
    if (n == 0) return cudaSuccess;
    if (dtype == ASYNCLAB_GPU_F32) {
        binary_scalar_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const float*>(a), static_cast<float>(s), scalar_on_left,
            static_cast<float*>(out));
    } else {
        binary_scalar_kernel<double><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const double*>(a), s, scalar_on_left, static_cast<double*>(out));
    }
    return cudaGetLastError();
}

cudaError_t launch_unary(cudaStream_t stream, int dtype, int op, std::size_t n, const void* x,
                         void* y) {
    if (n == 0) return cudaSuccess;
    if (dtype == ASYNCLAB_GPU_F32) {
        unary_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(op, n, static_cast<const float*>(x),
                                                                static_cast<float*>(y));
    } else {
        unary_kernel<double><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const double*>(x), static_cast<double*>(y));
    }
    return cudaGetLastError();
}

cudaError_t launch_unary_backward(cudaStream_t stream, int dtype, int op, std::size_t n,
                                  const void* x, const void* y, const void* dy, void* dx) {
    if (n == 0) return cudaSuccess;
    if (dtype == ASYNCLAB_GPU_F32) {
        unary_backward_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const float*>(x), static_cast<const float*>(y),
            static_cast<const float*>(dy), static_cast<float*>(dx));
    } else {
        unary_backward_kernel<double><<<grid_for(n), kBlock, 0, stream>>>(
            op, n, static_cast<const double*>(x), static_cast<const double*>(y),
            static_cast<const double*>(dy), static_cast<double*>(dx));
    }
    return cudaGetLastError();
}

cudaError_t launch_fill(cudaStream_t stream, int dtype, std::size_t n, double value, void* out) {
    if (n == 0) return cudaSuccess;
    if (dtype == ASYNCLAB_GPU_F32) {
        fill_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(n, static_cast<float>(value),
                                                               static_cast<float*>(out));
    } else {
        fill_kernel<double>
            <<<grid_for(n), kBlock, 0, stream>>>(n, value, static_cast<double*>(out));
    }
    return cudaGetLastError();
}

cudaError_t launch_fill_uniform(cudaStream_t stream, int dtype, std::size_t n, std::uint64_t seed,
                                double lo, double hi, void* out) {
    if (n == 0) return cudaSuccess;
    const std::uint64_t seed_mixed = host_mix64(seed);
    if (dtype == ASYNCLAB_GPU_F32) {
        uniform_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(n, seed_mixed, lo, hi - lo,
                                                                  static_cast<float*>(out));
    } else {
        uniform_kernel<double><<<grid_for(n), kBlock, 0, stream>>>(n, seed_mixed, lo, hi - lo,
                                                                   static_cast<double*>(out));
    }
    return cudaGetLastError();
}

cudaError_t launch_fill_normal(cudaStream_t stream, int dtype, std::size_t n, std::uint64_t seed,
                               double mean, double stddev, void* out) {
    if (n == 0) return cudaSuccess;
    const std::uint64_t seed_mixed = host_mix64(seed);
    if (dtype == ASYNCLAB_GPU_F32) {
        normal_kernel<float><<<grid_for(n), kBlock, 0, stream>>>(n, seed_mixed, mean, stddev,
                                                                 static_cast<float*>(out));
    } else {
        normal_kernel<double><<<grid_for(n), kBlock, 0, stream>>>(n, seed_mixed, mean, stddev,
                                                                  static_cast<double*>(out));
    }
    return cudaGetLastError();
}

}  // namespace asynclab::cuda
