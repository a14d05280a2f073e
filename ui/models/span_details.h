// One op of a run as every view describes it (the timeline's and the comparison's tooltips,
// the dependency graph's node rows): rows of (field, value) in the interface's language.
#pragma once

#include <QString>
#include <cstddef>
#include <utility>
#include <vector>

#include "ui/models/trace_snapshot.h"

namespace asynclab {

struct SpanDetailsOptions {
    double resolutionNs = 1;      ///< times are written to this resolution
    double originNs = 0;          ///< what time 0 is (a run's start in a comparison)
    bool waitedOnNames = true;    ///< "#2 op2" for the ops it waited on, else "#2"
    std::size_t maxWaitedOn = 6;  ///< more are counted, not named
};

struct SpanDetails {
    QString name;  ///< the op's name
    QString kind;  ///< its kind, as the interface names it
    OpId id = 0;
    /// In order: lane, device, pushed, start, end, duration, queued, launched by the host,
    /// FLOPs, bytes, rate, waited on, inside bulk, error (those that apply).
    std::vector<std::pair<QString, QString>> fields;

    /// The value of `field` (empty when the op has none).
    QString value(const QString& field) const;
    /// A tooltip: the name, kind and id, then "field value" lines.
    QString html() const;
};

/// The details of `span`, an op of `lane` in `snapshot`.
SpanDetails spanDetails(const TraceSnapshot& snapshot, const LaneData& lane, const OpSpan& span,
                        const SpanDetailsOptions& options = {});

}  // namespace asynclab
