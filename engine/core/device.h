// Devices and execution lanes: the coordinates every op and event lives at.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace asynclab {

/// GEMMs of at most this many FLOPs run on one thread: a multi-threaded BLAS keeps small
/// products on the calling thread (OpenBLAS below 4 x 65536 multiply-adds); larger ones use
/// every core (the kernels run them one at a time, the simulator gives them all cores).
inline constexpr double kParallelGemmFlops = 2.0 * 4 * 65536;

enum class DeviceType : std::uint8_t { CPU = 0, GPU = 1 };

struct Device {
    DeviceType type = DeviceType::CPU;
    int id = 0;

    static constexpr Device cpu(int id = 0) { return {DeviceType::CPU, id}; }
    static constexpr Device gpu(int id = 0) { return {DeviceType::GPU, id}; }

    constexpr bool is_cpu() const { return type == DeviceType::CPU; }
    constexpr bool is_gpu() const { return type == DeviceType::GPU; }
    friend constexpr bool operator==(Device, Device) = default;
    friend constexpr auto operator<=>(Device, Device) = default;

    /// "cpu(0)", "gpu(1)": the spelling MXNet users know.
    std::string name() const;
};

/// What an execution lane does. CPU devices have compute workers only; GPU devices
/// also have one copy lane per direction, each its own stream. FrontEnd lanes are the
/// threads that push ops (the "Python" side).
enum class LaneKind : std::uint8_t {
    Compute = 0,
    CopyH2D = 1,
    CopyD2H = 2,
    CopyPeer = 3,
    FrontEnd = 4
};

const char* lane_kind_name(LaneKind kind);

struct LaneId {
    Device device;
    LaneKind kind = LaneKind::Compute;
    int index = 0;  ///< worker number within (device, kind)

    friend constexpr bool operator==(const LaneId&, const LaneId&) = default;
    friend constexpr auto operator<=>(const LaneId&, const LaneId&) = default;

    /// "cpu(0) compute 1", "gpu(0) copy d2h", "front end 0".
    std::string name() const;
};

}  // namespace asynclab

template <>
struct std::hash<asynclab::Device> {
    std::size_t operator()(asynclab::Device d) const noexcept {
        return (static_cast<std::size_t>(d.type) << 16) ^ static_cast<std::size_t>(d.id);
    }
};
