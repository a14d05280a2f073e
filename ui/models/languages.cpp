#include "ui/models/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QStringList>
#include <QTranslator>

namespace asynclab {

namespace {

const QString kSettingsKey = QStringLiteral("view/language");

QLocale localeOf(const QString& code) {
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

}  // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> all{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("vi"), QStringLiteral("Tiếng Việt")},
        {QStringLiteral("id"), QStringLiteral("Bahasa Indonesia")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
    };
    return all;
}

std::optional<QString> parseLanguage(const QString& text) {
    QString code = text.trimmed();
    code.replace(QLatin1Char('-'), QLatin1Char('_'));
    const QString language = code.section(QLatin1Char('_'), 0, 0).toLower();
    if (language == QLatin1String("zh")) {
        // Simplified Chinese only: the lessons and the interface are not in Traditional.
        const QString rest = code.section(QLatin1Char('_'), 1).toLower();
        if (rest.isEmpty() || rest == QLatin1String("cn") || rest == QLatin1String("hans") ||
            rest == QLatin1String("hans_cn") || rest == QLatin1String("sg"))
            return QStringLiteral("zh_CN");
        return std::nullopt;
    }
    for (const Language& l : languages())
        if (l.code == language) return l.code;
    return std::nullopt;
}

QString languageCodes() {
    QStringList codes;
    for (const Language& l : languages()) codes << l.code;
    return codes.join(QStringLiteral(", "));
}

QString chosenLanguage() {
    const QString saved = QSettings().value(kSettingsKey).toString();
    return parseLanguage(saved).value_or(QString());
}

void setChosenLanguage(const QString& code) {
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kSettingsKey);
    else
        settings.setValue(kSettingsKey, code);
}

QString languageOf(const QLocale& locale) {
    if (locale.language() == QLocale::Chinese)
        return locale.script() == QLocale::TraditionalHanScript ? QStringLiteral("en")
                                                                : QStringLiteral("zh_CN");
    return parseLanguage(QLocale::languageToCode(locale.language())).value_or(QStringLiteral("en"));
}

QLocale applyLanguage(QCoreApplication& app, const QString& code) {
    static QPointer<QTranslator> installed[2];
    for (QPointer<QTranslator>& t : installed) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    const QLocale locale = localeOf(code);
    QLocale::setDefault(locale);
    const QString language = languageOf(locale);
    if (language == QLatin1String("en")) return locale;
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed[0] = qt;
    } else {
        delete qt;
    }
    auto* own = new QTranslator(&app);
    if (own->load(QStringLiteral("asynclab_") + language, QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        installed[1] = own;
    } else {
        delete own;
    }
    return locale;
}

}  // namespace asynclab
