// Hardware probe: see probe.h. Each step is a function that fills its part of ProbeResult;
// run_probe calls them in order, catches what they throw, and checks for cancellation
// between them (and they check inside their loops).
#include "engine/hardware/probe.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <tuple>
#include <utility>

#include "engine/device/gpu_runtime.h"
#include "engine/kernels/gemm.h"

namespace asynclab::hw {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint64_t KiB = 1024;
constexpr std::uint64_t MiB = 1024 * KiB;
constexpr std::uint64_t GiB = 1024 * MiB;

double seconds_since(Clock::time_point t0) {
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

/// Thrown inside a step when the cancel flag is seen; run_probe catches it.
struct Cancelled {};

/// Cancellation and progress for one run.
class Context {
  public:
    Context(const ProbeOptions& options, double total_weight)
        : options_(options), total_weight_(total_weight > 0 ? total_weight : 1) {}

    const ProbeOptions& options() const { return options_; }
    bool quick() const { return options_.quick; }

    bool cancel_requested() const {
        return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
    }
    void check_cancel() const {
        if (cancel_requested()) throw Cancelled{};
    }

    void begin_step(const std::string& name, double weight) {
        step_ = name;
        step_weight_ = weight;
        report(0);
    }
    void end_step() {
        done_weight_ += step_weight_;
        step_weight_ = 0;
    }
    /// Fraction of the current step done; also a cancellation check.
    void report(double step_fraction) {
        if (options_.progress) {
            const double f = std::clamp(step_fraction, 0.0, 1.0);
            options_.progress(step_,
                              std::min(1.0, (done_weight_ + f * step_weight_) / total_weight_));
        }
        check_cancel();
    }

  private:
    const ProbeOptions& options_;
    double total_weight_;
    double done_weight_ = 0;
    double step_weight_ = 0;
    std::string step_;
};

// --- Small OS helpers ------------------------------------------------------------------

std::string trim(std::string s) {
    const auto not_space = [](unsigned char c) { return !std::isspace(c); };
    s.erase(s.begin(), std::find_if(s.begin(), s.end(), not_space));
    s.erase(std::find_if(s.rbegin(), s.rend(), not_space).base(), s.end());
    return s;
}

std::string read_first_line(const std::string& path) {
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line)) return {};
    return trim(line);
}

/// "48K", "2048K", "1M", "32768" -> bytes; 0 when unparsable.
std::uint64_t parse_cache_size(const std::string& text) {
    std::size_t used = 0;
    std::uint64_t value = 0;
    try {
        value = std::stoull(text, &used);
    } catch (const std::exception&) {
        return 0;
    }
    const std::string unit = trim(text.substr(used));
    if (unit.empty()) return value;
    switch (std::toupper(static_cast<unsigned char>(unit[0]))) {
        case 'K': return value * KiB;
        case 'M': return value * MiB;
        case 'G': return value * GiB;
        default: return 0;
    }
}

/// Largest data/unified cache, 0 when unknown.
std::uint64_t last_level_cache_bytes(const std::vector<CacheLevel>& caches) {
    std::uint64_t best = 0;
    for (const CacheLevel& c : caches) {
        if (c.type != "Instruction") best = std::max(best, c.size_bytes);
    }
    return best;
}

/// Budget for big buffers: a quarter of MemAvailable (or of MemTotal), at least 64 MiB.
std::uint64_t memory_budget_bytes() {
    std::uint64_t avail = meminfo_bytes("MemAvailable");
    if (avail == 0) avail = meminfo_bytes("MemTotal");
    if (avail == 0) avail = 1 * GiB;
    return std::max<std::uint64_t>(avail / 4, 64 * MiB);
}

std::string errno_text(int err) {
    return std::string(std::strerror(err));
}

// --- Aligned memory ---------------------------------------------------------------------

struct FreeDeleter {
    void operator()(void* p) const { std::free(p); }
};
using AlignedPtr = std::unique_ptr<std::byte, FreeDeleter>;

AlignedPtr aligned_bytes(std::size_t bytes, std::size_t alignment = 4096) {
    const std::size_t rounded = (bytes + alignment - 1) / alignment * alignment;
    void* p = std::aligned_alloc(alignment, std::max(rounded, alignment));
    if (p == nullptr) throw std::bad_alloc();
    return AlignedPtr(static_cast<std::byte*>(p));
}

// --- A team of worker threads that run one function together ---------------------------

/// T threads (the caller is not one of them) that run fn(thread_index, T) on demand;
/// run() returns when all are done. Used so that thread start-up is not timed.
class Team {
  public:
    explicit Team(int threads) {
        for (int i = 0; i < threads; ++i) workers_.emplace_back([this, i] { loop(i); });
    }
    ~Team() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        for (std::thread& t : workers_) t.join();
    }
    Team(const Team&) = delete;
    Team& operator=(const Team&) = delete;

    int size() const { return static_cast<int>(workers_.size()); }

    /// Runs fn on every thread and returns the wall time from release to the last finish.
    double run(const std::function<void(int, int)>& fn) {
        std::unique_lock lock(mutex_);
        job_ = &fn;
        remaining_ = size();
        ++generation_;
        const auto t0 = Clock::now();
        wake_.notify_all();
        done_.wait(lock, [this] { return remaining_ == 0; });
        const double s = seconds_since(t0);
        job_ = nullptr;
        return s;
    }

  private:
    void loop(int index) {
        std::uint64_t seen = 0;
        for (;;) {
            const std::function<void(int, int)>* job = nullptr;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
                if (stop_) return;
                seen = generation_;
                job = job_;
            }
            (*job)(index, size());
            {
                std::lock_guard lock(mutex_);
                if (--remaining_ == 0) done_.notify_one();
            }
        }
    }

    std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable done_;
    const std::function<void(int, int)>* job_ = nullptr;
    std::uint64_t generation_ = 0;
    int remaining_ = 0;
    bool stop_ = false;
    std::vector<std::thread> workers_;
};

/// Part [begin, end) of n items for thread t of T, in whole multiples of `grain`.
std::pair<std::size_t, std::size_t> share(std::size_t n, int t, int T, std::size_t grain = 512) {
    const std::size_t blocks = (n + grain - 1) / grain;
    const std::size_t b0 = blocks * static_cast<std::size_t>(t) / static_cast<std::size_t>(T);
    const std::size_t b1 = blocks * static_cast<std::size_t>(t + 1) / static_cast<std::size_t>(T);
    return {std::min(n, b0 * grain), std::min(n, b1 * grain)};
}

// --- Step: system -----------------------------------------------------------------------

void probe_system(ProbeResult& r) {
    r.cores = logical_cores();
    r.cpu_model = cpu_model_name();
    if (r.cpu_model.empty()) r.cpu_model = "unknown CPU";
    r.cache_levels = read_cache_levels();
    r.mem_total_bytes = meminfo_bytes("MemTotal");
}

// --- Step: memory latency (pointer chasing) ---------------------------------------------

constexpr std::size_t kLine = 64;  // one pointer per cache line

/// ns per dependent load over the chain that starts at `start`; loads in chunks so that
/// cancellation is seen within milliseconds.
double chase_ns(const void* start, std::uint64_t loads, Context& ctx) {
    const void* p = start;
    constexpr std::uint64_t kChunk = 1u << 15;
    const auto t0 = Clock::now();
    for (std::uint64_t done = 0; done < loads; done += kChunk) {
        for (std::uint64_t i = 0; i < kChunk; i += 8) {
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
            p = *static_cast<const void* const*>(p);
        }
        ctx.check_cancel();
    }
    const double s = seconds_since(t0);
    // Keep the chain alive: the compiler cannot drop loads whose result is stored.
    static std::atomic<const void*> sink;
    sink.store(p, std::memory_order_relaxed);
    const std::uint64_t total = (loads + kChunk - 1) / kChunk * kChunk;
    return s * 1e9 / static_cast<double>(total);
}

void probe_latency(ProbeResult& r, Context& ctx) {
    const std::uint64_t llc = last_level_cache_bytes(r.cache_levels);
    std::uint64_t max_bytes = 4 * MiB;
    if (!ctx.quick()) {
        // 4 KiB .. 256 MiB. When the last-level cache is large (server parts; VMs see the
        // whole socket's L3) go on past it, to 1 GiB at most (setting up the chain is
        // linear in the size: 1 GiB takes about a second), so that DRAM starts to show.
        max_bytes = 256 * MiB;
        if (llc > 64 * MiB) max_bytes = std::min<std::uint64_t>(std::bit_ceil(2 * llc), GiB);
        while (max_bytes > 4 * MiB && max_bytes > memory_budget_bytes()) max_bytes /= 2;
    }
    const double target_s = ctx.quick() ? 0.0003 : 0.008;
    const int reps = ctx.quick() ? 3 : 5;  // best of: other processes only ever add time

    std::vector<std::uint64_t> sizes;
    for (std::uint64_t b = 4 * KiB; b <= max_bytes; b *= 2) sizes.push_back(b);

    // Huge pages where the kernel allows them (transparent huge pages, "madvise" mode):
    // with 4 KiB pages, TLB misses (very costly under nested paging in a VM) add to every
    // load beyond a few MiB and blur the cache levels. Asked for before the first touch.
    AlignedPtr buffer = aligned_bytes(max_bytes, 2 * MiB);
    std::byte* base = buffer.get();
#ifdef MADV_HUGEPAGE
    r.latency_huge_pages = ::madvise(base, max_bytes, MADV_HUGEPAGE) == 0;
#endif
    // Time per size grows with log(size) (setup is linear in size): weight by index.
    double total_w = 0;
    for (std::size_t i = 0; i < sizes.size(); ++i) total_w += 1.0 + static_cast<double>(i);
    double done_w = 0;

    for (std::size_t si = 0; si < sizes.size(); ++si) {
        ctx.report(done_w / total_w);
        const std::uint64_t bytes = sizes[si];
        const auto slots = static_cast<std::uint32_t>(bytes / kLine);
        const std::vector<std::uint32_t> next = make_single_cycle(slots, 0x5eed0000u + si);
        ctx.check_cancel();
        // Slot i's line holds the address of slot next[i]'s line: writing it is sequential.
        for (std::uint32_t i = 0; i < slots; ++i) {
            *reinterpret_cast<const void**>(base + std::size_t{i} * kLine) =
                base + std::size_t{next[i]} * kLine;
        }
        ctx.check_cancel();
        // Calibrate: double the load count until one run takes target_s (also warms up).
        std::uint64_t loads = 1u << 15;
        double ns = chase_ns(base, loads, ctx);
        while (ns * 1e-9 * static_cast<double>(loads) < target_s && loads < (1ull << 34)) {
            loads *= 2;
            ns = chase_ns(base, loads, ctx);
        }
        double best = ns;
        for (int rep = 0; rep < reps; ++rep) best = std::min(best, chase_ns(base, loads, ctx));
        r.latency.push_back({bytes, best});
        done_w += 1.0 + static_cast<double>(si);
    }
    r.latency_levels = detect_latency_levels(r.latency, r.cache_levels);
}

// --- Step: streaming memory bandwidth ---------------------------------------------------

enum class Kernel { Read, Write, Copy, Triad };

void run_kernel(Kernel k, double* a, const double* b, const double* c, std::size_t begin,
                std::size_t end) {
    switch (k) {
        case Kernel::Read: {
            double s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            std::size_t i = begin;
            for (; i + 4 <= end; i += 4) {
                s0 += a[i];
                s1 += a[i + 1];
                s2 += a[i + 2];
                s3 += a[i + 3];
            }
            for (; i < end; ++i) s0 += a[i];
            static std::atomic<double> sink;
            sink.store(s0 + s1 + s2 + s3, std::memory_order_relaxed);
            break;
        }
        case Kernel::Write:
            for (std::size_t i = begin; i < end; ++i) a[i] = 1.5;
            break;
        case Kernel::Copy: std::memcpy(a + begin, b + begin, (end - begin) * sizeof(double)); break;
        case Kernel::Triad:
            for (std::size_t i = begin; i < end; ++i) a[i] = b[i] + 3.0 * c[i];
            break;
    }
}

double kernel_bytes(Kernel k, std::size_t n) {
    const double one = static_cast<double>(n) * sizeof(double);
    switch (k) {
        case Kernel::Read:
        case Kernel::Write: return one;
        case Kernel::Copy: return 2 * one;
        case Kernel::Triad: return 3 * one;
    }
    return one;
}

void probe_bandwidth(ProbeResult& r, Context& ctx) {
    const std::uint64_t llc = last_level_cache_bytes(r.cache_levels);
    std::uint64_t array_bytes = 8 * MiB;
    if (!ctx.quick()) {
        array_bytes = std::clamp<std::uint64_t>(4 * (llc ? llc : 32 * MiB), 64 * MiB, GiB);
        const std::uint64_t budget = memory_budget_bytes() / 3;  // three arrays
        while (array_bytes > 16 * MiB && array_bytes > budget) array_bytes /= 2;
    }
    const std::size_t n = array_bytes / sizeof(double);
    const int threads = std::max(1, r.cores);
    const int reps = ctx.quick() ? 2 : 3;

    AlignedPtr pa = aligned_bytes(n * sizeof(double));
    AlignedPtr pb = aligned_bytes(n * sizeof(double));
    AlignedPtr pc = aligned_bytes(n * sizeof(double));
    double* a = reinterpret_cast<double*>(pa.get());
    double* b = reinterpret_cast<double*>(pb.get());
    double* c = reinterpret_cast<double*>(pc.get());

    Team team(threads);
    // First touch by the thread that will use the pages (matters on NUMA machines).
    team.run([&](int t, int T) {
        const auto [lo, hi] = share(n, t, T);
        for (std::size_t i = lo; i < hi; ++i) {
            a[i] = 1.0;
            b[i] = 2.0;
            c[i] = 0.5;
        }
    });
    r.mem_bw_buffer_bytes = n * sizeof(double);
    r.mem_bw_threads = threads;

    const Kernel kernels[] = {Kernel::Read, Kernel::Write, Kernel::Copy, Kernel::Triad};
    const double total = 2.0 * 4 * reps;
    double done = 0;
    auto measure = [&](Kernel k, bool all_threads) {
        double best_s = std::numeric_limits<double>::infinity();
        for (int rep = 0; rep < reps; ++rep) {
            ctx.report(done / total);
            double s = 0;
            if (all_threads) {
                s = team.run([&](int t, int T) {
                    const auto [lo, hi] = share(n, t, T);
                    run_kernel(k, a, b, c, lo, hi);
                });
            } else {
                const auto t0 = Clock::now();
                run_kernel(k, a, b, c, 0, n);
                s = seconds_since(t0);
            }
            best_s = std::min(best_s, s);
            done += 1;
        }
        return kernel_bytes(k, n) / best_s / 1e9;
    };
    for (Kernel k : kernels) {
        const double gbs = measure(k, false);
        switch (k) {
            case Kernel::Read: r.mem_bw_read_1thread_gbs = gbs; break;
            case Kernel::Write: r.mem_bw_write_1thread_gbs = gbs; break;
            case Kernel::Copy: r.mem_bw_copy_1thread_gbs = gbs; break;
            case Kernel::Triad: r.mem_bw_triad_1thread_gbs = gbs; break;
        }
    }
    for (Kernel k : kernels) {
        const double gbs = measure(k, true);
        switch (k) {
            case Kernel::Read: r.mem_bw_read_gbs = gbs; break;
            case Kernel::Write: r.mem_bw_write_gbs = gbs; break;
            case Kernel::Copy: r.mem_bw_copy_gbs = gbs; break;
            case Kernel::Triad: r.mem_bw_gbs = gbs; break;
        }
    }
}

// --- Step: GEMM -------------------------------------------------------------------------

/// Restores the BLAS thread count on every exit path.
class BlasThreadsGuard {
  public:
    BlasThreadsGuard() : saved_(cpu::blas_threads()) {}
    ~BlasThreadsGuard() { cpu::set_blas_threads(saved_); }
    int saved() const { return saved_; }
    BlasThreadsGuard(const BlasThreadsGuard&) = delete;
    BlasThreadsGuard& operator=(const BlasThreadsGuard&) = delete;

  private:
    int saved_;
};

void probe_gemm(ProbeResult& r, Context& ctx) {
    const int n = ctx.quick() ? 128 : 1000;
    const auto N = static_cast<std::size_t>(n);
    std::vector<float> A(N * N), B(N * N), C(N * N);
    std::mt19937 rng(12345);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (float& x : A) x = dist(rng);
    for (float& x : B) x = dist(rng);
    const double flops = 2.0 * n * n * n;
    const int reps = 3;

    auto best_gflops = [&](double base, double span) {
        cpu::gemm(false, false, n, n, n, 1.0f, A.data(), n, B.data(), n, 0.0f, C.data(), n);
        double best = std::numeric_limits<double>::infinity();
        for (int rep = 0; rep < reps; ++rep) {
            ctx.report(base + span * rep / reps);
            const auto t0 = Clock::now();
            cpu::gemm(false, false, n, n, n, 1.0f, A.data(), n, B.data(), n, 0.0f, C.data(), n);
            best = std::min(best, seconds_since(t0));
        }
        return flops / best / 1e9;
    };

    BlasThreadsGuard guard;
    r.gemm_n = n;
    r.gemm_backend = cpu::gemm_backend_description();
    r.gemm_threads = guard.saved();
    r.gemm_gflops = best_gflops(0.0, 0.5);
    cpu::set_blas_threads(1);
    r.gemm_gflops_1thread = best_gflops(0.5, 0.5);
}

// --- Step: threads ----------------------------------------------------------------------

void probe_threads(ProbeResult& r, Context& ctx) {
    // Uncontended lock + unlock.
    {
        std::mutex m;
        const int iters = ctx.quick() ? 20000 : 2000000;
        double best = std::numeric_limits<double>::infinity();
        for (int rep = 0; rep < 3; ++rep) {
            ctx.report(rep / 6.0);
            const auto t0 = Clock::now();
            for (int i = 0; i < iters; ++i) {
                m.lock();
                m.unlock();
            }
            best = std::min(best, seconds_since(t0));
        }
        r.mutex_lock_unlock_ns = best * 1e9 / iters;
    }
    // Wake-up round trip: main and a helper take turns through a mutex + condition
    // variable; half a round trip is what handing work to a sleeping worker costs.
    {
        std::mutex m;
        std::condition_variable cv;
        int turn = 0;  // 0: main's, 1: helper's, -1: stop
        std::thread helper([&] {
            std::unique_lock lock(m);
            for (;;) {
                cv.wait(lock, [&] { return turn != 0; });
                if (turn < 0) return;
                turn = 0;
                cv.notify_all();
            }
        });
        const int trips = ctx.quick() ? 50 : 3000;
        double elapsed = 0;
        int done = 0;
        try {
            const auto t0 = Clock::now();
            for (; done < trips; ++done) {
                if ((done & 63) == 0) ctx.report(0.5 + 0.5 * done / trips);
                std::unique_lock lock(m);
                turn = 1;
                cv.notify_all();
                cv.wait(lock, [&] { return turn == 0; });
            }
            elapsed = seconds_since(t0);
        } catch (...) {
            {
                std::lock_guard lock(m);
                turn = -1;
            }
            cv.notify_all();
            helper.join();
            throw;
        }
        {
            std::lock_guard lock(m);
            turn = -1;
        }
        cv.notify_all();
        helper.join();
        if (done > 0) r.thread_wakeup_ns = elapsed * 1e9 / done / 2;
    }
}

// --- Step: disk -------------------------------------------------------------------------

/// The temporary file: closed and unlinked on every path out of the disk step.
class TempFile {
  public:
    TempFile() = default;
    ~TempFile() { remove(); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;

    /// Creates a new file (O_EXCL); tries O_DIRECT first when direct is true. Returns
    /// whether O_DIRECT is in effect. Throws std::runtime_error when it cannot create it.
    bool create(const std::string& dir, bool direct) {
        static std::atomic<unsigned> counter{0};
        path_ = (std::filesystem::path(dir) /
                 (std::string(kDiskFilePrefix) + std::to_string(::getpid()) + "-" +
                  std::to_string(counter.fetch_add(1)) + ".tmp"))
                    .string();
        const int flags = O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC;
#ifdef O_DIRECT
        if (direct) {
            fd_ = ::open(path_.c_str(), flags | O_DIRECT, 0600);
            if (fd_ >= 0) return true;
            if (errno != EINVAL) fail("open");
        }
#else
        (void)direct;
#endif
        fd_ = ::open(path_.c_str(), flags, 0600);
        if (fd_ < 0) fail("open");
        return false;
    }
    /// Reopens the same file without O_DIRECT (after O_DIRECT I/O was refused).
    void reopen_buffered() {
        if (fd_ >= 0) ::close(fd_);
        fd_ = ::open(path_.c_str(), O_RDWR | O_TRUNC | O_CLOEXEC);
        if (fd_ < 0) fail("reopen");
    }
    int fd() const {
        return fd_;
    }
    const std::string& path() const {
        return path_;
    }
    [[noreturn]] void fail(const char* what) const {
        throw std::runtime_error(std::string(what) + " " + path_ + ": " + errno_text(errno));
    }
    void remove() {
        if (fd_ >= 0) {
            ::close(fd_);
            fd_ = -1;
        }
        if (!path_.empty()) {
            ::unlink(path_.c_str());
            path_.clear();
        }
    }

  private:
    int fd_ = -1;
    std::string path_;
};

/// Writes/reads exactly `len` bytes at `offset`; returns errno (0 on success).
int full_pwrite(int fd, const std::byte* data, std::size_t len, off_t offset) {
    while (len > 0) {
        const ssize_t w = ::pwrite(fd, data, len, offset);
        if (w < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        if (w == 0) return EIO;
        data += w;
        len -= static_cast<std::size_t>(w);
        offset += w;
    }
    return 0;
}

int full_pread(int fd, std::byte* data, std::size_t len, off_t offset) {
    while (len > 0) {
        const ssize_t got = ::pread(fd, data, len, offset);
        if (got < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        if (got == 0) return EIO;  // unexpected end of file
        data += got;
        len -= static_cast<std::size_t>(got);
        offset += got;
    }
    return 0;
}

void drop_cache(int fd) {
#ifdef POSIX_FADV_DONTNEED
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
#else
    (void)fd;
#endif
}

void probe_disk(ProbeResult& r, Context& ctx) {
    const std::string& dir = ctx.options().temp_dir;
    constexpr std::size_t kChunk = 1 * MiB;
    constexpr std::size_t kPage = 4 * KiB;
    std::uint64_t file_bytes = ctx.quick() ? 4 * MiB : 256 * MiB;
    struct statvfs vfs {};
    if (::statvfs(dir.c_str(), &vfs) == 0) {
        const std::uint64_t free_bytes = std::uint64_t{vfs.f_bavail} * vfs.f_frsize;
        while (file_bytes > 4 * MiB && file_bytes > free_bytes / 4) file_bytes /= 2;
        if (file_bytes > free_bytes / 2) {
            throw std::runtime_error("not enough free space in " + dir);
        }
    }
    bool tmpfs = false;
    struct statfs fs {};
    if (::statfs(dir.c_str(), &fs) == 0) tmpfs = (fs.f_type == 0x01021994);  // TMPFS_MAGIC

    // Incompressible content, so no storage layer can shortcut it.
    AlignedPtr buffer = aligned_bytes(kChunk);
    {
        std::mt19937_64 rng(987654321);
        auto* words = reinterpret_cast<std::uint64_t*>(buffer.get());
        for (std::size_t i = 0; i < kChunk / 8; ++i) words[i] = rng();
    }

    TempFile file;
    bool direct = file.create(dir, true);
    const double write_budget_s = ctx.quick() ? 0.5 : 4.0;
    const double read_budget_s = ctx.quick() ? 0.5 : 4.0;
    const double rand_budget_s = ctx.quick() ? 0.03 : 2.0;

    // Sequential write (+ fdatasync, inside the timing).
    std::uint64_t written = 0;
    auto t0 = Clock::now();
    while (written < file_bytes) {
        ctx.report(0.4 * static_cast<double>(written) / static_cast<double>(file_bytes));
        int err = full_pwrite(file.fd(), buffer.get(), kChunk, static_cast<off_t>(written));
        if (err == EINVAL && direct && written == 0) {
            // The file system accepted O_DIRECT at open but not this I/O: go buffered.
            direct = false;
            file.reopen_buffered();
            t0 = Clock::now();
            err = full_pwrite(file.fd(), buffer.get(), kChunk, 0);
        }
        if (err != 0) {
            errno = err;
            file.fail("write");
        }
        written += kChunk;
        if (seconds_since(t0) > write_budget_s) break;  // slow disk: measure what we have
    }
    if (::fdatasync(file.fd()) != 0) file.fail("fdatasync");
    const double write_s = seconds_since(t0);
    r.disk_file_bytes = written;
    r.disk_seq_write_mbs = static_cast<double>(written) / write_s / 1e6;
    r.disk_method = direct ? "O_DIRECT" : "buffered+fdatasync+fadvise(DONTNEED)";
    if (tmpfs) r.disk_method += " (tmpfs: memory-backed, not a disk)";

    // Sequential read.
    if (!direct) drop_cache(file.fd());
    std::uint64_t read_bytes = 0;
    t0 = Clock::now();
    while (read_bytes < written) {
        ctx.report(0.4 + 0.3 * static_cast<double>(read_bytes) / static_cast<double>(written));
        if (int err = full_pread(file.fd(), buffer.get(), kChunk, static_cast<off_t>(read_bytes))) {
            errno = err;
            file.fail("read");
        }
        read_bytes += kChunk;
        if (seconds_since(t0) > read_budget_s) break;
    }
    r.disk_seq_read_mbs = static_cast<double>(read_bytes) / seconds_since(t0) / 1e6;

    // Random 4 KiB reads, queue depth 1, each page at most once (a re-read could hit a
    // cache even with O_DIRECT, in the device or the hypervisor).
    if (!direct) {
        drop_cache(file.fd());
#ifdef POSIX_FADV_RANDOM
        ::posix_fadvise(file.fd(), 0, 0, POSIX_FADV_RANDOM);  // no read-ahead
#endif
    }
    const auto pages = static_cast<std::uint32_t>(written / kPage);
    std::vector<std::uint32_t> order(pages);
    for (std::uint32_t i = 0; i < pages; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), std::mt19937_64(42));
    std::uint32_t reads = 0;
    t0 = Clock::now();
    double elapsed = 0;
    for (; reads < pages; ++reads) {
        if ((reads & 63) == 0) {
            elapsed = seconds_since(t0);
            if (elapsed > rand_budget_s) break;
            ctx.report(0.7 + 0.3 * elapsed / rand_budget_s);
        }
        if (int err = full_pread(file.fd(), buffer.get(), kPage,
                                 static_cast<off_t>(std::uint64_t{order[reads]} * kPage))) {
            errno = err;
            file.fail("random read");
        }
    }
    elapsed = seconds_since(t0);
    if (reads > 0 && elapsed > 0) r.disk_rand_read_iops = reads / elapsed;
    file.remove();
}

// --- Step: GPU copies -------------------------------------------------------------------

void probe_gpu(ProbeResult& r, Context& ctx) {
    const GpuRuntime& rt = ctx.options().gpu ? *ctx.options().gpu : GpuRuntime::instance();
    if (!rt.available()) {
        r.gpu_available = false;
        r.gpu_absent_reason = rt.unavailable_reason().empty() ? std::string("no usable GPU")
                                                              : rt.unavailable_reason();
        return;
    }
    r.gpu_available = true;
    const std::vector<GpuDeviceInfo> devices = rt.devices();
    if (!devices.empty()) r.gpu_name = devices.front().name;
    const AsyncLabGpuApi* api = rt.api();
    const std::size_t bytes = ctx.quick() ? 4 * MiB : 64 * MiB;

    // Everything allocated is released by this guard, also when a call fails or the probe
    // is cancelled.
    struct Resources {
        const AsyncLabGpuApi* api;
        void* dev = nullptr;
        void* pinned = nullptr;
        void* stream = nullptr;
        void* ev0 = nullptr;
        void* ev1 = nullptr;
        ~Resources() {
            if (stream) api->stream_synchronize(stream);
            if (ev0) api->event_destroy(ev0);
            if (ev1) api->event_destroy(ev1);
            if (stream) api->stream_destroy(stream);
            if (pinned) api->free_pinned(pinned);
            if (dev) api->free(0, dev);
        }
    } res{api};
    rt.check(api->set_device(0), "set_device");
    rt.check(api->malloc(0, bytes, &res.dev), "malloc");
    rt.check(api->host_alloc_pinned(bytes, &res.pinned), "host_alloc_pinned");
    rt.check(api->stream_create(0, &res.stream), "stream_create");
    rt.check(api->event_create(0, ASYNCLAB_GPU_EVENT_TIMING, &res.ev0), "event_create");
    rt.check(api->event_create(0, ASYNCLAB_GPU_EVENT_TIMING, &res.ev1), "event_create");
    AlignedPtr pageable = aligned_bytes(bytes);
    std::memset(pageable.get(), 1, bytes);
    std::memset(res.pinned, 1, bytes);

    auto measure = [&](bool h2d, void* host, double base) {
        double best = std::numeric_limits<double>::infinity();
        for (int rep = 0; rep < 4; ++rep) {  // the first is a warm-up
            ctx.report(base + 0.25 * rep / 4);
            const auto t0 = Clock::now();
            rt.check(api->event_record(res.ev0, res.stream), "event_record");
            if (h2d) {
                rt.check(api->memcpy_h2d_async(res.dev, host, bytes, res.stream),
                         "memcpy_h2d_async");
            } else {
                rt.check(api->memcpy_d2h_async(host, res.dev, bytes, res.stream),
                         "memcpy_d2h_async");
            }
            rt.check(api->event_record(res.ev1, res.stream), "event_record");
            rt.check(api->event_synchronize(res.ev1), "event_synchronize");
            const double wall = seconds_since(t0);
            float ms = 0;
            double s = wall;
            // Prefer the device's event timing; fall back to the wall time when the events
            // give nothing plausible (not positive, or longer than the wall time).
            if (api->event_elapsed_ms(res.ev0, res.ev1, &ms) == 0 && ms > 0 && ms * 1e-3 <= wall) {
                s = ms * 1e-3;
            }
            if (rep > 0) best = std::min(best, s);
        }
        return static_cast<double>(bytes) / best / 1e9;
    };
    r.gpu_copy_bytes = bytes;
    r.h2d_gbs = measure(true, res.pinned, 0.0);
    r.d2h_gbs = measure(false, res.pinned, 0.25);
    r.h2d_pageable_gbs = measure(true, pageable.get(), 0.5);
    r.d2h_pageable_gbs = measure(false, pageable.get(), 0.75);
}

// --- JSON -------------------------------------------------------------------------------

struct OptionalField {
    const char* key;
    std::optional<double> ProbeResult::*member;
};

constexpr OptionalField kOptionalFields[] = {
    {"mem_bw_gbs", &ProbeResult::mem_bw_gbs},
    {"mem_bw_read_gbs", &ProbeResult::mem_bw_read_gbs},
    {"mem_bw_write_gbs", &ProbeResult::mem_bw_write_gbs},
    {"mem_bw_copy_gbs", &ProbeResult::mem_bw_copy_gbs},
    {"mem_bw_read_1thread_gbs", &ProbeResult::mem_bw_read_1thread_gbs},
    {"mem_bw_write_1thread_gbs", &ProbeResult::mem_bw_write_1thread_gbs},
    {"mem_bw_copy_1thread_gbs", &ProbeResult::mem_bw_copy_1thread_gbs},
    {"mem_bw_triad_1thread_gbs", &ProbeResult::mem_bw_triad_1thread_gbs},
    {"gemm_gflops", &ProbeResult::gemm_gflops},
    {"gemm_gflops_1thread", &ProbeResult::gemm_gflops_1thread},
    {"mutex_lock_unlock_ns", &ProbeResult::mutex_lock_unlock_ns},
    {"thread_wakeup_ns", &ProbeResult::thread_wakeup_ns},
    {"disk_seq_write_mbs", &ProbeResult::disk_seq_write_mbs},
    {"disk_seq_read_mbs", &ProbeResult::disk_seq_read_mbs},
    {"disk_rand_read_iops", &ProbeResult::disk_rand_read_iops},
    {"h2d_gbs", &ProbeResult::h2d_gbs},
    {"d2h_gbs", &ProbeResult::d2h_gbs},
    {"h2d_pageable_gbs", &ProbeResult::h2d_pageable_gbs},
    {"d2h_pageable_gbs", &ProbeResult::d2h_pageable_gbs},
};

}  // namespace

// --- Public building blocks -------------------------------------------------------------

std::string cpu_model_name() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    std::string fallback;
    while (std::getline(in, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos) continue;
        const std::string key = trim(line.substr(0, colon));
        const std::string value = trim(line.substr(colon + 1));
        if (value.empty()) continue;
        if (key == "model name") return value;  // x86
        if (fallback.empty() &&
            (key == "Hardware" || key == "Processor" || key == "cpu model" || key == "uarch")) {
            fallback = value;  // some ARM / RISC-V / MIPS kernels
        }
    }
    return fallback;
}

std::uint64_t meminfo_bytes(const char* key) {
    std::ifstream in("/proc/meminfo");
    std::string line;
    const std::string prefix = std::string(key) + ":";
    while (std::getline(in, line)) {
        if (line.rfind(prefix, 0) != 0) continue;
        std::istringstream fields(line.substr(prefix.size()));
        std::uint64_t value = 0;
        std::string unit;
        fields >> value >> unit;
        return unit == "kB" ? value * KiB : value;
    }
    return 0;
}

std::string default_temp_dir() {
    std::error_code ec;
    const std::filesystem::path p = std::filesystem::temp_directory_path(ec);
    return ec || p.empty() ? std::string("/tmp") : p.string();
}

int logical_cores() {
    return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

std::vector<std::uint32_t> make_single_cycle(std::uint32_t n, std::uint64_t seed) {
    std::vector<std::uint32_t> perm(n);
    for (std::uint32_t i = 0; i < n; ++i) perm[i] = i;
    // Sattolo: like Fisher-Yates but j < i strictly, which yields a uniformly random
    // cyclic permutation (one cycle of length n). perm is then read as "next".
    std::mt19937_64 rng(seed);
    for (std::uint32_t i = n; i > 1; --i) {
        // Uniform in [0, i-1) by multiply-shift (no division; bias < 2^-32).
        const auto j =
            static_cast<std::uint32_t>((static_cast<unsigned __int128>(rng()) * (i - 1)) >> 64);
        std::swap(perm[i - 1], perm[j]);
    }
    return perm;
}

std::vector<LatencyLevel> detect_latency_levels(const std::vector<LatencyPoint>& points,
                                                const std::vector<CacheLevel>& caches) {
    constexpr double kMinStep = 1.3;
    const std::size_t n = points.size();
    std::vector<LatencyLevel> levels;
    if (n == 0) return levels;

    // Pool adjacent violators on log(ns): the least-squares non-decreasing fit.
    struct Block {
        double sum;
        std::size_t count;
    };
    std::vector<Block> blocks;
    for (const LatencyPoint& p : points) {
        blocks.push_back({std::log(std::max(p.ns, 1e-12)), 1});
        while (blocks.size() > 1) {
            const Block& hi = blocks[blocks.size() - 1];
            const Block& lo = blocks[blocks.size() - 2];
            if (lo.sum / static_cast<double>(lo.count) <= hi.sum / static_cast<double>(hi.count)) {
                break;
            }
            const Block merged{lo.sum + hi.sum, lo.count + hi.count};
            blocks.pop_back();
            blocks.back() = merged;
        }
    }
    std::vector<double> fit;
    for (const Block& blk : blocks) {
        fit.insert(fit.end(), blk.count, blk.sum / static_cast<double>(blk.count));
    }

    std::size_t cache_count = 0;
    for (const CacheLevel& c : caches) {
        if (c.type != "Instruction" && c.size_bytes > 0) ++cache_count;
    }
    const std::size_t max_cuts = cache_count > 0 ? cache_count : 3;

    // Steps between i and i+1, largest first; keep the max_cuts largest that are >= kMinStep.
    std::vector<std::pair<double, std::size_t>> steps;
    for (std::size_t i = 0; i + 1 < n; ++i) {
        const double step = fit[i + 1] - fit[i];
        if (step >= std::log(kMinStep)) steps.emplace_back(step, i);
    }
    std::sort(steps.begin(), steps.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    // Take steps largest first until there are max_cuts boundaries; steps at neighbouring
    // indices form ONE boundary whose inner points are a transition (a working set partly
    // in each level) and belong to no level.
    std::vector<std::size_t> cuts;  // a level ends at index cut
    auto boundaries = [&cuts] {
        std::size_t count = 0;
        for (std::size_t k = 0; k < cuts.size(); ++k) {
            if (k == 0 || cuts[k] != cuts[k - 1] + 1) ++count;
        }
        return count;
    };
    for (const auto& step : steps) {
        std::vector<std::size_t> saved = cuts;
        cuts.insert(std::upper_bound(cuts.begin(), cuts.end(), step.second), step.second);
        if (boundaries() > max_cuts) cuts = std::move(saved);
    }
    cuts.push_back(n - 1);

    std::size_t begin = 0;
    std::size_t k = 0;  // levels so far
    for (std::size_t c = 0; c < cuts.size(); ++c) {
        const std::size_t end = cuts[c];
        if (c > 0 && end == cuts[c - 1] + 1 && c + 1 < cuts.size()) {
            begin = end + 1;  // a transition point between two levels
            continue;
        }
        std::vector<double> ns;
        for (std::size_t i = begin; i <= end; ++i) ns.push_back(points[i].ns);
        std::sort(ns.begin(), ns.end());
        const std::size_t m = ns.size();
        const double median = m % 2 ? ns[m / 2] : 0.5 * (ns[m / 2 - 1] + ns[m / 2]);
        std::string label;
        if (cache_count == 0) {
            label = "level " + std::to_string(k + 1);
        } else if (k < cache_count) {
            label = "L" + std::to_string(k + 1);
        } else {
            label = "DRAM";
        }
        levels.push_back({std::move(label), points[begin].bytes, points[end].bytes, median});
        begin = end + 1;
        ++k;
    }
    return levels;
}

std::vector<CacheLevel> read_cache_levels(const std::string& dir) {
    std::vector<CacheLevel> out;
    std::error_code ec;
    std::filesystem::directory_iterator it(dir, ec);
    if (ec) return out;
    for (const auto& entry : it) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("index", 0) != 0) continue;
        const std::string level = read_first_line((entry.path() / "level").string());
        const std::string type = read_first_line((entry.path() / "type").string());
        const std::uint64_t size =
            parse_cache_size(read_first_line((entry.path() / "size").string()));
        if (level.empty() || size == 0) continue;
        CacheLevel c;
        try {
            c.level = std::stoi(level);
        } catch (const std::exception&) {
            continue;
        }
        c.type = type.empty() ? std::string("Unified") : type;
        c.size_bytes = size;
        out.push_back(std::move(c));
    }
    std::sort(out.begin(), out.end(), [](const CacheLevel& a, const CacheLevel& b) {
        return std::tie(a.level, a.type) < std::tie(b.level, b.type);
    });
    return out;
}

// --- run_probe --------------------------------------------------------------------------

ProbeResult run_probe(const ProbeOptions& options) {
    ProbeResult r;
    r.quick = options.quick;
    const auto t0 = Clock::now();
    struct StepDef {
        Step bit;
        const char* name;
        double weight;  // rough share of the full probe's time
        void (*fn)(ProbeResult&, Context&);
    };
    static const StepDef steps[] = {
        {kStepSystem, "system", 0.5, [](ProbeResult& r, Context&) { probe_system(r); }},
        {kStepLatency, "memory latency", 30, probe_latency},
        {kStepBandwidth, "memory bandwidth", 30, probe_bandwidth},
        {kStepGemm, "gemm", 8, probe_gemm},
        {kStepThreads, "threads", 2, probe_threads},
        {kStepDisk, "disk", 25, probe_disk},
        {kStepGpu, "gpu copies", 5, probe_gpu},
    };
    double total = 0;
    for (const StepDef& s : steps) {
        if (options.steps & s.bit) total += s.weight;
    }
    Context ctx(options, total);
    if (!(options.steps & kStepGpu)) r.gpu_absent_reason = "not probed";
    // The later steps size their buffers from the cache sizes and use all cores.
    if (!(options.steps & kStepSystem)) {
        r.cores = logical_cores();
        r.cache_levels = read_cache_levels();
    }

    for (const StepDef& s : steps) {
        if (!(options.steps & s.bit)) continue;
        if (ctx.cancel_requested()) {
            r.cancelled = true;
            break;
        }
        try {
            ctx.begin_step(s.name, s.weight);
            s.fn(r, ctx);
            ctx.end_step();
        } catch (const Cancelled&) {
            r.cancelled = true;
            break;
        } catch (const std::exception& e) {
            r.errors.push_back(std::string(s.name) + ": " + e.what());
            ctx.end_step();
        }
    }
    if (r.cancelled && (options.steps & kStepGpu) && r.gpu_absent_reason.empty() && !r.h2d_gbs) {
        r.gpu_absent_reason = "cancelled before the GPU step";
    }
    // A latency step cut short still gets its levels from the sizes it measured.
    if (r.latency_levels.empty() && !r.latency.empty()) {
        r.latency_levels = detect_latency_levels(r.latency, r.cache_levels);
    }
    r.seconds = seconds_since(t0);
    if (!r.cancelled && options.progress) options.progress("done", 1.0);
    return r;
}

// --- DeviceSpec-like view ---------------------------------------------------------------

MeasuredCpu device_spec_from_probe(const ProbeResult& r) {
    MeasuredCpu m;
    m.name =
        "this machine (" + (r.cpu_model.empty() ? std::string("unknown CPU") : r.cpu_model) + ")";
    m.kind = DeviceType::CPU;
    m.cores = r.cores;
    m.peak_flops = r.gemm_gflops.value_or(0) * 1e9;
    m.mem_bandwidth = r.mem_bw_gbs.value_or(0) * 1e9;
    m.memory_capacity = static_cast<double>(r.mem_total_bytes);
    m.source = "measured by the hardware probe (GEMM float32, STREAM triad, MemTotal";
    if (r.thread_wakeup_ns) {
        m.launch_latency = *r.thread_wakeup_ns * 1e-9;
        m.source += ", thread wake-up as launch latency)";
    } else {
        m.launch_latency = 1e-6;
        m.source += "; launch latency assumed 1 us)";
    }
    return m;
}

// --- JSON -------------------------------------------------------------------------------

json::Value ProbeResult::to_json() const {
    json::Value v = json::Value::object();
    v.set("format", "asynclab-hwprobe");
    v.set("version", 1);
    v.set("cancelled", cancelled);
    v.set("quick", quick);
    v.set("seconds", seconds);
    v.set("cores", cores);
    v.set("cpu_model", cpu_model);
    v.set("mem_total_bytes", mem_total_bytes);
    json::Value caches = json::Value::array();
    for (const CacheLevel& c : cache_levels) {
        json::Value e = json::Value::object();
        e.set("level", c.level);
        e.set("type", c.type);
        e.set("bytes", c.size_bytes);
        caches.push_back(std::move(e));
    }
    v.set("cache_levels", std::move(caches));
    json::Value lat = json::Value::array();
    for (const LatencyPoint& p : latency) {
        json::Value e = json::Value::object();
        e.set("bytes", p.bytes);
        e.set("ns", p.ns);
        lat.push_back(std::move(e));
    }
    v.set("latency_ns", std::move(lat));
    json::Value lv = json::Value::array();
    for (const LatencyLevel& l : latency_levels) {
        json::Value e = json::Value::object();
        e.set("label", l.label);
        e.set("from_bytes", l.from_bytes);
        e.set("to_bytes", l.to_bytes);
        e.set("ns", l.ns);
        lv.push_back(std::move(e));
    }
    v.set("latency_levels", std::move(lv));
    v.set("latency_huge_pages", latency_huge_pages);
    for (const OptionalField& f : kOptionalFields) {
        if (const auto& value = this->*f.member; value && std::isfinite(*value)) {
            v.set(f.key, *value);
        }
    }
    v.set("mem_bw_buffer_bytes", mem_bw_buffer_bytes);
    v.set("mem_bw_threads", mem_bw_threads);
    v.set("gemm_n", gemm_n);
    v.set("gemm_threads", gemm_threads);
    v.set("gemm_backend", gemm_backend);
    v.set("disk_method", disk_method);
    v.set("disk_file_bytes", disk_file_bytes);
    json::Value gpu = json::Value::object();
    gpu.set("available", gpu_available);
    if (!gpu_absent_reason.empty()) gpu.set("reason", gpu_absent_reason);
    if (!gpu_name.empty()) gpu.set("name", gpu_name);
    gpu.set("copy_bytes", gpu_copy_bytes);
    v.set("gpu", std::move(gpu));
    json::Value errs = json::Value::array();
    for (const std::string& e : errors) errs.push_back(e);
    v.set("errors", std::move(errs));
    return v;
}

ProbeResult ProbeResult::from_json(const json::Value& v) {
    if (!v.is_object()) throw json::TypeError("hardware probe: expected a JSON object");
    ProbeResult r;
    auto get = [&](const char* key) -> const json::Value* {
        const json::Value* x = v.find(key);
        return x && !x->is_null() ? x : nullptr;
    };
    if (auto* x = get("cancelled")) r.cancelled = x->as_bool();
    if (auto* x = get("quick")) r.quick = x->as_bool();
    if (auto* x = get("seconds")) r.seconds = x->as_double();
    if (auto* x = get("cores")) r.cores = static_cast<int>(x->as_int64());
    if (auto* x = get("cpu_model")) r.cpu_model = x->as_string();
    if (auto* x = get("mem_total_bytes")) r.mem_total_bytes = x->as_uint64();
    if (auto* x = get("cache_levels")) {
        for (const json::Value& e : x->as_array()) {
            r.cache_levels.push_back({static_cast<int>(e.int64_or("level")), e.string_or("type"),
                                      e["bytes"].as_uint64()});
        }
    }
    if (auto* x = get("latency_ns")) {
        for (const json::Value& e : x->as_array()) {
            r.latency.push_back({e["bytes"].as_uint64(), e["ns"].as_double()});
        }
    }
    if (auto* x = get("latency_levels")) {
        for (const json::Value& e : x->as_array()) {
            LatencyLevel l;
            l.label = e.string_or("label");
            l.from_bytes = e["from_bytes"].as_uint64();
            l.to_bytes = e["to_bytes"].as_uint64();
            l.ns = e["ns"].as_double();
            r.latency_levels.push_back(std::move(l));
        }
    }
    if (auto* x = get("latency_huge_pages")) r.latency_huge_pages = x->as_bool();
    for (const OptionalField& f : kOptionalFields) {
        if (auto* x = get(f.key)) r.*f.member = x->as_double();
    }
    if (auto* x = get("mem_bw_buffer_bytes")) r.mem_bw_buffer_bytes = x->as_uint64();
    if (auto* x = get("mem_bw_threads")) r.mem_bw_threads = static_cast<int>(x->as_int64());
    if (auto* x = get("gemm_n")) r.gemm_n = static_cast<int>(x->as_int64());
    if (auto* x = get("gemm_threads")) r.gemm_threads = static_cast<int>(x->as_int64());
    if (auto* x = get("gemm_backend")) r.gemm_backend = x->as_string();
    if (auto* x = get("disk_method")) r.disk_method = x->as_string();
    if (auto* x = get("disk_file_bytes")) r.disk_file_bytes = x->as_uint64();
    if (auto* g = get("gpu")) {
        if (auto* x = g->find("available"); x && !x->is_null()) r.gpu_available = x->as_bool();
        r.gpu_absent_reason = g->string_or("reason");
        r.gpu_name = g->string_or("name");
        if (auto* x = g->find("copy_bytes"); x && !x->is_null()) r.gpu_copy_bytes = x->as_uint64();
    }
    if (auto* x = get("errors")) {
        for (const json::Value& e : x->as_array()) r.errors.push_back(e.as_string());
    }
    return r;
}

}  // namespace asynclab::hw
