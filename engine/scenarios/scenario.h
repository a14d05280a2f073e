// Scenarios (namespace asynclab::scenarios): the experiments of the "Computational
// Performance" chapter (sections 12.1-12.4 of Dive into Deep Learning) as runnable
// programs. Each scenario runs its variants on an Engine, either on this machine (real
// mode) or on a simulated machine with a deterministic virtual clock (sim mode), prints
// what the chapter's cells print (with our numbers), and reports metrics, whether the
// chapter's phenomenon held, the events of the runs and series for plotting.
//
//   const Scenario* s = find_scenario("async-matmul");
//   Params p = resolve_params(s->info(), {{"n", "200"}});
//   RunContext ctx{.mode = RunMode::Sim, .out = &std::cout};
//   ScenarioResult r = s->run(p, ctx);
#pragma once

#include <atomic>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/spin.h"
#include "engine/profiler/events.h"
#include "engine/scenarios/message.h"
#include "engine/util/json.h"

namespace asynclab {
class PauseControl;
}

namespace asynclab::scenarios {

enum class RunMode { Real, Sim };
const char* run_mode_name(RunMode mode);  // "real", "sim"
/// The mode run_mode_name names; nullopt for any other text.
std::optional<RunMode> parse_run_mode(std::string_view name);

/// A wrong scenario name, parameter or value: the message lists what is accepted.
class ScenarioError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

struct ParamInfo {
    std::string name;
    std::string default_value;
    std::string description;
    /// Accepted values; empty: a number in [min, max] (integer when `integer`).
    std::vector<std::string> allowed;
    double min = 0;
    double max = 0;
    bool integer = true;
    /// Values "<prefix>N" also accepted (e.g. "lag:" for lag:3), N an integer >= 1.
    std::string prefix_value;
    /// Free text (a preset name, a file name or inline JSON) checked by the scenario itself.
    bool text = false;
    /// What it accepts: "one of: a, b", "an integer in [1, 100000]", "non-empty text ...",
    /// with ", or lag:K with K >= 1" for a prefix; the numbers of a range as arguments, so
    /// that an interface writes them its own way.
    Message accepted_message() const;
    /// accepted_message() in English (what the CLI prints).
    std::string accepted() const { return accepted_message().english(); }
};

struct ScenarioInfo {
    std::string name;
    std::string section;  ///< "12.2.1"
    std::string summary;
    std::vector<ParamInfo> params;
    bool needs_gpu = false;  ///< real mode needs a real GPU (else it runs simulated)
    /// Sim mode runs on a simulated CPU picked by the "cpu" parameter (added for it).
    bool simulated_cpu = true;
    bool available = true;
    std::string unavailable_reason;  ///< why it cannot run yet (when !available)
    /// What it prints is values it computes (z = 3, fancy_func's 10, an exported model's
    /// output): RunContext::timing_only does not apply to it.
    bool shows_values = false;
};

/// Resolved parameters: every parameter of the scenario, by name, as text.
using Params = std::map<std::string, std::string>;

struct RunContext {
    RunMode mode = RunMode::Sim;
    std::ostream* out = nullptr;  ///< what the chapter's cells print; null: nothing
    /// (step, fraction done in [0, 1]).
    std::function<void(const std::string&, double)> progress;
    /// Set from elsewhere (SIGINT): the scenario stops at the next check and returns what
    /// it has, with ScenarioResult::cancelled set.
    const std::atomic<bool>* cancel = nullptr;
    /// Live events: each engine's profiler batches, shifted onto the result's time axis
    /// (the same times the final trace has), called on the profiler's collector thread as
    /// the run goes. Must return quickly and never block.
    std::function<void(const EventBatch&)> events;
    /// The lanes of each engine the scenario makes, before any of its events.
    std::function<void(const std::vector<LaneId>&)> lanes;
    /// Pause and single-step control handed to every engine (null: none).
    std::shared_ptr<PauseControl> pause;
    /// Niceness added to the engines' worker threads (see EngineConfig::worker_nice).
    int worker_nice = 0;
    /// Real GPUs: each op's times come from device events around it, as Nsight Systems
    /// shows kernels (EngineConfig::gpu_timing); off: the host's launch times.
    bool gpu_timing = true;
    /// How long idle workers and a syncing front end spin before they sleep, in real and
    /// simulated runs alike (EngineConfig::spin_us).
    int spin_us = kDefaultSpinUs;
    /// Sim mode: every engine skips the math of its ops (SimConfig::timing_only), so a
    /// large run takes the time of its bookkeeping only; times and memory are unchanged,
    /// values are not computed. Not applied in real mode, nor to scenarios whose output
    /// is values (ScenarioInfo::shows_values); a note says so.
    bool timing_only = false;
};

/// Whether a run shows what the chapter describes, and in what words.
struct Phenomenon {
    bool holds = false;
    /// False when the run could not tell (a variant it compares did not run).
    bool checked = false;
    double ratio = 0;
    /// "held", "did not hold", "not checked", or a scenario's own word ("asynchronous"),
    /// marked for translation.
    std::string verdict = "not checked";
    /// What was seen, or what was missing to tell.
    Message detail;

    /// Checked: `holds`, with `ratio` and what was seen; the verdict "held" or "did not hold".
    void set(bool holds, double ratio, Message detail);
    /// Not checked, and why.
    void not_checked(Message why);
    /// "<verdict>: <detail>", in English: one line.
    std::string summary() const;
};

/// A time series for the CSV export: (seconds, value).
struct Series {
    std::string name;  ///< "memory cpu(0)", "utilization gpu(0) compute 0"
    std::vector<std::pair<double, double>> points;
};

struct ScenarioResult {
    std::string scenario;
    RunMode mode = RunMode::Sim;
    Params params;
    std::vector<std::pair<std::string, double>> metrics;  ///< in report order
    Phenomenon phenomenon;
    EventBatch trace;                ///< the runs of every variant, one after the other
    std::vector<LaneId> lanes;       ///< every lane of the engines used
    std::vector<Series> series;      ///< memory and lane utilization over time
    std::vector<std::string> notes;  ///< e.g. "no GPU here: ran on a simulated v100"
    bool cancelled = false;
    /// Some engine of the run skipped the math (RunContext::timing_only, or a scenario
    /// that never computes in sim mode): the arrays' values mean nothing.
    bool timing_only = false;

    std::optional<double> metric(const std::string& name) const;
    void set_metric(const std::string& name, double value);
};

class Scenario {
  public:
    virtual ~Scenario() = default;
    virtual const ScenarioInfo& info() const = 0;
    /// Runs with resolved parameters. Throws ScenarioError for values that are
    /// individually valid but do not fit together, std::runtime_error on failures.
    virtual ScenarioResult run(const Params& params, RunContext& ctx) const = 0;
    /// Refuses, before anything runs, resolved parameters that cannot run together (a
    /// network whose shapes do not fit): throws ScenarioError saying why. run() refuses
    /// them too; this lets a caller do it before it starts (the CLI).
    virtual void check(const Params& params) const { (void)params; }
};

/// Every registered scenario, in chapter order.
const std::vector<const Scenario*>& all_scenarios();
/// nullptr when unknown.
const Scenario* find_scenario(const std::string& name);
/// "async-matmul, dependency-toy, ..."
std::string scenario_names();

/// Defaults overridden by `sets` (name, value); throws ScenarioError for an unknown
/// name or a value outside what the parameter accepts, listing what is accepted.
Params resolve_params(const ScenarioInfo& info,
                      const std::vector<std::pair<std::string, std::string>>& sets);

/// Looks the scenario up, resolves the parameters and runs it. Throws ScenarioError for an
/// unknown or unavailable scenario (the message lists the accepted ones).
ScenarioResult run_scenario(const std::string& name,
                            const std::vector<std::pair<std::string, std::string>>& sets,
                            RunContext& ctx);

/// {"scenario", "mode", "params", "metrics", "phenomenon": {"holds", "checked", "ratio",
///  "summary", "verdict", "detail"}, "notes", "cancelled", "timing_only"}; "detail" is the
///  Message (to_json(const Message&)), "summary" the English line.
json::Value to_json(const ScenarioResult& result);
/// The "phenomenon" object to_json() writes, or one written before "verdict" and "detail"
/// existed (its "summary" is then split at the first ": "). Throws std::invalid_argument
/// naming the member that is wrong, with `where` in front.
Phenomenon phenomenon_from_json(const json::Value& v, const std::string& where);
/// Chrome trace of the runs (Perfetto / chrome://tracing).
void write_trace(std::ostream& out, const ScenarioResult& result);
/// "series,time_s,value" rows: memory in use per device and utilization per lane.
void write_csv(std::ostream& out, const ScenarioResult& result);

/// Memory counters per device and busy fraction per lane in `buckets` time slices.
std::vector<Series> derive_series(const EventBatch& trace, int buckets = 100);

}  // namespace asynclab::scenarios
