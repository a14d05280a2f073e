#include "engine/profiler/profiler.h"

#include <unistd.h>
#include <algorithm>
#include <cstdio>

namespace asynclab {

namespace {

std::atomic<std::uint64_t> next_profiler_uid{1};

struct BufferCache {
    std::uint64_t uid = 0;
    void* buffer = nullptr;
};
thread_local BufferCache tls_buffer;

/// Merges the consecutive sorted runs [runs[i], runs[i+1]) of `v` by `key`, pairwise.
template <typename T, typename Key>
void merge_runs(std::vector<T>& v, std::vector<std::size_t> runs, Key key) {
    auto less = [&](const T& a, const T& b) { return key(a) < key(b); };
    while (runs.size() > 2) {
        std::vector<std::size_t> next{0};
        for (std::size_t i = 0; i + 1 < runs.size(); i += 2) {
            const std::size_t lo = runs[i], mid = runs[i + 1];
            const std::size_t hi = i + 2 < runs.size() ? runs[i + 2] : mid;
            if (hi != mid)
                std::inplace_merge(v.begin() + static_cast<std::ptrdiff_t>(lo),
                                   v.begin() + static_cast<std::ptrdiff_t>(mid),
                                   v.begin() + static_cast<std::ptrdiff_t>(hi), less);
            next.push_back(hi);
        }
        runs = std::move(next);
    }
}

}  // namespace

Profiler::Profiler(std::chrono::milliseconds interval, std::function<TimeNs()> clock)
    : uid_(next_profiler_uid.fetch_add(1)),
      epoch_(std::chrono::steady_clock::now()),
      interval_(interval),
      clock_(std::move(clock)) {
    collector_ = std::thread([this] { collector_loop(); });
}

Profiler::~Profiler() {
    {
        std::lock_guard lock(stop_mutex_);
        stop_ = true;
    }
    stop_cv_.notify_all();
    collector_.join();
    collect();
}

Profiler::ThreadBuffer& Profiler::buffer() {
    if (tls_buffer.uid == uid_) return *static_cast<ThreadBuffer*>(tls_buffer.buffer);
    std::lock_guard lock(buffers_mutex_);
    const auto self = std::this_thread::get_id();
    ThreadBuffer* found = nullptr;
    for (auto& [id, buf] : buffers_)
        if (id == self) found = buf.get();
    if (!found) {
        buffers_.emplace_back(self, std::make_unique<ThreadBuffer>());
        found = buffers_.back().second.get();
    }
    tls_buffer = {uid_, found};
    return *found;
}

void Profiler::record(OpEvent&& event) {
    auto& b = buffer();
    std::lock_guard lock(b.mutex);
    b.events.ops.push_back(std::move(event));
}

void Profiler::record(SyncEvent&& event) {
    auto& b = buffer();
    std::lock_guard lock(b.mutex);
    b.events.syncs.push_back(std::move(event));
}

void Profiler::record(const CounterEvent& event) {
    auto& b = buffer();
    std::lock_guard lock(b.mutex);
    b.events.counters.push_back(event);
}

int Profiler::subscribe(Subscriber subscriber) {
    std::lock_guard lock(subscribers_mutex_);
    const int id = next_subscriber_++;
    subscribers_.emplace_back(id, std::make_shared<Subscriber>(std::move(subscriber)));
    return id;
}

void Profiler::unsubscribe(int id) {
    // Takes the collect lock so that no delivery to this subscriber is in progress once
    // unsubscribe returns: a consumer may destroy itself right after.
    std::lock_guard collecting(collect_mutex_);
    std::lock_guard lock(subscribers_mutex_);
    std::erase_if(subscribers_, [id](const auto& s) { return s.first == id; });
}

void Profiler::set_queue_depth_sampler(Sampler sampler) {
    std::lock_guard lock(subscribers_mutex_);
    queue_sampler_ = sampler ? std::make_shared<Sampler>(std::move(sampler)) : nullptr;
}

void Profiler::collector_loop() {
    std::unique_lock lock(stop_mutex_);
    while (!stop_) {
        stop_cv_.wait_for(lock, interval_);
        if (stop_) break;
        lock.unlock();
        collect();
        lock.lock();
    }
}

void Profiler::flush() {
    collect();
}

void Profiler::collect() {
    std::lock_guard collecting(collect_mutex_);
    EventBatch batch;
    {
        std::vector<ThreadBuffer*> buffers;
        {
            std::lock_guard lock(buffers_mutex_);
            for (auto& [id, buf] : buffers_) buffers.push_back(buf.get());
        }
        // Each thread records in time order, so every buffer is a sorted run: merge the
        // runs instead of sorting the whole batch.
        std::vector<std::size_t> op_runs{0}, sync_runs{0}, counter_runs{0};
        for (ThreadBuffer* b : buffers) {
            EventBatch taken;
            {
                std::lock_guard lock(b->mutex);
                std::swap(taken, b->events);
                // Hand back room for as many events as last time: no regrowth per tick.
                b->events.ops.reserve(taken.ops.size());
                b->events.counters.reserve(taken.counters.size());
            }
            auto append = [](auto& into, auto& from, std::vector<std::size_t>& runs) {
                if (from.empty()) return;
                into.insert(into.end(), std::make_move_iterator(from.begin()),
                            std::make_move_iterator(from.end()));
                runs.push_back(into.size());
            };
            append(batch.ops, taken.ops, op_runs);
            append(batch.syncs, taken.syncs, sync_runs);
            append(batch.counters, taken.counters, counter_runs);
        }
        merge_runs(batch.ops, op_runs, [](const OpEvent& e) { return e.end; });
        merge_runs(batch.syncs, sync_runs, [](const SyncEvent& e) { return e.begin; });
        merge_runs(batch.counters, counter_runs, [](const CounterEvent& e) { return e.ts; });
    }
    std::shared_ptr<Sampler> sampler;
    std::vector<std::shared_ptr<Subscriber>> subscribers;
    {
        std::lock_guard lock(subscribers_mutex_);
        sampler = queue_sampler_;
        for (auto& [id, s] : subscribers_) subscribers.push_back(s);
    }
    if (enabled() && !clock_) {
        const TimeNs t = now();
        if (sampler) batch.counters.push_back({CounterKind::QueueDepth, {}, t, (*sampler)()});
        // Resident memory changes slowly and costs a read of /proc: sample at 20 Hz at most.
        if (sample_resident_.load() && t - last_resident_sample_ >= 50'000'000) {
            batch.counters.push_back({CounterKind::ResidentBytes, {}, t, resident_bytes()});
            last_resident_sample_ = t;
        }
    }
    // The sampled counters are the newest events: appending keeps the order.
    if (batch.empty()) return;

    auto shared = std::make_shared<const EventBatch>(std::move(batch));
    if (keep_history_.load()) {
        std::lock_guard lock(history_mutex_);
        history_.push_back(shared);
    }
    for (auto& s : subscribers) (*s)(shared);
}

EventBatch Profiler::history() const {
    std::vector<std::shared_ptr<const EventBatch>> batches;
    {
        std::lock_guard lock(history_mutex_);
        batches = history_;
    }
    EventBatch all;
    for (auto& b : batches) {
        all.ops.insert(all.ops.end(), b->ops.begin(), b->ops.end());
        all.syncs.insert(all.syncs.end(), b->syncs.begin(), b->syncs.end());
        all.counters.insert(all.counters.end(), b->counters.begin(), b->counters.end());
    }
    // Each batch is sorted, but batches may overlap in time (a thread can record an early
    // event after the collector passed it): sort the whole, stably.
    std::stable_sort(all.ops.begin(), all.ops.end(),
                     [](const OpEvent& a, const OpEvent& b) { return a.end < b.end; });
    std::stable_sort(all.syncs.begin(), all.syncs.end(),
                     [](const SyncEvent& a, const SyncEvent& b) { return a.begin < b.begin; });
    std::stable_sort(all.counters.begin(), all.counters.end(),
                     [](const CounterEvent& a, const CounterEvent& b) { return a.ts < b.ts; });
    return all;
}

void Profiler::clear_history() {
    std::lock_guard lock(history_mutex_);
    history_ = {};
}

double Profiler::resident_bytes() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    long pages_total = 0, pages_resident = 0;
    const int n = std::fscanf(f, "%ld %ld", &pages_total, &pages_resident);
    std::fclose(f);
    if (n != 2) return 0;
    return static_cast<double>(pages_resident) * static_cast<double>(sysconf(_SC_PAGESIZE));
}

}  // namespace asynclab
