// The synchronous modes' executor for CPU ops (MXNet's NaiveEngine): an op runs on the thread
// that pushes it, once every earlier op on its variables has finished, and the push returns
// after it, rethrowing its error. The machine is the lanes' (their GPU ops still run there).
#pragma once

#include "engine/core/executor.h"

namespace asynclab {

class InlineExecutor final : public Executor {
  public:
    /// Runs on the machine of `lanes` (devices, and where ops go that do not run inline).
    InlineExecutor(OpRunner runner, Executor& lanes) : runner_(runner), lanes_(lanes) {}

    bool has_device(Device device) const override { return lanes_.has_device(device); }
    std::vector<LaneId> lanes() const override { return lanes_.lanes(); }
    int cpu_workers() const override { return lanes_.cpu_workers(); }
    int gpu_count() const override { return lanes_.gpu_count(); }
    std::string gpu_unavailable_reason() const override { return lanes_.gpu_unavailable_reason(); }
    std::uint64_t cpu_wakeups() const override { return lanes_.cpu_wakeups(); }

    OpId push(OpBlock* op) override;
    void wait(Gate& gate) override { lanes_.wait(gate); }
    void drain() override { lanes_.drain(); }
    void synchronize() override { lanes_.synchronize(); }
    /// Opens the gate its pusher waits at (push).
    void dispatch(OpBlock* op) override;

  private:
    OpRunner runner_;
    Executor& lanes_;
};

}  // namespace asynclab
