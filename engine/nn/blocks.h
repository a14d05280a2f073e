// Gluon-style blocks, imperative half (namespace asynclab::nn).
//
// A Block is a piece of a network: layers and containers. Calling it with a Variable runs
// its forward() through ImperativeF (ops pushed to the engine, recorded by autograd
// inside autograd::record()). HybridBlocks write their math only against F in
// hybrid_forward(F, x), which is what makes them compilable.
//
// hybridize() marks every HybridBlock of the tree; a hybridized block's next call traces
// hybrid_forward through a TraceF into a graph, optimizes it (engine/nn/passes.h) and from
// then on runs it as one cached op per call (engine/nn/cached_op.h), re-tracing when the
// input's shape or type changes. Print then fires only while tracing. A plain Block (such
// as DataBranch) is never compiled: inside a Sequential it stays imperative while its
// hybrid siblings are compiled; inside a HybridBlock the first call is refused with
// not_hybridizable_reason() in the message.
//
// Naming: a network names its blocks the first time it is used as a whole (collect_params,
// initialize, a call, to_string): each unnamed block gets its base name plus a counter
// unique within that network, in depth-first order ("hybridsequential0", "dense0",
// "dense1", ...), and parameters get "<block name>_<local name>" ("dense0_weight").
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/nn/functional.h"
#include "engine/nn/parameter.h"

namespace asynclab::nn {

class CachedOp;   // engine/nn/cached_op.h
struct PassStep;  // engine/nn/passes.h

class Block {
  public:
    explicit Block(std::string base_name);
    virtual ~Block();
    Block(const Block&) = delete;
    Block& operator=(const Block&) = delete;

    // --- running --------------------------------------------------------------------------
    /// Runs the block imperatively (names the network first if needed).
    Variable operator()(const Variable& x);
    /// Runs the block on `f`; containers call their children through this.
    Tensor call(F& f, const Tensor& x);
    virtual Tensor forward(F& f, const Tensor& x) = 0;

    // --- structure ------------------------------------------------------------------------
    /// "Dense", "HybridSequential", ... (the Gluon class name).
    virtual std::string kind() const = 0;
    /// "dense0" once named; "" before.
    const std::string& name() const { return name_; }
    const std::string& base_name() const { return base_name_; }
    /// Fixes the name (and so the parameter prefix) before the network is named.
    void set_name(std::string name);
    const std::vector<std::shared_ptr<Block>>& children() const { return children_; }
    const std::vector<ParameterPtr>& params() const { return params_; }
    /// Names every unnamed block of this network (idempotent).
    void name_tree();

    /// Every parameter of this block and its descendants, depth first in definition
    /// order (own parameters before the children's). Names the network first.
    ParameterDict collect_params();
    void initialize(const Initializer& init = {}, Device device = Device::cpu(),
                    bool force_reinit = false);
    /// Every parameter on each of `devices` (data parallelism: Parameter::initialize).
    void initialize(const Initializer& init, const std::vector<Device>& devices,
                    bool force_reinit = false);
    /// Changes the element type of every parameter (e.g. float64 for gradient checks).
    void cast(DType dtype);

    // --- hybridization ---------------------------------------------------------------------
    virtual bool is_hybrid() const { return false; }
    /// Marks this block (when hybrid) and every descendant; the next call compiles.
    void hybridize(bool active = true);
    bool hybridized() const { return hybridized_; }
    /// "" when this block and all its descendants could be compiled; otherwise why not,
    /// naming the block, e.g. "databranch0: needs the value of x.sum() on the front end".
    std::string not_hybridizable_reason() const;
    /// The compiled graph of a hybridized block after its first call (null before, or when
    /// not hybridized). Calls re-trace when the input's shape or type changes.
    const CachedOp* cached_op() const { return cached_.get(); }
    /// The graph before and after each pass of the last compile (null before).
    const std::vector<PassStep>* compile_steps() const { return compile_steps_.get(); }

    /// Gluon-like description, e.g. "Dense(512 -> 256, Activation(relu))".
    virtual std::string to_string() const;

  protected:
    /// This block's own reason not to be compiled ("" when it can be).
    virtual std::string own_not_hybridizable_reason() const;
    ParameterPtr add_param(std::string local_name, Shape shape,
                           std::optional<Initializer> own_init = {});
    void add_child(std::shared_ptr<Block> child);
    std::string children_to_string() const;

  private:
    void name_tree(std::map<std::string, int>& counters, const std::vector<std::string>& taken);
    void collect(ParameterDict& out) const;

    /// Traces forward() through a TraceF, optimizes the graph and builds the cached op.
    void compile(const Variable& x);

    std::string base_name_;
    std::string name_;
    bool hybridized_ = false;
    std::shared_ptr<CachedOp> cached_;
    std::shared_ptr<std::vector<PassStep>> compile_steps_;
    std::vector<std::shared_ptr<Block>> children_;
    std::vector<ParameterPtr> params_;
};

using BlockPtr = std::shared_ptr<Block>;

/// A block whose math is written only against F (compilable later).
class HybridBlock : public Block {
  public:
    using Block::Block;
    bool is_hybrid() const override { return true; }
    Tensor forward(F& f, const Tensor& x) final { return hybrid_forward(f, x); }
    virtual Tensor hybrid_forward(F& f, const Tensor& x) = 0;
};

/// Runs children one after the other (imperative container).
class Sequential : public Block {
  public:
    Sequential() : Block("sequential") {}
    Sequential& add(BlockPtr child);
    std::string kind() const override { return "Sequential"; }
    Tensor forward(F& f, const Tensor& x) override;
    std::string to_string() const override;
};

class HybridSequential : public HybridBlock {
  public:
    HybridSequential() : HybridBlock("hybridsequential") {}
    HybridSequential& add(BlockPtr child);
    std::string kind() const override { return "HybridSequential"; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
    std::string to_string() const override;
};

/// Runs every child on the same input and concatenates their outputs on `axis`.
class HybridConcurrent : public HybridBlock {
  public:
    explicit HybridConcurrent(int axis = 1) : HybridBlock("hybridconcurrent"), axis_(axis) {}
    HybridConcurrent& add(BlockPtr child);
    int axis() const { return axis_; }
    std::string kind() const override { return "HybridConcurrent"; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
    std::string to_string() const override;

  private:
    int axis_;
};

/// Fully connected layer: y = act(x W^T + b), W (units, in_units), b (units). in_units = 0
/// is inferred from the input at the first call (deferred initialisation).
class Dense : public HybridBlock {
  public:
    explicit Dense(std::int64_t units, std::optional<ActKind> activation = {}, bool use_bias = true,
                   bool flatten = true, std::int64_t in_units = 0);
    std::string kind() const override { return "Dense"; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
    std::string to_string() const override;

    std::int64_t units() const { return units_; }
    /// 0 until known.
    std::int64_t in_units() const { return weight_->shape()[1]; }
    std::optional<ActKind> activation() const { return act_; }
    bool use_bias() const { return bias_ != nullptr; }
    bool flatten() const { return flatten_; }
    Parameter& weight() { return *weight_; }
    Parameter* bias() { return bias_.get(); }

  private:
    std::int64_t units_;
    std::optional<ActKind> act_;
    bool flatten_;
    ParameterPtr weight_, bias_;
};

class Activation : public HybridBlock {
  public:
    explicit Activation(ActKind kind) : HybridBlock("activation"), act_(kind) {}
    std::string kind() const override { return "Activation"; }
    ActKind activation() const { return act_; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
    std::string to_string() const override;

  private:
    ActKind act_;
};

/// Inverted dropout while training (autograd::is_training()); identity otherwise.
class Dropout : public HybridBlock {
  public:
    explicit Dropout(double rate);
    std::string kind() const override { return "Dropout"; }
    double rate() const { return rate_; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
    std::string to_string() const override;

  private:
    double rate_;
};

class Flatten : public HybridBlock {
  public:
    Flatten() : HybridBlock("flatten") {}
    std::string kind() const override { return "Flatten"; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
};

/// The chapter's print() inside hybrid_forward: a front-end side effect. Each time the
/// front end executes it, it reports the input to its sink (a sync point: the text needs
/// the values) and passes the input through. Imperatively that is every call; once the
/// compile step exists, only the tracing call will run it.
class Print : public HybridBlock {
  public:
    explicit Print(std::string label = {});
    std::string kind() const override { return "Print"; }
    const std::string& label() const { return label_; }
    /// This layer's sink; without one, the process-wide default sink is used.
    void set_sink(PrintSink sink) { sink_ = std::move(sink); }
    /// The process-wide default (initially: a line "label: text" on stdout). An empty
    /// function restores that.
    static void set_default_sink(PrintSink sink);
    static PrintSink default_sink();
    /// How many times this layer has fired.
    std::uint64_t fired() const { return fired_; }
    Tensor hybrid_forward(F& f, const Tensor& x) override;
    std::string to_string() const override;

  private:
    std::string label_;
    PrintSink sink_;
    std::uint64_t fired_ = 0;
};

/// Every Print layer in the tree under `root` (itself included), depth first.
std::vector<Print*> print_layers(Block& root);

/// "if x.sum() > 0 then A else B": data-dependent control flow on the front end. Reads
/// x.sum().item() (a sync point) on every call, so it cannot be compiled.
class DataBranch : public Block {
  public:
    DataBranch(BlockPtr then_branch, BlockPtr else_branch);
    std::string kind() const override { return "DataBranch"; }
    Tensor forward(F& f, const Tensor& x) override;
    std::string to_string() const override;
    /// 0 when the last call took A (sum > 0), 1 for B, -1 before the first call.
    int last_branch() const { return last_; }

  protected:
    std::string own_not_hybridizable_reason() const override;

  private:
    int last_ = -1;
};

}  // namespace asynclab::nn
