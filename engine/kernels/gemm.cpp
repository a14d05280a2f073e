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

template <typename T>
void gemm_eigen(bool trans_a, bool trans_b, std::int64_t M, std::int64_t N, std::int64_t K, T alpha,
                const T* A, std::int64_t lda, const T* B, std::int64_t ldb, T beta, T* C,
                std::int64_t ldc) {
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
