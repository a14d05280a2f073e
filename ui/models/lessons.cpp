#include "ui/models/lessons.h"

#include <QSettings>
#include <algorithm>

#include "engine/nn/network_spec.h"
#include "ui/models/languages.h"

namespace asynclab {

namespace {

QString sectionKey(const std::string& section) {
    return QStringLiteral("lessons/step_") + QString::fromStdString(section);
}

}  // namespace

std::string lessonLanguage(const QLocale& locale) {
    // The interface's language ("zh_CN" → "zh"): lessons and menus always agree.
    return languageOf(locale).section(QLatin1Char('_'), 0, 0).toStdString();
}

QString lessonText(const lessons::Text& text, const QLocale& locale) {
    return QString::fromStdString(text.in(lessonLanguage(locale)));
}

std::vector<RunHighlight> runHighlights(const lessons::Step& step,
                                        const scenarios::ScenarioResult& result,
                                        const QLocale& locale) {
    std::vector<RunHighlight> out;
    for (const lessons::Highlight& h : step.highlights) {
        const auto found = lessons::resolve(h, result);
        if (!found) continue;
        RunHighlight r;
        r.kind = h.kind;
        r.label = lessonText(h.label, locale);
        if (h.kind != lessons::Highlight::Kind::MemoryPeak)
            r.lane = QString::fromStdString(found->lane);
        else
            r.device = QString::fromStdString(found->device.name());
        r.begin = found->begin;
        r.end = found->end;
        r.bytes = found->value;
        out.push_back(std::move(r));
    }
    return out;
}

LessonSession::LessonSession(const lessons::Catalogue& catalogue, QObject* parent)
    : QObject(parent), catalogue_(catalogue) {
    const QSettings settings;
    if (!setSection(settings.value(QStringLiteral("lessons/section")).toString())) enter(0, 0);
}

const lessons::Lesson* LessonSession::lesson() const {
    if (lesson_ < 0 || lesson_ >= static_cast<int>(catalogue_.lessons.size())) return nullptr;
    return &catalogue_.lessons[static_cast<std::size_t>(lesson_)];
}

const lessons::Step* LessonSession::step() const {
    const lessons::Lesson* l = lesson();
    if (!l || step_ < 0 || step_ >= static_cast<int>(l->steps.size())) return nullptr;
    return &l->steps[static_cast<std::size_t>(step_)];
}

bool LessonSession::setSection(const QString& section) {
    const lessons::Lesson* l = catalogue_.for_section(section.toStdString());
    if (!l || section.isEmpty()) return false;
    const int index = static_cast<int>(l - catalogue_.lessons.data());
    enter(index, QSettings().value(sectionKey(l->section), 0).toInt());
    return true;
}

void LessonSession::setLesson(int index) {
    if (index < 0 || index >= static_cast<int>(catalogue_.lessons.size())) return;
    enter(index,
          QSettings()
              .value(sectionKey(catalogue_.lessons[static_cast<std::size_t>(index)].section), 0)
              .toInt());
}

void LessonSession::setStep(int index) {
    enter(lesson_, index);
}

void LessonSession::next() {
    const lessons::Lesson* l = lesson();
    if (!l) return;
    if (step_ + 1 < static_cast<int>(l->steps.size()))
        enter(lesson_, step_ + 1);
    else if (lesson_ + 1 < static_cast<int>(catalogue_.lessons.size()))
        enter(lesson_ + 1, 0);
}

void LessonSession::previous() {
    if (step_ > 0)
        enter(lesson_, step_ - 1);
    else if (lesson_ > 0)
        enter(lesson_ - 1,
              static_cast<int>(
                  catalogue_.lessons[static_cast<std::size_t>(lesson_ - 1)].steps.size()) -
                  1);
}

void LessonSession::enter(int lesson, int step) {
    if (catalogue_.lessons.empty()) return;
    lesson_ = std::clamp(lesson, 0, static_cast<int>(catalogue_.lessons.size()) - 1);
    const auto& steps = catalogue_.lessons[static_cast<std::size_t>(lesson_)].steps;
    step_ = std::clamp(step, 0, std::max(0, static_cast<int>(steps.size()) - 1));
    answer_ = {};
    locked_ = false;
    awaiting_ = false;
    reveal_.reset();
    pending_.reset();
    QSettings settings;
    settings.setValue(QStringLiteral("lessons/section"),
                      QString::fromStdString(this->lesson()->section));
    settings.setValue(sectionKey(this->lesson()->section), step_);
    emit stepChanged();
}

std::optional<RunSettings> LessonSession::runSettings(const RunSettings& base) const {
    const lessons::Lesson* l = lesson();
    if (!l || !step()) return std::nullopt;
    const lessons::Run run = lessons::resolved_run(*l, static_cast<std::size_t>(step_));
    auto settings = withScenario(base, run.scenario);
    if (!settings) return std::nullopt;
    settings->mode = run.mode;
    if (run.spin_us) settings->spinUs = *run.spin_us;
    if (!run.network.empty()) {
        const auto presets = nn::presets();
        const auto it = std::ranges::find(presets, run.network, &nn::Preset::id);
        if (it == presets.end()) return std::nullopt;
        settings->network = it->spec;
        settings->networkIsProgram = false;
    }
    for (const auto& [name, value] : run.set) {
        auto with = withParam(*settings, name, value);
        if (!with) return std::nullopt;
        settings = std::move(with);
    }
    return settings;
}

QString LessonSession::networkPreset() const {
    const lessons::Lesson* l = lesson();
    if (!l || !step()) return {};
    return QString::fromStdString(
        lessons::resolved_run(*l, static_cast<std::size_t>(step_)).network);
}

bool LessonSession::isStepRun(const RunSettings& settings) const {
    const auto own = runSettings(settings);
    return own && own->scenario == settings.scenario && own->mode == settings.mode &&
           own->params == settings.params &&
           (networkPreset().isEmpty() || own->network == settings.network);
}

void LessonSession::setAnswer(const lessons::Answer& answer) {
    if (locked_) return;
    answer_ = answer;
    emit answerChanged();
}

void LessonSession::runStarted() {
    locked_ = true;
    awaiting_ = true;
    reveal_.reset();
    pending_.reset();
    emit answerChanged();
}

void LessonSession::runFinished(const scenarios::ScenarioResult& result) {
    const lessons::Step* s = step();
    // Only the run the step started reveals: not one started since for something else.
    const bool awaited = std::exchange(awaiting_, false);
    if (!s || !locked_ || !awaited || result.cancelled) return;
    // An exercise compares the next run's metrics with this one's: its trace is not kept.
    scenarios::ScenarioResult kept;
    kept.scenario = result.scenario;
    kept.mode = result.mode;
    kept.params = result.params;
    kept.metrics = result.metrics;
    kept.phenomenon = result.phenomenon;
    results_[{lesson_, step_}] = std::move(kept);
    const auto previous = results_.find({lesson_, step_ - 1});
    const scenarios::ScenarioResult* before =
        previous == results_.end() ? nullptr : &previous->second;
    Reveal r;
    r.answer = answer_;
    std::optional<double> measure;
    if (s->prediction) {
        r.outcome = lessons::check(*s->prediction, answer_, result);
        measure = r.outcome->measured;
    }
    if (s->exercise && before) {
        r.exercise = lessons::check(*s->exercise, result, *before);
        measure = r.exercise->now;
    }
    r.explanation = QString::fromStdString(
        lessons::explain(s->explanation, lessonLanguage(), result, before, measure));
    r.highlights = runHighlights(*s, result);
    if (teacher_) {
        pending_ = std::move(r);
        emit revealReady();
        return;
    }
    reveal_ = std::move(r);
    emit revealed();
}

void LessonSession::setTeacherMode(bool on) {
    if (teacher_ == on) return;
    teacher_ = on;
    // Leaving teacher mode shows what was waiting.
    if (!on && pending_) revealNow();
}

void LessonSession::revealNow() {
    if (!pending_) return;
    reveal_ = std::move(pending_);
    pending_.reset();
    emit revealed();
}

}  // namespace asynclab
