// The chapter's lessons as data: every embedded file parses, in every language; every step's
// run exists, its settings are accepted and it runs; every prediction and every exercise
// measures what its run produces, and every explanation quotes numbers the run has; a lesson
// is played headlessly (answer, run, reveal, check); a malformed file is refused clearly.
#include <QtTest>

#include <set>

#include "engine/lessons/lesson.h"

using namespace asynclab;
using namespace asynclab::lessons;

namespace {

/// A step's run in sim mode on the resolved settings (timing only: the same times and
/// memory, no values computed where they are not needed).
scenarios::ScenarioResult runStep(const Lesson& lesson, std::size_t step) {
    const Run run = resolved_run(lesson, step);
    std::vector<std::pair<std::string, std::string>> sets = run.set;
    if (!run.network.empty()) sets.emplace_back("network", run.network);
    scenarios::RunContext ctx;
    ctx.mode = scenarios::RunMode::Sim;
    ctx.timing_only = true;
    if (run.spin_us) ctx.spin_us = *run.spin_us;
    return scenarios::run_scenario(run.scenario, sets, ctx);
}

std::vector<const Text*> textsOf(const Lesson& lesson) {
    std::vector<const Text*> texts{&lesson.title, &lesson.background, &lesson.look_at};
    for (const Step& s : lesson.steps) {
        for (const Text* t : {&s.title, &s.text, &s.explanation}) texts.push_back(t);
        if (!s.look_at.by_language.empty()) texts.push_back(&s.look_at);
        if (s.prediction) {
            texts.push_back(&s.prediction->question);
            texts.push_back(&s.prediction->measure.label);
            for (const Choice& c : s.prediction->choices) texts.push_back(&c.label);
        }
        if (s.exercise) {
            texts.push_back(&s.exercise->changes);
            texts.push_back(&s.exercise->measure.label);
        }
        for (const Highlight& h : s.highlights) texts.push_back(&h.label);
    }
    return texts;
}

/// A minimal valid lesson with `edit` applied to its text.
std::string lessonText(const std::string& stepsJson) {
    return R"({"format": "asynclab-lesson", "version": 2, "section": "12.2",
               "title": {"en": "T"}, "background": {"en": "B"}, "look_at": {"en": "L"},
               "steps": )" +
           stepsJson + "}";
}

const char* kStep = R"({"id": "a", "title": {"en": "A"}, "text": {"en": "x"},
                        "explanation": {"en": "took {total_s}"},
                        "run": {"scenario": "dependency-toy"}})";

}  // namespace

class TestLessons : public QObject {
    Q_OBJECT

  private slots:
    void everySectionHasItsLessonInEveryLanguage() {
        const Catalogue& catalogue = embedded();
        QVERIFY2(catalogue.errors.empty(),
                 catalogue.errors.empty() ? "" : catalogue.errors[0].c_str());
        std::vector<std::string> sections;
        for (const Lesson& l : catalogue.lessons) sections.push_back(l.section);
        QCOMPARE(sections, (std::vector<std::string>{"12.1", "12.2", "12.3", "12.4", "12.5"}));
        for (const Lesson& lesson : catalogue.lessons) {
            QVERIFY2(lesson.steps.size() >= 4, lesson.source.c_str());
            // Open in Code Editor's first cell: the imports the steps' code leaves out.
            QVERIFY2(lesson.setup_mxnet.find("from mxnet import") != std::string::npos,
                     lesson.source.c_str());
            QVERIFY2(lesson.setup_pytorch.find("import torch") != std::string::npos,
                     lesson.source.c_str());
            std::size_t predictions = 0, exercises = 0;
            for (const Step& s : lesson.steps) {
                predictions += s.prediction.has_value();
                exercises += s.exercise.has_value();
                QVERIFY2(!s.code_mxnet.empty() && !s.code_pytorch.empty(), s.id.c_str());
            }
            QVERIFY2(predictions >= 2, lesson.source.c_str());
            // Each lesson points at something in its runs.
            QVERIFY2(std::any_of(lesson.steps.begin(), lesson.steps.end(),
                                 [](const Step& s) { return !s.highlights.empty(); }),
                     lesson.source.c_str());
            QVERIFY2(exercises >= 1, lesson.source.c_str());
            // Every text in every language the lessons are written in.
            for (const Text* text : textsOf(lesson))
                for (const char* language : kLanguages)
                    QVERIFY2(text->by_language.contains(language) &&
                                 !text->by_language.at(language).empty(),
                             (lesson.source + ": a text lacks " + language + ": " +
                              text->in("en").substr(0, 60))
                                 .c_str());
        }
        QCOMPARE(catalogue.for_section("12.2.3")->section, std::string("12.2"));
        QVERIFY(!catalogue.for_section("11.1"));
    }

    void everyStepRunsAndMeasuresWhatItSays() {
        for (const Lesson& lesson : embedded().lessons) {
            std::optional<scenarios::ScenarioResult> previous;
            for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                const Step& step = lesson.steps[i];
                const std::string where = lesson.source + " step " + step.id;
                // The settings are accepted as the run panel would take them.
                const Run run = resolved_run(lesson, i);
                const scenarios::Scenario* scenario = scenarios::find_scenario(run.scenario);
                QVERIFY2(scenario, where.c_str());
                std::vector<std::pair<std::string, std::string>> sets = run.set;
                if (!run.network.empty()) sets.emplace_back("network", run.network);
                try {
                    scenarios::resolve_params(scenario->info(), sets);
                } catch (const std::exception& e) {
                    QFAIL((where + ": " + e.what()).c_str());
                }
                const scenarios::ScenarioResult result = runStep(lesson, i);
                if (step.prediction) {
                    const auto measured = step.prediction->measure.of(result);
                    QVERIFY2(measured,
                             (where + ": the run lacks the prediction's measure").c_str());
                    if (!step.prediction->is_number()) {
                        const Outcome outcome = check(*step.prediction, {}, result);
                        QVERIFY2(outcome.right_choice, where.c_str());
                    }
                }
                if (step.exercise) {
                    QVERIFY2(previous, where.c_str());
                    const ExerciseOutcome outcome = check(*step.exercise, result, *previous);
                    QVERIFY2(outcome.now && outcome.before, where.c_str());
                    QVERIFY2(outcome.holds, (where + ": " + std::to_string(*outcome.before) +
                                             " then " + std::to_string(*outcome.now))
                                                .c_str());
                }
                // Every highlight is found in the run: its lane, sync point or memory peak.
                for (const Highlight& h : step.highlights) {
                    const auto found = resolve(h, result);
                    QVERIFY2(found,
                             (where + ": highlight '" + h.label.in("en") + "' is not in the run")
                                 .c_str());
                    QVERIFY2(found->end >= found->begin, where.c_str());
                    if (h.kind == Highlight::Kind::MemoryPeak) QVERIFY(found->value > 0);
                    if (h.kind == Highlight::Kind::Sync) QVERIFY(found->end > found->begin);
                }
                // Every placeholder of the explanation has its number, in every language.
                std::optional<double> measure;
                if (step.prediction) measure = step.prediction->measure.of(result);
                if (step.exercise) measure = step.exercise->measure.of(result);
                for (const char* language : kLanguages) {
                    const std::string text = explain(step.explanation, language, result,
                                                     previous ? &*previous : nullptr, measure);
                    QVERIFY2(placeholders(text).empty(),
                             (where + " (" + language + "): " + text).c_str());
                }
                previous = result;
            }
        }
    }

    void aLessonIsPlayedHeadlessly() {
        // Answer, run, reveal, check: the right choice is right and every other one wrong,
        // and a number within the tolerance is right.
        int predictions = 0;
        for (const Lesson& lesson : embedded().lessons) {
            for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                const Step& step = lesson.steps[i];
                if (!step.prediction) continue;
                const scenarios::ScenarioResult result = runStep(lesson, i);
                const Prediction& p = *step.prediction;
                const double measured = *p.measure.of(result);
                if (p.is_number()) {
                    QVERIFY(
                        check(p, {std::nullopt, measured * (1 + *p.tolerance / 2)}, result).right);
                    QVERIFY(!check(p, {std::nullopt, measured * (1 + *p.tolerance * 2) + 1}, result)
                                 .right);
                } else {
                    const std::size_t right = *check(p, {}, result).right_choice;
                    for (std::size_t c = 0; c < p.choices.size(); ++c)
                        QCOMPARE(check(p, {c, std::nullopt}, result).right, c == right);
                }
                QVERIFY(!check(p, {}, result).right);  // no answer is never right
                ++predictions;
            }
        }
        QVERIFY(predictions >= 10);
    }

    void explanationsQuoteTheRunsNumbers() {
        scenarios::ScenarioResult now, before;
        now.set_metric("total_s", 0.012345);
        now.set_metric("peak_bytes", 24.5e6);
        now.set_metric("ops", 42);
        before.set_metric("total_s", 0.5);
        Text text;
        text.by_language["en"] =
            "{total_s}, {peak_bytes}, {ops}, {measure}, {previous:total_s}, {gone}";
        text.by_language["zh"] = "用时 {total_s}";
        QCOMPARE(explain(text, "en", now, &before, 2.5),
                 std::string("0.0123 s, 24.5 MB, 42, 2.5, 0.5 s, {gone}"));
        QCOMPARE(explain(text, "zh_CN", now), std::string("用时 0.0123 s"));
        QCOMPARE(explain(text, "vi", now).substr(0, 8), std::string("0.0123 s"));  // English
        QCOMPARE(placeholders("a {x} b {previous:y}"),
                 (std::vector<std::string>{"x", "previous:y"}));
    }

    void highlightsAreFoundInTheTrace() {
        scenarios::ScenarioResult run;
        const LaneId cpu1{Device::cpu(0), LaneKind::Compute, 1};
        const auto op = [](LaneId lane, int issuer, TimeNs push, TimeNs start, TimeNs end) {
            OpEvent e;
            e.lane = lane;
            e.issuer = issuer;
            e.push = push;
            e.start = start;
            e.end = end;
            return e;
        };
        run.trace.ops = {op(cpu1, 0, 10, 20, 50), op(cpu1, 0, 15, 60, 90),
                         op({Device::gpu(0), LaneKind::CopyH2D, 0}, 1, 30, 40, 70)};
        run.trace.syncs = {SyncEvent{SyncKind::WaitAll, 0, 100, 130, 0, {}, {}},
                           SyncEvent{SyncKind::Item, 0, 140, 200, 0, {}, {}},
                           SyncEvent{SyncKind::Print, 1, 210, 220, 0, {}, {}}};
        run.trace.counters = {CounterEvent{CounterKind::MemoryBytes, Device::cpu(0), 5, 100},
                              CounterEvent{CounterKind::MemoryBytes, Device::cpu(0), 80, 900},
                              CounterEvent{CounterKind::ResidentBytes, Device::cpu(0), 85, 5000},
                              CounterEvent{CounterKind::MemoryBytes, Device::gpu(0), 60, 400}};
        const auto highlight = [](const char* json) {
            return parse(lessonText(std::string(R"([{"id": "a", "title": {"en": "A"},
                   "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"scenario": "dependency-toy"}, "highlight": [)") +
                                    json + "]}]"),
                         "t.json")
                .steps[0]
                .highlights[0];
        };
        const auto lane = resolve(highlight(R"j({"lane": "compute", "label": {"en": "l"}})j"), run);
        QVERIFY(lane);
        QCOMPARE(lane->lane, std::string("cpu(0) compute 1"));
        QCOMPARE(lane->begin, TimeNs{20});
        QCOMPARE(lane->end, TimeNs{90});
        // The front end: from its first push to the end of its last sync point.
        const auto front =
            resolve(highlight(R"j({"lane": "front end", "label": {"en": "l"}})j"), run);
        QVERIFY(front);
        QCOMPARE(front->lane, std::string("front end 0"));
        QCOMPARE(front->begin, TimeNs{10});
        QCOMPARE(front->end, TimeNs{200});
        QVERIFY(!resolve(highlight(R"j({"lane": "gpu(3)", "label": {"en": "l"}})j"), run));

        const auto longest =
            resolve(highlight(R"j({"sync": "longest", "label": {"en": "l"}})j"), run);
        QVERIFY(longest);
        QCOMPARE(longest->begin, TimeNs{140});
        QCOMPARE(longest->end, TimeNs{200});
        const auto last = resolve(highlight(R"j({"sync": "last", "label": {"en": "l"}})j"), run);
        QCOMPARE(last->lane, std::string("front end 1"));
        QCOMPARE(last->begin, TimeNs{210});
        QCOMPARE(resolve(highlight(R"j({"sync": "first", "label": {"en": "l"}})j"), run)->begin,
                 TimeNs{100});

        const auto peak = resolve(highlight(R"j({"memory_peak": "", "label": {"en": "l"}})j"), run);
        QVERIFY(peak);
        QCOMPARE(peak->value, 900.0);  // memory in use, not the process's resident bytes
        QCOMPARE(peak->begin, TimeNs{80});
        const auto gpu =
            resolve(highlight(R"j({"memory_peak": "gpu(0)", "label": {"en": "l"}})j"), run);
        QCOMPARE(gpu->value, 400.0);
        QCOMPARE(gpu->device, Device::gpu(0));
        run.trace.syncs.clear();
        QVERIFY(!resolve(highlight(R"j({"sync": "first", "label": {"en": "l"}})j"), run));
    }

    void malformedLessonsAreRefusedClearly_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << "{"
                                  << "12.9-x.json: not valid JSON";
        QTest::newRow("format") << R"({"format": "x"})"
                                << "format: must be";
        QTest::newRow("version") << R"({"format": "asynclab-lesson", "version": 9})"
                                 << "version: 9 is not one";
        QTest::newRow("no steps") << QString::fromStdString(lessonText("[]"))
                                  << "steps: must be an array";
        QTest::newRow("unknown scenario")
            << QString::fromStdString(lessonText(R"([{"id": "a", "title": {"en": "A"},
                   "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"scenario": "no-such"}}])"))
            << "steps[0].run.scenario: 'no-such' is not a scenario";
        QTest::newRow("text without English")
            << QString::fromStdString(lessonText(R"([{"id": "a", "title": {"de": "A"},
                   "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"scenario": "dependency-toy"}}])"))
            << "steps[0].title.en: missing";
        QTest::newRow("gap between choices")
            << QString::fromStdString(lessonText(std::string("[") + kStep + R"(, {"id": "b",
                   "title": {"en": "B"}, "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"from_previous": true},
                   "prediction": {"question": {"en": "q"},
                     "measure": {"metric": "total_s", "label": {"en": "t"}},
                     "choices": [{"label": {"en": "a"}, "below": 1},
                                 {"label": {"en": "b"}, "from": 2}]}}])"))
            << "steps[1].prediction.choices[1].from: must be where the choice before it ends";
        QTest::newRow("exercise first")
            << QString::fromStdString(lessonText(R"([{"id": "a", "title": {"en": "A"},
                   "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"from_previous": true}}])"))
            << "steps[0].run.from_previous: the first step has no previous run";
        QTest::newRow("highlight of two kinds")
            << QString::fromStdString(lessonText(R"([{"id": "a", "title": {"en": "A"},
                   "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"scenario": "dependency-toy"},
                   "highlight": [{"lane": "front end", "sync": "first", "label": {"en": "l"}}]}])"))
            << "steps[0].highlight[0]: needs exactly one of";
        QTest::newRow("unknown sync")
            << QString::fromStdString(lessonText(R"([{"id": "a", "title": {"en": "A"},
                   "text": {"en": "x"}, "explanation": {"en": "y"},
                   "run": {"scenario": "dependency-toy"},
                   "highlight": [{"sync": "middle", "label": {"en": "l"}}]}])"))
            << "steps[0].highlight[0].sync: must be";
        {
            // A setup whose code is not text: named by its member.
            std::string text = lessonText(std::string("[") + kStep + "]");
            text.insert(text.find(R"("steps")"), R"("setup": {"mxnet": 3}, )");
            QTest::newRow("setup not text")
                << QString::fromStdString(text) << "setup.mxnet: must be";
        }
        QTest::newRow("same id twice")
            << QString::fromStdString(lessonText(std::string("[") + kStep + ", " + kStep + "]"))
            << "steps[1].id: 'a' is used by an earlier step";
    }

    void malformedLessonsAreRefusedClearly() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parse(text.toStdString(), "12.9-x.json");
            QFAIL("accepted");
        } catch (const LessonError& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.startsWith(QStringLiteral("12.9-x.json: ")), qPrintable(what));
            QVERIFY2(what.contains(message), qPrintable(what));
        }
        // The other files still load.
        const Catalogue catalogue =
            load({{"12.9-x.json", text.toStdString()},
                  {"12.8-y.json", lessonText(std::string("[") + kStep + "]")}});
        QCOMPARE(catalogue.lessons.size(), std::size_t{1});
        QCOMPARE(catalogue.errors.size(), std::size_t{1});
    }

    void theCatalogueAsJson() {
        const json::Value doc = catalogue_json(embedded(), "zh");
        const json::Array& lessons = doc["lessons"].as_array();
        QCOMPARE(lessons.size(), embedded().lessons.size());
        const json::Value& first = lessons.front();
        QCOMPARE(first["section"].as_string(), std::string("12.1"));
        QCOMPARE(first["title"].as_string(), embedded().lessons.front().title.in("zh"));
        std::set<std::string> languages;
        for (const json::Value& l : first["languages"].as_array()) languages.insert(l.as_string());
        for (const char* language : kLanguages) QVERIFY(languages.contains(language));
        QCOMPARE(first["steps"].as_array().size(), embedded().lessons.front().steps.size());
        QVERIFY(first["predictions"].as_array().size() >= 2);
        QVERIFY(first["predictions"].as_array().front()["measure"].is_string());
    }
};

QTEST_GUILESS_MAIN(TestLessons)
#include "test_lessons.moc"
