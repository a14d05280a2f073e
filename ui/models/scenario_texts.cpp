#include "ui/models/scenario_texts.h"

#include <QCoreApplication>

namespace asynclab {
namespace {

QString argText(const scenarios::Message::Arg& arg, const QLocale& locale) {
    using Kind = scenarios::Message::Arg::Kind;
    switch (arg.kind) {
        case Kind::Number: return locale.toString(arg.value, 'f', arg.decimals);
        case Kind::Ratio:
            return QCoreApplication::translate("asynclab::Scenario", "%1x")
                .arg(locale.toString(arg.value, 'f', scenarios::ratio_decimals(arg.value)));
        case Kind::Verbatim: return QString::fromStdString(arg.text);
        case Kind::Sentence:
            return arg.sentence.empty() ? QString() : messageText(arg.sentence.front(), locale);
    }
    return QString::fromStdString(arg.text);
}

}  // namespace

QString scenarioText(const std::string& english) {
    if (english.empty()) return {};
    return QCoreApplication::translate(scenarios::kTextContext, english.c_str());
}

QString messageText(const scenarios::Message& message, const QLocale& locale) {
    // Placeholders are ASCII: filling the UTF-8 text byte by byte is filling its characters.
    std::vector<std::string> args;
    args.reserve(message.args.size());
    for (const scenarios::Message::Arg& a : message.args)
        args.push_back(argText(a, locale).toStdString());
    return QString::fromStdString(
        scenarios::fill_placeholders(scenarioText(message.text).toStdString(), args));
}

QString acceptedText(const scenarios::ParamInfo& p, const QLocale& locale) {
    return messageText(p.accepted_message(), locale);
}

}  // namespace asynclab
