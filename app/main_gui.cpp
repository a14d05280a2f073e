// asynclab: the Qt GUI.
#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEventLoop>
#include <QIcon>
#include <QImage>
#include <QLibraryInfo>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <initializer_list>
#include <memory>
#include <optional>
#include <string_view>

#include "engine/scenarios/scenario.h"
#include "ui/code_controller.h"
#include "ui/language_switch.h"
#include "ui/mainwindow.h"
#include "ui/models/languages.h"
#include "ui/models/lessons.h"
#include "ui/models/replay.h"
#include "ui/run_controller.h"
#include "ui/views/code_view.h"
#include "ui/views/graph_view.h"
#include "ui/views/lesson_view.h"
#include "ui/views/network_builder.h"
#include "ui/views/summary_view.h"
#include "ui/views/timeline_view.h"

namespace asynclab {
namespace {

/// Runs `scenario` in the window and waits (event loop) until it ends, or, with
/// `pauseAt`, until its progress reaches that fraction, where it is paused (the views show
/// it half done). False when it failed, or ended before reaching `pauseAt`.
bool runInWindow(MainWindow& window, const QString& scenario, scenarios::RunMode mode,
                 std::optional<double> pauseAt = std::nullopt) {
    if (!window.selectScenario(scenario)) {
        QTextStream(stderr) << "asynclab: unknown scenario '" << scenario << "'; accepted: "
                            << QString::fromStdString(scenarios::scenario_names()) << '\n';
        return false;
    }
    window.setMode(mode);
    QEventLoop loop;
    bool finished = false;
    bool reached = false;
    RunController* controller = window.runController();
    if (pauseAt)
        QObject::connect(controller, &RunController::progressChanged, &loop,
                         [&](const QString&, double done) {
                             if (reached || done < *pauseAt) return;
                             reached = true;
                             controller->pause();
                             // Let the last live batches reach the views before the picture.
                             QTimer::singleShot(400, &loop, &QEventLoop::quit);
                         });
    QObject::connect(controller, &RunController::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QObject::connect(controller, &RunController::failed, &loop, [&](const QString& message) {
        QTextStream(stderr) << "asynclab: " << scenario << " failed: " << message << '\n';
        loop.quit();
    });
    if (!window.startRun()) return false;
    loop.exec();
    if (!pauseAt) return finished;
    if (reached) window.traceModel()->flush();
    return reached;
}

/// Runs every cell of the Code dock's script and waits (event loop) until they end (an
/// error a cell raised is said, and shows in the window). False when they could not run.
bool runScriptInWindow(MainWindow& window) {
    QEventLoop loop;
    bool ok = false;
    CodeController* code = window.codeController();
    QObject::connect(code, &CodeController::runEnded, &loop,
                     [&](int, const QString& error, int, bool) {
                         ok = true;
                         if (!error.isEmpty()) QTextStream(stderr) << "asynclab: " << error << '\n';
                         loop.quit();
                     });
    QObject::connect(window.runController(), &RunController::failed, &loop,
                     [&](const QString& message) {
                         QTextStream(stderr) << "asynclab: " << message << '\n';
                         loop.quit();
                     });
    if (!window.runCells(MainWindow::CellRun::All)) {
        QTextStream(stderr) << "asynclab: the script's cells could not run: "
                            << window.statusBar()->currentMessage() << '\n';
        return false;
    }
    loop.exec();
    return ok;
}

/// Shows the window at 1280x800, renders it into `file` (PNG) and returns the exit code.
int takeScreenshot(MainWindow& window, const QString& file, bool fit = true) {
    window.resize(1280, 800);
    window.show();
    for (int i = 0; i < 10; ++i) QApplication::processEvents();
    if (fit) window.timeline()->fit();
    for (int i = 0; i < 10; ++i) QApplication::processEvents();
    const QPixmap pixmap = window.grab();
    if (pixmap.isNull() || !pixmap.save(file, "PNG")) {
        QTextStream(stderr) << "asynclab: could not write screenshot to " << file << '\n';
        return 1;
    }
    QTextStream(stdout) << "asynclab: screenshot written to " << file << '\n';
    return 0;
}

/// True when argv holds one of `names`, alone or as "name=value".
bool hasArgument(int argc, char* argv[], std::initializer_list<std::string_view> names) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        for (const std::string_view name : names) {
            if (arg == name) return true;
            if (arg.size() > name.size() && arg.starts_with(name) && arg[name.size()] == '=') {
                return true;
            }
        }
    }
    return false;
}

}  // namespace
}  // namespace asynclab

int main(int argc, char* argv[]) {
    // --version and --help need no display: answer them without starting the GUI.
    const bool guiNeeded =
        !asynclab::hasArgument(argc, argv, {"--version", "-v", "--help", "-h", "--help-all"});
    // A screenshot needs no screen either: render offscreen when there is no display.
    if (asynclab::hasArgument(argc, argv, {"--screenshot"}) &&
        qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    std::unique_ptr<QCoreApplication> app;
    if (guiNeeded) {
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("AsyncLab"));
    QCoreApplication::setApplicationName(QStringLiteral("AsyncLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ASYNCLAB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("AsyncLab: see how a deep-learning engine executes your code."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the main window at 1280x800 into <file> (PNG) and exit."),
        QStringLiteral("file"));
    parser.addOption(screenshotOption);
    const QCommandLineOption runOption(
        QStringLiteral("run"),
        QStringLiteral("Run scenario <name> at start (with --screenshot: before the picture)."),
        QStringLiteral("name"));
    parser.addOption(runOption);
    const QCommandLineOption modeOption(
        QStringLiteral("mode"),
        QStringLiteral("Mode of --run: sim (default: a simulated machine on a virtual "
                       "clock, so that runs look the same on every computer) or real (this "
                       "machine, asynclab-cli's default, where you measure what you run)."),
        QStringLiteral("mode"), QStringLiteral("sim"));
    parser.addOption(modeOption);
    const QCommandLineOption searchOption(
        QStringLiteral("search"),
        QStringLiteral("With --screenshot: search the timeline's ops for <text> (a regular "
                       "expression with --search-regex), dimming the others with --search-filter."),
        QStringLiteral("text"));
    parser.addOption(searchOption);
    const QCommandLineOption searchRegexOption(QStringLiteral("search-regex"),
                                               QStringLiteral("With --search: a regex."));
    parser.addOption(searchRegexOption);
    const QCommandLineOption searchFilterOption(
        QStringLiteral("search-filter"), QStringLiteral("With --search: dim what does not match."));
    parser.addOption(searchFilterOption);
    const QCommandLineOption summaryTabOption(
        QStringLiteral("summary-tab"),
        QStringLiteral("With --screenshot: the Summary's tab to show: metrics, lanes, time "
                       "(where the time went) or selection (statistics of the visible range)."),
        QStringLiteral("tab"));
    parser.addOption(summaryTabOption);
    const QCommandLineOption midRunOption(
        QStringLiteral("mid-run"),
        QStringLiteral("With --run and --screenshot: take the picture when the run is <fraction> "
                       "done (paused there), e.g. 0.5."),
        QStringLiteral("fraction"));
    parser.addOption(midRunOption);
    const QCommandLineOption themeOption(QStringLiteral("theme"),
                                         QStringLiteral("Colours: system, light or dark."),
                                         QStringLiteral("theme"));
    parser.addOption(themeOption);
    const QCommandLineOption setOption(
        QStringLiteral("set"),
        QStringLiteral("With --run: set parameter <k=v> (repeatable); with --run-script, "
                       "gpus=N gives the script's simulated machine N GPUs."),
        QStringLiteral("k=v"));
    parser.addOption(setOption);
    const QCommandLineOption spinOption(
        QStringLiteral("spin-us"),
        QStringLiteral("Microseconds an idle worker, or the front end at a sync, spins before it "
                       "sleeps (0 to %1; Run > Spin Before Sleeping).")
            .arg(asynclab::kMaxSpinUs),
        QStringLiteral("us"));
    parser.addOption(spinOption);
    const QCommandLineOption timingOnlyOption(
        QStringLiteral("timing-only"),
        QStringLiteral("Simulated runs skip the math of every op: the same times and memory, no "
                       "values (Run > Skip the Math)."));
    parser.addOption(timingOnlyOption);
    const QCommandLineOption networkOption(
        QStringLiteral("network"), QStringLiteral("Load preset <id> into the Network dock."),
        QStringLiteral("id"));
    parser.addOption(networkOption);
    const QCommandLineOption lessonOption(
        QStringLiteral("lesson"),
        QStringLiteral("Open the lesson of section <section> (12.1 to 12.5) in the Lesson dock."),
        QStringLiteral("section"));
    parser.addOption(lessonOption);
    const QCommandLineOption stepOption(
        QStringLiteral("step"),
        QStringLiteral("With --lesson: open its step <n> (1 for the first)."), QStringLiteral("n"));
    parser.addOption(stepOption);
    const QCommandLineOption runStepOption(
        QStringLiteral("run-step"),
        QStringLiteral("With --lesson: set up the step's run and run it (with --screenshot, the "
                       "picture shows the reveal and the highlights)."));
    parser.addOption(runStepOption);
    const QCommandLineOption replayOption(
        QStringLiteral("replay-at"),
        QStringLiteral("With --screenshot and --run or --run-step: put the replay cursor at "
                       "<fraction> of the run (0 to 1)."),
        QStringLiteral("fraction"));
    parser.addOption(replayOption);
    const QCommandLineOption teacherOption(
        QStringLiteral("teacher"),
        QStringLiteral("Start in teacher mode: predictions asked of the room, results hidden "
                       "until Reveal, large fonts."));
    parser.addOption(teacherOption);
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QStringLiteral("Use the language <code>: en, zh_CN, vi, id or de (default: the one "
                       "chosen in View > Language, else the system's)."),
        QStringLiteral("code"));
    parser.addOption(langOption);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QStringLiteral("A file to open, recognised by its content: a Chrome trace (.json, "
                       ".json.gz), a session (.asynclab), an MXNet -symbol.json, or a Python "
                       "script (mxnet, torch, d2l) for the Code dock."),
        QStringLiteral("[file]"));
    const QCommandLineOption runScriptOption(
        QStringLiteral("run-script"),
        QStringLiteral("With a Python script: run all its cells at start, in --mode (with "
                       "--screenshot: before the picture)."));
    parser.addOption(runScriptOption);
    parser.process(*app);  // exits for --version and --help

    // A screenshot leaves the user's settings alone: it neither reads nor writes them.
    QTemporaryDir screenshotSettings;
    if (parser.isSet(screenshotOption)) {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, screenshotSettings.path());
    }

    auto& guiApp = static_cast<QApplication&>(*app);
    QString language = asynclab::chosenLanguage();
    if (parser.isSet(langOption)) {
        const auto code = asynclab::parseLanguage(parser.value(langOption));
        if (!code) {
            QTextStream(stderr) << "asynclab: unknown language '" << parser.value(langOption)
                                << "'; accepted: " << asynclab::languageCodes() << '\n';
            return 2;
        }
        language = *code;
    }
    asynclab::applyLanguage(guiApp, language);

    QGuiApplication::setDesktopFileName(QStringLiteral("asynclab"));
    auto windowHolder = std::make_unique<asynclab::MainWindow>();
    asynclab::MainWindow& window = *windowHolder;
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/asynclab.svg")));
    if (parser.isSet(themeOption)) {
        const QString theme = parser.value(themeOption);
        if (theme != QLatin1String("system") && theme != QLatin1String("light") &&
            theme != QLatin1String("dark")) {
            QTextStream(stderr) << "asynclab: unknown theme '" << theme
                                << "'; accepted: system, light, dark\n";
            return 2;
        }
        window.setTheme(theme);
    }

    if (parser.isSet(networkOption) &&
        !window.networkBuilder()->selectPreset(parser.value(networkOption))) {
        QTextStream(stderr) << "asynclab: unknown network preset '" << parser.value(networkOption)
                            << "'\n";
        return 2;
    }
    if (parser.isSet(networkOption))
        if (auto* dock = window.findChild<QDockWidget*>(QStringLiteral("dockNetwork")))
            dock->raise();
    if (parser.isSet(runOption)) window.selectScenario(parser.value(runOption));
    if (parser.isSet(lessonOption)) {
        if (!window.lessonSession()->setSection(parser.value(lessonOption))) {
            QTextStream(stderr) << "asynclab: no lesson for section '" << parser.value(lessonOption)
                                << "'; the lessons are 12.1 to 12.5\n";
            return 2;
        }
        if (parser.isSet(stepOption)) {
            bool ok = false;
            const int step = parser.value(stepOption).toInt(&ok);
            const int steps = static_cast<int>(window.lessonSession()->lesson()->steps.size());
            if (!ok || step < 1 || step > steps) {
                QTextStream(stderr) << "asynclab: --step needs a step of the lesson, 1 to " << steps
                                    << "; got '" << parser.value(stepOption) << "'\n";
                return 2;
            }
            window.lessonSession()->setStep(step - 1);
        }
        if (auto* dock = window.findChild<QDockWidget*>(QStringLiteral("dockLesson")))
            dock->raise();
    } else if (parser.isSet(stepOption) || parser.isSet(runStepOption)) {
        QTextStream(stderr) << "asynclab: --step and --run-step need --lesson SECTION\n";
        return 2;
    }
    for (const QString& set : parser.values(setOption)) {
        const qsizetype eq = set.indexOf(QLatin1Char('='));
        QString problem = QStringLiteral("expected NAME=VALUE");
        if (parser.isSet(runScriptOption) && set.left(eq) == QStringLiteral("gpus")) {
            // A script's kernel: the simulated GPUs it starts with (the Code dock's GPUs).
            bool ok = false;
            const int gpus = set.mid(eq + 1).toInt(&ok);
            QSpinBox* box = window.codeView()->gpusBox();
            if (!ok || gpus < box->minimum() || gpus > box->maximum()) {
                QTextStream(stderr) << "asynclab: --set " << set << ": gpus takes "
                                    << box->minimum() << " to " << box->maximum() << '\n';
                return 2;
            }
            box->setValue(gpus);
            continue;
        }
        if (eq <= 0 || !window.runSettings()->setParam(set.left(eq), set.mid(eq + 1), &problem)) {
            QTextStream(stderr) << "asynclab: --set " << set << ": " << problem << '\n';
            return 2;
        }
    }
    const QString modeName = parser.value(modeOption);
    const std::optional<asynclab::scenarios::RunMode> parsedMode =
        asynclab::scenarios::parse_run_mode(modeName.toStdString());
    if (!parsedMode) {
        QTextStream(stderr) << "asynclab: unknown mode '" << modeName << "'; accepted: sim, real\n";
        return 2;
    }
    const asynclab::scenarios::RunMode mode = *parsedMode;
    if (parser.isSet(spinOption)) {
        const std::optional<int> us =
            asynclab::parse_spin_us(parser.value(spinOption).toStdString());
        if (!us) {
            QTextStream(stderr) << "asynclab: --spin-us accepts a whole number of microseconds, "
                                   "0.."
                                << asynclab::kMaxSpinUs << "; got '" << parser.value(spinOption)
                                << "'\n";
            return 2;
        }
        window.setSpinUs(*us);
    }
    if (parser.isSet(timingOnlyOption)) window.setTimingOnly(true);
    if (parser.isSet(teacherOption)) window.setTeacherMode(true);
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        QTextStream(stderr) << "asynclab: one file at most (asynclab [options] [file])\n";
        return 2;
    }
    asynclab::FileKind kind = asynclab::FileKind::Unknown;
    // A trace is read in the background once the window shows (a screenshot waits for it).
    const bool traceLater = [&] {
        if (files.isEmpty() || parser.isSet(screenshotOption)) return false;
        QString error;
        return asynclab::detectFileKind(files.front(), &error) == asynclab::FileKind::Trace;
    }();
    // A screenshot shows a symbol's graph laid out, not the layout on its way.
    if (parser.isSet(screenshotOption)) window.graphView()->setSynchronousLayout(true);
    if (!files.isEmpty() && !traceLater) {
        QString error;
        if (!window.openFile(files.front(), &error, &kind)) {
            QTextStream(stderr) << "asynclab: " << error << '\n';
            return 2;
        }
        // The cells run in the mode asked for (the kernel takes the run settings' mode).
        if (parser.isSet(runScriptOption) && parser.isSet(modeOption)) window.setMode(mode);
    }
    if (parser.isSet(runScriptOption) && kind != asynclab::FileKind::Script) {
        QTextStream(stderr) << "asynclab: --run-script needs a Python script to open\n";
        return 2;
    }
    if (parser.isSet(screenshotOption)) {
        if (parser.isSet(midRunOption) && parser.isSet(runOption)) {
            bool ok = false;
            const double fraction = parser.value(midRunOption).toDouble(&ok);
            if (!ok || fraction <= 0 || fraction >= 1) {
                QTextStream(stderr) << "asynclab: --mid-run needs a fraction in (0, 1), not '"
                                    << parser.value(midRunOption) << "'\n";
                return 2;
            }
            window.resize(1280, 800);
            window.show();
            if (!asynclab::runInWindow(window, parser.value(runOption), mode, fraction)) return 1;
            const int code = asynclab::takeScreenshot(window, parser.value(screenshotOption),
                                                      /*fit=*/false);
            window.runController()->stop();
            return code;
        }
        if (parser.isSet(runOption) &&
            !asynclab::runInWindow(window, parser.value(runOption), mode)) {
            return 1;
        }
        if (parser.isSet(runStepOption)) {
            window.lessonView()->setUpButton()->click();
            window.resize(1280, 800);
            window.show();
            if (!asynclab::runInWindow(window, window.currentScenario(), window.mode())) return 1;
        }
        if (parser.isSet(runScriptOption)) {
            window.resize(1280, 800);
            window.show();
            if (!asynclab::runScriptInWindow(window)) return 1;
        }
        if (parser.isSet(replayOption)) {
            bool ok = false;
            const double fraction = parser.value(replayOption).toDouble(&ok);
            const auto snap = window.replayCursor()->snapshot();
            if (!ok || fraction < 0 || fraction > 1 || !snap) {
                QTextStream(stderr) << "asynclab: --replay-at needs a finished run and a "
                                       "fraction from 0 to 1, not '"
                                    << parser.value(replayOption) << "'\n";
                return 2;
            }
            window.replayCursor()->setTime(
                snap->begin +
                static_cast<asynclab::TimeNs>(fraction * static_cast<double>(snap->duration())));
        }
        if (parser.isSet(searchOption)) {
            window.timeline()->setSearch(parser.value(searchOption),
                                         parser.isSet(searchRegexOption));
            window.timeline()->setSearchFilter(parser.isSet(searchFilterOption));
        }
        if (parser.isSet(summaryTabOption)) {
            const QStringList tabs = {QStringLiteral("metrics"), QStringLiteral("lanes"),
                                      QStringLiteral("time"), QStringLiteral("selection")};
            const qsizetype tab = tabs.indexOf(parser.value(summaryTabOption));
            if (tab < 0) {
                QTextStream(stderr) << "asynclab: --summary-tab accepts: " << tabs.join(u", ")
                                    << "; got '" << parser.value(summaryTabOption) << "'\n";
                return 2;
            }
            window.summaryView()->tabs()->setCurrentIndex(static_cast<int>(tab));
        }
        return asynclab::takeScreenshot(window, parser.value(screenshotOption));
    }

    asynclab::connectLanguage(window, language);
    window.show();
    if (traceLater) window.openFileInteractively(files.front());
    if (parser.isSet(runOption)) {
        window.setMode(mode);
        if (window.selectScenario(parser.value(runOption))) window.startRun();
    } else if (parser.isSet(runStepOption)) {
        window.lessonView()->setUpButton()->click();
        window.startRun();
    } else if (parser.isSet(runScriptOption)) {
        window.runCells(asynclab::MainWindow::CellRun::All);
    }
    int code = QApplication::exec();
    while (code == asynclab::kNewLanguage) {
        windowHolder = asynclab::rebuildInLanguage(guiApp, std::move(windowHolder));
        code = QApplication::exec();
    }
    return code;
}
