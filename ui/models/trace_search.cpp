#include "ui/models/trace_search.h"

#include <QRegularExpression>
#include <algorithm>

namespace asynclab {

void TraceSearch::setQuery(TraceSnapshotPtr snapshot, const QString& pattern, bool regex) {
    snapshot_ = std::move(snapshot);
    pattern_ = pattern;
    regex_ = regex;
    current_.reset();
    rebuild();
}

void TraceSearch::setSnapshot(TraceSnapshotPtr snapshot) {
    const OpId keep = currentOp();
    snapshot_ = std::move(snapshot);
    current_.reset();
    rebuild();
    if (keep != 0) setCurrentOp(keep);
}

void TraceSearch::rebuild() {
    error_.clear();
    matches_.clear();
    auto table = std::make_shared<std::vector<std::uint8_t>>();
    nameMatches_ = table;
    if (!snapshot_ || pattern_.isEmpty() || !snapshot_->names) return;
    QRegularExpression re;
    if (regex_) {
        re = QRegularExpression(pattern_, QRegularExpression::CaseInsensitiveOption);
        if (!re.isValid()) {
            error_ = re.errorString();
            return;
        }
    }
    const std::vector<std::string>& names = *snapshot_->names;
    table->assign(names.size(), 0);
    bool any = false;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const QString name = QString::fromStdString(names[i]);
        const bool hit =
            regex_ ? re.match(name).hasMatch() : name.contains(pattern_, Qt::CaseInsensitive);
        (*table)[i] = hit ? 1 : 0;
        any = any || hit;
    }
    if (!any) return;
    for (std::size_t l = 0; l < snapshot_->lanes.size(); ++l) {
        const LaneData& lane = *snapshot_->lanes[l];
        for (std::size_t i = 0; i < lane.spans.size(); ++i)
            if (matchesName(lane.spans[i].name)) matches_.push_back({l, i});
    }
    const TraceSnapshot& snap = *snapshot_;
    std::stable_sort(matches_.begin(), matches_.end(), [&](const SpanRef& a, const SpanRef& b) {
        const TimeNs ta = snap.lanes[a.lane]->spans[a.index].start;
        const TimeNs tb = snap.lanes[b.lane]->spans[b.index].start;
        return ta != tb ? ta < tb : a.lane < b.lane;
    });
}

OpId TraceSearch::currentOp() const {
    if (!current_ || *current_ >= matches_.size() || !snapshot_) return 0;
    const SpanRef& r = matches_[*current_];
    return snapshot_->lanes[r.lane]->spans[r.index].id;
}

std::optional<SpanRef> TraceSearch::next(std::optional<TimeNs> from) {
    if (matches_.empty()) return std::nullopt;
    if (current_) {
        current_ = (*current_ + 1) % matches_.size();
    } else if (from) {
        const auto it =
            std::partition_point(matches_.begin(), matches_.end(), [&](const SpanRef& r) {
                return snapshot_->lanes[r.lane]->spans[r.index].start < *from;
            });
        current_ = it == matches_.end() ? 0 : static_cast<std::size_t>(it - matches_.begin());
    } else {
        current_ = 0;
    }
    return matches_[*current_];
}

std::optional<SpanRef> TraceSearch::previous(std::optional<TimeNs> from) {
    if (matches_.empty()) return std::nullopt;
    if (current_) {
        current_ = (*current_ + matches_.size() - 1) % matches_.size();
    } else if (from) {
        const auto it =
            std::partition_point(matches_.begin(), matches_.end(), [&](const SpanRef& r) {
                return snapshot_->lanes[r.lane]->spans[r.index].start < *from;
            });
        current_ = it == matches_.begin() ? matches_.size() - 1
                                          : static_cast<std::size_t>(it - matches_.begin()) - 1;
    } else {
        current_ = matches_.size() - 1;
    }
    return matches_[*current_];
}

bool TraceSearch::setCurrentOp(OpId id) {
    if (!snapshot_ || id == 0) return false;
    const auto ref = snapshot_->locate(id);
    if (!ref) return false;
    const auto it = std::find(matches_.begin(), matches_.end(), *ref);
    if (it == matches_.end()) return false;
    current_ = static_cast<std::size_t>(it - matches_.begin());
    return true;
}

}  // namespace asynclab
