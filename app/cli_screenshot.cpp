#include "app/cli_screenshot.h"

#if defined(ASYNCLAB_CLI_WITH_UI)
#include <QApplication>
#include <QString>
#include <memory>

#include "ui/models/dep_graph.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/exportable.h"
#include "ui/views/graph_view.h"
#include "ui/views/plot_export.h"
#include "ui/views/timeline_view.h"
#endif

namespace asynclab::cli {

const std::vector<Figure>& figures() {
    static const std::vector<Figure> all{
        {"12.2.2",
         "the dependency graph of z = x * y + 2",
         "dependency-toy",
         {{"repeat", "1"}},
         Figure::View::Graph},
        {"12.2.3",
         "the front end pushes ten products at once and waits; the back end's threads run them",
         "async-matmul",
         {{"variant", "async"}},
         Figure::View::Timeline},
        {"12.3.1",
         "a two-layer MLP trained on two GPUs, launched by the CPU: one iteration's ops",
         "multi-gpu-training",
         {{"ks", "1,2"}, {"batch_size", "256"}},
         Figure::View::Graph},
    };
    return all;
}

const Figure* find_figure(const std::string& id) {
    for (const Figure& f : figures())
        if (id == f.id) return &f;
    return nullptr;
}

#if defined(ASYNCLAB_CLI_WITH_UI)

namespace {

/// The QApplication a view needs, made here (offscreen unless told otherwise: a headless
/// command) when the process has none; null when it had one.
std::unique_ptr<QApplication> ensureApplication() {
    if (QApplication::instance()) return nullptr;
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "asynclab-cli";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

TraceSnapshotPtr snapshotOf(const scenarios::ScenarioResult& result) {
    TraceBuilder builder;
    for (const LaneId& lane : result.lanes) builder.add_lane(lane);
    builder.add(result.trace);
    return builder.snapshot();
}

/// Writes `view` to `path` in the format its suffix names.
template <class View>
bool writeView(View& view, const std::string& path, int width, int height, const QString& title,
               std::string* error) {
    const QString file = QString::fromStdString(path);
    const bool ok =
        exportByFormat(view, file, exportFormatFor(file), QSize(width, height), 1.0, title);
    if (!ok && error) *error = "could not write " + path;
    return ok;
}

QString figureTitle(const Figure& figure) {
    return QStringLiteral("Fig. %1: %2 (a run of %3, sim mode)")
        .arg(QString::fromLatin1(figure.id), QString::fromUtf8(figure.title),
             QString::fromLatin1(figure.scenario));
}

}  // namespace

bool screenshots_available() {
    return true;
}

bool write_timeline_screenshot(const scenarios::ScenarioResult& result, const std::string& path,
                               int width, int height, std::string* error,
                               const std::string& heading) {
    const auto app = ensureApplication();
    TimelineView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(width, height);
    view.setSnapshot(snapshotOf(result));
    view.show();
    QCoreApplication::processEvents();
    view.fit();
    const QString title = !heading.empty()
                              ? QString::fromStdString(heading)
                              : QStringLiteral("%1 (%2)").arg(
                                    QString::fromStdString(result.scenario),
                                    QString::fromLatin1(scenarios::run_mode_name(result.mode)));
    return writeView(view, path, width, height, title, error);
}

bool write_figure(const Figure& figure, const std::string& path, int width, int height,
                  std::string* error) {
    scenarios::RunContext ctx;
    ctx.mode = scenarios::RunMode::Sim;
    const scenarios::ScenarioResult result =
        scenarios::run_scenario(figure.scenario, figure.set, ctx);
    if (figure.view == Figure::View::Timeline)
        return write_timeline_screenshot(result, path, width, height, error,
                                         figureTitle(figure).toStdString());
    const auto app = ensureApplication();
    GraphView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(width, height);
    view.setSynchronousLayout(true);
    view.show();
    view.setSnapshot(snapshotOf(result));
    // A whole run of a small program, or one iteration in the middle of a longer one.
    OpWindow window;
    if (view.iterationCount() > 2) {
        window.mode = OpWindow::Mode::Iteration;
        window.iteration = view.iterationCount() - 2;
        window.context = false;
    } else {
        window.recent = 1000;
    }
    view.setOpWindow(window);
    QCoreApplication::processEvents();
    return writeView(view, path, width, height, figureTitle(figure), error);
}

#else

bool write_figure(const Figure&, const std::string&, int, int, std::string* error) {
    if (error)
        *error =
            "this asynclab-cli was built without the GUI (ASYNCLAB_BUILD_GUI=OFF), which "
            "figures need to draw the graph and the timeline";
    return false;
}

bool screenshots_available() {
    return false;
}

bool write_timeline_screenshot(const scenarios::ScenarioResult&, const std::string&, int, int,
                               std::string* error, const std::string&) {
    if (error)
        *error =
            "this asynclab-cli was built without the GUI (ASYNCLAB_BUILD_GUI=OFF), which "
            "--screenshot needs to draw the timeline";
    return false;
}

#endif

}  // namespace asynclab::cli
