#include "ui/views/lesson_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLayoutItem>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <limits>
#include <utility>

#include "ui/models/lessons.h"
#include "ui/models/scenario_texts.h"
#include "ui/views/fonts.h"
#include "ui/views/wrap_layout.h"

namespace asynclab {

namespace {

QString number(double value) {
    return QLocale().toString(value, 'g', 3);
}

/// A choice's text, wrapped; clicking it picks the choice.
class ChoiceLabel : public QLabel {
  public:
    ChoiceLabel(const QString& text, QAbstractButton* button) : QLabel(text), button_(button) {
        setWordWrap(true);
        setTextFormat(Qt::PlainText);
        setMinimumWidth(40);  // wraps to the dock's width, whatever its words
    }

  protected:
    void mouseReleaseEvent(QMouseEvent* event) override {
        QLabel::mouseReleaseEvent(event);
        if (button_->isEnabled()) button_->click();
    }

  private:
    QAbstractButton* button_;
};

}  // namespace

LessonView::LessonView(LessonSession* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    setObjectName(QStringLiteral("lesson"));
    sections_ = new QComboBox;
    sections_->setObjectName(QStringLiteral("lessonSections"));
    for (const lessons::Lesson& l : session_->catalogue().lessons)
        sections_->addItem(
            QStringLiteral("%1  %2").arg(QString::fromStdString(l.section), lessonText(l.title)));
    sections_->setToolTip(tr("The chapter's sections, each a lesson"));
    // The longest title would set the dock's least width (see RunPanel's scenario box).
    sections_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sections_->setMinimumContentsLength(12);
    // Arrows, as a slide show's: the words (tooltips and accessible names) would take the
    // step's title's room, and set the dock's least width, in a longer language at teacher
    // mode's font.
    previous_ = new QPushButton(QStringLiteral("\u25C0"));
    previous_->setObjectName(QStringLiteral("lessonPrevious"));
    next_ = new QPushButton(QStringLiteral("\u25B6"));
    next_->setObjectName(QStringLiteral("lessonNext"));
    for (auto [button, word] :
         {std::pair{previous_, tr("Previous")}, std::pair{next_, tr("Next")}}) {
        button->setToolTip(word);
        button->setAccessibleName(word);
    }
    fitArrows();
    stepTitle_ = new QLabel;
    stepTitle_->setObjectName(QStringLiteral("lessonStepTitle"));
    stepTitle_->setWordWrap(true);
    auto* nav = new QHBoxLayout;
    nav->addWidget(previous_);
    nav->addWidget(stepTitle_, 1);
    nav->addWidget(next_);

    text_ = new QTextBrowser;
    text_->setObjectName(QStringLiteral("lessonText"));
    text_->setOpenExternalLinks(true);
    const QFont fixed = monospaceFont();
    const auto codePane = [&fixed](const char* name) {
        auto* pane = new QPlainTextEdit;
        pane->setObjectName(QLatin1String(name));
        pane->setReadOnly(true);
        pane->setFont(fixed);
        pane->setLineWrapMode(QPlainTextEdit::NoWrap);
        return pane;
    };
    mxnet_ = codePane("lessonCodeMxnet");
    pytorch_ = codePane("lessonCodePytorch");
    code_ = new QTabWidget;
    code_->setObjectName(QStringLiteral("lessonCode"));
    code_->addTab(mxnet_, QStringLiteral("MXNet"));
    code_->addTab(pytorch_, QStringLiteral("PyTorch"));
    code_->setMaximumHeight(170);
    openCode_ = new QToolButton;
    openCode_->setObjectName(QStringLiteral("lessonOpenCode"));
    openCode_->setText(tr("Open in Code Editor"));
    openCode_->setToolTip(
        tr("Put this code (the tab shown) into the Code dock as a new cell, to "
           "run it on AsyncLab's engine and change it"));
    // The tab bar would set the dock's narrowest width (at a projector's font size, wider
    // than the dock, which then clips the lesson's text): it scrolls instead, and the panes
    // scroll sideways. The button to open the code goes with the step's other buttons, not
    // in the tab bar's corner, where it would push the tabs out of a narrow dock.
    code_->setMinimumWidth(40);
    code_->setUsesScrollButtons(true);

    setUp_ = new QPushButton(tr("Set Up This Run"));
    setUp_->setObjectName(QStringLiteral("lessonSetUp"));
    setUp_->setToolTip(
        tr("Puts the step's run in the run panel (and its network in the Network "
           "dock); then press Run"));

    // The boxes' headings are labels that wrap, not group box titles, which would set the
    // dock's narrowest width (at a projector's font size, wider than the dock).
    const auto heading = [] {
        auto* label = new QLabel;
        label->setWordWrap(true);
        label->setMinimumWidth(40);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        return label;
    };
    prediction_ = new QGroupBox;
    prediction_->setObjectName(QStringLiteral("lessonPrediction"));
    predictionHeading_ = heading();
    question_ = new QLabel;
    question_->setWordWrap(true);
    // A wrapped label's own minimum is wide (Qt guesses a line's worth): it wraps to the
    // dock instead, so the dock never clips its texts at large fonts.
    question_->setMinimumWidth(40);
    choiceLayout_ = new QVBoxLayout;
    choices_ = new QButtonGroup(this);
    number_ = new QDoubleSpinBox;
    number_->setObjectName(QStringLiteral("lessonNumber"));
    number_->setRange(0, 1e12);
    number_->setDecimals(3);
    number_->setSpecialValueText(tr("(your guess)"));
    unit_ = new QLabel;
    auto* numberRow = new QHBoxLayout;
    numberRow->addWidget(number_, 1);
    numberRow->addWidget(unit_);
    auto* predictionLayout = new QVBoxLayout(prediction_);
    predictionLayout->addWidget(predictionHeading_);
    predictionLayout->addWidget(question_);
    predictionLayout->addLayout(choiceLayout_);
    predictionLayout->addLayout(numberRow);

    revealNow_ = new QPushButton(tr("Reveal"));
    revealNow_->setObjectName(QStringLiteral("lessonRevealNow"));
    revealNow_->setToolTip(tr("Show the room what the run measured, beside its answer"));
    revealNow_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));

    reveal_ = new QGroupBox;
    reveal_->setObjectName(QStringLiteral("lessonReveal"));
    QLabel* revealHeading = heading();
    revealHeading->setText(tr("What the run shows"));
    revealText_ = new QLabel;
    revealText_->setObjectName(QStringLiteral("lessonRevealText"));
    revealText_->setWordWrap(true);
    revealText_->setMinimumWidth(40);
    revealText_->setTextFormat(Qt::RichText);
    auto* revealLayout = new QVBoxLayout(reveal_);
    revealLayout->addWidget(revealHeading);
    revealLayout->addWidget(revealText_);

    auto* body = new QWidget;
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(text_, 1);
    bodyLayout->addWidget(code_);
    run_ = new QToolButton;
    run_->setObjectName(QStringLiteral("lessonRun"));
    run_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    run_->setVisible(false);
    setUp_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* setUpRow = new WrapLayout;
    setUpRow->addWidget(setUp_);
    setUpRow->addWidget(run_);
    setUpRow->addWidget(openCode_);
    bodyLayout->addLayout(setUpRow);
    bodyLayout->addWidget(prediction_);
    bodyLayout->addWidget(revealNow_);
    bodyLayout->addWidget(reveal_);
    auto* scroll = scroll_ = new QScrollArea;
    scroll->setWidgetResizable(true);
    // The texts wrap to the dock's width; only the code scrolls sideways.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(sections_);
    layout->addLayout(nav);
    layout->addWidget(scroll, 1);

    connect(sections_, &QComboBox::currentIndexChanged, session_, &LessonSession::setLesson);
    connect(previous_, &QPushButton::clicked, session_, &LessonSession::previous);
    connect(next_, &QPushButton::clicked, session_, &LessonSession::next);
    connect(setUp_, &QPushButton::clicked, this, &LessonView::setUpRequested);
    connect(openCode_, &QToolButton::clicked, this, [this] {
        const lessons::Lesson* lesson = session_->lesson();
        const QPlainTextEdit* pane = shownCode();
        if (!lesson || pane->toPlainText().trimmed().isEmpty()) return;
        const QString section = QString::fromStdString(lesson->section);
        const QString style = code_->tabText(code_->currentIndex());
        const std::string& setup = pane == pytorch_ ? lesson->setup_pytorch : lesson->setup_mxnet;
        emit openCodeRequested(
            pane->toPlainText(),
            tr("%1, step %2 (%3)").arg(section).arg(session_->stepIndex() + 1).arg(style),
            QString::fromStdString(setup),
            tr("%1, what the steps take as given (%2)").arg(section, style));
    });
    connect(choices_, &QButtonGroup::idClicked, this, [this](int id) {
        session_->setAnswer({static_cast<std::size_t>(id), std::nullopt});
    });
    connect(number_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        session_->setAnswer(
            {std::nullopt, value > 0 ? std::optional<double>(value) : std::nullopt});
    });
    connect(code_, &QTabWidget::currentChanged, this,
            [this] { openCode_->setEnabled(!shownCode()->toPlainText().trimmed().isEmpty()); });
    connect(session_, &LessonSession::stepChanged, this, &LessonView::showStep);
    connect(session_, &LessonSession::answerChanged, this, &LessonView::showAnswer);
    connect(session_, &LessonSession::revealed, this, &LessonView::showReveal);
    connect(session_, &LessonSession::revealReady, this, &LessonView::showMode);
    connect(session_, &LessonSession::revealed, this, &LessonView::showMode);
    connect(session_, &LessonSession::answerChanged, this, &LessonView::showMode);
    connect(revealNow_, &QPushButton::clicked, session_, &LessonSession::revealNow);
    showStep();
}

QPlainTextEdit* LessonView::shownCode() const {
    return code_->currentWidget() == pytorch_ ? pytorch_ : mxnet_;
}

void LessonView::showStep() {
    const lessons::Lesson* lesson = session_->lesson();
    const lessons::Step* step = session_->step();
    {
        const QSignalBlocker blocker(sections_);
        sections_->setCurrentIndex(session_->lessonIndex());
    }
    if (!lesson || !step) {
        stepTitle_->clear();
        text_->clear();
        return;
    }
    stepTitle_->setText(tr("<b>Step %1 of %2</b>: %3")
                            .arg(session_->stepIndex() + 1)
                            .arg(lesson->steps.size())
                            .arg(lessonText(step->title).toHtmlEscaped()));
    previous_->setEnabled(session_->stepIndex() > 0 || session_->lessonIndex() > 0);
    next_->setEnabled(session_->stepIndex() + 1 < static_cast<int>(lesson->steps.size()) ||
                      session_->lessonIndex() + 1 <
                          static_cast<int>(session_->catalogue().lessons.size()));
    QString html;
    if (session_->stepIndex() == 0)
        html +=
            QStringLiteral("<p><i>%1</i></p>").arg(lessonText(lesson->background).toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(lessonText(step->text).toHtmlEscaped());
    if (step->exercise)
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Exercise:"), lessonText(step->exercise->changes).toHtmlEscaped());
    const lessons::Text& lookAt =
        step->look_at.by_language.empty() ? lesson->look_at : step->look_at;
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("What to look at:"), lessonText(lookAt).toHtmlEscaped());
    html += tr("<p>Read the chapter online: <a href=\"%1\">%1</a></p>")
                .arg(QStringLiteral("https://d2l.ai/chapter_computational-performance/"));
    text_->setHtml(html);
    mxnet_->setPlainText(QString::fromStdString(step->code_mxnet));
    pytorch_->setPlainText(QString::fromStdString(step->code_pytorch));
    code_->setVisible(!step->code_mxnet.empty() || !step->code_pytorch.empty());
    openCode_->setVisible(!code_->isHidden());
    openCode_->setEnabled(!shownCode()->toPlainText().trimmed().isEmpty());

    // The prediction's choices, or a number.
    for (QAbstractButton* b : choices_->buttons()) choices_->removeButton(b);
    while (QLayoutItem* item = choiceLayout_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    prediction_->setVisible(step->prediction.has_value());
    if (step->prediction) {
        const lessons::Prediction& p = *step->prediction;
        question_->setText(lessonText(p.question));
        for (std::size_t i = 0; i < p.choices.size(); ++i) {
            // A radio button does not wrap its text: the label beside it does, and a click
            // on it picks the choice.
            auto* radio = new QRadioButton;
            radio->setObjectName(QStringLiteral("lessonChoice%1").arg(i));
            radio->setAccessibleName(lessonText(p.choices[i].label));
            auto* label = new ChoiceLabel(lessonText(p.choices[i].label), radio);
            auto* row = new QWidget;
            auto* rowLayout = new QHBoxLayout(row);
            rowLayout->setContentsMargins(0, 0, 0, 0);
            rowLayout->addWidget(radio, 0, Qt::AlignTop);
            rowLayout->addWidget(label, 1);
            choices_->addButton(radio, static_cast<int>(i));
            choiceLayout_->addWidget(row);
        }
        number_->setVisible(p.is_number());
        unit_->setVisible(p.is_number());
        unit_->setText(lessonText(p.unit));
        const QSignalBlocker blocker(number_);
        number_->setValue(0);
    }
    reveal_->setVisible(false);
    showAnswer();
    showMode();
}

void LessonView::fitArrows() {
    // A push button's style asks for a word's width; an arrow needs a square's.
    for (QPushButton* button : {previous_, next_})
        button->setMaximumWidth(button->fontMetrics().height() * 2);
}

void LessonView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) fitArrows();
}

void LessonView::setRunAction(QAction* run) {
    run_->setDefaultAction(run);
    run_->setVisible(run != nullptr);
}

void LessonView::setTeacherMode(bool on) {
    session_->setTeacherMode(on);
    showMode();
}

void LessonView::showMode() {
    const bool teacher = session_->teacherMode();
    predictionHeading_->setText(teacher ? tr("Ask the room before you run")
                                        : tr("Predict before you run"));
    revealNow_->setVisible(teacher && session_->step() && !session_->reveal());
    revealNow_->setEnabled(session_->revealPending());
    revealNow_->setText(session_->revealPending() ? tr("Reveal") : tr("Reveal (after the run)"));
}

void LessonView::showAnswer() {
    const bool locked = session_->locked();
    for (QAbstractButton* b : choices_->buttons()) b->setEnabled(!locked);
    number_->setEnabled(!locked);
    if (const auto& choice = session_->answer().choice)
        if (QAbstractButton* b = choices_->button(static_cast<int>(*choice))) b->setChecked(true);
}

void LessonView::showReveal() {
    const auto& reveal = session_->reveal();
    const lessons::Step* step = session_->step();
    if (!reveal || !step) return;
    QString html;
    if (reveal->outcome && step->prediction) {
        const lessons::Prediction& p = *step->prediction;
        const auto& outcome = *reveal->outcome;
        QString said = tr("no answer");
        bool answered = true;
        if (reveal->answer.choice && *reveal->answer.choice < p.choices.size())
            said = lessonText(p.choices[*reveal->answer.choice].label);
        else if (reveal->answer.number)
            said = number(*reveal->answer.number);
        else
            answered = false;
        const QString measured = outcome.measured ? number(*outcome.measured) : tr("not measured");
        html +=
            tr("You said: <b>%1</b>.<br>%2: <b>%3</b>")
                .arg(said.toHtmlEscaped(), lessonText(p.measure.label).toHtmlEscaped(), measured);
        if (outcome.right_choice && !outcome.right)
            html += tr("<br>The run says: <b>%1</b>")
                        .arg(lessonText(p.choices[*outcome.right_choice].label).toHtmlEscaped());
        // A run without a prediction is not graded: nothing was wrong, nothing was tested.
        if (!answered)
            html += tr("<br><i>Predict before the next run to test your intuition.</i>");
        else
            html += outcome.right ? tr("<br><font color='#2e7d32'><b>Right.</b></font>")
                                  : tr("<br><font color='#c62828'><b>Not this time.</b></font>");
    }
    if (reveal->exercise && step->exercise) {
        const auto& e = *reveal->exercise;
        html += tr("<br>%1: %2 before, %3 now: %4")
                    .arg(lessonText(step->exercise->measure.label).toHtmlEscaped(),
                         e.before ? number(*e.before) : QStringLiteral("-"),
                         e.now ? number(*e.now) : QStringLiteral("-"),
                         e.holds ? tr("as expected") : tr("not as expected"));
    }
    html += QStringLiteral("<p>%1</p>").arg(reveal->explanation.toHtmlEscaped());
    revealText_->setText(html);
    reveal_->setVisible(true);
    // The answer is what the student waits for: scroll it into view once laid out.
    QTimer::singleShot(0, this, [this] { scroll_->ensureWidgetVisible(reveal_, 0, 0); });
}

}  // namespace asynclab
