// The Code dock's editor and the Output's links: Python's syntax gets its colours (strings
// across lines too), cells are drawn and run by their keys, the margin numbers the lines,
// and a click on a traceback's line in the Output asks for that line of the script.
#include <QAction>
#include <QTextBlock>
#include <QTextLayout>
#include <QtTest>

#include "ui/views/code_editor.h"
#include "ui/views/output_view.h"
#include "ui/views/python_highlighter.h"

using namespace asynclab;

namespace {

using Token = PythonHighlighter::Token;

/// The format the highlighter gave the text at `column` of line `line` (1-based), by the
/// token whose format it is; nullopt for none.
std::optional<Token> tokenAt(const CodeEditor& editor, int line, int column) {
    const QTextBlock block = editor.document()->findBlockByNumber(line - 1);
    for (const QTextLayout::FormatRange& r : block.layout()->formats()) {
        if (column < r.start || column >= r.start + r.length) continue;
        for (int t = 0; t < PythonHighlighter::kTokens; ++t)
            if (r.format == editor.highlighter()->format(Token(t))) return Token(t);
    }
    return std::nullopt;
}

}  // namespace

class TestCodeEditor : public QObject {
    Q_OBJECT

  private slots:
    void pythonGetsItsColours() {
        CodeEditor editor;
        editor.setPlainText(
            QStringLiteral("# %% Cell\n"                                    // 1
                           "@d2l.add_to_class\n"                            // 2
                           "def fancy_func(a, b=2):  # adds\n"              // 3
                           "    return print(a + 0x1F, 3.5e-3, 'it''s')\n"  // 4
                           "doc = \"\"\"first\n"                            // 5
                           "import inside a string\n"                       // 6
                           "end\"\"\" + rb'raw'\n"                          // 7
                           "for i in range(10): pass\n"));                  // 8
        QCOMPARE(tokenAt(editor, 1, 0), Token::CellMarker);
        QCOMPARE(tokenAt(editor, 1, 6), Token::CellMarker);
        QCOMPARE(tokenAt(editor, 2, 0), Token::Decorator);
        QCOMPARE(tokenAt(editor, 2, 10), Token::Decorator);
        QCOMPARE(tokenAt(editor, 3, 0), Token::Keyword);     // def
        QCOMPARE(tokenAt(editor, 3, 4), Token::Definition);  // fancy_func
        QCOMPARE(tokenAt(editor, 3, 15), std::nullopt);      // a
        QCOMPARE(tokenAt(editor, 3, 20), Token::Number);     // 2
        QCOMPARE(tokenAt(editor, 3, 25), Token::Comment);
        QCOMPARE(tokenAt(editor, 4, 4), Token::Keyword);   // return
        QCOMPARE(tokenAt(editor, 4, 11), Token::Builtin);  // print
        QCOMPARE(tokenAt(editor, 4, 21), Token::Number);   // 0x1F
        QCOMPARE(tokenAt(editor, 4, 27), Token::Number);   // 3.5e-3
        QCOMPARE(tokenAt(editor, 4, 35), Token::String);   // 'it'
        // A triple-quoted string runs across lines: a keyword inside it is string.
        QCOMPARE(tokenAt(editor, 5, 0), std::nullopt);  // doc
        QCOMPARE(tokenAt(editor, 5, 6), Token::String);
        QCOMPARE(tokenAt(editor, 6, 0), Token::String);  // import
        QCOMPARE(tokenAt(editor, 7, 2), Token::String);
        QCOMPARE(tokenAt(editor, 7, 6), std::nullopt);    // +
        QCOMPARE(tokenAt(editor, 7, 9), Token::String);   // rb'raw', the prefix too
        QCOMPARE(tokenAt(editor, 8, 0), Token::Keyword);  // for
        QCOMPARE(tokenAt(editor, 8, 6), Token::Keyword);  // in
        QCOMPARE(tokenAt(editor, 8, 9), Token::Builtin);  // range
        // Closing the string: what follows is code again.
        editor.setPlainText(QStringLiteral("s = '''a\nb'''\nimport os\n"));
        QCOMPARE(tokenAt(editor, 2, 0), Token::String);
        QCOMPARE(tokenAt(editor, 3, 0), Token::Keyword);
    }

    void darkAndLightColoursDiffer() {
        CodeEditor editor;
        const QColor light = editor.highlighter()->format(Token::Keyword).foreground().color();
        editor.highlighter()->setDark(true);
        QVERIFY(editor.highlighter()->dark());
        QVERIFY(editor.highlighter()->format(Token::Keyword).foreground().color() != light);
    }

    void theMarginGrowsWithTheLines() {
        CodeEditor editor;
        const int narrow = editor.lineNumberAreaWidth();
        QString text;
        for (int i = 0; i < 12000; ++i) text += QStringLiteral("x = 1\n");
        editor.setPlainText(text);
        QVERIFY(editor.lineNumberAreaWidth() > narrow);
    }

    void cellsAreAppendedAndAdvancedThrough() {
        CodeEditor editor;
        editor.setPlainText(QStringLiteral("a = 1"));
        editor.appendCell(QStringLiteral("b = a + 1"),
                          QStringLiteral("Lesson 12.2, step 1 (MXNet)"));
        QCOMPARE(editor.toPlainText(),
                 QStringLiteral("a = 1\n\n# %% Lesson 12.2, step 1 (MXNet)\nb = a + 1\n"));
        QCOMPARE(editor.cursorLine(), 4);  // in the new cell's code
        QCOMPARE(editor.currentCell(), 1);
        // Shift+Enter's move: from the first cell to the second's code, then past the last
        // cell a new one.
        editor.goToLine(1);
        editor.advanceCell();
        QCOMPARE(editor.cursorLine(), 4);
        editor.advanceCell();
        QCOMPARE(editor.cells().size(), std::size_t{3});
        QCOMPARE(editor.currentCell(), 2);
    }

    void runKeysGoToTheirActionsNotTheText() {
        CodeEditor editor;
        QAction run(QStringLiteral("Run Cell"));
        run.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
        QSignalSpy triggered(&run, &QAction::triggered);
        editor.addKeyAction(&run);
        editor.setPlainText(QStringLiteral("x = 1"));
        editor.moveCursor(QTextCursor::End);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTest::keyClick(&editor, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
        QCOMPARE(editor.toPlainText(), QStringLiteral("x = 1"));  // no new line
        // The keypad's Enter is Return; a disabled action takes the key and does nothing.
        QTest::keyClick(&editor, Qt::Key_Enter, Qt::ControlModifier | Qt::KeypadModifier);
        QCOMPARE(triggered.count(), 2);
        run.setEnabled(false);
        QTest::keyClick(&editor, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 2);
        QCOMPARE(editor.toPlainText(), QStringLiteral("x = 1"));
        // A plain Return keeps the indentation, and indents after a colon.
        editor.setPlainText(QStringLiteral("for i in range(3):"));
        editor.moveCursor(QTextCursor::End);
        QTest::keyClick(&editor, Qt::Key_Return);
        QTest::keyClicks(&editor, QStringLiteral("print(i)"));
        QTest::keyClick(&editor, Qt::Key_Return);
        QCOMPARE(editor.toPlainText(), QStringLiteral("for i in range(3):\n    print(i)\n    "));
    }

    void anErrorLineIsMarkedUntilTheNextEdit() {
        CodeEditor editor;
        editor.setPlainText(QStringLiteral("a = 1\nb = c\n"));
        editor.setErrorLine(2);
        QCOMPARE(editor.errorLine(), 2);
        bool marked = false;
        for (const QTextEdit::ExtraSelection& s : editor.extraSelections())
            marked |= s.cursor.blockNumber() == 1;
        QVERIFY(marked);
        editor.moveCursor(QTextCursor::End);
        editor.insertPlainText(QStringLiteral("c = 2\n"));
        QCOMPARE(editor.errorLine(), 0);
    }

    void aClickOnATracebackLineAsksForIt() {
        OutputView output;
        output.resize(700, 200);
        output.setScript(QStringLiteral("/home/me/demo.py"));
        output.appendPlainText(QStringLiteral("Traceback (most recent call last):"));
        output.appendPlainText(QStringLiteral("  File \"demo.py\", line 12, in <module>"));
        output.appendPlainText(QStringLiteral("  File \"other.py\", line 3, in f"));
        output.show();
        QVERIFY(QTest::qWaitForWindowExposed(&output));
        QSignalSpy activated(&output, &OutputView::lineActivated);
        // The point of a character in a line of the output.
        const auto at = [&output](int line, int column) {
            QTextCursor cursor(output.document()->findBlockByNumber(line));
            cursor.setPosition(cursor.position() + column);
            return output.cursorRect(cursor).center() + QPoint(2, 0);
        };
        QVERIFY(output.linkAt(at(1, 8)));
        QTest::mouseClick(output.viewport(), Qt::LeftButton, {}, at(1, 8));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 12);
        // Another file's line, and a line without a reference, are no links.
        QVERIFY(!output.linkAt(at(2, 8)));
        QTest::mouseClick(output.viewport(), Qt::LeftButton, {}, at(2, 8));
        QTest::mouseClick(output.viewport(), Qt::LeftButton, {}, at(0, 3));
        QCOMPARE(activated.count(), 1);
    }
};

QTEST_MAIN(TestCodeEditor)
#include "test_code_editor.moc"
