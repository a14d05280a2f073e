// The Lesson dock in the window: a step set up with one click becomes the run settings, the
// answer is picked by clicking a choice's text, locked when the run starts, and revealed beside
// the measured value when it ends (a run nobody predicted is shown, not graded); the next step
// starts unanswered; a section chosen in the table of contents is the one shown.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QtTest>

#include <map>

#include <qcustomplot.h>
#include "ui/mainwindow.h"
#include "ui/models/lessons.h"
#include "ui/models/trace_model.h"
#include "ui/run_controller.h"
#include "ui/views/lesson_view.h"
#include "ui/views/memory_view.h"
#include "ui/views/timeline_plottable.h"
#include "ui/views/timeline_view.h"
#include "ui/window_actions.h"

using namespace asynclab;

namespace {

/// Pixels of the highlights' colour in `image`.
int highlightPixels(const QImage& image) {
    const QRgb orange = highlightColor().rgb();
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if ((image.pixel(x, y) & 0xffffff) == (orange & 0xffffff)) ++n;
    return n;
}

/// Shown, and the front tab of its group (a tab behind another has no visible region).
bool inFront(const QDockWidget* dock) {
    return dock->isVisible() && !dock->visibleRegion().isEmpty();
}

}  // namespace

class TestLessonView : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }
    // Each test starts as a first start does: no layout or lesson saved by an earlier one.
    void init() { QSettings().clear(); }

    void aStepIsSetUpPredictedRunAndRevealed() {
        MainWindow window;
        LessonView* view = window.lessonView();
        LessonSession* session = window.lessonSession();
        QVERIFY(session->setSection(QStringLiteral("12.2")));
        session->setStep(0);
        const lessons::Step* step = session->step();
        QVERIFY(step && step->prediction && !step->prediction->choices.empty());
        QCOMPARE(view->sectionCombo()->currentIndex(), session->lessonIndex());
        QVERIFY(view->textView()->toPlainText().contains(lessonText(step->text).left(30)));
        QVERIFY(!view->codeTabs()->isHidden());
        QVERIFY(!view->predictionBox()->isHidden());
        QVERIFY(view->revealBox()->isHidden());

        // Set Up puts the step's run in the run settings (whatever an earlier window left).
        QVERIFY(step->run.scenario != "dependency-toy");
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        QVERIFY(!session->isStepRun(window.runSettings()->settings()));
        view->setUpButton()->click();
        QVERIFY(session->isStepRun(window.runSettings()->settings()));
        QCOMPARE(window.currentScenario(), QString::fromStdString(step->run.scenario));

        // Clicking a choice's text picks it.
        const int last = static_cast<int>(step->prediction->choices.size()) - 1;
        QAbstractButton* radio = view->choices()->button(last);
        QVERIFY(radio);
        auto* label = radio->parentWidget()->findChild<QLabel*>();
        QVERIFY(label);
        QCOMPARE(label->text(), lessonText(step->prediction->choices.back().label));
        QTest::mouseClick(label, Qt::LeftButton);
        QVERIFY(radio->isChecked());
        QCOMPARE(session->answer().choice, std::optional<std::size_t>(last));

        // Running locks the answer; the end reveals it beside the run's value.
        window.setTimingOnly(true);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(session->locked());
        QVERIFY(!radio->isEnabled());
        QVERIFY(finished.wait(120000));
        QTRY_VERIFY(!view->revealBox()->isHidden());
        const QString revealed = view->revealLabel()->text();
        QVERIFY2(
            revealed.contains(lessonText(step->prediction->choices.back().label).toHtmlEscaped()),
            qPrintable(revealed));
        QVERIFY2(revealed.contains(QStringLiteral("Right.")) ||
                     revealed.contains(QStringLiteral("Not this time.")),
                 qPrintable(revealed));
        // The explanation's placeholders all have the run's numbers.
        QVERIFY2(!revealed.contains(QLatin1Char('{')), qPrintable(revealed));
        const auto& reveal = session->reveal();
        QVERIFY(reveal && reveal->outcome);
        QCOMPARE(revealed.contains(QStringLiteral("Right.")), reveal->outcome->right);

        // What to look at is drawn on the timeline and the memory chart, and exported.
        QVERIFY(!step->highlights.empty());
        QCOMPARE(reveal->highlights.size(), step->highlights.size());
        const auto onLanes = std::count_if(reveal->highlights.begin(), reveal->highlights.end(),
                                           [](const RunHighlight& h) { return !h.isMemoryPeak(); });
        QCOMPARE(window.timeline()->highlightCount(), static_cast<std::size_t>(onLanes));
        const auto onMemory =
            std::count_if(reveal->highlights.begin(), reveal->highlights.end(),
                          [](const RunHighlight& h) { return h.isSync() || h.isMemoryPeak(); });
        QCOMPARE(window.memoryView()->highlightCount(), static_cast<int>(onMemory));
        QVERIFY(onMemory > 0);
        QTemporaryDir dir;
        for (const QString& view : {QStringLiteral("timeline"), QStringLiteral("memory")}) {
            const QString path = dir.filePath(view + QStringLiteral(".png"));
            QVERIFY(window.exportView(view, path, QSize(900, 500)));
            QVERIFY2(highlightPixels(QImage(path)) > 50, qPrintable(view));
        }
        // Another run takes them away.
        const QString explanation = reveal->explanation;
        QVERIFY(window.selectScenario(QStringLiteral("dependency-toy")));
        QVERIFY(window.startRun());
        QCOMPARE(window.timeline()->highlightCount(), std::size_t{0});
        QCOMPARE(window.memoryView()->highlightCount(), 0);
        QVERIFY(finished.wait(120000));
        const QString path = dir.filePath(QStringLiteral("after.png"));
        QVERIFY(window.exportView(QStringLiteral("timeline"), path, QSize(900, 500)));
        QCOMPARE(highlightPixels(QImage(path)), 0);
        // A run of something else leaves the step's reveal as it was.
        QVERIFY(session->reveal());
        QCOMPARE(session->reveal()->explanation, explanation);

        // The next step is unanswered and unlocked, its reveal hidden.
        view->nextButton()->click();
        QCOMPARE(session->stepIndex(), 1);
        QVERIFY(!session->locked());
        QVERIFY(!session->answer().choice && !session->answer().number);
        QVERIFY(view->revealBox()->isHidden());
        for (QAbstractButton* b : view->choices()->buttons()) {
            QVERIFY(b->isEnabled());
            QVERIFY(!b->isChecked());
        }
    }

    void teacherModeRevealsOnlyWhenAsked() {
        MainWindow window;
        LessonView* view = window.lessonView();
        LessonSession* session = window.lessonSession();
        const double normal = QApplication::font().pointSizeF();
        QAction* teacher = window.actions().teacherMode;
        QVERIFY(teacher->isCheckable() && !teacher->isChecked());
        teacher->trigger();
        QVERIFY(window.teacherMode() && session->teacherMode());
        QCOMPARE(QApplication::font().pointSizeF(), normal * MainWindow::kTeacherFontScale);
        // The plots follow the application's font.
        QTRY_COMPARE(window.timeline()->plot()->xAxis->tickLabelFont().pointSizeF(),
                     normal * MainWindow::kTeacherFontScale);

        QVERIFY(session->setSection(QStringLiteral("12.2")));
        session->setStep(0);
        QVERIFY(view->predictionHeading()->text().contains(QStringLiteral("room")));
        QVERIFY(!view->revealButton()->isHidden());
        QVERIFY(!view->revealButton()->isEnabled());  // nothing to reveal before the run
        view->setUpButton()->click();
        window.setTimingOnly(true);
        QSignalSpy finished(window.runController(), &RunController::finished);
        QVERIFY(window.startRun());
        QVERIFY(finished.wait(120000));
        // The run is in, its result waits for Reveal: no answer, no highlights yet.
        QVERIFY(session->revealPending());
        QVERIFY(view->revealBox()->isHidden());
        QVERIFY(view->revealButton()->isEnabled());
        QCOMPARE(window.timeline()->highlightCount(), std::size_t{0});
        view->revealButton()->click();
        QVERIFY(!view->revealBox()->isHidden());
        QVERIFY(view->revealButton()->isHidden());
        QVERIFY(window.timeline()->highlightCount() > 0);
        // The room answered, not the app: the run's answer is shown, and no verdict.
        const lessons::Step* step = session->step();
        QVERIFY(step && step->prediction && session->reveal() && session->reveal()->outcome);
        const auto& outcome = *session->reveal()->outcome;
        QVERIFY(outcome.right_choice && !outcome.right);
        const QString revealed = view->revealLabel()->text();
        QVERIFY2(
            revealed.contains(
                lessonText(step->prediction->choices[*outcome.right_choice].label).toHtmlEscaped()),
            qPrintable(revealed));
        QVERIFY2(!revealed.contains(QStringLiteral("Not this time.")) &&
                     !revealed.contains(QStringLiteral("Right.")),
                 qPrintable(revealed));

        teacher->trigger();
        QVERIFY(!window.teacherMode());
        QCOMPARE(QApplication::font().pointSizeF(), normal);
        QVERIFY(view->revealButton()->isHidden());
        QVERIFY(view->predictionHeading()->text().contains(QStringLiteral("Predict")));
    }

    void teacherModeKeepsTheTimelineWideBesideTheCode() {
        // At teacher mode's font a Code dock beside the timeline left it a strip between two
        // columns: the code takes the left column's front tab instead, whether it was open
        // before teacher mode or opens during it, and goes back to the right afterwards.
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* code = window.findChild<QDockWidget*>(QStringLiteral("dockCode"));
        auto* lesson = window.findChild<QDockWidget*>(QStringLiteral("dockLesson"));
        QVERIFY(code && lesson);
        const auto timelineWidth = [&window] { return window.centralWidget()->width(); };

        window.openCode(QStringLiteral("x = 1\n"), QStringLiteral("demo"));
        QTRY_VERIFY(inFront(code));
        QCOMPARE(window.dockWidgetArea(code), Qt::RightDockWidgetArea);
        QTRY_VERIFY(timelineWidth() < window.width() / 2);  // the strip this is about
        window.actions().teacherMode->trigger();
        QVERIFY(window.teacherMode());
        QVERIFY(window.tabifiedDockWidgets(lesson).contains(code));
        QTRY_VERIFY(inFront(code));
        QTRY_VERIFY2(timelineWidth() >= window.width() / 2,
                     qPrintable(QString::number(timelineWidth())));
        // Wide enough for a line's start at the large font.
        QTRY_VERIFY2(code->width() >= window.width() / 3,
                     qPrintable(QString::number(code->width())));
        window.actions().teacherMode->trigger();
        QVERIFY(!window.teacherMode());
        QTRY_VERIFY(!window.tabifiedDockWidgets(lesson).contains(code));
        QCOMPARE(window.dockWidgetArea(code), Qt::RightDockWidgetArea);
        QVERIFY(code->isVisible());

        // Closed, then opened during teacher mode: in the left column, in front.
        code->close();
        QTRY_VERIFY(!code->isVisible());
        window.actions().teacherMode->trigger();
        QVERIFY(window.teacherMode());
        QTRY_VERIFY(inFront(lesson));
        window.openCode(QStringLiteral("y = 2\n"), QStringLiteral("demo"));
        QVERIFY(window.tabifiedDockWidgets(lesson).contains(code));
        QTRY_VERIFY(inFront(code));
        QTRY_VERIFY(timelineWidth() >= window.width() / 2);
        window.actions().teacherMode->trigger();
        QTRY_VERIFY(!window.tabifiedDockWidgets(lesson).contains(code));
        // The layout before teacher mode, with the code opened since: on the right.
        QTRY_VERIFY(inFront(code));
        QCOMPARE(window.dockWidgetArea(code), Qt::RightDockWidgetArea);
        QVERIFY(inFront(lesson));
    }

    void aScriptOpenedInTeacherModeBeforeTheWindowShowsIsInFront() {
        // asynclab --teacher script.py: teacher mode, then the script, then the window.
        MainWindow window;
        window.resize(1280, 800);
        window.setTeacherMode(true);
        window.openCode(QStringLiteral("x = 1\n"), QStringLiteral("demo"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* code = window.findChild<QDockWidget*>(QStringLiteral("dockCode"));
        auto* lesson = window.findChild<QDockWidget*>(QStringLiteral("dockLesson"));
        QVERIFY(code && lesson);
        QVERIFY(window.tabifiedDockWidgets(lesson).contains(code));
        QTRY_VERIFY(inFront(code));
        QTRY_VERIFY(window.centralWidget()->width() >= window.width() / 2);
        window.setTeacherMode(false);
    }

    void teacherModeFitsTheLessonAndWidensTheBottomRow() {
        // A projector's 1280x800 at teacher mode's font size: the lesson's texts wrap to the
        // dock rather than run past its edge, the Run dock becomes a tab beside the lesson,
        // and the Output and the graph tabs of the Summary; leaving teacher mode brings back
        // the layout it replaced.
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* summary = window.findChild<QDockWidget*>(QStringLiteral("dockSummary"));
        auto* log = window.findChild<QDockWidget*>(QStringLiteral("dockLog"));
        auto* graph = window.findChild<QDockWidget*>(QStringLiteral("dockGraph"));
        QVERIFY(summary && log && graph);
        QVERIFY(!window.tabifiedDockWidgets(summary).contains(log));
        const auto geometries = [&window] {
            std::map<QString, QRect> out;
            for (const QDockWidget* d : window.findChildren<QDockWidget*>())
                out[d->objectName()] = d->visibleRegion().isEmpty() ? QRect() : d->geometry();
            return out;
        };
        const std::map<QString, QRect> before = geometries();
        QPushButton* next = window.lessonView()->nextButton();
        const int arrowWidth = next->maximumWidth();
        // The code and output the room reads, in a fixed-pitch font of the window's size.
        std::vector<QWidget*> code;
        for (const char* name : {"lessonCodeMxnet", "codeEditor", "networkCode", "log"}) {
            auto* w = window.findChild<QWidget*>(QLatin1String(name));
            QVERIFY2(w, name);
            QVERIFY2(QFontInfo(w->font()).fixedPitch(), name);
            code.push_back(w);
        }
        const auto pointSizes = [&code] {
            std::vector<double> out;
            for (const QWidget* w : code) out.push_back(w->font().pointSizeF());
            return out;
        };
        const std::vector<double> normalSizes = pointSizes();

        window.actions().teacherMode->trigger();
        QVERIFY(window.teacherMode());
        for (std::size_t i = 0; i < code.size(); ++i)
            QTRY_VERIFY2(code[i]->font().pointSizeF() >= normalSizes[i] * 1.4,
                         qPrintable(code[i]->objectName()));
        // The step arrows grow with the font, and still fit theirs.
        QTRY_VERIFY(next->maximumWidth() > arrowWidth);
        QVERIFY(next->width() >= next->fontMetrics().horizontalAdvance(next->text()));
        LessonSession* session = window.lessonSession();
        QVERIFY(session->setSection(QStringLiteral("12.2")));
        session->setStep(0);
        QApplication::processEvents();
        auto* scroll = window.lessonView()->findChild<QScrollArea*>();
        QVERIFY(scroll && scroll->widget());
        QTRY_VERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                     qPrintable(QStringLiteral("the lesson is %1 px wide in a %2 px view")
                                    .arg(scroll->widget()->width())
                                    .arg(scroll->viewport()->width())));
        const auto tabs = window.tabifiedDockWidgets(summary);
        QVERIFY(tabs.contains(log) && tabs.contains(graph));
        QVERIFY(!summary->visibleRegion().isEmpty());  // the raised tab
        // The left column is the lesson's; its own Run button runs what Set Up set.
        auto* lessonDock = window.findChild<QDockWidget*>(QStringLiteral("dockLesson"));
        auto* runDock = window.findChild<QDockWidget*>(QStringLiteral("dockRun"));
        QVERIFY(window.tabifiedDockWidgets(lessonDock).contains(runDock));
        QVERIFY(!lessonDock->visibleRegion().isEmpty());
        QToolButton* run = window.lessonView()->runButton();
        QVERIFY(run && !run->isHidden());
        QCOMPARE(run->defaultAction(), window.actions().run);

        // Off and on again before the layout came back, then off: still the first layout.
        window.actions().teacherMode->trigger();
        window.actions().teacherMode->trigger();
        QVERIFY(window.teacherMode());
        QApplication::processEvents();
        QVERIFY(window.tabifiedDockWidgets(summary).contains(log));
        window.actions().teacherMode->trigger();
        QVERIFY(!window.teacherMode());
        QTRY_VERIFY(!window.tabifiedDockWidgets(summary).contains(log));
        // Every dock shown where it was, within a few pixels (the layout is restored once
        // the normal font is in every size); the others still behind their tabs.
        const auto near = [](const auto& a, const auto& b) {
            const QRect& x = a.second;
            const QRect& y = b.second;
            return a.first == b.first && x.isNull() == y.isNull() &&
                   (x.topLeft() - y.topLeft()).manhattanLength() <= 4 &&
                   std::abs(x.width() - y.width()) <= 4 && std::abs(x.height() - y.height()) <= 4;
        };
        QTRY_VERIFY(std::ranges::equal(geometries(), before, near));
        QTRY_VERIFY(pointSizes() == normalSizes);
    }

    void theTableOfContentsChoosesTheSection() {
        MainWindow window;
        LessonView* view = window.lessonView();
        const int last = view->sectionCombo()->count() - 1;
        QVERIFY(last >= 4);
        view->sectionCombo()->setCurrentIndex(last);
        QCOMPARE(window.lessonSession()->lessonIndex(), last);
        QCOMPARE(QString::fromStdString(window.lessonSession()->lesson()->section),
                 QStringLiteral("12.5"));
        QVERIFY(view->textView()->toPlainText().contains(
            lessonText(window.lessonSession()->step()->text).left(30)));
    }
};

QTEST_MAIN(TestLessonView)
#include "test_lesson_view.moc"
