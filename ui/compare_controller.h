// Compare: one setting varied between two runs. The controller holds both runs' settings
// (the current ones with the setting at A's value, then at B's), makes each in turn the
// current settings while it runs, and keeps run A's result until B's is in. What starts a
// run, and what shows the pair, is the window's.
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "engine/scenarios/scenario.h"
#include "ui/models/run_settings.h"

namespace asynclab {

class CompareController : public QObject {
    Q_OBJECT

  public:
    explicit CompareController(QObject* parent = nullptr);

    /// Prepares the two runs: `base` with `setting` (a parameter of its scenario, or
    /// kSpinSetting, or kModeSetting) at `a`, then at `b`. False with the reason (nothing
    /// is prepared) while a comparison goes on or when a value does not fit.
    bool begin(const RunSettings& base, const QString& setting, const QString& a, const QString& b,
               QString* error = nullptr);
    bool isActive() const { return active_; }
    /// The settings of the run to start now: A's, until A's result is in, then B's.
    const RunSettings& pending() const { return haveA_ ? b_ : a_; }
    /// "setting=value" of each side.
    QString labelA() const { return setting_ + QLatin1Char('=') + valueA_; }
    QString labelB() const { return setting_ + QLatin1Char('=') + valueB_; }

    enum class Next {
        RunB,     ///< A is in: start pending() (B)
        Done,     ///< both are in: resultA() and the result just given
        Stopped,  ///< the run was cancelled: the comparison is over
    };
    /// A run of the comparison ended with `result`.
    Next runFinished(const scenarios::ScenarioResult& result);
    /// Run A's result, once it is in.
    const scenarios::ScenarioResult* resultA() const { return resultA_.get(); }
    /// Ends the comparison (a run failed or could not start).
    void cancel();

  private:
    bool active_ = false;
    bool haveA_ = false;
    QString setting_, valueA_, valueB_;
    RunSettings a_, b_;
    std::unique_ptr<scenarios::ScenarioResult> resultA_;
};

}  // namespace asynclab
