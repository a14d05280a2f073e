// Loads the CUDA backend module (libasynclab_cuda.so) at run time and says whether a GPU
// can be used. The engine links no CUDA library: on a machine without CUDA, or without a
// driver or a GPU, GpuRuntime reports unavailable with a reason, logs it once, and the
// engine runs everything on the CPU.
//
// Where the module is looked for, in order (the first file that exists is loaded):
//   1. $ASYNCLAB_GPU_MODULE (full path to the .so; when set, nothing else is tried)
//   2. the directory of the running executable (/proc/self/exe)
//   3. <exe dir>/../lib and <exe dir>/../lib/asynclab (installed layout)
//   4. the build tree's lib folder (ASYNCLAB_BUILD_LIB_DIR, set by sources.cmake)
//   5. dlopen("libasynclab_cuda.so") through the normal search (LD_LIBRARY_PATH, ...)
// ASYNCLAB_DISABLE_GPU=1 forces "unavailable" without loading anything. Where the CUDA
// driver (libcuda.so.1) does not load, the module found in 2 to 4 is not loaded either, and
// 5 is not tried: no GPU can be used, and the CUDA libraries' start-up would cost the
// process up to most of a second.
//
// Typical use by a GPU device (one stream per lane, events between lanes):
//   auto& rt = GpuRuntime::instance();
//   if (!rt.available()) { /* CPU only */ }
//   const AsyncLabGpuApi* gpu = rt.api();
//   void* s = nullptr;
//   rt.check(gpu->stream_create(0, &s), "stream_create");
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/device/gpu_api.h"

namespace asynclab {

/// What the module reports about one device (see AsyncLabGpuDeviceProps).
struct GpuDeviceInfo {
    int id = 0;
    std::string name;
    std::size_t total_mem = 0;  ///< bytes
    int sm_count = 0;
    int clock_khz = 0;         ///< 0 if unknown
    int memory_clock_khz = 0;  ///< 0 if unknown
    int memory_bus_width_bits = 0;
    int cc_major = 0;
    int cc_minor = 0;
    double peak_fp32_gflops = 0.0;        ///< estimate
    double peak_mem_bandwidth_gbs = 0.0;  ///< estimate, 0 if unknown
};

class GpuRuntime {
  public:
    /// The process-wide runtime. Probes lazily on first use, once, thread-safely; when no
    /// GPU is usable the reason is logged exactly once per process (see set_log_sink).
    static GpuRuntime& instance();

    /// Test hook: a new, independent probe that re-reads the environment
    /// (ASYNCLAB_GPU_MODULE, ASYNCLAB_DISABLE_GPU) and never logs. Modules stay loaded for
    /// the life of the process (CUDA libraries must not be unloaded), so probing the same
    /// module again is cheap.
    static std::unique_ptr<GpuRuntime> probe_fresh();

    bool available() const;
    int device_count() const;  ///< 0 when unavailable
    /// Why no GPU can be used; empty when available(). For example
    /// "no GPU module: libasynclab_cuda.so not found (searched ...)" or
    /// "CUDA driver not found: libcuda.so.1 is not installed".
    const std::string& unavailable_reason() const;
    /// The module's function table; nullptr when no module was loaded. A loaded module
    /// does not mean available(): check that first.
    const AsyncLabGpuApi* api() const;
    /// Path of the module: the loaded one, or the one found but left unloaded because the
    /// CUDA driver is missing (then api() is nullptr); empty if none was found.
    const std::string& module_path() const;
    std::vector<GpuDeviceInfo> devices() const;

    /// Where the "no usable GPU" line goes. The default prints once to stderr:
    /// "AsyncLab: no usable GPU (<reason>); everything runs on the CPU."
    /// Pass an empty function to restore the default.
    static void set_log_sink(std::function<void(const std::string&)> sink);

    /// Throws std::runtime_error("<what> failed: <module's last_error>") when status != 0,
    /// or when no GPU is available.
    void check(int status, const char* what) const;

    GpuRuntime(const GpuRuntime&) = delete;
    GpuRuntime& operator=(const GpuRuntime&) = delete;
    ~GpuRuntime();

  private:
    GpuRuntime();
    void ensure_probed() const;
    void probe();

    mutable std::once_flag once_;
    const AsyncLabGpuApi* api_ = nullptr;
    bool available_ = false;
    int device_count_ = 0;
    std::string reason_;
    std::string module_path_;
    std::vector<GpuDeviceInfo> devices_;
};

/// RAII NVTX range (a no-op without a GPU module).
class GpuNvtxRange {
  public:
    explicit GpuNvtxRange(const char* name);
    ~GpuNvtxRange();
    GpuNvtxRange(const GpuNvtxRange&) = delete;
    GpuNvtxRange& operator=(const GpuNvtxRange&) = delete;

  private:
    const AsyncLabGpuApi* api_ = nullptr;
};

/// Throws std::runtime_error "<what> failed on the GPU: <the module's last error>" unless
/// `status` is ASYNCLAB_GPU_OK (0).
void check_gpu_status(const AsyncLabGpuApi& api, int status, const char* what);

}  // namespace asynclab
