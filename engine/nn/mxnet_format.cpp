#include "engine/nn/mxnet_format.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "engine/nn/blocks.h"
#include "engine/nn/cached_op.h"
#include "engine/nn/mxnet_attrs.h"
#include "engine/nn/passes.h"
#include "engine/util/json.h"

namespace asynclab::nn {

namespace {

constexpr std::uint64_t kListMagic = 0x112;
constexpr std::uint32_t kV1Magic = 0xF993FAC8;
constexpr std::uint32_t kV2Magic = 0xF993FAC9;
constexpr std::uint32_t kV3Magic = 0xF993FACA;

[[noreturn]] void fail(const std::string& what) {
    throw std::runtime_error(what);
}

std::string attr_text(const json::Value& v) {
    if (v.is_string()) return v.as_string();
    if (v.is_number()) return v.number_text();
    if (v.is_bool()) return v.as_bool() ? "True" : "False";
    return json::dump(v);
}

std::int64_t int_of(const json::Value& v, const std::string& what) {
    if (!v.is_number()) fail("symbol file: " + what + " is not a number");
    try {
        return v.as_int64();
    } catch (const std::exception&) {
        fail("symbol file: " + what + " is not an integer");
    }
}

NodeRef edge_of(const json::Value& e, std::size_t count, const std::string& where) {
    if (!e.is_array() || e.size() < 2 || e.size() > 3)
        fail("symbol file: " + where + " must be [node, index] or [node, index, version]");
    const std::int64_t node = int_of(e[0], where + " node id");
    const std::int64_t index = int_of(e[1], where + " output index");
    if (node < 0 || node >= static_cast<std::int64_t>(count))
        fail("symbol file: " + where + " refers to node " + std::to_string(node) +
             ", but there are " + std::to_string(count) + " nodes");
    if (index < 0 || index > 1024)
        fail("symbol file: " + where + " has output index " + std::to_string(index));
    return NodeRef{node, static_cast<int>(index)};
}

}  // namespace

std::string symbol_to_json(const Graph& g) {
    std::string out;
    json::Writer w(out, true);
    w.begin_object().key("nodes").begin_array();
    std::vector<std::int64_t> args;
    for (std::size_t i = 0; i < g.size(); ++i) {
        const GraphNode& n = g.nodes[i];
        if (n.is_constant() || n.op.rfind("fused_", 0) == 0)
            throw std::invalid_argument("export: node '" + n.name + "' (" + n.op +
                                        ") has no MXNet equivalent; export the traced graph");
        w.begin_object().member("op", n.op).member("name", n.name);
        std::map<std::string, std::string> attrs = n.attrs;
        if (n.is_variable()) {
            args.push_back(static_cast<std::int64_t>(i));
            if (n.var == VarKind::Param) {
                attrs["__shape__"] = format_tuple(n.shape.dims());
                attrs["__dtype__"] = n.dtype == DType::Float64 ? "1" : "0";
            }
        }
        if (!attrs.empty()) {
            w.key("attrs").begin_object();
            for (const auto& [k, v] : attrs) w.member(k, v);
            w.end_object();
        }
        w.key("inputs").begin_array();
        for (const NodeRef& r : n.inputs)
            w.begin_array().value(r.node).value(r.index).value(0).end_array();
        w.end_array().end_object();
    }
    w.end_array();
    w.key("arg_nodes").begin_array();
    for (std::int64_t a : args) w.value(a);
    w.end_array();
    w.key("node_row_ptr").begin_array();
    for (std::size_t i = 0; i <= g.size(); ++i) w.value(static_cast<std::int64_t>(i));
    w.end_array();
    w.key("heads").begin_array();
    for (const NodeRef& r : g.outputs)
        w.begin_array().value(r.node).value(r.index).value(0).end_array();
    w.end_array();
    w.key("attrs")
        .begin_object()
        .key("mxnet_version")
        .begin_array()
        .value("int")
        .value(10901)
        .end_array();
    w.end_object().end_object();
    return out;
}

namespace {
struct ParsedSymbol {
    Graph graph;
    int version = 0;
    std::string format;
};

ParsedSymbol parse_symbol(const std::string& text, const std::vector<std::string>& param_names,
                          const MxnetLimits& limits) {
    json::Result res = json::parse(text);
    if (!res.ok()) fail("symbol file: not valid JSON: " + res.error_message());
    const json::Value& root = res.value();
    if (!root.is_object()) fail("symbol file: the top level must be an object");
    const json::Value* nodes = root.find("nodes");
    if (!nodes || !nodes->is_array()) fail("symbol file: no \"nodes\" array");
    const std::size_t count = nodes->size();
    if (count == 0) fail("symbol file: the graph has no nodes");
    if (count > limits.max_nodes)
        fail("symbol file: " + std::to_string(count) + " nodes exceed the limit of " +
             std::to_string(limits.max_nodes));
    ParsedSymbol ps;
    ps.format = "nnvm";
    bool legacy = false, attr_key = false;
    for (std::size_t i = 0; i < count; ++i) {
        const json::Value& jn = (*nodes)[i];
        const std::string where = "node " + std::to_string(i);
        if (!jn.is_object()) fail("symbol file: " + where + " is not an object");
        const json::Value* op = jn.find("op");
        if (!op || !op->is_string()) fail("symbol file: " + where + " has no \"op\" string");
        GraphNode n;
        n.op = op->as_string();
        if (n.op.empty()) fail("symbol file: " + where + " has an empty op");
        n.name = jn.string_or("name", "node" + std::to_string(i));
        // attrs (1.x), attr (0.9; legacy: user attrs), param (legacy op params).
        for (const char* key : {"attr", "attrs", "param"}) {
            const json::Value* a = jn.find(key);
            if (!a || a->is_null()) continue;
            if (!a->is_object())
                fail("symbol file: " + where + " has a non-object \"" + key + "\"");
            if (std::string(key) == "param") legacy = true;
            if (std::string(key) == "attr") attr_key = true;
            for (const auto& [k, v] : a->as_object()) n.attrs[k] = attr_text(v);
        }
        if (jn.find("backward_source_id")) legacy = true;
        const json::Value* ins = jn.find("inputs");
        if (ins && !ins->is_null()) {
            if (!ins->is_array()) fail("symbol file: " + where + " has non-array inputs");
            for (std::size_t k = 0; k < ins->size(); ++k)
                n.inputs.push_back(edge_of((*ins)[k], count,
                                           where + " (" + n.name + ") input " + std::to_string(k)));
        }
        if (n.is_variable()) {
            if (!n.inputs.empty()) fail("symbol file: variable " + n.name + " has inputs");
            const bool is_param =
                std::find(param_names.begin(), param_names.end(), n.name) != param_names.end();
            n.var = is_param ? VarKind::Param : VarKind::Data;
            const std::string s = n.attr("__shape__");
            if (!s.empty()) {
                const auto dims = parse_tuple(s);
                if (!dims)
                    fail("symbol file: variable " + n.name + " has a malformed __shape__ '" + s +
                         "'");
                std::int64_t total = 1;
                for (std::int64_t d : *dims) {
                    if (d < 0)
                        fail("symbol file: variable " + n.name + " has a negative dimension");
                    if (d > 0 && total > limits.max_array_elements / d)
                        fail("symbol file: variable " + n.name + " has an absurd shape " + s);
                    if (d > 0) total *= d;
                }
                n.shape = Shape(*dims);
            }
            if (n.attr("__dtype__") == "1") n.dtype = DType::Float64;
        }
        ps.graph.nodes.push_back(std::move(n));
    }
    const json::Value* heads = root.find("heads");
    if (heads && heads->is_array() && heads->size() > 0) {
        for (std::size_t k = 0; k < heads->size(); ++k)
            ps.graph.outputs.push_back(edge_of((*heads)[k], count, "head " + std::to_string(k)));
    } else {
        ps.graph.outputs.push_back(NodeRef{static_cast<std::int64_t>(count) - 1, 0});
    }
    if (const json::Value* rp = root.find("node_row_ptr"); rp && !rp->is_array())
        fail("symbol file: node_row_ptr is not an array");
    if (const json::Value* v = root["attrs"].find("mxnet_version");
        v && v->is_array() && v->size() == 2)
        ps.version = static_cast<int>(int_of((*v)[1], "mxnet_version"));
    if (legacy)
        ps.format = "legacy";
    else if (attr_key)
        ps.format = "nnvm-attr";
    try {
        // Attribute ranges first (a clearer message than a shape that does not fit), then
        // once more with the shapes known, for the group counts against the channels.
        for (std::size_t i = 0; i < count; ++i) check_mxnet_attributes(ps.graph, i);
        ps.graph.infer_shapes();  // also rejects cycles
        for (std::size_t i = 0; i < count; ++i) check_mxnet_attributes(ps.graph, i);
    } catch (const ShapeError& e) {
        fail(std::string("symbol file: ") + e.what());
    } catch (const std::runtime_error& e) {
        fail(std::string("symbol file: ") + e.what());
    }
    return ps;
}
}  // namespace

Graph symbol_from_json(const std::string& text, const std::vector<std::string>& param_names,
                       const MxnetLimits& limits) {
    return parse_symbol(text, param_names, limits).graph;
}

namespace {
template <typename T>
void put(std::string& out, T v) {
    char b[sizeof(T)];
    std::memcpy(b, &v, sizeof(T));
    out.append(b, sizeof(T));
}

class Reader {
  public:
    explicit Reader(const std::string& s) : s_(s) {}
    template <typename T>
    T get(const char* what) {
        need(sizeof(T), what);
        T v;
        std::memcpy(&v, s_.data() + pos_, sizeof(T));
        pos_ += sizeof(T);
        return v;
    }
    void need(std::size_t n, const char* what) const {
        if (n > s_.size() - pos_)
            fail(std::string("params file: truncated while reading ") + what + " (at byte " +
                 std::to_string(pos_) + " of " + std::to_string(s_.size()) + ")");
    }
    const char* take(std::size_t n, const char* what) {
        need(n, what);
        const char* p = s_.data() + pos_;
        pos_ += n;
        return p;
    }
    std::size_t left() const { return s_.size() - pos_; }

  private:
    const std::string& s_;
    std::size_t pos_ = 0;
};
}  // namespace

std::string params_to_bytes(const std::vector<std::pair<std::string, NDArray>>& arrays) {
    std::string out;
    put<std::uint64_t>(out, kListMagic);
    put<std::uint64_t>(out, 0);
    put<std::uint64_t>(out, arrays.size());
    for (const auto& [name, a] : arrays) {
        put<std::uint32_t>(out, kV2Magic);
        put<std::int32_t>(out, 0);  // dense storage
        put<std::uint32_t>(out, static_cast<std::uint32_t>(a.shape().ndim()));
        for (std::int64_t d : a.shape().dims()) put<std::int64_t>(out, d);
        put<std::int32_t>(out, 1);  // cpu
        put<std::int32_t>(out, 0);  // device id
        put<std::int32_t>(out, a.dtype() == DType::Float64 ? 1 : 0);
        const std::vector<double> v = a.to_host();
        for (double x : v) {
            if (a.dtype() == DType::Float64)
                put<double>(out, x);
            else
                put<float>(out, static_cast<float>(x));
        }
    }
    put<std::uint64_t>(out, arrays.size());
    for (const auto& [name, a] : arrays) {
        put<std::uint64_t>(out, name.size());
        out += name;
    }
    return out;
}

std::vector<std::pair<std::string, NDArray>> params_from_bytes(const std::string& bytes,
                                                               const MxnetLimits& limits) {
    Reader r(bytes);
    if (r.get<std::uint64_t>("the header") != kListMagic)
        fail("params file: bad magic (not an MXNet NDArray list)");
    r.get<std::uint64_t>("the reserved field");
    const std::uint64_t count = r.get<std::uint64_t>("the array count");
    if (count > limits.max_arrays)
        fail("params file: " + std::to_string(count) + " arrays exceed the limit");
    std::vector<NDArray> arrays;
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint32_t head = r.get<std::uint32_t>("an array header");
        std::vector<std::int64_t> dims;
        if (head == kV1Magic || head == kV2Magic || head == kV3Magic) {
            if (head != kV1Magic && r.get<std::int32_t>("the storage type") != 0)
                fail("params file: array " + std::to_string(i) +
                     " uses sparse storage (unsupported)");
            const std::uint32_t nd = r.get<std::uint32_t>("ndim");
            if (nd > 32)
                fail("params file: array " + std::to_string(i) + " has " + std::to_string(nd) +
                     " dims");
            for (std::uint32_t k = 0; k < nd; ++k)
                dims.push_back(r.get<std::int64_t>("a dimension"));
        } else {  // legacy: the word is ndim, dims are uint32
            if (head > 32) fail("params file: array " + std::to_string(i) + " has a bad header");
            for (std::uint32_t k = 0; k < head; ++k)
                dims.push_back(r.get<std::uint32_t>("a dimension"));
        }
        std::int64_t total = 1;
        for (std::int64_t d : dims) {
            if (d < 0 || (d > 0 && total > limits.max_array_elements / d))
                fail("params file: array " + std::to_string(i) + " has an absurd shape");
            total *= d;
        }
        if (dims.empty()) {  // none array
            arrays.emplace_back();
            continue;
        }
        const std::int32_t dev_type = r.get<std::int32_t>("the context");
        r.get<std::int32_t>("the device id");
        (void)dev_type;
        const std::int32_t flag = r.get<std::int32_t>("the type flag");
        if (flag != 0 && flag != 1)
            fail("params file: array " + std::to_string(i) + " has type flag " +
                 std::to_string(flag) + " (only float32 and float64 are supported)");
        const std::size_t es = flag == 1 ? 8 : 4;
        if (static_cast<std::uint64_t>(total) > r.left() / es)
            fail("params file: truncated data of array " + std::to_string(i));
        const char* p = r.take(static_cast<std::size_t>(total) * es, "array data");
        std::vector<double> v(static_cast<std::size_t>(total));
        for (std::int64_t k = 0; k < total; ++k) {
            if (flag == 1)
                std::memcpy(&v[static_cast<std::size_t>(k)], p + k * 8, 8);
            else {
                float f;
                std::memcpy(&f, p + k * 4, 4);
                v[static_cast<std::size_t>(k)] = f;
            }
        }
        arrays.push_back(NDArray::from_values(Shape(dims), v, Device::cpu(),
                                              flag == 1 ? DType::Float64 : DType::Float32));
    }
    const std::uint64_t names = r.get<std::uint64_t>("the name count");
    if (names != 0 && names != count)
        fail("params file: " + std::to_string(names) + " names for " + std::to_string(count) +
             " arrays");
    std::vector<std::pair<std::string, NDArray>> out;
    for (std::uint64_t i = 0; i < count; ++i) {
        std::string name = std::to_string(i);
        if (names) {
            const std::uint64_t len = r.get<std::uint64_t>("a name length");
            if (len > 4096) fail("params file: name " + std::to_string(i) + " is too long");
            name.assign(r.take(static_cast<std::size_t>(len), "a name"),
                        static_cast<std::size_t>(len));
        }
        out.emplace_back(std::move(name), arrays[static_cast<std::size_t>(i)]);
    }
    return out;
}

std::pair<std::string, std::string> export_model(const Block& block, const std::string& prefix) {
    const auto* steps = block.compile_steps();
    if (!steps || steps->empty())
        throw std::logic_error("export: " + block.name() +
                               " must be hybridized and called once before export");
    const Graph& g = steps->front().graph;
    const std::string sym = prefix + "-symbol.json", par = prefix + "-0000.params";
    std::vector<std::pair<std::string, NDArray>> arrays;
    for (const auto& [name, p] : const_cast<Block&>(block).collect_params())
        arrays.emplace_back("arg:" + name, p->data());
    {
        std::ofstream f(sym, std::ios::binary);
        f << symbol_to_json(g);
        if (!f) throw std::runtime_error("export: cannot write " + sym);
    }
    {
        std::ofstream f(par, std::ios::binary);
        const std::string b = params_to_bytes(arrays);
        f.write(b.data(), static_cast<std::streamsize>(b.size()));
        if (!f) throw std::runtime_error("export: cannot write " + par);
    }
    return {sym, par};
}

SymbolBlock::SymbolBlock(Graph graph, std::map<std::string, NDArray> params, int mxnet_version,
                         std::string format)
    : graph_(std::move(graph)),
      params_(std::move(params)),
      version_(mxnet_version),
      format_(std::move(format)) {}
SymbolBlock::~SymbolBlock() = default;

std::vector<std::string> SymbolBlock::unsupported_ops() const {
    std::vector<std::string> out;
    for (const auto& n : graph_.nodes)
        if (!op_is_executable(n.op) && std::find(out.begin(), out.end(), n.op) == out.end())
            out.push_back(n.op);
    return out;
}

Variable SymbolBlock::operator()(const Variable& x) {
    for (const auto& n : graph_.nodes)
        if (!op_is_executable(n.op))
            throw std::runtime_error("SymbolBlock: cannot execute op '" + n.op + "' (node '" +
                                     n.name + "'); the graph loads for inspection only");
    const std::string key = x.shape().to_string() + dtype_name(x.dtype());
    auto it = compiled_.find(key);
    if (it == compiled_.end()) {
        Graph g = graph_;
        for (auto& n : g.nodes) {
            if (!n.is_variable()) continue;
            auto p = params_.find(n.name);
            if (p != params_.end()) {
                n.var = VarKind::Param;
                n.shape = p->second.shape();
                n.dtype = p->second.dtype();
            } else {
                n.var = VarKind::Data;
                n.shape = x.shape();
                n.dtype = x.dtype();
            }
        }
        g.infer_shapes();
        auto steps = optimize(g);
        it = compiled_
                 .emplace(key,
                          std::make_shared<CachedOp>(steps.back().graph, params_, "symbolblock"))
                 .first;
    }
    return (*it->second)(x);
}

SymbolBlock import_model(const std::string& symbol_path, const std::string& params_path,
                         const MxnetLimits& limits) {
    std::map<std::string, NDArray> params;
    std::vector<std::string> names;
    if (!params_path.empty()) {
        const std::string bytes = json::read_file(params_path);
        for (auto& [name, a] : params_from_bytes(bytes, limits)) {
            std::string n = name;
            if (n.rfind("arg:", 0) == 0 || n.rfind("aux:", 0) == 0) n = n.substr(4);
            names.push_back(n);
            params[n] = a;
        }
    }
    const ParsedSymbol ps = parse_symbol(json::read_file(symbol_path), names, limits);
    return SymbolBlock(ps.graph, std::move(params), ps.version, ps.format);
}

}  // namespace asynclab::nn
