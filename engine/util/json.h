// A small JSON DOM, parser and streaming writer (namespace asynclab::json).
//
// - Objects keep insertion order, so what we write is stable byte for byte.
// - Numbers keep exactness: an integer literal stays an exact int64 or uint64 (MXNet
//   traces carry ids above INT64_MAX), and every number also has a double.
// - The parser never recurses, so hostile input (100000 '[') gives an error, not a
//   stack overflow; depth, string and element counts are limited (ParseLimits).
// - Doubles are written shortest-round-trip (std::to_chars), integers exactly.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace asynclab::json {

enum class Type : std::uint8_t { Null = 0, Bool, Number, String, Array, Object };
const char* type_name(Type type);

/// Thrown by the checked accessors (as_int64() on a string, at() on a missing key...).
class TypeError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class Value;
using Array = std::vector<Value>;
using Member = std::pair<std::string, Value>;

/// An insertion-ordered object. Lookup is linear for small objects and binary search
/// over a sorted index once it grows past a few members. Setting an existing key
/// replaces its value in place (the key keeps its position).
class Object {
  public:
    Object() = default;

    // Defined after Value, which they need complete (Clang instantiates them here).
    std::size_t size() const;
    bool empty() const;
    std::vector<Member>::iterator begin();
    std::vector<Member>::iterator end();
    std::vector<Member>::const_iterator begin() const;
    std::vector<Member>::const_iterator end() const;
    const std::vector<Member>& members() const { return members_; }

    /// nullptr when absent.
    Value* find(std::string_view key);
    const Value* find(std::string_view key) const;
    bool contains(std::string_view key) const { return find(key) != nullptr; }
    /// Throws TypeError when absent.
    Value& at(std::string_view key);
    const Value& at(std::string_view key) const;
    /// Inserts null when absent.
    Value& operator[](std::string_view key);
    /// Inserts or replaces; returns the stored value.
    Value& set(std::string key, Value value);
    bool erase(std::string_view key);
    void clear();
    void reserve(std::size_t n);

    friend bool operator==(const Object& a, const Object& b);

  private:
    std::ptrdiff_t index_of(std::string_view key) const;
    void rebuild_index();

    std::vector<Member> members_;
    std::vector<std::uint32_t> index_;  ///< member positions sorted by key (large objects)
};

/// How a number was stored.
enum class NumberKind : std::uint8_t {
    Double = 0,  ///< had a fraction or exponent, or an integer too large for 64 bits
    Int64,       ///< an integer literal that fits int64
    UInt64,      ///< an integer literal above INT64_MAX that fits uint64
};

class Value {
  public:
    Value() noexcept : type_(Type::Null) {}
    Value(std::nullptr_t) noexcept : type_(Type::Null) {}
    Value(bool b) noexcept : type_(Type::Bool) { u_.b = b; }
    template <std::integral T>
    requires(!std::same_as<T, bool> && !std::same_as<T, char>) Value(T v)
    noexcept : type_(Type::Number) {
        if constexpr (std::is_signed_v<T>) {
            set_int64(static_cast<std::int64_t>(v));
        } else {
            set_uint64(static_cast<std::uint64_t>(v));
        }
    }
    Value(double d) noexcept : type_(Type::Number) {
        kind_ = NumberKind::Double;
        u_.num.d = d;
        u_.num.i = 0;
    }
    Value(float f) noexcept : Value(static_cast<double>(f)) {}
    Value(std::string s) : type_(Type::String) { new (&u_.s) std::string(std::move(s)); }
    Value(std::string_view s) : Value(std::string(s)) {}
    Value(const char* s) : Value(std::string(s)) {}
    Value(Array a) : type_(Type::Array) { new (&u_.a) Array(std::move(a)); }
    Value(Object o) : type_(Type::Object) { new (&u_.o) Object(std::move(o)); }

    Value(const Value& other);
    Value(Value&& other) noexcept;
    Value& operator=(const Value& other);
    Value& operator=(Value&& other) noexcept;
    ~Value() { destroy(); }

    static Value array() { return Value(Array{}); }
    static Value object() { return Value(Object{}); }
    /// An exact integer from its decimal text ("13084354670121613409"); nullopt when the
    /// text is not an integer that fits int64/uint64.
    static std::optional<Value> integer_from_text(std::string_view text);

    Type type() const { return type_; }
    bool is_null() const { return type_ == Type::Null; }
    bool is_bool() const { return type_ == Type::Bool; }
    bool is_number() const { return type_ == Type::Number; }
    bool is_string() const { return type_ == Type::String; }
    bool is_array() const { return type_ == Type::Array; }
    bool is_object() const { return type_ == Type::Object; }
    /// A number stored as an exact int64 or uint64.
    bool is_integer() const { return type_ == Type::Number && kind_ != NumberKind::Double; }
    NumberKind number_kind() const { return kind_; }

    // Checked accessors: throw TypeError on the wrong type or an inexact conversion.
    bool as_bool() const;
    /// Any number (integers above 2^53 are rounded).
    double as_double() const;
    /// Integers in range, or doubles that hold an integral value in range.
    std::int64_t as_int64() const;
    std::uint64_t as_uint64() const;
    const std::string& as_string() const;
    std::string& as_string();
    const Array& as_array() const;
    Array& as_array();
    const Object& as_object() const;
    Object& as_object();

    /// The number as JSON text: integers exactly ("13084354670121613409"), doubles
    /// shortest round-trip. Throws TypeError when not a number.
    std::string number_text() const;

    // Convenience for reading documents; none of these throw.
    /// The member, or nullptr when absent or this is not an object.
    const Value* find(std::string_view key) const;
    Value* find(std::string_view key);
    /// The member, or a null value when absent or this is not an object.
    const Value& operator[](std::string_view key) const;
    const Value& operator[](const char* key) const { return (*this)[std::string_view(key)]; }
    /// The element, or a null value when out of range or this is not an array.
    const Value& operator[](std::size_t index) const;
    template <std::integral T>
    requires(!std::same_as<T, bool> && !std::same_as<T, std::size_t>) const Value& operator[](
        T index) const {
        if constexpr (std::is_signed_v<T>) {
            if (index < 0) return (*this)[static_cast<std::size_t>(-1)];
        }
        return (*this)[static_cast<std::size_t>(index)];
    }
    /// Elements of an array, members of an object, otherwise 0.
    std::size_t size() const;
    std::string string_or(std::string_view key, std::string_view fallback = {}) const;
    double double_or(std::string_view key, double fallback = 0) const;
    std::int64_t int64_or(std::string_view key, std::int64_t fallback = 0) const;

    // Building. A null value turns into an array/object on first use.
    Value& push_back(Value v);
    Value& set(std::string key, Value v);

    /// Deep equality; numbers compare by value (1 == 1.0, exact for 64-bit integers).
    friend bool operator==(const Value& a, const Value& b);

  private:
    void set_int64(std::int64_t v) {
        kind_ = NumberKind::Int64;
        u_.num.i = v;
        u_.num.d = static_cast<double>(v);
    }
    void set_uint64(std::uint64_t v) {
        if (v <= static_cast<std::uint64_t>(INT64_MAX)) {
            set_int64(static_cast<std::int64_t>(v));
            return;
        }
        kind_ = NumberKind::UInt64;
        u_.num.u = v;
        u_.num.d = static_cast<double>(v);
    }
    void destroy() noexcept;
    void copy_from(const Value& other);
    void move_from(Value& other) noexcept;
    [[noreturn]] void type_error(const char* wanted) const;

    friend class Parser;

    Type type_;
    NumberKind kind_ = NumberKind::Double;
    union Storage {
        Storage() {}
        ~Storage() {}
        bool b;
        struct {
            double d;
            union {
                std::int64_t i;
                std::uint64_t u;
            };
        } num;
        std::string s;
        Array a;
        Object o;
    } u_;
};

inline std::size_t Object::size() const {
    return members_.size();
}
inline bool Object::empty() const {
    return members_.empty();
}
inline std::vector<Member>::iterator Object::begin() {
    return members_.begin();
}
inline std::vector<Member>::iterator Object::end() {
    return members_.end();
}
inline std::vector<Member>::const_iterator Object::begin() const {
    return members_.begin();
}
inline std::vector<Member>::const_iterator Object::end() const {
    return members_.end();
}
inline void Object::reserve(std::size_t n) {
    members_.reserve(n);
}

/// Limits against hostile or corrupt input; exceeding one is a parse error.
struct ParseLimits {
    std::size_t max_depth = 256;                    ///< nested arrays/objects
    std::size_t max_string_bytes = 64u << 20;       ///< one decoded string or key
    std::size_t max_container_elements = 1u << 26;  ///< elements of one array/object
    std::size_t max_total_values = 1u << 28;        ///< values in the whole document
};

struct Error {
    std::string message;     ///< "expected ',' or '}'" (no position)
    std::size_t line = 0;    ///< 1-based
    std::size_t column = 0;  ///< 1-based, in bytes
    std::size_t offset = 0;  ///< byte offset into the text
    /// "expected ',' or '}' at line 3, column 17"
    std::string to_string() const;
};

/// Either a value or an error.
class Result {
  public:
    Result(Value v) : value_(std::move(v)) {}
    Result(Error e) : error_(std::move(e)) {}
    bool ok() const { return !error_.has_value(); }
    explicit operator bool() const { return ok(); }
    /// The parsed value (null on error).
    Value& value() & { return value_; }
    const Value& value() const& { return value_; }
    Value&& value() && { return std::move(value_); }
    /// Only meaningful when !ok().
    const Error& error() const { return *error_; }
    /// Full message with position, or "" when ok.
    std::string error_message() const { return error_ ? error_->to_string() : std::string(); }

  private:
    Value value_;
    std::optional<Error> error_;
};

/// Thrown by parse_or_throw / parse_file_or_throw.
class ParseError : public std::runtime_error {
  public:
    explicit ParseError(const std::string& what) : std::runtime_error(what) {}
};

/// Parses one JSON document (RFC 8259; NaN/Infinity, comments and trailing commas are
/// errors; bytes that are not valid UTF-8 are kept as they are). A UTF-8 BOM is skipped.
Result parse(std::string_view text, const ParseLimits& limits = {});
/// Reads and parses a file; a missing or unreadable file is an error with line 0.
Result parse_file(const std::string& path, const ParseLimits& limits = {});
Value parse_or_throw(std::string_view text, const ParseLimits& limits = {});
Value parse_file_or_throw(const std::string& path, const ParseLimits& limits = {});
/// Reads a whole file into memory; throws std::runtime_error naming the path and the
/// reason when it cannot.
std::string read_file(const std::string& path);
/// Appends code point `cp` to `s` as UTF-8.
void append_utf8(std::string& s, unsigned cp);

/// Streaming writer. Calls must form valid JSON (key() before each value in an object);
/// misuse throws std::logic_error. Output to an ostream is buffered; it is flushed when
/// the top-level value is complete, by flush(), and by the destructor.
class Writer {
  public:
    explicit Writer(std::string& out, bool pretty = false, int indent = 2);
    explicit Writer(std::ostream& out, bool pretty = false, int indent = 2);
    ~Writer();
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;

    Writer& begin_object();
    Writer& end_object();
    Writer& begin_array();
    Writer& end_array();
    Writer& key(std::string_view k);

    Writer& null();
    Writer& value(std::nullptr_t) { return null(); }
    Writer& value(bool b);
    Writer& value(double d);  ///< non-finite values are written as null
    Writer& value(float f) { return value(static_cast<double>(f)); }
    template <std::integral T>
    requires(!std::same_as<T, bool> && !std::same_as<T, char>) Writer& value(T v) {
        if constexpr (std::is_signed_v<T>) {
            return write_int64(static_cast<std::int64_t>(v));
        } else {
            return write_uint64(static_cast<std::uint64_t>(v));
        }
    }
    Writer& value(std::string_view s);
    Writer& value(const char* s) { return value(std::string_view(s)); }
    Writer& value(const std::string& s) { return value(std::string_view(s)); }
    Writer& value(const Value& v);
    /// A number whose text the caller has already formatted (must be valid JSON).
    Writer& raw_number(std::string_view text);
    /// A decimal with exactly `decimals` digits after the point (fixed notation).
    Writer& fixed(double d, int decimals);
    /// key(k).value(v) in one call.
    template <typename T>
    Writer& member(std::string_view k, T&& v) {
        key(k);
        return value(std::forward<T>(v));
    }
    /// A line break in compact mode (for one-record-per-line files), written just before
    /// the next key, value or closing bracket (after any ','); no-op when pretty.
    Writer& line_break();
    void flush();
    /// True once a complete top-level value has been written.
    bool complete() const { return done_; }

  private:
    Writer& write_int64(std::int64_t v);
    Writer& write_uint64(std::uint64_t v);
    void before_value();
    void after_value();
    void newline_indent();
    void put_string(std::string_view s);
    void maybe_flush();
    void emit_pending_break();

    struct Level {
        bool object;
        bool has_items = false;
        bool key_pending = false;
    };
    std::string own_;
    std::string* buf_;
    std::ostream* stream_ = nullptr;
    bool pretty_;
    int indent_;
    bool done_ = false;
    bool pending_break_ = false;
    std::vector<Level> stack_;
};

/// Serialises a value: compact (no whitespace) or pretty (2-space indent, one member per
/// line). Deterministic: same value, same bytes.
std::string dump(const Value& v, bool pretty = false);
void dump(std::ostream& out, const Value& v, bool pretty = false);
/// Appends `s` as a quoted JSON string with escapes.
void append_quoted(std::string& out, std::string_view s);

}  // namespace asynclab::json
