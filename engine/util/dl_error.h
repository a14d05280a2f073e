// The reason dlopen() or dlsym() last failed on this thread, for error messages.
#pragma once

#include <dlfcn.h>

#include <string>

namespace asynclab {

/// dlerror()'s text (which also clears it), or a generic one where it has none.
inline std::string last_dl_error() {
    const char* e = dlerror();
    return e ? std::string(e) : std::string("unknown dlopen error");
}

}  // namespace asynclab
