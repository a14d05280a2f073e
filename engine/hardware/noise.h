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
//   - Passing a cache line between two cores: two threads, one on each, spin and answer
//     each other through one variable. On a virtual machine this is where the host shows
//     most: it may place the two virtual CPUs on one physical core's two hardware threads,
//     or on cores that share no cache, and moves them between such places as it pleases
//     (on the machine this was written on, about 50 ns a pass and about 170 ns, changing
//     every second or so).
//     Every handoff between the front end and a worker pays a few such passes, so the
//     engine's own figures (a push, a sync point) move with it by as much.
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
    /// measure_cross_core_seconds() (0 on a single core).
    double cross_core_seconds = 0;
};

/// Seconds for one cache line to pass from one allowed core to another while both threads
/// spin: half of a round trip, the median over `batches` of `round_trips` each (a batch in
/// which either thread lost its core moves the median little). About batches x
/// round_trips x 2 passes, a millisecond or so, so that a benchmark can take it around
/// every run it times; at most a quarter of a second wherever the two threads end up
/// sharing a core. 0 with fewer than two cores, or where the system does not let a thread
/// choose its core.
double measure_cross_core_seconds(int batches = 21, int round_trips = 100);

/// Two cross-core times within this factor of each other were taken with the cores placed
/// alike: on the machine the probe was written on, the host's two placements differ by 3
/// to 4 times (about 50 and 170 ns), and the probes of one placement by up to 1.6 times.
inline constexpr double kSamePlacementRatio = 2.0;
/// Whether two measure_cross_core_seconds() figures come from one placement of the cores:
/// within kSamePlacementRatio of each other, or both 0 (not measured).
bool same_placement(double a_seconds, double b_seconds);

/// Runs the probes (about spin_window + wakeups x (idle + round trip)); nothing else in
/// the process should be busy meanwhile.
MachineNoise measure_machine_noise(const NoiseOptions& options = {});

}  // namespace asynclab::hw
