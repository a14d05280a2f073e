#include "engine/sim/resident_set.h"

namespace asynclab {

void ResidentSet::touch(const void* buffer, double bytes) {
    if (auto it = where_.find(buffer); it != where_.end()) {
        held_ -= it->second->second;
        order_.erase(it->second);
        where_.erase(it);
    }
    order_.emplace_front(buffer, bytes);
    where_[buffer] = order_.begin();
    held_ += bytes;
    while (held_ > capacity_ && !order_.empty()) {
        held_ -= order_.back().second;
        where_.erase(order_.back().first);
        order_.pop_back();
    }
    if (order_.empty()) held_ = 0;  // no rounding left behind
}

void ResidentSet::forget(const void* buffer) {
    auto it = where_.find(buffer);
    if (it == where_.end()) return;
    held_ -= it->second->second;
    order_.erase(it->second);
    where_.erase(it);
    if (order_.empty()) held_ = 0;
}

}  // namespace asynclab
