// Small helpers shared by the Qt Test suites.
#pragma once

#include <QtTest>

#include <cmath>
#include <optional>
#include <vector>

// Defined in a ThreadSanitizer build (GCC names it __SANITIZE_THREAD__, Clang answers
// __has_feature): what a suite measures in real time there differs from a release build's.
#if defined(__SANITIZE_THREAD__)
#define ASYNCLAB_TEST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ASYNCLAB_TEST_TSAN 1
#endif
#endif

namespace asynclab::testing {

/// Records a failure naming the first element that differs by more than `tol` (relative,
/// plus `tol` absolute near zero). Callers use COMPARE_VALUES, which also returns.
inline void compare_values(const std::vector<double>& got, const std::vector<double>& want,
                           double tol, const char* file, int line) {
    if (got.size() != want.size()) {
        QTest::qFail(qPrintable(QString("got %1 values, want %2").arg(got.size()).arg(want.size())),
                     file, line);
        return;
    }
    for (std::size_t i = 0; i < got.size(); ++i)
        if (!(std::abs(got[i] - want[i]) <= tol * (1 + std::abs(want[i])))) {
            QTest::qFail(qPrintable(QString("element %1: got %2, want %3")
                                        .arg(i)
                                        .arg(got[i], 0, 'g', 10)
                                        .arg(want[i], 0, 'g', 10)),
                         file, line);
            return;
        }
}

/// Sets (or, with a null value, unsets) an environment variable for one scope and restores
/// the old value after.
class ScopedEnv {
  public:
    ScopedEnv(const char* name, const char* value) : name_(name) {
        if (qEnvironmentVariableIsSet(name)) old_ = qgetenv(name);
        if (value)
            qputenv(name, value);
        else
            qunsetenv(name);
    }
    ScopedEnv(const char* name, const QByteArray& value) : ScopedEnv(name, value.constData()) {}
    ~ScopedEnv() {
        if (old_)
            qputenv(name_, *old_);
        else
            qunsetenv(name_);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

  private:
    const char* name_;
    std::optional<QByteArray> old_;
};

/// Which GPUs a GPU suite runs on.
enum class TestGpus {
    None,  ///< neither: the fake module's path was not given (run outside ctest)
    Fake,  ///< the fake module (tests/fake_gpu)
    Real,  ///< the CUDA module and this machine's GPUs
};

/// Points the GPU runtime at the GPUs a suite runs on. By default that is the fake module
/// (tests/fake_gpu, whose path ctest passes in ASYNCLAB_FAKE_GPU_MODULE): `gpus` devices of
/// `memory` bytes each, streams that delay their work by up to `jitter_us`. With
/// ASYNCLAB_TEST_GPU=real in the environment it is the CUDA module and this machine's GPUs,
/// however many there are (scripts/gpu-check.sh runs the suites so on a machine with a
/// GPU). Call before the first use of GpuRuntime.
inline TestGpus use_test_gpus(int gpus, int jitter_us, qint64 memory = 0) {
    const QByteArray which = qgetenv("ASYNCLAB_TEST_GPU");
    if (which == "real") {
        qunsetenv("ASYNCLAB_DISABLE_GPU");
        return TestGpus::Real;
    }
    if (!which.isEmpty() && which != "fake")
        qFatal("ASYNCLAB_TEST_GPU is '%s': it takes 'real' or 'fake'", which.constData());
    const QByteArray fake = qgetenv("ASYNCLAB_FAKE_GPU_MODULE");
    if (fake.isEmpty()) return TestGpus::None;
    qputenv("ASYNCLAB_GPU_MODULE", fake);
    qunsetenv("ASYNCLAB_DISABLE_GPU");
    qputenv("ASYNCLAB_FAKE_GPU_COUNT", QByteArray::number(gpus));
    qputenv("ASYNCLAB_FAKE_GPU_JITTER_US", QByteArray::number(jitter_us));
    if (memory > 0) qputenv("ASYNCLAB_FAKE_GPU_MEM", QByteArray::number(memory));
    return TestGpus::Fake;
}

/// Skips the calling test when fewer than `n` GPUs are there (`have` of them).
#define REQUIRE_GPUS(have, n)                                                 \
    do {                                                                      \
        if ((have) < (n)) QSKIP("needs " #n " GPUs; this machine has fewer"); \
    } while (false)

inline constexpr const char* kNoTestGpus =
    "ASYNCLAB_FAKE_GPU_MODULE is not set (run through ctest, or set ASYNCLAB_TEST_GPU=real "
    "on a machine with a GPU)";

}  // namespace asynclab::testing

/// COMPARE_VALUES(tolerance, got, want...): `want` may be a braced list of values.
#define COMPARE_VALUES(tol, got, ...)                                                       \
    do {                                                                                    \
        ::asynclab::testing::compare_values((got), std::vector<double>(__VA_ARGS__), (tol), \
                                            __FILE__, __LINE__);                            \
        if (QTest::currentTestFailed()) return;                                             \
    } while (false)
