// Shared pieces of the scenario implementations (internal to engine/scenarios/).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/engine.h"
#include "engine/scenarios/scenario.h"
#include "engine/sim/sim_config.h"

namespace asynclab::scenarios::detail {

// --- parameter declarations -------------------------------------------------------------
ParamInfo int_param(std::string name, long long def, long long min, long long max,
                    std::string description);
ParamInfo real_param(std::string name, double def, double min, double max, std::string description);
ParamInfo choice_param(std::string name, std::string def, std::vector<std::string> allowed,
                       std::string description);
/// variant=all|<names...>
ParamInfo variant_param(const std::vector<std::string>& variants);
/// frontend_us: what issuing one op costs the simulated front end.
ParamInfo frontend_param();
/// gpu: simulated GPU preset.
ParamInfo gpu_param();
/// link: simulated CPU<->GPU link preset.
ParamInfo link_param();
/// cpu: simulated CPU preset ("cpu-2core", or "this-machine": this CPU, measured). Every
/// FnScenario has it (added when its info does not declare it).
ParamInfo cpu_param();

long long get_int(const Params& p, const std::string& name);
double get_real(const Params& p, const std::string& name);
const std::string& get(const Params& p, const std::string& name);
/// Whether variant `name` is selected (variant=all or variant=name).
bool wants(const Params& p, const std::string& name);

// --- running ------------------------------------------------------------------------------
/// Runs the variants of one scenario: makes engines, times on the right clock, collects
/// the trace of each variant (shifted to follow the previous one) and prints.
class Harness {
  public:
    Harness(const ScenarioInfo& info, const Params& params, RunContext& ctx,
            ScenarioResult& result);

    /// The mode the scenario really runs in: sim when asked, or when it needs a GPU that
    /// this machine lacks (a note says so).
    RunMode mode() const { return mode_; }
    /// A fresh engine for one variant. `gpus`: simulated GPUs (sim) / whether to start
    /// real ones; `timing_only`: skip the math in sim mode (values meaningless).
    std::unique_ptr<Engine> engine(int gpus, bool timing_only, EngineMode engine_mode = {},
                                   int cpu_workers = 0);
    /// A simulated engine on exactly this machine, in any mode (a scenario whose numbers
    /// are simulated even in real mode). Its profiler is off: what it runs is not shown
    /// until show_from_now(), so that set-up work stays off the timeline.
    std::unique_ptr<Engine> sim_engine(std::shared_ptr<SimConfig> sim);
    /// The same on this machine: an engine with up to `gpus` of its GPUs, whose profiler is
    /// off until show_from_now().
    std::unique_ptr<Engine> real_engine(int gpus);
    /// Turns on the profiler of an engine from sim_engine() and places what it runs from
    /// now on right after the earlier variants (with its memory in use as the first
    /// samples). Dependencies on ops from before are not drawn.
    void show_from_now(Engine& engine);
    /// Stops showing `engine`, which outlives this run (a notebook's, shown again by the
    /// next run's harness with show_from_now()): its profiler off, its live events no
    /// longer fed to this run. Collect it first.
    void hide(Engine& engine);
    /// Appends the engine's events to the result (call after wait_all); returns them as
    /// recorded (unshifted).
    EventBatch collect(Engine& engine);

    /// After the body: adds the metrics every run reports (cpu_wakeups: sleeping CPU
    /// workers woken, over the engines collected).
    void finish();

    /// This run decides what it does from values it computes (a network that branches on
    /// its data): RunContext::timing_only does not apply to it, as to a scenario that shows
    /// values, and the note gives `reason`. Call before the first engine.
    void needs_values(std::string reason);

    /// Seconds on the engine's front-end clock (virtual in sim mode).
    double now(Engine& engine) const;

    /// The simulated CPU (the cpu parameter's preset; "this-machine" is measured once per
    /// process).
    const DeviceSpec& cpu_spec();
    /// What issuing an op costs the simulated front end: frontend_us, except that with a
    /// measured CPU and frontend_us left at its default, the measured issue cost, and the
    /// measured cost of an op that a network's layers push (noted once).
    void set_frontend_costs(SimConfig& sim);

    void print(const std::string& line) const;
    /// Adds `text` to the result's notes and prints it as "note: <text>". Every note goes
    /// through here, so the output has each one once and no front end prints them again.
    void note(std::string text);
    /// "<label>: 0.1234 sec" (the chapter's Benchmark line).
    void print_time(const std::string& label, double seconds) const;
    void progress(const std::string& step, double fraction) const;
    bool cancelled() const;
    /// Marks the result cancelled when the flag is set; true when it is.
    bool check_cancel();

    const Params& params() const { return params_; }
    ScenarioResult& result() { return result_; }

  private:
    const ScenarioInfo& info_;
    const Params& params_;
    RunContext& ctx_;
    ScenarioResult& result_;
    RunMode mode_;
    std::optional<DeviceSpec> cpu_;
    bool measured_note_ = false;
    /// Why RunContext::timing_only does not apply (ScenarioInfo::shows_values, or
    /// needs_values()), as the note says it; empty where it applies.
    std::string no_timing_only_;
    TimeNs cursor_ = 0;
    /// Where each engine's events land on the result's time axis (its profiler time plus
    /// this), fixed when the engine is made so live batches and the final trace agree.
    /// Op ids restart with every engine: each engine's ids are offset past the ones of
    /// the engines before, so ids stay unique across the variants of one result.
    struct Placement {
        const Engine* engine = nullptr;
        TimeNs shift = 0;
        OpId id_offset = 0;
        OpId first_id = 1;     ///< the engine's first op shown: earlier ids are not on it
        int subscription = 0;  ///< the live feed's, on the engine's profiler (0: none)
    };
    std::vector<Placement> placements_;
    /// CPU wake-ups each engine had made when it was last collected, and their sum.
    std::map<const Engine*, std::uint64_t> wakeups_seen_;
    std::uint64_t wakeups_ = 0;
    OpId next_id_ = 0;
    Placement placement_of(const Engine& engine) const;
    /// Makes the engine with the run's settings (pause, nice, GPU timing, spin); places it
    /// unless `hidden` (its profiler then off, see show_from_now()).
    std::unique_ptr<Engine> make_engine(EngineConfig config, bool hidden = false);
    void place_engine(Engine& engine);
    std::chrono::steady_clock::time_point real_epoch_ = std::chrono::steady_clock::now();
};

/// A scenario whose body is a function of the harness.
class FnScenario : public Scenario {
  public:
    using Body = void (*)(Harness&);
    /// Scenario::check (null: every resolved set of parameters can run).
    using Check = void (*)(const Params&);
    FnScenario(ScenarioInfo info, Body body, Check check = nullptr);
    const ScenarioInfo& info() const override { return info_; }
    ScenarioResult run(const Params& params, RunContext& ctx) const override;
    void check(const Params& params) const override {
        if (check_) check_(params);
    }

  private:
    ScenarioInfo info_;
    Body body_;
    Check check_;
};

/// What an engine's front end has pushed: ops, and apart from them the deferred frees of
/// dropped arrays, which the profiler does not record (the timeline draws only the ops).
struct PushCount {
    std::uint64_t ops = 0;
    std::uint64_t frees = 0;
};
/// The counts so far; the difference of two gives what was pushed in between.
PushCount push_count(const Engine& engine);
PushCount operator-(const PushCount& later, const PushCount& earlier);

/// "a, b, c".
std::string join(const std::vector<std::string>& items, const char* sep = ", ");
/// "12.3x" style ratio text.
std::string ratio_text(double r);
std::string fixed(double value, int decimals);

// --- scenario groups (one .cpp each) ----------------------------------------------------------
std::vector<const Scenario*> async_scenarios();     // 12.2
std::vector<const Scenario*> parallel_scenarios();  // 12.3
std::vector<const Scenario*> hardware_scenarios();  // 12.4
std::vector<const Scenario*> hybrid_scenarios();    // 12.1
std::vector<const Scenario*> network_scenarios();   // the user's own network

}  // namespace asynclab::scenarios::detail
