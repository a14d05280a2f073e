// The application's main window. It assembles: the timeline in the middle (and the
// comparison beside it), docks for the run panel, the lesson, the network, memory, the
// run's summary, its printed output, the dependency graph and the Python code; File, View,
// Run and Help menus. The run settings live in a RunSettingsModel (the run panel is its
// view), runs go through a RunController, comparisons through a CompareController, the Code
// dock's cells through a CodeController; the window wires them.
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QSize>
#include <QStatusBar>
#include <QString>
#include <functional>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "engine/nn/network_spec.h"
#include "engine/scenarios/scenario.h"
#include "ui/compare_controller.h"
#include "ui/models/file_kind.h"
#include "ui/models/lessons.h"
#include "ui/models/run_settings.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/output_view.h"
#include "ui/views/run_panel.h"
#include "ui/window_actions.h"

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QDragEnterEvent;
class QDropEvent;
class QMenu;
class QMessageBox;
class QTabWidget;
class QWidget;

namespace asynclab {

class CodeController;
class CodeView;
class CompareView;
class ExportableView;
class GraphView;
class LessonView;
class ReplayBar;
class ReplayCursor;
class MemoryView;
class LoadProgress;
class NetworkBuilder;
class RecentFiles;
class RecentFilesMenu;
class RunController;
class RunStatus;
class SummaryView;
class TimeRangeStack;
class TimelineView;
class TraceLoader;
class TraceModel;

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    QMenu* fileMenu() const { return menus_.file; }
    QMenu* viewMenu() const { return menus_.view; }
    QMenu* runMenu() const { return menus_.run; }
    QMenu* helpMenu() const { return menus_.help; }
    const WindowActions& actions() const { return *actions_; }
    QAction* quitAction() const { return actions_->quit; }
    QAction* aboutAction() const { return actions_->about; }
    QAction* runAction() const { return actions_->run; }
    QAction* stopAction() const { return actions_->stop; }
    QAction* pauseAction() const { return actions_->pause; }
    QAction* stepAction() const { return actions_->step; }
    QAction* compareAction() const { return actions_->compare; }
    /// View > Theme: "system", "light" or "dark" (applied to the whole application).
    QString theme() const;
    /// Applies and checks theme `name` ("system", "light", "dark"; unknown: system).
    void setTheme(const QString& name);

    /// The current run settings: what Run runs.
    RunSettingsModel* runSettings() const { return settings_; }
    TimelineView* timeline() const { return timeline_; }
    MemoryView* memoryView() const { return memory_; }
    SummaryView* summaryView() const { return summary_; }
    RunController* runController() const { return controller_; }
    NetworkBuilder* networkBuilder() const { return builder_; }
    GraphView* graphView() const { return graph_; }
    CompareView* compareView() const { return compare_; }
    TraceModel* traceModel() const { return model_; }
    RunPanel* runPanel() const { return panel_; }
    QComboBox* scenarioCombo() const { return panel_->scenarioCombo(); }
    QComboBox* modeCombo() const { return panel_->modeCombo(); }
    /// The Output dock (its links lead to the Code dock's lines).
    OutputView* log() const { return log_; }
    /// The Code dock, and what runs its cells.
    CodeView* codeView() const { return code_; }
    CodeController* codeController() const { return codeController_; }
    LessonSession* lessonSession() const { return lessonSession_; }
    LessonView* lessonView() const { return lesson_; }
    ReplayCursor* replayCursor() const { return replay_; }
    ReplayBar* replayBar() const { return replayBar_; }
    /// Teacher mode (View menu): predictions asked of the room, results hidden until
    /// Reveal, the application's fonts enlarged for a projector, and fewer, larger docks
    /// (the Run dock a tab beside the lesson, which has a Run button; the Output and the
    /// dependency graph tabs of the Summary).
    /// Leaving it restores the layout it replaced, which is also what the settings keep.
    void setTeacherMode(bool on);
    bool teacherMode() const;
    /// How much teacher mode enlarges the fonts.
    static constexpr double kTeacherFontScale = 1.5;

    // The run settings, as the command line and the tests set them (each a shorthand for
    // runSettings()).
    /// Selects scenario `name` (its parameters at their defaults); false when unknown.
    bool selectScenario(const QString& name) { return settings_->setScenario(name); }
    QString currentScenario() const { return settings_->scenario(); }
    void setMode(scenarios::RunMode mode) { settings_->setMode(mode); }
    scenarios::RunMode mode() const { return settings_->mode(); }
    /// Sets parameter `name` (with the Network dock's network, `batch_size` sets the
    /// network's batch size; 0 leaves it); false when the scenario has no such parameter or
    /// the value does not fit.
    bool setParamValue(const QString& name, const QString& value) {
        return settings_->setParam(name, value);
    }
    /// The run panel's editor of parameter `name` (nullptr when there is none).
    QWidget* paramEditor(const QString& name) const { return panel_->paramEditor(name); }
    /// The parameters as the run panel shows them, by name, as text (with the dock network's
    /// description for "network").
    std::vector<std::pair<std::string, std::string>> paramValues() const {
        return shownParams(settings_->settings());
    }
    /// Run > Spin Before Sleeping: microseconds an idle worker, or the front end at a sync,
    /// spins before it sleeps (clamped to [0, kMaxSpinUs]).
    void setSpinUs(int us);
    int spinUs() const { return settings_->spinUs(); }
    /// Run > Skip the Math (Timing Only): whether simulated runs skip the math of their ops.
    void setTimingOnly(bool on) { settings_->setTimingOnly(on); }
    bool timingOnly() const { return settings_->settings().timingOnly; }
    /// The names that stand for the spin budget and the run mode in startCompare().
    static constexpr const char* kSpinSetting = asynclab::kSpinSetting;
    static constexpr const char* kModeSetting = asynclab::kModeSetting;

    /// Shows a Chrome trace file in the timeline; on failure returns false with the
    /// reason in `error` and leaves the window as it was.
    bool loadTraceFile(const QString& path, QString* error = nullptr);

    // --- opening files, and the document -----------------------------------------------
    // The document is the session: the Network dock's network, the run settings and the
    // last run. It is modified when a run finished since it was opened or saved, or when
    // the network differs from the one it had then (a new session's network counts only
    // once it is no longer one of the presets as it comes).

    /// Opens `path`, a trace, a session, an MXNet symbol or a Python script, recognised by
    /// its content, at once (the command line, tests); its kind in `kind`. On failure
    /// returns false with the reason, naming the file, in `error` and leaves the window as
    /// it was. Nothing is asked.
    bool openFile(const QString& path, QString* error = nullptr, FileKind* kind = nullptr);
    /// File > Open, Open Recent and a dropped file: as openFile(), but a trace is read in
    /// the background (progress and Cancel in the status bar), a modified document is
    /// offered for saving before a session replaces it, and a problem is shown.
    void openFileInteractively(const QString& path);
    /// Reads traces for openFileInteractively().
    TraceLoader* traceLoader() const { return loader_; }
    LoadProgress* loadProgress() const { return loadProgress_; }
    RecentFiles* recentFiles() const { return recent_; }
    RecentFilesMenu* recentMenu() const { return recentMenu_; }
    /// The session file the document was opened from or last saved to ("" for a new one).
    QString documentPath() const { return documentPath_; }
    bool isDocumentModified() const { return isWindowModified(); }
    /// Marks the document modified, or as it is now saved (the network as it is now is the
    /// saved one).
    void setDocumentModified(bool modified);
    /// Takes over another window's document: its file and whether it was modified.
    void adoptDocument(const QString& path, bool modified);
    /// Save Session (Ctrl+S): to documentPath(), or Save Session As for a new one; false
    /// when not saved (the reason shown).
    bool saveDocument();
    /// Asks for a file and saves the session there; false when not saved.
    bool saveDocumentAs();

    enum class UnsavedAnswer { Save, Discard, Cancel };
    using UnsavedPrompt = std::function<UnsavedAnswer(MainWindow&)>;
    /// Replaces the question asked before a modified document is closed or replaced (tests
    /// answer it). Without one a window-modal message box asks, without blocking the caller.
    void setUnsavedPrompt(UnsavedPrompt prompt) { unsavedPrompt_ = std::move(prompt); }
    /// Calls `proceed` once the document may go: at once when it is not modified, after it
    /// was saved (Save) or given up (Discard); never after Cancel or a failed save.
    void whenDocumentMayClose(std::function<void()> proceed);
    /// Writes the last run as a Chrome trace; false when there is none or writing failed.
    bool writeTraceFile(const QString& path, QString* error = nullptr) const;

    /// The text shown by Help > About AsyncLab (version, license, Qt version).
    static QString aboutText();

    /// Runs the current settings twice, with `setting` (a parameter, kSpinSetting or
    /// kModeSetting) at `a` and then at `b`, and shows both runs in the Compare view; false
    /// (with the reason in the status bar) when it could not start.
    bool startCompare(const QString& setting, const QString& a, const QString& b);
    bool isComparing() const { return comparison_->isActive(); }

    /// The whole state as a session (network, run settings, theme, last run).
    bool saveSessionFile(const QString& path, QString* error = nullptr) const;
    /// Restores a session; on failure returns false with the reason in `error` and leaves
    /// the window as it was.
    bool loadSessionFile(const QString& path, QString* error = nullptr);

    /// Shows the builder's network, hybridized, in the graph view: the traced graph
    /// before and after each optimization pass. False (with the reason) when it cannot.
    bool showCompiledNetwork(QString* error = nullptr);

    /// Opens a Python script in the Code dock (shown); on failure returns false with the
    /// reason in `error` and leaves the dock as it was.
    bool openScriptFile(const QString& path, QString* error = nullptr);
    /// Adds `code` to the Code dock's script as a new cell titled `title`, and shows it.
    void openCode(const QString& code, const QString& title);
    /// openCode() of a lesson step's code, after its lesson's `setup` as a cell titled
    /// `setupTitle` where the script has no cell of that title yet.
    void openLessonCode(const QString& code, const QString& title, const QString& setup,
                        const QString& setupTitle);
    /// Which cells a run of the Code dock takes.
    enum class CellRun { Current, CurrentAndAdvance, All };
    /// Runs the Code dock's cells; false (the reason in the status bar) when they cannot.
    bool runCells(CellRun which);
    /// Shows line `line` of the Code dock's script, the cursor on it.
    void goToScriptLine(int line);

    /// Writes a view as PNG, SVG or PDF (by the file's suffix) at `size` logical pixels
    /// times `scale`: view is "timeline", "memory", "graph" or "compare".
    bool exportView(const QString& view, const QString& path, QSize size, double scale = 1.0,
                    QString* error = nullptr);

  public slots:
    void showAbout();
    /// Help > Manual (F1): the Lesson dock, in front.
    void showManual();
    /// Runs the current settings; false when they cannot run (the reason in the Output).
    bool startRun();
    void stopRun();
    /// Pauses a running scenario's front end, or lets a paused one go on.
    void togglePause();
    /// Lets a running (or paused) scenario issue one more op, then holds it.
    void stepRun();
    /// File > Open: asks for a file of any kind AsyncLab opens.
    void openDialog();
    void exportTimeline(const QString& format);
    void exportTrace();
    void compareDialog();
    void exportDialog(const QString& view);
    void openScript();
    /// Saves the Code dock's script (asking for a file when it has none); false when not.
    bool saveScript();
    bool saveScriptAs();
    /// A fresh namespace and engine for the Code dock's cells.
    void restartKernel();

  signals:
    /// View > Language chose another language (`code`, "" the system's). The application
    /// applies it and builds the window again in it, carrying the session over.
    void languageChangeRequested(const QString& code);

  protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

  private:
    void createMenus();
    void createDocks();
    /// Teacher mode's layout: fewer, larger docks (see setTeacherMode).
    void arrangeForTeaching();
    void connectActions();
    void connectModels();
    /// The lesson follows the runs: Set Up applies the step's run, a run of it locks the
    /// answer and its end reveals; choosing a scenario of another section turns to its lesson.
    void connectLessons();
    /// The replay cursor: fed the finished run, drawn by the timeline and memory chart,
    /// followed by the dependency graph.
    void connectReplay();
    /// The Code dock: its commands, its kernel's runs, the Output's links, the lessons'
    /// code.
    void connectCode();
    /// The Code dock's kernel line (mode, cells run, running).
    void showKernel();
    /// Shows the Code dock in front, at a width for code when it was closed.
    void showCodeDock();
    /// Teacher mode: the Code dock becomes a tab of the left column (beside the lesson).
    /// False where the lesson is not docked there, or either dock floats.
    bool placeCodeForTeaching();
    /// Teacher mode: the left column, with the Code dock in front, takes two fifths of the
    /// window.
    void widenCodeForTeaching();
    /// Brings a dock just tabified in front: now, and again once the window's layout has
    /// made its tab bar (a tab added before that cannot be raised: the window not shown
    /// yet, or its layout request still queued).
    void raiseWhenLaidOut(QDockWidget* dock);
    void raisePending();
    void chooseOtherSpin();
    void setRunning(bool running);
    void setPaused(bool paused);
    void onRunFinished();
    void appendLog(const QString& line) { log_->appendPlainText(line); }
    void showMessage(const QString& text, int timeoutMs = 0) {
        statusBar()->showMessage(text, timeoutMs);
    }
    /// Follows the network and the runs, marking the document modified.
    void connectDocument();
    /// Shows a trace read from `path` in the timeline.
    void showTrace(const QString& path, TraceSnapshotPtr snapshot);
    /// Says what went wrong in the status bar and in a message box that does not block.
    void reportProblem(const QString& title, const QString& text);
    /// The title: the session's file name, [*] when modified.
    void updateTitle();
    /// Whether the network differs from the document's as it was opened or saved.
    bool networkChanged() const;
    void updateModified();
    void restoreSettings();
    void saveSettings() const;
    /// Asks for a file to open or save (`save`), runs `command` on it, and says how it went
    /// (a message box with the error, or the status bar).
    void fileCommand(bool save, const QString& title, const QString& suggested,
                     const QString& filter,
                     const std::function<bool(const QString&, QString*)>& command);

    RunSettingsModel* settings_ = nullptr;
    LessonSession* lessonSession_ = nullptr;
    std::unique_ptr<WindowActions> actions_;
    TraceModel* model_ = nullptr;
    RunController* controller_ = nullptr;
    CompareController* comparison_ = nullptr;
    RunPanel* panel_ = nullptr;
    NetworkBuilder* builder_ = nullptr;
    GraphView* graph_ = nullptr;
    CompareView* compare_ = nullptr;
    TimelineView* timeline_ = nullptr;
    MemoryView* memory_ = nullptr;
    SummaryView* summary_ = nullptr;
    LessonView* lesson_ = nullptr;
    ReplayCursor* replay_ = nullptr;
    ReplayBar* replayBar_ = nullptr;
    OutputView* log_ = nullptr;
    CodeView* code_ = nullptr;
    CodeController* codeController_ = nullptr;
    QDockWidget* codeDock_ = nullptr;
    QPointer<QDockWidget> pendingRaise_;  ///< raiseWhenLaidOut()
    RunStatus* status_ = nullptr;
    TimeRangeStack* ranges_ = nullptr;
    QTabWidget* centralTabs_ = nullptr;
    QDockWidget* networkDock_ = nullptr;
    QDockWidget* graphDock_ = nullptr;
    std::vector<QDockWidget*> docks_;
    /// The docks' layout teacher mode replaced (empty outside it): what leaving it restores,
    /// and what the settings keep meanwhile.
    QByteArray layoutBeforeTeacher_;
    /// File > Export View's views, by the names exportView() takes.
    std::map<QString, std::pair<QWidget*, ExportableView*>> exportables_;
    WindowActions::Menus menus_;
    TraceLoader* loader_ = nullptr;
    LoadProgress* loadProgress_ = nullptr;
    RecentFiles* recent_ = nullptr;
    RecentFilesMenu* recentMenu_ = nullptr;
    // The document.
    QString documentPath_;
    bool runUnsaved_ = false;
    nn::NetworkSpec savedNetwork_;
    QString savedProgram_;  ///< the saved document's program (fancy_func), "" for a network
    bool trackChanges_ = false;
    UnsavedPrompt unsavedPrompt_;
    QMessageBox* pendingPrompt_ = nullptr;
    /// The close that the answer to the prompt allowed: not asked again.
    bool closeAllowed_ = false;
};

}  // namespace asynclab
