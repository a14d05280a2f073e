// The profiler's event records: what the engine publishes and every consumer reads
// (Chrome trace export, the GUI's models, the CLI's summaries). Plain values.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/device.h"

namespace asynclab {

/// Nanoseconds since the profiler's epoch (real runs) or since t=0 (simulated runs).
using TimeNs = std::int64_t;
/// Ops are numbered from 1 in push order; 0 means "none".
using OpId = std::uint64_t;

/// Broad kind of an op, used for colouring and summaries.
enum class OpKind : std::uint8_t {
    Other = 0,
    Elementwise,
    MatMul,
    Reduction,
    Random,  ///< fills and random generators
    Layout,  ///< reshape, transpose, concat, slice
    Copy,    ///< device-to-device or host transfers
    Memory,  ///< variable deletion / deferred frees
    Bulk,    ///< a bulk of merged small ops (its inner ops have parent = its id)
    Fused,   ///< a hybridized graph or fused kernel
    Comm,    ///< collective communication (all-reduce, push/pull)
};
const char* op_kind_name(OpKind kind);

/// One executed (or skipped) op.
struct OpEvent {
    OpId id = 0;
    std::string name;
    OpKind kind = OpKind::Other;
    LaneId lane;       ///< where it ran
    int issuer = 0;    ///< front-end thread index that pushed it
    TimeNs push = 0;   ///< when the front end pushed it
    TimeNs start = 0;  ///< when it started running
    TimeNs end = 0;    ///< when it finished
    double flops = 0;
    double bytes = 0;             ///< bytes read plus written
    std::vector<OpId> waited_on;  ///< ops whose completion this one depended on
    OpId parent = 0;              ///< the bulk op containing this inner op, or 0
    bool failed = false;          ///< it threw
    bool skipped = false;         ///< not run because an input carried an error
    /// A GPU op timed with device events: when the host thread launched it (start and end
    /// are then when it ran on the GPU, as Nsight Systems shows kernels). 0 otherwise.
    TimeNs launch_start = 0;
    TimeNs launch_end = 0;
    bool device_timed() const { return launch_end > 0; }
};

enum class SyncKind : std::uint8_t {
    WaitToRead = 0,  ///< array.wait_to_read()
    WaitAll,         ///< engine.wait_all() / npx.waitall()
    ToHost,          ///< array.to_host() (asnumpy)
    Item,            ///< array.item() (a scalar)
    Print,           ///< printing an array
    BackPressure,    ///< the front end blocked because too many ops were in flight
};
const char* sync_kind_name(SyncKind kind);

/// A span where a front-end thread blocked.
struct SyncEvent {
    SyncKind kind = SyncKind::WaitToRead;
    int thread = 0;  ///< front-end thread index
    TimeNs begin = 0;
    TimeNs end = 0;
    OpId awaited = 0;   ///< the last op it waited for (0 for none)
    std::string where;  ///< caller's source location "file:line (function)"
    std::string what;   ///< what was awaited, e.g. "array (1000, 1000) float32 on cpu(0)"
};

enum class CounterKind : std::uint8_t {
    MemoryBytes = 0,  ///< bytes in use on a device
    ResidentBytes,    ///< process resident memory
    QueueDepth,       ///< ops pushed but not finished
};
const char* counter_kind_name(CounterKind kind);

struct CounterEvent {
    CounterKind kind = CounterKind::MemoryBytes;
    Device device;  ///< for MemoryBytes; cpu(0) otherwise
    TimeNs ts = 0;
    double value = 0;
};

/// Everything the profiler collected since the previous batch, ops sorted by end time,
/// syncs by begin, counters by time.
struct EventBatch {
    std::vector<OpEvent> ops;
    std::vector<SyncEvent> syncs;
    std::vector<CounterEvent> counters;
    bool empty() const { return ops.empty() && syncs.empty() && counters.empty(); }
};

}  // namespace asynclab
