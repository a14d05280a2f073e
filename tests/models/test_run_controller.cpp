// RunController: runs a scenario on a worker thread, reports output and the result on the
// UI thread, fills a TraceModel, and stops cleanly when asked.
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include "engine/scenarios/scenario.h"
#include "ui/models/trace_model.h"
#include "ui/run_controller.h"

using asynclab::RunController;
using asynclab::TraceModel;
namespace scenarios = asynclab::scenarios;

namespace {

scenarios::Params defaults(const char* name) {
    const scenarios::Scenario* s = scenarios::find_scenario(name);
    return s ? scenarios::resolve_params(s->info(), {}) : scenarios::Params{};
}

}  // namespace

class TestRunController : public QObject {
    Q_OBJECT

  private slots:
    void runsDependencyToyInSimMode() {
        TraceModel model;
        RunController controller;
        controller.setTraceModel(&model);
        QSignalSpy finished(&controller, &RunController::finished);
        QSignalSpy failed(&controller, &RunController::failed);
        QSignalSpy output(&controller, &RunController::outputLine);
        QSignalSpy running(&controller, &RunController::runningChanged);

        QVERIFY(controller.start(QStringLiteral("dependency-toy"), defaults("dependency-toy"),
                                 scenarios::RunMode::Sim));
        QVERIFY(controller.isRunning());
        QVERIFY(finished.wait(60000));
        QCOMPARE(failed.count(), 0);
        QVERIFY(!controller.isRunning());
        QCOMPARE(running.count(), 2);
        QCOMPARE(running.last().at(0).toBool(), false);

        const scenarios::ScenarioResult* result = controller.lastResult();
        QVERIFY(result != nullptr);
        QCOMPARE(result->scenario, std::string("dependency-toy"));
        QVERIFY(!result->trace.ops.empty());
        QVERIFY(!result->cancelled);
        QVERIFY(controller.lastWallSeconds() > 0);
        QVERIFY(output.count() > 0);

        QVERIFY(!model.snapshot()->lanes.empty());
        QCOMPARE(model.snapshot()->totals.ops, result->trace.ops.size());
    }

    void refusesASecondRunWhileRunning() {
        RunController controller;
        QSignalSpy finished(&controller, &RunController::finished);
        QVERIFY(controller.start(QStringLiteral("dependency-toy"), defaults("dependency-toy"),
                                 scenarios::RunMode::Sim));
        QVERIFY(!controller.start(QStringLiteral("dependency-toy"), defaults("dependency-toy"),
                                  scenarios::RunMode::Sim));
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.count(), 1);
    }

    void unknownScenarioDoesNotStart() {
        RunController controller;
        QVERIFY(!controller.start(QStringLiteral("no-such-scenario"), {}, scenarios::RunMode::Sim));
        QVERIFY(!controller.isRunning());
    }

    void failureIsReported() {
        RunController controller;
        QSignalSpy failed(&controller, &RunController::failed);
        QSignalSpy finished(&controller, &RunController::finished);
        // Missing parameters: the scenario throws on its worker thread.
        QVERIFY(controller.start(QStringLiteral("barriers"), {}, scenarios::RunMode::Sim));
        QVERIFY(failed.wait(60000));
        QCOMPARE(finished.count(), 0);
        QVERIFY(!failed.first().at(0).toString().isEmpty());
        QVERIFY(controller.lastResult() == nullptr);
    }

    void stopEndsTheRunCleanly() {
        RunController controller;
        QSignalSpy finished(&controller, &RunController::finished);
        QSignalSpy failed(&controller, &RunController::failed);
        QVERIFY(controller.start(QStringLiteral("dependency-toy"), defaults("dependency-toy"),
                                 scenarios::RunMode::Sim));
        controller.stop();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() + failed.count() == 1, 60000);
        QCOMPARE(failed.count(), 0);
        QVERIFY(!controller.isRunning());
        QVERIFY(controller.lastResult() != nullptr);
    }

    void destroyingWhileRunningWaits() {
        auto controller = std::make_unique<RunController>();
        QVERIFY(controller->start(QStringLiteral("dependency-toy"), defaults("dependency-toy"),
                                  scenarios::RunMode::Sim));
        controller.reset();  // must not crash nor leave the thread running
        QCoreApplication::processEvents();
    }
};

QTEST_MAIN(TestRunController)
#include "test_run_controller.moc"
