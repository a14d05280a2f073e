// The embedded interpreter, and what a script runs inside while it runs: shared by
// run_source (a whole script) and the Notebook (cells in one namespace). Internal to
// asynclab_python: it needs pybind11.
#pragma once

#include <pybind11/embed.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "engine/core/engine.h"

namespace asynclab::python::detail {

namespace py = pybind11;

/// CPython, started once per process and then left without the GIL, so that any thread
/// (the CLI's, or a GUI run's worker) can take it for a script.
class Interpreter {
  public:
    /// The interpreter; throws std::runtime_error (every time) when it could not start.
    static Interpreter& instance();
    /// One script at a time.
    std::mutex& mutex() { return mutex_; }
    /// The modules AsyncLab provides, by their import names ("mxnet.np").
    const std::vector<std::string>& moduleNames() const { return modules_; }
    py::dict& bootstrap() { return bootstrap_; }

  private:
    Interpreter();
    // Never destroyed: Python stays up until the process exits, since finalizing it while
    // a module such as numpy is loaded is not safe to repeat, and nothing needs it gone.

    static std::unique_ptr<py::scoped_interpreter> start();

    std::unique_ptr<py::scoped_interpreter> guard_;
    std::unique_ptr<py::gil_scoped_release> release_;
    py::dict bootstrap_;
    std::vector<std::string> modules_;
    std::mutex mutex_;
};

/// time.time() on `engine`'s front-end clock: the wall clock's seconds now, less the front
/// end's (constant for a real engine's steady clock, which moves with the wall clock).
double wallEpoch(Engine& engine);

/// While a script runs on this thread: the interpreter is its own (the lock, then the
/// GIL), `engine` is the current one, Stop or Ctrl-C (`cancel`) raise KeyboardInterrupt in
/// it, what it prints goes to `out`, AsyncLab's modules are those of `*modules` (a dict of
/// name to module, kept by a caller that runs several scripts in one namespace; no dict
/// yet, or `modules` null: fresh ones, imported anew) and on a simulated machine time.time(),
/// perf_counter() and monotonic() read the front end's clock (time.time() from `epoch`, see
/// wallEpoch()). All of it is undone at the end, and `*modules` is then a dict of the modules the
/// script imported. Python's own errors in setting this up are thrown as std::runtime_error.
class ScriptScope {
  public:
    ScriptScope(Engine& engine, std::ostream* out, const std::atomic<bool>* cancel,
                py::object* modules, double epoch);
    ~ScriptScope();
    ScriptScope(const ScriptScope&) = delete;
    ScriptScope& operator=(const ScriptScope&) = delete;

    /// Runs `source` in `globals` as lines `firstLine`... of `file` (tracebacks, syntax
    /// errors and sync points name those lines). Throws ScriptError when it raises: "FILE:
    /// LINE: Type: message", and `out` gets the traceback; KeyboardInterrupt (Stop) is an
    /// interrupted one. `quoteLines`: tracebacks quote `source` for those lines, whatever
    /// the file holds (a cell's file need not be saved, nor the same).
    void exec(std::string_view source, int firstLine, const std::string& file, py::dict& globals,
              bool quoteLines = false);

    /// A namespace for a script named `file`, as `python FILE` gives one (__main__).
    static py::dict newGlobals(const std::string& file);
    /// Lets go of what a namespace holds while its engine is still there: empties it (which
    /// breaks the cycles its functions and classes make through it), then collects the
    /// cycles left, rather than the garbage collector freeing those arrays later, during
    /// another script, after their engine is gone. Python's errors are reported as
    /// unraisable (call with the GIL).
    static void release(py::dict& globals);

  private:
    /// Stop: KeyboardInterrupt in the script's thread (watched from another one).
    class Interrupter {
      public:
        explicit Interrupter(const std::atomic<bool>* cancel);
        ~Interrupter();  // joins the watcher: call with the GIL released
        /// From here on the script's thread may be interrupted.
        void arm();
        /// No interrupt any more, nor one raised but not yet seen (call with the GIL).
        void disarm();

      private:
        std::atomic<bool> done_{false};
        std::atomic<unsigned long> thread_{0};
        std::thread watcher_;
    };

    std::unique_lock<std::mutex> lock_;
    EngineScope engineScope_;
    Interrupter interrupter_;  // joined after the GIL is released (declared before it)
    py::gil_scoped_acquire gil_;
    std::ostream* out_;
    py::object* modules_;
    py::object stdout_, stderr_, time_, perfCounter_, monotonic_;
};

}  // namespace asynclab::python::detail
