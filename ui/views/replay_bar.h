// The replay bar under the timeline: step to the previous or next op start or end, play or
// pause at a slowdown (1x to 1000x slower than the run went), drag through the run, and read
// what it was doing at the cursor (the front end, the queue, memory, ops running).
#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QSlider;

namespace asynclab {

class ReplayCursor;

class ReplayBar : public QWidget {
    Q_OBJECT

  public:
    struct Actions {
        QAction* play = nullptr;  ///< checkable: playing
        QAction* previous = nullptr;
        QAction* next = nullptr;
        QAction* stop = nullptr;  ///< ends the replay (the views show the run's end)
    };
    ReplayBar(ReplayCursor* cursor, Actions actions, QWidget* parent = nullptr);

    QSlider* slider() const { return slider_; }
    QComboBox* speedCombo() const { return speed_; }
    QLabel* timeLabel() const { return time_; }
    QLabel* readingLabel() const { return reading_; }
    /// The slider's steps across the run.
    static constexpr int kSliderSteps = 10000;

  private:
    void showTime();
    void showState();

    ReplayCursor* cursor_ = nullptr;
    Actions actions_;
    QSlider* slider_ = nullptr;
    QComboBox* speed_ = nullptr;
    QLabel* time_ = nullptr;
    QLabel* reading_ = nullptr;
};

}  // namespace asynclab
