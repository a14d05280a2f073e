#include "engine/nn/autograd.h"

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

namespace asynclab::nn {

const char* grad_req_name(GradReq req) {
    switch (req) {
        case GradReq::Null: return "null";
        case GradReq::Write: return "write";
        case GradReq::Add: return "add";
    }
    return "?";
}

namespace autograd {

namespace {
thread_local bool tls_recording = false;
thread_local bool tls_training = false;
std::atomic<std::uint64_t> next_seq{1};
std::atomic<std::uint64_t> recorded{0};
}  // namespace

bool is_recording() {
    return tls_recording;
}
bool is_training() {
    return tls_training;
}

Scope::Scope(bool recording, bool training)
    : prev_recording_(tls_recording), prev_training_(tls_training) {
    tls_recording = recording;
    tls_training = training;
}
Scope::~Scope() {
    tls_recording = prev_recording_;
    tls_training = prev_training_;
}

void set_mode(bool recording, bool training) {
    tls_recording = recording;
    tls_training = training;
}

Scope train_mode() {
    return Scope(tls_recording, true);
}
Scope predict_mode() {
    return Scope(tls_recording, false);
}

std::uint64_t tape_entries_recorded() {
    return recorded.load();
}

// Used by autograd_ops.cpp.
std::uint64_t take_seq(bool is_op) {
    if (is_op) recorded.fetch_add(1, std::memory_order_relaxed);
    return next_seq.fetch_add(1, std::memory_order_relaxed);
}

void backward(const std::vector<Variable>& heads, const std::vector<NDArray>& head_grads,
              bool retain_graph) {
    if (heads.empty()) throw std::invalid_argument("backward: no heads given");
    if (!head_grads.empty() && head_grads.size() != heads.size())
        throw std::invalid_argument("backward: " + std::to_string(head_grads.size()) +
                                    " head gradients for " + std::to_string(heads.size()) +
                                    " heads");
    // Collect every node reachable from the heads.
    std::vector<Node*> order;
    std::unordered_set<Node*> seen;
    std::vector<Node*> stack;
    for (const Variable& h : heads) {
        if (!h.node())
            throw std::logic_error(
                "backward: the head has no autograd history; compute it inside "
                "autograd::record() from a variable with attach_grad()");
        if (seen.insert(h.node().get()).second) stack.push_back(h.node().get());
    }
    // Owning references: freeing the graph below must not destroy nodes still visited.
    std::vector<std::shared_ptr<Node>> keep;
    for (const Variable& h : heads) keep.push_back(h.node());
    while (!stack.empty()) {
        Node* n = stack.back();
        stack.pop_back();
        order.push_back(n);
        for (const auto& in : n->inputs)
            if (in) keep.push_back(in);
        if (!n->leaf && !n->backward)
            throw std::logic_error("backward: the graph through '" + n->op +
                                   "' was freed by an earlier backward; pass retain_graph=true "
                                   "to back-propagate twice");
        for (const auto& in : n->inputs)
            if (in && seen.insert(in.get()).second) stack.push_back(in.get());
    }
    // Inputs are always recorded before the ops that use them: reverse recording order is
    // a topological order.
    std::sort(order.begin(), order.end(), [](Node* a, Node* b) { return a->seq > b->seq; });
    // How many gradients each node receives (an input used twice by one op counts twice):
    // a write leaf that receives one can have it written straight into its buffer.
    std::unordered_map<Node*, int> incoming;
    for (const Variable& h : heads) ++incoming[h.node().get()];
    for (Node* n : order)
        for (const auto& in : n->inputs)
            if (in) ++incoming[in.get()];

    std::unordered_map<Node*, NDArray> grads;
    auto accumulate = [&](Node* n, NDArray g) {
        if (g.shape() != n->shape)
            throw std::logic_error("backward: gradient of shape " + g.shape().to_string() +
                                   " for a value of shape " + n->shape.to_string() + " in '" +
                                   n->op + "'");
        auto it = grads.find(n);
        if (it == grads.end())
            grads.emplace(n, std::move(g));
        else
            it->second = add(it->second, g);
    };
    for (std::size_t i = 0; i < heads.size(); ++i) {
        const Variable& h = heads[i];
        NDArray g;
        if (!head_grads.empty() && head_grads[i].defined()) {
            g = head_grads[i];
            if (g.shape() != h.shape() || g.dtype() != h.dtype())
                throw ShapeError("backward: head gradient " + g.describe() +
                                 " does not match the head " + h.data().describe());
        } else {
            g = NDArray::ones(h.shape(), h.device(), h.dtype(), &h.data().engine());
        }
        accumulate(h.node().get(), std::move(g));
    }
    for (Node* n : order) {
        auto it = grads.find(n);
        if (it == grads.end()) continue;
        // Taken out now, so gradients are released in topological order. Left in the map
        // until it is destroyed, they went in the order of its buckets, which hash heap
        // addresses: a run that allocated differently (timing only) freed them in another
        // order, and so could another process.
        NDArray g = std::move(it->second);
        grads.erase(it);
        if (n->leaf) {
            switch (n->grad_req) {
                case GradReq::Null: break;
                case GradReq::Write:
                    if (g.var() != n->grad.var()) n->grad.assign_(g);  // else written in place
                    break;
                case GradReq::Add: n->grad += g; break;
            }
            continue;
        }
        std::vector<NDArray> into(n->inputs.size());
        for (std::size_t i = 0; i < n->inputs.size(); ++i) {
            Node* in = n->inputs[i].get();
            if (in && in->leaf && in->grad_req == GradReq::Write && incoming[in] == 1)
                into[i] = in->grad;
        }
        std::vector<NDArray> in_grads = n->backward(g, into);
        if (in_grads.size() != n->inputs.size())
            throw std::logic_error("backward: op '" + n->op + "' returned " +
                                   std::to_string(in_grads.size()) + " gradients for " +
                                   std::to_string(n->inputs.size()) + " inputs");
        for (std::size_t i = 0; i < in_grads.size(); ++i)
            if (n->inputs[i] && in_grads[i].defined())
                accumulate(n->inputs[i].get(), std::move(in_grads[i]));
    }
    if (!retain_graph)
        for (Node* n : order)
            if (!n->leaf) {
                n->backward = nullptr;
                n->inputs.clear();
            }
}

}  // namespace autograd

void Variable::attach_grad(GradReq req) {
    if (!data_.defined()) throw std::invalid_argument("attach_grad: empty variable");
    auto n = std::make_shared<autograd::Node>();
    n->seq = autograd::take_seq(false);
    n->op = "leaf";
    n->shape = data_.shape();
    n->dtype = data_.dtype();
    n->leaf = true;
    n->grad_req = req;
    n->grad = NDArray::zeros(data_.shape(), data_.device(), data_.dtype(), &data_.engine());
    node_ = std::move(n);
}

NDArray Variable::grad() const {
    return node_ && node_->leaf ? node_->grad : NDArray();
}

void Variable::backward(const std::optional<NDArray>& head_grad, bool retain_graph) const {
    std::vector<NDArray> hg;
    if (head_grad) hg.push_back(*head_grad);
    autograd::backward({*this}, hg, retain_graph);
}

}  // namespace asynclab::nn
