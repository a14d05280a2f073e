#include "app/cli_screenshot.h"

#if defined(ASYNCLAB_CLI_WITH_UI)
#include <QApplication>
#include <QString>
#include <memory>

#include "ui/models/trace_snapshot.h"
#include "ui/views/plot_export.h"
#include "ui/views/timeline_view.h"
#endif

namespace asynclab::cli {

#if defined(ASYNCLAB_CLI_WITH_UI)

bool screenshots_available() {
    return true;
}

bool write_timeline_screenshot(const scenarios::ScenarioResult& result, const std::string& path,
                               int width, int height, std::string* error) {
    // A headless command: render offscreen unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "asynclab-cli";
    static char* argv[] = {name, nullptr};
    std::unique_ptr<QApplication> app;
    if (!QApplication::instance()) app = std::make_unique<QApplication>(argc, argv);
    bool ok = false;
    {
        TraceBuilder builder;
        for (const LaneId& lane : result.lanes) builder.add_lane(lane);
        builder.add(result.trace);
        TimelineView view;
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(width, height);
        view.setSnapshot(builder.snapshot());
        view.show();
        QCoreApplication::processEvents();
        view.fit();
        const QString file = QString::fromStdString(path);
        const QString title = QStringLiteral("%1 (%2)").arg(
            QString::fromStdString(result.scenario),
            QString::fromLatin1(scenarios::run_mode_name(result.mode)));
        const QSize size(width, height);
        switch (exportFormatFor(file)) {
            case ExportFormat::Png: ok = view.exportPng(file, size, 1.0, title); break;
            case ExportFormat::Svg: ok = view.exportSvg(file, size, title); break;
            case ExportFormat::Pdf: ok = view.exportPdf(file, size, title); break;
        }
    }
    if (!ok && error) *error = "could not write " + path;
    return ok;
}

#else

bool screenshots_available() {
    return false;
}

bool write_timeline_screenshot(const scenarios::ScenarioResult&, const std::string&, int, int,
                               std::string* error) {
    if (error)
        *error =
            "this asynclab-cli was built without the GUI (ASYNCLAB_BUILD_GUI=OFF), which "
            "--screenshot needs to draw the timeline";
    return false;
}

#endif

}  // namespace asynclab::cli
