// Marks English text meant for people that an interface may show in its own language.
#pragma once

/// Evaluates to `text`, unchanged: the engine speaks English. Qt's lupdate collects every
/// mark as if it were QT_TRANSLATE_NOOP(context, text) (the build passes it
/// -tr-function-alias QT_TRANSLATE_NOOP+=ASYNCLAB_TEXT), so the interface's translations
/// hold the engine's sentences too, and the interface looks one up with
/// QCoreApplication::translate(context, text). Both arguments must be string literals
/// (lupdate reads the source; it does not expand macros).
#define ASYNCLAB_TEXT(context, text) text
