// A small network and its minibatches, shared by the suites that train it on several
// devices and compare with single-device training on the CPU.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/nn/autograd.h"
#include "engine/nn/blocks.h"
#include "engine/nn/loss.h"
#include "engine/nn/trainer.h"
#include "engine/parallel/data_parallel.h"

namespace asynclab::testing {

/// Dense(16, relu) on 6 inputs, Dense(8, tanh), a sigmoid, Dense(2): every activation the
/// data-parallel trainer differentiates.
inline nn::BlockPtr small_net() {
    auto net = std::make_shared<nn::HybridSequential>();
    net->add(std::make_shared<nn::Dense>(16, nn::ActKind::Relu, true, true, 6));
    net->add(std::make_shared<nn::Dense>(8, nn::ActKind::Tanh));
    net->add(std::make_shared<nn::Activation>(nn::ActKind::Sigmoid));
    net->add(std::make_shared<nn::Dense>(2));
    return net;
}

/// Initialised in float64 with fixed values (deferred shapes resolved by one forward).
inline nn::BlockPtr make_small_net() {
    nn::BlockPtr net = small_net();
    net->cast(DType::Float64);
    net->initialize(nn::Initializer::uniform(0.5, 42), Device::cpu());
    (void)(*net)(nn::Variable(NDArray::zeros({1, 6}, Device::cpu(), DType::Float64)));
    return net;
}

/// Minibatch t: n samples of 6 features and their 2 targets, on the CPU, in float64.
inline NDArray batch_x(int t, std::int64_t n) {
    return NDArray::uniform({n, 6}, -1, 1, 1000u + static_cast<std::uint64_t>(t), Device::cpu(),
                            DType::Float64);
}
inline NDArray batch_y(int t, std::int64_t n) {
    return NDArray::uniform({n, 2}, -1, 1, 2000u + static_cast<std::uint64_t>(t), Device::cpu(),
                            DType::Float64);
}

/// What data-parallel training is compared with: make_small_net trained on the CPU by the
/// autograd tape and SGD, on minibatches 0 .. steps - 1 of n rows, and each step's loss.
struct CpuTraining {
    nn::BlockPtr net;
    std::vector<double> losses;
};
inline CpuTraining train_on_cpu(int steps, std::int64_t n, double learning_rate) {
    CpuTraining out{make_small_net(), {}};
    nn::Trainer sgd(out.net->collect_params(), learning_rate);
    nn::L2Loss loss;
    for (int t = 0; t < steps; ++t) {
        nn::Variable l;
        {
            auto rec = nn::autograd::record();
            l = loss((*out.net)(nn::Variable(batch_x(t, n))), nn::Variable(batch_y(t, n)));
        }
        l.backward();
        sgd.step(n);
        out.losses.push_back(sum(l.data()).item());
    }
    return out;
}

/// The largest difference between any replica's parameters and the reference's.
inline double max_difference(const parallel::DataParallelTrainer& dp, nn::Block& reference) {
    const auto want_params = reference.collect_params();
    double worst = 0;
    for (int r = 0; r < dp.num_devices(); ++r)
        for (std::size_t p = 0; p < dp.param_names().size(); ++p) {
            const auto got = dp.params(r)[p].to_host();
            const auto want = want_params.at(dp.param_names()[p]).data().to_host();
            if (got.size() != want.size()) return INFINITY;
            for (std::size_t i = 0; i < got.size(); ++i)
                worst = std::max(worst, std::abs(got[i] - want[i]));
        }
    return worst;
}

}  // namespace asynclab::testing
