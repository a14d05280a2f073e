// NCCL communicators (namespace asynclab::parallel), kept per engine: one per set of GPUs,
// made through the GPU module at first use and destroyed with the engine once its ops are
// done (an Engine::Extension).
#pragma once

#include <vector>

#include "engine/core/engine.h"

namespace asynclab::parallel {

/// The GPU module's communicator over the GPUs `gpus` (rank r on gpu(gpus[r])), and per rank
/// the variable that each collective op on that rank's GPU writes, whatever its
/// communicator: NCCL needs every rank to issue its collectives in one order, and each GPU
/// then issues them in push order. These variables only order (Engine::new_order_var).
struct Collective {
    void* comm = nullptr;
    std::vector<VarHandle> order;
};

/// `engine`'s communicator over `gpus`, made at first use. Throws std::invalid_argument for
/// a simulated engine or a GPU the engine lacks, std::runtime_error (the module's reason)
/// when the module has no collectives.
const Collective& collective(Engine& engine, const std::vector<int>& gpus);

}  // namespace asynclab::parallel
