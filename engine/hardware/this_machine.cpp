#include "engine/hardware/this_machine.h"

#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <system_error>

#include "engine/hardware/calibrate.h"
#include "engine/util/env.h"
#include "engine/util/json.h"

namespace asynclab::hw {

namespace {

/// The cached calibration when it was measured on this CPU by this format; nullopt else.
std::optional<EngineCalibration> read_cache(const std::string& path) {
    if (path.empty()) return std::nullopt;
    try {
        json::Result r = json::parse_file(path);
        if (!r.ok()) return std::nullopt;
        EngineCalibration c = EngineCalibration::from_json(r.value());
        // Measured elsewhere (a copied home folder, a resized VM), quick, or with other
        // GEMM kernels or another heap allocator: measure again.
        if (!c.fits_this_machine()) return std::nullopt;
        return c;
    } catch (const std::exception&) {
        return std::nullopt;  // corrupt or foreign: measure again and overwrite
    }
}

void write_cache(const std::string& path, const EngineCalibration& c) {
    if (path.empty()) return;
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(fs::path(path).parent_path(), ec);
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary);
        if (!out) return;  // a read-only home: keep the figures for this process only
        json::dump(out, c.to_json(), true);
        out << '\n';
        if (!out) return;
    }
    fs::rename(tmp, path, ec);
    if (ec) fs::remove(tmp, ec);
}

}  // namespace

std::string this_machine_cache_path() {
    namespace fs = std::filesystem;
    if (std::string dir = env_or_empty("ASYNCLAB_CACHE_DIR"); !dir.empty())
        return (fs::path(dir) / "this-machine.json").string();
    if (std::string dir = env_or_empty("XDG_CACHE_HOME"); !dir.empty())
        return (fs::path(dir) / "asynclab" / "this-machine.json").string();
    if (std::string home = env_or_empty("HOME"); !home.empty())
        return (fs::path(home) / ".cache" / "asynclab" / "this-machine.json").string();
    return {};
}

DeviceSpec measure_this_machine() {
    const std::string policy = env_or_empty("ASYNCLAB_THIS_MACHINE");
    const bool use_cache = policy != "nocache";
    const std::string path = use_cache ? this_machine_cache_path() : std::string();
    std::optional<EngineCalibration> c;
    if (use_cache && policy != "measure") c = read_cache(path);
    if (!c) {
        c = calibrate_engine();
        if (use_cache) write_cache(path, *c);
    }
    return device_spec_from_calibration(*c);
}

void install_this_machine() {
    static std::once_flag installed;
    std::call_once(installed, [] { set_this_machine_source(measure_this_machine); });
}

}  // namespace asynclab::hw
