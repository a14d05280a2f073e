#include "ui/models/labels.h"

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

}  // namespace asynclab
