#include "ui/models/span_pyramid.h"

#include <algorithm>
#include <array>

namespace asynclab {

namespace {

constexpr std::size_t kKinds = static_cast<std::size_t>(OpKind::Comm) + 1;

PyramidCell merge(const PyramidCell& a, const PyramidCell& b) {
    PyramidCell c;
    c.covered = a.covered + b.covered;
    c.kind = a.covered >= b.covered ? a.kind : b.kind;
    c.failed = a.failed || b.failed;
    return c;
}

}  // namespace

int DepthPyramid::level_for(double ns_per_px) const {
    if (levels.empty() || static_cast<double>(width0) > ns_per_px) return -1;
    int level = 0;
    while (level + 1 < static_cast<int>(levels.size()) &&
           static_cast<double>(width(level + 1)) <= ns_per_px) {
        ++level;
    }
    return level;
}

std::size_t SpanPyramid::memory_bytes() const {
    std::size_t bytes = sizeof(SpanPyramid);
    for (const DepthPyramid& d : depths) {
        bytes += sizeof(DepthPyramid) + d.spans.capacity() * sizeof(std::uint32_t);
        for (const auto& level : d.levels) bytes += level.capacity() * sizeof(PyramidCell);
    }
    return bytes;
}

SpanPyramid build_span_pyramid(const LaneData& lane) {
    SpanPyramid pyramid;
    pyramid.depths.resize(static_cast<std::size_t>(lane.max_depth) + 1);
    for (std::size_t i = 0; i < lane.spans.size(); ++i) {
        const std::size_t d = std::min<std::size_t>(lane.spans[i].depth, pyramid.depths.size() - 1);
        pyramid.depths[d].spans.push_back(static_cast<std::uint32_t>(i));
    }
    for (DepthPyramid& dp : pyramid.depths) {
        if (dp.spans.empty()) continue;
        TimeNs first = lane.spans[dp.spans.front()].start;
        TimeNs last = first;
        for (std::uint32_t i : dp.spans) last = std::max(last, lane.spans[i].end);
        const auto n = static_cast<TimeNs>(dp.spans.size());
        // About four spans per bucket of level 0.
        dp.origin = first;
        dp.width0 = std::max<TimeNs>(1, (last - first) * 4 / n);
        const auto cells = static_cast<std::size_t>((last - first) / dp.width0 + 1);
        std::vector<PyramidCell> level(cells);
        // Spans of one depth do not overlap and come by start, so buckets fill in order:
        // one accumulator for the bucket being filled.
        std::array<double, kKinds> acc{};
        std::size_t acc_cell = 0;
        bool acc_failed = false;
        auto flush = [&] {
            double total = 0;
            std::size_t best = 0;
            for (std::size_t k = 0; k < kKinds; ++k) {
                total += acc[k];
                if (acc[k] > acc[best]) best = k;
            }
            if (total > 0 || acc_failed) {
                PyramidCell& c = level[acc_cell];
                c.covered += static_cast<float>(total);
                if (c.covered <= static_cast<float>(total))
                    c.kind = static_cast<std::uint8_t>(best);
                c.failed = c.failed || acc_failed;
            }
            acc.fill(0);
            acc_failed = false;
        };
        for (std::uint32_t i : dp.spans) {
            const OpSpan& s = lane.spans[i];
            if (s.end <= s.start) continue;
            const auto kind = static_cast<std::size_t>(s.kind) % kKinds;
            TimeNs t = s.start;
            while (t < s.end) {
                const auto cell = static_cast<std::size_t>((t - dp.origin) / dp.width0);
                const TimeNs cell_end = dp.origin + static_cast<TimeNs>(cell + 1) * dp.width0;
                const TimeNs stop = std::min(s.end, cell_end);
                if (cell != acc_cell) {
                    flush();
                    acc_cell = cell;
                }
                if (t == dp.origin + static_cast<TimeNs>(cell) * dp.width0 && stop == cell_end) {
                    // A whole bucket: fill it directly and jump over the ones after it.
                    const auto whole = static_cast<std::size_t>((s.end - t) / dp.width0);
                    for (std::size_t k = 0; k < whole; ++k) {
                        PyramidCell& c = level[cell + k];
                        c.covered = static_cast<float>(dp.width0);
                        c.kind = static_cast<std::uint8_t>(kind);
                        c.failed = c.failed || s.failed();
                    }
                    t += static_cast<TimeNs>(whole) * dp.width0;
                    acc_cell = cell + whole;
                    continue;
                }
                acc[kind] += static_cast<double>(stop - t);
                acc_failed = acc_failed || s.failed();
                t = stop;
            }
        }
        flush();
        dp.levels.push_back(std::move(level));
        while (dp.levels.back().size() > 1) {
            const std::vector<PyramidCell>& below = dp.levels.back();
            std::vector<PyramidCell> up((below.size() + 1) / 2);
            for (std::size_t k = 0; k < up.size(); ++k) {
                up[k] =
                    2 * k + 1 < below.size() ? merge(below[2 * k], below[2 * k + 1]) : below[2 * k];
            }
            dp.levels.push_back(std::move(up));
        }
    }
    return pyramid;
}

}  // namespace asynclab
