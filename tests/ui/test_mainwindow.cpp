// MainWindow: menus, shortcuts, the run panel, a run end to end, trace loading and
// rendering, offscreen.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "engine/nn/network_spec.h"
#include "engine/scenarios/scenario.h"
#include "ui/mainwindow.h"
#include "ui/models/labels.h"
#include "ui/models/scenario_texts.h"
#include "ui/models/trace_model.h"
#include "ui/run_controller.h"
#include "ui/views/compare_view.h"
#include "ui/views/graph_view.h"
#include "ui/views/memory_view.h"
#include "ui/views/network_builder.h"
#include "ui/views/plot_elements.h"
#include "ui/views/replay_bar.h"
#include "ui/views/stats_view.h"
#include "ui/views/summary_view.h"
#include "ui/views/time_breakdown_chart.h"
#include "ui/views/timeline_plottable.h"
#include "ui/views/timeline_view.h"

using asynclab::CompareRun;
using asynclab::kDefaultSpinUs;
using asynclab::kMaxSpinUs;
using asynclab::MainWindow;
using asynclab::RunController;
namespace scenarios = asynclab::scenarios;

namespace {

/// ASYNCLAB_GRAB_DIR=dir keeps a picture of `window` at 1280 x 800 as dir/file.
void grabWindow(MainWindow& window, const QString& file) {
    const QString dir = qEnvironmentVariable("ASYNCLAB_GRAB_DIR");
    if (dir.isEmpty()) return;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.grab().save(dir + QLatin1Char('/') + file);
}

/// The dependency toy, simulated, with 20 repeats: a run of a few milliseconds.
void selectSmallToy(MainWindow& window) {
    QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
    window.setMode(scenarios::RunMode::Sim);
    QVERIFY(window.setParamValue(QStringLiteral("repeat"), QStringLiteral("20")));
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        // Keep the user's settings out of the tests.
        QStandardPaths::setTestModeEnabled(true);
        // Numbers as the C locale writes them ("1.25 ms"), whatever the machine's language.
        QLocale::setDefault(QLocale::c());
    }

    void init() {
        // Every test starts at the default spin budget, whatever an earlier run saved.
        QSettings().remove(QStringLiteral("run/spinUs"));
    }

    void titleAndStatusBar() {
        MainWindow window;
        // "[*]": where the window marks a session with changes to save.
        QCOMPARE(window.windowTitle(), QStringLiteral("AsyncLab[*]"));
        QVERIFY(!window.isWindowModified());
        // The status bar is ready, its run progress hidden until a run goes.
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Ready"));
        auto* progress =
            window.statusBar()->findChild<QProgressBar*>(QStringLiteral("runProgress"));
        QVERIFY(progress && progress->isHidden());
        // The centre: the timeline with the replay bar under it, and the comparison beside.
        auto* tabs = qobject_cast<QTabWidget*>(window.centralWidget());
        QVERIFY(tabs && tabs->count() == 2);
        QVERIFY(tabs->widget(0)->isAncestorOf(window.timeline()));
        QVERIFY(tabs->widget(0)->isAncestorOf(window.replayBar()));
        QCOMPARE(tabs->widget(1), static_cast<QWidget*>(window.compareView()));
        QVERIFY(!window.windowIcon().isNull());
    }

    void fileMenuHasQuit() {
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuFile"));
        QVERIFY(menu != nullptr);
        QCOMPARE(menu, window.fileMenu());
        QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
        QCOMPARE(menu->title(), QStringLiteral("&File"));

        QAction* quit = window.findChild<QAction*>(QStringLiteral("actionQuit"));
        QVERIFY(quit != nullptr);
        QVERIFY(menu->actions().contains(quit));
        QCOMPARE(quit->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
        QVERIFY(quit->isEnabled());
    }

    void helpMenuHasAbout() {
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuHelp"));
        QVERIFY(menu != nullptr);
        QCOMPARE(menu, window.helpMenu());
        QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
        QCOMPARE(menu->title(), QStringLiteral("&Help"));

        QAction* about = window.findChild<QAction*>(QStringLiteral("actionAbout"));
        QVERIFY(about != nullptr);
        QVERIFY(menu->actions().contains(about));
        QVERIFY(about->text().contains(QStringLiteral("About")));
        QVERIFY(about->isEnabled());

        const QString text = MainWindow::aboutText();
        QVERIFY(text.contains(QStringLiteral(ASYNCLAB_VERSION)));
        QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(text.contains(QStringLiteral(QT_VERSION_STR)));
    }

    void runMenuSwitchesGpuTimingAndRemembersIt() {
        {
            MainWindow window;
            auto* timing = window.findChild<QAction*>(QStringLiteral("actionGpuTiming"));
            QVERIFY(timing != nullptr);
            QVERIFY(window.runMenu()->actions().contains(timing));
            QVERIFY(timing->isCheckable());
            QVERIFY(timing->isChecked());  // on by default, as Nsight Systems times kernels
            QVERIFY(window.runController()->gpuTiming());
            timing->setChecked(false);
            QVERIFY(!window.runController()->gpuTiming());
            window.close();  // saves the settings
        }
        MainWindow again;
        auto* timing = again.findChild<QAction*>(QStringLiteral("actionGpuTiming"));
        QVERIFY(!timing->isChecked());
        QVERIFY(!again.runController()->gpuTiming());
        timing->setChecked(true);
        QVERIFY(again.runController()->gpuTiming());
        again.close();
    }

    void runMenuSetsTheSpinBudgetAndRemembersIt() {
        {
            MainWindow window;
            auto* menu = window.findChild<QMenu*>(QStringLiteral("menuSpin"));
            QVERIFY(menu != nullptr);
            QVERIFY(window.runMenu()->actions().contains(menu->menuAction()));
            auto* def =
                window.findChild<QAction*>(QStringLiteral("actionSpin_%1").arg(kDefaultSpinUs));
            auto* sleep = window.findChild<QAction*>(QStringLiteral("actionSpin_0"));
            auto* other = window.findChild<QAction*>(QStringLiteral("actionSpinOther"));
            QVERIFY(def && sleep && other);
            QVERIFY(def->isChecked());
            QCOMPARE(window.runController()->spinUs(), kDefaultSpinUs);
            sleep->trigger();
            QVERIFY(sleep->isChecked());
            QVERIFY(!def->isChecked());
            QCOMPARE(window.runController()->spinUs(), 0);
            // A budget between the choices checks Other, which names it.
            window.setSpinUs(321);
            QCOMPARE(window.runController()->spinUs(), 321);
            QVERIFY(other->isChecked());
            QVERIFY(!sleep->isChecked());
            QVERIFY2(other->text().contains(QStringLiteral("321")), qPrintable(other->text()));
            // Out of range: clamped to what the engine accepts.
            window.setSpinUs(kMaxSpinUs + 1);
            QCOMPARE(window.spinUs(), kMaxSpinUs);
            window.setSpinUs(-5);
            QCOMPARE(window.spinUs(), 0);
            QVERIFY(sleep->isChecked());
            QVERIFY(!other->isChecked());
            QVERIFY(!other->text().contains(QStringLiteral("µs")));
            window.setSpinUs(321);
            // ASYNCLAB_GRAB_DIR=dir keeps pictures of the Run menu and its spin choices.
            if (const QString dir = qEnvironmentVariable("ASYNCLAB_GRAB_DIR"); !dir.isEmpty()) {
                for (QMenu* m : {window.runMenu(), menu}) {
                    m->adjustSize();
                    m->grab().save(dir + QLatin1Char('/') + m->objectName() +
                                   QStringLiteral(".png"));
                }
            }
            window.close();  // saves the settings
        }
        MainWindow again;
        QCOMPARE(again.spinUs(), 321);
        QVERIFY(again.findChild<QAction*>(QStringLiteral("actionSpinOther"))->isChecked());
        again.setSpinUs(kDefaultSpinUs);  // the other tests run at the default
        again.close();
    }

    void aRunUsesTheSpinBudget() {
        // The simulated toy, 20 runs: with threads that sleep at once every run's first push
        // wakes a worker; the run names its budget in its notes.
        MainWindow window;
        selectSmallToy(window);
        const auto wakeups = [&window](int spinUs, std::vector<std::string>* notes) {
            window.setSpinUs(spinUs);
            QSignalSpy finished(window.runController(), &RunController::finished);
            if (!window.startRun() || !finished.wait(60000)) return -1.0;
            const scenarios::ScenarioResult* r = window.runController()->lastResult();
            *notes = r->notes;
            return r->metric("cpu_wakeups").value_or(-1.0);
        };
        std::vector<std::string> sleepingNotes, spinningNotes;
        const double sleeping = wakeups(0, &sleepingNotes);
        // Printed once in the run's output, not again when it finishes.
        QCOMPARE(window.log()->toPlainText().count(QStringLiteral("note: idle workers")), 1);
        const double spinning = wakeups(kDefaultSpinUs, &spinningNotes);
        QVERIFY2(sleeping >= 20, qPrintable(QString::number(sleeping)));
        QVERIFY2(spinning >= 0 && spinning < sleeping,
                 qPrintable(QStringLiteral("%1 vs %2").arg(spinning).arg(sleeping)));
        QCOMPARE(sleepingNotes.size(), std::size_t{1});
        QVERIFY(
            QString::fromStdString(sleepingNotes.front()).contains(QStringLiteral("spin 0 us")));
        QVERIFY(spinningNotes.empty());
        // The log starts with the same run from the command line: non-default settings only.
        const auto command = [&window] { return window.log()->toPlainText().split('\n').front(); };
        QCOMPARE(command(),
                 QStringLiteral("$ asynclab-cli run dependency-toy --mode sim --set repeat=20"));
        window.setSpinUs(0);
        QVERIFY(window.startRun());
        QCOMPARE(command(), QStringLiteral("$ asynclab-cli run dependency-toy --mode sim --set "
                                           "repeat=20 --spin-us 0"));
        window.stopRun();
    }

    void networkBatchSizeIsTheNetworkDocks() {
        // One batch size: the Network dock's. The run panel shows no second editor that
        // could disagree with it, and --set batch_size (or a session) sets the dock's.
        MainWindow window;
        QVERIFY(window.selectScenario(QStringLiteral("network")));
        window.setMode(scenarios::RunMode::Sim);
        QVERIFY(window.networkBuilder()->selectPreset(QStringLiteral("chapter_mlp")));
        QVERIFY(window.paramEditor(QStringLiteral("batch_size")) == nullptr);
        QVERIFY(window.setParamValue(QStringLiteral("batch_size"), QStringLiteral("24")));
        QCOMPARE(window.networkBuilder()->spec().batch_size, 24);
        QVERIFY(window.setParamValue(QStringLiteral("batch_size"), QStringLiteral("0")));
        QCOMPARE(window.networkBuilder()->spec().batch_size, 24);  // 0: the network's own
        QVERIFY(!window.setParamValue(QStringLiteral("batch_size"), QStringLiteral("-2")));
        QVERIFY(!window.setParamValue(QStringLiteral("batch_size"), QStringLiteral("many")));
        QVERIFY(window.setParamValue(QStringLiteral("iterations"), QStringLiteral("3")));
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QVERIFY2(window.log()->toPlainText().contains(QStringLiteral("input (24, 512)")),
                 qPrintable(window.log()->toPlainText()));
        // A session that names batch_size among the parameters sets the dock's.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.asynclab"));
        QVERIFY(window.saveSessionFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonObject settings = doc.value(QStringLiteral("settings")).toObject();
        QJsonObject params = settings.value(QStringLiteral("params")).toObject();
        QVERIFY(!params.contains(QStringLiteral("batch_size")));  // the network has it
        params.insert(QStringLiteral("batch_size"), QStringLiteral("8"));
        settings.insert(QStringLiteral("params"), params);
        doc.insert(QStringLiteral("settings"), settings);
        doc.remove(QStringLiteral("last_run"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QJsonDocument(doc).toJson());
        file.close();
        QString error;
        QVERIFY2(window.loadSessionFile(path, &error), qPrintable(error));
        QCOMPARE(window.networkBuilder()->spec().batch_size, 8);
        // Scenarios without a network from the dock keep their own batch_size editor.
        QVERIFY(window.selectScenario(QStringLiteral("memory-footprint")));
        QVERIFY(window.paramEditor(QStringLiteral("batch_size")) != nullptr);
    }

    void timingOnlySkipsTheMathOfSimulatedRuns() {
        {
            MainWindow window;
            auto* action = window.findChild<QAction*>(QStringLiteral("actionTimingOnly"));
            QVERIFY(action && window.runMenu()->actions().contains(action));
            QVERIFY(action->isCheckable());
            QVERIFY(!window.timingOnly());  // off by default: simulated runs compute
            QVERIFY(window.selectScenario(QStringLiteral("memory-footprint")));
            for (const auto& [name, value] : {std::pair{"batches", "6"},
                                              {"batch_size", "16"},
                                              {"features", "8"},
                                              {"hidden1", "16"},
                                              {"hidden2", "8"},
                                              {"print_every", "3"}})
                QVERIFY(window.setParamValue(QLatin1String(name), QLatin1String(value)));
            const auto run = [&window]() -> const scenarios::ScenarioResult* {
                QSignalSpy finished(window.runController(), &RunController::finished);
                if (!window.startRun() || !finished.wait(60000)) return nullptr;
                return window.runController()->lastResult();
            };
            const auto command = [&window] {
                return window.log()->toPlainText().split('\n').front();
            };
            window.setMode(scenarios::RunMode::Sim);
            action->trigger();
            QVERIFY(window.timingOnly());
            const scenarios::ScenarioResult* skipped = run();
            QVERIFY(skipped && skipped->timing_only);
            QVERIFY(command().endsWith(QStringLiteral(" --timing-only")));
            QVERIFY(window.log()->toPlainText().contains(QStringLiteral("skipped the math")));
            auto* headline =
                window.summaryView()->findChild<QLabel*>(QStringLiteral("summaryHeadline"));
            QVERIFY(headline && headline->text().contains(QStringLiteral("timing only")));
            // Real runs always compute: the choice is greyed out, kept, and not applied.
            window.setMode(scenarios::RunMode::Real);
            QVERIFY(!action->isEnabled());
            QVERIFY(action->isChecked());
            const scenarios::ScenarioResult* real = run();
            QVERIFY(real && !real->timing_only);
            QVERIFY(real->notes.empty());
            QVERIFY(!command().contains(QStringLiteral("--timing-only")));
            QVERIFY(!headline->text().contains(QStringLiteral("timing only")));
            window.setMode(scenarios::RunMode::Sim);
            QVERIFY(action->isEnabled());
            window.close();  // saves the settings
        }
        MainWindow again;
        QVERIFY(again.timingOnly());
        again.setTimingOnly(false);
        again.close();
    }

    void viewMenuTogglesDocksAndZooms() {
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuView"));
        QVERIFY(menu != nullptr);
        const auto docks = window.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 8);
        // Every dock open (the Code dock opens with a script), the window still fits a
        // 1280x800 screen.
        for (QDockWidget* dock : docks) dock->show();
        QVERIFY(window.minimumSizeHint().height() <= 800);
        QVERIFY(window.minimumSizeHint().width() <= 1280);
        for (QDockWidget* dock : docks) QVERIFY(menu->actions().contains(dock->toggleViewAction()));
        QVERIFY(menu->actions().contains(window.timeline()->fitAction()));
        QVERIFY(menu->actions().contains(window.timeline()->zoomInAction()));
    }

    void fileMenuHasOpenAndExports() {
        MainWindow window;
        for (const char* name : {"actionOpen", "actionExportPng", "actionExportSvg",
                                 "actionExportPdf", "actionExportTrace"}) {
            auto* action = window.findChild<QAction*>(QLatin1String(name));
            QVERIFY2(action != nullptr, name);
            QVERIFY(window.fileMenu()->actions().contains(action));
        }
        // Nothing ran yet: nothing to export as a trace.
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("actionExportTrace"))->isEnabled());
    }

    void runAndStopShortcuts() {
        MainWindow window;
        QCOMPARE(window.runAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
        QCOMPARE(window.stopAction()->shortcut(), QKeySequence(Qt::Key_Escape));
        QVERIFY(window.runAction()->isEnabled());
        QVERIFY(!window.stopAction()->isEnabled());
        QVERIFY(!window.runAction()->toolTip().isEmpty());
        QVERIFY(!window.stopAction()->statusTip().isEmpty());
        // Pause, step, compare and export have their keys too, all different.
        QCOMPARE(window.pauseAction()->shortcut(), QKeySequence(Qt::Key_F6));
        QCOMPARE(window.stepAction()->shortcut(), QKeySequence(Qt::Key_F10));
        QList<QKeySequence> keys;
        for (QAction* action : window.findChildren<QAction*>())
            if (!action->shortcut().isEmpty() && action->shortcutContext() == Qt::WindowShortcut)
                keys << action->shortcut();
        QVERIFY(keys.contains(QKeySequence(Qt::CTRL | Qt::Key_E)));
        for (qsizetype i = 0; i < keys.size(); ++i)
            QVERIFY2(keys.indexOf(keys[i], i + 1) < 0, qPrintable(keys[i].toString()));
    }

    void scenarioComboListsTheRegistry() {
        MainWindow window;
        QAbstractItemModelTester tester(window.scenarioCombo()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(window.scenarioCombo()->count(),
                 static_cast<int>(scenarios::all_scenarios().size()));
        QVERIFY(window.scenarioCombo()->itemText(0).contains(
            QString::fromStdString(scenarios::all_scenarios().front()->info().section)));
    }

    void selectingAScenarioBuildsItsParamForm() {
        MainWindow window;
        for (const scenarios::Scenario* s : scenarios::all_scenarios()) {
            const auto& info = s->info();
            if (!info.available) continue;
            QVERIFY(window.selectScenario(QString::fromStdString(info.name)));
            QCOMPARE(window.currentScenario(), QString::fromStdString(info.name));
            // Every parameter has an editor, except the network scenario's batch size,
            // which is the Network dock's.
            const bool dockBatch = info.name == "network";
            const auto values = window.paramValues();
            QCOMPARE(values.size(), info.params.size() - (dockBatch ? 1 : 0));
            for (const auto& p : info.params) {
                QWidget* editor = window.paramEditor(QString::fromStdString(p.name));
                if (dockBatch && p.name == "batch_size") {
                    QVERIFY(editor == nullptr);
                    continue;
                }
                QVERIFY2(editor != nullptr, p.name.c_str());
                QVERIFY(!editor->toolTip().isEmpty());
            }
            // The form's defaults are accepted as they are.
            scenarios::resolve_params(info, values);
        }
        QVERIFY(!window.selectScenario(QStringLiteral("no-such-scenario")));
    }

    void runFillsTimelineAndSummary() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QDockWidget*>(QStringLiteral("dockGraph"))->raise();
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        window.setMode(scenarios::RunMode::Sim);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(window.stopAction()->isEnabled());
        QVERIFY(!window.runAction()->isEnabled());
        QVERIFY(finished.wait(60000));

        QVERIFY(window.timeline()->snapshot()->lanes.size() > 0);
        QVERIFY(window.timeline()->rowCount() > 0);
        QVERIFY(window.summaryView()->laneModel()->rowCount() > 0);
        QVERIFY(window.summaryView()->metricsTable()->rowCount() > 0);
        // The metrics and the lanes each have a tab that counts them.
        QTabWidget* summaryTabs = window.summaryView()->tabs();
        QCOMPARE(summaryTabs->count(), 4);  // then where the time went, and the selection
        QCOMPARE(
            summaryTabs->tabText(0),
            QStringLiteral("Metrics (%1)").arg(window.summaryView()->metricsTable()->rowCount()));
        QCOMPARE(summaryTabs->tabText(1),
                 QStringLiteral("Lanes (%1)").arg(window.summaryView()->laneModel()->rowCount()));
        // The Selection tab counts the ops the timeline shows; where the time went has a
        // bar per lane that ran something.
        summaryTabs->setCurrentIndex(asynclab::SummaryView::SelectionTab);
        QTRY_VERIFY(window.summaryView()->statsView()->opModel()->rowCount() > 0);
        summaryTabs->setCurrentIndex(asynclab::SummaryView::TimeTab);
        QVERIFY(!window.summaryView()->breakdownChart()->breakdown().empty());
        // The run's ops reach the dependency graph and its memory the memory view.
        QTRY_VERIFY(!window.graphView()->graph().empty());
        QVERIFY(window.graphView()->graph().nodes.size() >= 3);
        QVERIFY(window.memoryView()->deviceCount() > 0);
        QVERIFY(window.summaryView()->headline().contains(QStringLiteral("dependency-toy")));
        QVERIFY(!window.summaryView()->phenomenonText().isEmpty());
        QVERIFY(!window.log()->toPlainText().isEmpty());
        QVERIFY(window.runAction()->isEnabled());
        QVERIFY(!window.stopAction()->isEnabled());
        QAbstractItemModelTester tester(window.summaryView()->laneModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.json"));
        const std::size_t ranOps = window.timeline()->snapshot()->totals.ops;
        QVERIFY(window.writeTraceFile(path));
        QVERIFY(window.loadTraceFile(path));
        QVERIFY(window.timeline()->snapshot()->lanes.size() > 0);
        // The opened trace's Summary has its numbers, not the run's (it has none of its own).
        const QTableWidget* metrics = window.summaryView()->metricsTable();
        QList<QString> names;
        for (int row = 0; row < metrics->rowCount(); ++row) names << metrics->item(row, 0)->text();
        QCOMPARE(names.mid(0, 3), (QList<QString>{QStringLiteral("span_s"), QStringLiteral("lanes"),
                                                  QStringLiteral("ops")}));
        QCOMPARE(metrics->item(2, 1)->text().toULongLong(), static_cast<qulonglong>(ranOps));
        QVERIFY(window.summaryView()->headline().contains(path));
    }

    void memoryViewShowsMemoryCounters() {
        MainWindow window;
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        const auto snapshot = window.timeline()->snapshot();
        bool hasMemory = false;
        for (const auto& c : snapshot->counters)
            hasMemory |= c->kind == asynclab::CounterKind::MemoryBytes && !c->points.empty();
        QCOMPARE(window.memoryView()->deviceCount() > 0, hasMemory);
    }

    void aRunWithNoOpsSaysWhyThePlotsAreEmpty() {
        // hardware-probe measures the machine and queues nothing: the timeline and the
        // memory chart say so; the next run that draws something shows no note.
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Before any run, the empty timeline says what it will show, with no time scale.
        QVERIFY(window.timeline()->emptyNoteShown());
        QVERIFY2(window.timeline()->emptyNote().contains(QStringLiteral("Press Run")),
                 qPrintable(window.timeline()->emptyNote()));
        QVERIFY(!window.timeline()->plot()->xAxis->tickLabels());
        window.setMode(scenarios::RunMode::Sim);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.selectScenario(QStringLiteral("hardware-probe")));
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QCOMPARE(window.timeline()->rowCount(), 0);
        QVERIFY(window.timeline()->emptyNoteShown());
        const QString note = window.timeline()->emptyNote();
        QVERIFY2(note.contains(QStringLiteral("no operations")), qPrintable(note));
        QCOMPARE(window.memoryView()->shownNote(), note);

        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QVERIFY(window.timeline()->rowCount() > 0);
        QVERIFY(window.timeline()->plot()->xAxis->tickLabels());
        QVERIFY(!window.timeline()->emptyNoteShown());
        QVERIFY(window.timeline()->emptyNote().isEmpty());
        QVERIFY(window.memoryView()->shownNote().isEmpty());  // it has memory to draw
    }

    void brokenTraceShowsAnErrorAndKeepsTheWindow() {
        MainWindow window;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"traceEvents\": [ {\"ph\": ");
        file.close();
        const auto before = window.timeline()->snapshot();
        QString error;
        QVERIFY(!window.loadTraceFile(path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(window.timeline()->snapshot() == before);
        QVERIFY(!window.loadTraceFile(dir.filePath(QStringLiteral("missing.json")), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(window.runAction()->isEnabled());
    }

    void quitClosesWindow() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.quitAction()->trigger();
        QVERIFY(!window.isVisible());
    }

    void networkScenarioRunsTheBuildersNetwork() {
        MainWindow window;
        QVERIFY(window.selectScenario(QStringLiteral("network")));
        QVERIFY(window.networkBuilder()->selectPreset(QStringLiteral("concurrent")));
        std::string network;
        for (const auto& [name, value] : window.paramValues())
            if (name == "network") network = value;
        QCOMPARE(QString::fromStdString(network), QString::fromStdString(asynclab::nn::to_json(
                                                      window.networkBuilder()->spec(), false)));
        // fancy_func is a program, not a network: refused with a message, nothing runs.
        QVERIFY(window.networkBuilder()->selectPreset(QStringLiteral("fancy_func")));
        QVERIFY(!window.startRun());
        QVERIFY(!window.runController()->isRunning());
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("fancy_func")));
    }

    void pauseHoldsTheRunAndStepIssuesOneOp() {
        MainWindow window;
        QVERIFY(window.selectScenario(QStringLiteral("network")));
        window.setMode(scenarios::RunMode::Sim);
        auto* iterations =
            qobject_cast<QSpinBox*>(window.paramEditor(QStringLiteral("iterations")));
        QVERIFY(iterations);
        iterations->setValue(100000);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(window.pauseAction()->isEnabled());
        window.pauseAction()->trigger();
        QTRY_VERIFY(window.runController()->isPaused());
        QVERIFY(window.pauseAction()->isChecked());
        window.stepAction()->trigger();
        window.stepAction()->trigger();
        QTRY_COMPARE(window.runController()->steppedOps(), quint64{2});
        QVERIFY(window.runController()->isRunning());
        window.stopAction()->trigger();  // a paused run stops too
        QVERIFY(finished.wait(60000));
        QVERIFY(window.runController()->lastResult()->cancelled);
        QVERIFY(!window.pauseAction()->isChecked());
    }

    void compareRunsBothConfigurations() {
        MainWindow window;
        QVERIFY(window.selectScenario(QStringLiteral("network")));
        window.setMode(scenarios::RunMode::Sim);
        qobject_cast<QSpinBox*>(window.paramEditor(QStringLiteral("iterations")))->setValue(20);
        QVERIFY(window.startCompare(QStringLiteral("hybridize"), QStringLiteral("off"),
                                    QStringLiteral("on")));
        QVERIFY(window.isComparing());
        QTRY_VERIFY_WITH_TIMEOUT(!window.isComparing(), 60000);
        QCOMPARE(window.compareView()->runA().label, QStringLiteral("hybridize=off"));
        QCOMPARE(window.compareView()->runB().label, QStringLiteral("hybridize=on"));
        QVERIFY(!window.compareView()->rows().empty());
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("centralTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(window.compareView()));
        QVERIFY(window.compareView()->runA().snapshot->totals.ops >
                window.compareView()->runB().snapshot->totals.ops);
        QVERIFY(!window.startCompare(QStringLiteral("no_such_param"), QStringLiteral("a"),
                                     QStringLiteral("b")));
        QVERIFY(!window.isComparing());
        grabWindow(window, QStringLiteral("compare-window.png"));
    }

    void compareSpinBudgets() {
        // Every scenario can compare two spin budgets, even one without named choices.
        MainWindow window;
        selectSmallToy(window);
        const QString spin = QLatin1String(MainWindow::kSpinSetting);
        // Not a number of microseconds: refused before anything runs.
        QVERIFY(!window.startCompare(spin, QStringLiteral("0"), QStringLiteral("soon")));
        QVERIFY(!window.startCompare(spin, QStringLiteral("-1"), QStringLiteral("50")));
        QVERIFY(!window.startCompare(spin, QStringLiteral("0"), QString::number(kMaxSpinUs + 1)));
        QVERIFY(!window.isComparing());
        QVERIFY(window.statusBar()->currentMessage().contains(spin));
        QCOMPARE(window.spinUs(), kDefaultSpinUs);

        QVERIFY(window.startCompare(spin, QStringLiteral("0"), QStringLiteral("200")));
        QCOMPARE(window.spinUs(), 0);  // run A's budget while it runs
        QTRY_VERIFY_WITH_TIMEOUT(!window.isComparing(), 60000);
        const CompareRun& a = window.compareView()->runA();
        const CompareRun& b = window.compareView()->runB();
        QCOMPARE(a.label, QStringLiteral("spin_us=0"));
        QCOMPARE(b.label, QStringLiteral("spin_us=200"));
        const auto metric = [](const CompareRun& run, const char* name) {
            for (const auto& [key, value] : run.metrics)
                if (key == name) return value;
            return -1.0;
        };
        QVERIFY(metric(a, "cpu_wakeups") >= 20);
        QVERIFY(metric(b, "cpu_wakeups") >= 0);
        QVERIFY(metric(b, "cpu_wakeups") < metric(a, "cpu_wakeups"));
        // As with a parameter, the window is left at run B's setting.
        QCOMPARE(window.spinUs(), 200);
        window.setSpinUs(kDefaultSpinUs);
    }

    void compareThisMachineWithItsSimulation() {
        MainWindow window;
        selectSmallToy(window);
        const QString mode = QLatin1String(MainWindow::kModeSetting);
        QVERIFY(!window.startCompare(mode, QStringLiteral("real"), QStringLiteral("fast")));
        QVERIFY(!window.isComparing());
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("'fast'")));
        QCOMPARE(window.mode(), scenarios::RunMode::Sim);  // nothing changed

        QVERIFY(window.startCompare(mode, QStringLiteral("real"), QStringLiteral("sim")));
        QCOMPARE(window.mode(), scenarios::RunMode::Real);  // run A's mode while it runs
        QTRY_VERIFY_WITH_TIMEOUT(!window.isComparing(), 60000);
        const CompareRun& a = window.compareView()->runA();
        const CompareRun& b = window.compareView()->runB();
        QCOMPARE(a.label, QStringLiteral("mode=real"));
        QCOMPARE(b.label, QStringLiteral("mode=sim"));
        QVERIFY(a.snapshot->title.ends_with("(real)"));
        QVERIFY(b.snapshot->title.ends_with("(sim)"));
        // Both ran the same ops, so each op name has its time in both columns.
        int opNames = 0;
        for (const auto& row : window.compareView()->rows()) {
            if (!row.measure.startsWith(QLatin1String("time in "))) continue;
            ++opNames;
            QVERIFY2(row.a && row.b && *row.a > 0 && *row.b > 0, qPrintable(row.measure));
        }
        QVERIFY(opNames >= 2);
        QCOMPARE(window.mode(), scenarios::RunMode::Sim);  // left at run B's, as a parameter
        grabWindow(window, QStringLiteral("compare-real-sim.png"));
    }

    void sessionSavesAndRestoresNetworkSettingsAndRun() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.asynclab"));
        std::size_t ops = 0;
        {
            MainWindow window;
            QVERIFY(window.selectScenario(QStringLiteral("network")));
            window.setMode(scenarios::RunMode::Sim);
            QVERIFY(window.networkBuilder()->selectPreset(QStringLiteral("hybridnet_print")));
            qobject_cast<QSpinBox*>(window.paramEditor(QStringLiteral("iterations")))->setValue(7);
            QSignalSpy finished(window.runController(), &RunController::finished);
            QVERIFY(window.startRun());
            QVERIFY(finished.wait(60000));
            ops = window.runController()->lastResult()->trace.ops.size();
            window.setSpinUs(0);
            window.findChild<QAction*>(QStringLiteral("actionGpuTiming"))->setChecked(false);
            window.setTimingOnly(true);
            QVERIFY(window.saveSessionFile(path));
            window.setSpinUs(kDefaultSpinUs);
            window.findChild<QAction*>(QStringLiteral("actionGpuTiming"))->setChecked(true);
            window.setTimingOnly(false);
        }
        MainWindow restored;
        QVERIFY(restored.selectScenario(QStringLiteral("barriers")));
        QString error;
        QVERIFY2(restored.loadSessionFile(path, &error), qPrintable(error));
        QCOMPARE(restored.currentScenario(), QStringLiteral("network"));
        QCOMPARE(restored.networkBuilder()->spec(), asynclab::nn::preset_hybridnet_print());
        QCOMPARE(
            qobject_cast<QSpinBox*>(restored.paramEditor(QStringLiteral("iterations")))->value(),
            7);
        QVERIFY(restored.runController()->lastResult());
        QCOMPARE(restored.runController()->lastResult()->trace.ops.size(), ops);
        QCOMPARE(restored.timeline()->snapshot()->totals.ops, ops);
        // The run settings outside the run panel come back too.
        QCOMPARE(restored.spinUs(), 0);
        QVERIFY(!restored.runController()->gpuTiming());
        QVERIFY(restored.timingOnly());
        restored.setTimingOnly(false);
        // A spin budget or a GPU timing switch that cannot be: the file is refused, named,
        // and nothing changes.
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject good = QJsonDocument::fromJson(saved.readAll()).object();
        saved.close();
        for (const auto& [key, value] :
             {std::pair{QLatin1String(MainWindow::kSpinSetting), QJsonValue(-3)},
              std::pair{QLatin1String(MainWindow::kSpinSetting), QJsonValue(2.5)},
              std::pair{QLatin1String(MainWindow::kSpinSetting), QJsonValue(kMaxSpinUs + 1)},
              std::pair{QLatin1String(MainWindow::kSpinSetting), QJsonValue(QStringLiteral("0"))},
              std::pair{QLatin1String("gpu_timing"), QJsonValue(1)},
              std::pair{QLatin1String("timing_only"), QJsonValue(QStringLiteral("on"))}}) {
            QJsonObject bad = good;
            QJsonObject settings = bad.value(QStringLiteral("settings")).toObject();
            QJsonObject extra = settings.value(QStringLiteral("extra")).toObject();
            extra.insert(key, value);
            settings.insert(QStringLiteral("extra"), extra);
            bad.insert(QStringLiteral("settings"), settings);
            QFile out(dir.filePath(QStringLiteral("bad.asynclab")));
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(QJsonDocument(bad).toJson());
            out.close();
            restored.setSpinUs(kDefaultSpinUs);
            QVERIFY(restored.selectScenario(QStringLiteral("barriers")));
            QVERIFY(!restored.loadSessionFile(out.fileName(), &error));
            QVERIFY2(error.contains(QStringLiteral("settings.extra.") + key), qPrintable(error));
            QCOMPARE(restored.spinUs(), kDefaultSpinUs);
            QVERIFY(!restored.timingOnly());
            QCOMPARE(restored.currentScenario(), QStringLiteral("barriers"));
        }
        QVERIFY(restored.selectScenario(QStringLiteral("network")));
        restored.findChild<QAction*>(QStringLiteral("actionGpuTiming"))->setChecked(true);
        // A broken session file: a message, and the window keeps what it had.
        QFile broken(dir.filePath(QStringLiteral("broken.asynclab")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"asynclab-session\", \"version\": ");
        broken.close();
        QVERIFY(!restored.loadSessionFile(broken.fileName(), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(restored.currentScenario(), QStringLiteral("network"));
    }

    void hybridizedGraphAndEveryViewExport() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.networkBuilder()->selectPreset(QStringLiteral("chapter_mlp")));
        QString error;
        QVERIFY2(window.showCompiledNetwork(&error), qPrintable(error));
        QTRY_VERIFY(!window.graphView()->graph().empty());
        QVERIFY(window.graphView()->graph().title.contains(QStringLiteral("hybridized")));
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        window.setMode(scenarios::RunMode::Sim);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QTemporaryDir dir;
        for (const char* view : {"timeline", "memory", "graph", "compare"}) {
            for (const char* suffix : {"png", "svg", "pdf"}) {
                const QString path = dir.filePath(
                    QStringLiteral("%1.%2").arg(QLatin1String(view), QLatin1String(suffix)));
                QVERIFY2(window.exportView(QLatin1String(view), path, QSize(640, 360), 2.0, &error),
                         qPrintable(path + QStringLiteral(": ") + error));
                QVERIFY2(QFileInfo(path).size() > 0, qPrintable(path));
                if (QLatin1String(suffix) == QLatin1String("png"))
                    QCOMPARE(QImage(path).size(), QSize(1280, 720));
            }
        }
        QVERIFY(!window.exportView(QStringLiteral("nothing"), dir.filePath(QStringLiteral("x.png")),
                                   QSize(10, 10), 1.0, &error));
        QVERIFY(error.contains(QStringLiteral("nothing")));
    }

    void darkThemeChangesThePalette() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setTheme(QStringLiteral("dark"));
        QCoreApplication::processEvents();
        QCOMPARE(window.theme(), QStringLiteral("dark"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(window.memoryView()->palette().color(QPalette::Base).lightness() < 80);
        window.setTheme(QStringLiteral("light"));
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        window.setTheme(QStringLiteral("system"));
        QCOMPARE(window.theme(), QStringLiteral("system"));
    }

    void grabRendersWindow() {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QPixmap pixmap = window.grab();
        QVERIFY(!pixmap.isNull());
        QCOMPARE(pixmap.size(), window.size());
        const QImage image = pixmap.toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1024, 700));
    }

    void germanTranslationIsEmbedded() {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("asynclab_de"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        {
            MainWindow window;
            QCOMPARE(window.fileMenu()->title(), QStringLiteral("&Datei"));
            QCOMPARE(window.helpMenu()->title(), QStringLiteral("&Hilfe"));
            QCOMPARE(window.quitAction()->text(), QStringLiteral("&Beenden"));
        }
        // The op kinds the engine names in English read in German in the legend and the
        // tooltips; an export keeps the engine's name.
        QCOMPARE(asynclab::opKindLabel(asynclab::OpKind::Elementwise),
                 QStringLiteral("elementweise"));
        QCOMPARE(asynclab::opKindLabel(asynclab::OpKind::MatMul), QStringLiteral("Matrixprodukt"));
        std::vector<bool> present(asynclab::allOpKinds().size(), false);
        present[static_cast<std::size_t>(asynclab::OpKind::Copy)] = true;
        const auto legend = asynclab::kindLegendEntries(present, true, false, false);
        QCOMPARE(legend.size(), std::size_t{1});
        QCOMPARE(legend[0].label, QStringLiteral("Kopie"));
        QCOMPARE(QString::fromLatin1(asynclab::op_kind_name(asynclab::OpKind::Copy)),
                 QStringLiteral("copy"));
        // Lanes, counters and the comparison's measures, from a run's events as the views
        // get them.
        using namespace asynclab;
        EventBatch batch;
        const std::vector<LaneId> lanes = {{Device::cpu(0), LaneKind::FrontEnd, 0},
                                           {Device::cpu(0), LaneKind::Compute, 1},
                                           {Device::gpu(0), LaneKind::CopyH2D, 0},
                                           {Device::gpu(0), LaneKind::CopyD2H, 0},
                                           {Device::gpu(1), LaneKind::CopyPeer, 0}};
        OpId id = 1;
        for (const LaneId& lane : lanes) {
            OpEvent op;
            op.id = id;
            op.name = "op";
            op.lane = lane;
            op.push = 10 * static_cast<TimeNs>(id);
            op.start = op.push + 1;
            op.end = op.start + 5;
            batch.ops.push_back(op);
            ++id;
        }
        batch.counters = {{CounterKind::QueueDepth, Device::cpu(0), 5, 2},
                          {CounterKind::MemoryBytes, Device::gpu(1), 6, 4096},
                          {CounterKind::ResidentBytes, Device::cpu(0), 7, 1e6}};
        TraceBuilder builder;
        builder.add(batch);
        const TraceSnapshotPtr snap = builder.snapshot();
        auto labelOf = [&snap](const std::string& engineName) {
            for (const auto& lane : snap->lanes)
                if (lane->info.name == engineName) return laneLabel(lane->info);
            return QStringLiteral("(no lane %1)").arg(QString::fromStdString(engineName));
        };
        QCOMPARE(labelOf("front end 0"), QStringLiteral("Front-End 0"));
        QCOMPARE(labelOf("cpu(0) compute 1"), QStringLiteral("cpu(0) Rechenspur 1"));
        QCOMPARE(labelOf("gpu(0) copy h2d"), QStringLiteral("gpu(0) Kopie H2D"));
        QCOMPARE(labelOf("gpu(0) copy d2h"), QStringLiteral("gpu(0) Kopie D2H"));
        QCOMPARE(labelOf("gpu(1) copy peer"), QStringLiteral("gpu(1) Kopie Peer"));
        QCOMPARE(counterLabel(*snap->counter(CounterKind::QueueDepth)),
                 QStringLiteral("Warteschlangenlänge"));
        QCOMPARE(counterLabel(*snap->counter(CounterKind::MemoryBytes, Device::gpu(1))),
                 QStringLiteral("Speicher gpu(1)"));
        LaneTableModel table;
        table.setSnapshot(snap);
        QStringList names;
        for (int r = 0; r < table.rowCount(); ++r)
            names << table.data(table.index(r, LaneTableModel::Name)).toString();
        QVERIFY2(names.contains(QStringLiteral("cpu(0) Rechenspur 1")),
                 qPrintable(names.join('|')));
        const auto rows = compareRuns({QStringLiteral("A"), snap, {{"total_s", 1.0}}},
                                      {QStringLiteral("B"), snap, {{"total_s", 2.0}}});
        QCOMPARE(rows.front().measure, QStringLiteral("wall time"));  // the key stays English
        QCOMPARE(rows.front().label, QStringLiteral("Laufzeit"));
        const auto metric = std::find_if(rows.begin(), rows.end(), [](const ComparisonRow& r) {
            return r.measure == QLatin1String("metric total_s");
        });
        QVERIFY(metric != rows.end());
        QCOMPARE(metric->label, QStringLiteral("Metrik total_s"));
        // The op rows come last, their names as the engine wrote them.
        QCOMPARE(rows.back().measure, QStringLiteral("median op"));
        QCOMPARE(rows.back().label, QStringLiteral("Median op"));
        QCOMPARE(std::prev(rows.end(), 2)->label, QStringLiteral("Zeit in op"));

        // Without a translation every label is the engine's own name.
        QCoreApplication::removeTranslator(&translator);
        for (asynclab::OpKind k : asynclab::allOpKinds())
            QCOMPARE(asynclab::opKindLabel(k), QString::fromLatin1(asynclab::op_kind_name(k)));
        for (const auto& lane : snap->lanes) {
            QVERIFY(lane->info.lane);
            QCOMPARE(laneLabel(lane->info), QString::fromStdString(lane->info.lane->name()));
        }
        QCOMPARE(snap->counters.size(), std::size_t{3});
        for (const auto& c : snap->counters)
            QCOMPARE(counterLabel(*c), QString::fromStdString(c->name));
        for (const ComparisonRow& row :
             compareRuns({QStringLiteral("A"), snap, {}}, {QStringLiteral("B"), snap, {}}))
            QCOMPARE(row.label, row.measure);
    }
    void theHeadlineGivesASimulatedRunsVirtualTime() {
        // A simulated run's headline gives the time its timeline spans on the virtual clock,
        // then the seconds this computer took; a real run's, its wall time.
        using namespace asynclab;
        MainWindow window;
        window.setMode(scenarios::RunMode::Sim);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.selectScenario(QStringLiteral("sync-vs-async")));
        QVERIFY(window.setParamValue(QStringLiteral("reps"), QStringLiteral("200")));
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        const TimeNs span = window.timeline()->snapshot()->duration();
        QVERIFY(span > 0);
        const QString headline = window.summaryView()->headline();
        QVERIFY2(headline.contains(formatDuration(static_cast<double>(span)) +
                                   QStringLiteral(" of simulated time, worked out in ")),
                 qPrintable(headline));
        QVERIFY2(headline.endsWith(formatDuration(window.runController()->lastWallSeconds() * 1e9)),
                 qPrintable(headline));

        scenarios::RunContext ctx;
        ctx.mode = scenarios::RunMode::Real;
        const scenarios::ScenarioResult real =
            scenarios::run_scenario("sync-vs-async", {{"reps", "20"}, {"variant", "sync"}}, ctx);
        SummaryView view;
        view.setResult(real, 0.25, span);  // a real run's own time is its wall time
        QVERIFY2(view.headline().endsWith(formatDuration(0.25e9) + QStringLiteral(" wall time")),
                 qPrintable(view.headline()));
        QVERIFY(view.phenomenonText().contains(QStringLiteral("Not checked:")));
        // A run with nothing to check and nothing to say (a script's) has no verdict line.
        scenarios::ScenarioResult script = real;
        script.phenomenon = {};
        view.setResult(script, 0.25);
        QVERIFY2(view.phenomenonText().isEmpty(), qPrintable(view.phenomenonText()));
    }

    void scenarioTextsReadInTheInterfacesLanguage() {
        using namespace asynclab;
        using namespace asynclab::scenarios;
        const QLocale german(QLocale::German, QLocale::Germany);
        // Runs as the engine reports them: checked, not checked, and the network's own verdict
        // with a sentence inside.
        const auto runSim = [](const std::string& name,
                               const std::vector<std::pair<std::string, std::string>>& sets) {
            scenarios::RunContext ctx;
            ctx.mode = RunMode::Sim;
            return run_scenario(name, sets, ctx);
        };
        const ScenarioResult both = runSim("sync-vs-async", {{"reps", "200"}});
        const ScenarioResult one = runSim("sync-vs-async", {{"reps", "200"}, {"variant", "sync"}});
        const ScenarioResult network =
            runSim("network", {{"hybridize", "off"}, {"iterations", "20"}, {"sync", "wait_all"}});
        QVERIFY(both.phenomenon.checked && !one.phenomenon.checked);
        QCOMPARE(network.phenomenon.verdict,
                 std::string(network.phenomenon.holds ? "asynchronous" : "synchronous"));

        // Without a translation, in the C locale, the interface says what the CLI prints.
        for (const ScenarioResult* r : {&both, &one, &network})
            QCOMPARE(messageText(r->phenomenon.detail, QLocale::c()),
                     QString::fromStdString(r->phenomenon.detail.english()));
        QCOMPARE(SummaryView::verdictLabel(one.phenomenon), QStringLiteral("Not checked:"));
        QCOMPARE(SummaryView::verdictLabel(network.phenomenon),
                 network.phenomenon.holds ? QStringLiteral("Asynchronous:")
                                          : QStringLiteral("Synchronous:"));
        {
            SummaryView view;
            view.setResult(one, 0.1);
            QVERIFY2(view.phenomenonText().contains(QStringLiteral("#7f7f7f")) &&
                         view.phenomenonText().contains(
                             QStringLiteral("Not checked:</b></span> needs both variants")),
                     qPrintable(view.phenomenonText()));
        }

        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral("asynclab_de"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        // Every scenario's summary and every parameter's description has its German.
        for (const Scenario* s : all_scenarios()) {
            const ScenarioInfo& info = s->info();
            QVERIFY2(scenarioText(info.summary) != QString::fromStdString(info.summary),
                     info.summary.c_str());
            for (const ParamInfo& p : info.params) {
                if (p.text) continue;  // the network, which the Network dock stands for
                QVERIFY2(scenarioText(p.description) != QString::fromStdString(p.description),
                         (info.name + ": " + p.name + ": " + p.description).c_str());
            }
        }
        // A phenomenon: translated, its values written the German way.
        const Message issue{"asynchronous issue was %1 faster than waiting after every op",
                            {ratio_arg(1.5)}};
        QCOMPARE(
            messageText(issue, german),
            QStringLiteral("asynchrones Einreihen war 1,50x schneller als Warten nach jeder Op"));
        const Message queued{
            "%1 ops were queued without waiting; the front end blocked %2 "
            "time(s), only to print z",
            {count_arg(12000), count_arg(1)}};
        QCOMPARE(messageText(queued, german),
                 QStringLiteral("12.000 Ops wurden ohne Warten eingereiht; das Front-End "
                                "blockierte 1-mal, nur um z auszugeben"));
        // The sentence inside the network's detail is translated too, the call kept as it is.
        const QString networkText = messageText(network.phenomenon.detail, german);
        QVERIFY2(networkText.startsWith(QStringLiteral("in der Schleife wartete das Front-End ")) &&
                     networkText.contains(QStringLiteral("(npx.waitall() nach jeder Iteration)")),
                 qPrintable(networkText));
        QCOMPARE(SummaryView::verdictLabel(network.phenomenon), network.phenomenon.holds
                                                                    ? QStringLiteral("Asynchron:")
                                                                    : QStringLiteral("Synchron:"));
        QCOMPARE(SummaryView::verdictLabel(both.phenomenon), QStringLiteral("Trifft zu:"));
        // What a parameter accepts.
        const ParamInfo& reps = find_scenario("sync-vs-async")->info().params.front();
        QCOMPARE(reps.name, std::string("reps"));
        QCOMPARE(acceptedText(reps, german), QStringLiteral("eine ganze Zahl in [1, 10.000.000]"));
        {
            // The summary, in a German locale: verdict, detail and metrics.
            QLocale::setDefault(german);
            SummaryView view;
            view.setResult(one, 0.1);
            QVERIFY2(view.phenomenonText().contains(
                         QStringLiteral("Nicht geprüft:</b></span> braucht beide Varianten")),
                     qPrintable(view.phenomenonText()));
            view.setResult(both, 0.1);
            const QString syncS = view.metricsTable()->item(0, 1)->text();
            QLocale::setDefault(QLocale::c());
            QCOMPARE(view.metricsTable()->item(0, 0)->text(), QStringLiteral("sync_s"));
            QCOMPARE(syncS, german.toString(*both.metric("sync_s"), 'g', 5));
            QVERIFY2(syncS.contains(QLatin1Char(',')), qPrintable(syncS));
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
