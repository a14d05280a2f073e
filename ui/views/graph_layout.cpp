#include "ui/views/graph_layout.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <numeric>

namespace asynclab {

QString layoutEngineName(GraphLayout::Engine engine) {
    switch (engine) {
        case GraphLayout::Engine::None: return QStringLiteral("none");
        case GraphLayout::Engine::Dot: return QStringLiteral("dot");
        case GraphLayout::Engine::Fallback: return QStringLiteral("built-in");
    }
    return {};
}

namespace {

constexpr double kNodeSep = 18;    // points between nodes of one layer
constexpr double kRankSep = 36;    // points between layers
constexpr double kDummyWidth = 8;  // width of a long edge's bend point
constexpr std::size_t kMaxDummies = 60000;

bool leftToRight(const DepGraph& g) {
    return g.direction == DepGraph::Direction::LeftToRight;
}

/// Ranks (0, 1, ...) of the nodes' centres along the layering axis.
std::vector<int> ranksFromPositions(const std::vector<QRectF>& rects, bool horizontal) {
    std::vector<double> coords;
    for (const QRectF& r : rects)
        coords.push_back(std::round(horizontal ? r.center().x() : r.center().y()));
    std::vector<double> unique = coords;
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    std::vector<int> out;
    for (double c : coords)
        out.push_back(
            static_cast<int>(std::lower_bound(unique.begin(), unique.end(), c) - unique.begin()));
    return out;
}

std::optional<QPointF> parsePoint(QStringView text) {
    const int comma = text.indexOf(QLatin1Char(','));
    if (comma < 0) return std::nullopt;
    bool okX = false, okY = false;
    const double x = text.left(comma).toDouble(&okX);
    const double y = text.mid(comma + 1).toDouble(&okY);
    if (!okX || !okY || !std::isfinite(x) || !std::isfinite(y)) return std::nullopt;
    return QPointF(x, y);
}

}  // namespace

// --- GraphLayouter -------------------------------------------------------------------

GraphLayouter::GraphLayouter(QObject* parent) : QObject(parent) {
    const QByteArray env = qgetenv("ASYNCLAB_DOT");
    dotProgram_ = env.isNull() ? QStringLiteral("dot") : QString::fromLocal8Bit(env);
}

GraphLayouter::~GraphLayouter() {
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(2000);
        delete process_;
        process_ = nullptr;
    }
}

void GraphLayouter::setDotProgram(const QString& program) {
    dotProgram_ = program;
}

QString GraphLayouter::resolvedDot() const {
    if (dotProgram_.isEmpty()) return {};
    if (dotProgram_.contains(QLatin1Char('/'))) {
        const QFileInfo info(dotProgram_);
        return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
    }
    return QStandardPaths::findExecutable(dotProgram_);
}

QSizeF GraphLayouter::nodeSize(const DepNode& node) const {
    const QFontMetricsF fm(font_);
    double w = 0;
    const QStringList lines = node.label.split(QLatin1Char('\n'));
    for (const QString& line : lines) w = std::max(w, fm.horizontalAdvance(line));
    double width = std::ceil(w + 16);
    double height = std::ceil(lines.size() * fm.lineSpacing() + 10);
    if (node.shape == NodeShape::Variable) {
        width = std::ceil(width * 1.2);
        height = std::ceil(height * 1.1);
    }
    if (node.shape == NodeShape::Fused) {
        width += 6;
        height += 6;
    }
    return {std::max(width, 44.0), std::max(height, 24.0)};
}

std::vector<QSizeF> GraphLayouter::nodeSizes(const DepGraph& graph) const {
    std::vector<QSizeF> sizes;
    sizes.reserve(graph.nodes.size());
    for (const DepNode& n : graph.nodes) sizes.push_back(nodeSize(n));
    return sizes;
}

quint64 GraphLayouter::keyOf(const DepGraph& graph) const {
    return graph.structureHash() ^
           (static_cast<quint64>(qHash(font_.key())) * 0x9E3779B97F4A7C15ull);
}

const GraphLayout* GraphLayouter::cached(quint64 key) const {
    const auto it = cache_.constFind(key);
    return it == cache_.constEnd() ? nullptr : &it.value();
}

void GraphLayouter::clearCache() {
    cache_.clear();
    lru_.clear();
}

void GraphLayouter::store(GraphLayout layout) {
    const quint64 key = layout.key;
    lru_.removeAll(key);
    lru_.append(key);
    cache_.insert(key, std::move(layout));
    while (lru_.size() > kCacheCapacity) cache_.remove(lru_.takeFirst());
}

GraphLayout GraphLayouter::fallbackFor(const Job& job, const QString& why) {
    ++fallbackRuns_;
    GraphLayout l = fallbackLayout(job.graph, job.sizes);
    l.key = job.key;
    l.note = why;
    return l;
}

GraphLayout GraphLayouter::layout(const DepGraph& graph) {
    Job job{graph, nodeSizes(graph), keyOf(graph)};
    if (const GraphLayout* hit = cached(job.key)) {
        lru_.removeAll(job.key);
        lru_.append(job.key);
        return *hit;
    }
    GraphLayout result;
    const QString dot = resolvedDot();
    if (graph.nodes.empty()) {
        result = fallbackFor(job, {});
    } else if (dot.isEmpty()) {
        result = fallbackFor(job, QStringLiteral("dot not found (install Graphviz)"));
    } else if (static_cast<int>(graph.nodes.size()) > maxDotNodes_) {
        result =
            fallbackFor(job, QStringLiteral("%1 nodes: too many for dot").arg(graph.nodes.size()));
    } else {
        ++dotRuns_;
        QProcess p;
        p.start(dot, {QStringLiteral("-Tjson")});
        QString failure;
        QByteArray out;
        if (!p.waitForStarted(timeoutMs_)) {
            failure = QStringLiteral("dot could not start: %1").arg(p.errorString());
        } else {
            p.write(toDot(graph, job.sizes));
            p.closeWriteChannel();
            if (!p.waitForFinished(timeoutMs_)) {
                p.kill();
                p.waitForFinished(2000);
                failure =
                    QStringLiteral("dot ran past %1 s and was stopped").arg(timeoutMs_ / 1000.0);
            } else if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
                failure =
                    QStringLiteral("dot failed: %1")
                        .arg(QString::fromLocal8Bit(p.readAllStandardError()).trimmed().left(200));
            } else {
                out = p.readAllStandardOutput();
            }
        }
        if (failure.isEmpty()) {
            QString error;
            if (auto parsed = parseDotJson(out, graph, job.sizes, &error)) {
                result = std::move(*parsed);
                result.key = job.key;
            } else {
                failure = QStringLiteral("dot's output was unreadable: %1").arg(error);
            }
        }
        if (!failure.isEmpty()) result = fallbackFor(job, failure);
    }
    store(result);
    return result;
}

bool GraphLayouter::request(const DepGraph& graph) {
    const quint64 key = keyOf(graph);
    if (cached(key)) {
        lru_.removeAll(key);
        lru_.append(key);
        return true;
    }
    if (graph.nodes.empty() || resolvedDot().isEmpty() ||
        static_cast<int>(graph.nodes.size()) > maxDotNodes_) {
        layout(graph);  // no process: the built-in layout, at once
        return true;
    }
    if (running_ && running_->key == key) {
        pending_.reset();
        return false;
    }
    pending_ = std::make_unique<Job>(Job{graph, nodeSizes(graph), key});
    if (!process_) startNext();
    return false;
}

void GraphLayouter::startNext() {
    if (!pending_) return;
    running_ = std::move(pending_);
    if (cached(running_->key)) {
        const quint64 key = running_->key;
        running_.reset();
        emit layoutReady(key);
        startNext();
        return;
    }
    ++dotRuns_;
    timedOut_ = false;
    process_ = new QProcess(this);
    timer_ = new QTimer(process_);
    timer_->setSingleShot(true);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (!process_) return;
        timedOut_ = true;
        process_->kill();
    });
    QProcess* p = process_;
    connect(p, &QProcess::finished, this, [this, p](int code, QProcess::ExitStatus status) {
        if (p != process_) return;
        QString failure;
        if (timedOut_)
            failure = QStringLiteral("dot ran past %1 s and was stopped").arg(timeoutMs_ / 1000.0);
        else if (status != QProcess::NormalExit || code != 0)
            failure =
                QStringLiteral("dot failed: %1")
                    .arg(QString::fromLocal8Bit(p->readAllStandardError()).trimmed().left(200));
        finishJob(failure.isEmpty() ? p->readAllStandardOutput() : QByteArray(), failure);
    });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError error) {
        if (p != process_ || error != QProcess::FailedToStart) return;
        finishJob({}, QStringLiteral("dot could not start: %1").arg(p->errorString()));
    });
    p->start(resolvedDot(), {QStringLiteral("-Tjson")});
    if (process_ != p) return;  // it failed at once; finishJob ran
    p->write(toDot(running_->graph, running_->sizes));
    p->closeWriteChannel();
    timer_->start(timeoutMs_);
}

void GraphLayouter::finishJob(const QByteArray& out, const QString& failure) {
    QProcess* p = process_;
    process_ = nullptr;
    timer_ = nullptr;
    if (p) {
        p->disconnect(this);
        p->deleteLater();  // its timer goes with it
    }
    if (!running_) return;
    const Job job = std::move(*running_);
    running_.reset();
    GraphLayout result;
    QString why = failure;
    if (why.isEmpty()) {
        QString error;
        if (auto parsed = parseDotJson(out, job.graph, job.sizes, &error)) {
            result = std::move(*parsed);
            result.key = job.key;
        } else {
            why = QStringLiteral("dot's output was unreadable: %1").arg(error);
        }
    }
    if (!why.isEmpty()) result = fallbackFor(job, why);
    store(std::move(result));
    emit layoutReady(job.key);
    startNext();
}

// --- DOT in, JSON out ----------------------------------------------------------------

QByteArray GraphLayouter::toDot(const DepGraph& graph, const std::vector<QSizeF>& sizes) {
    QByteArray d;
    d += "digraph asynclab {\n";
    d += "  graph [rankdir=";
    d += leftToRight(graph) ? "LR" : "TB";
    d += ", nodesep=" + QByteArray::number(kNodeSep / 72.0, 'f', 3) +
         ", ranksep=" + QByteArray::number(kRankSep / 72.0, 'f', 3) + ", splines=spline];\n";
    d += "  node [shape=box, fixedsize=true, label=\"\"];\n";
    d += "  edge [arrowsize=0.7];\n";
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        d += "  n" + QByteArray::number(static_cast<qulonglong>(i)) + " [";
        if (graph.nodes[i].shape == NodeShape::Variable) d += "shape=ellipse, ";
        d += "width=" + QByteArray::number(sizes[i].width() / 72.0, 'f', 4) +
             ", height=" + QByteArray::number(sizes[i].height() / 72.0, 'f', 4) + "];\n";
    }
    for (const DepEdge& e : graph.edges)
        d += "  n" + QByteArray::number(e.from) + " -> n" + QByteArray::number(e.to) + ";\n";
    d += "}\n";
    return d;
}

std::optional<GraphLayout> GraphLayouter::parseDotJson(const QByteArray& json,
                                                       const DepGraph& graph,
                                                       const std::vector<QSizeF>& sizes,
                                                       QString* error) {
    auto fail = [&](const QString& why) -> std::optional<GraphLayout> {
        if (error) *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return fail(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                 : QStringLiteral("not an object"));
    const QJsonObject root = doc.object();
    const QStringList bb = root.value(QStringLiteral("bb")).toString().split(QLatin1Char(','));
    if (bb.size() != 4) return fail(QStringLiteral("no bounding box"));
    const double top = bb[3].toDouble();

    const std::size_t n = graph.nodes.size();
    GraphLayout l;
    l.engine = GraphLayout::Engine::Dot;
    l.nodes.assign(n, QRectF());
    std::vector<bool> placed(n, false);
    std::map<int, int> nodeOfGvid;
    const QJsonArray objects = root.value(QStringLiteral("objects")).toArray();
    for (const QJsonValue& v : objects) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        if (!name.startsWith(QLatin1Char('n'))) continue;
        bool ok = false;
        const int index = name.mid(1).toInt(&ok);
        if (!ok || index < 0 || static_cast<std::size_t>(index) >= n) continue;
        const auto pos = parsePoint(o.value(QStringLiteral("pos")).toString());
        if (!pos) return fail(QStringLiteral("node %1 has no position").arg(name));
        const QPointF c(pos->x(), top - pos->y());
        const QSizeF s = sizes[static_cast<std::size_t>(index)];
        l.nodes[static_cast<std::size_t>(index)] =
            QRectF(c.x() - s.width() / 2, c.y() - s.height() / 2, s.width(), s.height());
        placed[static_cast<std::size_t>(index)] = true;
        nodeOfGvid[o.value(QStringLiteral("_gvid")).toInt(-1)] = index;
    }
    for (std::size_t i = 0; i < n; ++i)
        if (!placed[i]) return fail(QStringLiteral("node n%1 is missing").arg(i));

    std::map<std::pair<int, int>, std::size_t> edgeIndex;
    for (std::size_t i = 0; i < graph.edges.size(); ++i)
        edgeIndex[{graph.edges[i].from, graph.edges[i].to}] = i;
    l.edges.assign(graph.edges.size(), QPainterPath());
    std::vector<bool> routed(graph.edges.size(), false);
    const QJsonArray edges = root.value(QStringLiteral("edges")).toArray();
    for (const QJsonValue& v : edges) {
        const QJsonObject e = v.toObject();
        const auto tail = nodeOfGvid.find(e.value(QStringLiteral("tail")).toInt(-1));
        const auto head = nodeOfGvid.find(e.value(QStringLiteral("head")).toInt(-1));
        if (tail == nodeOfGvid.end() || head == nodeOfGvid.end()) continue;
        const auto it = edgeIndex.find({tail->second, head->second});
        if (it == edgeIndex.end()) continue;
        std::vector<QPointF> points;
        std::optional<QPointF> endTip;
        const QStringList tokens =
            e.value(QStringLiteral("pos")).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& t : tokens) {
            if (t.startsWith(QLatin1String("e,"))) {
                endTip = parsePoint(QStringView(t).mid(2));
            } else if (t.startsWith(QLatin1String("s,"))) {
                continue;
            } else if (const auto p = parsePoint(t)) {
                points.push_back(*p);
            } else {
                return fail(QStringLiteral("edge n%1 -> n%2 has a malformed spline")
                                .arg(tail->second)
                                .arg(head->second));
            }
        }
        if (points.size() < 4)
            return fail(QStringLiteral("edge n%1 -> n%2 has no spline")
                            .arg(tail->second)
                            .arg(head->second));
        auto flip = [&](QPointF p) { return QPointF(p.x(), top - p.y()); };
        QPainterPath path(flip(points[0]));
        for (std::size_t k = 1; k + 2 < points.size(); k += 3)
            path.cubicTo(flip(points[k]), flip(points[k + 1]), flip(points[k + 2]));
        if (endTip) path.lineTo(flip(*endTip));
        l.edges[it->second] = path;
        routed[it->second] = true;
    }
    for (std::size_t i = 0; i < routed.size(); ++i)
        if (!routed[i])
            return fail(QStringLiteral("edge n%1 -> n%2 is missing")
                            .arg(graph.edges[i].from)
                            .arg(graph.edges[i].to));
    QRectF bounds;
    for (const QRectF& r : l.nodes) bounds = bounds.isNull() ? r : bounds.united(r);
    for (const QPainterPath& p : l.edges) bounds = bounds.united(p.boundingRect());
    l.bounds = bounds;
    l.layers = ranksFromPositions(l.nodes, leftToRight(graph));
    return l;
}

// --- the built-in layered layout -----------------------------------------------------

namespace {

/// Least-squares positions x_i >= x_{i-1} + gap_i closest to `want` (pool adjacent
/// violators on x_i - offset_i).
std::vector<double> separate(const std::vector<double>& want, const std::vector<double>& gaps) {
    const std::size_t n = want.size();
    std::vector<double> offset(n, 0);
    for (std::size_t i = 1; i < n; ++i) offset[i] = offset[i - 1] + gaps[i];
    struct Block {
        double sum;
        int count;
        double mean() const { return sum / count; }
    };
    std::vector<Block> blocks;
    std::vector<int> sizes;
    for (std::size_t i = 0; i < n; ++i) {
        blocks.push_back({want[i] - offset[i], 1});
        while (blocks.size() > 1 && blocks[blocks.size() - 2].mean() > blocks.back().mean()) {
            Block b = blocks.back();
            blocks.pop_back();
            blocks.back().sum += b.sum;
            blocks.back().count += b.count;
        }
    }
    std::vector<double> out;
    out.reserve(n);
    for (const Block& b : blocks)
        for (int k = 0; k < b.count; ++k) out.push_back(b.mean() + offset[out.size()]);
    return out;
}

}  // namespace

GraphLayout GraphLayouter::fallbackLayout(const DepGraph& graph,
                                          const std::vector<QSizeF>& givenSizes) {
    GraphLayout l;
    l.engine = GraphLayout::Engine::Fallback;
    const std::size_t n = graph.nodes.size();
    if (n == 0) return l;
    const bool lr = leftToRight(graph);
    // Lay out top to bottom; for left to right, swap the axes before and after.
    std::vector<QSizeF> sizes(n);
    for (std::size_t i = 0; i < n; ++i) sizes[i] = lr ? givenSizes[i].transposed() : givenSizes[i];

    // 1. An order where (most) edges go forward: Kahn's algorithm, breaking cycles at
    //    the lowest remaining index.
    std::vector<std::vector<int>> out(n), in(n);
    for (const DepEdge& e : graph.edges) {
        if (e.from == e.to || e.from < 0 || e.to < 0 || static_cast<std::size_t>(e.from) >= n ||
            static_cast<std::size_t>(e.to) >= n)
            continue;
        out[static_cast<std::size_t>(e.from)].push_back(e.to);
        in[static_cast<std::size_t>(e.to)].push_back(e.from);
    }
    std::vector<int> order;
    order.reserve(n);
    {
        std::vector<int> indeg(n);
        for (std::size_t i = 0; i < n; ++i) indeg[i] = static_cast<int>(in[i].size());
        std::vector<bool> done(n, false);
        std::vector<int> ready;
        for (std::size_t i = n; i-- > 0;)
            if (indeg[i] == 0) ready.push_back(static_cast<int>(i));
        std::size_t nextStuck = 0;
        while (order.size() < n) {
            if (ready.empty()) {
                while (done[nextStuck]) ++nextStuck;
                ready.push_back(static_cast<int>(nextStuck));
            }
            const int v = ready.back();
            ready.pop_back();
            if (done[static_cast<std::size_t>(v)]) continue;
            done[static_cast<std::size_t>(v)] = true;
            order.push_back(v);
            // Push successors in reverse so that the lowest index is taken first.
            const auto& succ = out[static_cast<std::size_t>(v)];
            for (auto it = succ.rbegin(); it != succ.rend(); ++it)
                if (--indeg[static_cast<std::size_t>(*it)] == 0 &&
                    !done[static_cast<std::size_t>(*it)])
                    ready.push_back(*it);
        }
    }
    std::vector<int> pos(n);
    for (std::size_t i = 0; i < n; ++i)
        pos[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
    // Edges as laid out: (upper, lower, index, reversed).
    struct LEdge {
        int u, v;
        std::size_t index;
        bool reversed;
    };
    std::vector<LEdge> ledges;
    for (std::size_t i = 0; i < graph.edges.size(); ++i) {
        const DepEdge& e = graph.edges[i];
        if (e.from == e.to || e.from < 0 || e.to < 0 || static_cast<std::size_t>(e.from) >= n ||
            static_cast<std::size_t>(e.to) >= n)
            continue;
        if (pos[static_cast<std::size_t>(e.from)] < pos[static_cast<std::size_t>(e.to)])
            ledges.push_back({e.from, e.to, i, false});
        else
            ledges.push_back({e.to, e.from, i, true});
    }
    std::vector<std::vector<int>> down(n), up(n);
    for (const LEdge& e : ledges) {
        down[static_cast<std::size_t>(e.u)].push_back(e.v);
        up[static_cast<std::size_t>(e.v)].push_back(e.u);
    }

    // 2. Longest-path layering; then sources move down next to their first consumer.
    std::vector<int> layer(n, 0);
    for (int v : order)
        for (int u : up[static_cast<std::size_t>(v)])
            layer[static_cast<std::size_t>(v)] = std::max(layer[static_cast<std::size_t>(v)],
                                                          layer[static_cast<std::size_t>(u)] + 1);
    for (std::size_t v = 0; v < n; ++v) {
        if (!up[v].empty() || down[v].empty()) continue;
        int lowest = INT_MAX;
        for (int w : down[v]) lowest = std::min(lowest, layer[static_cast<std::size_t>(w)]);
        layer[v] = std::max(0, lowest - 1);
    }
    const int layerCount = *std::max_element(layer.begin(), layer.end()) + 1;

    // 3. Long edges get a bend point on every layer they cross.
    std::size_t dummies = 0;
    for (const LEdge& e : ledges)
        dummies += static_cast<std::size_t>(std::max(
            0, layer[static_cast<std::size_t>(e.v)] - layer[static_cast<std::size_t>(e.u)] - 1));
    const bool bend = dummies <= kMaxDummies;
    // Vertices: the nodes, then the bend points.
    std::vector<int> vlayer(layer.begin(), layer.end());
    std::vector<double> vwidth(n), vheight(n);
    for (std::size_t i = 0; i < n; ++i) {
        vwidth[i] = sizes[i].width();
        vheight[i] = sizes[i].height();
    }
    std::vector<std::vector<int>> vdown(n), vup(n);
    std::vector<std::vector<int>> chain(ledges.size());  // per laid-out edge: its vertices
    for (std::size_t k = 0; k < ledges.size(); ++k) {
        const LEdge& e = ledges[k];
        int prev = e.u;
        chain[k].push_back(e.u);
        if (bend) {
            for (int L = layer[static_cast<std::size_t>(e.u)] + 1;
                 L < layer[static_cast<std::size_t>(e.v)]; ++L) {
                const int d = static_cast<int>(vlayer.size());
                vlayer.push_back(L);
                vwidth.push_back(kDummyWidth);
                vheight.push_back(0);
                vdown.emplace_back();
                vup.emplace_back();
                vdown[static_cast<std::size_t>(prev)].push_back(d);
                vup[static_cast<std::size_t>(d)].push_back(prev);
                chain[k].push_back(d);
                prev = d;
            }
        }
        vdown[static_cast<std::size_t>(prev)].push_back(e.v);
        vup[static_cast<std::size_t>(e.v)].push_back(prev);
        chain[k].push_back(e.v);
    }
    const std::size_t vn = vlayer.size();
    std::vector<std::vector<int>> layers(static_cast<std::size_t>(layerCount));
    for (int v : order)
        layers[static_cast<std::size_t>(layer[static_cast<std::size_t>(v)])].push_back(v);
    for (std::size_t v = n; v < vn; ++v)
        layers[static_cast<std::size_t>(vlayer[v])].push_back(static_cast<int>(v));

    // 4. Ordering: barycentre sweeps down and up.
    std::vector<double> rank(vn, 0);
    auto renumber = [&](const std::vector<int>& L) {
        for (std::size_t i = 0; i < L.size(); ++i)
            rank[static_cast<std::size_t>(L[i])] = static_cast<double>(i);
    };
    for (const auto& L : layers) renumber(L);
    auto sweep = [&](std::vector<int>& L, const std::vector<std::vector<int>>& nbrs) {
        std::vector<std::pair<double, int>> keyed;
        keyed.reserve(L.size());
        for (int v : L) {
            const auto& nb = nbrs[static_cast<std::size_t>(v)];
            double key = rank[static_cast<std::size_t>(v)];
            if (!nb.empty()) {
                double sum = 0;
                for (int w : nb) sum += rank[static_cast<std::size_t>(w)];
                key = sum / static_cast<double>(nb.size());
            }
            keyed.emplace_back(key, v);
        }
        std::stable_sort(keyed.begin(), keyed.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t i = 0; i < L.size(); ++i) L[i] = keyed[i].second;
        renumber(L);
    };
    for (int iter = 0; iter < 8; ++iter) {
        for (std::size_t L = 1; L < layers.size(); ++L) sweep(layers[L], vup);
        for (std::size_t L = layers.size() - 1; L-- > 0;) sweep(layers[L], vdown);
    }

    // 5. Positions: packed, then pulled towards their neighbours without overlapping.
    std::vector<double> x(vn, 0);
    auto gapsOf = [&](const std::vector<int>& L) {
        std::vector<double> gaps(L.size(), 0);
        for (std::size_t i = 1; i < L.size(); ++i)
            gaps[i] = (vwidth[static_cast<std::size_t>(L[i - 1])] +
                       vwidth[static_cast<std::size_t>(L[i])]) /
                          2 +
                      kNodeSep;
        return gaps;
    };
    for (const auto& L : layers) {
        const auto gaps = gapsOf(L);
        double cur = 0;
        for (std::size_t i = 0; i < L.size(); ++i) {
            cur += gaps[i];
            x[static_cast<std::size_t>(L[i])] = cur;
        }
        const double mid = cur / 2;
        for (int v : L) x[static_cast<std::size_t>(v)] -= mid;
    }
    auto pull = [&](const std::vector<int>& L, const std::vector<std::vector<int>>& nbrs) {
        std::vector<double> want(L.size());
        for (std::size_t i = 0; i < L.size(); ++i) {
            const int v = L[i];
            const auto& nb = nbrs[static_cast<std::size_t>(v)];
            if (nb.empty()) {
                want[i] = x[static_cast<std::size_t>(v)];
                continue;
            }
            double sum = 0;
            for (int w : nb) sum += x[static_cast<std::size_t>(w)];
            want[i] = sum / static_cast<double>(nb.size());
        }
        const auto placed = separate(want, gapsOf(L));
        for (std::size_t i = 0; i < L.size(); ++i) x[static_cast<std::size_t>(L[i])] = placed[i];
    };
    for (int iter = 0; iter < 6; ++iter) {
        for (std::size_t L = 1; L < layers.size(); ++L) pull(layers[L], vup);
        for (std::size_t L = layers.size() - 1; L-- > 0;) pull(layers[L], vdown);
    }

    // 6. Layers one below the other, each as tall as its tallest node.
    std::vector<double> layerTop(layers.size(), 0), layerHeight(layers.size(), 0);
    double y = 0;
    for (std::size_t L = 0; L < layers.size(); ++L) {
        for (int v : layers[L])
            layerHeight[L] = std::max(layerHeight[L], vheight[static_cast<std::size_t>(v)]);
        layerTop[L] = y;
        y += layerHeight[L] + kRankSep;
    }
    auto centerOf = [&](int v) {
        const int L = vlayer[static_cast<std::size_t>(v)];
        return QPointF(
            x[static_cast<std::size_t>(v)],
            layerTop[static_cast<std::size_t>(L)] + layerHeight[static_cast<std::size_t>(L)] / 2);
    };
    auto transpose = [&](QPointF p) { return lr ? QPointF(p.y(), p.x()) : p; };

    l.nodes.resize(n);
    l.layers.assign(layer.begin(), layer.end());
    for (std::size_t i = 0; i < n; ++i) {
        const QPointF c = centerOf(static_cast<int>(i));
        const QRectF r(c.x() - sizes[i].width() / 2, c.y() - sizes[i].height() / 2,
                       sizes[i].width(), sizes[i].height());
        l.nodes[i] = lr ? QRectF(r.y(), r.x(), r.height(), r.width()) : r;
    }

    // 7. Edges: from the bottom of the upper node through the bend points to the top of
    //    the lower one, as curves with vertical tangents.
    l.edges.assign(graph.edges.size(), QPainterPath());
    for (std::size_t k = 0; k < ledges.size(); ++k) {
        std::vector<QPointF> pts;
        const auto& c = chain[k];
        for (std::size_t j = 0; j < c.size(); ++j) {
            QPointF p = centerOf(c[j]);
            const std::size_t v = static_cast<std::size_t>(c[j]);
            if (j == 0) p.ry() += vheight[v] / 2;
            if (j + 1 == c.size()) p.ry() -= vheight[v] / 2;
            pts.push_back(p);
        }
        if (ledges[k].reversed) std::reverse(pts.begin(), pts.end());
        QPainterPath path(transpose(pts[0]));
        for (std::size_t j = 1; j < pts.size(); ++j) {
            const QPointF a = pts[j - 1], b = pts[j];
            const double dy = (b.y() - a.y()) / 2;
            path.cubicTo(transpose(QPointF(a.x(), a.y() + dy)),
                         transpose(QPointF(b.x(), b.y() - dy)), transpose(b));
        }
        l.edges[ledges[k].index] = path;
    }
    QRectF bounds;
    for (const QRectF& r : l.nodes) bounds = bounds.isNull() ? r : bounds.united(r);
    for (const QPainterPath& p : l.edges) bounds = bounds.united(p.boundingRect());
    l.bounds = bounds;
    return l;
}

}  // namespace asynclab
