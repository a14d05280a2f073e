// The timeline's level of detail: every level accounts for the same covered time as the
// spans, buckets double in width, and a level is chosen no wider than a pixel.
#include <QtTest>
#include <numeric>

#include "ui/models/span_pyramid.h"

using namespace asynclab;

class TestSpanPyramid : public QObject {
    Q_OBJECT

  private slots:
    void levelsKeepTheCoveredTime();
    void kindsAndFailuresSurviveMerging();
    void levelForPicksBucketsNoWiderThanAPixel();
    void depthsHaveTheirOwnPyramids();
};

namespace {

OpSpan span(TimeNs start, TimeNs end, OpKind kind, std::uint8_t depth = 0, bool failed = false) {
    OpSpan s;
    s.start = start;
    s.end = end;
    s.kind = kind;
    s.depth = depth;
    s.flags = failed ? OpSpan::Failed : 0;
    return s;
}

double covered(const std::vector<PyramidCell>& cells) {
    double sum = 0;
    for (const PyramidCell& c : cells) sum += c.covered;
    return sum;
}

}  // namespace

void TestSpanPyramid::levelsKeepTheCoveredTime() {
    LaneData lane;
    double total = 0;
    TimeNs t = 1000;
    for (int i = 0; i < 10000; ++i) {
        const TimeNs d = 5 + (i * 37) % 400;  // some narrower, some wider than a bucket
        lane.spans.push_back(span(t, t + d, OpKind::MatMul));
        total += static_cast<double>(d);
        t += d + (i * 13) % 50;
    }
    const SpanPyramid p = build_span_pyramid(lane);
    QCOMPARE(p.depths.size(), std::size_t(1));
    const DepthPyramid& d = p.depths[0];
    QCOMPARE(d.origin, TimeNs(1000));
    QVERIFY(d.levels.size() > 5);
    QCOMPARE(d.levels.back().size(), std::size_t(1));
    for (std::size_t l = 0; l < d.levels.size(); ++l) {
        QVERIFY2(
            std::abs(covered(d.levels[l]) - total) < total * 1e-5,
            qPrintable(QString("level %1: %2 of %3").arg(l).arg(covered(d.levels[l])).arg(total)));
        if (l > 0) QCOMPARE(d.levels[l].size(), (d.levels[l - 1].size() + 1) / 2);
        for (const PyramidCell& c : d.levels[l]) {
            QVERIFY(c.covered <= static_cast<float>(d.width(static_cast<int>(l))) * 1.0001f);
        }
    }
    // About four spans per bucket at level 0.
    QVERIFY(d.levels[0].size() > 1000 && d.levels[0].size() < 5000);
}

void TestSpanPyramid::kindsAndFailuresSurviveMerging() {
    LaneData lane;
    // First half: long matmuls with one failed op; second half: short copies.
    for (int i = 0; i < 1000; ++i)
        lane.spans.push_back(span(i * 100, i * 100 + 90, OpKind::MatMul, 0, i == 300));
    for (int i = 0; i < 1000; ++i) {
        lane.spans.push_back(span(100000 + i * 100, 100000 + i * 100 + 10, OpKind::Copy));
    }
    const SpanPyramid p = build_span_pyramid(lane);
    const DepthPyramid& d = p.depths[0];
    const auto& top2 = d.levels[d.levels.size() - 2];  // two halves, roughly
    QVERIFY(top2.size() == 2);
    QCOMPARE(static_cast<OpKind>(top2[0].kind), OpKind::MatMul);
    QVERIFY(top2[0].failed);
    QVERIFY(!top2[1].failed);
    // Level 0 keeps the copies as copies.
    std::size_t copies = 0;
    for (const PyramidCell& c : d.levels[0])
        copies += static_cast<OpKind>(c.kind) == OpKind::Copy && c.covered > 0;
    QVERIFY(copies > 100);
}

void TestSpanPyramid::levelForPicksBucketsNoWiderThanAPixel() {
    LaneData lane;
    for (int i = 0; i < 4096; ++i)
        lane.spans.push_back(span(i * 10, i * 10 + 5, OpKind::Elementwise));
    const DepthPyramid d = build_span_pyramid(lane).depths[0];
    QVERIFY(d.width0 >= 1);
    QCOMPARE(d.level_for(static_cast<double>(d.width0) - 0.5), -1);  // zoomed in: span by span
    QCOMPARE(d.level_for(static_cast<double>(d.width0)), 0);
    for (double px : {100.0, 1000.0, 12345.0}) {
        const int l = d.level_for(px);
        QVERIFY(l >= 0);
        QVERIFY(static_cast<double>(d.width(l)) <= px);
        if (l + 1 < static_cast<int>(d.levels.size()))
            QVERIFY(static_cast<double>(d.width(l + 1)) > px);
    }
}

void TestSpanPyramid::depthsHaveTheirOwnPyramids() {
    LaneData lane;
    lane.spans.push_back(span(0, 100000, OpKind::Bulk, 0));
    for (int i = 0; i < 1000; ++i)
        lane.spans.push_back(span(i * 100, i * 100 + 50, OpKind::MatMul, 1));
    lane.max_depth = 1;
    const SpanPyramid p = build_span_pyramid(lane);
    QCOMPARE(p.depths.size(), std::size_t(2));
    QCOMPARE(p.depths[0].spans.size(), std::size_t(1));
    QCOMPARE(p.depths[1].spans.size(), std::size_t(1000));
    QVERIFY(std::abs(covered(p.depths[0].levels[0]) - 100000.0) < 1);
    QVERIFY(std::abs(covered(p.depths[1].levels[0]) - 50000.0) < 1);
    QVERIFY(p.memory_bytes() > 1000 * sizeof(std::uint32_t));
}

QTEST_GUILESS_MAIN(TestSpanPyramid)
#include "test_span_pyramid.moc"
