// How much a shared machine disturbs timings right now (namespace asynclab::hw).
//
// Two short probes, for benchmarks to say when their figures were taken on a disturbed
// machine:
//   - CPU time lost: one thread per logical core spins on the clock for a while; every gap
//     between two reads longer than a threshold is time that core spent elsewhere (another
//     process, the kernel, or, on a virtual machine, the host running another guest).
//   - Waking an idle core: a thread sleeps in a futex wait on one core while another, after
//     sleeping itself, wakes it and waits for its answer. On a quiet machine that costs a
//     few microseconds each way; a core in a deep idle state, or a virtual CPU the host has
//     descheduled while it idled, takes tens of microseconds to milliseconds. Every engine
//     timing that includes a sleeping thread (a worker woken for an op, a front end woken
//     at a sync point after its spin) pays that.
//
//   hw::NoiseOptions opt;                       // 200 ms of spinning, 200 wake-ups
//   hw::MachineNoise n = hw::measure_machine_noise(opt);
//   n.cpu_lost_fraction, n.longest_stall_seconds, n.idle_wake_seconds
#pragma once

#include <chrono>
#include <vector>

namespace asynclab::hw {

/// Sums the gaps longer than a threshold in a thread's successive clock reads.
class GapCounter {
  public:
    explicit GapCounter(double threshold_seconds) : threshold_(threshold_seconds) {}
    /// The next clock read, in seconds (non-decreasing).
    void add(double t) {
        if (have_last_) {
            const double gap = t - last_;
            if (gap > threshold_) {
                lost_ += gap;
                if (gap > longest_) longest_ = gap;
                ++stalls_;
            }
        } else {
            first_ = t;
            have_last_ = true;
        }
        last_ = t;
    }
    /// Seconds lost in gaps above the threshold.
    double lost() const { return lost_; }
    /// The longest gap above the threshold (0: none).
    double longest() const { return longest_; }
    int stalls() const { return stalls_; }
    /// Seconds from the first read to the last.
    double span() const { return have_last_ ? last_ - first_ : 0; }
    /// lost() / span() (0 before two reads).
    double lost_fraction() const { return span() > 0 ? lost_ / span() : 0; }

  private:
    double threshold_;
    double first_ = 0, last_ = 0;
    bool have_last_ = false;
    double lost_ = 0, longest_ = 0;
    int stalls_ = 0;
};

struct NoiseOptions {
    /// How long each core's thread spins on the clock.
    std::chrono::milliseconds spin_window{200};
    /// A gap between two clock reads longer than this is time the core spent elsewhere.
    std::chrono::microseconds stall_threshold{10};
    /// Wake-ups timed; each follows `idle` of both threads sleeping.
    int wakeups = 200;
    std::chrono::microseconds idle{200};
};

/// The logical CPUs this process may run on (its affinity), in increasing order; {0} when
/// the system does not say.
std::vector<int> allowed_cpus();
/// Keeps the calling thread on logical CPU `cpu`; false when the system refuses.
bool pin_this_thread(int cpu);

struct MachineNoise {
    int cores = 0;  ///< threads that spun: one per allowed logical CPU (allowed_cpus)
    double cpu_lost_fraction = 0;  ///< mean over the cores of lost / window
    double worst_core_lost_fraction = 0;
    double longest_stall_seconds = 0;  ///< the longest gap on any core
    /// Median of half a round trip in which each side wakes the other from a futex wait
    /// after `idle` asleep: one wake-up of an idle core (0 on a single core, where the two
    /// threads share it).
    double idle_wake_seconds = 0;
    double idle_wake_p90_seconds = 0;
};

/// Runs both probes (about spin_window + wakeups x (idle + round trip)); nothing else in
/// the process should be busy meanwhile.
MachineNoise measure_machine_noise(const NoiseOptions& options = {});

}  // namespace asynclab::hw
