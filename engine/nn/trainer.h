// Stochastic gradient descent over a network's parameters (namespace asynclab::nn).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/nn/parameter.h"

namespace asynclab::nn {

/// Gluon's Trainer(params, 'sgd', {'learning_rate': lr, 'wd': wd}).
class Trainer {
  public:
    Trainer(ParameterDict params, double learning_rate, double weight_decay = 0);

    /// For every parameter with a gradient: w -= lr * (grad / batch_size + wd * w), one
    /// pushed op per parameter; returns at once (no sync point). A parameter kept on several
    /// devices first sums its copies' gradients (on the first device, the sum copied back
    /// to the others), then every copy takes the step. Throws when a parameter is still
    /// uninitialised (its shape is only known after a forward pass).
    void step(std::int64_t batch_size);

    /// How step() sums the gradients of a parameter kept on several devices: given one per
    /// device, returns the sum for each device (on that device, or the gradient itself when
    /// the sum was written there). Null, the default: summed on the first device and copied
    /// back to the others (Gluon's kvstore 'device').
    using GradientReducer =
        std::function<std::vector<NDArray>(const std::vector<NDArray>& gradients)>;
    void set_reducer(GradientReducer reducer) { reducer_ = std::move(reducer); }

    double learning_rate() const { return lr_; }
    void set_learning_rate(double lr) { lr_ = lr; }
    double weight_decay() const { return wd_; }
    const ParameterDict& params() const { return params_; }
    std::uint64_t steps() const { return steps_; }

  private:
    /// Pushes w -= lr * (g / batch_size + wd * w).
    void update(NDArray w, const NDArray& g, std::int64_t batch_size) const;

    ParameterDict params_;
    GradientReducer reducer_;
    double lr_;
    double wd_;
    std::uint64_t steps_ = 0;
};

}  // namespace asynclab::nn
