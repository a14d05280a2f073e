#include "ui/compare_controller.h"

#include <algorithm>

namespace asynclab {

CompareController::CompareController(QObject* parent) : QObject(parent) {}

bool CompareController::begin(const RunSettings& base, const QString& setting, const QString& a,
                              const QString& b, QString* error) {
    const auto fail = [error](const QString& message) {
        if (error) *error = message;
        return false;
    };
    if (active_) return fail(tr("A comparison is running already."));
    const scenarios::ScenarioInfo* info = scenarioInfo(base.scenario);
    const bool ownParam =
        info && std::ranges::any_of(info->params, [&](const scenarios::ParamInfo& p) {
            return p.name == setting.toStdString();
        });
    for (const QString& value : {a, b}) {
        if (!ownParam && setting == QLatin1String(kSpinSetting) &&
            !parse_spin_us(value.toStdString()))
            return fail(tr("Compare: %1 must be a whole number of microseconds from 0 to %2, "
                           "not '%3'")
                            .arg(setting)
                            .arg(kMaxSpinUs)
                            .arg(value));
        if (!ownParam && setting == QLatin1String(kModeSetting) &&
            !scenarios::parse_run_mode(value.toStdString()))
            return fail(tr("Compare: %1 must be real or sim, not '%2'").arg(setting, value));
    }
    if (!ownParam && setting != QLatin1String(kSpinSetting) &&
        setting != QLatin1String(kModeSetting))
        return fail(tr("%1 has no parameter '%2' to compare")
                        .arg(QString::fromStdString(base.scenario), setting));
    std::string problem;
    auto withA = withSetting(base, setting.toStdString(), a.toStdString(), &problem);
    if (!withA) return fail(tr("Compare: %1").arg(QString::fromStdString(problem)));
    auto withB = withSetting(base, setting.toStdString(), b.toStdString(), &problem);
    if (!withB) return fail(tr("Compare: %1").arg(QString::fromStdString(problem)));
    a_ = std::move(*withA);
    b_ = std::move(*withB);
    setting_ = setting;
    valueA_ = a;
    valueB_ = b;
    resultA_.reset();
    haveA_ = false;
    active_ = true;
    return true;
}

CompareController::Next CompareController::runFinished(const scenarios::ScenarioResult& result) {
    if (result.cancelled) {
        cancel();
        return Next::Stopped;
    }
    if (!haveA_) {
        resultA_ = std::make_unique<scenarios::ScenarioResult>(result);
        haveA_ = true;
        return Next::RunB;
    }
    active_ = false;
    return Next::Done;
}

void CompareController::cancel() {
    active_ = false;
    haveA_ = false;
}

}  // namespace asynclab
