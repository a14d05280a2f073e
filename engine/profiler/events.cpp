#include "engine/profiler/events.h"

namespace asynclab {

const char* op_kind_name(OpKind kind) {
    switch (kind) {
        case OpKind::Other: return "other";
        case OpKind::Elementwise: return "elementwise";
        case OpKind::MatMul: return "matmul";
        case OpKind::Reduction: return "reduction";
        case OpKind::Random: return "random";
        case OpKind::Layout: return "layout";
        case OpKind::Copy: return "copy";
        case OpKind::Memory: return "memory";
        case OpKind::Bulk: return "bulk";
        case OpKind::Fused: return "fused";
        case OpKind::Comm: return "comm";
    }
    return "other";
}

const char* sync_kind_name(SyncKind kind) {
    switch (kind) {
        case SyncKind::WaitToRead: return "wait_to_read";
        case SyncKind::WaitAll: return "wait_all";
        case SyncKind::ToHost: return "to_host";
        case SyncKind::Item: return "item";
        case SyncKind::Print: return "print";
        case SyncKind::BackPressure: return "back_pressure";
    }
    return "?";
}

const char* counter_kind_name(CounterKind kind) {
    switch (kind) {
        case CounterKind::MemoryBytes: return "memory";
        case CounterKind::ResidentBytes: return "resident";
        case CounterKind::QueueDepth: return "queue depth";
    }
    return "?";
}

}  // namespace asynclab
