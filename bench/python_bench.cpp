#include "bench/python_bench.h"

#include <regex>
#include <sstream>

#include "bench/engine_bench.h"
#include "engine/core/engine.h"
#include "frontend/python/frontend.h"

namespace asynclab::bench {

namespace {

/// Times, in the interpreter, N rounds of `y = x + 1` on a 1x2 array of AsyncLab's engine
/// (real mode: the engine's workers run the adds while the script pushes) and on numpy;
/// prints microseconds per op of each, median over the rounds, and every round's value.
constexpr const char* kScript = R"(
import time
from mxnet import np, npx
x = np.ones((1, 2))
n = %N%
rounds = %R%

def per_op(fn):
    fn(1000)  # warm-up
    samples = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn(n)
        samples.append((time.perf_counter() - t) / n * 1e6)
    return samples

def engine_loop(k):
    for _ in range(k):
        y = x + 1
    npx.waitall()

def numpy_loop(k):
    for _ in range(k):
        y = xn + 1

engine = per_op(engine_loop)
try:
    import numpy
    xn = numpy.ones((1, 2), dtype=numpy.float32)
    numpy_samples = per_op(numpy_loop)
except ImportError:
    numpy_samples = []
print('engine', ' '.join(f'{v:.4f}' for v in engine))
print('numpy', ' '.join(f'{v:.4f}' for v in numpy_samples))
)";

std::vector<double> samplesOf(const std::string& out, const std::string& name) {
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(name + " ", 0) != 0 && line != name) continue;
        std::istringstream values(line.substr(name.size()));
        std::vector<double> v;
        for (double d; values >> d;) v.push_back(d);
        return v;
    }
    return {};
}

Measures python_measures(const Options& opt) {
    std::string script = kScript;
    script.replace(script.find("%N%"), 3, std::to_string(opt.size(200'000, 5'000)));
    script.replace(script.find("%R%"), 3, std::to_string(opt.reps(5, 2)));
    Engine engine;  // this machine: the workers run the adds as the script pushes them
    std::ostringstream out;
    python::run_source(engine, script, "python_bench.py", &out);
    engine.wait_all();
    Measures m;
    const auto engineSamples = samplesOf(out.str(), "engine");
    const auto numpySamples = samplesOf(out.str(), "numpy");
    const std::string reps = reps_note(static_cast<int>(engineSamples.size()));
    m.push_back(median_of("python_op_us", engineSamples,
                          "y = x + 1 (1x2) pushed from Python, engine running; " + reps));
    if (!numpySamples.empty()) {
        m.push_back(median_of("python_numpy_op_us", numpySamples,
                              "the same loop on numpy, same interpreter; " + reps));
        m.push_back({"python_op_over_numpy_ratio", median(engineSamples) / median(numpySamples),
                     "engine op over numpy op, medians"});
    }
    return m;
}

}  // namespace

std::vector<Benchmark> python_benchmarks() {
    return {{"python",
             "the Python front end: y = x + 1 pushed from a script, beside numpy",
             {"python_op_us"},
             {"python_numpy_op_us", "python_op_over_numpy_ratio"},
             &python_measures}};
}

}  // namespace asynclab::bench
