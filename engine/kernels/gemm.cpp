#include "engine/kernels/gemm.h"

#include <Eigen/Core>
#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <climits>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <type_traits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

#include "engine/core/device.h"
#include "engine/kernels/openblas.h"
#include "engine/util/env.h"

namespace asynclab::cpu {

namespace {

/// The process-wide backend: OpenBLAS where it loaded, else Eigen.
std::atomic<GemmBackend>& backend_slot() {
    static std::atomic<GemmBackend> backend{blas_load_status().loaded ? GemmBackend::OpenBLAS
                                                                      : GemmBackend::Eigen};
    return backend;
}

void check_args(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K,
                std::int64_t lda, std::int64_t ldb, std::int64_t ldc) {
    if (M < 0 || N < 0 || K < 0) throw std::invalid_argument("gemm: negative size");
    auto need = [](std::int64_t cols) { return cols > 1 ? cols : std::int64_t{1}; };
    if (lda < need(trans_a ? M : K)) throw std::invalid_argument("gemm: lda too small");
    if (ldb < need(trans_b ? K : N)) throw std::invalid_argument("gemm: ldb too small");
    if (ldc < need(N)) throw std::invalid_argument("gemm: ldc too small");
}

template <typename T>
using RowMat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename T>
using ConstMap = Eigen::Map<const RowMat<T>, Eigen::Unaligned, Eigen::OuterStride<>>;
template <typename T>
using MutMap = Eigen::Map<RowMat<T>, Eigen::Unaligned, Eigen::OuterStride<>>;

template <typename T, typename OpA, typename OpB>
void eigen_product(const OpA& a, const OpB& b, T alpha, T beta, MutMap<T>& c) {
    if (beta == T(0)) {
        c.noalias() = alpha * (a * b);
    } else {
        if (beta != T(1)) c *= beta;
        c.noalias() += alpha * (a * b);
    }
}

// --- One-row float products with AVX2 and FMA -------------------------------------------
// The engine is built for the baseline x86-64 instruction set, so Eigen's matrix-vector
// kernel runs on 4-wide SSE without fused multiply-adds. A one-row product (a Dense layer on
// one sample, and its backward pass for the input) is the hot kernel of the chapter's MLP;
// where the CPU has AVX2 and FMA (checked once, at run time) these 8-wide kernels run it
// instead. They are plain functions with a target attribute, not Eigen instantiated twice:
// two builds of the same template would be one symbol, and the linker could hand the AVX2
// one to a CPU without it.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ASYNCLAB_HAVE_AVX2_GEMV 1

[[gnu::target("avx2,fma")]] inline float hsum8(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}

/// y[j] = alpha * (x . row j of B) + beta * y[j] for j < N: x (K floats) times the transpose
/// of B (N x K, rows ldb apart). Four rows at a time share each load of x. beta 0: y is
/// not read.
[[gnu::target("avx2,fma")]] void gemv_rows_avx2(std::int64_t N, std::int64_t K, float alpha,
                                                const float* x, const float* B, std::int64_t ldb,
                                                float beta, float* y) {
    auto put = [&](std::int64_t j, float dot) {
        y[j] = beta == 0.0f ? alpha * dot : alpha * dot + beta * y[j];
    };
    std::int64_t j = 0;
    for (; j + 4 <= N; j += 4) {
        const float* b0 = B + j * ldb;
        const float* b1 = b0 + ldb;
        const float* b2 = b1 + ldb;
        const float* b3 = b2 + ldb;
        __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
        std::int64_t k = 0;
        for (; k + 8 <= K; k += 8) {
            const __m256 xv = _mm256_loadu_ps(x + k);
            s0 = _mm256_fmadd_ps(_mm256_loadu_ps(b0 + k), xv, s0);
            s1 = _mm256_fmadd_ps(_mm256_loadu_ps(b1 + k), xv, s1);
            s2 = _mm256_fmadd_ps(_mm256_loadu_ps(b2 + k), xv, s2);
            s3 = _mm256_fmadd_ps(_mm256_loadu_ps(b3 + k), xv, s3);
        }
        float d0 = hsum8(s0), d1 = hsum8(s1), d2 = hsum8(s2), d3 = hsum8(s3);
        for (; k < K; ++k) {
            d0 += b0[k] * x[k];
            d1 += b1[k] * x[k];
            d2 += b2[k] * x[k];
            d3 += b3[k] * x[k];
        }
        put(j, d0);
        put(j + 1, d1);
        put(j + 2, d2);
        put(j + 3, d3);
    }
    for (; j < N; ++j) {
        const float* b0 = B + j * ldb;
        __m256 s0 = _mm256_setzero_ps(), s1 = s0;
        std::int64_t k = 0;
        for (; k + 16 <= K; k += 16) {
            s0 = _mm256_fmadd_ps(_mm256_loadu_ps(b0 + k), _mm256_loadu_ps(x + k), s0);
            s1 = _mm256_fmadd_ps(_mm256_loadu_ps(b0 + k + 8), _mm256_loadu_ps(x + k + 8), s1);
        }
        for (; k + 8 <= K; k += 8)
            s0 = _mm256_fmadd_ps(_mm256_loadu_ps(b0 + k), _mm256_loadu_ps(x + k), s0);
        float d = hsum8(_mm256_add_ps(s0, s1));
        for (; k < K; ++k) d += b0[k] * x[k];
        put(j, d);
    }
}

/// y = alpha * x B + beta * y: x (K floats) times B (K x N, rows ldb apart), y N floats.
/// Four rows of B at a time are added into y, which stays in the core's cache. beta 0: y
/// is not read.
[[gnu::target("avx2,fma")]] void gemv_cols_avx2(std::int64_t N, std::int64_t K, float alpha,
                                                const float* x, const float* B, std::int64_t ldb,
                                                float beta, float* y) {
    for (std::int64_t j = 0; j < N; ++j) y[j] = beta == 0.0f ? 0.0f : beta * y[j];
    std::int64_t k = 0;
    for (; k + 4 <= K; k += 4) {
        const float a0 = alpha * x[k], a1 = alpha * x[k + 1], a2 = alpha * x[k + 2],
                    a3 = alpha * x[k + 3];
        const __m256 v0 = _mm256_set1_ps(a0), v1 = _mm256_set1_ps(a1), v2 = _mm256_set1_ps(a2),
                     v3 = _mm256_set1_ps(a3);
        const float* r0 = B + k * ldb;
        const float* r1 = r0 + ldb;
        const float* r2 = r1 + ldb;
        const float* r3 = r2 + ldb;
        std::int64_t j = 0;
        for (; j + 8 <= N; j += 8) {
            __m256 acc = _mm256_loadu_ps(y + j);
            acc = _mm256_fmadd_ps(_mm256_loadu_ps(r0 + j), v0, acc);
            acc = _mm256_fmadd_ps(_mm256_loadu_ps(r1 + j), v1, acc);
            acc = _mm256_fmadd_ps(_mm256_loadu_ps(r2 + j), v2, acc);
            acc = _mm256_fmadd_ps(_mm256_loadu_ps(r3 + j), v3, acc);
            _mm256_storeu_ps(y + j, acc);
        }
        for (; j < N; ++j) y[j] += a0 * r0[j] + a1 * r1[j] + a2 * r2[j] + a3 * r3[j];
    }
    for (; k < K; ++k) {
        const float a = alpha * x[k];
        const __m256 v = _mm256_set1_ps(a);
        const float* r = B + k * ldb;
        std::int64_t j = 0;
        for (; j + 8 <= N; j += 8)
            _mm256_storeu_ps(y + j,
                             _mm256_fmadd_ps(_mm256_loadu_ps(r + j), v, _mm256_loadu_ps(y + j)));
        for (; j < N; ++j) y[j] += a * r[j];
    }
}

bool cpu_has_avx2_fma() {
    static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return has;
}
#else
bool cpu_has_avx2_fma() {
    return false;
}
#endif

std::atomic<bool>& avx2_gemv_enabled() {
    static std::atomic<bool> enabled{true};
    return enabled;
}

template <typename T>
void gemm_eigen(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K, T alpha,
                const T* A, std::int64_t lda, const T* B, std::int64_t ldb, T beta, T* C,
                std::int64_t ldc) {
#if defined(ASYNCLAB_HAVE_AVX2_GEMV)
    if constexpr (std::is_same_v<T, float>) {
        if (M == 1 && !trans_a && vector_gemv()) {
            if (trans_b)
                gemv_rows_avx2(N, K, alpha, A, B, ldb, beta, C);
            else
                gemv_cols_avx2(N, K, alpha, A, B, ldb, beta, C);
            return;
        }
    }
#endif
    MutMap<T> c(C, M, N, Eigen::OuterStride<>(ldc));
    const ConstMap<T> a(A, trans_a ? K : M, trans_a ? M : K, Eigen::OuterStride<>(lda));
    const ConstMap<T> b(B, trans_b ? N : K, trans_b ? K : N, Eigen::OuterStride<>(ldb));
    if (!trans_a && !trans_b)
        eigen_product(a, b, alpha, beta, c);
    else if (!trans_a && trans_b)
        eigen_product(a, b.transpose(), alpha, beta, c);
    else if (trans_a && !trans_b)
        eigen_product(a.transpose(), b, alpha, beta, c);
    else
        eigen_product(a.transpose(), b.transpose(), alpha, beta, c);
}

#if defined(ASYNCLAB_HAVE_OPENBLAS)
bool fits_blasint(std::int64_t v) {
    return v <= INT_MAX;
}

void blas_call(bool ta, bool tb, blasint M, blasint N, blasint K, float alpha, const float* A,
               blasint lda, const float* B, blasint ldb, float beta, float* C, blasint ldc) {
    openblas()->sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
                      M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}
void blas_call(bool ta, bool tb, blasint M, blasint N, blasint K, double alpha, const double* A,
               blasint lda, const double* B, blasint ldb, double beta, double* C, blasint ldc) {
    openblas()->dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
                      M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}
#endif

template <typename T>
void gemm_impl(GemmBackend backend, bool trans_a, bool trans_b, std::int64_t M, std::int64_t N,
               std::int64_t K, T alpha, const T* A, std::int64_t lda, const T* B, std::int64_t ldb,
               T beta, T* C, std::int64_t ldc) {
    check_args(trans_a, trans_b, M, N, K, lda, ldb, ldc);
    if (M == 0 || N == 0) return;
    if (K == 0 || alpha == T(0)) {
        // No product term: C = beta * C (C not read when beta == 0).
        MutMap<T> c(C, M, N, Eigen::OuterStride<>(ldc));
        if (beta == T(0))
            c.setZero();
        else if (beta != T(1))
            c *= beta;
        return;
    }
#if defined(ASYNCLAB_HAVE_OPENBLAS)
    if (backend == GemmBackend::OpenBLAS && openblas() && fits_blasint(M) && fits_blasint(N) &&
        fits_blasint(K) && fits_blasint(lda) && fits_blasint(ldb) && fits_blasint(ldc)) {
        auto call = [&] {
            blas_call(trans_a, trans_b, static_cast<blasint>(M), static_cast<blasint>(N),
                      static_cast<blasint>(K), alpha, A, static_cast<blasint>(lda), B,
                      static_cast<blasint>(ldb), beta, C, static_cast<blasint>(ldc));
        };
        if (2.0 * static_cast<double>(M) * static_cast<double>(N) * static_cast<double>(K) <=
                kParallelGemmFlops ||
            blas_threads() <= 1) {
            call();
            return;
        }
        // A product that OpenBLAS spreads over all its threads runs alone. Two at once (the
        // engine's workers run a backward pass's dX and dW side by side) put four threads on
        // the cores of two, whose busy-waiting at each other's barriers cost a third of the
        // throughput: measured on 2 cores, the pair 1024x2048x512 and (512x1024)^T x
        // 1024x2048 took 16 to 19 ms at once against 12.5 ms one after the other.
        static std::mutex parallel_blas;
        const std::lock_guard lock(parallel_blas);
        call();
        return;
    }
#else
    (void)backend;
#endif
    gemm_eigen(trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}

}  // namespace

void gemm(GemmBackend backend, bool trans_a, bool trans_b, std::int64_t M, std::int64_t N,
          std::int64_t K, float alpha, const float* A, std::int64_t lda, const float* B,
          std::int64_t ldb, float beta, float* C, std::int64_t ldc) {
    gemm_impl(backend, trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}
void gemm(GemmBackend backend, bool trans_a, bool trans_b, std::int64_t M, std::int64_t N,
          std::int64_t K, double alpha, const double* A, std::int64_t lda, const double* B,
          std::int64_t ldb, double beta, double* C, std::int64_t ldc) {
    gemm_impl(backend, trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
}
void gemm(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K, float alpha,
          const float* A, std::int64_t lda, const float* B, std::int64_t ldb, float beta, float* C,
          std::int64_t ldc) {
    gemm_impl(gemm_backend_for(M, N), trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C,
              ldc);
}
void gemm(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K, double alpha,
          const double* A, std::int64_t lda, const double* B, std::int64_t ldb, double beta,
          double* C, std::int64_t ldc) {
    gemm_impl(gemm_backend_for(M, N), trans_a, trans_b, M, N, K, alpha, A, lda, B, ldb, beta, C,
              ldc);
}

bool gemm_backend_available(GemmBackend backend) {
    return backend == GemmBackend::Eigen || blas_load_status().loaded;
}

bool set_gemm_backend(GemmBackend backend) {
    if (!gemm_backend_available(backend)) return false;
    backend_slot().store(backend, std::memory_order_relaxed);
    return true;
}

GemmBackend gemm_backend() {
    return backend_slot().load(std::memory_order_relaxed);
}

bool set_vector_gemv(bool on) {
    avx2_gemv_enabled().store(on, std::memory_order_relaxed);
    return vector_gemv();
}

bool vector_gemv() {
    return cpu_has_avx2_fma() && avx2_gemv_enabled().load(std::memory_order_relaxed);
}

GemmBackend gemm_backend_for(std::int64_t M, std::int64_t N) {
    const GemmBackend b = gemm_backend();
    if (b == GemmBackend::OpenBLAS && (M == 1 || N == 1)) return GemmBackend::Eigen;
    return b;
}

const char* gemm_backend_name(GemmBackend backend) {
    return backend == GemmBackend::OpenBLAS ? "OpenBLAS" : "Eigen";
}

// --- OpenBLAS's kernels ----------------------------------------------------------------

namespace {

bool same_name(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

CpuVectorIsa this_cpu_isa() {
    CpuVectorIsa isa;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    __builtin_cpu_init();
    isa.avx2_fma = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    isa.avx512 = isa.avx2_fma && __builtin_cpu_supports("avx512f") &&
                 __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512bw") &&
                 __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
#endif
    return isa;
}

std::string blas_core() {
#if defined(ASYNCLAB_HAVE_OPENBLAS)
    if (const OpenBlasApi* api = openblas()) {
        const char* name = api->get_corename();
        return name ? std::string(name) : std::string();
    }
#endif
    return {};
}

std::optional<std::string> better_blas_core(std::string_view detected, CpuVectorIsa isa) {
    // OpenBLAS's x86 kernels from before AVX2, by the names it reports.
    static constexpr std::array<std::string_view, 18> kOlder = {
        "Prescott",  "Core2",  "Penryn",     "Dunnington", "Nehalem",     "Sandybridge",
        "Atom",      "Katmai", "Coppermine", "Northwood",  "Banias",      "Opteron",
        "Barcelona", "Bobcat", "Bulldozer",  "Piledriver", "Steamroller", "Excavator"};
    const bool older = std::any_of(kOlder.begin(), kOlder.end(),
                                   [&](std::string_view k) { return same_name(k, detected); });
    if (!older) return std::nullopt;
    if (isa.avx512) return std::string("SkylakeX");
    if (isa.avx2_fma) return std::string("Haswell");
    return std::nullopt;
}

std::string blas_core_note() {
    if (const BlasLoadStatus& blas = blas_load_status(); !blas.loaded)
        return "Eigen (" + blas.error + ")";
    const std::string core = blas_core();
    const std::string note = "OpenBLAS, " + core + " kernels";
    if (const std::string asked = env_or_empty("OPENBLAS_CORETYPE"); !asked.empty())
        return note + " (OPENBLAS_CORETYPE=" + asked + ")";
    if (auto better = better_blas_core(core, this_cpu_isa()))
        return note + " (OpenBLAS took this CPU for an older one: OPENBLAS_CORETYPE=" + *better +
               " in the environment runs faster ones)";
    return note + " (chosen by OpenBLAS)";
}

std::string blas_threads_note() {
    const BlasLoadStatus& blas = blas_load_status();
    if (!blas.loaded) return {};
    const int n = blas_threads();
    return std::to_string(n) + (n == 1 ? " thread" : " threads") + "; idle ones look for work " +
           blas.thread_timeout + ", then sleep";
}

std::string gemm_backend_description() {
    const GemmBackend b = gemm_backend();
    if (b != GemmBackend::OpenBLAS) return gemm_backend_name(b);
    return std::string(gemm_backend_name(b)) + " (" + blas_core() + ")";
}

void set_blas_threads(int threads) {
#if defined(ASYNCLAB_HAVE_OPENBLAS)
    if (const OpenBlasApi* api = openblas()) api->set_num_threads(threads < 1 ? 1 : threads);
#else
    (void)threads;
#endif
}

int blas_threads() {
#if defined(ASYNCLAB_HAVE_OPENBLAS)
    if (const OpenBlasApi* api = openblas()) return api->get_num_threads();
#endif
    return 1;
}

}  // namespace asynclab::cpu
