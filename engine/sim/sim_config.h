// Configuration of a simulated machine: the engine runs the same program with the same
// dependency tracking, but on a virtual clock driven by the cost model.
#pragma once

#include <memory>
#include <vector>

#include "engine/core/executor.h"
#include "engine/sim/device_spec.h"

namespace asynclab {

/// Set as EngineConfig::sim, it makes the engine run on this machine (a SimExecutor).
struct SimConfig : ExecutorFactory {
    DeviceSpec cpu = *device_preset("cpu-2core");
    int cpu_lanes = 1;             ///< CPU compute lanes (each with the full CPU peak)
    std::vector<DeviceSpec> gpus;  ///< 0 to 8 simulated GPUs: gpu(0), gpu(1), ...
    LinkSpec host_link = *link_preset("pcie3");  ///< CPU <-> each GPU
    LinkSpec peer_link = *link_preset("pcie3");  ///< GPU <-> GPU
    double frontend_seconds_per_op = 1e-6;       ///< what issuing one op costs the front end
    /// What an op that a network's layers push costs the front end while the network is
    /// called (nn::Block::operator()); 0: frontend_seconds_per_op.
    double layer_frontend_seconds_per_op = 0;
    bool timing_only = false;  ///< skip the math (values are then meaningless)

    std::unique_ptr<Executor> make_executor(OpRunner runner) const override;
};

}  // namespace asynclab
