// Performance models of devices and links, the roofline cost model that turns an op's
// FLOPs and bytes into a duration, and presets for real parts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/device.h"

namespace asynclab {

struct DeviceSpec {
    std::string name;
    DeviceType kind = DeviceType::GPU;
    double peak_flops = 0;       ///< FLOP/s (float32, no tensor cores)
    double mem_bandwidth = 0;    ///< bytes/s
    double memory_capacity = 0;  ///< bytes
    double launch_latency = 0;   ///< seconds added to every op (kernel launch, dispatch)
    std::string source;          ///< where the figures come from
};

struct LinkSpec {
    std::string name;
    double bandwidth = 0;  ///< bytes/s, one direction
    double latency = 0;    ///< seconds per transfer
    std::string source;
};

/// Roofline: the larger of compute time and memory time, plus the launch latency.
double op_seconds(const DeviceSpec& device, double flops, double bytes);
/// A transfer over a link: latency plus bytes over bandwidth.
double copy_seconds(const LinkSpec& link, double bytes);

/// Presets by short name ("v100", "a100", "h100", "rtx2080ti", "rtx4090", "cpu-2core").
const std::vector<DeviceSpec>& device_presets();
std::optional<DeviceSpec> device_preset(const std::string& key);
std::vector<std::string> device_preset_keys();
/// Links by short name ("pcie3", "pcie4", "pcie5", "nvlink2", "nvlink3", "nvlink4",
/// "eth10g", "eth100g").
const std::vector<LinkSpec>& link_presets();
std::optional<LinkSpec> link_preset(const std::string& key);
std::vector<std::string> link_preset_keys();

}  // namespace asynclab
