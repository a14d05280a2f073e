#include "ui/views/graph_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPdfWriter>
#include <QSlider>
#include <QSpinBox>
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace asynclab {

namespace {

constexpr double kMinScale = 0.02;
constexpr double kMaxScale = 8.0;
constexpr double kMaxFitScale = 1.5;
constexpr double kReadableScale = 0.6;
constexpr int kSliderSteps = 1000;

QString formatTime(TimeNs ns) {
    const double v = static_cast<double>(ns);
    if (std::abs(v) >= 1e9) return QString::number(v / 1e9, 'f', 4) + QStringLiteral(" s");
    if (std::abs(v) >= 1e6) return QString::number(v / 1e6, 'f', 3) + QStringLiteral(" ms");
    if (std::abs(v) >= 1e3) return QString::number(v / 1e3, 'f', 2) + QStringLiteral(" µs");
    return QString::number(ns) + QStringLiteral(" ns");
}

bool darkFill(const QColor& c) {
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() < 0.55;
}

}  // namespace

struct GraphView::LegendItem {
    QColor fill;
    enum Style { Box, Double, Dashed, Ellipse, Rounded, Faded } style = Box;
    QString text;
};

GraphView::GraphView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("graphView"));
    layouter_ = new GraphLayouter(this);
    layouter_->setFont(font());
    connect(layouter_, &GraphLayouter::layoutReady, this, &GraphView::onLayoutReady);
    snapshot_ = empty_snapshot();
    buildUi();
    syncControls();
    rebuild();
}

GraphView::~GraphView() = default;

// --- widgets -------------------------------------------------------------------------

void GraphView::buildUi() {
    auto* top = new QVBoxLayout(this);
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(2);
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 0);
    top->addLayout(bar);

    sourceCombo_ = new QComboBox(this);
    sourceCombo_->addItem(tr("Run ops"));
    sourceCombo_->addItem(tr("Hybridized graph"));
    sourceCombo_->addItem(tr("MXNet symbol"));
    sourceCombo_->setToolTip(tr("What the graph shows"));
    bar->addWidget(sourceCombo_);
    connect(sourceCombo_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!updatingControls_) setSource(static_cast<Source>(index));
    });

    controls_ = new QStackedWidget(this);
    bar->addWidget(controls_, 1);

    // Run ops: window and time.
    auto* run = new QWidget(controls_);
    auto* runBar = new QHBoxLayout(run);
    runBar->setContentsMargins(0, 0, 0, 0);
    windowCombo_ = new QComboBox(run);
    windowCombo_->addItem(tr("Most recent"));
    windowCombo_->addItem(tr("Iteration"));
    windowCombo_->setToolTip(
        tr("Most recent: the last ops pushed. Iteration: the ops pushed between two sync "
           "points of the program (wait_to_read, waitall, asnumpy, item, print)"));
    recentSpin_ = new QSpinBox(run);
    recentSpin_->setRange(10, 5000);
    recentSpin_->setSingleStep(50);
    recentSpin_->setSuffix(tr(" ops"));
    recentSpin_->setValue(window_.recent);
    iterationSpin_ = new QSpinBox(run);
    iterationSpin_->setRange(0, 0);
    iterationSpin_->setSpecialValueText(tr("last"));
    iterationSpin_->setPrefix(tr("#"));
    timeSlider_ = new QSlider(Qt::Horizontal, run);
    timeSlider_->setRange(0, kSliderSteps);
    timeSlider_->setToolTip(tr("States of the ops at this time of the run"));
    liveCheck_ = new QCheckBox(tr("Live"), run);
    liveCheck_->setToolTip(tr("States at the end of the run so far, following it"));
    runBar->addWidget(windowCombo_);
    runBar->addWidget(recentSpin_);
    runBar->addWidget(iterationSpin_);
    runBar->addWidget(new QLabel(tr("at"), run));
    runBar->addWidget(timeSlider_, 1);
    runBar->addWidget(liveCheck_);
    controls_->addWidget(run);
    connect(windowCombo_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (updatingControls_) return;
        OpWindow w = window_;
        w.mode = static_cast<OpWindow::Mode>(index);
        setOpWindow(w);
    });
    connect(recentSpin_, &QSpinBox::valueChanged, this, [this](int n) {
        if (updatingControls_) return;
        OpWindow w = window_;
        w.recent = n;
        setOpWindow(w);
    });
    connect(iterationSpin_, &QSpinBox::valueChanged, this, [this](int k) {
        if (updatingControls_) return;
        OpWindow w = window_;
        w.iteration = k - 1;
        setOpWindow(w);
    });
    connect(timeSlider_, &QSlider::valueChanged, this, [this](int v) {
        if (updatingControls_ || !snapshot_) return;
        const double f = static_cast<double>(v) / kSliderSteps;
        setTime(snapshot_->begin +
                static_cast<TimeNs>(std::llround(f * static_cast<double>(snapshot_->duration()))));
    });
    connect(liveCheck_, &QCheckBox::toggled, this, [this](bool on) {
        if (!updatingControls_) setLive(on);
    });

    // Hybridized graph: the step.
    auto* steps = new QWidget(controls_);
    auto* stepsBar = new QHBoxLayout(steps);
    stepsBar->setContentsMargins(0, 0, 0, 0);
    stepCombo_ = new QComboBox(steps);
    stepCombo_->setToolTip(tr("The graph before the passes (traced) and after each pass"));
    stepCombo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    stepsBar->addWidget(new QLabel(tr("Step"), steps));
    stepsBar->addWidget(stepCombo_, 1);
    controls_->addWidget(steps);
    connect(stepCombo_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!updatingControls_) setPassStep(index);
    });

    // Symbol file.
    auto* symbol = new QWidget(controls_);
    auto* symbolBar = new QHBoxLayout(symbol);
    symbolBar->setContentsMargins(0, 0, 0, 0);
    openSymbolAction_ = new QAction(tr("Open Symbol…"), this);
    openSymbolAction_->setToolTip(tr("Open an MXNet symbol JSON file (prefix-symbol.json)"));
    connect(openSymbolAction_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open MXNet symbol"), {}, tr("MXNet symbol (*.json);;All files (*)"));
        if (path.isEmpty()) return;
        QString error;
        if (!openSymbolFile(path, &error))
            QMessageBox::warning(this, tr("Open MXNet symbol"), error);
    });
    auto* openButton = new QToolButton(symbol);
    openButton->setDefaultAction(openSymbolAction_);
    symbolLabel_ = new QLabel(symbol);
    symbolBar->addWidget(openButton);
    symbolBar->addWidget(symbolLabel_, 1);
    controls_->addWidget(symbol);

    paramsCheck_ = new QCheckBox(tr("Parameters"), this);
    paramsCheck_->setToolTip(tr("Show weights and biases as nodes (else in the tooltips)"));
    bar->addWidget(paramsCheck_);
    connect(paramsCheck_, &QCheckBox::toggled, this, [this](bool on) {
        if (!updatingControls_) setShowParams(on);
    });

    fitAction_ = new QAction(tr("Fit"), this);
    fitAction_->setToolTip(tr("Show the whole graph (double click)"));
    connect(fitAction_, &QAction::triggered, this, &GraphView::fit);
    zoomInAction_ = new QAction(tr("+"), this);
    zoomInAction_->setToolTip(tr("Zoom in"));
    connect(zoomInAction_, &QAction::triggered, this, &GraphView::zoomIn);
    zoomOutAction_ = new QAction(tr("−"), this);
    zoomOutAction_->setToolTip(tr("Zoom out"));
    connect(zoomOutAction_, &QAction::triggered, this, &GraphView::zoomOut);
    for (QAction* a : {fitAction_, zoomInAction_, zoomOutAction_}) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        bar->addWidget(b);
    }

    canvas_ = new QWidget(this);
    canvas_->setMouseTracking(true);
    canvas_->setMinimumSize(200, 150);
    canvas_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    canvas_->setAttribute(Qt::WA_OpaquePaintEvent);
    canvas_->installEventFilter(this);
    top->addWidget(canvas_, 1);

    status_ = new QLabel(this);
    status_->setContentsMargins(4, 0, 4, 2);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(status_);
}

void GraphView::syncControls() {
    updatingControls_ = true;
    sourceCombo_->setCurrentIndex(static_cast<int>(source_));
    controls_->setCurrentIndex(static_cast<int>(source_));
    paramsCheck_->setVisible(source_ != Source::RunOps);
    paramsCheck_->setChecked(nnOptions_.showParams);
    windowCombo_->setCurrentIndex(static_cast<int>(window_.mode));
    recentSpin_->setVisible(window_.mode == OpWindow::Mode::Recent);
    recentSpin_->setValue(window_.recent);
    iterationSpin_->setVisible(window_.mode == OpWindow::Mode::Iteration);
    iterationSpin_->setRange(0, std::max(0, iterationCount()));
    iterationSpin_->setValue(window_.iteration + 1);
    liveCheck_->setChecked(live_);
    const TimeNs t = time();
    const TimeNs d = snapshot_ ? snapshot_->duration() : 0;
    timeSlider_->setValue(
        d > 0 ? static_cast<int>(std::llround(static_cast<double>(t - snapshot_->begin) /
                                              static_cast<double>(d) * kSliderSteps))
              : kSliderSteps);
    stepCombo_->clear();
    if (steps_) {
        for (std::size_t i = 0; i < steps_->size(); ++i) {
            const nn::PassStep& s = (*steps_)[i];
            stepCombo_->addItem(QStringLiteral("%1. %2 (%3 nodes)")
                                    .arg(i + 1)
                                    .arg(QString::fromStdString(s.pass))
                                    .arg(s.graph.size()));
        }
        stepCombo_->setCurrentIndex(stepIndex_);
    }
    symbolLabel_->setText(symbolName_.isEmpty() ? tr("no file") : symbolName_);
    updatingControls_ = false;
}

// --- sources -------------------------------------------------------------------------

void GraphView::setSource(Source source) {
    if (source_ != source) {
        source_ = source;
        resetView();
        error_.clear();
    }
    syncControls();
    rebuild();
}

void GraphView::setModel(TraceModel* model) {
    if (modelConnection_) disconnect(modelConnection_);
    model_ = model;
    if (!model) return;
    modelConnection_ =
        connect(model, &TraceModel::snapshotChanged, this, &GraphView::onModelChanged);
    setSnapshot(model->snapshot());
}

void GraphView::onModelChanged() {
    if (!model_) return;
    snapshot_ = model_->snapshot();
    if (source_ != Source::RunOps || !isVisible()) {
        runDirty_ = true;
        return;
    }
    rebuildRun();
    syncControls();
}

void GraphView::setSnapshot(TraceSnapshotPtr snapshot) {
    snapshot_ = snapshot ? std::move(snapshot) : empty_snapshot();
    if (source_ == Source::RunOps)
        rebuildRun();
    else
        runDirty_ = true;
    syncControls();
}

void GraphView::setOpWindow(const OpWindow& window) {
    if (window == window_) return;
    window_ = window;
    resetView();
    if (source_ == Source::RunOps) rebuildRun();
    syncControls();
}

int GraphView::iterationCount() const {
    return snapshot_ ? static_cast<int>(runIterations(*snapshot_).size()) : 0;
}

TimeNs GraphView::time() const {
    if (live_ || !snapshot_) return snapshot_ ? snapshot_->end : 0;
    return time_;
}

void GraphView::setTime(TimeNs time) {
    time_ = time;
    live_ = false;
    if (snapshot_) {
        // Only the states change: the layout stays.
        if (source_ == Source::RunOps) {
            updateOpStates(graph_, *snapshot_, time_);
            if (pending_) updateOpStates(*pending_, *snapshot_, time_);
        }
    }
    syncControls();
    updateStatus();
    canvas_->update();
}

void GraphView::setLive(bool live) {
    live_ = live;
    if (live && snapshot_ && source_ == Source::RunOps) {
        updateOpStates(graph_, *snapshot_, snapshot_->end);
        if (pending_) updateOpStates(*pending_, *snapshot_, snapshot_->end);
    }
    syncControls();
    updateStatus();
    canvas_->update();
}

void GraphView::setPassSteps(std::vector<nn::PassStep> steps, const QString& title, int index) {
    const int n = static_cast<int>(steps.size());
    steps_ = std::make_shared<const std::vector<nn::PassStep>>(std::move(steps));
    stepsTitle_ = title;
    stepIndex_ = n == 0 ? -1 : (index >= 0 && index < n ? index : n - 1);
    source_ = Source::PassSteps;
    resetView();
    error_.clear();
    syncControls();
    rebuild();
}

void GraphView::setHybridGraph(const nn::Graph& traced, const QString& title) {
    setPassSteps(nn::optimize(traced), title);
}

int GraphView::passStepCount() const {
    return steps_ ? static_cast<int>(steps_->size()) : 0;
}

void GraphView::setPassStep(int index) {
    if (!steps_ || index < 0 || index >= static_cast<int>(steps_->size())) return;
    stepIndex_ = index;
    resetView();
    if (source_ == Source::PassSteps) rebuild();
    syncControls();
}

void GraphView::setShowParams(bool show) {
    if (nnOptions_.showParams == show) return;
    nnOptions_.showParams = show;
    resetView();
    if (source_ != Source::RunOps) rebuild();
    syncControls();
}

bool GraphView::openSymbolFile(const QString& path, QString* error) {
    QString why;
    auto graph = readSymbolFile(path, &why);
    if (!graph) {
        error_ = why;
        if (error) *error = why;
        updateStatus();
        canvas_->update();
        emit message(why);
        return false;
    }
    symbol_ = std::make_shared<const nn::Graph>(std::move(*graph));
    symbolName_ = QFileInfo(path).fileName();
    source_ = Source::Symbol;
    resetView();
    error_.clear();
    syncControls();
    rebuild();
    return true;
}

// --- building and laying out ---------------------------------------------------------

void GraphView::rebuild() {
    switch (source_) {
        case Source::RunOps: rebuildRun(); return;
        case Source::PassSteps:
            if (steps_ && stepIndex_ >= 0 && stepIndex_ < static_cast<int>(steps_->size())) {
                DepGraph g =
                    depGraphFromPassStep(*steps_, static_cast<std::size_t>(stepIndex_), nnOptions_);
                if (!stepsTitle_.isEmpty()) g.title = stepsTitle_ + QStringLiteral(" — ") + g.title;
                showGraph(std::move(g));
            } else {
                DepGraph g;
                g.summary = tr("No hybridized graph yet: run a hybridized network");
                showGraph(std::move(g));
            }
            return;
        case Source::Symbol:
            if (symbol_) {
                DepGraph g = depGraphFromNn(*symbol_, nnOptions_);
                g.title = symbolName_;
                showGraph(std::move(g));
            } else {
                DepGraph g;
                g.summary = tr("No symbol file: open an MXNet prefix-symbol.json");
                showGraph(std::move(g));
            }
            return;
    }
}

void GraphView::rebuildRun() {
    runDirty_ = false;
    if (source_ != Source::RunOps) return;
    DepGraph g = depGraphFromSnapshot(*snapshot_, window_, time());
    if (g.empty() && snapshot_->totals.ops == 0)
        g.summary = tr("No run yet: run a scenario or open a trace");
    showGraph(std::move(g));
}

void GraphView::showGraph(DepGraph graph) {
    if (!pending_ && layout_.valid() && graph.sameStructure(graph_)) {
        // States (and tooltips) only: no layout.
        graph_ = std::move(graph);
        updateStatus();
        canvas_->update();
        return;
    }
    if (pending_ && graph.sameStructure(*pending_)) {
        pending_ = std::move(graph);
        return;
    }
    const quint64 key = layouter_->keyOf(graph);
    if (synchronous_) {
        const GraphLayout l = layouter_->layout(graph);
        pending_.reset();
        applyLayout(std::move(graph), l);
        return;
    }
    if (layouter_->request(graph)) {
        pending_.reset();
        if (const GraphLayout* l = layouter_->cached(key)) applyLayout(std::move(graph), *l);
        return;
    }
    pending_ = std::move(graph);
    pendingKey_ = key;
    updateStatus();
    canvas_->update();
}

void GraphView::onLayoutReady(quint64 key) {
    if (!pending_ || key != pendingKey_) return;
    const GraphLayout* l = layouter_->cached(key);
    if (!l) return;
    DepGraph g = std::move(*pending_);
    pending_.reset();
    applyLayout(std::move(g), *l);
}

void GraphView::applyLayout(DepGraph graph, const GraphLayout& layout) {
    graph_ = std::move(graph);
    layout_ = layout;
    ++relayouts_;
    if (autoFit_) autoView();
    updateStatus();
    canvas_->update();
    emit layoutApplied();
}

void GraphView::updateStatus() {
    status_->setText(statusText());
}

QString GraphView::statusText() const {
    QStringList parts;
    if (!error_.isEmpty()) parts << error_;
    if (!graph_.summary.isEmpty()) parts << graph_.summary;
    if (source_ == Source::RunOps && !graph_.empty())
        parts << (live_ ? tr("states at the end (live): %1") : tr("states at %1"))
                     .arg(formatTime(time()));
    if (layout_.valid() && !graph_.empty()) {
        QString l = tr("layout: %1").arg(layoutEngineName(layout_.engine));
        if (!layout_.note.isEmpty()) l += QStringLiteral(" (") + layout_.note + QLatin1Char(')');
        parts << l;
    }
    if (pending_) parts << tr("laying out…");
    return parts.join(QStringLiteral(" · "));
}

// --- selection and view --------------------------------------------------------------

void GraphView::highlightOp(asynclab::OpId id) {
    if (id == 0) {
        hasSelection_ = false;
        selected_ = 0;
        canvas_->update();
        return;
    }
    selected_ = id;
    hasSelection_ = true;
    if (source_ == Source::RunOps && graph_.indexOf(id) < 0 && !pending_ &&
        window_.mode == OpWindow::Mode::Iteration && snapshot_) {
        if (const OpSpan* s = snapshot_->find(id)) {
            const auto iterations = runIterations(*snapshot_);
            for (std::size_t k = 0; k < iterations.size(); ++k) {
                if (s->push >= iterations[k].first && s->push < iterations[k].second) {
                    OpWindow w = window_;
                    w.iteration = static_cast<int>(k);
                    setOpWindow(w);
                    break;
                }
            }
        }
    }
    ensureVisible(id);
    canvas_->update();
}

void GraphView::selectNode(quint64 id) {
    selected_ = id;
    hasSelection_ = true;
    canvas_->update();
    emit nodeSelected(id);
    if (source_ == Source::RunOps) emit opSelected(static_cast<OpId>(id));
}

void GraphView::ensureVisible(quint64 id) {
    const QRectF r = nodeRect(id);
    if (r.isEmpty()) return;
    const QRectF area = QRectF(canvas_->rect()).adjusted(8, 8, -8, -8);
    if (area.contains(r)) return;
    const int index = graph_.indexOf(id);
    const QPointF c = layout_.nodes[static_cast<std::size_t>(index)].center();
    origin_ = c - QPointF(canvas_->width(), canvas_->height()) / (2 * scale_);
    autoFit_ = false;
}

QPointF GraphView::toCanvas(const QPointF& p) const {
    return (p - origin_) * scale_;
}

QPointF GraphView::toGraph(const QPointF& p) const {
    return p / scale_ + origin_;
}

void GraphView::resetView() {
    autoFit_ = true;
    fitAll_ = false;
}

void GraphView::autoView() {
    if (fitAll_ || !layout_.valid() || layout_.bounds.isEmpty()) {
        fit();
        return;
    }
    // The whole graph when it is readable so; else the start of it (the top, or the left
    // for left-to-right graphs) across the full width (height) at a readable scale.
    const QRectF b = layout_.bounds.adjusted(-16, -16, 16, 16);
    const QRectF area = graphArea();
    const double all = std::min(area.width() / b.width(), area.height() / b.height());
    if (all >= kReadableScale) {
        fit();
        fitAll_ = false;
        return;
    }
    const bool lr = graph_.direction == DepGraph::Direction::LeftToRight;
    scale_ =
        std::clamp(lr ? area.height() / b.height() : area.width() / b.width(), kReadableScale, 1.0);
    origin_ =
        lr ? QPointF(b.left(), b.center().y() - area.center().y() / scale_)
           : QPointF(b.center().x() - area.center().x() / scale_, b.top() - area.top() / scale_);
    canvas_->update();
}

QRectF GraphView::graphArea() const {
    // The legend's panel (see the canvas's paint) takes the top of the canvas.
    const double w = std::max(1, canvas_->width());
    const double h = std::max(1, canvas_->height());
    const double legend = legendSize(font(), std::max(120.0, w - 24)).height() + 10;
    const double top = std::min(legend, h / 2);  // a tiny canvas keeps half for the graph
    return QRectF(0, top, w, h - top);
}

void GraphView::fit() {
    autoFit_ = true;
    fitAll_ = true;
    if (!layout_.valid() || layout_.bounds.isEmpty()) {
        scale_ = 1;
        origin_ = {};
        canvas_->update();
        return;
    }
    const QRectF b = layout_.bounds.adjusted(-16, -16, 16, 16);
    const QRectF area = graphArea();
    scale_ = std::clamp(std::min(area.width() / b.width(), area.height() / b.height()), kMinScale,
                        kMaxFitScale);
    origin_ = b.center() - area.center() / scale_;
    canvas_->update();
}

void GraphView::zoomAt(const QPointF& canvasPos, double factor) {
    const QPointF g = toGraph(canvasPos);
    scale_ = std::clamp(scale_ * factor, kMinScale, kMaxScale);
    origin_ = g - canvasPos / scale_;
    autoFit_ = false;
    canvas_->update();
}

void GraphView::zoomIn() {
    zoomAt(QPointF(canvas_->width(), canvas_->height()) / 2, 1.25);
}

void GraphView::zoomOut() {
    zoomAt(QPointF(canvas_->width(), canvas_->height()) / 2, 1 / 1.25);
}

QRectF GraphView::nodeRect(quint64 id) const {
    const int index = graph_.indexOf(id);
    if (index < 0 || static_cast<std::size_t>(index) >= layout_.nodes.size()) return {};
    const QRectF r = layout_.nodes[static_cast<std::size_t>(index)];
    return QRectF(toCanvas(r.topLeft()), toCanvas(r.bottomRight()));
}

std::optional<quint64> GraphView::nodeAt(const QPointF& canvasPos) const {
    const QPointF g = toGraph(canvasPos);
    const double slack = 2 / scale_;
    for (std::size_t i = layout_.nodes.size(); i-- > 0;) {
        if (i >= graph_.nodes.size()) continue;
        if (layout_.nodes[i].adjusted(-slack, -slack, slack, slack).contains(g))
            return graph_.nodes[i].id;
    }
    return std::nullopt;
}

QString GraphView::toolTipFor(quint64 id) const {
    const int index = graph_.indexOf(id);
    if (index < 0) return {};
    const DepNode& n = graph_.nodes[static_cast<std::size_t>(index)];
    QString html = QStringLiteral("<b>%1</b><table>")
                       .arg(n.label.section(QLatin1Char('\n'), 0, 0).toHtmlEscaped());
    auto row = [&](const QString& k, const QString& v) {
        html += QStringLiteral("<tr><td><i>%1</i></td><td>%2</td></tr>")
                    .arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    if (n.state != NodeState::None)
        row(tr("state"),
            QStringLiteral("%1 at %2").arg(nodeStateName(n.state), formatTime(time())));
    for (const auto& [k, v] : n.fields) row(k, v);
    html += QStringLiteral("</table>");
    return html;
}

// --- colours and painting ------------------------------------------------------------

QColor GraphView::stateColor(NodeState state) {
    switch (state) {
        case NodeState::None: return QColor(0xcf, 0xe2, 0xf3);
        case NodeState::Waiting: return QColor(0xc8, 0xc8, 0xc8);
        case NodeState::Ready: return QColor(0xf6, 0xc3, 0x43);
        case NodeState::Running: return QColor(0x3d, 0x85, 0xd6);
        case NodeState::Done: return QColor(0x5c, 0xb8, 0x5c);
        case NodeState::Failed: return QColor(0xd9, 0x53, 0x4f);
    }
    return Qt::gray;
}

QColor GraphView::shapeColor(NodeShape shape) {
    switch (shape) {
        case NodeShape::Op: return QColor(0xcf, 0xe2, 0xf3);
        case NodeShape::Fused: return QColor(0xf4, 0xb1, 0x83);
        case NodeShape::Variable: return QColor(0xe8, 0xe8, 0xe8);
        case NodeShape::Constant: return QColor(0xff, 0xf2, 0xcc);
    }
    return Qt::gray;
}

QColor GraphView::nodeColor(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= graph_.nodes.size()) return {};
    const DepNode& n = graph_.nodes[static_cast<std::size_t>(index)];
    return n.state == NodeState::None ? shapeColor(n.shape) : stateColor(n.state);
}

std::vector<GraphView::LegendItem> GraphView::legendItems() const {
    std::vector<LegendItem> items;
    bool states = false, fused = false, vanishes = false, constants = false, variables = false;
    bool context = false;
    for (const DepNode& n : graph_.nodes) {
        context |= n.context;
        states |= n.state != NodeState::None;
        fused |= n.shape == NodeShape::Fused;
        vanishes |= n.vanishes;
        constants |= n.shape == NodeShape::Constant;
        variables |= n.shape == NodeShape::Variable;
    }
    if (states) {
        for (NodeState s : {NodeState::Waiting, NodeState::Ready, NodeState::Running,
                            NodeState::Done, NodeState::Failed})
            items.push_back({stateColor(s), LegendItem::Box, nodeStateName(s)});
        if (fused)
            items.push_back({stateColor(NodeState::Done), LegendItem::Double, tr("bulk / fused")});
        if (context)
            items.push_back(
                {QColor(0x5c, 0xb8, 0x5c, 110), LegendItem::Faded, tr("earlier op it waited on")});
        return items;
    }
    items.push_back({shapeColor(NodeShape::Op), LegendItem::Box, tr("op")});
    if (fused) items.push_back({shapeColor(NodeShape::Fused), LegendItem::Double, tr("fused op")});
    if (variables)
        items.push_back(
            {shapeColor(NodeShape::Variable), LegendItem::Ellipse, tr("input / parameter")});
    if (constants)
        items.push_back({shapeColor(NodeShape::Constant), LegendItem::Rounded, tr("constant")});
    if (vanishes)
        items.push_back({shapeColor(NodeShape::Op), LegendItem::Dashed,
                         tr("removed or merged by the next pass")});
    return items;
}

QSizeF GraphView::legendSize(const QFont& font, double maxWidth) const {
    const QFontMetricsF fm(font);
    const double box = fm.height();
    double x = 0, width = 0, rows = 1;
    for (const LegendItem& item : legendItems()) {
        const double w = box * 1.6 + 6 + fm.horizontalAdvance(item.text) + 14;
        if (x > 0 && x + w > maxWidth) {
            ++rows;
            x = 0;
        }
        x += w;
        width = std::max(width, x);
    }
    return {width, rows * (box + 6)};
}

void GraphView::paintLegend(QPainter& painter, const QPointF& at, const QFont& font,
                            double maxWidth) const {
    const QFontMetricsF fm(font);
    const double box = fm.height();
    painter.save();
    painter.setFont(font);
    double x = 0, y = 0;
    for (const LegendItem& item : legendItems()) {
        const double w = box * 1.6 + 6 + fm.horizontalAdvance(item.text) + 14;
        if (x > 0 && x + w > maxWidth) {
            y += box + 6;
            x = 0;
        }
        const QRectF swatch(at.x() + x, at.y() + y + 1, box * 1.6, box - 2);
        painter.setBrush(item.fill);
        QPen pen(QColor(0x40, 0x40, 0x40), 1);
        if (item.style == LegendItem::Dashed)
            pen = QPen(QColor(0xb0, 0x30, 0x30), 1.5, Qt::DashLine);
        if (item.style == LegendItem::Faded)
            pen = QPen(QColor(0x70, 0x70, 0x70), 1.2, Qt::DashLine);
        painter.setPen(pen);
        switch (item.style) {
            case LegendItem::Ellipse: painter.drawEllipse(swatch); break;
            case LegendItem::Rounded: painter.drawRoundedRect(swatch, 5, 5); break;
            case LegendItem::Double:
                painter.drawRect(swatch);
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(swatch.adjusted(2.5, 2.5, -2.5, -2.5));
                break;
            default: painter.drawRect(swatch);
        }
        painter.setPen(painter.background().color().lightnessF() < 0.5 ? Qt::white : Qt::black);
        painter.drawText(QRectF(swatch.right() + 6, at.y() + y, w, box),
                         Qt::AlignLeft | Qt::AlignVCenter, item.text);
        x += w;
    }
    painter.restore();
}

void GraphView::paintGraph(QPainter& painter, bool lowDetail) const {
    const std::size_t n = std::min(graph_.nodes.size(), layout_.nodes.size());
    const int sel = hasSelection_ ? graph_.indexOf(selected_) : -1;
    const QColor edgeColor(0x80, 0x80, 0x80);
    const QColor accent(0xe0, 0x6c, 0x00);
    // Edges first, the selection's on top.
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < graph_.edges.size() && i < layout_.edges.size(); ++i) {
            const DepEdge& e = graph_.edges[i];
            const bool touches = sel >= 0 && (e.from == sel || e.to == sel);
            if (touches != (pass == 1)) continue;
            const QPainterPath& path = layout_.edges[i];
            if (path.isEmpty()) continue;
            const QColor c = touches ? accent : edgeColor;
            painter.setPen(QPen(c, touches ? 2.2 : 1.2));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(path);
            const double len = path.length();
            const QPointF tip = path.pointAtPercent(1);
            const QPointF back = path.pointAtPercent(path.percentAtLength(std::max(0.0, len - 4)));
            QPointF d = tip - back;
            const double dl = std::hypot(d.x(), d.y());
            if (dl < 1e-6) continue;
            d /= dl;
            const QPointF nrm(-d.y(), d.x());
            const double al = touches ? 9 : 7;
            QPolygonF head;
            head << tip << tip - d * al + nrm * al * 0.45 << tip - d * al - nrm * al * 0.45;
            painter.setPen(Qt::NoPen);
            painter.setBrush(c);
            painter.drawPolygon(head);
        }
    }
    const QFont font = layouter_->font();
    painter.setFont(font);
    for (std::size_t i = 0; i < n; ++i) {
        const DepNode& node = graph_.nodes[i];
        const QRectF r = layout_.nodes[i];
        const QColor fill = nodeColor(static_cast<int>(i));
        painter.setBrush(fill);
        QPen border(QColor(0x40, 0x40, 0x40), 1);
        if (node.vanishes) border = QPen(QColor(0xb0, 0x30, 0x30), 1.6, Qt::DashLine);
        if (node.context) {
            QColor faded = fill;
            faded.setAlpha(110);
            painter.setBrush(faded);
            border = QPen(QColor(0x70, 0x70, 0x70), 1.2, Qt::DashLine);
        }
        painter.setPen(border);
        switch (node.shape) {
            case NodeShape::Variable: painter.drawEllipse(r); break;
            case NodeShape::Constant: painter.drawRoundedRect(r, 9, 9); break;
            case NodeShape::Fused:
                painter.drawRect(r);
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(r.adjusted(3, 3, -3, -3));
                break;
            case NodeShape::Op: painter.drawRoundedRect(r, 3, 3); break;
        }
        if (static_cast<int>(i) == sel) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(accent, 3));
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 4, 4);
        }
        if (!lowDetail) {
            painter.setPen(darkFill(fill) && !node.context ? Qt::white : Qt::black);
            painter.drawText(r, Qt::AlignCenter, node.label);
        }
    }
}

void GraphView::paintCanvas(QPainter& painter) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QRectF area = canvas_->rect();
    painter.fillRect(area, palette().color(QPalette::Base));
    painter.setBackground(palette().color(QPalette::Base));
    if (graph_.empty() || !layout_.valid()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        QString text = graph_.summary.isEmpty() ? tr("Nothing to show") : graph_.summary;
        if (!error_.isEmpty()) text = error_ + QStringLiteral("\n\n") + text;
        if (pending_) text = tr("Laying out %1 nodes…").arg(pending_->nodes.size());
        painter.drawText(area.adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, text);
        return;
    }
    painter.save();
    painter.scale(scale_, scale_);
    painter.translate(-origin_);
    paintGraph(painter, scale_ < 0.4);
    painter.restore();
    // Legend in the top-left corner, on a translucent panel.
    QFont small = font();
    const double maxWidth = std::max(120.0, area.width() - 24);
    const QSizeF ls = legendSize(small, maxWidth);
    QColor panel = palette().color(QPalette::Base);
    panel.setAlpha(220);
    painter.setPen(Qt::NoPen);
    painter.setBrush(panel);
    painter.drawRoundedRect(QRectF(4, 4, ls.width() + 12, ls.height() + 6), 4, 4);
    paintLegend(painter, QPointF(10, 7), small, maxWidth);
    if (pending_) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(area.adjusted(8, 8, -8, -8), Qt::AlignRight | Qt::AlignTop,
                         tr("laying out…"));
    }
}

bool GraphView::eventFilter(QObject* watched, QEvent* event) {
    if (watched != canvas_) return QWidget::eventFilter(watched, event);
    switch (event->type()) {
        case QEvent::Paint: {
            QPainter p(canvas_);
            paintCanvas(p);
            return true;
        }
        case QEvent::Resize:
            if (autoFit_) autoView();
            return false;
        case QEvent::MouseButtonPress: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (e->button() != Qt::LeftButton) return false;
            pressed_ = true;
            panning_ = false;
            pressPos_ = e->position();
            pressOrigin_ = origin_;
            return true;
        }
        case QEvent::MouseMove: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (!pressed_) return false;
            const QPointF d = e->position() - pressPos_;
            if (!panning_ && d.manhattanLength() > 4) panning_ = true;
            if (panning_) {
                origin_ = pressOrigin_ - d / scale_;
                autoFit_ = false;
                canvas_->setCursor(Qt::ClosedHandCursor);
                canvas_->update();
            }
            return true;
        }
        case QEvent::MouseButtonRelease: {
            auto* e = static_cast<QMouseEvent*>(event);
            if (e->button() != Qt::LeftButton || !pressed_) return false;
            pressed_ = false;
            canvas_->unsetCursor();
            if (!panning_) {
                if (const auto id = nodeAt(e->position())) {
                    selectNode(*id);
                } else if (hasSelection_) {
                    hasSelection_ = false;
                    selected_ = 0;
                    canvas_->update();
                    if (source_ == Source::RunOps) emit opSelected(0);
                }
            }
            panning_ = false;
            return true;
        }
        case QEvent::MouseButtonDblClick: fit(); return true;
        case QEvent::Wheel: {
            auto* e = static_cast<QWheelEvent*>(event);
            const double steps = e->angleDelta().y() / 120.0;
            if (steps != 0) zoomAt(e->position(), std::pow(1.2, steps));
            return true;
        }
        case QEvent::ToolTip: {
            auto* e = static_cast<QHelpEvent*>(event);
            if (const auto id = nodeAt(e->pos()))
                QToolTip::showText(e->globalPos(), toolTipFor(*id), canvas_);
            else
                QToolTip::hideText();
            return true;
        }
        default: return false;
    }
}

void GraphView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (runDirty_ && source_ == Source::RunOps) {
        rebuildRun();
        syncControls();
    }
}

// --- export --------------------------------------------------------------------------

void GraphView::paintExport(QPainter& painter, const QRectF& area, const QString& title) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.fillRect(area, Qt::white);
    painter.setBackground(Qt::white);
    const double margin = std::clamp(std::min(area.width(), area.height()) * 0.03, 6.0, 24.0);
    QRectF rest = area.adjusted(margin, margin, -margin, -margin);

    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(std::clamp(area.height() * 0.028, 9.0, 20.0));
    const QString heading =
        title.isEmpty() ? (graph_.title.isEmpty() ? tr("Dependency graph") : graph_.title) : title;
    const double titleH = QFontMetricsF(titleFont).height();
    painter.setFont(titleFont);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(rest.left(), rest.top(), rest.width(), titleH),
                     Qt::AlignLeft | Qt::AlignVCenter, heading);
    rest.setTop(rest.top() + titleH + 2);
    QFont small = font();
    small.setPointSizeF(std::clamp(area.height() * 0.018, 7.0, 12.0));
    if (!graph_.summary.isEmpty()) {
        const double h = QFontMetricsF(small).height();
        painter.setFont(small);
        painter.setPen(QColor(0x50, 0x50, 0x50));
        painter.drawText(QRectF(rest.left(), rest.top(), rest.width(), h),
                         Qt::AlignLeft | Qt::AlignVCenter, graph_.summary);
        rest.setTop(rest.top() + h + 4);
    }
    if (!graph_.empty()) {
        const QSizeF ls = legendSize(small, rest.width());
        paintLegend(painter, QPointF(rest.left(), rest.bottom() - ls.height()), small,
                    rest.width());
        rest.setBottom(rest.bottom() - ls.height() - margin / 2);
    }
    if (layout_.valid() && !layout_.bounds.isEmpty() && rest.width() > 1 && rest.height() > 1) {
        const QRectF b = layout_.bounds.adjusted(-4, -4, 4, 4);
        const double s = std::min({rest.width() / b.width(), rest.height() / b.height(), 3.0});
        painter.save();
        painter.translate(rest.center());
        painter.scale(s, s);
        painter.translate(-b.center());
        paintGraph(painter, s < 0.3);
        painter.restore();
    }
    painter.restore();
}

QImage GraphView::render(QSize size, double devicePixelRatio, const QString& title) {
    const double dpr = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
    QImage image(QSize(static_cast<int>(std::lround(size.width() * dpr)),
                       static_cast<int>(std::lround(size.height() * dpr))),
                 QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return image;
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::white);
    QPainter p(&image);
    paintExport(p, QRectF(QPointF(0, 0), QSizeF(size)), title);
    p.end();
    return image;
}

bool GraphView::exportPng(const QString& path, QSize size, double devicePixelRatio,
                          const QString& title) {
    if (size.isEmpty()) return false;
    const QImage image = render(size, devicePixelRatio, title);
    return !image.isNull() && image.save(path, "PNG");
}

bool GraphView::exportSvg(const QString& path, QSize size, const QString& title) {
    if (size.isEmpty()) return false;
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(
        title.isEmpty() ? (graph_.title.isEmpty() ? tr("AsyncLab dependency graph") : graph_.title)
                        : title);
    generator.setDescription(tr("AsyncLab dependency graph"));
    QPainter p;
    if (!p.begin(&generator)) return false;
    paintExport(p, QRectF(QPointF(0, 0), QSizeF(size)), title);
    return p.end();
}

bool GraphView::exportPdf(const QString& path, QSize size, const QString& title) {
    if (size.isEmpty()) return false;
    QPdfWriter writer(path);
    writer.setCreator(QStringLiteral("AsyncLab"));
    writer.setTitle(title.isEmpty() ? graph_.title : title);
    writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point, {}, QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
    writer.setResolution(300);
    QPainter p;
    if (!p.begin(&writer)) return false;
    const double s = writer.resolution() / 72.0;
    p.scale(s, s);
    paintExport(p, QRectF(QPointF(0, 0), QSizeF(size)), title);
    return p.end();
}

bool GraphView::exportImage(const QString& path, ExportFormat format, QSize size, double scale,
                            const QString&) {
    // The graph titles itself (what it shows: the run's graph, a symbol file, a pass).
    return exportByFormat(*this, path, format, size, scale, QString());
}

}  // namespace asynclab
