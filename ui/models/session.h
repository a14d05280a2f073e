// A session: the network being edited, the run settings and the last run, saved as one
// JSON file and reopened later.
//
// File format ("asynclab-session", version 1), one JSON object:
//
//   {
//     "format": "asynclab-session",   required, exactly this string
//     "version": 1,                   required integer; newer versions are refused
//     "network": { ... },             optional: an "asynclab-network" document
//                                     (engine/nn/network_spec.h)
//     "settings": {                   optional
//       "scenario": "sync-vs-async",  string ("" = none chosen)
//       "mode": "sim",                "sim" or "real"
//       "params": {"reps": "1000"},   parameter values as strings
//       "extra": { ... }              any other settings (an object); the app keeps
//                                     "theme" (a string), "spin_us" (0..10000),
//                                     "gpu_timing" and "timing_only" (booleans) there
//     },
//     "last_run": {                   optional
//       "scenario", "mode", "params", "metrics", "phenomenon", "notes", "cancelled"
//                                     as scenarios::to_json writes them,
//       "wall_seconds": 0.25,         what the run took on the machine it ran on
//       "trace": { ... }              required: the run's Chrome trace as
//                                     scenarios::write_trace writes it
//     }
//   }
//
// Unknown members are ignored. Loading checks everything and reports the first problem
// with where it is ("last_run.trace: ..."); it never throws.
#pragma once

#include <QString>
#include <optional>
#include <string>
#include <string_view>

#include "engine/nn/network_spec.h"
#include "engine/scenarios/scenario.h"
#include "engine/util/json.h"
#include "ui/models/run_settings.h"
#include "ui/models/trace_snapshot.h"

namespace asynclab {

/// The run settings (the network is Session::network), the window's theme and any other
/// settings a file carries, kept as they are.
struct SessionSettings : RunSettings {
    std::string theme;  ///< "system", "light", "dark"; "" when the file names none
    /// The members of "extra" besides the ones above (view options, export sizes, ...).
    json::Value extra = json::Value::object();

    friend bool operator==(const SessionSettings&, const SessionSettings&) = default;
};

/// The last run: the scenario's result with its events, and its wall-clock time.
struct SessionRun {
    /// Everything a run reports. After loading, `trace` and `lanes` come from the saved
    /// Chrome trace and `series` is derived from it again.
    scenarios::ScenarioResult result;
    double wallSeconds = 0;

    /// The run's events as a snapshot for the views.
    TraceSnapshotPtr snapshot() const;
};

/// A Chrome trace file (AsyncLab's, PyTorch's, TensorFlow's...) as a snapshot for the
/// views; nullptr with the problem in *error when it cannot be read.
/// `control` reports progress and can cancel (the read then fails with the
/// cancellation's message); it is called on the reading thread.
TraceSnapshotPtr readTraceFile(const QString& path, QString* error,
                               const TraceReadControl& control = {});
/// Writes `result`'s events as a Chrome trace; false with the problem in *error.
bool writeTraceFile(const scenarios::ScenarioResult& result, const QString& path, QString* error);

class Session {
  public:
    static constexpr const char* kFormat = "asynclab-session";
    static constexpr int kVersion = 1;
    /// Larger files are refused before they are read.
    static constexpr qint64 kMaxFileBytes = qint64{512} << 20;

    std::optional<nn::NetworkSpec> network;
    SessionSettings settings;
    std::optional<SessionRun> lastRun;

    /// A session of `settings` (its dock network left to `network`) with `theme`.
    static Session of(const RunSettings& settings, std::string theme);
    /// The run settings to open it with: its own, fitted to this version's scenarios (what
    /// they do not take is left out), the Network dock's network `dock` (a program when
    /// `dockIsProgram`) with the batch size a "batch_size" parameter names.
    RunSettings runSettings(const nn::NetworkSpec& dock, bool dockIsProgram) const;

    /// The file's text (pretty-printed).
    std::string toJson() const;
    /// Parses and checks a session document; nullopt with the problem in *error.
    static std::optional<Session> fromJson(std::string_view text, QString* error);

    /// Writes the file atomically (the old file stays intact when anything fails).
    bool save(const QString& path, QString* error) const;
    /// Reads a file written by save(); files above `maxBytes` are refused unread.
    static std::optional<Session> load(const QString& path, QString* error,
                                       qint64 maxBytes = kMaxFileBytes);
};

}  // namespace asynclab
