#include "engine/scenarios/message.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace asynclab::scenarios {
namespace {

std::string fixed_text(double value, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    return buf;
}

const char* kind_name(Message::Arg::Kind kind) {
    switch (kind) {
        case Message::Arg::Kind::Number: return "number";
        case Message::Arg::Kind::Ratio: return "ratio";
        case Message::Arg::Kind::Verbatim: return "verbatim";
        case Message::Arg::Kind::Sentence: return "sentence";
    }
    return "verbatim";
}

const json::Value& member(const json::Value& object, std::string_view key) {
    static const json::Value null;
    const json::Value* v = object.find(key);
    return v ? *v : null;
}

[[noreturn]] void invalid(const std::string& where, const std::string& what) {
    throw std::invalid_argument(where + ": " + what);
}

}  // namespace

std::string Message::Arg::english() const {
    switch (kind) {
        case Kind::Number: return fixed_text(value, decimals);
        case Kind::Ratio: return fixed_text(value, ratio_decimals(value)) + "x";
        case Kind::Verbatim: return text;
        case Kind::Sentence: return sentence.empty() ? std::string() : sentence.front().english();
    }
    return text;
}

std::string Message::english() const {
    std::vector<std::string> values;
    values.reserve(args.size());
    for (const Arg& a : args) values.push_back(a.english());
    return fill_placeholders(text, values);
}

Message::Arg number_arg(double value, int decimals) {
    Message::Arg a;
    a.kind = Message::Arg::Kind::Number;
    a.value = value;
    a.decimals = decimals;
    return a;
}

Message::Arg count_arg(long long value) {
    return number_arg(static_cast<double>(value), 0);
}

Message::Arg ratio_arg(double value) {
    Message::Arg a;
    a.kind = Message::Arg::Kind::Ratio;
    a.value = value;
    return a;
}

Message::Arg verbatim_arg(std::string text) {
    Message::Arg a;
    a.kind = Message::Arg::Kind::Verbatim;
    a.text = std::move(text);
    return a;
}

Message::Arg sentence_arg(Message message) {
    Message::Arg a;
    a.kind = Message::Arg::Kind::Sentence;
    a.sentence.push_back(std::move(message));
    return a;
}

std::string fill_placeholders(std::string_view text, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

json::Value to_json(const Message& m) {
    json::Value v = json::Value::object();
    v.set("text", m.text);
    json::Value args = json::Value::array();
    for (const Message::Arg& a : m.args) {
        json::Value arg = json::Value::object();
        arg.set("kind", kind_name(a.kind));
        switch (a.kind) {
            case Message::Arg::Kind::Number:
                arg.set("value", a.value);
                arg.set("decimals", a.decimals);
                break;
            case Message::Arg::Kind::Ratio: arg.set("value", a.value); break;
            case Message::Arg::Kind::Verbatim: arg.set("text", a.text); break;
            case Message::Arg::Kind::Sentence:
                arg.set("sentence",
                        a.sentence.empty() ? to_json(Message{}) : to_json(a.sentence[0]));
                break;
        }
        args.push_back(std::move(arg));
    }
    v.set("args", std::move(args));
    return v;
}

Message message_from_json(const json::Value& v, const std::string& where) {
    if (!v.is_object())
        invalid(where, std::string("must be an object, not ") + json::type_name(v.type()));
    Message m;
    const json::Value& text = member(v, "text");
    if (!text.is_string()) invalid(where + ".text", "must be a string");
    m.text = text.as_string();
    const json::Value& args = member(v, "args");
    if (args.is_null()) return m;
    if (!args.is_array()) invalid(where + ".args", "must be an array");
    for (std::size_t i = 0; i < args.as_array().size(); ++i) {
        const json::Value& a = args.as_array()[i];
        const std::string at = where + ".args[" + std::to_string(i) + "]";
        if (!a.is_object()) invalid(at, "must be an object");
        const json::Value& kind = member(a, "kind");
        if (!kind.is_string()) invalid(at + ".kind", "must be a string");
        const std::string& k = kind.as_string();
        auto number = [&](std::string_view key) {
            const json::Value& n = member(a, key);
            if (!n.is_number()) invalid(at + "." + std::string(key), "must be a number");
            return n.as_double();
        };
        if (k == "number") {
            const double decimals = number("decimals");
            if (decimals < 0 || decimals > 17 || decimals != std::floor(decimals))
                invalid(at + ".decimals", "must be an integer in [0, 17]");
            m.args.push_back(number_arg(number("value"), static_cast<int>(decimals)));
        } else if (k == "ratio") {
            m.args.push_back(ratio_arg(number("value")));
        } else if (k == "verbatim") {
            const json::Value& t = member(a, "text");
            if (!t.is_string()) invalid(at + ".text", "must be a string");
            m.args.push_back(verbatim_arg(t.as_string()));
        } else if (k == "sentence") {
            m.args.push_back(
                sentence_arg(message_from_json(member(a, "sentence"), at + ".sentence")));
        } else {
            invalid(at + ".kind", "'" + k + "' is not one of: number, ratio, verbatim, sentence");
        }
    }
    return m;
}

}  // namespace asynclab::scenarios
