// Light and dark palettes for the whole application. The views draw with palette roles
// (Base, Text, Mid, ...) and restyle on QEvent::PaletteChange, so switching is live.
#pragma once

#include <QPalette>
#include <QString>

class QApplication;

namespace asynclab {

enum class Theme { System, Light, Dark };

/// "system", "light", "dark".
QString themeName(Theme theme);
/// Unknown names give System.
Theme themeFromName(const QString& name);

/// The dark palette: dark grey window and base, light text, blue highlight, and disabled
/// colours that stay readable.
QPalette darkPalette();
/// The light palette of the Fusion style.
QPalette lightPalette();

/// Applies `theme` to the application (Fusion style for Light and Dark so both palettes
/// render the same way on every platform; System restores the platform's palette).
void applyTheme(QApplication& app, Theme theme);

}  // namespace asynclab
