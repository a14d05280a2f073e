// The scenario framework: parameters, the harness that runs variants on engines, and the
// exports (JSON, Chrome trace, CSV series).
#include "engine/scenarios/scenario.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <ostream>
#include <set>
#include <sstream>
#include <utility>

#include "engine/device/gpu_runtime.h"
#include "engine/hardware/this_machine.h"
#include "engine/memory/storage.h"
#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/profiler.h"
#include "engine/scenarios/common.h"
#include "engine/sim/device_spec.h"
#include "engine/sim/sim_executor.h"

namespace asynclab::scenarios {

const char* run_mode_name(RunMode mode) {
    return mode == RunMode::Real ? "real" : "sim";
}

std::optional<RunMode> parse_run_mode(std::string_view name) {
    for (RunMode mode : {RunMode::Real, RunMode::Sim})
        if (name == run_mode_name(mode)) return mode;
    return std::nullopt;
}

namespace detail {

std::string join(const std::vector<std::string>& items, const char* sep) {
    std::string out;
    for (const auto& s : items) {
        if (!out.empty()) out += sep;
        out += s;
    }
    return out;
}

}  // namespace detail

namespace {

using detail::join;

std::optional<double> parse_number(const std::string& text, bool integer) {
    if (text.empty()) return std::nullopt;
    if (integer) {
        long long v = 0;
        auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
        return static_cast<double>(v);
    }
    double v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string number_text(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

bool accepts(const ParamInfo& p, const std::string& value) {
    if (p.text) return !value.empty() && value.size() <= (std::size_t{1} << 20);
    if (!p.prefix_value.empty() && value.rfind(p.prefix_value, 0) == 0) {
        auto n = parse_number(value.substr(p.prefix_value.size()), true);
        return n && *n >= 1 && *n <= 1e6;
    }
    if (!p.allowed.empty())
        return std::find(p.allowed.begin(), p.allowed.end(), value) != p.allowed.end();
    auto n = parse_number(value, p.integer);
    return n && *n >= p.min && *n <= p.max;
}

}  // namespace

namespace {

/// A bound of a parameter's range, with the digits after the point it has (at most 6).
Message::Arg range_arg(double v) {
    int decimals = 0;
    while (decimals < 6 &&
           std::abs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return number_arg(v, decimals);
}

}  // namespace

Message ParamInfo::accepted_message() const {
    if (text) return Message(ASYNCLAB_TEXT("asynclab::Scenario", "non-empty text (at most 1 MiB)"));
    Message m;
    if (!allowed.empty())
        m = Message(ASYNCLAB_TEXT("asynclab::Scenario", "one of: %1"),
                    {verbatim_arg(join(allowed))});
    else if (integer)
        m = Message(ASYNCLAB_TEXT("asynclab::Scenario", "an integer in [%1, %2]"),
                    {range_arg(min), range_arg(max)});
    else
        m = Message(ASYNCLAB_TEXT("asynclab::Scenario", "a number in [%1, %2]"),
                    {range_arg(min), range_arg(max)});
    if (!prefix_value.empty())
        m = Message(ASYNCLAB_TEXT("asynclab::Scenario", "%1, or %2K with K >= 1"),
                    {sentence_arg(std::move(m)), verbatim_arg(prefix_value)});
    return m;
}

std::optional<double> ScenarioResult::metric(const std::string& name) const {
    for (const auto& [k, v] : metrics)
        if (k == name) return v;
    return std::nullopt;
}

void ScenarioResult::set_metric(const std::string& name, double value) {
    for (auto& [k, v] : metrics)
        if (k == name) {
            v = value;
            return;
        }
    metrics.emplace_back(name, value);
}

Params resolve_params(const ScenarioInfo& info,
                      const std::vector<std::pair<std::string, std::string>>& sets) {
    Params out;
    for (const ParamInfo& p : info.params) out[p.name] = p.default_value;
    for (const auto& set : sets) {
        // A named reference, not the structured binding: lambdas capture those only from
        // Clang 16 on (the fuzz build uses Clang 14).
        const std::string& name = set.first;
        const std::string& value = set.second;
        auto it = std::find_if(info.params.begin(), info.params.end(),
                               [&](const ParamInfo& p) { return p.name == name; });
        if (it == info.params.end()) {
            std::vector<std::string> names;
            for (const ParamInfo& p : info.params) names.push_back(p.name);
            throw ScenarioError(
                "scenario '" + info.name + "' has no parameter '" + name +
                "'; accepted parameters: " + (names.empty() ? std::string("(none)") : join(names)));
        }
        if (!accepts(*it, value))
            throw ScenarioError("parameter '" + name + "' of scenario '" + info.name +
                                "' does not accept '" + value + "': expected " + it->accepted());
        out[name] = value;
    }
    return out;
}

ScenarioResult run_scenario(const std::string& name,
                            const std::vector<std::pair<std::string, std::string>>& sets,
                            RunContext& ctx) {
    const Scenario* s = find_scenario(name);
    if (!s)
        throw ScenarioError("unknown scenario '" + name +
                            "'; accepted scenarios: " + scenario_names());
    if (!s->info().available)
        throw ScenarioError("scenario '" + name +
                            "' is not available yet: " + s->info().unavailable_reason);
    return s->run(resolve_params(s->info(), sets), ctx);
}

void Phenomenon::set(bool h, double r, Message d) {
    holds = h;
    checked = true;
    ratio = r;
    verdict = h ? ASYNCLAB_TEXT("asynclab::Scenario", "held")
                : ASYNCLAB_TEXT("asynclab::Scenario", "did not hold");
    detail = std::move(d);
}

void Phenomenon::not_checked(Message why) {
    holds = false;
    checked = false;
    ratio = 0;
    verdict = ASYNCLAB_TEXT("asynclab::Scenario", "not checked");
    detail = std::move(why);
}

std::string Phenomenon::summary() const {
    const std::string d = detail.english();
    return d.empty() ? verdict : verdict + ": " + d;
}

Phenomenon phenomenon_from_json(const json::Value& v, const std::string& where) {
    if (!v.is_object())
        throw std::invalid_argument(where + ": must be an object, not " +
                                    json::type_name(v.type()));
    auto optional = [&](std::string_view key, json::Type type, const char* what) {
        const json::Value* m = v.find(key);
        if (m && !m->is_null() && m->type() != type)
            throw std::invalid_argument(where + "." + std::string(key) + ": must be " + what);
        return m && !m->is_null() ? m : nullptr;
    };
    Phenomenon p;
    const json::Value* holds = optional("holds", json::Type::Bool, "true or false");
    const json::Value* checked = optional("checked", json::Type::Bool, "true or false");
    const json::Value* ratio = optional("ratio", json::Type::Number, "a number");
    const json::Value* summary = optional("summary", json::Type::String, "a string");
    const json::Value* verdict = optional("verdict", json::Type::String, "a string");
    const json::Value* detail = v.find("detail");
    p.holds = holds && holds->as_bool();
    p.ratio = ratio ? ratio->as_double() : 0;
    if (detail && !detail->is_null()) {
        p.checked = checked ? checked->as_bool() : true;
        p.verdict = verdict ? verdict->as_string() : std::string(p.holds ? "held" : "did not hold");
        p.detail = message_from_json(*detail, where + ".detail");
        return p;
    }
    // Written before verdicts and details were kept apart: the summary is the whole line,
    // "<verdict>: <what was seen>", in English.
    const std::string line = summary ? summary->as_string() : std::string();
    const std::size_t colon = line.find(": ");
    p.verdict = colon == std::string::npos ? std::string() : line.substr(0, colon);
    p.checked = checked ? checked->as_bool() : p.verdict != "not checked";
    if (p.verdict.empty())
        p.verdict = p.holds ? "held" : p.checked ? "did not hold" : "not checked";
    // Taken as it is: a '%' in it is text, not a placeholder (no arguments to put there).
    p.detail.text = colon == std::string::npos ? line : line.substr(colon + 2);
    return p;
}

json::Value to_json(const ScenarioResult& r) {
    json::Value v = json::Value::object();
    v.set("scenario", r.scenario);
    v.set("mode", run_mode_name(r.mode));
    json::Value params = json::Value::object();
    for (const auto& [k, val] : r.params) params.set(k, val);
    v.set("params", std::move(params));
    json::Value metrics = json::Value::object();
    for (const auto& [k, val] : r.metrics) metrics.set(k, val);
    v.set("metrics", std::move(metrics));
    json::Value ph = json::Value::object();
    ph.set("holds", r.phenomenon.holds);
    ph.set("checked", r.phenomenon.checked);
    ph.set("ratio", r.phenomenon.ratio);
    ph.set("summary", r.phenomenon.summary());
    ph.set("verdict", r.phenomenon.verdict);
    ph.set("detail", to_json(r.phenomenon.detail));
    v.set("phenomenon", std::move(ph));
    json::Value notes = json::Value::array();
    for (const auto& n : r.notes) notes.push_back(n);
    v.set("notes", std::move(notes));
    v.set("cancelled", r.cancelled);
    v.set("timing_only", r.timing_only);
    return v;
}

void write_trace(std::ostream& out, const ScenarioResult& r) {
    write_chrome_trace(out, r.trace, {r.scenario + " (" + run_mode_name(r.mode) + ")", r.lanes});
}

namespace {

/// The shortest text that reads back as `v` (1048576 stays whole; an ostream's default
/// would round it to six significant digits).
std::string shortest(double v) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

}  // namespace

void write_csv(std::ostream& out, const ScenarioResult& r) {
    out << "series,time_s,value\n";
    for (const Series& s : r.series)
        for (const auto& [t, v] : s.points)
            out << '"' << s.name << "\"," << shortest(t) << ',' << shortest(v) << '\n';
}

std::vector<Series> derive_series(const EventBatch& trace, int buckets) {
    std::vector<Series> out;
    std::map<std::string, Series> memory;
    for (const CounterEvent& c : trace.counters) {
        if (c.kind != CounterKind::MemoryBytes) continue;
        Series& s = memory["memory " + c.device.name()];
        s.points.emplace_back(static_cast<double>(c.ts) * 1e-9, c.value);
    }
    for (auto& [name, s] : memory) {
        s.name = name;
        out.push_back(std::move(s));
    }
    if (trace.ops.empty() || buckets <= 0) return out;
    TimeNs begin = trace.ops.front().start, end = trace.ops.front().end;
    for (const OpEvent& e : trace.ops) {
        begin = std::min(begin, e.start);
        end = std::max(end, e.end);
    }
    if (end <= begin) return out;
    const double width = static_cast<double>(end - begin) / buckets;
    std::map<LaneId, std::vector<double>> busy;
    for (const OpEvent& e : trace.ops) {
        if (e.parent != 0) continue;  // inner ops of a bulk: the bulk counts
        auto& b = busy[e.lane];
        if (b.empty()) b.assign(static_cast<std::size_t>(buckets), 0.0);
        const double s = static_cast<double>(e.start - begin),
                     f = static_cast<double>(e.end - begin);
        int i0 = std::clamp(static_cast<int>(s / width), 0, buckets - 1);
        int i1 = std::clamp(static_cast<int>(f / width), 0, buckets - 1);
        for (int i = i0; i <= i1; ++i) {
            const double lo = std::max(s, i * width), hi = std::min(f, (i + 1) * width);
            if (hi > lo) b[static_cast<std::size_t>(i)] += (hi - lo) / width;
        }
    }
    for (auto& [lane, b] : busy) {
        Series s{"utilization " + lane.name(), {}};
        for (int i = 0; i < buckets; ++i)
            s.points.emplace_back((static_cast<double>(begin) + (i + 0.5) * width) * 1e-9,
                                  std::min(1.0, b[static_cast<std::size_t>(i)]));
        out.push_back(std::move(s));
    }
    return out;
}

// --- helpers for the scenario implementations -----------------------------------------------
namespace detail {

ParamInfo int_param(std::string name, long long def, long long min, long long max,
                    std::string description) {
    ParamInfo p;
    p.name = std::move(name);
    p.default_value = std::to_string(def);
    p.description = std::move(description);
    p.min = static_cast<double>(min);
    p.max = static_cast<double>(max);
    p.integer = true;
    return p;
}

ParamInfo real_param(std::string name, double def, double min, double max,
                     std::string description) {
    ParamInfo p;
    p.name = std::move(name);
    p.default_value = number_text(def);
    p.description = std::move(description);
    p.min = min;
    p.max = max;
    p.integer = false;
    return p;
}

ParamInfo choice_param(std::string name, std::string def, std::vector<std::string> allowed,
                       std::string description) {
    ParamInfo p;
    p.name = std::move(name);
    p.default_value = std::move(def);
    p.description = std::move(description);
    p.allowed = std::move(allowed);
    return p;
}

ParamInfo variant_param(const std::vector<std::string>& variants) {
    std::vector<std::string> allowed{"all"};
    allowed.insert(allowed.end(), variants.begin(), variants.end());
    return choice_param("variant", "all", allowed,
                        ASYNCLAB_TEXT("asynclab::Scenario", "run every variant, or only this one"));
}

ParamInfo frontend_param() {
    return real_param("frontend_us", 2, 0, 1e6,
                      ASYNCLAB_TEXT("asynclab::Scenario",
                                    "sim: microseconds the front end spends issuing one op"));
}

ParamInfo gpu_param() {
    return choice_param("gpu", "v100", device_preset_keys(DeviceType::GPU),
                        ASYNCLAB_TEXT("asynclab::Scenario", "sim: the simulated GPU"));
}

ParamInfo cpu_param() {
    return choice_param(
        "cpu", "cpu-2core", device_preset_keys(DeviceType::CPU),
        ASYNCLAB_TEXT("asynclab::Scenario",
                      "sim: the simulated CPU (this-machine: this CPU, measured once and "
                      "cached; with frontend_us left at its default, the measured front-end "
                      "cost per op too)"));
}

ParamInfo link_param() {
    return choice_param(
        "link", "pcie3", link_preset_keys(),
        ASYNCLAB_TEXT("asynclab::Scenario", "sim: the link between the CPU and the GPU"));
}

const std::string& get(const Params& p, const std::string& name) {
    auto it = p.find(name);
    if (it == p.end()) throw ScenarioError("internal: missing parameter '" + name + "'");
    return it->second;
}

long long get_int(const Params& p, const std::string& name) {
    return std::stoll(get(p, name));
}

double get_real(const Params& p, const std::string& name) {
    return std::stod(get(p, name));
}

bool wants(const Params& p, const std::string& name) {
    auto it = p.find("variant");
    return it == p.end() || it->second == "all" || it->second == name;
}

PushCount push_count(const Engine& engine) {
    const std::uint64_t frees = engine.frees_pushed();
    return {static_cast<std::uint64_t>(engine.ops_pushed()) - frees, frees};
}

PushCount operator-(const PushCount& later, const PushCount& earlier) {
    return {later.ops - earlier.ops, later.frees - earlier.frees};
}

std::string fixed(double value, int decimals) {
    return number_arg(value, decimals).english();
}

std::string ratio_text(double r) {
    return ratio_arg(r).english();
}

namespace {

/// Moves an engine's events onto the result's axis: times by `shift`, op ids by `offset`;
/// dependencies on ops before `first` (not shown) are dropped.
void place(EventBatch& batch, TimeNs shift, OpId offset, OpId first) {
    const auto id = [offset](OpId v) { return v == 0 ? OpId{0} : v + offset; };
    for (OpEvent& op : batch.ops) {
        op.id = id(op.id);
        op.parent = id(op.parent);
        if (first > 1) std::erase_if(op.waited_on, [first](OpId w) { return w < first; });
        for (OpId& w : op.waited_on) w = id(w);
        op.push += shift;
        op.start += shift;
        op.end += shift;
        if (op.device_timed()) {
            // Its launch by the host too (launch_end stays positive: it marks the op timed).
            op.launch_start += shift;
            op.launch_end = std::max<TimeNs>(op.launch_end + shift, 1);
        }
    }
    for (SyncEvent& sync : batch.syncs) {
        sync.awaited = id(sync.awaited);
        sync.begin += shift;
        sync.end += shift;
    }
    for (CounterEvent& c : batch.counters) c.ts += shift;
}

}  // namespace

Harness::Harness(const ScenarioInfo& info, const Params& params, RunContext& ctx,
                 ScenarioResult& result)
    : info_(info), params_(params), ctx_(ctx), result_(result), mode_(ctx.mode) {
    result_.scenario = info.name;
    result_.params = params;
    if (info.shows_values)
        no_timing_only_ =
            "timing only does not apply to " + info.name + ": what it prints is values it computes";
    if (mode_ == RunMode::Real && info.needs_gpu) {
        const GpuRuntime& gpu = GpuRuntime::instance();
        if (!gpu.available()) {
            mode_ = RunMode::Sim;
            const std::string preset = params.count("gpu") ? params.at("gpu") : "v100";
            note("real mode needs a GPU and none is usable here (" + gpu.unavailable_reason() +
                 "): ran on a simulated " + preset + " instead");
        }
    }
    result_.mode = mode_;
}

std::unique_ptr<Engine> Harness::engine(int gpus, bool timing_only, EngineMode engine_mode,
                                        int cpu_workers) {
    EngineConfig config;
    config.mode = engine_mode;
    config.cpu_workers = cpu_workers;
    if (mode_ == RunMode::Sim) {
        auto sim = std::make_shared<SimConfig>();
        sim->cpu = cpu_spec();
        // As many worker lanes as the real engine would start on that CPU: one per core.
        sim->cpu_lanes = cpu_workers > 0 ? cpu_workers : std::max(1, sim->cpu.cores);
        const std::string gpu = params_.count("gpu") ? params_.at("gpu") : "v100";
        for (int i = 0; i < gpus; ++i) sim->gpus.push_back(*device_preset(gpu));
        if (params_.count("link")) sim->host_link = *link_preset(params_.at("link"));
        set_frontend_costs(*sim);
        sim->timing_only = timing_only || (ctx_.timing_only && no_timing_only_.empty());
        result_.timing_only = result_.timing_only || sim->timing_only;
        config.sim = std::move(sim);
    } else {
        config.max_gpus = gpus > 0 ? gpus : 0;
    }
    auto e = make_engine(std::move(config));
    if (mode_ == RunMode::Real && gpus > 0 && e->gpu_count() < gpus)
        throw std::runtime_error("scenario '" + info_.name + "' needs " + std::to_string(gpus) +
                                 " GPU(s); this engine has " + std::to_string(e->gpu_count()) +
                                 (e->gpu_unavailable_reason().empty()
                                      ? std::string()
                                      : " (" + e->gpu_unavailable_reason() + ")"));
    return e;
}

void Harness::needs_values(std::string reason) {
    if (!placements_.empty())
        throw std::logic_error("Harness::needs_values: call it before the first engine");
    no_timing_only_ = "timing only does not apply to this run: " + reason;
}

std::unique_ptr<Engine> Harness::sim_engine(std::shared_ptr<SimConfig> sim) {
    if (!sim) throw std::invalid_argument("Harness::sim_engine: no simulated machine");
    result_.timing_only = result_.timing_only || sim->timing_only;
    EngineConfig config;
    config.sim = std::move(sim);
    config.profile = false;
    return make_engine(std::move(config), true);
}

std::unique_ptr<Engine> Harness::real_engine(int gpus) {
    EngineConfig config;
    config.max_gpus = gpus;
    config.profile = false;
    return make_engine(std::move(config), true);
}

void Harness::show_from_now(Engine& engine) {
    for (const Placement& p : placements_)
        if (p.engine == &engine)
            throw std::logic_error("Harness::show_from_now: the engine is shown already");
    engine.profiler().set_enabled(true);
    place_engine(engine);
    // The memory the set-up left in use, as the first sample of each device.
    const TimeNs now = engine.profiler().now();
    for (Device d : engine.devices())
        engine.profiler().record(
            CounterEvent{CounterKind::MemoryBytes, d, now,
                         static_cast<double>(engine.storage().stats(d).in_use)});
}

std::unique_ptr<Engine> Harness::make_engine(EngineConfig config, bool hidden) {
    config.pause = ctx_.pause;
    config.worker_nice = ctx_.worker_nice;
    config.gpu_timing = ctx_.gpu_timing;
    config.spin_us = ctx_.spin_us;
    if (ctx_.spin_us != kDefaultSpinUs && placements_.empty()) {
        // With its first engine, a run that is not comparable with one at the default says
        // so where its metrics are read (CLI output, JSON, the app's Summary and sessions).
        note("idle workers and syncing front ends spin " + std::to_string(ctx_.spin_us) +
             " us before they sleep (default " + std::to_string(kDefaultSpinUs) + " us)");
    }
    if (ctx_.timing_only && placements_.empty()) {
        if (!config.sim)
            note("timing only applies to simulated runs: this real run computed every op");
        else if (!no_timing_only_.empty())
            note(no_timing_only_);
        else
            note(
                "timing only: the simulator skipped the math, so no values were computed; "
                "times and memory are the same as with it");
    }
    auto e = std::make_unique<Engine>(config);
    std::erase_if(placements_, [&](const Placement& p) { return p.engine == e.get(); });
    wakeups_seen_.erase(e.get());  // a new engine at a freed one's address
    if (!hidden) place_engine(*e);
    return e;
}

void Harness::place_engine(Engine& engine) {
    // This engine's events follow what earlier variants collected.
    Placement placement{&engine, cursor_ - engine.profiler().now(), next_id_,
                        engine.ops_pushed() + 1};
    if (ctx_.lanes) ctx_.lanes(engine.lanes());
    if (ctx_.events) {
        // Live copy of the run, placed like collect() places the final trace. The
        // subscription ends with the engine's profiler, or with hide().
        auto live = [sink = ctx_.events, placement](const Profiler::Batch& batch) {
            if (!batch || (batch->ops.empty() && batch->syncs.empty() && batch->counters.empty()))
                return;
            EventBatch placed = *batch;
            place(placed, placement.shift, placement.id_offset, placement.first_id);
            sink(placed);
        };
        placement.subscription = engine.profiler().subscribe(std::move(live));
    }
    placements_.push_back(placement);
}

void Harness::hide(Engine& engine) {
    engine.profiler().flush();
    engine.profiler().set_enabled(false);
    engine.profiler().clear_history();
    for (Placement& p : placements_)
        if (p.engine == &engine && p.subscription != 0)
            engine.profiler().unsubscribe(std::exchange(p.subscription, 0));
}

const DeviceSpec& Harness::cpu_spec() {
    if (!cpu_) {
        const std::string key = params_.count("cpu") ? params_.at("cpu") : "cpu-2core";
        auto spec = device_preset(key);
        if (!spec || spec->kind != DeviceType::CPU)
            throw ScenarioError("'" + key + "' is not a simulated CPU; accepted: " +
                                join(device_preset_keys(DeviceType::CPU)));
        cpu_ = std::move(*spec);
    }
    return *cpu_;
}

void Harness::set_frontend_costs(SimConfig& sim) {
    auto it = params_.find("frontend_us");
    if (it == params_.end()) return;  // the configuration's default
    sim.frontend_seconds_per_op = get_real(params_, "frontend_us") * 1e-6;
    const DeviceSpec& cpu = cpu_spec();
    if (cpu.issue_seconds <= 0) return;
    for (const ParamInfo& p : info_.params)
        if (p.name == "frontend_us" && p.default_value == it->second) {
            if (!measured_note_) {
                measured_note_ = true;
                std::string layers;
                if (cpu.layer_issue_seconds > 0)
                    layers = ", " + fixed(cpu.layer_issue_seconds * 1e6, 2) +
                             " us per op a network's layers push";
                note("cpu=" + params_.at("cpu") + ": the front end costs the measured " +
                     fixed(cpu.issue_seconds * 1e6, 2) + " us per op" + layers +
                     " (set frontend_us to change it)");
            }
            sim.frontend_seconds_per_op = cpu.issue_seconds;
            sim.layer_frontend_seconds_per_op = cpu.layer_issue_seconds;
            return;
        }
}

FnScenario::FnScenario(ScenarioInfo info, Body body, Check check)
    : info_(std::move(info)), body_(body), check_(check) {
    const bool has_cpu = std::any_of(info_.params.begin(), info_.params.end(),
                                     [](const ParamInfo& p) { return p.name == "cpu"; });
    if (!has_cpu && info_.simulated_cpu) info_.params.push_back(cpu_param());
}

ScenarioResult FnScenario::run(const Params& params, RunContext& ctx) const {
    if (!info_.available)
        throw ScenarioError("scenario '" + info_.name +
                            "' is not available yet: " + info_.unavailable_reason);
    hw::install_this_machine();  // cpu=this-machine: this machine, as measured here
    ScenarioResult result;
    Harness h(info_, params, ctx, result);
    body_(h);
    h.check_cancel();  // a body that stopped a loop early without saying so
    h.finish();
    if (result.series.empty()) result.series = derive_series(result.trace);
    return result;
}

EventBatch Harness::collect(Engine& engine) {
    // Sleeping workers woken, summed over the run's engines (how often the threads handed
    // work over through the kernel): reported after the scenario's own metrics.
    std::uint64_t& seen = wakeups_seen_[&engine];
    const std::uint64_t wakeups = engine.cpu_wakeups();
    wakeups_ += wakeups - seen;
    seen = wakeups;
    engine.profiler().flush();
    EventBatch h = engine.profiler().history();
    engine.profiler().clear_history();
    TimeNs begin = std::numeric_limits<TimeNs>::max(), end = std::numeric_limits<TimeNs>::min();
    for (const auto& e : h.ops) {
        begin = std::min({begin, e.push, e.start});
        end = std::max(end, e.end);
    }
    for (const auto& s : h.syncs) {
        begin = std::min(begin, s.begin);
        end = std::max(end, s.end);
    }
    for (const auto& c : h.counters) {
        begin = std::min(begin, c.ts);
        end = std::max(end, c.ts);
    }
    if (begin > end) return h;
    const Placement placement = placement_of(engine);
    const TimeNs shift = placement.shift;
    EventBatch placed = h;
    place(placed, shift, placement.id_offset, placement.first_id);
    for (OpEvent& e : placed.ops) {
        next_id_ = std::max(next_id_, e.id + 1);
        result_.trace.ops.push_back(std::move(e));
    }
    for (SyncEvent& s : placed.syncs) result_.trace.syncs.push_back(std::move(s));
    for (CounterEvent& c : placed.counters) result_.trace.counters.push_back(c);
    cursor_ = end + shift + 1'000'000;  // 1 ms gap between variants
    for (const LaneId& lane : engine.lanes())
        if (std::find(result_.lanes.begin(), result_.lanes.end(), lane) == result_.lanes.end())
            result_.lanes.push_back(lane);
    return h;
}

void Harness::finish() {
    if (!wakeups_seen_.empty()) result_.set_metric("cpu_wakeups", static_cast<double>(wakeups_));
}

Harness::Placement Harness::placement_of(const Engine& engine) const {
    for (auto it = placements_.rbegin(); it != placements_.rend(); ++it)
        if (it->engine == &engine) return *it;
    return {&engine, cursor_, next_id_};  // an engine the harness did not make
}

double Harness::now(Engine& engine) const {
    if (SimExecutor* sim = SimExecutor::of(engine))
        return static_cast<double>(sim->frontend()) * 1e-9;
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - real_epoch_).count();
}

void Harness::print(const std::string& line) const {
    if (ctx_.out) *ctx_.out << line << '\n' << std::flush;
}

void Harness::note(std::string text) {
    result_.notes.push_back(std::move(text));
    print("note: " + result_.notes.back());
}

void Harness::print_time(const std::string& label, double seconds) const {
    print(label + ": " + fixed(seconds, 4) + " sec");
}

void Harness::progress(const std::string& step, double fraction) const {
    if (ctx_.progress) ctx_.progress(step, fraction);
}

bool Harness::cancelled() const {
    return ctx_.cancel && ctx_.cancel->load();
}

bool Harness::check_cancel() {
    if (cancelled()) result_.cancelled = true;
    return result_.cancelled;
}

}  // namespace detail
}  // namespace asynclab::scenarios
