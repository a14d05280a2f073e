// OpenBLAS, loaded at run time rather than linked. The library reads its settings from the
// environment once, as it loads, and starts its threads then; loading it from here lets the
// engine choose how long those threads look for work before they sleep (see
// kBlasThreadTimeoutLog2) while the process is still single-threaded. Without the library
// (not installed, or AsyncLab built without it) GEMM runs on Eigen.
#pragma once

#include <optional>
#include <span>
#include <string>

#if defined(ASYNCLAB_HAVE_OPENBLAS)
#include <cblas.h>
#endif

namespace asynclab::cpu {

/// How long OpenBLAS's threads look for the next piece of work before they sleep, as the
/// base-2 logarithm of CPU cycles (OPENBLAS_THREAD_TIMEOUT), unless the environment sets
/// it. OpenBLAS's own default is 2^28 cycles, about 0.1 s at 2.6 GHz: as the library
/// loads and after every multi-threaded GEMM its threads spin that long, calling
/// sched_yield, and hold cores the engine's workers and the front end need. On the 2-core
/// dev VM the synchronous loop of sync-vs-async, run by the CLI right after it started,
/// took 0.085-0.103 s with that default and 0.022-0.027 s without the spin. 2^17 cycles
/// (50 us at 2.6 GHz) is the engine's own spin budget (kDefaultSpinUs): a GEMM that
/// follows closely still finds the threads awake, and waking them otherwise costs tens of
/// microseconds, little beside a GEMM large enough to be split across threads.
inline constexpr int kBlasThreadTimeoutLog2 = 17;

/// The OPENBLAS_THREAD_TIMEOUT AsyncLab sets before OpenBLAS loads, given the environment's
/// OPENBLAS_THREAD_TIMEOUT and GOTO_THREAD_TIMEOUT (the older name OpenBLAS also reads;
/// nullptr when unset): kBlasThreadTimeoutLog2, or nullopt where either is set to
/// anything but an empty string (the user's choice stands).
std::optional<int> blas_thread_timeout_to_set(const char* openblas_value, const char* goto_value);

/// What loading OpenBLAS gave.
struct BlasLoadStatus {
    bool loaded = false;
    std::string error;  ///< why not, naming every file tried (when not loaded)
    /// How long its threads look for work before sleeping, and who chose it: "for 2^17
    /// cycles (AsyncLab's setting)" or "as long as OPENBLAS_THREAD_TIMEOUT=20 in the
    /// environment says".
    std::string thread_timeout;
};

/// The process's OpenBLAS: loaded once, before main() (a static initializer of the
/// engine's kernels), from the library's SONAME in the system's search path, then from
/// the file the build found. The environment is left as it was found.
const BlasLoadStatus& blas_load_status();

/// Loads OpenBLAS from the first of `candidates` that dlopen accepts, as
/// blas_load_status() does with its own list, setting OPENBLAS_THREAD_TIMEOUT for the
/// time of the load as blas_thread_timeout_to_set() says (so call it only while no other
/// thread may read the environment). Only the first library loaded is used by gemm(); a
/// later call reports on its candidates and changes nothing else (the tests give it files
/// that do not exist).
BlasLoadStatus load_openblas(std::span<const std::string> candidates);

#if defined(ASYNCLAB_HAVE_OPENBLAS)
/// OpenBLAS's entry points, typed as its cblas.h declares them; nullptr when the library
/// is not loaded.
struct OpenBlasApi {
    decltype(&cblas_sgemm) sgemm = nullptr;
    decltype(&cblas_dgemm) dgemm = nullptr;
    void (*set_num_threads)(int) = nullptr;
    int (*get_num_threads)() = nullptr;
    char* (*get_corename)() = nullptr;
};
const OpenBlasApi* openblas();
#endif

}  // namespace asynclab::cpu
