// Recognising what a file is by its content: traces, sessions, MXNet symbols, scripts.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/models/file_kind.h"
#include "ui/models/session.h"

using asynclab::FileKind;
using asynclab::fileKindOf;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(bytes);
    return path;
}

}  // namespace

Q_DECLARE_METATYPE(asynclab::FileKind)

class TestFileKind : public QObject {
    Q_OBJECT

  private slots:
    void kindsByContent_data() {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<QString>("name");
        QTest::addColumn<FileKind>("kind");
        QTest::newRow("gzip magic, whatever the name")
            << QByteArray("\x1f\x8b\x08\x00\x00\x00", 6) << "run.bin" << FileKind::Trace;
        QTest::newRow("array of events")
            << QByteArray("\n  [{\"ph\": \"X\", \"name\": \"a\"}") << "a.json" << FileKind::Trace;
        QTest::newRow("object with traceEvents")
            << QByteArray("{\"displayTimeUnit\": \"ns\", \"traceEvents\": [") << "t.json"
            << FileKind::Trace;
        QTest::newRow("Kineto: traceEvents after device properties")
            << QByteArray(
                   "{\"schemaVersion\": 1, \"deviceProperties\": [{\"id\": 0, "
                   "\"name\": \"nodes\"}], \"traceEvents\": [")
            << "k.json" << FileKind::Trace;
        QTest::newRow("\"nodes\" nested in a trace is no symbol")
            << QByteArray("{\"otherData\": {\"nodes\": 3}, \"traceEvents\": []}") << "t.json"
            << FileKind::Trace;
        QTest::newRow("byte order mark")
            << QByteArray("\xEF\xBB\xBF{\"traceEvents\": []}") << "t.json" << FileKind::Trace;
        QTest::newRow("session") << QByteArray(
                                        "{\n  \"format\": \"asynclab-session\",\n  \"version\": 1")
                                 << "s.json" << FileKind::Session;
        QTest::newRow("format nested is no session")
            << QByteArray("{\"meta\": {\"format\": \"asynclab-session\"}}") << "s.asynclab"
            << FileKind::Unknown;
        QTest::newRow("another format")
            << QByteArray("{\"format\": \"asynclab-network\"}") << "n.json" << FileKind::Unknown;
        QTest::newRow("MXNet symbol")
            << QByteArray(
                   "{\"nodes\": [{\"op\": \"null\", \"name\": \"data\", \"inputs\": []}], "
                   "\"arg_nodes\": [0], \"heads\": [[0, 0, 0]]}")
            << "net-symbol.json" << FileKind::Symbol;
        QTest::newRow("Python script by its suffix")
            << QByteArray("from mxnet import np\n") << "cells.py" << FileKind::Script;
        QTest::newRow("a script that starts like JSON")
            << QByteArray("[print(i) for i in range(3)]\n") << "list.py" << FileKind::Script;
        QTest::newRow("JSON of another kind")
            << QByteArray("{\"hello\": [1, 2]}") << "h.json" << FileKind::Unknown;
        QTest::newRow("text") << QByteArray("just some notes") << "notes.txt" << FileKind::Unknown;
        QTest::newRow("empty") << QByteArray() << "empty.json" << FileKind::Unknown;
        QTest::newRow("a string value with braces and quotes")
            << QByteArray("{\"title\": \"a \\\"}\\\" b {\", \"traceEvents\": []}") << "t.json"
            << FileKind::Trace;
    }

    void kindsByContent() {
        QFETCH(QByteArray, head);
        QFETCH(QString, name);
        QFETCH(FileKind, kind);
        QCOMPARE(fileKindOf(head, name), kind);
    }

    void aSavedSessionIsASession() {
        const asynclab::Session session;
        const std::string text = session.toJson();
        QCOMPARE(fileKindOf(QByteArray::fromStdString(text), QStringLiteral("x.asynclab")),
                 FileKind::Session);
    }

    void fixturesAreRecognised() {
        const QDir fixtures(QStringLiteral(ASYNCLAB_FIXTURES_DIR));
        if (!fixtures.exists()) QSKIP("no fixtures folder");
        int seen = 0;
        for (const QString& name : fixtures.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            const FileKind expected = name.startsWith(QLatin1String("mxnet_symbol_"))
                                          ? FileKind::Symbol
                                          : FileKind::Trace;
            QString error;
            QCOMPARE(asynclab::detectFileKind(fixtures.filePath(name), &error), expected);
            ++seen;
        }
        QVERIFY(seen >= 5);
    }

    void problemsNameTheFile() {
        QTemporaryDir dir;
        QString error;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QCOMPARE(asynclab::detectFileKind(missing, &error), FileKind::Unknown);
        QVERIFY2(error.contains(missing), qPrintable(error));

        const QString notes =
            write(dir, QStringLiteral("notes.json"), QByteArrayLiteral("{\"hello\": 1}"));
        QCOMPARE(asynclab::detectFileKind(notes, &error), FileKind::Unknown);
        QVERIFY2(error.contains(notes), qPrintable(error));

        QCOMPARE(asynclab::detectFileKind(dir.path(), &error), FileKind::Unknown);
        QVERIFY2(error.contains(dir.path()), qPrintable(error));

        const QString trace =
            write(dir, QStringLiteral("t.json"), QByteArrayLiteral("{\"traceEvents\": []}"));
        QCOMPARE(asynclab::detectFileKind(trace, &error), FileKind::Trace);
    }
};

QTEST_GUILESS_MAIN(TestFileKind)
#include "test_file_kind.moc"
