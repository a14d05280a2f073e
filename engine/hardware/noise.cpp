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
        cpu_set_t saved;
        const bool restore = pthread_getaffinity_np(pthread_self(), sizeof saved, &saved) == 0;
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
        // The calling thread goes back to the cores it had.
        if (restore) (void)pthread_setaffinity_np(pthread_self(), sizeof saved, &saved);
        out.idle_wake_seconds = percentile(half_trips, 0.5);
        out.idle_wake_p90_seconds = percentile(half_trips, 0.9);
    }
    return out;
}

}  // namespace asynclab::hw
