// The process's environment, as the engine reads it.
#pragma once

#include <cstdlib>
#include <string>

namespace asynclab {

/// The value of the environment variable `name`; "" when it is not set.
inline std::string env_or_empty(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

}  // namespace asynclab
