// The dependency graph: a run's ops (the most recent N, or one iteration) coloured by
// their state at a chosen time (live: the end of the snapshot), a hybridized graph before
// and after each pass (fused nodes with a double border, nodes the next pass removes
// dashed), or an MXNet symbol file. Laid out by Graphviz's dot in a separate process (or
// the built-in layered layout), cached by structure so that toggling never moves nodes.
// Wheel zooms at the cursor, drag pans, double click fits; hover shows a node's details,
// click selects it (opSelected for a run's ops), highlightOp() selects from other views.
// Exports PNG, SVG and PDF with a title and a legend.
#pragma once

#include <QAction>
#include <QPointer>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "engine/nn/passes.h"
#include "ui/models/dep_graph.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/exportable.h"
#include "ui/views/graph_layout.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPainter;
class QSlider;
class QSpinBox;
class QStackedWidget;

namespace asynclab {

class GraphView : public QWidget, public ExportableView {
    Q_OBJECT

  public:
    enum class Source { RunOps = 0, PassSteps, Symbol };

    explicit GraphView(QWidget* parent = nullptr);
    ~GraphView() override;

    // --- sources -------------------------------------------------------------------------
    Source source() const { return source_; }
    void setSource(Source source);

    /// Follows `model`'s snapshots (nullptr: stop); the model must outlive the view or be
    /// detached first. The run's graph is rebuilt only while the view is visible.
    void setModel(TraceModel* model);
    void setSnapshot(TraceSnapshotPtr snapshot);
    TraceSnapshotPtr snapshot() const { return snapshot_; }
    void setOpWindow(const OpWindow& window);
    OpWindow opWindow() const { return window_; }
    /// Iterations (ranges between sync points) of the current snapshot.
    int iterationCount() const;
    /// States are taken at `time` (ns); stops following the snapshot's end.
    void setTime(TimeNs time);
    TimeNs time() const;
    /// Live: states at the snapshot's end, updated with every snapshot (default).
    void setLive(bool live);
    bool isLive() const { return live_; }

    /// The steps of a hybridization (optimize()); shows the last step unless `index` >= 0.
    void setPassSteps(std::vector<nn::PassStep> steps, const QString& title = {}, int index = -1);
    /// Runs the passes on `traced` and shows their steps.
    void setHybridGraph(const nn::Graph& traced, const QString& title = {});
    int passStepCount() const;
    int passStep() const { return stepIndex_; }
    void setPassStep(int index);
    /// Parameter variables as nodes (else listed in tooltips).
    void setShowParams(bool show);
    bool showParams() const { return nnOptions_.showParams; }

    /// Opens an MXNet symbol JSON file; on failure shows (and returns in `error`) a
    /// message naming the file and the problem, and keeps what was shown.
    bool openSymbolFile(const QString& path, QString* error = nullptr);

    // --- what is shown -------------------------------------------------------------------
    const DepGraph& graph() const { return graph_; }
    const GraphLayout& layout() const { return layout_; }
    GraphLayouter* layouter() const { return layouter_; }
    /// Lay out on the calling thread (blocking) instead of in the background.
    void setSynchronousLayout(bool on) { synchronous_ = on; }
    bool layoutPending() const { return pending_.has_value(); }
    /// Times a graph with a new structure was laid out and shown (state updates: no).
    int relayoutCount() const { return relayouts_; }
    /// Colour a node of `state` (and, for nn graphs, `shape`) is filled with.
    static QColor stateColor(NodeState state);
    static QColor shapeColor(NodeShape shape);
    QColor nodeColor(int index) const;
    /// The status line: what is shown, the layout engine and any message.
    QString statusText() const;

    QWidget* canvas() const { return canvas_; }
    /// A node's rectangle in canvas coordinates (empty when not shown).
    QRectF nodeRect(quint64 id) const;
    /// The part of the canvas that fitting fills: below the legend's panel.
    QRectF graphArea() const;
    std::optional<quint64> nodeAt(const QPointF& canvasPos) const;
    QString toolTipFor(quint64 id) const;

    quint64 selectedNode() const { return selected_; }
    double zoom() const { return scale_; }

    QAction* fitAction() const { return fitAction_; }
    QAction* zoomInAction() const { return zoomInAction_; }
    QAction* zoomOutAction() const { return zoomOutAction_; }
    /// Asks for a file (dialog) and opens it; a failure is shown in a message box.
    QAction* openSymbolAction() const { return openSymbolAction_; }

    // --- export --------------------------------------------------------------------------
    /// Raster export; the image is size * devicePixelRatio pixels.
    bool exportPng(const QString& path, QSize size, double devicePixelRatio = 1.0,
                   const QString& title = {});
    /// Vector exports, size in points (PDF) or SVG user units.
    bool exportSvg(const QString& path, QSize size, const QString& title = {});
    bool exportPdf(const QString& path, QSize size, const QString& title = {});
    /// ExportableView.
    bool exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                     const QString& title) override;
    /// Renders like the exports do: the whole graph fitted, a title, a legend.
    QImage render(QSize size, double devicePixelRatio = 1.0, const QString& title = {});
    void paintExport(QPainter& painter, const QRectF& area, const QString& title);

  public slots:
    /// Selects op `id` of a run from another view (0 clears); emits nothing. In the
    /// iteration window, switches to the iteration holding the op.
    void highlightOp(asynclab::OpId id);
    /// Selects node `id` (an op id, or a node index of an nn graph) and emits its signals.
    void selectNode(quint64 id);
    void fit();
    void zoomIn();
    void zoomOut();

  signals:
    /// The user selected an op of a run (0: cleared).
    void opSelected(asynclab::OpId id);
    /// The user selected a node of any graph (id as in DepNode::id).
    void nodeSelected(quint64 id);
    /// A graph with a new layout is shown.
    void layoutApplied();
    /// A message for the status bar (e.g. a file that could not be opened).
    void message(const QString& text);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    void buildUi();
    void syncControls();
    void rebuild();
    void rebuildRun();
    void showGraph(DepGraph graph);
    void applyLayout(DepGraph graph, const GraphLayout& layout);
    void onLayoutReady(quint64 key);
    void onModelChanged();
    void updateStatus();
    void zoomAt(const QPointF& canvasPos, double factor);
    /// New content: shown by autoView() until the user zooms or pans.
    void resetView();
    /// The whole graph when readable at that scale, else its start at a readable scale.
    void autoView();
    void ensureVisible(quint64 id);

    QPointF toCanvas(const QPointF& p) const;
    QPointF toGraph(const QPointF& p) const;
    void paintCanvas(QPainter& painter);
    void paintGraph(QPainter& painter, bool lowDetail) const;
    /// Legend entries (colour or outline, text) for the current source.
    struct LegendItem;
    std::vector<LegendItem> legendItems() const;
    QSizeF legendSize(const QFont& font, double maxWidth) const;
    void paintLegend(QPainter& painter, const QPointF& at, const QFont& font,
                     double maxWidth) const;

    Source source_ = Source::RunOps;
    GraphLayouter* layouter_ = nullptr;
    bool synchronous_ = false;

    // Run source.
    QPointer<TraceModel> model_;
    QMetaObject::Connection modelConnection_;
    TraceSnapshotPtr snapshot_;
    OpWindow window_;
    TimeNs time_ = 0;
    bool live_ = true;
    bool runDirty_ = false;

    // Pass steps and symbol files.
    std::shared_ptr<const std::vector<nn::PassStep>> steps_;
    QString stepsTitle_;
    int stepIndex_ = -1;
    NnGraphOptions nnOptions_;
    std::shared_ptr<const nn::Graph> symbol_;
    QString symbolName_;
    QString error_;

    // What is drawn, and what waits for its layout.
    DepGraph graph_;
    GraphLayout layout_;
    std::optional<DepGraph> pending_;
    quint64 pendingKey_ = 0;
    int relayouts_ = 0;

    // View.
    double scale_ = 1.0;
    QPointF origin_;  ///< graph point at the canvas's top-left
    bool autoFit_ = true;
    bool fitAll_ = false;  ///< the user asked for the whole graph (Fit)
    quint64 selected_ = 0;
    bool hasSelection_ = false;
    QPointF pressPos_;
    QPointF pressOrigin_;
    bool pressed_ = false;
    bool panning_ = false;

    // Widgets.
    QWidget* canvas_ = nullptr;
    QComboBox* sourceCombo_ = nullptr;
    QStackedWidget* controls_ = nullptr;
    QComboBox* windowCombo_ = nullptr;
    QSpinBox* recentSpin_ = nullptr;
    QSpinBox* iterationSpin_ = nullptr;
    QSlider* timeSlider_ = nullptr;
    QCheckBox* liveCheck_ = nullptr;
    QComboBox* stepCombo_ = nullptr;
    QCheckBox* paramsCheck_ = nullptr;
    QLabel* symbolLabel_ = nullptr;
    QLabel* status_ = nullptr;
    QAction* fitAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* openSymbolAction_ = nullptr;
    bool updatingControls_ = false;
};

}  // namespace asynclab
