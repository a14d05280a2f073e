#include "ui/models/labels.h"

#include <algorithm>
#include <cmath>

#include "ui/models/trace_model.h"

#include <QCoreApplication>

namespace asynclab {

QString opKindLabel(OpKind kind) {
    // Looked up by the engine's own name: a name marked differently stays untranslated.
    [[maybe_unused]] static const char* const marked[] = {
        QT_TRANSLATE_NOOP("asynclab::OpKind", "other"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "elementwise"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "matmul"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "reduction"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "random"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "layout"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "copy"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "memory"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "bulk"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "fused"),
        QT_TRANSLATE_NOOP("asynclab::OpKind", "comm"),
    };
    return QCoreApplication::translate("asynclab::OpKind", op_kind_name(kind));
}

QString laneLabel(const LaneInfo& info) {
    // Each pattern, without a translation, spells what LaneId::name() does.
    if (const std::optional<LaneId>& lane = info.lane) {
        const QString device = QString::fromStdString(lane->device.name());
        switch (lane->kind) {
            case LaneKind::FrontEnd:
                return QCoreApplication::translate("asynclab::Lane", "front end %1")
                    .arg(lane->index);
            case LaneKind::Compute:
                return QCoreApplication::translate("asynclab::Lane", "%1 compute %2")
                    .arg(device)
                    .arg(lane->index);
            case LaneKind::CopyH2D:
                return QCoreApplication::translate("asynclab::Lane", "%1 copy h2d").arg(device);
            case LaneKind::CopyD2H:
                return QCoreApplication::translate("asynclab::Lane", "%1 copy d2h").arg(device);
            case LaneKind::CopyPeer:
                return QCoreApplication::translate("asynclab::Lane", "%1 copy peer").arg(device);
        }
    }
    if (info.role == LaneRole::Other && !info.device.empty())
        return QString::fromStdString(info.device + ": " + info.name);
    return QString::fromStdString(info.name);
}

QString counterLabel(const CounterSeries& series) {
    if (series.kind) {
        switch (*series.kind) {
            case CounterKind::QueueDepth:
                return QCoreApplication::translate("asynclab::Counter", "queue depth");
            case CounterKind::MemoryBytes:
                return QCoreApplication::translate("asynclab::Counter", "memory %1")
                    .arg(QString::fromStdString(series.device.name()));
            case CounterKind::ResidentBytes:
                return QCoreApplication::translate("asynclab::Counter", "resident");
        }
    }
    return QString::fromStdString(series.name);
}

QString formatSi(double value, const QString& unit) {
    static constexpr const char* prefixes[] = {"", "k", "M", "G", "T", "P"};
    int i = 0;
    double v = value;
    while (std::abs(v) >= 1000 && i < 5) {
        v /= 1000;
        ++i;
    }
    return QStringLiteral("%1 %2%3").arg(formatNumber(v, 'g', 4), QLatin1String(prefixes[i]), unit);
}

QString formatTimePoint(double ns, double resolutionNs) {
    struct Unit {
        double ns;
        const char* name;
    };
    static constexpr Unit units[] = {{1, "ns"}, {1e3, "µs"}, {1e6, "ms"}, {1e9, "s"}};
    const double res = std::max(std::abs(resolutionNs), 1e-3);
    Unit unit = units[0];
    for (const Unit& u : units) {
        if (res * 10 >= u.ns) unit = u;
    }
    // Enough decimals to tell ticks `resolutionNs` apart (2.5 ms steps need one).
    int decimals = 0;
    for (double step = res / unit.ns; decimals < 6; ++decimals, step *= 10) {
        if (std::abs(step - std::round(step)) < 1e-6 * std::max(1.0, step)) break;
    }
    return QStringLiteral("%1 %2").arg(formatNumber(ns / unit.ns, 'f', decimals),
                                       QString::fromUtf8(unit.name));
}

}  // namespace asynclab
