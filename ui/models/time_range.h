// The time range a view shows, with its history: one stack that the timeline, the memory
// chart and Compare zoom through (hotspot's FilterAndZoomStack, for time). Views set a
// range and follow rangeChanged(); Back, Forward and Reset come ready-made as actions.
#pragma once

#include <QObject>
#include <utility>
#include <vector>

class QAction;

namespace asynclab {

class TimeRangeStack : public QObject {
    Q_OBJECT

  public:
    /// Ranges remembered for Back at most; the oldest go first.
    static constexpr std::size_t kMaxHistory = 100;

    explicit TimeRangeStack(QObject* parent = nullptr);

    /// What the range is kept within (a run's extent, padded); the range shown is clamped
    /// into it (no history).
    void setBounds(double lo, double hi);
    std::pair<double, double> bounds() const { return {lo_, hi_}; }
    /// The range shown, [begin, end] in ns.
    std::pair<double, double> range() const { return {begin_, end_}; }
    double begin() const { return begin_; }
    double end() const { return end_; }

    enum class Remember { No, Yes };
    /// Shows [t0, t1] (either order, at least TimelineMapping::kMinSpan wide) within the
    /// bounds. With Remember::Yes the range shown until now goes on the Back history and the
    /// Forward history is dropped, as a browser's.
    void setRange(double t0, double t1, Remember remember = Remember::Yes);
    /// Puts the range shown on the Back history without changing it: the start of a gesture
    /// (a drag, a burst of wheel steps) whose steps then change it with Remember::No.
    void remember();
    /// The range before the last remembered change (Back), and again the one after
    /// (Forward).
    void back();
    void forward();
    /// The whole bounds, remembered.
    void reset();
    /// Forgets Back and Forward (a new run: the old ranges mean nothing for it).
    void clearHistory();
    std::size_t backDepth() const { return back_.size(); }
    std::size_t forwardDepth() const { return forward_.size(); }

    QAction* backAction() const { return backAction_; }
    QAction* forwardAction() const { return forwardAction_; }
    QAction* resetAction() const { return resetAction_; }

  signals:
    void rangeChanged(double begin, double end);

  private:
    /// Shows [t0, t1] clamped; emits when it changed.
    void show(double t0, double t1);
    void updateActions();

    double lo_ = 0, hi_ = 1e6;
    double begin_ = 0, end_ = 1e6;
    std::vector<std::pair<double, double>> back_, forward_;
    QAction* backAction_ = nullptr;
    QAction* forwardAction_ = nullptr;
    QAction* resetAction_ = nullptr;
};

}  // namespace asynclab
