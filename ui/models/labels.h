// The engine's names for its things (op kinds, lanes, counters) as the interface shows them,
// in its language. The engine has no Qt: its English names are marked here for the
// translator, each spelled as the engine spells it, so that without a translation a label
// is the engine's own name. Exports (Chrome traces, CSV, the CLI) keep the engine's names,
// which tools and trace import read.
#pragma once

#include <QString>

#include "ui/models/trace_snapshot.h"

namespace asynclab {

/// An op kind (legends, tooltips): "elementwise", "matmul", ... (op_kind_name).
QString opKindLabel(OpKind kind);
/// A lane (row labels, tooltips, tables, comparisons): an engine lane by its kind ("front
/// end 0", "cpu(0) compute 1", "gpu(0) copy h2d", as LaneId::name spells them); a trace's
/// thread after its process ("python: MainThread").
QString laneLabel(const LaneInfo& info);
/// A counter ("queue depth", "memory gpu(0)", "resident"); a trace's own counters keep
/// their names.
QString counterLabel(const CounterSeries& series);
/// "12.345 ms": a point in time on the timeline, with a unit fitting `resolutionNs`.
QString formatTimePoint(double ns, double resolutionNs);
/// "1.2 GFLOP", "34 MB": a count with an SI prefix.
QString formatSi(double value, const QString& unit);

}  // namespace asynclab
