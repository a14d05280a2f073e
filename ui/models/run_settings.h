// What a run is, as one value: the scenario, its parameters, the mode, the engine's spin
// budget, device timing, timing-only, and the network of the scenarios that take the
// Network dock's. The run panel shows it; the command line, sessions, Compare, lessons and
// the Network dock set it; a run starts from it. Nothing reads run settings out of widgets.
//
// RunSettings is a plain value (compared, copied, saved); RunSettingsModel holds the
// current one and says what changed. Qt Core only.
#pragma once

#include <QObject>
#include <QSettings>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/spin.h"
#include "engine/nn/network_spec.h"
#include "engine/scenarios/scenario.h"

namespace asynclab {

struct RunSettings {
    std::string scenario;
    scenarios::RunMode mode = scenarios::RunMode::Sim;
    /// Every parameter the scenario shows, by name, as text (ParamInfo says what each one
    /// accepts). A scenario that takes the Network dock's network has neither "network" nor
    /// "batch_size" here: `network` holds both.
    scenarios::Params params;
    /// How long idle workers and a syncing front end spin before they sleep, in [0,
    /// kMaxSpinUs] (EngineConfig::spin_us).
    int spinUs = kDefaultSpinUs;
    /// Real GPUs: each op's times from device events around it (EngineConfig::gpu_timing).
    bool gpuTiming = true;
    /// Simulated runs skip the math of their ops; real runs always compute (see
    /// appliedTimingOnly()).
    bool timingOnly = false;
    /// The Network dock's network, for the scenarios that take it (takesDockNetwork()).
    std::optional<nn::NetworkSpec> network;
    /// The dock shows a program (fancy_func) rather than a network: no network to run.
    bool networkIsProgram = false;

    /// Whether the run skips the math: asked for, and simulated.
    bool appliedTimingOnly() const { return timingOnly && mode == scenarios::RunMode::Sim; }

    friend bool operator==(const RunSettings&, const RunSettings&) = default;
};

/// The names that stand for the spin budget and the run mode in Compare and session files,
/// beside the scenario's own parameters.
inline constexpr const char* kSpinSetting = "spin_us";
inline constexpr const char* kModeSetting = "mode";

/// The registered scenario `name` (nullptr when unknown).
const scenarios::ScenarioInfo* scenarioInfo(const std::string& name);
/// Whether a scenario takes its network from the Network dock: it has a free-text "network"
/// parameter (and then its batch size is the network's).
bool takesDockNetwork(const scenarios::ScenarioInfo& info);
/// Whether parameter `p` of `info` is shown and kept in RunSettings::params (not the
/// network or batch size a dock network carries).
bool isPanelParam(const scenarios::ScenarioInfo& info, const scenarios::ParamInfo& p);

/// `scenario` with every parameter at its default (the other settings as in `base`);
/// nullopt for an unknown scenario.
std::optional<RunSettings> withScenario(const RunSettings& base, const std::string& scenario);

/// Why `value` does not fit parameter `name` of `settings`' scenario (the engine's own
/// message, listing what it accepts), or nullopt when it fits. With a dock network,
/// "batch_size" accepts 0 (the network's own) or a size for the network.
std::optional<std::string> paramProblem(const RunSettings& settings, const std::string& name,
                                        const std::string& value);
/// `settings` with parameter `name` set to `value` (for a dock network's "batch_size": the
/// network's batch size, 0 leaving it); nullopt, with the reason in `error`, when the
/// scenario has no such parameter or the value does not fit.
std::optional<RunSettings> withParam(const RunSettings& settings, const std::string& name,
                                     const std::string& value, std::string* error = nullptr);
/// `settings` with `name` set to `value`, where `name` may also be kSpinSetting (a whole
/// number of microseconds) or kModeSetting ("real" or "sim") when the scenario has no
/// parameter of that name: what Compare varies. Nullopt with the reason when it cannot.
std::optional<RunSettings> withSetting(const RunSettings& settings, const std::string& name,
                                       const std::string& value, std::string* error = nullptr);

/// The parameters as the run panel shows them, in the scenario's order, by name, as text,
/// with the dock network's description for "network" (its batch size is the network's).
std::vector<std::pair<std::string, std::string>> shownParams(const RunSettings& settings);

/// `settings` with what does not fit its scenario left out: parameters it does not have or
/// values they do not accept (their defaults stay), named in `dropped`; the spin budget
/// clamped. For settings saved by another version (a session file). An unknown scenario
/// is returned as it is.
RunSettings fitted(const RunSettings& settings, std::vector<std::string>* dropped = nullptr);

/// Why the dock network of `settings` cannot run (a program, or a network not valid yet),
/// translated; nullopt when the scenario takes no dock network or it can run.
std::optional<QString> dockNetworkProblem(const RunSettings& settings);

/// The parameters a run of `settings` gets: its own, the dock network's description for
/// "network" (its batch size with it), then checked and completed with the defaults
/// (scenarios::resolve_params). Throws std::invalid_argument (the scenario is unknown, or
/// dockNetworkProblem()) or scenarios::ScenarioError (a value does not fit) with a message
/// for the user.
scenarios::Params resolvedParams(const RunSettings& settings);

/// The same run from the command line, with the settings that differ from the defaults:
/// "$ asynclab-cli run NAME --mode M [--set k=v]... [--spin-us N] [--timing-only]". The dock
/// network is left out (the CLI takes it as a file).
QString commandLine(const RunSettings& settings, const scenarios::Params& resolved);

/// `base` with what the application's settings store (QSettings, "run/..." keys) holds:
/// the last scenario, mode, spin budget, GPU timing and timing-only; what is missing or
/// does not fit stays as in `base`.
RunSettings restoreRunSettings(const QSettings& store, const RunSettings& base);
/// Keeps those settings in `store`.
void saveRunSettings(QSettings& store, const RunSettings& settings);

/// Holds the current RunSettings and signals each change. Setters refuse what does not fit
/// (false, with the reason) and change nothing then; setting a value equal to the current
/// one signals nothing.
class RunSettingsModel : public QObject {
    Q_OBJECT

  public:
    explicit RunSettingsModel(QObject* parent = nullptr);

    const RunSettings& settings() const { return settings_; }
    /// Replaces every setting at once (a session, a Compare run, a lesson step).
    bool set(const RunSettings& settings, QString* error = nullptr);

    /// Selects `name` with its parameters at their defaults; false for an unknown scenario.
    bool setScenario(const QString& name);
    QString scenario() const { return QString::fromStdString(settings_.scenario); }
    bool setParam(const QString& name, const QString& value, QString* error = nullptr);
    /// The value of parameter `name`, or a null string when the scenario shows none.
    QString param(const QString& name) const;
    void setMode(scenarios::RunMode mode);
    scenarios::RunMode mode() const { return settings_.mode; }
    /// Clamped to [0, kMaxSpinUs].
    void setSpinUs(int us);
    int spinUs() const { return settings_.spinUs; }
    void setGpuTiming(bool on);
    void setTimingOnly(bool on);
    /// What the Network dock shows: a network, or a program (`isProgram`, no network).
    void setNetwork(const nn::NetworkSpec& spec, bool isProgram);

  signals:
    void scenarioChanged(const QString& scenario);
    /// A parameter changed without the scenario changing.
    void paramChanged(const QString& name, const QString& value);
    void modeChanged(asynclab::scenarios::RunMode mode);
    void spinUsChanged(int us);
    void gpuTimingChanged(bool on);
    void timingOnlyChanged(bool on);
    /// The dock network, or its batch size, changed.
    void networkChanged();
    /// After any of the above (once per set()).
    void changed();

  private:
    /// Makes `next` current and emits what differs from the previous settings.
    void apply(const RunSettings& next);

    RunSettings settings_;
};

}  // namespace asynclab
