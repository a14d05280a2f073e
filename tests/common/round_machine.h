// A simulated machine whose numbers make hand computation easy, for the engine suites that
// check times: a 10 GFLOP/s CPU, GPUs of 1 TFLOP/s and 100 GB/s with a 5 us launch, a host
// link of 10 GB/s and 2 us, a peer link of 50 GB/s and 1 us, 1 us per op on the front end.
#pragma once

#include <memory>

#include "engine/sim/sim_config.h"

namespace asynclab::testing {

inline DeviceSpec round_gpu() {
    return {"round GPU", DeviceType::GPU, 1e12, 1e11, 1e9, 5e-6, "test"};
}

inline std::shared_ptr<SimConfig> round_machine(int gpus, DeviceSpec gpu = round_gpu()) {
    auto c = std::make_shared<SimConfig>();
    c->cpu = {"round CPU", DeviceType::CPU, 1e10, 1e10, 1e9, 1e-6, "test"};
    for (int i = 0; i < gpus; ++i) c->gpus.push_back(gpu);
    c->host_link = {"link", 1e10, 2e-6, "test"};
    c->peer_link = {"peer", 5e10, 1e-6, "test"};
    c->frontend_seconds_per_op = 1e-6;
    return c;
}

}  // namespace asynclab::testing
