#include "ui/views/time_breakdown_chart.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "ui/models/trace_model.h"
#include "ui/views/timeline_plottable.h"

namespace asynclab {

namespace {
constexpr int kMargin = 6;
constexpr int kLegendSwatch = 10;
}  // namespace

TimeBreakdownChart::TimeBreakdownChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("timeBreakdownChart"));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

QString TimeBreakdownChart::partName(Part part) {
    switch (part) {
        case Computing: return tr("computing");
        case Copying: return tr("copying");
        case Communicating: return tr("communicating");
        case WaitingForDependencies: return tr("waiting for dependencies");
        case ReadyNotStarted: return tr("ready, not started");
        case WaitingForFrontEnd: return tr("idle, waiting for the front end");
        case FrontEndRunning: return tr("front end running");
        case BlockedAtSync: return tr("front end blocked at sync points");
        case PartCount: break;
    }
    return {};
}

QColor TimeBreakdownChart::partColor(Part part) {
    switch (part) {
        case Computing: return opKindColor(OpKind::MatMul);
        case Copying: return opKindColor(OpKind::Copy);
        case Communicating: return opKindColor(OpKind::Comm);
        case WaitingForDependencies: return QColor(0xa0, 0xa0, 0xa0);
        case ReadyNotStarted: return QColor(0xe1, 0x57, 0x59);
        case WaitingForFrontEnd: return QColor(0xd8, 0xd8, 0xd8);
        case FrontEndRunning: return opKindColor(OpKind::Elementwise);
        case BlockedAtSync: return blockedColor();
        case PartCount: break;
    }
    return Qt::gray;
}

TimeNs TimeBreakdownChart::partTime(const LaneBreakdown& b, Part part) {
    switch (part) {
        case Computing: return b.computing;
        case Copying: return b.copying;
        case Communicating: return b.communicating;
        case WaitingForDependencies: return b.waitingForDependencies;
        case ReadyNotStarted: return b.readyNotStarted;
        case WaitingForFrontEnd: return b.waitingForFrontEnd;
        case FrontEndRunning: return b.frontEndRunning;
        case BlockedAtSync: return b.blockedAtSync;
        case PartCount: break;
    }
    return 0;
}

void TimeBreakdownChart::setBreakdown(std::vector<LaneBreakdown> lanes, QStringList labels) {
    lanes_ = std::move(lanes);
    labels_ = std::move(labels);
    updateGeometry();
    update();
}

int TimeBreakdownChart::rowHeight() const {
    return fontMetrics().height() + 6;
}

int TimeBreakdownChart::labelWidth() const {
    int w = 0;
    for (const QString& l : labels_) w = std::max(w, fontMetrics().horizontalAdvance(l));
    return std::min(w + kMargin, width() / 3);
}

QRect TimeBreakdownChart::barRect(int row) const {
    const int left = kMargin + labelWidth();
    return QRect(left, kMargin + row * rowHeight() + 2, std::max(1, width() - left - kMargin),
                 rowHeight() - 4);
}

QSize TimeBreakdownChart::sizeHint() const {
    const int legendRows = 3;
    return QSize(480, 2 * kMargin + static_cast<int>(lanes_.size()) * rowHeight() +
                          legendRows * (fontMetrics().height() + 4));
}

QSize TimeBreakdownChart::minimumSizeHint() const {
    return QSize(200, 60);
}

void TimeBreakdownChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QColor text = palette().color(QPalette::Text);
    if (lanes_.empty()) {
        p.setPen(text);
        p.drawText(rect(), Qt::AlignCenter, tr("No run yet"));
        return;
    }
    std::vector<bool> used(PartCount, false);
    for (std::size_t row = 0; row < lanes_.size(); ++row) {
        const LaneBreakdown& b = lanes_[row];
        const QRect bar = barRect(static_cast<int>(row));
        p.setPen(text);
        p.drawText(QRect(kMargin, bar.top() - 2, labelWidth() - kMargin, rowHeight()),
                   Qt::AlignVCenter | Qt::AlignLeft,
                   fontMetrics().elidedText(labels_.value(static_cast<int>(row)), Qt::ElideRight,
                                            labelWidth() - kMargin));
        const double total = static_cast<double>(b.total());
        if (total <= 0) continue;
        double x = bar.left();
        for (int part = 0; part < PartCount; ++part) {
            const TimeNs t = partTime(b, static_cast<Part>(part));
            if (t <= 0) continue;
            used[static_cast<std::size_t>(part)] = true;
            const double w = bar.width() * static_cast<double>(t) / total;
            const QRectF r(x, bar.top(), w, bar.height());
            p.fillRect(r, partColor(static_cast<Part>(part)));
            if (part == BlockedAtSync)
                p.fillRect(r, QBrush(partColor(BlockedAtSync).darker(150), Qt::BDiagPattern));
            x += w;
        }
    }
    // The legend: the parts drawn, wrapped to the width.
    int x = kMargin;
    int y = kMargin + static_cast<int>(lanes_.size()) * rowHeight() + 4;
    const int lh = fontMetrics().height() + 4;
    for (int part = 0; part < PartCount; ++part) {
        if (!used[static_cast<std::size_t>(part)]) continue;
        const QString name = partName(static_cast<Part>(part));
        const int w = kLegendSwatch + 4 + fontMetrics().horizontalAdvance(name) + 12;
        if (x + w > width() - kMargin && x > kMargin) {
            x = kMargin;
            y += lh;
        }
        const QRect swatch(x, y + (lh - kLegendSwatch) / 2, kLegendSwatch, kLegendSwatch);
        p.fillRect(swatch, partColor(static_cast<Part>(part)));
        p.setPen(text);
        p.drawText(QRect(x + kLegendSwatch + 4, y, w, lh), Qt::AlignVCenter | Qt::AlignLeft, name);
        x += w;
    }
}

QString TimeBreakdownChart::toolTipAt(const QPoint& pos) const {
    for (std::size_t row = 0; row < lanes_.size(); ++row) {
        const QRect bar = barRect(static_cast<int>(row));
        if (!bar.contains(pos)) continue;
        const LaneBreakdown& b = lanes_[row];
        const double total = static_cast<double>(b.total());
        if (total <= 0) return {};
        double x = bar.left();
        for (int part = 0; part < PartCount; ++part) {
            const TimeNs t = partTime(b, static_cast<Part>(part));
            if (t <= 0) continue;
            const double w = bar.width() * static_cast<double>(t) / total;
            if (pos.x() >= x && pos.x() < x + w + 0.5)
                return tr("%1: %2 %3 (%4 %)")
                    .arg(labels_.value(static_cast<int>(row)), partName(static_cast<Part>(part)),
                         formatDuration(static_cast<double>(t)),
                         formatNumber(100.0 * static_cast<double>(t) / total, 'f', 1));
            x += w;
        }
    }
    return {};
}

bool TimeBreakdownChart::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

}  // namespace asynclab
