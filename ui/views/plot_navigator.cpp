#include "ui/views/plot_navigator.h"

#include <qcustomplot.h>
#include <QDateTime>
#include <QMouseEvent>
#include <QRubberBand>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "ui/models/time_range.h"

namespace asynclab {

namespace {
/// Pixels a press may move and still be a click.
constexpr double kClickSlack = 3;
/// Wheel steps closer than this together make one Back entry.
constexpr qint64 kWheelBurstMs = 500;
}  // namespace

PlotNavigator::PlotNavigator(QCustomPlot* plot, TimeRangeStack* range, Area area)
    : QObject(plot), plot_(plot), range_(range), area_(std::move(area)) {
    band_ = new QRubberBand(QRubberBand::Rectangle, plot_);
    band_->hide();
    plot_->setMouseTracking(true);
    connect(plot_, &QCustomPlot::mousePress, this, &PlotNavigator::press);
    connect(plot_, &QCustomPlot::mouseMove, this, &PlotNavigator::move);
    connect(plot_, &QCustomPlot::mouseRelease, this, &PlotNavigator::release);
    connect(plot_, &QCustomPlot::mouseWheel, this, &PlotNavigator::wheel);
}

TimelineMapping PlotNavigator::mapping() const {
    const QRect r = area_();
    TimelineMapping m;
    m.begin = range_->begin();
    m.end = range_->end();
    m.left = r.left();
    m.width = std::max(1, r.width());
    return m;
}

void PlotNavigator::press(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (event->position().x() < area_().left() && labelPress_ && labelPress_(event->position()))
        return;
    if (grab_ && !(event->modifiers() & Qt::ShiftModifier) && grab_(event->position())) {
        grabbed_ = true;
        plot_->setCursor(Qt::SizeHorCursor);
        return;
    }
    pressed_ = true;
    panning_ = false;
    pressPos_ = event->position();
    pressBegin_ = range_->begin();
    selectingArea_ = event->modifiers() & Qt::ControlModifier;
    selecting_ = !selectingArea_ && (event->modifiers() & Qt::ShiftModifier);
    if (selectingArea_) {
        band_->setGeometry(QRect(pressPos_.toPoint(), QSize(1, 1)));
        band_->show();
    } else if (selecting_) {
        const QRect r = area_();
        band_->setGeometry(
            QRect(QPoint(static_cast<int>(pressPos_.x()), r.top()), QSize(1, r.height())));
        band_->show();
    }
}

void PlotNavigator::move(QMouseEvent* event) {
    const QPointF pos = event->position();
    if (grabbed_) {
        if (drag_) drag_(pos);
        return;
    }
    if (!pressed_) {
        const QString tip = tipAt_ ? tipAt_(pos) : QString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), tip, plot_);
        return;
    }
    if (selectingArea_) {
        band_->setGeometry(QRectF(pressPos_, pos).normalized().toRect().intersected(area_()));
        return;
    }
    if (selecting_) {
        const QRect r = area_();
        const int x0 = static_cast<int>(std::min(pos.x(), pressPos_.x()));
        const int x1 = static_cast<int>(std::max(pos.x(), pressPos_.x()));
        band_->setGeometry(QRect(x0, r.top(), std::max(1, x1 - x0), r.height()));
        return;
    }
    if (!panning_ && std::abs(pos.x() - pressPos_.x()) < kClickSlack) return;
    if (!panning_) range_->remember();
    panning_ = true;
    plot_->setCursor(Qt::ClosedHandCursor);
    TimelineMapping m = mapping();
    const double span = m.span();
    m.begin = pressBegin_;
    m.end = pressBegin_ + span;
    m.pan_px(pos.x() - pressPos_.x());
    range_->setRange(m.begin, m.end, TimeRangeStack::Remember::No);
}

void PlotNavigator::release(QMouseEvent* event) {
    if (grabbed_ && event->button() == Qt::LeftButton) {
        grabbed_ = false;
        plot_->unsetCursor();
        return;
    }
    if (!pressed_ || event->button() != Qt::LeftButton) return;
    pressed_ = false;
    const QPointF pos = event->position();
    if (selectingArea_) {
        selectingArea_ = false;
        band_->hide();
        if (std::abs(pos.x() - pressPos_.x()) >= kClickSlack)
            emit areaSelected(QRectF(pressPos_, pos).normalized());
        return;
    }
    if (selecting_) {
        selecting_ = false;
        band_->hide();
        if (std::abs(pos.x() - pressPos_.x()) >= kClickSlack) {
            const TimelineMapping m = mapping();
            range_->setRange(m.time_of(pressPos_.x()), m.time_of(pos.x()));
        }
        return;
    }
    if (panning_) {
        panning_ = false;
        plot_->unsetCursor();
        return;
    }
    emit clicked(pos);
}

void PlotNavigator::wheel(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return;
    if (event->position().x() < area_().left()) {
        if (labelWheel_ && labelWheel_(steps)) event->accept();
        return;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (now - lastWheelMs_ > kWheelBurstMs) range_->remember();
    lastWheelMs_ = now;
    TimelineMapping m = mapping();
    m.zoom_at(event->position().x(), std::pow(1.4, steps));
    range_->setRange(m.begin, m.end, TimeRangeStack::Remember::No);
    event->accept();
}

}  // namespace asynclab
