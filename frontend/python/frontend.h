// The Python front end: CPython embedded, running a script whose mxnet, torch and d2l are
// AsyncLab's own (frontend/python/modules/), so that the chapter's code runs as written
// against AsyncLab's engine. The interpreter's thread is the engine's front end: it pushes
// ops while the engine's workers run them. As a scenario ("python", parameter script=FILE),
// a script's run has the same trace, metrics and live views as any other run.
#pragma once

#include <atomic>
#include <iosfwd>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/engine.h"
#include "engine/scenarios/scenario.h"

namespace asynclab::python {

/// The file names AsyncLab's own modules carry ("<asynclab>/mxnet/np.py"): their frames are
/// not the script's.
inline constexpr const char* kModulePrefix = "<asynclab>/";

/// Seconds on `engine`'s front-end clock: the simulated machine's in sim mode, this one's
/// steady clock otherwise.
double frontEndSeconds(Engine& engine);

/// The modules AsyncLab provides to scripts, (path under modules/, source).
const std::vector<std::pair<std::string, std::string>>& embedded_modules();

/// The Python front end as a scenario: script (a file), gpus (simulated GPUs), gpu, cpu.
const scenarios::Scenario& python_scenario();

/// Runs `source` (named `file` in tracebacks) on `engine`, as python_scenario() does,
/// writing what it prints to `out`. Throws ScriptError when the script raises: its message
/// is "FILE:LINE: Type: message" and `out` has the traceback.
void run_source(Engine& engine, std::string_view source, const std::string& file, std::ostream* out,
                const std::atomic<bool>* cancel = nullptr);

class ScriptError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
    /// The file named in the message, and the script's line there (0: none).
    std::string file;
    int line = 0;
    /// The script was stopped (Stop, Ctrl-C): KeyboardInterrupt.
    bool interrupted = false;
};

}  // namespace asynclab::python
