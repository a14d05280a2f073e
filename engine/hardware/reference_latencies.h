// The "latency numbers every programmer should know" table that section 12.4 of Dive into
// Deep Learning shows (Fig. 12.4.1, after Jeff Dean's 2010 Stanford talk and Colin Scott's
// interactive version), as data, and a pairing of the hardware probe's figures with it.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/util/json.h"

namespace asynclab::hw {

struct ProbeResult;

struct ReferenceLatency {
    std::string_view id;     ///< stable key: "l1_reference", "main_memory_reference", ...
    std::string_view label;  ///< "L1 cache reference"
    double ns = 0;           ///< the commonly published value, nanoseconds
    std::string_view source;
};

/// The classic table, fastest first (14 rows).
std::span<const ReferenceLatency> reference_latencies();
/// nullptr when no row has that id.
const ReferenceLatency* find_reference(std::string_view id);

/// One measured figure next to its reference row.
struct Comparison {
    std::string id;  ///< the reference row's id
    std::string reference_label;
    double reference_ns = 0;
    std::string measured_label;  ///< what was measured and how it became a latency
    double measured_ns = 0;
    double ratio = 0;  ///< measured_ns / reference_ns
};

/// Pairs every figure the probe has with its row: L1/L2/DRAM latency from the latency
/// curve, mutex lock/unlock, reading 1 MB from memory (single-thread read bandwidth),
/// 4 KiB random reads (SSD random read and disk seek), reading 1 MB sequentially from
/// storage (SSD and disk rows). Figures the probe lacks give no row. Ordered as the table.
std::vector<Comparison> compare_with_reference(const ProbeResult& result);

/// [{id, reference_label, reference_ns, measured_label, measured_ns, ratio}, ...]
json::Value comparisons_to_json(const std::vector<Comparison>& comparisons);

}  // namespace asynclab::hw
