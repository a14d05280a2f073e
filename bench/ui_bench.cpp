#include "bench/ui_bench.h"

#include "bench/engine_bench.h"

#include <qcustomplot.h>
#include <QApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <memory>

#include "ui/models/synthetic_run.h"
#include "ui/models/trace_snapshot.h"
#include "ui/views/timeline_view.h"

namespace asynclab::bench {

namespace {

/// Median of `repetitions` timed replots, in milliseconds.
double median_replot_ms(QCustomPlot* plot, int repetitions) {
    plot->replot(QCustomPlot::rpImmediateRefresh);  // warm-up: label caches, buffers
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < repetitions; ++i) {
        timer.start();
        plot->replot(QCustomPlot::rpImmediateRefresh);
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

}  // namespace

std::vector<std::pair<std::string, double>> run_timeline_benchmarks(bool quick) {
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) return {};
    SyntheticRunOptions options;
    options.ops = quick ? 20'000 : 200'000;
    options.gpus = 2;
    options.cpu_workers = 2;
    TraceBuilder builder;
    builder.add(make_synthetic_run(options));
    const TraceSnapshotPtr snapshot = builder.snapshot();

    TimelineView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(1600, 900);
    view.setSnapshot(snapshot);
    view.show();
    QCoreApplication::processEvents();
    const int repetitions = quick ? 5 : 21;

    view.fit();
    const double full = median_replot_ms(view.plot(), repetitions);

    const double begin = static_cast<double>(snapshot->begin);
    const double span = static_cast<double>(snapshot->duration());
    view.setVisibleRange(begin + 0.5 * span, begin + 0.51 * span);
    const double zoomed = median_replot_ms(view.plot(), repetitions);

    return {{"timeline_replot_full_ms", full}, {"timeline_replot_zoomed_ms", zoomed}};
}

namespace {

Measures timeline_measures(const Options& opt) {
    // The application lives for this benchmark only: one destroyed at exit, after the
    // statics Qt relies on, would crash the process.
    std::unique_ptr<QApplication> app;
    if (!QApplication::instance()) {
        if (qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        static int argc = 1;
        static char name[] = "asynclab-bench";
        static char* argv[] = {name, nullptr};
        app = std::make_unique<QApplication>(argc, argv);
    }
    Measures out;
    for (auto& [key, ms] : run_timeline_benchmarks(opt.quick))
        out.push_back({key, ms,
                       std::string("median replot of a ") + (opt.quick ? "20,000" : "200,000") +
                           "-op run at 1600x900, offscreen"});
    return out;
}

}  // namespace

std::vector<Benchmark> ui_benchmarks() {
    return {{"timeline",
             "timeline view replot (custom QCustomPlot plottables), full run and zoomed",
             {"timeline_replot_full_ms", "timeline_replot_zoomed_ms"},
             {},
             &timeline_measures}};
}

}  // namespace asynclab::bench
