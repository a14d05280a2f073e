#include "engine/core/observer.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

#include <cmath>
#include <cstdint>
#include <fstream>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace asynclab {

double EngineObserver::tsc_ns_per_tick() {
#if defined(ASYNCLAB_PROFILER_TSC)
    static const double scale = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        if (!__get_cpuid(0x80000007u, &a, &b, &c, &d) || !(d & (1u << 8))) return 0.0;
        // The kernel only keeps time with the counter when it found it synchronized across
        // CPUs and stable: rely on its judgement.
        std::ifstream source("/sys/devices/system/clocksource/clocksource0/current_clocksource");
        std::string name;
        if (!(source >> name) || name != "tsc") return 0.0;
        using Clock = std::chrono::steady_clock;
        // A (counter, steady time) pair, taken where the two reads bracket the counter the
        // tightest among a few tries.
        auto pair = [] {
            std::uint64_t best_tick = 0;
            double best_ns = 0, best_gap = 1e18;
            for (int i = 0; i < 16; ++i) {
                const auto t0 = Clock::now();
                _mm_lfence();
                const std::uint64_t tick = __rdtsc();
                _mm_lfence();
                const auto t1 = Clock::now();
                const double gap = std::chrono::duration<double, std::nano>(t1 - t0).count();
                if (gap < best_gap) {
                    best_gap = gap;
                    best_tick = tick;
                    best_ns =
                        std::chrono::duration<double, std::nano>(t0.time_since_epoch()).count() +
                        gap / 2;
                }
            }
            return std::pair{best_tick, best_ns};
        };
        const auto [tick0, ns0] = pair();
        // 5 ms: a bracket of ~20 ns gives a rate good to a few parts per million.
        const auto until = Clock::now() + std::chrono::milliseconds(5);
        while (Clock::now() < until) {
        }
        const auto [tick1, ns1] = pair();
        if (tick1 <= tick0 || ns1 <= ns0) return 0.0;
        return (ns1 - ns0) / static_cast<double>(tick1 - tick0);
    }();
    return scale;
#else
    return 0.0;
#endif
}

namespace {
std::uint64_t tsc_now() {
#if defined(ASYNCLAB_PROFILER_TSC)
    _mm_lfence();
    return __rdtsc();
#else
    return 0;
#endif
}
}  // namespace

EngineObserver::EngineObserver(std::function<TimeNs()> clock)
    : epoch_(std::chrono::steady_clock::now()),
      tsc_scale_(clock ? 0 : std::llround(tsc_ns_per_tick() * 4294967296.0)),
      tsc_epoch_(tsc_now()),
      clock_(std::move(clock)) {}

EngineObserver::~EngineObserver() = default;

struct EngineObserver::PendingOps {
    struct Pushed {
        OpSample op;
        std::string name;
        std::vector<OpId> waited_on;
    };
    std::map<std::pair<std::uint32_t, OpId>, Pushed> pushed;
};

void EngineObserver::record_push(std::uint32_t source, const OpSample& op, std::string_view name,
                                 std::span<const OpId> waited_on) {
    std::lock_guard lock(pending_ops_mutex_);
    if (!pending_ops_) pending_ops_ = std::make_unique<PendingOps>();
    pending_ops_->pushed[{source, op.id}] =
        PendingOps::Pushed{op, std::string(name), {waited_on.begin(), waited_on.end()}};
}

void EngineObserver::record_run(const OpRun& run) {
    PendingOps::Pushed p;
    {
        std::lock_guard lock(pending_ops_mutex_);
        if (!pending_ops_) return;
        const auto it = pending_ops_->pushed.find({run.source, run.id});
        if (it == pending_ops_->pushed.end()) return;
        p = std::move(it->second);
        pending_ops_->pushed.erase(it);
    }
    p.op.lane = run.lane;
    p.op.start = run.start;
    p.op.end = run.end;
    p.op.failed = run.failed;
    p.op.skipped = run.skipped;
    record_op(p.op, p.name, p.waited_on);
}

}  // namespace asynclab
