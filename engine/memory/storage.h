// Per-device storage manager: exact accounting of bytes in use, peak and allocation
// counts, an optional pool that reuses freed blocks, and a capacity limit that raises the
// out-of-memory error a real device would. Every change emits a memory counter event.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <stdexcept>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/core/device.h"
#include "engine/core/spin.h"
#include "engine/profiler/events.h"

namespace asynclab {

class EngineObserver;

struct Storage {
    void* ptr = nullptr;
    std::size_t bytes = 0;  ///< capacity of the block (requested size rounded up)
    Device device;
    explicit operator bool() const { return ptr != nullptr; }
};

class OutOfMemory : public std::runtime_error {
  public:
    /// `refused`: within the capacity, but the device's allocator had not that much free
    /// (on a GPU its context and other processes hold memory too).
    OutOfMemory(Device device, std::size_t requested, std::size_t in_use, std::size_t capacity,
                bool refused = false);
    Device device;
    std::size_t requested, in_use, capacity;
    bool refused;
};

struct MemoryStats {
    std::size_t in_use = 0;                ///< bytes held by live blocks
    std::size_t peak = 0;                  ///< highest in_use since the last reset
    std::size_t cached = 0;                ///< freed bytes kept in the pool
    std::size_t capacity = 0;              ///< 0: unlimited
    std::uint64_t allocations = 0;         ///< blocks handed out
    std::uint64_t system_allocations = 0;  ///< blocks obtained from the system
    std::uint64_t system_bytes = 0;        ///< their bytes, all together
    std::uint64_t frees = 0;
};

/// Raw allocation functions of a device kind (the CPU's by default; the GPU module's).
struct DeviceAllocator {
    std::function<void*(Device, std::size_t)> allocate;  ///< nullptr on failure
    std::function<void(Device, void*, std::size_t)> release;
};

class StorageManager {
  public:
    /// Every change records a memory counter event into `observer` (when it is enabled).
    explicit StorageManager(EngineObserver* observer = nullptr);
    ~StorageManager();
    StorageManager(const StorageManager&) = delete;
    StorageManager& operator=(const StorageManager&) = delete;

    /// Throws OutOfMemory when the device's capacity would be exceeded (after dropping
    /// the pool) or the system refuses.
    Storage alloc(Device device, std::size_t bytes);
    void free(Storage storage);

    /// Where the memory counter events go from now on (nullptr: nowhere).
    void set_observer(EngineObserver* observer);
    void set_pooled(bool pooled);
    bool pooled() const;
    void set_capacity(Device device, std::size_t bytes);
    void set_allocator(DeviceType type, DeviceAllocator allocator);

    MemoryStats stats(Device device) const;
    std::vector<Device> devices() const;
    void release_cached(Device device);
    void reset_peak(Device device);

    /// Block size actually reserved for a request (pool size classes).
    static std::size_t round_size(std::size_t bytes);

  private:
    struct DeviceState {
        MemoryStats stats;
        std::map<std::size_t, std::vector<void*>> pool;  ///< size -> free blocks
        TimeNs last_sample = 0;  ///< the time of the latest memory counter event
    };
    DeviceState& state(Device device);
    void release_cached_locked(Device device, DeviceState& s);
    /// The observer a change records a memory counter event into (null: none, or it is
    /// off). It is stamped with the observer's stamp(): the start of the op that allocates,
    /// the end of the op whose completion ran the free, or else the clock.
    EngineObserver* recording() const;
    CounterEvent sample(const EngineObserver& observer, Device device, DeviceState& s, TimeNs when);

    std::atomic<EngineObserver*> observer_;
    mutable SpinMutex mutex_;  ///< a worker allocates as the front end frees: short, contended
    bool pooled_ = true;
    int recent_count_ = 0;
    /// The first devices' states, found by a scan beside the mutex rather than a hash lookup
    /// that reads a node the other thread wrote last (a worker allocates as the front end
    /// frees). The map's nodes never move: the pointers stay valid.
    static constexpr int kRecentDevices = 3;
    std::pair<Device, DeviceState*> recent_[kRecentDevices]{};
    std::unordered_map<Device, DeviceState> devices_;
    std::unordered_map<int, DeviceAllocator> allocators_;
};

}  // namespace asynclab
