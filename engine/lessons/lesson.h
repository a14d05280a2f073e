// The chapter's lessons: one per section, each a sequence of steps that run a scenario, ask
// a prediction before the run and check it against the run's measured numbers after it,
// and explain what happened quoting them. Kept as data (resources/lessons/*.json, format in
// resources/lessons/README.md), embedded in the engine at build time, so that the CLI, the
// app and the tests read the same lessons. Plain C++, no Qt.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/spin.h"
#include "engine/scenarios/scenario.h"
#include "engine/util/json.h"

namespace asynclab::lessons {

inline constexpr const char* kFormat = "asynclab-lesson";
inline constexpr int kVersion = 2;
/// The languages lessons are written in (the chapter's editions, and German).
inline constexpr const char* kLanguages[] = {"en", "zh", "vi", "id", "de"};

/// A file that is not a valid lesson: "<file>: <member>: <problem>".
class LessonError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

/// A text in several languages; "en" is always there.
struct Text {
    std::map<std::string, std::string> by_language;

    /// In `language` ("zh", "vi", ...; "zh_CN" reads "zh") when there, else in English.
    const std::string& in(std::string_view language) const;
    std::vector<std::string> languages() const;
};

/// What a step runs: a scenario with its parameters.
struct Run {
    std::string scenario;
    scenarios::RunMode mode = scenarios::RunMode::Sim;
    std::vector<std::pair<std::string, std::string>> set;  ///< in the file's order
    std::string network;                                   ///< a Network dock preset ("" none)
    std::optional<int> spin_us;  ///< the engine's spin budget (none: the default)
    bool from_previous = false;  ///< the previous step's run with `set` on top
};

/// A number measured on a run: a metric, a ratio of two, or the verdict's ratio.
struct Measure {
    std::string metric;
    std::string over;         ///< "" or the metric `metric` is divided by
    bool phenomenon = false;  ///< the ratio of the scenario's verdict
    Text label;

    /// Its value on `result`; nullopt when the run lacks a metric or divides by zero.
    std::optional<double> of(const scenarios::ScenarioResult& result) const;
    /// The metrics it reads.
    std::vector<std::string> metrics() const;
};

struct Choice {
    Text label;
    std::optional<double> from;  ///< the range [from, below) it stands for
    std::optional<double> below;
    bool holds(double value) const;
};

struct Prediction {
    Text question;
    Measure measure;
    /// Choices (right: the one holding the measured value), or a number (right within
    /// `tolerance` times the measured value).
    std::vector<Choice> choices;
    std::optional<double> tolerance;
    Text unit;
    bool is_number() const { return tolerance.has_value(); }
};

struct Exercise {
    enum class Compare { Greater, Less, About };
    Text changes;
    Measure measure;
    Compare compare = Compare::Greater;
    double factor = 1;
};

/// Where to look in a finished run, drawn on the timeline and the memory chart.
struct Highlight {
    enum class Kind {
        Lane,        ///< a lane, over the time it was busy
        Sync,        ///< the blocked span of a sync point of the front end
        MemoryPeak,  ///< the peak of a device's memory in use
    };
    enum class Which { Longest, First, Last };  ///< of a Sync's spans
    Kind kind = Kind::Lane;
    /// Lane: the lane whose name holds it ("front end", "gpu(0) compute", "copy h2d");
    /// MemoryPeak: the device ("" the one with the highest peak).
    std::string name;
    Which which = Which::Longest;
    Text label;
};

/// A highlight as found in one run.
struct ResolvedHighlight {
    Highlight::Kind kind = Highlight::Kind::Lane;
    std::string lane;  ///< Lane and Sync: the lane's name ("front end 0", "cpu(0) compute 1")
    Device device;     ///< MemoryPeak: the device
    TimeNs begin = 0;  ///< Lane and Sync: the span; MemoryPeak: begin = end = the peak's time
    TimeNs end = 0;
    double value = 0;  ///< MemoryPeak: bytes at the peak
    const Text* label = nullptr;
};

/// Where `highlight` is in `result`'s trace; nullopt when the run has no such lane, sync
/// point or memory counter.
std::optional<ResolvedHighlight> resolve(const Highlight& highlight,
                                         const scenarios::ScenarioResult& result);

struct Step {
    std::string id;
    Text title, text, look_at, explanation;
    std::string code_mxnet, code_pytorch;
    Run run;
    std::optional<Prediction> prediction;
    std::optional<Exercise> exercise;
    std::vector<Highlight> highlights;
};

struct Lesson {
    std::string source;   ///< its file's name
    std::string section;  ///< "12.2"
    Text title, background, look_at;
    /// What the steps' code takes as given, in each style (the imports, the data and
    /// helpers that several steps use): put before a step's code where a script opens it
    /// without having it yet, so that the step's code runs on its own. Empty: none.
    std::string setup_mxnet, setup_pytorch;
    std::vector<Step> steps;
};

/// Parses one lesson file; throws LessonError naming `source` and the member at fault.
Lesson parse(std::string_view text, const std::string& source);

struct Catalogue {
    std::vector<Lesson> lessons;      ///< in section order
    std::vector<std::string> errors;  ///< one per file that did not load

    /// The lesson of the section `section` belongs to (the longest matching prefix).
    const Lesson* for_section(std::string_view section) const;
};
/// Parses every file (name, text); a bad one is reported and skipped.
Catalogue load(const std::vector<std::pair<std::string, std::string>>& files);
/// The lessons embedded in AsyncLab (resources/lessons/*.json), parsed once.
const Catalogue& embedded();
/// The embedded files themselves (name, text).
const std::vector<std::pair<std::string, std::string>>& embedded_files();

/// A step's run with `from_previous` resolved: the scenario, mode, network and spin budget of
/// the run it starts from, with every `set` applied in order.
Run resolved_run(const Lesson& lesson, std::size_t step);

/// What the student answered: a choice's index, or a number.
struct Answer {
    std::optional<std::size_t> choice;
    std::optional<double> number;
    bool given() const { return choice || number; }
};

struct Outcome {
    std::optional<double> measured;  ///< nullopt: the run lacks the measure
    std::optional<std::size_t> right_choice;
    bool right = false;
};
/// How `answer` fares against `result`.
Outcome check(const Prediction& prediction, const Answer& answer,
              const scenarios::ScenarioResult& result);

struct ExerciseOutcome {
    std::optional<double> now, before;
    bool holds = false;
};
/// Whether the exercise's expectation holds between `previous` and `now`.
ExerciseOutcome check(const Exercise& exercise, const scenarios::ScenarioResult& now,
                      const scenarios::ScenarioResult& previous);

/// `text` in `language` with its placeholders filled: {metric} from `now` (seconds for "_s",
/// megabytes for "_bytes", else the number), {measure} from `measure`, {previous:metric}
/// from `previous`. A placeholder without a value stays as it is.
std::string explain(const Text& text, std::string_view language,
                    const scenarios::ScenarioResult& now,
                    const scenarios::ScenarioResult* previous = nullptr,
                    std::optional<double> measure = std::nullopt);
/// The placeholders of a text ("imperative_s", "measure", "previous:total_s").
std::vector<std::string> placeholders(std::string_view text);

/// {"lessons": [{"section", "title", "languages", "steps": [{"id", "title", "scenario",
/// "prediction"?, "exercise"?}], "predictions": [{"step", "question", "measure"}]}]}: the
/// catalogue in `language`.
json::Value catalogue_json(const Catalogue& catalogue, std::string_view language);

}  // namespace asynclab::lessons
