#include "engine/nn/mxnet_attrs.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace asynclab::nn {

namespace {

/// One node's attributes, read with the node named in every message.
class Attrs {
  public:
    Attrs(const GraphNode& node, std::size_t index) : node_(node), index_(index) {}

    [[noreturn]] void fail(const std::string& key, const std::string& why) const {
        throw std::runtime_error("node " + std::to_string(index_) + " ('" + node_.name + "', " +
                                 node_.op + "): " + key + " = '" + node_.attr(key) + "': " + why);
    }
    [[noreturn]] void fail_node(const std::string& why) const {
        throw std::runtime_error("node " + std::to_string(index_) + " ('" + node_.name + "', " +
                                 node_.op + "): " + why);
    }

    bool has(const std::string& key) const { return node_.attrs.count(key) != 0; }
    /// MXNet writes "None" for an optional field left unset.
    bool unset(const std::string& key) const { return !has(key) || node_.attr(key) == "None"; }

    void require(const std::string& key) const {
        if (!has(key)) fail_node("the attribute " + key + " is required");
    }

    /// An integer in [lo, hi]; nullopt when absent.
    std::optional<std::int64_t> integer(const std::string& key, std::int64_t lo,
                                        std::int64_t hi = INT64_MAX) const {
        if (unset(key)) return std::nullopt;
        const std::string text = trimmed(node_.attr(key));
        std::int64_t v = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
        if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty())
            fail(key, "must be an integer" + range_text(lo, hi));
        if (v < lo || v > hi) fail(key, "out of range: must be" + range_text(lo, hi));
        return v;
    }

    /// A finite number; `lo_open` excludes `lo` itself. nullopt when absent.
    std::optional<double> number(const std::string& key, double lo = -HUGE_VAL,
                                 double hi = HUGE_VAL, bool lo_open = false) const {
        if (unset(key)) return std::nullopt;
        const std::string text = trimmed(node_.attr(key));
        double v = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
        std::string allowed;
        if (std::isfinite(lo) && std::isfinite(hi))
            allowed =
                std::string(lo_open ? " in (" : " in [") + format(lo) + ", " + format(hi) + "]";
        else if (std::isfinite(lo))
            allowed = std::string(lo_open ? " greater than " : " at least ") + format(lo);
        if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty() ||
            !std::isfinite(v))
            fail(key, "must be a finite number" + allowed);
        if (v < lo || v > hi || (lo_open && v == lo)) fail(key, "out of range: must be" + allowed);
        return v;
    }

    /// True/False as MXNet spells them (also true/false/1/0); nullopt when absent.
    std::optional<bool> boolean(const std::string& key) const {
        if (unset(key)) return std::nullopt;
        const std::string text = trimmed(node_.attr(key));
        if (text == "True" || text == "true" || text == "1") return true;
        if (text == "False" || text == "false" || text == "0") return false;
        fail(key, "must be True or False");
    }

    /// One of `choices`; nullopt when absent.
    std::optional<std::string> choice(const std::string& key,
                                      std::initializer_list<std::string_view> choices) const {
        if (unset(key)) return std::nullopt;
        const std::string text = trimmed(node_.attr(key));
        for (std::string_view c : choices)
            if (text == c) return text;
        std::string list;
        for (std::string_view c : choices) list += (list.empty() ? "" : ", ") + std::string(c);
        fail(key, "must be one of " + list);
    }

    /// A tuple of `min_dims` to `max_dims` integers, each at least `lo`; nullopt when absent
    /// (an empty tuple "()" counts as absent: MXNet's default for strides and pads).
    std::optional<std::vector<std::int64_t>> tuple(const std::string& key, std::int64_t lo,
                                                   std::size_t min_dims = 0,
                                                   std::size_t max_dims = 32) const {
        if (unset(key)) return std::nullopt;
        const auto dims = parse_tuple(node_.attr(key));
        if (!dims) fail(key, "must be a tuple of integers such as (2, 2)");
        if (dims->empty() && min_dims > 0) return std::nullopt;
        if (dims->size() < min_dims || dims->size() > max_dims)
            fail(key, "must have " + std::to_string(min_dims) +
                          (max_dims != min_dims ? " to " + std::to_string(max_dims) : "") +
                          " values, not " + std::to_string(dims->size()));
        for (std::int64_t d : *dims)
            if (d < lo)
                fail(key, "out of range: each value must be at least " + std::to_string(lo));
        return dims;
    }

    const GraphNode& node() const { return node_; }

  private:
    static std::string trimmed(const std::string& s) {
        const auto b = s.find_first_not_of(" \t\n\r");
        if (b == std::string::npos) return {};
        return s.substr(b, s.find_last_not_of(" \t\n\r") - b + 1);
    }
    static std::string format(double v) {
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, v);
        return std::string(buf, r.ptr);
    }
    static std::string range_text(std::int64_t lo, std::int64_t hi) {
        if (lo == INT64_MIN && hi == INT64_MAX) return {};
        if (hi == INT64_MAX) return " at least " + std::to_string(lo);
        return " from " + std::to_string(lo) + " to " + std::to_string(hi);
    }

    const GraphNode& node_;
    std::size_t index_;
};

constexpr std::int64_t kAnyInt = INT64_MIN;

/// Layouts MXNet's convolution and pooling accept.
const std::initializer_list<std::string_view> kLayouts = {"NCW", "NCHW", "NCDHW",
                                                          "NWC", "NHWC", "NDHWC"};

/// A window's kernel, stride, dilate and pad (Convolution, Deconvolution, Pooling): the
/// kernel has 1 to 3 dims, each at least 1; strides and dilations at least 1; pads at least
/// 0; each as many values as the kernel has.
void check_window(const Attrs& a, bool kernel_required, bool with_dilate) {
    if (kernel_required) a.require("kernel");
    const auto kernel = a.tuple("kernel", 1, 1, 3);
    const std::size_t dims = kernel ? kernel->size() : 0;
    for (const char* key : {"stride", "dilate", "pad"}) {
        if (std::string_view(key) == "dilate" && !with_dilate) continue;
        const auto v = a.tuple(key, std::string_view(key) == "pad" ? 0 : 1, 1, 3);
        if (v && dims && v->size() != dims)
            a.fail(key, "must have as many values as kernel (" + std::to_string(dims) + ")");
    }
    a.choice("layout", kLayouts);
    a.boolean("cudnn_off");
}

/// The channels of the node's first input when its shape is known (axis 1, or the last one
/// for the channels-last layouts); nullopt else.
std::optional<std::int64_t> input_channels(const Graph& graph, const Attrs& a) {
    const GraphNode& n = a.node();
    if (n.inputs.empty()) return std::nullopt;
    const NodeRef in = n.inputs.front();
    if (in.node < 0 || in.node >= static_cast<std::int64_t>(graph.size()) || in.index != 0)
        return std::nullopt;
    const GraphNode& x = graph.nodes[static_cast<std::size_t>(in.node)];
    if (!x.shape_known || x.shape.ndim() < 2) return std::nullopt;
    const std::string layout = n.attr("layout");
    const bool last = layout.size() > 1 && layout.back() == 'C';
    return x.shape[last ? x.shape.ndim() - 1 : 1];
}

void check_convolution(const Graph& graph, const Attrs& a, bool deconvolution) {
    check_window(a, true, true);
    a.require("num_filter");
    const std::int64_t filters = *a.integer("num_filter", 1);
    const std::int64_t groups = a.integer("num_group", 1).value_or(1);
    if (filters % groups != 0)
        a.fail("num_group", "must divide num_filter (" + std::to_string(filters) + ")");
    if (const auto channels = input_channels(graph, a); channels && *channels % groups != 0)
        a.fail("num_group", "must divide the input's channels (" + std::to_string(*channels) + ")");
    a.integer("workspace", 0);
    a.boolean("no_bias");
    a.choice("cudnn_tune", {"off", "limited_workspace", "fastest"});
    if (deconvolution) {
        a.tuple("adj", 0, 1, 3);
        a.tuple("target_shape", 0, 1, 3);
    }
}

void check_pooling(const Attrs& a) {
    const bool global = a.boolean("global_pool").value_or(false);
    check_window(a, !global, false);
    a.choice("pool_type", {"max", "avg", "sum", "lp"});
    a.choice("pooling_convention", {"full", "valid", "same"});
    a.integer("p_value", kAnyInt);
    a.boolean("count_include_pad");
}

/// Reshape's target: 0 copies a dim, -1 infers one (at most one), -2 to -4 are MXNet's
/// other special codes; legacy files give target_shape (0 infers).
void check_reshape(const Attrs& a) {
    if (const auto shape = a.tuple("shape", -4)) {
        if (std::count(shape->begin(), shape->end(), -1) > 1)
            a.fail("shape", "may hold -1 (inferred) at most once");
    }
    a.tuple("target_shape", 0);
    a.boolean("reverse");
    a.boolean("keep_highest");
}

}  // namespace

void check_mxnet_attributes(const Graph& graph, std::size_t index) {
    const GraphNode& n = graph.nodes.at(index);
    const Attrs a(n, index);
    const std::string& op = n.op;
    if (op == "FullyConnected") {
        a.require("num_hidden");
        a.integer("num_hidden", 1);
        a.boolean("no_bias");
        a.boolean("flatten");
    } else if (op == "Convolution") {
        check_convolution(graph, a, false);
    } else if (op == "Deconvolution") {
        check_convolution(graph, a, true);
    } else if (op == "Pooling") {
        check_pooling(a);
    } else if (op == "Activation") {
        a.require("act_type");
        a.choice("act_type",
                 {"relu", "sigmoid", "log_sigmoid", "mish", "tanh", "softrelu", "softsign"});
    } else if (op == "LeakyReLU") {
        const auto act = a.choice("act_type", {"rrelu", "leaky", "prelu", "elu", "selu", "gelu",
                                               "gelu_erf", "gelu_tanh"});
        a.number("slope");
        const auto lower = a.number("lower_bound");
        const auto upper = a.number("upper_bound");
        if (act == "rrelu" && lower.value_or(0.125) > upper.value_or(0.334))
            a.fail("lower_bound", "must not exceed upper_bound ('" +
                                      n.attr("upper_bound", "0.334") +
                                      "'): rrelu draws its slope from between them");
    } else if (op == "Dropout") {
        a.number("p", 0, 1);
        a.choice("mode", {"training", "always"});
        a.tuple("axes", 0);
        a.boolean("cudnn_off");
    } else if (op == "BatchNorm") {
        // MXNet declares no bound, but a non-positive epsilon divides by zero on a constant
        // channel (and cuDNN wants at least 1e-5).
        a.number("eps", 0, HUGE_VAL, true);
        a.number("momentum");
        a.integer("axis", kAnyInt);
        for (const char* key : {"fix_gamma", "use_global_stats", "output_mean_var", "cudnn_off"})
            a.boolean(key);
    } else if (op == "Reshape") {
        check_reshape(a);
    } else if (op == "Concat") {
        if (const auto args = a.integer("num_args", 1);
            args && *args != static_cast<std::int64_t>(n.inputs.size()))
            a.fail("num_args",
                   "must equal the number of inputs (" + std::to_string(n.inputs.size()) + ")");
        a.integer("dim", kAnyInt);
    } else if (op == "sum" || op == "mean") {
        a.tuple("axis", kAnyInt);
        a.boolean("keepdims");
        a.boolean("exclude");
    } else if (op == "_mul_scalar" || op == "_plus_scalar") {
        a.number("scalar");
        a.boolean("is_int");
    } else if (op == "SoftmaxOutput") {
        a.number("grad_scale");
        a.number("ignore_label");
        a.number("smooth_alpha");
        a.choice("normalization", {"null", "batch", "valid"});
        for (const char* key : {"multi_output", "use_ignore", "preserve_shape", "out_grad"})
            a.boolean(key);
    }
}

}  // namespace asynclab::nn
