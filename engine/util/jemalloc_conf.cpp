// jemalloc's built-in options for the executables that link it (CMake's asynclab_malloc
// compiles this file into each of them): jemalloc reads the global `malloc_conf` as it
// starts, before MALLOC_CONF in the environment, which still has the last word.
//
// thp:always: jemalloc asks for transparent huge pages (madvise) on the memory it maps.
// The front end keeps allocating ops' bookkeeping ahead of the workers, and the profiler
// keeps every record of a run, so the heap keeps touching memory it never touched before.
// On the 2-core virtual machine the project is measured on, a first touch faults every
// 4 KiB, at 3 to 18 us a fault; with huge pages, every 2 MiB. Against the same build
// without it (asynclab-bench, 4 alternating runs): small NDArray ops 0.834 -> 0.761 us
// (1.070 -> 0.924 with the profiler on), the chapter's CPU scenarios 14% to 24% faster in
// real mode, and 70 to 140 page faults on the front end per 20,000 small ops instead of
// 500 to 2,000. It costs resident memory (10 to 17 MB more in small scenarios, a peak of
// 482 MB against 410 in memory-footprint), and 200,000 empty ops pushed with the profiler
// on took 0.403 us each against 0.318.
extern "C" {
// NOLINTNEXTLINE: the name and type jemalloc(3) looks for
const char* malloc_conf = "thp:always";
}
