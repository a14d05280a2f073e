// asynclab-cli run NAME --screenshot FILE: the run's timeline rendered offscreen into a PNG,
// SVG or PDF (by the suffix); asynclab-cli figure ID: one of the chapter's figures drawn
// from a real run. Need the GUI libraries; a build without them says so.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/scenarios/scenario.h"

namespace asynclab::cli {

/// Whether this build can render screenshots (the GUI was built).
bool screenshots_available();

/// Renders `result`'s timeline at width x height with a title (`heading`, else the
/// scenario and its mode); false with `error` set.
bool write_timeline_screenshot(const scenarios::ScenarioResult& result, const std::string& path,
                               int width, int height, std::string* error,
                               const std::string& heading = {});

/// A figure of the chapter that a run of AsyncLab draws.
struct Figure {
    const char* id;        ///< the chapter's number: "12.2.2"
    const char* title;     ///< what it shows
    const char* scenario;  ///< the run that draws it (sim mode)
    std::vector<std::pair<std::string, std::string>> set;
    enum class View { Graph, Timeline } view;
};
/// The figures, in the chapter's order.
const std::vector<Figure>& figures();
const Figure* find_figure(const std::string& id);

/// Runs `figure`'s scenario in sim mode and writes its view (PNG, SVG or PDF by the
/// suffix) at width x height; false with `error` set.
bool write_figure(const Figure& figure, const std::string& path, int width, int height,
                  std::string* error);

}  // namespace asynclab::cli
