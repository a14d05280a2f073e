// A recycler of fixed-size blocks for objects that one thread makes and another destroys, at
// the rate of the engine's ops (op blocks: the front end makes them, a worker deletes them).
// Each thread keeps a short stack of free blocks and trades them with a shared list a batch
// at a time, so that a block comes back to the thread that makes the next one within a few
// dozen ops.
//
// Why not the heap's own thread cache: a general allocator sizes its per-thread caches by
// size class, for every kind of object at once. With jemalloc's defaults the class of a
// 408-byte op block keeps 128 blocks per thread, and pushing an empty op took 0.34 us; the
// same block allocated from a class that keeps 32 took 0.25 us, and so did this pool
// (bench push_empty, 2-core machine, 6 alternating runs). How far a block travels before it
// is made again should not depend on which class its size falls in, or on which allocator
// the build links. (MXNet's engine and Taskflow keep their blocks in object pools too.)
//
// Under AddressSanitizer blocks go to the heap and back, so that a use after free is still
// caught.
#pragma once

#include <array>
#include <cstddef>
#include <mutex>
#include <new>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define ASYNCLAB_BLOCK_POOL_OFF 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASYNCLAB_BLOCK_POOL_OFF 1
#endif
#endif

namespace asynclab {

/// Blocks of `Size` bytes aligned to `Align`, for one type's class-specific operator new and
/// delete. Thread-safe; a block may be freed on another thread than the one that took it.
template <std::size_t Size, std::size_t Align>
class BlockPool {
  public:
    /// Free blocks a thread keeps at most.
    static constexpr std::size_t kCache = 32;
    /// Blocks moved to or from the shared list at once.
    static constexpr std::size_t kBatch = 16;
    /// Batches the shared list keeps at most; blocks beyond go back to the heap, so that a
    /// burst of ops in flight does not hold its memory after it.
    static constexpr std::size_t kSharedBatches = 64;

    static void* allocate() {
#ifndef ASYNCLAB_BLOCK_POOL_OFF
        if (!tls_cache_gone) {
            Cache& c = cache();
            if (c.n > 0 || c.refill()) return c.blocks[--c.n];
        }
#endif
        return ::operator new (Size, std::align_val_t{Align});
    }

    static void deallocate(void* block) noexcept {
#ifndef ASYNCLAB_BLOCK_POOL_OFF
        if (!tls_cache_gone) {
            Cache& c = cache();
            if (c.n == kCache) c.spill();
            c.blocks[c.n++] = block;
            return;
        }
#endif
        heap_delete(block);
    }

    /// Blocks in the shared list now (tests).
    static std::size_t shared_blocks() {
        Shared& s = shared();
        std::lock_guard lock(s.mutex);
        return s.batches.size() * kBatch;
    }
    /// Blocks this thread keeps now (tests).
    static std::size_t cached_blocks() {
        return tls_cache_gone ? 0 : cache().n;
    }

  private:
    using Batch = std::array<void*, kBatch>;
    struct Shared {
        std::mutex mutex;
        std::vector<Batch> batches;
    };
    /// Never destroyed: a thread that ends during static destruction (an engine's worker)
    /// still hands its blocks over.
    static Shared& shared() {
        static Shared* s = new Shared;
        return *s;
    }
    static void heap_delete(void* block) noexcept {
        ::operator delete (block, Size, std::align_val_t{Align});
    }

    struct Cache {
        std::array<void*, kCache> blocks{};
        std::size_t n = 0;  ///< blocks[0, n) hold free blocks, the most recently freed last

        /// Takes a batch from the shared list: false when it has none.
        bool refill() {
            Shared& s = shared();
            std::lock_guard lock(s.mutex);
            if (s.batches.empty()) return false;
            const Batch& b = s.batches.back();
            for (std::size_t i = 0; i < kBatch; ++i) blocks[n++] = b[i];
            s.batches.pop_back();
            return true;
        }
        /// Hands the oldest batch over (the bottom of the stack: the blocks freed longest
        /// ago, the coldest), keeping the recent ones.
        void spill() noexcept {
            Batch b;
            for (std::size_t i = 0; i < kBatch; ++i) b[i] = blocks[i];
            for (std::size_t i = kBatch; i < n; ++i) blocks[i - kBatch] = blocks[i];
            n -= kBatch;
            give(b);
        }
        static void give(const Batch& b) noexcept {
            {
                Shared& s = shared();
                std::lock_guard lock(s.mutex);
                if (s.batches.size() < kSharedBatches) {
                    try {
                        s.batches.push_back(b);
                        return;
                    } catch (const std::bad_alloc&) {  // the heap takes them back below
                    }
                }
            }
            for (void* block : b) heap_delete(block);
        }
        ~Cache() {
            tls_cache_gone = true;
            while (n >= kBatch) spill();
            for (std::size_t i = 0; i < n; ++i) heap_delete(blocks[i]);
            n = 0;
        }
    };
    static Cache& cache() {
        thread_local Cache c;
        return c;
    }
    /// Set once this thread's cache is destroyed (at its exit): blocks freed after that, by
    /// another thread-local's destructor, go straight to the heap. Trivially destructible,
    /// so it outlives the cache.
    static inline thread_local bool tls_cache_gone = false;
};

}  // namespace asynclab
