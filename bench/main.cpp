// asynclab-bench: runs the registered benchmarks, prints a table and optionally writes one
// JSON object ({"meta": {...}, "<key>": number, ...}). See bench/README.md.
//
//   asynclab-bench [--json FILE] [--only KEY_PREFIX,...] [--quick] [--reps N] [--verbose]
//   asynclab-bench --list
//   asynclab-bench --check FILE [--only KEY_PREFIX,...]
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "bench/engine_bench.h"
#include "bench/fidelity_bench.h"
#include "bench/gpu_bench.h"
#include "bench/kernel_bench.h"
#include "bench/scenario_bench.h"
#include "bench/trace_bench.h"
#ifdef ASYNCLAB_BENCH_WITH_UI
#include "bench/ui_bench.h"
#endif
#ifdef ASYNCLAB_BENCH_WITH_PYTHON
#include "bench/python_bench.h"
#endif
#include "engine/core/engine.h"
#include "engine/hardware/noise.h"
#include "engine/hardware/this_machine.h"
#include "engine/kernels/gemm.h"
#include "engine/util/heap_allocator.h"
#include "engine/util/json.h"

#ifndef ASYNCLAB_VERSION
#define ASYNCLAB_VERSION "unknown"
#endif
#ifndef ASYNCLAB_BUILD_TYPE
#define ASYNCLAB_BUILD_TYPE "unknown"
#endif

namespace {

using namespace asynclab;
using namespace asynclab::bench;

/// Every benchmark, in run order. To add benchmarks from another file, declare a
/// `std::vector<Benchmark> xxx_benchmarks()` in its header and append it here.
std::vector<Benchmark> all_benchmarks() {
    std::vector<Benchmark> list;
    auto append = [&list](std::vector<Benchmark> more) {
        for (auto& b : more) list.push_back(std::move(b));
    };
    append(engine_benchmarks());
    append(kernel_benchmarks());
    append(scenario_benchmarks());
    append(fidelity_benchmarks());
    append(gpu_benchmarks());
    append(trace_benchmarks());
#ifdef ASYNCLAB_BENCH_WITH_UI
    append(ui_benchmarks());
#endif
#ifdef ASYNCLAB_BENCH_WITH_PYTHON
    append(python_benchmarks());
#endif
    return list;
}

/// The "meta" members every JSON file must have.
const char* const kMetaKeys[] = {"date",           "hostname",     "cores",
                                 "gemm_backend",   "build_type",   "profiler_interval_ms",
                                 "heap_allocator", "machine_noise"};

void usage(std::FILE* out) {
    std::fputs(
        "usage: asynclab-bench [--json FILE] [--only KEY_PREFIX,...] [--quick] [--reps N]\n"
        "                      [--verbose]\n"
        "       asynclab-bench --list\n"
        "       asynclab-bench --check FILE [--only KEY_PREFIX,...]\n"
        "\n"
        "  --json FILE   also write the results as one JSON object to FILE\n"
        "  --only LIST   run only measures whose key starts with one of the comma-separated\n"
        "                prefixes (a benchmark's name also selects all of its keys)\n"
        "  --quick       small sizes and few repetitions (smoke test; numbers not meaningful)\n"
        "  --reps N      repeat every measure N times (1 to 1000) instead of its own count\n"
        "                (a noisy machine needs more for a stable median)\n"
        "  --verbose     also print every repetition's value\n"
        "  --list        list the benchmarks and the keys they produce\n"
        "  --check FILE  verify that FILE is a JSON object with \"meta\" and every key of the\n"
        "                (selected) benchmarks as a number; exit status 0 when it is\n",
        out);
}

std::vector<std::string> split_commas(std::string_view text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos) end = text.size();
        if (end > start) parts.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

bool starts_with_any(std::string_view s, const std::vector<std::string>& prefixes) {
    for (const auto& p : prefixes)
        if (s.starts_with(p)) return true;
    return false;
}

/// Whether `b` has something --only asks for. A prefix that names the benchmark itself
/// selects it whole (handled by widening the options in run_benchmark).
bool selected(const Benchmark& b, const Options& opt) {
    if (opt.only.empty() || starts_with_any(b.name, opt.only)) return true;
    for (const auto& k : b.keys)
        if (opt.wants(k)) return true;
    for (const auto& k : b.optional_keys)
        if (opt.wants(k)) return true;
    return false;
}

/// The options a benchmark sees: --only naming the benchmark itself means all its keys.
Options options_for(const Benchmark& b, const Options& opt) {
    if (!opt.only.empty() && starts_with_any(b.name, opt.only)) {
        Options all = opt;
        all.only.clear();
        return all;
    }
    return opt;
}

std::string unit_of(std::string_view key) {
    if (key.find("tflops") != std::string_view::npos) return "TFLOP/s";
    if (key.find("gflops") != std::string_view::npos) return "GFLOP/s";
    if (key.ends_with("_gbs")) return "GB/s";
    if (key.ends_with("_s")) return "s";
    if (key.ends_with("_us") || key.find("_us_") != std::string_view::npos) return "us";
    if (key.find("ratio") != std::string_view::npos || key.find("_over_") != std::string_view::npos)
        return "x";
    return "";
}

std::string utc_now() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string host_name() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return "unknown";
    return buf;
}

struct Meta {
    std::string date = utc_now();
    std::string hostname = host_name();
    int cores = static_cast<int>(std::thread::hardware_concurrency());
    int engine_workers = 0;
    std::string gemm_backend = cpu::gemm_backend_name(cpu::gemm_backend());
    bool openblas = cpu::gemm_backend_available(cpu::GemmBackend::OpenBLAS);
    int blas_threads = cpu::blas_threads();
    std::string blas_threads_note = cpu::blas_threads_note();
    std::string heap = heap_allocator();
    std::string build_type = ASYNCLAB_BUILD_TYPE;
    std::string version = ASYNCLAB_VERSION;
    std::string compiler =
#if defined(__clang__)
        "clang " __clang_version__;
#elif defined(__GNUC__)
        "gcc " __VERSION__;
#else
        "unknown";
#endif
    int profiler_interval = profiler_interval_ms();
    /// How disturbed the machine was just before the benchmarks and just after them.
    hw::MachineNoise noise_before, noise_after;
};

/// More CPU time than this lost to other work in the noise probe, or a stall longer than
/// kDisturbedStall, and the run's figures are flagged: on a 2-core machine 5% is a tenth
/// of a core, enough to move a median of repetitions taken minutes apart.
constexpr double kDisturbedLost = 0.05;
constexpr double kDisturbedStall = 0.010;

bool disturbed(const hw::MachineNoise& n) {
    return n.cpu_lost_fraction > kDisturbedLost || n.longest_stall_seconds > kDisturbedStall;
}

hw::MachineNoise probe_noise(const Options& opt) {
    hw::NoiseOptions o;
    if (opt.quick) {
        o.spin_window = std::chrono::milliseconds(20);
        o.wakeups = 20;
    }
    return hw::measure_machine_noise(o);
}

void print_noise(const char* when, const hw::MachineNoise& n) {
    std::printf(
        "machine %s: %.1f%% of CPU time lost to other work (worst core %.1f%%, longest stall "
        "%.2f ms); ",
        when, n.cpu_lost_fraction * 100, n.worst_core_lost_fraction * 100,
        n.longest_stall_seconds * 1e3);
    if (n.cores >= 2) {
        std::printf("waking a thread on an idle core takes %.0f us (p90 %.0f us)",
                    n.idle_wake_seconds * 1e6, n.idle_wake_p90_seconds * 1e6);
        if (n.cross_core_seconds > 0)
            std::printf("; a cache line passes between two cores in %.0f ns",
                        n.cross_core_seconds * 1e9);
        std::printf("\n");
    } else
        std::printf("one CPU, so no wake-up of another core to time\n");
}

void write_noise(json::Writer& w, const char* key, const hw::MachineNoise& n) {
    w.key(key).begin_object();
    w.member("cpu_lost_percent", n.cpu_lost_fraction * 100);
    w.member("worst_core_lost_percent", n.worst_core_lost_fraction * 100);
    w.member("longest_stall_ms", n.longest_stall_seconds * 1e3);
    w.member("idle_wake_us", n.idle_wake_seconds * 1e6);
    w.member("idle_wake_p90_us", n.idle_wake_p90_seconds * 1e6);
    w.member("cross_core_ns", n.cross_core_seconds * 1e9);
    w.member("disturbed", disturbed(n));
    w.end_object();
}

/// A measure is not to be trusted when its largest repetition exceeds its smallest this
/// many times: the machine was busy during some of them, and the median may be off too.
constexpr double kUnsteady = 1.5;

bool unsteady(const Measure& m) {
    return m.samples.size() >= 3 && best_min(m.samples) > 0 &&
           best_max(m.samples) > kUnsteady * best_min(m.samples);
}

void write_json(const std::string& path, const Meta& meta, const Options& opt,
                const Measures& results) {
    std::ofstream out(path);
    if (!out) throw std::runtime_error("cannot write " + path);
    json::Writer w(out, true);
    w.begin_object();
    w.key("meta").begin_object();
    w.member("date", meta.date);
    w.member("hostname", meta.hostname);
    w.member("cores", meta.cores);
    w.member("engine_cpu_workers", meta.engine_workers);
    w.member("gemm_backend", meta.gemm_backend);
    w.member("openblas_available", meta.openblas);
    w.member("blas_threads", meta.blas_threads);
    w.member("blas_threads_note", meta.blas_threads_note);
    w.member("heap_allocator", meta.heap);
    w.member("build_type", meta.build_type);
    w.member("compiler", meta.compiler);
    w.member("asynclab_version", meta.version);
    w.member("profiler_interval_ms", meta.profiler_interval);
    w.member("quick", opt.quick);
    w.member("reps", opt.reps_override);
    w.member("statistic", "median of repetitions unless the key ends in _best (bench/README.md)");
    w.key("only").begin_array();
    for (const auto& p : opt.only) w.value(p);
    w.end_array();
    w.key("machine_noise").begin_object();
    write_noise(w, "before", meta.noise_before);
    write_noise(w, "after", meta.noise_after);
    w.end_object();
    w.end_object();
    for (const auto& m : results) w.member(m.key, m.value);
    // The spread of each median: its repetitions' smallest and largest values.
    w.key("spread").begin_object();
    for (const auto& m : results) {
        if (m.samples.empty()) continue;
        w.key(m.key).begin_object();
        w.member("min", best_min(m.samples));
        w.member("max", best_max(m.samples));
        w.member("reps", static_cast<int>(m.samples.size()));
        w.end_object();
    }
    w.end_object();
    // The measures not to trust, each with its largest repetition over its smallest.
    w.key("noisy").begin_object();
    for (const auto& m : results)
        if (unsteady(m)) w.member(m.key, best_max(m.samples) / best_min(m.samples));
    w.end_object();
    w.end_object();
    w.flush();
    out << '\n';
    if (!out) throw std::runtime_error("error writing " + path);
}

int check_json(const std::string& path, const Options& opt) {
    const json::Result parsed = json::parse_file(path);
    if (!parsed) {
        std::fprintf(stderr, "check: %s: %s\n", path.c_str(), parsed.error_message().c_str());
        return 1;
    }
    const json::Value& doc = parsed.value();
    int problems = 0;
    auto fail = [&](const std::string& what) {
        std::fprintf(stderr, "check: %s: %s\n", path.c_str(), what.c_str());
        ++problems;
    };
    if (!doc.is_object()) {
        fail("not a JSON object");
        return 1;
    }
    const json::Value* meta = doc.find("meta");
    if (!meta || !meta->is_object()) {
        fail("no \"meta\" object");
    } else {
        for (const char* k : kMetaKeys)
            if (!meta->find(k)) fail(std::string("meta has no \"") + k + "\"");
    }
    std::size_t numbers = 0;
    for (const auto& [key, value] : doc.as_object()) {
        if (key == "meta" || key == "spread" || key == "noisy") continue;
        if (!value.is_number()) {
            fail("\"" + key + "\" is not a number");
        } else if (!std::isfinite(value.as_double())) {
            fail("\"" + key + "\" is not finite");
        } else {
            ++numbers;
        }
    }
    for (const Benchmark& b : all_benchmarks()) {
        if (!selected(b, opt)) continue;
        const Options sub = options_for(b, opt);
        for (const auto& k : b.keys)
            if (sub.wants(k) && !doc.find(k)) fail("missing \"" + k + "\" (" + b.name + ")");
    }
    if (problems) return 1;
    std::printf("check: %s: ok, %zu measures\n", path.c_str(), numbers);
    return 0;
}

void list_benchmarks() {
    for (const Benchmark& b : all_benchmarks()) {
        std::printf("%s: %s\n", b.name.c_str(), b.summary.c_str());
        for (const auto& k : b.keys) std::printf("    %s\n", k.c_str());
        for (const auto& k : b.optional_keys) std::printf("    %s (when available)\n", k.c_str());
    }
}

}  // namespace

int main(int argc, char** argv) {
    asynclab::hw::install_this_machine();  // the scenarios' "this-machine" is measured here
    Options opt;
    std::string json_path, check_path;
    bool list = false;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        auto next = [&](const char* what) -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "asynclab-bench: %s needs %s\n", argv[i], what);
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--json") {
            json_path = next("a file name");
        } else if (arg == "--only") {
            for (auto& p : split_commas(next("a list of key prefixes")))
                opt.only.push_back(std::move(p));
        } else if (arg == "--quick") {
            opt.quick = true;
        } else if (arg == "--reps") {
            const std::string text = next("a number of repetitions");
            char* end = nullptr;
            const long n = std::strtol(text.c_str(), &end, 10);
            if (text.empty() || *end != '\0' || n < 1 || n > 1000) {
                std::fprintf(stderr,
                             "asynclab-bench: --reps needs a whole number from 1 to 1000, not "
                             "'%s'\n",
                             text.c_str());
                return 2;
            }
            opt.reps_override = static_cast<int>(n);
        } else if (arg == "--verbose" || arg == "-v") {
            opt.verbose = true;
        } else if (arg == "--list") {
            list = true;
        } else if (arg == "--check") {
            check_path = next("a file name");
        } else if (arg == "--help" || arg == "-h") {
            usage(stdout);
            return 0;
        } else {
            std::fprintf(stderr, "asynclab-bench: unknown argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (list) {
        list_benchmarks();
        return 0;
    }
    if (!check_path.empty()) return check_json(check_path, opt);

    {
        bool any = false;
        for (const Benchmark& b : all_benchmarks()) any |= selected(b, opt);
        if (!any) {
            std::fprintf(stderr, "asynclab-bench: --only matched no benchmark (see --list)\n");
            return 2;
        }
    }
    Meta meta;
    meta.engine_workers = Engine(EngineConfig{.profile = false}).cpu_workers();
    std::printf("asynclab-bench %s  %s  host %s  %d cores  %d engine workers\n",
                meta.version.c_str(), meta.date.c_str(), meta.hostname.c_str(), meta.cores,
                meta.engine_workers);
    std::printf(
        "build %s, %s; GEMM backend %s, %d BLAS threads; heap %s; profiler interval %d ms%s\n",
        meta.build_type.c_str(), meta.compiler.c_str(), meta.gemm_backend.c_str(),
        meta.blas_threads, meta.heap.c_str(), meta.profiler_interval,
        opt.quick ? "; QUICK (smoke) sizes" : "");
    meta.noise_before = probe_noise(opt);
    print_noise("before", meta.noise_before);
    std::printf("Values are medians of repetitions (keys ending in _best: the best one).\n\n");
    std::printf("%-40s %12s %-8s %s\n", "measure", "value", "unit", "how");
    std::fflush(stdout);

    Measures results;
    int failures = 0;
    for (const Benchmark& b : all_benchmarks()) {
        if (!selected(b, opt)) continue;
        const Options sub = options_for(b, opt);
        std::printf("-- %s: %s\n", b.name.c_str(), b.summary.c_str());
        std::fflush(stdout);
        const Stopwatch watch;
        try {
            for (Measure& m : b.fn(sub)) {
                if (!sub.wants(m.key)) continue;
                std::printf("%-40s %12.4g %-8s %s", m.key.c_str(), m.value, unit_of(m.key).c_str(),
                            m.note.c_str());
                if (m.samples.size() > 1)
                    std::printf(" (%.4g-%.4g)", best_min(m.samples), best_max(m.samples));
                std::printf("\n");
                if (opt.verbose && !m.samples.empty()) {
                    std::printf("%-40s %12s %-8s samples:", "", "", "");
                    for (double x : m.samples) std::printf(" %.4g", x);
                    std::printf("\n");
                }
                results.push_back(std::move(m));
            }
        } catch (const std::exception& e) {
            std::fprintf(stderr, "asynclab-bench: %s failed: %s\n", b.name.c_str(), e.what());
            ++failures;
        }
        std::printf("   (%.1f s)\n", watch.seconds());
        std::fflush(stdout);
    }
    meta.noise_after = probe_noise(opt);
    std::printf("\n");
    print_noise("after", meta.noise_after);
    if (disturbed(meta.noise_before) || disturbed(meta.noise_after))
        std::printf(
            "The machine was disturbed (over %.0f%% of its CPU time taken by other work, or a "
            "stall over %.0f ms): compare ratios taken in this run, not absolute times, or run "
            "again when it is quieter.\n",
            kDisturbedLost * 100, kDisturbedStall * 1e3);
    if (!hw::same_placement(meta.noise_before.cross_core_seconds,
                            meta.noise_after.cross_core_seconds))
        std::printf(
            "The cores were placed otherwise at the end than at the start (a cache line took %.0f "
            "ns between two of them, then %.0f ns: on a virtual machine, the host moved its "
            "CPUs): what passes work between threads (a push, a sync point) may cost several "
            "times as much in some repetitions as in others.\n",
            meta.noise_before.cross_core_seconds * 1e9, meta.noise_after.cross_core_seconds * 1e9);
    // A measure whose repetitions spread widely was disturbed during some of them.
    std::vector<const Measure*> noisy;
    for (const Measure& m : results)
        if (unsteady(m)) noisy.push_back(&m);
    if (!noisy.empty()) {
        std::printf(
            "\nRepetitions spread over more than %.1fx (the machine was busy during some; do not "
            "trust these medians, run them again):\n",
            kUnsteady);
        for (const Measure* m : noisy)
            std::printf("  %-40s %.4g-%.4g\n", m->key.c_str(), best_min(m->samples),
                        best_max(m->samples));
    }
    if (!json_path.empty()) {
        try {
            write_json(json_path, meta, opt, results);
            std::printf("\nwrote %s (%zu measures)\n", json_path.c_str(), results.size());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "asynclab-bench: %s\n", e.what());
            return 1;
        }
    }
    return failures ? 1 : 0;
}
