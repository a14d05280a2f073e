// asynclab-cli: the engine from the command line. Plain C++, no Qt.
//
// Every subcommand is one row of kCommands: a name, a one-line summary and a handler
// that receives the arguments after the subcommand's name. To add one, write a handler
// and add its row.
#include <unistd.h>

#include <atomic>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "app/cli_screenshot.h"
#if defined(ASYNCLAB_CLI_WITH_PYTHON)
#include "frontend/python/frontend.h"
#endif
#include "engine/core/spin.h"
#include "engine/device/gpu_runtime.h"
#include "engine/hardware/calibrate.h"
#include "engine/hardware/probe.h"
#include "engine/hardware/this_machine.h"
#include "engine/kernels/gemm.h"
#include "engine/lessons/lesson.h"
#include "engine/nn/mxnet_format.h"
#include "engine/profiler/trace_import.h"
#include "engine/scenarios/scenario.h"
#include "engine/sim/device_spec.h"
#include "engine/util/heap_allocator.h"
#include "engine/util/json.h"
#if defined(ASYNCLAB_CLI_WITH_UI)
#include "ui/models/session.h"
#include "ui/models/trace_stats.h"
#endif

#ifndef ASYNCLAB_VERSION
#define ASYNCLAB_VERSION "unknown"
#endif

namespace asynclab::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

using Args = std::span<const std::string_view>;

struct Command {
    std::string_view name;
    std::string_view summary;
    int (*run)(Args args);
    /// What `help NAME` and `NAME --help` print (empty: the summary).
    std::string_view usage = {};
};

int runHelp(Args args);
int runVersion(Args args);
int runList(Args args);
int runScenario(Args args);
int runTrace(Args args);
int runDevices(Args args);
int runModel(Args args);
int runCheckJson(Args args);
int runLessons(Args args);
int runFigure(Args args);
int runPython(Args args);

constexpr Command kCommands[] = {
    {"help", "help [COMMAND]: this help, or a command's", runHelp,
     "usage: asynclab-cli help [COMMAND]\n"
     "  Without COMMAND, every command and the run options; with one, that command's help\n"
     "  (also 'asynclab-cli COMMAND --help'; 'help run NAME' lists a scenario's parameters).\n"},
    {"version", "print the version", runVersion, "usage: asynclab-cli version\n"},
    {"list", "list the chapter's scenarios", runList,
     "usage: asynclab-cli list\n  The scenarios 'run' accepts, with their sections.\n"},
    {"run",
     "run NAME [--set k=v]... [--mode real|sim] [--json F] [--trace F] [--csv F] "
     "[--screenshot F] [--gpu-timing on|off] [--spin-us N] [--timing-only]",
     runScenario},
    {"trace",
     "trace summary|stats FILE.json: lanes, events, time span, busiest ops; statistics of a "
     "range",
     runTrace,
     "usage: asynclab-cli trace summary FILE.json\n"
     "       asynclab-cli trace stats FILE.json [--range BEGIN_US:END_US] [--lane NAME]...\n"
     "                                          [--json FILE]\n"
     "  summary: what the file holds: lanes, events, time span, busiest ops.\n"
     "  stats:   per op name: count, total, mean, max and share of the slices in the range\n"
     "           (each clipped to it); per lane: busy, idle and blocked time. The numbers\n"
     "           are those of the window's Summary > Selection.\n"
     "  --range BEGIN_US:END_US  microseconds on the timeline's axis, as the first line of\n"
     "                           the output gives the trace's range (default: all of it)\n"
     "  --lane NAME              only this lane (repeatable; as 'trace stats' lists them)\n"
     "  --json FILE              {\"ops\": [{\"name\", \"count\", \"total_us\", \"mean_us\",\n"
     "                           \"max_us\", \"share\"}], \"lanes\": [{\"name\", \"busy_us\",\n"
     "                           \"idle_us\", \"blocked_us\"}]}\n"
     "  blocked: a front end waiting at sync points; a device lane idle while an op pushed\n"
     "  to it was ready (its inputs done) but had not started.\n"},
    {"devices", "this machine's CPU and GPUs, and the simulated presets [--json]", runDevices,
     "usage: asynclab-cli devices [--json]\n"
     "  This machine's CPU, GEMM kernels and GPUs, and the devices the simulator offers.\n"},
    {"model",
     "model inspect|run FILE-symbol.json [--params FILE] [--shape D,D...]: an exported model",
     runModel},
    {"lessons", "lessons [--lang en|zh|vi|id|de] [--json FILE]: the chapter's lessons", runLessons},
    {"python",
     "python FILE.py [--mode real|sim] [--set gpus=N] [--json F] [--trace F] [--screenshot F]: "
     "a script's mxnet, torch and d2l code on the engine",
     runPython},
    {"figure",
     "figure [ID --out FILE.png|svg|pdf [--size WxH]]: one of the chapter's figures, drawn "
     "from a run; without ID, the list",
     runFigure},
};

/// Hidden (not listed): check-json FILE KEY... exits 0 when FILE parses and every KEY
/// ("metrics.sync_s", "phenomenon.holds") is present.
constexpr Command kHiddenCommands[] = {
    {"check-json", "", runCheckJson},
};

const Command* findCommand(std::string_view name) {
    for (const Command& command : kCommands) {
        if (command.name == name) return &command;
    }
    for (const Command& command : kHiddenCommands) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

void printRunOptions(std::FILE* out) {
    std::fprintf(out,
                 "run options (run NAME, python FILE.py):\n"
                 "  --set k=v           set a parameter (see 'list' and 'help run NAME')\n"
                 "  --mode real|sim     real: this machine (default: from a terminal you measure\n"
                 "                      what you run; GPU scenarios without a GPU run simulated),\n"
                 "                      sim: a simulated machine on a virtual clock (the window's\n"
                 "                      default, where runs look the same on every computer)\n"
                 "  --json FILE         metrics and the phenomenon as JSON\n"
                 "  --trace FILE        Chrome trace of the runs (ui.perfetto.dev)\n"
                 "  --csv FILE          memory and lane utilization series (numbers unrounded)\n"
                 "  --screenshot FILE   the timeline as PNG, SVG or PDF (by the suffix), 1600x900\n"
                 "  --gpu-timing on|off real GPUs: time ops with device events, as Nsight Systems\n"
                 "                      shows kernels (on, default), or show launch times (off)\n"
                 "  --spin-us N         microseconds an idle worker, or the front end at a sync,\n"
                 "                      spins before it sleeps (default %d; 0: sleep at once)\n"
                 "  --timing-only       sim: skip the math of every op (times and memory are\n"
                 "                      the same, values are not computed), for large runs\n",
                 asynclab::kDefaultSpinUs);
}

void printUsage(std::FILE* out) {
    std::fprintf(out,
                 "AsyncLab %s: see how a deep-learning engine executes your code.\n\n"
                 "usage: asynclab-cli <command> [arguments]\n\ncommands:\n",
                 ASYNCLAB_VERSION);
    for (const Command& command : kCommands) {
        std::fprintf(out, "  %-12.*s %.*s\n", static_cast<int>(command.name.size()),
                     command.name.data(), static_cast<int>(command.summary.size()),
                     command.summary.data());
    }
    std::fprintf(out,
                 "\noptions:\n  --version    print the version\n  --help, -h   show this help\n"
                 "  Options take their value as '--opt value' or '--opt=value'.\n"
                 "  'asynclab-cli help COMMAND' (or 'COMMAND --help') gives a command's help.\n\n");
    printRunOptions(out);
}

/// A command's own help: its usage text, or its summary; run's options for run and python.
void printCommandHelp(std::FILE* out, const Command& command) {
    if (!command.usage.empty()) {
        std::fprintf(out, "%.*s", static_cast<int>(command.usage.size()), command.usage.data());
        return;
    }
    std::fprintf(out, "usage: asynclab-cli %.*s\n", static_cast<int>(command.summary.size()),
                 command.summary.data());
    if (command.name == "run" || command.name == "python") {
        if (command.name == "run")
            std::fprintf(out, "  NAME is one of: %s\n", scenarios::scenario_names().c_str());
        printRunOptions(out);
    }
}

void printAcceptedCommands(std::FILE* out) {
    std::fprintf(out, "accepted commands:");
    for (const Command& command : kCommands) {
        std::fprintf(out, " %.*s", static_cast<int>(command.name.size()), command.name.data());
    }
    std::fprintf(out, "\n");
}

int usageError(const std::string& message);
void printParams(std::FILE* out, const scenarios::ScenarioInfo& info);

int runHelp(Args args) {
    if (args.empty()) {
        printUsage(stdout);
        return kExitOk;
    }
    const Command* command = findCommand(args[0]);
    if (!command) {
        std::string names;
        for (const Command& c : kCommands)
            names += (names.empty() ? "" : ", ") + std::string(c.name);
        return usageError("help: no command '" + std::string(args[0]) + "'; accepted: " + names);
    }
    if (command->name == "run" && args.size() > 1) {
        const scenarios::Scenario* scenario = scenarios::find_scenario(std::string(args[1]));
        if (!scenario)
            return usageError("unknown scenario '" + std::string(args[1]) +
                              "'; accepted scenarios: " + scenarios::scenario_names());
        printParams(stdout, scenario->info());
        return kExitOk;
    }
    printCommandHelp(stdout, *command);
    return kExitOk;
}

int runVersion(Args /*args*/) {
    std::printf("asynclab-cli %s\n", ASYNCLAB_VERSION);
    return kExitOk;
}

std::string str(std::string_view v) {
    return std::string(v);
}

int usageError(const std::string& message) {
    std::fprintf(stderr, "asynclab-cli: %s\n", message.c_str());
    return kExitUsage;
}

int runList(Args args) {
    if (!args.empty()) return usageError("list takes no arguments");
    for (const scenarios::Scenario* s : scenarios::all_scenarios()) {
        const auto& i = s->info();
        std::printf("%-22s %-7s %s%s\n", i.name.c_str(), i.section.c_str(), i.summary.c_str(),
                    i.available ? "" : " [not available yet]");
    }
    return kExitOk;
}

void printParams(std::FILE* out, const scenarios::ScenarioInfo& info) {
    std::fprintf(out, "%s (section %s): %s\nparameters:\n", info.name.c_str(), info.section.c_str(),
                 info.summary.c_str());
    for (const auto& p : info.params)
        std::fprintf(out, "  %-12s default %-8s %s; %s\n", p.name.c_str(), p.default_value.c_str(),
                     p.description.c_str(), p.accepted().c_str());
    if (info.params.empty()) std::fprintf(out, "  (none)\n");
    std::fprintf(out, "run options: asynclab-cli help run\n");
}

std::atomic<bool> g_cancel{false};

/// First Ctrl-C: the scenario stops at its next check and what it has is still written
/// (exit code 130). A second Ctrl-C ends the process at once, also with 130.
extern "C" void onSigint(int) {
    if (g_cancel.exchange(true)) _exit(130);
}

bool writeFile(const std::string& path, const std::string& what,
               const std::function<void(std::ostream&)>& body) {
    std::ofstream f(path, std::ios::binary);
    if (!f) {
        std::fprintf(stderr, "asynclab-cli: cannot write %s to '%s'\n", what.c_str(), path.c_str());
        return false;
    }
    body(f);
    f.flush();
    if (!f) {
        std::fprintf(stderr, "asynclab-cli: writing %s to '%s' failed\n", what.c_str(),
                     path.c_str());
        return false;
    }
    return true;
}

int runWith(const scenarios::Scenario* scenario, Args args,
            std::vector<std::pair<std::string, std::string>> sets);

int runScenario(Args args) {
    if (!args.empty() && (args.front() == "--help" || args.front() == "-h")) {
        printCommandHelp(stdout, *findCommand("run"));
        return kExitOk;
    }
    if (args.empty())
        return usageError("run needs a scenario name; accepted scenarios: " +
                          scenarios::scenario_names());
    const std::string name = str(args.front());
    const scenarios::Scenario* scenario = scenarios::find_scenario(name);
    if (!scenario)
        return usageError("unknown scenario '" + name +
                          "'; accepted scenarios: " + scenarios::scenario_names());
    return runWith(scenario, args, {});
}

int runPython(Args args) {
#if defined(ASYNCLAB_CLI_WITH_PYTHON)
    if (args.empty() || args.front().starts_with("--"))
        return usageError(
            "python needs a script: python FILE.py [--mode real|sim] "
            "[--set gpus=N] [--json F] [--trace F] [--screenshot F]");
    return runWith(&python::python_scenario(), args, {{"script", str(args.front())}});
#else
    (void)args;
    std::fprintf(stderr,
                 "asynclab-cli: this build has no Python front end (python3-dev and "
                 "pybind11-dev were missing when it was configured; scripts/install-deps.sh "
                 "installs them)\n");
    return 2;
#endif
}

/// Runs `scenario` with the options after args[0] (its name, or the script), `sets` first.
int runWith(const scenarios::Scenario* scenario, Args args,
            std::vector<std::pair<std::string, std::string>> sets) {
    const std::string name = scenario->info().name;
    std::string mode_text, json_path, trace_path, csv_path, screenshot_path;
    bool gpu_timing = true;
    int spin_us = asynclab::kDefaultSpinUs;
    bool timing_only = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--help" || a == "-h") {
            printParams(stdout, scenario->info());
            return kExitOk;
        }
        auto value = [&](std::string& into) {
            if (i + 1 >= args.size()) return false;
            into = str(args[++i]);
            return true;
        };
        std::string v;
        if (a == "--set") {
            if (!value(v)) return usageError("--set needs k=v");
            const auto eq = v.find('=');
            if (eq == std::string::npos || eq == 0)
                return usageError("--set needs k=v, got '" + v + "'");
            sets.emplace_back(v.substr(0, eq), v.substr(eq + 1));
        } else if (a == "--mode") {
            if (!value(mode_text) || !scenarios::parse_run_mode(mode_text))
                return usageError("--mode accepts: real, sim");
        } else if (a == "--gpu-timing") {
            if (!value(v) || (v != "on" && v != "off"))
                return usageError("--gpu-timing accepts: on, off");
            gpu_timing = v == "on";
        } else if (a == "--spin-us") {
            const std::string range = "0.." + std::to_string(asynclab::kMaxSpinUs);
            if (!value(v)) return usageError("--spin-us needs a number of microseconds, " + range);
            const std::optional<int> parsed = asynclab::parse_spin_us(v);
            if (!parsed)
                return usageError("--spin-us accepts a whole number of microseconds, " + range +
                                  "; got '" + v + "'");
            spin_us = *parsed;
        } else if (a == "--timing-only") {
            timing_only = true;
        } else if (a == "--json") {
            if (!value(json_path)) return usageError("--json needs a file");
        } else if (a == "--trace") {
            if (!value(trace_path)) return usageError("--trace needs a file");
        } else if (a == "--csv") {
            if (!value(csv_path)) return usageError("--csv needs a file");
        } else if (a == "--screenshot") {
            if (!value(screenshot_path))
                return usageError("--screenshot needs a file (.png, .svg or .pdf)");
            if (!cli::screenshots_available()) {
                std::string why;
                cli::write_timeline_screenshot({}, screenshot_path, 1, 1, &why);
                return usageError("--screenshot: " + why);
            }
        } else {
            return usageError("unknown option '" + str(a) +
                              "' for run; accepted: --set k=v, --mode real|sim, --json FILE, "
                              "--trace FILE, --csv FILE, --screenshot FILE, --gpu-timing on|off, "
                              "--spin-us N, --timing-only, --help");
        }
    }
    const auto& info = scenario->info();
    if (!info.available)
        return usageError("scenario '" + name +
                          "' is not available yet: " + info.unavailable_reason);
    scenarios::Params params;
    try {
        params = scenarios::resolve_params(info, sets);
        scenario->check(params);  // e.g. a network whose shapes do not fit, before the header
    } catch (const scenarios::ScenarioError& e) {
        return usageError(e.what());
    }
    scenarios::RunContext ctx;
    ctx.mode = scenarios::parse_run_mode(mode_text).value_or(scenarios::RunMode::Real);
    ctx.gpu_timing = gpu_timing;
    ctx.spin_us = spin_us;
    ctx.timing_only = timing_only;
    ctx.out = &std::cout;
    ctx.cancel = &g_cancel;
    const bool tty = isatty(STDERR_FILENO) != 0;
    if (tty)
        ctx.progress = [](const std::string& step, double f) {
            std::fprintf(stderr, "\r\033[K[%3d%%] %s", static_cast<int>(f * 100 + 0.5),
                         step.c_str());
            std::fflush(stderr);
        };
    std::signal(SIGINT, onSigint);
    const std::string sim_cpu = params.count("cpu") ? params.at("cpu") : "cpu-2core";
    std::printf("# %s (section %s), mode %s%s\n", info.name.c_str(), info.section.c_str(),
                ctx.mode == scenarios::RunMode::Sim ? "sim" : "real",
                ctx.mode == scenarios::RunMode::Sim
                    ? (": simulated machine (" + sim_cpu + ", virtual clock)").c_str()
                    : ": this machine");
    std::fflush(stdout);
    scenarios::ScenarioResult result;
    try {
        result = scenario->run(params, ctx);
    } catch (const scenarios::ScenarioError& e) {
        if (tty) std::fprintf(stderr, "\r\033[K");
        return usageError(e.what());
    } catch (const std::exception& e) {
        if (tty) std::fprintf(stderr, "\r\033[K");
        std::fprintf(stderr, "asynclab-cli: %s failed: %s\n", name.c_str(), e.what());
        return 1;
    }
    std::signal(SIGINT, SIG_DFL);
    if (tty) std::fprintf(stderr, "\r\033[K");
    if (result.mode != ctx.mode) std::printf("# ran in sim mode (see the note above)\n");
    const scenarios::Phenomenon& ph = result.phenomenon;
    if (ph.checked)
        std::printf("phenomenon %s (ratio %.3g): %s\n", ph.verdict.c_str(), ph.ratio,
                    ph.detail.english().c_str());
    else
        std::printf("phenomenon %s\n", ph.summary().c_str());
    if (result.cancelled) std::printf("# interrupted: the results are partial\n");
    bool ok = true;
    if (!json_path.empty())
        ok &= writeFile(json_path, "JSON", [&](std::ostream& o) {
            json::dump(o, scenarios::to_json(result), true);
            o << '\n';
        });
    if (!trace_path.empty())
        ok &= writeFile(trace_path, "the trace",
                        [&](std::ostream& o) { scenarios::write_trace(o, result); });
    if (!csv_path.empty())
        ok &= writeFile(csv_path, "CSV", [&](std::ostream& o) { scenarios::write_csv(o, result); });
    if (!screenshot_path.empty()) {
        std::string error;
        if (cli::write_timeline_screenshot(result, screenshot_path, 1600, 900, &error)) {
            std::printf("# timeline written to %s\n", screenshot_path.c_str());
        } else {
            std::fprintf(stderr, "asynclab-cli: %s\n", error.c_str());
            ok = false;
        }
    }
    if (result.cancelled) return 130;
    return ok ? kExitOk : 1;
}

/// "1,512" -> Shape{1, 512}; nullopt for anything else.
std::optional<Shape> parseShape(std::string_view text) {
    std::vector<std::int64_t> dims;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t comma = std::min(text.find(',', pos), text.size());
        const std::string part(text.substr(pos, comma - pos));
        char* end = nullptr;
        const long long v = std::strtoll(part.c_str(), &end, 10);
        if (part.empty() || *end != '\0' || v <= 0 || v > (1 << 20)) return std::nullopt;
        dims.push_back(v);
        pos = comma + 1;
    }
    Shape shape(dims);
    if (!shape.valid() || shape.size() > (std::int64_t{1} << 28)) return std::nullopt;
    return shape;
}

int runModel(Args args) {
    constexpr const char* usage =
        "usage: model inspect FILE-symbol.json [--params FILE]\n"
        "       model run FILE-symbol.json [--params FILE] --shape D,D...";
    if (args.size() < 2 || (args[0] != "inspect" && args[0] != "run")) return usageError(usage);
    const bool run = args[0] == "run";
    std::string params;
    std::optional<Shape> shape;
    for (std::size_t i = 2; i < args.size(); ++i) {
        if (args[i] == "--params" && i + 1 < args.size()) {
            params = str(args[++i]);
        } else if (args[i] == "--shape" && i + 1 < args.size()) {
            shape = parseShape(args[++i]);
            if (!shape) return usageError("--shape wants positive dimensions like 1,512");
        } else {
            return usageError("unknown argument '" + str(args[i]) + "'\n" + usage);
        }
    }
    if (run && !shape)
        return usageError("model run needs --shape (the input's shape)\n" + std::string(usage));
    try {
        Engine engine;
        EngineScope scope(engine);
        nn::SymbolBlock model = nn::import_model(str(args[1]), params);
        const nn::Graph& g = model.graph();
        std::map<std::string, int> ops;
        std::size_t data = 0, weights = 0;
        for (const auto& node : g.nodes) {
            if (node.is_variable())
                ++(node.var == nn::VarKind::Param ? weights : data);
            else
                ++ops[node.op];
        }
        std::printf(
            "%s: %s format, mxnet_version %d, %zu nodes (%zu variables, %zu outputs), "
            "%zu parameter arrays loaded\n",
            str(args[1]).c_str(), model.format().c_str(), model.mxnet_version(), g.nodes.size(),
            data + weights, g.outputs.size(), model.params().size());
        for (const auto& [op, count] : ops) std::printf("  %-24s %d\n", op.c_str(), count);
        const auto unsupported = model.unsupported_ops();
        if (unsupported.empty()) {
            std::printf("every op can run on AsyncLab's CPU executor\n");
        } else {
            std::string list;
            for (const auto& op : unsupported) list += (list.empty() ? "" : ", ") + op;
            std::printf("cannot run here: %s (the graph can still be inspected)\n", list.c_str());
        }
        if (!run) return kExitOk;
        if (model.params().empty() && data + weights > 1)
            return usageError(
                "model run needs the trained parameters: --params "
                "PREFIX-0000.params");
        NDArray x = NDArray::normal(*shape, 0, 1, 0u);
        NDArray y = model(nn::Variable(x)).data();
        std::printf("output %s:\n%s\n", y.shape().to_string().c_str(), y.to_string().c_str());
    } catch (const std::exception& e) {
        std::fflush(stdout);  // what was printed so far comes before the error
        std::fprintf(stderr, "asynclab-cli: %s\n", e.what());
        return 1;
    }
    return kExitOk;
}

int runTraceStats(Args args);

int runTrace(Args args) {
    if (!args.empty() && args[0] == "stats") return runTraceStats(args.subspan(1));
    if (args.size() != 2 || args[0] != "summary")
        return usageError(
            "usage: trace summary FILE.json, or trace stats FILE.json "
            "[--range BEGIN_US:END_US] [--lane NAME]... [--json FILE]");
    TraceFile trace;
    TraceSummary s;
    try {
        trace = read_chrome_trace_file(str(args[1]));
        s = summarize(trace);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "asynclab-cli: %s\n", e.what());
        return 1;
    }
    std::printf(
        "events %zu, processes %zu, threads %zu, slices %zu, counter samples %zu, "
        "instants %zu, flows %zu (%zu unresolved), warnings %zu\n",
        s.events, s.processes, s.threads, s.slices, s.counter_samples, s.instants, s.flows,
        s.unresolved_flows, s.warnings);
    for (const std::string& w : trace.warnings) std::printf("warning: %s\n", w.c_str());
    std::printf("time span: %.3f us .. %.3f us (%.6f sec)\n", s.begin_us, s.end_us,
                (s.end_us - s.begin_us) * 1e-6);
    std::printf("lanes:\n");
    const double span = s.end_us - s.begin_us;
    for (const auto& l : s.lanes)
        std::printf("  %-20s %-24s %6zu slices %6zu instants  busy %.3f us (%.1f%%)\n",
                    l.process_name.c_str(), l.thread_name.c_str(), l.slices, l.instants, l.busy_us,
                    span > 0 ? 100 * l.busy_us / span : 0.0);
    std::printf("busiest ops:\n");
    for (const auto& n : s.top_names)
        std::printf("  %-28s %6zu x  total %.3f us  max %.3f us\n", n.name.c_str(), n.count,
                    n.total_us, n.max_us);
    return kExitOk;
}

#if defined(ASYNCLAB_CLI_WITH_UI)
/// Microseconds of a duration in ns, for the table and JSON.
double micros(double ns) {
    return ns / 1000.0;
}

int runTraceStats(Args args) {
    std::string file, range_text, json_path;
    std::vector<std::string> lane_names;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string a = str(args[i]);
        auto value = [&](std::string& into) {
            if (i + 1 >= args.size()) return false;
            into = str(args[++i]);
            return true;
        };
        std::string v;
        if (a == "--range") {
            if (!value(range_text)) return usageError("--range needs BEGIN_US:END_US");
        } else if (a == "--lane") {
            if (!value(v)) return usageError("--lane needs a lane's name");
            lane_names.push_back(v);
        } else if (a == "--json") {
            if (!value(json_path)) return usageError("--json needs a file");
        } else if (!a.starts_with("--") && file.empty()) {
            file = a;
        } else {
            return usageError("trace stats: unknown argument '" + a +
                              "'; accepted: FILE.json, --range BEGIN_US:END_US, --lane NAME, "
                              "--json FILE");
        }
    }
    if (file.empty()) return usageError("trace stats needs a trace file: trace stats FILE.json");
    QString error;
    const TraceSnapshotPtr snapshot = readTraceFile(QString::fromStdString(file), &error);
    if (!snapshot) {
        std::fprintf(stderr, "asynclab-cli: %s\n", error.toStdString().c_str());
        return kExitFailure;
    }
    StatsSelection selection = wholeTrace(*snapshot);
    if (!range_text.empty()) {
        std::string why;
        const auto range = parseRangeUs(range_text, &why);
        if (!range) return usageError("--range: " + why);
        selection.begin = range->first;
        selection.end = range->second;
    }
    for (const std::string& name : lane_names) {
        const auto lane = findLane(*snapshot, name);
        if (!lane) {
            std::string known;
            for (const auto& l : snapshot->lanes)
                known += (known.empty() ? "'" : ", '") + l->info.name + "'";
            return usageError("--lane: no lane '" + name + "' in " + file +
                              "; its lanes: " + known);
        }
        selection.lanes.push_back(*lane);
    }
    const TraceStats stats = computeTraceStats(*snapshot, selection);

    std::printf("range %.3f us .. %.3f us (%.3f us), %zu lane%s\n", micros(stats.begin),
                micros(stats.end), micros(stats.duration()), stats.lanes.size(),
                stats.lanes.size() == 1 ? "" : "s");
    std::printf("\n%-32s %8s %14s %12s %12s %7s\n", "op", "count", "total us", "mean us", "max us",
                "share");
    for (const OpStatsRow& r : stats.ops)
        std::printf("%-32s %8zu %14.3f %12.3f %12.3f %6.1f%%\n", r.name.c_str(), r.count,
                    micros(static_cast<double>(r.total)), micros(r.mean()),
                    micros(static_cast<double>(r.max)), r.share * 100);
    if (stats.ops.empty()) std::printf("(no op overlaps the range)\n");
    std::printf("\n%-32s %14s %14s %14s\n", "lane", "busy us", "idle us", "blocked us");
    for (const LaneStatsRow& r : stats.lanes)
        std::printf("%-32s %14.3f %14.3f %14.3f\n", r.name.c_str(),
                    micros(static_cast<double>(r.busy)), micros(static_cast<double>(r.idle)),
                    micros(static_cast<double>(r.blocked)));
    std::printf(
        "\nshare: of the ops' total time in the range; max: the longest part of one op "
        "inside it.\nblocked: the front end waiting at sync points; a device lane idle while "
        "an op pushed to it was ready.\n");

    if (json_path.empty()) return kExitOk;
    json::Value ops = json::Value::array();
    for (const OpStatsRow& r : stats.ops) {
        json::Value o = json::Value::object();
        o.set("name", r.name);
        o.set("count", static_cast<std::uint64_t>(r.count));
        o.set("total_us", micros(static_cast<double>(r.total)));
        o.set("mean_us", micros(r.mean()));
        o.set("max_us", micros(static_cast<double>(r.max)));
        o.set("share", r.share);
        ops.push_back(std::move(o));
    }
    json::Value lanes = json::Value::array();
    for (const LaneStatsRow& r : stats.lanes) {
        json::Value o = json::Value::object();
        o.set("name", r.name);
        o.set("busy_us", micros(static_cast<double>(r.busy)));
        o.set("idle_us", micros(static_cast<double>(r.idle)));
        o.set("blocked_us", micros(static_cast<double>(r.blocked)));
        lanes.push_back(std::move(o));
    }
    json::Value v = json::Value::object();
    v.set("ops", std::move(ops));
    v.set("lanes", std::move(lanes));
    return writeFile(json_path, "JSON",
                     [&](std::ostream& o) {
                         json::dump(o, v, true);
                         o << '\n';
                     })
               ? kExitOk
               : kExitFailure;
}
#else
int runTraceStats(Args) {
    std::fprintf(stderr,
                 "asynclab-cli: trace stats needs the interface's models, which this build "
                 "left out (it was configured without the GUI)\n");
    return kExitUsage;
}
#endif

json::Value specJson(const DeviceSpec& d) {
    json::Value v = json::Value::object();
    v.set("name", d.name);
    v.set("kind", d.kind == DeviceType::GPU ? "GPU" : "CPU");
    v.set("peak_flops", d.peak_flops);
    v.set("mem_bandwidth", d.mem_bandwidth);
    v.set("memory_capacity", d.memory_capacity);
    v.set("launch_latency_s", d.launch_latency);
    if (d.random_flops > 0) v.set("random_flops", d.random_flops);
    if (d.issue_seconds > 0) v.set("issue_s", d.issue_seconds);
    if (d.layer_issue_seconds > 0) v.set("layer_issue_s", d.layer_issue_seconds);
    if (d.measured) v.set("sync_s", d.sync_seconds);
    if (d.measured) v.set("wake_s", d.wake_seconds);
    if (d.measured) v.set("dispatch_s", d.dispatch_seconds);
    if (d.measured) v.set("handoff_s", d.handoff_seconds);
    if (d.measured) v.set("notify_s", d.notify_seconds);
    if (d.small_gemm_flops > 0) v.set("small_gemm_flops", d.small_gemm_flops);
    if (d.gemm_flops > 0) v.set("gemm_flops", d.gemm_flops);
    if (!d.gemm_curve.empty()) {
        json::Value curve = json::Value::array();
        for (const GemmPoint& p : d.gemm_curve) {
            json::Value point = json::Value::object();
            point.set("flops", p.flops);
            point.set("rate", p.rate);
            curve.push_back(std::move(point));
        }
        v.set("gemm_curve", std::move(curve));
    }
    if (d.measured) v.set("small_gemm_s", d.small_gemm_seconds);
    if (d.oversubscribed_efficiency > 0)
        v.set("oversubscribed_efficiency", d.oversubscribed_efficiency);
    if (d.cache_bytes > 0) v.set("cache_bytes", d.cache_bytes);
    if (d.cache_bandwidth > 0) v.set("cache_bandwidth", d.cache_bandwidth);
    if (d.measured) v.set("first_touch_s_per_byte", d.first_touch_seconds_per_byte);
    if (d.cores > 0) v.set("cores", d.cores);
    v.set("measured", d.measured);
    v.set("source", d.source);
    return v;
}

/// "87 GB/s for arrays held in a core's 1024 KiB cache, " when the spec models a cache.
std::string cacheText(const DeviceSpec& d) {
    if (d.cache_bandwidth <= 0) return {};
    char buf[96];
    std::snprintf(buf, sizeof buf, "%.0f GB/s for arrays held in a core's %.0f KiB cache, ",
                  d.cache_bandwidth / 1e9, d.cache_bytes / 1024);
    return buf;
}

std::string pageableText(const DeviceSpec& d) {
    if (d.pageable_h2d_bandwidth <= 0 && d.pageable_d2h_bandwidth <= 0) return {};
    char buf[96];
    std::snprintf(buf, sizeof buf, "host arrays copied to a GPU at %.1f GB/s and back at %.1f, ",
                  d.pageable_h2d_bandwidth / 1e9, d.pageable_d2h_bandwidth / 1e9);
    return buf;
}

/// What the measuring of "this-machine" prints while it runs (first use, no cache).
DeviceSpec thisMachineWithNotice() {
    const std::string cache = hw::this_machine_cache_path();
    std::error_code ec;
    if (cache.empty() || !std::filesystem::exists(cache, ec))
        std::fprintf(stderr, "asynclab-cli: measuring this machine (a few seconds)...\n");
    return this_machine_spec();
}

/// devices --json: the machine (cores, CPU model, GPUs) and every preset, one object.
int printDevicesJson() {
    json::Value v = json::Value::object();
    v.set("cores", static_cast<int>(std::thread::hardware_concurrency()));
    v.set("cpu_model", hw::cpu_model_name());
    v.set("gemm", cpu::blas_core_note());
    if (const std::string threads = cpu::blas_threads_note(); !threads.empty())
        v.set("blas_threads_note", threads);
    v.set("heap_allocator", heap_allocator());
    const GpuRuntime& gpu = GpuRuntime::instance();
    json::Value gpus = json::Value::array();
    if (gpu.available())
        for (const auto& d : gpu.devices()) {
            json::Value g = json::Value::object();
            g.set("id", d.id);
            g.set("name", d.name);
            g.set("memory_bytes", static_cast<double>(d.total_mem));
            g.set("peak_fp32_gflops", d.peak_fp32_gflops);
            gpus.push_back(std::move(g));
        }
    v.set("gpus", std::move(gpus));
    if (!gpu.available()) v.set("gpu_unavailable_reason", gpu.unavailable_reason());
    json::Value presets = json::Value::object();
    for (const auto& key : device_preset_keys())
        presets.set(
            key, specJson(key == kThisMachineKey ? thisMachineWithNotice() : *device_preset(key)));
    v.set("presets", std::move(presets));
    json::dump(std::cout, v, true);
    std::cout << '\n';
    return kExitOk;
}

int runDevices(Args args) {
    if (args.size() == 1 && args[0] == "--json") return printDevicesJson();
    if (!args.empty()) return usageError("devices takes no arguments but --json");
    std::printf("CPU: %u logical cores\n", std::thread::hardware_concurrency());
    std::printf("GEMM: %s\n", cpu::blas_core_note().c_str());
    if (const std::string threads = cpu::blas_threads_note(); !threads.empty())
        std::printf("OpenBLAS: %s\n", threads.c_str());
    std::printf("heap: %s\n", heap_allocator().c_str());
    const GpuRuntime& gpu = GpuRuntime::instance();
    if (gpu.available()) {
        for (const auto& d : gpu.devices())
            std::printf("GPU %d: %s, %.1f GiB, about %.0f GFLOP/s\n", d.id, d.name.c_str(),
                        static_cast<double>(d.total_mem) / (1 << 30), d.peak_fp32_gflops);
    } else {
        std::printf("GPU: none usable (%s)\n", gpu.unavailable_reason().c_str());
    }
    std::printf("simulated devices (--mode sim, --set gpu=KEY or --set cpu=KEY):\n");
    for (const auto& key : device_preset_keys()) {
        const DeviceSpec d = key == kThisMachineKey ? thisMachineWithNotice() : *device_preset(key);
        std::printf("  %-12s %-28s %s %8.1f GFLOP/s %7.0f GB/s %6.2f us/op\n", key.c_str(),
                    d.name.c_str(), d.kind == DeviceType::GPU ? "GPU" : "CPU", d.peak_flops / 1e9,
                    d.mem_bandwidth / 1e9, d.launch_latency * 1e6);
        if (d.gemm_flops > 0 && !d.measured)
            std::printf("  %-12s large GEMMs reach %.1f GFLOP/s (%s)\n", "", d.gemm_flops / 1e9,
                        d.source.c_str());
        // A measured CPU's GEMMs were timed at two sizes (n x n: 2 n^3 FLOPs).
        const GemmPoint small = d.gemm_curve.empty() ? GemmPoint{} : d.gemm_curve.front();
        const GemmPoint large = d.gemm_curve.empty() ? GemmPoint{} : d.gemm_curve.back();
        if (d.measured)
            std::printf(
                "  %-12s measured: GEMMs at %.1f GFLOP/s for n = %.0f and %.1f for n = %.0f, "
                "front end %.2f us per op issued (%.2f us through a "
                "network's layers), worker wake %.2f us, "
                "worker dispatch %.2f us per op, front-end wake %.2f us, hand-off to and from "
                "spinning threads %.2f us, waking a worker costs the waker %.2f us, one-row "
                "GEMMs %.2f us each plus %.1f GFLOP/s, random fills %.2f G/s, %s%sfirst writes "
                "to new memory %.3f ms per MB more, %d cores shared by the lanes and the front "
                "end, a multi-threaded GEMM beside another busy thread getting %.2f of its "
                "even share; %s\n",
                "", small.rate / 1e9, std::cbrt(small.flops / 2), large.rate / 1e9,
                std::cbrt(large.flops / 2), d.issue_seconds * 1e6, d.layer_issue_seconds * 1e6,
                d.wake_seconds * 1e6, d.dispatch_seconds * 1e6, d.sync_seconds * 1e6,
                d.handoff_seconds * 1e6, d.notify_seconds * 1e6, d.small_gemm_seconds * 1e6,
                d.small_gemm_flops / 1e9, d.random_flops / 1e9, cacheText(d).c_str(),
                pageableText(d).c_str(), d.first_touch_seconds_per_byte * 1e9, d.cores,
                d.oversubscribed_efficiency > 0 ? d.oversubscribed_efficiency : 1.0,
                hw::this_machine_cache_path().empty()
                    ? "not cached"
                    : ("cached in " + hw::this_machine_cache_path()).c_str());
    }
    std::printf("simulated links (--set link=KEY):\n");
    for (const auto& key : link_preset_keys()) {
        const LinkSpec l = *link_preset(key);
        std::printf("  %-10s %-28s %6.1f GB/s\n", key.c_str(), l.name.c_str(), l.bandwidth / 1e9);
    }
    return kExitOk;
}

int runFigure(Args args) {
    std::string id, out, size = "1400x900";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string a = str(args[i]);
        if ((a == "--out" || a == "--size") && i + 1 < args.size()) {
            (a == "--out" ? out : size) = str(args[++i]);
        } else if (!a.starts_with("--") && id.empty()) {
            id = a;
        } else {
            return usageError("figure: unknown argument '" + a +
                              "'; accepted: ID, --out FILE, --size WxH");
        }
    }
    if (id.empty()) {
        std::printf(
            "The chapter's figures AsyncLab draws from a run (asynclab-cli figure ID "
            "--out FILE):\n");
        for (const cli::Figure& f : cli::figures())
            std::printf("  %-8s %s (%s)\n", f.id, f.title, f.scenario);
        return kExitOk;
    }
    const cli::Figure* figure = cli::find_figure(id);
    if (!figure) {
        std::string known;
        for (const cli::Figure& f : cli::figures())
            known += std::string(known.empty() ? "" : ", ") + f.id;
        return usageError("figure: no figure '" + id + "'; accepted: " + known);
    }
    if (out.empty()) return usageError("figure " + id + ": --out FILE.png|svg|pdf is needed");
    int width = 0, height = 0;
    if (std::sscanf(size.c_str(), "%dx%d", &width, &height) != 2 || width < 200 || height < 150 ||
        width > 10000 || height > 10000)
        return usageError("figure: --size needs WIDTHxHEIGHT, 200x150 to 10000x10000; got '" +
                          size + "'");
    std::string error;
    if (!cli::write_figure(*figure, out, width, height, &error)) {
        std::fprintf(stderr, "asynclab-cli: figure %s: %s\n", id.c_str(), error.c_str());
        return kExitFailure;
    }
    std::printf("# figure %s (%s) written to %s\n", figure->id, figure->title, out.c_str());
    return kExitOk;
}

int runLessons(Args args) {
    std::string language = "en", json_path;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto value = [&](std::string& out) {
            if (i + 1 >= args.size()) return false;
            out = str(args[++i]);
            return true;
        };
        if (args[i] == "--lang") {
            if (!value(language)) return usageError("--lang needs a language: en, zh, vi, id, de");
            const std::string code = language.substr(0, language.find_first_of("_-"));
            if (std::ranges::none_of(lessons::kLanguages, [&](const char* l) { return code == l; }))
                return usageError("--lang accepts: en, zh, vi, id, de (not '" + language + "')");
            language = code;
        } else if (args[i] == "--json") {
            if (!value(json_path)) return usageError("--json needs a file");
        } else {
            return usageError("unknown argument '" + str(args[i]) +
                              "'; lessons takes --lang CODE and --json FILE");
        }
    }
    const lessons::Catalogue& catalogue = lessons::embedded();
    for (const std::string& error : catalogue.errors)
        std::fprintf(stderr, "asynclab-cli: lesson file %s\n", error.c_str());
    if (!json_path.empty() && !writeFile(json_path, "the lessons", [&](std::ostream& out) {
            json::dump(out, lessons::catalogue_json(catalogue, language), true);
            out << '\n';
        }))
        return kExitFailure;
    for (const lessons::Lesson& lesson : catalogue.lessons) {
        std::printf("%s  %s\n", lesson.section.c_str(), lesson.title.in(language).c_str());
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            const lessons::Step& step = lesson.steps[i];
            const lessons::Run run = lessons::resolved_run(lesson, i);
            std::printf("  %zu. %s  [%s%s%s]\n", i + 1, step.title.in(language).c_str(),
                        run.scenario.c_str(), step.prediction ? ", prediction" : "",
                        step.exercise ? ", exercise" : "");
        }
    }
    return catalogue.errors.empty() ? kExitOk : kExitFailure;
}

int runCheckJson(Args args) {
    if (args.empty()) return usageError("usage: check-json FILE [KEY.PATH]...");
    json::Result r = json::parse_file(str(args[0]));
    if (!r.ok()) {
        std::fprintf(stderr, "check-json: %s\n", r.error_message().c_str());
        return 1;
    }
    int missing = 0;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const json::Value* v = &r.value();
        std::string_view path = args[i];
        while (v && !path.empty()) {
            const auto dot = path.find('.');
            v = v->find(path.substr(0, dot));
            path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
        }
        if (!v) {
            std::fprintf(stderr, "check-json: missing key %.*s\n", static_cast<int>(args[i].size()),
                         args[i].data());
            ++missing;
        }
    }
    if (missing) return 1;
    std::printf("check-json: ok\n");
    return kExitOk;
}

}  // namespace

int run(Args given) {
    // "--opt=value" is "--opt value" everywhere.
    std::vector<std::string> split;
    for (const std::string_view a : given) {
        const auto eq = a.find('=');
        if (a.starts_with("--") && eq != std::string_view::npos && eq > 2) {
            split.emplace_back(a.substr(0, eq));
            split.emplace_back(a.substr(eq + 1));
        } else {
            split.emplace_back(a);
        }
    }
    const std::vector<std::string_view> views(split.begin(), split.end());
    const Args args(views);
    if (args.empty()) {
        printUsage(stderr);
        return kExitUsage;
    }
    const std::string_view name = args.front();
    if (name == "--version") return runVersion(args.subspan(1));
    if (name == "--help" || name == "-h") return runHelp(args.subspan(1));

    if (const Command* command = findCommand(name)) {
        // COMMAND --help: the command's help (run NAME --help lists the scenario's parameters).
        if (args.size() == 2 && (args[1] == "--help" || args[1] == "-h") &&
            command->name != "help") {
            printCommandHelp(stdout, *command);
            return kExitOk;
        }
        return command->run(args.subspan(1));
    }

    std::fprintf(stderr, "asynclab-cli: unknown command '%.*s'\n", static_cast<int>(name.size()),
                 name.data());
    printAcceptedCommands(stderr);
    std::fprintf(stderr, "run 'asynclab-cli help' for details\n");
    return kExitUsage;
}

}  // namespace asynclab::cli

int main(int argc, char* argv[]) {
    asynclab::hw::install_this_machine();  // the simulator's "this-machine" is measured here
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return asynclab::cli::run(args);
}
