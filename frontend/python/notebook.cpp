#include "frontend/python/notebook.h"

#include <mutex>

#include "engine/core/pause.h"
#include "engine/device/gpu_runtime.h"
#include "engine/scenarios/common.h"
#include "frontend/python/interpreter.h"

namespace py = pybind11;

namespace asynclab::python {

struct Notebook::State {
    scenarios::RunMode mode = scenarios::RunMode::Sim;
    scenarios::Params params;
    std::shared_ptr<PauseControl> pause = std::make_shared<PauseControl>();
    /// Made at the first cell, then the cells' engine until restart().
    std::unique_ptr<Engine> engine;
    double epoch = 0;  ///< time.time() from the engine's front-end clock (wallEpoch())
    // The namespace, and the AsyncLab modules it imported (name to module): touched only
    // with the interpreter's lock and GIL held, and dropped before their engine.
    py::object globals;
    py::object modules;
    int cells = 0;

    /// Empties the namespace, drops the modules and then the engine.
    void drop() {
        if (globals || modules) {
            detail::Interpreter& interpreter = detail::Interpreter::instance();
            const std::lock_guard lock(interpreter.mutex());
            std::optional<EngineScope> scope;
            if (engine) scope.emplace(*engine);
            py::gil_scoped_acquire gil;
            try {
                // The modules no longer importable as they are, then the arrays the namespace
                // holds released while their engine is there.
                if (modules) {
                    py::dict loaded = py::module_::import("sys").attr("modules");
                    for (const auto& [name, module] : py::dict(modules))
                        if (loaded.contains(name) && loaded[name].ptr() == module.ptr())
                            PyDict_DelItem(loaded.ptr(), name.ptr());
                }
            } catch (py::error_already_set& e) {
                e.discard_as_unraisable(__func__);
            }
            modules = py::object();
            py::dict namespace_ = globals ? py::dict(globals) : py::dict();
            globals = py::object();
            detail::ScriptScope::release(namespace_);
        }
        if (engine) {
            try {
                engine->wait_all();
            } catch (const std::exception&) {
                // An op's error nobody waited for: the engine goes anyway.
            }
            engine.reset();
        }
        cells = 0;
    }
};

Notebook::Notebook(scenarios::RunMode mode,
                   const std::vector<std::pair<std::string, std::string>>& params)
    : state_(std::make_unique<State>()) {
    state_->mode = mode;
    state_->params = scenarios::resolve_params(python_scenario().info(), params);
}

Notebook::~Notebook() {
    state_->drop();
}

Notebook::Run Notebook::run(const std::vector<Cell>& cells, const std::string& file,
                            scenarios::RunContext ctx) {
    State& s = *state_;
    ctx.mode = s.mode;
    ctx.pause = s.pause;
    scenarios::Params params = s.params;
    params["script"] = file;
    Run run;
    scenarios::detail::Harness h(python_scenario().info(), params, ctx, run.result);
    if (!s.engine) {
        // Sim: the simulated GPUs asked for; real: this machine's, as many as it has.
        const int gpus = h.mode() == scenarios::RunMode::Sim
                             ? static_cast<int>(scenarios::detail::get_int(params, "gpus"))
                             : GpuRuntime::instance().device_count();
        s.engine = h.engine(gpus, false);
        s.epoch = detail::wallEpoch(*s.engine);
    } else {
        // What the earlier cells left (their arrays, in memory) is where this run starts.
        h.show_from_now(*s.engine);
    }
    Engine& engine = *s.engine;
    const double start = h.now(engine);
    const auto cancelled = [&ctx] { return ctx.cancel && ctx.cancel->load(); };
    try {
        detail::ScriptScope scope(engine, ctx.out, ctx.cancel, &s.modules, s.epoch);
        if (!s.globals) s.globals = detail::ScriptScope::newGlobals(file);
        py::dict globals(s.globals);
        globals["__file__"] = file;
        for (const Cell& cell : cells) {
            if (cancelled()) break;
            ++s.cells;
            try {
                // Tracebacks quote the cell's lines as they are now, saved or not.
                scope.exec(cell.source, cell.firstLine, file, globals, /*quoteLines=*/true);
                ++run.cellsDone;
            } catch (ScriptError& e) {
                run.error = std::move(e);
                break;
            }
        }
    } catch (...) {
        h.hide(engine);
        throw;
    }
    try {
        // The cells' ops finish on the timeline: the front end waits for them there, at a
        // sync point named for what it is.
        const FrontEndLocation end(file.substr(file.find_last_of('/') + 1) + ": end of the cells");
        engine.wait_all();
    } catch (const std::exception& e) {
        // An op's error that no sync point of the cells met: the cells' error, as a
        // script's would be at its end; the engine stays usable.
        if (!run.error) {
            ScriptError error(file + ": " + e.what());
            error.file = file;
            run.error = std::move(error);
            if (ctx.out) *ctx.out << e.what() << '\n' << std::flush;
        }
    }
    run.result.cancelled = cancelled() || (run.error && run.error->interrupted);
    run.result.set_metric("total_s", h.now(engine) - start);
    h.collect(engine);
    h.hide(engine);
    run.result.set_metric("ops", static_cast<double>(run.result.trace.ops.size()));
    run.result.set_metric("sync_points", static_cast<double>(run.result.trace.syncs.size()));
    h.finish();
    run.result.phenomenon.checked = false;
    return run;
}

Notebook::Run Notebook::runCell(const std::string& source, int firstLine, const std::string& file,
                                std::ostream* out, const std::atomic<bool>* cancel) {
    scenarios::RunContext ctx;
    ctx.out = out;
    ctx.cancel = cancel;
    return run({Cell{source, firstLine}}, file, std::move(ctx));
}

void Notebook::restart() {
    state_->drop();
    state_->pause->reset();
}

scenarios::RunMode Notebook::mode() const {
    return state_->mode;
}

std::shared_ptr<PauseControl> Notebook::pauseControl() const {
    return state_->pause;
}

int Notebook::cellsRun() const {
    return state_->cells;
}

bool Notebook::started() const {
    return state_->engine != nullptr;
}

}  // namespace asynclab::python
