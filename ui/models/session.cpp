#include "ui/models/session.h"

#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSaveFile>
#include <cmath>
#include <fstream>
#include <stdexcept>

#include "engine/profiler/chrome_trace.h"
#include "engine/profiler/trace_import.h"
#include "engine/util/json.h"

namespace asynclab {

namespace {

std::string compactText(const json::Value& v) {
    std::string out;
    json::Writer writer(out);
    writer.value(v);
    writer.flush();
    return out;
}

/// Thrown while reading a document; the message names where the problem is.
struct Invalid : std::runtime_error {
    using std::runtime_error::runtime_error;
};

const json::Value& member(const json::Value& object, std::string_view key) {
    return object[key];
}

std::string where(std::string_view path, std::string_view key) {
    return std::string(path) + "." + std::string(key);
}

const json::Object& requireObject(const json::Value& v, const std::string& path) {
    if (!v.is_object())
        throw Invalid(path + ": must be an object, not " + json::type_name(v.type()));
    return v.as_object();
}

std::string optionalString(const json::Value& object, std::string_view key, std::string_view path) {
    const json::Value& v = member(object, key);
    if (v.is_null()) return {};
    if (!v.is_string()) {
        throw Invalid(where(path, key) + ": must be a string, not " + json::type_name(v.type()));
    }
    return v.as_string();
}

scenarios::RunMode parseMode(const json::Value& object, std::string_view path) {
    const std::string mode = optionalString(object, "mode", path);
    if (mode.empty()) return scenarios::RunMode::Sim;
    if (const auto parsed = scenarios::parse_run_mode(mode)) return *parsed;
    throw Invalid(where(path, "mode") + ": must be \"sim\" or \"real\", not \"" + mode + "\"");
}

scenarios::Params parseParams(const json::Value& object, std::string_view path) {
    scenarios::Params params;
    const json::Value& v = member(object, "params");
    if (v.is_null()) return params;
    const std::string p = where(path, "params");
    for (const auto& [name, value] : requireObject(v, p)) {
        if (!value.is_string()) {
            throw Invalid(p + "." + name + ": must be a string, not " +
                          json::type_name(value.type()));
        }
        params[name] = value.as_string();
    }
    return params;
}

bool optionalBool(const json::Value& extra, std::string_view key, bool fallback) {
    const json::Value& v = member(extra, key);
    if (v.is_null()) return fallback;
    if (!v.is_bool()) throw Invalid(where("settings.extra", key) + ": must be true or false");
    return v.as_bool();
}

SessionSettings parseSettings(const json::Value& v) {
    SessionSettings s;
    requireObject(v, "settings");
    s.scenario = optionalString(v, "scenario", "settings");
    s.mode = parseMode(v, "settings");
    s.params = parseParams(v, "settings");
    const json::Value& extra = member(v, "extra");
    if (extra.is_null()) return s;
    requireObject(extra, "settings.extra");
    // The settings the app keeps there, typed; the rest as they are.
    if (const json::Value& spin = member(extra, kSpinSetting); !spin.is_null()) {
        const double us = spin.is_number() ? spin.as_double() : -1;
        if (!spin.is_integer() || us < 0 || us > kMaxSpinUs)
            throw Invalid(where("settings.extra", kSpinSetting) +
                          ": must be a whole number of microseconds from 0 to " +
                          std::to_string(kMaxSpinUs));
        s.spinUs = static_cast<int>(us);
    }
    s.gpuTiming = optionalBool(extra, "gpu_timing", s.gpuTiming);
    s.timingOnly = optionalBool(extra, "timing_only", s.timingOnly);
    s.theme = optionalString(extra, "theme", "settings.extra");
    for (const auto& [key, value] : extra.as_object())
        if (key != kSpinSetting && key != "gpu_timing" && key != "timing_only" && key != "theme")
            s.extra.set(key, value);
    return s;
}

SessionRun parseRun(const json::Value& v) {
    SessionRun run;
    scenarios::ScenarioResult& r = run.result;
    requireObject(v, "last_run");
    r.scenario = optionalString(v, "scenario", "last_run");
    r.mode = parseMode(v, "last_run");
    r.params = parseParams(v, "last_run");

    if (const json::Value& metrics = member(v, "metrics"); !metrics.is_null()) {
        for (const auto& [name, value] : requireObject(metrics, "last_run.metrics")) {
            if (!value.is_number()) {
                throw Invalid("last_run.metrics." + name + ": must be a number, not " +
                              json::type_name(value.type()));
            }
            r.metrics.emplace_back(name, value.as_double());
        }
    }
    if (const json::Value& ph = member(v, "phenomenon"); !ph.is_null()) {
        try {
            r.phenomenon = scenarios::phenomenon_from_json(ph, "last_run.phenomenon");
        } catch (const std::invalid_argument& e) {
            throw Invalid(e.what());
        }
    }
    if (const json::Value& notes = member(v, "notes"); !notes.is_null()) {
        if (!notes.is_array()) throw Invalid("last_run.notes: must be an array of strings");
        for (const json::Value& n : notes.as_array()) {
            if (!n.is_string()) throw Invalid("last_run.notes: must be an array of strings");
            r.notes.push_back(n.as_string());
        }
    }
    const json::Value& cancelled = member(v, "cancelled");
    if (!cancelled.is_null() && !cancelled.is_bool()) {
        throw Invalid("last_run.cancelled: must be true or false");
    }
    r.cancelled = cancelled.is_bool() && cancelled.as_bool();
    const json::Value& timingOnly = member(v, "timing_only");
    if (!timingOnly.is_null() && !timingOnly.is_bool()) {
        throw Invalid("last_run.timing_only: must be true or false");
    }
    r.timing_only = timingOnly.is_bool() && timingOnly.as_bool();
    const json::Value& wall = member(v, "wall_seconds");
    if (!wall.is_null() && (!wall.is_number() || !(wall.as_double() >= 0))) {
        throw Invalid("last_run.wall_seconds: must be a number >= 0");
    }
    run.wallSeconds = wall.is_number() ? wall.as_double() : 0;

    const json::Value& trace = member(v, "trace");
    if (trace.is_null()) throw Invalid("last_run.trace: missing (the run's Chrome trace)");
    if (!trace.is_object()) {
        throw Invalid(std::string("last_run.trace: must be a Chrome trace object, not ") +
                      json::type_name(trace.type()));
    }
    TraceFile file;
    try {
        file = read_chrome_trace(compactText(trace));
    } catch (const std::exception& e) {
        throw Invalid(std::string("last_run.trace: ") + e.what());
    }
    if (!is_asynclab_trace(file)) {
        throw Invalid(
            "last_run.trace: not a trace written by AsyncLab (otherData.generator is "
            "not \"" +
            std::string(kChromeTraceGenerator) + "\")");
    }
    try {
        r.trace = import_asynclab_trace(file);
    } catch (const std::exception& e) {
        throw Invalid(std::string("last_run.trace: ") + e.what());
    }
    for (const TraceThread& t : file.threads) {
        if (auto lane = parse_lane_name(t.name)) r.lanes.push_back(*lane);
    }
    r.series = scenarios::derive_series(r.trace);
    return run;
}

}  // namespace

TraceSnapshotPtr SessionRun::snapshot() const {
    TraceBuilder builder;
    for (const LaneId& lane : result.lanes) builder.add_lane(lane);
    builder.add(result.trace);
    builder.set_title(result.scenario + " (" + scenarios::run_mode_name(result.mode) + ")");
    return builder.snapshot();
}

TraceSnapshotPtr readTraceFile(const QString& path, QString* error,
                               const TraceReadControl& control) {
    try {
        return snapshot_from_trace(read_chrome_trace_file(path.toStdString(), control));
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return nullptr;
    }
}

bool writeTraceFile(const scenarios::ScenarioResult& result, const QString& path, QString* error) {
    std::ofstream out(path.toStdString(), std::ios::binary);
    if (out) scenarios::write_trace(out, result);
    if (!out && error) *error = QObject::tr("Could not write %1.").arg(path);
    return static_cast<bool>(out);
}

Session Session::of(const RunSettings& settings, std::string theme) {
    Session session;
    static_cast<RunSettings&>(session.settings) = settings;
    session.settings.network.reset();  // Session::network has it
    session.settings.networkIsProgram = false;
    session.settings.theme = std::move(theme);
    return session;
}

RunSettings Session::runSettings(const nn::NetworkSpec& dock, bool dockIsProgram) const {
    RunSettings next = fitted(settings);
    next.network = dock;
    next.networkIsProgram = dockIsProgram;
    if (const auto batch = settings.params.find("batch_size"); batch != settings.params.end())
        if (auto with = withParam(next, batch->first, batch->second)) next = std::move(*with);
    return next;
}

std::string Session::toJson() const {
    json::Value doc = json::Value::object();
    doc.set("format", kFormat);
    doc.set("version", kVersion);
    if (network) doc.set("network", json::parse_or_throw(nn::to_json(*network, false)));

    json::Value s = json::Value::object();
    s.set("scenario", settings.scenario);
    s.set("mode", scenarios::run_mode_name(settings.mode));
    json::Value params = json::Value::object();
    for (const auto& [k, v] : settings.params) params.set(k, v);
    s.set("params", std::move(params));
    json::Value extra = settings.extra.is_object() ? settings.extra : json::Value::object();
    if (!settings.theme.empty()) extra.set("theme", settings.theme);
    extra.set(kSpinSetting, settings.spinUs);
    extra.set("gpu_timing", settings.gpuTiming);
    extra.set("timing_only", settings.timingOnly);
    s.set("extra", std::move(extra));
    doc.set("settings", std::move(s));

    // The trace goes in as the writer made it (one event per line): "trace" is the last
    // member of "last_run", the document's last member, so its placeholder is the last
    // null of the text.
    std::string trace;
    if (lastRun) {
        json::Value run = scenarios::to_json(lastRun->result);
        run.set("wall_seconds", lastRun->wallSeconds);
        run.set("trace", nullptr);
        doc.set("last_run", std::move(run));
        const scenarios::ScenarioResult& r = lastRun->result;
        trace = chrome_trace_string(
            r.trace, {r.scenario + " (" + scenarios::run_mode_name(r.mode) + ")", r.lanes});
        while (!trace.empty() && (trace.back() == '\n' || trace.back() == ' ')) trace.pop_back();
    }

    std::string out;
    json::Writer writer(out, true);
    writer.value(doc);
    writer.flush();
    if (lastRun) {
        const std::size_t at = out.rfind("null");
        if (at == std::string::npos || out.find_first_not_of(" \n}", at + 4) != std::string::npos) {
            throw std::logic_error("session writer: the trace placeholder is not last");
        }
        out.replace(at, 4, trace);
    }
    out += '\n';
    return out;
}

std::optional<Session> Session::fromJson(std::string_view text, QString* error) {
    auto fail = [error](const std::string& message) -> std::optional<Session> {
        if (error) *error = QString::fromStdString(message);
        return std::nullopt;
    };
    const json::Result parsed = json::parse(text);
    if (!parsed) return fail("not valid JSON: " + parsed.error_message());
    const json::Value& root = parsed.value();
    if (!root.is_object()) {
        return fail(std::string("not an AsyncLab session: the document is ") +
                    json::type_name(root.type()) + ", not an object");
    }
    const json::Value& format = root["format"];
    if (!format.is_string()) {
        return fail("not an AsyncLab session: \"format\" is missing (expected \"" +
                    std::string(kFormat) + "\")");
    }
    if (format.as_string() != kFormat) {
        return fail("not an AsyncLab session: \"format\" is \"" + format.as_string() +
                    "\", expected \"" + kFormat + "\"");
    }
    const json::Value& version = root["version"];
    if (!version.is_integer()) return fail("\"version\" is missing or not an integer");
    const auto v = version.number_kind() == json::NumberKind::UInt64 ? std::int64_t{INT64_MAX}
                                                                     : version.as_int64();
    if (v > kVersion) {
        return fail("session version " + version.number_text() +
                    " is newer than this AsyncLab reads (up to " + std::to_string(kVersion) +
                    "); open it with a newer AsyncLab");
    }
    if (v < 1) return fail("session version " + std::to_string(v) + " is not valid");

    Session session;
    try {
        if (const json::Value& net = root["network"]; !net.is_null()) {
            requireObject(net, "network");
            nn::SpecParseResult spec = nn::parse_spec(compactText(net));
            if (!spec.ok()) throw Invalid("network: " + spec.error);
            session.network = std::move(*spec.spec);
        }
        if (const json::Value& s = root["settings"]; !s.is_null()) {
            session.settings = parseSettings(s);
        }
        if (const json::Value& run = root["last_run"]; !run.is_null()) {
            session.lastRun = parseRun(run);
        }
    } catch (const std::exception& e) {
        return fail(e.what());
    }
    if (error) error->clear();
    return session;
}

bool Session::save(const QString& path, QString* error) const {
    std::string text;
    try {
        text = toJson();
    } catch (const std::exception& e) {
        if (error)
            *error =
                QObject::tr("Could not save the session: %1").arg(QString::fromStdString(e.what()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = QObject::tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit()) {
        if (error) *error = QObject::tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    if (error) error->clear();
    return true;
}

std::optional<Session> Session::load(const QString& path, QString* error, qint64 maxBytes) {
    auto fail = [&](const QString& message) -> std::optional<Session> {
        if (error) *error = message;
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists()) return fail(QObject::tr("%1: no such file").arg(path));
    if (info.isDir()) return fail(QObject::tr("%1: is a folder, not a session file").arg(path));
    if (info.size() > maxBytes) {
        return fail(QObject::tr("%1: the file is %2 MB, more than the %3 MB a session may have")
                        .arg(path)
                        .arg(static_cast<double>(info.size()) / 1e6, 0, 'f', 1)
                        .arg(static_cast<double>(maxBytes) / 1e6, 0, 'f', 1));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QObject::tr("%1: cannot be read: %2").arg(path, file.errorString()));
    }
    // Read at most one byte past the limit: the file may have grown since the check.
    const QByteArray data = file.read(maxBytes + 1);
    if (data.size() > maxBytes) {
        return fail(QObject::tr("%1: the file is larger than the %2 MB a session may have")
                        .arg(path)
                        .arg(static_cast<double>(maxBytes) / 1e6, 0, 'f', 1));
    }
    QString message;
    auto session = fromJson(
        std::string_view(data.constData(), static_cast<std::size_t>(data.size())), &message);
    if (!session) return fail(QObject::tr("%1: %2").arg(path, message));
    if (error) error->clear();
    return session;
}

}  // namespace asynclab
