// The Lesson dock: what the selected scenario shows, with its section's lesson (from the
// lesson files) and how to read the views.
#pragma once

#include <QTextBrowser>

#include "engine/scenarios/scenario.h"
#include "ui/models/lessons.h"

namespace asynclab {

class LessonView : public QTextBrowser {
    Q_OBJECT

  public:
    explicit LessonView(const LessonLibrary* library, QWidget* parent = nullptr);
    /// Shows `info`'s scenario and its section's lesson; nothing for nullptr.
    void showScenario(const scenarios::ScenarioInfo* info);

  private:
    const LessonLibrary* library_ = nullptr;
};

}  // namespace asynclab
