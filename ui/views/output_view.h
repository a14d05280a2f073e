// The Output dock: what runs print, as a notebook's output shows it. The "file:line"
// references to the script in the Code dock (a traceback's `File "x.py", line 3`, an
// error's "x.py:3: ...") are links: a click on one asks to show that line.
#pragma once

#include <QPlainTextEdit>
#include <QString>
#include <optional>

#include "ui/models/code_cells.h"

namespace asynclab {

class OutputView : public QPlainTextEdit {
    Q_OBJECT

  public:
    explicit OutputView(QWidget* parent = nullptr);

    /// The script whose lines the references lead to (a path, or a name such as
    /// "untitled.py"); references to other files are not links.
    void setScript(const QString& script);
    const QString& script() const { return script_; }
    /// The link at `pos` (viewport coordinates), if any.
    std::optional<LineReference> linkAt(const QPoint& pos) const;

  signals:
    /// A link to line `line` of the script was clicked.
    void lineActivated(int line);

  protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

  private:
    class LinkHighlighter;
    LinkHighlighter* links_ = nullptr;
    QString script_;
    std::optional<QPoint> pressed_;
};

}  // namespace asynclab
