// asynclab-cli run NAME --screenshot FILE: the run's timeline rendered offscreen into a PNG,
// SVG or PDF (by the suffix). Needs the GUI libraries; a build without them says so.
#pragma once

#include <string>

#include "engine/scenarios/scenario.h"

namespace asynclab::cli {

/// Whether this build can render screenshots (the GUI was built).
bool screenshots_available();

/// Renders `result`'s timeline at width x height with a title; false with `error` set.
bool write_timeline_screenshot(const scenarios::ScenarioResult& result, const std::string& path,
                               int width, int height, std::string* error);

}  // namespace asynclab::cli
