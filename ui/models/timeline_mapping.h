// Time <-> pixel mapping of the timeline: the visible time range over a plot area
// `width` pixels wide starting at x = `left`, with zoom, pan, fit and clamping. Plain
// value type (no Qt), so the view's arithmetic is tested on its own.
#pragma once

#include <algorithm>
#include <cmath>

namespace asynclab {

struct TimelineMapping {
    double begin = 0;  ///< time at the left edge (ns)
    double end = 1;    ///< time at the right edge (ns), > begin
    double left = 0;   ///< pixel x of the left edge
    double width = 1;  ///< pixels, > 0
    /// The narrowest range zooming may reach (ns).
    static constexpr double kMinSpan = 10.0;

    double span() const { return end - begin; }
    double ns_per_px() const { return span() / width; }
    double x_of(double t) const { return left + (t - begin) / span() * width; }
    double time_of(double x) const { return begin + (x - left) / width * span(); }
    /// How much time `px` pixels cover (hit-test slack).
    double time_of_px(double px) const { return px * ns_per_px(); }

    /// Zooms by `factor` (> 1 zooms in) keeping the time under pixel x fixed.
    void zoom_at(double x, double factor) {
        if (!(factor > 0)) return;
        const double t = time_of(x);
        const double new_span = std::max(kMinSpan, span() / factor);
        const double frac = (x - left) / width;
        begin = t - frac * new_span;
        end = begin + new_span;
    }
    /// Moves the view by dx pixels (positive: the content moves right, earlier times).
    void pan_px(double dx) {
        const double dt = -dx * ns_per_px();
        begin += dt;
        end += dt;
    }
    /// Shows exactly [t0, t1] (in either order), at least kMinSpan wide.
    void zoom_to(double t0, double t1) {
        if (t1 < t0) std::swap(t0, t1);
        if (t1 - t0 < kMinSpan) {
            const double mid = 0.5 * (t0 + t1);
            t0 = mid - 0.5 * kMinSpan;
            t1 = mid + 0.5 * kMinSpan;
        }
        begin = t0;
        end = t1;
    }
    /// Shows [t0, t1] with `margin` (a fraction of the range) free on both sides.
    void fit(double t0, double t1, double margin = 0.01) {
        if (t1 < t0) std::swap(t0, t1);
        const double pad = (t1 - t0) * margin;
        zoom_to(t0 - pad, t1 + pad);
    }
    /// Keeps the view inside [lo, hi]: no wider than it, shifted back when it sticks out.
    void clamp_to(double lo, double hi) {
        if (hi - lo < kMinSpan) hi = lo + kMinSpan;
        const double s = std::min(span(), hi - lo);
        if (begin < lo) begin = lo;
        if (begin + s > hi) begin = hi - s;
        end = begin + s;
    }
    /// Index of the pixel column holding time t (floor of x).
    long column_of(double t) const { return static_cast<long>(std::floor(x_of(t))); }

    friend bool operator==(const TimelineMapping&, const TimelineMapping&) = default;
};

}  // namespace asynclab
