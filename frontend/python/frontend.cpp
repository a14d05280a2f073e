#include "frontend/python/frontend.h"

#include <chrono>
#include <fstream>
#include <sstream>

#include "engine/device/gpu_runtime.h"
#include "engine/hardware/this_machine.h"
#include "engine/scenarios/common.h"
#include "engine/sim/sim_executor.h"
#include "frontend/python/interpreter.h"

namespace py = pybind11;

namespace asynclab::python {

namespace {

scenarios::ScenarioInfo pythonInfo() {
    scenarios::ScenarioInfo i;
    i.name = "python";
    i.section = "12";
    // A script prints its values: they are computed unless --timing-only asks not to.
    i.summary = "a Python script on AsyncLab's engine: the chapter's mxnet, torch and d2l code";
    scenarios::ParamInfo script;
    script.name = "script";
    script.description = "the Python file to run";
    script.text = true;
    // The front end is this machine's interpreter, measured at every push: its back end is
    // this machine's CPU as measured too (once, then cached), unless cpu= says otherwise.
    hw::install_this_machine();
    scenarios::ParamInfo cpu = scenarios::detail::cpu_param();
    cpu.default_value = kThisMachineKey;
    i.params = {script,
                scenarios::detail::int_param("gpus", 1, 0, 8,
                                             "sim: simulated GPUs the script finds "
                                             "(d2l.try_gpu(), npx.num_gpus())"),
                scenarios::detail::gpu_param(), cpu};
    return i;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw scenarios::ScenarioError("cannot read the script '" + path + "'");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

class PythonScenario final : public scenarios::Scenario {
  public:
    const scenarios::ScenarioInfo& info() const override {
        static const scenarios::ScenarioInfo i = pythonInfo();
        return i;
    }

    void check(const scenarios::Params& params) const override {
        const auto it = params.find("script");
        if (it == params.end() || it->second.empty())
            throw scenarios::ScenarioError("python needs script=FILE.py");
        (void)readFile(it->second);
    }

    scenarios::ScenarioResult run(const scenarios::Params& params,
                                  scenarios::RunContext& ctx) const override {
        check(params);
        const std::string& path = params.at("script");
        const std::string source = readFile(path);
        scenarios::ScenarioResult result;
        scenarios::detail::Harness h(info(), params, ctx, result);
        // Sim: the simulated GPUs asked for; real: this machine's, as many as it has (none
        // is fine: d2l.try_gpu() falls back to the CPU).
        const int gpus = h.mode() == scenarios::RunMode::Sim
                             ? static_cast<int>(scenarios::detail::get_int(params, "gpus"))
                             : GpuRuntime::instance().device_count();
        std::unique_ptr<Engine> engine = h.engine(gpus, false);
        EngineScope scope(*engine);
        const double start = h.now(*engine);
        std::ostream* out = ctx.out;
        try {
            run_source(*engine, source, path, out, ctx.cancel);
            engine->wait_all();
        } catch (const ScriptError& e) {
            if (!e.interrupted) throw;
            result.cancelled = true;
            engine->wait_all();
        }
        result.set_metric("total_s", h.now(*engine) - start);
        h.collect(*engine);
        result.set_metric("ops", static_cast<double>(result.trace.ops.size()));
        result.set_metric("sync_points", static_cast<double>(result.trace.syncs.size()));
        h.finish();
        result.phenomenon.checked = false;
        return result;
    }
};

}  // namespace

double frontEndSeconds(Engine& engine) {
    if (const SimExecutor* sim = SimExecutor::of(engine))
        return static_cast<double>(sim->frontend()) * 1e-9;
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

const scenarios::Scenario& python_scenario() {
    static const PythonScenario scenario;
    return scenario;
}

void run_source(Engine& engine, std::string_view source, const std::string& file, std::ostream* out,
                const std::atomic<bool>* cancel) {
    // Each script starts with AsyncLab's modules fresh (none imported yet), in a namespace
    // of its own.
    detail::ScriptScope scope(engine, out, cancel, nullptr, detail::wallEpoch(engine));
    py::dict globals = detail::ScriptScope::newGlobals(file);
    struct Release {
        py::dict& globals;
        ~Release() { detail::ScriptScope::release(globals); }
    } release{globals};
    scope.exec(source, 1, file, globals);
}

}  // namespace asynclab::python
