#include "ui/views/output_view.h"

#include <QMouseEvent>
#include <QSyntaxHighlighter>
#include <QTextBlock>

#include "ui/views/fonts.h"

namespace asynclab {

/// Underlines the links in the link colour.
class OutputView::LinkHighlighter : public QSyntaxHighlighter {
  public:
    LinkHighlighter(OutputView* view) : QSyntaxHighlighter(view->document()), view_(view) {}

  protected:
    void highlightBlock(const QString& text) override {
        if (view_->script().isEmpty()) return;
        QTextCharFormat link;
        link.setForeground(view_->palette().color(QPalette::Link));
        link.setFontUnderline(true);
        for (const LineReference& r : lineReferences(text))
            if (sameScript(r.file, view_->script())) setFormat(r.start, r.length, link);
    }

  private:
    OutputView* view_;
};

OutputView::OutputView(QWidget* parent) : QPlainTextEdit(parent) {
    setReadOnly(true);
    setFont(monospaceFont());
    links_ = new LinkHighlighter(this);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
}

void OutputView::setScript(const QString& script) {
    if (script == script_) return;
    script_ = script;
    links_->rehighlight();
}

std::optional<LineReference> OutputView::linkAt(const QPoint& pos) const {
    if (script_.isEmpty()) return std::nullopt;
    const QTextCursor cursor = cursorForPosition(pos);
    const QTextBlock block = cursor.block();
    // cursorForPosition() gives the nearest position: the point must be on the text.
    if (!block.isValid() ||
        pos.x() > static_cast<int>(blockBoundingGeometry(block).translated(contentOffset()).left() +
                                   fontMetrics().horizontalAdvance(block.text())))
        return std::nullopt;
    std::optional<LineReference> r = lineReferenceAt(block.text(), cursor.positionInBlock());
    // A click on a character's right half puts the cursor after it: the link's last one.
    if (!r && cursor.positionInBlock() > 0)
        r = lineReferenceAt(block.text(), cursor.positionInBlock() - 1);
    if (r && !sameScript(r->file, script_)) return std::nullopt;
    return r;
}

void OutputView::mouseMoveEvent(QMouseEvent* event) {
    QPlainTextEdit::mouseMoveEvent(event);
    viewport()->setCursor(linkAt(event->position().toPoint()) ? Qt::PointingHandCursor
                                                              : Qt::IBeamCursor);
}

void OutputView::mousePressEvent(QMouseEvent* event) {
    pressed_ = event->position().toPoint();
    QPlainTextEdit::mousePressEvent(event);
}

void OutputView::mouseReleaseEvent(QMouseEvent* event) {
    QPlainTextEdit::mouseReleaseEvent(event);
    const QPoint pos = event->position().toPoint();
    // A click, not the end of a selection.
    const bool click =
        pressed_ && (*pressed_ - pos).manhattanLength() < 4 && !textCursor().hasSelection();
    pressed_.reset();
    if (event->button() != Qt::LeftButton || !click) return;
    if (const auto link = linkAt(pos)) emit lineActivated(link->line);
}

}  // namespace asynclab
