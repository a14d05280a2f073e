#include "bench/ui_bench.h"

#include "bench/engine_bench.h"

#include <malloc.h>
#include <qcustomplot.h>
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <algorithm>
#include <memory>

#include "engine/profiler/profiler.h"
#include "engine/scenarios/scenario.h"
#include "tests/common/synthetic_run.h"
#include "ui/models/span_pyramid.h"
#include "ui/models/trace_model.h"
#include "ui/models/trace_snapshot.h"
#include "ui/run_controller.h"
#include "ui/views/memory_view.h"
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

namespace {

/// Bytes the snapshot's lanes hold per op: spans, reach, dependency pool, and the level-of-
/// detail pyramids the timeline builds for dense lanes.
double lane_bytes_per_op(const TraceSnapshot& snapshot) {
    double bytes = 0;
    for (const auto& lane : snapshot.lanes) {
        bytes += static_cast<double>(lane->spans.capacity() * sizeof(OpSpan) +
                                     lane->reach.capacity() * sizeof(TimeNs) +
                                     lane->deps.capacity() * sizeof(OpId));
        if (lane->spans.size() >= kPyramidMinSpans) {
            bytes += static_cast<double>(build_span_pyramid(*lane).memory_bytes());
        }
    }
    return bytes / static_cast<double>(std::max<std::size_t>(1, snapshot.totals.ops));
}

}  // namespace

std::vector<std::pair<std::string, double>> run_timeline_benchmarks(bool quick, std::size_t ops,
                                                                    const std::string& prefix) {
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) return {};
    SyntheticRunOptions options;
    options.ops = ops ? ops : (quick ? 20'000 : 200'000);
    options.gpus = 2;
    options.cpu_workers = 2;
    TraceSnapshotPtr snapshot;
    {
        TraceBuilder builder;
        builder.add(make_synthetic_run(options));
        snapshot = builder.snapshot();
    }

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

    std::vector<std::pair<std::string, double>> out = {
        {"timeline_replot_" + prefix + "full_ms", full},
        {"timeline_replot_" + prefix + "zoomed_ms", zoomed}};
    if (!prefix.empty())
        out.push_back({"timeline_" + prefix + "bytes_per_op", lane_bytes_per_op(*snapshot)});
    return out;
}

namespace {

/// A QApplication for one benchmark (offscreen without a display), or null when one
/// exists. It lives for that benchmark only: one destroyed at exit, after the statics Qt
/// relies on, would crash the process.
std::unique_ptr<QApplication> applicationForBenchmark() {
    if (QApplication::instance()) return nullptr;
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "asynclab-bench";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

Measures timeline_measures(const Options& opt) {
    const std::unique_ptr<QApplication> app = applicationForBenchmark();
    Measures out;
    if (opt.wants("timeline_replot_full") || opt.wants("timeline_replot_zoomed")) {
        for (auto& [key, ms] : run_timeline_benchmarks(opt.quick))
            out.push_back({key, ms,
                           std::string("median replot of a ") + (opt.quick ? "20,000" : "200,000") +
                               "-op run at 1600x900, offscreen"});
    }
    if (opt.wants("timeline_replot_10m") || opt.wants("timeline_10m")) {
        const std::size_t ops = opt.quick ? 200'000 : 10'000'000;
        const std::string n = opt.quick ? "200,000" : "10,000,000";
        for (auto& [key, value] : run_timeline_benchmarks(opt.quick, ops, "10m_")) {
            const bool bytes = key.ends_with("bytes_per_op");
            out.push_back({key, value,
                           bytes ? "bytes per op the lanes hold (spans, level of detail)"
                                 : "median replot of a " + n + "-op run at 1600x900 (goal < 16)"});
        }
    }
    return out;
}

/// Heap bytes in use (allocated and not freed); 0 where the C library cannot tell.
double heap_in_use_bytes() {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    const struct mallinfo2 info = mallinfo2();
    return static_cast<double>(info.uordblks + info.hblkhd);
#else
    return 0;
#endif
}

/// The GUI's live path under load: the "network" scenario runs for real with no sync
/// point (the engine at full speed) while a TraceModel feeds a timeline and a memory view,
/// as in the main window. Measures how often the views get a new snapshot, the longest
/// gap between two, and how much resident memory grows over repeated runs.
Measures live_measures(const Options& opt) {
    const std::unique_ptr<QApplication> app = applicationForBenchmark();
    const scenarios::Scenario* scenario = scenarios::find_scenario("network");
    if (!scenario) return {};
    const scenarios::Params params =
        scenarios::resolve_params(scenario->info(), {{"network", "chapter_mlp"},
                                                     {"iterations", opt.quick ? "300" : "6000"},
                                                     {"hybridize", "off"},
                                                     {"sync", "none"}});

    TraceModel model;
    RunController controller;
    controller.setTraceModel(&model);
    TimelineView timeline;
    timeline.setAttribute(Qt::WA_DontShowOnScreen);
    timeline.resize(1280, 600);
    timeline.setModel(&model);
    timeline.setFollowLive(true);
    MemoryView memory;
    memory.setAttribute(Qt::WA_DontShowOnScreen);
    memory.resize(600, 280);
    memory.setModel(&model);
    timeline.show();
    memory.show();

    QElapsedTimer clock;
    std::vector<double> frames;  // ms since the run started, one per published snapshot
    QObject::connect(&model, &TraceModel::snapshotChanged, &timeline, [&] {
        if (controller.isRunning())
            frames.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    });
    auto runOnce = [&] {
        QEventLoop loop;
        QObject::connect(&controller, &RunController::finished, &loop, &QEventLoop::quit);
        QObject::connect(&controller, &RunController::failed, &loop, &QEventLoop::quit);
        frames.clear();
        clock.start();
        if (!controller.start(QStringLiteral("network"), params, scenarios::RunMode::Real))
            return 0.0;
        loop.exec();
        QCoreApplication::processEvents();
        return static_cast<double>(clock.nsecsElapsed()) / 1e6;
    };

    const double runMs = runOnce();
    std::vector<double> gaps;
    for (std::size_t i = 1; i < frames.size(); ++i) gaps.push_back(frames[i] - frames[i - 1]);
    const double span = frames.size() > 1 ? frames.back() - frames.front() : runMs;
    const double hz = frames.size() > 1 ? static_cast<double>(frames.size() - 1) / (span / 1e3) : 0;
    const double maxGap = gaps.empty() ? runMs : *std::max_element(gaps.begin(), gaps.end());

    // Repeated runs: the resident memory after the 2nd and after the last run.
    const int repeats = opt.quick ? 3 : 10;
    // Resident memory moves with the allocator's caching; the heap bytes in use (glibc's
    // mallinfo2) show a leak directly. Both: medians of the last three runs against runs
    // 2 to 4 (the first run warms caches).
    std::vector<double> rss, heap;
    for (int i = 0; i < repeats; ++i) {
        runOnce();
        rss.push_back(Profiler::resident_bytes() / 1e6);
        heap.push_back(heap_in_use_bytes() / 1e6);
    }
    const auto growth = [](std::vector<double> v) {
        if (v.size() < 4) return v.empty() ? 0.0 : v.back() - v.front();
        std::vector<double> early(v.begin() + 1, v.begin() + 4), late(v.end() - 3, v.end());
        std::sort(early.begin(), early.end());
        std::sort(late.begin(), late.end());
        return late[1] - early[1];
    };
    const double events = static_cast<double>(model.snapshot()->totals.ops);
    return {{"live_refresh_hz", hz,
             "snapshots published per second during a real run at full engine speed (" +
                 std::to_string(static_cast<long long>(events)) + " ops; goal >= 20)"},
            {"live_max_frame_gap_ms", maxGap, "longest gap between two published snapshots"},
            {"live_rss_growth_mb", growth(rss),
             "resident memory growth over " + std::to_string(repeats) +
                 " identical runs (median of the last 3 minus that of runs 2-4)",
             rss},
            {"live_heap_growth_mb", growth(heap),
             "heap bytes in use, same runs (goal about 0: nothing kept from run to run)", heap}};
}

}  // namespace

std::vector<Benchmark> ui_benchmarks() {
    return {
        {"timeline",
         "timeline view replot (custom QCustomPlot plottables), full run and zoomed",
         {"timeline_replot_full_ms", "timeline_replot_zoomed_ms", "timeline_replot_10m_full_ms",
          "timeline_replot_10m_zoomed_ms", "timeline_10m_bytes_per_op"},
         {},
         &timeline_measures},
        {"live",
         "live views during a real run: refresh rate, longest frame gap, memory growth "
         "over repeated runs",
         {"live_refresh_hz", "live_max_frame_gap_ms", "live_rss_growth_mb", "live_heap_growth_mb"},
         {},
         &live_measures}};
}

}  // namespace asynclab::bench
