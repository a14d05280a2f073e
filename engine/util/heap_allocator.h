// Which heap allocator (malloc) the process runs on. The engine's front end allocates an
// op's bookkeeping and a worker frees it, so every op crosses threads on the heap: glibc's
// malloc then makes the two threads take turns on one arena lock, and a thread that finds
// it taken sleeps on a futex (tens of microseconds on a virtual machine, against a
// microsecond per op). jemalloc's per-thread caches take most of that traffic without a
// lock. The executables link jemalloc where it was found at build time (ASYNCLAB_MALLOC);
// a calibration records which allocator it measured, since the per-op costs differ.
#pragma once

#include <string>

namespace asynclab {

/// "jemalloc <version>" when jemalloc serves malloc (linked, or preloaded with
/// LD_PRELOAD: it exports mallctl), followed by its huge-page option unless that is the
/// default (", thp always", ", thp never", or ", thp not supported" on a kernel without
/// them), "sanitizer malloc" in an AddressSanitizer or
/// ThreadSanitizer build, else "glibc <version> malloc" ("unknown malloc" off glibc).
std::string heap_allocator();

/// Whether jemalloc serves malloc in this process.
bool heap_allocator_is_jemalloc();

/// Whether the heap asks the kernel for transparent huge pages on all the memory it maps
/// (jemalloc's opt.thp "always", which the executables set: engine/util/jemalloc_conf.cpp):
/// a first write to new heap memory then faults once per 2 MiB instead of once per 4 KiB.
/// False for another heap, another option, or a kernel without huge pages.
bool heap_asks_huge_pages();

}  // namespace asynclab
