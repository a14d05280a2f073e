// GpuRuntime (the dlopen loader of libasynclab_cuda.so) and, where a GPU is usable, the
// module's kernels against naive CPU loops. Without a GPU the GPU cases skip and say why.
#include <QtTest/QtTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/device/gpu_api.h"
#include "engine/device/gpu_runtime.h"
#include "tests/common/gpu_reference.h"
#include "tests/common/test_support.h"

using asynclab::GpuRuntime;

namespace {

std::mutex g_log_mutex;
std::vector<std::string> g_log;

using asynclab::testing::ScopedEnv;

using namespace asynclab::testing;  // the kernel references of gpu_reference.h

/// One device, one stream, and helpers to move vectors in and out (synchronously: tests only).
struct Gpu {
    const AsyncLabGpuApi* api = nullptr;
    void* stream = nullptr;
    std::vector<void*> allocations;

    ~Gpu() {
        if (!api) return;
        if (stream) api->stream_synchronize(stream);
        for (void* p : allocations) api->free(0, p);
        if (stream) api->stream_destroy(stream);
    }

    void ok(int status, const char* what) const {
        if (status != ASYNCLAB_GPU_OK) {
            throw std::runtime_error(std::string(what) + ": " + api->last_error());
        }
    }

    void* alloc(std::size_t bytes) {
        void* p = nullptr;
        ok(api->malloc(0, bytes, &p), "malloc");
        allocations.push_back(p);
        return p;
    }

    template <typename T>
    T* upload(const std::vector<T>& host) {
        auto* p = static_cast<T*>(alloc(std::max<std::size_t>(1, host.size()) * sizeof(T)));
        ok(api->memcpy_h2d_async(p, host.data(), host.size() * sizeof(T), stream), "h2d");
        ok(api->stream_synchronize(stream), "stream_synchronize");
        return p;
    }

    template <typename T>
    std::vector<T> download(const T* device, std::size_t n) {
        std::vector<T> host(n);
        ok(api->memcpy_d2h_async(host.data(), device, n * sizeof(T), stream), "d2h");
        ok(api->stream_synchronize(stream), "stream_synchronize");
        return host;
    }
};

template <typename T>
std::vector<T> random_vector(std::size_t n, double lo, double hi, unsigned seed) {
    std::mt19937 gen(seed);
    std::uniform_real_distribution<double> dist(lo, hi);
    std::vector<T> v(n);
    for (auto& x : v) x = T(dist(gen));
    return v;
}

}  // namespace

class TestGpuRuntime : public QObject {
    Q_OBJECT

  private:
    /// Skips the calling test unless a GPU is usable; otherwise sets up a stream on GPU 0.
    bool open_gpu(Gpu& gpu) {
        GpuRuntime& rt = GpuRuntime::instance();
        if (!rt.available()) return false;
        gpu.api = rt.api();
        gpu.ok(gpu.api->stream_create(0, &gpu.stream), "stream_create");
        return true;
    }

    /// Runs `body` with a stream on GPU 0; skips (saying why) without a usable GPU, and
    /// turns a failing call into a test failure with the module's message.
    template <typename F>
    void with_gpu(F&& body) {
        try {
            Gpu gpu;
            if (!open_gpu(gpu)) QSKIP(skip_reason());
            body(gpu);
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
    }

    template <typename T>
    void elementwise(Gpu& gpu);
    template <typename T>
    void gemm(Gpu& gpu);
    template <typename T>
    void reductions(Gpu& gpu);

  private slots:
    void initTestCase() {
        // Installed before anything probes, so the single "no usable GPU" line lands here.
        GpuRuntime::set_log_sink([](const std::string& line) {
            std::lock_guard lock(g_log_mutex);
            g_log.push_back(line);
        });
    }

    void logsOnceAcrossThreads() {
        std::vector<std::thread> threads;
        std::atomic<int> unavailable{0};
        for (int t = 0; t < 8; ++t) {
            threads.emplace_back([&unavailable] {
                if (!GpuRuntime::instance().available()) ++unavailable;
                (void)GpuRuntime::instance().unavailable_reason();
            });
        }
        for (auto& t : threads) t.join();
        (void)GpuRuntime::instance().available();

        std::lock_guard lock(g_log_mutex);
        if (GpuRuntime::instance().available()) {
            QCOMPARE(unavailable.load(), 0);
            QCOMPARE(g_log.size(), std::size_t(0));
        } else {
            QCOMPARE(unavailable.load(), 8);
            QCOMPARE(g_log.size(), std::size_t(1));
            const std::string& line = g_log.front();
            QVERIFY2(line.find(GpuRuntime::instance().unavailable_reason()) != std::string::npos,
                     line.c_str());
            QVERIFY2(line.find("everything runs on the CPU") != std::string::npos, line.c_str());
        }
    }

    void withoutADriverNoCudaLibraryLoads() {
        // Where libcuda.so.1 is missing, the probe finds the module but leaves it (and the
        // CUDA libraries it links) unloaded: their start-up would cost every CPU-only
        // process a large part of a second for nothing. Runs before any test that forces
        // the module in (loadedModuleReportsDriver).
        GpuRuntime& rt = GpuRuntime::instance();
        if (rt.unavailable_reason().find("libcuda.so.1 is not installed") == std::string::npos)
            QSKIP("the CUDA driver is installed here, or the GPU is off for another reason");
        QVERIFY(rt.api() == nullptr);
        QVERIFY(!rt.available());
        if (!rt.module_path().empty())
            QVERIFY2(QFileInfo(QString::fromStdString(rt.module_path())).isFile(),
                     rt.module_path().c_str());
        QFile maps("/proc/self/maps");
        QVERIFY(maps.open(QIODevice::ReadOnly));
        const QByteArray mapped = maps.readAll();
        QVERIFY(!mapped.isEmpty());
        QVERIFY2(!mapped.contains(ASYNCLAB_GPU_MODULE_NAME), "the GPU module was loaded");
        QVERIFY2(!mapped.contains("libcublas"), "cuBLAS was loaded");
        // A fresh probe (the same environment) decides the same way.
        auto fresh = GpuRuntime::probe_fresh();
        QVERIFY(fresh->api() == nullptr);
        QCOMPARE(fresh->unavailable_reason(), rt.unavailable_reason());
        QCOMPARE(fresh->module_path(), rt.module_path());
    }

    void reportsWhyUnavailable() {
        GpuRuntime& rt = GpuRuntime::instance();
        if (rt.available()) QSKIP("a GPU is usable on this machine");
        const std::string& reason = rt.unavailable_reason();
        qInfo("unavailable: %s", reason.c_str());
        QVERIFY(!reason.empty());
        QCOMPARE(rt.device_count(), 0);
        QVERIFY(rt.devices().empty());
        // The reason names its cause: no module, a module that does not load, no driver,
        // no device, or the kill switch.
        const bool named = reason.find(ASYNCLAB_GPU_MODULE_NAME) != std::string::npos ||
                           reason.find("driver") != std::string::npos ||
                           reason.find("device") != std::string::npos ||
                           reason.find("ASYNCLAB_DISABLE_GPU") != std::string::npos;
        QVERIFY2(named, reason.c_str());
        if (rt.api()) {
            // The module loaded but CUDA could not start: the reason is the module's message,
            // which names the CUDA error.
            QVERIFY2(reason.find("cudaError") != std::string::npos, reason.c_str());
            QVERIFY(!rt.module_path().empty());
        }
    }

    void loadedModuleReportsDriver() {
        // With the real module (built here by engine/cuda) but no driver, the reason comes
        // from the module's init().
        const std::string path = GpuRuntime::instance().module_path();
        if (path.empty()) {
            QSKIP("libasynclab_cuda.so was not found (not built here): nothing to load");
        }
        ScopedEnv enabled("ASYNCLAB_DISABLE_GPU", "0");
        ScopedEnv env("ASYNCLAB_GPU_MODULE", QByteArray::fromStdString(path));
        auto fresh = GpuRuntime::probe_fresh();
        QVERIFY(fresh->api() != nullptr);
        QCOMPARE(fresh->api()->abi_version, std::uint32_t(ASYNCLAB_GPU_ABI_VERSION));
        QVERIFY(fresh->api()->module_version && *fresh->api()->module_version);
        QCOMPARE(fresh->module_path(), path);
        if (fresh->available()) {
            QVERIFY(fresh->device_count() > 0);
        } else {
            QVERIFY2(fresh->unavailable_reason().find("cudaError") != std::string::npos,
                     fresh->unavailable_reason().c_str());
            int count = -1;
            const int rc = fresh->api()->init(&count);
            QVERIFY(rc == ASYNCLAB_GPU_ERR_NO_DRIVER || rc == ASYNCLAB_GPU_ERR_NO_DEVICE ||
                    rc == ASYNCLAB_GPU_ERR_CUDA);
            QCOMPARE(count, 0);
            QVERIFY(std::strlen(fresh->api()->last_error()) > 0);
        }
    }

    void bogusModuleIsNamed() {
        ScopedEnv enabled("ASYNCLAB_DISABLE_GPU", "0");  // in case the caller set it
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString bogus = dir.filePath("libasynclab_cuda.so");
        {
            QFile f(bogus);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("this is not an ELF file\n");
        }
        {
            ScopedEnv env("ASYNCLAB_GPU_MODULE", bogus.toUtf8());
            auto fresh = GpuRuntime::probe_fresh();
            QVERIFY(!fresh->available());
            QCOMPARE(fresh->device_count(), 0);
            QVERIFY(fresh->api() == nullptr);
            const std::string& reason = fresh->unavailable_reason();
            QVERIFY2(reason.find(bogus.toStdString()) != std::string::npos, reason.c_str());
            QVERIFY2(reason.find("ASYNCLAB_GPU_MODULE") != std::string::npos, reason.c_str());
        }
        {
            const QString missing = dir.filePath("nowhere/libasynclab_cuda.so");
            ScopedEnv env("ASYNCLAB_GPU_MODULE", missing.toUtf8());
            auto fresh = GpuRuntime::probe_fresh();
            QVERIFY(!fresh->available());
            QVERIFY2(fresh->unavailable_reason().find(missing.toStdString()) != std::string::npos,
                     fresh->unavailable_reason().c_str());
        }
        // Fresh probes never log.
        std::lock_guard lock(g_log_mutex);
        QVERIFY(g_log.size() <= 1);
    }

    void disableSwitch() {
        ScopedEnv env("ASYNCLAB_DISABLE_GPU", "1");
        auto fresh = GpuRuntime::probe_fresh();
        QVERIFY(!fresh->available());
        QVERIFY(fresh->api() == nullptr);
        QVERIFY2(fresh->unavailable_reason().find("ASYNCLAB_DISABLE_GPU") != std::string::npos,
                 fresh->unavailable_reason().c_str());
    }

    void checkThrows() {
        ScopedEnv env("ASYNCLAB_DISABLE_GPU", "1");
        auto fresh = GpuRuntime::probe_fresh();
        fresh->check(ASYNCLAB_GPU_OK, "nothing");  // no throw
        try {
            fresh->check(ASYNCLAB_GPU_ERR_CUDA, "stream_create");
            QFAIL("check() did not throw");
        } catch (const std::runtime_error& e) {
            const std::string what = e.what();
            QVERIFY2(what.find("stream_create") != std::string::npos, e.what());
            QVERIFY2(what.find("ASYNCLAB_DISABLE_GPU") != std::string::npos, e.what());
        }
    }

    // ---- With a GPU ------------------------------------------------------------------------

    void gpuDeviceInfo() {
        with_gpu([&](Gpu& gpu) {
            const auto devices = GpuRuntime::instance().devices();
            QCOMPARE(int(devices.size()), GpuRuntime::instance().device_count());
            for (const auto& d : devices) {
                qInfo("gpu(%d): %s, %zu MiB, %d SMs, cc %d.%d, ~%.0f GFLOP/s fp32, ~%.0f GB/s",
                      d.id, d.name.c_str(), d.total_mem >> 20, d.sm_count, d.cc_major, d.cc_minor,
                      d.peak_fp32_gflops, d.peak_mem_bandwidth_gbs);
                QVERIFY(!d.name.empty());
                QVERIFY(d.total_mem > 0);
                QVERIFY(d.sm_count > 0);
            }
            int runtime = 0, driver = 0, cublas = 0;
            gpu.ok(gpu.api->versions(&runtime, &driver, &cublas), "versions");
            QVERIFY(runtime > 0 && driver > 0 && cublas > 0);
        });
    }

    void gpuElementwise() {
        with_gpu([&](Gpu& gpu) {
            elementwise<float>(gpu);
            if (QTest::currentTestFailed()) return;
            elementwise<double>(gpu);
        });
    }

    void gpuGemm() {
        with_gpu([&](Gpu& gpu) {
            gemm<float>(gpu);
            if (QTest::currentTestFailed()) return;
            gemm<double>(gpu);
        });
    }

    void gpuReductionsAndTranspose() {
        with_gpu([&](Gpu& gpu) {
            reductions<float>(gpu);
            if (QTest::currentTestFailed()) return;
            reductions<double>(gpu);
        });
    }

    void gpuLongSumsKeepTheirPrecision() {
        // Column sums over a million rows of float32: each GPU thread adds 65,536 of them,
        // which a float accumulator gets wrong in the fourth digit.
        with_gpu([&](Gpu& gpu) {
            const std::size_t rows = std::size_t(1) << 20, cols = 3;
            auto* x = static_cast<float*>(gpu.alloc(rows * cols * sizeof(float)));
            auto* out = static_cast<float*>(gpu.alloc(cols * sizeof(float)));
            auto* total = static_cast<float*>(gpu.alloc(sizeof(float)));
            gpu.ok(gpu.api->fill(gpu.stream, ASYNCLAB_GPU_F32, rows * cols, 0.1, x), "fill");
            gpu.ok(gpu.api->sum_rows(gpu.stream, ASYNCLAB_GPU_F32, rows, cols, x, out), "sum_rows");
            gpu.ok(gpu.api->sum(gpu.stream, ASYNCLAB_GPU_F32, rows * cols, x, total), "sum");
            const double each = double(0.1f) * double(rows);
            for (float got : gpu.download(out, cols))
                QVERIFY2(close(got, each, tolerance<float>()), qPrintable(QString::number(got)));
            const float got = gpu.download(total, 1).front();
            QVERIFY2(close(got, 3 * each, tolerance<float>()), qPrintable(QString::number(got)));
        });
    }

    void gpuTransposeOfMoreRowsThanOneGridHolds() {
        // 2,097,197 rows: more row tiles of 32 than a grid's 65,535 blocks along y.
        with_gpu([&](Gpu& gpu) {
            const std::size_t rows = 65535 * 32 + 77, cols = 2;
            std::vector<float> host(rows * cols);
            for (std::size_t i = 0; i < host.size(); ++i) host[i] = float(i % 100003);
            const float* in = gpu.upload(host);
            auto* out = static_cast<float*>(gpu.alloc(host.size() * sizeof(float)));
            gpu.ok(gpu.api->transpose(gpu.stream, ASYNCLAB_GPU_F32, rows, cols, in, out),
                   "transpose");
            const auto got = gpu.download(out, host.size());
            for (std::size_t r = 0; r < rows; ++r)
                for (std::size_t c = 0; c < cols; ++c)
                    if (got[c * rows + r] != host[r * cols + c])
                        QFAIL(qPrintable(QString("element (%1, %2) of the transpose is %3, not %4")
                                             .arg(c)
                                             .arg(r)
                                             .arg(got[c * rows + r])
                                             .arg(host[r * cols + c])));
        });
    }

    void gpuAFailedCallLeavesTheNextLaunchClean() {
        // A refused allocation and an event not yet reached both leave their error as the
        // thread's last error: the next kernel must not report it as its own.
        with_gpu([&](Gpu& gpu) {
            const AsyncLabGpuApi* api = gpu.api;
            const std::size_t n = std::size_t(1) << 26;  // 256 MiB of floats, a few ms of work
            auto* big = static_cast<float*>(gpu.alloc(n * sizeof(float)));
            auto* small = static_cast<float*>(gpu.alloc(4 * sizeof(float)));
            void* huge = nullptr;
            QCOMPARE(api->malloc(0, std::size_t(1) << 50, &huge), ASYNCLAB_GPU_ERR_OUT_OF_MEMORY);
            QVERIFY(huge == nullptr);
            gpu.ok(api->fill(gpu.stream, ASYNCLAB_GPU_F32, 4, 2.0, small), "fill after a refusal");

            void* done = nullptr;
            gpu.ok(api->event_create(0, ASYNCLAB_GPU_EVENT_DEFAULT, &done), "event_create");
            int complete = 1;
            for (int tries = 0; tries < 5 && complete; ++tries) {
                for (int pass = 0; pass < 8; ++pass)
                    gpu.ok(api->binary_scalar(gpu.stream, ASYNCLAB_GPU_F32, ASYNCLAB_GPU_ADD, n,
                                              big, 1.0, 0, big),
                           "add");
                gpu.ok(api->event_record(done, gpu.stream), "event_record");
                gpu.ok(api->event_query(done, &complete), "event_query");
            }
            gpu.ok(api->binary_scalar(gpu.stream, ASYNCLAB_GPU_F32, ASYNCLAB_GPU_MUL, 4, small, 3.0,
                                      0, small),
                   "a launch after a query of an event not reached");
            gpu.ok(api->event_synchronize(done), "event_synchronize");
            gpu.ok(api->event_destroy(done), "event_destroy");
            QCOMPARE(gpu.download(small, 4), std::vector<float>(4, 6.0f));
            if (complete) QSKIP("the GPU was done before every query: no pending event was seen");
        });
    }

    void gpuRandomFillsAreDeterministic() {
        with_gpu([&](Gpu& gpu) {
            const std::size_t n = 4099;
            auto* u = static_cast<double*>(gpu.alloc(n * sizeof(double)));
            auto* z = static_cast<double*>(gpu.alloc(n * sizeof(double)));
            auto* uf = static_cast<float*>(gpu.alloc(n * sizeof(float)));
            gpu.ok(gpu.api->fill_uniform(gpu.stream, ASYNCLAB_GPU_F64, n, 42, -1.0, 3.0, u), "uni");
            gpu.ok(gpu.api->fill_normal(gpu.stream, ASYNCLAB_GPU_F64, n, 42, 0.5, 2.0, z),
                   "normal");
            gpu.ok(gpu.api->fill_uniform(gpu.stream, ASYNCLAB_GPU_F32, n, 7, 0.0, 1.0, uf),
                   "uni32");
            const auto hu = gpu.download(u, n);
            const auto hz = gpu.download(z, n);
            const auto huf = gpu.download(uf, n);
            for (std::size_t i = 0; i < n; ++i) {
                const double want_u = -1.0 + 4.0 * uniform01(42, i);
                QVERIFY2(close(hu[i], want_u, 1e-12), qPrintable(QString::number(i)));
                QVERIFY(hu[i] >= -1.0 && hu[i] < 3.0);
                const double u1 = 1.0 - uniform01(42, 2 * i), u2 = uniform01(42, 2 * i + 1);
                const double want_z = 0.5 + 2.0 * std::sqrt(-2.0 * std::log(u1)) *
                                                std::cos(6.283185307179586476925286766559 * u2);
                QVERIFY2(close(hz[i], want_z, 1e-9), qPrintable(QString::number(i)));
                QVERIFY(close(huf[i], float(uniform01(7, i)), 1e-6));
            }
            // Same seed, same numbers; another seed, other numbers.
            gpu.ok(gpu.api->fill_uniform(gpu.stream, ASYNCLAB_GPU_F64, n, 42, -1.0, 3.0, z),
                   "again");
            QVERIFY(gpu.download(z, n) == hu);
            gpu.ok(gpu.api->fill_uniform(gpu.stream, ASYNCLAB_GPU_F64, n, 43, -1.0, 3.0, z),
                   "other");
            QVERIFY(gpu.download(z, n) != hu);
        });
    }

    void gpuCrossStreamEvent() {
        with_gpu([&](Gpu& gpu) {
            const AsyncLabGpuApi* api = gpu.api;
            void* stream_b = nullptr;
            void* done_a = nullptr;
            void* start = nullptr;
            void* stop = nullptr;
            void* host = nullptr;
            gpu.ok(api->stream_create(0, &stream_b), "stream_create B");
            gpu.ok(api->event_create(0, ASYNCLAB_GPU_EVENT_DEFAULT, &done_a), "event_create");
            gpu.ok(api->event_create(0, ASYNCLAB_GPU_EVENT_TIMING, &start), "event_create timing");
            gpu.ok(api->event_create(0, ASYNCLAB_GPU_EVENT_TIMING, &stop), "event_create timing");

            // Long enough (tens of passes over 64 MiB) that an unordered copy would catch the
            // kernels half way.
            const std::size_t n = std::size_t(1) << 24;
            const int passes = 40;
            auto* x = static_cast<float*>(gpu.alloc(n * sizeof(float)));
            gpu.ok(api->host_alloc_pinned(n * sizeof(float), &host), "host_alloc_pinned");
            std::memset(host, 0, n * sizeof(float));

            gpu.ok(api->event_record(start, gpu.stream), "event_record start");
            gpu.ok(api->fill(gpu.stream, ASYNCLAB_GPU_F32, n, 1.0, x), "fill");
            for (int p = 0; p < passes; ++p) {
                gpu.ok(api->binary_scalar(gpu.stream, ASYNCLAB_GPU_F32, ASYNCLAB_GPU_ADD, n, x, 1.0,
                                          0, x),
                       "add scalar");
            }
            gpu.ok(api->event_record(stop, gpu.stream), "event_record stop");
            gpu.ok(api->event_record(done_a, gpu.stream), "event_record handoff");
            // B waits on the GPU for A's event; the host thread does not block here.
            gpu.ok(api->stream_wait_event(stream_b, done_a), "stream_wait_event");
            gpu.ok(api->memcpy_d2h_async(host, x, n * sizeof(float), stream_b), "d2h on B");
            void* copied = nullptr;
            gpu.ok(api->event_create(0, ASYNCLAB_GPU_EVENT_DEFAULT, &copied), "event_create");
            gpu.ok(api->event_record(copied, stream_b), "event_record B");
            gpu.ok(api->event_synchronize(copied), "event_synchronize");
            int complete = 0;
            gpu.ok(api->event_query(done_a, &complete), "event_query");
            QCOMPARE(complete, 1);
            float ms = -1;
            gpu.ok(api->event_elapsed_ms(start, stop, &ms), "event_elapsed_ms");
            QVERIFY(ms >= 0);
            qInfo("%d passes over %zu floats on stream A: %.3f ms", passes, n, double(ms));

            const float* h = static_cast<const float*>(host);
            std::size_t wrong = 0;
            for (std::size_t i = 0; i < n; ++i) wrong += h[i] != float(1 + passes);
            QCOMPARE(wrong, std::size_t(0));

            // d2d on B after the same handoff, and a peer copy when there are two GPUs.
            auto* y = static_cast<float*>(gpu.alloc(n * sizeof(float)));
            gpu.ok(api->memcpy_d2d_async(y, x, n * sizeof(float), stream_b), "d2d");
            gpu.ok(api->stream_synchronize(stream_b), "stream_synchronize");
            std::vector<float> tail(16);
            gpu.ok(api->memcpy_d2h_async(tail.data(), y + n - 16, 16 * sizeof(float), stream_b),
                   "d2h tail");
            gpu.ok(api->stream_synchronize(stream_b), "stream_synchronize");
            for (float v : tail) QCOMPARE(v, float(1 + passes));

            gpu.ok(api->event_destroy(copied), "event_destroy");
            gpu.ok(api->event_destroy(done_a), "event_destroy");
            gpu.ok(api->event_destroy(start), "event_destroy");
            gpu.ok(api->event_destroy(stop), "event_destroy");
            gpu.ok(api->free_pinned(host), "free_pinned");
            gpu.ok(api->stream_destroy(stream_b), "stream_destroy");
        });
    }

    void gpuPeerCopy() {
        with_gpu([&](Gpu& gpu) {
            if (GpuRuntime::instance().device_count() < 2) QSKIP("needs two GPUs");
            const AsyncLabGpuApi* api = gpu.api;
            int can = 0;
            gpu.ok(api->can_access_peer(0, 1, &can), "can_access_peer");
            if (can) gpu.ok(api->enable_peer(0, 1), "enable_peer");
            const std::vector<float> data = random_vector<float>(1000, -1, 1, 5);
            float* src = gpu.upload(data);
            void* dst = nullptr;
            gpu.ok(api->malloc(1, data.size() * sizeof(float), &dst), "malloc on gpu 1");
            gpu.ok(api->memcpy_peer_async(dst, 1, src, 0, data.size() * sizeof(float), gpu.stream),
                   "memcpy_peer_async");
            gpu.ok(api->stream_synchronize(gpu.stream), "stream_synchronize");
            // And back into a fresh buffer on GPU 0.
            auto* back = static_cast<float*>(gpu.alloc(data.size() * sizeof(float)));
            gpu.ok(api->memcpy_peer_async(back, 0, dst, 1, data.size() * sizeof(float), gpu.stream),
                   "memcpy_peer_async back");
            QCOMPARE(gpu.download(back, data.size()), data);
            gpu.ok(api->free(1, dst), "free on gpu 1");
        });
    }

    void gpuNvtx() {
        with_gpu([&](Gpu& gpu) {
            asynclab::GpuNvtxRange range("test range");
            gpu.ok(gpu.api->nvtx_push("inner"), "nvtx_push");
            gpu.ok(gpu.api->nvtx_pop(), "nvtx_pop");
        });
    }

  private:
    static const char* skip_reason() {
        static const std::string reason =
            "no usable GPU here (" + GpuRuntime::instance().unavailable_reason() + ")";
        return reason.c_str();
    }
};

template <typename T>
void TestGpuRuntime::elementwise(Gpu& gpu) {
    const AsyncLabGpuApi* api = gpu.api;
    const int dt = dtype_of<T>();
    const double tol = tolerance<T>();
    const std::size_t rows = 67, cols = 129, n = rows * cols;
    const auto a = random_vector<T>(n, -2, 2, 1);
    auto b = random_vector<T>(n, 0.5, 2, 2);
    b[3] = a[3];  // max/min ties
    const auto bias = random_vector<T>(cols, -1, 1, 3);
    const T* da = gpu.upload(a);
    const T* db = gpu.upload(b);
    const T* dbias = gpu.upload(bias);
    T* out = static_cast<T*>(gpu.alloc(n * sizeof(T)));

    for (int op = 0; op < ASYNCLAB_GPU_BINARY_OP_COUNT; ++op) {
        gpu.ok(api->binary(gpu.stream, dt, op, n, da, db, out), "binary");
        auto got = gpu.download(out, n);
        for (std::size_t i = 0; i < n; ++i) {
            QVERIFY2(close(got[i], T(ref_binary(op, a[i], b[i])), tol),
                     qPrintable(QString("binary op %1 at %2").arg(op).arg(i)));
        }
        gpu.ok(api->binary_rowvec(gpu.stream, dt, op, rows, cols, da, dbias, out), "rowvec");
        got = gpu.download(out, n);
        for (std::size_t i = 0; i < n; ++i) {
            QVERIFY2(close(got[i], T(ref_binary(op, a[i], bias[i % cols])), tol),
                     qPrintable(QString("rowvec op %1 at %2").arg(op).arg(i)));
        }
        for (int left = 0; left <= 1; ++left) {
            const double s = 1.25;
            gpu.ok(api->binary_scalar(gpu.stream, dt, op, n, db, s, left, out), "scalar");
            got = gpu.download(out, n);
            for (std::size_t i = 0; i < n; ++i) {
                const double want = left ? ref_binary(op, T(s), b[i]) : ref_binary(op, b[i], T(s));
                QVERIFY2(
                    close(got[i], T(want), tol),
                    qPrintable(QString("scalar op %1 left %2 at %3").arg(op).arg(left).arg(i)));
            }
        }
    }

    const auto dy = random_vector<T>(n, -1, 1, 4);
    const T* ddy = gpu.upload(dy);
    T* y = static_cast<T*>(gpu.alloc(n * sizeof(T)));
    for (int op = 0; op < ASYNCLAB_GPU_UNARY_OP_COUNT; ++op) {
        const bool positive = op == ASYNCLAB_GPU_LOG || op == ASYNCLAB_GPU_SQRT;
        const auto x =
            positive ? random_vector<T>(n, 0.1, 3, 10 + op) : random_vector<T>(n, -3, 3, 10 + op);
        const T* dx_in = gpu.upload(x);
        gpu.ok(api->unary(gpu.stream, dt, op, n, dx_in, y), "unary");
        const auto got_y = gpu.download(y, n);
        for (std::size_t i = 0; i < n; ++i) {
            QVERIFY2(close(got_y[i], T(ref_unary(op, x[i])), tol * 4),
                     qPrintable(QString("unary op %1 at %2: %3").arg(op).arg(i).arg(got_y[i])));
        }
        gpu.ok(api->unary_backward(gpu.stream, dt, op, n, dx_in, y, ddy, out), "backward");
        const auto got_dx = gpu.download(out, n);
        for (std::size_t i = 0; i < n; ++i) {
            const double want = double(dy[i]) * ref_derivative(op, x[i]);
            QVERIFY2(close(got_dx[i], want, tol * 8),
                     qPrintable(QString("backward op %1 at %2: %3 vs %4")
                                    .arg(op)
                                    .arg(i)
                                    .arg(got_dx[i])
                                    .arg(want)));
        }
    }

    gpu.ok(api->fill(gpu.stream, dt, n, -0.5, out), "fill");
    const auto filled = gpu.download(out, n);
    QVERIFY(std::all_of(filled.begin(), filled.end(), [](T v) { return v == T(-0.5); }));
}

template <typename T>
void TestGpuRuntime::gemm(Gpu& gpu) {
    const int m = 37, n = 29, k = 41, pad = 3;
    const double alpha = 1.5, beta = 0.5;
    for (int ta = 0; ta <= 1; ++ta) {
        for (int tb = 0; tb <= 1; ++tb) {
            // Row-major storage: A is [m,k] or [k,m] when transposed; B is [k,n] or [n,k].
            const int a_rows = ta ? k : m, a_cols = ta ? m : k;
            const int b_rows = tb ? n : k, b_cols = tb ? k : n;
            const int lda = a_cols + pad, ldb = b_cols + pad, ldc = n + pad;
            const auto a = random_vector<T>(std::size_t(a_rows) * lda, -1, 1, 20 + ta);
            const auto b = random_vector<T>(std::size_t(b_rows) * ldb, -1, 1, 30 + tb);
            const auto c0 = random_vector<T>(std::size_t(m) * ldc, -1, 1, 40);
            const T* da = gpu.upload(a);
            const T* db = gpu.upload(b);
            T* dc = gpu.upload(c0);
            int rc;
            if constexpr (std::is_same_v<T, float>) {
                rc = gpu.api->sgemm(gpu.stream, ta, tb, m, n, k, float(alpha), da, lda, db, ldb,
                                    float(beta), dc, ldc);
            } else {
                rc = gpu.api->dgemm(gpu.stream, ta, tb, m, n, k, alpha, da, lda, db, ldb, beta, dc,
                                    ldc);
            }
            gpu.ok(rc, "gemm");
            const auto c = gpu.download(dc, c0.size());
            for (int i = 0; i < m; ++i) {
                for (int j = 0; j < n; ++j) {
                    double acc = 0;
                    for (int p = 0; p < k; ++p) {
                        const double av =
                            ta ? a[std::size_t(p) * lda + i] : a[std::size_t(i) * lda + p];
                        const double bv =
                            tb ? b[std::size_t(j) * ldb + p] : b[std::size_t(p) * ldb + j];
                        acc += av * bv;
                    }
                    const double want = alpha * acc + beta * c0[std::size_t(i) * ldc + j];
                    QVERIFY2(
                        close(c[std::size_t(i) * ldc + j], want, tolerance<T>() * 50),
                        qPrintable(
                            QString("gemm ta=%1 tb=%2 at (%3,%4)").arg(ta).arg(tb).arg(i).arg(j)));
                }
                // The padding columns are not touched.
                for (int j = n; j < ldc; ++j) {
                    QCOMPARE(c[std::size_t(i) * ldc + j], c0[std::size_t(i) * ldc + j]);
                }
            }
        }
    }
}

template <typename T>
void TestGpuRuntime::reductions(Gpu& gpu) {
    const int dt = dtype_of<T>();
    for (const std::size_t n : {std::size_t(1), std::size_t(1000), std::size_t(1234567)}) {
        const auto x = random_vector<T>(n, -1, 1, unsigned(n));
        const T* dx = gpu.upload(x);
        T* out = static_cast<T*>(gpu.alloc(sizeof(T)));
        gpu.ok(gpu.api->sum(gpu.stream, dt, n, dx, out), "sum");
        double want = 0;
        for (T v : x) want += v;
        const T got = gpu.download(out, 1)[0];
        QVERIFY2(std::abs(double(got) - want) <= tolerance<T>() * std::sqrt(double(n)) * 4,
                 qPrintable(QString("sum n=%1: %2 vs %3").arg(n).arg(got).arg(want)));
    }
    for (const auto& [rows, cols] :
         {std::pair<std::size_t, std::size_t>{1, 1}, {100, 3}, {33, 70}, {1000, 257}}) {
        const auto x = random_vector<T>(rows * cols, -1, 1, unsigned(rows + cols));
        const T* dx = gpu.upload(x);
        T* colsum = static_cast<T*>(gpu.alloc(cols * sizeof(T)));
        T* tr = static_cast<T*>(gpu.alloc(rows * cols * sizeof(T)));
        gpu.ok(gpu.api->sum_rows(gpu.stream, dt, rows, cols, dx, colsum), "sum_rows");
        gpu.ok(gpu.api->transpose(gpu.stream, dt, rows, cols, dx, tr), "transpose");
        const auto got = gpu.download(colsum, cols);
        const auto got_t = gpu.download(tr, rows * cols);
        for (std::size_t j = 0; j < cols; ++j) {
            double want = 0;
            for (std::size_t i = 0; i < rows; ++i) want += x[i * cols + j];
            QVERIFY2(std::abs(got[j] - want) <= tolerance<T>() * std::sqrt(double(rows)) * 4,
                     qPrintable(QString("sum_rows %1x%2 col %3").arg(rows).arg(cols).arg(j)));
            for (std::size_t i = 0; i < rows; ++i) {
                QCOMPARE(got_t[j * rows + i], x[i * cols + j]);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestGpuRuntime)
#include "test_gpu_runtime.moc"
