#include "ui/views/plot_elements.h"

#include <algorithm>
#include <cmath>

#include "engine/profiler/events.h"
#include "ui/views/timeline_plottable.h"

namespace asynclab {

void applyPlotFont(QCustomPlot* plot, const QFont& font) {
    plot->setFont(font);
    for (QCPAxis* axis : plot->axisRect()->axes()) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }
    plot->legend->setFont(font);
}

bool tickLabelsCollide(const QCPAxis* axis) {
    if (!axis->visible() || !axis->tickLabels()) return false;
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    const QFontMetrics fm(axis->tickLabelFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    // Labels need a little air: a quarter of a line between them.
    const double air = fm.height() / 4.0;
    for (qsizetype i = 1; i < ticks.size() && i < labels.size(); ++i) {
        const double gap =
            std::abs(axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]));
        const double need =
            horizontal
                ? (fm.horizontalAdvance(labels[i - 1]) + fm.horizontalAdvance(labels[i])) / 2.0
                : fm.height();
        if (gap < need + air) return true;
    }
    return false;
}

void runLayoutPasses(QCustomPlot* plot) {
    for (auto phase :
         {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        plot->plotLayout()->update(phase);
}

int fitTickCount(QCPAxis* axis, const std::function<void()>& relayout, int most) {
    const QSharedPointer<QCPAxisTicker> ticker = axis->ticker();
    int count = std::max(1, most);
    if (ticker->tickCount() != count) {
        ticker->setTickCount(count);
        relayout();
    }
    while (count > 1 && tickLabelsCollide(axis)) {
        ticker->setTickCount(--count);
        relayout();
    }
    return count;
}

void setWrappedNote(QCPItemText* item, const QString& text) {
    QCustomPlot* plot = item->parentPlot();
    item->setText(wrapToWidth(text, QFontMetrics(item->font().resolve(plot->font())),
                              plot->axisRect()->width() * 9 / 10));
}

QString wrapToWidth(const QString& text, const QFontMetrics& metrics, int width) {
    // Pieces: words with the space after them, or single characters where a stretch has
    // no spaces to break at.
    QStringList pieces;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (metrics.horizontalAdvance(word) <= width) {
            pieces << word + QLatin1Char(' ');
            continue;
        }
        for (qsizetype i = 0; i < word.size(); ++i) pieces << QString(word[i]);
        pieces.last() += QLatin1Char(' ');
    }
    QStringList lines;
    QString line;
    for (const QString& piece : pieces) {
        if (!line.isEmpty() && metrics.horizontalAdvance((line + piece).trimmed()) > width) {
            lines << line.trimmed();
            line.clear();
        }
        line += piece;
    }
    if (!line.trimmed().isEmpty()) lines << line.trimmed();
    return lines.join(QLatin1Char('\n'));
}

namespace {
constexpr int kGap = 2;
}  // namespace

KindLegend::KindLegend(QCustomPlot* plot, QMargins margins) : QCPLayoutElement(plot) {
    setMargins(margins);
}

int KindLegend::itemWidth(const QFontMetrics& fm, const Entry& e) {
    return fm.height() + fm.horizontalAdvance(e.label) + 16;
}

int KindLegend::outerHeight() const {
    const QFontMetrics fm(mParentPlot->font());
    const int width = std::max(100, mParentPlot->viewport().width() - 16);
    int lines = 1;
    int x = 0;
    for (const Entry& e : entries_) {
        const int w = itemWidth(fm, e);
        if (x + w > width && x > 0) {
            ++lines;
            x = 0;
        }
        x += w;
    }
    return lines * (fm.height() + kGap) + margins().top() + margins().bottom();
}

void KindLegend::draw(QCPPainter* painter) {
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics fm(mParentPlot->font());
    painter->setFont(mParentPlot->font());
    const QRect r = rect();
    int x = r.left();
    int y = r.top();
    const int box = fm.height() - 4;
    const QColor text = text_.isValid() ? text_ : mParentPlot->xAxis->tickLabelColor();
    for (const Entry& e : entries_) {
        const int w = itemWidth(fm, e);
        if (x + w > r.right() && x > r.left()) {
            x = r.left();
            y += fm.height() + kGap;
        }
        const QRect swatch(x, y + 2, box, box);
        painter->fillRect(swatch, e.hatched
                                      ? QColor(e.color.red(), e.color.green(), e.color.blue(), 70)
                                      : e.color);
        if (e.hatched) painter->fillRect(swatch, QBrush(e.color, Qt::BDiagPattern));
        painter->setPen(text);
        painter->drawText(QRect(x + box + 4, y, w - box - 4, fm.height()),
                          Qt::AlignVCenter | Qt::AlignLeft, e.label);
        x += w;
    }
}

std::vector<KindLegend::Entry> kindLegendEntries(const std::vector<bool>& kindPresent, bool any,
                                                 bool blocked, bool failed) {
    std::vector<KindLegend::Entry> entries;
    for (OpKind k : allOpKinds()) {
        const auto i = static_cast<std::size_t>(k);
        if (!any || (i < kindPresent.size() && kindPresent[i]))
            entries.push_back({opKindLabel(k), opKindColor(k), false});
    }
    if (blocked || !any)
        entries.push_back({QCoreApplication::translate("asynclab::TimelineView", "blocked (sync)"),
                           blockedColor(), true});
    if (failed)
        entries.push_back({QCoreApplication::translate("asynclab::TimelineView", "failed"),
                           failedColor(), false});
    return entries;
}

PlotTitleRow::PlotTitleRow(QCustomPlot* plot, const QString& title, QColor color) : plot_(plot) {
    if (title.isEmpty()) return;
    plot_->plotLayout()->insertRow(0);
    QFont font = plot_->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    element_ = new QCPTextElement(plot_, title, font);
    element_->setTextColor(color.isValid() ? color : plot_->xAxis->labelColor());
    plot_->plotLayout()->addElement(0, 0, element_);
    plot_->plotLayout()->setRowStretchFactor(0, 0.01);
}

PlotTitleRow::~PlotTitleRow() {
    if (!element_) return;
    plot_->plotLayout()->remove(element_);
    plot_->plotLayout()->simplify();
    plot_->replot(QCustomPlot::rpQueuedReplot);
}

QAction* addViewAction(QWidget* view, const QString& objectName, const QString& text,
                       const QKeySequence& key) {
    auto* a = new QAction(text, view);
    a->setObjectName(objectName);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view->addAction(a);
    return a;
}

}  // namespace asynclab
