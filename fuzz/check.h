// What a fuzz target asserts besides "no crash, no sanitizer report": a broken invariant
// prints what broke and aborts, so that libFuzzer keeps the input (and a replay fails).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace asynclab::fuzz {

[[noreturn]] inline void broken(std::string_view what, std::string_view detail = {}) {
    std::fprintf(stderr, "fuzz invariant broken: %.*s%s%.*s\n", static_cast<int>(what.size()),
                 what.data(), detail.empty() ? "" : ": ", static_cast<int>(detail.size()),
                 detail.data());
    std::abort();
}

inline void require(bool holds, std::string_view what, std::string_view detail = {}) {
    if (!holds) broken(what, detail);
}

inline std::string_view text_of(const unsigned char* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace asynclab::fuzz
