// Dense matrix multiply on the CPU: C = alpha * op(A) * op(B) + beta * C, row-major.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace asynclab::cpu {

enum class GemmBackend : std::uint8_t { OpenBLAS = 0, Eigen = 1 };

/// Row-major GEMM. op(A) is M x K, op(B) is K x N, C is M x N. With trans_a, A is stored
/// K x M (lda >= max(1, M)), otherwise M x K (lda >= max(1, K)); likewise for B. ldc >= N.
/// When beta == 0, C is not read (NaNs in it do not propagate), as in BLAS.
/// Thread-safe: may be called from several threads at once. The OpenBLAS backend may use
/// its own worker threads (see set_blas_threads). Throws std::invalid_argument on negative
/// sizes or too small leading dimensions.
/// Runs on gemm_backend_for(M, N): the process-wide backend, except for matrix-vector
/// products (see there).
void gemm(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K, float alpha,
          const float* A, std::int64_t lda, const float* B, std::int64_t ldb, float beta, float* C,
          std::int64_t ldc);
void gemm(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K, double alpha,
          const double* A, std::int64_t lda, const double* B, std::int64_t ldb, double beta,
          double* C, std::int64_t ldc);

/// Same, on an explicit backend instead of the process-wide one.
void gemm(GemmBackend backend, bool trans_a, bool trans_b, std::int64_t M, std::int64_t N,
          std::int64_t K, float alpha, const float* A, std::int64_t lda, const float* B,
          std::int64_t ldb, float beta, float* C, std::int64_t ldc);
void gemm(GemmBackend backend, bool trans_a, bool trans_b, std::int64_t M, std::int64_t N,
          std::int64_t K, double alpha, const double* A, std::int64_t lda, const double* B,
          std::int64_t ldb, double beta, double* C, std::int64_t ldc);

/// Whether the backend can run: Eigen always; OpenBLAS where it was found at build time and
/// loaded at run time (engine/kernels/openblas.h).
bool gemm_backend_available(GemmBackend backend);
/// Selects the process-wide backend (atomic). Returns false, changing nothing, when the
/// backend is unavailable. The default is OpenBLAS when available, else Eigen: float32
/// n = 1000 on the 2-core dev VM measured OpenBLAS 21-32 GFLOP/s vs Eigen 17-27 (OpenBLAS
/// ~1.2x faster in every run; Eigen is built for x86-64-v2, without AVX2/FMA). OpenBLAS
/// 0.3.21 misdetects that CPU as "Prescott" (generic SSE3 kernels); with
/// OPENBLAS_CORETYPE=SkylakeX set before the process starts it reached 85-118 GFLOP/s.
bool set_gemm_backend(GemmBackend backend);
GemmBackend gemm_backend();
/// The library the process-wide gemm() runs an M x N product on. A product with one row or
/// one column (a Dense layer on one sample, its backward pass for the weights' column) is a
/// matrix-vector product: with OpenBLAS as the backend it runs Eigen's matrix-vector kernel,
/// on the calling thread. OpenBLAS 0.3.21 runs such a product through its GEMM code, with
/// its own helper thread: on the 2-core dev VM, 1 x 512 x 256 products (float32) ran at
/// 5-7 GFLOP/s there against 17-29 with Eigen, and the helper took a core from the engine's
/// other worker. With the AVX-512 kernels (OPENBLAS_CORETYPE=SkylakeX) OpenBLAS ran them at
/// 7-31 GFLOP/s, on two cores, against Eigen's 15-29 on one. Other shapes run on
/// gemm_backend().
GemmBackend gemm_backend_for(std::int64_t M, std::int64_t N);
/// "OpenBLAS" or "Eigen".
const char* gemm_backend_name(GemmBackend backend);
/// Whether the Eigen backend runs one-row float32 products (M = 1, A not transposed) on
/// AVX2/FMA kernels of its own: on where the CPU has AVX2 and FMA (the build targets the
/// baseline x86-64, whose 4-wide SSE Eigen uses otherwise). On the 2-core dev VM (medians of
/// 15 runs of 2000 calls) the chapter MLP's three products, 1 x 512 by (256 x 512)^T,
/// 1 x 256 by (128 x 256)^T and 1 x 128 by (2 x 128)^T, took 4.45, 1.14 and 0.022 us against
/// Eigen's 6.34, 1.74 and 0.091; 1 x 256 by 256 x 512, 4.89 us against 8.58.
bool vector_gemv();
/// Turns those kernels off (Eigen's run instead) or back on where the CPU has them; returns
/// vector_gemv(). For tests and comparisons.
bool set_vector_gemv(bool on);

// --- OpenBLAS's kernels for this CPU ---------------------------------------------------
// OpenBLAS picks its kernels for the CPU once, as it loads, and OPENBLAS_CORETYPE in the
// environment overrides the choice. A version older than the CPU does not recognise it and
// falls back to generic SSE3 kernels ("Prescott"): on the 2-core dev VM (a Xeon with
// AVX-512, OpenBLAS 0.3.21) 1000^3 float32 GEMMs ran at 40-57 GFLOP/s with them and at
// 186-213 with OPENBLAS_CORETYPE=SkylakeX. AsyncLab does not override the choice itself:
// `devices` names the kernels and the setting (the measured machine is measured again
// when the kernels change).

/// The vector instructions of this CPU that OpenBLAS's newer kernels need.
struct CpuVectorIsa {
    bool avx2_fma = false;  ///< AVX2 and FMA3 (Haswell's kernels)
    bool avx512 = false;    ///< AVX-512 F, CD, BW, DQ and VL (SkylakeX's kernels)
};
CpuVectorIsa this_cpu_isa();
/// The kernels OpenBLAS runs, by its name for them ("SkylakeX", "Haswell", "Prescott", ...);
/// "" without OpenBLAS.
std::string blas_core();
/// The kernels to ask for where OpenBLAS's own choice (`detected`) is older than the CPU
/// (`isa`) can run: "SkylakeX" with AVX-512, "Haswell" with AVX2 and FMA, in place of a
/// generic or pre-AVX2 choice. nullopt where the choice stands (a recognised CPU, an AMD
/// core, a CPU without those instructions).
std::optional<std::string> better_blas_core(std::string_view detected, CpuVectorIsa isa);
/// One line on the kernels in use, for `devices`: "OpenBLAS, SkylakeX kernels", with who
/// chose them (OpenBLAS, or OPENBLAS_CORETYPE), and where OpenBLAS took the CPU for an
/// older one, the setting that runs faster kernels. Without OpenBLAS: "Eigen (why)", e.g.
/// "Eigen (OpenBLAS could not be loaded (libopenblas.so.0: cannot open shared object
/// file: ...))".
std::string blas_core_note();
/// OpenBLAS's threads for `devices`: "2 threads; idle ones look for work for 2^17 cycles
/// (AsyncLab's setting), then sleep" (see kBlasThreadTimeoutLog2); "" without OpenBLAS.
std::string blas_threads_note();
/// "OpenBLAS (SkylakeX)" or "Eigen": the backend and its kernels, as the measured machine
/// records it (figures measured with other kernels are measured again).
std::string gemm_backend_description();

/// Number of threads OpenBLAS uses for one call (openblas_set_num_threads); values < 1
/// are treated as 1. No effect without OpenBLAS.
void set_blas_threads(int threads);
/// OpenBLAS's current thread count; 1 without OpenBLAS.
int blas_threads();

}  // namespace asynclab::cpu
