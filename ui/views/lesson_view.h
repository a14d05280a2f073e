// The Lesson dock: the chapter taught step by step. A table of contents by section, the
// step's text and the code it is about (MXNet and PyTorch, which opens in the Code dock to
// run), Set Up (the step's run, in one click), the prediction asked before the run, and
// after it the measured value beside the answer, right or not, with an explanation quoting
// the run's numbers.
#pragma once

#include <QWidget>

class QAction;
class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QTextBrowser;
class QToolButton;
class QVBoxLayout;

namespace asynclab {

class LessonSession;

class LessonView : public QWidget {
    Q_OBJECT

  public:
    explicit LessonView(LessonSession* session, QWidget* parent = nullptr);

    QComboBox* sectionCombo() const { return sections_; }
    QPushButton* setUpButton() const { return setUp_; }
    /// Beside Set Up: the window's Run action (none until setRunAction), so that a step is
    /// set up and run from the lesson, as in teacher mode, where the Run dock is a tab.
    QToolButton* runButton() const { return run_; }
    void setRunAction(QAction* run);
    QPushButton* nextButton() const { return next_; }
    QPushButton* previousButton() const { return previous_; }
    QTextBrowser* textView() const { return text_; }
    QTabWidget* codeTabs() const { return code_; }
    /// Puts the code shown (the tab's flavour) into the Code dock.
    QToolButton* openCodeButton() const { return openCode_; }
    QGroupBox* predictionBox() const { return prediction_; }
    /// "Predict before you run", or in teacher mode "Ask the room before you run".
    QLabel* predictionHeading() const { return predictionHeading_; }
    QGroupBox* revealBox() const { return reveal_; }
    /// The prediction's choice buttons (empty for a number).
    QButtonGroup* choices() const { return choices_; }
    QDoubleSpinBox* numberEdit() const { return number_; }
    QLabel* revealLabel() const { return revealText_; }
    /// Teacher mode: shows the result that waits.
    QPushButton* revealButton() const { return revealNow_; }

  public slots:
    /// Teacher mode on or off (the session's, and how the dock asks).
    void setTeacherMode(bool on);

  signals:
    /// Set Up was pressed: the window applies the step's run.
    void setUpRequested();
    /// Open in Code Editor was pressed: `code` (the flavour shown) to run as a cell titled
    /// `title`, after the lesson's `setup` in that flavour (empty: none) as a cell titled
    /// `setupTitle` where the script does not have that cell yet.
    void openCodeRequested(const QString& code, const QString& title, const QString& setup,
                           const QString& setupTitle);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    /// The arrow buttons as narrow as their font allows (it grows in teacher mode).
    void fitArrows();
    void showStep();
    void showAnswer();
    void showReveal();
    /// The texts and buttons that differ in teacher mode.
    void showMode();
    /// Open in Code Editor, for the code tab shown.
    QPlainTextEdit* shownCode() const;

    LessonSession* session_ = nullptr;
    QComboBox* sections_ = nullptr;
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QLabel* stepTitle_ = nullptr;
    QTextBrowser* text_ = nullptr;
    QTabWidget* code_ = nullptr;
    QPlainTextEdit* mxnet_ = nullptr;
    QPlainTextEdit* pytorch_ = nullptr;
    QToolButton* openCode_ = nullptr;
    QPushButton* setUp_ = nullptr;
    QToolButton* run_ = nullptr;
    QGroupBox* prediction_ = nullptr;
    QLabel* predictionHeading_ = nullptr;
    QLabel* question_ = nullptr;
    QVBoxLayout* choiceLayout_ = nullptr;
    QButtonGroup* choices_ = nullptr;
    QDoubleSpinBox* number_ = nullptr;
    QLabel* unit_ = nullptr;
    QGroupBox* reveal_ = nullptr;
    QLabel* revealText_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QPushButton* revealNow_ = nullptr;
};

}  // namespace asynclab
