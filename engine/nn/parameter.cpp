#include "engine/nn/parameter.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace asynclab::nn {

namespace {

std::uint64_t fnv1a(const std::string& s) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::uint64_t mix(std::uint64_t seed, const std::string& name) {
    std::uint64_t z = seed ^ fnv1a(name);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace

Initializer Initializer::uniform(double scale, std::uint64_t seed) {
    Initializer i;
    i.kind = Kind::Uniform;
    i.scale = scale;
    i.seed = seed;
    return i;
}
Initializer Initializer::normal(double sigma, std::uint64_t seed) {
    Initializer i;
    i.kind = Kind::Normal;
    i.sigma = sigma;
    i.seed = seed;
    return i;
}
Initializer Initializer::xavier(double magnitude, std::uint64_t seed) {
    Initializer i;
    i.kind = Kind::Xavier;
    i.magnitude = magnitude;
    i.seed = seed;
    return i;
}
Initializer Initializer::constant(double value) {
    Initializer i;
    i.kind = Kind::Constant;
    i.value = value;
    return i;
}

NDArray Initializer::make(const std::string& name, const Shape& shape, DType dtype, Device device,
                          Engine* engine) const {
    const std::uint64_t s = mix(seed, name);
    switch (kind) {
        case Kind::Uniform: return NDArray::uniform(shape, -scale, scale, s, device, dtype, engine);
        case Kind::Normal: return NDArray::normal(shape, 0.0, sigma, s, device, dtype, engine);
        case Kind::Constant: return NDArray::full(shape, value, device, dtype, engine);
        case Kind::Xavier: {
            double fan_in = 1, fan_out = 1;
            if (shape.ndim() >= 2) {
                double receptive = 1;
                for (std::size_t i = 2; i < shape.ndim(); ++i)
                    receptive *= static_cast<double>(shape[i]);
                fan_in = static_cast<double>(shape[1]) * receptive;
                fan_out = static_cast<double>(shape[0]) * receptive;
            } else if (shape.ndim() == 1) {
                fan_in = fan_out = static_cast<double>(shape[0]);
            }
            const double avg = std::max(1.0, (fan_in + fan_out) / 2.0);
            const double bound = std::sqrt(magnitude / avg);
            return NDArray::uniform(shape, -bound, bound, s, device, dtype, engine);
        }
    }
    throw std::logic_error("Initializer: unknown kind");
}

std::string Initializer::describe() const {
    std::ostringstream os;
    switch (kind) {
        case Kind::Uniform: os << "Uniform(scale=" << scale << ", seed=" << seed << ")"; break;
        case Kind::Normal: os << "Normal(sigma=" << sigma << ", seed=" << seed << ")"; break;
        case Kind::Xavier:
            os << "Xavier(magnitude=" << magnitude << ", seed=" << seed << ")";
            break;
        case Kind::Constant: os << "Constant(" << value << ")"; break;
    }
    return os.str();
}

// --- Parameter -----------------------------------------------------------------------------

Parameter::Parameter(std::string local_name, Shape shape, DType dtype,
                     std::optional<Initializer> own_init, GradReq grad_req)
    : local_name_(std::move(local_name)),
      shape_(std::move(shape)),
      dtype_(dtype),
      own_init_(std::move(own_init)),
      grad_req_(grad_req) {
    for (std::int64_t d : shape_.dims())
        if (d < 0)
            throw ShapeError("Parameter '" + local_name_ + "': negative dimension in " +
                             shape_.to_string());
}

bool Parameter::shape_known() const {
    for (std::int64_t d : shape_.dims())
        if (d <= 0) return false;
    return true;
}

void Parameter::set_grad_req(GradReq req) {
    grad_req_ = req;
    const auto reattach = [req](Variable& copy) {
        if (!copy.defined()) return;
        Variable v(copy.data());
        if (req != GradReq::Null) v.attach_grad(req);
        copy = v;
    };
    reattach(var_);
    for (Variable& copy : more_) reattach(copy);
}

void Parameter::initialize(const Initializer& init, Device device, Engine* engine,
                           bool force_reinit) {
    initialize(init, std::vector<Device>{device}, engine, force_reinit);
}

void Parameter::initialize(const Initializer& init, const std::vector<Device>& devices,
                           Engine* engine, bool force_reinit) {
    if (devices.empty())
        throw std::invalid_argument("Parameter '" + name() + "': initialize on no device");
    for (std::size_t i = 0; i < devices.size(); ++i)
        for (std::size_t j = i + 1; j < devices.size(); ++j)
            if (devices[i] == devices[j])
                throw std::invalid_argument("Parameter '" + name() + "': " + devices[i].name() +
                                            " is named twice");
    if (initialized() && !force_reinit) return;  // like Gluon: a warning, not an error
    Engine* e = engine ? engine : &Engine::current();
    pending_ = Pending{own_init_.value_or(init), devices.front(), e};
    more_devices_.assign(devices.begin() + 1, devices.end());
    more_.clear();
    if (shape_known()) finish_deferred_init(shape_);
}

void Parameter::finish_deferred_init(const Shape& shape) {
    if (!pending_) {
        if (initialized() && shape == shape_) return;
        throw std::logic_error("Parameter '" + name() +
                               "' has not been initialized: call initialize() on the network "
                               "(or the parameter) before the first forward pass");
    }
    if (shape.ndim() != shape_.ndim())
        throw ShapeError("Parameter '" + name() + "': shape " + shape.to_string() +
                         " does not match " + shape_.to_string());
    for (std::size_t i = 0; i < shape.ndim(); ++i)
        if ((shape_[i] > 0 && shape[i] != shape_[i]) || shape[i] <= 0)
            throw ShapeError("Parameter '" + name() + "': inferred shape " + shape.to_string() +
                             " contradicts " + shape_.to_string());
    shape_ = shape;
    const Pending p = *pending_;
    pending_.reset();
    Variable v(p.init.make(name(), shape_, dtype_, p.device, p.engine));
    if (grad_req_ != GradReq::Null) v.attach_grad(grad_req_);
    var_ = std::move(v);
    make_copies();
}

void Parameter::make_copies() {
    // The other devices' copies start from the first one's values (copies, pushed).
    more_.clear();
    for (Device d : more_devices_) {
        Variable copy(var_.data().copy_to(d));
        if (grad_req_ != GradReq::Null) copy.attach_grad(grad_req_);
        more_.push_back(std::move(copy));
    }
}

const Variable& Parameter::var() const {
    if (!var_.defined()) {
        if (pending_)
            throw std::logic_error("Parameter '" + name() +
                                   "' has not been initialized yet because initialization was "
                                   "deferred: its shape " +
                                   shape_.to_string() +
                                   " is known only after the first forward pass");
        throw std::logic_error("Parameter '" + name() +
                               "' has not been initialized: call initialize() first");
    }
    return var_;
}

const Variable& Parameter::var_on(Device device) const {
    const Variable& first = var();
    if (first.device() == device) return first;
    for (const Variable& copy : more_)
        if (copy.device() == device) return copy;
    std::string on;
    for (Device d : devices()) on += (on.empty() ? "" : ", ") + d.name();
    throw std::invalid_argument("Parameter '" + name() + "' has no copy on " + device.name() +
                                ": it is on " + on +
                                " (initialize the network with ctx= every device it runs on)");
}

std::vector<Variable> Parameter::copies() const {
    std::vector<Variable> out{var()};
    out.insert(out.end(), more_.begin(), more_.end());
    return out;
}

std::vector<Device> Parameter::devices() const {
    std::vector<Device> out;
    for (const Variable& copy : copies()) out.push_back(copy.device());
    return out;
}

void Parameter::set_data(const NDArray& values) {
    if (!var_.defined()) {
        bool fits = values.shape().ndim() == shape_.ndim();
        for (std::size_t i = 0; fits && i < shape_.ndim(); ++i)
            fits = shape_[i] <= 0 || shape_[i] == values.shape()[i];
        if (!fits)
            throw ShapeError("Parameter '" + name() + "': set_data with " +
                             values.shape().to_string() + " for shape " + shape_.to_string());
        shape_ = values.shape();
        dtype_ = values.dtype();
        // On the device initialize() asked for, if it was called (deferred), else on the
        // values' own.
        const Device first = pending_ ? pending_->device : values.device();
        pending_.reset();
        Variable v(values.device() == first ? values.copy() : values.copy_to(first));
        if (grad_req_ != GradReq::Null) v.attach_grad(grad_req_);
        var_ = std::move(v);
        make_copies();
        return;
    }
    var_.set_data(values.device() == var_.device() ? values : values.copy_to(var_.device()));
    for (Variable& copy : more_)  // every copy takes the values
        copy.set_data(values.device() == copy.device() ? values : values.copy_to(copy.device()));
}

void Parameter::cast(DType dtype) {
    if (dtype == dtype_) return;
    if (!more_devices_.empty())
        throw std::invalid_argument("Parameter '" + name() +
                                    "': cast() of a parameter kept on several devices is not "
                                    "supported; cast before initializing");
    dtype_ = dtype;
    if (!var_.defined()) return;
    const NDArray old = var_.data();
    const auto values = old.to_host();
    Variable v(NDArray::from_values(old.shape(), values, old.device(), dtype, &old.engine()));
    if (grad_req_ != GradReq::Null) v.attach_grad(grad_req_);
    var_ = std::move(v);
}

// --- ParameterDict ---------------------------------------------------------------------------

ParameterPtr ParameterDict::find(const std::string& name) const {
    for (const auto& [n, p] : entries_)
        if (n == name) return p;
    return nullptr;
}

Parameter& ParameterDict::at(const std::string& name) const {
    if (auto p = find(name)) return *p;
    throw std::out_of_range("no parameter named '" + name + "'");
}

std::vector<std::string> ParameterDict::names() const {
    std::vector<std::string> out;
    for (const auto& e : entries_) out.push_back(e.first);
    return out;
}

void ParameterDict::add(ParameterPtr p) {
    if (!p) throw std::invalid_argument("ParameterDict::add: null parameter");
    if (find(p->name()))
        throw std::invalid_argument("duplicate parameter name '" + p->name() +
                                    "': give the blocks distinct names");
    std::string n = p->name();
    entries_.emplace_back(std::move(n), std::move(p));
}

void ParameterDict::initialize(const Initializer& init, Device device, bool force_reinit) const {
    initialize(init, std::vector<Device>{device}, force_reinit);
}

void ParameterDict::initialize(const Initializer& init, const std::vector<Device>& devices,
                               bool force_reinit) const {
    for (const auto& e : entries_) e.second->initialize(init, devices, nullptr, force_reinit);
}

void ParameterDict::zero_grad() const {
    for (const auto& e : entries_) {
        if (!e.second->initialized()) continue;
        for (const Variable& copy : e.second->copies())
            if (copy.grad().defined()) copy.grad() *= 0.0;
    }
}

std::int64_t ParameterDict::count_scalars() const {
    std::int64_t n = 0;
    for (const auto& e : entries_)
        if (e.second->shape_known()) n += e.second->shape().size();
    return n;
}

}  // namespace asynclab::nn
