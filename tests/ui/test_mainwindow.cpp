// MainWindow: menus, shortcuts, the run panel, a run end to end, trace loading and
// rendering, offscreen.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

#include "engine/scenarios/scenario.h"
#include "ui/mainwindow.h"
#include "ui/run_controller.h"
#include "ui/views/memory_view.h"
#include "ui/views/summary_view.h"
#include "ui/views/timeline_view.h"

using asynclab::MainWindow;
using asynclab::RunController;
namespace scenarios = asynclab::scenarios;

class TestMainWindow : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        // Keep the user's settings out of the tests.
        QStandardPaths::setTestModeEnabled(true);
    }

    void titleAndStatusBar() {
        MainWindow window;
        QCOMPARE(window.windowTitle(), QStringLiteral("AsyncLab"));
        QVERIFY(window.statusBar() != nullptr);
        QVERIFY(window.centralWidget() != nullptr);
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

    void viewMenuTogglesDocksAndZooms() {
        MainWindow window;
        auto* menu = window.findChild<QMenu*>(QStringLiteral("menuView"));
        QVERIFY(menu != nullptr);
        const auto docks = window.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 5);
        for (QDockWidget* dock : docks) QVERIFY(menu->actions().contains(dock->toggleViewAction()));
        QVERIFY(menu->actions().contains(window.timeline()->fitAction()));
        QVERIFY(menu->actions().contains(window.timeline()->zoomInAction()));
    }

    void fileMenuHasOpenAndExports() {
        MainWindow window;
        for (const char* name : {"actionOpenTrace", "actionExportPng", "actionExportSvg",
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
            const auto values = window.paramValues();
            QCOMPARE(values.size(), info.params.size());
            for (const auto& p : info.params) {
                QWidget* editor = window.paramEditor(QString::fromStdString(p.name));
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
        QVERIFY(window.summaryView()->headline().contains(QStringLiteral("dependency-toy")));
        QVERIFY(!window.summaryView()->phenomenonText().isEmpty());
        QVERIFY(!window.log()->toPlainText().isEmpty());
        QVERIFY(window.runAction()->isEnabled());
        QVERIFY(!window.stopAction()->isEnabled());
        QAbstractItemModelTester tester(window.summaryView()->laneModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.json"));
        QVERIFY(window.writeTraceFile(path));
        QVERIFY(window.loadTraceFile(path));
        QVERIFY(window.timeline()->snapshot()->lanes.size() > 0);
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
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
