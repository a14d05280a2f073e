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

}  // namespace asynclab::testing

/// COMPARE_VALUES(tolerance, got, want...): `want` may be a braced list of values.
#define COMPARE_VALUES(tol, got, ...)                                                       \
    do {                                                                                    \
        ::asynclab::testing::compare_values((got), std::vector<double>(__VA_ARGS__), (tol), \
                                            __FILE__, __LINE__);                            \
        if (QTest::currentTestFailed()) return;                                             \
    } while (false)
