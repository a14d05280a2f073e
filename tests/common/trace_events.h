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

/// Two ops on cpu(0) compute 0, the front end waiting for each: begin 0 (the first memory
/// sample), end 220; last push 120; blocked 90 + 90.
inline EventBatch serialRun() {
    EventBatch b;
    b.ops.push_back(op(1, kCpu0, 10, 10, 110));
    b.ops.push_back(op(2, kCpu0, 120, 120, 220));
    b.syncs.push_back(sync(SyncKind::WaitToRead, 20, 110));
    b.syncs.push_back(sync(SyncKind::WaitToRead, 130, 220));
    b.counters.push_back(memory(Device::cpu(0), 0, 1000));
    b.counters.push_back(memory(Device::cpu(0), 150, 3000));
    b.counters.push_back(memory(Device::cpu(0), 220, 0));
    return b;
}

/// The same two ops on two cpu(0) lanes and one on gpu(0); one wait_all: begin 5, end 150;
/// last push 15; blocked 130.
inline EventBatch parallelRun() {
    EventBatch b;
    b.ops.push_back(op(3, kGpu0, 15, 20, 60));
    b.ops.push_back(op(1, kCpu0, 5, 5, 105));
    b.ops.push_back(op(2, kCpu1, 10, 50, 150));
    b.syncs.push_back(sync(SyncKind::WaitAll, 20, 150));
    b.counters.push_back(memory(Device::cpu(0), 5, 5000));
    return b;
}

inline TraceSnapshotPtr build(const EventBatch& batch) {
    TraceBuilder builder;
    builder.add(batch);
    return builder.snapshot();
}

}  // namespace asynclab::testing
