// The application's main window: the timeline in the middle; docks for running a scenario,
// its lesson, memory over time, the run's summary and its printed output; File, View, Run
// and Help menus.
#pragma once

#include <QMainWindow>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "engine/scenarios/scenario.h"

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QFormLayout;
class QMenu;
class QPlainTextEdit;
class QTabWidget;
class QProgressBar;
class QTextBrowser;
class QWidget;

namespace asynclab {

class CompareView;
class GraphView;
class MemoryView;
class NetworkBuilder;
class RunController;
class SummaryView;
class TimelineView;
class TraceModel;

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    QMenu* fileMenu() const { return fileMenu_; }
    QMenu* viewMenu() const { return viewMenu_; }
    QMenu* runMenu() const { return runMenu_; }
    QMenu* helpMenu() const { return helpMenu_; }
    QAction* quitAction() const { return quitAction_; }
    QAction* aboutAction() const { return aboutAction_; }
    QAction* runAction() const { return runAction_; }
    QAction* stopAction() const { return stopAction_; }
    QAction* pauseAction() const { return pauseAction_; }
    QAction* stepAction() const { return stepAction_; }
    /// View > Theme: "system", "light" or "dark" (applied to the whole application).
    QString theme() const;
    /// Applies and checks theme `name` ("system", "light", "dark"; unknown: system).
    void setTheme(const QString& name);

    TimelineView* timeline() const { return timeline_; }
    MemoryView* memoryView() const { return memory_; }
    SummaryView* summaryView() const { return summary_; }
    RunController* runController() const { return controller_; }
    NetworkBuilder* networkBuilder() const { return builder_; }
    GraphView* graphView() const { return graph_; }
    CompareView* compareView() const { return compare_; }
    QAction* compareAction() const { return compareAction_; }
    TraceModel* traceModel() const { return model_; }
    QComboBox* scenarioCombo() const { return scenarioCombo_; }
    QComboBox* modeCombo() const { return modeCombo_; }
    QPlainTextEdit* log() const { return log_; }

    /// Selects scenario `name` (its param form and lesson follow); false when unknown.
    bool selectScenario(const QString& name);
    QString currentScenario() const;
    void setMode(scenarios::RunMode mode);
    scenarios::RunMode mode() const;
    /// The parameter editor of `name` in the run panel (nullptr when there is none).
    QWidget* paramEditor(const QString& name) const;
    /// Sets the run panel's editor of parameter `name` (false when there is none). With the
    /// network from the Network dock, `batch_size` sets the dock's batch size (0: leaves it).
    bool setParamValue(const QString& name, const QString& value);
    /// The run panel's values, as text, by name.
    std::vector<std::pair<std::string, std::string>> paramValues() const;

    /// Shows a Chrome trace file in the timeline; on failure returns false with the
    /// reason in `error` and leaves the window as it was.
    bool loadTraceFile(const QString& path, QString* error = nullptr);
    /// Writes the last run as a Chrome trace; false when there is none or writing failed.
    bool writeTraceFile(const QString& path, QString* error = nullptr) const;

    /// The text shown by Help > About AsyncLab (version, license, Qt version).
    static QString aboutText();

    /// Runs the selected scenario twice, with parameter `param` set to `a` and then to
    /// `b`, and shows both runs in the Compare view; false when it could not start.
    /// Besides the scenario's parameters, `param` may be kSpinSetting or kModeSetting
    /// ("real" or "sim": this machine beside the simulated one).
    bool startCompare(const QString& param, const QString& a, const QString& b);
    bool isComparing() const { return compareJob_.has_value(); }

    /// Run > Spin Before Sleeping: microseconds an idle worker, or the front end at a sync,
    /// spins before it sleeps in the runs started from now on (clamped to [0, kMaxSpinUs]).
    void setSpinUs(int us);
    int spinUs() const;
    /// Run > Skip the Math (Timing Only): whether simulated runs started from now on skip
    /// the math of their ops (real runs always compute).
    void setTimingOnly(bool on);
    bool timingOnly() const;
    /// The name that stands for the spin budget in startCompare() and session files.
    static constexpr const char* kSpinSetting = "spin_us";
    /// The name that stands for the run mode (the Mode box) in startCompare().
    static constexpr const char* kModeSetting = "mode";

    /// The whole state as a session (network, run settings, last run).
    bool saveSessionFile(const QString& path, QString* error = nullptr) const;
    /// Restores a session; on failure returns false with the reason in `error` and leaves
    /// the window as it was.
    bool loadSessionFile(const QString& path, QString* error = nullptr);

    /// Shows the builder's network, hybridized, in the graph view: the traced graph
    /// before and after each optimization pass. False (with the reason) when it cannot.
    bool showCompiledNetwork(QString* error = nullptr);

    /// Writes a view as PNG, SVG or PDF (by the file's suffix) at `size` logical pixels
    /// times `scale`: view is "timeline", "memory", "graph" or "compare".
    bool exportView(const QString& view, const QString& path, QSize size, double scale = 1.0,
                    QString* error = nullptr);

  public slots:
    void showAbout();
    /// Runs the selected scenario with the panel's values; false when it could not start.
    bool startRun();
    void stopRun();
    /// Pauses a running scenario's front end, or lets a paused one go on.
    void togglePause();
    /// Lets a running (or paused) scenario issue one more op, then holds it.
    void stepRun();
    void openTrace();
    void exportTimeline(const QString& format);
    void exportTrace();
    void compareDialog();
    void saveSession();
    void openSession();
    void exportDialog(const QString& view);

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void createActions();
    void createMenus();
    void createStatusBar();
    void createDocks();
    QWidget* createRunPanel();
    void rebuildParamForm();
    /// Whether the current scenario's network is the Network dock's.
    bool networkFromDock() const;
    void updateLesson();
    void setRunning(bool running);
    void setPaused(bool paused);
    void onRunFinished();
    void appendLog(const QString& line);
    void restoreSettings();
    void onCompareStepDone();
    void saveSettings() const;
    void createSpinMenu();
    /// Asks for a spin budget other than the menu's choices.
    void chooseOtherSpin();
    /// Whether `param` names the spin budget (and no parameter of the scenario does).
    bool isSpinSetting(const QString& param) const;
    /// Whether `param` names the run mode (and no parameter of the scenario does).
    bool isModeSetting(const QString& param) const;
    /// Sets what a compare run varies: the spin budget, the mode or a run panel parameter.
    bool applyCompareValue(const QString& param, const QString& value);

    TraceModel* model_ = nullptr;
    NetworkBuilder* builder_ = nullptr;
    GraphView* graph_ = nullptr;
    CompareView* compare_ = nullptr;
    QDockWidget* networkDock_ = nullptr;
    QDockWidget* graphDock_ = nullptr;
    QTabWidget* centralTabs_ = nullptr;
    QDockWidget* lessonDock_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* saveSessionAction_ = nullptr;
    QAction* openSessionAction_ = nullptr;
    QAction* compiledGraphAction_ = nullptr;
    struct CompareJob {
        QString param, a, b;
        std::unique_ptr<scenarios::ScenarioResult> first;
    };
    std::optional<CompareJob> compareJob_;
    RunController* controller_ = nullptr;
    TimelineView* timeline_ = nullptr;
    MemoryView* memory_ = nullptr;
    SummaryView* summary_ = nullptr;
    QPlainTextEdit* log_ = nullptr;
    QTextBrowser* lesson_ = nullptr;
    QComboBox* scenarioCombo_ = nullptr;
    QComboBox* modeCombo_ = nullptr;
    QFormLayout* paramForm_ = nullptr;
    QWidget* paramBox_ = nullptr;
    QProgressBar* progress_ = nullptr;
    std::vector<QDockWidget*> docks_;

    QMenu* fileMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* runMenu_ = nullptr;
    QAction* gpuTimingAction_ = nullptr;
    QAction* timingOnlyAction_ = nullptr;
    QMenu* spinMenu_ = nullptr;
    QActionGroup* spinGroup_ = nullptr;
    QAction* otherSpinAction_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* exportPngAction_ = nullptr;
    QAction* exportSvgAction_ = nullptr;
    QAction* exportPdfAction_ = nullptr;
    QAction* exportTraceAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    QAction* runAction_ = nullptr;
    QAction* pauseAction_ = nullptr;
    QActionGroup* themeGroup_ = nullptr;
    QAction* stepAction_ = nullptr;
    QAction* stopAction_ = nullptr;
};

}  // namespace asynclab
