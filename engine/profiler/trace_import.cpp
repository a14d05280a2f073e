#include "engine/profiler/trace_import.h"

#include <zlib.h>

#include <sys/stat.h>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <deque>
#include <limits>
#include <memory>
#include <unordered_map>

#include "engine/profiler/chrome_trace.h"

namespace asynclab {

// --- strings ------------------------------------------------------------------------------

const std::string& TraceString::empty_string() noexcept {
    static const std::string empty;
    return empty;
}

struct TraceStrings::Impl {
    std::deque<std::string> values;
    // Open addressing (linear probing) over `values`: no node per string to allocate or
    // free, which matters with a million distinct flow ids.
    std::vector<const std::string*> slots;
    std::vector<std::uint32_t> slot_hash;
    std::size_t mask = 0;
    // Stored text in chunks that never move.
    std::vector<std::unique_ptr<char[]>> chunks;
    std::size_t chunk_used = 0;
    std::size_t chunk_size = 0;
    std::size_t text_bytes = 0;
    std::size_t string_bytes = 0;

    void grow() {
        const std::size_t size = slots.empty() ? 1024 : slots.size() * 2;
        std::vector<const std::string*> old_slots(size, nullptr);
        std::vector<std::uint32_t> old_hash(size, 0);
        old_slots.swap(slots);
        old_hash.swap(slot_hash);
        mask = size - 1;
        for (std::size_t i = 0; i < old_slots.size(); ++i) {
            if (!old_slots[i]) continue;
            std::size_t at = old_hash[i] & mask;
            while (slots[at]) at = (at + 1) & mask;
            slots[at] = old_slots[i];
            slot_hash[at] = old_hash[i];
        }
    }
};

TraceStrings::TraceStrings() : impl_(new Impl) {}
TraceStrings::~TraceStrings() {
    delete impl_;
}

TraceString TraceStrings::intern(std::string_view s) {
    if (s.empty()) return TraceString();
    Impl& m = *impl_;
    if ((m.values.size() + 1) * 2 > m.slots.size()) m.grow();
    const auto h = static_cast<std::uint32_t>(std::hash<std::string_view>()(s));
    std::size_t at = h & m.mask;
    while (const std::string* v = m.slots[at]) {
        if (m.slot_hash[at] == h && *v == s) return TraceString(v);
        at = (at + 1) & m.mask;
    }
    const std::string& stored = m.values.emplace_back(s);
    m.slots[at] = &stored;
    m.slot_hash[at] = h;
    m.string_bytes += stored.capacity() > 15 ? stored.capacity() + 1 : 0;
    return TraceString(&stored);
}

std::string_view TraceStrings::store(std::string_view text) {
    if (text.empty()) return {};
    constexpr std::size_t kChunk = std::size_t(4) << 20;
    Impl& m = *impl_;
    if (m.chunks.empty() || m.chunk_size - m.chunk_used < text.size()) {
        std::size_t size = std::max(kChunk, text.size());
        m.chunks.push_back(std::make_unique<char[]>(size));
        m.chunk_size = size;
        m.chunk_used = 0;
        m.text_bytes += size;
    }
    char* at = m.chunks.back().get() + m.chunk_used;
    std::memcpy(at, text.data(), text.size());
    m.chunk_used += text.size();
    return {at, text.size()};
}

std::size_t TraceStrings::distinct() const {
    return impl_->values.size();
}

std::size_t TraceStrings::memory_bytes() const {
    const Impl& m = *impl_;
    return m.values.size() * sizeof(std::string) +
           m.slots.capacity() * (sizeof(const std::string*) + sizeof(std::uint32_t)) +
           m.string_bytes + m.text_bytes;
}

json::Value TraceArgs::value() const {
    if (json.empty()) return {};
    json::Result r = json::parse(json);
    if (!r.ok()) return {};
    return std::move(r).value();
}

namespace {

constexpr double kEpsUs = 1e-4;  // 0.1 ns: tolerance for nesting and binding

/// Integer value of a decimal id text, for ordering: (negative, magnitude).
std::optional<std::pair<bool, std::uint64_t>> as_integer(std::string_view s) {
    if (s.empty()) return std::nullopt;
    bool neg = s[0] == '-';
    std::string_view digits = neg ? s.substr(1) : s;
    std::uint64_t mag = 0;
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), mag);
    if (r.ec != std::errc() || r.ptr != digits.data() + digits.size() || digits.empty()) {
        return std::nullopt;
    }
    return std::make_pair(neg, mag);
}

/// Numbers before names; numbers by value; names alphabetically.
bool id_less(const std::string& a, const std::string& b) {
    auto ia = as_integer(a);
    auto ib = as_integer(b);
    if (ia && ib) {
        if (ia->first != ib->first) return ia->first;  // negative first
        return ia->first ? ia->second > ib->second : ia->second < ib->second;
    }
    if (ia || ib) return static_cast<bool>(ia);
    return a < b;
}

std::optional<std::int64_t> int_of(const json::Value* v) {
    if (!v) return std::nullopt;
    if (v->is_number()) {
        try {
            return v->as_int64();
        } catch (const json::TypeError&) {
        }
        double d = v->as_double();
        if (d >= -9.2e18 && d <= 9.2e18) return static_cast<std::int64_t>(std::llround(d));
        return std::nullopt;
    }
    if (v->is_string()) {
        const std::string& s = v->as_string();
        double d = 0;
        auto r = std::from_chars(s.data(), s.data() + s.size(), d);
        if (r.ec == std::errc() && r.ptr == s.data() + s.size() && d >= -9.2e18 && d <= 9.2e18) {
            return static_cast<std::int64_t>(std::llround(d));
        }
    }
    return std::nullopt;
}

// --- input --------------------------------------------------------------------------------

/// Where the text comes from: one string in memory, or a file read in blocks through zlib
/// (which reads gzip streams and passes plain files through).
class Input {
  public:
    explicit Input(std::string_view text) : data_(text.data()), size_(text.size()), eof_(true) {}

    Input(const std::string& path, const TraceReadControl& control)
        : path_(path), control_(&control) {
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0) {
            int err = errno;
            throw std::runtime_error("cannot read trace: cannot open '" + path +
                                     "': " + std::strerror(err));
        }
        if (S_ISDIR(st.st_mode)) {
            throw std::runtime_error("cannot read trace: '" + path + "' is a folder");
        }
        total_ = static_cast<std::uint64_t>(st.st_size);
        gz_.reset(gzopen(path.c_str(), "rb"));
        if (!gz_) {
            int err = errno;
            throw std::runtime_error("cannot read trace: cannot open '" + path +
                                     "': " + (err ? std::strerror(err) : "out of memory"));
        }
        gzbuffer(gz_.get(), 1u << 20);
        buf_.resize(kBlock);
        data_ = buf_.data();
        size_ = 0;
        eof_ = false;
        report(0);
    }

    Input(const Input&) = delete;
    Input& operator=(const Input&) = delete;

    const char* begin() const { return data_; }
    const char* end() const { return data_ + size_; }
    bool eof() const { return eof_; }
    bool compressed() const { return gz_ && !gzdirect(gz_.get()); }

    /// Drops the text before `keep` and reads more after what is left; `keep` moves to the
    /// start of the buffer. False when there was nothing more (eof() is then true).
    bool refill(const char*& keep) {
        if (eof_) return false;
        const std::size_t drop = static_cast<std::size_t>(keep - data_);
        account_dropped(data_, drop);
        const std::size_t left = size_ - drop;
        if (left > 0 && drop > 0) std::memmove(buf_.data(), buf_.data() + drop, left);
        if (buf_.size() - left < kBlock / 2) buf_.resize(std::max(buf_.size() * 2, left + kBlock));
        data_ = buf_.data();
        size_ = left;
        keep = data_;
        const std::size_t want = std::min<std::size_t>(buf_.size() - left, 1u << 30);
        const int got = gzread(gz_.get(), buf_.data() + left, static_cast<unsigned>(want));
        if (got < 0) {
            int errnum = 0;
            const char* msg = gzerror(gz_.get(), &errnum);
            throw std::runtime_error(
                path_ + ": cannot read " + (compressed() ? "the gzip stream" : "the file") + ": " +
                (errnum == Z_ERRNO ? std::strerror(errno) : zlib_message(msg)));
        }
        if (got == 0) {
            int errnum = 0;
            const char* msg = gzerror(gz_.get(), &errnum);
            if (errnum != Z_OK && errnum != Z_STREAM_END) {
                throw std::runtime_error(path_ + ": the gzip stream is damaged or cut short (" +
                                         zlib_message(msg) + ")");
            }
            eof_ = true;
            report(total_);
            return false;
        }
        size_ += static_cast<std::size_t>(got);
        const auto at = static_cast<std::uint64_t>(std::max<z_off_t>(0, gzoffset(gz_.get())));
        report(std::min(at, total_));
        return true;
    }

    /// Line and column (1-based) of a position in the current buffer.
    std::pair<std::size_t, std::size_t> position(const char* at) const {
        std::size_t line = dropped_lines_ + 1;
        std::size_t column = dropped_tail_ + 1;
        const char* last_nl = nullptr;
        for (const char* c = data_; c < at; ++c) {
            if (*c == '\n') {
                ++line;
                last_nl = c;
            }
        }
        if (last_nl) {
            column = static_cast<std::size_t>(at - last_nl);
        } else {
            column += static_cast<std::size_t>(at - data_);
        }
        return {line, column};
    }

    void check_cancel() const {
        if (control_ && control_->cancel && control_->cancel->load(std::memory_order_relaxed)) {
            throw TraceReadCancelled();
        }
    }

  private:
    static constexpr std::size_t kBlock = std::size_t(8) << 20;

    void account_dropped(const char* from, std::size_t n) {
        const char* last = nullptr;
        for (const char* c = from; c < from + n; ++c) {
            if (*c == '\n') {
                ++dropped_lines_;
                last = c;
            }
        }
        if (last) {
            dropped_tail_ = static_cast<std::size_t>(from + n - last - 1);
        } else {
            dropped_tail_ += n;
        }
    }

    /// zlib's message without the path it starts with (ours names the file already).
    std::string zlib_message(const char* msg) const {
        std::string m = msg ? msg : "unknown error";
        if (m.starts_with(path_ + ": ")) m.erase(0, path_.size() + 2);
        return m;
    }

    void report(std::uint64_t done) {
        check_cancel();
        if (control_ && control_->on_progress) control_->on_progress(done, total_);
    }

    std::string path_;
    const TraceReadControl* control_ = nullptr;
    struct GzClose {
        void operator()(gzFile f) const { gzclose(f); }
    };
    /// Closed by its owner even when the constructor throws after opening it (a load
    /// cancelled at its first progress report left the file open).
    std::unique_ptr<gzFile_s, GzClose> gz_;
    std::vector<char> buf_;
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool eof_ = true;
    std::uint64_t total_ = 0;
    std::size_t dropped_lines_ = 0;
    std::size_t dropped_tail_ = 0;
};

/// Thrown inside the reader when a unit of text (an event, a member of the top-level
/// object) runs past what is buffered; the unit is read again after a refill.
struct NeedMore {};

/// Thrown for text that is not JSON; caught by the reader and reported with its position.
struct SyntaxError {
    std::string message;
    const char* at;
};

enum class Kind : std::uint8_t { None, Null, Bool, Number, String, Array, Object };

const char* kind_name(Kind k) {
    switch (k) {
        case Kind::None: return "nothing";
        case Kind::Null: return "null";
        case Kind::Bool: return "bool";
        case Kind::Number: return "number";
        case Kind::String: return "string";
        case Kind::Array: return "array";
        case Kind::Object: return "object";
    }
    return "?";
}

/// A scanned JSON value: its text in the buffer, and what it is.
struct Span {
    const char* begin = nullptr;
    const char* end = nullptr;
    Kind kind = Kind::None;
    bool escaped = false;  ///< strings: contains a backslash escape (text excludes quotes)
    bool integer = false;  ///< numbers: no fraction or exponent
    std::string_view text() const { return {begin, static_cast<std::size_t>(end - begin)}; }
};

/// The JSON scanning primitives over [p, end). At the end of the buffer they throw
/// NeedMore while more input may come, and a SyntaxError at the end of the input.
class Scanner {
  public:
    const char* p = nullptr;
    const char* end = nullptr;
    bool eof = true;
    std::size_t max_depth = 256;

    [[noreturn]] void fail(std::string message, const char* at) const {
        throw SyntaxError{std::move(message), at};
    }

    /// The next byte (0-255), or -1 at the end of the input.
    int peek() {
        if (p < end) return static_cast<unsigned char>(*p);
        if (!eof) throw NeedMore{};
        return -1;
    }

    void skip_ws() {
        for (;;) {
            while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) ++p;
            if (p < end || eof) return;
            throw NeedMore{};
        }
    }

    void expect(char c, const char* what) {
        skip_ws();
        if (peek() != c) fail(std::string("expected ") + what, p);
        ++p;
    }

    static bool is_digit(int c) { return c >= '0' && c <= '9'; }

    /// At the opening quote: the string's text without quotes.
    Span string() {
        Span s;
        s.kind = Kind::String;
        const char* open = p;
        ++p;
        s.begin = p;
        for (;;) {
            while (p < end) {
                unsigned char c = static_cast<unsigned char>(*p);
                if (c == '"' || c == '\\' || c < 0x20) break;
                ++p;
            }
            if (p >= end) {
                if (!eof) throw NeedMore{};
                fail("unterminated string", open);
            }
            char c = *p;
            if (c == '"') {
                s.end = p;
                ++p;
                return s;
            }
            if (c != '\\') {
                char buf[64];
                std::snprintf(buf, sizeof buf, "unescaped control character 0x%02X in string",
                              static_cast<unsigned>(static_cast<unsigned char>(c)));
                fail(buf, p);
            }
            s.escaped = true;
            if (end - p < 2) {
                if (!eof) throw NeedMore{};
                fail("unterminated string", open);
            }
            char e = p[1];
            if (e == 'u') {
                if (end - p < 6) {
                    if (!eof) throw NeedMore{};
                    fail("truncated \\u escape", p);
                }
                for (int i = 2; i < 6; ++i) {
                    if (!std::isxdigit(static_cast<unsigned char>(p[i]))) {
                        fail("invalid \\u escape: expected 4 hex digits", p);
                    }
                }
                p += 6;
                continue;
            }
            if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
                fail(std::string("invalid escape \\") +
                         (e >= 0x20 && e < 0x7f ? std::string(1, e) : std::string("?")) +
                         " in string",
                     p);
            }
            p += 2;
        }
    }

    /// At a '-' or digit: a number as JSON writes them.
    Span number() {
        Span s;
        s.kind = Kind::Number;
        s.begin = p;
        s.integer = true;
        const char* q = p;
        auto more = [&]() -> bool {  // is there a byte at q?
            if (q < end) return true;
            if (!eof) throw NeedMore{};
            return false;
        };
        if (*q == '-') ++q;
        if (!more() || !is_digit(*q)) fail("invalid number", s.begin);
        if (*q == '0') {
            ++q;
        } else {
            while (more() && is_digit(*q)) ++q;
        }
        if (more() && *q == '.') {
            s.integer = false;
            ++q;
            if (!more() || !is_digit(*q)) fail("invalid number", s.begin);
            while (more() && is_digit(*q)) ++q;
        }
        if (more() && (*q == 'e' || *q == 'E')) {
            s.integer = false;
            ++q;
            if (more() && (*q == '+' || *q == '-')) ++q;
            if (!more() || !is_digit(*q)) fail("invalid number", s.begin);
            while (more() && is_digit(*q)) ++q;
        }
        s.end = p = q;
        return s;
    }

    void literal(std::string_view word) {
        if (static_cast<std::size_t>(end - p) < word.size()) {
            if (!eof) throw NeedMore{};
        }
        if (static_cast<std::size_t>(end - p) < word.size() ||
            std::memcmp(p, word.data(), word.size()) != 0) {
            fail("invalid literal", p);
        }
        p += word.size();
    }

    /// At the start of any value (whitespace skipped): scans it whole, checking its syntax.
    Span value() {
        skip_ws();
        const int c = peek();
        switch (c) {
            case '"': return string();
            case '{':
            case '[': return container();
            case 't': {
                Span s{p, nullptr, Kind::Bool};
                literal("true");
                s.end = p;
                return s;
            }
            case 'f': {
                Span s{p, nullptr, Kind::Bool};
                literal("false");
                s.end = p;
                return s;
            }
            case 'n': {
                Span s{p, nullptr, Kind::Null};
                literal("null");
                s.end = p;
                return s;
            }
            default:
                if (c == '-' || is_digit(c)) return number();
                if (c == -1) fail("expected a value, found end of input", p);
                fail("expected a value", p);
        }
    }

    /// An array or object, without recursion.
    Span container() {
        Span s;
        s.begin = p;
        s.kind = *p == '{' ? Kind::Object : Kind::Array;
        enum class State { First, Member, After };
        stack_.clear();
        stack_.push_back(*p);
        ++p;
        State state = State::First;
        while (!stack_.empty()) {
            const bool object = stack_.back() == '{';
            const char close = object ? '}' : ']';
            skip_ws();
            int c = peek();
            if (state == State::After) {
                if (c == ',') {
                    ++p;
                    skip_ws();
                    if (!object && peek() == ']') fail("trailing comma before ']'", p);
                    state = State::Member;
                    continue;
                }
                if (c == close) {
                    ++p;
                    stack_.pop_back();
                    continue;
                }
                fail(object ? "expected ',' or '}'" : "expected ',' or ']'", p);
            }
            if (state == State::First && c == close) {
                ++p;
                stack_.pop_back();
                state = State::After;
                continue;
            }
            if (object) {
                if (c != '"') fail("expected a string key", p);
                string();
                expect(':', "':'");
                skip_ws();
                c = peek();
            }
            if (c == '{' || c == '[') {
                if (stack_.size() >= max_depth) {
                    fail("nesting deeper than " + std::to_string(max_depth), p);
                }
                stack_.push_back(static_cast<char>(c));
                ++p;
                state = State::First;
                continue;
            }
            value();
            state = State::After;
        }
        s.end = p;
        return s;
    }

  private:
    std::vector<char> stack_;
};

unsigned hex4(const char* at) {
    unsigned v = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = at[i];
        const unsigned h = c <= '9' ? static_cast<unsigned>(c - '0')
                                    : static_cast<unsigned>((c | 0x20) - 'a' + 10);
        v = (v << 4) | h;
    }
    return v;
}

/// The text of a string the Scanner checked, escapes resolved (lone surrogates become
/// U+FFFD, as the JSON parser does).
void decode(std::string_view raw, std::string& out) {
    out.clear();
    for (std::size_t i = 0; i < raw.size();) {
        const char c = raw[i];
        if (c != '\\') {
            const std::size_t next = raw.find('\\', i);
            const std::size_t stop = next == std::string_view::npos ? raw.size() : next;
            out.append(raw.substr(i, stop - i));
            i = stop;
            continue;
        }
        const char e = raw[i + 1];
        switch (e) {
            case 'b': out.push_back('\b'); break;
            case 'f': out.push_back('\f'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            case 't': out.push_back('\t'); break;
            case 'u': {
                unsigned cp = hex4(raw.data() + i + 2);
                i += 6;
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (i + 6 <= raw.size() && raw[i] == '\\' && raw[i + 1] == 'u') {
                        const unsigned lo = hex4(raw.data() + i + 2);
                        if (lo >= 0xDC00 && lo <= 0xDFFF) {
                            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                            i += 6;
                        } else {
                            cp = 0xFFFD;
                        }
                    } else {
                        cp = 0xFFFD;
                    }
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    cp = 0xFFFD;
                }
                json::append_utf8(out, cp);
                continue;
            }
            default: out.push_back(e); break;  // " \ /
        }
        i += 2;
    }
}

/// The value of a number the Scanner checked; SyntaxError when out of range as the JSON
/// parser says it.
double number_value(const Span& s) {
    double d = 0;
    auto r = std::from_chars(s.begin, s.end, d);
    if (r.ec == std::errc::result_out_of_range) {
        const std::string_view t = s.text();
        const std::size_t e = t.find_first_of("eE");
        const bool negative_exponent =
            e != std::string_view::npos && e + 1 < t.size() && t[e + 1] == '-';
        if (!negative_exponent) {
            throw SyntaxError{"number out of range: " + std::string(t.substr(0, 40)), s.begin};
        }
        return t.starts_with('-') ? -0.0 : 0.0;
    }
    return d;
}

struct PendingBE {
    double ts;
    bool begin;
    std::uint32_t order;
    TraceString name;
    TraceString cat;
    std::string_view args;
};

struct PendingAsync {
    double ts;
    bool begin;
    std::uint32_t order;
    std::uint32_t thread;
    TraceString pid;
    TraceString tid;
    TraceString name;
    TraceString cat;
    TraceString id;
    std::string_view args;
};

struct PendingFlow {
    double ts;
    char ph;  // 's', 't', 'f'
    bool enclosing;
    std::uint32_t thread;
    TraceString name;
    TraceString cat;
    TraceString id;
};

struct PairHash {
    std::size_t operator()(const std::pair<const void*, const void*>& p) const noexcept {
        const auto a = reinterpret_cast<std::uintptr_t>(p.first);
        const auto b = reinterpret_cast<std::uintptr_t>(p.second);
        return std::hash<std::uintptr_t>()(a * 0x9E3779B97F4A7C15ull ^ b);
    }
};

/// The members of one event that the importer reads, as scanned.
struct RawEvent {
    Span ph, name, cat, pid, tid, ts, dur, id, id2, args, scope, bp;
    void clear() { *this = RawEvent{}; }
};

class Importer {
  public:
    explicit Importer(Input& input) : in_(input), pool_(*trace_.strings) {
        sc_.p = in_.begin();
        sc_.end = in_.end();
        sc_.eof = in_.eof();
    }

    TraceFile run() {
        try {
            read_document();
        } catch (const SyntaxError& e) {
            auto [line, column] = in_.position(e.at);
            throw std::runtime_error("trace is not valid JSON: " + e.message + " at line " +
                                     std::to_string(line) + ", column " + std::to_string(column));
        }
        finish();
        return std::move(trace_);
    }

  private:
    /// Runs `scan` (which reads from sc_ and changes nothing else) until it finds its whole
    /// text buffered, refilling as needed.
    template <typename F>
    void unit(F&& scan) {
        for (;;) {
            const char* start = sc_.p;
            try {
                scan();
                return;
            } catch (const NeedMore&) {
                in_.refill(start);
                sc_.p = start;
                sc_.end = in_.end();
                sc_.eof = in_.eof();
            }
        }
    }

    void read_document() {
        int first = -1;
        unit([&] {
            if (sc_.end - sc_.p >= 3 && std::memcmp(sc_.p, "\xEF\xBB\xBF", 3) == 0) sc_.p += 3;
            sc_.skip_ws();
            first = sc_.peek();
        });
        if (first == '[') {
            ++sc_.p;
            read_events(true);
            expect_end();
            return;
        }
        if (first != '{') {
            Span v;
            unit([&] { v = sc_.value(); });
            expect_end();
            throw std::runtime_error(std::string("not a Chrome trace: the top level is ") +
                                     kind_name(v.kind) +
                                     ", not an array or an object with 'traceEvents'");
        }
        ++sc_.p;
        Kind events_kind = Kind::None;
        bool first_member = true;
        for (;;) {
            enum class Next { Events, Value, End } next = Next::Value;
            std::string key;
            Span v;
            unit([&] {
                sc_.skip_ws();
                int c = sc_.peek();
                if (!first_member) {
                    if (c == '}') {
                        ++sc_.p;
                        next = Next::End;
                        return;
                    }
                    if (c != ',') sc_.fail("expected ',' or '}'", sc_.p);
                    ++sc_.p;
                    sc_.skip_ws();
                    c = sc_.peek();
                    if (c == '}') sc_.fail("trailing comma before '}'", sc_.p);
                } else if (c == '}') {
                    ++sc_.p;
                    next = Next::End;
                    return;
                }
                if (c != '"') sc_.fail("expected a string key", sc_.p);
                Span k = sc_.string();
                sc_.expect(':', "':'");
                sc_.skip_ws();
                if (k.escaped) {
                    decode(k.text(), key);
                } else {
                    key.assign(k.text());
                }
                if (key == "traceEvents" && sc_.peek() == '[') {
                    ++sc_.p;
                    next = Next::Events;
                    return;
                }
                v = sc_.value();
                next = Next::Value;
            });
            first_member = false;
            if (next == Next::End) break;
            if (next == Next::Events) {
                events_kind = Kind::Array;
                read_events(false);
                continue;
            }
            if (key == "traceEvents") {
                events_kind = v.kind;
            } else if (key == "displayTimeUnit") {
                trace_.display_time_unit = v.kind == Kind::String ? text_of(v) : std::string();
            } else if (key == "otherData") {
                json::Result r = json::parse(v.text());
                if (r.ok()) trace_.other_data = std::move(r).value();
            }
        }
        expect_end();
        if (events_kind == Kind::None) {
            throw std::runtime_error(
                "not a Chrome trace: the top-level object has no 'traceEvents' array");
        }
        if (events_kind != Kind::Array) {
            throw std::runtime_error(std::string("not a Chrome trace: 'traceEvents' is ") +
                                     kind_name(events_kind) + ", not an array");
        }
    }

    void expect_end() {
        unit([&] {
            sc_.skip_ws();
            if (sc_.peek() != -1) sc_.fail("unexpected text after the JSON value", sc_.p);
        });
    }

    /// After the '[' of traceEvents, up to and with its ']'. The top-level array may end
    /// without its ']' (streaming writers stop so); that is a warning.
    void read_events(bool top) {
        enum class Got { Event, Other, End } got = Got::End;
        bool first = true;
        for (;;) {
            bool unterminated = false;
            unit([&] {
                got = Got::End;
                unterminated = false;
                sc_.skip_ws();
                int c = sc_.peek();
                if (first && c == ']') {
                    ++sc_.p;
                    return;
                }
                if (c == -1) {
                    if (!top) sc_.fail("expected a value, found end of input", sc_.p);
                    unterminated = true;
                    return;
                }
                if (c == '{') {
                    read_event();
                    got = Got::Event;
                } else {
                    sc_.value();
                    got = Got::Other;
                }
                // The separator, so that a refill never splits an event from it.
                sc_.skip_ws();
                c = sc_.peek();
                if (c == ',') {
                    ++sc_.p;
                    sc_.skip_ws();
                    const int n = sc_.peek();
                    if (n == ']') sc_.fail("trailing comma before ']'", sc_.p);
                    if (n == -1) {
                        if (!top) sc_.fail("expected a value, found end of input", sc_.p);
                        unterminated = true;
                    }
                    return;
                }
                if (c == ']') {
                    ++sc_.p;
                    ended_ = true;
                    return;
                }
                if (c == -1 && top) {
                    unterminated = true;
                    return;
                }
                sc_.fail("expected ',' or ']'", sc_.p);
            });
            first = false;
            if (got == Got::Event) {
                commit_event();
            } else if (got == Got::Other) {
                ++trace_.event_count;
                warn_once("entries of traceEvents that are not objects");
            }
            if (unterminated) {
                trace_.warnings.push_back("the trace array has no closing ']' (added)");
                return;
            }
            if (got == Got::End || ended_) {
                ended_ = false;
                return;
            }
            if ((trace_.event_count & 0xFFFF) == 0) in_.check_cancel();
        }
    }

    void read_event() {
        RawEvent& e = ev_;
        e.clear();
        ++sc_.p;  // '{'
        sc_.skip_ws();
        if (sc_.peek() == '}') {
            ++sc_.p;
            return;
        }
        for (;;) {
            if (sc_.peek() != '"') sc_.fail("expected a string key", sc_.p);
            Span k = sc_.string();
            sc_.expect(':', "':'");
            std::string_view key = k.text();
            if (k.escaped) {
                decode(key, key_scratch_);
                key = key_scratch_;
            }
            Span* slot = nullptr;
            switch (key.size()) {
                case 1:
                    if (key == "s") slot = &e.scope;
                    break;
                case 2:
                    if (key == "ph")
                        slot = &e.ph;
                    else if (key == "ts")
                        slot = &e.ts;
                    else if (key == "id")
                        slot = &e.id;
                    else if (key == "bp")
                        slot = &e.bp;
                    break;
                case 3:
                    if (key == "pid")
                        slot = &e.pid;
                    else if (key == "tid")
                        slot = &e.tid;
                    else if (key == "cat")
                        slot = &e.cat;
                    else if (key == "dur")
                        slot = &e.dur;
                    else if (key == "id2")
                        slot = &e.id2;
                    break;
                case 4:
                    if (key == "name")
                        slot = &e.name;
                    else if (key == "args")
                        slot = &e.args;
                    break;
                default: break;
            }
            Span v = sc_.value();
            if (slot) *slot = v;
            sc_.skip_ws();
            const int c = sc_.peek();
            if (c == ',') {
                ++sc_.p;
                sc_.skip_ws();
                continue;
            }
            if (c == '}') {
                ++sc_.p;
                return;
            }
            sc_.fail("expected ',' or '}'", sc_.p);
        }
    }

    // --- turning scanned values into records -------------------------------------------

    std::string text_of(const Span& s) {
        std::string out;
        if (s.escaped) {
            decode(s.text(), out);
        } else {
            out.assign(s.text());
        }
        return out;
    }

    /// A string value interned; "" when absent or not a string.
    TraceString intern_string(const Span& s) {
        if (s.kind != Kind::String) return {};
        if (!s.escaped) return pool_.intern(s.text());
        decode(s.text(), scratch_);
        return pool_.intern(scratch_);
    }

    /// Exact text of a pid/tid/id value: integers exactly, strings as they are.
    std::string id_text(const Span& s) {
        switch (s.kind) {
            case Kind::None:
            case Kind::Null: return {};
            case Kind::Bool: return std::string(s.text());
            case Kind::String: return text_of(s);
            case Kind::Number: {
                const std::string_view t = s.text();
                if (s.integer) {
                    if (t.size() <= 18 && t != "-0") return std::string(t);
                    std::int64_t i = 0;
                    auto r = std::from_chars(s.begin, s.end, i);
                    if (r.ec == std::errc() && r.ptr == s.end) return std::to_string(i);
                    std::uint64_t u = 0;
                    auto r2 = std::from_chars(s.begin, s.end, u);
                    if (r2.ec == std::errc() && r2.ptr == s.end) return std::to_string(u);
                }
                char buf[40];
                auto r = std::to_chars(buf, buf + sizeof buf, number_value(s));
                return std::string(buf, r.ptr);
            }
            case Kind::Array:
            case Kind::Object: {
                json::Result r = json::parse(s.text());
                return r.ok() ? json::dump(r.value()) : std::string(s.text());
            }
        }
        return {};
    }

    /// Interned id text, remembering the last one of each field (pids and tids repeat).
    TraceString intern_id(const Span& s, std::string& last_text, TraceString& last) {
        const bool plain =
            (s.kind == Kind::Number && s.integer && s.end - s.begin <= 18 && s.text() != "-0") ||
            (s.kind == Kind::String && !s.escaped);
        if (plain) {
            if (s.text() == last_text) return last;
            last_text.assign(s.text());
            last = pool_.intern(s.text());
            return last;
        }
        last_text.assign(kNoText);
        return pool_.intern(id_text(s));
    }

    /// A timestamp in µs: numbers, or numeric strings. nullopt when absent or unreadable.
    std::optional<double> number_of(const Span& s) {
        if (s.kind == Kind::Number) return number_value(s);
        if (s.kind == Kind::String) {
            std::string_view t = s.text();
            if (s.escaped) {
                decode(t, scratch_);
                t = scratch_;
            }
            double d = 0;
            auto r = std::from_chars(t.data(), t.data() + t.size(), d);
            if (r.ec == std::errc() && r.ptr == t.data() + t.size() && std::isfinite(d)) return d;
        }
        return std::nullopt;
    }

    std::string event_id(const RawEvent& e) {
        if (e.id.kind != Kind::None) return id_text(e.id);
        if (e.id2.kind == Kind::Object) {
            json::Result r = json::parse(e.id2.text());
            if (r.ok()) {
                const json::Value& id2 = r.value();
                auto exact = [](const json::Value& v) -> std::string {
                    switch (v.type()) {
                        case json::Type::Null: return {};
                        case json::Type::Bool: return v.as_bool() ? "true" : "false";
                        case json::Type::Number: return v.number_text();
                        case json::Type::String: return v.as_string();
                        default: return json::dump(v);
                    }
                };
                if (const json::Value* g = id2.find("global")) return "global:" + exact(*g);
                if (const json::Value* l = id2.find("local")) return "local:" + exact(*l);
            }
        }
        return {};
    }

    std::uint32_t process_index(TraceString pid) {
        auto [it, inserted] = process_index_.try_emplace(pid.key(), trace_.processes.size());
        if (inserted) trace_.processes.push_back(TraceProcess{pid.str(), {}, {}, std::nullopt});
        return static_cast<std::uint32_t>(it->second);
    }

    std::uint32_t thread_index(TraceString pid, TraceString tid) {
        if (pid.key() == last_thread_pid_ && tid.key() == last_thread_tid_) return last_thread_;
        process_index(pid);
        auto [it, inserted] =
            thread_index_.try_emplace({pid.key(), tid.key()}, trace_.threads.size());
        if (inserted) {
            trace_.threads.push_back(TraceThread{pid.str(), tid.str(), {}, std::nullopt});
            thread_pid_.push_back(pid);
            thread_tid_.push_back(tid);
        }
        last_thread_pid_ = pid.key();
        last_thread_tid_ = tid.key();
        last_thread_ = static_cast<std::uint32_t>(it->second);
        return last_thread_;
    }

    void note_ts(double t) {
        if (t < min_ts_) min_ts_ = t;
        if (t > max_ts_) max_ts_ = t;
        have_span_ = true;
    }

    void warn_once(const std::string& what) { aggregated_[what]++; }

    std::string_view args_text(const Span& s) {
        if (s.kind == Kind::None || s.kind == Kind::Null) return {};
        return pool_.store(s.text());
    }

    void commit_event() {
        const RawEvent& e = ev_;
        const auto order = static_cast<std::uint32_t>(trace_.event_count++);
        if (e.ph.kind != Kind::String || e.ph.begin == e.ph.end) {
            warn_once("events without a 'ph' phase");
            return;
        }
        char ph = '?';
        if (!e.ph.escaped && e.ph.end - e.ph.begin == 1) {
            ph = *e.ph.begin;
            ++single_phase_counts_[static_cast<unsigned char>(ph)];
        } else {
            const std::string text = text_of(e.ph);
            trace_.phase_counts[text]++;
            if (text.size() == 1) ph = text[0];
        }
        std::optional<double> ts = number_of(e.ts);
        auto need_ts = [&]() {
            if (!ts) {
                warn_once(std::string("'") + ph + "' events without a valid 'ts' (skipped)");
                return false;
            }
            note_ts(*ts);
            return true;
        };
        auto pid = [&] { return intern_id(e.pid, last_pid_text_, last_pid_); };
        auto tid = [&] { return intern_id(e.tid, last_tid_text_, last_tid_); };
        auto name = [&] {
            if (e.name.kind == Kind::String && !e.name.escaped &&
                e.name.text() == last_name_text_) {
                return last_name_;
            }
            last_name_text_.assign(e.name.kind == Kind::String && !e.name.escaped ? e.name.text()
                                                                                  : kNoText);
            last_name_ = intern_string(e.name);
            return last_name_;
        };
        auto cat = [&] {
            if (e.cat.kind == Kind::String && !e.cat.escaped && e.cat.text() == last_cat_text_) {
                return last_cat_;
            }
            last_cat_text_.assign(e.cat.kind == Kind::String && !e.cat.escaped ? e.cat.text()
                                                                               : kNoText);
            last_cat_ = intern_string(e.cat);
            return last_cat_;
        };

        switch (ph) {
            case 'X': {
                if (!need_ts()) return;
                double dur = number_of(e.dur).value_or(0);
                if (dur < 0) {
                    warn_once("'X' events with a negative 'dur' (set to 0)");
                    dur = 0;
                }
                note_ts(*ts + dur);
                TraceSlice s;
                s.pid = pid();
                s.tid = tid();
                s.thread = thread_index(s.pid, s.tid);
                s.name = name();
                s.cat = cat();
                s.ts_us = *ts;
                s.dur_us = dur;
                s.raw_args.json = args_text(e.args);
                s.phase = 'X';
                trace_.slices.push_back(s);
                return;
            }
            case 'B':
            case 'E': {
                if (!need_ts()) return;
                const std::uint32_t t = thread_index(pid(), tid());
                if (be_.size() <= t) be_.resize(t + 1);
                be_[t].push_back(
                    PendingBE{*ts, ph == 'B', order, name(), cat(), args_text(e.args)});
                return;
            }
            case 'b':
            case 'e': {
                if (!need_ts()) return;
                TraceString p = pid();
                TraceString t = tid();
                const std::uint32_t th = thread_index(p, t);
                async_.push_back(PendingAsync{*ts, ph == 'b', order, th, p, t, name(), cat(),
                                              pool_.intern(event_id(e)), args_text(e.args)});
                return;
            }
            case 'n':
            case 'i':
            case 'I':
            case 'R': {
                if (!need_ts()) return;
                char scope = 't';
                if (e.scope.kind == Kind::String) {
                    const std::string s = text_of(e.scope);
                    if (!s.empty()) scope = s[0];
                }
                if (scope != 'g' && scope != 'p') scope = 't';
                if (ph == 'n') scope = 't';
                TraceInstant in;
                in.pid = pid();
                in.tid = tid();
                if (scope == 't') {
                    in.thread = thread_index(in.pid, in.tid);
                } else if (scope == 'p') {
                    process_index(in.pid);
                }
                in.name = name();
                in.cat = cat();
                in.ts_us = *ts;
                in.scope = scope;
                in.raw_args.json = args_text(e.args);
                trace_.instants.push_back(in);
                return;
            }
            case 'C': {
                if (!need_ts()) return;
                TraceString p = pid();
                process_index(p);
                const std::string id = event_id(e);
                TraceString counter = id.empty() ? name() : pool_.intern(name() + " " + id);
                if (e.args.kind != Kind::Object) {
                    warn_once("'C' events without an args object (skipped)");
                    return;
                }
                read_counter_args(e.args, p, counter, *ts);
                return;
            }
            case 's':
            case 't':
            case 'f': {
                if (!need_ts()) return;
                const std::uint32_t th = thread_index(pid(), tid());
                bool enclosing = ph != 'f' || (e.bp.kind == Kind::String && text_of(e.bp) == "e");
                flows_.push_back(
                    PendingFlow{*ts, ph, enclosing, th, name(), cat(), pool_.intern(event_id(e))});
                return;
            }
            case 'M': read_metadata(e); return;
            default:
                warn_once("events of unsupported phase '" + text_of(e.ph) + "' (ignored)");
                return;
        }
    }

    /// One sample per member of a counter's args object.
    void read_counter_args(const Span& args, TraceString pid, TraceString counter, double ts) {
        Scanner sub;
        sub.p = args.begin + 1;
        sub.end = args.end;
        sub.eof = true;
        sub.skip_ws();
        if (sub.peek() == '}') return;
        for (;;) {
            Span k = sub.string();
            sub.expect(':', "':'");
            Span v = sub.value();
            std::optional<double> value;
            if (v.kind == Kind::Number || v.kind == Kind::String) value = number_of(v);
            if (!value) {
                warn_once("counter values that are not numbers (skipped)");
            } else {
                TraceString series;
                if (k.escaped) {
                    decode(k.text(), key_scratch_);
                    series = pool_.intern(key_scratch_);
                } else if (k.text() == last_series_text_) {
                    series = last_series_;
                } else {
                    last_series_text_.assign(k.text());
                    series = last_series_ = pool_.intern(k.text());
                }
                trace_.counters.push_back(TraceCounterSample{pid, counter, series, ts, *value});
            }
            sub.skip_ws();
            if (sub.peek() == ',') {
                ++sub.p;
                sub.skip_ws();
                continue;
            }
            return;  // '}'
        }
    }

    void read_metadata(const RawEvent& e) {
        const std::string name = e.name.kind == Kind::String ? text_of(e.name) : std::string();
        json::Value args;
        if (e.args.kind == Kind::Object) {
            json::Result r = json::parse(e.args.text());
            if (r.ok()) args = std::move(r).value();
        }
        TraceString pid = pool_.intern(id_text(e.pid));
        TraceString tid = pool_.intern(id_text(e.tid));
        if (name == "process_name") {
            trace_.processes[process_index(pid)].name = args.string_or("name");
        } else if (name == "process_labels") {
            trace_.processes[process_index(pid)].labels = args.string_or("labels");
        } else if (name == "process_sort_index") {
            trace_.processes[process_index(pid)].sort_index = int_of(args.find("sort_index"));
        } else if (name == "thread_name") {
            trace_.threads[thread_index(pid, tid)].name = args.string_or("name");
        } else if (name == "thread_sort_index") {
            trace_.threads[thread_index(pid, tid)].sort_index = int_of(args.find("sort_index"));
        }
        // Other metadata (process_uptime_seconds, num_cpus, ...) is ignored.
    }

    /// The args of a 'B' with those of its 'E' merged in (the 'E''s win).
    std::string_view merge_args(std::string_view begin, std::string_view end) {
        if (end.empty()) return begin;
        json::Result more = json::parse(end);
        if (!more.ok() || !more.value().is_object() || more.value().size() == 0) return begin;
        json::Value into;
        if (!begin.empty()) {
            json::Result r = json::parse(begin);
            if (r.ok()) into = std::move(r).value();
        }
        if (!into.is_object()) return end;
        for (const auto& [k, v] : more.value().as_object()) into.set(k, v);
        return pool_.store(json::dump(into));
    }

    void match_begin_end() {
        std::size_t unmatched_end = 0;
        std::size_t unterminated = 0;
        for (std::uint32_t thread = 0; thread < be_.size(); ++thread) {
            std::vector<PendingBE>& list = be_[thread];
            if (list.empty()) continue;
            std::stable_sort(list.begin(), list.end(),
                             [](const PendingBE& a, const PendingBE& b) { return a.ts < b.ts; });
            std::vector<PendingBE*> stack;
            auto emit = [&](PendingBE& b, double end, std::string_view end_args) {
                TraceSlice s;
                s.pid = thread_pid_[thread];
                s.tid = thread_tid_[thread];
                s.thread = thread;
                s.name = b.name;
                s.cat = b.cat;
                s.ts_us = b.ts;
                s.dur_us = std::max(0.0, end - b.ts);
                s.raw_args.json = merge_args(b.args, end_args);
                s.phase = 'B';
                trace_.slices.push_back(s);
            };
            for (PendingBE& e : list) {
                if (e.begin) {
                    stack.push_back(&e);
                } else if (stack.empty()) {
                    ++unmatched_end;
                } else {
                    emit(*stack.back(), e.ts, e.args);
                    stack.pop_back();
                }
            }
            unterminated += stack.size();
            for (PendingBE* b : stack) emit(*b, max_ts_, {});
        }
        if (unmatched_end) {
            trace_.warnings.push_back(std::to_string(unmatched_end) +
                                      " 'E' events without a matching 'B' (ignored)");
        }
        if (unterminated) {
            trace_.warnings.push_back(
                std::to_string(unterminated) +
                " 'B' events without a matching 'E' (ended at the trace end)");
        }
    }

    void match_async() {
        std::stable_sort(async_.begin(), async_.end(),
                         [](const PendingAsync& a, const PendingAsync& b) { return a.ts < b.ts; });
        struct Key {
            const void* pid;
            const void* cat;
            const void* id;
            const void* name;
            bool operator==(const Key&) const = default;
        };
        struct KeyHash {
            std::size_t operator()(const Key& k) const noexcept {
                PairHash h;
                return h({k.pid, k.cat}) * 31 + h({k.id, k.name});
            }
        };
        std::unordered_map<Key, std::vector<PendingAsync*>, KeyHash> open;
        std::size_t unmatched_end = 0;
        auto emit = [&](PendingAsync& b, double end, std::string_view end_args) {
            TraceSlice s;
            s.pid = b.pid;
            s.tid = b.tid;
            s.thread = b.thread;
            s.name = b.name;
            s.cat = b.cat;
            s.ts_us = b.ts;
            s.dur_us = std::max(0.0, end - b.ts);
            s.raw_args.json = merge_args(b.args, end_args);
            s.phase = 'b';
            s.async = true;
            s.id = b.id;
            trace_.slices.push_back(s);
        };
        for (PendingAsync& a : async_) {
            const Key key{a.pid.key(), a.cat.key(), a.id.key(), a.name.key()};
            if (a.begin) {
                open[key].push_back(&a);
                continue;
            }
            auto it = open.find(key);
            if (it == open.end() || it->second.empty()) {
                ++unmatched_end;
                continue;
            }
            emit(*it->second.back(), a.ts, a.args);
            it->second.pop_back();
        }
        std::size_t unterminated = 0;
        std::vector<PendingAsync*> rest;
        for (auto& [key, list] : open) rest.insert(rest.end(), list.begin(), list.end());
        std::sort(rest.begin(), rest.end(),
                  [](const PendingAsync* a, const PendingAsync* b) { return a->order < b->order; });
        for (PendingAsync* b : rest) {
            emit(*b, max_ts_, {});
            ++unterminated;
        }
        if (unmatched_end) {
            trace_.warnings.push_back(std::to_string(unmatched_end) +
                                      " async 'e' events without a matching 'b' (ignored)");
        }
        if (unterminated) {
            trace_.warnings.push_back(std::to_string(unterminated) +
                                      " async 'b' events without a matching 'e' (ended at the "
                                      "trace end)");
        }
    }

    void compute_depths() {
        auto by_start = [](const TraceSlice& a, const TraceSlice& b) {
            if (a.ts_us != b.ts_us) return a.ts_us < b.ts_us;
            return a.dur_us > b.dur_us;
        };
        // Writers mostly emit in time order: check before sorting.
        if (!std::is_sorted(trace_.slices.begin(), trace_.slices.end(), by_start)) {
            std::stable_sort(trace_.slices.begin(), trace_.slices.end(), by_start);
        }
        const std::size_t threads = trace_.threads.size();
        std::vector<std::vector<double>> stacks(2 * threads);  // open slice ends; async after
        by_thread_.assign(threads, {});
        for (std::size_t i = 0; i < trace_.slices.size(); ++i) {
            TraceSlice& s = trace_.slices[i];
            std::vector<double>& stack = stacks[s.thread + (s.async ? threads : 0)];
            while (!stack.empty() && stack.back() <= s.ts_us + kEpsUs) stack.pop_back();
            s.depth = static_cast<int>(stack.size());
            stack.push_back(s.end_us());
            if (!s.async) by_thread_[s.thread].push_back(static_cast<std::uint32_t>(i));
        }
    }

    /// The deepest slice on a thread that contains t, or the next one starting at or after
    /// t when !enclosing.
    std::optional<std::size_t> bind(std::uint32_t thread, double t, bool enclosing) const {
        const std::vector<std::uint32_t>& list = by_thread_[thread];
        const auto& slices = trace_.slices;
        if (!enclosing) {
            auto pos =
                std::lower_bound(list.begin(), list.end(), t - kEpsUs,
                                 [&](std::uint32_t i, double v) { return slices[i].ts_us < v; });
            if (pos == list.end()) return std::nullopt;
            return *pos;
        }
        // Slices starting at or before t, latest first: with proper nesting the first one
        // that contains t is the deepest; a top-level one that ended before t ends the scan.
        auto pos = std::upper_bound(list.begin(), list.end(), t + kEpsUs,
                                    [&](double v, std::uint32_t i) { return v < slices[i].ts_us; });
        while (pos != list.begin()) {
            --pos;
            const TraceSlice& s = slices[*pos];
            if (s.end_us() + kEpsUs >= t) return *pos;
            if (s.depth == 0) break;
        }
        return std::nullopt;
    }

    void resolve_flows() {
        // Hops grouped by (cat, id), groups in order of first appearance.
        std::unordered_map<std::pair<const void*, const void*>, std::uint32_t, PairHash> group_of;
        std::vector<std::uint32_t> group(flows_.size());
        for (std::size_t i = 0; i < flows_.size(); ++i) {
            auto [it, inserted] = group_of.try_emplace({flows_[i].cat.key(), flows_[i].id.key()},
                                                       static_cast<std::uint32_t>(group_of.size()));
            group[i] = it->second;
        }
        std::vector<std::uint32_t> order(flows_.size());
        for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
        auto rank = [](char ph) { return ph == 's' ? 0 : ph == 't' ? 1 : 2; };
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            if (group[a] != group[b]) return group[a] < group[b];
            const PendingFlow& fa = flows_[a];
            const PendingFlow& fb = flows_[b];
            if (fa.ts != fb.ts) return fa.ts < fb.ts;
            return rank(fa.ph) < rank(fb.ph);
        });
        std::size_t unresolved = 0;
        const PendingFlow* prev = nullptr;
        std::optional<std::size_t> prev_slice;
        std::uint32_t current = std::numeric_limits<std::uint32_t>::max();
        trace_.flows.reserve(flows_.size());
        for (std::uint32_t i : order) {
            const PendingFlow* f = &flows_[i];
            if (group[i] != current) {
                current = group[i];
                prev = nullptr;
                prev_slice.reset();
            }
            std::optional<std::size_t> here = bind(f->thread, f->ts, f->enclosing);
            if (f->ph != 's') {
                TraceFlow flow;
                flow.id = f->id;
                flow.name = f->name;
                flow.cat = f->cat;
                flow.from_slice = prev ? prev_slice : std::nullopt;
                flow.to_slice = here;
                flow.from_ts_us = prev ? prev->ts : f->ts;
                flow.to_ts_us = f->ts;
                if (!flow.from_slice || !flow.to_slice) ++unresolved;
                trace_.flows.push_back(flow);
            }
            if (f->ph == 'f') {
                prev = nullptr;
                prev_slice.reset();
            } else {
                prev = f;
                prev_slice = here;
            }
        }
        if (unresolved) {
            trace_.warnings.push_back(std::to_string(unresolved) +
                                      " flow hops with an end not bound to any slice");
        }
    }

    void sort_tracks() {
        auto& procs = trace_.processes;
        auto sort_key = [](const std::optional<std::int64_t>& idx, const std::string& id) {
            if (idx) return *idx;
            auto i = as_integer(id);
            if (i && !i->first && i->second <= static_cast<std::uint64_t>(INT64_MAX)) {
                return static_cast<std::int64_t>(i->second);
            }
            if (i && i->first && i->second <= static_cast<std::uint64_t>(INT64_MAX)) {
                return -static_cast<std::int64_t>(i->second);
            }
            return std::numeric_limits<std::int64_t>::max();
        };
        std::stable_sort(procs.begin(), procs.end(),
                         [&](const TraceProcess& a, const TraceProcess& b) {
                             auto ka = sort_key(a.sort_index, a.pid);
                             auto kb = sort_key(b.sort_index, b.pid);
                             if (ka != kb) return ka < kb;
                             return id_less(a.pid, b.pid);
                         });
        std::unordered_map<std::string, std::size_t> rank;
        for (std::size_t i = 0; i < procs.size(); ++i) rank[procs[i].pid] = i;
        std::vector<std::uint32_t> order(trace_.threads.size());
        for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
        const auto& threads = trace_.threads;
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t ia, std::uint32_t ib) {
            const TraceThread& a = threads[ia];
            const TraceThread& b = threads[ib];
            if (a.pid != b.pid) return rank[a.pid] < rank[b.pid];
            auto ka = sort_key(a.sort_index, a.tid);
            auto kb = sort_key(b.sort_index, b.tid);
            if (ka != kb) return ka < kb;
            return id_less(a.tid, b.tid);
        });
        std::vector<TraceThread> sorted;
        sorted.reserve(order.size());
        std::vector<std::uint32_t> new_index(order.size());
        for (std::uint32_t k = 0; k < order.size(); ++k) {
            new_index[order[k]] = k;
            sorted.push_back(std::move(trace_.threads[order[k]]));
        }
        trace_.threads = std::move(sorted);
        for (TraceSlice& s : trace_.slices) s.thread = new_index[s.thread];
        for (TraceInstant& i : trace_.instants) {
            if (i.thread != TraceInstant::kNoThread) i.thread = new_index[i.thread];
        }
    }

    void finish() {
        for (int c = 0; c < 256; ++c) {
            if (single_phase_counts_[c]) {
                trace_.phase_counts[std::string(1, static_cast<char>(c))] +=
                    single_phase_counts_[c];
            }
        }
        if (!have_span_) min_ts_ = max_ts_ = 0;
        match_begin_end();
        match_async();
        compute_depths();
        resolve_flows();
        sort_tracks();
        auto by_ts = [](const auto& a, const auto& b) { return a.ts_us < b.ts_us; };
        auto sort = [&](auto& v) {
            if (!std::is_sorted(v.begin(), v.end(), by_ts))
                std::stable_sort(v.begin(), v.end(), by_ts);
        };
        sort(trace_.counters);
        sort(trace_.instants);
        for (const auto& [what, n] : aggregated_) {
            trace_.warnings.push_back(std::to_string(n) + " " + what);
        }
        // Release the working sets' spare capacity.
        trace_.slices.shrink_to_fit();
        trace_.counters.shrink_to_fit();
        trace_.instants.shrink_to_fit();
    }

    static constexpr std::string_view kNoText = "\x01\x02";

    Input& in_;
    TraceFile trace_;
    TraceStrings& pool_;
    Scanner sc_;
    RawEvent ev_;
    bool ended_ = false;
    std::string scratch_;
    std::string key_scratch_;
    std::string last_pid_text_, last_tid_text_, last_name_text_, last_cat_text_, last_series_text_;
    TraceString last_pid_, last_tid_, last_name_, last_cat_, last_series_;
    std::size_t single_phase_counts_[256] = {};
    std::unordered_map<const void*, std::size_t> process_index_;
    std::unordered_map<std::pair<const void*, const void*>, std::size_t, PairHash> thread_index_;
    std::vector<TraceString> thread_pid_;
    std::vector<TraceString> thread_tid_;
    const void* last_thread_pid_ = nullptr;
    const void* last_thread_tid_ = nullptr;
    std::uint32_t last_thread_ = 0;
    std::vector<std::vector<PendingBE>> be_;  // by thread index
    std::vector<PendingAsync> async_;
    std::vector<PendingFlow> flows_;
    std::vector<std::vector<std::uint32_t>> by_thread_;  // slice indices
    std::map<std::string, std::size_t> aggregated_;
    bool have_span_ = false;
    double min_ts_ = std::numeric_limits<double>::infinity();
    double max_ts_ = -std::numeric_limits<double>::infinity();
};

TimeNs us_to_ns(double us) {
    // Clamped to ±4e18 ns (about 127 years) so sums of two values cannot overflow.
    constexpr double kMaxUs = 4e15;
    if (!(us > -kMaxUs)) us = -kMaxUs;
    if (!(us < kMaxUs)) us = kMaxUs;
    return static_cast<TimeNs>(std::llround(us * 1000.0));
}

std::optional<Device> parse_device(std::string_view s) {
    DeviceType type;
    if (s.starts_with("cpu(")) {
        type = DeviceType::CPU;
    } else if (s.starts_with("gpu(")) {
        type = DeviceType::GPU;
    } else {
        return std::nullopt;
    }
    if (!s.ends_with(")")) return std::nullopt;
    std::string_view digits = s.substr(4, s.size() - 5);
    int id = 0;
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), id);
    if (digits.empty() || r.ec != std::errc() || r.ptr != digits.data() + digits.size()) {
        return std::nullopt;
    }
    return Device{type, id};
}

std::optional<int> parse_int(std::string_view s) {
    int v = 0;
    auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

}  // namespace

const TraceProcess* TraceFile::find_process(std::string_view pid) const {
    for (const auto& p : processes) {
        if (p.pid == pid) return &p;
    }
    return nullptr;
}

const TraceThread* TraceFile::find_thread(std::string_view pid, std::string_view tid) const {
    for (const auto& t : threads) {
        if (t.pid == pid && t.tid == tid) return &t;
    }
    return nullptr;
}

std::size_t TraceFile::memory_bytes() const {
    std::size_t bytes = sizeof(TraceFile);
    bytes += slices.capacity() * sizeof(TraceSlice);
    bytes += counters.capacity() * sizeof(TraceCounterSample);
    bytes += flows.capacity() * sizeof(TraceFlow);
    bytes += instants.capacity() * sizeof(TraceInstant);
    bytes += processes.capacity() * sizeof(TraceProcess);
    bytes += threads.capacity() * sizeof(TraceThread);
    for (const auto& t : threads) bytes += t.name.capacity() + t.pid.capacity() + t.tid.capacity();
    if (strings) bytes += strings->memory_bytes();
    return bytes;
}

TraceFile read_chrome_trace(std::string_view json_text) {
    Input input(json_text);
    return Importer(input).run();
}

TraceFile read_chrome_trace_file(const std::string& path, const TraceReadControl& control) {
    Input input(path, control);
    try {
        return Importer(input).run();
    } catch (const TraceReadCancelled&) {
        throw;
    } catch (const std::exception& e) {
        const std::string what = e.what();
        if (what.starts_with(path + ":")) throw;
        throw std::runtime_error(path + ": " + what);
    }
}

std::optional<LaneId> parse_lane_name(std::string_view name) {
    constexpr std::string_view kFront = "front end ";
    if (name.starts_with(kFront)) {
        auto idx = parse_int(name.substr(kFront.size()));
        if (!idx) return std::nullopt;
        return LaneId{Device::cpu(0), LaneKind::FrontEnd, *idx};
    }
    auto space = name.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    auto device = parse_device(name.substr(0, space));
    if (!device) return std::nullopt;
    std::string_view rest = name.substr(space + 1);
    constexpr std::string_view kCompute = "compute ";
    if (rest.starts_with(kCompute)) {
        auto idx = parse_int(rest.substr(kCompute.size()));
        if (!idx) return std::nullopt;
        return LaneId{*device, LaneKind::Compute, *idx};
    }
    for (LaneKind k : {LaneKind::CopyH2D, LaneKind::CopyD2H, LaneKind::CopyPeer}) {
        if (rest == lane_kind_name(k)) return LaneId{*device, k, 0};
    }
    return std::nullopt;
}

EventBatch import_asynclab_trace(const TraceFile& trace) {
    EventBatch batch;
    // Lanes by thread index.
    std::vector<std::optional<LaneId>> lane_of_thread(trace.threads.size());
    for (std::size_t i = 0; i < trace.threads.size(); ++i) {
        lane_of_thread[i] = parse_lane_name(trace.threads[i].name);
    }
    auto uint_arg = [](const json::Value& args, std::string_view key) -> std::uint64_t {
        const json::Value* v = args.find(key);
        if (!v || !v->is_number()) return 0;
        try {
            return v->as_uint64();
        } catch (const json::TypeError&) {
            return 0;
        }
    };

    std::unordered_map<OpId, int> issuer;
    for (const TraceInstant& in : trace.instants) {
        if (in.cat != "issue" || in.thread == TraceInstant::kNoThread) continue;
        const std::optional<LaneId>& lane = lane_of_thread[in.thread];
        if (lane && lane->kind == LaneKind::FrontEnd) {
            issuer[uint_arg(in.args(), "id")] = lane->index;
        }
    }

    for (const TraceSlice& s : trace.slices) {
        if (s.async) continue;
        const std::optional<LaneId>& lane = lane_of_thread[s.thread];
        if (!lane) continue;
        const json::Value args = s.args();
        TimeNs start = us_to_ns(s.ts_us);
        TimeNs end = start + us_to_ns(s.dur_us);
        if (lane->kind == LaneKind::FrontEnd) {
            if (s.cat != "sync") continue;
            SyncEvent e;
            for (int k = 0; k <= static_cast<int>(SyncKind::BackPressure); ++k) {
                if (s.name == sync_kind_name(static_cast<SyncKind>(k))) {
                    e.kind = static_cast<SyncKind>(k);
                }
            }
            e.thread = lane->index;
            e.begin = start;
            e.end = end;
            e.awaited = uint_arg(args, "awaited");
            e.where = args.string_or("where");
            e.what = args.string_or("what");
            batch.syncs.push_back(std::move(e));
            continue;
        }
        if (!args.find("id")) continue;
        OpEvent op;
        op.id = uint_arg(args, "id");
        op.name = s.name;
        for (int k = 0; k <= static_cast<int>(OpKind::Comm); ++k) {
            if (s.cat == op_kind_name(static_cast<OpKind>(k))) op.kind = static_cast<OpKind>(k);
        }
        op.lane = *lane;
        auto is = issuer.find(op.id);
        op.issuer = is == issuer.end() ? 0 : is->second;
        op.start = start;
        op.end = end;
        op.push = us_to_ns(args.double_or("push_us", s.ts_us));
        if (args.find("launch_end_us")) {
            op.launch_start = us_to_ns(args.double_or("launch_us", s.ts_us));
            op.launch_end = us_to_ns(args.double_or("launch_end_us", s.ts_us));
        }
        op.flops = args.double_or("flops");
        op.bytes = args.double_or("bytes");
        const json::Value& waited = args["waited_on"];
        if (waited.is_array()) {
            for (const json::Value& w : waited.as_array()) {
                if (w.is_number()) {
                    try {
                        op.waited_on.push_back(w.as_uint64());
                    } catch (const json::TypeError&) {
                    }
                }
            }
        }
        op.parent = uint_arg(args, "parent");
        const json::Value& failed = args["failed"];
        op.failed = failed.is_bool() && failed.as_bool();
        const json::Value& skipped = args["skipped"];
        op.skipped = skipped.is_bool() && skipped.as_bool();
        batch.ops.push_back(std::move(op));
    }

    for (const TraceCounterSample& c : trace.counters) {
        CounterEvent e;
        e.ts = us_to_ns(c.ts_us);
        e.value = c.value;
        if (c.name == "queue depth") {
            e.kind = CounterKind::QueueDepth;
        } else if (c.name == "resident memory") {
            e.kind = CounterKind::ResidentBytes;
        } else if (c.name.view().starts_with("memory ")) {
            auto device = parse_device(c.name.view().substr(7));
            if (!device) continue;
            e.kind = CounterKind::MemoryBytes;
            e.device = *device;
        } else {
            continue;
        }
        batch.counters.push_back(e);
    }

    std::stable_sort(batch.ops.begin(), batch.ops.end(), [](const OpEvent& a, const OpEvent& b) {
        if (a.end != b.end) return a.end < b.end;
        return a.id < b.id;
    });
    std::stable_sort(batch.syncs.begin(), batch.syncs.end(),
                     [](const SyncEvent& a, const SyncEvent& b) { return a.begin < b.begin; });
    std::stable_sort(batch.counters.begin(), batch.counters.end(),
                     [](const CounterEvent& a, const CounterEvent& b) { return a.ts < b.ts; });
    return batch;
}

TraceSummary summarize(const TraceFile& trace, std::size_t top_n) {
    TraceSummary sum;
    sum.phase_counts = trace.phase_counts;
    sum.events = trace.event_count;
    sum.processes = trace.processes.size();
    sum.threads = trace.threads.size();
    sum.slices = trace.slices.size();
    sum.counter_samples = trace.counters.size();
    sum.instants = trace.instants.size();
    sum.flows = trace.flows.size();
    sum.warnings = trace.warnings.size();
    for (const TraceFlow& f : trace.flows) {
        if (!f.from_slice || !f.to_slice) ++sum.unresolved_flows;
    }

    bool have = false;
    auto span = [&](double b, double e) {
        if (!have) {
            sum.begin_us = b;
            sum.end_us = e;
            have = true;
        }
        sum.begin_us = std::min(sum.begin_us, b);
        sum.end_us = std::max(sum.end_us, e);
    };
    for (const auto& s : trace.slices) span(s.ts_us, s.end_us());
    for (const auto& c : trace.counters) span(c.ts_us, c.ts_us);
    for (const auto& i : trace.instants) span(i.ts_us, i.ts_us);

    // Per thread: counts and the union of slice intervals.
    struct Acc {
        std::size_t slices = 0;
        std::size_t instants = 0;
        std::vector<std::pair<double, double>> intervals;
    };
    std::vector<Acc> acc(trace.threads.size());
    std::unordered_map<const void*, TraceNameSummary> names;
    for (const auto& s : trace.slices) {
        Acc& a = acc[s.thread];
        ++a.slices;
        a.intervals.emplace_back(s.ts_us, s.end_us());
        TraceNameSummary& n = names[s.name.key()];
        if (n.count == 0) n.name = s.name.str();
        ++n.count;
        n.total_us += s.dur_us;
        n.max_us = std::max(n.max_us, s.dur_us);
    }
    for (const auto& i : trace.instants) {
        if (i.thread != TraceInstant::kNoThread) ++acc[i.thread].instants;
    }
    std::unordered_map<std::string, std::string> process_names;
    for (const auto& p : trace.processes) process_names[p.pid] = p.name;
    for (std::size_t ti = 0; ti < trace.threads.size(); ++ti) {
        const TraceThread& t = trace.threads[ti];
        Acc& a = acc[ti];
        if (a.slices == 0 && a.instants == 0) continue;
        TraceLaneSummary lane;
        lane.pid = t.pid;
        lane.tid = t.tid;
        lane.process_name = process_names[t.pid];
        lane.thread_name = t.name;
        lane.slices = a.slices;
        lane.instants = a.instants;
        std::sort(a.intervals.begin(), a.intervals.end());
        double cur_b = 0, cur_e = 0;
        bool open = false;
        for (const auto& [b, e] : a.intervals) {
            if (open && b <= cur_e) {
                cur_e = std::max(cur_e, e);
                continue;
            }
            if (open) lane.busy_us += cur_e - cur_b;
            cur_b = b;
            cur_e = e;
            open = true;
        }
        if (open) lane.busy_us += cur_e - cur_b;
        std::vector<std::pair<double, double>>().swap(a.intervals);
        sum.lanes.push_back(std::move(lane));
    }

    sum.top_names.reserve(names.size());
    for (auto& [name, n] : names) sum.top_names.push_back(std::move(n));
    std::sort(sum.top_names.begin(), sum.top_names.end(),
              [](const TraceNameSummary& a, const TraceNameSummary& b) {
                  if (a.total_us != b.total_us) return a.total_us > b.total_us;
                  return a.name < b.name;
              });
    if (sum.top_names.size() > top_n) sum.top_names.resize(top_n);
    return sum;
}

}  // namespace asynclab
