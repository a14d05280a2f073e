// The main window's commands: every QAction with its name, shortcut and tips, and the menus
// they are arranged in. The window connects them to what they do.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;
class QObject;
class QWidget;

namespace asynclab {

class RunSettingsModel;

struct WindowActions {
    Q_DECLARE_TR_FUNCTIONS(asynclab::WindowActions)

  public:
    /// Creates every action, owned by `parent`.
    explicit WindowActions(QObject* parent);

    // File
    /// Opens a trace, a session, an MXNet symbol or a Python script, recognised by content.
    QAction* open = nullptr;
    /// Saves the session to its file (Save Session As for a new one).
    QAction* saveSession = nullptr;
    QAction* saveSessionAs = nullptr;
    QAction* exportPng = nullptr;
    QAction* exportSvg = nullptr;
    QAction* exportPdf = nullptr;
    /// File > Export View, by the view's name ("timeline", "memory", "graph", "compare").
    std::vector<std::pair<QString, QAction*>> exportViews;
    QAction* exportTrace = nullptr;
    /// The Code dock's script.
    QAction* openScript = nullptr;
    QAction* saveScript = nullptr;
    QAction* saveScriptAs = nullptr;
    QAction* quit = nullptr;
    // View
    QAction* collapseDevices = nullptr;
    QAction* expandDevices = nullptr;
    QActionGroup* themes = nullptr;  ///< each action's data: "system", "light", "dark"
    /// Predictions asked of the room, results hidden until Reveal, large fonts.
    QAction* teacherMode = nullptr;
    // View > Replay: the finished run in slow motion.
    QAction* replayPlay = nullptr;  ///< checkable: playing
    QAction* replayPrevious = nullptr;
    QAction* replayNext = nullptr;
    QAction* replayStop = nullptr;
    /// Each action's data: a language's code, "" the system's.
    QActionGroup* languages = nullptr;
    // Run
    QAction* run = nullptr;
    QAction* pause = nullptr;
    QAction* step = nullptr;
    QAction* stop = nullptr;
    QAction* compare = nullptr;
    QAction* compiledGraph = nullptr;
    // Run: the Code dock's cells. Their keys (and Save Python Script's) act while the
    // focus is in the dock: addCodeActions().
    QAction* runCell = nullptr;
    QAction* runCellAdvance = nullptr;
    QAction* runAllCells = nullptr;
    QAction* restartKernel = nullptr;
    QAction* gpuTiming = nullptr;
    QAction* timingOnly = nullptr;
    QActionGroup* spins = nullptr;  ///< each preset's data: its microseconds
    QAction* otherSpin = nullptr;   ///< data -1
    // Help
    QAction* manual = nullptr;
    QAction* about = nullptr;
    QAction* aboutQt = nullptr;

    struct Menus {
        QMenu* file = nullptr;
        QMenu* view = nullptr;
        QMenu* run = nullptr;
        QMenu* spin = nullptr;
        QMenu* help = nullptr;
    };
    /// Fills `bar`: File (with the `recent` files after Open), View (the docks' `toggles`,
    /// then `viewActions`), Run and Help.
    Menus buildMenus(QMenuBar* bar, const std::vector<QAction*>& toggles,
                     const std::vector<QAction*>& viewActions, QMenu* recent) const;
    /// Makes the Run menu's switches a view of `settings`: GPU timing, timing-only (enabled
    /// for simulated runs only) and the spin budget's check mark follow it, and toggling
    /// GPU timing or timing-only sets it (the spin entries are the window's to connect).
    void bind(RunSettingsModel* settings) const;
    /// The Code dock's actions, in its tool bar's order (nullptr: a separator).
    std::vector<QAction*> codeActions() const;
    /// Makes the keys of the Code dock's actions work while the focus is in `dock`.
    void addCodeActions(QWidget* dock) const;
    /// Checks the spin preset of `us`, or Other with the budget in its text.
    void showSpinUs(int us) const;
    /// The spin presets' budgets, in menu order.
    std::vector<int> spinPresets() const;
    /// Asks for a spin budget other than the presets, starting at `current`; nullopt when
    /// cancelled.
    static std::optional<int> askOtherSpin(QWidget* parent, int current);
    /// Checks the theme `name`.
    void showTheme(const QString& name) const;
    /// Checks the language `code` ("" the system's).
    void showLanguage(const QString& code) const;
};

}  // namespace asynclab
