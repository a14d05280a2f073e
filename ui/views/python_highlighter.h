// Python's syntax in colour for the Code dock: keywords, builtins, strings (triple-quoted
// ones across lines), comments, numbers, decorators, the names a def or class defines, and
// the "# %%" lines that separate cells. Colours for a light or a dark background.
#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <array>

namespace asynclab {

class PythonHighlighter : public QSyntaxHighlighter {
    Q_OBJECT

  public:
    enum class Token {
        Keyword,
        Builtin,
        String,
        Comment,
        Number,
        Decorator,
        Definition,
        CellMarker
    };
    static constexpr int kTokens = 8;

    explicit PythonHighlighter(QTextDocument* document);

    /// Colours that read on a dark background (true) or a light one; rehighlights.
    void setDark(bool dark);
    bool dark() const { return dark_; }
    const QTextCharFormat& format(Token token) const {
        return formats_[static_cast<std::size_t>(token)];
    }

  protected:
    void highlightBlock(const QString& text) override;

  private:
    /// The block states: outside any string, or inside a triple-quoted one.
    enum State { Normal = 0, InSingleTriple = 1, InDoubleTriple = 2 };

    void set(int start, int length, Token token) { setFormat(start, length, format(token)); }
    /// Highlights the string starting at `i` (after its prefix), quoted by `quote` (one
    /// character or three); returns where it ends (the text's size when it goes on).
    int string(const QString& text, int i, int prefixStart, const QString& quote);

    std::array<QTextCharFormat, kTokens> formats_;
    bool dark_ = false;
};

}  // namespace asynclab
