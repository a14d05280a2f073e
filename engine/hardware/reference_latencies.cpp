#include "engine/hardware/reference_latencies.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <optional>

#include "engine/hardware/probe.h"

namespace asynclab::hw {

namespace {

constexpr std::string_view kDean = "J. Dean, Stanford talk 2010 (commonly published list)";
constexpr std::string_view kLater = "commonly published list (c. 2012 additions)";

// Values as they appear in the widely circulated table; D2L's Fig. 12.4.1 shows them.
constexpr std::array<ReferenceLatency, 14> kTable = {{
    {"l1_reference", "L1 cache reference", 0.5, kDean},
    {"branch_mispredict", "Branch mispredict", 5, kDean},
    {"l2_reference", "L2 cache reference", 7, kDean},
    {"mutex_lock_unlock", "Mutex lock/unlock", 25, kDean},
    {"main_memory_reference", "Main memory reference", 100, kDean},
    {"compress_1k", "Compress 1K bytes with Zippy", 3'000, kLater},
    {"send_2k_1gbps", "Send 2K bytes over 1 Gbps network", 20'000, kDean},
    {"ssd_random_read", "SSD random read (4K)", 150'000, kLater},
    {"read_1mb_memory", "Read 1 MB sequentially from memory", 250'000, kDean},
    {"datacenter_round_trip", "Round trip within same datacenter", 500'000, kDean},
    {"read_1mb_ssd", "Read 1 MB sequentially from SSD", 1'000'000, kLater},
    {"disk_seek", "Disk seek", 10'000'000, kDean},
    {"read_1mb_disk", "Read 1 MB sequentially from disk", 20'000'000, kLater},
    {"packet_ca_nl_ca", "Send packet CA -> Netherlands -> CA", 150'000'000, kDean},
}};

std::string human_bytes(std::uint64_t b) {
    char buf[32];
    if (b >= (1ull << 30) && b % (1ull << 30) == 0) {
        std::snprintf(buf, sizeof buf, "%llu GiB", static_cast<unsigned long long>(b >> 30));
    } else if (b >= (1ull << 20) && b % (1ull << 20) == 0) {
        std::snprintf(buf, sizeof buf, "%llu MiB", static_cast<unsigned long long>(b >> 20));
    } else {
        std::snprintf(buf, sizeof buf, "%llu KiB", static_cast<unsigned long long>(b >> 10));
    }
    return buf;
}

/// The plateau with this label ("L1"), or nullptr.
const LatencyLevel* level_labelled(const ProbeResult& r, std::string_view label) {
    for (const LatencyLevel& l : r.latency_levels) {
        if (l.label == label) return &l;
    }
    return nullptr;
}

/// Latency of the point nearest (in log size) to `bytes`.
std::optional<LatencyPoint> point_near(const ProbeResult& r, double bytes) {
    std::optional<LatencyPoint> best;
    double best_d = 0;
    for (const LatencyPoint& p : r.latency) {
        const double d = std::abs(std::log2(static_cast<double>(p.bytes) / bytes));
        if (!best || d < best_d) {
            best = p;
            best_d = d;
        }
    }
    return best;
}

std::uint64_t cache_size(const ProbeResult& r, int level) {
    for (const CacheLevel& c : r.cache_levels) {
        if (c.level == level && c.type != "Instruction") return c.size_bytes;
    }
    return 0;
}

}  // namespace

std::span<const ReferenceLatency> reference_latencies() {
    return kTable;
}

const ReferenceLatency* find_reference(std::string_view id) {
    for (const ReferenceLatency& row : kTable) {
        if (row.id == id) return &row;
    }
    return nullptr;
}

std::vector<Comparison> compare_with_reference(const ProbeResult& r) {
    std::vector<Comparison> out;
    auto add = [&](std::string_view id, std::string measured_label, double ns) {
        const ReferenceLatency* row = find_reference(id);
        if (row == nullptr || !(ns > 0) || !std::isfinite(ns)) return;
        out.push_back({std::string(row->id), std::string(row->label), row->ns,
                       std::move(measured_label), ns, ns / row->ns});
    };

    // Cache and memory latency from the pointer-chasing curve: the detected plateau when
    // there is one, else the point at a working set that should sit in that level.
    auto level_latency = [&](std::string_view id, std::string_view label, int level) {
        if (const LatencyLevel* l = level_labelled(r, label)) {
            add(id,
                std::string(label) + " plateau (" + human_bytes(l->from_bytes) + " - " +
                    human_bytes(l->to_bytes) + " working sets), pointer chasing",
                l->ns);
            return;
        }
        const std::uint64_t size = cache_size(r, level);
        if (size == 0) return;
        if (auto p = point_near(r, static_cast<double>(size) / 4)) {
            add(id,
                human_bytes(p->bytes) + " working set (" + std::string(label) + " is " +
                    human_bytes(size) + "), pointer chasing",
                p->ns);
        }
    };
    if (!level_labelled(r, "L1") && r.cache_levels.empty() && !r.latency.empty()) {
        add("l1_reference",
            "smallest working set (" + human_bytes(r.latency.front().bytes) + "), pointer chasing",
            r.latency.front().ns);
    } else {
        level_latency("l1_reference", "L1", 1);
    }
    level_latency("l2_reference", "L2", 2);
    if (r.mutex_lock_unlock_ns) {
        add("mutex_lock_unlock", "std::mutex lock + unlock, uncontended", *r.mutex_lock_unlock_ns);
    }
    if (const LatencyLevel* dram = level_labelled(r, "DRAM")) {
        add("main_memory_reference",
            "DRAM plateau (" + human_bytes(dram->from_bytes) + " - " + human_bytes(dram->to_bytes) +
                "), pointer chasing",
            dram->ns);
    } else if (!r.latency.empty()) {
        const LatencyPoint& p = r.latency.back();
        add("main_memory_reference",
            "largest working set (" + human_bytes(p.bytes) +
                "), pointer chasing; may still be partly cached",
            p.ns);
    }
    if (r.disk_rand_read_iops && *r.disk_rand_read_iops > 0) {
        const double ns = 1e9 / *r.disk_rand_read_iops;
        add("ssd_random_read", "4 KiB random read, 1 / IOPS (" + r.disk_method + ")", ns);
    }
    if (r.mem_bw_read_1thread_gbs && *r.mem_bw_read_1thread_gbs > 0) {
        add("read_1mb_memory", "1 MB / single-thread read bandwidth",
            1e6 / *r.mem_bw_read_1thread_gbs);
    }
    if (r.disk_seq_read_mbs && *r.disk_seq_read_mbs > 0) {
        add("read_1mb_ssd", "1 MB / sequential read bandwidth (" + r.disk_method + ")",
            1e9 / *r.disk_seq_read_mbs);
    }
    if (r.disk_rand_read_iops && *r.disk_rand_read_iops > 0) {
        add("disk_seek", "4 KiB random read, 1 / IOPS (a seek on a spinning disk)",
            1e9 / *r.disk_rand_read_iops);
    }
    if (r.disk_seq_read_mbs && *r.disk_seq_read_mbs > 0) {
        add("read_1mb_disk", "1 MB / sequential read bandwidth (" + r.disk_method + ")",
            1e9 / *r.disk_seq_read_mbs);
    }
    // In table order.
    auto rank = [](const std::string& id) {
        for (std::size_t i = 0; i < kTable.size(); ++i) {
            if (kTable[i].id == id) return i;
        }
        return kTable.size();
    };
    std::stable_sort(out.begin(), out.end(), [&](const Comparison& a, const Comparison& b) {
        return rank(a.id) < rank(b.id);
    });
    return out;
}

json::Value comparisons_to_json(const std::vector<Comparison>& comparisons) {
    json::Value arr = json::Value::array();
    for (const Comparison& c : comparisons) {
        json::Value e = json::Value::object();
        e.set("id", c.id);
        e.set("reference_label", c.reference_label);
        e.set("reference_ns", c.reference_ns);
        e.set("measured_label", c.measured_label);
        e.set("measured_ns", c.measured_ns);
        e.set("ratio", c.ratio);
        arr.push_back(std::move(e));
    }
    return arr;
}

}  // namespace asynclab::hw
