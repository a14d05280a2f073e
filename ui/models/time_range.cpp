#include "ui/models/time_range.h"

#include <QAction>
#include <QKeySequence>

#include "ui/models/timeline_mapping.h"

namespace asynclab {

TimeRangeStack::TimeRangeStack(QObject* parent) : QObject(parent) {
    backAction_ = new QAction(tr("&Back"), this);
    backAction_->setObjectName(QStringLiteral("actionRangeBack"));
    backAction_->setShortcut(QKeySequence(Qt::Key_Backspace));
    backAction_->setStatusTip(tr("Show the time range shown before the last zoom or pan"));
    forwardAction_ = new QAction(tr("&Forward"), this);
    forwardAction_->setObjectName(QStringLiteral("actionRangeForward"));
    forwardAction_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Backspace));
    forwardAction_->setStatusTip(tr("Show again the time range Back left"));
    resetAction_ = new QAction(tr("&Fit"), this);
    resetAction_->setObjectName(QStringLiteral("actionRangeReset"));
    resetAction_->setStatusTip(tr("Show the whole run"));
    // Their keys act in the views that show the range (each adds them), not window-wide.
    for (QAction* a : {backAction_, forwardAction_, resetAction_})
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(backAction_, &QAction::triggered, this, &TimeRangeStack::back);
    connect(forwardAction_, &QAction::triggered, this, &TimeRangeStack::forward);
    connect(resetAction_, &QAction::triggered, this, &TimeRangeStack::reset);
    updateActions();
}

void TimeRangeStack::setBounds(double lo, double hi) {
    lo_ = lo;
    hi_ = hi;
    show(begin_, end_);
}

void TimeRangeStack::show(double t0, double t1) {
    TimelineMapping m;
    m.zoom_to(t0, t1);
    m.clamp_to(lo_, hi_);
    if (m.begin == begin_ && m.end == end_) return;
    begin_ = m.begin;
    end_ = m.end;
    emit rangeChanged(begin_, end_);
}

void TimeRangeStack::remember() {
    if (back_.empty() || back_.back() != range()) {
        back_.push_back(range());
        if (back_.size() > kMaxHistory) back_.erase(back_.begin());
    }
    forward_.clear();
    updateActions();
}

void TimeRangeStack::setRange(double t0, double t1, Remember remember) {
    if (remember == Remember::Yes) {
        TimelineMapping m;
        m.zoom_to(t0, t1);
        m.clamp_to(lo_, hi_);
        if (m.begin != begin_ || m.end != end_) this->remember();
    }
    show(t0, t1);
}

void TimeRangeStack::back() {
    if (back_.empty()) return;
    forward_.push_back(range());
    const auto [t0, t1] = back_.back();
    back_.pop_back();
    updateActions();
    show(t0, t1);
}

void TimeRangeStack::forward() {
    if (forward_.empty()) return;
    back_.push_back(range());
    const auto [t0, t1] = forward_.back();
    forward_.pop_back();
    updateActions();
    show(t0, t1);
}

void TimeRangeStack::reset() {
    setRange(lo_, hi_, Remember::Yes);
}

void TimeRangeStack::clearHistory() {
    back_.clear();
    forward_.clear();
    updateActions();
}

void TimeRangeStack::updateActions() {
    backAction_->setEnabled(!back_.empty());
    forwardAction_->setEnabled(!forward_.empty());
}

}  // namespace asynclab
