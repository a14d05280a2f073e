// Lesson files (resources/lessons/*.json, engine/lessons/lesson.h): any input gives a
// lesson or a LessonError naming the file and the member; a lesson that reads resolves
// every step's run, fills its texts' placeholders from a run without metrics, checks its
// predictions and exercises against it, and lists in the catalogue.
#include <cstdint>

#include "engine/lessons/lesson.h"
#include "fuzz/check.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(fuzz::text_of(data, size));
    lessons::Lesson lesson;
    try {
        lesson = lessons::parse(text, "fuzz.json");
    } catch (const lessons::LessonError& e) {
        fuzz::require(std::string_view(e.what()).find("fuzz.json") != std::string_view::npos,
                      "a lesson error that does not name the file", e.what());
        return 0;
    }
    const scenarios::ScenarioResult run;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const lessons::Step& step = lesson.steps[i];
        (void)lessons::resolved_run(lesson, i);
        for (const lessons::Text* t : {&step.title, &step.text, &step.look_at, &step.explanation})
            for (const std::string& language : t->languages()) {
                (void)lessons::placeholders(t->in(language));
                (void)lessons::explain(*t, language, run, &run, 1.5);
            }
        if (step.prediction) {
            (void)lessons::check(*step.prediction, lessons::Answer{0, std::nullopt}, run);
            (void)lessons::check(*step.prediction, lessons::Answer{std::nullopt, 2.0}, run);
        }
        if (step.exercise) (void)lessons::check(*step.exercise, run, run);
        for (const lessons::Highlight& h : step.highlights) (void)lessons::resolve(h, run);
    }
    const lessons::Catalogue catalogue = lessons::load({{"fuzz.json", text}});
    fuzz::require(catalogue.lessons.size() == 1 && catalogue.errors.empty(),
                  "a lesson that parses does not load into a catalogue");
    (void)lessons::catalogue_json(catalogue, "en");
    return 0;
}
