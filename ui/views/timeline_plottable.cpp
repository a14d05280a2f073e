#include "ui/views/timeline_plottable.h"

#include "ui/models/timeline_mapping.h"
#include "ui/models/trace_model.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace asynclab {

namespace {

constexpr double kRowPad = 0.1;  ///< free space above and below a row's band (rows)
constexpr int kKinds = static_cast<int>(OpKind::Comm) + 1;

/// Text colour that reads on `fill`.
QColor textOn(const QColor& fill) {
    const double luma = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luma > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

/// `c` mixed over `background` with weight `alpha` (0..1), opaque.
QColor blend(const QColor& c, const QColor& background, double alpha) {
    auto mix = [alpha](int a, int b) { return static_cast<int>(std::lround(b + (a - b) * alpha)); };
    return QColor(mix(c.red(), background.red()), mix(c.green(), background.green()),
                  mix(c.blue(), background.blue()));
}

/// `c` at `alpha` (0..1) over transparent.
QColor withAlpha(QColor c, double alpha) {
    c.setAlphaF(static_cast<float>(std::clamp(alpha, 0.0, 1.0)));
    return c;
}

/// The key axis as a TimelineMapping: the same arithmetic as QCPAxis for a linear,
/// non-reversed axis, without its per-call checks.
TimelineMapping keyMapping(const QCPAxis* axis) {
    const QCPRange range = axis->range();
    TimelineMapping m;
    m.begin = range.lower;
    m.end = range.upper > range.lower ? range.upper : range.lower + 1;
    m.left = axis->axisRect()->left();
    m.width = std::max(1, axis->axisRect()->width());
    return m;
}

}  // namespace

QColor opKindColor(OpKind kind) {
    switch (kind) {
        case OpKind::Other: return QColor(0x9a, 0x9a, 0x9a);
        case OpKind::Elementwise: return QColor(0x4e, 0x79, 0xa7);
        case OpKind::MatMul: return QColor(0xf2, 0x8e, 0x2b);
        case OpKind::Reduction: return QColor(0x59, 0xa1, 0x4f);
        case OpKind::Random: return QColor(0xb0, 0x7a, 0xa1);
        case OpKind::Layout: return QColor(0x76, 0xb7, 0xb2);
        case OpKind::Copy: return QColor(0xed, 0xc9, 0x48);
        case OpKind::Memory: return QColor(0x9c, 0x75, 0x5f);
        case OpKind::Bulk: return QColor(0xc9, 0xb3, 0xd6);
        case OpKind::Fused: return QColor(0x5f, 0xa8, 0xd3);
        case OpKind::Comm: return QColor(0xd3, 0x72, 0x95);
    }
    return QColor(0x9a, 0x9a, 0x9a);
}

QString rowLabel(QString label) {
    if (label.size() > 34) label = label.left(33) + QChar(0x2026);
    return label;
}

QColor blockedColor() {
    return QColor(0xd6, 0x27, 0x28);
}
QColor searchMatchColor() {
    return QColor(0xff, 0x00, 0xff);  // no op kind's colour is near it
}
QColor failedColor() {
    return QColor(0xff, 0x00, 0x00);
}

const std::vector<OpKind>& allOpKinds() {
    static const std::vector<OpKind> kinds = [] {
        std::vector<OpKind> k;
        for (int i = 0; i < kKinds; ++i) k.push_back(static_cast<OpKind>(i));
        return k;
    }();
    return kinds;
}

double rowDepthCenter(int row, int depth, int maxDepth) {
    const double h = (1.0 - 2 * kRowPad) / (maxDepth + 1);
    return row + kRowPad + (depth + 0.5) * h;
}

// --- TimelineLanePlottable -----------------------------------------------------------

TimelineLanePlottable::TimelineLanePlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setAntialiased(false);
    setAntialiasedFill(false);
    setSelectable(QCP::stNone);
}

void TimelineLanePlottable::setLane(TraceSnapshotPtr snapshot, std::size_t lane, int row) {
    snapshot_ = std::move(snapshot);
    lane_ = lane;
    row_ = row;
    if (const LaneData* l = this->lane()) setName(laneLabel(l->info));
}

const LaneData* TimelineLanePlottable::lane() const {
    if (!snapshot_ || lane_ >= snapshot_->lanes.size()) return nullptr;
    return snapshot_->lanes[lane_].get();
}

std::pair<double, double> TimelineLanePlottable::rowBand() const {
    const double a = mValueAxis->coordToPixel(row_ + kRowPad);
    const double b = mValueAxis->coordToPixel(row_ + 1 - kRowPad);
    return {std::min(a, b), std::max(a, b)};
}

std::pair<double, double> TimelineLanePlottable::depthBand(int depth) const {
    const LaneData* l = lane();
    const int levels = (l ? l->max_depth : 0) + 1;
    const auto [top, bottom] = rowBand();
    const double h = (bottom - top) / levels;
    return {top + depth * h, top + (depth + 1) * h};
}

QRectF TimelineLanePlottable::spanRect(std::size_t index) const {
    const LaneData* l = lane();
    if (!l || index >= l->spans.size()) return {};
    const OpSpan& s = l->spans[index];
    const auto [top, bottom] = depthBand(s.depth);
    const TimelineMapping m = keyMapping(mKeyAxis);
    const double x0 = m.x_of(static_cast<double>(s.start));
    const double x1 = m.x_of(static_cast<double>(s.end));
    return QRectF(QPointF(x0, top), QPointF(std::max(x1, x0 + 1), bottom));
}

std::optional<std::size_t> TimelineLanePlottable::spanAt(const QPointF& pos) const {
    const LaneData* l = lane();
    if (!l || l->spans.empty()) return std::nullopt;
    const auto [top, bottom] = rowBand();
    if (pos.y() < top || pos.y() > bottom) return std::nullopt;
    const int levels = l->max_depth + 1;
    const int depth =
        std::clamp(static_cast<int>((pos.y() - top) / (bottom - top) * levels), 0, levels - 1);
    const TimelineMapping m = keyMapping(mKeyAxis);
    const double t = m.time_of(pos.x());
    const auto slack = static_cast<TimeNs>(std::ceil(m.time_of_px(kHitSlackPx)));
    return l->span_at(static_cast<TimeNs>(std::llround(t)), slack, depth);
}

std::optional<std::size_t> TimelineLanePlottable::syncAt(const QPointF& pos) const {
    const LaneData* l = lane();
    if (!l || l->syncs.empty()) return std::nullopt;
    const auto [top, bottom] = rowBand();
    if (pos.y() < top || pos.y() > bottom) return std::nullopt;
    const TimelineMapping m = keyMapping(mKeyAxis);
    return l->sync_at(static_cast<TimeNs>(std::llround(m.time_of(pos.x()))),
                      static_cast<TimeNs>(std::ceil(m.time_of_px(kHitSlackPx))));
}

double TimelineLanePlottable::selectTest(const QPointF& pos, bool onlySelectable,
                                         QVariant* details) const {
    if (onlySelectable && !mSelectable) return -1;
    if (!mKeyAxis || !mValueAxis) return -1;
    const auto index = spanAt(pos);
    if (!index) return -1;
    if (details) *details = static_cast<qulonglong>(lane()->spans[*index].id);
    return 0;
}

QCPRange TimelineLanePlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    const LaneData* l = lane();
    foundRange = l && !l->empty();
    return foundRange ? QCPRange(static_cast<double>(l->first), static_cast<double>(l->last))
                      : QCPRange();
}

QCPRange TimelineLanePlottable::getValueRange(bool& foundRange, QCP::SignDomain,
                                              const QCPRange&) const {
    foundRange = true;
    return QCPRange(row_, row_ + 1);
}

void TimelineLanePlottable::draw(QCPPainter* painter) {
    const LaneData* l = lane();
    if (!l || !mKeyAxis || !mValueAxis) return;
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    if (!l->spans.empty()) drawSpans(painter, *l);
    if (!l->syncs.empty() || !l->issues.empty()) {
        const auto [top, bottom] = rowBand();
        const double split = top + (bottom - top) * 0.3;
        drawIssues(painter, *l, top, split - 1);
        drawSyncs(painter, *l, split, bottom);
    }
}

void TimelineLanePlottable::drawSpans(QCPPainter* painter, const LaneData& lane) {
    const QRect clip = clipRect();
    const TimelineMapping m = keyMapping(mKeyAxis);
    const double t0 = m.time_of(clip.left() - 1);
    const double t1 = m.time_of(clip.right() + 1);
    const auto [first, last] = lane.visible(static_cast<TimeNs>(std::floor(std::min(t0, t1))),
                                            static_cast<TimeNs>(std::ceil(std::max(t0, t1))));
    const double ns_per_px = m.ns_per_px();
    const int levels = lane.max_depth + 1;

    // Per depth: the column being merged and the last column a wide span covered.
    struct Column {
        long x = LONG_MIN;
        std::array<double, kKinds> covered{};  ///< ns per kind in this column
        bool failed = false;
        double window = 0;            ///< ns of buckets merged into this column (level of detail)
        long drawn_until = LONG_MIN;  ///< last column painted by a wide span
        long run_begin = 0;           ///< pending run of merged columns [begin, end)
        long run_end = 0;
        QRgb run_color = 0;
    };
    std::vector<Column> columns(static_cast<std::size_t>(levels));
    std::vector<std::pair<double, double>> bands(static_cast<std::size_t>(levels));
    for (int d = 0; d < levels; ++d) {
        const auto [top, bottom] = depthBand(d);
        // Nested levels get a pixel of air between them.
        bands[static_cast<std::size_t>(d)] = {std::round(top),
                                              std::round(bottom) - (levels > 1 ? 1 : 0)};
    }

    // Merged columns of equal colour next to each other are painted as one rectangle.
    auto paint_run = [&](int depth) {
        Column& c = columns[static_cast<std::size_t>(depth)];
        if (c.run_end <= c.run_begin) return;
        const auto [top, bottom] = bands[static_cast<std::size_t>(depth)];
        painter->fillRect(QRectF(c.run_begin, top, c.run_end - c.run_begin, bottom - top),
                          QColor::fromRgb(c.run_color));
        c.run_begin = c.run_end = 0;
    };
    auto flush = [&](int depth) {
        Column& c = columns[static_cast<std::size_t>(depth)];
        if (c.x == LONG_MIN) return;
        const auto best = std::max_element(c.covered.begin(), c.covered.end());
        double total = 0;
        for (double v : c.covered) total += v;
        if (total <= 0 && !c.failed) {  // only empty buckets of the level of detail
            c.x = LONG_MIN;
            c.window = 0;
            return;
        }
        const QColor color =
            c.failed ? failedColor() : opKindColor(static_cast<OpKind>(best - c.covered.begin()));
        // Density shows as paleness (in five steps, so that runs merge): a column a few
        // tiny ops touch is pale. Opaque colours fill faster than translucent ones.
        // From the level of detail, the buckets merged into the column are the window:
        // a column that got two buckets is not denser than one that got one.
        const double window = c.window > 0 ? c.window : ns_per_px;
        const double level = std::ceil(4.0 * std::min(1.0, total / window)) / 4.0;
        const QRgb rgb = blend(color, background_, 0.3 + 0.7 * level).rgb();
        if (c.run_end == c.x && c.run_color == rgb) {
            ++c.run_end;
        } else {
            paint_run(depth);
            c.run_begin = c.x;
            c.run_end = c.x + 1;
            c.run_color = rgb;
        }
        c.x = LONG_MIN;
        c.covered.fill(0);
        c.failed = false;
        c.window = 0;
    };

    const QFontMetrics metrics(painter->font());
    auto draw_span = [&](const OpSpan& s) {
        if (s.end < t0 && s.end < t1) return;
        const int depth = std::min<int>(s.depth, levels - 1);
        Column& c = columns[static_cast<std::size_t>(depth)];
        const double x0 = m.x_of(static_cast<double>(s.start));
        const double x1 = m.x_of(static_cast<double>(s.end));
        if (x1 - x0 < 1.0) {
            if (dimmed(s)) return;  // a search's filter: merged columns show its matches
            const long col = static_cast<long>(std::floor(x0));
            if (col <= c.drawn_until) return;  // inside a wide span already painted
            if (col != c.x) {
                flush(depth);
                c.x = col;
            }
            c.covered[static_cast<std::size_t>(s.kind)] += static_cast<double>(s.duration());
            c.failed = c.failed || s.failed();
            return;
        }
        // A wide span: first close the column it starts in, then paint from the next
        // free column, so no column is painted twice.
        long left = std::lround(x0);
        if (c.x != LONG_MIN && c.x >= left) {
            flush(depth);
            left = c.x + 1;
        } else {
            flush(depth);
        }
        left = std::max(left, c.drawn_until + 1);
        left = std::max<long>(left, clip.left() - 2);
        const long right = std::min<long>(std::lround(x1), clip.right() + 2);
        if (right <= left) return;
        c.drawn_until = right - 1;
        const auto [top, bottom] = bands[static_cast<std::size_t>(depth)];
        const QRectF rect(left, top, right - left, bottom - top);
        const QColor fill =
            dimmed(s) ? blend(opKindColor(s.kind), background_, 0.2) : opKindColor(s.kind);
        // Wide enough spans end in a darker column that keeps neighbours of one kind apart.
        const bool edge = rect.width() >= 4;
        const QRectF body = edge ? rect.adjusted(0, 0, -1, 0) : rect;
        if (s.skipped()) {
            painter->fillRect(body, withAlpha(fill, 0.35));
            painter->fillRect(body, QBrush(fill.darker(130), Qt::BDiagPattern));
        } else {
            painter->fillRect(body, fill);
        }
        if (edge)
            painter->fillRect(QRectF(rect.right() - 1, top, 1, bottom - top), fill.darker(140));
        if (searchMatch(s) && s.id != selected_) {
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(searchMatchColor(), 2));
            painter->drawRect(rect.adjusted(1, 1, -1, -1));
            painter->setPen(Qt::NoPen);
        }
        if (s.failed() || s.id == selected_) {
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(s.failed() ? failedColor() : textOn(background_), 2));
            painter->drawRect(rect.adjusted(1, 1, -1, -1));
            painter->setPen(Qt::NoPen);
        }
        if (rect.width() > 40 && bottom - top >= metrics.height()) {
            const QRectF visible = rect.intersected(QRectF(clip)).adjusted(3, 0, -3, 0);
            const QString text =
                metrics.elidedText(QString::fromStdString(snapshot_->name(s.name)), Qt::ElideRight,
                                   static_cast<int>(visible.width()));
            if (!text.isEmpty() && text != QStringLiteral("…")) {
                painter->setPen(textOn(fill));
                painter->drawText(visible, Qt::AlignVCenter | Qt::AlignLeft, text);
                painter->setPen(Qt::NoPen);
            }
        }
    };

    const double tmin = std::min(t0, t1);
    const double tmax = std::max(t0, t1);
    // A lane with many more spans in view than pixel columns is drawn from its level-of-
    // detail pyramid: per depth, the coarsest buckets no wider than a pixel.
    // (Not while a search filter dims ops: the pyramid does not know their names.)
    const bool dense = lane.spans.size() >= kPyramidMinSpans && !(searchNames_ && dimOthers_) &&
                       last - first > 4 * static_cast<std::size_t>(std::max(1, clip.width()));
    if (dense) {
        if (pyramid_lane_ != &lane) {
            pyramid_ = std::make_shared<const SpanPyramid>(build_span_pyramid(lane));
            pyramid_lane_ = &lane;
            pyramid_snapshot_ = snapshot_;
        }
        for (std::size_t d = 0; d < pyramid_->depths.size(); ++d) {
            const DepthPyramid& dp = pyramid_->depths[d];
            if (dp.spans.empty()) continue;
            const int level = dp.level_for(ns_per_px);
            if (level < 0) {
                // Few spans at this depth: one by one, from the last starting before tmin.
                auto it = std::lower_bound(dp.spans.begin(), dp.spans.end(), tmin,
                                           [&](std::uint32_t k, double t) {
                                               return static_cast<double>(lane.spans[k].start) < t;
                                           });
                if (it != dp.spans.begin()) --it;
                for (; it != dp.spans.end(); ++it) {
                    const OpSpan& s = lane.spans[*it];
                    if (static_cast<double>(s.start) > tmax) break;
                    draw_span(s);
                }
                continue;
            }
            const std::vector<PyramidCell>& cells = dp.levels[static_cast<std::size_t>(level)];
            const double w = static_cast<double>(dp.width(level));
            const double origin = static_cast<double>(dp.origin);
            const auto c0 =
                static_cast<std::size_t>(std::max(0.0, std::floor((tmin - origin) / w)));
            const auto c1 = std::min(
                cells.size(), static_cast<std::size_t>(std::max(0.0, (tmax - origin) / w + 2)));
            const int depth = std::min<int>(static_cast<int>(d), levels - 1);
            Column& c = columns[static_cast<std::size_t>(depth)];
            for (std::size_t k = c0; k < c1; ++k) {
                const PyramidCell& cell = cells[k];
                const long col =
                    static_cast<long>(std::floor(m.x_of(origin + static_cast<double>(k) * w)));
                if (col != c.x) {
                    flush(depth);
                    c.x = col;
                }
                c.covered[cell.kind % kKinds] += static_cast<double>(cell.covered);
                c.failed = c.failed || cell.failed;
                c.window += w;
            }
        }
    } else {
        for (std::size_t i = first; i < last; ++i) draw_span(lane.spans[i]);
    }
    for (int d = 0; d < levels; ++d) {
        flush(d);
        paint_run(d);
    }

    // The selected op stays visible even when it is narrower than a pixel.
    if (selected_ != 0 && dense) {
        const std::optional<SpanRef> ref = snapshot_->locate(selected_);
        if (ref && ref->lane == lane_) {
            const QRectF r = spanRect(ref->index);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(textOn(background_), 2));
            painter->drawRect(r.adjusted(-2, -1, 2, 1));
            painter->setPen(Qt::NoPen);
        }
    } else if (selected_ != 0) {
        for (std::size_t i = first; i < last; ++i) {
            if (lane.spans[i].id != selected_) continue;
            const QRectF r = spanRect(i);
            if (r.width() < 4) {
                painter->setBrush(Qt::NoBrush);
                painter->setPen(QPen(textOn(background_), 2));
                painter->drawRect(r.adjusted(-2, -1, 2, 1));
                painter->setPen(Qt::NoPen);
            }
            break;
        }
    }
}

void TimelineLanePlottable::drawSyncs(QCPPainter* painter, const LaneData& lane, double top,
                                      double bottom) {
    const QRect clip = clipRect();
    const TimelineMapping m = keyMapping(mKeyAxis);
    const double t0 = m.time_of(clip.left() - 1);
    const double t1 = m.time_of(clip.right() + 1);
    // Syncs of one thread do not overlap: start at the last one beginning before t0.
    auto it = std::upper_bound(lane.syncs.begin(), lane.syncs.end(), t0,
                               [](double t, const SyncSpan& s) { return t < s.begin; });
    if (it != lane.syncs.begin()) --it;
    long drawn_until = LONG_MIN;
    const QColor blocked = blockedColor();
    const QColor pressure(0xe0, 0x80, 0x20);
    top = std::round(top);
    bottom = std::round(bottom);
    const bool forward = m.x_of(t1) > m.x_of(t0);
    for (; it != lane.syncs.end() && static_cast<double>(it->begin) <= t1; ++it) {
        if (forward && drawn_until != LONG_MIN) {
            // Syncs that would fall in columns already painted: jump over them (a million
            // waits in one column cost one binary search), keeping the last one that
            // starts before the next free column, which may reach into it.
            const double t_next = m.time_of(static_cast<double>(drawn_until + 1));
            auto next = std::lower_bound(
                it, lane.syncs.end(), t_next,
                [](const SyncSpan& s, double t) { return static_cast<double>(s.begin) < t; });
            if (next != it) it = std::prev(next);
            if (it->end <= static_cast<TimeNs>(t_next) && next != lane.syncs.end()) it = next;
            if (static_cast<double>(it->begin) > t1) break;
        }
        const double x0 = m.x_of(static_cast<double>(it->begin));
        const double x1 = m.x_of(static_cast<double>(it->end));
        long left = std::max<long>(static_cast<long>(std::floor(x0)), drawn_until + 1);
        left = std::max<long>(left, clip.left() - 2);
        const long right =
            std::min<long>(std::max<long>(std::lround(x1), left + 1), clip.right() + 2);
        if (right <= left) continue;
        drawn_until = right - 1;
        const QColor c = it->kind == SyncKind::BackPressure ? pressure : blocked;
        const QRectF rect(left, top, right - left, bottom - top);
        painter->fillRect(rect, withAlpha(c, 0.25));
        if (rect.width() >= 3) {
            painter->fillRect(rect, QBrush(c, Qt::BDiagPattern));
            painter->fillRect(QRectF(left, top, right - left, 2), c);
        } else {
            painter->fillRect(rect, withAlpha(c, 0.8));
        }
    }
}

void TimelineLanePlottable::drawIssues(QCPPainter* painter, const LaneData& lane, double top,
                                       double bottom) {
    const QRect clip = clipRect();
    const TimelineMapping m = keyMapping(mKeyAxis);
    const double t0 = m.time_of(clip.left() - 1);
    const double t1 = m.time_of(clip.right() + 1);
    auto it = std::lower_bound(lane.issues.begin(), lane.issues.end(), t0,
                               [](const IssueTick& s, double t) { return s.time < t; });
    const QColor tick(0x60, 0x70, 0x80);
    top = std::round(top);
    bottom = std::round(bottom);
    long last_col = LONG_MIN;
    int in_col = 0;
    auto flush = [&] {
        if (last_col == LONG_MIN) return;
        // A taller tick where several pushes share the column.
        const double h = (bottom - top) * std::min(1.0, 0.5 + 0.125 * in_col);
        painter->fillRect(QRectF(last_col, bottom - h, 1, h), tick);
    };
    const bool forward = m.x_of(t1) > m.x_of(t0);
    while (it != lane.issues.end() && static_cast<double>(it->time) <= t1) {
        const long col = m.column_of(static_cast<double>(it->time));
        if (col == last_col) {
            ++in_col;
            ++it;
            continue;
        }
        flush();
        last_col = col;
        in_col = 1;
        ++it;
        if (forward) {
            // The rest of this column's pushes at once: a binary search, not a walk.
            const double t_next = m.time_of(static_cast<double>(col + 1));
            auto next = std::lower_bound(
                it, lane.issues.end(), t_next,
                [](const IssueTick& s, double t) { return static_cast<double>(s.time) < t; });
            in_col += static_cast<int>(std::min<std::ptrdiff_t>(next - it, 1 << 20));
            it = next;
        }
    }
    flush();
}

void TimelineLanePlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
    painter->fillRect(rect, opKindColor(OpKind::Other));
}

// --- TimelineCounterPlottable ----------------------------------------------------------

TimelineCounterPlottable::TimelineCounterPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setAntialiased(false);
    setSelectable(QCP::stNone);
}

void TimelineCounterPlottable::setSeries(TraceSnapshotPtr snapshot, const CounterSeries* series,
                                         int row, QColor color) {
    snapshot_ = std::move(snapshot);
    series_ = series;
    row_ = row;
    color_ = color;
    blocks_.clear();
    if (series_) setName(QString::fromStdString(series_->name));
    if (series_ && series_->points.size() >= 16 * kBlock) {
        const auto& p = series_->points;
        blocks_.reserve(p.size() / kBlock + 1);
        for (std::size_t b = 0; b < p.size(); b += kBlock) {
            double lo = p[b].value, hi = p[b].value;
            for (std::size_t i = b + 1; i < std::min(p.size(), b + kBlock); ++i) {
                lo = std::min(lo, p[i].value);
                hi = std::max(hi, p[i].value);
            }
            blocks_.emplace_back(lo, hi);
        }
    }
}

std::pair<double, double> TimelineCounterPlottable::rangeOf(std::size_t first,
                                                            std::size_t last) const {
    const auto& p = series_->points;
    double lo = p[first].value, hi = p[first].value;
    auto scan = [&](std::size_t a, std::size_t b) {
        for (std::size_t i = a; i < b; ++i) {
            lo = std::min(lo, p[i].value);
            hi = std::max(hi, p[i].value);
        }
    };
    const std::size_t b0 = (first + kBlock - 1) / kBlock;  // first whole block
    const std::size_t b1 = last / kBlock;                  // past the last whole block
    if (blocks_.empty() || b0 >= b1) {
        scan(first, last);
        return {lo, hi};
    }
    scan(first, b0 * kBlock);
    for (std::size_t b = b0; b < b1; ++b) {
        lo = std::min(lo, blocks_[b].first);
        hi = std::max(hi, blocks_[b].second);
    }
    scan(b1 * kBlock, last);
    return {lo, hi};
}

double TimelineCounterPlottable::valueAt(double t) const {
    if (!series_) return 0;
    const auto& p = series_->points;
    auto it = std::upper_bound(p.begin(), p.end(), t,
                               [](double v, const CounterPoint& c) { return v < c.time; });
    return it == p.begin() ? 0 : std::prev(it)->value;
}

double TimelineCounterPlottable::selectTest(const QPointF&, bool, QVariant*) const {
    return -1;
}

QCPRange TimelineCounterPlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    foundRange = series_ && !series_->points.empty();
    return foundRange ? QCPRange(static_cast<double>(series_->points.front().time),
                                 static_cast<double>(series_->points.back().time))
                      : QCPRange();
}

QCPRange TimelineCounterPlottable::getValueRange(bool& foundRange, QCP::SignDomain,
                                                 const QCPRange&) const {
    foundRange = true;
    return QCPRange(row_, row_ + 1);
}

void TimelineCounterPlottable::draw(QCPPainter* painter) {
    if (!series_ || series_->points.empty() || !mKeyAxis || !mValueAxis) return;
    const QRect clip = clipRect();
    const double top = mValueAxis->coordToPixel(row_ + kRowPad);
    const double bottom = mValueAxis->coordToPixel(row_ + 1 - kRowPad);
    const double scale = series_->max_value > 0 ? (bottom - top) / series_->max_value : 0;
    auto y_of = [&](double v) { return std::round(bottom - v * scale); };

    const auto& p = series_->points;
    const TimelineMapping m = keyMapping(mKeyAxis);
    const double t0 = m.time_of(clip.left());
    const double t1 = m.time_of(clip.right());
    auto it = std::upper_bound(p.begin(), p.end(), t0,
                               [](double v, const CounterPoint& c) { return v < c.time; });
    double value = it == p.begin() ? 0 : std::prev(it)->value;
    const bool forward = m.x_of(t1) > m.x_of(t0);

    // Per pixel column: the value entering it, the range inside it, the value leaving it.
    // The area under the line is filled column by column with the column's highest value,
    // runs of equal height as one rectangle (a polygon fill of a busy counter is slow).
    QPolygonF line;
    line.reserve(4 * clip.width() + 8);
    line << QPointF(clip.left(), y_of(value));
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QColor area = withAlpha(color_, 0.25);
    double run_x = clip.left();
    double run_y = y_of(value);
    auto flush_run = [&](double x) {
        if (x > run_x) painter->fillRect(QRectF(run_x, run_y, x - run_x, bottom - run_y), area);
    };
    auto fill_to = [&](double x, double y) {
        // Ends the current run at x and starts one at height y, unless the height is equal.
        if (y == run_y || x < run_x) return;
        flush_run(x);
        run_x = x;
        run_y = y;
    };
    for (; it != p.end() && static_cast<double>(it->time) <= t1;) {
        const long col = m.column_of(static_cast<double>(it->time));
        double lo = value;
        double hi = value;
        if (!blocks_.empty() && forward) {
            // The column's points by binary search, their range from the blocks.
            const double t_next = m.time_of(static_cast<double>(col + 1));
            auto next = std::lower_bound(it, p.end(), t_next, [](const CounterPoint& c, double t) {
                return static_cast<double>(c.time) < t;
            });
            if (next == it) ++next;  // rounding put the point's column past t_next
            const auto [a, b] = rangeOf(static_cast<std::size_t>(it - p.begin()),
                                        static_cast<std::size_t>(next - p.begin()));
            lo = std::min(lo, a);
            hi = std::max(hi, b);
            value = std::prev(next)->value;
            it = next;
        } else {
            for (; it != p.end() && m.column_of(static_cast<double>(it->time)) == col; ++it) {
                value = it->value;
                lo = std::min(lo, value);
                hi = std::max(hi, value);
            }
        }
        line << QPointF(col, line.back().y());
        if (hi != lo) line << QPointF(col, y_of(lo)) << QPointF(col, y_of(hi));
        line << QPointF(col, y_of(value));
        fill_to(col, y_of(hi));
        fill_to(col + 1, y_of(value));
    }
    line << QPointF(clip.right(), y_of(value));
    flush_run(clip.right() + 1);

    painter->setPen(QPen(color_, 1));
    painter->setBrush(Qt::NoBrush);
    painter->drawPolyline(line);

    // The scale of the row, in its top-left corner.
    painter->setPen(mParentPlot->xAxis->labelColor());
    const QString max = series_->kind == CounterKind::QueueDepth || !series_->kind
                            ? QString::number(series_->max_value, 'g', 6)
                            : formatBytes(series_->max_value);
    painter->drawText(QPointF(clip.left() + 4, top + painter->fontMetrics().ascent()),
                      QCoreApplication::translate("asynclab::Counter", "max %1").arg(max));
}

void TimelineCounterPlottable::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const {
    painter->setPen(QPen(color_, 1));
    painter->drawLine(rect.bottomLeft(), rect.topRight());
}

// --- TimelineArrowsPlottable -----------------------------------------------------------

TimelineOverlayPlottable::TimelineOverlayPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPAbstractPlottable(keyAxis, valueAxis) {
    setAntialiased(true);
    setSelectable(QCP::stNone);
}

QCPRange TimelineOverlayPlottable::getKeyRange(bool& foundRange, QCP::SignDomain) const {
    foundRange = false;
    return {};
}

QCPRange TimelineOverlayPlottable::getValueRange(bool& foundRange, QCP::SignDomain,
                                                 const QCPRange&) const {
    foundRange = false;
    return {};
}

TimelineArrowsPlottable::TimelineArrowsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : TimelineOverlayPlottable(keyAxis, valueAxis) {}

void TimelineArrowsPlottable::draw(QCPPainter* painter) {
    if (arrows_.empty()) return;
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QColor in(0x1f, 0x77, 0xb4);
    const QColor out(0x2c, 0xa0, 0x2c);
    for (const Arrow& a : arrows_) {
        const QPointF p0(mKeyAxis->coordToPixel(a.from.x()), mValueAxis->coordToPixel(a.from.y()));
        const QPointF p1(mKeyAxis->coordToPixel(a.to.x()), mValueAxis->coordToPixel(a.to.y()));
        const QColor c = a.incoming ? in : out;
        painter->setPen(QPen(c, 1.5));
        painter->setBrush(Qt::NoBrush);
        // A gentle S-curve reads better than a straight line across rows.
        QPainterPath path(p0);
        const double dx = std::max(20.0, std::abs(p1.x() - p0.x()) * 0.4);
        path.cubicTo(p0 + QPointF(dx, 0), p1 - QPointF(dx, 0), p1);
        painter->drawPath(path);
        const QPointF tip = p1;
        painter->setBrush(c);
        painter->setPen(Qt::NoPen);
        QPolygonF head;
        head << tip << tip + QPointF(-8, -4) << tip + QPointF(-8, 4);
        painter->drawPolygon(head);
    }
}

// --- TimelineHighlightsPlottable ------------------------------------------------------

QColor highlightColor() {
    return QColor(0xff, 0x8c, 0x00);
}

TimelineHighlightsPlottable::TimelineHighlightsPlottable(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : TimelineOverlayPlottable(keyAxis, valueAxis) {}

void TimelineHighlightsPlottable::draw(QCPPainter* painter) {
    if (marks_.empty()) return;
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QColor color = highlightColor();
    QColor fill = color;
    fill.setAlpha(45);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    const QRectF area = mKeyAxis->axisRect()->rect();
    for (const Mark& m : marks_) {
        double x0 = mKeyAxis->coordToPixel(m.begin);
        double x1 = mKeyAxis->coordToPixel(m.end);
        // A span too thin to see still gets a mark a few pixels wide.
        if (x1 - x0 < 6) {
            const double mid = (x0 + x1) / 2;
            x0 = mid - 3;
            x1 = mid + 3;
        }
        const double y0 = mValueAxis->coordToPixel(m.row);
        const double y1 = mValueAxis->coordToPixel(m.row + 1);
        QRectF box = QRectF(QPointF(x0, y0), QPointF(x1, y1)).normalized().adjusted(0, 1, 0, -1);
        if (!box.intersects(area)) continue;
        painter->setPen(QPen(color, 2.5));
        painter->setBrush(fill);
        painter->drawRect(box.intersected(area.adjusted(-2, -2, 2, 2)));
        // The label on a tag at the span's start, kept inside the plot.
        const QSizeF size = metrics.size(0, m.label) + QSizeF(8, 2);
        double left = std::clamp(box.left(), area.left(), area.right() - size.width());
        double top = box.top() - size.height();
        if (top < area.top()) top = box.bottom();
        const QRectF tag(QPointF(left, top), size);
        painter->setPen(Qt::NoPen);
        painter->setBrush(color);
        painter->drawRoundedRect(tag, 3, 3);
        painter->setPen(Qt::black);
        painter->drawText(tag, Qt::AlignCenter, m.label);
    }
}

}  // namespace asynclab
