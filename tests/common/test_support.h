// Small helpers shared by the Qt Test suites.
#pragma once

#include <QtTest>

#include <cmath>
#include <optional>
#include <vector>

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

/// Points the GPU runtime at the fake module (tests/fake_gpu, whose path ctest passes in
/// ASYNCLAB_FAKE_GPU_MODULE): `gpus` devices of `memory` bytes each, streams that delay
/// their work by up to `jitter_us`. False when the module was not given (run outside ctest).
/// Call before the first use of GpuRuntime.
inline bool use_fake_gpu(int gpus, int jitter_us, qint64 memory = 0) {
    const QByteArray fake = qgetenv("ASYNCLAB_FAKE_GPU_MODULE");
    if (fake.isEmpty()) return false;
    qputenv("ASYNCLAB_GPU_MODULE", fake);
    qunsetenv("ASYNCLAB_DISABLE_GPU");
    qputenv("ASYNCLAB_FAKE_GPU_COUNT", QByteArray::number(gpus));
    qputenv("ASYNCLAB_FAKE_GPU_JITTER_US", QByteArray::number(jitter_us));
    if (memory > 0) qputenv("ASYNCLAB_FAKE_GPU_MEM", QByteArray::number(memory));
    return true;
}

}  // namespace asynclab::testing

/// COMPARE_VALUES(tolerance, got, want...): `want` may be a braced list of values.
#define COMPARE_VALUES(tol, got, ...)                                                       \
    do {                                                                                    \
        ::asynclab::testing::compare_values((got), std::vector<double>(__VA_ARGS__), (tol), \
                                            __FILE__, __LINE__);                            \
        if (QTest::currentTestFailed()) return;                                             \
    } while (false)
