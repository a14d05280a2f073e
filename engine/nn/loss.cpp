#include "engine/nn/loss.h"

namespace asynclab::nn {

Variable Loss::operator()(const Variable& pred, const Variable& label) {
    return forward(imperative_f(), Tensor(pred), Tensor(label)).variable();
}

Tensor L2Loss::forward(F& f, const Tensor& pred, const Tensor& label) {
    return f.l2_loss(pred, label);
}

Tensor SoftmaxCrossEntropyLoss::forward(F& f, const Tensor& pred, const Tensor& label) {
    return f.softmax_cross_entropy(pred, label);
}

}  // namespace asynclab::nn
