#include "ui/models/code_cells.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

namespace asynclab {

namespace {

/// A line with nothing to run: blank or a comment.
bool idle(QStringView line) {
    const QStringView t = line.trimmed();
    return t.isEmpty() || t.startsWith(u'#');
}

}  // namespace

bool isCellMarker(QStringView line) {
    const QStringView t = line.trimmed();
    if (!t.startsWith(u"# %%")) return false;
    return t.size() == 4 || t[4].isSpace();
}

std::vector<CodeCell> splitCells(const QString& text) {
    std::vector<CodeCell> cells;
    QStringList lines = text.split(u'\n');
    if (text.endsWith(u'\n')) lines.removeLast();  // no line after the last newline
    // Each cell runs from its first line to the next marker.
    const auto add = [&](int first, int end, bool marked) {
        CodeCell cell;
        cell.firstLine = first + 1;
        cell.lastLine = end;
        bool blank = true;
        for (int i = first; i < end; ++i) {
            blank = blank && lines[i].trimmed().isEmpty();
            cell.empty = cell.empty && idle(lines[i]);
        }
        if (!marked && blank) return;
        cell.source = lines.mid(first, end - first).join(u'\n');
        if (marked) cell.title = lines[first].trimmed().mid(4).trimmed();
        cells.push_back(std::move(cell));
    };
    int first = 0;
    bool marked = false;
    for (int i = 0; i < lines.size(); ++i) {
        if (!isCellMarker(lines[i])) continue;
        if (i > 0) add(first, i, marked);
        first = i;
        marked = true;
    }
    if (!lines.isEmpty()) add(first, static_cast<int>(lines.size()), marked);
    return cells;
}

int cellAt(const std::vector<CodeCell>& cells, int line) {
    int found = -1;
    for (int i = 0; i < static_cast<int>(cells.size()); ++i)
        if (cells[static_cast<std::size_t>(i)].firstLine <= line) found = i;
    return found;
}

std::vector<LineReference> lineReferences(const QString& text) {
    // `File "x.py", line 3` (a traceback's frame) and `x.py:3` (an error's or a sync
    // point's); a file name may hold spaces only in the quoted form.
    static const QRegularExpression frame(QStringLiteral(R"re(File "([^"]+\.py)", line (\d+))re"));
    static const QRegularExpression plain(QStringLiteral(R"re(([^\s"'():<>]+\.py):(\d+))re"));
    std::vector<LineReference> found;
    const auto add = [&](const QRegularExpression& re) {
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString file = m.captured(1);
            if (file.startsWith(u'<')) continue;
            bool overlaps = false;
            for (const LineReference& r : found)
                overlaps |= m.capturedStart(0) < r.start + r.length &&
                            r.start < m.capturedStart(0) + m.capturedLength(0);
            if (overlaps) continue;
            found.push_back({static_cast<int>(m.capturedStart(0)),
                             static_cast<int>(m.capturedLength(0)), file, m.captured(2).toInt()});
        }
    };
    add(frame);
    add(plain);
    std::sort(found.begin(), found.end(),
              [](const LineReference& a, const LineReference& b) { return a.start < b.start; });
    return found;
}

std::optional<LineReference> lineReferenceAt(const QString& text, int column) {
    for (const LineReference& r : lineReferences(text))
        if (column >= r.start && column < r.start + r.length) return r;
    return std::nullopt;
}

bool sameScript(const QString& file, const QString& document) {
    if (file.isEmpty() || document.isEmpty()) return false;
    return QFileInfo(file).fileName() == QFileInfo(document).fileName();
}

}  // namespace asynclab
