#include "ui/views/python_highlighter.h"

#include <QColor>
#include <QFont>
#include <QSet>
#include <QStringList>

#include "ui/models/code_cells.h"

namespace asynclab {

namespace {

/// The words of `names`, separated by spaces, as a set.
QSet<QString> wordSet(const char* names) {
    const QStringList words = QString::fromLatin1(names).split(u' ');
    return QSet<QString>(words.begin(), words.end());
}

const QSet<QString>& keywords() {
    static const QSet<QString> words = wordSet(
        "False None True and as assert async await break class continue def del elif else except "
        "finally for from global if import in is lambda nonlocal not or pass raise return try "
        "while with yield");
    return words;
}

const QSet<QString>& builtins() {
    static const QSet<QString> words = wordSet(
        "abs all any bool bytes callable classmethod dict dir divmod enumerate filter float "
        "format getattr globals hasattr hash id input int isinstance issubclass iter len list "
        "locals map max min next object open pow print property range repr reversed round set "
        "setattr slice sorted staticmethod str sum super tuple type vars zip Exception "
        "ArithmeticError AssertionError AttributeError ImportError IndexError KeyError "
        "KeyboardInterrupt MemoryError NameError NotImplementedError OSError RuntimeError "
        "StopIteration SyntaxError TypeError ValueError ZeroDivisionError NotImplemented Ellipsis "
        "__name__ __file__");
    return words;
}

/// A string prefix (r, b, f, u and their pairs, any case).
bool isStringPrefix(const QString& word) {
    static const QSet<QString> prefixes = wordSet("r b f u rb br fr rf");
    return word.size() <= 2 && prefixes.contains(word.toLower());
}

bool isQuote(QChar c) {
    return c == u'\'' || c == u'"';
}

/// The end of a number starting at `i`: digits, a fraction, an exponent, a base prefix,
/// underscores, and j for an imaginary one.
int numberEnd(const QString& text, int i) {
    const int n = static_cast<int>(text.size());
    if (text[i] == u'0' && i + 1 < n && QStringLiteral("xXoObB").contains(text[i + 1])) {
        i += 2;
        while (i < n && (text[i].isLetterOrNumber() || text[i] == u'_')) ++i;
        return i;
    }
    while (i < n) {
        const QChar c = text[i];
        if (c.isDigit() || c == u'_' || c == u'.') {
            ++i;
        } else if ((c == u'e' || c == u'E') && i + 1 < n &&
                   (text[i + 1].isDigit() || ((text[i + 1] == u'+' || text[i + 1] == u'-') &&
                                              i + 2 < n && text[i + 2].isDigit()))) {
            i += 2;
        } else if (c == u'j' || c == u'J') {
            return i + 1;
        } else {
            break;
        }
    }
    return i;
}

}  // namespace

PythonHighlighter::PythonHighlighter(QTextDocument* document) : QSyntaxHighlighter(document) {
    setDark(false);
}

void PythonHighlighter::setDark(bool dark) {
    dark_ = dark;
    // (token, light colour, dark colour, bold, italic)
    struct Style {
        Token token;
        const char* light;
        const char* dark;
        bool bold;
        bool italic;
    };
    for (const Style& s : {Style{Token::Keyword, "#7b1fa2", "#c792ea", true, false},
                           Style{Token::Builtin, "#0b6e99", "#56b6c2", false, false},
                           Style{Token::String, "#2e7d32", "#a5d6a7", false, false},
                           Style{Token::Comment, "#757575", "#9e9e9e", false, true},
                           Style{Token::Number, "#1565c0", "#f78c6c", false, false},
                           Style{Token::Decorator, "#9e6a03", "#ffcb6b", false, false},
                           Style{Token::Definition, "#00627a", "#82aaff", true, false},
                           Style{Token::CellMarker, "#ad1457", "#f48fb1", true, false}}) {
        QTextCharFormat f;
        f.setForeground(QColor(QLatin1String(dark ? s.dark : s.light)));
        if (s.bold) f.setFontWeight(QFont::Bold);
        f.setFontItalic(s.italic);
        formats_[static_cast<std::size_t>(s.token)] = f;
    }
    rehighlight();
}

int PythonHighlighter::string(const QString& text, int i, int prefixStart, const QString& quote) {
    const int n = static_cast<int>(text.size());
    int j = i;
    while (j < n) {
        if (text[j] == u'\\') {
            j += 2;  // an escaped character, the quote too (in raw strings as well)
            continue;
        }
        if (text.mid(j, quote.size()) == quote) {
            const int end = j + static_cast<int>(quote.size());
            set(prefixStart, end - prefixStart, Token::String);
            return end;
        }
        ++j;
    }
    // Unclosed: a triple-quoted string goes on in the next line, any other ends here.
    set(prefixStart, n - prefixStart, Token::String);
    if (quote.size() == 3)
        setCurrentBlockState(quote[0] == u'\'' ? InSingleTriple : InDoubleTriple);
    return n;
}

void PythonHighlighter::highlightBlock(const QString& text) {
    setCurrentBlockState(Normal);
    if (isCellMarker(text)) {
        set(0, static_cast<int>(text.size()), Token::CellMarker);
        return;
    }
    const int n = static_cast<int>(text.size());
    int i = 0;
    // Inside a triple-quoted string that an earlier line opened.
    if (const int previous = previousBlockState();
        previous == InSingleTriple || previous == InDoubleTriple)
        i = string(text, 0, 0,
                   previous == InSingleTriple ? QStringLiteral("'''") : QStringLiteral("\"\"\""));
    bool definition = false;  // the next name is what a def or class defines
    const auto opening = [&text](int at) {
        const QChar q = text[at];
        return text.mid(at, 3) == QString(3, q) ? QString(3, q) : QString(q);
    };
    while (i < n) {
        const QChar c = text[i];
        if (c == u'#') {
            set(i, n - i, Token::Comment);
            break;
        }
        if (isQuote(c)) {
            const QString quote = opening(i);
            i = string(text, i + static_cast<int>(quote.size()), i, quote);
            continue;
        }
        if (c.isLetter() || c == u'_') {
            int j = i + 1;
            while (j < n && (text[j].isLetterOrNumber() || text[j] == u'_')) ++j;
            const QString word = text.mid(i, j - i);
            if (j < n && isQuote(text[j]) && isStringPrefix(word)) {
                const QString quote = opening(j);
                i = string(text, j + static_cast<int>(quote.size()), i, quote);
                continue;
            }
            if (definition) {
                set(i, j - i, Token::Definition);
                definition = false;
            } else if (keywords().contains(word)) {
                set(i, j - i, Token::Keyword);
                definition = word == QLatin1String("def") || word == QLatin1String("class");
            } else if (builtins().contains(word) && (i == 0 || text[i - 1] != u'.')) {
                set(i, j - i, Token::Builtin);
            }
            i = j;
            continue;
        }
        if (c.isDigit() || (c == u'.' && i + 1 < n && text[i + 1].isDigit())) {
            const int end = numberEnd(text, i);
            set(i, end - i, Token::Number);
            i = end;
            continue;
        }
        if (c == u'@' && text.left(i).trimmed().isEmpty()) {
            int j = i + 1;
            while (j < n && (text[j].isLetterOrNumber() || text[j] == u'_' || text[j] == u'.')) ++j;
            set(i, j - i, Token::Decorator);
            i = j;
            continue;
        }
        ++i;
    }
}

}  // namespace asynclab
