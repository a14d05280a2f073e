// Layered layouts of dependency graphs. Graphviz's dot runs as a separate process (fed
// DOT text on stdin, answering JSON on stdout) so that a layout that hangs can be killed;
// when dot is missing, fails, answers something unreadable or runs past the timeout, a
// built-in layered layout is used instead: longest-path layering, barycentric ordering
// against crossings, and positions pulled towards their neighbours without overlaps.
// Layouts are cached by the graph's structure (and the font that sizes the nodes), so
// showing a graph again, or the same graph with new states, never moves a node.
#pragma once

#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPainterPath>
#include <QRectF>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "ui/models/dep_graph.h"

class QProcess;
class QTimer;

namespace asynclab {

struct GraphLayout {
    enum class Engine : quint8 { None = 0, Dot, Fallback };

    Engine engine = Engine::None;
    /// Why the fallback was used ("dot not found", "dot ran past 10 s and was stopped").
    QString note;
    quint64 key = 0;                  ///< the cache key it was made for
    std::vector<QRectF> nodes;        ///< by node index; points, y pointing down
    std::vector<QPainterPath> edges;  ///< by edge index, from the source to the target's border
    std::vector<int> layers;          ///< by node index: rank from the top (or the left)
    QRectF bounds;

    bool valid() const { return engine != Engine::None; }
};
QString layoutEngineName(GraphLayout::Engine engine);

class GraphLayouter : public QObject {
    Q_OBJECT

  public:
    static constexpr int kDefaultTimeoutMs = 10000;
    static constexpr int kCacheCapacity = 64;

    explicit GraphLayouter(QObject* parent = nullptr);
    /// Kills a dot still running.
    ~GraphLayouter() override;

    /// The dot program: $ASYNCLAB_DOT when set, else "dot" (found on PATH). An empty
    /// program means: always the built-in layout.
    void setDotProgram(const QString& program);
    QString dotProgram() const { return dotProgram_; }
    /// The program's full path, or empty when it cannot be found.
    QString resolvedDot() const;
    bool dotAvailable() const { return !resolvedDot().isEmpty(); }
    /// How long dot may run before it is killed (ms).
    void setTimeout(int ms) { timeoutMs_ = ms; }
    int timeout() const { return timeoutMs_; }
    /// Larger graphs go straight to the built-in layout.
    void setMaxDotNodes(int n) { maxDotNodes_ = n; }
    int maxDotNodes() const { return maxDotNodes_; }
    /// The font node sizes are measured with (part of the cache key).
    void setFont(const QFont& font) { font_ = font; }
    QFont font() const { return font_; }

    /// Size (points) of a node's box for its label.
    QSizeF nodeSize(const DepNode& node) const;
    std::vector<QSizeF> nodeSizes(const DepGraph& graph) const;
    /// Cache key of a graph: its structure hash and the font.
    quint64 keyOf(const DepGraph& graph) const;

    /// Lays `graph` out now (blocking up to the timeout): the cache, else dot, else the
    /// built-in layout; the result is cached.
    GraphLayout layout(const DepGraph& graph);
    /// Asynchronous layout: true when the layout is in the cache on return (cached(),
    /// nothing else happens); otherwise dot runs in the background and layoutReady(key)
    /// follows. While one runs, a newer request replaces the one waiting.
    bool request(const DepGraph& graph);
    const GraphLayout* cached(quint64 key) const;
    bool busy() const { return process_ != nullptr; }

    void clearCache();
    int cacheSize() const { return static_cast<int>(cache_.size()); }
    /// Times dot was started / the built-in layout computed (cache hits count neither).
    int dotRuns() const { return dotRuns_; }
    int fallbackRuns() const { return fallbackRuns_; }

    /// The DOT text sent to dot: nodes n0, n1, ... with fixed sizes, no labels.
    static QByteArray toDot(const DepGraph& graph, const std::vector<QSizeF>& sizes);
    /// Parses dot's -Tjson output for `graph`; nullopt (and `error`) when something is
    /// missing or malformed.
    static std::optional<GraphLayout> parseDotJson(const QByteArray& json, const DepGraph& graph,
                                                   const std::vector<QSizeF>& sizes,
                                                   QString* error = nullptr);
    /// The built-in layered layout.
    static GraphLayout fallbackLayout(const DepGraph& graph, const std::vector<QSizeF>& sizes);

  signals:
    void layoutReady(quint64 key);

  private:
    struct Job {
        DepGraph graph;
        std::vector<QSizeF> sizes;
        quint64 key = 0;
    };
    void store(GraphLayout layout);
    void startNext();
    void finishJob(const QByteArray& out, const QString& failure);
    GraphLayout fallbackFor(const Job& job, const QString& why);

    QString dotProgram_;
    int timeoutMs_ = kDefaultTimeoutMs;
    int maxDotNodes_ = 3000;
    QFont font_;
    QHash<quint64, GraphLayout> cache_;
    QList<quint64> lru_;  ///< most recent last
    int dotRuns_ = 0;
    int fallbackRuns_ = 0;

    QProcess* process_ = nullptr;
    QTimer* timer_ = nullptr;
    bool timedOut_ = false;
    std::unique_ptr<Job> running_;
    std::unique_ptr<Job> pending_;
};

}  // namespace asynclab
