#include "engine/parallel/communicators.h"

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>

#include "engine/device/gpu_api.h"
#include "engine/device/gpu_runtime.h"

namespace asynclab::parallel {

namespace {

/// One engine's communicators and its GPUs' order variables.
class Communicators final : public Engine::Extension {
  public:
    explicit Communicators(Engine& engine) : engine_(engine) {}
    /// The engine's ops are done: the communicators and the order variables can go.
    ~Communicators() override {
        const AsyncLabGpuApi* api = GpuRuntime::instance().api();
        for (auto& [gpus, c] : by_gpus_) api->comm_destroy(c.comm);
        for (auto& [gpu, order] : order_by_gpu_) engine_.delete_var(order, nullptr, true);
    }

    const Collective& get(const std::vector<int>& gpus) {
        std::lock_guard lock(mutex_);
        if (auto it = by_gpus_.find(gpus); it != by_gpus_.end()) return it->second;
        const AsyncLabGpuApi* api = GpuRuntime::instance().api();
        Collective c;
        if (api->comm_create(static_cast<int>(gpus.size()), gpus.data(), &c.comm) != 0)
            throw std::runtime_error(std::string("no collectives on the GPUs: ") +
                                     api->last_error());
        for (int g : gpus) {
            VarHandle& order = order_by_gpu_[g];
            if (!order) order = engine_.new_order_var();
            c.order.push_back(order);
        }
        return by_gpus_.emplace(gpus, std::move(c)).first->second;
    }

  private:
    Engine& engine_;
    std::mutex mutex_;
    std::map<std::vector<int>, Collective> by_gpus_;  ///< entries never move: handed out
    /// One ordering variable per GPU, shared by every communicator that GPU is in: two
    /// communicators over the same GPUs must not run in different orders on them either.
    std::map<int, VarHandle> order_by_gpu_;
};

}  // namespace

const Collective& collective(Engine& engine, const std::vector<int>& gpus) {
    if (engine.simulated())
        throw std::invalid_argument("collectives run on real GPUs, not on a simulated machine");
    for (int g : gpus)
        if (g < 0 || g >= engine.gpu_count())
            throw std::invalid_argument("collectives need this engine's GPUs; it has no " +
                                        Device::gpu(g).name());
    return engine.extension<Communicators>().get(gpus);
}

}  // namespace asynclab::parallel
