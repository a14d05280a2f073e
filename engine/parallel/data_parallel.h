// Data-parallel training on several devices (namespace asynclab::parallel), section 12.5/12.6
// of the chapter: the network's parameters are replicated on k devices, each minibatch is
// split evenly across them, every device runs forward and backward on its share, the
// gradients are summed with an all-reduce (ring or parameter server) and every replica
// takes the same SGD step with the full batch size, so the replicas stay identical and
// training matches single-device training on the same batches.
//
// Backward pass. The nn autograd tape runs its custom ops (bias-gradient reduction,
// activation gradients, the Trainer's update) on the CPU only, so the trainer runs its own
// layer-by-layer backward pass with NDArray ops, which work on every device, real GPUs
// included (relu's gradient is NDArray's relu_backward). Supported
// networks: Sequential / HybridSequential (nested) of Dense, Activation, Flatten and
// Dropout(0), initialised (shapes known); the loss is L2Loss (0.5 (pred - y)^2 averaged
// over the non-batch axes, summed over the batch).
//
// Overlap. With overlap = true the backward pass is pushed layer by layer, last layer
// first, on all devices, and the all-reduce of a layer's gradients (bias, then weight) is
// pushed right after they are produced, before the next layer's backward. Since every op
// waits only for the variables it names, the copies of the last layer's gradients start
// on the copy lanes while the compute lanes still run the earlier layers' backward: the
// communication hides behind computation (the ring's adds share the compute lanes). With
// overlap = false the front end first waits for the whole backward pass (a sync point on
// every gradient) and only then pushes the all-reduces, so nothing overlaps: the naive
// "compute, then communicate" schedule, for comparison.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/nn/blocks.h"
#include "engine/nn/network_spec.h"
#include "engine/parallel/allreduce.h"
#include "engine/sim/device_spec.h"
#include "engine/sim/sim_config.h"

namespace asynclab::parallel {

struct DataParallelOptions {
    /// One replica per device: k GPUs, or {cpu()} for plain single-device training.
    std::vector<Device> devices = {Device::cpu()};
    AllReduceMethod method = AllReduceMethod::Ring;
    bool overlap = true;
    double learning_rate = 0.1;
};

class DataParallelTrainer {
  public:
    /// Copies the network's current parameter values to every device. Throws
    /// std::invalid_argument for an unsupported layer, an uninitialised network, no
    /// devices, or a device the engine lacks.
    DataParallelTrainer(nn::Block& net, DataParallelOptions options, Engine* engine = nullptr);

    /// One SGD step on the minibatch X (N, ...) with targets y (N x outputs elements), on
    /// any device (usually the CPU): shard i (rows split evenly, the first N % k shards one
    /// row longer) is copied to device i. Pushes everything and returns (no sync point
    /// unless overlap is off).
    void step(const NDArray& X, const NDArray& y);
    /// The same with the batch already split: shard i (xs[i] rows, ys[i] their targets, on
    /// any device) goes to device i. A data loader that prefetches the shards keeps the
    /// slicing off the step (on the simulated 2-core CPU it costs more than the step).
    void step(const std::vector<NDArray>& xs, const std::vector<NDArray>& ys);
    /// Splits X and y (on their device) into the shards step(X, y) uses: rows split
    /// evenly, the first N % k shards one row longer; ys[i] is (rows, targets per row).
    std::pair<std::vector<NDArray>, std::vector<NDArray>> split(const NDArray& X,
                                                                const NDArray& y) const;

    int num_devices() const { return static_cast<int>(options_.devices.size()); }
    const DataParallelOptions& options() const { return options_; }
    std::uint64_t steps() const { return steps_; }
    /// Parameter names in network order ("dense0_weight", "dense0_bias", ...).
    const std::vector<std::string>& param_names() const { return names_; }
    /// Replica r's parameter arrays (on devices()[r]), in network order.
    const std::vector<NDArray>& params(int replica) const;
    /// The summed loss of the last step over the whole batch (on devices()[0]; reading it
    /// is a sync point). Undefined before the first step.
    const NDArray& last_loss() const { return loss_; }
    /// Writes replica 0's values back into the network's Parameters (copies, pushed).
    void copy_to_network();

  private:
    struct Layer {
        enum class Kind : std::uint8_t { Dense, Activation, Flatten } kind = Kind::Dense;
        int weight = -1, bias = -1;  ///< parameter indices (Dense)
        std::optional<nn::ActKind> act;
        bool flatten = true;
    };
    void collect(nn::Block& block);

    DataParallelOptions options_;
    Engine* engine_;
    std::vector<Layer> layers_;
    std::vector<nn::Parameter*> net_params_;
    std::vector<std::string> names_;
    std::vector<std::vector<NDArray>> replicas_;  ///< [device][param]
    NDArray loss_;
    std::uint64_t steps_ = 0;
};

/// The gradient of an activation given its output `a` and the output gradient `grad`:
/// relu: grad * (a > 0), one op (relu_backward); sigmoid: grad * a (1 - a); tanh:
/// grad * (1 - a^2). On every device.
NDArray activation_backward(nn::ActKind kind, const NDArray& a, const NDArray& grad);

struct ScalingPoint {
    int devices = 1;
    double step_seconds = 0;  ///< simulated time of one steady-state step
    double speedup = 1;       ///< step time with one device / this step time
    double efficiency = 1;    ///< speedup / devices
};

struct ScalingSetup {
    nn::NetworkSpec network = nn::preset_training_mlp();  ///< its batch_size is the batch
    DeviceSpec gpu = *device_preset("v100");
    LinkSpec peer_link = *link_preset("nvlink2");
    LinkSpec host_link = *link_preset("pcie3");
    /// The host CPU: its engine workers launch the GPUs' ops and do their bookkeeping (its
    /// dispatch cost per op, where measured), and its host arrays are copied at its measured
    /// pageable rates.
    DeviceSpec cpu = *device_preset("cpu-2core");
    AllReduceMethod method = AllReduceMethod::Ring;
    bool overlap = true;
    double frontend_seconds_per_op = 1e-6;
};

/// Simulated (timing-only) step time of data-parallel training on k GPUs: the second of
/// two steps, from the front end's clock after the first step's wait_all to after the
/// second's. The minibatch starts on the CPU, already split into shards (a prefetching
/// data loader); the step copies them to the GPUs (each GPU its own host link).
double simulated_step_seconds(const ScalingSetup& setup, int k);
/// The simulated machine of simulated_step_seconds: k GPUs of the setup's preset, its host
/// CPU, links and front-end cost, timing only.
std::shared_ptr<SimConfig> scaling_sim_config(const ScalingSetup& setup, int k);

/// The timed step of time_step, on the front end's clock (virtual when simulated, the
/// profiler's otherwise: the times of the trace).
struct TimedStep {
    TimeNs begin = 0;
    TimeNs pushed = 0;             ///< when the front end had pushed its last op
    TimeNs end = 0;                ///< after the wait_all that ends it
    std::uint64_t ops_pushed = 0;  ///< ops the front end pushed for it, array frees included
    double seconds() const { return static_cast<double>(end - begin) * 1e-9; }
};
/// The two steps of simulated_step_seconds on a given engine with at least k GPUs: a
/// simulated one (made from scaling_sim_config, so that its trace can be shown), or a real
/// one, whose GPUs then compute the step (setup's gpu, links and front-end cost do not
/// apply). `before_steps`, when given, is called once the network, its replicas and the
/// batch are in place, right before the first step. Throws std::invalid_argument for too
/// few GPUs.
TimedStep time_step(Engine& engine, const ScalingSetup& setup, int k,
                    const std::function<void()>& before_steps = {});
/// simulated_step_seconds for each k, with speedup and efficiency relative to k = 1.
std::vector<ScalingPoint> scaling(const ScalingSetup& setup, const std::vector<int>& ks);

}  // namespace asynclab::parallel
