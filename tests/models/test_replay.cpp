// Replaying a run: the cursor stays within the run, steps from each op's start or end to the
// next and back, plays at the slowdown chosen (driven here by advance(), not the clock), and
// reads what the run was doing at the cursor: the front end's position, the queue, memory,
// ops running and done.
#include <QSignalSpy>
#include <QtTest>

#include "tests/common/trace_events.h"
#include "ui/models/dep_graph.h"
#include "ui/models/replay.h"

using namespace asynclab;
using namespace asynclab::testing;
using namespace std::chrono_literals;

namespace {

/// serialRun() with the front end's pushes and a queue depth counter.
TraceSnapshotPtr serialWithIssues() {
    EventBatch b = serialRun();
    for (OpEvent& op : b.ops) op.issuer = 0;
    CounterEvent q;
    q.kind = CounterKind::QueueDepth;
    q.ts = 10;
    q.value = 1;
    b.counters.push_back(q);
    q.ts = 110;
    q.value = 0;
    b.counters.push_back(q);
    q.ts = 120;
    q.value = 1;
    b.counters.push_back(q);
    q.ts = 220;
    q.value = 0;
    b.counters.push_back(q);
    TraceBuilder builder;
    builder.add_lane({Device::cpu(0), LaneKind::FrontEnd, 0});
    builder.add(b);
    return builder.snapshot();
}

}  // namespace

class TestReplay : public QObject {
    Q_OBJECT

  private slots:
    void theCursorStaysWithinTheRun() {
        ReplayCursor cursor;
        cursor.setSnapshot(build(serialRun()));  // begin 0, end 220
        QVERIFY(!cursor.isActive());
        QSignalSpy active(&cursor, &ReplayCursor::activeChanged);
        QSignalSpy moved(&cursor, &ReplayCursor::timeChanged);
        cursor.setTime(500);
        QVERIFY(cursor.isActive());
        QCOMPARE(cursor.time(), TimeNs{220});
        cursor.setTime(-5);
        QCOMPARE(cursor.time(), TimeNs{0});
        QCOMPARE(active.size(), 1);
        QCOMPARE(moved.size(), 2);
        cursor.setTime(0);  // no move, no signal
        QCOMPARE(moved.size(), 2);
        cursor.clear();
        QVERIFY(!cursor.isActive());
        QCOMPARE(active.size(), 2);
    }

    void stepsGoFromOneOpEventToTheNext() {
        ReplayCursor cursor;
        cursor.setSnapshot(build(parallelRun()));
        // Starts and ends of ops 1 (5-105), 2 (50-150) and 3 (20-60), once each, in order.
        QCOMPARE(cursor.eventTimes(), (std::vector<TimeNs>{5, 20, 50, 60, 105, 150}));
        std::vector<TimeNs> forward;
        while (cursor.stepForward()) forward.push_back(cursor.time());
        QCOMPARE(forward, cursor.eventTimes());
        QCOMPARE(cursor.time(), TimeNs{150});
        std::vector<TimeNs> back;
        while (cursor.stepBack()) back.push_back(cursor.time());
        QCOMPARE(back, (std::vector<TimeNs>{105, 60, 50, 20, 5}));
        // From between two events, each way.
        cursor.setTime(55);
        QVERIFY(cursor.stepForward());
        QCOMPARE(cursor.time(), TimeNs{60});
        cursor.setTime(55);
        QVERIFY(cursor.stepBack());
        QCOMPARE(cursor.time(), TimeNs{50});
    }

    void playingAdvancesAtTheSlowdown() {
        ReplayCursor cursor;
        cursor.setSnapshot(build(serialRun()));
        cursor.setSlowdown(10);
        QCOMPARE(cursor.slowdown(), 10.0);
        QSignalSpy playing(&cursor, &ReplayCursor::playingChanged);
        cursor.play();
        QVERIFY(cursor.playing());
        QCOMPARE(cursor.time(), TimeNs{0});  // from the start
        cursor.advance(1000ns);              // 1 µs of wall time is 100 ns of the run
        QCOMPARE(cursor.time(), TimeNs{100});
        cursor.setSlowdown(1000);
        cursor.advance(50000ns);
        QCOMPARE(cursor.time(), TimeNs{150});
        cursor.advance(1s);  // past the end: stops there
        QCOMPARE(cursor.time(), TimeNs{220});
        QVERIFY(!cursor.playing());
        QCOMPARE(playing.size(), 2);
        cursor.setSlowdown(0);
        QCOMPARE(cursor.slowdown(), 1.0);
        cursor.setSlowdown(1e9);
        QCOMPARE(cursor.slowdown(), 1000.0);
        // Playing again from the end starts over.
        cursor.play();
        QCOMPARE(cursor.time(), TimeNs{0});
        cursor.pause();
        QVERIFY(!cursor.playing());
    }

    void theReadingIsWhatTheRunWasDoing() {
        ReplayCursor cursor;
        cursor.setSnapshot(serialWithIssues());
        // At 50: op 1 runs, the front end has pushed it and waits for it.
        ReplayCursor::Reading r = cursor.readingAt(50);
        QCOMPARE(r.running, 1);
        QCOMPARE(r.done, 0);
        QCOMPARE(r.pushed, 1);
        QVERIFY(r.hasQueueDepth);
        QCOMPARE(r.queueDepth, 1.0);
        QCOMPARE(r.memory.size(), std::size_t{1});
        QCOMPARE(r.memory.front().first, QStringLiteral("cpu(0)"));
        QCOMPARE(r.memory.front().second, 1000.0);
        QVERIFY2(r.frontEnd.contains(QStringLiteral("blocked in wait_to_read")),
                 qPrintable(r.frontEnd));
        // At 115: op 1 done, nothing runs, the front end is between its two pushes.
        r = cursor.readingAt(115);
        QCOMPARE(r.running, 0);
        QCOMPARE(r.done, 1);
        QCOMPARE(r.queueDepth, 0.0);
        QVERIFY2(r.frontEnd.contains(QStringLiteral("pushed 1 of 2")), qPrintable(r.frontEnd));
        // At 160: op 2 runs, memory went up at 150.
        r = cursor.readingAt(160);
        QCOMPARE(r.running, 1);
        QCOMPARE(r.memory.front().second, 3000.0);
        QCOMPARE(r.pushed, 2);
        // At the end everything is done.
        r = cursor.readingAt(220);
        QCOMPARE(r.done, 2);
        QCOMPARE(r.running, 0);
        QCOMPARE(r.memory.front().second, 0.0);
        QVERIFY2(r.frontEnd.contains(QStringLiteral("pushed all its 2 op")),
                 qPrintable(r.frontEnd));
    }

    void theIterationAtAnInstant() {
        ReplayCursor cursor;
        const TraceSnapshotPtr snap = serialWithIssues();
        cursor.setSnapshot(snap);
        const auto iterations = runIterations(*snap);
        QVERIFY(iterations.size() >= 2);
        for (std::size_t i = 0; i < iterations.size(); ++i) {
            QCOMPARE(cursor.iterationAt(iterations[i].first), static_cast<int>(i));
            if (iterations[i].second > iterations[i].first)
                QCOMPARE(cursor.iterationAt(iterations[i].second - 1), static_cast<int>(i));
        }
        QCOMPARE(cursor.iterationAt(iterations.front().first - 1), -1);
        QCOMPARE(cursor.iterationAt(snap->end + 1000), static_cast<int>(iterations.size()) - 1);
        cursor.setSnapshot(nullptr);
        QCOMPARE(cursor.iterationAt(0), -1);
    }

    void aNewRunKeepsTheCursorWithinIt() {
        ReplayCursor cursor;
        cursor.setSnapshot(build(serialRun()));
        cursor.setTime(200);
        cursor.setSnapshot(build(parallelRun()));  // begin 5, end 150
        QVERIFY(cursor.isActive());
        QCOMPARE(cursor.time(), TimeNs{150});
        cursor.setSnapshot(nullptr);
        QVERIFY(!cursor.stepForward());
        QVERIFY(!cursor.stepBack());
    }
};

QTEST_GUILESS_MAIN(TestReplay)
#include "test_replay.moc"
