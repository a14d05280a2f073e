// Parameters, their initialisers, and ordered parameter dictionaries (namespace
// asynclab::nn).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/nn/autograd.h"

namespace asynclab::nn {

/// How parameter values are drawn. Every parameter gets its own stream: the seed mixed
/// with a hash of the parameter's full name, so a network initialises identically on
/// every run and regardless of the order in which deferred shapes become known.
struct Initializer {
    enum class Kind : std::uint8_t { Uniform = 0, Normal, Xavier, Constant };
    Kind kind = Kind::Uniform;
    double scale = 0.07;   ///< Uniform: values in [-scale, scale) (Gluon's default init)
    double sigma = 0.01;   ///< Normal: standard deviation (mean 0)
    double magnitude = 3;  ///< Xavier (uniform, averaged fans): sqrt(magnitude / fan_avg)
    double value = 0;      ///< Constant
    std::uint64_t seed = 0;

    static Initializer uniform(double scale = 0.07, std::uint64_t seed = 0);
    static Initializer normal(double sigma = 0.01, std::uint64_t seed = 0);
    static Initializer xavier(double magnitude = 3, std::uint64_t seed = 0);
    static Initializer constant(double value);
    static Initializer zeros() { return constant(0); }

    /// Pushes the op that fills a new array for parameter `name`.
    NDArray make(const std::string& name, const Shape& shape, DType dtype, Device device,
                 Engine* engine = nullptr) const;
    /// "Uniform(scale=0.07, seed=0)"
    std::string describe() const;
};

/// A learnable array with a gradient. Its shape may be partly unknown (0 dimensions)
/// until the first forward pass (deferred initialisation, like Gluon's in_units=0).
class Parameter {
  public:
    /// `own_init` overrides the initializer passed to initialize() (biases use zeros).
    Parameter(std::string local_name, Shape shape, DType dtype = DType::Float32,
              std::optional<Initializer> own_init = {}, GradReq grad_req = GradReq::Write);

    /// Full name, e.g. "dense0_weight" (set when the owning network names its blocks).
    const std::string& name() const { return name_.empty() ? local_name_ : name_; }
    const std::string& local_name() const { return local_name_; }
    void set_full_name(std::string name) { name_ = std::move(name); }

    const Shape& shape() const { return shape_; }
    /// False while a dimension is still 0 (to be inferred).
    bool shape_known() const;
    DType dtype() const { return dtype_; }
    GradReq grad_req() const { return grad_req_; }
    void set_grad_req(GradReq req);

    /// Creates the data (and a zero gradient) on `device`, or records the request when the
    /// shape is not known yet. Re-initialising an initialised parameter needs force_reinit.
    void initialize(const Initializer& init, Device device = Device::cpu(),
                    Engine* engine = nullptr, bool force_reinit = false);
    /// Data parallelism (Gluon's initialize(ctx=[...])): the data on the first of `devices`,
    /// and a copy of the same values, with a gradient of its own, on each of the others.
    /// Throws std::invalid_argument for no device or one named twice.
    void initialize(const Initializer& init, const std::vector<Device>& devices,
                    Engine* engine = nullptr, bool force_reinit = false);
    /// Completes a deferred initialisation once the layer knows the full shape. Throws
    /// when initialize() was never called, or when `shape` contradicts a known dimension.
    void finish_deferred_init(const Shape& shape);
    bool initialized() const { return var_.defined(); }
    bool deferred() const { return pending_.has_value(); }

    /// Throws std::logic_error with a Gluon-like explanation when not initialised.
    const Variable& var() const;
    /// The copy on `device` (var() when the parameter has one copy, there); throws
    /// std::invalid_argument naming the devices it is on when it has none there.
    const Variable& var_on(Device device) const;
    /// Every copy, the first device's first (one, unless initialised on several devices).
    std::vector<Variable> copies() const;
    /// The devices of copies().
    std::vector<Device> devices() const;
    NDArray data() const { return var().data(); }
    NDArray grad() const { return var().grad(); }
    /// Copies `values` into the data (same shape and type).
    void set_data(const NDArray& values);
    /// Changes the element type; converts existing values (a sync point when initialised).
    void cast(DType dtype);

  private:
    /// The copies on more_devices_, from var_'s values.
    void make_copies();

    struct Pending {
        Initializer init;
        Device device;
        Engine* engine;
    };
    std::string local_name_;
    std::string name_;
    Shape shape_;
    DType dtype_;
    std::optional<Initializer> own_init_;
    GradReq grad_req_;
    std::optional<Pending> pending_;
    std::vector<Device> more_devices_;  ///< where copies are made besides the first device
    Variable var_;
    std::vector<Variable> more_;  ///< the copies on more_devices_, once made
};

using ParameterPtr = std::shared_ptr<Parameter>;

/// Parameters by full name, in the order the network defines them.
class ParameterDict {
  public:
    using Entry = std::pair<std::string, ParameterPtr>;
    std::size_t size() const { return entries_.size(); }
    bool empty() const { return entries_.empty(); }
    std::vector<Entry>::const_iterator begin() const { return entries_.begin(); }
    std::vector<Entry>::const_iterator end() const { return entries_.end(); }
    /// nullptr when absent.
    ParameterPtr find(const std::string& name) const;
    /// Throws std::out_of_range naming the missing key.
    Parameter& at(const std::string& name) const;
    std::vector<std::string> names() const;
    /// Appends; throws std::invalid_argument for a name already present.
    void add(ParameterPtr p);
    void initialize(const Initializer& init, Device device = Device::cpu(),
                    bool force_reinit = false) const;
    /// Each parameter on every one of `devices` (Parameter::initialize).
    void initialize(const Initializer& init, const std::vector<Device>& devices,
                    bool force_reinit = false) const;
    /// Zeroes every copy's gradient.
    void zero_grad() const;
    /// Total number of scalars of the parameters whose shape is known.
    std::int64_t count_scalars() const;

  private:
    std::vector<Entry> entries_;
};

}  // namespace asynclab::nn
