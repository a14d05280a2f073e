// Lowering the scheduling priority of the calling thread (Linux: a per-thread nice value;
// elsewhere nothing). Used for the threads of a run started from an interactive front end,
// so that on a machine with few cores the UI thread is never starved by the engine.
#pragma once

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <cerrno>
#endif

namespace asynclab {

/// Adds `nice` (1..19) to the calling thread's niceness; false where it is not supported
/// or not allowed.
inline bool lower_this_thread_priority(int nice) {
#if defined(__linux__)
    const auto tid = static_cast<id_t>(::syscall(SYS_gettid));
    errno = 0;
    const int current = ::getpriority(PRIO_PROCESS, tid);
    if (current == -1 && errno != 0) return false;
    return ::setpriority(PRIO_PROCESS, tid, current + nice) == 0;
#else
    (void)nice;
    return false;
#endif
}

}  // namespace asynclab
