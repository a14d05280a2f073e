// The Code dock's editor: Python with line numbers and syntax colours, its "# %%" cells
// drawn as bands across the text, the cell holding the cursor marked in the margin, the
// lines running and the line an error came from marked too. Keys such as Ctrl+Enter go to
// the actions given (run the cell) instead of the text.
#pragma once

#include <QPlainTextEdit>
#include <vector>

#include "ui/models/code_cells.h"

class QAction;

namespace asynclab {

class PythonHighlighter;

class CodeEditor : public QPlainTextEdit {
    Q_OBJECT

  public:
    explicit CodeEditor(QWidget* parent = nullptr);

    PythonHighlighter* highlighter() const { return highlighter_; }
    QWidget* lineNumberArea() const { return gutter_; }
    /// The margin's width: the widest line number, the cell mark and some room.
    int lineNumberAreaWidth() const;

    /// The cells of the text as it is now.
    std::vector<CodeCell> cells() const { return splitCells(toPlainText()); }
    /// The cursor's line, 1-based.
    int cursorLine() const { return textCursor().blockNumber() + 1; }
    /// The index in cells() of the cell holding the cursor (-1: none).
    int currentCell() const { return cellAt(cells(), cursorLine()); }
    /// Puts the cursor at the start of `line` (1-based; clamped), shows it and takes focus.
    void goToLine(int line);
    /// Moves the cursor to the first line of the cell after the current one (appending an
    /// empty cell when it is the last), as Shift+Enter does in a notebook.
    void advanceCell();
    /// Appends `code` as a new cell, titled `title`, and puts the cursor in it.
    void appendCell(const QString& code, const QString& title);

    /// Marks `line` as the one an error came from (0: none); the next edit clears it.
    void setErrorLine(int line);
    int errorLine() const { return errorLine_; }
    /// Marks the lines from `first` to `last` as running (0, 0: none).
    void setRunningLines(int first, int last);

    /// Hands the key sequence of `action` to it (when enabled) instead of to the text.
    void addKeyAction(QAction* action);

  protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

  private:
    friend class CodeEditorGutter;
    void paintGutter(QPaintEvent* event);
    void updateGutterWidth();
    /// The bands of the cell markers and the error line.
    void updateSelections();
    QAction* keyAction(const QKeyEvent* event) const;
    /// A new line keeps the indentation, one more level after a colon.
    void newLine();

    PythonHighlighter* highlighter_ = nullptr;
    QWidget* gutter_ = nullptr;
    std::vector<QAction*> keyActions_;
    int errorLine_ = 0;
    int runningFirst_ = 0;
    int runningLast_ = 0;
};

}  // namespace asynclab
