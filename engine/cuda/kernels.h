// Kernel launchers of the CUDA module, shared by module.cpp and the .cu files. Internal to
// libasynclab_cuda.so (hidden visibility); the public surface is engine/device/gpu_api.h.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

namespace asynclab::cuda {

/// Elements of scratch memory every stream owns (for two-pass reductions).
constexpr int kScratchElems = 1024;

// Each launcher enqueues on `stream` and returns cudaGetLastError() after the launch.
// dtype and op values are the ASYNCLAB_GPU_* constants, already validated by the caller.
cudaError_t launch_binary(cudaStream_t stream, int dtype, int op, std::size_t n, const void* a,
                          const void* b, void* out);
cudaError_t launch_binary_rowvec(cudaStream_t stream, int dtype, int op, std::size_t rows,
                                 std::size_t cols, const void* a, const void* b, void* out);
cudaError_t launch_binary_scalar(cudaStream_t stream, int dtype, int op, std::size_t n,
                                 const void* a, double s, bool scalar_on_left, void* out);
cudaError_t launch_unary(cudaStream_t stream, int dtype, int op, std::size_t n, const void* x,
                         void* y);
cudaError_t launch_unary_backward(cudaStream_t stream, int dtype, int op, std::size_t n,
                                  const void* x, const void* y, const void* dy, void* dx);
cudaError_t launch_fill(cudaStream_t stream, int dtype, std::size_t n, double value, void* out);
cudaError_t launch_fill_uniform(cudaStream_t stream, int dtype, std::size_t n, std::uint64_t seed,
                                double lo, double hi, void* out);
cudaError_t launch_fill_normal(cudaStream_t stream, int dtype, std::size_t n, std::uint64_t seed,
                               double mean, double stddev, void* out);
/// `scratch` holds kScratchElems doubles, private to the stream.
cudaError_t launch_sum(cudaStream_t stream, int dtype, std::size_t n, const void* x, void* out,
                       void* scratch);
cudaError_t launch_sum_rows(cudaStream_t stream, int dtype, std::size_t rows, std::size_t cols,
                            const void* x, void* out);
cudaError_t launch_transpose(cudaStream_t stream, int dtype, std::size_t rows, std::size_t cols,
                             const void* in, void* out);

}  // namespace asynclab::cuda
