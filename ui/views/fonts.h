// Fonts the views share.
#pragma once

#include <QFont>

namespace asynclab {

/// The system's fixed-pitch family, with nothing else set: on a widget it takes every other
/// attribute, its size among them, from the widget's parent, so code and output follow the
/// application's font (teacher mode enlarges it) where the system's fixed font, which
/// carries a size of its own, would stay at the normal size.
QFont monospaceFont();

}  // namespace asynclab
