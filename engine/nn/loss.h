// Losses (namespace asynclab::nn). Like Gluon's, they return one loss per sample (a
// vector over the batch axis 0); loss.backward() then uses a head gradient of ones and
// Trainer::step(batch_size) divides by the batch size.
#pragma once

#include <string>

#include "engine/nn/functional.h"

namespace asynclab::nn {

class Loss {
  public:
    virtual ~Loss() = default;
    /// Imperative call (recorded inside autograd::record()).
    Variable operator()(const Variable& pred, const Variable& label);
    /// The math, against F (so that losses can be compiled with the network later).
    virtual Tensor forward(F& f, const Tensor& pred, const Tensor& label) = 0;
    virtual std::string name() const = 0;
};

/// 0.5 * (pred - label)^2, averaged over every axis but the batch axis. `label` may have
/// pred's shape or just as many elements (e.g. (N,) labels for (N, 1) predictions).
class L2Loss : public Loss {
  public:
    Tensor forward(F& f, const Tensor& pred, const Tensor& label) override;
    std::string name() const override { return "L2Loss"; }
};

/// -log softmax(pred)[label] per sample, with sparse labels (class indices stored as
/// floats, shape (N,)); the log-softmax subtracts the row maximum for stability.
class SoftmaxCrossEntropyLoss : public Loss {
  public:
    Tensor forward(F& f, const Tensor& pred, const Tensor& label) override;
    std::string name() const override { return "SoftmaxCrossEntropyLoss"; }
};

}  // namespace asynclab::nn
