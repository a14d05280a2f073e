// Session files: a round trip of network, settings and last run, and a clear message for
// every kind of bad file.
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/nn/network_spec.h"
#include "engine/scenarios/scenario.h"
#include "engine/util/json.h"
#include "ui/models/session.h"

using namespace asynclab;

namespace {

scenarios::ScenarioResult simulatedRun() {
    scenarios::RunContext ctx;
    ctx.mode = scenarios::RunMode::Sim;
    ctx.timing_only = true;  // a run whose values mean nothing must say so when reopened
    return scenarios::run_scenario("sync-vs-async", {{"reps", "50"}}, ctx);
}

Session fullSession() {
    Session s;
    s.network = nn::preset_concurrent();
    s.settings.scenario = "sync-vs-async";
    s.settings.mode = scenarios::RunMode::Sim;
    s.settings.params = {{"reps", "50"}, {"variant", "all"}, {"frontend_us", "20"}};
    s.settings.theme = "dark";
    s.settings.spinUs = 0;
    s.settings.gpuTiming = false;
    s.settings.timingOnly = true;
    s.settings.extra.set("exportWidth", 1600);
    json::Value recent = json::Value::array();
    recent.push_back("a.json");
    recent.push_back("b.json");
    s.settings.extra.set("recent", std::move(recent));
    SessionRun run;
    run.result = simulatedRun();
    run.wallSeconds = 0.125;
    s.lastRun = std::move(run);
    return s;
}

QByteArray writeFile(const QString& path, const QByteArray& data) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(data);
    return data;
}

/// The saved document with `edit` applied (through the engine's JSON DOM).
std::string edited(const Session& s, const std::function<void(json::Value&)>& edit) {
    json::Value doc = json::parse_or_throw(s.toJson());
    edit(doc);
    std::string out;
    json::Writer w(out);
    w.value(doc);
    w.flush();
    return out;
}

}  // namespace

class TestSession : public QObject {
    Q_OBJECT

  private slots:
    void roundTripRestoresEverything() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("s.asynclab"));
        const Session s = fullSession();
        QVERIFY(s.lastRun->result.trace.ops.size() > 100);
        QString error = QStringLiteral("stale");
        QVERIFY2(s.save(path, &error), qPrintable(error));
        QVERIFY(error.isEmpty());

        const auto loaded = Session::load(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(loaded->network);
        QCOMPARE(nn::to_json(*loaded->network), nn::to_json(*s.network));
        QVERIFY(*loaded->network == *s.network);
        QVERIFY(loaded->settings == s.settings);
        QCOMPARE(loaded->settings.extra["exportWidth"].as_int64(), std::int64_t{1600});
        QCOMPARE(loaded->settings.extra["recent"].as_array().size(), std::size_t{2});
        QCOMPARE(loaded->settings.theme, std::string("dark"));
        QCOMPARE(loaded->settings.spinUs, 0);
        QVERIFY(!loaded->settings.gpuTiming);
        QVERIFY(loaded->settings.timingOnly);

        QVERIFY(loaded->lastRun);
        const scenarios::ScenarioResult& a = s.lastRun->result;
        const scenarios::ScenarioResult& b = loaded->lastRun->result;
        QCOMPARE(b.trace.ops.size(), a.trace.ops.size());
        QCOMPARE(b.trace.syncs.size(), a.trace.syncs.size());
        QCOMPARE(b.trace.counters.size(), a.trace.counters.size());
        // Simulated times survive to the nanosecond.
        QCOMPARE(b.trace.ops.back().end, a.trace.ops.back().end);
        QCOMPARE(b.trace.ops.front().name, a.trace.ops.front().name);
        QCOMPARE(b.scenario, a.scenario);
        QCOMPARE(b.mode, a.mode);
        QVERIFY(b.params == a.params);
        QCOMPARE(b.metrics.size(), a.metrics.size());
        for (std::size_t i = 0; i < a.metrics.size(); ++i) {
            QCOMPARE(b.metrics[i].first, a.metrics[i].first);
            QCOMPARE(b.metrics[i].second, a.metrics[i].second);
        }
        QCOMPARE(b.phenomenon.holds, a.phenomenon.holds);
        QCOMPARE(b.phenomenon.ratio, a.phenomenon.ratio);
        QCOMPARE(b.phenomenon.summary(), a.phenomenon.summary());
        // The detail keeps its text and values apart, for the interface to translate.
        QVERIFY(!a.phenomenon.detail.args.empty());
        QVERIFY(b.phenomenon.detail == a.phenomenon.detail);
        QCOMPARE(b.phenomenon.checked, a.phenomenon.checked);
        QCOMPARE(b.phenomenon.verdict, a.phenomenon.verdict);
        QVERIFY(b.notes == a.notes);
        QVERIFY(a.timing_only);
        QCOMPARE(b.timing_only, a.timing_only);
        QCOMPARE(loaded->lastRun->wallSeconds, 0.125);
        QVERIFY(!b.series.empty());

        // The snapshots of both have the same lanes and totals.
        const TraceSnapshotPtr sa = s.lastRun->snapshot();
        const TraceSnapshotPtr sb = loaded->lastRun->snapshot();
        QCOMPARE(sb->lanes.size(), sa->lanes.size());
        QCOMPARE(sb->totals.ops, sa->totals.ops);
        QCOMPARE(sb->totals.blocked, sa->totals.blocked);
        QCOMPARE(sb->duration(), sa->duration());

        // Saving again over the file gives the same bytes.
        const QString path2 = dir.filePath(QStringLiteral("s2.asynclab"));
        QVERIFY(loaded->save(path2, &error));
        QFile f1(path), f2(path2);
        QVERIFY(f1.open(QIODevice::ReadOnly) && f2.open(QIODevice::ReadOnly));
        QCOMPARE(f2.readAll(), f1.readAll());
    }

    void emptySessionRoundTrips() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty.asynclab"));
        QString error;
        QVERIFY(Session{}.save(path, &error));
        const auto loaded = Session::load(path, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(!loaded->network);
        QVERIFY(!loaded->lastRun);
        QVERIFY(loaded->settings == SessionSettings{});
    }

    void saveIsAtomicAndReportsFailures() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.asynclab"));
        QString error;
        Session s;
        s.settings.scenario = "first";
        QVERIFY(s.save(path, &error));
        // A folder that does not exist: a message naming the path, the old file untouched.
        QVERIFY(!s.save(dir.filePath(QStringLiteral("nowhere/s.asynclab")), &error));
        QVERIFY(error.contains(QStringLiteral("nowhere")));
        // No temporary files are left next to the session.
        s.settings.scenario = "second";
        QVERIFY(s.save(path, &error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("s.asynclab")});
        QCOMPARE(Session::load(path, &error)->settings.scenario, std::string("second"));
    }

    void badFilesGiveClearMessages_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");

        const Session s = fullSession();
        auto doc = [&](const std::function<void(json::Value&)>& edit) {
            return QByteArray::fromStdString(edited(s, edit));
        };
        QTest::newRow("not json") << QByteArray("{\"format\": \"asynclab-session\", ")
                                  << QStringLiteral("not valid JSON");
        QTest::newRow("empty") << QByteArray("") << QStringLiteral("not valid JSON");
        QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("not an object");
        QTest::newRow("no tag") << QByteArray("{\"version\": 1}")
                                << QStringLiteral("\"format\" is missing");
        QTest::newRow("wrong tag")
            << doc([](json::Value& d) { d.set("format", "asynclab-network"); })
            << QStringLiteral("\"format\" is \"asynclab-network\", expected \"asynclab-session\"");
        QTest::newRow("no version") << QByteArray("{\"format\": \"asynclab-session\"}")
                                    << QStringLiteral("\"version\" is missing");
        QTest::newRow("newer version") << doc([](json::Value& d) { d.set("version", 2); })
                                       << QStringLiteral("version 2 is newer");
        QTest::newRow("version 0") << doc([](json::Value& d) { d.set("version", 0); })
                                   << QStringLiteral("version 0 is not valid");
        QTest::newRow("bad network") << doc([](json::Value& d) {
            d.as_object().at("network").as_object().at("net").as_object().set("kind", "Conv9");
        }) << QStringLiteral("network: ");
        QTest::newRow("network not an object")
            << doc([](json::Value& d) { d.set("network", "mlp"); })
            << QStringLiteral("network: must be an object");
        QTest::newRow("bad mode") << doc([](json::Value& d) {
            d.as_object().at("settings").set("mode", "fast");
        }) << QStringLiteral("settings.mode: must be \"sim\" or \"real\"");
        QTest::newRow("bad param") << doc([](json::Value& d) {
            d.as_object().at("settings").as_object().at("params").set("reps", 50);
        }) << QStringLiteral("settings.params.reps: must be a string");
        QTest::newRow("extra not an object") << doc([](json::Value& d) {
            d.as_object().at("settings").set("extra", json::Value::array());
        }) << QStringLiteral("settings.extra: must be an object");
        // The run settings kept in "extra" are typed and checked.
        QTest::newRow("spin budget out of range") << doc([](json::Value& d) {
            d.as_object().at("settings").as_object().at("extra").set("spin_us", 10001);
        }) << QStringLiteral("settings.extra.spin_us: must be a whole number of microseconds");
        QTest::newRow("spin budget a fraction") << doc([](json::Value& d) {
            d.as_object().at("settings").as_object().at("extra").set("spin_us", 2.5);
        }) << QStringLiteral("settings.extra.spin_us: must be a whole number of microseconds");
        QTest::newRow("gpu_timing not a boolean") << doc([](json::Value& d) {
            d.as_object().at("settings").as_object().at("extra").set("gpu_timing", 1);
        }) << QStringLiteral("settings.extra.gpu_timing: must be true or false");
        QTest::newRow("theme not a string") << doc([](json::Value& d) {
            d.as_object().at("settings").as_object().at("extra").set("theme", 3);
        }) << QStringLiteral("settings.extra.theme: must be a string");
        QTest::newRow("trace missing")
            << doc([](json::Value& d) { d.as_object().at("last_run").as_object().erase("trace"); })
            << QStringLiteral("last_run.trace: missing");
        QTest::newRow("trace not a trace") << doc([](json::Value& d) {
            d.as_object().at("last_run").set("trace", json::Value::object());
        }) << QStringLiteral("last_run.trace: ");
        QTest::newRow("trace events not an array") << doc([](json::Value& d) {
            d.as_object().at("last_run").as_object().at("trace").set("traceEvents", 5);
        }) << QStringLiteral("last_run.trace: ");
        QTest::newRow("foreign trace") << doc([](json::Value& d) {
            d.as_object().at("last_run").as_object().at("trace").as_object().erase("otherData");
        }) << QStringLiteral("not a trace written by AsyncLab");
        QTest::newRow("metric not a number") << doc([](json::Value& d) {
            d.as_object().at("last_run").as_object().at("metrics").set("sync_s", "fast");
        }) << QStringLiteral("last_run.metrics.sync_s: must be a number");
        QTest::newRow("phenomenon detail without text") << doc([](json::Value& d) {
            d.as_object()
                .at("last_run")
                .as_object()
                .at("phenomenon")
                .set("detail", json::Value::object());
        }) << QStringLiteral("last_run.phenomenon.detail.text: must be a string");
        QTest::newRow("phenomenon value of no known kind") << doc([](json::Value& d) {
            json::Value& detail =
                d.as_object().at("last_run").as_object().at("phenomenon").as_object().at("detail");
            json::Value arg = json::Value::object();
            arg.set("kind", "colour");
            detail.as_object().at("args").as_array().push_back(std::move(arg));
        }) << QStringLiteral("last_run.phenomenon.detail.args[1].kind: 'colour' is not one of");
        QTest::newRow("timing_only not a boolean")
            << doc([](json::Value& d) { d.as_object().at("last_run").set("timing_only", "yes"); })
            << QStringLiteral("last_run.timing_only: must be true or false");
        QTest::newRow("negative wall time")
            << doc([](json::Value& d) { d.as_object().at("last_run").set("wall_seconds", -1.0); })
            << QStringLiteral("last_run.wall_seconds");
    }

    void badFilesGiveClearMessages() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.asynclab"));
        QVERIFY(!writeFile(path, text).isNull() || text.isEmpty());
        QString error;
        const auto loaded = Session::load(path, &error);
        QVERIFY(!loaded);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.startsWith(path), qPrintable(error));  // names the file
        // The same text without a file gives the same message.
        QString direct;
        QVERIFY(!Session::fromJson(std::string_view(text.constData(), text.size()), &direct));
        QVERIFY(error.endsWith(direct));
    }

    void refusesMissingFoldersAndLargeFiles() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!Session::load(dir.filePath(QStringLiteral("none.asynclab")), &error));
        QVERIFY2(error.contains(QStringLiteral("no such file")), qPrintable(error));
        QVERIFY(!Session::load(dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));

        const QString path = dir.filePath(QStringLiteral("s.asynclab"));
        QVERIFY(fullSession().save(path, &error));
        const qint64 size = QFileInfo(path).size();
        QVERIFY(!Session::load(path, &error, size - 1));
        QVERIFY2(error.contains(QStringLiteral("more than the")), qPrintable(error));
        QVERIFY(Session::load(path, &error, size));
    }
};

QTEST_MAIN(TestSession)
#include "test_session.moc"
