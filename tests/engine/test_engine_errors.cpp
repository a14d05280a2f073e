// Errors inside ops: stored on what the op writes, skipping its dependents, rethrown once
// at the next sync point on an affected variable; the engine keeps working.
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/core/engine.h"
#include "engine/profiler/profiler.h"

using namespace asynclab;

namespace {
const Device cpu = Device::cpu(0);

void failing(RunContext&) {
    throw std::runtime_error("shapes (2, 3) and (4, 5) do not match");
}
}  // namespace

class EngineErrors : public QObject {
    Q_OBJECT

  private slots:
    void errorIsRethrownAtTheNextSyncPointOnTheArray() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        engine.push(failing, {}, {x}, cpu, LaneKind::Compute, "dot");
        try {
            engine.wait_to_read(x);
            QFAIL("wait_to_read should rethrow");
        } catch (const OpError& e) {
            const QString msg = e.what();
            QVERIFY2(msg.contains("'dot'"), qPrintable(msg));
            QVERIFY2(msg.contains("(2, 3) and (4, 5)"), qPrintable(msg));
            QVERIFY2(msg.contains("cpu(0)"), qPrintable(msg));
            QCOMPARE(e.op_name(), std::string("dot"));
        }
        // Once: the same error is not raised again.
        engine.wait_to_read(x);
        engine.wait_all();
        engine.delete_var(x, nullptr);
    }

    void dependentsAreSkippedAndCarryTheError() {
        Engine engine({.cpu_workers = 2});
        auto* x = engine.new_var();
        auto* y = engine.new_var();
        auto* z = engine.new_var();
        std::atomic<int> ran{0};
        engine.push(failing, {}, {x}, cpu, LaneKind::Compute, "source");
        engine.push([&](RunContext&) { ++ran; }, {x}, {y}, cpu, LaneKind::Compute, "middle");
        engine.push([&](RunContext&) { ++ran; }, {y}, {z}, cpu, LaneKind::Compute, "sink");
        try {
            engine.wait_to_read(z);
            QFAIL("the error should reach z");
        } catch (const OpError& e) {
            QCOMPARE(e.op_name(), std::string("source"));
        }
        QCOMPARE(ran.load(), 0);
        for (auto* v : {x, y, z}) engine.delete_var(v, nullptr);
        engine.wait_all();
    }

    void waitAllRethrowsTheFirstError() {
        Engine engine({.cpu_workers = 1});
        auto* a = engine.new_var();
        auto* b = engine.new_var();
        engine.push([](RunContext&) { throw std::runtime_error("first"); }, {}, {a}, cpu,
                    LaneKind::Compute, "one");
        engine.push([](RunContext&) { throw std::runtime_error("second"); }, {}, {b}, cpu,
                    LaneKind::Compute, "two");
        try {
            engine.wait_all();
            QFAIL("wait_all should rethrow");
        } catch (const OpError& e) {
            QVERIFY(QString(e.what()).contains("first"));
        }
        // Every error was reported by that wait_all: no later sync point raises them.
        engine.wait_to_read(b);
        engine.wait_all();
        engine.delete_var(a, nullptr);
        engine.delete_var(b, nullptr);
    }

    void engineKeepsWorkingForEverythingElse() {
        Engine engine({.cpu_workers = 2});
        auto* bad = engine.new_var();
        auto* good = engine.new_var();
        int value = 0;
        engine.push(failing, {}, {bad}, cpu, LaneKind::Compute, "bad");
        for (int i = 0; i < 10; ++i)
            engine.push([&](RunContext&) { ++value; }, {}, {good}, cpu, LaneKind::Compute, "ok");
        engine.wait_to_read(good);  // unaffected: no throw
        QCOMPARE(value, 10);
        QVERIFY_THROWS_EXCEPTION(OpError, engine.wait_to_read(bad));
        // After the report the variable is usable again.
        int after = 0;
        engine.push([&](RunContext&) { after = 1; }, {}, {bad}, cpu, LaneKind::Compute, "reuse");
        engine.wait_to_read(bad);
        QCOMPARE(after, 1);
        engine.delete_var(bad, nullptr);
        engine.delete_var(good, nullptr);
    }

    void profilerMarksFailedAndSkippedOps() {
        Engine engine({.cpu_workers = 1});
        auto* x = engine.new_var();
        auto* y = engine.new_var();
        const OpId f = engine.push(failing, {}, {x}, cpu, LaneKind::Compute, "fails");
        const OpId s = engine.push([](RunContext&) {}, {x}, {y}, cpu, LaneKind::Compute, "skip");
        QVERIFY_THROWS_EXCEPTION(OpError, engine.wait_all());
        engine.profiler().flush();
        bool saw_failed = false, saw_skipped = false;
        for (auto& e : engine.profiler().history().ops) {
            if (e.id == f) saw_failed = e.failed && !e.skipped;
            if (e.id == s) saw_skipped = e.skipped && !e.failed;
        }
        QVERIFY(saw_failed);
        QVERIFY(saw_skipped);
        engine.delete_var(x, nullptr);
        engine.delete_var(y, nullptr);
    }

    void opsAfterAFailureCarryNothingOfIt() {
        // A failed op, a skipped one and a long-named one with many operands leave nothing
        // behind for the ops after them: none shows failed, skipped, misnamed, or waiting
        // on ops it never waited for.
        Engine engine({.cpu_workers = 1});
        std::vector<VarHandle> many;
        for (int i = 0; i < 12; ++i) many.push_back(engine.new_var());
        auto* x = engine.new_var();
        auto* y = engine.new_var();
        const std::string long_name(100, 'n');
        OpProps heavy;
        heavy.kind = OpKind::MatMul;
        heavy.flops = 1e9;
        engine.push(failing, {}, {x}, cpu, LaneKind::Compute, "fails");
        engine.push([](RunContext&) {}, {x}, {y}, cpu, LaneKind::Compute, "skip");
        engine.push([](RunContext&) {}, many, {}, cpu, LaneKind::Compute, long_name, heavy);
        QVERIFY_THROWS_EXCEPTION(OpError, engine.wait_all());
        engine.profiler().clear_history();

        std::vector<VarHandle> fresh;
        std::vector<OpId> ids;
        std::atomic<int> ran{0};
        for (int i = 0; i < 40; ++i) {
            fresh.push_back(engine.new_var());
            ids.push_back(engine.push([&ran](RunContext&) { ++ran; }, {}, {fresh.back()}, cpu,
                                      LaneKind::Compute, "after"));
        }
        engine.wait_all();  // nothing to rethrow
        QCOMPARE(ran.load(), 40);
        for (VarHandle v : fresh) engine.wait_to_read(v);
        engine.profiler().flush();
        int seen = 0;
        for (const auto& e : engine.profiler().history().ops) {
            if (std::find(ids.begin(), ids.end(), e.id) == ids.end()) continue;
            ++seen;
            QCOMPARE(e.name, std::string("after"));
            QVERIFY(!e.failed);
            QVERIFY(!e.skipped);
            QVERIFY(e.waited_on.empty());
            QCOMPARE(e.kind, OpKind::Other);
            QCOMPARE(e.flops, 0.0);
            QCOMPARE(e.parent, OpId{0});
        }
        QCOMPARE(seen, 40);
        for (VarHandle v : fresh) engine.delete_var(v, nullptr);
        for (VarHandle v : many) engine.delete_var(v, nullptr);
        engine.delete_var(x, nullptr);
        engine.delete_var(y, nullptr);
        engine.wait_all();
    }

    void synchronousModeThrowsAtThePush() {
        Engine engine({.cpu_workers = 1, .mode = EngineMode::Synchronous});
        auto* x = engine.new_var();
        QVERIFY_THROWS_EXCEPTION(OpError,
                                 engine.push(failing, {}, {x}, cpu, LaneKind::Compute, "dot"));
        engine.wait_all();  // already reported
        engine.delete_var(x, nullptr);
    }

    void nonStandardExceptionsAreCaught() {
        Engine engine({.cpu_workers = 1});
        auto* x = engine.new_var();
        engine.push([](RunContext&) { throw 42; }, {}, {x}, cpu, LaneKind::Compute, "odd");
        try {
            engine.wait_to_read(x);
            QFAIL("should throw");
        } catch (const OpError& e) {
            QVERIFY(QString(e.what()).contains("unknown exception"));
        }
        engine.delete_var(x, nullptr);
    }
};

QTEST_GUILESS_MAIN(EngineErrors)
#include "test_engine_errors.moc"
