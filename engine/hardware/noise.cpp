#include "engine/hardware/noise.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace asynclab::hw {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_of(Clock::time_point t) {
    return std::chrono::duration<double>(t.time_since_epoch()).count();
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

}  // namespace

std::vector<int> allowed_cpus() {
    std::vector<int> ids;
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0)
        for (int c = 0; c < CPU_SETSIZE; ++c)
            if (CPU_ISSET(c, &set)) ids.push_back(c);
    if (ids.empty()) ids.push_back(0);  // unknown: the threads then run where they are put
    return ids;
}

bool pin_this_thread(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return pthread_setaffinity_np(pthread_self(), sizeof set, &set) == 0;
}

namespace {

/// Restores the calling thread's affinity when it goes out of scope.
class AffinityGuard {
  public:
    AffinityGuard() {
        saved_ok_ = pthread_getaffinity_np(pthread_self(), sizeof saved_, &saved_) == 0;
    }
    ~AffinityGuard() {
        if (saved_ok_) (void)pthread_setaffinity_np(pthread_self(), sizeof saved_, &saved_);
    }
    AffinityGuard(const AffinityGuard&) = delete;
    AffinityGuard& operator=(const AffinityGuard&) = delete;

  private:
    cpu_set_t saved_{};
    bool saved_ok_ = false;
};

}  // namespace

double measure_cross_core_seconds(int batches, int round_trips) {
    const std::vector<int> cpus = allowed_cpus();
    if (cpus.size() < 2 || batches <= 0 || round_trips <= 0) return 0;
    // One line, written by each side in turn: the caller writes odd values, the answering
    // thread the next even one. The stop flag sits on a line of its own, which the
    // answering thread only reads until the caller sets it (at the end, or when a pass
    // overran the deadline, possibly while an answer was on its way).
    struct alignas(64) Line {
        std::atomic<long> value{0};
    };
    struct alignas(64) Flag {
        std::atomic<bool> stop{false};
    };
    Line line;
    Flag flag;
    std::atomic<bool> pinned{true};
    std::thread responder([&line, &flag, &pinned, cpu = cpus[1]] {
        if (!pin_this_thread(cpu)) pinned.store(false);
        for (long seen = 0;;) {
            long v = line.value.load(std::memory_order_acquire);
            while (v == seen) {
                if (flag.stop.load(std::memory_order_relaxed)) return;
                v = line.value.load(std::memory_order_acquire);
            }
            seen = v + 1;
            line.value.store(seen, std::memory_order_release);
        }
    });
    std::vector<double> per_pass;
    per_pass.reserve(static_cast<std::size_t>(batches));
    {
        const AffinityGuard guard;
        if (!pin_this_thread(cpus[0])) pinned.store(false);
        // Two threads left on one core would pass the line once per time slice: a deadline
        // bounds the probe wherever the system does not keep them apart.
        const auto deadline = Clock::now() + std::chrono::milliseconds(250);
        long next = 1;
        bool late = false;
        // One batch first that does not count: the responder starts up meanwhile.
        for (int b = -1; b < batches && !late; ++b) {
            const auto t0 = Clock::now();
            for (int i = 0; i < round_trips && !late; ++i, next += 2) {
                line.value.store(next, std::memory_order_release);
                for (unsigned spins = 1; line.value.load(std::memory_order_acquire) != next + 1;
                     ++spins)
                    if (spins % 4096 == 0 && Clock::now() > deadline) {
                        late = true;
                        break;
                    }
            }
            const double s = std::chrono::duration<double>(Clock::now() - t0).count();
            if (b >= 0 && !late) per_pass.push_back(s / (2.0 * round_trips));
        }
        flag.stop.store(true, std::memory_order_relaxed);
    }
    responder.join();
    return pinned.load() ? percentile(per_pass, 0.5) : 0;
}

bool same_placement(double a_seconds, double b_seconds) {
    if (a_seconds <= 0 || b_seconds <= 0) return a_seconds <= 0 && b_seconds <= 0;
    return std::max(a_seconds, b_seconds) <= kSamePlacementRatio * std::min(a_seconds, b_seconds);
}

MachineNoise measure_machine_noise(const NoiseOptions& options) {
    MachineNoise out;
    const std::vector<int> cpus = allowed_cpus();
    const int cores = static_cast<int>(cpus.size());
    out.cores = cores;

    // CPU time lost: every core spins on the clock for the window, all at once (a core left
    // idle would take in whatever the others shed).
    {
        const double threshold = std::chrono::duration<double>(options.stall_threshold).count();
        std::vector<GapCounter> counters(static_cast<std::size_t>(cores), GapCounter(threshold));
        std::atomic<int> ready{0};
        std::atomic<bool> go{false};
        std::vector<std::thread> threads;
        for (int c = 0; c < cores; ++c)
            threads.emplace_back([&, c] {
                (void)pin_this_thread(cpus[static_cast<std::size_t>(c)]);
                ready.fetch_add(1);
                while (!go.load(std::memory_order_acquire)) std::this_thread::yield();
                GapCounter& g = counters[static_cast<std::size_t>(c)];
                const auto end = Clock::now() + options.spin_window;
                for (;;) {
                    const auto now = Clock::now();
                    g.add(seconds_of(now));
                    if (now >= end) break;
                }
            });
        while (ready.load() < cores) std::this_thread::yield();
        go.store(true, std::memory_order_release);
        for (auto& t : threads) t.join();
        double sum = 0;
        for (const GapCounter& g : counters) {
            sum += g.lost_fraction();
            out.worst_core_lost_fraction =
                std::max(out.worst_core_lost_fraction, g.lost_fraction());
            out.longest_stall_seconds = std::max(out.longest_stall_seconds, g.longest());
        }
        out.cpu_lost_fraction = sum / cores;
    }

    // Waking an idle core: both threads sleep, then one wakes the other and sleeps until
    // it answers. Two wake-ups per round trip.
    if (cores >= 2 && options.wakeups > 0) {
        std::atomic<int> state{0};  // 0: idle, 1: asked, 2: answered, 3: stop
        std::thread responder([&] {
            (void)pin_this_thread(cpus[1]);
            for (;;) {
                int s = state.load(std::memory_order_acquire);
                while (s == 0 || s == 2) {
                    state.wait(s, std::memory_order_acquire);
                    s = state.load(std::memory_order_acquire);
                }
                if (s == 3) return;
                state.store(2, std::memory_order_release);
                state.notify_one();
            }
        });
        // The calling thread goes back to the cores it had at the end of the scope.
        const AffinityGuard guard;
        (void)pin_this_thread(cpus[0]);
        std::vector<double> half_trips;
        half_trips.reserve(static_cast<std::size_t>(options.wakeups));
        for (int i = 0; i < options.wakeups; ++i) {
            std::this_thread::sleep_for(options.idle);
            const auto t0 = Clock::now();
            state.store(1, std::memory_order_release);
            state.notify_one();
            for (int s = state.load(std::memory_order_acquire); s != 2;
                 s = state.load(std::memory_order_acquire))
                state.wait(s, std::memory_order_acquire);
            half_trips.push_back(std::chrono::duration<double>(Clock::now() - t0).count() / 2);
            state.store(0, std::memory_order_release);
        }
        state.store(3, std::memory_order_release);
        state.notify_one();
        responder.join();
        out.idle_wake_seconds = percentile(half_trips, 0.5);
        out.idle_wake_p90_seconds = percentile(half_trips, 0.9);
    }
    out.cross_core_seconds = measure_cross_core_seconds();
    return out;
}

}  // namespace asynclab::hw
