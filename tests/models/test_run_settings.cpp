// The run settings as one value: what fits a scenario and what does not, what a run gets,
// the same run on the command line, the model that holds the current settings and says what
// changed, the comparison of two settings, and the lessons kept as data.
#include <QSignalSpy>
#include <QtTest>

#include "engine/nn/network_spec.h"
#include "ui/compare_controller.h"
#include "ui/models/run_settings.h"

using namespace asynclab;

namespace {

RunSettings settingsOf(const std::string& scenario) {
    auto s = withScenario(RunSettings{}, scenario);
    if (!s) qFatal("no scenario %s", scenario.c_str());
    return *s;
}

scenarios::ScenarioResult resultOf(bool cancelled) {
    scenarios::ScenarioResult r;
    r.scenario = "dependency-toy";
    r.cancelled = cancelled;
    return r;
}

}  // namespace

class TestRunSettings : public QObject {
    Q_OBJECT

  private slots:
    void aScenarioComesWithEveryParameterAtItsDefault() {
        const RunSettings s = settingsOf("sync-vs-async");
        const scenarios::ScenarioInfo& info = *scenarioInfo("sync-vs-async");
        QCOMPARE(s.params.size(), info.params.size());
        for (const scenarios::ParamInfo& p : info.params)
            QCOMPARE(s.params.at(p.name), p.default_value);
        QVERIFY(!withScenario(s, "no-such-scenario"));
        // The network scenario's network and batch size are the dock's, not parameters.
        const RunSettings net = settingsOf("network");
        QVERIFY(takesDockNetwork(*scenarioInfo("network")));
        QVERIFY(!net.params.contains("network") && !net.params.contains("batch_size"));
        QVERIFY(net.params.contains("iterations"));
    }

    void valuesAreCheckedAgainstTheScenario() {
        const RunSettings s = settingsOf("sync-vs-async");
        std::string error;
        auto reps = withParam(s, "reps", "25", &error);
        QVERIFY2(reps, error.c_str());
        QCOMPARE(reps->params.at("reps"), std::string("25"));
        QVERIFY(!withParam(s, "reps", "many", &error));
        QVERIFY2(QString::fromStdString(error).contains("reps"), error.c_str());
        QVERIFY(!withParam(s, "no_such", "1", &error));
        QVERIFY(QString::fromStdString(error).contains("no parameter 'no_such'"));
        // Compare's own settings: the spin budget and the mode.
        auto spin = withSetting(s, kSpinSetting, "200", &error);
        QVERIFY(spin && spin->spinUs == 200);
        QVERIFY(!withSetting(s, kSpinSetting, "10001", &error));
        auto mode = withSetting(s, kModeSetting, "real", &error);
        QVERIFY(mode && mode->mode == scenarios::RunMode::Real);
        QVERIFY(!withSetting(s, kModeSetting, "fast", &error));
        QVERIFY(QString::fromStdString(error).contains("'fast'"));
    }

    void settingsFromAnotherVersionAreFitted() {
        RunSettings old = settingsOf("sync-vs-async");
        old.params["reps"] = "77";
        old.params["gone"] = "1";            // a parameter this version does not have
        old.params["variant"] = "sideways";  // a value it does not accept
        old.spinUs = 999999;
        std::vector<std::string> dropped;
        const RunSettings s = fitted(old, &dropped);
        QCOMPARE(s.params.at("reps"), std::string("77"));
        const auto& params = scenarioInfo("sync-vs-async")->params;
        const auto variant = std::ranges::find(params, "variant", &scenarios::ParamInfo::name);
        QVERIFY(variant != params.end());
        QCOMPARE(s.params.at("variant"), variant->default_value);
        QVERIFY(!s.params.contains("gone"));
        QCOMPARE(s.spinUs, kMaxSpinUs);
        QCOMPARE(dropped.size(), std::size_t{2});
    }

    void aRunGetsTheDockNetworkWithItsBatchSize() {
        RunSettings s = settingsOf("network");
        // No network, a program, an invalid network: the run cannot start, and says why.
        QVERIFY(dockNetworkProblem(s));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, resolvedParams(s));
        s.network = nn::preset_chapter_mlp();
        s.networkIsProgram = true;
        QVERIFY(dockNetworkProblem(s)->contains(QStringLiteral("program")));
        s.networkIsProgram = false;
        QVERIFY(!dockNetworkProblem(s));
        // batch_size sets the network's; 0 leaves it.
        auto batched = withParam(s, "batch_size", "24");
        QVERIFY(batched && batched->network->batch_size == 24);
        QCOMPARE(withParam(*batched, "batch_size", "0")->network->batch_size, std::int64_t{24});
        QVERIFY(!withParam(s, "batch_size", "-2"));
        const scenarios::Params params = resolvedParams(*batched);
        const nn::NetworkSpec sent = nn::from_json(params.at("network"));
        QCOMPARE(sent.batch_size, std::int64_t{24});
        // The command line leaves the network out (the CLI reads it from a file).
        QVERIFY(!commandLine(*batched, params).contains(QStringLiteral("--set network=")));
    }

    void theCommandLineNamesWhatDiffersFromTheDefaults() {
        RunSettings s = settingsOf("dependency-toy");
        QCOMPARE(commandLine(s, resolvedParams(s)),
                 QStringLiteral("$ asynclab-cli run dependency-toy --mode sim"));
        s = *withParam(s, "repeat", "20");
        s.spinUs = 0;
        s.timingOnly = true;
        QCOMPARE(commandLine(s, resolvedParams(s)),
                 QStringLiteral("$ asynclab-cli run dependency-toy --mode sim --set repeat=20 "
                                "--spin-us 0 --timing-only"));
        s.mode = scenarios::RunMode::Real;  // real runs always compute
        QVERIFY(!s.appliedTimingOnly());
        QVERIFY(!commandLine(s, resolvedParams(s)).contains(QStringLiteral("timing-only")));
    }

    void theModelSaysWhatChangedAndRefusesWhatDoesNotFit() {
        RunSettingsModel model;
        QVERIFY(model.setScenario(QStringLiteral("sync-vs-async")));
        QSignalSpy scenario(&model, &RunSettingsModel::scenarioChanged);
        QSignalSpy param(&model, &RunSettingsModel::paramChanged);
        QSignalSpy spin(&model, &RunSettingsModel::spinUsChanged);
        QSignalSpy changed(&model, &RunSettingsModel::changed);
        QVERIFY(model.setParam(QStringLiteral("reps"), QStringLiteral("30")));
        QCOMPARE(param.size(), 1);
        QCOMPARE(param.front().at(0).toString(), QStringLiteral("reps"));
        QVERIFY(model.setParam(QStringLiteral("reps"), QStringLiteral("30")));  // the same
        QCOMPARE(changed.size(), 1);
        QString error;
        QVERIFY(!model.setParam(QStringLiteral("reps"), QStringLiteral("x"), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(model.param(QStringLiteral("reps")), QStringLiteral("30"));
        model.setSpinUs(-5);  // clamped
        QCOMPARE(model.spinUs(), 0);
        QCOMPARE(spin.size(), 1);
        QVERIFY(!model.setScenario(QStringLiteral("no-such-scenario")));
        QCOMPARE(scenario.size(), 0);
        // set() replaces everything at once, or nothing.
        RunSettings next = settingsOf("barriers");
        next.mode = scenarios::RunMode::Real;
        next.params["n"] = "-1";
        QVERIFY(!model.set(next, &error));
        QCOMPARE(model.scenario(), QStringLiteral("sync-vs-async"));
        next.params.erase("n");
        QVERIFY(model.set(next, &error));
        QCOMPARE(scenario.size(), 1);
        QCOMPARE(model.mode(), scenarios::RunMode::Real);
    }

    void aComparisonRunsBothSettingsInTurn() {
        CompareController compare;
        const RunSettings base = settingsOf("dependency-toy");
        QString error;
        QVERIFY(!compare.begin(base, QStringLiteral("no_such"), QStringLiteral("a"),
                               QStringLiteral("b"), &error));
        QVERIFY(error.contains(QStringLiteral("no_such")));
        QVERIFY(!compare.begin(base, QLatin1String(kSpinSetting), QStringLiteral("0"),
                               QStringLiteral("soon"), &error));
        QVERIFY(!compare.isActive());
        QVERIFY(compare.begin(base, QLatin1String(kSpinSetting), QStringLiteral("0"),
                              QStringLiteral("200"), &error));
        QVERIFY(!compare.begin(base, QLatin1String(kSpinSetting), QStringLiteral("0"),
                               QStringLiteral("1"), &error));  // one at a time
        QCOMPARE(compare.pending().spinUs, 0);
        QCOMPARE(compare.labelA(), QStringLiteral("spin_us=0"));
        QCOMPARE(compare.runFinished(resultOf(false)), CompareController::Next::RunB);
        QCOMPARE(compare.pending().spinUs, 200);
        QVERIFY(compare.resultA());
        QCOMPARE(compare.runFinished(resultOf(false)), CompareController::Next::Done);
        QVERIFY(!compare.isActive());
        // A stopped run ends the comparison.
        QVERIFY(compare.begin(base, QLatin1String(kModeSetting), QStringLiteral("real"),
                              QStringLiteral("sim"), &error));
        QCOMPARE(compare.pending().mode, scenarios::RunMode::Real);
        QCOMPARE(compare.runFinished(resultOf(true)), CompareController::Next::Stopped);
        QVERIFY(!compare.isActive());
    }
};

QTEST_GUILESS_MAIN(TestRunSettings)
#include "test_run_settings.moc"
