#include "engine/core/device.h"

namespace asynclab {

std::string Device::name() const {
    return std::string(is_cpu() ? "cpu(" : "gpu(") + std::to_string(id) + ")";
}

const char* lane_kind_name(LaneKind kind) {
    switch (kind) {
        case LaneKind::Compute: return "compute";
        case LaneKind::CopyH2D: return "copy h2d";
        case LaneKind::CopyD2H: return "copy d2h";
        case LaneKind::CopyPeer: return "copy peer";
        case LaneKind::FrontEnd: return "front end";
    }
    return "?";
}

std::string LaneId::name() const {
    if (kind == LaneKind::FrontEnd) return "front end " + std::to_string(index);
    std::string s = device.name() + " " + lane_kind_name(kind);
    if (kind == LaneKind::Compute) s += " " + std::to_string(index);
    return s;
}

}  // namespace asynclab
