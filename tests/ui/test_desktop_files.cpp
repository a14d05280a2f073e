// The window as a desktop application: one Open for every kind of file, Open Recent, drag
// and drop, traces read in the background with Cancel, the document's modified state in
// the title, Save Session on Ctrl+S and the question before unsaved work is closed.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QtTest>
#include <fstream>

#include "engine/scenarios/scenario.h"
#include "tests/common/synthetic_run.h"
#include "ui/mainwindow.h"
#include "ui/models/recent_files.h"
#include "ui/models/session.h"
#include "ui/models/trace_loader.h"
#include "ui/run_controller.h"
#include "ui/views/code_view.h"
#include "ui/views/graph_view.h"
#include "ui/views/load_progress.h"
#include "ui/views/network_builder.h"
#include "ui/views/recent_files_menu.h"
#include "ui/views/timeline_view.h"

using asynclab::FileKind;
using asynclab::MainWindow;
using Answer = asynclab::MainWindow::UnsavedAnswer;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(bytes);
    return path;
}

/// A trace as the app writes it: a made-up run through writeTraceFile.
QString writeAppTrace(const QTemporaryDir& dir, const QString& name) {
    asynclab::scenarios::ScenarioResult result;
    result.scenario = "synthetic";
    asynclab::SyntheticRunOptions options;
    options.ops = 200;
    result.trace = asynclab::make_synthetic_run(options);
    const QString path = dir.filePath(name);
    QString error;
    return asynclab::writeTraceFile(result, path, &error) ? path : QString();
}

const QByteArray kSymbol =
    "{\"nodes\": [{\"op\": \"null\", \"name\": \"data\", \"inputs\": []},"
    " {\"op\": \"null\", \"name\": \"fc_weight\", \"inputs\": []},"
    " {\"op\": \"null\", \"name\": \"fc_bias\", \"inputs\": []},"
    " {\"op\": \"FullyConnected\", \"name\": \"fc\", \"attrs\": {\"num_hidden\": \"4\"},"
    "  \"inputs\": [[0, 0, 0], [1, 0, 0], [2, 0, 0]]}],"
    " \"arg_nodes\": [0, 1, 2], \"heads\": [[3, 0, 0]]}";

/// The network with one more unit in its first layer: an edit.
void editNetwork(MainWindow& window) {
    asynclab::nn::NetworkSpec spec = window.networkBuilder()->spec();
    spec.batch_size += 3;
    window.networkBuilder()->setSpec(spec);
}

/// Sends a drop of `path` on the window; whether the drag was accepted.
bool dropFile(MainWindow& window, const QString& path) {
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    if (!enter.isAccepted()) return false;
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    return drop.isAccepted();
}

QMessageBox* openBox(const MainWindow& window, const QString& name) {
    for (QMessageBox* box : window.findChildren<QMessageBox*>(name))
        if (box->isVisible()) return box;
    return nullptr;
}

}  // namespace

class TestDesktopFiles : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // The recent files and the layout go to a settings file of this suite's own.
        QVERIFY(settingsDir_.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("AsyncLabDesktopTest"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir_.path());
    }

    void init() { QSettings().clear(); }

    void menusHaveOpenRecentSaveAndHelp() {
        MainWindow window;
        const auto find = [&](const char* name) {
            return window.findChild<QAction*>(QLatin1String(name));
        };
        QAction* open = find("actionOpen");
        QVERIFY(open && window.fileMenu()->actions().contains(open));
        QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
        QVERIFY(window.fileMenu()->actions().contains(window.recentMenu()->menuAction()));
        QAction* save = find("actionSaveSession");
        QVERIFY(save && window.fileMenu()->actions().contains(save));
        QCOMPARE(save->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_S));
        QAction* saveAs = find("actionSaveSessionAs");
        QVERIFY(saveAs && window.fileMenu()->actions().contains(saveAs));
        QCOMPARE(saveAs->shortcut(), QKeySequence(QKeySequence::SaveAs));
        for (const char* name : {"actionManual", "actionAbout", "actionAboutQt"}) {
            QAction* action = find(name);
            QVERIFY2(action && window.helpMenu()->actions().contains(action), name);
        }
        QCOMPARE(find("actionManual")->shortcut(), QKeySequence(Qt::Key_F1));
        // The Manual brings up the Lesson dock, closed or not.
        auto* lesson = window.findChild<QDockWidget*>(QStringLiteral("dockLesson"));
        QVERIFY(lesson);
        window.show();
        lesson->close();
        QVERIFY(!lesson->isVisible());
        find("actionManual")->trigger();
        QVERIFY(lesson->isVisible());
    }

    void openRecognisesEachKind() {
        QTemporaryDir dir;
        MainWindow window;
        FileKind kind = FileKind::Unknown;
        QString error;

        const QString trace = writeAppTrace(dir, QStringLiteral("run.json"));
        QVERIFY(!trace.isEmpty());
        const auto before = window.timeline()->snapshot();
        QVERIFY2(window.openFile(trace, &error, &kind), qPrintable(error));
        QCOMPARE(kind, FileKind::Trace);
        QVERIFY(window.timeline()->snapshot() != before);
        QVERIFY(!window.timeline()->snapshot()->lanes.empty());

        const QString session = dir.filePath(QStringLiteral("work.asynclab"));
        QVERIFY(window.saveSessionFile(session, &error));
        MainWindow other;
        QVERIFY2(other.openFile(session, &error, &kind), qPrintable(error));
        QCOMPARE(kind, FileKind::Session);
        QCOMPARE(other.documentPath(), session);

        const QString symbol = writeFile(dir, QStringLiteral("mlp-symbol.json"), kSymbol);
        window.graphView()->setSynchronousLayout(true);
        QVERIFY2(window.openFile(symbol, &error, &kind), qPrintable(error));
        QCOMPARE(kind, FileKind::Symbol);
        QCOMPARE(window.graphView()->source(), asynclab::GraphView::Source::Symbol);
        QVERIFY(window.graphView()->graph().nodes.size() >= 2);

        const QString script =
            writeFile(dir, QStringLiteral("cells.py"), "# %%\nfrom mxnet import np\n");
        QVERIFY2(window.openFile(script, &error, &kind), qPrintable(error));
        QCOMPARE(kind, FileKind::Script);
        QCOMPARE(window.codeView()->path(), script);

        // Each went to the top of Open Recent, newest first, the other window's session too.
        const QStringList recent = window.recentFiles()->files();
        QCOMPARE(recent.value(0), QFileInfo(script).absoluteFilePath());
        QCOMPARE(recent.value(1), QFileInfo(symbol).absoluteFilePath());
        QCOMPARE(recent.value(2), QFileInfo(session).absoluteFilePath());
        QCOMPARE(recent.value(3), QFileInfo(trace).absoluteFilePath());
    }

    void theFixturesSymbolOpens() {
        const QString path =
            QStringLiteral(ASYNCLAB_FIXTURES_DIR) + QStringLiteral("/mxnet_symbol_gluon_mlp.json");
        if (!QFileInfo::exists(path)) QSKIP("no fixtures folder");
        MainWindow window;
        window.graphView()->setSynchronousLayout(true);
        QString error;
        FileKind kind = FileKind::Unknown;
        QVERIFY2(window.openFile(path, &error, &kind), qPrintable(error));
        QCOMPARE(kind, FileKind::Symbol);
        QCOMPARE(window.graphView()->source(), asynclab::GraphView::Source::Symbol);
        QVERIFY(!window.graphView()->graph().nodes.empty());
    }

    void aBadFileKeepsTheDocumentAndNamesTheFile() {
        QTemporaryDir dir;
        MainWindow window;
        QString error;
        QVERIFY(window.openFile(writeAppTrace(dir, QStringLiteral("run.json")), &error));
        const auto shown = window.timeline()->snapshot();

        const QString notes = writeFile(dir, QStringLiteral("notes.json"), "{\"hello\": 1}");
        QVERIFY(!window.openFile(notes, &error));
        QVERIFY2(error.contains(QStringLiteral("notes.json")), qPrintable(error));
        const QString broken =
            writeFile(dir, QStringLiteral("broken.json"), "{\"traceEvents\": [ {\"ph\": ");
        QVERIFY(!window.openFile(broken, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
        QVERIFY(window.timeline()->snapshot() == shown);
        // Neither went to Open Recent.
        QVERIFY(!window.recentFiles()->files().contains(QFileInfo(notes).absoluteFilePath()));

        // Opened from the menu, the problem shows without stopping the window.
        window.openFileInteractively(notes);
        QMessageBox* box = openBox(window, QStringLiteral("problemBox"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("notes.json")), qPrintable(box->text()));
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("notes.json")));
        box->close();

        // A broken trace, read in the background, says so too; the timeline keeps its trace.
        window.openFileInteractively(broken);
        QTRY_VERIFY_WITH_TIMEOUT(openBox(window, QStringLiteral("problemBox")), 20000);
        QVERIFY(openBox(window, QStringLiteral("problemBox"))
                    ->text()
                    .contains(QStringLiteral("broken.json")));
        QVERIFY(window.timeline()->snapshot() == shown);
    }

    void recentFilesKeepTenAndGreyOutMissingOnes() {
        QTemporaryDir dir;
        MainWindow window;
        asynclab::RecentFiles* recent = window.recentFiles();
        QStringList paths;
        for (int i = 0; i < 12; ++i) {
            paths << writeFile(dir, QStringLiteral("t%1.json").arg(i), "{\"traceEvents\": []}");
            recent->add(paths.last());
        }
        QCOMPARE(recent->files().size(), asynclab::RecentFiles::kMaxFiles);
        QCOMPARE(recent->files().first(), QFileInfo(paths.last()).absoluteFilePath());
        QVERIFY(!recent->files().contains(QFileInfo(paths.first()).absoluteFilePath()));
        // Again: to the top, once.
        recent->add(paths[5]);
        QCOMPARE(recent->files().first(), QFileInfo(paths[5]).absoluteFilePath());
        QCOMPARE(recent->files().count(QFileInfo(paths[5]).absoluteFilePath()), 1);

        // A file that went away is greyed out in the menu.
        QVERIFY(QFile::remove(paths[11]));
        QMenu* menu = window.recentMenu();
        emit menu->aboutToShow();
        QAction* gone = nullptr;
        int entries = 0;
        for (QAction* action : menu->actions()) {
            if (action->data().toString().isEmpty()) continue;
            ++entries;
            if (action->data().toString() == QFileInfo(paths[11]).absoluteFilePath()) gone = action;
        }
        QCOMPARE(entries, asynclab::RecentFiles::kMaxFiles);
        QVERIFY(gone && !gone->isEnabled());

        // Choosing an entry opens it.
        QAction* first = menu->actions().first();
        QCOMPARE(first->data().toString(), QFileInfo(paths[5]).absoluteFilePath());
        first->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.traceLoader()->isLoading(), 20000);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("t5.json")));

        // Clear List empties it, and the next window sees that.
        window.recentMenu()->clearAction()->trigger();
        QVERIFY(recent->files().isEmpty());
        QVERIFY(!window.recentMenu()->isEnabled());
        MainWindow next;
        QVERIFY(next.recentFiles()->files().isEmpty());
    }

    void modifiedStateIsInTheTitle() {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(!window.isDocumentModified());
        QCOMPARE(window.windowTitle(), QStringLiteral("AsyncLab[*]"));
        // Choosing a preset for a new session is nothing to save yet.
        QVERIFY(window.networkBuilder()->selectPreset(QStringLiteral("training_mlp")));
        QVERIFY(!window.isDocumentModified());
        editNetwork(window);
        QVERIFY(window.isDocumentModified());
        QVERIFY(window.isWindowModified());

        // Saved: the session's file in the title, nothing modified.
        const QString path = dir.filePath(QStringLiteral("mine.asynclab"));
        window.adoptDocument(path, true);
        QVERIFY(window.saveDocument());
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(!window.isDocumentModified());
        QCOMPARE(window.windowTitle(), QStringLiteral("mine.asynclab[*] \u2014 AsyncLab"));
        QCOMPARE(window.recentFiles()->files().value(0), QFileInfo(path).absoluteFilePath());

        // An edit, and undoing it: back to the saved network, nothing to save.
        editNetwork(window);
        QVERIFY(window.isDocumentModified());
        window.networkBuilder()->undoStack()->undo();
        QVERIFY(!window.isDocumentModified());
    }

    void aFinishedRunIsAChangeAndOpeningASessionIsNot() {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        window.setMode(asynclab::scenarios::RunMode::Sim);
        QVERIFY(window.setParamValue(QStringLiteral("repeat"), QStringLiteral("20")));
        QSignalSpy finished(window.runController(), &asynclab::RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QVERIFY(window.isDocumentModified());

        const QString path = dir.filePath(QStringLiteral("run.asynclab"));
        QString error;
        QVERIFY(window.saveSessionFile(path, &error));
        MainWindow reopened;
        QVERIFY2(reopened.openFile(path, &error), qPrintable(error));
        QVERIFY(!reopened.isDocumentModified());
        QVERIFY(reopened.windowTitle().startsWith(QStringLiteral("run.asynclab[*]")));
    }

    void closingAsksFirst() {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        editNetwork(window);
        QVERIFY(window.isDocumentModified());
        int asked = 0;
        Answer answer = Answer::Cancel;
        window.setUnsavedPrompt([&](MainWindow&) {
            ++asked;
            return answer;
        });

        // Cancel: the window stays, with its changes.
        window.close();
        QCOMPARE(asked, 1);
        QTest::qWait(50);
        QVERIFY(window.isVisible());
        QVERIFY(window.isDocumentModified());

        // Save: written to the session's file, then the window closes.
        const QString path = dir.filePath(QStringLiteral("kept.asynclab"));
        window.adoptDocument(path, true);
        answer = Answer::Save;
        window.close();
        QCOMPARE(asked, 2);
        QTRY_VERIFY(!window.isVisible());
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(!window.isDocumentModified());

        // Discard: closes without writing anything.
        MainWindow other;
        other.show();
        QVERIFY(QTest::qWaitForWindowExposed(&other));
        editNetwork(other);
        other.setUnsavedPrompt([&](MainWindow&) {
            ++asked;
            return Answer::Discard;
        });
        other.close();
        QCOMPARE(asked, 3);
        QTRY_VERIFY(!other.isVisible());

        // Nothing modified: nothing asked.
        MainWindow clean;
        clean.show();
        clean.setUnsavedPrompt([&](MainWindow&) {
            ++asked;
            return Answer::Cancel;
        });
        QVERIFY(clean.close());
        QCOMPARE(asked, 3);
    }

    void theDefaultQuestionDoesNotBlock() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        editNetwork(window);
        QVERIFY(!window.close());  // returns at once, the question open
        QMessageBox* box = openBox(window, QStringLiteral("unsavedPrompt"));
        QVERIFY(box);
        QVERIFY(window.isVisible());
        box->button(QMessageBox::Discard)->click();
        QTRY_VERIFY(!window.isVisible());
    }

    void openingASessionOverChangesAsksFirst() {
        QTemporaryDir dir;
        MainWindow source;
        const QString path = dir.filePath(QStringLiteral("other.asynclab"));
        QString error;
        QVERIFY(source.saveSessionFile(path, &error));

        MainWindow window;
        editNetwork(window);
        const auto edited = window.networkBuilder()->spec();
        window.setUnsavedPrompt([](MainWindow&) { return Answer::Cancel; });
        window.openFileInteractively(path);
        QVERIFY(window.documentPath().isEmpty());  // cancelled: nothing replaced
        QVERIFY(window.networkBuilder()->spec() == edited);
        window.setUnsavedPrompt([](MainWindow&) { return Answer::Discard; });
        window.openFileInteractively(path);
        QCOMPARE(window.documentPath(), path);
        QVERIFY(!window.isDocumentModified());
    }

    void aTraceLoadsInTheBackgroundAndCancelKeepsThePrevious() {
        QTemporaryDir dir;
        MainWindow window;
        QString error;
        QVERIFY(window.openFile(writeAppTrace(dir, QStringLiteral("first.json")), &error));
        const auto first = window.timeline()->snapshot();

        const QString second = writeAppTrace(dir, QStringLiteral("second.json"));
        window.openFileInteractively(second);
        QVERIFY(window.traceLoader()->isLoading());
        // Cancel before the reader reported anything: the flag stops it, the result is
        // dropped, and the window keeps the first trace.
        window.loadProgress()->cancelButton()->click();
        QVERIFY(!window.traceLoader()->isLoading());
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("second.json")));
        QTest::qWait(300);
        QVERIFY(window.timeline()->snapshot() == first);
        QVERIFY(!window.recentFiles()->files().contains(QFileInfo(second).absoluteFilePath()));

        // Let it finish this time: the window shows it and remembers it.
        window.openFileInteractively(second);
        QTRY_VERIFY_WITH_TIMEOUT(window.timeline()->snapshot() != first, 20000);
        QVERIFY(!window.traceLoader()->isLoading());
        QCOMPARE(window.recentFiles()->files().value(0), QFileInfo(second).absoluteFilePath());
        QVERIFY(window.loadProgress()->isHidden());
    }

    void droppingAFileOpensIt() {
        QTemporaryDir dir;
        MainWindow window;
        const auto before = window.timeline()->snapshot();
        QVERIFY(dropFile(window, writeAppTrace(dir, QStringLiteral("dropped.json"))));
        QTRY_VERIFY_WITH_TIMEOUT(window.timeline()->snapshot() != before, 20000);

        const QString symbol = writeFile(dir, QStringLiteral("net-symbol.json"), kSymbol);
        window.graphView()->setSynchronousLayout(true);
        QVERIFY(dropFile(window, symbol));
        QCOMPARE(window.graphView()->source(), asynclab::GraphView::Source::Symbol);
        QVERIFY(window.graphView()->graph().nodes.size() >= 2);

        // Something that is not a local file is refused at the door.
        QMimeData web;
        web.setUrls({QUrl(QStringLiteral("https://example.org/trace.json"))});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &web, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(!enter.isAccepted());
    }

  private:
    QTemporaryDir settingsDir_;
};

QTEST_MAIN(TestDesktopFiles)
#include "test_desktop_files.moc"
