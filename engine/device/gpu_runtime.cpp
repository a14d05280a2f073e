#include "engine/device/gpu_runtime.h"

#include "engine/util/dl_error.h"
#include "engine/util/env.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <system_error>

namespace asynclab {
namespace {

std::mutex g_sink_mutex;
std::function<void(const std::string&)> g_sink;  // empty: default (stderr)

void emit_log(const std::string& message) {
    std::function<void(const std::string&)> sink;
    {
        std::lock_guard lock(g_sink_mutex);
        sink = g_sink;
    }
    if (sink) {
        sink(message);
    } else {
        std::cerr << message << std::endl;
    }
}

const char* status_name(int status) {
    switch (status) {
        case ASYNCLAB_GPU_OK: return "ok";
        case ASYNCLAB_GPU_ERR_NO_DRIVER: return "no driver";
        case ASYNCLAB_GPU_ERR_NO_DEVICE: return "no device";
        case ASYNCLAB_GPU_ERR_INVALID_ARGUMENT: return "invalid argument";
        case ASYNCLAB_GPU_ERR_OUT_OF_MEMORY: return "out of memory";
        case ASYNCLAB_GPU_ERR_CUDA: return "CUDA error";
        case ASYNCLAB_GPU_ERR_CUBLAS: return "cuBLAS error";
        case ASYNCLAB_GPU_ERR_UNAVAILABLE: return "library unavailable";
        case ASYNCLAB_GPU_ERR_COLLECTIVE: return "collective error";
        default: return "unknown status";
    }
}

/// dlerror() text plus a hint when the module's own dependencies are what is missing.
std::string load_failure(const std::string& path, const std::string& dl_error) {
    std::string message = "GPU module " + path + " could not be loaded: " + dl_error;
    if (dl_error.find("libcublas") != std::string::npos) {
        message +=
            " (the module needs cuBLAS from the CUDA toolkit: install it, or add its lib64 "
            "folder to LD_LIBRARY_PATH)";
    }
    return message;
}

/// Candidate folders for the module, in search order (see gpu_runtime.h), without repeats.
std::vector<std::filesystem::path> search_dirs() {
    namespace fs = std::filesystem;
    std::vector<fs::path> dirs;
    auto add = [&dirs](const fs::path& dir) {
        std::error_code ec;
        fs::path normal = fs::weakly_canonical(dir, ec);
        if (ec) normal = dir.lexically_normal();
        for (const auto& d : dirs) {
            if (d == normal) return;
        }
        dirs.push_back(normal);
    };
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec && exe.has_parent_path()) {
        const fs::path dir = exe.parent_path();
        add(dir);
        add(dir / ".." / "lib");
        add(dir / ".." / "lib" / "asynclab");
    }
#ifdef ASYNCLAB_BUILD_LIB_DIR
    add(fs::path(ASYNCLAB_BUILD_LIB_DIR));
#endif
    return dirs;
}

/// Whether the CUDA driver's library loads. Without it the module cannot start CUDA, and
/// loading the module anyway would cost the process the start-up of the CUDA libraries it
/// links (cuBLAS's static initializers and relocations: 0.1 to 0.7 s of every CPU-only
/// process's start measured on a 2-core machine). The driver stays loaded: the CUDA runtime
/// opens it again, and CUDA libraries are never unloaded.
bool cuda_driver_loads(std::string* error) {
    dlerror();
    if (dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL)) return true;
    const std::string dl_error = last_dl_error();
    if (dl_error.find("cannot open shared object file") != std::string::npos)
        *error = "CUDA driver not found: libcuda.so.1 is not installed";
    else
        *error = "CUDA driver libcuda.so.1 could not be loaded: " + dl_error;
    return false;
}

/// Finds and dlopens the module. On failure returns nullptr and sets *error. A module found
/// on a machine without the CUDA driver is not loaded (cuda_driver_loads): *path_out names
/// it all the same. A module named by ASYNCLAB_GPU_MODULE is always loaded.
void* load_module(std::string* path_out, std::string* error) {
    namespace fs = std::filesystem;
    const std::string forced = env_or_empty("ASYNCLAB_GPU_MODULE");
    if (!forced.empty()) {
        dlerror();
        void* handle = dlopen(forced.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            *error = load_failure(forced + " (from ASYNCLAB_GPU_MODULE)", last_dl_error());
            return nullptr;
        }
        *path_out = forced;
        return handle;
    }

    std::string searched;
    for (const auto& dir : search_dirs()) {
        const fs::path candidate = dir / ASYNCLAB_GPU_MODULE_NAME;
        searched += dir.string() + ", ";
        std::error_code ec;
        if (!fs::is_regular_file(candidate, ec)) continue;
        if (!cuda_driver_loads(error)) {
            *path_out = candidate.string();
            return nullptr;
        }
        dlerror();
        void* handle = dlopen(candidate.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            *error = load_failure(candidate.string(), last_dl_error());
            return nullptr;
        }
        *path_out = candidate.string();
        return handle;
    }

    if (!cuda_driver_loads(error)) return nullptr;
    dlerror();
    void* handle = dlopen(ASYNCLAB_GPU_MODULE_NAME, RTLD_NOW | RTLD_LOCAL);
    if (handle) {
        // Report where the dynamic loader found it.
        Dl_info info{};
        void* sym = dlsym(handle, ASYNCLAB_GPU_ENTRY_POINT);
        *path_out = (sym && dladdr(sym, &info) && info.dli_fname) ? info.dli_fname
                                                                  : ASYNCLAB_GPU_MODULE_NAME;
        return handle;
    }
    const std::string dl_error = last_dl_error();
    if (dl_error.find(ASYNCLAB_GPU_MODULE_NAME ": cannot open shared object file") !=
        std::string::npos) {
        *error = "no GPU module: " ASYNCLAB_GPU_MODULE_NAME " not found (searched " + searched +
                 "and the library path)";
    } else {
        *error = load_failure(ASYNCLAB_GPU_MODULE_NAME, dl_error);
    }
    return nullptr;
}

}  // namespace

GpuRuntime::GpuRuntime() = default;
GpuRuntime::~GpuRuntime() = default;  // never dlclose: CUDA libraries must not be unloaded

GpuRuntime& GpuRuntime::instance() {
    static GpuRuntime runtime;
    runtime.ensure_probed();
    static std::once_flag log_once;
    std::call_once(log_once, [] {
        if (!runtime.available_) {
            emit_log("AsyncLab: no usable GPU (" + runtime.reason_ +
                     "); everything runs on the CPU.");
        }
    });
    return runtime;
}

std::unique_ptr<GpuRuntime> GpuRuntime::probe_fresh() {
    std::unique_ptr<GpuRuntime> runtime(new GpuRuntime);
    runtime->ensure_probed();
    return runtime;
}

void GpuRuntime::ensure_probed() const {
    std::call_once(once_, [this] { const_cast<GpuRuntime*>(this)->probe(); });
}

void GpuRuntime::probe() {
    const std::string disable = env_or_empty("ASYNCLAB_DISABLE_GPU");
    if (!disable.empty() && disable != "0") {
        reason_ = "disabled by ASYNCLAB_DISABLE_GPU=" + disable;
        return;
    }
    std::string path;
    void* handle = load_module(&path, &reason_);
    module_path_ = path;
    if (!handle) return;

    dlerror();
    auto entry = reinterpret_cast<AsyncLabGpuApiEntry>(dlsym(handle, ASYNCLAB_GPU_ENTRY_POINT));
    if (!entry) {
        reason_ = "GPU module " + path +
                  " has no " ASYNCLAB_GPU_ENTRY_POINT " entry point: " + last_dl_error();
        return;
    }
    const AsyncLabGpuApi* api = entry();
    if (!api || api->abi_version != ASYNCLAB_GPU_ABI_VERSION ||
        api->struct_size < sizeof(AsyncLabGpuApi)) {
        reason_ = "GPU module " + path + " has ABI version " +
                  (api ? std::to_string(api->abi_version) : std::string("?")) +
                  ", this build expects " + std::to_string(ASYNCLAB_GPU_ABI_VERSION) +
                  " (rebuild the module)";
        return;
    }
    api_ = api;

    int count = 0;
    if (const int rc = api->init(&count); rc != ASYNCLAB_GPU_OK) {
        reason_ = api->last_error();
        if (reason_.empty())
            reason_ = std::string("CUDA initialisation failed: ") + status_name(rc);
        return;
    }
    for (int dev = 0; dev < count; ++dev) {
        AsyncLabGpuDeviceProps p{};
        GpuDeviceInfo info;
        info.id = dev;
        if (api->device_properties(dev, &p) == ASYNCLAB_GPU_OK) {
            info.name = p.name;
            info.total_mem = p.total_mem;
            info.sm_count = p.sm_count;
            info.clock_khz = p.clock_khz;
            info.memory_clock_khz = p.memory_clock_khz;
            info.memory_bus_width_bits = p.memory_bus_width_bits;
            info.cc_major = p.cc_major;
            info.cc_minor = p.cc_minor;
            info.peak_fp32_gflops = p.peak_fp32_gflops;
            info.peak_mem_bandwidth_gbs = p.peak_mem_bandwidth_gbs;
        } else {
            info.name = std::string("GPU ") + std::to_string(dev) + " (" + api->last_error() + ")";
        }
        devices_.push_back(std::move(info));
    }
    device_count_ = count;
    available_ = true;
}

bool GpuRuntime::available() const {
    ensure_probed();
    return available_;
}

int GpuRuntime::device_count() const {
    ensure_probed();
    return available_ ? device_count_ : 0;
}

const std::string& GpuRuntime::unavailable_reason() const {
    ensure_probed();
    static const std::string kNone;
    return available_ ? kNone : reason_;
}

const AsyncLabGpuApi* GpuRuntime::api() const {
    ensure_probed();
    return api_;
}

const std::string& GpuRuntime::module_path() const {
    ensure_probed();
    return module_path_;
}

std::vector<GpuDeviceInfo> GpuRuntime::devices() const {
    ensure_probed();
    return devices_;
}

void GpuRuntime::set_log_sink(std::function<void(const std::string&)> sink) {
    std::lock_guard lock(g_sink_mutex);
    g_sink = std::move(sink);
}

void GpuRuntime::check(int status, const char* what) const {
    ensure_probed();
    if (status == ASYNCLAB_GPU_OK) return;
    if (!api_) {
        throw std::runtime_error(std::string(what) + " failed: no GPU (" + reason_ + ")");
    }
    throw std::runtime_error(std::string(what) + " failed (" + status_name(status) +
                             "): " + api_->last_error());
}

GpuNvtxRange::GpuNvtxRange(const char* name) {
    const AsyncLabGpuApi* api = GpuRuntime::instance().api();
    if (api) {
        api->nvtx_push(name);
        api_ = api;
    }
}

GpuNvtxRange::~GpuNvtxRange() {
    if (api_) api_->nvtx_pop();
}

void check_gpu_status(const AsyncLabGpuApi& api, int status, const char* what) {
    if (status != 0)
        throw std::runtime_error(std::string(what) + " failed on the GPU: " + api.last_error());
}

}  // namespace asynclab
