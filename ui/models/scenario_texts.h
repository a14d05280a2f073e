// The scenarios' texts (summaries, parameter descriptions, verdicts, phenomena) as the
// interface shows them: in its language, with numbers written as its locale writes them.
// The engine marks each English text with ASYNCLAB_TEXT, which lupdate collects into the
// interface's translations; without a translation a text is the engine's English.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include "engine/scenarios/scenario.h"

namespace asynclab {

/// A scenario text marked with ASYNCLAB_TEXT("asynclab::Scenario", ...): a summary, a
/// parameter's description, an unavailable scenario's reason, a verdict.
QString scenarioText(const std::string& english);
/// A message: its text translated, each value written for `locale` (numbers with its decimal
/// point and digit grouping, ratios as "1,50x" in German, verbatim values as they are).
QString messageText(const scenarios::Message& message, const QLocale& locale = QLocale());
/// What a parameter accepts (ParamInfo::accepted_message()) in the interface's language,
/// the bounds of a range written for `locale`.
QString acceptedText(const scenarios::ParamInfo& param, const QLocale& locale = QLocale());

}  // namespace asynclab
