// The Code dock in the window: scripts open and save, cells run on the Python front end as
// a notebook (one namespace from cell to cell, the views filled by each cell's ops), errors
// mark their line and their links lead back to it, Stop ends an endless loop and the next
// cell runs, Restart forgets, and the lessons' code opens in it. Without the Python front
// end the commands are there, greyed, and say why.
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QToolButton>
#include <QtTest>

#include <algorithm>

#include "ui/code_controller.h"
#include "ui/mainwindow.h"
#include "ui/models/code_cells.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_snapshot.h"
#include "ui/run_controller.h"
#include "ui/views/code_editor.h"
#include "ui/views/code_view.h"
#include "ui/views/lesson_view.h"
#include "ui/views/output_view.h"

using namespace asynclab;

namespace {

/// Runs `which` cells of the window's script and waits until they end; the error line
/// they reported (0: none), or -1 when they did not run.
int runAndWait(MainWindow& window, MainWindow::CellRun which) {
    QSignalSpy ended(window.codeController(), &CodeController::runEnded);
    if (!window.runCells(which)) return -1;
    if (!ended.wait(60000)) return -1;
    return ended.at(0).at(2).toInt();
}

QString output(const MainWindow& window) {
    return window.log()->toPlainText();
}

/// The names of the ops of the last run.
QStringList opNames(const MainWindow& window) {
    QStringList names;
    if (const scenarios::ScenarioResult* r = window.runController()->lastResult())
        for (const OpEvent& op : r->trace.ops) names << QString::fromStdString(op.name);
    return names;
}

}  // namespace

class TestCodeDock : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theDockAndItsCommandsAreInTheMenus() {
        MainWindow window;
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("dockCode"));
        QVERIFY(dock);
        QVERIFY(window.viewMenu()->actions().contains(dock->toggleViewAction()));
        for (const char* name : {"actionOpenScript", "actionSaveScript", "actionSaveScriptAs"})
            QVERIFY2(window.fileMenu()->actions().contains(
                         window.findChild<QAction*>(QLatin1String(name))),
                     name);
        const WindowActions& a = window.actions();
        for (QAction* action : {a.runCell, a.runCellAdvance, a.runAllCells, a.restartKernel})
            QVERIFY(window.runMenu()->actions().contains(action));
        QCOMPARE(a.runCell->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
        QCOMPARE(a.runCellAdvance->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_Return));
        QCOMPARE(a.runAllCells->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
        // The keys are the dock's: elsewhere Ctrl+Enter is the lesson's Reveal.
        QCOMPARE(a.runCell->shortcutContext(), Qt::WidgetWithChildrenShortcut);
        if (CodeController::available()) {
            QVERIFY(a.runCell->isEnabled());
            QVERIFY(window.codeView()->noticeLabel()->isHidden());
        } else {
            // Greyed, saying why, and the dock says it too.
            QVERIFY(!a.runCell->isEnabled());
            QVERIFY(!a.runAllCells->isEnabled());
            QVERIFY(a.runCell->toolTip().contains(QStringLiteral("python3-dev")));
            QVERIFY(!window.codeView()->noticeLabel()->text().isEmpty());
            QVERIFY(!window.runCells(MainWindow::CellRun::All));
        }
    }

    void scriptsOpenAndSave() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.py"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("# %% one\nx = 1\n# %% two\nprint(x)\n");
        }
        MainWindow window;
        QString error;
        QVERIFY(!window.openScriptFile(dir.filePath(QStringLiteral("missing.py")), &error));
        QVERIFY(error.contains(QStringLiteral("missing.py")));
        QVERIFY(window.openScriptFile(path, &error));
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("dockCode"))->isVisibleTo(&window));
        CodeView* code = window.codeView();
        QCOMPARE(code->scriptName(), QStringLiteral("demo.py"));
        QCOMPARE(code->editor()->cells().size(), std::size_t{2});
        QCOMPARE(window.log()->script(), QStringLiteral("demo.py"));
        code->editor()->appendCell(QStringLiteral("y = 2"), {});
        QVERIFY(code->fileLabel()->text().endsWith(QStringLiteral("*")));  // changed
        QVERIFY(window.saveScript());
        QVERIFY(!code->fileLabel()->text().endsWith(QStringLiteral("*")));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(saved.readAll()),
                 QStringLiteral("# %% one\nx = 1\n# %% two\nprint(x)\n\n# %%\ny = 2\n"));
    }

    void aLessonsCodeOpensAsANewCell() {
        MainWindow window;
        QVERIFY(window.lessonSession()->setSection(QStringLiteral("12.2")));
        window.lessonSession()->setStep(0);  // whatever step an earlier run left saved
        LessonView* lesson = window.lessonView();
        QToolButton* open = lesson->openCodeButton();
        QVERIFY(open->isEnabled());
        window.codeView()->editor()->setPlainText(QStringLiteral("a = 1\n"));
        lesson->codeTabs()->setCurrentIndex(1);  // PyTorch
        open->click();
        // The lesson's setup (its imports and shared helpers) first, so that the step's cell
        // runs on its own; then the step.
        const QString text = window.codeView()->editor()->toPlainText();
        const QString setupTitle = QStringLiteral("12.2, what the steps take as given (PyTorch)");
        QVERIFY2(text.startsWith(QStringLiteral("a = 1\n\n# %% ") + setupTitle +
                                 QStringLiteral("\nimport time\nimport torch\n")),
                 qPrintable(text));
        std::vector<CodeCell> cells = window.codeView()->editor()->cells();
        QCOMPARE(cells.size(), std::size_t{3});
        QCOMPARE(cells[2].title, QStringLiteral("12.2, step 1 (PyTorch)"));
        QVERIFY2(cells[2].source.contains(QStringLiteral("torch.cuda.synchronize()")),
                 qPrintable(cells[2].source));
        // Another step of the same lesson: the setup is there already.
        window.lessonSession()->setStep(1);
        open->click();
        cells = window.codeView()->editor()->cells();
        QCOMPARE(cells.size(), std::size_t{4});
        QCOMPARE(cells[3].title, QStringLiteral("12.2, step 2 (PyTorch)"));
        QCOMPARE(
            std::ranges::count_if(cells, [&](const CodeCell& c) { return c.title == setupTitle; }),
            1);
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("dockCode"))->isVisibleTo(&window));
    }

    void cellsShareANamespaceAndFillTheViews() {
        if (!CodeController::available()) QSKIP("this build has no Python front end");
        MainWindow window;
        window.setMode(scenarios::RunMode::Sim);
        CodeEditor* editor = window.codeView()->editor();
        editor->setPlainText(
            QStringLiteral("# %% make\n"
                           "from mxnet import np\n"
                           "a = np.ones((32, 32))\n"
                           "# %% use\n"
                           "b = np.dot(a, a)\n"
                           "print('sum', b.sum().item())\n"));
        editor->goToLine(2);
        QCOMPARE(runAndWait(window, MainWindow::CellRun::CurrentAndAdvance), 0);
        const QStringList made = opNames(window);
        QVERIFY(!made.isEmpty());
        QVERIFY(!made.contains(QStringLiteral("dot")));
        const OpId lastMade = window.runController()->lastResult()->trace.ops.back().id;
        // Shift+Enter moved on to the second cell, which reads the first one's array.
        QCOMPARE(editor->cursorLine(), 5);
        QCOMPARE(runAndWait(window, MainWindow::CellRun::Current), 0);
        QVERIFY2(output(window).contains(QStringLiteral("sum 32768.0")),
                 qPrintable(output(window)));
        QVERIFY(output(window).contains(QStringLiteral("In [2]: untitled.py, line 4")));
        // The views show the second cell's ops: its product, none of the first cell's.
        QVERIFY(opNames(window).contains(QStringLiteral("dot")));
        for (const OpEvent& op : window.runController()->lastResult()->trace.ops)
            QVERIFY(op.id > lastMade);
        QVERIFY(window.traceModel()->snapshot());
        QVERIFY(window.traceModel()->snapshot()->totals.ops >= 1);
        QCOMPARE(window.codeController()->cellsRun(), 2);
        QVERIFY(window.codeView()->kernelLabel()->text().contains(QStringLiteral("2")));
        // Restart: the array is gone.
        window.restartKernel();
        QVERIFY(!window.codeController()->kernelStarted());
        editor->setPlainText(QStringLiteral("print(a)\n"));
        QCOMPARE(runAndWait(window, MainWindow::CellRun::All), 1);
        QVERIFY(output(window).contains(QStringLiteral("NameError")));
    }

    void theKernelSimulatesTheGpusAskedFor() {
        // The Code dock's GPUs: the kernel starts with that many simulated GPUs, keeps them
        // until Restart (the status says a Restart is wanted), then takes the new count.
        if (!CodeController::available()) QSKIP("this build has no Python front end");
        MainWindow window;
        window.setMode(scenarios::RunMode::Sim);
        QSpinBox* gpus = window.codeView()->gpusBox();
        QCOMPARE(gpus->value(), 1);
        gpus->setValue(2);
        QVERIFY2(window.codeView()->kernelLabel()->text().contains(QStringLiteral("GPUs: 2")),
                 qPrintable(window.codeView()->kernelLabel()->text()));
        window.codeView()->editor()->setPlainText(
            QStringLiteral("from d2l import mxnet as d2l\nprint('found', d2l.try_all_gpus())\n"));
        QCOMPARE(runAndWait(window, MainWindow::CellRun::All), 0);
        QVERIFY2(output(window).contains(QStringLiteral("found [gpu(0), gpu(1)]")),
                 qPrintable(output(window)));
        gpus->setValue(3);
        QVERIFY2(window.codeView()->kernelLabel()->text().contains(
                     QStringLiteral("Restart for sim, GPUs: 3")),
                 qPrintable(window.codeView()->kernelLabel()->text()));
        QCOMPARE(runAndWait(window, MainWindow::CellRun::All), 0);  // still the started two
        QCOMPARE(output(window).count(QStringLiteral("found [gpu(0), gpu(1)]")), 2);
        window.restartKernel();
        QCOMPARE(runAndWait(window, MainWindow::CellRun::All), 0);
        QVERIFY2(output(window).contains(QStringLiteral("found [gpu(0), gpu(1), gpu(2)]")),
                 qPrintable(output(window)));
        QVERIFY(!window.codeView()->kernelLabel()->text().contains(QStringLiteral("Restart")));
    }

    void anErrorMarksItsLineAndItsLinkLeadsThere() {
        if (!CodeController::available()) QSKIP("this build has no Python front end");
        MainWindow window;
        CodeEditor* editor = window.codeView()->editor();
        editor->setPlainText(
            QStringLiteral("# %%\n"
                           "x = 1\n"
                           "\n"
                           "# %%\n"
                           "y = x + 1\n"
                           "z = y + undefined\n"));
        QCOMPARE(runAndWait(window, MainWindow::CellRun::All), 6);
        QCOMPARE(editor->errorLine(), 6);
        const QString out = output(window);
        QVERIFY2(out.contains(QStringLiteral("File \"untitled.py\", line 6")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("error: untitled.py:6: NameError")));
        // The namespace kept what ran: x and y.
        editor->setPlainText(QStringLiteral("print(x, y)\n"));
        QCOMPARE(runAndWait(window, MainWindow::CellRun::Current), 0);
        QVERIFY(output(window).contains(QStringLiteral("1 2")));
        // The error's link in the Output puts the cursor on its line.
        editor->setPlainText(QStringLiteral("a\nb\nc\nd\ne\nf\ng\n"));
        editor->goToLine(1);
        emit window.log()->lineActivated(6);
        QCOMPARE(editor->cursorLine(), 6);
    }

    void stopEndsAnEndlessLoopAndTheNextCellRuns() {
        if (!CodeController::available()) QSKIP("this build has no Python front end");
        MainWindow window;
        CodeEditor* editor = window.codeView()->editor();
        editor->setPlainText(QStringLiteral("n = 0\nwhile True:\n    n += 1\n"));
        QSignalSpy ended(window.codeController(), &CodeController::runEnded);
        QVERIFY(window.runCells(MainWindow::CellRun::All));
        QVERIFY(window.codeController()->isRunning());
        QVERIFY(window.stopAction()->isEnabled());
        QVERIFY(!window.actions().runCell->isEnabled());  // one run at a time
        QTest::qWait(200);
        window.stopAction()->trigger();
        QVERIFY(ended.wait(30000));
        QVERIFY(ended.at(0).at(3).toBool());  // interrupted
        QVERIFY(!window.codeController()->isRunning());
        QVERIFY(window.actions().runCell->isEnabled());
        QVERIFY(window.runController()->lastResult()->cancelled);
        editor->setPlainText(QStringLiteral("print('counted', n > 0)\n"));
        QCOMPARE(runAndWait(window, MainWindow::CellRun::Current), 0);
        QVERIFY(output(window).contains(QStringLiteral("counted True")));
    }
};

QTEST_MAIN(TestCodeDock)
#include "test_code_dock.moc"
