#include "bench/trace_bench.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "bench/engine_bench.h"
#include "engine/profiler/trace_import.h"

namespace asynclab::bench {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// A small deterministic generator (64-bit LCG, upper bits).
struct Lcg {
    std::uint64_t s = 0x2545F4914F6CDD1Dull;
    std::uint32_t next() {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        return static_cast<std::uint32_t>(s >> 33);
    }
    double unit() { return next() / 2147483648.0; }
};

const char* const kCpuOps[] = {"aten::mm",
                               "aten::addmm",
                               "aten::relu",
                               "aten::add_",
                               "aten::empty",
                               "aten::t",
                               "aten::linear",
                               "aten::copy_",
                               "aten::sum",
                               "aten::threshold_backward",
                               "Optimizer.step#SGD.step",
                               "aten::zero_"};
const char* const kKernels[] = {
    "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>>",
    "ampere_sgemm_128x64_tn", "void at::native::reduce_kernel<512, 1>",
    "void cutlass::Kernel<cutlass_80_tensorop_s1688gemm_128x128_32x3_nn_align4>"};

/// Reads VmRSS or VmHWM from /proc/self/status, in bytes (0 when unknown).
std::size_t proc_status_bytes(const char* field) {
    std::ifstream in("/proc/self/status");
    std::string line;
    const std::string key = std::string(field) + ":";
    while (std::getline(in, line)) {
        if (line.rfind(key, 0) == 0)
            return std::strtoull(line.c_str() + key.size(), nullptr, 10) * 1024;
    }
    return 0;
}

}  // namespace

std::size_t write_kineto_like_trace(const std::string& path, std::size_t events) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) return 0;
    std::setvbuf(f, nullptr, _IOFBF, 1 << 20);
    std::size_t bytes = 0;
    auto put = [&](const char* fmt, auto... args) {
        int n = std::fprintf(f, fmt, args...);
        if (n > 0) bytes += static_cast<std::size_t>(n);
    };
    put("{\n  \"schemaVersion\": 1,\n  \"deviceProperties\": [\n    {\"id\": 0, \"name\": "
        "\"NVIDIA H100\", \"totalGlobalMem\": 85031714816}\n  ],\n  \"distributedInfo\": "
        "{\"backend\": \"nccl\", \"rank\": 0, \"world_size\": 1},\n  \"traceEvents\": [\n");
    put("  {\"name\": \"process_name\", \"ph\": \"M\", \"ts\": 0, \"pid\": 2411, \"tid\": 0, "
        "\"args\": {\"name\": \"python3\"}},\n");
    put("  {\"name\": \"process_name\", \"ph\": \"M\", \"ts\": 0, \"pid\": 0, \"tid\": 0, "
        "\"args\": {\"name\": \"GPU 0\"}},\n");
    Lcg rng;
    const double base = 1700000000000.0;  // µs since the epoch, as Kineto writes
    double cpu_t = 0;
    std::uint64_t ext = 1000, corr = 50000;
    std::size_t n = 2;
    while (n < events) {
        const std::uint32_t r = rng.next() % 100;
        const char sep = n + 1 < events ? ',' : ' ';
        cpu_t += 1 + rng.unit() * 20;
        if (r < 40) {
            put("  {\n    \"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"%s\", \"pid\": 2411, "
                "\"tid\": 2411,\n    \"ts\": %.3f, \"dur\": %.3f,\n    \"args\": {\n      "
                "\"External id\": %" PRIu64
                ",\"Record function id\": 0, \"Ev Idx\": %zu\n    }\n  }%c\n",
                kCpuOps[rng.next() % 12], base + cpu_t, 2 + rng.unit() * 40, ext++, n, sep);
        } else if (r < 60) {
            put("  {\n    \"ph\": \"X\", \"cat\": \"cuda_runtime\", \"name\": "
                "\"cudaLaunchKernel\", \"pid\": 2411, \"tid\": 2411,\n    \"ts\": %.3f, \"dur\": "
                "%.3f,\n    \"args\": {\n      \"External id\": %" PRIu64
                ",\"cbid\": 211, "
                "\"correlation\": %" PRIu64 "\n    }\n  }%c\n",
                base + cpu_t, 3 + rng.unit() * 5, ext, corr, sep);
        } else if (r < 80) {
            put("  {\n    \"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"%s\", \"pid\": 0, "
                "\"tid\": 7,\n    \"ts\": %.3f, \"dur\": %.3f,\n    \"args\": {\n      "
                "\"External id\": %" PRIu64
                ",\"queued\": 0, \"device\": 0, \"stream\": 7, "
                "\"correlation\": %" PRIu64
                ", \"grid\": [%u, 1, 1], \"block\": [256, 1, 1]\n    }\n  }%c\n",
                kKernels[rng.next() % 4], base + cpu_t + 15, 5 + rng.unit() * 200, ext, corr,
                1 + rng.next() % 4096, sep);
        } else if (r < 88) {
            put("  {\n    \"ph\": \"s\", \"id\": %" PRIu64
                ", \"pid\": 2411, \"tid\": 2411, "
                "\"ts\": %.3f,\n    \"cat\": \"ac2g\", \"name\": \"ac2g\"\n  }%c\n",
                corr, base + cpu_t, sep);
        } else if (r < 96) {
            put("  {\n    \"ph\": \"f\", \"id\": %" PRIu64
                ", \"pid\": 0, \"tid\": 7, \"ts\": "
                "%.3f,\n    \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"\n  }%c\n",
                corr++, base + cpu_t + 15, sep);
        } else {
            put("  {\n    \"ph\": \"i\", \"cat\": \"cpu_instant_event\", \"s\": \"t\", \"name\": "
                "\"[memory]\", \"pid\": 2411, \"tid\": 2411,\n    \"ts\": %.3f,\n    \"args\": "
                "{\"Total Reserved\": %u, \"Bytes\": %u}\n  }%c\n",
                base + cpu_t, rng.next() % 100000000, rng.next() % 1000000, sep);
        }
        ++n;
    }
    put("  ],\n  \"traceName\": \"generated.pt.trace.json\"\n}\n");
    std::fclose(f);
    return bytes;
}

namespace {

Measures trace_import_bench(const Options& opt) {
    const std::size_t events = opt.size<std::size_t>(1000000, 50000);
    const auto dir = std::filesystem::temp_directory_path();
    const std::string path =
        (dir / ("asynclab-bench-trace-" + std::to_string(::getpid()) + ".json")).string();
    const std::size_t bytes = write_kineto_like_trace(path, events);
    Measures out;
    if (bytes == 0) {
        std::fprintf(stderr, "trace_import: cannot write %s\n", path.c_str());
        return out;
    }
    const double mb = bytes / 1e6;
    const int reps = opt.reps(3, 1);
    std::vector<double> ours, python, rss_mb, bytes_per_event;
    const bool have_python = std::filesystem::exists("/usr/bin/python3");
    const std::string py_cmd =
        "/usr/bin/python3 -c \"import json,sys; json.load(open(sys.argv[1]))\" '" + path + "'";
    for (int rep = 0; rep < reps; ++rep) {
        std::vector<std::function<void()>> runs;
        runs.push_back([&] {
            // In a child process, so that its peak resident memory is the import's own.
            int fds[2];
            if (::pipe(fds) != 0) return;
            const auto t0 = Clock::now();
            const pid_t child = ::fork();
            if (child == 0) {
                ::close(fds[0]);
                double result[2] = {0, 0};
                try {
                    const TraceFile t = read_chrome_trace_file(path);
                    result[0] = static_cast<double>(proc_status_bytes("VmHWM"));
                    result[1] = static_cast<double>(t.memory_bytes()) /
                                static_cast<double>(std::max<std::size_t>(1, t.event_count));
                } catch (const std::exception& e) {
                    std::fprintf(stderr, "trace_import: %s\n", e.what());
                }
                if (::write(fds[1], result, sizeof result) != sizeof result) ::_exit(1);
                ::_exit(0);
            }
            ::close(fds[1]);
            double result[2] = {0, 0};
            const bool got = ::read(fds[0], result, sizeof result) == sizeof result;
            ::close(fds[0]);
            int status = 0;
            ::waitpid(child, &status, 0);
            const double s = seconds_since(t0);
            if (got && result[0] > 0) {
                ours.push_back(s);
                rss_mb.push_back(result[0] / 1e6);
                bytes_per_event.push_back(result[1]);
            }
        });
        if (have_python) {
            runs.push_back([&] {
                const auto t0 = Clock::now();
                if (std::system(py_cmd.c_str()) == 0) python.push_back(seconds_since(t0));
            });
        }
        interleaved(rep, runs);
    }
    std::filesystem::remove(path);
    const std::string size_note = std::to_string(events) + " events, " +
                                  std::to_string(static_cast<long>(mb)) + " MB; " + reps_note(reps);
    out.push_back(median_of("trace_import_1m_s", ours, size_note + ", in a child process"));
    out.push_back(median_of("trace_import_rss_mb", rss_mb, "peak resident memory of that child"));
    out.push_back(
        Measure{"trace_import_rss_over_file_ratio", median(rss_mb) / mb, "goal: at most 3"});
    out.push_back(median_of("trace_import_bytes_per_event", bytes_per_event,
                            "what the imported trace holds in memory, per event"));
    if (!python.empty()) {
        out.push_back(median_of("trace_import_python_json_s", python,
                                "/usr/bin/python3 json.load of the same file, same run"));
        out.push_back(Measure{"trace_import_python_over_ours_ratio",
                              median(python) / std::max(1e-9, median(ours)), "goal: at least 3"});
    }
    return out;
}

}  // namespace

std::vector<Benchmark> trace_benchmarks() {
    return {Benchmark{"trace_import",
                      "read a generated 1 M-event Kineto-style trace; Python's json.load of it",
                      {"trace_import_1m_s", "trace_import_rss_mb",
                       "trace_import_rss_over_file_ratio", "trace_import_bytes_per_event"},
                      {"trace_import_python_json_s", "trace_import_python_over_ours_ratio"},
                      &trace_import_bench}};
}

}  // namespace asynclab::bench
