// The lessons as the interface follows them (the lessons themselves are the engine's,
// engine/lessons/): their texts in the interface's language, and LessonSession, a student's
// way through them: the section and step shown (remembered between launches), the answer
// to the step's prediction, locked when the step's run starts, and the reveal once that
// run is in.
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "engine/lessons/lesson.h"
#include "ui/models/run_settings.h"

namespace asynclab {

/// The lessons' language code for `locale`: the interface's language (languageOf()) without
/// its region ("zh", "vi", "id", "de", else "en").
std::string lessonLanguage(const QLocale& locale = QLocale());
/// `text` in `locale`'s language (English when it has none).
QString lessonText(const lessons::Text& text, const QLocale& locale = QLocale());

/// A lesson's highlight as found in a run, in the interface's language: a span on a lane of
/// the timeline (`lane` its name) or the peak of a device's memory (`lane` empty).
struct RunHighlight {
    lessons::Highlight::Kind kind = lessons::Highlight::Kind::Lane;
    QString label;
    QString lane;      ///< "front end 0", "gpu(0) compute 0"; "" for a memory peak
    QString device;    ///< a memory peak's device, "cpu(0)"
    TimeNs begin = 0;  ///< the span (a memory peak: its time, begin = end)
    TimeNs end = 0;
    double bytes = 0;  ///< a memory peak's bytes
    bool isMemoryPeak() const { return kind == lessons::Highlight::Kind::MemoryPeak; }
    /// A sync point's blocked span: a time range on the memory chart too.
    bool isSync() const { return kind == lessons::Highlight::Kind::Sync; }
};

/// The highlights of `step` found in `result` (those the run lacks are left out).
std::vector<RunHighlight> runHighlights(const lessons::Step& step,
                                        const scenarios::ScenarioResult& result,
                                        const QLocale& locale = QLocale());

class LessonSession : public QObject {
    Q_OBJECT

  public:
    /// What a finished run of the step shows.
    struct Reveal {
        lessons::Answer answer;                            ///< as locked
        std::optional<lessons::Outcome> outcome;           ///< the prediction's, when it has one
        std::optional<lessons::ExerciseOutcome> exercise;  ///< the exercise's, when it is one
        QString explanation;  ///< with the run's numbers, in the interface's language
        std::vector<RunHighlight> highlights;  ///< where to look in the run
    };

    explicit LessonSession(const lessons::Catalogue& catalogue = lessons::embedded(),
                           QObject* parent = nullptr);

    const lessons::Catalogue& catalogue() const { return catalogue_; }
    int lessonIndex() const { return lesson_; }
    int stepIndex() const { return step_; }
    const lessons::Lesson* lesson() const;
    const lessons::Step* step() const;

    /// Goes to the lesson of `section` ("12.2", "12.2.3"), at the step last shown there;
    /// false when no lesson has it.
    bool setSection(const QString& section);
    void setLesson(int index);
    void setStep(int index);
    void next();
    void previous();

    /// The current step's run as run settings, on top of `base` (what a step does not set:
    /// the switches of the Run menu); with the Network dock's network for a step that names
    /// none. Nullopt when its settings do not fit (a lesson file for another version).
    std::optional<RunSettings> runSettings(const RunSettings& base) const;
    /// The Network dock preset the current step's run names ("" none).
    QString networkPreset() const;
    /// Whether `settings` run the current step: its scenario, mode and parameters.
    bool isStepRun(const RunSettings& settings) const;

    void setAnswer(const lessons::Answer& answer);
    const lessons::Answer& answer() const { return answer_; }
    /// The step's run started: the answer is locked until the step changes.
    void runStarted();
    bool locked() const { return locked_; }
    /// A run ended: when it is the one runStarted() announced, the reveal, and the result
    /// kept for the next step's exercise; any other run is ignored.
    void runFinished(const scenarios::ScenarioResult& result);
    const std::optional<Reveal>& reveal() const { return reveal_; }

    /// Teacher mode: the prediction is asked of the room, and a finished run's reveal
    /// waits (revealReady) until revealNow(), so the room answers before it sees.
    void setTeacherMode(bool on);
    bool teacherMode() const { return teacher_; }
    /// A reveal is waiting for revealNow() (teacher mode).
    bool revealPending() const { return pending_.has_value(); }
    void revealNow();

  signals:
    void stepChanged();
    void answerChanged();
    void revealed();
    /// Teacher mode: the run is in, its reveal waits for revealNow().
    void revealReady();

  private:
    void enter(int lesson, int step);

    const lessons::Catalogue& catalogue_;
    int lesson_ = 0;
    int step_ = 0;
    lessons::Answer answer_;
    bool locked_ = false;
    bool awaiting_ = false;  ///< the step's run is under way
    std::optional<Reveal> reveal_;
    std::optional<Reveal> pending_;  ///< teacher mode: the reveal not shown yet
    bool teacher_ = false;
    /// The last result of each step run here, by (lesson, step): an exercise's previous run.
    std::map<std::pair<int, int>, scenarios::ScenarioResult> results_;
};

}  // namespace asynclab
