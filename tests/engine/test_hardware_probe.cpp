// Tests of engine/hardware: the probe (quick mode), its building blocks (single-cycle
// permutation, latency-level detection, /sys cache parsing), disk-file cleanup, JSON round
// trip, cancellation, the reference latency table and the GPU-absent / fake-GPU paths.
// No timing thresholds: only "positive and finite" and structural properties.
#include <QtTest>

#include <QTemporaryDir>

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "engine/device/gpu_runtime.h"
#include "engine/hardware/noise.h"
#include "engine/hardware/probe.h"
#include "engine/hardware/reference_latencies.h"
#include "engine/kernels/gemm.h"
#include "engine/util/json.h"
#include "tests/common/test_support.h"

using namespace asynclab;

namespace {

using asynclab::testing::ScopedEnv;

bool positive_finite(double x) {
    return std::isfinite(x) && x > 0;
}
bool positive_finite(const std::optional<double>& x) {
    return x.has_value() && positive_finite(*x);
}

std::vector<std::string> listing(const QString& dir) {
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(dir.toStdString())) {
        names.push_back(e.path().filename().string());
    }
    return names;
}

bool has_probe_file(const std::string& dir) {
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        if (e.path().filename().string().rfind(hw::kDiskFilePrefix, 0) == 0) return true;
    }
    return false;
}

/// A GPU runtime that never finds a GPU (and never logs).
std::unique_ptr<GpuRuntime> no_gpu() {
    ScopedEnv env("ASYNCLAB_DISABLE_GPU", "1");
    return GpuRuntime::probe_fresh();
}

void write_file(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path);
    out << text << "\n";
}

}  // namespace

class TestHardwareProbe : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();

    void quickProbeGivesPositiveFiniteFigures();
    void latencyCurveGrowsWithWorkingSet();
    void singleCyclePermutationVisitsEverySlot();
    void detectLatencyLevelsFindsPlateaus();
    void detectLatencyLevelsEdgeCases();
    void readCacheLevelsParsesSysfsLayout();
    void diskTestLeavesNoFile();
    void diskTestLeavesNoFileWhenCancelledMidway();
    void diskErrorIsReportedNotThrown();
    void jsonRoundTrip();
    void fromJsonRejectsWrongTypes();
    void cancellationReturnsPartialResults();
    void referenceTableIsOrderedAndUnique();
    void compareWithReferencePairsRows();
    void deviceSpecFromProbe();
    void noGpuIsReportedAbsentWithReason();
    void gpuCopiesAreMeasured();
    void gapCounterSumsOnlyGapsOverItsThreshold();
    void noiseProbeSeesAThreadThatSharesACore();
    void crossCoreProbeTimesAPassBetweenTwoCores();
    void samePlacementComparesWithinItsRatio();

  private:
    std::unique_ptr<GpuRuntime> no_gpu_;
    QTemporaryDir tmp_;
    std::optional<hw::ProbeResult> quick_;  // one quick probe shared by several cases
};

void TestHardwareProbe::initTestCase() {
    QVERIFY(tmp_.isValid());
    no_gpu_ = no_gpu();
    QVERIFY(!no_gpu_->available());
    hw::ProbeOptions opt;
    opt.quick = true;
    opt.temp_dir = tmp_.path().toStdString();
    opt.gpu = no_gpu_.get();
    const int blas_threads = cpu::blas_threads();
    quick_ = hw::run_probe(opt);
    QCOMPARE(cpu::blas_threads(), blas_threads);  // the GEMM step restores it
}

void TestHardwareProbe::quickProbeGivesPositiveFiniteFigures() {
    const hw::ProbeResult& r = *quick_;
    QVERIFY(!r.cancelled);
    QVERIFY(r.quick);
    QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors.front().c_str());
    QVERIFY(r.cores >= 1);
    QVERIFY(!r.cpu_model.empty());
    QVERIFY(positive_finite(r.seconds));
    QVERIFY(!r.latency.empty());
    for (const hw::LatencyPoint& p : r.latency) QVERIFY(positive_finite(p.ns));
    QVERIFY(!r.latency_levels.empty());
    for (const auto* v :
         {&r.mem_bw_gbs, &r.mem_bw_read_gbs, &r.mem_bw_write_gbs, &r.mem_bw_copy_gbs,
          &r.mem_bw_read_1thread_gbs, &r.mem_bw_write_1thread_gbs, &r.mem_bw_copy_1thread_gbs,
          &r.mem_bw_triad_1thread_gbs, &r.gemm_gflops, &r.gemm_gflops_1thread,
          &r.mutex_lock_unlock_ns, &r.thread_wakeup_ns, &r.disk_seq_write_mbs, &r.disk_seq_read_mbs,
          &r.disk_rand_read_iops}) {
        QVERIFY(positive_finite(*v));
    }
    QVERIFY(r.mem_bw_buffer_bytes > 0);
    QCOMPARE(r.mem_bw_threads, r.cores);
    QVERIFY(r.gemm_n > 0);
    QVERIFY(!r.gemm_backend.empty());
    QVERIFY(!r.disk_method.empty());
    QVERIFY(r.disk_file_bytes > 0);
    QVERIFY(!has_probe_file(tmp_.path().toStdString()));
}

void TestHardwareProbe::latencyCurveGrowsWithWorkingSet() {
    const std::vector<hw::LatencyPoint>& lat = quick_->latency;
    QVERIFY(lat.size() >= 4);
    QCOMPARE(lat.front().bytes, std::uint64_t{4096});
    for (std::size_t i = 1; i < lat.size(); ++i) QCOMPARE(lat[i].bytes, 2 * lat[i - 1].bytes);
    // Caches make bigger working sets slower (never faster); compare pairs to absorb noise.
    const double small = std::min(lat[0].ns, lat[1].ns);
    const double large = std::max(lat[lat.size() - 1].ns, lat[lat.size() - 2].ns);
    QVERIFY2(large >= small, qPrintable(QString("small %1 ns, large %2 ns").arg(small).arg(large)));
}

void TestHardwareProbe::singleCyclePermutationVisitsEverySlot() {
    QVERIFY(hw::make_single_cycle(0, 1).empty());
    QCOMPARE(hw::make_single_cycle(1, 1), std::vector<std::uint32_t>{0});
    for (std::uint32_t n : {2u, 3u, 7u, 64u, 1000u, 65536u}) {
        for (std::uint64_t seed : {1ull, 42ull, 0xdeadbeefull}) {
            const std::vector<std::uint32_t> next = hw::make_single_cycle(n, seed);
            QCOMPARE(next.size(), std::size_t{n});
            // A permutation: every value exactly once.
            std::vector<char> seen(n, 0);
            for (std::uint32_t v : next) {
                QVERIFY(v < n);
                QVERIFY(!seen[v]);
                seen[v] = 1;
            }
            // One cycle: from slot 0, the first return to 0 is after exactly n steps.
            std::uint32_t at = 0;
            std::uint32_t steps = 0;
            do {
                at = next[at];
                ++steps;
            } while (at != 0 && steps <= n);
            QCOMPARE(steps, n);
            for (std::uint32_t i = 0; i < n; ++i) QVERIFY(next[i] != i);  // no fixed point
        }
    }
    QVERIFY(hw::make_single_cycle(1000, 1) != hw::make_single_cycle(1000, 2));
    QCOMPARE(hw::make_single_cycle(1000, 7), hw::make_single_cycle(1000, 7));
}

void TestHardwareProbe::detectLatencyLevelsFindsPlateaus() {
    // L1 to 32 KiB (with one noisy point), L2 to 1 MiB, one transition point, L3 to
    // 64 MiB, then DRAM.
    const std::vector<double> ns = {1.5,  2.4,  1.5,  1.6,  5.0,  5.1,  5.3,   5.6,   6.0,  20.0,
                                    40.0, 41.0, 42.0, 44.0, 45.0, 47.0, 100.0, 110.0, 112.0};
    std::vector<hw::LatencyPoint> pts;
    std::uint64_t bytes = 4096;
    for (double v : ns) {
        pts.push_back({bytes, v});
        bytes *= 2;
    }
    const std::vector<hw::CacheLevel> caches = {{1, "Data", 48 << 10},
                                                {1, "Instruction", 32 << 10},
                                                {2, "Unified", 2 << 20},
                                                {3, "Unified", 96ull << 20}};
    const std::vector<hw::LatencyLevel> levels = hw::detect_latency_levels(pts, caches);
    QCOMPARE(levels.size(), std::size_t{4});
    QCOMPARE(levels[0].label, std::string("L1"));
    QCOMPARE(levels[0].from_bytes, std::uint64_t{4} << 10);
    QCOMPARE(levels[0].to_bytes, std::uint64_t{32} << 10);
    QCOMPARE(levels[0].ns, 1.55);  // median of 1.5, 2.4, 1.5, 1.6
    QCOMPARE(levels[1].label, std::string("L2"));
    QCOMPARE(levels[1].from_bytes, std::uint64_t{64} << 10);
    QCOMPARE(levels[1].to_bytes, std::uint64_t{1} << 20);
    QCOMPARE(levels[1].ns, 5.3);
    QCOMPARE(levels[2].label, std::string("L3"));  // 2 MiB (20 ns) is a transition
    QCOMPARE(levels[2].from_bytes, std::uint64_t{4} << 20);
    QCOMPARE(levels[2].to_bytes, std::uint64_t{128} << 20);
    QCOMPARE(levels[3].label, std::string("DRAM"));
    QCOMPARE(levels[3].from_bytes, std::uint64_t{256} << 20);
    QCOMPARE(levels[3].to_bytes, std::uint64_t{1} << 30);
    QCOMPARE(levels[3].ns, 110.0);

    // Without cache information: the same boundaries, generic labels.
    const std::vector<hw::LatencyLevel> generic = hw::detect_latency_levels(pts, {});
    QCOMPARE(generic.size(), std::size_t{4});
    QCOMPARE(generic[0].label, std::string("level 1"));
    QCOMPARE(generic[3].label, std::string("level 4"));
    QCOMPARE(generic[2].to_bytes, levels[2].to_bytes);
}

void TestHardwareProbe::detectLatencyLevelsEdgeCases() {
    QVERIFY(hw::detect_latency_levels({}, {}).empty());
    // A flat curve is one level covering everything.
    std::vector<hw::LatencyPoint> flat;
    for (std::uint64_t b = 4096; b <= (1u << 20); b *= 2) flat.push_back({b, 3.0});
    const auto one = hw::detect_latency_levels(flat, {{1, "Data", 32768}});
    QCOMPARE(one.size(), std::size_t{1});
    QCOMPARE(one[0].label, std::string("L1"));
    QCOMPARE(one[0].from_bytes, flat.front().bytes);
    QCOMPARE(one[0].to_bytes, flat.back().bytes);
    // Never more levels than caches + 1, however many steps there are.
    std::vector<hw::LatencyPoint> stairs;
    double v = 1;
    for (std::uint64_t b = 4096; b <= (64u << 20); b *= 4) {
        stairs.push_back({b, v});
        stairs.push_back({b * 2, v});
        v *= 3;
    }
    const auto capped = hw::detect_latency_levels(stairs, {{1, "Data", 32768}});
    QCOMPARE(capped.size(), std::size_t{2});
    QCOMPARE(capped[1].label, std::string("DRAM"));
}

void TestHardwareProbe::readCacheLevelsParsesSysfsLayout() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path root = dir.path().toStdString();
    auto index = [&](int i, const char* level, const char* type, const char* size) {
        const auto d = root / ("index" + std::to_string(i));
        std::filesystem::create_directories(d);
        write_file(d / "level", level);
        write_file(d / "type", type);
        write_file(d / "size", size);
    };
    index(3, "3", "Unified", "266240K");
    index(0, "1", "Data", "48K");
    index(1, "1", "Instruction", "32K");
    index(2, "2", "Unified", "2M");
    index(4, "4", "Unified", "garbage");                  // unparsable size: skipped
    std::filesystem::create_directories(root / "power");  // not an index*: ignored
    const std::vector<hw::CacheLevel> c = hw::read_cache_levels(root.string());
    QCOMPARE(c.size(), std::size_t{4});
    QCOMPARE(c[0], (hw::CacheLevel{1, "Data", 48ull << 10}));
    QCOMPARE(c[1], (hw::CacheLevel{1, "Instruction", 32ull << 10}));
    QCOMPARE(c[2], (hw::CacheLevel{2, "Unified", 2ull << 20}));
    QCOMPARE(c[3], (hw::CacheLevel{3, "Unified", 266240ull << 10}));
    QVERIFY(hw::read_cache_levels((root / "missing").string()).empty());
}

void TestHardwareProbe::diskTestLeavesNoFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    hw::ProbeOptions opt;
    opt.quick = true;
    opt.steps = hw::kStepDisk;
    opt.temp_dir = dir.path().toStdString();
    bool file_seen = false;
    opt.progress = [&](const std::string& step, double) {
        if (step == "disk" && has_probe_file(opt.temp_dir)) file_seen = true;
    };
    const hw::ProbeResult r = hw::run_probe(opt);
    QVERIFY(r.errors.empty());
    QVERIFY(file_seen);  // the test really used that folder
    QVERIFY(positive_finite(r.disk_seq_write_mbs));
    QVERIFY(positive_finite(r.disk_seq_read_mbs));
    QVERIFY(positive_finite(r.disk_rand_read_iops));
    QVERIFY(listing(dir.path()).empty());
    // Steps not asked for stay absent.
    QVERIFY(r.latency.empty());
    QVERIFY(!r.mem_bw_gbs);
    QVERIFY(!r.gemm_gflops);
}

void TestHardwareProbe::diskTestLeavesNoFileWhenCancelledMidway() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::atomic<bool> cancel{false};
    hw::ProbeOptions opt;
    opt.quick = true;
    opt.steps = hw::kStepDisk | hw::kStepGpu;
    opt.gpu = no_gpu_.get();
    opt.temp_dir = dir.path().toStdString();
    opt.cancel = &cancel;
    bool file_seen_at_cancel = false;
    int disk_reports = 0;
    opt.progress = [&](const std::string& step, double) {
        // Cancel at the third report of the disk step: the file exists by then.
        if (step == "disk" && ++disk_reports == 3) {
            file_seen_at_cancel = has_probe_file(opt.temp_dir);
            cancel = true;
        }
    };
    const hw::ProbeResult r = hw::run_probe(opt);
    QVERIFY(r.cancelled);
    QVERIFY(file_seen_at_cancel);
    QVERIFY(listing(dir.path()).empty());
    QVERIFY(!r.disk_rand_read_iops);  // stopped during the write phase
    QVERIFY(!r.gpu_available);        // the GPU step never ran
    QVERIFY(!r.gpu_absent_reason.empty());
}

void TestHardwareProbe::diskErrorIsReportedNotThrown() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    hw::ProbeOptions opt;
    opt.quick = true;
    opt.steps = hw::kStepDisk | hw::kStepThreads;
    opt.temp_dir = (dir.path() + "/does/not/exist").toStdString();
    const hw::ProbeResult r = hw::run_probe(opt);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.errors.size(), std::size_t{1});
    QVERIFY(r.errors[0].rfind("disk: ", 0) == 0);
    QVERIFY(!r.disk_seq_write_mbs);
    QVERIFY(positive_finite(r.mutex_lock_unlock_ns));  // later steps still ran
    QVERIFY(listing(dir.path()).empty());
}

void TestHardwareProbe::jsonRoundTrip() {
    const hw::ProbeResult& r = *quick_;
    const json::Value v = r.to_json();
    for (const char* key :
         {"mem_bw_gbs", "mem_bw_read_gbs", "mem_bw_copy_gbs", "latency_ns", "cache_levels",
          "gemm_gflops", "gemm_gflops_1thread", "disk_seq_write_mbs", "disk_seq_read_mbs",
          "disk_rand_read_iops", "disk_method", "cores", "cpu_model"}) {
        QVERIFY2(v.find(key) != nullptr, key);
    }
    QVERIFY(v["latency_ns"].is_array());
    QCOMPARE(v["latency_ns"].size(), r.latency.size());
    QCOMPARE(v["latency_ns"][0].int64_or("bytes"), std::int64_t{4096});
    QVERIFY(v["latency_ns"][0]["ns"].is_number());

    const std::string text = json::dump(v, true);
    const hw::ProbeResult back = hw::ProbeResult::from_json(json::parse_or_throw(text));
    QCOMPARE(json::dump(back.to_json()), json::dump(v));
    QCOMPARE(back.latency, r.latency);
    QCOMPARE(back.latency_levels, r.latency_levels);
    QCOMPARE(back.cache_levels, r.cache_levels);
    QCOMPARE(back.mem_bw_gbs, r.mem_bw_gbs);
    QCOMPARE(back.disk_rand_read_iops, r.disk_rand_read_iops);
    QCOMPARE(back.cpu_model, r.cpu_model);
    QCOMPARE(back.gpu_absent_reason, r.gpu_absent_reason);

    // A result with GPU figures keeps them; absent figures stay absent.
    hw::ProbeResult g;
    g.gpu_available = true;
    g.gpu_name = "Fake GPU";
    g.h2d_gbs = 12.5;
    g.d2h_gbs = 13.25;
    g.gpu_copy_bytes = 64ull << 20;
    const json::Value gv = g.to_json();
    QCOMPARE(gv["h2d_gbs"].as_double(), 12.5);
    QVERIFY(gv.find("h2d_pageable_gbs") == nullptr);
    QVERIFY(gv.find("mem_bw_gbs") == nullptr);
    const hw::ProbeResult gback = hw::ProbeResult::from_json(gv);
    QCOMPARE(gback.h2d_gbs, g.h2d_gbs);
    QCOMPARE(gback.d2h_gbs, g.d2h_gbs);
    QVERIFY(!gback.h2d_pageable_gbs);
    QVERIFY(gback.gpu_available);
    QCOMPARE(gback.gpu_name, g.gpu_name);

    // Missing keys and unknown keys are fine.
    const hw::ProbeResult sparse =
        hw::ProbeResult::from_json(json::parse_or_throw(R"({"cores": 8, "future_key": [1]})"));
    QCOMPARE(sparse.cores, 8);
    QVERIFY(!sparse.mem_bw_gbs);
}

void TestHardwareProbe::fromJsonRejectsWrongTypes() {
    QVERIFY_THROWS_EXCEPTION(json::TypeError,
                             hw::ProbeResult::from_json(json::parse_or_throw("[1, 2]")));
    QVERIFY_THROWS_EXCEPTION(json::TypeError, hw::ProbeResult::from_json(
                                                  json::parse_or_throw(R"({"mem_bw_gbs": "x"})")));
    QVERIFY_THROWS_EXCEPTION(
        json::TypeError, hw::ProbeResult::from_json(json::parse_or_throw(R"({"latency_ns": 3})")));
}

void TestHardwareProbe::cancellationReturnsPartialResults() {
    // Cancelled when the bandwidth step starts: latency is there, nothing after it.
    {
        std::atomic<bool> cancel{false};
        hw::ProbeOptions opt;
        opt.quick = true;
        opt.temp_dir = tmp_.path().toStdString();
        opt.gpu = no_gpu_.get();
        opt.cancel = &cancel;
        opt.progress = [&](const std::string& step, double) {
            if (step == "memory bandwidth") cancel = true;
        };
        const hw::ProbeResult r = hw::run_probe(opt);
        QVERIFY(r.cancelled);
        QVERIFY(!r.latency.empty());
        QVERIFY(!r.latency_levels.empty());
        QVERIFY(r.cores >= 1);
        QVERIFY(!r.mem_bw_gbs);
        QVERIFY(!r.mem_bw_read_1thread_gbs);
        QVERIFY(!r.gemm_gflops);
        QVERIFY(!r.disk_seq_write_mbs);
        QVERIFY(r.to_json()["cancelled"].as_bool());
        QVERIFY(!has_probe_file(opt.temp_dir));
    }
    // Cancelled inside the latency loop: some sizes measured, not all.
    {
        std::atomic<bool> cancel{false};
        hw::ProbeOptions opt;
        opt.quick = true;
        opt.steps = hw::kStepLatency;
        opt.cancel = &cancel;
        int reports = 0;
        opt.progress = [&](const std::string& step, double) {
            if (step == "memory latency" && ++reports == 4) cancel = true;
        };
        const hw::ProbeResult r = hw::run_probe(opt);
        QVERIFY(r.cancelled);
        QVERIFY(!r.latency.empty());
        QVERIFY(r.latency.size() < quick_->latency.size());
        QVERIFY(!r.latency_levels.empty());  // levels of what was measured
    }
    // Cancelled before it starts: nothing measured.
    {
        std::atomic<bool> cancel{true};
        hw::ProbeOptions opt;
        opt.quick = true;
        opt.cancel = &cancel;
        opt.gpu = no_gpu_.get();
        const hw::ProbeResult r = hw::run_probe(opt);
        QVERIFY(r.cancelled);
        QVERIFY(r.latency.empty());
        QVERIFY(!r.gemm_gflops);
    }
}

void TestHardwareProbe::referenceTableIsOrderedAndUnique() {
    const auto table = hw::reference_latencies();
    QCOMPARE(table.size(), std::size_t{14});
    std::set<std::string_view> ids;
    for (std::size_t i = 0; i < table.size(); ++i) {
        QVERIFY(ids.insert(table[i].id).second);
        QVERIFY(positive_finite(table[i].ns));
        QVERIFY(!table[i].label.empty());
        QVERIFY(!table[i].source.empty());
        if (i > 0) QVERIFY(table[i - 1].ns <= table[i].ns);
    }
    const hw::ReferenceLatency* mem = hw::find_reference("main_memory_reference");
    QVERIFY(mem != nullptr);
    QCOMPARE(mem->ns, 100.0);
    QCOMPARE(hw::find_reference("l1_reference")->ns, 0.5);
    QVERIFY(hw::find_reference("no_such_row") == nullptr);
}

void TestHardwareProbe::compareWithReferencePairsRows() {
    QVERIFY(hw::compare_with_reference(hw::ProbeResult{}).empty());

    hw::ProbeResult r;
    r.cache_levels = {{1, "Data", 48 << 10}, {2, "Unified", 2 << 20}, {3, "Unified", 32 << 20}};
    r.latency = {{4096, 1.0}, {8192, 1.0}, {1 << 20, 4.0}, {1 << 30, 90.0}};
    r.latency_levels = {
        {"L1", 4096, 8192, 1.0}, {"L2", 1 << 20, 1 << 20, 4.0}, {"DRAM", 1 << 30, 1 << 30, 90.0}};
    r.mutex_lock_unlock_ns = 20.0;
    r.mem_bw_read_1thread_gbs = 10.0;  // 1 MB in 100 us
    r.disk_seq_read_mbs = 500.0;       // 1 MB in 2 ms
    r.disk_rand_read_iops = 10000.0;   // 100 us per read
    r.disk_method = "O_DIRECT";
    const std::vector<hw::Comparison> c = hw::compare_with_reference(r);
    std::vector<std::string> ids;
    for (const hw::Comparison& x : c) ids.push_back(x.id);
    const std::vector<std::string> want = {
        "l1_reference",          "l2_reference",    "mutex_lock_unlock",
        "main_memory_reference", "ssd_random_read", "read_1mb_memory",
        "read_1mb_ssd",          "disk_seek",       "read_1mb_disk"};
    QCOMPARE(ids, want);
    for (const hw::Comparison& x : c) {
        const hw::ReferenceLatency* row = hw::find_reference(x.id);
        QVERIFY(row != nullptr);
        QCOMPARE(x.reference_ns, row->ns);
        QCOMPARE(x.reference_label, std::string(row->label));
        QVERIFY(!x.measured_label.empty());
        QCOMPARE(x.ratio, x.measured_ns / x.reference_ns);
    }
    QCOMPARE(c[0].measured_ns, 1.0);
    QCOMPARE(c[1].measured_ns, 4.0);
    QCOMPARE(c[3].measured_ns, 90.0);
    QCOMPARE(c[4].measured_ns, 100000.0);
    QCOMPARE(c[5].measured_ns, 100000.0);
    QCOMPARE(c[6].measured_ns, 2000000.0);

    // Without a DRAM plateau, main memory is the largest working set (and says so).
    r.latency_levels.pop_back();
    const auto c2 = hw::compare_with_reference(r);
    const auto it = std::find_if(c2.begin(), c2.end(),
                                 [](const auto& x) { return x.id == "main_memory_reference"; });
    QVERIFY(it != c2.end());
    QCOMPARE(it->measured_ns, 90.0);
    QVERIFY(it->measured_label.find("largest working set") != std::string::npos);

    const json::Value jv = hw::comparisons_to_json(c);
    QCOMPARE(jv.size(), c.size());
    QCOMPARE(jv[0].string_or("id"), std::string("l1_reference"));

    // The real quick probe pairs at least the latency and bandwidth rows.
    const auto real = hw::compare_with_reference(*quick_);
    QVERIFY(real.size() >= 5);
    for (const auto& x : real) QVERIFY(positive_finite(x.measured_ns));
}

void TestHardwareProbe::deviceSpecFromProbe() {
    hw::ProbeResult r;
    r.cpu_model = "Test CPU 9000";
    r.cores = 6;
    r.gemm_gflops = 50.0;
    r.mem_bw_gbs = 20.0;
    r.mem_total_bytes = 16ull << 30;
    r.thread_wakeup_ns = 5000.0;
    hw::MeasuredCpu m = hw::device_spec_from_probe(r);
    QCOMPARE(m.name, std::string("this machine (Test CPU 9000)"));
    QVERIFY(m.kind == DeviceType::CPU);
    QCOMPARE(m.peak_flops, 50e9);
    QCOMPARE(m.mem_bandwidth, 20e9);
    QCOMPARE(m.memory_capacity, static_cast<double>(16ull << 30));
    QCOMPARE(m.launch_latency, 5e-6);
    QCOMPARE(m.cores, 6);
    r.thread_wakeup_ns.reset();
    m = hw::device_spec_from_probe(r);
    QCOMPARE(m.launch_latency, 1e-6);
    QVERIFY(m.source.find("assumed") != std::string::npos);
}

void TestHardwareProbe::noGpuIsReportedAbsentWithReason() {
    hw::ProbeOptions opt;
    opt.quick = true;
    opt.steps = hw::kStepGpu;
    opt.gpu = no_gpu_.get();
    const hw::ProbeResult r = hw::run_probe(opt);
    QVERIFY(!r.gpu_available);
    QVERIFY(!r.gpu_absent_reason.empty());
    QCOMPARE(r.gpu_absent_reason, no_gpu_->unavailable_reason());
    QVERIFY(!r.h2d_gbs && !r.d2h_gbs && !r.h2d_pageable_gbs && !r.d2h_pageable_gbs);
    const json::Value v = r.to_json();
    QVERIFY(v.find("h2d_gbs") == nullptr);
    QVERIFY(v.find("d2h_gbs") == nullptr);
    QVERIFY(!v["gpu"]["available"].as_bool());
    QCOMPARE(v["gpu"].string_or("reason"), r.gpu_absent_reason);
    // The quick full probe too.
    QVERIFY(!quick_->gpu_available);
    QVERIFY(!quick_->gpu_absent_reason.empty());
}

void TestHardwareProbe::gpuCopiesAreMeasured() {
    // On the fake module, or on this machine's GPU with ASYNCLAB_TEST_GPU=real.
    std::unique_ptr<GpuRuntime> rt;
    if (qgetenv("ASYNCLAB_TEST_GPU") == "real") {
        ScopedEnv enabled("ASYNCLAB_DISABLE_GPU", nullptr);
        rt = GpuRuntime::probe_fresh();
    } else {
        const QByteArray path = qgetenv("ASYNCLAB_FAKE_GPU_MODULE");
        if (path.isEmpty()) QSKIP(testing::kNoTestGpus);
        ScopedEnv env("ASYNCLAB_GPU_MODULE", path);
        ScopedEnv jitter("ASYNCLAB_FAKE_GPU_JITTER_US", "0");
        rt = GpuRuntime::probe_fresh();
    }
    QVERIFY2(rt->available(), rt->unavailable_reason().c_str());
    hw::ProbeOptions opt;
    opt.quick = true;
    opt.steps = hw::kStepGpu;
    opt.gpu = rt.get();
    const hw::ProbeResult r = hw::run_probe(opt);
    QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors.front().c_str());
    QVERIFY(r.gpu_available);
    QVERIFY(r.gpu_absent_reason.empty());
    QVERIFY(!r.gpu_name.empty());
    QVERIFY(r.gpu_copy_bytes > 0);
    QVERIFY(positive_finite(r.h2d_gbs));
    QVERIFY(positive_finite(r.d2h_gbs));
    QVERIFY(positive_finite(r.h2d_pageable_gbs));
    QVERIFY(positive_finite(r.d2h_pageable_gbs));
    qInfo(
        "%s: host to device %.1f GB/s pinned, %.1f pageable; device to host %.1f GB/s pinned, "
        "%.1f pageable",
        r.gpu_name.c_str(), *r.h2d_gbs, *r.h2d_pageable_gbs, *r.d2h_gbs, *r.d2h_pageable_gbs);
    const json::Value v = r.to_json();
    QVERIFY(v["gpu"]["available"].as_bool());
    QVERIFY(v["h2d_gbs"].is_number());
}

void TestHardwareProbe::gapCounterSumsOnlyGapsOverItsThreshold() {
    hw::GapCounter g(10e-6);
    QCOMPARE(g.lost_fraction(), 0.0);
    // Reads 1 us apart, then a 50 us gap, 1 us, a 1 ms gap, and one of 9 us (under the
    // threshold).
    for (double t : {0.0, 1e-6, 2e-6, 52e-6, 53e-6, 1053e-6, 1062e-6}) g.add(t);
    QCOMPARE(g.stalls(), 2);
    QVERIFY(std::abs(g.lost() - 1050e-6) < 1e-12);
    QVERIFY(std::abs(g.longest() - 1000e-6) < 1e-12);
    QVERIFY(std::abs(g.span() - 1062e-6) < 1e-12);
    QVERIFY(std::abs(g.lost_fraction() - 1050.0 / 1062.0) < 1e-9);
}

void TestHardwareProbe::noiseProbeSeesAThreadThatSharesACore() {
    // A thread kept busy on the first allowed core takes about half of that core from the
    // probe's spinner there: the probe must count it as lost time.
    std::atomic<bool> stop{false};
    std::thread hog([&stop] {
        (void)hw::pin_this_thread(hw::allowed_cpus().front());
        volatile double x = 1;
        while (!stop.load(std::memory_order_relaxed)) x = x * 1.0000001;
    });
    hw::NoiseOptions opt;
    opt.spin_window = std::chrono::milliseconds(150);
    opt.wakeups = 20;
    opt.idle = std::chrono::microseconds(100);
    const hw::MachineNoise n = hw::measure_machine_noise(opt);
    stop = true;
    hog.join();
    QCOMPARE(n.cores, static_cast<int>(hw::allowed_cpus().size()));
    QVERIFY(n.cores >= 1);
    QVERIFY2(n.worst_core_lost_fraction > 0.2,
             qPrintable(QString::number(n.worst_core_lost_fraction)));
    QVERIFY(n.worst_core_lost_fraction <= 1.0);
    QVERIFY(n.cpu_lost_fraction > 0 && n.cpu_lost_fraction <= n.worst_core_lost_fraction);
    QVERIFY(n.longest_stall_seconds > 10e-6);
    if (n.cores >= 2) {
        QVERIFY(n.idle_wake_seconds > 0 && n.idle_wake_seconds < 1.0);
        QVERIFY(n.idle_wake_p90_seconds >= n.idle_wake_seconds);
        QVERIFY(n.cross_core_seconds > 0 && n.cross_core_seconds < 1.0);
    }
}

void TestHardwareProbe::crossCoreProbeTimesAPassBetweenTwoCores() {
    cpu_set_t mine;
    QCOMPARE(pthread_getaffinity_np(pthread_self(), sizeof mine, &mine), 0);
    const std::vector<int> cpus = hw::allowed_cpus();
    QElapsedTimer clock;
    clock.start();
    const double pass = hw::measure_cross_core_seconds();
    const double took = static_cast<double>(clock.nsecsElapsed()) * 1e-9;
    // The caller's cores are its own again afterwards.
    cpu_set_t after;
    QCOMPARE(pthread_getaffinity_np(pthread_self(), sizeof after, &after), 0);
    QVERIFY(CPU_EQUAL(&mine, &after));
    if (cpus.size() < 2) {
        QCOMPARE(pass, 0.0);
        return;
    }
    // 21 x 100 round trips, two passes each, in the time the whole call took; a pass takes
    // at least a few nanoseconds even between two threads of one core.
    QVERIFY2(pass > 1e-9 && pass * 2 * 100 * 21 < took, qPrintable(QString::number(pass)));
    QCOMPARE(hw::measure_cross_core_seconds(0, 100), 0.0);
    QCOMPARE(hw::measure_cross_core_seconds(5, 0), 0.0);
    // On one core there is no second core to pass the line to.
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpus.front(), &one);
    QCOMPARE(pthread_setaffinity_np(pthread_self(), sizeof one, &one), 0);
    const double alone = hw::measure_cross_core_seconds();
    QCOMPARE(pthread_setaffinity_np(pthread_self(), sizeof mine, &mine), 0);
    QCOMPARE(alone, 0.0);
}

void TestHardwareProbe::samePlacementComparesWithinItsRatio() {
    QVERIFY(hw::same_placement(50e-9, 70e-9));
    QVERIFY(hw::same_placement(70e-9, 50e-9));
    QVERIFY(hw::same_placement(50e-9, 50e-9 * hw::kSamePlacementRatio));
    QVERIFY(!hw::same_placement(50e-9, 170e-9));
    QVERIFY(!hw::same_placement(170e-9, 50e-9));
    QVERIFY(hw::same_placement(0, 0));
    QVERIFY(!hw::same_placement(0, 50e-9));
    QVERIFY(!hw::same_placement(50e-9, 0));
}

QTEST_GUILESS_MAIN(TestHardwareProbe)
#include "test_hardware_probe.moc"
