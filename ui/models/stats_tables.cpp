#include "ui/models/stats_tables.h"

#include "ui/models/trace_model.h"

namespace asynclab {

namespace {

QString percent(double fraction) {
    return QStringLiteral("%1 %").arg(formatNumber(fraction * 100.0, 'f', 1));
}

}  // namespace

// --- OpStatsTableModel -----------------------------------------------------------------

OpStatsTableModel::OpStatsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void OpStatsTableModel::setStats(TraceStats stats) {
    beginResetModel();
    stats_ = std::move(stats);
    endResetModel();
}

int OpStatsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(stats_.ops.size());
}

int OpStatsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpStatsTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OpStatsRow& r = stats_.ops[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case Name: return QString::fromStdString(r.name);
            case Count: return static_cast<qulonglong>(r.count);
            case Total: return formatDuration(static_cast<double>(r.total));
            case Mean: return formatDuration(r.mean());
            case Max: return formatDuration(static_cast<double>(r.max));
            case Share: return percent(r.share);
        }
    } else if (role == SortRole) {
        switch (index.column()) {
            case Name: return QString::fromStdString(r.name);
            case Count: return static_cast<qulonglong>(r.count);
            case Total: return static_cast<double>(r.total);
            case Mean: return r.mean();
            case Max: return static_cast<double>(r.max);
            case Share: return r.share;
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() != Name) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ToolTipRole && index.column() == Max) {
        return tr("The longest part inside the range: op #%1").arg(r.max_op);
    }
    return {};
}

QVariant OpStatsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Name: return tr("Op");
            case Count: return tr("Count");
            case Total: return tr("Total");
            case Mean: return tr("Mean");
            case Max: return tr("Max");
            case Share: return tr("Share");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
            case Count: return tr("Ops of this name that overlap the range");
            case Total: return tr("Their time inside the range (each clipped to it)");
            case Max: return tr("The largest clipped duration");
            case Share: return tr("Part of the selected ops' total time");
        }
    }
    return {};
}

// --- LaneStatsTableModel ---------------------------------------------------------------

LaneStatsTableModel::LaneStatsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void LaneStatsTableModel::setStats(TraceStats stats) {
    beginResetModel();
    stats_ = std::move(stats);
    endResetModel();
}

int LaneStatsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(stats_.lanes.size());
}

int LaneStatsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LaneStatsTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LaneStatsRow& r = stats_.lanes[static_cast<std::size_t>(index.row())];
    const double length = static_cast<double>(stats_.duration());
    auto value = [&](int column) -> double {
        switch (column) {
            case Busy: return static_cast<double>(r.busy);
            case Idle: return static_cast<double>(r.idle);
            case Blocked: return static_cast<double>(r.blocked);
        }
        return 0;
    };
    if (role == Qt::DisplayRole) {
        if (index.column() == Name) return QString::fromStdString(r.name);
        const double v = value(index.column());
        return tr("%1 (%2)").arg(formatDuration(v), percent(length > 0 ? v / length : 0));
    } else if (role == SortRole) {
        if (index.column() == Name) return QString::fromStdString(r.name);
        return value(index.column());
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() != Name) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant LaneStatsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
            case Name: return tr("Lane");
            case Busy: return tr("Busy");
            case Idle: return tr("Idle");
            case Blocked: return tr("Blocked");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
            case Busy: return tr("Some op ran on the lane");
            case Idle: return tr("Neither busy nor blocked");
            case Blocked:
                return tr(
                    "Front end: waiting at sync points. Device lane: nothing ran although "
                    "an op pushed to it was ready (its inputs done)");
        }
    }
    return {};
}

}  // namespace asynclab
