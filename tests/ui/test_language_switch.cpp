// View > Language: choosing another language asks for the window to be built again; the new
// window speaks that language (its menus, the lesson) and has the old one's run and settings.
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include "ui/language_switch.h"
#include "ui/mainwindow.h"
#include "ui/models/languages.h"
#include "ui/models/lessons.h"
#include "ui/models/trace_model.h"
#include "ui/run_controller.h"
#include "ui/views/lesson_view.h"
#include "ui/window_actions.h"

using namespace asynclab;

class TestLanguageSwitch : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cleanup() {
        setChosenLanguage(QString());
        applyLanguage(*qApp, QStringLiteral("en"));
    }

    void anotherLanguageRebuildsTheWindowKeepingTheRun() {
        applyLanguage(*qApp, QStringLiteral("en"));
        auto window = std::make_unique<MainWindow>();
        connectLanguage(*window, QStringLiteral("en"));
        QVERIFY(window->actions().languages->checkedAction());
        QCOMPARE(window->actions().languages->checkedAction()->data().toString(),
                 QStringLiteral("en"));
        QCOMPARE(window->runAction()->text(), QStringLiteral("&Run"));
        QVERIFY(window->selectScenario(QStringLiteral("dependency-toy")));
        window->setMode(scenarios::RunMode::Sim);
        QVERIFY(window->setParamValue(QStringLiteral("repeat"), QStringLiteral("3")));
        QSignalSpy finished(window->runController(), &RunController::finished);
        QVERIFY(window->startRun());
        QVERIFY(finished.wait(60000));
        const std::size_t ops = window->traceModel()->snapshot()->totals.ops;
        QVERIFY(ops > 0);
        QVERIFY(window->lessonSession()->setSection(QStringLiteral("12.2")));
        window->lessonSession()->setStep(2);

        // Changing language is refused during a run (the menu is disabled), and asked of
        // the application otherwise.
        QSignalSpy asked(window.get(), &MainWindow::languageChangeRequested);
        QAction* german = window->findChild<QAction*>(QStringLiteral("actionLanguage_de"));
        QVERIFY(german && german->isEnabled());
        german->trigger();
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.front().front().toString(), QStringLiteral("de"));
        QCOMPARE(chosenLanguage(), QStringLiteral("de"));

        // The finished run is a change to the session: it comes along unsaved, and the old
        // window closes without asking about it.
        QVERIFY(window->isDocumentModified());
        int questions = 0;
        window->setUnsavedPrompt([&questions](MainWindow&) {
            ++questions;
            return MainWindow::UnsavedAnswer::Cancel;
        });
        QString error;
        window = rebuildInLanguage(*qApp, std::move(window), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(questions, 0);
        QVERIFY(window->isDocumentModified());
        QVERIFY(window->documentPath().isEmpty());  // not the file that carried it
        QCOMPARE(window->runAction()->text(), QStringLiteral("A&usführen"));
        QCOMPARE(window->actions().languages->checkedAction()->data().toString(),
                 QStringLiteral("de"));
        // The lesson, where it was, in German.
        QCOMPARE(QString::fromStdString(window->lessonSession()->lesson()->section),
                 QStringLiteral("12.2"));
        QCOMPARE(window->lessonSession()->stepIndex(), 2);
        QVERIFY(window->lessonView()->sectionCombo()->currentText().contains(
            QString::fromStdString(window->lessonSession()->lesson()->title.in("de"))));
        // The run and its settings came along.
        QCOMPARE(window->currentScenario(), QStringLiteral("dependency-toy"));
        const auto params = window->paramValues();
        QVERIFY(std::find(params.begin(), params.end(),
                          std::pair<std::string, std::string>{"repeat", "3"}) != params.end());
        QTRY_VERIFY(window->traceModel()->snapshot());
        QCOMPARE(window->traceModel()->snapshot()->totals.ops, ops);
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "test_language_switch.moc"
