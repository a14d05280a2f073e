#include "engine/kernels/openblas.h"

#include <dlfcn.h>

#include <cstdlib>
#include <vector>

#include "engine/util/dl_error.h"

namespace asynclab::cpu {

namespace {

bool set_in_env(const char* value) {
    return value && *value;
}

/// The files blas_load_status() tries, in order: the SONAME through the system's search
/// path (where Debian's alternatives point, as a linked program would find it), then the
/// library the build found (an OpenBLAS outside that path).
std::vector<std::string> default_candidates() {
    std::vector<std::string> list{"libopenblas.so.0"};
#if defined(ASYNCLAB_OPENBLAS_BUILD_PATH)
    list.emplace_back(ASYNCLAB_OPENBLAS_BUILD_PATH);
#endif
    return list;
}

#if defined(ASYNCLAB_HAVE_OPENBLAS)
OpenBlasApi g_api;  // the first library loaded; written before main()

/// Looks `name` up in `handle`; adds it to `missing` where it is not there.
template <typename Fn>
void find(void* handle, const char* name, Fn& fn, std::string& missing) {
    fn = reinterpret_cast<Fn>(dlsym(handle, name));
    if (!fn) missing += (missing.empty() ? "" : ", ") + std::string(name);
}
#endif

}  // namespace

std::optional<int> blas_thread_timeout_to_set(const char* openblas_value, const char* goto_value) {
    if (set_in_env(openblas_value) || set_in_env(goto_value)) return std::nullopt;
    return kBlasThreadTimeoutLog2;
}

BlasLoadStatus load_openblas(std::span<const std::string> candidates) {
    BlasLoadStatus status;
#if !defined(ASYNCLAB_HAVE_OPENBLAS)
    (void)candidates;
    status.error = "AsyncLab was built without OpenBLAS";
    return status;
#else
    const char* asked = std::getenv("OPENBLAS_THREAD_TIMEOUT");
    const char* asked_goto = std::getenv("GOTO_THREAD_TIMEOUT");
    const std::optional<int> timeout = blas_thread_timeout_to_set(asked, asked_goto);
    if (timeout) {
        // OpenBLAS reads it in its constructor, which dlopen runs; it is taken out of the
        // environment again below, so that no child process inherits it.
        setenv("OPENBLAS_THREAD_TIMEOUT", std::to_string(*timeout).c_str(), 1);
        status.thread_timeout =
            "for 2^" + std::to_string(*timeout) + " cycles (AsyncLab's setting)";
    } else {
        status.thread_timeout = set_in_env(asked)
                                    ? "as long as OPENBLAS_THREAD_TIMEOUT=" + std::string(asked) +
                                          " in the environment says"
                                    : "as long as GOTO_THREAD_TIMEOUT=" + std::string(asked_goto) +
                                          " in the environment says";
    }
    std::string tried;
    for (const std::string& file : candidates) {
        void* handle = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            tried += (tried.empty() ? "" : "; ") + last_dl_error();
            continue;
        }
        OpenBlasApi api;
        std::string missing;
        find(handle, "cblas_sgemm", api.sgemm, missing);
        find(handle, "cblas_dgemm", api.dgemm, missing);
        find(handle, "openblas_set_num_threads", api.set_num_threads, missing);
        find(handle, "openblas_get_num_threads", api.get_num_threads, missing);
        find(handle, "openblas_get_corename", api.get_corename, missing);
        if (!missing.empty()) {
            // Not OpenBLAS (a reference BLAS under its name): leave it loaded, unused;
            // unloading a library that may have started threads is not safe.
            tried += (tried.empty() ? "" : "; ") + file + " lacks " + missing;
            continue;
        }
        status.loaded = true;
        if (!g_api.sgemm) g_api = api;
        break;
    }
    if (timeout) unsetenv("OPENBLAS_THREAD_TIMEOUT");
    if (!status.loaded)
        status.error = candidates.empty() ? "no OpenBLAS library to try"
                                          : "OpenBLAS could not be loaded (" + tried + ")";
    return status;
#endif
}

const BlasLoadStatus& blas_load_status() {
    static const BlasLoadStatus status = [] {
        const std::vector<std::string> list = default_candidates();
        return load_openblas(list);
    }();
    return status;
}

#if defined(ASYNCLAB_HAVE_OPENBLAS)
const OpenBlasApi* openblas() {
    return blas_load_status().loaded ? &g_api : nullptr;
}
#endif

namespace {
// Loads the library while the process has one thread: setenv() may not run beside another
// thread's getenv(), and OpenBLAS starts its own threads as it loads.
[[maybe_unused]] const bool g_loaded_before_main = (blas_load_status(), true);
}  // namespace

}  // namespace asynclab::cpu
