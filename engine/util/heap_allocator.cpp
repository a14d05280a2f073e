#include "engine/util/heap_allocator.h"

#include <dlfcn.h>

#include <cstddef>
#include <string_view>

#if defined(__GLIBC__)
#include <gnu/libc-version.h>
#endif

namespace asynclab {

namespace {

// jemalloc's control interface (jemalloc(3)): reads the value named `name` into oldp.
using MallctlFn = int (*)(const char* name, void* oldp, std::size_t* oldlenp, void* newp,
                          std::size_t newlen);

MallctlFn find_mallctl() {
    // The global scope: the executable, the libraries it links and anything preloaded.
    return reinterpret_cast<MallctlFn>(dlsym(RTLD_DEFAULT, "mallctl"));
}

/// jemalloc's huge-page option ("default", "always", "never" or "not supported"), or null.
const char* jemalloc_thp(MallctlFn mallctl) {
    const char* thp = nullptr;
    std::size_t size = sizeof thp;
    if (mallctl("opt.thp", static_cast<void*>(&thp), &size, nullptr, 0) != 0) return nullptr;
    return thp;
}

}  // namespace

bool heap_allocator_is_jemalloc() {
    return find_mallctl() != nullptr;
}

bool heap_asks_huge_pages() {
    MallctlFn mallctl = find_mallctl();
    const char* thp = mallctl ? jemalloc_thp(mallctl) : nullptr;
    return thp && std::string_view(thp) == "always";
}

std::string heap_allocator() {
    if (MallctlFn mallctl = find_mallctl()) {
        const char* version = nullptr;
        std::size_t size = sizeof version;
        if (mallctl("version", static_cast<void*>(&version), &size, nullptr, 0) == 0 && version) {
            std::string v(version);
            // "5.3.0-0-g54eaed1d8b56b1aa528be3bdd1877e59c56fa90c": the release is enough.
            if (const auto dash = v.find('-'); dash != std::string::npos) v.resize(dash);
            v = "jemalloc " + v;
            // Huge pages change what a first touch of new heap memory costs (jemalloc_conf.cpp).
            if (const char* thp = jemalloc_thp(mallctl); thp && std::string_view(thp) != "default")
                v += std::string(", thp ") + thp;
            return v;
        }
        return "jemalloc";
    }
    // AddressSanitizer's and ThreadSanitizer's runtimes serve malloc themselves.
    if (dlsym(RTLD_DEFAULT, "__sanitizer_get_allocated_size")) return "sanitizer malloc";
#if defined(__GLIBC__)
    return std::string("glibc ") + gnu_get_libc_version() + " malloc";
#else
    return "unknown malloc";
#endif
}

}  // namespace asynclab
