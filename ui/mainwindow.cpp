#include "ui/mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QInputDialog>
#include <QJsonValue>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <exception>
#include <fstream>
#include <thread>
#include <tuple>

#include "engine/array/ndarray.h"
#include "engine/core/engine.h"
#include "engine/nn/blocks.h"
#include "engine/nn/network_spec.h"
#include "engine/nn/passes.h"
#include "engine/profiler/trace_import.h"
#include "ui/models/scenario_texts.h"
#include "ui/models/session.h"
#include "ui/models/trace_model.h"
#include "ui/run_controller.h"
#include "ui/theme.h"
#include "ui/views/compare_view.h"
#include "ui/views/graph_view.h"
#include "ui/views/memory_view.h"
#include "ui/views/network_builder.h"
#include "ui/views/plot_export.h"
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

struct Lesson {
    const char* section;  ///< prefix of ScenarioInfo::section
    const char* topic;
    const char* background;
    const char* lookAt;
};

// The chapter's sections, with what a run of one of their scenarios shows.
constexpr Lesson kLessons[] = {
    {"12.1", QT_TRANSLATE_NOOP("asynclab::MainWindow", "Hybridization"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Interpreters run a program one statement at a time and are easy to debug; "
                       "compilers see the whole graph and can fuse, reorder and drop work. "
                       "Hybridization turns imperative model code into a symbolic graph."),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Compare the variants one after the other on the timeline: the imperative "
                       "one issues many small ops from the front end, the hybridized one fewer and "
                       "larger ones. The gaps between bars on a compute lane are interpreter "
                       "overhead that a graph removes.")},
    {"12.2", QT_TRANSLATE_NOOP("asynclab::MainWindow", "Asynchronous computation"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "The front end only queues operations and returns at once; a backend engine "
                       "runs them as their inputs become ready. Sync points such as reading a "
                       "value or waiting for all work make the front end block."),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Watch the front-end lane: its ticks are pushes, and it runs far ahead of "
                       "the compute lanes until a sync point makes it wait. Every dashed line in "
                       "the memory view is such a wait; between them, queued work piles up, "
                       "and so does the memory of whatever runs ahead of it, such as inputs "
                       "generated early.")},
    {"12.3", QT_TRANSLATE_NOOP("asynclab::MainWindow", "Automatic parallelism"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Because the engine knows which operations depend on which, independent "
                       "work on the CPU and on several GPUs runs at the same time, and copies "
                       "travel on their own streams while the next computation runs."),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Look for bars stacked on top of each other in time: lanes of different "
                       "devices busy at once, and copy lanes busy under compute bars. That overlap "
                       "is the speedup the summary reports; click a bar to see what it waited "
                       "on.")},
    {"12.4", QT_TRANSLATE_NOOP("asynclab::MainWindow", "Hardware"),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Caches, memory, buses and accelerators each have their own latency and "
                       "bandwidth; knowing the numbers explains what is fast and what is not."),
     QT_TRANSLATE_NOOP("asynclab::MainWindow",
                       "Compare how long the copies take with how long the computation on the same "
                       "bytes takes: whichever dominates tells you whether the device is limited "
                       "by bandwidth or by arithmetic.")},
    {"12.5", QT_TRANSLATE_NOOP("asynclab::MainWindow", "Training on multiple GPUs"),
     QT_TRANSLATE_NOOP(
         "asynclab::MainWindow",
         "Data parallelism: every GPU holds a copy of the parameters and runs forward "
         "and backward on its slice of the minibatch; an all-reduce sums the "
         "gradients, and every copy takes the same step. More GPUs share the "
         "computation but add communication."),
     QT_TRANSLATE_NOOP(
         "asynclab::MainWindow",
         "Each GPU count runs two steps, one after the other on the timeline; the "
         "second is the one timed. With more GPUs the compute bars get shorter, while "
         "the all-reduce adds copies on the peer lanes and small adds on the compute "
         "lanes; the Output names the lane that holds each step back. Set method to "
         "parameter_server to send every gradient through the CPU, or overlap to 0 "
         "to start communicating only after the whole backward pass.")},
};

const Lesson* lessonFor(const std::string& section) {
    for (const Lesson& lesson : kLessons)
        if (section.rfind(lesson.section, 0) == 0) return &lesson;
    return nullptr;
}

/// Bumped whenever the docks change, so that an older saved layout is not restored.
constexpr int kLayoutVersion = 2;

constexpr char kParamProperty[] = "paramName";
/// Set on the editor of a "network" parameter whose value comes from the Network dock.
constexpr char kFromBuilderProperty[] = "fromNetworkBuilder";
/// The network scenario's rows per batch, which the Network dock sets in the app.
constexpr char kBatchSizeParam[] = "batch_size";

/// A scenario's network description, which the app takes from the Network dock.
bool isNetworkParam(const scenarios::ParamInfo& p) {
    return p.text && p.name == "network";
}

QWidget* makeParamEditor(const scenarios::ParamInfo& p) {
    const QString tip =
        MainWindow::tr("%1 (%2).").arg(scenarioText(p.description), acceptedText(p));
    QWidget* editor = nullptr;
    if (p.text) {
        auto* line = new QLineEdit(QString::fromStdString(p.default_value));
        editor = line;
    } else if (!p.allowed.empty()) {
        auto* combo = new QComboBox;
        for (const std::string& value : p.allowed) combo->addItem(QString::fromStdString(value));
        combo->setEditable(!p.prefix_value.empty());
        combo->setCurrentText(QString::fromStdString(p.default_value));
        editor = combo;
    } else if (p.integer && p.min >= INT_MIN && p.max <= INT_MAX) {
        auto* spin = new QSpinBox;
        spin->setRange(static_cast<int>(p.min), static_cast<int>(p.max));
        spin->setValue(QString::fromStdString(p.default_value).toInt());
        spin->setGroupSeparatorShown(true);
        editor = spin;
    } else {
        auto* spin = new QDoubleSpinBox;
        spin->setDecimals(p.integer ? 0 : 4);
        spin->setRange(p.min, p.max);
        spin->setValue(QString::fromStdString(p.default_value).toDouble());
        editor = spin;
    }
    editor->setObjectName(QStringLiteral("param_") + QString::fromStdString(p.name));
    editor->setProperty(kParamProperty, QString::fromStdString(p.name));
    editor->setToolTip(tip);
    editor->setStatusTip(tip);
    return editor;
}

QString paramText(const QWidget* editor) {
    if (auto* combo = qobject_cast<const QComboBox*>(editor)) return combo->currentText().trimmed();
    if (auto* line = qobject_cast<const QLineEdit*>(editor)) return line->text().trimmed();
    if (auto* spin = qobject_cast<const QSpinBox*>(editor)) return QString::number(spin->value());
    if (auto* spin = qobject_cast<const QDoubleSpinBox*>(editor)) {
        if (spin->decimals() == 0) return QString::number(static_cast<long long>(spin->value()));
        return QString::number(spin->value(), 'g', 12);
    }
    return {};
}

void setTips(QWidget* widget, const QString& tip) {
    widget->setToolTip(tip);
    widget->setStatusTip(tip);
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    asynclabInitResources();
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("AsyncLab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/asynclab.svg")));
    setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);
    // The left column (run panel, network, lesson) runs the full height of the window.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);

    model_ = new TraceModel(this);
    controller_ = new RunController(this);
    controller_->setTraceModel(model_);
    timeline_ = new TimelineView;
    timeline_->setObjectName(QStringLiteral("timeline"));
    timeline_->setModel(model_);
    centralTabs_ = new QTabWidget;
    centralTabs_->setObjectName(QStringLiteral("centralTabs"));
    centralTabs_->setDocumentMode(true);
    centralTabs_->addTab(timeline_, tr("Timeline"));
    setCentralWidget(centralTabs_);

    createActions();
    createDocks();
    createMenus();
    createStatusBar();

    connect(controller_, &RunController::runningChanged, this, &MainWindow::setRunning);
    connect(controller_, &RunController::outputLine, this, &MainWindow::appendLog);
    connect(controller_, &RunController::progressChanged, this,
            [this](const QString& step, double fraction) {
                progress_->setValue(static_cast<int>(fraction * 1000));
                progress_->setFormat(step + QStringLiteral(" %p%"));
            });
    connect(controller_, &RunController::finished, this, &MainWindow::onRunFinished);
    connect(controller_, &RunController::pausedChanged, this, &MainWindow::setPaused);
    connect(controller_, &RunController::failed, this, [this](const QString& message) {
        compareJob_.reset();
        appendLog(tr("error: %1").arg(message));
        summary_->clear(tr("The run failed: %1").arg(message));
        statusBar()->showMessage(tr("Run failed: %1").arg(message));
    });

    resize(1280, 800);
    restoreSettings();
    setRunning(false);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    openAction_ = new QAction(tr("&Open Chrome Trace..."), this);
    openAction_->setObjectName(QStringLiteral("actionOpenTrace"));
    openAction_->setShortcut(QKeySequence::Open);
    openAction_->setStatusTip(
        tr("Show a Chrome trace (AsyncLab, PyTorch, TensorFlow) in the "
           "timeline"));
    connect(openAction_, &QAction::triggered, this, &MainWindow::openTrace);

    const auto exportAction = [this](const QString& format, const char* name) {
        auto* action = new QAction(tr("Export Timeline as %1...").arg(format), this);
        action->setObjectName(QLatin1String(name));
        action->setStatusTip(tr("Save the timeline as it is shown now as a %1 file").arg(format));
        connect(action, &QAction::triggered, this, [this, format] { exportTimeline(format); });
        return action;
    };
    exportPngAction_ = exportAction(QStringLiteral("PNG"), "actionExportPng");
    exportPngAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportSvgAction_ = exportAction(QStringLiteral("SVG"), "actionExportSvg");
    exportPdfAction_ = exportAction(QStringLiteral("PDF"), "actionExportPdf");

    exportTraceAction_ = new QAction(tr("Export &Trace..."), this);
    exportTraceAction_->setObjectName(QStringLiteral("actionExportTrace"));
    exportTraceAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportTraceAction_->setStatusTip(
        tr("Save the last run as a Chrome trace for Perfetto or chrome://tracing"));
    exportTraceAction_->setEnabled(false);
    connect(exportTraceAction_, &QAction::triggered, this, &MainWindow::exportTrace);

    quitAction_ = new QAction(tr("&Quit"), this);
    quitAction_->setObjectName(QStringLiteral("actionQuit"));
    quitAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quitAction_->setStatusTip(tr("Quit AsyncLab"));
    connect(quitAction_, &QAction::triggered, this, &QWidget::close);

    runAction_ =
        new QAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("&Run"), this);
    runAction_->setObjectName(QStringLiteral("actionRun"));
    runAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    runAction_->setToolTip(tr("Run the selected scenario with these parameters (Ctrl+R)."));
    runAction_->setStatusTip(runAction_->toolTip());
    connect(runAction_, &QAction::triggered, this, [this] { startRun(); });

    stopAction_ =
        new QAction(QIcon::fromTheme(QStringLiteral("media-playback-stop")), tr("&Stop"), this);
    stopAction_->setObjectName(QStringLiteral("actionStop"));
    stopAction_->setShortcut(QKeySequence(Qt::Key_Escape));
    stopAction_->setToolTip(tr("Stop the run at its next check; what ran so far is shown (Esc)."));
    stopAction_->setStatusTip(stopAction_->toolTip());
    connect(stopAction_, &QAction::triggered, this, &MainWindow::stopRun);

    pauseAction_ =
        new QAction(QIcon::fromTheme(QStringLiteral("media-playback-pause")), tr("&Pause"), this);
    pauseAction_->setObjectName(QStringLiteral("actionPause"));
    pauseAction_->setCheckable(true);
    pauseAction_->setShortcut(QKeySequence(Qt::Key_F6));
    pauseAction_->setToolTip(
        tr("Hold the front end before its next op; the engine finishes what is already queued "
           "(F6; again to resume)."));
    pauseAction_->setStatusTip(pauseAction_->toolTip());
    connect(pauseAction_, &QAction::triggered, this, &MainWindow::togglePause);

    stepAction_ =
        new QAction(QIcon::fromTheme(QStringLiteral("media-skip-forward")), tr("S&tep"), this);
    stepAction_->setObjectName(QStringLiteral("actionStep"));
    stepAction_->setShortcut(QKeySequence(Qt::Key_F10));
    stepAction_->setToolTip(
        tr("Let the front end issue exactly one more op, then hold it again (F10)."));
    stepAction_->setStatusTip(stepAction_->toolTip());
    connect(stepAction_, &QAction::triggered, this, &MainWindow::stepRun);

    compareAction_ = new QAction(tr("&Compare..."), this);
    compareAction_->setObjectName(QStringLiteral("actionCompare"));
    compareAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    compareAction_->setToolTip(
        tr("Run the scenario twice with one setting changed (sync versus async, imperative "
           "versus hybridized) and show both on one time axis (Ctrl+Shift+R)."));
    compareAction_->setStatusTip(compareAction_->toolTip());
    connect(compareAction_, &QAction::triggered, this, &MainWindow::compareDialog);

    compiledGraphAction_ = new QAction(tr("Show &Hybridized Graph"), this);
    compiledGraphAction_->setObjectName(QStringLiteral("actionCompiledGraph"));
    compiledGraphAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    compiledGraphAction_->setToolTip(
        tr("Trace the Network dock's network and show its graph before and after each "
           "optimization pass (Ctrl+G)."));
    compiledGraphAction_->setStatusTip(compiledGraphAction_->toolTip());
    connect(compiledGraphAction_, &QAction::triggered, this, [this] {
        QString error;
        if (!showCompiledNetwork(&error)) QMessageBox::warning(this, tr("Hybridized Graph"), error);
    });

    gpuTimingAction_ = new QAction(tr("Time GPU Ops on the &Device"), this);
    gpuTimingAction_->setObjectName(QStringLiteral("actionGpuTiming"));
    gpuTimingAction_->setCheckable(true);
    gpuTimingAction_->setChecked(true);
    gpuTimingAction_->setToolTip(
        tr("On a real GPU, place each op where the GPU ran it, from timing events recorded "
           "around it, as Nsight Systems shows kernels. Off: where the host launched it. "
           "Applies from the next run."));
    gpuTimingAction_->setStatusTip(gpuTimingAction_->toolTip());
    connect(gpuTimingAction_, &QAction::toggled, controller_, &RunController::setGpuTiming);

    timingOnlyAction_ = new QAction(tr("Skip the &Math (Timing Only)"), this);
    timingOnlyAction_->setObjectName(QStringLiteral("actionTimingOnly"));
    timingOnlyAction_->setCheckable(true);
    timingOnlyAction_->setToolTip(
        tr("In simulated runs, put every op on the clock and account its memory without "
           "computing it, so that a large network or a long loop finishes in seconds. Times "
           "and memory stay the same; values are not computed (scenarios and networks that "
           "print values or branch on them compute them anyway). Applies from the next run."));
    timingOnlyAction_->setStatusTip(timingOnlyAction_->toolTip());

    saveSessionAction_ = new QAction(tr("&Save Session..."), this);
    saveSessionAction_->setObjectName(QStringLiteral("actionSaveSession"));
    saveSessionAction_->setShortcut(QKeySequence::Save);
    saveSessionAction_->setStatusTip(
        tr("Save the network, the run settings and the last run in one file"));
    connect(saveSessionAction_, &QAction::triggered, this, &MainWindow::saveSession);
    openSessionAction_ = new QAction(tr("Open &Session..."), this);
    openSessionAction_->setObjectName(QStringLiteral("actionOpenSession"));
    openSessionAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openSessionAction_->setStatusTip(tr("Reopen a saved session"));
    connect(openSessionAction_, &QAction::triggered, this, &MainWindow::openSession);

    aboutAction_ = new QAction(tr("&About AsyncLab"), this);
    aboutAction_->setObjectName(QStringLiteral("actionAbout"));
    aboutAction_->setStatusTip(tr("Version, license and build information"));
    connect(aboutAction_, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus() {
    fileMenu_ = menuBar()->addMenu(tr("&File"));
    fileMenu_->setObjectName(QStringLiteral("menuFile"));
    fileMenu_->addAction(openSessionAction_);
    fileMenu_->addAction(saveSessionAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(openAction_);
    fileMenu_->addAction(graph_->openSymbolAction());
    fileMenu_->addSeparator();
    fileMenu_->addAction(exportPngAction_);
    fileMenu_->addAction(exportSvgAction_);
    fileMenu_->addAction(exportPdfAction_);
    QMenu* exportMenu = fileMenu_->addMenu(tr("&Export View"));
    exportMenu->setObjectName(QStringLiteral("menuExportView"));
    for (const auto& [view, label] :
         {std::pair{QStringLiteral("timeline"), tr("&Timeline...")},
          std::pair{QStringLiteral("memory"), tr("&Memory Chart...")},
          std::pair{QStringLiteral("graph"), tr("Dependency &Graph...")},
          std::pair{QStringLiteral("compare"), tr("&Comparison...")}}) {
        QAction* action = exportMenu->addAction(label);
        action->setObjectName(QStringLiteral("actionExportView_") + view);
        action->setStatusTip(tr("Save this view as PNG, SVG or PDF at a size you choose"));
        connect(action, &QAction::triggered, this, [this, view] { exportDialog(view); });
    }
    fileMenu_->addAction(exportTraceAction_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(quitAction_);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewMenu_->setObjectName(QStringLiteral("menuView"));
    for (QDockWidget* dock : docks_) viewMenu_->addAction(dock->toggleViewAction());
    viewMenu_->addSeparator();
    for (QAction* action : {timeline_->fitAction(), timeline_->backAction(),
                            timeline_->zoomInAction(), timeline_->zoomOutAction(),
                            timeline_->followLiveAction(), timeline_->hideIdleLanesAction()})
        if (action) viewMenu_->addAction(action);

    QAction* collapse = viewMenu_->addAction(tr("&Collapse Device Lanes"));
    collapse->setObjectName(QStringLiteral("actionCollapseDevices"));
    collapse->setStatusTip(
        tr("Draw each device's lanes on one row (click a device's label to "
           "toggle one)"));
    connect(collapse, &QAction::triggered, this,
            [this] { timeline_->setAllDevicesCollapsed(true); });
    QAction* expand = viewMenu_->addAction(tr("&Expand Device Lanes"));
    expand->setObjectName(QStringLiteral("actionExpandDevices"));
    expand->setStatusTip(tr("One row per lane again"));
    connect(expand, &QAction::triggered, this,
            [this] { timeline_->setAllDevicesCollapsed(false); });
    viewMenu_->addSeparator();
    QMenu* themeMenu = viewMenu_->addMenu(tr("&Theme"));
    themeMenu->setObjectName(QStringLiteral("menuTheme"));
    themeGroup_ = new QActionGroup(this);
    for (const auto& [name, label, tip] :
         {std::tuple{QStringLiteral("system"), tr("&System"), tr("Follow the desktop's colours")},
          std::tuple{QStringLiteral("light"), tr("&Light"),
                     tr("Dark text on light backgrounds (good for printed slides)")},
          std::tuple{QStringLiteral("dark"), tr("&Dark"),
                     tr("Light text on dark backgrounds (good for a darkened lecture hall)")}}) {
        QAction* action = themeMenu->addAction(label);
        action->setObjectName(QStringLiteral("actionTheme_") + name);
        action->setCheckable(true);
        action->setData(name);
        action->setStatusTip(tip);
        themeGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, name] { setTheme(name); });
    }
    themeGroup_->actions().first()->setChecked(true);

    runMenu_ = menuBar()->addMenu(tr("&Run"));
    runMenu_->setObjectName(QStringLiteral("menuRun"));
    runMenu_->addAction(runAction_);
    runMenu_->addAction(pauseAction_);
    runMenu_->addAction(stepAction_);
    runMenu_->addAction(stopAction_);
    runMenu_->addSeparator();
    runMenu_->addAction(compareAction_);
    runMenu_->addAction(compiledGraphAction_);
    runMenu_->addSeparator();
    runMenu_->addAction(gpuTimingAction_);
    runMenu_->addAction(timingOnlyAction_);
    createSpinMenu();

    helpMenu_ = menuBar()->addMenu(tr("&Help"));
    helpMenu_->setObjectName(QStringLiteral("menuHelp"));
    helpMenu_->addAction(aboutAction_);
}

void MainWindow::createSpinMenu() {
    spinMenu_ = runMenu_->addMenu(tr("&Spin Before Sleeping"));
    spinMenu_->setObjectName(QStringLiteral("menuSpin"));
    spinMenu_->setToolTipsVisible(true);
    const QString why =
        tr("How long an idle worker, or the front end waiting at a sync, watches for work "
           "on its core before it sleeps. Waking a sleeping thread costs the waker "
           "microseconds (the Summary counts them as cpu_wakeups). Applies from the next "
           "run.");
    spinMenu_->menuAction()->setStatusTip(why);
    spinGroup_ = new QActionGroup(this);
    const auto add = [this](int us, const QString& label, const QString& tip) {
        QAction* action = spinMenu_->addAction(label);
        action->setObjectName(QStringLiteral("actionSpin_%1").arg(us));
        action->setCheckable(true);
        action->setData(us);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        spinGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, us] { setSpinUs(us); });
    };
    add(0, tr("Sleep at &Once"),
        tr("Threads sleep as soon as they run out of work: every hand-over between the "
           "front end and a worker goes through the kernel"));
    add(kDefaultSpinUs, tr("Spin %1 µs (&Default)").arg(kDefaultSpinUs),
        tr("A few times what a sleep and a wake-up cost: ops that follow each other "
           "closely never pay it"));
    add(200, tr("Spin &200 µs"), tr("Longer gaps between ops are bridged too"));
    add(1000, tr("Spin &1 ms"), tr("Idle threads hold their cores for up to a millisecond"));
    spinMenu_->addSeparator();
    otherSpinAction_ = spinMenu_->addAction(tr("&Other..."));
    otherSpinAction_->setObjectName(QStringLiteral("actionSpinOther"));
    otherSpinAction_->setCheckable(true);
    otherSpinAction_->setData(-1);
    otherSpinAction_->setStatusTip(tr("Any budget from 0 to %1 µs").arg(kMaxSpinUs));
    spinGroup_->addAction(otherSpinAction_);
    connect(otherSpinAction_, &QAction::triggered, this, &MainWindow::chooseOtherSpin);
    setSpinUs(kDefaultSpinUs);
}

void MainWindow::setSpinUs(int us) {
    controller_->setSpinUs(us);
    const int set = controller_->spinUs();
    bool preset = false;
    for (QAction* action : spinGroup_->actions()) {
        if (action != otherSpinAction_ && action->data().toInt() == set) {
            action->setChecked(true);
            preset = true;
        }
    }
    otherSpinAction_->setChecked(!preset);
    otherSpinAction_->setText(preset ? tr("&Other...") : tr("&Other (%1 µs)...").arg(set));
}

int MainWindow::spinUs() const {
    return controller_->spinUs();
}

void MainWindow::setTimingOnly(bool on) {
    timingOnlyAction_->setChecked(on);
}

bool MainWindow::timingOnly() const {
    return timingOnlyAction_->isChecked();
}

void MainWindow::chooseOtherSpin() {
    bool ok = false;
    const int us = QInputDialog::getInt(
        this, tr("Spin Before Sleeping"),
        tr("Microseconds an idle thread spins before it sleeps (0 to %1):").arg(kMaxSpinUs),
        spinUs(), 0, kMaxSpinUs, 10, &ok);
    setSpinUs(ok ? us : spinUs());  // cancelled: the check mark goes back where it was
}

void MainWindow::createStatusBar() {
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("runProgress"));
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(260);
    progress_->setVisible(false);
    statusBar()->addPermanentWidget(progress_);

    const unsigned threads = std::thread::hardware_concurrency();
    auto* cpuLabel = new QLabel(tr("CPU threads: %1").arg(threads));
    cpuLabel->setObjectName(QStringLiteral("cpuThreadsLabel"));
    cpuLabel->setContentsMargins(8, 0, 8, 0);
    statusBar()->addPermanentWidget(cpuLabel);
    statusBar()->showMessage(tr("Ready"));
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

    // The run panel fills the lesson as soon as it selects a scenario.
    lesson_ = new QTextBrowser;
    lesson_->setObjectName(QStringLiteral("lesson"));
    lesson_->setOpenExternalLinks(true);
    QDockWidget* run = addDock(tr("Run"), "dockRun", createRunPanel(), Qt::LeftDockWidgetArea);

    QDockWidget* lesson = addDock(tr("Lesson"), "dockLesson", lesson_, Qt::LeftDockWidgetArea);
    lessonDock_ = lesson;
    splitDockWidget(run, lesson, Qt::Vertical);

    builder_ = new NetworkBuilder;
    builder_->setObjectName(QStringLiteral("networkBuilder"));
    networkDock_ = addDock(tr("Network"), "dockNetwork", builder_, Qt::LeftDockWidgetArea);
    tabifyDockWidget(lesson, networkDock_);
    lesson->raise();

    memory_ = new MemoryView;
    memory_->setObjectName(QStringLiteral("memoryView"));
    memory_->setModel(model_);
    connect(memory_, &MemoryView::rangeSelected, timeline_, &TimelineView::setVisibleRange);
    QDockWidget* memory = addDock(tr("Memory"), "dockMemory", memory_, Qt::BottomDockWidgetArea);

    summary_ = new SummaryView;
    summary_->setObjectName(QStringLiteral("summaryView"));
    summary_->setTraceModel(model_);
    QDockWidget* summary =
        addDock(tr("Summary"), "dockSummary", summary_, Qt::BottomDockWidgetArea);
    splitDockWidget(memory, summary, Qt::Horizontal);

    log_ = new QPlainTextEdit;
    log_->setObjectName(QStringLiteral("log"));
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(5000);
    log_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    log_->setToolTip(tr("What the scenario prints, like the chapter's notebook cells."));
    QDockWidget* logDock = addDock(tr("Output"), "dockLog", log_, Qt::BottomDockWidgetArea);
    splitDockWidget(summary, logDock, Qt::Horizontal);

    graph_ = new GraphView;
    graph_->setObjectName(QStringLiteral("graphView"));
    graph_->setModel(model_);
    graphDock_ = addDock(tr("Dependency Graph"), "dockGraph", graph_, Qt::BottomDockWidgetArea);
    tabifyDockWidget(logDock, graphDock_);
    logDock->raise();
    // Selecting an op in one view selects it in the others.
    connect(graph_, &GraphView::opSelected, timeline_, &TimelineView::selectOp);
    connect(timeline_, &TimelineView::selectedOpChanged, graph_, &GraphView::highlightOp);
    connect(graph_, &GraphView::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });

    compare_ = new CompareView;
    compare_->setObjectName(QStringLiteral("compareView"));
    // Docks share the window: let each shrink further than its layout would like (the
    // views scroll or scale), so the window still fits 1280x800 with every dock open.
    compare_->setMinimumSize(160, 120);
    graph_->setMinimumSize(160, 120);
    builder_->setMinimumSize(160, 120);
    summary_->setMinimumSize(80, 120);
    // The comparison needs the width of the timeline: it is the centre's second tab.
    centralTabs_->addTab(compare_, tr("Compare"));
    centralTabs_->setTabToolTip(1, compareAction_->toolTip());

    resizeDocks({run, lesson}, {300, 430}, Qt::Vertical);
    resizeDocks({run}, {320}, Qt::Horizontal);
    resizeDocks({memory}, {280}, Qt::Vertical);
    resizeDocks({memory, summary, logDock}, {380, 330, 300}, Qt::Horizontal);
}

QWidget* MainWindow::createRunPanel() {
    auto* panel = new QWidget;
    panel->setObjectName(QStringLiteral("runPanel"));

    scenarioCombo_ = new QComboBox;
    scenarioCombo_->setObjectName(QStringLiteral("scenarioCombo"));
    auto* items = new QStandardItemModel(scenarioCombo_);
    for (const scenarios::Scenario* s : scenarios::all_scenarios()) {
        const scenarios::ScenarioInfo& info = s->info();
        auto* item = new QStandardItem(QStringLiteral("%1  %2").arg(
            QString::fromStdString(info.section), QString::fromStdString(info.name)));
        item->setData(QString::fromStdString(info.name), Qt::UserRole);
        item->setToolTip(scenarioText(info.available ? info.summary : info.unavailable_reason));
        item->setEnabled(info.available);
        items->appendRow(item);
    }
    scenarioCombo_->setModel(items);
    setTips(scenarioCombo_, tr("The experiment to run, with its section of the chapter."));

    modeCombo_ = new QComboBox;
    modeCombo_->setObjectName(QStringLiteral("modeCombo"));
    modeCombo_->addItem(tr("Simulated machine"), QStringLiteral("sim"));
    modeCombo_->addItem(tr("This machine"), QStringLiteral("real"));
    setTips(modeCombo_, tr("Sim runs on a modelled CPU and GPU with a deterministic clock; real "
                           "runs on this computer."));
    // Real runs always compute: skipping the math is a choice of simulated runs.
    connect(modeCombo_, &QComboBox::currentIndexChanged, this,
            [this] { timingOnlyAction_->setEnabled(mode() == scenarios::RunMode::Sim); });

    paramBox_ = new QWidget;
    paramForm_ = new QFormLayout(paramBox_);
    paramForm_->setContentsMargins(0, 0, 0, 0);
    paramForm_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* paramScroll = new QScrollArea;
    paramScroll->setWidgetResizable(true);
    paramScroll->setFrameShape(QFrame::NoFrame);
    paramScroll->setWidget(paramBox_);

    auto* runButton = new QToolButton;
    runButton->setObjectName(QStringLiteral("runButton"));
    runButton->setDefaultAction(runAction_);
    runButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    runButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* stopButton = new QToolButton;
    stopButton->setObjectName(QStringLiteral("stopButton"));
    stopButton->setDefaultAction(stopAction_);
    stopButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    stopButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* pauseButton = new QToolButton;
    pauseButton->setObjectName(QStringLiteral("pauseButton"));
    pauseButton->setDefaultAction(pauseAction_);
    pauseButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    auto* stepButton = new QToolButton;
    stepButton->setObjectName(QStringLiteral("stepButton"));
    stepButton->setDefaultAction(stepAction_);
    stepButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(runButton);
    buttons->addWidget(pauseButton);
    buttons->addWidget(stepButton);
    buttons->addWidget(stopButton);

    auto* top = new QFormLayout;
    top->addRow(tr("Scenario"), scenarioCombo_);
    top->addRow(tr("Mode"), modeCombo_);

    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    auto* paramsLabel = new QLabel(tr("<b>Parameters</b>"));
    layout->addWidget(paramsLabel);
    layout->addWidget(paramScroll, 1);
    layout->addLayout(buttons);

    connect(scenarioCombo_, &QComboBox::currentIndexChanged, this, [this] {
        rebuildParamForm();
        updateLesson();
    });
    rebuildParamForm();
    updateLesson();
    return panel;
}

void MainWindow::rebuildParamForm() {
    while (paramForm_->rowCount() > 0) paramForm_->removeRow(0);
    const scenarios::Scenario* s = scenarios::find_scenario(currentScenario().toStdString());
    if (!s) return;
    const bool fromDock = builder_ && std::ranges::any_of(s->info().params, isNetworkParam);
    for (const scenarios::ParamInfo& p : s->info().params) {
        // The Network dock has the batch size: a second editor here could disagree with it.
        if (fromDock && p.name == kBatchSizeParam) continue;
        if (fromDock && isNetworkParam(p)) {
            // The network comes from the Network dock, as it is when Run is pressed.
            auto* link = new QToolButton;
            link->setObjectName(QStringLiteral("param_network"));
            link->setProperty(kParamProperty, QStringLiteral("network"));
            link->setProperty(kFromBuilderProperty, true);
            link->setText(tr("From the Network dock..."));
            link->setToolButtonStyle(Qt::ToolButtonTextOnly);
            link->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            setTips(link, tr("The network built in the Network dock (presets, layers, units); "
                             "click to show it."));
            connect(link, &QToolButton::clicked, this, [this] {
                networkDock_->show();
                networkDock_->raise();
            });
            paramForm_->addRow(new QLabel(QStringLiteral("network")), link);
            continue;
        }
        QWidget* editor = makeParamEditor(p);
        auto* label = new QLabel(QString::fromStdString(p.name));
        label->setToolTip(editor->toolTip());
        paramForm_->addRow(label, editor);
    }
    if (s->info().params.empty()) paramForm_->addRow(new QLabel(tr("(none)")));
}

void MainWindow::updateLesson() {
    const scenarios::Scenario* s = scenarios::find_scenario(currentScenario().toStdString());
    if (!s) {
        lesson_->clear();
        return;
    }
    const scenarios::ScenarioInfo& info = s->info();
    QString html =
        QStringLiteral("<h3>%1</h3><p><i>%2 %3</i></p><p>%4</p>")
            .arg(QString::fromStdString(info.name).toHtmlEscaped(), tr("Section"),
                 QString::fromStdString(info.section), scenarioText(info.summary).toHtmlEscaped());
    if (const Lesson* lesson = lessonFor(info.section)) {
        html += QStringLiteral("<p><b>%1.</b> %2</p><p><b>%3</b> %4</p>")
                    .arg(tr(lesson->topic), tr(lesson->background), tr("What to look at:"),
                         tr(lesson->lookAt));
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Hover a bar for its details; click it to draw what it waited on. Wheel "
                        "zooms, drag pans, Shift+drag zooms to a range. When the lanes do not "
                        "all fit, the wheel over their names scrolls them."));
    html += tr("<p>Read the chapter online: <a href=\"%1\">%1</a></p>")
                .arg(QStringLiteral("https://d2l.ai/chapter_computational-performance/"));
    lesson_->setHtml(html);
}

bool MainWindow::selectScenario(const QString& name) {
    const int index = scenarioCombo_->findData(name, Qt::UserRole);
    if (index < 0) return false;
    scenarioCombo_->setCurrentIndex(index);
    return true;
}

QString MainWindow::currentScenario() const {
    return scenarioCombo_->currentData(Qt::UserRole).toString();
}

void MainWindow::setMode(scenarios::RunMode mode) {
    modeCombo_->setCurrentIndex(
        modeCombo_->findData(QString::fromLatin1(scenarios::run_mode_name(mode))));
}

scenarios::RunMode MainWindow::mode() const {
    return modeCombo_->currentData().toString() == QLatin1String("real") ? scenarios::RunMode::Real
                                                                         : scenarios::RunMode::Sim;
}

bool MainWindow::networkFromDock() const {
    const QWidget* editor = paramEditor(QStringLiteral("network"));
    return editor && editor->property(kFromBuilderProperty).toBool();
}

QWidget* MainWindow::paramEditor(const QString& name) const {
    return paramBox_->findChild<QWidget*>(QStringLiteral("param_") + name);
}

std::vector<std::pair<std::string, std::string>> MainWindow::paramValues() const {
    std::vector<std::pair<std::string, std::string>> values;
    for (int row = 0; row < paramForm_->rowCount(); ++row) {
        QLayoutItem* item = paramForm_->itemAt(row, QFormLayout::FieldRole);
        QWidget* editor = item ? item->widget() : nullptr;
        if (!editor || !editor->property(kParamProperty).isValid()) continue;
        if (editor->property(kFromBuilderProperty).toBool()) {
            values.emplace_back("network", nn::to_json(builder_->spec(), false));
            continue;
        }
        values.emplace_back(editor->property(kParamProperty).toString().toStdString(),
                            paramText(editor).toStdString());
    }
    return values;
}

bool MainWindow::startRun() {
    if (controller_->isRunning()) return false;
    const scenarios::Scenario* s = scenarios::find_scenario(currentScenario().toStdString());
    if (!s) return false;
    if (networkFromDock()) {
        QString problem;
        if (builder_->isProgram())
            problem =
                tr("fancy_func is a program, not a network: run the fancy-func scenario, "
                   "or pick a network preset in the Network dock.");
        else if (auto why = nn::validate(builder_->spec()))
            problem = tr("The network in the Network dock is not valid yet: %1")
                          .arg(QString::fromStdString(*why));
        if (!problem.isEmpty()) {
            appendLog(tr("error: %1").arg(problem));
            statusBar()->showMessage(problem);
            networkDock_->show();
            networkDock_->raise();
            return false;
        }
    }
    scenarios::Params params;
    try {
        params = scenarios::resolve_params(s->info(), paramValues());
    } catch (const std::exception& e) {
        const QString message = QString::fromStdString(e.what());
        appendLog(tr("error: %1").arg(message));
        statusBar()->showMessage(message);
        return false;
    }
    if (!compareJob_ || !compareJob_->first) log_->clear();
    centralTabs_->setCurrentWidget(timeline_);
    // The same run from the command line: the settings that differ from the defaults.
    QString command =
        QStringLiteral("$ asynclab-cli run %1 --mode %2")
            .arg(currentScenario(), QString::fromLatin1(scenarios::run_mode_name(mode())));
    for (const scenarios::ParamInfo& p : s->info().params) {
        const auto it = params.find(p.name);
        const QString name = QString::fromStdString(p.name);
        const QWidget* editor = paramEditor(name);
        if (it == params.end() || it->second == p.default_value ||
            (editor && editor->property(kFromBuilderProperty).toBool()))
            continue;
        QString set = name + QLatin1Char('=') + QString::fromStdString(it->second);
        if (set.contains(QLatin1Char(' '))) set = QLatin1Char('\'') + set + QLatin1Char('\'');
        command += QStringLiteral(" --set ") + set;
    }
    if (spinUs() != kDefaultSpinUs) command += QStringLiteral(" --spin-us %1").arg(spinUs());
    const bool timingOnly = this->timingOnly() && mode() == scenarios::RunMode::Sim;
    if (timingOnly) command += QStringLiteral(" --timing-only");
    appendLog(command);
    summary_->clear(tr("Running %1...").arg(currentScenario()));
    saveSettings();
    controller_->setTimingOnly(timingOnly);
    return controller_->start(currentScenario(), params, mode());
}

void MainWindow::stopRun() {
    if (!controller_->isRunning()) return;
    controller_->stop();
    statusBar()->showMessage(tr("Stopping..."));
}

void MainWindow::togglePause() {
    if (!controller_->isRunning()) {
        pauseAction_->setChecked(false);
        return;
    }
    if (controller_->isPaused())
        controller_->resume();
    else
        controller_->pause();
}

void MainWindow::stepRun() {
    if (!controller_->isRunning()) return;
    controller_->step();
    statusBar()->showMessage(
        tr("Paused: %n op(s) issued one at a time (F10 for the next, F6 to resume)", nullptr,
           static_cast<int>(controller_->steppedOps() + 1)));
}

void MainWindow::setPaused(bool paused) {
    pauseAction_->setChecked(paused);
    pauseAction_->setText(paused ? tr("Resume") : tr("&Pause"));
    if (paused)
        statusBar()->showMessage(
            tr("Paused: the front end waits before its next op (F10 steps one op, F6 resumes)"));
    else if (controller_->isRunning())
        statusBar()->showMessage(tr("Running %1...").arg(currentScenario()));
}

void MainWindow::setRunning(bool running) {
    runAction_->setEnabled(!running);
    stopAction_->setEnabled(running);
    pauseAction_->setEnabled(running);
    compareAction_->setEnabled(!running);
    openSessionAction_->setEnabled(!running);
    saveSessionAction_->setEnabled(!running);
    stepAction_->setEnabled(running);
    if (!running) setPaused(false);
    scenarioCombo_->setEnabled(!running);
    modeCombo_->setEnabled(!running);
    paramBox_->setEnabled(!running);
    openAction_->setEnabled(!running);
    progress_->setVisible(running);
    progress_->setValue(0);
    if (running) statusBar()->showMessage(tr("Running %1...").arg(currentScenario()));
}

void MainWindow::onRunFinished() {
    const scenarios::ScenarioResult* result = controller_->lastResult();
    if (!result) return;
    if (compareJob_) {
        onCompareStepDone();
        return;
    }
    // The run printed its notes as it went (Harness::note), in the Output already.
    summary_->setResult(*result, controller_->lastWallSeconds());
    exportTraceAction_->setEnabled(true);
    timeline_->fit();
    statusBar()->showMessage(
        result->cancelled ? tr("Stopped %1 early").arg(QString::fromStdString(result->scenario))
                          : tr("Finished %1 in %2")
                                .arg(QString::fromStdString(result->scenario),
                                     formatDuration(controller_->lastWallSeconds() * 1e9)));
}

void MainWindow::appendLog(const QString& line) {
    log_->appendPlainText(line);
}

bool MainWindow::loadTraceFile(const QString& path, QString* error) {
    if (controller_->isRunning()) {
        if (error) *error = tr("A run is in progress; stop it first.");
        return false;
    }
    try {
        const TraceFile trace = read_chrome_trace_file(path.toStdString());
        model_->setSnapshot(snapshot_from_trace(trace));
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    summary_->clear(tr("Trace %1").arg(path));
    timeline_->fit();
    statusBar()->showMessage(tr("Opened %1").arg(path));
    return true;
}

bool MainWindow::writeTraceFile(const QString& path, QString* error) const {
    const scenarios::ScenarioResult* result = controller_->lastResult();
    if (!result) {
        if (error) *error = tr("There is no run to export yet.");
        return false;
    }
    std::ofstream out(path.toStdString(), std::ios::binary);
    if (out) scenarios::write_trace(out, *result);
    if (!out) {
        if (error) *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

void MainWindow::openTrace() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Chrome Trace"), {},
                                                      tr("Chrome traces (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadTraceFile(path, &error)) QMessageBox::critical(this, tr("Open Chrome Trace"), error);
}

void MainWindow::exportTimeline(const QString& format) {
    const QString suffix = format.toLower();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Timeline"),
                                                      QStringLiteral("timeline.") + suffix,
                                                      tr("%1 files (*.%2)").arg(format, suffix));
    if (path.isEmpty()) return;
    const QSize size = timeline_->size().expandedTo(QSize(800, 400));
    const QString title = currentScenario();
    bool ok = false;
    if (suffix == QLatin1String("png"))
        ok = timeline_->exportPng(path, size, devicePixelRatioF(), title);
    else if (suffix == QLatin1String("svg"))
        ok = timeline_->exportSvg(path, size, title);
    else
        ok = timeline_->exportPdf(path, size, title);
    if (!ok)
        QMessageBox::warning(this, tr("Export Timeline"), tr("Could not write %1.").arg(path));
    else
        statusBar()->showMessage(tr("Saved %1").arg(path));
}

void MainWindow::exportTrace() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Trace"),
                                                      currentScenario() + QStringLiteral(".json"),
                                                      tr("Chrome traces (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (!writeTraceFile(path, &error))
        QMessageBox::warning(this, tr("Export Trace"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(path));
}

bool MainWindow::setParamValue(const QString& name, const QString& value) {
    QWidget* editor = paramEditor(name);
    if (!editor && name == QLatin1String(kBatchSizeParam) && networkFromDock()) {
        bool ok = false;
        const int batch = value.toInt(&ok);
        if (!ok || batch < 0 || batch > builder_->batchSizeSpin()->maximum()) return false;
        if (batch > 0) builder_->batchSizeSpin()->setValue(batch);  // 0: the network's own
        return true;
    }
    if (!editor) return false;
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int index = combo->findText(value);
        if (index >= 0)
            combo->setCurrentIndex(index);
        else if (combo->isEditable())
            combo->setCurrentText(value);
    } else if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(value.toInt());
    } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(editor)) {
        dspin->setValue(value.toDouble());
    } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(value);
    } else {
        return false;
    }
    return true;
}

bool MainWindow::startCompare(const QString& param, const QString& a, const QString& b) {
    if (controller_->isRunning() || compareJob_) return false;
    if (isSpinSetting(param)) {
        for (const QString& value : {a, b}) {
            if (!parse_spin_us(value.toStdString())) {
                statusBar()->showMessage(tr("Compare: %1 must be a whole number of "
                                            "microseconds from 0 to %2, not '%3'")
                                             .arg(param)
                                             .arg(kMaxSpinUs)
                                             .arg(value));
                return false;
            }
        }
    } else if (isModeSetting(param)) {
        for (const QString& value : {a, b}) {
            if (!scenarios::parse_run_mode(value.toStdString())) {
                statusBar()->showMessage(
                    tr("Compare: %1 must be real or sim, not '%2'").arg(param, value));
                return false;
            }
        }
    } else if (!paramEditor(param)) {
        statusBar()->showMessage(
            tr("%1 has no parameter '%2' to compare").arg(currentScenario(), param));
        return false;
    }
    compareJob_ = CompareJob{param, a, b, nullptr};
    applyCompareValue(param, a);
    if (!startRun()) {
        compareJob_.reset();
        return false;
    }
    statusBar()->showMessage(tr("Compare: running %1=%2, then %1=%3").arg(param, a, b));
    return true;
}

bool MainWindow::isSpinSetting(const QString& param) const {
    return param == QLatin1String(kSpinSetting) && !paramEditor(param);
}

bool MainWindow::isModeSetting(const QString& param) const {
    return param == QLatin1String(kModeSetting) && !paramEditor(param);
}

bool MainWindow::applyCompareValue(const QString& param, const QString& value) {
    if (isSpinSetting(param)) {
        setSpinUs(*parse_spin_us(value.toStdString()));  // startCompare checked it
        return true;
    }
    if (isModeSetting(param)) {
        setMode(*scenarios::parse_run_mode(value.toStdString()));  // startCompare checked it
        return true;
    }
    return setParamValue(param, value);
}

void MainWindow::onCompareStepDone() {
    const scenarios::ScenarioResult* result = controller_->lastResult();
    CompareJob& job = *compareJob_;
    if (result->cancelled) {
        compareJob_.reset();
        statusBar()->showMessage(tr("Compare stopped"));
        summary_->setResult(*result, controller_->lastWallSeconds());
        return;
    }
    if (!job.first) {
        job.first = std::make_unique<scenarios::ScenarioResult>(*result);
        applyCompareValue(job.param, job.b);
        appendLog(QString());
        if (!startRun()) compareJob_.reset();
        return;
    }
    const QString labelA = job.param + QLatin1Char('=') + job.a;
    const QString labelB = job.param + QLatin1Char('=') + job.b;
    compare_->setRuns(compareRunFromResult(labelA, *job.first),
                      compareRunFromResult(labelB, *result));
    compareJob_.reset();
    summary_->setResult(*result, controller_->lastWallSeconds());
    exportTraceAction_->setEnabled(true);
    timeline_->fit();
    centralTabs_->setCurrentWidget(compare_);
    statusBar()->showMessage(tr("Compared %1 with %2").arg(labelA, labelB));
}

void MainWindow::compareDialog() {
    const scenarios::Scenario* s = scenarios::find_scenario(currentScenario().toStdString());
    if (!s || controller_->isRunning()) return;
    // The scenario's settings with named choices, then the spin budget, which every
    // scenario has.
    struct Choice {
        QString name, description;
        QStringList values;
    };
    std::vector<Choice> choices;
    for (const scenarios::ParamInfo& p : s->info().params) {
        if (p.allowed.empty()) continue;
        Choice c{QString::fromStdString(p.name), scenarioText(p.description), {}};
        for (const std::string& v : p.allowed)
            if (v != "all" && v != "both") c.values << QString::fromStdString(v);
        choices.push_back(std::move(c));
    }
    Choice spin{QLatin1String(kSpinSetting),
                tr("microseconds an idle worker, or the front end at a sync, spins before it "
                   "sleeps (Run > Spin Before Sleeping)"),
                {}};
    for (const QAction* action : spinGroup_->actions())  // the Run menu's choices
        if (action != otherSpinAction_) spin.values << QString::number(action->data().toInt());
    choices.push_back(std::move(spin));
    choices.push_back({QLatin1String(kModeSetting),
                       tr("this machine (real) beside the simulated one (sim), with the "
                          "simulated CPU the run panel names: cpu=this-machine shows how close "
                          "the simulator comes to this computer, op by op"),
                       {QLatin1String(scenarios::run_mode_name(scenarios::RunMode::Real)),
                        QLatin1String(scenarios::run_mode_name(scenarios::RunMode::Sim))}});

    QDialog dialog(this);
    dialog.setWindowTitle(tr("Compare Two Runs"));
    auto* param = new QComboBox;
    param->setObjectName(QStringLiteral("compareParam"));
    auto* a = new QComboBox;
    a->setObjectName(QStringLiteral("compareA"));
    auto* b = new QComboBox;
    b->setObjectName(QStringLiteral("compareB"));
    for (const Choice& c : choices) param->addItem(c.name, c.description);
    const auto fill = [&] {
        const Choice& c = choices[static_cast<std::size_t>(param->currentIndex())];
        a->clear();
        b->clear();
        a->addItems(c.values);
        b->addItems(c.values);
        b->setCurrentIndex(std::min(1, b->count() - 1));
        param->setToolTip(param->currentData().toString());
    };
    connect(param, &QComboBox::currentIndexChanged, &dialog, fill);
    for (const char* preferred : {"hybridize", "sync", "variant", "engine"}) {
        const int i = param->findText(QLatin1String(preferred));
        if (i >= 0) {
            param->setCurrentIndex(i);
            break;
        }
    }
    fill();
    auto* form = new QFormLayout;
    form->addRow(tr("Vary"), param);
    form->addRow(tr("Run A"), a);
    form->addRow(tr("Run B"), b);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Run Both"));
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("The other settings stay as they are in the run panel.")));
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted) return;
    startCompare(param->currentText(), a->currentText(), b->currentText());
}

bool MainWindow::saveSessionFile(const QString& path, QString* error) const {
    Session session;
    if (!builder_->isProgram() && !nn::validate(builder_->spec()))
        session.network = builder_->spec();
    session.settings.scenario = currentScenario().toStdString();
    for (const auto& [name, value] : paramValues()) session.settings.params[name] = value;
    session.settings.mode = mode();
    session.settings.extra.insert(QStringLiteral("theme"), theme());
    session.settings.extra.insert(QLatin1String(kSpinSetting), spinUs());
    session.settings.extra.insert(QStringLiteral("gpu_timing"), gpuTimingAction_->isChecked());
    session.settings.extra.insert(QStringLiteral("timing_only"), timingOnlyAction_->isChecked());
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
    // The run settings this window keeps outside the run panel, checked before anything
    // changes.
    const QJsonValue spin = session->settings.extra.value(QLatin1String(kSpinSetting));
    const double spinValue = spin.toDouble(-1);
    if (!spin.isUndefined() && (!spin.isDouble() || spinValue < 0 || spinValue > kMaxSpinUs ||
                                spinValue != static_cast<double>(static_cast<int>(spinValue)))) {
        if (error)
            *error = tr("%1: settings.extra.%2: must be a whole number of microseconds from 0 "
                        "to %3")
                         .arg(path, QLatin1String(kSpinSetting))
                         .arg(kMaxSpinUs);
        return false;
    }
    const QJsonValue gpuTiming = session->settings.extra.value(QStringLiteral("gpu_timing"));
    if (!gpuTiming.isUndefined() && !gpuTiming.isBool()) {
        if (error) *error = tr("%1: settings.extra.gpu_timing: must be true or false").arg(path);
        return false;
    }
    const QJsonValue timingOnly = session->settings.extra.value(QStringLiteral("timing_only"));
    if (!timingOnly.isUndefined() && !timingOnly.isBool()) {
        if (error) *error = tr("%1: settings.extra.timing_only: must be true or false").arg(path);
        return false;
    }
    if (session->network) {
        builder_->setSpec(*session->network);
        builder_->undoStack()->clear();
    }
    selectScenario(QString::fromStdString(session->settings.scenario));
    for (const auto& [name, value] : session->settings.params) {
        const QWidget* editor = paramEditor(QString::fromStdString(name));
        if (!editor || !editor->property(kFromBuilderProperty).toBool())
            setParamValue(QString::fromStdString(name), QString::fromStdString(value));
    }
    setMode(session->settings.mode);
    if (const QJsonValue t = session->settings.extra.value(QStringLiteral("theme")); t.isString())
        setTheme(t.toString());
    if (!spin.isUndefined()) setSpinUs(static_cast<int>(spinValue));
    if (!gpuTiming.isUndefined()) gpuTimingAction_->setChecked(gpuTiming.toBool());
    if (!timingOnly.isUndefined()) timingOnlyAction_->setChecked(timingOnly.toBool());
    if (session->lastRun) {
        log_->clear();
        controller_->adoptResult(session->lastRun->result, session->lastRun->wallSeconds);
        timeline_->fit();
    }
    statusBar()->showMessage(tr("Opened session %1").arg(path));
    return true;
}

void MainWindow::saveSession() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Session"), currentScenario() + QStringLiteral(".asynclab"),
        tr("AsyncLab sessions (*.asynclab);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!saveSessionFile(path, &error))
        QMessageBox::warning(this, tr("Save Session"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(path));
}

void MainWindow::openSession() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Session"), {}, tr("AsyncLab sessions (*.asynclab);;All files (*)"));
    if (path.isEmpty()) return;
    QString error;
    if (!loadSessionFile(path, &error)) QMessageBox::critical(this, tr("Open Session"), error);
}

namespace {

/// The first block of the tree (depth first) that has compiled: a Sequential root is not
/// compiled itself, its hybrid children are.
const nn::Block* firstCompiled(const nn::Block& block) {
    if (block.compile_steps()) return &block;
    for (const auto& child : block.children())
        if (const nn::Block* found = firstCompiled(*child)) return found;
    return nullptr;
}

}  // namespace

bool MainWindow::showCompiledNetwork(QString* error) {
    const auto fail = [&](const QString& message) {
        if (error) *error = message;
        return false;
    };
    if (builder_->isProgram())
        return fail(
            tr("fancy_func is a program: its compiled form is shown by the fancy-func "
               "scenario."));
    const nn::NetworkSpec spec = builder_->spec();
    if (auto why = nn::validate(spec))
        return fail(tr("The network is not valid yet: %1").arg(QString::fromStdString(*why)));
    try {
        EngineConfig config;
        config.mode = EngineMode::Synchronous;
        config.profile = false;
        Engine engine(config);
        EngineScope scope(engine);
        nn::BlockPtr net = nn::build(spec);
        net->initialize();
        net->hybridize();
        (*net)(nn::Variable(NDArray::normal(spec.batch_input_shape(), 0, 1, 1)))
            .data()
            .wait_to_read();
        const nn::Block* compiled = firstCompiled(*net);
        if (!compiled)
            return fail(tr("Nothing in this network can be hybridized: it has no HybridBlock."));
        const std::vector<nn::PassStep>& steps = *compiled->compile_steps();
        graph_->setPassSteps(
            steps,
            tr("%1 hybridized (%2)")
                .arg(QString::fromStdString(spec.name), QString::fromStdString(compiled->name())),
            static_cast<int>(steps.size()) - 1);
    } catch (const std::exception& e) {
        return fail(tr("Could not hybridize the network: %1").arg(QString::fromUtf8(e.what())));
    }
    graphDock_->show();
    graphDock_->raise();
    return true;
}

bool MainWindow::exportView(const QString& view, const QString& path, QSize size, double scale,
                            QString* error) {
    const ExportFormat format = exportFormatFor(path);
    const QString title =
        view == QLatin1String("compare")
            ? QString()
            : tr("%1 (%2)").arg(currentScenario(),
                                QString::fromLatin1(scenarios::run_mode_name(mode())));
    bool ok = false;
    if (view == QLatin1String("timeline")) {
        ok = format == ExportFormat::Png   ? timeline_->exportPng(path, size, scale, title)
             : format == ExportFormat::Svg ? timeline_->exportSvg(path, size, title)
                                           : timeline_->exportPdf(path, size, title);
    } else if (view == QLatin1String("memory")) {
        ok = exportPlot(memory_->plot(), path, format, size, scale, tr("Memory: %1").arg(title));
    } else if (view == QLatin1String("graph")) {
        ok = format == ExportFormat::Png   ? graph_->exportPng(path, size, scale)
             : format == ExportFormat::Svg ? graph_->exportSvg(path, size)
                                           : graph_->exportPdf(path, size);
    } else if (view == QLatin1String("compare")) {
        ok = format == ExportFormat::Png   ? compare_->exportPng(path, size, scale)
             : format == ExportFormat::Svg ? compare_->exportSvg(path, size)
                                           : compare_->exportPdf(path, size);
    } else {
        if (error) *error = tr("Unknown view '%1' (timeline, memory, graph, compare).").arg(view);
        return false;
    }
    if (!ok && error) *error = tr("Could not write %1.").arg(path);
    return ok;
}

void MainWindow::exportDialog(const QString& view) {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export View"), view + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty()) return;
    QWidget* widget = timeline_;
    if (view == QLatin1String("memory")) widget = memory_;
    if (view == QLatin1String("graph")) widget = graph_;
    if (view == QLatin1String("compare")) widget = compare_;
    const QSize shown = widget->size().expandedTo(QSize(800, 400));
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Export Size"));
    auto* width = new QSpinBox;
    width->setRange(100, 20000);
    width->setValue(shown.width());
    width->setSuffix(tr(" px"));
    auto* height = new QSpinBox;
    height->setRange(100, 20000);
    height->setValue(shown.height());
    height->setSuffix(tr(" px"));
    auto* scale = new QComboBox;
    for (int k : {1, 2, 3, 4}) scale->addItem(tr("%1x").arg(k), k);
    scale->setCurrentIndex(std::clamp(static_cast<int>(devicePixelRatioF()) - 1, 0, 3));
    scale->setToolTip(
        tr("PNG only: pixels per logical pixel (2x for sharp slides on high-DPI "
           "projectors)"));
    auto* form = new QFormLayout;
    form->addRow(tr("Width"), width);
    form->addRow(tr("Height"), height);
    form->addRow(tr("Resolution"), scale);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted) return;
    QString error;
    if (!exportView(view, path, QSize(width->value(), height->value()),
                    scale->currentData().toDouble(), &error))
        QMessageBox::warning(this, tr("Export View"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(path));
}

QString MainWindow::theme() const {
    QAction* checked = themeGroup_ ? themeGroup_->checkedAction() : nullptr;
    return checked ? checked->data().toString() : QStringLiteral("system");
}

void MainWindow::setTheme(const QString& name) {
    const Theme theme = themeFromName(name);
    for (QAction* action : themeGroup_->actions())
        action->setChecked(action->data().toString() == themeName(theme));
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance()))
        applyTheme(*app, theme);
}

void MainWindow::restoreSettings() {
    QSettings settings;
    setTheme(settings.value(QStringLiteral("view/theme"), QStringLiteral("system")).toString());
    selectScenario(settings.value(QStringLiteral("run/scenario")).toString());
    const int mode = modeCombo_->findData(settings.value(QStringLiteral("run/mode")));
    if (mode >= 0) modeCombo_->setCurrentIndex(mode);
    gpuTimingAction_->setChecked(settings.value(QStringLiteral("run/gpuTiming"), true).toBool());
    timingOnlyAction_->setChecked(settings.value(QStringLiteral("run/timingOnly"), false).toBool());
    timeline_->setHideIdleLanes(
        settings.value(QStringLiteral("view/hideIdleLanes"), true).toBool());
    bool spinOk = false;
    const int spin = settings.value(QStringLiteral("run/spinUs")).toInt(&spinOk);
    setSpinUs(spinOk ? spin : kDefaultSpinUs);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    // A layout saved by a version with other docks is ignored (the defaults stay).
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
}

void MainWindow::saveSettings() const {
    QSettings settings;
    settings.setValue(QStringLiteral("run/scenario"), currentScenario());
    settings.setValue(QStringLiteral("run/mode"), modeCombo_->currentData());
    settings.setValue(QStringLiteral("run/gpuTiming"), gpuTimingAction_->isChecked());
    settings.setValue(QStringLiteral("run/timingOnly"), timingOnlyAction_->isChecked());
    settings.setValue(QStringLiteral("run/spinUs"), spinUs());
    settings.setValue(QStringLiteral("view/theme"), theme());
    settings.setValue(QStringLiteral("view/hideIdleLanes"), timeline_->hideIdleLanes());
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
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

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About AsyncLab"), aboutText());
}

}  // namespace asynclab
