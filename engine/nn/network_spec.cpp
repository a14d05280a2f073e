#include "engine/nn/network_spec.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <map>

#include "engine/util/json.h"

namespace asynclab::nn {

namespace {

constexpr std::int64_t kMaxUnits = std::int64_t{1} << 20;
constexpr std::int64_t kMaxInUnits = std::int64_t{1} << 26;
constexpr std::int64_t kMaxDim = std::int64_t{1} << 24;
constexpr std::int64_t kMaxSampleElements = std::int64_t{1} << 26;
constexpr std::int64_t kMaxBatch = std::int64_t{1} << 20;
constexpr std::size_t kMaxInputDims = 8;
constexpr std::size_t kMaxNameBytes = 128;
constexpr std::size_t kMaxBlockNameBytes = 64;
constexpr std::size_t kMaxLabelBytes = 256;
constexpr std::size_t kMaxTextBytes = 16u << 20;

struct KindInfo {
    NodeKind kind;
    const char* name;
};
constexpr KindInfo kKinds[] = {
    {NodeKind::HybridSequential, "HybridSequential"},
    {NodeKind::Sequential, "Sequential"},
    {NodeKind::HybridConcurrent, "HybridConcurrent"},
    {NodeKind::Dense, "Dense"},
    {NodeKind::Activation, "Activation"},
    {NodeKind::Dropout, "Dropout"},
    {NodeKind::Flatten, "Flatten"},
    {NodeKind::Print, "Print"},
    {NodeKind::DataBranch, "DataBranch"},
};

std::string kind_list() {
    std::string out;
    for (const auto& k : kKinds) out += (out.empty() ? "" : ", ") + std::string(k.name);
    return out;
}

bool is_identifier(const std::string& s) {
    if (s.empty()) return false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        const bool digit = c >= '0' && c <= '9';
        if (!(alpha || (i > 0 && digit))) return false;
    }
    return true;
}

std::string number_text(double v) {
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    std::string s(buf, r.ptr);
    if (s.find_first_of(".e") == std::string::npos && s.find("inf") == std::string::npos &&
        s.find("nan") == std::string::npos)
        s += ".0";
    return s;
}

// --- validation ---------------------------------------------------------------------------

std::optional<std::string> validate_node(const NodeSpec& n, const std::string& path, int depth,
                                         int& count) {
    if (depth > kSpecMaxDepth)
        return path + ": nesting deeper than " + std::to_string(kSpecMaxDepth) + " levels";
    if (++count > kSpecMaxNodes)
        return path + ": more than " + std::to_string(kSpecMaxNodes) + " nodes";
    auto fail = [&](const std::string& what) { return std::optional<std::string>(path + what); };
    if (!n.name.empty() && (n.name.size() > kMaxBlockNameBytes || !is_identifier(n.name)))
        return fail(".name: '" + n.name +
                    "' must be an identifier (letters, digits, '_'; not starting with a digit) "
                    "of at most 64 bytes");
    if (!has_children(n.kind) && !n.children.empty())
        return fail(": a " + std::string(node_kind_name(n.kind)) + " has no children");
    switch (n.kind) {
        case NodeKind::HybridSequential:
        case NodeKind::Sequential: break;
        case NodeKind::HybridConcurrent:
            if (n.children.empty())
                return fail(".children: a HybridConcurrent needs at least one branch");
            if (n.axis < -8 || n.axis > 7)
                return fail(".axis: " + std::to_string(n.axis) + " is out of range [-8, 7]");
            break;
        case NodeKind::Dense:
            if (n.units < 1 || n.units > kMaxUnits)
                return fail(".units: must be an integer in [1, " + std::to_string(kMaxUnits) +
                            "], got " + std::to_string(n.units));
            if (!n.activation.empty() && !parse_activation(n.activation))
                return fail(".activation: unknown activation '" + n.activation +
                            "' (expected relu, sigmoid or tanh)");
            if (n.in_units < 0 || n.in_units > kMaxInUnits)
                return fail(".in_units: must be in [0, " + std::to_string(kMaxInUnits) +
                            "] (0: inferred), got " + std::to_string(n.in_units));
            break;
        case NodeKind::Activation:
            if (!parse_activation(n.activation))
                return fail(".activation: " +
                            (n.activation.empty() ? std::string("missing")
                                                  : "unknown activation '" + n.activation + "'") +
                            " (expected relu, sigmoid or tanh)");
            break;
        case NodeKind::Dropout:
            if (!(n.rate >= 0.0 && n.rate < 1.0))
                return fail(".rate: must lie in [0, 1), got " + number_text(n.rate));
            break;
        case NodeKind::Flatten: break;
        case NodeKind::Print:
            if (n.label.size() > kMaxLabelBytes) return fail(".label: longer than 256 bytes");
            break;
        case NodeKind::DataBranch:
            if (n.children.size() != 2)
                return fail(
                    ".children: a DataBranch needs exactly two children (then, else), got " +
                    std::to_string(n.children.size()));
            break;
    }
    for (std::size_t i = 0; i < n.children.size(); ++i)
        if (auto e = validate_node(n.children[i], path + ".children[" + std::to_string(i) + "]",
                                   depth + 1, count))
            return e;
    return std::nullopt;
}

// --- JSON writing ----------------------------------------------------------------------------

void write_node(json::Writer& w, const NodeSpec& n) {
    w.begin_object();
    w.member("kind", node_kind_name(n.kind));
    if (!n.name.empty()) w.member("name", n.name);
    switch (n.kind) {
        case NodeKind::Dense:
            w.member("units", n.units);
            if (!n.activation.empty()) w.member("activation", n.activation);
            w.member("use_bias", n.use_bias);
            w.member("flatten", n.flatten);
            if (n.in_units != 0) w.member("in_units", n.in_units);
            break;
        case NodeKind::Activation: w.member("activation", n.activation); break;
        case NodeKind::Dropout: w.member("rate", n.rate); break;
        case NodeKind::Print:
            if (!n.label.empty()) w.member("label", n.label);
            break;
        case NodeKind::HybridConcurrent: w.member("axis", n.axis); break;
        default: break;
    }
    if (has_children(n.kind)) {
        w.key("children").begin_array();
        for (const auto& c : n.children) write_node(w, c);
        w.end_array();
    }
    w.end_object();
}

// --- JSON reading ----------------------------------------------------------------------------

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw SpecError("network spec: " + path + ": " + what);
}

const char* json_type(const json::Value& v) {
    return json::type_name(v.type());
}

std::int64_t read_int(const json::Value& v, const std::string& path, std::int64_t lo,
                      std::int64_t hi) {
    if (!v.is_number()) fail(path, std::string("must be an integer, got ") + json_type(v));
    const double d = v.as_double();
    if (!v.is_integer() && (std::floor(d) != d || !std::isfinite(d)))
        fail(path, "must be an integer, got " + v.number_text());
    if (d < static_cast<double>(lo) || d > static_cast<double>(hi))
        fail(path, "must be in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got " +
                       v.number_text());
    return v.is_integer() ? v.as_int64() : static_cast<std::int64_t>(d);
}

const std::string& read_string(const json::Value& v, const std::string& path, std::size_t max) {
    if (!v.is_string()) fail(path, std::string("must be a string, got ") + json_type(v));
    if (v.as_string().size() > max) fail(path, "longer than " + std::to_string(max) + " bytes");
    return v.as_string();
}

bool read_bool(const json::Value& v, const std::string& path) {
    if (!v.is_bool()) fail(path, std::string("must be true or false, got ") + json_type(v));
    return v.as_bool();
}

void check_keys(const json::Object& o, const std::string& path,
                std::initializer_list<const char*> allowed, const std::string& what) {
    for (const auto& [key, value] : o) {
        bool ok = false;
        for (const char* a : allowed) ok |= key == a;
        if (!ok) {
            std::string list;
            for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
            fail(path, "unknown attribute '" + key + "' for " + what + " (allowed: " + list + ")");
        }
    }
}

NodeSpec read_node(const json::Value& v, const std::string& path, int depth, int& count) {
    if (depth > kSpecMaxDepth)
        fail(path, "nesting deeper than " + std::to_string(kSpecMaxDepth) + " levels");
    if (++count > kSpecMaxNodes)
        fail(path, "more than " + std::to_string(kSpecMaxNodes) + " nodes");
    if (!v.is_object()) fail(path, std::string("a node must be an object, got ") + json_type(v));
    const json::Object& o = v.as_object();
    const json::Value* kind_v = o.find("kind");
    if (!kind_v) fail(path, "missing \"kind\" (one of " + kind_list() + ")");
    const std::string& kind_s = read_string(*kind_v, path + ".kind", 64);
    auto kind = parse_node_kind(kind_s);
    if (!kind)
        fail(path + ".kind", "unknown kind '" + kind_s + "' (expected one of " + kind_list() + ")");
    NodeSpec n;
    n.kind = *kind;
    const std::string what = kind_s;
    switch (n.kind) {
        case NodeKind::HybridSequential:
        case NodeKind::Sequential:
        case NodeKind::DataBranch: check_keys(o, path, {"kind", "name", "children"}, what); break;
        case NodeKind::HybridConcurrent:
            check_keys(o, path, {"kind", "name", "children", "axis"}, what);
            break;
        case NodeKind::Dense:
            check_keys(o, path,
                       {"kind", "name", "units", "activation", "use_bias", "flatten", "in_units"},
                       what);
            break;
        case NodeKind::Activation: check_keys(o, path, {"kind", "name", "activation"}, what); break;
        case NodeKind::Dropout: check_keys(o, path, {"kind", "name", "rate"}, what); break;
        case NodeKind::Flatten: check_keys(o, path, {"kind", "name"}, what); break;
        case NodeKind::Print: check_keys(o, path, {"kind", "name", "label"}, what); break;
    }
    if (const auto* x = o.find("name"))
        n.name = read_string(*x, path + ".name", kMaxBlockNameBytes);
    if (n.kind == NodeKind::Dense) {
        const auto* u = o.find("units");
        if (!u) fail(path, "a Dense needs \"units\"");
        n.units = read_int(*u, path + ".units", 1, kMaxUnits);
    }
    if (const auto* x = o.find("activation"))
        n.activation = read_string(*x, path + ".activation", 32);
    if (const auto* x = o.find("use_bias")) n.use_bias = read_bool(*x, path + ".use_bias");
    if (const auto* x = o.find("flatten")) n.flatten = read_bool(*x, path + ".flatten");
    if (const auto* x = o.find("in_units"))
        n.in_units = read_int(*x, path + ".in_units", 0, kMaxInUnits);
    if (const auto* x = o.find("rate")) {
        if (!x->is_number())
            fail(path + ".rate", std::string("must be a number, got ") + json_type(*x));
        n.rate = x->as_double();
    }
    if (const auto* x = o.find("axis"))
        n.axis = static_cast<int>(read_int(*x, path + ".axis", -8, 7));
    if (const auto* x = o.find("label")) n.label = read_string(*x, path + ".label", kMaxLabelBytes);
    if (has_children(n.kind)) {
        const auto* c = o.find("children");
        if (!c) {
            if (n.kind != NodeKind::HybridSequential && n.kind != NodeKind::Sequential)
                fail(path, "a " + what + " needs \"children\"");
        } else {
            if (!c->is_array())
                fail(path + ".children", std::string("must be an array, got ") + json_type(*c));
            const auto& arr = c->as_array();
            for (std::size_t i = 0; i < arr.size(); ++i)
                n.children.push_back(read_node(
                    arr[i], path + ".children[" + std::to_string(i) + "]", depth + 1, count));
        }
    }
    return n;
}

// --- Python code ------------------------------------------------------------------------------

std::string py_string(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\\' || c == '\'') out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out + "'";
}

struct PyEmitter {
    std::vector<std::string> lines;
    std::map<std::string, int> counters;
    bool uses_print = false, uses_branch = false, uses_concurrent = false;

    std::string prefix_arg(const NodeSpec& n, bool first) const {
        if (n.name.empty()) return {};
        return std::string(first ? "" : ", ") + "prefix=" + py_string(n.name + "_");
    }

    std::string ctor(const NodeSpec& n) {
        switch (n.kind) {
            case NodeKind::HybridSequential:
                return "nn.HybridSequential(" + prefix_arg(n, true) + ")";
            case NodeKind::Sequential: return "nn.Sequential(" + prefix_arg(n, true) + ")";
            case NodeKind::HybridConcurrent:
                uses_concurrent = true;
                return "HybridConcurrent(axis=" + std::to_string(n.axis) + prefix_arg(n, false) +
                       ")";
            case NodeKind::Dense: {
                std::string s = "nn.Dense(" + std::to_string(n.units);
                if (!n.activation.empty()) s += ", activation=" + py_string(n.activation);
                if (!n.use_bias) s += ", use_bias=False";
                if (!n.flatten) s += ", flatten=False";
                if (n.in_units > 0) s += ", in_units=" + std::to_string(n.in_units);
                return s + prefix_arg(n, false) + ")";
            }
            case NodeKind::Activation:
                return "nn.Activation(" + py_string(n.activation) + prefix_arg(n, false) + ")";
            case NodeKind::Dropout: {
                char buf[64];
                auto r = std::to_chars(buf, buf + sizeof buf, n.rate);
                return "nn.Dropout(" + std::string(buf, r.ptr) + prefix_arg(n, false) + ")";
            }
            case NodeKind::Flatten: return "nn.Flatten(" + prefix_arg(n, true) + ")";
            case NodeKind::Print:
                uses_print = true;
                return "Print(" + py_string(n.label) + prefix_arg(n, false) + ")";
            case NodeKind::DataBranch: uses_branch = true; return "DataBranch(";
        }
        return "?";
    }

    std::string fresh(const NodeSpec& n) {
        std::string base;
        switch (n.kind) {
            case NodeKind::HybridSequential: base = "hseq"; break;
            case NodeKind::Sequential: base = "seq"; break;
            case NodeKind::HybridConcurrent: base = "branches"; break;
            case NodeKind::DataBranch: base = "switch"; break;
            default: base = "layer"; break;
        }
        return base + std::to_string(++counters[base]);
    }

    /// The expression for `n`, emitting definitions of nested containers first.
    std::string expr(const NodeSpec& n) {
        if (!has_children(n.kind)) return ctor(n);
        const std::string var = fresh(n);
        define(n, var);
        return var;
    }

    void define(const NodeSpec& n, const std::string& var) {
        if (n.kind == NodeKind::DataBranch) {
            const std::string a = expr(n.children[0]);
            const std::string b = expr(n.children[1]);
            ctor(n);
            lines.push_back(var + " = DataBranch(" + a + ", " + b + prefix_arg(n, false) + ")");
            return;
        }
        if (!has_children(n.kind)) {
            lines.push_back(var + " = " + ctor(n));
            return;
        }
        std::vector<std::string> items;
        for (const auto& c : n.children) items.push_back(expr(c));
        lines.push_back(var + " = " + ctor(n));
        if (items.empty()) return;
        std::string add = var + ".add(";
        const std::string indent(add.size(), ' ');
        for (std::size_t i = 0; i < items.size(); ++i)
            add += (i ? ",\n" + indent : std::string()) + items[i];
        lines.push_back(add + ")");
    }
};

}  // namespace

// --- kinds -------------------------------------------------------------------------------------

const char* node_kind_name(NodeKind kind) {
    for (const auto& k : kKinds)
        if (k.kind == kind) return k.name;
    return "?";
}

std::optional<NodeKind> parse_node_kind(std::string_view name) {
    for (const auto& k : kKinds)
        if (name == k.name) return k.kind;
    return std::nullopt;
}

bool has_children(NodeKind kind) {
    return kind == NodeKind::HybridSequential || kind == NodeKind::Sequential ||
           kind == NodeKind::HybridConcurrent || kind == NodeKind::DataBranch;
}

bool is_hybrid_kind(NodeKind kind) {
    return kind != NodeKind::Sequential && kind != NodeKind::DataBranch;
}

NodeSpec NodeSpec::container(NodeKind kind, std::vector<NodeSpec> children) {
    NodeSpec n;
    n.kind = kind;
    n.children = std::move(children);
    return n;
}
NodeSpec NodeSpec::dense(std::int64_t units, std::string activation) {
    NodeSpec n;
    n.kind = NodeKind::Dense;
    n.units = units;
    n.activation = std::move(activation);
    return n;
}
NodeSpec NodeSpec::activation_layer(std::string activation) {
    NodeSpec n;
    n.kind = NodeKind::Activation;
    n.activation = std::move(activation);
    return n;
}
NodeSpec NodeSpec::dropout(double rate) {
    NodeSpec n;
    n.kind = NodeKind::Dropout;
    n.rate = rate;
    return n;
}
NodeSpec NodeSpec::flatten_layer() {
    NodeSpec n;
    n.kind = NodeKind::Flatten;
    return n;
}
NodeSpec NodeSpec::print(std::string label) {
    NodeSpec n;
    n.kind = NodeKind::Print;
    n.label = std::move(label);
    return n;
}
NodeSpec NodeSpec::data_branch(NodeSpec then_branch, NodeSpec else_branch) {
    NodeSpec n;
    n.kind = NodeKind::DataBranch;
    n.children = {std::move(then_branch), std::move(else_branch)};
    return n;
}

Shape NetworkSpec::batch_input_shape() const {
    std::vector<std::int64_t> dims{batch_size};
    dims.insert(dims.end(), input_shape.begin(), input_shape.end());
    return Shape(dims);
}

// --- validate / JSON -------------------------------------------------------------------------

std::optional<std::string> validate(const NetworkSpec& spec) {
    if (spec.name.size() > kMaxNameBytes) return std::string("name: longer than 128 bytes");
    if (spec.input_shape.empty() || spec.input_shape.size() > kMaxInputDims)
        return "input_shape: needs 1 to " + std::to_string(kMaxInputDims) + " dimensions, got " +
               std::to_string(spec.input_shape.size());
    std::int64_t elements = 1;
    for (std::size_t i = 0; i < spec.input_shape.size(); ++i) {
        const std::int64_t d = spec.input_shape[i];
        if (d < 1 || d > kMaxDim)
            return "input_shape[" + std::to_string(i) + "]: must be in [1, " +
                   std::to_string(kMaxDim) + "], got " + std::to_string(d);
        elements *= d;
        if (elements > kMaxSampleElements)
            return "input_shape: more than " + std::to_string(kMaxSampleElements) +
                   " elements per sample";
    }
    if (spec.batch_size < 1 || spec.batch_size > kMaxBatch)
        return "batch_size: must be in [1, " + std::to_string(kMaxBatch) + "], got " +
               std::to_string(spec.batch_size);
    int count = 0;
    return validate_node(spec.root, "net", 1, count);
}

std::string to_json(const NetworkSpec& spec, bool pretty) {
    std::string out;
    {
        json::Writer w(out, pretty);
        w.begin_object();
        w.member("format", "asynclab-network");
        w.member("version", kSpecFormatVersion);
        w.member("name", spec.name);
        w.key("input_shape").begin_array();
        for (std::int64_t d : spec.input_shape) w.value(d);
        w.end_array();
        w.member("batch_size", spec.batch_size);
        w.key("net");
        write_node(w, spec.root);
        w.end_object();
    }
    return out;
}

NetworkSpec from_json(std::string_view text) {
    if (text.size() > kMaxTextBytes)
        throw SpecError("network spec: the document is larger than 16 MiB");
    json::ParseLimits limits;
    limits.max_depth = 2 * kSpecMaxDepth + 16;  // the node limit is checked below
    json::Result r = json::parse(text, limits);
    if (!r.ok()) throw SpecError("network spec: invalid JSON: " + r.error_message());
    const json::Value& doc = r.value();
    if (!doc.is_object())
        fail("document", std::string("must be a JSON object, got ") + json_type(doc));
    const json::Object& o = doc.as_object();
    check_keys(o, "document", {"format", "version", "name", "input_shape", "batch_size", "net"},
               "a network");
    const json::Value* format = o.find("format");
    if (!format || !format->is_string() || format->as_string() != "asynclab-network")
        fail("format",
             "not an AsyncLab network description (expected \"format\": "
             "\"asynclab-network\")");
    const json::Value* version = o.find("version");
    if (!version) fail("version", "missing");
    const std::int64_t ver = read_int(*version, "version", 1, 1'000'000);
    if (ver != kSpecFormatVersion)
        fail("version", "version " + std::to_string(ver) +
                            " is not supported (this program reads " +
                            std::to_string(kSpecFormatVersion) + ")");
    NetworkSpec spec;
    if (const auto* x = o.find("name")) spec.name = read_string(*x, "name", kMaxNameBytes);
    const json::Value* shape = o.find("input_shape");
    if (!shape) fail("input_shape", "missing (one sample's shape, e.g. [512])");
    if (!shape->is_array())
        fail("input_shape",
             std::string("must be an array of positive integers, got ") + json_type(*shape));
    if (shape->size() == 0 || shape->size() > kMaxInputDims)
        fail("input_shape", "needs 1 to " + std::to_string(kMaxInputDims) + " dimensions");
    for (std::size_t i = 0; i < shape->size(); ++i)
        spec.input_shape.push_back(
            read_int((*shape)[i], "input_shape[" + std::to_string(i) + "]", 1, kMaxDim));
    if (const auto* x = o.find("batch_size"))
        spec.batch_size = read_int(*x, "batch_size", 1, kMaxBatch);
    const json::Value* net = o.find("net");
    if (!net) fail("net", "missing (the root block)");
    int count = 0;
    spec.root = read_node(*net, "net", 1, count);
    if (auto e = validate(spec)) throw SpecError("network spec: " + *e);
    return spec;
}

SpecParseResult parse_spec(std::string_view text) {
    SpecParseResult r;
    try {
        r.spec = from_json(text);
    } catch (const std::exception& e) {
        r.error = e.what();
    }
    return r;
}

// --- build -----------------------------------------------------------------------------------

BlockPtr build(const NodeSpec& n) {
    BlockPtr b;
    switch (n.kind) {
        case NodeKind::HybridSequential: {
            auto s = std::make_shared<HybridSequential>();
            for (const auto& c : n.children) s->add(build(c));
            b = s;
            break;
        }
        case NodeKind::Sequential: {
            auto s = std::make_shared<Sequential>();
            for (const auto& c : n.children) s->add(build(c));
            b = s;
            break;
        }
        case NodeKind::HybridConcurrent: {
            auto s = std::make_shared<HybridConcurrent>(n.axis);
            for (const auto& c : n.children) s->add(build(c));
            b = s;
            break;
        }
        case NodeKind::Dense: {
            std::optional<ActKind> act;
            if (!n.activation.empty()) {
                act = parse_activation(n.activation);
                if (!act)
                    throw SpecError("network spec: unknown activation '" + n.activation + "'");
            }
            b = std::make_shared<Dense>(n.units, act, n.use_bias, n.flatten, n.in_units);
            break;
        }
        case NodeKind::Activation: {
            auto act = parse_activation(n.activation);
            if (!act) throw SpecError("network spec: unknown activation '" + n.activation + "'");
            b = std::make_shared<Activation>(*act);
            break;
        }
        case NodeKind::Dropout: b = std::make_shared<Dropout>(n.rate); break;
        case NodeKind::Flatten: b = std::make_shared<Flatten>(); break;
        case NodeKind::Print: b = std::make_shared<Print>(n.label); break;
        case NodeKind::DataBranch:
            if (n.children.size() != 2)
                throw SpecError("network spec: a DataBranch needs exactly two children");
            b = std::make_shared<DataBranch>(build(n.children[0]), build(n.children[1]));
            break;
    }
    if (!n.name.empty()) b->set_name(n.name);
    return b;
}

BlockPtr build(const NetworkSpec& spec) {
    if (auto e = validate(spec)) throw SpecError("network spec: " + *e);
    BlockPtr net = build(spec.root);
    net->name_tree();
    return net;
}

// --- Gluon code --------------------------------------------------------------------------------

std::string gluon_code(const NetworkSpec& spec) {
    PyEmitter py;
    py.define(spec.root, "net");
    py.lines.push_back("net.initialize()");
    std::vector<std::string> head;
    if (py.uses_concurrent) head.push_back("from mxnet.gluon.contrib.nn import HybridConcurrent\n");
    if (py.uses_print)
        head.push_back(
            "class Print(nn.HybridBlock):\n"
            "    def __init__(self, label, **kwargs):\n"
            "        super(Print, self).__init__(**kwargs)\n"
            "        self.label = label\n"
            "\n"
            "    def hybrid_forward(self, F, x):\n"
            "        print(self.label + ':', x)  # runs only while tracing once hybridized\n"
            "        return x\n");
    if (py.uses_branch)
        head.push_back(
            "class DataBranch(nn.Block):\n"
            "    def __init__(self, then_block, else_block, **kwargs):\n"
            "        super(DataBranch, self).__init__(**kwargs)\n"
            "        self.then_block = then_block\n"
            "        self.else_block = else_block\n"
            "\n"
            "    def forward(self, x):\n"
            "        if x.sum().item() > 0:  # needs the value on the front end\n"
            "            return self.then_block(x)\n"
            "        return self.else_block(x)\n");
    std::string out;
    for (const auto& h : head) out += h + "\n";
    for (std::size_t i = 0; i < py.lines.size(); ++i) out += (i ? "\n" : "") + py.lines[i];
    return out;
}

// --- presets -----------------------------------------------------------------------------------

NetworkSpec preset_chapter_mlp() {
    NetworkSpec s;
    s.name = "chapter_mlp";
    s.input_shape = {512};
    s.batch_size = 1;
    s.root = NodeSpec::container(
        NodeKind::HybridSequential,
        {NodeSpec::dense(256, "relu"), NodeSpec::dense(128, "relu"), NodeSpec::dense(2)});
    return s;
}

NetworkSpec preset_training_mlp() {
    NetworkSpec s;
    s.name = "training_mlp";
    s.input_shape = {512};
    s.batch_size = 1024;
    s.root = NodeSpec::container(
        NodeKind::Sequential,
        {NodeSpec::dense(2048, "relu"), NodeSpec::dense(512, "relu"), NodeSpec::dense(1)});
    return s;
}

NetworkSpec preset_hybridnet_print() {
    NetworkSpec s;
    s.name = "hybridnet";
    s.input_shape = {3};
    s.batch_size = 1;
    NodeSpec hidden = NodeSpec::dense(4, "relu");
    hidden.name = "hidden";
    NodeSpec output = NodeSpec::dense(2);
    output.name = "output";
    s.root = NodeSpec::container(NodeKind::HybridSequential, {NodeSpec::print("value  x"), hidden,
                                                              NodeSpec::print("result  "), output});
    return s;
}

NetworkSpec preset_concurrent() {
    NetworkSpec s;
    s.name = "concurrent";
    s.input_shape = {20};
    s.batch_size = 4;
    NodeSpec wide = NodeSpec::container(NodeKind::HybridSequential,
                                        {NodeSpec::dense(16, "relu"), NodeSpec::dropout(0.2)});
    NodeSpec narrow = NodeSpec::dense(8, "tanh");
    s.root = NodeSpec::container(
        NodeKind::HybridSequential,
        {NodeSpec::container(NodeKind::HybridConcurrent, {wide, narrow}), NodeSpec::dense(2)});
    return s;
}

NetworkSpec preset_data_branch() {
    NetworkSpec s;
    s.name = "data_branch";
    s.input_shape = {3};
    s.batch_size = 1;
    s.root = NodeSpec::container(
        NodeKind::Sequential,
        {NodeSpec::data_branch(NodeSpec::dense(4, "relu"), NodeSpec::dense(4, "tanh")),
         NodeSpec::dense(2)});
    return s;
}

std::vector<Preset> presets() {
    return {
        {"chapter_mlp", "12.1 MLP (HybridSequential 256-128-2)", preset_chapter_mlp()},
        {"training_mlp", "12.2.4 training MLP (Sequential 2048-512-1)", preset_training_mlp()},
        {"hybridnet_print", "12.1 HybridNet with print", preset_hybridnet_print()},
        {"concurrent", "HybridConcurrent (exercise 1)", preset_concurrent()},
        {"data_branch", "Data-dependent branch (exercise 3)", preset_data_branch()},
    };
}

}  // namespace asynclab::nn
