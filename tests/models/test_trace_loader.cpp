// Reading a trace on a worker thread: the result, a failure naming the file, Cancel, and a
// load that replaces another.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/models/trace_loader.h"

using asynclab::TraceLoader;

namespace {

QString writeTrace(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text);
    return path;
}

QByteArray slices(int count) {
    QByteArray out = "{\"traceEvents\": [\n";
    for (int i = 0; i < count; ++i) {
        if (i) out += ",\n";
        out += QStringLiteral(
                   "{\"ph\": \"X\", \"name\": \"op%1\", \"pid\": 0, \"tid\": %2, "
                   "\"ts\": %3, \"dur\": 4}")
                   .arg(i)
                   .arg(i % 3)
                   .arg(i * 5)
                   .toUtf8();
    }
    return out + "\n]}\n";
}

}  // namespace

class TestTraceLoader : public QObject {
    Q_OBJECT

  private slots:
    void loadsInTheBackground() {
        QTemporaryDir dir;
        const QString path = writeTrace(dir, QStringLiteral("run.json"), slices(50));
        TraceLoader loader;
        QSignalSpy loaded(&loader, &TraceLoader::loaded);
        QSignalSpy failed(&loader, &TraceLoader::failed);
        QSignalSpy loading(&loader, &TraceLoader::loadingChanged);
        loader.start(path);
        QVERIFY(loader.isLoading());
        QCOMPARE(loader.path(), path);
        QVERIFY(loaded.wait(20000));
        QCOMPARE(failed.count(), 0);
        QCOMPARE(loaded.first().at(0).toString(), path);
        const auto snapshot = loaded.first().at(1).value<asynclab::TraceSnapshotPtr>();
        QVERIFY(snapshot != nullptr);
        QCOMPARE(snapshot->lanes.size(), std::size_t{3});
        QVERIFY(!loader.isLoading());
        QCOMPARE(loading.count(), 2);
        QCOMPARE(loading.last().at(0).toBool(), false);
    }

    void aBrokenFileFailsNamingIt() {
        QTemporaryDir dir;
        const QString path =
            writeTrace(dir, QStringLiteral("broken.json"), "{\"traceEvents\": [ {\"ph\": ");
        TraceLoader loader;
        QSignalSpy loaded(&loader, &TraceLoader::loaded);
        QSignalSpy failed(&loader, &TraceLoader::failed);
        loader.start(path);
        QVERIFY(failed.wait(20000));
        QCOMPARE(loaded.count(), 0);
        const QString error = failed.first().at(1).toString();
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
        QVERIFY(!loader.isLoading());
    }

    void cancelDropsTheResult() {
        QTemporaryDir dir;
        const QString path = writeTrace(dir, QStringLiteral("run.json"), slices(2000));
        TraceLoader loader;
        QSignalSpy loaded(&loader, &TraceLoader::loaded);
        QSignalSpy cancelled(&loader, &TraceLoader::cancelled);
        loader.start(path);
        loader.cancel();
        // Cancelled at once, before the thread had a chance to report anything.
        QCOMPARE(cancelled.count(), 1);
        QCOMPARE(cancelled.first().at(0).toString(), path);
        QVERIFY(!loader.isLoading());
        // Whatever the worker still delivers is dropped.
        QTest::qWait(500);
        QCOMPARE(loaded.count(), 0);
        QCOMPARE(cancelled.count(), 1);
    }

    void aNewLoadReplacesTheOneGoing() {
        QTemporaryDir dir;
        const QString first = writeTrace(dir, QStringLiteral("first.json"), slices(2000));
        const QString second = writeTrace(dir, QStringLiteral("second.json"), slices(10));
        TraceLoader loader;
        QSignalSpy loaded(&loader, &TraceLoader::loaded);
        QSignalSpy cancelled(&loader, &TraceLoader::cancelled);
        loader.start(first);
        loader.start(second);
        QCOMPARE(cancelled.count(), 1);
        QCOMPARE(cancelled.first().at(0).toString(), first);
        QVERIFY(loaded.wait(20000));
        QTest::qWait(200);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(loaded.first().at(0).toString(), second);
    }

    void destroyingWhileLoadingWaitsForTheThread() {
        QTemporaryDir dir;
        const QString path = writeTrace(dir, QStringLiteral("run.json"), slices(2000));
        auto loader = std::make_unique<TraceLoader>();
        loader->start(path);
        // Neither a crash nor a thread left running into freed memory (the sanitizer
        // builds see either): the destructor cancels and waits.
        loader.reset();
        QTest::qWait(100);
    }
};

QTEST_GUILESS_MAIN(TestTraceLoader)
#include "test_trace_loader.moc"
