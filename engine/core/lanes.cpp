#include "engine/core/lanes.h"

#include <pthread.h>

#include <stdexcept>
#include <string>

#include "engine/core/engine.h"
#include "engine/core/op_block.h"

namespace asynclab {

LaneSet::LaneSet(Engine& engine, int cpu_workers) : engine_(engine) {
    start_group(Device::cpu(0), LaneKind::Compute, cpu_workers);
    cpu_compute_ = groups_.at({Device::cpu(0), LaneKind::Compute}).get();
}

LaneSet::~LaneSet() {
    for (auto& [key, group] : groups_) {
        {
            std::lock_guard lock(group->mutex);
            group->stop = true;
        }
        group->cv.notify_all();
    }
    for (auto& [key, group] : groups_)
        for (auto& t : group->threads) t.join();
}

void LaneSet::start_group(Device device, LaneKind kind, int workers) {
    auto group = std::make_unique<Group>();
    Group* g = group.get();
    for (int i = 0; i < workers; ++i) g->lane_ids.push_back(LaneId{device, kind, i});
    groups_.emplace(std::make_pair(device, kind), std::move(group));
    for (int i = 0; i < workers; ++i) {
        LaneId lane = g->lane_ids[static_cast<std::size_t>(i)];
        g->threads.emplace_back([this, g, lane] { worker_loop(*g, lane); });
        // Thread names show up in debuggers and perf: "al cpu0 c1".
        std::string name =
            std::string("al ") + (device.is_cpu() ? "cpu" : "gpu") + std::to_string(device.id) +
            " " + (kind == LaneKind::Compute ? "c" : lane_kind_name(kind) + 5) + std::to_string(i);
        pthread_setname_np(g->threads.back().native_handle(), name.substr(0, 15).c_str());
    }
}

LaneSet::Group* LaneSet::group_for(Device device, LaneKind kind) const {
    if (device == Device::cpu(0) && kind == LaneKind::Compute) return cpu_compute_;
    auto it = groups_.find({device, kind});
    return it == groups_.end() ? nullptr : it->second.get();
}

bool LaneSet::has_device(Device device) const {
    return group_for(device, LaneKind::Compute) != nullptr;
}

void LaneSet::enqueue(OpBlock* op) {
    // CPU copies run on the compute workers: a host has no copy engine of its own.
    LaneKind kind = op->device.is_cpu() ? LaneKind::Compute : op->lane;
    Group* g = group_for(op->device, kind);
    if (!g) throw std::logic_error("no lane for " + op->device.name());
    bool wake;
    {
        std::lock_guard lock(g->mutex);
        g->queue.push_back(op);
        wake = g->sleeping > 0;
    }
    if (wake) g->cv.notify_one();
}

void LaneSet::worker_loop(Group& g, LaneId lane) {
    for (;;) {
        OpBlock* op;
        {
            std::unique_lock lock(g.mutex);
            while (g.queue.empty()) {
                if (g.stop) return;
                ++g.sleeping;
                g.cv.wait(lock);
                --g.sleeping;
            }
            op = g.queue.front();
            g.queue.pop_front();
        }
        engine_.execute(op, lane, nullptr);
    }
}

std::vector<LaneId> LaneSet::lanes() const {
    std::vector<LaneId> out;
    for (auto& [key, g] : groups_) out.insert(out.end(), g->lane_ids.begin(), g->lane_ids.end());
    return out;
}

}  // namespace asynclab
