#include "ui/models/file_kind.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <optional>

#include "ui/models/session.h"

namespace asynclab {

namespace {

struct Texts {
    Q_DECLARE_TR_FUNCTIONS(asynclab::FileKind)
};

/// What the first bytes of a JSON document say about it.
struct JsonHead {
    bool array = false;        ///< the document is an array
    bool traceEvents = false;  ///< a top-level "traceEvents"
    bool symbol = false;       ///< a top-level "nodes", "heads" or "arg_nodes"
    bool session = false;      ///< a top-level "format": "asynclab-session"
    bool complete = false;     ///< the whole top-level object was seen
};

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Reads a JSON string starting at head[i] == '"'; returns its text (escapes kept as
/// written, enough to compare keys) and leaves i after the closing quote. nullopt when the
/// head ends inside it.
std::optional<QByteArray> readString(const QByteArray& head, qsizetype& i) {
    QByteArray text;
    for (++i; i < head.size(); ++i) {
        const char c = head[i];
        if (c == '\\') {
            if (++i >= head.size()) return std::nullopt;
            text += '\\';
            text += head[i];
        } else if (c == '"') {
            ++i;
            return text;
        } else {
            text += c;
        }
    }
    return std::nullopt;
}

/// The top-level keys of the object that starts `head`, as far as the head goes: only
/// the structure is followed (strings, nesting), values are skipped unread.
JsonHead scanJson(const QByteArray& head) {
    JsonHead out;
    qsizetype i = 0;
    if (head.startsWith("\xEF\xBB\xBF")) i = 3;  // a UTF-8 byte order mark
    while (i < head.size() && isSpace(head[i])) ++i;
    if (i >= head.size()) return out;
    if (head[i] == '[') {
        out.array = true;
        return out;
    }
    if (head[i] != '{') return out;
    int depth = 0;
    std::optional<QByteArray> key;  // a top-level string that may be a key
    QByteArray lastKey;
    bool expectValue = false;
    while (i < head.size()) {
        const char c = head[i];
        if (c == '"') {
            const auto text = readString(head, i);
            if (!text) return out;
            if (depth == 1 && expectValue) {
                if (lastKey == "format" && *text == Session::kFormat) out.session = true;
                expectValue = false;
            } else if (depth == 1) {
                key = text;
            }
            continue;
        }
        if (c == ':' && depth == 1 && key) {
            lastKey = *key;
            key.reset();
            if (lastKey == "traceEvents") out.traceEvents = true;
            if (lastKey == "nodes" || lastKey == "heads" || lastKey == "arg_nodes")
                out.symbol = true;
            expectValue = true;
        } else if (c == '{' || c == '[') {
            ++depth;
            expectValue = false;
        } else if (c == '}' || c == ']') {
            if (--depth == 0) {
                out.complete = true;
                return out;
            }
        } else if (c == ',' && depth == 1) {
            expectValue = false;
        }
        ++i;
    }
    return out;
}

}  // namespace

FileKind fileKindOf(const QByteArray& head, const QString& fileName) {
    // A script has no marker, and may well start with '[' or '{': its suffix decides.
    if (fileName.endsWith(QLatin1String(".py"), Qt::CaseInsensitive)) return FileKind::Script;
    if (head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1f &&
        static_cast<unsigned char>(head[1]) == 0x8b)
        return FileKind::Trace;  // gzip: the trace reader decompresses it
    const JsonHead json = scanJson(head);
    if (json.array || json.traceEvents) return FileKind::Trace;
    if (json.session) return FileKind::Session;
    if (json.symbol) return FileKind::Symbol;
    return FileKind::Unknown;
}

FileKind detectFileKind(const QString& path, QString* error) {
    const auto fail = [error](const QString& message) {
        if (error) *error = message;
        return FileKind::Unknown;
    };
    const QFileInfo info(path);
    if (!info.exists()) return fail(Texts::tr("%1: no such file").arg(path));
    if (info.isDir()) return fail(Texts::tr("%1: is a folder, not a file").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Texts::tr("%1: cannot be read: %2").arg(path, file.errorString()));
    const FileKind kind = fileKindOf(file.read(kFileKindHeadBytes), info.fileName());
    if (kind == FileKind::Unknown)
        return fail(Texts::tr("%1: not a file AsyncLab opens (a Chrome trace, .json or .json.gz; "
                              "a session, .asynclab; an MXNet -symbol.json; a Python script, "
                              ".py)")
                        .arg(path));
    return kind;
}

QString openFileFilter() {
    return Texts::tr(
        "Everything AsyncLab opens (*.json *.json.gz *.gz *.asynclab *.py);;"
        "Chrome traces (*.json *.json.gz *.gz);;AsyncLab sessions (*.asynclab);;"
        "MXNet symbols (*-symbol.json *.json);;Python scripts (*.py);;"
        "All files (*)");
}

}  // namespace asynclab
