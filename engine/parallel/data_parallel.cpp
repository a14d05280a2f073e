#include "engine/parallel/data_parallel.h"

#include <memory>
#include <stdexcept>
#include <string>

#include "engine/parallel/communicators.h"
#include "engine/profiler/profiler.h"
#include "engine/sim/sim_config.h"
#include "engine/sim/sim_executor.h"

namespace asynclab::parallel {

namespace {

NDArray apply_activation(nn::ActKind kind, const NDArray& x) {
    switch (kind) {
        case nn::ActKind::Relu: return relu(x);
        case nn::ActKind::Sigmoid: return sigmoid(x);
        case nn::ActKind::Tanh: return tanh(x);
    }
    throw std::invalid_argument("unknown activation");
}

/// Rows [lo, hi) of `a` (the whole array without an op when they are all of it).
NDArray rows(const NDArray& a, std::int64_t lo, std::int64_t hi) {
    if (lo == 0 && hi == a.shape()[0]) return a;
    return slice(a, {lo}, {hi});
}

}  // namespace

NDArray activation_backward(nn::ActKind kind, const NDArray& a, const NDArray& grad) {
    if (!a.defined() || !grad.defined())
        throw std::invalid_argument("activation_backward: an operand is an empty NDArray handle");
    if (a.shape() != grad.shape() || a.dtype() != grad.dtype() || a.device() != grad.device())
        throw ShapeError("activation_backward: " + a.describe() + " and " + grad.describe() +
                         " differ");
    switch (kind) {
        case nn::ActKind::Sigmoid: return mul(grad, mul(a, rsub(1.0, a)));
        case nn::ActKind::Tanh: return mul(grad, rsub(1.0, square(a)));
        case nn::ActKind::Relu: return relu_backward(a, grad);
    }
    throw std::invalid_argument("activation_backward: unknown activation");
}

// --- DataParallelTrainer --------------------------------------------------------------------

void DataParallelTrainer::collect(nn::Block& block) {
    if (dynamic_cast<nn::Sequential*>(&block) || dynamic_cast<nn::HybridSequential*>(&block)) {
        for (const auto& child : block.children()) collect(*child);
        return;
    }
    if (auto* dense = dynamic_cast<nn::Dense*>(&block)) {
        Layer l;
        l.kind = Layer::Kind::Dense;
        l.act = dense->activation();
        l.flatten = dense->flatten();
        auto add = [&](nn::Parameter& p) {
            if (!p.initialized())
                throw std::invalid_argument(
                    "DataParallelTrainer: parameter '" + p.name() +
                    "' is not initialized; initialize the network and run one forward pass "
                    "(shapes are inferred there) first");
            net_params_.push_back(&p);
            names_.push_back(p.name());
            return static_cast<int>(net_params_.size()) - 1;
        };
        l.weight = add(dense->weight());
        if (dense->bias()) l.bias = add(*dense->bias());
        layers_.push_back(l);
        return;
    }
    if (auto* act = dynamic_cast<nn::Activation*>(&block)) {
        Layer l;
        l.kind = Layer::Kind::Activation;
        l.act = act->activation();
        layers_.push_back(l);
        return;
    }
    if (dynamic_cast<nn::Flatten*>(&block)) {
        Layer l;
        l.kind = Layer::Kind::Flatten;
        layers_.push_back(l);
        return;
    }
    if (auto* drop = dynamic_cast<nn::Dropout*>(&block); drop && drop->rate() == 0) return;
    throw std::invalid_argument("DataParallelTrainer: " + block.kind() + " ('" + block.name() +
                                "') is not supported; use Dense, Activation, Flatten and "
                                "Dropout(0) in (Hybrid)Sequential containers");
}

DataParallelTrainer::DataParallelTrainer(nn::Block& net, DataParallelOptions options,
                                         Engine* engine)
    : options_(std::move(options)), engine_(engine ? engine : &Engine::current()) {
    if (options_.devices.empty()) throw std::invalid_argument("DataParallelTrainer: no devices");
    for (std::size_t i = 0; i < options_.devices.size(); ++i) {
        const Device d = options_.devices[i];
        if (!engine_->has_device(d))
            throw std::invalid_argument("DataParallelTrainer: the engine has no " + d.name());
        for (std::size_t j = 0; j < i; ++j)
            if (options_.devices[j] == d)
                throw std::invalid_argument("DataParallelTrainer: " + d.name() + " twice");
    }
    if (!(options_.learning_rate >= 0))
        throw std::invalid_argument("DataParallelTrainer: learning_rate must be >= 0");
    if (options_.method == AllReduceMethod::Nccl) {
        const std::vector<int> gpus = nccl_ranks(options_.devices, "DataParallelTrainer: device");
        // On real GPUs NCCL is loaded now: a machine without it says so before training.
        if (!engine_->simulated()) collective(*engine_, gpus);
    }
    net.name_tree();
    collect(net);
    for (const Device d : options_.devices) {
        std::vector<NDArray> replica;
        for (nn::Parameter* p : net_params_) {
            const NDArray data = p->data();
            if (&data.engine() != engine_)
                throw std::invalid_argument("DataParallelTrainer: parameter '" + p->name() +
                                            "' belongs to another engine");
            replica.push_back(data.device() == d ? data.copy() : data.copy_to(d));
        }
        replicas_.push_back(std::move(replica));
    }
}

const std::vector<NDArray>& DataParallelTrainer::params(int replica) const {
    return replicas_.at(static_cast<std::size_t>(replica));
}

void DataParallelTrainer::copy_to_network() {
    for (std::size_t p = 0; p < net_params_.size(); ++p) {
        const NDArray& v = replicas_[0][p];
        const Device target = net_params_[p]->data().device();
        net_params_[p]->set_data(v.device() == target ? v : v.copy_to(target));
    }
}

std::pair<std::vector<NDArray>, std::vector<NDArray>> DataParallelTrainer::split(
    const NDArray& X, const NDArray& y) const {
    const int k = num_devices();
    if (!X.defined() || !y.defined())
        throw std::invalid_argument("DataParallelTrainer::step: empty NDArray handle");
    if (X.shape().ndim() < 1) throw ShapeError("DataParallelTrainer::step: X needs a batch axis");
    const std::int64_t N = X.shape()[0];
    if (N < k)
        throw ShapeError("DataParallelTrainer::step: a batch of " + std::to_string(N) +
                         " rows cannot be split across " + std::to_string(k) + " devices");
    if (y.size() % N != 0)
        throw ShapeError("DataParallelTrainer::step: " + std::to_string(y.size()) +
                         " targets for a batch of " + std::to_string(N));
    const NDArray Y = y.reshape(Shape{N, y.size() / N});
    std::vector<NDArray> xs, ys;
    std::int64_t lo = 0;
    for (std::int64_t rows_here : ring_chunk_sizes(N, k)) {
        xs.push_back(rows(X, lo, lo + rows_here));
        ys.push_back(rows(Y, lo, lo + rows_here));
        lo += rows_here;
    }
    return {std::move(xs), std::move(ys)};
}

void DataParallelTrainer::step(const NDArray& X, const NDArray& y) {
    const auto [xs, ys] = split(X, y);
    step(xs, ys);
}

void DataParallelTrainer::step(const std::vector<NDArray>& xs, const std::vector<NDArray>& ys) {
    const int k = num_devices();
    const auto K = static_cast<std::size_t>(k);
    if (xs.size() != K || ys.size() != K)
        throw std::invalid_argument("DataParallelTrainer::step: " + std::to_string(xs.size()) +
                                    " input and " + std::to_string(ys.size()) +
                                    " target shards for " + std::to_string(k) + " devices");
    std::int64_t N = 0;
    for (std::size_t d = 0; d < K; ++d) {
        if (!xs[d].defined() || !ys[d].defined())
            throw std::invalid_argument("DataParallelTrainer::step: empty NDArray handle");
        if (xs[d].shape().ndim() < 1 || xs[d].shape()[0] < 1)
            throw ShapeError("DataParallelTrainer::step: shard " + std::to_string(d) + " is " +
                             xs[d].shape().to_string() + "; every device needs at least one row");
        N += xs[d].shape()[0];
    }

    // Forward on every device; keep what backward needs.
    struct Saved {
        NDArray in;      ///< the layer's input (Dense: the 2-D operand of dot)
        Shape in_shape;  ///< the input's shape before flattening
        NDArray out;     ///< the activation output (when the layer has one)
    };
    std::vector<std::vector<Saved>> saved(K, std::vector<Saved>(layers_.size()));
    std::vector<NDArray> grad(K), targets(K);
    std::vector<std::int64_t> per_sample(K);
    for (std::size_t d = 0; d < K; ++d) {
        const Device dev = options_.devices[d];
        NDArray x = xs[d], t = ys[d];
        if (x.device() != dev) x = x.copy_to(dev);
        if (t.device() != dev) t = t.copy_to(dev);
        const std::vector<NDArray>& w = replicas_[d];
        for (std::size_t l = 0; l < layers_.size(); ++l) {
            const Layer& L = layers_[l];
            Saved& s = saved[d][l];
            s.in_shape = x.shape();
            const std::int64_t n = x.shape()[0];
            switch (L.kind) {
                case Layer::Kind::Flatten: x = x.reshape(Shape{n, -1}); break;
                case Layer::Kind::Activation:
                    x = apply_activation(*L.act, x);
                    s.out = x;
                    break;
                case Layer::Kind::Dense: {
                    if (x.shape().ndim() != 2) {
                        if (!L.flatten)
                            throw ShapeError("DataParallelTrainer: Dense(flatten=False) on " +
                                             x.shape().to_string() + " is not supported");
                        x = x.reshape(Shape{n, -1});
                    }
                    s.in = x;
                    x = dot(x, w[static_cast<std::size_t>(L.weight)], false, true);
                    if (L.bias >= 0) x = x + w[static_cast<std::size_t>(L.bias)];
                    if (L.act) {
                        x = apply_activation(*L.act, x);
                        s.out = x;
                    }
                    break;
                }
            }
        }
        if (x.size() != t.size())
            throw ShapeError("DataParallelTrainer::step: predictions " + x.shape().to_string() +
                             " for targets " + t.shape().to_string());
        targets[d] = t.reshape(x.shape());
        per_sample[d] = x.size() / x.shape()[0];
        // L2Loss summed over the batch: d/dpred = (pred - y) / (elements per sample).
        grad[d] = x - targets[d];
    }
    std::vector<NDArray> diffs = grad;
    for (std::size_t d = 0; d < K; ++d)
        grad[d] = grad[d] * (1.0 / static_cast<double>(per_sample[d]));

    // Backward, layer by layer on all devices, last layer first.
    std::size_t first_dense = layers_.size();
    for (std::size_t l = 0; l < layers_.size(); ++l)
        if (layers_[l].kind == Layer::Kind::Dense) {
            first_dense = l;
            break;
        }
    const std::size_t P = net_params_.size();
    std::vector<std::vector<NDArray>> summed(P);                // [param][device]
    std::vector<std::pair<int, std::vector<NDArray>>> pending;  // without overlap
    auto reduce = [&](int param, std::vector<NDArray> per_device) {
        if (options_.overlap)
            summed[static_cast<std::size_t>(param)] = allreduce(per_device, options_.method);
        else
            pending.emplace_back(param, std::move(per_device));
    };
    for (std::size_t l = layers_.size(); l-- > 0;) {
        if (l < first_dense) break;  // nothing before needs a gradient
        const Layer& L = layers_[l];
        const bool need_dx = l > first_dense;
        switch (L.kind) {
            case Layer::Kind::Flatten:
                for (std::size_t d = 0; d < K; ++d) grad[d] = grad[d].reshape(saved[d][l].in_shape);
                break;
            case Layer::Kind::Activation:
                for (std::size_t d = 0; d < K; ++d)
                    grad[d] = activation_backward(*L.act, saved[d][l].out, grad[d]);
                break;
            case Layer::Kind::Dense: {
                std::vector<NDArray> gw(K), gb(K);
                for (std::size_t d = 0; d < K; ++d) {
                    if (L.act) grad[d] = activation_backward(*L.act, saved[d][l].out, grad[d]);
                    gw[d] = dot(grad[d], saved[d][l].in, true, false);
                    if (L.bias >= 0) gb[d] = sum(grad[d], {0});
                }
                if (L.bias >= 0) reduce(L.bias, std::move(gb));
                reduce(L.weight, std::move(gw));
                if (need_dx)
                    for (std::size_t d = 0; d < K; ++d)
                        grad[d] = dot(grad[d], replicas_[d][static_cast<std::size_t>(L.weight)])
                                      .reshape(saved[d][l].in_shape);
                break;
            }
        }
    }
    if (!options_.overlap) {
        // The naive schedule: wait for the whole backward pass, then communicate.
        for (const auto& [param, per_device] : pending)
            for (const NDArray& g : per_device) g.wait_to_read();
        for (auto& [param, per_device] : pending)
            summed[static_cast<std::size_t>(param)] = allreduce(per_device, options_.method);
    }

    // SGD with the full batch size on every replica.
    const double scale = options_.learning_rate / static_cast<double>(N);
    for (std::size_t d = 0; d < K; ++d)
        for (std::size_t p = 0; p < P; ++p) replicas_[d][p] -= summed[p][d] * scale;

    // The batch's loss, gathered on the first device (pushed last: off the critical path).
    for (std::size_t d = 0; d < K; ++d) {
        NDArray part = sum(square(diffs[d])) * (0.5 / static_cast<double>(per_sample[d]));
        if (part.device() != options_.devices[0]) part = part.copy_to(options_.devices[0]);
        loss_ = d == 0 ? part : loss_ + part;
    }
    ++steps_;
}

// --- scaling --------------------------------------------------------------------------------

std::shared_ptr<SimConfig> scaling_sim_config(const ScalingSetup& setup, int k) {
    if (k < 1 || k > 8) throw std::invalid_argument("scaling_sim_config: k must be 1..8");
    auto config = std::make_shared<SimConfig>();
    config->gpus.assign(static_cast<std::size_t>(k), setup.gpu);
    config->cpu = setup.cpu;
    config->peer_link = setup.peer_link;
    config->host_link = setup.host_link;
    config->frontend_seconds_per_op = setup.frontend_seconds_per_op;
    config->timing_only = true;
    return config;
}

double simulated_step_seconds(const ScalingSetup& setup, int k) {
    Engine engine({.sim = scaling_sim_config(setup, k)});
    return time_step(engine, setup, k).seconds();
}

TimedStep time_step(Engine& engine, const ScalingSetup& setup, int k,
                    const std::function<void()>& before_steps) {
    if (k < 1 || k > 8) throw std::invalid_argument("time_step: k must be 1..8");
    if (engine.gpu_count() < k)
        throw std::invalid_argument("time_step: " + std::to_string(k) +
                                    " GPUs asked, the engine has " +
                                    std::to_string(engine.gpu_count()));
    EngineScope scope(engine);
    nn::BlockPtr net = nn::build(setup.network);
    net->initialize(nn::Initializer{}, Device::cpu());
    std::vector<std::int64_t> one{1};
    one.insert(one.end(), setup.network.input_shape.begin(), setup.network.input_shape.end());
    const nn::Variable probe = (*net)(nn::Variable(NDArray::zeros(Shape(one))));
    const std::int64_t outputs = probe.data().size();
    DataParallelOptions options;
    for (int i = 0; i < k; ++i) options.devices.push_back(Device::gpu(i));
    options.devices.erase(options.devices.begin());  // drop the default cpu()
    options.method = setup.method;
    options.overlap = setup.overlap;
    options.learning_rate = 0.01;
    DataParallelTrainer trainer(*net, options, &engine);
    const Shape batch = setup.network.batch_input_shape();
    const auto [xs, ys] =
        trainer.split(NDArray::zeros(batch), NDArray::zeros(Shape{batch[0], outputs}));
    engine.wait_all();
    if (before_steps) before_steps();
    trainer.step(xs, ys);
    engine.wait_all();
    const SimExecutor* sim = SimExecutor::of(engine);
    auto now = [&] { return sim ? sim->frontend() : engine.profiler().now(); };
    TimedStep out;
    out.begin = now();
    const OpId pushed_before = engine.ops_pushed();
    trainer.step(xs, ys);
    out.pushed = now();
    out.ops_pushed = engine.ops_pushed() - pushed_before;
    engine.wait_all();
    out.end = now();
    return out;
}

std::vector<ScalingPoint> scaling(const ScalingSetup& setup, const std::vector<int>& ks) {
    std::vector<ScalingPoint> out;
    const double base = simulated_step_seconds(setup, 1);
    for (int k : ks) {
        ScalingPoint p;
        p.devices = k;
        p.step_seconds = k == 1 ? base : simulated_step_seconds(setup, k);
        p.speedup = base / p.step_seconds;
        p.efficiency = p.speedup / k;
        out.push_back(p);
    }
    return out;
}

}  // namespace asynclab::parallel
