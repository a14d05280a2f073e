// Timeline rendering measurements for asynclab-bench (linked only when the GUI is built).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace asynclab::bench {

/// Builds a synthetic snapshot of a 200,000-op run (20,000 when `quick`) over 8 device
/// lanes plus the front end, shows a TimelineView offscreen at 1600x900 and times
/// QCustomPlot::replot(rpImmediateRefresh): the median of 21 replots (5 when `quick`) of
/// the whole run and of a view zoomed to 1% of it. Returns
/// {"timeline_replot_full_ms", ...} and {"timeline_replot_zoomed_ms", ...}.
///
/// Requires a QApplication to exist already (the caller creates it, e.g. with
/// QT_QPA_PLATFORM=offscreen on a machine without a display) and must run on its thread.
std::vector<std::pair<std::string, double>> run_timeline_benchmarks(bool quick);

struct Benchmark;
/// The timeline benchmarks as asynclab-bench entries. They create the QApplication
/// themselves (offscreen when there is no display) the first time they run.
std::vector<Benchmark> ui_benchmarks();

}  // namespace asynclab::bench
