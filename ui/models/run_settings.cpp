#include "ui/models/run_settings.h"

#include <QCoreApplication>
#include <algorithm>
#include <charconv>

namespace asynclab {

namespace {

constexpr char kNetworkParam[] = "network";
constexpr char kBatchSizeParam[] = "batch_size";

const scenarios::ParamInfo* findParam(const scenarios::ScenarioInfo& info,
                                      const std::string& name) {
    const auto it = std::ranges::find(info.params, name, &scenarios::ParamInfo::name);
    return it == info.params.end() ? nullptr : &*it;
}

std::optional<long long> wholeNumber(const std::string& text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    return value;
}

}  // namespace

const scenarios::ScenarioInfo* scenarioInfo(const std::string& name) {
    const scenarios::Scenario* s = scenarios::find_scenario(name);
    return s ? &s->info() : nullptr;
}

bool takesDockNetwork(const scenarios::ScenarioInfo& info) {
    const scenarios::ParamInfo* p = findParam(info, kNetworkParam);
    return p && p->text;
}

bool isPanelParam(const scenarios::ScenarioInfo& info, const scenarios::ParamInfo& p) {
    if (!takesDockNetwork(info)) return true;
    return p.name != kNetworkParam && p.name != kBatchSizeParam;
}

std::optional<RunSettings> withScenario(const RunSettings& base, const std::string& scenario) {
    const scenarios::ScenarioInfo* info = scenarioInfo(scenario);
    if (!info) return std::nullopt;
    RunSettings s = base;
    s.scenario = scenario;
    s.params.clear();
    for (const scenarios::ParamInfo& p : info->params)
        if (isPanelParam(*info, p)) s.params[p.name] = p.default_value;
    return s;
}

std::optional<std::string> paramProblem(const RunSettings& settings, const std::string& name,
                                        const std::string& value) {
    const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario);
    if (!info) return "no scenario is selected";
    const scenarios::ParamInfo* p = findParam(*info, name);
    if (!p || (name == kNetworkParam && takesDockNetwork(*info)))
        return "scenario '" + settings.scenario + "' has no parameter '" + name + "'";
    try {
        scenarios::resolve_params(*info, {{name, value}});
    } catch (const std::exception& e) {
        return e.what();
    }
    return std::nullopt;
}

std::optional<RunSettings> withParam(const RunSettings& settings, const std::string& name,
                                     const std::string& value, std::string* error) {
    if (auto problem = paramProblem(settings, name, value)) {
        if (error) *error = *problem;
        return std::nullopt;
    }
    RunSettings s = settings;
    const scenarios::ScenarioInfo& info = *scenarioInfo(settings.scenario);
    if (name == kBatchSizeParam && takesDockNetwork(info)) {
        // The network carries the batch size; 0 means "the network's own".
        const long long batch = wholeNumber(value).value_or(0);
        if (batch > 0 && s.network) s.network->batch_size = batch;
        return s;
    }
    s.params[name] = value;
    return s;
}

std::optional<RunSettings> withSetting(const RunSettings& settings, const std::string& name,
                                       const std::string& value, std::string* error) {
    const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario);
    const bool ownParam = info && findParam(*info, name);
    const auto fail = [error](std::string message) -> std::optional<RunSettings> {
        if (error) *error = std::move(message);
        return std::nullopt;
    };
    if (!ownParam && name == kSpinSetting) {
        const std::optional<int> us = parse_spin_us(value);
        if (!us)
            return fail(std::string(kSpinSetting) +
                        " must be a whole number of microseconds from 0 to " +
                        std::to_string(kMaxSpinUs) + ", not '" + value + "'");
        RunSettings s = settings;
        s.spinUs = *us;
        return s;
    }
    if (!ownParam && name == kModeSetting) {
        const std::optional<scenarios::RunMode> mode = scenarios::parse_run_mode(value);
        if (!mode)
            return fail(std::string(kModeSetting) + " must be real or sim, not '" + value + "'");
        RunSettings s = settings;
        s.mode = *mode;
        return s;
    }
    return withParam(settings, name, value, error);
}

std::optional<QString> dockNetworkProblem(const RunSettings& settings) {
    const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario);
    if (!info || !takesDockNetwork(*info)) return std::nullopt;
    const auto tr = [](const char* text) {
        return QCoreApplication::translate("asynclab::MainWindow", text);
    };
    if (settings.networkIsProgram)
        return tr(QT_TRANSLATE_NOOP("asynclab::MainWindow",
                                    "fancy_func is a program, not a network: run the fancy-func "
                                    "scenario, or pick a network preset in the Network dock."));
    if (!settings.network)
        return tr(QT_TRANSLATE_NOOP("asynclab::MainWindow",
                                    "The Network dock has no network: pick a network preset."));
    if (auto why = nn::validate(*settings.network))
        return tr(QT_TRANSLATE_NOOP("asynclab::MainWindow",
                                    "The network in the Network dock is not valid yet: %1"))
            .arg(QString::fromStdString(*why));
    return std::nullopt;
}

scenarios::Params resolvedParams(const RunSettings& settings) {
    const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario);
    if (!info) throw std::invalid_argument("unknown scenario '" + settings.scenario + "'");
    if (auto problem = dockNetworkProblem(settings))
        throw std::invalid_argument(problem->toStdString());
    std::vector<std::pair<std::string, std::string>> values;
    for (const scenarios::ParamInfo& p : info->params) {
        if (!isPanelParam(*info, p)) continue;
        const auto it = settings.params.find(p.name);
        if (it != settings.params.end()) values.emplace_back(p.name, it->second);
    }
    if (takesDockNetwork(*info))
        values.emplace_back(kNetworkParam, nn::to_json(*settings.network, false));
    return scenarios::resolve_params(*info, values);
}

QString commandLine(const RunSettings& settings, const scenarios::Params& resolved) {
    QString command = QStringLiteral("$ asynclab-cli run %1 --mode %2")
                          .arg(QString::fromStdString(settings.scenario),
                               QString::fromLatin1(scenarios::run_mode_name(settings.mode)));
    if (const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario)) {
        for (const scenarios::ParamInfo& p : info->params) {
            const auto it = resolved.find(p.name);
            if (it == resolved.end() || it->second == p.default_value || !isPanelParam(*info, p))
                continue;
            QString set = QString::fromStdString(p.name + "=" + it->second);
            if (set.contains(QLatin1Char(' '))) set = QLatin1Char('\'') + set + QLatin1Char('\'');
            command += QStringLiteral(" --set ") + set;
        }
    }
    if (settings.spinUs != kDefaultSpinUs)
        command += QStringLiteral(" --spin-us %1").arg(settings.spinUs);
    if (settings.appliedTimingOnly()) command += QStringLiteral(" --timing-only");
    return command;
}

std::vector<std::pair<std::string, std::string>> shownParams(const RunSettings& settings) {
    std::vector<std::pair<std::string, std::string>> values;
    const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario);
    if (!info) return values;
    for (const scenarios::ParamInfo& p : info->params) {
        if (isPanelParam(*info, p)) {
            const auto it = settings.params.find(p.name);
            values.emplace_back(p.name, it != settings.params.end() ? it->second : p.default_value);
        } else if (p.name == kNetworkParam) {
            values.emplace_back(
                p.name, settings.network ? nn::to_json(*settings.network, false) : std::string());
        }
    }
    return values;
}

RunSettings fitted(const RunSettings& settings, std::vector<std::string>* dropped) {
    auto base = withScenario(settings, settings.scenario);
    if (!base) return settings;
    RunSettings s = std::move(*base);
    for (const auto& [name, value] : settings.params) {
        if (auto with = withParam(s, name, value))
            s = std::move(*with);
        else if (dropped && !(name == kNetworkParam && takesDockNetwork(*scenarioInfo(s.scenario))))
            dropped->push_back(name);
    }
    s.spinUs = std::clamp(settings.spinUs, 0, kMaxSpinUs);
    return s;
}

RunSettings restoreRunSettings(const QSettings& store, const RunSettings& base) {
    RunSettings s = base;
    if (auto with = withScenario(
            base, store.value(QStringLiteral("run/scenario")).toString().toStdString()))
        s = std::move(*with);
    if (auto mode = scenarios::parse_run_mode(
            store.value(QStringLiteral("run/mode")).toString().toStdString()))
        s.mode = *mode;
    s.gpuTiming = store.value(QStringLiteral("run/gpuTiming"), base.gpuTiming).toBool();
    s.timingOnly = store.value(QStringLiteral("run/timingOnly"), base.timingOnly).toBool();
    bool ok = false;
    const int spin = store.value(QStringLiteral("run/spinUs")).toInt(&ok);
    s.spinUs = ok ? std::clamp(spin, 0, kMaxSpinUs) : kDefaultSpinUs;
    return s;
}

void saveRunSettings(QSettings& store, const RunSettings& settings) {
    store.setValue(QStringLiteral("run/scenario"), QString::fromStdString(settings.scenario));
    store.setValue(QStringLiteral("run/mode"),
                   QString::fromLatin1(scenarios::run_mode_name(settings.mode)));
    store.setValue(QStringLiteral("run/gpuTiming"), settings.gpuTiming);
    store.setValue(QStringLiteral("run/timingOnly"), settings.timingOnly);
    store.setValue(QStringLiteral("run/spinUs"), settings.spinUs);
}

// --- RunSettingsModel ----------------------------------------------------------------------

RunSettingsModel::RunSettingsModel(QObject* parent) : QObject(parent) {
    // The chapter's first experiment until something else is chosen.
    const auto& all = scenarios::all_scenarios();
    if (!all.empty())
        if (auto s = withScenario(settings_, all.front()->info().name)) settings_ = *s;
}

bool RunSettingsModel::set(const RunSettings& settings, QString* error) {
    const scenarios::ScenarioInfo* info = scenarioInfo(settings.scenario);
    if (!info) {
        if (error)
            *error = tr("unknown scenario '%1'").arg(QString::fromStdString(settings.scenario));
        return false;
    }
    // Every value is checked before anything changes.
    RunSettings next = *withScenario(settings, settings.scenario);
    for (const auto& [name, value] : settings.params) {
        if (name == kNetworkParam && takesDockNetwork(*info)) continue;  // `network` has it
        std::string problem;
        auto with = withParam(next, name, value, &problem);
        if (!with) {
            if (error) *error = QString::fromStdString(problem);
            return false;
        }
        next = std::move(*with);
    }
    next.spinUs = std::clamp(settings.spinUs, 0, kMaxSpinUs);
    apply(next);
    return true;
}

bool RunSettingsModel::setScenario(const QString& name) {
    if (name.toStdString() == settings_.scenario) return scenarioInfo(settings_.scenario);
    auto next = withScenario(settings_, name.toStdString());
    if (!next) return false;
    apply(*next);
    return true;
}

bool RunSettingsModel::setParam(const QString& name, const QString& value, QString* error) {
    std::string problem;
    auto next = withParam(settings_, name.toStdString(), value.toStdString(), &problem);
    if (!next) {
        if (error) *error = QString::fromStdString(problem);
        return false;
    }
    apply(*next);
    return true;
}

QString RunSettingsModel::param(const QString& name) const {
    const auto it = settings_.params.find(name.toStdString());
    return it == settings_.params.end() ? QString() : QString::fromStdString(it->second);
}

void RunSettingsModel::setMode(scenarios::RunMode mode) {
    RunSettings next = settings_;
    next.mode = mode;
    apply(next);
}

void RunSettingsModel::setSpinUs(int us) {
    RunSettings next = settings_;
    next.spinUs = std::clamp(us, 0, kMaxSpinUs);
    apply(next);
}

void RunSettingsModel::setGpuTiming(bool on) {
    RunSettings next = settings_;
    next.gpuTiming = on;
    apply(next);
}

void RunSettingsModel::setTimingOnly(bool on) {
    RunSettings next = settings_;
    next.timingOnly = on;
    apply(next);
}

void RunSettingsModel::setNetwork(const nn::NetworkSpec& spec, bool isProgram) {
    RunSettings next = settings_;
    next.network = spec;
    next.networkIsProgram = isProgram;
    apply(next);
}

void RunSettingsModel::apply(const RunSettings& next) {
    if (next == settings_) return;
    const RunSettings previous = std::exchange(settings_, next);
    if (previous.scenario != next.scenario) {
        emit scenarioChanged(scenario());
    } else {
        for (const auto& [name, value] : next.params) {
            const auto it = previous.params.find(name);
            if (it == previous.params.end() || it->second != value)
                emit paramChanged(QString::fromStdString(name), QString::fromStdString(value));
        }
    }
    if (previous.mode != next.mode) emit modeChanged(next.mode);
    if (previous.spinUs != next.spinUs) emit spinUsChanged(next.spinUs);
    if (previous.gpuTiming != next.gpuTiming) emit gpuTimingChanged(next.gpuTiming);
    if (previous.timingOnly != next.timingOnly) emit timingOnlyChanged(next.timingOnly);
    if (previous.network != next.network || previous.networkIsProgram != next.networkIsProgram)
        emit networkChanged();
    emit changed();
}

}  // namespace asynclab
