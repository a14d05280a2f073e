// A student's way through the lessons: steps and sections in order, the step remembered
// per section between launches, a step's run as run settings, the answer locked when the
// step's run starts, and the reveal (the prediction checked, the exercise compared with the
// previous step's run, the explanation with the run's numbers) once it ends.
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

#include "ui/models/lessons.h"

using namespace asynclab;

namespace {

std::string lessonJson(const std::string& section, const std::string& steps) {
    return R"({"format": "asynclab-lesson", "version": 2, "section": ")" + section +
           R"(", "title": {"en": "T )" + section + R"(", "de": "D"},
              "background": {"en": "B"}, "look_at": {"en": "L"}, "steps": )" +
           steps + "}";
}

const lessons::Catalogue& catalogue() {
    static const lessons::Catalogue c = lessons::load({
        {"12.2.json", lessonJson("12.2", R"([
            {"id": "sync", "title": {"en": "Sync"}, "text": {"en": "t"},
             "explanation": {"en": "waited {sync_s}, measure {measure}"},
             "run": {"scenario": "sync-vs-async", "set": {"reps": "200", "variant": "all"}},
             "prediction": {"question": {"en": "faster?"},
               "measure": {"metric": "sync_s", "over": "async_s", "label": {"en": "sync/async"}},
               "choices": [{"label": {"en": "slower"}, "below": 1},
                           {"label": {"en": "faster"}, "from": 1}]}},
            {"id": "more", "title": {"en": "More"}, "text": {"en": "t"},
             "explanation": {"en": "now {sync_s}, before {previous:sync_s}"},
             "run": {"from_previous": true, "set": {"reps": "800"}},
             "exercise": {"changes": {"en": "four times the work"},
               "expect": {"measure": {"metric": "sync_s", "label": {"en": "sync"}},
                          "than_previous": "greater", "factor": 2}}}])")},
        {"12.1.json", lessonJson("12.1", R"([
            {"id": "net", "title": {"en": "Net"}, "text": {"en": "t"},
             "explanation": {"en": "x"},
             "run": {"scenario": "network", "network": "chapter_mlp",
                     "set": {"iterations": "3", "batch_size": "4"}}}])")},
    });
    return c;
}

scenarios::ScenarioResult run(const RunSettings& s) {
    scenarios::RunContext ctx;
    ctx.mode = scenarios::RunMode::Sim;
    const scenarios::Params params = resolvedParams(s);
    return scenarios::run_scenario(s.scenario, {params.begin(), params.end()}, ctx);
}

}  // namespace

class TestLessonSession : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("AsyncLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_lesson_session"));
        QSettings().clear();
        QVERIFY(catalogue().errors.empty());
    }

    void stepsGoInOrderAndAreRememberedPerSection() {
        {
            LessonSession session(catalogue());
            QCOMPARE(session.lesson()->section, std::string("12.1"));  // sorted by section
            QSignalSpy changed(&session, &LessonSession::stepChanged);
            session.next();  // the last step of 12.1: on to 12.2
            QCOMPARE(session.lesson()->section, std::string("12.2"));
            QCOMPARE(session.stepIndex(), 0);
            session.next();
            QCOMPARE(session.step()->id, std::string("more"));
            session.next();  // the very last step: stays
            QCOMPARE(session.step()->id, std::string("more"));
            QCOMPARE(changed.size(), 2);  // staying put is no change
            session.previous();
            session.previous();  // back into 12.1, at its last step
            QCOMPARE(session.lesson()->section, std::string("12.1"));
            QVERIFY(session.setSection(QStringLiteral("12.2.3")));
            QCOMPARE(session.step()->id, std::string("sync"));  // where 12.2 was left
            session.setStep(1);
            QVERIFY(!session.setSection(QStringLiteral("13.1")));
        }
        // Another launch comes back to the section and step last shown.
        LessonSession again(catalogue());
        QCOMPARE(again.lesson()->section, std::string("12.2"));
        QCOMPARE(again.step()->id, std::string("more"));
    }

    void aStepsRunIsRunSettings() {
        LessonSession session(catalogue());
        QVERIFY(session.setSection(QStringLiteral("12.2")));
        session.setStep(1);  // from the previous step, with reps replaced
        RunSettings base;
        base.spinUs = 0;
        const auto s = session.runSettings(base);
        QVERIFY(s);
        QCOMPARE(s->scenario, std::string("sync-vs-async"));
        QCOMPARE(s->params.at("reps"), std::string("800"));
        QCOMPARE(s->params.at("variant"), std::string("all"));
        QCOMPARE(s->spinUs, 0);  // what the step does not set stays
        QVERIFY(session.isStepRun(*s));
        QVERIFY(!session.isStepRun(*withParam(*s, "reps", "801")));
        // A network step names its preset, and carries its batch size.
        QVERIFY(session.setSection(QStringLiteral("12.1")));
        QCOMPARE(session.networkPreset(), QStringLiteral("chapter_mlp"));
        const auto net = session.runSettings(RunSettings{});
        QVERIFY(net && net->network);
        QCOMPARE(net->network->batch_size, std::int64_t{4});
    }

    void theAnswerIsLockedByTheRunAndRevealedAfterIt() {
        LessonSession session(catalogue());
        QVERIFY(session.setSection(QStringLiteral("12.2")));
        session.setStep(0);
        const RunSettings settings = *session.runSettings(RunSettings{});
        session.setAnswer({std::size_t{1}, std::nullopt});  // "faster"
        session.runStarted();
        QVERIFY(session.locked());
        session.setAnswer({std::size_t{0}, std::nullopt});  // too late: ignored
        QCOMPARE(*session.answer().choice, std::size_t{1});
        QSignalSpy revealed(&session, &LessonSession::revealed);
        const scenarios::ScenarioResult first = run(settings);
        session.runFinished(first);
        QCOMPARE(revealed.size(), 1);
        const auto& reveal = *session.reveal();
        const double ratio = *first.metric("sync_s") / *first.metric("async_s");
        QVERIFY(ratio > 1);  // waiting after each addition is slower
        QCOMPARE(*reveal.outcome->measured, ratio);
        QVERIFY(reveal.outcome->right);
        QVERIFY(reveal.explanation.startsWith(QStringLiteral("waited ")));
        QVERIFY(!reveal.explanation.contains(QLatin1Char('{')));

        // The exercise: four times the work, compared with the run before.
        session.next();
        QVERIFY(!session.locked() && !session.reveal());
        session.runStarted();
        session.runFinished(run(*session.runSettings(RunSettings{})));
        const auto& exercise = *session.reveal()->exercise;
        QVERIFY(exercise.holds);
        QCOMPARE(*exercise.before, *first.metric("sync_s"));
        QVERIFY(session.reveal()->explanation.contains(QStringLiteral("before ")));
        QVERIFY(!session.reveal()->explanation.contains(QLatin1Char('{')));
    }

    void teacherModeHoldsTheRevealUntilAsked() {
        LessonSession session(catalogue());
        QVERIFY(session.setSection(QStringLiteral("12.2")));
        session.setStep(0);
        session.setTeacherMode(true);
        const RunSettings settings = *session.runSettings(RunSettings{});
        session.setAnswer({std::size_t{1}, std::nullopt});
        session.runStarted();
        QSignalSpy revealed(&session, &LessonSession::revealed);
        QSignalSpy ready(&session, &LessonSession::revealReady);
        session.runFinished(run(settings));
        QCOMPARE(ready.size(), 1);
        QCOMPARE(revealed.size(), 0);
        QVERIFY(!session.reveal());
        QVERIFY(session.revealPending());
        session.revealNow();
        QCOMPARE(revealed.size(), 1);
        QVERIFY(!session.revealPending());
        QVERIFY(session.reveal() && session.reveal()->outcome->right);
        // A new run takes a pending reveal away; leaving teacher mode shows one waiting.
        session.runStarted();
        session.runFinished(run(settings));
        QVERIFY(session.revealPending());
        session.runStarted();
        QVERIFY(!session.revealPending() && !session.reveal());
        session.runFinished(run(settings));
        session.setTeacherMode(false);
        QCOMPARE(revealed.size(), 2);
        QVERIFY(session.reveal() && !session.revealPending());
    }

    void aRunNotStartedFromTheStepRevealsNothing() {
        LessonSession session(catalogue());
        QVERIFY(session.setSection(QStringLiteral("12.2")));
        session.setStep(0);
        session.runFinished(run(*session.runSettings(RunSettings{})));  // never locked
        QVERIFY(!session.reveal());
    }

    void textsInTheInterfacesLanguage() {
        lessons::Text text;
        text.by_language = {
            {"en", "Hybridization"}, {"zh", "混合式编程"}, {"de", "Hybridisierung"}};
        QCOMPARE(lessonText(text, QLocale(QLocale::Chinese, QLocale::China)),
                 QStringLiteral("混合式编程"));
        QCOMPARE(lessonText(text, QLocale(QLocale::German)), QStringLiteral("Hybridisierung"));
        QCOMPARE(lessonText(text, QLocale(QLocale::Vietnamese)), QStringLiteral("Hybridization"));
        QCOMPARE(lessonLanguage(QLocale(QLocale::Indonesian)), std::string("id"));
        QCOMPARE(lessonLanguage(QLocale(QLocale::French)), std::string("en"));
    }
};

QTEST_GUILESS_MAIN(TestLessonSession)
#include "test_lesson_session.moc"
