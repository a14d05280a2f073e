#include "engine/lessons/lesson.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace asynclab::lessons {

namespace {

/// Thrown while reading one file; the message names the member.
struct Invalid : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::string member(const std::string& path, std::string_view key) {
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}

const json::Value* find(const json::Value& object, std::string_view key) {
    return object.as_object().find(key);
}

void require_object(const json::Value& v, const std::string& path) {
    if (!v.is_object())
        throw Invalid(path + ": must be an object, not " + json::type_name(v.type()));
}

const json::Value& required(const json::Value& object, std::string_view key,
                            const std::string& path) {
    const json::Value* v = find(object, key);
    if (!v) throw Invalid(member(path, key) + ": missing");
    return *v;
}

std::string string_of(const json::Value& v, const std::string& path) {
    if (!v.is_string())
        throw Invalid(path + ": must be a string, not " + json::type_name(v.type()));
    return v.as_string();
}

double number_of(const json::Value& v, const std::string& path) {
    if (!v.is_number() || !std::isfinite(v.as_double())) throw Invalid(path + ": must be a number");
    return v.as_double();
}

Text text_of(const json::Value& v, const std::string& path) {
    if (!v.is_object())
        throw Invalid(path + ": must be an object of texts by language, not " +
                      json::type_name(v.type()));
    Text t;
    for (const auto& [language, value] : v.as_object())
        t.by_language[language] = string_of(value, path + "." + language);
    const auto en = t.by_language.find("en");
    if (en == t.by_language.end() || en->second.empty())
        throw Invalid(path + ".en: missing (every text needs its English)");
    return t;
}

Text required_text(const json::Value& object, std::string_view key, const std::string& path) {
    return text_of(required(object, key, path), member(path, key));
}

Text optional_text(const json::Value& object, std::string_view key, const std::string& path) {
    const json::Value* v = find(object, key);
    return v ? text_of(*v, member(path, key)) : Text{};
}

Run run_of(const json::Value& v, const std::string& path) {
    require_object(v, path);
    Run run;
    if (const json::Value* from = find(v, "from_previous")) {
        if (!from->is_bool()) throw Invalid(path + ".from_previous: must be true or false");
        run.from_previous = from->as_bool();
    }
    if (const json::Value* s = find(v, "scenario")) {
        run.scenario = string_of(*s, path + ".scenario");
        if (!scenarios::find_scenario(run.scenario))
            throw Invalid(path + ".scenario: '" + run.scenario + "' is not a scenario (" +
                          scenarios::scenario_names() + ")");
    } else if (!run.from_previous) {
        throw Invalid(path + ".scenario: missing");
    }
    if (const json::Value* m = find(v, "mode")) {
        const std::string mode = string_of(*m, path + ".mode");
        const auto parsed = scenarios::parse_run_mode(mode);
        if (!parsed)
            throw Invalid(path + ".mode: must be \"sim\" or \"real\", not \"" + mode + "\"");
        run.mode = *parsed;
    }
    if (const json::Value* set = find(v, "set")) {
        require_object(*set, path + ".set");
        for (const auto& [name, value] : set->as_object())
            run.set.emplace_back(name, string_of(value, path + ".set." + name));
    }
    if (const json::Value* n = find(v, "network")) run.network = string_of(*n, path + ".network");
    if (const json::Value* spin = find(v, "spin_us")) {
        const double us = number_of(*spin, path + ".spin_us");
        if (!spin->is_integer() || us < 0 || us > kMaxSpinUs)
            throw Invalid(path + ".spin_us: must be a whole number of microseconds from 0 to " +
                          std::to_string(kMaxSpinUs));
        run.spin_us = static_cast<int>(us);
    }
    return run;
}

Measure measure_of(const json::Value& v, const std::string& path) {
    require_object(v, path);
    Measure m;
    if (const json::Value* p = find(v, "phenomenon")) {
        if (string_of(*p, path + ".phenomenon") != "ratio")
            throw Invalid(path + ".phenomenon: the only one is \"ratio\"");
        m.phenomenon = true;
    } else {
        m.metric = string_of(required(v, "metric", path), path + ".metric");
        if (const json::Value* over = find(v, "over")) m.over = string_of(*over, path + ".over");
    }
    m.label = required_text(v, "label", path);
    return m;
}

std::optional<double> bound(const json::Value& v, std::string_view key, const std::string& path) {
    const json::Value* b = find(v, key);
    if (!b) return std::nullopt;
    return number_of(*b, member(path, key));
}

Prediction prediction_of(const json::Value& v, const std::string& path) {
    require_object(v, path);
    Prediction p;
    p.question = required_text(v, "question", path);
    p.measure = measure_of(required(v, "measure", path), path + ".measure");
    const json::Value* number = find(v, "number");
    const json::Value* choices = find(v, "choices");
    if (!number == !choices) throw Invalid(path + ": needs either \"number\" or \"choices\"");
    if (number) {
        require_object(*number, path + ".number");
        const double tolerance =
            number_of(required(*number, "tolerance", path + ".number"), path + ".number.tolerance");
        if (!(tolerance > 0 && tolerance < 10))
            throw Invalid(path + ".number.tolerance: must be a fraction of the value, above 0");
        p.tolerance = tolerance;
        p.unit = optional_text(*number, "unit", path + ".number");
        return p;
    }
    if (!choices->is_array() || choices->as_array().size() < 2)
        throw Invalid(path + ".choices: must be an array of at least two choices");
    for (std::size_t i = 0; i < choices->as_array().size(); ++i) {
        const std::string at = path + ".choices[" + std::to_string(i) + "]";
        const json::Value& c = choices->as_array()[i];
        require_object(c, at);
        Choice choice;
        choice.label = required_text(c, "label", at);
        choice.from = bound(c, "from", at);
        choice.below = bound(c, "below", at);
        if (choice.from && choice.below && !(*choice.from < *choice.below))
            throw Invalid(at + ": \"from\" must be below \"below\"");
        p.choices.push_back(std::move(choice));
    }
    // The ranges tile the line: exactly one choice holds any value.
    for (std::size_t i = 0; i + 1 < p.choices.size(); ++i)
        if (!p.choices[i].below || !p.choices[i + 1].from ||
            *p.choices[i].below != *p.choices[i + 1].from)
            throw Invalid(path + ".choices[" + std::to_string(i + 1) +
                          "].from: must be where the choice before it ends (\"below\")");
    if (p.choices.front().from || p.choices.back().below)
        throw Invalid(path + ".choices: the first must have no \"from\" and the last no \"below\"");
    return p;
}

Exercise exercise_of(const json::Value& v, const std::string& path) {
    require_object(v, path);
    Exercise e;
    e.changes = required_text(v, "changes", path);
    const std::string at = path + ".expect";
    const json::Value& expect = required(v, "expect", path);
    require_object(expect, at);
    e.measure = measure_of(required(expect, "measure", at), at + ".measure");
    const std::string compare =
        string_of(required(expect, "than_previous", at), at + ".than_previous");
    if (compare == "greater")
        e.compare = Exercise::Compare::Greater;
    else if (compare == "less")
        e.compare = Exercise::Compare::Less;
    else if (compare == "about")
        e.compare = Exercise::Compare::About;
    else
        throw Invalid(at + ".than_previous: must be \"greater\", \"less\" or \"about\"");
    if (const json::Value* f = find(expect, "factor")) {
        e.factor = number_of(*f, at + ".factor");
        if (!(e.factor >= 1)) throw Invalid(at + ".factor: must be at least 1");
    }
    return e;
}

std::string code_of(const json::Value& code, std::string_view style, const std::string& path) {
    const json::Value* v = find(code, style);
    return v ? string_of(*v, member(path, style)) : std::string();
}

Highlight highlight_of(const json::Value& v, const std::string& path) {
    require_object(v, path);
    Highlight h;
    h.label = required_text(v, "label", path);
    const json::Value* lane = find(v, "lane");
    const json::Value* sync = find(v, "sync");
    const json::Value* peak = find(v, "memory_peak");
    if ((lane != nullptr) + (sync != nullptr) + (peak != nullptr) != 1)
        throw Invalid(path + ": needs exactly one of \"lane\", \"sync\" and \"memory_peak\"");
    if (lane) {
        h.kind = Highlight::Kind::Lane;
        h.name = string_of(*lane, path + ".lane");
        if (h.name.empty()) throw Invalid(path + ".lane: must name a lane");
    } else if (sync) {
        h.kind = Highlight::Kind::Sync;
        const std::string which = string_of(*sync, path + ".sync");
        if (which == "longest")
            h.which = Highlight::Which::Longest;
        else if (which == "first")
            h.which = Highlight::Which::First;
        else if (which == "last")
            h.which = Highlight::Which::Last;
        else
            throw Invalid(path + ".sync: must be \"longest\", \"first\" or \"last\", not \"" +
                          which + "\"");
    } else {
        h.kind = Highlight::Kind::MemoryPeak;
        h.name = string_of(*peak, path + ".memory_peak");
    }
    return h;
}

Step step_of(const json::Value& v, const std::string& path, bool first) {
    require_object(v, path);
    Step s;
    s.id = string_of(required(v, "id", path), path + ".id");
    if (s.id.empty() || !std::all_of(s.id.begin(), s.id.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        }))
        throw Invalid(path + ".id: must be lower-case letters, digits and dashes");
    s.title = required_text(v, "title", path);
    s.text = required_text(v, "text", path);
    s.explanation = required_text(v, "explanation", path);
    s.look_at = optional_text(v, "look_at", path);
    if (const json::Value* code = find(v, "code")) {
        require_object(*code, path + ".code");
        s.code_mxnet = code_of(*code, "mxnet", path + ".code");
        s.code_pytorch = code_of(*code, "pytorch", path + ".code");
    }
    s.run = run_of(required(v, "run", path), path + ".run");
    if (first && s.run.from_previous)
        throw Invalid(path + ".run.from_previous: the first step has no previous run");
    if (const json::Value* p = find(v, "prediction"))
        s.prediction = prediction_of(*p, path + ".prediction");
    if (const json::Value* h = find(v, "highlight")) {
        if (!h->is_array()) throw Invalid(path + ".highlight: must be an array");
        for (std::size_t i = 0; i < h->as_array().size(); ++i)
            s.highlights.push_back(
                highlight_of(h->as_array()[i], path + ".highlight[" + std::to_string(i) + "]"));
    }
    if (const json::Value* e = find(v, "exercise")) {
        s.exercise = exercise_of(*e, path + ".exercise");
        if (first) throw Invalid(path + ".exercise: the first step has no previous run to change");
    }
    return s;
}

/// A number as an explanation quotes it: three significant digits.
std::string quote(double value) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g", value);
    return buf;
}

std::string quote_metric(const std::string& name, double value) {
    if (name.ends_with("_s")) return quote(value) + " s";
    if (name.ends_with("_bytes")) return quote(value / 1e6) + " MB";
    return quote(value);
}

}  // namespace

std::optional<ResolvedHighlight> resolve(const Highlight& highlight,
                                         const scenarios::ScenarioResult& result) {
    ResolvedHighlight r;
    r.kind = highlight.kind;
    r.label = &highlight.label;
    const EventBatch& trace = result.trace;
    switch (highlight.kind) {
        case Highlight::Kind::Lane: {
            // The first lane, in the engine's order, whose name holds the text; its span from
            // the first op it ran (or, for the front end, pushed) to the last.
            std::optional<LaneId> found;
            const auto consider = [&](const LaneId& lane) {
                if (lane.name().find(highlight.name) != std::string::npos &&
                    (!found || lane < *found))
                    found = lane;
            };
            for (const OpEvent& op : trace.ops) {
                consider(op.lane);
                consider(LaneId{Device::cpu(0), LaneKind::FrontEnd, op.issuer});
            }
            if (!found) return std::nullopt;
            r.lane = found->name();
            bool any = false;
            const auto widen = [&](TimeNs begin, TimeNs end) {
                r.begin = any ? std::min(r.begin, begin) : begin;
                r.end = any ? std::max(r.end, end) : end;
                any = true;
            };
            const bool frontEnd = found->kind == LaneKind::FrontEnd;
            for (const OpEvent& op : trace.ops) {
                if (frontEnd && op.issuer == found->index && op.parent == 0)
                    widen(op.push, op.push);
                if (!frontEnd && op.lane == *found) widen(op.start, op.end);
            }
            if (frontEnd)
                for (const SyncEvent& sync : trace.syncs)
                    if (sync.thread == found->index) widen(sync.begin, sync.end);
            return r;
        }
        case Highlight::Kind::Sync: {
            const SyncEvent* chosen = nullptr;
            for (const SyncEvent& sync : trace.syncs) {
                if (sync.end <= sync.begin) continue;
                const bool better =
                    !chosen ||
                    (highlight.which == Highlight::Which::Longest &&
                     sync.end - sync.begin > chosen->end - chosen->begin) ||
                    (highlight.which == Highlight::Which::First && sync.begin < chosen->begin) ||
                    (highlight.which == Highlight::Which::Last && sync.begin > chosen->begin);
                if (better) chosen = &sync;
            }
            if (!chosen) return std::nullopt;
            r.lane = LaneId{Device::cpu(0), LaneKind::FrontEnd, chosen->thread}.name();
            r.begin = chosen->begin;
            r.end = chosen->end;
            return r;
        }
        case Highlight::Kind::MemoryPeak: {
            const CounterEvent* peak = nullptr;
            for (const CounterEvent& c : trace.counters) {
                if (c.kind != CounterKind::MemoryBytes) continue;
                if (!highlight.name.empty() && c.device.name() != highlight.name) continue;
                if (!peak || c.value > peak->value) peak = &c;
            }
            if (!peak || peak->value <= 0) return std::nullopt;
            r.device = peak->device;
            r.begin = r.end = peak->ts;
            r.value = peak->value;
            return r;
        }
    }
    return std::nullopt;
}

const std::string& Text::in(std::string_view language) const {
    const std::string code(language.substr(0, language.find_first_of("_-")));
    if (const auto it = by_language.find(code); it != by_language.end() && !it->second.empty())
        return it->second;
    static const std::string none;
    const auto en = by_language.find("en");
    return en == by_language.end() ? none : en->second;
}

std::vector<std::string> Text::languages() const {
    std::vector<std::string> out;
    for (const auto& [language, text] : by_language)
        if (!text.empty()) out.push_back(language);
    return out;
}

std::optional<double> Measure::of(const scenarios::ScenarioResult& result) const {
    if (phenomenon) {
        if (!result.phenomenon.checked) return std::nullopt;
        return result.phenomenon.ratio;
    }
    const auto value = result.metric(metric);
    if (!value) return std::nullopt;
    if (over.empty()) return *value;
    const auto divisor = result.metric(over);
    if (!divisor || *divisor == 0) return std::nullopt;
    return *value / *divisor;
}

std::vector<std::string> Measure::metrics() const {
    std::vector<std::string> out;
    if (!metric.empty()) out.push_back(metric);
    if (!over.empty()) out.push_back(over);
    return out;
}

bool Choice::holds(double value) const {
    return (!from || value >= *from) && (!below || value < *below);
}

Lesson parse(std::string_view text, const std::string& source) {
    try {
        const json::Result parsed = json::parse(text);
        if (!parsed) throw Invalid("not valid JSON: " + parsed.error_message());
        const json::Value& doc = parsed.value();
        require_object(doc, "the document");
        const json::Value* format = find(doc, "format");
        if (!format || !format->is_string() || format->as_string() != kFormat)
            throw Invalid(std::string("format: must be \"") + kFormat + "\"");
        const json::Value* version = find(doc, "version");
        if (!version || !version->is_integer()) throw Invalid("version: must be an integer");
        if (version->number_text() != std::to_string(kVersion))
            throw Invalid("version: " + version->number_text() +
                          " is not one this AsyncLab reads (" + std::to_string(kVersion) + ")");
        Lesson lesson;
        lesson.source = source;
        lesson.section = string_of(required(doc, "section", ""), "section");
        if (lesson.section.empty()) throw Invalid("section: must name the chapter's section");
        lesson.title = required_text(doc, "title", "");
        lesson.background = required_text(doc, "background", "");
        lesson.look_at = required_text(doc, "look_at", "");
        if (const json::Value* setup = find(doc, "setup")) {
            require_object(*setup, "setup");
            lesson.setup_mxnet = code_of(*setup, "mxnet", "setup");
            lesson.setup_pytorch = code_of(*setup, "pytorch", "setup");
        }
        const json::Value& steps = required(doc, "steps", "");
        if (!steps.is_array() || steps.as_array().empty())
            throw Invalid("steps: must be an array of steps");
        std::set<std::string> ids;
        for (std::size_t i = 0; i < steps.as_array().size(); ++i) {
            const std::string path = "steps[" + std::to_string(i) + "]";
            Step step = step_of(steps.as_array()[i], path, i == 0);
            if (!ids.insert(step.id).second)
                throw Invalid(path + ".id: '" + step.id + "' is used by an earlier step");
            lesson.steps.push_back(std::move(step));
        }
        return lesson;
    } catch (const std::exception& e) {
        throw LessonError(source + ": " + e.what());
    }
}

const Lesson* Catalogue::for_section(std::string_view section) const {
    const Lesson* best = nullptr;
    for (const Lesson& lesson : lessons)
        if (section.starts_with(lesson.section) &&
            (!best || lesson.section.size() > best->section.size()))
            best = &lesson;
    return best;
}

Catalogue load(const std::vector<std::pair<std::string, std::string>>& files) {
    Catalogue catalogue;
    for (const auto& [name, text] : files) {
        try {
            catalogue.lessons.push_back(parse(text, name));
        } catch (const LessonError& e) {
            catalogue.errors.push_back(e.what());
        }
    }
    std::stable_sort(catalogue.lessons.begin(), catalogue.lessons.end(),
                     [](const Lesson& a, const Lesson& b) { return a.section < b.section; });
    return catalogue;
}

const Catalogue& embedded() {
    static const Catalogue catalogue = load(embedded_files());
    return catalogue;
}

Run resolved_run(const Lesson& lesson, std::size_t step) {
    const Run& own = lesson.steps.at(step).run;
    if (!own.from_previous || step == 0) return own;
    Run run = resolved_run(lesson, step - 1);
    for (const auto& [name, value] : own.set) {
        const auto it =
            std::ranges::find(run.set, name, &std::pair<std::string, std::string>::first);
        if (it != run.set.end())
            it->second = value;
        else
            run.set.emplace_back(name, value);
    }
    if (!own.network.empty()) run.network = own.network;
    if (own.spin_us) run.spin_us = own.spin_us;
    run.from_previous = false;
    return run;
}

Outcome check(const Prediction& prediction, const Answer& answer,
              const scenarios::ScenarioResult& result) {
    Outcome outcome;
    outcome.measured = prediction.measure.of(result);
    if (!outcome.measured) return outcome;
    const double value = *outcome.measured;
    if (prediction.is_number()) {
        outcome.right = answer.number &&
                        std::abs(*answer.number - value) <= *prediction.tolerance * std::abs(value);
        return outcome;
    }
    for (std::size_t i = 0; i < prediction.choices.size(); ++i)
        if (prediction.choices[i].holds(value)) outcome.right_choice = i;
    outcome.right =
        answer.choice && outcome.right_choice && *answer.choice == *outcome.right_choice;
    return outcome;
}

ExerciseOutcome check(const Exercise& exercise, const scenarios::ScenarioResult& now,
                      const scenarios::ScenarioResult& previous) {
    ExerciseOutcome outcome;
    outcome.now = exercise.measure.of(now);
    outcome.before = exercise.measure.of(previous);
    if (!outcome.now || !outcome.before) return outcome;
    const double a = *outcome.now, b = *outcome.before;
    switch (exercise.compare) {
        case Exercise::Compare::Greater: outcome.holds = a > b * exercise.factor; break;
        case Exercise::Compare::Less: outcome.holds = a * exercise.factor < b; break;
        case Exercise::Compare::About:
            outcome.holds = a <= b * exercise.factor && b <= a * exercise.factor;
            break;
    }
    return outcome;
}

std::vector<std::string> placeholders(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t open = text.find('{'); open != std::string_view::npos;
         open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) break;
        out.emplace_back(text.substr(open + 1, close - open - 1));
    }
    return out;
}

std::string explain(const Text& text, std::string_view language,
                    const scenarios::ScenarioResult& now, const scenarios::ScenarioResult* previous,
                    std::optional<double> measure) {
    const std::string& source = text.in(language);
    std::string out;
    std::size_t at = 0;
    while (at < source.size()) {
        const std::size_t open = source.find('{', at);
        const std::size_t close = open == std::string::npos ? open : source.find('}', open);
        if (close == std::string::npos) {
            out.append(source, at);
            break;
        }
        out.append(source, at, open - at);
        const std::string name = source.substr(open + 1, close - open - 1);
        std::optional<std::string> value;
        if (name == "measure") {
            if (measure) value = quote(*measure);
        } else if (name.starts_with("previous:")) {
            const std::string metric = name.substr(9);
            if (previous)
                if (auto v = previous->metric(metric)) value = quote_metric(metric, *v);
        } else if (auto v = now.metric(name)) {
            value = quote_metric(name, *v);
        }
        out += value ? *value : source.substr(open, close - open + 1);
        at = close + 1;
    }
    return out;
}

json::Value catalogue_json(const Catalogue& catalogue, std::string_view language) {
    json::Value root = json::Value::object();
    json::Value lessons = json::Value::array();
    for (const Lesson& lesson : catalogue.lessons) {
        json::Value l = json::Value::object();
        l.set("section", lesson.section);
        l.set("title", lesson.title.in(language));
        json::Value languages = json::Value::array();
        std::set<std::string> all;
        for (const Text* t : {&lesson.title, &lesson.background, &lesson.look_at})
            for (const std::string& code : t->languages()) all.insert(code);
        // A language counts when every step's texts have it too.
        for (const std::string& code : all) {
            bool complete = true;
            for (const Step& s : lesson.steps)
                for (const Text* t : {&s.title, &s.text, &s.explanation})
                    complete = complete && t->by_language.contains(code);
            if (complete) languages.push_back(code);
        }
        l.set("languages", std::move(languages));
        json::Value steps = json::Value::array();
        json::Value predictions = json::Value::array();
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            const Step& s = lesson.steps[i];
            const Run run = resolved_run(lesson, i);
            json::Value step = json::Value::object();
            step.set("id", s.id);
            step.set("title", s.title.in(language));
            step.set("scenario", run.scenario);
            step.set("exercise", s.exercise.has_value());
            steps.push_back(std::move(step));
            if (s.prediction) {
                json::Value p = json::Value::object();
                p.set("step", s.id);
                p.set("question", s.prediction->question.in(language));
                p.set("measure", s.prediction->measure.label.in(language));
                p.set("kind", s.prediction->is_number() ? "number" : "choice");
                predictions.push_back(std::move(p));
            }
        }
        l.set("steps", std::move(steps));
        l.set("predictions", std::move(predictions));
        lessons.push_back(std::move(l));
    }
    root.set("lessons", std::move(lessons));
    return root;
}

}  // namespace asynclab::lessons
