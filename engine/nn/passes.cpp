#include "engine/nn/passes.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>

#include "engine/nn/cached_op.h"

namespace asynclab::nn {

namespace {

void begin(PassReport& r, const std::string& name, const Graph& g) {
    r.pass = name;
    r.nodes_before = g.size();
    r.bytes_before = g.activation_bytes();
}

void finish(PassReport* out, PassReport& r, const Graph& g, std::string summary) {
    r.nodes_after = g.size();
    if (r.bytes_after == 0) r.bytes_after = g.activation_bytes();
    r.summary = std::move(summary);
    if (out) *out = r;
}

/// Copies the nodes with keep[i] in topological order, remapping edges; `redirect` maps
/// an old id to the old id that replaces it (itself when not replaced).
Graph rebuild(const Graph& g, const std::vector<bool>& keep,
              const std::vector<std::int64_t>& redirect) {
    Graph out;
    std::vector<std::int64_t> map(g.size(), -1);
    auto resolve = [&](std::int64_t id) {
        while (redirect[static_cast<std::size_t>(id)] != id)
            id = redirect[static_cast<std::size_t>(id)];
        return id;
    };
    for (std::int64_t id : g.topo_order()) {
        if (!keep[static_cast<std::size_t>(id)]) continue;
        GraphNode n = g.nodes[static_cast<std::size_t>(id)];
        for (NodeRef& r : n.inputs) {
            const std::int64_t m = map[static_cast<std::size_t>(resolve(r.node))];
            if (m < 0) throw std::logic_error("graph pass: input of '" + n.name + "' was removed");
            r.node = m;
        }
        n.buffer = -1;
        n.inplace = false;
        map[static_cast<std::size_t>(id)] = out.add_node(std::move(n));
    }
    for (NodeRef r : g.outputs) {
        r.node = map[static_cast<std::size_t>(resolve(r.node))];
        out.outputs.push_back(r);
    }
    out.infer_shapes();
    return out;
}

std::vector<std::int64_t> identity_map(const Graph& g) {
    std::vector<std::int64_t> m(g.size());
    for (std::size_t i = 0; i < m.size(); ++i) m[i] = static_cast<std::int64_t>(i);
    return m;
}

std::vector<bool> live_nodes(const Graph& g) {
    std::vector<bool> live(g.size(), false);
    std::vector<std::int64_t> stack;
    for (const NodeRef& r : g.outputs) stack.push_back(r.node);
    while (!stack.empty()) {
        const std::int64_t id = stack.back();
        stack.pop_back();
        if (id < 0 || id >= static_cast<std::int64_t>(g.size()) ||
            live[static_cast<std::size_t>(id)])
            continue;
        live[static_cast<std::size_t>(id)] = true;
        for (const NodeRef& r : g.nodes[static_cast<std::size_t>(id)].inputs)
            stack.push_back(r.node);
    }
    for (std::size_t i = 0; i < g.size(); ++i)
        if (g.nodes[i].is_variable() && g.nodes[i].var == VarKind::Data) live[i] = true;
    return live;
}

}  // namespace

Graph eliminate_dead_code(const Graph& g, PassReport* report) {
    PassReport r;
    begin(r, "dead-code elimination", g);
    const std::vector<bool> live = live_nodes(g);
    const int removed = static_cast<int>(std::count(live.begin(), live.end(), false));
    Graph out = rebuild(g, live, identity_map(g));
    r.changes = removed;
    finish(report, r, out, "removed " + std::to_string(removed) + " dead node(s)");
    return out;
}

Graph eliminate_common_subexpressions(const Graph& g, PassReport* report) {
    PassReport r;
    begin(r, "common-subexpression elimination", g);
    std::vector<std::int64_t> redirect = identity_map(g);
    std::vector<bool> keep(g.size(), true);
    std::map<std::string, std::int64_t> seen;
    int merged = 0;
    for (std::int64_t id : g.topo_order()) {
        const GraphNode& n = g.nodes[static_cast<std::size_t>(id)];
        if (n.is_variable() || n.op == "Dropout") continue;
        std::ostringstream key;
        key.precision(17);
        key << n.op << "|" << n.shape.to_string() << "|" << static_cast<int>(n.dtype) << "|";
        for (const auto& [k, v] : n.attrs) key << k << "=" << v << ";";
        key << "|";
        for (const NodeRef& in : n.inputs) {
            std::int64_t t = in.node;
            while (redirect[static_cast<std::size_t>(t)] != t)
                t = redirect[static_cast<std::size_t>(t)];
            key << t << ":" << in.index << ",";
        }
        if (n.is_constant())
            for (double v : n.value) key << v << ",";
        auto [it, inserted] = seen.emplace(key.str(), id);
        if (!inserted) {
            redirect[static_cast<std::size_t>(id)] = it->second;
            keep[static_cast<std::size_t>(id)] = false;
            ++merged;
        }
    }
    Graph out = rebuild(g, keep, redirect);
    r.changes = merged;
    finish(report, r, out, "merged " + std::to_string(merged) + " duplicate node(s)");
    return out;
}

Graph fold_constants(const Graph& g, PassReport* report) {
    PassReport r;
    begin(r, "constant folding", g);
    Graph work = g;
    int folded = 0;
    for (std::int64_t id : work.topo_order()) {
        GraphNode& n = work.nodes[static_cast<std::size_t>(id)];
        if (n.is_variable() || n.is_constant() || n.inputs.empty() || n.op == "Dropout" ||
            !op_is_executable(n.op) || !n.shape_known)
            continue;
        bool all_const = true;
        std::vector<std::vector<double>> values;
        for (const NodeRef& in : n.inputs) {
            const GraphNode& src = work.nodes[static_cast<std::size_t>(in.node)];
            all_const &= src.is_constant() && in.index == 0;
            if (all_const) values.push_back(src.value);
        }
        if (!all_const) continue;
        std::vector<double> v = evaluate_node(work, id, values);
        n.op = "_const";
        n.inputs.clear();
        n.attrs.clear();
        n.value = std::move(v);
        ++folded;
    }
    PassReport dce;
    Graph out = eliminate_dead_code(work, &dce);
    r.changes = folded;
    finish(report, r, out,
           "folded " + std::to_string(folded) + " node(s) into constants, dropped " +
               std::to_string(dce.changes) + " unused node(s)");
    return out;
}

namespace {

struct Program {
    std::vector<NodeRef> inputs;
    std::vector<std::string> steps;
};

bool fusable_elementwise(const Graph& g, const GraphNode& n) {
    if (!op_is_elementwise(n.op) && n.op != "fused_elementwise") return false;
    if (!n.shape_known) return false;
    for (const NodeRef& in : n.inputs) {
        const GraphNode& s = g.nodes[static_cast<std::size_t>(in.node)];
        if (!s.shape_known || s.shape != n.shape || in.index != 0) return false;
    }
    return true;
}

Program program_of(const GraphNode& n) {
    Program p;
    if (n.op == "fused_elementwise") {
        p.inputs = n.inputs;
        std::string prog = n.attr("program");
        std::size_t start = 0;
        while (start <= prog.size()) {
            const std::size_t end = prog.find(';', start);
            p.steps.push_back(
                prog.substr(start, end == std::string::npos ? std::string::npos : end - start));
            if (end == std::string::npos) break;
            start = end + 1;
        }
        return p;
    }
    p.inputs = n.inputs;
    if (n.op == "Activation")
        p.steps.push_back(n.attr("act_type"));
    else if (n.op == "relu" || n.op == "sigmoid" || n.op == "tanh")
        p.steps.push_back(n.op);
    else if (n.op == "_mul_scalar")
        p.steps.push_back("mul_scalar:" + n.attr("scalar", "1"));
    else if (n.op == "_plus_scalar")
        p.steps.push_back("plus_scalar:" + n.attr("scalar", "0"));
    else {
        const std::string kind = n.op.substr(n.op.find('_') + 1);  // add, sub, mul
        p.steps.push_back(kind + ":1");
    }
    return p;
}

std::string join(const std::vector<std::string>& steps) {
    std::string s;
    for (std::size_t i = 0; i < steps.size(); ++i) s += (i ? ";" : "") + steps[i];
    return s;
}

}  // namespace

Graph fuse_ops(const Graph& g, PassReport* report) {
    PassReport r;
    begin(r, "operator fusion", g);
    Graph work = g;
    std::vector<bool> is_output(work.size(), false);
    for (const NodeRef& o : work.outputs) is_output[static_cast<std::size_t>(o.node)] = true;
    int dense = 0, elementwise = 0;
    const std::vector<std::int64_t> order = work.topo_order();
    // 1. Dense epilogues.
    for (std::int64_t id : order) {
        std::vector<int> uses = work.use_counts();
        GraphNode& v = work.nodes[static_cast<std::size_t>(id)];
        if (v.inputs.empty()) continue;
        auto single = [&](std::int64_t u) {
            return uses[static_cast<std::size_t>(u)] == 1 &&
                   !is_output[static_cast<std::size_t>(u)];
        };
        if (v.op == "Activation") {
            const std::int64_t u = v.inputs[0].node;
            const GraphNode& src = work.nodes[static_cast<std::size_t>(u)];
            if ((src.op == "FullyConnected" || src.op == "fused_dense") &&
                !src.attrs.count("act_type") && single(u)) {
                const std::string act = v.attr("act_type");
                v.inputs = src.inputs;
                v.attrs = src.attrs;
                v.attrs["act_type"] = act;
                v.op = "fused_dense";
                ++dense;
            }
        } else if (v.op == "broadcast_add" || v.op == "elemwise_add") {
            for (int side = 0; side < 2; ++side) {
                const std::int64_t u = v.inputs[static_cast<std::size_t>(side)].node;
                const std::int64_t b = v.inputs[static_cast<std::size_t>(1 - side)].node;
                const GraphNode& src = work.nodes[static_cast<std::size_t>(u)];
                const GraphNode& bias = work.nodes[static_cast<std::size_t>(b)];
                if ((src.op == "FullyConnected" || src.op == "fused_dense") &&
                    parse_bool_attr(src.attr("no_bias", "False")) && !src.attrs.count("act_type") &&
                    single(u) && bias.shape_known && src.shape_known && src.shape.ndim() >= 1 &&
                    bias.shape == Shape{src.shape[src.shape.ndim() - 1]}) {
                    std::vector<NodeRef> ins = src.inputs;
                    ins.push_back(v.inputs[static_cast<std::size_t>(1 - side)]);
                    v.attrs = src.attrs;
                    v.attrs["no_bias"] = "False";
                    v.inputs = std::move(ins);
                    v.op = "fused_dense";
                    ++dense;
                    break;
                }
            }
        }
    }
    // 2. Elementwise chains.
    for (std::int64_t id : order) {
        std::vector<int> uses = work.use_counts();
        GraphNode& v = work.nodes[static_cast<std::size_t>(id)];
        if (!fusable_elementwise(work, v) || v.inputs.empty()) continue;
        std::size_t primary = 0;
        auto candidate = [&](std::size_t k) {
            if (k >= v.inputs.size()) return false;
            const std::int64_t u = v.inputs[k].node;
            const GraphNode& src = work.nodes[static_cast<std::size_t>(u)];
            return fusable_elementwise(work, src) && uses[static_cast<std::size_t>(u)] == 1 &&
                   !is_output[static_cast<std::size_t>(u)] && src.dtype == v.dtype;
        };
        const bool commutative =
            v.op.find("add") != std::string::npos || v.op.find("mul") != std::string::npos;
        if (!candidate(0)) {
            if (commutative && candidate(1))
                primary = 1;
            else
                continue;
        }
        const GraphNode src = work.nodes[static_cast<std::size_t>(v.inputs[primary].node)];
        Program p = program_of(src);
        Program mine = program_of(v);
        if (v.inputs.size() == 2) {
            // The step reads the other operand, appended to the fused inputs.
            const NodeRef other = v.inputs[1 - primary];
            p.inputs.push_back(other);
            const std::string kind = mine.steps[0].substr(0, mine.steps[0].find(':'));
            p.steps.push_back(kind + ":" + std::to_string(p.inputs.size() - 1));
        } else {
            for (const std::string& s : mine.steps) p.steps.push_back(s);
        }
        v.op = "fused_elementwise";
        v.inputs = p.inputs;
        v.attrs = {{"program", join(p.steps)}};
        ++elementwise;
    }
    PassReport dce;
    Graph out = eliminate_dead_code(work, &dce);
    r.changes = dense + elementwise;
    finish(report, r, out,
           std::to_string(dense) + " dense epilogue fusion(s), " + std::to_string(elementwise) +
               " elementwise fusion(s); " + std::to_string(out.count_op("fused_dense")) +
               " fused_dense, " + std::to_string(out.count_op("fused_elementwise")) +
               " fused_elementwise");
    return out;
}

namespace {
bool can_run_in_place(const std::string& op) {
    return op_is_elementwise(op) || op == "fused_elementwise" || op == "Flatten" ||
           op == "Reshape" || op == "Dropout" || op == "_copy" || op == "identity";
}
}  // namespace

Graph plan_memory(const Graph& g, PassReport* report) {
    PassReport r;
    begin(r, "memory planning", g);
    Graph out = g;
    out.buffers.clear();
    const std::vector<std::int64_t> order = out.topo_order();
    std::vector<std::size_t> position(out.size(), 0);
    for (std::size_t i = 0; i < order.size(); ++i) position[static_cast<std::size_t>(order[i])] = i;
    // Last reader of each node, in topological positions (outputs live to the end).
    std::vector<std::size_t> last_use(out.size(), 0);
    for (std::int64_t id : order)
        for (const NodeRef& in : out.nodes[static_cast<std::size_t>(id)].inputs)
            last_use[static_cast<std::size_t>(in.node)] =
                std::max(last_use[static_cast<std::size_t>(in.node)],
                         position[static_cast<std::size_t>(id)]);
    for (const NodeRef& o : out.outputs) last_use[static_cast<std::size_t>(o.node)] = order.size();
    std::vector<std::int64_t> free_list;
    std::vector<std::vector<std::int64_t>> release_at(order.size() + 1);
    int shared = 0, in_place = 0;
    for (std::size_t pos = 0; pos < order.size(); ++pos) {
        const std::int64_t id = order[pos];
        GraphNode& n = out.nodes[static_cast<std::size_t>(id)];
        if (n.is_variable() || n.is_constant()) continue;
        const std::int64_t need = node_bytes(n);
        std::int64_t buf = -1;
        if (can_run_in_place(n.op) && !n.inputs.empty()) {
            const GraphNode& src = out.nodes[static_cast<std::size_t>(n.inputs[0].node)];
            bool sole = true;  // the input buffer is read by nobody after this node
            for (std::size_t k = 1; k < n.inputs.size(); ++k)
                sole &= n.inputs[k].node != n.inputs[0].node;
            if (src.buffer >= 0 && sole &&
                last_use[static_cast<std::size_t>(n.inputs[0].node)] == pos &&
                node_bytes(src) == need && src.shape.size() == n.shape.size()) {
                buf = src.buffer;
                n.inplace = true;
                ++in_place;
                // src's buffer is now n's: do not release it when src dies.
                auto& rel = release_at[pos];
                rel.erase(std::remove(rel.begin(), rel.end(), buf), rel.end());
            }
        }
        // Buffers whose last reader is this node become free after it; release those of
        // earlier positions now.
        if (buf < 0) {
            std::int64_t best = -1;
            for (std::int64_t b : free_list) {
                const std::int64_t cap = out.buffers[static_cast<std::size_t>(b)];
                if (cap >= need && (best < 0 || cap < out.buffers[static_cast<std::size_t>(best)]))
                    best = b;
            }
            if (best < 0 && !free_list.empty()) {
                best = *std::max_element(free_list.begin(), free_list.end(),
                                         [&](std::int64_t a, std::int64_t b) {
                                             return out.buffers[static_cast<std::size_t>(a)] <
                                                    out.buffers[static_cast<std::size_t>(b)];
                                         });
                out.buffers[static_cast<std::size_t>(best)] = need;
            }
            if (best >= 0) {
                free_list.erase(std::find(free_list.begin(), free_list.end(), best));
                buf = best;
                ++shared;
            } else {
                buf = static_cast<std::int64_t>(out.buffers.size());
                out.buffers.push_back(need);
            }
        }
        n.buffer = buf;
        release_at[std::min(last_use[static_cast<std::size_t>(id)], order.size())].push_back(buf);
        // Free the buffers whose last reader was this node (after it ran).
        for (std::int64_t b : release_at[pos]) free_list.push_back(b);
        release_at[pos].clear();
    }
    std::int64_t planned = 0;
    for (std::int64_t b : out.buffers) planned += b;
    r.bytes_after = planned;
    r.changes = shared + in_place;
    finish(report, r, out,
           std::to_string(out.buffers.size()) + " buffer(s): " + std::to_string(in_place) +
               " in place, " + std::to_string(shared) + " reused; " +
               std::to_string(r.bytes_before) + " -> " + std::to_string(planned) + " bytes");
    return out;
}

std::vector<PassStep> optimize(const Graph& g, const OptimizeOptions& options) {
    std::vector<PassStep> steps;
    PassReport first;
    first.pass = "traced";
    first.nodes_before = first.nodes_after = g.size();
    first.bytes_before = first.bytes_after = g.activation_bytes();
    first.summary = std::to_string(g.size()) + " node(s)";
    steps.push_back({"traced", g, first});
    auto run = [&](bool on, Graph (*pass)(const Graph&, PassReport*)) {
        if (!on) return;
        PassReport r;
        Graph next = pass(steps.back().graph, &r);
        steps.push_back({r.pass, std::move(next), r});
    };
    run(options.dead_code, &eliminate_dead_code);
    run(options.cse, &eliminate_common_subexpressions);
    run(options.fold, &fold_constants);
    run(options.fuse, &fuse_ops);
    run(options.plan, &plan_memory);
    return steps;
}

Graph fancy_func_graph(bool constant_inputs) {
    Graph g;
    std::vector<std::int64_t> ids;
    const char* names[] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; ++i) {
        if (constant_inputs)
            ids.push_back(g.add_constant(names[i], Shape{1}, {static_cast<double>(i + 1)}));
        else
            ids.push_back(g.add_variable(names[i], Shape{1}, DType::Float32, VarKind::Data));
    }
    const std::int64_t e = g.add_op("elemwise_add", "e", {{ids[0], 0}, {ids[1], 0}});
    const std::int64_t f = g.add_op("elemwise_add", "f", {{ids[2], 0}, {ids[3], 0}});
    const std::int64_t out = g.add_op("elemwise_add", "g", {{e, 0}, {f, 0}});
    g.outputs.push_back({out, 0});
    return g;
}

}  // namespace asynclab::nn
