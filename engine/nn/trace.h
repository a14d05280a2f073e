// TraceF: records a forward pass through F into a Graph (namespace asynclab::nn).
//
// The same hybrid_forward code that ImperativeF runs at once is run here on symbolic
// tensors: each F call appends a node (MXNet op names) and returns a tensor naming it.
// Parameters become "null" variables (kind Param) named by their full name; the block
// input is the variable "data". print() reports the symbol once (front-end side effect
// at trace time); item() is impossible and throws, naming the layer being traced.
#pragma once

#include <string>
#include <vector>

#include "engine/nn/functional.h"
#include "engine/nn/graph.h"

namespace asynclab::nn {

class TraceF final : public F {
  public:
    TraceF() = default;
    const char* name() const override { return "symbol"; }
    bool is_symbolic() const override { return true; }

    /// Adds a data input variable and returns its symbolic tensor.
    Tensor input(const std::string& name, const Shape& shape, DType dtype);
    /// Marks `t` as a graph output.
    void mark_output(const Tensor& t);

    Graph& graph() { return graph_; }
    const Graph& graph() const { return graph_; }
    /// The traced parameters, in the order of their variables in the graph.
    const std::vector<Parameter*>& parameters() const { return params_; }

    /// Block scopes (node names are prefixed by the innermost block's name).
    void push_scope(const std::string& block) { scopes_.push_back(block); }
    void pop_scope() { scopes_.pop_back(); }

    Tensor parameter(Parameter& p) override;
    Tensor dense(const Tensor& x, const Tensor& weight, const Tensor& bias, bool flatten) override;
    Tensor activation(const Tensor& x, ActKind kind) override;
    Tensor dropout(const Tensor& x, double rate, bool training) override;
    Tensor flatten(const Tensor& x) override;
    Tensor concat(const std::vector<Tensor>& xs, int axis) override;
    Tensor reshape(const Tensor& x, const Shape& shape) override;
    Tensor add(const Tensor& a, const Tensor& b) override;
    Tensor sub(const Tensor& a, const Tensor& b) override;
    Tensor mul(const Tensor& a, const Tensor& b) override;
    Tensor mul_scalar(const Tensor& a, double s) override;
    Tensor add_scalar(const Tensor& a, double s) override;
    Tensor sum(const Tensor& x, const std::vector<int>& axes, bool keepdims) override;
    Tensor mean(const Tensor& x, const std::vector<int>& axes, bool keepdims) override;
    Tensor softmax_cross_entropy(const Tensor& logits, const Tensor& labels) override;
    Tensor l2_loss(const Tensor& pred, const Tensor& label) override;
    void print(const std::string& layer, const std::string& label, const Tensor& x,
               const PrintSink& sink) override;
    double item(const Tensor& x) override;

  private:
    Tensor op(const std::string& op, const std::string& base, std::vector<Tensor> inputs,
              std::map<std::string, std::string> attrs = {});
    std::int64_t node_of(const Tensor& t) const;
    std::string scoped(const std::string& base);

    Graph graph_;
    std::vector<Parameter*> params_;
    std::vector<std::string> scopes_;
    std::map<std::string, int> counters_;
};

/// RAII scope for TraceF::push_scope (no-op when `f` is not a TraceF).
class TraceScope {
  public:
    TraceScope(F& f, const std::string& block);
    ~TraceScope();
    TraceScope(const TraceScope&) = delete;
    TraceScope& operator=(const TraceScope&) = delete;

  private:
    TraceF* t_;
};

}  // namespace asynclab::nn
