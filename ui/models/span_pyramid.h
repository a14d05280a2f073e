// Level of detail for drawing lanes of millions of spans: per nesting depth, how much of
// each time bucket spans cover and which kind covers most of it, at bucket widths that
// double from level to level (as hotspot's and Perfetto's timelines merge what falls in
// one pixel column). A replot then reads about two buckets per pixel column, whatever the
// number of spans.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "ui/models/trace_snapshot.h"

namespace asynclab {

struct PyramidCell {
    float covered = 0;      ///< ns of the bucket that spans cover
    std::uint8_t kind = 0;  ///< OpKind covering most of it
    bool failed = false;    ///< a failed op touches it
};

/// The spans of one depth of a lane.
struct DepthPyramid {
    TimeNs origin = 0;  ///< start of bucket 0 of every level
    TimeNs width0 = 1;  ///< bucket width of level 0 (level L: width0 << L)
    std::vector<std::vector<PyramidCell>> levels;
    std::vector<std::uint32_t> spans;  ///< indices into LaneData::spans at this depth, by start

    /// The coarsest level whose buckets are at most `ns_per_px` wide; -1 when even level 0
    /// is wider (few spans: draw them one by one).
    int level_for(double ns_per_px) const;
    TimeNs width(int level) const { return width0 << level; }
};

struct SpanPyramid {
    std::vector<DepthPyramid> depths;  ///< by depth, 0..max_depth
    std::size_t memory_bytes() const;
};

/// Lanes with fewer spans are always drawn span by span (no pyramid is built for them).
inline constexpr std::size_t kPyramidMinSpans = 20000;

/// Builds the pyramid of `lane`: O(spans + buckets).
SpanPyramid build_span_pyramid(const LaneData& lane);

}  // namespace asynclab
