// The mouse on a plot with a time axis, the same in every view that has one (the timeline,
// Compare): the wheel zooms at the cursor (one Back entry per burst of steps), a drag pans
// (one per drag), Shift+drag selects a range and zooms to it, Ctrl+drag selects an area (a
// range and the rows it crosses, for the view's statistics) without zooming, a click without a drag
// and what lies left of the plot area (row labels) are the view's, as is a press on something the
// view lets be dragged (the replay cursor), and hovering shows the view's tooltip. The range lives
// in a TimeRangeStack.
#pragma once

#include <QObject>
#include <QPointF>
#include <QRect>
#include <QString>
#include <functional>

#include "ui/models/timeline_mapping.h"

class QCustomPlot;
class QMouseEvent;
class QRubberBand;
class QWheelEvent;

namespace asynclab {

class TimeRangeStack;

class PlotNavigator : public QObject {
    Q_OBJECT

  public:
    /// The plot area (plot widget pixels) that time runs across.
    using Area = std::function<QRect()>;
    PlotNavigator(QCustomPlot* plot, TimeRangeStack* range, Area area);

    /// The range stack it zooms and pans (the view's, shared or not).
    void setRange(TimeRangeStack* range) { range_ = range; }
    /// The stack's range over the area's pixels.
    TimelineMapping mapping() const;
    /// What to show when the mouse rests at a point (empty: nothing).
    void setToolTips(std::function<QString(const QPointF&)> tipAt) { tipAt_ = std::move(tipAt); }
    /// Presses and wheel steps left of the area (row labels) go here; true when used.
    void setLabelHandlers(std::function<bool(const QPointF&)> press,
                          std::function<bool(double steps)> wheel) {
        labelPress_ = std::move(press);
        labelWheel_ = std::move(wheel);
    }

    /// A press inside the area that `grab` takes (true: over something draggable, such as
    /// the replay cursor) is not a pan: each move until the release goes to `drag`.
    void setGrabHandlers(std::function<bool(const QPointF&)> grab,
                         std::function<void(const QPointF&)> drag) {
        grab_ = std::move(grab);
        drag_ = std::move(drag);
    }

  signals:
    /// A left click without a drag inside the area.
    void clicked(const QPointF& pos);
    /// A Ctrl+drag ended: the dragged rectangle (plot widget pixels, normalized).
    void areaSelected(const QRectF& rect);

  private:
    void press(QMouseEvent* event);
    void move(QMouseEvent* event);
    void release(QMouseEvent* event);
    void wheel(QWheelEvent* event);

    QCustomPlot* plot_ = nullptr;
    TimeRangeStack* range_ = nullptr;
    Area area_;
    std::function<QString(const QPointF&)> tipAt_;
    std::function<bool(const QPointF&)> labelPress_;
    std::function<bool(double)> labelWheel_;
    std::function<bool(const QPointF&)> grab_;
    std::function<void(const QPointF&)> drag_;
    bool grabbed_ = false;
    QRubberBand* band_ = nullptr;
    QPointF pressPos_;
    double pressBegin_ = 0;
    bool pressed_ = false;
    bool panning_ = false;
    bool selecting_ = false;
    bool selectingArea_ = false;
    qint64 lastWheelMs_ = -1000000;
};

}  // namespace asynclab
