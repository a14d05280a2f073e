// A Python script as the Code dock sees it: cells separated by "# %%" lines (as Jupytext,
// VS Code and Spyder write them), and the "file:line" references in what a run prints
// (tracebacks' `File "x.py", line 3`, errors' "x.py:3: NameError: ..."), which lead back
// to the script's lines. Plain functions of text.
#pragma once

#include <QString>
#include <QStringView>
#include <optional>
#include <vector>

namespace asynclab {

struct CodeCell {
    int firstLine = 1;  ///< 1-based, in the whole text: the marker line, or line 1
    int lastLine = 1;   ///< inclusive
    QString source;     ///< its lines, the marker line included (a comment)
    QString title;      ///< what follows "# %%" on its marker line, trimmed
    /// Whether it holds nothing but blank lines and comments (Run All skips it).
    bool empty = true;
};

/// Whether `line` starts a cell: "# %%", after any indentation, then nothing or a space
/// and a title ("# %% [markdown]" too).
bool isCellMarker(QStringView line);

/// The cells of `text`, in order. The lines before the first marker are a cell only when
/// they hold more than blank lines; every marker starts one. No cells for an empty text.
std::vector<CodeCell> splitCells(const QString& text);

/// The index of the cell holding 1-based `line` (the last one for a line past the end; -1
/// when there are no cells, or the line is before the first, which can only be blank).
int cellAt(const std::vector<CodeCell>& cells, int line);

/// A "file:line" reference in a line of output.
struct LineReference {
    int start = 0;  ///< where it is in the line (what a click on it must hit)
    int length = 0;
    QString file;
    int line = 0;
};

/// The references in one line of output: Python's `File "x.py", line 3` and "x.py:3",
/// for files ending in .py (AsyncLab's own modules, "<asynclab>/...", are not the user's
/// and are left out).
std::vector<LineReference> lineReferences(const QString& text);
/// The reference at `column` of `text`, if any.
std::optional<LineReference> lineReferenceAt(const QString& text, int column);
/// Whether a reference's `file` names `document` (a path; the same name in another folder
/// counts, as the traceback of an unsaved or moved script names it).
bool sameScript(const QString& file, const QString& document);

}  // namespace asynclab
