// Hand-made events for tests of what is drawn or measured from a run: an op on a lane, a
// sync of the front end, a memory sample, and the snapshot the views are given.
#pragma once

#include <string>

#include "engine/profiler/events.h"
#include "ui/models/trace_snapshot.h"

namespace asynclab::testing {

inline const LaneId kCpu0{Device::cpu(0), LaneKind::Compute, 0};
inline const LaneId kCpu1{Device::cpu(0), LaneKind::Compute, 1};
inline const LaneId kGpu0{Device::gpu(0), LaneKind::Compute, 0};

/// Elementwise op "op<id>" on `lane`.
inline OpEvent op(OpId id, LaneId lane, TimeNs push, TimeNs start, TimeNs end) {
    OpEvent e;
    e.id = id;
    e.name = "op" + std::to_string(id);
    e.kind = OpKind::Elementwise;
    e.lane = lane;
    e.push = push;
    e.start = start;
    e.end = end;
    return e;
}

inline SyncEvent sync(SyncKind kind, TimeNs begin, TimeNs end) {
    SyncEvent s;
    s.kind = kind;
    s.begin = begin;
    s.end = end;
    return s;
}

inline CounterEvent memory(Device device, TimeNs ts, double bytes) {
    CounterEvent c;
    c.kind = CounterKind::MemoryBytes;
    c.device = device;
    c.ts = ts;
    c.value = bytes;
    return c;
}

inline TraceSnapshotPtr build(const EventBatch& batch) {
    TraceBuilder builder;
    builder.add(batch);
    return builder.snapshot();
}

}  // namespace asynclab::testing
