// CPU kernel layer (engine/kernels): every kernel against a naive reference loop, for
// float and double.
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QtTest/QtTest>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <numbers>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "engine/kernels/cpu_kernels.h"
#include "engine/kernels/openblas.h"

using asynclab::Shape;
namespace cpu = asynclab::cpu;
using cpu::BinaryOp;
using cpu::GemmBackend;
using cpu::UnaryOp;

Q_DECLARE_METATYPE(asynclab::Shape)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

// Fails the calling test function (and returns from it) when a helper failed.
#define RUN_TYPED(call)                         \
    do {                                        \
        call<float>();                          \
        if (QTest::currentTestFailed()) return; \
        call<double>();                         \
        if (QTest::currentTestFailed()) return; \
    } while (0)

template <typename T>
std::vector<T> random_vec(std::int64_t n, double lo, double hi, unsigned seed) {
    std::mt19937 gen(seed);
    std::uniform_real_distribution<double> dist(lo, hi);
    std::vector<T> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = static_cast<T>(dist(gen));
    return v;
}

template <typename T>
double tol() {
    return std::is_same_v<T, float> ? 2e-5 : 1e-12;
}

// Relative-or-absolute closeness; NaN equals NaN, infinities must match.
template <typename T>
bool close(T got, double want, double rtol, double atol = 0) {
    if (std::isnan(want)) return std::isnan(got);
    if (std::isinf(want)) return static_cast<double>(got) == want;
    const double diff = std::abs(static_cast<double>(got) - want);
    return diff <= atol + rtol * std::max(1.0, std::abs(want));
}

template <typename T>
bool all_close(const std::vector<T>& got, const std::vector<double>& want, double rtol,
               double atol = 0) {
    if (got.size() != want.size()) {
        qWarning("size %zu vs %zu", got.size(), want.size());
        return false;
    }
    for (std::size_t i = 0; i < got.size(); ++i) {
        if (!close(got[i], want[i], rtol, atol)) {
            qWarning("index %zu: got %.17g want %.17g", i, static_cast<double>(got[i]), want[i]);
            return false;
        }
    }
    return true;
}

std::vector<std::int64_t> unravel(std::int64_t flat, const Shape& s) {
    std::vector<std::int64_t> idx(s.ndim(), 0);
    for (std::size_t i = s.ndim(); i-- > 0;) {
        idx[i] = flat % s[i];
        flat /= s[i];
    }
    return idx;
}

// Flat index into `s` for an index of a (possibly higher-rank) broadcast shape.
std::int64_t bcast_index(const std::vector<std::int64_t>& idx, const Shape& s) {
    const std::size_t lead = idx.size() - s.ndim();
    std::int64_t flat = 0;
    for (std::size_t i = 0; i < s.ndim(); ++i) flat = flat * s[i] + (s[i] == 1 ? 0 : idx[lead + i]);
    return flat;
}

double ref_binary(BinaryOp op, double a, double b) {
    switch (op) {
        case BinaryOp::Add: return a + b;
        case BinaryOp::Sub: return a - b;
        case BinaryOp::Mul: return a * b;
        case BinaryOp::Div: return a / b;
        case BinaryOp::Pow: return std::pow(a, b);
        case BinaryOp::Max: return std::isnan(a) || std::isnan(b) ? NAN : std::max(a, b);
        case BinaryOp::Min: return std::isnan(a) || std::isnan(b) ? NAN : std::min(a, b);
        case BinaryOp::Equal: return a == b ? 1 : 0;
        case BinaryOp::NotEqual: return a != b ? 1 : 0;
        case BinaryOp::Less: return a < b ? 1 : 0;
        case BinaryOp::LessEqual: return a <= b ? 1 : 0;
        case BinaryOp::Greater: return a > b ? 1 : 0;
        case BinaryOp::GreaterEqual: return a >= b ? 1 : 0;
    }
    return 0;
}

double ref_unary(UnaryOp op, double x) {
    switch (op) {
        case UnaryOp::Relu: return x > 0 ? x : 0;
        case UnaryOp::Sigmoid: return 1 / (1 + std::exp(-x));
        case UnaryOp::Tanh: return std::tanh(x);
        case UnaryOp::Exp: return std::exp(x);
        case UnaryOp::Log: return std::log(x);
        case UnaryOp::Neg: return -x;
        case UnaryOp::Sqrt: return std::sqrt(x);
        case UnaryOp::Square: return x * x;
        case UnaryOp::Abs: return std::abs(x);
    }
    return 0;
}

double ref_derivative(UnaryOp op, double x) {
    switch (op) {
        case UnaryOp::Relu: return x > 0 ? 1 : 0;
        case UnaryOp::Sigmoid: {
            const double s = 1 / (1 + std::exp(-x));
            return s * (1 - s);
        }
        case UnaryOp::Tanh: return 1 - std::tanh(x) * std::tanh(x);
        case UnaryOp::Exp: return std::exp(x);
        case UnaryOp::Log: return 1 / x;
        case UnaryOp::Neg: return -1;
        case UnaryOp::Sqrt: return 0.5 / std::sqrt(x);
        case UnaryOp::Square: return 2 * x;
        case UnaryOp::Abs: return x > 0 ? 1 : (x < 0 ? -1 : 0);
    }
    return 0;
}

const std::vector<BinaryOp> kBinaryOps = {
    BinaryOp::Add,         BinaryOp::Sub,  BinaryOp::Mul,       BinaryOp::Div,
    BinaryOp::Pow,         BinaryOp::Max,  BinaryOp::Min,       BinaryOp::Equal,
    BinaryOp::NotEqual,    BinaryOp::Less, BinaryOp::LessEqual, BinaryOp::Greater,
    BinaryOp::GreaterEqual};
const std::vector<UnaryOp> kUnaryOps = {UnaryOp::Relu, UnaryOp::Sigmoid, UnaryOp::Tanh,
                                        UnaryOp::Exp,  UnaryOp::Log,     UnaryOp::Neg,
                                        UnaryOp::Sqrt, UnaryOp::Square,  UnaryOp::Abs};

// Naive reduction reference: op over the input, grouped by output index.
enum class RefReduce { Sum, Mean, Max };
std::vector<double> ref_reduce(RefReduce kind, const Shape& s, const std::vector<double>& in,
                               const std::vector<int>& axes) {
    std::vector<bool> red(s.ndim(), axes.empty());
    for (int a : axes)
        red[static_cast<std::size_t>(a < 0 ? a + static_cast<int>(s.ndim()) : a)] = true;
    const Shape out_shape = cpu::reduce_shape(s, axes, true);
    const std::int64_t on = out_shape.size();
    std::vector<double> acc(static_cast<std::size_t>(on), kind == RefReduce::Max ? -INFINITY : 0.0);
    std::vector<std::int64_t> cnt(static_cast<std::size_t>(on), 0);
    for (std::int64_t f = 0; f < s.size(); ++f) {
        auto idx = unravel(f, s);
        for (std::size_t i = 0; i < idx.size(); ++i)
            if (red[i]) idx[i] = 0;
        const auto o = static_cast<std::size_t>(bcast_index(idx, out_shape));
        const double v = in[static_cast<std::size_t>(f)];
        if (kind == RefReduce::Max)
            acc[o] = std::max(acc[o], v);
        else
            acc[o] += v;
        ++cnt[o];
    }
    if (kind == RefReduce::Mean)
        for (std::size_t o = 0; o < acc.size(); ++o) acc[o] /= static_cast<double>(cnt[o]);
    return acc;
}

template <typename T>
std::vector<double> to_double(const std::vector<T>& v) {
    return std::vector<double>(v.begin(), v.end());
}

}  // namespace

class TestCpuKernels : public QObject {
    Q_OBJECT

  private slots:
    // GEMM
    void gemm_data();
    void gemm();
    void gemmBetaZeroIgnoresC();
    void gemmEdgeCases();
    void gemmBackendSelection();
    void gemmRunsMatrixVectorProductsOnEigen();
    void gemmOneRowVectorKernels();
    void gemmConcurrentCalls();
    void blasNoteNamesFasterKernelsTheCpuRuns();
    void openBlasThreadTimeoutLeavesTheUsersChoice();
    void openBlasThatCannotBeLoadedIsNamed();
    void openBlasThreadsSleepSoonAfterAGemm();
    // Elementwise
    void broadcastShape_data();
    void broadcastShape();
    void binary_data();
    void binary();
    void binaryNaNAndErrors();
    void binaryScalar();
    void unaryOps();
    void biasActivation();
    void sgdUpdate();
    void unaryBackward();
    void reduceToShape_data();
    void reduceToShape();
    // Fills and random
    void fillValues();
    void philoxKnownAnswers();
    void randomDeterminism();
    void randomChunking();
    void randomDistributions();
    // Reductions
    void reductions_data();
    void reductions();
    void reductionErrorsAndEdges();
    void sumAccuracyFloat();
    void argmaxLastAxis();
    // Layout
    void transpose_data();
    void transpose();
    void concat();
    void slice();
    void copy();
    // Cost model
    void costModel();

  private:
    template <typename T>
    void check_gemm();
    template <typename T>
    void check_binary();
    template <typename T>
    void check_binary_scalar();
    template <typename T>
    void check_unary();
    template <typename T>
    void check_unary_backward();
    template <typename T>
    void check_reduce_to_shape();
    template <typename T>
    void check_random();
    template <typename T>
    void check_reductions();
    template <typename T>
    void check_transpose();
    template <typename T>
    void check_concat();
    template <typename T>
    void check_slice();
};

// ---------------------------------------------------------------------------------------- GEMM

void TestCpuKernels::gemm_data() {
    QTest::addColumn<int>("backend");
    QTest::addColumn<bool>("ta");
    QTest::addColumn<bool>("tb");
    QTest::addColumn<int>("M");
    QTest::addColumn<int>("N");
    QTest::addColumn<int>("K");
    QTest::addColumn<int>("pad");  // extra leading-dimension elements
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("beta");
    struct Size {
        int M, N, K, pad;
        double alpha, beta;
    };
    const Size sizes[] = {{37, 53, 19, 0, 1.0, 0.0},
                          {37, 53, 19, 5, 1.5, 0.5},
                          {1, 1, 1, 0, 2.0, 1.0},
                          {64, 17, 130, 3, -0.5, 0.0},
                          {5, 200, 3, 1, 1.0, -1.0},
                          // matrix-vector products (one row, one column)
                          {1, 53, 19, 2, 1.5, 0.5},
                          {37, 1, 19, 3, 1.0, 0.0},
                          {1, 300, 260, 0, 1.0, 0.0}};
    // 0: OpenBLAS, 1: Eigen, 2: the process-wide gemm(), which picks per shape
    for (int backend : {0, 1, 2}) {
        for (bool ta : {false, true}) {
            for (bool tb : {false, true}) {
                for (const auto& s : sizes) {
                    const QByteArray name =
                        QByteArray(backend == 0   ? "openblas"
                                   : backend == 1 ? "eigen"
                                                  : "default") +
                        (ta ? " At" : " A") + (tb ? " Bt " : " B ") + QByteArray::number(s.M) +
                        "x" + QByteArray::number(s.N) + "x" + QByteArray::number(s.K) + " pad" +
                        QByteArray::number(s.pad) + " beta" + QByteArray::number(s.beta);
                    QTest::newRow(name.constData())
                        << backend << ta << tb << s.M << s.N << s.K << s.pad << s.alpha << s.beta;
                }
            }
        }
    }
}

template <typename T>
void TestCpuKernels::check_gemm() {
    QFETCH(int, backend);
    QFETCH(bool, ta);
    QFETCH(bool, tb);
    QFETCH(int, M);
    QFETCH(int, N);
    QFETCH(int, K);
    QFETCH(int, pad);
    QFETCH(double, alpha);
    QFETCH(double, beta);
    const auto be = static_cast<GemmBackend>(backend);
    if (backend < 2 && !cpu::gemm_backend_available(be)) QSKIP("backend not compiled in");
    const std::int64_t a_rows = ta ? K : M, a_cols = ta ? M : K;
    const std::int64_t b_rows = tb ? N : K, b_cols = tb ? K : N;
    const std::int64_t lda = a_cols + pad, ldb = b_cols + pad, ldc = N + pad;
    const auto A = random_vec<T>(a_rows * lda, -1, 1, 1);
    const auto B = random_vec<T>(b_rows * ldb, -1, 1, 2);
    auto C = random_vec<T>(static_cast<std::int64_t>(M) * ldc, -1, 1, 3);
    const auto C0 = C;
    if (backend < 2)
        cpu::gemm(be, ta, tb, M, N, K, static_cast<T>(alpha), A.data(), lda, B.data(), ldb,
                  static_cast<T>(beta), C.data(), ldc);
    else
        cpu::gemm(ta, tb, M, N, K, static_cast<T>(alpha), A.data(), lda, B.data(), ldb,
                  static_cast<T>(beta), C.data(), ldc);
    for (int i = 0; i < M; ++i) {
        for (int j = 0; j < N; ++j) {
            double acc = 0, mag = 0;
            for (int k = 0; k < K; ++k) {
                const double a = ta ? A[static_cast<std::size_t>(k * lda + i)]
                                    : A[static_cast<std::size_t>(i * lda + k)];
                const double b = tb ? B[static_cast<std::size_t>(j * ldb + k)]
                                    : B[static_cast<std::size_t>(k * ldb + j)];
                acc += a * b;
                mag += std::abs(a * b);
            }
            const std::size_t c = static_cast<std::size_t>(i * ldc + j);
            const double want = alpha * acc + beta * static_cast<double>(C0[c]);
            const double slack = tol<T>() * (1 + std::abs(alpha) * mag + std::abs(beta));
            if (std::abs(static_cast<double>(C[c]) - want) > slack) {
                QFAIL(qPrintable(QString("C[%1,%2] = %3, want %4")
                                     .arg(i)
                                     .arg(j)
                                     .arg(static_cast<double>(C[c]))
                                     .arg(want)));
            }
        }
        for (std::int64_t j = N; j < ldc; ++j) {  // padding untouched
            const std::size_t c = static_cast<std::size_t>(i * ldc + j);
            QCOMPARE(C[c], C0[c]);
        }
    }
}

void TestCpuKernels::gemm() {
    RUN_TYPED(check_gemm);
}

void TestCpuKernels::gemmBetaZeroIgnoresC() {
    for (auto be : {GemmBackend::OpenBLAS, GemmBackend::Eigen}) {
        if (!cpu::gemm_backend_available(be)) continue;
        const std::vector<double> A = {1, 2, 3, 4, 5, 6};  // 2x3
        const std::vector<double> B = {1, 0, 0, 1, 1, 1};  // 3x2
        std::vector<double> C(4, std::numeric_limits<double>::quiet_NaN());
        cpu::gemm(be, false, false, 2, 2, 3, 1.0, A.data(), 3, B.data(), 2, 0.0, C.data(), 2);
        QCOMPARE(C, (std::vector<double>{4, 5, 10, 11}));
        std::vector<float> Af(A.begin(), A.end()), Bf(B.begin(), B.end());
        std::vector<float> Cf(4, std::numeric_limits<float>::quiet_NaN());
        cpu::gemm(be, false, false, 2, 2, 3, 1.0f, Af.data(), 3, Bf.data(), 2, 0.0f, Cf.data(), 2);
        QCOMPARE(Cf, (std::vector<float>{4, 5, 10, 11}));
    }
}

void TestCpuKernels::gemmEdgeCases() {
    for (auto be : {GemmBackend::OpenBLAS, GemmBackend::Eigen}) {
        if (!cpu::gemm_backend_available(be)) continue;
        // K == 0: C = beta * C.
        std::vector<float> C = {1, 2, 3, 4};
        cpu::gemm(be, false, false, 2, 2, 0, 1.0f, nullptr, 1, nullptr, 2, 2.0f, C.data(), 2);
        QCOMPARE(C, (std::vector<float>{2, 4, 6, 8}));
        cpu::gemm(be, false, false, 2, 2, 0, 1.0f, nullptr, 1, nullptr, 2, 0.0f, C.data(), 2);
        QCOMPARE(C, (std::vector<float>{0, 0, 0, 0}));
        // M == 0: nothing happens.
        cpu::gemm(be, false, false, 0, 2, 3, 1.0f, nullptr, 3, nullptr, 2, 0.0f, nullptr, 2);
        // Invalid leading dimensions and sizes throw.
        std::vector<float> A(6), B(6);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 cpu::gemm(be, false, false, 2, 2, 3, 1.0f, A.data(), 2, B.data(),
                                           2, 0.0f, C.data(), 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 cpu::gemm(be, false, false, 2, 2, 3, 1.0f, A.data(), 3, B.data(),
                                           2, 0.0f, C.data(), 1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 cpu::gemm(be, false, false, -1, 2, 3, 1.0f, A.data(), 3, B.data(),
                                           2, 0.0f, C.data(), 2));
    }
}

void TestCpuKernels::blasNoteNamesFasterKernelsTheCpuRuns() {
    const cpu::CpuVectorIsa none{}, avx2{true, false}, avx512{true, true};
    // OpenBLAS's generic or pre-AVX2 choice on a CPU with newer instructions: the newest
    // kernels the CPU runs.
    QCOMPARE(cpu::better_blas_core("Prescott", avx512).value_or(""), std::string("SkylakeX"));
    QCOMPARE(cpu::better_blas_core("prescott", avx2).value_or(""), std::string("Haswell"));
    QCOMPARE(cpu::better_blas_core("Sandybridge", avx2).value_or(""), std::string("Haswell"));
    QCOMPARE(cpu::better_blas_core("Nehalem", avx512).value_or(""), std::string("SkylakeX"));
    // A choice that stands: the CPU has nothing newer, or OpenBLAS recognised it (an AVX2 or
    // later Intel core, an AMD Zen).
    QVERIFY(!cpu::better_blas_core("Prescott", none));
    QVERIFY(!cpu::better_blas_core("SkylakeX", avx512));
    QVERIFY(!cpu::better_blas_core("Haswell", avx512));
    QVERIFY(!cpu::better_blas_core("Zen", avx2));
    QVERIFY(!cpu::better_blas_core("", avx512));

    // The note names the kernels in use and, where they are older than the CPU runs, the
    // setting for better ones.
    const std::string core = cpu::blas_core();
    const std::string note = cpu::blas_core_note();
    if (!cpu::gemm_backend_available(GemmBackend::OpenBLAS)) {
        QVERIFY(core.empty());
        QCOMPARE(note, "Eigen (" + cpu::blas_load_status().error + ")");
        QVERIFY(cpu::blas_threads_note().empty());
        return;
    }
    QVERIFY(!core.empty());
    QVERIFY2(note.rfind("OpenBLAS, " + core + " kernels", 0) == 0, note.c_str());
    const auto better = cpu::better_blas_core(core, cpu::this_cpu_isa());
    if (better && !std::getenv("OPENBLAS_CORETYPE"))
        QVERIFY2(note.find("OPENBLAS_CORETYPE=" + *better +
                           " in the environment runs faster "
                           "ones") != std::string::npos,
                 note.c_str());
    QVERIFY2(QString::fromStdString(cpu::gemm_backend_description())
                     .contains(QString::fromStdString(core)) ||
                 cpu::gemm_backend() != GemmBackend::OpenBLAS,
             cpu::gemm_backend_description().c_str());
}

void TestCpuKernels::openBlasThreadTimeoutLeavesTheUsersChoice() {
    // Nothing in the environment: AsyncLab's setting.
    QCOMPARE(cpu::blas_thread_timeout_to_set(nullptr, nullptr).value_or(-1),
             cpu::kBlasThreadTimeoutLog2);
    QCOMPARE(cpu::blas_thread_timeout_to_set("", nullptr).value_or(-1),
             cpu::kBlasThreadTimeoutLog2);
    // Either name set by the user: OpenBLAS reads it, AsyncLab sets nothing.
    QVERIFY(!cpu::blas_thread_timeout_to_set("28", nullptr));
    QVERIFY(!cpu::blas_thread_timeout_to_set(nullptr, "20"));
    QVERIFY(!cpu::blas_thread_timeout_to_set("4", "20"));

    const cpu::BlasLoadStatus& blas = cpu::blas_load_status();
    if (!blas.loaded) QSKIP("OpenBLAS is not loaded here");
    const char* asked = std::getenv("OPENBLAS_THREAD_TIMEOUT");
    const char* asked_goto = std::getenv("GOTO_THREAD_TIMEOUT");
    if (cpu::blas_thread_timeout_to_set(asked, asked_goto))
        QCOMPARE(blas.thread_timeout, "for 2^" + std::to_string(cpu::kBlasThreadTimeoutLog2) +
                                          " cycles (AsyncLab's setting)");
    else
        QVERIFY2(blas.thread_timeout.find("in the environment says") != std::string::npos,
                 blas.thread_timeout.c_str());
    const std::string note = cpu::blas_threads_note();
    QVERIFY2(note.find(blas.thread_timeout) != std::string::npos, note.c_str());
    QVERIFY2(note.rfind(std::to_string(cpu::blas_threads()) + " thread", 0) == 0, note.c_str());
}

void TestCpuKernels::openBlasThatCannotBeLoadedIsNamed() {
    const bool had_timeout = std::getenv("OPENBLAS_THREAD_TIMEOUT") != nullptr;
    const std::vector<std::string> missing{"/nonexistent/asynclab-test/libopenblas.so.0",
                                           "libasynclab-no-such-blas.so.7"};
    const cpu::BlasLoadStatus status = cpu::load_openblas(missing);
    QVERIFY(!status.loaded);
    if (!cpu::blas_load_status().loaded && status.error.find("built without") != std::string::npos)
        return;  // a build without OpenBLAS tries nothing
    // Every file tried is named, with the loader's reason.
    for (const std::string& file : missing)
        QVERIFY2(status.error.find(file) != std::string::npos, status.error.c_str());
    QVERIFY2(status.error.rfind("OpenBLAS could not be loaded", 0) == 0, status.error.c_str());
    // The setting made for the load is taken out of the environment again.
    QCOMPARE(std::getenv("OPENBLAS_THREAD_TIMEOUT") != nullptr, had_timeout);
    // The library loaded at start is still the one in use.
    if (cpu::blas_load_status().loaded) QVERIFY(cpu::gemm_backend_available(GemmBackend::OpenBLAS));
}

void TestCpuKernels::openBlasThreadsSleepSoonAfterAGemm() {
    if (!cpu::gemm_backend_available(GemmBackend::OpenBLAS)) QSKIP("OpenBLAS is not loaded here");
    if (!cpu::blas_thread_timeout_to_set(std::getenv("OPENBLAS_THREAD_TIMEOUT"),
                                         std::getenv("GOTO_THREAD_TIMEOUT")))
        QSKIP("the environment sets how long OpenBLAS's threads spin");
    if (cpu::blas_threads() < 2) QSKIP("OpenBLAS runs one thread here");
    // CPU time of every thread of this process but the calling one, from the kernel's
    // per-thread accounting.
    const auto others_cpu_ns = [] {
        const QString self = QString::number(gettid());
        std::uint64_t sum = 0;
        const QStringList tasks =
            QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString& tid : tasks) {
            if (tid == self) continue;
            QFile f("/proc/self/task/" + tid + "/schedstat");
            if (!f.open(QIODevice::ReadOnly)) continue;  // a thread that just ended
            sum += f.readAll().split(' ').value(0).trimmed().toULongLong();
        }
        return sum;
    };
    if (!QFile::exists("/proc/self/task/" + QString::number(gettid()) + "/schedstat"))
        QSKIP("no per-thread scheduler statistics here");
    // Large enough for OpenBLAS to split it across its threads.
    const int n = 512;
    std::vector<float> A(n * n, 1.0f), B(n * n, 0.5f), C(n * n);
    for (int rep = 0; rep < 3; ++rep)
        cpu::gemm(GemmBackend::OpenBLAS, false, false, n, n, n, 1.0f, A.data(), n, B.data(), n,
                  0.0f, C.data(), n);
    QCOMPARE(C[0], 0.5f * n);
    // With OpenBLAS's default the helpers would now spin for about 0.1 s (2^28 cycles),
    // most of the window below; with AsyncLab's setting they sleep within microseconds.
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const std::uint64_t before = others_cpu_ns();
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const std::uint64_t used = others_cpu_ns() - before;
    QVERIFY2(used < 20'000'000,
             qPrintable(QString("the other threads used %1 ms of CPU in 200 ms after the GEMM")
                            .arg(static_cast<double>(used) / 1e6)));
}

void TestCpuKernels::gemmBackendSelection() {
    QVERIFY(cpu::gemm_backend_available(GemmBackend::Eigen));
    const GemmBackend initial = cpu::gemm_backend();
    if (cpu::gemm_backend_available(GemmBackend::OpenBLAS))
        QCOMPARE(initial, GemmBackend::OpenBLAS);
    else
        QCOMPARE(initial, GemmBackend::Eigen);
    QCOMPARE(QString(cpu::gemm_backend_name(GemmBackend::OpenBLAS)), QString("OpenBLAS"));
    QCOMPARE(QString(cpu::gemm_backend_name(GemmBackend::Eigen)), QString("Eigen"));
    QVERIFY(cpu::set_gemm_backend(GemmBackend::Eigen));
    QCOMPARE(cpu::gemm_backend(), GemmBackend::Eigen);
    // The default-backend overload follows the selection.
    const std::vector<double> A = {1, 2, 3, 4}, B = {5, 6, 7, 8};
    std::vector<double> C(4);
    cpu::gemm(false, false, 2, 2, 2, 1.0, A.data(), 2, B.data(), 2, 0.0, C.data(), 2);
    QCOMPARE(C, (std::vector<double>{19, 22, 43, 50}));
    QCOMPARE(cpu::set_gemm_backend(GemmBackend::OpenBLAS),
             cpu::gemm_backend_available(GemmBackend::OpenBLAS));
    cpu::gemm(true, true, 2, 2, 2, 1.0, A.data(), 2, B.data(), 2, 0.0, C.data(), 2);
    QCOMPARE(C, (std::vector<double>{23, 31, 34, 46}));
    cpu::set_gemm_backend(initial);

    const int threads = cpu::blas_threads();
    QVERIFY(threads >= 1);
    if (cpu::gemm_backend_available(GemmBackend::OpenBLAS)) {
        cpu::set_blas_threads(1);
        QCOMPARE(cpu::blas_threads(), 1);
        cpu::set_blas_threads(0);  // clamped
        QCOMPARE(cpu::blas_threads(), 1);
        cpu::set_blas_threads(threads);
        QCOMPARE(cpu::blas_threads(), threads);
    }
}

void TestCpuKernels::gemmRunsMatrixVectorProductsOnEigen() {
    const GemmBackend initial = cpu::gemm_backend();
    if (cpu::set_gemm_backend(GemmBackend::OpenBLAS)) {
        // One row or one column: Eigen's matrix-vector kernel, on the calling thread.
        QCOMPARE(cpu::gemm_backend_for(1, 256), GemmBackend::Eigen);
        QCOMPARE(cpu::gemm_backend_for(256, 1), GemmBackend::Eigen);
        QCOMPARE(cpu::gemm_backend_for(1, 1), GemmBackend::Eigen);
        // Every other shape stays with OpenBLAS, however small.
        QCOMPARE(cpu::gemm_backend_for(2, 256), GemmBackend::OpenBLAS);
        QCOMPARE(cpu::gemm_backend_for(256, 2), GemmBackend::OpenBLAS);
        QCOMPARE(cpu::gemm_backend_for(2, 2), GemmBackend::OpenBLAS);
    }
    // Eigen chosen for the process: every shape, vectors included.
    QVERIFY(cpu::set_gemm_backend(GemmBackend::Eigen));
    QCOMPARE(cpu::gemm_backend_for(1, 256), GemmBackend::Eigen);
    QCOMPARE(cpu::gemm_backend_for(64, 64), GemmBackend::Eigen);
    cpu::set_gemm_backend(initial);
}

void TestCpuKernels::gemmOneRowVectorKernels() {
    // One-row float products run on AVX2/FMA kernels where the CPU has them, and on Eigen's
    // kernel with them turned off: both agree with a double-precision sum, at every tail of
    // the 4-row, 4-column and 8-element blocking, with the output's neighbours untouched.
    const bool initial = cpu::vector_gemv();
    struct Case {
        bool tb;
        int N, K;
        float alpha, beta;
    };
    const Case cases[] = {
        {true, 1, 1, 1.0f, 0.0f},   {true, 3, 7, 1.0f, 0.0f},    {true, 4, 8, -0.5f, 0.25f},
        {true, 9, 17, 2.0f, 1.0f},  {true, 7, 33, 1.0f, -1.0f},  {true, 256, 512, 1.0f, 0.0f},
        {false, 1, 1, 1.0f, 0.0f},  {false, 7, 3, 1.0f, 0.0f},   {false, 8, 4, -0.5f, 0.25f},
        {false, 17, 9, 2.0f, 1.0f}, {false, 33, 6, 1.0f, -1.0f}, {false, 128, 256, 1.0f, 0.0f}};
    for (const bool vector : {true, false}) {
        if (cpu::set_vector_gemv(vector) != vector) {
            QVERIFY(vector);  // only turning them on can fail: the CPU lacks AVX2 or FMA
            continue;
        }
        for (const Case& c : cases) {
            const std::int64_t ldb = (c.tb ? c.K : c.N) + 3;
            const auto x = random_vec<float>(c.K, -1, 1, 11);
            const auto B = random_vec<float>((c.tb ? c.N : c.K) * ldb, -1, 1, 12);
            auto y = random_vec<float>(c.N + 2, -1, 1, 13);
            const auto y0 = y;
            cpu::gemm(GemmBackend::Eigen, false, c.tb, 1, c.N, c.K, c.alpha, x.data(), c.K,
                      B.data(), ldb, c.beta, y.data(), c.N);
            for (int j = 0; j < c.N; ++j) {
                double dot = 0, mag = 0;
                for (int k = 0; k < c.K; ++k) {
                    const double b = c.tb ? B[static_cast<std::size_t>(j * ldb + k)]
                                          : B[static_cast<std::size_t>(k * ldb + j)];
                    dot += static_cast<double>(x[static_cast<std::size_t>(k)]) * b;
                    mag += std::abs(static_cast<double>(x[static_cast<std::size_t>(k)]) * b);
                }
                const double want = c.alpha * dot + c.beta * static_cast<double>(y0[j]);
                const double slack = tol<float>() * (1 + std::abs(c.alpha) * mag + 1);
                QVERIFY2(std::abs(static_cast<double>(y[j]) - want) <= slack,
                         qPrintable(QString("%1 tb=%2 N=%3 K=%4: y[%5] = %6, want %7")
                                        .arg(vector ? "vector" : "eigen")
                                        .arg(c.tb)
                                        .arg(c.N)
                                        .arg(c.K)
                                        .arg(j)
                                        .arg(static_cast<double>(y[j]))
                                        .arg(want)));
            }
            QCOMPARE(y[c.N], y0[c.N]);  // beyond the output: untouched
            QCOMPARE(y[c.N + 1], y0[c.N + 1]);
        }
    }
    cpu::set_vector_gemv(true);
    QCOMPARE(cpu::vector_gemv(), initial);
}

void TestCpuKernels::gemmConcurrentCalls() {
    // Several threads call the kernels at once (as the engine's workers do); each must get
    // the same result as a serial call.
    const int n = 96;
    const auto A = random_vec<float>(n * n, -1, 1, 7);
    const auto B = random_vec<float>(n * n, -1, 1, 8);
    for (auto be : {GemmBackend::OpenBLAS, GemmBackend::Eigen}) {
        if (!cpu::gemm_backend_available(be)) continue;
        std::vector<float> ref(n * n);
        cpu::gemm(be, false, true, n, n, n, 1.0f, A.data(), n, B.data(), n, 0.0f, ref.data(), n);
        std::vector<float> uref(10000);
        cpu::uniform(uref.data(), 10000, -1.0f, 1.0f, 99);
        constexpr int kThreads = 4;
        std::vector<std::vector<float>> out(kThreads, std::vector<float>(n * n));
        std::vector<std::vector<float>> uout(kThreads, std::vector<float>(10000));
        std::vector<std::thread> pool;
        for (int t = 0; t < kThreads; ++t) {
            pool.emplace_back([&, t] {
                for (int rep = 0; rep < 5; ++rep) {
                    cpu::gemm(be, false, true, n, n, n, 1.0f, A.data(), n, B.data(), n, 0.0f,
                              out[t].data(), n);
                    cpu::uniform(uout[t].data(), 10000, -1.0f, 1.0f, 99);
                }
            });
        }
        for (auto& th : pool) th.join();
        for (int t = 0; t < kThreads; ++t) {
            QCOMPARE(uout[t], uref);
            QVERIFY(all_close(out[t], to_double(ref), 1e-5));
        }
    }
}

// ----------------------------------------------------------------------------------- Elementwise

void TestCpuKernels::broadcastShape_data() {
    QTest::addColumn<Shape>("a");
    QTest::addColumn<Shape>("b");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Shape>("expected");
    QTest::newRow("same") << Shape{2, 3} << Shape{2, 3} << true << Shape{2, 3};
    QTest::newRow("scalar") << Shape{} << Shape{4, 5} << true << Shape{4, 5};
    QTest::newRow("both scalar") << Shape{} << Shape{} << true << Shape{};
    QTest::newRow("row") << Shape{8, 3} << Shape{3} << true << Shape{8, 3};
    QTest::newRow("column") << Shape{8, 1} << Shape{1, 3} << true << Shape{8, 3};
    QTest::newRow("rank") << Shape{5, 1, 4} << Shape{3, 1} << true << Shape{5, 3, 4};
    QTest::newRow("zero") << Shape{0, 3} << Shape{1, 3} << true << Shape{0, 3};
    QTest::newRow("zero vs one") << Shape{1} << Shape{0} << true << Shape{0};
    QTest::newRow("bad trailing") << Shape{2, 3} << Shape{2} << false << Shape{};
    QTest::newRow("bad middle") << Shape{4, 2, 3} << Shape{3, 3} << false << Shape{};
    QTest::newRow("zero vs two") << Shape{2} << Shape{0} << false << Shape{};
}

void TestCpuKernels::broadcastShape() {
    QFETCH(Shape, a);
    QFETCH(Shape, b);
    QFETCH(bool, ok);
    QFETCH(Shape, expected);
    const auto r1 = cpu::broadcast_shape(a, b);
    const auto r2 = cpu::broadcast_shape(b, a);
    QCOMPARE(r1.has_value(), ok);
    QCOMPARE(r2.has_value(), ok);
    if (ok) {
        QCOMPARE(r1->to_string(), expected.to_string());
        QCOMPARE(r2->to_string(), expected.to_string());
    }
}

void TestCpuKernels::binary_data() {
    QTest::addColumn<Shape>("a");
    QTest::addColumn<Shape>("b");
    QTest::newRow("same 1-d") << Shape{1000} << Shape{1000};
    QTest::newRow("same 3-d") << Shape{4, 5, 6} << Shape{4, 5, 6};
    QTest::newRow("scalar right") << Shape{7, 9} << Shape{};
    QTest::newRow("scalar left") << Shape{} << Shape{7, 9};
    QTest::newRow("one-element higher rank") << Shape{9} << Shape{1, 1};
    QTest::newRow("bias row") << Shape{33, 17} << Shape{17};
    QTest::newRow("bias row left") << Shape{1, 17} << Shape{33, 17};
    QTest::newRow("column") << Shape{12, 1} << Shape{12, 10};
    QTest::newRow("outer") << Shape{6, 1} << Shape{1, 11};
    QTest::newRow("3-d mixed") << Shape{3, 1, 5} << Shape{4, 1};
    QTest::newRow("4-d mixed") << Shape{2, 1, 3, 1} << Shape{1, 4, 1, 5};
    QTest::newRow("middle") << Shape{3, 4, 5} << Shape{4, 1};
    QTest::newRow("both scalar") << Shape{} << Shape{};
    QTest::newRow("empty") << Shape{0, 4} << Shape{4};
}

template <typename T>
void TestCpuKernels::check_binary() {
    QFETCH(Shape, a);
    QFETCH(Shape, b);
    const auto out_shape = cpu::broadcast_shape(a, b);
    QVERIFY(out_shape);
    // Positive operands keep Pow real; |b| >= 0.5 keeps Div tame.
    const auto av = random_vec<T>(a.size(), 0.5, 2.0, 11);
    const auto bv = random_vec<T>(b.size(), 0.5, 2.0, 12);
    for (BinaryOp op : kBinaryOps) {
        std::vector<T> out(static_cast<std::size_t>(out_shape->size()), T(-7));
        cpu::binary(op, a, av.data(), b, bv.data(), out.data());
        std::vector<double> want(out.size());
        for (std::int64_t f = 0; f < out_shape->size(); ++f) {
            const auto idx = unravel(f, *out_shape);
            want[static_cast<std::size_t>(f)] =
                ref_binary(op, av[static_cast<std::size_t>(bcast_index(idx, a))],
                           bv[static_cast<std::size_t>(bcast_index(idx, b))]);
        }
        if (!all_close(out, want, tol<T>())) QFAIL(cpu::binary_op_name(op));
    }
    // In place: out == a when a already has the output shape.
    if (a.size() == out_shape->size() && a.size() > 0) {
        auto inplace = av;
        std::vector<T> ref(inplace.size());
        cpu::binary(BinaryOp::Sub, a, av.data(), b, bv.data(), ref.data());
        cpu::binary(BinaryOp::Sub, a, inplace.data(), b, bv.data(), inplace.data());
        QCOMPARE(inplace, ref);
    }
}

void TestCpuKernels::binary() {
    RUN_TYPED(check_binary);
}

void TestCpuKernels::binaryNaNAndErrors() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<double> a = {nan, 1, 5, nan};
    const std::vector<double> b = {1, nan, 2, nan};
    std::vector<double> out(4);
    cpu::binary(BinaryOp::Max, Shape{4}, a.data(), Shape{4}, b.data(), out.data());
    QVERIFY(std::isnan(out[0]) && std::isnan(out[1]) && out[2] == 5 && std::isnan(out[3]));
    cpu::binary(BinaryOp::Min, Shape{4}, a.data(), Shape{4}, b.data(), out.data());
    QVERIFY(std::isnan(out[0]) && std::isnan(out[1]) && out[2] == 2 && std::isnan(out[3]));
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        cpu::binary(BinaryOp::Add, Shape{2, 3}, a.data(), Shape{2}, b.data(), out.data()));
}

template <typename T>
void TestCpuKernels::check_binary_scalar() {
    const std::int64_t n = 101;
    const auto a = random_vec<T>(n, 0.5, 2.0, 21);
    const T s = T(1.25);
    for (BinaryOp op : kBinaryOps) {
        for (bool left : {false, true}) {
            std::vector<T> out(static_cast<std::size_t>(n));
            cpu::binary_scalar(op, a.data(), s, out.data(), n, left);
            std::vector<double> want(out.size());
            for (std::size_t i = 0; i < want.size(); ++i)
                want[i] = left ? ref_binary(op, s, a[i]) : ref_binary(op, a[i], s);
            if (!all_close(out, want, tol<T>())) QFAIL(cpu::binary_op_name(op));
        }
    }
    // rsub / rdiv spelled out.
    const std::vector<T> x = {1, 2, 4};
    std::vector<T> y(3);
    cpu::binary_scalar(BinaryOp::Sub, x.data(), T(10), y.data(), 3, true);
    QCOMPARE(y, (std::vector<T>{9, 8, 6}));
    cpu::binary_scalar(BinaryOp::Div, x.data(), T(8), y.data(), 3, true);
    QCOMPARE(y, (std::vector<T>{8, 4, 2}));
    cpu::binary_scalar(BinaryOp::Div, x.data(), T(8), y.data(), 3, false);
    QCOMPARE(y, (std::vector<T>{0.125, 0.25, 0.5}));
}

void TestCpuKernels::binaryScalar() {
    RUN_TYPED(check_binary_scalar);
}

template <typename T>
void TestCpuKernels::check_unary() {
    const std::int64_t n = 257;  // odd: exercises the vector tail
    const auto mixed = random_vec<T>(n, -6, 6, 31);
    const auto positive = random_vec<T>(n, 0.01, 10, 32);
    for (UnaryOp op : kUnaryOps) {
        const bool pos = op == UnaryOp::Log || op == UnaryOp::Sqrt;
        const auto& x = pos ? positive : mixed;
        std::vector<T> out(static_cast<std::size_t>(n));
        cpu::unary(op, x.data(), out.data(), n);
        std::vector<double> want(out.size());
        for (std::size_t i = 0; i < want.size(); ++i) want[i] = ref_unary(op, x[i]);
        if (!all_close(out, want, 4 * tol<T>(), 4 * tol<T>())) QFAIL(cpu::unary_op_name(op));
        auto inplace = x;
        cpu::unary(op, inplace.data(), inplace.data(), n);
        QCOMPARE(inplace, out);
    }
    // Sigmoid saturates without NaN.
    const std::vector<T> extreme = {T(-1000), T(1000)};
    std::vector<T> s(2);
    cpu::unary(UnaryOp::Sigmoid, extreme.data(), s.data(), 2);
    QCOMPARE(s, (std::vector<T>{0, 1}));
}

namespace {
template <typename T>
void check_bias_activation() {
    const std::int64_t rows = 3, cols = 37;
    const auto y0 = random_vec<T>(rows * cols, -2, 2, 11);
    const auto bias = random_vec<T>(cols, -1, 1, 12);
    for (std::optional<UnaryOp> act :
         {std::optional<UnaryOp>(), std::optional(UnaryOp::Relu), std::optional(UnaryOp::Sigmoid),
          std::optional(UnaryOp::Tanh)})
        for (bool with_bias : {false, true}) {
            std::vector<T> y = y0;
            cpu::bias_activation(y.data(), with_bias ? bias.data() : nullptr, rows, cols, act);
            for (std::int64_t r = 0; r < rows; ++r)
                for (std::int64_t j = 0; j < cols; ++j) {
                    const auto i = static_cast<std::size_t>(r * cols + j);
                    double v =
                        static_cast<double>(y0[i]) +
                        (with_bias ? static_cast<double>(bias[static_cast<std::size_t>(j)]) : 0.0);
                    if (act == UnaryOp::Relu) v = std::max(v, 0.0);
                    if (act == UnaryOp::Sigmoid) v = 1.0 / (1.0 + std::exp(-v));
                    if (act == UnaryOp::Tanh) v = std::tanh(v);
                    QVERIFY2(std::abs(static_cast<double>(y[i]) - v) <= 1e-6 * (1 + std::abs(v)),
                             qPrintable(QString("act %1, bias %2, element %3: %4 vs %5")
                                            .arg(act ? int(*act) : -1)
                                            .arg(with_bias)
                                            .arg(i)
                                            .arg(double(y[i]))
                                            .arg(v)));
                }
        }
}
}  // namespace

void TestCpuKernels::biasActivation() {
    RUN_TYPED(check_bias_activation);
}

namespace {
template <typename T>
void check_sgd_update() {
    // An odd length: the vectorized body and its scalar tail both run.
    const std::int64_t n = 1037;
    const auto w0 = random_vec<T>(n, -2, 2, 21);
    const auto g = random_vec<T>(n, -50, 50, 22);
    for (const T wd : {T(0), T(0.01)}) {
        const T lr = T(0.05), rescale = T(1) / T(64);
        std::vector<T> w = w0, want = w0;
        for (std::size_t i = 0; i < want.size(); ++i)
            want[i] = want[i] - lr * (g[i] * rescale + wd * want[i]);
        cpu::sgd_update(w.data(), g.data(), n, lr, rescale, wd);
        // The same arithmetic in the same order: the same bits, not merely close ones.
        QCOMPARE(w, want);
        QVERIFY(w != w0);
    }
    std::vector<T> untouched = w0;
    cpu::sgd_update(untouched.data(), g.data(), 0, T(1), T(1), T(0));
    QCOMPARE(untouched, w0);
}
}  // namespace

void TestCpuKernels::sgdUpdate() {
    RUN_TYPED(check_sgd_update);
}

void TestCpuKernels::unaryOps() {
    RUN_TYPED(check_unary);
}

template <typename T>
void TestCpuKernels::check_unary_backward() {
    const std::int64_t n = 129;
    auto mixed = random_vec<T>(n, -3, 3, 41);
    mixed[5] = T(0);  // Relu'(0) = Abs'(0) = 0
    const auto positive = random_vec<T>(n, 0.1, 5, 42);
    const auto dy = random_vec<T>(n, -2, 2, 43);
    for (UnaryOp op : kUnaryOps) {
        const bool pos = op == UnaryOp::Log || op == UnaryOp::Sqrt;
        const auto& x = pos ? positive : mixed;
        std::vector<T> y(static_cast<std::size_t>(n)), dx(static_cast<std::size_t>(n));
        cpu::unary(op, x.data(), y.data(), n);
        cpu::unary_backward(op, x.data(), y.data(), dy.data(), dx.data(), n);
        std::vector<double> want(dx.size());
        for (std::size_t i = 0; i < want.size(); ++i) want[i] = dy[i] * ref_derivative(op, x[i]);
        if (!all_close(dx, want, 8 * tol<T>(), 8 * tol<T>())) QFAIL(cpu::unary_op_name(op));
        if constexpr (std::is_same_v<T, double>) {
            // Central finite differences agree with the analytic gradient (away from kinks).
            for (std::size_t i = 0; i < 20; ++i) {
                if (std::abs(x[i]) < 1e-3) continue;
                const double h = 1e-6;
                const double fd = (ref_unary(op, x[i] + h) - ref_unary(op, x[i] - h)) / (2 * h);
                QVERIFY(close(dx[i], dy[i] * fd, 1e-5, 1e-6));
            }
        }
    }
    // dx may alias dy; ops that need no y accept nullptr for it (and vice versa).
    auto g = dy;
    cpu::unary_backward(UnaryOp::Relu, mixed.data(), nullptr, g.data(), g.data(), n);
    for (std::size_t i = 0; i < g.size(); ++i) QCOMPARE(g[i], mixed[i] > 0 ? dy[i] : T(0));
    // Relu's gradient is dy where x > 0 and +0 elsewhere, bit for bit, at the edges too: a
    // NaN x passes nothing, a NaN or infinite dy passes where x > 0, -0 stays -0 there.
    {
        const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
        const std::vector<T> ex{nan, T(1), T(-1), T(-0.0), T(0), T(2), T(3), inf, -inf, T(1e-30)};
        const std::vector<T> eg{T(5), nan, nan, inf, -inf, T(-0.0), -inf, T(7), T(8), T(-2)};
        std::vector<T> out(ex.size(), T(99));
        cpu::unary_backward(UnaryOp::Relu, ex.data(), nullptr, eg.data(), out.data(),
                            static_cast<std::int64_t>(ex.size()));
        for (std::size_t i = 0; i < ex.size(); ++i) {
            const T want = ex[i] > T(0) ? eg[i] : T(0);
            QVERIFY2(std::memcmp(&out[i], &want, sizeof(T)) == 0,
                     qPrintable(QString("element %1: %2 where the definition gives %3")
                                    .arg(i)
                                    .arg(double(out[i]))
                                    .arg(double(want))));
        }
    }
    cpu::unary_backward(UnaryOp::Neg, nullptr, nullptr, dy.data(), g.data(), n);
    QCOMPARE(g[3], -dy[3]);
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        cpu::unary_backward(UnaryOp::Tanh, mixed.data(), nullptr, dy.data(), g.data(), n));
}

void TestCpuKernels::unaryBackward() {
    RUN_TYPED(check_unary_backward);
}

void TestCpuKernels::reduceToShape_data() {
    QTest::addColumn<Shape>("from");
    QTest::addColumn<Shape>("to");
    QTest::newRow("identity") << Shape{3, 4} << Shape{3, 4};
    QTest::newRow("bias") << Shape{32, 10} << Shape{10};
    QTest::newRow("bias kept rank") << Shape{32, 10} << Shape{1, 10};
    QTest::newRow("column") << Shape{6, 7} << Shape{6, 1};
    QTest::newRow("scalar") << Shape{5, 6, 7} << Shape{};
    QTest::newRow("mixed") << Shape{2, 3, 4, 5} << Shape{3, 1, 5};
    QTest::newRow("ones") << Shape{4, 1, 3} << Shape{1, 1, 3};
}

template <typename T>
void TestCpuKernels::check_reduce_to_shape() {
    QFETCH(Shape, from);
    QFETCH(Shape, to);
    const auto g = random_vec<T>(from.size(), -1, 1, 51);
    const auto x = random_vec<T>(to.size(), -1, 1, 52);
    std::vector<T> r(static_cast<std::size_t>(to.size()));
    cpu::reduce_to_shape(from, g.data(), to, r.data());
    // Reference: scatter-add every element of g to its broadcast source.
    std::vector<double> want(r.size(), 0.0);
    for (std::int64_t f = 0; f < from.size(); ++f)
        want[static_cast<std::size_t>(bcast_index(unravel(f, from), to))] +=
            g[static_cast<std::size_t>(f)];
    QVERIFY(all_close(r, want, 10 * tol<T>()));
    // Adjoint of broadcasting: <broadcast(x), g> == <x, reduce_to_shape(g)>.
    std::vector<T> zeros(static_cast<std::size_t>(from.size()), T(0));
    std::vector<T> bx(zeros.size());
    cpu::binary(BinaryOp::Add, to, x.data(), from, zeros.data(), bx.data());
    double lhs = 0, rhs = 0;
    for (std::size_t i = 0; i < bx.size(); ++i) lhs += double(bx[i]) * double(g[i]);
    for (std::size_t i = 0; i < x.size(); ++i) rhs += double(x[i]) * double(r[i]);
    QVERIFY(close(lhs, rhs, 10 * tol<T>(), 10 * tol<T>()));
}

void TestCpuKernels::reduceToShape() {
    RUN_TYPED(check_reduce_to_shape);
    std::vector<float> buf(12);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cpu::reduce_to_shape(Shape{3, 4}, buf.data(),
                                                                         Shape{2, 4}, buf.data()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::reduce_to_shape(Shape{4}, buf.data(), Shape{1, 4}, buf.data()));
}

// --------------------------------------------------------------------------------- Random, fill

void TestCpuKernels::fillValues() {
    std::vector<float> f(37, 1.0f);
    cpu::fill(f.data(), 37, 2.5f);
    QVERIFY(std::all_of(f.begin(), f.end(), [](float v) { return v == 2.5f; }));
    std::vector<double> d(5, 1.0);
    cpu::fill(d.data(), 4, -3.0);
    QCOMPARE(d, (std::vector<double>{-3, -3, -3, -3, 1}));
    cpu::fill(d.data(), 0, 9.0);  // n == 0 is a no-op
    QCOMPARE(d[0], -3.0);
}

void TestCpuKernels::philoxKnownAnswers() {
    // Known-answer vectors of Philox4x32-10 (Random123's kat_vectors).
    using A4 = std::array<std::uint32_t, 4>;
    QCOMPARE(cpu::philox4x32_10({0, 0, 0, 0}, {0, 0}),
             (A4{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
    QCOMPARE(cpu::philox4x32_10({0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
                                {0xffffffffu, 0xffffffffu}),
             (A4{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}));
    QCOMPARE(cpu::philox4x32_10({0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u},
                                {0xa4093822u, 0x299f31d0u}),
             (A4{0xd16cfe09u, 0x94fdcceBu, 0x5001e420u, 0x24126ea1u}));
}

template <typename T>
void TestCpuKernels::check_random() {
    const std::int64_t n = 1001;
    std::vector<T> u1(n), u2(n), u3(n), g1(n), g2(n), g3(n);
    cpu::uniform(u1.data(), n, T(-2), T(3), 1234);
    cpu::uniform(u2.data(), n, T(-2), T(3), 1234);
    cpu::uniform(u3.data(), n, T(-2), T(3), 1235);
    QCOMPARE(u1, u2);
    QVERIFY(u1 != u3);
    std::size_t same = 0;
    for (std::int64_t i = 0; i < n; ++i) same += u1[i] == u3[i];
    QVERIFY(same < 5);
    cpu::normal(g1.data(), n, T(1), T(2), 77);
    cpu::normal(g2.data(), n, T(1), T(2), 77);
    cpu::normal(g3.data(), n, T(1), T(2), 78);
    QCOMPARE(g1, g2);
    QVERIFY(g1 != g3);
    // Distinct seeds differing only in the high word also differ.
    cpu::uniform(u3.data(), n, T(-2), T(3), 1234 + (std::uint64_t{1} << 32));
    QVERIFY(u1 != u3);
    // Chunking: every split (including odd offsets inside a Philox block) equals one call.
    for (std::int64_t k : {std::int64_t{0}, std::int64_t{1}, std::int64_t{3}, std::int64_t{500},
                           std::int64_t{999}, n}) {
        std::vector<T> a(n), b(n);
        cpu::uniform(a.data(), k, T(-2), T(3), 1234);
        cpu::uniform(a.data() + k, n - k, T(-2), T(3), 1234, static_cast<std::uint64_t>(k));
        QCOMPARE(a, u1);
        cpu::normal(b.data(), k, T(1), T(2), 77);
        cpu::normal(b.data() + k, n - k, T(1), T(2), 77, static_cast<std::uint64_t>(k));
        QCOMPARE(b, g1);
    }
    // Each element follows the definition: Box-Muller on block i / 2 of Philox stream 1
    // (counter {i / 2, 0, 1, 0}, key = the seed), cos for even i, sin for odd i.
    for (std::int64_t i = 0; i < n; ++i) {
        const auto w = cpu::philox4x32_10({static_cast<std::uint32_t>(i / 2), 0, 1, 0}, {77, 0});
        const auto unit = [](std::uint32_t hi, std::uint32_t lo) {
            return static_cast<double>(((std::uint64_t{hi} << 32) | lo) >> 11) * 0x1.0p-53;
        };
        const double r = std::sqrt(-2.0 * std::log(1.0 - unit(w[0], w[1])));
        const double theta = 2.0 * std::numbers::pi * unit(w[2], w[3]);
        const double z = i % 2 == 0 ? r * std::cos(theta) : r * std::sin(theta);
        if (g1[static_cast<std::size_t>(i)] != static_cast<T>(1.0 + 2.0 * z))
            QFAIL(qPrintable(QString("normal element %1 differs from its definition").arg(i)));
    }
    // Offset is an absolute element index: a window equals the same window of a longer call.
    std::vector<T> window(100);
    cpu::uniform(window.data(), 100, T(-2), T(3), 1234, 37);
    QVERIFY(std::equal(window.begin(), window.end(), u1.begin() + 37));
}

void TestCpuKernels::randomDeterminism() {
    RUN_TYPED(check_random);
}

void TestCpuKernels::randomChunking() {
    // Many random chunk sizes reproduce one big call (float and double).
    const std::int64_t n = 10000;
    std::vector<float> whole(n), parts(n);
    std::vector<double> whole_d(n), parts_d(n);
    cpu::normal(whole.data(), n, 0.0f, 1.0f, 5);
    cpu::uniform(whole_d.data(), n, 0.0, 1.0, 5);
    std::mt19937 gen(3);
    for (std::int64_t at = 0; at < n;) {
        const std::int64_t len = std::min<std::int64_t>(n - at, 1 + gen() % 97);
        cpu::normal(parts.data() + at, len, 0.0f, 1.0f, 5, static_cast<std::uint64_t>(at));
        cpu::uniform(parts_d.data() + at, len, 0.0, 1.0, 5, static_cast<std::uint64_t>(at));
        at += len;
    }
    QCOMPARE(parts, whole);
    QCOMPARE(parts_d, whole_d);
}

void TestCpuKernels::randomDistributions() {
    const std::int64_t n = 100000;
    auto stats = [](const auto& v) {
        double m = 0, s = 0;
        for (auto x : v) m += x;
        m /= static_cast<double>(v.size());
        for (auto x : v) s += (x - m) * (x - m);
        return std::pair{m, std::sqrt(s / static_cast<double>(v.size()))};
    };
    std::vector<float> uf(n);
    std::vector<double> ud(n);
    cpu::uniform(uf.data(), n, -1.0f, 3.0f, 42);
    cpu::uniform(ud.data(), n, -1.0, 3.0, 42);
    for (std::int64_t i = 0; i < n; ++i) {
        QVERIFY(uf[i] >= -1.0f && uf[i] < 3.0f);
        QVERIFY(ud[i] >= -1.0 && ud[i] < 3.0);
    }
    // Uniform on [-1, 3): mean 1, std 4 / sqrt(12) = 1.1547; standard error ~0.004.
    auto [muf, sdf] = stats(uf);
    auto [mud, sdd] = stats(ud);
    QVERIFY2(std::abs(muf - 1.0) < 0.02, qPrintable(QString::number(muf)));
    QVERIFY2(std::abs(mud - 1.0) < 0.02, qPrintable(QString::number(mud)));
    QVERIFY(std::abs(sdf - 4 / std::sqrt(12.0)) < 0.02);
    QVERIFY(std::abs(sdd - 4 / std::sqrt(12.0)) < 0.02);
    // Ten equal bins each hold ~10% (a crude uniformity check).
    std::vector<int> bins(10, 0);
    for (double x : ud) ++bins[static_cast<std::size_t>((x + 1) / 4 * 10)];
    for (int c : bins) QVERIFY(std::abs(c - n / 10) < 600);

    std::vector<float> nf(n);
    std::vector<double> nd(n);
    cpu::normal(nf.data(), n, 2.0f, 0.5f, 43);
    cpu::normal(nd.data(), n, -1.0, 3.0, 43);
    auto [mnf, snf] = stats(nf);
    auto [mnd, snd] = stats(nd);
    QVERIFY2(std::abs(mnf - 2.0) < 0.01, qPrintable(QString::number(mnf)));
    QVERIFY2(std::abs(snf - 0.5) < 0.01, qPrintable(QString::number(snf)));
    QVERIFY2(std::abs(mnd + 1.0) < 0.05, qPrintable(QString::number(mnd)));
    QVERIFY2(std::abs(snd - 3.0) < 0.05, qPrintable(QString::number(snd)));
    // Tails: ~31.7% beyond one sigma, ~4.6% beyond two.
    const auto beyond = [&](double k) {
        return static_cast<double>(std::count_if(
                   nd.begin(), nd.end(), [&](double x) { return std::abs(x + 1.0) > k * 3.0; })) /
               static_cast<double>(n);
    };
    QVERIFY(std::abs(beyond(1) - 0.3173) < 0.01);
    QVERIFY(std::abs(beyond(2) - 0.0455) < 0.005);
}

// ----------------------------------------------------------------------------------- Reductions

void TestCpuKernels::reductions_data() {
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<std::vector<int>>("axes");
    QTest::newRow("all 1-d") << Shape{1000} << std::vector<int>{};
    QTest::newRow("all 3-d") << Shape{3, 4, 5} << std::vector<int>{};
    QTest::newRow("rows") << Shape{37, 11} << std::vector<int>{0};
    QTest::newRow("cols") << Shape{37, 11} << std::vector<int>{1};
    QTest::newRow("last negative") << Shape{6, 7, 8} << std::vector<int>{-1};
    QTest::newRow("middle") << Shape{6, 7, 8} << std::vector<int>{1};
    QTest::newRow("first and last") << Shape{6, 7, 8} << std::vector<int>{0, 2};
    QTest::newRow("leading two") << Shape{6, 7, 8} << std::vector<int>{1, 0};
    QTest::newRow("every axis listed") << Shape{2, 3, 4} << std::vector<int>{0, 1, 2};
    QTest::newRow("4-d alternate") << Shape{3, 4, 5, 6} << std::vector<int>{1, 3};
    QTest::newRow("4-d alternate, inner kept") << Shape{4, 3, 5, 6} << std::vector<int>{0, 2};
    QTest::newRow("kept around reduced") << Shape{2, 3, 9, 5} << std::vector<int>{2};
    QTest::newRow("with ones") << Shape{1, 5, 1, 4} << std::vector<int>{0, 3};
    QTest::newRow("scalar") << Shape{} << std::vector<int>{};
}

template <typename T>
void TestCpuKernels::check_reductions() {
    QFETCH(Shape, shape);
    QFETCH(std::vector<int>, axes);
    const auto in = random_vec<T>(shape.size(), -5, 5, 61);
    const Shape kept = cpu::reduce_shape(shape, axes, true);
    const Shape dropped = cpu::reduce_shape(shape, axes, false);
    QCOMPARE(kept.ndim(), shape.ndim());
    QCOMPARE(kept.size(), dropped.size());
    for (std::size_t i = 0; i < shape.ndim(); ++i) {
        const bool reduced = axes.empty() || std::find_if(axes.begin(), axes.end(), [&](int a) {
                                                 return (a < 0 ? a + static_cast<int>(shape.ndim())
                                                               : a) == static_cast<int>(i);
                                             }) != axes.end();
        QCOMPARE(kept[i], reduced ? 1 : shape[i]);
    }
    const auto din = to_double(in);
    for (bool keepdims : {false, true}) {
        const auto on = static_cast<std::size_t>(cpu::reduce_shape(shape, axes, keepdims).size());
        std::vector<T> s(on), m(on), x(on);
        cpu::sum(shape, in.data(), axes, keepdims, s.data());
        cpu::mean(shape, in.data(), axes, keepdims, m.data());
        cpu::max(shape, in.data(), axes, keepdims, x.data());
        QVERIFY(all_close(s, ref_reduce(RefReduce::Sum, shape, din, axes), tol<T>(), tol<T>()));
        QVERIFY(all_close(m, ref_reduce(RefReduce::Mean, shape, din, axes), tol<T>(), tol<T>()));
        QVERIFY(all_close(x, ref_reduce(RefReduce::Max, shape, din, axes), 0));
    }
}

void TestCpuKernels::reductions() {
    RUN_TYPED(check_reductions);
}

void TestCpuKernels::reductionErrorsAndEdges() {
    std::vector<double> in(24, 1.0), out(24);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::sum(Shape{2, 3, 4}, in.data(), {3}, false, out.data()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::sum(Shape{2, 3, 4}, in.data(), {1, -2}, false, out.data()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cpu::reduce_shape(Shape{2}, {-2}, true));
    // Zero-length reduced axis: sum 0, mean NaN, max throws.
    cpu::sum(Shape{3, 0}, in.data(), {1}, false, out.data());
    QCOMPARE(out[0], 0.0);
    cpu::mean(Shape{3, 0}, in.data(), {1}, false, out.data());
    QVERIFY(std::isnan(out[2]));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::max(Shape{3, 0}, in.data(), {1}, false, out.data()));
    // Zero-length kept axis: nothing to do, no throw.
    cpu::max(Shape{0, 3}, in.data(), {1}, false, out.data());
    // max propagates NaN.
    in[5] = std::numeric_limits<double>::quiet_NaN();
    cpu::max(Shape{4, 6}, in.data(), {1}, false, out.data());
    QVERIFY(!std::isnan(out[1]) && std::isnan(out[0]));
    cpu::max(Shape{4, 6}, in.data(), {0}, false, out.data());
    QVERIFY(std::isnan(out[5]) && out[4] == 1.0);
}

void TestCpuKernels::sumAccuracyFloat() {
    // 1e8 followed by 4000 ones: float accumulation loses most of the ones (spacing 8 at
    // 1e8); double accumulators keep them, and 100004000 is representable in float.
    std::vector<float> v(4001, 1.0f);
    v[0] = 1e8f;
    float s = 0, m = 0;
    cpu::sum(Shape{4001}, v.data(), {}, false, &s);
    QCOMPARE(s, 100004000.0f);
    cpu::mean(Shape{4001}, v.data(), {}, false, &m);
    QCOMPARE(m, static_cast<float>(100004000.0 / 4001.0));
    // The same down the rows of a (4001, 6) matrix, as a bias gradient sums a batch: four
    // columns go through the vector loop, two through the scalar tail.
    std::vector<float> rows(4001 * 6, 1.0f);
    rows[1] = 1e8f;
    rows[5] = 1e8f;
    std::vector<float> cols(6);
    cpu::sum(Shape{4001, 6}, rows.data(), {0}, false, cols.data());
    QCOMPARE(cols,
             (std::vector<float>{4001.0f, 100004000.0f, 4001.0f, 4001.0f, 4001.0f, 100004000.0f}));
}

void TestCpuKernels::argmaxLastAxis() {
    const std::vector<double> in = {1,  3,  3,  2,  // ties: first maximum
                                    -5, -4, -9, -4, 0, 0, 0, 0, 1, NAN, 5, NAN};
    std::vector<std::int64_t> out(4);
    cpu::argmax_last_axis(Shape{4, 4}, in.data(), out.data());
    QCOMPARE(out, (std::vector<std::int64_t>{1, 1, 0, 1}));
    const auto r = random_vec<float>(6 * 7 * 9, -1, 1, 71);
    std::vector<std::int64_t> idx(42);
    cpu::argmax_last_axis(Shape{6, 7, 9}, r.data(), idx.data());
    for (std::size_t row = 0; row < 42; ++row) {
        const auto begin = r.begin() + static_cast<std::ptrdiff_t>(row * 9);
        QCOMPARE(idx[row], std::max_element(begin, begin + 9) - begin);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::argmax_last_axis(Shape{}, in.data(), out.data()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::argmax_last_axis(Shape{3, 0}, in.data(), out.data()));
}

// --------------------------------------------------------------------------------------- Layout

void TestCpuKernels::transpose_data() {
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<std::vector<int>>("perm");
    QTest::newRow("2-d tiles") << Shape{70, 45} << std::vector<int>{1, 0};
    QTest::newRow("2-d default") << Shape{3, 130} << std::vector<int>{};
    QTest::newRow("identity") << Shape{4, 5} << std::vector<int>{0, 1};
    QTest::newRow("vector row") << Shape{1, 9} << std::vector<int>{1, 0};
    for (const auto& p :
         std::vector<std::vector<int>>{{0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}) {
        const QByteArray name =
            "3-d " + QByteArray::number(p[0]) + QByteArray::number(p[1]) + QByteArray::number(p[2]);
        QTest::newRow(name.constData()) << Shape{5, 33, 40} << p;
    }
    QTest::newRow("4-d") << Shape{3, 4, 5, 6} << std::vector<int>{3, 1, 0, 2};
    QTest::newRow("4-d merge") << Shape{3, 4, 5, 6} << std::vector<int>{2, 3, 0, 1};
    QTest::newRow("negative axes") << Shape{2, 3, 4} << std::vector<int>{-1, 0, 1};
    QTest::newRow("with ones") << Shape{2, 1, 3, 1} << std::vector<int>{3, 2, 1, 0};
    QTest::newRow("scalar") << Shape{} << std::vector<int>{};
    QTest::newRow("empty") << Shape{0, 3} << std::vector<int>{1, 0};
}

template <typename T>
void TestCpuKernels::check_transpose() {
    QFETCH(Shape, shape);
    QFETCH(std::vector<int>, perm);
    const Shape out_shape = cpu::transpose_shape(shape, perm);
    const int nd = static_cast<int>(shape.ndim());
    std::vector<int> p(perm);
    if (p.empty())
        for (int i = nd - 1; i >= 0; --i) p.push_back(i);
    for (auto& a : p) a = a < 0 ? a + nd : a;
    for (std::size_t i = 0; i < p.size(); ++i)
        QCOMPARE(out_shape[i], shape[static_cast<std::size_t>(p[i])]);
    const auto in = random_vec<T>(shape.size(), -1, 1, 81);
    std::vector<T> out(static_cast<std::size_t>(shape.size()));
    cpu::transpose(shape, in.data(), perm, out.data());
    const auto in_strides = shape.strides();
    for (std::int64_t f = 0; f < out_shape.size(); ++f) {
        const auto idx = unravel(f, out_shape);
        std::int64_t src = 0;
        for (std::size_t i = 0; i < idx.size(); ++i)
            src += idx[i] * in_strides[static_cast<std::size_t>(p[i])];
        QCOMPARE(out[static_cast<std::size_t>(f)], in[static_cast<std::size_t>(src)]);
    }
}

void TestCpuKernels::transpose() {
    RUN_TYPED(check_transpose);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cpu::transpose_shape(Shape{2, 3}, {0, 0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cpu::transpose_shape(Shape{2, 3}, {0}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cpu::transpose_shape(Shape{2, 3}, {0, 2}));
}

template <typename T>
void TestCpuKernels::check_concat() {
    for (int axis : {0, 1, 2, -1, -3}) {
        const int ax = axis < 0 ? axis + 3 : axis;
        std::vector<Shape> shapes;
        for (std::int64_t extent : {2, 0, 5, 1}) {
            Shape s{3, 4, 6};
            s[static_cast<std::size_t>(ax)] = extent;
            shapes.push_back(s);
        }
        const auto out_shape = cpu::concat_shape(shapes, axis);
        QVERIFY(out_shape);
        Shape want_shape{3, 4, 6};
        want_shape[static_cast<std::size_t>(ax)] = 8;
        QCOMPARE(out_shape->to_string(), want_shape.to_string());
        std::vector<std::vector<T>> data;
        std::vector<const T*> ptrs;
        for (std::size_t k = 0; k < shapes.size(); ++k)
            data.push_back(random_vec<T>(shapes[k].size(), -1, 1, 90 + static_cast<unsigned>(k)));
        for (const auto& d : data) ptrs.push_back(d.data());
        std::vector<T> out(static_cast<std::size_t>(out_shape->size()));
        cpu::concat(shapes, ptrs, axis, out.data());
        for (std::int64_t f = 0; f < out_shape->size(); ++f) {
            auto idx = unravel(f, *out_shape);
            std::size_t k = 0;
            while (idx[static_cast<std::size_t>(ax)] >= shapes[k][static_cast<std::size_t>(ax)]) {
                idx[static_cast<std::size_t>(ax)] -= shapes[k][static_cast<std::size_t>(ax)];
                ++k;
            }
            const auto src = bcast_index(idx, shapes[k]);
            QCOMPARE(out[static_cast<std::size_t>(f)], data[k][static_cast<std::size_t>(src)]);
        }
    }
}

void TestCpuKernels::concat() {
    RUN_TYPED(check_concat);
    QVERIFY(!cpu::concat_shape({}, 0));
    QVERIFY(!cpu::concat_shape({Shape{2, 3}, Shape{2, 4}}, 0));
    QVERIFY(!cpu::concat_shape({Shape{2, 3}, Shape{2, 3, 1}}, 0));
    QVERIFY(!cpu::concat_shape({Shape{2, 3}, Shape{2, 3}}, 2));
    QVERIFY(!cpu::concat_shape({Shape{2, 3}, Shape{2, 3}}, -3));
    QVERIFY(!cpu::concat_shape({Shape{}, Shape{}}, 0));
    QCOMPARE(cpu::concat_shape({Shape{2, 3}, Shape{2, 4}}, 1)->to_string(),
             Shape({2, 7}).to_string());
    std::vector<float> a(6), out(12);
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        cpu::concat({Shape{2, 3}, Shape{3, 3}}, {a.data(), a.data()}, 1, out.data()));
}

template <typename T>
void TestCpuKernels::check_slice() {
    const Shape shape{6, 7, 8};
    const auto in = random_vec<T>(shape.size(), -1, 1, 101);
    struct Case {
        std::vector<std::int64_t> begin, end;
        Shape want;
    };
    const std::vector<Case> cases = {
        {{1, 2, 3}, {4, 6, 8}, Shape{3, 4, 5}},
        {{0, 0, 0}, {6, 7, 8}, Shape{6, 7, 8}},
        {{-2, 0, -3}, {6, -1, 100}, Shape{2, 6, 3}},  // negative and clamped
        {{2}, {3}, Shape{1, 7, 8}},                   // fewer axes: the rest whole
        {{3, 5, 0}, {3, 7, 8}, Shape{0, 2, 8}},       // empty
        {{5, 1, 7}, {2, 3, 8}, Shape{0, 2, 1}},       // end < begin
        {{-100, 1, 1}, {100, 2, 2}, Shape{6, 1, 1}},
    };
    const auto st = shape.strides();
    for (const auto& c : cases) {
        const Shape s = cpu::slice_shape(shape, c.begin, c.end);
        QCOMPARE(s.to_string(), c.want.to_string());
        std::vector<T> out(static_cast<std::size_t>(s.size()) + 1, T(42));
        cpu::slice(shape, in.data(), c.begin, c.end, out.data());
        QCOMPARE(out.back(), T(42));  // nothing written past the end
        for (std::int64_t f = 0; f < s.size(); ++f) {
            const auto idx = unravel(f, s);
            std::int64_t src = 0;
            for (std::size_t i = 0; i < 3; ++i) {
                std::int64_t b = i < c.begin.size() ? c.begin[i] : 0;
                if (b < 0) b += shape[i];
                b = std::clamp<std::int64_t>(b, 0, shape[i]);
                src += (b + idx[i]) * st[i];
            }
            QCOMPARE(out[static_cast<std::size_t>(f)], in[static_cast<std::size_t>(src)]);
        }
    }
}

void TestCpuKernels::slice() {
    RUN_TYPED(check_slice);
    std::vector<double> in(6), out(6);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cpu::slice_shape(Shape{2, 3}, {0}, {1, 2}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             cpu::slice_shape(Shape{2, 3}, {0, 0, 0}, {1, 1, 1}));
    const double scalar = 3.5;
    double got = 0;
    cpu::slice(Shape{}, &scalar, {}, {}, &got);
    QCOMPARE(got, 3.5);
}

void TestCpuKernels::copy() {
    const auto f = random_vec<float>(99, -1, 1, 111);
    std::vector<float> g(99);
    cpu::copy(f.data(), g.data(), 99);
    QCOMPARE(g, f);
    std::vector<double> d = {1, 2, 3, 4, 5};
    cpu::copy(d.data(), d.data() + 1, 4);  // overlapping
    QCOMPARE(d, (std::vector<double>{1, 1, 2, 3, 4}));
    cpu::copy(d.data(), d.data(), 5);
    cpu::copy(static_cast<const double*>(nullptr), nullptr, 0);
}

// ----------------------------------------------------------------------------------- Cost model

void TestCpuKernels::costModel() {
    // 2x3 @ 3x4, float: 2*2*4*3 = 48 flops; (6 + 12 + 8) * 4 = 104 bytes; + 8*4 with beta.
    constexpr cpu::Cost g = cpu::gemm_cost(2, 4, 3, sizeof(float));
    static_assert(g.flops == 48 && g.bytes == 104);
    QCOMPARE(cpu::gemm_cost(2, 4, 3, sizeof(float), true).bytes, 136.0);
    // 1000^3 double GEMM: 2e9 flops, 3e6 * 8 bytes.
    QCOMPARE(cpu::gemm_cost(1000, 1000, 1000, 8).flops, 2e9);
    QCOMPARE(cpu::gemm_cost(1000, 1000, 1000, 8).bytes, 24e6);
    QCOMPARE(cpu::unary_cost(100, 4).flops, 100.0);
    QCOMPARE(cpu::unary_cost(100, 4).bytes, 800.0);
    QCOMPARE(cpu::unary_backward_cost(10, 8).bytes, 240.0);
    QCOMPARE(cpu::unary_backward_cost(10, 8, false).bytes, 160.0);
    // Bias add: (32x10) + (10): 320 flops, (320 + 10 + 320) * 4 bytes.
    QCOMPARE(cpu::binary_cost(320, 10, 320, 4).flops, 320.0);
    QCOMPARE(cpu::binary_cost(320, 10, 320, 4).bytes, 2600.0);
    QCOMPARE(cpu::binary_scalar_cost(5, 8).bytes, 80.0);
    QCOMPARE(cpu::reduce_cost(1000, 10, 4).flops, 1000.0);
    QCOMPARE(cpu::reduce_cost(1000, 10, 4).bytes, 4040.0);
    QCOMPARE(cpu::argmax_cost(100, 10, 4).bytes, 480.0);
    QCOMPARE(cpu::fill_cost(100, 4).flops, 0.0);
    QCOMPARE(cpu::fill_cost(100, 4).bytes, 400.0);
    QCOMPARE(cpu::random_cost(100, 8).bytes, 800.0);
    QCOMPARE(cpu::transpose_cost(12, 4).bytes, 96.0);
    QCOMPARE(cpu::slice_cost(12, 8).bytes, 192.0);
    QCOMPARE(cpu::concat_cost(7, 4).flops, 0.0);
    QCOMPARE(cpu::copy_cost(7, 4).bytes, 56.0);
}

QTEST_APPLESS_MAIN(TestCpuKernels)
#include "test_cpu_kernels.moc"
