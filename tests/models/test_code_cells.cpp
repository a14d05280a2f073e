// A script as the Code dock sees it: "# %%" lines split it into cells that know their
// lines in the whole text, the cursor's line finds its cell, and the "file:line"
// references in what a run prints lead back to the script's lines.
#include <QtTest>

#include "ui/models/code_cells.h"

using namespace asynclab;

class TestCodeCells : public QObject {
    Q_OBJECT

  private slots:
    void markersStartCells() {
        QVERIFY(isCellMarker(u"# %%"));
        QVERIFY(isCellMarker(u"# %% Warm-up"));
        QVERIFY(isCellMarker(u"    # %% [markdown]"));
        QVERIFY(!isCellMarker(u"# %%%"));
        QVERIFY(!isCellMarker(u"#%%"));
        QVERIFY(!isCellMarker(u"x = 1  # %%"));
        QVERIFY(!isCellMarker(u"# a comment"));
    }

    void cellsKnowTheirLinesInTheWholeText() {
        const QString text = QStringLiteral(
            "import time\n"           // 1
            "from mxnet import np\n"  // 2
            "\n"                      // 3
            "# %% Warm-up\n"          // 4
            "a = np.ones((2, 2))\n"   // 5
            "# %%\n"                  // 6
            "# only a comment\n"      // 7
            "\n"                      // 8
            "# %%   The product  \n"  // 9
            "b = np.dot(a, a)\n"      // 10
            "print(b)\n");            // 11
        const std::vector<CodeCell> cells = splitCells(text);
        QCOMPARE(cells.size(), std::size_t{4});
        QCOMPARE(cells[0].firstLine, 1);
        QCOMPARE(cells[0].lastLine, 3);
        QCOMPARE(cells[0].source, QStringLiteral("import time\nfrom mxnet import np\n"));
        QVERIFY(cells[0].title.isEmpty());
        QVERIFY(!cells[0].empty);
        QCOMPARE(cells[1].firstLine, 4);
        QCOMPARE(cells[1].lastLine, 5);
        QCOMPARE(cells[1].title, QStringLiteral("Warm-up"));
        QCOMPARE(cells[1].source, QStringLiteral("# %% Warm-up\na = np.ones((2, 2))"));
        // Comments and blank lines only: a cell, with nothing to run.
        QCOMPARE(cells[2].firstLine, 6);
        QCOMPARE(cells[2].lastLine, 8);
        QVERIFY(cells[2].empty);
        QCOMPARE(cells[3].firstLine, 9);
        QCOMPARE(cells[3].lastLine, 11);
        QCOMPARE(cells[3].title, QStringLiteral("The product"));
        QCOMPARE(cells[3].source,
                 QStringLiteral("# %%   The product  \nb = np.dot(a, a)\nprint(b)"));
    }

    void blankLinesBeforeTheFirstMarkerAreNoCell() {
        std::vector<CodeCell> cells = splitCells(QStringLiteral("\n\n# %%\nx = 1"));
        QCOMPARE(cells.size(), std::size_t{1});
        QCOMPARE(cells[0].firstLine, 3);
        QCOMPARE(cells[0].lastLine, 4);
        QCOMPARE(cellAt(cells, 1), -1);  // before any cell
        QCOMPARE(cellAt(cells, 3), 0);
        // A script without markers is one cell; an empty text has none.
        cells = splitCells(QStringLiteral("x = 1\ny = 2"));
        QCOMPARE(cells.size(), std::size_t{1});
        QCOMPARE(cells[0].lastLine, 2);
        QVERIFY(splitCells(QString()).empty());
        QVERIFY(splitCells(QStringLiteral("\n\n")).empty());
    }

    void theCursorsLineFindsItsCell() {
        const std::vector<CodeCell> cells =
            splitCells(QStringLiteral("a = 1\n# %%\nb = 2\nc = 3\n# %%\nd = 4\n"));
        QCOMPARE(cells.size(), std::size_t{3});
        QCOMPARE(cellAt(cells, 1), 0);
        QCOMPARE(cellAt(cells, 2), 1);  // the marker line is its cell's
        QCOMPARE(cellAt(cells, 4), 1);
        QCOMPARE(cellAt(cells, 5), 2);
        QCOMPARE(cellAt(cells, 6), 2);
        QCOMPARE(cellAt(cells, 99), 2);  // past the end: the last one
        QCOMPARE(cellAt({}, 1), -1);
    }

    void referencesInTheOutputLeadToLines() {
        // A traceback's frame: the whole `File "...", line N` is the link.
        const QString frame = QStringLiteral("  File \"/tmp/a b/demo.py\", line 12, in <module>");
        std::vector<LineReference> refs = lineReferences(frame);
        QCOMPARE(refs.size(), std::size_t{1});
        QCOMPARE(refs[0].file, QStringLiteral("/tmp/a b/demo.py"));
        QCOMPARE(refs[0].line, 12);
        QCOMPARE(refs[0].start, 2);
        QCOMPARE(frame.mid(refs[0].start, refs[0].length),
                 QStringLiteral("File \"/tmp/a b/demo.py\", line 12"));
        // An error's and a sync point's "file:line".
        refs =
            lineReferences(QStringLiteral("error: demo.py:7: NameError: name 'q' is not defined"));
        QCOMPARE(refs.size(), std::size_t{1});
        QCOMPARE(refs[0].file, QStringLiteral("demo.py"));
        QCOMPARE(refs[0].line, 7);
        QCOMPARE(refs[0].start, 7);
        // AsyncLab's own modules are not the user's; other words are no references.
        QVERIFY(lineReferences(QStringLiteral("  File \"<asynclab>/mxnet/np.py\", line 3, in dot"))
                    .empty());
        QVERIFY(lineReferences(QStringLiteral("waiting after each product: 0.4 sec")).empty());
        // The reference under a column.
        const QString two = QStringLiteral("a.py:1 then b.py:22");
        QCOMPARE(lineReferenceAt(two, 3)->file, QStringLiteral("a.py"));
        QVERIFY(!lineReferenceAt(two, 8));
        QCOMPARE(lineReferenceAt(two, 18)->line, 22);
    }

    void aReferenceNamesTheScriptByItsFileName() {
        QVERIFY(sameScript(QStringLiteral("demo.py"), QStringLiteral("/home/me/demo.py")));
        QVERIFY(
            sameScript(QStringLiteral("/elsewhere/demo.py"), QStringLiteral("/home/me/demo.py")));
        QVERIFY(!sameScript(QStringLiteral("other.py"), QStringLiteral("/home/me/demo.py")));
        QVERIFY(!sameScript(QStringLiteral("demo.py"), QString()));
    }
};

QTEST_GUILESS_MAIN(TestCodeCells)
#include "test_code_cells.moc"
