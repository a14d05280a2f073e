// A sentence for people with its values kept apart, so that an interface can show it in its
// own language and write the numbers as its locale does, while the CLI prints the English.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/util/json.h"
#include "engine/util/text.h"

namespace asynclab::scenarios {

/// The translation context of every scenario text marked with ASYNCLAB_TEXT: summaries,
/// parameter descriptions, verdicts and phenomena.
inline constexpr const char* kTextContext = "asynclab::Scenario";

/// `text` is English, marked with ASYNCLAB_TEXT(kTextContext, ...), with %1 ... %9 where the
/// values go (Qt's placeholders): an interface translates `text` and puts in each argument
/// written its own way. english() is the sentence as the CLI prints it.
struct Message {
    /// One value of a message.
    struct Arg {
        enum class Kind {
            Number,    ///< `value` with `decimals` digits after the point
            Ratio,     ///< `value` as a factor: 2 decimals below 10, else 1, then "x"
            Verbatim,  ///< `text` as it is, in every language (a name, an API call, a file)
            Sentence,  ///< `sentence[0]`, a message of its own, translated on its own
        };
        Kind kind = Kind::Verbatim;
        double value = 0;
        int decimals = 0;
        std::string text;
        std::vector<Message> sentence;  ///< one message (Kind::Sentence)

        std::string english() const;
        bool operator==(const Arg&) const = default;
    };

    Message() = default;
    Message(std::string t, std::vector<Arg> a = {}) : text(std::move(t)), args(std::move(a)) {}

    std::string text;
    std::vector<Arg> args;

    std::string english() const;
    bool empty() const { return text.empty(); }
    bool operator==(const Message&) const = default;
};

/// A number with `decimals` digits after the point (0: an integer).
Message::Arg number_arg(double value, int decimals);
/// An integer count.
Message::Arg count_arg(long long value);
/// A factor, "1.50x" or "12.3x" in English.
Message::Arg ratio_arg(double value);
/// The digits after the point a factor is written with: 2 below 10, else 1.
inline int ratio_decimals(double value) {
    return value < 10 ? 2 : 1;
}
/// Text that stays as it is in every language.
Message::Arg verbatim_arg(std::string text);
/// A message of its own, put in where its placeholder is.
Message::Arg sentence_arg(Message message);

/// Replaces %1 ... %9 in `text` with `args[0]` ... `args[8]`, in one pass (a value that
/// contains "%2" is not replaced again); a placeholder without its argument stays as it is.
std::string fill_placeholders(std::string_view text, const std::vector<std::string>& args);

/// {"text": ..., "args": [{"kind": "number", "value": 1.5, "decimals": 2}, ...]}.
json::Value to_json(const Message& m);
/// Reads what to_json() wrote; throws std::invalid_argument naming what is wrong, with
/// `where` ("last_run.phenomenon.detail") in front.
Message message_from_json(const json::Value& v, const std::string& where);

}  // namespace asynclab::scenarios
