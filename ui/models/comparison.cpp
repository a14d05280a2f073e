#include "ui/models/comparison.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "ui/models/labels.h"
#include "ui/models/trace_model.h"

namespace asynclab {

// --- measures ---------------------------------------------------------------------------

std::optional<double> ComparisonRow::delta() const {
    if (!a || !b) return std::nullopt;
    return *b - *a;
}

std::optional<double> ComparisonRow::ratio() const {
    if (!a || !b || *a == 0) return std::nullopt;
    return *b / *a;
}

namespace {

/// A value that has a row per name: `key` is the name in the row's measure (the engine's
/// English, stable), `label` the name as the interface shows it.
struct NamedValue {
    std::string key;
    QString label;
    double value = 0;
};
using Named = std::vector<NamedValue>;

QString translated(const char* text) {
    return QCoreApplication::translate("asynclab::Comparison", text);
}

struct OpTime {
    double total = 0;
    double median = 0;
};

/// The total and the median of `times` (not empty).
OpTime opTime(std::vector<TimeNs> times) {
    OpTime t;
    for (TimeNs d : times) t.total += static_cast<double>(d);
    const auto mid = times.begin() + static_cast<std::ptrdiff_t>(times.size() / 2);
    std::nth_element(times.begin(), mid, times.end());
    t.median = static_cast<double>(*mid);
    if (times.size() % 2 == 0)  // the mean of the two middle values
        t.median = 0.5 * (t.median + static_cast<double>(*std::max_element(times.begin(), mid)));
    return t;
}

/// What compareRuns reads off one run.
struct Measures {
    double wall = 0;
    std::optional<double> issue;
    std::optional<double> blocked;
    double ops = 0;
    Named deviceUtil;
    Named laneUtil;
    Named peakMemory;
    /// Total and median running time of the ops drawn on the lanes (outermost spans), by
    /// op name.
    std::map<std::string, OpTime> opTimes;
};

bool isEngineLane(const LaneData& lane) {
    return lane.info.lane &&
           (lane.info.role == LaneRole::Compute || lane.info.role == LaneRole::Copy);
}

std::string laneName(const LaneInfo& info) {
    if (info.role == LaneRole::Other && !info.device.empty()) return info.device + ": " + info.name;
    return info.name;
}

NamedValue named(std::string key, double value) {
    QString label = QString::fromStdString(key);
    return {std::move(key), std::move(label), value};
}

/// Devices with more than one compute or copy lane in `snap`.
std::set<std::string> devicesWithSeveralLanes(const TraceSnapshot& snap) {
    std::map<std::string, int> count;
    for (const auto& lane : snap.lanes) {
        if (isEngineLane(*lane)) ++count[lane->info.lane->device.name()];
    }
    std::set<std::string> out;
    for (const auto& [device, n] : count) {
        if (n > 1) out.insert(device);
    }
    return out;
}

Measures measure(const TraceSnapshot& snap, const std::set<std::string>& splitDevices) {
    Measures m;
    m.wall = static_cast<double>(snap.duration());
    m.ops = static_cast<double>(snap.totals.ops);
    const double wall = m.wall;

    bool frontEnd = false;
    TimeNs lastPush = snap.begin;
    std::vector<std::string> devices;  // in row order
    std::map<std::string, std::vector<std::pair<TimeNs, TimeNs>>> computeSpans;
    std::map<std::string, std::vector<TimeNs>> opSpans;
    for (std::size_t i = 0; i < snap.lanes.size(); ++i) {
        const LaneData& lane = *snap.lanes[i];
        if (lane.info.role == LaneRole::FrontEnd) {
            frontEnd = true;
            if (!lane.issues.empty()) lastPush = std::max(lastPush, lane.issues.back().time);
            continue;
        }
        for (const OpSpan& s : lane.spans)
            if (s.depth == 0) opSpans[snap.name(s.name)].push_back(s.duration());
        if (isEngineLane(lane)) {
            const std::string device = lane.info.lane->device.name();
            if (std::find(devices.begin(), devices.end(), device) == devices.end()) {
                devices.push_back(device);
            }
            auto& spans = computeSpans[device];
            if (lane.info.role == LaneRole::Compute) {
                for (const OpSpan& s : lane.spans) spans.emplace_back(s.start, s.end);
            }
            if (splitDevices.count(device))
                m.laneUtil.push_back({lane.info.name, laneLabel(lane.info), snap.utilization(i)});
        } else if (!lane.spans.empty()) {
            m.laneUtil.push_back({laneName(lane.info), laneLabel(lane.info), snap.utilization(i)});
        }
    }
    for (auto& [name, times] : opSpans) m.opTimes.emplace(name, opTime(std::move(times)));
    if (frontEnd) {
        m.issue = static_cast<double>(lastPush - snap.begin);
        m.blocked = static_cast<double>(snap.totals.blocked);
    }
    for (const std::string& device : devices) {
        auto& spans = computeSpans[device];
        std::sort(spans.begin(), spans.end());
        TimeNs busy = 0;
        TimeNs curBegin = 0;
        TimeNs curEnd = 0;
        bool open = false;
        for (const auto& [b, e] : spans) {
            if (!open || b > curEnd) {
                if (open) busy += curEnd - curBegin;
                curBegin = b;
                curEnd = e;
                open = true;
            } else {
                curEnd = std::max(curEnd, e);
            }
        }
        if (open) busy += curEnd - curBegin;
        m.deviceUtil.push_back(
            named(device, wall > 0 ? std::clamp(static_cast<double>(busy) / wall, 0.0, 1.0) : 0.0));
    }
    for (const auto& c : snap.counters) {
        if (c->kind == CounterKind::MemoryBytes) {
            m.peakMemory.push_back(named(c->device.name(), c->max_value));
        } else if (c->kind == CounterKind::ResidentBytes) {
            m.peakMemory.push_back({"resident", counterLabel(*c), c->max_value});
        }
    }
    return m;
}

/// Rows for named values of both runs: A's names in order, then B's new ones. A row's
/// measure is `pattern` (with %1) filled with the key; its label is `pattern` translated,
/// filled with the name's label.
void addNamed(std::vector<ComparisonRow>& rows, const char* pattern, CompareUnit unit,
              const Named& a, const Named& b) {
    std::vector<const NamedValue*> names;
    auto known = [&names](const std::string& key) {
        return std::any_of(names.begin(), names.end(),
                           [&key](const NamedValue* n) { return n->key == key; });
    };
    for (const NamedValue& n : a) names.push_back(&n);
    for (const NamedValue& n : b) {
        if (!known(n.key)) names.push_back(&n);
    }
    auto find = [](const Named& list, const std::string& key) -> std::optional<double> {
        for (const NamedValue& n : list) {
            if (n.key == key) return n.value;
        }
        return std::nullopt;
    };
    for (const NamedValue* n : names) {
        rows.push_back({QString::fromLatin1(pattern).arg(QString::fromStdString(n->key)),
                        translated(pattern).arg(n->label), unit, find(a, n->key), find(b, n->key)});
    }
}

/// Rows "time in <op>" and "median <op>" for the op names that took the most time in
/// either run (at most kCompareOpNames), the longest first; ties by name.
void addOpRows(std::vector<ComparisonRow>& rows, const Measures& a, const Measures& b) {
    static const char* const kTime = QT_TRANSLATE_NOOP("asynclab::Comparison", "time in %1");
    static const char* const kMedian = QT_TRANSLATE_NOOP("asynclab::Comparison", "median %1");
    std::map<std::string, double> longest;
    for (const Measures* m : {&a, &b})
        for (const auto& [name, t] : m->opTimes) longest[name] = std::max(longest[name], t.total);
    std::vector<std::pair<std::string, double>> order(longest.begin(), longest.end());
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& x, const auto& y) { return x.second > y.second; });
    if (order.size() > kCompareOpNames) order.resize(kCompareOpNames);
    auto find = [](const Measures& m, const std::string& name) -> const OpTime* {
        const auto it = m.opTimes.find(name);
        return it == m.opTimes.end() ? nullptr : &it->second;
    };
    auto field = [](const OpTime* t, double OpTime::*member) {
        return t ? std::optional<double>(t->*member) : std::nullopt;
    };
    for (const auto& [name, most] : order) {
        const QString op = QString::fromStdString(name);
        const OpTime* ta = find(a, name);
        const OpTime* tb = find(b, name);
        rows.push_back({QString::fromLatin1(kTime).arg(op), translated(kTime).arg(op),
                        CompareUnit::Duration, field(ta, &OpTime::total),
                        field(tb, &OpTime::total)});
        rows.push_back({QString::fromLatin1(kMedian).arg(op), translated(kMedian).arg(op),
                        CompareUnit::Duration, field(ta, &OpTime::median),
                        field(tb, &OpTime::median)});
    }
}

}  // namespace

std::vector<ComparisonRow> compareRuns(const CompareRun& a, const CompareRun& b) {
    const TraceSnapshot& sa = a.snapshot ? *a.snapshot : *empty_snapshot();
    const TraceSnapshot& sb = b.snapshot ? *b.snapshot : *empty_snapshot();
    std::set<std::string> split = devicesWithSeveralLanes(sa);
    split.merge(devicesWithSeveralLanes(sb));
    const Measures ma = measure(sa, split);
    const Measures mb = measure(sb, split);

    std::vector<ComparisonRow> rows;
    // The measures, marked for the translator; a row's label is its measure translated.
    static const char* const kWall = QT_TRANSLATE_NOOP("asynclab::Comparison", "wall time");
    static const char* const kIssue =
        QT_TRANSLATE_NOOP("asynclab::Comparison", "front-end issue time");
    static const char* const kBlocked =
        QT_TRANSLATE_NOOP("asynclab::Comparison", "blocked at sync points");
    static const char* const kOps = QT_TRANSLATE_NOOP("asynclab::Comparison", "ops");
    static const char* const kUtil = QT_TRANSLATE_NOOP("asynclab::Comparison", "utilization %1");
    static const char* const kPeak = QT_TRANSLATE_NOOP("asynclab::Comparison", "peak memory %1");
    static const char* const kMetric = QT_TRANSLATE_NOOP("asynclab::Comparison", "metric %1");
    auto fixed = [&rows](const char* measure, CompareUnit unit, std::optional<double> a,
                         std::optional<double> b) {
        rows.push_back({QString::fromLatin1(measure), translated(measure), unit, a, b});
    };
    fixed(kWall, CompareUnit::Duration, ma.wall, mb.wall);
    fixed(kIssue, CompareUnit::Duration, ma.issue, mb.issue);
    fixed(kBlocked, CompareUnit::Duration, ma.blocked, mb.blocked);
    fixed(kOps, CompareUnit::Count, ma.ops, mb.ops);
    addNamed(rows, kUtil, CompareUnit::Fraction, ma.deviceUtil, mb.deviceUtil);
    addNamed(rows, kUtil, CompareUnit::Fraction, ma.laneUtil, mb.laneUtil);
    addNamed(rows, kPeak, CompareUnit::Bytes, ma.peakMemory, mb.peakMemory);

    // Scenario metrics; seconds become durations so they read like the rest.
    auto scaled = [](const auto& metrics, const std::string& suffix, double factor) {
        Named out;
        for (const auto& [n, v] : metrics) {
            if (n.size() > suffix.size() && n.ends_with(suffix))
                out.push_back(named(n, v * factor));
        }
        return out;
    };
    auto plain = [](const auto& metrics) {
        Named out;
        for (const auto& [n, v] : metrics) {
            if (!n.ends_with("_s") && !n.ends_with("_bytes")) out.push_back(named(n, v));
        }
        return out;
    };
    addNamed(rows, kMetric, CompareUnit::Duration, scaled(a.metrics, "_s", 1e9),
             scaled(b.metrics, "_s", 1e9));
    addNamed(rows, kMetric, CompareUnit::Bytes, scaled(a.metrics, "_bytes", 1),
             scaled(b.metrics, "_bytes", 1));
    addNamed(rows, kMetric, CompareUnit::Number, plain(a.metrics), plain(b.metrics));
    addOpRows(rows, ma, mb);
    return rows;
}

QString formatCompareValue(double value, CompareUnit unit) {
    switch (unit) {
        case CompareUnit::Duration: return formatDuration(value);
        case CompareUnit::Fraction:
            return QStringLiteral("%1 %").arg(formatNumber(value * 100.0, 'f', 1));
        case CompareUnit::Bytes: return formatSi(value, QStringLiteral("B"));
        case CompareUnit::Count: return QString::number(static_cast<qint64>(std::llround(value)));
        case CompareUnit::Number: break;
    }
    return formatNumber(value, 'g', 5);
}

QString formatCompareDelta(double delta, CompareUnit unit) {
    if (delta == 0) {
        return unit == CompareUnit::Fraction ? QStringLiteral("0 pp") : formatCompareValue(0, unit);
    }
    const QString sign = delta > 0 ? QStringLiteral("+") : QString(QChar(0x2212));
    const double a = std::abs(delta);
    if (unit == CompareUnit::Fraction)
        return sign + QStringLiteral("%1 pp").arg(formatNumber(a * 100, 'f', 1));
    return sign + formatCompareValue(a, unit);
}

QString formatCompareRatio(double ratio) {
    return formatNumber(ratio, 'g', 3) + QChar(0x00d7);
}

CompareRun compareRunFromResult(const QString& label, const scenarios::ScenarioResult& result) {
    TraceBuilder builder;
    for (const LaneId& lane : result.lanes) builder.add_lane(lane);
    builder.add(result.trace);
    builder.set_title(result.scenario + " (" + scenarios::run_mode_name(result.mode) + ")");
    CompareRun run;
    run.label = label;
    run.snapshot = builder.snapshot();
    run.metrics = result.metrics;
    return run;
}

// --- the table ----------------------------------------------------------------------------

void ComparisonModel::setRows(std::vector<ComparisonRow> rows, const QString& labelA,
                              const QString& labelB) {
    beginResetModel();
    rows_ = std::move(rows);
    labelA_ = labelA;
    labelB_ = labelB;
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
    const ComparisonRow& row = rows_[static_cast<std::size_t>(index.row())];
    std::optional<double> value;
    switch (index.column()) {
        case Measure: return role == Qt::DisplayRole ? QVariant(row.label) : QVariant();
        case ValueA: value = row.a; break;
        case ValueB: value = row.b; break;
        case Delta: value = row.delta(); break;
        case Ratio: value = row.ratio(); break;
    }
    if (role == RawValueRole) return value ? QVariant(*value) : QVariant();
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole) return {};
    if (!value) return QStringLiteral("\u2014");  // a dash: the run does not have it
    switch (index.column()) {
        case Delta: return formatCompareDelta(*value, row.unit);
        case Ratio: return formatCompareRatio(*value);
        default: return formatCompareValue(*value, row.unit);
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Measure: return tr("Measure");
        case ValueA: return labelA_;
        case ValueB: return labelB_;
        case Delta: return QStringLiteral("%1 \u2212 %2").arg(labelB_, labelA_);
        case Ratio: return QStringLiteral("%1 / %2").arg(labelB_, labelA_);
    }
    return {};
}

}  // namespace asynclab
