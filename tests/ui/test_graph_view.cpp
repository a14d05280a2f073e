// The dependency graph: the op DAG of a snapshot (edges, windows, states), the built-in
// and dot layouts, a hanging dot being killed, the layout cache, live state updates
// without relayout, hybridization steps, MXNet symbol files, selection and exports.
#include <QFile>
#include <QImage>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>
#include <set>

#include <sys/types.h>
#include <csignal>

#include "engine/nn/graph.h"
#include "engine/nn/passes.h"
#include "tests/common/test_support.h"
#include "ui/models/dep_graph.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/graph_layout.h"
#include "ui/views/graph_view.h"

using namespace asynclab;

namespace {

const LaneId kCpu0{Device::cpu(0), LaneKind::Compute, 0};
const LaneId kCpu1{Device::cpu(0), LaneKind::Compute, 1};

OpEvent op(OpId id, LaneId lane, TimeNs push, TimeNs start, TimeNs end, std::vector<OpId> deps = {},
           OpKind kind = OpKind::Elementwise, OpId parent = 0) {
    OpEvent e;
    e.id = id;
    e.name = "op" + std::to_string(id);
    e.kind = kind;
    e.lane = lane;
    e.push = push;
    e.start = start;
    e.end = end;
    e.waited_on = std::move(deps);
    e.parent = parent;
    return e;
}

/// 1 -> {2, 3} -> 4 -> 5 -> 6, a wait_all between the pushes of 3 and 4, and a bulk 7
/// whose inner op 8 waited on 6.
TraceSnapshotPtr diamondSnapshot() {
    EventBatch b;
    b.ops.push_back(op(1, kCpu0, 0, 10, 100));
    b.ops.push_back(op(2, kCpu0, 20, 100, 200, {1}));
    b.ops.push_back(op(3, kCpu1, 30, 100, 250, {1}));
    b.ops.push_back(op(4, kCpu0, 300, 400, 500, {2, 3}));
    b.ops.push_back(op(5, kCpu1, 310, 500, 600, {4}));
    b.ops.push_back(op(6, kCpu0, 320, 600, 700, {5}));
    b.ops.push_back(op(7, kCpu1, 330, 700, 800, {}, OpKind::Bulk));
    b.ops.push_back(op(8, kCpu1, 330, 710, 790, {6}, OpKind::Elementwise, 7));
    SyncEvent s;
    s.kind = SyncKind::WaitAll;
    s.begin = 40;
    s.end = 260;
    b.syncs.push_back(s);
    TraceBuilder builder;
    builder.add(b);
    return builder.snapshot();
}

std::set<std::pair<quint64, quint64>> edgeIds(const DepGraph& g) {
    std::set<std::pair<quint64, quint64>> out;
    for (const DepEdge& e : g.edges)
        out.emplace(g.nodes[static_cast<std::size_t>(e.from)].id,
                    g.nodes[static_cast<std::size_t>(e.to)].id);
    return out;
}

std::vector<quint64> nodeIds(const DepGraph& g) {
    std::vector<quint64> out;
    for (const DepNode& n : g.nodes) out.push_back(n.id);
    return out;
}

/// A random layered DAG (edges only from lower to higher index), deterministic.
DepGraph randomDag(int nodes, int edges, quint32 seed, DepGraph::Direction dir) {
    QRandomGenerator rng(seed);
    DepGraph g;
    g.direction = dir;
    for (int i = 0; i < nodes; ++i) {
        DepNode n;
        n.id = static_cast<quint64>(i + 1);
        n.label = QStringLiteral("node %1").arg(i) +
                  (i % 3 == 0 ? QStringLiteral("\nwide second line") : QString());
        n.shape = i % 5 == 0 ? NodeShape::Variable : NodeShape::Op;
        g.nodes.push_back(n);
    }
    std::set<std::pair<int, int>> seen;
    while (static_cast<int>(g.edges.size()) < edges) {
        const int a = static_cast<int>(rng.bounded(nodes - 1));
        const int b = a + 1 + static_cast<int>(rng.bounded(std::min(8, nodes - 1 - a)));
        if (seen.emplace(a, b).second) g.edges.push_back({a, b});
    }
    return g;
}

void checkLayered(const DepGraph& g, const GraphLayout& l) {
    QCOMPARE(l.nodes.size(), g.nodes.size());
    QCOMPARE(l.edges.size(), g.edges.size());
    QCOMPARE(l.layers.size(), g.nodes.size());
    const bool lr = g.direction == DepGraph::Direction::LeftToRight;
    for (const DepEdge& e : g.edges) {
        const auto from = static_cast<std::size_t>(e.from), to = static_cast<std::size_t>(e.to);
        QVERIFY2(l.layers[to] > l.layers[from],
                 qPrintable(QStringLiteral("edge %1 -> %2: layers %3, %4")
                                .arg(e.from)
                                .arg(e.to)
                                .arg(l.layers[from])
                                .arg(l.layers[to])));
        // And geometrically after: below (top to bottom) or right of (left to right) it.
        if (lr)
            QVERIFY(l.nodes[to].left() > l.nodes[from].right());
        else
            QVERIFY(l.nodes[to].top() > l.nodes[from].bottom());
    }
    for (std::size_t i = 0; i < l.nodes.size(); ++i) {
        QVERIFY(!l.nodes[i].isEmpty());
        for (std::size_t j = i + 1; j < l.nodes.size(); ++j)
            QVERIFY2(!l.nodes[i].intersects(l.nodes[j]),
                     qPrintable(QStringLiteral("nodes %1 and %2 overlap").arg(i).arg(j)));
    }
    for (const QPainterPath& p : l.edges) QVERIFY(!p.isEmpty());
}

/// Writes an executable shell script; returns its path.
QString writeScript(const QTemporaryDir& dir, const QString& name, const QByteArray& body) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write("#!/bin/sh\n" + body);
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

bool processAlive(qint64 pid) {
    return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) == 0;
}

/// A small MLP as traced: x -> FullyConnected -> relu -> FullyConnected -> output.
nn::Graph tracedMlp() {
    nn::Graph g;
    const auto x = g.add_variable("data", Shape{4, 8}, DType::Float32, nn::VarKind::Data);
    const auto w0 =
        g.add_variable("dense0_weight", Shape{16, 8}, DType::Float32, nn::VarKind::Param);
    const auto b0 = g.add_variable("dense0_bias", Shape{16}, DType::Float32, nn::VarKind::Param);
    const auto fc0 = g.add_op("FullyConnected", "dense0_fwd", {{x, 0}, {w0, 0}, {b0, 0}},
                              {{"num_hidden", "16"}});
    const auto act = g.add_op("Activation", "dense0_relu", {{fc0, 0}}, {{"act_type", "relu"}});
    const auto w1 =
        g.add_variable("dense1_weight", Shape{2, 16}, DType::Float32, nn::VarKind::Param);
    const auto b1 = g.add_variable("dense1_bias", Shape{2}, DType::Float32, nn::VarKind::Param);
    const auto fc1 = g.add_op("FullyConnected", "dense1_fwd", {{act, 0}, {w1, 0}, {b1, 0}},
                              {{"num_hidden", "2"}});
    g.outputs.push_back({fc1, 0});
    return g;
}

QString field(const DepNode& n, const QString& key) {
    for (const auto& [k, v] : n.fields)
        if (k == key) return v;
    return {};
}

}  // namespace

class TestGraphView : public QObject {
    Q_OBJECT

  private slots:
    void dagFromSnapshotHasTheWaitedOnEdges() {
        const auto snap = diamondSnapshot();
        OpWindow all;
        all.recent = 100;
        const DepGraph g = depGraphFromSnapshot(*snap, all, snap->end);
        // Inner op 8 is drawn as its bulk 7; its dependency on 6 becomes 6 -> 7.
        QCOMPARE(nodeIds(g), (std::vector<quint64>{1, 2, 3, 4, 5, 6, 7}));
        const std::set<std::pair<quint64, quint64>> want{{1, 2}, {1, 3}, {2, 4}, {3, 4},
                                                         {4, 5}, {5, 6}, {6, 7}};
        QCOMPARE(edgeIds(g), want);
        QCOMPARE(g.nodes[6].shape, NodeShape::Fused);
        QCOMPARE(g.direction, DepGraph::Direction::LeftToRight);
        for (const DepNode& n : g.nodes) QCOMPARE(n.state, NodeState::Done);
    }

    void recentWindowKeepsTheLastPushedOps() {
        const auto snap = diamondSnapshot();
        OpWindow w;
        w.recent = 3;
        w.context = false;
        DepGraph g = depGraphFromSnapshot(*snap, w, snap->end);
        QCOMPARE(nodeIds(g), (std::vector<quint64>{5, 6, 7}));
        QCOMPARE(edgeIds(g), (std::set<std::pair<quint64, quint64>>{{5, 6}, {6, 7}}));
        // 5 waited on 4, which is outside the window.
        QVERIFY2(g.summary.contains(QStringLiteral("1 dependencies on earlier ops")),
                 qPrintable(g.summary));
        QVERIFY(g.summary.contains(QStringLiteral("3 most recent of 7")));
        // With context: 4 is shown (first, marked) with its edge, and nothing is left out.
        w.context = true;
        g = depGraphFromSnapshot(*snap, w, snap->end);
        QCOMPARE(nodeIds(g), (std::vector<quint64>{4, 5, 6, 7}));
        QVERIFY(g.nodes[0].context);
        QVERIFY(!g.nodes[1].context);
        QCOMPARE(edgeIds(g), (std::set<std::pair<quint64, quint64>>{{4, 5}, {5, 6}, {6, 7}}));
        QVERIFY2(!g.summary.contains(QStringLiteral("not shown")), qPrintable(g.summary));
        QVERIFY(
            g.structureHash() !=
            depGraphFromSnapshot(*snap, OpWindow{OpWindow::Mode::Recent, 3, -1, false}, snap->end)
                .structureHash());
    }

    void iterationWindowSplitsAtSyncPoints() {
        const auto snap = diamondSnapshot();
        const auto its = runIterations(*snap);
        QCOMPARE(its.size(), std::size_t{2});
        QCOMPARE(its[1].first, TimeNs{260});
        OpWindow w;
        w.mode = OpWindow::Mode::Iteration;
        w.iteration = 0;
        QCOMPARE(nodeIds(depGraphFromSnapshot(*snap, w, snap->end)),
                 (std::vector<quint64>{1, 2, 3}));
        w.iteration = -1;  // the last
        const DepGraph last = depGraphFromSnapshot(*snap, w, snap->end);
        // 4 waited on 2 and 3 of the first iteration: shown as context.
        QCOMPARE(nodeIds(last), (std::vector<quint64>{2, 3, 4, 5, 6, 7}));
        QCOMPARE(edgeIds(last),
                 (std::set<std::pair<quint64, quint64>>{{2, 4}, {3, 4}, {4, 5}, {5, 6}, {6, 7}}));
        int context = 0;
        for (const DepNode& n : last.nodes) context += n.context ? 1 : 0;
        QCOMPARE(context, 2);
    }

    void graphSpeaksTheInterfacesLanguage() {
        const auto snap = diamondSnapshot();
        OpWindow w;
        w.recent = 3;
        w.context = false;
        QTranslator german;
        QVERIFY(german.load(QStringLiteral("asynclab_de"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&german);
        const DepGraph g = depGraphFromSnapshot(*snap, w, snap->end);
        const QString state = nodeStateName(NodeState::Running);
        // Before fusion, a node the next pass removes says which pass, in German too.
        GraphView view;
        view.setSynchronousLayout(true);
        view.setHybridGraph(tracedMlp(), QStringLiteral("MLP"));
        QStringList nextPass;
        for (int i = 0; i < view.passStepCount(); ++i) {
            view.setPassStep(i);
            for (const DepNode& n : view.graph().nodes)
                if (n.vanishes) nextPass << field(n, QStringLiteral("nächster Durchlauf"));
        }
        QCoreApplication::removeTranslator(&german);

        QVERIFY2(g.summary.startsWith(QStringLiteral("die 3 neuesten von 7 Ops; 1 Abhängigkeiten")),
                 qPrintable(g.summary));
        QCOMPARE(state, QStringLiteral("läuft"));
        const DepNode& five = g.nodes.front();
        QCOMPARE(five.id, quint64{5});
        QCOMPARE(field(five, QStringLiteral("wartete auf")), QStringLiteral("#4"));
        QVERIFY(field(five, QStringLiteral("waited on")).isEmpty());
        QCOMPARE(field(five, QStringLiteral("Spur")), QStringLiteral("cpu(0) Rechenspur 1"));
        QVERIFY(!nextPass.isEmpty());
        for (const QString& v : nextPass)
            QVERIFY2(v.endsWith(QStringLiteral(" entfernt ihn oder fasst ihn zusammen")) &&
                         !v.startsWith(QStringLiteral("entfernt")),  // names the pass
                     qPrintable(v));
        // Without the translation the same graph speaks English.
        const DepGraph english = depGraphFromSnapshot(*snap, w, snap->end);
        QCOMPARE(field(english.nodes.front(), QStringLiteral("waited on")), QStringLiteral("#4"));
        QCOMPARE(field(english.nodes.front(), QStringLiteral("lane")),
                 QStringLiteral("cpu(0) compute 1"));
        QCOMPARE(nodeStateName(NodeState::Running), QStringLiteral("running"));
    }

    void statesFollowTheTime() {
        const auto snap = diamondSnapshot();
        const OpSpan* four = snap->find(4);
        QVERIFY(four);
        // Pushed at 300; waited on 2 (ended 200) and 3 (ended 250); ran 400..500.
        QCOMPARE(opStateAt(*snap, *four, 290), NodeState::Waiting);  // not pushed yet
        QCOMPARE(opStateAt(*snap, *four, 350), NodeState::Ready);
        QCOMPARE(opStateAt(*snap, *four, 450), NodeState::Running);
        QCOMPARE(opStateAt(*snap, *four, 500), NodeState::Done);
        const OpSpan* five = snap->find(5);  // pushed 310, waited on 4 (ends 500)
        QCOMPARE(opStateAt(*snap, *five, 450), NodeState::Waiting);
        QCOMPARE(opStateAt(*snap, *five, 505), NodeState::Running);

        EventBatch b;
        auto failed = op(1, kCpu0, 0, 10, 20);
        failed.failed = true;
        b.ops.push_back(failed);
        TraceBuilder builder;
        builder.add(b);
        const auto s2 = builder.snapshot();
        QCOMPARE(opStateAt(*s2, *s2->find(1), 30), NodeState::Failed);
    }

    void fallbackLayoutIsLayeredWithoutOverlaps() {
        for (auto dir : {DepGraph::Direction::TopToBottom, DepGraph::Direction::LeftToRight}) {
            const DepGraph g = randomDag(60, 110, 7, dir);
            GraphLayouter layouter;
            const GraphLayout l = GraphLayouter::fallbackLayout(g, layouter.nodeSizes(g));
            QCOMPARE(l.engine, GraphLayout::Engine::Fallback);
            checkLayered(g, l);
            if (QTest::currentTestFailed()) return;
        }
        // The snapshot's DAG too.
        const auto snap = diamondSnapshot();
        const DepGraph g = depGraphFromSnapshot(*snap, OpWindow{}, snap->end);
        GraphLayouter layouter;
        checkLayered(g, GraphLayouter::fallbackLayout(g, layouter.nodeSizes(g)));
    }

    void fallbackLayoutSurvivesCycles() {
        DepGraph g;
        for (int i = 0; i < 4; ++i) {
            DepNode n;
            n.id = static_cast<quint64>(i);
            n.label = QStringLiteral("n%1").arg(i);
            g.nodes.push_back(n);
        }
        g.edges = {{0, 1}, {1, 2}, {2, 0}, {2, 3}};
        GraphLayouter layouter;
        const GraphLayout l = GraphLayouter::fallbackLayout(g, layouter.nodeSizes(g));
        QCOMPARE(l.nodes.size(), std::size_t{4});
        for (const QPainterPath& p : l.edges) QVERIFY(!p.isEmpty());
        for (std::size_t i = 0; i < 4; ++i)
            for (std::size_t j = i + 1; j < 4; ++j) QVERIFY(!l.nodes[i].intersects(l.nodes[j]));
    }

    void dotLayoutPlacesEveryNode() {
        GraphLayouter layouter;
        if (!layouter.dotAvailable()) QSKIP("Graphviz dot is not installed");
        const DepGraph g = randomDag(40, 70, 3, DepGraph::Direction::TopToBottom);
        const QByteArray dot = GraphLayouter::toDot(g, layouter.nodeSizes(g));
        QVERIFY(dot.startsWith("digraph"));
        QVERIFY(dot.contains("n39 ["));
        const GraphLayout l = layouter.layout(g);
        QCOMPARE(l.engine, GraphLayout::Engine::Dot);
        QVERIFY2(l.note.isEmpty(), qPrintable(l.note));
        QCOMPARE(layouter.dotRuns(), 1);
        QCOMPARE(l.nodes.size(), g.nodes.size());
        const auto sizes = layouter.nodeSizes(g);
        for (std::size_t i = 0; i < l.nodes.size(); ++i) {
            QVERIFY(l.bounds.contains(l.nodes[i]));
            QCOMPARE(l.nodes[i].size(), sizes[i]);
        }
        for (std::size_t i = 0; i < g.edges.size(); ++i) {
            QVERIFY(!l.edges[i].isEmpty());
            const QRectF& a = l.nodes[static_cast<std::size_t>(g.edges[i].from)];
            const QRectF& b = l.nodes[static_cast<std::size_t>(g.edges[i].to)];
            QVERIFY(b.center().y() > a.center().y());  // dot ranks downwards
            // The spline starts at the source and ends at the target.
            QVERIFY(QLineF(l.edges[i].pointAtPercent(0), a.center()).length() < a.width());
            QVERIFY(QLineF(l.edges[i].pointAtPercent(1), b.center()).length() < b.width());
        }
        for (std::size_t i = 0; i < l.nodes.size(); ++i)
            for (std::size_t j = i + 1; j < l.nodes.size(); ++j)
                QVERIFY(!l.nodes[i].intersects(l.nodes[j]));
    }

    void malformedDotOutputIsRejected() {
        const DepGraph g = randomDag(5, 4, 1, DepGraph::Direction::TopToBottom);
        GraphLayouter layouter;
        const auto sizes = layouter.nodeSizes(g);
        QString error;
        QVERIFY(!GraphLayouter::parseDotJson("not json", g, sizes, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!GraphLayouter::parseDotJson(R"({"bb":"0,0,100,100","objects":[],"edges":[]})", g,
                                             sizes, &error));
        QVERIFY2(error.contains(QStringLiteral("missing")), qPrintable(error));
    }

    void hangingDotIsKilledAndTheFallbackUsed() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pidFile = dir.filePath(QStringLiteral("pid"));
        const QString script =
            writeScript(dir, QStringLiteral("fake-dot"),
                        "echo $$ > '" + pidFile.toLocal8Bit() + "'\nexec sleep 60\n");
        // Chosen through the environment, as a user would.
        asynclab::testing::ScopedEnv env("ASYNCLAB_DOT", script.toLocal8Bit());
        GraphLayouter layouter;
        QCOMPARE(layouter.dotProgram(), script);
        layouter.setTimeout(300);
        const DepGraph g = randomDag(12, 15, 5, DepGraph::Direction::TopToBottom);
        const GraphLayout l = layouter.layout(g);
        QCOMPARE(l.engine, GraphLayout::Engine::Fallback);
        QVERIFY2(l.note.contains(QStringLiteral("stopped")), qPrintable(l.note));
        QCOMPARE(layouter.dotRuns(), 1);
        checkLayered(g, l);
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const qint64 pid = f.readAll().trimmed().toLongLong();
        QVERIFY(pid > 0);
        QVERIFY2(!processAlive(pid), "the hanging dot still runs");

        // In the background too: the request answers later, with the fallback.
        QFile::remove(pidFile);
        const DepGraph g2 = randomDag(14, 18, 6, DepGraph::Direction::LeftToRight);
        QSignalSpy ready(&layouter, &GraphLayouter::layoutReady);
        QVERIFY(!layouter.request(g2));
        QVERIFY(layouter.busy());
        QVERIFY(ready.wait(10000));
        QCOMPARE(ready.first().first().toULongLong(), layouter.keyOf(g2));
        const GraphLayout* l2 = layouter.cached(layouter.keyOf(g2));
        QVERIFY(l2);
        QCOMPARE(l2->engine, GraphLayout::Engine::Fallback);
        QVERIFY(!layouter.busy());
        QFile f2(pidFile);
        QVERIFY(f2.open(QIODevice::ReadOnly));
        const qint64 pid2 = f2.readAll().trimmed().toLongLong();
        QTRY_VERIFY(!processAlive(pid2));
    }

    void failingOrMissingDotFallsBack() {
        QTemporaryDir dir;
        const DepGraph g = randomDag(8, 9, 2, DepGraph::Direction::TopToBottom);
        GraphLayouter failing;
        failing.setDotProgram(writeScript(dir, QStringLiteral("bad-dot"),
                                          "echo 'syntax error in line 1' >&2\nexit 3\n"));
        GraphLayout l = failing.layout(g);
        QCOMPARE(l.engine, GraphLayout::Engine::Fallback);
        QVERIFY2(l.note.contains(QStringLiteral("syntax error")), qPrintable(l.note));

        GraphLayouter garbage;
        garbage.setDotProgram(
            writeScript(dir, QStringLiteral("garbage-dot"), "cat >/dev/null\necho '{\"bb\": 3'\n"));
        l = garbage.layout(g);
        QCOMPARE(l.engine, GraphLayout::Engine::Fallback);
        QVERIFY2(l.note.contains(QStringLiteral("unreadable")), qPrintable(l.note));

        GraphLayouter missing;
        missing.setDotProgram(dir.filePath(QStringLiteral("no-such-dot")));
        QVERIFY(!missing.dotAvailable());
        l = missing.layout(g);
        QCOMPARE(l.engine, GraphLayout::Engine::Fallback);
        QVERIFY(l.note.contains(QStringLiteral("not found")));
        QCOMPARE(missing.dotRuns(), 0);
    }

    void cacheReturnsTheSameLayoutWithoutRerunning() {
        GraphLayouter layouter;
        DepGraph g = randomDag(20, 30, 9, DepGraph::Direction::TopToBottom);
        const GraphLayout first = layouter.layout(g);
        const int runs = layouter.dotRuns() + layouter.fallbackRuns();
        QCOMPARE(runs, 1);
        // States and tooltips are not structure.
        for (DepNode& n : g.nodes) {
            n.state = NodeState::Running;
            n.fields.emplace_back(QStringLiteral("x"), QStringLiteral("y"));
        }
        const GraphLayout again = layouter.layout(g);
        QCOMPARE(layouter.dotRuns() + layouter.fallbackRuns(), runs);
        QCOMPARE(again.nodes, first.nodes);
        QCOMPARE(again.key, first.key);
        QVERIFY(layouter.request(g));  // a cache hit answers at once
        // A different structure is laid out anew.
        DepGraph other = g;
        other.edges.pop_back();
        QVERIFY(other.structureHash() != g.structureHash());
        layouter.layout(other);
        QCOMPARE(layouter.dotRuns() + layouter.fallbackRuns(), runs + 1);
    }

    void fittingLeavesTheLegendClear() {
        // A dock as small as the window gives it: the fitted graph lies below the legend,
        // whether it fits whole or is shown from its start.
        for (const QSize size : {QSize(280, 240), QSize(900, 180), QSize(900, 500)}) {
            GraphView view;
            view.resize(size);
            view.setSynchronousLayout(true);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.setSnapshot(diamondSnapshot());
            view.fit();
            const QRectF area = view.graphArea();
            QVERIFY(area.top() > 20);  // the legend's rows
            QVERIFY(area.bottom() <= view.canvas()->height() + 0.5);
            for (const DepNode& n : view.graph().nodes) {
                const QRectF r = view.nodeRect(n.id);
                QVERIFY2(r.top() >= area.top() - 0.5 && r.bottom() <= area.bottom() + 0.5 &&
                             r.left() >= -0.5 && r.right() <= area.right() + 0.5,
                         qPrintable(QStringLiteral("node %1 at %2,%3 %4x%5, area top %6")
                                        .arg(n.id)
                                        .arg(r.left())
                                        .arg(r.top())
                                        .arg(r.width())
                                        .arg(r.height())
                                        .arg(area.top())));
            }
        }
    }

    void viewUpdatesStatesWithoutRelayout() {
        const auto snap = diamondSnapshot();
        GraphView view;
        view.resize(900, 500);
        view.setSynchronousLayout(true);
        view.setSnapshot(snap);
        QCOMPARE(view.graph().nodes.size(), std::size_t{7});
        QVERIFY(view.layout().valid());
        const int relayouts = view.relayoutCount();
        const auto rects = view.layout().nodes;
        const int i4 = view.graph().indexOf(4);
        QCOMPARE(view.nodeColor(i4), GraphView::stateColor(NodeState::Done));
        view.setTime(450);
        QVERIFY(!view.isLive());
        QCOMPARE(view.graph().nodes[static_cast<std::size_t>(i4)].state, NodeState::Running);
        QCOMPARE(view.nodeColor(i4), GraphView::stateColor(NodeState::Running));
        QCOMPARE(view.nodeColor(view.graph().indexOf(5)),
                 GraphView::stateColor(NodeState::Waiting));
        view.setTime(350);
        QCOMPARE(view.nodeColor(i4), GraphView::stateColor(NodeState::Ready));
        QCOMPARE(view.relayoutCount(), relayouts);
        QCOMPARE(view.layout().nodes, rects);
        // The pixels change colour too.
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shot = view.canvas()->grab().toImage();
        const QPoint c = view.nodeRect(4).toRect().topLeft() + QPoint(3, 3);
        QCOMPARE(shot.pixelColor(c), GraphView::stateColor(NodeState::Ready));
        view.setLive(true);
        QCOMPARE(view.nodeColor(i4), GraphView::stateColor(NodeState::Done));
        // A new snapshot with the same ops is not laid out again.
        view.setSnapshot(diamondSnapshot());
        QCOMPARE(view.relayoutCount(), relayouts);
        QVERIFY(view.statusText().contains(QStringLiteral("layout:")));
    }

    void viewFollowsTheModelInTheBackground() {
        TraceModel model;
        GraphView view;
        view.resize(800, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy applied(&view, &GraphView::layoutApplied);
        view.setModel(&model);
        EventBatch b;
        b.ops.push_back(op(1, kCpu0, 0, 10, 100));
        b.ops.push_back(op(2, kCpu0, 20, 100, 200, {1}));
        model.addBatch(b);
        model.flush();
        QTRY_COMPARE(view.graph().nodes.size(), std::size_t{2});
        QVERIFY(!view.layoutPending());
        QVERIFY(applied.count() >= 1);
        QCOMPARE(edgeIds(view.graph()), (std::set<std::pair<quint64, quint64>>{{1, 2}}));
    }

    void selectionIsCrossLinked() {
        const auto snap = diamondSnapshot();
        GraphView view;
        view.resize(900, 500);
        view.setSynchronousLayout(true);
        view.setSnapshot(snap);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy selected(&view, &GraphView::opSelected);
        const QRectF r = view.nodeRect(3);
        QVERIFY(!r.isEmpty());
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, r.center().toPoint());
        QCOMPARE(selected.count(), 1);
        QCOMPARE(selected.first().first().value<OpId>(), OpId{3});
        QCOMPARE(view.selectedNode(), quint64{3});
        QVERIFY(view.nodeAt(r.center()) == std::optional<quint64>{3});
        QVERIFY(view.toolTipFor(3).contains(QStringLiteral("op3")));
        QVERIFY(view.toolTipFor(3).contains(QStringLiteral("waited on")));
        // From another view: selects without echoing the signal.
        view.highlightOp(5);
        QCOMPARE(view.selectedNode(), quint64{5});
        QCOMPARE(selected.count(), 1);
        // Clicking the background clears (and says so).
        QTest::mouseClick(view.canvas(), Qt::LeftButton, {},
                          QPoint(2, view.canvas()->height() - 2));
        QCOMPARE(selected.count(), 2);
        QCOMPARE(selected.last().first().value<OpId>(), OpId{0});
        // In the iteration window, an op of another iteration switches to it.
        view.setOpWindow(OpWindow{OpWindow::Mode::Iteration, 200, 0});
        QCOMPARE(nodeIds(view.graph()), (std::vector<quint64>{1, 2, 3}));
        view.highlightOp(6);
        QCOMPARE(view.opWindow().iteration, 1);
        QVERIFY(view.graph().indexOf(6) >= 0);
        QVERIFY(!view.nodeRect(6).isEmpty());
    }

    void passStepsShowFusionAndTogglingKeepsPositions() {
        GraphView view;
        view.resize(700, 700);
        view.setSynchronousLayout(true);
        view.setHybridGraph(tracedMlp(), QStringLiteral("MLP"));
        QCOMPARE(view.source(), GraphView::Source::PassSteps);
        const int steps = view.passStepCount();
        QCOMPARE(steps, 6);
        QCOMPARE(view.passStep(), steps - 1);
        // After fusion: a fused_dense node that lists what it merged.
        const DepGraph after = view.graph();
        const auto fused =
            std::find_if(after.nodes.begin(), after.nodes.end(),
                         [](const DepNode& n) { return n.shape == NodeShape::Fused; });
        QVERIFY(fused != after.nodes.end());
        QCOMPARE(fused->kind, QStringLiteral("fused_dense"));
        QVERIFY2(field(*fused, QStringLiteral("merges")).contains(QStringLiteral("dense0_fwd")),
                 qPrintable(field(*fused, QStringLiteral("merges"))));
        QVERIFY(field(*fused, QStringLiteral("merges")).contains(QStringLiteral("dense0_relu")));
        // Parameters are in the tooltip, not nodes.
        QVERIFY(
            field(*fused, QStringLiteral("parameters")).contains(QStringLiteral("dense0_weight")));
        // Before fusion: the nodes it merges are flagged.
        int fuseStep = -1;
        for (int i = 0; i < steps; ++i) {
            view.setPassStep(i);
            if (view.graph().title.contains(QStringLiteral("fusion"))) fuseStep = i;
        }
        QVERIFY(fuseStep > 0);
        view.setPassStep(fuseStep - 1);
        int vanishing = 0;
        for (const DepNode& n : view.graph().nodes) vanishing += n.vanishes ? 1 : 0;
        QVERIFY(vanishing >= 1);
        const int relayouts = view.relayoutCount();
        const int runs = view.layouter()->dotRuns() + view.layouter()->fallbackRuns();
        const auto before = view.layout().nodes;
        view.setPassStep(fuseStep);
        QVERIFY(view.relayoutCount() > relayouts);
        view.setPassStep(fuseStep - 1);
        QCOMPARE(view.layout().nodes, before);
        // Both were laid out before: no layout ran.
        QCOMPARE(view.layouter()->dotRuns() + view.layouter()->fallbackRuns(), runs);
        // Parameters as nodes: another structure.
        const std::size_t n = view.graph().nodes.size();
        view.setShowParams(true);
        QCOMPARE(view.graph().nodes.size(), n + 4);
    }

    void symbolFixturesOpen_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("op");
        QTest::addColumn<int>("count");
        QTest::newRow("vgglike") << "mxnet_symbol_mkldnn_model1_vgglike.json"
                                 << "Convolution" << 16;
        QTest::newRow("legacy") << "mxnet_symbol_legacy_save_000800.json"
                                << "FullyConnected" << 3;
        QTest::newRow("squeezenet") << "mxnet_symbol_squeezenet_v1.2_attr.json"
                                    << "Concat" << 8;
        QTest::newRow("gluon mlp") << "mxnet_symbol_gluon_mlp.json"
                                   << "FullyConnected" << 3;
    }

    void symbolFixturesOpen() {
        QFETCH(QString, file);
        QFETCH(QString, op);
        QFETCH(int, count);
        const QString path = QStringLiteral(ASYNCLAB_FIXTURES_DIR "/") + file;
        if (!QFile::exists(path)) QSKIP("fixture not present");
        GraphView view;
        view.resize(800, 800);
        view.setSynchronousLayout(true);
        QString error;
        QVERIFY2(view.openSymbolFile(path, &error), qPrintable(error));
        QCOMPARE(view.source(), GraphView::Source::Symbol);
        int found = 0;
        for (const DepNode& n : view.graph().nodes) found += n.kind == op ? 1 : 0;
        QCOMPARE(found, count);
        QVERIFY(!view.graph().edges.empty());
        QCOMPARE(view.layout().nodes.size(), view.graph().nodes.size());
        QVERIFY(view.graph().title.contains(file));
    }

    void brokenSymbolFilesGiveAClearMessage() {
        QTemporaryDir dir;
        GraphView view;
        view.setSynchronousLayout(true);
        view.setHybridGraph(tracedMlp());
        const std::size_t shown = view.graph().nodes.size();
        QSignalSpy messages(&view, &GraphView::message);

        const QString bad = dir.filePath(QStringLiteral("bad-symbol.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"nodes\": [{\"op\": \"null\", \"name\": \"x\", \"inputs\": [[");
        f.close();
        QString error;
        QVERIFY(!view.openSymbolFile(bad, &error));
        QVERIFY2(error.startsWith(QStringLiteral("bad-symbol.json: ")), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("MXNet symbol")));
        QCOMPARE(messages.count(), 1);
        // What was shown stays, with the message in the status line.
        QCOMPARE(view.source(), GraphView::Source::PassSteps);
        QCOMPARE(view.graph().nodes.size(), shown);
        QVERIFY(view.statusText().contains(QStringLiteral("bad-symbol.json")));

        const QString dangling = dir.filePath(QStringLiteral("dangling.json"));
        QFile d(dangling);
        QVERIFY(d.open(QIODevice::WriteOnly));
        d.write(R"({"nodes": [{"op": "Activation", "name": "a", "attrs": {"act_type": "relu"},
                    "inputs": [[7, 0, 0]]}], "arg_nodes": [], "heads": [[0, 0, 0]]})");
        d.close();
        QVERIFY(!view.openSymbolFile(dangling, &error));
        QVERIFY2(error.startsWith(QStringLiteral("dangling.json: ")), qPrintable(error));

        const QString huge = dir.filePath(QStringLiteral("huge-symbol.json"));
        QFile h(huge);
        QVERIFY(h.open(QIODevice::WriteOnly));
        QVERIFY(h.resize(kMaxSymbolFileBytes + 1));  // sparse
        h.close();
        QVERIFY(!view.openSymbolFile(huge, &error));
        QVERIFY2(error.contains(QStringLiteral("larger than")), qPrintable(error));

        QVERIFY(!view.openSymbolFile(dir.filePath(QStringLiteral("absent.json")), &error));
        QVERIFY(error.contains(QStringLiteral("no such file")));
        QCOMPARE(view.graph().nodes.size(), shown);
    }

    void exportsHaveTheRequestedSize() {
        const auto snap = diamondSnapshot();
        GraphView view;
        view.setSynchronousLayout(true);
        view.setSnapshot(snap);
        QTemporaryDir dir;
        const QString title = QStringLiteral("Diamond run");

        const QString png = dir.filePath(QStringLiteral("g.png"));
        QVERIFY(view.exportPng(png, QSize(640, 360), 2.0, title));
        QImage image(png);
        QCOMPARE(image.size(), QSize(1280, 720));
        // Something besides the white background: the nodes' colours.
        bool done = false;
        const QColor green = GraphView::stateColor(NodeState::Done);
        for (int y = 0; y < image.height() && !done; y += 2)
            for (int x = 0; x < image.width() && !done; x += 2)
                done = image.pixelColor(x, y) == green;
        QVERIFY(done);

        const QString svg = dir.filePath(QStringLiteral("g.svg"));
        QVERIFY(view.exportSvg(svg, QSize(800, 450), title));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QXmlStreamReader xml(svgText);
        while (!xml.atEnd() && !(xml.isStartElement() && xml.name() == QLatin1String("svg")))
            xml.readNext();
        QVERIFY(xml.isStartElement());
        QCOMPARE(xml.attributes().value(QLatin1String("viewBox")).toString(),
                 QStringLiteral("0 0 800 450"));
        QVERIFY(svgText.contains("Diamond run"));
        QVERIFY(svgText.contains("running"));  // the legend

        const QString pdf = dir.filePath(QStringLiteral("g.pdf"));
        QVERIFY(view.exportPdf(pdf, QSize(600, 400), title));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        const QByteArray pdfText = pdfFile.readAll();
        QVERIFY(pdfText.startsWith("%PDF"));
        QVERIFY(pdfText.size() > 1000);
        const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        const auto m = box.match(QString::fromLatin1(pdfText));
        QVERIFY2(m.hasMatch(), "no MediaBox");
        QCOMPARE(qRound(m.captured(1).toDouble()), 600);
        QCOMPARE(qRound(m.captured(2).toDouble()), 400);

        QVERIFY(!view.exportPng(dir.filePath(QStringLiteral("empty.png")), QSize(0, 10)));
    }
};

QTEST_MAIN(TestGraphView)
#include "test_graph_view.moc"
