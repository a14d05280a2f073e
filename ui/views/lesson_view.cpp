#include "ui/views/lesson_view.h"

#include "ui/models/scenario_texts.h"

namespace asynclab {

LessonView::LessonView(const LessonLibrary* library, QWidget* parent)
    : QTextBrowser(parent), library_(library) {
    setObjectName(QStringLiteral("lesson"));
    setOpenExternalLinks(true);
}

void LessonView::showScenario(const scenarios::ScenarioInfo* info) {
    if (!info) {
        clear();
        return;
    }
    QString html = QStringLiteral("<h3>%1</h3><p><i>%2 %3</i></p><p>%4</p>")
                       .arg(QString::fromStdString(info->name).toHtmlEscaped(), tr("Section"),
                            QString::fromStdString(info->section),
                            scenarioText(info->summary).toHtmlEscaped());
    if (const Lesson* lesson = library_ ? library_->forSection(info->section) : nullptr) {
        html +=
            QStringLiteral("<p><b>%1.</b> %2</p><p><b>%3</b> %4</p>")
                .arg(lesson->title.in().toHtmlEscaped(), lesson->background.in().toHtmlEscaped(),
                     tr("What to look at:"), lesson->lookAt.in().toHtmlEscaped());
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Hover a bar for its details; click it to draw what it waited on. Wheel "
                        "zooms, drag pans, Shift+drag zooms to a range. When the lanes do not "
                        "all fit, the wheel over their names scrolls them."));
    html += tr("<p>Read the chapter online: <a href=\"%1\">%1</a></p>")
                .arg(QStringLiteral("https://d2l.ai/chapter_computational-performance/"));
    setHtml(html);
}

}  // namespace asynclab
