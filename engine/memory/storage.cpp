#include "engine/memory/storage.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>

#include "engine/core/observer.h"

namespace asynclab {

namespace {

std::string format_bytes(std::size_t bytes) {
    const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = static_cast<double>(bytes);
    int u = 0;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, u == 0 ? "%.0f %s" : "%.1f %s", v, units[u]);
    return buf;
}

DeviceAllocator host_allocator() {
    return {[](Device, std::size_t bytes) -> void* {
                // 64-byte alignment suits AVX-512 loads and cache lines.
                return std::aligned_alloc(64, bytes);
            },
            [](Device, void* p, std::size_t) { std::free(p); }};
}

}  // namespace

OutOfMemory::OutOfMemory(Device d, std::size_t req, std::size_t used, std::size_t cap,
                         bool refused_by_allocator)
    : std::runtime_error(
          "out of memory on " + d.name() + ": cannot allocate " + format_bytes(req) + " with " +
          format_bytes(used) + " in use" +
          (cap ? " of a " + format_bytes(cap) + " capacity" : std::string()) +
          (!refused_by_allocator ? std::string()
           : d.is_gpu()
               ? "; the GPU has less than that free (its context and other processes hold some)"
               : "; the system refused it")),
      device(d),
      requested(req),
      in_use(used),
      capacity(cap),
      refused(refused_by_allocator) {}

StorageManager::StorageManager(EngineObserver* observer) : observer_(observer) {
    allocators_[static_cast<int>(DeviceType::CPU)] = host_allocator();
}

StorageManager::~StorageManager() {
    std::lock_guard lock(mutex_);
    for (auto& [device, s] : devices_) release_cached_locked(device, s);
}

std::size_t StorageManager::round_size(std::size_t bytes) {
    // Small blocks in 64-byte steps, larger ones in 4 KiB pages.
    if (bytes == 0) return 64;
    if (bytes <= 4096) return (bytes + 63) & ~std::size_t{63};
    return (bytes + 4095) & ~std::size_t{4095};
}

StorageManager::DeviceState& StorageManager::state(Device device) {
    for (int i = 0; i < recent_count_; ++i)
        if (recent_[i].first == device) return *recent_[i].second;
    DeviceState& s = devices_[device];
    if (recent_count_ < kRecentDevices) recent_[recent_count_++] = {device, &s};
    return s;
}

Storage StorageManager::alloc(Device device, std::size_t bytes) {
    const std::size_t size = round_size(bytes);
    // Stamped before the lock is taken: a clock read is no reason to hold it.
    EngineObserver* const observer = recording();
    const bool profile = observer != nullptr;
    const TimeNs when = profile ? observer->stamp() : 0;
    CounterEvent counter;
    void* return_ptr = nullptr;
    {
        std::lock_guard lock(mutex_);
        DeviceState& s = state(device);
        void* ptr = nullptr;
        if (pooled_) {
            auto it = s.pool.find(size);
            if (it != s.pool.end() && !it->second.empty()) {
                ptr = it->second.back();
                it->second.pop_back();
                s.stats.cached -= size;
            }
        }
        if (!ptr) {
            const std::size_t cap = s.stats.capacity;
            if (cap && s.stats.in_use + s.stats.cached + size > cap)
                release_cached_locked(device, s);
            if (cap && s.stats.in_use + size > cap)
                throw OutOfMemory(device, bytes, s.stats.in_use, cap);
            auto alloc_it = allocators_.find(static_cast<int>(device.type));
            if (alloc_it == allocators_.end())
                throw std::runtime_error("no memory allocator for " + device.name());
            ptr = alloc_it->second.allocate(device, size);
            if (!ptr) {
                release_cached_locked(device, s);
                ptr = alloc_it->second.allocate(device, size);
            }
            if (!ptr) throw OutOfMemory(device, bytes, s.stats.in_use, cap, true);
            ++s.stats.system_allocations;
            s.stats.system_bytes += size;
        }
        s.stats.in_use += size;
        ++s.stats.allocations;
        if (s.stats.in_use > s.stats.peak) s.stats.peak = s.stats.in_use;
        if (profile) counter = sample(*observer, device, s, when);
        return_ptr = ptr;
    }
    if (profile) observer->record(counter);
    return {return_ptr, size, device};
}

void StorageManager::free(Storage storage) {
    if (!storage.ptr) return;
    EngineObserver* const observer = recording();
    const bool profile = observer != nullptr;
    const TimeNs when = profile ? observer->stamp() : 0;
    CounterEvent counter;
    {
        std::lock_guard lock(mutex_);
        DeviceState& s = state(storage.device);
        s.stats.in_use -= storage.bytes;
        ++s.stats.frees;
        if (pooled_) {
            s.pool[storage.bytes].push_back(storage.ptr);
            s.stats.cached += storage.bytes;
        } else {
            allocators_.at(static_cast<int>(storage.device.type))
                .release(storage.device, storage.ptr, storage.bytes);
        }
        if (profile) counter = sample(*observer, storage.device, s, when);
    }
    if (profile) observer->record(counter);
}

void StorageManager::release_cached_locked(Device device, DeviceState& s) {
    auto& release = allocators_.at(static_cast<int>(device.type)).release;
    for (auto& [size, blocks] : s.pool)
        for (void* p : blocks) release(device, p, size);
    s.pool.clear();
    s.stats.cached = 0;
}

EngineObserver* StorageManager::recording() const {
    EngineObserver* observer = observer_.load(std::memory_order_relaxed);
    return observer && observer->enabled() ? observer : nullptr;
}

void StorageManager::set_observer(EngineObserver* observer) {
    observer_.store(observer, std::memory_order_relaxed);
}

CounterEvent StorageManager::sample(const EngineObserver& observer, Device device, DeviceState& s,
                                    TimeNs when) {
    // Taken under the lock, so that the samples of one device follow one another in time as
    // their values do: a thread that read the clock before another but took the lock after
    // it stamps a nanosecond after the other's time (never the same time, which would leave
    // their order to the sort). Recorded after the lock is released (the profiler never
    // lengthens the critical section). A virtual clock is taken as it is: a simulated run
    // is single-threaded, and many changes fall on one virtual moment.
    if (!observer.virtual_clock()) when = std::max(when, s.last_sample + 1);
    s.last_sample = when;
    return CounterEvent{CounterKind::MemoryBytes, device, when,
                        static_cast<double>(s.stats.in_use)};
}

void StorageManager::set_pooled(bool pooled) {
    std::lock_guard lock(mutex_);
    pooled_ = pooled;
    if (!pooled)
        for (auto& [device, s] : devices_) release_cached_locked(device, s);
}

bool StorageManager::pooled() const {
    std::lock_guard lock(mutex_);
    return pooled_;
}

void StorageManager::set_capacity(Device device, std::size_t bytes) {
    std::lock_guard lock(mutex_);
    state(device).stats.capacity = bytes;
}

void StorageManager::set_allocator(DeviceType type, DeviceAllocator allocator) {
    std::lock_guard lock(mutex_);
    allocators_[static_cast<int>(type)] = std::move(allocator);
}

MemoryStats StorageManager::stats(Device device) const {
    std::lock_guard lock(mutex_);
    auto it = devices_.find(device);
    return it == devices_.end() ? MemoryStats{} : it->second.stats;
}

std::vector<Device> StorageManager::devices() const {
    std::lock_guard lock(mutex_);
    std::vector<Device> out;
    for (auto& [d, s] : devices_) out.push_back(d);
    std::sort(out.begin(), out.end());
    return out;
}

void StorageManager::release_cached(Device device) {
    std::lock_guard lock(mutex_);
    release_cached_locked(device, state(device));
}

void StorageManager::reset_peak(Device device) {
    std::lock_guard lock(mutex_);
    auto& st = state(device).stats;
    st.peak = st.in_use;
}

}  // namespace asynclab
