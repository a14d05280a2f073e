// What the dependency-graph view draws: nodes (ops of a run, or nodes of a hybridized or
// imported graph) and edges (data dependencies), with a hash of the structure so that a
// layout can be cached and reused while only the nodes' states change.
//
// Three sources:
//   - a run's ops from a TraceSnapshot, windowed to the most recent N ops or to one
//     iteration (the ops pushed between two sync points of the front end); each op's state
//     is taken at a chosen time (waiting, ready, running, done, failed);
//   - one step of the hybridization passes (the graph before or after a pass), with
//     fused nodes marked and the nodes the next pass removes or merges flagged;
//   - an MXNet symbol JSON file.
#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>
#include <utility>
#include <vector>

#include "engine/nn/graph.h"
#include "ui/models/trace_snapshot.h"

namespace asynclab {

namespace nn {
struct PassStep;
}  // namespace nn

/// A node's state at the graph's time. None: a static graph (no run).
enum class NodeState : quint8 { None = 0, Waiting, Ready, Running, Done, Failed };
/// "waiting", "ready", ... ("" for None).
QString nodeStateName(NodeState state);

/// How a node is drawn.
enum class NodeShape : quint8 {
    Op = 0,    ///< a box
    Fused,     ///< a box with a double border (a fused kernel, or a bulk of ops)
    Variable,  ///< an ellipse: a data input or a parameter
    Constant,  ///< a rounded box
};

struct DepNode {
    quint64 id = 0;  ///< the op id (run graphs) or the node index (nn graphs)
    QString label;   ///< drawn text, lines separated by '\n'
    QString kind;    ///< op kind ("matmul") or graph op ("FullyConnected")
    NodeShape shape = NodeShape::Op;
    NodeState state = NodeState::None;
    /// The next pass removes or merges this node (nn graphs before a pass).
    bool vanishes = false;
    /// Outside the op window, shown because ops in it waited on it (run graphs).
    bool context = false;
    /// Tooltip rows: (field, value).
    std::vector<std::pair<QString, QString>> fields;
};

struct DepEdge {
    int from = 0;  ///< node index: the producer (the op waited on)
    int to = 0;    ///< node index: the consumer
    friend bool operator==(const DepEdge&, const DepEdge&) = default;
};

struct DepGraph {
    enum class Direction : quint8 { TopToBottom = 0, LeftToRight };

    QString title;
    Direction direction = Direction::TopToBottom;
    std::vector<DepNode> nodes;
    std::vector<DepEdge> edges;  ///< unique, from != to
    /// One line about what is shown ("200 most recent of 5,000 ops"), or a note.
    QString summary;

    bool empty() const { return nodes.empty(); }
    /// Index of the node with `id`, or -1.
    int indexOf(quint64 id) const;
    /// Hash of what the layout depends on: direction, node ids, labels and shapes, edges.
    /// States, tooltips and the title are left out.
    quint64 structureHash() const;
    /// True when `other` has the same structure (then only states may differ).
    bool sameStructure(const DepGraph& other) const;
};

// --- run ops ---------------------------------------------------------------------------

struct OpWindow {
    enum class Mode : quint8 { Recent = 0, Iteration };
    Mode mode = Mode::Recent;
    int recent = 200;    ///< Recent: this many ops, the last pushed
    int iteration = -1;  ///< Iteration: index from 0; -1: the last one
    /// Also show the ops outside the window that ops in it waited on (at most
    /// kMaxContextOps), so that the window's dependencies on earlier work stay visible.
    bool context = true;
    friend bool operator==(const OpWindow&, const OpWindow&) = default;
};

inline constexpr int kMaxContextOps = 64;

/// Iterations of a run: [begin, end) push-time ranges separated by the front end's sync
/// points (wait_to_read, wait_all, to_host, item, print; back-pressure does not count).
/// Pushes after the last sync form a last, open iteration. Empty for an empty snapshot.
std::vector<std::pair<TimeNs, TimeNs>> runIterations(const TraceSnapshot& snapshot);

/// The state of `op` at time `at` (ns, the snapshot's clock): done when it ended by then
/// (failed when it threw or was skipped), running when it started, ready when it was
/// pushed and everything it waited on had ended, waiting otherwise (also before the push).
/// The snapshot holds ops once they finished, so ops pushed but not yet finished at the
/// snapshot's end are not in it.
NodeState opStateAt(const TraceSnapshot& snapshot, const OpSpan& op, TimeNs at);

/// The op dependency DAG of a snapshot: top-level ops (inner ops of a bulk stand for
/// their bulk) in `window`, preceded by the context ops (see OpWindow::context), edges
/// from each op waited on to its waiter when both are shown, states at `at`. Nodes are in
/// push order; the graph runs left to right.
DepGraph depGraphFromSnapshot(const TraceSnapshot& snapshot, const OpWindow& window, TimeNs at);
/// Recomputes the states of `graph` (built from `snapshot`) at `at`; the structure stays.
void updateOpStates(DepGraph& graph, const TraceSnapshot& snapshot, TimeNs at);

// --- nn graphs ---------------------------------------------------------------------------

struct NnGraphOptions {
    /// Parameter variables (weights, biases) as nodes; otherwise listed in the tooltip of
    /// the node that reads them.
    bool showParams = false;
};

/// The nodes and edges of an nn::Graph, top to bottom. `next`, when given, is the graph
/// after the following pass: nodes it no longer has are flagged `vanishes`. `previous`,
/// when given, is the graph before this one: each fused node lists the nodes it merged.
DepGraph depGraphFromNn(const nn::Graph& graph, const NnGraphOptions& options = {},
                        const nn::Graph* previous = nullptr, const nn::Graph* next = nullptr);
/// Step `index` of optimize()'s steps: its graph, what the pass merged into each fused
/// node and what the next pass removes. Title "step 2/6: common subexpressions".
DepGraph depGraphFromPassStep(const std::vector<nn::PassStep>& steps, std::size_t index,
                              const NnGraphOptions& options = {});

/// Largest symbol file openSymbolGraph reads.
inline constexpr qint64 kMaxSymbolFileBytes = 64ll << 20;
/// Most nodes a graph may have to be shown.
inline constexpr int kMaxGraphNodes = 5000;

/// Reads an MXNet symbol JSON file into a graph (shapes inferred where known). On failure
/// returns nullopt and sets `error` to a message naming the file and the problem.
std::optional<nn::Graph> readSymbolFile(const QString& path, QString* error);

}  // namespace asynclab
