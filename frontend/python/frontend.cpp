#include "frontend/python/frontend.h"

#include <pybind11/embed.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <fstream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "engine/device/gpu_runtime.h"
#include "engine/scenarios/common.h"
#include "engine/sim/sim_executor.h"

namespace py = pybind11;

namespace asynclab::python {

void reset_interpreter_clock();  // bindings.cpp

namespace {

/// Installs AsyncLab's modules ahead of any installed mxnet, torch or d2l (numpy stays the
/// real one), and the writer that hands what the script prints to C++.
constexpr const char* kBootstrap = R"asynclab_py(
import sys, importlib.abc, importlib.util

class _AsyncLabFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def __init__(self, sources):
        self.sources = sources

    def find_spec(self, name, path=None, target=None):
        entry = self.sources.get(name)
        if entry is None:
            return None
        return importlib.util.spec_from_loader(name, self, origin=entry[0], is_package=entry[2])

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        origin, source, is_package = self.sources[module.__name__]
        module.__file__ = origin
        if is_package:
            module.__path__ = []
        exec(compile(source, origin, "exec"), module.__dict__)

def _install(files, prefix):
    sources = {}
    for path, source in files:
        parts = path[:-3].split("/")
        is_package = parts[-1] == "__init__"
        if is_package:
            parts = parts[:-1]
        sources[".".join(parts)] = (prefix + path, source, is_package)
    sys.meta_path.insert(0, _AsyncLabFinder(sources))
    return sorted(sources)

class _Writer:
    def __init__(self, write):
        self._write = write
    def write(self, text):
        self._write(text)
        return len(text)
    def flush(self):
        pass
    def isatty(self):
        return False
)asynclab_py";

/// CPython, started once per process and then left without the GIL, so that any thread
/// (the CLI's, or a GUI run's worker) can take it for a script.
class Interpreter {
  public:
    /// The interpreter; throws std::runtime_error (every time) when it could not start.
    static Interpreter& instance() {
        static std::string failed;
        static Interpreter* interpreter = []() -> Interpreter* {
            try {
                return new Interpreter;
            } catch (const std::exception& e) {
                failed = e.what();
                return nullptr;
            }
        }();
        if (!interpreter)
            throw std::runtime_error("the Python front end could not start: " + failed);
        return *interpreter;
    }
    /// One script at a time.
    std::mutex& mutex() { return mutex_; }
    const std::vector<std::string>& moduleNames() const { return modules_; }
    py::dict& bootstrap() { return bootstrap_; }

  private:
    Interpreter() : guard_(start()) {
        try {
            bootstrap_ = py::dict();
            py::exec(kBootstrap, bootstrap_);
            modules_ = bootstrap_["_install"](embedded_modules(), kModulePrefix)
                           .cast<std::vector<std::string>>();
        } catch (py::error_already_set& e) {
            // Said while the interpreter still holds its lock; it stays up (never
            // finalized), so that nothing after this touches a dead one.
            const std::string what = e.what();
            (void)guard_.release();
            throw std::runtime_error(what);
        }
        release_ = std::make_unique<py::gil_scoped_release>();
    }
    // Never destroyed: Python stays up until the process exits, since finalizing it while
    // a module such as numpy is loaded is not safe to repeat, and nothing needs it gone.

    /// The Python AsyncLab was built with (its standard library and site packages, such
    /// as Debian's numpy), whatever python3 comes first on PATH; no signal handlers of its
    /// own (Stop and Ctrl-C reach the script through PyErr_SetInterrupt).
    static std::unique_ptr<py::scoped_interpreter> start() {
        PyConfig config;
        PyConfig_InitPythonConfig(&config);
        config.install_signal_handlers = 0;
        config.parse_argv = 0;
        PyStatus status =
            PyConfig_SetBytesString(&config, &config.program_name, ASYNCLAB_PYTHON_EXECUTABLE);
        if (PyStatus_Exception(status)) {
            PyConfig_Clear(&config);
            throw std::runtime_error("cannot start Python: " +
                                     std::string(status.err_msg ? status.err_msg : "?"));
        }
        // The host's own Ctrl-C handling stays (the CLI's stops the run, and the script
        // through the cancel flag): whatever Python's start does to SIGINT is undone.
        struct sigaction host {};
        sigaction(SIGINT, nullptr, &host);
        auto guard = std::make_unique<py::scoped_interpreter>(&config);
        PyConfig_Clear(&config);
        sigaction(SIGINT, &host, nullptr);
        return guard;
    }

    std::unique_ptr<py::scoped_interpreter> guard_;
    std::unique_ptr<py::gil_scoped_release> release_;
    py::dict bootstrap_;
    std::vector<std::string> modules_;
    std::mutex mutex_;
};

/// "FILE:LINE: Type: message" of the exception being handled, at the script's innermost
/// line; `out` gets the traceback as Python prints it.
std::string describeError(py::error_already_set& e, const std::string& file, std::ostream* out) {
    py::module_ traceback = py::module_::import("traceback");
    // A syntax error found by compile() has no traceback.
    const py::object trace =
        e.trace() ? py::reinterpret_borrow<py::object>(e.trace()) : py::object(py::none());
    const std::string text =
        py::str("")
            .attr("join")(traceback.attr("format_exception")(e.type(), e.value(), trace))
            .cast<std::string>();
    if (out) *out << text << std::flush;
    std::string where = file;
    // A syntax error names its own line; otherwise the last frame in the script.
    if (py::isinstance(e.value(), py::module_::import("builtins").attr("SyntaxError"))) {
        const py::object line = e.value().attr("lineno");
        if (!line.is_none()) where += ":" + std::to_string(line.cast<int>());
    } else {
        for (const py::handle frame : traceback.attr("extract_tb")(trace))
            if (frame.attr("filename").cast<std::string>() == file)
                where = file + ":" + std::to_string(frame.attr("lineno").cast<int>());
    }
    return where + ": " + py::str(e.type().attr("__name__")).cast<std::string>() + ": " +
           py::str(e.value()).cast<std::string>();
}

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
    i.params = {script,
                scenarios::detail::int_param("gpus", 1, 0, 8,
                                             "sim: simulated GPUs the script finds "
                                             "(d2l.try_gpu(), npx.num_gpus())"),
                scenarios::detail::gpu_param(), scenarios::detail::cpu_param()};
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
    Interpreter& interpreter = Interpreter::instance();
    const std::lock_guard lock(interpreter.mutex());
    EngineScope scope(engine);
    // Stop (GUI) or Ctrl-C (CLI): a KeyboardInterrupt raised in the script's thread, which
    // it sees at its next line (the interpreter lets other threads in every few ms).
    std::atomic<bool> done{false};
    std::atomic<unsigned long> scriptThread{0};
    std::thread watcher;
    if (cancel)
        watcher = std::thread([cancel, &done, &scriptThread] {
            while (!done.load()) {
                if (cancel->load() && scriptThread.load() != 0) {
                    py::gil_scoped_acquire gil;
                    if (!done.load())
                        PyThreadState_SetAsyncExc(scriptThread.load(), PyExc_KeyboardInterrupt);
                    return;
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
    struct Join {
        std::atomic<bool>& done;
        std::thread& watcher;
        ~Join() {
            done = true;
            if (watcher.joinable()) watcher.join();
        }
    } join{done, watcher};

    py::gil_scoped_acquire gil;
    // Any Python error outside the script's own (setting up its modules, its output, its
    // clock) is said while the lock is held.
    try {
        [&] {
            py::module_ sys = py::module_::import("sys");
            py::module_ time = py::module_::import("time");
            // Each script starts with AsyncLab's modules fresh, and its own clock: on a simulated
            // machine time.time() and perf_counter() read the simulated front end's.
            py::dict modules = sys.attr("modules");
            for (const std::string& name : interpreter.moduleNames())
                if (modules.contains(name)) PyDict_DelItemString(modules.ptr(), name.c_str());
            const py::object stdout_ = sys.attr("stdout"), stderr_ = sys.attr("stderr");
            const py::object writer =
                interpreter.bootstrap()["_Writer"](py::cpp_function([out](const std::string& text) {
                    if (out) *out << text << std::flush;
                }));
            sys.attr("stdout") = writer;
            sys.attr("stderr") = writer;
            const py::object realTime = time.attr("time"), realPerf = time.attr("perf_counter"),
                             realMonotonic = time.attr("monotonic");
            const bool simulated = SimExecutor::of(engine) != nullptr;
            if (simulated) {
                const double epoch = realTime().cast<double>() - frontEndSeconds(engine);
                const py::object now = py::module_::import("_asynclab").attr("now");
                time.attr("time") =
                    py::cpp_function([epoch, &engine] { return epoch + frontEndSeconds(engine); });
                time.attr("perf_counter") = now;
                time.attr("monotonic") = now;
            }
            struct Restore {
                py::module_& sys;
                py::module_& time;
                const py::object &out, &err, &t, &perf, &mono;
                ~Restore() {
                    sys.attr("stdout") = out;
                    sys.attr("stderr") = err;
                    time.attr("time") = t;
                    time.attr("perf_counter") = perf;
                    time.attr("monotonic") = mono;
                }
            } restore{sys, time, stdout_, stderr_, realTime, realPerf, realMonotonic};

            py::dict globals;
            globals["__name__"] = "__main__";
            globals["__file__"] = file;
            globals["__builtins__"] = py::module_::import("builtins");
            reset_interpreter_clock();
            scriptThread = PyThread_get_thread_ident();
            try {
                const py::object code = py::module_::import("builtins")
                                            .attr("compile")(std::string(source), file, "exec");
                py::module_::import("builtins").attr("exec")(code, globals);
            } catch (py::error_already_set& e) {
                const bool interrupted = e.matches(PyExc_KeyboardInterrupt);
                ScriptError error(interrupted ? file + ": stopped (KeyboardInterrupt)"
                                              : describeError(e, file, out));
                error.interrupted = interrupted;
                throw error;
            }
        }();
    } catch (py::error_already_set& e) {
        throw std::runtime_error(std::string("the Python front end failed: ") + e.what());
    }
}

}  // namespace asynclab::python
