// Replay in the window: after a run, stepping op by op moves one cursor drawn on the timeline
// and the memory chart, the dependency graph shows each op's state there, the bar reads the
// queue, memory and the front end at the cursor; the cursor is dragged on the timeline;
// Play moves it; End gives the views the whole run back; a new run starts without one.
#include <qcustomplot.h>
#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QtTest>

#include "ui/mainwindow.h"
#include "ui/models/dep_graph.h"
#include "ui/models/replay.h"
#include "ui/models/trace_model.h"
#include "ui/run_controller.h"
#include "ui/views/graph_view.h"
#include "ui/views/memory_view.h"
#include "ui/views/replay_bar.h"
#include "ui/views/timeline_view.h"
#include "ui/window_actions.h"

using namespace asynclab;

class TestReplayView : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void aFinishedRunIsReplayedOpByOp() {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ReplayCursor* cursor = window.replayCursor();
        window.graphView()->setSynchronousLayout(true);
        QVERIFY(!window.replayBar()->isEnabled());  // nothing to replay yet
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        window.setMode(scenarios::RunMode::Sim);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(60000));
        QTRY_VERIFY(cursor->snapshot() && cursor->snapshot()->totals.ops > 0);
        QVERIFY(window.replayBar()->isEnabled());
        QVERIFY(!cursor->isActive());

        // Next: the first op's start; the cursor on the timeline, the chart and the graph.
        window.actions().replayNext->trigger();
        QVERIFY(cursor->isActive());
        const TimeNs first = cursor->eventTimes().front();
        QCOMPARE(cursor->time(), first);
        QCOMPARE(window.timeline()->cursorTime(), std::optional<TimeNs>(first));
        QVERIFY(window.memoryView()->cursorShown());
        QVERIFY(!window.graphView()->isLive());
        QCOMPARE(window.graphView()->time(), first);
        const auto states = [&window] {
            std::map<NodeState, int> n;
            for (const DepNode& node : window.graphView()->graph().nodes) ++n[node.state];
            return n;
        };
        QVERIFY(window.graphView()->isVisible());  // the replay brought it to the front
        QTRY_COMPARE(states()[NodeState::Running], 1);
        QCOMPARE(states()[NodeState::Done], 0);
        QVERIFY(window.replayBar()->readingLabel()->text().contains(QStringLiteral("1 running")));
        QVERIFY(window.replayBar()->readingLabel()->text().contains(QStringLiteral("queue depth")));

        // Step to the end, one event per key: every op done there.
        int steps = 1;
        while (cursor->stepForward()) ++steps;
        QCOMPARE(steps, static_cast<int>(cursor->eventTimes().size()));
        QCOMPARE(states()[NodeState::Running], 0);
        QCOMPARE(states()[NodeState::Done],
                 static_cast<int>(window.graphView()->graph().nodes.size()));
        window.actions().replayPrevious->trigger();
        QCOMPARE(cursor->time(), cursor->eventTimes()[cursor->eventTimes().size() - 2]);
        QCOMPARE(window.replayBar()->slider()->value() > 0, true);

        // Dragging the line on the timeline moves the cursor.
        const auto x = window.timeline()->cursorX();
        QVERIFY(x);
        QCustomPlot* plot = window.timeline()->plot();
        const int y = plot->axisRect()->rect().center().y();
        const TimeNs before = cursor->time();
        QTest::mousePress(plot, Qt::LeftButton, {}, QPoint(static_cast<int>(*x), y));
        QTest::mouseMove(plot, QPoint(static_cast<int>(*x) - 120, y));
        QTest::mouseRelease(plot, Qt::LeftButton, {}, QPoint(static_cast<int>(*x) - 120, y));
        QVERIFY2(cursor->time() < before, qPrintable(QString::number(cursor->time())));

        // Play moves it on by itself, to the end at the latest, where it stops.
        cursor->setSlowdown(1000);
        cursor->setTime(cursor->snapshot()->begin);
        window.actions().replayPlay->trigger();
        QVERIFY(cursor->playing());
        QVERIFY(window.actions().replayPlay->isChecked());
        QTRY_VERIFY(cursor->time() > cursor->snapshot()->begin);
        if (cursor->playing()) window.actions().replayPlay->trigger();
        QVERIFY(!cursor->playing());
        QVERIFY(!window.actions().replayPlay->isChecked());

        // End: the views show the whole run again.
        window.actions().replayStop->trigger();
        QVERIFY(!cursor->isActive());
        QVERIFY(!window.timeline()->cursorTime());
        QVERIFY(!window.memoryView()->cursorShown());
        QVERIFY(window.graphView()->isLive());

        // A new run has no cursor while it runs.
        window.actions().replayNext->trigger();
        QVERIFY(cursor->isActive());
        QVERIFY(window.startRun());
        QVERIFY(!cursor->isActive());
        QVERIFY(finished.wait(60000));
    }
};

QTEST_MAIN(TestReplayView)
#include "test_replay_view.moc"
