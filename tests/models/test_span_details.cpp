// One op's details, the same for every view: which rows an op gets, times from an origin,
// the launch of a device-timed GPU op, and the ops it waited on by name or by id.
#include <QtTest>

#include "tests/common/trace_events.h"
#include "ui/models/span_details.h"
#include "ui/models/trace_model.h"

using namespace asynclab;
using namespace asynclab::testing;

namespace {

QStringList keys(const SpanDetails& d) {
    QStringList out;
    for (const auto& [k, v] : d.fields) out << k;
    return out;
}

}  // namespace

class TestSpanDetails : public QObject {
    Q_OBJECT

  private slots:
    void anOpGetsTheRowsThatApplyToIt() {
        EventBatch b;
        b.ops.push_back(op(1, kCpu0, 0, 0, 1000));
        OpEvent gemm = op(2, kGpu0, 1000, 5000, 9000);
        gemm.kind = OpKind::MatMul;
        gemm.flops = 6e6;
        gemm.bytes = 2e6;
        gemm.waited_on = {1};
        gemm.launch_start = 2000;  // the host launched it at 2 µs for 0.5 µs
        gemm.launch_end = 2500;
        b.ops.push_back(gemm);
        for (OpId id = 3; id <= 10; ++id) {
            OpEvent later = op(id, kCpu1, 9000, 9000 + id, 9100 + id);
            if (id == 10) later.waited_on = {1, 2, 3, 4, 5, 6, 7, 8, 9};
            b.ops.push_back(later);
        }
        const TraceSnapshotPtr snap = build(b);
        const auto detailsOf = [&](OpId id, const SpanDetailsOptions& options) {
            const auto ref = snap->locate(id);
            const LaneData& lane = *snap->lanes[ref->lane];
            return spanDetails(*snap, lane, lane.spans[ref->index], options);
        };

        SpanDetailsOptions options;
        options.originNs = 1000;  // times from 1 µs
        const SpanDetails d = detailsOf(2, options);
        QCOMPARE(d.name, QStringLiteral("op2"));
        QCOMPARE(d.id, OpId{2});
        QCOMPARE(keys(d),
                 (QStringList{"lane", "device", "pushed", "start", "end", "duration", "queued",
                              "launched by the host", "FLOPs", "bytes", "rate", "waited on"}));
        QCOMPARE(d.value("pushed"), QStringLiteral("0 ns"));
        QCOMPARE(d.value("start"), QStringLiteral("4000 ns"));
        QCOMPARE(d.value("duration"), formatDuration(4000));
        QVERIFY(d.value("launched by the host").contains(formatDuration(500)));
        QCOMPARE(d.value("rate"), QStringLiteral("1.5 TFLOP/s"));  // 6e6 FLOP in 4 µs
        QCOMPARE(d.value("waited on"), QStringLiteral("#1 op1"));
        QVERIFY(d.html().startsWith(QStringLiteral("<b>op2</b>")));
        QVERIFY(d.html().contains(QStringLiteral("start 4000 ns")));

        // The first op: no queue, no launch, no FLOPs, nothing waited on.
        QCOMPARE(keys(detailsOf(1, {})),
                 (QStringList{"lane", "device", "pushed", "start", "end", "duration"}));

        // Many ops waited on: the first few named, the rest counted; or ids only.
        const SpanDetails many = detailsOf(10, {});
        QVERIFY(many.value("waited on").startsWith(QStringLiteral("#1 op1, #2 op2")));
        QVERIFY(many.value("waited on").endsWith(QStringLiteral("+3 more")));
        SpanDetailsOptions ids;
        ids.waitedOnNames = false;
        ids.maxWaitedOn = 12;
        QCOMPARE(detailsOf(10, ids).value("waited on"),
                 QStringLiteral("#1, #2, #3, #4, #5, #6, #7, #8, #9"));
    }
};

QTEST_GUILESS_MAIN(TestSpanDetails)
#include "test_span_details.moc"
