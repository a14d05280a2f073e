// Bounded spinning before a thread sleeps. Putting a thread to sleep on a futex and waking
// it again costs both sides a system call, and the woken thread a trip through the
// scheduler (on a virtual machine an inter-processor interrupt too): tens of microseconds,
// far more than a tiny op. A thread that expects work within microseconds therefore first
// watches for it on its own core for a short, bounded time, and sleeps only if nothing
// came (the spin-then-park idea of TBB's, Taskflow's and OpenMP's workers).
#pragma once

#include <atomic>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>
#include <thread>
#include <utility>

namespace asynclab {

/// The engine's default spin budget (EngineConfig::spin_us), in microseconds: a few times
/// what putting a thread to sleep and waking it costs, so that ops and syncs that follow
/// each other closely never pay it; and the largest budget accepted.
inline constexpr int kDefaultSpinUs = 50;
inline constexpr int kMaxSpinUs = 10000;

/// A spin budget written as a whole number of microseconds in [0, kMaxSpinUs] (command
/// lines, the app's Compare); nullopt for anything else.
inline std::optional<int> parse_spin_us(std::string_view text) {
    int us = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), us);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || us < 0 ||
        us > kMaxSpinUs)
        return std::nullopt;
    return us;
}

/// Tells the core that this thread is busy-waiting (frees pipeline resources for a sibling
/// hyper-thread, saves power).
inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    asm volatile("yield" ::: "memory");
#endif
}

/// Calls `ready()` until it returns true or `budget` has passed; returns the last answer.
/// A zero budget looks once. The thread keeps its core for the whole budget (pause, look,
/// now and then read the clock) and never yields it: on a scheduler that charges a thread
/// for giving its core away (EEVDF, Linux 6.6 on, pushes a yielder's deadline back a time
/// slice per sched_yield), a worker that had yielded to the front end beside it on its core
/// was passed over for a millisecond, while it was still counted on to take the next op and
/// the op sat queued with the other core idle. A thread woken onto this core meanwhile waits
/// at most the budget (EngineConfig::spin_us, 50 us by default), as it would behind any
/// thread that keeps its core, or until `give_up()` (asked every few hundred nanoseconds)
/// says that the spin keeps a thread that matters off the core.
template <typename Ready, typename GiveUp>
bool spin_until(Ready&& ready, std::chrono::nanoseconds budget, GiveUp&& give_up) {
    if (ready()) return true;
    if (budget <= std::chrono::nanoseconds::zero()) return false;
    const auto deadline = std::chrono::steady_clock::now() + budget;
    for (;;) {
        for (int i = 0; i < 16; ++i) {
            cpu_relax();
            if (ready()) return true;
        }
        if (give_up() || std::chrono::steady_clock::now() >= deadline) return ready();
    }
}

/// The same without giving up before the budget is spent.
template <typename Ready>
bool spin_until(Ready&& ready, std::chrono::nanoseconds budget) {
    return spin_until(std::forward<Ready>(ready), budget, [] { return false; });
}

/// A mutex for critical sections of a few dozen instructions that two threads take at
/// nearly the same time (a variable's dependency queue, the storage pool): a waiter spins
/// briefly, then yields its core, and never sleeps on a futex. Waking a sleeping waiter
/// costs the releasing thread a system call, which for the engine's front end was several
/// times the cost of a whole push. Satisfies Lockable (std::lock_guard, std::unique_lock).
class SpinMutex {
  public:
    void lock() {
        for (;;) {
            if (!locked_.exchange(true, std::memory_order_acquire)) return;
            for (int i = 0; locked_.load(std::memory_order_relaxed); ++i) {
                if (i < 128)
                    cpu_relax();
                else
                    std::this_thread::yield();  // the holder may be waiting for this core
            }
        }
    }
    bool try_lock() {
        return !locked_.load(std::memory_order_relaxed) &&
               !locked_.exchange(true, std::memory_order_acquire);
    }
    void unlock() { locked_.store(false, std::memory_order_release); }

  private:
    std::atomic<bool> locked_{false};
};

}  // namespace asynclab
