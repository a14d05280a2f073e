#include "engine/util/json.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <ostream>
#include <sstream>

namespace asynclab::json {

const char* type_name(Type type) {
    switch (type) {
        case Type::Null: return "null";
        case Type::Bool: return "bool";
        case Type::Number: return "number";
        case Type::String: return "string";
        case Type::Array: return "array";
        case Type::Object: return "object";
    }
    return "?";
}

// ---------------------------------------------------------------------------------------
// Object

namespace {
constexpr std::size_t kIndexThreshold = 12;  // linear search up to this many members
}

std::ptrdiff_t Object::index_of(std::string_view key) const {
    if (index_.empty()) {
        for (std::size_t i = 0; i < members_.size(); ++i) {
            if (members_[i].first == key) return static_cast<std::ptrdiff_t>(i);
        }
        return -1;
    }
    auto it = std::lower_bound(index_.begin(), index_.end(), key,
                               [this](std::uint32_t pos, std::string_view k) {
                                   return std::string_view(members_[pos].first) < k;
                               });
    if (it != index_.end() && members_[*it].first == key) return *it;
    return -1;
}

void Object::rebuild_index() {
    index_.clear();
    if (members_.size() <= kIndexThreshold) return;
    index_.resize(members_.size());
    for (std::size_t i = 0; i < members_.size(); ++i) index_[i] = static_cast<std::uint32_t>(i);
    std::stable_sort(index_.begin(), index_.end(), [this](std::uint32_t a, std::uint32_t b) {
        return members_[a].first < members_[b].first;
    });
}

Value* Object::find(std::string_view key) {
    auto i = index_of(key);
    return i < 0 ? nullptr : &members_[static_cast<std::size_t>(i)].second;
}

const Value* Object::find(std::string_view key) const {
    auto i = index_of(key);
    return i < 0 ? nullptr : &members_[static_cast<std::size_t>(i)].second;
}

Value& Object::at(std::string_view key) {
    if (Value* v = find(key)) return *v;
    throw TypeError("json: no member '" + std::string(key) + "'");
}

const Value& Object::at(std::string_view key) const {
    if (const Value* v = find(key)) return *v;
    throw TypeError("json: no member '" + std::string(key) + "'");
}

Value& Object::operator[](std::string_view key) {
    if (Value* v = find(key)) return *v;
    return set(std::string(key), Value());
}

Value& Object::set(std::string key, Value value) {
    auto i = index_of(key);
    if (i >= 0) {
        Value& slot = members_[static_cast<std::size_t>(i)].second;
        slot = std::move(value);
        return slot;
    }
    members_.emplace_back(std::move(key), std::move(value));
    if (members_.size() > kIndexThreshold) {
        if (index_.empty()) {
            rebuild_index();
        } else {
            auto pos = static_cast<std::uint32_t>(members_.size() - 1);
            std::string_view k = members_.back().first;
            auto it = std::lower_bound(index_.begin(), index_.end(), k,
                                       [this](std::uint32_t p, std::string_view kk) {
                                           return std::string_view(members_[p].first) < kk;
                                       });
            index_.insert(it, pos);
        }
    }
    return members_.back().second;
}

bool Object::erase(std::string_view key) {
    auto i = index_of(key);
    if (i < 0) return false;
    members_.erase(members_.begin() + i);
    rebuild_index();
    return true;
}

void Object::clear() {
    members_.clear();
    index_.clear();
}

bool operator==(const Object& a, const Object& b) {
    // Order-sensitive: two objects with the same members in another order would be
    // written differently, so they are different documents for us.
    return a.members_ == b.members_;
}

// ---------------------------------------------------------------------------------------
// Value

Value::Value(const Value& other) : type_(Type::Null) {
    copy_from(other);
}
Value::Value(Value&& other) noexcept : type_(Type::Null) {
    move_from(other);
}

Value& Value::operator=(const Value& other) {
    if (this != &other) {
        Value tmp(other);
        destroy();
        move_from(tmp);
    }
    return *this;
}

Value& Value::operator=(Value&& other) noexcept {
    if (this != &other) {
        // `other` may live inside this value (v = std::move(v["x"])): detach it first.
        Value tmp;
        tmp.move_from(other);
        destroy();
        move_from(tmp);
    }
    return *this;
}

namespace {
bool is_nonempty_container(const Value& v) {
    return (v.is_array() || v.is_object()) && v.size() != 0;
}
}  // namespace

void Value::destroy() noexcept {
    // Destroying nested containers recursively could overflow the stack on very deep
    // documents: move nested containers out into a worklist and free them one by one.
    if (type_ == Type::Array || type_ == Type::Object) {
        std::vector<Value> work;
        auto take_children = [&work](Value& v) {
            if (v.type_ == Type::Array) {
                for (Value& c : v.u_.a) {
                    if (is_nonempty_container(c)) work.push_back(std::move(c));
                }
            } else if (v.type_ == Type::Object) {
                for (Member& m : v.u_.o) {
                    if (is_nonempty_container(m.second)) work.push_back(std::move(m.second));
                }
            }
        };
        take_children(*this);
        while (!work.empty()) {
            Value v = std::move(work.back());
            work.pop_back();
            take_children(v);
        }  // v now holds no nested containers: freeing it does not recurse
    }
    switch (type_) {
        case Type::String: u_.s.~basic_string(); break;
        case Type::Array: u_.a.~vector(); break;
        case Type::Object: u_.o.~Object(); break;
        default: break;
    }
    type_ = Type::Null;
}

void Value::copy_from(const Value& other) {
    switch (other.type_) {
        case Type::Null: break;
        case Type::Bool: u_.b = other.u_.b; break;
        case Type::Number:
            kind_ = other.kind_;
            u_.num.d = other.u_.num.d;
            u_.num.u = other.u_.num.u;
            break;
        case Type::String: new (&u_.s) std::string(other.u_.s); break;
        case Type::Array: new (&u_.a) Array(other.u_.a); break;
        case Type::Object: new (&u_.o) Object(other.u_.o); break;
    }
    type_ = other.type_;
}

void Value::move_from(Value& other) noexcept {
    switch (other.type_) {
        case Type::Null: break;
        case Type::Bool: u_.b = other.u_.b; break;
        case Type::Number:
            kind_ = other.kind_;
            u_.num.d = other.u_.num.d;
            u_.num.u = other.u_.num.u;
            break;
        case Type::String: new (&u_.s) std::string(std::move(other.u_.s)); break;
        case Type::Array: new (&u_.a) Array(std::move(other.u_.a)); break;
        case Type::Object: new (&u_.o) Object(std::move(other.u_.o)); break;
    }
    type_ = other.type_;
    other.destroy();
}

void Value::type_error(const char* wanted) const {
    throw TypeError(std::string("json: expected ") + wanted + ", got " + type_name(type_));
}

std::optional<Value> Value::integer_from_text(std::string_view text) {
    if (text.empty()) return std::nullopt;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    Value v;
    v.type_ = Type::Number;
    if (text[0] == '-') {
        std::int64_t i = 0;
        auto r = std::from_chars(first, last, i);
        if (r.ec != std::errc() || r.ptr != last) return std::nullopt;
        v.set_int64(i);
    } else {
        std::uint64_t u = 0;
        auto r = std::from_chars(first, last, u);
        if (r.ec != std::errc() || r.ptr != last) return std::nullopt;
        v.set_uint64(u);
    }
    return v;
}

bool Value::as_bool() const {
    if (type_ != Type::Bool) type_error("bool");
    return u_.b;
}

double Value::as_double() const {
    if (type_ != Type::Number) type_error("number");
    return u_.num.d;
}

std::int64_t Value::as_int64() const {
    if (type_ != Type::Number) type_error("number");
    switch (kind_) {
        case NumberKind::Int64: return u_.num.i;
        case NumberKind::UInt64:
            throw TypeError("json: integer " + std::to_string(u_.num.u) + " does not fit int64");
        case NumberKind::Double: break;
    }
    double d = u_.num.d;
    // -2^63 is exact; 2^63 is the first double above INT64_MAX.
    if (std::isfinite(d) && d == std::trunc(d) && d >= -9223372036854775808.0 &&
        d < 9223372036854775808.0) {
        return static_cast<std::int64_t>(d);
    }
    throw TypeError("json: number " + number_text() + " is not an int64");
}

std::uint64_t Value::as_uint64() const {
    if (type_ != Type::Number) type_error("number");
    switch (kind_) {
        case NumberKind::UInt64: return u_.num.u;
        case NumberKind::Int64:
            if (u_.num.i < 0) {
                throw TypeError("json: integer " + std::to_string(u_.num.i) + " is negative");
            }
            return static_cast<std::uint64_t>(u_.num.i);
        case NumberKind::Double: break;
    }
    double d = u_.num.d;
    if (std::isfinite(d) && d == std::trunc(d) && d >= 0 && d < 18446744073709551616.0) {
        return static_cast<std::uint64_t>(d);
    }
    throw TypeError("json: number " + number_text() + " is not a uint64");
}

const std::string& Value::as_string() const {
    if (type_ != Type::String) type_error("string");
    return u_.s;
}
std::string& Value::as_string() {
    if (type_ != Type::String) type_error("string");
    return u_.s;
}
const Array& Value::as_array() const {
    if (type_ != Type::Array) type_error("array");
    return u_.a;
}
Array& Value::as_array() {
    if (type_ != Type::Array) type_error("array");
    return u_.a;
}
const Object& Value::as_object() const {
    if (type_ != Type::Object) type_error("object");
    return u_.o;
}
Object& Value::as_object() {
    if (type_ != Type::Object) type_error("object");
    return u_.o;
}

namespace {

// Shortest round-trip text for a finite double; "null" otherwise. Negative zero is "-0.0":
// "-0" would read back as the integer 0, losing the sign.
std::size_t format_double(char* buf, std::size_t cap, double d) {
    if (!std::isfinite(d)) {
        std::memcpy(buf, "null", 4);
        return 4;
    }
    if (d == 0 && std::signbit(d)) {
        std::memcpy(buf, "-0.0", 4);
        return 4;
    }
    auto r = std::to_chars(buf, buf + cap, d);
    return static_cast<std::size_t>(r.ptr - buf);
}

const Value& null_value() {
    static const Value kNull;
    return kNull;
}

}  // namespace

std::string Value::number_text() const {
    if (type_ != Type::Number) type_error("number");
    char buf[40];
    switch (kind_) {
        case NumberKind::Int64: {
            auto r = std::to_chars(buf, buf + sizeof buf, u_.num.i);
            return std::string(buf, r.ptr);
        }
        case NumberKind::UInt64: {
            auto r = std::to_chars(buf, buf + sizeof buf, u_.num.u);
            return std::string(buf, r.ptr);
        }
        case NumberKind::Double: break;
    }
    return std::string(buf, format_double(buf, sizeof buf, u_.num.d));
}

const Value* Value::find(std::string_view key) const {
    return type_ == Type::Object ? u_.o.find(key) : nullptr;
}

Value* Value::find(std::string_view key) {
    return type_ == Type::Object ? u_.o.find(key) : nullptr;
}

const Value& Value::operator[](std::string_view key) const {
    const Value* v = find(key);
    return v ? *v : null_value();
}

const Value& Value::operator[](std::size_t index) const {
    if (type_ == Type::Array && index < u_.a.size()) return u_.a[index];
    return null_value();
}

std::size_t Value::size() const {
    if (type_ == Type::Array) return u_.a.size();
    if (type_ == Type::Object) return u_.o.size();
    return 0;
}

std::string Value::string_or(std::string_view key, std::string_view fallback) const {
    const Value* v = find(key);
    return v && v->is_string() ? v->u_.s : std::string(fallback);
}

double Value::double_or(std::string_view key, double fallback) const {
    const Value* v = find(key);
    return v && v->is_number() ? v->u_.num.d : fallback;
}

std::int64_t Value::int64_or(std::string_view key, std::int64_t fallback) const {
    const Value* v = find(key);
    if (!v || !v->is_number()) return fallback;
    try {
        return v->as_int64();
    } catch (const TypeError&) {
        return fallback;
    }
}

Value& Value::push_back(Value v) {
    if (type_ == Type::Null) *this = Value(Array{});
    if (type_ != Type::Array) type_error("array");
    u_.a.push_back(std::move(v));
    return u_.a.back();
}

Value& Value::set(std::string key, Value v) {
    if (type_ == Type::Null) *this = Value(Object{});
    if (type_ != Type::Object) type_error("object");
    return u_.o.set(std::move(key), std::move(v));
}

bool operator==(const Value& a, const Value& b) {
    if (a.type_ != b.type_) return false;
    switch (a.type_) {
        case Type::Null: return true;
        case Type::Bool: return a.u_.b == b.u_.b;
        case Type::Number:
            if (a.is_integer() && b.is_integer()) {
                return a.kind_ == b.kind_ && a.u_.num.u == b.u_.num.u;
            }
            return a.u_.num.d == b.u_.num.d;
        case Type::String: return a.u_.s == b.u_.s;
        case Type::Array: return a.u_.a == b.u_.a;
        case Type::Object: return a.u_.o == b.u_.o;
    }
    return false;
}

// ---------------------------------------------------------------------------------------
// Parser: iterative (an explicit stack of open containers), so depth costs heap, not
// call stack.

std::string Error::to_string() const {
    if (line == 0) return message;
    return message + " at line " + std::to_string(line) + ", column " + std::to_string(column);
}

class Parser {
  public:
    Parser(std::string_view text, const ParseLimits& limits)
        : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()), limits_(limits) {}

    Result run() {
        if (end_ - p_ >= 3 && std::memcmp(p_, "\xEF\xBB\xBF", 3) == 0) p_ += 3;
        Value root;
        if (!parse_document(root)) return Result(std::move(error_));
        return Result(std::move(root));
    }

  private:
    struct Frame {
        Value container;
        std::string key;  // pending key (objects)
    };

    bool fail(std::string message, const char* at) {
        error_.message = std::move(message);
        error_.offset = static_cast<std::size_t>(at - begin_);
        std::size_t line = 1;
        const char* line_start = begin_;
        for (const char* q = begin_; q < at; ++q) {
            if (*q == '\n') {
                ++line;
                line_start = q + 1;
            }
        }
        error_.line = line;
        error_.column = static_cast<std::size_t>(at - line_start) + 1;
        return false;
    }

    static std::string describe(const char* p, const char* end) {
        if (p >= end) return "end of input";
        unsigned char c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c < 0x7f) return std::string("'") + static_cast<char>(c) + "'";
        char buf[16];
        std::snprintf(buf, sizeof buf, "byte 0x%02X", c);
        return buf;
    }

    bool unexpected(const char* expected) {
        return fail(std::string("expected ") + expected + ", found " + describe(p_, end_), p_);
    }

    void skip_ws() {
        while (p_ < end_) {
            char c = *p_;
            if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
                ++p_;
            } else {
                break;
            }
        }
    }

    bool count_value() {
        if (++total_values_ > limits_.max_total_values) {
            return fail("too many values (limit " + std::to_string(limits_.max_total_values) + ")",
                        p_);
        }
        return true;
    }

    bool parse_document(Value& root) {
        std::vector<Frame> stack;
        Value v;
        for (;;) {
            // Parse one value: either a scalar (into v) or open a container.
            skip_ws();
            if (p_ >= end_) {
                return stack.empty()
                           ? fail("expected a value, found end of input (empty document)", p_)
                           : unexpected("a value");
            }
            if (!count_value()) return false;
            char c = *p_;
            bool opened = false;
            if (c == '{' || c == '[') {
                if (stack.size() >= limits_.max_depth) {
                    return fail(
                        "nesting deeper than " + std::to_string(limits_.max_depth) + " levels", p_);
                }
                ++p_;
                stack.push_back(Frame{c == '{' ? Value(Object{}) : Value(Array{}), {}});
                skip_ws();
                if (c == '{') {
                    if (p_ < end_ && *p_ == '}') {
                        ++p_;
                        v = std::move(stack.back().container);
                        stack.pop_back();
                    } else {
                        if (!parse_key(stack.back().key)) return false;
                        opened = true;
                    }
                } else {
                    if (p_ < end_ && *p_ == ']') {
                        ++p_;
                        v = std::move(stack.back().container);
                        stack.pop_back();
                    } else {
                        opened = true;
                    }
                }
            } else if (!parse_scalar(v)) {
                return false;
            }
            if (opened) continue;

            // Attach v to its parent; close containers as long as they end here.
            for (;;) {
                if (stack.empty()) {
                    root = std::move(v);
                    skip_ws();
                    if (p_ != end_) {
                        return fail("unexpected " + describe(p_, end_) + " after the JSON value",
                                    p_);
                    }
                    return true;
                }
                Frame& top = stack.back();
                std::size_t n;
                bool is_object = top.container.is_object();
                if (is_object) {
                    Object& o = top.container.u_.o;
                    o.set(std::move(top.key), std::move(v));
                    n = o.size();
                } else {
                    Array& a = top.container.u_.a;
                    a.push_back(std::move(v));
                    n = a.size();
                }
                if (n > limits_.max_container_elements) {
                    return fail("more than " + std::to_string(limits_.max_container_elements) +
                                    " elements in one " + (is_object ? "object" : "array"),
                                p_);
                }
                skip_ws();
                if (p_ < end_ && *p_ == ',') {
                    ++p_;
                    if (is_object) {
                        skip_ws();
                        if (!parse_key(top.key)) return false;
                    } else {
                        skip_ws();
                        if (p_ < end_ && *p_ == ']') {
                            return fail("trailing comma before ']'", p_);
                        }
                    }
                    break;  // parse the next element
                }
                char close = is_object ? '}' : ']';
                if (p_ < end_ && *p_ == close) {
                    ++p_;
                    v = std::move(top.container);
                    stack.pop_back();
                    continue;
                }
                return unexpected(is_object ? "',' or '}'" : "',' or ']'");
            }
        }
    }

    // At a key (whitespace skipped): "key" then ':'.
    bool parse_key(std::string& key) {
        if (p_ >= end_ || *p_ != '"') {
            if (p_ < end_ && *p_ == '}') return fail("trailing comma before '}'", p_);
            return unexpected("a string key");
        }
        key.clear();
        if (!parse_string(key)) return false;
        skip_ws();
        if (p_ >= end_ || *p_ != ':') return unexpected("':'");
        ++p_;
        return true;
    }

    bool parse_scalar(Value& v) {
        char c = *p_;
        switch (c) {
            case '"': {
                std::string s;
                if (!parse_string(s)) return false;
                v = Value(std::move(s));
                return true;
            }
            case 't': return parse_literal("true", Value(true), v);
            case 'f': return parse_literal("false", Value(false), v);
            case 'n': return parse_literal("null", Value(), v);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return parse_number(v);
                if (c == 'N' || c == 'I') {
                    return fail("NaN and Infinity are not valid JSON numbers", p_);
                }
                if (c == '}' || c == ']') return unexpected("a value");
                return unexpected("a value");
        }
    }

    bool parse_literal(std::string_view word, Value value, Value& v) {
        if (static_cast<std::size_t>(end_ - p_) < word.size() ||
            std::memcmp(p_, word.data(), word.size()) != 0) {
            return fail("invalid literal (expected '" + std::string(word) + "')", p_);
        }
        p_ += word.size();
        v = std::move(value);
        return true;
    }

    static bool is_digit(char c) { return c >= '0' && c <= '9'; }

    bool parse_number(Value& v) {
        const char* start = p_;
        const char* q = p_;
        bool negative = false;
        if (*q == '-') {
            negative = true;
            ++q;
        }
        if (q >= end_ || !is_digit(*q)) {
            if (q < end_ && *q == 'I')
                return fail("NaN and Infinity are not valid JSON numbers", q);
            return fail("invalid number: expected a digit", q);
        }
        if (*q == '0') {
            ++q;
            if (q < end_ && is_digit(*q)) return fail("invalid number: leading zero", start);
        } else {
            while (q < end_ && is_digit(*q)) ++q;
        }
        bool integral = true;
        bool negative_exponent = false;
        if (q < end_ && *q == '.') {
            integral = false;
            ++q;
            if (q >= end_ || !is_digit(*q)) {
                return fail("invalid number: expected a digit after '.'", q);
            }
            while (q < end_ && is_digit(*q)) ++q;
        }
        if (q < end_ && (*q == 'e' || *q == 'E')) {
            integral = false;
            ++q;
            if (q < end_ && (*q == '+' || *q == '-')) {
                negative_exponent = *q == '-';
                ++q;
            }
            if (q >= end_ || !is_digit(*q)) {
                return fail("invalid number: expected a digit in the exponent", q);
            }
            while (q < end_ && is_digit(*q)) ++q;
        }
        v = Value();
        v.type_ = Type::Number;
        if (integral) {
            if (negative) {
                std::int64_t i = 0;
                auto r = std::from_chars(start, q, i);
                if (r.ec == std::errc()) {
                    v.set_int64(i);
                    p_ = q;
                    return true;
                }
            } else {
                std::uint64_t u = 0;
                auto r = std::from_chars(start, q, u);
                if (r.ec == std::errc()) {
                    v.set_uint64(u);
                    p_ = q;
                    return true;
                }
            }
            // Too large for 64 bits: keep it as a double.
        }
        double d = 0;
        auto r = std::from_chars(start, q, d);
        if (r.ec == std::errc::result_out_of_range) {
            if (!negative_exponent) {
                return fail("number out of range: " +
                                std::string(start, std::min<std::size_t>(q - start, 40)),
                            start);
            }
            d = negative ? -0.0 : 0.0;  // underflow
        } else if (r.ec != std::errc() || r.ptr != q) {
            return fail("invalid number", start);
        }
        v.kind_ = NumberKind::Double;
        v.u_.num.d = d;
        v.u_.num.i = 0;
        p_ = q;
        return true;
    }

    static int hex_value(char c) {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    }

    bool read_hex4(const char* at, unsigned& out) {
        if (end_ - at < 4) return fail("truncated \\u escape", at - 2);
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            int h = hex_value(at[i]);
            if (h < 0) return fail("invalid \\u escape: expected 4 hex digits", at - 2);
            v = (v << 4) | static_cast<unsigned>(h);
        }
        out = v;
        return true;
    }

    // At the opening quote. Appends the decoded string to s.
    bool parse_string(std::string& s) {
        const char* open = p_;
        ++p_;
        for (;;) {
            // Copy the run of plain bytes in one go.
            const char* run = p_;
            while (p_ < end_) {
                unsigned char c = static_cast<unsigned char>(*p_);
                if (c == '"' || c == '\\' || c < 0x20) break;
                ++p_;
            }
            s.append(run, p_);
            if (s.size() > limits_.max_string_bytes) {
                return fail(
                    "string longer than " + std::to_string(limits_.max_string_bytes) + " bytes",
                    open);
            }
            if (p_ >= end_) return fail("unterminated string", open);
            char c = *p_;
            if (c == '"') {
                ++p_;
                return true;
            }
            if (c != '\\') {
                char buf[64];
                std::snprintf(buf, sizeof buf, "unescaped control character 0x%02X in string",
                              static_cast<unsigned>(static_cast<unsigned char>(c)));
                return fail(buf, p_);
            }
            // Escape.
            if (end_ - p_ < 2) return fail("unterminated string", open);
            char e = p_[1];
            switch (e) {
                case '"': s.push_back('"'); break;
                case '\\': s.push_back('\\'); break;
                case '/': s.push_back('/'); break;
                case 'b': s.push_back('\b'); break;
                case 'f': s.push_back('\f'); break;
                case 'n': s.push_back('\n'); break;
                case 'r': s.push_back('\r'); break;
                case 't': s.push_back('\t'); break;
                case 'u': {
                    unsigned cp = 0;
                    if (!read_hex4(p_ + 2, cp)) return false;
                    p_ += 6;
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        // High surrogate: combine with a following \uDC00-\uDFFF.
                        unsigned lo = 0;
                        if (end_ - p_ >= 6 && p_[0] == '\\' && p_[1] == 'u') {
                            if (!read_hex4(p_ + 2, lo)) return false;
                            if (lo >= 0xDC00 && lo <= 0xDFFF) {
                                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                                p_ += 6;
                            } else {
                                cp = 0xFFFD;  // lone high surrogate
                            }
                        } else {
                            cp = 0xFFFD;
                        }
                    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                        cp = 0xFFFD;  // lone low surrogate
                    }
                    append_utf8(s, cp);
                    continue;
                }
                default: {
                    std::string what = describe(p_ + 1, end_);
                    return fail("invalid escape \\" +
                                    (e >= 0x20 && e < 0x7f ? std::string(1, e) : what) +
                                    " in string",
                                p_);
                }
            }
            p_ += 2;
        }
    }

    const char* begin_;
    const char* p_;
    const char* end_;
    const ParseLimits& limits_;
    std::size_t total_values_ = 0;
    Error error_;
};

Result parse(std::string_view text, const ParseLimits& limits) {
    return Parser(text, limits).run();
}

void append_utf8(std::string& s, unsigned cp) {
    if (cp < 0x80) {
        s.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        s.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        s.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        s.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        int err = errno;
        throw std::runtime_error("cannot open '" + path +
                                 "': " + (err ? std::strerror(err) : "unknown error"));
    }
    std::string data;
    in.seekg(0, std::ios::end);
    auto size = in.tellg();
    if (size > 0) {
        data.resize(static_cast<std::size_t>(size));
        in.seekg(0, std::ios::beg);
        in.read(data.data(), size);
        data.resize(static_cast<std::size_t>(in.gcount()));
    } else {
        // Not seekable (a pipe) or empty: read what there is.
        in.clear();
        in.seekg(0, std::ios::beg);
        std::ostringstream ss;
        ss << in.rdbuf();
        data = ss.str();
    }
    if (in.bad()) throw std::runtime_error("cannot read '" + path + "': I/O error");
    return data;
}

Result parse_file(const std::string& path, const ParseLimits& limits) {
    std::string text;
    try {
        text = read_file(path);
    } catch (const std::exception& e) {
        Error err;
        err.message = e.what();
        return Result(std::move(err));
    }
    Result r = parse(text, limits);
    if (!r.ok()) {
        Error err = r.error();
        err.message = path + ": " + err.message;
        return Result(std::move(err));
    }
    return r;
}

Value parse_or_throw(std::string_view text, const ParseLimits& limits) {
    Result r = parse(text, limits);
    if (!r.ok()) throw ParseError("JSON parse error: " + r.error().to_string());
    return std::move(r).value();
}

Value parse_file_or_throw(const std::string& path, const ParseLimits& limits) {
    Result r = parse_file(path, limits);
    if (!r.ok()) throw ParseError(r.error().to_string());
    return std::move(r).value();
}

// ---------------------------------------------------------------------------------------
// Writer

void append_quoted(std::string& out, std::string_view s) {
    static const char kHex[] = "0123456789abcdef";
    out.push_back('"');
    const char* p = s.data();
    const char* end = p + s.size();
    while (p < end) {
        const char* run = p;
        while (p < end) {
            unsigned char c = static_cast<unsigned char>(*p);
            if (c < 0x20 || c == '"' || c == '\\') break;
            ++p;
        }
        out.append(run, p);
        if (p >= end) break;
        unsigned char c = static_cast<unsigned char>(*p++);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                out += "\\u00";
                out.push_back(kHex[c >> 4]);
                out.push_back(kHex[c & 0xF]);
        }
    }
    out.push_back('"');
}

Writer::Writer(std::string& out, bool pretty, int indent)
    : buf_(&out), pretty_(pretty), indent_(indent) {}

Writer::Writer(std::ostream& out, bool pretty, int indent)
    : buf_(&own_), stream_(&out), pretty_(pretty), indent_(indent) {}

Writer::~Writer() {
    if (stream_ && !own_.empty())
        stream_->write(own_.data(), static_cast<std::streamsize>(own_.size()));
}

void Writer::flush() {
    if (stream_) {
        stream_->write(own_.data(), static_cast<std::streamsize>(own_.size()));
        own_.clear();
    }
}

void Writer::maybe_flush() {
    if (stream_ && own_.size() >= (1u << 16)) flush();
}

void Writer::newline_indent() {
    buf_->push_back('\n');
    buf_->append(stack_.size() * static_cast<std::size_t>(indent_), ' ');
}

void Writer::before_value() {
    if (stack_.empty()) {
        if (done_) throw std::logic_error("json::Writer: a second top-level value");
        emit_pending_break();
        return;
    }
    Level& top = stack_.back();
    if (top.object) {
        if (!top.key_pending)
            throw std::logic_error("json::Writer: value in an object without key()");
        top.key_pending = false;
        return;
    }
    if (top.has_items) buf_->push_back(',');
    emit_pending_break();
    if (pretty_) newline_indent();
    top.has_items = true;
}

void Writer::after_value() {
    if (stack_.empty()) {
        done_ = true;
        flush();
    } else {
        maybe_flush();
    }
}

Writer& Writer::key(std::string_view k) {
    if (stack_.empty() || !stack_.back().object) {
        throw std::logic_error("json::Writer: key() outside an object");
    }
    Level& top = stack_.back();
    if (top.key_pending) throw std::logic_error("json::Writer: two keys in a row");
    if (top.has_items) buf_->push_back(',');
    emit_pending_break();
    if (pretty_) newline_indent();
    append_quoted(*buf_, k);
    buf_->push_back(':');
    if (pretty_) buf_->push_back(' ');
    top.has_items = true;
    top.key_pending = true;
    return *this;
}

Writer& Writer::begin_object() {
    before_value();
    buf_->push_back('{');
    stack_.push_back(Level{true});
    return *this;
}

Writer& Writer::begin_array() {
    before_value();
    buf_->push_back('[');
    stack_.push_back(Level{false});
    return *this;
}

Writer& Writer::end_object() {
    if (stack_.empty() || !stack_.back().object || stack_.back().key_pending) {
        throw std::logic_error("json::Writer: unbalanced end_object()");
    }
    bool had = stack_.back().has_items;
    stack_.pop_back();
    emit_pending_break();
    if (pretty_ && had) newline_indent();
    buf_->push_back('}');
    after_value();
    return *this;
}

Writer& Writer::end_array() {
    if (stack_.empty() || stack_.back().object) {
        throw std::logic_error("json::Writer: unbalanced end_array()");
    }
    bool had = stack_.back().has_items;
    stack_.pop_back();
    emit_pending_break();
    if (pretty_ && had) newline_indent();
    buf_->push_back(']');
    after_value();
    return *this;
}

Writer& Writer::null() {
    before_value();
    buf_->append("null");
    after_value();
    return *this;
}

Writer& Writer::value(bool b) {
    before_value();
    buf_->append(b ? "true" : "false");
    after_value();
    return *this;
}

Writer& Writer::value(double d) {
    before_value();
    char buf[40];
    buf_->append(buf, format_double(buf, sizeof buf, d));
    after_value();
    return *this;
}

namespace {
template <typename Int>
void append_integer(std::string& out, Int v) {
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr);
}
}  // namespace

Writer& Writer::write_int64(std::int64_t v) {
    before_value();
    append_integer(*buf_, v);
    after_value();
    return *this;
}

Writer& Writer::write_uint64(std::uint64_t v) {
    before_value();
    append_integer(*buf_, v);
    after_value();
    return *this;
}

Writer& Writer::value(std::string_view s) {
    before_value();
    append_quoted(*buf_, s);
    after_value();
    return *this;
}

Writer& Writer::raw_number(std::string_view text) {
    before_value();
    buf_->append(text);
    after_value();
    return *this;
}

Writer& Writer::fixed(double d, int decimals) {
    before_value();
    if (!std::isfinite(d)) {
        buf_->append("null");
    } else {
        char buf[400];
        auto r = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed,
                               std::clamp(decimals, 0, 17));
        if (r.ec == std::errc()) {
            buf_->append(buf, r.ptr);
        } else {
            buf_->append(buf, format_double(buf, sizeof buf, d));
        }
    }
    after_value();
    return *this;
}

Writer& Writer::line_break() {
    if (pretty_) return *this;
    if (done_) {
        buf_->push_back('\n');
    } else {
        pending_break_ = true;  // written after the next ',' so lines start with a value
    }
    return *this;
}

void Writer::emit_pending_break() {
    if (pending_break_) {
        buf_->push_back('\n');
        pending_break_ = false;
    }
}

Writer& Writer::value(const Value& v) {
    switch (v.type()) {
        case Type::Null: return null();
        case Type::Bool: return value(v.as_bool());
        case Type::Number:
            switch (v.number_kind()) {
                case NumberKind::Int64: return write_int64(v.as_int64());
                case NumberKind::UInt64: return write_uint64(v.as_uint64());
                case NumberKind::Double: return value(v.as_double());
            }
            return *this;
        case Type::String: return value(std::string_view(v.as_string()));
        case Type::Array: {
            // Recursion depth here is bounded by what the caller built; parsed documents are
            // limited by ParseLimits::max_depth.
            begin_array();
            for (const Value& e : v.as_array()) value(e);
            return end_array();
        }
        case Type::Object: {
            begin_object();
            for (const auto& [k, e] : v.as_object()) {
                key(k);
                value(e);
            }
            return end_object();
        }
    }
    return *this;
}

std::string dump(const Value& v, bool pretty) {
    std::string out;
    Writer w(out, pretty);
    w.value(v);
    return out;
}

void dump(std::ostream& out, const Value& v, bool pretty) {
    Writer w(out, pretty);
    w.value(v);
    w.flush();
}

}  // namespace asynclab::json
