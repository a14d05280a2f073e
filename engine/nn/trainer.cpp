#include "engine/nn/trainer.h"

#include <stdexcept>
#include <string>

#include "engine/kernels/cpu_kernels.h"
#include "engine/nn/detail.h"

namespace asynclab::nn {

Trainer::Trainer(ParameterDict params, double learning_rate, double weight_decay)
    : params_(std::move(params)), lr_(learning_rate), wd_(weight_decay) {
    if (!(learning_rate >= 0)) throw std::invalid_argument("Trainer: learning_rate must be >= 0");
    if (!(weight_decay >= 0)) throw std::invalid_argument("Trainer: weight_decay must be >= 0");
}

void Trainer::step(std::int64_t batch_size) {
    if (batch_size <= 0)
        throw std::invalid_argument("Trainer::step: batch_size must be positive, got " +
                                    std::to_string(batch_size));
    for (const auto& [name, p] : params_) {
        if (p->grad_req() == GradReq::Null) continue;
        if (!p->initialized())
            throw std::logic_error("Trainer::step: parameter '" + name +
                                   "' is not initialized yet; run a forward pass (and backward) "
                                   "before step()");
        const std::vector<Variable> copies = p->copies();
        if (copies.size() > 1 && reducer_) {
            std::vector<NDArray> grads;
            for (const Variable& copy : copies) grads.push_back(copy.grad());
            const std::vector<NDArray> sums = reducer_(grads);
            if (sums.size() != grads.size())
                throw std::logic_error("Trainer::step: the gradient reducer gave " +
                                       std::to_string(sums.size()) + " sums for " +
                                       std::to_string(grads.size()) + " gradients");
            for (std::size_t i = 0; i < grads.size(); ++i)
                if (sums[i].var() != grads[i].var())
                    grads[i].assign_(sums[i].device() == grads[i].device()
                                         ? sums[i]
                                         : sums[i].copy_to(grads[i].device()));
        } else if (copies.size() > 1) {
            // Kept on several devices (data parallelism): the gradients are summed on the
            // first one, the sum goes back to every other, and each copy takes the same step
            // (Gluon's Trainer with a device kvstore).
            NDArray sum = copies.front().grad();
            for (std::size_t i = 1; i < copies.size(); ++i)
                sum += copies[i].grad().copy_to(sum.device());
            for (std::size_t i = 1; i < copies.size(); ++i) {
                NDArray g = copies[i].grad();
                g.assign_(sum.copy_to(g.device()));
            }
        }
        for (const Variable& copy : copies) update(copy.data(), copy.grad(), batch_size);
    }
    ++steps_;
}

void Trainer::update(NDArray w, const NDArray& g, std::int64_t batch_size) const {
    const double lr = lr_, wd = wd_, rescale = 1.0 / static_cast<double>(batch_size);
    detail::push_op("sgd_update",
                    detail::op_props(OpKind::Elementwise, {3.0 * static_cast<double>(w.size()),
                                                           3.0 * static_cast<double>(w.nbytes())}),
                    {g}, {w},
                    [lr, wd, rescale](const std::vector<detail::OpArg>& r,
                                      const std::vector<detail::OpArg>& out) {
                        detail::with_dtype(out[0].dtype(), [&](auto zero) {
                            using T = decltype(zero);
                            cpu::sgd_update(out[0].data_as<T>(), r[0].data_as<T>(), out[0].size(),
                                            static_cast<T>(lr), static_cast<T>(rescale),
                                            static_cast<T>(wd));
                        });
                    });
}

}  // namespace asynclab::nn
