// Reductions (sum to a scalar, column sums) and the 2-D transpose. All deterministic: no
// atomics, the summation order depends only on the sizes. Sums accumulate in double for
// either type, as the fake module does: a float accumulator drifts over long rows.
#include <algorithm>

#include "engine/device/gpu_api.h"
#include "kernels.h"

namespace asynclab::cuda {
namespace {

constexpr int kSumBlock = 256;

// Block-wide sum of `v` (blockDim.x == kSumBlock); thread 0 gets the result.
template <typename T>
__device__ T block_sum(T v) {
    __shared__ T shared[kSumBlock];
    shared[threadIdx.x] = v;
    __syncthreads();
    for (int stride = kSumBlock / 2; stride > 0; stride /= 2) {
        if (int(threadIdx.x) < stride) shared[threadIdx.x] += shared[threadIdx.x + stride];
        __syncthreads();
    }
    return shared[0];
}

// Pass 1: each block sums a grid-strided slice of x into partial[blockIdx.x].
template <typename T>
__global__ void sum_partial_kernel(std::size_t n, const T* x, double* partial) {
    double acc = 0;
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        acc += double(x[i]);
    }
    const double total = block_sum(acc);
    if (threadIdx.x == 0) partial[blockIdx.x] = total;
}

// Pass 2: one block sums the partials into *out.
template <typename T>
__global__ void sum_final_kernel(int count, const double* partial, T* out) {
    double acc = 0;
    for (int i = threadIdx.x; i < count; i += blockDim.x) acc += partial[i];
    const double total = block_sum(acc);
    if (threadIdx.x == 0) *out = T(total);
}

// Column sums. Block (32, kRowThreads): threadIdx.x picks a column (coalesced reads),
// threadIdx.y strides over rows; the rows are then combined in shared memory.
constexpr int kRowThreads = 16;

template <typename T>
__global__ void sum_rows_kernel(std::size_t rows, std::size_t cols, const T* x, T* out) {
    __shared__ double shared[kRowThreads][32];
    const std::size_t c = blockIdx.x * std::size_t(32) + threadIdx.x;
    double acc = 0;
    if (c < cols) {
        for (std::size_t r = threadIdx.y; r < rows; r += kRowThreads)
            acc += double(x[r * cols + c]);
    }
    shared[threadIdx.y][threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.y == 0 && c < cols) {
        double total = 0;
        for (int k = 0; k < kRowThreads; ++k) total += shared[k][threadIdx.x];
        out[c] = T(total);
    }
}

// Tiled transpose through shared memory (padding avoids bank conflicts). A block walks
// down its column of tiles in steps of gridDim.y tiles (the grid's y is at most 65535).
constexpr int kTile = 32;
constexpr int kTileRows = 8;
constexpr std::size_t kMaxGridY = 65535;

template <typename T>
__global__ void transpose_kernel(std::size_t rows, std::size_t cols, const T* in, T* out) {
    __shared__ T tile[kTile][kTile + 1];
    const std::size_t col0 = blockIdx.x * std::size_t(kTile);
    for (std::size_t row0 = blockIdx.y * std::size_t(kTile); row0 < rows;
         row0 += std::size_t(gridDim.y) * kTile) {
        for (int k = threadIdx.y; k < kTile; k += kTileRows) {
            const std::size_t r = row0 + k, c = col0 + threadIdx.x;
            if (r < rows && c < cols) tile[k][threadIdx.x] = in[r * cols + c];
        }
        __syncthreads();
        for (int k = threadIdx.y; k < kTile; k += kTileRows) {
            const std::size_t r = col0 + k, c = row0 + threadIdx.x;  // r < cols, c < rows
            if (r < cols && c < rows) out[r * rows + c] = tile[threadIdx.x][k];
        }
        __syncthreads();  // the tile is read before the next one is loaded
    }
}

template <typename T>
cudaError_t sum_typed(cudaStream_t stream, std::size_t n, const T* x, T* out, double* scratch) {
    std::size_t blocks = (n + kSumBlock * 4 - 1) / (kSumBlock * 4);
    if (blocks == 0) blocks = 1;
    if (blocks > std::size_t(kScratchElems)) blocks = kScratchElems;
    sum_partial_kernel<T><<<unsigned(blocks), kSumBlock, 0, stream>>>(n, x, scratch);
    sum_final_kernel<T><<<1, kSumBlock, 0, stream>>>(int(blocks), scratch, out);
    return cudaGetLastError();
}

}  // namespace

cudaError_t launch_sum(cudaStream_t stream, int dtype, std::size_t n, const void* x, void* out,
                       void* scratch) {
    if (dtype == ASYNCLAB_GPU_F32) {
        return sum_typed(stream, n, static_cast<const float*>(x), static_cast<float*>(out),
                         static_cast<double*>(scratch));
    }
    return sum_typed(stream, n, static_cast<const double*>(x), static_cast<double*>(out),
                     static_cast<double*>(scratch));
}

cudaError_t launch_sum_rows(cudaStream_t stream, int dtype, std::size_t rows, std::size_t cols,
                            const void* x, void* out) {
    if (cols == 0) return cudaSuccess;
    const dim3 block(32, kRowThreads);
    const dim3 grid(static_cast<unsigned>((cols + 31) / 32));
    if (dtype == ASYNCLAB_GPU_F32) {
        sum_rows_kernel<float><<<grid, block, 0, stream>>>(rows, cols, static_cast<const float*>(x),
                                                           static_cast<float*>(out));
    } else {
        sum_rows_kernel<double><<<grid, block, 0, stream>>>(
            rows, cols, static_cast<const double*>(x), static_cast<double*>(out));
    }
    return cudaGetLastError();
}

cudaError_t launch_transpose(cudaStream_t stream, int dtype, std::size_t rows, std::size_t cols,
                             const void* in, void* out) {
    if (rows == 0 || cols == 0) return cudaSuccess;
    const std::size_t gx = (cols + kTile - 1) / kTile;
    const std::size_t gy = std::min((rows + kTile - 1) / kTile, kMaxGridY);
    const dim3 grid(static_cast<unsigned>(gx), static_cast<unsigned>(gy));
    const dim3 block(kTile, kTileRows);
    if (dtype == ASYNCLAB_GPU_F32) {
        transpose_kernel<float><<<grid, block, 0, stream>>>(
            rows, cols, static_cast<const float*>(in), static_cast<float*>(out));
    } else {
        transpose_kernel<double><<<grid, block, 0, stream>>>(
            rows, cols, static_cast<const double*>(in), static_cast<double*>(out));
    }
    return cudaGetLastError();
}

}  // namespace asynclab::cuda
