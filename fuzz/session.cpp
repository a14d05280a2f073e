// Session files (ui/models/session.h): any input gives a session or an error saying where
// the problem is; a session that reads writes back to one that reads again, with the same
// network, settings and run, and its run's events make a snapshot for the views.
#include <QString>
#include <cstdint>

#include "fuzz/check.h"
#include "ui/models/session.h"

using namespace asynclab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    QString error;
    const std::optional<Session> session = Session::fromJson(fuzz::text_of(data, size), &error);
    if (!session) {
        fuzz::require(!error.isEmpty(), "a session refused without a message");
        return 0;
    }
    const std::string written = session->toJson();
    const std::optional<Session> again = Session::fromJson(written, &error);
    fuzz::require(again.has_value(), "a session written back does not read again",
                  error.toStdString());
    fuzz::require(again->network == session->network, "a round trip changed the network");
    fuzz::require(again->settings == session->settings, "a round trip changed the settings");
    fuzz::require(again->lastRun.has_value() == session->lastRun.has_value(),
                  "a round trip lost the last run");
    if (session->lastRun) {
        fuzz::require(
            again->lastRun->result.trace.ops.size() == session->lastRun->result.trace.ops.size(),
            "a round trip changed the run's ops");
        (void)session->lastRun->snapshot();
    }
    return 0;
}
