// What kind of file the window is asked to open, recognised by its content: a Chrome
// trace (gzip-compressed, an array of events or an object with "traceEvents"), an AsyncLab
// session ("format": "asynclab-session"), an MXNet symbol ("nodes", "heads",
// "arg_nodes") or a Python script (by its .py suffix, the one kind without a marker).
#pragma once

#include <QByteArray>
#include <QString>

namespace asynclab {

enum class FileKind { Unknown, Trace, Session, Symbol, Script };

/// How many bytes of a file fileKindOf() looks at.
inline constexpr qint64 kFileKindHeadBytes = qint64{1} << 20;

/// The kind of a file whose first bytes are `head` (at most kFileKindHeadBytes; a prefix
/// of a larger file is enough) and whose name is `fileName`.
FileKind fileKindOf(const QByteArray& head, const QString& fileName);

/// Reads the start of `path` and recognises it; Unknown with the problem (naming the file)
/// in *error when it cannot be read or is none of the kinds.
FileKind detectFileKind(const QString& path, QString* error);

/// The file dialog's filters: every kind the window opens, then each kind alone.
QString openFileFilter();

}  // namespace asynclab
