// The "this-machine" CPU: measured by running AsyncLab's engine on this machine, cached per
// process and in the cache folder, selectable like the data-sheet presets; and the parts
// of the cost model it feeds (random fills at their own rate, the sync cost).
#include <QtTest>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <vector>

#include "engine/array/ndarray.h"
#include "engine/device/gpu_runtime.h"
#include "engine/hardware/calibrate.h"
#include "engine/hardware/noise.h"
#include "engine/hardware/this_machine.h"
#include "engine/kernels/gemm.h"
#include "engine/profiler/profiler.h"
#include "engine/scenarios/scenario.h"
#include "engine/sim/sim_executor.h"
#include "engine/util/heap_allocator.h"
#include "engine/util/json.h"

using namespace asynclab;

namespace {

bool within(double v, double lo, double hi) {
    return std::isfinite(v) && v >= lo && v <= hi;
}

}  // namespace

class SimThisMachineTest : public QObject {
    Q_OBJECT

    QTemporaryDir cache_;

  private slots:
    void initTestCase() {
        QVERIFY(cache_.isValid());
        qputenv("ASYNCLAB_CACHE_DIR", cache_.path().toUtf8());
        qunsetenv("ASYNCLAB_THIS_MACHINE");
        // The simulator takes the figures the hardware layer measures.
        QVERIFY(!has_this_machine_source());
        hw::install_this_machine();
        QVERIFY(has_this_machine_source());
    }

    void presetIsListedWithoutMeasuring() {
        const auto keys = device_preset_keys();
        QVERIFY(std::find(keys.begin(), keys.end(), "this-machine") != keys.end());
        QVERIFY(device_preset_kind("this-machine") == DeviceType::CPU);
        QVERIFY(device_preset_kind("v100") == DeviceType::GPU);
        QVERIFY(!device_preset_kind("no-such-part"));
        const auto cpus = device_preset_keys(DeviceType::CPU);
        QVERIFY(cpus == (std::vector<std::string>{"cpu-2core", "this-machine"}));
        const auto gpus = device_preset_keys(DeviceType::GPU);
        QVERIFY(std::find(gpus.begin(), gpus.end(), "this-machine") == gpus.end());
        // Listing keys measured nothing: no cache file yet.
        QVERIFY(!QFile::exists(QString::fromStdString(hw::this_machine_cache_path())));
    }

    void quickCalibrationIsPlausibleAndRoundTrips() {
        QElapsedTimer clock;
        clock.start();
        const hw::EngineCalibration c = hw::calibrate_engine({.quick = true, .repeats = 1});
        // The times per op or per round are measured over many of them, so none can exceed
        // the whole calibration. No tighter bound holds on a loaded machine: spinning
        // threads that outnumber the cores hand off once per time slice, milliseconds.
        const double took = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
        QVERIFY(c.valid());
        QVERIFY(c.quick);
        QVERIFY(within(c.gemm_flops, 1e7, 1e14));
        QCOMPARE(c.gemm_n_large, 2 * c.gemm_n);
        QVERIFY(within(c.gemm_flops_large, 1e7, 1e14));
        QVERIFY(within(c.stream_bandwidth, 1e7, 1e13));
        QVERIFY(within(c.random_flops, 1e5, 1e12));
        QVERIFY(within(c.op_seconds, 1e-9, took));
        QVERIFY(within(c.issue_seconds, 1e-9, took));
        // A layer's op costs issuing plus the layer's bookkeeping, never less than issuing.
        QVERIFY(within(c.layer_issue_seconds, c.issue_seconds, took));
        QVERIFY(within(c.sync_seconds, 0, took));
        QVERIFY(within(c.wake_seconds, 0, took));
        // Completing an op and granting the next costs a worker something.
        QVERIFY(within(c.dispatch_seconds, 1e-10, took));
        // A hand-off between spinning threads, and waking a sleeping worker: from nothing
        // up (a hand-off may cost nothing when the worker is already spinning).
        QVERIFY(within(c.handoff_seconds, 0, took));
        // Waking costs the difference of two medians, pushes that woke a worker less
        // pushes that did not; where every push found its worker awake (or asleep) there
        // is no difference to take and the cost is zero, so only the bounds hold.
        QVERIFY(within(c.notify_seconds, 0, took));
        // Probed around the per-op costs where two cores can be chosen: a pass of a cache
        // line takes far less than the whole calibration.
        if (hw::allowed_cpus().size() >= 2)
            QVERIFY(within(c.cross_core_seconds, 1e-10, took));
        else
            QCOMPARE(c.cross_core_seconds, 0.0);
        QVERIFY(within(c.small_gemm_flops, 1e6, 1e14));
        QVERIFY(c.engine_workers >= 1);
        // Where Linux names the L2, the calibration streams within half of it, and within
        // a core's cache faster than out of memory.
        QCOMPARE(c.l2_bytes, hw::l2_cache_bytes());
        if (c.l2_bytes > 0) {
            QCOMPARE(c.cache_bytes, c.l2_bytes);
            QVERIFY2(within(c.cache_bandwidth, 1e7, 1e14),
                     qPrintable(QStringLiteral("%1 B/s in a %2-byte cache; a tiny op %3 s")
                                    .arg(c.cache_bandwidth)
                                    .arg(c.cache_bytes)
                                    .arg(c.op_seconds)));
        } else {
            QCOMPARE(c.cache_bytes, std::uint64_t{0});
        }
        const hw::EngineCalibration back = hw::EngineCalibration::from_json(c.to_json());
        QCOMPARE(back.gemm_flops, c.gemm_flops);
        QCOMPARE(back.gemm_flops_large, c.gemm_flops_large);
        QCOMPARE(back.gemm_n_large, c.gemm_n_large);
        // The simulated CPU runs products of each size measured at the rate measured.
        const DeviceSpec spec = hw::device_spec_from_calibration(c);
        const auto products = [](int n) { return 2.0 * n * n * static_cast<double>(n); };
        QCOMPARE(gemm_rate(spec, products(c.gemm_n)), c.gemm_flops);
        QCOMPARE(gemm_rate(spec, products(c.gemm_n_large)), c.gemm_flops_large);
        QCOMPARE(back.issue_seconds, c.issue_seconds);
        QCOMPARE(back.layer_issue_seconds, c.layer_issue_seconds);
        QCOMPARE(back.wake_seconds, c.wake_seconds);
        QCOMPARE(back.dispatch_seconds, c.dispatch_seconds);
        QCOMPARE(back.handoff_seconds, c.handoff_seconds);
        QCOMPARE(back.notify_seconds, c.notify_seconds);
        QCOMPARE(back.cross_core_seconds, c.cross_core_seconds);
        QCOMPARE(back.small_gemm_flops, c.small_gemm_flops);
        QCOMPARE(back.small_gemm_seconds, c.small_gemm_seconds);
        // A one-row product's cost beyond its FLOPs: under a millisecond, never negative.
        QVERIFY2(c.small_gemm_seconds >= 0 && c.small_gemm_seconds < 1e-3,
                 qPrintable(QString::number(c.small_gemm_seconds)));
        QCOMPARE(hw::device_spec_from_calibration(c).small_gemm_seconds, c.small_gemm_seconds);
        QCOMPARE(back.cpu_model, c.cpu_model);
        QCOMPARE(back.allocator, heap_allocator());
        QCOMPARE(back.allocator, c.allocator);
        QCOMPARE(back.l2_bytes, c.l2_bytes);
        QCOMPARE(back.cache_bytes, c.cache_bytes);
        QCOMPARE(back.cache_bandwidth, c.cache_bandwidth);
        QCOMPARE(back.first_touch_seconds_per_byte, c.first_touch_seconds_per_byte);
        // First touches are measured on memory mapped as the heap maps its own: with huge
        // pages where it asks for them (the executables' jemalloc, unless MALLOC_CONF says
        // otherwise), and the file says so.
        QCOMPARE(c.first_touch_huge_pages, heap_asks_huge_pages());
#if defined(ASYNCLAB_LINKS_JEMALLOC)
        if (qEnvironmentVariableIsEmpty("MALLOC_CONF") &&
            QFile::exists("/sys/kernel/mm/transparent_hugepage/enabled"))
            QVERIFY(c.first_touch_huge_pages);
#else
        QVERIFY(!c.first_touch_huge_pages);
#endif
        QCOMPARE(back.first_touch_huge_pages, c.first_touch_huge_pages);
        QVERIFY(QString::fromStdString(hw::device_spec_from_calibration(c).source)
                    .contains("on huge pages") == c.first_touch_huge_pages);
        QCOMPARE(back.oversubscribed_efficiency, c.oversubscribed_efficiency);
        QVERIFY2(c.oversubscribed_efficiency >= 0.3 && c.oversubscribed_efficiency <= 1,
                 qPrintable(QString::number(c.oversubscribed_efficiency)));
        if (c.cores <= 1 || cpu::blas_threads() <= 1) QCOMPARE(c.oversubscribed_efficiency, 1.0);
        QCOMPARE(hw::device_spec_from_calibration(c).oversubscribed_efficiency,
                 c.oversubscribed_efficiency);
        // Copies of pageable memory are measured where a GPU is usable, and only there.
        QCOMPARE(c.pageable_h2d_bandwidth > 0, GpuRuntime::instance().available());
        QCOMPARE(c.pageable_d2h_bandwidth > 0, GpuRuntime::instance().available());
        QCOMPARE(back.pageable_h2d_bandwidth, c.pageable_h2d_bandwidth);
        QCOMPARE(back.pageable_d2h_bandwidth, c.pageable_d2h_bandwidth);
        // Writing new pages costs something, but less than a microsecond per byte.
        QVERIFY(c.first_touch_seconds_per_byte >= 0 && c.first_touch_seconds_per_byte < 1e-6);
        const DeviceSpec d = hw::device_spec_from_calibration(c);
        QCOMPARE(d.first_touch_seconds_per_byte, c.first_touch_seconds_per_byte);
        QVERIFY(d.kind == DeviceType::CPU);
        QVERIFY(d.measured);
        QCOMPARE(d.peak_flops, c.gemm_flops);
        QCOMPARE(d.launch_latency, c.op_seconds);
        QCOMPARE(d.wake_seconds, c.wake_seconds);
        QCOMPARE(d.layer_issue_seconds, c.layer_issue_seconds);
        QCOMPARE(d.dispatch_seconds, c.dispatch_seconds);
        QCOMPARE(d.handoff_seconds, c.handoff_seconds);
        QCOMPARE(d.notify_seconds, c.notify_seconds);
        QCOMPARE(d.small_gemm_flops, c.small_gemm_flops);
        QCOMPARE(d.cores, c.cores);
        QCOMPARE(d.cache_bytes, static_cast<double>(c.cache_bytes));
        if (c.cache_bytes > 0)
            QCOMPARE(d.cache_bandwidth, std::max(c.cache_bandwidth, c.stream_bandwidth));
        QVERIFY(d.name.rfind("this machine (", 0) == 0);
    }

    // A tiny op's median running time, taken off a short op's as its overhead, can be as
    // large as the short op on a loaded or many-core machine: a 16-core GPU host made a
    // 0.5 MB add come out at 5e14 B/s when the difference was clamped to 1 ns.
    void perOpCostsAreMeasuredAgainAlone() {
        // What a placement of the cores changes is measured again; the rates stay.
        hw::EngineCalibration c;
        c.gemm_flops = 1.5e9;
        c.stream_bandwidth = 2.5e9;
        c.op_seconds = c.issue_seconds = c.layer_issue_seconds = c.sync_seconds = 7.0;
        c.wake_seconds = c.dispatch_seconds = c.handoff_seconds = c.notify_seconds = 7.0;
        c.cross_core_seconds = 7.0;
        c.cross_core_steady = false;
        QElapsedTimer clock;
        clock.start();
        const bool steady = hw::measure_engine_costs(c, {.quick = true, .repeats = 1});
        const double took = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
        QCOMPARE(steady, c.cross_core_steady);
        QCOMPARE(c.gemm_flops, 1.5e9);
        QCOMPARE(c.stream_bandwidth, 2.5e9);
        for (double figure :
             {c.op_seconds, c.issue_seconds, c.layer_issue_seconds, c.sync_seconds, c.wake_seconds,
              c.dispatch_seconds, c.handoff_seconds, c.notify_seconds})
            QVERIFY2(figure >= 0 && figure < took, qPrintable(QString::number(figure)));
        QVERIFY(c.op_seconds > 0 && c.issue_seconds > 0);
        if (hw::allowed_cpus().size() >= 2)
            QVERIFY(c.cross_core_seconds > 0 && c.cross_core_seconds < took);
        else
            QCOMPARE(c.cross_core_seconds, 0.0);
    }

    void anOverheadTakesAtMostHalfOfAMeasurement() {
        QCOMPARE(hw::net_of_overhead(10e-6, 2e-6), 8e-6);
        QCOMPARE(hw::net_of_overhead(10e-6, 0), 10e-6);
        QCOMPARE(hw::net_of_overhead(10e-6, 9e-6), 5e-6);
        QCOMPARE(hw::net_of_overhead(10e-6, 20e-6), 5e-6);
        QCOMPARE(hw::net_of_overhead(10e-6, -1e-6), 10e-6);
        QCOMPARE(hw::net_of_overhead(0, 1e-6), 1e-9);
        QCOMPARE(hw::net_of_overhead(std::nan(""), 1e-6), 1e-9);
    }

    // Found by fuzzing: a cached file with "cores": 1e300 converted the number to int, which is
    // undefined; counts and sizes that their fields cannot hold are refused by name.
    void countsBeyondTheirFieldsAreRefused() {
        const json::Value good = json::parse_file_or_throw(std::string(ASYNCLAB_SOURCE_DIR) +
                                                           "/fuzz/corpus/calibration/valid.json");
        QCOMPARE(hw::EngineCalibration::from_json(good).cores, 2);
        const std::pair<const char*, const char*> fields[] = {
            {"cores", "2147483647"},
            {"engine_workers", "2147483647"},
            {"gemm_n", "2147483647"},
            {"gemm_n_large", "2147483647"},
            {"mem_total_bytes", "18446744073709551615"},
            {"stream_bytes", "18446744073709551615"},
            {"l2_bytes", "18446744073709551615"},
            {"cache_bytes", "18446744073709551615"}};
        for (const auto& [key, max] : fields) {
            for (const double bad : {1e300, -1.0, 2.5}) {
                json::Value v = good;
                v.set(key, bad);
                std::string message;
                try {
                    hw::EngineCalibration::from_json(v);
                } catch (const std::runtime_error& e) {
                    message = e.what();
                }
                const std::string expected = std::string("\"") + key + "\" is " +
                                             json::Value(bad).number_text() +
                                             ", not a whole number from 0 to " + max;
                QVERIFY2(message.find(expected) != std::string::npos,
                         (key + (": " + message)).c_str());
            }
        }
    }

    void corruptCalibrationIsRefused() {
        json::Value v = hw::calibrate_engine({.quick = true, .repeats = 1}).to_json();
        {
            // A file of the previous format (no wake time, no small-GEMM rate) is measured
            // again rather than read.
            json::Value old = v;
            old.set("version", 1);
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(old));
            // Nor is one of version 2 (no dispatch time), 3 (no hand-off time), 4 (no
            // notify time), 5 (no cache), 6 (no layer issue cost), 7 (one-row GEMMs on
            // OpenBLAS), 8 (no heap allocator), 9 (no first-touch cost) or 12 (no measure of
            // a GEMM sharing the cores).
            for (int version : {2, 3, 4, 5, 6, 7, 8, 9, 12}) {
                old.set("version", version);
                QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(old));
            }
        }
        {
            json::Value missing = v;
            missing.as_object().erase("notify_seconds");
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(missing));
            missing = v;
            missing.as_object().erase("first_touch_seconds_per_byte");
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(missing));
            missing = v;
            missing.as_object().erase("small_gemm_seconds");
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(missing));
            missing = v;
            missing.as_object().erase("oversubscribed_efficiency");
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(missing));
            json::Value above = v;  // a share above the whole
            above.set("oversubscribed_efficiency", 1.5);
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(above));
        }
        {
            // A cache without a rate would cost every small op nothing.
            json::Value no_rate = v;
            no_rate.set("cache_bytes", 1 << 20);
            no_rate.set("cache_bandwidth", 0.0);
            QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(no_rate));
        }
        for (const char* key :
             {"dispatch_seconds", "handoff_seconds", "notify_seconds", "cache_bandwidth",
              "layer_issue_seconds", "first_touch_seconds_per_byte", "cross_core_seconds"}) {
            json::Value negative = v;
            negative.set(key, -1e-6);
            QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                     hw::EngineCalibration::from_json(negative));
        }
        v.set("gemm_flops", -1.0);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(v));
        v.set("format", "something-else");
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, hw::EngineCalibration::from_json(v));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                                 hw::EngineCalibration::from_json(json::Value::array()));
    }

    void heapAllocatorIsTheOneTheBuildLinked() {
        // CMake's ASYNCLAB_MALLOC links jemalloc into every executable, this suite among
        // them, unless sanitizers or the option say otherwise.
#if defined(ASYNCLAB_LINKS_JEMALLOC)
        QVERIFY(heap_allocator_is_jemalloc());
        QVERIFY2(QString::fromStdString(heap_allocator())
                     .contains(QRegularExpression("^jemalloc [0-9]+\\.[0-9]+")),
                 heap_allocator().c_str());
        // With the options the build gives it (engine/util/jemalloc_conf.cpp), unless the
        // environment says otherwise; a kernel without transparent huge pages makes jemalloc
        // report them unsupported, whatever it was asked.
        if (qEnvironmentVariableIsEmpty("MALLOC_CONF")) {
            const bool kernel_has_thp =
                QFile::exists("/sys/kernel/mm/transparent_hugepage/enabled");
            QVERIFY2(QString::fromStdString(heap_allocator())
                         .endsWith(kernel_has_thp ? ", thp always" : ", thp not supported"),
                     heap_allocator().c_str());
        }
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QVERIFY(!heap_allocator_is_jemalloc());
        QCOMPARE(heap_allocator(), std::string("sanitizer malloc"));
#else
        QVERIFY(!heap_allocator_is_jemalloc());
        QVERIFY2(QString::fromStdString(heap_allocator())
                     .contains(QRegularExpression("^glibc [0-9]+\\.[0-9]+ malloc$")),
                 heap_allocator().c_str());
#endif
    }

    void calibrationFromAnotherSetupIsMeasuredAgain() {
        hw::EngineCalibration c = hw::calibrate_engine({.quick = true, .repeats = 1});
        QVERIFY(!c.fits_this_machine());  // quick figures are never kept
        c.quick = false;
        QVERIFY(c.fits_this_machine());
        for (auto change : std::vector<std::function<void(hw::EngineCalibration&)>>{
                 [](hw::EngineCalibration& x) { x.allocator = "another malloc"; },
                 [](hw::EngineCalibration& x) { x.gemm_backend += " (other kernels)"; },
                 [](hw::EngineCalibration& x) { x.cpu_model += " v2"; },
                 [](hw::EngineCalibration& x) { x.cores += 1; }}) {
            hw::EngineCalibration other = c;
            change(other);
            QVERIFY(!other.fits_this_machine());
        }
    }

    void l2SizeIsReadAsLinuxWritesIt() {
        QTemporaryDir sys;
        QVERIFY(sys.isValid());
        auto write = [&](int index, const char* level, const char* type, const char* size) {
            const QString dir = sys.path() + QString("/cache/index%1").arg(index);
            QVERIFY(QDir().mkpath(dir));
            for (auto [name, text] : {std::pair{"level", level}, {"type", type}, {"size", size}}) {
                QFile f(dir + "/" + name);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QByteArray(text) + "\n");
            }
        };
        const std::string root = sys.path().toStdString();
        QCOMPARE(hw::l2_cache_bytes(root), std::uint64_t{0});  // no cache folder
        write(0, "1", "Data", "48K");
        write(1, "1", "Instruction", "32K");
        QCOMPARE(hw::l2_cache_bytes(root), std::uint64_t{0});  // no level 2
        write(2, "2", "Unified", "2048K");
        write(3, "3", "Unified", "266240K");
        QCOMPARE(hw::l2_cache_bytes(root), std::uint64_t{2048} * 1024);
        write(2, "2", "Unified", "1M");
        QCOMPARE(hw::l2_cache_bytes(root), std::uint64_t{1} << 20);
        write(2, "2", "Unified", "lots");
        QCOMPARE(hw::l2_cache_bytes(root), std::uint64_t{0});
        write(2, "2", "Unified", "512Q");
        QCOMPARE(hw::l2_cache_bytes(root), std::uint64_t{0});
    }

    void presetIsMeasuredCachedAndPlausible() {
        QElapsedTimer clock;
        clock.start();
        const DeviceSpec d = *device_preset("this-machine");
        const double took = static_cast<double>(clock.nsecsElapsed()) * 1e-9;  // measuring
        QVERIFY(d.kind == DeviceType::CPU);
        QVERIFY(d.measured);
        QVERIFY(within(d.peak_flops, 1e8, 1e14));
        QVERIFY(within(d.mem_bandwidth, 1e8, 1e13));
        QVERIFY(within(d.launch_latency, 1e-9, took));
        QVERIFY(within(d.issue_seconds, 1e-9, took));
        QVERIFY(d.memory_capacity > 0);
        // The figures are those of the measurement saved in the cache folder.
        const std::string path = hw::this_machine_cache_path();
        QVERIFY(QString::fromStdString(path).startsWith(cache_.path()));
        json::Result r = json::parse_file(path);
        QVERIFY(r.ok());
        const hw::EngineCalibration saved = hw::EngineCalibration::from_json(r.value());
        QVERIFY(!saved.quick);
        QCOMPARE(saved.gemm_flops, d.peak_flops);
        QCOMPARE(saved.stream_bandwidth, d.mem_bandwidth);
        QCOMPARE(saved.issue_seconds, d.issue_seconds);
        // Cached per process: the same figures again.
        QCOMPARE(device_preset("this-machine")->peak_flops, d.peak_flops);
        const auto all = device_presets();
        QCOMPARE(all.back().peak_flops, d.peak_flops);
    }

    void scenariosSelectIt() {
        DeviceSpec fake = *device_preset("this-machine");
        fake.peak_flops = 1e10;  // 2 * 100^3 FLOPs: 200 us per product
        fake.gemm_flops = 0;     // every product at the peak: no curve of measured sizes
        fake.gemm_curve.clear();
        fake.mem_bandwidth = 1e12;
        fake.launch_latency = 1e-6;
        fake.random_flops = 1e9;
        fake.issue_seconds = 3e-6;
        fake.sync_seconds = 0;
        fake.wake_seconds = 0;
        fake.dispatch_seconds = 0;
        fake.handoff_seconds = 0;
        fake.notify_seconds = 0;
        fake.cores = 0;        // one lane, and the front end on a core of its own
        fake.cache_bytes = 0;  // one level of memory
        fake.cache_bandwidth = 0;
        fake.layer_issue_seconds = 0;
        fake.first_touch_seconds_per_byte = 0;  // new outputs cost what reused ones do
        set_this_machine_spec(fake);
        scenarios::RunContext ctx;
        ctx.mode = scenarios::RunMode::Sim;
        const auto r = scenarios::run_scenario(
            "async-matmul",
            {{"n", "100"}, {"reps", "5"}, {"variant", "async"}, {"cpu", "this-machine"}}, ctx);
        // Every op issued at the measured 3 us (frontend_us left at its default): at least
        // the 10 normal and dot ops, a whole number of them...
        const double ops = *r.metric("issue_s") / 3e-6;
        QVERIFY(ops >= 10 - 1e-9);
        QVERIFY(std::abs(ops - std::round(ops)) < 1e-6);
        QVERIFY(!r.notes.empty());
        QVERIFY(r.notes.front().find("measured 3.00 us per op") != std::string::npos);
        // ...and the last of 5 products ends at 5 x (normal 10 us + 1 us, dot 200 us + 1 us)
        // at most, and at least 5 products later.
        const double total = *r.metric("total_s");
        QVERIFY(total >= 5 * 201e-6);
        QVERIFY(total <= 5 * 212e-6 + 30e-6);
        // frontend_us set to something else wins.
        const auto r2 = scenarios::run_scenario("async-matmul",
                                                {{"n", "100"},
                                                 {"reps", "5"},
                                                 {"variant", "async"},
                                                 {"cpu", "this-machine"},
                                                 {"frontend_us", "7"}},
                                                ctx);
        QVERIFY(std::abs(*r2.metric("issue_s") - std::round(ops) * 7e-6) < 1e-12);
        // An unknown CPU preset is refused, listing the accepted ones.
        try {
            (void)scenarios::run_scenario("async-matmul", {{"cpu", "v100"}}, ctx);
            QFAIL("a GPU accepted as the CPU");
        } catch (const scenarios::ScenarioError& e) {
            QVERIFY(std::string(e.what()).find("cpu-2core, this-machine") != std::string::npos);
        }
    }

    void randomFillsUseTheirRate() {
        DeviceSpec d{"cpu", DeviceType::CPU, 1e10, 1e10, 1e9, 1e-6, "test"};
        // 1e6 elements: 1e6 FLOPs, 4e6 bytes.
        QCOMPARE(op_seconds(d, 1e6, 4e6, OpKind::Random), 4e-4 + 1e-6);  // memory-bound
        d.random_flops = 1e8;
        QCOMPARE(op_seconds(d, 1e6, 4e6, OpKind::Random), 1e-2 + 1e-6);  // 1e6 / 1e8
        QCOMPARE(op_seconds(d, 1e6, 4e6, OpKind::Elementwise), 4e-4 + 1e-6);
    }

    void blockingSyncCostsTheSyncTime() {
        auto config = std::make_shared<SimConfig>();
        config->cpu = {"cpu", DeviceType::CPU, 1e10, 1e12, 1e9, 2e-6, "test"};
        config->cpu.sync_seconds = 5e-6;
        config->frontend_seconds_per_op = 1e-6;
        Engine engine({.sim = config, .spin_us = 0});  // it sleeps at once
        EngineScope scope(engine);
        NDArray x = NDArray::ones({1, 2});
        x.wait_to_read();  // ones: issued at 1 us, runs 1..3 us; woken: 8 us
        QCOMPARE(SimExecutor::of(engine)->frontend(), TimeNs{8000});
        x.wait_to_read();  // done already: no sleep, no cost
        QCOMPARE(SimExecutor::of(engine)->frontend(), TimeNs{8000});
        NDArray y = x + 1;  // issued at 9 us, runs 9..11 us
        engine.wait_all();  // the front end slept: 11 + 5 us
        QCOMPARE(SimExecutor::of(engine)->frontend(), TimeNs{16000});
        QCOMPARE(y.to_host()[1], 2.0);
    }
};

QTEST_GUILESS_MAIN(SimThisMachineTest)
#include "test_sim_this_machine.moc"
