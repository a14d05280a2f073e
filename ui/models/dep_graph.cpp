#include "ui/models/dep_graph.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <exception>
#include <limits>
#include <set>
#include <tuple>
#include <unordered_map>

#include "engine/nn/mxnet_format.h"
#include "engine/nn/passes.h"
#include "ui/models/labels.h"
#include "ui/models/span_details.h"

namespace asynclab {

namespace {
/// The graph's words for people (states, summaries, the details of a node), in the
/// interface's language.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(asynclab::DepGraph)
};
}  // namespace

QString nodeStateName(NodeState state) {
    switch (state) {
        case NodeState::None: return {};
        case NodeState::Waiting: return Text::tr("waiting");
        case NodeState::Ready: return Text::tr("ready");
        case NodeState::Running: return Text::tr("running");
        case NodeState::Done: return Text::tr("done");
        case NodeState::Failed: return Text::tr("failed");
    }
    return {};
}

// --- DepGraph ------------------------------------------------------------------------

int DepGraph::indexOf(quint64 id) const {
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].id == id) return static_cast<int>(i);
    return -1;
}

namespace {

/// FNV-1a, 64 bits.
struct Hasher {
    quint64 h = 1469598103934665603ull;
    void bytes(const void* data, std::size_t n) {
        const auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= p[i];
            h *= 1099511628211ull;
        }
    }
    template <class T>
    void value(T v) {
        bytes(&v, sizeof v);
    }
    void text(const QString& s) {
        value(static_cast<quint64>(s.size()));
        bytes(s.constData(), static_cast<std::size_t>(s.size()) * sizeof(QChar));
    }
};

}  // namespace

quint64 DepGraph::structureHash() const {
    Hasher h;
    h.value(static_cast<quint8>(direction));
    h.value(static_cast<quint64>(nodes.size()));
    for (const DepNode& n : nodes) {
        h.value(n.id);
        h.text(n.label);
        h.value(static_cast<quint8>(n.shape));
        h.value(n.context);
    }
    h.value(static_cast<quint64>(edges.size()));
    for (const DepEdge& e : edges) {
        h.value(e.from);
        h.value(e.to);
    }
    return h.h;
}

bool DepGraph::sameStructure(const DepGraph& other) const {
    if (direction != other.direction || nodes.size() != other.nodes.size() || edges != other.edges)
        return false;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const DepNode& a = nodes[i];
        const DepNode& b = other.nodes[i];
        if (a.id != b.id || a.label != b.label || a.shape != b.shape || a.context != b.context)
            return false;
    }
    return true;
}

// --- run ops -------------------------------------------------------------------------

namespace {

/// An op of the snapshot that is drawn as a node.
struct TopOp {
    const OpSpan* span = nullptr;
    std::size_t lane = 0;
};

/// Every top-level op (depth 0), in no particular order.
std::vector<TopOp> topLevelOps(const TraceSnapshot& snapshot) {
    std::vector<TopOp> ops;
    ops.reserve(snapshot.totals.ops);
    for (std::size_t l = 0; l < snapshot.lanes.size(); ++l)
        for (const OpSpan& s : snapshot.lanes[l]->spans)
            if (s.depth == 0) ops.push_back({&s, l});
    return ops;
}

bool pushLess(const TopOp& a, const TopOp& b) {
    return a.span->push != b.span->push ? a.span->push < b.span->push : a.span->id < b.span->id;
}

/// The top-level op standing for `id` (itself, its bulk, or the depth-0 span enclosing it).
std::optional<OpId> topLevelOf(const TraceSnapshot& snapshot, OpId id) {
    const auto ref = snapshot.locate(id);
    if (!ref) return std::nullopt;
    const LaneData& lane = *snapshot.lanes[ref->lane];
    const OpSpan& s = lane.spans[ref->index];
    if (s.depth == 0) return s.id;
    if (s.parent != 0) {
        const OpSpan* p = snapshot.find(s.parent);
        if (p && p->depth == 0) return p->id;
    }
    const auto outer = lane.span_at(s.start, 0, 0);
    if (outer) return lane.spans[*outer].id;
    return std::nullopt;
}

bool isSyncPoint(SyncKind kind) {
    return kind != SyncKind::BackPressure;
}

}  // namespace

std::vector<std::pair<TimeNs, TimeNs>> runIterations(const TraceSnapshot& snapshot) {
    std::vector<TimeNs> ends;
    for (const auto& lane : snapshot.lanes) {
        if (lane->info.role != LaneRole::FrontEnd) continue;
        for (const SyncSpan& s : lane->syncs)
            if (isSyncPoint(s.kind)) ends.push_back(s.end);
    }
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    TimeNs minPush = std::numeric_limits<TimeNs>::max();
    TimeNs maxPush = std::numeric_limits<TimeNs>::min();
    bool any = false;
    for (const auto& lane : snapshot.lanes)
        for (const OpSpan& s : lane->spans)
            if (s.depth == 0) {
                minPush = std::min(minPush, s.push);
                maxPush = std::max(maxPush, s.push);
                any = true;
            }
    std::vector<std::pair<TimeNs, TimeNs>> out;
    if (!any) return out;
    // Candidate ranges [bounds[i], bounds[i + 1]); keep those in which something was pushed.
    std::vector<TimeNs> bounds{std::min(minPush, snapshot.begin)};
    for (TimeNs end : ends)
        if (end > bounds.back()) bounds.push_back(end);
    bounds.push_back(std::max({maxPush, snapshot.end, bounds.back()}) + 1);
    std::vector<char> used(bounds.size() - 1, 0);
    for (const auto& lane : snapshot.lanes)
        for (const OpSpan& s : lane->spans) {
            if (s.depth != 0) continue;
            const auto it = std::upper_bound(bounds.begin(), bounds.end(), s.push);
            const auto k = static_cast<std::size_t>(it - bounds.begin()) - 1;
            if (k < used.size()) used[k] = 1;
        }
    for (std::size_t k = 0; k < used.size(); ++k)
        if (used[k]) out.emplace_back(bounds[k], bounds[k + 1]);
    return out;
}

NodeState opStateAt(const TraceSnapshot& snapshot, const OpSpan& op, TimeNs at) {
    if (at >= op.end) return op.failed() || op.skipped() ? NodeState::Failed : NodeState::Done;
    if (op.start <= at) return NodeState::Running;
    if (op.push > at) return NodeState::Waiting;
    const LaneData* lane = nullptr;
    if (const auto ref = snapshot.locate(op.id)) lane = snapshot.lanes[ref->lane].get();
    if (!lane) return NodeState::Ready;
    for (OpId dep : lane->waited_on(op)) {
        const OpSpan* d = snapshot.find(dep);
        if (d && d->end > at) return NodeState::Waiting;
    }
    return NodeState::Ready;
}

DepGraph depGraphFromSnapshot(const TraceSnapshot& snapshot, const OpWindow& window, TimeNs at) {
    DepGraph g;
    g.direction = DepGraph::Direction::LeftToRight;
    g.title = snapshot.title.empty() ? Text::tr("Op dependencies")
                                     : QString::fromStdString(snapshot.title);
    // The window's ops, by push: a partial selection, not a sort of the whole run.
    std::vector<TopOp> all = topLevelOps(snapshot);
    const std::size_t total = all.size();
    const QLocale locale = QLocale::c();
    if (window.mode == OpWindow::Mode::Recent) {
        const std::size_t n = static_cast<std::size_t>(std::max(1, window.recent));
        if (all.size() > n) {
            const auto cut = all.end() - static_cast<std::ptrdiff_t>(n);
            std::nth_element(all.begin(), cut, all.end(), pushLess);
            all.erase(all.begin(), cut);
        }
        g.summary = Text::tr("%1 most recent of %2 ops")
                        .arg(all.size())
                        .arg(locale.toString(static_cast<qulonglong>(total)));
    } else {
        const auto iterations = runIterations(snapshot);
        if (iterations.empty()) {
            all.clear();
            g.summary = Text::tr("no ops");
        } else {
            const int count = static_cast<int>(iterations.size());
            const int k =
                window.iteration < 0 || window.iteration >= count ? count - 1 : window.iteration;
            // Variables, not a structured binding: Clang before 16 (the fuzz build's)
            // cannot capture those.
            const auto b = iterations[static_cast<std::size_t>(k)].first;
            const auto e = iterations[static_cast<std::size_t>(k)].second;
            std::erase_if(all,
                          [b, e](const TopOp& o) { return o.span->push < b || o.span->push >= e; });
            g.summary = Text::tr("iteration %1 of %2 (ops pushed between sync points): %3 ops")
                            .arg(k + 1)
                            .arg(count)
                            .arg(all.size());
        }
    }
    std::sort(all.begin(), all.end(), pushLess);
    const std::size_t first = 0, last = all.size();

    // Every dependency of a window op (its own and, for a bulk or a slice with nested
    // slices, its inner spans'), as the top-level op standing for it.
    auto forEachDep = [&](const TopOp& t, auto&& fn) {
        const LaneData& lane = *snapshot.lanes[t.lane];
        const OpSpan& s = *t.span;
        auto visit = [&](const OpSpan& span) {
            for (OpId dep : lane.waited_on(span))
                if (const auto top = topLevelOf(snapshot, dep)) fn(*top);
        };
        visit(s);
        if (lane.max_depth > 0) {
            const auto [b, e] = lane.visible(s.start, s.end);
            for (std::size_t k = b; k < e; ++k) {
                const OpSpan& inner = lane.spans[k];
                if (inner.depth == 0 || inner.start < s.start || inner.start > s.end) continue;
                visit(inner);
            }
        }
    };

    std::unordered_map<OpId, int> index;
    std::vector<TopOp> shown;  // context first, then the window, each by push
    std::vector<bool> isContext;
    std::set<OpId> windowIds;
    for (std::size_t i = first; i < last; ++i) windowIds.insert(all[i].span->id);
    if (window.context) {
        std::vector<TopOp> context;
        std::set<OpId> contextIds;
        for (std::size_t i = first; i < last; ++i) {
            forEachDep(all[i], [&](OpId dep) {
                if (windowIds.count(dep) || contextIds.count(dep) ||
                    static_cast<int>(context.size()) >= kMaxContextOps)
                    return;
                const auto ref = snapshot.locate(dep);
                if (!ref) return;
                contextIds.insert(dep);
                context.push_back({&snapshot.lanes[ref->lane]->spans[ref->index], ref->lane});
            });
        }
        std::sort(context.begin(), context.end(), pushLess);
        for (const TopOp& t : context) {
            shown.push_back(t);
            isContext.push_back(true);
        }
        if (!context.empty())
            g.summary += Text::tr(" (+%1 earlier they waited on)").arg(context.size());
    }
    for (std::size_t i = first; i < last; ++i) {
        shown.push_back(all[i]);
        isContext.push_back(false);
    }

    std::vector<std::size_t> shownOfNode;
    for (std::size_t k = 0; k < shown.size(); ++k) {
        const OpSpan& s = *shown[k].span;
        const LaneData& lane = *snapshot.lanes[shown[k].lane];
        // Op ids are unique within one engine's run; a repeated id is drawn once.
        if (!index.emplace(s.id, static_cast<int>(g.nodes.size())).second) continue;
        shownOfNode.push_back(k);
        DepNode n;
        n.id = s.id;
        n.context = isContext[k];
        const QString name = QString::fromStdString(snapshot.name(s.name));
        const QString where = QString::fromStdString(lane.info.device);
        n.label = (name.size() > 24 ? name.left(23) + QChar(0x2026) : name) +
                  QStringLiteral("\n#%1").arg(s.id) +
                  (where.isEmpty() ? QString() : QStringLiteral(" ") + where);
        n.kind = QString::fromLatin1(op_kind_name(s.kind));
        n.shape =
            s.kind == OpKind::Bulk || s.kind == OpKind::Fused ? NodeShape::Fused : NodeShape::Op;
        n.state = opStateAt(snapshot, s, at);
        n.fields = {{Text::tr("op"), name},
                    {Text::tr("id"), QString::number(s.id)},
                    {Text::tr("kind"), n.kind}};
        SpanDetailsOptions details;
        details.waitedOnNames = false;
        details.maxWaitedOn = 12;
        for (auto& field : spanDetails(snapshot, lane, s, details).fields)
            n.fields.push_back(std::move(field));
        if (n.context)
            n.fields.emplace_back(Text::tr("shown as"),
                                  Text::tr("outside the window: ops in it waited on it"));
        g.nodes.push_back(std::move(n));
    }

    // Edges: what each window op waited on.
    std::set<std::pair<int, int>> seen;
    int outside = 0;
    for (std::size_t node = 0; node < g.nodes.size(); ++node) {
        if (g.nodes[node].context) continue;
        const int to = static_cast<int>(node);
        forEachDep(shown[shownOfNode[node]], [&](OpId dep) {
            const auto it = index.find(dep);
            if (it == index.end()) {
                ++outside;
                return;
            }
            if (it->second != to && seen.emplace(it->second, to).second)
                g.edges.push_back({it->second, to});
        });
    }
    std::sort(g.edges.begin(), g.edges.end(), [](const DepEdge& a, const DepEdge& b) {
        return std::tie(a.to, a.from) < std::tie(b.to, b.from);
    });
    if (outside > 0)
        g.summary += Text::tr("; %1 dependencies on earlier ops not shown").arg(outside);
    return g;
}

void updateOpStates(DepGraph& graph, const TraceSnapshot& snapshot, TimeNs at) {
    for (DepNode& n : graph.nodes) {
        const OpSpan* s = snapshot.find(n.id);
        n.state = s ? opStateAt(snapshot, *s, at) : NodeState::None;
    }
}

// --- nn graphs -----------------------------------------------------------------------

namespace {

bool isFused(const std::string& op) {
    return op.rfind("fused_", 0) == 0;
}

/// A parameter variable: marked so, or (imported files mark none) named like one.
bool isParameter(const nn::GraphNode& n) {
    if (n.var == nn::VarKind::Param) return true;
    static const char* suffixes[] = {"_weight",       "_bias",        "_gamma",
                                     "_beta",         "_moving_mean", "_moving_var",
                                     "_running_mean", "_running_var"};
    for (const char* suffix : suffixes) {
        const std::size_t len = std::strlen(suffix);
        if (n.name.size() > len && n.name.compare(n.name.size() - len, len, suffix) == 0)
            return true;
    }
    return false;
}

/// Keeps the tail of long names ("…dense0_fwd"): it is the distinctive part.
QString elideStart(const std::string& text, int max = 26) {
    const QString s = QString::fromStdString(text);
    if (s.size() <= max) return s;
    return QChar(0x2026) + s.right(max - 1);
}

QString shapeText(const nn::GraphNode& n) {
    if (!n.shape_known) return {};
    return QString::fromStdString(nn::format_tuple(n.shape.dims()));
}

/// Names of `before`'s nodes merged into `after`'s fused node `name`: the node of that
/// name in `before` and every computed node upstream of it that `after` no longer has.
QStringList fusedMembers(const nn::Graph& before, const nn::Graph& after, const std::string& name) {
    QStringList out;
    const std::int64_t start = before.find(name);
    if (start < 0) return out;
    std::set<std::string> kept;
    for (const auto& n : after.nodes) kept.insert(n.name);
    std::vector<std::int64_t> stack{start};
    std::set<std::int64_t> visited;
    std::vector<std::int64_t> members;
    while (!stack.empty()) {
        const std::int64_t id = stack.back();
        stack.pop_back();
        if (id < 0 || static_cast<std::size_t>(id) >= before.size() || !visited.insert(id).second)
            continue;
        const nn::GraphNode& n = before.nodes[static_cast<std::size_t>(id)];
        if (n.is_variable() || n.is_constant()) continue;
        if (id != start && kept.count(n.name)) continue;
        members.push_back(id);
        for (const nn::NodeRef& in : n.inputs) stack.push_back(in.node);
    }
    std::sort(members.begin(), members.end());
    for (std::int64_t id : members) {
        const auto& n = before.nodes[static_cast<std::size_t>(id)];
        out << QString::fromStdString(n.name + " (" + n.op + ")");
    }
    return out;
}

}  // namespace

DepGraph depGraphFromNn(const nn::Graph& graph, const NnGraphOptions& options,
                        const nn::Graph* previous, const nn::Graph* next) {
    DepGraph g;
    g.direction = DepGraph::Direction::TopToBottom;
    std::set<std::string> nextNames;
    if (next)
        for (const auto& n : next->nodes) nextNames.insert(n.name);
    std::vector<int> index(graph.size(), -1);
    auto hidden = [&](const nn::GraphNode& n) {
        return !options.showParams && n.is_variable() && isParameter(n);
    };
    std::vector<bool> isOutput(graph.size(), false);
    for (const nn::NodeRef& o : graph.outputs)
        if (o.node >= 0 && static_cast<std::size_t>(o.node) < graph.size())
            isOutput[static_cast<std::size_t>(o.node)] = true;
    for (std::size_t i = 0; i < graph.size(); ++i) {
        const nn::GraphNode& n = graph.nodes[i];
        if (hidden(n)) continue;
        DepNode d;
        d.id = i;
        d.kind = QString::fromStdString(n.op);
        const QString shape = shapeText(n);
        QStringList lines;
        if (n.is_variable()) {
            d.shape = NodeShape::Variable;
            lines << elideStart(n.name);
        } else if (n.is_constant()) {
            d.shape = NodeShape::Constant;
            lines << elideStart(n.name);
            if (n.value.size() == 1) lines << QStringLiteral("= %1").arg(n.value.front());
        } else {
            d.shape = isFused(n.op) ? NodeShape::Fused : NodeShape::Op;
            lines << elideStart(n.op) << elideStart(n.name);
        }
        if (!shape.isEmpty()) lines << shape;
        d.label = lines.join(QLatin1Char('\n'));

        d.fields.emplace_back(Text::tr("node"), QStringLiteral("#%1").arg(i));
        d.fields.emplace_back(Text::tr("name"), QString::fromStdString(n.name));
        d.fields.emplace_back(
            Text::tr("op"), n.is_variable()
                                ? (isParameter(n) ? Text::tr("parameter") : Text::tr("data input"))
                                : d.kind);
        if (!n.inputs.empty()) {
            QStringList ins;
            for (const nn::NodeRef& in : n.inputs) {
                if (in.node < 0 || static_cast<std::size_t>(in.node) >= graph.size()) continue;
                const auto& src = graph.nodes[static_cast<std::size_t>(in.node)];
                QString s = QString::fromStdString(src.name);
                if (src.shape_known) s += QLatin1Char(' ') + shapeText(src);
                ins << s;
            }
            d.fields.emplace_back(Text::tr("inputs"), ins.join(QStringLiteral(", ")));
        }
        if (!shape.isEmpty())
            d.fields.emplace_back(Text::tr("shape"), shape + QLatin1Char(' ') +
                                                         QString::fromLatin1(dtype_name(n.dtype)));
        if (n.flops > 0) d.fields.emplace_back(Text::tr("FLOPs"), formatSi(n.flops, {}));
        if (n.bytes > 0)
            d.fields.emplace_back(Text::tr("bytes"), formatSi(n.bytes, QStringLiteral("B")));
        if (n.buffer >= 0) {
            QString buf = QStringLiteral("#%1").arg(n.buffer);
            if (static_cast<std::size_t>(n.buffer) < graph.buffers.size())
                buf += QStringLiteral(" (%1)").arg(
                    formatSi(static_cast<double>(graph.buffers[static_cast<std::size_t>(n.buffer)]),
                             QStringLiteral("B")));
            if (n.inplace) buf += Text::tr(", in place over its first input");
            d.fields.emplace_back(Text::tr("buffer"), buf);
        }
        if (isFused(n.op)) {
            const auto prog = n.attrs.find("program");
            if (prog != n.attrs.end())
                d.fields.emplace_back(Text::tr("program"), QString::fromStdString(prog->second));
            if (previous) {
                const QStringList members = fusedMembers(*previous, graph, n.name);
                if (members.size() > 1)
                    d.fields.emplace_back(Text::tr("merges"), members.join(QStringLiteral(", ")));
            }
        }
        QStringList attrs;
        for (const auto& [k, v] : n.attrs) {
            if (k == "program") continue;
            if (attrs.size() >= 10) {
                attrs << QStringLiteral("…");
                break;
            }
            attrs << QString::fromStdString(k + "=" + v);
        }
        if (!attrs.isEmpty())
            d.fields.emplace_back(Text::tr("attributes"), attrs.join(QStringLiteral(", ")));
        if (!options.showParams) {
            QStringList params;
            for (const nn::NodeRef& in : n.inputs) {
                if (in.node < 0 || static_cast<std::size_t>(in.node) >= graph.size()) continue;
                const auto& src = graph.nodes[static_cast<std::size_t>(in.node)];
                if (hidden(src))
                    params << QString::fromStdString(src.name) + QLatin1Char(' ') + shapeText(src);
            }
            if (!params.isEmpty())
                d.fields.emplace_back(Text::tr("parameters"), params.join(QStringLiteral(", ")));
        }
        if (isOutput[i]) d.fields.emplace_back(Text::tr("output"), Text::tr("yes"));
        if (next && !nextNames.count(n.name)) {
            d.vanishes = true;
            d.fields.emplace_back(Text::tr("next pass"), Text::tr("removes or merges it"));
        }
        index[i] = static_cast<int>(g.nodes.size());
        g.nodes.push_back(std::move(d));
    }
    std::set<std::pair<int, int>> seen;
    for (std::size_t i = 0; i < graph.size(); ++i) {
        if (index[i] < 0) continue;
        for (const nn::NodeRef& in : graph.nodes[i].inputs) {
            if (in.node < 0 || static_cast<std::size_t>(in.node) >= graph.size()) continue;
            const int from = index[static_cast<std::size_t>(in.node)];
            if (from < 0 || from == index[i]) continue;
            if (seen.emplace(from, index[i]).second) g.edges.push_back({from, index[i]});
        }
    }
    std::size_t ops = 0;
    for (const auto& n : graph.nodes)
        if (!n.is_variable() && !n.is_constant()) ++ops;
    g.summary = Text::tr("%1 nodes, %2 ops").arg(graph.size()).arg(ops);
    if (!options.showParams && g.nodes.size() < graph.size())
        g.summary +=
            Text::tr(" (%1 parameters in the tooltips)").arg(graph.size() - g.nodes.size());
    return g;
}

DepGraph depGraphFromPassStep(const std::vector<nn::PassStep>& steps, std::size_t index,
                              const NnGraphOptions& options) {
    if (index >= steps.size()) return {};
    const nn::PassStep& step = steps[index];
    const nn::Graph* next = index + 1 < steps.size() ? &steps[index + 1].graph : nullptr;
    DepGraph g = depGraphFromNn(step.graph, options, nullptr, next);
    // What each fused node merged: found at the step where it became fused.
    for (DepNode& d : g.nodes) {
        if (d.shape != NodeShape::Fused) continue;
        const std::string name = step.graph.nodes[static_cast<std::size_t>(d.id)].name;
        for (std::size_t j = index; j >= 1; --j) {
            const std::int64_t before = steps[j - 1].graph.find(name);
            if (before >= 0 &&
                isFused(steps[j - 1].graph.nodes[static_cast<std::size_t>(before)].op))
                continue;
            const QStringList members = fusedMembers(steps[j - 1].graph, steps[j].graph, name);
            if (members.size() > 1)
                d.fields.emplace_back(Text::tr("merges"), members.join(QStringLiteral(", ")));
            d.fields.emplace_back(Text::tr("fused by"), QString::fromStdString(steps[j].pass));
            break;
        }
    }
    if (next) {
        for (auto& d : g.nodes)
            for (auto& [k, v] : d.fields)
                if (k == Text::tr("next pass"))
                    v = Text::tr("%1 removes or merges it")
                            .arg(QString::fromStdString(steps[index + 1].pass));
    }
    g.title = Text::tr("Step %1/%2: %3")
                  .arg(index + 1)
                  .arg(steps.size())
                  .arg(QString::fromStdString(step.pass));
    if (index > 0 && !step.report.summary.empty())
        g.summary += QStringLiteral("; ") + QString::fromStdString(step.report.summary);
    return g;
}

std::optional<nn::Graph> readSymbolFile(const QString& path, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<nn::Graph> {
        if (error) *error = QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), why);
        return std::nullopt;
    };
    QFile file(path);
    if (!file.exists()) return fail(Text::tr("no such file"));
    if (file.size() > kMaxSymbolFileBytes)
        return fail(QStringLiteral("%1 MB is larger than the %2 MB a symbol file may have")
                        .arg(static_cast<double>(file.size()) / (1 << 20), 0, 'f', 1)
                        .arg(kMaxSymbolFileBytes >> 20));
    if (!file.open(QIODevice::ReadOnly)) return fail(file.errorString());
    const QByteArray bytes = file.readAll();
    if (bytes.trimmed().isEmpty()) return fail(Text::tr("the file is empty"));
    nn::Graph graph;
    try {
        nn::MxnetLimits limits;
        limits.max_nodes = static_cast<std::size_t>(kMaxGraphNodes);
        graph = nn::symbol_from_json(
            std::string(bytes.constData(), static_cast<std::size_t>(bytes.size())), {}, limits);
    } catch (const std::exception& e) {
        return fail(
            Text::tr("not a readable MXNet symbol file: %1").arg(QString::fromStdString(e.what())));
    }
    if (graph.size() == 0) return fail(Text::tr("the graph has no nodes"));
    if (graph.size() > static_cast<std::size_t>(kMaxGraphNodes))
        return fail(QStringLiteral("%1 nodes; the graph view shows at most %2")
                        .arg(graph.size())
                        .arg(kMaxGraphNodes));
    try {
        graph.infer_shapes();
    } catch (const std::exception&) {
        // Shapes stay unknown from the node that did not fit on; the graph still shows.
    }
    return graph;
}

}  // namespace asynclab
