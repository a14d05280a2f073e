#include "engine/sim/resident_set.h"

namespace asynclab {

void ResidentSet::drop(Where::iterator it) {
    held_ -= it->second->second;
    order_.erase(it->second);
    where_.erase(it);
    if (order_.empty()) held_ = 0;  // no rounding left behind
}

void ResidentSet::touch(const void* buffer, double bytes) {
    if (auto it = where_.find(buffer); it != where_.end()) drop(it);
    order_.emplace_front(buffer, bytes);
    where_[buffer] = order_.begin();
    held_ += bytes;
    while (held_ > capacity_ && !order_.empty()) drop(where_.find(order_.back().first));
}

void ResidentSet::forget(const void* buffer) {
    if (auto it = where_.find(buffer); it != where_.end()) drop(it);
}

}  // namespace asynclab
