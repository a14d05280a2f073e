// Changing the interface's language while AsyncLab runs: View > Language ends the event
// loop with kNewLanguage, and the application builds its window again in the new language,
// carrying the session (settings, network, last run), the Code dock's script and the layout
// over.
#pragma once

#include <QString>
#include <memory>

class QApplication;

namespace asynclab {

class MainWindow;

/// The exit code with which the event loop ends when View > Language chose another language.
constexpr int kNewLanguage = 0x4c414e;

/// Checks `applied` in View > Language; choosing another remembers it and ends the event
/// loop with kNewLanguage.
void connectLanguage(MainWindow& window, const QString& applied);

/// Applies the language now chosen and returns a new window with `old`'s session and
/// layout; `old` is closed. Problems carrying the session over are written to `error`.
std::unique_ptr<MainWindow> rebuildInLanguage(QApplication& app, std::unique_ptr<MainWindow> old,
                                              QString* error = nullptr);

}  // namespace asynclab
