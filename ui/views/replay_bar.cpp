#include "ui/views/replay_bar.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

#include "ui/models/labels.h"
#include "ui/models/replay.h"
#include "ui/views/wrap_layout.h"

namespace asynclab {

ReplayBar::ReplayBar(ReplayCursor* cursor, Actions actions, QWidget* parent)
    : QWidget(parent), cursor_(cursor), actions_(actions) {
    setObjectName(QStringLiteral("replayBar"));
    const auto button = [this](QAction* action) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return b;
    };
    slider_ = new QSlider(Qt::Horizontal);
    slider_->setObjectName(QStringLiteral("replaySlider"));
    slider_->setRange(0, kSliderSteps);
    slider_->setToolTip(
        tr("Drag through the run: the dependency graph shows each op's state "
           "at this instant"));
    speed_ = new QComboBox;
    speed_->setObjectName(QStringLiteral("replaySpeed"));
    for (const double slowdown : ReplayCursor::slowdowns())
        speed_->addItem(
            slowdown == 1 ? tr("as fast as it ran") : tr("%1x slower").arg(slowdown, 0, 'f', 0),
            slowdown);
    speed_->setCurrentIndex(speed_->findData(cursor_->slowdown()));
    speed_->setToolTip(tr("How fast Play replays the run"));
    time_ = new QLabel;
    time_->setObjectName(QStringLiteral("replayTime"));
    time_->setMinimumWidth(time_->fontMetrics().horizontalAdvance(QStringLiteral("000.000 ms")));
    reading_ = new QLabel;
    reading_->setObjectName(QStringLiteral("replayReading"));
    reading_->setWordWrap(true);
    reading_->setMinimumWidth(40);
    reading_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // One row where it fits; where it does not (a long language at teacher mode's font) the
    // row wraps rather than widen the window past the screen.
    slider_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* controls = new WrapLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(tr("Replay:"));
    controls->addWidget(title);
    for (QAction* a : {actions_.previous, actions_.play, actions_.next, actions_.stop})
        controls->addWidget(button(a));
    controls->addWidget(slider_);
    controls->addWidget(time_);
    controls->addWidget(speed_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(2);
    layout->addLayout(controls);
    layout->addWidget(reading_);

    connect(slider_, &QSlider::valueChanged, this, [this](int value) {
        const TraceSnapshotPtr snap = cursor_->snapshot();
        if (!snap) return;
        const double f = static_cast<double>(value) / kSliderSteps;
        cursor_->setTime(snap->begin + static_cast<TimeNs>(std::llround(
                                           f * static_cast<double>(snap->duration()))));
    });
    connect(speed_, &QComboBox::currentIndexChanged, this,
            [this](int index) { cursor_->setSlowdown(speed_->itemData(index).toDouble()); });
    connect(cursor_, &ReplayCursor::timeChanged, this, &ReplayBar::showTime);
    connect(cursor_, &ReplayCursor::activeChanged, this, &ReplayBar::showState);
    connect(cursor_, &ReplayCursor::snapshotChanged, this, &ReplayBar::showState);
    connect(cursor_, &ReplayCursor::playingChanged, this, &ReplayBar::showState);
    showState();
}

void ReplayBar::showState() {
    const bool run = cursor_->snapshot() && cursor_->snapshot()->duration() > 0;
    setEnabled(run);
    actions_.play->setChecked(cursor_->playing());
    actions_.play->setText(cursor_->playing() ? tr("Pause") : tr("Play"));
    actions_.stop->setEnabled(cursor_->isActive());
    showTime();
}

void ReplayBar::showTime() {
    const TraceSnapshotPtr snap = cursor_->snapshot();
    if (!snap || !cursor_->isActive()) {
        time_->clear();
        reading_->setText(snap ? tr("Press Play, drag the slider or the line on the timeline, or "
                                    "step with , and . to replay the run op by op.")
                               : tr("Replay: after a run, or with a trace open."));
        const QSignalBlocker block(slider_);
        slider_->setValue(0);
        return;
    }
    const TimeNs t = cursor_->time();
    {
        const QSignalBlocker block(slider_);
        const double d = static_cast<double>(std::max<TimeNs>(1, snap->duration()));
        slider_->setValue(
            static_cast<int>(std::lround(static_cast<double>(t - snap->begin) / d * kSliderSteps)));
    }
    // To a thousandth of the run, rounded to a power of ten (0.1 ms of a 0.7 s run).
    const double resolution = std::pow(
        10.0, std::floor(std::log10(std::max(1.0, static_cast<double>(snap->duration()) / 1000))));
    time_->setText(formatTimePoint(static_cast<double>(t - snap->begin), resolution));
    const ReplayCursor::Reading r = cursor_->reading();
    QStringList parts;
    if (!r.frontEnd.isEmpty()) parts << r.frontEnd;
    if (r.hasQueueDepth)
        parts << tr("queue depth %1").arg(QLocale().toString(r.queueDepth, 'f', 0));
    for (const auto& [device, bytes] : r.memory)
        parts << tr("memory %1: %2").arg(device, formatSi(bytes, QStringLiteral("B")));
    parts << tr("%1 running, %2 done").arg(r.running).arg(r.done);
    reading_->setText(parts.join(QStringLiteral("  ·  ")));
}

}  // namespace asynclab
