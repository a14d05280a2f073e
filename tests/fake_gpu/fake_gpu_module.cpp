// libasynclab_fake_gpu.so: a stand-in for libasynclab_cuda.so that needs no GPU. It
// implements the whole C ABI of engine/device/gpu_api.h in plain C++ on host memory, and it
// is ASYNCHRONOUS like CUDA, so that tests exercise the engine's cross-stream ordering:
//
// - A stream is a worker thread with a FIFO queue. Every call that takes a stream enqueues
//   a task and returns at once; stream_synchronize waits for the queue to drain.
// - Before each kernel or copy, the worker sleeps a pseudo-random time in
//   [0, ASYNCLAB_FAKE_GPU_JITTER_US] microseconds (default 200, 0 disables; read when the
//   stream is created), deterministic per (stream, task index). Work on two streams that is
//   not ordered by events therefore interleaves, and ordering bugs show up as wrong results.
// - Events carry generations: event_record enqueues a marker (the latest record wins, as in
//   CUDA), stream_wait_event captures the latest generation at call time and blocks the
//   stream's worker until that marker is reached (no wait if never recorded).
// - Device memory is host memory, tracked per device (ASYNCLAB_FAKE_GPU_COUNT devices,
//   default 2, of ASYNCLAB_FAKE_GPU_MEM bytes each, default 1 GiB, of which
//   ASYNCLAB_FAKE_GPU_RESERVED bytes, default 0, are never free, as a CUDA context holds
//   some of a real GPU's memory; all three read by init).
//   New allocations are filled with 0xFF bytes (NaN) so that reads of unwritten memory
//   show. Kernels and copies check that their device pointers lie inside an allocation
//   (ERR_INVALID_ARGUMENT otherwise, where real CUDA would fault later).
// - free drains every stream first (cudaFree synchronizes too).
// - Collectives behave as NCCL's: a rank's all-reduce is a task on its stream that waits
//   there until every rank's task of the same all-reduce has started, then all see the
//   sum. Ranks that issue all-reduces in different orders therefore hang, as on GPUs; here
//   a rank that waits 30 s aborts the process, naming the all-reduce. With
//   ASYNCLAB_FAKE_GPU_NO_COLLECTIVES=1, comm_create fails as without NCCL.
// - ASYNCLAB_FAKE_GPU_NAME, when set, is the name every device reports (else "AsyncLab
//   fake GPU N").
// - memcpy_h2d_async from pageable memory copies the source at call time (as CUDA's staging
//   does); from pinned memory (host_alloc_pinned) it reads it when the task runs. D2H is
//   always asynchronous: synchronize before reading the host buffer.
//
// Only asynclab_gpu_api and the asynclab_fake_gpu_* test helpers are exported.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "engine/device/gpu_api.h"

#define FAKE_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxDevices = 64;
constexpr std::size_t kAlign = 256;
constexpr std::size_t kDefaultMem = std::size_t(1) << 30;
constexpr unsigned kDefaultJitterUs = 200;
constexpr std::size_t kMaxNvtxNames = 100000;

thread_local std::string t_last_error;

int fail(int code, std::string message) {
    t_last_error = std::move(message);
    return code;
}

int invalid(std::string message) {
    return fail(ASYNCLAB_GPU_ERR_INVALID_ARGUMENT, std::move(message));
}

std::string pointer_text(const void* p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%p", p);
    return buf;
}

std::uint64_t mix64(std::uint64_t z) {
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t env_u64(const char* name, std::uint64_t fallback) {
    const char* v = std::getenv(name);
    if (!v || !*v) return fallback;
    char* end = nullptr;
    const unsigned long long parsed = std::strtoull(v, &end, 10);
    if (end == v) return fallback;
    return parsed;
}

// ---------------------------------------------------------------------------------------
// Events

struct EventState {
    int dev = 0;
    bool timing = false;
    std::mutex m;
    std::condition_variable cv;
    std::uint64_t latest = 0;         // generation of the latest record; 0: never recorded
    std::set<std::uint64_t> pending;  // recorded generations whose marker was not reached
    bool latest_time_valid = false;   // completion time of `latest` known
    Clock::time_point latest_time{};

    bool done_locked(std::uint64_t gen) const { return gen == 0 || !pending.contains(gen); }

    /// Registers a new record; returns its generation.
    std::uint64_t record() {
        std::lock_guard lock(m);
        const std::uint64_t gen = ++latest;
        pending.insert(gen);
        latest_time_valid = false;
        return gen;
    }

    /// The marker of generation `gen` was reached.
    void complete(std::uint64_t gen) {
        const Clock::time_point now = Clock::now();
        {
            std::lock_guard lock(m);
            pending.erase(gen);
            if (gen == latest) {
                latest_time_valid = true;
                latest_time = now;
            }
        }
        cv.notify_all();
    }

    std::uint64_t current() {
        std::lock_guard lock(m);
        return latest;
    }

    void wait(std::uint64_t gen) {
        std::unique_lock lock(m);
        cv.wait(lock, [&] { return done_locked(gen); });
    }
};

// ---------------------------------------------------------------------------------------
// Streams

struct Task {
    std::function<void()> fn;
    bool jitter = false;  // kernels and copies sleep first; markers and waits do not
    std::uint64_t index = 0;
};

struct StreamState {
    int dev = 0;
    std::uint64_t id = 0;
    unsigned jitter_us = 0;

    std::mutex m;
    std::condition_variable cv_work;
    std::condition_variable cv_done;
    std::deque<Task> queue;
    std::uint64_t submitted = 0;
    std::uint64_t completed = 0;
    bool stop = false;
    std::thread worker;

    void start() {
        worker = std::thread([this] { run(); });
    }

    void enqueue(std::function<void()> fn, bool jitter) {
        {
            std::lock_guard lock(m);
            queue.push_back(Task{std::move(fn), jitter, submitted});
            ++submitted;
        }
        cv_work.notify_one();
    }

    /// Blocks until everything enqueued before this call has run.
    void drain() {
        std::unique_lock lock(m);
        const std::uint64_t target = submitted;
        cv_done.wait(lock, [&] { return completed >= target; });
    }

    /// Drains, then stops and joins the worker.
    void shut_down() {
        {
            std::lock_guard lock(m);
            stop = true;
        }
        cv_work.notify_one();
        if (worker.joinable()) worker.join();
    }

    void run() {
        for (;;) {
            Task task;
            {
                std::unique_lock lock(m);
                cv_work.wait(lock, [&] { return stop || !queue.empty(); });
                if (queue.empty()) return;  // stop requested and drained
                task = std::move(queue.front());
                queue.pop_front();
            }
            if (task.jitter && jitter_us > 0) {
                const std::uint64_t r = mix64((id << 32) ^ task.index);
                const auto us = static_cast<long>(r % (std::uint64_t(jitter_us) + 1));
                if (us > 0) std::this_thread::sleep_for(std::chrono::microseconds(us));
            }
            task.fn();
            {
                std::lock_guard lock(m);
                ++completed;
            }
            cv_done.notify_all();
        }
    }
};

// ---------------------------------------------------------------------------------------
// Global state (leaked on purpose: no static destruction order problems at exit, and the
// engine's own statics may still call in while the process ends)

struct Alloc {
    std::size_t bytes = 0;    // as requested: accesses past it are errors
    std::size_t charged = 0;  // rounded up to kAlign: what counts against total_mem
    int dev = -1;             // -1: pinned host memory
};

struct State {
    std::mutex m;
    bool configured = false;
    int device_count = 2;
    std::size_t total_mem = kDefaultMem;
    std::size_t reserved = 0;             // never free (a CUDA context's share), at most total_mem
    std::set<std::pair<int, int>> peers;  // (device, peer) pairs enable_peer was called for
    std::vector<std::size_t> used = std::vector<std::size_t>(kMaxDevices, 0);
    std::map<std::uintptr_t, Alloc> allocs;
    std::unordered_map<void*, std::shared_ptr<StreamState>> streams;
    std::unordered_map<void*, std::shared_ptr<EventState>> events;
    std::uint64_t next_stream_id = 1;
    std::deque<std::string> nvtx_names;  // the first kMaxNvtxNames pushes (stable c_str)
    long long nvtx_pushes = 0;
    int nvtx_depth = 0;
};

State& state() {
    static State* s = new State;
    return *s;
}

void configure_locked(State& st, bool force) {
    if (st.configured && !force) return;
    st.configured = true;
    st.device_count = static_cast<int>(
        std::min<std::uint64_t>(env_u64("ASYNCLAB_FAKE_GPU_COUNT", 2), kMaxDevices));
    st.total_mem = static_cast<std::size_t>(env_u64("ASYNCLAB_FAKE_GPU_MEM", kDefaultMem));
    st.reserved =
        std::min(st.total_mem, static_cast<std::size_t>(env_u64("ASYNCLAB_FAKE_GPU_RESERVED", 0)));
}

/// 0 when dev is a valid ordinal, else an error naming `call`.
int check_dev(int dev, const char* call) {
    State& st = state();
    std::lock_guard lock(st.m);
    configure_locked(st, false);
    if (dev < 0 || dev >= st.device_count) {
        return invalid(std::string(call) + ": invalid device ordinal " + std::to_string(dev) +
                       " (fake GPU has " + std::to_string(st.device_count) +
                       " devices; cudaErrorInvalidDevice)");
    }
    return ASYNCLAB_GPU_OK;
}

int find_stream(void* handle, const char* call, std::shared_ptr<StreamState>* out) {
    if (!handle) return invalid(std::string(call) + ": null stream");
    State& st = state();
    std::lock_guard lock(st.m);
    const auto it = st.streams.find(handle);
    if (it == st.streams.end()) {
        return invalid(std::string(call) + ": invalid stream handle " + pointer_text(handle) +
                       " (not created by stream_create, or destroyed)");
    }
    *out = it->second;
    return ASYNCLAB_GPU_OK;
}

int find_event(void* handle, const char* call, std::shared_ptr<EventState>* out) {
    if (!handle) return invalid(std::string(call) + ": null event");
    State& st = state();
    std::lock_guard lock(st.m);
    const auto it = st.events.find(handle);
    if (it == st.events.end()) {
        return invalid(std::string(call) + ": invalid event handle " + pointer_text(handle) +
                       " (not created by event_create, or destroyed)");
    }
    *out = it->second;
    return ASYNCLAB_GPU_OK;
}

constexpr int kAnyDevice = -2;

/// Checks that [p, p + bytes) lies inside one device allocation (of device `dev`, unless
/// kAnyDevice). Zero bytes always pass.
int check_device_range(const void* p, std::size_t bytes, int dev, const char* call,
                       const char* what) {
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (!p) return invalid(std::string(call) + ": " + what + " is null");
    const auto addr = reinterpret_cast<std::uintptr_t>(p);
    State& st = state();
    std::lock_guard lock(st.m);
    auto it = st.allocs.upper_bound(addr);
    const std::string where = std::string(call) + ": " + what + " (" + pointer_text(p) + ", " +
                              std::to_string(bytes) + " bytes)";
    if (it == st.allocs.begin()) return invalid(where + " is not device memory from malloc");
    --it;
    const std::uintptr_t begin = it->first;
    const std::uintptr_t end = begin + it->second.bytes;
    if (addr >= end) return invalid(where + " is not device memory from malloc");
    if (it->second.dev < 0) return invalid(where + " is pinned host memory, not device memory");
    if (bytes > end - addr) {
        return invalid(where + " runs past the end of its allocation (" +
                       std::to_string(it->second.bytes) + " bytes at " +
                       pointer_text(reinterpret_cast<const void*>(begin)) + ")");
    }
    if (dev != kAnyDevice && it->second.dev != dev) {
        return invalid(where + " is memory of device " + std::to_string(it->second.dev) +
                       ", not of device " + std::to_string(dev));
    }
    return ASYNCLAB_GPU_OK;
}

bool is_pinned(const void* p) {
    const auto addr = reinterpret_cast<std::uintptr_t>(p);
    State& st = state();
    std::lock_guard lock(st.m);
    auto it = st.allocs.upper_bound(addr);
    if (it == st.allocs.begin()) return false;
    --it;
    return it->second.dev < 0 && addr < it->first + it->second.bytes;
}

/// Waits until every live stream has run what was enqueued before this call.
void drain_all_streams() {
    std::vector<std::shared_ptr<StreamState>> all;
    {
        State& st = state();
        std::lock_guard lock(st.m);
        for (const auto& [handle, s] : st.streams) all.push_back(s);
    }
    for (const auto& s : all) s->drain();
}

std::size_t elem_size(int dtype) {
    return dtype == ASYNCLAB_GPU_F32 ? sizeof(float) : sizeof(double);
}

bool valid_dtype(int dtype) {
    return dtype == ASYNCLAB_GPU_F32 || dtype == ASYNCLAB_GPU_F64;
}

/// n elements of dtype in bytes; false on overflow.
bool bytes_of(int dtype, std::size_t n, std::size_t* bytes) {
    return !__builtin_mul_overflow(n, elem_size(dtype), bytes);
}

/// Calls f(T{}) with T = float or double.
template <typename F>
void with_type(int dtype, F&& f) {
    if (dtype == ASYNCLAB_GPU_F32) {
        f(float{});
    } else {
        f(double{});
    }
}

// ---------------------------------------------------------------------------------------
// Element math (the same definitions as engine/cuda/elementwise.cu)

template <typename T>
T apply_binary(int op, T a, T b) {
    switch (op) {
        case ASYNCLAB_GPU_ADD: return a + b;
        case ASYNCLAB_GPU_SUB: return a - b;
        case ASYNCLAB_GPU_MUL: return a * b;
        case ASYNCLAB_GPU_DIV: return a / b;
        case ASYNCLAB_GPU_MAX: return std::fmax(a, b);
        default: return std::fmin(a, b);
    }
}

template <typename T>
T apply_unary(int op, T x) {
    switch (op) {
        case ASYNCLAB_GPU_RELU: return x > T(0) ? x : T(0);
        case ASYNCLAB_GPU_SIGMOID: return T(1) / (T(1) + std::exp(-x));
        case ASYNCLAB_GPU_TANH: return std::tanh(x);
        case ASYNCLAB_GPU_EXP: return std::exp(x);
        case ASYNCLAB_GPU_LOG: return std::log(x);
        case ASYNCLAB_GPU_NEG: return -x;
        case ASYNCLAB_GPU_SQRT: return std::sqrt(x);
        case ASYNCLAB_GPU_SQUARE: return x * x;
        default: return std::fabs(x);
    }
}

template <typename T>
T apply_unary_grad(int op, T x, T y, T dy) {
    switch (op) {
        case ASYNCLAB_GPU_RELU: return x > T(0) ? dy : T(0);
        case ASYNCLAB_GPU_SIGMOID: return dy * y * (T(1) - y);
        case ASYNCLAB_GPU_TANH: return dy * (T(1) - y * y);
        case ASYNCLAB_GPU_EXP: return dy * y;
        case ASYNCLAB_GPU_LOG: return dy / x;
        case ASYNCLAB_GPU_NEG: return -dy;
        case ASYNCLAB_GPU_SQRT: return dy * T(0.5) / y;
        case ASYNCLAB_GPU_SQUARE: return dy * T(2) * x;
        default: return x > T(0) ? dy : (x < T(0) ? -dy : T(0));
    }
}

double uniform01(std::uint64_t seed_mixed, std::uint64_t i) {
    return double(mix64(seed_mixed ^ i) >> 11) * 0x1.0p-53;
}

template <typename T>
void gemm_ref(bool ta, bool tb, int m, int n, int k, T alpha, const T* a, int lda, const T* b,
              int ldb, T beta, T* c, int ldc) {
    for (int i = 0; i < m; ++i) {
        for (int j = 0; j < n; ++j) {
            double acc = 0.0;
            for (int p = 0; p < k; ++p) {
                const T av = ta ? a[std::size_t(p) * lda + i] : a[std::size_t(i) * lda + p];
                const T bv = tb ? b[std::size_t(j) * ldb + p] : b[std::size_t(p) * ldb + j];
                acc += double(av) * double(bv);
            }
            T& out = c[std::size_t(i) * ldc + j];
            // beta == 0: C is not read (NaN in C does not propagate), as in cuBLAS.
            out = beta == T(0) ? T(double(alpha) * acc) : T(double(alpha) * acc + beta * out);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Setup and queries

int api_init(int* device_count) {
    if (!device_count) return invalid("init: device_count is null");
    *device_count = 0;
    State& st = state();
    std::lock_guard lock(st.m);
    configure_locked(st, true);
    if (st.device_count == 0) {
        return fail(ASYNCLAB_GPU_ERR_NO_DEVICE,
                    "no CUDA device found (cudaErrorNoDevice; fake GPU module with "
                    "ASYNCLAB_FAKE_GPU_COUNT=0)");
    }
    *device_count = st.device_count;
    return ASYNCLAB_GPU_OK;
}

const char* api_last_error() {
    return t_last_error.c_str();
}

int api_versions(int* runtime_version, int* driver_version, int* cublas_version) {
    if (runtime_version) *runtime_version = 13000;
    if (driver_version) *driver_version = 13000;
    if (cublas_version) *cublas_version = 130000;
    return ASYNCLAB_GPU_OK;
}

int api_device_properties(int dev, AsyncLabGpuDeviceProps* props) {
    if (!props) return invalid("device_properties: props is null");
    std::memset(props, 0, sizeof *props);
    if (int rc = check_dev(dev, "device_properties")) return rc;
    State& st = state();
    std::lock_guard lock(st.m);
    // ASYNCLAB_FAKE_GPU_NAME: the name to report, for runs that choose by it (the GPU
    // benchmarks pick the simulator's preset of the GPU by its name).
    if (const char* name = std::getenv("ASYNCLAB_FAKE_GPU_NAME"); name && *name)
        std::snprintf(props->name, sizeof props->name, "%s", name);
    else
        std::snprintf(props->name, sizeof props->name, "AsyncLab fake GPU %d", dev);
    props->total_mem = st.total_mem;
    props->sm_count = 132;
    props->clock_khz = 1980000;
    props->memory_clock_khz = 2619000;
    props->memory_bus_width_bits = 5120;
    props->cc_major = 9;
    props->cc_minor = 0;
    props->fp32_cores_per_sm = 128;
    props->peak_fp32_gflops =
        2.0 * props->sm_count * props->fp32_cores_per_sm * (props->clock_khz * 1e3) / 1e9;
    props->peak_mem_bandwidth_gbs =
        2.0 * (props->memory_clock_khz * 1e3) * (props->memory_bus_width_bits / 8.0) / 1e9;
    return ASYNCLAB_GPU_OK;
}

int api_set_device(int dev) {
    return check_dev(dev, "set_device");
}

int api_mem_get_info(int dev, size_t* free_bytes, size_t* total_bytes) {
    if (!free_bytes || !total_bytes) return invalid("mem_get_info: null output");
    if (int rc = check_dev(dev, "mem_get_info")) return rc;
    State& st = state();
    std::lock_guard lock(st.m);
    const std::size_t used = st.used[dev] + st.reserved;
    *total_bytes = st.total_mem;
    *free_bytes = used < st.total_mem ? st.total_mem - used : 0;
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// Memory

std::size_t round_up(std::size_t bytes) {
    return (bytes + kAlign - 1) / kAlign * kAlign;
}

int api_malloc(int dev, size_t bytes, void** ptr) {
    if (!ptr) return invalid("malloc: ptr is null");
    *ptr = nullptr;
    if (int rc = check_dev(dev, "malloc")) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;  // cudaMalloc(0) gives a null pointer
    const std::size_t rounded = round_up(bytes);
    State& st = state();
    {
        std::lock_guard lock(st.m);
        if (rounded < bytes || st.used[dev] + rounded > st.total_mem - st.reserved ||
            st.used[dev] + rounded < rounded) {
            char buf[256];
            std::snprintf(buf, sizeof buf,
                          "cudaMalloc(%zu bytes) on device %d: out of memory "
                          "(cudaErrorMemoryAllocation; fake GPU: %zu of %zu bytes in use)",
                          bytes, dev, st.used[dev] + st.reserved, st.total_mem);
            return fail(ASYNCLAB_GPU_ERR_OUT_OF_MEMORY, buf);
        }
        st.used[dev] += rounded;
    }
    void* p = std::aligned_alloc(kAlign, rounded);
    if (!p) {
        std::lock_guard lock(st.m);
        st.used[dev] -= rounded;
        return fail(ASYNCLAB_GPU_ERR_OUT_OF_MEMORY,
                    "cudaMalloc(" + std::to_string(bytes) + " bytes) on device " +
                        std::to_string(dev) + ": out of memory (host aligned_alloc failed)");
    }
    std::memset(p, 0xFF, rounded);  // uninitialised device memory reads as NaN
    {
        std::lock_guard lock(st.m);
        st.allocs[reinterpret_cast<std::uintptr_t>(p)] = Alloc{bytes, rounded, dev};
    }
    *ptr = p;
    return ASYNCLAB_GPU_OK;
}

/// Frees an allocation of the given kind (pinned or device); an error when p is not the
/// start of such an allocation.
int release(void* p, bool pinned, const char* call) {
    // Like cudaFree / cudaFreeHost: pending work that may use the memory finishes first.
    drain_all_streams();
    State& st = state();
    {
        std::lock_guard lock(st.m);
        const auto it = st.allocs.find(reinterpret_cast<std::uintptr_t>(p));
        if (it == st.allocs.end() || (it->second.dev < 0) != pinned) {
            return invalid(std::string(call) + ": " + pointer_text(p) + " was not returned by " +
                           (pinned ? "host_alloc_pinned" : "malloc") + " (or was freed already)");
        }
        if (!pinned) st.used[it->second.dev] -= it->second.charged;
        st.allocs.erase(it);
    }
    std::free(p);
    return ASYNCLAB_GPU_OK;
}

int api_free(int dev, void* ptr) {
    if (!ptr) return ASYNCLAB_GPU_OK;
    if (int rc = check_dev(dev, "free")) return rc;
    return release(ptr, false, "free");
}

int api_host_alloc_pinned(size_t bytes, void** ptr) {
    if (!ptr) return invalid("host_alloc_pinned: ptr is null");
    *ptr = nullptr;
    const std::size_t rounded = round_up(std::max<std::size_t>(bytes, 1));
    if (rounded < bytes) {
        return fail(ASYNCLAB_GPU_ERR_OUT_OF_MEMORY, "host_alloc_pinned: size overflows");
    }
    void* p = std::aligned_alloc(kAlign, rounded);
    if (!p) {
        return fail(ASYNCLAB_GPU_ERR_OUT_OF_MEMORY,
                    "cudaHostAlloc(" + std::to_string(bytes) + " bytes): out of memory");
    }
    State& st = state();
    std::lock_guard lock(st.m);
    st.allocs[reinterpret_cast<std::uintptr_t>(p)] =
        Alloc{std::max<std::size_t>(bytes, 1), rounded, -1};
    *ptr = p;
    return ASYNCLAB_GPU_OK;
}

int api_free_pinned(void* ptr) {
    if (!ptr) return ASYNCLAB_GPU_OK;
    return release(ptr, true, "free_pinned");
}

// ---------------------------------------------------------------------------------------
// Streams and events

int api_stream_create(int dev, void** stream) {
    if (!stream) return invalid("stream_create: stream is null");
    *stream = nullptr;
    if (int rc = check_dev(dev, "stream_create")) return rc;
    auto s = std::make_shared<StreamState>();
    s->dev = dev;
    s->jitter_us = static_cast<unsigned>(
        std::min<std::uint64_t>(env_u64("ASYNCLAB_FAKE_GPU_JITTER_US", kDefaultJitterUs), 1000000));
    State& st = state();
    {
        std::lock_guard lock(st.m);
        s->id = st.next_stream_id++;
        st.streams[s.get()] = s;
    }
    s->start();
    *stream = s.get();
    return ASYNCLAB_GPU_OK;
}

int api_stream_destroy(void* handle) {
    if (!handle) return ASYNCLAB_GPU_OK;
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(handle, "stream_destroy", &s)) return rc;
    {
        State& st = state();
        std::lock_guard lock(st.m);
        st.streams.erase(handle);
    }
    s->shut_down();  // runs what is queued, then joins
    return ASYNCLAB_GPU_OK;
}

int api_stream_synchronize(void* handle) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(handle, "stream_synchronize", &s)) return rc;
    s->drain();
    return ASYNCLAB_GPU_OK;
}

int api_event_create(int dev, int flags, void** event) {
    if (!event) return invalid("event_create: event is null");
    *event = nullptr;
    if (int rc = check_dev(dev, "event_create")) return rc;
    if (flags & ~ASYNCLAB_GPU_EVENT_TIMING) {
        return invalid("event_create: unknown flags " + std::to_string(flags));
    }
    auto ev = std::make_shared<EventState>();
    ev->dev = dev;
    ev->timing = (flags & ASYNCLAB_GPU_EVENT_TIMING) != 0;
    State& st = state();
    std::lock_guard lock(st.m);
    st.events[ev.get()] = ev;
    *event = ev.get();
    return ASYNCLAB_GPU_OK;
}

int api_event_destroy(void* handle) {
    if (!handle) return ASYNCLAB_GPU_OK;
    std::shared_ptr<EventState> ev;
    if (int rc = find_event(handle, "event_destroy", &ev)) return rc;
    // Pending markers and waits hold their own reference, as CUDA defers the release.
    State& st = state();
    std::lock_guard lock(st.m);
    st.events.erase(handle);
    return ASYNCLAB_GPU_OK;
}

int api_event_record(void* event, void* stream) {
    std::shared_ptr<EventState> ev;
    std::shared_ptr<StreamState> s;
    if (int rc = find_event(event, "event_record", &ev)) return rc;
    if (int rc = find_stream(stream, "event_record", &s)) return rc;
    if (ev->dev != s->dev) {
        return invalid("event_record: event of device " + std::to_string(ev->dev) +
                       " on a stream of device " + std::to_string(s->dev));
    }
    const std::uint64_t gen = ev->record();
    s->enqueue([ev, gen] { ev->complete(gen); }, false);
    return ASYNCLAB_GPU_OK;
}

int api_stream_wait_event(void* stream, void* event) {
    std::shared_ptr<EventState> ev;
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "stream_wait_event", &s)) return rc;
    if (int rc = find_event(event, "stream_wait_event", &ev)) return rc;
    const std::uint64_t gen = ev->current();  // the latest record at call time
    if (gen == 0) return ASYNCLAB_GPU_OK;     // never recorded: nothing to wait for
    s->enqueue([ev, gen] { ev->wait(gen); }, false);
    return ASYNCLAB_GPU_OK;
}

std::atomic<long long> g_host_waits{0};  // event_synchronize calls (a test helper reads it)

int api_event_synchronize(void* event) {
    std::shared_ptr<EventState> ev;
    if (int rc = find_event(event, "event_synchronize", &ev)) return rc;
    g_host_waits.fetch_add(1, std::memory_order_relaxed);
    ev->wait(ev->current());
    return ASYNCLAB_GPU_OK;
}

int api_event_query(void* event, int* complete) {
    if (!complete) return invalid("event_query: complete is null");
    std::shared_ptr<EventState> ev;
    if (int rc = find_event(event, "event_query", &ev)) return rc;
    std::lock_guard lock(ev->m);
    *complete = ev->done_locked(ev->latest) ? 1 : 0;
    return ASYNCLAB_GPU_OK;
}

int api_event_elapsed_ms(void* start, void* end, float* ms) {
    if (!ms) return invalid("event_elapsed_ms: ms is null");
    std::shared_ptr<EventState> a;
    std::shared_ptr<EventState> b;
    if (int rc = find_event(start, "event_elapsed_ms", &a)) return rc;
    if (int rc = find_event(end, "event_elapsed_ms", &b)) return rc;
    if (!a->timing || !b->timing) {
        return invalid(
            "cudaEventElapsedTime: invalid resource handle (cudaErrorInvalidResourceHandle): "
            "both events need ASYNCLAB_GPU_EVENT_TIMING");
    }
    Clock::time_point ta;
    Clock::time_point tb;
    auto completion = [](EventState& ev, Clock::time_point* t) {
        std::lock_guard lock(ev.m);
        if (ev.latest == 0) {
            return invalid(
                "cudaEventElapsedTime: invalid resource handle "
                "(cudaErrorInvalidResourceHandle): event was never recorded");
        }
        if (!ev.latest_time_valid) {
            return fail(ASYNCLAB_GPU_ERR_CUDA,
                        "cudaEventElapsedTime: device not ready (cudaErrorNotReady)");
        }
        *t = ev.latest_time;
        return ASYNCLAB_GPU_OK;
    };
    if (int rc = completion(*a, &ta)) return rc;
    if (int rc = completion(*b, &tb)) return rc;
    *ms = std::chrono::duration<float, std::milli>(tb - ta).count();
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// Copies

int api_memcpy_h2d_async(void* dst, const void* src, size_t bytes, void* stream) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "memcpy_h2d_async", &s)) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (!src) return invalid("memcpy_h2d_async: src is null");
    if (int rc = check_device_range(dst, bytes, kAnyDevice, "memcpy_h2d_async", "dst")) return rc;
    if (is_pinned(src)) {
        s->enqueue([dst, src, bytes] { std::memcpy(dst, src, bytes); }, true);
    } else {
        // Pageable source: staged at call time, so the caller may reuse it at once.
        auto staged = std::make_shared<std::vector<unsigned char>>(
            static_cast<const unsigned char*>(src), static_cast<const unsigned char*>(src) + bytes);
        s->enqueue([dst, staged] { std::memcpy(dst, staged->data(), staged->size()); }, true);
    }
    return ASYNCLAB_GPU_OK;
}

int api_memcpy_d2h_async(void* dst, const void* src, size_t bytes, void* stream) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "memcpy_d2h_async", &s)) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (!dst) return invalid("memcpy_d2h_async: dst is null");
    if (int rc = check_device_range(src, bytes, kAnyDevice, "memcpy_d2h_async", "src")) return rc;
    s->enqueue([dst, src, bytes] { std::memcpy(dst, src, bytes); }, true);
    return ASYNCLAB_GPU_OK;
}

int api_memcpy_d2d_async(void* dst, const void* src, size_t bytes, void* stream) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "memcpy_d2d_async", &s)) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(dst, bytes, kAnyDevice, "memcpy_d2d_async", "dst")) return rc;
    if (int rc = check_device_range(src, bytes, kAnyDevice, "memcpy_d2d_async", "src")) return rc;
    s->enqueue([dst, src, bytes] { std::memmove(dst, src, bytes); }, true);
    return ASYNCLAB_GPU_OK;
}

int api_memcpy_peer_async(void* dst, int dst_dev, const void* src, int src_dev, size_t bytes,
                          void* stream) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "memcpy_peer_async", &s)) return rc;
    if (int rc = check_dev(dst_dev, "memcpy_peer_async (dst_dev)")) return rc;
    if (int rc = check_dev(src_dev, "memcpy_peer_async (src_dev)")) return rc;
    if (bytes == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(dst, bytes, dst_dev, "memcpy_peer_async", "dst")) return rc;
    if (int rc = check_device_range(src, bytes, src_dev, "memcpy_peer_async", "src")) return rc;
    s->enqueue([dst, src, bytes] { std::memmove(dst, src, bytes); }, true);
    return ASYNCLAB_GPU_OK;
}

int api_can_access_peer(int dev, int peer_dev, int* can_access) {
    if (!can_access) return invalid("can_access_peer: can_access is null");
    *can_access = 0;
    if (int rc = check_dev(dev, "can_access_peer")) return rc;
    if (int rc = check_dev(peer_dev, "can_access_peer")) return rc;
    *can_access = 1;  // every pair, a device and itself included
    return ASYNCLAB_GPU_OK;
}

int api_enable_peer(int dev, int peer_dev) {
    if (int rc = check_dev(dev, "enable_peer")) return rc;
    if (int rc = check_dev(peer_dev, "enable_peer")) return rc;
    State& st = state();
    std::lock_guard lock(st.m);
    st.peers.insert({dev, peer_dev});
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// BLAS

/// Bytes spanned by a row-major rows x cols matrix with row stride ld (0 if empty).
std::size_t matrix_bytes(int rows, int cols, int ld, std::size_t elem) {
    if (rows <= 0 || cols <= 0) return 0;
    return ((std::size_t(rows) - 1) * std::size_t(ld) + std::size_t(cols)) * elem;
}

template <typename T>
int gemm(const char* call, void* stream, int trans_a, int trans_b, int m, int n, int k, T alpha,
         const T* a, int lda, const T* b, int ldb, T beta, T* c, int ldc) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, call, &s)) return rc;
    if (m < 0 || n < 0 || k < 0 || (m != 0 && n != 0 && (!a || !b || !c))) {
        return invalid(std::string(call) + ": bad sizes or null matrix");
    }
    if (m == 0 || n == 0) return ASYNCLAB_GPU_OK;
    const int a_rows = trans_a ? k : m, a_cols = trans_a ? m : k;
    const int b_rows = trans_b ? n : k, b_cols = trans_b ? k : n;
    if (lda < std::max(1, a_cols) || ldb < std::max(1, b_cols) || ldc < std::max(1, n)) {
        return fail(ASYNCLAB_GPU_ERR_CUBLAS,
                    std::string(call) +
                        ": an invalid numeric value was used as an argument "
                        "(CUBLAS_STATUS_INVALID_VALUE): lda=" +
                        std::to_string(lda) + " ldb=" + std::to_string(ldb) +
                        " ldc=" + std::to_string(ldc) + " too small for m=" + std::to_string(m) +
                        " n=" + std::to_string(n) + " k=" + std::to_string(k));
    }
    if (int rc = check_device_range(a, matrix_bytes(a_rows, a_cols, lda, sizeof(T)), kAnyDevice,
                                    call, "A"))
        return rc;
    if (int rc = check_device_range(b, matrix_bytes(b_rows, b_cols, ldb, sizeof(T)), kAnyDevice,
                                    call, "B"))
        return rc;
    if (int rc = check_device_range(c, matrix_bytes(m, n, ldc, sizeof(T)), kAnyDevice, call, "C"))
        return rc;
    s->enqueue(
        [=] {
            gemm_ref<T>(trans_a != 0, trans_b != 0, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc);
        },
        true);
    return ASYNCLAB_GPU_OK;
}

int api_sgemm(void* stream, int trans_a, int trans_b, int m, int n, int k, float alpha,
              const float* a, int lda, const float* b, int ldb, float beta, float* c, int ldc) {
    return gemm<float>("sgemm", stream, trans_a, trans_b, m, n, k, alpha, a, lda, b, ldb, beta, c,
                       ldc);
}

int api_dgemm(void* stream, int trans_a, int trans_b, int m, int n, int k, double alpha,
              const double* a, int lda, const double* b, int ldb, double beta, double* c, int ldc) {
    return gemm<double>("dgemm", stream, trans_a, trans_b, m, n, k, alpha, a, lda, b, ldb, beta, c,
                        ldc);
}

// ---------------------------------------------------------------------------------------
// Kernels

/// Common checks of a kernel call: the stream, the dtype (and op when op_count > 0), the
/// element count in bytes. On success *s is the stream and *bytes = n elements in bytes.
int kernel_prologue(const char* call, void* stream, int dtype, int op, int op_count, std::size_t n,
                    std::shared_ptr<StreamState>* s, std::size_t* bytes) {
    if (int rc = find_stream(stream, call, s)) return rc;
    if (!valid_dtype(dtype)) {
        return invalid(std::string(call) + ": unknown dtype " + std::to_string(dtype));
    }
    if (op_count > 0 && (op < 0 || op >= op_count)) {
        return invalid(std::string(call) + ": unknown op " + std::to_string(op));
    }
    if (!bytes_of(dtype, n, bytes)) return invalid(std::string(call) + ": size overflows");
    return ASYNCLAB_GPU_OK;
}

int api_binary(void* stream, int dtype, int op, size_t n, const void* a, const void* b, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("binary", stream, dtype, op, ASYNCLAB_GPU_BINARY_OP_COUNT, n, &s,
                                 &bytes))
        return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(a, bytes, kAnyDevice, "binary", "a")) return rc;
    if (int rc = check_device_range(b, bytes, kAnyDevice, "binary", "b")) return rc;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "binary", "out")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* pa = static_cast<const T*>(a);
                const T* pb = static_cast<const T*>(b);
                T* po = static_cast<T*>(out);
                for (std::size_t i = 0; i < n; ++i) po[i] = apply_binary<T>(op, pa[i], pb[i]);
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_binary_rowvec(void* stream, int dtype, int op, size_t rows, size_t cols, const void* a,
                      const void* b, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    std::size_t n = 0;
    if (__builtin_mul_overflow(rows, cols, &n)) return invalid("binary_rowvec: size overflows");
    if (int rc = kernel_prologue("binary_rowvec", stream, dtype, op, ASYNCLAB_GPU_BINARY_OP_COUNT,
                                 n, &s, &bytes))
        return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(a, bytes, kAnyDevice, "binary_rowvec", "a")) return rc;
    if (int rc = check_device_range(b, cols * elem_size(dtype), kAnyDevice, "binary_rowvec", "b"))
        return rc;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "binary_rowvec", "out")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* pa = static_cast<const T*>(a);
                const T* pb = static_cast<const T*>(b);
                T* po = static_cast<T*>(out);
                for (std::size_t r = 0; r < rows; ++r) {
                    for (std::size_t c = 0; c < cols; ++c) {
                        po[r * cols + c] = apply_binary<T>(op, pa[r * cols + c], pb[c]);
                    }
                }
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_binary_scalar(void* stream, int dtype, int op, size_t n, const void* a, double scalar,
                      int scalar_on_left, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("binary_scalar", stream, dtype, op, ASYNCLAB_GPU_BINARY_OP_COUNT,
                                 n, &s, &bytes))
        return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(a, bytes, kAnyDevice, "binary_scalar", "a")) return rc;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "binary_scalar", "out")) return rc;
    const bool left = scalar_on_left != 0;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        const T sv = static_cast<T>(scalar);
        s->enqueue(
            [=] {
                const T* pa = static_cast<const T*>(a);
                T* po = static_cast<T*>(out);
                for (std::size_t i = 0; i < n; ++i) {
                    po[i] = left ? apply_binary<T>(op, sv, pa[i]) : apply_binary<T>(op, pa[i], sv);
                }
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_unary(void* stream, int dtype, int op, size_t n, const void* x, void* y) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc =
            kernel_prologue("unary", stream, dtype, op, ASYNCLAB_GPU_UNARY_OP_COUNT, n, &s, &bytes))
        return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(x, bytes, kAnyDevice, "unary", "x")) return rc;
    if (int rc = check_device_range(y, bytes, kAnyDevice, "unary", "y")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* px = static_cast<const T*>(x);
                T* py = static_cast<T*>(y);
                for (std::size_t i = 0; i < n; ++i) py[i] = apply_unary<T>(op, px[i]);
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_unary_backward(void* stream, int dtype, int op, size_t n, const void* x, const void* y,
                       const void* dy, void* dx) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("unary_backward", stream, dtype, op, ASYNCLAB_GPU_UNARY_OP_COUNT,
                                 n, &s, &bytes))
        return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(x, bytes, kAnyDevice, "unary_backward", "x")) return rc;
    if (int rc = check_device_range(y, bytes, kAnyDevice, "unary_backward", "y")) return rc;
    if (int rc = check_device_range(dy, bytes, kAnyDevice, "unary_backward", "dy")) return rc;
    if (int rc = check_device_range(dx, bytes, kAnyDevice, "unary_backward", "dx")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* px = static_cast<const T*>(x);
                const T* py = static_cast<const T*>(y);
                const T* pdy = static_cast<const T*>(dy);
                T* pdx = static_cast<T*>(dx);
                for (std::size_t i = 0; i < n; ++i) {
                    pdx[i] = apply_unary_grad<T>(op, px[i], py[i], pdy[i]);
                }
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_fill(void* stream, int dtype, size_t n, double value, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("fill", stream, dtype, 0, 0, n, &s, &bytes)) return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "fill", "out")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        const T v = static_cast<T>(value);
        s->enqueue([=] { std::fill_n(static_cast<T*>(out), n, v); }, true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_fill_uniform(void* stream, int dtype, size_t n, uint64_t seed, double lo, double hi,
                     void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("fill_uniform", stream, dtype, 0, 0, n, &s, &bytes)) return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "fill_uniform", "out")) return rc;
    const std::uint64_t seed_mixed = mix64(seed);
    const double span = hi - lo;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                T* po = static_cast<T*>(out);
                for (std::size_t i = 0; i < n; ++i) po[i] = T(lo + span * uniform01(seed_mixed, i));
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_fill_normal(void* stream, int dtype, size_t n, uint64_t seed, double mean, double stddev,
                    void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("fill_normal", stream, dtype, 0, 0, n, &s, &bytes)) return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "fill_normal", "out")) return rc;
    const std::uint64_t seed_mixed = mix64(seed);
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                constexpr double kTwoPi = 6.283185307179586476925286766559;
                T* po = static_cast<T*>(out);
                for (std::size_t i = 0; i < n; ++i) {
                    const double u1 = 1.0 - uniform01(seed_mixed, 2 * std::uint64_t(i));
                    const double u2 = uniform01(seed_mixed, 2 * std::uint64_t(i) + 1);
                    po[i] =
                        T(mean + stddev * std::sqrt(-2.0 * std::log(u1)) * std::cos(kTwoPi * u2));
                }
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// Reductions and layout

int api_sum(void* stream, int dtype, size_t n, const void* x, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    if (int rc = kernel_prologue("sum", stream, dtype, 0, 0, n, &s, &bytes)) return rc;
    if (int rc = check_device_range(out, elem_size(dtype), kAnyDevice, "sum", "out")) return rc;
    if (int rc = check_device_range(x, bytes, kAnyDevice, "sum", "x")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* px = static_cast<const T*>(x);
                double acc = 0.0;  // sequential: deterministic
                for (std::size_t i = 0; i < n; ++i) acc += double(px[i]);
                *static_cast<T*>(out) = T(acc);
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_sum_rows(void* stream, int dtype, size_t rows, size_t cols, const void* x, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    std::size_t n = 0;
    if (__builtin_mul_overflow(rows, cols, &n)) return invalid("sum_rows: size overflows");
    if (int rc = kernel_prologue("sum_rows", stream, dtype, 0, 0, n, &s, &bytes)) return rc;
    if (cols == 0) return ASYNCLAB_GPU_OK;
    if (int rc = check_device_range(out, cols * elem_size(dtype), kAnyDevice, "sum_rows", "out"))
        return rc;
    if (int rc = check_device_range(x, bytes, kAnyDevice, "sum_rows", "x")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* px = static_cast<const T*>(x);
                T* po = static_cast<T*>(out);
                for (std::size_t c = 0; c < cols; ++c) {
                    double acc = 0.0;
                    for (std::size_t r = 0; r < rows; ++r) acc += double(px[r * cols + c]);
                    po[c] = T(acc);
                }
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

int api_transpose(void* stream, int dtype, size_t rows, size_t cols, const void* in, void* out) {
    std::shared_ptr<StreamState> s;
    std::size_t bytes = 0;
    std::size_t n = 0;
    if (__builtin_mul_overflow(rows, cols, &n)) return invalid("transpose: size overflows");
    if (int rc = kernel_prologue("transpose", stream, dtype, 0, 0, n, &s, &bytes)) return rc;
    if (n == 0) return ASYNCLAB_GPU_OK;
    if (in == out) return invalid("transpose: in and out alias");
    if (int rc = check_device_range(in, bytes, kAnyDevice, "transpose", "in")) return rc;
    if (int rc = check_device_range(out, bytes, kAnyDevice, "transpose", "out")) return rc;
    with_type(dtype, [&](auto tag) {
        using T = decltype(tag);
        s->enqueue(
            [=] {
                const T* pi = static_cast<const T*>(in);
                T* po = static_cast<T*>(out);
                for (std::size_t r = 0; r < rows; ++r) {
                    for (std::size_t c = 0; c < cols; ++c) po[c * rows + r] = pi[r * cols + c];
                }
            },
            true);
    });
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// Collectives

struct Comm {
    std::vector<int> devs;
    std::mutex m;
    std::condition_variable cv;
    /// One all-reduce: what each rank gave, and how far the ranks' stream tasks are.
    struct Round {
        int dtype = 0;
        std::size_t count = 0;
        std::vector<const void*> send;
        std::vector<void*> recv;
        int issued = 0, arrived = 0, departed = 0;
        bool done = false;
    };
    std::vector<std::uint64_t> next;  // per rank: the number of its next all-reduce
    std::map<std::uint64_t, Round> rounds;
};

int api_comm_create(int ndev, const int* devs, void** comm) {
    if (!comm || !devs || ndev < 1) return invalid("comm_create: no devices or null output");
    *comm = nullptr;
    if (env_u64("ASYNCLAB_FAKE_GPU_NO_COLLECTIVES", 0))  // as the CUDA module without NCCL
        return fail(ASYNCLAB_GPU_ERR_UNAVAILABLE,
                    "NCCL could not be loaded (fake GPU: ASYNCLAB_FAKE_GPU_NO_COLLECTIVES is "
                    "set)");
    auto c = std::make_unique<Comm>();
    for (int r = 0; r < ndev; ++r) {
        if (int rc = check_dev(devs[r], "comm_create")) return rc;
        for (int q = 0; q < r; ++q)
            if (devs[q] == devs[r])
                return invalid("comm_create: device " + std::to_string(devs[r]) + " twice");
        c->devs.push_back(devs[r]);
    }
    c->next.assign(static_cast<std::size_t>(ndev), 0);
    *comm = c.release();
    return ASYNCLAB_GPU_OK;
}

int api_comm_destroy(void* handle) {
    auto* c = static_cast<Comm*>(handle);
    if (!c) return ASYNCLAB_GPU_OK;
    {
        std::lock_guard lock(c->m);
        if (!c->rounds.empty())
            return invalid("comm_destroy: " + std::to_string(c->rounds.size()) +
                           " all-reduce(s) not finished by every rank");
    }
    delete c;
    return ASYNCLAB_GPU_OK;
}

int api_allreduce_sum(void* handle, int rank, int dtype, size_t count, const void* send, void* recv,
                      void* stream) {
    auto* c = static_cast<Comm*>(handle);
    if (!c) return invalid("allreduce_sum: null communicator");
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "allreduce_sum", &s)) return rc;
    if (dtype != ASYNCLAB_GPU_F32 && dtype != ASYNCLAB_GPU_F64)
        return invalid("allreduce_sum: unknown dtype " + std::to_string(dtype));
    const int ranks = static_cast<int>(c->devs.size());
    if (rank < 0 || rank >= ranks) return invalid("allreduce_sum: rank out of range");
    const int dev = c->devs[static_cast<std::size_t>(rank)];
    if (s->dev != dev)
        return invalid("allreduce_sum: rank " + std::to_string(rank) + " is device " +
                       std::to_string(dev) + ", its stream is on device " + std::to_string(s->dev));
    const std::size_t bytes = count * (dtype == ASYNCLAB_GPU_F32 ? sizeof(float) : sizeof(double));
    if (int rc = check_device_range(send, bytes, dev, "allreduce_sum", "send")) return rc;
    if (int rc = check_device_range(recv, bytes, dev, "allreduce_sum", "recv")) return rc;
    std::uint64_t seq = 0;
    {
        std::lock_guard lock(c->m);
        seq = c->next[static_cast<std::size_t>(rank)];
        Comm::Round& round = c->rounds[seq];
        if (round.issued == 0) {
            round.dtype = dtype;
            round.count = count;
            round.send.assign(static_cast<std::size_t>(ranks), nullptr);
            round.recv.assign(static_cast<std::size_t>(ranks), nullptr);
        } else if (round.dtype != dtype || round.count != count) {
            return invalid("allreduce_sum: all-reduce #" + std::to_string(seq) + " of rank " +
                           std::to_string(rank) + " has " + std::to_string(count) +
                           " elements of type " + std::to_string(dtype) + ", another rank's " +
                           std::to_string(round.count) + " of type " + std::to_string(round.dtype));
        }
        round.send[static_cast<std::size_t>(rank)] = send;
        round.recv[static_cast<std::size_t>(rank)] = recv;
        ++round.issued;
        ++c->next[static_cast<std::size_t>(rank)];
    }
    s->enqueue(
        [c, seq, ranks] {
            std::unique_lock lock(c->m);
            Comm::Round& round = c->rounds.at(seq);
            if (++round.arrived == ranks) {
                // The last to arrive adds the ranks' values in rank order, for everyone.
                with_type(round.dtype, [&](auto tag) {
                    using T = decltype(tag);
                    std::vector<T> sum(round.count, T(0));
                    for (const void* from : round.send)
                        for (std::size_t i = 0; i < round.count; ++i)
                            sum[i] += static_cast<const T*>(from)[i];
                    for (void* to : round.recv)
                        std::copy(sum.begin(), sum.end(), static_cast<T*>(to));
                });
                round.done = true;
                c->cv.notify_all();
            } else if (!c->cv.wait_for(lock, std::chrono::seconds(30),
                                       [&] { return round.done; })) {
                std::fprintf(stderr,
                             "fake GPU: all-reduce #%llu waited 30 s for the other ranks (%d of "
                             "%d arrived): do all ranks issue their all-reduces in one order?\n",
                             static_cast<unsigned long long>(seq), round.arrived, ranks);
                std::abort();
            }
            if (++round.departed == ranks) c->rounds.erase(seq);
        },
        true);
    return ASYNCLAB_GPU_OK;
}

// ---------------------------------------------------------------------------------------
// NVTX: ranges are recorded by name (see the asynclab_fake_gpu_nvtx_* helpers)

int api_nvtx_push(const char* name) {
    State& st = state();
    std::lock_guard lock(st.m);
    if (st.nvtx_names.size() < kMaxNvtxNames) st.nvtx_names.emplace_back(name ? name : "");
    ++st.nvtx_pushes;
    ++st.nvtx_depth;
    return ASYNCLAB_GPU_OK;
}

int api_nvtx_pop() {
    State& st = state();
    std::lock_guard lock(st.m);
    if (st.nvtx_depth > 0) --st.nvtx_depth;
    return ASYNCLAB_GPU_OK;
}

const AsyncLabGpuApi kApi = {
    .abi_version = ASYNCLAB_GPU_ABI_VERSION,
    .struct_size = sizeof(AsyncLabGpuApi),
    .module_version =
        "asynclab_fake_gpu 0.1.0 (host memory, one worker thread per stream; "
        "fake CUDA runtime 13.0, cuBLAS 13.0)",
    .init = api_init,
    .last_error = api_last_error,
    .versions = api_versions,
    .device_properties = api_device_properties,
    .set_device = api_set_device,
    .mem_get_info = api_mem_get_info,
    .malloc = api_malloc,
    .free = api_free,
    .host_alloc_pinned = api_host_alloc_pinned,
    .free_pinned = api_free_pinned,
    .stream_create = api_stream_create,
    .stream_destroy = api_stream_destroy,
    .stream_synchronize = api_stream_synchronize,
    .event_create = api_event_create,
    .event_destroy = api_event_destroy,
    .event_record = api_event_record,
    .stream_wait_event = api_stream_wait_event,
    .event_synchronize = api_event_synchronize,
    .event_query = api_event_query,
    .event_elapsed_ms = api_event_elapsed_ms,
    .memcpy_h2d_async = api_memcpy_h2d_async,
    .memcpy_d2h_async = api_memcpy_d2h_async,
    .memcpy_d2d_async = api_memcpy_d2d_async,
    .memcpy_peer_async = api_memcpy_peer_async,
    .can_access_peer = api_can_access_peer,
    .enable_peer = api_enable_peer,
    .sgemm = api_sgemm,
    .dgemm = api_dgemm,
    .binary = api_binary,
    .binary_rowvec = api_binary_rowvec,
    .binary_scalar = api_binary_scalar,
    .unary = api_unary,
    .unary_backward = api_unary_backward,
    .fill = api_fill,
    .fill_uniform = api_fill_uniform,
    .fill_normal = api_fill_normal,
    .sum = api_sum,
    .sum_rows = api_sum_rows,
    .transpose = api_transpose,
    .nvtx_push = api_nvtx_push,
    .nvtx_pop = api_nvtx_pop,
    .comm_create = api_comm_create,
    .comm_destroy = api_comm_destroy,
    .allreduce_sum = api_allreduce_sum,
};

}  // namespace

FAKE_EXPORT const AsyncLabGpuApi* asynclab_gpu_api(void) {
    return &kApi;
}

// ---------------------------------------------------------------------------------------
// Test helpers (look them up with dlsym; not part of the GPU ABI)

/// Number of nvtx_push calls so far in this process.
FAKE_EXPORT long long asynclab_fake_gpu_nvtx_count(void) {
    State& st = state();
    std::lock_guard lock(st.m);
    return st.nvtx_pushes;
}

/// Name given to the i-th nvtx_push (0-based; only the first 100000 are kept), or nullptr.
/// The string stays valid for the life of the process.
FAKE_EXPORT const char* asynclab_fake_gpu_nvtx_name(int i) {
    State& st = state();
    std::lock_guard lock(st.m);
    if (i < 0 || i >= static_cast<int>(st.nvtx_names.size())) return nullptr;
    return st.nvtx_names[static_cast<std::size_t>(i)].c_str();
}

/// Ranges pushed and not yet popped.
FAKE_EXPORT int asynclab_fake_gpu_nvtx_depth(void) {
    State& st = state();
    std::lock_guard lock(st.m);
    return st.nvtx_depth;
}

/// Bytes of device memory allocated on dev (rounded up to 256), -1 for a bad ordinal.
FAKE_EXPORT long long asynclab_fake_gpu_bytes_in_use(int dev) {
    State& st = state();
    std::lock_guard lock(st.m);
    if (dev < 0 || dev >= kMaxDevices) return -1;
    return static_cast<long long>(st.used[static_cast<std::size_t>(dev)]);
}

/// Live (created, not destroyed) streams and events: for leak checks.
FAKE_EXPORT int asynclab_fake_gpu_live_streams(void) {
    State& st = state();
    std::lock_guard lock(st.m);
    return static_cast<int>(st.streams.size());
}

FAKE_EXPORT int asynclab_fake_gpu_live_events(void) {
    State& st = state();
    std::lock_guard lock(st.m);
    return static_cast<int>(st.events.size());
}

/// Whether enable_peer(dev, peer) was called in this process.
FAKE_EXPORT int asynclab_fake_gpu_peer_enabled(int dev, int peer) {
    State& st = state();
    std::lock_guard lock(st.m);
    return st.peers.contains({dev, peer}) ? 1 : 0;
}

/// Number of event_synchronize calls so far in this process: the host threads that waited
/// for the GPU.
FAKE_EXPORT long long asynclab_fake_gpu_host_waits(void) {
    return g_host_waits.load(std::memory_order_relaxed);
}

/// Enqueues a task that sleeps `microseconds` on the stream (a slow "kernel"): makes
/// "not complete yet" states deterministic in tests.
FAKE_EXPORT int asynclab_fake_gpu_sleep_async(void* stream, unsigned microseconds) {
    std::shared_ptr<StreamState> s;
    if (int rc = find_stream(stream, "asynclab_fake_gpu_sleep_async", &s)) return rc;
    s->enqueue(
        [microseconds] { std::this_thread::sleep_for(std::chrono::microseconds(microseconds)); },
        false);
    return ASYNCLAB_GPU_OK;
}
