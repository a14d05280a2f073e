// The Python front end: the chapter's code runs as written on the engine (mxnet, torch,
// d2l), pushes return at once and the sync points block at the script's own lines, the
// interpreter's time is the simulated front end's, errors and unsupported calls say what and
// where, Stop interrupts a script, and the example scripts show their phenomena.
#include <QtTest>

#include <atomic>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "frontend/python/frontend.h"

using namespace asynclab;

namespace {

struct Run {
    scenarios::ScenarioResult result;
    std::string out;
};

/// Runs `source` (written to a file named t.py) in sim mode.
Run runScript(const std::string& source, std::vector<std::pair<std::string, std::string>> sets = {},
              bool timingOnly = false, const std::atomic<bool>* cancel = nullptr) {
    static QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("t.py")).toStdString();
    std::ofstream(path) << source;
    sets.emplace_back("script", path);
    const scenarios::Scenario& python = python::python_scenario();
    const scenarios::Params params = scenarios::resolve_params(python.info(), sets);
    std::ostringstream out;
    scenarios::RunContext ctx;
    ctx.mode = scenarios::RunMode::Sim;
    ctx.out = &out;
    ctx.timing_only = timingOnly;
    ctx.cancel = cancel;
    Run run;
    run.result = python.run(params, ctx);
    run.out = out.str();
    return run;
}

/// The error a script ends with ("t.py:LINE: Type: message"), or "" when it runs through.
std::string errorOf(const std::string& source,
                    std::vector<std::pair<std::string, std::string>> sets = {}) {
    try {
        runScript(source, std::move(sets));
    } catch (const python::ScriptError& e) {
        // Named by the file as given (here a temporary folder's): from its name on.
        const std::string what = e.what();
        const auto name = what.find("t.py:");
        return name == std::string::npos ? what : what.substr(name);
    } catch (const std::exception& e) {
        return std::string("not a script error: ") + e.what();
    }
    return {};
}

/// The "NAME: T sec" lines d2l.Benchmark printed, by name.
std::map<std::string, double> benchmarks(const std::string& out) {
    std::map<std::string, double> times;
    static const std::regex line(R"((.+): ([0-9.]+) sec)");
    std::istringstream in(out);
    for (std::string l; std::getline(in, l);) {
        std::smatch m;
        if (std::regex_match(l, m, line)) times[m[1]] = std::stod(m[2]);
    }
    return times;
}

Run runExample(const std::string& name) {
    std::ifstream in(std::string(ASYNCLAB_SOURCE_DIR "/examples/") + name);
    std::stringstream source;
    source << in.rdbuf();
    return runScript(source.str(), {}, /*timingOnly=*/true);
}

}  // namespace

class TestPythonFrontend : public QObject {
    Q_OBJECT

  private slots:
    void theChaptersCodeRunsAsWritten() {
        const Run run = runScript(R"(from mxnet import np, npx
npx.set_np()
x = np.ones((1, 2))
y = np.ones((1, 2))
z = x * y + 2
print(z)
print(type(z.asnumpy()).__module__, z.asnumpy().tolist(), z.sum().item(), z.shape, z.ctx)
a = np.array([[1, 2], [3, 4]])
print(np.dot(a, a).asnumpy().tolist(), (a - 1)[1].asnumpy().tolist(), a.T[0, 1].item())
print(npx.num_gpus(), npx.relu(a - 3).max().item())
)");
        QVERIFY2(run.out.find("array([[3., 3.]])") != std::string::npos, run.out.c_str());
        QVERIFY2(run.out.find("numpy [[3.0, 3.0]] 6.0 (1, 2) cpu(0)") != std::string::npos,
                 run.out.c_str());
        QVERIFY2(run.out.find("[[7.0, 10.0], [15.0, 22.0]] [2.0, 3.0] 3.0") != std::string::npos,
                 run.out.c_str());
        QVERIFY2(run.out.find("1 1.0") != std::string::npos, run.out.c_str());  // one sim GPU
        QVERIFY(run.result.trace.ops.size() >= 10);
    }

    void torchCodeRunsAsWritten() {
        const Run run = runScript(R"(import torch
from d2l import torch as d2l
device = d2l.try_gpu()
x = torch.ones(2, 3, device=device)
y = (x * 2).sum()
torch.cuda.synchronize(device)
print(torch.cuda.is_available(), torch.cuda.device_count(), y.item(), x.to('cpu').numpy().shape)
print(torch.mm(torch.ones((2, 3)), torch.ones(size=(3, 1))).cpu().numpy().tolist())
)");
        QVERIFY2(run.out.find("True 1 12.0 (2, 3)") != std::string::npos, run.out.c_str());
        QVERIFY2(run.out.find("[[3.0], [3.0]]") != std::string::npos, run.out.c_str());
        // The copy to the CPU ran on the GPU's copy lane.
        bool copied = false;
        for (const OpEvent& op : run.result.trace.ops) copied |= op.lane.kind == LaneKind::CopyD2H;
        QVERIFY(copied);
    }

    void pushesReturnAtOnceAndSyncPointsAreTheScriptsLines() {
        // Products long enough (timing only: the simulated machine skips their math) that
        // the interpreter's own time between pushes, however slow the build, is far less.
        const Run run = runScript(R"(from mxnet import np, npx
a = np.random.normal(size=(3000, 3000))
for _ in range(5):
    b = np.dot(a, a)
b.wait_to_read()
npx.waitall()
print(b.sum().item() == b.sum().item())
)",
                                  {}, /*timingOnly=*/true);
        std::vector<std::string> where;
        for (const SyncEvent& s : run.result.trace.syncs) where.push_back(s.where);
        QVERIFY2(where.size() >= 3, std::to_string(where.size()).c_str());
        QCOMPARE(where[0], std::string("t.py:5"));
        QCOMPARE(where[1], std::string("t.py:6"));
        QCOMPARE(where[2], std::string("t.py:7"));
        // The five products were all pushed before the second one started: the front end
        // did not wait for them.
        std::vector<const OpEvent*> dots;
        for (const OpEvent& op : run.result.trace.ops)
            if (op.name == "dot") dots.push_back(&op);
        QCOMPARE(dots.size(), std::size_t{5});
        TimeNs lastPush = 0, secondStart = std::numeric_limits<TimeNs>::max();
        for (const OpEvent* d : dots) lastPush = std::max(lastPush, d->push);
        std::vector<TimeNs> starts;
        for (const OpEvent* d : dots) starts.push_back(d->start);
        std::sort(starts.begin(), starts.end());
        secondStart = starts[1];
        QVERIFY2(lastPush < secondStart,
                 (std::to_string(lastPush) + " >= " + std::to_string(secondStart)).c_str());
    }

    void theInterpretersTimeIsTheFrontEndsCost() {
        // A slow stretch of Python between two pushes: the simulated front end pushes the
        // second op at least about that much later.
        const Run run = runScript(R"(import time
from mxnet import np
a = np.ones((2, 2))
t = time.thread_time()
s = 0
for i in range(300000):
    s += i
spent = time.thread_time() - t
b = np.ones((2, 2))
print('spent', spent)
)");
        std::smatch m;
        QVERIFY(std::regex_search(run.out, m, std::regex(R"(spent ([0-9.e-]+))")));
        const double spent = std::stod(m[1]);
        std::vector<TimeNs> pushes;
        for (const OpEvent& op : run.result.trace.ops)
            if (op.parent == 0) pushes.push_back(op.push);
        std::sort(pushes.begin(), pushes.end());
        QCOMPARE(pushes.size(), std::size_t{2});
        const double gap = static_cast<double>(pushes[1] - pushes[0]) * 1e-9;
        QVERIFY2(gap >= 0.5 * spent,
                 (std::to_string(gap) + " < half of " + std::to_string(spent)).c_str());
    }

    void unsupportedCallsAndErrorsSayWhatAndWhere() {
        QCOMPARE(
            errorOf("from mxnet import np\nx = np.fft.fft(np.ones((4,)))\n"),
            std::string("t.py:2: NotSupportedError: mxnet.np.fft is not supported by AsyncLab"));
        QVERIFY(errorOf("import torch\ntorch.nn.Conv3d(1, 1, 1)\n")
                    .starts_with("t.py:2: NotSupportedError: torch.nn is not supported"));
        QCOMPARE(errorOf("from mxnet import np\nx = np.ones((2, 2))\nx.attach_grad()\n"),
                 std::string("t.py:3: NotSupportedError: ndarray.attach_grad is not supported "
                             "by AsyncLab"));
        const std::string shapes =
            errorOf("from mxnet import np\na = np.ones((2, 3))\nb = np.dot(a, np.ones((4, 5)))\n");
        QVERIFY2(shapes.starts_with("t.py:3: ValueError: ") &&
                     shapes.find("(2, 3)") != std::string::npos &&
                     shapes.find("(4, 5)") != std::string::npos,
                 shapes.c_str());
        const std::string syntax = errorOf("x = 1\nif x\n    print(x)\n");
        QVERIFY2(syntax.starts_with("t.py:2: SyntaxError"), syntax.c_str());
        const std::string gpu = errorOf(
            "from mxnet import np, npx\nx = np.ones((2,), ctx=npx.gpu(0))\n", {{"gpus", "0"}});
        QVERIFY2(gpu.find("gpu(0) does not exist here") != std::string::npos, gpu.c_str());
        QVERIFY(errorOf("print('fine')\n").empty());
    }

    void stopInterruptsAScript() {
        std::atomic<bool> cancel{false};
        std::thread stopper([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const Run run = runScript(
            "from mxnet import np\nx = np.ones((2,))\nwhile True:\n    pass\n", {}, false, &cancel);
        stopper.join();
        QVERIFY(run.result.cancelled);
        QCOMPARE(run.result.trace.ops.size(), std::size_t{1});  // what ran before is kept
        // The next script runs as if nothing happened.
        QVERIFY(runScript("print(1 + 1)\n").out.find('2') != std::string::npos);
    }

    void theExamplesShowTheirPhenomena() {
        // 12.2: the front end has queued ten products long before they are done, on the
        // CPU (MXNet) as on the GPU (PyTorch); waiting after each costs at least as much.
        for (const char* example : {"mxnet/async_computation.py", "torch/async_computation.py"}) {
            auto t = benchmarks(runExample(example).out);
            QVERIFY2(t.count("issued") && t.count("finished"), example);
            QVERIFY2(t["issued"] < 0.25 * t["finished"], example);
            QVERIFY2(t["queued, waiting once at the end"] <= t["waiting after each product"] * 1.01,
                     example);
        }
        std::map<std::string, double> t;
        // 12.3: the CPU and the GPU run at the same time.
        t = benchmarks(runExample("mxnet/automatic_parallelism.py").out);
        QVERIFY(t.size() == 3);
        QVERIFY(t["CPU and GPU together"] < 0.8 * (t["CPU alone"] + t["GPU alone"]));
        // 12.3: copies back to the CPU overlap the GPU's computation.
        t = benchmarks(runExample("torch/automatic_parallelism.py").out);
        QVERIFY(t.size() == 3);
        QVERIFY(t["compute and copy, overlapped"] <
                0.9 * (t["compute on the GPU"] + t["then copy to the CPU"]));
    }
};

QTEST_GUILESS_MAIN(TestPythonFrontend)
#include "test_python_frontend.moc"
