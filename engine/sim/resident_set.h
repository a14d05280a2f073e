// What a simulated CPU's cache holds: the buffers its ops touched most recently, up to the
// cache's size. An op that reads a layer's weights which the previous call left in the
// cache reads them at the cache's bandwidth; one that streams arrays evicted meanwhile (or
// larger than the cache) goes to memory. Least recently used buffers leave first, as an
// approximation of a real cache's replacement, which works on lines rather than buffers.
#pragma once

#include <cstddef>
#include <list>
#include <unordered_map>
#include <utility>

namespace asynclab {

class ResidentSet {
  public:
    explicit ResidentSet(double capacity) : capacity_(capacity) {}

    double capacity() const { return capacity_; }
    /// Bytes of the buffers held now (at most capacity()).
    double held() const { return held_; }
    bool holds(const void* buffer) const { return where_.count(buffer) != 0; }

    /// `buffer`, of `bytes`, was just read or written: it becomes the most recently used,
    /// and the least recently used buffers leave until the rest fits. A buffer larger than
    /// the whole cache leaves too (streaming it evicted its own first bytes).
    void touch(const void* buffer, double bytes);
    /// `buffer` no longer exists (its memory went back to the pool): it holds no place.
    void forget(const void* buffer);

  private:
    using Entry = std::pair<const void*, double>;
    using Where = std::unordered_map<const void*, std::list<Entry>::iterator>;
    /// Takes the buffer at `it` out (its bytes no longer held).
    void drop(Where::iterator it);
    double capacity_;
    double held_ = 0;
    std::list<Entry> order_;  ///< most recently used first
    Where where_;
};

}  // namespace asynclab
