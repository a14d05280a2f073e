// Tests of engine/core/op_fn: an op's function keeps small closures inside itself and larger
// ones on the heap, runs them, moves them without copying, ends each capture exactly once,
// and takes move-only closures; the engine runs ops pushed with either kind.
#include <QtTest>

#include <array>
#include <functional>
#include <memory>
#include <vector>

#include "engine/core/engine.h"

using namespace asynclab;

namespace {

/// Counts the closures alive that hold it.
struct Tracker {
    std::shared_ptr<int> calls = std::make_shared<int>(0);
};

}  // namespace

class TestOpFn : public QObject {
    Q_OBJECT

  private slots:
    void smallClosuresStayInsideAndLargeOnesGoToTheHeap() {
        Tracker t;
        RunContext ctx;
        {
            OpFn small = [calls = t.calls](RunContext&) { ++*calls; };
            std::array<char, OpFn::kInlineBytes + 1> big{};
            OpFn large = [calls = t.calls, big](RunContext&) { *calls += 1 + big[0]; };
            QVERIFY(small && small.stored_inline());
            QVERIFY(large && !large.stored_inline());
            QCOMPARE(t.calls.use_count(), 3);
            small(ctx);
            large(ctx);
            QCOMPARE(*t.calls, 2);
        }
        QCOMPARE(t.calls.use_count(), 1);  // both captures ended with their functions
    }

    void movesTakeTheClosureAndLeaveTheSourceEmpty() {
        Tracker t;
        RunContext ctx;
        for (bool inside : {true, false}) {
            std::array<char, OpFn::kInlineBytes> pad{};
            OpFn a = inside ? OpFn([calls = t.calls](RunContext&) { ++*calls; })
                            : OpFn([calls = t.calls, pad, more = pad](RunContext&) {
                                  *calls += 1 + pad[0] + more[0];
                              });
            QCOMPARE(a.stored_inline(), inside);
            OpFn b = std::move(a);
            QVERIFY(!a && b);  // NOLINT(bugprone-use-after-move): moved-from is empty
            QCOMPARE(t.calls.use_count(), 2);
            OpFn c;
            c = std::move(b);
            QVERIFY(!b && c);  // NOLINT(bugprone-use-after-move)
            c(ctx);
            c = nullptr;
            QVERIFY(!c);
            QCOMPARE(t.calls.use_count(), 1);
        }
        QCOMPARE(*t.calls, 2);
    }

    void emptyFunctionsConvertToEmpty() {
        QVERIFY(!OpFn());
        QVERIFY(!OpFn(nullptr));
        QVERIFY(!OpFn(std::function<void(RunContext&)>()));
        void (*none)(RunContext&) = nullptr;
        QVERIFY(!OpFn(none));
        QVERIFY(OpFn(std::function<void(RunContext&)>([](RunContext&) {})));
    }

    void moveOnlyClosuresAreAccepted() {
        auto owned = std::make_unique<int>(41);
        OpFn f = [p = std::move(owned)](RunContext&) { ++*p; };
        RunContext ctx;
        f(ctx);
        f(ctx);
        QVERIFY(f.stored_inline());
    }

    void theEngineRunsBothKindsAndReleasesTheirCaptures() {
        Engine engine;
        const VarHandle v = engine.new_var();
        Tracker t;
        std::vector<int> order;
        std::array<char, 2 * OpFn::kInlineBytes> big{};
        big[0] = 1;
        for (int i = 0; i < 6; ++i) {
            if (i % 2 == 0)
                engine.push([&order, i, calls = t.calls](RunContext&) { order.push_back(i); }, {},
                            {v}, Device::cpu(), LaneKind::Compute, "small");
            else
                engine.push(
                    [&order, i, calls = t.calls, big](RunContext&) { order.push_back(i * big[0]); },
                    {}, {v}, Device::cpu(), LaneKind::Compute, "large");
        }
        engine.wait_all();
        QCOMPARE(order, (std::vector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(t.calls.use_count(), 1);  // every op's closure ended with its op
        engine.delete_var(v, std::function<void()>());
        engine.wait_all();
    }
};

QTEST_GUILESS_MAIN(TestOpFn)
#include "test_op_fn.moc"
