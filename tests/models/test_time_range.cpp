// The time range and its history, as the timeline, the memory chart and Compare share it:
// ranges kept within the bounds, Back and Forward as a browser's, gestures remembered once,
// and the actions enabled when they can act.
#include <QAction>
#include <QSignalSpy>
#include <QtTest>

#include "ui/models/time_range.h"
#include "ui/models/timeline_mapping.h"

using namespace asynclab;

class TestTimeRange : public QObject {
    Q_OBJECT

  private slots:
    void rangesStayWithinTheBounds() {
        TimeRangeStack range;
        range.setBounds(0, 1000);
        QSignalSpy changed(&range, &TimeRangeStack::rangeChanged);
        range.setRange(900, 1200);  // sticks out: shifted back in
        QCOMPARE(range.range(), (std::pair{700.0, 1000.0}));
        range.setRange(-50, 5000);  // wider than the bounds: the bounds
        QCOMPARE(range.range(), (std::pair{0.0, 1000.0}));
        range.setRange(500, 501);  // narrower than the least span: widened about its middle
        QCOMPARE(range.end() - range.begin(), TimelineMapping::kMinSpan);
        QCOMPARE(changed.size(), 3);
        range.setRange(500, 501);  // the same range: no signal, nothing remembered
        QCOMPARE(changed.size(), 3);
        QCOMPARE(range.backDepth(), std::size_t{3});
        range.setBounds(0, 100);  // new bounds clamp what is shown, and remember nothing
        QVERIFY(range.end() <= 100);
        QCOMPARE(range.backDepth(), std::size_t{3});
    }

    void backAndForwardAsABrowsers() {
        TimeRangeStack range;
        range.setBounds(0, 1000);
        range.setRange(0, 1000, TimeRangeStack::Remember::No);
        QVERIFY(!range.backAction()->isEnabled());
        range.setRange(100, 200);
        range.setRange(150, 160);
        QVERIFY(range.backAction()->isEnabled());
        QVERIFY(!range.forwardAction()->isEnabled());
        range.backAction()->trigger();
        QCOMPARE(range.range(), (std::pair{100.0, 200.0}));
        QVERIFY(range.forwardAction()->isEnabled());
        range.back();
        QCOMPARE(range.range(), (std::pair{0.0, 1000.0}));
        QVERIFY(!range.backAction()->isEnabled());
        range.forward();
        QCOMPARE(range.range(), (std::pair{100.0, 200.0}));
        // A new range drops what Forward had.
        range.setRange(300, 400);
        QCOMPARE(range.forwardDepth(), std::size_t{0});
        QVERIFY(!range.forwardAction()->isEnabled());
        range.resetAction()->trigger();
        QCOMPARE(range.range(), (std::pair{0.0, 1000.0}));
        range.back();
        QCOMPARE(range.range(), (std::pair{300.0, 400.0}));
        range.clearHistory();
        QCOMPARE(range.backDepth(), std::size_t{0});
        QVERIFY(!range.backAction()->isEnabled());
    }

    void aGestureIsRememberedOnce() {
        TimeRangeStack range;
        range.setBounds(0, 1000);
        range.setRange(0, 500, TimeRangeStack::Remember::No);
        range.remember();  // a drag starts
        for (double t = 10; t <= 100; t += 10)
            range.setRange(t, t + 500, TimeRangeStack::Remember::No);
        QCOMPARE(range.backDepth(), std::size_t{1});
        range.back();
        QCOMPARE(range.range(), (std::pair{0.0, 500.0}));
    }

    void historyIsBounded() {
        TimeRangeStack range;
        range.setBounds(0, 1e6);
        for (int i = 0; i < 150; ++i) range.setRange(i, i + 100);
        QCOMPARE(range.backDepth(), TimeRangeStack::kMaxHistory);
    }
};

QTEST_MAIN(TestTimeRange)  // actions need a QGuiApplication
#include "test_time_range.moc"
