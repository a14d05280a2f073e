#include "ui/views/code_editor.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>
#include <QTextBlock>
#include <algorithm>

#include "ui/views/fonts.h"
#include "ui/views/python_highlighter.h"

namespace asynclab {

/// The margin with the line numbers; the editor paints it.
class CodeEditorGutter : public QWidget {
  public:
    explicit CodeEditorGutter(CodeEditor* editor) : QWidget(editor), editor_(editor) {
        setObjectName(QStringLiteral("codeGutter"));
    }
    QSize sizeHint() const override { return {editor_->lineNumberAreaWidth(), 0}; }

  protected:
    void paintEvent(QPaintEvent* event) override { editor_->paintGutter(event); }

  private:
    CodeEditor* editor_;
};

namespace {

constexpr int kIndent = 4;
/// The width of the cell mark at the margin's right edge.
constexpr int kCellMark = 3;

bool darkBackground(const QPalette& palette) {
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor withAlpha(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

}  // namespace

CodeEditor::CodeEditor(QWidget* parent) : QPlainTextEdit(parent) {
    setObjectName(QStringLiteral("codeEditor"));
    setFont(monospaceFont());
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabStopDistance(fontMetrics().horizontalAdvance(QString(kIndent, u' ')));
    setCenterOnScroll(false);
    highlighter_ = new PythonHighlighter(document());
    highlighter_->setDark(darkBackground(palette()));
    gutter_ = new CodeEditorGutter(this);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect& rect, int dy) {
        if (dy != 0)
            gutter_->scroll(0, dy);
        else
            gutter_->update(0, rect.y(), gutter_->width(), rect.height());
    });
    // The cell mark follows the cursor.
    connect(this, &QPlainTextEdit::cursorPositionChanged, gutter_, qOverload<>(&QWidget::update));
    connect(document(), &QTextDocument::contentsChange, this, [this](int, int removed, int added) {
        if ((removed > 0 || added > 0) && errorLine_ != 0) {
            errorLine_ = 0;
            gutter_->update();
        }
        updateSelections();
    });
    updateGutterWidth();
}

int CodeEditor::lineNumberAreaWidth() const {
    int digits = 1;
    for (int max = std::max(1, blockCount()); max >= 10; max /= 10) ++digits;
    digits = std::max(digits, 3);
    return fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits + 10 + kCellMark;
}

void CodeEditor::updateGutterWidth() {
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
}

void CodeEditor::resizeEvent(QResizeEvent* event) {
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    gutter_->setGeometry(QRect(r.left(), r.top(), lineNumberAreaWidth(), r.height()));
}

void CodeEditor::changeEvent(QEvent* event) {
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        highlighter_->setDark(darkBackground(palette()));
        updateSelections();
    } else if (event->type() == QEvent::FontChange) {
        setTabStopDistance(fontMetrics().horizontalAdvance(QString(kIndent, u' ')));
        updateGutterWidth();
    }
}

void CodeEditor::goToLine(int line) {
    const QTextBlock block =
        document()->findBlockByNumber(std::clamp(line - 1, 0, std::max(0, blockCount() - 1)));
    QTextCursor cursor(block);
    setTextCursor(cursor);
    centerCursor();
    setFocus(Qt::OtherFocusReason);
}

void CodeEditor::advanceCell() {
    const std::vector<CodeCell> all = cells();
    const int current = cellAt(all, cursorLine());
    if (current + 1 < static_cast<int>(all.size())) {
        // Into the next cell, past its marker (every cell after the first has one).
        const CodeCell& next = all[static_cast<std::size_t>(current + 1)];
        if (next.lastLine > next.firstLine) return goToLine(next.firstLine + 1);
        goToLine(next.firstLine);
        QTextCursor cursor = textCursor();
        cursor.movePosition(QTextCursor::EndOfBlock);
        cursor.insertText(QStringLiteral("\n"));
        setTextCursor(cursor);
        return;
    }
    // The last cell: a new one after it, as a notebook opens one.
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    const QString text = toPlainText();
    cursor.insertText((text.isEmpty() || text.endsWith(u'\n') ? QString() : QStringLiteral("\n")) +
                      QStringLiteral("\n# %%\n"));
    setTextCursor(cursor);
    ensureCursorVisible();
    setFocus(Qt::OtherFocusReason);
}

void CodeEditor::appendCell(const QString& code, const QString& title) {
    const QString text = toPlainText();
    // A blank line between the text and the new cell's marker.
    QString added;
    if (!text.isEmpty())
        added = text.endsWith(u'\n') ? QStringLiteral("\n") : QStringLiteral("\n\n");
    const int markerLine = static_cast<int>(text.count(u'\n') + added.count(u'\n')) + 1;
    added += QStringLiteral("# %%");
    if (!title.isEmpty()) added += u' ' + title;
    added += u'\n' + code;
    if (!added.endsWith(u'\n')) added += u'\n';
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(added);
    goToLine(markerLine + 1);
}

void CodeEditor::setErrorLine(int line) {
    errorLine_ = line;
    updateSelections();
    gutter_->update();
}

void CodeEditor::setRunningLines(int first, int last) {
    runningFirst_ = first;
    runningLast_ = last;
    gutter_->update();
}

void CodeEditor::addKeyAction(QAction* action) {
    keyActions_.push_back(action);
}

QAction* CodeEditor::keyAction(const QKeyEvent* event) const {
    // The keypad's Enter counts as Return.
    const Qt::Key key = event->key() == Qt::Key_Enter ? Qt::Key_Return : Qt::Key(event->key());
    const QKeySequence pressed(QKeyCombination(event->modifiers() & ~Qt::KeypadModifier, key));
    for (QAction* action : keyActions_)
        if (action->shortcut() == pressed) return action;
    return nullptr;
}

bool CodeEditor::event(QEvent* event) {
    // The actions' keys are the editor's own while it has the focus: a window-wide
    // shortcut with the same keys (the lesson's Reveal) does not take them.
    if (event->type() == QEvent::ShortcutOverride && keyAction(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QPlainTextEdit::event(event);
}

void CodeEditor::keyPressEvent(QKeyEvent* event) {
    if (QAction* action = keyAction(event)) {
        if (action->isEnabled()) action->trigger();
        event->accept();
        return;
    }
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (plain && event->key() == Qt::Key_Tab && !textCursor().hasSelection()) {
        const int column = textCursor().positionInBlock();
        insertPlainText(QString(kIndent - column % kIndent, u' '));
        return;
    }
    if (plain && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        newLine();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void CodeEditor::newLine() {
    QTextCursor cursor = textCursor();
    const QString line = cursor.block().text().left(cursor.positionInBlock());
    qsizetype indent = 0;
    while (indent < line.size() && line[indent] == u' ') ++indent;
    QString next(indent, u' ');
    if (line.trimmed().endsWith(u':')) next += QString(kIndent, u' ');
    cursor.insertText(u'\n' + next);
    setTextCursor(cursor);
    ensureCursorVisible();
}

void CodeEditor::updateSelections() {
    QList<QTextEdit::ExtraSelection> selections;
    const QColor band = withAlpha(palette().color(QPalette::Highlight), 40);
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (!isCellMarker(block.text())) continue;
        QTextEdit::ExtraSelection s;
        s.format.setBackground(band);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.cursor = QTextCursor(block);
        selections << s;
    }
    if (errorLine_ > 0) {
        const QTextBlock block = document()->findBlockByNumber(errorLine_ - 1);
        if (block.isValid()) {
            QTextEdit::ExtraSelection s;
            s.format.setBackground(QColor(220, 50, 47, 60));
            s.format.setProperty(QTextFormat::FullWidthSelection, true);
            s.cursor = QTextCursor(block);
            selections << s;
        }
    }
    setExtraSelections(selections);
}

void CodeEditor::paintEvent(QPaintEvent* event) {
    QPlainTextEdit::paintEvent(event);
    // A line above each cell's marker: the separator between cells.
    QPainter painter(viewport());
    painter.setPen(QPen(
        withAlpha(highlighter_->format(PythonHighlighter::Token::CellMarker).foreground().color(),
                  150),
        1));
    const QPointF offset = contentOffset();
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF r = blockBoundingGeometry(block).translated(offset);
        if (r.top() > event->rect().bottom()) break;
        if (block.blockNumber() > 0 && isCellMarker(block.text()))
            painter.drawLine(QPointF(0, r.top() + 0.5),
                             QPointF(viewport()->width(), r.top() + 0.5));
    }
}

void CodeEditor::paintGutter(QPaintEvent* event) {
    QPainter painter(gutter_);
    const QPalette& p = palette();
    painter.fillRect(event->rect(), p.color(QPalette::Window));
    const std::vector<CodeCell> all = cells();
    const int current = cellAt(all, cursorLine());
    const int cellFirst = current >= 0 ? all[static_cast<std::size_t>(current)].firstLine : 0;
    const int cellLast = current >= 0 ? all[static_cast<std::size_t>(current)].lastLine : -1;
    const int width = gutter_->width();
    const QColor number = p.color(QPalette::PlaceholderText);
    const QColor error(220, 50, 47);
    const QColor running(46, 160, 67);
    QFont bold = font();
    bold.setBold(true);
    const QPointF offset = contentOffset();
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF r = blockBoundingGeometry(block).translated(offset);
        if (r.top() > event->rect().bottom()) break;
        if (!block.isVisible() || r.bottom() < event->rect().top()) continue;
        const int line = block.blockNumber() + 1;
        const QRect row(0, static_cast<int>(r.top()), width, static_cast<int>(r.height()));
        // The cell being run in green, else the cursor's cell in the highlight colour.
        if (line >= runningFirst_ && line <= runningLast_)
            painter.fillRect(QRect(width - kCellMark, row.top(), kCellMark, row.height()), running);
        else if (line >= cellFirst && line <= cellLast)
            painter.fillRect(QRect(width - kCellMark, row.top(), kCellMark, row.height()),
                             p.color(QPalette::Highlight));
        const bool isError = line == errorLine_;
        painter.setFont(isError || line == cursorLine() ? bold : font());
        painter.setPen(isError ? error : line == cursorLine() ? p.color(QPalette::Text) : number);
        painter.drawText(row.adjusted(0, 0, -(kCellMark + 5), 0), Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(line));
    }
}

}  // namespace asynclab
