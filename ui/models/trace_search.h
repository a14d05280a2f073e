// Searching a trace's ops by name, as the timeline's search box does: a substring (case
// insensitive), or, with regex on, a regular expression (QRegularExpression, case
// insensitive, matched anywhere in the name). The matches are the ops whose name matches,
// in time order (by start, then lane, then position on the lane); next() and previous()
// step through them and wrap around. Which ops match is decided per name, so asking
// whether an op matches costs one lookup (the timeline asks it for every bar it draws).
#pragma once

#include <QString>
#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "ui/models/trace_snapshot.h"

namespace asynclab {

class TraceSearch {
  public:
    /// Searches `snapshot` for `pattern` (an empty pattern matches nothing). With `regex`,
    /// an invalid pattern matches nothing and error() says why.
    void setQuery(TraceSnapshotPtr snapshot, const QString& pattern, bool regex);
    /// Keeps the pattern, searches a new snapshot (the current match stays when it is
    /// still there).
    void setSnapshot(TraceSnapshotPtr snapshot);

    const QString& pattern() const { return pattern_; }
    bool regex() const { return regex_; }
    bool active() const { return !pattern_.isEmpty() && error_.isEmpty(); }
    /// Why the pattern is not a valid regular expression (empty when it is, or not regex).
    const QString& error() const { return error_; }

    std::size_t count() const { return matches_.size(); }
    const std::vector<SpanRef>& matches() const { return matches_; }
    /// Index of the current match; nullopt before next() or previous() chose one.
    std::optional<std::size_t> current() const { return current_; }
    /// The op of the current match (0: none).
    OpId currentOp() const;
    /// Moves to the following (or preceding) match, wrapping around at the ends; the first
    /// step from no current match goes to the first match at or after `from` (the last one
    /// before it, for previous()). nullopt when nothing matches.
    std::optional<SpanRef> next(std::optional<TimeNs> from = std::nullopt);
    std::optional<SpanRef> previous(std::optional<TimeNs> from = std::nullopt);
    /// Makes the match of op `id` current (when it is one); false otherwise.
    bool setCurrentOp(OpId id);

    /// Whether the name with index `name` in the snapshot's names matches (the predicate
    /// the timeline highlights and dims by).
    bool matchesName(std::uint32_t name) const {
        return name < nameMatches_->size() && (*nameMatches_)[name] != 0;
    }
    bool matches(const OpSpan& span) const { return matchesName(span.name); }
    /// The per-name table matchesName() reads; shared with what draws.
    std::shared_ptr<const std::vector<std::uint8_t>> nameTable() const { return nameMatches_; }

  private:
    void rebuild();

    TraceSnapshotPtr snapshot_;
    QString pattern_;
    bool regex_ = false;
    QString error_;
    std::shared_ptr<const std::vector<std::uint8_t>> nameMatches_ =
        std::make_shared<std::vector<std::uint8_t>>();
    std::vector<SpanRef> matches_;
    std::optional<std::size_t> current_;
};

}  // namespace asynclab
