// The interface's languages: the chapter's (English, Simplified Chinese, Vietnamese,
// Indonesian) and German. Which one is used: `--lang CODE`, else the one chosen in
// View > Language (remembered), else the system's. Applying one sets the default locale
// (numbers, the lessons' texts) and installs its translations.
#pragma once

#include <QLocale>
#include <QString>
#include <optional>
#include <vector>

class QCoreApplication;

namespace asynclab {

struct Language {
    QString code;    ///< "en", "zh_CN", "vi", "id", "de"
    QString native;  ///< its name in itself: "简体中文"
};

/// The languages the interface and the lessons are written in, English first.
const std::vector<Language>& languages();
/// The code of `text` ("zh", "zh-CN", "zh_CN", "ZH_cn" → "zh_CN"; "vi_VN" → "vi"); nullopt
/// when it is none of languages().
std::optional<QString> parseLanguage(const QString& text);
/// The codes accepted, for messages: "en, zh_CN, vi, id, de".
QString languageCodes();
/// The language chosen in View > Language ("" the system's).
QString chosenLanguage();
void setChosenLanguage(const QString& code);
/// The code of the language the interface uses for `locale` ("en" when it has none).
QString languageOf(const QLocale& locale);

/// Makes `code` (or the system's language for "") the default locale and installs its
/// translations (the interface's and Qt's own), replacing those installed by an earlier
/// call. Returns the locale applied.
QLocale applyLanguage(QCoreApplication& app, const QString& code);

}  // namespace asynclab
