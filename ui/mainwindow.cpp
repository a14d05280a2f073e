#include "ui/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>
#include <tuple>
#include <utility>

#include "engine/profiler/trace_import.h"
#include "ui/code_controller.h"
#include "ui/compare_controller.h"
#include "ui/models/code_cells.h"
#include "ui/models/compiled_network.h"
#include "ui/models/recent_files.h"
#include "ui/models/replay.h"
#include "ui/models/session.h"
#include "ui/models/time_range.h"
#include "ui/models/trace_loader.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_stats.h"
#include "ui/run_controller.h"
#include "ui/theme.h"
#include "ui/views/code_editor.h"
#include "ui/views/code_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/graph_view.h"
#include "ui/views/lesson_view.h"
#include "ui/views/load_progress.h"
#include "ui/views/memory_view.h"
#include "ui/views/network_builder.h"
#include "ui/views/recent_files_menu.h"
#include "ui/views/replay_bar.h"
#include "ui/views/run_dialogs.h"
#include "ui/views/run_panel.h"
#include "ui/views/run_status.h"
#include "ui/views/summary_view.h"
#include "ui/views/timeline_view.h"

#ifndef ASYNCLAB_VERSION
#define ASYNCLAB_VERSION "unknown"
#endif

// The resources live in a static library: register them explicitly (outside any namespace).
static void asynclabInitResources() {
    Q_INIT_RESOURCE(resources);
}

namespace asynclab {

namespace {

/// Bumped whenever the docks change, so that an older saved layout is not restored.
constexpr int kLayoutVersion = 4;

/// The Code dock's width when it opens.
constexpr int kCodeDockWidth = 460;

/// Brings a dock's tab in front of those tabbed with it. QWidget::raise() does nothing for
/// a widget on top of its siblings already, whose tab may be behind another all the same
/// (a tab clicked since, or one raised before its tab bar was made): below first, then up.
void raiseTab(QDockWidget* dock) {
    dock->lower();
    dock->raise();
}

/// Shows a dock (it may have been closed) in front of those tabbed with it.
void bringUp(QDockWidget* dock) {
    dock->show();
    raiseTab(dock);
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    asynclabInitResources();
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/icons/asynclab.svg")));
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);
    // The left column (run panel, network, lesson) runs the full height of the window.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);

    settings_ = new RunSettingsModel(this);
    lessonSession_ = new LessonSession(lessons::embedded(), this);
    model_ = new TraceModel(this);
    controller_ = new RunController(this);
    controller_->setTraceModel(model_);
    comparison_ = new CompareController(this);
    codeController_ = new CodeController(controller_, this);
    timeline_ = new TimelineView;
    timeline_->setModel(model_);
    // Until the first run the window's largest view says what it will show.
    timeline_->setEmptyNote(
        tr("Press Run (Ctrl+R): each operation the scenario puts on the engine appears here "
           "as a bar, on the lane (thread or device) that ran it."));
    centralTabs_ = new QTabWidget;
    centralTabs_->setObjectName(QStringLiteral("centralTabs"));
    centralTabs_->setDocumentMode(true);
    replay_ = new ReplayCursor(this);
    actions_ = std::make_unique<WindowActions>(this);
    loader_ = new TraceLoader(this);
    recent_ = new RecentFiles(this);
    recentMenu_ = new RecentFilesMenu(recent_, this);
    replayBar_ = new ReplayBar(replay_, {actions_->replayPlay, actions_->replayPrevious,
                                         actions_->replayNext, actions_->replayStop});
    // The timeline with the replay bar under it: the centre's first tab.
    auto* timelinePage = new QWidget;
    auto* timelineLayout = new QVBoxLayout(timelinePage);
    timelineLayout->setContentsMargins(0, 0, 0, 0);
    timelineLayout->setSpacing(0);
    timelineLayout->addWidget(timeline_, 1);
    timelineLayout->addWidget(replayBar_);
    centralTabs_->addTab(timelinePage, tr("Timeline"));
    setCentralWidget(centralTabs_);

    createDocks();
    createMenus();
    status_ = new RunStatus(statusBar(), controller_);
    loadProgress_ = new LoadProgress(loader_);
    statusBar()->addPermanentWidget(loadProgress_);
    connectActions();
    connectModels();
    connectLessons();
    connectReplay();
    connectCode();
    for (const std::string& problem : lessons::embedded().errors)
        appendLog(tr("lesson file %1").arg(QString::fromStdString(problem)));

    // The window's least size as the finished docks want it: a layout pass while they were
    // being built (before the views' own least sizes were set) left a wider one, which
    // made a hidden window wider than asked (1329 px in Vietnamese for 1280).
    layout()->activate();
    resize(1280, 800);
    restoreSettings();
    setRunning(false);
    connectDocument();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus() {
    std::vector<QAction*> toggles;
    for (QDockWidget* dock : docks_) toggles.push_back(dock->toggleViewAction());
    menus_ = actions_->buildMenus(
        menuBar(), toggles,
        {timeline_->fitAction(), ranges_->backAction(), ranges_->forwardAction(),
         timeline_->zoomInAction(), timeline_->zoomOutAction(), timeline_->followLiveAction(),
         timeline_->hideIdleLanesAction()},
        recentMenu_);
}

void MainWindow::connectActions() {
    const WindowActions& a = *actions_;
    connect(a.open, &QAction::triggered, this, &MainWindow::openDialog);
    connect(recentMenu_, &RecentFilesMenu::fileChosen, this, &MainWindow::openFileInteractively);
    for (const auto& [action, format] : {std::pair{a.exportPng, QStringLiteral("PNG")},
                                         std::pair{a.exportSvg, QStringLiteral("SVG")},
                                         std::pair{a.exportPdf, QStringLiteral("PDF")}})
        connect(action, &QAction::triggered, this, [this, format] { exportTimeline(format); });
    for (const auto& [view, action] : a.exportViews)
        connect(action, &QAction::triggered, this, [this, view] { exportDialog(view); });
    connect(a.exportTrace, &QAction::triggered, this, &MainWindow::exportTrace);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.saveSession, &QAction::triggered, this, [this] { saveDocument(); });
    connect(a.saveSessionAs, &QAction::triggered, this, [this] { saveDocumentAs(); });
    connect(a.manual, &QAction::triggered, this, &MainWindow::showManual);
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(a.collapseDevices, &QAction::triggered, this,
            [this] { timeline_->setAllDevicesCollapsed(true); });
    connect(a.expandDevices, &QAction::triggered, this,
            [this] { timeline_->setAllDevicesCollapsed(false); });
    for (QAction* theme : a.themes->actions())
        connect(theme, &QAction::triggered, this,
                [this, theme] { setTheme(theme->data().toString()); });
    for (QAction* language : a.languages->actions())
        connect(language, &QAction::triggered, this,
                [this, language] { emit languageChangeRequested(language->data().toString()); });
    connect(a.teacherMode, &QAction::toggled, this, &MainWindow::setTeacherMode);
    connect(a.run, &QAction::triggered, this, [this] { startRun(); });
    connect(a.stop, &QAction::triggered, this, &MainWindow::stopRun);
    connect(a.pause, &QAction::triggered, this, &MainWindow::togglePause);
    connect(a.step, &QAction::triggered, this, &MainWindow::stepRun);
    a.bind(settings_);
    connect(a.compare, &QAction::triggered, this, &MainWindow::compareDialog);
    connect(a.compiledGraph, &QAction::triggered, this, [this] {
        QString error;
        if (!showCompiledNetwork(&error)) QMessageBox::warning(this, tr("Hybridized Graph"), error);
    });
    for (QAction* spin : a.spins->actions()) {
        if (spin == a.otherSpin)
            connect(spin, &QAction::triggered, this, &MainWindow::chooseOtherSpin);
        else
            connect(spin, &QAction::triggered, this,
                    [this, spin] { setSpinUs(spin->data().toInt()); });
    }
}

void MainWindow::createDocks() {
    const auto addDock = [this](const QString& title, const char* name, QWidget* widget,
                                Qt::DockWidgetArea area) {
        auto* dock = new QDockWidget(title, this);
        dock->setObjectName(QLatin1String(name));
        dock->setWidget(widget);
        addDockWidget(area, dock);
        docks_.push_back(dock);
        return dock;
    };
    panel_ =
        new RunPanel(settings_, {actions_->run, actions_->pause, actions_->step, actions_->stop});
    QDockWidget* run = addDock(tr("Run"), "dockRun", panel_, Qt::LeftDockWidgetArea);
    lesson_ = new LessonView(lessonSession_);
    lesson_->setRunAction(actions_->run);
    QDockWidget* lesson = addDock(tr("Lesson"), "dockLesson", lesson_, Qt::LeftDockWidgetArea);
    splitDockWidget(run, lesson, Qt::Vertical);
    builder_ = new NetworkBuilder;
    networkDock_ = addDock(tr("Network"), "dockNetwork", builder_, Qt::LeftDockWidgetArea);
    tabifyDockWidget(lesson, networkDock_);
    lesson->raise();

    memory_ = new MemoryView;
    memory_->setModel(model_);
    // One time range, with its history, for the timeline and the memory chart.
    ranges_ = new TimeRangeStack(this);
    timeline_->setRangeStack(ranges_);
    memory_->setRangeStack(ranges_);
    for (QAction* a : {ranges_->backAction(), ranges_->forwardAction()}) memory_->addAction(a);
    QDockWidget* memory = addDock(tr("Memory"), "dockMemory", memory_, Qt::BottomDockWidgetArea);
    summary_ = new SummaryView;
    summary_->setTraceModel(model_);
    // The Summary's statistics follow what the timeline selects (or shows).
    connect(timeline_, &TimelineView::statsSelectionChanged, summary_, [this] {
        summary_->setSelectionStats(timeline_->snapshot(), timeline_->statsSelection(),
                                    timeline_->areaSelection().has_value());
    });
    QDockWidget* summary =
        addDock(tr("Summary"), "dockSummary", summary_, Qt::BottomDockWidgetArea);
    splitDockWidget(memory, summary, Qt::Horizontal);
    log_ = new OutputView;
    log_->setObjectName(QStringLiteral("log"));
    log_->setMaximumBlockCount(5000);
    log_->setToolTip(
        tr("What the scenario or the Code dock's cells print, like the chapter's "
           "notebook cells. Click a line of the script (script.py:12) to show it "
           "in the Code dock."));
    QDockWidget* logDock = addDock(tr("Output"), "dockLog", log_, Qt::BottomDockWidgetArea);
    splitDockWidget(summary, logDock, Qt::Horizontal);
    graph_ = new GraphView;
    graph_->setModel(model_);
    graphDock_ = addDock(tr("Dependency Graph"), "dockGraph", graph_, Qt::BottomDockWidgetArea);
    tabifyDockWidget(logDock, graphDock_);
    logDock->raise();

    // The Code dock: on the right, closed until a script or a lesson's code is opened
    // (View > Code opens it).
    code_ = new CodeView(actions_->codeActions());
    code_->editor()->addKeyAction(actions_->saveScript);
    actions_->addCodeActions(code_);
    codeDock_ = addDock(tr("Code"), "dockCode", code_, Qt::RightDockWidgetArea);
    codeDock_->hide();

    compare_ = new CompareView;
    // Docks share the window: let each shrink further than its layout would like (the
    // views scroll or scale), so the window still fits 1280x800 with every dock open.
    compare_->setMinimumSize(160, 120);
    graph_->setMinimumSize(160, 120);
    builder_->setMinimumSize(160, 120);
    summary_->setMinimumSize(80, 120);
    // The comparison needs the width of the timeline: it is the centre's second tab.
    centralTabs_->addTab(compare_, tr("Compare"));
    centralTabs_->setTabToolTip(1, actions_->compare->toolTip());
    exportables_ = {{QStringLiteral("timeline"), {timeline_, timeline_}},
                    {QStringLiteral("memory"), {memory_, memory_}},
                    {QStringLiteral("graph"), {graph_, graph_}},
                    {QStringLiteral("compare"), {compare_, compare_}}};

    // The lesson is what a student reads most: the taller part of the left column.
    resizeDocks({run, lesson}, {240, 490}, Qt::Vertical);
    resizeDocks({run}, {350}, Qt::Horizontal);
    resizeDocks({memory}, {280}, Qt::Vertical);
    resizeDocks({memory, summary, logDock}, {380, 330, 300}, Qt::Horizontal);
}

void MainWindow::connectModels() {
    // The run settings: the Network dock sets the network, the Run menu the switches; what
    // changes shows in the lesson, the menu and the controller.
    const auto takeNetwork = [this] {
        settings_->setNetwork(builder_->spec(), builder_->isProgram());
    };
    connect(builder_, &NetworkBuilder::specChanged, this, takeNetwork);
    takeNetwork();
    connect(settings_, &RunSettingsModel::networkChanged, this, [this] {
        // A batch size set from the command line or a session goes to the dock.
        const RunSettings& s = settings_->settings();
        if (s.network && !s.networkIsProgram && !builder_->isProgram() &&
            s.network->batch_size != builder_->spec().batch_size)
            builder_->setSpec(*s.network);
    });
    connect(settings_, &RunSettingsModel::spinUsChanged, controller_, &RunController::setSpinUs);
    connect(settings_, &RunSettingsModel::gpuTimingChanged, controller_,
            &RunController::setGpuTiming);
    connect(panel_, &RunPanel::networkDockRequested, this, [this] { bringUp(networkDock_); });

    // Selecting an op in one view selects it in the others.
    connect(graph_, &GraphView::opSelected, timeline_, &TimelineView::selectOp);
    connect(timeline_, &TimelineView::selectedOpChanged, graph_, &GraphView::highlightOp);
    connect(graph_, &GraphView::message, this,
            [this](const QString& text) { showMessage(text, 8000); });

    connect(controller_, &RunController::runningChanged, this, &MainWindow::setRunning);
    connect(controller_, &RunController::outputLine, this, &MainWindow::appendLog);
    connect(controller_, &RunController::finished, this, &MainWindow::onRunFinished);
    connect(controller_, &RunController::pausedChanged, this, &MainWindow::setPaused);
    connect(controller_, &RunController::failed, this, [this](const QString& message) {
        comparison_->cancel();
        appendLog(tr("error: %1").arg(message));
        summary_->clear(tr("The run failed: %1").arg(message));
    });
}

void MainWindow::connectLessons() {
    connect(lesson_, &LessonView::setUpRequested, this, [this] {
        if (controller_->isRunning()) return;
        if (const QString preset = lessonSession_->networkPreset(); !preset.isEmpty())
            builder_->selectPreset(preset);
        const auto step = lessonSession_->runSettings(settings_->settings());
        QString problem = tr("this step's run does not fit this version's scenarios");
        if (!step || !settings_->set(*step, &problem))
            return showMessage(tr("Cannot set up the step: %1").arg(problem));
        showMessage(tr("The step's run is set up: predict, then press Run (Ctrl+R)"));
    });
    connect(controller_, &RunController::started, this, [this] {
        // The Code dock's cells are not the step's run, whatever the run panel shows.
        if (!comparison_->isActive() && !codeController_->isRunning() &&
            lessonSession_->isStepRun(settings_->settings()))
            lessonSession_->runStarted();
    });
    connect(controller_, &RunController::finished, this, [this] {
        if (const auto* result = controller_->lastResult(); result && !comparison_->isActive())
            lessonSession_->runFinished(*result);
    });
    // A step's highlights are drawn once its run is in, and go when another run starts
    // or the step changes.
    const auto showHighlights = [this] {
        const auto& reveal = lessonSession_->reveal();
        std::vector<RunHighlight> highlights;
        if (reveal) highlights = reveal->highlights;
        timeline_->setHighlights(highlights);
        memory_->setHighlights(std::move(highlights));
    };
    connect(lessonSession_, &LessonSession::revealed, this, showHighlights);
    connect(lessonSession_, &LessonSession::stepChanged, this, showHighlights);
    connect(controller_, &RunController::started, this, [this] {
        timeline_->setHighlights({});
        memory_->setHighlights({});
    });
    // A scenario of another section turns to that section's lesson.
    connect(settings_, &RunSettingsModel::scenarioChanged, this, [this] {
        const scenarios::ScenarioInfo* info = scenarioInfo(settings_->settings().scenario);
        const lessons::Lesson* current = lessonSession_->lesson();
        if (info && (!current || !info->section.starts_with(current->section)))
            lessonSession_->setSection(QString::fromStdString(info->section));
    });
}

void MainWindow::connectCode() {
    const WindowActions& a = *actions_;
    connect(a.openScript, &QAction::triggered, this, &MainWindow::openScript);
    connect(a.saveScript, &QAction::triggered, this, [this] { saveScript(); });
    connect(a.saveScriptAs, &QAction::triggered, this, [this] { saveScriptAs(); });
    connect(a.runCell, &QAction::triggered, this, [this] { runCells(CellRun::Current); });
    connect(a.runCellAdvance, &QAction::triggered, this,
            [this] { runCells(CellRun::CurrentAndAdvance); });
    connect(a.runAllCells, &QAction::triggered, this, [this] { runCells(CellRun::All); });
    connect(a.restartKernel, &QAction::triggered, this, &MainWindow::restartKernel);
    if (!CodeController::available()) {
        // Without Python the commands stay, greyed, and say why.
        const QString why = CodeController::unavailableReason();
        code_->setNotice(why);
        for (QAction* action : {a.runCell, a.runCellAdvance, a.runAllCells, a.restartKernel}) {
            action->setToolTip(why);
            action->setStatusTip(why);
        }
    }

    // The kernel starts in the run settings' mode; a started one keeps its own.
    codeController_->setMode(settings_->mode());
    connect(settings_, &RunSettingsModel::modeChanged, this, [this](scenarios::RunMode mode) {
        codeController_->setMode(mode);
        showKernel();
    });
    codeController_->setGpus(code_->gpusBox()->value());
    connect(code_->gpusBox(), &QSpinBox::valueChanged, this, [this](int gpus) {
        codeController_->setGpus(gpus);
        showKernel();
    });
    connect(codeController_, &CodeController::kernelChanged, this, &MainWindow::showKernel);
    connect(codeController_, &CodeController::runStarted, this, [this](int first, int last) {
        code_->editor()->setRunningLines(first, last);
        showKernel();
    });
    connect(codeController_, &CodeController::runEnded, this,
            [this](int, const QString& error, int errorLine, bool interrupted) {
                code_->editor()->setRunningLines(0, 0);
                if (interrupted) {
                    appendLog(
                        tr("Stopped (KeyboardInterrupt): what the cells made before "
                           "stays in the namespace."));
                    showMessage(tr("Stopped"), 5000);
                } else if (!error.isEmpty()) {
                    appendLog(tr("error: %1").arg(error));
                    code_->editor()->setErrorLine(errorLine);
                    showMessage(error);
                }
                showKernel();
            });
    connect(code_, &CodeView::scriptChanged, this,
            [this] { log_->setScript(code_->scriptName()); });
    log_->setScript(code_->scriptName());
    connect(log_, &OutputView::lineActivated, this, &MainWindow::goToScriptLine);
    connect(lesson_, &LessonView::openCodeRequested, this, &MainWindow::openLessonCode);
    showKernel();
}

void MainWindow::showKernel() {
    if (!CodeController::available()) {
        code_->setKernelStatus(tr("No Python"), CodeController::unavailableReason());
        return;
    }
    // The machine the kernel runs on: "sim, 2 GPUs" (real: this machine's own).
    const auto machine = [this](scenarios::RunMode mode, int gpus) {
        const QString name = QString::fromLatin1(scenarios::run_mode_name(mode));
        return mode == scenarios::RunMode::Sim ? tr("%1, GPUs: %2").arg(name).arg(gpus) : name;
    };
    const QString mode = machine(codeController_->mode(), codeController_->gpus());
    QString text;
    if (codeController_->isRunning())
        text = tr("Python (%1): running").arg(mode);
    else if (!codeController_->kernelStarted())
        text = tr("Python (%1): not started").arg(mode);
    else
        text = tr("Python (%1), cells run: %2").arg(mode).arg(codeController_->cellsRun());
    QString tip =
        tr("The cells run one after another in one namespace, on one engine, until "
           "Restart Python: a variable one cell makes is there for the next.");
    // A started kernel keeps its machine: another mode, or (simulated) another GPU count,
    // needs a Restart.
    const scenarios::RunMode wantedMode = settings_->mode();
    const int wantedGpus = code_->gpusBox()->value();
    const bool elsewhere =
        codeController_->mode() != wantedMode ||
        (wantedMode == scenarios::RunMode::Sim && codeController_->gpus() != wantedGpus);
    if (codeController_->kernelStarted() && elsewhere) {
        const QString wanted = machine(wantedMode, wantedGpus);
        text += tr(", Restart for %1").arg(wanted);
        tip +=
            u' ' + tr("The run panel's mode and the GPUs asked for are %1: Restart Python to run "
                      "the cells there.")
                       .arg(wanted);
    }
    code_->setKernelStatus(text, tip);
}

void MainWindow::connectReplay() {
    const WindowActions& a = *actions_;
    connect(a.replayPlay, &QAction::triggered, replay_, &ReplayCursor::togglePlay);
    connect(a.replayNext, &QAction::triggered, replay_, [this] { replay_->stepForward(); });
    connect(a.replayPrevious, &QAction::triggered, replay_, [this] { replay_->stepBack(); });
    connect(a.replayStop, &QAction::triggered, replay_, &ReplayCursor::clear);
    // The run to replay: the one shown once it is over (a live run has no cursor).
    const auto takeRun = [this] {
        if (controller_->isRunning()) {
            replay_->clear();
            replay_->setSnapshot(nullptr);
        } else {
            replay_->setSnapshot(model_->snapshot());
        }
    };
    connect(model_, &TraceModel::snapshotChanged, this, takeRun);
    connect(controller_, &RunController::runningChanged, this, takeRun);
    connect(replay_, &ReplayCursor::timeChanged, this, [this](TimeNs t) {
        timeline_->setCursorTime(t);
        memory_->setCursorTime(t);
        // The graph shows each op's state at the cursor, in the iteration holding it.
        OpWindow window = graph_->opWindow();
        const int iteration = replay_->iterationAt(t);
        if (window.mode == OpWindow::Mode::Iteration && iteration >= 0 &&
            window.iteration != iteration) {
            window.iteration = iteration;
            graph_->setOpWindow(window);
        }
        graph_->setTime(t);
    });
    connect(replay_, &ReplayCursor::activeChanged, this, [this](bool active) {
        // A replay is read on the dependency graph: it comes to the front.
        if (active) return bringUp(graphDock_);
        timeline_->setCursorTime(std::nullopt);
        memory_->setCursorTime(std::nullopt);
        graph_->setLive(true);
    });
    connect(timeline_, &TimelineView::cursorDragged, replay_, &ReplayCursor::setTime);
}

// --- run settings ---------------------------------------------------------------------------

void MainWindow::setSpinUs(int us) {
    settings_->setSpinUs(us);
    actions_->showSpinUs(settings_->spinUs());  // the check mark back where it belongs
}

void MainWindow::chooseOtherSpin() {
    setSpinUs(actions_->askOtherSpin(this, spinUs()).value_or(spinUs()));
}

// --- runs -----------------------------------------------------------------------------------

bool MainWindow::startRun() {
    if (controller_->isRunning()) return false;
    QString problem;
    scenarios::Params params;
    try {  // what an editor shows but the model refused, then what the run would get
        if (panel_->commitEdits(&problem)) params = resolvedParams(settings_->settings());
    } catch (const std::exception& e) {
        problem = QString::fromStdString(e.what());
    }
    if (!problem.isEmpty()) {
        appendLog(tr("error: %1").arg(problem));
        showMessage(problem);
        if (dockNetworkProblem(settings_->settings())) bringUp(networkDock_);
        return false;
    }
    if (!comparison_->isActive() || !comparison_->resultA()) log_->clear();
    timeline_->setEmptyNote({});
    memory_->setEmptyNote({});
    centralTabs_->setCurrentIndex(0);
    appendLog(commandLine(settings_->settings(), params));
    summary_->clear(tr("Running %1...").arg(currentScenario()));
    saveSettings();
    return controller_->start(settings_->settings(), params);
}

void MainWindow::stopRun() {
    if (!controller_->isRunning()) return;
    controller_->stop();
    showMessage(tr("Stopping..."));
}

void MainWindow::togglePause() {
    if (!controller_->isRunning())
        actions_->pause->setChecked(false);
    else if (controller_->isPaused())
        controller_->resume();
    else
        controller_->pause();
}

void MainWindow::stepRun() {
    if (!controller_->isRunning()) return;
    controller_->step();
    status_->showStepped();
}

void MainWindow::setPaused(bool paused) {
    actions_->pause->setChecked(paused);
    actions_->pause->setText(paused ? tr("Resume") : tr("&Pause"));
}

void MainWindow::setRunning(bool running) {
    for (QAction* action : {actions_->run, actions_->compare, actions_->open, actions_->saveSession,
                            actions_->saveSessionAs})
        action->setEnabled(!running);
    recentMenu_->setEnabled(!running && !recent_->files().isEmpty());
    for (QAction* action : {actions_->stop, actions_->pause, actions_->step})
        action->setEnabled(running);
    // The Code dock's cells run when nothing else does, in a build with Python.
    const bool cells = !running && CodeController::available();
    for (QAction* action : {actions_->runCell, actions_->runCellAdvance, actions_->runAllCells,
                            actions_->restartKernel})
        action->setEnabled(cells);
    if (!running) setPaused(false);
    panel_->setEditable(!running);
    // Another language builds the window again: not in the middle of a run.
    actions_->languages->setEnabled(!running);
}

void MainWindow::onRunFinished() {
    const scenarios::ScenarioResult* result = controller_->lastResult();
    if (!result) return;
    const double wall = controller_->lastWallSeconds();
    // What the timeline spans: a simulated run's time on its virtual clock.
    const TraceSnapshotPtr shown = timeline_->snapshot();
    const TimeNs span = shown ? shown->duration() : 0;
    if (comparison_->isActive()) {
        switch (comparison_->runFinished(*result)) {
            case CompareController::Next::RunB:
                settings_->set(comparison_->pending());
                appendLog(QString());
                if (!startRun()) comparison_->cancel();
                return;
            case CompareController::Next::Stopped:
                summary_->setResult(*result, wall, span);
                showMessage(tr("Compare stopped"));
                return;
            case CompareController::Next::Done:
                compare_->setRuns(
                    compareRunFromResult(comparison_->labelA(), *comparison_->resultA()),
                    compareRunFromResult(comparison_->labelB(), *result));
                centralTabs_->setCurrentWidget(compare_);
                break;
        }
    }
    // The run printed its notes as it went (Harness::note), in the Output already.
    summary_->setResult(*result, wall, span);
    actions_->exportTrace->setEnabled(true);
    timeline_->fit();
    // A run that put nothing on the engine (one that measures the machine) leaves the
    // plots empty: they say so, and where its numbers are. The views show the note only
    // while they have nothing to draw.
    const QString nothing =
        !shown || shown->totals.ops == 0
            ? tr("This run put no operations on the engine: its numbers are in the Summary "
                 "and the Output.")
            : QString();
    timeline_->setEmptyNote(nothing);
    memory_->setEmptyNote(nothing);
    if (centralTabs_->currentWidget() == compare_)
        showMessage(tr("Compared %1 with %2").arg(comparison_->labelA(), comparison_->labelB()));
}

bool MainWindow::startCompare(const QString& setting, const QString& a, const QString& b) {
    if (controller_->isRunning()) return false;
    QString error;
    if (!comparison_->begin(settings_->settings(), setting, a, b, &error)) {
        showMessage(error);
        return false;
    }
    settings_->set(comparison_->pending());
    if (!startRun()) {
        comparison_->cancel();
        return false;
    }
    showMessage(tr("Compare: running %1=%2, then %1=%3").arg(setting, a, b));
    return true;
}

void MainWindow::compareDialog() {
    const scenarios::ScenarioInfo* info = scenarioInfo(settings_->settings().scenario);
    if (!info || controller_->isRunning()) return;
    QList<int> spins;  // the Run menu's choices
    for (int us : actions_->spinPresets()) spins << us;
    if (auto choice = askCompareChoice(this, *info, spins))
        startCompare(choice->setting, choice->a, choice->b);
}

// --- the Code dock --------------------------------------------------------------------------

bool MainWindow::runCells(CellRun which) {
    if (!CodeController::available()) {
        showMessage(CodeController::unavailableReason());
        return false;
    }
    if (controller_->isRunning()) {
        showMessage(tr("A run is in progress; stop it first."));
        return false;
    }
    CodeEditor* editor = code_->editor();
    const std::vector<CodeCell> cells = editor->cells();
    std::vector<CodeCell> chosen;
    if (which == CellRun::All) {
        chosen = cells;
    } else if (const int current = editor->currentCell(); current >= 0) {
        chosen.push_back(cells[static_cast<std::size_t>(current)]);
    }
    const bool idle =
        std::all_of(chosen.begin(), chosen.end(), [](const CodeCell& c) { return c.empty; });
    if (idle) {
        // Nothing to run (blank lines and comments): Shift+Enter still moves on.
        if (which == CellRun::CurrentAndAdvance) editor->advanceCell();
        showMessage(tr("Nothing to run here: only blank lines and comments."), 5000);
        return false;
    }
    editor->setErrorLine(0);
    const QString name = code_->scriptName();
    const auto first =
        std::find_if(chosen.begin(), chosen.end(), [](const CodeCell& c) { return !c.empty; });
    // A header per run, as a notebook numbers its cells: the Output keeps every cell's.
    if (!log_->document()->isEmpty()) appendLog(QString());
    appendLog(which == CellRun::All
                  ? tr("In [%1]: %2, all cells").arg(codeController_->cellsRun() + 1).arg(name)
                  : tr("In [%1]: %2, line %3")
                        .arg(codeController_->cellsRun() + 1)
                        .arg(name)
                        .arg(first->firstLine));
    log_->setScript(name);
    centralTabs_->setCurrentIndex(0);
    summary_->clear(tr("Running %1...").arg(name));
    if (!codeController_->run(chosen, name)) {
        showMessage(tr("The cells could not start."));
        return false;
    }
    if (which == CellRun::CurrentAndAdvance) editor->advanceCell();
    return true;
}

void MainWindow::restartKernel() {
    if (!codeController_->restart()) {
        showMessage(tr("A run is in progress; stop it first."));
        return;
    }
    appendLog(tr("Python restarted: a fresh namespace and engine for the next cell."));
    showMessage(tr("Python restarted"), 5000);
}

void MainWindow::showCodeDock() {
    const bool opening = codeDock_->isHidden();
    // In teacher mode the Code dock opens in the left column, as teacher mode arranged it.
    if (opening && teacherMode() && placeCodeForTeaching()) {
        codeDock_->show();
        raiseWhenLaidOut(codeDock_);  // a tab just added
    } else {
        bringUp(codeDock_);
    }
    if (!opening) return;
    if (teacherMode())
        widenCodeForTeaching();
    else
        resizeDocks({codeDock_}, {kCodeDockWidth}, Qt::Horizontal);  // a line of code's room
}

bool MainWindow::placeCodeForTeaching() {
    // At a projector's font size a Code dock beside the timeline leaves the timeline a
    // strip between two columns: the code takes a tab of the left column instead, which the
    // lesson's text and its own code already fill in turn.
    auto* lesson = findChild<QDockWidget*>(QStringLiteral("dockLesson"));
    if (!lesson || lesson->isFloating() || codeDock_->isFloating() ||
        dockWidgetArea(lesson) != Qt::LeftDockWidgetArea)
        return false;
    if (!tabifiedDockWidgets(lesson).contains(codeDock_)) tabifyDockWidget(lesson, codeDock_);
    return true;
}

void MainWindow::raiseWhenLaidOut(QDockWidget* dock) {
    raiseTab(dock);
    pendingRaise_ = dock;
    QTimer::singleShot(0, this, &MainWindow::raisePending);
}

void MainWindow::raisePending() {
    if (!pendingRaise_ || !isVisible()) return;  // showEvent() comes back to it
    QCoreApplication::sendPostedEvents(this, QEvent::LayoutRequest);  // the tab bars
    if (pendingRaise_->isVisible()) raiseTab(pendingRaise_);
    pendingRaise_ = nullptr;
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (pendingRaise_) QTimer::singleShot(0, this, &MainWindow::raisePending);
}

void MainWindow::widenCodeForTeaching() {
    // Two fifths of the window: some 35 characters of code at teacher mode's size, and the
    // rest for the timeline.
    if (dockWidgetArea(codeDock_) != Qt::LeftDockWidgetArea || codeDock_->isFloating()) return;
    resizeDocks({codeDock_}, {std::max(codeDock_->width(), width() * 2 / 5)}, Qt::Horizontal);
}

void MainWindow::goToScriptLine(int line) {
    showCodeDock();
    code_->editor()->goToLine(line);
}

void MainWindow::openCode(const QString& code, const QString& title) {
    showCodeDock();
    code_->editor()->appendCell(code, title);
    showMessage(tr("The code is a new cell at the end of the Code dock's script: Ctrl+Enter "
                   "runs it"),
                8000);
}

void MainWindow::openLessonCode(const QString& code, const QString& title, const QString& setup,
                                const QString& setupTitle) {
    // A step's code takes its lesson's imports and shared helpers as given: they come first,
    // once per script, so that the step's cell runs on its own (Run All runs both).
    if (!setup.trimmed().isEmpty()) {
        const std::vector<CodeCell> cells = code_->editor()->cells();
        if (std::ranges::none_of(cells, [&](const CodeCell& c) { return c.title == setupTitle; }))
            code_->editor()->appendCell(setup, setupTitle);
    }
    openCode(code, title);
}

bool MainWindow::openScriptFile(const QString& path, QString* error) {
    if (!code_->openFile(path, error)) return false;
    showCodeDock();
    code_->editor()->setFocus();
    showMessage(tr("Opened %1").arg(path));
    return true;
}

void MainWindow::openScript() {
    fileCommand(
        false, tr("Open Python Script"), {}, tr("Python scripts (*.py);;All files (*)"),
        [this](const QString& path, QString* error) { return openScriptFile(path, error); });
}

bool MainWindow::saveScript() {
    if (code_->path().isEmpty()) return saveScriptAs();
    QString error;
    if (!code_->saveFile(code_->path(), &error)) {
        QMessageBox::warning(this, tr("Save Python Script"), error);
        return false;
    }
    showMessage(tr("Saved %1").arg(code_->path()));
    return true;
}

bool MainWindow::saveScriptAs() {
    const QString suggested = code_->path().isEmpty() ? code_->scriptName() : code_->path();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Python Script"), suggested,
                                                      tr("Python scripts (*.py);;All files (*)"));
    if (path.isEmpty()) return false;
    QString error;
    if (!code_->saveFile(path, &error)) {
        QMessageBox::warning(this, tr("Save Python Script"), error);
        return false;
    }
    showMessage(tr("Saved %1").arg(path));
    return true;
}

// --- files ----------------------------------------------------------------------------------

bool MainWindow::loadTraceFile(const QString& path, QString* error) {
    if (controller_->isRunning()) {
        if (error) *error = tr("A run is in progress; stop it first.");
        return false;
    }
    TraceSnapshotPtr snapshot = readTraceFile(path, error);
    if (!snapshot) return false;
    showTrace(path, std::move(snapshot));
    return true;
}

void MainWindow::showTrace(const QString& path, TraceSnapshotPtr snapshot) {
    timeline_->setEmptyNote({});
    memory_->setEmptyNote({});
    summary_->clear(tr("Trace %1").arg(path));
    summary_->setMetrics(traceMetrics(*snapshot));
    model_->setSnapshot(std::move(snapshot));
    timeline_->fit();
    centralTabs_->setCurrentIndex(0);
    showMessage(tr("Opened %1").arg(path));
}

bool MainWindow::writeTraceFile(const QString& path, QString* error) const {
    const scenarios::ScenarioResult* result = controller_->lastResult();
    if (!result && error) *error = tr("There is no run to export yet.");
    return result && asynclab::writeTraceFile(*result, path, error);
}

void MainWindow::exportTimeline(const QString& format) {
    const QString suffix = format.toLower();
    fileCommand(true, tr("Export Timeline"), QStringLiteral("timeline.") + suffix,
                tr("%1 files (*.%2)").arg(format, suffix), [this](const QString& path, QString*) {
                    return timeline_->exportImage(path, exportFormatFor(path),
                                                  timeline_->size().expandedTo(QSize(800, 400)),
                                                  devicePixelRatioF(), currentScenario());
                });
}

void MainWindow::exportTrace() {
    fileCommand(true, tr("Export Trace"), currentScenario() + QStringLiteral(".json"),
                tr("Chrome traces (*.json)"), [this](const QString& path, QString* error) {
                    return writeTraceFile(path, error);
                });
}

bool MainWindow::saveSessionFile(const QString& path, QString* error) const {
    Session session = Session::of(settings_->settings(), theme().toStdString());
    if (!builder_->isProgram() && !nn::validate(builder_->spec()))
        session.network = builder_->spec();
    if (const scenarios::ScenarioResult* result = controller_->lastResult())
        session.lastRun = SessionRun{*result, controller_->lastWallSeconds()};
    return session.save(path, error);
}

bool MainWindow::loadSessionFile(const QString& path, QString* error) {
    if (controller_->isRunning()) {
        if (error) *error = tr("A run is in progress; stop it first.");
        return false;
    }
    std::optional<Session> session = Session::load(path, error);
    if (!session) return false;
    const bool tracking = std::exchange(trackChanges_, false);
    if (session->network) {
        builder_->setSpec(*session->network);
        builder_->undoStack()->clear();
    }
    if (QString problem;
        !settings_->set(session->runSettings(builder_->spec(), builder_->isProgram()), &problem)) {
        if (error) *error = tr("%1: %2").arg(path, problem);
        trackChanges_ = tracking;
        return false;
    }
    if (!session->settings.theme.empty()) setTheme(QString::fromStdString(session->settings.theme));
    if (session->lastRun) {
        log_->clear();
        controller_->adoptResult(session->lastRun->result, session->lastRun->wallSeconds);
        timeline_->fit();
    }
    trackChanges_ = tracking;
    adoptDocument(path, false);
    showMessage(tr("Opened session %1").arg(path));
    return true;
}

// --- opening any file, and the document ---------------------------------------------------

bool MainWindow::openFile(const QString& path, QString* error, FileKind* kind) {
    QString problem;
    const FileKind found = detectFileKind(path, &problem);
    if (kind) *kind = found;
    bool ok = false;
    switch (found) {
        case FileKind::Trace: ok = loadTraceFile(path, &problem); break;
        case FileKind::Session: ok = loadSessionFile(path, &problem); break;
        case FileKind::Symbol:
            ok = graph_->openSymbolFile(path, &problem);
            if (ok) {
                bringUp(graphDock_);
                showMessage(tr("Opened %1").arg(path));
            }
            break;
        case FileKind::Script: ok = openScriptFile(path, &problem); break;
        case FileKind::Unknown: break;
    }
    if (ok) {
        recent_->add(path);
    } else if (error) {
        // Every message names the file; one that does not gets it in front.
        *error = problem.contains(path) || problem.contains(QFileInfo(path).fileName())
                     ? problem
                     : tr("%1: %2").arg(path, problem);
    }
    return ok;
}

void MainWindow::openFileInteractively(const QString& path) {
    const QString title = tr("Open");
    if (controller_->isRunning())
        return reportProblem(title,
                             tr("Cannot open %1: a run is in progress; stop it first.").arg(path));
    QString problem;
    const FileKind kind = detectFileKind(path, &problem);
    if (kind == FileKind::Unknown) {
        recent_->remove(path);  // gone, or never one to open
        return reportProblem(title, problem);
    }
    if (kind == FileKind::Trace) {
        showMessage(tr("Opening %1...").arg(path));
        loader_->start(path);
        return;
    }
    const auto open = [this, path, title] {
        QString error;
        if (!openFile(path, &error)) reportProblem(title, error);
    };
    // A session replaces the document: what it has unsaved is offered for saving first.
    if (kind == FileKind::Session)
        whenDocumentMayClose(open);
    else
        open();
}

void MainWindow::openDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), QFileInfo(documentPath_).absolutePath(), openFileFilter());
    if (!path.isEmpty()) openFileInteractively(path);
}

void MainWindow::reportProblem(const QString& title, const QString& text) {
    showMessage(text);
    // open(), not exec(): the caller goes on, and nothing waits in a nested event loop.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("problemBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->open();
}

void MainWindow::connectDocument() {
    // What the start set up (restored settings, a preset) is the new session as it comes.
    setDocumentModified(false);
    trackChanges_ = true;
    connect(builder_, &NetworkBuilder::specChanged, this, [this] {
        if (trackChanges_) updateModified();
    });
    connect(controller_, &RunController::finished, this, [this] {
        if (!trackChanges_) return;
        runUnsaved_ = true;
        updateModified();
    });
    connect(loader_, &TraceLoader::loaded, this,
            [this](const QString& path, TraceSnapshotPtr snapshot) {
                if (controller_->isRunning())
                    return reportProblem(
                        tr("Open"),
                        tr("Cannot show %1: a run started meanwhile; open it again once the run "
                           "is over.")
                            .arg(path));
                showTrace(path, std::move(snapshot));
                recent_->add(path);
            });
    connect(loader_, &TraceLoader::failed, this, [this](const QString& path, const QString& error) {
        reportProblem(tr("Open"), error.contains(path) ? error : tr("%1: %2").arg(path, error));
    });
    connect(loader_, &TraceLoader::cancelled, this, [this](const QString& path) {
        showMessage(tr("Stopped opening %1; the window shows what it showed before.").arg(path));
    });
}

bool MainWindow::networkChanged() const {
    // A new session's network is worth keeping once it is more than a preset as it comes.
    if (documentPath_.isEmpty() && !builder_->presetId().isEmpty()) return false;
    if (builder_->isProgram()) return builder_->presetId() != savedProgram_;
    return !savedProgram_.isEmpty() || !(builder_->spec() == savedNetwork_);
}

void MainWindow::updateModified() {
    setWindowModified(runUnsaved_ || networkChanged());
}

void MainWindow::setDocumentModified(bool modified) {
    runUnsaved_ = modified;
    if (!modified) {
        savedNetwork_ = builder_->spec();
        savedProgram_ = builder_->isProgram() ? builder_->presetId() : QString();
    }
    setWindowModified(modified);
    updateTitle();
}

void MainWindow::adoptDocument(const QString& path, bool modified) {
    documentPath_ = path;
    setDocumentModified(modified);
}

void MainWindow::updateTitle() {
    // "[*]" is where the window shows the modified mark.
    setWindowTitle(
        documentPath_.isEmpty()
            ? QStringLiteral("AsyncLab[*]")
            : QStringLiteral("%1[*] \u2014 AsyncLab").arg(QFileInfo(documentPath_).fileName()));
}

bool MainWindow::saveDocument() {
    if (documentPath_.isEmpty()) return saveDocumentAs();
    QString error;
    if (!saveSessionFile(documentPath_, &error)) {
        reportProblem(tr("Save Session"),
                      error.isEmpty() ? tr("Could not write %1.").arg(documentPath_) : error);
        return false;
    }
    adoptDocument(documentPath_, false);
    recent_->add(documentPath_);
    showMessage(tr("Saved %1").arg(documentPath_));
    return true;
}

bool MainWindow::saveDocumentAs() {
    const QString suggested =
        documentPath_.isEmpty() ? currentScenario() + QStringLiteral(".asynclab") : documentPath_;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Session"), suggested, tr("AsyncLab sessions (*.asynclab);;All files (*)"));
    if (path.isEmpty()) return false;
    const QString previous = std::exchange(documentPath_, path);
    if (saveDocument()) return true;
    documentPath_ = previous;
    updateTitle();
    return false;
}

void MainWindow::whenDocumentMayClose(std::function<void()> proceed) {
    if (!isWindowModified()) return proceed();
    const auto answered = [this, proceed](UnsavedAnswer answer) {
        if (answer == UnsavedAnswer::Cancel) return;
        if (answer == UnsavedAnswer::Save && !saveDocument()) return;
        proceed();
    };
    if (unsavedPrompt_) return answered(unsavedPrompt_(*this));
    if (pendingPrompt_) return;  // asked already: that answer decides
    const QString text =
        documentPath_.isEmpty()
            ? tr("The network and the last run are not saved in a session.")
            : tr("%1 has changes to the network or the last run that are not saved.")
                  .arg(QFileInfo(documentPath_).fileName());
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Save Session"), text,
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("unsavedPrompt"));
    box->setInformativeText(tr("Save them before they are gone?"));
    box->setDefaultButton(QMessageBox::Save);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    pendingPrompt_ = box;
    connect(box, &QMessageBox::finished, this, [this, box, answered] {
        pendingPrompt_ = nullptr;
        const auto button = box->standardButton(box->clickedButton());
        answered(button == QMessageBox::Save      ? UnsavedAnswer::Save
                 : button == QMessageBox::Discard ? UnsavedAnswer::Discard
                                                  : UnsavedAnswer::Cancel);
    });
    box->open();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    for (const QUrl& url : event->mimeData()->urls()) {
        if (!url.isLocalFile()) continue;
        event->acceptProposedAction();
        // One document at a time: the first file.
        openFileInteractively(url.toLocalFile());
        return;
    }
}

void MainWindow::fileCommand(bool save, const QString& title, const QString& suggested,
                             const QString& filter,
                             const std::function<bool(const QString&, QString*)>& command) {
    const QString path = save ? QFileDialog::getSaveFileName(this, title, suggested, filter)
                              : QFileDialog::getOpenFileName(this, title, suggested, filter);
    if (path.isEmpty()) return;
    QString error;
    if (!command(path, &error))
        QMessageBox::warning(this, title,
                             error.isEmpty() ? tr("Could not write %1.").arg(path) : error);
    else if (save)
        showMessage(tr("Saved %1").arg(path));
}

bool MainWindow::showCompiledNetwork(QString* error) {
    const nn::NetworkSpec spec = builder_->spec();
    const auto compiled = NetworkCompiler::compile(spec, builder_->isProgram(), error);
    if (!compiled) return false;
    graph_->setPassSteps(
        compiled->steps,
        tr("%1 hybridized (%2)")
            .arg(QString::fromStdString(spec.name), QString::fromStdString(compiled->blockName)),
        static_cast<int>(compiled->steps.size()) - 1);
    bringUp(graphDock_);
    return true;
}

bool MainWindow::exportView(const QString& view, const QString& path, QSize size, double scale,
                            QString* error) {
    const auto it = exportables_.find(view);
    if (it == exportables_.end()) {
        if (error) *error = tr("Unknown view '%1' (timeline, memory, graph, compare).").arg(view);
        return false;
    }
    const QString title =
        tr("%1 (%2)").arg(currentScenario(), QString::fromLatin1(scenarios::run_mode_name(mode())));
    const bool ok = it->second.second->exportImage(path, exportFormatFor(path), size, scale, title);
    if (!ok && error) *error = tr("Could not write %1.").arg(path);
    return ok;
}

void MainWindow::exportDialog(const QString& view) {
    const auto it = exportables_.find(view);
    if (it == exportables_.end()) return;
    const auto request = askExport(this, view, it->second.first->size().expandedTo(QSize(800, 400)),
                                   devicePixelRatioF());
    if (!request) return;
    QString error;
    if (!exportView(view, request->path, request->size, request->scale, &error))
        QMessageBox::warning(this, tr("Export View"), error);
    else
        showMessage(tr("Saved %1").arg(request->path));
}

// --- the window -----------------------------------------------------------------------------

QString MainWindow::theme() const {
    QAction* checked = actions_->themes->checkedAction();
    return checked ? checked->data().toString() : QStringLiteral("system");
}

void MainWindow::setTeacherMode(bool on) {
    // The font to go back to: the application's before teacher mode enlarged it.
    static std::optional<QFont> normal;
    if (on == teacherMode()) return;
    actions_->teacherMode->setChecked(on);
    lesson_->setTeacherMode(on);
    if (on) {
        normal = QApplication::font();
        QFont large = *normal;
        large.setPointSizeF(normal->pointSizeF() * kTeacherFontScale);
        QApplication::setFont(large);
        // Teacher mode left a moment ago may not have restored its layout yet: the one it
        // replaced is still the one to come back to.
        if (layoutBeforeTeacher_.isEmpty()) layoutBeforeTeacher_ = saveState(kLayoutVersion);
        arrangeForTeaching();
    } else {
        if (normal) QApplication::setFont(*normal);
        // Once the normal font is in every widget's size (the menu bar's, the docks'
        // minimums), or the sizes restored would be fitted to the large one's. Until then
        // the settings still keep the layout to restore.
        if (!layoutBeforeTeacher_.isEmpty())
            QTimer::singleShot(0, this, [this] {
                if (teacherMode() || layoutBeforeTeacher_.isEmpty()) return;
                // The layouts the font change invalidated recompute their minimums first
                // (a dock's layout request may still wait behind this timer).
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                // Code opened during teacher mode stays open, where it opens otherwise.
                const bool codeOpen = !codeDock_->isHidden();
                restoreState(std::exchange(layoutBeforeTeacher_, {}), kLayoutVersion);
                if (codeOpen && codeDock_->isHidden()) showCodeDock();
            });
    }
    showMessage(on ? tr("Teacher mode: ask the room, run, then press Reveal (Ctrl+Return)")
                   : tr("Teacher mode is off"));
}

void MainWindow::arrangeForTeaching() {
    // At a projector's font size the bottom row cannot hold four docks side by side: the
    // memory chart keeps half of it, the Summary the other half, with the Output and the
    // dependency graph as its tabs. The left column is the lesson's, which has its own Run
    // button: the Run dock becomes a tab beside it.
    const auto dock = [this](const char* name) {
        return findChild<QDockWidget*>(QLatin1String(name));
    };
    QDockWidget* lesson = dock("dockLesson");
    if (QDockWidget* run = dock("dockRun");
        lesson && run && !lesson->isFloating() && !lesson->isHidden() && !run->isFloating())
        tabifyDockWidget(lesson, run);
    QDockWidget* memory = dock("dockMemory");
    QDockWidget* summary = dock("dockSummary");
    if (memory && summary && !memory->isFloating() && !summary->isFloating()) {
        for (const char* name : {"dockLog", "dockGraph"})
            if (QDockWidget* d = dock(name); d && !d->isFloating() && !d->isHidden())
                tabifyDockWidget(summary, d);
        summary->raise();
        resizeDocks({memory, summary}, {1, 1}, Qt::Horizontal);
    }
    // An open Code dock stays in front: a script's demonstration goes on in teacher mode.
    const bool codeOpen = !codeDock_->isHidden();
    const bool codeMoved = placeCodeForTeaching();
    // The tabs of tabified docks show their whole titles and scroll, rather than shrink
    // them to a letter and an ellipsis.
    for (QTabBar* tabs : findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        tabs->setElideMode(Qt::ElideNone);
        tabs->setUsesScrollButtons(true);
    }
    if (codeOpen && codeMoved) {
        raiseWhenLaidOut(codeDock_);
        widenCodeForTeaching();
    } else if (lesson) {
        bringUp(lesson);
    }
}

bool MainWindow::teacherMode() const {
    return lessonSession_->teacherMode();
}

void MainWindow::setTheme(const QString& name) {
    const Theme theme = themeFromName(name);
    actions_->showTheme(themeName(theme));
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance()))
        applyTheme(*app, theme);
}

void MainWindow::restoreSettings() {
    QSettings settings;
    setTheme(settings.value(QStringLiteral("view/theme"), QStringLiteral("system")).toString());
    settings_->set(restoreRunSettings(settings, settings_->settings()));
    actions_->showSpinUs(settings_->spinUs());
    timeline_->setHideIdleLanes(
        settings.value(QStringLiteral("view/hideIdleLanes"), true).toBool());
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    // A layout saved by a version with other docks is ignored (the defaults stay).
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
}

void MainWindow::saveSettings() const {
    QSettings settings;
    saveRunSettings(settings, settings_->settings());
    settings.setValue(QStringLiteral("view/theme"), theme());
    settings.setValue(QStringLiteral("view/hideIdleLanes"), timeline_->hideIdleLanes());
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // Teacher mode's arrangement is for the room: the layout kept is the one it replaced.
    settings.setValue(QStringLiteral("window/state"), layoutBeforeTeacher_.isEmpty()
                                                          ? saveState(kLayoutVersion)
                                                          : layoutBeforeTeacher_);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    if (isWindowModified() && !closeAllowed_) {
        // The window stays until the document may go; then it closes again, unasked.
        event->ignore();
        whenDocumentMayClose([this] {
            closeAllowed_ = true;
            QMetaObject::invokeMethod(
                this, [this] { close(); }, Qt::QueuedConnection);
        });
        return;
    }
    closeAllowed_ = false;
    loader_->cancel();
    setTeacherMode(false);  // the application's fonts as they were
    controller_->stop();
    QMainWindow::closeEvent(event);
}

QString MainWindow::aboutText() {
    return tr("<h3>AsyncLab %1</h3>"
              "<p>An interactive companion to the chapter \"Computational Performance\" of "
              "Dive into Deep Learning, with an embedded asynchronous execution engine.</p>"
              "<p>License: GPL-3.0-or-later. This program comes with ABSOLUTELY NO WARRANTY.</p>"
              "<p>Built with Qt %2 (running on Qt %3).</p>")
        .arg(QStringLiteral(ASYNCLAB_VERSION), QStringLiteral(QT_VERSION_STR),
             QString::fromLatin1(qVersion()));
}

void MainWindow::showManual() {
    auto* dock = findChild<QDockWidget*>(QStringLiteral("dockLesson"));
    if (dock) bringUp(dock);
    showMessage(tr("The Lesson dock teaches the chapter step by step; each step sets up its "
                   "run (Set Up This Run, then Ctrl+R)."),
                10000);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About AsyncLab"), aboutText());
}

}  // namespace asynclab
