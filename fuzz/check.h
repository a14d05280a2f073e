// What a fuzz target asserts besides "no crash, no sanitizer report": a broken invariant
// prints what broke and aborts, so that libFuzzer keeps the input (and a replay fails).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace asynclab::fuzz {

[[noreturn]] inline void broken(std::string_view what, std::string_view detail = {}) {
    // Written with fwrite: a default string_view's data() is null, which %.*s must not get.
    std::fputs("fuzz invariant broken: ", stderr);
    std::fwrite(what.data(), 1, what.size(), stderr);
    if (!detail.empty()) {
        std::fputs(": ", stderr);
        std::fwrite(detail.data(), 1, detail.size(), stderr);
    }
    std::fputc('\n', stderr);
    std::abort();
}

inline void require(bool holds, std::string_view what, std::string_view detail = {}) {
    if (!holds) broken(what, detail);
}

inline std::string_view text_of(const unsigned char* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace asynclab::fuzz
