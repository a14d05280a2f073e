// Timeline rendering measurements for asynclab-bench (linked only when the GUI is built).
#pragma once

#include <cstddef>
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
/// With `ops` (and a key `prefix` such as "10m_"), a run of that many ops instead, keys
/// "timeline_replot_<prefix>full_ms" and so on, plus "timeline_<prefix>bytes_per_op".
std::vector<std::pair<std::string, double>> run_timeline_benchmarks(bool quick, std::size_t ops = 0,
                                                                    const std::string& prefix = {});

struct Benchmark;
/// The timeline benchmarks as asynclab-bench entries. They create the QApplication
/// themselves (offscreen when there is no display) the first time they run.
std::vector<Benchmark> ui_benchmarks();

}  // namespace asynclab::bench
