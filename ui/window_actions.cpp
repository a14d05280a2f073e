#include "ui/window_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QIcon>
#include <QInputDialog>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>
#include <tuple>

#include "engine/core/spin.h"
#include "ui/models/languages.h"
#include "ui/models/run_settings.h"

namespace asynclab {

namespace {

/// An action with its object name, shortcut and tips (the tool tip doubles as status tip).
QAction* make(QObject* parent, const QString& text, const char* name, const QString& tip,
              const QKeySequence& shortcut = {}, const char* icon = nullptr) {
    auto* action =
        new QAction(icon ? QIcon::fromTheme(QLatin1String(icon)) : QIcon(), text, parent);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(shortcut);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    return action;
}

QAction* checkable(QAction* action, bool checked = false) {
    action->setCheckable(true);
    action->setChecked(checked);
    return action;
}

}  // namespace

WindowActions::WindowActions(QObject* parent) {
    open = make(parent, tr("&Open..."), "actionOpen",
                tr("Open a Chrome trace (.json, .json.gz), a session, an MXNet symbol or a "
                   "Python script: AsyncLab recognises which by its content"),
                QKeySequence::Open, "document-open");
    const auto exportAs = [parent](const QString& format, const char* name) {
        return make(parent, tr("Export Timeline as %1...").arg(format), name,
                    tr("Save the timeline as it is shown now as a %1 file").arg(format));
    };
    exportPng = exportAs(QStringLiteral("PNG"), "actionExportPng");
    exportPng->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportSvg = exportAs(QStringLiteral("SVG"), "actionExportSvg");
    exportPdf = exportAs(QStringLiteral("PDF"), "actionExportPdf");
    for (const auto& [view, label] :
         {std::pair{QStringLiteral("timeline"), tr("&Timeline...")},
          std::pair{QStringLiteral("memory"), tr("&Memory Chart...")},
          std::pair{QStringLiteral("graph"), tr("Dependency &Graph...")},
          std::pair{QStringLiteral("compare"), tr("&Comparison...")}}) {
        QAction* action = make(parent, label, "", {});
        action->setObjectName(QStringLiteral("actionExportView_") + view);
        action->setToolTip(QString());
        action->setStatusTip(tr("Save this view as PNG, SVG or PDF at a size you choose"));
        exportViews.emplace_back(view, action);
    }
    exportTrace = make(parent, tr("Export &Trace..."), "actionExportTrace",
                       tr("Save the last run as a Chrome trace for Perfetto or chrome://tracing"),
                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportTrace->setEnabled(false);
    openScript = make(parent, tr("Open &Python Script..."), "actionOpenScript",
                      tr("Open a Python script (mxnet, torch, d2l) in the Code dock, to run "
                         "its cells on AsyncLab's engine"));
    saveScript = make(parent, tr("Save P&ython Script"), "actionSaveScript",
                      tr("Save the Code dock's script (Ctrl+S in the editor)"), QKeySequence::Save,
                      "document-save");
    saveScriptAs = make(parent, tr("Save Python Script &As..."), "actionSaveScriptAs",
                        tr("Save the Code dock's script under another name"));
    quit = make(parent, tr("&Quit"), "actionQuit", tr("Quit AsyncLab"),
                QKeySequence(Qt::CTRL | Qt::Key_Q));
    saveSession = make(parent, tr("&Save Session"), "actionSaveSession",
                       tr("Save the network, the run settings and the last run in the session's "
                          "file (a new session asks for one)"),
                       QKeySequence::Save, "document-save");
    saveSessionAs = make(parent, tr("Save Session &As..."), "actionSaveSessionAs",
                         tr("Save the network, the run settings and the last run in another file"),
                         QKeySequence::SaveAs, "document-save-as");
    manual = make(parent, tr("&Manual"), "actionManual",
                  tr("The Lesson dock: the chapter step by step, each step with its run (F1)"),
                  QKeySequence::HelpContents, "help-contents");
    about = make(parent, tr("&About AsyncLab"), "actionAbout",
                 tr("Version, license and build information"));
    about->setToolTip(QString());
    aboutQt = make(parent, tr("About &Qt"), "actionAboutQt",
                   tr("The version of Qt AsyncLab runs on, and its license"));
    aboutQt->setToolTip(QString());

    collapseDevices =
        make(parent, tr("&Collapse Device Lanes"), "actionCollapseDevices",
             tr("Draw each device's lanes on one row (click a device's label to toggle one)"));
    expandDevices = make(parent, tr("&Expand Device Lanes"), "actionExpandDevices",
                         tr("One row per lane again"));
    themes = new QActionGroup(parent);
    for (const auto& [name, label, tip] :
         {std::tuple{QStringLiteral("system"), tr("&System"), tr("Follow the desktop's colours")},
          std::tuple{QStringLiteral("light"), tr("&Light"),
                     tr("Dark text on light backgrounds (good for printed slides)")},
          std::tuple{QStringLiteral("dark"), tr("&Dark"),
                     tr("Light text on dark backgrounds (good for a darkened lecture hall)")}}) {
        QAction* action = checkable(make(parent, label, "", tip));
        action->setObjectName(QStringLiteral("actionTheme_") + name);
        action->setToolTip(QString());
        action->setData(name);
        themes->addAction(action);
    }
    themes->actions().first()->setChecked(true);
    teacherMode = checkable(make(parent, tr("Teacher &Mode"), "actionTeacherMode",
                                 tr("For a class: predictions are asked of the room, each "
                                    "run's result stays hidden until Reveal, and the fonts are "
                                    "large enough for a projector"),
                                 QKeySequence(Qt::Key_F7)));
    replayPlay = checkable(make(parent, tr("Play"), "actionReplayPlay",
                                tr("Replay the run at the speed chosen beside the slider "
                                   "(Ctrl+Space)"),
                                QKeySequence(Qt::CTRL | Qt::Key_Space)));
    replayPrevious = make(parent, tr("Previous"), "actionReplayPrevious",
                          tr("Back to the previous instant an op started or ended (,)"),
                          QKeySequence(Qt::Key_Comma));
    replayNext =
        make(parent, tr("Next"), "actionReplayNext",
             tr("On to the next instant an op starts or ends (.)"), QKeySequence(Qt::Key_Period));
    replayStop = make(parent, tr("End"), "actionReplayStop",
                      tr("End the replay: the views show the whole run again"),
                      QKeySequence(Qt::SHIFT | Qt::Key_Escape));
    languages = new QActionGroup(parent);
    {
        QAction* system = checkable(make(parent, tr("System &Language"), "actionLanguage_system",
                                         tr("The desktop's language, where AsyncLab has it")));
        system->setData(QString());
        languages->addAction(system);
        // Each language by its own name, so that it is found whatever the current one.
        for (const Language& language : asynclab::languages()) {
            QAction* action =
                checkable(make(parent, language.native, "",
                               tr("The interface and the lessons in %1").arg(language.native)));
            action->setObjectName(QStringLiteral("actionLanguage_") + language.code);
            action->setData(language.code);
            languages->addAction(action);
        }
        for (QAction* action : languages->actions()) action->setToolTip(QString());
        system->setChecked(true);
    }

    run = make(parent, tr("&Run"), "actionRun",
               tr("Run the selected scenario with these parameters (Ctrl+R)."),
               QKeySequence(Qt::CTRL | Qt::Key_R), "media-playback-start");
    stop = make(parent, tr("&Stop"), "actionStop",
                tr("Stop the run at its next check; what ran so far is shown (Esc)."),
                QKeySequence(Qt::Key_Escape), "media-playback-stop");
    pause = checkable(make(parent, tr("&Pause"), "actionPause",
                           tr("Hold the front end before its next op; the engine finishes what "
                              "is already queued (F6; again to resume)."),
                           QKeySequence(Qt::Key_F6), "media-playback-pause"));
    step = make(parent, tr("S&tep"), "actionStep",
                tr("Let the front end issue exactly one more op, then hold it again (F10)."),
                QKeySequence(Qt::Key_F10), "media-skip-forward");
    compare = make(parent, tr("&Compare..."), "actionCompare",
                   tr("Run the scenario twice with one setting changed (sync versus async, "
                      "imperative versus hybridized) and show both on one time axis "
                      "(Ctrl+Shift+R)."),
                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    compiledGraph = make(parent, tr("Show &Hybridized Graph"), "actionCompiledGraph",
                         tr("Trace the Network dock's network and show its graph before and "
                            "after each optimization pass (Ctrl+G)."),
                         QKeySequence(Qt::CTRL | Qt::Key_G));
    runCell = make(parent, tr("Run C&ell"), "actionRunCell",
                   tr("Run the Code dock's cell that holds the cursor, in the namespace the "
                      "cells before left (Ctrl+Enter)."),
                   QKeySequence(Qt::CTRL | Qt::Key_Return), "media-playback-start");
    runCellAdvance = make(parent, tr("Run Cell and Ad&vance"), "actionRunCellAdvance",
                          tr("Run the cell that holds the cursor, then move to the next cell "
                             "(Shift+Enter)."),
                          QKeySequence(Qt::SHIFT | Qt::Key_Return), "go-down");
    runAllCells = make(parent, tr("Run &All Cells"), "actionRunAllCells",
                       tr("Run every cell of the script, from the first, one after another "
                          "(Ctrl+Shift+Enter)."),
                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return), "media-seek-forward");
    restartKernel = make(parent, tr("Restart P&ython"), "actionRestartKernel",
                         tr("Forget every variable the cells made and start on a fresh engine, "
                            "with mxnet, torch and d2l imported anew."),
                         {}, "view-refresh");
    // Short words for the Code dock's tool bar, which shares the window's width.
    runCell->setIconText(tr("Run Cell"));
    runCellAdvance->setIconText(tr("Run, Next"));
    runAllCells->setIconText(tr("Run All"));
    restartKernel->setIconText(tr("Restart"));
    gpuTiming = checkable(
        make(parent, tr("Time GPU Ops on the &Device"), "actionGpuTiming",
             tr("On a real GPU, place each op where the GPU ran it, from timing events recorded "
                "around it, as Nsight Systems shows kernels. Off: where the host launched it. "
                "Applies from the next run.")),
        true);
    timingOnly = checkable(make(
        parent, tr("Skip the &Math (Timing Only)"), "actionTimingOnly",
        tr("In simulated runs, put every op on the clock and account its memory without "
           "computing it, so that a large network or a long loop finishes in seconds. Times "
           "and memory stay the same; values are not computed (scenarios and networks that "
           "print values or branch on them compute them anyway). Applies from the next run.")));
    spins = new QActionGroup(parent);
    for (const auto& [us, label, tip] :
         {std::tuple{0, tr("Sleep at &Once"),
                     tr("Threads sleep as soon as they run out of work: every hand-over between "
                        "the front end and a worker goes through the kernel")},
          std::tuple{kDefaultSpinUs, tr("Spin %1 µs (&Default)").arg(kDefaultSpinUs),
                     tr("A few times what a sleep and a wake-up cost: ops that follow each "
                        "other closely never pay it")},
          std::tuple{200, tr("Spin &200 µs"), tr("Longer gaps between ops are bridged too")},
          std::tuple{1000, tr("Spin &1 ms"),
                     tr("Idle threads hold their cores for up to a millisecond")}}) {
        QAction* action = checkable(make(parent, label, "", tip));
        action->setObjectName(QStringLiteral("actionSpin_%1").arg(us));
        action->setData(us);
        spins->addAction(action);
    }
    otherSpin = checkable(make(parent, tr("&Other..."), "actionSpinOther", {}));
    otherSpin->setToolTip(QString());
    otherSpin->setStatusTip(tr("Any budget from 0 to %1 µs").arg(kMaxSpinUs));
    otherSpin->setData(-1);
    spins->addAction(otherSpin);
}

WindowActions::Menus WindowActions::buildMenus(QMenuBar* bar, const std::vector<QAction*>& toggles,
                                               const std::vector<QAction*>& viewActions,
                                               QMenu* recent) const {
    Menus m;
    m.file = bar->addMenu(tr("&File"));
    m.file->setObjectName(QStringLiteral("menuFile"));
    m.file->addAction(open);
    if (recent) m.file->addMenu(recent);
    m.file->addActions({saveSession, saveSessionAs});
    m.file->addSeparator();
    m.file->addActions({openScript, saveScript, saveScriptAs});
    m.file->addSeparator();
    m.file->addActions({exportPng, exportSvg, exportPdf});
    QMenu* exportMenu = m.file->addMenu(tr("&Export View"));
    exportMenu->setObjectName(QStringLiteral("menuExportView"));
    for (const auto& [view, action] : exportViews) exportMenu->addAction(action);
    m.file->addAction(exportTrace);
    m.file->addSeparator();
    m.file->addAction(quit);

    m.view = bar->addMenu(tr("&View"));
    m.view->setObjectName(QStringLiteral("menuView"));
    for (QAction* toggle : toggles) m.view->addAction(toggle);
    m.view->addSeparator();
    for (QAction* action : viewActions)
        if (action) m.view->addAction(action);
    m.view->addActions({collapseDevices, expandDevices});
    m.view->addSeparator();
    QMenu* themeMenu = m.view->addMenu(tr("&Theme"));
    themeMenu->setObjectName(QStringLiteral("menuTheme"));
    themeMenu->addActions(themes->actions());
    QMenu* replayMenu = m.view->addMenu(tr("Re&play"));
    replayMenu->setObjectName(QStringLiteral("menuReplay"));
    replayMenu->addActions({replayPlay, replayPrevious, replayNext, replayStop});
    m.view->addAction(teacherMode);
    QMenu* languageMenu = m.view->addMenu(tr("L&anguage"));
    languageMenu->setObjectName(QStringLiteral("menuLanguage"));
    languageMenu->addAction(languages->actions().first());
    languageMenu->addSeparator();
    languageMenu->addActions(languages->actions().mid(1));

    m.run = bar->addMenu(tr("&Run"));
    m.run->setObjectName(QStringLiteral("menuRun"));
    m.run->addActions({run, pause, step, stop});
    m.run->addSeparator();
    m.run->addActions({compare, compiledGraph});
    m.run->addSeparator();
    m.run->addActions({runCell, runCellAdvance, runAllCells, restartKernel});
    m.run->addSeparator();
    m.run->addActions({gpuTiming, timingOnly});
    m.spin = m.run->addMenu(tr("&Spin Before Sleeping"));
    m.spin->setObjectName(QStringLiteral("menuSpin"));
    m.spin->setToolTipsVisible(true);
    m.spin->menuAction()->setStatusTip(
        tr("How long an idle worker, or the front end waiting at a sync, watches for work on "
           "its core before it sleeps. Waking a sleeping thread costs the waker microseconds "
           "(the Summary counts them as cpu_wakeups). Applies from the next run."));
    for (QAction* action : spins->actions()) {
        if (action == otherSpin) m.spin->addSeparator();
        m.spin->addAction(action);
    }

    m.help = bar->addMenu(tr("&Help"));
    m.help->setObjectName(QStringLiteral("menuHelp"));
    m.help->addAction(manual);
    m.help->addSeparator();
    m.help->addActions({about, aboutQt});
    return m;
}

void WindowActions::bind(RunSettingsModel* settings) const {
    QObject::connect(gpuTiming, &QAction::toggled, settings, &RunSettingsModel::setGpuTiming);
    QObject::connect(timingOnly, &QAction::toggled, settings, &RunSettingsModel::setTimingOnly);
    QObject::connect(settings, &RunSettingsModel::gpuTimingChanged, gpuTiming,
                     &QAction::setChecked);
    QObject::connect(settings, &RunSettingsModel::timingOnlyChanged, timingOnly,
                     &QAction::setChecked);
    // Real runs always compute: skipping the math is a choice of simulated runs.
    QObject::connect(settings, &RunSettingsModel::modeChanged, timingOnly,
                     [this](scenarios::RunMode mode) {
                         timingOnly->setEnabled(mode == scenarios::RunMode::Sim);
                     });
    QObject::connect(settings, &RunSettingsModel::spinUsChanged, spins,
                     [this](int us) { showSpinUs(us); });
    gpuTiming->setChecked(settings->settings().gpuTiming);
    timingOnly->setChecked(settings->settings().timingOnly);
    timingOnly->setEnabled(settings->mode() == scenarios::RunMode::Sim);
    showSpinUs(settings->spinUs());
}

std::vector<QAction*> WindowActions::codeActions() const {
    return {runCell, runCellAdvance, runAllCells, stop, nullptr, restartKernel};
}

void WindowActions::addCodeActions(QWidget* dock) const {
    for (QAction* action : {runCell, runCellAdvance, runAllCells, restartKernel, saveScript}) {
        // In the dock only: elsewhere Ctrl+Enter is the lesson's Reveal, Ctrl+S Save Session.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        dock->addAction(action);
    }
}

void WindowActions::showSpinUs(int us) const {
    bool preset = false;
    for (QAction* action : spins->actions()) {
        if (action != otherSpin && action->data().toInt() == us) {
            action->setChecked(true);
            preset = true;
        }
    }
    otherSpin->setChecked(!preset);
    otherSpin->setText(preset ? tr("&Other...") : tr("&Other (%1 µs)...").arg(us));
}

std::vector<int> WindowActions::spinPresets() const {
    std::vector<int> out;
    for (const QAction* action : spins->actions())
        if (action != otherSpin) out.push_back(action->data().toInt());
    return out;
}

std::optional<int> WindowActions::askOtherSpin(QWidget* parent, int current) {
    bool ok = false;
    const int us = QInputDialog::getInt(
        parent, tr("Spin Before Sleeping"),
        tr("Microseconds an idle thread spins before it sleeps (0 to %1):").arg(kMaxSpinUs),
        current, 0, kMaxSpinUs, 10, &ok);
    return ok ? std::optional<int>(us) : std::nullopt;
}

void WindowActions::showTheme(const QString& name) const {
    for (QAction* action : themes->actions()) action->setChecked(action->data().toString() == name);
}

}  // namespace asynclab

namespace asynclab {

void WindowActions::showLanguage(const QString& code) const {
    for (QAction* action : languages->actions())
        action->setChecked(action->data().toString() == code);
}

}  // namespace asynclab
