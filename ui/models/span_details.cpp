#include "ui/models/span_details.h"

#include <QCoreApplication>
#include <QStringList>

#include "ui/models/labels.h"
#include "ui/models/trace_model.h"

namespace asynclab {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(asynclab::SpanDetails)
};

}  // namespace

QString SpanDetails::value(const QString& field) const {
    for (const auto& [k, v] : fields)
        if (k == field) return v;
    return {};
}

QString SpanDetails::html() const {
    QString out = QStringLiteral("<b>%1</b> &nbsp;<i>%2</i> #%3")
                      .arg(name.toHtmlEscaped(), kind.toHtmlEscaped())
                      .arg(id);
    for (const auto& [k, v] : fields) {
        const bool error = k == Text::tr("error");
        out += QStringLiteral("<br>") + (error ? QStringLiteral("<font color='red'>") : QString()) +
               k.toHtmlEscaped() + QLatin1Char(' ') + v.toHtmlEscaped() +
               (error ? QStringLiteral("</font>") : QString());
    }
    return out;
}

SpanDetails spanDetails(const TraceSnapshot& snapshot, const LaneData& lane, const OpSpan& s,
                        const SpanDetailsOptions& options) {
    SpanDetails d;
    d.name = QString::fromStdString(snapshot.name(s.name));
    d.kind = opKindLabel(s.kind);
    d.id = s.id;
    const auto at = [&](TimeNs t) {
        return formatTimePoint(static_cast<double>(t) - options.originNs, options.resolutionNs);
    };
    const auto duration = [](TimeNs ns) { return formatDuration(static_cast<double>(ns)); };
    auto& f = d.fields;
    f.emplace_back(Text::tr("lane"), laneLabel(lane.info));
    if (!lane.info.device.empty())
        f.emplace_back(Text::tr("device"), QString::fromStdString(lane.info.device));
    f.emplace_back(Text::tr("pushed"), at(s.push));
    f.emplace_back(Text::tr("start"), at(s.start));
    f.emplace_back(Text::tr("end"), at(s.end));
    f.emplace_back(Text::tr("duration"), duration(s.duration()));
    if (s.push != s.start && lane.info.lane)
        f.emplace_back(Text::tr("queued"),
                       Text::tr("%1 after push").arg(duration(s.start - s.push)));
    if (const auto launch = lane.launches.find(s.id); launch != lane.launches.end()) {
        // Start and end above are the GPU's (device events); the host launched it earlier.
        const auto [l0, l1] = launch->second;
        f.emplace_back(Text::tr("launched by the host"),
                       Text::tr("at %1 (the launch took %2); the GPU started it %3 later")
                           .arg(at(l0), duration(l1 - l0), duration(s.start - l0)));
    }
    if (s.flops > 0) f.emplace_back(Text::tr("FLOPs"), formatSi(s.flops, QStringLiteral("FLOP")));
    if (s.bytes > 0) f.emplace_back(Text::tr("bytes"), formatSi(s.bytes, QStringLiteral("B")));
    if (s.flops > 0 && s.duration() > 0)
        f.emplace_back(Text::tr("rate"),
                       formatSi(s.flops / (static_cast<double>(s.duration()) * 1e-9),
                                QStringLiteral("FLOP/s")));
    const auto deps = lane.waited_on(s);
    if (!deps.empty()) {
        QStringList names;
        for (std::size_t i = 0; i < deps.size() && i < options.maxWaitedOn; ++i) {
            const OpSpan* dep = options.waitedOnNames ? snapshot.find(deps[i]) : nullptr;
            names << (dep ? QStringLiteral("#%1 %2").arg(deps[i]).arg(
                                QString::fromStdString(snapshot.name(dep->name)))
                          : QStringLiteral("#%1").arg(deps[i]));
        }
        if (deps.size() > options.maxWaitedOn)
            names << Text::tr("+%1 more").arg(deps.size() - options.maxWaitedOn);
        f.emplace_back(Text::tr("waited on"), names.join(QStringLiteral(", ")));
    }
    if (s.parent != 0) f.emplace_back(Text::tr("inside bulk"), QStringLiteral("#%1").arg(s.parent));
    if (s.failed()) f.emplace_back(Text::tr("error"), Text::tr("failed: it threw"));
    if (s.skipped())
        f.emplace_back(Text::tr("error"), Text::tr("skipped: an input carried an error"));
    return d;
}

}  // namespace asynclab
