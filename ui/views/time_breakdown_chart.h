// "Where the time went", per lane, as Holistic Trace Analysis answers it before anyone
// reads a timeline: one stacked horizontal bar per lane over the whole run, split into
// computing, copying, communicating, waiting for dependencies, ready but not started and
// waiting for the front end (device lanes), and running and blocked at sync points (front
// ends); computeLaneBreakdown (ui/models/trace_stats.h) defines each part. Hover a part
// for its time and share.
#pragma once

#include <QString>
#include <QWidget>
#include <vector>

#include "ui/models/trace_stats.h"

namespace asynclab {

class TimeBreakdownChart : public QWidget {
    Q_OBJECT

  public:
    /// The parts of a bar, in drawing order.
    enum Part {
        Computing = 0,
        Copying,
        Communicating,
        WaitingForDependencies,
        ReadyNotStarted,
        WaitingForFrontEnd,
        FrontEndRunning,
        BlockedAtSync,
        PartCount
    };

    explicit TimeBreakdownChart(QWidget* parent = nullptr);

    /// One bar per entry, labelled by `labels` (same order).
    void setBreakdown(std::vector<LaneBreakdown> lanes, QStringList labels);
    const std::vector<LaneBreakdown>& breakdown() const { return lanes_; }

    static QString partName(Part part);
    static QColor partColor(Part part);
    static TimeNs partTime(const LaneBreakdown& lane, Part part);
    /// "gpu(0) compute 0: copying 1.2 ms (35.0 %)" for the part under `pos`; empty elsewhere.
    QString toolTipAt(const QPoint& pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

  private:
    /// Geometry shared by painting and hit tests.
    int rowHeight() const;
    int labelWidth() const;
    QRect barRect(int row) const;

    std::vector<LaneBreakdown> lanes_;
    QStringList labels_;
};

}  // namespace asynclab
