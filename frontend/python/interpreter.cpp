#include "frontend/python/interpreter.h"

#include <pybind11/stl.h>

#include <chrono>
#include <csignal>
#include <optional>
#include <stdexcept>

#include "engine/sim/sim_executor.h"
#include "frontend/python/frontend.h"

namespace asynclab::python {

/// A script or cell starts: the interpreter's clock from now, autograd's recording as its
/// modules want it (bindings.cpp).
void script_starts();

namespace detail {

namespace {

/// Installs AsyncLab's modules ahead of any installed mxnet, torch or d2l (numpy stays the
/// real one), the writer that hands what the script prints to C++, and the lines that
/// tracebacks quote for cells.
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

def _remember_lines(file, first_line, source):
    import linecache
    entry = linecache.cache.get(file)
    lines = list(entry[2]) if entry is not None and entry[1] is None else []
    new = source.splitlines(True)
    if new and not new[-1].endswith("\n"):
        new[-1] += "\n"
    end = first_line - 1 + len(new)
    if len(lines) < end:
        lines += ["\n"] * (end - len(lines))
    lines[first_line - 1:end] = new
    # No modification time: linecache.checkcache() leaves the entry alone.
    linecache.cache[file] = (sum(map(len, lines)), None, lines, file)
)asynclab_py";

/// "FILE:LINE: Type: message" of the exception being handled, at the script's innermost
/// line; `out` gets the traceback as Python prints it.
ScriptError describeError(py::error_already_set& e, const std::string& file, std::ostream* out) {
    py::module_ traceback = py::module_::import("traceback");
    // A syntax error found by compile() has no traceback.
    const py::object trace =
        e.trace() ? py::reinterpret_borrow<py::object>(e.trace()) : py::object(py::none());
    const std::string text =
        py::str("")
            .attr("join")(traceback.attr("format_exception")(e.type(), e.value(), trace))
            .cast<std::string>();
    if (out) *out << text << std::flush;
    int line = 0;
    // A syntax error names its own line; otherwise the last frame in the script.
    if (py::isinstance(e.value(), py::module_::import("builtins").attr("SyntaxError"))) {
        const py::object lineno = e.value().attr("lineno");
        if (!lineno.is_none()) line = lineno.cast<int>();
    } else {
        for (const py::handle frame : traceback.attr("extract_tb")(trace))
            if (frame.attr("filename").cast<std::string>() == file)
                line = frame.attr("lineno").cast<int>();
    }
    ScriptError error((line > 0 ? file + ":" + std::to_string(line) : file) + ": " +
                      py::str(e.type().attr("__name__")).cast<std::string>() + ": " +
                      py::str(e.value()).cast<std::string>());
    error.file = file;
    error.line = line;
    return error;
}

}  // namespace

Interpreter& Interpreter::instance() {
    static std::string failed;
    static Interpreter* interpreter = []() -> Interpreter* {
        try {
            return new Interpreter;
        } catch (const std::exception& e) {
            failed = e.what();
            return nullptr;
        }
    }();
    if (!interpreter) throw std::runtime_error("the Python front end could not start: " + failed);
    return *interpreter;
}

Interpreter::Interpreter() : guard_(start()) {
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

/// The Python AsyncLab was built with (its standard library and site packages, such as
/// Debian's numpy), whatever python3 comes first on PATH; no signal handlers of its own
/// (Stop and Ctrl-C reach the script through PyThreadState_SetAsyncExc).
std::unique_ptr<py::scoped_interpreter> Interpreter::start() {
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

double wallEpoch(Engine& engine) {
    const double wall =
        std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
    return wall - frontEndSeconds(engine);
}

// --- ScriptScope ------------------------------------------------------------------------------

ScriptScope::Interrupter::Interrupter(const std::atomic<bool>* cancel) {
    // Stop (GUI) or Ctrl-C (CLI): a KeyboardInterrupt raised in the script's thread, which
    // it sees at its next line (the interpreter lets other threads in every few ms).
    if (!cancel) return;
    watcher_ = std::thread([this, cancel] {
        while (!done_.load()) {
            if (cancel->load() && thread_.load() != 0) {
                py::gil_scoped_acquire gil;
                if (!done_.load())
                    PyThreadState_SetAsyncExc(thread_.load(), PyExc_KeyboardInterrupt);
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
}

ScriptScope::Interrupter::~Interrupter() {
    done_ = true;
    if (watcher_.joinable()) watcher_.join();
}

void ScriptScope::Interrupter::arm() {
    thread_ = PyThread_get_thread_ident();
}

void ScriptScope::Interrupter::disarm() {
    // With the GIL held, the watcher either has not raised yet (and now never will) or has
    // raised one that the script ended before seeing: taken back, so that it does not go
    // off in whatever Python this thread runs next.
    done_ = true;
    if (const unsigned long thread = thread_.exchange(0))
        PyThreadState_SetAsyncExc(thread, nullptr);
}

ScriptScope::ScriptScope(Engine& engine, std::ostream* out, const std::atomic<bool>* cancel,
                         py::object* modules, double epoch)
    : lock_(Interpreter::instance().mutex()),
      engineScope_(engine),
      interrupter_(cancel),
      out_(out),
      modules_(modules) {
    Interpreter& interpreter = Interpreter::instance();
    // Any Python error outside the script's own (setting up its modules, its output, its
    // clock) is said while the lock is held.
    try {
        py::module_ sys = py::module_::import("sys");
        py::module_ time = py::module_::import("time");
        // The script's own AsyncLab modules (none yet: imported fresh), and its own clock:
        // on a simulated machine time.time() and perf_counter() read the simulated front
        // end's.
        py::dict loaded = sys.attr("modules");
        const py::dict own = modules_ && *modules_ ? py::dict(*modules_) : py::dict();
        for (const std::string& name : interpreter.moduleNames()) {
            if (own.contains(name))
                loaded[name.c_str()] = own[name.c_str()];
            else if (loaded.contains(name))
                PyDict_DelItemString(loaded.ptr(), name.c_str());
        }
        stdout_ = sys.attr("stdout");
        stderr_ = sys.attr("stderr");
        const py::object writer =
            interpreter.bootstrap()["_Writer"](py::cpp_function([out](const std::string& text) {
                if (out) *out << text << std::flush;
            }));
        sys.attr("stdout") = writer;
        sys.attr("stderr") = writer;
        time_ = time.attr("time");
        perfCounter_ = time.attr("perf_counter");
        monotonic_ = time.attr("monotonic");
        if (SimExecutor::of(engine) != nullptr) {
            const py::object now = py::module_::import("_asynclab").attr("now");
            time.attr("time") =
                py::cpp_function([epoch, &engine] { return epoch + frontEndSeconds(engine); });
            time.attr("perf_counter") = now;
            time.attr("monotonic") = now;
        }
    } catch (py::error_already_set& e) {
        const std::string what = e.what();
        if (stdout_) {
            py::module_ sys = py::module_::import("sys");
            sys.attr("stdout") = stdout_;
            sys.attr("stderr") = stderr_;
        }
        throw std::runtime_error("the Python front end failed: " + what);
    }
    script_starts();
}

ScriptScope::~ScriptScope() {
    interrupter_.disarm();
    try {
        py::module_ sys = py::module_::import("sys");
        py::module_ time = py::module_::import("time");
        sys.attr("stdout") = stdout_;
        sys.attr("stderr") = stderr_;
        time.attr("time") = time_;
        time.attr("perf_counter") = perfCounter_;
        time.attr("monotonic") = monotonic_;
        if (modules_) {
            py::dict loaded = sys.attr("modules"), own;
            for (const std::string& name : Interpreter::instance().moduleNames())
                if (loaded.contains(name)) own[name.c_str()] = loaded[name.c_str()];
            *modules_ = own;
        }
    } catch (py::error_already_set& e) {
        // Nothing the script did can make these fail; should Python disagree, the next
        // script finds its surroundings set up anew anyway.
        e.discard_as_unraisable(__func__);
    }
}

void ScriptScope::exec(std::string_view source, int firstLine, const std::string& file,
                       py::dict& globals, bool quoteLines) {
    firstLine = std::max(firstLine, 1);
    // Blank lines ahead of the source: its lines are counted from `firstLine` on.
    std::string text(static_cast<std::size_t>(firstLine - 1), '\n');
    text += source;
    interrupter_.arm();
    try {
        // The lines around stay: those of the cells before.
        if (quoteLines)
            Interpreter::instance().bootstrap()["_remember_lines"](file, firstLine,
                                                                   std::string(source));
        const py::module_ builtins = py::module_::import("builtins");
        const py::object code = builtins.attr("compile")(text, file, "exec");
        builtins.attr("exec")(code, globals);
    } catch (py::error_already_set& e) {
        if (e.matches(PyExc_KeyboardInterrupt)) {
            ScriptError error(file + ": stopped (KeyboardInterrupt)");
            error.file = file;
            error.interrupted = true;
            throw error;
        }
        std::optional<ScriptError> error;
        try {
            error = describeError(e, file, out_);
        } catch (py::error_already_set& again) {
            throw std::runtime_error(std::string("the Python front end failed: ") + again.what());
        }
        throw *error;
    }
}

py::dict ScriptScope::newGlobals(const std::string& file) {
    py::dict globals;
    globals["__name__"] = "__main__";
    globals["__file__"] = file;
    globals["__builtins__"] = py::module_::import("builtins");
    return globals;
}

void ScriptScope::release(py::dict& globals) {
    try {
        globals.clear();
        py::module_::import("gc").attr("collect")();
    } catch (py::error_already_set& e) {
        e.discard_as_unraisable(__func__);
    }
}

}  // namespace detail
}  // namespace asynclab::python
