// A small network and its minibatches, shared by the suites that train it on several
// devices and compare with single-device training on the CPU.
#pragma once

#include <cstdint>

#include "engine/array/ndarray.h"
#include "engine/nn/blocks.h"

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

}  // namespace asynclab::testing
